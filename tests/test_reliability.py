"""Nothing lost, nothing misleading: the cases of a reliability run and a newcomer's run (issue 12).

Each test builds real files and real indexes (real embedding model, embedded Qdrant).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tracemalloc
from pathlib import Path

import pytest

from muonrag import Config, MuonIndex
from muonrag.cli import EXIT_ERROR, main
from muonrag.errors import (
    ConfigError,
    IndexCorruptError,
    IndexNotFoundError,
    IndexReadOnlyError,
    MuonRAGError,
)
from muonrag.core.files import ReadLimits
from muonrag.ingest.loaders import load_file, load_path
from tests.test_index import assert_consistent


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def built(tmp_path, embed_model, small_corpus):
    """A closed index of the small corpus at tmp_path/idx."""
    path = tmp_path / "idx"
    with MuonIndex.open(config=Config(index_path=path), create=True, embed_model=embed_model) as index:
        index.add(small_corpus)
    return path


def _open(path, embed_model, **settings):
    return MuonIndex.open(config=Config(index_path=path, **settings), embed_model=embed_model)


# --- dangerous advice ---------------------------------------------------------------------

def test_an_index_this_user_cannot_write_is_read_only_not_damaged(built, embed_model, monkeypatch):
    monkeypatch.setattr("muonrag.index.opening.writable", lambda path: False)
    before = sorted(p.relative_to(built) for p in built.rglob("*"))
    with _open(built, embed_model) as index:
        assert "read-only" in repr(index)
        assert index.search("tungsten nozzle", top_k=1)[0].doc_id == "nozzle.md"  # hybrid: the vectors work
        with pytest.raises(IndexReadOnlyError, match="read-only") as caught:
            index.add(built.parent / "corpus")
        assert "delete" not in str(caught.value)
        with pytest.raises(IndexReadOnlyError):
            index.remove(["nozzle.md"])
    assert sorted(p.relative_to(built) for p in built.rglob("*")) == before  # nothing written


def test_a_crash_between_the_two_renames_of_the_bm25_save_is_finished(built, embed_model):
    bm25 = built / "chunks"
    shutil.copytree(bm25, built / "chunks.tmp")  # the new copy, complete
    os.replace(bm25, built / "chunks.old")  # the first rename happened, the second did not
    with _open(built, embed_model) as index:
        assert index.search("muon lifetime", top_k=1)[0].doc_id == "decay.txt"
        assert_consistent(index)
    assert bm25.is_dir() and not (built / "chunks.tmp").exists() and not (built / "chunks.old").exists()


@pytest.mark.parametrize("damage", ["missing", "garbage"])
def test_a_lost_or_damaged_bm25_store_is_rebuilt_from_the_vectors(built, embed_model, damage):
    with _open(built, embed_model) as index:
        chunks = len(index)
    if damage == "missing":
        shutil.rmtree(built / "chunks")
    else:
        (built / "chunks" / "records.jsonl").write_text("{not json\n")
    with _open(built, embed_model) as index:
        assert len(index) == chunks
        assert_consistent(index)
        assert index.search("tungsten nozzle", mode="sparse", top_k=1)[0].doc_id == "nozzle.md"


def test_no_message_advises_deleting_an_index_that_holds_data(built, embed_model):
    (built / "manifest.json").write_text("{ truncated")
    with pytest.raises(IndexCorruptError) as caught:
        _open(built, embed_model)
    assert "delete" not in str(caught.value) and "backup" in str(caught.value)
    (built / "manifest.json").unlink()
    with pytest.raises(IndexCorruptError) as caught:
        _open(built, embed_model)
    assert "delete" not in str(caught.value) and "chunks" in str(caught.value)


def test_a_very_large_text_file_is_windowed_with_bounded_memory(tmp_path):
    big = tmp_path / "big.txt"
    paragraph = "Muon beams cool in absorbers. " * 30 + "\n\n"
    big.write_text(paragraph * (30_000_000 // len(paragraph)))
    tracemalloc.start()
    document = load_file(big, limits=ReadLimits(text_bytes=64 * 2**20))  # over the default limit on purpose
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    size = big.stat().st_size
    assert max(len(p.text) for p in document.parts) <= 200_000 and sum(len(p.text) for p in document.parts) >= size - 100
    assert peak < 6 * size  # bytes, text and windows; never the whole file as chunks or tokens


def test_a_document_that_fails_in_chunking_is_skipped_by_name_and_the_rest_goes_in(open_index, small_corpus, monkeypatch):
    from muonrag.ingest.chunking import Chunker

    real = Chunker.chunk

    def fragile(self, document):
        if document.doc_id == "decay.txt":
            raise TimeoutError("regex took too long")
        return real(self, document)

    monkeypatch.setattr(Chunker, "chunk", fragile)
    index = open_index()
    report = index.add(small_corpus)
    assert sorted(report.added) == ["cooling.pdf", "nozzle.md", "sub/vbs.tex"]
    (skipped,) = report.skipped
    assert skipped.source.endswith("decay.txt") and "TimeoutError" in skipped.reason
    assert_consistent(index)
    monkeypatch.setattr(Chunker, "chunk", real)
    assert index.add(small_corpus).added == ["decay.txt"]


# --- not handled before ------------------------------------------------------------------

def test_random_bytes_under_a_text_name_are_not_text(tmp_path):
    (tmp_path / "noise.md").write_bytes(os.urandom(30_000).replace(b"\x00", b"\x01"))
    (tmp_path / "fine.md").write_text("# Fine\n\nTungsten nozzles shield the detector.\n")
    result = load_path(tmp_path)
    assert [d.doc_id for d in result.documents] == ["fine.md"]
    assert "not text" in result.skipped[0].reason and result.skipped[0].source.endswith("noise.md")


def test_an_unreadable_folder_is_reported(tmp_path, monkeypatch):
    (tmp_path / "open").mkdir()
    (tmp_path / "open" / "a.md").write_text("# A\n\nMuon cooling.\n")
    (tmp_path / "closed").mkdir()
    (tmp_path / "closed" / "b.md").write_text("# B\n\nHidden from us.\n")
    real_scandir = os.scandir

    def scandir(path="."):
        if Path(path).name == "closed":
            raise PermissionError(13, "Permission denied", str(path))
        return real_scandir(path)

    monkeypatch.setattr(os, "scandir", scandir)  # root reads every folder, so deny one the way the OS would
    result = load_path(tmp_path)
    assert [d.doc_id for d in result.documents] == ["open/a.md"]
    assert any(s.source.endswith("closed") and "Permission denied" in s.reason for s in result.skipped)


@pytest.mark.parametrize("field, value, named", [("embedding", None, "'embedding'"), ("chunking", "x", "'chunking'"),
                                                 ("documents", [], "'documents'"), ("vector_store", {"kind": "cloud"}, "vector_store.kind")])
def test_a_malformed_manifest_says_what_is_wrong(built, capsys, field, value, named):
    data = json.loads((built / "manifest.json").read_text())
    data[field] = value
    (built / "manifest.json").write_text(json.dumps(data))
    for command in ("info", "search"):
        argv = [command, "--index", str(built)] + (["tungsten"] if command == "search" else [])
        code, out, err = run(capsys, *argv)
        assert code == EXIT_ERROR and named in err and "Traceback" not in err


def test_candidate_depth_and_top_k_are_explicit(built, embed_model):
    with pytest.raises(ConfigError, match="candidate_k"):
        Config(candidate_k=5, top_k=10)
    with _open(built, embed_model, candidate_k=1, top_k=1) as index:
        assert len(index.search("muon", mode="sparse")) == 1
        everything = index.search("muon", mode="sparse", top_k=100_000)
        matching = [n for n in index.chunks.nodes() if "muon" in n.get_content().lower()]
        assert len(everything) >= len(matching) > 1  # top_k beyond candidate_k deepens the candidates, it is not capped


def test_an_index_path_that_is_a_file_is_explained(tmp_path, capsys):
    target = tmp_path / "notes.txt"
    target.write_text("not an index")
    with pytest.raises(IndexNotFoundError, match="is a file"):
        MuonIndex.open(config=Config(index_path=target), create=True)
    for argv in (["ingest", str(tmp_path), "--index", str(target)], ["info", "--index", str(target)]):
        code, out, err = run(capsys, *argv)
        assert code == EXIT_ERROR and "is a file" in err and "FileExistsError" not in err


def test_type_errors_in_the_public_api_are_type_errors(built, embed_model):
    with _open(built, embed_model) as index:
        with pytest.raises(TypeError, match="query must be a string"):
            index.search(42)
        with pytest.raises(TypeError):
            index.add(42)
        with pytest.raises(TypeError):
            index.remove([42])


# --- weak spots ------------------------------------------------------------------------------

def test_utf16_with_a_byte_order_mark_is_read(tmp_path):
    text = "# Kalorimeter\n\nDas CRILIN-Kalorimeter misst μ-Zerfälle.\n"
    (tmp_path / "le.md").write_bytes(text.encode("utf-16"))
    (tmp_path / "be.txt").write_bytes(b"\xfe\xff" + text.encode("utf-16-be"))
    result = load_path(tmp_path)
    assert not result.skipped
    assert all("CRILIN" in d.parts[0].text and "μ" in d.parts[0].text for d in result.documents)


def test_ingesting_a_missing_folder_leaves_no_index_behind(tmp_path, capsys):
    code, out, err = run(capsys, "ingest", str(tmp_path / "no-such-folder"), "--index", str(tmp_path / "X"))
    assert code == EXIT_ERROR and "does not exist" in err
    assert not (tmp_path / "X").exists()


def test_symlinked_folders_outside_are_skipped_by_name_and_loops_reported(tmp_path):
    real = tmp_path / "elsewhere"
    real.mkdir()
    (real / "linked.md").write_text("# Linked\n\nA linked note on muon decay.\n")
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "own.md").write_text("# Own\n\nA note of our own.\n")
    (corpus / "papers").symlink_to(real, target_is_directory=True)
    (real / "loop").symlink_to(corpus, target_is_directory=True)
    from muonrag.ingest.discovery import walk

    found = walk(corpus)
    assert [f.relative_to(corpus).as_posix() for f in found.files] == ["own.md"]
    papers = [s for s in found.skipped if s.source.endswith("papers")]
    assert papers and "outside the folder" in papers[0].reason and "ingest that path itself" in papers[0].reason
    inside = tmp_path / "corpus" / "again"
    inside.symlink_to(corpus, target_is_directory=True)  # a loop inside the folder
    assert any("already read" in s.reason for s in walk(corpus).skipped)


def test_latex_input_is_followed_within_the_folder(tmp_path, caplog):
    (tmp_path / "sections").mkdir()
    (tmp_path / "sections" / "timing.tex").write_text("\\section{Timing}\nA 300 ps window rejects out-of-time hits.\n")
    (tmp_path / "main.tex").write_text(
        "\\documentclass{article}\\title{Main}\\begin{document}\n\\input{sections/timing}\n\\input{absent}\n\\end{document}\n")
    document = load_file(tmp_path / "main.tex")
    assert [(p.section, p.text) for p in document.parts] == [("Timing", "A 300 ps window rejects out-of-time hits.")]
    assert "absent" in caplog.text
    before = document.content_hash
    (tmp_path / "sections" / "timing.tex").write_text("\\section{Timing}\nA 200 ps window.\n")
    assert load_file(tmp_path / "main.tex").content_hash != before  # an edited input re-ingests the document


def test_environment_errors_name_the_variable():
    with pytest.raises(ConfigError, match="MUONRAG_TOP_K"):
        Config.load(env={"MUONRAG_TOP_K": "many"})


def test_using_a_closed_index_is_a_clear_error(built, embed_model):
    index = _open(built, embed_model)
    index.close()
    assert "closed" in repr(index)
    with pytest.raises(MuonRAGError, match="was closed"):
        index.search("muon")


# --- a newcomer's run ----------------------------------------------------------------------

def test_eval_does_not_offer_index(capsys):
    with pytest.raises(SystemExit):
        main(["eval", "--index", "somewhere"])
    assert "unrecognized arguments: --index" in capsys.readouterr().err


def test_a_readable_file_whose_id_clashes_is_explained_once(tmp_path, small_corpus, capsys):
    index = str(tmp_path / "idx")
    assert run(capsys, "ingest", str(small_corpus), "--index", index)[0] == 0
    other = tmp_path / "other"
    other.mkdir()
    (other / "nozzle.md").write_text("# Other nozzle\n\nA different file with the same name.\n")
    code, out, err = run(capsys, "ingest", str(other / "nozzle.md"), "--index", index)
    assert "no document could be read" not in out + err
    assert (out + err).count("already belongs to") == 1


def test_every_file_not_taken_is_reported_with_its_reason(tmp_path, small_corpus, capsys):
    (small_corpus / "LICENSE").write_text("Apache License 2.0")
    (small_corpus / "figure.png").write_bytes(b"\x89PNG\r\n\x1a\n")
    code, out, err = run(capsys, "ingest", str(small_corpus), "--index", str(tmp_path / "idx"), "--json")
    ignored = {Path(i["source"]).name: i["reason"] for i in json.loads(out)["ignored"]}
    assert "no extension" in ignored["LICENSE"] and ".png" in ignored["figure.png"]


def test_generic_file_names_get_a_better_title(tmp_path):
    (tmp_path / "tracking").mkdir()
    (tmp_path / "tracking" / "README.md").write_text("## Track reconstruction\n\nConformal tracking finds tracks.\n")
    (tmp_path / "digitiser").mkdir()
    (tmp_path / "digitiser" / "text_description.txt").write_text("The digitiser turns hits into signals.\n")
    (tmp_path / "digitiser" / "guide.rst").write_text("Digitiser guide\n===============\n\nHow to run it.\n")
    titles = {d.doc_id: d.title for d in load_path(tmp_path).documents}
    assert titles == {"tracking/README.md": "Track reconstruction", "digitiser/text_description.txt": "digitiser (text_description)",
                      "digitiser/guide.rst": "Digitiser guide"}


def test_json_errors_use_one_stream(tmp_path, capsys):
    code, out, err = run(capsys, "info", "--index", str(tmp_path / "none"), "--json")
    assert code == EXIT_ERROR and "error" in json.loads(out) and err == ""
    code, out, err = run(capsys, "info", "--index", str(tmp_path / "none"))
    assert code == EXIT_ERROR and out == "" and err.startswith("error: ")


@pytest.mark.subprocess
def test_a_closed_pipe_ends_quietly(built):
    muonrag = Path(sys.executable).with_name("muonrag")
    for command in (f"{muonrag} info --json --documents --index {built} | head -1",
                    f"{muonrag} search muon -k 40 --mode sparse --json --index {built} | head -1"):
        proc = subprocess.run(["bash", "-c", command], capture_output=True, text=True, timeout=300)
        assert proc.stdout.strip() == "{" and "Traceback" not in proc.stderr and "BrokenPipe" not in proc.stderr


# --- several processes on one index (issue 10) ----------------------------------------------

_HOLDER = """
import sys
from muonrag import Config, MuonIndex
index = MuonIndex.open(config=Config(index_path=sys.argv[1]))
print("open", flush=True)
for line in sys.stdin:
    if line.strip() == "remove":
        index.remove(["decay.txt"])
        print("removed", flush=True)
    else:
        break
index.close()
"""


def _holder(path):
    """A second process that opens the index for writing (holding embedded Qdrant's lock) and waits."""
    proc = subprocess.Popen([sys.executable, "-c", _HOLDER, str(path)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    assert proc.stdout.readline().strip() == "open", proc.stderr.read()
    return proc


@pytest.mark.slow
@pytest.mark.subprocess
def test_readers_search_while_another_process_holds_the_index(built, embed_model):
    from muonrag.errors import IndexLockedError

    holder = _holder(built)
    try:
        with pytest.raises(IndexLockedError, match="another process"):
            _open(built, embed_model)
        with MuonIndex.open(config=Config(index_path=built), read_only=True, embed_model=embed_model) as a, \
                MuonIndex.open(config=Config(index_path=built), read_only=True, embed_model=embed_model) as b:
            assert "read-only" in repr(a)
            assert a.search("tungsten nozzle", top_k=1)[0].doc_id == "nozzle.md"
            assert b.search("muon lifetime", top_k=1, mode="dense")[0].doc_id == "decay.txt"
            with pytest.raises(IndexReadOnlyError):
                a.remove(["nozzle.md"])
        # the CLI searches read-only too, in its own process
        cli = subprocess.run([sys.executable, "-m", "muonrag.cli", "search", "tungsten nozzle", "--index", str(built),
                              "--json", "--top-k", "1"], capture_output=True, text=True, timeout=300)
        assert cli.returncode == 0, cli.stdout + cli.stderr
        assert json.loads(cli.stdout)["results"][0]["doc_id"] == "nozzle.md"
    finally:
        holder.communicate("stop\n", timeout=60)
    assert holder.returncode == 0, holder.stderr


@pytest.mark.subprocess
def test_a_reader_never_blocks_a_writer_and_keeps_its_snapshot(built, embed_model):
    with MuonIndex.open(config=Config(index_path=built), read_only=True, embed_model=embed_model) as reader:
        holder = _holder(built)  # the writer opens while the reader is open
        try:
            holder.stdin.write("remove\n")
            holder.stdin.flush()
            assert holder.stdout.readline().strip() == "removed", holder.stderr.read()
        finally:
            holder.communicate("stop\n", timeout=60)
        assert holder.returncode == 0, holder.stderr
        assert "decay.txt" in {r.doc_id for r in reader.search("muon lifetime", mode="dense")}  # its snapshot
    with _open(built, embed_model) as index:  # a new open sees the write
        assert "decay.txt" not in index.documents()
        assert_consistent(index)
