"""Agentic retrieval: decompose, retrieve each sub-query, merge by node id, collapse near-duplicates."""

from __future__ import annotations

import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Optional, Sequence

from llama_index.core.callbacks import CallbackManager
from llama_index.core.retrievers import BaseRetriever
from llama_index.core.schema import NodeWithScore, QueryBundle

from muonrag.agent.decompose import Decomposition, LLMDecomposer, OfflineDecomposer
from muonrag.agent.question_gen import GuardedQuestionGenerator
from muonrag.retrieve.duplicates import Duplicate, Fingerprint, collapse, fingerprint
from muonrag.retrieve.retrievers import FusedNodeWithScore

if TYPE_CHECKING:
    from llama_index.core.llms import LLM

    from muonrag.config import Config
    from muonrag.index.muon_index import MuonIndex


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


class AgenticRetriever(BaseRetriever):
    """Decompose a question into sub-queries, retrieve each, keep the best M chunks.

    Each sub-query goes through the same (weighted RRF) retriever, concurrently;
    results are merged by node id keeping each chunk's best fused score, near-duplicate
    chunks found by different sub-queries are collapsed into the best-ranked one (which
    lists the others in ``duplicates``; :mod:`muonrag.retrieve.duplicates`), and the top
    ``evidence_k`` form the evidence set. ``last_trace`` records which sub-query found
    which chunk.

    Args:
        retriever: the retriever every sub-query goes through.
        question_gen: the :class:`~muonrag.agent.question_gen.GuardedQuestionGenerator`
            that decomposes the question (default: offline decomposition).
        evidence_k: size of the evidence set (the M of design.md).
        max_workers: sub-queries retrieved in parallel.
        collapse_duplicates: collapse near-duplicates across the sub-queries' results.
    """

    def __init__(self, retriever: BaseRetriever, question_gen: Optional[GuardedQuestionGenerator] = None,
                 evidence_k: int = 8, max_workers: int = 4, callback_manager: Optional[CallbackManager] = None,
                 collapse_duplicates: bool = True):
        self._retriever = retriever
        self.question_gen = question_gen or GuardedQuestionGenerator()
        self.evidence_k = evidence_k
        self.max_workers = max_workers
        self.collapse_duplicates = collapse_duplicates
        self._local = threading.local()
        super().__init__(callback_manager=callback_manager)

    def _get_prompt_modules(self) -> dict:
        return {"question_gen": self.question_gen}

    @property
    def last_trace(self) -> RetrievalTrace:
        """The trace of this thread's most recent retrieval (safe when threads share the retriever)."""
        return getattr(self._local, "trace", RetrievalTrace())

    @classmethod
    def from_index(
        cls,
        index: "MuonIndex",
        config: Optional["Config"] = None,
        evidence_k: Optional[int] = None,
        llm: Optional["LLM"] = None,
        mode: str = "hybrid",
    ) -> "AgenticRetriever":
        """Agent over a :class:`~muonrag.MuonIndex` (its filters, for a :meth:`~muonrag.MuonIndex.filtered` view, and
        the ``collapse_duplicates`` setting of ``config`` apply); an ``llm`` selects LLM decomposition."""
        config = config or index.config
        decomposer = LLMDecomposer(llm) if llm is not None else OfflineDecomposer()
        k = evidence_k or config.evidence_k
        collapse = config.collapse_duplicates
        return cls(index.retriever(mode, top_k=max(k, config.top_k), collapse_duplicates=collapse),
                   GuardedQuestionGenerator(decomposer), evidence_k=k, collapse_duplicates=collapse)

    def decompose(self, question: str) -> Decomposition:
        """The guarded decomposition of ``question`` (without retrieving)."""
        return self.question_gen.decompose(question)

    def _retrieve(self, query_bundle: QueryBundle) -> list[NodeWithScore]:
        trace = RetrievalTrace()
        t0 = time.perf_counter()
        trace.decomposition = self.decompose(query_bundle.query_str)
        trace.timings["decompose_s"] = time.perf_counter() - t0
        t1 = time.perf_counter()
        subs = trace.decomposition.sub_queries
        with ThreadPoolExecutor(max_workers=min(self.max_workers, len(subs))) as pool:
            lists = list(pool.map(lambda q: self._retriever.retrieve(QueryBundle(q)), subs))
        best: dict[str, NodeWithScore] = {}
        for sub_query, hits in zip(subs, lists):
            for hit in hits:
                node_id = hit.node.node_id
                trace.found_by.setdefault(node_id, []).append(sub_query)
                if node_id not in best or (hit.score or 0.0) > (best[node_id].score or 0.0):
                    best[node_id] = hit
        # ties: the chunk found by the earlier sub-query (the original question first) wins
        order = {node_id: n for n, node_id in enumerate(trace.found_by)}
        ranked = sorted(best.values(), key=lambda h: (-(h.score or 0.0), order[h.node.node_id]))
        if self.collapse_duplicates:
            evidence = [_copy(hit, others) for hit, others in collapse(ranked, _fingerprint, limit=self.evidence_k)]
        else:
            evidence = [_copy(hit) for hit in ranked[: self.evidence_k]]
        trace.timings["retrieve_s"] = time.perf_counter() - t1
        self._local.trace = trace
        return evidence


def _fingerprint(hit: NodeWithScore) -> Fingerprint:
    return fingerprint(hit.node.get_content())


def _copy(hit: NodeWithScore, others: Sequence[NodeWithScore] = ()) -> NodeWithScore:
    """A copy of ``hit`` (so that callers may change it), with ``others`` (near-duplicates of it) and what they had
    collapsed added to its ``duplicates``."""
    if not isinstance(hit, FusedNodeWithScore):
        return NodeWithScore(node=hit.node, score=hit.score)
    duplicates = list(hit.duplicates)
    for other in others:
        duplicates.append(Duplicate(other.node.node_id, str(other.node.metadata.get("doc_id", ""))))
        duplicates.extend(getattr(other, "duplicates", None) or ())
    seen = {hit.node.node_id}
    unique = [d for d in duplicates if not (d.node_id in seen or seen.add(d.node_id))]
    return FusedNodeWithScore(node=hit.node, score=hit.score, ranks=dict(hit.ranks), retriever_scores=dict(hit.retriever_scores),
                              duplicates=unique)
