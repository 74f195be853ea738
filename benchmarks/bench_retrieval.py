"""Retrieval-core benchmark: ingestion rate, query latency per mode, memory, disk.

Run::

    python benchmarks/bench_retrieval.py                 # demo corpus + 6k and 100k synthetic chunks
    python benchmarks/bench_retrieval.py --sizes 6000     # quicker

Each measurement runs in its own subprocess so that peak memory (max RSS) is
that of the measurement alone. Synthetic chunks reuse the demo corpus
vocabulary and carry random unit vectors (embedding 100k chunks on a laptop CPU
would take an hour and measures the model, not the index); queries are real
questions, embedded by the real model. Figures go to stdout as a Markdown table
and to ``benchmarks/out/retrieval.json``; the latency plot to ``docs/_static/latency.png``.
"""

from __future__ import annotations

import argparse
import json
import random
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

OUT = Path(__file__).resolve().parent / "out"
DOCS_STATIC = Path(__file__).resolve().parents[1] / "docs" / "_static"
QUERIES = [
    "How do tungsten nozzles reduce beam-induced background?",
    "BIB fluence in the vertex detector",
    "ionization cooling emittance reduction",
    "Higgs self-coupling precision at 10 TeV",
    "What is the solenoid field of MAIA?",
    "anomalous quartic gauge couplings fT0",
    "neutrino-induced radiation mitigation",
    "4D tracking timing resolution",
    "fast-ramping synchrotron acceleration",
    "vector boson fusion cross section grows with energy",
    "p_T threshold for tracks",
    "μ+μ− luminosity at √s = 3 TeV",
]


def peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def percentile(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(round(q / 100 * (len(values) - 1))))]


def time_queries(retrieve, repeats: int) -> dict:
    for q in QUERIES[:3]:
        retrieve(q)  # warm-up
    samples = []
    for _ in range(repeats):
        for q in QUERIES:
            t0 = time.perf_counter()
            retrieve(q)
            samples.append((time.perf_counter() - t0) * 1000)
    return {"p50_ms": percentile(samples, 50), "p95_ms": percentile(samples, 95), "n": len(samples)}


def latency_table(index, repeats: int) -> dict:
    from llama_index.core.llms import MockLLM
    from llama_index.core.retrievers import QueryFusionRetriever

    out = {}
    for mode in ("sparse", "dense", "hybrid"):
        retriever = index.retriever(mode, top_k=10)
        out[mode] = time_queries(retriever.retrieve, repeats)
    stock = QueryFusionRetriever(
        [index.dense_retriever(), index.sparse_retriever()],
        llm=MockLLM(),  # never called with num_queries=1; the stock class insists on one
        mode="reciprocal_rerank",
        num_queries=1,
        similarity_top_k=10,
        use_async=False,
        retriever_weights=[0.9, 0.1],
    )
    out["stock QueryFusionRetriever"] = time_queries(stock.retrieve, repeats)
    # the query embedding alone, to separate model time from index time
    out["query embedding only"] = time_queries(index.embed_model.get_query_embedding, repeats)
    return out


def run_demo(args) -> dict:
    from muonrag import Config, MuonIndex
    from muonrag.data import demo_corpus_path

    workdir = Path(tempfile.mkdtemp(prefix="muonrag-bench-"))
    try:
        t0 = time.perf_counter()
        with MuonIndex.open(config=Config(index_path=workdir / "idx"), create=True) as index:
            _ = index.embed_model
            load_s = time.perf_counter() - t0
            report = index.add(demo_corpus_path())
            result = {
                "name": "demo corpus",
                "documents": len(report.added),
                "chunks": report.chunks_added,
                "model_load_s": load_s,
                "ingest_s": report.seconds,
                "chunks_per_s": report.chunks_added / report.seconds,
                "embed_share": report.embed_seconds / report.seconds,
                "latency": latency_table(index, args.repeats),
            }
        result["disk_mb"] = sum(p.stat().st_size for p in (workdir / "idx").rglob("*") if p.is_file()) / 1e6
        result["peak_rss_mb"] = peak_mb()
        return result
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


def synthetic_nodes(n: int, seed: int = 0):
    import numpy as np

    from muonrag.data import demo_corpus_path
    from muonrag.ingest.chunking import make_node

    rng = random.Random(seed)
    words = []
    for path in demo_corpus_path().rglob("*.md"):
        words.extend(path.read_text(encoding="utf-8").split())
    vectors = np.random.default_rng(seed).standard_normal((n, 384)).astype("float32")
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    for i in range(n):
        start = rng.randrange(0, max(1, len(words) - 130))
        text = " ".join(words[start : start + 120])
        node = make_node(f"{i:08x}-0000-4000-8000-000000000000", text, {"doc_id": f"synthetic/{i // 20}", "title": f"synthetic {i // 20}", "chunk": i % 20})
        yield node, vectors[i].tolist()


def run_synthetic(args) -> dict:
    from muonrag import Config, MuonIndex
    from muonrag.index.manifest import DocumentEntry

    n = args.size
    workdir = Path(tempfile.mkdtemp(prefix="muonrag-bench-"))
    try:
        with MuonIndex.open(config=Config(index_path=workdir / "idx"), create=True) as index:
            index.manifest.embedding["dimension"] = 384
            t0 = time.perf_counter()
            batch, nodes = [], []
            for node, vector in synthetic_nodes(n):
                node.embedding = vector
                batch.append(node)
                if len(batch) == 1024:
                    index.vector_store.add(batch)
                    nodes.extend(batch)
                    batch = []
            if batch:
                index.vector_store.add(batch)
                nodes.extend(batch)
            qdrant_s = time.perf_counter() - t0
            for node in nodes:
                node.embedding = None
            t0 = time.perf_counter()
            index.sparse.update(add=nodes)
            index.sparse.save(index.path / "bm25")
            bm25_s = time.perf_counter() - t0
            by_doc = {}
            for node in nodes:
                by_doc.setdefault(node.metadata["doc_id"], []).append(node.node_id)
            for doc_id, ids in by_doc.items():
                index.manifest.documents[doc_id] = DocumentEntry("synthetic", doc_id, doc_id, "synthetic", ids)
            index.manifest.save(index.path)
            del nodes, batch
            result = {
                "name": f"synthetic {n:,}",
                "chunks": len(index),
                "qdrant_write_s": qdrant_s,
                "bm25_build_s": bm25_s,
                "latency": latency_table(index, args.repeats),
            }
        t0 = time.perf_counter()
        with MuonIndex.open(config=Config(index_path=workdir / "idx")) as index:
            result["open_s"] = time.perf_counter() - t0
        result["disk_mb"] = sum(p.stat().st_size for p in (workdir / "idx").rglob("*") if p.is_file()) / 1e6
        result["peak_rss_mb"] = peak_mb()
        return result
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


def child(args) -> None:
    import logging
    import warnings

    logging.disable(logging.WARNING)
    warnings.filterwarnings("ignore")
    result = run_demo(args) if args.child == "demo" else run_synthetic(args)
    print("RESULT " + json.dumps(result))


def render(results: list[dict]) -> str:
    lines = ["| corpus | chunks | mode | p50 ms | p95 ms |", "|---|---:|---|---:|---:|"]
    for r in results:
        for mode, lat in r["latency"].items():
            lines.append(f"| {r['name']} | {r['chunks']:,} | {mode} | {lat['p50_ms']:.1f} | {lat['p95_ms']:.1f} |")
    lines += ["", "| corpus | chunks | ingest | peak RSS MB | disk MB | open s |", "|---|---:|---|---:|---:|---:|"]
    for r in results:
        if "chunks_per_s" in r:
            ingest = f"{r['chunks_per_s']:.1f} chunks/s, {100 * r['embed_share']:.0f}% embedding"
        else:
            ingest = f"Qdrant write {r['qdrant_write_s']:.1f} s, BM25 build {r['bm25_build_s']:.1f} s (vectors given)"
        lines.append(f"| {r['name']} | {r['chunks']:,} | {ingest} | {r['peak_rss_mb']:.0f} | {r['disk_mb']:.1f} | {r.get('open_s', float('nan')):.2f} |")
    return "\n".join(lines)


def plot_latency(results: list[dict], path: Path) -> Path:
    """p50 latency (with p95 as error bar) of each mode against index size, log-log."""
    from matplotlib.figure import Figure

    fig = Figure(figsize=(6.4, 4.0), dpi=120)
    ax = fig.subplots()
    modes = [m for m in results[0]["latency"]]
    for mode in modes:
        xs = [r["chunks"] for r in results]
        p50 = [r["latency"][mode]["p50_ms"] for r in results]
        p95 = [r["latency"][mode]["p95_ms"] for r in results]
        ax.errorbar(xs, p50, yerr=[[0] * len(xs), [b - a for a, b in zip(p50, p95)]], marker="o", capsize=3, label=mode)
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlabel("chunks in the index (embedded Qdrant)")
    ax.set_ylabel("query latency, ms (p50, bar to p95)")
    ax.set_title("Query latency against index size (2 CPU cores)")
    ax.grid(alpha=0.3, which="both")
    ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(path)
    return path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", default="6000,100000", help="synthetic index sizes (comma-separated)")
    parser.add_argument("--repeats", type=int, default=3, help="passes over the query set per mode")
    parser.add_argument("--replot", action="store_true", help="only redraw the plot and table from the last run")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    parser.add_argument("--size", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args)
        return
    if args.replot:
        results = json.loads((OUT / "retrieval.json").read_text())
        print(render(results))
        print("plot:", plot_latency(results, DOCS_STATIC / "latency.png"))
        return
    jobs = [["--child", "demo"]] + [["--child", "synthetic", "--size", s] for s in args.sizes.split(",") if s]
    results = []
    for job in jobs:
        print("running", " ".join(job[1:]), file=sys.stderr, flush=True)
        proc = subprocess.run([sys.executable, __file__, *job, "--repeats", str(args.repeats)], capture_output=True, text=True)
        line = next((l for l in proc.stdout.splitlines() if l.startswith("RESULT ")), None)
        if line is None:
            sys.exit(f"benchmark {job} failed:\n{proc.stderr[-3000:]}")
        results.append(json.loads(line[7:]))
    OUT.mkdir(exist_ok=True)
    (OUT / "retrieval.json").write_text(json.dumps(results, indent=1))
    print(render(results))
    try:
        print("plot:", plot_latency(results, DOCS_STATIC / "latency.png"))
    except ImportError:
        print("(install matplotlib for the latency plot)")


if __name__ == "__main__":
    main()
