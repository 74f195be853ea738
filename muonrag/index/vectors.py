"""The dense side of an index: the vectors protocol, and opening the store that implements it.

Two kinds, recorded in the manifest's ``vector_store.kind``:

``edge``
    A Qdrant Edge shard in ``<index>/qdrant`` (:class:`~muonrag.index.edge_shard.EdgeShard`):
    Qdrant's engine in-process, HNSW above a few thousand vectors. The default.
``server``
    A collection on a Qdrant server (``qdrant_url``), through ``qdrant-client``
    (:class:`~muonrag.index.server.ServerVectors`), for many machines or many writers.

Both implement :class:`Vectors`. A shard allows one process at a time, so a
read-only open searches a private snapshot taken as it opens, and never holds the
index's lock. The snapshot goes into the index's ``readers/`` folder, on the same
file system, so that the large files the engine writes once and never changes
(the vectors, quantized vectors, graph and payload pages of an indexed segment)
are linked into it rather than copied: what is copied is what a write can change
in place (deletion flags, versions, the appendable segment), a few megabytes at a
million chunks.
"""

from __future__ import annotations

import json
import logging
import os
import re
import shutil
import socket
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
READERS_DIR = "readers"
SNAPSHOT_TRIES = 5
#: Files of an indexed (non-appendable) segment that the engine writes once, when it builds the
#: segment, and never changes afterwards (deletions go to separate flag files): a snapshot links them.
WRITTEN_ONCE = re.compile(r"vector_storage/(matrix\.dat|quantized\.data)|vector_index/[^/]+\.bin|id_tracker\.mappings"
                          r"|payload_storage/page_\d+\.dat")


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


def open_vectors(config: Config, path: Path, kind: str, collection: str, read_only: bool,
                 snapshot_in_index: bool = True) -> tuple[Vectors, Optional[Path]]:
    """The vectors of the index at ``path``, and the private copy a reader searches (to delete on close):
    in the index's ``readers/`` with ``snapshot_in_index`` (the index is writable), else in the
    system's temporary folder.

    Raises:
        IndexLockedError: another process holds the shard (never with ``read_only``).
        IndexCorruptError: the shard cannot be read.
    """
    if kind == "server":
        return ServerVectors(connect_server(config), collection, hnsw_ef=config.hnsw_ef, shards=config.qdrant_shards,
                             replicas=config.qdrant_replicas, bm25=config.qdrant_bm25), None
    from muonrag.index.edge_shard import EdgeShard

    storage = path / QDRANT_DIR
    copy = None
    if read_only and storage.is_dir():
        copy = reader_directory(path, in_index=snapshot_in_index) / QDRANT_DIR
        try:
            snapshot(storage, copy, path / VECTORS_LOCK)
        except BaseException:
            shutil.rmtree(copy.parent, ignore_errors=True)
            raise
        log.debug("searching a snapshot of the vectors of %s in %s", path, copy)
    try:
        lock = (copy.parent if copy is not None else path) / VECTORS_LOCK
        return EdgeShard(copy or storage, lock_path=lock, hnsw_ef=config.hnsw_ef, origin=storage,
                         quantization=config.quantization), copy
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
                indexed = _indexed_segments(storage)

                def copy_file(source: str, target: str) -> None:
                    inside = Path(source).relative_to(storage).parts
                    if (len(inside) > 2 and inside[0] == "segments" and inside[1] in indexed
                            and WRITTEN_ONCE.fullmatch("/".join(inside[2:]))):
                        try:
                            os.link(source, target)
                            return
                        except OSError:  # another file system, or links not allowed: copied
                            pass
                    _copy_sparse(source, target)

                shutil.copytree(storage, copy, ignore=shutil.ignore_patterns("wal", ".atomicwrite*"),
                                copy_function=copy_file)
                return
            except shutil.Error:  # a file vanished under the copy (an engine outside muonrag's lock): again
                shutil.rmtree(copy, ignore_errors=True)
                if attempt == SNAPSHOT_TRIES - 1:
                    raise
                time.sleep(0.05)
    finally:
        if lock is not None:
            lock.release()


def reader_directory(path: Path, in_index: bool = True) -> Path:
    """A new folder for a reader's snapshot of the index at ``path``: in the index's ``readers/``
    (the same file system, so that files written once are linked), or in the system's temporary
    folder when not ``in_index`` or the index cannot be written. Snapshots of readers on this
    machine that ended without closing (their process is gone) are removed first."""
    if in_index:
        readers = path / READERS_DIR
        host = socket.gethostname()
        try:
            readers.mkdir(exist_ok=True)
            for left in readers.iterdir():  # named <host>-<pid>-<random>
                owner, _, pid = left.name.rpartition("-")[0].rpartition("-")
                if owner == host and pid.isdigit() and not _alive(int(pid)):
                    shutil.rmtree(left, ignore_errors=True)
            return Path(tempfile.mkdtemp(prefix=f"{host}-{os.getpid()}-", dir=readers))
        except OSError:
            pass
    return Path(tempfile.mkdtemp(prefix="muonrag-readonly-"))


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # another user's process
        return True
    return True


def _indexed_segments(storage: Path) -> set[str]:
    """The segments of a shard that are built (an HNSW graph over non-appendable storage): their
    large files are written once."""
    found = set()
    for config in (storage / "segments").glob("*/segment.json"):
        try:
            vectors = json.loads(config.read_text())["config"]["vector_data"].values()
        except (OSError, ValueError, KeyError, AttributeError):
            continue
        if vectors and all(v.get("index", {}).get("type") == "hnsw" and "Chunked" not in v.get("storage_type", "Chunked")
                           for v in vectors):
            found.add(config.parent.name)
    return found


def _copy_sparse(source: str, target: str, block: int = 1 << 16) -> None:
    """Copy a file, seeking over blocks of zeros instead of writing them."""
    with open(source, "rb") as src, open(target, "wb") as dst:
        while data := src.read(block):
            if data.count(0) == len(data):
                dst.seek(len(data), 1)
            else:
                dst.write(data)
        dst.truncate()
