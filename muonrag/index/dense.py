"""The dense retriever: LlamaIndex's vector-index retriever, with less work around the search.

* Our vector stores hand back whole chunks (text and metadata), so the hits are
  made straight from them: the stock path hashes every hit's text to decide
  whether to fetch it from a docstore, 2 ms of a search at 100 candidates.
* The older embedded Qdrant storage (qdrant-client's) scores every vector with
  numpy. On a machine with few cores, numpy's BLAS threads spin against torch's
  right after the query is encoded. Holding BLAS to one thread during the search
  took a hybrid search on 2 cores and 11,433 chunks from 91 ms to 53 ms p50
  (``benchmarks/bench_blas_threads.py``). Qdrant Edge needs no such limit.

Sections left out of a search (the bibliography, by default) are dropped
from the hits after the search, which asks for as many more hits as the index
has such chunks. A Qdrant payload filter would do the same, but embedded Qdrant
checks it point by point in Python: it took the dense search at 11,433 chunks
from 19 ms to 126 ms.
"""

from __future__ import annotations

from typing import Any, Collection, List

from llama_index.core.callbacks import CallbackManager
from llama_index.core.indices.vector_store.retrievers import VectorIndexRetriever
from llama_index.core.schema import NodeWithScore, QueryBundle, TextNode, TransformComponent
from llama_index.core.vector_stores import VectorStoreQuery
from threadpoolctl import threadpool_limits


class DenseRetriever(VectorIndexRetriever):
    """A ``VectorIndexRetriever`` that leaves sections out and builds hits straight from the store's chunks.

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

    @classmethod
    def over(cls, vector_store: Any, query_model: Any, **kwargs: Any) -> "DenseRetriever":
        """A retriever over ``vector_store`` whose queries ``query_model`` encodes; ``kwargs`` go to the constructor.

        The ``VectorStoreIndex`` it needs is given everything it would otherwise read from
        LlamaIndex's global ``Settings``; left to them, it would build a sentence splitter
        (and load tiktoken, a third of a second) for an index that is never written through.
        """
        from llama_index.core import VectorStoreIndex

        index = VectorStoreIndex.from_vector_store(vector_store, embed_model=query_model, callback_manager=CallbackManager([]),
                                                   transformations=[_Unused()])
        return cls(index, **kwargs)

    def _build_vector_store_query(self, query_bundle_with_embeddings: QueryBundle) -> VectorStoreQuery:
        query = super()._build_vector_store_query(query_bundle_with_embeddings)
        query.similarity_top_k = self._similarity_top_k + self._extra
        return query

    def _get_nodes_with_embeddings(self, query_bundle_with_embeddings: QueryBundle) -> List[NodeWithScore]:
        query = self._build_vector_store_query(query_bundle_with_embeddings)
        result = self._vector_store.query(query, **self._kwargs)
        if result.nodes is None or not all(isinstance(node, TextNode) for node in result.nodes):
            return super()._get_nodes_with_embeddings(query_bundle_with_embeddings)  # a store without text: the stock path
        scores = result.similarities if result.similarities is not None else [None] * len(result.nodes)
        return [NodeWithScore(node=node, score=score) for node, score in zip(result.nodes, scores)]

    def _retrieve(self, query_bundle: QueryBundle) -> List[NodeWithScore]:
        if self._limit_blas:
            with threadpool_limits(limits=1, user_api="blas"):
                nodes = super()._retrieve(query_bundle)
        else:
            nodes = super()._retrieve(query_bundle)
        if self._skip_sections:
            nodes = [n for n in nodes if n.node.metadata.get("section") not in self._skip_sections]
        return nodes[: self._similarity_top_k]


class _Unused(TransformComponent):
    """The transformation of an index that chunks are never inserted through."""

    def __call__(self, nodes: Any, **kwargs: Any) -> Any:
        raise NotImplementedError("muonrag writes chunks through MuonIndex.add, not through this VectorStoreIndex")
