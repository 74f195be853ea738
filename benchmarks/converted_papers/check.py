#!/usr/bin/env python3
"""Validate the converted_papers benchmark: quotes, judgments, splits and qrels.

For every judged quote the check finds it (whitespace collapsed, case-insensitive)
in the raw converted Markdown of its document with Markdown emphasis (``**``,
``*``, ``_``) and HTML tags removed. On top of that rule it enforces what a
Markdown reader needs for the quote to survive chunking:

* no markup characters in the quote (``* | < > # ` _``) and at most 14 words;
* the quote lies on ONE line of the document (no line break inside);
* on a table line (``| ... |``) the quote is exactly the row label (the first
  non-empty cell), never a value cell or a span across cells;
* the quote is found as whole words, also after hyphenated line breaks are joined
  (``exam-\\nple`` -> ``example``), so it does not straddle or cut a split word;
* the quote does not occur in the document's References section (a bibliography
  chunk must never count as relevant).

It also checks ids and splits (dev/test), that answerable queries have judgments and
unanswerable ones none, grades 1-3, that the documents exist, and that qrels/*.tsv
are up to date (``benchmarks/build_qrels.py`` rewrites them). When the ``muonrag`` package is
importable, it finally loads the set with ``muonrag.evaluate.Dataset`` and runs
``ChunkJudge.unmatched_quotes`` with one chunk per line.

Usage:  python benchmarks/converted_papers/check.py      (exit status = number of failures, capped at 100)
"""
from __future__ import annotations

import json
import re
import sys

sys.dont_write_bytecode = True  # leave no __pycache__ behind
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
CORPUS = HERE / "corpus"
FORBIDDEN = set("*|<>#`_")
KINDS = ("prose", "table", "version", "unanswerable")
MAX_WORDS = 14
REFS_HEADING = re.compile(r"^\s*(#+\s*)?(\*\*)?\s*references\s*:?\s*(\*\*)?\s*$", re.IGNORECASE)


def collapse(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip().lower()


def strip_markup(text: str) -> str:
    """Remove HTML tags and Markdown emphasis markers, line by line."""
    text = re.sub(r"<[^>\n]+>", "", text)
    text = text.replace("**", "").replace("*", "")
    return re.sub(r"(?<![A-Za-z0-9])_+|_+(?![A-Za-z0-9])", "", text)


def contains(haystack: str, quote: str) -> bool:
    """``quote`` occurs in ``haystack`` as whole words (not as part of a longer word)."""
    return re.search(r"(?<!\w)" + re.escape(quote) + r"(?!\w)", haystack) is not None


def read_jsonl(path: Path) -> list[dict]:
    with path.open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


def row_label(line: str) -> str:
    """The first non-empty cell of a Markdown table row."""
    return next((c for c in (collapse(c) for c in line.strip().strip("|").split("|")) if c), "")


class Doc:
    def __init__(self, path: Path):
        raw = path.read_text(encoding="utf-8")
        self.lines = [strip_markup(line) for line in raw.splitlines()]
        self.table_line = [line.lstrip().startswith("|") for line in raw.splitlines()]
        self.text = collapse("\n".join(self.lines))
        self.joined = collapse(re.sub(r"-\n", "", "\n".join(self.lines)))
        cut = next((i for i, line in enumerate(raw.splitlines()) if REFS_HEADING.match(line)), len(self.lines))
        self.body_lines = self.lines[:cut]
        self.refs = collapse("\n".join(self.lines[cut:]))
        self.has_refs = cut < len(self.lines)

    def problems(self, quote: str) -> list[str]:
        q = collapse(quote)
        out = []
        if FORBIDDEN & set(quote):
            out.append("contains markup characters")
        if len(quote.split()) > MAX_WORDS:
            out.append(f"has {len(quote.split())} words (> {MAX_WORDS})")
        if not contains(self.text, q):
            return out + ["not found in the document"]
        hits = [i for i, line in enumerate(self.body_lines) if contains(collapse(line), q)]
        if not hits:
            out.append("not found on a single line of the document body")
        for i in hits:
            if self.table_line[i] and q != row_label(self.lines[i]):
                out.append(f"on table line {i + 1} but not the row label cell")
        if not contains(self.joined, q):
            out.append("lost when hyphenated line breaks are joined")
        if contains(self.refs, q):
            out.append("also occurs in the References section")
        return out


def main() -> int:
    queries = {q["_id"]: q for q in read_jsonl(HERE / "queries.jsonl")}
    answers = {a["_id"]: a for a in read_jsonl(HERE / "answers.jsonl")}
    judgments = read_jsonl(HERE / "judgments.jsonl")
    failures: list[str] = []

    if set(queries) != set(answers):
        failures.append(f"queries/answers id mismatch: {sorted(set(queries) ^ set(answers))}")
    for qid, a in answers.items():
        if a.get("split") not in ("dev", "test"):
            failures.append(f"{qid}: split {a.get('split')!r} is not dev/test")
        kinds = [t for t in a.get("tags", []) if t in KINDS]
        if len(kinds) != 1:
            failures.append(f"{qid}: needs exactly one kind tag of {KINDS}, has {kinds}")
        elif (kinds[0] == "unanswerable") == bool(a["answerable"]):
            failures.append(f"{qid}: kind {kinds[0]} disagrees with answerable={a['answerable']}")

    docs: dict[str, Doc] = {}
    judged: Counter = Counter()
    pairs = set()
    n_quotes = 0
    for j in judgments:
        qid, doc_id = j["query_id"], j["doc_id"]
        judged[qid] += 1
        if (qid, doc_id) in pairs:
            failures.append(f"{qid} {doc_id}: duplicate judgment")
        pairs.add((qid, doc_id))
        if qid not in answers:
            failures.append(f"{qid}: judgment for an unknown query")
        elif not answers[qid]["answerable"]:
            failures.append(f"{qid}: judgment for an unanswerable query")
        if j.get("grade") not in (1, 2, 3):
            failures.append(f"{qid} {doc_id}: grade {j.get('grade')!r} not in 1-3")
        if doc_id not in docs:
            path = CORPUS / doc_id
            if not path.is_file():
                failures.append(f"{qid}: document {doc_id} is not in corpus/")
                continue
            docs[doc_id] = Doc(path)
        if not j.get("quotes"):
            failures.append(f"{qid} {doc_id}: no quotes")
        for quote in j.get("quotes", []):
            n_quotes += 1
            for problem in docs[doc_id].problems(quote):
                failures.append(f"{qid} {doc_id}: {problem}: {quote!r}")
    for qid, a in answers.items():
        if a["answerable"] and not judged[qid]:
            failures.append(f"{qid}: answerable query without judgments")

    if not failures:
        sys.path.insert(0, str(HERE.parent))
        from build_qrels import build

        for split, text in build(HERE).items():
            path = HERE / "qrels" / f"{split}.tsv"
            if not path.is_file() or path.read_text(encoding="utf-8") != text:
                failures.append(f"qrels/{split}.tsv is stale: run benchmarks/build_qrels.py benchmarks/converted_papers")

    failures += _project_loader_check()

    for failure in failures:
        print("FAIL", failure)
    print(f"checked {n_quotes} quotes in {len(judgments)} judgments over {len(docs)} documents, "
          f"{len(queries)} queries: {len(failures)} failure(s)")
    return min(len(failures), 100)


def _project_loader_check() -> list[str]:
    sys.path.insert(0, str(HERE.parent.parent))
    try:
        from muonrag.evaluate.dataset import ChunkJudge, Dataset
    except Exception as exc:  # the package is optional for this check
        print(f"note: muonrag not importable ({exc.__class__.__name__}); loader check skipped")
        return []
    ds = Dataset.load(HERE)
    out = []
    by_split = Counter(q.split for q in ds.queries.values())
    answers = {a["_id"]: a for a in read_jsonl(HERE / "answers.jsonl")}
    for qid, q in ds.queries.items():
        if q.split != answers[qid]["split"] or q.answerable != answers[qid]["answerable"]:
            out.append(f"{qid}: loader sees split={q.split} answerable={q.answerable}")
    chunks = []
    for path in sorted(ds.corpus.rglob("*.md")):
        doc_id = str(path.relative_to(ds.corpus))
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines()):
            chunks.append((f"{doc_id}#{n}", doc_id, line))
    for qid, doc_id, quote in ChunkJudge(chunks).unmatched_quotes(ds.queries.values()):
        out.append(f"{qid} {doc_id}: ChunkJudge finds no line chunk for {quote!r}")
    print(f"loader: {len(ds.queries)} queries, splits {dict(sorted(by_split.items()))}, corpus {ds.corpus}")
    return out


if __name__ == "__main__":
    sys.exit(main())
