"""The agent's evidence search (:mod:`muonrag.agent.search`) as a LlamaIndex retriever."""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Optional, Union

from llama_index.core.callbacks import CallbackManager
from llama_index.core.retrievers import BaseRetriever
from llama_index.core.schema import NodeWithScore, QueryBundle

from muonrag.agent.decompose import Decomposition, OfflineDecomposer
from muonrag.agent.llm_decompose import LLMDecomposer
from muonrag.agent.question_gen import GuardedQuestionGenerator
from muonrag.agent.search import AgentSearch, RetrievalTrace
from muonrag.retrieve.results import SearchResult
from muonrag.retrieve.retrievers import FusedNodeWithScore

if TYPE_CHECKING:
    from llama_index.core.llms import LLM

    from muonrag.config import Config
    from muonrag.index.muon_index import MuonIndex
    from muonrag.llm.client import Client

__all__ = ["AgenticRetriever", "RetrievalTrace"]


class AgenticRetriever(BaseRetriever):
    """Decompose a question into sub-queries, retrieve each, keep the best M chunks.

    The agent's search (:class:`~muonrag.agent.search.AgentSearch`: merged by chunk,
    near-duplicates collapsed, the top ``evidence_k`` kept) with every sub-query sent
    through a LlamaIndex retriever. ``last_trace`` records which sub-query found which
    chunk.

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
        self.search = AgentSearch(self._search_one, self.question_gen, evidence_k=evidence_k, max_workers=max_workers,
                                  collapse_duplicates=collapse_duplicates)
        self._local = threading.local()
        super().__init__(callback_manager=callback_manager)

    @property
    def evidence_k(self) -> int:
        """Size of the evidence set."""
        return self.search.evidence_k

    @property
    def collapse_duplicates(self) -> bool:
        """Whether near-duplicates are collapsed across the sub-queries' results."""
        return self.search.collapse_duplicates

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
        llm: Union["LLM", "Client", None] = None,
        mode: str = "hybrid",
    ) -> "AgenticRetriever":
        """Agent over a :class:`~muonrag.MuonIndex` (its filters, for a :meth:`~muonrag.MuonIndex.filtered` view, and
        the ``collapse_duplicates`` setting of ``config`` apply); an ``llm`` (a LlamaIndex LLM or the answer engine's
        :class:`~muonrag.llm.client.Client`) selects LLM decomposition."""
        config = config or index.config
        decomposer = LLMDecomposer(llm) if llm is not None else OfflineDecomposer()
        k = evidence_k or config.answer.evidence_k
        collapse = config.retrieval.collapse_duplicates
        return cls(index.retriever(mode, top_k=max(k, config.retrieval.top_k), collapse_duplicates=collapse),
                   GuardedQuestionGenerator(decomposer), evidence_k=k, collapse_duplicates=collapse)

    def decompose(self, question: str) -> Decomposition:
        """The guarded decomposition of ``question`` (without retrieving)."""
        return self.search.decompose(question)

    def _search_one(self, query: str) -> list[SearchResult]:
        return [SearchResult.from_node(rank, hit) for rank, hit in enumerate(self._retriever.retrieve(QueryBundle(query)), 1)]

    def _retrieve(self, query_bundle: QueryBundle) -> list[NodeWithScore]:
        evidence, trace = self.search.gather(query_bundle.query_str)
        self._local.trace = trace
        return [_node(hit) for hit in evidence]


def _node(hit: SearchResult) -> NodeWithScore:
    """A new node of ``hit`` (callers may change it): a ``FusedNodeWithScore``, with the duplicates collapsed into it,
    when the retriever returned one."""
    if not isinstance(hit.node, FusedNodeWithScore):
        return NodeWithScore(node=hit.node.node, score=hit.node.score)
    return FusedNodeWithScore(node=hit.node.node, score=hit.node.score, ranks=dict(hit.node.ranks),
                              retriever_scores=dict(hit.node.retriever_scores), duplicates=list(hit.duplicates))
