"""Run retrieval (and answer) evaluations and report them as tables, JSON, CSV and plots."""

from __future__ import annotations

import csv
import functools
import hashlib
import itertools
import json
import os
import re
import shutil
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Optional, Sequence

from muonrag.config import Config
from muonrag.evaluate.dataset import ChunkJudge, Dataset, Query
from muonrag.evaluate.metrics import DEFAULT_KS, mean_metrics, paired_permutation_test, query_metrics
from muonrag.retrieve.plan import FusionPlan

if TYPE_CHECKING:
    from llama_index.core.base.embeddings.base import BaseEmbedding

    from muonrag.index.muon_index import MuonIndex

RETRIEVAL_MODES = ("sparse", "dense", "hybrid", "agentic")
TABLE_METRICS = ("P@1", "Hit@5", "Recall@5", "MRR@10", "nDCG@5", "gNDCG@5")
TEST_METRICS = ("MRR@10", "gNDCG@5", "Hit@5")


def default_cache_dir() -> Path:
    """Where evaluation indexes are cached: ``$MUONRAG_CACHE`` or ``~/.cache/muonrag``."""
    return Path(os.environ.get("MUONRAG_CACHE") or Path.home() / ".cache" / "muonrag") / "eval"


@dataclass
class EvalReport:
    """Everything an evaluation measured; see :meth:`table` for the headline."""

    dataset: str
    split: str
    modes: list[str]
    queries: int
    answerable: int
    rows: list[dict[str, Any]] = field(default_factory=list)
    summary: dict[str, dict[str, dict[str, float]]] = field(default_factory=dict)
    by_type: dict[str, dict[str, dict[str, float]]] = field(default_factory=dict)
    by_domain: dict[str, dict[str, dict[str, float]]] = field(default_factory=dict)
    significance: list[dict[str, Any]] = field(default_factory=list)
    sweep: list[dict[str, Any]] = field(default_factory=list)
    answers: dict[str, Any] = field(default_factory=dict)
    unmatched_quotes: list[tuple[str, str, str]] = field(default_factory=list)
    timings: dict[str, float] = field(default_factory=dict)
    settings: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        """Everything but the per-query rows (those go to the CSV)."""
        data = {k: v for k, v in self.__dict__.items() if k != "rows"}
        data["unmatched_quotes"] = [list(t) for t in self.unmatched_quotes]
        return data

    def write(self, out_dir: Path) -> dict[str, Path]:
        """Write ``summary.json``, ``per_query.csv`` and (after a sweep) ``sweep.png``."""
        out_dir = Path(out_dir)
        out_dir.mkdir(parents=True, exist_ok=True)
        paths = {"json": out_dir / "summary.json", "csv": out_dir / "per_query.csv"}
        paths["json"].write_text(json.dumps(self.to_dict(), indent=1, default=str))
        keys = list(dict.fromkeys(k for row in self.rows for k in row))
        with open(paths["csv"], "w", newline="", encoding="utf-8") as handle:
            writer = csv.DictWriter(handle, fieldnames=keys)
            writer.writeheader()
            for row in self.rows:
                writer.writerow({k: (";".join(v) if isinstance(v, list) else v) for k, v in row.items()})
        if self.sweep:
            paths["plot"] = plot_sweep(self.sweep, out_dir / "sweep.png", title=f"{self.dataset} ({self.split})")
        return paths

    def table(self, level: str = "chunk") -> str:
        """The paper-style table: one row per mode, at ``chunk`` or ``doc`` level."""
        lines = [f"| {level} level | " + " | ".join(TABLE_METRICS) + " |", "|---|" + "---:|" * len(TABLE_METRICS)]
        for mode in self.modes:
            values = self.summary.get(mode, {}).get(level)
            if values:
                lines.append(f"| {mode} | " + " | ".join(f"{values[m]:.3f}" for m in TABLE_METRICS) + " |")
        return "\n".join(lines)

    def breakdown_table(self, by: str = "type", metric: str = "MRR@10") -> str:
        """``metric`` per query type (``by="type"``) or per domain tag, one column per mode."""
        data = self.by_type if by == "type" else self.by_domain
        groups = sorted({g for mode in data.values() for g in mode})
        lines = [f"| {by} (n) | " + " | ".join(self.modes) + " |", "|---|" + "---:|" * len(self.modes)]
        for group in groups:
            n = next((data[m][group]["n"] for m in self.modes if group in data.get(m, {})), 0)
            cells = [f"{data[m][group][metric]:.3f}" if group in data.get(m, {}) else "–" for m in self.modes]
            lines.append(f"| {group} ({n:.0f}) | " + " | ".join(cells) + " |")
        return "\n".join(lines)

    def render(self) -> str:
        """What ``muonrag eval`` prints: the chunk- and document-level tables, MRR@10 by query type and by
        domain, the significance tests, the weight sweep, the answers' table and the evidence quotes no chunk
        holds."""
        parts = [f"{self.dataset}, split {self.split}: {self.queries} queries, {self.answerable} answerable "
                 "(retrieval metrics over the answerable ones)", self.table("chunk"), self.table("doc"),
                 "MRR@10 by query type (chunk level):\n\n" + self.breakdown_table("type"),
                 "MRR@10 by domain (chunk level):\n\n" + self.breakdown_table("domain")]
        if self.significance:
            parts.append(self.significance_table())
        if self.sweep:
            metrics = ("P@1", "Hit@5", "MRR@10", "gNDCG@5")
            parts.append("\n".join([f"| w_dense | {' | '.join(metrics)} |", "|---:|" + "---:|" * len(metrics)] + [
                f"| {point['w_dense']:.1f} | " + " | ".join(f"{point[m]:.3f}" for m in metrics) + " |" for point in self.sweep]))
        if self.answers:
            from muonrag.evaluate.answers import answers_table

            parts.append(answers_table(self.answers))
        if self.unmatched_quotes:
            parts.append(f"warning: {len(self.unmatched_quotes)} evidence quote(s) match no chunk (see summary.json)")
        return "\n\n".join(parts)

    def significance_table(self) -> str:
        """Paired permutation tests between every two modes, as a Markdown table."""
        lines = ["| A vs B | metric | mean A − B | p (paired permutation) |", "|---|---|---:|---:|"]
        for s in self.significance:
            lines.append(f"| {s['a']} vs {s['b']} | {s['metric']} | {s['delta']:+.3f} | {s['p']:.4f} |")
        return "\n".join(lines)


#: The folders of the package whose code decides the chunks and the tokens of an index.
CHUNK_CODE = ("ingest", "core", "language")


def code_fingerprint(package: Path) -> str:
    """A hash of the code that reads, cleans, chunks and tokenizes documents (``ingest/``, ``core/`` and
    ``language/`` of the ``package`` directory): what decides the chunks and the tokens of an index
    besides its settings."""
    digest = hashlib.sha256()
    for path in sorted(path for folder in CHUNK_CODE for path in package.glob(f"{folder}/*.py")):
        digest.update(path.relative_to(package).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()[:12]


@functools.lru_cache(maxsize=1)
def reader_code_fingerprint() -> str:
    """:func:`code_fingerprint` of this muonrag."""
    return code_fingerprint(Path(__file__).resolve().parents[1])


def eval_index_key(dataset: Dataset, config: Config) -> str:
    """The name of ``dataset``'s cached evaluation index: its corpus, the settings that shape its chunks
    and vectors, and the code that makes the chunks. A change to the loaders or the chunker builds a new
    index even when ``CHUNKER_REVISION`` was not bumped (as it is only at a release that changes chunks),
    so figures never come from chunks an older tree made."""
    from muonrag.index.embedding import document_precision
    from muonrag.index.manifest import FORMAT_VERSION
    from muonrag.ingest.chunking import CHUNKER_REVISION

    settings = [config.embedding.model, config.ingest.chunk_size, config.ingest.chunk_overlap, CHUNKER_REVISION, FORMAT_VERSION,
                reader_code_fingerprint()]
    precision = document_precision(config.embedding.precision, config.embedding.device)
    if precision != "float32":  # keys of float32 indexes stay what they were
        settings.append(precision)
    settings = json.dumps(settings)
    return f"{dataset.name}-{dataset.fingerprint()}-{hashlib.sha256(settings.encode()).hexdigest()[:8]}"


def open_eval_index(dataset: Dataset, config: Config, cache_dir: Optional[Path] = None, progress: bool = False, embed_model=None):
    """Open the cached index of ``dataset`` (:func:`eval_index_key`), building it when the corpus,
    the settings or the code that makes chunks changed."""
    from muonrag.index.muon_index import MuonIndex

    key = eval_index_key(dataset, config)
    root = Path(cache_dir) if cache_dir else default_cache_dir()
    path = root / key
    if path.is_dir() and (path / "manifest.json").is_file():
        index = MuonIndex.open(config=config.replace(index_path=path, qdrant_url=None), embed_model=embed_model)
        if index.manifest.pending is None and len(index):
            return index, False
        index.close()
    own = re.compile(re.escape(dataset.name) + r"-[0-9a-f]{16}-[0-9a-f]{8}")
    for stale in root.glob(f"{dataset.name}-*"):
        if own.fullmatch(stale.name):
            shutil.rmtree(stale, ignore_errors=True)
    index = MuonIndex.open(config=config.replace(index_path=path, qdrant_url=None), create=True, embed_model=embed_model)
    index.add(dataset.corpus, progress=progress)
    return index, True


def evaluate(
    dataset: Dataset,
    modes: Sequence[str] = ("sparse", "dense", "hybrid"),
    split: str = "test",
    config: Optional[Config] = None,
    cache_dir: Optional[Path] = None,
    sweep_weights: Optional[Sequence[float]] = None,
    progress: bool = False,
    embed_model: Optional["BaseEmbedding"] = None,
    index: Optional["MuonIndex"] = None,
    answers: bool = False,
    ks: Sequence[int] = DEFAULT_KS,
) -> EvalReport:
    """Evaluate retrieval ``modes`` on the ``split`` queries of ``dataset``.

    Retrieval metrics use the answerable queries; the answer metrics (when
    ``answers`` is true) use all of them, since abstaining on unanswerable
    questions is part of the job. ``sweep_weights`` lists values of ``w_dense``
    (``w_sparse = 1 - w_dense``) at which the hybrid is re-fused.
    """
    config = config or Config.load()
    for mode in modes:
        if mode not in RETRIEVAL_MODES:
            raise ValueError(f"unknown mode {mode!r}; choose from {', '.join(RETRIEVAL_MODES)}")
    started = time.perf_counter()
    own_index = index is None
    built = False
    if own_index:
        index, built = open_eval_index(dataset, config, cache_dir, progress, embed_model)
    timings = {"index_s": time.perf_counter() - started}
    try:
        queries = dataset.select(split)
        answerable = [q for q in queries if q.answerable and q.judgments]
        judge = ChunkJudge((i, metadata["doc_id"], text) for i, text, metadata in index.chunks.records())
        report = EvalReport(
            dataset=dataset.name, split=split, modes=list(modes), queries=len(queries), answerable=len(answerable),
            unmatched_quotes=judge.unmatched_quotes(answerable),
            settings={"fusion": config.fusion.preset, "plan": index.plan.name, "method": index.plan.method,
                      "w_dense": index.plan.w_dense, "w_sparse": index.plan.w_sparse, "rrf_k": index.plan.k,
                      "normalisation": index.plan.normalisation, "candidate_k": index.plan.depth, "chunk_size": config.ingest.chunk_size,
                      "chunk_overlap": config.ingest.chunk_overlap, "embed_model": config.embedding.model, "index_rebuilt": built},
        )
        depth = max(ks)
        per_mode: dict[str, dict[str, dict[str, dict[str, float]]]] = {}
        for mode in modes:
            t0 = time.perf_counter()
            retrieve = _retrieval_function(index, mode, depth, config)
            per_mode[mode] = {}
            for query in _bar(answerable, progress, f"{mode:>7}"):
                ranking = retrieve(query.text)
                per_mode[mode][query.id] = _score(query, ranking, judge, ks, index)
                for level in ("chunk", "doc"):
                    report.rows.append(_row(query, mode, level, per_mode[mode][query.id][level]))
            timings[f"{mode}_s"] = time.perf_counter() - t0
        _summarise(report, answerable, per_mode)
        for a, b in itertools.combinations(modes, 2):
            for metric in TEST_METRICS:
                xs = [per_mode[a][q.id]["chunk"][metric] for q in answerable]
                ys = [per_mode[b][q.id]["chunk"][metric] for q in answerable]
                report.significance.append({
                    "a": a, "b": b, "metric": metric, "delta": (sum(xs) - sum(ys)) / max(len(xs), 1),
                    "p": paired_permutation_test(xs, ys),
                })
        if sweep_weights:
            t0 = time.perf_counter()
            report.sweep = _sweep(index, answerable, judge, sweep_weights, depth, ks, progress)
            timings["sweep_s"] = time.perf_counter() - t0
        if answers:
            from muonrag.evaluate.answers import evaluate_answers

            t0 = time.perf_counter()
            report.answers = evaluate_answers(index, queries, judge, config, progress=progress)
            timings["answers_s"] = time.perf_counter() - t0
        timings["total_s"] = time.perf_counter() - started
        report.timings = timings
        return report
    finally:
        if own_index:
            index.close()


def _retrieval_function(index, mode: str, depth: int, config: Config) -> Callable[[str], list[str]]:
    """The node ids ``mode`` ranks for a query, best first: the engine's ranking as a search makes it (a named
    document raised, near-duplicates collapsed as the settings say), or the agent's."""
    if mode == "agentic":
        from muonrag.agent.retrieval import AgenticRetriever

        agent = AgenticRetriever.from_index(index, config=config, evidence_k=depth)
        return lambda text: [hit.node.node_id for hit in agent.retrieve(text)]
    plan, skipped = index.resolve_plan(mode), index.skipped_sections(None)
    return lambda text: [hit.node_id for hit in index.engine.rank(text, plan, depth, skipped, boost_named=True,
                                                                  collapse=config.retrieval.collapse_duplicates)]


def _score(query: Query, ranking: list[str], judge: ChunkJudge, ks, index) -> dict[str, dict[str, float]]:
    doc_ranking = list(dict.fromkeys(index.chunks.record(i)[1].get("doc_id") for i in ranking))
    return {
        "chunk": query_metrics(ranking, judge.chunk_qrels(query), ks),
        "doc": query_metrics(doc_ranking, query.doc_qrels(), ks),
    }


def _row(query: Query, mode: str, level: str, metrics: dict[str, float]) -> dict[str, Any]:
    return {"query_id": query.id, "mode": mode, "level": level, "query_type": query.query_type,
            "domains": query.domains, "tags": query.tags, **{k: round(v, 6) for k, v in metrics.items()}}


def _summarise(report: EvalReport, queries: list[Query], per_mode) -> None:
    for mode, by_query in per_mode.items():
        report.summary[mode] = {level: mean_metrics([by_query[q.id][level] for q in queries]) for level in ("chunk", "doc")}
        report.by_type[mode], report.by_domain[mode] = {}, {}
        for group_of, target in ((lambda q: [q.query_type], report.by_type[mode]), (lambda q: q.domains, report.by_domain[mode])):
            groups: dict[str, list] = {}
            for q in queries:
                for g in group_of(q):
                    groups.setdefault(g, []).append(by_query[q.id]["chunk"])
            for g, rows in groups.items():
                target[g] = {**mean_metrics(rows), "n": float(len(rows))}


def _sweep(index, queries, judge, weights, depth, ks, progress) -> list[dict[str, Any]]:
    """Weighted RRF (the configured K and depth) at each ``w_dense``, fused from one retrieval per query."""
    plan, skipped = index.plan, index.skipped_sections(None)
    found = {q.id: index.engine.candidates(q.text, max(plan.depth, depth), skip_sections=skipped)
             for q in _bar(queries, progress, "  sweep")}
    points = []
    for w in weights:
        swept = FusionPlan(method="rrf", w_dense=float(w), w_sparse=1.0 - float(w), k=plan.k, depth=max(plan.depth, depth))
        rows = [_score(q, [h.node_id for h in swept.fuse(q.text, found[q.id], limit=depth)], judge, ks, index)["chunk"]
                for q in queries]
        points.append({"w_dense": float(w), **mean_metrics(rows)})
    return points


def plot_sweep(points: list[dict[str, Any]], path: Path, title: str = "", metrics: Sequence[str] = ("P@1", "Hit@5", "MRR@10", "gNDCG@5")) -> Path:
    """Line plot of each metric against ``w_dense``; needs matplotlib (``pip install muonrag[plot]``)."""
    from matplotlib.figure import Figure

    fig = Figure(figsize=(6.4, 4.0), dpi=120)  # no pyplot: no GUI backend, no global figure state
    ax = fig.subplots()
    xs = [p["w_dense"] for p in points]
    for metric in metrics:
        ax.plot(xs, [p[metric] for p in points], marker="o", label=metric)
    ax.axvline(0.9, color="grey", linestyle=":", linewidth=1)
    ax.text(0.9, 0.02, " paper", color="grey", fontsize=8, transform=ax.get_xaxis_transform())
    ax.set_xlabel("w_dense (w_sparse = 1 − w_dense)")
    ax.set_ylabel("chunk-level score")
    ax.set_ylim(0, 1)
    ax.set_title(f"Weighted RRF sweep: {title}" if title else "Weighted RRF sweep")
    ax.grid(alpha=0.3)
    ax.legend(loc="lower center", ncol=len(metrics), fontsize=8)
    fig.tight_layout()
    fig.savefig(path)
    return Path(path)


def _bar(items, enabled: bool, desc: str):
    from tqdm.auto import tqdm

    return tqdm(items, desc=desc, unit="q", disable=not enabled, file=sys.stderr, leave=False)
