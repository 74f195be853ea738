"""The chunk store: every chunk's text and metadata, by id, in one row order.

The vectors keep no text the engine reads, and BM25 keeps only term weights;
what a hit shows (text, title, page, section) comes from here. A store opened
from disk maps its records file into memory and reads a record's JSON line, by
the row offsets saved beside it, when the record is first asked for: opening
a million chunks reads none of them, and the operating system keeps in memory
only the pages searches touch. Files are never changed in place (a save writes a
new directory that replaces the old one), so an open store keeps reading the
records it opened. Parsed records are only ever added to a cache, never moved out
of one, so threads reading at once all find every record.

Rows are sorted by node id. BM25's rows are the same (see
:mod:`muonrag.index.bm25`), which :meth:`ChunkStore.update` keeps true by saying
where each new row comes from.
"""

from __future__ import annotations

import json
import mmap
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any, Collection, Iterable, Iterator, Optional, Sequence

import numpy as np

from muonrag.core.nodes import make_node

if TYPE_CHECKING:
    from llama_index.core.schema import TextNode

RECORDS_FILE = "records.jsonl"
OFFSETS_FILE = "offsets.npy"
ROWS_FILE = "rows.json"


class MappedLines(Sequence[bytes]):
    """The lines of a file, read from a read-only memory map by their offsets: ``n + 1`` of
    them, where each line starts and, last, the file's size (its size + 1 when the last line
    has no newline). A line excludes its newline."""

    def __init__(self, path: Path, offsets: np.ndarray):
        self._offsets = offsets
        with open(path, "rb") as handle:
            size = handle.seek(0, 2)
            end = int(offsets[-1]) if len(offsets) else 0
            if end not in (size, size + 1) or (end == size + 1 and not size):
                raise ValueError(f"{path} holds {size} bytes where its row offsets say {end}")
            self._map: Any = mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ) if size else b""

    @classmethod
    def scan(cls, path: Path) -> "MappedLines":
        """Map a file whose offsets were not saved (an index written before they were): one pass over it."""
        data = Path(path).read_bytes()
        starts = np.flatnonzero(np.frombuffer(data, dtype=np.uint8) == 10) + 1
        if data and not data.endswith(b"\n"):
            starts = np.append(starts, len(data) + 1)
        return cls(path, np.concatenate([[0], starts]).astype(np.int64) if data else np.zeros(1, np.int64))

    def __len__(self) -> int:
        return max(len(self._offsets) - 1, 0)

    def __getitem__(self, row):  # type: ignore[override]
        if isinstance(row, slice):
            return [self[i] for i in range(*row.indices(len(self)))]
        if row < 0:
            row += len(self)
        return self._map[int(self._offsets[row]):int(self._offsets[row + 1]) - 1]


class ChunkStore:
    """Chunk records (text and metadata) by node id, with the section of each row."""

    def __init__(self) -> None:
        self.ids: list[str] = []
        self._position: dict[str, int] = {}
        self._raw: Sequence[bytes] = []
        self._parsed: dict[str, tuple[str, dict]] = {}
        self._sections: list[Optional[str]] = []
        self._masks: dict[frozenset, np.ndarray] = {}

    def __len__(self) -> int:
        return len(self.ids)

    def __contains__(self, node_id: object) -> bool:
        return node_id in self._position

    def position(self, node_id: str) -> Optional[int]:
        """The row of ``node_id``, or ``None`` when the store does not hold it."""
        return self._position.get(node_id)

    def record(self, node_id: str) -> Optional[tuple[str, dict[str, Any]]]:
        """``(text, metadata)`` of a chunk, or ``None``; makes no LlamaIndex node."""
        found = self._parsed.get(node_id)
        if found is None:
            row = self._position.get(node_id)
            if row is None:
                return None
            data = json.loads(self._raw[row])
            found = self._parsed.setdefault(node_id, (data["text"], data["metadata"]))
        return found

    def node(self, node_id: str) -> Optional["TextNode"]:
        """The chunk as a new LlamaIndex ``TextNode`` (text and metadata, no embedding), or ``None``."""
        found = self.record(node_id)
        return None if found is None else make_node(node_id, found[0], found[1])

    def nodes(self) -> Iterator["TextNode"]:
        """Every chunk as a node, in row order."""
        for node_id in self.ids:
            yield self.node(node_id)

    def records(self) -> Iterator[tuple[str, str, dict[str, Any]]]:
        """``(node_id, text, metadata)`` of every chunk, in row order; makes no nodes."""
        for node_id in self.ids:
            text, metadata = self.record(node_id)
            yield node_id, text, metadata

    # sections ----------------------------------------------------------------------
    def in_sections(self, sections: Collection[str]) -> np.ndarray:
        """Whether each row's ``section`` is one of ``sections``."""
        key = frozenset(sections)
        mask = self._masks.get(key)
        if mask is None:
            mask = np.fromiter((s in key for s in self._sections), dtype=bool, count=len(self._sections))
            mask = self._masks.setdefault(key, mask)
        return mask

    def count_in_sections(self, sections: Collection[str]) -> int:
        """Chunks whose ``section`` is one of ``sections``."""
        return int(self.in_sections(sections).sum()) if sections else 0

    # writing -----------------------------------------------------------------------
    def update(self, add: Iterable["TextNode"] = (), remove: Iterable[str] = ()) -> np.ndarray:
        """Remove, then add (replacing any chunk of the same id) chunks.

        Returns:
            Where each new row comes from: the old row (``>= 0``), or ``-1 - j``
            for the ``j``-th chunk of ``add``; what :meth:`BM25Index.update
            <muonrag.index.bm25.BM25Index.update>` takes.
        """
        add = list(add)
        gone = set(remove) | {n.node_id for n in add}
        rows: dict[str, int] = {i: p for i, p in self._position.items() if i not in gone}
        raw = {i: self._raw[p] for i, p in rows.items()}
        sections = {i: self._sections[p] for i, p in rows.items()}
        for j, node in enumerate(add):
            rows[node.node_id] = -1 - j
            raw[node.node_id] = json.dumps({"id": node.node_id, "text": node.text, "metadata": node.metadata},
                                           ensure_ascii=False).encode()
            sections[node.node_id] = _intern(node.metadata.get("section"))
        ids = sorted(rows)
        sources = np.fromiter((rows[i] for i in ids), dtype=np.int64, count=len(ids))
        self.ids = ids
        self._position = {i: p for p, i in enumerate(ids)}
        self._raw = [raw[i] for i in ids]
        self._sections = [sections[i] for i in ids]
        self._parsed = {i: r for i, r in self._parsed.items() if i in rows and i not in gone}
        self._masks = {}
        return sources

    # persistence -------------------------------------------------------------------
    def save(self, directory: Path) -> None:
        """Write into ``directory`` (which the caller replaces atomically)."""
        directory.mkdir(parents=True, exist_ok=True)
        offsets = np.zeros(len(self._raw) + 1, dtype=np.int64)
        with open(directory / RECORDS_FILE, "wb") as handle:
            for row, line in enumerate(self._raw):
                handle.write(line + b"\n")
                offsets[row + 1] = offsets[row] + len(line) + 1
        np.save(directory / OFFSETS_FILE, offsets)
        (directory / ROWS_FILE).write_text(json.dumps({"ids": self.ids, "sections": self._sections}))

    @classmethod
    def load(cls, directory: Path) -> "ChunkStore":
        """Read a saved store (records stay raw until asked for).

        Raises:
            ValueError: the files disagree or are damaged.
        """
        store = cls()
        if (directory / OFFSETS_FILE).is_file():
            lines = MappedLines(directory / RECORDS_FILE, np.load(directory / OFFSETS_FILE, mmap_mode="r"))
        else:
            lines = MappedLines.scan(directory / RECORDS_FILE)
        rows = json.loads((directory / ROWS_FILE).read_text())
        ids, sections = rows["ids"], rows["sections"]
        if not (len(ids) == len(sections) == len(lines)):
            raise ValueError(f"{directory}: {len(lines)} records but {len(ids)} ids and {len(sections)} sections")
        store.ids = list(ids)
        store._position = {i: p for p, i in enumerate(ids)}
        store._raw = lines
        store._sections = [_intern(section) for section in sections]
        return store


def _intern(section: Optional[str]) -> Optional[str]:
    """One string object per distinct section name, however many rows name it."""
    return sys.intern(section) if isinstance(section, str) else section
