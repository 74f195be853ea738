"""Tables as units: a table read whole, written one row a line as ``header: value`` text.

A parameter table's header and its rows belong together: "RF voltage at 800 MHz
| MV | 16" means nothing without "Parameter | Unit | 1.5 TeV". So a table is never
cut by the sentence splitter. Each row becomes one line that carries its own
column headers, its unit and its row label::

    Table 2: Main parameters of the collider ring.
    RF voltage at 800 MHz — 1.5 TeV: 16 MV; 3 TeV: 20 MV

which BM25, the embedding model and the answerer read as a sentence, and which a
reader can check against the paper's table. The chunker cuts a table only between
rows, its caption first in every piece.

Converters also write "tables" that are not tables: two-column prose cut into
cells, mostly empty, or a single header row of sentence fragments.
:func:`is_real_table` tells them apart, and such grids are read back as text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Optional

#: The separator between a row's label and its cells.
LABEL_SEPARATOR = " — "
#: The separator between a row's cells.
CELL_SEPARATOR = "; "
_UNIT_HEADER = re.compile(r"^\s*\[?\s*(?:units?|dimension)\s*\]?\s*$", re.I)
# "Energy [TeV]", "Radius (mm)", "L / 10^34 cm^-2 s^-1"
_HEADER_UNIT = re.compile(r"^(?P<name>.*?\S)\s*(?:\[(?P<b>[^\[\]]{1,30})\]|\((?P<p>[^()]{1,30})\))\s*$")
_LABEL_HEADERS = re.compile(r"^\s*(?:parameters?|quantity|quantities|property|properties|item|name|layer|component|"
                            r"element|subsystem|stage|variable|symbol|description|)\s*$", re.I)
_NUMERIC = re.compile(r"^[\s~≈<>≤≥±+\-−–—.,:/()%×x*^0-9eE]*\d[\s~≈<>≤≥±+\-−–—.,:/()%×x*^0-9eE]*$")
_UNIT_WORD = re.compile(r"^[A-Za-zµμΩ°%][A-Za-zµμΩ°/^\-−·.0-9 ]{0,24}$")
_EMPTY = {"", "-", "–", "—", "n/a", "N/A"}


@dataclass
class Table:
    """A table as parsed: a header row, body rows (lists of cell texts) and its caption."""

    header: list[str]
    rows: list[list[str]]
    caption: Optional[str] = None

    @property
    def lines(self) -> list[str]:
        """One line a row (:func:`row_lines`)."""
        return row_lines(self.header, self.rows)

    def printed(self) -> dict[str, str]:
        """Each row's line (:attr:`lines`) and the row as the document prints it, ``| cell | cell |``."""
        return {line: "| " + " | ".join(" ".join(c.split()) for c in row) + " |"
                for line, row in zip(self.lines, self.rows) if line}

    def flattened(self) -> str:
        """The grid read back as text: cells joined by spaces, rows by line breaks (for grids that are not tables)."""
        lines = [" ".join(c for c in row if c.strip()) for row in [self.header, *self.rows]]
        return "\n".join(line for line in lines if line)


def cells_of(text: str) -> list[str]:
    """The cells of table text written by :func:`row_lines`, each alone (labels, and values without their
    headers), as a reader takes them: an instruction planted in a cell starts its own unit there."""
    out = []
    for line in text.split("\n"):
        label, _, body = line.rpartition(LABEL_SEPARATOR)
        out += [label] if label else []
        for cell in body.split(CELL_SEPARATOR):
            out += [cell, cell.split(": ", 1)[-1]]
    return [c for c in out if c.strip()]


#: A cell that only names a unit, in parentheses or brackets: "(mm)", "[µm]" (a header's second line).
_UNIT_ONLY = re.compile(r"^\s*(?:\((?P<p>[^()]{1,30})\)|\[(?P<b>[^\[\]]{1,30})\])\s*$")


def tidied(table: Table) -> tuple[Table, list[list[str]]]:
    """``table`` as its document meant it, and the rows that are not part of it.

    PDF converters write a table's columns with empty *spacer* columns between them, and add a stray row
    (a figure's axis ticks under the table) with values in those spacers; they also split a header over two
    rows, the second holding only units ("(mm)"). Spacer columns (no header, empty in at least three rows of
    four) are dropped, rows with a value in one are returned apart (to be read as text), and a first row of
    units only goes into the header ("Inner radius (mm)").
    """
    header, rows = list(table.header), [list(r) for r in table.rows]
    width = max([len(header)] + [len(r) for r in rows])
    header += [""] * (width - len(header))
    rows = [r + [""] * (width - len(r)) for r in rows]
    spacers = [i for i in range(1, width) if header[i].strip() in _EMPTY and rows
               and sum(1 for r in rows if r[i].strip() in _EMPTY) >= 0.75 * len(rows)]
    stray = [r for r in rows if any(r[i].strip() not in _EMPTY for i in spacers)]
    keep = [i for i in range(width) if i not in spacers]
    header = [header[i] for i in keep]
    rows = [[r[i] for i in keep] for r in rows if not any(r[i].strip() not in _EMPTY for i in spacers)]
    # a header written over more rows: names under empty headers, units under named ones, no values
    while len(rows) > 1 and any(c.strip() for c in rows[0]) and not any(_NUMERIC.match(c) for c in rows[0]) and all(
            c.strip() in _EMPTY or _UNIT_ONLY.match(c) or header[i].strip() in _EMPTY for i, c in enumerate(rows[0])):
        header = [f"{h.strip()} {c.strip()}".strip() if c.strip() not in _EMPTY else h for h, c in zip(header, rows[0])]
        rows = rows[1:]
    return Table(header, rows, table.caption), stray


def is_real_table(header: list[str], rows: list[list[str]]) -> bool:
    """Whether a parsed grid is a table rather than prose a converter cut into cells.

    A table has body rows, at least two columns and few empty cells, and its header
    is mostly filled: PDF converters that mistake two-column text for a table
    leave header-only grids of sentence fragments or half-empty ones.
    """
    if not rows or len(header) < 2:
        return False
    cells = [c for row in [header, *rows] for c in row]
    empty = sum(1 for c in cells if c.strip() in _EMPTY)
    if empty > 0.3 * len(cells):
        return False
    if sum(1 for c in header if c.strip()) < 0.5 * len(header):
        return False
    # prose cut into cells: long cells that end or start mid-sentence in most rows
    fragments = sum(1 for c in cells if len(c.split()) >= 4 and c.rstrip()[-1:].islower())
    return fragments <= 0.5 * len(cells)


def row_lines(header: list[str], rows: list[list[str]]) -> list[str]:
    """Each row as ``label — header: value unit; header: value unit``.

    The label is the first column when it names the rows (a "Parameter" header,
    or words rather than numbers); a "Unit" column, or a unit in a column's header
    (``Radius [mm]``), is written after each numeric value it applies to.
    """
    width = max([len(header)] + [len(r) for r in rows])
    header = [_clean(h) for h in header] + [""] * (width - len(header))
    rows = [[_clean(c) for c in r] + [""] * (width - len(r)) for r in rows]
    unit_column = next((i for i, h in enumerate(header) if _UNIT_HEADER.match(h)), None)
    labelled = _has_label_column(header, rows, unit_column)
    names, units = [], []
    for h in header:
        match = _HEADER_UNIT.match(h)
        unit = (match.group("b") or match.group("p")).strip() if match else None
        if unit and _UNIT_WORD.match(unit):
            names.append(match.group("name"))
            units.append(unit)
        else:
            names.append(h)
            units.append(None)
    lines = []
    for row in rows:
        row_unit = row[unit_column] if unit_column is not None and _UNIT_WORD.match(row[unit_column] or "") else None
        label = row[0] if labelled else ""
        in_label = _HEADER_UNIT.match(label) if row_unit is None else None
        if in_label and _UNIT_WORD.match((in_label.group("b") or in_label.group("p")).strip()):
            label, row_unit = in_label.group("name"), (in_label.group("b") or in_label.group("p")).strip()
        cells = []
        for i, value in enumerate(row):
            if (labelled and i == 0) or i == unit_column or value in _EMPTY:
                if i == unit_column and value not in _EMPTY and row_unit is None:
                    cells.append(f"{names[i] or 'Unit'}: {value}")
                continue
            unit = units[i] or row_unit
            text = f"{value} {unit}" if unit and _NUMERIC.match(value) else value
            cells.append(f"{names[i]}: {text}" if names[i] else text)
        body = CELL_SEPARATOR.join(cells)
        if label:
            lines.append(f"{label}{LABEL_SEPARATOR}{body}" if body else label)
        elif body:
            lines.append(body)
    return lines


def _has_label_column(header: list[str], rows: list[list[str]], unit_column: Optional[int]) -> bool:
    if unit_column == 0 or len(header) < 2:
        return False
    if _LABEL_HEADERS.match(header[0]):
        return True
    firsts = [r[0] for r in rows if r[0]]
    return bool(firsts) and sum(1 for c in firsts if not _NUMERIC.match(c)) >= 0.6 * len(firsts)


def _clean(cell: str) -> str:
    return re.sub(r"\s+", " ", cell).strip()
