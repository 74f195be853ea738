"""A stronger dense side without new weights: pseudo-relevance feedback from BM25's head, measured out of set.

Run (after ``python benchmarks/bench_fusion.py``, whose cached candidates and evaluation indexes it reads)::

    nice -n 10 python benchmarks/bench_prf.py

MiniLM trails BM25 far on converted papers (dense nDCG@10 0.57 against 0.83), so no fusion beats BM25 there.
Rocchio's feedback moves the query's vector toward the vectors of the chunks BM25 ranks first:
``q' = q + beta * mean(v_1 .. v_m)`` (all unit vectors), then a dense search with ``q'``. It needs no other
model, and costs one matrix product per query. For each development set the dense list is searched again
(exactly, over the index's float32 vectors) for each ``(m, beta)``, fused with BM25's list by the default
fusion (DBSF 0.5/0.5) and scored by nDCG@10; ``(m, beta)`` is then chosen on the other sets (best worst-case
margin over the best single retriever, the smallest ``beta`` among ties) and measured on the one left out.
``beta = 0`` is the dense side as it is (searched exactly, so it may differ from the index's HNSW list on
sets above about 6,500 chunks). Prints Markdown tables and one ``RESULT`` JSON line.
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "benchmarks" / "out"
HEADS = (3, 5, 10)
BETAS = (0.0, 0.25, 0.5, 1.0, 2.0)
DEPTH = 100


def dense_lists(index, rows: list[dict], heads=HEADS, betas=BETAS) -> dict[tuple[int, float], list[list]]:
    """For each ``(m, beta)``, every query's dense list searched with its feedback vector."""
    ids, matrix = [], []
    for node_id, vector in index.engine.vectors.vectors():
        ids.append(node_id)
        matrix.append(vector)
    matrix = np.asarray(matrix, dtype=np.float32)
    matrix /= np.linalg.norm(matrix, axis=1, keepdims=True) + 1e-12
    row_of = {node_id: i for i, node_id in enumerate(ids)}
    out: dict[tuple[int, float], list[list]] = {(m, b): [] for m in heads for b in betas}
    for row in rows:
        query = np.asarray(index.engine.encode_query(row["text"]), dtype=np.float32)
        query /= np.linalg.norm(query) + 1e-12
        head = [row_of[node_id] for node_id, _ in row["sparse"] if node_id in row_of]
        for m in heads:
            centroid = matrix[head[:m]].mean(axis=0) if head else np.zeros_like(query)
            for beta in betas:
                moved = query + beta * centroid
                scores = matrix @ (moved / (np.linalg.norm(moved) + 1e-12))
                top = np.argsort(-scores)[:DEPTH]
                out[(m, beta)].append([[ids[i], float(scores[i])] for i in top])
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sets", default=None, help="comma-separated set names (default: every dev set of bench_fusion)")
    args = parser.parse_args()

    from bench_fusion import dev_sets

    from muonrag import Config
    from muonrag.evaluate.dataset import Dataset
    from muonrag.evaluate.runner import open_eval_index
    from muonrag.evaluate.tune import evaluate_grid
    from muonrag.index.embedding import load_embedding

    config = Config()
    fusion = config.fusion_plan()
    embed = load_embedding(config.embedding.model, config.embedding.device, config.embedding.batch_size)
    wanted = set(args.sets.split(",")) if args.sets else None
    margins: dict[str, dict[tuple[int, float], tuple[float, float]]] = {}
    t0 = time.perf_counter()
    for name, path, split in dev_sets():
        if wanted and name not in wanted:
            continue
        candidates = json.loads((OUT / "candidates" / f"{name}-{split}.json").read_text())
        index, _ = open_eval_index(Dataset.load(path), config, embed_model=embed)
        try:
            lists = dense_lists(index, candidates["queries"])
        finally:
            index.close()
        margins[name] = {}
        for key, dense in lists.items():
            rows = [{**row, "dense": found} for row, found in zip(candidates["queries"], dense)]
            result = evaluate_grid({**candidates, "queries": rows}, [fusion, fusion.only("dense"), fusion.only("sparse")])
            means = result["means"]
            best = means[result["best_single"]]["nDCG@10"]
            margins[name][key] = (means[fusion.name]["nDCG@10"] - best, means[fusion.only("dense").name]["nDCG@10"])
        print(f"{name}: {len(candidates['queries'])} queries in {time.perf_counter() - t0:.0f} s")

    sets = list(margins)
    keys = list(next(iter(margins.values())))
    print(f"\nDefault fusion ({fusion.name}) nDCG@10 margin over the best single retriever (dense nDCG@10 in brackets), by feedback (m, beta)\n")
    print("| m, beta | " + " | ".join(sets) + " | worst | mean |")
    print("|---|" + "---:|" * (len(sets) + 2))
    for key in keys:
        values = [margins[s][key][0] for s in sets]
        cells = [f"{margins[s][key][0]:+.3f} ({margins[s][key][1]:.3f})" for s in sets]
        print(f"| {key[0]}, {key[1]:g} | " + " | ".join(cells) + f" | {min(values):+.3f} | {np.mean(values):+.3f} |")

    held_out, picks = {}, {}
    for held in sets:
        others = [s for s in sets if s != held]
        pick = max(keys, key=lambda k: (round(min(margins[s][k][0] for s in others), 3), -k[1]))
        picks[held], held_out[held] = pick, margins[held][pick][0]
    base = {s: margins[s][(HEADS[0], 0.0)][0] for s in sets}
    print("\nOut of set: (m, beta) chosen on the other sets, its margin on the set left out, against no feedback\n")
    print("| set | chosen m, beta | margin | without feedback |")
    print("|---|---|---:|---:|")
    for s in sets:
        print(f"| {s} | {picks[s][0]}, {picks[s][1]:g} | {held_out[s]:+.3f} | {base[s]:+.3f} |")
    print(f"| worst / mean | | {min(held_out.values()):+.3f} / {np.mean(list(held_out.values())):+.3f} | "
          f"{min(base.values()):+.3f} / {np.mean(list(base.values())):+.3f} |")
    print("RESULT " + json.dumps({"fusion": fusion.name, "sets": sets, "picks": {s: list(p) for s, p in picks.items()},
                                   "out_of_set": held_out, "without_feedback": base,
                                   "margins": {s: {f"{k[0]},{k[1]}": v for k, v in m.items()} for s, m in margins.items()},
                                   "seconds": round(time.perf_counter() - t0, 1)}))


if __name__ == "__main__":
    main()
