"""Does the quote say this? The rule-based check of one claim against its quote(s) alone.

A claim of a generated answer comes with quotes: verbatim spans of the
evidence it cites (:mod:`muonrag.answer.quotes` finds them; for a reply
without quotes, :func:`choose_quote` picks the shortest span of the cited
chunk that passes). :func:`check_quoted` holds the claim to those spans, and
to nothing else of the chunk, its title or its section:

* **atoms** (:func:`muonrag.answer.atoms.compare`): every quantity of the
  claim with its value, unit, bound and denominator, said of the same thing
  and for the same setting (3 TeV is not 10 TeV); the same polarity; each
  direction and comparison the same way round; no more certain (studied,
  planned, could), more definite (adopted, built), more measured, more
  general (all, only) or more causal (because) than the quote;
* **names**: every name, acronym, identifier and material of the claim is in
  the quote (an acronym may meet its spelled-out form); a name the question
  uses may stand for the quote's subject unless the chunk names it elsewhere
  than in the quote. A title is context for retrieval, never evidence;
* **materials**: "S is made of M" needs M attached to S in the quote;
* **words drawn from elsewhere**: a word of the claim that the chunk holds
  outside the quote, but the quote does not, means the claim took it from
  another sentence: the quote is widened to its neighbouring sentences once
  (and the reader shown the wider span), or the claim fails;
* **relevance**: at least :data:`MIN_OVERLAP` of the claim's content words, and
  :data:`MIN_KEY_COVERAGE` of those it shares with the question, are in the
  quote. Other words may be paraphrase.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Optional, Sequence

from muonrag.answer.amounts import _looks_like_unit, _unit_words, amount_problem
from muonrag.answer.atoms import atoms, compare
from muonrag.answer.grounding import split_sentences, tokens
from muonrag.answer.claims import MAX_QUOTE_CHARS
from muonrag.answer.quotes import locate, quoted
from muonrag.answer.schema import Evidence

#: Share of a claim's content words its quote must contain; chosen on SciFact-train's dev half
#: (``benchmarks/bench_claims.py --split dev``), where honest paraphrase keeps few of the claim's words.
MIN_OVERLAP = 0.1
#: Share of the claim's words taken from the question (what it is about) that the quote must contain; chosen
#: with MIN_OVERLAP on the same dev half (best balanced accuracy among 0.0-0.4).
MIN_KEY_COVERAGE = 0.1

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
_MATERIAL_STEMS = frozenset(_stems(sorted(MATERIALS)))
_NON_NOUN_STEMS = frozenset(_stems(_NON_NOUNS))


def content_terms(text: str) -> list[str]:
    """Distinct stemmed content words of ``text``: no stop words, numbers, units or generic framing words."""
    from muonrag.core.tokenize import _UNITS

    seen: dict[str, None] = {}
    for token in tokens(text):
        if any(c.isdigit() for c in token) or token in _UNITS or token in GENERIC:
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


@lru_cache(maxsize=4096)
def _known(text: str) -> frozenset[str]:
    """Stems of ``text`` and of the glossary forms it mentions."""
    return frozenset(tokens(text)) | _glossary_tokens(text)


@dataclass
class Support:
    """The outcome of checking one claim: ``ok``, or the reason it failed; the supporting quotes per evidence number."""

    ok: bool
    reason: Optional[str] = None
    quotes: dict[int, list[str]] = field(default_factory=dict)
    widen: bool = False  # the failure is a word the chunk holds outside the quote


def names(claim: str) -> list[str]:
    """The words of ``claim`` that name something: proper names, acronyms, identifiers and materials."""
    out: list[str] = []
    words = _WORD.findall(claim)
    for position, word in enumerate(words):
        bare = word.rstrip(".")
        if not bare or bare.isdigit() or _is_unit(bare):
            continue
        upper = sum(c.isupper() for c in bare)
        stemmed = tokens(bare)
        if any(s in _MATERIAL_STEMS for s in stemmed):
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
    return word.lower() in _unit_words() or (len(word) <= 6 and _looks_like_unit(word) and not word.isupper())


def _acronym_in(acronym: str, text: str) -> bool:
    """``CKD`` meets "chronic kidney disease", ``ESCs`` "embryonic stem cells": its letters start consecutive words."""
    letters = re.sub(r"s$", "", acronym) if re.search(r"[A-Z]s$", acronym) else acronym
    letters = letters.lower()
    if not letters.isalpha() or not 2 <= len(letters) <= 8:
        return False
    initials = [w[0] for w in re.findall(r"[a-z][a-z]*", text.lower().replace("-", " "))]
    joined = "".join(initials)
    return letters in joined


def _name_held(word: str, quote_text: str, quote_known: frozenset[str]) -> bool:
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
        if not stem or stem[0] not in _MATERIAL_STEMS or _is_verb_lead(words, i):
            continue
        nxt = tokens(words[i + 1])
        if nxt and nxt[0] not in _MATERIAL_STEMS | _NON_NOUN_STEMS | GENERIC and not any(c.isdigit() for c in nxt[0]):
            before = set(content_terms(" ".join(words[:i]))) - _MATERIAL_STEMS
            pairs.append((stem[0], {nxt[0]} | before))
    return pairs


def _attached(material: str, subject: set[str], text: str) -> bool:
    """True when ``material`` (a stem) belongs to the thing named by ``subject`` (stems) in ``text``."""
    for clause in re.split(r"[;,]|\b(?:while|whereas|but)\b", text):
        words = _WORD.findall(clause)
        stemmed = [tokens(w) for w in words]
        for i, stem in enumerate(stemmed):
            if material not in stem:
                continue
            following = next((stemmed[j] for j in range(i + 1, len(words))
                              if not (stemmed[j] and stemmed[j][0] in _MATERIAL_STEMS)), None)
            if following and following[0] in subject:
                return True
            if following and following[0] not in _NON_NOUN_STEMS and not any(c.isdigit() for c in following[0]):
                continue  # "borated polyethylene cladding": attached to the cladding
            if any(s and s[0] in subject for s in stemmed):
                return True
    return False


def _table_header(chunk: str, quote: str) -> Optional[str]:
    """The header row of the table a quoted row comes from (a column header binds the values under it)."""
    if "|" not in quote:
        return None
    lines = chunk.splitlines()
    for i, line in enumerate(lines[:-1]):
        if "|" in line and re.fullmatch(r"\s*\|?\s*:?-{2,}.*", lines[i + 1]):
            return line
    return None


def check_quoted(claim: str, question: str, quotes: Sequence[tuple[Evidence, str]],
                 min_overlap: float = MIN_OVERLAP) -> Support:
    """Check ``claim`` against ``quotes`` alone: (evidence, quoted span) pairs (see the module docstring).

    Every span must already occur in its evidence text; only the spans are
    evidence, the rest of each chunk is consulted only to see that a word of
    the claim was taken from outside its quote.
    """
    if not quotes:
        return Support(False, "no quote")
    terms = content_terms(claim)
    claim_atoms = atoms(claim)
    if not terms and not claim_atoms.amounts:
        return Support(False, "the claim says nothing a quote could support")
    quote_text = "\n".join(q for _, q in quotes)
    headers = [h for h in (_table_header(e.text, q) for e, q in quotes) if h]
    quote_known = frozenset().union(*(_known(q) for _, q in quotes))
    # a title or section heading is context, never evidence: its words count as outside the quote
    outside = frozenset().union(*(_known(f"{_outside(e.text, q)}\n{e.title or ''}\n{e.section or ''}")
                                  for e, q in quotes)) - quote_known
    question_known = _known(question)
    for word in names(claim):
        if _name_held(word, quote_text, quote_known):
            continue
        stemmed = set(tokens(word))
        material = bool(stemmed & _MATERIAL_STEMS)
        if not material and stemmed and stemmed <= question_known and not stemmed & outside:
            continue  # the question's own name for what the quote is about
        if stemmed & outside:
            return Support(False, f"{word!r} is in the cited chunk but not in the quote", widen=True)
        return Support(False, f"names {word!r}, which its quote does not")
    quote_atoms = atoms(quote_text, headers[0] if headers else None)
    problem = amount_problem(claim_atoms.amounts, quote_atoms.amounts, atoms(question).amounts if question else ())
    if problem:
        return Support(False, problem)
    drawn = [t for t in terms if t in outside and t not in question_known]
    if drawn:
        return Support(False, f"{drawn[0]!r} comes from outside the quote", widen=True)
    found = [t for t in terms if t in quote_known]
    if terms and (not found or len(found) / len(terms) < min_overlap):
        return Support(False, "the quote is not about what the claim says")
    key_terms = [t for t in terms if t in question_known]
    if key_terms and sum(t in quote_known for t in key_terms) / len(key_terms) < MIN_KEY_COVERAGE:
        missing = [t for t in key_terms if t not in quote_known]
        return Support(False, f"the quote does not mention what the claim answers about ({', '.join(missing)})")
    if len(quotes) > 1:
        problem = _split_across_quotes(claim, claim_atoms, quotes)
        if problem:
            return Support(False, problem)
    problem = compare(claim_atoms, quote_atoms, atoms(question) if question else None)
    if problem:
        # "each" or "all" may stand in the sentence before the quote ("Each nozzle is a cone ...; its tip ...")
        return Support(False, problem, widen=problem.startswith("the claim says 'all'"))
    for material, subject in material_pairs(claim):
        if not _attached(material, subject, quote_text):
            return Support(False, f"the quote does not pair {material!r} with {'/'.join(sorted(subject))!r}")
    kept: dict[int, list[str]] = {}
    for evidence, quote in quotes:
        # a quote that contributes nothing to the claim is no citation of it
        if _known(quote) & set(terms) or any(a.same_value(b) for a in claim_atoms.amounts for b in atoms(quote).amounts):
            kept.setdefault(evidence.number, []).append(quote)
    return Support(True, quotes=kept)


def _split_across_quotes(claim: str, claim_atoms, quotes: Sequence[tuple[Evidence, str]]) -> Optional[str]:
    """A value taken from one quote and the name it is said of from another: the pair is stated nowhere."""
    claim_names = [w for w in names(claim)]
    for amount in claim_atoms.amounts:
        holding = [i for i, (_, q) in enumerate(quotes) if any(amount.same_value(x) for x in atoms(q).amounts)]
        if not holding:
            continue
        for word in claim_names:
            in_holding = any(_name_held(word, quotes[i][1], _known(quotes[i][1])) for i in holding)
            elsewhere = [i for i in range(len(quotes)) if i not in holding and _name_held(word, quotes[i][1], _known(quotes[i][1]))]
            if not in_holding and elsewhere:
                return (f"{amount.quantity.written} comes from the quote of [{quotes[holding[0]][0].number}] and {word!r} "
                        f"from that of [{quotes[elsewhere[0]][0].number}]: no quote says them together")
    return None


def _outside(chunk: str, quote: str) -> str:
    """The chunk's text without the quoted span (what the claim may not draw on)."""
    span = locate(quote, chunk)
    if span is None:
        return chunk
    return chunk[:span[0]] + " " + chunk[span[1]:]


def _windows(evidence: Evidence) -> list[str]:
    """Spans of one to three consecutive sentences of ``evidence``, shortest first; of a table, each row under its header."""
    lines = evidence.text.splitlines()
    rows: list[str] = []
    for i, line in enumerate(lines[:-1]):
        if "|" in line and re.fullmatch(r"\s*\|?\s*:?-{2,}.*", lines[i + 1]):
            for row in lines[i + 2:]:
                if "|" not in row:
                    break
                rows.append(f"{line}\n{row}")
    prose = "\n".join(line for line in lines if "|" not in line)
    sentences = split_sentences(prose) if prose.strip() else []
    spans: list[str] = []
    for size in (1, 2, 3):
        for i in range(len(sentences) - size + 1):
            spans.append(" ".join(sentences[i:i + size]))
    return [*spans[:len(sentences)], *rows, *spans[len(sentences):]] or [evidence.text]


def check_claim(claim: str, question: str, cited: Sequence[Evidence],
                quotes: Optional[Sequence[tuple[int, str]]] = None, min_overlap: float = MIN_OVERLAP) -> Support:
    """Check ``claim`` against the quotes given for it, or against the best quote of its cited evidence.

    Args:
        claim: one claim, without its citation markers.
        question: the question it answers (its quantities bind the quote's, its names may stand for the quote's subject).
        cited: the evidence the claim cites (valid, not flagged).
        quotes: (evidence number, quote) pairs the model gave; each must occur in its
            evidence (:func:`~muonrag.answer.quotes.locate`), or the claim fails.
            Without them the engine chooses the quote (:func:`choose_quote`).
        min_overlap: share of the claim's content words its quote must hold.
    """
    by_number = {e.number: e for e in cited}
    if not quotes:
        return choose_quote(claim, question, cited, min_overlap)
    pairs: list[tuple[Evidence, str]] = []
    for number, quote in quotes:
        evidence = by_number.get(number)
        if evidence is None:
            continue
        if len(quote) > MAX_QUOTE_CHARS:
            return Support(False, f"its quote of [{number}] is a passage of over {MAX_QUOTE_CHARS} characters, not a quote")
        found = quoted(quote, evidence.text)
        if found is None:
            return Support(False, f"its quote is not in evidence [{number}]")
        pairs.append((evidence, found))
    if not pairs:
        return Support(False, "no quote of cited evidence")
    support = check_quoted(claim, question, pairs, min_overlap)
    if support.ok or not support.widen:
        return support
    widened = [(e, _widen(e, q)) for e, q in pairs]
    again = check_quoted(claim, question, widened, min_overlap)
    return again if again.ok else support


_SENTENCE_BREAK = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9\"“(])|\n")


def _widen(evidence: Evidence, quote: str) -> str:
    """``quote`` with the sentence (or line) before and after it in ``evidence``, as the evidence writes them."""
    span = locate(quote, evidence.text)
    if span is None:
        return quote
    text = evidence.text
    breaks = [m.start() for m in _SENTENCE_BREAK.finditer(text)]
    before = [b for b in breaks if b < span[0]]
    after = [b for b in breaks if b >= span[1]]
    start = before[-2] if len(before) >= 2 else 0
    end = after[1] if len(after) >= 2 else len(text)
    return text[start:end].strip()


def choose_quote(claim: str, question: str, cited: Sequence[Evidence], min_overlap: float = MIN_OVERLAP) -> Support:
    """The shortest span of the cited evidence (one to three sentences) that supports ``claim``, or why none does.

    For a reply that cites ``[n]`` without quoting: each cited chunk alone first,
    then one sentence of each of two chunks.
    """
    best: Optional[tuple[int, str]] = None
    terms = set(content_terms(claim))
    for evidence in cited:
        for window in _windows(evidence):
            support = check_quoted(claim, question, [(evidence, window)], min_overlap)
            if support.ok:
                return support
            score = len(_known(window) & terms)
            if best is None or score > best[0]:
                best = (score, support.reason or "unsupported")
    if len(cited) > 1:
        for a in range(len(cited)):
            for b in range(a + 1, len(cited)):
                for sa in split_sentences(cited[a].text):
                    for sb in split_sentences(cited[b].text):
                        support = check_quoted(claim, question, [(cited[a], sa), (cited[b], sb)], min_overlap)
                        if support.ok:
                            return support
    return Support(False, best[1] if best else "no passage of the cited evidence supports it")
