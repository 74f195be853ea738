"""Soak: one writer process looping (remove, re-ingest, replace) while N reader processes search.

A reader must never fail during a healthy write, and never see a wrong or half result: it
searches the last committed state (see :mod:`muonrag.index.opening`). Each reader opens the
index read-only afresh for every search (as one ``muonrag search`` does) and checks that

* the search raised nothing;
* it returned ``min(top_k, chunks)`` results (no half result);
* every hit is a chunk its manifest lists, and a query on a document that is never removed
  finds that document first (no wrong result).

It prints the reader errors, wrong results and the p95 search latency (open plus search)
while writes were running. Run::

    HF_HUB_OFFLINE=1 python benchmarks/soak_concurrency.py --readers 4 --minutes 2

``tests/test_reliability_index.py`` runs the same workers for about 20 seconds.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

#: Never removed by the writer: a search for it must always find it first.
STABLE = ("nozzle.md", "# Tungsten nozzles\n\nTwo tungsten nozzles with borated polyethylene cladding shield the "
          "detector from beam-induced background.\n")
STABLE_QUERY = "tungsten nozzles borated polyethylene cladding"
#: Removed, re-ingested and rewritten by the writer.
CHURN = {f"note{i}.md": f"# Note {i}\n\nMuon ionization cooling channel {i} reduces the beam emittance with "
         f"absorbers and RF cavities, stage {i} of the final cooling." for i in range(6)}
CHURN_QUERY = "ionization cooling emittance absorbers"


def make_corpus(root: Path) -> Path:
    """The corpus the writer churns: one stable document and a few that come and go."""
    root.mkdir(parents=True, exist_ok=True)
    (root / STABLE[0]).write_text(STABLE[1], encoding="utf-8")
    for name, text in CHURN.items():
        (root / name).write_text(text, encoding="utf-8")
    return root


def writer(index_path: str, corpus: str, stop_at: float, queue: Any) -> None:
    """Loop until ``stop_at``: remove two churned documents, re-ingest, rewrite one; each step
    opens the index afresh, as one CLI command does. Reports ``("writer", writes, error)``."""
    from muonrag import Config, MuonIndex

    corpus_path, writes, error, turn = Path(corpus), 0, None, 0
    try:
        while time.time() < stop_at:
            names = sorted(CHURN)[turn % 3 * 2: turn % 3 * 2 + 2]
            with MuonIndex.open(config=Config(index_path=index_path)) as index:
                index.remove(names)
            target = corpus_path / names[0]
            target.write_text(CHURN[names[0]] + f" Revision {turn}.", encoding="utf-8")  # a replace as well
            with MuonIndex.open(config=Config(index_path=index_path)) as index:
                index.add(corpus_path)
            writes += 2
            turn += 1
    except Exception as exc:  # reported to the parent, which fails
        error = f"{type(exc).__name__}: {exc}"
    queue.put(("writer", writes, error))


def reader(index_path: str, stop_at: float, top_k: int, queue: Any) -> None:
    """Search until ``stop_at``, checking every result; reports ``("reader", searches, errors,
    wrong, latencies)`` with the first few messages of each kind."""
    from muonrag import Config, MuonIndex

    config = Config(index_path=index_path)
    searches, errors, wrong, latencies = 0, [], [], []
    model = None
    while time.time() < stop_at:
        query = STABLE_QUERY if searches % 2 == 0 else CHURN_QUERY
        start = time.perf_counter()
        try:
            with MuonIndex.open(config=config, read_only=True, embed_model=model) as index:
                model = index.encoders.query_model if model is None else model
                # the churned notes differ only in a number: collapsed as near-duplicates they would
                # rightly return fewer than top_k results, so this check of whole results keeps them apart
                results = index.search(query, top_k=top_k, collapse_duplicates=False)
                listed = {i for entry in index.manifest.documents.values() for i in entry.chunk_ids}
                expected = min(top_k, len(index))
        except Exception as exc:
            errors.append(f"{type(exc).__name__}: {exc}")
            continue
        finally:
            searches += 1
        latencies.append(time.perf_counter() - start)
        problem = None
        if len(results) != expected:
            problem = f"{len(results)} results, expected {expected}"
        elif any(r.node_id not in listed for r in results):
            problem = "a hit the committed manifest does not list"
        elif query == STABLE_QUERY and results[0].doc_id != STABLE[0]:
            problem = f"first hit {results[0].doc_id}, expected {STABLE[0]}"
        if problem:
            wrong.append(problem)
    queue.put(("reader", searches, errors[:5] + [f"... {len(errors)} in all"] * (len(errors) > 5), wrong[:5], latencies,
               len(errors), len(wrong)))


def soak(index_path: Path, corpus: Path, readers: int, seconds: float, top_k: int = 3) -> dict[str, Any]:
    """Run one writer and ``readers`` readers for ``seconds`` on an index of ``corpus`` (built
    first); returns the figures. Processes are spawned, so each has its own engine and model."""
    from muonrag import Config, MuonIndex

    with MuonIndex.open(config=Config(index_path=index_path), create=True) as index:
        index.add(corpus)
    context = mp.get_context("spawn")
    queue = context.Queue()
    warmup = 15.0  # spawned processes import muonrag and load the model before the clock starts
    stop_at = time.time() + warmup + seconds
    procs = [context.Process(target=writer, args=(str(index_path), str(corpus), stop_at, queue))]
    procs += [context.Process(target=reader, args=(str(index_path), stop_at, top_k, queue)) for _ in range(readers)]
    for proc in procs:
        proc.start()
    reports = []
    while len(reports) < len(procs):  # a worker that died without reporting fails the run, never hangs it
        try:
            reports.append(queue.get(timeout=5))
        except Exception:
            dead = [p.exitcode for p in procs if p.exitcode not in (None, 0)]
            if dead or time.time() > stop_at + 300:
                for proc in procs:
                    proc.kill()
                raise RuntimeError(f"a soak worker died without reporting (exit codes {dead})")
    for proc in procs:
        proc.join(timeout=60)
    writer_report = next(r for r in reports if r[0] == "writer")
    reader_reports = [r for r in reports if r[0] == "reader"]
    latencies = sorted(x for r in reader_reports for x in r[4])
    p95 = latencies[int(0.95 * (len(latencies) - 1))] if latencies else float("nan")
    return {
        "readers": readers,
        "seconds": seconds,
        "writes": writer_report[1],
        "writer_error": writer_report[2],
        "searches": sum(r[1] for r in reader_reports),
        "reader_errors": sum(r[5] for r in reader_reports),
        "wrong_results": sum(r[6] for r in reader_reports),
        "p95_search_s": round(p95, 4),
        "examples": {"errors": [e for r in reader_reports for e in r[2]][:5],
                     "wrong": [w for r in reader_reports for w in r[3]][:5]},
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--readers", type=int, default=4, help="reader processes (default 4)")
    parser.add_argument("--minutes", type=float, default=2.0, help="how long the writer loops (default 2)")
    parser.add_argument("--top-k", type=int, default=3, help="results per search (default 3)")
    parser.add_argument("--dir", help="work folder (default: a temporary one, deleted afterwards)")
    args = parser.parse_args(argv)
    work = Path(args.dir) if args.dir else Path(tempfile.mkdtemp(prefix="muonrag-soak-"))
    try:
        figures = soak(work / "index", make_corpus(work / "corpus"), args.readers, 60 * args.minutes, args.top_k)
    finally:
        if not args.dir:
            shutil.rmtree(work, ignore_errors=True)
    print(json.dumps(figures, indent=1))
    return 0 if not figures["reader_errors"] and not figures["wrong_results"] and not figures["writer_error"] else 1


if __name__ == "__main__":
    sys.exit(main())
