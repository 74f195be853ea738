"""Search results for analysis code: plain data, convertible to LlamaIndex nodes."""

from __future__ import annotations

import textwrap
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any, Optional

from muonrag.core.chunkref import ChunkRef
from muonrag.core.text_hygiene import printable
from muonrag.present import html
from muonrag.retrieve.duplicates import Duplicate

if TYPE_CHECKING:
    from llama_index.core.schema import NodeWithScore

    from muonrag.retrieve.filters import SearchFilter


@dataclass(kw_only=True)
class SearchResult(ChunkRef):
    """One retrieved chunk.

    ``score`` is the fused score (for a hybrid whose head is re-ranked, the default, the fused score
    relative to the first hit's plus the chunk's fit to the question: :mod:`muonrag.retrieve.rerank`); ``ranks`` and ``retriever_scores`` give,
    for each retriever that returned the chunk, its 1-based rank and raw score
    (cosine similarity for ``dense``, BM25 for ``sparse``). ``node`` is the
    LlamaIndex node a retriever returned, or ``None`` for a result of
    :meth:`MuonIndex.search <muonrag.index.muon_index.MuonIndex.search>`, which
    makes no LlamaIndex objects (:meth:`SearchResults.to_nodes` makes them).

    ``boost`` is what the query naming the chunk's document added to ``score``
    (0 when it names none; :mod:`muonrag.retrieve.naming`). ``duplicates`` lists the
    near-duplicate chunks collapsed into this one, best first: their ``node_id`` and
    ``doc_id`` (:mod:`muonrag.retrieve.duplicates`).
    """

    rank: int
    score: float
    text: str
    ranks: dict[str, int] = field(default_factory=dict)
    retriever_scores: dict[str, float] = field(default_factory=dict)
    metadata: dict[str, Any] = field(default_factory=dict)
    boost: float = 0.0
    duplicates: list[Duplicate] = field(default_factory=list)
    node: Optional[NodeWithScore] = field(default=None, repr=False, compare=False)

    @classmethod
    def from_node(cls, rank: int, hit: NodeWithScore) -> "SearchResult":
        """Wrap a retrieved node (a ``FusedNodeWithScore`` keeps its per-retriever ranks)."""
        meta = dict(hit.node.metadata)
        return cls(
            rank=rank,
            score=float(hit.score or 0.0),
            text=hit.node.get_content(),
            **ChunkRef.fields_from(hit.node.node_id, meta),
            ranks=dict(getattr(hit, "ranks", {}) or {}),
            retriever_scores=dict(getattr(hit, "retriever_scores", {}) or {}),
            metadata=meta,
            duplicates=[_duplicate(d) for d in getattr(hit, "duplicates", None) or ()],
            node=hit,
        )

    def duplicates_note(self, most: int = 5) -> str:
        """``"+2 near-duplicates in maia/MAIA_v1.md, maia/MAIA_v2.md"``, or empty when none was collapsed into this one."""
        if not self.duplicates:
            return ""
        where = list(dict.fromkeys(d.doc_id or d.node_id for d in self.duplicates))
        listed = ", ".join(where[:most]) + (f" and {len(where) - most} more" if len(where) > most else "")
        n = len(self.duplicates)
        return f"+{n} near-duplicate{'s' if n != 1 else ''} in {listed}"

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready dictionary (without the LlamaIndex node)."""
        out = asdict(self)
        out.pop("node")
        return out


class SearchResults(list):
    """A list of :class:`SearchResult` with conversions for analysis code; ``query`` is the search that made it
    (a notebook's table centres each snippet on its words)."""

    query: str = ""

    def to_nodes(self) -> list[NodeWithScore]:
        """The results as LlamaIndex ``NodeWithScore`` (``FusedNodeWithScore``).

        A result without a node (from :meth:`MuonIndex.search <muonrag.index.muon_index.MuonIndex.search>`,
        or built by hand) becomes a chunk node of its own text and metadata.
        """
        from muonrag.core.nodes import make_node
        from muonrag.retrieve.retrievers import FusedNodeWithScore

        out: list[NodeWithScore] = []
        for r in self:
            if r.node is not None:
                out.append(r.node)
                continue
            node = make_node(r.node_id, r.text, {**r.metadata, "doc_id": r.doc_id, "title": r.title})
            out.append(FusedNodeWithScore(node=node, score=r.score, ranks=dict(r.ranks), retriever_scores=dict(r.retriever_scores),
                                          duplicates=list(r.duplicates)))
        return out

    def to_records(self) -> list[dict[str, Any]]:
        """One flat dictionary per result: ready for ``pandas.DataFrame`` or ``csv`` (``duplicates`` is their number)."""
        rows = []
        for r in self:
            row = {k: v for k, v in r.to_dict().items() if k not in ("ranks", "retriever_scores", "metadata", "duplicates")}
            row["duplicates"] = len(r.duplicates)
            for name, value in r.ranks.items():
                row[f"rank_{name}"] = value
            for name, value in r.retriever_scores.items():
                row[f"score_{name}"] = value
            rows.append(row)
        return rows

    def to_dataframe(self):
        """The records as a ``pandas.DataFrame`` (pandas must be installed)."""
        import pandas as pd

        return pd.DataFrame.from_records(self.to_records())

    def render(self, mode: str = "hybrid", filters: Optional["SearchFilter"] = None, snippet: int = 400) -> str:
        """The results as ``muonrag search`` prints them: each with its rank, title, place, fused score and every
        retriever's rank and score, its document, the machines it is about, the near-duplicates collapsed into it
        and the first ``snippet`` characters of its text. Text from documents is printed with the characters that
        would steer a terminal removed (:func:`muonrag.core.text_hygiene.printable`)."""
        lines = [f"\n{mode} search: {printable(self.query)}"]
        if filters:
            lines.append(f"  where {printable('; '.join(filters.clauses()))}")
        if not self:
            lines.append("  no results (no chunk that passes the filters matches the query)" if filters else
                         "  no results (no indexed chunk matches the query)")
        for r in self:
            where = r.where
            why = ", ".join(f"{name} #{rank} ({r.retriever_scores.get(name, float('nan')):.3f})" for name, rank in r.ranks.items())
            lines.append(f"\n[{r.rank}] {printable(r.title)}{' — ' + where if where else ''}   score {r.score:.4f}   {why}")
            machines = r.metadata.get("machine") if isinstance(r.metadata, dict) else None
            about = f"   about: {', '.join(machines)}" if isinstance(machines, list) and machines else ""
            lines.append(f"    {printable(r.doc_id)}{printable(about)}")
            if r.duplicates:
                lines.append(f"    {printable(r.duplicates_note())}")
            text = " ".join(printable(r.text).split())
            lines.append(textwrap.indent(textwrap.fill(text[:snippet] + ("…" if len(text) > snippet else ""), 96), "    "))
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        """The results as a table in a notebook: fused score, each retriever's rank and raw score, the title
        linked with its year, and a snippet centred on the query's words (:func:`muonrag.present.html.search_results`:
        every string escaped, a chunk's text shown, never rendered)."""
        return html.search_results(self, self.query)


def _duplicate(value: Any) -> Duplicate:
    """A :class:`Duplicate` from one, or from its dictionary (as a node's field may hold it)."""
    if isinstance(value, Duplicate):
        return value
    if isinstance(value, dict):
        return Duplicate(str(value.get("node_id", "")), str(value.get("doc_id", "")))
    return Duplicate(str(getattr(value, "node_id", "")), str(getattr(value, "doc_id", "")))
