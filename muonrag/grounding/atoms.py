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

from muonrag.grounding.amounts import Amount, amount_problem, amounts, cells, clause_spans, stems
from muonrag.core.quantities import normalised_for_quantities
from muonrag.core.tokenize import PhysicsTokenizer

_tokens = PhysicsTokenizer()


# --- words of meaning ---------------------------------------------------------------------------------------------

_UP, _DOWN = 1, -1
# (axis, sign, stems); a comparative names its axis, a verb of change the amount axis
_DIRECTIONS: tuple[tuple[str, int, str], ...] = (
    ("amount", _UP, "increas grow rise rose risen rais enlarg enhanc boost augment elev amplifi amplif expand "
                    "lengthen elong widen broaden loosen doubl tripl multipli mount climb exceed surpass outnumb higher larger "
                    "bigger greater more wider broader looser longer thicker heavier taller deeper upward ascend accumul add "
                    "expans growth exacerb aggrav"),
    ("amount", _DOWN, "decreas shrink shrank shrunk fall fell fallen drop reduc lower diminish declin lessen shorten narrow "
                      "halv cut contract suppress attenu dampen damp curtail smaller less fewer narrow shorter thinner reduct mitig allevi "
                      "lighter smaller downward descend deplet inhibit remov elimin tighter tighten compress"),
    ("quality", _UP, "improv better best superior outperform benefit advantag gain safer"),
    ("quality", _DOWN, "degrad wors worsen worst inferior deterior impair harm penal loss lose riskier unsaf danger"),
    ("strength", _UP, "stronger strengthen intensifi harden"),
    ("strength", _DOWN, "weaker weaken soften loosen relax"),
    ("speed", _UP, "faster acceler quicker hasten speed"),
    ("speed", _DOWN, "slower deceler slow delay retard"),
    ("estimate", _UP, "overestim overst overpredict"),
    ("estimate", _DOWN, "underestim underst underpredict"),
    ("activity", _UP, "stimul promot induc upregul potenti facilit encourag activate activates activated activating "
                          "activation"),
    ("capture", _UP, "captur absorb trap retain stop contain"),
    ("capture", _DOWN, "releas emit leak liber"),
    ("amount", _UP, "highest largest biggest greatest most"),
    ("amount", _DOWN, "lowest smallest least fewest"),
    ("activity", _DOWN, "deactiv repress inactiv downregul block abolish prevent abrog imped hinder"),
)
_DIRECTION_OF: dict[str, tuple[str, int]] = {}
for _axis, _sign, _words in _DIRECTIONS:
    for _w in _words.split():
        _DIRECTION_OF.setdefault(_w, (_axis, _sign))
# adjectives that are only compared when the other side says the opposite ("high" luminosity is everywhere)
_ADJECTIVES: dict[str, tuple[str, int]] = {
    "high": ("amount", _UP), "low": ("amount", _DOWN), "larg": ("amount", _UP), "small": ("amount", _DOWN),
    "big": ("amount", _UP), "great": ("amount", _UP), "long": ("amount", _UP), "short": ("amount", _DOWN),
    "strong": ("strength", _UP), "weak": ("strength", _DOWN), "fast": ("speed", _UP), "slow": ("speed", _DOWN),
    "good": ("quality", _UP), "bad": ("quality", _DOWN), "poor": ("quality", _DOWN), "posit": ("sign", _UP),
    "negat": ("sign", _DOWN), "thick": ("amount", _UP), "thin": ("amount", _DOWN), "wide": ("amount", _UP),
    "increas": ("amount", _UP), "decreas": ("amount", _DOWN), "inner": ("place", _UP), "outer": ("place", _DOWN),
    "insid": ("place", _UP), "outsid": ("place", _DOWN), "upstream": ("flow", _UP), "downstream": ("flow", _DOWN),
    "maximum": ("amount", _UP), "minimum": ("amount", _DOWN), "domin": ("amount", _UP), "neglig": ("amount", _DOWN),
    "major": ("amount", _UP), "minor": ("amount", _DOWN), "trivial": ("amount", _DOWN), "essenti": ("amount", _UP),
    "crucial": ("amount", _UP), "key": ("amount", _UP), "import": ("amount", _UP), "unimport": ("amount", _DOWN),
}
_WORDS = re.compile(r"[a-zα-ω]+(?:[-'][a-z]+)*")

_NEGATION = re.compile(
    r"\b(?:not(?!\s+only\b)|no(?!\s+(?:longer|less|more|later)\b)|never|none|neither|nor|cannot|without|nothing|nowhere"
    r"|unable|lacks?|lacking|absence\s+of|absent|fail(?:s|ed|ing)?\s+to|unrelated|independent(?:ly)?\s+of|unaffected"
    r"|insignificant|irrelevant|unchanged|rather\s+than|instead\s+of"
    # adjectives that negate their own stem ("ineffective" is "not effective")
    r"|ineffective(?:ly)?|ineffectual|inefficient|inaccurate(?:ly)?|inadequate(?:ly)?|insufficient(?:ly)?|inactive"
    r"|incapable|incorrect(?:ly)?|unsuccessful(?:ly)?|unreliable|unnecessary|impossible|non-?significant(?:ly)?)\b|n['’]t\b",
)
# absence written after what is absent ("FGF21 deficiency", "Gata3-null mice", "IFN-gammaR(-/-)"): its scope is before it
_ABSENCE_AFTER = re.compile(r"(?:\b(?:deficien(?:t|cy|cies)|knock-?outs?)\b|(?<=\w)-null\b|\(?-/-\)?)")
_DOUBLE_NEGATION = re.compile(r"\bnot\s+(?:un\w+|without|independent|insignificant|irrelevant|unrelated)\b")

# certainty: 1 possible or studied, 2 intended or expected, 3 stated as fact (the default)
_CERTAINTY = (
    (1, r"may|might|could|possibl[ey]|potential(?:ly)?|perhaps|conceivabl[ey]|hypothe(?:sis|sized|sised|tical\w*)"
        r"|propos(?:e|es|ed|al|als)|considered|under\s+consideration|studied|under\s+study|being\s+stud\w+"
        r"|investigated|under\s+investigation|explored|envisag\w*|candidates?|options?|would|speculat\w*|assumed"),
    (2, r"will|shall|plan(?:s|ned|ning)?|intend(?:s|ed)?|aims?\s+(?:to|at)|aimed\s+(?:to|at)|expected|foresee[ns]?|foreseen"
        r"|projected|anticipated|scheduled|should|future|designed\s+to|to\s+be\s+(?:built|installed|used)"
        r"|in\s+preparation|being\s+prepared|under\s+way|underway|ongoing|under\s+construction|in\s+progress|draft"),
)
_CERTAINTY_RE = [(level, re.compile(rf"\b(?:{pattern})\b")) for level, pattern in _CERTAINTY]
_SIMULATED = re.compile(r"\b(?:simulat\w*|monte\s+carlo|mc|geant\w*|fluka|mars15|modell?(?:ed|ing)|predict\w*|calculat\w*"
                        r"|comput\w*|estimat\w*|projected|expected|theoretical\w*|in\s+silico)\b")
_MEASURED = re.compile(r"\b(?:measur\w*|observ\w*|experimental\w*|test\s+beam|prototype\s+test\w*|recorded|data\s+show"
                       r"|empiric\w*|demonstrated|achiev\w*|operat(?:ed|ing)|built|constructed|commissioned)\b")
# the claim may not be more definite than the quote: achieved, built, adopted, baseline
_DEFINITE = re.compile(r"\b(?:adopt\w*|baseline|chosen|selected|decided|approved|completed?|finished|achieved|built|published"
                       r"|constructed|installed|commissioned|established|confirmed|proven)\b")

_QUANTIFIERS = (
    ("all", r"all|every|each|always|entire(?:ly)?|(?<!-)whole(?!-)|everywhere|fully|completely|universal(?:ly)?"
            r"|invariabl[ey]|consistent(?:ly)?"),
    ("most", r"most|mostly|majority|mainly|largely|predominant(?:ly)?|usually|generally|typically|primarily"),
    ("only", r"only|exclusive(?:ly)?|sole(?:ly)?|alone"),
)
_QUANTIFIER_RE = [(name, re.compile(rf"\b(?:{pattern})\b")) for name, pattern in _QUANTIFIERS]
_QUANTIFIER_ALLOWED = {"all": {"all"}, "most": {"most", "all"}, "only": {"only"}}

_CAUSAL = re.compile(r"\b(?:because|due\s+to|owing\s+to|thanks\s+to|therefore|thus|hence|consequently|as\s+a\s+result"
                     r"|so\s+that|result(?:s|ed|ing)?\s+in|lead(?:s|ing)?\s+to|led\s+to|caus\w*|responsible\s+for"
                     r"|driv(?:e|es|en|ing)|since|explain\w*|attributed\s+to|which\s+means|that\s+is\s+why|the\s+reason)\b")
_CLAIM_CAUSAL = re.compile(r"\b(?:because|due\s+to|owing\s+to|thanks\s+to|therefore|thus|hence|consequently"
                           r"|as\s+a\s+result|so\s+that|which\s+means|that\s+is\s+why|this\s+is\s+why|the\s+reason)\b")
_CONCESSIVE = re.compile(r"\b(?:despite|in\s+spite\s+of|although|though|even\s+though|even\s+if|notwithstanding"
                         r"|nevertheless|nonetheless|regardless\s+of)\b")
_CONTRAST = re.compile(r"\b(?:despite|in\s+spite\s+of|although|though|but|however|while|whereas|yet|nevertheless"
                       r"|nonetheless|even\s+though|unlike|contrary|notwithstanding|regardless)\b")


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
    """``A <word> than B``: the sign of the comparison and the stems of each side."""

    sign: int
    left: frozenset[str]
    right: frozenset[str]


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


def _until_change(words: list[str]) -> list[str]:
    """``words`` up to the next verb of change: in "downregulation activates the pathway" the pathway is what activates.

    A noun of change ("DSB accumulation") is what the earlier word is said of, and stays.
    """
    for i, word in enumerate(words):
        stemmed = _tokens(word)
        if _VERB_FORM.search(word) and not _NOMINAL.search(word) and "-" not in word and (_DIRECTION_OF.get(stemmed[0] if stemmed else word) or _DIRECTION_OF.get(word.lower())):
            return words[:i]
    return words


def _directions(text: str, clauses: list[tuple[int, int]]) -> tuple[list[Direction], list[Comparison]]:
    found: list[Direction] = []
    comparisons: list[Comparison] = []
    for c, (a, b) in enumerate(clauses):
        clause = text[a:b]
        for match in _WORDS.finditer(clause):
            word = match.group(0)
            if "-" in word:
                continue  # a compound modifier ("double-strand breaks", "high-energy muons") states no change
            after = clause[match.end():match.end() + 12]
            if word in ("more", "less", "fewer", "over", "under") and re.match(r"\s+than\s+[\d~≈]", clause[match.end():]):
                continue  # a bound: "more than 10"
            if word in ("most", "least") and re.search(r"\bat\s+$", clause[:match.start()]):
                continue  # a bound: "at most 20 MGy"
            if word == "most" and (re.match(r"\s+of\b", clause[match.end():]) or not re.search(r"\bthe\s+$", clause[:match.start()])):
                continue  # a quantifier: "most BIB photons", "most of the dose" (a superlative says "the most")
            if word in ("more", "less", "most", "least") and re.match(r"\s+[a-z]+(?:er|ly|al|ive|ant|ent|ic|ous|ful|ble)\b", after):
                continue  # "more efficient": the adjective carries the meaning
            stemmed = _tokens(word)
            stem = stemmed[0] if stemmed else word
            hit = _DIRECTION_OF.get(stem) or _DIRECTION_OF.get(word)
            adjective = False
            if hit is None:
                hit = _ADJECTIVES.get(stem) or _ADJECTIVES.get(word)
                adjective = True
            if hit is None:
                continue
            target = stems(" ".join(_until_change(re.split(r"[,;]|\b(?:but|and|while|whereas)\b", clause[match.end():])[0].split()[:5])))
            found.append(Direction(hit[0], hit[1], word, c, adjective, stem, target))
            # "stronger than X", "a stronger field than X"
            than = re.match(r"\s+(?:[a-z-]+\s+){0,2}?(?:than|compared\s+(?:to|with))\s+(.*)", clause[match.end():])
            if than and not adjective:
                left = stems(clause[:match.start()])
                right = stems(re.split(r"[,;]", than.group(1))[0])
                comparisons.append(Comparison(hit[1], left, right))
    return found, comparisons


_STATUS_STEMS = frozenset(_tokens("adopted baseline chosen selected decided decision approved completed finished achieved "
                                   "built constructed installed commissioned established confirmed proven published "
                                   "funded approved started operated demonstrated measured observed"))


def _head(text: str, end: int) -> str:
    """The stem of the first content word after a negation: what it negates ("not adopted")."""
    rest = re.split(r"[.;:!?,()]", text[end:end + 60], maxsplit=1)[0]
    found = [t for t in _tokens(rest) if t.isalpha() and len(t) > 1]
    return found[0] if found else ""


def _scope(text: str, end: int) -> frozenset[str]:
    """Stems of the (up to six) words a negation governs, up to the end of its clause."""
    rest = re.split(r"[.;:!?,()]|\b(?:but|while|whereas|although|and\s+(?:is|are|was|were))\b", text[end:end + 80], maxsplit=1)[0]
    return _scope_terms(" ".join(rest.split()[:6]))


def _scope_before(text: str, start: int) -> frozenset[str]:
    """Stems of the (up to three) words before a marker of absence, within its clause: what is absent."""
    before = re.split(r"[.;:!?,()]", text[max(0, start - 60):start])[-1]
    return _scope_terms(" ".join(re.split(r"[-\s]+", before.strip())[-3:]))


def _scope_terms(text: str) -> frozenset[str]:
    """Stems of the content words of ``text`` and its identifiers with digits (FGF21, Alk3), which name what is negated."""
    return stems(text) | frozenset(t for t in _tokens(text) if any(c.isdigit() for c in t) and any(c.isalpha() for c in t))


def _hedges(text: str) -> tuple[tuple[int, frozenset[str]], ...]:
    """Each certainty marker of ``text``: its level and the stems of the six words either side of it (its scope)."""
    found = []
    for level, pattern in _CERTAINTY_RE:
        for match in pattern.finditer(text):
            before = " ".join(re.split(r"[.;!?]", text[max(0, match.start() - 80):match.start()])[-1].split()[-6:])
            after = " ".join(re.split(r"[.;!?]", text[match.end():match.end() + 80])[0].split()[:6])
            found.append((level, stems(f"{before} {after}")))
    return tuple(found)


# "almost all", "nearly always", "not all": a limit, not a universal; "only if", "only when": a condition, not a restriction
_SOFTENED = re.compile(r"\b(?:almost|nearly|virtually|practically|not|hardly)\s+$")
_CONDITION_AFTER = re.compile(r"^\s+(?:if|when|once|after|before|until|unless|with|under|above|below|at|for|in|where|while)\b")


def _scoped_quantifiers(norm: str) -> tuple[tuple[str, frozenset[str]], ...]:
    """Each quantifier of ``norm`` (all, most, only) and the stems of the three words after it (what it quantifies)."""
    found = []
    for name, pattern in _QUANTIFIER_RE:
        for m in pattern.finditer(norm):
            kind = name
            if name == "all" and _SOFTENED.search(norm[max(0, m.start() - 12):m.start()]):
                kind = "most"
            if name == "only" and _CONDITION_AFTER.match(norm[m.end():m.end() + 12]):
                continue
            found.append((kind, stems(" ".join(re.split(r"[.;:!?,]", norm[m.end():m.end() + 60])[0].split()[:3]))))
    return tuple(found)


@lru_cache(maxsize=2048)
def atoms(text: str, header: Optional[str] = None) -> Atoms:
    """The atoms of ``text``; ``header``: the header row of the table ``text`` was quoted from, if any."""
    norm = normalised_for_quantities(text)
    clauses = clause_spans(norm)
    directions, comparisons = _directions(norm, clauses)
    negations = [(m.end(), _scope(norm, m.end())) for m in _NEGATION.finditer(norm)
                 if not _DOUBLE_NEGATION.match(norm, m.start())]

    heads = tuple(_head(norm, end) for end, _ in negations)
    return Atoms(
        text=text,
        amounts=amounts(norm, cells(header.lower()) if header else None),
        directions=directions,
        comparisons=comparisons,
        negations=tuple(scope for _, scope in negations),
        absences=tuple(_scope(norm, m.end()) | _scope_before(norm, m.start()) for m in _ABSENCE_AFTER.finditer(norm)),
        negated_heads=heads,
        hedges=_hedges(norm),
        simulated=bool(_SIMULATED.search(norm)),
        measured=bool(_MEASURED.search(norm)),
        definite=any(not re.search(r"\b(?:not|no|never|yet\s+to)\s+(?:\w+\s+){0,2}$", norm[max(0, m.start() - 30):m.start()])
                     for m in _DEFINITE.finditer(norm)),
        scoped_quantifiers=_scoped_quantifiers(norm),
        causal=bool(_CAUSAL.search(norm)),
        concessive=bool(_CONCESSIVE.search(norm)),
        contrast=bool(_CONTRAST.search(norm)),
        terms=stems(norm),
    )


# --- comparison ---------------------------------------------------------------------------------------------------

def direction_problem(claim: Atoms, quote: Atoms, question: Optional[Atoms] = None) -> Optional[str]:
    done: set[int] = set()
    # the question's own words for its subject ("the field that captures the pions"): the claim may repeat them
    asked = {(t.stem, t.sign) for t in question.directions} if question is not None else set()
    for comparison in claim.comparisons:
        for theirs in quote.comparisons:
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
        compatible = [t for t in quote.directions if not t.adjective and (t.axis == mine.axis or "amount" in (t.axis, mine.axis))]
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
        relevant = len(scope & claim.terms) >= needed or (head in claim.terms and head in _STATUS_STEMS)
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
    """The claim says measured where the quote gives a simulation or an estimate."""
    if claim.measured and quote.simulated and not quote.measured:
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
    return None


def causal_problem(claim: Atoms, quote: Atoms) -> Optional[str]:
    """The claim gives a cause or consequence the quote does not state."""
    if _CLAIM_CAUSAL.search(normalised_for_quantities(claim.text)) and not quote.causal:
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
