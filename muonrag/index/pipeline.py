"""The ingestion pipeline: discover, dedupe, chunk, embed, write both stores.

:func:`ingest` is what :meth:`MuonIndex.add <muonrag.index.muon_index.MuonIndex.add>` runs
under the writer's lock. Unchanged documents are skipped by content hash,
changed ones replace their chunks in both stores, and unreadable files are
reported by name in :class:`IngestReport` while the rest goes in.
"""

from __future__ import annotations

import logging
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterable, Optional, Union

from muonrag.index.manifest import DocumentEntry, Manifest
from muonrag.index.stores import TwoStores
from muonrag.core.nodes import context_text
from muonrag.ingest.chunking import Chunker, wordpiece_lengths
from muonrag.ingest.discovery import BEIR_CORPUS_NAME, walk
from muonrag.core.files import ReadLimits
from muonrag.ingest.loaders import Skipped, SourceDocument, iter_documents
from muonrag.ingest.metadata import apply_overrides, citable

if TYPE_CHECKING:
    from llama_index.core.schema import TextNode
    from llama_index.core.base.embeddings.base import BaseEmbedding

log = logging.getLogger(__name__)
Source = Union[str, Path, Iterable[Union[SourceDocument, Skipped]]]


@dataclass
class IngestReport:
    """What an ingestion did.

    ``skipped`` lists every file that could not be ingested, with its reason;
    ``ignored`` every file or folder left out on purpose (hidden, a type muonrag
    does not read, the same file twice), with its reason; ``read`` counts the
    documents read successfully, whether or not they were new.
    """

    added: list[str] = field(default_factory=list)
    updated: list[str] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)
    #: Documents whose text is unchanged but whose metadata changed (a sidecar edited, a better reader): their
    #: chunks got the new metadata and kept their vectors.
    metadata_updated: list[str] = field(default_factory=list)
    skipped: list[Skipped] = field(default_factory=list)
    ignored: list[Skipped] = field(default_factory=list)
    read: int = 0
    repaired: list[str] = field(default_factory=list)
    chunks_added: int = 0
    chunks_removed: int = 0
    seconds: float = 0.0
    embed_seconds: float = 0.0

    @property
    def ingested(self) -> int:
        """Documents written by this ingestion (new plus changed)."""
        return len(self.added) + len(self.updated)

    def merge(self, other: "IngestReport") -> None:
        """Add ``other``'s documents, counts and times to this report."""
        for name in ("added", "updated", "unchanged", "metadata_updated", "skipped", "ignored", "repaired"):
            getattr(self, name).extend(getattr(other, name))
        self.read += other.read
        self.chunks_added += other.chunks_added
        self.chunks_removed += other.chunks_removed
        self.seconds += other.seconds
        self.embed_seconds += other.embed_seconds

    def summary(self, listed: int = 20) -> str:
        """What ``muonrag ingest`` prints: documents written, unchanged and skipped (each skipped one with its
        reason), chunks and rate, and the first ``listed`` files left out on purpose."""
        rate = self.chunks_added / self.seconds if self.seconds else 0.0
        share = 100 * self.embed_seconds / self.seconds if self.seconds else 0.0
        lines = [f"ingested {self.ingested} document(s) ({len(self.added)} new, {len(self.updated)} changed), "
                 f"{len(self.unchanged)} unchanged, {len(self.skipped)} skipped",
                 f"{self.chunks_added} chunks added, {self.chunks_removed} removed in {self.seconds:.1f} s "
                 f"({rate:.1f} chunks/s, {share:.0f}% embedding)"]
        if self.metadata_updated:
            lines.append(f"metadata updated for {len(self.metadata_updated)} unchanged document(s), nothing embedded again")
        if self.repaired:
            lines.append(f"repaired an interrupted ingestion: re-read {len(self.repaired)} document(s)")
        lines += [f"  skipped {skipped.source}: {skipped.reason}" for skipped in self.skipped]
        if self.ignored:
            lines.append(f"left out {len(self.ignored)} file(s) or folder(s) on purpose:")
            lines += [f"  {ignored.source}: {ignored.reason}" for ignored in self.ignored[:listed]]
            if len(self.ignored) > listed:
                lines.append(f"  ... and {len(self.ignored) - listed} more (all are listed with --json)")
        return "\n".join(lines)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready summary, with the ingestion rate."""
        return {
            "added": self.added,
            "updated": self.updated,
            "unchanged": self.unchanged,
            "metadata_updated": self.metadata_updated,
            "skipped": [{"source": s.source, "reason": s.reason} for s in self.skipped],
            "ignored": [{"source": s.source, "reason": s.reason} for s in self.ignored],
            "read": self.read,
            "repaired": self.repaired,
            "chunks_added": self.chunks_added,
            "chunks_removed": self.chunks_removed,
            "seconds": round(self.seconds, 3),
            "embed_seconds": round(self.embed_seconds, 3),
            "chunks_per_second": round(self.chunks_added / self.seconds, 2) if self.seconds else None,
        }


def ingest(
    stores: TwoStores,
    source: Source,
    chunker: Chunker,
    embed_model: Callable[[], "BaseEmbedding"],
    batch_size: int,
    progress: bool = False,
    before_write: Optional[Callable[[], None]] = None,
    embed_lost: Optional[Callable[[list[TextNode]], None]] = None,
    limits: ReadLimits = ReadLimits(),
    replace: bool = False,
) -> IngestReport:
    """Read ``source`` (a file, a folder, or loaded documents) into ``stores``.

    Args:
        stores: the index's stores (the caller holds the writer's lock).
        source: a file, a folder (recursively), or an iterable of loaded documents.
        chunker: splits documents into chunks.
        embed_model: returns the embedding model (called only when something is new).
        batch_size: chunks embedded and written per step.
        progress: show progress bars on stderr.
        before_write: called once before the first store is touched (the
            embedding dimension check).
        embed_lost: embeds chunks whose vectors were lost, so the repair that
            runs first restores them from the BM25 store instead of dropping them.
        limits: the most bytes read from one file (``max_file_bytes``, ``max_text_bytes``).
        replace: let a document take the id of an indexed document from another source (refused otherwise).
    """
    start = time.perf_counter()
    report = IngestReport(repaired=stores.repair(embed=embed_lost))
    relabel: list[SourceDocument] = []
    todo = select_documents(_read(source, report, progress, limits), stores.manifest, report, relabel, replace)
    if relabel:
        todo += _relabel(stores, relabel, chunker, report)
    if todo:
        model = embed_model()
        if before_write is not None:
            before_write()
        _write(stores, todo, chunker, model, batch_size, report, progress)
    for skipped in report.skipped:
        log.warning("skipped %s: %s", skipped.source, skipped.reason)
    report.seconds = time.perf_counter() - start
    return report


def _read(source: Source, report: IngestReport, progress: bool, limits: ReadLimits) -> Iterable[SourceDocument]:
    """Loaded documents; what cannot be read goes to ``report.skipped``."""
    items, total = source, None
    if isinstance(source, (str, Path)):
        found = walk(source)
        items = iter_documents(source, found, limits)
        total = None if any(f.name == BEIR_CORPUS_NAME for f in found.files) else len(found.files)
    bar = progress_bar(progress, total=total, desc="reading", unit="file")
    for item in items:
        if isinstance(item, Skipped):
            if item.ignored:
                report.ignored.append(item)
                continue
            report.skipped.append(item)
            bar.update(1)
            bar.set_postfix(skipped=len(report.skipped))
            continue
        bar.update(1)
        report.read += 1
        yield item
    bar.close()


def select_documents(documents: Iterable[SourceDocument], manifest: Manifest, report: IngestReport,
                     relabel: Optional[list[SourceDocument]] = None, replace: bool = False) -> list[SourceDocument]:
    """The documents that are new or changed; clashes, duplicates and unchanged ones are reported. Documents
    whose text is unchanged but whose metadata changed go to ``relabel`` (when given). Fields set with
    ``muonrag meta`` (the entry's ``overrides``) are applied to every document read. A document whose id
    belongs to an indexed document from another source (a file, or a BEIR line with a paper's id) is refused by
    name unless ``replace``: one document never takes another's identity silently."""
    seen: set[str] = set()
    by_source = {entry.source: doc_id for doc_id, entry in manifest.documents.items()}
    todo: list[SourceDocument] = []
    for item in documents:
        if item.format != "beir":
            # the same file reached from another starting folder keeps its first id
            known = by_source.get(item.source)
            if known is not None and known != item.doc_id:
                item.doc_id = known
            clash = manifest.documents.get(item.doc_id)
            if clash is not None and clash.source != item.source and Path(clash.source).exists() and not replace:
                report.skipped.append(Skipped(item.source, (
                    f"document id {item.doc_id!r} already belongs to {clash.source}; ingest both from a "
                    "common parent folder, or remove the other one first")))
                continue
        else:
            clash = manifest.documents.get(item.doc_id)
            if clash is not None and clash.source != item.source and not replace:
                report.skipped.append(Skipped(item.source, (
                    f"document id {item.doc_id!r} already belongs to {clash.source}; the indexed document is kept. "
                    "Give this line another _id, or ingest with --replace to replace that document")))
                continue
        if item.doc_id in seen:
            report.skipped.append(Skipped(item.source, f"duplicate document id {item.doc_id!r} in this batch"))
            continue
        seen.add(item.doc_id)
        old = manifest.documents.get(item.doc_id)
        if old is not None and old.overrides:
            apply_overrides(item.metadata, old.overrides)
        if old is not None and old.content_hash == item.content_hash:
            if relabel is not None and old.metadata_hash != item.metadata_hash:
                relabel.append(item)
            else:
                report.unchanged.append(item.doc_id)
            continue
        (report.updated if old is not None else report.added).append(item.doc_id)
        todo.append(item)
    return todo


#: Chunks are embedded in windows of this many batches, each sorted by length first. A window
#: as wide as a whole ingestion of a few thousand chunks wastes next to nothing on padding (see
#: :func:`embed`), while a large corpus still never holds more than one window of vectors.
WINDOW_BATCHES = 64


def _write(stores: TwoStores, documents: list[SourceDocument], chunker: Chunker, embed_model: "BaseEmbedding",
           batch_size: int, report: IngestReport, progress: bool) -> None:
    """Chunk document by document and embed in wide windows across documents, so short files
    still embed at the encoder's full rate and the vectors of a large corpus are never all held
    at once. A document that cannot be chunked is skipped by name and the rest goes in."""
    manifest = stores.manifest
    stores.begin("ingest", [d.doc_id for d in documents])
    batch_size = max(batch_size, 1)
    window = batch_size * WINDOW_BATCHES
    bar = progress_bar(progress, total=0, desc="embedding", unit="chunk")
    written: list[TextNode] = []
    pending: list[TextNode] = []
    entries: list[tuple[str, DocumentEntry]] = []
    old_ids: list[str] = []

    def flush(nodes: list[TextNode]) -> None:
        report.embed_seconds += embed(nodes, embed_model, batch_size, done=bar.update)
        stores.add_vectors(nodes)
        for node in nodes:
            node.embedding = None  # the vectors live in Qdrant; keep the chunk records small

    for document in documents:
        previous = manifest.documents[document.doc_id].chunk_ids if document.doc_id in manifest.documents else []
        try:
            nodes = chunker.chunk(document)
        except Exception as exc:  # one document the splitter cannot handle must not stop the others
            _undo(report, document.doc_id)
            report.skipped.append(Skipped(document.source, f"could not be chunked ({type(exc).__name__}: {exc})"))
            continue
        old_ids.extend(previous)  # their vectors are deleted once the new ones are committed
        written.extend(nodes)
        pending.extend(nodes)
        bar.total += len(nodes)
        bar.refresh()
        entries.append((document.doc_id, entry_of(document, [n.node_id for n in nodes], manifest.documents.get(document.doc_id))))
        while len(pending) >= window:
            flush(pending[:window])
            pending = pending[window:]
    if pending:
        flush(pending)
    bar.close()
    stores.commit(written, entries, removed_ids=old_ids)
    report.chunks_added += len(written)
    report.chunks_removed += len(old_ids)


def entry_of(document: SourceDocument, chunk_ids: list[str], old: Optional[DocumentEntry] = None) -> DocumentEntry:
    """The manifest entry of a document written with ``chunk_ids`` (``old``: its entry before, whose
    ``muonrag meta`` fields are kept)."""
    return DocumentEntry(
        source=document.source, content_hash=document.content_hash, title=document.title, format=document.format,
        chunk_ids=chunk_ids, abstract=document.metadata.get("abstract", ""),
        references=list(document.metadata.get("references", [])), metadata=citable(document.metadata),
        metadata_hash=document.metadata_hash, overrides=dict(old.overrides) if old is not None else {})


def _relabel(stores: TwoStores, documents: list[SourceDocument], chunker: Chunker, report: IngestReport) -> list[SourceDocument]:
    """Give documents whose text is unchanged their new metadata: chunked again (cheap, and the chunk ids are
    the same), their records and BM25 rows replaced, their vectors kept. Returns the documents whose chunks
    came out different after all (another chunking): those are written in full."""
    manifest = stores.manifest
    nodes: list[TextNode] = []
    entries: list[tuple[str, DocumentEntry]] = []
    rest: list[SourceDocument] = []
    for document in documents:
        old = manifest.documents[document.doc_id]
        try:
            fresh = chunker.chunk(document)
        except Exception:  # the full write reports it by name
            rest.append(document)
            continue
        same = [n.node_id for n in fresh] == old.chunk_ids and all(
            (stores.chunks.record(n.node_id) or ("",))[0] == n.text for n in fresh)
        if not same:
            rest.append(document)
            continue
        nodes.extend(fresh)
        entries.append((document.doc_id, entry_of(document, old.chunk_ids, old)))
        report.metadata_updated.append(document.doc_id)
    if entries:
        stores.relabel(nodes, entries)
    for document in rest:
        report.updated.append(document.doc_id)
    return rest


def _undo(report: IngestReport, doc_id: str) -> None:
    for names in (report.added, report.updated):
        if doc_id in names:
            names.remove(doc_id)


def embed(nodes: list[TextNode], embed_model: "BaseEmbedding", batch_size: Optional[int] = None,
          done: Optional[Callable[[int], Any]] = None) -> float:
    """Set each node's embedding (of its title, section and text); returns the seconds spent.

    The texts go to the encoder sorted by their length in word pieces, longest first. The
    encoder pads each batch to its longest text, so batches of equal lengths waste no work on
    padding. Sorting by characters, as sentence-transformers' ``encode`` does, is a poor proxy
    for physics text, where symbols and numbers cost several word pieces each: on the demo
    corpus (chunks of 28-224 word pieces, batches of 32) it pads 35,065 word pieces to 45,920,
    where this order pads them to 37,824. Lengths are counted by the model's own
    ``tokenizer.json`` when it has one, else by the bundled MiniLM tokenizer. ``done`` is called with the number of chunks after
    every ``batch_size`` of them (the model's own batch size when ``None``), for a progress bar.
    """
    t0 = time.perf_counter()
    texts = [context_text(n) for n in nodes]
    lengths = wordpiece_lengths(texts, _tokenizer_of(embed_model))
    order = sorted(range(len(texts)), key=lengths.__getitem__, reverse=True)
    step = batch_size or embed_model.embed_batch_size
    for start in range(0, len(order), step):
        part = order[start:start + step]
        for i, vector in zip(part, embed_model.get_text_embedding_batch([texts[i] for i in part])):
            nodes[i].embedding = vector
        if done is not None:
            done(len(part))
    return time.perf_counter() - t0


def _tokenizer_of(embed_model: "BaseEmbedding") -> Optional[str]:
    """The ``tokenizer.json`` of a model loaded from a local directory; ``None`` (the bundled
    MiniLM tokenizer, a fair proxy for lengths) otherwise."""
    candidate = Path(str(getattr(embed_model, "model_name", "") or "")) / "tokenizer.json"
    return str(candidate) if candidate.is_file() else None


def progress_bar(enabled: bool, **kwargs: Any):
    """A tqdm bar on stderr (disabled unless ``enabled``)."""
    from tqdm.auto import tqdm

    return tqdm(disable=not enabled, file=sys.stderr, dynamic_ncols=True, **kwargs)
