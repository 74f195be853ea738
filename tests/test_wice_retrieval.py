"""benchmarks/wice_retrieval.py: WiCE dev as a chunk-level retrieval set, built outside git."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT.parent / "shared" / "datasets" / "wice" / "dev.jsonl"


def _builder():
    spec = importlib.util.spec_from_file_location("wice_retrieval", ROOT / "benchmarks" / "wice_retrieval.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _row(rid: str, label: str, groups: list[list[int]], evidence: list[str]) -> dict:
    return {"label": label, "supporting_sentences": groups, "claim": f"claim {rid}", "evidence": evidence,
            "meta": {"id": rid}}


def test_convert_rules():
    article = ["(meta data) TITLE: A page", "Skip", "The machine runs at ten TeV energy.", "May 2019",
               "It was built in Geneva by many people."]
    rows = [_row("d1", "supported", [[0, 2], [2, 3]], article),
            _row("d2", "partially_supported", [[0]], ["(meta data) TITLE: Other", "short"]),
            _row("d3", "not_supported", [], ["(meta data) TITLE: Third", "Unrelated text here today."]),
            _row("d4", "supported", [[4]], article)]  # the same article: one document
    found = _builder().convert(rows)
    assert [d["_id"] for d in found["corpus"]] == ["wice-d1", "wice-d2", "wice-d3"]
    assert found["corpus"][0]["title"] == "A page" and "(meta data)" not in found["corpus"][0]["text"]
    assert [q["_id"] for q in found["queries"]] == ["d1", "d2", "d4"]  # not_supported claims are not queries
    quotes = {j["query_id"]: j["quotes"] for j in found["judgments"]}
    assert quotes["d1"] == ["The machine runs at ten TeV energy."]  # no title line, no sentence under four words
    assert quotes["d2"] == []  # only the title supports it: every chunk of the article is relevant
    assert found["judgments"][2]["doc_id"] == "wice-d1"


def test_judgments_load_at_chunk_level(tmp_path):
    from muonrag.evaluate.dataset import ChunkJudge, Dataset

    source = tmp_path / "dev.jsonl"
    rows = [_row("d1", "supported", [[2]], ["(meta data) TITLE: A page", "Intro words go here now.",
                                             "The machine runs at ten TeV energy."])]
    source.write_text("".join(json.dumps(r) + "\n" for r in rows))
    out = _builder().build(source, tmp_path / "set")
    dataset = Dataset.load(out)
    (query,) = dataset.select("dev")
    judge = ChunkJudge([("c1", "wice-d1", "Intro words go here now."), ("c2", "wice-d1", "The machine runs at ten TeV energy.")])
    assert judge.chunk_qrels(query) == {"c2": 1}


@pytest.mark.skipif(not SOURCE.is_file(), reason="../shared/datasets/wice is not on this machine")
def test_wice_dev_is_fixed(tmp_path):
    builder = _builder()
    first = builder.build(SOURCE, tmp_path / "a")
    second = builder.build(SOURCE, tmp_path / "b")
    for name in ("corpus.jsonl", "queries.jsonl", "judgments.jsonl", "qrels/dev.tsv"):
        assert (first / name).read_bytes() == (second / name).read_bytes()
    assert sum(1 for _ in open(first / "queries.jsonl")) == 306
    assert sum(1 for _ in open(first / "corpus.jsonl")) == 349
