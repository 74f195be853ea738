"""Hybrid fusion of ranked lists as a LlamaIndex ``QueryFusionRetriever``.

Two fusion methods, both keyed on node ids and both keeping, on every result,
each retriever's 1-based rank and raw score:

* **weighted reciprocal rank fusion** (``method="rrf"``). For each chunk ``c``
  returned by retriever ``r`` at 1-based rank ``rank_r(c)``::

      score(c) = sum_r  w_r / (K + rank_r(c))

* **convex combination of normalised scores** (``method="score"``)::

      score(c) = sum_r  w_r * norm_r(raw_r(c))

  where ``norm_r`` is min-max, z-score, or Qdrant's distribution-based score
  fusion (``"dbsf"``: ``(s - (mean - 3 std)) / (6 std)`` over the list). A
  chunk missing from a list gets that list's floor (0 for min-max and DBSF,
  the lowest z-score of the list for z-score). A list whose scores are all
  equal (one candidate, for instance) carries no score information: every
  chunk in it gets 1 and every chunk missing from it 0.

Weights are normalised to sum to one. They may also adapt to the query
(:class:`AdaptiveWeights`): deterministic features of the question (numbers
and units, acronyms, code identifiers, quoted phrases, shortness) move weight
toward BM25, which matches them exactly. Ties are broken by the best
single-retriever rank, then by node id.

The stock ``QueryFusionRetriever`` ignores ``retriever_weights`` in its
reciprocal-rank mode, uses 0-based ranks with K fixed at 60 and deduplicates on
the node's text hash. :class:`WeightedRRFRetriever` overrides the one fusion
method, ``_reciprocal_rerank_fusion``.
"""

from __future__ import annotations

from typing import Dict, List, Optional, Sequence, Tuple

from llama_index.core.bridge.pydantic import Field
from llama_index.core.callbacks import CallbackManager
from llama_index.core.retrievers import BaseRetriever, QueryFusionRetriever
from llama_index.core.llms import MockLLM
from llama_index.core.retrievers.fusion_retriever import FUSION_MODES
from llama_index.core.schema import NodeWithScore

from muonrag.retrieve.ranking import (  # noqa: F401  (re-exported: their home before muonrag.retrieve.ranking)
    FUSION_METHODS,
    NORMALISATIONS,
    QUERY_FEATURES,
    AdaptiveWeights,
    FusedHit,
    check_fusion,
    fuse_ranked,
    normalise_scores,
    query_features,
)


class FusedNodeWithScore(NodeWithScore):
    """A ``NodeWithScore`` that remembers how each retriever ranked it.

    ``ranks`` and ``retriever_scores`` map a retriever's name (``"dense"``,
    ``"sparse"``) to the 1-based rank and raw score it gave this chunk; a
    retriever that did not return the chunk is absent.
    """

    ranks: Dict[str, int] = Field(default_factory=dict)
    retriever_scores: Dict[str, float] = Field(default_factory=dict)


def _fuse_nodes(lists: Sequence[Tuple[str, float, Sequence[NodeWithScore]]], limit: Optional[int] = None,
                **how) -> List[FusedNodeWithScore]:
    nodes: Dict[str, NodeWithScore] = {}
    id_lists = []
    for name, weight, hits in lists:
        for hit in hits:
            nodes.setdefault(hit.node.node_id, hit)
        id_lists.append((name, weight, [(h.node.node_id, h.score) for h in hits]))
    return [
        FusedNodeWithScore(node=nodes[h.node_id].node, score=h.score, ranks=h.ranks, retriever_scores=h.scores)
        for h in fuse_ranked(id_lists, **how)[:limit]
    ]


def weighted_rrf(lists: Sequence[Tuple[str, float, Sequence[NodeWithScore]]], k: float = 60.0) -> List[FusedNodeWithScore]:
    """Fuse ranked lists ``(retriever name, weight, hits)`` by weighted RRF.

    Weights are used as given (normalise them first). Chunks are keyed by node
    id; ties are broken by the best single-retriever rank, then by node id.
    """
    return _fuse_nodes(lists, method="rrf", k=k)


def weighted_score_fusion(
    lists: Sequence[Tuple[str, float, Sequence[NodeWithScore]]], normalisation: str = "dbsf"
) -> List[FusedNodeWithScore]:
    """Fuse ranked lists ``(retriever name, weight, hits)`` by a weighted sum of normalised scores.

    See :func:`normalise_scores` for ``normalisation``; keyed and tie-broken as
    :func:`weighted_rrf`.
    """
    return _fuse_nodes(lists, method="score", normalisation=normalisation)


class WeightedRRFRetriever(QueryFusionRetriever):
    """Fuse several retrievers by weighted RRF or by normalised scores; no LLM involved.

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
        method: ``"rrf"`` (weighted reciprocal rank fusion) or ``"score"``
            (convex combination of normalised scores).
        normalisation: for ``method="score"``: ``"minmax"``, ``"zscore"`` or
            ``"dbsf"`` (see :func:`normalise_scores`).
        adaptive: per-query weights for exactly two retrievers named
            ``dense`` and ``sparse`` (see :class:`AdaptiveWeights`).

    With a single retriever this is a plain ranked retriever with the same
    interface, which is how muonrag's ``dense`` and ``sparse`` modes are built.

    Example::

        fused = WeightedRRFRetriever([dense, bm25], weights=[0.9, 0.1], names=["dense", "sparse"])
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
        method: str = "rrf",
        normalisation: str = "dbsf",
        adaptive: Optional[AdaptiveWeights] = None,
    ) -> None:
        retrievers = list(retrievers)
        if not retrievers:
            raise ValueError("WeightedRRFRetriever needs at least one retriever")
        weights = [1.0] * len(retrievers) if weights is None else [float(w) for w in weights]
        names = [f"r{i}" for i in range(len(retrievers))] if names is None else list(names)
        if len(weights) != len(retrievers) or len(names) != len(retrievers):
            raise ValueError("weights and names need one entry per retriever")
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

    def weights_for(self, query: str) -> List[float]:
        """The weights used for ``query``, in retriever order."""
        if self.adaptive is None:
            return self.weights
        w_dense, w_sparse = self.adaptive.weights(query)
        return [w_dense if name == "dense" else w_sparse for name in self.names]

    def _reciprocal_rerank_fusion(self, results: Dict[Tuple[str, int], List[NodeWithScore]]) -> List[NodeWithScore]:
        lists = []
        for (query, i), hits in results.items():
            lists.append((self.names[i], self.weights_for(query)[i], hits))
        # the caller keeps the first similarity_top_k; only those become result objects
        return _fuse_nodes(lists, limit=self.similarity_top_k, method=self.method, k=self.k, normalisation=self.normalisation)
