"""The guard: a sub-query may rephrase the question, never add facts to it.

A sub-query is rejected when it brings in something that neither the
original question nor the glossary expansion of the question's terms
contains:

* a number (with its exponent and unit, also in words or Roman numerals) or an arXiv id;
* a title: quoted, or unquoted and in any case ("the muon smasher handbook":
  a document word such as handbook, report or proceedings after words the
  question does not use);
* a name: a capitalised word at any position, the first included
  ("Smith tungsten nozzles"; an ordinary capitalised first word such as
  "Timing" passes when the question, the glossary or a short list of common
  query words has it), "x et al" in any case, "according to x", "x's";
* an acronym in any case ("FCC-hh", "fcc-hh", "ecal");
* letters of another script than the question's ("史密斯"; Greek is physics);
* and a sub-query longer than about twice the question.

Invented specifics are how a decomposer steers retrieval toward evidence for
a wrong answer. The checks are patterns, so they catch the usual forms of
invention, not every conceivable one: an invented lower-case ordinary word
("nozzle angle by bartosik" is caught by "by", "a nozzle of gold" is not)
passes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Optional

from muonrag.language.glossary import Glossary
from muonrag.language.quantities import NUMBER_WORDS
from muonrag.language.tokenize import PhysicsTokenizer, normalise

_ARXIV = re.compile(r"\b(?:arXiv:\s*)?(\d{4}\.\d{4,5}(?:v\d+)?|[a-z\-]+(?:\.[A-Z]{2})?/\d{7})\b", re.I)
_QUOTED = re.compile(r"(?:^|(?<=[\s(\[]))[\"“«‘'`]([^\"”»’'`]{4,}?)[\"”»’'`](?=$|[\s).,;:?!\]])")
# number words and the ordinals of a count ("the second stage")
_NUMBER_WORDS = re.compile(r"\b(" + "|".join(sorted(NUMBER_WORDS | {"first", "second"})) + r")\b", re.I)
_WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)?", re.U)
_ET_AL = re.compile(r"\b([^\W\d_]+)\s+et\.?\s*al\b", re.I | re.U)
_NAMED_BY = re.compile(r"\b(?:according\s+to|by|cf\.?)\s+([^\W\d_]+)(?:['’]s)?\b|\b([^\W\d_]+)['’]s\b", re.I | re.U)
_DOCUMENT_WORDS = (
    "handbook|report|reports|paper|papers|review|proceedings|whitepaper|book|manual|journal|letters|thesis|summary|"
    "document|article|preprint|note|notes|roadmap|strategy|forum|workshop|conference|symposium|tdr|cdr|bulletin|"
    "guide|textbook|lecture|lectures|slides|talk|blog|wiki|wikipedia|website|newsletter|memo|brochure"
)
_TITLE = re.compile(r"((?:[^\W\d_]+[\s-]+){1,5})(" + _DOCUMENT_WORDS + r")\b", re.I | re.U)
_LOWER_ACRONYM = re.compile(r"(?<![^\W_])([a-z]{2,6}(?:-[a-z]{1,4})+|[bcdfghjklmnpqrstvwxz]{2,5})(?![^\W_])")
# capitalised first words of ordinary query phrasing
# a sub-query that starts with a verb of asking ("Obtain the ...", "Retrieve ..."): its capital is the sentence's, not a name's
_IMPERATIVES = frozenset(
    """obtain retrieve find list give describe explain summarize summarise identify determine compare search look show tell
    provide report estimate calculate compute state name define outline extract get fetch locate collect gather discuss
    check verify assess evaluate review return quote cite specify derive detail characterize characterise quantify
    measure examine investigate analyze analyse consider clarify enumerate""".split()
)
_COMMON_WORDS = frozenset(
    """what which who whom whose when where why how is are was were does do did can could would should will may might
    must the a an this that these those in on at for with from by of to and or not no yes effect effects impact impacts
    influence role rate rates comparison compare comparing dependence dependency mechanism mechanisms origin origins source
    sources reduction reduce reducing mitigation mitigate mitigating shielding shield design designs performance
    requirements requirement measurement measurements measure measuring sensitivity overview background backgrounds
    energy energies luminosity simulation simulations simulated definition define purpose advantages advantage
    disadvantages limits limit limitation limitations constraints constraint status challenges challenge methods method
    techniques technique properties property parameters parameter value values typical typically expected expectation
    estimate estimates estimated scaling scale dependence behaviour behavior level levels amount size number fraction
    contribution contributions cause causes caused reason reasons explanation use uses using usage application
    applications timing time times cut cuts selection selections rejection suppression structure geometry layout
    location position distribution distributions resolution efficiency occupancy dose doses radiation damage flux
    fluence hit hits noise signal signals event events physics cross section sections precision accuracy uncertainty
    uncertainties systematic systematics statistical reach discovery search searches production decay decays model
    models theory theoretical experimental experiment detector detectors collider colliders beam beams muon muons
    particle particles material materials layer layers angle angles field fields magnet magnets cooling acceleration
    main key general specific overall relation relationship difference differences between versus vs against within
    inside outside near around about during after before since history future plans plan goals goal options option
    alternatives alternative approach approaches strategy strategies solution solutions problem problems issue issues""".split()
)
_DIGITS = re.compile(r"\d+(?:\.\d+)?")
_ROMAN = re.compile(r"\b[ⅠⅡⅢⅣⅤⅥⅦⅧⅨⅩⅪⅫ]+\b")


@dataclass
class Rejection:
    sub_query: str
    reason: str


class SubQueryGuard:
    """Checks sub-queries against the original question (and its glossary expansion)."""

    def __init__(self, glossary: Optional[Glossary] = None):
        self.glossary = glossary or Glossary.load()
        # numbers compared as the BM25 tokenizer writes them: exponent and unit included
        self._numbers = PhysicsTokenizer(stem=False, stopwords=())
        self._stemmer = PhysicsTokenizer()
        forms = [form for entry in self.glossary.entries for form in entry.forms]
        # ordinary words of the glossary's expansions (not its acronyms): a capitalised first word may be one of them
        self._glossary_words = {t for form in forms if not _is_acronym(form) for t in self._stemmer(form) if t.isalpha()}
        self._acronyms = {entry.term.lower() for entry in self.glossary.entries if _is_acronym(entry.term)}

    def check(self, question: str, sub_query: str) -> Optional[str]:
        """``None`` when ``sub_query`` is faithful to ``question``, else the reason it is not."""
        allowed = question + " \n " + " \n ".join(sorted(self.glossary.expansion_terms(question)))
        allowed_lower = allowed.lower()
        allowed_norm = normalise(allowed)
        for match in _ARXIV.finditer(sub_query):
            if match.group(1).lower() not in allowed_lower:
                return f"introduces the arXiv id {match.group(1)!r}"
        tokenizer = self._numbers
        allowed_numbers = {t for t in tokenizer(allowed) if any(c.isdigit() for c in t)}
        allowed_digits = set(_DIGITS.findall(allowed_norm))
        for token in tokenizer(sub_query):
            if any(c.isdigit() for c in token) and token not in allowed_numbers:
                return f"introduces the number {token!r}"
        for digits in _DIGITS.findall(normalise(sub_query)):
            if digits not in allowed_digits:
                return f"introduces the number {digits!r}"
        for match in _NUMBER_WORDS.finditer(sub_query):
            if not re.search(r"\b" + match.group(1) + r"\b", allowed_lower):
                return f"introduces the number {match.group(1)!r}"
        if _ROMAN.search(sub_query) and not _ROMAN.search(allowed):
            return f"introduces the number {_ROMAN.search(sub_query).group(0)!r}"
        for match in _QUOTED.finditer(sub_query):
            if match.group(1).lower() not in allowed_lower:
                return f"introduces the title {match.group(1)!r}"
        question_words = _WORD.findall(question)
        words = _WORD.findall(sub_query)
        if len(words) > max(2 * len(question_words), len(question_words) + 4):
            return f"is {len(words)} words long, more than about twice the question ({len(question_words)} words)"
        foreign = _scripts(sub_query) - _scripts(allowed)
        if foreign:
            return f"introduces text in another script ({', '.join(sorted(foreign))}) than the question's"
        for match in _ET_AL.finditer(sub_query):
            if not re.search(r"\bet\.?\s*al\b", allowed_lower) or match.group(1).lower() not in allowed_lower:
                return f"introduces the author {match.group(1)!r} (et al.)"
        vocabulary = self._vocabulary(allowed)
        for match in _NAMED_BY.finditer(sub_query):
            name = match.group(1) or match.group(2)
            if name and not self._known(name, vocabulary) and name.lower() not in _COMMON_WORDS:
                return f"introduces the name {name!r} (an author, title or other named source)"
        for match in _TITLE.finditer(sub_query):
            title_words = _WORD.findall(match.group(1))
            new = [w for w in title_words if not self._known(w, vocabulary) and w.lower() not in _COMMON_WORDS]
            if new and match.group(2).lower() not in allowed_lower:
                return f"introduces the title {(match.group(1) + match.group(2)).strip()!r}"
        for position, word in enumerate(words):
            if _is_acronym(word):
                if not re.search(r"(?<![^\W_])" + re.escape(word) + r"(?![^\W_])", allowed):
                    return f"introduces the acronym {word!r}"
            elif word[:1].isupper() and not re.search(
                r"(?<![^\W_])" + re.escape(word.lower()) + r"(?![^\W_])", allowed_lower
            ) and (position > 0 or not (word.lower() in _COMMON_WORDS or word.lower() in _IMPERATIVES
                                        or self._known(word, vocabulary))):
                return f"introduces the name {word!r} (an author, title or other named source)"
        for match in _LOWER_ACRONYM.finditer(sub_query):
            token = match.group(1)
            if token.lower() in allowed_lower or token in _COMMON_WORDS:
                continue
            if "-" in token or self._glossary_acronym(token) or not re.search(r"[aeiouy]", token):
                if not re.search(r"(?<![^\W_])" + re.escape(token) + r"(?![^\W_])", allowed_lower):
                    return f"introduces the acronym {token!r}"
        for word in words:
            if word.islower() and self._glossary_acronym(word) and not re.search(
                r"(?<![^\W_])" + re.escape(word) + r"(?![^\W_])", allowed_lower
            ):
                return f"introduces the acronym {word!r}"
        return None

    def _vocabulary(self, allowed: str) -> set[str]:
        """Stems of the question, its glossary expansion and the whole glossary's words."""
        return set(self._stemmer(allowed)) | self._glossary_words

    def _known(self, word: str, vocabulary: set[str]) -> bool:
        stems = self._stemmer(word)
        return bool(stems) and all(s in vocabulary for s in stems)

    def _glossary_acronym(self, word: str) -> bool:
        return word.lower() in self._acronyms

    def filter(self, question: str, sub_queries: list[str], limit: int) -> tuple[list[str], list[Rejection]]:
        """The original question first, then the faithful, distinct sub-queries, at most ``limit`` in all."""
        kept = [question]
        rejected: list[Rejection] = []
        seen = {_norm(question)}
        for sub_query in sub_queries:
            sub_query = " ".join(str(sub_query).split())
            if not sub_query or _norm(sub_query) in seen:
                continue
            reason = self.check(question, sub_query)
            if reason:
                rejected.append(Rejection(sub_query, reason))
                continue
            if len(kept) >= limit:
                rejected.append(Rejection(sub_query, f"over the limit of {limit} sub-queries"))
                continue
            kept.append(sub_query)
            seen.add(_norm(sub_query))
        return kept, rejected


def _is_acronym(word: str) -> bool:
    """Two or more capitals (BIB, aQGC, MuColl, μTPC), or letters mixed with digits (H2O, W3)."""
    return sum(c.isupper() for c in word) >= 2 or (any(c.isalpha() for c in word) and any(c.isdigit() for c in word) and any(c.isupper() for c in word))


def _scripts(text: str) -> set[str]:
    """Writing systems of the letters in ``text`` other than Latin and Greek (Greek letters are physics symbols)."""
    import unicodedata

    found = set()
    for char in text:
        if char.isalpha() and not char.isascii():
            name = unicodedata.name(char, "")
            script = name.split(" ")[0] if name else "UNKNOWN"
            if script not in ("LATIN", "GREEK", "MICRO", "MODIFIER", "SCRIPT", "DOUBLE-STRUCK", "MATHEMATICAL"):
                found.add(script)
    return found


def _norm(text: str) -> str:
    return re.sub(r"\W+", " ", text.lower()).strip()
