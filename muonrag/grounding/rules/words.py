"""Rules about the words of a claim: names held by the quote, materials paired, words drawn from elsewhere, coverage."""

from __future__ import annotations

import re
from typing import Optional

from muonrag.grounding.atoms import atoms
from muonrag.grounding.context import ClaimContext
from muonrag.grounding.findings import Hit
from muonrag.grounding.setting import detectors_in, machines_in
from muonrag.grounding.terms import MATERIAL_STEMS, attached, known, material_pairs, name_held, names, tokens


def name_in_quote(ctx: ClaimContext) -> Optional[Hit]:
    """Every name, acronym, identifier and material of the claim is in the quote (an acronym may meet its spelled-out form; the question's own name for the quote's subject may stand)."""
    setting = frozenset().union(*(q.setting.machines for q in ctx.quotes))
    for word in names(ctx.claim):
        if name_held(word, ctx.quote_text, ctx.quote_known):
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
        if stemmed & ctx.outside:
            return Hit(f"{word!r} is in the cited chunk but not in the quote", claim_words=word, widen=True)
        return Hit(f"names {word!r}, which its quote does not", claim_words=word)
    return None


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
    """"S is made of M" (or "M S") needs M attached to S in the quote."""
    for material, subject in material_pairs(ctx.claim):
        if not attached(material, subject, ctx.quote_text):
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


def words_outside(ctx: ClaimContext) -> Optional[Hit]:
    """A content word of the claim that the chunk holds outside the quote (not the question's) was drawn from another sentence."""
    setting = {t for q in ctx.quotes for machine in q.setting.machines for t in tokens(machine.replace("-", " "))}
    drawn = [t for t in ctx.terms if t in ctx.outside and t not in ctx.question_known and t not in setting]
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
    """At least ``min_key_coverage`` of the claim's words taken from the question are in the quote."""
    key_terms = [t for t in ctx.terms if t in ctx.question_known]
    if key_terms and sum(t in ctx.quote_known for t in key_terms) / len(key_terms) < ctx.min_key_coverage:
        missing = [t for t in key_terms if t not in ctx.quote_known]
        return Hit(f"the quote does not mention what the claim answers about ({', '.join(missing)})")
    return None

