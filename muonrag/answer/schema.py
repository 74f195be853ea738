"""The structured answer: text, resolvable citations, abstention, trace and timings."""

from __future__ import annotations

import textwrap
from dataclasses import asdict, dataclass, field, fields
from typing import TYPE_CHECKING, Any, Optional

from muonrag.present import html
from muonrag.core.chunkref import ChunkRef
from muonrag.core.text_hygiene import paper_references_shown, printable

if TYPE_CHECKING:
    from muonrag.answer.bibtex import Bibliography
    from muonrag.index.muon_index import MuonIndex

ABSTENTION_PHRASE = "The evidence at hand does not answer this question."


@dataclass(kw_only=True)
class Citation(ChunkRef):
    """``[number]`` in the answer text, resolving to one evidence chunk, with the supporting quote."""

    number: int
    quote: str
    setting: str = ""

    @property
    def printed(self) -> str:
        """The table rows the quote comes from as the document prints them (``| Half-length z | 65.0 | mm |``),
        so the quote can be found in the paper; empty for a quote of running text."""
        rows = self.printed_rows or {}
        quote = " ".join(self.quote.split())
        return "\n".join(shown for line, shown in rows.items()
                         if (text := " ".join(line.split())) and (text in quote or quote in text) and shown != line)


@dataclass(kw_only=True)
class Evidence(ChunkRef):
    """One numbered evidence chunk given to the answerer.

    ``flags`` lists why a chunk may be shown but never cited (``"instruction_like"``:
    the chunk addresses an assistant).
    """

    number: int
    text: str
    score: float
    found_by: list[str] = field(default_factory=list)
    flags: list[str] = field(default_factory=list)

    def cite(self, quote: str, setting: str = "") -> Citation:
        """A citation of this evidence with ``quote`` (and the setting of its sentence); it carries every reference field."""
        return Citation(number=self.number, quote=quote, setting=setting,
                        **{f.name: getattr(self, f.name) for f in fields(ChunkRef)})


@dataclass
class GroundedClaim:
    """One kept claim of an answer with the verbatim quotes it was checked against.

    Each citation's ``quote`` is the span of its evidence, as the evidence
    writes it, that the claim was checked against atom by atom; that span, and
    nothing else of the chunk, is what supports the claim (see :doc:`/grounding`).
    """

    text: str
    citations: list[Citation] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    @property
    def numbers(self) -> list[int]:
        """The evidence numbers the claim cites, in order."""
        return list(dict.fromkeys(c.number for c in self.citations))


@dataclass
class Answer:
    """What ``muonrag ask`` returns.

    ``abstained`` is true when the evidence does not support an answer; then
    ``text`` is :data:`ABSTENTION_PHRASE` and ``reason`` says why. Every
    ``[n]`` left in ``text`` resolves to ``citations``; ``claims`` lists each
    kept claim with the verbatim quote(s) it was checked against. Citations
    that did not resolve to supplied evidence, and claims that lost their
    support, are listed in ``removed`` with the reason and the id of the rule
    that decided (``removals`` holds the same as ``{"rule", "message",
    "claim"}``); ``checks`` records, claim by claim (for an extractive answer,
    unit by unit), every rule that ran and what it found (:meth:`explain`). ``warnings`` say
    what a reader must know before trusting the answer: that it should have
    come from the model and did not (the endpoint failed, refused, or ran out
    of time), or that the model's reply was cut off; they are the first lines
    of both renderings. ``timings`` are seconds: ``total_s`` from the question
    to the answer, and, from ``muonrag ask``, ``wall_s`` since the command
    started (Python's start, the imports and opening the index included).
    """

    question: str
    text: str
    citations: list[Citation] = field(default_factory=list)
    claims: list[GroundedClaim] = field(default_factory=list)
    abstained: bool = False
    reason: Optional[str] = None
    sub_queries: list[str] = field(default_factory=list)
    rejected_sub_queries: list[dict[str, str]] = field(default_factory=list)
    evidence: list[Evidence] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    removals: list[dict[str, str]] = field(default_factory=list)
    checks: list[dict[str, Any]] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    trace: list[str] = field(default_factory=list)
    timings: dict[str, float] = field(default_factory=dict)
    method: str = "extractive"
    support: Optional[float] = None
    #: Sources that give different values for one quantity in one setting (:mod:`muonrag.answer.conflicts`): each
    #: ``{"quantity", "statements", "message"}``; the message is also among the warnings.
    conflicts: list[dict[str, Any]] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        """The whole answer as JSON-ready data (what ``muonrag ask --json`` prints)."""
        return asdict(self)

    def bibliography(self, index: Optional["MuonIndex"] = None) -> "Bibliography":
        """The cited documents as BibTeX entries with stable keys (:mod:`muonrag.answer.bibtex`): title,
        authors, year, arXiv id and DOI from the citations; ``index`` adds what else their records hold."""
        from muonrag.answer import bibtex

        return bibtex.bibliography(self, bibtex.cited_metadata(self, index))

    def bibtex(self, index: Optional["MuonIndex"] = None) -> str:
        """One BibTeX entry per cited document (see :meth:`bibliography`); offline, nothing is looked up."""
        return self.bibliography(index).to_bibtex()

    def to_markdown(self, index: Optional["MuonIndex"] = None) -> str:
        r"""The answer in Markdown with ``\cite{key}`` next to each claim, keys as in :meth:`bibtex`."""
        from muonrag.answer import bibtex

        return bibtex.to_markdown(self, self.bibliography(index))

    def to_latex(self, index: Optional["MuonIndex"] = None) -> str:
        r"""The answer as a LaTeX fragment with ``\cite{key}`` next to each claim, keys as in :meth:`bibtex`."""
        from muonrag.answer import bibtex

        return bibtex.to_latex(self, self.bibliography(index))

    def cited(self) -> dict[int, list[Citation]]:
        """The citations by evidence number, in number order (a number cited with several quotes keeps each)."""
        out: dict[int, list[Citation]] = {}
        for c in sorted(self.citations, key=lambda c: c.number):
            if all(c.quote != other.quote for other in out.get(c.number, [])):
                out.setdefault(c.number, []).append(c)
        return out

    def _footer(self) -> str:
        """The method and the timings, as both renderings end."""
        shown = dict(self.timings)
        wall = shown.pop("wall_s", None)
        timings = ", ".join(f"{k} {v:.2f} s" for k, v in shown.items())
        if wall is not None:  # the total the user waited comes first (from muonrag ask)
            start = f", of which start-up {wall - shown['total_s']:.2f} s" if "total_s" in shown else ""
            timings = f"{wall:.2f} s in all{start}" + (f"; {timings}" if timings else "")
        return f"{self.method}; {timings}" if timings else self.method

    def explain(self, width: int = 96) -> str:
        """Claim by claim, every grounding rule that ran and what it found, and what decided (``muonrag ask --explain``).

        For a model's answer, each claim; for an extractive one, the best-ranked
        evidence units it weighed (the ``[n]`` they are in), each with the tests
        of a unit (:data:`~muonrag.answer.extractive.UNIT_TESTS`), its scores and
        why it was quoted or not.
        """
        lines: list[str] = []
        if not self.checks:
            return ("No claim-by-claim record: this answer was not weighed claim by claim (a table row, an explanation "
                    "question answered offline, or an abstention before any claim).")
        for i, record in enumerate(self.checks, start=1):
            verdict = record.get("outcome") or ("kept" if record.get("kept") else f"removed by {record.get('rule') or '?'}")
            lines.append(textwrap.fill(f"{i}. {record['claim']}  -> {verdict}", width, subsequent_indent="   "))
            findings = {f["rule"]: f for f in record.get("findings", [])}
            for rule in record.get("ran", []):
                found = findings.get(rule)
                mark = f"{found['verdict'].upper()}: {found['message']}" if found else "ok"
                lines.append(textwrap.fill(f"{rule:<24} {mark}", width, initial_indent="     ", subsequent_indent=" " * 30))
            if not record.get("ran") and record.get("reason"):
                lines.append(textwrap.fill(f"{record.get('rule') or '':<24} {record['reason']}", width,
                                           initial_indent="     ", subsequent_indent=" " * 30))
            for note in record.get("notes", []):
                lines.append(textwrap.fill(f"note: {note}", width, initial_indent="     ", subsequent_indent="       "))
            judge = record.get("judge")
            if judge:
                said = {True: "supported", False: "not supported", None: "no verdict"}[judge.get("supported")]
                lines.append(f"     judge: {said}" + (f" ({judge['reason']})" if judge.get("reason") else ""))
        return printable("\n".join(lines))

    def render(self, show_evidence: bool = False, width: int = 96) -> str:
        """Readable text: the answer, then numbered sources with title, page and quote.

        Everything from a document or the model passes through
        :func:`~muonrag.core.text_hygiene.printable`, so the text prints as itself:
        no escape sequence or control character reaches the terminal.
        """
        lines = [textwrap.fill(f"WARNING: {w}", width, subsequent_indent="  ") for w in self.warnings]
        lines.append(textwrap.fill(self.text, width))
        if self.abstained:
            lines.append(f"(abstained: {self.reason})")
        if self.claims:
            lines.append("\nClaims and the quotes they were checked against:")
            for i, claim in enumerate(self.claims, start=1):
                lines.append(textwrap.fill(f"{i}. {claim.text}", width, initial_indent="  ", subsequent_indent="     "))
                for c in claim.citations:
                    where = f", {c.where}" if c.where else ""
                    setting = f"  [setting: {c.setting}]" if c.setting else ""
                    lines.append(textwrap.fill(f"[{c.number}] {c.title}{where}: “{c.quote}”{setting}", width,
                                               initial_indent="     ", subsequent_indent="       "))
                    lines.extend(f"       as printed: {row}" for row in c.printed.split("\n") if row)
                lines.extend(textwrap.fill(f"note: {n}", width, initial_indent="     ", subsequent_indent="       ")
                             for n in claim.notes)
        if self.citations:
            lines.append("\nSources:")
            for number, quoted in self.cited().items():
                c = quoted[0]
                where = f", {c.where}" if c.where else ""
                lines.append(f"  [{number}] {c.title}{where}  ({c.doc_id})")
                if not self.claims:  # the quotes stand with their claims when there are claims
                    lines.extend(textwrap.indent(textwrap.fill(f"“{q.quote}”", width - 6), "      ") for q in quoted)
        if len(self.sub_queries) > 1:
            lines.append("\nSub-queries: " + " | ".join(self.sub_queries))
        if self.removed:
            lines.append("\nRemoved from the generated answer:")
            lines.extend(f"  - {r}" for r in self.removed)
        if show_evidence:
            lines.append("\nEvidence:")
            for e in self.evidence:
                where = f", {e.where}" if e.where else ""
                flags = f"  [{', '.join(e.flags)}: never cited]" if e.flags else ""
                lines.append(f"  [{e.number}] {e.title}{where}  score {e.score:.4f}  ({e.doc_id}){flags}")
                snippet = " ".join(paper_references_shown(e.text).split())
                lines.append(textwrap.indent(textwrap.fill(snippet[:600], width - 6), "      "))
        lines.append(f"\n[{self._footer()}]")
        return printable("\n".join(lines))

    def _repr_html_(self) -> str:
        """The answer in a notebook: each citation's quote marked inside its evidence passage, sources linked;
        on an abstention the passages most likely to hold the answer shown open (:func:`muonrag.present.html.answer`:
        every string escaped and the fragment sanitised, so no markup from a document or the model is rendered)."""
        return html.answer(self)


