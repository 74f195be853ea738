"""The setting of a statement: which machine, at which energy, with what status.

"The luminosity is 2e35 cm^-2 s^-1" is a different fact at CLIC and at the muon
collider, at 3 TeV and at 10 TeV, as a design goal and as a measurement. Each
evidence sentence carries its :class:`Setting`, read from the sentence, then
from its section heading, then from its document title (the nearest that says
one); a claim must not move a value to another setting (rules
``scenario.machine``, ``scenario.energy`` and ``status.goal_vs_result``).
The same reading tags chunks at ingestion (metadata ``machine``), so that a
search can be narrowed to one machine.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Optional

from muonrag.grounding.lexicon import Lexicon

_ENERGY = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)\s*(?:-\s*)?(TeV|GeV)\b(?!\s*/)", re.I)
# energies of a machine, not of a particle or a deposit: "a 10 TeV collider", "√s = 3 TeV", "at 3 TeV"
_COLLIDER_ENERGY = re.compile(
    r"(?:√\s*s|sqrt\s*\(?\s*s\s*\)?|centre[- ]of[- ]mass|center[- ]of[- ]mass|collision energy|"
    r"\bat\b|\bfor\b|\bof\b)\s*(?:energ(?:y|ies)\s*(?:of\s*)?)?=?\s*(\d+(?:\.\d+)?)\s*(TeV)\b"
    r"|(?<![\w.])(\d+(?:\.\d+)?)\s*-?\s*(TeV)\s+(?:muon\s+)?(?:collider|machine|stage|option|design|run|operation|MuC)",
    re.I,
)


@dataclass(frozen=True)
class Setting:
    """Where a statement holds.

    Attributes:
        machines: the machines it is said of (labels of the profile's ``machines``: ``muon-collider``,
            ``CLIC``, ``MAP``...); empty when the text names none.
        energies: centre-of-mass energies in TeV it is said for; empty when it names none.
        status: ``goal``, ``required``, ``design``, ``planned``, ``simulated`` or ``measured``,
            or ``None`` (stated as a fact).
        detectors: the detector concepts or experiments it is said of (the profile's ``detectors``: MAIA, CLICdet...).
        source: where each part was read (``sentence``, ``section`` or ``document``), for messages.
    """

    machines: frozenset[str] = frozenset()
    energies: tuple[float, ...] = ()
    status: Optional[str] = None
    source: str = "sentence"
    detectors: frozenset[str] = frozenset()

    def describe(self) -> str:
        """A short label for the reader: ``"CLIC · 3 TeV · simulated"``; empty when nothing is known."""
        parts = [", ".join(sorted(self.machines))] if self.machines else []
        parts += [", ".join(sorted(self.detectors))] if self.detectors else []
        parts += [" / ".join(f"{e:g} TeV" for e in self.energies)] if self.energies else []
        parts += [self.status] if self.status else []
        return " · ".join(parts)

    def is_empty(self) -> bool:
        return not (self.machines or self.energies or self.status or self.detectors)


def machines_in(text: str, lexicon: Optional[Lexicon] = None) -> frozenset[str]:
    """The machines ``text`` names (``HL-LHC`` is not also ``LHC``)."""
    return _machines(text, lexicon or Lexicon.load())


@lru_cache(maxsize=8192)
def _machines(text: str, lexicon: Lexicon) -> frozenset[str]:
    # the longest names written first, each place of the text read once: "HL-LHC" is not also "LHC", nor "Muon
    # Accelerator Program" a "muon accelerator"
    spans = sorted(((m.start(), m.end(), label) for label, pattern in lexicon.patterns("machines").items()
                    for m in pattern.finditer(text) if m.end() > m.start()), key=lambda s: (s[0] - s[1], s[0]))
    taken: list[tuple[int, int]] = []
    found: set[str] = set()
    for start, end, label in spans:
        if all(end <= a or start >= b for a, b in taken):
            taken.append((start, end))
            found.add(label)
    return frozenset(found)


def detectors_in(text: str, lexicon: Optional[Lexicon] = None) -> frozenset[str]:
    """The detector concepts and experiments ``text`` names (MAIA in "MAIA_v0" too)."""
    return _detectors(text, lexicon or Lexicon.load())


@lru_cache(maxsize=8192)
def _detectors(text: str, lexicon: Lexicon) -> frozenset[str]:
    return frozenset(name for name in lexicon.words("detectors")
                     if re.search(rf"(?<![A-Za-z0-9]){re.escape(name)}(?![A-Za-z0-9])", text))


def energies_in(text: str) -> tuple[float, ...]:
    """Collider energies ``text`` states (TeV): "√s = 3 TeV", "at 10 TeV", "a 10 TeV collider"."""
    values: list[float] = []
    for match in _COLLIDER_ENERGY.finditer(text):
        value = match.group(1) or match.group(3)
        values.append(float(value))
    return tuple(dict.fromkeys(values))


_LISTED_ENERGIES = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)((?:\s*(?:,|and|or|to|-|–)\s*\d+(?:\.\d+)?)*)\s*(TeV)\b", re.I)


def energies_mentioned(text: str) -> tuple[float, ...]:
    """Every TeV value ``text`` names, lists included ("at 3 and 10 TeV" names 3 and 10)."""
    out: list[float] = []
    for match in _LISTED_ENERGIES.finditer(text):
        out.append(float(match.group(1)))
        out.extend(float(v) for v in re.findall(r"\d+(?:\.\d+)?", match.group(2) or ""))
    return tuple(dict.fromkeys(out))


def all_energies(text: str) -> tuple[float, ...]:
    """Every energy in TeV (or GeV converted) that ``text`` states."""
    out = []
    for value, unit in _ENERGY.findall(text):
        out.append(float(value) / (1000.0 if unit.lower() == "gev" else 1.0))
    return tuple(dict.fromkeys(out))


def status_in(text: str, lexicon: Optional[Lexicon] = None) -> Optional[str]:
    """The status ``text`` gives its statement, or ``None``: the first of goal, required, design, planned,
    simulated, measured that it names (in that order: "the goal is to measure" is a goal)."""
    return _status(text, lexicon or Lexicon.load())


@lru_cache(maxsize=8192)
def _status(text: str, lexicon: Lexicon) -> Optional[str]:
    for label, pattern in lexicon.patterns("statuses").items():
        if pattern.search(text):
            return label
    return None


def read_setting(sentence: str, section: str = "", title: str = "", lexicon: Optional[Lexicon] = None) -> Setting:
    """The setting of ``sentence``: each part from the sentence, else its section heading, else its document title.

    The status is the sentence's own, or its section's ("Design goals > Luminosity"); a document
    title's status ("Simulation studies of ...") is too broad to bind each sentence of it.
    """
    lexicon = lexicon or Lexicon.load()
    machines, where = machines_in(sentence, lexicon), "sentence"
    if not machines:
        machines, where = machines_in(section, lexicon), "section"
    if not machines:
        machines, where = machines_in(title, lexicon), "document"
    energies = energies_in(sentence) or energies_in(section) or energies_in(title)
    status = status_in(sentence, lexicon) or status_in(section, lexicon)
    detectors = detectors_in(sentence, lexicon) or detectors_in(section, lexicon) or detectors_in(title, lexicon)
    return Setting(machines=machines, energies=energies, status=status, source=where, detectors=detectors)
