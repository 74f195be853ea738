"""BM25 over chunks: bm25s underneath, the physics tokenizer on top.

The chunk records (id, text, metadata) are kept here too, because BM25 has to
be rebuilt from them whenever documents change: bm25s indexes are immutable.
"""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path
from typing import Collection, Iterable, Optional

import numpy as np
from llama_index.core.callbacks import CallbackManager
from llama_index.core.retrievers import BaseRetriever
from llama_index.core.schema import NodeWithScore, QueryBundle, TextNode

from muonrag.ingest.chunking import context_text, make_node
from muonrag.core.tokenize import TOKENIZER_REVISION, PhysicsTokenizer

NODES_FILE = "nodes.jsonl"
STATE_FILE = "tokenizer.json"


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
        self._ids: list[str] = []
        self._bm25 = None
        self._section_masks: dict[frozenset, np.ndarray] = {}
        self.rebuilt = False  # set by load() when an old tokenizer revision forced a rebuild

    def __len__(self) -> int:
        return len(self._nodes)

    @property
    def node_ids(self) -> list[str]:
        """Ids of every chunk held."""
        return list(self._nodes)

    def get(self, node_id: str) -> Optional[TextNode]:
        """The chunk with this id, or ``None``."""
        return self._nodes.get(node_id)

    def nodes(self) -> Iterable[TextNode]:
        """Every chunk held (text and metadata; no embeddings)."""
        return self._nodes.values()

    def update(self, add: Iterable[TextNode] = (), remove: Iterable[str] = ()) -> None:
        """Remove then add chunks, and rebuild BM25."""
        for node_id in remove:
            self._nodes.pop(node_id, None)
        for node in add:
            self._nodes[node.node_id] = node
        self._rebuild()

    def _rebuild(self) -> None:
        import bm25s

        self._ids = sorted(self._nodes)
        self._section_masks = {}
        if not self._ids:
            self._bm25 = None
            return
        corpus = [self.tokenizer(context_text(self._nodes[i])) for i in self._ids]
        model = bm25s.BM25(k1=self.k1, b=self.b)
        model.index(corpus, show_progress=False)
        self._bm25 = model

    def scores(self, query: str) -> np.ndarray:
        """BM25 score of every chunk (in ``self._ids`` order) for ``query``."""
        tokens = self.tokenizer(query)
        if self._bm25 is None or not tokens:
            return np.zeros(len(self._ids), dtype=np.float32)
        return np.asarray(self._bm25.get_scores(tokens), dtype=np.float32)

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
            self._section_masks[sections] = np.array(
                [self._nodes[i].metadata.get("section") in sections for i in self._ids], dtype=bool)
        return self._section_masks[sections]

    def idf(self, tokens: Iterable[str]) -> dict[str, float]:
        """BM25 inverse document frequency of each token (unseen tokens get the maximum)."""
        n = len(self._ids)
        out = {}
        vocab = self._bm25.vocab_dict if self._bm25 is not None else {}
        indptr = self._bm25.scores["indptr"] if self._bm25 is not None else None
        for token in tokens:
            index = vocab.get(token)
            df = int(indptr[index + 1] - indptr[index]) if index is not None and token else 0
            out[token] = float(np.log(1.0 + (n - df + 0.5) / (df + 0.5)))
        return out

    # persistence -------------------------------------------------------
    def save(self, directory: Path) -> None:
        """Write atomically: a crash leaves either the old or the new index."""
        directory = Path(directory)
        tmp = directory.with_name(directory.name + ".tmp")
        shutil.rmtree(tmp, ignore_errors=True)
        tmp.mkdir(parents=True)
        with open(tmp / NODES_FILE, "w", encoding="utf-8") as handle:
            for node_id in self._ids:
                node = self._nodes[node_id]
                handle.write(json.dumps({"id": node_id, "text": node.text, "metadata": node.metadata}, ensure_ascii=False) + "\n")
        if self._bm25 is not None:
            self._bm25.save(str(tmp / "bm25"), show_progress=False)
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
        """Read a saved index; rebuild BM25 from the chunks if the tokenizer has changed since."""
        import bm25s

        directory = Path(directory)
        index = cls(tokenizer=tokenizer)
        with open(directory / NODES_FILE, encoding="utf-8") as handle:
            for line in handle:
                row = json.loads(line)
                index._nodes[row["id"]] = make_node(row["id"], row["text"], row["metadata"])
        index._ids = list(index._nodes)
        state = directory / STATE_FILE
        revision = json.loads(state.read_text()).get("tokenizer_revision") if state.is_file() else None
        if (directory / "bm25").is_dir() and revision == TOKENIZER_REVISION:
            index._bm25 = bm25s.BM25.load(str(directory / "bm25"), show_progress=False)
        elif index._ids:
            index._rebuild()
            index.rebuilt = True
        return index


class PhysicsBM25Retriever(BaseRetriever):
    """LlamaIndex retriever over a :class:`SparseIndex`.

    Unlike the stock BM25 retriever it returns nothing rather than zero-score
    filler when no chunk shares a term with the query, and it tokenizes
    physics notation (see :mod:`muonrag.core.tokenize`).

    Args:
        index: the sparse index to search.
        similarity_top_k: number of chunks returned.
        query_transform: optional function applied to the query text first
            (the glossary expansion of acronyms, for instance).
        skip_sections: chunks with one of these ``section`` values are never returned
            (the bibliography, unless a search asks for it).
    """

    def __init__(
        self,
        index: SparseIndex,
        similarity_top_k: int = 50,
        query_transform=None,
        callback_manager: Optional[CallbackManager] = None,
        skip_sections: Collection[str] = (),
    ):
        self._index = index
        self.similarity_top_k = similarity_top_k
        self._query_transform = query_transform
        self.skip_sections = tuple(skip_sections)
        super().__init__(callback_manager=callback_manager)

    def _retrieve(self, query_bundle: QueryBundle) -> list[NodeWithScore]:
        query = query_bundle.query_str
        if self._query_transform is not None:
            query = self._query_transform(query)
        return [
            NodeWithScore(node=self._index.get(node_id), score=score)
            for node_id, score in self._index.top(query, self.similarity_top_k, self.skip_sections)
        ]
