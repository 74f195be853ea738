"""The two stores of an index and the writes that keep them in step.

Dense vectors live in a Qdrant collection (embedded in the index directory, or
on a server); chunk records and BM25 live in a :class:`SparseIndex` beside
them; the manifest says which documents (and chunk ids) both should hold.
Every write marks itself ``pending`` in the manifest before it touches a store
and clears the mark once both agree, so an interrupted write is always found
and :meth:`TwoStores.repair` can undo it.
"""

from __future__ import annotations

import hashlib
import logging
import shutil
import warnings
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterable, Optional, Sequence

from llama_index.core.schema import TextNode

from muonrag.config import Config
from muonrag.errors import IndexCorruptError, IndexLockedError, IndexReadOnlyError, MuonRAGError
from muonrag.index.manifest import DocumentEntry, Manifest, now
from muonrag.index.sparse import SparseIndex

if TYPE_CHECKING:
    from llama_index.vector_stores.qdrant import QdrantVectorStore
    from qdrant_client import QdrantClient

log = logging.getLogger(__name__)
SPARSE_DIR = "bm25"
QDRANT_DIR = "qdrant"


def collection_name(config: Config) -> str:
    """The Qdrant collection: ``config.collection``, else ``muonrag`` in embedded Qdrant
    and ``muonrag-<hash of the index path>`` on a server, where indexes share one namespace."""
    if config.collection:
        return config.collection
    if not config.qdrant_url:
        return "muonrag"
    digest = hashlib.sha256(str(Path(config.index_path).resolve()).encode()).hexdigest()[:12]
    return f"muonrag-{digest}"


def connect(config: Config, path: Path, storage: Optional[Path] = None) -> "QdrantClient":
    """A Qdrant client: the configured server, or embedded storage in ``path/qdrant`` (or ``storage``)."""
    from qdrant_client import QdrantClient

    if config.qdrant_url:
        try:
            return QdrantClient(url=config.qdrant_url, api_key=config.qdrant_api_key, timeout=30)
        except Exception as exc:  # qdrant raises several transport errors
            raise MuonRAGError(f"cannot connect to the Qdrant server at {config.qdrant_url}: {exc}") from None
    storage = storage or path / QDRANT_DIR
    try:
        return QdrantClient(path=str(storage))
    except RuntimeError as exc:
        if "already accessed" in str(exc):
            raise IndexLockedError(
                f"the index {path} is open in another process (embedded Qdrant allows one at a time). "
                "Close the other process, or serve the vectors from a Qdrant server (set qdrant_url) "
                "for concurrent access."
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


class TwoStores:
    """The Qdrant collection, the sparse store and the manifest of one index directory.

    Args:
        path: the index directory.
        manifest: its manifest (saved here after every write).
        client: the Qdrant client (closed by :meth:`close`).
        collection: the Qdrant collection name.
        sparse: the chunk records and BM25.
    """

    def __init__(self, path: Path, manifest: Manifest, client: "QdrantClient", collection: str, sparse: SparseIndex,
                 read_only: bool = False, storage_copy: Optional[Path] = None):
        self.path = Path(path)
        self.manifest = manifest
        self.client: Optional["QdrantClient"] = client
        self.collection = collection
        self.sparse = sparse
        self.read_only = read_only
        self._storage_copy = storage_copy
        self._vector_store: Optional["QdrantVectorStore"] = None
        self._agree: Optional[bool] = None

    @property
    def vector_store(self) -> "QdrantVectorStore":
        """The LlamaIndex ``QdrantVectorStore`` over the collection."""
        if self._vector_store is None:
            from llama_index.vector_stores.qdrant import QdrantVectorStore

            self._vector_store = QdrantVectorStore(collection_name=self.collection, client=self.client)
        return self._vector_store

    def close(self) -> None:
        """Release the Qdrant client (and the embedded storage's lock)."""
        if self.client is not None:
            self.client.close()
            self.client = None
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
        """Write embedded chunks to Qdrant."""
        with warnings.catch_warnings():
            # embedded Qdrant ignores the payload index LlamaIndex asks for, and says so each time
            warnings.filterwarnings("ignore", message="Payload indexes have no effect")
            self.vector_store.add(list(nodes))

    def delete_vectors(self, node_ids: Sequence[str]) -> None:
        if node_ids and self.collection_exists():
            self.vector_store.delete_nodes(list(node_ids))

    def commit(self, nodes: Sequence[TextNode], documents: Iterable[tuple[str, DocumentEntry]],
               removed_ids: Sequence[str] = ()) -> None:
        """Finish a write whose vectors are in: update BM25, record the ``(doc_id, entry)`` pairs, clear ``pending``."""
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
        if self.collection_exists():
            self.delete_vectors(chunk_ids)
            if by_ref:
                for doc_id in doc_ids:
                    self.vector_store.delete(ref_doc_id=doc_id)
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
    def collection_exists(self) -> bool:
        return self.client.collection_exists(self.collection)

    def vector_count(self) -> int:
        """Vectors in the collection (0 when it does not exist yet)."""
        if not self.collection_exists():
            return 0
        return self.client.count(self.collection, exact=True).count

    def dense_ids(self) -> set[str]:
        """Ids of every vector in the collection."""
        if not self.collection_exists():
            return set()
        ids: set[str] = set()
        offset = None
        while True:
            points, offset = self.client.scroll(self.collection, limit=10_000, offset=offset, with_payload=False)
            ids.update(str(p.id) for p in points)
            if offset is None:
                return ids

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
        return sum(p.stat().st_size for p in self.path.rglob("*") if p.is_file())

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
