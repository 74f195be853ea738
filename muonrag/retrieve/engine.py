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
"""

from __future__ import annotations

from typing import Any, Callable, Collection, Dict, List, Optional, Protocol, Sequence, Tuple

import numpy as np

from muonrag.retrieve.plan import RETRIEVERS, FusionPlan
from muonrag.retrieve.ranking import FusedHit

Hits = List[Tuple[str, float]]


class VectorSearch(Protocol):
    """The dense side: nearest vectors by cosine similarity."""

    def search(self, vector: Sequence[float], top_k: int) -> Tuple[List[str], List[float]]:
        """Ids and cosine similarities of the ``top_k`` nearest vectors, best first."""


class LexicalSearch(Protocol):
    """The BM25 side, whose rows are the chunk catalogue's positions."""

    def top(self, query: str, k: int, exclude: Optional[np.ndarray] = None) -> Hits:
        """The ``k`` best ``(node_id, score)`` sharing a term with ``query``; rows where ``exclude`` is true left out."""


class ChunkCatalog(Protocol):
    """What the engine needs to know of the chunks: which exist, and which are in which section;
    and, for the LlamaIndex adapters, the chunk itself."""

    def position(self, node_id: str) -> Optional[int]:
        """The chunk's row, or ``None`` for an id the index does not hold."""

    def in_sections(self, sections: Collection[str]) -> np.ndarray:
        """Whether each row's ``section`` is one of ``sections`` (a boolean array)."""

    def node(self, node_id: str) -> Any:
        """The chunk as a LlamaIndex ``TextNode``."""


class Engine:
    """Rank queries over an index's vectors, BM25 and chunk catalogue.

    Args:
        vectors: the dense side (:class:`VectorSearch`).
        lexical: BM25 (:class:`LexicalSearch`).
        chunks: the chunk catalogue (:class:`ChunkCatalog`).
        encode_query: a query's vector.
        query_transform: applied to BM25 queries first (a glossary expansion of acronyms, say).
    """

    def __init__(self, vectors: VectorSearch, lexical: LexicalSearch, chunks: ChunkCatalog,
                 encode_query: Callable[[str], Sequence[float]],
                 query_transform: Optional[Callable[[str], str]] = None):
        self.vectors = vectors
        self.lexical = lexical
        self.chunks = chunks
        self.encode_query = encode_query
        self.query_transform = query_transform

    def rank(self, query: str, plan: FusionPlan, top_k: int, skip_sections: Collection[str] = ()) -> List[FusedHit]:
        """The ``top_k`` fused hits of ``query`` under ``plan``, with each retriever's rank and raw score.

        Each retriever returns ``plan.depth`` candidates, or ``top_k`` when more
        results are asked for; chunks whose ``section`` is in ``skip_sections``
        (the bibliography, by default) are left out of every list.
        """
        depth = max(plan.depth, top_k)
        found = self.candidates(query, depth, plan.retrievers, skip_sections)
        return plan.replace(depth=depth).fuse(query, found, limit=top_k)

    def candidates(self, query: str, depth: int, retrievers: Sequence[str] = RETRIEVERS,
                   skip_sections: Collection[str] = ()) -> Dict[str, Hits]:
        """Each retriever's ``depth`` best ``(node_id, raw score)`` for ``query``, before fusion."""
        skipped = self.chunks.in_sections(skip_sections) if skip_sections else None
        out: Dict[str, Hits] = {}
        for name in retrievers:
            if name == "dense":
                out[name] = self._dense(query, depth, skipped)
            elif name == "sparse":
                text = self.query_transform(query) if self.query_transform is not None else query
                out[name] = self.lexical.top(text, depth, skipped)
            else:
                raise ValueError(f"unknown retriever {name!r}; the engine has {', '.join(RETRIEVERS)}")
        return out

    def _dense(self, query: str, depth: int, skipped: Optional[np.ndarray]) -> Hits:
        # Sections left out are dropped after the search, which asks for as many more hits as
        # the index holds such chunks (at most ``depth`` more): a payload filter would do the
        # same inside the engine, but costs more than it saves at these depths.
        extra = min(int(skipped.sum()), depth) if skipped is not None else 0
        ids, scores = self.vectors.search(self.encode_query(query), depth + extra)
        hits: Hits = []
        for node_id, score in zip(ids, scores):
            row = self.chunks.position(node_id)  # vectors written after a reader's snapshot are unknown
            if row is not None and (skipped is None or not skipped[row]):
                hits.append((node_id, float(score)))
        return hits[:depth]
