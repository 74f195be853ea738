"""A LlamaIndex vector store over a Qdrant Edge shard (:class:`~muonrag.index.edge_shard.EdgeShard`).

Searches answer ids and scores only; the text and metadata of each hit come
from the index's own chunk store, which holds them anyway (see
:meth:`EdgeShard.use_chunks <muonrag.index.edge_shard.EdgeShard.use_chunks>`).
"""

from __future__ import annotations

from typing import Any, List, Optional, Sequence

from llama_index.core.bridge.pydantic import PrivateAttr
from llama_index.core.schema import BaseNode
from llama_index.core.vector_stores.types import BasePydanticVectorStore, VectorStoreQuery, VectorStoreQueryResult

from muonrag.index.edge_shard import EdgeShard


class EdgeVectorStore(BasePydanticVectorStore):
    """A LlamaIndex vector store over a Qdrant Edge shard.

    Args:
        shard: the shard (the index's vectors).
    """

    stores_text: bool = True
    flat_metadata: bool = False

    _shard: EdgeShard = PrivateAttr()

    def __init__(self, shard: EdgeShard):
        super().__init__()
        self._shard = shard

    @classmethod
    def class_name(cls) -> str:
        return "EdgeVectorStore"

    @property
    def shard(self) -> EdgeShard:
        """The shard searched."""
        return self._shard

    @property
    def path(self) -> str:
        """The shard directory."""
        return self._shard.path

    @property
    def hnsw_ef(self) -> int:
        """HNSW candidates examined per search."""
        return self._shard.hnsw_ef

    @property
    def client(self) -> Any:
        """The ``qdrant_edge.EdgeShard`` (``None`` before the first vectors)."""
        return self._shard.client

    def add(self, nodes: Sequence[BaseNode], **kwargs: Any) -> List[str]:
        """Write embedded chunks (upserting by id); flushed before it returns."""
        return self._shard.add(nodes)

    def add_vectors(self, ids: Sequence[str], vectors: Any, payloads: Optional[Sequence[dict]] = None) -> None:
        """See :meth:`EdgeShard.add_vectors <muonrag.index.edge_shard.EdgeShard.add_vectors>`."""
        self._shard.add_vectors(ids, vectors, payloads)

    def optimize(self) -> None:
        """See :meth:`EdgeShard.optimize <muonrag.index.edge_shard.EdgeShard.optimize>`."""
        self._shard.optimize()

    def delete(self, ref_doc_id: str, **delete_kwargs: Any) -> None:
        """Delete every vector of a document."""
        self._shard.delete(ref_doc_id)

    def delete_nodes(self, node_ids: Optional[List[str]] = None, filters: Any = None, **delete_kwargs: Any) -> None:
        """Delete vectors by chunk id."""
        if filters is not None:
            raise NotImplementedError("EdgeVectorStore deletes by chunk id or document id, not by filter")
        self._shard.delete_nodes(node_ids)

    def query(self, query: VectorStoreQuery, **kwargs: Any) -> VectorStoreQueryResult:
        """The ``similarity_top_k`` nearest chunks by cosine similarity."""
        if query.filters is not None or query.doc_ids or query.node_ids:
            raise NotImplementedError("EdgeVectorStore searches the whole index; filter the hits afterwards")
        lookup = self._shard.lookup
        if lookup is None or query.query_embedding is None:
            return VectorStoreQueryResult(nodes=[], similarities=[], ids=[])
        ids, scores = self._shard.search(query.query_embedding, query.similarity_top_k)
        nodes, similarities, found = [], [], []
        for node_id, score in zip(ids, scores):
            node = lookup(node_id)
            if node is not None:
                nodes.append(node)
                similarities.append(score)
                found.append(node_id)
        return VectorStoreQueryResult(nodes=nodes, similarities=similarities, ids=found)
