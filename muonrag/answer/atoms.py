"""What a statement asserts, as atoms that can be compared with the atoms of its quote.

A claim is held to its quote on the parts of meaning that a word count cannot
see. :func:`atoms` reads a text into:

* :class:`Amount`: each quantity (value, exponent and unit through
  :mod:`muonrag.core.quantities`; an unknown unit as written, ``mm^2``), its
  *bound* (about, up to, at least, almost), its ``per`` denominators, the range
  it is an end of, and the words it is said of: its clause, its table row
  under its column header, or its place in a "respectively" list;
* *direction*: comparatives and verbs of change, each with its sign on one of
  a few axes (amount, quality, strength, speed, estimate), and the two sides
  of a comparison ("A is larger than B");
* *polarity*, *certainty* (could < will < is), *evidence kind* (simulated,
  measured), *quantifiers* (some < most < all; only) and *connectives*
  (because, despite).

:func:`compare` then says which atom of a claim its quote does not hold, or
``None``. It is strict on quantities, bounds, direction, polarity, certainty
and quantifiers and tolerant of everything else: the words around the atoms
may be paraphrased.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Optional, Sequence

from muonrag.core.quantities import Quantity, normalised_for_quantities, quantities
from muonrag.core.tokenize import PhysicsTokenizer

_tokens = PhysicsTokenizer()


def stems(text: str) -> frozenset[str]:
    """Stemmed content words of ``text`` (stop words, numbers and symbols left out)."""
    return frozenset(t for t in _tokens(text) if t.isalpha() and len(t) > 1)


# --- quantities -------------------------------------------------------------------------------------------------

_BOUNDS = (
    (">", r"at\s+least|more\s+than|greater\s+than|larger\s+than|higher\s+than|in\s+excess\s+of|upwards\s+of|over|above"
          r"|exceed(?:s|ed|ing)?|beyond|a\s+minimum\s+of|no\s+less\s+than|not\s+less\s+than|min(?:imum)?\.?|>|≥|>="),
    ("<", r"up\s+to|at\s+most|below|under|less\s+than|fewer\s+than|lower\s+than|smaller\s+than|no\s+more\s+than"
          r"|not\s+more\s+than|within|a\s+maximum\s+of|max(?:imum)?\.?|stays?\s+below|remains?\s+below|<|≤|<="),
    ("<~", r"almost|nearly|just\s+under|just\s+below|close\s+to"),
    ("=", r"exactly|precisely|just"),
    ("~", r"about|approximately|approx\.?|around|roughly|circa|ca\.|some|of\s+order|of\s+the\s+order\s+of"
          r"|order\s+of|~|≈|≃|∼|estimated\s+at|an\s+estimated"),
)
_BOUND_BEFORE = re.compile(r"(?:(?<![\w-])(?P<b>" + "|".join(f"(?P<{'gt lt ne ex ap'.split()[i]}>{p})" for i, (_, p) in enumerate(_BOUNDS))
                           + r")\s*(?:\w+\s+){0,1}?(?:(?:a|an|the)\s+)?(?:factor\s+(?:of\s+)?)?)$")
_BOUND_NAMES = {"gt": ">", "lt": "<", "ne": "<~", "ex": "=", "ap": "~"}
# what a claim's bound may be, given its quote's: a bound may be dropped to "about", never turned around
_BOUND_ALLOWED = {
    "": {"", "~", "<~", "="},
    "=": {"", "="},
    "~": {"", "~", "<~", "="},
    "<~": {"", "~", "<~", "<"},
    ">": {">", ""},
    "<": {"<", "<~", ""},
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
        quantity: the value (base units) and its unit, from :func:`~muonrag.core.quantities.quantities`.
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


def _clause_spans(text: str) -> list[tuple[int, int]]:
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


def _cells(line: str) -> list[str]:
    return [c.strip() for c in line.strip().strip("|").split("|")]


def _is_separator(line: str) -> bool:
    return bool(re.fullmatch(r"\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*", line))


# --- reading ----------------------------------------------------------------------------------------------------

_RESPECTIVELY = re.compile(r"\brespectively\b")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+|\n")


def _amounts(text: str, header: Optional[list[str]] = None) -> list[Amount]:
    """The amounts of normalised ``text`` (see :class:`Amount`); ``header``: the cells of the table header above it."""
    found = quantities(text)
    if not found:
        return []
    clauses = _clause_spans(text)
    rows = _rows(text)

    def clause_of(position: int) -> int:
        return next((i for i, (a, b) in enumerate(clauses) if a <= position < b), len(clauses) - 1)

    def row_of(position: int) -> tuple[int, int]:
        return next(((a, b) for a, b in rows if a <= position <= b), (0, len(text)))

    table_header = header
    lines = text.split("\n")
    if "|" in text and table_header is None:
        for i, line in enumerate(lines[:-1]):
            if "|" in line and _is_separator(lines[i + 1]):
                table_header = _cells(line)
                break
    out: list[Amount] = []
    for index, q in enumerate(found):
        before = text[max(0, q.start - 40):q.start]
        bound_match = _BOUND_BEFORE.search(before)
        bound = ""
        if bound_match:
            bound = next(_BOUND_NAMES[k] for k in _BOUND_NAMES if bound_match.group(k))
        rest = text[q.end:q.end + 60]
        unit_text = ""
        if q.unit is None:
            unit = _UNIT_TEXT.match(rest)
            if unit and _looks_like_unit(unit.group("u")):
                unit_text = unit.group("u").replace(" ", "")
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
                    if re.search(r"(?:between|from|range\w*|in\s+the\s+range(?:\s+of)?)\s*$", text[max(0, lo.start - 25):lo.start]) \
                            or re.fullmatch(r"\s*[-–]\s*", text[lo.end:hi.start]):
                        other_end = found[j].value
        c = clause_of(q.start)
        a, b = clauses[c]
        owner_text = text[a:b]
        context = tuple(x for x in found if a <= x.start < b and x is not q)
        row_start, row_end = row_of(q.start)
        line = text[row_start:row_end]
        if "|" in line and not _is_separator(line):
            cells = _cells(line)
            owner_text = line
            context = tuple(x for x in found if row_start <= x.start < row_end and x is not q)
            cell_index = _cell_index(line, q.start - row_start)
            if unit_text == "" and q.unit is None:
                unit_cell = next((cell for cell in cells if _is_unit_cell(cell)), None)
                if unit_cell:
                    read = quantities(f"{q.written} × {unit_cell}" if unit_cell.startswith("10^") else f"{q.written} {unit_cell}")
                    if read and (read[0].unit is not None or unit_cell.startswith("10^")):
                        q = Quantity(read[0].value, read[0].unit, f"{q.written} {unit_cell}", q.start, q.end, q.following)
                    else:
                        unit_text = unit_cell.replace(" ", "")
            if table_header and cell_index is not None and cell_index < len(table_header) and table_header[cell_index] != line:
                heading = table_header[cell_index]
                owner_text = f"{owner_text} {heading}"
                context = context + tuple(quantities(heading))
        per = _denominators(rest)
        if not per:
            tail = text[q.end:clauses[clause_of(q.start)][1]]
            following = next((x.start for x in found if x.start > q.end), None)
            tail = tail[: following - q.end] if following is not None else tail
            later = re.search(r"\s(?=(?:per|/)\s*[a-z])", tail[:80])
            per = _denominators(tail[later.start():]) if later else ()
        condition = bool(re.search(r"\b(?:at|for|in)\s+(?:a\s+|an\s+|the\s+)?$", text[max(0, q.start - 16):q.start]))
        s_start = max([m.end() for m in _SENTENCE_END.finditer(text, 0, q.start)], default=0)
        s_end = next((m.start() for m in _SENTENCE_END.finditer(text, q.end)), len(text))
        in_sentence = tuple(x for x in found if s_start <= x.start < s_end and x is not q)
        if "|" in line and not _is_separator(line):
            in_sentence = context
        out.append(Amount(q, unit_text, bound, per, other_end, stems(re.sub(r"\d", " ", owner_text)), c, context,
                          condition, in_sentence))
    return _respectively(text, out, clauses)


def _is_unit_cell(cell: str) -> bool:
    """A table cell that only names a unit (``km``, ``MW``, ``10^34 cm^-2 s^-1``, ``ab^-1``)."""
    cell = cell.strip()
    if not cell or len(cell) > 24:
        return False
    if re.fullmatch(r"10\^-?\d+(?:\s+\S+)*", cell):
        return True
    return not re.search(r"\d", re.sub(r"\^[-⁻]?\d+|[²³⁻¹]", "", cell)) and all(_looks_like_unit(w) for w in cell.split())


def _cell_index(line: str, position: int) -> Optional[int]:
    stripped = line.lstrip()
    offset = len(line) - len(stripped)
    if stripped.startswith("|"):
        offset += 1
        stripped = stripped[1:]
    return line[offset:position].count("|") if position >= offset else None


@lru_cache(maxsize=1)
def _unit_words() -> frozenset[str]:
    from muonrag.core.quantities import UNITS

    words = set()
    for unit in UNITS:
        for spelling in (*unit.symbols, *unit.names):
            words.add(spelling.lower())
    return frozenset(words)


def _looks_like_unit(word: str) -> bool:
    """A short symbol of a unit (``mm^2``, ``w/cm``, ``mev/c``, ``msv``), not an ordinary word."""
    word = word.strip().lower()
    if not word or len(word) > 12:
        return False
    base = re.split(r"[\^/⁻²³0-9]", word)[0]
    if word in _unit_words() or base in _unit_words() or "/" in word or "^" in word or re.search(r"[²³⁻¹]", word):
        return True
    return bool(re.fullmatch(r"(?:[fpnμumckmgtp]?(?:sv|gy|ev|b|hz|w|v|a|j|pa|bar|g|l|t|m|s|rad))", base))


def _respectively(text: str, amounts: list[Amount], clauses: list[tuple[int, int]]) -> list[Amount]:
    """In a clause with "respectively", the i-th value belongs to the i-th of the things listed before the values."""
    out = list(amounts)
    for c, (a, b) in enumerate(clauses):
        clause = text[a:b]
        if not _RESPECTIVELY.search(clause):
            continue
        members = [i for i, x in enumerate(amounts) if x.clause == c]
        if len(members) < 2:
            continue
        first = amounts[members[0]].quantity.start - a
        head = clause[:first]
        pieces = [p for p in re.split(r",\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+", head) if p.strip()]
        if len(pieces) < len(members):
            continue
        pieces = pieces[len(pieces) - len(members):]
        # the first piece may hold the words the list is governed by ("the timing resolutions of the tracker")
        governed = re.split(r"\bof\s+", pieces[0])
        pieces[0] = governed[-1]
        shared = stems(re.sub(r"\d", " ", clause[first:])) | (stems(" ".join(governed[:-1])) if len(governed) > 1 else frozenset())
        for i, k in zip(members, range(len(members))):
            own = stems(pieces[k])
            out[i] = Amount(**{**amounts[i].__dict__, "owner": frozenset(own | (shared - _all_piece_stems(pieces, k)))})
    return out


def _all_piece_stems(pieces: Sequence[str], keep: int) -> frozenset[str]:
    out: set[str] = set()
    for k, piece in enumerate(pieces):
        if k != keep:
            out |= stems(piece)
    return frozenset(out)


# --- words of meaning ---------------------------------------------------------------------------------------------

_UP, _DOWN = 1, -1
# (axis, sign, stems); a comparative names its axis, a verb of change the amount axis
_DIRECTIONS: tuple[tuple[str, int, str], ...] = (
    ("amount", _UP, "increas grow rise rose risen rais enlarg enhanc boost augment elev amplifi amplif expand extend "
                    "lengthen widen doubl tripl multipli mount climb exceed surpass outnumb higher larger bigger greater "
                    "more wider longer thicker heavier taller deeper upward ascend accumul add"),
    ("amount", _DOWN, "decreas shrink shrank shrunk fall fell fallen drop reduc lower diminish declin lessen shorten narrow "
                      "halv cut contract suppress attenu dampen damp curtail smaller less fewer narrow shorter thinner "
                      "lighter smaller downward descend minim deplet inhibit remov elimin"),
    ("quality", _UP, "improv better best superior outperform benefit advantag gain"),
    ("quality", _DOWN, "degrad wors worst inferior deterior impair harm penal loss lose"),
    ("strength", _UP, "stronger strengthen intensifi tighten harden"),
    ("strength", _DOWN, "weaker weaken soften loosen relax"),
    ("speed", _UP, "faster acceler quicker hasten speed"),
    ("speed", _DOWN, "slower deceler slow delay retard"),
    ("estimate", _UP, "overestim overst overpredict"),
    ("estimate", _DOWN, "underestim underst underpredict"),
    ("activity", _UP, "stimul promot induc upregul potenti facilit"),
    ("capture", _UP, "captur absorb trap retain stop contain"),
    ("capture", _DOWN, "releas emit leak liber"),
    ("amount", _UP, "highest largest biggest greatest most maxim peak"),
    ("amount", _DOWN, "lowest smallest least fewest minimum"),
    ("activity", _DOWN, "deactiv repress inactiv downregul block abolish prevent abrog imped hinder"),
)
_DIRECTION_OF: dict[str, tuple[str, int]] = {}
for _axis, _sign, _words in _DIRECTIONS:
    for _w in _words.split():
        _DIRECTION_OF.setdefault(_w, (_axis, _sign))
# adjectives that are only compared when the other side says the opposite ("high" luminosity is everywhere)
_ADJECTIVES: dict[str, tuple[str, int]] = {
    "high": ("amount", _UP), "low": ("amount", _DOWN), "larg": ("amount", _UP), "small": ("amount", _DOWN),
    "big": ("amount", _UP), "great": ("amount", _UP), "long": ("amount", _UP), "short": ("amount", _DOWN),
    "strong": ("strength", _UP), "weak": ("strength", _DOWN), "fast": ("speed", _UP), "slow": ("speed", _DOWN),
    "good": ("quality", _UP), "bad": ("quality", _DOWN), "poor": ("quality", _DOWN), "posit": ("sign", _UP),
    "negat": ("sign", _DOWN), "thick": ("amount", _UP), "thin": ("amount", _DOWN), "wide": ("amount", _UP),
    "increas": ("amount", _UP), "decreas": ("amount", _DOWN), "inner": ("place", _UP), "outer": ("place", _DOWN),
    "insid": ("place", _UP), "outsid": ("place", _DOWN), "upstream": ("flow", _UP), "downstream": ("flow", _DOWN),
    "maximum": ("amount", _UP), "minimum": ("amount", _DOWN), "domin": ("amount", _UP), "neglig": ("amount", _DOWN),
    "major": ("amount", _UP), "minor": ("amount", _DOWN), "trivial": ("amount", _DOWN), "essenti": ("amount", _UP),
    "crucial": ("amount", _UP), "key": ("amount", _UP), "import": ("amount", _UP), "unimport": ("amount", _DOWN),
}
_WORDS = re.compile(r"[a-zα-ω]+(?:[-'][a-z]+)*")

_NEGATION = re.compile(
    r"\b(?:not(?!\s+only\b)|no(?!\s+(?:longer|less|more|later)\b)|never|none|neither|nor|cannot|without|nothing|nowhere"
    r"|unable|lacks?|lacking|absence\s+of|absent|fail(?:s|ed|ing)?\s+to|unrelated|independent(?:ly)?\s+of|unaffected"
    r"|insignificant|irrelevant|unchanged|rather\s+than|instead\s+of)\b|n['’]t\b",
)
_DOUBLE_NEGATION = re.compile(r"\bnot\s+(?:un\w+|without|independent|insignificant|irrelevant|unrelated)\b")

# certainty: 1 possible or studied, 2 intended or expected, 3 stated as fact (the default)
_CERTAINTY = (
    (1, r"may|might|could|possibl[ey]|potential(?:ly)?|perhaps|conceivabl[ey]|hypothe(?:sis|sized|sised|tical\w*)"
        r"|propos(?:e|es|ed|al|als)|considered|under\s+consideration|studied|under\s+study|being\s+stud\w+"
        r"|investigated|under\s+investigation|explored|envisag\w*|candidates?|options?|would|speculat\w*|assumed"),
    (2, r"will|shall|plan(?:s|ned|ning)?|intend(?:s|ed)?|aims?\s+(?:to|at)|aimed\s+(?:to|at)|expected|foresee[ns]?|foreseen"
        r"|projected|anticipated|scheduled|should|future|designed\s+to|to\s+be\s+(?:built|installed|used)"
        r"|in\s+preparation|being\s+prepared|under\s+way|underway|ongoing|under\s+construction|in\s+progress|draft"),
)
_CERTAINTY_RE = [(level, re.compile(rf"\b(?:{pattern})\b")) for level, pattern in _CERTAINTY]
_SIMULATED = re.compile(r"\b(?:simulat\w*|monte\s+carlo|mc|geant\w*|fluka|mars15|modell?(?:ed|ing)|predict\w*|calculat\w*"
                        r"|comput\w*|estimat\w*|projected|expected|theoretical\w*|in\s+silico)\b")
_MEASURED = re.compile(r"\b(?:measur\w*|observ\w*|experimental\w*|test\s+beam|prototype\s+test\w*|recorded|data\s+show"
                       r"|empiric\w*|demonstrated|achiev\w*|operat(?:ed|ing)|built|constructed|commissioned)\b")
# the claim may not be more definite than the quote: achieved, built, adopted, baseline
_DEFINITE = re.compile(r"\b(?:adopt\w*|baseline|chosen|selected|decided|approved|completed?|finished|achieved|built|published"
                       r"|constructed|installed|commissioned|established|confirmed|proven)\b")

_QUANTIFIERS = (
    ("all", r"all|every|each|always|entire(?:ly)?|(?<!-)whole(?!-)|everywhere|fully|completely|universal(?:ly)?"
            r"|invariabl[ey]|consistent(?:ly)?"),
    ("most", r"most|mostly|majority|mainly|largely|predominant(?:ly)?|usually|generally|typically|primarily"),
    ("only", r"only|exclusive(?:ly)?|sole(?:ly)?|alone"),
)
_QUANTIFIER_RE = [(name, re.compile(rf"\b(?:{pattern})\b")) for name, pattern in _QUANTIFIERS]
_QUANTIFIER_ALLOWED = {"all": {"all"}, "most": {"most", "all"}, "only": {"only"}}

_CAUSAL = re.compile(r"\b(?:because|due\s+to|owing\s+to|thanks\s+to|therefore|thus|hence|consequently|as\s+a\s+result"
                     r"|so\s+that|result(?:s|ed|ing)?\s+in|lead(?:s|ing)?\s+to|led\s+to|caus\w*|responsible\s+for"
                     r"|driv(?:e|es|en|ing)|since|explain\w*|attributed\s+to|which\s+means|that\s+is\s+why|the\s+reason)\b")
_CLAIM_CAUSAL = re.compile(r"\b(?:because|due\s+to|owing\s+to|thanks\s+to|therefore|thus|hence|consequently"
                           r"|as\s+a\s+result|so\s+that|which\s+means|that\s+is\s+why|this\s+is\s+why|the\s+reason)\b")
_CONCESSIVE = re.compile(r"\b(?:despite|in\s+spite\s+of|although|though|even\s+though|even\s+if|notwithstanding"
                         r"|nevertheless|nonetheless|regardless\s+of)\b")
_CONTRAST = re.compile(r"\b(?:despite|in\s+spite\s+of|although|though|but|however|while|whereas|yet|nevertheless"
                       r"|nonetheless|even\s+though|unlike|contrary|notwithstanding|regardless)\b")


@dataclass(frozen=True)
class Direction:
    """A word of change or comparison: its axis, its sign, and the stems of the words after it (what changes)."""

    axis: str
    sign: int
    word: str
    clause: int
    adjective: bool = False
    stem: str = ""
    target: frozenset[str] = frozenset()


@dataclass(frozen=True)
class Comparison:
    """``A <word> than B``: the sign of the comparison and the stems of each side."""

    sign: int
    left: frozenset[str]
    right: frozenset[str]


@dataclass
class Atoms:
    """What a text asserts, in the parts :func:`compare` holds a claim to."""

    text: str
    amounts: list[Amount]
    directions: list[Direction]
    comparisons: list[Comparison]
    negated: bool
    hedges: tuple[tuple[int, frozenset[str]], ...]
    simulated: bool
    measured: bool
    definite: bool
    quantifiers: frozenset[str]
    causal: bool
    concessive: bool
    contrast: bool
    terms: frozenset[str]
    clause_terms: list[frozenset[str]] = field(default_factory=list)
    negations: tuple[frozenset[str], ...] = ()
    scoped_quantifiers: tuple[tuple[str, frozenset[str]], ...] = ()

    @property
    def certainty(self) -> int:
        """How certain the text is: 1 possible or studied, 2 planned or expected, 3 stated as fact."""
        return min((level for level, _ in self.hedges), default=3)

    def certainty_about(self, terms: frozenset[str]) -> int:
        """The certainty of what the text says of ``terms``: the markers whose scope holds one of them (two, of many)."""
        needed = 1 if len(terms) <= 3 else 2
        return min((level for level, scope in self.hedges if len(scope & terms) >= needed), default=3)

    def negated_about(self, terms: frozenset[str]) -> bool:
        """Whether what the text says of ``terms`` is negated: an odd count of negations whose scope holds
        two of them (or one, when ``terms`` are that few)."""
        needed = 1 if len(terms) <= 2 else 2
        return sum(1 for scope in self.negations if len(scope & terms) >= needed) % 2 == 1


def _directions(text: str, clauses: list[tuple[int, int]]) -> tuple[list[Direction], list[Comparison]]:
    found: list[Direction] = []
    comparisons: list[Comparison] = []
    for c, (a, b) in enumerate(clauses):
        clause = text[a:b]
        for match in _WORDS.finditer(clause):
            word = match.group(0)
            after = clause[match.end():match.end() + 12]
            if word in ("more", "less", "fewer", "over", "under") and re.match(r"\s+than\s+[\d~≈]", clause[match.end():]):
                continue  # a bound: "more than 10"
            if word in ("most", "least") and re.search(r"\bat\s+$", clause[:match.start()]):
                continue  # a bound: "at most 20 MGy"
            if word in ("more", "less", "most", "least") and re.match(r"\s+[a-z]+(?:er|ly|al|ive|ant|ent|ic|ous|ful|ble)\b", after):
                continue  # "more efficient": the adjective carries the meaning
            stemmed = _tokens(word)
            stem = stemmed[0] if stemmed else word
            hit = _DIRECTION_OF.get(stem) or _DIRECTION_OF.get(word)
            adjective = False
            if hit is None:
                hit = _ADJECTIVES.get(stem) or _ADJECTIVES.get(word)
                adjective = True
            if hit is None:
                continue
            target = stems(" ".join(re.split(r"[,;]|\b(?:but|and|while|whereas)\b", clause[match.end():])[0].split()[:5]))
            found.append(Direction(hit[0], hit[1], word, c, adjective, stem, target))
            than = re.match(r"\s+(?:than|compared\s+(?:to|with))\s+(.*)", clause[match.end():])
            if than and not adjective:
                left = stems(clause[:match.start()])
                right = stems(re.split(r"[,;]", than.group(1))[0])
                comparisons.append(Comparison(hit[1], left, right))
    return found, comparisons


def _scope(text: str, end: int) -> frozenset[str]:
    """Stems of the (up to six) words a negation governs, up to the end of its clause."""
    rest = re.split(r"[.;:!?,()]|\b(?:but|while|whereas|although|and\s+(?:is|are|was|were))\b", text[end:end + 80], maxsplit=1)[0]
    return frozenset(list(stems(" ".join(rest.split()[:6]))))


def _hedges(text: str) -> tuple[tuple[int, frozenset[str]], ...]:
    """Each certainty marker of ``text``: its level and the stems of the six words either side of it (its scope)."""
    found = []
    for level, pattern in _CERTAINTY_RE:
        for match in pattern.finditer(text):
            before = " ".join(re.split(r"[.;!?]", text[max(0, match.start() - 80):match.start()])[-1].split()[-6:])
            after = " ".join(re.split(r"[.;!?]", text[match.end():match.end() + 80])[0].split()[:6])
            found.append((level, stems(f"{before} {after}")))
    return tuple(found)


@lru_cache(maxsize=2048)
def atoms(text: str, header: Optional[str] = None) -> Atoms:
    """The atoms of ``text``; ``header``: the header row of the table ``text`` was quoted from, if any."""
    norm = normalised_for_quantities(text)
    clauses = _clause_spans(norm)
    directions, comparisons = _directions(norm, clauses)
    negations = [(m.end(), _scope(norm, m.end())) for m in _NEGATION.finditer(norm)
                 if not _DOUBLE_NEGATION.match(norm, m.start())]
    quantifiers = frozenset(name for name, pattern in _QUANTIFIER_RE if pattern.search(norm))
    return Atoms(
        text=text,
        amounts=_amounts(norm, _cells(header.lower()) if header else None),
        directions=directions,
        comparisons=comparisons,
        negated=len(negations) % 2 == 1,
        negations=tuple(scope for _, scope in negations),
        hedges=_hedges(norm),
        simulated=bool(_SIMULATED.search(norm)),
        measured=bool(_MEASURED.search(norm)),
        definite=bool(_DEFINITE.search(norm)),
        quantifiers=quantifiers,
        scoped_quantifiers=tuple((name, stems(" ".join(re.split(r"[.;:!?,]", norm[m.end():m.end() + 60])[0].split()[:3])))
                                 for name, pattern in _QUANTIFIER_RE for m in pattern.finditer(norm)),
        causal=bool(_CAUSAL.search(norm)),
        concessive=bool(_CONCESSIVE.search(norm)),
        contrast=bool(_CONTRAST.search(norm)),
        terms=stems(norm),
        clause_terms=[stems(norm[a:b]) for a, b in clauses],
    )


# --- comparison ---------------------------------------------------------------------------------------------------

def _condition_problem(claim: Atoms, quote: Atoms) -> Optional[str]:
    """A setting of the claim ("at 3 TeV") belongs to the value next to it; the quote must state that value with it."""
    values = [a for a in claim.amounts if not a.condition]
    for condition in (a for a in claim.amounts if a.condition and a.dimension is not None):
        near = [v for v in values if v.clause == condition.clause]
        if not near:
            continue
        value = min(near, key=lambda v: abs(v.quantity.start - condition.quantity.start))
        held = [t for t in quote.amounts if value.same_value(t)]
        if not held:
            continue
        if not any(any(x.matches(condition.quantity) for x in (*t.sentence, *t.context)) for t in held):
            return f"the quote gives {held[0].quantity.written}, but not for {condition.quantity.written}"
    return None


def amount_problem(claim: Atoms, quote: Atoms, question: Optional[Atoms] = None) -> Optional[str]:
    """The first quantity of the claim the quote does not hold as the claim states it, or ``None``."""
    problem = _condition_problem(claim, quote)
    if problem:
        return problem
    for mine in claim.amounts:
        same = [theirs for theirs in quote.amounts if mine.same_value(theirs)]
        if not same:
            near = [t for t in quote.amounts if t.same_kind(mine)]
            if near:
                return f"the quote gives {near[0]}, not {mine}"
            return f"{mine} is not in the quote"
        problems = [_pair_problem(mine, theirs, claim, quote, question) for theirs in same]
        if all(problems):
            return problems[0]
    return None


def _pair_problem(mine: Amount, theirs: Amount, claim: Atoms, quote: Atoms, question: Optional[Atoms]) -> Optional[str]:
    if theirs.bound not in _BOUND_ALLOWED.get(mine.bound, {mine.bound}):
        words = {"": "exactly", "=": "exactly", "~": "about", "<": "at most", ">": "at least", "<~": "almost"}
        return f"the quote says {words[theirs.bound]} {theirs.quantity.written}, the claim {words[mine.bound]} {mine.quantity.written}"
    if mine.per and tuple(mine.per) != tuple(theirs.per[:len(mine.per)]) and set(mine.per) != set(theirs.per):
        where = " per ".join(theirs.per) or "nothing"
        return f"{mine} is per {' per '.join(mine.per)} in the claim, per {where} in the quote"
    if theirs.other_end is not None and mine.other_end is None and not any(
            math.isclose(other.quantity.value, theirs.other_end, rel_tol=1e-6) for other in claim.amounts):
        return f"the quote gives a range ending at {theirs.quantity.written}, the claim a single value"
    # the value belongs to what the claim says it belongs to
    # (a rival value the claim states in the same breath, "from 2.2 μs to 0.1 s", leaves the clause's words to both)
    rivals = [r for r in quote.amounts if r.same_kind(theirs) and not r.same_value(theirs) and r.owner != theirs.owner
              and not any(r.same_value(other) and other.owner == mine.owner for other in claim.amounts)]
    for rival in rivals:
        stolen = (mine.owner & rival.owner) - theirs.owner - _SHARED_WORDS
        if stolen:
            return (f"the quote gives {theirs.quantity.written} for {_words(theirs.owner - rival.owner)} and "
                    f"{rival.quantity.written} for {_words(rival.owner - theirs.owner)}")
    # a setting stated with the value (3 TeV) may not be changed in the claim or the question (10 TeV)
    stated = [x for x in theirs.context if x.dimension is not None]
    conditions = [x for x in (q.quantity for q in claim.amounts) if x is not mine.quantity and x.dimension is not None]
    if question is not None:
        asked = [x.quantity for x in question.amounts if x.dimension is not None]
        if len({x.dimension for x in asked}) == len(asked):  # not a comparison "from 3 TeV to 10 TeV"
            conditions += [x for x in asked if x.dimension not in {c.dimension for c in conditions}
                           and x.dimension != mine.dimension]
    for dimension in dict.fromkeys(c.dimension for c in conditions if c.dimension != mine.dimension):
        given = [c for c in conditions if c.dimension == dimension]
        of_kind = [x for x in stated if x.dimension == dimension]
        if of_kind and not any(x.matches(c) for x in of_kind for c in given):
            return f"the quote gives {theirs.quantity.written} for {of_kind[0].written}, not for {given[0].written}"
    return None


_SHARED_WORDS = frozenset(stems("the of and a an with for at in on to is are was were has have its their each respectively "
                                "value resolution time energy rate"))


def _words(stemset: frozenset[str]) -> str:
    return "/".join(sorted(stemset)[:3]) or "another part"


def _direction_problem(claim: Atoms, quote: Atoms) -> Optional[str]:
    done: set[int] = set()
    for comparison in claim.comparisons:
        for theirs in quote.comparisons:
            straight = len(comparison.left & theirs.left) + len(comparison.right & theirs.right)
            swapped = len(comparison.left & theirs.right) + len(comparison.right & theirs.left)
            if straight == swapped:
                continue
            sign = theirs.sign if straight > swapped else -theirs.sign
            if sign != comparison.sign:
                return "the claim turns the quote's comparison around"
            done.add(comparison.sign)
    unmatched = [t for t in quote.directions if not t.adjective]
    for mine in claim.directions:
        if mine.adjective:
            quoted = [t for t in quote.directions if t.adjective and t.axis == mine.axis]
            if quoted and not any(t.sign == mine.sign for t in quoted):
                return f"the quote says {quoted[0].word!r} where the claim says {mine.word!r}"
            continue
        if mine.sign in done:
            continue
        compatible = [t for t in quote.directions if not t.adjective and (t.axis == mine.axis or "amount" in (t.axis, mine.axis))]
        # the quote's word for the same change: the one about the same thing (most words after it in common)
        about = sorted((t for t in compatible if len(t.target & mine.target) > 0),
                       key=lambda t: (-len(t.target & mine.target), t.stem != mine.stem))
        if about:
            if about[0].sign != mine.sign:
                return f"the quote says {about[0].word!r} where the claim says {mine.word!r}"
            continue
        same = [t for t in compatible if t.stem == mine.stem] or [t for t in compatible if t.sign == mine.sign]
        if same and same[0] in unmatched:
            unmatched.remove(same[0])
            continue
        opposite = [t for t in compatible if t.sign == -mine.sign]
        if opposite:
            return f"the quote says {opposite[0].word!r} where the claim says {mine.word!r}"
        if same:
            continue
        return f"the quote states no change or comparison like {mine.word!r}"
    return None


def _polarity_problem(claim: Atoms, quote: Atoms) -> Optional[str]:
    """Each negation of the claim has one in the quote about the same words, and each of the quote's about the claim one in the claim."""
    def meets(scope: frozenset[str], others: Sequence[frozenset[str]]) -> bool:
        return any(scope & other or not scope or not other for other in others)

    for scope in claim.negations:
        if not meets(scope, quote.negations):
            return "polarity: the claim is negated and its quote is not"
    needed = 1 if len(claim.terms) <= 2 else 2
    for scope in quote.negations:
        if len(scope & claim.terms) >= needed and not meets(scope, claim.negations):
            return "polarity: the quote is negated and the claim is not"
    return None


def compare(claim: Atoms, quote: Atoms, question: Optional[Atoms] = None) -> Optional[str]:
    """Why ``quote`` does not support ``claim``, atom by atom, or ``None`` when every atom of the claim is held.

    ``question`` adds the settings the question asks about (10 TeV) to what the
    quoted value must have been stated for.
    """
    problem = amount_problem(claim, quote, question)
    if problem:
        return problem
    problem = _polarity_problem(claim, quote)
    if problem:
        return problem
    problem = _direction_problem(claim, quote)
    if problem:
        return problem
    for level, scope in claim.hedges:
        overlapping = [(len(scope & theirs), their_level) for their_level, theirs in quote.hedges if len(scope & theirs) >= 2]
        if overlapping:
            best = max(n for n, _ in overlapping)
            their_level = min(lv for n, lv in overlapping if n == best)
            if their_level < level:
                words = {1: "possible or studied", 2: "planned or expected"}
                return f"the claim states as {words[level]} what the quote gives as {words[their_level]}"
    held = quote.certainty_about(claim.terms)
    if claim.certainty > held:
        words = {1: "possible or studied", 2: "planned or expected", 3: "a fact"}
        return f"the claim states as {words[claim.certainty]} what the quote gives as {words[held]}"
    if claim.definite and not quote.definite:
        return "the claim says adopted, built or achieved; the quote does not"
    if claim.measured and quote.simulated and not quote.measured:
        return "the claim says measured; the quote gives a simulation or an estimate"
    for name, scope in claim.scoped_quantifiers:
        allowed = [theirs for kind, theirs in quote.scoped_quantifiers if kind in _QUANTIFIER_ALLOWED[name]]
        if not allowed:
            return f"the claim says {name!r}; the quote does not"
        if name == "only" and scope and all(theirs and not scope & theirs for theirs in allowed):
            return "the claim restricts ('only') something other than what its quote restricts"
    if _CLAIM_CAUSAL.search(normalised_for_quantities(claim.text)) and not quote.causal:
        return "the claim gives a cause or consequence that the quote does not state"
    if claim.concessive and not quote.contrast:
        return "the claim sets up a contrast (despite, although) that the quote does not state"
    return None
