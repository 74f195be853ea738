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


def connect_server(config: Config) -> "GuardedClient":
    """A client of the configured Qdrant server, once the server has said it is a Qdrant muonrag can use.

    Raises:
        VectorServerError: nothing answers at ``qdrant_url``, it does not answer within
            ``qdrant_timeout``, it refuses ``qdrant_api_key``, or it is not a Qdrant server of
            version 1.10 or later.
    """
    import httpx
    from qdrant_client import QdrantClient

    url = check_url(config.qdrant_url).rstrip("/")
    timeout = config.qdrant_timeout
    headers = {"api-key": config.qdrant_api_key} if config.qdrant_api_key else {}
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
                                    + ("its API key is not qdrant_api_key" if config.qdrant_api_key else
                                       "it needs an API key; set qdrant_api_key (or MUONRAG_QDRANT_API_KEY)"))
        if response.status_code != 200:
            raise VectorServerError(f"{url} answered HTTP {response.status_code} to {response.request.url.path}: "
                                    f"{_excerpt(response.text)}; is it a Qdrant server?")
    _check_identity(url, about)
    return GuardedClient(QdrantClient(url=url, api_key=config.qdrant_api_key, timeout=max(1, round(timeout)),
                                      check_compatibility=False), url)


def _check_identity(url: str, about: Any) -> None:
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


class GuardedClient:
    """A ``QdrantClient`` whose every call turns a failure into :class:`~muonrag.errors.VectorServerError`.

    Args:
        client: the client (a server's, or qdrant-client's local mode, which speaks the same API).
        where: how messages name the server (its URL).
    """

    def __init__(self, client: "QdrantClient", where: str):
        self.client = client
        self.where = where

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
    """

    def __init__(self, client: Any, collection: str, hnsw_ef: int = 500, shards: Optional[int] = None,
                 replicas: Optional[int] = None):
        self.client: Optional[GuardedClient] = client if isinstance(client, GuardedClient) else GuardedClient(
            client, getattr(client, "location", None) or "(local mode)")
        self.collection = collection
        self.hnsw_ef = hnsw_ef
        self.shards = shards
        self.replicas = replicas
        self._size: Optional[int] = None

    def exists(self) -> bool:
        return self.client.collection_exists(self.collection)

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
    def add_vectors(self, ids: Sequence[str], vectors: Any, payloads: Optional[Sequence[dict]] = None) -> None:
        from qdrant_client import models

        if not len(ids):
            return
        if self.exists():
            self._check_size(len(vectors[0]))
        else:
            self.client.create_collection(self.collection, vectors_config=models.VectorParams(
                size=len(vectors[0]), distance=models.Distance.COSINE), shard_number=self.shards,
                replication_factor=self.replicas)
            self.client.create_payload_index(self.collection, "doc_id", models.PayloadSchemaType.KEYWORD)
            self._size = len(vectors[0])
        for start in range(0, len(ids), BATCH):
            rows = vectors[start:start + BATCH]
            rows = rows.tolist() if hasattr(rows, "tolist") else rows
            points = [models.PointStruct(id=i, vector=list(v), payload=(payloads[start + k] if payloads else {}))
                      for k, (i, v) in enumerate(zip(ids[start:start + BATCH], rows))]
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
        for point in self._scroll(with_payload=False, with_vectors=True):
            yield str(point.id), list(point.vector)

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
