"""Evaluation datasets in BEIR layout, with graded judgments that survive re-chunking.

A dataset directory holds:

* the corpus: ``corpus.jsonl`` (BEIR), or a ``corpus/`` folder of files, or a
  ``dataset.json`` whose ``"corpus"`` names a file or folder (relative paths
  are relative to the dataset directory);
* ``queries.jsonl``: ``{"_id", "text"}``;
* ``qrels/<split>.tsv``: ``query-id  corpus-id  score`` with grades 0-3;
* optionally ``answers.jsonl``: ``{"_id", "answerable", "answer", "key_points",
  "query_type", "domains", "tags", "split"}``;
* optionally ``judgments.jsonl``: ``{"query_id", "doc_id", "grade", "quotes"}``.

Judgments are on documents. A chunk is relevant, at the judgment's grade, when
it contains one of the judgment's evidence quotes (compared lower-cased with
whitespace and Markdown markup collapsed), so chunk-level metrics hold for any
chunking. A judgment without quotes makes every chunk of its document relevant.
"""

from __future__ import annotations

import csv
import hashlib
import json
import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Optional, Union

from muonrag.language.taxonomy import DOMAIN_TAGS as DOMAINS
from muonrag.language.taxonomy import QUERY_TYPES
from muonrag.errors import MuonRAGError

__all__ = ["DOMAINS", "QUERY_TYPES", "ChunkJudge", "Dataset", "Judgment", "Query", "normalise_quote"]


def normalise_quote(text: str) -> str:
    """Lower-case, NFKC, markup characters removed, whitespace collapsed."""
    text = unicodedata.normalize("NFKC", text).lower()
    text = re.sub(r"[*`#>|]", " ", text)
    return re.sub(r"\s+", " ", text).strip()


@dataclass
class Judgment:
    doc_id: str
    grade: int
    quotes: list[str] = field(default_factory=list)


@dataclass
class Query:
    id: str
    text: str
    answerable: bool = True
    answer: str = ""
    key_points: list[str] = field(default_factory=list)
    query_type: str = "precise_fact"
    domains: list[str] = field(default_factory=list)
    tags: list[str] = field(default_factory=list)
    split: str = "test"
    judgments: list[Judgment] = field(default_factory=list)

    def doc_qrels(self) -> dict[str, int]:
        """Document-level grades ``{doc_id: grade}`` (highest grade per document)."""
        out: dict[str, int] = {}
        for j in self.judgments:
            out[j.doc_id] = max(out.get(j.doc_id, 0), j.grade)
        return out


class Dataset:
    """A loaded evaluation dataset (see the module docstring for the layout)."""

    def __init__(self, root: Path, name: str, corpus: Path, queries: dict[str, Query]):
        self.root = root
        self.name = name
        self.corpus = corpus
        self.queries = queries

    @classmethod
    def load(cls, root: Union[str, Path], corpus: Union[str, Path, None] = None) -> "Dataset":
        """Read a dataset directory; ``corpus`` overrides where the corpus is."""
        root = Path(root)
        if not (root / "queries.jsonl").is_file():
            raise MuonRAGError(f"{root} is not an evaluation dataset: queries.jsonl is missing (see `muonrag eval --help`).")
        meta = json.loads((root / "dataset.json").read_text(encoding="utf-8")) if (root / "dataset.json").is_file() else {}
        name = meta.get("name") or root.name
        if corpus is None:
            if meta.get("corpus"):
                corpus = (root / meta["corpus"]).resolve()
            elif (root / "corpus.jsonl").is_file():
                corpus = root / "corpus.jsonl"
            else:
                corpus = root / "corpus"
        corpus = Path(corpus)
        if not corpus.exists():
            raise MuonRAGError(f"the corpus of dataset {name} is not at {corpus}; pass --corpus PATH.")

        queries: dict[str, Query] = {}
        for row in _jsonl(root / "queries.jsonl"):
            queries[str(row["_id"])] = Query(id=str(row["_id"]), text=row["text"])
        split_of: dict[str, str] = {}
        qrels: dict[str, dict[str, int]] = {}
        for tsv in sorted((root / "qrels").glob("*.tsv")) if (root / "qrels").is_dir() else []:
            with open(tsv, encoding="utf-8") as handle:
                for row in csv.reader(handle, delimiter="\t"):
                    if len(row) < 3 or row[0] == "query-id":
                        continue
                    split_of.setdefault(row[0], tsv.stem)
                    qrels.setdefault(row[0], {})[row[1]] = int(row[2])
        answers = {str(r["_id"]): r for r in _jsonl(root / "answers.jsonl")} if (root / "answers.jsonl").is_file() else {}
        judgments: dict[str, list[Judgment]] = {}
        if (root / "judgments.jsonl").is_file():
            for row in _jsonl(root / "judgments.jsonl"):
                judgments.setdefault(str(row["query_id"]), []).append(
                    Judgment(str(row["doc_id"]), int(row["grade"]), list(row.get("quotes", [])))
                )
        for qid, query in queries.items():
            a = answers.get(qid, {})
            query.judgments = judgments.get(qid) or [Judgment(d, g) for d, g in qrels.get(qid, {}).items()]
            query.answerable = bool(a.get("answerable", any(g > 0 for g in qrels.get(qid, {}).values())))
            query.answer = a.get("answer", "")
            query.key_points = list(a.get("key_points", []))
            query.query_type = a.get("query_type", "precise_fact")
            query.domains = list(a.get("domains", []))
            query.tags = list(a.get("tags", []))
            query.split = a.get("split") or split_of.get(qid, "test")
        return cls(root, name, corpus, queries)

    def select(self, split: Optional[str] = None) -> list[Query]:
        """Queries of one split (``None`` or ``"all"`` for every query)."""
        return [q for q in self.queries.values() if split in (None, "all") or q.split == split]

    @property
    def splits(self) -> list[str]:
        """Names of the splits the queries belong to (``dev``, ``test``...)."""
        return sorted({q.split for q in self.queries.values()})

    def fingerprint(self) -> str:
        """Hash of the corpus content, to key the cached index."""
        digest = hashlib.sha256()
        files = [self.corpus] if self.corpus.is_file() else sorted(p for p in self.corpus.rglob("*") if p.is_file())
        for path in files:
            digest.update(str(path.relative_to(self.corpus.parent if self.corpus.is_file() else self.corpus)).encode())
            digest.update(hashlib.sha256(path.read_bytes()).digest())
        return digest.hexdigest()[:16]


class ChunkJudge:
    """Grades chunks for queries by evidence quotes.

    Args:
        chunks: ``(node_id, doc_id, text)`` of every chunk in the index.
    """

    def __init__(self, chunks: Iterable[tuple[str, str, str]]):
        self._by_doc: dict[str, list[tuple[str, str]]] = {}
        for node_id, doc_id, text in chunks:
            self._by_doc.setdefault(doc_id, []).append((node_id, normalise_quote(text)))

    def chunk_qrels(self, query: Query) -> dict[str, int]:
        """``{node_id: grade}`` of the chunks that hold a judged quote."""
        out: dict[str, int] = {}
        for judgment in query.judgments:
            quotes = [normalise_quote(q) for q in judgment.quotes]
            for node_id, text in self._by_doc.get(judgment.doc_id, []):
                if not quotes or any(q in text for q in quotes):
                    out[node_id] = max(out.get(node_id, 0), judgment.grade)
        return out

    def unmatched_quotes(self, queries: Iterable[Query]) -> list[tuple[str, str, str]]:
        """``(query id, doc id, quote)`` for quotes found in no chunk (a chunking or data problem)."""
        missing = []
        for query in queries:
            for judgment in query.judgments:
                texts = [t for _, t in self._by_doc.get(judgment.doc_id, [])]
                for quote in judgment.quotes:
                    if not any(normalise_quote(quote) in t for t in texts):
                        missing.append((query.id, judgment.doc_id, quote))
        return missing


def _jsonl(path: Path) -> list[dict]:
    with open(path, encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]
