"""Text that addresses an assistant: prompt injections planted in documents.

Evidence is data. A chunk that gives a model instructions is flagged at
ingestion (``metadata["instruction_like"]``) and never cited in an answer.
"""

from __future__ import annotations

import re

INSTRUCTION_LIKE = re.compile(
    r"\b(?:ignore|disregard|forget)\b.{0,40}\b(?:instructions?|prompts?|context|rules)\b"
    r"|\byou are (?:now )?(?:an?|the) (?:assistant|ai|language model|chatbot)\b"
    r"|\bsystem prompt\b"
    r"|\b(?:answer|respond|reply|say|state)\b.{0,20}\b(?:only|exactly|always)\b.{0,40}\b(?:with|that)\b"
    r"|\bnew instructions?\b",
    re.I | re.S,
)


def is_instruction_like(text: str) -> bool:
    """True when ``text`` addresses the reader as a model (a prompt injection), not a statement of fact."""
    return bool(INSTRUCTION_LIKE.search(text))
