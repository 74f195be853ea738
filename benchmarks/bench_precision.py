"""Document vectors in bfloat16 against float32: agreement, retrieval quality and rate.

    python benchmarks/bench_precision.py [BEIR_DIR]

Embeds every document of a BEIR-layout set (default: ``../shared/datasets/scifact-train``,
title and text) twice with the bundled model, in float32 and under CPU autocast to bfloat16
(:class:`~muonrag.index.autocast_embedding.BFloat16Embedding`), encodes the queries that have
judgments with the ONNX Runtime query encoder (float32, as searches do), and prints the cosines
between the two vectors of each document, the dense nDCG@10 of each and the time each took.
"""

from __future__ import annotations

import argparse
import csv
import json
import math
import time
from pathlib import Path

import numpy as np

from muonrag.index.embedding import load_embedding
from muonrag.index.onnx_encoder import load_onnx_encoder

DEFAULT = Path(__file__).resolve().parents[2] / "shared" / "datasets" / "scifact-train"


def ndcg_at_10(queries: np.ndarray, documents: np.ndarray, doc_ids: list[str], judged: list[dict[str, int]]) -> float:
    scores = queries @ documents.T
    values = []
    for row, relevant in enumerate(judged):
        top = np.argsort(-scores[row])[:10]
        dcg = sum(relevant.get(doc_ids[i], 0) / math.log2(rank + 2) for rank, i in enumerate(top))
        ideal = sum(1 / math.log2(rank + 2) for rank in range(min(10, len(relevant))))
        values.append(dcg / ideal)
    return float(np.mean(values))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("dataset", nargs="?", default=str(DEFAULT))
    args = parser.parse_args()
    folder = Path(args.dataset)
    documents = [json.loads(line) for line in (folder / "corpus.jsonl").open(encoding="utf-8")]
    texts = [f"{d.get('title', '')}\n{d['text']}" for d in documents]
    doc_ids = [d["_id"] for d in documents]
    questions = {q["_id"]: q["text"] for q in map(json.loads, (folder / "queries.jsonl").open(encoding="utf-8"))}
    judged: dict[str, dict[str, int]] = {}
    for qrels in sorted((folder / "qrels").glob("*.tsv")):
        with qrels.open(encoding="utf-8") as handle:
            for row in csv.DictReader(handle, delimiter="\t"):
                judged.setdefault(row["query-id"], {})[row["corpus-id"]] = int(row["score"])
    asked = [q for q in judged if q in questions]
    queries = load_onnx_encoder("all-MiniLM-L6-v2", required=True).encode([questions[q] for q in asked])

    rows = {}
    for precision in ("float32", "bfloat16"):
        model = load_embedding(precision=precision)
        model.get_text_embedding_batch(["warm up"] * 8)
        start = time.perf_counter()
        vectors = np.asarray(model.get_text_embedding_batch(texts), dtype=np.float32)
        rows[precision] = (vectors, time.perf_counter() - start)
    (full, full_s), (half, half_s) = rows["float32"], rows["bfloat16"]
    cosines = (full * half).sum(axis=1)
    print(f"{len(texts)} documents, {len(asked)} judged queries from {folder}\n")
    print("| document vectors | dense nDCG@10 | seconds | documents/s |\n|---|---:|---:|---:|")
    for name, (vectors, seconds) in rows.items():
        print(f"| {name} | {ndcg_at_10(queries, vectors, doc_ids, [judged[q] for q in asked]):.4f} | "
              f"{seconds:.1f} | {len(texts) / seconds:.1f} |")
    print(f"\nbfloat16 / float32 rate: {full_s / half_s:.2f}; cosine of each document's two vectors: "
          f"smallest {cosines.min():.6f}, mean {cosines.mean():.6f}")


if __name__ == "__main__":
    main()
