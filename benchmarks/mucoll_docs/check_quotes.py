#!/usr/bin/env python3
"""Check that every judgment quote occurs verbatim in its document.

A quote matches when it is a substring of the document after both are
lowercased and all whitespace runs are collapsed to a single space (the same
rule the evaluator uses to decide whether a chunk is relevant).

Also checks: 6-25 words per quote, no markup characters (* ` # |), doc ids
exist in the corpus, judgments only reference known answerable queries, and
every answerable query has at least one judgment.

Usage:  python benchmarks/mucoll_docs/check_quotes.py [--corpus DIR]
Exit status is the number of failures (capped at 100).
"""
from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
DEFAULT_CORPUS = HERE.parent.parent.parent / "shared" / "corpora" / "mucoll-software-docs"
MARKUP = set("*`#|")
MIN_WORDS, MAX_WORDS = 6, 25


def normalise(text: str) -> str:
    return re.sub(r"\s+", " ", text.lower()).strip()


def read_jsonl(path: Path) -> list[dict]:
    with path.open(encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def find_corpus(cli: str | None) -> Path:
    candidates = [Path(cli)] if cli else []
    candidates += [DEFAULT_CORPUS, Path("/work/shared/corpora/mucoll-software-docs")]
    for c in candidates:
        if c.is_dir():
            return c
    sys.exit(f"corpus not found; tried {[str(c) for c in candidates]}")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--corpus", help="corpus root (default: ../../shared/corpora/mucoll-software-docs)")
    args = ap.parse_args()
    corpus = find_corpus(args.corpus)

    queries = {q["_id"] for q in read_jsonl(HERE / "queries.jsonl")}
    answers = {a["_id"]: a for a in read_jsonl(HERE / "answers.jsonl")}
    judgments = read_jsonl(HERE / "judgments.jsonl")

    failures: list[str] = []
    if set(answers) != queries:
        failures.append(f"queries/answers id mismatch: {sorted(queries ^ set(answers))}")

    cache: dict[str, str] = {}
    n_quotes = 0
    judged: set[str] = set()
    pairs: set[tuple[str, str]] = set()
    for j in judgments:
        qid, doc = j["query_id"], j["doc_id"]
        judged.add(qid)
        if (qid, doc) in pairs:
            failures.append(f"{qid} {doc}: duplicate judgment")
        pairs.add((qid, doc))
        if qid not in answers:
            failures.append(f"{qid}: judgment for unknown query")
        elif not answers[qid]["answerable"]:
            failures.append(f"{qid}: judgment for an unanswerable query")
        if j["grade"] not in (1, 2, 3):
            failures.append(f"{qid} {doc}: bad grade {j['grade']}")
        if doc not in cache:
            path = corpus / doc
            if not path.is_file():
                failures.append(f"{qid}: missing doc {doc}")
                cache[doc] = ""
                continue
            cache[doc] = normalise(path.read_text(encoding="utf-8", errors="replace"))
        text = cache[doc]
        if not j["quotes"]:
            failures.append(f"{qid} {doc}: no quotes")
        for quote in j["quotes"]:
            n_quotes += 1
            words = len(quote.split())
            if not MIN_WORDS <= words <= MAX_WORDS:
                failures.append(f"{qid} {doc}: quote has {words} words: {quote!r}")
            if MARKUP & set(quote):
                failures.append(f"{qid} {doc}: quote contains markup: {quote!r}")
            if text and normalise(quote) not in text:
                failures.append(f"{qid} {doc}: quote not found: {quote!r}")

    for qid, a in answers.items():
        if a["answerable"] and qid not in judged:
            failures.append(f"{qid}: answerable query without judgments")

    for f in failures:
        print("FAIL", f)
    print(f"checked {n_quotes} quotes in {len(judgments)} judgments over {len(cache)} docs: "
          f"{len(failures)} failure(s)")
    return min(len(failures), 100)


if __name__ == "__main__":
    sys.exit(main())
