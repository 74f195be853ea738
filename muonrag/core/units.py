"""The units muonrag knows: one table of symbols, names, prefixes, dimensions and kinds.

:data:`UNITS` holds every :class:`Unit` with its symbols (case matters: ``T`` is
the tesla, ``t`` the tonne), its names, its SI prefix, the *dimension* its
values are expressed in, named by its base unit (``eV``, ``m``, ``deg``), its
*scale* in that base unit and its *kind*, the physical quantity it measures (a
year and a second are both ``"time"``, a radiation length and a centimetre both
``"length"``). Each unit says which readers of :mod:`muonrag.language.quantities`
know it (``Unit.readers``). The table reads no text itself; ingestion (tables of
Markdown) and grounding (unit words) use it without the readers.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Iterable, Optional

# ---------------------------------------------------------------------------
# units

#: SI prefixes and the powers of ten they stand for; ``u`` is the micro of plain ASCII text.
PREFIXES = {"": 0, "a": -18, "f": -15, "p": -12, "n": -9, "μ": -6, "u": -6, "m": -3, "c": -2, "k": 3, "M": 6, "G": 9,
            "T": 12, "P": 15}
_PREFIX_NAMES = {
    "": "", "a": "atto", "f": "femto", "p": "pico", "n": "nano", "μ": "micro", "u": "micro", "m": "milli",
    "c": "centi", "k": "kilo", "M": "mega", "G": "giga", "T": "tera", "P": "peta",
}
#: The readers of :data:`UNITS` (see the module docstring).
READERS = frozenset({"quantities", "written_quantities", "numbers_by_kind"})


@dataclass(frozen=True)
class Unit:
    """A unit of measurement, with the ways it is written.

    Attributes:
        symbol: the symbol as physics text writes it, case included (``TeV``).
        dimension: what its values are expressed in, named by the base unit
            (``eV``); quantities compare only within one dimension.
        scale: its size in that base unit (``1e12`` for ``TeV``).
        kind: the physical quantity it measures (``"energy"``), coarser than the
            dimension: ``yr`` and ``s`` are both ``"time"``.
        prefix: the SI prefix of ``symbol`` (``T``), ``""`` for none.
        symbols: every symbol it is written with, ``symbol`` first (``fb^-1``, ``fb-1``, ``/fb``).
        names: its names, spelled out (``teraelectronvolt``, ``electron volts``).
        readers: the functions of :data:`READERS` that know it.
    """

    symbol: str
    dimension: str
    scale: float
    kind: str
    prefix: str = ""
    symbols: tuple[str, ...] = ()
    names: tuple[str, ...] = ()
    readers: frozenset[str] = READERS


_TABLE: list[Unit] = []


def _fill(templates: tuple[str, ...], prefix: str) -> tuple[str, ...]:
    filled = [t.format(p=prefix, P=_PREFIX_NAMES[prefix]) for t in templates if prefix == "" or "{" in t]
    return tuple(dict.fromkeys(filled))


def _define(symbols: Iterable[str], dimension: str, kind: str, scale: float = 1.0, prefixes: str = "",
            names: Iterable[str] = (), readers: Iterable[str] = READERS, unread: Iterable[str] = (),
            aliases: Optional[dict[str, tuple[str, ...]]] = None, inverse: bool = False) -> None:
    """Add a unit and its prefixed forms to the table.

    ``symbols`` and ``names`` are templates: ``{p}`` stands for the prefix
    symbol, ``{P}`` for its name (``{p}eV``, ``{P}electronvolt``); a template
    without either belongs to the unprefixed unit only (``electron volts``).
    ``unread`` lists prefixed symbols that :func:`quantities` does not read
    although it reads the rest; ``aliases`` gives a prefixed form more names
    (``{"μ": ("micron", "microns")}``); the prefix of an ``inverse`` unit divides
    (1 fb^-1 is 10^15 b^-1).
    """
    symbols, names, readers, unread = tuple(symbols), tuple(names), frozenset(readers), set(unread)
    for prefix in ("", *prefixes):
        written = _fill(symbols, prefix)
        spelled = _fill(names, prefix) + (aliases or {}).get(prefix, ())
        symbol = written[0] if written else spelled[0]
        factor = 10.0 ** (-PREFIXES[prefix] if inverse else PREFIXES[prefix])
        _TABLE.append(Unit(symbol, dimension, scale * factor, kind, prefix, written, spelled,
                           readers - {"quantities"} if symbol in unread else readers))


# A reader left out of a unit's readers did not know it before this table joined their lists, and knowing
# it would change what that reader finds in the bundled corpus; a comment gives any other reason.
_QUOTED = READERS - {"quantities"}  # recognised in evidence, not compared
_define(["{p}eV"], "eV", "energy", prefixes="kMGTP", names=["{P}electronvolt", "{P}electronvolts", "electron volts"])
_define(["{p}eV/c"], "eV/c", "momentum", prefixes="kMGTP", readers=_QUOTED)
_define(["{p}eV/c^2", "{p}eV/c2", "{p}eV/c²"], "eV/c^2", "mass", prefixes="kMGTP", readers=_QUOTED)
_define(["{p}m"], "m", "length", prefixes="fpnμumck", names=["{P}metre", "{P}metres", "{P}meter", "{P}meters"],
        unread=["pm"], aliases={"μ": ("micron", "microns"), "u": ("micron", "microns")})
_define(["X0", "X_0"], "X0", "length", names=["radiation length", "radiation lengths", "nuclear radiation length",
                                              "nuclear radiation lengths"], readers=_QUOTED)
_define(["λ"], "λ", "length", names=["interaction length", "interaction lengths", "nuclear interaction length",
                                     "nuclear interaction lengths"], readers=_QUOTED)
_define(["{p}s", "sec", "secs"], "s", "time", prefixes="fpnμum", names=["{P}second", "{P}seconds"])
_define(["min"], "s", "time", 60, names=["minute", "minutes"])
# "m_h^2 h^2": h is the Higgs field as often as an hour
_define(["h"], "s", "time", 3600, readers=READERS - {"numbers_by_kind"})
_define([], "s", "time", 3600, names=["hour", "hours"])
_define([], "s", "time", 86400, names=["day", "days"], readers=_QUOTED)
_define([], "s", "time", 604800, names=["week", "weeks"], readers=_QUOTED)
_define([], "s", "time", 2629800, names=["month", "months"], readers=_QUOTED)
_define(["yr", "yrs"], "year", "time", names=["year", "years"])
_define(["°", "deg"], "deg", "angle", names=["degree", "degrees"])
_define(["{p}rad"], "rad", "angle", prefixes="mμu", names=["{P}radian", "{P}radians"])
_define(["T"], "T", "field")
# "mT" is read as its name (language.quantities writes it out before lower-casing: "mt" would be megatonnes)
_define([], "T", "field", prefixes="m", names=["{P}tesla", "{P}teslas"], readers=READERS - {"numbers_by_kind"})
_define(["{p}T/s"], "T/s", "field ramp", prefixes="k", readers=_QUOTED)
_define(["%", "pct"], "%", "fraction", names=["percent", "per cent"])
_define(["‰"], "%", "fraction", 0.1, names=["per mille", "per-mille"], readers=_QUOTED)
_define(["ppm"], "%", "fraction", 1e-4, readers=_QUOTED)
_define(["ppb"], "%", "fraction", 1e-7, readers=_QUOTED)
_define(["K"], "K", "temperature", names=["kelvin"])
_define([], "K", "temperature", names=["degrees K", "degrees Kelvin"], readers=_QUOTED)
_define(["°C"], "°C", "temperature", names=["degrees C", "degrees Celsius"], readers=_QUOTED)
_define(["{p}Hz"], "Hz", "frequency", prefixes="kMGT", names=["{P}hertz"])
_define(["{p}W"], "W", "power", prefixes="kMGT", names=["{P}watt", "{P}watts"])
_define(["{p}W/m"], "W/m", "linear power", prefixes="kMGT", readers=_QUOTED)
# the energy a collider draws per integrated luminosity (sustainability studies: "0.6 GWh/fb^-1")
_define(["{p}Wh/fb^-1", "{p}Wh/fb-1", "{p}Wh/fb⁻¹"], "Wh/fb^-1", "energy per luminosity", prefixes="kMGT")
_define(["{p}Wh"], "Wh", "electrical energy", prefixes="kMGT", names=["{P}watt-hour", "{P}watt-hours"])
_define(["{p}V"], "V", "voltage", prefixes="kMG", names=["{P}volt", "{P}volts"], unread=["GV"])
# milli- after mega-: lower-cased, "mv" stays the megavolt; "100 mV" is read by its name (normalised_for_quantities)
_define(["mV"], "V", "voltage", 1e-3, names=["millivolt", "millivolts"], readers={"quantities"})
_define(["mW"], "W", "power", 1e-3, names=["milliwatt", "milliwatts"], readers={"quantities"})
_define(["{p}V/m"], "V/m", "gradient", prefixes="kMG")
_define(["{p}A"], "A", "current", prefixes="kMG", readers=_QUOTED)
# a stored energy in GJ is not the beam energy in TeV a question asks about
_define(["{p}J"], "J", "energy", prefixes="kMG", readers={"written_quantities"})
_define(["{p}Gy"], "Gy", "dose", prefixes="kMG", names=["{P}gray"])
_define(["{p}rad"], "Gy", "dose", 1e-2, prefixes="mkM", readers=_QUOTED)
_define(["{p}Sv"], "Sv", "dose", prefixes="mμu", readers=_QUOTED)
_define(["{p}Pa"], "Pa", "pressure", prefixes="kMG", readers=_QUOTED)
_define(["atm"], "Pa", "pressure", 101325, readers=_QUOTED)
_define(["{p}bar"], "Pa", "pressure", 1e5, prefixes="m", readers=_QUOTED)
_define(["Torr"], "Pa", "pressure", 133.322, readers=_QUOTED)
_define(["{p}g"], "kg", "mass", 1e-3, prefixes="k", names=["{P}gram", "{P}grams"], unread=["g"])
_define([], "kg", "mass", 1e3, names=["tonne", "tonnes", "ton", "tons"])
_define(["t"], "kg", "mass", 1e3, readers={"numbers_by_kind"})
_define(["l"], "l", "volume", names=["litre", "litres", "liter", "liters"], readers=_QUOTED)
_define(["{p}b^-1", "{p}b-1", "{p}b⁻¹", "/{p}b"], "b^-1", "integrated luminosity", prefixes="afpn",
        names=["inverse {P}barn", "inverse {P}barns"], unread=["b^-1"], inverse=True)
_define(["{p}b"], "b", "cross section", prefixes="afpn", names=["{P}barn", "{P}barns"], unread=["b"])
# written_quantities finds "cm^-2" as centimetres with a power
_define(["cm^-2s^-1", "cm^-2 s^-1", "cm^-2·s^-1", "/cm^2/s", "cm-2s-1", "cm-2 s-1"], "cm^-2s^-1", "luminosity",
        readers=READERS - {"written_quantities"})
_define(["cm^-2", "/cm^2", "cm-2"], "cm^-2", "fluence", readers=READERS - {"written_quantities"})
_define(["neq/cm^2", "neq/cm²", "neq/cm2"], "neq/cm^2", "fluence")
_define(["n_eq/cm^2", "neq cm^-2", "n_eq cm^-2"], "neq/cm^2", "fluence", readers=READERS - {"written_quantities"})
_define(["neq"], "neq", "fluence", readers=_QUOTED)
_define(["σ"], "σ", "significance", names=["sigma"], readers=_QUOTED)

#: Every unit the package knows, prefixed forms included.
UNITS: tuple[Unit, ...] = tuple(_TABLE)
del _TABLE


def units_known_to(reader: str) -> list[Unit]:
    """The units that ``reader`` (one of :data:`READERS`) knows."""
    return [unit for unit in UNITS if reader in unit.readers]


@lru_cache(maxsize=1)
def unit_words() -> frozenset[str]:
    """Every symbol and name of a unit muonrag knows, lower-cased (``mev``, ``tesla``)."""
    words = set()
    for unit in UNITS:
        for spelling in (*unit.symbols, *unit.names):
            words.add(spelling.lower())
    return frozenset(words)


def looks_like_unit(word: str) -> bool:
    """A short symbol of a unit (``mm^2``, ``w/cm``, ``mev/c``, ``msv``), not an ordinary word."""
    word = word.strip().lower()
    if not word or len(word) > 12:
        return False
    base = re.split(r"[\^/⁻²³0-9]", word)[0]
    if word in unit_words() or base in unit_words() or "/" in word or "^" in word or re.search(r"[²³⁻¹]", word):
        return True
    return bool(re.fullmatch(r"(?:[fpnμumckmgtp]?(?:sv|gy|ev|b|hz|w|v|a|j|pa|bar|g|l|t|m|s|rad))", base))
