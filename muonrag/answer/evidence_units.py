"""The quotable units of evidence: prose sentences, list items and table rows.

The offline answerer (:mod:`muonrag.answer.extractive`) quotes units, not
whole chunks: one unit per bullet (not the whole list) and one per table row,
so that a quote says one thing. A Markdown table row is shown as
``header: value; header: value``, so that a parameter is never quoted without
its value, while its quote stays the raw row, verbatim text of the chunk.
Headings, cut-off fragments and instruction-like text are not quotable.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Optional, Sequence

from muonrag.grounding.amounts import TABLE_CAPTION, TableLine, table_line
from muonrag.grounding.sentences import is_fragment, split_sentences
from muonrag.language.instructions import is_instruction_like

_BULLET = re.compile(r"^\s*(?:[-•*+]|\d{1,2}[.)])\s+")
_TABLE_ROW = re.compile(r"^\s*\|.*\|\s*$")
_TABLE_RULE = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$")


@dataclass
class QuotableUnit:
    """One quotable piece of an evidence chunk.

    ``text`` is what the answer shows; ``quote`` is the verbatim chunk text it
    comes from (they differ for table rows and list items).
    """

    text: str
    quote: str
    position: int
    kind: str = "sentence"
    table: Optional[TableLine] = None


def _cells(row: str) -> list[str]:
    return [c.strip() for c in row.strip().strip("|").split("|")]


def render_row(header: Sequence[str], row: Sequence[str]) -> str:
    """A table row as ``header: value; header: value`` (cells without a header or value are kept bare)."""
    parts = []
    for i, value in enumerate(row):
        name = header[i] if i < len(header) else ""
        value = value.strip()
        if not value:
            continue
        parts.append(f"{name}: {value}" if name and name != value else value)
    return "; ".join(parts)


def _clean(text: str) -> str:
    """Markdown emphasis and code marks removed, whitespace collapsed (for the shown text only)."""
    text = re.sub(r"(\*\*|__|`)", "", text)
    return " ".join(text.split())


def _join_wrapped(lines: Sequence[str]) -> str:
    """Prose lines with wrapped lines joined: a line continues the previous one when that one is a
    long line (more than eight words) without final punctuation, or when it starts in lower case.

    Without this, a short wrapped line that happens to precede a line starting with a code span
    or a capital would be taken for a heading and cut its sentence in two.
    """
    out: list[str] = []
    for line in lines:
        stripped = line.strip()
        if not stripped:
            out.append("")
            continue
        previous = out[-1] if out else ""
        wrapped = previous and not re.search(r"[.!?:;][\"”')\]]*$", previous) and (
            len(previous.split()) > 8 or stripped[0].islower())
        if wrapped:
            out[-1] = f"{previous} {stripped}"
        else:
            out.append(stripped)
    return "\n".join(out)


def table_lines(lines: Sequence[str]) -> dict[int, TableLine]:
    """The lines of a chunk that are table rows written one a line (:func:`~muonrag.grounding.amounts.table_line`),
    by line number. A row with a label (``label — header: value; ...``) stands alone; a row of cells alone
    (``header: value; header: value``) only next to another row or under a "Table N:" caption."""
    read = {i: table_line(line) for i, line in enumerate(lines)}
    out: dict[int, TableLine] = {}
    for i, row in read.items():
        if row is None:
            continue
        neighbours = [read.get(i - 1), read.get(i + 1)]
        captioned = i > 0 and (TABLE_CAPTION.match(lines[i - 1]) is not None or (i - 1) in out)
        if row.label or captioned or any(n is not None for n in neighbours):
            out[i] = row
    return out


def quotable_units(text: str) -> list[QuotableUnit]:
    """The quotable units of an evidence chunk: sentences, list items and table rows, in order.

    Headings, running heads and fragments are dropped. A table row is shown as
    ``header: value; ...`` (its quote is the raw row); a list item is one unit
    (continuation lines included), not merged with its neighbours. A table row
    written one a line (``label — header: value; ...``) is a unit of kind
    ``"table_line"`` with its parsed :class:`~muonrag.grounding.amounts.TableLine`,
    never cut at its ``;`` nor joined to its neighbours; a "Table N:" caption
    line is a sentence of its own.
    """
    lines = text.splitlines()
    rows = table_lines(lines)
    units: list[QuotableUnit] = []
    prose: list[str] = []

    def flush_prose() -> None:
        if prose:
            for sentence in split_sentences(_join_wrapped(prose)):
                units.append(QuotableUnit(sentence, sentence, len(units)))
            prose.clear()

    i = 0
    while i < len(lines):
        line = lines[i]
        if i in rows:
            flush_prose()
            raw = " ".join(line.split())
            units.append(QuotableUnit(_clean(raw), raw, len(units), "table_line", rows[i]))
            i += 1
            continue
        if TABLE_CAPTION.match(line) and (i + 1) in rows:
            flush_prose()
            caption = " ".join(line.split())
            units.append(QuotableUnit(caption, caption, len(units)))
            i += 1
            continue
        if _TABLE_ROW.match(line):
            flush_prose()
            block = []
            while i < len(lines) and (_TABLE_ROW.match(lines[i]) or _TABLE_RULE.match(lines[i])):
                block.append(lines[i])
                i += 1
            rows = [b for b in block if not _TABLE_RULE.match(b)]
            has_header = len(block) > 1 and _TABLE_RULE.match(block[1]) is not None
            header = _cells(rows[0]) if has_header else []
            for row in rows[1:] if has_header else rows:
                cells = _cells(row)
                shown = render_row(header, cells)
                if sum(1 for c in cells if c) >= 2 or header:
                    units.append(QuotableUnit(_clean(shown) + ".", " ".join(row.split()), len(units), "row"))
            continue
        if _BULLET.match(line):
            flush_prose()
            item = [_BULLET.sub("", line, count=1)]
            i += 1
            while i < len(lines) and lines[i].strip() and not _BULLET.match(lines[i]) and not _TABLE_ROW.match(lines[i]) \
                    and (lines[i].startswith((" ", "\t")) or not lines[i][0].isupper()):
                item.append(lines[i].strip())
                i += 1
            raw = " ".join(" ".join(item).split())
            for sentence in split_sentences(raw) or [raw]:
                units.append(QuotableUnit(_clean(sentence), sentence, len(units), "item"))
            continue
        prose.append(line)
        i += 1
    flush_prose()
    return units


def quotable(unit: QuotableUnit) -> bool:
    """True when ``unit`` may be quoted: not instruction-like, long enough, and not a fragment
    (a list item of four words or more may be one)."""
    if is_instruction_like(unit.quote):
        return False
    words = len(unit.text.split())
    if unit.kind in ("row", "table_line"):
        return words >= 2
    if unit.kind == "item":
        return words >= 3 and (not is_fragment(unit.text) or words >= 4)
    return words >= 4 and not is_fragment(unit.text)
