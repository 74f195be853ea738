"""The fusion plan: how dense and BM25 candidates become one ranking, as one typed, frozen value.

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
(:class:`~muonrag.retrieve.ranking.AdaptiveWeights`): deterministic features of
the question (numbers and units, acronyms, code identifiers, quoted phrases,
shortness) move weight toward BM25, which matches them exactly. Ties are broken
by the best single-retriever rank, then by node id.

A :class:`FusionPlan` is resolved once from the configuration
(:meth:`Config.fusion_plan <muonrag.config.Config.fusion_plan>`); the presets of
the ``fusion`` setting are instances of it (:data:`PRESETS`), and so are the
variants ``muonrag tune`` tries. Every ranking in muonrag, from a search to a
tuning grid, ends in :meth:`FusionPlan.fuse`.
"""

from __future__ import annotations

import dataclasses
import math
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Dict, List, Optional, Tuple

from muonrag.data import fusion_presets_path
from muonrag.retrieve.ranking import (
    FUSION_METHODS, NORMALISATIONS, AdaptiveWeights, Candidates, ConfidenceWeights, FusedHit, PerQueryWeights, fuse_ranked,
)

#: The retrievers a plan can fuse, in the order their lists are fused.
RETRIEVERS = ("dense", "sparse")


@dataclass(frozen=True)
class FusionPlan:
    """How one query's candidate lists are fused.

    Args:
        method: ``"rrf"`` (weighted reciprocal rank fusion) or ``"score"``
            (weighted sum of normalised scores).
        w_dense, w_sparse: the weights of dense retrieval and BM25, normalised
            to sum to 1 when used. A retriever of weight 0 is not searched at all,
            which is how the ``dense`` and ``sparse`` modes are plans too.
        k: the K of RRF. Larger K flattens the difference between ranks; 60 is
            the value of Cormack et al. and of the paper.
        normalisation: for ``method="score"``: ``"minmax"``, ``"zscore"`` or
            ``"dbsf"`` (see :func:`~muonrag.retrieve.ranking.normalise_scores`).
        adaptive: per-query weights (replacing ``w_dense`` and ``w_sparse``), or ``None``.
        depth: candidates each retriever returns before fusion.
        rerank: whether a search re-ranks the head of this plan's fused list when the engine
            has a re-ranking (:mod:`muonrag.retrieve.rerank`); the ``paper`` preset does not, so
            that it reproduces the paper's ranking and scores.

    Raises:
        ValueError: negative, infinite or all-zero weights, a negative ``k``, an
            unknown method or normalisation, or a depth below 1.
    """

    method: str = "score"
    w_dense: float = 0.5
    w_sparse: float = 0.5
    k: float = 60.0
    normalisation: str = "dbsf"
    adaptive: Optional[PerQueryWeights] = None
    depth: int = 100
    rerank: bool = True

    def __post_init__(self) -> None:
        for name in ("w_dense", "w_sparse", "k"):
            object.__setattr__(self, name, float(getattr(self, name)))
        weights = (self.w_dense, self.w_sparse)
        if any(not math.isfinite(w) or w < 0 for w in weights) or (self.adaptive is None and sum(weights) <= 0):
            raise ValueError(f"weights must be non-negative and not all zero, got w_dense={self.w_dense}, w_sparse={self.w_sparse}")
        if not math.isfinite(self.k) or self.k < 0:
            raise ValueError(f"k must be non-negative, got {self.k}")
        if self.method not in FUSION_METHODS:
            raise ValueError(f"method must be one of {', '.join(FUSION_METHODS)}, got {self.method!r}")
        if self.normalisation not in NORMALISATIONS:
            raise ValueError(f"normalisation must be one of {', '.join(NORMALISATIONS)}, got {self.normalisation!r}")
        if isinstance(self.depth, bool) or not isinstance(self.depth, int) or self.depth < 1:
            raise ValueError(f"depth must be an integer of at least 1, got {self.depth!r}")

    # what the plan searches ------------------------------------------------------
    @property
    def retrievers(self) -> Tuple[str, ...]:
        """The retrievers whose candidates this plan fuses (those of non-zero weight)."""
        if self.adaptive is not None:
            return RETRIEVERS
        return tuple(name for name, w in zip(RETRIEVERS, (self.w_dense, self.w_sparse)) if w > 0)

    @property
    def kind(self) -> str:
        """``"single"`` (one retriever), ``"rrf"``, ``"score"`` or ``"adaptive"``."""
        if len(self.retrievers) == 1:
            return "single"
        return "adaptive" if self.adaptive is not None else self.method

    @property
    def name(self) -> str:
        """A short readable name (``"score dbsf w 0.5/0.5 @100"``, ``"dense"``), as tuning tables show it."""
        if self.kind == "single":
            return self.retrievers[0]
        how = f"rrf K{self.k:g}" if self.method == "rrf" else f"score {self.normalisation}"
        if self.adaptive is not None:
            weights = self.adaptive.label
        else:
            w_dense = self.w_dense / (self.w_dense + self.w_sparse)
            weights = f"w {round(w_dense, 4):g}/{1 - w_dense:.2g}"
        return f"{how} {weights} @{self.depth}"

    @property
    def server_fusion(self) -> Optional[str]:
        """The fusion a Qdrant server computes exactly as this plan does, when there is one: ``"rrf"`` (RRF of
        equal weights) or ``"dbsf"`` (DBSF scores of equal weights); ``None`` for every other plan."""
        if self.adaptive is not None or self.kind not in ("rrf", "score") or self.w_dense != self.w_sparse:
            return None
        if self.kind == "rrf":
            return "rrf"
        return "dbsf" if self.normalisation == "dbsf" else None

    def weights_for(self, query: str, candidates: Optional[Candidates] = None) -> Dict[str, float]:
        """The normalised weight of each retriever in :attr:`retrievers` for ``query`` (per-query weights may read
        its ``candidates``, cut to :attr:`depth`)."""
        if self.adaptive is not None:
            w_dense, w_sparse = self.adaptive.weights(query, candidates)
            return {"dense": w_dense, "sparse": w_sparse}
        total = self.w_dense + self.w_sparse
        return {name: w / total for name, w in zip(RETRIEVERS, (self.w_dense, self.w_sparse)) if w > 0}

    # derived plans ---------------------------------------------------------------
    def replace(self, **changes) -> "FusionPlan":
        """A copy with ``changes`` applied (validated as the constructor validates)."""
        return dataclasses.replace(self, **changes)

    def only(self, retriever: str) -> "FusionPlan":
        """The single-retriever plan of ``retriever`` (``"dense"`` or ``"sparse"``), at the same depth.

        Fusing one list is the identity: its hits keep the retriever's order and
        its raw score (cosine similarity, BM25), with the same ``ranks`` and
        ``scores`` fields as a hybrid's, so the three modes share one interface.
        """
        if retriever not in RETRIEVERS:
            raise ValueError(f"retriever must be one of {', '.join(RETRIEVERS)}, got {retriever!r}")
        return FusionPlan(method="rrf", w_dense=float(retriever == "dense"), w_sparse=float(retriever == "sparse"),
                          k=self.k, normalisation=self.normalisation, depth=self.depth)

    def for_mode(self, mode: str) -> "FusionPlan":
        """This plan for ``mode``: itself for ``"hybrid"``, :meth:`only` the one retriever otherwise."""
        if mode == "hybrid":
            return self
        if mode in RETRIEVERS:
            return self.only(mode)
        raise ValueError(f"mode must be one of hybrid, {', '.join(RETRIEVERS)}, got {mode!r}")

    # the fusion --------------------------------------------------------------------
    def fuse(self, query: str, candidates: Candidates, limit: Optional[int] = None) -> List[FusedHit]:
        """Fuse the candidate lists of ``query`` into one ranking.

        Args:
            query: the query (adaptive weights read it).
            candidates: ``{retriever: [(node_id, raw score), ...]}``, best first; each
                list is cut to :attr:`depth`, and lists of retrievers the plan does
                not use are ignored.
            limit: the most hits returned (all when ``None``).
        """
        if self.kind == "single":
            name = self.retrievers[0]
            seen: Dict[str, FusedHit] = {}
            for node_id, score in list(candidates.get(name, ()))[: self.depth]:
                if node_id not in seen:
                    raw = float(score) if score is not None else float("nan")
                    seen[node_id] = FusedHit(node_id, raw, {name: len(seen) + 1}, {name: raw})
            return list(seen.values())[:limit]
        cut = {name: list(candidates.get(name, ()))[: self.depth] for name in self.retrievers}
        weights = self.weights_for(query, cut)
        lists = [(name, weights[name], cut[name]) for name in self.retrievers]
        return fuse_ranked(lists, method=self.method, k=self.k, normalisation=self.normalisation)[:limit]


def load_presets(path: Optional[Path] = None) -> Dict[str, FusionPlan]:
    """The named plans of a presets file (default: ``muonrag/data/fusion_presets.toml``), in file order.

    Each table is a :class:`FusionPlan`'s fields; ``adaptive`` is an inline table of ``kind``
    ``"query-words"`` (:class:`~muonrag.retrieve.ranking.AdaptiveWeights`) or ``"confidence"``
    (:class:`~muonrag.retrieve.ranking.ConfidenceWeights`) and that class's fields.
    """
    kinds = {"query-words": AdaptiveWeights, "confidence": ConfidenceWeights}
    path = path or fusion_presets_path()
    presets = {}
    for name, values in tomllib.loads(path.read_text(encoding="utf-8")).items():
        values = dict(values)
        adaptive = values.pop("adaptive", None)
        if adaptive is not None:
            adaptive = dict(adaptive)
            kind = adaptive.pop("kind", None)
            if kind not in kinds:
                raise ValueError(f"{path}: [{name}] adaptive kind must be one of {', '.join(kinds)}, got {kind!r}")
            adaptive = kinds[kind](**adaptive)
        presets[name] = FusionPlan(adaptive=adaptive, **values)
    return presets


#: The values of the ``fusion`` setting, from ``muonrag/data/fusion_presets.toml`` (where each is
#: described). ``paper`` reproduces the paper; ``score`` (DBSF, equal weights) is the default.
PRESETS: Dict[str, FusionPlan] = load_presets()
