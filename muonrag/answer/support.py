"""Does the cited evidence say this? The rule-based support check of one claim.

A claim is supported when one *passage* of a cited chunk (a sentence, or a
sentence with a neighbour on either side, so that an answer may merge two
adjacent sentences) passes every test:

* **quantities**: every number of the claim is in the passage with its unit,
  compared in one normal form (:mod:`muonrag.core.quantities`: ``10^15`` =
  ``10¹⁵`` = ``1e15``, ``sixty degrees`` = ``60°``, ``100 ms`` = ``0.1 s``);
* **terms**: at least :data:`MIN_COVERAGE` of the claim's content words
  (stemmed; acronyms meet their glossary expansions) are in the passage or
  the chunk's title, and at least :data:`MIN_KEY_COVERAGE` of those it shares
  with the question (what the claim is about: "Higgs mass precision");
* **anchoring**: each number sits in a passage sentence that shares a word
  with the claim (a year: half of its words), so a number is not borrowed
  from an unrelated neighbour;
* **polarity**: the claim is negated exactly when the passage is;
* **direction**: the claim does not say "increases" where the passage says
  "reduces" (a short list of opposites);
* **binding**: a number is not moved to another condition: when the passage
  sentence holding the claim's ``10 degrees`` gives the energy as 3 TeV, the
  claim (or the question it answers) may not say 10 TeV;
* **materials**: "S is made of M" and "M S" need M attached to S in the
  passage: "tungsten nozzles with borated polyethylene cladding" supports
  "the nozzles are made of tungsten", not "... of borated polyethylene".

Besides, content words in neither the question nor the cited evidence are
counted: a name, a material, an acronym or an identifier rejects the claim at
once; other words beyond :data:`NEW_WORD_BUDGET` do too.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Optional, Sequence

from muonrag.answer.grounding import split_sentences, tokens
from muonrag.answer.schema import Evidence
from muonrag.core.quantities import Quantity, is_year, quantities, unit_written

#: Share of a claim's content words that one passage must contain.
MIN_COVERAGE = 0.6
#: Share of the claim's words taken from the question (what it is about) that the passage must contain.
MIN_KEY_COVERAGE = 0.5
#: Ordinary words a claim may add that neither the question nor the evidence contains.
NEW_WORD_BUDGET = 2

_NEGATION = re.compile(
    r"\b(?:not(?!\s+only\b)|no|never|none|neither|nor|cannot|without|nothing|nowhere|unable)\b|n['’]t\b"
    r"|\bfail(?:s|ed)?\s+to\b",
    re.I,
)
_GENERIC_WORDS = """
about approximately around roughly nearly almost also both each every per use used uses using typically mainly
mostly generally usually main several some many much various such like etc thus therefore hence so however while
whereas which whose only just very well according evidence document source sources state states stated report
reports reported describe describes described mention mentions mentioned note notes noted show shows shown
indicate indicates indicated suggest suggests suggested give gives given provide provides provided yes made
answer question overall here namely respectively specifically particular particularly called known
through via across along among toward towards onto upon beyond despite throughout whether either them they their
there then also its itself one ones thing things way ways order
""".split()
_COMMON_STARTERS = """
overall typically roughly approximately according however moreover additionally furthermore first second finally
together unlike compared since because although due thanks within during once most many several only another other
yes both each all some such here instead consequently therefore thus hence in short
""".split()
MATERIALS = frozenset(
    """tungsten polyethylene polyethylen lead iron steel copper gold silver aluminium aluminum beryllium titanium carbon
    graphite silicon germanium niobium tin nickel platinum uranium lithium boron cadmium tantalum diamond concrete
    kapton mylar plastic glass water helium hydrogen nitrogen argon xenon krypton mercury polystyrene paraffin
    rebco nbti nb3sn lyso pbwo4 csi bgo scintillator cesium caesium zinc cobalt chromium molybdenum vanadium
    zirconium hafnium osmium iridium palladium rhodium magnesium bismuth antimony gallium indium rubber wood
    ceramic epoxy kevlar nylon teflon""".split()
)
_OPPOSITES = [
    ("increase", "decrease"), ("increase", "reduce"), ("increase", "lower"), ("raise", "lower"), ("rise", "fall"),
    ("higher", "lower"), ("larger", "smaller"), ("greater", "smaller"), ("more", "less"), ("more", "fewer"),
    ("above", "below"), ("inside", "outside"), ("inner", "outer"), ("before", "after"), ("maximum", "minimum"),
    ("enhance", "suppress"), ("improve", "degrade"), ("improve", "worsen"), ("gain", "loss"), ("strong", "weak"),
    ("fast", "slow"), ("early", "late"), ("earlier", "later"), ("upstream", "downstream"), ("positive", "negative"),
    ("forward", "backward"), ("thick", "thin"), ("heavy", "light"), ("high", "low"), ("long", "short"),
    ("dominant", "negligible"), ("add", "remove"), ("widen", "narrow"), ("wider", "narrower"), ("best", "worst"),
    ("better", "worse"), ("allow", "prevent"), ("accept", "reject"), ("increase", "suppress"),
    ("stretch", "shorten"), ("lengthen", "shorten"), ("extend", "shorten"), ("remove", "add"), ("remove", "keep"),
]
_NON_NOUNS = """absorb absorbs shield shields stop stops reduce reduces protect protects surround surrounds cover
covers provide provides block blocks attenuate attenuates moderate moderates capture captures form forms line lines
make makes is are was were be has have against around in on at of with for to from by and or as that which""".split()
_MADE_OF = re.compile(
    r"(?P<subject>(?:[\w-]+\s+){0,3}?[\w-]+)\s+(?:(?:is|are|was|were|be|been|being)\s+)?(?:(?:not|entirely|mainly|"
    r"mostly|largely|partly|wholly|fully)\s+)*(?:made|built|constructed|fabricated|manufactured|composed|formed|cast)"
    r"\s+(?:out\s+)?(?:of|from)\s+(?P<material>[^,.;:()\[\]]+)"
    r"|(?P<subject2>(?:[\w-]+\s+){0,3}?[\w-]+)\s+(?:consists?|consisted|consisting)\s+(?:\w+ly\s+)?of\s+(?P<material2>[^,.;:()\[\]]+)",
    re.I,
)
_WORD = re.compile(r"[^\W_]+(?:[-'’][^\W_]+)*", re.U)


def _stems(words: Sequence[str]) -> set[str]:
    return {t for word in words for t in tokens(word)}


GENERIC = frozenset(_stems(_GENERIC_WORDS))
_STARTERS = frozenset(_stems(_COMMON_STARTERS)) | GENERIC
_MATERIAL_STEMS = frozenset(_stems(sorted(MATERIALS)))
_NON_NOUN_STEMS = frozenset(_stems(_NON_NOUNS))
_OPPOSITE_STEMS: dict[str, set[str]] = {}
for _a, _b in _OPPOSITES:
    for _x, _y in ((_a, _b), (_b, _a)):
        for _sx in tokens(_x):
            _OPPOSITE_STEMS.setdefault(_sx, set()).update(tokens(_y))


def _is_number_token(token: str) -> bool:
    return any(c.isdigit() for c in token)


def content_terms(text: str) -> list[str]:
    """Distinct stemmed content words of ``text``: no stop words, numbers, units or generic framing words."""
    from muonrag.core.tokenize import _UNITS

    seen: dict[str, None] = {}
    for token in tokens(text):
        if _is_number_token(token) or token in _UNITS or token in GENERIC:
            continue
        seen.setdefault(token, None)
    return list(seen)


@lru_cache(maxsize=4096)
def _glossary_tokens(text: str) -> frozenset[str]:
    """Tokens of every form of every glossary entry ``text`` mentions (BIB meets beam-induced background)."""
    from muonrag.core.glossary import Glossary

    try:
        forms = Glossary.load().expansion_terms(text)
    except Exception:  # pragma: no cover - the glossary ships with the package
        return frozenset()
    return frozenset(t for form in forms for t in tokens(form))


@dataclass
class _Sentence:
    text: str
    tokens: frozenset[str]
    quantities: list[Quantity]
    negated: bool


@dataclass
class _Chunk:
    number: int
    sentences: list[_Sentence]
    context: frozenset[str]  # title and section
    all_tokens: frozenset[str]


@lru_cache(maxsize=512)
def _sentence(text: str) -> _Sentence:
    own = frozenset(tokens(text))
    return _Sentence(text, own | _glossary_tokens(text), quantities(text), bool(_NEGATION.search(text)))


def _chunk(evidence: Evidence) -> _Chunk:
    sentences = [_sentence(s) for s in (split_sentences(evidence.text) or [evidence.text])]
    context_text = f"{evidence.title or ''} {evidence.section or ''}"
    context = frozenset(tokens(context_text)) | _glossary_tokens(context_text)
    everything = set(context)
    for s in sentences:
        everything |= s.tokens
    return _Chunk(evidence.number, sentences, context, frozenset(everything))


@dataclass
class Support:
    """The outcome of checking one claim: ``ok``, or the reason it failed; the supporting quote per citation."""

    ok: bool
    reason: Optional[str] = None
    quotes: dict[int, str] = field(default_factory=dict)


def _counts_same(wanted: Quantity, q: Quantity) -> bool:
    """A unitless number of the claim that counts something (``8 solenoids``) needs that word after it in the evidence."""
    counted = wanted.counted
    if counted is None or counted in GENERIC:
        return True
    return counted in q.following


def _quantity_found(wanted: Quantity, sentences: Sequence[_Sentence]) -> Optional[int]:
    """Index of the first sentence holding ``wanted`` with its unit (or with the unit written elsewhere in the passage)."""
    for i, s in enumerate(sentences):
        for q in s.quantities:
            if wanted.dimension is None:
                if q.dimension is None and abs(q.value - wanted.value) <= 1e-9 * max(1.0, abs(wanted.value)):
                    if _counts_same(wanted, q):
                        return i
                elif q.dimension is not None and wanted.counted is None and _same_written_value(wanted, q):
                    return i
            elif q.matches(wanted):
                return i
    if wanted.dimension is not None:
        joined = " ".join(s.text for s in sentences)
        if unit_written(wanted.dimension, joined):
            for i, s in enumerate(sentences):
                if any(q.dimension is None and _same_written_value(wanted, q) for q in s.quantities):
                    return i
    return None


def _same_written_value(a: Quantity, b: Quantity) -> bool:
    """``10`` (no unit) and ``10 degrees``: the same number as written, whatever its unit."""
    return _leading_number(a.written) == _leading_number(b.written) is not None


def _leading_number(written: str) -> Optional[float]:
    match = re.match(r"[-+]?\d+(?:,\d{3})*(?:\.\d+)?", written)
    return float(match.group(0).replace(",", "")) if match else None


@dataclass
class _Failure:
    rank: int
    reason: str


def _check_passage(claim: str, terms: list[str], claim_quantities: list[Quantity], question_quantities: list[Quantity],
                   negated: bool, pairs: list[tuple[str, set[str]]], sentences: Sequence[_Sentence],
                   context: frozenset[str], min_coverage: float = MIN_COVERAGE,
                   key_terms: Sequence[str] = ()) -> Optional[_Failure]:
    """``None`` when ``sentences`` (one passage) support the claim, else why not (higher rank: closer to support)."""
    holders: dict[int, int] = {}
    missing = []
    for k, q in enumerate(claim_quantities):
        at = _quantity_found(q, sentences)
        if at is None:
            missing.append(q)
        else:
            holders[k] = at
    have = set(context)
    for s in sentences:
        have |= s.tokens
    found = [t for t in terms if t in have]
    coverage = len(found) / len(terms) if terms else 1.0
    if missing:
        return _Failure(int(coverage * 10), f"numbers {[str(q) for q in missing]} are not in the cited passage")
    if coverage < min_coverage:
        return _Failure(10 + int(coverage * 10), f"only {coverage:.0%} of the claim's terms are in one passage of its cited evidence")
    if key_terms:
        key_found = [t for t in key_terms if t in have]
        if len(key_found) / len(key_terms) < MIN_KEY_COVERAGE:
            missing_keys = [t for t in key_terms if t not in have]
            return _Failure(20, f"the cited passage does not mention what the claim answers about ({', '.join(missing_keys)})")
    for k, q in enumerate(claim_quantities):
        anchor = set(terms) & sentences[holders[k]].tokens
        needed = max(1, (len(terms) + 1) // 2) if is_year(q) else 1
        if terms and len(anchor) < needed:
            return _Failure(25, f"the number {q} is in a sentence that is not about this claim")
    contributing = [s for i, s in enumerate(sentences) if (set(terms) & s.tokens) or i in holders.values()]
    if negated != any(s.negated for s in contributing):
        side = "the claim is negated and its evidence is not" if negated else "the evidence is negated and the claim is not"
        return _Failure(30, f"polarity: {side}")
    for term in terms:
        if term in have:
            continue
        opposite = _OPPOSITE_STEMS.get(term, set()) & have
        if opposite:
            return _Failure(30, f"the evidence says {sorted(opposite)[0]!r} where the claim says {term!r}")
    for k, q in enumerate(claim_quantities):
        sentence = sentences[holders[k]]
        for j, other in enumerate(claim_quantities):
            if j == k or other.dimension in (None, q.dimension):
                continue
            same_kind = [x for x in sentence.quantities if x.dimension == other.dimension]
            stated = [y for y in claim_quantities if y.dimension == other.dimension]
            if same_kind and not any(x.matches(y) for x in same_kind for y in stated):
                return _Failure(30, f"the evidence gives {q} for {same_kind[0]}, not for {other}")
    claim_dimensions = {q.dimension for q in claim_quantities}
    holding = [sentences[i] for i in sorted(set(holders.values()))] or contributing
    for qq in question_quantities:
        if qq.dimension is None or qq.dimension in claim_dimensions:
            continue
        if sum(1 for x in question_quantities if x.dimension == qq.dimension) > 1:
            continue  # a comparison: "from 3 TeV to 10 TeV"
        for sentence in holding:
            same_kind = [x for x in sentence.quantities if x.dimension == qq.dimension]
            if same_kind and not any(x.matches(qq) for x in same_kind):
                return _Failure(30, f"the evidence states this for {same_kind[0]}, the question asks about {qq}")
    for material, subject in pairs:
        if not any(_attached(material, subject, s.text) for s in contributing):
            return _Failure(30, f"the evidence does not pair {material!r} with {'/'.join(sorted(subject))!r}")
    return None


def _attached(material: str, subject: set[str], sentence: str) -> bool:
    """True when ``material`` (a stem) belongs to the thing named by ``subject`` (stems) in ``sentence``."""
    for clause in re.split(r"[;,]|\b(?:while|whereas|but)\b", sentence):
        words = _WORD.findall(clause)
        stems = [tokens(w) for w in words]
        for i, stem in enumerate(stems):
            if material not in stem:
                continue
            following = next((stems[j] for j in range(i + 1, len(words)) if not (stems[j] and stems[j][0] in _MATERIAL_STEMS)), None)
            if following and following[0] in subject:
                return True
            if following and following[0] not in _NON_NOUN_STEMS and not _is_number_token(following[0]):
                continue  # "borated polyethylene cladding": attached to the cladding
            if any(s and s[0] in subject for s in stems):
                return True
    return False


def material_pairs(claim: str) -> list[tuple[str, set[str]]]:
    """(material stem, subject stems) pairs a claim asserts: "S is made of M", "S consists of M", "M S"."""
    pairs: list[tuple[str, set[str]]] = []
    for match in _MADE_OF.finditer(claim):
        subject_text = match.group("subject") or match.group("subject2") or ""
        material_text = match.group("material") or match.group("material2") or ""
        subject = set(content_terms(" ".join(subject_text.split()[-3:])))
        if not subject:
            continue
        for piece in re.split(r"\b(?:and|or|with|plus)\b|/", material_text):
            heads = content_terms(piece)
            if heads:
                pairs.append((heads[-1], subject))
    words = _WORD.findall(claim)
    for i, word in enumerate(words[:-1]):
        stem = tokens(word)
        if not stem or stem[0] not in _MATERIAL_STEMS:
            continue
        nxt = tokens(words[i + 1])
        if nxt and nxt[0] not in _MATERIAL_STEMS and nxt[0] not in _NON_NOUN_STEMS and nxt[0] not in GENERIC and not _is_number_token(nxt[0]):
            # "the nozzles are tungsten cones": the material may belong to the noun or to the subject before it
            before = set(content_terms(" ".join(words[:i]))) - _MATERIAL_STEMS
            pairs.append((stem[0], {nxt[0]} | before))
    return pairs


def new_words(claim: str, allowed: set[str]) -> tuple[list[str], list[str]]:
    """Words of ``claim`` in neither question nor evidence: (names, materials and identifiers; ordinary words)."""
    specific: list[str] = []
    ordinary: list[str] = []
    words = _WORD.findall(claim)
    for position, word in enumerate(words):
        stems = [t for t in tokens(word) if t not in GENERIC and not (t.isdigit())]
        if not stems or all(s in allowed for s in stems):
            continue
        lowered = word.lower()
        named = (word[:1].isupper() and position > 0) or sum(c.isupper() for c in word) >= 2
        first_name = position == 0 and word[:1].isupper() and not all(s in _STARTERS for s in stems)
        possessive = bool(re.search(r"['’]s$", word))
        if named or first_name or possessive or any(s in _MATERIAL_STEMS for s in stems) or any(c.isdigit() for c in word):
            specific.append(word)
        elif not all(s in _STARTERS for s in stems):
            ordinary.append(lowered)
    return specific, ordinary


def check_claim(claim: str, question: str, cited: Sequence[Evidence], min_coverage: float = MIN_COVERAGE) -> Support:
    """Check ``claim`` against its cited evidence (see the module docstring).

    Args:
        claim: one claim, without its citation markers.
        question: the question it answers (its words are not new words; its
            quantities bind the evidence: see *binding*).
        cited: the evidence the claim cites (valid, not flagged).
        min_coverage: share of the claim's content words one passage must hold.
    """
    terms = content_terms(claim)
    claim_quantities = quantities(claim)
    if not terms and not claim_quantities:
        return Support(False, "the claim says nothing the evidence could support")
    chunks = [_chunk(e) for e in cited]
    allowed = set(tokens(question)) | set(_glossary_tokens(question)) | set(GENERIC)
    for chunk in chunks:
        allowed |= chunk.all_tokens
    specific, ordinary = new_words(claim, allowed)
    if specific:
        return Support(False, f"names {', '.join(repr(w) for w in dict.fromkeys(specific))}, which neither the question nor the cited evidence mentions")
    if len(ordinary) > NEW_WORD_BUDGET:
        return Support(False, f"adds words found in neither the question nor the cited evidence: {', '.join(dict.fromkeys(ordinary))}")
    negated = bool(_NEGATION.search(claim))
    pairs = material_pairs(claim)
    question_quantities = quantities(question)
    question_terms = set(content_terms(question))
    key_terms = [t for t in terms if t in question_terms]
    best: Optional[_Failure] = None
    for chunk in chunks:
        contradiction = _opposite_in_chunk(terms, chunk)
        if contradiction:
            best = _Failure(30, contradiction) if best is None or best.rank < 30 else best
            continue
        n = len(chunk.sentences)
        windows = [(i, i + 1) for i in range(n)] + [(i, i + 2) for i in range(n - 1)] + [(i, i + 3) for i in range(n - 2)]
        for lo, hi in windows:
            failure = _check_passage(claim, terms, claim_quantities, question_quantities, negated, pairs,
                                     chunk.sentences[lo:hi], chunk.context, min_coverage, key_terms)
            if failure is None:
                quote = " ".join(s.text for s in _trim(chunk.sentences[lo:hi], terms, claim_quantities))
                return Support(True, quotes={chunk.number: quote})
            if best is None or failure.rank > best.rank:
                best = failure
    if len(chunks) > 1:
        # a claim citing two chunks may join one sentence of each
        for a in range(len(chunks)):
            for b in range(a + 1, len(chunks)):
                for sa in chunks[a].sentences:
                    for sb in chunks[b].sentences:
                        failure = _check_passage(claim, terms, claim_quantities, question_quantities, negated, pairs,
                                                 [sa, sb], chunks[a].context | chunks[b].context, min_coverage,
                                                 key_terms)
                        if failure is None:
                            return Support(True, quotes={chunks[a].number: sa.text, chunks[b].number: sb.text})
    if best is not None and best.reason.startswith("numbers") and not any(
        _quantity_found(q, [s for c in chunks for s in c.sentences]) is None for q in claim_quantities
    ):
        best = _Failure(best.rank, best.reason.replace("are not in the cited passage", "are not in the same passage as the claim's terms"))
    elif best is not None and best.reason.startswith("numbers"):
        best = _Failure(best.rank, best.reason.replace("cited passage", "cited evidence"))
    return Support(False, best.reason if best else "no passage of the cited evidence supports it")


def _opposite_in_chunk(terms: list[str], chunk: _Chunk) -> Optional[str]:
    """A claim word absent from the chunk whose opposite is in a chunk sentence about the same thing."""
    for term in terms:
        opposites = _OPPOSITE_STEMS.get(term, set())
        if not opposites or term in chunk.all_tokens:
            continue
        for sentence in chunk.sentences:
            found = opposites & sentence.tokens
            if found and len(set(terms) & sentence.tokens) >= 2:
                return f"the evidence says {sorted(found)[0]!r} where the claim says {term!r}"
    return None


def _trim(sentences: Sequence[_Sentence], terms: list[str], claim_quantities: list[Quantity]) -> list[_Sentence]:
    """The passage without leading or trailing sentences that contribute nothing."""
    useful = [i for i, s in enumerate(sentences)
              if set(terms) & s.tokens or any(_quantity_found(q, [s]) is not None for q in claim_quantities)]
    if not useful:
        return list(sentences)
    return list(sentences[useful[0]: useful[-1] + 1])
