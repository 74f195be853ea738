"""Rules that read the quote's whole sentence: a qualifier the claim drops counts as if it were quoted."""

from __future__ import annotations

import re
from typing import Optional

from muonrag.grounding.context import ClaimContext
from muonrag.grounding.findings import Hit
from muonrag.grounding.terms import content_terms

# where a qualifier's reach ends inside a sentence: another clause that is not about the same statement
_CLAUSE_BREAK = re.compile(r";|,\s*(?:while|whereas|but|although|though|unlike|which|where|in contrast)\b|\bwhereas\b|\bunlike\b", re.I)
_LIMITING_KINDS = ("condition", "not-yet", "earliest", "counterfactual", "simulation")


def _clause_around(sentence: str, start: int, end: int) -> str:
    """The clause of ``sentence`` holding ``start:end`` (up to the nearest clause break on either side)."""
    breaks = [m for m in _CLAUSE_BREAK.finditer(sentence)]
    left = max((m.end() for m in breaks if m.end() <= start), default=0)
    right = min((m.start() for m in breaks if m.start() >= end), default=len(sentence))
    return sentence[left:right]


def qualifier_sentence(ctx: ClaimContext) -> Optional[Hit]:
    """A qualifier of the quote's sentence ("only if", "unless", "not yet", "at the earliest", "would", "in simulation") whose clause is about the claim's words, and which the claim drops, counts as quoted: the claim fails. Reads ``qualifiers`` and ``qualifier_kept``."""
    claim_stems = set(content_terms(ctx.claim))
    if not claim_stems:
        return None
    qualifiers = ctx.lexicon.patterns("qualifiers")
    kept = ctx.lexicon.patterns("qualifier_kept")
    for q in ctx.quotes:
        if q.kind != "body":
            continue
        sentence = q.sentence
        for kind in _LIMITING_KINDS:
            pattern = qualifiers.get(kind)
            if pattern is None:
                continue
            for match in pattern.finditer(sentence):
                clause = _clause_around(sentence, match.start(), match.end())
                about = set(content_terms(clause)) & claim_stems
                if len(about) < min(2, len(claim_stems)):
                    continue
                if kept.get(kind) is not None and kept[kind].search(ctx.claim_sentence):
                    continue
                return Hit(f"the quote's sentence says {match.group(0)!r} ({_clip(sentence)}), which the claim drops",
                           evidence=q.evidence.number, quote_span=q.span)
    return None


def _clip(text: str, width: int = 140) -> str:
    text = " ".join(text.split())
    return f'"{text}"' if len(text) <= width else f'"{text[:width - 3]}..."'
