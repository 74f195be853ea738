"""The re-ranking of a hybrid's head (muonrag.retrieve.rerank): on its own, on real chunks of a real index, and as
the search ships it (the real embedding model, a real Qdrant Edge shard)."""

from __future__ import annotations

import pytest

from muonrag import Config, MuonIndex
from muonrag.language.tokenize import PhysicsTokenizer
from muonrag.retrieve.ranking import FusedHit
from muonrag.retrieve.rerank import ChunkFacts, FactCache, FitRerank, query_terms

TEXTS = {
    "caption": "Table 2\n\nTable 2: Main parameters of the 3 TeV and 10 TeV muon collider stages.",
    "other-stage": "Parameters\n\nAt 10 TeV the RF voltage at 800 MHz is 49 MV and the bunch length is 1.5 mm.",
    "row": "Parameters\n\nAt 3 TeV the RF voltage at 800 MHz is 16 MV and the bunch length is 5 mm.",
    "prose": "Introduction\n\nRadio-frequency systems accelerate the muons; their design is discussed below.",
}
QUESTION = "What RF voltage at 800 MHz does the 3 TeV collider use?"


def _hits(order):
    """Fused hits with the scores RRF (K 100) gives ranks 1, 2, ... of one list."""
    return [FusedHit(node_id, 1 / (101 + i), {"sparse": i + 1}, {"sparse": 1.0}) for i, node_id in enumerate(order)]


def _rerank(order, **weights):
    tokenize = PhysicsTokenizer()
    df = {}
    for text in TEXTS.values():
        for term in set(tokenize(text)):
            df[term] = df.get(term, 0) + 1
    terms = query_terms(QUESTION, tokenize, lambda t: df.get(t, 0), len(TEXTS))
    cache = FactCache(tokenize)
    return FitRerank(**weights).rerank(QUESTION, _hits(order), TEXTS.get, terms, lambda i: cache.get(i, TEXTS[i]))


def test_the_chunk_that_states_the_asked_value_rises_above_a_caption_and_another_setting():
    fused = ["caption", "other-stage", "prose", "row"]
    reranked = _rerank(fused)
    assert reranked[0].node_id == "row"
    assert [h.node_id for h in reranked].index("other-stage") > [h.node_id for h in reranked].index("caption")
    assert [h.score for h in reranked] == sorted((h.score for h in reranked), reverse=True)
    assert reranked[0].ranks == {"sparse": 4}  # each retriever's rank is kept


def test_without_weights_the_fused_order_stays():
    fused = ["caption", "other-stage", "prose", "row"]
    assert [h.node_id for h in _rerank(fused, coverage=0, value_fit=0, conflict=0)] == fused


def test_only_the_head_gains_and_a_chunk_no_longer_held_keeps_its_place():
    fused = ["caption", "other-stage", "prose", "row"]
    # beyond the head the fused order stays; with a conflict weight, a head chunk about another setting can fall below it
    assert [h.node_id for h in _rerank(fused, head=2)] == fused
    assert [h.node_id for h in _rerank(fused, head=2, conflict=0.1)] == ["caption", "prose", "row", "other-stage"]
    tokenize = PhysicsTokenizer()
    gone = FitRerank().rerank(QUESTION, _hits(["caption", "missing", "row"]), TEXTS.get, [("voltag", 1.0)],
                              lambda i: ChunkFacts(TEXTS[i], frozenset(tokenize(TEXTS[i]))))
    assert {h.node_id for h in gone} == {"caption", "missing", "row"}


def test_a_fact_cache_stays_within_its_size():
    cache = FactCache(PhysicsTokenizer(), size=2)
    for i in range(5):
        cache.get(f"n{i}", f"a field of {i} T")
    assert len(cache._held) == 2
    facts = cache.get("n4", None)
    assert facts.terms == frozenset(PhysicsTokenizer()("a field of 4 T")) and facts.by_kind == {"field": {"4", "4t"}}
    assert facts.words is facts.terms  # the answerer's tokens where the index tokenizes as it does
    other = FactCache(PhysicsTokenizer(stem=False)).get("n", "magnets cooled")
    assert other.words == {"magnet", "cool"} and other.terms == {"magnets", "cooled"}


@pytest.mark.parametrize("query", ["What is the opening angle of the tungsten nozzles?",
                                   "How many layers does the vertex detector have?",
                                   "beam-induced background"])
def test_a_search_re_ranks_the_hybrid_and_only_the_hybrid(demo_index_dir, embed_model, query):
    with MuonIndex.open(config=Config(index_path=demo_index_dir), read_only=True, embed_model=embed_model) as on, \
            MuonIndex.open(config=Config(index_path=demo_index_dir, rerank=False), read_only=True,
                           embed_model=embed_model) as off:
        shipped, fused = on.search(query, top_k=30), off.search(query, top_k=30)
        assert {r.node_id for r in shipped[:10]} <= {r.node_id for r in fused} | {r.node_id for r in off.search(query, top_k=60)}
        assert [r.score for r in shipped] == sorted((r.score for r in shipped), reverse=True)
        assert shipped[0].score >= 1.0 - FitRerank().conflict  # relative to the first fused hit, plus its fit
        for mode in ("dense", "sparse"):
            assert [r.node_id for r in on.search(query, mode=mode)] == [r.node_id for r in off.search(query, mode=mode)]


def test_the_paper_preset_is_not_re_ranked(demo_index_dir, embed_model):
    query = "What is the opening angle of the tungsten nozzles?"
    with MuonIndex.open(config=Config(index_path=demo_index_dir), read_only=True, embed_model=embed_model) as on, \
            MuonIndex.open(config=Config(index_path=demo_index_dir, rerank=False), read_only=True,
                           embed_model=embed_model) as off:
        paper = [(r.node_id, r.score) for r in on.search(query, top_k=10, fusion="paper")]
        assert paper == [(r.node_id, r.score) for r in off.search(query, top_k=10, fusion="paper")]
        # the shipped fusion is: its scores are relative to the first fused hit, the paper's are RRF's
        assert on.search(query, top_k=1)[0].score > 0.5 > paper[0][1]


def test_a_question_asked_at_a_setting_names_what_it_asks_for():
    # "What X at <number> ... does" asks for X: a caption with other numbers and no X does not fit it
    from muonrag.language.evidence_forms import fits
    from muonrag.language.question_kinds import focus_terms

    assert focus_terms(QUESTION) == {"rf", "voltag"}
    assert focus_terms("What luminosity at 10 TeV is expected?") == {"luminos"}
    assert focus_terms("What type of magnet is used?") == {"magnet"}
    # a longer phrase before the verb ends at its first preposition
    assert focus_terms("What precision on the Higgs quartic self-coupling can a 3 TeV collider reach?") == {"precis"}
    assert not fits(frozenset({"value"}), TEXTS["caption"], QUESTION)
    assert fits(frozenset({"value"}), TEXTS["row"], QUESTION)
