"""The ``muonrag`` command's arguments (also used to generate the CLI reference)."""

from __future__ import annotations

import argparse

from muonrag import __version__

DEMO_QUERY = "How do the tungsten nozzles reduce beam-induced background?"
DEMO_QUESTION = "What is the opening angle of the tungsten nozzles?"


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
                       description="Hybrid (dense and BM25 fused by the configured plan: equal-weight DBSF of their scores by "
                       "default; weighted RRF 0.9/0.1 with K 60 with the paper's preset), dense-only or BM25-only "
                       "retrieval.")
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
                   help="check answers by the rules, then by the model only where the rules doubt (doubts, the "
                        "default), by the model on every claim the rules kept too (llm: for a capable model), or by "
                        "the rules only (rules)")
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
    p.add_argument("--host", help="interface to listen on (default: 127.0.0.1, this machine only; [serve] host)")
    p.add_argument("--port", type=int, help="port (default: 8765; 0 picks a free one; [serve] port)")
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
                       "the chosen settings into the [fusion] section of muonrag.toml (or --output), keeping the "
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
