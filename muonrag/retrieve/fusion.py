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

import math
import re
from dataclasses import dataclass
from typing import Dict, List, NamedTuple, Optional, Sequence, Tuple

from llama_index.core.bridge.pydantic import Field
from llama_index.core.callbacks import CallbackManager
from llama_index.core.retrievers import BaseRetriever, QueryFusionRetriever
from llama_index.core.llms import MockLLM
from llama_index.core.retrievers.fusion_retriever import FUSION_MODES
from llama_index.core.schema import NodeWithScore

FUSION_METHODS = ("rrf", "score")
NORMALISATIONS = ("minmax", "zscore", "dbsf")


class FusedNodeWithScore(NodeWithScore):
    """A ``NodeWithScore`` that remembers how each retriever ranked it.

    ``ranks`` and ``retriever_scores`` map a retriever's name (``"dense"``,
    ``"sparse"``) to the 1-based rank and raw score it gave this chunk; a
    retriever that did not return the chunk is absent.
    """

    ranks: Dict[str, int] = Field(default_factory=dict)
    retriever_scores: Dict[str, float] = Field(default_factory=dict)


class FusedHit(NamedTuple):
    """One fused result at the level of ids: what :func:`fuse_ranked` returns."""

    node_id: str
    score: float
    ranks: Dict[str, int]
    scores: Dict[str, float]


# query features ---------------------------------------------------------------
_UNITS = (r"tev|gev|mev|kev|ev|tesla|t|cm|mm|nm|um|μm|m|km|s|ms|ns|ps|fs|hz|khz|mhz|ghz|mw|kw|w|v|kv|mv|"
          r"fb|pb|ab|nb|mrad|rad|deg|degrees|k|%|kg|g|mg|ml|mmol|nmol|μg|ug|mg/kg|db")
_UNIT_WORDS = frozenset(_UNITS.split("|"))
_NUMBER = re.compile(r"(?<![A-Za-z_])\d")  # not the digit of an identifier such as v1
_UNIT = re.compile(rf"\d\s*(?:{_UNITS})\b|\d\s*%", re.IGNORECASE)
_ACRONYM = re.compile(r"(?<![A-Za-z0-9])(?=[A-Za-z0-9]*[A-Z][A-Za-z0-9]*[A-Z])[A-Za-z0-9]{2,}(?![A-Za-z0-9])")
_IDENTIFIER = re.compile(
    r"\b[a-z]+[A-Z][A-Za-z0-9]*\b"           # camelCase
    r"|\b[A-Z][a-z0-9]+[A-Z][a-z0-9]+[A-Za-z0-9]*\b"  # CamelCase
    r"|\b\w+_\w+\b"                           # snake_case, MuColl_v1
    r"|\b\w+(?:\.\w+){1,}\(?\)?"              # dotted.names, file.ext
    r"|(?:^|\s)--?[a-z][\w-]*"                # --flags
    r"|\w+\(\)"                               # call()
)
_QUOTED = re.compile(r"\"[^\"]{2,}\"|“[^”]{2,}”|'[^']{2,}'|`[^`]{1,}`")
QUERY_FEATURES = ("number", "acronym", "identifier", "quoted", "short")


def query_features(text: str, short_words: int = 6) -> Dict[str, bool]:
    """Lexical features of a query that favour exact-match (BM25) retrieval.

    Args:
        text: the query.
        short_words: a query of at most this many words counts as ``short``
            (keyword-style).

    Returns:
        ``{feature: present}`` for each name in :data:`QUERY_FEATURES`:
        ``number`` (a digit, with or without a unit), ``acronym`` (a word with
        two or more capitals: ``BIB``, ``MuColl``, ``PrP``), ``identifier``
        (CamelCase, camelCase, snake_case, dotted names, ``--flags``,
        ``call()``), ``quoted`` (a phrase in quotes or backticks) and ``short``.

    Example::

        >>> f = query_features('What does "MuColl_v1" set the BIB fluence to at 10 TeV?')
        >>> sorted(k for k, v in f.items() if v)
        ['acronym', 'identifier', 'number', 'quoted']
    """
    words = re.findall(r"\w+", text)
    return {
        "number": bool(_NUMBER.search(text)),
        "acronym": any(m.group(0).lower() not in _UNIT_WORDS for m in _ACRONYM.finditer(text)),
        "identifier": bool(_IDENTIFIER.search(text)),
        "quoted": bool(_QUOTED.search(text)),
        "short": 0 < len(words) <= short_words,
    }


@dataclass(frozen=True)
class AdaptiveWeights:
    """Query-adaptive fusion weights, deterministic and LLM-free.

    ``w_sparse = clamp(base_sparse + step * n, 0, max_sparse)`` with ``n`` the
    number of :func:`query_features` present in the query (at most
    ``max_features`` counted), and ``w_dense = 1 - w_sparse``.

    Args:
        base_sparse: BM25's weight for a plain natural-language question.
        step: weight moved to BM25 per lexical feature present.
        max_sparse: the most BM25 weight any query gets.
        max_features: features counted at most.
        short_words: see :func:`query_features`.
    """

    base_sparse: float = 0.5
    step: float = 0.1
    max_sparse: float = 0.9
    max_features: int = 2
    short_words: int = 6

    def __post_init__(self) -> None:
        for name in ("base_sparse", "step", "max_sparse"):
            value = getattr(self, name)
            if not (math.isfinite(value) and 0.0 <= value <= 1.0):
                raise ValueError(f"AdaptiveWeights.{name} must be in [0, 1], got {value}")
        if self.max_features < 0 or self.short_words < 0:
            raise ValueError("max_features and short_words must be >= 0")

    def weights(self, query: str) -> Tuple[float, float]:
        """``(w_dense, w_sparse)`` for ``query``; they sum to 1."""
        n = min(sum(query_features(query, self.short_words).values()), self.max_features)
        w_sparse = min(max(self.base_sparse + self.step * n, 0.0), self.max_sparse)
        return 1.0 - w_sparse, w_sparse


# fusion at the level of ids ---------------------------------------------------
def normalise_scores(scores: Sequence[float], method: str = "minmax") -> Tuple[List[float], float]:
    """Normalise one retriever's raw scores.

    Args:
        scores: the raw scores of one list, best first (any order works).
        method: ``"minmax"`` (to [0, 1]), ``"zscore"`` (``(s - mean) / std``) or
            ``"dbsf"`` (Qdrant's distribution-based score fusion:
            ``(s - (mean - 3 std)) / (6 std)``, sample std, not clipped).

    Returns:
        ``(normalised scores, floor)``: the floor is what a chunk missing from
        the list contributes (0 for min-max and DBSF, the lowest z-score for
        z-score). When all scores are equal, every one becomes 1 and the floor 0.

    Raises:
        ValueError: an unknown ``method``.
    """
    if method not in NORMALISATIONS:
        raise ValueError(f"normalisation must be one of {', '.join(NORMALISATIONS)}, got {method!r}")
    values = [float(s) if s is not None and math.isfinite(float(s)) else 0.0 for s in scores]
    if not values:
        return [], 0.0
    lo, hi = min(values), max(values)
    if hi - lo <= 1e-12 * max(1.0, abs(hi)):
        return [1.0] * len(values), 0.0
    if method == "minmax":
        return [(v - lo) / (hi - lo) for v in values], 0.0
    mean = sum(values) / len(values)
    ddof = 1 if method == "dbsf" and len(values) > 1 else 0
    std = math.sqrt(sum((v - mean) ** 2 for v in values) / (len(values) - ddof))
    if method == "zscore":
        z = [(v - mean) / std for v in values]
        return z, min(z)
    low = mean - 3.0 * std
    return [(v - low) / (6.0 * std) for v in values], 0.0


def fuse_ranked(
    lists: Sequence[Tuple[str, float, Sequence[Tuple[str, Optional[float]]]]],
    method: str = "rrf",
    k: float = 60.0,
    normalisation: str = "dbsf",
) -> List[FusedHit]:
    """Fuse ranked lists of ``(node_id, raw score)``, each given as ``(name, weight, hits)``.

    Args:
        lists: one entry per retriever: its name, its weight (used as given;
            normalise first) and its hits, best first. A retriever listing an
            id twice counts it once, at its best rank.
        method: ``"rrf"`` (weighted reciprocal rank fusion with this ``k``)
            or ``"score"`` (weighted sum of normalised scores).
        k: the K of RRF.
        normalisation: for ``method="score"``, see :func:`normalise_scores`.

    Returns:
        Fused hits, best first; ties broken by the best single-retriever rank,
        then by node id.
    """
    if method not in FUSION_METHODS:
        raise ValueError(f"fusion method must be one of {', '.join(FUSION_METHODS)}, got {method!r}")
    fused: Dict[str, float] = {}
    ranks: Dict[str, Dict[str, int]] = {}
    raw: Dict[str, Dict[str, float]] = {}
    floors = 0.0
    contributions = []
    for name, weight, hits in lists:
        seen: Dict[str, int] = {}
        unique: List[Tuple[str, float]] = []
        for node_id, score in hits:
            if node_id in seen:
                continue
            seen[node_id] = len(seen) + 1
            unique.append((node_id, float(score) if score is not None else float("nan")))
        if method == "rrf":
            values = [1.0 / (k + rank) for rank in range(1, len(unique) + 1)]
            floor = 0.0
        else:
            values, floor = normalise_scores([s for _, s in unique], normalisation)
        floors += weight * floor
        contributions.append((weight, floor, dict(zip((i for i, _ in unique), values))))
        for rank, (node_id, score) in enumerate(unique, start=1):
            ranks.setdefault(node_id, {})[name] = rank
            raw.setdefault(node_id, {})[name] = score
    for node_id in ranks:
        fused[node_id] = sum(w * values.get(node_id, floor) for w, floor, values in contributions)
    order = sorted(fused, key=lambda i: (-fused[i], min(ranks[i].values()), i))
    return [FusedHit(i, fused[i], ranks[i], raw[i]) for i in order]


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
        if any(w < 0 or not math.isfinite(w) for w in weights) or sum(weights) <= 0:
            raise ValueError(f"weights must be non-negative and not all zero, got {weights}")
        if k < 0 or not math.isfinite(k):
            raise ValueError(f"k must be non-negative, got {k}")
        if method not in FUSION_METHODS:
            raise ValueError(f"method must be one of {', '.join(FUSION_METHODS)}, got {method!r}")
        if normalisation not in NORMALISATIONS:
            raise ValueError(f"normalisation must be one of {', '.join(NORMALISATIONS)}, got {normalisation!r}")
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
