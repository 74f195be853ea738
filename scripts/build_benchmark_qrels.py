#!/usr/bin/env python3
"""Build BEIR qrels (qrels/dev.tsv, qrels/test.tsv) from judgments.jsonl + answers.jsonl.

Document-level: one row per (query, document) with the highest grade judged for
that pair.  Queries go to the file of their "split"; unanswerable queries have
no judgments and therefore no rows.

Usage:  .venv/bin/python scripts/build_benchmark_qrels.py
"""
from __future__ import annotations

import json
from pathlib import Path

BENCH = Path(__file__).resolve().parent.parent / "muonrag" / "data" / "benchmark"


def load_jsonl(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def main() -> None:
    answers = {a["_id"]: a for a in load_jsonl(BENCH / "answers.jsonl")}
    order = {a: i for i, a in enumerate(answers)}
    best: dict[tuple[str, str], int] = {}
    for j in load_jsonl(BENCH / "judgments.jsonl"):
        key = (j["query_id"], j["doc_id"])
        best[key] = max(best.get(key, 0), int(j["grade"]))
    (BENCH / "qrels").mkdir(exist_ok=True)
    for split in ("dev", "test"):
        rows = sorted(
            (k for k in best if answers[k[0]]["split"] == split),
            key=lambda k: (order[k[0]], -best[k], k[1]),
        )
        with open(BENCH / "qrels" / f"{split}.tsv", "w", encoding="utf-8") as fh:
            fh.write("query-id\tcorpus-id\tscore\n")
            for qid, doc in rows:
                fh.write(f"{qid}\t{doc}\t{best[(qid, doc)]}\n")
        print(f"qrels/{split}.tsv: {len(rows)} rows, {len({k[0] for k in rows})} queries")


if __name__ == "__main__":
    main()
