"""BM25 over chunks: bm25s builds it, the physics tokenizer feeds it, numpy searches it.

bm25s computes every chunk's BM25 weight per term once, as a sparse matrix; a
search only sums the columns of the query's terms. :class:`BM25Matrix` keeps that
matrix as three numpy arrays and does the sum itself, so searching an index never
imports bm25s (nor the numba and scipy it loads), which a one-shot ``muonrag search``
would pay for on every run.

The chunk records (id, text, metadata) are kept here too, because BM25 has to
be rebuilt from them whenever documents change: bm25s indexes are immutable.
A loaded index keeps each record as its raw JSON line and makes a node of it
when it is first asked for, so opening an index of 100k chunks parses none.
"""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path
from typing import TYPE_CHECKING, Any, Collection, Iterable, Optional

import numpy as np

from muonrag.ingest.chunking import context_text, make_node
from muonrag.core.tokenize import TOKENIZER_REVISION, PhysicsTokenizer

if TYPE_CHECKING:
    from llama_index.core.schema import TextNode

NODES_FILE = "nodes.jsonl"
ROWS_FILE = "rows.json"
MATRIX_FILE = "bm25.npz"
VOCAB_FILE = "vocab.json"
STATE_FILE = "tokenizer.json"


class BM25Matrix:
    """The BM25 weight of every (term, chunk) pair, column-compressed by term.

    Args:
        data, indices, indptr: the CSC arrays: the weights of term ``t`` are
            ``data[indptr[t]:indptr[t + 1]]``, for the chunks ``indices[...]``.
        vocab: term -> column.
        num_docs: chunks (rows).
    """

    def __init__(self, data: np.ndarray, indices: np.ndarray, indptr: np.ndarray, vocab: dict[str, int], num_docs: int):
        self.data = data
        self.indices = indices
        self.indptr = indptr
        self.vocab = vocab
        self.num_docs = int(num_docs)

    @classmethod
    def build(cls, corpus: list[list[str]], k1: float, b: float) -> "BM25Matrix":
        """Index tokenized chunks with bm25s (Lucene's BM25)."""
        import bm25s

        model = bm25s.BM25(k1=k1, b=b)
        model.index(corpus, show_progress=False)
        return cls(np.asarray(model.scores["data"], dtype=np.float32), np.asarray(model.scores["indices"]),
                   np.asarray(model.scores["indptr"]), dict(model.vocab_dict), model.scores["num_docs"])

    def scores(self, tokens: Iterable[str]) -> np.ndarray:
        """The BM25 score of every chunk: the sum of the query terms' columns (a repeated term counts again)."""
        out = np.zeros(self.num_docs, dtype=np.float32)
        for token in tokens:
            column = self.vocab.get(token)
            if column is not None:
                start, stop = self.indptr[column], self.indptr[column + 1]
                out[self.indices[start:stop]] += self.data[start:stop]
        return out

    def document_frequency(self, token: str) -> int:
        """Chunks containing ``token``."""
        column = self.vocab.get(token)
        return 0 if column is None else int(self.indptr[column + 1] - self.indptr[column])

    def save(self, directory: Path) -> None:
        np.savez(directory / MATRIX_FILE, data=self.data, indices=self.indices, indptr=self.indptr,
                 num_docs=np.asarray(self.num_docs))
        (directory / VOCAB_FILE).write_text(json.dumps(self.vocab, ensure_ascii=False), encoding="utf-8")

    @classmethod
    def load(cls, directory: Path) -> Optional["BM25Matrix"]:
        """The matrix saved in ``directory``, or ``None`` when there is none."""
        if not (directory / MATRIX_FILE).is_file() or not (directory / VOCAB_FILE).is_file():
            return None
        with np.load(directory / MATRIX_FILE) as arrays:
            data, indices, indptr, num_docs = (arrays[k] for k in ("data", "indices", "indptr", "num_docs"))
        return cls(data, indices, indptr, json.loads((directory / VOCAB_FILE).read_text(encoding="utf-8")), int(num_docs))


class SparseIndex:
    """Chunk records plus a BM25 model over them.

    Args:
        tokenizer: turns text into tokens, for the chunks and for queries.
        k1, b: the BM25 parameters (bm25s defaults).
    """

    def __init__(self, tokenizer: Optional[PhysicsTokenizer] = None, k1: float = 1.5, b: float = 0.75):
        self.tokenizer = tokenizer or PhysicsTokenizer()
        self.k1 = k1
        self.b = b
        self._nodes: dict[str, TextNode] = {}
        self._raw: dict[str, bytes] = {}  # records loaded but not yet made into nodes, as JSON lines
        self._records: dict[str, tuple[str, dict]] = {}  # raw records read by record(), parsed
        self._ids: list[str] = []
        self._sections: Optional[list] = None  # the section of each chunk in _ids order, when loaded
        self._bm25 = None
        self._section_masks: dict[frozenset, np.ndarray] = {}
        self.rebuilt = False  # set by load() when an old tokenizer revision forced a rebuild

    def __len__(self) -> int:
        return len(self._nodes) + len(self._raw)

    @property
    def node_ids(self) -> list[str]:
        """Ids of every chunk held."""
        return [*self._nodes, *self._raw]

    def get(self, node_id: str) -> Optional[TextNode]:
        """The chunk with this id, or ``None``."""
        node = self._nodes.get(node_id)
        if node is None and node_id in self._raw:
            row = json.loads(self._raw.pop(node_id))
            self._records.pop(node_id, None)
            node = self._nodes[node_id] = make_node(row["id"], row["text"], row["metadata"])
        return node

    def record(self, node_id: str) -> Optional[tuple[str, dict]]:
        """The ``(text, metadata)`` of a chunk, or ``None``; makes no LlamaIndex node."""
        node = self._nodes.get(node_id)
        if node is not None:
            return node.text, node.metadata
        found = self._records.get(node_id)
        if found is None and node_id in self._raw:
            row = json.loads(self._raw[node_id])
            found = self._records[node_id] = (row["text"], row["metadata"])
        return found

    def nodes(self) -> Iterable[TextNode]:
        """Every chunk held (text and metadata; no embeddings)."""
        for node_id in list(self._raw):
            self.get(node_id)
        return self._nodes.values()

    def update(self, add: Iterable[TextNode] = (), remove: Iterable[str] = ()) -> None:
        """Remove then add chunks, and rebuild BM25."""
        self.nodes()  # BM25 is rebuilt from every record
        for node_id in remove:
            self._nodes.pop(node_id, None)
        for node in add:
            self._nodes[node.node_id] = node
        self._rebuild()

    def _rebuild(self) -> None:
        self.nodes()
        self._ids = sorted(self._nodes)
        self._sections = None
        self._section_masks = {}
        if not self._ids:
            self._bm25 = None
            return
        corpus = [self.tokenizer(context_text(self._nodes[i])) for i in self._ids]
        self._bm25 = BM25Matrix.build(corpus, self.k1, self.b)

    def scores(self, query: str) -> np.ndarray:
        """BM25 score of every chunk (in ``self._ids`` order) for ``query``."""
        tokens = self.tokenizer(query)
        if self._bm25 is None or not tokens:
            return np.zeros(len(self._ids), dtype=np.float32)
        return self._bm25.scores(tokens)

    def top(self, query: str, k: int, skip_sections: Collection[str] = ()) -> list[tuple[str, float]]:
        """The ``k`` best ``(node_id, score)``; chunks sharing no term with the query, and chunks whose
        ``section`` is one of ``skip_sections``, are left out."""
        scores = self.scores(query)
        if scores.size == 0:
            return []
        if skip_sections:
            scores = np.where(self._in_sections(frozenset(skip_sections)), np.float32(0.0), scores)
        k = min(k, scores.size)
        best = np.argpartition(-scores, k - 1)[:k]
        # deterministic: by score, then by id
        order = sorted(best, key=lambda i: (-float(scores[i]), self._ids[i]))
        return [(self._ids[i], float(scores[i])) for i in order if scores[i] > 0.0]

    def count_in_sections(self, sections: Collection[str]) -> int:
        """How many chunks have one of ``sections`` as their ``section``."""
        return int(self._in_sections(frozenset(sections)).sum()) if sections and self._ids else 0

    def _in_sections(self, sections: frozenset) -> np.ndarray:
        """Whether each chunk (in ``self._ids`` order) has one of ``sections`` as its section."""
        if sections not in self._section_masks:
            if self._sections is None:
                self._sections = [self.record(i)[1].get("section") for i in self._ids]
            self._section_masks[sections] = np.array([s in sections for s in self._sections], dtype=bool)
        return self._section_masks[sections]

    def idf(self, tokens: Iterable[str]) -> dict[str, float]:
        """BM25 inverse document frequency of each token (unseen tokens get the maximum)."""
        n = len(self._ids)
        out = {}
        for token in tokens:
            df = self._bm25.document_frequency(token) if self._bm25 is not None and token else 0
            out[token] = float(np.log(1.0 + (n - df + 0.5) / (df + 0.5)))
        return out

    # persistence -------------------------------------------------------
    def save(self, directory: Path) -> None:
        """Write atomically: a crash leaves either the old or the new index."""
        directory = Path(directory)
        tmp = directory.with_name(directory.name + ".tmp")
        shutil.rmtree(tmp, ignore_errors=True)
        tmp.mkdir(parents=True)
        sections = []
        with open(tmp / NODES_FILE, "wb") as handle:
            for node_id in self._ids:
                raw = self._raw.get(node_id)
                if raw is None:
                    node = self._nodes[node_id]
                    sections.append(node.metadata.get("section"))
                    raw = json.dumps({"id": node_id, "text": node.text, "metadata": node.metadata}, ensure_ascii=False).encode()
                else:
                    sections.append(self._sections[len(sections)] if self._sections is not None else json.loads(raw)["metadata"].get("section"))
                handle.write(raw + b"\n")
        (tmp / ROWS_FILE).write_text(json.dumps({"ids": self._ids, "sections": sections}))
        if self._bm25 is not None:
            self._bm25.save(tmp)
        (tmp / STATE_FILE).write_text(json.dumps({"tokenizer_revision": TOKENIZER_REVISION}))
        old = directory.with_name(directory.name + ".old")
        shutil.rmtree(old, ignore_errors=True)
        if directory.exists():
            os.replace(directory, old)
        os.replace(tmp, directory)
        shutil.rmtree(old, ignore_errors=True)

    @staticmethod
    def recover_interrupted_save(directory: Path) -> bool:
        """Finish a :meth:`save` that a crash cut between its two renames; True when one was finished.

        The new copy (``<dir>.tmp``) is used when it is complete (its state file is
        written last), else the previous one (``<dir>.old``).
        """
        directory = Path(directory)
        if directory.is_dir():
            return False
        tmp = directory.with_name(directory.name + ".tmp")
        old = directory.with_name(directory.name + ".old")
        for candidate in (tmp, old):
            if (candidate / STATE_FILE).is_file() and (candidate / NODES_FILE).is_file():
                os.replace(candidate, directory)
                shutil.rmtree(old, ignore_errors=True)
                shutil.rmtree(tmp, ignore_errors=True)
                return True
        return False

    @classmethod
    def load(cls, directory: Path, tokenizer: Optional[PhysicsTokenizer] = None) -> "SparseIndex":
        """Read a saved index; rebuild BM25 from the chunks if the tokenizer has changed since
        (or the index was saved by a muonrag that kept BM25 in bm25s's own files)."""
        directory = Path(directory)
        index = cls(tokenizer=tokenizer)
        lines = (directory / NODES_FILE).read_bytes().splitlines()
        rows = json.loads((directory / ROWS_FILE).read_text()) if (directory / ROWS_FILE).is_file() else None
        if rows is not None and len(rows["ids"]) == len(lines) and len(rows["sections"]) == len(lines):
            index._raw = dict(zip(rows["ids"], lines))
            index._ids = list(rows["ids"])
            index._sections = list(rows["sections"])
        else:  # an index saved before rows.json: read every record
            for line in lines:
                row = json.loads(line)
                index._nodes[row["id"]] = make_node(row["id"], row["text"], row["metadata"])
            index._ids = list(index._nodes)
        state = directory / STATE_FILE
        revision = json.loads(state.read_text()).get("tokenizer_revision") if state.is_file() else None
        if revision == TOKENIZER_REVISION:
            index._bm25 = BM25Matrix.load(directory)
        if index._bm25 is None and index._ids:
            index._rebuild()
            index.rebuilt = True
        return index


def __getattr__(name: str) -> Any:
    if name == "PhysicsBM25Retriever":  # its home before muonrag.index.bm25_retriever
        from muonrag.index.bm25_retriever import PhysicsBM25Retriever

        return PhysicsBM25Retriever
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
