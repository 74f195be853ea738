"""The index the server searches: opened read-only, and opened again when another process commits to it.

A read-only index is a snapshot of one committed generation (see
:func:`muonrag.index.opening.open_stores`): documents that ``muonrag ingest``
adds later are not in it. So a watcher thread looks at the manifest on disk
every ``check_every`` seconds, however busy or idle the server is (one ``stat``;
the file is read only when it changed), and when its generation is not the one
open, opens the index again beside the open one and then swaps them. A request
never waits for that: it searches the snapshot that is open when it starts, and
a write is visible at most ``check_every`` seconds plus one open after its commit.

Every use of the index is a lease (:meth:`IndexHolder.use`): a snapshot that was
replaced is closed, and its files and descriptors given back, as soon as the last
request searching it ends (or after ``keep_retired`` seconds, the longest a
request may take). At most ``max_open`` snapshots are open at once: while the
replaced ones are all still in use, the next generation waits to be opened.
"""

from __future__ import annotations

import contextlib
import json
import logging
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterator, Optional
from urllib.parse import quote

from muonrag.present import html
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
        keep_retired: seconds after which a replaced snapshot is closed even if a request still holds it (a
            request abandoned at its time limit whose thread never ended).
        max_open: snapshots open at once, the one searched included (at least 2).
    """

    def __init__(self, config: "Config", embed_model: Optional["BaseEmbedding"] = None, check_every: float = 0.5,
                 keep_retired: float = 120.0, max_open: int = 4):
        if max_open < 2:
            raise ValueError(f"max_open must be at least 2 (the open snapshot and the next), got {max_open}")
        self.config = config
        self.embed_model = embed_model
        self.check_every = check_every
        self.keep_retired = keep_retired
        self.max_open = max_open
        self._index: Optional["MuonIndex"] = None
        self._catalog = Catalog()
        self._info: Optional[dict[str, Any]] = None
        self._error: Optional[str] = None
        self._signature: Optional[Signature] = None
        self._retired: list[tuple[float, "MuonIndex"]] = []
        self._leases: dict[int, int] = {}
        self._lock = threading.Lock()
        self._opening = threading.Lock()  # one open at a time: the first use's, or the watcher's
        self._stop = threading.Event()
        self._watcher: Optional[threading.Thread] = None

    def get(self) -> "MuonIndex":
        """The open index (opened first when none is).

        Raises:
            MuonRAGError: it cannot be opened (missing, damaged, another model...); the message says what to do.
        """
        with self._lock:
            if self._index is not None:
                return self._index
        with self._opening:
            with self._lock:
                if self._index is not None:
                    return self._index
            path = Path(self.config.index.path)
            found = signature(path)
            try:
                index = self._open()
            except Exception as exc:
                self._error = str(exc)
                raise
            self._signature = found
            self._install(index)
        self._watch()
        return index

    @contextlib.contextmanager
    def use(self) -> Iterator["MuonIndex"]:
        """The open index, leased for the ``with`` block: a newer generation may be opened meanwhile, but this
        one stays open until the block ends."""
        index = self.get()
        with self._lock:
            if index is not self._index and not any(old is index for _, old in self._retired):
                index = self._index or index  # replaced and closed between the two lines above
            self._leases[id(index)] = self._leases.get(id(index), 0) + 1
        try:
            yield index
        finally:
            with self._lock:
                left = self._leases[id(index)] - 1
                if left:
                    self._leases[id(index)] = left
                else:
                    del self._leases[id(index)]
            self._close_retired()

    @property
    def catalog(self) -> Catalog:
        """The catalog of the open index (empty before it opens)."""
        return self._catalog

    def state(self) -> tuple[Optional[dict[str, Any]], Optional[str]]:
        """``(info, error)`` without opening anything: the open index's :meth:`~muonrag.MuonIndex.info` as read
        when it was opened, or why it could not be opened (both ``None`` before the first try)."""
        with self._lock:
            return (self._info, None) if self._index is not None else (None, self._error)

    def open_snapshots(self) -> int:
        """Snapshots open now: the one searched and those replaced but still in use."""
        with self._lock:
            return len(self._retired) + (self._index is not None)

    def refresh(self) -> bool:
        """Open the index again when the manifest on disk holds another generation than the open one; ``True``
        when a newer one was installed. The watcher calls it every ``check_every`` seconds.

        A generation that cannot be opened (a damaged manifest, a rebuild with another model) is logged and
        the open one kept; it is tried again at the next commit. While ``max_open`` snapshots are open, nothing
        is opened (the next call tries again).
        """
        self._close_retired()
        with self._lock:
            index = self._index
            if index is None or len(self._retired) + 1 >= self.max_open:
                return False
        path = Path(self.config.index.path)
        signature_now = signature(path)
        if signature_now is None or signature_now == self._signature:
            return False
        if _generation(path) in (None, index.manifest.generation):
            self._signature = signature_now
            return False
        with self._opening:
            try:
                fresh = self._open()
            except (MuonRAGError, OSError) as exc:
                self._signature = signature_now
                log.warning("the index %s changed on disk but cannot be opened again (%s); still serving the "
                            "snapshot opened before", path, exc)
                return False
            self._signature = signature_now
            try:
                self._install(fresh)
            except BaseException:
                fresh.close()
                raise
        return True

    def close(self) -> None:
        """Stop watching; close the index and the snapshots it replaced (the app is shutting down)."""
        self._stop.set()
        if self._watcher is not None and self._watcher is not threading.current_thread():
            self._watcher.join(timeout=10)
        with self._lock:
            closing = [index for _, index in self._retired] + ([self._index] if self._index is not None else [])
            self._retired.clear()
            self._index = None
        for index in closing:
            index.close()

    def _open(self) -> "MuonIndex":
        from muonrag.index.muon_index import MuonIndex

        return MuonIndex.open(config=self.config, read_only=True, embed_model=self.embed_model)

    def _install(self, index: "MuonIndex") -> None:
        """Make ``index`` the one searched, its catalog the one shown; the previous one is retired."""
        catalog, info = _catalog(index), index.info()
        with self._lock:
            if self._index is not None:
                index.encoders = self._index.encoders  # the same configuration: its loaded models serve as they are
                self._retired.append((time.monotonic(), self._index))
            self._index, self._catalog, self._info, self._error = index, catalog, info, None
        self._close_retired()

    def _close_retired(self) -> None:
        """Close the replaced snapshots no request uses, and those older than ``keep_retired``."""
        now = time.monotonic()
        with self._lock:
            done = [(since, index) for since, index in self._retired
                    if not self._leases.get(id(index)) or now - since >= self.keep_retired]
            self._retired = [entry for entry in self._retired if entry not in done]
        for _, index in done:
            index.close()

    def _watch(self) -> None:
        """Start the watcher thread (once)."""
        with self._lock:
            if self._watcher is not None or self._stop.is_set():
                return
            self._watcher = threading.Thread(target=self._run_watcher, name="muonrag-index-watcher", daemon=True)
        self._watcher.start()

    def _run_watcher(self) -> None:
        while not self._stop.wait(self.check_every):
            try:
                self.refresh()
            except Exception:  # never let the watcher die: the next look tries again
                log.exception("looking for a new generation of the index %s failed", self.config.index.path)


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
