"""The index the server searches: opened read-only, and opened again when another process commits to it.

A read-only index is a snapshot of one committed generation (see
:func:`muonrag.index.opening.open_stores`): documents that ``muonrag ingest``
adds later are not in it. So the holder looks at the manifest on disk, at most
once per ``check_every`` seconds (one ``stat``; the file is read only when it
changed), and when its generation is not the one open, opens the index again
and rebuilds the catalog (documents, years, served files) from it. Requests
already searching the previous snapshot finish on it: it is closed only after
``keep_retired`` seconds, the longest a request may take.
"""

from __future__ import annotations

import json
import logging
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Optional
from urllib.parse import quote

from muonrag.core import html
from muonrag.core.chunkref import distinct_titles
from muonrag.errors import MuonRAGError
from muonrag.index.manifest import MANIFEST_FILE, Signature, signature
from muonrag.serve.files import servable_sources

if TYPE_CHECKING:
    from llama_index.core.base.embeddings.base import BaseEmbedding

    from muonrag.config import Config
    from muonrag.index.muon_index import MuonIndex

log = logging.getLogger(__name__)

@dataclass
class Catalog:
    """What the page offers to filter by, read when the index is opened: documents, years, served files."""

    documents: list[dict[str, Any]] = field(default_factory=list)
    years: list[int] = field(default_factory=list)
    links: html.Links = field(default_factory=html.Links)


class IndexHolder:
    """The open index and its catalog (see the module docstring). While the index cannot be opened, each use
    tries again (so an index built after the server started is found) and raises what stops it.

    Args:
        config: the index's settings.
        embed_model: an already loaded embedding model, shared with the caller.
        check_every: seconds between two looks at the manifest on disk.
        keep_retired: seconds a replaced snapshot stays open for the requests still searching it.
    """

    def __init__(self, config: "Config", embed_model: Optional["BaseEmbedding"] = None, check_every: float = 1.0,
                 keep_retired: float = 120.0):
        self.config = config
        self.embed_model = embed_model
        self.check_every = check_every
        self.keep_retired = keep_retired
        self._index: Optional["MuonIndex"] = None
        self._catalog = Catalog()
        self._signature: Optional[Signature] = None
        self._checked = 0.0
        self._retired: list[tuple[float, "MuonIndex"]] = []
        self._lock = threading.Lock()

    def get(self) -> "MuonIndex":
        """The open index, opened again first when a newer generation is on disk.

        Raises:
            MuonRAGError: it cannot be opened (missing, damaged, another model...); the message says what to do.
        """
        with self._lock:
            now = time.monotonic()
            if self._index is None:
                self._signature = signature(Path(self.config.index_path))
                self._install(self._open())
            elif now - self._checked >= self.check_every:
                self._refresh(self._index)
            self._checked = now
            self._close_retired(now)
            return self._index

    @property
    def catalog(self) -> Catalog:
        """The catalog of the open index (empty before it opens)."""
        return self._catalog

    def close(self) -> None:
        """Close the index and the snapshots it replaced (the app is shutting down)."""
        with self._lock:
            for _, index in self._retired:
                index.close()
            self._retired.clear()
            if self._index is not None:
                self._index.close()
                self._index = None

    def _open(self) -> "MuonIndex":
        from muonrag.index.muon_index import MuonIndex

        return MuonIndex.open(config=self.config, read_only=True, embed_model=self.embed_model)

    def _install(self, index: "MuonIndex") -> None:
        """Make ``index`` the one searched, its catalog the one shown; the previous one is retired."""
        catalog = _catalog(index)
        if self._index is not None:
            index.encoders = self._index.encoders  # the same configuration: its loaded models serve as they are
            self._retired.append((time.monotonic(), self._index))
        self._index, self._catalog = index, catalog

    def _refresh(self, index: "MuonIndex") -> None:
        """Open the index again when the manifest on disk holds another generation than the open one.

        A snapshot that cannot be opened (a damaged manifest, a rebuild with another model) is logged and
        the open one kept; it is tried again at the next commit.
        """
        path = Path(self.config.index_path)
        signature_now = signature(path)
        if signature_now is None or signature_now == self._signature:
            return
        self._signature = signature_now
        if _generation(path) in (None, index.manifest.generation):
            return
        try:
            self._install(self._open())
        except (MuonRAGError, OSError) as exc:
            log.warning("the index %s changed on disk but cannot be opened again (%s); still serving the "
                        "snapshot opened before", path, exc)

    def _close_retired(self, now: float) -> None:
        while self._retired and now - self._retired[0][0] >= self.keep_retired:
            self._retired.pop(0)[1].close()


def _generation(path: Path) -> Optional[int]:
    """The generation of the manifest in ``path`` now (``None`` when it cannot be read)."""
    try:
        generation = json.loads((path / MANIFEST_FILE).read_text(encoding="utf-8")).get("generation", 0)
    except (OSError, ValueError, AttributeError, RecursionError):
        return None
    return generation if isinstance(generation, int) else None


def _catalog(index: "MuonIndex") -> Catalog:
    """The filter choices and links of an index, from its manifest and each document's first chunk."""
    documents = index.documents()
    years: dict[str, Optional[int]] = {}
    arxiv_ids: dict[str, str] = {}
    for doc_id, entry in documents.items():
        record = index.chunks.record(entry.chunk_ids[0]) if entry.chunk_ids else None
        metadata = record[1] if record else {}
        years[doc_id] = metadata.get("year") if isinstance(metadata.get("year"), int) else None
        if html.arxiv_url(metadata.get("arxiv_id")) and not metadata.get("arxiv_unconfirmed"):
            arxiv_ids[entry.source] = metadata["arxiv_id"]
    served = servable_sources(documents)
    shown = distinct_titles({doc_id: entry.title or doc_id for doc_id, entry in documents.items()})
    rows = [{"doc_id": doc_id, "title": shown[doc_id], "year": years[doc_id], "chunks": len(entry.chunk_ids),
             "url": "/files/" + quote(doc_id, safe="/") if entry.source in served else None}
            for doc_id, entry in documents.items()]
    rows.sort(key=lambda row: (row["title"].casefold(), row["doc_id"]))
    return Catalog(documents=rows, years=sorted({y for y in years.values() if y is not None}),
                   links=html.Links(route="/files/", served=served, arxiv_ids=arxiv_ids))
