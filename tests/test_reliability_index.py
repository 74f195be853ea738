"""The index side of issue 24: writers never break each other, readers never fail during a healthy
write, a full disk is an error and never a signal, read-only messages name the index, ``ask``
refuses a damaged index as ``search`` does, and ``repair`` keeps a committed older version.

Real processes, real filesystems (a small tmpfs where this user may mount one), real embedded
Qdrant and the real embedding model.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from muonrag import Config, MuonIndex
from muonrag.cli import EXIT_ERROR, main
from muonrag.errors import IndexCorruptError, IndexInconsistentError, IndexLockedError, IndexSpaceError
from tests.test_index import assert_consistent, store_ids

from tests.conftest import REPO, build_index  # noqa: E402

ENV = {**os.environ, "HF_HUB_OFFLINE": "1", "PYTHONPATH": str(REPO)}


def _state(path: Path, embed_model) -> tuple:
    """What a write left: documents with hashes, the ids in each store, a search's answer."""
    with MuonIndex.open(config=Config(index_path=path), read_only=True, embed_model=embed_model) as index:
        docs = {k: (v.content_hash, tuple(v.chunk_ids)) for k, v in index.documents().items()}
        sparse, dense, manifest = store_ids(index)
        assert sparse == dense == manifest
        return docs, frozenset(sparse), [r.node_id for r in index.search("muon cooling absorbers", top_k=3)]


# --- 2. a second writer never breaks the first ------------------------------------------------

_PAUSING_WRITER = """
import sys
from muonrag import Config, MuonIndex
from muonrag.index import edge_shard, stores

paused = set()

def pause(stage):  # once per stage: optimize and deletes flush too
    if stage in paused:
        return
    paused.add(stage)
    print(stage, flush=True)
    assert sys.stdin.readline().strip() == "go"

real_edge = edge_shard._edge()

class Shard:  # the real shard, held at the stages the parent asks about
    def __init__(self, shard):
        self._shard = shard
    def flush(self):
        pause("between upsert and flush")
        self._shard.flush()
    def optimize(self):
        pause("before optimize")
        self._shard.optimize()
    def __getattr__(self, name):
        return getattr(self._shard, name)

class Edge:
    class EdgeShard:
        load = staticmethod(lambda *a: Shard(real_edge.EdgeShard.load(*a)))
        create = staticmethod(lambda *a: Shard(real_edge.EdgeShard.create(*a)))
    def __getattr__(self, name):
        return getattr(real_edge, name)

edge = Edge()
edge_shard._edge = lambda: edge
real_save = stores.TwoStores.save_manifest
def save_manifest(self, stage):
    if "commit" in stage:
        pause("at the manifest")
    real_save(self, stage)
stores.TwoStores.save_manifest = save_manifest
with MuonIndex.open(config=Config(index_path=sys.argv[1])) as index:
    report = index.add(sys.argv[2])
print("done", sorted(report.added + report.updated), flush=True)
"""


@pytest.mark.slow
@pytest.mark.subprocess
def test_a_second_writer_at_every_stage_of_a_write_is_refused_and_breaks_nothing(tmp_path, embed_model, small_corpus):
    extra = tmp_path / "extra"
    extra.mkdir()
    (extra / "absorbers.md").write_text("# Absorbers\n\nMuon cooling absorbers of lithium hydride cut the emittance.")
    alone = build_index(tmp_path / "alone", small_corpus, embed_model)
    with MuonIndex.open(config=Config(index_path=alone), embed_model=embed_model) as index:
        index.add(extra)
    path = build_index(tmp_path / "idx", small_corpus, embed_model)
    first = subprocess.Popen([sys.executable, "-c", _PAUSING_WRITER, str(path), str(extra)], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=ENV)
    seen = []
    try:
        for stage in ("between upsert and flush", "before optimize", "at the manifest"):
            line = first.stdout.readline().strip()
            if line != stage:
                first.kill()
                pytest.fail(f"the writer said {line!r} where {stage!r} was expected: {first.communicate()[1][-2000:]}")
            before = sorted((p.relative_to(path), p.stat().st_mtime_ns) for p in path.rglob("*") if p.is_file())
            with pytest.raises(IndexLockedError, match="another process is writing to the index") as caught:
                MuonIndex.open(config=Config(index_path=path), embed_model=embed_model)
            assert str(path) in str(caught.value)
            after = sorted((p.relative_to(path), p.stat().st_mtime_ns) for p in path.rglob("*") if p.is_file())
            assert after == before  # the refused writer touched nothing
            seen.append(stage)
            first.stdin.write("go\n")
            first.stdin.flush()
        out, err = first.communicate(timeout=120)
    finally:
        if first.poll() is None:
            first.kill()
    assert first.returncode == 0, err
    assert "done ['absorbers.md']" in out, out + err
    assert len(seen) == 3
    assert _state(path, embed_model) == _state(alone, embed_model)  # identical to a run alone


# --- 3. readers never fail during a healthy write ---------------------------------------------

@pytest.mark.slow
@pytest.mark.subprocess
def test_readers_never_fail_or_see_half_results_while_a_writer_loops(tmp_path):
    sys.path.insert(0, str(REPO / "benchmarks"))  # the spawned workers import the module from there too
    try:
        import soak_concurrency

        figures = soak_concurrency.soak(tmp_path / "index", soak_concurrency.make_corpus(tmp_path / "corpus"),
                                        readers=2, seconds=12)
    finally:
        sys.path.remove(str(REPO / "benchmarks"))
    print(json.dumps(figures))
    assert figures["writer_error"] is None and figures["writes"] >= 4, figures
    assert figures["searches"] >= 10, figures
    assert figures["reader_errors"] == 0 and figures["wrong_results"] == 0, figures


def test_a_write_whose_writer_died_is_still_called_interrupted(tmp_path, embed_model, small_corpus):
    path = build_index(tmp_path / "idx", small_corpus, embed_model)
    manifest = json.loads((path / "manifest.json").read_text())
    manifest["pending"] = {"operation": "ingest", "started": "now", "doc_ids": ["decay.txt"]}
    (path / "manifest.json").write_text(json.dumps(manifest))  # no process holds the write lock
    with MuonIndex.open(config=Config(index_path=path), read_only=True, embed_model=embed_model) as index:
        with pytest.raises(IndexInconsistentError, match="muonrag repair"):
            index.search("muon lifetime")


# --- 4. a full disk is an error, never a signal -------------------------------------------------

@pytest.fixture
def tmpfs(tmp_path):
    """Mount a small tmpfs (``size`` in MB) where the test runs; skip where this user cannot."""
    mounted = []

    def mount(size_mb: int) -> Path:
        if os.geteuid() != 0 or shutil.which("mount") is None:
            pytest.skip("mounting a tmpfs needs root (not root here)")
        target = tmp_path / f"tmpfs{len(mounted)}"
        target.mkdir()
        proc = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size_mb}m", "tmpfs", str(target)],
                              capture_output=True, text=True)
        if proc.returncode != 0:
            print(f"skipped: mount -t tmpfs failed: {proc.stderr.strip()}")
            pytest.skip(f"cannot mount a tmpfs here: {proc.stderr.strip()}")
        mounted.append(target)
        return target

    yield mount
    for target in reversed(mounted):
        subprocess.run(["umount", "-l", str(target)], capture_output=True)


def _cli(*argv: str) -> subprocess.CompletedProcess:
    """The CLI in its own process: on old code a full disk kills it with SIGBUS."""
    return subprocess.run([sys.executable, "-m", "muonrag.cli", *argv], capture_output=True, text=True, timeout=300, env=ENV)


@pytest.mark.subprocess
def test_the_space_check_reads_a_real_small_filesystem(tmpfs):
    from muonrag.index.space import SHARD_WAL_BYTES, require_space, space_errors

    disk = tmpfs(20)
    require_space(disk, 1 << 20, "write a test")
    with pytest.raises(IndexSpaceError, match=r"needs about 34 MB.*free on its filesystem") as caught:
        require_space(disk / "index", SHARD_WAL_BYTES, "open its vector shard for writing")
    assert str(disk / "index") in str(caught.value) and "free some space" in str(caught.value)
    with pytest.raises(IndexSpaceError, match="not enough free space"):
        with space_errors(disk, "save its chunk store"):
            (disk / "big").write_bytes(b"x" * (21 << 20))


@pytest.mark.slow
@pytest.mark.subprocess
def test_a_full_disk_ends_every_write_with_a_clear_error(tmpfs, tmp_path, small_corpus, embed_model):
    disk = tmpfs(20)
    target = disk / "index"
    for command in (["ingest", str(small_corpus), "--index", str(target), "--no-progress"],):
        proc = _cli(*command)
        assert proc.returncode == EXIT_ERROR, (proc.returncode, proc.stderr)
        assert "not enough free space" in proc.stderr and str(target) in proc.stderr and "MB" in proc.stderr
        assert "Traceback" not in proc.stderr and "damaged" not in proc.stderr
    # an existing index on a disk that has filled: repair and remove say so, and nothing is lost
    from muonrag.index.vectors import _copy_sparse

    big = tmpfs(120)
    built = build_index(tmp_path / "idx", small_corpus, embed_model)
    shutil.copytree(built, big / "idx", copy_function=_copy_sparse)  # the engine's files are sparse
    filler = big / "filler"
    filler.write_bytes(b"\0" * (int(shutil.disk_usage(big).free) - (15 << 20)))
    for command in (["repair", "--index", str(big / "idx")], ["remove", "decay.txt", "--index", str(big / "idx")]):
        proc = _cli(*command)
        assert proc.returncode == EXIT_ERROR, (command, proc.returncode, proc.stderr)
        assert "not enough free space" in proc.stderr and "damaged" not in proc.stderr, proc.stderr
    filler.unlink()
    with MuonIndex.open(config=Config(index_path=big / "idx"), embed_model=embed_model) as index:
        assert sorted(index.documents()) == ["cooling.pdf", "decay.txt", "nozzle.md", "sub/vbs.tex"]
        assert_consistent(index)


def test_a_fresh_index_cut_at_its_first_manifest_write_can_be_ingested_again(tmp_path, small_corpus, embed_model):
    path = tmp_path / "idx"
    path.mkdir()
    (path / "manifest.json.tmp").write_text('{"format_ver')  # what a full disk left
    with MuonIndex.open(config=Config(index_path=path), create=True, embed_model=embed_model) as index:
        assert sorted(index.add(small_corpus).added) == ["cooling.pdf", "decay.txt", "nozzle.md", "sub/vbs.tex"]
    assert not (path / "manifest.json.tmp").exists()


# --- 7b. read-only messages name the index ------------------------------------------------------

def test_a_damaged_vector_segment_read_only_names_the_index(tmp_path, embed_model, small_corpus):
    path = build_index(tmp_path / "idx", small_corpus, embed_model)
    for config in (path / "qdrant" / "segments").glob("*/segment.json"):
        config.write_text("{ not json")
    with pytest.raises(IndexCorruptError) as caught:
        MuonIndex.open(config=Config(index_path=path), read_only=True, embed_model=embed_model)
    message = str(caught.value)
    assert "muonrag-readonly-" not in message and str(path / "qdrant") in message
    assert f"muonrag repair --index {path}" in message


# --- 8. ask refuses a damaged index as search does ----------------------------------------------

@pytest.mark.parametrize("damage", ["pending", "lost qdrant", "swapped vectors"])
def test_ask_gives_the_refusal_search_gives(tmp_path, embed_model, small_corpus, capsys, damage):
    path = build_index(tmp_path / "idx", small_corpus, embed_model)
    if damage == "pending":
        manifest = json.loads((path / "manifest.json").read_text())
        manifest["pending"] = {"operation": "ingest", "started": "now", "doc_ids": ["decay.txt"]}
        (path / "manifest.json").write_text(json.dumps(manifest))
    elif damage == "lost qdrant":
        shutil.rmtree(path / "qdrant")
    else:
        other = tmp_path / "other"
        (other / "c").mkdir(parents=True)
        (other / "c" / "x.md").write_text("# X\n\nA single unrelated chunk about the higgs self-coupling.")
        build_index(tmp_path / "idx2", other / "c", embed_model)
        shutil.rmtree(path / "qdrant")
        shutil.copytree(tmp_path / "idx2" / "qdrant", path / "qdrant")
    code, out, err = main(["search", "muon cooling", "--index", str(path)]), *capsys.readouterr()
    assert code == EXIT_ERROR and "muonrag repair" in err, err
    code_ask = main(["ask", "What cools the muon beam?", "--index", str(path), "--offline"])
    _, err_ask = capsys.readouterr()
    assert code_ask == EXIT_ERROR and err_ask == err


# --- 10c. repair keeps the committed older version --------------------------------------------

def test_repair_keeps_the_committed_version_of_a_document_being_replaced(tmp_path, embed_model, small_corpus, monkeypatch):
    from muonrag.index import stores as stores_module

    path = build_index(tmp_path / "idx", small_corpus, embed_model)
    with MuonIndex.open(config=Config(index_path=path), embed_model=embed_model) as index:
        old = index.documents()["nozzle.md"]
    (small_corpus / "nozzle.md").write_text("# Tungsten nozzles\n\nA rewritten note on the nozzle cladding.")
    for crash_at in ("save_chunks", "commit"):  # before the chunk store is saved; after it, before the manifest
        def crash(*args, **kwargs):
            raise KeyboardInterrupt("power cut")

        if crash_at == "save_chunks":
            monkeypatch.setattr(stores_module, "save_chunks", crash)
        else:
            monkeypatch.setattr(stores_module.TwoStores, "_finish", crash)
        with MuonIndex.open(config=Config(index_path=path), embed_model=embed_model) as index:
            with pytest.raises(KeyboardInterrupt):
                index.add(small_corpus / "nozzle.md")
        monkeypatch.undo()
        with MuonIndex.open(config=Config(index_path=path), embed_model=embed_model) as index:
            assert index.repair() == []
            assert index.documents()["nozzle.md"].content_hash == old.content_hash
            assert_consistent(index)
            assert index.search("tungsten nozzles borated polyethylene", top_k=1)[0].doc_id == "nozzle.md"
