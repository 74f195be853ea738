"""Sentence windows: would rescoring each chunk by its best sentence window help dense retrieval and the hybrid?

An experiment, not what an index does. all-MiniLM-L6-v2 was trained on sentence pairs of at most
128 word pieces and a chunk is 200: one vector of a whole chunk blurs the sentence a factoid
question is about with the rest. Here a chunk also gets the vectors of its sentence windows (runs of
whole sentences or table rows of at most W words, each with the chunk's title and section, as the
chunk's own vector has them), and its dense score becomes the best cosine of all its vectors, as a
Qdrant multivector with MaxSim would score it, prefetched by the chunks' own vectors.

Run::

    nice -n 10 python benchmarks/bench_windows.py                  # every dev set, windows of 0, 32, 48 and 64 words
    python benchmarks/bench_windows.py --sets converted-papers --words 0,48

For each development set of ``bench_fusion.py`` the chunks of its cached evaluation index are
embedded (title, section and text, as an index does) and, for each window size W, their sentence
windows (:func:`window_texts`); W = 0 is the chunk vector alone. Dense
candidates are then ranked as a store that rescored by windows would rank them: the chunks nearest by their own vector
(as many as the engine asks for, at least ``RESCORE_DEPTH``), each scored by the best cosine of
its own vector and its windows'. With the BM25 candidates that ``bench_fusion.py`` cached, every
fusion of its grid is evaluated, and the same procedure (:func:`muonrag.evaluate.tune.choose`:
the best worst-case nDCG@10 margin over each set's best single retriever) picks a fusion for each
W. Dev splits only. Vectors are cached under ``benchmarks/out/windows/``; the report goes to stdout
and ``benchmarks/out/windows.json``. What it found, and why indexes do not do it, is in
docs/concepts.rst ("Weighted reciprocal rank fusion").
"""

from __future__ import annotations

import argparse
import copy
import hashlib
import json
import logging
import re
import sys
import time
import warnings
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "benchmarks" / "out"
sys.path.insert(0, str(ROOT / "benchmarks"))
#: Candidates the chunks' own vectors find before their windows rescore them (at least the hits asked for).
RESCORE_DEPTH = 100
# A sentence ends at . ! ? or ; before white space, and a line (a table row, a list item) at its end.
_BREAK = re.compile(r"(?<=[.!?;])\s+|\n+")


def sentence_windows(text: str, max_words: int) -> list[str]:
    """Consecutive runs of whole sentences of ``text`` of at most ``max_words`` words (a longer sentence
    is a window of its own); ``[]`` when the text is one window, whose vector would repeat the chunk's."""
    if max_words <= 0:
        return []
    windows: list[str] = []
    current: list[str] = []
    words = 0
    for sentence in _BREAK.split(text):
        sentence = sentence.strip()
        if not sentence:
            continue
        n = len(sentence.split())
        if current and words + n > max_words:
            windows.append(" ".join(current))
            current, words = [], 0
        current.append(sentence)
        words += n
    if current:
        windows.append(" ".join(current))
    return windows if len(windows) > 1 else []


def window_texts(node, max_words: int) -> list[str]:
    """What would be embedded for each window of a chunk: its title and section, as for the whole chunk, and the window."""
    from llama_index.core.schema import MetadataMode

    windows = sentence_windows(node.get_content(metadata_mode=MetadataMode.NONE), max_words)
    metadata = node.get_metadata_str(mode=MetadataMode.EMBED)
    return [node.text_template.format(metadata_str=metadata, content=w) if metadata else w for w in windows]


def embed_cached(model, texts: list[str], path: Path) -> np.ndarray:
    """Embed ``texts`` (sorted by length, in batches), or load the vectors saved for exactly these texts."""
    digest = hashlib.sha256("\x00".join(texts).encode()).hexdigest()[:16]
    target = path.with_name(f"{path.name}-{digest}.npy")
    if target.is_file():
        return np.load(target)
    order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
    out = np.zeros((len(texts), 0), dtype=np.float32)
    for start in range(0, len(order), 64):
        part = order[start:start + 64]
        batch = np.asarray(model.get_text_embedding_batch([texts[i] for i in part]), dtype=np.float32)
        if out.shape[1] == 0:
            out = np.zeros((len(texts), batch.shape[1]), dtype=np.float32)
        out[part] = batch
    target.parent.mkdir(parents=True, exist_ok=True)
    np.save(target, out)
    return out


def dense_lists(records, own: np.ndarray, windows: np.ndarray, owner: np.ndarray, queries: np.ndarray,
                skipped: set, depth: int) -> list[list[list]]:
    """Each query's dense candidates as a store rescoring by windows would rank them, and the engine after it."""
    kept = np.array([m.get("section") not in skipped for _, _, m in records])
    asked = depth + min(int((~kept).sum()), depth)
    pool = max(RESCORE_DEPTH, asked)
    own_scores = queries @ own.T
    window_scores = queries @ windows.T if len(windows) else np.zeros((len(queries), 0), dtype=np.float32)
    out = []
    for qi in range(len(queries)):
        nearest = np.argsort(-own_scores[qi], kind="stable")[:pool]
        best = own_scores[qi].copy()
        if len(owner):
            np.maximum.at(best, owner, window_scores[qi])
        ranked = sorted((i for i in nearest if kept[i]), key=lambda i: -best[i])[:depth]
        out.append([[records[i][0], float(best[i])] for i in ranked])
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sets", default=None, help="comma-separated dev set names (default: all of bench_fusion's)")
    parser.add_argument("--words", default="0,32,48,64", help="window sizes in words to compare (0: chunk vectors only)")
    args = parser.parse_args()
    logging.disable(logging.WARNING)
    warnings.filterwarnings("ignore")

    from bench_fusion import DEPTH, dev_sets

    from muonrag import Config
    from muonrag.core.nodes import context_text, make_node
    from muonrag.evaluate.dataset import Dataset
    from muonrag.evaluate.runner import eval_index_key, open_eval_index
    from muonrag.evaluate.tune import choose, default_grid, evaluate_grid
    from muonrag.index.embedding import load_embedding
    from muonrag.retrieve.plan import PRESETS

    wanted = set(args.sets.split(",")) if args.sets else None
    sizes = [int(w) for w in args.words.split(",")]
    config = Config()
    model = load_embedding(config.embedding.model, config.embedding.device)
    grid = default_grid()
    results: dict[int, dict] = {w: {} for w in sizes}
    counts: dict[int, dict[str, int]] = {w: {} for w in sizes}  # windows embedded, by size and set
    for name, path, split in dev_sets():
        if wanted and name not in wanted:
            continue
        cached = OUT / "candidates" / f"{name}-{split}.json"
        if not cached.is_file():
            raise SystemExit(f"no BM25 candidates for {name}: run benchmarks/bench_fusion.py first")
        candidates = json.loads(cached.read_text())
        dataset = Dataset.load(path)
        if candidates.get("index") != eval_index_key(dataset, config):
            raise SystemExit(f"the BM25 candidates of {name} came from another index: run benchmarks/bench_fusion.py first")
        index, _ = open_eval_index(dataset, config, embed_model=model, progress=True)
        try:
            records = list(index.chunks.records())
            skipped = set(index.skipped_sections())
        finally:
            index.close()
        nodes = [make_node(i, t, m) for i, t, m in records]
        t0 = time.perf_counter()
        own = embed_cached(model, [context_text(n) for n in nodes], OUT / "windows" / f"{name}-chunks")
        queries = embed_cached(model, [q["text"] for q in candidates["queries"]], OUT / "windows" / f"{name}-queries")
        for words in sizes:
            texts, owner = [], []
            for k, node in enumerate(nodes):
                found = window_texts(node, words)
                texts += found
                owner += [k] * len(found)
            windows = embed_cached(model, texts, OUT / "windows" / f"{name}-w{words}") if texts else np.zeros((0, own.shape[1]))
            rows = copy.deepcopy(candidates)
            for row, dense in zip(rows["queries"], dense_lists(records, own, windows, np.asarray(owner, dtype=np.int64),
                                                                queries, skipped, DEPTH)):
                row["dense"] = dense
            rows["doc_of"].update({i: m.get("doc_id", i) for i, _, m in records})
            results[words][name] = evaluate_grid(rows, grid)
            counts[words][name] = len(texts)
            print(f"{name}: W {words}: {len(texts)} windows of {len(nodes)} chunks "
                  f"({time.perf_counter() - t0:.0f} s so far)", flush=True)

    shipped = PRESETS[config.fusion.preset].name
    report: dict = {"sizes": {}, "shipped_fusion": shipped}
    lines = ["| window words | " + " | ".join(f"dense nDCG@10 {s}" for s in results[sizes[0]]) +
             " | chosen fusion | its worst margin | default fusion's margins |", "|---:|" + "---:|" * len(results[sizes[0]]) + "---|---:|---|"]
    for words in sizes:
        chosen = choose(results[words])
        row = next(r for r in chosen["ranking"] if r["name"] == shipped)
        dense = {s: r["means"]["dense"]["nDCG@10"] for s, r in results[words].items()}
        report["sizes"][words] = {"dense_ndcg": dense, "bm25_ndcg": {s: r["means"]["sparse"]["nDCG@10"] for s, r in results[words].items()},
                                  "windows": counts[words],
                                  "chosen": chosen["ranking"][0], "top": chosen["ranking"][:10], "shipped": row}
        lines.append(f"| {words} | " + " | ".join(f"{v:.3f}" for v in dense.values()) +
                     f" | {chosen['ranking'][0]['name']} | {chosen['ranking'][0]['worst_ndcg_margin']:+.3f} | " +
                     ", ".join(f"{s} {m:+.3f}" for s, m in row["ndcg_margin"].items()) + " |")
    best = max(sizes, key=lambda w: report["sizes"][w]["chosen"]["worst_ndcg_margin"])
    report["best"] = best
    print("\n".join(lines))
    print(f"\nbest worst-case margin: W {best} with {report['sizes'][best]['chosen']['name']}")
    for words in sizes:
        print(f"\n### W {words}: the ten best fusions (worst / mean nDCG@10 margin, worst MRR@10 margin)\n")
        for r in report["sizes"][words]["top"]:
            print(f"- {r['name']}: {r['worst_ndcg_margin']:+.3f} / {r['mean_ndcg_margin']:+.3f}, {r['worst_mrr_margin']:+.3f}")
    (OUT / "windows.json").write_text(json.dumps(report, indent=1, default=str))
    print(f"\nwrote {OUT / 'windows.json'}")


if __name__ == "__main__":
    main()
