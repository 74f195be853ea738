"""The chunk store: every chunk's text and metadata, by id, in one row order.

The vectors keep no text the engine reads, and BM25 keeps only term counts;
what a hit shows (text, title, page, section) comes from here.

Records live in **segments**, files written once: a write adds one segment
holding the records it adds, and only rewrites the small row tables (ids, each
row's segment and line, section and document), so adding a thousand chunks to a
million costs the thousand, not the million. Removed records stay in their
segment until it is merged (eight of one size class into one, as BM25's segments
merge: :func:`muonrag.index.segments.to_merge`; or when most of one is dead).
A store opened from disk maps each segment into memory and reads a record's
JSON line, by the line offsets saved beside it, when the record is first asked
for: opening reads no record, and the operating system keeps in memory only the
pages searches touch. Parsed records are only ever added to a cache, never moved
out of one, so threads reading at once all find every record.

Rows are sorted by node id. BM25's rows are the same (see
:mod:`muonrag.index.bm25`), which :meth:`ChunkStore.update` keeps true by saying
where each new row comes from.
"""

from __future__ import annotations

import bisect
import json
import mmap
import uuid
from pathlib import Path
from typing import TYPE_CHECKING, Any, Collection, Iterable, Iterator, Optional, Sequence

import numpy as np

from muonrag.core.nodes import make_node
from muonrag.index.segments import keep_or_write, to_merge

if TYPE_CHECKING:
    from llama_index.core.schema import TextNode

ROWS_FILE = "rows.json"
ROW_TABLES = ("segment", "line", "section", "document")  # rows.<name>.npy, one int32 per row
SEGMENT_RECORDS = "records-{}.jsonl"
SEGMENT_OFFSETS = "records-{}.offsets.npy"
# indexes written before segments: one records file, its offsets (when saved) and rows.json with sections
RECORDS_FILE = "records.jsonl"
OFFSETS_FILE = "offsets.npy"


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


class _Segment:
    """Records written together: in memory until saved, then a file read through a map."""

    def __init__(self, lines: Sequence[bytes], name: Optional[str] = None):
        self.lines = lines
        self.name = name or uuid.uuid4().hex[:12]

    def save(self, directory: Path, previous: Optional[Path]) -> None:
        def write_records(path: Path) -> None:
            with open(path, "wb") as handle:
                for line in self.lines:
                    handle.write(line + b"\n")

        def write_offsets(path: Path) -> None:
            lengths = np.fromiter((len(line) + 1 for line in self.lines), dtype=np.int64, count=len(self.lines))
            np.save(path, np.concatenate([[0], np.cumsum(lengths)]).astype(np.int64))

        keep_or_write(directory, previous, SEGMENT_RECORDS.format(self.name), write_records)
        keep_or_write(directory, previous, SEGMENT_OFFSETS.format(self.name), write_offsets)

    @classmethod
    def load(cls, directory: Path, name: str) -> "_Segment":
        offsets = np.load(directory / SEGMENT_OFFSETS.format(name), mmap_mode="r")
        return cls(MappedLines(directory / SEGMENT_RECORDS.format(name), offsets), name)


class _Names:
    """Distinct strings (sections, documents) numbered in order of first sight; ``None`` is number 0."""

    def __init__(self, names: Sequence[Optional[str]] = (None,)):
        self.names = list(names)
        self._number = {name: i for i, name in enumerate(self.names)}

    def number(self, name: Optional[str]) -> int:
        found = self._number.get(name)
        if found is None:
            found = self._number[name] = len(self.names)
            self.names.append(name)
        return found

    def numbers(self, names: Collection[Optional[str]]) -> np.ndarray:
        return np.fromiter((self._number[n] for n in names if n in self._number), dtype=np.int32)


class ChunkStore:
    """Chunk records (text and metadata) by node id, with the section and document of each row."""

    def __init__(self) -> None:
        self.ids: list[str] = []
        # rows are in id order, found by bisection; only a store of an older format, whose ids may
        # be in another order, keeps a dictionary of positions
        self._position: Optional[dict[str, int]] = None
        self._segments: list[_Segment] = []
        self._segment = np.zeros(0, dtype=np.int32)  # each row's segment, and its line there
        self._line = np.zeros(0, dtype=np.int32)
        self._sections = _Names()
        self._section = np.zeros(0, dtype=np.int32)
        self._documents = _Names()
        self._document: Optional[np.ndarray] = np.zeros(0, dtype=np.int32)
        self._parsed: dict[str, tuple[str, dict]] = {}
        self._masks: dict[frozenset, np.ndarray] = {}

    def __len__(self) -> int:
        return len(self.ids)

    def __contains__(self, node_id: object) -> bool:
        return isinstance(node_id, str) and self.position(node_id) is not None

    def position(self, node_id: str) -> Optional[int]:
        """The row of ``node_id``, or ``None`` when the store does not hold it."""
        if self._position is not None:
            return self._position.get(node_id)
        row = bisect.bisect_left(self.ids, node_id)
        return row if row < len(self.ids) and self.ids[row] == node_id else None

    def _raw(self, row: int) -> bytes:
        return self._segments[self._segment[row]].lines[self._line[row]]

    def record(self, node_id: str) -> Optional[tuple[str, dict[str, Any]]]:
        """``(text, metadata)`` of a chunk, or ``None``; makes no LlamaIndex node."""
        found = self._parsed.get(node_id)
        if found is None:
            row = self.position(node_id)
            if row is None:
                return None
            data = json.loads(self._raw(row))
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

    # sections and documents ------------------------------------------------------------
    def in_sections(self, sections: Collection[str]) -> np.ndarray:
        """Whether each row's ``section`` is one of ``sections``."""
        key = frozenset(sections)
        mask = self._masks.get(key)
        if mask is None:
            mask = self._masks.setdefault(key, np.isin(self._section, self._sections.numbers(key)))
        return mask

    def count_in_sections(self, sections: Collection[str]) -> int:
        """Chunks whose ``section`` is one of ``sections``."""
        return int(self.in_sections(sections).sum()) if sections else 0

    def section_table(self) -> tuple[list[Optional[str]], np.ndarray]:
        """The section names, and each row's section as a position in them (read from no record)."""
        return list(self._sections.names), self._section

    def document_table(self) -> tuple[list[Optional[str]], np.ndarray]:
        """The documents' ids, and each row's document as a position in them (read from no record once tabled)."""
        table = self._document_table()
        return list(self._documents.names), table

    def of_documents(self, doc_ids: Collection[str]) -> list[str]:
        """The ids of the chunks whose metadata names one of ``doc_ids`` as their ``doc_id`` (read from no record)."""
        rows = np.flatnonzero(np.isin(self._document_table(), self._documents.numbers(set(doc_ids))))
        return [self.ids[row] for row in rows]

    def _document_table(self) -> np.ndarray:
        if self._document is None:  # a store saved before documents were tabled: read once from its records
            self._document = np.fromiter((self._documents.number(self.record(i)[1].get("doc_id")) for i in self.ids),
                                         np.int32, len(self.ids))
        return self._document

    # writing -----------------------------------------------------------------------
    def update(self, add: Iterable["TextNode"] = (), remove: Iterable[str] = ()) -> np.ndarray:
        """Remove, then add (replacing any chunk of the same id) chunks; the added records become a new segment.

        Returns:
            Where each new row comes from: the old row (``>= 0``), or ``-1 - j``
            for the ``j``-th chunk of ``add``; what :meth:`BM25Index.update
            <muonrag.index.bm25.BM25Index.update>` takes.
        """
        add = list(add)
        last = {n.node_id: j for j, n in enumerate(add)}  # a chunk added twice: the later copy wins
        gone = set(remove) | last.keys()
        old = len(self.ids)
        old_document = self._document_table()
        if any(self.position(i) is not None for i in gone):
            keep = np.fromiter((i not in gone for i in self.ids), dtype=bool, count=old)
            kept_rows = np.flatnonzero(keep)
            kept = [self.ids[r] for r in kept_rows]
        else:
            kept_rows, kept = np.arange(old), self.ids
        order = sorted(last.values(), key=lambda j: add[j].node_id)
        # the rows the added chunks take: each goes before the kept ids greater than its own
        slots = np.fromiter((bisect.bisect_left(kept, add[j].node_id) for j in order), dtype=np.int64, count=len(order))
        new_rows = slots + np.arange(len(order))
        sources = np.empty(len(kept) + len(order), dtype=np.int64)
        is_new = np.zeros(len(sources), dtype=bool)
        is_new[new_rows] = True
        sources[~is_new] = kept_rows
        sources[new_rows] = -1 - np.asarray(order, dtype=np.int64)
        ids: list[str] = []
        start = 0
        for slot, j in zip(slots.tolist(), order):
            ids.extend(kept[start:slot])
            ids.append(add[j].node_id)
            start = slot
        ids.extend(kept[start:])

        segments = self._segments
        if add:
            segments = segments + [_Segment([json.dumps({"id": n.node_id, "text": n.text, "metadata": n.metadata},
                                                        ensure_ascii=False).encode() for n in add])]
        from_old = np.clip(sources, 0, None)
        self._segments = segments
        self._segment = np.where(is_new, len(segments) - 1, self._segment[from_old] if old else 0).astype(np.int32)
        self._line = np.where(is_new, -1 - sources, self._line[from_old] if old else 0).astype(np.int32)
        added_section = np.fromiter((self._sections.number(n.metadata.get("section")) for n in add), np.int32, len(add))
        added_document = np.fromiter((self._documents.number(n.metadata.get("doc_id")) for n in add), np.int32, len(add))
        self._section = np.where(is_new, added_section[np.where(is_new, -1 - sources, 0)] if add else 0,
                                 self._section[from_old] if old else 0).astype(np.int32)
        self._document = np.where(is_new, added_document[np.where(is_new, -1 - sources, 0)] if add else 0,
                                  old_document[from_old] if old else 0).astype(np.int32)
        self.ids = ids
        if self._position is not None:
            self._position = {i: p for p, i in enumerate(ids)}
        self._parsed = {i: r for i, r in self._parsed.items() if i not in gone}
        self._masks = {}
        self._merge()
        return sources

    def _merge(self) -> None:
        """Rewrite the live records of the segments most of whose records were removed as one new
        segment, then merge the segments :func:`~muonrag.index.segments.to_merge` chooses."""
        live = np.bincount(self._segment, minlength=len(self._segments))
        self._join([k for k, segment in enumerate(self._segments) if 2 * live[k] < len(segment.lines)
                    or not len(segment.lines)])
        while chosen := to_merge([len(segment.lines) for segment in self._segments]):
            self._join(chosen)

    def _join(self, chosen: Sequence[int]) -> None:
        """Replace the segments ``chosen`` by one new segment of their live records (by none when none is)."""
        if not chosen:
            return
        keep = [k for k in range(len(self._segments)) if k not in set(chosen)]
        renumber = np.full(len(self._segments), len(keep), dtype=np.int32)  # moved rows: the new segment
        renumber[keep] = np.arange(len(keep), dtype=np.int32)
        moved = np.flatnonzero(renumber[self._segment] == len(keep))
        merged = _Segment([self._raw(row) for row in moved])
        self._segment = renumber[self._segment]
        self._line = np.array(self._line, dtype=np.int32)
        self._line[moved] = np.arange(len(moved), dtype=np.int32)
        self._segments = [self._segments[k] for k in keep] + ([merged] if len(moved) else [])

    # persistence -------------------------------------------------------------------
    def save(self, directory: Path, previous: Optional[Path] = None) -> None:
        """Write into ``directory`` (which the caller replaces atomically); segments already saved
        in ``previous`` are linked from there, not written again."""
        directory.mkdir(parents=True, exist_ok=True)
        for segment in self._segments:
            segment.save(directory, previous)
        for name, table in zip(ROW_TABLES, (self._segment, self._line, self._section, self._document_table())):
            np.save(directory / f"rows.{name}.npy", np.ascontiguousarray(table, dtype=np.int32))
        (directory / ROWS_FILE).write_text(json.dumps({
            "ids": self.ids, "segments": [s.name for s in self._segments],
            "sections": self._sections.names, "documents": self._documents.names, "sorted": self._position is None}))

    @classmethod
    def load(cls, directory: Path) -> "ChunkStore":
        """Read a saved store (records stay raw until asked for).

        Raises:
            ValueError: the files disagree or are damaged.
        """
        rows = json.loads((directory / ROWS_FILE).read_text())
        if "segments" not in rows:
            return cls._load_single_file(directory, rows)
        store = cls()
        store.ids = rows["ids"]
        if not rows.get("sorted") and not _ascending(store.ids):
            store._position = {i: p for p, i in enumerate(store.ids)}
        store._segments = [_Segment.load(directory, name) for name in rows["segments"]]
        store._sections = _Names(rows["sections"])
        store._documents = _Names(rows["documents"])
        store._segment, store._line, store._section, store._document = (
            np.load(directory / f"rows.{name}.npy", mmap_mode="r") for name in ROW_TABLES)
        tables = (store._segment, store._line, store._section, store._document)
        if any(len(t) != len(store.ids) for t in tables):
            raise ValueError(f"{directory}: {len(store.ids)} ids but row tables of {[len(t) for t in tables]} rows")
        if len(store.ids) and (int(store._segment.max()) >= len(store._segments) or
                               int(store._section.max()) >= len(store._sections.names) or
                               int(store._document.max()) >= len(store._documents.names)):
            raise ValueError(f"{directory}: its row tables name segments, sections or documents it does not list")
        sizes = np.array([len(s.lines) for s in store._segments], dtype=np.int64)
        if len(store.ids) and np.any(store._line >= sizes[store._segment]):
            raise ValueError(f"{directory}: its row tables name records past the end of their segment")
        return store

    @classmethod
    def _load_single_file(cls, directory: Path, rows: dict) -> "ChunkStore":
        """An index written before segments: one records file, its sections in rows.json, documents read once."""
        if (directory / OFFSETS_FILE).is_file():
            lines = MappedLines(directory / RECORDS_FILE, np.load(directory / OFFSETS_FILE, mmap_mode="r"))
        else:
            lines = MappedLines.scan(directory / RECORDS_FILE)
        ids, sections = rows["ids"], rows["sections"]
        if not (len(ids) == len(sections) == len(lines)):
            raise ValueError(f"{directory}: {len(lines)} records but {len(ids)} ids and {len(sections)} sections")
        store = cls()
        store.ids = list(ids)
        if not _ascending(store.ids):
            store._position = {i: p for p, i in enumerate(ids)}
        store._segments = [_Segment(lines)]
        store._segment = np.zeros(len(ids), dtype=np.int32)
        store._line = np.arange(len(ids), dtype=np.int32)
        store._section = np.fromiter((store._sections.number(s) for s in sections), np.int32, len(ids))
        store._document = None  # read from the records when first needed
        return store


def _ascending(ids: Sequence[str]) -> bool:
    return all(a < b for a, b in zip(ids, ids[1:]))
