"""BM25 on a sharded Qdrant collection: muonrag's global statistics against Qdrant's per-shard IDF.

Run::

    python benchmarks/bench_sharded_bm25.py                  # SciFact-train (5,183 abstracts, 809 claims)
    python benchmarks/bench_sharded_bm25.py --shards 2,3,6,12,24

On a server, muonrag keeps each chunk's BM25 term weights as a sparse vector and sends the idf of
a query's terms from the index's own statistics (:meth:`muonrag.index.bm25.BM25Index.sparse_query`),
so the dot product the server computes is BM25 over the whole collection however many shards
hold it. Two things could still move the scores, and this measures both against exact BM25
(:meth:`~muonrag.index.bm25.BM25Index.top`) in nDCG@10, with the same arithmetic a server does
(a sparse matrix product), no server needed:

* **the mean length a chunk was written with**: an ingestion writes chunks in windows
  (``--window`` chunks, 2,048 as the pipeline does), each weighted with the mean length of the
  index once that window joins it, not the final one;
* **Qdrant's IDF modifier**, the alternative not taken: every shard computes idf from its own
  chunks (points spread over ``--shards`` shards by id, as Qdrant's hash of the id does), and the
  best of every shard are merged by score.

Figures go to stdout as a Markdown table and to ``benchmarks/out/sharded_bm25.json``.
"""

from __future__ import annotations

import argparse
import csv
import json
import math
import zlib
from pathlib import Path

import numpy as np
from scipy import sparse

from muonrag.index.bm25 import BM25Index

DEFAULT = Path(__file__).resolve().parents[2] / "shared" / "datasets" / "scifact-train"
OUT = Path(__file__).resolve().parent / "out"


def load(folder: Path) -> tuple[list[str], list[str], list[str], list[dict[str, int]]]:
    documents = [json.loads(line) for line in (folder / "corpus.jsonl").open(encoding="utf-8")]
    questions = {q["_id"]: q["text"] for q in map(json.loads, (folder / "queries.jsonl").open(encoding="utf-8"))}
    judged: dict[str, dict[str, int]] = {}
    for qrels in sorted((folder / "qrels").glob("*.tsv")):
        with qrels.open(encoding="utf-8") as handle:
            for row in csv.DictReader(handle, delimiter="\t"):
                judged.setdefault(row["query-id"], {})[row["corpus-id"]] = int(row["score"])
    asked = [q for q in judged if q in questions]
    return ([d["_id"] for d in documents], [f"{d.get('title', '')}\n{d['text']}" for d in documents],
            [questions[q] for q in asked], [judged[q] for q in asked])


def ndcg_at_10(ranked: list[list[str]], judged: list[dict[str, int]]) -> float:
    values = []
    for top, relevant in zip(ranked, judged):
        dcg = sum(relevant.get(d, 0) / math.log2(rank + 2) for rank, d in enumerate(top[:10]))
        ideal = sum(1 / math.log2(rank + 2) for rank in range(min(10, len(relevant))))
        values.append(dcg / ideal)
    return float(np.mean(values))


def matrix(vectors: list[tuple[list[int], list[float]]], columns: dict[int, int]) -> sparse.csr_matrix:
    """Rows of sparse vectors as one matrix, term indices renumbered through ``columns``."""
    rows, cols, values = [], [], []
    for row, (indices, weights) in enumerate(vectors):
        rows += [row] * len(indices)
        cols += [columns.setdefault(i, len(columns)) for i in indices]
        values += weights
    return sparse.csr_matrix((values, (rows, cols)), shape=(len(vectors), 1 << 22))


def top_ids(scores: np.ndarray, ids: list[str], k: int = 10) -> list[str]:
    order = np.lexsort((np.arange(len(scores)), -scores))[:k]
    return [ids[i] for i in order if scores[i] > 0]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("dataset", nargs="?", default=str(DEFAULT))
    parser.add_argument("--shards", default="2,3,6,12")
    parser.add_argument("--window", type=int, default=2_048, help="chunks an ingestion writes at once")
    args = parser.parse_args()
    ids, texts, questions, judged = load(Path(args.dataset))
    order = sorted(range(len(ids)), key=lambda i: ids[i])  # the chunk store's row order
    ids, texts = [ids[i] for i in order], [texts[i] for i in order]
    whole = BM25Index.build(ids, texts)
    rows = {"exact BM25 (the index's own)": ndcg_at_10([[d for d, _ in whole.top(q, 10)] for q in questions], judged)}

    # the weights a server holds, written window by window as an ingestion writes them
    columns: dict[int, int] = {}
    growing = BM25Index()
    written = []
    for start in range(0, len(texts), args.window):
        window = texts[start:start + args.window]
        written += growing.sparse_documents(window)
        growing.update(ids[:start + len(window)], np.concatenate([np.arange(start), -1 - np.arange(len(window))]), window)
    final = BM25Index(whole.tokenizer, whole.k1, whole.b).sparse_documents(texts)  # one write of everything
    documents, final = matrix(written, columns), matrix(final, columns)
    documents, final = documents[:, :len(columns)].tocsr(), final[:, :len(columns)].tocsr()
    queries = [whole.sparse_query(q) for q in questions]

    def ranked(doc_matrix: sparse.csr_matrix) -> list[list[str]]:
        out = []
        for indices, weights in queries:
            vector = np.zeros(doc_matrix.shape[1], dtype=np.float64)
            for i, w in zip(indices, weights):
                if i in columns:
                    vector[columns[i]] += w
            out.append(top_ids(doc_matrix @ vector, ids))
        return out

    rows["server, final mean length (global statistics)"] = ndcg_at_10(ranked(final), judged)
    rows[f"server, written in windows of {args.window:,} (as shipped)"] = ndcg_at_10(ranked(documents), judged)

    # Qdrant's IDF modifier: each shard's own statistics
    tokens_of = [whole.tokenizer(q) for q in questions]
    for shards in [int(s) for s in args.shards.split(",") if s]:
        shard_of = np.array([zlib.crc32(i.encode()) % shards for i in ids])
        per_shard = []
        for s in range(shards):
            members = np.flatnonzero(shard_of == s)
            per_shard.append((members, BM25Index.build([ids[i] for i in members], [texts[i] for i in members])))
        merged = []
        for tokens in tokens_of:
            best: list[tuple[float, str]] = []
            for members, local in per_shard:
                vector = np.zeros(documents.shape[1], dtype=np.float64)
                for token in tokens:
                    column = columns.get(zlib.crc32(token.encode("utf-8")))
                    df = local.document_frequency(token)
                    if column is not None and df:
                        vector[column] += math.log1p((len(members) - df + 0.5) / (df + 0.5))
                scores = final[members] @ vector
                best += [(float(scores[j]), ids[members[j]]) for j in np.argsort(-scores)[:10] if scores[j] > 0]
            merged.append([d for _, d in sorted(best, key=lambda x: (-x[0], x[1]))[:10]])
        rows[f"Qdrant's per-shard IDF, {shards} shards"] = ndcg_at_10(merged, judged)

    exact = rows["exact BM25 (the index's own)"]
    print(f"{len(ids):,} chunks, {len(questions)} questions\n")
    print("| BM25 as | nDCG@10 | against exact |\n|---|---:|---:|")
    for name, value in rows.items():
        print(f"| {name} | {value:.4f} | {value - exact:+.4f} |")
    OUT.mkdir(exist_ok=True)
    (OUT / "sharded_bm25.json").write_text(json.dumps({"chunks": len(ids), "questions": len(questions),
                                                        "window": args.window, "ndcg_at_10": rows}, indent=1))


if __name__ == "__main__":
    main()
