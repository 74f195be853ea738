"""Hybrid and dense search latency with and without numpy's BLAS held to one thread.

    python benchmarks/bench_blas_threads.py INDEX_DIR QUERIES_JSONL [--queries 60]

muonrag's dense retriever already holds BLAS to one thread (muonrag.index.dense);
the "unlimited" column undoes that for comparison. Prints one JSON line of p50 latencies (ms).
"""

import argparse
import json
import statistics
import time

from threadpoolctl import threadpool_limits

import muonrag
from muonrag.index import dense


def p50(fn, queries) -> float:
    times = []
    for query in queries:
        start = time.perf_counter()
        fn(query)
        times.append((time.perf_counter() - start) * 1000)
    return round(statistics.median(times), 1)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("index")
    parser.add_argument("queries")
    parser.add_argument("--queries-n", type=int, default=60)
    args = parser.parse_args()
    queries = [json.loads(line)["text"] for line in open(args.queries, encoding="utf-8")][: args.queries_n]
    index = muonrag.open_index(args.index)
    index.search(queries[0])
    limited = {"hybrid": p50(lambda q: index.search(q), queries), "dense": p50(lambda q: index.search(q, mode="dense"), queries)}
    original = dense.threadpool_limits
    dense.threadpool_limits = lambda **kwargs: threadpool_limits(limits=None)  # no limit
    try:
        unlimited = {"hybrid": p50(lambda q: index.search(q), queries)}
    finally:
        dense.threadpool_limits = original
    print(json.dumps({"chunks": len(index), "p50_ms_one_blas_thread": limited, "p50_ms_unlimited": unlimited}))
    index.close()


if __name__ == "__main__":
    main()
