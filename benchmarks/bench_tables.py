"""Tables and bibliographies on real converted text: is every table row found, and does any bibliography
or converter-written caption reach a top 10?

Run::

    python benchmarks/bench_tables.py                        # converted papers, real software docs, demo
    python benchmarks/bench_tables.py --sets converted-papers

For each set the cached evaluation index is opened (built on first use, as for ``bench_fusion.py``)
and two things are measured with the shipped default search:

* **Row findability.** Every row of every table chunk (``kind = "table"``, one ``label — header: value``
  line a row) is asked for by a question that names its row label and one of its columns, "What is
  the <label> for <column>?" (a row without a label column is named by its first cell); where several
  tables share that label and column (every layer table of a geometry has a row "R" and a column
  "ID 0"), the question also names the table's document and section, as a reader would ("What is the
  ID 0 for R in MAIA geometry, Vertex barrel?"); rows still alike after that are counted. A row is
  found at k when a chunk holding that line, or a near-duplicate collapsed into one, is in the top k.
* **Bibliography and converter captions in the top 10** of every judged question of the set (dev and
  test): chunks of the References section, chunks that read as a bibliography (two or more lines
  starting ``[n]``), and figure descriptions a converter wrote.

Prints Markdown tables; ``--json FILE`` also writes the figures.
"""

from __future__ import annotations

import argparse
import json
import logging
import re
import sys
import time
import warnings
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
_ENTRY = re.compile(r"^\s*\[\d{1,4}\]", re.M)


def sets() -> list[tuple[str, Path]]:
    from muonrag.data import demo_benchmark_path

    return [("converted-papers", ROOT / "benchmarks" / "converted_papers"),
            ("mucoll-docs", ROOT / "benchmarks" / "mucoll_docs"), ("muonrag-demo", demo_benchmark_path())]


def row_questions(text: str) -> list[tuple[str, str]]:
    """``(row line, question)`` for every row line of a table chunk's text."""
    from muonrag.ingest.tables import CELL_SEPARATOR, LABEL_SEPARATOR

    out = []
    for line in text.split("\n"):
        if CELL_SEPARATOR not in line and LABEL_SEPARATOR not in line:
            continue  # the head: heading, lead-in, caption
        label, _, body = line.rpartition(LABEL_SEPARATOR)
        cells = [c for c in body.split(CELL_SEPARATOR) if c.strip()]
        if not label:
            label, cells = cells[0].replace(":", ""), cells[1:]
        columns = [c.split(": ", 1)[0] for c in cells if ": " in c]
        column = next((c for c in columns if c.lower() not in ("unit", "units")), None)
        question = f"What is the {label} for {column}?" if column else f"What is the {label}?"
        out.append((line, question))
    return out


def measure(name: str, path: Path, config, embed) -> dict:
    from muonrag.evaluate.dataset import Dataset
    from muonrag.evaluate.runner import open_eval_index
    from muonrag.ingest.parts import CONVERTER_CAPTION_SECTION
    from muonrag.ingest.references import REFERENCES_SECTION

    dataset = Dataset.load(path)
    index, _ = open_eval_index(dataset, config, embed_model=embed, progress=True)
    try:
        texts = {node_id: text for node_id, text, _ in index.chunks.records()}
        tables = [(node_id, text, meta) for node_id, text, meta in index.chunks.records() if meta.get("kind") == "table"]
        asked = [(line, question, meta) for _, text, meta in tables for line, question in row_questions(text)]
        # a row label and column that several tables share (every layer table of a geometry has a row "R" and a
        # column "ID 0") is asked for as a physicist would ask: naming the table's document and section
        seen: dict[str, int] = {}
        for _, question, _ in asked:
            seen[question] = seen.get(question, 0) + 1
        asked = [(line, question if seen[question] == 1 else
                  f"{question[:-1]} in {meta.get('title', '')}, {meta.get('section', '')}?", meta)
                 for line, question, meta in asked]
        named = sum(count for count in seen.values() if count > 1)
        repeated: dict[str, int] = {}
        for _, question, _ in asked:
            repeated[question] = repeated.get(question, 0) + 1
        still_ambiguous = sum(count for count in repeated.values() if count > 1)
        rows, found = 0, {1: 0, 5: 0, 10: 0}
        misses = []
        for line, question, _ in asked:
            rows += 1
            hits = index.search(question, top_k=10)
            rank = next((i for i, hit in enumerate(hits, start=1)
                         if line in hit.text or any(line in texts.get(d.node_id, "") for d in hit.duplicates)), None)
            for k in found:
                found[k] += rank is not None and rank <= k
            if rank is None:
                misses.append(question)
        leaks = {"references": 0, "bibliography-like": 0, "converter captions": 0}
        queries = [q for q in dataset.select(None) if q.judgments]
        for query in queries:
            for hit in index.search(query.text, top_k=10):
                leaks["references"] += hit.section == REFERENCES_SECTION
                leaks["converter captions"] += hit.section == CONVERTER_CAPTION_SECTION
                leaks["bibliography-like"] += len(_ENTRY.findall(hit.text)) >= 2
    finally:
        index.close()
    return {"set": name, "table chunks": len(tables), "rows": rows, "named by table": named,
            "still ambiguous": still_ambiguous, **{f"found@{k}": v for k, v in found.items()},
            "misses": misses, "questions": len(queries), **{f"{k} in top 10": v for k, v in leaks.items()}}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sets", help="comma-separated set names (default: all)")
    parser.add_argument("--json", metavar="FILE", help="also write the figures as JSON")
    args = parser.parse_args()
    logging.disable(logging.WARNING)
    warnings.filterwarnings("ignore")
    from muonrag import Config
    from muonrag.index.embedding import load_embedding

    config = Config()
    embed = load_embedding(config.embedding.model, config.embedding.device, config.embedding.batch_size)
    wanted = set(args.sets.split(",")) if args.sets else None
    started = time.perf_counter()
    figures = [measure(name, path, config, embed) for name, path in sets() if wanted is None or name in wanted]
    print("\n### Every table row asked for by its label and a column (shipped default search)\n")
    print("| set | table chunks | rows | asked with the table's document and section | still alike | found@1 | found@5 | found@10 |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for f in figures:
        share = {k: f[f"found@{k}"] / f["rows"] if f["rows"] else 0.0 for k in (1, 5, 10)}
        print(f"| {f['set']} | {f['table chunks']} | {f['rows']} | {f['named by table']} | {f['still ambiguous']} | "
              f"{share[1]:.3f} | {share[5]:.3f} | {share[10]:.3f} |")
    print("\n### Bibliography and converter captions in the top 10 of the judged questions\n")
    print("| set | questions | References chunks | bibliography-like chunks | converter captions |")
    print("|---|---:|---:|---:|---:|")
    for f in figures:
        print(f"| {f['set']} | {f['questions']} | {f['references in top 10']} | {f['bibliography-like in top 10']} | "
              f"{f['converter captions in top 10']} |")
    for f in figures:
        if f["misses"]:
            print(f"\n{f['set']}: rows not in the top 10 ({len(f['misses'])}):")
            for question in f["misses"][:15]:
                print(f"  - {question}")
    print(f"\n{time.perf_counter() - started:.0f} s")
    if args.json:
        Path(args.json).write_text(json.dumps(figures, indent=1))


if __name__ == "__main__":
    main()
