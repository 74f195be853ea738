"""Ranking metrics, checked by hand and against ranx on random runs."""

import random

import pytest

from muonrag.evaluate.metrics import paired_permutation_test, query_metrics


def test_hand_computed_example():
    qrels = {"a": 3, "b": 1, "z": 2}  # z is never retrieved
    m = query_metrics(["x", "a", "y", "b"], qrels, ks=(1, 5))
    assert m["P@1"] == 0.0
    assert m["Hit@5"] == 1.0 and m["Hit@1"] == 0.0
    assert m["Recall@5"] == pytest.approx(2 / 3)
    assert m["MRR@5"] == pytest.approx(0.5)
    import math

    dcg = 3 / math.log2(3) + 1 / math.log2(5)
    idcg = 3 + 2 / math.log2(3) + 1 / math.log2(4)
    assert m["nDCG@5"] == pytest.approx(dcg / idcg)
    gdcg = 7 / math.log2(3) + 1 / math.log2(5)
    gidcg = 7 + 3 / math.log2(3) + 1 / math.log2(4)
    assert m["gNDCG@5"] == pytest.approx(gdcg / gidcg)


def test_duplicates_count_once():
    assert query_metrics(["a", "a", "b"], {"b": 1}, ks=(2,))["Hit@2"] == 1.0


@pytest.mark.slow
def test_agrees_with_ranx_on_random_runs():
    ranx = pytest.importorskip("ranx")
    rng = random.Random(7)
    qrels, run = {}, {}
    for q in range(40):
        docs = [f"d{i}" for i in range(30)]
        judged = rng.sample(docs, rng.randint(1, 6))
        qrels[f"q{q}"] = {d: rng.randint(1, 3) for d in judged}
        ranked = rng.sample(docs, 15)
        run[f"q{q}"] = {d: float(15 - n) for n, d in enumerate(ranked)}
    ours = {q: query_metrics(sorted(run[q], key=run[q].get, reverse=True), qrels[q], ks=(1, 5, 10)) for q in qrels}
    mean = lambda key: sum(ours[q][key] for q in ours) / len(ours)
    expected = ranx.evaluate(
        ranx.Qrels(qrels), ranx.Run(run),
        ["precision@1", "hit_rate@5", "recall@5", "recall@10", "mrr@10", "ndcg@5", "ndcg_burges@5", "ndcg@10"],
    )
    assert mean("P@1") == pytest.approx(expected["precision@1"])
    assert mean("Hit@5") == pytest.approx(expected["hit_rate@5"])
    assert mean("Recall@5") == pytest.approx(expected["recall@5"])
    assert mean("Recall@10") == pytest.approx(expected["recall@10"])
    assert mean("MRR@10") == pytest.approx(expected["mrr@10"])
    assert mean("nDCG@5") == pytest.approx(expected["ndcg@5"])
    assert mean("nDCG@10") == pytest.approx(expected["ndcg@10"])
    assert mean("gNDCG@5") == pytest.approx(expected["ndcg_burges@5"])


def test_permutation_test_separates_real_from_null_differences():
    rng = random.Random(1)
    a = [rng.random() for _ in range(60)]
    better = [x + 0.3 for x in a]
    noisy = [x + rng.uniform(-0.05, 0.05) for x in a]
    assert paired_permutation_test(better, a) < 0.01
    assert paired_permutation_test(noisy, a) > 0.05
    assert paired_permutation_test(a, a) == 1.0
