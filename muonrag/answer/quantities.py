"""Quantities in text, in one normal form: value, dimension and how they were written.

The same number is written many ways in physics text and in model answers:
``10^15``, ``10¹⁵``, ``1e15`` and ``1 × 10^{15}``; ``−3`` and ``-3``; ``10°``,
``10 deg`` and ``ten degrees``; ``0.1 s`` and ``100 ms``; ``8%`` and
``eight percent``. :func:`quantities` reads them all into
:class:`Quantity` objects whose ``value`` is expressed in the base unit of its
``dimension`` (eV, m, s, ...), so that two quantities meet when they say the
same thing, and only then: ``3 TeV`` is not ``3 GeV``, ``10 degrees`` is not
``10 cm``.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Optional

from muonrag.core.tokenize import normalise

_ONES = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
    "seventeen": 17, "eighteen": 18, "nineteen": 19,
}
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}
_SCALES = {"hundred": 100, "thousand": 1e3, "million": 1e6, "billion": 1e9, "trillion": 1e12}
_SMALL = "|".join(sorted(_ONES, key=len, reverse=True))
_TENS_RE = "|".join(_TENS)
_SCALE_RE = "|".join(_SCALES)
_WORD_NUMBER = re.compile(
    rf"\b(?:(?:a|an)\s+)?(?:(?:{_TENS_RE})(?:[\s-](?:{_SMALL}))?|{_SMALL})(?:[\s-](?:{_SCALE_RE}))*\b"
    rf"|\b(?:a|an)\s+(?:{_SCALE_RE})\b",
    re.I,
)
_DIGITS_SCALE = re.compile(rf"(?<![\w.])(\d+(?:\.\d+)?)\s+({_SCALE_RE})\b", re.I)

# unit spelling -> (dimension, factor to the dimension's base unit)
_UNIT_TABLE: dict[str, tuple[str, float]] = {}


def _add(dimension: str, factor: float, *spellings: str) -> None:
    for spelling in spellings:
        _UNIT_TABLE[spelling] = (dimension, factor)


_add("eV", 1, "ev", "electronvolt", "electronvolts", "electron volts")
_add("eV", 1e3, "kev")
_add("eV", 1e6, "mev")
_add("eV", 1e9, "gev")
_add("eV", 1e12, "tev")
_add("eV", 1e15, "pev")
_add("m", 1, "m", "metre", "metres", "meter", "meters")
_add("m", 1e3, "km", "kilometre", "kilometres", "kilometer", "kilometers")
_add("m", 1e-2, "cm", "centimetre", "centimetres", "centimeter", "centimeters")
_add("m", 1e-3, "mm", "millimetre", "millimetres", "millimeter", "millimeters")
_add("m", 1e-6, "μm", "µm", "um", "micron", "microns", "micrometre", "micrometres", "micrometer", "micrometers")
_add("m", 1e-9, "nm", "nanometre", "nanometres", "nanometer", "nanometers")
_add("s", 1, "s", "sec", "secs", "second", "seconds")
_add("s", 1e-3, "ms", "millisecond", "milliseconds")
_add("s", 1e-6, "μs", "µs", "us", "microsecond", "microseconds")
_add("s", 1e-9, "ns", "nanosecond", "nanoseconds")
_add("s", 1e-12, "ps", "picosecond", "picoseconds")
_add("s", 1e-15, "fs", "femtosecond", "femtoseconds")
_add("s", 60, "min", "minute", "minutes")
_add("s", 3600, "h", "hour", "hours")
_add("year", 1, "yr", "yrs", "year", "years")
_add("deg", 1, "°", "deg", "degree", "degrees")
_add("rad", 1, "rad", "radian", "radians")
_add("rad", 1e-3, "mrad", "milliradian", "milliradians")
_add("rad", 1e-6, "μrad", "µrad", "urad", "microradian", "microradians")
_add("T", 1, "t", "tesla", "teslas")
_add("%", 1, "%", "percent", "per cent", "pct")
_add("K", 1, "k", "kelvin")
_add("Hz", 1, "hz", "hertz")
_add("Hz", 1e3, "khz")
_add("Hz", 1e6, "mhz")
_add("Hz", 1e9, "ghz")
_add("W", 1, "w", "watt", "watts")
_add("W", 1e3, "kw", "kilowatt", "kilowatts")
_add("W", 1e6, "mw", "megawatt", "megawatts")
_add("W", 1e9, "gw", "gigawatt", "gigawatts")
_add("V", 1, "v", "volt", "volts")
_add("V", 1e3, "kv")
_add("V", 1e6, "mv")
_add("V/m", 1e6, "mv/m")
_add("Gy", 1, "gy", "gray")
_add("Gy", 1e3, "kgy")
_add("Gy", 1e6, "mgy")
_add("kg", 1, "kg", "kilogram", "kilograms")
_add("kg", 1e3, "tonne", "tonnes", "ton", "tons")
_add("b^-1", 1e15, "fb^-1", "fb-1", "/fb", "inverse femtobarn", "inverse femtobarns")
_add("b^-1", 1e18, "ab^-1", "ab-1", "/ab", "inverse attobarn", "inverse attobarns")
_add("b^-1", 1e12, "pb^-1", "pb-1", "/pb", "inverse picobarn", "inverse picobarns")
_add("b", 1e-15, "fb", "femtobarn", "femtobarns")
_add("b", 1e-18, "ab", "attobarn", "attobarns")
_add("b", 1e-12, "pb", "picobarn", "picobarns")
_add("b", 1e-9, "nb", "nanobarn", "nanobarns")
_add("cm^-2s^-1", 1, "cm^-2s^-1", "cm^-2 s^-1", "cm^-2·s^-1", "/cm^2/s", "cm-2s-1", "cm-2 s-1")
_add("cm^-2", 1, "cm^-2", "/cm^2", "cm-2")
_add("neq/cm^2", 1, "neq/cm^2", "n_eq/cm^2", "neq cm^-2", "n_eq cm^-2")

_UNIT_RE = "|".join(re.escape(u) for u in sorted(_UNIT_TABLE, key=len, reverse=True))
_NUMBER = re.compile(
    r"(?<![\w.^/])(?P<sign>(?<![\d)])[-+])?(?P<mant>\d{1,3}(?:,\d{3})+(?!\d)|\d+(?:\.\d+)?)"
    r"(?:\s*(?:×|x|\*|\\times|·)\s*10\^(?P<exp>[-+]?\d+)|e(?P<e>[-+]?\d+)(?![a-z])|\^(?P<pow>[-+]?\d+))?"
    r"(?:\s*(?P<unit>" + _UNIT_RE + r")(?![\w^/]))?"
    r"(?P<tail>[a-zα-ω]+)?",
    re.I,
)
_RANGE_JOIN = re.compile(r"^\s*(?:-|–|to|and|or|,|/|±|\+/-|\+-|–|from)\s*$", re.I)


@dataclass(frozen=True)
class Quantity:
    """A number with its dimension (``None`` when written without a unit)."""

    value: float
    dimension: Optional[str]
    written: str
    start: int = 0
    end: int = 0
    unit: str = ""
    following: tuple[str, ...] = ()

    @property
    def counted(self) -> Optional[str]:
        """The word a unitless number counts (``8 solenoids`` -> ``solenoid``), stemmed; ``None`` if none."""
        return self.following[0] if self.dimension is None and self.following else None

    def matches(self, other: "Quantity") -> bool:
        """Same value in the same dimension (or both without a unit)."""
        return self.dimension == other.dimension and _close(self.value, other.value)

    def __str__(self) -> str:
        return self.written


def _close(a: float, b: float) -> bool:
    return math.isclose(a, b, rel_tol=1e-6, abs_tol=1e-12)


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
        if words == ["one"] and not re.match(r"\s*(?:" + _UNIT_RE + r")\b", text[match.end():], re.I):
            return match.group(0)
        return _format(value)

    text = _DIGITS_SCALE.sub(lambda m: _format(float(m.group(1)) * _SCALES[m.group(2).lower()]), text)
    return _WORD_NUMBER.sub(spell, text)


def _format(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else repr(value)


def quantities(text: str) -> list[Quantity]:
    """Every quantity in ``text``, values in base units (see the module docstring).

    A number glued to letters that are not a unit (``6D``, ``MARS15``, ``3rd``) is
    an identifier, not a quantity. In a range or a value with its uncertainty
    (``10-15 degrees``, ``10 to 15°``, ``125.1 ± 0.2 GeV``) every number takes the
    unit written after the last one.
    """
    text = normalise(words_to_digits(text))
    text = re.sub(r"\bper\s+cent\b", "percent", text)
    found: list[Quantity] = []
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
        unit = match.group("unit")
        dimension = None
        if unit:
            dimension, factor = _UNIT_TABLE[unit.lower()]
            value *= factor
        written = match.group(0)[: len(match.group(0)) - len(match.group("tail") or "")].strip()
        found.append(Quantity(value, dimension, written, match.start(), match.end(), (unit or "").lower(),
                              _following(text, match.end())))
    # ranges and uncertainties: "10-15 degrees", "125.1 ± 0.2 gev"
    for i in range(len(found) - 2, -1, -1):
        left, right = found[i], found[i + 1]
        if left.dimension is None and right.dimension and _RANGE_JOIN.match(text[left.end:right.start]):
            factor = _UNIT_TABLE[right.unit][1]
            found[i] = Quantity(left.value * factor, right.dimension, f"{left.written} {right.unit}", left.start, left.end,
                                right.unit, right.following)
    return found


def _following(text: str, end: int) -> tuple[str, ...]:
    """Stems of the (up to three) content words right after a number, up to the end of its clause."""
    from muonrag.answer.grounding import tokens

    rest = re.split(r"[.;:,()\[\]!?]", text[end:end + 80], maxsplit=1)[0]
    stems = [t for t in tokens(rest) if not any(c.isdigit() for c in t)]
    return tuple(stems[:3])


def is_year(quantity: Quantity) -> bool:
    """A bare integer between 1900 and 2100: most likely a year."""
    return quantity.dimension is None and quantity.value.is_integer() and 1900 <= quantity.value <= 2100


def unit_written(dimension: str, text: str) -> bool:
    """True when a unit of ``dimension`` is written in ``text`` (a table header such as ``angle (deg)``)."""
    spellings = [u for u, (d, _f) in _UNIT_TABLE.items() if d == dimension and len(u) > 1]
    if not spellings:
        return False
    pattern = r"(?<![\w])(?:" + "|".join(re.escape(u) for u in sorted(spellings, key=len, reverse=True)) + r")(?![\w])"
    return re.search(pattern, normalise(text)) is not None
