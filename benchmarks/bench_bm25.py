"""muonrag's BM25 against bm25s on the same chunks: index build, search p50/p95, and an add to a built index.

Run::

    python benchmarks/bench_bm25.py                          # SciFact-train (5,183 abstracts, 300 queries)
    python benchmarks/bench_bm25.py --chunks 100000          # the abstracts repeated up to 100k chunks
    python benchmarks/bench_bm25.py --chunks 100000 --vary   # ... each copy with words of its own
    python benchmarks/bench_bm25.py --json benchmarks/out/bm25.json

Both are BM25 as Lucene computes it (bm25s ``method="lucene"``, k1 1.5, b 0.75), built over the same texts
in one process, the two taking turns at going first, ``--repeats`` times. Two comparisons:

* **as shipped** (a): each with its own tokenizer, as a user gets it: muonrag's
  :class:`~muonrag.language.tokenize.PhysicsTokenizer` (physics units, exponents, charges, CamelCase parts,
  Snowball stems) against ``bm25s.tokenize`` (its default pattern, English stop words, the same PyStemmer
  stemmer); a search tokenizes its query on both sides;
* **index and scoring only** (b): both given the same token ids (the physics tokenizer's tokens, numbered
  once), so neither tokenizes.

A build is timed from the texts (a) or the token ids (b) to an index that can search; muonrag's tokenizer
remembers the pieces of text it has read (:class:`~muonrag.language.tokenize.PhysicsTokenizer`), so what it
remembers is forgotten before each build, which is timed as in a fresh process. Searches ask for the top 50,
each query once before timing. ``update`` adds 1,000 chunks (the corpus's first, each with a word of its
own) to the index of ``--chunks`` chunks; bm25s has no add, so it is set against bm25s's build of all of
them. With ``--chunks`` above the corpus, copies of the abstracts get their own ids; ``--vary`` also gives
every fifth word of a copy a suffix of its own, so that the copies hold words no other copy does (a
vocabulary growing with the corpus) instead of repeating pieces of text the tokenizer has read.

Prints a table and one ``RESULT`` JSON line; ``--json PATH`` also writes the figures there.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import statistics
import sys
import time
from pathlib import Path

import numpy as np

DEFAULT = Path(__file__).resolve().parents[2] / "shared" / "datasets" / "scifact-train"


def load(folder: Path, chunks: int, vary: bool, queries: int) -> tuple[list[str], list[str], list[str]]:
    documents = [json.loads(line) for line in (folder / "corpus.jsonl").open(encoding="utf-8")]
    base = [f"{d.get('title', '')}\n{d['text']}" for d in documents]
    ids, texts = [d["_id"] for d in documents], list(base)
    chunks = chunks or len(base)
    copy = 0
    while len(texts) < chunks:
        copy += 1
        for i, text in enumerate(base[:chunks - len(texts)]):
            ids.append(f"{documents[i]['_id']}-copy{copy}")
            texts.append(varied(text, copy) if vary else text)
    ids, texts = ids[:chunks], texts[:chunks]
    asked = [json.loads(line)["text"] for line in (folder / "queries.jsonl").open(encoding="utf-8")][:queries]
    return ids, texts, asked


def varied(text: str, copy: int) -> str:
    """``text`` with every fifth word given the suffix of copy ``copy``."""
    words = text.split(" ")
    return " ".join(f"{w}q{copy}" if (k + copy) % 5 == 0 and w.isalpha() else w for k, w in enumerate(words))


def pretokenized(tokens):
    """The tokenizer of an index given tokens (token ids here): what it is given."""
    return tokens


def forget_pieces() -> None:
    """Forget what muonrag's tokenizer remembers of pieces of text (a build is then as in a fresh process)."""
    from muonrag.language import tokenize

    shared = getattr(tokenize, "_shared_pieces", None)  # absent before the tokenizer remembered pieces
    if shared is not None:
        shared.clear()


def timed(fn):
    gc.collect()
    start = time.perf_counter()
    result = fn()
    return time.perf_counter() - start, result


def percentiles(values: list[float]) -> dict[str, float]:
    ms = np.asarray(values) * 1000
    return {"p50_ms": float(np.percentile(ms, 50)), "p95_ms": float(np.percentile(ms, 95))}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--dataset", type=Path, default=DEFAULT, help="a BEIR folder (corpus.jsonl, queries.jsonl)")
    parser.add_argument("--chunks", type=int, default=0, help="repeat the corpus up to this many chunks (0: as it is)")
    parser.add_argument("--vary", action="store_true", help="copies of the corpus get words of their own")
    parser.add_argument("--queries", type=int, default=300)
    parser.add_argument("--repeats", type=int, default=2)
    parser.add_argument("--add", type=int, default=1000, help="chunks added by update (0: skip)")
    parser.add_argument("--json", type=Path, help="also write the figures here")
    args = parser.parse_args()

    import bm25s
    import Stemmer

    import muonrag
    from muonrag.language.tokenize import PhysicsTokenizer
    from muonrag.index.bm25 import BM25Index

    ids, texts, queries = load(args.dataset, args.chunks, args.vary, args.queries)
    print(f"{len(texts):,} chunks, {len(queries)} queries, muonrag from {Path(muonrag.__file__).parent}, "
          f"bm25s {bm25s.__version__}", file=sys.stderr)

    # (b): the same token ids for both
    forget_pieces()
    tokenizer = PhysicsTokenizer()
    numbering: dict[str, int] = {}
    corpus_ids = [[numbering.setdefault(t, len(numbering)) for t in tokenizer(text)] for text in texts]
    known = len(numbering)
    query_ids = [[numbering[t] for t in tokenizer(q) if numbering.get(t, known) < known] for q in queries]
    vocabulary = {str(i): i for i in range(known)}

    def muonrag_a():
        forget_pieces()
        return BM25Index.build(ids, texts)

    def bm25s_a():
        index = bm25s.BM25(method="lucene", k1=1.5, b=0.75)
        index.index(bm25s.tokenize(texts, stopwords="en", stemmer=Stemmer.Stemmer("english"), show_progress=False),
                    show_progress=False)
        return index

    def muonrag_b():
        return BM25Index.build(ids, corpus_ids, tokenizer=pretokenized)

    def bm25s_b():
        index = bm25s.BM25(method="lucene", k1=1.5, b=0.75)
        index.index(bm25s.tokenization.Tokenized(ids=corpus_ids, vocab=vocabulary), show_progress=False)
        return index

    stemmer = Stemmer.Stemmer("english")
    searchers = {
        "a": {"muonrag": lambda index, i: index.top(queries[i], 50),
              "bm25s": lambda index, i: index.retrieve(
                  bm25s.tokenize([queries[i]], stopwords="en", stemmer=stemmer, show_progress=False),
                  k=50, show_progress=False)},
        "b": {"muonrag": lambda index, i: index.top(query_ids[i], 50),
              "bm25s": lambda index, i: index.retrieve([query_ids[i]], k=min(50, len(texts)), show_progress=False)
              if query_ids[i] else None},
    }
    builders = {"a": {"muonrag": muonrag_a, "bm25s": bm25s_a}, "b": {"muonrag": muonrag_b, "bm25s": bm25s_b}}
    builds = {(c, s): [] for c in "ab" for s in ("muonrag", "bm25s")}
    searches = {(c, s): [] for c in "ab" for s in ("muonrag", "bm25s")}
    for repeat in range(args.repeats):
        sides = ("muonrag", "bm25s") if repeat % 2 == 0 else ("bm25s", "muonrag")
        for case in "ab":
            indexes = {}
            for side in sides:
                seconds, indexes[side] = timed(builders[case][side])
                builds[case, side].append(seconds)
                print(f"  repeat {repeat + 1} ({case}) {side} build {seconds:.2f} s", file=sys.stderr)
            for side in sides:  # warm up
                for i in range(len(queries)):
                    searchers[case][side](indexes[side], i)
            for i in range(len(queries)):  # query by query, taking turns
                for side in (sides if i % 2 == 0 else sides[::-1]):
                    start = time.perf_counter()
                    searchers[case][side](indexes[side], i)
                    searches[case, side].append(time.perf_counter() - start)
            del indexes
            gc.collect()

    result = {"chunks": len(texts), "queries": len(queries), "repeats": args.repeats, "vary": args.vary,
              "cpus": os.cpu_count(), "load_average": os.getloadavg(), "bm25s": bm25s.__version__,
              "muonrag_from": str(Path(muonrag.__file__).parent)}
    for case in "ab":
        for side in ("muonrag", "bm25s"):
            result[f"{case}_{side}"] = {"build_s": statistics.median(builds[case, side]), "builds_s": builds[case, side],
                                        **percentiles(searches[case, side])}
        result[f"{case}_ratio"] = {  # muonrag / bm25s: below 1, muonrag is faster
            key: result[f"{case}_muonrag"][key] / result[f"{case}_bm25s"][key] for key in ("build_s", "p50_ms", "p95_ms")}

    if args.add:
        adding = [varied(text, 10_000 + k) for k, text in enumerate(texts[:args.add])]
        index = BM25Index.build(ids, texts)
        times = []
        for repeat in range(args.repeats):
            grown = BM25Index(index.tokenizer)
            grown.vocab, grown.ids, grown._generation = dict(index.vocab), index.ids, index._generation
            sources = np.concatenate([np.arange(len(ids)), -1 - np.arange(len(adding))])
            new_ids = list(ids) + [f"added-{repeat}-{k}" for k in range(len(adding))]
            seconds, _ = timed(lambda: grown.update(new_ids, sources, adding))
            times.append(seconds)
        result["update"] = {"added": len(adding), "to": len(ids), "seconds": statistics.median(times), "all_s": times,
                            "segments_after": grown.segments}

    rows = [("build s", "build_s", "{:.2f}"), ("search p50 ms", "p50_ms", "{:.3f}"), ("search p95 ms", "p95_ms", "{:.3f}")]
    print(f"\n{len(texts):,} chunks{' (varied copies)' if args.vary else ''}, {len(queries)} queries, top 50, "
          f"median of {args.repeats} builds, searches of all repeats\n")
    print("| | (a) muonrag | (a) bm25s | (a) ratio | (b) muonrag | (b) bm25s | (b) ratio |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for label, key, form in rows:
        cells = []
        for case in "ab":
            cells += [form.format(result[f"{case}_muonrag"][key]), form.format(result[f"{case}_bm25s"][key]),
                      f"{result[f'{case}_ratio'][key]:.2f}"]
        print(f"| {label} | " + " | ".join(cells) + " |")
    print("\n(a) each with its own tokenizer; (b) the same token ids, no tokenizing; ratio muonrag / bm25s")
    if "update" in result:
        u = result["update"]
        print(f"update: {u['added']:,} chunks added to {u['to']:,} in {u['seconds']:.3f} s "
              f"(bm25s rebuilds: {result['a_bm25s']['build_s']:.2f} s)")
    print("RESULT " + json.dumps(result))
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(result, indent=1) + "\n")


if __name__ == "__main__":
    main()
