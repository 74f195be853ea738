"""Ranking metrics for one query, and paired significance tests.

Conventions (design.md section 5): ranks are 1-based; an item is relevant when
its grade is at least 1; the ideal ordering of nDCG is taken over every judged
item of the query, not only those retrieved.

* ``P@1``: the first result is relevant.
* ``Hit@k``: at least one relevant item in the top k (the paper's "Recall@5").
* ``Recall@k``: the share of the relevant items found in the top k.
* ``MRR@k``: 1 / rank of the first relevant item within the top k, else 0.
* ``nDCG@k``: gain ``rel`` (trec_eval's linear gain).
* ``gNDCG@k``: gain ``2**rel - 1``, the paper's graded nDCG.
"""

from __future__ import annotations

import math
from typing import Mapping, Sequence

import numpy as np

DEFAULT_KS = (1, 5, 10)


def _dcg(gains: Sequence[float]) -> float:
    return float(sum(g / math.log2(i + 2) for i, g in enumerate(gains)))


def ndcg_at_k(ranked: Sequence[str], qrels: Mapping[str, int], k: int, exponential: bool = False) -> float:
    """nDCG@k with linear gain, or with ``2**rel - 1`` when ``exponential`` (gNDCG)."""
    gain = (lambda r: 2.0**r - 1.0) if exponential else float
    got = [gain(qrels.get(i, 0)) if qrels.get(i, 0) > 0 else 0.0 for i in ranked[:k]]
    ideal = sorted((gain(g) for g in qrels.values() if g > 0), reverse=True)[:k]
    best = _dcg(ideal)
    return _dcg(got) / best if best > 0 else 0.0


def query_metrics(ranked: Sequence[str], qrels: Mapping[str, int], ks: Sequence[int] = DEFAULT_KS) -> dict[str, float]:
    """All metrics of one ranked list against graded judgments ``{id: grade}``."""
    ranked = list(dict.fromkeys(ranked))  # an id counts once, at its best rank
    relevant = {i for i, g in qrels.items() if g > 0}
    first = next((n for n, i in enumerate(ranked, start=1) if i in relevant), None)
    out = {"P@1": float(bool(ranked) and ranked[0] in relevant)}
    for k in ks:
        found = len(relevant & set(ranked[:k]))
        out[f"Hit@{k}"] = float(found > 0)
        out[f"Recall@{k}"] = found / len(relevant) if relevant else 0.0
        out[f"MRR@{k}"] = 1.0 / first if first is not None and first <= k else 0.0
        out[f"nDCG@{k}"] = ndcg_at_k(ranked, qrels, k)
        out[f"gNDCG@{k}"] = ndcg_at_k(ranked, qrels, k, exponential=True)
    return out


def mean_metrics(rows: Sequence[Mapping[str, float]]) -> dict[str, float]:
    """Mean of each metric over queries (the keys of the first row)."""
    if not rows:
        return {}
    return {key: float(np.mean([row[key] for row in rows])) for key in rows[0]}


def paired_permutation_test(a: Sequence[float], b: Sequence[float], rounds: int = 10_000, seed: int = 0) -> float:
    """Two-sided p-value that paired per-query scores ``a`` and ``b`` have equal means.

    Randomly swaps each pair's labels (sign-flips the differences) ``rounds``
    times; the p-value is the share of swaps whose mean difference is at least
    as large, in absolute value, as the observed one (with the +1 correction).
    """
    diff = np.asarray(a, dtype=float) - np.asarray(b, dtype=float)
    if diff.size == 0 or not np.any(diff):
        return 1.0
    observed = abs(diff.mean())
    rng = np.random.default_rng(seed)
    signs = rng.choice([-1.0, 1.0], size=(rounds, diff.size))
    extreme = np.sum(np.abs((signs * diff).mean(axis=1)) >= observed - 1e-12)
    return float((extreme + 1) / (rounds + 1))
