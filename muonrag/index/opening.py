"""Opening an index directory: resolve the settings, check them against the manifest, connect.

An index whose manifest disagrees with the configured model, chunking or vector
store is a clear :class:`~muonrag.errors.IndexMismatchError`, never a silent mix.
"""

from __future__ import annotations

import logging
import errno
import os
import time
from pathlib import Path
from typing import Any, Iterator, Optional

from muonrag.config import Config
from muonrag.core.models import resolve_model
from muonrag.errors import IndexCorruptError, IndexMismatchError, IndexNotFoundError, MuonRAGError
from muonrag.index.locking import WRITE_LOCK, WriteLock, writer_active
from muonrag.core.nodes import context_text, make_node
from muonrag.index.bm25 import BM25Index
from muonrag.index.chunk_store import ChunkStore
from muonrag.index.manifest import MANIFEST_FILE, MANIFEST_TMP, Manifest, signature
from muonrag.index.space import SHARD_WAL_BYTES, require_space, space_errors
from muonrag.index.stores import (CHUNKS_DIR, TwoStores, collection_name, load_chunks, rebuild_bm25, recover_interrupted_save,
                                  save_chunks)
from muonrag.index.vectors import (BASE_PREFIX, QDRANT_DIR, READERS_DIR, VECTORS_LOCK, BaseGone, NoRoomForSnapshot, Vectors,
                                   drop_bases, open_vectors)
from muonrag.ingest.chunking import chunking_params

log = logging.getLogger(__name__)


def open_stores(config: Config, create: bool = False, read_only: bool = False) -> TwoStores:
    """The stores of the index at ``config.index.path``, checked against the configuration.

    With ``read_only``, and for an index the user may not write to, the index opens
    read-only: searches work, writes raise :class:`~muonrag.errors.IndexReadOnlyError`.
    A read-only index never takes a lock: it searches a private snapshot of the vectors,
    taken when it opens, with the chunk store and manifest of the same committed
    generation (see :func:`_open_reader`), so any number of readers can search while
    another process writes the index. A writer takes the write lock before it opens any
    store, and checks there is room for the vector shard's write-ahead log. A chunk store
    that a crash left between its two renames is finished, and a missing or damaged chunk
    store is rebuilt from the chunk records Qdrant keeps with every vector: nothing
    recoverable is given up.

    Raises:
        IndexNotFoundError: no index there and ``create`` is false, or the path is a file.
        IndexLockedError: another process is writing the index.
        IndexSpaceError: too little free space to open it for writing.
        IndexMismatchError: built with another model, chunking or vector store.
        IndexCorruptError: the manifest or a store is damaged beyond what can be recovered.
    """
    path = Path(config.index.path)
    if path.exists() and not path.is_dir():
        raise IndexNotFoundError(f"{path} is a file, not an index directory; choose another --index directory.")
    if not read_only and (path / MANIFEST_FILE).is_file() and not writable(path):
        log.warning("the index %s is read-only for this user: searching a private snapshot of its vectors; "
                    "ingesting and removing need write access", path)
        read_only = True
    if read_only:
        return _open_reader(config, path)
    if not path.is_dir() and not create:
        raise IndexNotFoundError(f"no muonrag index at {path}; build one with `muonrag ingest <folder> --index {path}`.")
    try:
        path.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        raise IndexNotFoundError(f"{path} is not a directory; choose another --index directory.") from None
    lock = WriteLock(path).acquire()  # before any store is opened: a refused writer has touched nothing
    vectors = None
    try:
        manifest, vector_store, new = _read_manifest(config, path, create, read_only=False)
        if vector_store["kind"] == "edge":
            require_space(path, SHARD_WAL_BYTES, "open its vector shard for writing")
        with space_errors(path, "open its vector shard for writing", SHARD_WAL_BYTES):
            vectors, _ = open_vectors(config, path, vector_store["kind"], vector_store["collection"], False)
        chunks, bm25 = _load_chunks(path, manifest, vectors, False)
        drop_bases(path)  # published by a writer that died before its write was done
        stores = TwoStores(path, manifest, vectors, chunks, bm25, lock=lock)
        if new:
            stores.save_manifest("write its first manifest")
        return stores
    except BaseException:
        if vectors is not None:
            vectors.close()
        lock.release()
        raise


#: How long a reader retries to find the stores of one committed generation while a writer
#: commits (a commit's window is milliseconds; a writer paused there for longer is searched as found).
READ_SETTLE_S = 10.0


def _open_reader(config: Config, path: Path) -> TwoStores:
    """Open the index read-only at its last committed state.

    The manifest is identified before it is read and again after the vectors are opened and the
    chunk store is read; the same file both times, and a chunk store holding exactly the chunks the manifest
    lists, means one committed state was read (the vectors hold every committed chunk at every
    moment of a write, and the engine ignores the others). A ``pending`` write whose writer still
    holds the write lock, or that is committed and only deleting replaced vectors, is a write in
    progress, not an interrupted one.
    """
    deadline = time.monotonic() + READ_SETTLE_S
    in_index = writable(path)  # snapshots go beside the index, where its files can be linked, when this user may write there
    while True:
        stamp = signature(path)
        manifest, vector_store, _ = _read_manifest(config, path, create=False, read_only=True)
        pending = manifest.pending or {}
        in_progress = bool(pending) and (bool(pending.get("committed")) or writer_active(path))
        # the state a writer published as its write began: the committed state while the write is not yet committed
        base = path / READERS_DIR / f"{BASE_PREFIX}{manifest.generation}" if pending and not pending.get("committed") else None
        try:
            vectors, copy = open_vectors(config, path, vector_store["kind"], vector_store["collection"], True,
                                         snapshot_in_index=in_index,
                                         base=base if time.monotonic() < deadline else None)
        except BaseGone:
            continue  # its write ended while it was copied: the manifest has moved on
        except NoRoomForSnapshot as why:
            vectors, copy = UnavailableVectors(str(path / QDRANT_DIR), f"{why}: free some space there"), None
            log.warning("the disk is full: %s; searching %s with BM25 alone until it has room (the index itself is "
                        "intact)", vectors.reason, path)
        settled = False
        try:
            if not in_progress or (path / CHUNKS_DIR).is_dir():
                chunks, bm25 = _load_chunks(path, manifest, vectors, True)
                settled = stamp is not None and signature(path) == stamp and (not in_progress or set(chunks.ids) == {
                    i for entry in manifest.documents.values() for i in entry.chunk_ids})
            if settled or time.monotonic() > deadline:
                if not settled:
                    chunks, bm25 = _load_chunks(path, manifest, vectors, True)
                if isinstance(vectors, UnavailableVectors):
                    vectors.held = manifest.chunk_count
                elif in_progress and vectors.count() > manifest.chunk_count:
                    vectors = PaddedVectors(vectors, vectors.count() - manifest.chunk_count)
                return TwoStores(path, manifest, vectors, chunks, bm25, read_only=True, storage_copy=copy,
                                 write_in_progress=in_progress)
        except _Replaced:
            pass
        except BaseException:
            vectors.close()
            if copy is not None:
                copy.remove()
            raise
        vectors.close()
        if copy is not None:
            copy.remove()
        time.sleep(0.02)


class UnavailableVectors:
    """The dense side of a reader that found no room for a snapshot of the vectors: it finds nothing, so a
    hybrid search is BM25's, and says why (:attr:`reason`). It counts the vectors the manifest lists
    (:attr:`held`): they are on disk, intact, only not open."""

    def __init__(self, collection: str, reason: str):
        self.collection = collection
        self.reason = reason
        self.held = 0
        self._closed = False

    def search(self, vector: Any, top_k: int) -> tuple[list[str], list[float]]:
        return [], []

    def count(self) -> int:
        return self.held

    def ids(self) -> set[str]:
        return set()

    def chunks(self) -> Iterator[tuple[str, str, dict]]:
        return iter(())

    def vectors(self) -> Iterator[tuple[str, list[float]]]:
        return iter(())

    @property
    def closed(self) -> bool:
        return self._closed

    def close(self) -> None:
        self._closed = True


class PaddedVectors:
    """A reader's vectors while a write is in progress: they may hold up to ``extra`` vectors the
    committed state does not list, which the engine drops, so each search asks for that many more."""

    def __init__(self, vectors: Vectors, extra: int):
        self._vectors = vectors
        self.extra = extra

    def search(self, vector: Any, top_k: int) -> tuple[list[str], list[float]]:
        return self._vectors.search(vector, top_k + self.extra)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._vectors, name)


#: Files a fresh index leaves before its first manifest is in place: a directory holding only these is empty.
SCAFFOLDING = {WRITE_LOCK, VECTORS_LOCK, MANIFEST_TMP, READERS_DIR}


def _read_manifest(config: Config, path: Path, create: bool, read_only: bool) -> tuple[Manifest, dict, bool]:
    """``(manifest, vector store settings, whether it is new)``, checked against the configuration."""
    model_name, _model_dir = resolve_model(config.embedding.model)
    chunking = chunking_params(config.ingest.chunk_size, config.ingest.chunk_overlap)
    vector_store: dict[str, Any] = {"kind": "server", "url": config.index.qdrant_url} if config.index.qdrant_url else {"kind": "edge", "path": QDRANT_DIR}
    vector_store["collection"] = collection_name(config)
    if (path / MANIFEST_FILE).is_file():
        manifest = Manifest.load(path)
        if config.index.collection is None:  # the recorded collection, wherever the index has moved
            vector_store["collection"] = manifest.vector_store.get("collection", vector_store["collection"])
        check_compatible(path, manifest, model_name, chunking, vector_store)
        return manifest, vector_store, False
    if path.is_dir() and any(p.name not in SCAFFOLDING for p in path.iterdir()):
        stores = [name for name in (CHUNKS_DIR, QDRANT_DIR) if (path / name).exists()]
        hint = (f"it still holds {' and '.join(stores)}/: restore {MANIFEST_FILE} from a backup if you have one; "
                if stores else "")
        raise IndexCorruptError(
            f"{path} exists but holds no {MANIFEST_FILE}, so it is not a muonrag index (or its manifest was lost); "
            f"{hint}to build an index, choose another --index directory."
        )
    if not create or read_only:
        raise IndexNotFoundError(f"no muonrag index at {path}; build one with `muonrag ingest <folder> --index {path}`.")
    manifest = Manifest(embedding={"model": model_name, "dimension": None}, chunking=chunking, vector_store=vector_store)
    return manifest, vector_store, True


def writable(path: Path) -> bool:
    """Whether this user may write the index directory and its stores (every folder of the vector shard too: a
    shard whose folders are read-only is opened read-only, never taken for damaged)."""
    targets = [path, *(p for p in (path / MANIFEST_FILE, path / CHUNKS_DIR, path / QDRANT_DIR) if p.exists())]
    if (path / QDRANT_DIR).is_dir():
        targets += [Path(folder) for folder, _, _ in os.walk(path / QDRANT_DIR)]
    return all(os.access(t, os.W_OK) for t in targets)


def _load_chunks(path: Path, manifest: Manifest, vectors: Vectors, read_only: bool) -> tuple[ChunkStore, BM25Index]:
    directory = path / CHUNKS_DIR
    if not read_only and recover_interrupted_save(directory):
        log.warning("finished a save of the chunk store that was interrupted between its two renames in %s", directory)
    problem = None
    if directory.is_dir():
        identity = _identity(directory)
        try:
            chunks, found = load_chunks(directory)
        except (OSError, ValueError, KeyError, TypeError, IndexCorruptError) as exc:
            if read_only and _identity(directory) != identity:
                raise _Replaced from None
            if isinstance(exc, IndexCorruptError):
                raise
            if isinstance(exc, OSError) and exc.errno in NOT_DAMAGE:
                raise _unreadable(directory, exc) from None
            problem = f"the chunk store in {directory} is damaged ({type(exc).__name__}: {exc})"
        else:
            if read_only and _identity(directory) != identity:
                raise _Replaced  # a writer saved while we read: files of two saves, perhaps
            rebuilt = found is None or found.legacy
            bm25 = found if found is not None else rebuild_bm25(chunks)
            if rebuilt and not read_only:
                log.info("rebuilt the BM25 index of %s for this version of muonrag", path)
                save_chunks(directory, chunks, bm25)
            elif rebuilt:
                log.warning("the BM25 index of %s was saved by an older muonrag and is rebuilt in memory at every "
                            "read-only open; run `muonrag repair --index %s` once to save it in the current form",
                            path, path)
            return chunks, bm25
    elif not manifest.documents:
        return ChunkStore(), BM25Index()
    else:
        problem = f"the chunk store {directory} is missing"
    nodes = [make_node(chunk_id, text, metadata) for chunk_id, text, metadata in vectors.chunks()]
    if not nodes:
        raise IndexCorruptError(
            f"{problem}, and the vectors ({vectors.collection}) hold no chunk records to rebuild it from; "
            f"re-create the index: `muonrag ingest <your folders> --index <a new directory>`."
        )
    log.warning("%s; rebuilt it from the %d chunk records stored with the vectors", problem, len(nodes))
    chunks, bm25 = ChunkStore(), BM25Index()
    sources = chunks.update(add=nodes)
    bm25.update(chunks.ids, sources, [context_text(n) for n in nodes])
    if not read_only:
        save_chunks(directory, chunks, bm25)
    return chunks, bm25


#: Errors reading a store that say nothing of its state: too many open files, no memory, no permission, a full
#: disk. The store is left as it is and the error named, never taken for damage and rebuilt.
NOT_DAMAGE = {errno.EMFILE, errno.ENFILE, errno.ENOMEM, errno.EACCES, errno.EPERM, errno.ENOSPC, errno.EDQUOT,
              errno.EROFS, errno.EINTR, errno.EAGAIN}


def _unreadable(directory: Path, exc: OSError) -> MuonRAGError:
    """An error reading ``directory`` that is not damage (:data:`NOT_DAMAGE`), with what to do."""
    if exc.errno in (errno.EMFILE, errno.ENFILE):
        advice = ("this process has too many files open (`ulimit -n` shows the limit); raise the limit, or "
                  "close indexes opened and not closed")
    elif exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        advice = "this user may not read it; ask the index's owner for read access"
    elif exc.errno in (errno.ENOSPC, errno.EDQUOT):
        advice = "the disk is full; free some space there"
    else:
        advice = "try again; the chunk store is left as it is"
    return MuonRAGError(f"cannot read the chunk store {directory} ({exc.strerror or exc}): {advice}. The index is not "
                        "damaged and was not changed.")


class _Replaced(Exception):
    """A writer replaced the chunk store while a reader read it: read it again."""


def _identity(directory: Path) -> Optional[tuple[int, int]]:
    try:
        found = os.stat(directory)
    except FileNotFoundError:  # between a save's two renames
        return None
    return found.st_ino, found.st_mtime_ns


def check_compatible(path: Path, manifest: Manifest, model: str, chunking: dict, vector_store: dict) -> None:
    """Raise :class:`IndexMismatchError` when the index was built with other settings."""
    built = manifest.embedding.get("model")
    if built != model:
        raise IndexMismatchError(
            f"the index {path} was built with the embedding model {built!r}, but {model!r} is configured; "
            f"set embed_model={built!r} (MUONRAG_EMBED_MODEL), or ingest into a new --index directory."
        )
    old_revision = manifest.chunking.get("revision")
    if manifest.chunking != chunking and {**manifest.chunking, "revision": chunking.get("revision")} == chunking:
        raise IndexMismatchError(
            f"the index {path} was built by an older muonrag (chunker revision {old_revision}; this one is revision "
            f"{chunking.get('revision')}), whose loaders made other chunks from the same files; rebuild it: ingest your "
            "documents into a new --index directory (or delete this one and ingest again)."
        )
    if manifest.chunking != chunking:
        raise IndexMismatchError(
            f"the index {path} was built with chunking {manifest.chunking}, but {chunking} is configured; "
            "use the same chunk_size and chunk_overlap, or ingest into a new --index directory."
        )
    if manifest.vector_store.get("collection") != vector_store["collection"]:
        raise IndexMismatchError(
            f"the index {path} keeps its vectors in the Qdrant collection {manifest.vector_store.get('collection')!r}, "
            f"but {vector_store['collection']!r} is configured; unset collection, or set it to the recorded name."
        )
    if manifest.vector_store.get("kind") != vector_store["kind"] or manifest.vector_store.get("url") != vector_store.get("url"):
        where = manifest.vector_store.get("url") or "embedded Qdrant in the index directory"
        raise IndexMismatchError(
            f"the index {path} keeps its vectors in {where}, but the configuration says "
            f"{vector_store.get('url') or 'embedded Qdrant'}; set qdrant_url accordingly, or ingest into a new --index."
        )
