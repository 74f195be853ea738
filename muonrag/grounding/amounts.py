"""The quantities of a text, each with what it is said of, and whether a claim's are its quote's.

:func:`amounts` reads every quantity of a text (value, exponent and unit
through :mod:`muonrag.language.quantities`; a unit the table does not read, as
written, its SI prefix scaled: ``0.5 GeV/c`` is ``500 MeV/c``) into an
:class:`Amount`: its *bound* (about, up to, at least, almost, exactly), its
``per`` denominators, the range it ends, whether it is a *setting* ("at 3
TeV"), and its *owner*, the words it is said of: its clause, its bullet, its
table row with the column header above it, or its place in a "respectively"
list. :func:`amount_problem` says which quantity of a claim its quote does
not hold as the claim states it.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, replace
from typing import Optional, Sequence

from muonrag.core.units import looks_like_unit
from muonrag.language.quantities import Quantity, quantities
from muonrag.language.tokenize import PhysicsTokenizer

_tokens = PhysicsTokenizer()


def stems(text: str) -> frozenset[str]:
    """Stemmed content words of ``text`` (stop words, numbers and symbols left out)."""
    return frozenset(t for t in _tokens(text) if t.isalpha() and len(t) > 1)


#: comparatives that bound a value when a number follows "than" ("a field stronger than 3 T"), beyond the ones the
#: bounds below list themselves (larger, higher, lower, smaller)
BOUND_ABOVE = ("stronger", "longer", "faster", "heavier", "wider", "bigger", "hotter", "thicker", "deeper")
BOUND_BELOW = ("weaker", "shorter", "slower", "lighter", "narrower", "colder", "thinner", "shallower")
_BOUNDS = (
    (">", r"at\s+least|more\s+than|greater\s+than|larger\s+than|higher\s+than"
          r"|(?:" + "|".join(BOUND_ABOVE) + r")\s+than(?=\s*(?:(?:about|around)\s+)?$)|in\s+excess\s+of|upwards\s+of|over|above"
          r"|exceed(?:s|ed|ing)?|beyond|a\s+minimum\s+of|no\s+less\s+than|not\s+less\s+than|min(?:imum)?\.?|>|≥|>="),
    ("<", r"up\s+to|at\s+most|below|under|less\s+than|fewer\s+than|lower\s+than|smaller\s+than"
          r"|(?:" + "|".join(BOUND_BELOW) + r")\s+than(?=\s*(?:(?:about|around)\s+)?$)|no\s+more\s+than"
          r"|not\s+more\s+than|within|a\s+maximum\s+of|max(?:imum)?\.?|stays?\s+below|remains?\s+below|<|≤|<="),
    ("<~", r"almost|nearly|just\s+under|just\s+below|close\s+to"),
    ("=", r"exactly|precisely|just"),
    ("~", r"about|approximately|approx\.?|around|roughly|circa|ca\.|some|of\s+order|of\s+the\s+order\s+of"
          r"|order\s+of|~|≈|≃|∼|estimated\s+at|an\s+estimated"),
)
_BOUND_BEFORE = re.compile(r"(?:(?<![\w-])(?P<b>" + "|".join(f"(?P<{'gt lt ne ex ap'.split()[i]}>{p})" for i, (_, p) in enumerate(_BOUNDS))
                           + r")\s*(?:\w+\s+){0,1}?(?:(?:a|an|the)\s+)?(?:factor\s+(?:of\s+)?)?)$"
                           r"|(?P<far>\b(?:up\s+to|down\s+to|at\s+least|at\s+most|exceed(?:s|ed|ing)?|above|below|under)\s+"
                           r"(?:(?:a|an|the)\s+)?(?:[a-z]+\s+)?[a-z]+\s+of\s+"
                           r"(?:(?:about|around|some)\s+)?)$")
_BOUND_NAMES = {"gt": ">", "lt": "<", "ne": "<~", "ex": "=", "ap": "~"}
# what a claim's bound may be, given its quote's: a bound may be dropped to "about", never turned around
_BOUND_ALLOWED = {
    "": {"", "~", "<~", "="},
    "=": {"", "="},
    "~": {"", "~", "<~", "="},
    "<~": {"", "~", "<~", "<"},
    ">": {">"},
    "<": {"<", "<~"},
}
_PER = re.compile(r"^\s*(?:/\s*|(?:per|a|an|each|every)\s+)(?P<d>(?:(?:bunch|beam)\s+crossings?|bx|crossings?|bunch(?:es)?|years?|yrs?|y|"
                  r"days?|d|hours?|hrs?|h|weeks?|months?|seconds?|secs?|s|minutes?|min|turns?|pulses?|events?|collisions?"
                  r"|shots?|cm\^?2|cm²|m\^?2|m²|mm\^?2|mm²|cm|mm|m|km|layers?|muons?|particles?|fills?)\b)")
_PER_NAMES = (("bx", r"(?:bunch|beam)\s+crossings?|bx|crossings?"), ("bunch", r"bunch(?:es)?"), ("year", r"years?|yrs?|y"),
              ("day", r"days?|d"), ("hour", r"hours?|hrs?|h"), ("week", r"weeks?"), ("month", r"months?"),
              ("s", r"seconds?|secs?|s"), ("min", r"minutes?|min"), ("turn", r"turns?"), ("pulse", r"pulses?"),
              ("event", r"events?|collisions?|shots?"), ("cm2", r"cm\^?2|cm²"), ("m2", r"m\^?2|m²"), ("mm2", r"mm\^?2|mm²"),
              ("cm", r"cm"), ("mm", r"mm"), ("m", r"m"), ("km", r"km"), ("layer", r"layers?"), ("muon", r"muons?"),
              ("particle", r"particles?"), ("fill", r"fills?"))
_ANNUAL = re.compile(r"^\s*(?:annually|yearly|a\s+year|per\s+annum)\b")
# a unit the quantity table does not read, kept as written: "mm^2", "W/cm", "MeV/c", "mSv"
_UNIT_TEXT = re.compile(r"^\s*(?P<u>(?:[a-zμσ°%‰][a-z0-9μ]*(?:\^?[-⁻]?[0-9²³⁻¹]+)?)(?:\s*/\s*[a-zμ][a-z0-9]*(?:\^?[-⁻]?[0-9²³]+)?)*)")


@dataclass(frozen=True)
class Amount:
    """One quantity of a text with what it is said of.

    Attributes:
        quantity: the value (base units) and its unit, from :func:`~muonrag.language.quantities.quantities`.
        unit_text: for a number the table reads without a unit, the unit-like word after it, as written.
        bound: ``""`` (stated), ``"~"`` (about), ``"<"`` (up to, below), ``">"`` (at least, more than),
            ``"<~"`` (almost).
        per: the denominators written after it (``per year``, ``/s``, ``per bunch crossing``).
        other_end: the value at the other end of a range it belongs to.
        owner: stems of the words it is said of (its clause, row and column header, or list item).
        clause: the index of its clause.
        context: the quantities stated with it (its clause, row and column header).
        condition: written as a setting ("at 3 TeV", "for a 10 TeV collider").
        sentence: the quantities of its sentence (or table row and header).
        table_cell: stated in a cell of a table line (``label — header: value; ...``): its ``context`` is its
            row label's and its column header's quantities (or, for a header, its cell's value), and a setting of
            the claim binds it even in its own unit (a beam energy of 5 TeV is the 10 TeV column's).
        at: the setting written right after it ("5 mm at 3 TeV to 1.5 mm at 10 TeV"), which binds it alone.
    """

    quantity: Quantity
    unit_text: str = ""
    bound: str = ""
    per: tuple[str, ...] = ()
    other_end: Optional[float] = None
    owner: frozenset[str] = frozenset()
    clause: int = 0
    context: tuple[Quantity, ...] = ()
    condition: bool = False
    sentence: tuple[Quantity, ...] = ()
    table_cell: bool = False
    at: Optional[Quantity] = None

    @property
    def dimension(self) -> Optional[str]:
        return self.quantity.dimension

    def same_value(self, other: "Amount") -> bool:
        """The same value in the same unit (a unit written but not read must be written the same)."""
        a, b = self.quantity, other.quantity
        if a.dimension != b.dimension:
            return False
        if a.dimension is None and self.unit_text != other.unit_text and self.unit_text and other.unit_text:
            return False
        if a.dimension is None and bool(self.unit_text) != bool(other.unit_text):
            # "4" (four endcap disks) is not "4 m"; a bare count meets a bare count
            return False
        return math.isclose(a.value, b.value, rel_tol=1e-6, abs_tol=1e-12)

    def same_kind(self, other: "Amount") -> bool:
        """Values of the same unit (or the same unit as written)."""
        if self.dimension is not None or other.dimension is not None:
            return self.dimension == other.dimension
        return self.unit_text == other.unit_text

    def __str__(self) -> str:
        bound = {"": "", "=": "exactly ", "~": "about ", "<": "up to ", ">": "at least ", "<~": "almost "}[self.bound]
        unit = f" {self.unit_text}" if self.unit_text else ""
        per = "".join(f" per {p}" for p in self.per)
        return f"{bound}{self.quantity.written}{unit}{per}"


def _denominators(rest: str) -> tuple[str, ...]:
    found: list[str] = []
    while True:
        match = _PER.match(rest)
        if match is None:
            if _ANNUAL.match(rest):
                found.append("year")
            return tuple(found)
        written = match.group("d")
        for name, pattern in _PER_NAMES:
            if re.fullmatch(pattern, written):
                found.append(name)
                break
        rest = rest[match.end():]


# --- clauses --------------------------------------------------------------------------------------------------

_CLAUSE_BREAK = re.compile(
    r"(?<=[.!?])\s+(?=\S)|;\s*|\n+|\s*\|\s*(?=\S)|,\s+(?=(?:and|but|while|whereas|whilst|although|though|yet|compared)\b)"
    r"|\s+(?=(?:while|whereas|whilst)\b)"
)


def clause_spans(text: str) -> list[tuple[int, int]]:
    """Where the clauses of (normalised) ``text`` start and end; a table row's cells are one clause each."""
    spans, start = [], 0
    for match in _CLAUSE_BREAK.finditer(text):
        if match.start() > start:
            spans.append((start, match.start()))
        start = match.end()
    if start < len(text):
        spans.append((start, len(text)))
    return spans or [(0, len(text))]


def _rows(text: str) -> list[tuple[int, int]]:
    spans, start = [], 0
    for line in text.split("\n"):
        spans.append((start, start + len(line)))
        start += len(line) + 1
    return spans


def cells(line: str) -> list[str]:
    return [c.strip() for c in line.strip().strip("|").split("|")]


def _is_separator(line: str) -> bool:
    return bool(re.fullmatch(r"\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*", line))


def is_table_row(lines: Sequence[str], i: int) -> bool:
    """Whether line ``i`` of ``lines`` is a row of a pipe table: it begins with a bar, or (a table written without
    outer bars, "Sector | Length (m) | Pressure (mbar)") a line next to it holds as many bars."""
    line = lines[i]
    if "|" not in line:
        return False
    if line.strip().startswith("|"):
        return True
    bars = line.count("|")
    return any(0 <= j < len(lines) and lines[j].count("|") == bars and not lines[j].strip().startswith("|")
               for j in (i - 1, i + 1))


def table_header(lines: Sequence[str], row: int) -> Optional[str]:
    """The header line of the Markdown table that holds line ``row`` of ``lines``, or ``None``.

    The header is the line above the table's rule (``|---|---|``); a table written without a rule (as converters
    and models often write one) has its first line as header when no cell of it past the first is a number, so
    that "| Beam energy | TeV | 1.5 | 5 |" reads its values under "| Parameter | Unit | 3 TeV | 10 TeV |".
    """
    first = row
    for i in range(row, -1, -1):
        line = lines[i]
        if _is_separator(line):
            return lines[i - 1] if i > 0 and "|" in lines[i - 1] and i - 1 != row else None
        if not is_table_row(lines, i):
            break
        first = i
    if first == row:
        return None
    top = cells(lines[first])
    if len(top) < 2 or any(_NUMBER_CELL.fullmatch(c) for c in top[1:]):
        return None
    return lines[first]


#: a caption's unit for all the table's values: "Projected precision on Higgs couplings, in per cent, from a fit"
_CAPTION_UNIT = re.compile(r"\b(?:in|in\s+units\s+of|given\s+in)\s+(per\s*cent|percent|%|[^\s,;:.()]+)"
                           r"(?=\s*(?:[,;:)]|\.?\s*(?:>|$)))", re.I)


def with_caption_unit(header: str, caption: str) -> str:
    """``header`` with the one unit ``caption`` states for the table ("..., in per cent, ...") given to each column
    past the first whose header names none ("| Coupling | HL-LHC | 3 TeV |" as "| Coupling | HL-LHC (%) | 3 TeV (%) |")."""
    said = [m.group(1) for m in _CAPTION_UNIT.finditer(caption)]
    units = {"%" if re.fullmatch(r"per\s*cent|percent", u, re.I) else u for u in said}
    units = {u for u in units if u.lower() != "a" and looks_like_unit(u)}
    if len(units) != 1:
        return header
    unit = units.pop()
    parts = header.split("|")
    named = [k for k, p in enumerate(parts) if p.strip()]
    for k in named[1:]:
        if not _HEADER_UNIT.search(parts[k].rstrip()) and not _UNIT_HEADER.match(parts[k]):
            parts[k] = f"{parts[k].rstrip()} ({unit}) "
    return "|".join(parts)


_NUMBER_CELL = re.compile(r"[-+−~≈<>]?\s*\d[\d.,]*(?:\s*(?:±|\+/-)\s*\d[\d.,]*)?\s*%?")


# --- table rows written one a line ----------------------------------------------------------------------------
# A table the readers write one row a line (muonrag.ingest.tables):
#     RF voltage at 800 MHz — 3 TeV: 16 MV; 10 TeV: 20 MV
# the row label, an em dash, then "header: value" cells joined by "; " (no label column: the cells alone).

#: Between a row's label and its cells.
ROW_LABEL_SEPARATOR = " — "
#: Between a row's cells.
ROW_CELL_SEPARATOR = "; "
_CELL = re.compile(r"^(?P<h>[^:;]{1,80}?):\s+(?P<v>\S.*)$")
_UNIT_HEADER = re.compile(r"^\s*units?\s*$", re.I)
#: a header cell over a column of units (or with no name): "Unit", "Units", "[unit]"
_UNIT_HEADER_CELL = re.compile(r"^\s*[(\[]?\s*units?\s*[)\]]?\s*$", re.I)
#: A caption line of a table: "Table 2: ..." or "Table 2. ..." (also "Tab. 2:", "Table II.", "Table A.1:").
TABLE_CAPTION = re.compile(r"^\s*(?:Table|Tab\.)\s+[A-Z]?[0-9IVXL]+(?:\.[0-9]+)?\s*[:.]\s*\S", re.I)


@dataclass(frozen=True)
class TableCell:
    """One cell of a table line: its column ``header`` ("" when the column has none) and ``value``, with where
    they stand in the line (``start``: the cell, ``value_start``: its value, ``end``: the cell's end)."""

    header: str
    value: str
    start: int
    value_start: int
    end: int


@dataclass(frozen=True)
class TableLine:
    """A table row written as one line: its ``label`` ("" for a table without a label column), where the label
    ends in the line, its ``cells`` and the unit a "Unit: X" cell gives the row's bare numbers ("" if none)."""

    text: str
    label: str
    label_end: int
    cells: tuple[TableCell, ...]
    unit: str = ""

    @property
    def value_cells(self) -> tuple[TableCell, ...]:
        """The cells that hold a value of the row (a "Unit" cell left out)."""
        return tuple(c for c in self.cells if not _UNIT_HEADER.match(c.header))

    def cell_at(self, position: int) -> Optional[TableCell]:
        """The cell at ``position`` of the line, or ``None`` in the label."""
        return next((c for c in self.cells if c.start <= position < c.end), None)


def table_line(line: str) -> Optional[TableLine]:
    """``line`` read as a table row (``label — header: value; header: value``, or the cells alone), or ``None``.

    A labelled line needs a short label without final punctuation and at least
    one ``header: value`` cell; a line without a label needs two cells or more,
    each ``header: value`` with a short header. Neither ends like a sentence
    (``.``), and no cell is a long piece of prose.
    """
    if not line.strip() or len(line) > 1000 or "|" in line or line.rstrip().endswith((".", "?", "!")):
        return None
    split = line.find(ROW_LABEL_SEPARATOR)
    label, body_start = "", 0
    if split > 0:
        label = line[:split].strip()
        body_start = split + len(ROW_LABEL_SEPARATOR)
        if not label or len(label.split()) > 14 or label[-1] in ".!?:;," or TABLE_CAPTION.match(label):
            return None
    cells: list[TableCell] = []
    position = body_start
    for piece in line[body_start:].split(ROW_CELL_SEPARATOR):
        start, end = position, position + len(piece)
        position = end + len(ROW_CELL_SEPARATOR)
        lead = len(piece) - len(piece.lstrip())
        match = _CELL.match(piece.strip())
        if match:
            header, value = match.group("h").strip(), match.group("v").strip()
            value_start = start + lead + match.start("v")
        else:
            header, value, value_start = "", piece.strip(), start + lead
        if not value or len(value.split()) > 14 or len(header.split()) > 8:
            return None
        cells.append(TableCell(header, value, start, value_start, end))
    with_header = [c for c in cells if c.header]
    if not with_header:
        return None
    if not label and (len(cells) < 2 or len(with_header) < len(cells) or any(len(c.header.split()) > 6 for c in cells)):
        return None
    unit = next((c.value for c in cells if _UNIT_HEADER.match(c.header)), "")
    return TableLine(line, label, split if label else 0, tuple(cells), unit)


def with_unit(value: str, unit: str) -> str:
    """A table cell's bare number with the row's unit ("20" and "10^34 cm^-2 s^-1": "20 × 10^34 cm^-2 s^-1")."""
    if not unit or not re.fullmatch(r"[~≈<>≤≥]?\s*[-+−]?(?:\d[\d.,]*(?:\s*(?:×|x)\s*10\^[-−]?\d+)?|10\^[-−]?\d+)", value.strip()):
        return value
    return f"{value} × {unit}" if re.match(r"10(?:\^|[⁻⁰¹²³⁴⁵⁶⁷⁸⁹])", unit) else f"{value} {unit}"


# --- reading ----------------------------------------------------------------------------------------------------

_RESPECTIVELY = re.compile(r"\brespectively\b")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+|\n")


def amounts(text: str, header: Optional[list[str]] = None) -> list[Amount]:
    """The amounts of normalised ``text`` (see :class:`Amount`); ``header``: the cells of the table header above it."""
    found = quantities(text)
    if not found:
        return []
    clauses = clause_spans(text)
    rows = _rows(text)

    def clause_of(position: int) -> int:
        return next((i for i, (a, b) in enumerate(clauses) if a <= position < b), len(clauses) - 1)

    def row_of(position: int) -> tuple[int, int]:
        return next(((a, b) for a, b in rows if a <= position <= b), (0, len(text)))

    header_cells = header
    lines = text.split("\n")
    if "|" in text and header_cells is None:
        # the first table row holding a quantity, from the quantities already found
        row = next((i for i in (text.count("\n", 0, q.start) for q in found)
                    if is_table_row(lines, i) and not _is_separator(lines[i])), None)
        found_header = table_header(lines, row) if row is not None else None
        header_cells = cells(found_header) if found_header else None
    out: list[Amount] = []
    line_tables: dict[int, Optional[TableLine]] = {}
    for index, q in enumerate(found):
        row_start, row_end = row_of(q.start)
        if row_start not in line_tables:
            line_tables[row_start] = table_line(text[row_start:row_end])
        table = line_tables[row_start]
        cell = table.cell_at(q.start - row_start) if table else None
        if cell is not None and _UNIT_HEADER.match(cell.header):
            continue  # "Unit: 10^34 cm^-2 s^-1" names the row's unit; it is no value of the row
        before = text[max(0, q.start - 40):q.start]
        bound_match = _BOUND_BEFORE.search(before)
        bound = ""
        if bound_match and re.search(r"\bfrom\s+[-+]?\d[^\s]*(?:\s+[^\s\d]+){0,2}\s+(?:up\s+)?to\s+$", before):
            bound_match = None  # "from 63 GeV up to 1.5 TeV": a range, not a bound
        if bound_match and bound_match.group("far"):
            bound = ">" if re.match(r"at\s+least|exceed|above", bound_match.group("far")) else "<"
        elif bound_match:
            bound = next(_BOUND_NAMES[k] for k in _BOUND_NAMES if bound_match.group(k))
            if bound == ">" and re.fullmatch(r"over\s*", bound_match.group("b")) and (
                    re.search(r"\bfrom\s.+\bto\s", text[max(0, q.start - 120):q.start])
                    or re.match(r"[^.;]{0,80}?\bfrom\s[^.;]+?\bto\s", text[q.end:q.end + 160])):
                bound = ""  # "falls from 20 T to 1.5 T over 18 m", "over 18 m, it falls from ...": the extent of a change
        rest = text[q.end:q.end + 60]
        unit_text = ""
        if q.unit is None:
            unit = _UNIT_TEXT.match(rest)
            if unit and looks_like_unit(unit.group("u")):
                unit_text = unit.group("u").replace(" ", "")
                if len(unit_text) >= 4 and unit_text.isalpha() and unit_text.endswith("s") and not unit_text.endswith("ss"):
                    unit_text = unit_text[:-1]  # "6 months" and "a 6-month program": one unit
                rest = rest[unit.end():]
                head, slash, tail = unit_text.partition("/")
                read = quantities(f"{q.written} {head}") if slash else []
                if read and read[0].unit is not None:
                    # "0.5 gev/c" and "500 mev/c": the prefixed part scaled, the rest of the unit as written
                    q = Quantity(read[0].value, None, f"{q.written} {unit_text}", q.start, q.end, q.following)
                    unit_text = f"{read[0].unit.dimension}/{tail}"
        other_end = None
        for j in (index - 1, index + 1):
            if 0 <= j < len(found):
                lo, hi = sorted((found[j], q), key=lambda x: x.start)
                if re.fullmatch(r"\s*(?:-|–|to|and)\s*", text[lo.end:hi.start]) and found[j].dimension == q.dimension:
                    before = text[max(0, lo.start - 60):lo.start]
                    # "increase the field from 3.5 to 5 T": a change from one value to another, not a range
                    change = re.search(r"\b(?:increas|rais|reduc|decreas|lower|grow|grew|rise|rose|drop|fall|fell|go|goes|went"
                                       r"|chang|upgrad|boost|push|improv|cut)\w*\s+(?:\w+\s+){0,4}from\s*$", before)
                    if not change and (re.search(r"(?:between|from|range\w*|in\s+the\s+range(?:\s+of)?)\s*$", before[-25:])
                                       or re.fullmatch(r"\s*[-–]\s*", text[lo.end:hi.start])):
                        other_end = found[j].value
        c = clause_of(q.start)
        a, b = clauses[c]
        owner_text = text[a:b]
        header_per: tuple[str, ...] = ()
        context = tuple(x for x in found if a <= x.start < b and x is not q)
        row_start, row_end = row_of(q.start)
        line = text[row_start:row_end]
        if "|" in line and not _is_separator(line):
            row_cells = cells(line)
            owner_text = line
            context = tuple(x for x in found if row_start <= x.start < row_end and x is not q)
            cell_index = _cell_index(line, q.start - row_start)
            if unit_text == "" and q.unit is None:
                # a cell naming the row's unit, not the value's own cell ("| GEM | 10^6 | 70 |": 10^6 is a value)
                unit_cell = next((cell for k, cell in enumerate(row_cells) if k != cell_index and _is_unit_cell(cell)
                                  and not (header_cells and k < len(header_cells) and header_cells[k]
                                           and not _UNIT_HEADER_CELL.match(header_cells[k]))), None)
                labelled = _HEADER_UNIT.search(row_cells[0]) if row_cells and cell_index else None
                if unit_cell is None and labelled and not quantities(labelled.group(1)) \
                        and all(looks_like_unit(w) for w in labelled.group(1).split()):
                    unit_cell = labelled.group(1)  # "| Higgs self-coupling (%) | 15 | 4 |": the row's unit
                if unit_cell:
                    read = quantities(f"{q.written} × {unit_cell}" if unit_cell.startswith("10^") else f"{q.written} {unit_cell}")
                    if read and (read[0].unit is not None or unit_cell.startswith("10^")):
                        q = Quantity(read[0].value, read[0].unit, f"{q.written} {unit_cell}", q.start, q.end, q.following)
                    else:
                        unit_text = unit_cell.replace(" ", "")
            if header_cells and cell_index is not None and cell_index < len(header_cells) and header_cells[cell_index] != line:
                heading = header_cells[cell_index]
                in_brackets = _HEADER_UNIT.search(heading)
                bracketed = in_brackets.group(1) if in_brackets else ""
                inverse = _INVERSE_TIME.search(bracketed)
                if inverse:  # "TID [kGy y⁻¹]": per year
                    header_per, bracketed = _denominators(" per " + inverse.group("t")), bracketed[:inverse.start()]
                elif said_per := _PER_IN_HEADER.search(heading[:in_brackets.start()] if in_brackets else heading):
                    header_per = _denominators(" " + said_per.group(0))  # "Number per crossing at 10 TeV"
                if bracketed and unit_text == "" and q.unit is None:  # "| Inner radius (mm) |": the column's unit
                    unit = bracketed.replace(" ", "")
                    head, slash, tail = unit.partition("/")
                    whole = quantities(with_unit(q.written, unit)) if slash else []
                    if whole and whole[0].unit is not None:  # a unit the table knows whole ("GWh/fb^-1")
                        head, slash = unit, ""
                    read = quantities(with_unit(q.written, head if slash else unit))
                    if read and read[0].unit is not None:
                        # "100 MeV/c" as the text reads it: the prefixed part scaled, the rest of the unit as written
                        q = Quantity(read[0].value, None if slash else read[0].unit, with_unit(q.written, unit), q.start,
                                     q.end, q.following)
                        unit_text = f"{read[0].unit.dimension}/{tail}" if slash else ""
                    elif looks_like_unit(unit):
                        unit_text = unit
                owner_text = f"{owner_text} {heading}"
                context = context + tuple(quantities(heading))
        in_sentence: Optional[tuple[Quantity, ...]] = None
        if table is not None:
            # a value of a table line belongs to its row label and its column header, and to nothing else of the row
            position = q.start - row_start

            def within(lo: int, hi: int) -> tuple[Quantity, ...]:
                return tuple(x for x in found if row_start + lo <= x.start < row_start + hi and x is not q)

            label_quantities = within(0, table.label_end) if table.label else ()
            if cell is None:
                owner_text, context = table.label, label_quantities
            else:
                in_header = position < cell.value_start
                owner_text = f"{table.label} {text[row_start + cell.start:row_start + cell.end]}"
                context = label_quantities + (within(cell.value_start, cell.end) if in_header
                                              else within(cell.start, cell.value_start))
                if not in_header and table.unit and unit_text == "" and q.unit is None:
                    read = quantities(with_unit(q.written, table.unit))
                    if read and (read[0].unit is not None or re.match(r"10\^", table.unit)):
                        q = Quantity(read[0].value, read[0].unit, with_unit(q.written, table.unit), q.start, q.end, q.following)
                    else:
                        unit_text = table.unit.replace(" ", "")
                    owner_text = f"{owner_text} {table.unit}"
            in_sentence = context
        per = _denominators(rest) or header_per
        if table is not None and cell is not None and position >= cell.value_start and not per:
            per = _denominators(" " + m.group(0)) if (m := re.search(r"\b(?:per|/)\s*\w+", table.label)) else ()
        if not per:
            tail = text[q.end:clauses[clause_of(q.start)][1]]
            following = next((x.start for x in found if x.start > q.end), None)
            tail = tail[: following - q.end] if following is not None else tail
            later = re.search(r"\s(?=(?:per|/)\s*[a-z])", tail[:80])
            per = _denominators(tail[later.start():]) if later else ()
        condition = bool(re.search(r"\b(?:at|for|in)\s+(?:a\s+|an\s+|the\s+)?$", text[max(0, q.start - 16):q.start]))
        s_start = max([m.end() for m in _SENTENCE_END.finditer(text, 0, q.start)], default=0)
        s_end = next((m.start() for m in _SENTENCE_END.finditer(text, q.end)), len(text))
        if in_sentence is None:
            in_sentence = tuple(x for x in found if s_start <= x.start < s_end and x is not q)
        if "|" in line and not _is_separator(line):
            in_sentence = context
        out.append(Amount(q, unit_text, bound, per, other_end, _owner(owner_text), c, context,
                          condition, in_sentence, table is not None and cell is not None))
    for i in range(len(out) - 1):
        listed = i + 2 < len(found) and found[i + 2].dimension == found[i + 1].dimension and re.fullmatch(
            r"\s*(?:,|and|or|,\s*and)\s*", text[found[i + 1].end:found[i + 2].start])
        if out[i + 1].condition and not listed and _AT_SETTING.fullmatch(text, found[i].end, found[i + 1].start):
            out[i] = replace(out[i], at=found[i + 1])  # (not "200 MW for the 3 TeV and 10 TeV stages": a list)
    return _gapped(text, _respectively(text, _shared_denominators(text, out), clauses), clauses)


#: a year, day or hour to the minus one ending a column header's unit: "kGy y⁻¹" (not "s^-1", part of luminosity units)
_INVERSE_TIME = re.compile(r"\s*(?<![a-z])(?P<t>y|yr|year|h|d)\s*(?:⁻¹|\^\s*\{?\s*-\s*1\s*\}?)\s*$", re.I)
#: a denominator a column header says in words: "Number per crossing at 10 TeV", "Dose per year"
_PER_IN_HEADER = re.compile(r"\b(?:per|/)\s*[a-z]+(?:\s+crossing)?", re.I)
#: a column header's unit, in brackets at its end: "Inner radius (mm)", "Field [T]"
_HEADER_UNIT = re.compile(r"[(\[]\s*([^()\[\]\d][^()\[\]]{0,15}?)\s*[)\]]\s*$")
#: what stands between a value and the setting it is stated for: "1.5 mm at 10 TeV", "5 Hz for the 3 TeV stage"
_AT_SETTING = re.compile(r"\s*(?:[a-zμ/^0-9-]+\s+)?(?:at|for|in)\s+(?:the\s+|a\s+|an\s+)?")


def _owner(text: str) -> frozenset[str]:
    """What a value is said of: the stems of the words of ``text``, and its numbered names ("rcs2", written glued by
    :func:`~muonrag.language.quantities.normalised_for_quantities`), which tell table columns apart."""
    return stems(re.sub(r"\d", " ", text)) | frozenset(re.findall(r"\b[a-z]{2,}\d{1,2}\b", text))


def _shared_denominators(text: str, found: list[Amount]) -> list[Amount]:
    """A denominator written once for a list ("2.2 and 1.8 × 10^12 muons per bunch") or in a table row's label
    ("| Dose per year | 1 kGy | 10 kGy |") belongs to each value of it."""
    out = list(found)
    for i in range(len(out) - 2, -1, -1):
        here, after = out[i], out[i + 1]
        if not here.per and after.per and here.same_kind(after) and re.fullmatch(
                r"\s*(?:,|and|or|,\s*and|to|-|–)\s*", text[here.quantity.end:after.quantity.start]):
            out[i] = Amount(**{**here.__dict__, "per": after.per})
    for i, amount in enumerate(out):
        if amount.per:
            continue
        start = text.rfind("\n", 0, amount.quantity.start) + 1
        line = text[start:text.find("\n", amount.quantity.start) % (len(text) + 1) or len(text)]
        if "|" in line:
            label = cells(line)[0]
            per = re.search(r"\b(?:per|/)\s*\w+", label)
            if per:
                out[i] = Amount(**{**amount.__dict__, "per": _denominators(" " + per.group(0))})
    return out


def _is_unit_cell(cell: str) -> bool:
    """A table cell that only names a unit (``km``, ``MW``, ``10^34 cm^-2 s^-1``, ``ab^-1``)."""
    cell = cell.strip()
    if not cell or len(cell) > 24:
        return False
    if re.fullmatch(r"10\^-?\d+(?:\s+\S+)*", cell):
        return True
    return not re.search(r"\d", re.sub(r"\^[-⁻]?\d+|[²³⁻¹]", "", cell)) and all(looks_like_unit(w) for w in cell.split())


def _cell_index(line: str, position: int) -> Optional[int]:
    stripped = line.lstrip()
    offset = len(line) - len(stripped)
    if stripped.startswith("|"):
        offset += 1
        stripped = stripped[1:]
    return line[offset:position].count("|") if position >= offset else None


_LIST_SEPARATOR = re.compile(r",\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+")


def _list_spans(segment: str, base: int) -> list[tuple[int, int]]:
    """Where the items of a list ("A, B and C") stand, as offsets of the whole text."""
    spans, position = [], 0
    for match in _LIST_SEPARATOR.finditer(segment):
        if segment[position:match.start()].strip():
            spans.append((base + position, base + match.start()))
        position = match.end()
    if segment[position:].strip():
        spans.append((base + position, base + len(segment)))
    return spans


#: a verb or preposition that ends the last of a list of things and begins what is said of them all
_PREDICATE = re.compile(r"\s(?:use[sd]?|using|ha(?:ve|s|d)|are|is|was|were|with|reach(?:es|ed)?|achieve[sd]?|provide[sd]?"
                        r"|give[sn]?|gave|show(?:s|ed|n)?|need(?:s|ed)?|require[sd]?|operate[sd]?|run|runs)\b")


def _respectively(text: str, amounts: list[Amount], clauses: list[tuple[int, int]]) -> list[Amount]:
    """In a clause with "respectively", the i-th listed value belongs to the i-th listed thing.

    The values are the last run of values of one kind joined by commas or
    "and"; the things are listed after them ("... in the first and second
    halves, respectively") or before them ("the tracker and the calorimeter
    have 30 ps and 80 ps, respectively"), and may be settings themselves
    ("the 3 TeV and 10 TeV colliders store ..."): each value is then stated for
    the setting in its item.
    """
    out = list(amounts)
    for c, (a, b) in enumerate(clauses):
        clause = text[a:b]
        said = _RESPECTIVELY.search(clause)
        members = [i for i, x in enumerate(amounts) if x.clause == c]
        if not said or len(members) < 2:
            continue
        run = [members[-1]]
        for i in reversed(members[:-1]):
            x, y = amounts[i], amounts[run[0]]
            if x.same_kind(y) and re.fullmatch(r"\s*(?:,|and|or|,\s*and)\s*", text[x.quantity.end:y.quantity.start]):
                run.insert(0, i)
            else:
                break
        if len(run) < 2:
            continue
        n = len(run)
        values_start, values_end = amounts[run[0]].quantity.start, amounts[run[-1]].quantity.end
        after = text[values_end:a + said.start()]
        spans = _list_spans(after, values_end) if re.search(r"\band\b", after) else []
        if len(spans) < n:
            # (a last piece naming nothing, "..., at", is no item)
            spans = [span for span in _list_spans(text[a:values_start], a) if stems(text[span[0]:span[1]])]
            if len(spans) < n:
                continue
            spans = spans[len(spans) - n:]
            # the first item may hold the words the list is governed by ("the timing resolutions of the tracker",
            # "efficiencies for pions")
            governed = list(re.finditer(r"\b(?:of|for)\s+", text[spans[0][0]:spans[0][1]]))
            if governed:
                spans[0] = (spans[0][0] + governed[-1].end(), spans[0][1])
            # and the last the predicate said of them all ("the tracker use sensors with resolutions of")
            predicate = _PREDICATE.search(text, spans[-1][0], spans[-1][1])
            if predicate and predicate.start() > spans[-1][0]:
                spans[-1] = (spans[-1][0], predicate.start())
        else:
            spans = spans[len(spans) - n:]
        items = [stems(re.sub(r"\d", " ", text[lo:hi])) for lo, hi in spans]
        listed = frozenset().union(*items)
        shared = stems(re.sub(r"\d", " ", clause)) - listed
        # items that are settings ("the 3 TeV and 10 TeV colliders") tell their values apart by the setting alone
        by_setting = all(any(lo <= x.quantity.start < hi for x in amounts) for lo, hi in spans)
        if by_setting:
            items = [listed] * n
        for k, i in enumerate(run):
            lo, hi = spans[k]
            settings = tuple(x.quantity for x in amounts if lo <= x.quantity.start < hi)
            elsewhere = tuple(q for q in amounts[i].context
                              if not any(l2 <= q.start < h2 for l2, h2 in spans) and not any(q is amounts[j].quantity for j in run))
            # its setting is its item's, not the one written after it ("200 MW for the 3 TeV and 10 TeV stages")
            out[i] = Amount(**{**amounts[i].__dict__, "owner": frozenset(items[k] | shared),
                               "context": settings + elsewhere, "sentence": settings + elsewhere, "at": None})
    return out


def _gapped(text: str, amounts: list[Amount], clauses: list[tuple[int, int]]) -> list[Amount]:
    """Two values of one kind in a clause whose second half leaves out the first half's verb ("charm jets are mistagged
    at 20% and light jets at 2%"): each is said of the words of its own half, up to the "and" between them."""
    out = list(amounts)
    for c, (a, b) in enumerate(clauses):
        members = [i for i, x in enumerate(amounts) if x.clause == c]
        if len(members) != 2 or _RESPECTIVELY.search(text, a, b):
            continue
        first, second = (amounts[i] for i in members)
        if not first.same_kind(second):
            continue
        joined = re.search(r"\s+and\s+", text[first.quantity.end:second.quantity.start])
        if joined is None:
            continue
        split = first.quantity.end + joined.start()
        second_half = text[split:second.quantity.start]
        # the second half names its own thing, then at most a preposition before its value: no verb of its own
        if not stems(second_half) or len(second_half.split()) > 6 or re.search(
                r"\b(?:is|are|was|were|has|have|had|reach\w*|give\w*|gets?|amounts?)\b", second_half):
            continue
        first_half = stems(re.sub(r"\d", " ", text[a:split]))
        out[members[0]] = replace(first, owner=first_half)
        # (the second keeps what the first was said of beyond its half: a table header's words)
        out[members[1]] = replace(second, owner=stems(re.sub(r"\d", " ", second_half)) | (first.owner - first_half))
    return out


# --- comparison ---------------------------------------------------------------------------------------------------

def _condition_problem(claim: Sequence[Amount], quote: Sequence[Amount]) -> Optional[str]:
    """A setting of the claim ("at 3 TeV") belongs to the value next to it; the quote must state that value with it."""
    values = [a for a in claim if not a.condition]
    for condition in (a for a in claim if a.condition and a.dimension is not None):
        near = [v for v in values if v.clause == condition.clause]
        if not near:
            continue
        value = min(near, key=lambda v: abs(v.quantity.start - condition.quantity.start))
        if value.same_kind(condition) and any(condition.same_value(t) and not t.condition for t in quote):
            continue  # "c-jets at 20% and light jets at 2%": a value of a gapped clause, which the quote states too
        held = [t for t in quote if value.same_value(t)]
        if not held:
            continue
        if not any(any(x.matches(condition.quantity) for x in (*t.sentence, *t.context)) or _row_states(t, condition, quote)
                   for t in held):
            return f"the quote gives {held[0].quantity.written}, but not for {condition.quantity.written}"
        bound = [t.at for t in held if t.at is not None and t.at.dimension == condition.dimension]
        if len(bound) == len(held) and not any(at.matches(condition.quantity) for at in bound):
            return f"the quote gives {held[0].quantity.written} at {bound[0].written}, not at {condition.quantity.written}"
    return None


def _row_states(held: Amount, condition: Amount, quote: Sequence[Amount]) -> bool:
    """Whether a value stated with ``held`` (its row) is ``condition`` once read with its column's unit: "| 500 | 6.5 |"
    under "| Jet energy (GeV) | ... |" states 6.5 for 500 GeV."""
    starts = {x.start for x in (*held.sentence, *held.context)}
    return any(u.quantity.start in starts and u.quantity.matches(condition.quantity) for u in quote)


def amount_problem(claim: Sequence[Amount], quote: Sequence[Amount], question: Sequence[Amount] = ()) -> Optional[str]:
    """The first quantity of the claim the quote does not hold as the claim states it, or ``None``."""
    problem = _condition_problem(claim, quote)
    if problem:
        return problem
    for mine in claim:
        same = [theirs for theirs in quote if mine.same_value(theirs)]
        if not same and mine.dimension is not None and any(
                any(mine.quantity.matches(x) for x in t.context) for t in quote
                if any(t.same_value(other) for other in claim if other is not mine)):
            continue  # a setting of a value the claim states, written with it (its table column: "| 3 TeV |")
        if not same:
            near = [t for t in quote if t.same_kind(mine)]
            if near:
                return f"the quote gives {near[0]}, not {mine}"
            return f"{mine} is not in the quote"
        problems = [_pair_problem(mine, theirs, claim, quote, question) for theirs in same]
        if all(problems):
            return problems[0]
    return None


def _pair_problem(mine: Amount, theirs: Amount, claim: Sequence[Amount], quote: Sequence[Amount],
                  question: Sequence[Amount]) -> Optional[str]:
    if theirs.bound not in _BOUND_ALLOWED.get(mine.bound, {mine.bound}):
        words = {"": "exactly", "=": "exactly", "~": "about", "<": "at most", ">": "at least", "<~": "almost"}
        return f"the quote says {words[theirs.bound]} {theirs.quantity.written}, the claim {words[mine.bound]} {mine.quantity.written}"
    if mine.per and tuple(mine.per) != tuple(theirs.per[:len(mine.per)]) and set(mine.per) != set(theirs.per):
        where = " per ".join(theirs.per) or "nothing"
        return f"{mine} is per {' per '.join(mine.per)} in the claim, per {where} in the quote"
    if theirs.other_end is not None and mine.other_end is None and not any(
            math.isclose(other.quantity.value, theirs.other_end, rel_tol=1e-6) for other in claim):
        return f"the quote gives a range ending at {theirs.quantity.written}, the claim a single value"
    # the value belongs to what the claim says it belongs to
    # (a rival value the claim states in the same breath, "from 2.2 μs to 0.1 s", leaves the clause's words to both)
    rivals = [r for r in quote if r.same_kind(theirs) and not r.same_value(theirs) and r.owner != theirs.owner
              and not any(r.same_value(other) and other.owner == mine.owner for other in claim)]
    for rival in rivals:
        stolen = (mine.owner & rival.owner) - theirs.owner - _SHARED_WORDS
        if stolen:
            return (f"the quote gives {theirs.quantity.written} for {_words(theirs.owner - rival.owner)} and "
                    f"{rival.quantity.written} for {_words(rival.owner - theirs.owner)}")
    # a setting stated with the value (3 TeV) may not be changed in the claim or the question (10 TeV)
    stated = [x for x in theirs.context if x.dimension is not None]
    conditions = [x for x in (q.quantity for q in claim) if x is not mine.quantity and x.dimension is not None]
    if mine.at is not None:  # "1.5 mm for the 10 TeV stage and 5 mm for the 3 TeV stage": its own setting alone
        conditions = [x for x in conditions if x.dimension != mine.at.dimension] + [mine.at]
    if question:
        asked = [x.quantity for x in question if x.dimension is not None]
        if len({x.dimension for x in asked}) == len(asked):  # not a comparison "from 3 TeV to 10 TeV"
            conditions += [x for x in asked if x.dimension not in {c.dimension for c in conditions}
                           and x.dimension != mine.dimension]
    for dimension in dict.fromkeys(c.dimension for c in conditions if c.dimension != mine.dimension or theirs.table_cell):
        given = [c for c in conditions if c.dimension == dimension]
        of_kind = [x for x in stated if x.dimension == dimension]
        if of_kind and not any(x.matches(c) for x in of_kind for c in given):
            return f"the quote gives {theirs.quantity.written} for {of_kind[0].written}, not for {given[0].written}"
    return None


_SHARED_WORDS = frozenset(stems("the of and a an with for at in on to is are was were has have its their each respectively "
                                "value resolution time energy rate"))


def _words(stemset: frozenset[str]) -> str:
    return "/".join(sorted(stemset)[:3]) or "another part"
