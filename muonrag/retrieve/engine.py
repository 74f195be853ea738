"""The ranking engine: one query, one fusion plan, fused hits. Everything that ranks runs it.

``MuonIndex.search``, the LlamaIndex retrievers of an index, the agent's sub-queries,
``ask``, evaluation (sweeps included) and ``muonrag tune`` all rank through
:meth:`Engine.rank`, or, where one retrieval feeds many fusions (a sweep, a tuning
grid), through :meth:`Engine.candidates` followed by
:meth:`FusionPlan.fuse <muonrag.retrieve.plan.FusionPlan.fuse>`: the same code.

The engine works on ids and scores over three small protocols, so it knows
neither where the vectors live (a Qdrant Edge shard in the index directory, a
Qdrant server) nor LlamaIndex. Everything it holds is read-only during a search,
so any number of threads may search one engine at once.

Around the fusion, three refinements (all off unless asked for, so that evaluation
and tuning rank as before): filters (:mod:`muonrag.retrieve.filters`) leave rows out
inside each retriever; a query naming a document raises that document's hits
(:mod:`muonrag.retrieve.naming`); near-duplicate chunks collapse into the best-ranked
one (:mod:`muonrag.retrieve.duplicates`).
"""

from __future__ import annotations

from typing import Any, Callable, Collection, Dict, List, Optional, Protocol, Sequence, Tuple

import numpy as np

from muonrag.retrieve.duplicates import Duplicate, Fingerprint, collapse, fingerprint
from muonrag.retrieve.filters import SearchFilter
from muonrag.retrieve.naming import boost_named as boost_named_hits
from muonrag.retrieve.naming import query_names
from muonrag.retrieve.plan import RETRIEVERS, FusionPlan
from muonrag.retrieve.ranking import FusedHit
from muonrag.retrieve.rerank import FactCache, FitRerank, query_terms

#: Cosines equal to this many decimals are ties, broken by node id as BM25's are. Identical chunks
#: (a file kept in several versions) get vectors that differ only by the float noise of the encoder's
#: batching (about 1e-7), so without this their order, and which of them a fusion ranks first,
#: changed from one ingestion of the same files to the next.
DENSE_TIE_DECIMALS = 5

Hits = List[Tuple[str, float]]


class VectorSearch(Protocol):
    """The dense side: nearest vectors by cosine similarity."""

    def search(self, vector: Sequence[float], top_k: int) -> Tuple[List[str], List[float]]:
        """Ids and cosine similarities of the ``top_k`` nearest vectors, best first."""


class LexicalSearch(Protocol):
    """The BM25 side, whose rows are the chunk catalogue's positions.

    A lexical side that lives with the vectors on a server may also offer
    ``fused(vector, query, depth, limit, method, k, skip_sections)``: both lists fused there
    (``method`` ``"rrf"`` or ``"dbsf"``, equal weights, :attr:`FusionPlan.server_fusion
    <muonrag.retrieve.plan.FusionPlan.server_fusion>`), as ``(node_id, score)`` best first, or
    ``None`` to have them fused here (:class:`muonrag.index.server.ServerBM25`).
    """

    def top(self, query: str, k: int, exclude: Optional[np.ndarray] = None) -> Hits:
        """The ``k`` best ``(node_id, score)`` sharing a term with ``query``; rows where ``exclude`` is true left out."""


class ChunkCatalog(Protocol):
    """What the engine needs to know of the chunks: which exist, and which are in which section;
    their text (near-duplicates are found by it); and, for the LlamaIndex adapters, the chunk itself."""

    def position(self, node_id: str) -> Optional[int]:
        """The chunk's row, or ``None`` for an id the index does not hold."""

    def in_sections(self, sections: Collection[str]) -> np.ndarray:
        """Whether each row's ``section`` is one of ``sections`` (a boolean array)."""

    def record(self, node_id: str) -> Optional[Tuple[str, Dict[str, Any]]]:
        """``(text, metadata)`` of a chunk, or ``None``."""

    def node(self, node_id: str) -> Any:
        """The chunk as a LlamaIndex ``TextNode``."""


class DocumentCatalog(Protocol):
    """What the engine needs to know of the documents: which rows a filter leaves out, and their names."""

    def excluded(self, filters: SearchFilter) -> np.ndarray:
        """Whether each row is left out by ``filters`` (a boolean array over the chunk catalogue's rows)."""

    def named(self, keys: Collection[str]) -> Collection[str]:
        """The node ids of the chunks of the documents that one of the normalised names ``keys``
        (:func:`~muonrag.retrieve.naming.document_names`) names."""


class Engine:
    """Rank queries over an index's vectors, BM25 and chunk catalogue.

    Args:
        vectors: the dense side (:class:`VectorSearch`).
        lexical: BM25 (:class:`LexicalSearch`).
        chunks: the chunk catalogue (:class:`ChunkCatalog`).
        encode_query: a query's vector.
        query_transform: applied to BM25 queries first (a glossary expansion of acronyms, say).
        documents: the document catalogue (:class:`DocumentCatalog`), which filters and the
            boost of named documents need; without it a filtered search raises ``ValueError``
            and no document is boosted.
        rerank: the re-ranking of a hybrid's head (:class:`~muonrag.retrieve.rerank.FitRerank`), or ``None``.
        statistics: BM25's term statistics (``tokenizer``, ``document_frequency``, ``len``), which the
            re-ranking weighs query terms by; without them nothing is re-ranked.
    """

    def __init__(self, vectors: VectorSearch, lexical: LexicalSearch, chunks: ChunkCatalog,
                 encode_query: Callable[[str], Sequence[float]],
                 query_transform: Optional[Callable[[str], str]] = None,
                 documents: Optional[DocumentCatalog] = None, rerank: Optional[FitRerank] = None,
                 statistics: Optional[Any] = None):
        self.vectors = vectors
        self.lexical = lexical
        self.chunks = chunks
        self.encode_query = encode_query
        self.query_transform = query_transform
        self.documents = documents
        self.rerank = rerank if statistics is not None else None
        self.statistics = statistics
        self._facts = FactCache(statistics.tokenizer) if statistics is not None else None
        # chunk ids are derived from their content, so an id's fingerprint never changes; only ever
        # added to (as the chunk store's parsed records are), so threads reading at once are safe
        self._fingerprints: Dict[str, Tuple[Fingerprint, str]] = {}

    def rank(self, query: str, plan: FusionPlan, top_k: int, skip_sections: Collection[str] = (), *,
             filters: Optional[SearchFilter] = None, collapse: bool = False, boost_named: bool = False) -> List[FusedHit]:
        """The ``top_k`` fused hits of ``query`` under ``plan``, with each retriever's rank and raw score.

        Each retriever returns ``plan.depth`` candidates, or ``top_k`` when more
        results are asked for (twice ``top_k`` when collapsing). A hybrid's fused list
        then has its head re-ranked by :attr:`rerank` (its scores become the fused score
        relative to the first hit's plus each chunk's fit, :mod:`muonrag.retrieve.rerank`). Chunks whose ``section``
        is in ``skip_sections`` (the bibliography, by default) and chunks ``filters``
        leave out are left out of every list, inside each retriever: a filtered search
        ranks exactly the chunks that pass.

        Args:
            query: the query.
            plan: the fusion plan.
            top_k: hits returned.
            skip_sections: sections left out.
            filters: documents, years and sections the hits must be of.
            boost_named: raise the hits of documents the query names
                (:func:`~muonrag.retrieve.naming.boost_named`), after fusion.
            collapse: collapse near-duplicates (:mod:`muonrag.retrieve.duplicates`) into the
                best-ranked of each set, after fusion and the boost; each kept hit lists the
                others in ``duplicates``. The fused list is looked at beyond ``top_k`` so that
                collapsing still returns ``top_k`` hits when the candidates hold that many.
        """
        depth = max(plan.depth, 2 * top_k if collapse else top_k)
        named = self._named(query) if boost_named else set()
        whole = collapse or bool(named)
        rerank = self.rerank is not None and plan.rerank and plan.kind != "single"
        fuse_on_server = getattr(self.lexical, "fused", None)
        fused = None
        if fuse_on_server is not None and plan.server_fusion and not filters:
            # one request: the server fuses both lists as the plan would; each retriever's own rank is not known
            fused = fuse_on_server(self.encode_query(query), self._lexical_text(query), depth,
                                   2 * depth if whole else max(top_k, self.rerank.head if rerank else 0),
                                   plan.server_fusion, plan.k, sorted(skip_sections))
        if fused is not None:  # ties (copies of one text score alike) broken by id, as every server orders them alike
            fused = sorted(fused, key=lambda hit: (-round(hit[1], DENSE_TIE_DECIMALS), hit[0]))
            hits = [FusedHit(node_id, score, {}, {}) for node_id, score in fused]
        else:
            found = self._candidates(query, depth, plan.retrievers, self.excluded(skip_sections, filters))
            hits = plan.replace(depth=depth).fuse(query, found, limit=None if whole or rerank else top_k)
        if rerank:
            hits = self.reranked(query, hits)
        if named:
            hits = boost_named_hits(hits, named)
        if collapse:
            return self._collapse(hits, top_k)
        return hits[:top_k]

    def candidates(self, query: str, depth: int, retrievers: Sequence[str] = RETRIEVERS,
                   skip_sections: Collection[str] = (), filters: Optional[SearchFilter] = None) -> Dict[str, Hits]:
        """Each retriever's ``depth`` best ``(node_id, raw score)`` for ``query``, before fusion."""
        return self._candidates(query, depth, retrievers, self.excluded(skip_sections, filters))

    def excluded(self, skip_sections: Collection[str] = (), filters: Optional[SearchFilter] = None) -> Optional[np.ndarray]:
        """Whether each row is left out (its section skipped, or failing ``filters``), or ``None`` when none is.

        Raises:
            ValueError: ``filters`` without a document catalogue.
        """
        mask = self.chunks.in_sections(skip_sections) if skip_sections else None
        if filters:
            if self.documents is None:
                raise ValueError("this engine has no document catalogue, so it cannot filter by document, year or section")
            left_out = self.documents.excluded(filters)
            mask = left_out if mask is None else (mask | left_out)
        return mask

    def _candidates(self, query: str, depth: int, retrievers: Sequence[str], excluded: Optional[np.ndarray]) -> Dict[str, Hits]:
        out: Dict[str, Hits] = {}
        for name in retrievers:
            if name == "dense":
                out[name] = self._dense(query, depth, excluded)
            elif name == "sparse":
                out[name] = self.lexical.top(self._lexical_text(query), depth, excluded)
            else:
                raise ValueError(f"unknown retriever {name!r}; the engine has {', '.join(RETRIEVERS)}")
        return out

    def reranked(self, query: str, hits: List[FusedHit], rerank: Optional[FitRerank] = None) -> List[FusedHit]:
        """``hits`` (a hybrid's fused list, best first) with their head re-ranked by ``rerank``, by default
        :attr:`rerank` (:mod:`muonrag.retrieve.rerank`); as they are when there is no re-ranking."""
        rerank = rerank or self.rerank
        if rerank is None or self.statistics is None:
            return hits
        statistics = self.statistics
        terms = query_terms(query, statistics.tokenizer, statistics.document_frequency, len(statistics))
        texts: Dict[str, Optional[str]] = {}

        def text_of(node_id: str) -> Optional[str]:
            if node_id not in texts:
                record = self.chunks.record(node_id)
                texts[node_id] = None if record is None else _with_context(*record)
            return texts[node_id]

        return rerank.rerank(query, hits, text_of, terms, lambda node_id: self._facts.get(node_id, text_of(node_id)))

    def _lexical_text(self, query: str) -> str:
        return self.query_transform(query) if self.query_transform is not None else query

    def _dense(self, query: str, depth: int, skipped: Optional[np.ndarray]) -> Hits:
        # Rows left out are dropped after the search, which asks for as many more hits as the index
        # holds such rows, at most ``depth`` more at first; when too few hits are left, it asks again,
        # four times as deep, until ``depth`` hits pass or the ask covers every row left out: the
        # ``depth`` best rows that pass, exactly. (A payload filter would do the same inside the
        # vector store, but costs more than it saves at these depths.)
        vector = self.encode_query(query)
        left_out = int(skipped.sum()) if skipped is not None else 0
        if skipped is not None and left_out >= len(skipped):
            return []
        ask = depth + min(left_out, depth)
        while True:
            ids, scores = self.vectors.search(vector, ask)
            hits: Hits = []
            for node_id, score in zip(ids, scores):
                row = self.chunks.position(node_id)  # vectors written after a reader's snapshot are unknown
                if row is not None and (skipped is None or row >= len(skipped) or not skipped[row]):
                    hits.append((node_id, float(score)))
            if len(hits) >= depth or len(ids) < ask or ask >= depth + left_out:
                hits.sort(key=lambda hit: (-round(hit[1], DENSE_TIE_DECIMALS), hit[0]))
                return hits[:depth]
            ask = min(depth + left_out, 4 * ask)

    def _named(self, query: str) -> set:
        """The node ids of the chunks of the documents ``query`` names."""
        if self.documents is None:
            return set()
        keys = query_names(query)
        return set(self.documents.named(keys)) if keys else set()

    def _collapse(self, hits: List[FusedHit], top_k: int) -> List[FusedHit]:
        """Near-duplicates collapsed into the best-ranked of each set; the fused list read until ``top_k`` are
        kept and at least ``2 * top_k + 10`` hits were looked at."""
        known = self._fingerprints

        def fingerprint_of(hit: FusedHit) -> Fingerprint:
            found = known.get(hit.node_id)
            if found is None:
                record = self.chunks.record(hit.node_id)
                if record is None:  # removed since it was ranked: a duplicate of nothing
                    return Fingerprint(hit.node_id.encode(), ())
                found = known.setdefault(hit.node_id, (fingerprint(record[0]), str(record[1].get("doc_id", ""))))
            return found[0]

        kept = collapse(hits, fingerprint_of, limit=top_k, window=2 * top_k + 10)
        return [hit._replace(duplicates=hit.duplicates + tuple(
                    Duplicate(d.node_id, known[d.node_id][1]) for d in others) + tuple(
                    x for d in others for x in d.duplicates))
                if others else hit for hit, others in kept]


def _with_context(text: str, metadata: Dict[str, Any]) -> str:
    """A chunk's text after its title and section, as BM25 and the embedding read it."""
    return "\n".join(str(metadata[k]) for k in ("title", "section") if metadata.get(k)) + "\n\n" + text
