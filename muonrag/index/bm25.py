"""BM25 over chunks, in numpy: segments written once, weights computed when a query asks.

A write adds a **segment**: the postings of the chunks it adds (for each term, the
rows containing it, the count there and the row's length, side by side so that a
search reads them in order). Nothing written before is read or rewritten, so adding a thousand chunks to a million
costs the thousand. A removed row is marked (its place in its segment points to no row
of the index), and the corpus statistics every weight depends on (each term's document
frequency, the number of chunks and their total length) are kept exact by subtracting
the removed rows' counts. A search computes the weights of its terms' postings from the
statistics of the moment, so its scores are those of BM25 over exactly the chunks the
index holds, however it was reached (built at once, or by any number of adds and
removals). Segments merge as Lucene's do (:func:`muonrag.index.segments.to_merge`: eight
of one size class into one of the next), and a segment most of whose rows were removed is
rewritten with the rest, so a search visits a few segments.

The weights are Lucene's BM25, as bm25s computes them (``method="lucene"``)::

    idf(t) = ln(1 + (N - df_t + 0.5) / (df_t + 0.5))
    w(t, d) = idf(t) * tf / (tf + k1 * (1 - b + b * len_d / mean_len))

Rows are in the order of the chunk store's ids (sorted), so ties in a search
break by node id.

The same weights split in two make BM25 a dot product of sparse vectors, which is how a Qdrant
server searches it (:meth:`BM25Index.sparse_documents`, :meth:`BM25Index.sparse_query`): a
chunk's vector holds ``tf / (tf + k1 * (1 - b + b * len_d / mean_len))`` of each of its terms,
a query's the ``idf`` of each of its terms from this index's own statistics, which count every
chunk of the index, however many shards a server spreads them over.
"""

from __future__ import annotations

import json
import uuid
import zlib
from collections import Counter
from itertools import chain
from pathlib import Path
from typing import Iterable, Optional, Sequence

import numpy as np

from muonrag.language.tokenize import TOKENIZER_REVISION, PhysicsTokenizer, PieceCodes
from muonrag.errors import IndexCorruptError
from muonrag.index.segments import keep_or_write, to_merge

STATE_FILE = "state.json"
SEGMENT_FILE = "bm25-{}.{}.npy"
SEGMENT_ARRAYS = ("indptr", "rows", "tf", "lengths")
VOCAB_PART = "vocab-{}.json"
ROWS_FILE = "bm25.rows.npy"  # each segment row's row in the index now (-1: removed), segment after segment
DF_FILE = "bm25.df.npy"
FORMAT = 2
# indexes written before segments: one table of counts by row, weights and one vocabulary
COUNTS_FILE = "counts.npz"
VOCAB_FILE = "vocab.json"

#: A search whose terms have more postings than this weighs them one term at a time (fewer copies),
#: else all together (fewer steps); the scores are the same.
SEPARATE_TERMS = 32_768
#: The vocabulary is saved in parts, one per write that met new terms; more than this are joined.
MAX_VOCAB_PARTS = 32


class _Segment:
    """The postings of rows written together (written once, then mapped): for each term, the segment's
    rows holding it, the count there and that row's length, side by side so that a search reads them in order."""

    def __init__(self, rows: int, indptr: np.ndarray, postings: np.ndarray, tf: np.ndarray, lengths: np.ndarray,
                 name: Optional[str] = None):
        self.n = rows
        self.indptr, self.rows, self.tf, self.lengths = indptr, postings, tf, lengths
        self.name = name or uuid.uuid4().hex[:12]

    @classmethod
    def from_rows(cls, ptr: np.ndarray, terms: np.ndarray, counts: np.ndarray) -> "_Segment":
        """The segment of term counts by row (compressed rows)."""
        n = len(ptr) - 1
        row_of = np.repeat(np.arange(n, dtype=np.int32), np.diff(ptr))
        width = int(terms.max()) + 1 if len(terms) else 0
        order = _by_term(ptr, terms, width)
        indptr = np.concatenate([[0], np.cumsum(np.bincount(terms, minlength=width))]).astype(np.int64)
        lengths = np.bincount(row_of, weights=counts, minlength=n).astype(np.float32)
        rows = row_of[order]
        return cls(n, indptr, rows, counts[order].astype(np.float32), lengths[rows])

    @classmethod
    def from_tokens(cls, ptr: np.ndarray, terms: np.ndarray) -> "_Segment":
        """The segment of rows of terms, the terms of row ``i`` ``terms[ptr[i]:ptr[i + 1]]`` (a term repeated
        as often as it occurs): scipy's CSR to CSC conversion orders them by term, rows in order within a term,
        in one pass, and the repeats of a term in a row, side by side then, are summed into its count."""
        from scipy.sparse import csr_matrix

        n = len(ptr) - 1
        width = int(terms.max()) + 1 if len(terms) else 0
        by_term = csr_matrix((np.ones(len(terms), dtype=np.int32), terms, ptr), shape=(n, width)).tocsc()
        by_term.sum_duplicates()
        rows = by_term.indices.astype(np.int32, copy=False)
        return cls(n, by_term.indptr.astype(np.int64), rows, by_term.data.astype(np.float32),
                   np.diff(ptr).astype(np.float32)[rows])

    def __len__(self) -> int:
        return self.n

    def save(self, directory: Path, previous: Optional[Path]) -> None:
        for field in SEGMENT_ARRAYS:
            keep_or_write(directory, previous, SEGMENT_FILE.format(self.name, field),
                          lambda path, field=field: np.save(path, np.ascontiguousarray(getattr(self, field))))

    @classmethod
    def load(cls, directory: Path, name: str, rows: int) -> "_Segment":
        indptr, postings, tf, lengths = (np.load(directory / SEGMENT_FILE.format(name, field), mmap_mode="r")
                                         for field in SEGMENT_ARRAYS)
        # shapes only: reading every posting to check it would read the whole index at open
        if not (len(postings) == len(tf) == len(lengths) == (int(indptr[-1]) if len(indptr) else 0)):
            raise IndexCorruptError(f"the BM25 segment {name} in {directory} is damaged; delete chunks/state.json in "
                                    "the index folder and BM25 is rebuilt from the chunk records when the index next opens")
        return cls(rows, indptr, postings, tf, lengths, name)

    def entries(self, rows: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """The term ids and counts of the postings of ``rows`` (local)."""
        wanted = np.zeros(self.n, dtype=bool)
        wanted[rows] = True
        positions = np.flatnonzero(wanted[self.rows])
        return np.searchsorted(self.indptr, positions, side="right") - 1, np.asarray(self.tf)[positions]

    def live_postings(self, where: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Term ids, rows now and counts of the postings of rows not removed."""
        now = where[self.rows]
        keep = now >= 0
        terms = np.repeat(np.arange(len(self.indptr) - 1, dtype=np.int32), np.diff(self.indptr))
        return terms[keep], now[keep], np.asarray(self.tf)[keep]


class _Generation:
    """The index between two writes: segments, where their rows are now, and the corpus statistics.
    Replaced whole by a write, so a search running meanwhile reads one consistent generation."""

    def __init__(self, segments: list[_Segment], where: list[np.ndarray], df: np.ndarray, total: float, n: int):
        self.segments, self.where, self.df, self.total, self.n = segments, where, df, float(total), n
        self._maps: Optional[list[Optional[np.ndarray]]] = None
        self._idf: Optional[np.ndarray] = None
        self._norm: Optional[tuple] = None

    def idf(self) -> np.ndarray:
        """Each term's idf, ``ln(1 + (N - df + 0.5) / (df + 0.5))`` in float32 (computed on the first search)."""
        if self._idf is None:
            df = np.asarray(self.df)
            self._idf = np.log1p((self.n - df + 0.5) / (df + 0.5)).astype(np.float32)
        return self._idf

    def norm(self, k1: float, b: float) -> tuple[np.float32, np.float32]:
        """``offset`` and ``scale`` of ``tf + k1 * (1 - b + b * len / mean_len) = tf + offset + scale * len``."""
        if self._norm is None or self._norm[0] != (k1, b):
            mean = self.total / self.n if self.n and self.total > 0 else 1.0
            self._norm = (k1, b), (np.float32(k1 * (1 - b)), np.float32(k1 * b / mean))
        return self._norm[1]

    def maps(self) -> list[Optional[np.ndarray]]:
        """Each segment's row map, removed rows sent to a spare row ``n``; ``None`` where a segment's
        rows are the index's first rows in order (one built at once, or merged whole), which a search
        then reads without mapping. Built on the first search."""
        if self._maps is None:
            self._maps = [None if len(where) and where[0] == 0 and np.array_equal(where, np.arange(len(where)))
                          else np.where(where >= 0, where, self.n).astype(np.int32) for where in self.where]
        return self._maps


class _Vocabulary(dict):
    """Term to column; a term looked up with ``[]`` that is not there yet gets the next column (searches use
    ``get``)."""

    def __missing__(self, term: str) -> int:
        self[term] = column = len(self)
        return column


def _numbered(part: PieceCodes, vocab: _Vocabulary) -> tuple[np.ndarray, np.ndarray]:
    """The length in tokens of each text of ``part``, and the column of each of their tokens, end to end; the
    tokens of each group are looked up once, a term not in ``vocab`` numbered as it is looked up (its
    ``__missing__``), so in the order the terms first occur."""
    groups, codes, ptr = part
    if not len(codes):
        return np.zeros(len(ptr) - 1, dtype=np.int64), np.zeros(0, dtype=np.int32)
    first = np.full(len(groups), len(codes), dtype=np.int64)
    np.minimum.at(first, codes, np.arange(len(codes)))
    used = np.flatnonzero(first < len(codes))
    used = used[np.argsort(first[used], kind="stable")]  # numbered in order of first occurrence, as token by token
    picked = list(map(groups.__getitem__, used.tolist()))
    sizes = np.fromiter(map(len, picked), dtype=np.int64, count=len(picked))
    columns = np.fromiter(map(vocab.__getitem__, chain.from_iterable(picked)), dtype=np.int32, count=int(sizes.sum()))
    start, size = np.zeros(len(groups), dtype=np.int64), np.zeros(len(groups), dtype=np.int64)
    size[used] = sizes
    start[used] = np.cumsum(sizes) - sizes
    each = size[codes]  # tokens at each place
    ends = np.cumsum(each)
    terms = columns[np.repeat(start[codes] - (ends - each), each) + np.arange(int(ends[-1]))]
    return np.diff(np.concatenate([[0], ends])[ptr]), terms


class BM25Index:
    """BM25 over the rows of a chunk store.

    Args:
        tokenizer: turns text into tokens, for the chunks and for queries.
        k1, b: the BM25 parameters (bm25s's defaults).
    """

    def __init__(self, tokenizer: Optional[PhysicsTokenizer] = None, k1: float = 1.5, b: float = 0.75):
        self.tokenizer = tokenizer or PhysicsTokenizer()
        self.k1 = float(k1)
        self.b = float(b)
        self.ids: Sequence[str] = ()
        self.vocab: dict[str, int] = _Vocabulary()
        #: saved by a muonrag before segments (converted when read; a writer saves it in the current form)
        self.legacy = False
        self._generation = _Generation([], [], np.zeros(0, dtype=np.int64), 0.0, 0)
        self._vocab_parts: list[tuple[str, int, int]] = []  # name, first and last + 1 term id

    def __len__(self) -> int:
        return len(self.ids)

    # writing ---------------------------------------------------------------------
    def update(self, ids: Sequence[str], sources: np.ndarray, texts: Sequence[str]) -> None:
        """Move to new rows: row ``i`` of the result is old row ``sources[i]`` when that is
        ``>= 0``, else the ``-1 - sources[i]``-th of ``texts`` (tokenized here, the only text read).

        Args:
            ids: the node id of each new row.
            sources: where each new row comes from (see above).
            texts: the text (title, section, body) of each added chunk.
        """
        sources = np.asarray(sources, dtype=np.int64)
        if len(ids) != len(sources):
            raise ValueError("ids and sources need one entry per row")
        old = self._generation
        # the new row of each old row, -1 for those removed; the spare last entry sends -1 to -1
        new_of_old = np.full(old.n + 1, -1, dtype=np.int64)
        kept = sources >= 0
        new_of_old[sources[kept]] = np.flatnonzero(kept)
        segment, lengths = self._segment(texts) if len(texts) else (None, None)
        df = np.zeros(len(self.vocab), dtype=np.int64)
        df[:len(old.df)] = old.df
        total = old.total
        segments, where = list(old.segments), []
        for segment_before, rows in zip(old.segments, old.where):
            moved = new_of_old[rows]
            removed = np.flatnonzero((rows >= 0) & (moved < 0))
            if len(removed):
                gone_terms, gone_counts = segment_before.entries(removed)
                df -= np.bincount(gone_terms, minlength=len(df))
                total -= float(gone_counts.sum())
            where.append(moved.astype(np.int32))
        if segment is not None:
            added = np.full(len(texts), -1, dtype=np.int32)
            fresh = np.flatnonzero(~kept)
            added[-1 - sources[fresh]] = fresh
            taken = added >= 0  # a text no row takes (a chunk added twice) counts for nothing
            width = len(segment.indptr) - 1
            if taken.all():
                df[:width] += np.diff(segment.indptr)
                total += float(lengths.sum())
            else:
                terms = np.repeat(np.arange(width, dtype=np.int32), np.diff(segment.indptr))
                df += np.bincount(terms[taken[segment.rows]], minlength=len(df))
                total += float(lengths[taken].sum())
            segments.append(segment)
            where.append(added)
        segments, where = _merged(segments, where)
        self.ids = list(ids)
        self._generation = _Generation(segments, where, df, total, len(ids))

    @classmethod
    def build(cls, ids: Sequence[str], texts: Sequence[str], tokenizer: Optional[PhysicsTokenizer] = None) -> "BM25Index":
        """An index of ``texts``, row ``i`` for ``ids[i]``."""
        index = cls(tokenizer)
        index.update(ids, -1 - np.arange(len(texts)), texts)
        return index

    def _segment(self, texts: Sequence[str]) -> tuple["_Segment", np.ndarray]:
        """The segment of ``texts``, row ``i`` for ``texts[i]``, and the length of each in tokens; their new
        terms join the vocabulary in the order they first occur."""
        tokenizer = self.tokenizer
        if type(self.vocab) is not _Vocabulary:  # set from outside
            self.vocab = _Vocabulary(self.vocab)
        if type(tokenizer).__call__ is PhysicsTokenizer.__call__:  # a group of tokens met again is numbered once
            parts = [_numbered(part, self.vocab) for part in tokenizer.coded_many(texts)]
            lengths = np.concatenate([part[0] for part in parts])
            terms = np.concatenate([part[1] for part in parts])
        else:
            tokens = [t if isinstance(t, list) else list(t) for t in map(tokenizer, texts)]
            lengths = np.fromiter(map(len, tokens), dtype=np.int64, count=len(tokens))
            terms = np.fromiter(map(self.vocab.__getitem__, chain.from_iterable(tokens)), dtype=np.int32,
                                count=int(lengths.sum()))  # new terms numbered
        ptr = np.zeros(len(lengths) + 1, dtype=np.int64)
        np.cumsum(lengths, out=ptr[1:])
        return _Segment.from_tokens(ptr, terms), lengths

    @property
    def segments(self) -> int:
        """Segments a search visits."""
        return len(self._generation.segments)

    # searching -------------------------------------------------------------------
    def scores(self, query: str) -> np.ndarray:
        """The BM25 score of every row for ``query`` (a repeated query term counts again)."""
        generation = self._generation
        n = generation.n
        out = np.zeros(n + 1, dtype=np.float32)
        width = len(generation.df)
        columns = [column for column in map(self.vocab.get, self.tokenizer(query))
                   if column is not None and column < width]
        if not columns:
            return out[:n]
        # the postings of the query's terms, segment after segment, term after term: a row's weights then
        # add up in the order of the query's terms, as they would one term at a time
        parts = []
        for segment, rows_now in zip(generation.segments, generation.maps()):
            indptr = segment.indptr
            inside = columns if max(columns) + 1 < len(indptr) else [c for c in columns if c + 1 < len(indptr)]
            if inside:
                bounds = np.asarray(indptr[[c + side for c in inside for side in (0, 1)]]).tolist()
                parts += [(segment, rows_now, term, start, stop)
                          for term, start, stop in zip(inside, bounds[::2], bounds[1::2]) if start < stop]
        if not parts:
            return out[:n]
        offset, scale = generation.norm(self.k1, self.b)
        idf = generation.idf()
        # w = idf * tf / (tf + k1 * (1 - b + b * len / mean)) = idf * tf / (len * scale + offset + tf), in place
        if sum(stop - start for *_, start, stop in parts) > SEPARATE_TERMS:
            for segment, rows_now, term, start, stop in parts:  # long postings: one term at a time, no copies
                tf = segment.tf[start:stop]
                weights = segment.lengths[start:stop] * scale
                weights += offset
                weights += tf
                np.divide(tf, weights, out=weights)
                weights *= idf[term]
                rows = segment.rows[start:stop]
                np.add.at(out, rows if rows_now is None else rows_now[rows], weights)
            return out[:n]
        # short postings: all end to end, in few steps
        tf = _joined([segment.tf[start:stop] for segment, _, _, start, stop in parts])
        weights = _joined([segment.lengths[start:stop] for segment, _, _, start, stop in parts]) * scale
        weights += offset
        weights += tf
        np.divide(tf, weights, out=weights)
        weights *= idf[parts[0][2]] if len(parts) == 1 else np.repeat(
            idf[[term for _, _, term, _, _ in parts]], [stop - start for *_, start, stop in parts])
        rows = []
        for segment, rows_now in zip(generation.segments, generation.maps()):
            mine = [segment.rows[start:stop] for part_segment, _, _, start, stop in parts if part_segment is segment]
            if mine:
                rows.append(_joined(mine) if rows_now is None else rows_now[_joined(mine)])
        np.add.at(out, _joined(rows), weights)  # in order: a row's weights add up term after term
        return out[:n]

    def top(self, query: str, k: int, exclude: Optional[np.ndarray] = None) -> list[tuple[str, float]]:
        """The ``k`` best ``(node_id, score)``; rows sharing no term with the query, and rows
        where ``exclude`` is true, are left out. Ties break by row, that is by node id."""
        scores = self.scores(query)
        if exclude is not None and scores.size:
            scores[exclude] = 0.0
        if k <= 0 or not scores.size:
            return []
        # the rows scoring at least the k-th best score (all rows scoring, when that is not above 0):
        # sorted by score, then by row, their k first are the k best, ties broken by row
        least = -np.partition(-scores, k - 1)[k - 1] if k < scores.size else 0.0
        rows = np.flatnonzero(scores >= least) if least > 0 else np.flatnonzero(scores != 0)
        values = scores[rows]
        order = np.lexsort((rows, -values))[:k]
        ids = self.ids
        return [(ids[i], score) for i, score in zip(rows[order].tolist(), values[order].tolist())]

    def document_frequency(self, token: str) -> int:
        """Chunks containing ``token``."""
        column = self.vocab.get(token)
        df = self._generation.df
        return 0 if column is None or column >= len(df) else int(df[column])

    def idf(self, tokens: Iterable[str]) -> dict[str, float]:
        """BM25 inverse document frequency of each token (unseen tokens get the maximum)."""
        n = len(self.ids)
        return {t: float(np.log1p((n - (df := self.document_frequency(t)) + 0.5) / (df + 0.5))) for t in tokens}

    # as sparse vectors ------------------------------------------------------------
    def mean_length(self, adding: Iterable[int] = ()) -> float:
        """The mean length in tokens of the chunks indexed, counting also chunks of the ``adding`` lengths."""
        lengths = list(adding)
        generation = self._generation
        n = generation.n + len(lengths)
        return (generation.total + sum(lengths)) / n if n else 1.0

    def sparse_documents(self, texts: Sequence[str]) -> list[tuple[list[int], list[float]]]:
        """Each text's BM25 term weights without the idf, as ``(indices, values)`` of a sparse vector
        (:func:`term_index` of each term), with the mean length of the index once ``texts`` join it."""
        counted = [Counter(self.tokenizer(text)) for text in texts]
        mean = self.mean_length(sum(c.values()) for c in counted)
        offset, scale = self.k1 * (1 - self.b), self.k1 * self.b / mean
        out = []
        for counts in counted:
            norm = offset + scale * sum(counts.values())
            weights: dict[int, float] = {}
            for token, tf in counts.items():
                index = term_index(token)
                weights[index] = weights.get(index, 0.0) + tf / (tf + norm)
            out.append((list(weights), list(weights.values())))
        return out

    def sparse_query(self, query: str) -> tuple[list[int], list[float]]:
        """The query's sparse vector: the idf of each of its terms the index holds (a repeated term counts
        again), from this index's statistics, so that its dot product with :meth:`sparse_documents` is BM25."""
        n = len(self.ids)
        weights: dict[int, float] = {}
        for token in self.tokenizer(query):
            df = self.document_frequency(token)
            if df:
                index = term_index(token)
                weights[index] = weights.get(index, 0.0) + float(np.log1p((n - df + 0.5) / (df + 0.5)))
        return list(weights), list(weights.values())

    # persistence -----------------------------------------------------------------
    def save(self, directory: Path, previous: Optional[Path] = None) -> None:
        """Write into ``directory`` (which the caller replaces atomically); segments and vocabulary
        parts already saved in ``previous`` are linked from there, not written again."""
        directory.mkdir(parents=True, exist_ok=True)
        generation = self._generation
        for segment in generation.segments:
            segment.save(directory, previous)
        covered = self._vocab_parts[-1][2] if self._vocab_parts else 0
        if covered < len(self.vocab):
            self._vocab_parts.append((uuid.uuid4().hex[:12], covered, len(self.vocab)))
        if len(self._vocab_parts) > MAX_VOCAB_PARTS:
            self._vocab_parts = [(uuid.uuid4().hex[:12], 0, len(self.vocab))]
        terms: Optional[list[str]] = None
        for name, start, stop in self._vocab_parts:
            def write(path: Path, start: int = start, stop: int = stop) -> None:
                nonlocal terms
                terms = list(self.vocab) if terms is None else terms
                path.write_text(json.dumps(terms[start:stop], ensure_ascii=False), encoding="utf-8")
            keep_or_write(directory, previous, VOCAB_PART.format(name), write)
        where = np.concatenate(generation.where) if generation.where else np.zeros(0, dtype=np.int32)
        np.save(directory / ROWS_FILE, where.astype(np.int32))
        np.save(directory / DF_FILE, np.asarray(generation.df, dtype=np.int64))
        (directory / STATE_FILE).write_text(json.dumps({  # written last: it marks the copy complete
            "format": FORMAT, "tokenizer_revision": TOKENIZER_REVISION, "k1": self.k1, "b": self.b,
            "rows": len(self.ids), "total_length": generation.total,
            "segments": [[s.name, len(s)] for s in generation.segments],
            "vocabulary": [[name, stop - start] for name, start, stop in self._vocab_parts]}))
        self.legacy = False

    @classmethod
    def load(cls, directory: Path, ids: Sequence[str]) -> Optional["BM25Index"]:
        """The index saved in ``directory`` for rows ``ids``, or ``None`` when it is missing, was
        made by another tokenizer revision or for another number of rows (rebuild it then).

        The segments are memory-mapped, not read: their files are never changed (a save writes
        a new directory that replaces the old one), so an open index keeps its own, and a search
        reads from disk only the postings of its terms."""
        state_file = directory / STATE_FILE
        if not state_file.is_file():
            return None
        state = json.loads(state_file.read_text())
        if state.get("tokenizer_revision") != TOKENIZER_REVISION or state.get("rows") != len(ids):
            return None
        index = cls(k1=state["k1"], b=state["b"])
        index.ids = ids
        if state.get("format") != FORMAT:
            index._load_single_table(directory, len(ids))
            return index
        terms: list[str] = []
        for name, count in state["vocabulary"]:
            part = json.loads((directory / VOCAB_PART.format(name)).read_text(encoding="utf-8"))
            if len(part) != count:
                raise IndexCorruptError(f"{directory / VOCAB_PART.format(name)} holds {len(part)} terms, not {count}")
            index._vocab_parts.append((name, len(terms), len(terms) + count))
            terms.extend(part)
        index.vocab = _Vocabulary(zip(terms, range(len(terms))))
        segments = [_Segment.load(directory, name, size) for name, size in state["segments"]]
        where = np.load(directory / ROWS_FILE, mmap_mode="r")
        df = np.load(directory / DF_FILE, mmap_mode="r")
        sizes = [len(s) for s in segments]
        if sum(sizes) != len(where) or len(df) != len(terms) \
                or any(len(s.indptr) - 1 > len(terms) for s in segments):
            raise IndexCorruptError(f"the BM25 files in {directory} disagree with its state.json; delete that state.json "
                                    "and BM25 is rebuilt from the chunk records when the index next opens")
        index._generation = _Generation(segments, np.split(where, np.cumsum(sizes)[:-1]) if sizes else [], df,
                                        state["total_length"], len(ids))
        return index

    def _load_single_table(self, directory: Path, n: int) -> None:
        """Read an index saved before segments (its counts by row, its vocabulary) as one new segment."""
        self.vocab = _Vocabulary(json.loads((directory / VOCAB_FILE).read_text(encoding="utf-8")))
        with np.load(directory / COUNTS_FILE) as arrays:
            ptr, terms, counts = arrays["ptr"], arrays["terms"], arrays["counts"]
        if len(ptr) != n + 1 or int(ptr[-1]) != len(terms) or (len(terms) and int(terms.max()) >= len(self.vocab)):
            # a counts file saved without its vocabulary: the weights would be wrong
            raise IndexCorruptError("the index's BM25 term counts name terms its vocabulary lacks (chunks/counts.npz and "
                                    "chunks/vocab.json disagree); delete chunks/state.json in the index folder and BM25 is "
                                    "rebuilt from the chunk records when the index next opens")
        df = np.bincount(terms, minlength=len(self.vocab)).astype(np.int64)
        self._generation = _Generation([_Segment.from_rows(ptr, terms, counts)], [np.arange(n, dtype=np.int32)], df,
                                       float(counts.sum()), n)
        self.legacy = True


def term_index(token: str) -> int:
    """A term's dimension in a sparse vector: its CRC-32, the same in every process and on every machine
    (two terms of the 4 billion dimensions rarely share one; when they do, their weights add up)."""
    return zlib.crc32(token.encode("utf-8"))


def _merged(segments: list[_Segment], where: list[np.ndarray]) -> tuple[list[_Segment], list[np.ndarray]]:
    """Segments after merging: one with no live row dropped, one mostly removed rewritten with its live rows,
    and then those :func:`~muonrag.index.segments.to_merge` chooses, merged."""
    segments, where = list(segments), list(where)
    k = 0
    while k < len(segments):
        live = int(np.count_nonzero(where[k] >= 0))
        if not live:
            del segments[k], where[k]
            continue
        if 2 * live < len(segments[k]):
            segments[k], where[k] = _combine(segments[k:k + 1], where[k:k + 1])
        k += 1
    while chosen := to_merge([len(segment) for segment in segments]):
        merged, rows = _combine([segments[k] for k in chosen], [where[k] for k in chosen])
        segments = [s for k, s in enumerate(segments) if k not in chosen] + [merged]
        where = [w for k, w in enumerate(where) if k not in chosen] + [rows]
    return segments, where


def _combine(segments: Sequence[_Segment], where: Sequence[np.ndarray]) -> tuple[_Segment, np.ndarray]:
    """One segment of the live rows of ``segments``, in the order of their rows now."""
    from scipy.sparse import csr_matrix

    parts = [segment.live_postings(rows) for segment, rows in zip(segments, where)]
    terms, now, tf = (np.concatenate([part[i] for part in parts]) for i in range(3))
    rows_now = np.sort(np.concatenate([rows[rows >= 0] for rows in where])).astype(np.int32)
    local = np.searchsorted(rows_now, now).astype(np.int32)
    width = int(terms.max()) + 1 if len(terms) else 0
    by_term = csr_matrix((tf, (terms, local)), shape=(width, len(rows_now)))
    by_term.sort_indices()
    lengths = np.bincount(local, weights=tf, minlength=len(rows_now)).astype(np.float32)
    postings = by_term.indices.astype(np.int32)
    merged = _Segment(len(rows_now), by_term.indptr.astype(np.int64), postings, by_term.data.astype(np.float32),
                      lengths[postings])
    return merged, rows_now


def _joined(arrays: list[np.ndarray]) -> np.ndarray:
    """``arrays`` end to end (the one array itself when there is one)."""
    return arrays[0] if len(arrays) == 1 else np.concatenate(arrays)


def _by_term(ptr: np.ndarray, terms: np.ndarray, width: int) -> np.ndarray:
    """The positions of ``terms`` ordered by term, rows in order within a term: a stable sort, done as
    scipy's CSR to CSC conversion, linear in the entries (a third of numpy's stable argsort at 100k chunks)."""
    if not len(terms):
        return np.zeros(0, dtype=np.int64)
    from scipy.sparse import csr_matrix

    positions = csr_matrix((np.arange(len(terms), dtype=np.int64), terms, ptr), shape=(len(ptr) - 1, width))
    return positions.tocsc().data
