"""The dense side of an index: the vectors protocol, its Qdrant server implementation, and opening.

Two kinds, recorded in the manifest's ``vector_store.kind``:

``edge``
    A Qdrant Edge shard in ``<index>/qdrant`` (:class:`~muonrag.index.edge_shard.EdgeShard`):
    Qdrant's engine in-process, HNSW above a few thousand vectors. The default.
``server``
    A collection on a Qdrant server (``qdrant_url``), through ``qdrant-client``
    (:class:`ServerVectors`), for many machines or many writers.

Both implement :class:`Vectors`. A shard allows one process at a time, so a
read-only open searches a private copy taken as it opens, and never holds the
index's lock.
"""

from __future__ import annotations

import logging
import shutil
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterator, Optional, Protocol, Sequence

from muonrag.config import Config
from muonrag.errors import MuonRAGError

if TYPE_CHECKING:
    from qdrant_client import QdrantClient

log = logging.getLogger(__name__)
QDRANT_DIR = "qdrant"
VECTORS_LOCK = "vectors.lock"
SNAPSHOT_TRIES = 5
BATCH = 1_000


class Vectors(Protocol):
    """What an index needs of a vector store: write by chunk, delete by chunk or document, search,
    and enough to check it against the other store (count, ids) or rebuild that store (chunks)."""

    collection: str

    def search(self, vector: Sequence[float], top_k: int) -> tuple[list[str], list[float]]:
        """Ids and cosine similarities of the ``top_k`` nearest vectors, best first."""

    def add_vectors(self, ids: Sequence[str], vectors: Any, payloads: Optional[Sequence[dict]] = None) -> None:
        """Write vectors (a 2-D array or a list of lists) under ``ids`` (upserting), each with its
        payload (:func:`~muonrag.core.nodes.chunk_payload`)."""

    def delete_nodes(self, node_ids: Sequence[str]) -> None:
        """Delete vectors by chunk id."""

    def delete(self, doc_id: str) -> None:
        """Delete every vector of a document."""

    def optimize(self) -> None:
        """Build what searches need after a write (the HNSW graph)."""

    def count(self) -> int:
        """Vectors held."""

    def ids(self) -> set[str]:
        """The id of every vector."""

    def chunks(self) -> Iterator[tuple[str, str, dict]]:
        """``(id, text, metadata)`` of every chunk, from the payload."""

    @property
    def closed(self) -> bool:
        """Whether :meth:`close` was called."""

    def close(self) -> None:
        """Release the store (and its lock)."""


class ServerVectors:
    """A collection on a Qdrant server through ``qdrant-client``; the same protocol as the Edge shard.

    Args:
        client: the connected client (closed by :meth:`close`).
        collection: the collection name (created with the first vectors).
        hnsw_ef: HNSW candidates examined per search (at least 2.5 per hit asked for).
    """

    def __init__(self, client: "QdrantClient", collection: str, hnsw_ef: int = 128):
        self.client: Optional["QdrantClient"] = client
        self.collection = collection
        self.hnsw_ef = hnsw_ef

    def exists(self) -> bool:
        return self.client.collection_exists(self.collection)

    # writes --------------------------------------------------------------------------
    def add_vectors(self, ids: Sequence[str], vectors: Any, payloads: Optional[Sequence[dict]] = None) -> None:
        from qdrant_client import models

        if not len(ids):
            return
        if not self.exists():
            self.client.create_collection(self.collection, vectors_config=models.VectorParams(
                size=len(vectors[0]), distance=models.Distance.COSINE))
            self.client.create_payload_index(self.collection, "doc_id", models.PayloadSchemaType.KEYWORD)
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

    def _scroll(self, with_payload: bool) -> Iterator[Any]:
        if not self.exists():
            return
        offset = None
        while True:
            points, offset = self.client.scroll(self.collection, limit=5_000, offset=offset, with_payload=with_payload,
                                                with_vectors=False)
            yield from points
            if offset is None:
                return

    @property
    def closed(self) -> bool:
        return self.client is None

    def close(self) -> None:
        if self.client is not None:
            self.client.close()
            self.client = None


def open_vectors(config: Config, path: Path, kind: str, collection: str, read_only: bool) -> tuple[Vectors, Optional[Path]]:
    """The vectors of the index at ``path``, and the private copy a reader searches (to delete on close).

    Raises:
        IndexLockedError: another process holds the shard (never with ``read_only``).
        IndexCorruptError: the shard cannot be read.
    """
    if kind == "server":
        return ServerVectors(connect_server(config), collection, hnsw_ef=config.hnsw_ef), None
    from muonrag.index.edge_shard import EdgeShard

    storage = path / QDRANT_DIR
    copy = None
    if read_only and storage.is_dir():
        copy = Path(tempfile.mkdtemp(prefix="muonrag-readonly-")) / QDRANT_DIR
        try:
            snapshot(storage, copy, path / VECTORS_LOCK)
        except BaseException:
            shutil.rmtree(copy.parent, ignore_errors=True)
            raise
        log.debug("searching a snapshot of the vectors of %s in %s", path, copy)
    try:
        lock = (copy.parent if copy is not None else path) / VECTORS_LOCK
        return EdgeShard(copy or storage, lock_path=lock, hnsw_ef=config.hnsw_ef, origin=storage), copy
    except BaseException:
        if copy is not None:
            shutil.rmtree(copy.parent, ignore_errors=True)
        raise


def snapshot(storage: Path, copy: Path, lock_path: Path) -> None:
    """Copy a Qdrant Edge shard for a reader, consistently even while a writer is changing it.

    The copy is made under the index's vectors lock, which the shard's writer
    holds around every change and its flush, so the copy falls between two
    changes and its segments hold every change: the write-ahead log is left
    behind, and the holes of the engine's preallocated files stay holes. When
    this user cannot create that lock (an index they may only read), no writer
    of theirs can be running and the copy is made without it.
    """
    from filelock import FileLock

    try:
        lock = FileLock(str(lock_path), timeout=120)
        lock.acquire()
    except OSError:
        lock = None
    try:
        for attempt in range(SNAPSHOT_TRIES):
            try:  # the engine's temporary ".atomicwrite" files are half-written by definition: left out
                shutil.copytree(storage, copy, ignore=shutil.ignore_patterns("wal", ".atomicwrite*"),
                                copy_function=_copy_sparse)
                return
            except shutil.Error:  # a file vanished under the copy (an engine outside muonrag's lock): again
                shutil.rmtree(copy, ignore_errors=True)
                if attempt == SNAPSHOT_TRIES - 1:
                    raise
                time.sleep(0.05)
    finally:
        if lock is not None:
            lock.release()


def _copy_sparse(source: str, target: str, block: int = 1 << 16) -> None:
    """Copy a file, seeking over blocks of zeros instead of writing them."""
    with open(source, "rb") as src, open(target, "wb") as dst:
        while data := src.read(block):
            if data.count(0) == len(data):
                dst.seek(len(data), 1)
            else:
                dst.write(data)
        dst.truncate()


def connect_server(config: Config) -> "QdrantClient":
    """A client of the configured Qdrant server."""
    from qdrant_client import QdrantClient

    try:
        return QdrantClient(url=config.qdrant_url, api_key=config.qdrant_api_key, timeout=30)
    except Exception as exc:  # qdrant raises several transport errors
        raise MuonRAGError(f"cannot connect to the Qdrant server at {config.qdrant_url}: {exc}") from None
