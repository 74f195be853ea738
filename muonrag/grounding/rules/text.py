"""Rules about the text a claim and its quote are: what the claim says at all, what kind of text the quote is, which language the claim is in."""

from __future__ import annotations

import re
from typing import Optional

from muonrag.grounding.context import BODY_KINDS, ClaimContext
from muonrag.grounding.findings import Hit

_KIND_WORDS = {"heading": "a heading", "caption": "a figure or table caption", "reference": "an entry of a reference list",
               "title": "a title", "box": "a key-fact box line", "contents": "a line of a table of contents"}
_LETTER = re.compile(r"[^\W\d_]", re.U)
_LATIN = re.compile(r"[A-Za-zÀ-ɏ]")
_ACCENTED = re.compile(r"[À-ÖØ-öø-ɏ]")  # Latin letters with accents (not × or ÷)
_WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?", re.U)


def claim_content(ctx: ClaimContext) -> Optional[Hit]:
    """The claim states something a quote could support: a content word or a quantity."""
    if not ctx.terms and not ctx.claim_atoms.amounts:
        return Hit("the claim says nothing a quote could support")
    return None


def quote_body_text(ctx: ClaimContext) -> Optional[Hit]:
    """A quote from a heading, caption, title, reference-list entry or key-fact box supports nothing: only body text and table rows state facts."""
    for q in ctx.quotes:
        if q.kind not in BODY_KINDS:
            return Hit(f"its quote of [{q.evidence.number}] is {_KIND_WORDS.get(q.kind, q.kind)}, not a statement of the "
                       "text, and supports nothing", evidence=q.evidence.number, quote_span=q.span)
    return None


def language_unread(ctx: ClaimContext) -> Optional[Hit]:
    """A claim the rules cannot read (not in English, the language they read) is removed, never kept unread."""
    letters = _LETTER.findall(ctx.claim)
    if letters and sum(1 for c in letters if not _LATIN.match(c)) > 0.3 * len(letters):
        greek_symbols = sum(1 for c in letters if "\u0370" <= c <= "\u03ff")
        if greek_symbols < 0.5 * len(letters):
            return Hit("the claim is written in a script the rules cannot read, so nothing of it can be checked")
    words = [w.lower() for w in _WORD.findall(ctx.claim)]
    if len(words) < 3:
        return None
    languages = ctx.lexicon.word_sets("languages")
    english = languages.pop("english", frozenset())
    # a word with letters English does not write ("rivelatore" is not, "utilizzò" is), not copied from the quote
    quoted = {w.lower() for q in ctx.quotes for w in _WORD.findall(q.sentence)}
    accented = sum(1 for w in words if _ACCENTED.search(w) and w not in quoted)
    best, count = "", 0
    for language, listed in languages.items():
        n = sum(w in listed and w not in english for w in words)
        if n > count:
            best, count = language, n
    # a word both languages write ("do", "a") counts for neither
    english_count = sum(w in english and w not in languages.get(best, ()) for w in words)
    foreign = count + accented
    if count and foreign >= 2 and foreign > english_count and foreign >= len(words) / 6:
        return Hit(f"the claim reads as {best.capitalize()}, a language the rules cannot read, so its negations and "
                   "qualifiers cannot be checked against the quote")
    return None
