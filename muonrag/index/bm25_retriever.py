"""BM25 as a LlamaIndex retriever over muonrag's :class:`~muonrag.index.sparse.SparseIndex`."""

from __future__ import annotations

from typing import Collection, Optional

from llama_index.core.callbacks import CallbackManager
from llama_index.core.retrievers import BaseRetriever
from llama_index.core.schema import NodeWithScore, QueryBundle

from muonrag.index.sparse import SparseIndex


class PhysicsBM25Retriever(BaseRetriever):
    """LlamaIndex retriever over a :class:`SparseIndex`.

    Unlike the stock BM25 retriever it returns nothing rather than zero-score
    filler when no chunk shares a term with the query, and it tokenizes
    physics notation (see :mod:`muonrag.core.tokenize`).

    Args:
        index: the sparse index to search.
        similarity_top_k: number of chunks returned.
        query_transform: optional function applied to the query text first
            (the glossary expansion of acronyms, for instance).
        skip_sections: chunks with one of these ``section`` values are never returned
            (the bibliography, unless a search asks for it).
    """

    def __init__(
        self,
        index: SparseIndex,
        similarity_top_k: int = 50,
        query_transform=None,
        callback_manager: Optional[CallbackManager] = None,
        skip_sections: Collection[str] = (),
    ):
        self._index = index
        self.similarity_top_k = similarity_top_k
        self._query_transform = query_transform
        self.skip_sections = tuple(skip_sections)
        super().__init__(callback_manager=callback_manager)

    def _retrieve(self, query_bundle: QueryBundle) -> list[NodeWithScore]:
        query = query_bundle.query_str
        if self._query_transform is not None:
            query = self._query_transform(query)
        return [
            NodeWithScore(node=self._index.get(node_id), score=score)
            for node_id, score in self._index.top(query, self.similarity_top_k, self.skip_sections)
        ]
