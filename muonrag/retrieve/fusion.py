"""Weighted reciprocal rank fusion as a LlamaIndex ``QueryFusionRetriever``.

For each chunk ``c`` returned by retriever ``r`` at 1-based rank ``rank_r(c)``::

    score(c) = sum_r  w_r / (K + rank_r(c))

with the weights normalised to sum to one. The stock ``QueryFusionRetriever``
ignores ``retriever_weights`` in its reciprocal-rank mode, uses 0-based ranks
with K fixed at 60 and deduplicates on the node's text hash. This subclass
overrides the one fusion method, ``_reciprocal_rerank_fusion``, and records, on every
result, each retriever's rank and raw score so that users can see why a chunk
ranked where it did.
"""

from __future__ import annotations

import math
from typing import Dict, List, Optional, Sequence, Tuple

from llama_index.core.bridge.pydantic import Field
from llama_index.core.callbacks import CallbackManager
from llama_index.core.retrievers import BaseRetriever, QueryFusionRetriever
from llama_index.core.llms import MockLLM
from llama_index.core.retrievers.fusion_retriever import FUSION_MODES
from llama_index.core.schema import NodeWithScore


class FusedNodeWithScore(NodeWithScore):
    """A ``NodeWithScore`` that remembers how each retriever ranked it.

    ``ranks`` and ``retriever_scores`` map a retriever's name (``"dense"``,
    ``"sparse"``) to the 1-based rank and raw score it gave this chunk; a
    retriever that did not return the chunk is absent.
    """

    ranks: Dict[str, int] = Field(default_factory=dict)
    retriever_scores: Dict[str, float] = Field(default_factory=dict)


class WeightedRRFRetriever(QueryFusionRetriever):
    """Fuse several retrievers by weighted reciprocal rank fusion; no LLM involved.

    Args:
        retrievers: the retrievers to fuse, each returning its own ranked list
            (its depth is the candidate depth of the fusion).
        weights: one weight per retriever, normalised to sum to 1. Defaults to
            equal weights.
        names: one name per retriever, used as keys of ``ranks`` and
            ``retriever_scores``. Defaults to ``"r0"``, ``"r1"``, ...
        k: the K of RRF. Larger K flattens the difference between ranks;
            60 is the value of Cormack et al. and of the paper.
        similarity_top_k: number of fused results returned.

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
    ) -> None:
        retrievers = list(retrievers)
        if not retrievers:
            raise ValueError("WeightedRRFRetriever needs at least one retriever")
        weights = [1.0] * len(retrievers) if weights is None else [float(w) for w in weights]
        names = [f"r{i}" for i in range(len(retrievers))] if names is None else list(names)
        if len(weights) != len(retrievers) or len(names) != len(retrievers):
            raise ValueError("weights and names need one entry per retriever")
        if any(w < 0 or not math.isfinite(w) for w in weights) or sum(weights) <= 0:
            raise ValueError(f"weights must be non-negative and not all zero, got {weights}")
        if k < 0 or not math.isfinite(k):
            raise ValueError(f"k must be non-negative, got {k}")
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

    @property
    def weights(self) -> List[float]:
        """The normalised weights, in retriever order."""
        return list(self._retriever_weights)

    def _reciprocal_rerank_fusion(self, results: Dict[Tuple[str, int], List[NodeWithScore]]) -> List[NodeWithScore]:
        lists = [(self.names[i], self._retriever_weights[i], hits) for (_query, i), hits in results.items()]
        return weighted_rrf(lists, self.k)


def weighted_rrf(lists: Sequence[Tuple[str, float, Sequence[NodeWithScore]]], k: float = 60.0) -> List[FusedNodeWithScore]:
    """Fuse ranked lists ``(retriever name, weight, hits)`` by weighted RRF.

    Weights are used as given (normalise them first). Chunks are keyed by node
    id; ties are broken by the best single-retriever rank, then by node id.
    """
    fused: Dict[str, float] = {}
    nodes: Dict[str, NodeWithScore] = {}
    ranks: Dict[str, Dict[str, int]] = {}
    raw: Dict[str, Dict[str, float]] = {}
    for name, weight, hits in lists:
        seen: set = set()
        for hit in hits:
            node_id = hit.node.node_id
            if node_id in seen:  # a retriever listing a chunk twice counts once
                continue
            seen.add(node_id)
            rank = len(seen)
            fused[node_id] = fused.get(node_id, 0.0) + weight / (k + rank)
            nodes.setdefault(node_id, hit)
            best = ranks.setdefault(node_id, {})
            if name not in best or rank < best[name]:
                best[name] = rank
                raw.setdefault(node_id, {})[name] = float(hit.score) if hit.score is not None else float("nan")
    order = sorted(fused, key=lambda i: (-fused[i], min(ranks[i].values()), i))
    return [
        FusedNodeWithScore(node=nodes[i].node, score=fused[i], ranks=ranks[i], retriever_scores=raw.get(i, {}))
        for i in order
    ]
