"""The structured answer: text, resolvable citations, abstention, trace and timings."""

from __future__ import annotations

import textwrap
from dataclasses import asdict, dataclass, field
from typing import Any, Optional

from muonrag.core.chunkref import ChunkRef

ABSTENTION_PHRASE = "The evidence at hand does not answer this question."


@dataclass(kw_only=True)
class Citation(ChunkRef):
    """``[number]`` in the answer text, resolving to one evidence chunk, with the supporting quote."""

    number: int
    quote: str


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

    def cite(self, quote: str) -> Citation:
        """A citation of this evidence with ``quote``."""
        return Citation(number=self.number, quote=quote, node_id=self.node_id, doc_id=self.doc_id, title=self.title,
                        source=self.source, page=self.page, page_label=self.page_label, section=self.section)


@dataclass
class Answer:
    """What ``muonrag ask`` returns.

    ``abstained`` is true when the evidence does not support an answer; then
    ``text`` is :data:`ABSTENTION_PHRASE` and ``reason`` says why. Every
    ``[n]`` left in ``text`` resolves to ``citations``; citations that did not
    resolve to supplied evidence, and sentences that lost all support, are
    listed in ``removed``.
    """

    question: str
    text: str
    citations: list[Citation] = field(default_factory=list)
    abstained: bool = False
    reason: Optional[str] = None
    sub_queries: list[str] = field(default_factory=list)
    rejected_sub_queries: list[dict[str, str]] = field(default_factory=list)
    evidence: list[Evidence] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    trace: list[str] = field(default_factory=list)
    timings: dict[str, float] = field(default_factory=dict)
    method: str = "extractive"
    support: Optional[float] = None

    def to_dict(self) -> dict[str, Any]:
        """The whole answer as JSON-ready data (what ``muonrag ask --json`` prints)."""
        return asdict(self)

    def render(self, show_evidence: bool = False, width: int = 96) -> str:
        """Readable text: the answer, then numbered sources with title, page and quote."""
        lines = [textwrap.fill(self.text, width)]
        if self.abstained:
            lines.append(f"(abstained: {self.reason})")
        if self.citations:
            lines.append("\nSources:")
            for c in sorted({c.number: c for c in self.citations}.values(), key=lambda c: c.number):
                where = f", {c.where}" if c.where else ""
                lines.append(f"  [{c.number}] {c.title}{where}  ({c.doc_id})")
                lines.append(textwrap.indent(textwrap.fill(f"“{c.quote}”", width - 6), "      "))
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
                snippet = " ".join(e.text.split())
                lines.append(textwrap.indent(textwrap.fill(snippet[:600], width - 6), "      "))
        timing = ", ".join(f"{k} {v:.2f} s" for k, v in self.timings.items())
        lines.append(f"\n[{self.method}; {timing}]")
        return "\n".join(lines)
