"""Fusion at the level of ids and scores: the arithmetic under every ranking.

Pure Python on ``(node_id, score)`` lists, without LlamaIndex, so that the engine
(:meth:`FusionPlan.fuse <muonrag.retrieve.plan.FusionPlan.fuse>`) and the LlamaIndex
:class:`~muonrag.retrieve.retrievers.FusionRetriever` rank with the very same code.
See :mod:`muonrag.retrieve.plan` for the methods.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Dict, List, Mapping, NamedTuple, Optional, Sequence, Tuple, Union

from muonrag.language.quantities import QUERY_NUMBER as _NUMBER
from muonrag.language.quantities import QUERY_UNIT_WORDS as _UNIT_WORDS
from muonrag.retrieve.duplicates import Duplicate

FUSION_METHODS = ("rrf", "score")
#: ``{retriever: [(node_id, raw score), ...]}``, best first.
Candidates = Mapping[str, Sequence[Tuple[str, Optional[float]]]]
NORMALISATIONS = ("minmax", "zscore", "dbsf")


class FusedHit(NamedTuple):
    """One fused result at the level of ids: what :func:`fuse_ranked` returns.

    ``boost`` is what a query naming the chunk's document added to ``score``
    (:mod:`muonrag.retrieve.naming`); ``duplicates`` the near-duplicates collapsed
    into this hit (:mod:`muonrag.retrieve.duplicates`), best first.
    """

    node_id: str
    score: float
    ranks: Dict[str, int]
    scores: Dict[str, float]
    boost: float = 0.0
    duplicates: Tuple[Duplicate, ...] = ()


# query features ---------------------------------------------------------------
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

    @property
    def label(self) -> str:
        """How tuning tables name these weights."""
        return f"adaptive {self.base_sparse:g}+{self.step:g}"

    def weights(self, query: str, candidates: Optional[Candidates] = None) -> Tuple[float, float]:
        """``(w_dense, w_sparse)`` for ``query``; they sum to 1 (``candidates`` are not read)."""
        n = min(sum(query_features(query, self.short_words).values()), self.max_features)
        w_sparse = min(max(self.base_sparse + self.step * n, 0.0), self.max_sparse)
        return 1.0 - w_sparse, w_sparse


def lead_of(scores: Sequence[Optional[float]]) -> float:
    """How far a retriever's first candidate stands above its second, in units of its list's spread.

    ``(s1 - s2) / (6 std)`` over the raw scores as given, best first: the gap
    between the two best as Qdrant's distribution-based normalisation (DBSF)
    would see it, so that a BM25 list and a cosine list, whose raw scales differ
    by an order of magnitude, are compared on one scale. 0 for a list of fewer
    than three scores, one whose first two are not finite numbers, or one
    without spread.
    """
    values = [float(s) if s is not None else float("nan") for s in scores]
    if len(values) < 3 or not (math.isfinite(values[0]) and math.isfinite(values[1])):
        return 0.0
    finite = [v for v in values if math.isfinite(v)]
    mean = sum(finite) / len(finite)
    std = math.sqrt(sum((v - mean) ** 2 for v in finite) / (len(finite) - 1))
    return (values[0] - values[1]) / (6.0 * std) if std > 0 else 0.0


@dataclass(frozen=True)
class ConfidenceWeights:
    """Query-adaptive fusion weights read from the retrievers' own score lists.

    A retriever that is sure of its answer puts its first candidate well above
    the rest; one that is guessing returns a flat list. With ``lead_dense`` and
    ``lead_sparse`` the :func:`lead_of` each list, both measured over the same
    number of candidates (the shorter list's)::

        w_dense = low + (high - low) * lead_dense / (lead_dense + lead_sparse)

    and ``w_sparse = 1 - w_dense``: dense retrieval gets more weight on the
    queries where its top hit stands out and BM25's does not, which is where
    the exact-match retriever has least to say, and almost none where BM25 is
    sure and the embedding is not. ``low`` and ``high`` bound the dense weight.
    When the leads cannot be compared (a list missing or shorter than three
    candidates, as BM25's is for a rare identifier that few chunks hold) or
    neither list has one, the weight is the midpoint of the bounds.

    Args:
        low: the least weight dense retrieval gets.
        high: the most weight dense retrieval gets.
    """

    low: float = 0.0
    high: float = 0.6

    def __post_init__(self) -> None:
        if not (math.isfinite(self.low) and math.isfinite(self.high) and 0.0 <= self.low <= self.high <= 1.0):
            raise ValueError(f"ConfidenceWeights needs 0 <= low <= high <= 1, got low {self.low}, high {self.high}")

    @property
    def label(self) -> str:
        """How tuning tables name these weights."""
        return f"confidence {self.low:g}-{self.high:g}"

    def weights(self, query: str, candidates: Optional[Candidates] = None) -> Tuple[float, float]:
        """``(w_dense, w_sparse)`` for the candidate lists of ``query``; they sum to 1."""
        dense = [s for _, s in (candidates or {}).get("dense", ())]
        sparse = [s for _, s in (candidates or {}).get("sparse", ())]
        window = min(len(dense), len(sparse))
        leads = (lead_of(dense[:window]), lead_of(sparse[:window])) if window >= 3 else (0.0, 0.0)
        share = leads[0] / sum(leads) if sum(leads) > 0 else 0.5
        w_dense = self.low + (self.high - self.low) * share
        return w_dense, 1.0 - w_dense


#: Weights that adapt to each query: from the question's words or from the retrievers' score lists.
PerQueryWeights = Union[AdaptiveWeights, ConfidenceWeights]


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


def check_fusion(weights: Sequence[float], k: float, method: str = "rrf", normalisation: str = "dbsf") -> None:
    """Raise ``ValueError`` unless the weights are non-negative, finite and not all zero, ``k``
    is non-negative and finite, and ``method`` and ``normalisation`` are known."""
    if any(not math.isfinite(w) or w < 0 for w in weights) or sum(weights) <= 0:
        raise ValueError(f"weights must be non-negative and not all zero, got {list(weights)}")
    if not math.isfinite(k) or k < 0:
        raise ValueError(f"k must be non-negative, got {k}")
    if method not in FUSION_METHODS:
        raise ValueError(f"method must be one of {', '.join(FUSION_METHODS)}, got {method!r}")
    if normalisation not in NORMALISATIONS:
        raise ValueError(f"normalisation must be one of {', '.join(NORMALISATIONS)}, got {normalisation!r}")


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
