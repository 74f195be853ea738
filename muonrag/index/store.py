"""The index: one directory, two stores (Qdrant for dense vectors, BM25), one manifest.

Typical use::

    from muonrag import MuonIndex
    with MuonIndex.open("muonrag-index", create=True) as index:
        report = index.add("papers/")
        hits = index.search("tungsten nozzle half-angle", mode="hybrid", top_k=5)
"""

from __future__ import annotations

import fcntl
import hashlib
import logging
import shutil
import sys
import time
import warnings
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterable, Optional, Union

from llama_index.core.schema import QueryBundle, TextNode

from muonrag.config import Config
from muonrag.errors import (
    IndexCorruptError,
    IndexInconsistentError,
    IndexLockedError,
    IndexMismatchError,
    IndexNotFoundError,
    MuonRAGError,
)
from muonrag.index.embedding import embedding_dimension, load_embedding, resolve_model
from muonrag.index.manifest import MANIFEST_FILE, DocumentEntry, Manifest, now
from muonrag.index.sparse import BM25Retriever, SparseIndex
from muonrag.ingest.chunking import Chunker, context_text
from muonrag.ingest.loaders import Skipped, SourceDocument, discover, iter_documents
from muonrag.retrieve.fusion import WeightedRRFRetriever
from muonrag.retrieve.results import SearchResult, SearchResults

if TYPE_CHECKING:
    from llama_index.core.base.embeddings.base import BaseEmbedding
    from llama_index.vector_stores.qdrant import QdrantVectorStore

log = logging.getLogger(__name__)
MODES = ("hybrid", "dense", "sparse")
SPARSE_DIR = "bm25"
QDRANT_DIR = "qdrant"
WRITE_LOCK = "write.lock"


@dataclass
class IngestReport:
    """What an ingestion did. ``skipped`` lists every file not ingested, with its reason."""

    added: list[str] = field(default_factory=list)
    updated: list[str] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)
    skipped: list[Skipped] = field(default_factory=list)
    repaired: list[str] = field(default_factory=list)
    chunks_added: int = 0
    chunks_removed: int = 0
    seconds: float = 0.0
    embed_seconds: float = 0.0

    @property
    def ingested(self) -> int:
        """Documents written by this ingestion (new plus changed)."""
        return len(self.added) + len(self.updated)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready summary, with the ingestion rate."""
        return {
            "added": self.added,
            "updated": self.updated,
            "unchanged": self.unchanged,
            "skipped": [{"source": s.source, "reason": s.reason} for s in self.skipped],
            "repaired": self.repaired,
            "chunks_added": self.chunks_added,
            "chunks_removed": self.chunks_removed,
            "seconds": round(self.seconds, 3),
            "embed_seconds": round(self.embed_seconds, 3),
            "chunks_per_second": round(self.chunks_added / self.seconds, 2) if self.seconds else None,
        }


class MuonIndex:
    """A hybrid (dense + BM25) index of chunks in one directory.

    Use :meth:`open` to get one. The directory holds ``manifest.json``, the
    BM25 index (``bm25/``) and, unless a Qdrant server URL is configured, the
    embedded Qdrant storage (``qdrant/``). Embedded Qdrant allows one process
    at a time; a Qdrant server allows many.
    """

    def __init__(self, config: Config, manifest: Manifest, client, sparse: SparseIndex, embed_model=None):
        self.config = config
        self.path = Path(config.index_path)
        self.manifest = manifest
        self.collection = manifest.vector_store.get("collection") or collection_name(config)
        self._client = client
        self._sparse = sparse
        self._embed_model = embed_model
        self._vector_store = None
        self._retrievers: dict[tuple, WeightedRRFRetriever] = {}
        self._agree: Optional[bool] = None
        self._dimension: Optional[int] = None
        self.last_report: Optional[IngestReport] = None  # set by muonrag.build_index
        self.query_transform: Optional[Callable[[str], str]] = None
        if config.bm25_glossary:
            from muonrag.agent.glossary import Glossary

            self.query_transform = Glossary.load().expand_query

    # opening -------------------------------------------------------------
    @classmethod
    def open(
        cls,
        index_path: Union[str, Path, Config, None] = None,
        *,
        create: bool = False,
        config: Optional[Config] = None,
        embed_model: Optional["BaseEmbedding"] = None,
        **overrides: Any,
    ) -> "MuonIndex":
        """Open the index at ``index_path`` (or ``config.index_path``).

        Args:
            index_path: the index directory, or a :class:`~muonrag.Config`.
            create: create an empty index when the directory has none.
            config: settings; defaults to :meth:`Config.load` (TOML file and environment).
            embed_model: an already loaded LlamaIndex embedding, to share one
                model between several indexes.
            overrides: settings that take precedence (``top_k=5``...).

        Raises:
            IndexNotFoundError: no index there and ``create`` is false.
            IndexLockedError: another process has the embedded Qdrant open.
            IndexMismatchError: built with another model, chunking or vector store.
            IndexCorruptError: the manifest or a store is damaged.
        """
        if isinstance(index_path, Config):
            config, index_path = index_path, None
        config = config or Config.load()
        if index_path is not None:
            overrides["index_path"] = index_path
        if overrides:
            config = config.replace(**{k: v for k, v in overrides.items() if v is not None})
        path = Path(config.index_path)
        model_name, model_path = resolve_model(config.embed_model)
        given = getattr(embed_model, "model_name", None)
        if embed_model is not None and given is not None and str(given) != model_path:
            raise IndexMismatchError(
                f"the embedding model passed ({given}) is not the configured one ({config.embed_model}); "
                "pass the model the configuration names, or set embed_model to match."
            )
        chunking = Chunker.__new__(Chunker)
        chunking.chunk_size, chunking.chunk_overlap = config.chunk_size, config.chunk_overlap
        vector_store = {"kind": "server", "url": config.qdrant_url} if config.qdrant_url else {"kind": "local", "path": QDRANT_DIR}
        vector_store["collection"] = collection_name(config)

        if (path / MANIFEST_FILE).is_file():
            manifest = Manifest.load(path)
            if config.collection is None:  # the recorded collection, wherever the index has moved
                vector_store["collection"] = manifest.vector_store.get("collection", vector_store["collection"])
            _check_compatible(path, manifest, model_name, Chunker.params.fget(chunking), vector_store)
        elif path.is_dir() and any(p.name != WRITE_LOCK for p in path.iterdir()):
            raise IndexCorruptError(
                f"{path} exists but holds no {MANIFEST_FILE}: it is not a muonrag index, or its manifest "
                "was lost. Choose another --index directory, or delete this one and ingest again."
            )
        elif not create:
            raise IndexNotFoundError(
                f"no muonrag index at {path}; build one with `muonrag ingest <folder> --index {path}`."
            )
        else:
            manifest = Manifest(
                embedding={"model": model_name, "dimension": None},
                chunking=Chunker.params.fget(chunking),
                vector_store=vector_store,
            )
        path.mkdir(parents=True, exist_ok=True)
        client = _connect(config, path)
        try:
            sparse_dir = path / SPARSE_DIR
            if sparse_dir.is_dir():
                try:
                    sparse = SparseIndex.load(sparse_dir)
                except (OSError, ValueError, KeyError) as exc:
                    raise IndexCorruptError(
                        f"the BM25 index in {sparse_dir} is damaged ({type(exc).__name__}: {exc}); delete "
                        f"{path} and run `muonrag ingest` again."
                    ) from None
            elif manifest.documents:
                raise IndexCorruptError(f"{sparse_dir} is missing; delete {path} and run `muonrag ingest` again.")
            else:
                sparse = SparseIndex()
            if manifest.documents and not client.collection_exists(vector_store["collection"]):
                raise IndexCorruptError(
                    f"the Qdrant collection {vector_store['collection']!r} of the index {path} is missing "
                    f"({'server ' + config.qdrant_url if config.qdrant_url else 'embedded storage ' + str(path / QDRANT_DIR)}); "
                    f"delete {path} and run `muonrag ingest` again."
                )
            if sparse.rebuilt:
                log.info("rebuilt the BM25 index of %s for the current tokenizer", path)
                sparse.save(sparse_dir)
            index = cls(config, manifest, client, sparse, embed_model)
            if not (path / MANIFEST_FILE).is_file():
                manifest.save(path)
            return index
        except BaseException:
            client.close()
            raise

    def close(self) -> None:
        """Release the Qdrant storage (and its lock)."""
        if self._client is not None:
            self._client.close()
            self._client = None

    def __enter__(self) -> "MuonIndex":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # components ----------------------------------------------------------
    @property
    def embed_model(self) -> "BaseEmbedding":
        """The LlamaIndex embedding model (loaded on first use)."""
        if self._embed_model is None:
            self._embed_model = load_embedding(self.config.embed_model, self.config.device, self.config.embed_batch_size)
        return self._embed_model

    @property
    def vector_store(self) -> "QdrantVectorStore":
        """The LlamaIndex ``QdrantVectorStore`` holding the dense vectors."""
        if self._vector_store is None:
            from llama_index.vector_stores.qdrant import QdrantVectorStore

            self._vector_store = QdrantVectorStore(collection_name=self.collection, client=self._client)
        return self._vector_store

    @property
    def sparse(self) -> SparseIndex:
        """The BM25 side, which also holds every chunk's text and metadata."""
        return self._sparse

    def __len__(self) -> int:
        return len(self._sparse)

    def get_node(self, node_id: str) -> Optional[TextNode]:
        """The chunk with this id (text and metadata), or ``None``."""
        return self._sparse.get(node_id)

    def dense_retriever(self, similarity_top_k: Optional[int] = None):
        """LlamaIndex ``VectorIndexRetriever`` over the Qdrant collection."""
        from llama_index.core import VectorStoreIndex

        self._check_dimension()
        index = VectorStoreIndex.from_vector_store(self.vector_store, embed_model=self.embed_model)
        return index.as_retriever(similarity_top_k=similarity_top_k or self.config.candidate_k)

    def sparse_retriever(self, similarity_top_k: Optional[int] = None) -> BM25Retriever:
        """BM25 retriever (physics tokenizer; no zero-score filler)."""
        return BM25Retriever(self._sparse, similarity_top_k or self.config.candidate_k, query_transform=self.query_transform)

    def retriever(
        self,
        mode: str = "hybrid",
        top_k: Optional[int] = None,
        w_dense: Optional[float] = None,
        w_sparse: Optional[float] = None,
        rrf_k: Optional[float] = None,
    ) -> WeightedRRFRetriever:
        """A :class:`WeightedRRFRetriever` for ``mode`` in ``hybrid``, ``dense``, ``sparse``.

        All three share one interface, so they can be compared like for like.
        Unset arguments come from the configuration.
        """
        if mode not in MODES:
            raise ValueError(f"mode must be one of {', '.join(MODES)}, got {mode!r}")
        cfg = self.config
        key = (mode, top_k or cfg.top_k, w_dense, w_sparse, rrf_k)
        if key not in self._retrievers:
            parts, weights, names = [], [], []
            if mode in ("hybrid", "dense"):
                parts.append(self.dense_retriever())
                weights.append(cfg.w_dense if w_dense is None else w_dense)
                names.append("dense")
            if mode in ("hybrid", "sparse"):
                parts.append(self.sparse_retriever())
                weights.append(cfg.w_sparse if w_sparse is None else w_sparse)
                names.append("sparse")
            if sum(weights) <= 0:
                raise ValueError(f"the fusion weights for {mode} are all zero")
            self._retrievers[key] = WeightedRRFRetriever(
                parts, weights=weights, names=names, k=cfg.rrf_k if rrf_k is None else rrf_k, similarity_top_k=key[1]
            )
        return self._retrievers[key]

    def search(self, query: str, mode: str = "hybrid", top_k: Optional[int] = None, **fusion: Any) -> SearchResults:
        """Retrieve the ``top_k`` chunks for ``query``.

        Args:
            query: the question or keywords.
            mode: ``hybrid`` (weighted RRF of both), ``dense`` or ``sparse``.
            top_k: number of results (default: ``config.top_k``).
            fusion: ``w_dense``, ``w_sparse`` or ``rrf_k`` for this call only.

        Returns:
            :class:`SearchResults`, a list of :class:`SearchResult`; call
            ``.to_nodes()`` for LlamaIndex ``NodeWithScore`` objects.
        """
        if not query or not query.strip():
            raise ValueError("the query is empty")
        if top_k is not None and top_k < 1:
            raise ValueError(f"top_k must be at least 1, got {top_k}")
        if self.manifest.pending or not self._consistent():
            raise IndexInconsistentError(
                f"an interrupted {(self.manifest.pending or {}).get('operation', 'write')} left the stores of {self.path} "
                "disagreeing; run `muonrag ingest` on your documents again (it repairs the index first and "
                "re-reads what was interrupted), or call MuonIndex.repair()."
            )
        if len(self._sparse) == 0:
            return SearchResults()
        hits = self.retriever(mode, top_k, **fusion).retrieve(QueryBundle(query))
        return SearchResults(SearchResult.from_node(i, hit) for i, hit in enumerate(hits, start=1))

    # writing -------------------------------------------------------------
    def add(
        self,
        path: Union[str, Path, Iterable[Union[SourceDocument, Skipped]]],
        progress: bool = False,
    ) -> IngestReport:
        """Ingest a file, a folder (recursively) or an iterable of loaded documents.

        Unchanged documents are skipped, changed ones have their chunks replaced
        in both stores, and unreadable files are listed in ``report.skipped``.
        """
        start = time.perf_counter()
        report = IngestReport()
        with self._write_lock():
            report.repaired = self.repair()
            items, total = path, None
            if isinstance(path, (str, Path)):
                files = discover(path)
                items = iter_documents(path, files)
                total = None if any(f.name == "corpus.jsonl" for f in files) else len(files)
            seen: set[str] = set()
            by_source = {entry.source: doc_id for doc_id, entry in self.manifest.documents.items()}
            todo: list[SourceDocument] = []
            reading = _bar(progress, total=total, desc="reading", unit="file")
            for item in items:
                reading.update(1)
                if isinstance(item, Skipped):
                    report.skipped.append(item)
                    reading.set_postfix(skipped=len(report.skipped))
                    continue
                if item.format != "beir":
                    # the same file reached from another starting folder keeps its first id
                    known = by_source.get(item.source)
                    if known is not None and known != item.doc_id:
                        item.doc_id = known
                    clash = self.manifest.documents.get(item.doc_id)
                    if clash is not None and clash.source != item.source and Path(clash.source).exists():
                        report.skipped.append(Skipped(item.source, (
                            f"document id {item.doc_id!r} already belongs to {clash.source}; ingest both from a "
                            "common parent folder, or remove the other one first")))
                        continue
                if item.doc_id in seen:
                    report.skipped.append(Skipped(item.source, f"duplicate document id {item.doc_id!r} in this batch"))
                    continue
                seen.add(item.doc_id)
                old = self.manifest.documents.get(item.doc_id)
                if old is not None and old.content_hash == item.content_hash:
                    report.unchanged.append(item.doc_id)
                    continue
                (report.updated if old is not None else report.added).append(item.doc_id)
                todo.append(item)
            reading.close()
            for skipped in report.skipped:
                log.warning("skipped %s: %s", skipped.source, skipped.reason)
            if todo:
                self._write(todo, report, progress)
        report.seconds = time.perf_counter() - start
        return report

    def _write(self, documents: list[SourceDocument], report: IngestReport, progress: bool) -> None:
        chunker = Chunker(self.config.chunk_size, self.config.chunk_overlap)
        new_nodes = chunker.chunk_all(documents)
        old_ids = [i for d in documents if d.doc_id in self.manifest.documents for i in self.manifest.documents[d.doc_id].chunk_ids]
        self._check_dimension()
        self.manifest.pending = {"operation": "ingest", "started": now(), "doc_ids": [d.doc_id for d in documents]}
        self.manifest.save(self.path)

        if old_ids:
            self.vector_store.delete_nodes(old_ids)
        bar = _bar(progress, total=len(new_nodes), desc="embedding", unit="chunk")
        batch = max(self.config.embed_batch_size, 1) * 2
        for start in range(0, len(new_nodes), batch):
            nodes = new_nodes[start : start + batch]
            t0 = time.perf_counter()
            vectors = self.embed_model.get_text_embedding_batch([context_text(n) for n in nodes])
            report.embed_seconds += time.perf_counter() - t0
            for node, vector in zip(nodes, vectors):
                node.embedding = vector
            with warnings.catch_warnings():
                # embedded Qdrant ignores the payload index LlamaIndex asks for, and says so each time
                warnings.filterwarnings("ignore", message="Payload indexes have no effect")
                self.vector_store.add(nodes)
            for node in nodes:
                node.embedding = None
            bar.update(len(nodes))
        bar.close()
        self._sparse.update(add=new_nodes, remove=old_ids)
        self._sparse.save(self.path / SPARSE_DIR)

        by_doc: dict[str, list[str]] = {}
        for node in new_nodes:
            by_doc.setdefault(node.metadata["doc_id"], []).append(node.node_id)
        for document in documents:
            self.manifest.documents[document.doc_id] = DocumentEntry(
                source=document.source,
                content_hash=document.content_hash,
                title=document.title,
                format=document.format,
                chunk_ids=by_doc.get(document.doc_id, []),
            )
        self.manifest.pending = None
        self.manifest.save(self.path)
        self._retrievers.clear()
        self._agree = None
        report.chunks_added += len(new_nodes)
        report.chunks_removed += len(old_ids)

    def remove(self, documents: Iterable[str]) -> list[str]:
        """Remove documents (by document id or by source path) from both stores.

        Returns the ids removed; raises ``KeyError`` naming any not in the index.
        """
        wanted = list(documents)
        by_source = {entry.source: doc_id for doc_id, entry in self.manifest.documents.items()}
        ids, missing = [], []
        for name in wanted:
            doc_id = name if name in self.manifest.documents else by_source.get(name) or by_source.get(str(Path(name).resolve()))
            (ids if doc_id else missing).append(doc_id or name)
        if missing:
            raise KeyError(f"not in the index {self.path}: {', '.join(missing)} (see `muonrag info --documents`)")
        with self._write_lock():
            self._drop(ids)
        return ids

    def repair(self) -> list[str]:
        """Make the two stores agree after an interrupted write.

        Documents that a crashed write was touching, or whose chunks are
        missing from either store, are removed from both stores and from the
        manifest, so the next ingestion adds them again; vectors that belong
        to no document are deleted. Returns the ids of the removed documents.
        """
        pending = list((self.manifest.pending or {}).get("doc_ids", []))
        if not pending and self._stores_agree():
            if self.manifest.pending is not None:
                self.manifest.pending = None
                self.manifest.save(self.path)
            return []
        suspects = set(pending)
        sparse_ids = set(self._sparse.node_ids)
        dense_ids = self._dense_ids()
        for doc_id, entry in self.manifest.documents.items():
            chunks = set(entry.chunk_ids)
            if not chunks <= sparse_ids or not chunks <= dense_ids:
                suspects.add(doc_id)
        known = {i for entry in self.manifest.documents.values() for i in entry.chunk_ids}
        orphans = sorted(dense_ids - known)
        if orphans and self._collection_exists():
            self.vector_store.delete_nodes(orphans)
        log.warning("repairing %s: removing %d document(s) from an interrupted write", self.path, len(suspects))
        self._drop(sorted(suspects), by_ref=True)
        return sorted(suspects)

    def _dense_ids(self) -> set[str]:
        if not self._collection_exists():
            return set()
        ids: set[str] = set()
        offset = None
        while True:
            points, offset = self._client.scroll(self.collection, limit=10_000, offset=offset, with_payload=False)
            ids.update(str(p.id) for p in points)
            if offset is None:
                return ids

    def _drop(self, doc_ids: list[str], by_ref: bool = False) -> None:
        chunk_ids = [i for d in doc_ids if d in self.manifest.documents for i in self.manifest.documents[d].chunk_ids]
        self.manifest.pending = {"operation": "remove", "started": now(), "doc_ids": list(doc_ids)}
        self.manifest.save(self.path)
        if self._collection_exists():
            if chunk_ids:
                self.vector_store.delete_nodes(chunk_ids)
            if by_ref:
                for doc_id in doc_ids:
                    self.vector_store.delete(ref_doc_id=doc_id)
        stray = [n.node_id for n in self._sparse.nodes() if n.metadata.get("doc_id") in set(doc_ids)]
        self._sparse.update(remove=set(chunk_ids) | set(stray))
        self._sparse.save(self.path / SPARSE_DIR)
        for doc_id in doc_ids:
            self.manifest.documents.pop(doc_id, None)
        self.manifest.pending = None
        self.manifest.save(self.path)
        self._retrievers.clear()
        self._agree = None

    # inspection ----------------------------------------------------------
    def info(self) -> dict[str, Any]:
        """Summary of the index: sizes, model, chunking, vector store, state."""
        m = self.manifest
        return {
            "path": str(self.path),
            "documents": len(m.documents),
            "chunks": len(self._sparse),
            "vectors": self._vector_count(),
            "embedding": m.embedding,
            "chunking": m.chunking,
            "vector_store": m.vector_store,
            "created": m.created,
            "updated": m.updated,
            "pending": m.pending,
            "disk_bytes": _disk_usage(self.path),
        }

    def documents(self) -> dict[str, DocumentEntry]:
        """Every document in the index, by id."""
        return dict(self.manifest.documents)

    # internals -------------------------------------------------------------
    def _collection_exists(self) -> bool:
        return self._client.collection_exists(self.collection)

    def _vector_count(self) -> int:
        if not self._collection_exists():
            return 0
        return self._client.count(self.collection, exact=True).count

    def _consistent(self) -> bool:
        """Stores agree (checked once per open and after every write)."""
        if self._agree is None:
            self._agree = self._stores_agree()
        return self._agree

    def _stores_agree(self) -> bool:
        expected = self.manifest.chunk_count
        return len(self._sparse) == expected and self._vector_count() == expected

    def _check_dimension(self) -> None:
        if self._dimension is None:
            self._dimension = embedding_dimension(self.embed_model)
        dim = self._dimension
        recorded = self.manifest.embedding.get("dimension")
        if recorded is None:
            self.manifest.embedding["dimension"] = dim
        elif recorded != dim:
            raise IndexMismatchError(
                f"{self.path} holds {recorded}-dimensional vectors but the model {self.config.embed_model!r} "
                f"makes {dim}-dimensional ones; use the model the index was built with, or rebuild the index."
            )

    def _write_lock(self):
        return _FileLock(self.path / WRITE_LOCK)


class _FileLock:
    """Exclusive advisory lock for writers (needed when Qdrant is a shared server)."""

    def __init__(self, path: Path):
        self.path = path
        self._handle = None

    def __enter__(self):
        self._handle = open(self.path, "a")
        try:
            fcntl.flock(self._handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            self._handle.close()
            raise IndexLockedError(
                f"another process is writing to the index {self.path.parent}; wait for it to finish."
            ) from None
        return self

    def __exit__(self, *exc):
        fcntl.flock(self._handle, fcntl.LOCK_UN)
        self._handle.close()


def _check_compatible(path: Path, manifest: Manifest, model: str, chunking: dict, vector_store: dict) -> None:
    built = manifest.embedding.get("model")
    if built != model:
        raise IndexMismatchError(
            f"the index {path} was built with the embedding model {built!r}, but {model!r} is configured; "
            f"set embed_model={built!r} (MUONRAG_EMBED_MODEL), or ingest into a new --index directory."
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


def collection_name(config: Config) -> str:
    """The Qdrant collection: ``config.collection``, else ``muonrag`` in embedded Qdrant
    and ``muonrag-<hash of the index path>`` on a server, where indexes share one namespace."""
    if config.collection:
        return config.collection
    if not config.qdrant_url:
        return "muonrag"
    digest = hashlib.sha256(str(Path(config.index_path).resolve()).encode()).hexdigest()[:12]
    return f"muonrag-{digest}"


def _connect(config: Config, path: Path):
    from qdrant_client import QdrantClient

    if config.qdrant_url:
        try:
            return QdrantClient(url=config.qdrant_url, api_key=config.qdrant_api_key, timeout=30)
        except Exception as exc:  # qdrant raises several transport errors
            raise MuonRAGError(f"cannot connect to the Qdrant server at {config.qdrant_url}: {exc}") from None
    storage = path / QDRANT_DIR
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
    except (ValueError, OSError, KeyError) as exc:
        raise IndexCorruptError(
            f"the Qdrant storage in {storage} is damaged ({type(exc).__name__}: {exc}); delete {path} and ingest again."
        ) from None


def _bar(enabled: bool, **kwargs):
    from tqdm.auto import tqdm

    return tqdm(disable=not enabled, file=sys.stderr, dynamic_ncols=True, **kwargs)


def _disk_usage(path: Path) -> int:
    return sum(p.stat().st_size for p in Path(path).rglob("*") if p.is_file())
