"""Weighted RRF arithmetic against hand-computed ranks."""

import math

import pytest
from llama_index.core.retrievers import BaseRetriever, QueryFusionRetriever
from llama_index.core.schema import NodeWithScore, QueryBundle, TextNode

from muonrag import WeightedRRFRetriever
from muonrag.retrieve.fusion import FusedNodeWithScore


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


def fused(retrievers, **kwargs):
    return WeightedRRFRetriever(retrievers, names=["dense", "sparse"][: len(retrievers)], **kwargs).retrieve("q")


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
    assert WeightedRRFRetriever([ListRetriever([]), ListRetriever([])], weights=[3, 1]).weights == [0.75, 0.25]


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
    hits = WeightedRRFRetriever([ListRetriever(list("abcdef"))], similarity_top_k=3).retrieve("q")
    assert [h.node.node_id for h in hits] == ["a", "b", "c"]
    assert hits[0].score == pytest.approx(1 / 61)


def test_is_a_query_fusion_retriever_and_needs_no_llm(monkeypatch):
    from llama_index.core import Settings

    def refuse(*a, **k):
        raise AssertionError("an LLM was requested")

    monkeypatch.setattr(type(Settings), "llm", property(refuse), raising=False)
    retriever = WeightedRRFRetriever([ListRetriever(["a"]), ListRetriever(["a"])])
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
        WeightedRRFRetriever([ListRetriever([]), ListRetriever([])], **bad)
