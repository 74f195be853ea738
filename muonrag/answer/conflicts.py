"""Sources that disagree: the same quantity, in the same setting, given different values by two documents.

An answer never settles a disagreement silently. After the claims are
checked, every evidence chunk (flagged ones included: a planted document is
where a disagreement usually comes from) is read for values with a unit;
two values of one dimension disagree when

* they are from different documents,
* the words that name them (the content words just before and after each
  number, in its sentence) agree (:data:`MIN_SHARED_WORDS`, :data:`MIN_SHARED_SHARE`),
  or their sentences are paraphrases (:data:`PARAPHRASE_SHARE`), and the two
  sentences share a word of the question,
* their settings (machine, energy, detector, status: :mod:`muonrag.grounding.setting`;
  the part of the machine or detector) do not tell them apart, and
* no value of one is within :data:`TOLERANCE` of a value of the other (a
  range counts as all the values between its ends).

Only disagreements that touch the answer are reported: one side is a
statement an answer's claim quotes, or, when the answer abstained, both sides
bear on the question. Each is a :class:`Conflict`; the answer lists them
(``Answer.conflicts``), says so in its warnings, and notes it on each claim
concerned, naming both sources, so that neither value is ever shown as the
answer without the other.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Optional, Sequence

from muonrag.language.quantities import normalised_for_quantities, quantities
from muonrag.grounding.amounts import stems
from muonrag.grounding.sentences import split_sentences
from muonrag.grounding.lexicon import Lexicon
from muonrag.grounding.setting import Setting, energies_mentioned, read_setting

if TYPE_CHECKING:
    from muonrag.answer.schema import Answer, Evidence

#: Stems the names of two values must share to be the same quantity, and the share of the shorter name's stems
#: that is (chosen on the eight cases of ``benchmarks/planted_authority/conflicts.jsonl`` and the questions of three
#: honest benchmark sets; see ``benchmarks/bench_planted.py``).
MIN_SHARED_WORDS = 2
MIN_SHARED_SHARE = 0.7
#: The share of the shorter sentence's stems two paraphrases share.
PARAPHRASE_SHARE = 0.5

#: Stems of the name read on each side of a number: the nearest ones in its clause.
_NAME_BEFORE, _NAME_AFTER = 6, 4
#: Relative difference within which two values agree (rounding, "about").
TOLERANCE = 0.1
#: Characters read before and after a number for the words that name it.
_BEFORE, _AFTER = 70, 30
#: Disagreements reported at most, per answer.
MAX_CONFLICTS = 3
_CLAUSE_EDGE = re.compile(r"[;:]|,\s+(?:while|whereas|but|and)\b")
#: An energy that a value is given at: "at 10 TeV", "for the 3 TeV stage", "10 TeV:".
_ENERGY_AT = re.compile(r"(\d+(?:\.\d+)?)\s*-?\s*(tev|gev)\b", re.I)
#: Words that name no quantity (they come with every value).
_STOP = frozenset({"valu", "value", "about", "approxim", "design", "paramet", "give", "given", "quot", "quote", "us", "use",
                   "which", "where", "there", "here", "also", "than", "around", "nomin", "typic",
                   # units and their pieces, which name no quantity
                   "tev", "gev", "mev", "kev", "ev", "ab", "fb", "pb", "cm", "mm", "km", "nm", "um", "hz", "khz", "mhz", "ghz",
                   "ps", "ns", "us", "ms", "mw", "kw", "gw", "tw", "mv", "kv", "gy", "mgy", "kgy", "sv", "msv", "per",
                   "respect", "respectiv"})


@dataclass
class Statement:
    """One value an evidence chunk states: its number in the evidence, its document, the value as written and in
    base units, the words that name it, its setting and its sentence."""

    number: int
    doc_id: str
    title: str
    written: str
    dimension: str
    values: tuple[float, ...]
    words: frozenset[str]
    setting: Setting
    sentence: str
    flags: tuple[str, ...] = ()
    parts: frozenset[str] = frozenset()
    #: The stems of its name before the number alone ("the opening angle of the nozzles is 10 degrees").
    name: frozenset[str] = frozenset()
    #: The content stems of its whole sentence.
    context: frozenset[str] = frozenset()

    def to_dict(self) -> dict:
        return {"number": self.number, "doc_id": self.doc_id, "title": self.title, "value": self.written,
                "sentence": self.sentence, "setting": self.setting.describe(), "flags": list(self.flags)}


@dataclass
class Conflict:
    """Two sources giving different values for one quantity in one setting."""

    quantity: str
    statements: list[Statement] = field(default_factory=list)

    def message(self) -> str:
        """One line for the reader, naming both sources and both values."""
        parts = []
        for s in self.statements:
            flagged = " (flagged: it claims authority over the other sources, and is not cited)" \
                if "claims_authority" in s.flags else (" (flagged, not cited)" if s.flags else "")
            parts.append(f"[{s.number}] {s.title or s.doc_id} gives {s.written}{flagged}")
        return (f"the sources disagree on the {self.quantity}: " + "; ".join(parts) +
                ". Neither is taken over the other here: check both before using the value.")

    def to_dict(self) -> dict:
        return {"quantity": self.quantity, "statements": [s.to_dict() for s in self.statements], "message": self.message()}


def statements(evidence: "Evidence") -> list[Statement]:
    """The values with a unit that ``evidence`` states, sentence by sentence."""
    found: list[Statement] = []
    for sentence in split_sentences(evidence.text):
        text = normalised_for_quantities(sentence)
        by_dimension: dict[str, list] = {}
        for q in quantities(sentence):
            if q.dimension is None:
                continue
            by_dimension.setdefault(q.dimension, []).append(q)
        if not by_dimension:
            continue
        whole = read_setting(sentence, evidence.section or "", evidence.title or "")
        sentence_words = frozenset(stems(sentence)) - _STOP
        flat = " ".join(sentence.split())
        parts = subsystems_in(sentence) or subsystems_in(evidence.section or "") or subsystems_in(evidence.title or "")
        for dimension, found_here in by_dimension.items():
            for q in found_here:
                if dimension == "eV" and (q.value >= 1e12 or text[q.end:q.end + 5].strip().startswith("neq")):
                    continue  # a machine's energy is its setting (scenario rules); "1 MeV neq" names a unit
                setting = _own_setting(whole, text, q)
                before = _CLAUSE_EDGE.split(text[max(0, q.start - _BEFORE):q.start])[-1]
                after = _CLAUSE_EDGE.split(text[q.end:q.end + _AFTER])[0]
                name = _nearest(before, _NAME_BEFORE, last=True)
                words = frozenset(name | _nearest(after, _NAME_AFTER, last=False))
                same = tuple(o.value for o in found_here if o.written == q.written or _joined(o, q, text))
                found.append(Statement(evidence.number, evidence.doc_id, evidence.title, q.written, dimension,
                                       same or (q.value,), words, setting, flat,
                                       tuple(evidence.flags), parts, name, sentence_words))
    return found


def subsystems_in(text: str) -> frozenset[str]:
    """The parts of a detector or machine ``text`` names (the lexicon's ``subsystems``: ``vertex``, ``ecal``...)."""
    return frozenset(label for label, pattern in Lexicon.load().patterns("subsystems").items() if pattern.search(text))


def _nearest(text: str, count: int, last: bool) -> frozenset[str]:
    """The ``count`` content stems of ``text`` nearest the number (its last ones when ``last``), numbers' words left out."""
    found = [w for w in (frozenset(stems(word)) - _STOP for word in text.split()) if w]
    chosen = found[-count:] if last else found[:count]
    return frozenset(stem for word in chosen for stem in word)


def _same_quantity(a: "Statement", b: "Statement") -> bool:
    """Whether two statements give one quantity: the words naming the values agree (:func:`_similar`), or they
    share some and the two sentences say nearly the same thing otherwise (a paraphrase: at least
    :data:`PARAPHRASE_SHARE` of the shorter sentence's stems)."""
    if _similar(a.words, b.words) or _similar(a.name, b.name, at_least=3):
        return True
    return len(a.words & b.words) >= MIN_SHARED_WORDS and _similar(a.context, b.context, at_least=4, share=PARAPHRASE_SHARE)


def _similar(a: frozenset[str], b: frozenset[str], at_least: int = MIN_SHARED_WORDS, share: float = 0.0) -> bool:
    """Whether the words naming two values name the same quantity (see :data:`MIN_SHARED_WORDS`): the words on
    both sides of the numbers, or (``at_least`` three shared) the words before them alone, where a name is
    usually written ("the opening angle of the nozzles is 10 degrees, chosen to ...")."""
    shared = a & b
    return len(shared) >= at_least and len(shared) >= (share or MIN_SHARED_SHARE) * min(len(a), len(b))


def _own_setting(whole: Setting, text: str, q) -> Setting:
    """The setting of one value: its sentence's, but with the energy its own clause names when the sentence names
    several ("1 ab-1 at 3 TeV and 10 ab-1 at 10 TeV")."""
    if len(whole.energies) < 2:
        return whole
    start = max((m.end() for m in _CLAUSE_EDGE.finditer(text, 0, q.start)), default=0)
    end = next((m.start() for m in _CLAUSE_EDGE.finditer(text, q.end)), len(text))
    clause = text[start:end]
    near = energies_mentioned(clause)
    mentions = [(abs(m.start() - (q.start - start)), float(m.group(1)) * (1e-3 if m.group(2).lower() == "gev" else 1))
                for m in _ENERGY_AT.finditer(clause)]
    if mentions:  # the energy written nearest the value
        return replace(whole, energies=(min(mentions)[1],))
    return replace(whole, energies=tuple(near)) if near else whole


def _joined(a, b, text: str) -> bool:
    """Whether two quantities are the two ends of one range ("10-15 degrees", "10 to 15°")."""
    first, second = (a, b) if a.start < b.start else (b, a)
    return 0 < second.start - first.end <= 5 and re.fullmatch(r"\s*(?:-|–|to|and)\s*", text[first.end:second.start]) is not None


def _agree(a: Sequence[float], b: Sequence[float]) -> bool:
    """Whether two values (or ranges) can be the same: their spans overlap once each is widened by the tolerance."""
    def span(values: Sequence[float]) -> tuple[float, float]:
        ends = [v * (1 - TOLERANCE) for v in values] + [v * (1 + TOLERANCE) for v in values]
        return min(ends), max(ends)

    (low_a, high_a), (low_b, high_b) = span(a), span(b)
    return low_a <= high_b and low_b <= high_a


def _same_setting(a: Setting, b: Setting) -> bool:
    """Whether nothing in the two settings tells them apart (a part one of them does not say is no difference)."""
    if a.machines and b.machines and not a.machines & b.machines:
        return False
    if a.energies and b.energies and not set(a.energies) & set(b.energies):
        return False
    if a.detectors and b.detectors and not a.detectors & b.detectors:
        return False
    return not (a.status and b.status and a.status != b.status)


def find_conflicts(answer: "Answer") -> list[Conflict]:
    """The disagreements between the answer's evidence that touch the answer (see the module docstring)."""
    question = frozenset(stems(answer.question)) - _STOP
    if not question or not answer.evidence:
        return []
    found = [s for e in answer.evidence for s in statements(e)]
    relevant = [s for s in found if s.context & question]
    quoted = {(c.number, " ".join(c.quote.split())) for claim in answer.claims for c in claim.citations}
    anchors = [s for s in relevant if any(n == s.number and s.written in q or (q and q in s.sentence)
                                          for n, q in quoted)] if answer.claims else relevant
    conflicts: list[Conflict] = []
    seen: set[frozenset] = set()
    for anchor in anchors:
        for other in relevant:
            if other.doc_id == anchor.doc_id or other.dimension != anchor.dimension:
                continue
            if not anchor.context & other.context & question:
                continue
            if not _same_quantity(anchor, other):
                continue
            if anchor.parts and other.parts and not anchor.parts & other.parts:
                continue  # the same quantity of two parts: the vertex detector's dose is not the calorimeter's
            if not _same_setting(anchor.setting, other.setting) or _agree(anchor.values, other.values):
                continue
            key = frozenset({(anchor.number, anchor.written), (other.number, other.written)})
            if key in seen:
                continue
            seen.add(key)
            conflicts.append(Conflict(_name(anchor, other), [anchor, other]))
            if len(conflicts) >= MAX_CONFLICTS:
                return conflicts
    return conflicts


def _name(a: Statement, b: Statement) -> str:
    """What the two values are of: the words of the anchor's sentence that both names share."""
    shared = a.words & b.words
    words = re.findall(r"[^\W\d_][\w-]*", a.sentence)
    named = [w for w in words if frozenset(stems(w)) & shared]
    named = list(dict.fromkeys(w.lower() for w in named))
    return " ".join(named[:5]) or "same quantity"


def mark_conflicts(answer: "Answer") -> "Answer":
    """Find the answer's conflicts and say so: ``answer.conflicts``, a warning each, and a note on each claim
    that quotes one of the two statements."""
    conflicts = find_conflicts(answer)
    answer.conflicts = [c.to_dict() for c in conflicts]
    for conflict in conflicts:
        message = conflict.message()
        answer.warnings.append(message)
        numbers = {s.number for s in conflict.statements}
        for claim in answer.claims:
            if numbers & set(claim.numbers) and message not in claim.notes:
                claim.notes.append(message)
    return answer
