"""The dense retriever: LlamaIndex's vector-index retriever, over embedded search that may need one BLAS thread.

The older embedded Qdrant storage (qdrant-client's) scores every vector with numpy. On a machine with few cores,
numpy's BLAS threads spin against torch's right after the query is encoded.
Holding BLAS to one thread during the search took a hybrid search on 2 cores
and 11,433 chunks from 91 ms to 53 ms p50 (``benchmarks/bench_blas_threads.py``).
Sections left out of a search (the bibliography, by default) are dropped
from the hits after the search, which asks for as many more hits as the index
has such chunks. A Qdrant payload filter would do the same, but embedded Qdrant
checks it point by point in Python: it took the dense search at 11,433 chunks
from 19 ms to 126 ms.
"""

from __future__ import annotations

from typing import Any, Collection, List

from llama_index.core.indices.vector_store.retrievers import VectorIndexRetriever
from llama_index.core.schema import NodeWithScore, QueryBundle
from llama_index.core.vector_stores import VectorStoreQuery
from threadpoolctl import threadpool_limits


class SingleThreadBLASRetriever(VectorIndexRetriever):
    """A ``VectorIndexRetriever`` whose search runs with numpy's BLAS held to one thread.

    Args:
        index: the ``VectorStoreIndex`` to search.
        skip_sections: chunks whose ``section`` metadata is one of these are left out of the hits.
        skipped_in_index: how many chunks of the index are in ``skip_sections``; the search
            asks for that many more hits (at most ``similarity_top_k`` more), so that
            ``similarity_top_k`` remain.
        limit_blas: hold numpy's BLAS to one thread during the search (for a vector store
            that scores with numpy).
        **kwargs: passed to ``VectorIndexRetriever``.
    """

    def __init__(self, index: Any, skip_sections: Collection[str] = (), skipped_in_index: int = 0,
                 limit_blas: bool = True, **kwargs: Any):
        super().__init__(index, **kwargs)
        self._limit_blas = limit_blas
        self._skip_sections = frozenset(skip_sections) if skipped_in_index else frozenset()
        self._extra = min(skipped_in_index, self._similarity_top_k) if self._skip_sections else 0

    def _build_vector_store_query(self, query_bundle_with_embeddings: QueryBundle) -> VectorStoreQuery:
        query = super()._build_vector_store_query(query_bundle_with_embeddings)
        query.similarity_top_k = self._similarity_top_k + self._extra
        return query

    def _retrieve(self, query_bundle: QueryBundle) -> List[NodeWithScore]:
        if self._limit_blas:
            with threadpool_limits(limits=1, user_api="blas"):
                nodes = super()._retrieve(query_bundle)
        else:
            nodes = super()._retrieve(query_bundle)
        if self._skip_sections:
            nodes = [n for n in nodes if n.node.metadata.get("section") not in self._skip_sections]
        return nodes[: self._similarity_top_k]
