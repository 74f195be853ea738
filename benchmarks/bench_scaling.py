"""Search speed, open time and memory against index size: muonrag, the stock-parts limit, LlamaIndex's stock fusion.

Run::

    python benchmarks/bench_scaling.py                        # 10k, 100k and 1M chunks (about 40 min on 2 cores)
    python benchmarks/bench_scaling.py --sizes 10000,100000   # quicker
    python benchmarks/bench_scaling.py --replot               # table and plot from the last run

For each size a synthetic index is built with muonrag's own stores (chunk texts are
windows of the demo corpus; vectors are clustered synthetic unit vectors, since
embedding a million chunks on a laptop CPU would take days and measures the model,
not the index). Queries are real questions, encoded by the real model. Three
measurements, each in a fresh process:

* **build**: writing the vectors, building the HNSW graph, building BM25;
* **reader**: what ``muonrag search`` pays: a read-only open (a private snapshot of
  the vectors, ONNX Runtime query encoder), its searches, and the peak memory (max RSS)
  of the whole process;
* **writes**: adding 1,000 chunks (50 documents) to the index and removing them again,
  through the stores' own write path (vectors, HNSW, chunk store and BM25, manifest), with
  vectors made up rather than embedded; and, for comparison, rebuilding BM25 from every
  chunk's text, which is what an add cost before BM25 kept its term counts;
* **latency**: in one process, side by side: muonrag's hybrid, dense and sparse
  search as shipped (queries encoded by ONNX Runtime), and its hybrid with the torch
  encoder; LlamaIndex's stock ``QueryFusionRetriever`` over muonrag's two retrievers;
  and the stock-parts limit, the same work done with stock parts (sentence-transformers
  encoding, a torch matrix product over every vector and its top 50, bm25s), as
  ``../shared/tools/speed_limit.py`` times it. Recall@10 of muonrag's dense search
  against exact search is printed too: on these isotropic synthetic vectors, whose
  nearest neighbours are near-ties for a real question, it is HNSW's worst case (on
  SciFact's 11,433 real vectors it is 0.999, see ``muonrag.index.edge_shard``).

Figures go to stdout as Markdown tables and to ``benchmarks/out/scaling.json``;
the latency plot to ``docs/_static/latency.png``.
"""

from __future__ import annotations

import argparse
import json
import random
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

OUT = Path(__file__).resolve().parent / "out"
#: Chunks added (and removed again) by the writes step: what adding about ten papers costs.
ADDED = 1_000
DOCS_STATIC = Path(__file__).resolve().parents[1] / "docs" / "_static"
DIMENSION = 384
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
    """p50 and p95 over ``repeats`` passes of the queries, after one pass of warm-up (steady state:
    the chunks a query returns are read from disk the first time only; "first search after open"
    is reported apart)."""
    for q in QUERIES:
        retrieve(q)
    samples = []
    for _ in range(repeats):
        for q in QUERIES:
            t0 = time.perf_counter()
            retrieve(q)
            samples.append((time.perf_counter() - t0) * 1000)
    return {"p50_ms": percentile(samples, 50), "p95_ms": percentile(samples, 95), "n": len(samples)}


# the synthetic collection ---------------------------------------------------------
def synthetic_texts(n: int, seed: int = 0) -> list[str]:
    from muonrag.data import demo_corpus_path

    rng = random.Random(seed)
    words = []
    for path in sorted(demo_corpus_path().rglob("*.md")):
        words.extend(path.read_text(encoding="utf-8").split())
    starts = [rng.randrange(0, max(1, len(words) - 130)) for _ in range(n)]
    return [" ".join(words[s : s + 120]) for s in starts]


def synthetic_vectors(n: int, seed: int = 0):
    """Unit vectors around ``n / 100`` random centres (cosine about 0.7 to their centre), made in blocks."""
    import numpy as np

    rng = np.random.default_rng(seed)
    centres = rng.standard_normal((max(16, n // 100), DIMENSION)).astype("float32")
    centres /= np.linalg.norm(centres, axis=1, keepdims=True)
    out = np.empty((n, DIMENSION), dtype="float32")
    for start in range(0, n, 100_000):
        stop = min(n, start + 100_000)
        block = centres[rng.integers(0, len(centres), stop - start)] + rng.standard_normal((stop - start, DIMENSION)).astype("float32") * 0.05
        out[start:stop] = block / np.linalg.norm(block, axis=1, keepdims=True)
    return out


def held_out_vectors(n: int, count: int = 500, seed: int = 0):
    """``count`` more vectors around the same centres as :func:`synthetic_vectors` ``(n, seed)``: queries
    that lie near the chunks that answer them, as real questions do."""
    import numpy as np

    centres = np.random.default_rng(seed).standard_normal((max(16, n // 100), DIMENSION)).astype("float32")
    centres /= np.linalg.norm(centres, axis=1, keepdims=True)
    rng = np.random.default_rng(seed + 1_000)
    block = centres[rng.integers(0, len(centres), count)] + rng.standard_normal((count, DIMENSION)).astype("float32") * 0.05
    return block / np.linalg.norm(block, axis=1, keepdims=True)


def exact_neighbours(vectors, queries, k: int = 10) -> list[list[str]]:
    """The ids of each query's ``k`` nearest vectors by exact search (a matrix product, in blocks)."""
    import numpy as np

    best = np.full((len(queries), k), -np.inf, dtype="float32"), np.zeros((len(queries), k), dtype="int64")
    for start in range(0, len(vectors), 200_000):
        scores = queries @ vectors[start:start + 200_000].T
        top = np.argpartition(-scores, k - 1, axis=1)[:, :k]
        merged = np.concatenate([best[0], np.take_along_axis(scores, top, axis=1)], axis=1)
        rows = np.concatenate([best[1], top + start], axis=1)
        keep = np.argsort(-merged, axis=1)[:, :k]
        best = np.take_along_axis(merged, keep, axis=1), np.take_along_axis(rows, keep, axis=1)
    return [[chunk_id(int(i)) for i in row] for row in best[1]]


def exact(args) -> dict:
    """Exact nearest neighbours of the held-out vectors and of the real questions, for the reader's recall."""
    import numpy as np

    from muonrag import Config, MuonIndex

    vectors = np.load(Path(args.index).with_suffix(".npy"), mmap_mode="r")
    with MuonIndex.open(config=Config(index_path=args.index), read_only=True) as index:
        questions = np.asarray([index.encoders.query_model.get_query_embedding(q) for q in QUERIES], dtype="float32")
    t0 = time.perf_counter()
    found = {"held_out": exact_neighbours(vectors, held_out_vectors(args.size)), "questions": exact_neighbours(vectors, questions)}
    Path(args.index).with_suffix(".exact.json").write_text(json.dumps(found))
    return {"exact_search_s": time.perf_counter() - t0}


def chunk_id(i: int) -> str:
    return f"{i:08x}-0000-4000-8000-000000000000"


def build(args) -> dict:
    """A muonrag index of ``args.size`` synthetic chunks in ``args.index``, through the library's stores."""
    import numpy as np

    from muonrag import Config, MuonIndex
    from muonrag.index.manifest import DocumentEntry
    from muonrag.index.stores import disk_usage
    from muonrag.core.nodes import make_node

    n = args.size
    texts = synthetic_texts(n)
    vectors = synthetic_vectors(n)
    np.save(Path(args.index).with_suffix(".npy"), vectors)
    Path(args.index).with_suffix(".texts.json").write_text(json.dumps(texts))
    ids = [chunk_id(i) for i in range(n)]
    meta = [{"doc_id": f"synthetic/{i // 20}", "title": f"synthetic {i // 20}", "chunk": i % 20} for i in range(n)]
    out = {}
    with MuonIndex.open(config=Config(index_path=args.index, quantization=args.quantization), create=True) as index:
        index.manifest.embedding["dimension"] = DIMENSION
        store = index.engine.vectors
        t0 = time.perf_counter()
        for start in range(0, n, 50_000):
            stop = min(n, start + 50_000)
            store.add_vectors(ids[start:stop], vectors[start:stop],
                              [{"doc_id": m["doc_id"], "text": t, "metadata": m} for m, t in zip(meta[start:stop], texts[start:stop])])
        out["vector_write_s"] = time.perf_counter() - t0
        t0 = time.perf_counter()
        store.optimize()
        out["hnsw_build_s"] = time.perf_counter() - t0
        del vectors
        t0 = time.perf_counter()
        index._stores.update_chunks(add=[make_node(i, t, m) for i, t, m in zip(ids, texts, meta)])
        out["bm25_build_s"] = time.perf_counter() - t0
        by_doc: dict[str, list[str]] = {}
        for i, m in zip(ids, meta):
            by_doc.setdefault(m["doc_id"], []).append(i)
        for doc_id, chunk_ids in by_doc.items():
            index.manifest.documents[doc_id] = DocumentEntry("synthetic", doc_id, doc_id, "synthetic", chunk_ids)
        index.manifest.save(index.path)
    out["disk_mb"] = sum(disk_usage(p) for p in Path(args.index).rglob("*") if p.is_file()) / 1e6
    out["build_peak_rss_mb"] = peak_mb()
    return out


def reader(args) -> dict:
    """What a `muonrag search` process pays: read-only open, searches, peak memory."""
    from muonrag import Config, MuonIndex

    t0 = time.perf_counter()
    index = MuonIndex.open(config=Config(index_path=args.index), read_only=True)
    open_s = time.perf_counter() - t0
    t0 = time.perf_counter()
    index.search(QUERIES[0], top_k=10)
    first_s = time.perf_counter() - t0
    lat = time_queries(lambda q: index.search(q, mode="hybrid", top_k=10), args.repeats)
    searching_mb = peak_mb()  # what `muonrag search` holds; the recall below reads more of the vectors
    # recall of the index's own dense search (the vector store as the engine asks it), in the same process
    exact = json.loads(Path(args.index).with_suffix(".exact.json").read_text())
    near = [len(set(index.engine.vectors.search(v.tolist(), 10)[0]) & set(truth)) / 10
            for v, truth in zip(held_out_vectors(args.size), exact["held_out"])]
    far = [len(set(index.engine.vectors.search(index.encoders.query_model.get_query_embedding(q), 10)[0]) & set(truth)) / 10
           for q, truth in zip(QUERIES, exact["questions"])]
    with_recall_mb = peak_mb()
    # what `muonrag ask` adds: the offline answer engine (agent, evidence, extractive answer) over the same index
    from muonrag.answer.engine import answer_engine

    engine = answer_engine(index, offline=True)
    t0 = time.perf_counter()
    for q in QUERIES:
        engine.answer(q)
    ask_s = (time.perf_counter() - t0) / len(QUERIES)
    index.close()
    t0 = time.perf_counter()
    MuonIndex.open(config=Config(index_path=args.index)).close()
    return {"open_read_only_s": open_s, "open_writer_s": time.perf_counter() - t0, "first_search_s": first_s,
            "hybrid_onnx": lat, "recall_near_at_10": sum(near) / len(near), "dense_recall_at_10": sum(far) / len(far),
            "hnsw_ef": index.config.retrieval.hnsw_ef, "peak_rss_mb": searching_mb, "peak_rss_with_recall_mb": with_recall_mb,
            "ask_offline_s": ask_s, "ask_peak_rss_mb": peak_mb()}


def writes(args) -> dict:
    """An add of 1,000 chunks (50 documents) and their removal, through the stores' write path."""
    from muonrag import Config, MuonIndex
    from muonrag.core.nodes import context_text, make_node
    from muonrag.index.bm25 import BM25Index
    from muonrag.index.manifest import DocumentEntry

    added = ADDED
    texts = synthetic_texts(added, seed=1)
    vectors = synthetic_vectors(added, seed=1)
    ids = [f"{i:08x}-0000-4000-8000-000000000001" for i in range(added)]
    docs = [f"added/{i // 20}" for i in range(added)]
    nodes = [make_node(i, t, {"doc_id": d, "title": d}) for i, t, d in zip(ids, texts, docs)]
    for node, vector in zip(nodes, vectors):
        node.embedding = vector.tolist()
    out = {}
    with MuonIndex.open(config=Config(index_path=args.index)) as index:
        stores = index._stores
        entries = [(d, DocumentEntry("synthetic", d, d, "synthetic", [i for i, e in zip(ids, docs) if e == d]))
                   for d in dict.fromkeys(docs)]
        t0 = time.perf_counter()
        stores.begin("ingest", [d for d, _ in entries])
        stores.add_vectors(nodes)
        t1 = time.perf_counter()
        stores.commit(nodes, entries)  # HNSW, chunk store and BM25 (tokenizing the 100 chunks only), manifest
        out["add_s"] = time.perf_counter() - t0
        out["add_vectors_s"] = t1 - t0
        assert all(i in index.chunks for i in ids) and stores.consistent()
        t0 = time.perf_counter()
        stores.drop([d for d, _ in entries])
        out["remove_s"] = time.perf_counter() - t0
        out["writes_peak_rss_mb"] = peak_mb()  # an ingestion of 50 documents into the index, and their removal
        t0 = time.perf_counter()
        BM25Index.build(index.chunks.ids, [context_text(n) for n in index.chunks.nodes()])
        out["bm25_retokenize_s"] = time.perf_counter() - t0
    return out


def latency(args) -> dict:
    """muonrag, the stock QueryFusionRetriever and the stock-parts limit side by side, one torch encoder."""
    import bm25s
    import numpy as np
    import Stemmer
    import torch
    from llama_index.core.llms import MockLLM
    from llama_index.core.retrievers import QueryFusionRetriever
    from sentence_transformers import SentenceTransformer

    from muonrag import Config, MuonIndex
    from muonrag.core.models import resolve_model

    vectors = np.load(Path(args.index).with_suffix(".npy"))
    texts = json.loads(Path(args.index).with_suffix(".texts.json").read_text())
    index = MuonIndex.open(config=Config(index_path=args.index))
    out = {}
    for mode in ("hybrid", "dense", "sparse"):
        retriever = index.retriever(mode, top_k=10)
        out[f"muonrag {mode}"] = time_queries(retriever.retrieve, args.repeats)
    with MuonIndex.open(config=Config(index_path=args.index, encoder="torch"), read_only=True) as torch_index:
        out["muonrag hybrid, torch query encoder"] = time_queries(torch_index.retriever("hybrid", top_k=10).retrieve, args.repeats)
    stock = QueryFusionRetriever(
        [index.dense_retriever(), index.sparse_retriever()],
        llm=MockLLM(),  # never called with num_queries=1; the stock class insists on one
        mode="reciprocal_rerank", num_queries=1, similarity_top_k=10, use_async=False,
    )
    out["stock QueryFusionRetriever"] = time_queries(stock.retrieve, args.repeats)

    stemmer = Stemmer.Stemmer("english")
    bm25 = bm25s.BM25()
    bm25.index(bm25s.tokenize(texts, stopwords="en", stemmer=stemmer, show_progress=False), show_progress=False)
    del texts
    model = SentenceTransformer(resolve_model(index.config.embedding.model)[1], device="cpu")
    matrix = torch.from_numpy(vectors)

    def limit(query: str) -> None:
        v = model.encode([query], normalize_embeddings=True, convert_to_tensor=True).reshape(-1)
        torch.topk(matrix @ v, 50)
        bm25.retrieve(bm25s.tokenize([query], stopwords="en", stemmer=stemmer, show_progress=False), k=50, show_progress=False)

    out["stock-parts limit"] = time_queries(limit, args.repeats)
    out["query encoding only (ONNX Runtime)"] = time_queries(index.encoders.query_model.get_query_embedding, args.repeats)

    index.close()
    return {"latency": out}


def child(args) -> None:
    import logging
    import warnings

    logging.disable(logging.WARNING)
    warnings.filterwarnings("ignore")
    result = {"build": build, "exact": exact, "reader": reader, "writes": writes, "latency": latency}[args.child](args)
    print("RESULT " + json.dumps(result))


def run_child(step: str, size: int, index: Path, repeats: int, quantization: str = "int8") -> dict:
    print(f"  {step} ...", file=sys.stderr, flush=True)
    proc = subprocess.run([sys.executable, __file__, "--child", step, "--size", str(size), "--index", str(index),
                           "--repeats", str(repeats), "--quantization", quantization], capture_output=True, text=True)
    line = next((l for l in proc.stdout.splitlines() if l.startswith("RESULT ")), None)
    if line is None:
        sys.exit(f"benchmark step {step} at {size} chunks failed:\n{proc.stderr[-3000:]}")
    return json.loads(line[7:])


# report ----------------------------------------------------------------------------
ROWS = ("muonrag hybrid", "muonrag dense", "muonrag sparse", "muonrag hybrid, torch query encoder", "stock QueryFusionRetriever",
        "stock-parts limit", "query encoding only (ONNX Runtime)")


def render(results: list[dict]) -> str:
    sizes = [f"{r['chunks']:,}" for r in results]
    lines = ["| p50 (p95) ms | " + " | ".join(sizes) + " |", "|---|" + "---:|" * len(results)]
    for row in ROWS:
        cells = [f"{r['latency'][row]['p50_ms']:.1f} ({r['latency'][row]['p95_ms']:.1f})" for r in results]
        lines.append(f"| {row} | " + " | ".join(cells) + " |")
    lines.append("| muonrag hybrid / limit | " + " | ".join(
        f"{r['latency']['muonrag hybrid']['p50_ms'] / r['latency']['stock-parts limit']['p50_ms']:.2f}" for r in results) + " |")
    lines.append("| muonrag hybrid in a fresh read-only process (as `muonrag search`) | " + " | ".join(
        f"{r['hybrid_onnx']['p50_ms']:.1f} ({r['hybrid_onnx']['p95_ms']:.1f})" for r in results) + " |")
    lines += ["", "| | " + " | ".join(sizes) + " |", "|---|" + "---:|" * len(results)]
    for label, key, fmt in (("dense recall@10 against exact search, queries near their clusters (as real questions lie near their chunks)", "recall_near_at_10", "{:.3f}"),
                            ("dense recall@10 against exact search, real questions far from every synthetic cluster (the worst case)", "dense_recall_at_10", "{:.3f}"),
                            ("open read-only (snapshot), s", "open_read_only_s", "{:.2f}"),
                            ("open read-write, s", "open_writer_s", "{:.2f}"),
                            ("first search after open, s", "first_search_s", "{:.2f}"),
                            ("peak memory of a search process, MB", "peak_rss_mb", "{:.0f}"),
                            ("  the same process after the recall's 500 more searches, MB", "peak_rss_with_recall_mb", "{:.0f}"),
                            ("  then answering the questions offline (as `muonrag ask`), MB", "ask_peak_rss_mb", "{:.0f}"),
                            ("offline answer, s a question (after open)", "ask_offline_s", "{:.2f}"),
                            (f"peak memory of a process adding {ADDED:,} chunks and removing them, MB", "writes_peak_rss_mb", "{:.0f}"),
                            ("peak memory of the build (writing every vector and BM25), MB", "build_peak_rss_mb", "{:.0f}"),
                            ("vector write, s", "vector_write_s", "{:.1f}"),
                            ("HNSW build, s", "hnsw_build_s", "{:.1f}"),
                            ("BM25 build, s", "bm25_build_s", "{:.1f}"),
                            ("add 100 chunks (5 documents), s (before 3 December)", "add_100_s", "{:.2f}"),
                            ("  of which vectors, s", "add_100_vectors_s", "{:.2f}"),
                            ("remove those 100 chunks, s", "remove_100_s", "{:.2f}"),
                            (f"add {ADDED:,} chunks ({ADDED // 20} documents), s", "add_s", "{:.2f}"),
                            ("  of which vectors, s", "add_vectors_s", "{:.2f}"),
                            (f"remove those {ADDED:,} chunks, s", "remove_s", "{:.2f}"),
                            ("re-tokenizing every chunk for BM25 (what an add cost before), s", "bm25_retokenize_s", "{:.1f}"),
                            ("index on disk, MB", "disk_mb", "{:.0f}")):
        lines.append(f"| {label} | " + " | ".join(fmt.format(r[key]) if key in r else "-" for r in results) + " |")
    lines.append("| measured | " + " | ".join(r.get("measured", "an earlier run") for r in results) + " |")
    return "\n".join(lines)


def plot_latency(results: list[dict], path: Path) -> Path:
    """p50 latency (bar to p95) of each row against index size, log-log."""
    from matplotlib.figure import Figure

    fig = Figure(figsize=(6.4, 4.2), dpi=120)
    ax = fig.subplots()
    xs = [r["chunks"] for r in results]
    for row in ROWS:
        p50 = [r["latency"][row]["p50_ms"] for r in results]
        p95 = [r["latency"][row]["p95_ms"] for r in results]
        style = "--" if row.startswith("stock") or row.startswith("query") else "-"
        ax.errorbar(xs, p50, yerr=[[0] * len(xs), [b - a for a, b in zip(p50, p95)]], marker="o", capsize=3,
                    linestyle=style, label=row)
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlabel("chunks in the index")
    ax.set_ylabel("query latency, ms (p50, bar to p95)")
    ax.set_title("Search latency against index size (2 CPU cores)")
    ax.grid(alpha=0.3, which="both")
    ax.legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(path)
    return path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", default="10000,100000,1000000",
                        help="index sizes in chunks (comma-separated); other sizes keep the figures of the last run")
    parser.add_argument("--repeats", type=int, default=3, help="passes over the query set per measurement")
    parser.add_argument("--replot", action="store_true", help="only redraw the plot and table from the last run")
    parser.add_argument("--quantization", default="int8", help="how the index keeps its vectors (Config.quantization)")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    parser.add_argument("--size", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--index", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args)
        return
    OUT.mkdir(exist_ok=True)
    if not args.replot:
        # sizes not measured this time keep their figures from the last run
        previous = json.loads((OUT / "scaling.json").read_text()) if (OUT / "scaling.json").is_file() else []
        sizes = [int(s) for s in args.sizes.split(",") if s]
        results = [r for r in previous if r["chunks"] not in sizes]
        for size in sizes:
            print(f"{size:,} chunks", file=sys.stderr, flush=True)
            workdir = Path(tempfile.mkdtemp(prefix="muonrag-scaling-"))
            try:
                index = workdir / "idx"
                result = {"chunks": size, "measured": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
                          "quantization": args.quantization}
                for step in ("build", "exact", "reader", "writes", "latency"):
                    result.update(run_child(step, size, index, args.repeats, args.quantization))
                results.append(result)
            finally:
                shutil.rmtree(workdir, ignore_errors=True)
        results.sort(key=lambda r: r["chunks"])
        (OUT / "scaling.json").write_text(json.dumps(results, indent=1))
    results = json.loads((OUT / "scaling.json").read_text())
    print(render(results))
    try:
        print("plot:", plot_latency(results, DOCS_STATIC / "latency.png"))
    except ImportError:
        print("(install matplotlib for the latency plot)")


if __name__ == "__main__":
    main()
