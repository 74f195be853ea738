"""Dense recall@10 of the Edge shard's HNSW against exact search, on real and synthetic vectors, by search ``ef``.

Run::

    python benchmarks/bench_recall.py                          # real vectors + synthetic at 100k
    python benchmarks/bench_recall.py --synthetic 100000,1000000
    python benchmarks/bench_recall.py --ef 128,250,500,1000
    python benchmarks/bench_recall.py --passages 1000000 --no-real --synthetic ''   # on a GPU

**Real passages at scale** (``--passages N``): N distinct passages made of SciFact-train's
real sentences (``--scifact DIR``), embedded here by the model (sentence-transformers, on
a GPU when torch sees one, in half precision there): every window of one to six consecutive
sentences of an abstract (its title first), and, past those (about 150,000), passages that
join a window of one abstract to a window of another, as a chunker that packs documents
end to end makes at their borders. They are real MiniLM vectors of real text with the
near-duplicate structure of overlapping windows, the hard case for a graph. Searched with
SciFact's claims (809; they lie near their abstracts) and the muon collider questions of
the benchmark sets (far from a biomedical collection: near-ties, the worst case).

**Real vectors**: every MiniLM vector of real text this machine has already computed:
the chunks and the sentence windows of the four dev sets that ``benchmarks/bench_windows.py``
caches in ``benchmarks/out/windows/`` (run it first; about 110,000 vectors, mostly SciFact's
abstracts and their windows), searched with the dev sets' real questions (883).

**Synthetic vectors**: ``bench_scaling.py``'s clustered unit vectors, searched with two
query sets: held-out vectors of the same distribution (a question near its documents,
as real questions are), and real questions encoded by the model, which fall far from
every synthetic cluster, so that their ten nearest neighbours are near-ties: HNSW's
worst case, and what ``docs/scaling.rst``'s recall row measured until now.

Each set is written to a fresh Edge shard with muonrag's own configuration
(:class:`muonrag.index.edge_shard.EdgeShard`), optimised (HNSW built), and searched as
the engine searches it: the 100 candidates a hybrid search asks the dense side for
(recall@10 of their top 10, and recall@100), and the 10 of a dense search; each at
every ``ef`` given. Exact neighbours come from a numpy matrix product. Figures go to
stdout as a Markdown table and to ``benchmarks/out/recall.json``.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_scaling import QUERIES, synthetic_vectors  # noqa: E402

OUT = Path(__file__).resolve().parent / "out"
WINDOWS = OUT / "windows"


def real_vectors() -> tuple[np.ndarray, np.ndarray]:
    """The cached document vectors (deduplicated) and query vectors of bench_windows."""
    docs = [np.load(p) for p in sorted(WINDOWS.glob("*.npy")) if "-queries-" not in p.name]
    queries = [np.load(p) for p in sorted(WINDOWS.glob("*-queries-*.npy"))]
    if not docs or not queries:
        sys.exit(f"no cached vectors in {WINDOWS}: run `python benchmarks/bench_windows.py` first")
    matrix = np.unique(np.vstack(docs).astype(np.float32), axis=0)
    return matrix, np.vstack(queries).astype(np.float32)


def split_sentences(text: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.!?])\s+(?=[A-Z0-9(])", text.strip()) if s]


def real_passages(scifact: Path, n: int, seed: int = 7) -> list[str]:
    """``n`` distinct passages of SciFact's real sentences (see the module's docstring)."""
    abstracts = []
    with open(scifact / "corpus.jsonl", encoding="utf-8") as fh:
        for line in fh:
            doc = json.loads(line)
            sentences = ([doc["title"]] if doc.get("title") else []) + split_sentences(doc.get("text", ""))
            if sentences:
                abstracts.append(sentences)
    windows = [" ".join(sents[i:i + size]) for sents in abstracts for size in range(1, 7)
               for i in range(len(sents) - size + 1) if len(" ".join(sents[i:i + size]).split()) <= 180]
    distinct = list(dict.fromkeys(windows))
    rng = np.random.default_rng(seed)
    if n < len(distinct):  # a sample across every abstract, so that each claim's abstract may be in it
        return [distinct[i] for i in sorted(rng.choice(len(distinct), size=n, replace=False))]
    passages = distinct
    seen = set(passages)
    while len(passages) < n:
        for a, b in rng.integers(0, len(windows), size=(n - len(passages), 2)):
            text = windows[a] + " " + windows[b]
            if a != b and text not in seen and len(text.split()) <= 200:
                seen.add(text)
                passages.append(text)
    return passages


def encode(texts: list[str], model_dir: str) -> np.ndarray:
    """Unit MiniLM vectors of ``texts``: sentence-transformers on a GPU in half precision when there is one."""
    import torch
    from sentence_transformers import SentenceTransformer

    device = "cuda" if torch.cuda.is_available() else "cpu"
    model = SentenceTransformer(model_dir, device=device)
    if device == "cuda":
        model = model.half()
    t0 = time.perf_counter()
    vectors = model.encode(texts, batch_size=512 if device == "cuda" else 32, normalize_embeddings=True,
                           convert_to_numpy=True, show_progress_bar=False)
    print(f"encoded {len(texts):,} texts on {device} in {time.perf_counter() - t0:.0f} s", file=sys.stderr)
    return np.asarray(vectors, dtype=np.float32)


def benchmark_questions() -> list[str]:
    """The muon collider questions of the demo, software-docs and converted-papers benchmark sets."""
    root = Path(__file__).resolve().parent
    files = [root.parent / "muonrag" / "data" / "benchmark" / "queries.jsonl",
             root / "mucoll_docs" / "queries.jsonl", root / "converted_papers" / "queries.jsonl"]
    return [json.loads(line)["text"] for f in files for line in f.read_text(encoding="utf-8").splitlines() if line.strip()]


def question_vectors() -> np.ndarray:
    from muonrag.index.onnx_encoder import load_onnx_encoder

    return np.asarray(load_onnx_encoder("all-MiniLM-L6-v2", required=True).encode(QUERIES), dtype=np.float32)


def exact_top(matrix: np.ndarray, queries: np.ndarray, k: int) -> np.ndarray:
    """Row indices of the ``k`` nearest vectors of each query (cosine; rows are unit vectors)."""
    out = np.empty((len(queries), k), dtype=np.int64)
    for start in range(0, len(queries), 64):
        scores = queries[start:start + 64] @ matrix.T
        top = np.argpartition(-scores, k, axis=1)[:, :k]
        order = np.take_along_axis(scores, top, axis=1).argsort(axis=1)[:, ::-1]
        out[start:start + 64] = np.take_along_axis(top, order, axis=1)
    return out


def measure(name: str, matrix: np.ndarray, query_sets: dict[str, np.ndarray], efs: list[int],
            out: Path | None = None, before: list[dict] | None = None, quantization: str = "int8") -> list[dict]:
    """Recall rows of one vector set; with ``out``, every row is written as soon as it is measured
    (after ``before``), so that a run stopped part way keeps what it measured."""
    from muonrag.index.edge_shard import EdgeShard

    matrix = matrix / np.linalg.norm(matrix, axis=1, keepdims=True)
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        shard = EdgeShard(Path(tmp) / "shard", Path(tmp) / "lock", quantization=quantization)
        ids = [f"{i:08x}-0000-4000-8000-000000000000" for i in range(len(matrix))]
        t0 = time.perf_counter()
        for start in range(0, len(matrix), 50_000):
            shard.add_vectors(ids[start:start + 50_000], matrix[start:start + 50_000])
        write_s = time.perf_counter() - t0
        t0 = time.perf_counter()
        shard.optimize()
        build_s = time.perf_counter() - t0
        segments = shard.client.info().segments_count
        print(f"{name}: {len(matrix):,} vectors written in {write_s:.0f} s, HNSW built in {build_s:.0f} s, "
              f"{segments} segments", file=sys.stderr)
        position = {i: n for n, i in enumerate(ids)}
        for query_name, queries in query_sets.items():
            queries = queries / np.linalg.norm(queries, axis=1, keepdims=True)
            exact = exact_top(matrix, queries, 100)
            for ef in efs:
                shard.hnsw_ef = ef
                r10_of_100, r100, r10, t100, t10 = [], [], [], [], []
                for q, truth in zip(queries, exact):
                    t0 = time.perf_counter()
                    got, _ = shard.search(q, 100)
                    t100.append(time.perf_counter() - t0)
                    got = [position[g] for g in got]
                    r10_of_100.append(len(set(got[:10]) & set(truth[:10])) / 10)
                    r100.append(len(set(got) & set(truth)) / 100)
                    t0 = time.perf_counter()
                    got10, _ = shard.search(q, 10)
                    t10.append(time.perf_counter() - t0)
                    r10.append(len({position[g] for g in got10} & set(truth[:10])) / 10)
                rows.append({
                    "vectors": name, "n": len(matrix), "queries": query_name, "n_queries": len(queries),
                    "ef": ef, "ef_100": max(ef, 250), "ef_10": max(ef, 25),
                    "recall10_of_100": float(np.mean(r10_of_100)), "recall100": float(np.mean(r100)),
                    "recall10": float(np.mean(r10)),
                    "ms_100": 1000 * float(np.median(t100)), "ms_10": 1000 * float(np.median(t10)),
                    "hnsw_build_s": build_s, "segments": segments, "cpus": os.cpu_count(), "quantization": quantization,
                })
                row = rows[-1]
                if out is not None:
                    write((before or []) + rows, out)
                print(f"  {query_name} ef {ef}: recall@10 {row['recall10']:.3f} (of 100 asked: {row['recall10_of_100']:.3f}, "
                      f"recall@100 {row['recall100']:.3f}), {row['ms_10']:.1f} / {row['ms_100']:.1f} ms", file=sys.stderr)
        shard.close()
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--synthetic", default="100000", help="sizes of the synthetic sets, comma-separated ('' for none)")
    parser.add_argument("--ef", default="128,250,500,1000", help="search ef values (the engine uses max(ef, 2.5 k))")
    parser.add_argument("--no-real", action="store_true", help="skip the cached dev-set vectors")
    parser.add_argument("--passages", type=int, default=0, help="also embed this many real SciFact passages (see above)")
    parser.add_argument("--scifact", type=Path, default=Path(__file__).resolve().parents[2] / "shared" / "datasets" / "scifact-train")
    parser.add_argument("--model", default=None, help="a sentence-transformers directory (default: the bundled model)")
    parser.add_argument("--out", type=Path, default=OUT / "recall.json")
    parser.add_argument("--quantization", default="int8", help="how the shards keep their vectors: int8 (the default) or none")
    parser.add_argument("--segments", type=int, default=0,
                        help="segments per shard (default: the engine's choice, one per CPU core); "
                             "2 lays a shard out as a two-core machine does")
    args = parser.parse_args()
    if args.segments:
        pin_segments(args.segments)
    efs = [int(x) for x in args.ef.split(",")]
    rows: list[dict] = []
    if not args.no_real:
        matrix, queries = real_vectors()
        rows += measure("real MiniLM (dev sets' chunks and windows)", matrix, {"real questions": queries}, efs,
                        quantization=args.quantization)
    if args.passages:
        if args.model:
            model_dir = args.model
        else:
            from muonrag.core.models import bundled_model_path

            model_dir = bundled_model_path()
        passages = real_passages(args.scifact, args.passages)
        claims = [json.loads(line)["text"] for line in (args.scifact / "queries.jsonl").read_text(encoding="utf-8").splitlines()]
        cached = OUT / f"passages-{args.passages}.npy"
        if cached.is_file():
            vectors = np.load(cached)
        else:
            vectors = encode(passages + claims + benchmark_questions(), model_dir)
            OUT.mkdir(exist_ok=True)
            np.save(cached, vectors)
        n = len(passages)
        query_sets = {"SciFact claims": vectors[n:n + len(claims)], "muon collider questions": vectors[n + len(claims):]}
        rows += measure("real MiniLM (SciFact passages)", vectors[:n], query_sets, efs, args.out, rows, args.quantization)
    if not args.synthetic:
        write(rows, args.out)
        print(render(rows))
        return
    questions = question_vectors()
    for size in [int(s) for s in args.synthetic.split(",") if s]:
        vectors = synthetic_vectors(size + 500, seed=1)
        rows += measure(f"synthetic {size:,}", vectors[:size], {"held-out vectors": vectors[size:], "real questions": questions},
                        efs, quantization=args.quantization)
    write(rows, args.out)
    print(render(rows))


def pin_segments(n: int) -> None:
    """Make every Edge shard this run creates keep ``n`` segments, whatever the CPU count."""
    from muonrag.index.edge_shard import EdgeShard, _edge

    configure = EdgeShard._config

    def config(self, dimension):
        cfg = configure(self, dimension)
        edge = _edge()
        return edge.EdgeConfig(vectors=cfg.vectors, hnsw_config=cfg.hnsw_config, payload_memory=edge.Memory.Cold,
                               optimizers=edge.EdgeOptimizersConfig(indexing_threshold=cfg.optimizers.indexing_threshold,
                                                                    default_segment_number=n))

    EdgeShard._config = config


def write(rows: list[dict], out: Path) -> None:
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(rows, indent=1))


def render(rows: list[dict]) -> str:
    """The rows as a Markdown table (``make_results.py`` puts it on the results page)."""
    lines = ["| vectors | queries | kept as | ef | recall@10 (dense, k 10) | recall@10 of the hybrid's 100 | recall@100 | ms k 10 / k 100 |",
             "|---|---|---|---:|---:|---:|---:|---:|"]
    for r in rows:  # rows measured before quantization existed are float32
        kept = "int8 + rescoring" if r.get("quantization", "none") == "int8" else "float32"
        lines.append(f"| {r['vectors']} ({r['n']:,}) | {r['queries']} ({r['n_queries']}) | {kept} | {r['ef']} | {r['recall10']:.3f} | "
                     f"{r['recall10_of_100']:.3f} | {r['recall100']:.3f} | {r['ms_10']:.1f} / {r['ms_100']:.1f} |")
    return "\n".join(lines)


if __name__ == "__main__":
    main()
