"""The dense vectors on a Qdrant server: connecting, checking what answers, and every call bounded.

A server is another machine's process, so everything that can go wrong with one is named in
the error a user sees, with what to do: an address that is not a URL, nothing listening, a
server that does not answer within ``qdrant_timeout``, a key it refuses, something that is not
Qdrant or a Qdrant too old for the Query API, a collection whose vectors have another size.
:func:`connect_server` asks the server who it is before anything else is sent; every later call
goes through :class:`GuardedClient`, which turns transport and HTTP failures into
:class:`~muonrag.errors.VectorServerError` naming the server and the operation, never a hang
(every request carries the timeout) and never a raw traceback.

Point ids are the chunks' ids (deterministic, from the document and its content), so writing
the same chunks again after an interrupted ingestion overwrites them: no duplicates.

A collection this store creates holds, beside each chunk's dense vector and its record (the
payload), the chunk's BM25 term weights as a sparse vector named ``bm25``
(:meth:`~muonrag.index.bm25.BM25Index.sparse_documents`), so BM25 is searched on the server
too (:class:`ServerBM25`). The idf of a query's terms comes from the index's own term
statistics, not from the server's IDF modifier: Qdrant computes that per shard, and the index
counts every chunk, so the scores are BM25's over the whole collection however it is sharded.
A hybrid whose fusion Qdrant computes the same way (RRF of equal weights, DBSF of equal
weights) is fused on the server in one request (:meth:`ServerVectors.fused`); any other plan
is fused here, from both lists fetched in one request.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any, Iterator, Optional, Sequence

from muonrag.config import Config, check_url
from muonrag.errors import IndexMismatchError, MuonRAGError, VectorServerError

if TYPE_CHECKING:
    from qdrant_client import QdrantClient

#: The oldest server with the Query API (``query_points``), which searches use.
MIN_SERVER_VERSION = (1, 10)
BATCH = 1_000
#: The name of the sparse vector that holds a chunk's BM25 term weights.
SPARSE = "bm25"
#: The first server version with each fusion muonrag asks of it: DBSF, and RRF with its own K.
FUSION_SINCE = {"dbsf": (1, 11), "rrf": (1, 16)}
#: Payload fields searches filter on, indexed as keywords when the collection is created.
KEYWORDS = ("doc_id", "metadata.section")


def connect_server(config: Config) -> "GuardedClient":
    """A client of the configured Qdrant server, once the server has said it is a Qdrant muonrag can use.

    Raises:
        VectorServerError: nothing answers at ``qdrant_url``, it does not answer within
            ``qdrant_timeout``, it refuses ``qdrant_api_key``, or it is not a Qdrant server of
            version 1.10 or later.
    """
    import httpx
    from qdrant_client import QdrantClient

    url = check_url(config.index.qdrant_url).rstrip("/")
    timeout = config.index.qdrant_timeout
    headers = {"api-key": config.index.qdrant_api_key} if config.index.qdrant_api_key else {}
    try:
        with httpx.Client(timeout=timeout, headers=headers, follow_redirects=False) as http:
            about = http.get(url + "/")
            listing = http.get(url + "/collections") if about.status_code == 200 else about
    except httpx.TimeoutException:
        raise VectorServerError(f"the Qdrant server at {url} did not answer within {timeout:g} s (qdrant_timeout); "
                                "is it overloaded, or is the address a firewall drops?") from None
    except httpx.HTTPError as exc:
        raise VectorServerError(f"cannot reach a Qdrant server at {url}: {_reason(exc)}. Is it running? (`docker compose "
                                "-f examples/qdrant/docker-compose.yml up -d` starts one; unset qdrant_url to keep the "
                                "vectors in the index directory)") from None
    for response in (about, listing):
        if response.status_code in (401, 403):
            raise VectorServerError(f"the Qdrant server at {url} refused the request (HTTP {response.status_code}): "
                                    + ("its API key is not qdrant_api_key" if config.index.qdrant_api_key else
                                       "it needs an API key; set qdrant_api_key (or MUONRAG_QDRANT_API_KEY)"))
        if response.status_code != 200:
            raise VectorServerError(f"{url} answered HTTP {response.status_code} to {response.request.url.path}: "
                                    f"{_excerpt(response.text)}; is it a Qdrant server?")
    version = _check_identity(url, about)
    return GuardedClient(QdrantClient(url=url, api_key=config.index.qdrant_api_key, timeout=max(1, round(timeout)),
                                      check_compatibility=False), url, version)


def _check_identity(url: str, about: Any) -> tuple[int, int]:
    try:
        info = about.json()
    except ValueError:
        info = None
    version = info.get("version") if isinstance(info, dict) else None
    if not isinstance(version, str) or "qdrant" not in str(info.get("title", "qdrant")).lower():
        raise VectorServerError(f"{url} does not look like a Qdrant server (it answered {_excerpt(about.text)!r}); "
                                "qdrant_url should be its REST address, port 6333 by default")
    try:
        found = tuple(int(part) for part in version.split(".")[:2])
    except ValueError:
        found = ()
    if len(found) < 2 or found < MIN_SERVER_VERSION:
        needed = ".".join(map(str, MIN_SERVER_VERSION))
        raise VectorServerError(f"the Qdrant server at {url} is version {version}; muonrag needs {needed} or later "
                                "(searches use the Query API): upgrade the server")
    return found[0], found[1]


class GuardedClient:
    """A ``QdrantClient`` whose every call turns a failure into :class:`~muonrag.errors.VectorServerError`.

    Args:
        client: the client (a server's, or qdrant-client's local mode, which speaks the same API).
        where: how messages name the server (its URL).
        version: the server's ``(major, minor)`` version, ``None`` when not known (local mode).
    """

    def __init__(self, client: "QdrantClient", where: str, version: Optional[tuple[int, int]] = None):
        self.client = client
        self.where = where
        self.version = version

    def __getattr__(self, name: str) -> Any:
        attribute = getattr(self.client, name)
        if not callable(attribute):
            return attribute

        @functools.wraps(attribute)
        def call(*args: Any, **kwargs: Any) -> Any:
            try:
                return attribute(*args, **kwargs)
            except MuonRAGError:
                raise
            except Exception as exc:  # httpx, qdrant-client and local-mode errors alike: the store failed
                raise VectorServerError(f"the Qdrant server at {self.where} failed {name.replace('_', ' ')}: "
                                        f"{_reason(exc)}") from exc
        return call


def _reason(exc: BaseException) -> str:
    """What went wrong, from the innermost cause that says something."""
    import httpx

    status = getattr(exc, "status_code", None)
    if status is not None:
        content = getattr(exc, "content", b"")
        text = content.decode("utf-8", "replace") if isinstance(content, bytes) else str(content)
        return f"HTTP {status} {_excerpt(text)}".strip()
    seen = exc
    while seen.__cause__ is not None or seen.__context__ is not None:
        seen = seen.__cause__ or seen.__context__
        if isinstance(seen, httpx.TimeoutException):
            return "no answer in time (qdrant_timeout)"
    if isinstance(exc, httpx.TimeoutException):
        return "no answer in time (qdrant_timeout)"
    message = str(seen) or str(exc) or type(exc).__name__
    return message.replace("[Errno 111] ", "")


def _excerpt(text: str, limit: int = 160) -> str:
    text = " ".join((text or "").split())
    return text if len(text) <= limit else text[:limit] + "..."


class ServerVectors:
    """A collection on a Qdrant server through ``qdrant-client``; the same protocol as the Edge shard
    (:class:`~muonrag.index.vectors.Vectors`).

    Args:
        client: the connected client (closed by :meth:`close`); a plain ``QdrantClient`` (local
            mode, in tests) is guarded as it comes.
        collection: the collection name (created with the first vectors).
        hnsw_ef: HNSW candidates examined per search (at least 2.5 per hit asked for).
        shards, replicas: the shard count and replication factor of the collection when this
            store creates it (``None``: the server's defaults); an existing collection keeps its own.
        bm25: create the collection with a sparse vector of BM25 term weights for each chunk
            (a collection created without one, by an older muonrag, is searched with the
            index's own BM25).
    """

    def __init__(self, client: Any, collection: str, hnsw_ef: int = 500, shards: Optional[int] = None,
                 replicas: Optional[int] = None, bm25: bool = True):
        self.client: Optional[GuardedClient] = client if isinstance(client, GuardedClient) else GuardedClient(
            client, getattr(client, "location", None) or "(local mode)")
        self.collection = collection
        self.hnsw_ef = hnsw_ef
        self.shards = shards
        self.replicas = replicas
        self.bm25 = bm25
        self._size: Optional[int] = None
        self._sparse: Optional[bool] = None

    def exists(self) -> bool:
        return self.client.collection_exists(self.collection)

    @property
    def keeps_bm25(self) -> bool:
        """Whether the collection holds BM25 sparse vectors (or will, once this store creates it)."""
        if self._sparse is None:
            if not self.exists():
                return self.bm25
            sparse = self.client.get_collection(self.collection).config.params.sparse_vectors or {}
            self._sparse = SPARSE in sparse
        return self._sparse

    def _check_size(self, size: int) -> None:
        """Refuse vectors of another size than the collection's (another model wrote it)."""
        if self._size is None:
            vectors = self.client.get_collection(self.collection).config.params.vectors
            if isinstance(vectors, dict):
                raise IndexMismatchError(
                    f"the collection {self.collection!r} on {self.client.where} holds named vectors "
                    f"({', '.join(vectors)}): another program wrote it. Set collection to a new name, or delete it.")
            self._size = vectors.size
        if size != self._size:
            raise IndexMismatchError(
                f"the collection {self.collection!r} on {self.client.where} holds vectors of size {self._size}, and "
                f"this index's embedding model makes {size}: another index or model wrote it. Set collection to "
                "another name, or delete that collection to rebuild it from this index.")

    # writes --------------------------------------------------------------------------
    def add_vectors(self, ids: Sequence[str], vectors: Any, payloads: Optional[Sequence[dict]] = None,
                    sparse: Optional[Sequence[tuple[list[int], list[float]]]] = None) -> None:
        """Write (or overwrite) the points ``ids``: dense vectors, payloads, and with ``sparse``, each
        chunk's BM25 term weights (``(indices, values)``) where the collection keeps them."""
        from qdrant_client import models

        if not len(ids):
            return
        if self.exists():
            self._check_size(len(vectors[0]))
        else:
            self.client.create_collection(
                self.collection, vectors_config=models.VectorParams(size=len(vectors[0]), distance=models.Distance.COSINE),
                sparse_vectors_config={SPARSE: models.SparseVectorParams()} if self.bm25 else None,
                shard_number=self.shards, replication_factor=self.replicas)
            for field in KEYWORDS:
                self.client.create_payload_index(self.collection, field, models.PayloadSchemaType.KEYWORD)
            self._size, self._sparse = len(vectors[0]), self.bm25
        with_sparse = sparse is not None and self.keeps_bm25
        for start in range(0, len(ids), BATCH):
            rows = vectors[start:start + BATCH]
            rows = rows.tolist() if hasattr(rows, "tolist") else rows
            points = []
            for k, (i, v) in enumerate(zip(ids[start:start + BATCH], rows)):
                vector: Any = list(v)
                if with_sparse:
                    indices, values = sparse[start + k]
                    vector = {"": vector, SPARSE: models.SparseVector(indices=list(indices), values=list(values))}
                points.append(models.PointStruct(id=i, vector=vector, payload=(payloads[start + k] if payloads else {})))
            self.client.upsert(self.collection, points=points, wait=True)

    def delete_nodes(self, node_ids: Sequence[str]) -> None:
        from qdrant_client import models

        if node_ids and self.exists():
            for start in range(0, len(node_ids), BATCH):
                self.client.delete(self.collection, models.PointIdsList(points=list(node_ids[start:start + BATCH])), wait=True)

    def delete(self, doc_id: str) -> None:
        from qdrant_client import models

        if self.exists():
            condition = models.Filter(must=[models.FieldCondition(key="doc_id", match=models.MatchValue(value=doc_id))])
            self.client.delete(self.collection, models.FilterSelector(filter=condition), wait=True)

    def optimize(self) -> None:
        """Nothing to do: a server builds its indexes by itself."""

    # reads ---------------------------------------------------------------------------
    def search(self, vector: Sequence[float], top_k: int) -> tuple[list[str], list[float]]:
        from qdrant_client import models

        if not self.exists():
            return [], []
        self._check_size(len(vector))
        params = models.SearchParams(hnsw_ef=max(self.hnsw_ef, 5 * top_k // 2))
        hits = self.client.query_points(self.collection, query=list(vector), limit=top_k, with_payload=False,
                                        search_params=params).points
        return [str(h.id) for h in hits], [float(h.score) for h in hits]

    def sparse_search(self, indices: Sequence[int], values: Sequence[float], top_k: int) -> tuple[list[str], list[float]]:
        """The ``top_k`` best chunks by the dot product of their BM25 weights with a query's sparse vector."""
        from qdrant_client import models

        if not indices or not self.exists() or not self.keeps_bm25:
            return [], []
        hits = self.client.query_points(self.collection, query=models.SparseVector(indices=list(indices), values=list(values)),
                                        using=SPARSE, limit=top_k, with_payload=False).points
        return [str(h.id) for h in hits], [float(h.score) for h in hits]

    def can_fuse(self, method: str) -> bool:
        """Whether the server computes ``method`` (``"rrf"`` or ``"dbsf"``) itself: its version has it."""
        version = self.client.version
        return method in FUSION_SINCE and (version is None or version >= FUSION_SINCE[method])

    def fused(self, vector: Sequence[float], sparse: tuple[Sequence[int], Sequence[float]], depth: int, limit: int,
              method: str, k: float = 60.0, skip_sections: Sequence[str] = ()) -> tuple[list[str], list[float]]:
        """Dense and BM25 candidates (``depth`` each) fused on the server, in one request (Query API prefetch):
        ``method`` ``"rrf"`` (equal weights, muonrag's ``k``) or ``"dbsf"`` (see :meth:`can_fuse`); chunks whose
        section is one of ``skip_sections`` are left out of both lists."""
        from qdrant_client import models

        if not self.exists():
            return [], []
        self._check_size(len(vector))
        where = models.Filter(must_not=[models.FieldCondition(
            key="metadata.section", match=models.MatchAny(any=list(skip_sections)))]) if skip_sections else None
        indices, values = sparse
        prefetch = [models.Prefetch(query=list(vector), limit=depth, filter=where,
                                    params=models.SearchParams(hnsw_ef=max(self.hnsw_ef, 5 * depth // 2)))]
        if indices:
            prefetch.append(models.Prefetch(query=models.SparseVector(indices=list(indices), values=list(values)),
                                            using=SPARSE, limit=depth, filter=where))
        # Qdrant's RRF scores rank r (from 1) 1 / (r + k - 1); muonrag's 1 / (r + k)
        query = (models.RrfQuery(rrf=models.Rrf(k=int(round(k)) + 1)) if method == "rrf"
                 else models.FusionQuery(fusion=models.Fusion.DBSF))
        hits = self.client.query_points(self.collection, prefetch=prefetch, query=query, limit=limit,
                                        with_payload=False).points
        return [str(h.id) for h in hits], [float(h.score) for h in hits]

    def count(self) -> int:
        return self.client.count(self.collection, exact=True).count if self.exists() else 0

    def ids(self) -> set[str]:
        return {str(point.id) for point in self._scroll(with_payload=False)}

    def chunks(self) -> Iterator[tuple[str, str, dict]]:
        for point in self._scroll(with_payload=True):
            payload = point.payload or {}
            if isinstance(payload.get("text"), str) and isinstance(payload.get("metadata"), dict):
                yield str(point.id), payload["text"], payload["metadata"]

    def vectors(self) -> Iterator[tuple[str, list[float]]]:
        """``(id, vector)`` of every chunk (unit length: cosine distance stores them normalised)."""
        for point in self._scroll(with_payload=False, with_vectors=[""] if self.keeps_bm25 else True):
            vector = point.vector
            yield str(point.id), list(vector[""] if isinstance(vector, dict) else vector)

    def _scroll(self, with_payload: bool, with_vectors: bool = False) -> Iterator[Any]:
        if not self.exists():
            return
        offset = None
        while True:
            points, offset = self.client.scroll(self.collection, limit=1_000, offset=offset, with_payload=with_payload,
                                                with_vectors=with_vectors)
            yield from points
            if offset is None:
                return

    @property
    def closed(self) -> bool:
        return self.client is None

    def close(self) -> None:
        if self.client is not None:
            try:
                self.client.close()
            except MuonRAGError:
                pass  # closing a connection to a server that went away: nothing left to release
            self.client = None


class ServerBM25:
    """BM25 searched on the server's sparse vectors (:meth:`ServerVectors.sparse_search`), with the idf of
    the index's own term statistics: the engine's lexical side (:class:`~muonrag.retrieve.engine.LexicalSearch`)
    when the collection keeps BM25.

    Args:
        vectors: the server store.
        statistics: the index's BM25, whose tokenizer and document frequencies make a query's sparse vector.
        chunks: the chunk catalogue; a hit it does not hold yet (written after this process opened
            the index) is left out, as a dense hit is.
    """

    def __init__(self, vectors: ServerVectors, statistics: Any, chunks: Any):
        self.vectors = vectors
        self.statistics = statistics
        self.chunks = chunks

    def top(self, query: str, k: int, exclude: Optional[Any] = None) -> list[tuple[str, float]]:
        """The ``k`` best ``(node_id, score)``; rows where ``exclude`` is true are left out, the server asked
        as much deeper as they are many (at most ``k`` more, then four times as deep until ``k`` pass)."""
        indices, values = self.statistics.sparse_query(query)
        if not indices:
            return []
        left_out = int(exclude.sum()) if exclude is not None else 0
        ask = k + min(left_out, k)
        while True:
            ids, scores = self.vectors.sparse_search(indices, values, ask)
            hits = []
            for node_id, score in zip(ids, scores):
                row = self.chunks.position(node_id)
                if row is not None and (exclude is None or row >= len(exclude) or not exclude[row]):
                    hits.append((node_id, score))
            if len(hits) >= k or len(ids) < ask or ask >= k + left_out:
                hits.sort(key=lambda hit: (-round(hit[1], 5), hit[0]))  # ties by node id, as the index's BM25 breaks them
                return hits[:k]
            ask = min(k + left_out, 4 * ask)

    def fused(self, vector: Any, query: str, depth: int, limit: int, method: str, k: float,
              skip_sections: Sequence[str] = ()) -> Optional[list[tuple[str, float]]]:
        """``(node_id, fused score)`` of the hybrid fused on the server (:meth:`ServerVectors.fused`), best first,
        less hits the chunk catalogue does not hold yet; ``None`` when the server cannot compute ``method``
        (an older version), to fuse here."""
        if not self.vectors.can_fuse(method):
            return None
        ids, scores = self.vectors.fused(vector, self.statistics.sparse_query(query), depth, limit, method, k, skip_sections)
        return [(node_id, score) for node_id, score in zip(ids, scores) if self.chunks.position(node_id) is not None]
