"""The manifest: what an index directory holds and how it was built.

It records the format version, the embedding model and its dimension, the
chunking parameters, the vector store, and every document with its content
hash and chunk ids. A ``pending`` entry is written before the stores are
touched and cleared after both are consistent, so an interrupted ingestion is
detected (and repaired) the next time the index is opened.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Iterable, Optional

from muonrag.errors import IndexCorruptError, IndexMismatchError

#: The on-disk format this muonrag reads and writes. Formats are not kept compatible before
#: muonrag 1.0: an index of another format is refused with what to do. Format 2 keeps the chunk
#: records and BM25 (with per-chunk term counts) in ``chunks/`` and its vectors in an Edge shard
#: or on a server.
FORMAT_VERSION = 2
MANIFEST_FILE = "manifest.json"
MANIFEST_TMP = "manifest.json.tmp"


#: What identifies one saved manifest: its file's inode, size and modification time in nanoseconds.
Signature = tuple[int, int, int]


def signature(directory: Path) -> Optional[Signature]:
    """The :data:`Signature` of the manifest in ``directory`` (``None`` while there is none). A save
    writes a new file and renames it over the old one, so an equal signature means the same manifest,
    known without reading it."""
    try:
        status = os.stat(Path(directory) / MANIFEST_FILE)
    except OSError:
        return None
    return status.st_ino, status.st_size, status.st_mtime_ns


def now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


@dataclass
class DocumentEntry:
    """One indexed document: where it came from, its content hash and its chunk ids, and what describes
    the whole document rather than a chunk: its abstract and the works it cites (``references``)."""

    source: str
    content_hash: str
    title: str
    format: str
    chunk_ids: list[str]
    ingested: str = field(default_factory=now)
    abstract: str = ""
    references: list[str] = field(default_factory=list)
    #: What cites the document (authors, year, arXiv id, DOI, report numbers) and, under ``provenance``, where each
    #: field came from; ``metadata_hash`` tells a later ingestion that a sidecar or the reader's result changed.
    metadata: dict[str, Any] = field(default_factory=dict)
    metadata_hash: str = ""
    #: Fields set with ``muonrag meta``: they win over what the document and its sidecars say, on every ingestion.
    overrides: dict[str, Any] = field(default_factory=dict)

    def row(self, doc_id: str) -> dict[str, Any]:
        """The document as ``muonrag info --documents`` and ``muonrag meta`` list it: its id, title, source, chunks,
        format, the citable fields it has and where each came from (``provenance``)."""
        meta = self.metadata or {}
        row = {"doc_id": doc_id, "title": self.title, "source": self.source, "chunks": len(self.chunk_ids),
               "format": self.format}
        row.update({key: meta[key] for key in CITABLE if meta.get(key) not in (None, "", [])})
        if meta.get("provenance"):
            row["provenance"] = meta["provenance"]
        return row


#: The fields that cite a document, in the order they are shown.
CITABLE = ("authors", "year", "arxiv_id", "doi", "report_numbers")


def metadata_text(row: dict[str, Any]) -> str:
    """A document's row (:meth:`DocumentEntry.row`) as ``muonrag meta`` prints it: each citable field with where
    it came from, then the source."""
    provenance = row.get("provenance", {})
    lines = []
    for key in ("title", *CITABLE):
        value = row.get(key)
        shown = "; ".join(value) if isinstance(value, list) else ("-" if value in (None, "") else value)
        lines.append(f"{key:<15}{shown}" + (f"  ({provenance[key]})" if key in provenance else ""))
    lines.append(f"{'source':<15}{row['source']}")
    return "\n".join(lines)


@dataclass
class Manifest:
    """The contents of ``manifest.json`` (see the module docstring)."""

    embedding: dict[str, Any]
    chunking: dict[str, Any]
    vector_store: dict[str, Any]
    documents: dict[str, DocumentEntry] = field(default_factory=dict)
    pending: Optional[dict[str, Any]] = None
    format_version: int = FORMAT_VERSION
    created: str = field(default_factory=now)
    updated: str = field(default_factory=now)
    #: Incremented by every save: a reader that finds the same generation before and after it
    #: read the stores has read one committed state (see :func:`muonrag.index.opening.open_stores`).
    generation: int = 0

    @property
    def chunk_count(self) -> int:
        return sum(len(d.chunk_ids) for d in self.documents.values())

    def resolve(self, names: Iterable[str]) -> tuple[list[str], list[str]]:
        """``(document ids, names not found)`` for document ids or source paths."""
        by_source = {entry.source: doc_id for doc_id, entry in self.documents.items()}
        ids, missing = [], []
        for name in names:
            doc_id = name if name in self.documents else by_source.get(name) or by_source.get(str(Path(name).resolve()))
            (ids if doc_id else missing).append(doc_id or name)
        return ids, missing

    def save(self, directory: Path) -> None:
        """Atomic write (temporary file, fsync, rename). A write that fails (a full disk) removes its
        temporary file, so the folder never holds a half-written manifest beside the real one."""
        self.updated = now()
        self.generation += 1
        path = Path(directory) / MANIFEST_FILE
        tmp = path.with_name(MANIFEST_TMP)
        try:
            with open(tmp, "w", encoding="utf-8") as handle:
                handle.write(self.to_json())
                handle.flush()
                os.fsync(handle.fileno())
            os.replace(tmp, path)
        except BaseException:
            self.generation -= 1
            tmp.unlink(missing_ok=True)
            raise

    def to_json(self) -> str:
        """The manifest as JSON text: the settings indented, then one line per document.

        Each part is encoded by the json module's C encoder (which does not indent), without
        copying the entries first: a commit saves the manifest up to three times, and at 100,000
        chunks ``json.dump(asdict(...), indent=1)`` took 1.1 s a save.
        """
        head = json.dumps({name: getattr(self, name) for name in _MANIFEST_FIELDS}, indent=1, ensure_ascii=False)
        documents = ",\n".join(f"  {json.dumps(doc_id, ensure_ascii=False)}: {json.dumps(vars(entry), ensure_ascii=False)}"
                                for doc_id, entry in self.documents.items())
        return f'{head[:-2]},\n "documents": {{\n{documents}\n }}\n}}\n'

    @classmethod
    def load(cls, directory: Path) -> "Manifest":
        """Read and validate ``manifest.json``; every problem is named, with what to do.

        Raises:
            IndexCorruptError: the file is unreadable, not JSON, or a field has the wrong type.
            IndexMismatchError: the index was written in another format version.
        """
        path = Path(directory) / MANIFEST_FILE
        remedy = ("the index's stores are untouched: restore manifest.json from a backup, or re-create the index "
                  "with `muonrag ingest <your folders> --index <a new directory>`.")
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise IndexCorruptError(f"{path} is damaged and cannot be read ({type(exc).__name__}: {exc}); {remedy}") from None
        version = data.get("format_version") if isinstance(data, dict) else None
        if isinstance(version, int) and not isinstance(version, bool) and version != FORMAT_VERSION:
            age = "an older" if version < FORMAT_VERSION else "a newer"
            raise IndexMismatchError(
                f"the index {Path(directory)} was written by {age} muonrag (index format {version}; this muonrag reads "
                f"format {FORMAT_VERSION}, and formats change before 1.0). Rebuild it from your documents: "
                "`muonrag ingest <your folders> --index <a new directory>`; nothing in it is changed."
            )
        problems = validate(data)
        if problems:
            raise IndexCorruptError(f"{path} is not a valid muonrag manifest: {'; '.join(problems)}. {remedy}")
        documents = {k: DocumentEntry(**{f: v[f] for f in _ENTRY_FIELDS if f in v}) for k, v in data.pop("documents").items()}
        return cls(documents=documents, **{k: v for k, v in data.items() if k in _MANIFEST_FIELDS})


_ENTRY_FIELDS = ("source", "content_hash", "title", "format", "chunk_ids", "ingested", "abstract", "references", "metadata",
                 "metadata_hash", "overrides")
_MANIFEST_FIELDS = ("embedding", "chunking", "vector_store", "pending", "format_version", "created", "updated", "generation")


def validate(data: Any) -> list[str]:
    """What is wrong with a manifest's JSON data (empty when nothing is)."""
    if not isinstance(data, dict):
        return [f"the top level must be an object, not {_kind(data)}"]
    problems = []

    def need(value: Any, where: str, kinds: tuple, what: str) -> bool:
        if not isinstance(value, kinds) or isinstance(value, bool) and bool not in kinds:
            problems.append(f"{where} must be {what}, not {_kind(value)}")
            return False
        return True

    need(data.get("format_version"), "'format_version'", (int,), "an integer")
    if need(data.get("embedding"), "'embedding'", (dict,), "an object with the model name and dimension"):
        need(data["embedding"].get("model"), "'embedding.model'", (str,), "a string")
        need(data["embedding"].get("dimension"), "'embedding.dimension'", (int, type(None)), "an integer or null")
    if need(data.get("chunking"), "'chunking'", (dict,), "an object with chunk_size and chunk_overlap"):
        for key in ("chunk_size", "chunk_overlap"):
            need(data["chunking"].get(key), f"'chunking.{key}'", (int,), "an integer")
    if need(data.get("vector_store"), "'vector_store'", (dict,), "an object with the kind and collection"):
        store = data["vector_store"]
        if store.get("kind") not in ("edge", "server"):
            problems.append(f"'vector_store.kind' must be \"edge\" or \"server\", not {json.dumps(store.get('kind'))}")
        need(store.get("collection"), "'vector_store.collection'", (str,), "a string")
    need(data.get("pending"), "'pending'", (dict, type(None)), "an object or null")
    need(data.get("generation", 0), "'generation'", (int,), "an integer")
    if need(data.get("documents"), "'documents'", (dict,), "an object mapping document ids to entries"):
        for doc_id, entry in list(data["documents"].items())[:100_000]:
            where = f"'documents.{doc_id}'"
            if not need(entry, where, (dict,), "an object"):
                continue
            for key in ("source", "content_hash", "title", "format"):
                need(entry.get(key), f"{where}.{key}", (str,), "a string")
            ids = entry.get("chunk_ids")
            if need(ids, f"{where}.chunk_ids", (list,), "a list of chunk ids") and not set(map(type, ids)) <= {str}:
                problems.append(f"{where}.chunk_ids must hold strings")
            if len(problems) > 5:
                break
    return problems[:6]


def _kind(value: Any) -> str:
    return "null" if value is None else json.dumps(value)[:40] if isinstance(value, (str, int, float, bool)) else type(value).__name__
