"""Fit the hybrid fusion to judged questions: the engine of ``muonrag tune`` and of
``benchmarks/bench_fusion.py``.

Dense and BM25 candidates are retrieved once per query by the engine (with
their raw scores, :meth:`Engine.candidates <muonrag.retrieve.engine.Engine.candidates>`);
every variant is a :class:`~muonrag.retrieve.plan.FusionPlan`, fused offline from
those lists by :meth:`FusionPlan.fuse <muonrag.retrieve.plan.FusionPlan.fuse>`, the
very call a search ends in, so a grid of hundreds of variants costs seconds, not
re-retrievals.

The choice is one procedure for any number of sets (:func:`choose`): among the
variants whose MRR@10 is not below the best single retriever's on any set,
take the one with the largest worst-case nDCG@10 margin over each set's best
single retriever; variants within ``tolerance`` of that margin are ranked by
simplicity (fixed-weight RRF, then score fusion, then adaptive weights), then by
mean margin.
"""

from __future__ import annotations

import re
import sys
import warnings
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterable, Mapping, Optional, Sequence, Union

from muonrag.config import NAMES, Config, read_toml, setting_name
from muonrag.errors import ConfigError, MuonRAGError, SettingMovedWarning
from muonrag.evaluate.metrics import paired_permutation_test, query_metrics
from muonrag.retrieve.plan import PRESETS, FusionPlan
from muonrag.retrieve.ranking import AdaptiveWeights, ConfidenceWeights
from muonrag.retrieve.rerank import FitRerank

if TYPE_CHECKING:
    from muonrag.evaluate.dataset import Query
    from muonrag.index.muon_index import MuonIndex

METRICS = ("nDCG@10", "MRR@10")
MIN_QUERIES = 30
SINGLES = ("sparse", "dense")
_COMPLEXITY = {"single": 0, "rrf": 1, "score": 2, "adaptive": 3}


# candidates ------------------------------------------------------------------
def candidates_from_index(index: "MuonIndex", queries: Iterable["Query"], depth: int = 100,
                          progress: bool = False) -> dict[str, Any]:
    """Retrieve each query's dense and BM25 candidates once, with raw scores and judgments.

    Args:
        index: an open index of the dataset's corpus.
        queries: the judged queries (unanswerable or unjudged ones are skipped).
        depth: candidates per retriever.
        progress: show a progress bar on stderr.

    Returns:
        A JSON-serialisable dict: ``level`` (``"chunk"`` when the judgments
        carry evidence quotes, else ``"doc"``), ``queries`` (each with ``id``,
        ``text``, ``dense`` and ``sparse`` as ``[node_id, score]`` lists and
        ``qrels``), and ``doc_of`` (node id to document id, for the candidates).
    """
    from muonrag.evaluate.dataset import ChunkJudge

    queries = [q for q in queries if q.answerable and q.judgments]
    level = "chunk" if any(j.quotes for q in queries for j in q.judgments) else "doc"
    judge = ChunkJudge((i, m["doc_id"], t) for i, t, m in index.chunks.records()) if level == "chunk" else None
    skipped = index.skipped_sections()
    out: dict[str, Any] = {"level": level, "depth": depth, "queries": [], "doc_of": {}}
    from tqdm.auto import tqdm

    for query in tqdm(queries, desc="candidates", unit="q", disable=not progress, file=sys.stderr, leave=False):
        row = {"id": query.id, "text": query.text, "qrels": judge.chunk_qrels(query) if judge else query.doc_qrels()}
        for name, hits in index.engine.candidates(query.text, depth, skip_sections=skipped).items():
            row[name] = [[node_id, score] for node_id, score in hits]
            for node_id, _ in hits:
                out["doc_of"][node_id] = index.chunks.record(node_id)[1].get("doc_id", node_id)
        out["queries"].append(row)
    return out


# variants ----------------------------------------------------------------------
def single(retriever: str, depth: int) -> FusionPlan:
    """The plan of one retriever alone."""
    return FusionPlan(depth=depth).only(retriever)


def paper_variant() -> FusionPlan:
    """The paper's setting: weighted RRF 0.9/0.1, K 60, 50 candidates."""
    return PRESETS["paper"]


def default_grid(depths: Sequence[int] = (20, 50, 100)) -> list[FusionPlan]:
    """The variants tried: fixed-weight RRF and score fusion over weights, K, normalisation
    and depth; weights adapted to the question's words over their base and step; and weights
    adapted to the retrievers' score lists over their bounds."""
    grid = [single(r, max(depths)) for r in SINGLES]
    weights = [round(0.1 * i, 1) for i in range(1, 10)]
    for depth in depths:
        for k in (5.0, 20.0, 60.0, 100.0):
            grid += [FusionPlan(method="rrf", k=k, w_dense=w, w_sparse=1 - w, depth=depth) for w in weights]
        for norm in ("minmax", "zscore", "dbsf"):
            grid += [FusionPlan(method="score", normalisation=norm, w_dense=w, w_sparse=1 - w, depth=depth) for w in weights]
        for method, k, norm in (("rrf", 20.0, "dbsf"), ("rrf", 60.0, "dbsf"), ("score", 60.0, "minmax"),
                                ("score", 60.0, "zscore"), ("score", 60.0, "dbsf")):
            for base in (0.2, 0.3, 0.4, 0.5, 0.6):
                for step in (0.1, 0.2):
                    grid.append(FusionPlan(method=method, k=k, normalisation=norm, depth=depth,
                                           adaptive=AdaptiveWeights(base_sparse=base, step=step)))
        for method, k in (("rrf", 20.0), ("rrf", 60.0), ("rrf", 100.0), ("score", 60.0)):
            for low, high in ((0.0, 0.3), (0.0, 0.4), (0.0, 0.5), (0.0, 0.6), (0.1, 0.5), (0.1, 0.6), (0.2, 0.6)):
                grid.append(FusionPlan(method=method, k=k, depth=depth, adaptive=ConfidenceWeights(low=low, high=high)))
    if not any(v.name == paper_variant().name for v in grid):
        grid.append(paper_variant())
    return grid


def _rank(plan: FusionPlan, row: Mapping[str, Any]) -> list[str]:
    found = {name: [(i, s) for i, s in row[name]] for name in plan.retrievers}
    return [h.node_id for h in plan.fuse(row["text"], found, limit=10 * 4)]


def evaluate_grid(candidates: Mapping[str, Any], grid: Sequence[FusionPlan]) -> dict[str, Any]:
    """nDCG@10 and MRR@10 of every variant of ``grid`` on one set of candidates.

    Returns:
        ``n``, ``level``, ``means`` (``{variant: {metric: mean}}``),
        ``per_query`` (``{variant: {metric: [value per query]}}``), ``specs``
        and ``best_single`` (the single retriever with the higher nDCG@10, then MRR@10).
    """
    level, doc_of = candidates["level"], candidates.get("doc_of", {})
    rows = candidates["queries"]
    per_query: dict[str, dict[str, list[float]]] = {}
    for v in grid:
        values = {m: [] for m in METRICS}
        for row in rows:
            ranked = _rank(v, row)
            if level == "doc":
                ranked = list(dict.fromkeys(doc_of.get(i, i) for i in ranked))
            m = query_metrics(ranked, row["qrels"], ks=(10,))
            for metric in METRICS:
                values[metric].append(m[metric])
        per_query[v.name] = values
    means = {name: {m: (sum(vals[m]) / len(vals[m]) if vals[m] else 0.0) for m in METRICS} for name, vals in per_query.items()}
    best = max(SINGLES, key=lambda s: (means[s]["nDCG@10"], means[s]["MRR@10"]))
    return {"n": len(rows), "level": level, "means": means, "per_query": per_query,
            "specs": {v.name: v for v in grid}, "best_single": best}


def reranked_metrics(candidates: Mapping[str, Any], plan: FusionPlan, engine: Any,
                     rerank: Optional[FitRerank] = None) -> dict[str, list[float]]:
    """Each query's nDCG@10 and MRR@10 with ``plan`` fused and then re-ranked as a search re-ranks it
    (:meth:`Engine.reranked <muonrag.retrieve.engine.Engine.reranked>`, reading the chunks from ``engine``),
    by ``rerank`` or else the engine's own re-ranking."""
    level, doc_of = candidates["level"], candidates.get("doc_of", {})
    values: dict[str, list[float]] = {m: [] for m in METRICS}
    for row in candidates["queries"]:
        found = {r: [(i, s) for i, s in row[r]] for r in plan.retrievers}
        ranked = [h.node_id for h in engine.reranked(row["text"], plan.fuse(row["text"], found), rerank)][:10 * 4]
        if level == "doc":
            ranked = list(dict.fromkeys(doc_of.get(i, i) for i in ranked))
        m = query_metrics(ranked, row["qrels"], ks=(10,))
        for metric in METRICS:
            values[metric].append(m[metric])
    return values


def add_reranked(result: dict[str, Any], candidates: Mapping[str, Any], plan: FusionPlan, engine: Any) -> str:
    """Add to ``result`` (of :func:`evaluate_grid`) the variant ``plan`` fused and then re-ranked by the
    engine's re-ranking (:func:`reranked_metrics`); returns its name."""
    name = f"{plan.name} + fit re-rank"
    values = reranked_metrics(candidates, plan, engine)
    result["per_query"][name] = values
    result["means"][name] = {m: (sum(v) / len(v) if v else 0.0) for m, v in values.items()}
    return name


#: The head re-rankings measured against each other: every (coverage, value fit, conflict) weight triple.
RERANK_GRID: tuple[tuple[float, float, float], ...] = tuple(
    (c, v, k) for c in (0.0, 0.05, 0.1, 0.2) for v in (0.0, 0.03, 0.06, 0.1, 0.15, 0.2, 0.3) for k in (0.0, 0.1, 0.2))


def rerank_label(weights: Sequence[float]) -> str:
    """How tables name a re-ranking of :data:`RERANK_GRID`."""
    return "re-rank coverage {:g}, value {:g}, conflict {:g}".format(*weights)


def choose_rerank(gains: Mapping[str, Mapping[tuple[float, ...], float]], tolerance: float = 0.002) -> tuple[float, ...]:
    """Choose the head re-ranking's weights for all sets together.

    ``gains`` is ``{set: {weights: nDCG@10 gain over the same fusion without re-ranking}}``, the same
    weight tuples (of :data:`RERANK_GRID`) for every set. Among the re-rankings that lose more than
    ``tolerance`` on no set, the best mean gain (to three decimals) wins; ties go to fewer non-zero
    weights, then to smaller weights. No re-ranking (every weight 0, no gain anywhere) is always
    eligible, so the choice never loses more than ``tolerance`` on a set it was chosen on.
    """
    options = list(next(iter(gains.values())))
    eligible = [w for w in options if min(found[w] for found in gains.values()) >= -tolerance]
    return min(eligible, key=lambda w: (-round(sum(found[w] for found in gains.values()) / len(gains), 3),
                                        sum(1 for x in w if x), sum(w), w))


def significance(result: Mapping[str, Any], names: Sequence[str], rounds: int = 10_000) -> dict[str, dict[str, float]]:
    """Two-sided paired permutation p-values of each variant against the set's best single retriever."""
    best = result["best_single"]
    out = {}
    for name in names:
        out[name] = {m: (1.0 if name == best else paired_permutation_test(result["per_query"][name][m],
                                                                           result["per_query"][best][m], rounds=rounds))
                     for m in METRICS}
    return out


# the procedure -----------------------------------------------------------------
def choose(results: Mapping[str, Mapping[str, Any]], tolerance: float = 0.005) -> dict[str, Any]:
    """Choose one fusion for all sets together.

    Among the fusion variants whose MRR@10 is at least the best single
    retriever's on every set, maximise the worst-case (over sets) nDCG@10
    margin over that set's best single retriever. Variants within
    ``tolerance`` of the best worst-case margin are ordered by simplicity, then
    by mean margin, then by name. When no variant keeps MRR@10 on every set,
    the MRR condition is dropped (and ``eligible`` is false in the result).

    Returns:
        ``variant`` (the chosen spec), ``eligible``, ``ranking`` (rows with
        each variant's margins), ``ranking_names``, ``procedure`` and ``text``
        (a Markdown summary).
    """
    specs = next(iter(results.values()))["specs"]
    names = [n for n in specs if specs[n].kind != "single"]
    rows = []
    for name in names:
        margins, mrr = {}, {}
        for set_name, res in results.items():
            best = res["means"][res["best_single"]]
            margins[set_name] = res["means"][name]["nDCG@10"] - best["nDCG@10"]
            mrr[set_name] = res["means"][name]["MRR@10"] - best["MRR@10"]
        spec = specs[name]
        rows.append({"name": name, "worst_ndcg_margin": min(margins.values()), "mean_ndcg_margin": sum(margins.values()) / len(margins),
                     "worst_mrr_margin": min(mrr.values()), "ndcg_margin": margins, "mrr_margin": mrr,
                     "complexity": _COMPLEXITY[spec.kind]})
    eligible = [r for r in rows if r["worst_mrr_margin"] >= 0]
    pool = eligible or rows
    top = max(r["worst_ndcg_margin"] for r in pool)
    near = [r for r in pool if r["worst_ndcg_margin"] >= top - tolerance]
    near.sort(key=lambda r: (r["complexity"], -r["mean_ndcg_margin"], r["name"]))
    ranking = near + sorted((r for r in rows if r not in near), key=lambda r: (-r["worst_ndcg_margin"], r["name"]))
    chosen = ranking[0]
    spec = specs[chosen["name"]]
    procedure = (f"max over variants of min over sets of (nDCG@10 - best single nDCG@10), subject to MRR@10 >= best single "
                 f"MRR@10 on every set; ties within {tolerance} broken by simplicity (rrf < score < adaptive), then mean margin")
    lines = [f"procedure: {procedure}", "",
             f"chosen: **{chosen['name']}** (worst-case nDCG@10 margin {chosen['worst_ndcg_margin']:+.3f}, "
             f"worst-case MRR@10 margin {chosen['worst_mrr_margin']:+.3f})"]
    if not eligible:
        lines.append("no variant keeps MRR@10 at or above the best single retriever on every set; the MRR condition was dropped")
    lines += ["", "| variant | worst nDCG@10 margin | mean nDCG@10 margin | worst MRR@10 margin |", "|---|---:|---:|---:|"]
    for r in ranking[:10]:
        lines.append(f"| {r['name']} | {r['worst_ndcg_margin']:+.3f} | {r['mean_ndcg_margin']:+.3f} | {r['worst_mrr_margin']:+.3f} |")
    return {"variant": spec, "eligible": bool(eligible), "ranking": ranking, "ranking_names": [r["name"] for r in ranking],
            "procedure": procedure, "text": "\n".join(lines)}


def format_table(result: Mapping[str, Any], names: Sequence[str], tests: Optional[Mapping[str, Mapping[str, float]]] = None) -> str:
    """Markdown table of nDCG@10 and MRR@10 (with p-values against the best single retriever)."""
    best = result["best_single"]
    lines = [f"| run | nDCG@10 | p | MRR@10 | p |", "|---|---:|---:|---:|---:|"]
    for name in names:
        m = result["means"][name]
        p = (tests or {}).get(name, {})
        label = f"{name} (best single)" if name == best else name
        cells = [f"{m['nDCG@10']:.3f}", _p(p.get("nDCG@10"), name == best), f"{m['MRR@10']:.3f}", _p(p.get("MRR@10"), name == best)]
        lines.append(f"| {label} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def _p(value: Optional[float], is_best: bool) -> str:
    return "–" if is_best or value is None else f"{value:.3f}"


def plot_fusion_sweep(results: Mapping[str, Mapping[str, Any]], path: Union[str, Path], depth: int = 50) -> Path:
    """nDCG@10 against ``w_dense`` per set, for RRF (K 60) and DBSF score fusion, with BM25 and dense as lines."""
    from matplotlib.figure import Figure

    fig = Figure(figsize=(4.0 * len(results), 3.6), dpi=110)
    axes = fig.subplots(1, len(results), squeeze=False)[0]
    ws = [round(0.1 * i, 1) for i in range(1, 10)]
    for ax, (set_name, res) in zip(axes, results.items()):
        for label, fmt in (("rrf K60", "rrf K60 w {w:g}/{s:.2g} @{d}"), ("rrf K20", "rrf K20 w {w:g}/{s:.2g} @{d}"),
                           ("score dbsf", "score dbsf w {w:g}/{s:.2g} @{d}"), ("score minmax", "score minmax w {w:g}/{s:.2g} @{d}")):
            names = [fmt.format(w=w, s=1 - w, d=depth) for w in ws]
            if all(n in res["means"] for n in names):
                ax.plot(ws, [res["means"][n]["nDCG@10"] for n in names], marker="o", markersize=3, label=label)
        for single, style in (("sparse", "--"), ("dense", ":")):
            ax.axhline(res["means"][single]["nDCG@10"], color="black", linestyle=style, linewidth=1, label=f"{single} alone")
        ax.axvline(0.9, color="grey", linewidth=0.8)
        ax.set_title(f"{set_name} ({res['n']} q, {res['level']})", fontsize=9)
        ax.set_xlabel("w_dense (w_sparse = 1 − w_dense)")
        ax.set_ylabel("nDCG@10")
        ax.grid(alpha=0.3)
    axes[0].legend(fontsize=7, loc="lower left")
    fig.tight_layout()
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path)
    return path


# settings ------------------------------------------------------------------------
def variant_settings(v: FusionPlan) -> dict[str, Any]:
    """The settings (by name) whose :meth:`Config.fusion_plan <muonrag.config.Config.fusion_plan>` is ``v``
    (``None``: a setting to leave unset); they all live in the ``[fusion]`` section."""
    if v.kind == "single":
        return {"fusion": "rrf", "w_dense": v.w_dense, "w_sparse": v.w_sparse, "candidate_k": v.depth}
    out: dict[str, Any] = {"fusion": v.method, "candidate_k": v.depth}
    if isinstance(v.adaptive, ConfidenceWeights):
        out.update(fusion="confidence", fusion_method=v.method, confidence_low=float(v.adaptive.low),
                   confidence_high=float(v.adaptive.high), w_dense=None, w_sparse=None)
    elif v.adaptive is not None:
        out.update(fusion="adaptive", fusion_method=v.method, adaptive_base_sparse=float(v.adaptive.base_sparse),
                   adaptive_step=float(v.adaptive.step), w_dense=None, w_sparse=None)
    else:
        total = v.w_dense + v.w_sparse
        out.update(w_dense=round(v.w_dense / total, 4), w_sparse=round(v.w_sparse / total, 4))
    if v.method == "rrf":
        out["rrf_k"] = v.k
    else:
        out["fusion_norm"] = v.normalisation
    return out


def plan_dict(v: FusionPlan) -> dict[str, Any]:
    """A plan as plain JSON-serialisable values, with its name and kind."""
    out = {"name": v.name, "kind": v.kind, "method": v.method, "w_dense": v.w_dense, "w_sparse": v.w_sparse,
           "k": v.k, "normalisation": v.normalisation, "depth": v.depth, "adaptive": None}
    if isinstance(v.adaptive, ConfidenceWeights):
        out["adaptive"] = {"confidence_low": v.adaptive.low, "confidence_high": v.adaptive.high}
    elif v.adaptive is not None:
        out["adaptive"] = {"base_sparse": v.adaptive.base_sparse, "step": v.adaptive.step}
    return out


def write_settings(path: Union[str, Path], settings: Mapping[str, Any]) -> Path:
    """Write ``settings`` (by name: ``fusion``, ``w_dense``, ...) into their sections of a TOML file, keeping
    everything else.

    A setting already in its section is replaced in place; the same setting
    written the old way (a flat name, at the top level or in its old section)
    is dropped, so the file holds it once; new ones are appended to their
    section, which is created when missing; a setting whose value is ``None``
    is removed (a per-query fusion drops fixed weights a file still holds).
    Other sections, keys and comments are left as they are. The result is
    checked with :func:`muonrag.config.read_toml` and :class:`Config`.
    """
    path = Path(path)
    unknown = sorted(set(settings) - set(NAMES))
    if unknown:
        raise ConfigError(f"unknown setting {unknown[0]!r}; known settings: {', '.join(sorted(NAMES))}")
    lines = path.read_text(encoding="utf-8").splitlines() if path.is_file() else []
    header = re.compile(r"^\s*\[\s*([^\]\s]+)\s*\]\s*(#.*)?$")
    current, todo, out, ends = None, dict(settings), [], {}
    for line in lines:
        m = header.match(line)
        if m:
            ends[current] = len(out)
            current = m.group(1)
            out.append(line)
            continue
        key = re.match(r"^\s*([A-Za-z0-9_]+)\s*=", line)
        name = setting_name(current, key.group(1)) if key else None
        if name in settings:
            if NAMES[name] == (current, key.group(1)) and todo.get(name) is not None:
                out.append(f"{key.group(1)} = {_toml_value(todo.pop(name))}")
            continue  # the old spelling or place is dropped (the section holds the value now), a None removed
        out.append(line)
    ends[current] = len(out)
    new: dict[str, list[str]] = {}
    for name, value in todo.items():
        if value is not None:
            section, key = NAMES[name]
            new.setdefault(section, []).append(f"{key} = {_toml_value(value)}")
    for section in sorted((s for s in new if s in ends), key=lambda s: -ends[s]):
        end = ends[section]
        while end > 0 and not out[end - 1].strip():
            end -= 1
        out[end:end] = new[section]
    for section in (s for s in new if s not in ends):
        if out and out[-1].strip():
            out.append("")
        out += [f"[{section}]", *new[section]]
    text = "\n".join(out) + "\n"
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(text, encoding="utf-8")
    try:
        with warnings.catch_warnings():  # settings the file keeps the old way are the reader's to report
            warnings.simplefilter("ignore", SettingMovedWarning)
            values = read_toml(tmp)
        Config(**values)
    except Exception:
        tmp.unlink()
        raise
    tmp.replace(path)
    return path


def toml_lines(settings: Mapping[str, Any]) -> str:
    """``settings`` (by name) as their TOML sections would hold them: ``[fusion] preset = 'rrf', rrf_k = 100.0``."""
    by_section: dict[str, list[str]] = {}
    for name, value in settings.items():
        section, key = NAMES[name]
        by_section.setdefault(section, []).append(f"{key} = {value!r}")
    return "; ".join(f"[{section}] {', '.join(items)}" for section, items in by_section.items())


def _toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    return '"' + str(value).replace("\\", "\\\\").replace('"', '\\"') + '"'


# the command's backend -------------------------------------------------------------
@dataclass
class TuneReport:
    """What :func:`tune` measured and chose."""

    dataset: str
    split: str
    queries: int
    level: str
    chosen: FusionPlan
    settings: dict[str, Any]
    table: str
    choice: str
    warnings: list[str] = field(default_factory=list)
    output: Optional[Path] = None

    def to_dict(self) -> dict[str, Any]:
        """Everything as plain JSON-serialisable values."""
        return {**self.__dict__, "chosen": plan_dict(self.chosen), "output": str(self.output) if self.output else None}

    def render(self) -> str:
        """What ``muonrag tune`` prints: the set, the table of variants, the choice and the settings written (or
        not, on a dry run); the warnings are :attr:`warnings`."""
        settings = toml_lines(self.settings)
        written = f"wrote {settings} to {self.output}" if self.output else f"{settings} (not written: --dry-run)"
        return (f"{self.dataset}, split {self.split}: {self.queries} judged queries ({self.level} level); "
                f"p: paired permutation test against the best single retriever\n\n{self.table}\n\n{self.choice}\n\n{written}")


def tune(
    dataset_dir: Union[str, Path],
    split: str = "dev",
    config: Optional[Config] = None,
    output: Union[str, Path, None] = "muonrag.toml",
    cache_dir: Optional[Path] = None,
    progress: bool = False,
    embed_model=None,
    grid: Optional[Sequence[FusionPlan]] = None,
    min_queries: int = MIN_QUERIES,
) -> TuneReport:
    """Fit the hybrid fusion to a dataset of judged questions (BEIR layout) and save the choice.

    Args:
        dataset_dir: the dataset directory (see :mod:`muonrag.evaluate.dataset`).
        split: the qrels split to fit on (``"all"`` for every query).
        config: settings for the index (embedding model, chunking); defaults to :meth:`Config.load`.
        output: TOML file the chosen ``[fusion]`` settings are merged into;
            ``None`` writes nothing.
        cache_dir: where the dataset's index is cached.
        progress: show progress bars.
        embed_model: an already loaded embedding model.
        grid: the variants to try (default :func:`default_grid`).
        min_queries: fewer judged queries than this draws a warning.

    Returns:
        A :class:`TuneReport`; ``warnings`` lists why the choice may not be trusted.
    """
    from muonrag.evaluate.dataset import Dataset
    from muonrag.evaluate.runner import open_eval_index

    config = config or Config.load()
    dataset = Dataset.load(dataset_dir)
    if split not in ("all", *dataset.splits):
        raise MuonRAGError(f"dataset {dataset.name} has no split {split!r}; it has {', '.join(dataset.splits)} (or 'all')")
    grid = list(grid or default_grid())
    current = config_variant(config)
    if all(v.name != current.name for v in grid):
        grid.append(current)
    depth = max(v.depth for v in grid)
    index, _ = open_eval_index(dataset, config, cache_dir, progress, embed_model)
    try:
        candidates = candidates_from_index(index, dataset.select(split), depth=depth, progress=progress)
    finally:
        index.close()
    if not candidates["queries"]:
        raise MuonRAGError(f"dataset {dataset.name} has no judged queries in split {split!r}")
    result = evaluate_grid(candidates, grid)
    chosen = choose({dataset.name: result})
    spec = chosen["variant"]
    names = list(dict.fromkeys(["sparse", "dense", paper_variant().name, current.name,
                                *chosen["ranking_names"][:5]]))
    names = [n for n in names if n in result["means"]]
    tests = significance(result, names, rounds=2000)
    warnings = []
    if result["n"] < min_queries:
        warnings.append(f"only {result['n']} judged queries (fewer than {min_queries}): the choice is noisy; "
                        "judge more questions before trusting it")
    runner_up = next((n for n in chosen["ranking_names"][1:] if result["specs"][n].kind != "single"), None)
    if runner_up is not None:
        p = paired_permutation_test(result["per_query"][spec.name]["nDCG@10"], result["per_query"][runner_up]["nDCG@10"], rounds=2000)
        if p >= 0.05:
            warnings.append(f"the chosen variant is not significantly better than the next ({runner_up}; nDCG@10 p = {p:.2f})")
    p_best = paired_permutation_test(result["per_query"][spec.name]["nDCG@10"],
                                     result["per_query"][result["best_single"]]["nDCG@10"], rounds=2000)
    if p_best >= 0.05:
        warnings.append(f"the chosen fusion is not significantly better than {result['best_single']} alone (nDCG@10 p = {p_best:.2f})")
    settings = variant_settings(spec)
    written = write_settings(output, settings) if output is not None else None
    return TuneReport(dataset=dataset.name, split=split, queries=result["n"], level=result["level"], chosen=spec,
                      settings=settings, table=format_table(result, names, tests), choice=chosen["text"],
                      warnings=warnings, output=written)


def config_variant(config: Config) -> FusionPlan:
    """The plan of the hybrid ``config`` builds (its fusion, weights, K and ``candidate_k``)."""
    return config.fusion_plan()


__all__ = ["TuneReport", "candidates_from_index", "choose", "config_variant", "default_grid", "evaluate_grid",
           "format_table", "paper_variant", "plan_dict", "plot_fusion_sweep", "significance", "single", "tune",
           "toml_lines", "variant_settings", "write_settings"]
