"""Text that addresses an assistant: prompt injections planted in documents.

Evidence is data. A chunk that gives a model instructions is flagged at
ingestion (``metadata["instruction_like"]``), flagged again at answer time
(for chunks indexed before the flag existed), shown with the flag and never
cited in an answer.

The patterns look for what papers do not write: commands to ignore or
override instructions, role markers (``assistant:``, ``SYSTEM:``, chat
template tokens), addressing the reader as an AI, and orders about what to
answer. They are kept narrow so that physics text ("the system is ignored in
the fit", "the answer is 10 degrees") is not flagged.
"""

from __future__ import annotations

import re

_PATTERNS = [
    # override attempts: "ignore all previous instructions", "disregard the above rules"
    r"\b(?:ignore|disregard|forget|override|bypass)\b[^.\n]{0,40}\b(?:instructions?|prompts?|directives?|rules|guidelines|"
    r"context|system message|everything (?:above|before))\b",
    r"\b(?:previous|prior|above|earlier|original)\s+(?:instructions?|prompts?|directives?)\b",
    # addressing a model
    r"\byou are (?:now |no longer )?(?:an?|the|my) (?:helpful )?(?:assistant|ai|a\.i\.|language model|llm|chatbot|bot)\b",
    r"\bas an (?:ai|a\.i\.|artificial intelligence|assistant|ai assistant|ai language model|language model|llm)\b",
    r"\b(?:dear|attention|note to(?: the)?|hey|hello)\s+(?:ai|assistant|llm|chatbot|language model|model)\b",
    r"\b(?:ai|llm|language model|chatbot|assistant)s?\s+(?:reading|processing|summari[sz]ing|answering)\s+(?:this|these)\b",
    r"\bsystem prompt\b|\bnew instructions?\b|\bjailbreak\b|\bdeveloper mode\b|\bprompt injection\b",
    r"\bpretend (?:to be|that you|you are)\b|\bact as (?:an?|the) (?:assistant|ai|model)\b",
    # role markers and chat-template tokens
    r"(?:^|\n)\s*(?:system|assistant|user|human|ai)\s*:",
    r"\b(?:SYSTEM|ASSISTANT|USER)\s*:",
    r"<\|(?:im_start|im_end|start|end|channel|message|system|user|assistant|endoftext|eot_id|begin_of_text)\|>",
    r"\[/?INST\]|<</?SYS>>|###\s*(?:instruction|system|response)\b",
    # orders about the answer
    r"\b(?:answer|respond|reply|say|state|output|write)\b[^.\n]{0,20}\b(?:only|exactly|always)\b[^.\n]{0,40}\b(?:with|that)\b",
    r"\b(?:when|if)\s+(?:you are |you're )?asked\b[^.\n]{0,60}\b(?:answer|say|reply|respond|tell)\b",
    r"\b(?:you must|you should|you will|make sure you|be sure to)\s+(?:now\s+)?(?:answer|respond|reply|say|state|tell|"
    r"cite|output|claim|ignore|include|mention|write)\b",
    r"\b(?:do not|don't|never)\s+(?:mention|cite|reveal|disclose|tell the user|say that|question)\b[^.\n]{0,40}"
    r"\b(?:user|sources?|instructions?|evidence|documents?|this)\b",
    r"\b(?:tell|inform) the user\b",
]
INSTRUCTION_LIKE = re.compile("|".join(f"(?:{p})" for p in _PATTERNS[:9] + _PATTERNS[10:]), re.I | re.S)
_CASE_SENSITIVE = re.compile(_PATTERNS[9])


def is_instruction_like(text: str) -> bool:
    """True when ``text`` addresses the reader as a model (a prompt injection), not a statement of fact."""
    return bool(INSTRUCTION_LIKE.search(text or "") or _CASE_SENSITIVE.search(text or ""))
