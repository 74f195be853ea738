"""Quantities, years, reasons and names in evidence text, and whether a sentence has the form a question asks for.

The offline answerer (:mod:`muonrag.answer.extractive`) lowers the score of a
sentence that does not :func:`fits` its question: a value question needs a new
quantity of the kind asked for, a date question a year, a why/how question a
reason. The quantities are found with :mod:`muonrag.language.quantities`; what the
question asks for comes from :mod:`muonrag.language.question_kinds`.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import AbstractSet, Optional, Sequence

from muonrag.language.tokenize import tokens
from muonrag.core.numbers import ORDINALS
from muonrag.language.question_kinds import asked_kinds, counted_nouns, focus_terms
from muonrag.language.quantities import (
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
    return bool(asked) and other_setting(asked, numbers_by_kind(text))


def other_setting(asked: dict[str, set[str]], given: dict[str, set[str]]) -> bool:
    """:func:`conflicts` on values already read (:func:`~muonrag.language.quantities.numbers_by_kind` of the
    question and of the text), for a caller that reads each text once for many questions."""
    return any(kind in given and not (values & given[kind]) for kind, values in asked.items())


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


def fits(kinds: frozenset[str], text: str, question: str, *, conflict_checked: bool = False,
         words: Optional[AbstractSet[str]] = None) -> bool:
    """True when ``text`` has one of the forms the question asks for
    (see :func:`~muonrag.language.question_kinds.question_kinds`).

    Beyond the form, a value answer must count what a "how many" question
    counts, be of the kind the question asks for ("in tonnes", "how cold",
    "cost"), and not be about another setting (:func:`conflicts`; with
    ``conflict_checked`` the caller has found it is not). ``words``: the text's distinct
    tokens, where the caller has them.
    """
    if not conflict_checked and conflicts(text, question):
        return False
    focus = focus_terms(question)
    wanted = asked_kinds(question)
    # "what field": a value of the kind asked for ("a 5 T solenoid") says what the question's word names
    if focus and not focus & (set(tokens(text)) if words is None else words) and not (
            "value" in kinds and wanted and any(KIND_PATTERNS[kind].search(text) for kind in wanted)):
        return False
    if not kinds:
        return True
    if "value" in kinds and has_new_quantity(text, question):
        nouns = counted_nouns(question)
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
    from muonrag.language.glossary import Glossary

    forms = [name]
    if name.endswith("s") and sum(c.isupper() for c in name[:-1]) >= 2:
        forms.append(name[:-1])  # "LGADs", "RPCs"
    for entry in Glossary.load().entries:
        if entry.term in forms:
            forms.extend(entry.expansions)
    return tuple(forms)


def name_forms(name: str) -> tuple[str, ...]:
    """``name`` and, for an acronym of the glossary, its expansions ("RF", "radio frequency")."""
    return _name_forms(name)


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
                                                  or _unversioned(name) == other for other in question_names(h))
                   for h in headings if h):
            return False
    return True


_VERSION = re.compile(r"(?:[_-]v|\s+v)\d+(?:[._]\d+)*$", re.I)


def _unversioned(name: str) -> str:
    """``name`` without its version ("MAIA_v1": "MAIA"): a heading about "MAIA_v1 ... of the MAIA detector"
    names one thing, a version of it."""
    return _VERSION.sub("", name)


# --- the kind of thing a question names ----------------------------------------------------

_LIST_JOINS = frozenset({",", "and", "or", "/"})
_RAW_WORD = re.compile(r"[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*|\d[\d.,]*|[^\sA-Za-z0-9]")
# words that narrow nothing down: "the total energy" is answered by "the energy"; a count ("two layers")
# says how many, not which kind
_NOT_KINDS = frozenset(tokens(
    "main typical total overall expected estimated approximate target nominal current exact value number amount "
    "level kind type sort each every all both other same new first second last final different various several many "
    "much more most less least high higher low lower large larger small smaller full whole given such its their this "
    "that these those which what whose how can could will would may might should must does do did is are was were be "
    "one two three four five six seven eight nine ten eleven twelve twenty hundred thousand few couple dozen"
)) | frozenset(tokens(" ".join(ORDINALS)))


# verbs that follow their subject as a head follows its modifier ("particles make up", "the RCS accelerates"):
# no kind of thing
_VERB_HEADS = frozenset(tokens(
    "make makes made accelerate accelerates produce produces use uses reach reaches give gives provide provides need "
    "needs require requires deposit deposits arrive arrives dominate dominates affect affects reduce reduces increase "
    "increases contain contains surround surrounds sit sits lie lies enter enters leave leaves decay decays operate "
    "operates store stores consume consumes generate generates cause causes allow allows measure measures detect "
    "detects reconstruct reconstructs shield shields protect protects capture captures fill fills feed feeds ramp "
    "ramps come comes go goes depend depends vary varies be been being is are was were has have had do does did must "
    "can could should will would may might shall"))


def _modified_heads(text: str) -> list[tuple[frozenset[str], str, str]]:
    """(modifier stems, head word, the words) for each word of ``text`` after a modifier, as in "quartic
    self-coupling" ({quartic}, coupling) or "W, Z and photon couplings" ({w, z, photon}, coupling).
    A word after a number is its unit, not a modifier ("3 TeV muon")."""
    words = _RAW_WORD.findall(text)
    pairs = []
    for i, word in enumerate(words):
        if not word[0].isalpha() or (word.endswith("ed") and not word.endswith("eed")):
            continue  # "results published" names no kind
        if "-" in word and set(tokens(word.split("-")[0])) & _NOT_KINDS:
            continue  # "high-field" modifies; it names no kind itself
        if i == 0 or not words[i - 1][0].isalpha() or (i >= 2 and words[i - 2][0].isdigit()):
            continue
        if set(tokens(word)) & _VERB_HEADS or word.lower() in ("up", "out", "down", "off"):
            continue  # "particles make up", "the RCS accelerates": a verb after its subject names no kind
        before, modifier = words[i - 1], tokens(words[i - 1])
        if sum(c.isupper() for c in before) >= 2 or not tokens(word):
            continue  # a name (VXD layer) is the names' check
        if not modifier or modifier[-1] in _NOT_KINDS or not modifier[-1].isalpha() or modifier[-1] in _VERB_HEADS:
            continue  # (nor does a verb before its object: "produce muons")
        modifiers, j = {modifier[-1]}, i - 1
        while True:  # a list of modifiers ("W, Z and photon"): each names the head
            k = j - 1
            while k >= 0 and words[k].lower() in _LIST_JOINS:
                k -= 1
            if k == j - 1 or k < 0 or not words[k][0].isalpha():
                break
            modifiers.update(tokens(words[k]))
            j = k
        # the head as written, not stemmed ("demonstrator" is not "demonstrate"), a compound by its
        # last part ("self-coupling" is a coupling), its plural s dropped
        head = word.lower().rsplit("-", 1)[-1].removesuffix("s")
        pairs.append((frozenset(modifiers), head, f"{before} {word}"))
    return pairs


def _same_stem(a: str, b: str) -> bool:
    return a.startswith(b) or b.startswith(a)  # inner / innermost, hadron / hadronic


def other_kind(question: str, text: str, before: str = "", headings: Sequence[str] = ()) -> str:
    """The kind of thing ``text`` names instead of the question's, or ``""``.

    Asked for the *quartic* self-coupling, a sentence about the *trilinear*
    self-coupling answers another question, however close its words: the
    question names a head word with a modifier (quartic self-coupling, outer
    tracker, proton beam), the text names the same head only with modifiers
    that the question does not hold, and the question's modifier is nowhere in
    the text. A text that does not name the head at all ("Of order 20-30
    percent at 3 TeV") is read with the sentence ``before`` it, which says
    what it is about; the question's modifier may also be in the ``headings``
    (title, section) of the text's chunk ("Neutrino-induced radiation").
    Returned as the text's words ("trilinear self-coupling").
    """
    asked = set(tokens(question))
    wanted = _modified_heads(question)
    if before and not any(h in text.lower() for _, h, _ in wanted):
        text = f"{before} {text}"
    said = set(tokens(" ".join((text, *headings))))
    given = _modified_heads(text)
    for modifiers, head, _ in wanted:
        if any(_same_stem(m, s) for m in modifiers for s in said):
            continue
        named = [(words, any(_same_stem(m, a) for m in ms for a in asked)) for ms, h, words in given if h == head]
        if named and not any(asked_for for _, asked_for in named):
            return named[0][0]
    return ""


def narrower_kind(question: str, text: str, headings: Sequence[str] = (), ignore: frozenset[str] = frozenset()) -> str:
    """The question's words for a narrower kind of a thing ``text`` names bare, or ``""``.

    Asked for the *integrated* luminosity, a table row labelled "Luminosity"
    gives another quantity: the question puts a modifier before a head word of
    ``text`` (integrated luminosity, proton beam), and neither ``text`` nor its
    ``headings`` (a table's caption, title, section) hold the modifier. Modifiers
    in ``ignore`` (stems of words that narrow nothing down in the corpus, such as
    "muon") do not count.
    """
    said = set(tokens(" ".join((text, *headings))))
    heads = {w.lower().rsplit("-", 1)[-1].removesuffix("s") for w in _RAW_WORD.findall(text) if w[0].isalpha()}
    for modifiers, head, words in _modified_heads(question):
        if head not in heads or modifiers <= ignore:
            continue
        if not any(_same_stem(m, s) for m in modifiers for s in said):
            return words
    return ""
