"""Quantities in text: reading the units, numbers and values the package knows.

The same value is written many ways in physics text and in model answers:
``10^15``, ``10¹⁵``, ``1e15`` and ``1 × 10^{15}``; ``−3`` and ``-3``; ``10°``,
``10 deg`` and ``ten degrees``; ``0.1 s`` and ``100 ms``; ``8%`` and
``eight percent``. Every reader of quantities works from two tables:

* :data:`muonrag.core.units.UNITS`, every :class:`~muonrag.core.units.Unit`
  with its symbols, names, SI prefix, dimension, scale and kind;
* the number words here (``sixty``, ``twenty-five``, ``1.5 million``, ``a dozen``).

Three readers work from the table; a unit says which of them know it
(``Unit.readers``):

* :func:`quantities` reads values for comparison, as the claim checks compare
  an answer with its evidence: each :class:`Quantity` has its value in the
  base unit of its dimension, so that two quantities meet when they say the
  same thing, and only then (``3 TeV`` is not ``3 GeV``, ``10 degrees`` is not
  ``10 cm``). It reads lower-cased text: where lower-casing merges two symbols
  the unit listed first keeps the spelling (``t`` is read as tesla, ``mw`` as
  megawatt), and a symbol that is ordinary text in lower case (``pm``, ``b``)
  is not read;
* :func:`written_quantities` finds where evidence text states a value, as
  written, case kept: a number with a unit, a count, a number in words;
* :func:`numbers_by_kind` finds the values of each kind the text states
  (a field of 20 T, an energy of 3 TeV), to tell one setting from another.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Iterable, Optional

from muonrag.core.units import Unit, looks_like_unit, units_known_to
from muonrag.language.tokenize import PhysicsTokenizer, normalise

# ---------------------------------------------------------------------------
# numbers in words

_ONES = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
    "seventeen": 17, "eighteen": 18, "nineteen": 19,
}
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}
_SCALES = {"hundred": 100, "thousand": 1e3, "million": 1e6, "billion": 1e9, "trillion": 1e12}
#: Every word that writes a number: cardinals, scales, and words for a fraction or a multiple.
NUMBER_WORDS = frozenset(_ONES) | frozenset(_TENS) | frozenset(_SCALES) | {
    "half", "third", "quarter", "double", "twice", "triple", "dozen"}
#: The number words with a plural of their own ("hundreds of layers", "dozens of cells").
PLURAL_NUMBER_WORDS = frozenset(f"{word}s" for word in (*_SCALES, "dozen"))



def _alternation(spellings: Iterable[str], any_space: bool = False) -> str:
    """A regex alternation of ``spellings``, longest first; with ``any_space`` a space in a spelling
    matches any run of whitespace."""
    ordered = sorted(set(spellings), key=lambda s: (-len(s), s))
    if not any_space:
        return "|".join(map(re.escape, ordered))
    return "|".join(r"\s+".join(map(re.escape, s.split(" "))) for s in ordered)


# ---------------------------------------------------------------------------
# reading values (lower-cased, normalised text)


def _lower_case_spellings() -> dict[str, Unit]:
    """What :func:`quantities` reads: each spelling as normalised text writes it, with the first unit it spells."""
    spellings: dict[str, Unit] = {}
    for unit in units_known_to("quantities"):
        for spelling in unit.symbols + unit.names:
            spellings.setdefault(normalise(spelling), unit)
    return spellings


_READ = _lower_case_spellings()

_SMALL = "|".join(sorted(_ONES, key=len, reverse=True))
_TENS_RE = "|".join(_TENS)
_SCALE_RE = "|".join(_SCALES)
_WORD_NUMBER = re.compile(
    rf"\b(?:(?:a|an)\s+)?(?:(?:{_TENS_RE})(?:[\s-](?:{_SMALL}))?|{_SMALL})(?:[\s-](?:{_SCALE_RE}))*\b"
    rf"|\b(?:a|an)\s+(?:{_SCALE_RE})\b",
    re.I,
)
_DIGITS_SCALE = re.compile(rf"(?<![\w.])(\d+(?:\.\d+)?)\s+({_SCALE_RE})\b", re.I)
_READ_RE = _alternation(_READ)
_NUMBER = re.compile(
    r"(?<![\w.^/])(?<![a-z]-)(?<!\^[-+])(?P<sign>(?<![\d)])[-+])?(?P<mant>\d{1,3}(?:,\d{3})+(?!\d)|\d+(?:\.\d+)?)"
    r"(?:\s*(?:×|x|\*|\\times|·)\s*10\^(?P<exp>[-+]?\d+)|e(?P<e>[-+]?\d+)(?![a-z])|\^(?P<pow>[-+]?\d+))?"
    r"(?:\s*(?P<unit>" + _READ_RE + r")(?![\w^/]))?"
    r"(?P<tail>[a-zα-ω]+)?",
    re.I,
)
_UNIT_HYPHEN = re.compile(r"(?<=\d)-(?=[a-zµμ]{2,}\b)")
_RANGE_JOIN = re.compile(r"^\s*(?:-|–|to|and|or|,|/|±|\+/-|\+-|–|from)\s*$", re.I)
_tokens = PhysicsTokenizer()


@dataclass(frozen=True)
class Quantity:
    """A number as :func:`quantities` reads it: its value in the base unit of its unit's dimension.

    Attributes:
        value: the value, scaled to the base unit (``0.1`` for ``100 ms``).
        unit: the :class:`~muonrag.core.units.Unit` written with it; ``None`` for a bare number.
        written: the text it was read from (number and unit).
        start, end: where the number stands in the normalised text.
        following: stems of the words after it (what a bare number counts).

    It does not record a bound ("up to 10 TeV" reads as 10 TeV) or a ``per``
    denominator; such fields would join these, with defaults.
    """

    value: float
    unit: Optional[Unit]
    written: str
    start: int = 0
    end: int = 0
    following: tuple[str, ...] = ()

    @property
    def dimension(self) -> Optional[str]:
        """The base unit its value is expressed in (``"eV"``), ``None`` for a bare number."""
        return self.unit.dimension if self.unit else None

    @property
    def counted(self) -> Optional[str]:
        """The word a unitless number counts (``8 solenoids`` -> ``solenoid``), stemmed; ``None`` if none."""
        return self.following[0] if self.unit is None and self.following else None

    def matches(self, other: "Quantity") -> bool:
        """Same value in the same dimension (or both without a unit)."""
        return self.dimension == other.dimension and math.isclose(self.value, other.value, rel_tol=1e-6)

    def __str__(self) -> str:
        return self.written


def words_to_digits(text: str) -> str:
    """Number words as digits: ``sixty`` -> ``60``, ``twenty-five`` -> ``25``, ``1.5 million`` -> ``1500000``.

    "one" is a pronoun as often as a number, so it is read as ``1`` only
    directly before a unit (``one TeV``).
    """

    def spell(match: re.Match) -> str:
        words = re.split(r"[\s-]+", match.group(0).lower())
        if words[0] in ("a", "an"):
            words = words[1:] or words
            if words[0] in _SCALES:
                words = ["one", *words]
        total, current = 0.0, 0.0
        for word in words:
            if word in _ONES:
                current += _ONES[word]
            elif word in _TENS:
                current += _TENS[word]
            elif word in _SCALES:
                current = (current or 1) * _SCALES[word]
                if _SCALES[word] >= 1e3:
                    total, current = total + current, 0.0
        value = total + current
        if words == ["one"] and not re.match(r"\s*(?:" + _READ_RE + r")\b", text[match.end():], re.I):
            return match.group(0)
        return _format(value)

    text = _DIGITS_SCALE.sub(lambda m: _format(float(m.group(1)) * _SCALES[m.group(2).lower()]), text)
    return _WORD_NUMBER.sub(spell, text)


def _format(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else repr(value)


_FOLD = re.compile(r"\b(two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|hundred|thousand|\d+(?:\.\d+)?)[- ]?fold\b",
                   re.I)


_ORDERS_OF_MAGNITUDE = re.compile(r"(?<![\w.^])(\d+)\s+orders?\s+of\s+magnitude\b")
_AN_ORDER_OF_MAGNITUDE = re.compile(r"(?<!\bthe\s)\b(?:an|one)\s+order\s+of\s+magnitude\b(?!\s+of\b)")


#: units whose milli- and mega- forms differ only in case ("100 mV", "5 MV"; "1500 mT", "1 Mt"), after a number: the milli- form is
#: written out before the text is lower-cased
_MILLI = re.compile(r"(?<=\d)\s*m([VWT])\b")
_MILLI_NAMES = {"V": " millivolt", "W": " milliwatt", "T": " millitesla"}


_PER_METRE = re.compile(r"(?<=\d)(\s*[a-zμ]{1,4})\s+per\s+(?:metre|meter)\b")
#: "0.6 GWh per fb^-1": a unit per a unit, written as the one unit it is where the table knows it ("GWh/fb^-1")
_PER_UNIT = re.compile(r"(?<=\d)(\s*[a-zμ]{1,4})\s+per\s+([a-zμ]{1,4}(?:\^-?\d)?)(?![\w^])")


#: a number naming one of several things an acronym names ("RCS 3": capitals, then one or two digits with no unit
#: after them): an identifier, written glued as one ("RCS3"), as "6D" is
_NUMBERED_NAME = re.compile(r"\b([A-Z]{2,}[a-z]?)\s+(\d{1,2})\b(?![.,]\d)(?=(\s*[^\s|]*))")


def _numbered_name(match: re.Match) -> str:
    following = match.group(3).strip().strip(",;:.)")
    if following and (looks_like_unit(following) or following[0] in "%°×x^"):
        return match.group(0)
    return f"{match.group(1)}{match.group(2)}"


#: a part of a document named by its number ("Table 5", "Fig. 3", "Section 2.1", "Eq. (4)", "ref. 9", "Tables 2 and 3"): a
#: name, written glued as one ("Table5"), never a quantity
_DOCUMENT_PART = re.compile(r"(?:\b(?:(?:Table|Figure|Section|Chapter|Equation|Reference)s?|Appendix|Tab\.|Figs?\.|Secs?\.|"
                            r"Ch\.|Eqs?\.|Refs?\.)|§)\s*\(?\d+(?:\.\d+)*[a-z]?\)?"
                            r"(?:\s*(?:,|and|&|–|-|to)\s*\(?\d+(?:\.\d+)*[a-z]?\)?)*(?=(\s*[^\s|]*))", re.I)


def _document_part(match: re.Match) -> str:
    following = match.group(1).strip().strip(",;:.)")
    if following and (looks_like_unit(following) or following[0] in "%°×x^"):
        return match.group(0)  # "the table 5 m long"
    return re.sub(r"[\s().]+", "", match.group(0)).replace("§", "sec")


@lru_cache(maxsize=1)
def _read_symbols() -> frozenset[str]:
    """The symbols :func:`quantities` reads, lower-cased."""
    return frozenset(symbol.lower() for unit in units_known_to("quantities") for symbol in unit.symbols)


def normalised_for_quantities(text: str) -> str:
    """``text`` as :func:`quantities` reads it (lower case, numbers as digits, "100 mV" as "100 millivolt", not
    megavolts, "RCS 3" as the name "RCS3", "Table 5" as "Table5"); its positions refer to this text."""
    text = _MILLI.sub(lambda m: _MILLI_NAMES[m.group(1)], text)
    text = _NUMBERED_NAME.sub(_numbered_name, text)
    text = _DOCUMENT_PART.sub(_document_part, text)
    text = _FOLD.sub(r"\1 times", text)  # "eightfold", "a 10-fold increase": a factor, read as the number
    text = re.sub(r"\bper\s+cent\b", "percent", normalise(words_to_digits(text)))
    # "six orders of magnitude" is a factor of 10^6 ("an order of magnitude": 10), as "a million" is
    text = _ORDERS_OF_MAGNITUDE.sub(r"a factor of 10^\1", text)
    text = _AN_ORDER_OF_MAGNITUDE.sub("a factor of 10", text)
    # "0.5 kW per metre" is "0.5 kW/m" (500 W/m), "30 MV per metre" is "30 MV/m"
    text = _PER_METRE.sub(lambda m: f"{m.group(1)}/m" if looks_like_unit(m.group(1)) else m.group(0), text)
    text = _PER_UNIT.sub(lambda m: f"{m.group(1)}/{m.group(2)}" if f"{m.group(1)}/{m.group(2)}".strip() in _read_symbols()
                         else m.group(0), text)
    return _UNIT_HYPHEN.sub(" ", text)  # "a 10-TeV collider", "a 6-month program": the unit of the number


def quantities(text: str) -> list[Quantity]:
    """Every quantity in ``text``, values in base units (see the module docstring).

    A number glued to letters that are not a unit (``6D``, ``MARS15``, ``3rd``) is
    an identifier, not a quantity. In a range or a value with its uncertainty
    (``10-15 degrees``, ``10 to 15°``, ``125.1 ± 0.2 GeV``) every number takes the
    unit written after the last one.
    """
    text = normalised_for_quantities(text)
    found: list[tuple[Quantity, str]] = []  # each with its unit as written
    for match in _NUMBER.finditer(text):
        if match.group("tail") and not match.group("unit"):
            continue  # identifiers: 6d, 4d, 3rd, 2nd
        mantissa = float(match.group("mant").replace(",", ""))
        if match.group("sign") == "-":
            mantissa = -mantissa
        if match.group("exp") is not None:
            value = mantissa * 10.0 ** int(match.group("exp"))
        elif match.group("e") is not None:
            value = mantissa * 10.0 ** int(match.group("e"))
        elif match.group("pow") is not None:
            value = mantissa ** int(match.group("pow"))
        else:
            value = mantissa
        spelling = (match.group("unit") or "").lower()
        unit = _READ[spelling] if spelling else None
        if unit is not None:
            value *= unit.scale
        written = match.group(0)[: len(match.group(0)) - len(match.group("tail") or "")].strip()
        quantity = Quantity(value, unit, written, match.start(), match.end(), _following(text, match.end()))
        found.append((quantity, spelling))
    # ranges and uncertainties: "10-15 degrees", "125.1 ± 0.2 gev"
    for i in range(len(found) - 2, -1, -1):
        (left, _), (right, spelling) = found[i], found[i + 1]
        if left.unit is None and right.unit is not None and _RANGE_JOIN.match(text[left.end:right.start]):
            found[i] = (Quantity(left.value * right.unit.scale, right.unit, f"{left.written} {spelling}", left.start,
                                 left.end, right.following), spelling)
    return [quantity for quantity, _ in found]


def _following(text: str, end: int) -> tuple[str, ...]:
    """Stems of the (up to three) content words right after a number, up to the end of its clause."""
    rest = re.split(r"[.;:,()\[\]!?]", text[end:end + 80], maxsplit=1)[0]
    stems = [t for t in _tokens(rest) if not any(c.isdigit() for c in t)]
    return tuple(stems[:3])


def is_year(quantity: Quantity) -> bool:
    """A bare integer between 1900 and 2100: most likely a year."""
    return quantity.unit is None and quantity.value.is_integer() and 1900 <= quantity.value <= 2100


def unit_written(dimension: str, text: str) -> bool:
    """True when a unit of ``dimension`` is written in ``text`` (a table header such as ``angle (deg)``)."""
    spellings = [s for s, unit in _READ.items() if unit.dimension == dimension and len(s) > 1]
    if not spellings:
        return False
    pattern = r"(?<![\w])(?:" + _alternation(spellings) + r")(?![\w])"
    return re.search(pattern, normalise(text)) is not None


# ---------------------------------------------------------------------------
# values as written in evidence (raw text, case kept)

_WRITTEN_NUMBER = (
    r"(?<![\w.])[~≈<>≲≳]?\s*(?:\d+(?:[.,]\d+)*(?:\s*(?:×|x|\*)\s*10\s*\^?\s*\{?\s*[−-]?\d+\}?)?(?:e[−-]?\d+)?"
    r"|10\s*\^\s*\{?\s*[−-]?\d+\}?)"
)
_POWER_OF_TEN = re.compile(r"(?<![\w.])10\s*\^\s*\{?\s*[−-]?\d+\}?")
# "40 layers", "21 bunches": nouns whose number is a count, and so an answer to "how many"
_COUNTED_NOUNS = (
    "turn", "turns", "layer", "layers", "bunch", "bunches", "muon", "muons", "particle", "particles", "event",
    "events", "hit", "hits", "cell", "cells", "channel", "channels", "cavities", "module", "modules", "disk", "disks",
    "disc", "discs", "crystal", "crystals", "members", "people", "institute", "institutes", "stage", "stages", "ring",
    "rings", "passes", "order of magnitude", "orders of magnitude", "times",
)
# "zero suppression", "triple Higgs production": names more often than numbers of things
_PHRASE_NUMBER_WORDS = (NUMBER_WORDS | PLURAL_NUMBER_WORDS) - {"zero", "triple"}


def _written_units(units: Iterable[Unit], prefixed_names: bool = True, powers: bool = False) -> str:
    """An alternation of how ``units`` are written after a number: symbols (a minus written ``-`` or ``−``)
    and names; with ``powers``, a length symbol may carry a power (``m^2``, ``cm^-2``; ASCII minus only)."""
    units = list(units)
    alternatives = []
    if powers:
        lengths = [s for u in units if u.kind == "length" for s in u.symbols]
        alternatives.append(f"(?:{_alternation(lengths)})" + r"(?:\^?-?[123]|²|³)?")
    others = [s for u in units if not (powers and u.kind == "length") for s in u.symbols]
    alternatives.append(_alternation(others).replace(r"\-", "[−-]"))
    names = [s for u in units if prefixed_names or not u.prefix for s in u.names]
    alternatives.append(_alternation(names, any_space=True))
    return "|".join(a for a in alternatives if a)


_QUANTITY = re.compile(
    _WRITTEN_NUMBER + r"(?:\s*(?:-|–|to|and)\s*" + _WRITTEN_NUMBER + r")?\s*\$?\s*(?:~|\\,|\\;)?\s*(?:"
    + _written_units(units_known_to("written_quantities"), powers=True) + "|" + _alternation(_COUNTED_NOUNS, any_space=True)
    + r")(?![A-Za-z])",
)
_NUMBER_PHRASE = re.compile(
    r"\b(?:" + _alternation(_PHRASE_NUMBER_WORDS) + r")\b(?:\s+(?:a|an|of|per|or|to|and|\w+)){0,2}", re.I,
)
# "R = 0.5", "y_t ≈ 0.99": a dimensionless value given to a symbol.
_RELATION = re.compile(r"[=≈≃∼]\s*" + _WRITTEN_NUMBER)
# "59 independent operators", "40 layers": a count of something.
_COUNT = re.compile(r"(?<![\w.^{])(\d+(?:[.,]\d+)?)\s+(?:[a-z][\w-]*\s+){0,2}?[a-z][a-z-]{2,}")
#: A year, 1800-2099, as written.
YEAR = re.compile(r"(?<!\d)(?:1[89]|20)\d\d(?!\d)")


def written_quantities(text: str) -> list[str]:
    """Quantities as ``text`` writes them: numbers with a unit (``2 MW``, ``8 percent``), counts
    (``40 layers``), values given to a symbol (``R = 0.5``), powers of ten (``10^{-3}``) and numbers
    in words before a noun ("five longitudinal layers").

    Unlike :func:`quantities` this reads no value: it says where a value is stated.
    """
    found = [m.group(0).strip() for m in _QUANTITY.finditer(text)]
    found += [m.group(0) for m in _RELATION.finditer(text)]
    found += [m.group(0) for m in _COUNT.finditer(text) if not YEAR.fullmatch(m.group(1))]
    found += [m.group(0) for m in _POWER_OF_TEN.finditer(text)]
    found += [m.group(0) for m in _NUMBER_PHRASE.finditer(text)]
    return found


_MONEY = re.compile(
    r"(?:[€$£]|CHF|EUR|USD)\s*\d|\d[\d.,]*\s*(?:[kMB]?(?:€|\$|CHF|EUR|USD)|euros?|dollars?|francs?)"
    r"|\b(?:billion|million)\s+(?:euros?|dollars?|francs?)"
)
#: The kinds :func:`numbers_by_kind` tells apart, each with the pattern of its values as written
#: (symbols and unprefixed names: "20 T", "2 metres").
KIND_PATTERNS: dict[str, re.Pattern[str]] = {
    kind: re.compile(_WRITTEN_NUMBER + r"(?:\s*(?:-|–|to)\s*" + _WRITTEN_NUMBER + r")?\s*\$?~?\s*(?:"
                     + _written_units((u for u in units_known_to("numbers_by_kind") if u.kind == kind), prefixed_names=False)
                     + r")(?![A-Za-z/])")
    for kind in ("energy", "field", "length", "time", "frequency", "power", "temperature", "mass", "pressure",
                 "dose", "gradient")
}
KIND_PATTERNS["money"] = _MONEY


def numbers_by_kind(text: str) -> dict[str, set[str]]:
    """``{kind: {numeric tokens}}`` of the values ``text`` writes in a unit of a kind of :data:`KIND_PATTERNS`.

    The tokens are the BM25 tokenizer's (``20``, ``20t``), so that "a 20 T
    solenoid" and "the 20 T magnet" give the same field and "40 T" another.
    """
    out: dict[str, set[str]] = {}
    for kind, pattern in KIND_PATTERNS.items():
        for match in pattern.finditer(text):
            out.setdefault(kind, set()).update(t for t in _tokens(match.group(0)) if any(c.isdigit() for c in t))
    return out


# ---------------------------------------------------------------------------
# numbers and units in a search query

#: A digit not right after a letter or an underscore: a number in a query, not the digit of ``v1``.
QUERY_NUMBER = re.compile(r"(?<![A-Za-z_])\d")
#: Unit words a query may write with two capitals ("TeV", "MHz"): units, not acronyms. A list of its own,
#: not every spelling of :data:`~muonrag.core.units.UNITS`, which would make "US" (us, microseconds) and "MPa" units in the
#: bundled benchmark's questions; it also has a few units the table does not.
QUERY_UNIT_WORDS = frozenset(
    "tev gev mev kev ev tesla t cm mm nm um μm m km s ms ns ps fs hz khz mhz ghz mw kw w v kv mv fb pb ab nb mrad rad "
    "deg degrees k % kg g mg ml mmol nmol μg ug mg/kg db".split()
)
