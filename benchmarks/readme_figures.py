"""The READMEs' figures, written from what the docs' results page is made of, so the two cannot disagree.

    python benchmarks/make_results.py --readme   # the page's saved sections, then both READMEs
    python benchmarks/readme_figures.py          # the READMEs alone

Every ``<!-- figures:NAME -->`` ... ``<!-- /figures:NAME -->`` region of README.md and benchmarks/README.md
is written here, never by hand. Retrieval and answer figures are read from the results page
(``docs/results.rst``): make_results.py writes it from evaluation runs whose reports are not kept, so the
page is their saved form. Speed, ingestion, sharded BM25 and recall figures are read from the JSON files
under ``benchmarks/out`` from which make_results.py writes the page's own sections, and the fusion's dev margins from ``bench_fusion.py``'s
``fusion.json`` (the docs' fusion page, not the results page). Each figure also names the cell of the results
page that must show it; ``tests/test_readme_figures.py`` checks the regions and those cells.

The "Latest figures" of ``benchmarks/README.md`` are regions of the same kind (``bench_regions``): the results
page's speed, command-line, ingestion, sharded-BM25 and recall tables in Markdown, made by the functions that
make the page's (``bench_scaling.render``, ``bench_recall.render``) or read off the page's own tables, each
under a lead-in written from the saved output it came from.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Optional

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
BENCH_README = ROOT / "benchmarks" / "README.md"
RESULTS = ROOT / "docs" / "results.rst"
OUT = ROOT / "benchmarks" / "out"
REGION = re.compile(r"<!-- figures:(?P<name>[\w-]+) -->(?P<body>.*?)<!-- /figures:(?P=name) -->", re.S)
NUMBER = re.compile(r"[-+]?\d[\d,]*(?:\.\d+)?")
#: The results page's benchmarks by dataset name, as the README names them (and fusion.json's SciFact).
SETS = {"muonrag-demo": "bundled benchmark", "mucoll-docs": "real software docs", "converted-papers": "converted papers"}
SHORT = {"muonrag-demo": "bundled", "mucoll-docs": "real docs", "converted-papers": "converted papers",
         "scifact-train": "SciFact", "wice-dev": "WiCE"}
MODES = {"sparse": "BM25", "dense": "dense", "hybrid": 'hybrid, default (`fusion = "score"`: DBSF 0.5/0.5, head re-ranked)',
         "agentic": "agentic (the hybrid over the offline agent's sub-queries)"}
METRICS = ("nDCG@5", "MRR@10")
#: bench_fusion.py's name for the ``score`` preset's fusion.
EQUAL = "score dbsf w 0.5/0.5 @100"


@dataclass(frozen=True)
class Figure:
    """A number the README quotes, as the results page prints it, and where the page must show it: the
    section, the row's leading cells (None matches any), the column's header, the table's lead-in, and which
    number of the cell it is ("0.53 (0.53-0.54)" holds a median, then a range)."""

    value: str
    section: str
    row: tuple[Optional[str], ...]
    column: str
    caption: str = ""
    position: int = 0


@dataclass
class Table:
    caption: str
    rows: list[list[str]]


@dataclass
class Section:
    title: str
    lines: list[str] = field(default_factory=list)
    tables: list[Table] = field(default_factory=list)


def page_sections(rst: str) -> dict[str, Section]:
    """The results page's sections by title, each with its text lines and its list-tables; a table's caption
    is the last unindented text line before it ("Chunk level:")."""
    lines = rst.splitlines()
    sections: dict[str, Section] = {}
    current = Section("")
    i = 0
    while i < len(lines):
        line = lines[i]
        under = lines[i + 1] if i + 1 < len(lines) else ""
        if line.strip() and not line.startswith(" ") and len(under) == len(line) and re.fullmatch(r"([-=])\1*", under):
            current = sections.setdefault(line, Section(line))
            i += 2
            continue
        if line.startswith(".. list-table::"):
            caption = next((text for text in reversed(current.lines) if text.strip() and not text.startswith((" ", ".."))), "")
            rows: list[list[str]] = []
            i += 1
            while i < len(lines) and (not lines[i].strip() or lines[i].startswith(" ")):
                if lines[i].startswith("   * -"):
                    rows.append([lines[i][6:].strip()])
                elif lines[i].startswith("     -") and rows:
                    rows[-1].append(lines[i][6:].strip())
                i += 1
            current.tables.append(Table(caption, rows))
            continue
        current.lines.append(line)
        i += 1
    return sections


def _names(cell: str, key: Optional[str]) -> bool:
    return key is None or cell == key or cell.startswith(key + " (")


def cell(figure: Figure, sections: dict[str, Section]) -> str:
    """The results page's cell that ``figure`` names; KeyError when the page has no such cell."""
    for table in sections[figure.section].tables if figure.section in sections else ():
        if not table.rows or not table.caption.startswith(figure.caption) or figure.column not in table.rows[0]:
            continue
        column = table.rows[0].index(figure.column)
        for row in table.rows[1:]:
            if len(row) > column and all(_names(text, key) for text, key in zip(row, figure.row)):
                return row[column]
    raise KeyError(f"the results page has no cell for {figure}")


def shown(figure: Figure, sections: dict[str, Section]) -> bool:
    """Whether the results page prints ``figure.value`` as the figure's number of its cell."""
    numbers = NUMBER.findall(cell(figure, sections))
    return len(numbers) > figure.position and numbers[figure.position] == figure.value


def from_page(sections: dict[str, Section], section: str, row: str, column: str, caption: str) -> Figure:
    """A figure whose value is read off the results page, for runs the page is the only saved record of."""
    located = Figure("", section, (row,), column, caption)
    return replace(located, value=NUMBER.findall(cell(located, sections))[0])


def _saved(name: str) -> Any:
    return json.loads((OUT / name).read_text())


def benchmarks(sections: dict[str, Section]) -> list[tuple[str, Section, int]]:
    """The page's benchmark sections in page order: dataset name, section, answerable test questions."""
    found = []
    for section in sections.values():
        for line in section.lines:
            match = re.match(r"``([\w-]+)``, test split: \d+ questions, (\d+) answerable\.", line)
            if match and match[1] in SETS:
                found.append((match[1], section, int(match[2])))
    return found


def retrieval(sections: dict[str, Section]) -> tuple[str, list[Figure]]:
    """The test splits' chunk-level table, one column per benchmark, best of each metric in bold."""
    sets = benchmarks(sections)
    figures = {(name, mode, metric): from_page(sections, section.title, mode, metric, "Chunk level")
               for name, section, _ in sets for mode in MODES for metric in METRICS}
    best = {(name, metric): max(float(figures[name, mode, metric].value) for mode in MODES)
            for name, _, _ in sets for metric in METRICS}

    def shown_as(name: str, mode: str, metric: str) -> str:
        value = figures[name, mode, metric].value
        return f"**{value}**" if float(value) == best[name, metric] else value

    lines = [f"| test split, chunk level: {' / '.join(METRICS)} | "
             + " | ".join(f"{SETS[name]} ({answerable} answerable)" for name, _, answerable in sets) + " |",
             "|---|" + "---:|" * len(sets)]
    lines += [f"| {label} | " + " | ".join(" / ".join(shown_as(name, mode, metric) for metric in METRICS)
                                          for name, _, _ in sets) + " |" for mode, label in MODES.items()]
    return "\n".join(lines), list(figures.values())


def answers(sections: dict[str, Section]) -> tuple[str, list[Figure]]:
    """The offline answerer on each test split: answer rate, correct abstention, citation support."""
    parts, figures = [], []
    for name, section, answerable in benchmarks(sections):
        table = next(t for t in section.tables if t.caption.startswith("Answers"))
        unanswerable = next(re.search(r"\((\d+) unanswerable\)", row[0])[1] for row in table.rows
                            if row[0].startswith("correct abstention"))
        rate, abstention, support = (from_page(sections, section.title, row, "value", "Answers")
                                     for row in ("answer rate", "correct abstention", "citation support"))
        figures += [rate, abstention, support]
        parts.append(f"{rate.value} ({answerable} answerable), {abstention.value} ({unanswerable} unanswerable) and "
                     f"{support.value} on the {SETS[name]}")
    return "answer rate, correct abstention and citation support " + "; ".join(parts), figures


def cli(data: dict[str, Any]) -> tuple[str, list[Figure]]:
    """Each command's median wall time in a fresh process (``bench_cli_start.py``)."""
    def median(command: str, encoder: str) -> Figure:
        row = next(r for r in data["rows"] if r["command"] == command and r["encoder"] == encoder)
        return Figure(f"{row['median_s']:.2f}", "The command line", (f"muonrag {command}", encoder), "median s (range)")

    search, search_torch, ask, ask_torch, info, usage = (
        median(command, encoder) for command, encoder in (("search", "onnx"), ("search", "torch"), ("ask (offline)", "onnx"),
                                                          ("ask (offline)", "torch"), ("info", "-"), ("--help", "-")))
    text = (f"on the demo index, 2 cores, `muonrag search` takes {search.value} s end to end ({search_torch.value} s "
            f"with torch), `ask` offline {ask.value} s ({ask_torch.value} s with torch), `info` {info.value} s and "
            f"`--help` {usage.value} s (medians of {data['rows'][0]['runs']} fresh processes, {data['measured']}: "
            "`python benchmarks/bench_cli_start.py INDEX`)")
    return text, [search, search_torch, ask, ask_torch, info, usage]


def ingest_ratios(ingest: dict[str, Any]) -> list[Figure]:
    """Ingestion's rate over the raw encoder's (``bench_ingest.py``), then each repeat's, as the page's cell
    "1.89 (1.73, 1.90, 2.07)" holds them."""
    return [Figure(f"{value:.2f}", "Ingestion", ("ingestion / raw encoder (each repeat)",), "chunks/s", "", at)
            for at, value in enumerate([ingest["ratio"], *ingest["ratios"]])]


def speed(runs: list[dict[str, Any]], ingest: dict[str, Any]) -> tuple[str, list[Figure]]:
    """Search latency, open time, memory, recall and writes (``bench_scaling.py``), and the ingestion rate
    against the raw encoder (``bench_ingest.py``)."""
    at = {r["chunks"]: r for r in runs}

    def figure(chunks: int, row: str, value: float, digits: int) -> Figure:
        return Figure(f"{value:.{digits}f}", "Speed and memory", (row,), f"{chunks:,}")

    million = at[1_000_000]
    hybrid = [figure(n, "muonrag hybrid", at[n]["latency"]["muonrag hybrid"]["p50_ms"], 1) for n in (10_000, 100_000, 1_000_000)]
    opened = figure(1_000_000, "open read-only (snapshot), s", million["open_read_only_s"], 2)
    peak = figure(1_000_000, "peak memory of a search process, MB", million["peak_rss_mb"], 0)
    recall = figure(1_000_000, "dense recall@10 against exact search, queries near their clusters", million["recall_near_at_10"], 3)
    add, add_100k = (figure(n, "add 1,000 chunks", at[n]["add_s"], 2) for n in (1_000_000, 100_000))
    ratio, *each = ingest_ratios(ingest)
    low, high = (each[ingest["ratios"].index(pick(ingest["ratios"]))] for pick in (min, max))
    dates = ", ".join(sorted({r["measured"].split()[0] for r in runs}))
    text = (f"On 2 cores a hybrid search takes {hybrid[0].value} ms at 10k chunks, {hybrid[1].value} ms at 100k and "
            f"{hybrid[2].value} ms at a million (p50, its re-ranking included; measured {dates}); at a million a read-only open "
            f"takes {opened.value} s, a search process peaks at {peak.value} MB while its dense search finds "
            f"{recall.value} of the exact top 10 (queries near their chunks), and adding 1,000 chunks takes {add.value} s "
            f"({add_100k.value} s at 100k) (`python benchmarks/bench_scaling.py`, `docs/scaling.rst`). Ingestion encodes "
            "documents in bfloat16 where the CPU has it natively (AMX, AVX512-BF16) and runs at "
            f"{ratio.value} times the float32 encoder's rate on the demo corpus ({low.value} to {high.value} over "
            f"{ingest['repeats']} repeats, {ingest['measured']}: `python benchmarks/bench_ingest.py --repeats "
            f"{ingest['repeats']}`; less on a loaded machine).")
    return text, [*hybrid, opened, peak, recall, add, add_100k, ratio, low, high]


def sharded_bm25(data: dict[str, Any]) -> tuple[str, list[Figure]]:
    """What Qdrant's per-shard IDF would cost BM25 (``bench_sharded_bm25.py``)."""
    exact = next(iter(data["ndcg_at_10"].values()))
    six, twelve = (Figure(f"{data['ndcg_at_10'][name] - exact:+.4f}", "BM25 on a sharded server", (name,), "against exact")
                   for name in ("Qdrant's per-shard IDF, 6 shards", "Qdrant's per-shard IDF, 12 shards"))
    return (f"`python benchmarks/bench_sharded_bm25.py`: Qdrant's per-shard IDF would change nDCG@10 by {six.value} "
            f"at 6 shards and {twelve.value} at 12 on SciFact-train"), [six, twelve]


def recall(rows: list[dict[str, Any]]) -> tuple[str, list[Figure]]:
    """Dense recall of the Edge shard's HNSW at a million real vectors and the default ``hnsw_ef``."""
    row = next(r for r in rows if r["n"] == 1_000_000 and r["vectors"].startswith("real") and r["ef"] == 500)
    figure = Figure(f"{row['recall10']:.3f}", "Dense recall", (f"{row['vectors']} ({row['n']:,})",
                    f"{row['queries']} ({row['n_queries']})", None, str(row["ef"])), "recall@10 (dense, k 10)")
    return f"at a million real MiniLM vectors, {figure.value} of the exact top 10 at the default `hnsw_ef` {row['ef']}", [figure]


def fusion(report: dict[str, Any]) -> tuple[str, list[Figure]]:
    """How the default fusion was chosen and its dev margins over the best single retriever, with and without the
    head re-ranking (``fusion.json``; the docs' fusion page shows them, the results page does not)."""
    sets = report["sets"]

    def margins(variant: str, metric: str = "nDCG@10") -> dict[str, float]:
        return {name: s["variants"][variant][metric] - s["variants"][s["best_single"]][metric] for name, s in sets.items()}

    def listed(values: dict[str, float]) -> str:
        items = [f"{value:+.3f} ({SHORT.get(name, name)})" for name, value in values.items()]
        return ", ".join(items[:-1]) + " and " + items[-1]

    converted = sets["converted-papers"]["variants"]
    shipped = report["shipped"]["name"]
    default = "equal-weight DBSF (`fusion = \"score\"`, 0.5/0.5 over 100 candidates)" if shipped == EQUAL else f"`{shipped}`"
    text = (f"The default fusion, {default}, was chosen out of set: with each development set left out in turn, it "
            "has the best worst-case and mean margin over the best single retriever among the candidates measured on "
            f"sets they were not chosen on, and nothing fitted. Its nDCG@10 margins on the dev sets are {listed(margins(shipped))}. "
            f"On converted papers the embedding model is far behind BM25 (dev nDCG@10 {converted['dense']['nDCG@10']:.2f} "
            f"against {converted['sparse']['nDCG@10']:.2f}) and no fusion measured out of set beats BM25 there: even the "
            "best RRF weight for each query, chosen with the judgments known, would give "
            f"{sets['converted-papers']['ceiling']:+.3f}.")
    rerank = report.get("reranked", {}).get(shipped)
    if rerank and report.get("rerank_grid"):
        from loso_fusion import rerank_leave_one_out

        held, _ = rerank_leave_one_out(report)
        on = report.get("searched") == rerank
        text += (" A search then re-ranks its first 30 hits by how each chunk fits the question (`rerank = true`, "
                 f"{'on' if on else 'off'} by default; a chunk that states a value of the kind asked rises). Its weights "
                 "are chosen out of set too: chosen without each set, the re-ranking changes nDCG@10 on that set by "
                 f"{listed({name: gain[0] for name, gain in held.items()})}"
                 + (" (a claim asks for no value, so on the claim sets it has next to nothing to act on)" if on else "")
                 + f". With the shipped weights the search's margins are {listed(margins(rerank))}.")
    elif rerank:
        gain = {name: s["variants"][rerank]["nDCG@10"] - s["variants"][shipped]["nDCG@10"] for name, s in sets.items()}
        text += (" Re-ranking the first 30 hits by how each chunk fits the question (`rerank = true`) "
                 f"changes them by {listed(gain)}.")
    return text + " (`python benchmarks/bench_fusion.py`, `python benchmarks/loso_fusion.py`)", []


def regions(sections: Optional[dict[str, Section]] = None) -> dict[str, tuple[str, list[Figure]]]:
    """Every README region's text and the figures in it, from the results page and ``benchmarks/out``."""
    sections = page_sections(RESULTS.read_text()) if sections is None else sections
    recall_rows = [row for name in ("recall.json", "recall_real_1m.json") if (OUT / name).is_file() for row in _saved(name)]
    return {"retrieval": retrieval(sections), "fusion": fusion(_saved("fusion.json")), "answers": answers(sections),
            "cli": cli(_saved("cli_start.json")), "speed": speed(_saved("scaling.json"), _saved("ingest.json")),
            "sharded-bm25": sharded_bm25(_saved("sharded_bm25.json")), "recall": recall(recall_rows)}


def page_table(sections: dict[str, Section], section: str) -> str:
    """The first table of a results page section in Markdown: a column is right-aligned when every cell under
    its header is a number or "-"."""
    rows = next(t.rows for t in sections[section].tables if t.rows)

    def numeric(column: int) -> bool:
        return all(re.match(r"[-+]?\d|-$", row[column]) for row in rows[1:])

    lines = ["| " + " | ".join(rows[0]) + " |",
             "|" + "".join("---:|" if i and numeric(i) else "---|" for i in range(len(rows[0])))]
    return "\n".join(lines + ["| " + " | ".join(row) + " |" for row in rows[1:]])


def markdown_tables(text: str) -> list[list[list[str]]]:
    """Each Markdown pipe table in ``text`` as rows of stripped cells, its alignment row left out."""
    tables: list[list[list[str]]] = []
    previous = ""
    for line in text.splitlines():
        if line.startswith("|"):
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if not all(c and set(c) <= set("-:") for c in cells):
                if not previous.startswith("|"):
                    tables.append([])
                tables[-1].append(cells)
        previous = line
    return tables


def bench_regions(sections: Optional[dict[str, Section]] = None) -> dict[str, tuple[str, list[Figure]]]:
    """``benchmarks/README.md``'s "Latest figures": each saved output's table as the results page shows it, in
    Markdown, under a lead-in naming the command and when it ran."""
    from bench_recall import render as recall_table
    from bench_scaling import render as scaling_table

    sections = page_sections(RESULTS.read_text()) if sections is None else sections
    runs, ingest, started, sharded = (_saved(name) for name in ("scaling.json", "ingest.json", "cli_start.json", "sharded_bm25.json"))
    recall_rows = [row for name in ("recall.json", "recall_real_1m.json") if (OUT / name).is_file() for row in _saved(name)]
    sizes = [f"{r['chunks']:,}" for r in runs]
    dates = ", ".join(sorted({r["measured"].split()[0] for r in runs}))
    kept = " and ".join(sorted({r.get("quantization", "float32") for r in runs}))
    scaling = (f"`python benchmarks/bench_scaling.py` at {', '.join(sizes[:-1])} and {sizes[-1]} chunks on 2 CPU cores "
               f"(measured {dates}; the last row gives each column's time): a Qdrant Edge shard with {kept} vectors, queries "
               "encoded by ONNX Runtime. The reader step measures the recall of its own dense search (`hnsw_ef` "
               f"{runs[-1].get('hnsw_ef', 500)}) in the same process, after the searches whose memory it reports; "
               "`docs/scaling.rst` discusses the figures:\n\n" + scaling_table(runs))
    _, speed_figures = speed(runs, ingest)
    text, cli_figures = cli(started)
    command_line = (f"`python benchmarks/bench_cli_start.py INDEX` on the demo index ({started['measured']}, 2 CPU cores): "
                    "each command in a fresh process, Python's start and every import included, medians of "
                    f"{started['rows'][0]['runs']}:\n\n" + page_table(sections, "The command line"))
    rates = [Figure(f"{ingest[key]:.1f}", "Ingestion", (row,), "chunks/s") for key, row in (
        ("ingestion_chunks_s", "ingestion (read, chunk, embed, write)"),
        ("raw_chunks_s", "the raw sentence-transformers encoder on the same chunks, float32"))]
    ratio, *each = ingest_ratios(ingest)
    ingestion = (f"`python benchmarks/bench_ingest.py --repeats {ingest['repeats']}` on the {ingest['corpus']} corpus "
                 f"({ingest['chunks']} chunks, {ingest['measured']}; the document encoder {ingest['encoder']}, bfloat16 "
                 f"where the CPU computes it natively): ingestion {rates[0].value} chunks/s, the raw float32 "
                 f"sentence-transformers encoder on the same chunks {rates[1].value}: {ratio.value}x (each repeat "
                 f"{', '.join(f.value for f in each)}; less on a loaded machine).")
    _, shard_figures = sharded_bm25(sharded)
    shards = (f"`python benchmarks/bench_sharded_bm25.py` on SciFact-train ({sharded['chunks']:,} abstracts, "
              f"{sharded['questions']} claims): BM25 with a Qdrant server's arithmetic, muonrag's sparse vectors and "
              "global statistics against Qdrant's per-shard IDF:\n\n" + page_table(sections, "BM25 on a sharded server"))
    _, recall_figures = recall(recall_rows)
    dense = ("`python benchmarks/bench_recall.py`: the Edge shard's HNSW against exact search, by the search's `ef` "
             "(the default, `hnsw_ef`, is 500), on real MiniLM vectors with real questions and on synthetic clustered "
             "vectors with held-out questions and with real questions far from every cluster (the worst case); the "
             "million real passages were embedded on a GPU and their ms are that machine's:\n\n" + recall_table(recall_rows))
    return {"bench-scaling": (scaling, [f for f in speed_figures if f.section == "Speed and memory"]),
            "bench-cli": (command_line, cli_figures), "bench-ingest": (ingestion, [*rates, ratio, *each]),
            "bench-sharded-bm25": (shards, shard_figures), "bench-recall": (dense, recall_figures)}


#: Each file with figure regions, and what writes them.
FILES = {README: regions, BENCH_README: bench_regions}


def stale(text: str, made: dict[str, str]) -> list[str]:
    """The regions of ``text`` that differ from ``made``, that ``made`` lacks or that ``text`` lacks, and those
    whose opening marker starts a line it does not fill (Markdown would show that line raw)."""
    found = {m["name"]: m["body"].strip() for m in REGION.finditer(text)}
    wrong = {name for name in made if found.get(name) != made[name]} | (set(found) - set(made))
    for match in REGION.finditer(text):
        start = text.rfind("\n", 0, match.start()) + 1
        if start == match.start() and not match["body"].startswith("\n"):
            wrong.add(match["name"])
    return sorted(wrong)


def render(text: str, made: dict[str, str]) -> str:
    """``text`` with each region's body replaced by its made text, the whitespace around the body kept."""
    def replace(match: re.Match) -> str:
        body = match["body"]
        lead, trail = body[: len(body) - len(body.lstrip())], body[len(body.rstrip()):]
        return f"<!-- figures:{match['name']} -->{lead}{made.get(match['name'], body.strip())}{trail}<!-- /figures:{match['name']} -->"
    return REGION.sub(replace, text)


def write_file(path: Path, made: dict[str, str]) -> str:
    """Rewrite ``path``'s regions in place; says what changed and which regions the file lacks."""
    text = path.read_text()
    found = {m["name"]: m["body"].strip() for m in REGION.finditer(text)}
    changed = [name for name in made if name in found and found[name] != made[name]]
    path.write_text(render(text, made))
    missing = sorted(set(made) - set(found))
    return (f"{path.relative_to(ROOT)} figures: {len(made) - len(missing)} regions, rewritten: {', '.join(changed) or 'none'}"
            + (f"; no region in it for: {', '.join(missing)}" if missing else ""))


def write() -> str:
    """Rewrite the regions of README.md and benchmarks/README.md in place; says what changed in each."""
    sections = page_sections(RESULTS.read_text())
    return "; ".join(write_file(path, {name: text for name, (text, _) in make(sections).items()})
                     for path, make in FILES.items())


if __name__ == "__main__":
    print(write())
