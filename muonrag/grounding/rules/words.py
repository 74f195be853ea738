"""Rules about the words of a claim: names held by the quote, materials paired, words drawn from elsewhere, coverage."""

from __future__ import annotations

import re
from typing import Optional

from muonrag.grounding.atoms import atoms
from muonrag.grounding.context import ClaimContext
from muonrag.grounding.findings import Hit
from muonrag.grounding.setting import detectors_in, machines_in
from muonrag.grounding.terms import (MATERIAL_STEMS, attached, definitions, initials_held, known, material_pairs, name_held,
                                     names, tokens)


def name_in_quote(ctx: ClaimContext) -> Optional[Hit]:
    """Every name, acronym, identifier and material of the claim is in the quote (an acronym may meet its spelled-out form; the question's own name for the quote's subject may stand)."""
    setting = frozenset().union(*(q.setting.machines for q in ctx.quotes))
    held: Optional[set[str]] = None
    for word in names(ctx.claim):
        if name_held(word, ctx.quote_text, ctx.quote_known) or initials_held(word, ctx.claim, ctx.quote_text):
            continue
        machines = machines_in(word, ctx.lexicon)
        if machines and machines <= setting:
            continue  # the quote's setting, read from its section or document: the claim keeps it, as it should
        detectors = detectors_in(word, ctx.lexicon)
        if detectors and detectors <= frozenset().union(*(q.setting.detectors for q in ctx.quotes)):
            continue  # the detector the quote's document or section is about (MAIA_v0's vertex barrel)
        stemmed = set(tokens(word))
        material = bool(stemmed & MATERIAL_STEMS)
        if not material and stemmed and stemmed <= ctx.question_known and not stemmed & ctx.outside:
            continue
        # what the quote's context gives it ("Site study at CERN"); a machine only as its setting, above
        if stemmed and not machines:
            held = _context_held(ctx) if held is None else held
            if stemmed <= held:
                continue
        if stemmed & ctx.outside:
            return Hit(f"{word!r} is in the cited chunk but not in the quote", claim_words=word, widen=True)
        return Hit(f"names {word!r}, which its quote does not", claim_words=word)
    return None


_REFERRING = r"(?:the|this|these|that|those|each|both|its|their)"


def _named_before(word: str, ctx: ClaimContext) -> bool:
    """"The tungsten nozzles" for a quote's "the nozzles", where its chunk last named them "tungsten nozzles":
    the name the chunk gave the thing the quote refers back to."""
    after = re.search(rf"(?<![\w-]){re.escape(word)}\s+([A-Za-z][\w-]*?)s?\b", ctx.claim)
    if after is None:
        return False
    head = re.escape(after.group(1))
    for q in ctx.quotes:
        if q.span is None or not re.search(rf"\b{_REFERRING}\s+{head}s?\b", q.quote, re.I):
            continue
        before = q.evidence.text[:q.span[0]]
        for mention in reversed(list(re.finditer(rf"(?<![\w-]){head}s?(?![\w-])", before, re.I))):
            if re.search(rf"\b{_REFERRING}\s+$", before[:mention.start()], re.I):
                continue  # "each nozzle" refers back too: the name is further up
            if re.search(rf"(?<![\w-]){re.escape(word)}(?:[\s-]+[\w-]+){{0,2}}[\s-]*$", before[:mention.start()], re.I):
                return True
            break
    return False


def _spelled_out(word: str, ctx: ClaimContext) -> bool:
    """A word of an acronym's spelled-out form that its chunk defines ("Low EMittance Muon Accelerator"), where
    the quote has the acronym (LEMMA)."""
    stems = set(tokens(word))
    for q in ctx.quotes:
        for acronym, words in definitions(q.evidence.text):
            if stems <= set(tokens(words)) and re.search(rf"(?<![\w-]){re.escape(acronym)}(?![\w-])", q.quote):
                return True
    return False


# a name with its version: "MAIA_v2", "CLICdet v1", "MAIA-v0", "DD4hep version 2"
_VERSIONED = re.compile(r"\b([A-Za-z][A-Za-z0-9]*(?:[-_][A-Za-z0-9]+)*?)(?:[_ -]v|\s+version\s+)(\d+(?:\.\d+)*)\b", re.I)


def name_version(ctx: ClaimContext) -> Optional[Hit]:
    """A name with a version ("MAIA_v2") is the quote's, or the title or section of its chunk (or the caption of the
    table it is a row of), with that version: a figure of MAIA_v1 is not MAIA_v2's, however the question names it."""
    for match in _VERSIONED.finditer(ctx.claim):
        name, version = match.group(1), match.group(2)
        written = re.compile(rf"\b{re.escape(name)}(?:[_ -]v|\s+version\s+){re.escape(version)}(?![\d.]*\d)", re.I)
        places = [ctx.quote_text, ctx.sentence_text, *(f"{q.evidence.title or ''}\n{q.evidence.section or ''}\n{q.frame}"
                                                       for q in ctx.quotes)]
        if not any(written.search(place) for place in places):
            return Hit(f"the claim names {match.group(0)!r}; neither the quote nor its chunk's title says that version",
                       claim_words=match.group(0))
    return None


def material_pair(ctx: ClaimContext) -> Optional[Hit]:
    """"S is made of M" (or "M S") needs M attached to S in the quote, or to what the quote refers back to ("the nozzles"
    after "tungsten nozzles")."""
    for material, subject in material_pairs(ctx.claim_read):  # (an acronym's words are its name: REBCO, no copper)
        if not attached(material, subject, ctx.quote_read) and not any(
                _named_before(m.group(0), ctx) for m in re.finditer(rf"\b{re.escape(material)}\w*", ctx.claim, re.I)):
            return Hit(f"the quote does not pair {material!r} with {'/'.join(sorted(subject))!r}")
    return None


def quantity_split(ctx: ClaimContext) -> Optional[Hit]:
    """A value taken from one quote and the name it is said of from another: the pair is stated nowhere."""
    if len(ctx.quotes) < 2:
        return None
    quotes = ctx.quotes
    for amount in ctx.claim_atoms.amounts:
        holding = [i for i, q in enumerate(quotes) if any(amount.same_value(x) for x in atoms(q.quote).amounts)]
        if not holding:
            continue
        for word in names(ctx.claim):
            in_holding = any(name_held(word, quotes[i].quote, known(quotes[i].quote)) for i in holding)
            elsewhere = [i for i in range(len(quotes)) if i not in holding and name_held(word, quotes[i].quote, known(quotes[i].quote))]
            if not in_holding and elsewhere:
                return Hit(f"{amount.quantity.written} comes from the quote of [{quotes[holding[0]].evidence.number}] and "
                           f"{word!r} from that of [{quotes[elsewhere[0]].evidence.number}]: no quote says them together",
                           claim_words=word)
    return None


def _context_held(ctx: ClaimContext) -> set[str]:
    """Stems of the claim that its quote's context gives the quote's own words: its heading's, the name the chunk
    gave what the quote refers back to, an acronym's spelled-out words."""
    held = set(known(" ".join(q.section for q in ctx.quotes)))
    for word in re.findall(r"[A-Za-z][\w-]*", ctx.claim):
        if _named_before(word, ctx) or _spelled_out(word, ctx):
            held.update(tokens(word))
    return held


def words_outside(ctx: ClaimContext) -> Optional[Hit]:
    """A content word of the claim that the chunk holds outside the quote (not the question's) was drawn from another sentence."""
    setting = {t for q in ctx.quotes for machine in q.setting.machines for t in tokens(machine.replace("-", " "))}
    drawn = [t for t in ctx.terms if t in ctx.outside and t not in ctx.question_known and t not in setting]
    if drawn:
        setting = _context_held(ctx) | {t for a in ctx.quote_atoms.amounts for p in a.per for t in tokens(p)}
        drawn = [t for t in drawn if t not in setting]  # what the context gives the quote; "kGy y⁻¹": per year
    if drawn:
        return Hit(f"{drawn[0]!r} comes from outside the quote", widen=True)
    return None


def coverage_overlap(ctx: ClaimContext) -> Optional[Hit]:
    """At least ``min_overlap`` of the claim's content words are in the quote; fewer means it may be about something else."""
    terms = ctx.terms
    found = [t for t in terms if t in ctx.quote_known]
    if terms and (not found or len(found) / len(terms) < ctx.min_overlap):
        return Hit("the quote is not about what the claim says")
    return None


def coverage_question(ctx: ClaimContext) -> Optional[Hit]:
    """At least ``min_key_coverage`` of the claim's words taken from the question are in the quote or the heading it
    stands under (a sentence under "Final focus" is about the final focus)."""
    key_terms = [t for t in ctx.terms if t in ctx.question_known]
    held = ctx.quote_known.union(*(known(q.section) for q in ctx.quotes if q.section))
    if key_terms and sum(t in held for t in key_terms) / len(key_terms) < ctx.min_key_coverage:
        missing = [t for t in key_terms if t not in held]
        return Hit(f"the quote does not mention what the claim answers about ({', '.join(missing)})")
    return None

