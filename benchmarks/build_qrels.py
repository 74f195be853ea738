#!/usr/bin/env python3
"""Build BEIR-style qrels (qrels/dev.tsv, qrels/test.tsv) of a benchmark folder from its judgments.jsonl.

Each judgment {"query_id", "doc_id", "grade"} becomes one row
``query-id<TAB>corpus-id<TAB>score`` with score = grade (1-3), written to the
split given for that query in answers.jsonl. Unanswerable queries have no
judgments and therefore no qrels rows.

Usage:  python benchmarks/build_qrels.py benchmarks/mucoll_docs [--check]
        python benchmarks/build_qrels.py benchmarks/converted_papers [--check]
With --check the files are not written; the exit status is 1 if they differ
from what would be generated.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

SPLITS = ("dev", "test")
HEADER = "query-id\tcorpus-id\tscore\n"


def read_jsonl(path: Path) -> list[dict]:
    with path.open(encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def build(folder: Path) -> dict[str, str]:
    """The text of each split's qrels file, from ``folder``'s answers.jsonl (splits) and judgments.jsonl."""
    split_of = {a["_id"]: a["split"] for a in read_jsonl(folder / "answers.jsonl")}
    rows: dict[str, list[tuple[str, str, int]]] = {s: [] for s in SPLITS}
    for j in read_jsonl(folder / "judgments.jsonl"):
        split = split_of.get(j["query_id"])
        if split not in rows:
            raise SystemExit(f"judgment for query {j['query_id']!r} without a dev/test split")
        rows[split].append((j["query_id"], j["doc_id"], int(j["grade"])))
    return {s: HEADER + "".join(f"{q}\t{d}\t{g}\n" for q, d, g in sorted(r)) for s, r in rows.items()}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("folder", type=Path, help="the benchmark folder (answers.jsonl, judgments.jsonl)")
    ap.add_argument("--check", action="store_true", help="only verify that the qrels files are up to date")
    args = ap.parse_args()
    out_dir = args.folder / "qrels"
    stale = 0
    for split, text in build(args.folder).items():
        path = out_dir / f"{split}.tsv"
        if args.check:
            if not path.is_file() or path.read_text(encoding="utf-8") != text:
                print(f"stale: {path}")
                stale += 1
            continue
        out_dir.mkdir(exist_ok=True)
        path.write_text(text, encoding="utf-8")
        print(f"wrote {path} ({text.count(chr(10)) - 1} rows)")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
