"""The dense side (the Qdrant Edge shard, a Qdrant server through the same protocol, readers'
snapshots), the chunk store, and BM25 against bm25s, built at once and updated."""

import random
from pathlib import Path

import numpy as np
import pytest

from muonrag import Config, MuonIndex
from muonrag.errors import IndexMismatchError
from muonrag.index.bm25 import BM25Index
from muonrag.index.edge_shard import EdgeShard
from muonrag.index.manifest import Manifest
from muonrag.index.stores import disk_usage
from muonrag.index.vectors import ServerVectors


def test_new_indexes_keep_their_vectors_in_an_edge_shard_that_finds_the_true_nearest(open_index, small_corpus, embed_model):
    index = open_index()
    index.add(small_corpus)
    assert index.manifest.vector_store["kind"] == "edge"
    assert isinstance(index.engine.vectors, EdgeShard)
    nodes = list(index.chunks.nodes())
    matrix = np.array(embed_model.get_text_embedding_batch([n.get_content(metadata_mode="embed") for n in nodes]))
    for query in ("tungsten nozzle shielding", "muon lifetime at rest", "vector boson scattering"):
        q = np.array(embed_model.get_query_embedding(query))
        expected = [nodes[i].node_id for i in np.argsort(-(matrix @ q))[:3]]
        assert [h.node_id for h in index.search(query, mode="dense", top_k=3)] == expected
        ids = [n.node_id for n in nodes]
        for hit in index.dense_retriever(3).retrieve(query):  # the raw cosine, before fusion
            assert abs(hit.score - float(matrix[ids.index(hit.node.node_id)] @ q)) < 1e-4


def test_an_index_of_an_older_format_says_so_and_how_to_rebuild_it(tmp_path, small_corpus):
    path = tmp_path / "old"
    path.mkdir()
    Manifest(embedding={"model": "all-MiniLM-L6-v2", "dimension": 384}, chunking=_chunking(), format_version=1,
             vector_store={"kind": "local", "path": "qdrant", "collection": "muonrag"}).save(path)
    before = (path / "manifest.json").read_bytes()
    for read_only in (False, True):
        with pytest.raises(IndexMismatchError, match=r"older muonrag \(index format 1.*muonrag ingest"):
            MuonIndex.open(config=Config(index_path=path), read_only=read_only)
    assert (path / "manifest.json").read_bytes() == before  # nothing changed


def _chunking():
    from muonrag.ingest.chunking import chunking_params

    config = Config()
    return chunking_params(config.ingest.chunk_size, config.ingest.chunk_overlap)


def test_a_reader_searches_a_private_copy_without_the_holes(open_index, small_corpus, embed_model):
    index = open_index()
    index.add(small_corpus)
    shard = index.path / "qdrant"
    with MuonIndex.open(config=index.config, read_only=True, embed_model=embed_model) as reader:
        copy = Path(reader.engine.vectors.path)
        assert copy != shard
        copied = sum(disk_usage(p) for p in copy.rglob("*") if p.is_file() and "wal" not in p.parts)
        original = sum(disk_usage(p) for p in shard.rglob("*") if p.is_file() and "wal" not in p.parts)
        apparent = sum(p.stat().st_size for p in copy.rglob("*") if p.is_file())
        assert copied <= original + 1_000_000 and copied < apparent / 2
        assert reader.search("tungsten nozzle", top_k=1)[0].doc_id == "nozzle.md"
    assert not copy.exists()


def test_a_reopened_index_reads_a_chunk_only_when_it_is_asked_for(open_index, small_corpus, embed_model):
    index = open_index()
    index.add(small_corpus)
    expected = {i: (t, m) for i, t, m in index.chunks.records()}
    hits = [h.node_id for h in index.search("muon lifetime", mode="sparse", top_k=2, collapse_duplicates=False)]
    index.close()
    with MuonIndex.open(config=index.config, embed_model=embed_model) as again:
        assert len(again.chunks) == len(expected) and not again.chunks._parsed  # nothing parsed by opening
        assert [h.node_id for h in again.search("muon lifetime", mode="sparse", top_k=2, collapse_duplicates=False)] == hits
        assert set(again.chunks._parsed) == set(hits) != set(expected)  # only the results were read
        again.search("muon lifetime", mode="sparse", top_k=2)  # collapsing near-duplicates reads twice top_k at most
        assert set(hits) <= set(again.chunks._parsed) and len(again.chunks._parsed) <= 4 < len(expected)
        assert {i: (t, m) for i, t, m in again.chunks.records()} == expected


def test_an_open_index_maps_its_records_and_bm25_weights_and_keeps_reading_them_after_a_write(open_index, small_corpus,
                                                                                            embed_model, tmp_path):
    index = open_index()
    index.add(small_corpus / "decay.txt")
    query = "muon lifetime tungsten nozzle"
    before = [(h.node_id, h.text) for h in index.search(query, mode="sparse", top_k=5, collapse_duplicates=False)]
    index.close()
    with MuonIndex.open(config=index.config, read_only=True, embed_model=embed_model) as reader:
        assert all(isinstance(s.tf, np.memmap) for s in reader.engine.lexical._generation.segments)  # mapped, not read
        with MuonIndex.open(config=index.config, embed_model=embed_model) as writer:
            writer.add(small_corpus / "nozzle.md")  # the chunk store's directory is replaced under the reader
            assert writer.search("tungsten nozzle", mode="sparse", top_k=1)[0].doc_id == "nozzle.md"
        after = [(h.node_id, h.text) for h in reader.search(query, mode="sparse", top_k=5, collapse_duplicates=False)]
        assert after == before  # the reader's own records and weights, from the files it opened
    # an index written before segments (one records file, with or without its offsets) opens and ranks alike,
    # and its first write saves it in segments
    chunks = index.path / "chunks"
    with MuonIndex.open(config=index.config, read_only=True, embed_model=embed_model) as reader:
        expected = [(h.node_id, h.score) for h in reader.search(query, mode="sparse", top_k=5)]
        _write_single_file_layout(reader.chunks, reader.engine.lexical, chunks)
    for offsets in (True, False):
        if not offsets:
            (chunks / "offsets.npy").unlink()
        with MuonIndex.open(config=index.config, read_only=True, embed_model=embed_model) as reader:
            assert [(h.node_id, h.score) for h in reader.search(query, mode="sparse", top_k=5)] == expected
            assert reader.engine.lexical.legacy
    with MuonIndex.open(config=index.config, embed_model=embed_model) as writer:
        assert [(h.node_id, h.score) for h in writer.search(query, mode="sparse", top_k=5)] == expected
        assert not writer.engine.lexical.legacy and not (chunks / "records.jsonl").exists()


def _write_single_file_layout(store, bm25, directory):
    """Replace a saved chunk store with the layout muonrag wrote before segments: one records file in row
    order, its offsets, ids and sections in rows.json, BM25 counts by row, one vocabulary, no format."""
    import json
    import shutil

    from scipy.sparse import csr_matrix

    from muonrag.index.bm25 import TOKENIZER_REVISION

    lines = [store._raw(row) for row in range(len(store))]
    shutil.rmtree(directory)
    directory.mkdir()
    (directory / "records.jsonl").write_bytes(b"".join(line + b"\n" for line in lines))
    np.save(directory / "offsets.npy", np.concatenate([[0], np.cumsum([len(x) + 1 for x in lines])]).astype(np.int64))
    names, codes = store.section_table()
    (directory / "rows.json").write_text(json.dumps({"ids": store.ids, "sections": [names[c] for c in codes]}))
    generation = bm25._generation
    parts = [s.live_postings(w) for s, w in zip(generation.segments, generation.where)]
    terms, rows, tf = (np.concatenate([part[i] for part in parts]) for i in range(3))
    by_row = csr_matrix((tf, (rows, terms)), shape=(len(store), len(bm25.vocab)))
    by_row.sort_indices()
    np.savez(directory / "counts.npz", ptr=by_row.indptr.astype(np.int64), terms=by_row.indices.astype(np.int32),
             counts=by_row.data.astype(np.int32))
    (directory / "vocab.json").write_text(json.dumps(bm25.vocab))
    (directory / "state.json").write_text(json.dumps({"tokenizer_revision": TOKENIZER_REVISION, "k1": bm25.k1,
                                                       "b": bm25.b, "rows": len(store)}))


def test_a_records_file_that_disagrees_with_its_offsets_is_refused(tmp_path):
    from muonrag.index.chunk_store import ChunkStore, MappedLines

    path = tmp_path / "lines"
    for content in (b"", b"a\nbb\n", b"a\nbb", b"\n\nx\n"):  # an old store's lines, as bytes.splitlines reads them
        path.write_bytes(content)
        assert list(MappedLines.scan(path)) == content.splitlines()
    store = ChunkStore()
    from muonrag.core.nodes import make_node

    store.update([make_node(i, t, {"doc_id": "d.md", "section": "Intro"}) for i, t in (("a", "muon"), ("b", "beam"))])
    store.save(tmp_path / "store")
    assert ChunkStore.load(tmp_path / "store").record("b") == ("beam", {"doc_id": "d.md", "section": "Intro"})
    (records,) = (tmp_path / "store").glob("records-*.jsonl")
    records.write_text("{not json\n")
    with pytest.raises(ValueError, match="row offsets"):
        ChunkStore.load(tmp_path / "store")


def _bm25s_scores(corpus, query):
    import bm25s

    reference = bm25s.BM25(k1=1.5, b=0.75)
    reference.index(corpus, show_progress=False)
    known = [t for t in query if t in reference.vocab_dict]
    return reference.get_scores(known) if known else np.zeros(len(corpus))


def test_bm25_scores_as_bm25s_does_when_built_and_after_updates():
    rng = random.Random(0)
    vocab = [f"w{i}" for i in range(300)]
    corpus = {f"id{i:04d}": [rng.choice(vocab) for _ in range(rng.randint(1, 40))] for i in range(500)}
    ids = sorted(corpus)
    built = BM25Index.build(ids, [" ".join(corpus[i]) for i in ids], tokenizer=str.split)
    # the same corpus reached by updates: 400 chunks, then 100 removed and 200 added
    grown = BM25Index.build(ids[:400], [" ".join(corpus[i]) for i in ids[:400]], tokenizer=str.split)
    later = {f"id{i:04d}": [rng.choice(vocab) for _ in range(rng.randint(1, 40))] for i in range(500, 700)}
    kept = ids[100:400]
    final = sorted(kept + list(later))
    position = {i: p for p, i in enumerate(ids[:400])}
    added = sorted(later)
    sources = [position[i] if i in position else -1 - added.index(i) for i in final]
    grown.update(final, sources, [" ".join(later[i]) for i in added])
    final_corpus = {**corpus, **later}
    for _ in range(40):
        query = [rng.choice(vocab + ["unseen"]) for _ in range(rng.randint(1, 6))]
        assert np.allclose(built.scores(" ".join(query)), _bm25s_scores([corpus[i] for i in ids], query), atol=1e-5)
        assert np.allclose(grown.scores(" ".join(query)), _bm25s_scores([final_corpus[i] for i in final], query), atol=1e-5)
        top = grown.top(" ".join(query), 5)
        assert [i for i, _ in top] == sorted((i for i, _ in top), key=lambda i: (-dict(top)[i], i))


def test_an_update_tokenizes_only_the_chunks_it_adds():
    seen = []

    def tokenizer(text):
        seen.append(text)
        return text.split()

    index = BM25Index.build(["a", "b"], ["muon beam", "beam cooling"], tokenizer=tokenizer)
    seen.clear()
    index.update(["a", "c"], [0, -1], ["cooling channel"])
    assert seen == ["cooling channel"]
    assert [i for i, _ in index.top("cooling", 5)] == ["c"] and [i for i, _ in index.top("muon", 5)] == ["a"]


def test_the_hnsw_setting_reaches_the_shard(open_index, small_corpus):
    index = open_index(hnsw_ef=300)
    index.add(small_corpus)
    assert index.engine.vectors.hnsw_ef == 300
    assert index.search("tungsten nozzle", mode="dense", top_k=1)[0].doc_id == "nozzle.md"


@pytest.mark.slow
@pytest.mark.parametrize("quantization, spread, least_recall", [("none", 0.05, 0.95), ("int8", 0.2, 0.9)])
def test_the_hnsw_graph_finds_a_planted_neighbour_and_the_exact_top_10(tmp_path, quantization, spread, least_recall):
    """Past the exact-search threshold a segment is searched through its HNSW graph: a copy of the query
    planted among 20,000 clustered vectors comes first, and the graph's top 10 is exact search's on
    held-out vectors of the same distribution (benchmarks/bench_recall.py measures it at scale).

    float32 vectors are tested on tight clusters (members at cosine 0.9975 of each other); int8 ones
    (the default) on clusters of related chunks (cosine about 0.96), where the rescoring with the
    originals still puts the exact copy first but near-ties cost some recall: one byte a dimension
    cannot order neighbours a few thousandths apart (on real MiniLM vectors it loses nothing,
    docs/scaling.rst)."""
    rng = np.random.default_rng(7)
    centres = rng.standard_normal((200, 384)).astype(np.float32)
    picks = centres[rng.integers(0, 200, 20_050)] + rng.standard_normal((20_050, 384)).astype(np.float32) * spread
    vectors = picks / np.linalg.norm(picks, axis=1, keepdims=True)
    matrix, queries = vectors[:20_000].copy(), vectors[20_000:]
    planted = rng.choice(20_000, size=len(queries), replace=False)
    matrix[planted] = queries  # each query's exact copy, somewhere in the shard
    ids = [f"{i:08x}-0000-4000-8000-000000000000" for i in range(len(matrix))]
    shard = EdgeShard(tmp_path / "shard", tmp_path / "lock", quantization=quantization)
    shard.add_vectors(ids, matrix)
    shard.optimize()
    assert shard.client.info().indexed_vectors_count == len(matrix)  # every vector is in an HNSW graph
    recalls, first = [], []
    for query, position in zip(queries, planted):
        got, scores = shard.search(query, 10)
        assert ids[position] in got  # always found; first but for a rare graph built (by threads) around it
        first.append(got[0] == ids[position] and scores[0] > 0.9999)
        exact = {ids[i] for i in np.argsort(-(matrix @ query))[:10]}
        recalls.append(len(exact & set(got)) / 10)
    assert np.mean(first) >= 0.98 and np.mean(recalls) >= least_recall, (np.mean(first), np.mean(recalls))


def test_a_qdrant_server_and_the_edge_shard_answer_the_same_through_one_protocol(tmp_path):
    """qdrant-client's local mode speaks the server's API (there is no Qdrant server binary here)."""
    from qdrant_client import QdrantClient

    rng = np.random.default_rng(1)
    vectors = rng.normal(size=(300, 16)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    ids = [f"00000000-0000-0000-0000-{i:012d}" for i in range(300)]
    payloads = [{"doc_id": f"doc{i % 7}", "text": f"chunk {i}", "metadata": {"doc_id": f"doc{i % 7}"}} for i in range(300)]
    server = ServerVectors(QdrantClient(":memory:"), "muonrag-test")
    shard = EdgeShard(tmp_path / "shard", lock_path=tmp_path / "lock")
    for store in (server, shard):
        store.add_vectors(ids, vectors, payloads)
        store.optimize()
    try:
        for q in vectors[:5] + 0.1:
            exact = [ids[i] for i in np.argsort(-(vectors @ q))[:10]]
            for store in (server, shard):
                found, scores = store.search(q.tolist(), 10)
                assert found == exact and scores == sorted(scores, reverse=True)
        for store in (server, shard):
            store.delete("doc3")
            store.delete_nodes(ids[:2])
            assert store.count() == 300 - 2 - sum(1 for i in range(2, 300) if i % 7 == 3)
            assert store.ids() == {ids[i] for i in range(2, 300) if i % 7 != 3}
            assert {i for i, _, _ in store.chunks()} == store.ids()
    finally:
        server.close()
        shard.close()


@pytest.mark.slow
def test_a_snapshot_links_the_files_the_engine_writes_once_and_stays_as_it_was_taken(tmp_path):
    import os
    import socket

    from muonrag.index.vectors import reader_directory, snapshot

    rng = np.random.default_rng(3)
    matrix = rng.standard_normal((8_000, 384)).astype(np.float32)  # past the exact-search threshold: indexed
    matrix /= np.linalg.norm(matrix, axis=1, keepdims=True)
    ids = [f"{i:08x}-0000-4000-8000-000000000000" for i in range(len(matrix))]
    index = tmp_path / "index"
    writer = EdgeShard(index / "qdrant", index / "vectors.lock")
    writer.add_vectors(ids, matrix)
    writer.optimize()
    query = matrix[17]
    before = writer.search(query, 10)

    stale = index / "readers" / f"{socket.gethostname()}-999999999-gone"  # a reader that died without closing
    (stale / "qdrant").mkdir(parents=True)
    folder = reader_directory(index)
    assert folder.parent == index / "readers" and not stale.exists()
    snapshot(index / "qdrant", folder / "qdrant", index / "vectors.lock")
    linked = [p for p in (folder / "qdrant").rglob("*") if p.is_file() and p.stat().st_nlink > 1]
    assert any(p.name == "matrix.dat" for p in linked)  # the vectors are the index's own file, not a copy
    for p in linked:
        assert os.path.samefile(p, index / "qdrant" / p.relative_to(folder / "qdrant"))
    reader = EdgeShard(folder / "qdrant", folder / "vectors.lock")

    writer.delete_nodes(ids[:4_000])  # the writer changes what the reader's links point at
    writer.add_vectors(ids[:10], -matrix[:10])
    writer.optimize()
    assert ids[17] not in writer.search(query, 10)[0]
    assert reader.search(query, 10) == before  # the snapshot is the shard as it was
    reader.close()
    writer.close()


def test_bm25_after_many_writes_scores_as_one_build_does_in_few_segments(tmp_path):
    """Adds and removals in any order, with saves and loads between them (segments then read through
    maps and linked, not rewritten), give the scores of one build over the chunks held at the end."""
    from muonrag.index.segments import MERGE_FACTOR, size_class

    rng = random.Random(3)
    vocab = [f"w{i}" for i in range(400)]
    held: dict[str, str] = {}
    index = BM25Index(tokenizer=str.split)
    previous = None
    for step in range(40):
        removed = set(rng.sample(sorted(held), min(len(held), rng.choice([0, 0, 3, 30])))) if held else set()
        added = {f"id{rng.randrange(10_000):05d}": " ".join(rng.choice(vocab) for _ in range(rng.randint(1, 30)))
                 for _ in range(rng.randint(0, 60))}
        old_rows = {i: p for p, i in enumerate(index.ids)}
        final = {**{i: t for i, t in held.items() if i not in removed}, **added}
        ids = sorted(final)
        order = list(added)
        index.update(ids, [-1 - order.index(i) if i in added else old_rows[i] for i in ids], [added[i] for i in order])
        held = final
        if step % 7 == 6:  # through the disk, linking what the last save wrote
            directory = tmp_path / f"save{step}"
            index.save(directory, previous)
            index = BM25Index.load(directory, ids)
            index.tokenizer = str.split
            previous = directory
        classes = [size_class(len(s)) for s in index._generation.segments]
        assert all(classes.count(c) < MERGE_FACTOR for c in classes)
    reference = BM25Index.build(sorted(held), [held[i] for i in sorted(held)], tokenizer=str.split)
    assert index.ids == reference.ids and index.vocab.keys() >= reference.vocab.keys()
    for _ in range(40):
        query = " ".join(rng.choice(vocab) for _ in range(rng.randint(1, 5)))
        assert np.allclose(index.scores(query), reference.scores(query), atol=1e-5)
        assert [i for i, _ in index.top(query, 10)] == [i for i, _ in reference.top(query, 10)]
        assert all(index.document_frequency(t) == reference.document_frequency(t) for t in query.split())
    linked = [p for p in previous.iterdir() if p.stat().st_nlink > 1]
    assert linked  # files written once are shared between saved copies


def test_the_merge_policy_rewrites_a_row_a_few_times_and_keeps_few_segments():
    """A million rows, then 3,000 writes of a thousand: each row added is rewritten about once per size
    class it climbs (not once per write, as merging every write into the base would), and however
    many writes came, a search visits a few segments."""
    from muonrag.index.segments import MERGE_FACTOR, to_merge

    sizes, written, most = [1_000_000], 0, 0
    for _ in range(3_000):
        sizes.append(1_000)
        while chosen := to_merge(sizes):
            merged = sum(sizes[k] for k in chosen)
            written += merged
            sizes = [n for k, n in enumerate(sizes) if k not in chosen] + [merged]
        most = max(most, len(sizes))
    assert sum(sizes) == 4_000_000
    assert written / 3_000_000 <= 4  # classes 0-3 climbed, the base merged in at most once
    assert most <= 4 * (MERGE_FACTOR - 1) + 1


def test_the_chunk_store_after_many_writes_holds_what_was_written_in_few_segments(tmp_path):
    from muonrag.core.nodes import make_node
    from muonrag.index.chunk_store import ChunkStore
    from muonrag.index.segments import MERGE_FACTOR, size_class

    rng = random.Random(5)
    store, held, previous = ChunkStore(), {}, None
    for step in range(60):
        removed = set(rng.sample(sorted(held), min(len(held), rng.choice([0, 2, 20])))) if held else set()
        added = [make_node(f"id{rng.randrange(5_000):04d}", f"text {step} {k}",
                           {"doc_id": f"doc{rng.randrange(8)}", "section": rng.choice(["Intro", "References", None])})
                 for k in range(rng.randint(0, 25))]
        sources = store.update(add=added, remove=removed)
        assert len(sources) == len(store.ids) and store.ids == sorted(store.ids)
        held = {i: r for i, r in held.items() if i not in removed}
        held.update({n.node_id: (n.text, n.metadata) for n in added})
        if step % 9 == 8:
            directory = tmp_path / f"save{step}"
            store.save(directory, previous)
            store, previous = ChunkStore.load(directory), directory
        classes = [size_class(len(s.lines)) for s in store._segments]
        assert all(classes.count(c) < MERGE_FACTOR for c in classes)
    assert {i: (t, m) for i, t, m in store.records()} == held
    skipped = store.in_sections(["References"])
    assert [store.ids[r] for r in np.flatnonzero(skipped)] == [i for i in store.ids if held[i][1]["section"] == "References"]
    assert sorted(store.of_documents({"doc1", "doc2"})) == sorted(i for i, (_, m) in held.items() if m["doc_id"] in ("doc1", "doc2"))
