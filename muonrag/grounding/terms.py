"""The words of a claim and its quote: content terms, names, materials, and what the glossary equates.

These are the atoms of rules ``name.held``, ``material.pair``, ``words.outside``
and the coverage doubts: which words of a claim must be in its quote (names,
acronyms, identifiers, materials), and which may be paraphrase.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Sequence

from muonrag.core.units import looks_like_unit, unit_words
from muonrag.language.tokenize import tokens

_GENERIC_WORDS = """
about approximately around roughly nearly almost also both each every per use used uses using typically mainly
mostly generally usually main several some many much various such like etc thus therefore hence so however while
whereas which whose only just very well according evidence document source sources state states stated report
reports reported describe describes described mention mentions mentioned note notes noted show shows shown
indicate indicates indicated suggest suggests suggested give gives given provide provides provided yes made
answer question overall here namely respectively specifically particular particularly called known
through via across along among toward towards onto upon beyond despite throughout whether either them they their
there then also its itself one ones thing things way ways order value values quote passage
""".split()
_COMMON_STARTERS = """
overall typically roughly approximately according however moreover additionally furthermore first second finally
together unlike compared since because although due thanks within during once most many several only another other
yes both each all some such here instead consequently therefore thus hence in short the a an this these those its
their it there
""".split()
MATERIALS = frozenset(
    """tungsten polyethylene polyethylen lead iron steel copper gold silver aluminium aluminum beryllium titanium carbon
    graphite silicon germanium niobium tin nickel platinum uranium lithium boron cadmium tantalum diamond concrete
    kapton mylar plastic glass water helium hydrogen nitrogen argon xenon krypton mercury polystyrene paraffin
    rebco nbti nb3sn lyso pbwo4 csi bgo scintillator cesium caesium zinc cobalt chromium molybdenum vanadium
    zirconium hafnium osmium iridium palladium rhodium magnesium bismuth antimony gallium indium rubber wood
    ceramic epoxy kevlar nylon teflon""".split()
)
_NON_NOUNS = """absorb absorbs shield shields stop stops reduce reduces protect protects surround surrounds cover
covers provide provides block blocks attenuate attenuates moderate moderates capture captures form forms line lines
make makes is are was were be has have against around in on at of with for to from by and or as that which
layer layers""".split()
_MADE_OF = re.compile(
    r"(?P<subject>(?:[\w-]+\s+){0,3}?[\w-]+)\s+(?:(?:is|are|was|were|be|been|being)\s+)?(?:(?:not|entirely|mainly|"
    r"mostly|largely|partly|wholly|fully)\s+)*(?:made|built|constructed|fabricated|manufactured|composed|formed|cast)"
    r"\s+(?:out\s+)?(?:of|from)\s+(?P<material>[^,.;:()\[\]]+)"
    r"|(?P<subject2>(?:[\w-]+\s+){0,3}?[\w-]+)\s+(?:consists?|consisted|consisting)\s+(?:\w+ly\s+)?of\s+(?P<material2>[^,.;:()\[\]]+)",
    re.I,
)
_WORD = re.compile(r"[^\W_]+(?:[-'’.][^\W_]+)*", re.U)


def _stems(words: Sequence[str]) -> set[str]:
    return {t for word in words for t in tokens(word)}


GENERIC = frozenset(_stems(_GENERIC_WORDS))
_STARTERS = frozenset(_stems(_COMMON_STARTERS)) | GENERIC
MATERIAL_STEMS = frozenset(_stems(sorted(MATERIALS)))
_NON_NOUN_STEMS = frozenset(_stems(_NON_NOUNS))


def content_terms(text: str) -> list[str]:
    """Distinct stemmed content words of ``text``: no stop words, numbers, units or generic framing words."""
    from muonrag.language.tokenize import UNIT_TOKENS

    seen: dict[str, None] = {}
    for token in tokens(text):
        if any(c.isdigit() for c in token) or token in UNIT_TOKENS or token in GENERIC:
            continue
        seen.setdefault(token, None)
    return list(seen)


@lru_cache(maxsize=4096)
def _glossary_tokens(text: str) -> frozenset[str]:
    """Tokens of every form of every glossary entry ``text`` mentions (BIB meets beam-induced background)."""
    from muonrag.language.glossary import Glossary

    try:
        forms = Glossary.load().expansion_terms(text)
    except Exception:  # pragma: no cover - the glossary ships with the package
        return frozenset()
    return frozenset(t for form in forms for t in tokens(form))


@lru_cache(maxsize=4096)
def known(text: str) -> frozenset[str]:
    """Stems of ``text`` and of the glossary forms it mentions."""
    return frozenset(tokens(text)) | _glossary_tokens(text)


def names(claim: str) -> list[str]:
    """The words of ``claim`` that name something: proper names, acronyms, identifiers and materials."""
    out: list[str] = []
    words = _WORD.findall(claim)
    for position, word in enumerate(words):
        bare = re.sub(r"['’]s$", "", word.rstrip("."))  # "CRILIN's": the name is CRILIN
        if not bare or bare.isdigit() or _is_unit(bare):
            continue
        upper = sum(c.isupper() for c in bare)
        stemmed = tokens(bare)
        if any(s in MATERIAL_STEMS for s in stemmed):
            if not _is_verb_lead(words, position):
                out.append(bare)
        elif upper >= 2 or (any(c.isdigit() for c in bare) and any(c.isalpha() for c in bare)):
            out.append(bare)  # MAIA, BIB, Nb3Sn, Kir7.1, ESCs
        elif position > 0 and bare[:1].isupper() and not re.match(r"[.!?:]$", words[position - 1]):
            if not all(s in _STARTERS for s in stemmed):
                out.append(bare)
    return list(dict.fromkeys(out))


def _is_verb_lead(words: Sequence[str], position: int) -> bool:
    """True for the verb of "lead to", "leads to", "leading to" (not the metal)."""
    following = words[position + 1].lower() if position + 1 < len(words) else ""
    return words[position].lower() in ("lead", "leads", "leading") and following == "to"


def _is_unit(word: str) -> bool:
    """A unit symbol (``GeV``, ``MeV/c``, ``mSv``), which names no thing."""
    return word.lower() in unit_words() or (len(word) <= 6 and looks_like_unit(word) and not word.isupper())


def _acronym_in(acronym: str, text: str) -> bool:
    """``CKD`` meets "chronic kidney disease", ``ESCs`` "embryonic stem cells": its letters start consecutive words."""
    letters = re.sub(r"s$", "", acronym) if re.search(r"[A-Z]s$", acronym) else acronym
    letters = letters.lower()
    if not letters.isalpha() or not 2 <= len(letters) <= 8:
        return False
    initials = [w[0] for w in re.findall(r"[a-z][a-z]*", text.lower().replace("-", " "))]
    joined = "".join(initials)
    return letters in joined


#: an acronym in brackets after the words it stands for: "coupling-loss induced quench (CLIQ)"
_ACRONYM_AFTER = re.compile(r"\(([A-Z][A-Za-z0-9]*[A-Z][A-Za-z0-9]*|[A-Z]{2,})\)")
#: an acronym followed by its words in brackets: "LEMMA (Low EMittance Muon Accelerator)"
_WORDS_AFTER = re.compile(r"\b([A-Z][A-Za-z0-9]*[A-Z][A-Za-z0-9]*)\s+\(([A-Za-z][^()]{3,80})\)")


def _stands_for(acronym: str, words: str) -> bool:
    """Whether ``words`` begin with the acronym's first letter and hold its letters in order."""
    letters = (acronym[:-1] if re.search(r"[A-Z]s$", acronym) else acronym).lower()
    words = words.lower()
    if not words or words[0] != letters[0]:
        return False
    at = 0
    for letter in letters:
        at = words.find(letter, at)
        if at < 0:
            return False
        at += 1
    return True


@lru_cache(maxsize=1024)
def definitions(text: str) -> tuple[tuple[str, str], ...]:
    """The acronyms ``text`` defines, each with the words it stands for: "coupling-loss induced quench (CLIQ)" and
    "LEMMA (Low EMittance Muon Accelerator)" give ``("CLIQ", "coupling-loss induced quench")`` and ``("LEMMA",
    "Low EMittance Muon Accelerator")``. The words before a bracketed acronym are the fewest that start with its first
    letter and hold its letters in order."""
    found: list[tuple[str, str]] = []
    for m in _ACRONYM_AFTER.finditer(text):
        acronym = m.group(1)
        before = re.findall(r"[\w][\w-]*", text[max(0, m.start() - 200):m.start()])
        for k in range(1, min(len(before), len(acronym) + 3) + 1):
            words = " ".join(before[-k:])
            if _stands_for(acronym, words) and len(re.split(r"[\s-]+", words)) * 2 >= len(acronym):
                found.append((acronym, words))
                break
    for m in _WORDS_AFTER.finditer(text):
        if _stands_for(m.group(1), m.group(2)):
            found.append((m.group(1), m.group(2).strip()))
    return tuple(dict.fromkeys(found))


def initials_held(word: str, claim: str, quote_text: str) -> bool:
    """Whether ``word`` is one of a run of capitalised words of ``claim`` whose initials the quote writes as an
    acronym: "the United States" for "the US", "Muon Test Area" for "MTA"."""
    for run in re.finditer(r"\b[A-Z][a-z]+(?:[\s-]+(?:of\s+|the\s+|and\s+)?[A-Z][a-z]+)+\b", claim):
        words = [w for w in re.split(r"[\s-]+", run.group(0)) if w[:1].isupper()]
        if word in words and len(words) >= 2:
            initials = "".join(w[0] for w in words)
            if re.search(rf"(?<![\w-]){initials}s?(?![\w-])", quote_text):
                return True
    return False


def name_held(word: str, quote_text: str, quote_known: frozenset[str]) -> bool:
    stemmed = [s for s in tokens(word) if s not in GENERIC]
    if stemmed and all(s in quote_known for s in stemmed):
        return True
    if word.lower() in quote_text.lower():
        return True
    return sum(c.isupper() for c in word) >= 2 and _acronym_in(word, quote_text)


def material_pairs(claim: str) -> list[tuple[str, set[str]]]:
    """(material stem, subject stems) pairs a claim asserts: "S is made of M" and "M S" (tungsten nozzles)."""
    pairs: list[tuple[str, set[str]]] = []
    for match in _MADE_OF.finditer(claim):
        subject_text = match.group("subject") or match.group("subject2") or ""
        subject = set(content_terms(" ".join(subject_text.split()[-3:])))
        if not subject:
            continue
        for piece in re.split(r"\b(?:and|or|with|plus)\b|/", match.group("material") or match.group("material2") or ""):
            heads = content_terms(piece)
            if heads:  # the head of "a borated polyethylene cladding" is the cladding
                pairs.append((heads[-1], subject))
    words = _WORD.findall(claim)
    for i, word in enumerate(words[:-1]):
        stem = tokens(word)
        if not stem or stem[0] not in MATERIAL_STEMS or _is_verb_lead(words, i):
            continue
        nxt = tokens(words[i + 1])
        if nxt and nxt[0] not in MATERIAL_STEMS | _NON_NOUN_STEMS | GENERIC and not any(c.isdigit() for c in nxt[0]):
            before = set(content_terms(" ".join(words[:i]))) - MATERIAL_STEMS
            pairs.append((stem[0], {nxt[0]} | before))
    return pairs


def attached(material: str, subject: set[str], text: str) -> bool:
    """True when ``material`` (a stem) belongs to the thing named by ``subject`` (stems) in ``text``."""
    for clause in re.split(r"[;,]|\b(?:while|whereas|but)\b", text):
        words = _WORD.findall(clause)
        stemmed = [tokens(w) for w in words]
        for i, stem in enumerate(stemmed):
            if material not in stem:
                continue
            following = next((stemmed[j] for j in range(i + 1, len(words))
                              if not (stemmed[j] and stemmed[j][0] in MATERIAL_STEMS)), None)
            if following and following[0] in subject:
                return True
            if following and following[0] not in _NON_NOUN_STEMS and not any(c.isdigit() for c in following[0]):
                continue  # "borated polyethylene cladding": attached to the cladding
            if any(s and s[0] in subject for s in stemmed):
                return True
    return False




def outside_text(chunk: str, quote: str) -> str:
    """The chunk's text without the quoted span (what a claim may not draw on)."""
    from muonrag.grounding.quotes import locate

    span = locate(quote, chunk)
    if span is None:
        return chunk
    return chunk[:span[0]] + " " + chunk[span[1]:]
