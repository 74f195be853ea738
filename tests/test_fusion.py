"""Fusion arithmetic against hand-computed ranks and scores: the fusion retriever for your own
retrievers, and the fusion plans every muonrag ranking runs."""

import math

import pytest
from llama_index.core.retrievers import BaseRetriever, QueryFusionRetriever
from llama_index.core.schema import NodeWithScore, QueryBundle, TextNode

from muonrag import FusionRetriever
from muonrag.retrieve.retrievers import FusedNodeWithScore


class ListRetriever(BaseRetriever):
    """Returns fixed nodes in a fixed order, scores decreasing."""

    def __init__(self, ids, texts=None):
        self.ids = ids
        self.texts = texts or {}
        super().__init__()

    def _retrieve(self, query_bundle):
        return [
            NodeWithScore(node=TextNode(id_=i, text=self.texts.get(i, f"text {i}")), score=100.0 - n)
            for n, i in enumerate(self.ids)
        ]


def fused(retrievers, method="rrf", **kwargs):
    return FusionRetriever(retrievers, names=["dense", "sparse"][: len(retrievers)], method=method, **kwargs).retrieve("q")


def test_scores_match_hand_computation_with_one_based_ranks():
    hits = fused([ListRetriever(["a", "b", "c"]), ListRetriever(["c", "a"])], weights=[0.9, 0.1], k=60)
    score = {h.node.node_id: h.score for h in hits}
    assert score["a"] == pytest.approx(0.9 / 61 + 0.1 / 62)
    assert score["b"] == pytest.approx(0.9 / 62)
    assert score["c"] == pytest.approx(0.9 / 63 + 0.1 / 61)
    assert [h.node.node_id for h in hits] == ["a", "c", "b"]


def test_weights_are_normalised():
    a = fused([ListRetriever(["a", "b"]), ListRetriever(["b", "a"])], weights=[9, 1])
    b = fused([ListRetriever(["a", "b"]), ListRetriever(["b", "a"])], weights=[0.9, 0.1])
    assert [h.score for h in a] == pytest.approx([h.score for h in b])
    assert FusionRetriever([ListRetriever([]), ListRetriever([])], weights=[3, 1]).weights == [0.75, 0.25]


def test_weights_change_the_order():
    dense, sparse = ListRetriever(["a", "b", "c"]), ListRetriever(["c", "b", "a"])
    assert fused([dense, sparse], weights=[0.9, 0.1])[0].node.node_id == "a"
    assert fused([dense, sparse], weights=[0.1, 0.9])[0].node.node_id == "c"


def test_k_changes_the_order():
    # x: dense #1 only; y: dense #3 and sparse #1 (equal weights)
    dense, sparse = ListRetriever(["x", "z", "y"]), ListRetriever(["y"])
    small_k = fused([dense, sparse], weights=[0.5, 0.5], k=0)
    large_k = fused([dense, sparse], weights=[0.5, 0.5], k=60)
    # k=0: x = 0.5/1 = 0.5 ; y = 0.5/3 + 0.5/1 = 0.667 -> y first
    assert small_k[0].node.node_id == "y"
    assert small_k[0].score == pytest.approx(0.5 / 3 + 0.5)
    # k=60: y = 0.5/63 + 0.5/61 > x = 0.5/61 -> y first as well, but margins shrink
    assert large_k[0].node.node_id == "y"
    assert (large_k[0].score - large_k[1].score) < (small_k[0].score - small_k[1].score)
    # with unequal weights K decides: dense 0.7, sparse 0.3
    k1 = fused([dense, sparse], weights=[0.7, 0.3], k=1)  # x=0.35, y=0.7/4+0.3/2=0.325
    k60 = fused([dense, sparse], weights=[0.7, 0.3], k=60)  # x=0.01148, y=0.7/63+0.3/61=0.01603
    assert k1[0].node.node_id == "x"
    assert k60[0].node.node_id == "y"


def test_dedupe_is_by_node_id_not_text():
    same_text = {"a": "identical words", "b": "identical words"}
    hits = fused([ListRetriever(["a", "b"], same_text), ListRetriever(["b"], same_text)], weights=[0.5, 0.5])
    assert sorted(h.node.node_id for h in hits) == ["a", "b"]
    b = next(h for h in hits if h.node.node_id == "b")
    assert b.score == pytest.approx(0.5 / 62 + 0.5 / 61)


def test_each_retriever_rank_and_raw_score_are_kept():
    hits = fused([ListRetriever(["a", "b"]), ListRetriever(["b"])], weights=[0.9, 0.1])
    by_id = {h.node.node_id: h for h in hits}
    assert isinstance(by_id["a"], FusedNodeWithScore)
    assert by_id["a"].ranks == {"dense": 1}
    assert by_id["b"].ranks == {"dense": 2, "sparse": 1}
    assert by_id["b"].retriever_scores == {"dense": 99.0, "sparse": 100.0}


def test_ties_break_deterministically():
    # a and b tie exactly: a is dense #1, b sparse #1 with equal weights
    for _ in range(3):
        hits = fused([ListRetriever(["a"]), ListRetriever(["b"])], weights=[0.5, 0.5])
        assert [h.node.node_id for h in hits] == ["a", "b"]
        assert hits[0].score == hits[1].score


def test_top_k_truncates():
    hits = FusionRetriever([ListRetriever(list("abcdef"))], similarity_top_k=3, method="rrf").retrieve("q")
    assert [h.node.node_id for h in hits] == ["a", "b", "c"]
    assert hits[0].score == pytest.approx(1 / 61)


def test_is_a_query_fusion_retriever_and_needs_no_llm(monkeypatch):
    from llama_index.core import Settings

    def refuse(*a, **k):
        raise AssertionError("an LLM was requested")

    monkeypatch.setattr(type(Settings), "llm", property(refuse), raising=False)
    retriever = FusionRetriever([ListRetriever(["a"]), ListRetriever(["a"])])
    assert isinstance(retriever, QueryFusionRetriever)
    assert retriever.retrieve(QueryBundle("q"))[0].node.node_id == "a"


def test_stock_retriever_ignores_weights_which_is_why_we_override():
    from llama_index.core.llms import MockLLM

    dense, sparse = ListRetriever(["a", "b", "c"]), ListRetriever(["c", "b", "a"])
    stock = lambda w: QueryFusionRetriever(
        [dense, sparse], llm=MockLLM(), mode="reciprocal_rerank", num_queries=1, retriever_weights=w, use_async=False
    ).retrieve("q")
    assert [h.node.node_id for h in stock([0.9, 0.1])] == [h.node.node_id for h in stock([0.1, 0.9])]


@pytest.mark.parametrize("bad", [dict(weights=[-1, 2]), dict(weights=[0, 0]), dict(weights=[1]), dict(k=-1)])
def test_invalid_arguments(bad):
    with pytest.raises(ValueError):
        FusionRetriever([ListRetriever([]), ListRetriever([])], **bad)


# score fusion, normalisation, adaptive weights ------------------------------------------------
from muonrag.retrieve.ranking import (  # noqa: E402
    AdaptiveWeights,
    ConfidenceWeights,
    fuse_ranked,
    lead_of,
    normalise_scores,
    query_features,
)
from muonrag.retrieve.plan import PRESETS, FusionPlan  # noqa: E402


class ScoredRetriever(BaseRetriever):
    """Returns fixed ``(id, score)`` pairs in order."""

    def __init__(self, pairs):
        self.pairs = pairs
        super().__init__()

    def _retrieve(self, query_bundle):
        return [NodeWithScore(node=TextNode(id_=i, text=f"text {i}"), score=s) for i, s in self.pairs]


def test_minmax_zscore_and_dbsf_by_hand():
    values, floor = normalise_scores([4.0, 2.0, 0.0], "minmax")
    assert values == pytest.approx([1.0, 0.5, 0.0]) and floor == 0.0
    z, floor = normalise_scores([4.0, 2.0, 0.0], "zscore")  # mean 2, population std sqrt(8/3)
    sd = math.sqrt(8 / 3)
    assert z == pytest.approx([2 / sd, 0.0, -2 / sd]) and floor == pytest.approx(-2 / sd)
    d, floor = normalise_scores([4.0, 2.0, 0.0], "dbsf")  # sample std 2: limits 2 -+ 6
    assert d == pytest.approx([(4 + 4) / 12, (2 + 4) / 12, (0 + 4) / 12]) and floor == 0.0


@pytest.mark.parametrize("method", ["minmax", "zscore", "dbsf"])
def test_single_candidate_and_equal_scores_carry_no_score_information(method):
    assert normalise_scores([0.73], method) == ([1.0], 0.0)
    assert normalise_scores([2.0, 2.0, 2.0], method) == ([1.0, 1.0, 1.0], 0.0)
    assert normalise_scores([], method) == ([], 0.0)
    values, _ = normalise_scores([1.0, float("nan"), None], method)  # unusable scores count as 0
    assert all(math.isfinite(v) for v in values)


def test_unknown_normalisation_or_method_is_refused():
    with pytest.raises(ValueError):
        normalise_scores([1.0], "softmax")
    with pytest.raises(ValueError):
        fuse_ranked([("dense", 1.0, [("a", 1.0)])], method="borda")
    with pytest.raises(ValueError):
        FusionRetriever([ListRetriever(["a"])], normalisation="l2")


def test_score_fusion_by_hand():
    # dense cosine a .9, b .8, c .5 ; BM25 c 12, a 6 (b missing): min-max, weights .4/.6
    dense = [("a", 0.9), ("b", 0.8), ("c", 0.5)]
    sparse = [("c", 12.0), ("a", 6.0)]
    hits = fuse_ranked([("dense", 0.4, dense), ("sparse", 0.6, sparse)], method="score", normalisation="minmax")
    score = {h.node_id: h.score for h in hits}
    assert score["a"] == pytest.approx(0.4 * 1.0 + 0.6 * 0.0)
    assert score["b"] == pytest.approx(0.4 * 0.75 + 0.6 * 0.0)  # missing from BM25: the floor, 0
    assert score["c"] == pytest.approx(0.4 * 0.0 + 0.6 * 1.0)
    assert [h.node_id for h in hits] == ["c", "a", "b"]
    by_id = {h.node_id: h for h in hits}
    assert by_id["a"].ranks == {"dense": 1, "sparse": 2} and by_id["a"].scores == {"dense": 0.9, "sparse": 6.0}
    assert by_id["b"].ranks == {"dense": 2}


def test_zscore_missing_chunk_gets_the_lowest_z_of_the_list():
    hits = fuse_ranked([("dense", 0.5, [("a", 3.0), ("b", 1.0)]), ("sparse", 0.5, [("b", 5.0), ("c", 1.0)])],
                       method="score", normalisation="zscore")
    score = {h.node_id: h.score for h in hits}
    # each list is z = +1 / -1; a: .5*1 + .5*(-1) = 0 ; b: .5*(-1) + .5*1 = 0 ; c: .5*(-1) + .5*(-1) = -1
    assert score == pytest.approx({"a": 0.0, "b": 0.0, "c": -1.0})
    assert [h.node_id for h in hits] == ["a", "b", "c"]  # a, b tie on score and on best rank: node id


def test_score_fusion_retriever_keeps_ranks_and_raw_scores():
    dense = ScoredRetriever([("a", 0.9), ("b", 0.8), ("d", 0.5)])
    sparse = ScoredRetriever([("b", 7.5), ("c", 2.5)])
    retriever = FusionRetriever([dense, sparse], weights=[1, 1], names=["dense", "sparse"], method="score",
                                     normalisation="minmax")
    assert isinstance(retriever, QueryFusionRetriever)
    hits = retriever.retrieve("q")
    assert [h.node.node_id for h in hits] == ["b", "a", "c", "d"]  # c and d score 0: c has the better best rank
    b = hits[0]
    assert isinstance(b, FusedNodeWithScore)
    assert b.score == pytest.approx(0.5 * 0.75 + 0.5 * 1.0)
    assert b.ranks == {"dense": 2, "sparse": 1} and b.retriever_scores == {"dense": 0.8, "sparse": 7.5}
    plan = FusionPlan(method="score", normalisation="minmax", w_dense=1, w_sparse=1)
    same = plan.fuse("q", {name: [(h.node.node_id, h.score) for h in r.retrieve("q")] for name, r in (("dense", dense), ("sparse", sparse))})
    assert [(h.node_id, h.score) for h in same] == [(h.node.node_id, h.score) for h in hits]


def test_single_candidate_lists_fuse_without_dividing_by_zero():
    for norm in ("minmax", "zscore", "dbsf"):
        hits = fuse_ranked([("dense", 0.5, [("a", 0.3)]), ("sparse", 0.5, [("b", 9.0)])], method="score", normalisation=norm)
        assert [(h.node_id, h.score) for h in hits] == [("a", 0.5), ("b", 0.5)]  # tie: best rank 1 both, then id


@pytest.mark.parametrize("query, present", [
    ("How do designers keep the invisible particle flux from piling up on one patch of countryside?", set()),
    ("What is the BIB fluence in the vertex detector?", {"acronym"}),
    ("What solenoid field does the detector need at 3 TeV?", {"number"}),
    ("Which parameter does MuColl_v1 set for the vertex barrel radius?", {"identifier", "acronym"}),
    ('Where is "beam-induced background" defined in the documentation?', {"quoted"}),
    ("How is getCollection used with --inputFiles in the steering file?", {"identifier"}),
    ("ionization cooling", {"short"}),
    ("1 in 5 million in UK have abnormal PrP positivity.", {"number", "acronym"}),
])
def test_query_features_on_example_queries(query, present):
    assert {k for k, v in query_features(query).items() if v} == present


def test_adaptive_weights_move_toward_bm25_per_feature_and_are_capped():
    adaptive = AdaptiveWeights(base_sparse=0.4, step=0.2, max_sparse=0.75)
    assert adaptive.weights("How does ionization cooling shrink the emittance of the muon beam?") == pytest.approx((0.6, 0.4))
    assert adaptive.weights("What is the BIB fluence in the vertex detector?") == pytest.approx((0.4, 0.6))
    assert adaptive.weights('What does "MuColl_v1" set the BIB fluence to at 10 TeV?') == pytest.approx((0.25, 0.75))
    with pytest.raises(ValueError):
        AdaptiveWeights(base_sparse=1.5)


def test_adaptive_retriever_uses_the_query_weights():
    dense, sparse = ListRetriever(["a", "b"]), ListRetriever(["b", "a"])
    adaptive = AdaptiveWeights(base_sparse=0.1, step=0.4)
    retriever = FusionRetriever([dense, sparse], names=["dense", "sparse"], adaptive=adaptive, k=0)
    plain = retriever.retrieve("how does the beam get cooled before it is accelerated again")
    lexical = retriever.retrieve("BIB fluence at 10 TeV in the vertex detector")
    assert plain[0].node.node_id == "a" and lexical[0].node.node_id == "b"
    assert retriever.weights_for("BIB fluence at 10 TeV in the vertex detector") == pytest.approx([0.1, 0.9])
    with pytest.raises(ValueError):
        FusionRetriever([dense, sparse], names=["x", "y"], adaptive=adaptive)


def test_the_lead_of_a_list_is_its_first_gap_on_the_dbsf_scale_whatever_the_raw_scale():
    assert lead_of([5.0, 5.0, 5.0, 5.0]) == 0.0 and lead_of([0.9, 0.1]) == 0.0  # no spread, too few to judge
    bm25 = [30.0, 12.0, 11.5, 11.0, 10.0, 9.5]
    assert lead_of(bm25) == pytest.approx(lead_of([s / 40 for s in bm25]))  # a cosine-sized copy leads as much
    assert lead_of(bm25) > 3 * lead_of([12.0, 11.9, 11.5, 11.0, 10.0, 9.5])
    assert lead_of([float("nan"), 3.0, 2.0, 1.0]) == 0.0  # no first score to stand out
    assert lead_of([3.0, 2.0, 1.0, float("nan")]) == lead_of([3.0, 2.0, 1.0])


def test_confidence_weights_follow_the_retriever_that_is_sure_of_its_first_hit():
    # BM25 cannot tell its first two apart where the embedding is sure: the embedding's first hit wins;
    # the fixed 0.1/0.9 fusion keeps BM25's first
    guessing = {"dense": [("x", 0.82), ("b", 0.41), ("a", 0.40), ("c", 0.39), ("d", 0.38)],
                "sparse": [("a", 7.0), ("x", 7.0), ("b", 6.0), ("c", 5.0), ("d", 4.0)]}
    plan = FusionPlan(method="rrf", k=60, adaptive=ConfidenceWeights(low=0.0, high=0.5))
    assert ConfidenceWeights() == ConfidenceWeights(0.0, 0.6) == PRESETS["confidence"].adaptive
    assert ConfidenceWeights(0.0, 0.5).weights("q", guessing) == pytest.approx((0.5, 0.5))
    assert plan.fuse("q", guessing)[0].node_id == "x"
    assert PRESETS["rrf"].fuse("q", guessing)[0].node_id == "a"
    # BM25 sure, the embedding flat: dense gets almost nothing and BM25's order stands
    sure = {"dense": [("x", 0.50), ("b", 0.49), ("a", 0.48), ("c", 0.47), ("d", 0.46)],
            "sparse": [("a", 25.0), ("x", 7.0), ("b", 6.0), ("c", 5.0), ("d", 4.0)]}
    w_dense, w_sparse = ConfidenceWeights(0.0, 0.5).weights("q", sure)
    assert w_dense < 0.2 and w_dense + w_sparse == pytest.approx(1.0)
    assert [h.node_id for h in plan.fuse("q", sure)][:3] == ["a", "x", "b"]
    # neither list to read: the midpoint of the bounds
    assert ConfidenceWeights(0.1, 0.5).weights("q") == pytest.approx((0.3, 0.7))
    # a rare identifier that one chunk holds: BM25's only hit cannot be measured against a spread, so the
    # weights are the midpoint, and that hit stays first among a hundred flat dense candidates
    rare = {"dense": [(f"d{i}", 0.50 - 0.001 * i) for i in range(100)], "sparse": [("x", 14.0)]}
    assert ConfidenceWeights().weights("q", rare) == pytest.approx((0.3, 0.7))
    assert plan.fuse("q", rare)[0].node_id == "x"
    # leads are compared over the same number of candidates: five BM25 hits against the dense top 5
    few = {"dense": rare["dense"], "sparse": [("x", 14.0), ("d0", 3.0), ("d1", 2.9), ("d2", 2.8), ("d3", 2.7)]}
    assert ConfidenceWeights().weights("q", few)[0] < 0.2
    # (rank fusion still favours chunks both lists hold: x, absent from the dense list, ranks no lower than
    # under the fixed 0.1/0.9 default)
    assert [h.node_id for h in plan.fuse("q", few)].index("x") <= [h.node_id for h in PRESETS["rrf"].fuse("q", few)].index("x")
    with pytest.raises(ValueError):
        ConfidenceWeights(low=0.6, high=0.5)


def test_the_fusion_retriever_reads_the_lists_for_confidence_weights():
    dense = ListRetriever(["x", "a", "b"])
    sparse = ListRetriever(["a", "b", "x"])
    retriever = FusionRetriever([dense, sparse], names=["dense", "sparse"], method="rrf",
                                adaptive=ConfidenceWeights(0.0, 0.5), similarity_top_k=3)
    hits = retriever.retrieve("q")
    # equal leads (each list's scores fall by 1 a rank): the midpoint, 0.25 / 0.75, and BM25's first wins
    assert [h.node.node_id for h in hits][0] == "a"
    assert retriever.weights_for("q", {"dense": [("x", 100.0), ("a", 99.0), ("b", 98.0)],
                                       "sparse": [("a", 100.0), ("b", 99.0), ("x", 98.0)]}) == pytest.approx([0.25, 0.75])


# fusion plans ------------------------------------------------------------------------------
def test_a_plan_fuses_only_its_retrievers_and_cuts_each_list_to_its_depth():
    found = {"dense": [("a", 0.9), ("b", 0.8), ("c", 0.7)], "sparse": [("c", 5.0), ("d", 4.0), ("a", 1.0)]}
    rrf = FusionPlan(method="rrf", w_dense=3, w_sparse=1, k=10, depth=2)
    score = {h.node_id: h.score for h in rrf.fuse("q", found)}
    assert score == pytest.approx({"a": 0.75 / 11, "b": 0.75 / 12, "c": 0.25 / 11, "d": 0.25 / 12})  # a at sparse 3 is cut
    dense = rrf.only("dense")
    assert dense.retrievers == ("dense",) and [(h.node_id, h.score) for h in dense.fuse("q", found)] == [("a", 0.9), ("b", 0.8)]
    assert rrf.for_mode("hybrid") is rrf and rrf.for_mode("sparse").retrievers == ("sparse",)
    assert FusionPlan(w_dense=1, w_sparse=0).retrievers == ("dense",)  # weight 0: not searched
    assert [h.node_id for h in rrf.fuse("q", found, limit=1)] == ["a"]


def test_presets_are_plans_and_name_themselves():
    assert PRESETS["paper"] == FusionPlan(method="rrf", w_dense=0.9, w_sparse=0.1, k=60, depth=50, rerank=False)
    assert PRESETS["paper"].replace(depth=80).rerank is False and PRESETS["confidence"].rerank  # the paper is never re-ranked
    assert PRESETS["paper"].name == "rrf K60 w 0.9/0.1 @50" and PRESETS["paper"].kind == "rrf"
    assert PRESETS["score"].name == "score dbsf w 0.5/0.5 @100"
    assert PRESETS["adaptive"].kind == "adaptive" and PRESETS["adaptive"].retrievers == ("dense", "sparse")
    assert FusionPlan().only("sparse").name == "sparse" and FusionPlan().only("sparse").kind == "single"
    with pytest.raises(AttributeError):
        PRESETS["score"].w_dense = 0.9  # frozen: a preset cannot be changed by accident


@pytest.mark.parametrize("bad", [dict(w_dense=-1), dict(w_dense=0, w_sparse=0), dict(k=float("nan")), dict(method="borda"),
                                 dict(normalisation="l2"), dict(depth=0), dict(depth=2.5)])
def test_a_plan_refuses_what_it_cannot_fuse(bad):
    with pytest.raises(ValueError):
        FusionPlan(**bad)
