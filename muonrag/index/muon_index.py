"""The index: one directory, two stores (Qdrant for dense vectors; chunks with BM25), one manifest.

Typical use::

    import muonrag
    with muonrag.open_index("muonrag-index", create=True) as index:
        report = index.add("papers/")
        hits = index.search("tungsten nozzle half-angle", mode="hybrid", top_k=5)
        maia = index.search("inner radius", filters=["doc=maia/*.md", "year>=2023"])
"""

from __future__ import annotations

import copy
import weakref
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Collection, Iterable, Mapping, Optional, Union

import numpy as np

from muonrag.config import Config
from muonrag.core.chunkref import year_of
from muonrag.core.files import GENERIC_STEMS
from muonrag.core.models import resolve_model
from muonrag.errors import DocumentNotFoundError, IndexInconsistentError, IndexMismatchError, MuonRAGError
from muonrag.index.bm25 import BM25Index
from muonrag.index.chunk_store import ChunkStore
from muonrag.index.encoders import Encoders
from muonrag.index.manifest import DocumentEntry
from muonrag.index.opening import open_stores
from muonrag.ingest.parts import CONVERTER_CAPTION_SECTION
from muonrag.ingest.references import REFERENCES_SECTION
from muonrag.retrieve.engine import Engine
from muonrag.retrieve.filters import FilterLike, SearchFilter, as_filter
from muonrag.retrieve.naming import document_names
from muonrag.retrieve.plan import FusionPlan
from muonrag.retrieve.ranking import FusedHit
from muonrag.retrieve.rerank import FitRerank
from muonrag.retrieve.results import SearchResult, SearchResults

if TYPE_CHECKING:
    from llama_index.core.base.embeddings.base import BaseEmbedding
    from llama_index.core.schema import TextNode

    from muonrag.index.pipeline import IngestReport, Source
    from muonrag.retrieve.retrievers import IndexRetriever

MODES = ("hybrid", "dense", "sparse")


class MuonIndex:
    """A hybrid (dense + BM25) index of chunks in one directory.

    Use :meth:`open` (or :func:`muonrag.open_index`) to get one. The directory
    holds ``manifest.json``, the chunk store with its BM25 index (``chunks/``) and,
    unless a Qdrant server URL is configured, a Qdrant Edge shard (``qdrant/``).

    The index is a facade over its :attr:`encoders` and its :attr:`engine`: every
    ranking (:meth:`search`, the retrievers, the agent, evaluation) is
    :meth:`Engine.rank <muonrag.retrieve.engine.Engine.rank>` with a
    :class:`~muonrag.retrieve.plan.FusionPlan`, resolved once from the configuration
    (:attr:`plan`). Searching from several threads at once is safe; writes
    (:meth:`add`, :meth:`remove`, :meth:`repair`) are made by one thread at a time.

    Searches (and retrievers) collapse near-duplicate chunks into the best-ranked one
    (the ``collapse_duplicates`` setting), raise the chunks of a document the query names
    (``MAIA_v0`` for ``maia/MAIA_v0.md``), and take filters by document, year and section
    (:class:`~muonrag.retrieve.filters.SearchFilter`), applied inside the ranking.
    :meth:`filtered` gives a view of the index whose every search is filtered.

    Args:
        config: the settings.
        stores: the opened stores (see :func:`muonrag.index.opening.open_stores`).
        embed_model: an already loaded embedding model; loaded on first use otherwise.
        query_transform: applied to BM25 queries first (for example
            :meth:`Glossary.expand_query <muonrag.language.glossary.Glossary.expand_query>`).
    """

    def __init__(self, config: Config, stores, embed_model: Optional["BaseEmbedding"] = None,
                 query_transform: Optional[Callable[[str], str]] = None):
        self.config = config
        self.path = Path(config.index.path)
        self._stores = stores
        self.encoders = Encoders(config, read_only=stores.read_only, given=embed_model)
        self.plan: FusionPlan = config.fusion_plan()
        self.query_transform = query_transform
        lexical = stores.bm25
        if config.index.qdrant_bm25 and getattr(stores.vectors, "keeps_bm25", False):
            from muonrag.index.server import ServerBM25

            lexical = ServerBM25(stores.vectors, stores.bm25, stores.chunks)
        # the engine calls back through a weak reference: an index dropped after close() is freed at once, with
        # the descriptors of its mapped stores (a cycle would hold them until the garbage collector runs)
        self.engine = Engine(stores.vectors, lexical, stores.chunks, _weak_method(self._query_vector), query_transform,
                             documents=IndexDocuments(stores), rerank=FitRerank() if config.retrieval.rerank else None,
                             statistics=stores.bm25)
        #: The filters every search of this index applies unless it is given its own (see :meth:`filtered`).
        self.filters: Optional[SearchFilter] = None
        self.last_report: Optional[IngestReport] = None  # set by muonrag.build_index

    @classmethod
    def open(cls, index_path: Union[str, Path, Config, None] = None, *, create: bool = False, read_only: bool = False,
             config: Optional[Config] = None, embed_model: Optional["BaseEmbedding"] = None,
             query_transform: Optional[Callable[[str], str]] = None, **overrides: Any) -> "MuonIndex":
        """Open the index at ``index_path`` (or ``config.index.path``).

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
            IndexLockedError: another process has the index open for writing (never with ``read_only``).
            IndexSpaceError: too little free space to open it for writing (nothing is touched).
            IndexMismatchError: built with another model, chunking, vector store or index format.
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
        if given is not None and str(given) != resolve_model(config.embedding.model)[1]:
            raise IndexMismatchError(
                f"the embedding model passed ({given}) is not the configured one ({config.embedding.model}); "
                "pass the model the configuration names, or set embed_model to match."
            )
        if query_transform is None and config.retrieval.bm25_glossary:
            from muonrag.language.glossary import Glossary

            query_transform = Glossary.load().expand_query
        return cls(config, open_stores(config, create=create, read_only=read_only), embed_model, query_transform)

    def close(self) -> None:
        """Release the vectors and, for a writer, the write lock. The index cannot be used afterwards."""
        self._stores.close()

    @property
    def closed(self) -> bool:
        """Whether :meth:`close` was called."""
        return self._stores.closed

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
        """Where the dense vectors are: the shard directory, or the collection on the Qdrant server."""
        return self._stores.collection

    @property
    def chunks(self) -> ChunkStore:
        """Every chunk's text and metadata."""
        return self._stores.chunks

    @property
    def bm25(self) -> BM25Index:
        """The BM25 index over the chunks."""
        return self._stores.bm25

    def __len__(self) -> int:
        return len(self._stores.chunks)

    def get_node(self, node_id: str) -> Optional["TextNode"]:
        """The chunk with this id (text and metadata) as a LlamaIndex node, or ``None``."""
        return self._stores.chunks.node(node_id)

    def _query_vector(self, query: str) -> list[float]:
        vector = self.encoders.query_vector(query)
        self._check_dimension(len(vector))
        return vector

    # ranking ---------------------------------------------------------------
    def resolve_plan(self, mode: str = "hybrid", w_dense: Optional[float] = None, w_sparse: Optional[float] = None,
                     rrf_k: Optional[float] = None, fusion: Optional[str] = None) -> FusionPlan:
        """The plan a search of ``mode`` runs: :attr:`plan` (or the preset ``fusion`` names), with
        explicit ``w_dense``, ``w_sparse`` (which turn adaptive weights off) and ``rrf_k`` applied.

        Raises:
            ValueError: an unknown mode, or fusion arguments the plan refuses.
        """
        if mode not in MODES:
            raise ValueError(f"mode must be one of {', '.join(MODES)}, got {mode!r}")
        plan = self.plan if fusion is None else self.config.replace(fusion=fusion).fusion_plan()
        changes: dict[str, Any] = {}
        if w_dense is not None or w_sparse is not None:
            changes["adaptive"] = None
            if w_dense is not None:
                changes["w_dense"] = w_dense
            if w_sparse is not None:
                changes["w_sparse"] = w_sparse
        if rrf_k is not None:
            changes["k"] = rrf_k
        return (plan.replace(**changes) if changes else plan).for_mode(mode)

    def skipped_sections(self, references: Optional[bool] = None) -> tuple[str, ...]:
        """The sections a search leaves out: figure descriptions a converter wrote (never the authors'
        words), and the bibliography, unless ``references`` (default: the ``search_references`` setting) is true."""
        include = self.config.retrieval.search_references if references is None else references
        return (CONVERTER_CAPTION_SECTION,) if include else (REFERENCES_SECTION, CONVERTER_CAPTION_SECTION)

    def retriever(self, mode: str = "hybrid", top_k: Optional[int] = None, w_dense: Optional[float] = None,
                  w_sparse: Optional[float] = None, rrf_k: Optional[float] = None, *,
                  fusion: Optional[str] = None, references: Optional[bool] = None, filters: FilterLike = None,
                  collapse_duplicates: Optional[bool] = None) -> "IndexRetriever":
        """A LlamaIndex retriever (:class:`~muonrag.retrieve.retrievers.IndexRetriever`) that ranks
        exactly as :meth:`search` does with the same arguments.

        Unset arguments come from the configuration (see :meth:`resolve_plan`). Each
        retriever returns ``candidate_k`` candidates, or ``top_k`` when more results are
        asked for. Bibliography chunks (``section`` "References") are left out unless
        ``references`` (default: the ``search_references`` setting) is true; ``filters``
        and ``collapse_duplicates`` are those of :meth:`search`.
        """
        from muonrag.retrieve.retrievers import IndexRetriever

        self.check()  # the answer engine and the agent retrieve through here: the same refusal as search
        plan = self.resolve_plan(mode, w_dense, w_sparse, rrf_k, fusion)
        return IndexRetriever(self.engine, plan, top_k or self.config.retrieval.top_k, self.skipped_sections(references),
                              filters=self._filters(filters), collapse=self._collapse(collapse_duplicates),
                              boost_named=True)

    def dense_retriever(self, similarity_top_k: Optional[int] = None, references: Optional[bool] = None) -> "IndexRetriever":
        """The dense retriever alone, returning ``similarity_top_k`` (default ``candidate_k``) chunks."""
        return self.retriever("dense", similarity_top_k or self.config.fusion.candidate_k, references=references)

    def sparse_retriever(self, similarity_top_k: Optional[int] = None, references: Optional[bool] = None) -> "IndexRetriever":
        """BM25 alone (physics tokenizer; nothing rather than zero-score filler), returning
        ``similarity_top_k`` (default ``candidate_k``) chunks."""
        return self.retriever("sparse", similarity_top_k or self.config.fusion.candidate_k, references=references)

    def search(self, query: str, mode: str = "hybrid", top_k: Optional[int] = None, *,
               references: Optional[bool] = None, filters: FilterLike = None,
               collapse_duplicates: Optional[bool] = None, **fusion: Any) -> SearchResults:
        """Retrieve the ``top_k`` chunks for ``query``.

        Args:
            query: the question or keywords.
            mode: ``hybrid`` (the configured fusion of both), ``dense`` or ``sparse``.
            top_k: number of results (default: ``config.retrieval.top_k``).
            references: include bibliography chunks (default: the ``search_references`` setting, off).
            filters: a :class:`~muonrag.retrieve.filters.SearchFilter`, or clauses
                (``["doc=maia/*.md", "year>=2023", "section=Results"]``); only chunks that
                pass are ranked. Default: the view's :attr:`filters` (none).
            collapse_duplicates: collapse near-duplicate chunks into the best-ranked one,
                which lists the others in ``duplicates`` (default: the ``collapse_duplicates``
                setting, on).
            fusion: ``w_dense``, ``w_sparse``, ``rrf_k`` or ``fusion`` (a preset name) for this call only.

        A query token that names a document (its file stem, ``MAIA_v0`` for
        ``maia/MAIA_v0.md``, or a version-like folder) raises that document's chunks a
        little (see :mod:`muonrag.retrieve.naming`; the result's ``boost`` says by how much).

        Returns:
            :class:`SearchResults`, a list of :class:`SearchResult`; call
            ``.to_nodes()`` for LlamaIndex ``NodeWithScore`` objects. A search makes
            no LlamaIndex objects, so a one-shot search need not import LlamaIndex.

        Raises:
            ValueError: a bad argument, or a filter clause that cannot be read (the message names it).
        """
        if not isinstance(query, str):
            raise TypeError(f"query must be a string, got {type(query).__name__}")
        if not query.strip():
            raise ValueError("the query is empty")
        if top_k is not None and (isinstance(top_k, bool) or not isinstance(top_k, int) or top_k < 1):
            raise ValueError(f"top_k must be an integer of at least 1, got {top_k!r}")
        self._check_open()
        plan = self.resolve_plan(mode, **fusion)
        narrowed = self._filters(filters)
        collapse = self._collapse(collapse_duplicates)
        self.check()
        if len(self) == 0:
            return SearchResults()
        hits = self.engine.rank(query, plan, top_k or self.config.retrieval.top_k, self.skipped_sections(references),
                                filters=narrowed, collapse=collapse, boost_named=True)
        results = SearchResults(self._result(i, hit) for i, hit in enumerate(hits, start=1))
        results.query = query
        return results

    def filtered(self, filters: FilterLike) -> "MuonIndex":
        """A view of this index whose every search and retriever (the answer engine's and the agent's
        included) is narrowed by ``filters`` unless given its own; it shares this index's stores, so
        closing either closes both.

        Example::

            answer = muonrag.ask(index.filtered(["doc=maia/*.md"]), "What is the inner radius?")
        """
        view = copy.copy(self)
        view.filters = as_filter(filters)
        return view

    def _filters(self, filters: FilterLike) -> Optional[SearchFilter]:
        return self.filters if filters is None else as_filter(filters)

    def _collapse(self, collapse_duplicates: Optional[bool]) -> bool:
        if collapse_duplicates is None:
            return self.config.retrieval.collapse_duplicates
        if not isinstance(collapse_duplicates, bool):
            raise TypeError(f"collapse_duplicates must be True or False, got {collapse_duplicates!r}")
        return collapse_duplicates

    def _result(self, rank: int, hit: FusedHit) -> SearchResult:
        text, metadata = self._stores.chunks.record(hit.node_id)
        meta = dict(metadata)
        return SearchResult(rank=rank, score=float(hit.score), text=text, **SearchResult.fields_from(hit.node_id, meta),
                            ranks=dict(hit.ranks), retriever_scores=dict(hit.scores), metadata=meta,
                            boost=float(hit.boost), duplicates=list(hit.duplicates))

    def check(self) -> None:
        """Refuse an index whose stores disagree, as every search does before it ranks anything:
        ``muonrag ask`` and :meth:`search` share this check, so both give the same refusal and fix.

        Raises:
            IndexInconsistentError: an interrupted write or a lost store; the message says what to run.
        """
        self._check_open()
        if not self._stores.consistent():
            pending = self.manifest.pending or {}
            if self._stores.write_in_progress:
                raise IndexInconsistentError(
                    f"another process is writing to the index {self.path} (a {pending.get('operation', 'write')}) and "
                    "its stores do not yet agree with its last commit; search again when that write has finished."
                )
            raise IndexInconsistentError(
                f"an interrupted {pending.get('operation', 'write') if pending else 'write'} or a lost store left the "
                f"stores of {self.path} disagreeing; run `muonrag repair --index {self.path}` (or MuonIndex.repair()), "
                "which rebuilds what it can from the other store, then `muonrag ingest` on your documents to re-read "
                "anything it had to remove."
            )

    # writing -------------------------------------------------------------
    def add(self, path: Source, progress: bool = False, replace: bool = False) -> IngestReport:
        """Ingest a file, a folder (recursively) or an iterable of loaded documents.

        Unchanged documents are skipped, changed ones have their chunks replaced
        in both stores, and unreadable files are listed in ``report.skipped``. A document
        whose id belongs to an indexed document from another source is skipped by name, the
        indexed one kept, unless ``replace``.
        """
        self._check_open()
        self._stores.check_writable()
        if not isinstance(path, (str, Path)) and not hasattr(path, "__iter__"):
            raise TypeError(f"add() takes a file or folder path, or an iterable of loaded documents; got {type(path).__name__}")
        from muonrag.index.pipeline import ingest  # reading files and chunking: not on a search's path
        from muonrag.ingest.chunking import Chunker

        chunker = Chunker(self.config.ingest.chunk_size, self.config.ingest.chunk_overlap)
        return ingest(self._stores, path, chunker, lambda: self.encoders.document_model, self.config.embedding.batch_size,
                      progress=progress, before_write=self._check_dimension, embed_lost=self._embed_nodes,
                      limits=self.config.ingest.read_limits(), replace=replace)

    def set_metadata(self, document: str, fields: Mapping[str, Any]) -> DocumentEntry:
        """Set citable fields of one document (``title``, ``authors``, ``year``, ``arxiv_id``, ``doi``,
        ``report_numbers``) in place: its chunks' records and BM25 rows are rewritten, its vectors kept. The
        fields are kept as overrides, so a later ingestion of the document keeps them; a field given as ``None``
        drops its override: the value the document and its sidecars gave comes back.

        Args:
            document: a document id or source path (see ``muonrag info --documents``).
            fields: the fields to set; ``authors`` as a list or one string joined by ``and`` or ``;``.

        Raises:
            DocumentNotFoundError: no such document.
            ValueError: a field muonrag does not cite, or a value of the wrong kind (a year that is not one).
        """
        from muonrag.core.nodes import make_node
        from muonrag.language.instructions import is_instruction_like
        from muonrag.ingest.metadata import (CITABLE_KEYS, UNCONFIRMED_ARXIV, apply_overrides, drop_overrides,
                                             normalise_metadata)

        self._check_open()
        self._stores.check_writable()
        unknown = sorted(set(fields) - set(CITABLE_KEYS))
        if unknown:
            raise ValueError(f"cannot set {', '.join(unknown)}: the fields are {', '.join(CITABLE_KEYS)}")
        wanted = {k: v for k, v in fields.items() if v not in (None, "")}
        given = normalise_metadata(wanted)
        bad = sorted(set(wanted) - set(given))
        if bad:
            raise ValueError(f"not a valid value for {', '.join(bad)}: {', '.join(repr(wanted[k]) for k in bad)}")
        ids, missing = self.manifest.resolve([document])
        if missing:
            raise DocumentNotFoundError(f"not in the index {self.path}: {document} (see `muonrag info --documents`)")
        doc_id = ids[0]
        entry = copy.deepcopy(self.manifest.documents[doc_id])
        entry.overrides = {**{k: v for k, v in entry.overrides.items() if k not in fields}, **given}
        metadata = dict(entry.metadata)
        dropped = [key for key in fields if key not in given]
        drop_overrides(metadata, dropped)  # the document's own value is back
        apply_overrides(metadata, given)
        entry.metadata = metadata
        entry.title = str(metadata.get("title") or (Path(doc_id).stem if "title" in dropped else entry.title))
        nodes = []
        for chunk_id in entry.chunk_ids:
            record = self._stores.chunks.record(chunk_id)
            if record is None:
                continue
            restored = {k: metadata[k] for k in dropped if metadata.get(k) not in (None, "", [])}
            text, meta = record[0], {**{k: v for k, v in record[1].items() if k not in dropped}, **restored, **given}
            meta["title"] = entry.title
            if "arxiv_id" in given:  # the user's own word: linked
                meta.pop(UNCONFIRMED_ARXIV, None)
            elif "arxiv_id" in dropped and metadata.get(UNCONFIRMED_ARXIV):
                meta[UNCONFIRMED_ARXIV] = True
            if "title" in given and is_instruction_like(entry.title):
                meta["instruction_like"] = True
            nodes.append(make_node(chunk_id, text, meta))
        self._stores.relabel(nodes, [(doc_id, entry)])
        return entry

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
        self._stores.drop(ids)
        return ids

    def repair(self) -> list[str]:
        """Make the two stores agree after an interrupted write; returns the documents removed
        (the next ingestion reads them again). See :meth:`TwoStores.repair <muonrag.index.stores.TwoStores.repair>`."""
        self._check_open()
        self._stores.check_writable()
        return self._stores.repair(embed=self._embed_nodes)

    # inspection ----------------------------------------------------------
    def info(self) -> dict[str, Any]:
        """Summary of the index: sizes, model, chunking, vector store, state."""
        self._check_open()
        return self._stores.info()

    def describe(self, documents: bool = False) -> dict[str, Any]:
        """:meth:`info`, and with ``documents`` every document's row (:meth:`DocumentEntry.row
        <muonrag.index.manifest.DocumentEntry.row>`) under ``document_list``, each with the name it is shown by
        (``shown_as``: titles that repeat told apart)."""
        info = self.info()
        if documents:
            from muonrag.core.chunkref import distinct_titles

            docs = self.documents()
            shown = distinct_titles({k: v.title for k, v in docs.items()})
            info["document_list"] = [{**v.row(k), "shown_as": shown[k]} for k, v in sorted(docs.items())]
        return info

    def documents(self) -> dict[str, DocumentEntry]:
        """Every document in the index, by id."""
        return dict(self.manifest.documents)

    # internals -------------------------------------------------------------
    def _check_open(self) -> None:
        if self._stores.closed:
            raise MuonRAGError(f"the index {self.path} was closed; open it again with muonrag.open_index({str(self.path)!r}).")

    def _embed_nodes(self, nodes: list["TextNode"]) -> None:
        from muonrag.index.pipeline import embed

        self._check_dimension()
        embed(nodes, self.encoders.document_model)

    def _check_dimension(self, dimension: Optional[int] = None) -> None:
        dimension = dimension or self.encoders.dimension
        recorded = self.manifest.embedding.get("dimension")
        if recorded is None:
            self.manifest.embedding["dimension"] = dimension
        elif recorded != dimension:
            raise IndexMismatchError(
                f"{self.path} holds {recorded}-dimensional vectors but the model {self.config.embedding.model!r} "
                f"makes {dimension}-dimensional ones; use the model the index was built with, or rebuild the index."
            )


def _weak_method(method: Callable[..., Any]) -> Callable[..., Any]:
    """``method`` called through a weak reference to its object."""
    ref = weakref.WeakMethod(method)

    def call(*args: Any, **kwargs: Any) -> Any:
        bound = ref()
        if bound is None:
            raise RuntimeError("the index this search belonged to is gone")
        return bound(*args, **kwargs)

    return call


class IndexDocuments:
    """The index's documents as the engine's filters and name boosts read them
    (:class:`~muonrag.retrieve.engine.DocumentCatalog`).

    Which document each chunk row belongs to, each document's year and each row's
    section are read from the manifest and the chunk store when first asked for, and
    again after a write changed the rows; building them reads one chunk record per
    document, not every chunk. Safe to read from several threads (a table built twice
    at once is built the same).
    """

    def __init__(self, stores) -> None:
        self._stores = stores
        self._built: Optional[_DocumentTables] = None

    def _tables(self) -> "_DocumentTables":
        chunks = self._stores.chunks
        built = self._built
        if built is None or built.ids is not chunks.ids:
            built = _DocumentTables(self._stores.manifest, chunks)
            self._built = built
        return built

    def excluded(self, filters: SearchFilter) -> np.ndarray:
        """Whether each chunk row is left out by ``filters``."""
        tables = self._tables()
        keep = np.ones(len(tables.ids), dtype=bool)
        if filters.narrows_documents:
            passing = np.fromiter((filters.keeps_document(doc_id, year) for doc_id, year in zip(tables.doc_ids, tables.years())),
                                  dtype=bool, count=len(tables.doc_ids))
            keep &= np.append(passing, False)[tables.doc_of_row]  # a row of no document (-1) fails
        if filters.sections:
            names, codes = tables.sections()
            passing = np.fromiter((filters.keeps_section(name) for name in names), dtype=bool, count=len(names))
            keep &= passing[codes]
        if filters.machines:
            names, codes = tables.machines()
            passing = np.fromiter((filters.keeps_machines(name) for name in names), dtype=bool, count=len(names))
            keep &= passing[codes]
        return ~keep

    def named(self, keys: Collection[str]) -> set[str]:
        """The node ids of the chunks of the documents that one of the normalised names ``keys`` names."""
        return self._tables().named(keys) if keys else set()


class _DocumentTables:
    """One generation of the chunk store's rows, by document: built once, read by many searches."""

    def __init__(self, manifest, chunks: ChunkStore) -> None:
        self.ids = chunks.ids
        self._manifest = manifest
        self._chunks = chunks
        self.doc_ids = sorted(manifest.documents)
        self._doc_of_row: Optional[np.ndarray] = None
        self._years: Optional[list[Optional[int]]] = None
        self._names: Optional[dict[str, list[int]]] = None
        self._machines: Optional[tuple[list[frozenset[str]], np.ndarray]] = None

    @property
    def doc_of_row(self) -> np.ndarray:
        """Each row's document as a position in :attr:`doc_ids` (``-1`` for a row of no document in the manifest)."""
        if self._doc_of_row is None:
            names, codes = self._chunks.document_table()
            number = {doc_id: i for i, doc_id in enumerate(self.doc_ids)}
            of_name = np.fromiter((number.get(name, -1) for name in names), dtype=np.int64, count=len(names))
            self._doc_of_row = of_name[codes]
        return self._doc_of_row

    def years(self) -> list[Optional[int]]:
        """Each document's year (from its first chunk's metadata), or ``None``."""
        if self._years is None:
            years = []
            for doc_id in self.doc_ids:
                chunk_ids = self._manifest.documents[doc_id].chunk_ids
                found = self._chunks.record(chunk_ids[0]) if chunk_ids else None
                years.append(year_of(found[1].get("year")) if found is not None else None)
            self._years = years
        return self._years

    def sections(self) -> tuple[list[Optional[str]], np.ndarray]:
        """The distinct section headings, and each row's heading as a position in them."""
        return self._chunks.section_table()  # kept beside the records: no record is parsed

    def machines(self) -> tuple[list[frozenset[str]], np.ndarray]:
        """The distinct sets of machines chunks are about, and each row's set as a position in them.

        Read once per generation from the records' ``machine`` metadata (chunks indexed before it
        existed are read from their title, section and text): a machine filter reads every record once.
        """
        if self._machines is None:
            from muonrag.grounding.setting import machines_in

            sets: dict[frozenset[str], int] = {}
            codes = np.empty(len(self.ids), dtype=np.int32)
            for row, node_id in enumerate(self.ids):
                text, metadata = self._chunks.record(node_id)
                listed = metadata.get("machine")
                found = frozenset(listed) if isinstance(listed, list) else machines_in(
                    f"{metadata.get('title') or ''}\n{metadata.get('section') or ''}\n{text}")
                codes[row] = sets.setdefault(found, len(sets))
            self._machines = (list(sets), codes)
        return self._machines

    def named(self, keys: Collection[str]) -> set[str]:
        """The node ids of the chunks of the documents that one of the normalised names ``keys`` names."""
        if self._names is None:
            found: dict[str, list[int]] = {}
            for number, doc_id in enumerate(self.doc_ids):
                for name in document_names(doc_id, GENERIC_STEMS):
                    found.setdefault(name, []).append(number)
            self._names = found
        documents = {self.doc_ids[number] for key in keys for number in self._names.get(key, ())}
        return set(self._chunks.of_documents(documents)) if documents else set()


def info_text(info: dict[str, Any]) -> str:
    """An index's :meth:`MuonIndex.describe` (and, under ``judge``, what settles doubted claims) as ``muonrag
    info`` prints it."""
    store = info["vector_store"]
    edge = store.get("kind") == "edge"
    lines = [f"index       {info['path']}", f"documents   {info['documents']}",
             f"chunks      {info['chunks']} (vectors: {info['vectors']})",
             f"embedding   {info['embedding']['model']} ({info['embedding']['dimension']} dimensions)",
             f"chunking    {info['chunking']['chunk_size']} word pieces, overlap {info['chunking']['chunk_overlap']}",
             "vectors in  " + ("a Qdrant Edge shard in the index directory" if edge else
                               f"{store.get('url')} (collection {store['collection']})"),
             f"on disk     {info['disk_bytes'] / 1e6:.1f} MB", f"updated     {info['updated']}"]
    judge = info.get("judge")
    if judge and judge["available"]:
        lines.append(f"judge       learned (int8 ONNX, {judge['path']}); " + (
            "on by default" if judge["default_on"] else f"an option (judge = learned): {judge['gates'] or 'gates not passed'}"))
    elif judge:
        lines.append(f"judge       rules only: the learned judge is {judge['reason']}")
    if info["pending"]:
        lines.append(f"WARNING     an interrupted {info['pending']['operation']} is pending; run `muonrag ingest` to repair")
    for row in info.get("document_list", []):
        authors = row.get("authors") or []
        cite = ", ".join(str(x) for x in (
            (authors[0] + (" et al." if len(authors) > 1 else "")) if authors else None, row.get("year"),
            f"arXiv:{row['arxiv_id']}" if row.get("arxiv_id") else None) if x)
        lines.append(f"  {row['doc_id']}  [{row['format']}, {row['chunks']} chunks]  {row['shown_as']}" + (f"  ({cite})" if cite else ""))
    return "\n".join(lines)
