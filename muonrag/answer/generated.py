"""Grounding an LLM answer: parse the reply, split it into claims, keep the supported ones.

The steps, in order (each removal is listed in ``Answer.removed`` with its reason):

1. the reply's final text is taken (a reasoning preamble and Harmony channels
   removed); a JSON reply ``{"claims": [{"text": ..., "citations": [...]}]}`` is
   read as claims (of a truncated one, its complete claims), anything else as
   text with ``[n]`` markers; a JSON reply that cannot be read at all is an
   abstention that says why;
2. the text, and the evidence it is checked against, are made plain
   (:func:`muonrag.core.text_hygiene.plain_text`): what is checked is what
   the reader is shown, markup is never rendered;
3. the text is split into claims (:mod:`muonrag.answer.claims`); a claim with
   struck-through text in it is removed (struck text is not a claim, and what
   it struck may change what the claim says);
4. citations that resolve to no supplied evidence are dropped, and so are
   citations of instruction-like evidence (evidence is data); a claim left
   without a citation is removed;
5. a claim that repeats a heading of the evidence, or is a short question, is
   removed (a heading states nothing); repeated claims and claims beyond the
   length cap are removed;
6. every other claim is checked against its quotes: the verbatim spans the
   reply gives for it, which must occur in the cited evidence, or, for a reply
   without quotes, the shortest span of the cited chunk that passes
   (:func:`muonrag.grounding.checker.check_claim`);
7. when no kept claim gives what the question asks for (a date for *when*, a
   name for *who*, the thing asked about, the setting asked about), all are
   removed (:func:`muonrag.grounding.focus.unanswered`).

An answer left with no claim is an abstention whose reason lists what was removed.
No reply raises: every parse failure ends in the text reading or in an abstention.
"""

from __future__ import annotations

import json
import re
from dataclasses import asdict, dataclass, field, replace
from typing import Any, Optional, Sequence

from muonrag.answer.claims import Claim, ReplyItem, Sentence, claims_from_json, render, split_claims
from muonrag.answer.schema import ABSTENTION_PHRASE, Answer, Citation, Evidence, GroundedClaim
from muonrag.grounding.atoms import atoms
from muonrag.grounding.focus import unanswered
from muonrag.grounding.sentences import CITATION, tokens
from muonrag.grounding.quotes import after_title, quoted, shown_quote
from muonrag.grounding.checker import MIN_OVERLAP, check_claim
from muonrag.grounding.findings import ClaimCheck
from muonrag.grounding.judge import Judge, JudgeItem
from muonrag.grounding.lexicon import Lexicon
from muonrag.language.instructions import is_instruction_like
from muonrag.llm.replies import final_text, parse_json_reply
from muonrag.core.text_hygiene import STRUCK, plain_line, plain_text
from muonrag.errors import LLMReplyError

#: Claims an answer may keep; the rest are removed (an answer is a few cited facts, not an essay).
MAX_CLAIMS = 12
#: Characters an answer may keep.
MAX_ANSWER_CHARS = 3000

#: Claims the answer schema allows (the prompt asks for at most five; a grammar-constrained small model that
#: repeats itself stops here instead of at the output cap).
MAX_SCHEMA_CLAIMS = 8

#: The structured output asked of the answer model (OpenAI ``response_format``; vLLM, llama.cpp and Ollama accept it).
#: The JSON schema of an answer (sent as ``response_format`` where the endpoint takes one): claims, each
#: with at least one quote (a schema without ``minItems`` lets small models answer with empty evidence).
ANSWER_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "claims": {
            "type": "array",
            "maxItems": MAX_SCHEMA_CLAIMS,
            "items": {
                "type": "object",
                "properties": {
                    "text": {"type": "string"},
                    "evidence": {
                        "type": "array",
                        "minItems": 1,
                        "items": {
                            "type": "object",
                            "properties": {"n": {"type": "integer"}, "quote": {"type": "string"}},
                            "required": ["n", "quote"],
                            "additionalProperties": False,
                        },
                    },
                },
                "required": ["text", "evidence"],
                "additionalProperties": False,
            },
        }
    },
    "required": ["claims"],
    "additionalProperties": False,
}

_SALVAGE = re.compile(r'"text"\s*:\s*"((?:[^"\\]|\\.)*)"\s*,\s*"citations"\s*:\s*\[([0-9\s,]*)\]')
_SALVAGE_QUOTED = re.compile(r'"text"\s*:\s*"((?:[^"\\]|\\.)*)"\s*,\s*"evidence"\s*:\s*(\[(?:[^\[\]"]|"(?:[^"\\]|\\.)*")*\])')


@dataclass
class GroundingReport:
    """What the rules made of a reply: its sentences and claims, what was removed and by which rule, or why it abstains.

    ``removals`` holds one ``{"rule", "message", "claim"}`` per removal (``removed`` the same as
    lines for people, each ending with its rule id); ``doubted`` the claims no rule failed but some
    rule doubted, waiting for a judge (:func:`settle`).
    """

    question: str
    sentences: list[Sentence] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    removals: list[dict[str, str]] = field(default_factory=list)
    abstain_reason: Optional[str] = None
    structured: bool = False
    evidence: dict[int, Evidence] = field(default_factory=dict)
    doubted: list[Claim] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    def kept(self) -> list[Claim]:
        """The claims still kept, in answer order (doubted claims are not kept until a judge keeps them)."""
        return [c for s in self.sentences for c in s.claims if c.kept and c not in self.doubted]

    def all_claims(self) -> list[Claim]:
        return [c for s in self.sentences for c in s.claims]

    def note(self, rule: str, message: str) -> None:
        """Record a removal that is about the reply, not about one claim."""
        self.removed.append(f"{message} [{rule}]")
        self.removals.append({"rule": rule, "message": message, "claim": ""})

    def remove(self, claim: Claim, reason: str, rule: str) -> None:
        """Remove ``claim`` and record why, and which rule decided."""
        claim.kept, claim.reason, claim.rule = False, reason, rule
        if claim in self.doubted:
            self.doubted.remove(claim)
        self.removed.append(f"{reason}: {claim.text} [{rule}]")
        self.removals.append({"rule": rule, "message": reason, "claim": claim.text})


def _salvaged(text: str) -> list[dict[str, Any]]:
    """The complete claims of a truncated or malformed JSON reply (a claim whose strings do not decode is left out)."""
    claims = []
    for match in _SALVAGE_QUOTED.finditer(text):
        try:
            claims.append({"text": json.loads(f'"{match.group(1)}"'), "evidence": json.loads(match.group(2))})
        except ValueError:  # an invalid escape, cut off or not
            continue
    for match in _SALVAGE.finditer(text):
        try:
            body = json.loads(f'"{match.group(1)}"')
        except ValueError:
            continue
        claims.append({"text": body, "citations": re.findall(r"[0-9]+", match.group(2))})
    return claims


def reply_items(generated: str) -> tuple[list[ReplyItem], bool, Optional[str]]:
    """The claims of a reply (a JSON reply's items, or the whole text as one), whether it was JSON, and what could not be read.

    A JSON reply that does not decode keeps its complete claims; with none, and
    the reply plainly JSON, there are no items and the problem says why.
    Struck-through text is marked :data:`~muonrag.core.text_hygiene.STRUCK`.
    """
    text = final_text(generated or "")
    if "{" in text and '"claims"' in text:
        try:
            items = claims_from_json(parse_json_reply(text, keys=("claims",)))
        except LLMReplyError as exc:
            problem = plain_line(str(exc))
            salvaged = _salvaged(text)
            if salvaged:
                return claims_from_json({"claims": salvaged}) or [], True, problem
            if text.lstrip().startswith("{"):
                return [], True, problem
        else:
            if items is not None:
                return items, True, None
    plain = plain_text(text, struck=STRUCK).strip()
    return ([ReplyItem(plain)] if plain else []), False, None


def reply_as_text(generated: str) -> tuple[str, bool, Optional[str]]:
    """The plain answer text of a reply (JSON claims as cited lines), whether it was JSON, and what could not be read."""
    items, structured, problem = reply_items(generated)
    if structured:
        return "\n".join(f"- {item.text}" for item in items), True, problem
    return (items[0].text if items else ""), False, problem


def instruction_flagged(evidence: Evidence) -> bool:
    """True for evidence that is never cited: it addresses an assistant or claims authority over the other
    evidence (flagged at ingestion, or detected now)."""
    return bool(evidence.flags) or is_instruction_like(evidence.text)


def plain_evidence(evidence: Evidence) -> Evidence:
    """``evidence`` with its text and title made plain, so that a quote is cut from what the reader is shown."""
    return replace(evidence, text=plain_text(evidence.text), title=plain_line(evidence.title))


def _key(text: str) -> str:
    return " ".join(re.sub(r"[^\w]+", " ", text.lower()).split())


_INTERROGATIVE = re.compile(r"^(?:why|how|what|which|who|whom|whose|when|where|whether)\b", re.I)


def heading_like(claim: str, evidence: Sequence[Evidence]) -> Optional[str]:
    """Why ``claim`` is a heading rather than a statement, or ``None``.

    Small models copy section headings ("6D cooling", "Why radiation
    matters") into their claims; the words of such a heading also occur in
    its section's sentences, so a word check alone would keep it. A claim
    whose words are those of a supplied chunk's title or section heading, or
    a short one phrased as a question, states nothing to check.
    """
    words = set(tokens(claim))
    if not words or atoms(claim).amounts:
        return None
    for e in evidence:
        for heading in (e.section or "", e.title or ""):
            parts = [heading, *re.split(r"\s*(?:>|/|\||::)\s*", heading)]
            if any(words == set(tokens(part)) for part in parts if part.strip()):
                return "a heading of the evidence, not a statement"
    if _INTERROGATIVE.match(claim.strip()) and len(claim.split()) <= 6:
        return "phrased as a question or heading, not a statement"
    return None


def reattribute(claim: Claim, by_number: dict[int, Evidence], usable: set[int]) -> list[str]:
    """Move each verbatim quote the claim gave for the wrong evidence number to the chunk it is in.

    A quote that does not occur in the evidence it names, but occurs (under the
    tolerance of :func:`~muonrag.grounding.quotes.locate`) in exactly one other
    usable chunk, or in several of which the nearest number is taken, is given
    that chunk's number; the claim's citation follows it. A quote that begins with the
    title a chunk is shown under (:func:`~muonrag.grounding.quotes.after_title`) is
    the rest of it. A quote found nowhere is left as it is (its claim then fails
    ``quote.occurs``): muonrag never writes a quote for the model. Returns a note for
    the reader per change.
    """
    notes: list[str] = []
    moved: dict[int, int] = {}
    given: list[tuple[int, str]] = []
    for number, quote in claim.given:
        evidence = by_number.get(number)
        if evidence is not None and number in usable and quoted(quote, evidence.text) is not None:
            given.append((number, quote))
            continue
        rest = next((r for r in (after_title(quote, by_number[m].title) for m in sorted(usable)) if r), None)
        if rest is not None and any(quoted(rest, by_number[m].text) is not None for m in usable):
            notes.append(f"the quote given for [{number}] began with a document title, which was left out")
            quote = rest
            if evidence is not None and number in usable and quoted(quote, evidence.text) is not None:
                given.append((number, quote))
                continue
        homes = [m for m in sorted(usable, key=lambda m: (abs(m - number), m))
                 if m != number and quoted(quote, by_number[m].text) is not None]
        if not homes:
            given.append((number, quote))
            continue
        given.append((homes[0], quote))
        moved[number] = homes[0]
        notes.append(f"the quote given for [{number}] is in [{homes[0]}]: cited as [{homes[0]}]")
    claim.given = given
    if moved:
        still = {n for n, _ in given}
        cited = [moved[n] if n in moved and n not in still else n for n in claim.citations]
        claim.citations = list(dict.fromkeys([*cited, *moved.values()]))
    return notes


def _checked(claim: Claim, question: str, by_number: dict[int, Evidence], valid: list[int],
             min_overlap: float, exhaustive: bool, context: str, lexicon: Optional[Lexicon] = None) -> ClaimCheck:
    """The rules' check of one claim: against its given quotes, or each cited chunk alone, then all together.

    ``context`` is the answer sentence the claim is a clause of.
    """
    given = [(n, q) for n, q in claim.given if n in valid]
    if given:
        return check_claim(claim.text, question, [by_number[n] for n in valid], given, min_overlap, exhaustive, context,
                           lexicon)
    checks = [check_claim(claim.text, question, [by_number[n]], min_overlap=min_overlap, context=context, lexicon=lexicon)
              for n in valid]
    passed = [c for c in checks if c.ok]
    if passed:
        merged = ClaimCheck(ran=passed[0].ran)
        for check in passed:
            for number, quotes in check.quotes.items():
                merged.quotes.setdefault(number, []).extend(quotes)
                merged.contexts.setdefault(number, []).extend(check.contexts.get(number, []))
        return merged
    if len(valid) > 1:
        together = check_claim(claim.text, question, [by_number[n] for n in valid], min_overlap=min_overlap,
                               context=context, lexicon=lexicon)
        if not together.failed:
            return together
    return next((c for c in checks if c.doubted), checks[0])


def check_reply(question: str, generated: str, evidence: Sequence[Evidence], min_overlap: float = MIN_OVERLAP,
                exhaustive: bool = False, lexicon: Optional[Lexicon] = None) -> GroundingReport:
    """Apply the rules to an LLM reply (see the module docstring); doubted claims wait in ``report.doubted`` for :func:`settle`.

    ``exhaustive`` runs every rule on every claim (for ``--explain``), not only up to the first failure; ``lexicon``
    is the grounding profile (the default one when ``None``).
    """
    report = GroundingReport(question=question, evidence={e.number: plain_evidence(e) for e in evidence})
    items, report.structured, problem = reply_items(generated)
    text = "\n".join(item.text for item in items).strip()
    if not text:
        if problem:
            report.abstain_reason = f"the LLM's JSON reply could not be read ({problem})"
        elif report.structured:
            report.abstain_reason = "the LLM said the evidence does not answer the question"
        else:
            report.abstain_reason = "the LLM returned an empty answer"
        return report
    if problem:
        report.note("reply.unreadable", f"the rest of the JSON reply could not be read ({problem}); its complete claims were checked")
    if ABSTENTION_PHRASE.lower().rstrip(".") in " ".join(text.lower().split()):
        report.abstain_reason = "the LLM said the evidence does not answer the question"
        return report
    by_number = report.evidence
    flagged = {n for n, e in by_number.items() if instruction_flagged(e)}
    for item in items:
        sentences = split_claims(f"- {item.text}" if report.structured else item.text)
        for sentence in sentences:
            for claim in sentence.claims:
                claim.given = list(item.quotes)
        report.sentences.extend(sentences)
    if text.count(STRUCK) > sum(c.text.count(STRUCK) for s in report.sentences for c in s.claims):
        report.note("claim.struck", "struck-through text outside any claim (struck text is not a claim)")
    reported: set[tuple[int, int]] = set()
    seen: set[str] = set()
    kept_chars = 0
    kept_count = 0
    usable = set(by_number) - flagged
    for sentence_index, sentence in enumerate(report.sentences):
        for claim in sentence.claims:
            claim.notes = reattribute(claim, by_number, usable)
            invalid = [n for n in claim.citations if n not in by_number]
            unsafe = [n for n in claim.citations if n in flagged]
            valid = [n for n in claim.citations if n in by_number and n not in flagged]
            where = (sentence_index, claim.segment)
            if invalid and where not in reported:
                report.note("citation.resolves", f"citation(s) {', '.join(f'[{n}]' for n in invalid)} resolve to no supplied evidence")
            if unsafe and where not in reported:
                report.note("citation.instruction", f"citation(s) {', '.join(f'[{n}]' for n in unsafe)} point to "
                            "flagged evidence (instruction-like, or claiming authority over the other sources), which is data "
                            "and never cited")
            reported.add(where)
            if STRUCK in claim.text:
                claim.text = " ".join(claim.text.replace(STRUCK, " (struck-through text) ").split())
                report.remove(claim, "claim with struck-through text (struck text is not a claim, and what it struck "
                                     "may change what the claim says)", "claim.struck")
                continue
            if not valid:
                if unsafe:
                    report.remove(claim, "claim citing only flagged evidence (instruction-like, or claiming authority over "
                                         "the other sources)", "citation.instruction")
                elif invalid:
                    report.remove(claim, "claim citing no supplied evidence", "citation.resolves")
                else:
                    report.remove(claim, "uncited claim", "claim.cited")
                continue
            heading = heading_like(claim.text, list(by_number.values()))
            if heading:
                report.remove(claim, heading, "claim.heading")
                continue
            key = _key(claim.text)
            if key in seen:
                report.remove(claim, "repeated claim", "claim.repeated")
                continue
            if kept_count >= MAX_CLAIMS or kept_chars + len(claim.text) > MAX_ANSWER_CHARS:
                report.remove(claim, f"over the answer length cap ({MAX_CLAIMS} claims, {MAX_ANSWER_CHARS} characters)",
                              "answer.length")
                continue
            context = CITATION.sub(" ", sentence.text)
            check = _checked(claim, question, by_number, valid, min_overlap, exhaustive, context, lexicon)
            claim.check = check
            if check.failed or not check.quotes:
                first = check.first
                report.remove(claim, f"unsupported claim ({check.reason or 'unsupported'})", first.rule if first else "quote.given")
                continue
            claim.valid = [n for n in valid if n in check.quotes]
            claim.quotes = check.quotes
            claim.contexts = check.contexts
            if check.doubted:
                report.doubted.append(claim)
            seen.add(key)
            kept_count += 1
            kept_chars += len(claim.text)
    return report


def settle(report: GroundingReport, judge: Optional[Judge] = None, judge_kept: bool = True) -> GroundingReport:
    """Put the doubted claims (and, with ``judge_kept``, the kept ones) to ``judge``; then check the answer answers its question.

    Without a judge every doubted claim is removed (``judge.unavailable``). A judge
    keeps a doubted claim only by calling it supported, and removes any claim it calls
    unsupported (``judge.rejected``); it never sees a claim a rule failed.
    """
    doubted = list(report.doubted)
    if judge is None:
        for claim in doubted:
            first = claim.check.first if claim.check else None
            report.remove(claim, f"unsupported claim ({claim.check.reason if claim.check else 'doubted'}; the rules "
                                 "could not decide and no judge was asked)", first.rule if first else "judge.unavailable")
    else:
        asked = [c for c in report.all_claims() if c.kept and (judge_kept or c in doubted)]
        items = [JudgeItem(c.text, c.quotes, c.contexts,
                           tuple(f.message for f in (c.check.findings if c.check else []))) for c in asked]
        verdicts = judge.judge(report.question, items) if items else []
        for claim, verdict in zip(asked, verdicts):
            claim.judgement = verdict
            if verdict.supported is False:
                report.remove(claim, f"rejected by the verification pass ({verdict.reason or 'the model found the quote does not support it'})",
                              "judge.rejected")
            elif claim in doubted and verdict.supported is None:
                report.remove(claim, f"unsupported claim ({claim.check.reason if claim.check else 'doubted'}; the "
                                     "judge gave no verdict)", "judge.unavailable")
            elif claim in doubted:
                report.doubted.remove(claim)
        note = getattr(judge, "note", "")
        if note:
            report.notes.append(note)
    by_number = report.evidence
    kept = report.kept()
    # what a claim answers is read in its quotes' whole sentences, as the rules read them
    reason = unanswered(report.question, [(c.text, [(by_number[n], x.get("sentence") or x["quote"])
                                                    for n, contexts in c.contexts.items() for x in contexts]
                                           or [(by_number[n], q) for n, quotes in c.quotes.items() for q in quotes])
                                          for c in kept])
    if reason:
        for claim in kept:
            report.remove(claim, f"does not answer the question ({reason})", "answer.focus")
    return report


def _summary(removed: Sequence[str], limit: int = 6) -> str:
    shown = [r if len(r) <= 160 else r[:157] + "..." for r in removed[:limit]]
    more = f"; and {len(removed) - limit} more" if len(removed) > limit else ""
    return "; ".join(shown) + more


def assemble(report: GroundingReport) -> Answer:
    """The :class:`~muonrag.answer.schema.Answer` for a checked reply: kept claims with their citations, or an abstention."""
    result = Answer(question=report.question, text=ABSTENTION_PHRASE, method="llm")
    result.removed = list(report.removed)
    result.removals = [dict(r) for r in report.removals]
    result.checks = [claim_record(c) for c in report.all_claims()]
    if report.abstain_reason:
        result.abstained, result.reason = True, report.abstain_reason
        return result
    kept = report.kept()
    if not kept:
        result.abstained = True
        result.reason = "no claim of the generated answer was supported by a valid citation"
        if report.removed:
            result.reason += "; removed: " + _summary(report.removed)
        return result
    pieces = [p if re.search(r"[.!?]$", p) else p + "." for p in render(report.sentences)]
    result.text = " ".join(pieces)
    citations: dict[int, Citation] = {}
    for claim in kept:
        quoted = []
        for n in claim.valid:
            settings = {c.get("quote"): c.get("setting", "") for c in claim.contexts.get(n, [])}
            for quote in claim.quotes.get(n) or [report.evidence[n].text[:300]]:
                citation = report.evidence[n].cite(shown_quote(quote), setting=settings.get(quote, ""))
                quoted.append(citation)
                citations.setdefault(n, citation)
        result.claims.append(GroundedClaim(text=_sentence_case(claim.text), citations=quoted, notes=list(claim.notes)))
    result.citations = sorted(citations.values(), key=lambda c: c.number)
    return result


def claim_record(claim: Claim) -> dict[str, Any]:
    """One claim as ``--explain`` shows it: kept or not, the rules that ran, what each found, notes and the judge's verdict."""
    check = claim.check
    return {
        "claim": claim.text,
        "kept": bool(claim.kept),
        "rule": getattr(claim, "rule", None) or "",
        "reason": claim.reason or "",
        "ran": list(check.ran) if check else [],
        "findings": [f.to_dict() for f in check.findings] if check else [],
        "notes": list(claim.notes),
        "judge": asdict(claim.judgement) if claim.judgement is not None else None,
    }


def _sentence_case(text: str) -> str:
    text = text[:1].upper() + text[1:]
    return text if re.search(r"[.!?]$", text) else text + "."
