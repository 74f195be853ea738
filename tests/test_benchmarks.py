"""The bundled benchmark and the real-documents benchmark: data integrity and regression floors."""

import pytest

from muonrag import Config, MuonIndex
from muonrag.data import demo_benchmark_path
from muonrag.evaluate.dataset import QUERY_TYPES, Dataset
from muonrag.evaluate.runner import evaluate
from tests.conftest import REAL_CORPUS, REPO

DOMAINS = {"higgs", "multiboson", "vbs", "aqgc", "detector", "machine", "general"}


def test_bundled_benchmark_meets_its_specification():
    dataset = Dataset.load(demo_benchmark_path())
    queries = list(dataset.queries.values())
    answerable = [q for q in queries if q.answerable]
    assert len(queries) >= 60 and len(answerable) >= 45 and len(queries) - len(answerable) >= 13
    assert {q.query_type for q in queries} == set(QUERY_TYPES)
    assert {d for q in queries for d in q.domains} == DOMAINS
    exact = sum(bool({"acronym", "symbol", "number"} & set(q.tags)) for q in queries)
    paraphrase = sum("paraphrase" in q.tags for q in queries)
    assert exact >= len(queries) / 4 and paraphrase >= len(queries) / 4
    for q in answerable:
        assert max(j.grade for j in q.judgments) == 3 and all(j.quotes for j in q.judgments)
        assert q.answer and q.key_points
    assert set(dataset.splits) == {"dev", "test"}


@pytest.mark.slow
def test_bundled_benchmark_runs_and_every_quote_lands_in_a_chunk(demo_index_dir, embed_model):
    dataset = Dataset.load(demo_benchmark_path())
    with MuonIndex.open(config=Config(index_path=demo_index_dir), embed_model=embed_model) as index:
        report = evaluate(dataset, modes=("sparse", "dense", "hybrid"), split="all", index=index)
    assert report.unmatched_quotes == []
    for mode in ("sparse", "dense", "hybrid"):
        assert report.summary[mode]["doc"]["Hit@5"] >= 0.8, (mode, report.summary[mode])
        assert report.summary[mode]["chunk"]["MRR@10"] >= 0.5, (mode, report.summary[mode])


@pytest.mark.slow
@pytest.mark.skipif(not REAL_CORPUS.is_dir(), reason=f"{REAL_CORPUS} not present")
def test_real_documents_benchmark(tmp_path, embed_model):
    dataset = Dataset.load(REPO / "benchmarks" / "mucoll_docs", corpus=REAL_CORPUS)
    assert len(dataset.queries) >= 30
    report = evaluate(dataset, modes=("sparse", "hybrid"), split="test", config=Config(), cache_dir=tmp_path, embed_model=embed_model)
    assert report.unmatched_quotes == []
    assert report.summary["hybrid"]["chunk"]["Hit@5"] >= 0.8
    assert report.summary["hybrid"]["doc"]["MRR@10"] >= 0.7
