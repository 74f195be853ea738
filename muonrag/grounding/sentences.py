"""What ties answer text to evidence: sentences, citation markers, terms."""

from __future__ import annotations

import re
from typing import Sequence

from muonrag.language.tokenize import tokens

CITATION = re.compile(r"\[(\d+(?:\s*[,;]\s*\d+)*)\]")
# A sentence ends at . ! or ? plus any citations written after it ("... degrees. [1][2]"). In evidence the
# next sentence starts with a capital, a digit, a quote or a parenthesis; in an answer with any word.
_SENTENCE_END = r"(?<=[.!?])((?:\s*\[\d+(?:\s*[,;]\s*\d+)*\])*)\s+"
_EVIDENCE_SENTENCE_END = re.compile(_SENTENCE_END + r"(?=[A-Z0-9\"“(])")
_ANSWER_SENTENCE_END = re.compile(_SENTENCE_END + r"(?=[^\s\[])")
_ABBREVIATIONS = ("e.g", "i.e", "et al", "approx", "fig", "eq", "ref", "sec", "vs", "cf", "ca", "dr", "prof")


def _ending_in(abbreviations: Sequence[str]) -> "re.Pattern[str]":
    return re.compile(r"\b(?:" + "|".join(re.escape(a) for a in abbreviations) + r")\.$", re.I)


# "No." is an abbreviation in evidence ("No. 5") and a word in an answer ("No. The ..."); the abbreviations of
# paper references ("Phys. Rev. Lett.") are the answer splitter's only.
_EVIDENCE_ABBREVIATION = _ending_in((*_ABBREVIATIONS, "no"))
_ANSWER_ABBREVIATION = _ending_in((*_ABBREVIATIONS, "figs", "eqs", "refs", "resp", "incl", "phys", "rev", "lett",
                                   "nucl", "instrum", "meth", "vol", "pp"))


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
    """Sentences of evidence ``text``; line breaks inside a paragraph are joined, headings kept apart."""
    return [s for paragraph in _paragraphs(text) for s in split_at(paragraph)]


def split_at(paragraph: str, answer: bool = False) -> list[str]:
    """``paragraph`` cut at its sentence ends, each sentence keeping the citations written after
    its full stop, except where the text so far ends in an abbreviation ("e.g.", "et al.", "Fig.").

    In evidence a sentence starts with a capital, a digit, a quote or a
    parenthesis. In an answer (``answer=True``) any word after a full stop
    starts one, for there a lower-case continuation must carry its own
    citation; "No." is a word there, not an abbreviation, and citations are
    left out when looking for one ("e.g. [2]").
    """
    if answer:
        end, abbreviation = _ANSWER_SENTENCE_END, _ANSWER_ABBREVIATION
    else:
        end, abbreviation = _EVIDENCE_SENTENCE_END, _EVIDENCE_ABBREVIATION
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
        if abbreviation.search(CITATION.sub("", buffer).rstrip() if answer else buffer):
            continue
        out.append(buffer)
        buffer = ""
    if buffer:
        out.append(buffer)
    return out


def cited_numbers(sentence: str) -> list[int]:
    return [int(n) for group in CITATION.findall(sentence) for n in re.split(r"\s*[,;]\s*", group)]


def question_terms(question: str, extra: Sequence[str] = ()) -> list[str]:
    """Distinct content tokens of the question (and sub-queries)."""
    seen: dict[str, None] = {}
    for text in (question, *extra):
        for token in tokens(text):
            seen.setdefault(token, None)
    return list(seen)
