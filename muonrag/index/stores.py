"""The two stores of an index and the writes that keep them in step.

Dense vectors live in Qdrant (a Qdrant Edge shard in the index directory, or a
collection on a server; see :mod:`muonrag.index.vectors`); chunk records and BM25 live in a :class:`SparseIndex` beside
them; the manifest says which documents (and chunk ids) both should hold.
Every write marks itself ``pending`` in the manifest before it touches a store
and clears the mark once both agree, so an interrupted write is always found
and :meth:`TwoStores.repair` can undo it.
"""

from __future__ import annotations

import hashlib
import logging
import shutil
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterable, Optional, Sequence

from muonrag.config import Config
from muonrag.errors import IndexReadOnlyError
from muonrag.index.manifest import DocumentEntry, Manifest, now
from muonrag.index.sparse import SparseIndex

if TYPE_CHECKING:
    from llama_index.core.schema import TextNode

log = logging.getLogger(__name__)
SPARSE_DIR = "bm25"


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
    """The dense vectors, the sparse store and the manifest of one index directory.

    Args:
        path: the index directory.
        manifest: its manifest (saved here after every write).
        vectors: the dense side (:class:`~muonrag.index.edge_shard.EdgeShard` or
            :class:`~muonrag.index.vectors.ClientVectors`; closed by :meth:`close`).
        sparse: the chunk records and BM25.
        read_only: refuse writes.
        storage_copy: a reader's private copy of the vectors, deleted by :meth:`close`.
    """

    def __init__(self, path: Path, manifest: Manifest, vectors: Any, sparse: SparseIndex,
                 read_only: bool = False, storage_copy: Optional[Path] = None):
        self.path = Path(path)
        self.manifest = manifest
        self.vectors = vectors
        self.sparse = sparse
        self.read_only = read_only
        self._storage_copy = storage_copy
        self._agree: Optional[bool] = None
        vectors.use_chunks(sparse.get)

    @property
    def vector_store(self):
        """The LlamaIndex vector store holding the dense vectors."""
        return self.vectors.vector_store

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
        """Write embedded chunks to the vectors."""
        self.vectors.add(list(nodes))

    def delete_vectors(self, node_ids: Sequence[str]) -> None:
        if node_ids:
            self.vectors.delete_nodes(list(node_ids))

    def commit(self, nodes: Sequence[TextNode], documents: Iterable[tuple[str, DocumentEntry]],
               removed_ids: Sequence[str] = ()) -> None:
        """Finish a write whose vectors are in: update BM25, record the ``(doc_id, entry)`` pairs, clear ``pending``."""
        self.vectors.optimize()
        self.sparse.update(add=nodes, remove=removed_ids)
        self.sparse.save(self.path / SPARSE_DIR)
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
        stray = [n.node_id for n in self.sparse.nodes() if n.metadata.get("doc_id") in wanted]
        self.sparse.update(remove=set(chunk_ids) | set(stray))
        self.sparse.save(self.path / SPARSE_DIR)
        for doc_id in doc_ids:
            self.manifest.documents.pop(doc_id, None)
        self.manifest.pending = None
        self.manifest.save(self.path)
        self._agree = None

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
        sparse_ids = set(self.sparse.node_ids)
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
            nodes = [self.sparse.get(i).model_copy() for i in missing[start : start + 64]]
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
        return len(self.sparse) == expected and self.vector_count() == expected

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
            "chunks": len(self.sparse),
            "vectors": self.vector_count(),
            "embedding": m.embedding,
            "chunking": m.chunking,
            "vector_store": m.vector_store,
            "created": m.created,
            "updated": m.updated,
            "pending": m.pending,
            "disk_bytes": self.disk_bytes(),
        }
