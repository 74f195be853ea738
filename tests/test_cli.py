"""The CLI end to end: ingest, search, info, remove, with --json and exit codes."""

import json
import shutil
import subprocess
import sys

import pytest

from muonrag.cli import EXIT_ERROR, EXIT_NOTHING_INGESTED, EXIT_STRICT_SKIPPED, main


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.slow
def test_cli_round_trip(tmp_path, small_corpus, capsys):
    index = str(tmp_path / "idx")
    (small_corpus / "broken.pdf").write_bytes(b"%PDF-1.4 garbage")

    code, out, err = run(capsys, "ingest", str(small_corpus), "--index", index, "--json")
    assert code == 0
    report = json.loads(out)
    assert sorted(report["added"]) == ["cooling.pdf", "decay.txt", "nozzle.md", "sub/vbs.tex"]
    assert report["skipped"] == [{"source": str(small_corpus / "broken.pdf"), "reason": report["skipped"][0]["reason"]}]
    assert "not a readable PDF" in report["skipped"][0]["reason"]
    assert report["chunks"] == report["chunks_added"] > 0

    code, out, _ = run(capsys, "ingest", str(small_corpus), "--index", index, "--strict")
    assert code == EXIT_STRICT_SKIPPED
    assert "0 document(s)" in out and "4 unchanged" in out and "broken.pdf" in out

    code, out, _ = run(capsys, "search", "tungsten nozzle opening angle", "--index", index, "--json", "-k", "2")
    assert code == 0
    results = json.loads(out)["results"]
    assert len(results) == 2 and results[0]["doc_id"] == "nozzle.md"
    assert results[0]["ranks"] and results[0]["retriever_scores"]

    code, out, _ = run(capsys, "search", "tungsten nozzle", "--index", index, "--mode", "sparse")
    assert code == 0 and "sparse #1" in out and "Tungsten nozzles" in out

    code, out, _ = run(capsys, "info", "--index", index, "--json", "--documents")
    info = json.loads(out)
    assert info["documents"] == 4 and info["embedding"]["model"] == "all-MiniLM-L6-v2"
    assert info["chunking"]["revision"] >= 2
    assert {d["doc_id"] for d in info["document_list"]} == {"cooling.pdf", "decay.txt", "nozzle.md", "sub/vbs.tex"}

    code, out, _ = run(capsys, "remove", "nozzle.md", "--index", index, "--json")
    assert code == 0 and json.loads(out)["removed"] == ["nozzle.md"] and json.loads(out)["documents"] == 3

    code, out, err = run(capsys, "remove", "nozzle.md", "--index", index)
    assert code == EXIT_ERROR and "not in the index" in err


def test_nothing_readable_exits_non_zero(tmp_path, capsys):
    folder = tmp_path / "bad"
    folder.mkdir()
    (folder / "empty.md").write_text("")
    code, out, err = run(capsys, "ingest", str(folder), "--index", str(tmp_path / "idx"))
    assert code == EXIT_NOTHING_INGESTED
    assert "empty.md: empty file" in out and "no document could be read" in err


def test_missing_index_is_explained(tmp_path, capsys):
    code, out, err = run(capsys, "search", "muon", "--index", str(tmp_path / "none"), "--json")
    assert code == EXIT_ERROR
    assert "muonrag ingest" in json.loads(out)["error"] and err == ""  # one stream: JSON on stdout


def test_config_file_and_environment_reach_the_cli(tmp_path, small_corpus, capsys, monkeypatch):
    toml = tmp_path / "muonrag.toml"
    toml.write_text(f'[index]\npath = "{tmp_path / "from-toml"}"\n[retrieval]\ntop_k = 1\n')
    code, out, _ = run(capsys, "ingest", str(small_corpus / "nozzle.md"), "--config", str(toml), "--json")
    assert code == 0 and json.loads(out)["index"] == str(tmp_path / "from-toml")
    monkeypatch.setenv("MUONRAG_TOP_K", "2")
    code, out, _ = run(capsys, "search", "nozzle", "--config", str(toml), "--json")
    assert len(json.loads(out)["results"]) == 2


@pytest.mark.slow
@pytest.mark.subprocess
def test_console_script_runs_as_a_process(tmp_path, small_corpus):
    exe = shutil.which("muonrag") or None
    cmd = [exe] if exe else [sys.executable, "-m", "muonrag"]
    proc = subprocess.run(
        cmd + ["ingest", str(small_corpus / "decay.txt"), "--index", str(tmp_path / "idx"), "--json"],
        capture_output=True, text=True, timeout=300,
    )
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["added"] == ["decay.txt"]


@pytest.mark.slow
@pytest.mark.subprocess
def test_library_does_not_take_over_logging(tmp_path, small_corpus):
    code = (
        "import logging, muonrag\n"
        f"ix = muonrag.build_index({str(small_corpus)!r}, {str(tmp_path / 'idx')!r})\n"
        "ix.close()\n"
        "print(len(logging.getLogger().handlers))\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "0"
    assert "Loading weights" not in proc.stderr and "Payload indexes" not in proc.stderr


def test_search_output_prints_no_terminal_control_or_bidi_characters(tmp_path, capsys):
    """A document's text reaches a terminal: an ANSI sequence or a right-to-left override in it must print inert."""
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    prose = "The nozzles are cones of tungsten with borated polyethylene cladding around the beam pipe. " * 12
    (corpus / "hostile.md").write_text("# Nozzle \x1b[31mred\n\nThe tungsten nozzle opens at \u202e01\u202c degrees "
                                       f"near the interaction point\u0085 of the collider. {prose}\n", encoding="utf-8")
    index = str(tmp_path / "idx")
    assert run(capsys, "ingest", str(corpus), "--index", index)[0] == 0
    code, out, _ = run(capsys, "search", "tungsten nozzle", "--index", index, "--mode", "sparse")
    assert code == 0 and "tungsten nozzle opens at" in out
    assert not any(c in out for c in "\x1b\u202e\u202c\u0085")
    code, out, _ = run(capsys, "search", "tungsten nozzle", "--index", index, "--mode", "sparse", "--json")
    assert code == 0 and not any(c in out for c in "\x1b\u202e\u202c\u0085")
    assert "\u202e01" in json.loads(out)["results"][0]["text"]  # escaped, not lost: the data is still there


def test_the_demo_answers_its_question_with_a_quote(demo_index_dir, tmp_path, capsys):
    from tests.conftest import copy_tree

    index = copy_tree(demo_index_dir, tmp_path / "index")
    code, printed, err = run(capsys, "demo", "--index", str(index), "--json")
    assert code == 0, err
    out = json.loads(printed)
    assert not out["ingest"]["added"] and out["ingest"]["unchanged"] and out["results"][0]["doc_id"] == "mdi/tungsten-nozzles.md"
    answer = out["answer"]
    assert out["question"] != out["query"] and not answer["abstained"], answer["reason"]
    assert "10 degrees" in answer["text"] and answer["claims"][0]["citations"][0]["quote"]
