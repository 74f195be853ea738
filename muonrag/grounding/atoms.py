"""What a statement asserts, as atoms that can be compared with the atoms of its quote.

A claim is held to its quote on the parts of meaning that a word count cannot
see. :func:`atoms` reads a text into:

* its quantities, each with what it is said of (:mod:`muonrag.grounding.amounts`);
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

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Optional, Sequence

from muonrag.grounding.amounts import (BOUND_ABOVE, BOUND_BELOW, Amount, amount_problem, amounts, cells, clause_spans,
                                      stems)
from muonrag.language.quantities import normalised_for_quantities
from muonrag.language.tokenize import PhysicsTokenizer
from muonrag.grounding.lexicon import Lexicon

_tokens = PhysicsTokenizer()


# --- words of meaning ---------------------------------------------------------------------------------------------

_UP, _DOWN = 1, -1
_WORDS = re.compile(r"[a-zα-ω]+(?:[-'][a-z]+)*")


@dataclass(frozen=True)
class AtomWords:
    """The words of meaning of a grounding profile (its ``atoms`` table, :mod:`muonrag.grounding.lexicon`), compiled."""

    direction_of: dict[str, tuple[str, int]]
    adjectives: dict[str, tuple[str, int]]
    negation: "re.Pattern[str]"
    absence_after: "re.Pattern[str]"
    double_negation: "re.Pattern[str]"
    certainty: tuple[tuple[int, "re.Pattern[str]"], ...]
    simulated: "re.Pattern[str]"
    measured: "re.Pattern[str]"
    definite: "re.Pattern[str]"
    quantifiers: tuple[tuple[str, "re.Pattern[str]"], ...]
    causal: "re.Pattern[str]"
    claim_causal: "re.Pattern[str]"
    concessive: "re.Pattern[str]"
    contrast: "re.Pattern[str]"
    status_stems: frozenset[str]


def atom_words(lexicon: Optional[Lexicon] = None) -> AtomWords:
    """The words of meaning of ``lexicon`` (the default profile when ``None``)."""
    return _atom_words(lexicon or Lexicon.load())


@lru_cache(maxsize=8)
def _atom_words(lexicon: Lexicon) -> AtomWords:
    table = lexicon.data["atoms"]
    direction_of: dict[str, tuple[str, int]] = {}
    for entry in table["directions"]:
        for stem in entry["stems"].split():
            direction_of.setdefault(stem, (entry["axis"], int(entry["sign"])))
    return AtomWords(
        direction_of=direction_of,
        adjectives={stem: (axis, int(sign)) for stem, (axis, sign) in table["adjectives"].items()},
        negation=re.compile(table["negation"]),
        absence_after=re.compile(table["absence_after"]),
        double_negation=re.compile(table["double_negation"]),
        certainty=tuple((int(level), re.compile(rf"\b(?:{pattern})\b")) for level, pattern in table["certainty"].items()),
        simulated=re.compile(table["simulated"]),
        measured=re.compile(table["measured"]),
        definite=re.compile(table["definite"]),
        quantifiers=tuple((name, re.compile(rf"\b(?:{pattern})\b")) for name, pattern in table["quantifiers"].items()),
        causal=re.compile(table["causal"]),
        claim_causal=re.compile(table["claim_causal"]),
        concessive=re.compile(table["concessive"]),
        contrast=re.compile(table["contrast"]),
        status_stems=frozenset(_tokens(table["status_stems"])),
    )


_QUANTIFIER_ALLOWED = {"all": {"all"}, "most": {"most", "all"}, "only": {"only"}}


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
    """``A <word> than B``: the sign of the comparison and the stems of each side; ``degree``: the adjective of "more
    sensitive than" where the profile does not list it (compared only with the same adjective's)."""

    sign: int
    left: frozenset[str]
    right: frozenset[str]
    degree: str = ""


@dataclass
class Atoms:
    """What a text asserts, in the parts :func:`compare` holds a claim to."""

    text: str
    amounts: list[Amount]
    directions: list[Direction]
    comparisons: list[Comparison]
    hedges: tuple[tuple[int, frozenset[str]], ...]
    simulated: bool
    measured: bool
    definite: bool
    causal: bool
    concessive: bool
    contrast: bool
    terms: frozenset[str]
    negations: tuple[frozenset[str], ...] = ()
    negated_heads: tuple[str, ...] = ()
    absences: tuple[frozenset[str], ...] = ()  # "X deficiency": meets a negation ("lack of X"), needs none
    scoped_quantifiers: tuple[tuple[str, frozenset[str]], ...] = ()
    #: the negated heads that are words of status ("not adopted": the negation counts on its own word)
    status_heads: frozenset[str] = frozenset()
    #: the text gives a cause or consequence in the words a claim may not add (because, therefore)
    gives_cause: bool = False

    @property
    def certainty(self) -> int:
        """How certain the text is: 1 possible or studied, 2 planned or expected, 3 stated as fact."""
        return min((level for level, _ in self.hedges), default=3)

    def certainty_about(self, terms: frozenset[str]) -> int:
        """The certainty of what the text says of ``terms``: the markers whose scope holds one of them (two, of many)."""
        needed = 1 if len(terms) <= 3 else 2
        return min((level for level, scope in self.hedges if len(scope & terms) >= needed), default=3)



_NOMINAL = re.compile(r"(?:tion|sion|ment|ance|ence|th|al|ure)s?$", re.I)
_VERB_FORM = re.compile(r"(?:[^s]s|ed|ing)$", re.I)


def _until_change(words: list[str], direction_of: dict[str, tuple[str, int]]) -> list[str]:
    """``words`` up to the next verb of change: in "downregulation activates the pathway" the pathway is what activates.

    A noun of change ("DSB accumulation") is what the earlier word is said of, and stays.
    """
    for i, word in enumerate(words):
        stemmed = _tokens(word)
        if _VERB_FORM.search(word) and not _NOMINAL.search(word) and "-" not in word and (direction_of.get(stemmed[0] if stemmed else word) or direction_of.get(word.lower())):
            return words[:i]
    return words


#: comparatives that bound a value when a number follows "than" (:mod:`~muonrag.grounding.amounts` reads them as bounds)
_BOUND_WORDS = frozenset({"more", "less", "fewer", "over", "under", "larger", "greater", "higher", "lower", "smaller",
                          *BOUND_ABOVE, *BOUND_BELOW})


#: a beam after "accelerates": "accelerates the muons", "decelerates the proton beam"
_BEAM_AFTER = re.compile(r"\s+(?:the\s+|a\s+|an\s+|these\s+|its\s+)?(?:[\w-]+\s+){0,2}?(?:muon|proton|electron|positron"
                         r"|pion|ion|particle|beam|bunch|lepton|hadron)s?\b")


def _directions(text: str, clauses: list[tuple[int, int]], words: AtomWords) -> tuple[list[Direction], list[Comparison]]:
    found: list[Direction] = []
    comparisons: list[Comparison] = []
    for c, (a, b) in enumerate(clauses):
        clause = text[a:b]
        for match in _WORDS.finditer(clause):
            word = match.group(0)
            if "-" in word:
                continue  # a compound modifier ("double-strand breaks", "high-energy muons") states no change
            if re.match(r"\s+than\s+(?:about\s+|around\s+|some\s+)?[\d~≈]", clause[match.end():]) and (
                    word in _BOUND_WORDS):
                continue  # a bound: "more than 10", "a field stronger than 3 T"
            if word in ("most", "least") and re.search(r"\bat\s+$", clause[:match.start()]):
                continue  # a bound: "at most 20 MGy"
            if word == "mostly" or word == "most" and (re.match(r"\s+of\b", clause[match.end():])
                                                      or not re.search(r"\bthe\s+$", clause[:match.start()])):
                continue  # a quantifier: "most BIB photons", "most of the dose", "mostly" (a superlative says "the most")
            degree = None
            graded = re.match(r"\s+([a-z]+(?:er|ly|al|ive|ant|ent|ic|ous|ful|ble))\b", clause[match.end():match.end() + 40])
            if word in ("more", "less", "most", "least") and graded:
                graded_stems = _tokens(graded.group(1))
                if word in ("most", "least") or any(words.direction_of.get(a) or words.adjectives.get(a)
                                                     for a in (*graded_stems, graded.group(1))):
                    continue  # "more efficient": the adjective carries the meaning
                # "more sensitive than": a degree of an adjective the profile does not list, compared as itself
                degree = (f"degree:{graded_stems[0] if graded_stems else graded.group(1)}", 1 if word == "more" else -1)
            stemmed = _tokens(word)
            stem = stemmed[0] if stemmed else word
            if agent_noun(word):
                continue  # a noun of who or what does it ("absorber", "amplifiers"): no change stated
            if stem in ("acceler", "deceler") and _BEAM_AFTER.match(clause, match.end()):
                continue  # "RCS 3 accelerates the muons": what a machine does to a beam, no change of speed compared
            hit = degree or words.direction_of.get(stem) or words.direction_of.get(word)
            adjective = False
            if hit is None:
                hit = words.adjectives.get(stem) or words.adjectives.get(word)
                adjective = True
            if hit is None:
                continue
            target = stems(" ".join(_until_change(re.split(r"[,;]|\b(?:but|and|while|whereas)\b", clause[match.end():])[0].split()[:5], words.direction_of)))
            found.append(Direction(hit[0], hit[1], word, c, adjective, stem, target))
            # "stronger than X", "a stronger field than X"
            than = re.match(r"\s+(?:[a-z-]+\s+){0,4}?(?:than|compared\s+(?:to|with))\s+(.*)", clause[match.end():])
            if than and not adjective:
                left = side_terms(clause[:match.start()])
                right = side_terms(re.split(r"[,;]", than.group(1))[0])
                comparisons.append(Comparison(hit[1], left, right, hit[0] if degree else ""))
    return found, comparisons


def _head(text: str, end: int) -> str:
    """The stem of the first content word after a negation: what it negates ("not adopted")."""
    rest = re.split(r"[.;:!?,()]", text[end:end + 60], maxsplit=1)[0]
    found = [t for t in _tokens(rest) if t.isalpha() and len(t) > 1]
    return found[0] if found else ""


def _scope(text: str, end: int) -> frozenset[str]:
    """Stems of the (up to six) words a negation governs, up to the end of its clause."""
    rest = re.split(r"[.;:!?,()]|\b(?:but|while|whereas|although|and\s+(?:is|are|was|were))\b", text[end:end + 80], maxsplit=1)[0]
    return side_terms(" ".join(rest.split()[:6]))


def _scope_before(text: str, start: int) -> frozenset[str]:
    """Stems of the (up to three) words before a marker of absence, within its clause: what is absent."""
    before = re.split(r"[.;:!?,()]", text[max(0, start - 60):start])[-1]
    return side_terms(" ".join(re.split(r"[-\s]+", before.strip())[-3:]))


#: verbs whose own form ends in -er, which :func:`agent_noun` must not take for nouns
_ER_VERBS = frozenset("outnumber lower cover power trigger deliver hinder render alter counter bolster steer transfer "
                      "enter filter buffer register monitor offer differ suffer gather foster answer order".split())


def agent_noun(word: str) -> bool:
    """Whether ``word`` is a noun of who or what does something ("absorber", "producers", "accelerator"), not a verb or
    a comparative ("outnumber", "higher"): the stemmer takes its -er or -(at)or away and it is no verb ending in -er."""
    lowered = word.lower()
    if not re.fullmatch(r"[a-z]+(?:er|or)s?", lowered) or lowered.rstrip("s") in _ER_VERBS:
        return False
    stemmed = _tokens(lowered)
    return bool(stemmed) and lowered.rstrip("s") in (stemmed[0] + "er", stemmed[0] + "or", stemmed[0] + "ator")


def side_terms(text: str) -> frozenset[str]:
    """Stems of the content words of ``text`` and its identifiers and values with a unit (FGF21, Nb3Sn, 3 TeV): what
    names a thing negated, or one side of a comparison or a relation."""
    return stems(text) | frozenset(t for t in _tokens(text) if any(c.isdigit() for c in t) and any(c.isalpha() for c in t))


_SCOPE_BREAK = re.compile(r"[.;!?]|,\s*(?:but|whereas|while|although|yet)\b|\bwhereas\b")


def _hedges(text: str, words: AtomWords) -> tuple[tuple[int, frozenset[str]], ...]:
    """Each certainty marker of ``text``: its level and the stems of the six words either side of it in its sentence
    and side of a contrast (its scope: "the limit is 20 mSv, but the design goal is 6 mSv" plans only the 6 mSv)."""
    found = []
    for level, pattern in words.certainty:
        for match in pattern.finditer(text):
            before = " ".join(_SCOPE_BREAK.split(text[max(0, match.start() - 80):match.start()])[-1].split()[-6:])
            after = " ".join(_SCOPE_BREAK.split(text[match.end():match.end() + 80])[0].split()[:6])
            found.append((level, stems(f"{before} {after}")))
    return tuple(found)


# "almost all", "nearly always", "not all": a limit, not a universal; "only if", "only when": a condition, not a restriction
_SOFTENED = re.compile(r"\b(?:almost|nearly|virtually|practically|not|hardly)\s+$")
_CONDITION_AFTER = re.compile(r"^\s+(?:if|when|once|after|before|until|unless|with|under|above|below|at|for|in|where|while)\b")


#: a list of named items, then a verb, just before "all": "podio, edm4hep, dd4hep and gaudi are all"
_LISTED_BEFORE = re.compile(r"\w+(?:,\s*[\w-]+){1,}(?:,)?\s+and\s+[\w-]+\s+(?:are|were|have|had|can|will)\s+$")


def _scoped_quantifiers(norm: str, words: AtomWords) -> tuple[tuple[str, frozenset[str]], ...]:
    """Each quantifier of ``norm`` (all, most, only) and the stems of the three words after it (what it quantifies)."""
    found = []
    for name, pattern in words.quantifiers:
        for m in pattern.finditer(norm):
            kind = name
            if name == "all" and _SOFTENED.search(norm[max(0, m.start() - 12):m.start()]):
                kind = "most"
            if name == "only" and _CONDITION_AFTER.match(norm[m.end():m.end() + 12]):
                continue
            if m.group(0) == "only" and re.match(r"\s+(?:about\s+|around\s+|some\s+)?\d", norm[m.end():m.end() + 16]) \
                    and not re.match(r"\s+\d+\s+(?:of|out)\b", norm[m.end():m.end() + 16]):
                continue  # "the lifetime is only 2.2 μs": how small the value is, which the amounts check (not "only 3 of 10")
            if name == "all" and m.group(0) in ("all", "both") and _LISTED_BEFORE.search(norm[:m.start()]):
                continue  # "A, B, C and D are all included": the items named, not a class
            if m.group(0) == "each":  # distributive ("each is a cone"): what it is said of is read by other rules
                found.append((kind, frozenset()))
                continue
            found.append((kind, stems(" ".join(re.split(r"[.;:!?,]", norm[m.end():m.end() + 60])[0].split()[:3]))))
    return tuple(found)


@lru_cache(maxsize=2048)
def atoms(text: str, header: Optional[str] = None, lexicon: Optional[Lexicon] = None) -> Atoms:
    """The atoms of ``text``; ``header``: the header row of the table ``text`` was quoted from, if any; ``lexicon``:
    the grounding profile whose words of meaning are read (the default profile when ``None``)."""
    words = atom_words(lexicon)
    norm = normalised_for_quantities(text)
    clauses = clause_spans(norm)
    directions, comparisons = _directions(norm, clauses, words)
    negations = [(m.end(), _scope(norm, m.end())) for m in words.negation.finditer(norm)
                 if not words.double_negation.match(norm, m.start())]

    heads = tuple(_head(norm, end) for end, _ in negations)
    return Atoms(
        text=text,
        amounts=amounts(norm, cells(normalised_for_quantities(header)) if header else None),
        directions=directions,
        comparisons=comparisons,
        negations=tuple(scope for _, scope in negations),
        absences=tuple(_scope(norm, m.end()) | _scope_before(norm, m.start()) for m in words.absence_after.finditer(norm)),
        negated_heads=heads,
        status_heads=frozenset(heads) & words.status_stems,
        hedges=_hedges(norm, words),
        simulated=bool(words.simulated.search(norm)),
        measured=bool(words.measured.search(norm)),
        definite=any(not re.search(r"\b(?:not|no|never|yet\s+to|must|should|will|would|can|could|may|might|to)\s+(?:\w+\s+){0,2}$",
                                   norm[max(0, m.start() - 30):m.start()])
                     for m in words.definite.finditer(norm)),
        scoped_quantifiers=_scoped_quantifiers(norm, words),
        causal=bool(words.causal.search(norm)),
        gives_cause=bool(words.claim_causal.search(norm)),
        concessive=bool(words.concessive.search(norm)),
        contrast=bool(words.contrast.search(norm)),
        terms=stems(norm),
    )


# --- comparison ---------------------------------------------------------------------------------------------------

def direction_problem(claim: Atoms, quote: Atoms, question: Optional[Atoms] = None) -> Optional[str]:
    done: set[int] = set()
    # the question's own words for its subject ("the field that captures the pions"): the claim may repeat them
    asked = {(t.stem, t.sign) for t in question.directions} if question is not None else set()
    for comparison in claim.comparisons:
        for theirs in quote.comparisons:
            if comparison.degree != theirs.degree:
                continue
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
        # a degree of an unlisted adjective ("more sensitive") meets only the same adjective's
        compatible = [t for t in quote.directions if not t.adjective and (t.axis == mine.axis or (
            "amount" in (t.axis, mine.axis) and not (t.axis + mine.axis).count("degree:")))]
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
        if same or (mine.stem, mine.sign) in asked:
            continue
        return f"the quote states no change or comparison like {mine.word!r}"
    return None


def polarity_problem(claim: Atoms, quote: Atoms) -> Optional[str]:
    """Each negation of the claim has one in the quote about the same words, and each of the quote's about the claim one in the claim."""
    def meets(scope: frozenset[str], others: Sequence[frozenset[str]]) -> bool:
        return any(scope & other or not scope or not other for other in others)

    for scope in claim.negations:
        if not meets(scope, quote.negations + quote.absences):
            return "polarity: the claim is negated and its quote is not"
    needed = 1 if len(claim.terms) <= 2 else 2
    heads = quote.negated_heads or ("",) * len(quote.negations)
    for scope, head in zip(quote.negations, heads):
        # a negated status ("was not adopted", "no decision") counts on its own word
        relevant = len(scope & claim.terms) >= needed or (head in claim.terms and head in quote.status_heads)
        if relevant and not meets(scope, claim.negations + claim.absences):
            return "polarity: the quote is negated and the claim is not"
    return None


# a claim framed as what a study estimates or assesses ("a FLUKA model estimates the shielding needed") states no fact
_ESTIMATE_FRAME = re.compile(r"\b(?:estimat|assess|predict|simulat|calculat|comput|model|project)\w*", re.I)


def certainty_problem(claim: Atoms, quote: Atoms) -> Optional[str]:
    """The claim is more certain (planned, fact) than the quote (studied, possible) about the same words."""
    if _ESTIMATE_FRAME.search(claim.text) and quote.simulated:
        return None
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
    return None


def definite_problem(claim: Atoms, quote: Atoms) -> Optional[str]:
    """The claim says adopted, built or achieved where the quote does not."""
    if claim.definite and not quote.definite:
        return "the claim says adopted, built or achieved; the quote does not"
    return None


def measured_problem(claim: Atoms, quote: Atoms) -> Optional[str]:
    """The claim says measured (and not also simulated or estimated) where the quote gives a simulation or an estimate."""
    if claim.measured and not claim.simulated and quote.simulated and not quote.measured:
        return "the claim says measured; the quote gives a simulation or an estimate"
    return None


def quantifier_problem(claim: Atoms, quote: Atoms) -> Optional[str]:
    """Each quantifier of the claim (all, most, only) is allowed by one of the quote's about the same thing."""
    for name, scope in claim.scoped_quantifiers:
        allowed = [theirs for kind, theirs in quote.scoped_quantifiers if kind in _QUANTIFIER_ALLOWED[name]]
        if not allowed:
            return f"the claim says {name!r}; the quote does not"
        if name == "only" and scope and all(theirs and not scope & theirs for theirs in allowed):
            return "the claim restricts ('only') something other than what its quote restricts"
        if name == "all" and scope & quote.terms and all(theirs and not scope & theirs for theirs in allowed):
            return "the claim says 'all' of something its quote's 'all' or 'every' is not said of"
    return None


def causal_problem(claim: Atoms, quote: Atoms) -> Optional[str]:
    """The claim gives a cause or consequence the quote does not state."""
    if claim.gives_cause and not quote.causal:
        return "the claim gives a cause or consequence that the quote does not state"
    return None


def contrast_problem(claim: Atoms, quote: Atoms) -> Optional[str]:
    """The claim sets up a contrast (despite, although) the quote does not state."""
    if claim.concessive and not quote.contrast:
        return "the claim sets up a contrast (despite, although) that the quote does not state"
    return None


def compare(claim: Atoms, quote: Atoms, question: Optional[Atoms] = None) -> Optional[str]:
    """Why ``quote`` does not support ``claim``, atom by atom, or ``None`` when every atom of the claim is held.

    ``question`` adds the settings the question asks about (10 TeV) to what the
    quoted value must have been stated for. The grounding rules call each part on its own, by name.
    """
    return (amount_problem(claim.amounts, quote.amounts, question.amounts if question is not None else ())
            or polarity_problem(claim, quote) or direction_problem(claim, quote, question)
            or certainty_problem(claim, quote) or definite_problem(claim, quote) or measured_problem(claim, quote)
            or quantifier_problem(claim, quote) or causal_problem(claim, quote) or contrast_problem(claim, quote))
