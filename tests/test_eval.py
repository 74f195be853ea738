"""`muonrag eval` on a BEIR-layout dataset: tables, files, cache, sweep plot, answers."""

import csv
import json

import pytest

from muonrag.cli import main
from tests.conftest import write_beir
from muonrag.evaluate.dataset import ChunkJudge, Dataset, Judgment, Query

DOCS = {
    "nozzle": ("Tungsten nozzles", "Two tungsten nozzles with borated polyethylene cladding shield the detector from "
               "beam-induced background. Each nozzle is a cone with an opening angle of about 10 degrees."),
    "cooling": ("Ionization cooling", "Ionization cooling shrinks the muon beam emittance: the muons lose momentum in "
                "absorbers and RF cavities restore only the longitudinal part."),
    "vxd": ("Vertex detector", "The vertex detector uses double layers of silicon sensors with about 30 ps timing "
            "to reject out-of-time hits from the beam-induced background."),
    "higgs": ("Higgs self-coupling", "At 10 TeV the trilinear Higgs self-coupling is measured in double Higgs "
              "production through vector boson fusion with a precision of a few percent."),
    "ring": ("Collider ring", "The collider ring uses high-field dipoles; neutrinos from muon decays create a "
             "radiation hazard that movers of the ring components spread out."),
}
QUERIES = {
    "q1": ("What is the opening angle of the tungsten nozzles?", "nozzle", "opening angle of about 10 degrees", "test"),
    "q2": ("How is the muon beam emittance reduced?", "cooling", "muons lose momentum in absorbers", "test"),
    "q3": ("How does timing help the vertex detector against background?", "vxd", "about 30 ps timing", "test"),
    "q4": ("How precisely is the Higgs self-coupling measured at 10 TeV?", "higgs", "with a precision of a few percent", "dev"),
    "q5": ("What hazard do neutrinos from the ring create?", "ring", "create a radiation hazard", "dev"),
    "q6": ("What is the price of the superconducting cable per metre?", None, None, "test"),
    "q7": ("Which company builds the RF klystrons?", None, None, "dev"),
}


@pytest.fixture
def beir(tmp_path):
    judged = {split: [(k, v[1], 3) for k, v in QUERIES.items() if v[1] and v[3] == split] for split in ("test", "dev")}
    root = write_beir(tmp_path / "tiny", DOCS, {k: v[0] for k, v in QUERIES.items()}, judged)
    answers = [{"_id": k, "answerable": v[1] is not None, "answer": "", "key_points": [v[2]] if v[2] else [],
                "query_type": "precise_fact", "domains": ["detector"], "split": v[3]} for k, v in QUERIES.items()]
    (root / "answers.jsonl").write_text("".join(json.dumps(a) + "\n" for a in answers))
    (root / "judgments.jsonl").write_text("".join(
        json.dumps({"query_id": k, "doc_id": v[1], "grade": 3, "quotes": [v[2]]}) + "\n" for k, v in QUERIES.items() if v[1]))
    return root


def test_dataset_loading(beir):
    dataset = Dataset.load(beir)
    assert dataset.corpus.name == "corpus.jsonl"
    assert dataset.splits == ["dev", "test"]
    assert [q.id for q in dataset.select("test")] == ["q1", "q2", "q3", "q6"]
    assert dataset.queries["q6"].answerable is False and dataset.queries["q1"].doc_qrels() == {"nozzle": 3}


def test_chunk_relevance_follows_quotes_not_chunking():
    query = Query("q", "t", judgments=[Judgment("d", 2, ["Opening   ANGLE of about 10"])])
    judge = ChunkJudge([("c1", "d", "The nozzle. Its opening angle of about 10 degrees."), ("c2", "d", "Other text."),
                        ("c3", "e", "opening angle of about 10 degrees")])
    assert judge.chunk_qrels(query) == {"c1": 2}
    assert judge.unmatched_quotes([Query("x", "t", judgments=[Judgment("d", 1, ["absent words here"])])])


@pytest.mark.slow
def test_eval_command_end_to_end(beir, tmp_path, capsys):
    out, cache = tmp_path / "out", tmp_path / "cache"
    args = ["eval", "--dataset", str(beir), "--modes", "sparse,dense,hybrid,agentic", "--out", str(out),
            "--cache-dir", str(cache), "--sweep-weights"]
    assert main(args + ["--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["queries"] == 4 and report["answerable"] == 3
    assert set(report["summary"]) == {"sparse", "dense", "hybrid", "agentic"}
    for mode in report["summary"].values():
        for level in ("chunk", "doc"):
            assert 0.0 <= mode[level]["MRR@10"] <= 1.0
    assert report["summary"]["hybrid"]["doc"]["Hit@5"] == 1.0  # five documents, every answer among them
    assert report["settings"]["index_rebuilt"] is True
    assert len(report["sweep"]) == 11 and report["sweep"][0]["w_dense"] == 0.0
    assert len(report["significance"]) == 6 * 3
    assert report["answers"]["unanswerable"] == 1 and report["answers"]["citation_validity"] in (None, 1.0)
    assert (out / "sweep.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    with open(out / "per_query.csv") as handle:
        rows = list(csv.DictReader(handle))
    assert len(rows) == 4 * 3 * 2  # modes x answerable queries x levels

    assert main(args[:-1] + ["--modes", "hybrid"]) == 0
    text = capsys.readouterr().out
    assert "| hybrid |" in text and "P@1" in text
    assert json.loads((out / "summary.json").read_text())["settings"]["index_rebuilt"] is False  # cached

    with open(beir / "corpus.jsonl", "a") as handle:
        handle.write(json.dumps({"_id": "extra", "title": "Extra", "text": "A new document about muon decays."}) + "\n")
    assert main(args[:-1] + ["--modes", "sparse", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["settings"]["index_rebuilt"] is True


def test_eval_rejects_unknown_mode_and_split(beir, capsys):
    assert main(["eval", "--dataset", str(beir), "--modes", "magic"]) == 1
    assert "unknown mode" in capsys.readouterr().err
    assert main(["eval", "--dataset", str(beir), "--split", "train"]) == 1
    assert "no split" in capsys.readouterr().err


def test_calibrate_command_writes_a_threshold(beir, tmp_path, capsys):
    target = tmp_path / "calibration.json"
    code = main(["calibrate", "--dataset", str(beir), "--split", "dev", "--output", str(target),
                 "--cache-dir", str(tmp_path / "cache"), "--json"])
    assert code == 0
    result = json.loads(target.read_text())
    assert result["split"] == "dev" and result["answerable"] == 2 and result["unanswerable"] == 1
    assert 0.0 <= result["balanced_accuracy"] <= 1.0
    supports = result["supports"]
    # the chosen threshold separates the dev queries as well as any threshold can
    t = result["threshold"]
    achieved = 0.5 * (sum(s >= t for s in supports["answerable"]) / 2 + sum(s < t for s in supports["unanswerable"]))
    assert achieved == pytest.approx(result["balanced_accuracy"])


def test_ask_command(tmp_path, small_corpus, capsys):
    index = str(tmp_path / "idx")
    assert main(["ingest", str(small_corpus), "--index", index, "--json"]) == 0
    capsys.readouterr()
    assert main(["ask", "What is the opening angle of the tungsten nozzles?", "--index", index, "--json"]) == 0
    answer = json.loads(capsys.readouterr().out)
    assert answer["question"].startswith("What is the opening angle")
    assert answer["abstained"] or (answer["citations"] and answer["citations"][0]["doc_id"] == "nozzle.md")
    assert main(["ask", "What is the opening angle of the tungsten nozzles?", "--index", index, "--show-evidence", "--no-agent"]) == 0
    text = capsys.readouterr().out
    assert "Evidence:" in text and "[1]" in text


def test_llm_judge_over_the_replay_endpoint():
    from muonrag import Config
    from muonrag.llm.adapter import make_llm
    from muonrag.answer.schema import Answer
    from muonrag.evaluate.answers import JUDGE_PROMPT, llm_judge, summarise_answers
    from muonrag.testing import ReplayLLMServer

    query = Query("q1", "What is the nozzle angle?", answer="About 10 degrees.", key_points=["about 10 degrees"])
    answer = Answer(question=query.text, text="About 10 degrees [1].")
    script = ['{"grade": "good", "reason": "matches"}', "no json here", '{"grade": "excellent"}']
    with ReplayLLMServer(script) as server:
        llm = make_llm(Config(llm_base_url=server.url, llm_model="judge", llm_retries=0, llm_timeout=5).llm)
        grades = [llm_judge(llm, query, answer)["grade"] for _ in range(3)]
        assert "About 10 degrees [1]." in server.prompts()[0] and "Key points: about 10 degrees" in server.prompts()[0]
    assert grades == ["good", "invalid", "invalid"]
    assert "hallucinated" in JUDGE_PROMPT.template
    rows = [{"answerable": True, "abstained": False, "citations": 1, "citations_valid": 1, "citations_invalid": 0,
             "citations_supported": 1, "key_points": 1, "key_points_covered": 1, "seconds": 0.1, "judge": {"grade": g}}
            for g in grades]
    summary = summarise_answers(rows, method="llm")
    assert summary["judge"]["good"] == pytest.approx(1 / 3) and summary["judge"]["invalid"] == pytest.approx(2 / 3)


def test_the_eval_cache_key_follows_the_code_that_makes_chunks(beir, tmp_path, monkeypatch):
    """A loader or chunker change without a CHUNKER_REVISION bump must not reuse an evaluation index
    (and the figures from its chunks) that an older tree built."""
    import shutil
    from pathlib import Path

    import muonrag
    from muonrag import Config
    from muonrag.evaluate import runner

    package = Path(muonrag.__file__).parent
    copy = tmp_path / "pkg"
    assert runner.CHUNK_CODE == ("ingest", "core", "language")
    for part in runner.CHUNK_CODE:
        shutil.copytree(package / part, copy / part)
    before = runner.code_fingerprint(copy)
    assert before == runner.code_fingerprint(package) == runner.reader_code_fingerprint()
    for changed_file in ("ingest/chunking.py", "language/tokenize.py"):
        source = copy / changed_file
        original = source.read_text()
        source.write_text(original + "\n# a change\n")
        assert runner.code_fingerprint(copy) != before, changed_file
        source.write_text(original)
    assert runner.code_fingerprint(copy) == before
    chunker = copy / "ingest" / "chunking.py"
    chunker.write_text(chunker.read_text() + "\n# a change\n")
    changed = runner.code_fingerprint(copy)
    assert changed != before
    dataset, config = Dataset.load(beir), Config()
    key = runner.eval_index_key(dataset, config)
    monkeypatch.setattr(runner, "reader_code_fingerprint", lambda: changed)
    assert runner.eval_index_key(dataset, config) != key
    assert runner.eval_index_key(dataset, config).startswith(dataset.name + "-")
