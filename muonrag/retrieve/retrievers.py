"""LlamaIndex retrievers: thin adapters over the engine, and a fusion retriever for any retrievers.

* :class:`IndexRetriever` is a ``BaseRetriever`` over a muonrag index's
  :class:`~muonrag.retrieve.engine.Engine`: what ``index.retriever()``,
  ``index.dense_retriever()`` and ``index.sparse_retriever()`` return. It ranks
  exactly as ``index.search`` does (the same call) and only wraps the hits in
  LlamaIndex nodes.
* :class:`FusionRetriever` is a ``QueryFusionRetriever`` that fuses retrievers
  of your own (any LlamaIndex retrievers) with the arithmetic of
  :mod:`muonrag.retrieve.ranking`: score fusion by default, weighted RRF one
  argument away. The stock ``QueryFusionRetriever`` ignores
  ``retriever_weights`` in its reciprocal-rank mode, uses 0-based ranks with K
  fixed at 60 and deduplicates on the node's text hash; this one overrides the
  one fusion method, ``_reciprocal_rerank_fusion``, and never calls an LLM.
"""

from __future__ import annotations

from typing import Collection, Dict, List, Optional, Sequence, Tuple

from llama_index.core.bridge.pydantic import Field
from llama_index.core.callbacks import CallbackManager
from llama_index.core.llms import MockLLM
from llama_index.core.retrievers import BaseRetriever, QueryFusionRetriever
from llama_index.core.retrievers.fusion_retriever import FUSION_MODES
from llama_index.core.schema import NodeWithScore, QueryBundle

from muonrag.retrieve.duplicates import Duplicate
from muonrag.retrieve.engine import Engine
from muonrag.retrieve.filters import SearchFilter
from muonrag.retrieve.plan import FusionPlan
from muonrag.retrieve.ranking import Candidates, PerQueryWeights, check_fusion, fuse_ranked


class FusedNodeWithScore(NodeWithScore):
    """A ``NodeWithScore`` that remembers how each retriever ranked it.

    ``ranks`` and ``retriever_scores`` map a retriever's name (``"dense"``,
    ``"sparse"``) to the 1-based rank and raw score it gave this chunk; a
    retriever that did not return the chunk is absent.
    """

    ranks: Dict[str, int] = Field(default_factory=dict)
    retriever_scores: Dict[str, float] = Field(default_factory=dict)
    duplicates: List[Duplicate] = Field(default_factory=list)


class IndexRetriever(BaseRetriever):
    """A LlamaIndex retriever over a muonrag index: one fusion plan, ranked by the engine.

    Args:
        engine: the index's engine (``index.engine``).
        plan: the fusion plan (a hybrid, or a single retriever's: see
            :meth:`FusionPlan.for_mode <muonrag.retrieve.plan.FusionPlan.for_mode>`).
        similarity_top_k: hits returned.
        skip_sections: chunks whose ``section`` is one of these are never returned
            (the bibliography, unless a search asks for it).
        filters: only chunks that pass are ranked (:class:`~muonrag.retrieve.filters.SearchFilter`).
        collapse: collapse near-duplicate chunks into the best-ranked one.
        boost_named: raise the chunks of documents the query names.
    """

    def __init__(self, engine: Engine, plan: FusionPlan, similarity_top_k: int = 10,
                 skip_sections: Collection[str] = (), callback_manager: Optional[CallbackManager] = None, *,
                 filters: Optional[SearchFilter] = None, collapse: bool = False, boost_named: bool = False):
        self.engine = engine
        self.plan = plan
        self.similarity_top_k = similarity_top_k
        self.skip_sections = tuple(skip_sections)
        self.filters = filters
        self.collapse = collapse
        self.boost_named = boost_named
        super().__init__(callback_manager=callback_manager)

    def _retrieve(self, query_bundle: QueryBundle) -> List[NodeWithScore]:
        hits = self.engine.rank(query_bundle.query_str, self.plan, self.similarity_top_k, self.skip_sections,
                                filters=self.filters, collapse=self.collapse, boost_named=self.boost_named)
        return [FusedNodeWithScore(node=self.engine.chunks.node(h.node_id), score=h.score, ranks=h.ranks,
                                   retriever_scores=h.scores, duplicates=list(h.duplicates)) for h in hits]


class FusionRetriever(QueryFusionRetriever):
    """Fuse several retrievers of your own by normalised scores or by weighted RRF; no LLM involved.

    Args:
        retrievers: the retrievers to fuse, each returning its own ranked list
            (its depth is the candidate depth of the fusion).
        weights: one weight per retriever, normalised to sum to 1. Defaults to
            equal weights. Ignored when ``adaptive`` is given.
        names: one name per retriever, used as keys of ``ranks`` and
            ``retriever_scores``. Defaults to ``"r0"``, ``"r1"``, ...
        k: the K of RRF. Larger K flattens the difference between ranks;
            60 is the value of Cormack et al. and of the paper.
        similarity_top_k: number of fused results returned.
        method: ``"score"`` (convex combination of normalised scores, muonrag's
            default) or ``"rrf"`` (weighted reciprocal rank fusion).
        normalisation: for ``method="score"``: ``"minmax"``, ``"zscore"`` or
            ``"dbsf"`` (see :func:`~muonrag.retrieve.ranking.normalise_scores`).
        adaptive: per-query weights for exactly two retrievers named
            ``dense`` and ``sparse``: from the question's words
            (:class:`~muonrag.retrieve.ranking.AdaptiveWeights`) or from the
            two retrievers' score lists (:class:`~muonrag.retrieve.ranking.ConfidenceWeights`).

    Example::

        fused = FusionRetriever([dense, bm25], weights=[0.9, 0.1], names=["dense", "sparse"], method="rrf")
        nodes = fused.retrieve("tungsten nozzle angle")
    """

    def __init__(
        self,
        retrievers: Sequence[BaseRetriever],
        weights: Optional[Sequence[float]] = None,
        names: Optional[Sequence[str]] = None,
        k: float = 60.0,
        similarity_top_k: int = 10,
        callback_manager: Optional[CallbackManager] = None,
        verbose: bool = False,
        method: str = "score",
        normalisation: str = "dbsf",
        adaptive: Optional[PerQueryWeights] = None,
    ) -> None:
        retrievers = list(retrievers)
        if not retrievers:
            raise ValueError("FusionRetriever needs at least one retriever")
        weights = [1.0] * len(retrievers) if weights is None else [float(w) for w in weights]
        names = [f"r{i}" for i in range(len(retrievers))] if names is None else list(names)
        if len(weights) != len(retrievers) or len(names) != len(retrievers):
            raise ValueError("weights and names need one entry per retriever")
        if len(set(names)) != len(names):
            raise ValueError(f"names must be distinct (each keys a retriever's ranks and scores), got {names}")
        check_fusion(weights, float(k), method, normalisation)
        if adaptive is not None and sorted(names) != ["dense", "sparse"]:
            raise ValueError("adaptive weights need exactly two retrievers named 'dense' and 'sparse'")
        # num_queries=1: the question is never rewritten, so the LLM is never called; passing a
        # MockLLM keeps the parent from resolving Settings.llm, which falls back to OpenAI.
        super().__init__(
            retrievers,
            llm=MockLLM(),
            mode=FUSION_MODES.RECIPROCAL_RANK,
            similarity_top_k=similarity_top_k,
            num_queries=1,
            use_async=False,
            verbose=verbose,
            callback_manager=callback_manager,
            retriever_weights=weights,
        )
        self.k = float(k)
        self.names = names
        self.method = method
        self.normalisation = normalisation
        self.adaptive = adaptive

    @property
    def weights(self) -> List[float]:
        """The normalised weights, in retriever order (before any per-query adaptation)."""
        return list(self._retriever_weights)

    def weights_for(self, query: str, candidates: Optional[Candidates] = None) -> List[float]:
        """The weights used for ``query`` (whose ``candidates`` per-query weights may read), in retriever order."""
        if self.adaptive is None:
            return self.weights
        w_dense, w_sparse = self.adaptive.weights(query, candidates)
        return [w_dense if name == "dense" else w_sparse for name in self.names]

    def _reciprocal_rerank_fusion(self, results: Dict[Tuple[str, int], List[NodeWithScore]]) -> List[NodeWithScore]:
        nodes: Dict[str, NodeWithScore] = {}
        found: Dict[str, Dict[str, list]] = {}
        for (query, i), hits in results.items():
            for hit in hits:
                nodes.setdefault(hit.node.node_id, hit)
            found.setdefault(query, {})[self.names[i]] = [(h.node.node_id, h.score) for h in hits]
        lists = []
        for query, by_name in found.items():
            weights = self.weights_for(query, by_name)
            lists += [(name, weights[self.names.index(name)], hits) for name, hits in by_name.items()]
        fused = fuse_ranked(lists, method=self.method, k=self.k, normalisation=self.normalisation)
        # the caller keeps the first similarity_top_k; only those become result objects
        return [FusedNodeWithScore(node=nodes[h.node_id].node, score=h.score, ranks=h.ranks, retriever_scores=h.scores)
                for h in fused[: self.similarity_top_k]]
