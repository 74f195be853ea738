"""A chunk as a LlamaIndex ``TextNode``: which metadata the embedding, BM25 and the LLM see.

LlamaIndex is imported when a node is made, not with this module, so that a search
that makes no nodes never imports it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from llama_index.core.schema import TextNode

# Metadata an embedding or a BM25 index should see besides the text.
CONTEXT_KEYS = ("title", "section")


def make_node(node_id: str, text: str, metadata: dict) -> TextNode:
    """A chunk node; embeddings and BM25 see its title and section, the LLM also its page."""
    from llama_index.core.schema import NodeRelationship, RelatedNodeInfo, TextNode

    node = TextNode(
        id_=node_id,
        text=text,
        metadata=metadata,
        excluded_embed_metadata_keys=[k for k in metadata if k not in CONTEXT_KEYS],
        excluded_llm_metadata_keys=[k for k in metadata if k not in ("title", "page", "section")],
    )
    node.relationships[NodeRelationship.SOURCE] = RelatedNodeInfo(node_id=metadata["doc_id"])
    return node


def context_text(node: TextNode) -> str:
    """Title, section and text: what both the embedding and BM25 index."""
    from llama_index.core.schema import MetadataMode

    return node.get_content(metadata_mode=MetadataMode.EMBED)


def chunk_payload(node: TextNode) -> dict:
    """What a vector store keeps beside a chunk's vector: its document id (to delete a document's
    vectors at once) and a copy of the chunk, from which a lost chunk store can be rebuilt."""
    metadata = dict(node.metadata)
    return {"doc_id": node.ref_doc_id or metadata.get("doc_id"), "text": node.get_content(), "metadata": metadata}
