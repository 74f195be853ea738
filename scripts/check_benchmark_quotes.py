#!/usr/bin/env python3
"""Check the muonrag benchmark against the demo corpus.

For every judgment in muonrag/data/benchmark/judgments.jsonl, verify that each
quote occurs in its document after lowercasing and collapsing whitespace:
  .md/.txt/.tex  -> the raw file text
  .pdf           -> text extracted with pypdf (all pages joined)
Also checks quote length (6-25 words), that doc ids exist and are listed in
metadata.json, that every answerable query has a grade-3 judgment, and that
unanswerable queries have none.  Prints failures; exit status 1 if any.

Usage:  .venv/bin/python scripts/check_benchmark_quotes.py
"""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEMO = ROOT / "muonrag" / "data" / "demo"
BENCH = ROOT / "muonrag" / "data" / "benchmark"


def norm(text: str) -> str:
    return re.sub(r"\s+", " ", text.lower()).strip()


def doc_text(path: Path) -> str:
    if path.suffix == ".pdf":  # the text muonrag indexes: scripts and line-end hyphens mended
        from muonrag.ingest.loaders import load_file

        return "\n".join(part.text for part in load_file(path).parts)
    return path.read_text(encoding="utf-8")


def load_jsonl(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def main() -> int:
    failures: list[str] = []
    cache: dict[str, str] = {}
    metadata = json.loads((DEMO / "metadata.json").read_text(encoding="utf-8"))
    answers = {a["_id"]: a for a in load_jsonl(BENCH / "answers.jsonl")}
    queries = {q["_id"] for q in load_jsonl(BENCH / "queries.jsonl")}
    judgments = load_jsonl(BENCH / "judgments.jsonl")

    if set(answers) != queries:
        failures.append(f"queries/answers id mismatch: {sorted(set(answers) ^ queries)}")
    files = {str(p.relative_to(DEMO)) for p in DEMO.rglob("*") if p.is_file() and p.name != "metadata.json"}
    for missing in sorted(files - set(metadata)):
        failures.append(f"metadata.json lacks {missing}")
    for extra in sorted(set(metadata) - files):
        failures.append(f"metadata.json lists missing file {extra}")

    n_quotes = 0
    grade3: set[str] = set()
    for j in judgments:
        qid, doc = j["query_id"], j["doc_id"]
        if qid not in answers:
            failures.append(f"{qid}: judgment for unknown query")
            continue
        if not answers[qid]["answerable"]:
            failures.append(f"{qid}: unanswerable query has a judgment ({doc})")
        if j["grade"] not in (1, 2, 3):
            failures.append(f"{qid} {doc}: bad grade {j['grade']}")
        if j["grade"] == 3:
            grade3.add(qid)
        path = DEMO / doc
        if not path.is_file():
            failures.append(f"{qid}: doc not found: {doc}")
            continue
        if doc not in cache:
            cache[doc] = norm(doc_text(path))
        if not j.get("quotes"):
            failures.append(f"{qid} {doc}: no quotes")
        for quote in j.get("quotes", []):
            n_quotes += 1
            words = len(quote.split())
            if not 6 <= words <= 25:
                failures.append(f"{qid} {doc}: quote has {words} words: {quote!r}")
            if norm(quote) not in cache[doc]:
                failures.append(f"{qid} {doc}: quote not found: {quote!r}")
    for qid, a in answers.items():
        if a["answerable"] and qid not in grade3:
            failures.append(f"{qid}: answerable but no grade-3 judgment")

    for f in failures:
        print("FAIL", f)
    print(f"checked {len(judgments)} judgments, {n_quotes} quotes, {len(answers)} queries: "
          f"{len(failures)} failure(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
