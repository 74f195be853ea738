"""Evaluate retrieval on a BEIR-format dataset and test whether the hybrid beats dense.

    python examples/04_evaluate_beir.py [DATASET_DIR]

A dataset directory holds corpus.jsonl (or a corpus folder), queries.jsonl and
qrels/<split>.tsv, optionally answers.jsonl and judgments.jsonl with evidence
quotes. Without an argument the bundled muon collider benchmark is used.
"""

import sys
import tempfile
from pathlib import Path

import muonrag
from muonrag.data import demo_benchmark_path

dataset = muonrag.Dataset.load(sys.argv[1] if len(sys.argv) > 1 else demo_benchmark_path())
split = "test" if "test" in dataset.splits else dataset.splits[0]
report = muonrag.evaluate_dataset(dataset, modes=("sparse", "dense", "hybrid"), split=split, progress=True)
print(report.table("chunk"))
print()
print(report.table("doc"))
print()
print(report.significance_table())
paths = report.write(Path(tempfile.mkdtemp()) / "eval")
print("\nwrote", ", ".join(map(str, paths.values())))
