"""Rules over the atoms of a claim and of its quote (:mod:`muonrag.grounding.atoms`): quantities, polarity, direction, modality, scope, causes.

The quantity, direction and cause rules read the quote; polarity, status and
quantifiers are also read in the quote's whole sentence, so that a "not" or a
"most" just outside the copied span counts as if it were quoted.
"""

from __future__ import annotations

import re
from typing import Optional

from muonrag.grounding.amounts import amount_problem
from muonrag.grounding.atoms import (atoms, causal_problem, certainty_problem, contrast_problem, definite_problem, direction_problem,
                                  measured_problem, polarity_problem, quantifier_problem)
from muonrag.grounding.context import ClaimContext
from muonrag.grounding.findings import Hit
from muonrag.grounding.setting import all_energies


def _hit(message: Optional[str], **kwargs) -> Optional[Hit]:
    return Hit(message, **kwargs) if message else None


def quantity_stated(ctx: ClaimContext) -> Optional[Hit]:
    """Every quantity of the claim is in the quote with the same value, unit and prefix, exponent, bound and denominator, said of the same thing and for the setting the question asks about."""
    question = ctx.question_atoms.amounts if ctx.question_atoms is not None else ()
    # a setting of the claim ("at 10 TeV") may be the quote's: stated in its whole sentence, or its section or document
    setting = {e for q in ctx.quotes for e in q.setting.energies}
    quoted = ctx.quote_atoms.amounts
    in_sentence = ctx.sentence_atoms.amounts
    # what the quote's heading, caption or table header states ("Table 6: Heat loads of the 10 TeV collider ring",
    # "at 68% CL"): a setting of the claim it holds; an energy too where no column of the row gives one
    framed = [b for q in ctx.quotes if q.section or q.frame for b in atoms(f"{q.section}\n{q.frame}", None, ctx.lexicon).amounts]
    columns_set = any(x.dimension == "eV" for b in quoted for x in b.context)

    def given(a) -> bool:
        if any(a.same_value(b) for b in quoted):
            return False
        if a.condition and (set(all_energies(a.quantity.written)) & setting or any(a.same_value(b) for b in in_sentence)):
            return True
        return (a.condition or (a.dimension == "eV" and not columns_set)) and any(a.same_value(b) for b in framed)

    claimed = [a for a in ctx.claim_atoms.amounts if not given(a)]
    return _hit(amount_problem(claimed, quoted, question))


def quantity_denominator(ctx: ClaimContext) -> Optional[Hit]:
    """Each rate of the claim ("per second", "per bunch crossing", "per year") is said in the quote's sentence (for a table row, its header and caption): per bunch crossing is not per second. Reads ``denominators``."""
    sentences = " ".join(f"{q.sentence} {q.frame}" for q in ctx.quotes)
    for label, pattern in ctx.lexicon.patterns("denominators").items():
        said = pattern.search(ctx.claim)
        if said and not pattern.search(sentences):
            if label == "bunch" and ctx.lexicon.pattern("denominators", "bunch crossing").search(ctx.claim):
                continue  # "per bunch crossing" is not also "per bunch"
            return Hit(f"the claim counts {said.group(0)!r}; the quote's sentence does not", claim_words=said.group(0))
    return None


def polarity_quote(ctx: ClaimContext) -> Optional[Hit]:
    """The claim and its quote are negated alike about the same words (a negation of the claim may stand in the quote's sentence: "it is not true that [quote]")."""
    problem = polarity_problem(ctx.claim_atoms, ctx.quote_atoms)
    if problem and ctx.sentence_text != ctx.quote_text and polarity_problem(ctx.claim_atoms, ctx.sentence_atoms) is None:
        return None
    return _hit(problem)


def polarity_sentence(ctx: ClaimContext) -> Optional[Hit]:
    """A negation of the quote's sentence outside the quote ("... is not [quoted]") about the claim's words counts as quoted."""
    if ctx.sentence_text == ctx.quote_text:
        return None
    problem = polarity_problem(ctx.claim_atoms, ctx.sentence_atoms)
    if problem:
        return Hit(f"the quote's whole sentence ({_clip(ctx.sentence_text)}) is negated where the claim is not")
    return None


def direction_change(ctx: ClaimContext) -> Optional[Hit]:
    """Each change or comparison of the claim (increases, larger than) goes the same way round as the quote's."""
    return _hit(direction_problem(ctx.claim_atoms, ctx.quote_atoms, ctx.question_atoms))


def modality_certainty(ctx: ClaimContext) -> Optional[Hit]:
    """The claim is no more certain than its quote: possible or studied < planned or expected < stated as fact."""
    return _hit(certainty_problem(ctx.claim_atoms, ctx.quote_atoms))


def status_definite(ctx: ClaimContext) -> Optional[Hit]:
    """The claim says adopted, built or achieved only where the quote's sentence does (for a table row, its caption)."""
    frames = "\n".join(q.frame for q in ctx.quotes if q.frame)
    said = atoms(f"{ctx.sentence_text}\n{frames}", ctx.header, ctx.lexicon) if frames else ctx.sentence_atoms
    return _hit(definite_problem(ctx.claim_atoms, said))


def status_measured(ctx: ClaimContext) -> Optional[Hit]:
    """The claim says measured only where the quote's sentence does not give a simulation or an estimate instead."""
    return _hit(measured_problem(ctx.claim_atoms, ctx.sentence_atoms))


def scope_quantifier(ctx: ClaimContext) -> Optional[Hit]:
    """Each quantifier of the claim (all, always, every, only) is allowed by the quote's sentence about the same thing ("most" does not allow "all"); an "only" of a setting or condition ("only at 10 TeV", "only if") by an "only" of the sentence."""
    setting = _ONLY_SETTING.search(ctx.claim)
    if setting and not _ONLY.search(ctx.sentence_text):
        return Hit(f"the claim says {setting.group(0)!r}; the quote's sentence restricts nothing so",
                   claim_words=setting.group(0))
    return _hit(quantifier_problem(ctx.claim_atoms, ctx.sentence_atoms))


_ONLY = re.compile(r"\b(?:only|solely|exclusively|alone)\b", re.I)
_ONLY_SETTING = re.compile(r"\b(?:only|solely|exclusively)\s+(?:at|for|in|if|when|once|after|with|under|above|below)\b", re.I)


def causal_link(ctx: ClaimContext) -> Optional[Hit]:
    """A cause or consequence the claim gives (because, therefore) is stated in the quote."""
    return _hit(causal_problem(ctx.claim_atoms, ctx.quote_atoms))


def causal_contrast(ctx: ClaimContext) -> Optional[Hit]:
    """A contrast the claim sets up (despite, although) is stated in the quote."""
    return _hit(contrast_problem(ctx.claim_atoms, ctx.quote_atoms))


def _clip(text: str, width: int = 140) -> str:
    text = " ".join(text.split())
    return f'"{text}"' if len(text) <= width else f'"{text[:width - 3]}..."'
