"""Ingestion rate against the raw encoder's rate on the same chunks.

    python benchmarks/bench_ingest.py [CORPUS_DIR] [--repeats 3]

For each repeat, in alternation: ``MuonIndex.add`` of the corpus into a fresh
index (reading, chunking, embedding, writing the vectors and BM25), and the
sentence-transformers encoder alone on the very texts the pipeline embedded:

* as shipped: one ``encode`` call with the same batch size, which sorts the
  whole list by length in characters;
* in muonrag's order: the same batches the pipeline makes (sorted by length in
  word pieces), one ``encode`` call each. The pipeline's rate over this one is
  what reading, chunking and writing cost.

Prints chunks per second of each, their ratios (the medians' and each repeat's),
and the pipeline's share of time spent embedding. The model is loaded and
warmed up once, before. The figures also go to ``benchmarks/out/ingest.json``, which
``make_results.py`` puts on the results page.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import tempfile
import time
from pathlib import Path

from muonrag import Config, MuonIndex
from muonrag.data import demo_corpus_path
from muonrag.index.embedding import load_embedding
from muonrag.core.nodes import context_text
from muonrag.ingest.chunking import wordpiece_lengths

OUT = Path(__file__).resolve().parent / "out"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("corpus", nargs="?", default=str(demo_corpus_path()))
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    config = Config()
    # the document encoder as an ingestion loads it (embed_precision "auto": bfloat16 where the CPU has it natively)
    model = load_embedding(config.embedding.model, config.embedding.device, config.embedding.batch_size, precision=config.embedding.precision)
    model.get_text_embedding_batch(["warm up"] * 8)
    # the raw rate to compare with: the SentenceTransformer LlamaIndex wraps, in float32 as shipped
    encoder = load_embedding(config.embedding.model, config.embedding.device, config.embedding.batch_size)._model
    encoder.encode(["warm up"] * 8)
    pipeline, raw, ordered, shares = [], [], [], []
    for _ in range(args.repeats):
        folder = Path(tempfile.mkdtemp(prefix="muonrag-bench-ingest-"))
        try:
            with MuonIndex.open(config=config.replace(index_path=folder / "index"), create=True, embed_model=model) as index:
                report = index.add(args.corpus)
                texts = [context_text(n) for n in index.chunks.nodes()]
        finally:
            shutil.rmtree(folder, ignore_errors=True)
        pipeline.append(len(texts) / report.seconds)
        shares.append(report.embed_seconds / report.seconds)
        start = time.perf_counter()
        encoder.encode(texts, batch_size=config.embedding.batch_size, normalize_embeddings=True)
        raw.append(len(texts) / (time.perf_counter() - start))
        lengths = wordpiece_lengths(texts)
        by_length = [texts[i] for i in sorted(range(len(texts)), key=lengths.__getitem__, reverse=True)]
        start = time.perf_counter()
        for i in range(0, len(by_length), config.embedding.batch_size):
            encoder.encode(by_length[i:i + config.embedding.batch_size], batch_size=config.embedding.batch_size, normalize_embeddings=True)
        ordered.append(len(texts) / (time.perf_counter() - start))
    p, r, o = statistics.median(pipeline), statistics.median(raw), statistics.median(ordered)
    paired = sorted(a / b for a, b in zip(pipeline, raw))
    print(f"{len(texts)} chunks from {args.corpus}, {args.repeats} repeats (medians); "
          f"ingestion's document encoder: {type(model).__name__}\n")
    print("| | chunks/s |\n|---|---:|")
    print(f"| ingestion (read, chunk, embed, write) | {p:.1f} |")
    print(f"| raw encoder on the same texts, as shipped (sorted by characters) | {r:.1f} |")
    print(f"| raw encoder on the same texts, in muonrag's batches (sorted by word pieces) | {o:.1f} |")
    print(f"| ingestion / raw encoder as shipped | {p / r:.2f} |")
    print(f"| ingestion / raw encoder in muonrag's batches | {p / o:.2f} |")
    print(f"| ratio of each repeat's pair, lowest to highest | {' '.join(f'{x:.2f}' for x in paired)} |")
    print(f"| embedding share of ingestion | {statistics.median(shares):.0%} |")
    OUT.mkdir(exist_ok=True)
    (OUT / "ingest.json").write_text(json.dumps({
        "measured": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "corpus": Path(args.corpus).name,
        "chunks": len(texts), "repeats": args.repeats, "encoder": type(model).__name__, "ingestion_chunks_s": p,
        "raw_chunks_s": r, "raw_ordered_chunks_s": o, "ratio": p / r, "ratios": paired}, indent=1))


if __name__ == "__main__":
    main()
