"""The dense side of an index: where its vectors live, and how a reader gets a private copy.

Three kinds, recorded in the manifest's ``vector_store.kind``:

``edge``
    A Qdrant Edge shard in ``<index>/qdrant`` (:class:`~muonrag.index.edge_shard.EdgeShard`):
    the default for new indexes. HNSW search in Qdrant's own engine, in-process.
``local``
    ``qdrant-client``'s embedded storage in ``<index>/qdrant``, which indexes built
    before muonrag 0.2 use; still opened as they are (exact search in Python).
``server``
    A collection on a Qdrant server (``qdrant_url``), for many machines.

The first two allow one process at a time, so a read-only open searches a private
copy taken as it opens, and never holds the index's lock.
"""

from __future__ import annotations

import logging
import shutil
import tempfile
import warnings
from contextlib import closing
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterator, Optional, Sequence

from muonrag.config import Config
from muonrag.errors import IndexCorruptError, IndexLockedError, IndexReadOnlyError, MuonRAGError

if TYPE_CHECKING:
    from llama_index.core.schema import BaseNode
    from qdrant_client import QdrantClient

log = logging.getLogger(__name__)
QDRANT_DIR = "qdrant"
VECTORS_LOCK = "vectors.lock"
EMBEDDED_KINDS = ("edge", "local")


class ClientVectors:
    """A Qdrant collection through ``qdrant-client``: on a server, or in the older embedded storage.

    Args:
        client: the connected client (closed by :meth:`close`).
        collection: the collection name.
    """

    limits_blas = True  # embedded qdrant-client scores with numpy

    def __init__(self, client: "QdrantClient", collection: str):
        self.client: Optional["QdrantClient"] = client
        self.collection = collection
        self._vector_store = None

    @property
    def vector_store(self):
        """The LlamaIndex ``QdrantVectorStore`` over the collection."""
        if self._vector_store is None:
            from llama_index.vector_stores.qdrant import QdrantVectorStore

            self._vector_store = QdrantVectorStore(collection_name=self.collection, client=self.client)
        return self._vector_store

    def use_chunks(self, lookup: Callable[[str], Optional["BaseNode"]]) -> None:
        """Hits carry their own text here (the payload); nothing to look up."""

    def add(self, nodes: Sequence["BaseNode"]) -> None:
        with warnings.catch_warnings():
            # embedded Qdrant ignores the payload index LlamaIndex asks for, and says so each time
            warnings.filterwarnings("ignore", message="Payload indexes have no effect")
            self.vector_store.add(list(nodes))

    def delete_nodes(self, node_ids: Sequence[str]) -> None:
        if node_ids and self.exists():
            self.vector_store.delete_nodes(list(node_ids))

    def delete(self, doc_id: str) -> None:
        if self.exists():
            self.vector_store.delete(ref_doc_id=doc_id)

    def optimize(self) -> None:
        """Nothing to build: qdrant-client's embedded storage searches exactly, a server indexes by itself."""

    def exists(self) -> bool:
        return self.client.collection_exists(self.collection)

    def count(self) -> int:
        return self.client.count(self.collection, exact=True).count if self.exists() else 0

    def ids(self) -> set[str]:
        return {str(point.id) for point in self._scroll(with_payload=False)}

    def chunks(self) -> Iterator[tuple[str, str, dict]]:
        """``(id, text, metadata)`` of every chunk, from the payload LlamaIndex writes."""
        from llama_index.core.vector_stores.utils import metadata_dict_to_node

        for point in self._scroll(with_payload=True):
            try:
                node = metadata_dict_to_node(point.payload or {})
            except (ValueError, KeyError, TypeError):
                continue
            yield str(point.id), node.get_content(), dict(node.metadata)

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


def open_vectors(config: Config, path: Path, kind: str, collection: str, read_only: bool) -> tuple[Any, Optional[Path]]:
    """The vectors of the index at ``path``, and the private copy a reader searches (to delete on close).

    Raises:
        IndexLockedError: another process holds the embedded vectors (never with ``read_only``).
        IndexCorruptError: the embedded storage cannot be read.
    """
    if kind == "server":
        return ClientVectors(connect_server(config), collection), None
    storage = path / QDRANT_DIR
    copy = None
    if read_only and storage.is_dir():
        copy = Path(tempfile.mkdtemp(prefix="muonrag-readonly-")) / QDRANT_DIR
        try:
            snapshot(storage, copy, kind, path / VECTORS_LOCK)
        except BaseException:
            shutil.rmtree(copy.parent, ignore_errors=True)
            raise
        log.debug("searching a snapshot of the vectors of %s in %s", path, copy)
    try:
        if kind == "edge":
            from muonrag.index.edge_shard import EdgeShard

            lock = (copy.parent if copy is not None else path) / VECTORS_LOCK
            return EdgeShard(copy or storage, lock_path=lock, hnsw_ef=config.hnsw_ef), copy
        return ClientVectors(connect_embedded(path, copy or storage), collection), copy
    except BaseException:
        if copy is not None:
            shutil.rmtree(copy.parent, ignore_errors=True)
        raise


def snapshot(storage: Path, copy: Path, kind: str, lock_path: Path) -> None:
    """Copy embedded vector storage for a reader, consistently even while a writer is changing it.

    A Qdrant Edge shard is copied under the index's vectors lock, which its writer
    holds around every change and its flush, so the copy falls between two changes
    and its segments hold every change: the write-ahead log is left behind, and the
    holes of the engine's preallocated files stay holes. When this user cannot create
    that lock (an index they may only read), no writer of theirs can be running and
    the copy is made without it. ``qdrant-client``'s SQLite files are copied with
    SQLite's backup API, which is consistent by itself.
    """
    if kind == "edge":
        from filelock import FileLock

        try:
            lock = FileLock(str(lock_path), timeout=120)
            lock.acquire()
        except OSError:
            lock = None
        try:
            shutil.copytree(storage, copy, ignore=shutil.ignore_patterns("wal"), copy_function=_copy_sparse)
        finally:
            if lock is not None:
                lock.release()
        return
    shutil.copytree(storage, copy, ignore=shutil.ignore_patterns(".lock"), copy_function=_copy_consistent)


def _copy_sparse(source: str, target: str, block: int = 1 << 16) -> None:
    """Copy a file, seeking over blocks of zeros instead of writing them."""
    with open(source, "rb") as src, open(target, "wb") as dst:
        while data := src.read(block):
            if data.count(0) == len(data):
                dst.seek(len(data), 1)
            else:
                dst.write(data)
        dst.truncate()


def _copy_consistent(source: str, target: str) -> None:
    """Copy one file of the Qdrant storage; an SQLite database through SQLite's backup API."""
    if not str(source).endswith(".sqlite"):
        shutil.copy2(source, target)
        return
    import sqlite3

    with closing(sqlite3.connect(f"file:{source}?mode=ro", uri=True)) as src, closing(sqlite3.connect(target)) as dst:
        src.backup(dst)


def connect_server(config: Config) -> "QdrantClient":
    """A client of the configured Qdrant server."""
    from qdrant_client import QdrantClient

    try:
        return QdrantClient(url=config.qdrant_url, api_key=config.qdrant_api_key, timeout=30)
    except Exception as exc:  # qdrant raises several transport errors
        raise MuonRAGError(f"cannot connect to the Qdrant server at {config.qdrant_url}: {exc}") from None


def connect_embedded(path: Path, storage: Path) -> "QdrantClient":
    """A client of ``qdrant-client``'s embedded storage in ``storage`` (an index built before the Edge shard)."""
    from qdrant_client import QdrantClient

    try:
        return QdrantClient(path=str(storage))
    except RuntimeError as exc:
        if "already accessed" in str(exc):
            raise IndexLockedError(
                f"the index {path} is open in another process (embedded Qdrant allows one at a time). "
                "Close the other process, open this one read-only (as `muonrag search` does), or serve the vectors "
                "from a Qdrant server (set qdrant_url) for concurrent access."
            ) from None
        raise IndexCorruptError(f"cannot open the Qdrant storage in {storage}: {exc}") from None
    except PermissionError as exc:
        raise IndexReadOnlyError(
            f"the index {path} is not writable for this user ({exc.strerror}: {exc.filename}); the index itself is "
            "intact. Ask its owner for write access, or copy it (cp -r) to a folder of your own."
        ) from None
    except (ValueError, OSError, KeyError) as exc:
        raise IndexCorruptError(
            f"the Qdrant storage in {storage} is damaged ({type(exc).__name__}: {exc}). The chunks are safe in the "
            f"BM25 store: move {storage} aside (rename it) and run `muonrag repair --index {path}`, which rebuilds "
            "the vectors from them."
        ) from None
