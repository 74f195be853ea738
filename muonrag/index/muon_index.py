"""The index: one directory, two stores (Qdrant for dense vectors, BM25), one manifest.

Typical use::

    import muonrag
    with muonrag.open_index("muonrag-index", create=True) as index:
        report = index.add("papers/")
        hits = index.search("tungsten nozzle half-angle", mode="hybrid", top_k=5)
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterable, NamedTuple, Optional, Union

from muonrag.config import Config
from muonrag.errors import DocumentNotFoundError, IndexInconsistentError, IndexMismatchError, MuonRAGError
from muonrag.index.embedding import embedding_dimension, load_embedding
from muonrag.index.locking import WriteLock
from muonrag.index.manifest import DocumentEntry
from muonrag.index.opening import open_stores
from muonrag.index.pipeline import IngestReport, Source, embed, ingest
from muonrag.index.sparse import SparseIndex
from muonrag.ingest.chunking import Chunker
from muonrag.ingest.references import REFERENCES_SECTION
from muonrag.core.models import resolve_model
from muonrag.retrieve.ranking import AdaptiveWeights, FusedHit, check_fusion, fuse_ranked
from muonrag.retrieve.results import SearchResult, SearchResults

if TYPE_CHECKING:
    from llama_index.core.base.embeddings.base import BaseEmbedding
    from llama_index.core.retrievers import BaseRetriever
    from llama_index.core.schema import TextNode
    from llama_index.core.vector_stores.types import BasePydanticVectorStore

    from muonrag.index.bm25_retriever import PhysicsBM25Retriever
    from muonrag.index.onnx_encoder import OnnxEncoder
    from muonrag.retrieve.fusion import WeightedRRFRetriever

MODES = ("hybrid", "dense", "sparse")


class _Plan(NamedTuple):
    """What a search of one mode does, shared by :meth:`MuonIndex.retriever` and :meth:`MuonIndex.search`."""

    parts: tuple  # (name, weight) per retriever, dense first
    depth: int  # candidates each retriever returns
    top_k: int  # fused results returned
    k: float
    method: str
    normalisation: str
    adaptive: Optional[AdaptiveWeights]
    skipped: tuple  # sections left out


class MuonIndex:
    """A hybrid (dense + BM25) index of chunks in one directory.

    Use :meth:`open` (or :func:`muonrag.open_index`) to get one. The directory
    holds ``manifest.json``, the BM25 index (``bm25/``) and, unless a Qdrant
    server URL is configured, the embedded Qdrant storage (``qdrant/``).
    Embedded Qdrant allows one process at a time; a Qdrant server allows many.

    Args:
        config: the settings.
        stores: the opened stores (see :func:`muonrag.index.opening.open_stores`).
        embed_model: an already loaded embedding model; loaded on first use otherwise.
        query_transform: applied to BM25 queries first (for example
            :meth:`Glossary.expand_query <muonrag.core.glossary.Glossary.expand_query>`).
    """

    def __init__(self, config: Config, stores, embed_model: Optional["BaseEmbedding"] = None,
                 query_transform: Optional[Callable[[str], str]] = None):
        self.config = config
        self.path = Path(config.index_path)
        self._stores = stores
        self._embed_model = embed_model
        self._given_model = embed_model is not None
        self._query_model: Optional["BaseEmbedding"] = None
        self._onnx_encoder: Optional["OnnxEncoder"] = None
        self._onnx_tried = False
        self.query_transform = query_transform
        self._retrievers: dict[tuple, WeightedRRFRetriever] = {}
        self._dimension: Optional[int] = None
        self.last_report: Optional[IngestReport] = None  # set by muonrag.build_index

    @classmethod
    def open(cls, index_path: Union[str, Path, Config, None] = None, *, create: bool = False, read_only: bool = False,
             config: Optional[Config] = None, embed_model: Optional["BaseEmbedding"] = None,
             query_transform: Optional[Callable[[str], str]] = None, **overrides: Any) -> "MuonIndex":
        """Open the index at ``index_path`` (or ``config.index_path``).

        Args:
            index_path: the index directory, or a :class:`~muonrag.Config`.
            create: create an empty index when the directory has none.
            read_only: open for searching only. A read-only index takes no lock: it
                searches a snapshot of the vectors taken as it opens, so any number
                of processes can search while another one ingests; writes raise
                :class:`~muonrag.errors.IndexReadOnlyError`.
            config: settings; defaults to :meth:`Config.load` (TOML file and environment).
            embed_model: an already loaded LlamaIndex embedding, to share one
                model between several indexes.
            query_transform: applied to BM25 queries first; with
                ``bm25_glossary`` set and none given, the glossary's expansion.
            overrides: settings that take precedence (``top_k=5``...).

        Raises:
            IndexNotFoundError: no index there and ``create`` is false.
            IndexLockedError: another process has the embedded Qdrant open (never with ``read_only``).
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
        given = getattr(embed_model, "model_name", None)
        if given is not None and str(given) != resolve_model(config.embed_model)[1]:
            raise IndexMismatchError(
                f"the embedding model passed ({given}) is not the configured one ({config.embed_model}); "
                "pass the model the configuration names, or set embed_model to match."
            )
        if query_transform is None and config.bm25_glossary:
            from muonrag.core.glossary import Glossary

            query_transform = Glossary.load().expand_query
        return cls(config, open_stores(config, create=create, read_only=read_only), embed_model, query_transform)

    def close(self) -> None:
        """Release the Qdrant storage (and its lock). The index cannot be used afterwards."""
        self._stores.close()

    def __repr__(self) -> str:
        if self._stores.closed:
            return f"MuonIndex({str(self.path)!r}, closed)"
        mode = ", read-only" if self._stores.read_only else ""
        return (f"MuonIndex({str(self.path)!r}: {len(self.manifest.documents)} documents, {len(self)} chunks, "
                f"model {self.manifest.embedding.get('model')}{mode})")

    def __enter__(self) -> "MuonIndex":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # components ----------------------------------------------------------
    @property
    def manifest(self):
        """The :class:`~muonrag.index.manifest.Manifest` of the index."""
        return self._stores.manifest

    @property
    def collection(self) -> str:
        """The Qdrant collection holding the dense vectors."""
        return self._stores.collection

    @property
    def embed_model(self) -> "BaseEmbedding":
        """The LlamaIndex embedding model that encodes documents, loaded on first use: the model
        passed to :meth:`open`, else ONNX Runtime for a read-only index when the ``encoder``
        setting allows it, else ``HuggingFaceEmbedding`` (torch), which batches long chunks fastest."""
        if self._embed_model is None:
            if self.config.encoder == "onnx" or (self.config.encoder == "auto" and self._stores.read_only):
                self._embed_model = self._load_onnx()
            if self._embed_model is None:
                self._embed_model = load_embedding(self.config.embed_model, self.config.device, self.config.embed_batch_size)
        return self._embed_model

    @property
    def query_model(self) -> "BaseEmbedding":
        """The embedding model that encodes queries (and, when answering, evidence sentences): the
        model passed to :meth:`open`, else ONNX Runtime unless ``encoder = "torch"`` (a query in 7-10 ms
        against torch's 19 ms on 2 cores, the same vectors), else :attr:`embed_model`."""
        if self._query_model is None:
            from muonrag.index.onnx_embedding import OnnxEmbedding

            if self._given_model or isinstance(self._embed_model, OnnxEmbedding) or self.config.encoder == "torch":
                self._query_model = self.embed_model
            else:
                self._query_model = self._load_onnx() or self.embed_model
        return self._query_model

    def _onnx(self) -> Optional["OnnxEncoder"]:
        """The ONNX Runtime encoder, loaded once (``None`` when it cannot be used)."""
        if not self._onnx_tried:
            from muonrag.index.onnx_encoder import load_onnx_encoder

            # an error (encoder = "onnx" that cannot be met) is raised again on the next try
            self._onnx_encoder = load_onnx_encoder(self.config.embed_model, required=self.config.encoder == "onnx")
            self._onnx_tried = True
        return self._onnx_encoder

    def _load_onnx(self) -> Optional["BaseEmbedding"]:
        encoder = self._onnx()
        if encoder is None:
            return None
        from muonrag.index.onnx_embedding import OnnxEmbedding

        return OnnxEmbedding(encoder.model_dir, embed_batch_size=self.config.embed_batch_size, encoder=encoder)

    def _query_vector(self, query: str) -> list[float]:
        """The query's vector, by the encoder :attr:`query_model` would use; ONNX Runtime is
        called directly when that is the one, so a search need not import LlamaIndex."""
        if self._query_model is None and not self._given_model and self._embed_model is None and self.config.encoder != "torch":
            encoder = self._onnx()
            if encoder is not None:
                return encoder.encode([query])[0].tolist()
        return self.query_model.get_query_embedding(query)

    @property
    def vector_store(self) -> "BasePydanticVectorStore":
        """The LlamaIndex vector store holding the dense vectors: an
        :class:`~muonrag.index.edge_store.EdgeVectorStore` in the index directory, or a
        ``QdrantVectorStore`` on a Qdrant server (or in an index built before muonrag 0.2)."""
        self._check_open()
        return self._stores.vector_store

    @property
    def sparse(self) -> SparseIndex:
        """The BM25 side, which also holds every chunk's text and metadata."""
        return self._stores.sparse

    def __len__(self) -> int:
        return len(self._stores.sparse)

    def get_node(self, node_id: str) -> Optional[TextNode]:
        """The chunk with this id (text and metadata), or ``None``."""
        return self._stores.sparse.get(node_id)

    def dense_retriever(self, similarity_top_k: Optional[int] = None, references: Optional[bool] = None) -> "BaseRetriever":
        """LlamaIndex ``VectorIndexRetriever`` over the dense vectors (see :mod:`muonrag.index.dense`); bibliography chunks are left out unless ``references``
        (default: the ``search_references`` setting) is true."""
        from muonrag.index.dense import DenseRetriever

        self._check_dimension()
        skipped = self._skipped_sections(references)
        return DenseRetriever.over(self.vector_store, self.query_model, similarity_top_k=similarity_top_k or self.config.candidate_k,
                                   skip_sections=skipped, skipped_in_index=self.sparse.count_in_sections(skipped),
                                   limit_blas=self._stores.vectors.limits_blas)

    def sparse_retriever(self, similarity_top_k: Optional[int] = None, references: Optional[bool] = None) -> "PhysicsBM25Retriever":
        """BM25 retriever (physics tokenizer; no zero-score filler); bibliography chunks are left out
        unless ``references`` (default: the ``search_references`` setting) is true."""
        from muonrag.index.bm25_retriever import PhysicsBM25Retriever

        return PhysicsBM25Retriever(self.sparse, similarity_top_k or self.config.candidate_k, query_transform=self.query_transform,
                                    skip_sections=self._skipped_sections(references))

    def _skipped_sections(self, references: Optional[bool]) -> tuple[str, ...]:
        include = self.config.search_references if references is None else references
        return () if include else (REFERENCES_SECTION,)

    def retriever(self, mode: str = "hybrid", top_k: Optional[int] = None, w_dense: Optional[float] = None,
                  w_sparse: Optional[float] = None, rrf_k: Optional[float] = None, *,
                  fusion: Optional[str] = None, references: Optional[bool] = None) -> "WeightedRRFRetriever":
        """A :class:`WeightedRRFRetriever` for ``mode`` in ``hybrid``, ``dense``, ``sparse``.

        All three share one interface, so they can be compared like for like.
        Unset arguments come from the configuration: the hybrid is the fusion
        the ``fusion`` setting names (see :meth:`Config.fusion_settings
        <muonrag.config.Config.fusion_settings>`), and explicit ``w_dense``,
        ``w_sparse`` and ``rrf_k`` override that fusion's own values; with
        ``fusion="adaptive"`` the weights come from the query instead. Each
        retriever returns ``candidate_k`` candidates, or ``top_k`` when more
        results are asked for. Bibliography chunks (``section`` "References")
        are left out unless ``references`` (default: the ``search_references``
        setting) is true.
        """
        from muonrag.retrieve.fusion import WeightedRRFRetriever

        plan = self._plan(mode, top_k, w_dense, w_sparse, rrf_k, fusion, references)
        key = (plan, self.query_transform)
        if key not in self._retrievers:
            parts = [self.dense_retriever(plan.depth, references) if name == "dense" else self.sparse_retriever(plan.depth, references)
                     for name, _ in plan.parts]
            self._retrievers[key] = WeightedRRFRetriever(
                parts, weights=[w for _, w in plan.parts], names=[n for n, _ in plan.parts],
                k=plan.k, similarity_top_k=plan.top_k, method=plan.method, normalisation=plan.normalisation,
                adaptive=plan.adaptive,
            )
        return self._retrievers[key]

    def _plan(self, mode: str, top_k: Optional[int], w_dense: Optional[float], w_sparse: Optional[float],
              rrf_k: Optional[float], fusion: Optional[str], references: Optional[bool]) -> _Plan:
        if mode not in MODES:
            raise ValueError(f"mode must be one of {', '.join(MODES)}, got {mode!r}")
        cfg = self.config if fusion is None else self.config.replace(fusion=fusion)
        how = cfg.fusion_settings()
        top_k = top_k or cfg.top_k
        parts = []
        if mode in ("hybrid", "dense"):
            parts.append(("dense", how["w_dense"] if w_dense is None else w_dense))
        if mode in ("hybrid", "sparse"):
            parts.append(("sparse", how["w_sparse"] if w_sparse is None else w_sparse))
        if all(w == 0 for _, w in parts):
            raise ValueError(f"the fusion weights for {mode} are all zero")
        k = how["rrf_k"] if rrf_k is None else rrf_k
        check_fusion([w for _, w in parts], float(k), how["method"], how["normalisation"])
        adaptive = None
        if mode == "hybrid" and how["adaptive"] is not None and w_dense is None and w_sparse is None:
            adaptive = AdaptiveWeights(base_sparse=how["adaptive"][0], step=how["adaptive"][1])
        # each retriever returns at least as many candidates as the fused list asks for
        return _Plan(parts=tuple(parts), depth=max(cfg.candidate_k, top_k), top_k=top_k,
                     k=k, method=how["method"] if mode == "hybrid" else "rrf",
                     normalisation=how["normalisation"], adaptive=adaptive, skipped=self._skipped_sections(references))

    def search(self, query: str, mode: str = "hybrid", top_k: Optional[int] = None, *,
               references: Optional[bool] = None, **fusion: Any) -> SearchResults:
        """Retrieve the ``top_k`` chunks for ``query``.

        Args:
            query: the question or keywords.
            mode: ``hybrid`` (weighted RRF of both), ``dense`` or ``sparse``.
            top_k: number of results (default: ``config.top_k``).
            references: include bibliography chunks (default: the ``search_references`` setting, off).
            fusion: ``w_dense``, ``w_sparse`` or ``rrf_k`` for this call only.

        Returns:
            :class:`SearchResults`, a list of :class:`SearchResult`; call
            ``.to_nodes()`` for LlamaIndex ``NodeWithScore`` objects.

        The results are those of :meth:`retriever` for the same arguments. On an index whose
        vectors are in an Edge shard (every index muonrag makes without a Qdrant server) they are
        ranked without LlamaIndex objects, so that a one-shot search need not import LlamaIndex.
        """
        if not isinstance(query, str):
            raise TypeError(f"query must be a string, got {type(query).__name__}")
        if not query.strip():
            raise ValueError("the query is empty")
        if top_k is not None and (not isinstance(top_k, int) or top_k < 1):
            raise ValueError(f"top_k must be an integer of at least 1, got {top_k!r}")
        self._check_open()
        if not self._stores.consistent():
            pending = self.manifest.pending or {}
            raise IndexInconsistentError(
                f"an interrupted {pending.get('operation', 'write') if pending else 'write'} or a lost store left the "
                f"stores of {self.path} disagreeing; run `muonrag repair --index {self.path}` (or MuonIndex.repair()), "
                "which rebuilds what it can from the other store, then `muonrag ingest` on your documents to re-read "
                "anything it had to remove."
            )
        if len(self) == 0:
            return SearchResults()
        from muonrag.index.edge_shard import EdgeShard

        if not isinstance(self._stores.vectors, EdgeShard):  # qdrant-client storage: through LlamaIndex's store
            hits = self.retriever(mode, top_k, references=references, **fusion).retrieve(query)
            return SearchResults(SearchResult.from_node(i, hit) for i, hit in enumerate(hits, start=1))
        return SearchResults(self._result(i, hit) for i, hit in enumerate(self._rank(query, mode, top_k, references, **fusion), start=1))

    def _rank(self, query: str, mode: str, top_k: Optional[int], references: Optional[bool], w_dense: Optional[float] = None,
              w_sparse: Optional[float] = None, rrf_k: Optional[float] = None, fusion: Optional[str] = None) -> list[FusedHit]:
        """What :meth:`retriever` would return, ranked on ids and scores, without LlamaIndex objects:
        the same candidates, weights and fusion (a test holds the two to the same results)."""
        plan = self._plan(mode, top_k, w_dense, w_sparse, rrf_k, fusion, references)
        total = sum(w for _, w in plan.parts)
        weights = [w / total for _, w in plan.parts]
        if plan.adaptive is not None:
            w_dense_q, w_sparse_q = plan.adaptive.weights(query)
            weights = [w_dense_q if name == "dense" else w_sparse_q for name, _ in plan.parts]
        lists = []
        for (name, _), weight in zip(plan.parts, weights):
            if name == "dense":
                hits = self._dense_hits(query, plan.depth, plan.skipped)
            else:
                text = self.query_transform(query) if self.query_transform is not None else query
                hits = self.sparse.top(text, plan.depth, plan.skipped)
            lists.append((name, weight, hits))
        return fuse_ranked(lists, method=plan.method, k=plan.k, normalisation=plan.normalisation)[: plan.top_k]

    def _dense_hits(self, query: str, depth: int, skipped: tuple) -> list[tuple[str, float]]:
        """The ``depth`` nearest chunks, as :class:`~muonrag.index.dense.DenseRetriever` finds them."""
        vector = self._query_vector(query)
        self._check_dimension(len(vector))
        in_skipped = self.sparse.count_in_sections(skipped) if skipped else 0
        ids, scores = self._stores.vectors.search(vector, depth + (min(in_skipped, depth) if in_skipped else 0))
        hits = []
        for node_id, score in zip(ids, scores):
            record = self.sparse.record(node_id)  # vectors written after a reader's snapshot are unknown
            if record is not None and not (in_skipped and record[1].get("section") in skipped):
                hits.append((node_id, score))
        return hits[:depth]

    def _result(self, rank: int, hit: FusedHit) -> SearchResult:
        text, metadata = self.sparse.record(hit.node_id)
        meta = dict(metadata)
        return SearchResult(rank=rank, score=float(hit.score), text=text, **SearchResult.fields_from(hit.node_id, meta),
                            ranks=dict(hit.ranks), retriever_scores=dict(hit.scores), metadata=meta)

    # writing -------------------------------------------------------------
    def add(self, path: Source, progress: bool = False) -> IngestReport:
        """Ingest a file, a folder (recursively) or an iterable of loaded documents.

        Unchanged documents are skipped, changed ones have their chunks replaced
        in both stores, and unreadable files are listed in ``report.skipped``.
        """
        self._check_open()
        self._stores.check_writable()
        if not isinstance(path, (str, Path)) and not hasattr(path, "__iter__"):
            raise TypeError(f"add() takes a file or folder path, or an iterable of loaded documents; got {type(path).__name__}")
        chunker = Chunker(self.config.chunk_size, self.config.chunk_overlap)
        with WriteLock(self.path):
            report = ingest(self._stores, path, chunker, lambda: self.embed_model, self.config.embed_batch_size,
                            progress=progress, before_write=self._check_dimension, embed_lost=self._embed_nodes)
        self._retrievers.clear()
        return report

    def remove(self, documents: Iterable[str]) -> list[str]:
        """Remove documents (by document id or by source path) from both stores.

        Returns the ids removed.

        Raises:
            DocumentNotFoundError: naming every document that is not in the index (nothing is removed then).
        """
        self._check_open()
        self._stores.check_writable()
        if isinstance(documents, (str, Path)):
            documents = [str(documents)]
        documents = list(documents)
        if not all(isinstance(d, (str, Path)) for d in documents):
            raise TypeError("remove() takes document ids or source paths (strings)")
        documents = [str(d) for d in documents]
        ids, missing = self.manifest.resolve(documents)
        if missing:
            raise DocumentNotFoundError(f"not in the index {self.path}: {', '.join(missing)} (see `muonrag info --documents`)")
        with WriteLock(self.path):
            self._stores.drop(ids)
        self._retrievers.clear()
        return ids

    def repair(self) -> list[str]:
        """Make the two stores agree after an interrupted write; returns the documents removed
        (the next ingestion reads them again). See :meth:`TwoStores.repair <muonrag.index.stores.TwoStores.repair>`."""
        self._check_open()
        self._stores.check_writable()
        with WriteLock(self.path):
            removed = self._stores.repair(embed=self._embed_nodes)
        self._retrievers.clear()
        return removed

    # inspection ----------------------------------------------------------
    def info(self) -> dict[str, Any]:
        """Summary of the index: sizes, model, chunking, vector store, state."""
        self._check_open()
        return self._stores.info()

    def documents(self) -> dict[str, DocumentEntry]:
        """Every document in the index, by id."""
        return dict(self.manifest.documents)

    # internals -------------------------------------------------------------
    def _check_open(self) -> None:
        if self._stores.closed:
            raise MuonRAGError(f"the index {self.path} was closed; open it again with muonrag.open_index({str(self.path)!r}).")

    def _embed_nodes(self, nodes: list[TextNode]) -> None:
        self._check_dimension()
        embed(nodes, self.embed_model)

    def _check_dimension(self, dimension: Optional[int] = None) -> None:
        if self._dimension is None:
            self._dimension = dimension or embedding_dimension(self._embed_model or self.query_model)
        recorded = self.manifest.embedding.get("dimension")
        if recorded is None:
            self.manifest.embedding["dimension"] = self._dimension
        elif recorded != self._dimension:
            raise IndexMismatchError(
                f"{self.path} holds {recorded}-dimensional vectors but the model {self.config.embed_model!r} "
                f"makes {self._dimension}-dimensional ones; use the model the index was built with, or rebuild the index."
            )
