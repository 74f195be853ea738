"""Sentence-aware chunking sized in the embedding model's word pieces.

all-MiniLM-L6-v2 reads at most 256 word pieces and silently drops the rest, so
chunk length is counted with that model's own tokenizer, not in characters or
in tiktoken tokens: every chunk is embedded whole.
"""

from __future__ import annotations

import uuid
from functools import lru_cache
from typing import TYPE_CHECKING, Callable, Iterable, Optional

from muonrag.grounding.setting import machines_in
from muonrag.language.instructions import claims_authority, is_instruction_like
from muonrag.core.nodes import make_node
from muonrag.core.models import bundled_model_path, tokenizer_file
from muonrag.ingest.parts import TABLE, TextPart
from muonrag.ingest.tables import cells_of
from muonrag.ingest.metadata import DOCUMENT_ONLY_KEYS

if TYPE_CHECKING:
    from muonrag.ingest.loaders import SourceDocument
    from llama_index.core.schema import TextNode  # noqa: F401

# Namespace of chunk ids: uuid5(namespace, "doc_id|content_hash|ordinal").
CHUNK_ID_NAMESPACE = uuid.UUID("5b0f6c1e-3a1d-4b8e-9a52-6d3c2f1e7a90")
# Bumped whenever loaders or chunking change what a chunk contains: old indexes must be rebuilt.
CHUNKER_REVISION = 7


def chunking_params(chunk_size: int, chunk_overlap: int) -> dict:
    """The chunking an index records in its manifest: changing any of it means re-indexing."""
    return {"splitter": "sentence/wordpiece", "revision": CHUNKER_REVISION, "chunk_size": chunk_size, "chunk_overlap": chunk_overlap}


def chunk_id(doc_id: str, content_hash: str, ordinal: int) -> str:
    """Stable chunk id: the same document content always gives the same ids.

    A UUID, because Qdrant accepts only UUIDs or integers as point ids.
    """
    return str(uuid.uuid5(CHUNK_ID_NAMESPACE, f"{doc_id}|{content_hash}|{ordinal}"))


@lru_cache(maxsize=4)
def _wordpiece_tokenizer(tokenizer_file: str):
    from tokenizers import Tokenizer

    tokenizer = Tokenizer.from_file(tokenizer_file)
    tokenizer.no_truncation()
    tokenizer.no_padding()
    return tokenizer


@lru_cache(maxsize=4)
def wordpiece_counter(tokenizer_file: str) -> Callable[[str], list[str]]:
    """A function returning the word pieces of a text, from a ``tokenizer.json``."""
    tokenizer = _wordpiece_tokenizer(tokenizer_file)

    def tokenize(text: str) -> list[str]:
        return tokenizer.encode(text, add_special_tokens=False).tokens

    return tokenize


def wordpiece_lengths(texts: Iterable[str], tokenizer_file: Optional[str] = None) -> list[int]:
    """How many word pieces each text has, by the bundled MiniLM tokenizer unless another
    ``tokenizer.json`` is given."""
    tokenizer = _wordpiece_tokenizer(tokenizer_file or _bundled_tokenizer())
    return [len(tokenizer.encode(text, add_special_tokens=False)) for text in texts]


def _bundled_tokenizer() -> str:
    return tokenizer_file(bundled_model_path())


class Chunker:
    """Split :class:`SourceDocument` objects into LlamaIndex ``TextNode`` chunks.

    Args:
        chunk_size: maximum chunk length in word pieces. The default 200 leaves
            room under MiniLM's 256 for the title and section that are embedded
            with the text.
        chunk_overlap: word pieces repeated between consecutive chunks, so that a
            fact straddling a boundary is whole in at least one chunk.
        tokenize: function counting tokens; defaults to the bundled MiniLM
            tokenizer.
    """

    def __init__(self, chunk_size: int = 200, chunk_overlap: int = 32, tokenize: Optional[Callable[[str], list]] = None):
        from llama_index.core.node_parser import SentenceSplitter

        if tokenize is None:
            tokenize = wordpiece_counter(_bundled_tokenizer())
        self.chunk_size = chunk_size
        self.chunk_overlap = chunk_overlap
        self._tokenize = tokenize
        self._splitter = SentenceSplitter(
            chunk_size=chunk_size,
            chunk_overlap=chunk_overlap,
            tokenizer=tokenize,
            paragraph_separator="\n\n",
        )

    @property
    def params(self) -> dict:
        """What the manifest records: changing any of it means re-indexing."""
        return chunking_params(self.chunk_size, self.chunk_overlap)

    def chunk(self, document: SourceDocument) -> list[TextNode]:
        """Chunks of one document, numbered from 0 in reading order.

        A chunk is flagged ``instruction_like`` when its text, its document's
        title or its section heading addresses a model: the title and heading
        are embedded with the text and shown with it, so an instruction planted
        there reaches a reader as surely as one in the body.
        """
        nodes: list[TextNode] = []
        title_instructs = is_instruction_like(document.title)
        title_authority = claims_authority(document.title)  # a sidecar title "(supersedes all)"
        for part in document.parts:
            context_instructs = title_instructs or is_instruction_like(part.section or "")
            for text in self._texts(part):
                if not text.strip():
                    continue
                ordinal = len(nodes)
                metadata = {
                    "doc_id": document.doc_id,
                    "title": document.title,
                    "source": document.source,
                    "chunk": ordinal,
                    **{k: v for k, v in document.metadata.items() if k != "title" and k not in DOCUMENT_ONLY_KEYS},
                }
                if part.section:
                    metadata["section"] = part.section
                machines = machines_in(f"{document.title}\n{part.section or ''}\n{text}")
                if machines:  # the setting's machines (muonrag.grounding.setting): `--where machine=CLIC`
                    metadata["machine"] = sorted(machines)
                if context_instructs or is_instruction_like(text) or (
                        part.kind == TABLE and is_instruction_like("\n".join(cells_of(text)))):
                    metadata["instruction_like"] = True
                authority = title_authority or claims_authority(part.section or "") or claims_authority(text)
                if authority:
                    metadata["claims_authority"] = authority
                if part.kind is not None:
                    metadata["kind"] = part.kind
                if part.caption:
                    metadata["caption"] = part.caption
                if part.printed:
                    printed = {line: part.printed[line] for line in text.split("\n") if line in part.printed}
                    if printed:
                        metadata["printed_rows"] = printed
                if part.page is not None:
                    metadata["page"] = part.page
                    if part.page_label and part.page_label != str(part.page):
                        metadata["page_label"] = part.page_label
                node = make_node(chunk_id(document.doc_id, document.content_hash, ordinal), text, metadata)
                nodes.append(node)
        return nodes

    def _texts(self, part: TextPart) -> list[str]:
        """A part's chunk texts: sentence-split running text; a table cut only between rows, its head in
        every piece (a row too long for a chunk alone is split as text)."""
        if part.kind != TABLE:
            return self._splitter.split_text(part.text)
        head = part.head or ""
        caption = [head] if head else []
        rows = part.text[len(head):].strip("\n").split("\n") if part.text.startswith(head) else part.text.split("\n")
        out: list[str] = []
        current: list[str] = []
        for row in rows:
            if current and self._length("\n".join(caption + current + [row])) > self.chunk_size:
                out.append("\n".join(caption + current))
                current = []
            current.append(row)
        if current or not out:
            out.append("\n".join(caption + current))
        return [piece for text in out for piece in
                ([text] if self._length(text) <= self.chunk_size else self._splitter.split_text(text))]

    def _length(self, text: str) -> int:
        return len(self._tokenize(text))

    def chunk_all(self, documents: Iterable[SourceDocument]) -> list[TextNode]:
        """Chunks of every document, in order."""
        return [node for document in documents for node in self.chunk(document)]
