"""Quantities, years, reasons and names in evidence text, and whether a sentence has the form a question asks for.

The offline answerer (:mod:`muonrag.answer.extractive`) lowers the score of a
sentence that does not :func:`fits` its question: a value question needs a new
quantity of the kind asked for, a date question a year, a why/how question a
reason. The quantities are found with :mod:`muonrag.core.quantities`; what the
question asks for comes from :mod:`muonrag.answer.question_kinds`.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Sequence

from muonrag.answer.grounding import tokens
from muonrag.answer.question_kinds import asked_kinds, counted_nouns, focus_terms
from muonrag.core.quantities import (
    KIND_PATTERNS,
    NUMBER_WORDS,
    PLURAL_NUMBER_WORDS,
    QUERY_UNIT_WORDS,
    YEAR,
    numbers_by_kind,
    written_quantities,
)

_REASON = re.compile(
    r"\b(?:because|since|so\s+that|so|therefore|thus|hence|due\s+to|owing\s+to|thanks\s+to|as\s+a\s+result|"
    r"in\s+order\s+to|by|through|via|using|which|whereby|means\s+that|allows?|allowing|enables?|makes?|"
    r"causes?|leads?\s+to|results?\s+in|reduces?|reducing|increases?|increasing|prevents?|protects?|"
    r"helps?|avoids?|removes?|suppresse?s?|absorbs?|converts?|traps?|confines?|spreads?|sweeps?|"
    r"compensates?|cancels?|limits?|requires?|needs?|drives?|depends?\s+on|is\s+why|this\s+is\s+why)\b",
    re.I,
)
# Stems of the words that may give a number of things; "double layers" are a kind of layer, not two of them.
_NUMBERISH = frozenset(tokens(" ".join(sorted((NUMBER_WORDS | PLURAL_NUMBER_WORDS | {"several", "few"}) - {"double"}))))


def _numeric_tokens(text: str) -> set[str]:
    return {t for t in tokens(text) if any(c.isdigit() for c in t)}


def has_new_quantity(text: str, question: str) -> bool:
    """True when ``text`` states a quantity that is not one the question already gives.

    "What is the lifetime of a 5 TeV muon?" is not answered by a sentence
    whose only number is "5 TeV".
    """
    asked = _numeric_tokens(question)
    for quantity in written_quantities(text):
        numeric = _numeric_tokens(quantity)
        if not numeric or not numeric <= asked:
            return True
    return False


def has_year(text: str) -> bool:
    """True when ``text`` names a year (1800-2099)."""
    return bool(YEAR.search(text))


def has_reason(text: str) -> bool:
    """True when ``text`` gives a reason or a mechanism (a causal or instrumental connective)."""
    return bool(_REASON.search(text))


def conflicts(text: str, question: str) -> bool:
    """True when ``text`` is about another setting than the question's: the question names a
    quantity ("at 3 TeV", "a 20 T solenoid") that ``text`` lacks while it gives other values of
    the same kind ("at 10 TeV", "a 40 T solenoid")."""
    asked = numbers_by_kind(question)
    if not asked:
        return False
    given = numbers_by_kind(text)
    for kind, values in asked.items():
        if kind in given and not (values & given[kind]):
            return True
    return False


def counts(text: str, nouns: Sequence[str]) -> bool:
    """True when ``text`` gives a number of one of ``nouns`` ("21 bunches", "four double layers", "layers: 40")."""
    words = tokens(text)
    for i, word in enumerate(words):
        if word not in nouns:
            continue
        before = words[max(0, i - 4):i]
        if any(any(c.isdigit() for c in w) or w in _NUMBERISH for w in before):
            return True
        after = words[i + 1:i + 2]
        if after and any(c.isdigit() for c in after[0]):
            return True
    return False


def fits(kinds: frozenset[str], text: str, question: str) -> bool:
    """True when ``text`` has one of the forms the question asks for
    (see :func:`~muonrag.answer.question_kinds.question_kinds`).

    Beyond the form, a value answer must count what a "how many" question
    counts, be of the kind the question asks for ("in tonnes", "how cold",
    "cost"), and not be about another setting (:func:`conflicts`).
    """
    if conflicts(text, question):
        return False
    focus = focus_terms(question)
    if focus and not focus & set(tokens(text)):
        return False
    if not kinds:
        return True
    if "value" in kinds and has_new_quantity(text, question):
        nouns = counted_nouns(question)
        wanted = asked_kinds(question)
        ok = True
        if nouns and not counts(text, nouns):
            ok = False
        if wanted and not any(KIND_PATTERNS[kind].search(text) for kind in wanted):
            ok = False
        if ok:
            return True
    if "date" in kinds and has_year(text):
        return True
    return "reason" in kinds and has_reason(text)


# --- the names a question gives ------------------------------------------------------------

_NAME_PIECE = re.compile(r"[^\s,;:?!()\[\]/\"“”‘’'-]+")


def question_names(question: str) -> list[str]:
    """The names a question gives: acronyms and other words with two capitals or more ("MUSIC",
    "MuColl", "IMCC", "Nb3Sn"), units ("TeV", "MV") left out; a hyphenated word counts by its parts."""
    out: list[str] = []
    for piece in _NAME_PIECE.findall(question):
        piece = piece.strip(".")
        if sum(c.isupper() for c in piece) < 2 or piece.lower() in QUERY_UNIT_WORDS or not piece[0].isalpha():
            continue
        if piece not in out:
            out.append(piece)
    return out


@lru_cache(maxsize=1024)
def _name_forms(name: str) -> tuple[str, ...]:
    from muonrag.core.glossary import Glossary

    forms = [name]
    if name.endswith("s") and sum(c.isupper() for c in name[:-1]) >= 2:
        forms.append(name[:-1])  # "LGADs", "RPCs"
    for entry in Glossary.load().entries:
        if entry.term in forms:
            forms.extend(entry.expansions)
    return tuple(forms)


def mentions_name(name: str, text: str) -> bool:
    """True when ``text`` mentions ``name``: itself (its singular too) or, for an acronym of the
    glossary, one of its expansions ("HCAL" or "hadronic calorimeter")."""
    lowered = text.lower()
    return any(re.search(r"(?<!\w)" + re.escape(form.lower()) + r"(?!\w)", lowered) for form in _name_forms(name))


def names_present(names: Sequence[str], text: str, headings: Sequence[str] = ()) -> bool:
    """True when every one of ``names`` is mentioned by ``text`` (a unit with what precedes it in its
    chunk: what "it" may refer to) or by one of its ``headings`` (title, section) that names nothing else.

    A heading about one thing ("SMEFT: the Standard Model Effective Field Theory") says what its
    passages are about; a heading that lists several ("Detector concepts: MuColl, MAIA and MUSIC")
    does not say which of them a passage describes.
    """
    for name in names:
        if mentions_name(name, text):
            continue
        if not any(mentions_name(name, h) and all(mentions_name(other, name) or mentions_name(name, other)
                                                  for other in question_names(h)) for h in headings if h):
            return False
    return True
