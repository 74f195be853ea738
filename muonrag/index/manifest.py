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
from dataclasses import asdict, dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Iterable, Optional

from muonrag.errors import IndexCorruptError

FORMAT_VERSION = 1
MANIFEST_FILE = "manifest.json"


def now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


@dataclass
class DocumentEntry:
    """One indexed document: where it came from, its content hash and its chunk ids."""

    source: str
    content_hash: str
    title: str
    format: str
    chunk_ids: list[str]
    ingested: str = field(default_factory=now)


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
        """Atomic write (temporary file, fsync, rename)."""
        self.updated = now()
        data = asdict(self)
        path = Path(directory) / MANIFEST_FILE
        tmp = path.with_suffix(".json.tmp")
        with open(tmp, "w", encoding="utf-8") as handle:
            json.dump(data, handle, indent=1, ensure_ascii=False)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)

    @classmethod
    def load(cls, directory: Path) -> "Manifest":
        path = Path(directory) / MANIFEST_FILE
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            version = data.get("format_version")
            if version != FORMAT_VERSION:
                raise IndexCorruptError(
                    f"{path}: index format version {version} is not {FORMAT_VERSION}, the version this "
                    "muonrag reads; rebuild the index (delete the directory and run `muonrag ingest` again)."
                )
            documents = {k: DocumentEntry(**v) for k, v in data.pop("documents").items()}
            return cls(documents=documents, **data)
        except IndexCorruptError:
            raise
        except (OSError, ValueError, TypeError, KeyError, AttributeError) as exc:
            raise IndexCorruptError(
                f"{path} is damaged ({type(exc).__name__}: {exc}); delete {Path(directory)} and run "
                "`muonrag ingest` again to rebuild it."
            ) from None
