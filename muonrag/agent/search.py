"""The agent's evidence search: decompose, search each sub-query, merge by chunk, collapse near-duplicates.

Plain data end to end (:class:`~muonrag.retrieve.results.SearchResult` in and out), so
that answering offline imports no LlamaIndex. :class:`~muonrag.agent.retrieval.AgenticRetriever`
is this search as a LlamaIndex retriever, over any LlamaIndex retriever.
"""

from __future__ import annotations

import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Callable, Optional, Sequence

from muonrag.agent.decompose import Decomposition, OfflineDecomposer
from muonrag.retrieve.duplicates import Duplicate, collapse, fingerprint
from muonrag.retrieve.results import SearchResult

if TYPE_CHECKING:
    from muonrag.config import Config
    from muonrag.index.muon_index import MuonIndex

#: One sub-query's search: its results, best first.
SearchFunction = Callable[[str], Sequence[SearchResult]]


@dataclass
class RetrievalTrace:
    """What the agent did: the decomposition and which sub-query found which chunk."""

    decomposition: Optional[Decomposition] = None
    found_by: dict[str, list[str]] = field(default_factory=dict)
    timings: dict[str, float] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {
            "decomposition": self.decomposition.to_dict() if self.decomposition else None,
            "found_by": self.found_by,
            "timings": self.timings,
        }


class AgentSearch:
    """Decompose a question into sub-queries, search each, keep the best ``evidence_k`` chunks.

    Each sub-query goes through the same search, concurrently; results are merged by
    chunk keeping each chunk's best fused score (ties: the chunk the earlier sub-query
    found, the original question first), near-duplicates found by different sub-queries
    are collapsed into the best-ranked one (which lists the others in ``duplicates``;
    :mod:`muonrag.retrieve.duplicates`), and the top ``evidence_k`` form the evidence set.

    Args:
        search: one sub-query's results, best first (for an index,
            :meth:`MuonIndex.search <muonrag.index.muon_index.MuonIndex.search>`: see :meth:`from_index`).
        decomposer: anything with a ``decompose(question)`` that returns a guarded
            :class:`~muonrag.agent.decompose.Decomposition` (default: offline decomposition).
        evidence_k: size of the evidence set (the M of design.md).
        max_workers: sub-queries searched in parallel.
        collapse_duplicates: collapse near-duplicates across the sub-queries' results.
    """

    def __init__(self, search: SearchFunction, decomposer: Any = None, evidence_k: int = 8, max_workers: int = 4,
                 collapse_duplicates: bool = True):
        self.search = search
        self.decomposer = OfflineDecomposer() if decomposer is None else decomposer
        self.evidence_k = evidence_k
        self.max_workers = max_workers
        self.collapse_duplicates = collapse_duplicates

    @classmethod
    def from_index(cls, index: "MuonIndex", config: Optional["Config"] = None, evidence_k: Optional[int] = None,
                   decomposer: Any = None, mode: str = "hybrid", top_k: Optional[int] = None) -> "AgentSearch":
        """The agent over an index: each sub-query ranked as :meth:`MuonIndex.search
        <muonrag.index.muon_index.MuonIndex.search>` ranks it (the view's filters, and ``config``'s
        ``collapse_duplicates``, apply), ``top_k`` results each (default: the larger of
        ``evidence_k`` and ``config.retrieval.top_k``)."""
        config = config or index.config
        k = evidence_k or config.answer.evidence_k
        collapse_duplicates = config.retrieval.collapse_duplicates
        top_k = top_k or max(k, config.retrieval.top_k)

        def search(query: str) -> Sequence[SearchResult]:
            return index.search(query, mode, top_k, collapse_duplicates=collapse_duplicates)

        return cls(search, decomposer, evidence_k=k, collapse_duplicates=collapse_duplicates)

    def decompose(self, question: str) -> Decomposition:
        """The guarded decomposition of ``question`` (without searching)."""
        return self.decomposer.decompose(question)

    def gather(self, question: str) -> tuple[list[SearchResult], RetrievalTrace]:
        """The evidence set for ``question``, best first, ranked 1..M, and the trace of how it was found."""
        trace = RetrievalTrace()
        t0 = time.perf_counter()
        trace.decomposition = self.decompose(question)
        trace.timings["decompose_s"] = time.perf_counter() - t0
        t1 = time.perf_counter()
        subs = trace.decomposition.sub_queries
        with ThreadPoolExecutor(max_workers=max(1, min(self.max_workers, len(subs)))) as pool:
            lists = list(pool.map(self.search, subs))
        best: dict[str, SearchResult] = {}
        for sub_query, hits in zip(subs, lists):
            for hit in hits:
                trace.found_by.setdefault(hit.node_id, []).append(sub_query)
                if hit.node_id not in best or hit.score > best[hit.node_id].score:
                    best[hit.node_id] = hit
        order = {node_id: n for n, node_id in enumerate(trace.found_by)}
        ranked = sorted(best.values(), key=lambda h: (-h.score, order[h.node_id]))
        if self.collapse_duplicates:
            kept = collapse(ranked, lambda hit: fingerprint(hit.text), limit=self.evidence_k)
        else:
            kept = [(hit, []) for hit in ranked[: self.evidence_k]]
        evidence = [_with_duplicates(hit, others, rank) for rank, (hit, others) in enumerate(kept, start=1)]
        trace.timings["retrieve_s"] = time.perf_counter() - t1
        return evidence, trace


def _with_duplicates(hit: SearchResult, others: Sequence[SearchResult], rank: int) -> SearchResult:
    """A copy of ``hit`` at ``rank``, with ``others`` (its near-duplicates) and what they had collapsed added to its
    ``duplicates``."""
    duplicates = list(hit.duplicates)
    for other in others:
        duplicates.append(Duplicate(other.node_id, other.doc_id))
        duplicates.extend(other.duplicates)
    seen = {hit.node_id}
    unique = [d for d in duplicates if not (d.node_id in seen or seen.add(d.node_id))]
    return replace(hit, rank=rank, duplicates=unique)
