"""The dense side: the Qdrant Edge shard, indexes from before it, readers' snapshots, and the BM25 matrix."""

import random
from pathlib import Path

import numpy as np

from muonrag import Config, MuonIndex
from muonrag.index.edge_store import EdgeVectorStore
from muonrag.index.manifest import Manifest
from muonrag.index.sparse import BM25Matrix
from muonrag.index.stores import disk_usage


def test_new_indexes_keep_their_vectors_in_an_edge_shard_that_finds_the_true_nearest(open_index, small_corpus, embed_model):
    index = open_index()
    index.add(small_corpus)
    assert index.manifest.vector_store["kind"] == "edge"
    assert isinstance(index.vector_store, EdgeVectorStore)
    nodes = list(index.sparse.nodes())
    matrix = np.array(embed_model.get_text_embedding_batch([n.get_content(metadata_mode="embed") for n in nodes]))
    for query in ("tungsten nozzle shielding", "muon lifetime at rest", "vector boson scattering"):
        q = np.array(embed_model.get_query_embedding(query))
        expected = [nodes[i].node_id for i in np.argsort(-(matrix @ q))[:3]]
        assert [h.node_id for h in index.search(query, mode="dense", top_k=3)] == expected
        ids = [n.node_id for n in nodes]
        for hit in index.dense_retriever(3).retrieve(query):  # the raw cosine, before fusion
            assert abs(hit.score - float(matrix[ids.index(hit.node.node_id)] @ q)) < 1e-4


def test_an_index_from_before_the_edge_shard_opens_and_searches_as_it_was(tmp_path, embed_model, small_corpus):
    path = tmp_path / "old"
    path.mkdir()
    Manifest(embedding={"model": "all-MiniLM-L6-v2", "dimension": None}, chunking=_chunking(),
             vector_store={"kind": "local", "path": "qdrant", "collection": "muonrag"}).save(path)
    with MuonIndex.open(config=Config(index_path=path), embed_model=embed_model) as index:
        index.add(small_corpus)
        assert (path / "qdrant" / "collection").is_dir()  # qdrant-client's own layout
        written = [h.node_id for h in index.search("tungsten nozzle", top_k=3)]
    with MuonIndex.open(config=Config(index_path=path), read_only=True, embed_model=embed_model) as index:
        assert index.manifest.vector_store["kind"] == "local"
        assert [h.node_id for h in index.search("tungsten nozzle", top_k=3)] == written


def _chunking():
    from muonrag.ingest.chunking import chunking_params

    config = Config()
    return chunking_params(config.chunk_size, config.chunk_overlap)


def test_a_reader_searches_a_private_copy_without_the_holes(open_index, small_corpus, embed_model):
    index = open_index()
    index.add(small_corpus)
    shard = index.path / "qdrant"
    with MuonIndex.open(config=index.config, read_only=True, embed_model=embed_model) as reader:
        copy = Path(reader.vector_store.path)
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
    expected = {n.node_id: (n.text, n.metadata) for n in index.sparse.nodes()}
    hits = [h.node_id for h in index.search("muon lifetime", mode="sparse", top_k=2)]
    index.close()
    with MuonIndex.open(config=index.config, embed_model=embed_model) as again:
        assert len(again.sparse._raw) == len(expected) and not again.sparse._records  # nothing parsed by opening
        assert [h.node_id for h in again.search("muon lifetime", mode="sparse", top_k=2)] == hits
        assert set(again.sparse._records) == set(hits) != set(expected)  # only the results were read
        assert len(again.sparse._raw) == len(expected)  # and no LlamaIndex node was made
        retrieved = again.sparse_retriever(5).retrieve("muon lifetime")  # the LlamaIndex retriever makes nodes
        assert {h.node.node_id for h in retrieved} == set(expected) - set(again.sparse._raw)
        assert {n.node_id: (n.text, n.metadata) for n in again.sparse.nodes()} == expected


def test_the_bm25_matrix_scores_as_bm25s_does():
    import bm25s

    rng = random.Random(0)
    vocab = [f"w{i}" for i in range(300)]
    corpus = [[rng.choice(vocab) for _ in range(rng.randint(1, 40))] for _ in range(500)]
    reference = bm25s.BM25(k1=1.5, b=0.75)
    reference.index(corpus, show_progress=False)
    ours = BM25Matrix.build(corpus, 1.5, 0.75)
    for _ in range(50):
        query = [rng.choice(vocab + ["unseen"]) for _ in range(rng.randint(1, 6))]
        known = [t for t in query if t in reference.vocab_dict]
        expected = reference.get_scores(known) if known else np.zeros(500)
        assert np.allclose(ours.scores(query), expected, atol=1e-5)


def test_the_hnsw_setting_reaches_the_shard(open_index, small_corpus):
    index = open_index(hnsw_ef=300)
    index.add(small_corpus)
    assert index.vector_store.hnsw_ef == 300
    assert index.search("tungsten nozzle", mode="dense", top_k=1)[0].doc_id == "nozzle.md"
