"""BM25 over chunks, in numpy: built once from term counts, updated without re-reading the corpus.

Two forms of the same numbers are kept:

* **term counts by chunk** (compressed rows: each chunk's term ids and counts).
  An ingestion tokenizes only the chunks it adds; removing chunks drops their
  rows. Nothing else is re-tokenized.
* **BM25 weights by term** (compressed columns: for each term, the chunks
  containing it and their weight), derived from the counts in one vectorised
  pass whenever chunks change, because every weight depends on the corpus
  (document frequencies and the mean chunk length). A search sums the columns
  of the query's terms and never imports a search library.

The weights are Lucene's BM25, as bm25s computes them (``method="lucene"``)::

    idf(t) = ln(1 + (N - df_t + 0.5) / (df_t + 0.5))
    w(t, d) = idf(t) * tf / (tf + k1 * (1 - b + b * len_d / mean_len))

Rows are in the order of the chunk store's ids (sorted), so ties in a search
break by node id.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Iterable, Optional, Sequence

import numpy as np

from muonrag.core.tokenize import TOKENIZER_REVISION, PhysicsTokenizer
from muonrag.errors import IndexCorruptError

WEIGHTS_FILES = {"data": "weights.data.npy", "rows": "weights.rows.npy", "indptr": "weights.indptr.npy"}
OLD_WEIGHTS_FILE = "weights.npz"  # indexes written before the weights were memory-mapped
COUNTS_FILE = "counts.npz"
VOCAB_FILE = "vocab.json"
STATE_FILE = "state.json"


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
        self.vocab: dict[str, int] = {}
        # term counts by row (CSR); loaded on the first update of an index read from disk
        self._counts: Optional[tuple[np.ndarray, np.ndarray, np.ndarray]] = None
        self._counts_file: Optional[Path] = None
        # weights by term (CSC)
        self._data = np.zeros(0, dtype=np.float32)
        self._rows = np.zeros(0, dtype=np.int32)
        self._indptr = np.zeros(1, dtype=np.int64)

    def __len__(self) -> int:
        return len(self.ids)

    # writing ---------------------------------------------------------------------
    def update(self, ids: Sequence[str], sources: np.ndarray, texts: Sequence[str]) -> None:
        """Move to new rows: row ``i`` of the result is old row ``sources[i]`` when that is
        ``>= 0``, else the ``-1 - sources[i]``-th of ``texts`` (tokenized here).

        Args:
            ids: the node id of each new row.
            sources: where each new row comes from (see above).
            texts: the text (title, section, body) of each added chunk.
        """
        sources = np.asarray(sources, dtype=np.int64)
        if len(ids) != len(sources):
            raise ValueError("ids and sources need one entry per row")
        ptr, terms, counts = self._term_counts()
        new_ptr, new_terms, new_counts = self._count(texts)
        # one pool of rows, old ones first, then new ones; gather the rows in their new order
        pool_ptr = np.concatenate([ptr, ptr[-1] + new_ptr[1:]])
        pool_terms = np.concatenate([terms, new_terms])
        pool_counts = np.concatenate([counts, new_counts])
        take = np.where(sources >= 0, sources, len(ptr) - 1 + (-1 - sources))
        self._counts = _gather_rows(pool_ptr, pool_terms, pool_counts, take)
        self.ids = list(ids)
        self._derive()

    @classmethod
    def build(cls, ids: Sequence[str], texts: Sequence[str], tokenizer: Optional[PhysicsTokenizer] = None) -> "BM25Index":
        """An index of ``texts``, row ``i`` for ``ids[i]``."""
        index = cls(tokenizer)
        index.update(ids, -1 - np.arange(len(texts)), texts)
        return index

    def _count(self, texts: Sequence[str]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        ptr = np.zeros(len(texts) + 1, dtype=np.int64)
        terms: list[int] = []
        counts: list[int] = []
        for i, text in enumerate(texts):
            for token, n in Counter(self.tokenizer(text)).items():
                terms.append(self.vocab.setdefault(token, len(self.vocab)))
                counts.append(n)
            ptr[i + 1] = len(terms)
        return ptr, np.asarray(terms, dtype=np.int32), np.asarray(counts, dtype=np.int32)

    def _term_counts(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        if self._counts is None:
            if self._counts_file is not None:
                with np.load(self._counts_file) as arrays:
                    self._counts = (arrays["ptr"], arrays["terms"], arrays["counts"])
            else:
                self._counts = (np.zeros(1, dtype=np.int64), np.zeros(0, dtype=np.int32), np.zeros(0, dtype=np.int32))
        return self._counts

    def _derive(self) -> None:
        """The weights by term, from the counts by row (one stable sort by term)."""
        ptr, terms, counts = self._counts
        n = len(ptr) - 1
        rows = np.repeat(np.arange(n, dtype=np.int32), np.diff(ptr))
        lengths = np.bincount(rows, weights=counts, minlength=n).astype(np.float32)
        order = _by_term(ptr, terms, len(self.vocab))
        df = np.bincount(terms, minlength=len(self.vocab))
        self._indptr = np.concatenate([[0], np.cumsum(df)]).astype(np.int64)
        idf = np.log1p((n - df + 0.5) / (df + 0.5)).astype(np.float32)
        mean = float(lengths.mean()) if n and lengths.sum() > 0 else 1.0
        tf = counts[order].astype(np.float32)
        self._rows = rows[order]
        norm = np.float32(self.k1) * ((1 - np.float32(self.b)) + np.float32(self.b) * lengths[self._rows] / np.float32(mean))
        self._data = (idf[terms[order]] * tf / (norm + tf)).astype(np.float32)

    # searching -------------------------------------------------------------------
    def scores(self, query: str) -> np.ndarray:
        """The BM25 score of every row for ``query`` (a repeated query term counts again)."""
        out = np.zeros(len(self.ids), dtype=np.float32)
        for token in self.tokenizer(query):
            column = self.vocab.get(token)
            if column is not None:
                start, stop = self._indptr[column], self._indptr[column + 1]
                out[self._rows[start:stop]] += self._data[start:stop]
        return out

    def top(self, query: str, k: int, exclude: Optional[np.ndarray] = None) -> list[tuple[str, float]]:
        """The ``k`` best ``(node_id, score)``; rows sharing no term with the query, and rows
        where ``exclude`` is true, are left out. Ties break by row, that is by node id."""
        scores = self.scores(query)
        if exclude is not None and scores.size:
            scores[exclude] = 0.0
        k = min(k, int(np.count_nonzero(scores)))
        if k <= 0:
            return []
        best = np.argpartition(-scores, k - 1)[:k]
        best = best[np.lexsort((best, -scores[best]))]
        return [(self.ids[i], float(scores[i])) for i in best]

    def document_frequency(self, token: str) -> int:
        """Chunks containing ``token``."""
        column = self.vocab.get(token)
        return 0 if column is None else int(self._indptr[column + 1] - self._indptr[column])

    def idf(self, tokens: Iterable[str]) -> dict[str, float]:
        """BM25 inverse document frequency of each token (unseen tokens get the maximum)."""
        n = len(self.ids)
        return {t: float(np.log1p((n - (df := self.document_frequency(t)) + 0.5) / (df + 0.5))) for t in tokens}

    # persistence -----------------------------------------------------------------
    def save(self, directory: Path) -> None:
        """Write into ``directory`` (which the caller replaces atomically)."""
        directory.mkdir(parents=True, exist_ok=True)
        ptr, terms, counts = self._term_counts()
        np.savez(directory / COUNTS_FILE, ptr=ptr, terms=terms, counts=counts)
        for array, name in zip((self._data, self._rows, self._indptr), WEIGHTS_FILES.values()):
            np.save(directory / name, np.ascontiguousarray(array))
        (directory / VOCAB_FILE).write_text(json.dumps(self.vocab, ensure_ascii=False), encoding="utf-8")
        (directory / STATE_FILE).write_text(json.dumps({"tokenizer_revision": TOKENIZER_REVISION, "k1": self.k1,
                                                        "b": self.b, "rows": len(self.ids)}))

    @classmethod
    def load(cls, directory: Path, ids: Sequence[str]) -> Optional["BM25Index"]:
        """The index saved in ``directory`` for rows ``ids``, or ``None`` when it is missing, was
        made by another tokenizer revision or for another number of rows (rebuild it then).

        The weights are memory-mapped, not read: the files are never changed in place (a save
        writes a new directory that replaces the old one), so an open index keeps its own."""
        state_file = directory / STATE_FILE
        if not state_file.is_file():
            return None
        state = json.loads(state_file.read_text())
        if state.get("tokenizer_revision") != TOKENIZER_REVISION or state.get("rows") != len(ids):
            return None
        index = cls(k1=state["k1"], b=state["b"])
        index.ids = ids
        index.vocab = json.loads((directory / VOCAB_FILE).read_text(encoding="utf-8"))
        if (directory / OLD_WEIGHTS_FILE).is_file():
            with np.load(directory / OLD_WEIGHTS_FILE) as arrays:
                index._data, index._rows, index._indptr = arrays["data"], arrays["rows"], arrays["indptr"]
        else:  # mapped: a search reads the columns of its terms, and only those pages are read from disk
            index._data, index._rows, index._indptr = (np.load(directory / WEIGHTS_FILES[name], mmap_mode="r")
                                                       for name in ("data", "rows", "indptr"))
        index._counts_file = directory / COUNTS_FILE
        return index


def _by_term(ptr: np.ndarray, terms: np.ndarray, width: int) -> np.ndarray:
    """The positions of ``terms`` ordered by term, rows in order within a term: a stable sort, done as
    scipy's CSR to CSC conversion, linear in the entries (a third of numpy's stable argsort at 100k chunks)."""
    if not len(terms):
        return np.zeros(0, dtype=np.int64)
    if int(terms.max()) >= width or int(terms.min()) < 0 or int(ptr[-1]) != len(terms):
        # a counts file saved without its vocabulary: the weights would be wrong, and scipy would write out of bounds
        raise IndexCorruptError("the index's BM25 term counts name terms its vocabulary lacks (chunks/counts.npz and "
                                "chunks/vocab.json disagree); delete chunks/state.json in the index folder and BM25 is "
                                "rebuilt from the chunk records when the index next opens")
    from scipy.sparse import csr_matrix

    positions = csr_matrix((np.arange(len(terms), dtype=np.int64), terms, ptr), shape=(len(ptr) - 1, width))
    return positions.tocsc().data


def _gather_rows(ptr: np.ndarray, terms: np.ndarray, counts: np.ndarray, take: np.ndarray):
    """The CSR rows ``take`` of ``(ptr, terms, counts)``, in that order."""
    lengths = np.diff(ptr)[take]
    new_ptr = np.concatenate([[0], np.cumsum(lengths)]).astype(np.int64)
    # position j of the result reads pool position starts[row of j] + (j - new_ptr[row of j])
    offsets = np.repeat(ptr[:-1][take] - new_ptr[:-1], lengths)
    positions = np.arange(new_ptr[-1], dtype=np.int64) + offsets
    return new_ptr, terms[positions], counts[positions]
