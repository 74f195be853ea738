"""Checks that tie answer text to evidence: sentences, citations, numbers."""

from __future__ import annotations

import re
from typing import Callable, Iterable, Sequence

from muonrag.core.tokenize import PhysicsTokenizer

# A sentence ends at . ! or ? plus any citations written after it ("... degrees. [1][2]").
_SENTENCE_END = re.compile(r"(?<=[.!?])((?:\s*\[\d+(?:\s*[,;]\s*\d+)*\])*)\s+(?=[A-Z0-9\"“(])")
_ABBREVIATIONS = re.compile(r"\b(?:e\.g|i\.e|et al|approx|Fig|Eq|Ref|Sec|vs|cf|ca|No|Dr|Prof)\.$", re.I)
CITATION = re.compile(r"\[(\d+(?:\s*[,;]\s*\d+)*)\]")
_tokenizer = PhysicsTokenizer()


def _paragraphs(text: str) -> list[str]:
    """Paragraphs, with headings, running heads and page numbers split off as their own pieces.

    A line of at most eight words that ends without punctuation, or a line
    holding only a number, is not part of a sentence (PDF pages start with
    running heads and end with page numbers; Markdown sections start with a heading).
    """
    out: list[str] = []
    for block in re.split(r"\n\s*\n", text):
        current: list[str] = []
        lines = [line.strip() for line in block.splitlines() if line.strip()]
        for i, stripped in enumerate(lines):
            following = lines[i + 1] if i + 1 < len(lines) else ""
            heading = (
                len(stripped.split()) <= 8
                and not re.search(r"[.,;:!?)\]]$", stripped)
                and not re.match(r"^[-•*]", stripped)
                and (not following or not following[0].islower())
            ) or bool(re.fullmatch(r"[\divxlcIVXLC]+", stripped))
            if heading:
                if current:
                    out.append(" ".join(current))
                    current = []
                out.append(stripped)
            else:
                current.append(stripped)
        if current:
            out.append(" ".join(current))
    return [" ".join(p.split()) for p in out if p.strip()]


def is_fragment(sentence: str) -> bool:
    """A heading, running head or cut-off text rather than a sentence: no final punctuation."""
    return not re.search(r"[.!?][\"”')\]]*$", CITATION.sub("", sentence).strip())


def split_sentences(text: str) -> list[str]:
    """Sentences of ``text``; line breaks inside a paragraph are joined, headings kept apart."""
    return [s for paragraph in _paragraphs(text) for s in split_at(paragraph, _SENTENCE_END, _ABBREVIATIONS.search)]


def split_at(paragraph: str, end: "re.Pattern[str]", abbreviation: Callable[[str], object]) -> list[str]:
    """``paragraph`` cut at the sentence ends ``end`` matches (its one group captures citations
    written after the full stop, which stay with their sentence), except where the text so far
    ends in an abbreviation (``abbreviation(text)`` is true: "e.g.", "et al.", "Fig.")."""
    parts = end.split(paragraph)
    # split() interleaves the captured citations: sentence, citations, sentence, ...
    pieces = [parts[0]]
    for i in range(1, len(parts), 2):
        pieces[-1] = (pieces[-1] + parts[i]).strip()
        pieces.append(parts[i + 1])
    out: list[str] = []
    buffer = ""
    for piece in pieces:
        buffer = f"{buffer} {piece}".strip() if buffer else piece
        if abbreviation(buffer):
            continue
        out.append(buffer)
        buffer = ""
    if buffer:
        out.append(buffer)
    return out


def cited_numbers(sentence: str) -> list[int]:
    return [int(n) for group in CITATION.findall(sentence) for n in re.split(r"\s*[,;]\s*", group)]


def strip_citations(sentence: str) -> str:
    """The sentence without its ``[n]`` markers."""
    text = " ".join(CITATION.sub(" ", sentence).split())
    return re.sub(r"\s+([.,;:!?])", r"\1", text)


def with_citations(claim: str, numbers: Sequence[int]) -> str:
    """``claim`` with ``[n]`` markers placed before its final punctuation."""
    marks = "".join(f"[{n}]" for n in numbers)
    match = re.match(r"^(.*?)([.!?]*)$", claim.rstrip(), re.S)
    return f"{match.group(1).rstrip()} {marks}{match.group(2)}"


def numbers_in(text: str) -> set[str]:
    """Numeric tokens of ``text`` as the BM25 tokenizer writes them (``10^-3``, ``1.5e-3``, ``3tev``, ``3``)."""
    return {t for t in tokens(text) if any(c.isdigit() for c in t)}


def tokens(text: str) -> list[str]:
    return _tokenizer(text)


def best_quote(claim: str, evidence_text: str) -> str:
    """The evidence sentence sharing the most tokens with ``claim``."""
    claim_tokens = set(tokens(claim))
    sentences = split_sentences(evidence_text) or [evidence_text]
    return max(sentences, key=lambda s: (len(claim_tokens & set(tokens(s))), -abs(len(s) - len(claim))))


def unsupported_numbers(claim: str, evidence_texts: Iterable[str]) -> set[str]:
    """Numbers in ``claim`` that none of the cited evidence contains (citation markers excluded).

    Numbers are compared as whole tokens, exponent and unit included: ``10^-7`` is not
    supported by ``10^-3``, nor ``3 PeV`` by ``3 TeV``.
    """
    wanted = numbers_in(strip_citations(claim))
    have: set[str] = set()
    for text in evidence_texts:
        have |= numbers_in(text)
    return wanted - have


def claim_support(claim: str, evidence_texts: Iterable[str]) -> float:
    """Share of the claim's distinct terms (stemmed, stop words dropped) found in the cited evidence.

    Unweighted on purpose: an IDF weighting punishes a paraphrasing verb that
    happens to be rare in a small corpus as hard as an invented fact.
    """
    terms = question_terms(strip_citations(claim))
    if not terms:
        return 0.0
    have: set[str] = set()
    for text in evidence_texts:
        have |= set(tokens(text))
    return sum(1 for t in terms if t in have) / len(terms)


def question_terms(question: str, extra: Sequence[str] = ()) -> list[str]:
    """Distinct content tokens of the question (and sub-queries)."""
    seen: dict[str, None] = {}
    for text in (question, *extra):
        for token in tokens(text):
            seen.setdefault(token, None)
    return list(seen)
