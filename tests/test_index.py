"""The two-store index: stable ids, incremental updates, removal, errors, crash repair."""

import json
import subprocess
import sys
import time

import pytest

from muonrag import Config, MuonIndex
from muonrag.errors import (
    DocumentNotFoundError,
    IndexCorruptError,
    IndexInconsistentError,
    IndexLockedError,
    IndexMismatchError,
    IndexNotFoundError,
)
from muonrag.core.models import bundled_model_path


def store_ids(index):
    """Chunk ids in BM25, in Qdrant, and in the manifest."""
    sparse = set(index.chunks.ids)
    dense = index._stores.dense_ids()
    manifest = {i for d in index.manifest.documents.values() for i in d.chunk_ids}
    return sparse, dense, manifest


def assert_consistent(index):
    sparse, dense, manifest = store_ids(index)
    assert sparse == dense == manifest


def test_ingest_fills_both_stores_with_the_same_ids(open_index, small_corpus):
    index = open_index()
    report = index.add(small_corpus)
    assert sorted(report.added) == ["cooling.pdf", "decay.txt", "nozzle.md", "sub/vbs.tex"]
    assert report.chunks_added == len(index) > 0
    assert_consistent(index)


def test_chunk_ids_are_stable_across_indexes(open_index, small_corpus):
    first, second = open_index("one"), open_index("two")
    first.add(small_corpus)
    second.add(small_corpus)
    assert store_ids(first)[0] == store_ids(second)[0]


def test_chunks_fit_the_embedding_model(open_index, small_corpus):
    from muonrag.ingest.chunking import wordpiece_counter

    index = open_index(chunk_size=40, chunk_overlap=8)
    (small_corpus / "long.md").write_text("# Long\n\n" + " ".join(f"Sentence {i} is about muon cooling." for i in range(200)))
    index.add(small_corpus)
    count = wordpiece_counter(bundled_model_path() + "/tokenizer.json")
    assert max(len(count(n.text)) for n in index.chunks.nodes()) <= 40
    long_chunks = [n for n in index.chunks.nodes() if n.metadata["doc_id"] == "long.md"]
    assert sorted(n.metadata["chunk"] for n in long_chunks) == list(range(len(long_chunks)))


def test_reingest_unchanged_does_nothing_changed_replaces(open_index, small_corpus):
    index = open_index()
    index.add(small_corpus)
    before = store_ids(index)[0]
    again = index.add(small_corpus)
    assert again.ingested == 0 and len(again.unchanged) == 4 and again.chunks_added == 0
    assert store_ids(index)[0] == before

    old_ids = set(index.manifest.documents["decay.txt"].chunk_ids)
    (small_corpus / "decay.txt").write_text("Muon decays produce electrons that shower in the nozzles.")
    changed = index.add(small_corpus)
    assert changed.updated == ["decay.txt"] and changed.added == []
    new_ids = set(index.manifest.documents["decay.txt"].chunk_ids)
    assert new_ids and not (new_ids & old_ids)
    sparse, dense, _ = store_ids(index)
    assert not (old_ids & sparse) and not (old_ids & dense)
    assert_consistent(index)
    assert index.search("lifetime 2.2 microseconds", mode="sparse", top_k=5).to_records() == [] or all(
        r.doc_id != "decay.txt" for r in index.search("lifetime 2.2 microseconds", mode="sparse", top_k=5)
    )


def test_remove_by_id_and_by_source(open_index, small_corpus):
    index = open_index()
    index.add(small_corpus)
    assert index.remove(["nozzle.md", str(small_corpus / "decay.txt")]) == ["nozzle.md", "decay.txt"]
    assert sorted(index.documents()) == ["cooling.pdf", "sub/vbs.tex"]
    assert all(n.metadata["doc_id"] not in ("nozzle.md", "decay.txt") for n in index.chunks.nodes())
    assert_consistent(index)
    with pytest.raises(DocumentNotFoundError, match="absent.md"):
        index.remove(["absent.md"])


def test_index_survives_reopening(tmp_path, embed_model, small_corpus):
    config = Config(index_path=tmp_path / "idx")
    with MuonIndex.open(config=config, create=True, embed_model=embed_model) as index:
        index.add(small_corpus)
        expected = [r.node_id for r in index.search("ionization cooling emittance", top_k=3)]
    with MuonIndex.open(config=config, embed_model=embed_model) as index:
        assert [r.node_id for r in index.search("ionization cooling emittance", top_k=3)] == expected
        assert_consistent(index)


def test_missing_index_is_a_clear_error(tmp_path):
    with pytest.raises(IndexNotFoundError, match="muonrag ingest"):
        MuonIndex.open(config=Config(index_path=tmp_path / "nope"))


def test_directory_without_manifest_is_not_taken_for_an_index(tmp_path):
    (tmp_path / "notes.txt").write_text("hello")
    with pytest.raises(IndexCorruptError, match="manifest"):
        MuonIndex.open(config=Config(index_path=tmp_path), create=True)


def test_damaged_manifest_is_reported(tmp_path, embed_model, small_corpus):
    config = Config(index_path=tmp_path / "idx")
    with MuonIndex.open(config=config, create=True, embed_model=embed_model) as index:
        index.add(small_corpus / "nozzle.md")
    (tmp_path / "idx" / "manifest.json").write_text("{ truncated")
    with pytest.raises(IndexCorruptError, match="manifest.json is damaged"):
        MuonIndex.open(config=config)


def built_index(tmp_path, embed_model, small_corpus):
    """An index at ``tmp_path/idx`` holding one document, closed again."""
    with MuonIndex.open(config=Config(index_path=tmp_path / "idx"), create=True, embed_model=embed_model) as index:
        index.add(small_corpus / "nozzle.md")
    return tmp_path / "idx"


def test_other_chunking_is_refused(tmp_path, embed_model, small_corpus):
    built_index(tmp_path, embed_model, small_corpus)
    with pytest.raises(IndexMismatchError, match="chunk"):
        MuonIndex.open(config=Config(index_path=tmp_path / "idx", chunk_size=100))


def test_other_embedding_model_is_refused(tmp_path, embed_model, small_corpus):
    built_index(tmp_path, embed_model, small_corpus)
    other = tmp_path / "my-finetuned-minilm"
    other.symlink_to(bundled_model_path(), target_is_directory=True)
    with pytest.raises(IndexMismatchError, match="my-finetuned-minilm"):
        MuonIndex.open(config=Config(index_path=tmp_path / "idx", embed_model=str(other)))


def test_other_vector_store_is_refused(tmp_path, embed_model, small_corpus):
    built_index(tmp_path, embed_model, small_corpus)
    with pytest.raises(IndexMismatchError, match="qdrant_url"):
        MuonIndex.open(config=Config(index_path=tmp_path / "idx", qdrant_url="http://localhost:6333"))


@pytest.mark.subprocess
def test_index_open_in_another_process_is_locked(tmp_path, embed_model, small_corpus):
    path = tmp_path / "idx"
    with MuonIndex.open(config=Config(index_path=path), create=True, embed_model=embed_model) as index:
        index.add(small_corpus / "nozzle.md")
    holder = subprocess.Popen(
        [sys.executable, "-c",
         "import sys, time; from muonrag import MuonIndex, Config; "
         f"ix = MuonIndex.open(config=Config(index_path={str(path)!r})); print('open', flush=True); time.sleep(60)"],
        stdout=subprocess.PIPE, text=True,
    )
    try:
        assert holder.stdout.readline().strip() == "open"
        with pytest.raises(IndexLockedError, match="another process") as info:
            MuonIndex.open(config=Config(index_path=path))
        assert "qdrant_url" in str(info.value)
    finally:
        holder.kill()
        holder.wait()
    with MuonIndex.open(config=Config(index_path=path), embed_model=embed_model) as index:
        assert len(index) > 0


def test_crash_between_stores_is_detected_and_repaired(tmp_path, embed_model, small_corpus, monkeypatch):
    from muonrag.index import stores as stores_module

    path = tmp_path / "idx"
    with MuonIndex.open(config=Config(index_path=path), create=True, embed_model=embed_model) as index:
        index.add(small_corpus / "nozzle.md")
        good = set(index.chunks.ids)

    def crash(directory, chunks, bm25):
        raise KeyboardInterrupt("power cut")

    (small_corpus / "second").mkdir()
    (small_corpus / "second" / "a.md").write_text("# A\n\nMuon cooling with absorbers.")
    monkeypatch.setattr(stores_module, "save_chunks", crash)
    with MuonIndex.open(config=Config(index_path=path), embed_model=embed_model) as index:
        with pytest.raises(KeyboardInterrupt):
            index.add(small_corpus / "second")
    monkeypatch.undo()

    with MuonIndex.open(config=Config(index_path=path), embed_model=embed_model) as index:
        assert index.manifest.pending["doc_ids"] == ["a.md"]
        assert index.info()["pending"] is not None
        sparse, dense, _ = store_ids(index)
        assert dense != sparse  # Qdrant got the new chunks, BM25 did not
        with pytest.raises(IndexInconsistentError, match="muonrag ingest"):
            index.search("muon cooling")
        report = index.add(small_corpus / "second")
        assert report.repaired == ["a.md"] and report.added == ["a.md"]
        assert index.manifest.pending is None
        assert_consistent(index)
        assert good < set(index.chunks.ids)


def test_same_file_name_in_two_folders_does_not_overwrite(open_index, tmp_path):
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    (tmp_path / "a" / "paper.md").write_text("# A\n\nMuon cooling with lithium hydride absorbers.")
    (tmp_path / "b" / "paper.md").write_text("# B\n\nHiggs self-coupling from double Higgs production.")
    index = open_index()
    assert index.add(tmp_path / "a" / "paper.md").added == ["paper.md"]
    report = index.add(tmp_path / "b" / "paper.md")
    assert report.ingested == 0 and "already belongs to" in report.skipped[0].reason
    assert index.documents()["paper.md"].title == "A"


def test_a_file_reached_from_another_folder_keeps_its_id(open_index, small_corpus):
    index = open_index()
    index.add(small_corpus)
    report = index.add(small_corpus / "sub" / "vbs.tex")
    assert report.unchanged == ["sub/vbs.tex"] and report.added == []
    assert sorted(index.documents()) == ["cooling.pdf", "decay.txt", "nozzle.md", "sub/vbs.tex"]


def test_other_collection_is_refused(tmp_path, embed_model, small_corpus):
    built_index(tmp_path, embed_model, small_corpus)
    with pytest.raises(IndexMismatchError, match="collection"):
        MuonIndex.open(config=Config(index_path=tmp_path / "idx", collection="other"))


def test_lost_vector_store_is_reported_then_rebuilt_from_bm25(tmp_path, embed_model, small_corpus):
    import shutil

    built_index(tmp_path, embed_model, small_corpus)
    shutil.rmtree(tmp_path / "idx" / "qdrant")
    with MuonIndex.open(config=Config(index_path=tmp_path / "idx"), embed_model=embed_model) as index:
        with pytest.raises(IndexInconsistentError, match="muonrag repair") as caught:
            index.search("tungsten nozzle")
        assert "delete" not in str(caught.value)
        assert index.repair() == []  # nothing lost: every vector came back from the BM25 chunks
        assert_consistent(index)
        assert index.search("tungsten nozzle", mode="dense", top_k=1)[0].doc_id == "nozzle.md"


def test_vectors_lost_outside_a_write_are_detected_and_repaired(open_index, small_corpus):
    index = open_index()
    index.add(small_corpus)
    lost = index.manifest.documents["decay.txt"].chunk_ids
    index.engine.vectors.delete_nodes(lost)  # as if the vector store had lost them
    index._stores._agree = None  # as if the index had just been opened
    with pytest.raises(IndexInconsistentError):
        index.search("muon lifetime")
    report = index.add(small_corpus)
    assert report.repaired == [] and report.added == [] and "decay.txt" in report.unchanged  # restored, not re-read
    assert_consistent(index)
    assert index.search("muon lifetime", top_k=1)[0].doc_id == "decay.txt"


def test_bm25_is_rebuilt_when_the_tokenizer_changes(tmp_path, embed_model, small_corpus):
    import json as _json

    config = Config(index_path=tmp_path / "idx")
    with MuonIndex.open(config=config, create=True, embed_model=embed_model) as index:
        index.add(small_corpus)
    state = tmp_path / "idx" / "chunks" / "state.json"
    state.write_text(_json.dumps({**_json.loads(state.read_text()), "tokenizer_revision": 0}))
    with MuonIndex.open(config=config, embed_model=embed_model) as index:
        assert index.search("tungsten nozzles", mode="sparse", top_k=1)[0].doc_id == "nozzle.md"
    assert _json.loads(state.read_text())["tokenizer_revision"] >= 2


def test_chunks_are_embedded_in_batches_of_similar_word_piece_length(tmp_path, embed_model, monkeypatch):
    """Symbol-heavy chunks are short in characters but long in word pieces; sorting by word
    pieces keeps them out of batches of short plain chunks, which would all be padded to them."""
    from muonrag.core.nodes import context_text
    from muonrag.ingest.chunking import wordpiece_lengths

    corpus = tmp_path / "mixed"
    corpus.mkdir()
    for i in range(6):
        (corpus / f"plain{i}.md").write_text(f"# Plain {i}\n\nThe muon beam cooling channel number {i} works well enough, as the whole collaboration reported in its summary.")
        (corpus / f"symbols{i}.md").write_text(f"# Symbols {i}\n\nμ+μ− → H ν ν̄ at √s = {i}0 TeV with 10^15 n_eq/cm² and σ_z ≈ 1.{i} mm.")
    batches = []
    real = type(embed_model).get_text_embedding_batch

    def recording(model, texts, **kwargs):
        batches.append(list(texts))
        return real(model, texts, **kwargs)

    monkeypatch.setattr(type(embed_model), "get_text_embedding_batch", recording)
    with MuonIndex.open(config=Config(index_path=tmp_path / "idx", embed_batch_size=4), create=True, embed_model=embed_model) as index:
        report = index.add(corpus)
        texts = {context_text(n) for n in index.chunks.nodes()}
    monkeypatch.undo()
    assert report.chunks_added == 12 and [len(b) for b in batches] == [4, 4, 4]
    assert {t for b in batches for t in b} == texts  # every chunk embedded once
    lengths = [wordpiece_lengths(b) for b in batches]
    assert all(min(a) >= max(b) for a, b in zip(lengths, lengths[1:]))  # longest first, no overlap
    # by characters the orders differ: some symbol chunk is shorter than some plain chunk
    symbols = [t for t in texts if "Symbols" in t]
    plain = [t for t in texts if "Plain" in t]
    assert min(map(len, symbols)) < max(map(len, plain))
    assert min(wordpiece_lengths(symbols)) > max(wordpiece_lengths(plain))
    assert all("Symbols" in t for b in batches[:1] for t in b)


def test_an_encoder_failing_mid_ingestion_stops_it_and_the_next_ingestion_repairs_it(tmp_path, embed_model, monkeypatch):
    from muonrag.index import pipeline

    corpus = tmp_path / "many"
    corpus.mkdir()
    for i in range(12):
        (corpus / f"note{i:02d}.md").write_text(f"# Note {i}\n\nMuon beam note number {i} on ionization cooling channels.")
    calls = []
    real_embed = pipeline.embed

    def failing(nodes, model, *args, **kwargs):
        calls.append(len(nodes))
        if len(calls) == 2:
            raise RuntimeError("the encoder ran out of memory")
        return real_embed(nodes, model, *args, **kwargs)

    monkeypatch.setattr(pipeline, "embed", failing)
    monkeypatch.setattr(pipeline, "WINDOW_BATCHES", 8)
    path = tmp_path / "idx"
    with MuonIndex.open(config=Config(index_path=path, embed_batch_size=1), create=True, embed_model=embed_model) as index:
        with pytest.raises(RuntimeError, match="out of memory"):
            index.add(corpus)
    monkeypatch.undo()
    assert calls[0] == 8 and len(calls) == 2  # windows of batch x 8 chunks; nothing after the failure
    with MuonIndex.open(config=Config(index_path=path, embed_batch_size=1), embed_model=embed_model) as index:
        assert index.manifest.pending is not None
        report = index.add(corpus)
        assert len(report.added) == 12
        assert_consistent(index)
