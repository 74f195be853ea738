"""The dense side of an index: the vectors protocol, and opening the store that implements it.

Two kinds, recorded in the manifest's ``vector_store.kind``:

``edge``
    A Qdrant Edge shard in ``<index>/qdrant`` (:class:`~muonrag.index.edge_shard.EdgeShard`):
    Qdrant's engine in-process, HNSW above a few thousand vectors. The default.
``server``
    A collection on a Qdrant server (``qdrant_url``), through ``qdrant-client``
    (:class:`~muonrag.index.server.ServerVectors`), for many machines or many writers.

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
from typing import Any, Iterator, Optional, Protocol, Sequence

from muonrag.config import Config
from muonrag.index.server import ServerVectors, connect_server

__all__ = ["Vectors", "ServerVectors", "open_vectors", "snapshot"]

log = logging.getLogger(__name__)
QDRANT_DIR = "qdrant"
VECTORS_LOCK = "vectors.lock"
SNAPSHOT_TRIES = 5


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

    def vectors(self) -> Iterator[tuple[str, list[float]]]:
        """``(id, vector)`` of every chunk, to copy the vectors to another store."""

    @property
    def closed(self) -> bool:
        """Whether :meth:`close` was called."""

    def close(self) -> None:
        """Release the store (and its lock)."""


def open_vectors(config: Config, path: Path, kind: str, collection: str, read_only: bool) -> tuple[Vectors, Optional[Path]]:
    """The vectors of the index at ``path``, and the private copy a reader searches (to delete on close).

    Raises:
        IndexLockedError: another process holds the shard (never with ``read_only``).
        IndexCorruptError: the shard cannot be read.
    """
    if kind == "server":
        return ServerVectors(connect_server(config), collection, hnsw_ef=config.hnsw_ef, shards=config.qdrant_shards,
                             replicas=config.qdrant_replicas), None
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
