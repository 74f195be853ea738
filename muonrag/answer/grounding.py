"""Checks that tie answer text to evidence: sentences, citations, numbers, injected instructions."""

from __future__ import annotations

import re
from typing import Iterable, Sequence

from muonrag.index.tokenize import PhysicsTokenizer

_SENTENCE_END = re.compile(r"(?<=[.!?])(?:\s*\[\d+(?:\s*[,;]\s*\d+)*\])*\s+(?=[A-Z0-9\"“(\[])")
_ABBREVIATIONS = re.compile(r"\b(?:e\.g|i\.e|et al|approx|Fig|Eq|Ref|Sec|vs|cf|ca|No|Dr|Prof)\.$", re.I)
CITATION = re.compile(r"\[(\d+(?:\s*[,;]\s*\d+)*)\]")
_NUMBER = re.compile(r"\d+(?:[.,]\d+)?")
INSTRUCTION_LIKE = re.compile(
    r"\b(?:ignore|disregard|forget)\b.{0,40}\b(?:instructions?|prompts?|context|rules)\b"
    r"|\byou are (?:now )?(?:an?|the) (?:assistant|ai|language model|chatbot)\b"
    r"|\bsystem prompt\b"
    r"|\b(?:answer|respond|reply|say|state)\b.{0,20}\b(?:only|exactly|always)\b.{0,40}\b(?:with|that)\b"
    r"|\bnew instructions?\b",
    re.I | re.S,
)
_tokenizer = PhysicsTokenizer()


def split_sentences(text: str) -> list[str]:
    """Sentences of ``text`` (line breaks inside a paragraph are joined)."""
    out: list[str] = []
    for paragraph in re.split(r"\n\s*\n", text):
        paragraph = " ".join(paragraph.split())
        if not paragraph:
            continue
        pieces = _SENTENCE_END.split(paragraph)
        buffer = ""
        for piece in pieces:
            buffer = f"{buffer} {piece}".strip() if buffer else piece
            if _ABBREVIATIONS.search(buffer):
                continue
            out.append(buffer)
            buffer = ""
        if buffer:
            out.append(buffer)
    return out


def is_instruction_like(sentence: str) -> bool:
    """Text that addresses the reader as a model (a prompt injection), not a statement of fact."""
    return bool(INSTRUCTION_LIKE.search(sentence))


def cited_numbers(sentence: str) -> list[int]:
    return [int(n) for group in CITATION.findall(sentence) for n in re.split(r"\s*[,;]\s*", group)]


def strip_citations(sentence: str) -> str:
    return " ".join(CITATION.sub(" ", sentence).split())


def numbers_in(text: str) -> set[str]:
    return {n.replace(",", ".") for n in _NUMBER.findall(text)}


def tokens(text: str) -> list[str]:
    return _tokenizer(text)


def best_quote(claim: str, evidence_text: str) -> str:
    """The evidence sentence sharing the most tokens with ``claim``."""
    claim_tokens = set(tokens(claim))
    sentences = split_sentences(evidence_text) or [evidence_text]
    return max(sentences, key=lambda s: (len(claim_tokens & set(tokens(s))), -abs(len(s) - len(claim))))


def unsupported_numbers(claim: str, evidence_texts: Iterable[str]) -> set[str]:
    """Numbers in ``claim`` that none of the cited evidence contains (citation markers excluded)."""
    wanted = numbers_in(strip_citations(claim))
    have: set[str] = set()
    for text in evidence_texts:
        have |= numbers_in(text)
    return wanted - have


def question_terms(question: str, extra: Sequence[str] = ()) -> list[str]:
    """Distinct content tokens of the question (and sub-queries)."""
    seen: dict[str, None] = {}
    for text in (question, *extra):
        for token in tokens(text):
            seen.setdefault(token, None)
    return list(seen)
