"""An answer as claims: sentences, bullet items and clauses, each with its own citations.

A citation covers the text written before it, back to the previous citation
or the start of its sentence, and nothing after it. So in
``"... tungsten [1], and the absorbers were invented by Tesla."`` the second
clause has no citation and is removed, and a lower-case continuation after a
full stop is a sentence of its own. Text that one citation covers is split
further into clauses (at ``;``, ``, and``, ``, but``, ``, while``, ``e.g.``,
``i.e.``), and every clause is checked against that citation on its own, so an
invented clause cannot borrow the support of a true one.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Optional, Sequence

from muonrag.grounding.sentences import CITATION, split_at, tokens
from muonrag.core.text_hygiene import STRUCK, plain_text
from muonrag.grounding.quotes import MAX_QUOTE_CHARS

_BULLET = re.compile(r"^\s*(?:[-*•·‣▪–]|\d{1,2}[.)])\s+")
_HEADING = re.compile(r"^\s*(?:#{1,6}\s+.*|\*\*[^*]+\*\*:?|[^.!?\[\]]{0,80}:)\s*$")
# a citation number is ASCII digits, at most six of them: "[٣]", "[²]" or "[" + "9" * 5000 + "]" cites nothing
_NUMBER = r"[0-9]{1,6}"
_GROUP = re.compile(rf"(?:\s*\[{_NUMBER}(?:\s*[,;]\s*{_NUMBER})*\])+")
_CLAUSE = re.compile(
    r"\s*;\s*(?:and\s+|but\s+)?|,\s+(?=(?:and|but|while|whereas|whilst|although|though|yet)\s)"
    r"(?!(?:and|but|yet)\s+(?:not|never|only|without|rather)\b)"
    r"|\s*[(,]?\s*(?=\b(?:e\.g\.|i\.e\.)(?:,|\s))",
    re.I,
)
_LEADING = re.compile(r"^(?:[\s,;:)(\-–—]+|(?:and|but|while|whereas|whilst|although|though|yet|e\.g\.|i\.e\.)[\s,]+)+", re.I)


@dataclass
class Claim:
    """One checkable statement of an answer, with the citations written for it.

    Attributes:
        text: the claim without its citation markers or leading conjunction.
        citations: the numbers cited for it, as written (not yet validated).
        sentence: index of the sentence (or bullet item) it belongs to.
        segment: index, within the sentence, of the citation group that covers it.
        given: the (evidence number, quote) pairs the model gave for it.
        quotes: the verbatim spans that support it, by evidence number, once checked.
        rule: the id of the rule that removed it (``None`` while kept).
        contexts: each quote's whole sentence and setting, by evidence number.
        notes: what the engine changed for the reader (a quote moved to the evidence it is in).
        check: the rules' :class:`~muonrag.grounding.findings.ClaimCheck`; judgement: the judge's verdict.
    """

    text: str
    citations: list[int]
    sentence: int
    segment: int
    valid: list[int] = field(default_factory=list)
    given: list[tuple[int, str]] = field(default_factory=list)
    quotes: dict[int, list[str]] = field(default_factory=dict)
    kept: bool = True
    reason: Optional[str] = None
    rule: Optional[str] = None
    contexts: dict[int, list[dict[str, str]]] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    check: Any = None
    judgement: Any = None


@dataclass
class Sentence:
    """A sentence or bullet item of the answer as written, with its claims."""

    text: str
    segments: list[tuple[str, list[int]]]
    trailing: str
    claims: list[Claim] = field(default_factory=list)


def _units(text: str) -> list[str]:
    """Paragraph pieces: each bullet item, heading and run of ordinary lines on its own."""
    units: list[str] = []
    current: list[str] = []
    for line in text.splitlines():
        stripped = line.strip()
        if not stripped:
            if current:
                units.append(" ".join(current))
                current = []
            continue
        if _BULLET.match(line) or _HEADING.match(stripped):
            if current:
                units.append(" ".join(current))
                current = []
            units.append(_BULLET.sub("", stripped) if _BULLET.match(line) else stripped)
            continue
        current.append(stripped)
    if current:
        units.append(" ".join(current))
    return [" ".join(u.split()) for u in units if u.strip()]


def answer_sentences(text: str) -> list[str]:
    """Sentences of an answer: split at every full stop, also before a lower-case word.

    Unlike :func:`~muonrag.grounding.sentences.split_sentences` (for evidence), a
    lower-case word after a full stop starts a new sentence here: in an answer
    it is a continuation that must carry its own citation.
    """
    return [s for unit in _units(text) for s in split_at(unit, answer=True)]


def _segments(sentence: str) -> tuple[list[tuple[str, list[int]]], str]:
    """Text pieces of a sentence, each with the citation group written right after it; then the uncited tail."""
    segments: list[tuple[str, list[int]]] = []
    position = 0
    for match in _GROUP.finditer(sentence):
        piece = sentence[position:match.start()]
        numbers = [int(n) for n in re.findall(_NUMBER, match.group(0))]
        if segments and not piece.strip(" ,;:"):
            # "[1], [2]" or "[1] [2]": one group
            segments[-1] = (segments[-1][0], segments[-1][1] + numbers)
        else:
            segments.append((piece, numbers))
        position = match.end()
    return segments, sentence[position:]


def _clean(text: str) -> str:
    text = CITATION.sub(" ", text)
    text = _LEADING.sub("", " ".join(text.split()))
    return text.strip(" ,;:").rstrip(".!?").strip()


def _has_content(text: str) -> bool:
    return bool(tokens(text))


def _clauses(text: str) -> list[str]:
    pieces = [_clean(p) for p in _CLAUSE.split(text)]
    out: list[str] = []
    for piece in pieces:
        if not piece:
            continue
        if out and not _has_content(piece):
            out[-1] = f"{out[-1]} {piece}"  # "..., and so on": adds nothing checkable
            continue
        out.append(piece)
    return out


def split_claims(text: str) -> list[Sentence]:
    """Sentences of an LLM answer, each with its claims (see the module docstring)."""
    sentences: list[Sentence] = []
    for number, raw in enumerate(answer_sentences(text)):
        segments, trailing = _segments(raw)
        sentence = Sentence(text=raw, segments=segments, trailing=trailing)
        for index, (piece, numbers) in enumerate(segments):
            for clause in _clauses(piece):
                sentence.claims.append(Claim(clause, list(dict.fromkeys(numbers)), number, index))
        if _clean(trailing) and re.search(r"\w", trailing):
            for clause in _clauses(trailing):
                sentence.claims.append(Claim(clause, [], number, len(segments)))
        sentences.append(sentence)
    return sentences


def citation_number(value: Any) -> Optional[int]:
    """A citation of a JSON reply as a number: a JSON integer, or a string of ASCII digits; else ``None``.

    Booleans, floats (``1.0``, ``NaN``, ``1e999``), other digits (``"²"``) and
    numbers of more than six digits are no citation. Whether the number names
    supplied evidence is for the checker to say.
    """
    if isinstance(value, str) and re.fullmatch(_NUMBER, value.strip()):
        return int(value)
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 10**6:
        return value
    return None




@dataclass
class ReplyItem:
    """One claim of a structured reply: its text with ``[n]`` markers, and the quotes given for it."""

    text: str
    quotes: list[tuple[int, str]] = field(default_factory=list)


def _quotes_of(item: dict[str, Any]) -> tuple[list[int], list[tuple[int, str]]]:
    """The cited numbers and (number, quote) pairs of one JSON claim (``evidence`` entries and ``citations``)."""
    numbers: list[int] = []
    quotes: list[tuple[int, str]] = []
    entries = item.get("evidence")
    if isinstance(entries, dict):
        entries = [entries]
    for entry in entries if isinstance(entries, list) else []:
        if not isinstance(entry, dict):
            continue
        number = citation_number(entry.get("n", entry.get("number", entry.get("citation"))))
        if number is None:
            continue
        numbers.append(number)
        quote = entry.get("quote")
        if isinstance(quote, str) and quote.strip():
            quotes.append((number, " ".join(plain_text(quote[: MAX_QUOTE_CHARS + 1]).split())))
    cited = item.get("citations") or []
    if not isinstance(cited, list):
        cited = [cited]
    numbers += [n for n in map(citation_number, cited) if n is not None]
    return list(dict.fromkeys(numbers)), quotes


def claims_from_json(value: Any) -> Optional[list[ReplyItem]]:
    """A structured answer as :class:`ReplyItem` s.

    The form asked for is ``{"claims": [{"text": ..., "evidence": [{"n": 1,
    "quote": "..."}]}]}``; ``{"claims": [{"text": ..., "citations": [1]}]}`` (no
    quotes: the checker chooses them) is read too. Each text is made plain
    first (:func:`~muonrag.core.text_hygiene.plain_text`, struck-through text
    marked :data:`~muonrag.core.text_hygiene.STRUCK`), and its citations (see
    :func:`citation_number`) cover every sentence of it (unless the text carries
    its own ``[n]`` markers). Returns ``None`` when ``value`` is not of that
    form; an empty list of claims gives ``[]`` (the model declined).
    """
    if not isinstance(value, dict) or not isinstance(value.get("claims"), list):
        return None
    items: list[ReplyItem] = []
    for item in value["claims"]:
        if isinstance(item, str):
            items.append(ReplyItem(" ".join(plain_text(item, struck=STRUCK).split())))
            continue
        if not isinstance(item, dict) or not isinstance(item.get("text"), str):
            continue
        numbers, quotes = _quotes_of(item)
        body = " ".join(plain_text(item["text"], struck=STRUCK).split())
        if not body:
            continue
        if CITATION.search(body) or not numbers:
            items.append(ReplyItem(body, quotes))
            continue
        marks = "".join(f"[{n}]" for n in numbers)
        lines = []
        for sentence in answer_sentences(body):
            match = re.match(r"^(.*?)([.!?]*)$", sentence, re.S)
            lines.append(f"{match.group(1).rstrip()} {marks}{match.group(2) or '.'}")
        items.append(ReplyItem(" ".join(lines), quotes))
    return [item for item in items if item.text]


def claims_text_from_json(value: Any) -> Optional[str]:
    """A structured answer as plain text with ``[n]`` markers, one claim per line (see :func:`claims_from_json`)."""
    items = claims_from_json(value)
    if items is None:
        return None
    return "\n".join(f"- {item.text}" for item in items)


def render(sentences: Sequence[Sentence]) -> list[str]:
    """The kept part of each sentence: whole sentences as written when every claim held, else the kept claims."""
    out: list[str] = []
    for sentence in sentences:
        if not sentence.claims:
            continue
        kept = [c for c in sentence.claims if c.kept]
        if not kept:
            continue
        if len(kept) == len(sentence.claims) and all(c.segment < len(sentence.segments) for c in kept):
            valid = {i: next((c.valid for c in kept if c.segment == i), []) for i in range(len(sentence.segments))}
            pieces = []
            last = len(sentence.segments) - 1
            for i, (piece, _numbers) in enumerate(sentence.segments):
                marks = "".join(f"[{n}]" for n in valid[i])
                if i < last:
                    pieces.append(f"{CITATION.sub('', piece).rstrip()} {marks}")
                else:
                    tail = re.sub(r"[^.!?]", "", sentence.trailing)[:1]
                    pieces.append(_with_marks(CITATION.sub("", piece) + tail, marks))
            text = "".join(pieces)
            out.append(re.sub(r"\s+([.,;:!?])", r"\1", " ".join(text.split())).replace("] ,", "],"))
            continue
        for claim in kept:
            text = claim.text[:1].upper() + claim.text[1:]
            out.append(_with_marks(text + ".", "".join(f"[{n}]" for n in claim.valid)))
    return out


def _with_marks(text: str, marks: str) -> str:
    match = re.match(r"^(.*?)([.!?]*)$", " ".join(text.split()), re.S)
    body = re.sub(r"\s+([.,;:!?])", r"\1", match.group(1).rstrip(" ,;:"))
    return f"{body} {marks}{match.group(2)}" if marks else f"{body}{match.group(2)}"
