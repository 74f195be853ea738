"""The search API on real text: results carry text, scores, ranks and metadata."""

import json
import subprocess
import sys

import pytest
from llama_index.core.schema import NodeWithScore

from muonrag import Config, MuonIndex, SearchResults, build_index
from muonrag.retrieve.retrievers import FusedNodeWithScore


@pytest.fixture
def demo(demo_index_dir, embed_model):
    with MuonIndex.open(config=Config(index_path=demo_index_dir), embed_model=embed_model) as index:
        yield index


def test_hybrid_results_carry_everything_analysis_code_needs(demo):
    results = demo.search("tungsten nozzles against beam-induced background", top_k=5)
    assert isinstance(results, SearchResults) and len(results) == 5
    top = results[0]
    assert top.doc_id.startswith("mdi/")
    assert top.title and top.source and top.text
    assert top.ranks and set(top.ranks) <= {"dense", "sparse"}
    assert set(top.retriever_scores) == set(top.ranks)
    assert [r.rank for r in results] == [1, 2, 3, 4, 5]
    assert [r.score for r in results] == sorted((r.score for r in results), reverse=True)


def test_the_paper_preset_is_weighted_rrf(demo):
    top = demo.search("tungsten nozzles against beam-induced background", top_k=5, fusion="paper")[0]
    expected = sum(w / (60 + top.ranks[n]) for n, w in (("dense", 0.9), ("sparse", 0.1)) if n in top.ranks)
    assert top.score == pytest.approx(expected)


@pytest.mark.parametrize("fusion", [None, "adaptive", "paper"])
def test_search_ranks_exactly_as_the_llamaindex_retriever_does(demo_index_dir, fusion):
    """MuonIndex.search ranks ids and scores without LlamaIndex objects; the retriever that
    LlamaIndex pipelines use must give the very same results, scores and per-retriever ranks."""
    from muonrag.retrieve.results import SearchResult

    def view(results):
        return [(r.node_id, round(r.score, 9), r.ranks, {k: round(v, 5) for k, v in r.retriever_scores.items()},
                 r.text, r.metadata, r.doc_id, r.title, r.rank) for r in results]

    queries = ["tungsten nozzle opening angle", "BIB fluence at 10 TeV", "What is CRILIN?", "LGAD timing 30 ps",
               "muon collider references"]
    config = Config(index_path=demo_index_dir) if fusion is None else Config(index_path=demo_index_dir, fusion=fusion)
    with MuonIndex.open(config=config, read_only=True) as index:
        compared = 0
        for references in (None, True):
            for mode in ("hybrid", "dense", "sparse"):
                for query in queries:
                    lean = index.search(query, mode=mode, top_k=8, references=references)
                    hits = index.retriever(mode, 8, references=references).retrieve(query)
                    assert view(lean) == view(SearchResult.from_node(i, h) for i, h in enumerate(hits, start=1))
                    compared += len(lean)
        assert compared > 200
        # explicit weights of one call go through the same plan
        lean = index.search(queries[0], top_k=5, w_dense=0.3, w_sparse=0.7, rrf_k=10)
        hits = index.retriever("hybrid", 5, w_dense=0.3, w_sparse=0.7, rrf_k=10).retrieve(queries[0])
        assert view(lean) == view(SearchResult.from_node(i, h) for i, h in enumerate(hits, start=1))


@pytest.mark.parametrize("bad", [{"rrf_k": -1}, {"rrf_k": float("nan")}, {"w_dense": -1.0, "w_sparse": 2.0},
                                 {"w_dense": float("inf")}, {"w_dense": 0.0, "w_sparse": 0.0}])
def test_fusion_arguments_of_one_search_are_checked_as_the_retriever_checks_them(demo, bad):
    with pytest.raises(ValueError, match="must be non-negative|all zero"):
        demo.search("tungsten nozzle", **bad)
    with pytest.raises(ValueError, match="must be non-negative|all zero"):
        demo.retriever("hybrid", **bad)


@pytest.mark.subprocess
def test_a_read_only_search_imports_neither_llamaindex_nor_torch(demo_index_dir):
    """What a one-shot `muonrag search` pays for: LlamaIndex's import alone is 1.5-2.5 s on 2 cores."""
    from muonrag.index.onnx_encoder import load_onnx_encoder

    assert load_onnx_encoder("all-MiniLM-L6-v2") is not None  # the one-time export (with torch) is made here
    script = ("import json, sys\nimport muonrag\n"
              f"index = muonrag.open_index({str(demo_index_dir)!r}, read_only=True)\n"
              "hits = index.search('tungsten nozzle opening angle', top_k=3)\n"
              "print(json.dumps({'top': hits[0].doc_id, 'loaded': sorted({m.split('.')[0] for m in sys.modules} & "
              "{'llama_index', 'torch', 'sentence_transformers', 'transformers', 'qdrant_client', 'bm25s'})}))\n")
    run = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout.strip().splitlines()[-1]) == {"top": "mdi/tungsten-nozzles.md", "loaded": []}


def test_results_convert_to_llamaindex_nodes_and_records(demo):
    results = demo.search("ionization cooling", top_k=3)
    nodes = results.to_nodes()
    assert all(isinstance(n, NodeWithScore) and isinstance(n, FusedNodeWithScore) for n in nodes)
    assert [n.node.node_id for n in nodes] == [r.node_id for r in results]
    chunk = demo.get_node(results[0].node_id)
    assert nodes[0].node.get_content(metadata_mode="embed") == chunk.get_content(metadata_mode="embed")
    assert nodes[0].node.get_content(metadata_mode="llm") == chunk.get_content(metadata_mode="llm")
    records = results.to_records()
    assert {"rank", "node_id", "score", "title", "doc_id", "rank_dense"} <= set(records[0])


def test_three_modes_share_one_interface(demo):
    for mode in ("hybrid", "dense", "sparse"):
        results = demo.search("vertex detector timing", mode=mode, top_k=4)
        assert 0 < len(results) <= 4
        names = {name for r in results for name in r.ranks}
        assert names == {"hybrid": {"dense", "sparse"}, "dense": {"dense"}, "sparse": {"sparse"}}[mode] or (
            mode == "hybrid" and names <= {"dense", "sparse"}
        )


def test_sparse_returns_nothing_when_no_term_is_shared(demo):
    assert demo.search("zyxwvut qqqq", mode="sparse") == []
    hybrid = demo.search("zyxwvut qqqq", mode="hybrid", top_k=5)
    assert all("sparse" not in r.ranks for r in hybrid)


def test_weights_per_call_change_the_ranking(demo):
    query = "MAIA solenoid between ECAL and HCAL"
    dense_heavy = [r.node_id for r in demo.search(query, top_k=10, w_dense=1.0, w_sparse=0.0)]
    sparse_heavy = [r.node_id for r in demo.search(query, top_k=10, w_dense=0.0, w_sparse=1.0)]
    assert dense_heavy == [r.node_id for r in demo.search(query, mode="dense", top_k=10)]
    assert sparse_heavy[: len(demo.search(query, mode="sparse", top_k=10))] == [
        r.node_id for r in demo.search(query, mode="sparse", top_k=10)
    ]


def test_acronym_query_finds_its_document(demo):
    hits = demo.search("BIB", mode="sparse", top_k=5)
    assert hits and all("sparse" in h.ranks for h in hits)
    assert any(h.doc_id.startswith("mdi/") for h in hits)


def test_empty_query_is_rejected(demo):
    with pytest.raises(ValueError):
        demo.search("   ")


def test_pdf_and_markdown_from_the_demo_are_indexed(demo):
    formats = {d.format for d in demo.documents().values()}
    assert {"pdf", "markdown"} <= formats
    pdf_nodes = [n for n in demo.chunks.nodes() if n.metadata["doc_id"].endswith(".pdf")]
    assert pdf_nodes and all(n.metadata["page"] >= 1 for n in pdf_nodes)


def test_build_index_one_liner(tmp_path, small_corpus):
    index = build_index(small_corpus, tmp_path / "idx")
    try:
        assert index.last_report.ingested == 4
        assert index.search("HTS solenoid final cooling", top_k=1)[0].doc_id == "cooling.pdf"
        assert index.search("HTS solenoid final cooling", top_k=1)[0].page == 3
    finally:
        index.close()
