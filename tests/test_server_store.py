"""A Qdrant server that is down, slow, not Qdrant, too old, locked by a key, failing, or holding another
model's vectors: a clear error naming it, within the timeout, never a traceback or a hang.

There is no Qdrant server binary here. The failures are real sockets answering as those servers would
(their REST root, their error bodies); the collection checks run on qdrant-client's local mode, which
speaks the server's API.
"""

from __future__ import annotations

import json
import socket
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import numpy as np
import pytest

from muonrag import Config
from muonrag.cli import EXIT_ERROR, main
from muonrag.errors import ConfigError, IndexMismatchError, VectorServerError
from muonrag.index.server import ServerVectors, connect_server

QDRANT_ROOT = {"title": "qdrant - vector search engine", "version": "1.12.4", "commit": "abc"}


class FakeQdrant(BaseHTTPRequestHandler):
    """Answers the REST root as a Qdrant of ``root`` would, and every other path as ``routes`` says."""

    root: object = QDRANT_ROOT
    routes: dict = {}
    default: tuple = (200, {"result": {"collections": []}, "status": "ok", "time": 0.0})

    def _answer(self) -> None:
        status, body = (200, self.root) if self.path == "/" else self.routes.get(self.path.split("?")[0], self.default)
        data = body.encode() if isinstance(body, str) else json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "text/html" if isinstance(body, str) else "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    do_GET = do_POST = do_PUT = do_DELETE = _answer

    def log_message(self, *args) -> None:
        pass


@pytest.fixture
def fake_qdrant():
    servers = []

    def start(**behaviour) -> str:
        handler = type("Handler", (FakeQdrant,), behaviour)
        server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        servers.append(server)
        return f"http://127.0.0.1:{server.server_address[1]}"

    yield start
    for server in servers:
        server.shutdown()
        server.server_close()


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_a_url_without_scheme_is_refused_with_what_it_should_be():
    with pytest.raises(ConfigError, match=r"did you mean 'http://localhost:6333'"):
        Config(qdrant_url="localhost:6333")
    with pytest.raises(ConfigError, match="qdrant_timeout"):
        Config(qdrant_url="http://localhost:6333", qdrant_timeout=0)


def test_nothing_listening_is_named_at_once():
    url = f"http://127.0.0.1:{free_port()}"
    with pytest.raises(VectorServerError, match=rf"cannot reach a Qdrant server at {url}.*Is it running") as refused:
        connect_server(Config(qdrant_url=url))
    # named as a refused connection, not waited out until qdrant_timeout (that says "did not answer within")
    assert "did not answer" not in str(refused.value)


def test_a_server_that_never_answers_is_given_up_after_the_timeout():
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(8)  # accepts connections (the kernel does), never reads or answers
    try:
        url = f"http://127.0.0.1:{listener.getsockname()[1]}"
        started = time.perf_counter()
        with pytest.raises(VectorServerError, match=r"did not answer within 1 s \(qdrant_timeout\)"):
            connect_server(Config(qdrant_url=url, qdrant_timeout=1.0))
        # the timeout is the behaviour: it fired (the message), and once, not once per retry (a bound of 20 timeouts)
        assert time.perf_counter() - started < 20
    finally:
        listener.close()


@pytest.mark.parametrize("root, message", [
    ("<html><body>Welcome to nginx!</body></html>", r"does not look like a Qdrant server .*Welcome to nginx"),
    ({"status": "ok"}, r"does not look like a Qdrant server"),
    ({"title": "qdrant - vector search engine", "version": "1.7.4"}, r"is version 1\.7\.4; muonrag needs 1\.10 or later"),
])
def test_what_answers_must_be_a_qdrant_of_a_usable_version(fake_qdrant, root, message):
    with pytest.raises(VectorServerError, match=message):
        connect_server(Config(qdrant_url=fake_qdrant(root=root)))


def test_a_refused_api_key_is_named_as_such(fake_qdrant):
    url = fake_qdrant(routes={"/collections": (401, {"status": {"error": "Must provide an API key"}})})
    with pytest.raises(VectorServerError, match=r"needs an API key; set qdrant_api_key"):
        connect_server(Config(qdrant_url=url))
    with pytest.raises(VectorServerError, match=r"its API key is not qdrant_api_key"):
        connect_server(Config(qdrant_url=url, qdrant_api_key="wrong"))


def test_a_server_failing_mid_ingestion_is_an_error_naming_it_not_a_traceback(fake_qdrant, small_corpus, tmp_path, capsys):
    url = fake_qdrant(default=(500, {"status": {"error": "Service internal error: No space left on device"}, "time": 0.0}),
                      routes={"/collections": (200, {"result": {"collections": []}, "status": "ok", "time": 0.0})})
    code = main(["ingest", str(small_corpus), "--index", str(tmp_path / "idx"), "--qdrant-url", url])
    err = capsys.readouterr().err
    assert code == EXIT_ERROR
    assert f"the Qdrant server at {url} failed" in err and "HTTP 500" in err and "No space left on device" in err
    assert "Traceback" not in err


def test_a_collection_of_another_models_vectors_is_refused_and_rewriting_makes_no_duplicates():
    from qdrant_client import QdrantClient

    client = QdrantClient(":memory:")
    rng = np.random.default_rng(0)
    ids = [f"00000000-0000-0000-0000-{i:012d}" for i in range(50)]
    payloads = [{"doc_id": f"doc{i % 5}", "text": f"chunk {i}", "metadata": {"doc_id": f"doc{i % 5}"}} for i in range(50)]
    first = ServerVectors(client, "shared")
    first.add_vectors(ids, rng.normal(size=(50, 16)), payloads)
    first.add_vectors(ids[:30], rng.normal(size=(30, 16)), payloads[:30])  # an interrupted ingestion run again
    assert first.count() == 50 and first.ids() == set(ids)
    other = ServerVectors(client, "shared")  # an index whose model makes 8 dimensions, on the same collection
    with pytest.raises(IndexMismatchError, match=r"'shared' .* holds vectors of size 16, and this index's embedding model "
                                                 r"makes 8"):
        other.add_vectors(["00000000-0000-0000-0000-000000000999"], rng.normal(size=(1, 8)), payloads[:1])
    with pytest.raises(IndexMismatchError, match="size 16"):
        other.search(list(rng.normal(size=8)), 5)
    assert first.count() == 50
    first.close()


@pytest.mark.slow
def test_vectors_on_a_server_give_the_embedded_index_s_top_10_on_the_demo_benchmark(demo_index_dir, embed_model, tmp_path,
                                                                                    monkeypatch):
    """The same ingestion with its vectors and BM25 on a Qdrant server (qdrant-client's local mode, persisted
    in a directory, standing in for the server the URL names) ranks every demo benchmark question as the
    embedded index does, dense, BM25 and fused, also when the server fuses, and takes a document out of
    both stores alike."""
    from qdrant_client import QdrantClient

    from muonrag import MuonIndex
    from muonrag.data import demo_benchmark_path, demo_corpus_path
    from muonrag.evaluate.dataset import Dataset
    from muonrag.index import vectors
    from muonrag.index.server import GuardedClient, ServerBM25
    from muonrag.retrieve.plan import FusionPlan

    monkeypatch.setattr(vectors, "connect_server",
                        lambda config: GuardedClient(QdrantClient(path=str(tmp_path / "qdrant-server")), config.index.qdrant_url))
    server = MuonIndex.open(config=Config(index_path=tmp_path / "on-server", qdrant_url="http://qdrant.example:6333"),
                            create=True, embed_model=embed_model)
    embedded = MuonIndex.open(config=Config(index_path=demo_index_dir), read_only=True, embed_model=embed_model)
    try:
        server.add(demo_corpus_path())
        info = server.info()
        assert info["vector_store"]["kind"] == "server" and info["vectors"] == info["chunks"] > 100
        questions = [q.text for q in Dataset.load(demo_benchmark_path()).select()]
        assert len(questions) > 50
        assert isinstance(server.engine.lexical, ServerBM25)  # BM25 searched on the server's sparse vectors
        for question in questions:
            for mode in ("sparse", "dense", "hybrid"):
                assert [r.node_id for r in server.search(question, top_k=10, mode=mode)] == \
                       [r.node_id for r in embedded.search(question, top_k=10, mode=mode)], (mode, question)
        # plans a server fuses itself, in one request: the same hits and fused scores as fused here
        # (not re-ranked: the scores compared are the fusion's own; a re-ranked search starts from the same fused list)
        for plan in (FusionPlan(method="rrf", w_dense=1, w_sparse=1, k=60, rerank=False),
                     FusionPlan(method="score", w_dense=1, w_sparse=1, rerank=False)):
            server.plan = embedded.plan = plan
            assert plan.server_fusion
            for question in questions:
                here = embedded.search(question, top_k=10)
                there = server.search(question, top_k=10)
                assert all(not r.ranks for r in there)  # fused on the server: no client-side lists
                # the same ten (their order differs only where a list holds ties, which Qdrant breaks its own way)
                assert {r.node_id for r in there} == {r.node_id for r in here}, (plan.name, question)
                assert abs(there[0].score / 2 - here[0].score) < 1e-4 * here[0].score  # equal weights are 0.5 each here
        gone = sorted(server.documents())[0]
        assert server.remove([gone]) == [gone]
        after = server.info()
        assert gone not in server.documents() and after["vectors"] == after["chunks"] < info["chunks"]
    finally:
        server.close()
        embedded.close()


@pytest.mark.slow
def test_export_to_a_server_and_import_back_search_as_the_original(demo_index_dir, tmp_path, monkeypatch, capsys):
    """``muonrag export`` copies the demo index with its vectors to a server (qdrant-client's local mode,
    persisted in a directory) and ``muonrag import`` copies that back into an embedded index: nothing is
    embedded again, and both copies rank every demo benchmark question as the original does."""
    from qdrant_client import QdrantClient

    from muonrag import MuonIndex
    from muonrag.data import demo_benchmark_path
    from muonrag.evaluate.dataset import Dataset
    from muonrag.index import vectors
    from muonrag.index.server import GuardedClient

    monkeypatch.setattr(vectors, "connect_server",
                        lambda config: GuardedClient(QdrantClient(path=str(tmp_path / "qdrant-server")), config.index.qdrant_url))
    url = "http://qdrant.example:6333"
    assert main(["export", "--index", str(demo_index_dir), "--to", str(tmp_path / "on-server"), "--qdrant-url", url,
                 "--json"]) == 0
    exported = json.loads(capsys.readouterr().out)
    assert exported["vector_store"]["kind"] == "server" and exported["vectors"] == exported["chunks"] > 100
    assert main(["import", "--index", str(tmp_path / "on-server"), "--to", str(tmp_path / "back"), "--json"]) == 0
    imported = json.loads(capsys.readouterr().out)
    assert imported["vector_store"]["kind"] == "edge" and imported["chunks"] == exported["chunks"]
    assert main(["import", "--index", str(tmp_path / "on-server"), "--to", str(tmp_path / "back")]) == EXIT_ERROR
    assert "exists and is not an empty directory" in capsys.readouterr().err  # never over another index
    assert main(["export", "--index", str(demo_index_dir), "--to", str(tmp_path / "nowhere")]) == EXIT_ERROR
    assert "--qdrant-url" in capsys.readouterr().err

    questions = [q.text for q in Dataset.load(demo_benchmark_path()).select()]
    rankings = []
    for path, qdrant_url in ((demo_index_dir, None), (tmp_path / "on-server", url), (tmp_path / "back", None)):
        with MuonIndex.open(config=Config(index_path=path, qdrant_url=qdrant_url), read_only=True) as index:
            assert len(index.documents()) == exported["documents"]
            rankings.append([[r.node_id for r in index.search(q, top_k=10)] for q in questions])
    assert rankings[1] == rankings[0] and rankings[2] == rankings[0]


def test_bm25_as_sparse_vectors_scores_every_chunk_as_bm25_does():
    """A chunk's sparse vector dotted with a query's is its BM25 score, with the idf of the index's own
    statistics: what a server computes from them does not depend on how it shards the chunks."""
    from muonrag.index.bm25 import BM25Index

    texts = ["muon collider beam induced background in the vertex detector",
             "tungsten nozzles shield the detector from the beam induced background",
             "ionization cooling reduces the emittance of the muon beam",
             "the Higgs self coupling at a 10 TeV muon collider", "background background background muon"]
    bm25 = BM25Index.build([f"id{i}" for i in range(len(texts))], texts)
    documents = bm25.sparse_documents(texts)
    for query in ("beam induced background", "muon muon collider", "emittance", "nothing matches this"):
        indices, values = bm25.sparse_query(query)
        weights = dict(zip(indices, values))
        dots = [sum(weights.get(i, 0.0) * v for i, v in zip(*document)) for document in documents]
        assert np.allclose(dots, bm25.scores(query), rtol=1e-5, atol=1e-6), query
    assert bm25.sparse_query("nothing matches this") == ([], [])


def test_a_collection_without_bm25_is_searched_with_the_index_s_own():
    from qdrant_client import QdrantClient

    client = QdrantClient(":memory:")
    rng = np.random.default_rng(1)
    ids = [f"00000000-0000-0000-0000-{i:012d}" for i in range(20)]
    plain = ServerVectors(client, "plain", bm25=False)
    plain.add_vectors(ids, rng.normal(size=(20, 8)), sparse=[([1, 2], [0.5, 0.5])] * 20)
    assert not plain.keeps_bm25 and plain.sparse_search([1], [1.0], 5) == ([], [])
    kept = ServerVectors(client, "kept")
    kept.add_vectors(ids, rng.normal(size=(20, 8)), sparse=[([i, 1000 + i % 3], [1.0, 0.5]) for i in range(20)])
    assert ServerVectors(client, "kept").keeps_bm25
    found, scores = kept.sparse_search([1000], [2.0], 10)
    assert set(found) == {ids[i] for i in range(20) if i % 3 == 0} and scores == [1.0] * len(found)
    assert sorted(i for i, _ in kept.vectors()) == sorted(ids)  # dense vectors still copied out alone
    assert all(len(v) == 8 for _, v in kept.vectors())


def test_a_server_too_old_for_a_fusion_has_it_computed_here():
    from qdrant_client import QdrantClient

    from muonrag.index.server import GuardedClient, ServerBM25

    store = ServerVectors(GuardedClient(QdrantClient(":memory:"), "http://old.example:6333", (1, 12)), "c")
    assert store.can_fuse("dbsf") and not store.can_fuse("rrf")  # parametrized RRF came with Qdrant 1.16
    assert ServerBM25(store, None, None).fused([0.0], "q", 10, 10, "rrf", 60) is None
    assert ServerVectors(GuardedClient(QdrantClient(":memory:"), "local", None), "c").can_fuse("rrf")
