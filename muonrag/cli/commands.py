"""What each ``muonrag`` command does with its parsed arguments: open the index, call the Python API, print its
report (text, or one JSON document with ``--json``)."""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import time
from pathlib import Path
from typing import Any

from muonrag.cli.parser import DEMO_QUERY, DEMO_QUESTION
from muonrag.config import Config
from muonrag.errors import DocumentNotFoundError, MuonRAGError

_IMPORTED = time.perf_counter()

EXIT_ERROR = 1
EXIT_NOTHING_INGESTED = 2
EXIT_STRICT_SKIPPED = 3
MAX_LISTED = 20


def _filters(args: argparse.Namespace):
    """The ``--where`` clauses as one filter (``None`` when there are none); a bad clause is an error naming it."""
    from muonrag.retrieve.filters import SearchFilter

    if not args.where:
        return None
    try:
        return SearchFilter.parse(args.where, what="--where clause")
    except ValueError as exc:
        raise MuonRAGError(str(exc)) from None


def config_from_args(args: argparse.Namespace, **extra: Any) -> Config:
    """The settings a command runs with: the configuration file and environment (:meth:`Config.load`), then the
    command's flags (``--index``, ``--qdrant-url``, the LLM flags) and ``extra``; ``--offline`` drops the endpoint."""
    for name in ("llm_base_url", "llm_model", "llm_api_key", "llm_timeout", "llm_retries", "llm_deadline",
                 "llm_retry_after_cap", "llm_max_tokens", "llm_fallback", "llm_reasoning_effort", "verify", "judge"):
        if hasattr(args, name):
            extra.setdefault(name, getattr(args, name))
    config = Config.load(args.config, index_path=getattr(args, "index", None), qdrant_url=getattr(args, "qdrant_url", None), **extra)
    if getattr(args, "offline", False):
        config = config.replace(llm_base_url=None)
    return config


def _open(args: argparse.Namespace, create: bool = False, read_only: bool = False, **extra: Any):
    from muonrag.index.muon_index import MuonIndex

    return MuonIndex.open(config=config_from_args(args, **extra), create=create, read_only=read_only)


def cmd_ingest(args: argparse.Namespace) -> int:
    from muonrag.index.pipeline import IngestReport

    report = IngestReport()
    existing = [path for path in args.paths if Path(path).exists()]
    report.skipped += [_skipped(path, "no such file or directory") for path in args.paths if path not in existing]
    if not existing:  # do not leave an empty index behind
        named = ", ".join(_display(path) for path in args.paths)
        raise MuonRAGError(f"nothing to ingest: {named} {'does' if len(args.paths) == 1 else 'do'} not exist")
    with _open(args, create=True, chunk_size=args.chunk_size, chunk_overlap=args.chunk_overlap) as index:
        for path in existing:
            report.merge(index.add(path, progress=not (args.no_progress or args.json), replace=args.replace))
        info = index.info()
    if args.json:
        print_json({**report.to_dict(), "index": info["path"], "documents": info["documents"], "chunks": info["chunks"]})
    else:
        print(report.summary(MAX_LISTED))
        print(f"index {info['path']}: {info['documents']} documents, {info['chunks']} chunks")
    if report.read == 0:
        if not args.json:
            print("error: no document could be read" if report.skipped else "error: no file of a format muonrag reads was found",
                  file=sys.stderr)
        return EXIT_NOTHING_INGESTED
    if args.strict and report.skipped:
        return EXIT_STRICT_SKIPPED
    return 0


def cmd_search(args: argparse.Namespace) -> int:
    from muonrag.serve.payloads import search_payload, search_results

    fusion = {k: v for k, v in (("w_dense", args.w_dense), ("w_sparse", args.w_sparse), ("rrf_k", args.rrf_k)) if v is not None}
    filters = _filters(args)  # before the index is opened: a bad clause fails at once
    with _open(args, read_only=True, collapse_duplicates=False if args.keep_duplicates else None) as index:
        results = search_results(index, args.query, mode=args.mode, top_k=args.top_k, filters=filters, **fusion)
    if args.json:
        print_json(search_payload(args.query, args.mode, results, filters))
    else:
        print(results.render(args.mode, filters))
    return 0


def cmd_ask(args: argparse.Namespace) -> int:
    from muonrag.serve.payloads import answer_question, ask_payload

    filters = _filters(args)
    collapse = False if args.keep_duplicates else None
    config = config_from_args(args, evidence_k=args.evidence_k, collapse_duplicates=collapse)
    with _open(args, read_only=True, evidence_k=args.evidence_k, collapse_duplicates=collapse) as index:
        answer = answer_question(index, config, args.question, agent=not args.no_agent, filters=filters,
                                 explain=args.explain)
        bibliography = answer.bibliography(index) if args.bibtex else None
    # what the user waited: the answer's own total leaves out Python's start, the imports and opening the index
    answer.timings["wall_s"] = round(process_seconds(), 4)
    if args.json:
        print_json(ask_payload(answer))
    else:
        print(answer.render(show_evidence=args.show_evidence))
        if args.explain:
            print("\nGrounding rules, claim by claim:\n" + answer.explain())
    if bibliography is not None:
        _add_bibtex(bibliography, args.bibtex)
    return 0


def process_seconds() -> float:
    """Seconds since this process started: on Linux from ``/proc``, so the interpreter's start and every
    import count; elsewhere, since this module was imported (and never less than that)."""
    try:
        after_name = Path("/proc/self/stat").read_text().rsplit(")", 1)[1].split()
        started = int(after_name[19]) / os.sysconf("SC_CLK_TCK")  # field 22, starttime, in clock ticks after boot
        uptime = float(Path("/proc/uptime").read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return time.perf_counter() - _IMPORTED
    # both clocks tick in hundredths: never report less than the time since import, which is exact
    return max(uptime - started, time.perf_counter() - _IMPORTED)


def _add_bibtex(bibliography, path: str) -> None:
    """Add the cited documents to the BibTeX file ``path``, keeping what it holds; say what was done on stderr."""
    if not bibliography.entries:
        print(f"no document cited: nothing added to {path}", file=sys.stderr)
        return
    try:
        added, present = bibliography.add_to(path)
    except OSError as exc:
        raise MuonRAGError(f"cannot write the BibTeX file {path}: {exc.strerror or exc}; give --bibtex a path in "
                           f"a folder you can write to") from None
    print(f"added {_entries(added)} to {path}" + (f" ({_entries(present)} already there)" if present else ""),
          file=sys.stderr)


def _entries(n: int) -> str:
    return f"{n} BibTeX entr{'y' if n == 1 else 'ies'}"


def cmd_serve(args: argparse.Namespace) -> int:
    from muonrag.serve.run import serve
    from muonrag.serve.settings import TOKEN_ENV, ServerSettings, choose_token

    config = config_from_args(args, serve_host=args.host, serve_port=args.port,
                              serve_agent=False if args.no_agent else None, serve_request_timeout=args.request_timeout,
                              serve_asks_per_minute=args.asks_per_minute,
                              serve_max_pending_answers=args.max_pending_answers,
                              serve_header_timeout=args.header_timeout, serve_max_connections=args.max_connections)
    token, source = choose_token(args.token, args.token_file)
    if source == "command line":
        print(f"warning: a token given with --token is visible to every user of this machine in the process list; "
              f"prefer {TOKEN_ENV} or --token-file", file=sys.stderr)
    settings = ServerSettings.from_config(config.serve, token=token, llm_deadline=config.llm.deadline)
    return serve(config, settings, announce_json=args.json)


def cmd_calibrate(args: argparse.Namespace) -> int:
    from muonrag.data import calibration_path, demo_benchmark_path
    from muonrag.evaluate.answers import calibrate_threshold
    from muonrag.evaluate.dataset import Dataset
    from muonrag.evaluate.runner import open_eval_index

    dataset = Dataset.load(args.dataset or demo_benchmark_path())
    config = config_from_args(args)
    index, _ = open_eval_index(dataset, config, Path(args.cache_dir) if args.cache_dir else None, progress=not args.json)
    try:
        result = calibrate_threshold(index, dataset.select(args.split), config, progress=not args.json)
    finally:
        index.close()
    result = {"dataset": dataset.name, "split": args.split, "method": "max balanced accuracy, middle of the widest optimal interval", **result}
    target = Path(args.output) if args.output else calibration_path(user=True)
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(json.dumps(result, indent=1) + "\n")
    if args.json:
        print_json({**result, "written": str(target)})
    else:
        print(f"threshold {result['threshold']:.4f} on {dataset.name}/{args.split} ({result['answerable']} answerable, "
              f"{result['unanswerable']} unanswerable): answer rate {result['answer_rate']:.3f}, correct abstention "
              f"{result['correct_abstention']:.3f}, balanced accuracy {result['balanced_accuracy']:.3f}")
        print(f"written to {target}")
    return 0


def cmd_info(args: argparse.Namespace) -> int:
    from muonrag.grounding.learned import judge_status
    from muonrag.index.muon_index import info_text

    with _open(args, read_only=True) as index:
        info = index.describe(documents=args.documents)
    info["judge"] = judge_status().to_dict()
    print_json(info) if args.json else print(info_text(info))
    return 0


def cmd_repair(args: argparse.Namespace) -> int:
    with _open(args) as index:
        removed = index.repair()
        info = index.info()
    if args.json:
        print_json({"removed": removed, "documents": info["documents"], "chunks": info["chunks"], "vectors": info["vectors"]})
    else:
        print(f"index {info['path']}: {info['documents']} documents, {info['chunks']} chunks, {info['vectors']} vectors")
        if removed:
            print(f"removed {len(removed)} document(s) that could not be rebuilt; ingest them again: {', '.join(removed)}")
        else:
            print("both stores agree")
    return 0


def cmd_meta(args: argparse.Namespace) -> int:
    fields: dict[str, Any] = {}
    for item in args.set:
        name, sep, value = item.partition("=")
        if not sep:
            raise MuonRAGError(f"--set takes FIELD=VALUE, got {item!r}")
        value = value.strip()
        if name.strip() in ("authors", "report_numbers") and value:
            value = [v.strip() for v in re.split(r";|\s+and\s+", value) if v.strip()]
        fields[name.strip()] = value or None
    with _open(args, read_only=not fields) as index:
        if fields:
            try:
                index.set_metadata(args.document, fields)
            except ValueError as exc:
                raise MuonRAGError(str(exc)) from None
        ids, missing = index.manifest.resolve([args.document])
        if missing:
            raise DocumentNotFoundError(f"not in the index {index.path}: {args.document} (see `muonrag info --documents`)")
        row = index.documents()[ids[0]].row(ids[0])
    from muonrag.index.manifest import metadata_text

    print_json(row) if args.json else print(metadata_text(row))
    return 0


def cmd_remove(args: argparse.Namespace) -> int:
    with _open(args) as index:
        removed = index.remove(args.documents)
        info = index.info()
    if args.json:
        print_json({"removed": removed, "documents": info["documents"], "chunks": info["chunks"]})
    else:
        print(f"removed {len(removed)} document(s): {', '.join(removed)}")
        print(f"index {info['path']}: {info['documents']} documents, {info['chunks']} chunks")
    return 0


def cmd_copy(args: argparse.Namespace) -> int:
    from muonrag.index.transfer import copy_index, copy_text

    config = Config.load(args.config, index_path=args.index)
    if args.command == "export":
        url = args.qdrant_url or config.index.qdrant_url
        if not url:
            raise MuonRAGError("export needs the Qdrant server to copy the vectors to: --qdrant-url URL (or qdrant_url)")
        target = config.replace(index_path=Path(args.to), qdrant_url=url, collection=None)
    else:
        if args.qdrant_url:
            raise MuonRAGError("import copies from the server the index's manifest records; --qdrant-url is for export")
        target = config.replace(index_path=Path(args.to), qdrant_url=None, collection=None)
    report = copy_index(config.replace(qdrant_url=None), target, progress=not (args.no_progress or args.json))
    print_json(report) if args.json else print(copy_text(report))
    return 0


def cmd_demo(args: argparse.Namespace) -> int:
    from muonrag.data import demo_corpus_path

    if args.index is None:
        args.index = "muonrag-demo-index"
    from muonrag.answer.engine import answer_engine

    # a how-question needs a model to be answered; offline, the demo asks a fact question its answerer can quote
    question = args.question or (args.query if args.query != DEMO_QUERY else DEMO_QUESTION)
    with _open(args, create=True) as index:
        report = index.add(demo_corpus_path(), progress=not args.json)
        results = index.search(args.query, mode="hybrid", top_k=3)
        answer = answer_engine(index).answer(question)
        info = index.info()
    if args.json:
        print_json({"ingest": report.to_dict(), "index": info, "query": args.query, "question": question,
                     "results": [r.to_dict() for r in results], "answer": answer.to_dict()})
        return 0
    print(f"demo index {info['path']}: {info['documents']} documents, {info['chunks']} chunks "
          f"({report.ingested} ingested now, {len(report.unchanged)} unchanged, {len(report.skipped)} skipped)")
    print(results.render("hybrid"))
    print(f"\n\nmuonrag ask \"{question}\"\n")
    print(answer.render())
    print(f"\nnext: muonrag ask \"your question\" --index {info['path']}   (or muonrag search ...)")
    return 0


def cmd_eval(args: argparse.Namespace) -> int:
    from muonrag.data import demo_benchmark_path
    from muonrag.evaluate.dataset import Dataset
    from muonrag.evaluate.runner import RETRIEVAL_MODES, evaluate

    dataset = Dataset.load(args.dataset or demo_benchmark_path(), corpus=args.corpus)
    modes = [m.strip() for m in args.modes.split(",") if m.strip()]
    unknown = [m for m in modes if m not in RETRIEVAL_MODES]
    if unknown:
        raise MuonRAGError(f"unknown mode(s) {', '.join(unknown)}; choose from {', '.join(RETRIEVAL_MODES)}")
    if args.split not in ("all", *dataset.splits):
        raise MuonRAGError(f"dataset {dataset.name} has no split {args.split!r}; it has {', '.join(dataset.splits)} (or 'all')")
    sweep = [round(0.1 * i, 1) for i in range(11)] if args.sweep_weights else None
    out = Path(args.out or Path("eval-results") / f"{dataset.name}-{args.split}")
    if not args.json:
        print(f"evaluating {dataset.name}/{args.split}; results will be written to {out}/", file=sys.stderr)
    report = evaluate(
        dataset, modes=modes, split=args.split, config=config_from_args(args), sweep_weights=sweep,
        cache_dir=Path(args.cache_dir) if args.cache_dir else None, progress=not (args.no_progress or args.json),
        answers=args.answers or "agentic" in modes,
    )
    paths = report.write(out)
    if args.json:
        print_json({**report.to_dict(), "files": {k: str(v) for k, v in paths.items()}})
        return 0
    print(report.render())
    print(f"\n{report.timings['total_s']:.1f} s; wrote {', '.join(str(p) for p in paths.values())}")
    return 0


def cmd_tune(args: argparse.Namespace) -> int:
    from muonrag.evaluate.tune import tune

    report = tune(args.dataset, split=args.split, config=config_from_args(args), output=None if args.dry_run else args.output,
                  cache_dir=Path(args.cache_dir) if args.cache_dir else None, progress=not args.json)
    if args.json:
        print_json(report.to_dict())
        return 0
    for warning in report.warnings:
        print(f"warning: {warning}", file=sys.stderr)
    print(report.render())
    return 0


COMMANDS = {"ask": cmd_ask, "calibrate": cmd_calibrate, "eval": cmd_eval, "ingest": cmd_ingest, "search": cmd_search,
            "info": cmd_info, "meta": cmd_meta, "repair": cmd_repair, "remove": cmd_remove, "demo": cmd_demo, "tune": cmd_tune,
            "serve": cmd_serve, "export": cmd_copy, "import": cmd_copy}


def print_json(data: Any) -> None:
    """JSON on stdout; characters that draw nothing (C1 controls, bidi overrides ...) are written as
    ``\\uXXXX``, so that a terminal shows the data as it is rather than obeying it."""
    from muonrag.core.text_hygiene import is_invisible

    text = json.dumps(data, indent=2, ensure_ascii=False, default=str)
    sys.stdout.write("".join(json.dumps(c)[1:-1] if is_invisible(c) else c for c in text) + "\n")


def report_error(args: argparse.Namespace, message: str) -> None:
    """One message on one stream: JSON on stdout with ``--json``, text on stderr without."""
    if getattr(args, "json", False):
        print_json({"error": message})
    else:
        print(f"error: {message}", file=sys.stderr)


def _skipped(source: str, reason: str):
    from muonrag.ingest.loaders import Skipped

    return Skipped(_display(source), reason)


def _display(path: str) -> str:
    """A path from the command line as it can be printed (a name that is not UTF-8 shown escaped)."""
    from muonrag.core.files import display_name

    return display_name(path)

