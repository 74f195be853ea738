"""The dense retriever: LlamaIndex's vector-index retriever, searched with one BLAS thread.

Embedded Qdrant scores every vector with numpy. On a machine with few cores,
numpy's BLAS threads spin against torch's right after the query is encoded.
Holding BLAS to one thread during the search took a hybrid search on 2 cores
and 11,433 chunks from 91 ms to 53 ms p50 (``benchmarks/bench_blas_threads.py``).
Nothing else differs from ``VectorIndexRetriever``.
"""

from __future__ import annotations

from typing import List

from llama_index.core.indices.vector_store.retrievers import VectorIndexRetriever
from llama_index.core.schema import NodeWithScore, QueryBundle
from threadpoolctl import threadpool_limits


class SingleThreadBLASRetriever(VectorIndexRetriever):
    """A ``VectorIndexRetriever`` whose search runs with numpy's BLAS held to one thread."""

    def _retrieve(self, query_bundle: QueryBundle) -> List[NodeWithScore]:
        with threadpool_limits(limits=1, user_api="blas"):
            return super()._retrieve(query_bundle)
