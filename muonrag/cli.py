"""The ``muonrag`` command: a thin layer over the Python API.

Every command accepts ``--json`` and then prints one JSON document on stdout,
so scripts can parse it: the result, or ``{"error": "..."}`` with a non-zero exit
status. Without ``--json`` results go to stdout and errors to stderr, as text.
Progress bars and warnings always go to stderr.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import re
import sys
import time
from pathlib import Path
from typing import Any, Optional, Sequence

from muonrag import __version__
from muonrag.config import Config
from muonrag.errors import DocumentNotFoundError, MuonRAGError

_IMPORTED = time.perf_counter()

DEMO_QUERY = "How do the tungsten nozzles reduce beam-induced background?"
DEMO_QUESTION = "What is the opening angle of the tungsten nozzles?"

EXIT_ERROR = 1
EXIT_NOTHING_INGESTED = 2
EXIT_STRICT_SKIPPED = 3
MAX_LISTED = 20


def build_parser() -> argparse.ArgumentParser:
    """The argument parser (also used to generate the CLI reference)."""
    settings = argparse.ArgumentParser(add_help=False)
    settings.add_argument("--config", metavar="FILE", help="TOML configuration file (default: ./muonrag.toml if present)")
    settings.add_argument("--json", action="store_true",
                          help="print one JSON document on stdout (an error too, as {\"error\": ...}); nothing but progress on stderr")
    settings.add_argument("-v", "--verbose", action="store_true", help="log debugging details")
    common = argparse.ArgumentParser(add_help=False, parents=[settings])
    common.add_argument("--index", metavar="DIR", help="index directory (default: muonrag-index, or index_path in the config)")
    common.add_argument("--qdrant-url", metavar="URL", help="use a Qdrant server instead of embedded Qdrant")

    parser = argparse.ArgumentParser(
        prog="muonrag",
        description="Evidence-grounded search and question answering over muon collider literature.",
    )
    parser.add_argument("--version", action="version", version=f"muonrag {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)

    p = sub.add_parser("ingest", parents=[common], help="add files or folders to the index",
                       description="Read PDF, LaTeX, Markdown, text and BEIR corpus.jsonl files (folders recursively) "
                       "into the index. Unchanged files are skipped; changed files replace their chunks; unreadable "
                       "files are reported and skipped. Exit status: 0 ok, 2 nothing readable, 3 with --strict when "
                       "anything was skipped.")
    p.add_argument("paths", nargs="+", metavar="PATH", help="files or folders")
    p.add_argument("--strict", action="store_true", help="exit with status 3 when any file was skipped")
    p.add_argument("--replace", action="store_true",
                   help="let a document replace an indexed document of the same id from another source "
                   "(without it, such a document is skipped by name and the indexed one kept)")
    p.add_argument("--chunk-size", type=int, help="chunk length in word pieces (fixed when the index is created)")
    p.add_argument("--chunk-overlap", type=int, help="overlap in word pieces (fixed when the index is created)")
    p.add_argument("--no-progress", action="store_true", help="no progress bar")

    p = sub.add_parser("search", parents=[common], help="retrieve the chunks that best match a query",
                       description="Hybrid (dense and BM25 fused by the configured plan: weighted RRF with K 100 and per-query "
                       "weights from each retriever's lead, by default; 0.9/0.1 with K 60 with the paper's preset), "
                       "dense-only or BM25-only retrieval.")
    p.add_argument("query", help="the query text")
    p.add_argument("--mode", choices=["hybrid", "dense", "sparse"], default="hybrid")
    p.add_argument("-k", "--top-k", type=int, help="number of results")
    p.add_argument("--w-dense", type=float, help="weight of dense retrieval in the fusion")
    p.add_argument("--w-sparse", type=float, help="weight of BM25 in the fusion")
    p.add_argument("--rrf-k", type=float, help="the K of reciprocal rank fusion (default 100; score fusion, "
                   "fusion = 'score', has no K)")
    _add_filter_arguments(p)

    llm = argparse.ArgumentParser(add_help=False)
    g = llm.add_argument_group("LLM endpoint (any OpenAI-compatible server; offline when unset)")
    g.add_argument("--llm-base-url", metavar="URL", help="e.g. http://localhost:8000/v1 (vLLM), http://localhost:11434/v1 (Ollama)")
    g.add_argument("--llm-model", metavar="NAME", help="model name served by the endpoint, e.g. openai/gpt-oss-120b")
    g.add_argument("--llm-api-key", metavar="KEY", help="API key (prefer MUONRAG_LLM_API_KEY)")
    g.add_argument("--llm-timeout", type=float, metavar="S", help="seconds per request, the whole reply included")
    g.add_argument("--llm-retries", type=int, metavar="N", help="retries of a failed request")
    g.add_argument("--llm-deadline", type=float, metavar="S", help="seconds for all LLM calls of one question")
    g.add_argument("--llm-retry-after-cap", type=float, metavar="S",
                   help="longest Retry-After waited for (a longer one is not retried)")
    g.add_argument("--llm-max-tokens", type=int, metavar="N", help="most tokens the endpoint may generate per reply")
    g.add_argument("--verify", choices=["llm", "doubts", "rules"],
                   help="check answers by the rules only, also by the model (llm, the default), or by the model only "
                        "where the rules doubt (doubts)")
    g.add_argument("--judge", choices=["auto", "learned", "none"],
                   help="what settles claims the rules doubt when the model does not (default: auto, the learned "
                        "judge where it passed its gates)")
    g.add_argument("--offline", action="store_true", help="ignore any configured endpoint; answer extractively")
    g.add_argument("--llm-required", dest="llm_fallback", action="store_false", default=None,
                   help="fail (exit 1) when the endpoint gives no answer, instead of answering extractively "
                        "(llm_fallback = false)")
    g.add_argument("--llm-reasoning-effort", choices=["minimal", "low", "medium", "high"],
                   help="reasoning_effort sent to a reasoning model")

    p = sub.add_parser("ask", parents=[common, llm], help="answer a question with citations, or abstain",
                       description="Decompose the question into grounded sub-queries, retrieve evidence, and answer "
                       "citing the evidence for every claim; abstain when the evidence does not answer.")
    p.add_argument("question", help="the question")
    p.add_argument("--show-evidence", action="store_true", help="also print every evidence chunk")
    p.add_argument("--explain", action="store_true", help="also print, claim by claim, every grounding rule that "
                   "ran and what it found (with --json: the answer's 'checks')")
    p.add_argument("--no-agent", action="store_true", help="no decomposition: retrieve with the question alone")
    p.add_argument("-m", "--evidence-k", type=int, help="size of the evidence set")
    p.add_argument("--bibtex", metavar="FILE", help="also add one BibTeX entry per cited document to FILE (made when "
                   "missing; entries it holds are kept, a key already there is not written twice)")
    _add_filter_arguments(p, evidence=True)

    p = sub.add_parser("serve", parents=[common, llm], help="a local web page and JSON API over the index",
                       description="Serve a search box, an ask box (answers with each quote marked in its passage, "
                       "sources linked to their page, BibTeX out) and /api/search, /api/ask (the JSON of --json), "
                       "over the index opened read-only. Bound to 127.0.0.1; another interface (--host) needs a "
                       "token that every request must carry: from MUONRAG_SERVE_TOKEN, --token-file or --token, "
                       "else generated and printed.")
    p.add_argument("--host", default="127.0.0.1", help="interface to listen on (default: 127.0.0.1, this machine only)")
    p.add_argument("--port", type=int, default=8765, help="port (default: 8765; 0 picks a free one)")
    p.add_argument("--token", help="token every request must carry (header X-Muonrag-Token, or ?token=); "
                   "generated and printed when --host is not a loopback address and none is given. Other users "
                   "of this machine see it in the process list: prefer MUONRAG_SERVE_TOKEN or --token-file")
    p.add_argument("--token-file", metavar="FILE", help="read the token from the first line of FILE, a file only "
                   "you may read (chmod 600)")
    p.add_argument("--asks-per-minute", type=float, metavar="N", help="questions one client may ask a minute "
                   "(default: 30, 10 at once; 429 with Retry-After beyond)")
    p.add_argument("--max-pending-answers", type=int, metavar="N", help="answers waiting or being made at once "
                   "(default: 16; 429 with Retry-After beyond)")
    p.add_argument("--header-timeout", type=float, metavar="S", help="seconds a client has to send a request's "
                   "headers (from connecting, or from the previous reply) before it is cut off (default: 10)")
    p.add_argument("--max-connections", type=int, metavar="N", help="connections open at once (default: 256; 503 "
                   "beyond)")
    p.add_argument("--no-agent", action="store_true", help="no decomposition: retrieve with the question alone")
    p.add_argument("--request-timeout", type=float, metavar="S",
                   help="seconds a request may take before the server answers 504 (default: 60, or llm_deadline + 30 when longer)")

    p = sub.add_parser("calibrate", parents=[settings], help="calibrate the offline answerer's abstention threshold",
                       description="Run the offline answerer over the dev split of a dataset (default: the bundled "
                       "benchmark) and choose the abstention threshold that best separates answerable from "
                       "unanswerable questions. Writes the result to the user data folder (read before the shipped "
                       "calibration), or to --output.")
    p.add_argument("--dataset", metavar="DIR", help="dataset directory (default: the bundled benchmark)")
    p.add_argument("--split", default="dev", help="split to calibrate on (default: dev; never the reported split)")
    p.add_argument("--output", metavar="FILE", help="where to write the calibration (default: calibration.json in the user data folder, "
                   "which the library reads before the shipped one)")
    p.add_argument("--cache-dir", metavar="DIR", help="where dataset indexes are cached")

    p = sub.add_parser("info", parents=[common], help="describe the index",
                       description="Documents, chunks, embedding model, chunking, vector store and size on disk.")
    p.add_argument("--documents", action="store_true", help="also list every document")

    p = sub.add_parser("meta", parents=[common], help="show or set one document's citable metadata",
                       description="Show a document's title, authors, year, arXiv id, DOI and report numbers, each with "
                       "where it came from; with --set, change fields in place (the chunks keep their vectors, and a "
                       "later ingestion keeps what was set). Example: muonrag meta papers/mdi.pdf --set year=2014 "
                       "--set 'authors=N. V. Mokhov; Y. I. Alexahin'")
    p.add_argument("document", metavar="DOC", help="a document id or source path (see `info --documents`)")
    p.add_argument("--set", action="append", default=[], metavar="FIELD=VALUE",
                   help="set a field (title, authors, year, arxiv_id, doi, report_numbers); an empty VALUE drops "
                   "what was set before. Repeatable.")

    p = sub.add_parser("repair", parents=[common], help="make the index's two stores agree again",
                       description="After a crash or a lost store: rebuild lost vectors from the BM25 store's chunks, "
                       "finish an interrupted write, and remove what cannot be rebuilt (listed; ingest those "
                       "documents again). Never deletes the index.")

    p = sub.add_parser("remove", parents=[common], help="remove documents from the index",
                       description="Remove documents, given by document id (see `info --documents`) or source path, "
                       "from both stores.")
    p.add_argument("documents", nargs="+", metavar="DOC", help="document ids or source paths")

    copies = {
        "export": ("copy an index to a new directory, its vectors to a Qdrant server",
                   "Copy the index at --index to the new directory --to, with its vectors in the Qdrant server "
                   "--qdrant-url names (qdrant_url)."),
        "import": ("copy an index whose vectors are on a server to a local one",
                   "Copy the index at --index (its vectors wherever its manifest says, a Qdrant server for instance) "
                   "to the new directory --to, with its vectors in an embedded Qdrant Edge shard there."),
    }
    for name, (summary, description) in copies.items():
        p = sub.add_parser(name, parents=[common], help=summary, description=description + " Nothing is embedded "
                           "again, BM25 is rebuilt from the chunk records, the copy searches as the original does, "
                           "and the original is only read.")
        p.add_argument("--to", required=True, metavar="DIR", help="the new index directory")
        p.add_argument("--no-progress", action="store_true", help="no progress bar")

    p = sub.add_parser("eval", parents=[settings, llm], help="evaluate retrieval (and answers) on a BEIR-layout dataset",
                       description="Index the dataset's corpus (cached; rebuilt only when the corpus or the chunking "
                       "changes), run each mode over its queries, and print a table per mode; writes summary.json, "
                       "per_query.csv and, with --sweep-weights, sweep.png to --out.")
    p.add_argument("--dataset", metavar="DIR", help="dataset directory (default: the bundled benchmark)")
    p.add_argument("--corpus", metavar="PATH", help="override where the dataset's corpus is")
    p.add_argument("--split", default="test", help="qrels split to evaluate, or 'all' (default: test)")
    p.add_argument("--modes", default="sparse,dense,hybrid", help="comma-separated: sparse,dense,hybrid,agentic")
    p.add_argument("--sweep-weights", action="store_true", help="also sweep w_dense from 0 to 1 and plot each metric")
    p.add_argument("--answers", action="store_true", help="also generate answers and score abstention and citations")
    p.add_argument("--out", metavar="DIR", help="output directory (default: eval-results/<dataset>-<split> in the current folder)")
    p.add_argument("--cache-dir", metavar="DIR", help="where dataset indexes are cached (default: ~/.cache/muonrag/eval)")
    p.add_argument("--no-progress", action="store_true", help="no progress bars")

    p = sub.add_parser("tune", parents=[settings], help="fit the hybrid fusion to your own judged questions",
                       description="Index a BEIR-layout dataset (cached), retrieve dense and BM25 candidates once per "
                       "query, score every fusion variant (weighted RRF over weights and K, normalised score fusion, "
                       "query-adaptive weights, candidate depths) by nDCG@10 and MRR@10, print the table, and merge "
                       "the chosen settings into the [retrieval] section of muonrag.toml (or --output), keeping the "
                       "file's other settings. Warns when the set is too small to trust.")
    p.add_argument("--dataset", metavar="DIR", required=True, help="dataset directory (BEIR layout: corpus, queries.jsonl, qrels/)")
    p.add_argument("--split", default="dev", help="qrels split to fit on, or 'all' (default: dev; never the split you report)")
    p.add_argument("--output", metavar="FILE", default="muonrag.toml", help="TOML file to merge the settings into (default: ./muonrag.toml)")
    p.add_argument("--dry-run", action="store_true", help="print the table and the choice, write nothing")
    p.add_argument("--cache-dir", metavar="DIR", help="where dataset indexes are cached (default: ~/.cache/muonrag/eval)")

    p = sub.add_parser("demo", parents=[common], help="index the bundled demo corpus and run a search",
                       description="Build an index of the bundled muon collider demo corpus (default directory "
                       "muonrag-demo-index) and show what a search returns.")
    p.add_argument("query", nargs="?", default=DEMO_QUERY,
                   help="the search shown (and the question asked, unless --question gives one)")
    p.add_argument("--question", help="the question asked after the search (default: the query when one is given, "
                   f"else {DEMO_QUESTION!r}, a fact question the offline answerer answers with quotes)")
    return parser


WHERE_HELP = ("only chunks that pass this filter clause (repeatable): doc=ID or doc=GLOB (fnmatch over document ids, "
              "e.g. doc='maia/*.md'), year=YYYY, year=YYYY..YYYY, year>=YYYY, year<=YYYY (also > and <), "
              "section=TEXT (part of the section heading, any case). Several doc (or section) clauses: any one; "
              "year clauses narrow each other; different fields: all. Applied inside the ranking")


def _add_filter_arguments(p: argparse.ArgumentParser, evidence: bool = False) -> None:
    """``--where`` and ``--keep-duplicates``, shared by search and ask."""
    p.add_argument("--where", action="append", metavar="CLAUSE", default=[],
                   help=WHERE_HELP + (": the evidence comes only from such chunks" if evidence else ""))
    p.add_argument("--keep-duplicates", action="store_true",
                   help="rank every near-duplicate chunk on its own (by default copies of one text in several "
                        "versions of a document are collapsed into the best-ranked one; collapse_duplicates = false)")


def _filters(args: argparse.Namespace):
    """The ``--where`` clauses as one filter (``None`` when there are none); a bad clause is an error naming it."""
    from muonrag.retrieve.filters import SearchFilter

    if not args.where:
        return None
    try:
        return SearchFilter.parse(args.where, what="--where clause")
    except ValueError as exc:
        raise MuonRAGError(str(exc)) from None


def main(argv: Optional[Sequence[str]] = None) -> int:
    args = build_parser().parse_args(argv)
    level = logging.DEBUG if args.verbose else logging.WARNING
    logging.basicConfig(level=level, format="%(levelname)s: %(message)s")
    # Libraries set their own logger levels on import; filtering at the handler holds regardless.
    for handler in logging.getLogger().handlers:
        handler.setLevel(level)
    if not args.verbose:  # the CLI prints the ingestion report itself; the library's warnings would repeat it
        logging.getLogger("muonrag.index.pipeline").setLevel(logging.ERROR)
    try:
        return COMMANDS[args.command](args)
    except BrokenPipeError:  # `muonrag search --json ... | head`: the reader has had enough
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 0
    except MuonRAGError as exc:
        _error(args, str(exc))
        return EXIT_ERROR
    except (TypeError, ValueError, OSError) as exc:
        _error(args, f"{type(exc).__name__}: {exc}" if isinstance(exc, OSError) else str(exc))
        return EXIT_ERROR
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130


#: Commands that write nothing: their process may end without tearing down the interpreter.
READ_ONLY_COMMANDS = ("search", "ask", "info")


def run() -> None:
    """The ``muonrag`` console script: :func:`main`, then exit.

    After a read-only command every file is closed and everything is printed, so
    the process ends at once instead of unloading LlamaIndex's modules one by one,
    which takes half a second of a one-shot search.
    """
    code = main()
    if len(sys.argv) > 1 and sys.argv[1] in READ_ONLY_COMMANDS:
        try:
            sys.stdout.flush()
            sys.stderr.flush()
        except (BrokenPipeError, ValueError):
            pass
        logging.shutdown()
        os._exit(code)
    sys.exit(code)


def _config(args: argparse.Namespace, **extra: Any) -> Config:
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

    return MuonIndex.open(config=_config(args, **extra), create=create, read_only=read_only)


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
        _print_json({**report.to_dict(), "index": info["path"], "documents": info["documents"], "chunks": info["chunks"]})
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
        _print_json(search_payload(args.query, args.mode, results, filters))
    else:
        print(results.render(args.mode, filters))
    return 0


def cmd_ask(args: argparse.Namespace) -> int:
    from muonrag.serve.payloads import answer_question, ask_payload

    filters = _filters(args)
    collapse = False if args.keep_duplicates else None
    config = _config(args, evidence_k=args.evidence_k, collapse_duplicates=collapse)
    with _open(args, read_only=True, evidence_k=args.evidence_k, collapse_duplicates=collapse) as index:
        answer = answer_question(index, config, args.question, agent=not args.no_agent, filters=filters,
                                 explain=args.explain)
        bibliography = answer.bibliography(index) if args.bibtex else None
    # what the user waited: the answer's own total leaves out Python's start, the imports and opening the index
    answer.timings["wall_s"] = round(process_seconds(), 4)
    if args.json:
        _print_json(ask_payload(answer))
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
    from muonrag.serve.settings import TOKEN_ENV, ServeSettings, choose_token

    config = _config(args)
    token, source = choose_token(args.token, args.token_file)
    if source == "command line":
        print(f"warning: a token given with --token is visible to every user of this machine in the process list; "
              f"prefer {TOKEN_ENV} or --token-file", file=sys.stderr)
    settings = ServeSettings.from_command_line(host=args.host, port=args.port, token=token, agent=not args.no_agent,
                                               request_timeout=args.request_timeout, llm_deadline=config.llm_deadline,
                                               asks_per_minute=args.asks_per_minute,
                                               max_pending_answers=args.max_pending_answers,
                                               header_timeout=args.header_timeout, max_connections=args.max_connections)
    return serve(config, settings, announce_json=args.json)


def cmd_calibrate(args: argparse.Namespace) -> int:
    from muonrag.data import calibration_path, demo_benchmark_path
    from muonrag.evaluate.answers import calibrate_threshold
    from muonrag.evaluate.dataset import Dataset
    from muonrag.evaluate.runner import open_eval_index

    dataset = Dataset.load(args.dataset or demo_benchmark_path())
    config = _config(args)
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
        _print_json({**result, "written": str(target)})
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
    _print_json(info) if args.json else print(info_text(info))
    return 0


def cmd_repair(args: argparse.Namespace) -> int:
    with _open(args) as index:
        removed = index.repair()
        info = index.info()
    if args.json:
        _print_json({"removed": removed, "documents": info["documents"], "chunks": info["chunks"], "vectors": info["vectors"]})
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

    _print_json(row) if args.json else print(metadata_text(row))
    return 0


def cmd_remove(args: argparse.Namespace) -> int:
    with _open(args) as index:
        removed = index.remove(args.documents)
        info = index.info()
    if args.json:
        _print_json({"removed": removed, "documents": info["documents"], "chunks": info["chunks"]})
    else:
        print(f"removed {len(removed)} document(s): {', '.join(removed)}")
        print(f"index {info['path']}: {info['documents']} documents, {info['chunks']} chunks")
    return 0


def cmd_copy(args: argparse.Namespace) -> int:
    from muonrag.index.transfer import copy_index, copy_text

    config = Config.load(args.config, index_path=args.index)
    if args.command == "export":
        url = args.qdrant_url or config.qdrant_url
        if not url:
            raise MuonRAGError("export needs the Qdrant server to copy the vectors to: --qdrant-url URL (or qdrant_url)")
        target = config.replace(index_path=Path(args.to), qdrant_url=url, collection=None)
    else:
        if args.qdrant_url:
            raise MuonRAGError("import copies from the server the index's manifest records; --qdrant-url is for export")
        target = config.replace(index_path=Path(args.to), qdrant_url=None, collection=None)
    report = copy_index(config.replace(qdrant_url=None), target, progress=not (args.no_progress or args.json))
    _print_json(report) if args.json else print(copy_text(report))
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
        _print_json({"ingest": report.to_dict(), "index": info, "query": args.query, "question": question,
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
        dataset, modes=modes, split=args.split, config=_config(args), sweep_weights=sweep,
        cache_dir=Path(args.cache_dir) if args.cache_dir else None, progress=not (args.no_progress or args.json),
        answers=args.answers or "agentic" in modes,
    )
    paths = report.write(out)
    if args.json:
        _print_json({**report.to_dict(), "files": {k: str(v) for k, v in paths.items()}})
        return 0
    print(report.render())
    print(f"\n{report.timings['total_s']:.1f} s; wrote {', '.join(str(p) for p in paths.values())}")
    return 0


def cmd_tune(args: argparse.Namespace) -> int:
    from muonrag.evaluate.tune import tune

    report = tune(args.dataset, split=args.split, config=_config(args), output=None if args.dry_run else args.output,
                  cache_dir=Path(args.cache_dir) if args.cache_dir else None, progress=not args.json)
    if args.json:
        _print_json(report.to_dict())
        return 0
    for warning in report.warnings:
        print(f"warning: {warning}", file=sys.stderr)
    print(report.render())
    return 0


COMMANDS = {"ask": cmd_ask, "calibrate": cmd_calibrate, "eval": cmd_eval, "ingest": cmd_ingest, "search": cmd_search,
            "info": cmd_info, "meta": cmd_meta, "repair": cmd_repair, "remove": cmd_remove, "demo": cmd_demo, "tune": cmd_tune,
            "serve": cmd_serve, "export": cmd_copy, "import": cmd_copy}


def _print_json(data: Any) -> None:
    """JSON on stdout; characters that draw nothing (C1 controls, bidi overrides ...) are written as
    ``\\uXXXX``, so that a terminal shows the data as it is rather than obeying it."""
    from muonrag.core.text_hygiene import is_invisible

    text = json.dumps(data, indent=2, ensure_ascii=False, default=str)
    sys.stdout.write("".join(json.dumps(c)[1:-1] if is_invisible(c) else c for c in text) + "\n")


def _error(args: argparse.Namespace, message: str) -> None:
    """One message on one stream: JSON on stdout with ``--json``, text on stderr without."""
    if getattr(args, "json", False):
        _print_json({"error": message})
    else:
        print(f"error: {message}", file=sys.stderr)


def _skipped(source: str, reason: str):
    from muonrag.ingest.loaders import Skipped

    return Skipped(_display(source), reason)


def _display(path: str) -> str:
    """A path from the command line as it can be printed (a name that is not UTF-8 shown escaped)."""
    from muonrag.core.files import display_name

    return display_name(path)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
