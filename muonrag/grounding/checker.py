"""Does the quote, read in its sentence and setting, say this? One claim against its quotes, rule by rule.

A claim of a generated answer comes with quotes: verbatim spans of the
evidence it cites (for a reply without quotes, :func:`choose_quote` picks the
shortest span of the cited chunk that passes). :func:`check_quoted` reads each
quote in its whole sentence and setting (:func:`~muonrag.grounding.context.view`)
and runs the rules of :mod:`muonrag.grounding.registry` in order. A rule that
*fails* the claim ends the check (unless every rule is asked for); rules that
*doubt* it are collected for a judge. A failure that is a word the chunk holds
just outside the quote is tried once more with the quote's neighbouring
sentences (and the reader is shown the wider span).
"""

from __future__ import annotations

import re
from typing import Optional, Sequence

from muonrag.grounding.atoms import atoms
from muonrag.grounding.quotes import MAX_QUOTE_CHARS, locate, quoted
from muonrag.grounding.sentences import split_sentences
from muonrag.grounding.context import ClaimContext, Passage, QuoteView, view
from muonrag.grounding.findings import FAIL, ClaimCheck, Finding
from muonrag.grounding.lexicon import Lexicon
from muonrag.grounding.registry import RULES, Rule
from muonrag.grounding.terms import content_terms, known


#: Share of a claim's content words its quote must contain; chosen on SciFact-train's dev half
#: (``benchmarks/bench_claims.py --split dev``), where honest paraphrase keeps few of the claim's words.
MIN_OVERLAP = 0.1
#: Share of the claim's words taken from the question (what it is about) that the quote must contain; chosen
#: with MIN_OVERLAP on the same dev half (best balanced accuracy among 0.0-0.4).
MIN_KEY_COVERAGE = 0.1


def _span_in(claim: str, words: str) -> Optional[tuple[int, int]]:
    if not words:
        return None
    at = claim.lower().find(words.lower())
    return (at, at + len(words)) if at >= 0 else None


def run_rules(ctx: ClaimContext, rules: Sequence[Rule] = RULES, exhaustive: bool = False) -> ClaimCheck:
    """Run ``rules`` over ``ctx`` in order; stop at the first failure unless ``exhaustive``."""
    check = ClaimCheck()
    for rule in rules:
        if check.failed and not exhaustive and rule.verdict != FAIL:
            break
        hit = rule.check(ctx)
        check.ran.append(rule.id)
        if hit is None:
            continue
        check.findings.append(Finding(rule.id, rule.verdict, hit.message, _span_in(ctx.claim, hit.claim_words),
                                      hit.evidence, hit.quote_span, hit.widen))
        if rule.verdict == FAIL and not exhaustive:
            break
    return check


def check_quoted(claim: str, question: str, quotes: Sequence[tuple[Passage, str]], min_overlap: float = MIN_OVERLAP,
                 exhaustive: bool = False, lexicon: Optional[Lexicon] = None,
                 views: Optional[Sequence[QuoteView]] = None, context: str = "") -> ClaimCheck:
    """Check ``claim`` against ``quotes``: (evidence, quoted span) pairs, each span already found in its evidence.

    Only the spans, read in their sentences and settings, are evidence; the rest of
    each chunk is consulted only to see that a word of the claim was taken from
    outside its quote. ``exhaustive`` runs every rule (for ``--explain``); ``context`` is the
    answer sentence the claim is a clause of (a qualifier kept there is kept).
    """
    if not quotes:
        return ClaimCheck(findings=[Finding("quote.given", FAIL, "no quote")])
    lexicon = lexicon or Lexicon.load()
    views = list(views) if views is not None else [view(e, q, lexicon) for e, q in quotes]
    ctx = ClaimContext(claim, question, views, lexicon, min_overlap=min_overlap, claim_sentence=context)
    check = run_rules(ctx, exhaustive=exhaustive)
    if check.failed:
        return check
    terms = set(content_terms(claim))
    claim_amounts = ctx.claim_atoms.amounts
    for q in views:
        # a quote that contributes nothing to the claim is no citation of it
        if known(q.quote) & terms or any(a.same_value(b) for a in claim_amounts for b in atoms(q.quote, q.header).amounts):
            check.quotes.setdefault(q.evidence.number, []).append(q.quote)
            check.contexts.setdefault(q.evidence.number, []).append(
                {"quote": q.quote, "sentence": q.sentence, "setting": q.setting.describe()})
    return check


def check_claim(claim: str, question: str, cited: Sequence[Passage], quotes: Optional[Sequence[tuple[int, str]]] = None,
                min_overlap: float = MIN_OVERLAP, exhaustive: bool = False, context: str = "",
                lexicon: Optional[Lexicon] = None) -> ClaimCheck:
    """Check ``claim`` against the quotes given for it, or against the best quote of its cited evidence.

    Args:
        claim: one claim, without its citation markers.
        question: the question it answers (its quantities bind the quote's, its names may stand for the quote's subject).
        cited: the evidence the claim cites (valid, not flagged).
        quotes: (evidence number, quote) pairs the model gave; each must occur in its
            evidence (:func:`~muonrag.grounding.quotes.locate`), or the claim fails
            (``quote.occurs``). Without them the engine chooses the quote (:func:`choose_quote`).
        min_overlap: share of the claim's content words its quote must hold.
        exhaustive: run every rule, not only up to the first failure.
        context: the answer sentence the claim is a clause of.
        lexicon: the grounding profile (:mod:`muonrag.grounding.lexicon`; the default one when ``None``).
    """
    by_number = {e.number: e for e in cited}
    if not quotes:
        return choose_quote(claim, question, cited, min_overlap, context, lexicon)
    pairs: list[tuple[Passage, str]] = []
    for number, quote in quotes:
        evidence = by_number.get(number)
        if evidence is None:
            continue
        if len(quote) > MAX_QUOTE_CHARS:
            return ClaimCheck(findings=[Finding("quote.length", FAIL, f"its quote of [{number}] is a passage of over "
                                                f"{MAX_QUOTE_CHARS} characters, not a quote", evidence=number)])
        found = quoted(quote, evidence.text)
        if found is None:
            return ClaimCheck(findings=[Finding("quote.occurs", FAIL, f"its quote is not in evidence [{number}]", evidence=number)])
        pairs.append((evidence, found))
    if not pairs:
        return ClaimCheck(findings=[Finding("quote.given", FAIL, "no quote of cited evidence")])
    check = check_quoted(claim, question, pairs, min_overlap, exhaustive, lexicon, context=context)
    if check.ok or not check.widen:
        return check
    widened = [(e, _widen(e, q)) for e, q in pairs]
    again = check_quoted(claim, question, widened, min_overlap, exhaustive, lexicon,
                         views=[_widened_view(e, q, w, lexicon) for (e, q), (_, w) in zip(pairs, widened)], context=context)
    return again if again.ok else check


def _widened_view(evidence: Passage, quote: str, wider: str, lexicon: Optional[Lexicon] = None) -> QuoteView:
    """The view of the wider span: the quote's own sentence and setting, the wider text as the quote."""
    base = view(evidence, quote, lexicon)
    return QuoteView(base.evidence, wider, locate(wider, evidence.text), f"{wider}", base.kind, base.setting, base.header)


_SENTENCE_BREAK = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9\"“(])|\n")


def _widen(evidence: Passage, quote: str) -> str:
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


def _windows(evidence: Passage) -> list[str]:
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


def choose_quote(claim: str, question: str, cited: Sequence[Passage], min_overlap: float = MIN_OVERLAP,
                 context: str = "", lexicon: Optional[Lexicon] = None) -> ClaimCheck:
    """The span of the cited evidence (one to three sentences, or a table row) that the claim is about, if it passes.

    For a reply that cites ``[n]`` without quoting. The spans the claim is about are
    those that share the most content words with it (at least half as many as the
    best); of these, the first that passes is the quote, the most shared words first
    and the shortest span first among equals. A span that shares few words is no
    candidate: a claim is not supported by a sentence about something else, and a
    claim that the span it is about contradicts fails with that span's finding.
    Each cited chunk alone first, then one sentence of each of two chunks.
    """
    terms = set(content_terms(claim))
    windows = [(len(known(w) & terms), i, e, w) for e in cited for i, w in enumerate(_windows(e))]
    top = max((n for n, *_ in windows), default=0)
    first_failure: Optional[tuple[int, ClaimCheck]] = None
    for shared, _i, evidence, window in sorted((w for w in windows if w[0] * 2 >= top), key=lambda w: (-w[0], w[1])):
        if first_failure is not None and first_failure[1].failed and shared < first_failure[0]:
            break  # the span the claim is most about contradicts it: a span about less of it does not rescue it
        check = check_quoted(claim, question, [(evidence, window)], min_overlap, lexicon=lexicon, context=context)
        if check.ok:
            return check
        if check.rule == "quote.body_text":
            continue  # a heading or caption of the chunk is no candidate quote
        # what decides is the span the claim is most about; a doubt there outranks a failure there
        if first_failure is None or (shared == first_failure[0] and first_failure[1].failed and not check.failed):
            first_failure = (shared, check)
    if len(cited) > 1 and not (first_failure is not None and first_failure[1].failed):
        for a in range(len(cited)):
            for b in range(a + 1, len(cited)):
                for sa in split_sentences(cited[a].text):
                    for sb in split_sentences(cited[b].text):
                        check = check_quoted(claim, question, [(cited[a], sa), (cited[b], sb)], min_overlap,
                                             lexicon=lexicon, context=context)
                        if check.ok:
                            return check
    if first_failure is not None:
        return first_failure[1]
    return ClaimCheck(findings=[Finding("quote.given", FAIL, "no passage of the cited evidence supports it")])
