"""The two stores of an index and the writes that keep them in step.

Dense vectors live in Qdrant (a Qdrant Edge shard in the index directory, or a
collection on a server; see :mod:`muonrag.index.vectors`); chunk records
(:class:`~muonrag.index.chunk_store.ChunkStore`) and BM25 over them
(:class:`~muonrag.index.bm25.BM25Index`) live beside them in ``chunks/``, saved
together; the manifest says which documents (and chunk ids) both should hold.
Every write marks itself ``pending`` in the manifest before it touches a store
and clears the mark once both agree, so an interrupted write is always found
and :meth:`TwoStores.repair` can undo it.
"""

from __future__ import annotations

import hashlib
import logging
import os
import shutil
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterable, Optional, Sequence

from muonrag.config import Config
from muonrag.core.nodes import chunk_payload, context_text
from muonrag.errors import IndexReadOnlyError
from muonrag.index.bm25 import STATE_FILE, BM25Index
from muonrag.index.chunk_store import RECORDS_FILE, ChunkStore
from muonrag.index.manifest import DocumentEntry, Manifest, now
from muonrag.index.vectors import Vectors

if TYPE_CHECKING:
    from llama_index.core.schema import TextNode

log = logging.getLogger(__name__)
CHUNKS_DIR = "chunks"


def collection_name(config: Config) -> str:
    """The Qdrant collection: ``config.collection``, else ``muonrag`` in embedded Qdrant
    and ``muonrag-<hash of the index path>`` on a server, where indexes share one namespace."""
    if config.collection:
        return config.collection
    if not config.qdrant_url:
        return "muonrag"
    digest = hashlib.sha256(str(Path(config.index_path).resolve()).encode()).hexdigest()[:12]
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
        storage_copy: a reader's private copy of the vectors, deleted by :meth:`close`.
    """

    def __init__(self, path: Path, manifest: Manifest, vectors: Vectors, chunks: ChunkStore, bm25: BM25Index,
                 read_only: bool = False, storage_copy: Optional[Path] = None):
        self.path = Path(path)
        self.manifest = manifest
        self.vectors = vectors
        self.chunks = chunks
        self.bm25 = bm25
        self.read_only = read_only
        self._storage_copy = storage_copy
        self._agree: Optional[bool] = None

    @property
    def collection(self) -> str:
        return self.vectors.collection

    @property
    def closed(self) -> bool:
        return self.vectors.closed

    def close(self) -> None:
        """Release the vectors (and the embedded storage's lock)."""
        self.vectors.close()
        if self._storage_copy is not None:
            shutil.rmtree(self._storage_copy.parent, ignore_errors=True)
            self._storage_copy = None

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
        self.manifest.save(self.path)

    def add_vectors(self, nodes: Sequence[TextNode]) -> None:
        """Write embedded chunks to the vectors, each with a copy of itself as payload."""
        nodes = list(nodes)
        if nodes:
            self.vectors.add_vectors([n.node_id for n in nodes], [list(n.get_embedding()) for n in nodes],
                                     [chunk_payload(n) for n in nodes])

    def delete_vectors(self, node_ids: Sequence[str]) -> None:
        if node_ids:
            self.vectors.delete_nodes(list(node_ids))

    def commit(self, nodes: Sequence[TextNode], documents: Iterable[tuple[str, DocumentEntry]],
               removed_ids: Sequence[str] = ()) -> None:
        """Finish a write whose vectors are in: update BM25, record the ``(doc_id, entry)`` pairs, clear ``pending``."""
        self.vectors.optimize()
        self.update_chunks(add=nodes, remove=removed_ids)
        for doc_id, entry in documents:
            self.manifest.documents[doc_id] = entry
        self.manifest.pending = None
        self.manifest.save(self.path)
        self._agree = None

    def drop(self, doc_ids: Sequence[str], by_ref: bool = False) -> None:
        """Remove documents from both stores and the manifest.

        With ``by_ref`` vectors are also deleted by their document id, which
        catches vectors that a crashed write added but never recorded.
        """
        doc_ids = list(doc_ids)
        chunk_ids = [i for d in doc_ids if d in self.manifest.documents for i in self.manifest.documents[d].chunk_ids]
        self.begin("remove", doc_ids)
        self.delete_vectors(chunk_ids)
        if by_ref:
            for doc_id in doc_ids:
                self.vectors.delete(doc_id)
        self.vectors.optimize()
        wanted = set(doc_ids)
        stray = [i for i, _text, metadata in self.chunks.records() if metadata.get("doc_id") in wanted]
        self.update_chunks(remove=set(chunk_ids) | set(stray))
        for doc_id in doc_ids:
            self.manifest.documents.pop(doc_id, None)
        self.manifest.pending = None
        self.manifest.save(self.path)
        self._agree = None

    def update_chunks(self, add: Sequence[TextNode] = (), remove: Iterable[str] = ()) -> None:
        """Change the chunk store and BM25 row for row (tokenizing only ``add``), and save both."""
        add = list(add)
        sources = self.chunks.update(add=add, remove=remove)
        self.bm25.update(self.chunks.ids, sources, [context_text(n) for n in add])
        save_chunks(self.path / CHUNKS_DIR, self.chunks, self.bm25)

    def repair(self, embed: Optional[Callable[[list[TextNode]], Any]] = None) -> list[str]:
        """Make the two stores agree after an interrupted write or a lost store.

        With ``embed`` (a function setting ``node.embedding`` on chunks), a recorded
        document whose chunks are all in the BM25 store but whose vectors are missing
        gets its vectors back from those chunks, so nothing is lost. Other documents
        that a crashed write was touching, or whose chunks are missing, are removed
        from both stores and from the manifest, so the next ingestion adds them again;
        vectors that belong to no document are deleted. Returns the ids of the removed
        documents.
        """
        pending = list((self.manifest.pending or {}).get("doc_ids", []))
        if not pending and self.stores_agree():
            if self.manifest.pending is not None:
                self.manifest.pending = None
                self.manifest.save(self.path)
            return []
        suspects = set(pending)
        sparse_ids = set(self.chunks.ids)
        dense_ids = self.dense_ids()
        restorable: list[str] = []
        for doc_id, entry in self.manifest.documents.items():
            chunks = set(entry.chunk_ids)
            if chunks <= sparse_ids and chunks <= dense_ids:
                continue
            if embed is not None and doc_id not in suspects and chunks <= sparse_ids:
                restorable.append(doc_id)
            else:
                suspects.add(doc_id)
        if restorable:
            self._restore_vectors(restorable, dense_ids, embed)
            dense_ids = self.dense_ids()
        known = {i for entry in self.manifest.documents.values() for i in entry.chunk_ids}
        self.delete_vectors(sorted(dense_ids - known))
        log.warning("repairing %s: removing %d document(s) from an interrupted write", self.path, len(suspects))
        self.drop(sorted(suspects), by_ref=True)
        return sorted(suspects)

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
        """Both stores hold exactly the manifest's chunk count."""
        expected = self.manifest.chunk_count
        return len(self.chunks) == expected and self.vector_count() == expected

    def consistent(self) -> bool:
        """No write pending and the stores agree (counted once per open and after every write)."""
        if self.manifest.pending:
            return False
        if self._agree is None:
            self._agree = self.stores_agree()
        return self._agree

    def disk_bytes(self) -> int:
        """Bytes the index takes on disk (blocks in use: the vector engine preallocates files sparsely)."""
        return sum(disk_usage(p) for p in self.path.rglob("*") if p.is_file())

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
    chunks.save(tmp)
    bm25.save(tmp)  # its state file, written last, marks the copy complete
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
        if (candidate / STATE_FILE).is_file() and (candidate / RECORDS_FILE).is_file():
            os.replace(candidate, directory)
            shutil.rmtree(old, ignore_errors=True)
            shutil.rmtree(tmp, ignore_errors=True)
            return True
    return False


def load_chunks(directory: Path) -> tuple[ChunkStore, BM25Index, bool]:
    """The chunk store and BM25 saved in ``directory``, and whether BM25 had to be rebuilt
    (saved by another tokenizer revision, or lost) from the chunk texts.

    Raises:
        OSError, ValueError, KeyError: the files are missing or damaged.
    """
    chunks = ChunkStore.load(directory)
    bm25 = BM25Index.load(directory, chunks.ids)
    if bm25 is not None:
        return chunks, bm25, False
    return chunks, BM25Index.build(chunks.ids, [context_text(n) for n in chunks.nodes()]), True
