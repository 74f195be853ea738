"""The two stores of an index and the writes that keep them in step.

Dense vectors live in Qdrant (a Qdrant Edge shard in the index directory, or a
collection on a server; see :mod:`muonrag.index.vectors`); chunk records
(:class:`~muonrag.index.chunk_store.ChunkStore`) and BM25 over them
(:class:`~muonrag.index.bm25.BM25Index`) live beside them in ``chunks/``, saved
together; the manifest says which documents (and chunk ids) both should hold.
Every write marks itself ``pending`` in the manifest before it touches a store
and clears the mark once both agree, so an interrupted write is always found
and :meth:`TwoStores.repair` can undo it.

Nothing committed is deleted before the manifest stops listing it: a write adds
its new vectors, saves the chunk store, commits the manifest (still ``pending``,
marked ``committed``, so a crash now is found), and only then deletes the vectors
it replaced. So the vectors always hold every chunk the manifest lists, a reader
that copies them mid-write finds the last committed state in them (see
:func:`muonrag.index.opening.open_stores`), and :meth:`TwoStores.repair` keeps the
committed version of a document whose replacement was interrupted.
"""

from __future__ import annotations

import hashlib
import logging
import os
import shutil
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterable, Optional, Sequence

from muonrag.config import Config
from muonrag.core.nodes import chunk_payload, context_text, make_node
from muonrag.errors import IndexReadOnlyError
from muonrag.index.bm25 import STATE_FILE, BM25Index
from muonrag.index.chunk_store import ROWS_FILE, ChunkStore
from muonrag.index.locking import WriteLock
from muonrag.index.manifest import MANIFEST_FILE, DocumentEntry, Manifest, now
from muonrag.index.space import require_space, space_errors
from muonrag.index.vectors import QDRANT_DIR, READERS_DIR, ReaderSnapshot, Vectors, drop_bases, publish_base

if TYPE_CHECKING:
    from llama_index.core.schema import TextNode

log = logging.getLogger(__name__)
CHUNKS_DIR = "chunks"


def collection_name(config: Config) -> str:
    """The Qdrant collection: ``config.index.collection``, else ``muonrag`` in embedded Qdrant
    and ``muonrag-<hash of the index path>`` on a server, where indexes share one namespace."""
    if config.index.collection:
        return config.index.collection
    if not config.index.qdrant_url:
        return "muonrag"
    digest = hashlib.sha256(str(Path(config.index.path).resolve()).encode()).hexdigest()[:12]
    return f"muonrag-{digest}"


def disk_usage(path: Path) -> int:
    """Bytes a file takes on disk: its allocated blocks where the platform says, else its size."""
    stat = path.stat()
    blocks = getattr(stat, "st_blocks", None)
    return stat.st_size if blocks is None else min(stat.st_size, blocks * 512)


class TwoStores:
    """The dense vectors, the chunk store with its BM25, and the manifest of one index directory.

    Args:
        path: the index directory.
        manifest: its manifest (saved here after every write).
        vectors: the dense side (closed by :meth:`close`).
        chunks: the chunk records.
        bm25: BM25 over ``chunks``, row for row.
        read_only: refuse writes.
        storage_copy: a reader's private copy of the vectors, removed by :meth:`close`.
        lock: the writer's lock, held since before the stores were opened; released by :meth:`close`.
        write_in_progress: (a reader) the manifest's ``pending`` write is being made by a live
            writer, or is committed and only cleaning up: the reader searches the committed state
            and does not call it interrupted.
    """

    def __init__(self, path: Path, manifest: Manifest, vectors: Vectors, chunks: ChunkStore, bm25: BM25Index,
                 read_only: bool = False, storage_copy: Optional[ReaderSnapshot] = None, lock: Optional[WriteLock] = None,
                 write_in_progress: bool = False):
        self.path = Path(path)
        self.manifest = manifest
        self.vectors = vectors
        self.chunks = chunks
        self.bm25 = bm25
        self.read_only = read_only
        self.write_in_progress = write_in_progress
        self._storage_copy = storage_copy
        self._lock = lock
        self._agree: Optional[bool] = None

    @property
    def collection(self) -> str:
        return self.vectors.collection

    @property
    def closed(self) -> bool:
        return self.vectors.closed

    def close(self) -> None:
        """Release the vectors (and the embedded storage's lock), then the writer's lock."""
        try:
            self.vectors.close()
        finally:
            if self._storage_copy is not None:
                self._storage_copy.remove()
                self._storage_copy = None
            if self._lock is not None:
                self._lock.release()
                self._lock = None

    def check_writable(self) -> None:
        """Raise :class:`IndexReadOnlyError` when this user may only search the index."""
        if self.read_only:
            raise IndexReadOnlyError(
                f"the index {self.path} is read-only for this user: it can be searched, not changed. Ask its owner "
                "for write access, or copy it (cp -r) to a folder of your own and ingest there."
            )

    # writes ----------------------------------------------------------------
    def begin(self, operation: str, doc_ids: Sequence[str]) -> None:
        """Mark a write as pending in the manifest, before any store is touched."""
        self.manifest.pending = {"operation": operation, "started": now(), "doc_ids": list(doc_ids)}
        self.save_manifest("mark a write as pending in its manifest")
        if self._local_vectors():
            publish_base(self.path, self.manifest.generation)

    def save_manifest(self, stage: str) -> None:
        """Save the manifest, after checking there is room for it (a full disk is an :class:`IndexSpaceError`)."""
        target = self.path / MANIFEST_FILE
        needed = 2 * (target.stat().st_size if target.is_file() else 0)
        require_space(self.path, needed, stage)
        with space_errors(self.path, stage, needed):
            self.manifest.save(self.path)

    def add_vectors(self, nodes: Sequence[TextNode]) -> None:
        """Write embedded chunks to the vectors, each with a copy of itself as payload (and, on a server that
        keeps BM25, its term weights)."""
        nodes = list(nodes)
        if nodes:
            payloads = [chunk_payload(n) for n in nodes]
            vectors = [list(n.get_embedding()) for n in nodes]
            # vectors (and their log entries) as float32, payloads as JSON, twice for the WAL
            needed = 2 * sum(8 * len(v) + len(n.text.encode()) + 512 for v, n in zip(vectors, nodes))
            self._check_vector_space(needed, "write its vectors")
            with space_errors(self.path, "write its vectors", needed):
                if getattr(self.vectors, "keeps_bm25", False):  # a server that searches BM25 itself
                    sparse = self.bm25.sparse_documents([context_text(n) for n in nodes])
                    self.vectors.add_vectors([n.node_id for n in nodes], vectors, payloads, sparse=sparse)
                else:
                    self.vectors.add_vectors([n.node_id for n in nodes], vectors, payloads)

    def delete_vectors(self, node_ids: Sequence[str]) -> None:
        if node_ids:
            with space_errors(self.path, "delete vectors"):
                self.vectors.delete_nodes(list(node_ids))

    def optimize(self) -> None:
        """Build the vectors' search structures, checking first there is room for segments rewritten."""
        shard = self.path / QDRANT_DIR
        needed = sum(disk_usage(p) for p in shard.rglob("*") if p.is_file()) if self._local_vectors() else 0
        self._check_vector_space(needed, "optimize its vectors")
        with space_errors(self.path, "optimize its vectors", needed):
            self.vectors.optimize()

    def commit(self, nodes: Sequence[TextNode], documents: Iterable[tuple[str, DocumentEntry]],
               removed_ids: Sequence[str] = ()) -> None:
        """Finish a write whose vectors are in: update BM25, record the ``(doc_id, entry)`` pairs, then
        delete the vectors of ``removed_ids`` (replaced chunks) and clear ``pending``."""
        self.optimize()
        self.update_chunks(add=nodes, remove=removed_ids)
        for doc_id, entry in documents:
            self.manifest.documents[doc_id] = entry
        self._finish(removed_ids)

    def relabel(self, nodes: Sequence[TextNode], documents: Iterable[tuple[str, DocumentEntry]]) -> None:
        """Replace the records (and BM25 rows) of chunks whose text is unchanged but whose metadata changed, and
        their documents' ``(doc_id, entry)``; no vector is written or deleted."""
        documents = list(documents)
        self.begin("metadata", [doc_id for doc_id, _ in documents])
        self.update_chunks(add=nodes)
        for doc_id, entry in documents:
            self.manifest.documents[doc_id] = entry
        self._finish([])

    def drop(self, doc_ids: Sequence[str], by_ref: bool = False) -> None:
        """Remove documents from both stores and the manifest.

        With ``by_ref`` vectors are also deleted by their document id, which
        catches vectors that a crashed write added but never recorded.
        """
        doc_ids = list(doc_ids)
        chunk_ids = [i for d in doc_ids if d in self.manifest.documents for i in self.manifest.documents[d].chunk_ids]
        self.begin("remove", doc_ids)
        wanted = set(doc_ids)
        stray = self.chunks.of_documents(wanted)
        self.update_chunks(remove=set(chunk_ids) | set(stray))
        for doc_id in doc_ids:
            self.manifest.documents.pop(doc_id, None)
        self._finish(chunk_ids, by_ref=doc_ids if by_ref else ())

    def _finish(self, stale_ids: Sequence[str], by_ref: Sequence[str] = ()) -> None:
        """Commit the manifest (still pending, marked ``committed``), delete the vectors it no longer
        lists, and clear ``pending``. A crash before the last save leaves only vectors nobody lists."""
        self.manifest.pending = {**(self.manifest.pending or {}), "doc_ids": [], "committed": True}
        self.save_manifest("commit a write to its manifest")
        self.delete_vectors(list(stale_ids))
        for doc_id in by_ref:
            with space_errors(self.path, "delete vectors"):
                self.vectors.delete(doc_id)
        self.manifest.pending = None
        self.save_manifest("clear the pending write in its manifest")
        drop_bases(self.path)
        self._agree = None

    def _local_vectors(self) -> bool:
        return self.manifest.vector_store.get("kind") == "edge"

    def _check_vector_space(self, needed: int, stage: str) -> None:
        if self._local_vectors():
            require_space(self.path, needed, stage)

    def update_chunks(self, add: Sequence[TextNode] = (), remove: Iterable[str] = ()) -> None:
        """Change the chunk store and BM25 row for row (tokenizing only ``add``), and save both."""
        add = list(add)
        directory = self.path / CHUNKS_DIR
        # the new copy is written beside the old one before it replaces it
        needed = (sum(disk_usage(p) for p in directory.rglob("*") if p.is_file()) if directory.is_dir() else 0) \
            + 3 * sum(len(n.text.encode()) + 512 for n in add)
        require_space(self.path, needed, "save its chunk store")
        sources = self.chunks.update(add=add, remove=remove)
        self.bm25.update(self.chunks.ids, sources, [context_text(n) for n in add])
        with space_errors(self.path, "save its chunk store", needed):
            save_chunks(directory, self.chunks, self.bm25)

    def repair(self, embed: Optional[Callable[[list[TextNode]], Any]] = None) -> list[str]:
        """Make both stores hold exactly what the manifest has committed, after an interrupted write
        or a lost store; returns the ids of the documents taken out (the next ingestion reads them again).

        The manifest is the truth: what an interrupted write added and never committed is deleted
        (that document is returned), and a document it was replacing keeps its committed version,
        whose vectors are only deleted after a commit. Chunk records missing from the chunk store
        come back from the copies the vectors keep; with ``embed`` (a function setting
        ``node.embedding`` on chunks), lost vectors come back from the chunk store. A committed
        document that can be rebuilt from neither is removed and returned.
        """
        pending = self.manifest.pending or {}
        if not pending and self.stores_agree():
            return []
        documents = self.manifest.documents
        known = {i for entry in documents.values() for i in entry.chunk_ids}
        sparse_ids, dense_ids = set(self.chunks.ids), self.dense_ids()
        uncommitted = sorted(d for d in pending.get("doc_ids", []) if d not in documents)
        missing = known - sparse_ids
        recovered = [make_node(i, text, metadata) for i, text, metadata in self.vectors.chunks() if i in missing] \
            if missing else []
        sparse_after = (sparse_ids & known) | {n.node_id for n in recovered}
        lost, restorable = [], []
        for doc_id, entry in documents.items():
            chunks = set(entry.chunk_ids)
            if not chunks <= sparse_after:
                lost.append(doc_id)
            elif not chunks <= dense_ids:
                (restorable if embed is not None else lost).append(doc_id)
        if recovered or sparse_ids - known:
            log.warning("repairing %s: %d chunk record(s) restored from the vectors, %d not committed removed",
                        self.path, len(recovered), len(sparse_ids - known))
            self.update_chunks(add=recovered, remove=sparse_ids - known)
        if restorable:
            self._restore_vectors(restorable, dense_ids, embed)
        self.delete_vectors(sorted(dense_ids - known))
        for doc_id in uncommitted:  # vectors of an uncommitted write not caught by id (a chunk id reused)
            with space_errors(self.path, "delete vectors"):
                self.vectors.delete(doc_id)
        if lost:
            log.warning("repairing %s: removing %d document(s) that cannot be rebuilt", self.path, len(lost))
            self.drop(sorted(lost), by_ref=True)
        elif self.manifest.pending is not None:
            self.manifest.pending = None
            self.save_manifest("clear the pending write in its manifest")
        self._agree = None
        return sorted(set(uncommitted) | set(lost))

    def _restore_vectors(self, doc_ids: list[str], dense_ids: set[str], embed: Callable[[list[TextNode]], Any]) -> None:
        missing = [i for d in doc_ids for i in self.manifest.documents[d].chunk_ids if i not in dense_ids]
        log.warning("rebuilding %d lost vector(s) of %d document(s) in %s from the BM25 store", len(missing), len(doc_ids), self.path)
        for start in range(0, len(missing), 64):
            nodes = [self.chunks.node(i) for i in missing[start : start + 64]]
            embed(nodes)
            self.add_vectors(nodes)
        self._agree = None

    # state -----------------------------------------------------------------
    def vector_count(self) -> int:
        """Vectors held (0 before the first)."""
        return self.vectors.count()

    def dense_ids(self) -> set[str]:
        """Ids of every vector."""
        return self.vectors.ids()

    def stores_agree(self) -> bool:
        """Both stores hold exactly the manifest's chunk count. While a write is in progress
        (:attr:`write_in_progress`) the vectors may also hold that write's new ones."""
        expected = self.manifest.chunk_count
        vectors = self.vector_count()
        return len(self.chunks) == expected and (vectors >= expected if self.write_in_progress else vectors == expected)

    def consistent(self) -> bool:
        """No write interrupted and the stores agree (counted once per open and after every write)."""
        if self.manifest.pending and not self.write_in_progress:
            return False
        if self._agree is None:
            self._agree = self.stores_agree()
        return self._agree

    def disk_bytes(self) -> int:
        """Bytes the index takes on disk (blocks in use: the vector engine preallocates files sparsely);
        readers' snapshots, which mostly link the index's own files, are not counted."""
        total = 0
        for folder, subfolders, files in os.walk(self.path):  # a folder a writer removes meanwhile is skipped
            if Path(folder) == self.path and READERS_DIR in subfolders:
                subfolders.remove(READERS_DIR)
            for name in files:
                try:
                    total += disk_usage(Path(folder) / name)
                except FileNotFoundError:  # replaced by a writer while counted
                    continue
        return total

    def info(self) -> dict[str, Any]:
        """Sizes and state, as ``MuonIndex.info`` reports them."""
        m = self.manifest
        return {
            "path": str(self.path),
            "documents": len(m.documents),
            "chunks": len(self.chunks),
            "vectors": self.vector_count(),
            "embedding": m.embedding,
            "chunking": m.chunking,
            "vector_store": m.vector_store,
            "created": m.created,
            "updated": m.updated,
            "pending": m.pending,
            "disk_bytes": self.disk_bytes(),
        }


def save_chunks(directory: Path, chunks: ChunkStore, bm25: BM25Index) -> None:
    """Write the chunk store and its BM25 atomically: a crash leaves either the old or the new pair."""
    directory = Path(directory)
    tmp = directory.with_name(directory.name + ".tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    # files written once (segments of records and of postings) are linked from the copy being replaced
    previous = directory if directory.is_dir() else None
    chunks.save(tmp, previous)
    bm25.save(tmp, previous)  # its state file, written last, marks the copy complete
    old = directory.with_name(directory.name + ".old")
    shutil.rmtree(old, ignore_errors=True)
    if directory.exists():
        os.replace(directory, old)
    os.replace(tmp, directory)
    shutil.rmtree(old, ignore_errors=True)


def recover_interrupted_save(directory: Path) -> bool:
    """Finish a :func:`save_chunks` that a crash cut between its two renames; True when one was finished.

    The new copy (``<dir>.tmp``) is used when it is complete, else the previous one (``<dir>.old``).
    """
    directory = Path(directory)
    if directory.is_dir():
        return False
    tmp = directory.with_name(directory.name + ".tmp")
    old = directory.with_name(directory.name + ".old")
    for candidate in (tmp, old):
        if (candidate / STATE_FILE).is_file() and (candidate / ROWS_FILE).is_file():
            os.replace(candidate, directory)
            shutil.rmtree(old, ignore_errors=True)
            shutil.rmtree(tmp, ignore_errors=True)
            return True
    return False


def load_chunks(directory: Path) -> tuple[ChunkStore, Optional[BM25Index]]:
    """The chunk store and BM25 saved in ``directory``; BM25 is ``None`` when it must be rebuilt
    from the chunk texts (:func:`rebuild_bm25`): saved by another tokenizer revision, or lost.

    Raises:
        OSError, ValueError, KeyError: the files are missing or damaged.
        IndexCorruptError: BM25's files disagree with each other.
    """
    chunks = ChunkStore.load(directory)
    return chunks, BM25Index.load(directory, chunks.ids)


def rebuild_bm25(chunks: ChunkStore) -> BM25Index:
    """BM25 over the chunk store's texts, read from its records."""
    return BM25Index.build(chunks.ids, [context_text(n) for n in chunks.nodes()])
