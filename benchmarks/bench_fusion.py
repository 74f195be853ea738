"""Fusion benchmark: which hybrid beats its best single retriever on every dev set?

Run::

    nice -n 10 python benchmarks/bench_fusion.py            # all dev sets (scifact-train, wice-dev when present)
    python benchmarks/bench_fusion.py --sets muonrag-demo   # one set

For each development set the dense and BM25 candidate lists (depth 100, with
raw scores) are retrieved once from the cached evaluation index and saved
under ``benchmarks/out/candidates/`` with the name of that index, and retrieved
again when the index is not the one the tree would build now (its corpus, its
settings or the code that makes chunks changed); every fusion variant is then computed
offline from them (milliseconds a query, no re-retrieval):

* weighted RRF over ``w_dense`` x K x candidate depth;
* a convex combination of normalised scores (min-max, z-score, Qdrant's DBSF)
  over ``w_dense`` x depth;
* per-query weights from the question's words (:class:`AdaptiveWeights`, over
  their base and step) and from the two candidate lists' leads
  (:class:`ConfidenceWeights`, over their bounds), with RRF or score fusion.

Metrics are nDCG@10 and MRR@10 at the level the judgments are made: chunks
when the judgments carry evidence quotes (bundled benchmark, mucoll_docs, WiCE dev),
documents when they do not (scifact). The shipped default is chosen by ONE
procedure over all sets together (:func:`muonrag.evaluate.tune.choose`):
maximise the worst-case nDCG@10 margin over each set's best single retriever,
among the variants whose MRR@10 is not below it on any set. Only dev splits
are used. Writes Markdown tables to stdout, ``benchmarks/out/fusion.json`` and
the weight sweep plot ``docs/_static/fusion_sweep.png``.
"""

from __future__ import annotations

import argparse
import collections
import json
import logging
import time
import warnings
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "benchmarks" / "out"
STATIC = ROOT / "docs" / "_static"
SHARED = ROOT.parent / "shared"
DEPTH = 100


def dev_sets() -> list[tuple[str, Path, str]]:
    from muonrag.data import demo_benchmark_path

    sets = [("muonrag-demo", demo_benchmark_path(), "dev"), ("mucoll-docs", ROOT / "benchmarks" / "mucoll_docs", "dev"),
            ("converted-papers", ROOT / "benchmarks" / "converted_papers", "dev")]
    scifact = SHARED / "datasets" / "scifact-train"
    if scifact.is_dir():
        sets.append(("scifact-train", scifact, "train"))
    if (SHARED / "datasets" / "wice" / "dev.jsonl").is_file():
        # WiCE dev's supported claims against their cited articles, built outside git (benchmarks/wice_retrieval.py)
        from wice_retrieval import build

        sets.append(("wice-dev", build(), "dev"))
    return sets


def stock_check(name: str, path: Path, split: str, candidates: dict, dense: bool = False) -> dict:
    """Why muonrag's BM25 (and dense) may trail stock bm25s (and MiniLM) on a BEIR set of short documents.

    BM25 is run four ways at document level, {whole documents, muonrag's chunks} x {stock bm25s
    tokenizer (English stopwords, Snowball stemmer), muonrag's PhysicsTokenizer}, with bm25s's
    defaults (k1 1.5, b 0.75); a chunk ranking becomes a document ranking by each document's best
    chunk. With ``dense``, MiniLM on whole documents (title + text, truncated at 256 word pieces) too.
    """
    import bm25s
    import Stemmer

    from muonrag.language.tokenize import PhysicsTokenizer
    from muonrag.evaluate.dataset import Dataset
    from muonrag.evaluate.metrics import query_metrics
    from muonrag import Config
    from muonrag.evaluate.runner import open_eval_index

    dataset = Dataset.load(path)
    docs = [json.loads(line) for line in dataset.corpus.open(encoding="utf-8")]
    doc_texts = {str(d["_id"]): (d.get("title", "") + "\n\n" + d.get("text", "")).strip() for d in docs}
    index, _ = open_eval_index(dataset, Config())  # the chunks bench_fusion's candidates came from
    try:
        chunks = list(index.chunks.records())
    finally:
        index.close()
    chunk_texts = {i: (m.get("title", "") + "\n\n" + t).strip() for i, t, m in chunks}
    doc_of = {i: m["doc_id"] for i, _, m in chunks}
    queries = {q.id: q for q in dataset.select(split) if q.answerable and q.judgments}
    stemmer = Stemmer.Stemmer("english")
    physics = PhysicsTokenizer()
    out = {"documents": len(doc_texts), "chunks": len(chunk_texts),
           "documents_split": sum(1 for n in collections.Counter(doc_of.values()).values() if n > 1)}

    def run(units: dict, tokenizer: str) -> float:
        ids = list(units)
        if tokenizer == "stock":
            corpus = bm25s.tokenize([units[i] for i in ids], stopwords="en", stemmer=stemmer, show_progress=False)
        else:
            corpus = [physics(units[i]) for i in ids]
        model = bm25s.BM25()
        model.index(corpus, show_progress=False)
        total = 0.0
        for q in queries.values():
            if tokenizer == "stock":
                tokens = bm25s.tokenize([q.text], stopwords="en", stemmer=stemmer, show_progress=False)
            else:
                tokens = [physics(q.text)]
            res, _ = model.retrieve(tokens, k=min(40, len(ids)), show_progress=False)
            ranked = list(dict.fromkeys(doc_of.get(ids[j], ids[j]) for j in res[0]))
            total += query_metrics(ranked, q.doc_qrels(), ks=(10,))["nDCG@10"]
        return total / len(queries)

    for unit_name, units in (("documents", doc_texts), ("chunks", chunk_texts)):
        for tokenizer in ("stock", "physics"):
            out[f"bm25 {unit_name} {tokenizer}"] = run(units, tokenizer)
    if dense:
        import numpy as np

        from muonrag.index.embedding import load_embedding

        model = load_embedding()
        ids = list(doc_texts)
        vectors = np.asarray(model.get_text_embedding_batch([doc_texts[i] for i in ids]))
        total = 0.0
        for q in queries.values():
            scores = vectors @ np.asarray(model.get_query_embedding(q.text))
            ranked = [ids[j] for j in np.argsort(-scores)[:10]]
            total += query_metrics(ranked, q.doc_qrels(), ks=(10,))["nDCG@10"]
        out["dense documents"] = total / len(queries)
    return out


def families(results: dict, chosen: dict) -> list[dict]:
    """The best variant of each family (fusion x normalisation; fixed weights, weights from the question's words
    or weights from the lists), by the same procedure."""
    best: dict[str, dict] = {}
    specs = next(iter(results.values()))["specs"]
    for row in chosen["ranking"]:
        spec = specs[row["name"]]
        family = (spec.method if spec.method == "rrf" else f"score {spec.normalisation}") + (
            "" if spec.adaptive is None else " " + spec.adaptive.label.split()[0])
        key = (row["worst_mrr_margin"] >= 0, row["worst_ndcg_margin"])
        if family not in best or key > (best[family]["worst_mrr_margin"] >= 0, best[family]["worst_ndcg_margin"]):
            best[family] = {"family": family, **row}
    for depth in sorted({s.depth for s in specs.values()}):
        rows = [r for r in chosen["ranking"] if specs[r["name"]].depth == depth]
        if rows:
            top = max(rows, key=lambda r: (r["worst_mrr_margin"] >= 0, r["worst_ndcg_margin"]))
            best[f"depth {depth}"] = {"family": f"any, candidate depth {depth}", **top}
    return list(best.values())


def ceiling(result: dict, k: float = 60.0, depth: int = DEPTH) -> float:
    """nDCG@10 margin over the best single retriever if every query got its best fixed RRF weight of the grid (K 60,
    w_dense 0 to 1 by 0.1, chosen with the judgments known): a ceiling for per-query weights of that RRF."""
    names = [n for n, v in result["specs"].items() if v.kind == "rrf" and v.k == k and v.depth == depth]
    names += list(("sparse", "dense"))
    per_query = [max(result["per_query"][n]["nDCG@10"][i] for n in names) for i in range(result["n"])]
    return sum(per_query) / len(per_query) - result["means"][result["best_single"]]["nDCG@10"]


def ceiling_table(report: dict) -> str:
    lines = ["| set | shipped default's margin | ceiling: best RRF weight per query (K 60), judgments known |",
             "|---|---:|---:|"]
    for set_name, data in report["sets"].items():
        best, mine = data["variants"][data["best_single"]], data["variants"][report["shipped"]["name"]]
        lines.append(f"| {set_name} | {mine['nDCG@10'] - best['nDCG@10']:+.3f} | {data['ceiling']:+.3f} |")
    return "\n".join(lines)


def family_table(rows: list[dict]) -> str:
    lines = ["| family | best variant | worst nDCG@10 margin | worst MRR@10 margin |", "|---|---|---:|---:|"]
    for r in rows:
        lines.append(f"| {r['family']} | {r['name']} | {r['worst_ndcg_margin']:+.3f} | {r['worst_mrr_margin']:+.3f} |")
    return "\n".join(lines)


def acceptance_table(report: dict, name: str) -> str:
    lines = ["| set | best single | nDCG@10 best / default | margin | ≥ +0.02 | MRR@10 best / default | ≥ best |",
             "|---|---|---:|---:|:---:|---:|:---:|"]
    for set_name, data in report["sets"].items():
        best, mine = data["variants"][data["best_single"]], data["variants"][name]
        margin = mine["nDCG@10"] - best["nDCG@10"]
        lines.append(f"| {set_name} | {data['best_single']} | {best['nDCG@10']:.3f} / {mine['nDCG@10']:.3f} | {margin:+.3f} | "
                     f"{'yes' if margin >= 0.02 - 1e-9 else 'no'} | {best['MRR@10']:.3f} / {mine['MRR@10']:.3f} | "
                     f"{'yes' if mine['MRR@10'] >= best['MRR@10'] - 1e-9 else 'no'} |")
    return "\n".join(lines)


def rst_table(markdown: str) -> str:
    rows = [[c.strip() for c in line.strip().strip("|").split("|")] for line in markdown.splitlines() if line.strip()]
    rows = [r for r in rows if not all(set(c) <= set("-: ") for c in r)]
    out = [".. list-table::", "   :header-rows: 1", ""]
    for row in rows:
        out.append("   * - " + row[0].replace("*", "\\*"))
        out += [f"     - {c.replace('*', '')}" for c in row[1:]]
    return "\n".join(out)


def out_of_set(report: dict) -> list[str]:
    """The page's section on margins out of set (``benchmarks/loso_fusion.py``), as lines of RST."""
    from loso_fusion import gains, rerank_gains, rerank_leave_one_out, rows_of, table

    from muonrag.evaluate.tune import choose_rerank, rerank_label

    sets = list(report["sets"])
    rows, picks = rows_of(report)
    lines = ["Out of set", "----------", "",
             "A margin on the sets a variant was chosen on says how well the grid fits them. Leaving one set out "
             "(``python benchmarks/loso_fusion.py``), the same procedure chooses on the other sets and is measured on "
             "the one left out; the plain candidates choose nothing, so their margins are out of set everywhere. "
             "Rows with the shipped re-ranking weights are in set (the weights were chosen on all sets); the "
             "re-ranking is left out with the set in the last row. nDCG@10 margin over the set's best single "
             "retriever (MRR@10 margin in brackets):", "",
             rst_table(table(rows, sets)), ""]
    for what, chosen in picks.items():
        lines += [f"Chosen without each set ({what}): " + "; ".join(f"{s}: ``{chosen[s]}``" for s in sets) + ".", ""]
    found = gains(report)
    if found:
        lines += ["What the head re-ranking (shipped weights) adds to each fusion (re-ranked minus the same fusion "
                  "alone), nDCG@10 (MRR@10 in brackets):", "",
                  rst_table(table(found, sets).replace("| candidate |", "| fusion |")), ""]
    if report.get("rerank_grid"):
        ndcg, mrr = rerank_gains(report), rerank_gains(report, "MRR@10")
        held, _ = rerank_leave_one_out(report)
        shipped = choose_rerank(ndcg)
        best = sorted(ndcg[sets[0]], key=lambda w: -sum(ndcg[s][w] for s in sets))[:8]
        grid_rows = {"weights chosen on the other sets (out of set)": held}
        grid_rows.update({rerank_label(w) + (" (chosen on every set)" if w == shipped else ""):
                          {s: (ndcg[s][w], mrr[s][w]) for s in sets} for w in dict.fromkeys([shipped, *best])})
        lines += ["The re-ranking's weights are chosen like the fusion: for each set, "
                  ":func:`~muonrag.evaluate.tune.choose_rerank` takes, over the other sets, the weights with the best "
                  "mean gain among those that lose more than 0.002 nDCG@10 on none of them (fewer non-zero weights "
                  "among ties), from every (coverage, value fit, conflict) weight triple of "
                  ":data:`~muonrag.evaluate.tune.RERANK_GRID` after the shipped fusion. Its gain over the fusion alone "
                  "on the set left out, then the eight weight triples of best mean gain (in set), nDCG@10 (MRR@10 in "
                  "brackets):", "", rst_table(table(grid_rows, sets).replace("| candidate |", "| re-ranking |")), ""]
    return lines + [".. figure:: _static/fusion_loso.png", "   :width: 100%", "", "   The same margins by set.", ""]


def rerank_weights() -> str:
    """The shipped re-ranking's weights, in words."""
    from muonrag.retrieve.rerank import FitRerank

    shipped = FitRerank()
    return (f"coverage {shipped.coverage:g}, value fit {shipped.value_fit:g}, conflict {shipped.conflict:g}, "
            f"a head of {shipped.head}")


def write_rst(report: dict, path: Path) -> None:
    """The docs page ``docs/fusion.rst``: every figure here comes from this run."""
    from muonrag.evaluate.tune import format_table

    shipped = report["shipped"]["name"]
    parts = [
        ".. This page is generated by benchmarks/bench_fusion.py; edit that script, not this file.",
        "", "Choosing the hybrid's fusion", "============================", "",
        "The hybrid's default fusion is chosen on the development sets only (the bundled benchmark's dev split, the dev "
        "split of ``benchmarks/mucoll_docs`` (real software documentation), the dev split of "
        "``benchmarks/converted_papers`` (papers converted from PDF to Markdown by markitdown, with parameter tables)"
        ", SciFact's train split and WiCE's dev split as retrieval (supported claims against the articles they cite, "
        "judged by the supporting sentences; built at run time by ``benchmarks/wice_retrieval.py``), both read from "
        "``../shared/datasets``), by one "
        "procedure over all of them together; test splits are never looked at. Dense and BM25 candidates (depth 100, "
        "with raw scores) are retrieved once per query; every variant is fused offline from them with the library's "
        "own fusion functions. Metrics are nDCG@10 and MRR@10 at the level the judgments are made: chunks when they "
        "carry evidence quotes (WiCE's supporting sentences among them), documents when they do not (SciFact). p-values are two-sided paired permutation tests "
        "(10,000 rounds) against the set's best single retriever. Reproduce with::", "",
        "   nice -n 10 .venv/bin/python benchmarks/bench_fusion.py --stock-check", "",
        "**How the default is chosen: out of set.** Each development set is left out in turn; a candidate is "
        "measured on the set it was not chosen on, and the default is the candidate with the best worst-case "
        "out-of-set margin over the set's best single retriever, ties (within the spread between sets) going to "
        "fewer free parameters (Out of set, below; ``benchmarks/loso_fusion.py``). The in-set procedure below fits "
        "the sets it is run on: chosen without a set, its choice does worse on that set than equal-weight DBSF, "
        "which fits nothing.", "",
        f"**In-set procedure.** {report['procedure']}.", "",
        f"**Its choice on all sets:** ``{report['chosen']['name']}``; **shipped default** (``Config()``): ``{shipped}``"
        f"{', then re-ranked' if report.get('searched', shipped) != shipped else ''}; "
        f"**paper preset** (``fusion = \"paper\"``): ``rrf K60 w 0.9/0.1 @50``.", "",
        "**The head re-ranking** (``rerank = true``, "
        f"{'on' if report.get('searched', shipped) != shipped else 'off'} by default) re-ranks the first 30 of a "
        "hybrid's hits by how each chunk fits the question (:mod:`muonrag.retrieve.rerank`), read from each set's "
        f"evaluation index; shipped weights: {rerank_weights()}. It is chosen out of set, like the fusion, and ships "
        "on only if its gain on every development set it was not chosen on is not negative, and positive on the "
        "sets of questions (a claim asks for no value: on SciFact and WiCE it has next to nothing to act on); see Out of set.", "",
        "Acceptance of the shipped default", "---------------------------------", "",
        "The target: on every dev set, nDCG@10 at least the best single retriever's plus 0.02, and MRR@10 at least "
        "the best single retriever's. The search as shipped:", "",
        rst_table(acceptance_table(report, report.get("searched", shipped))), "",
        *(["The fusion alone:", "", rst_table(acceptance_table(report, shipped)), ""]
          if report.get("searched", shipped) != shipped else []),
        "How much any weighting of these two lists could give: each query's nDCG@10 under its best fixed RRF weight "
        "(K 60, w_dense 0 to 1 by 0.1), chosen with the judgments known, against the best single retriever.", "",
        rst_table(ceiling_table(report)), "",
        *out_of_set(report),
        "Per set", "-------", "",
    ]
    for set_name, data in report["sets"].items():
        res = {"means": data["variants"], "best_single": data["best_single"]}
        parts += [f"**{set_name}** ({data['split']}, {data['queries']} queries, {data['level']} level)", "",
                  rst_table(format_table(res, data["shown"], data["tests"])), ""]
    parts += ["Variants tried", "--------------", "",
              "Weighted RRF over w_dense 0.1-0.9, K in {5, 20, 60, 100}; score fusion (min-max, z-score, DBSF) over "
              "w_dense 0.1-0.9; query-adaptive weights (:class:`~muonrag.retrieve.ranking.AdaptiveWeights`, base BM25 "
              "weight 0.2-0.6, step 0.1 or 0.2) with RRF and with each score fusion; each at candidate depths 20, 50 "
              "and 100. The best of each family, by the same procedure:", "", rst_table(family_table(report["families"])), "",
              "The ten best by the procedure:", "",
              rst_table(choose_table(report["ranking"][:10])), "",
              ".. figure:: _static/fusion_sweep.png", "   :width: 100%", "",
              "   nDCG@10 against w_dense at candidate depth 50, for RRF (K 60 and K 20) and score fusion (DBSF and "
              "min-max); the dashed and dotted lines are BM25 and dense alone, the vertical line the paper's 0.9.", ""]
    if report.get("stock_check"):
        for set_name, check in report["stock_check"].items():
            md = "| run | nDCG@10 |\n|---|---:|\n" + "\n".join(
                f"| {k} | {v:.3f} |" for k, v in check.items() if isinstance(v, float))
            parts += ["BM25 and dense against stock", "----------------------------", "",
                      f"On {set_name} ({check['documents']} documents, split into {check['chunks']} chunks; "
                      f"{check['documents_split']} documents span more than one chunk), document level:", "",
                      rst_table(md), ""]
    path.write_text("\n".join(parts))


def choose_table(rows: list[dict]) -> str:
    lines = ["| variant | worst nDCG@10 margin | mean nDCG@10 margin | worst MRR@10 margin |", "|---|---:|---:|---:|"]
    for r in rows:
        lines.append(f"| {r['name']} | {r['worst_ndcg_margin']:+.3f} | {r['mean_ndcg_margin']:+.3f} | {r['worst_mrr_margin']:+.3f} |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sets", default=None, help="comma-separated set names (default: all dev sets found)")
    parser.add_argument("--refresh", action="store_true", help="retrieve the candidates again")
    parser.add_argument("--no-plot", action="store_true")
    parser.add_argument("--stock-check", action="store_true", help="also compare BM25 with stock bm25s (whole documents vs chunks, "
                        "stock vs physics tokenizer) on the BEIR sets")
    parser.add_argument("--stock-dense", action="store_true", help="with --stock-check, also embed whole documents (minutes)")
    args = parser.parse_args()
    logging.disable(logging.WARNING)
    warnings.filterwarnings("ignore")

    from muonrag import Config
    from muonrag.evaluate.dataset import Dataset
    from muonrag.evaluate.tune import (
        add_reranked, candidates_from_index, choose, config_variant, format_table, evaluate_grid, paper_variant,
        plan_dict, significance, default_grid,
    )
    from muonrag.evaluate.runner import eval_index_key, open_eval_index

    wanted = set(args.sets.split(",")) if args.sets else None
    sets = [s for s in dev_sets() if wanted is None or s[0] in wanted]
    config = Config()
    embed = None
    candidates = {}
    seconds: dict[str, float] = {}
    for name, path, split in sets:
        cache = OUT / "candidates" / f"{name}-{split}.json"
        dataset = Dataset.load(path)
        key = eval_index_key(dataset, config)
        if cache.is_file() and not args.refresh:
            cached = json.loads(cache.read_text())
            if cached.get("index") == key:
                candidates[name] = cached
                continue
            print(f"{name}: the cached candidates came from the index {cached.get('index')}, not {key} (the corpus, "
                  "the settings or the code that makes chunks changed): retrieving them again")
        from muonrag.index.embedding import load_embedding

        embed = embed or load_embedding(config.embedding.model, config.embedding.device, config.embedding.batch_size)
        t0 = time.perf_counter()
        index, _ = open_eval_index(dataset, config, embed_model=embed, progress=True)
        try:
            candidates[name] = candidates_from_index(index, dataset.select(split), depth=DEPTH)
        finally:
            index.close()
        candidates[name]["split"] = split
        candidates[name]["index"] = key
        cache.parent.mkdir(parents=True, exist_ok=True)
        cache.write_text(json.dumps(candidates[name]))
        seconds[f"{name} candidates (index built or opened, then retrieved)"] = round(time.perf_counter() - t0, 1)
        print(f"{name}: candidates for {len(candidates[name]['queries'])} queries in {time.perf_counter() - t0:.0f} s")

    t0 = time.perf_counter()
    grid = default_grid()
    shipped = config_variant(Config())
    if all(v.name != shipped.name for v in grid):
        grid.append(shipped)
    results = {name: evaluate_grid(c, grid) for name, c in candidates.items()}
    chosen = choose(results)
    # the head re-ranking (muonrag.retrieve.rerank, read from each set's evaluation index) after the shipped
    # fusion, the plain candidates and the default of 5-7 December (loso_fusion.py's rows with a re-ranked head),
    # measured whether or not a search ships it
    reranked: dict[str, str] = {}
    rerank_grid: dict[str, list[dict]] = {}
    from loso_fusion import PLAIN, PREVIOUS

    from muonrag.evaluate.tune import RERANK_GRID, reranked_metrics
    from muonrag.retrieve.rerank import FitRerank

    from muonrag.index.embedding import load_embedding

    plans = {v.name: v for v in grid}
    bases = list(dict.fromkeys([shipped.name, PLAIN["DBSF 0.5/0.5 (the default since 7 December)"],
                                PLAIN["RRF, equal weights (K 60, 100 each)"], PREVIOUS]))
    embed = embed or load_embedding(config.embedding.model, config.embedding.device, config.embedding.batch_size)
    for name, path, split in sets:
        index, _ = open_eval_index(Dataset.load(path), config.replace(rerank=True), embed_model=embed)
        try:
            for base in bases:
                reranked[base] = add_reranked(results[name], candidates[name], plans[base], index.engine)
            # every re-ranking of the grid after the shipped fusion, for loso_fusion.py's choice of the weights
            alone = results[name]["means"][shipped.name]
            rerank_grid[name] = []
            for weights in RERANK_GRID:
                found = reranked_metrics(candidates[name], shipped, index.engine, FitRerank(*weights))
                rerank_grid[name].append({"weights": list(weights),
                                          **{m: sum(v) / len(v) - alone[m] for m, v in found.items()}})
        finally:
            index.close()
    searched = reranked[shipped.name] if Config().retrieval.rerank and shipped.rerank else None
    paper = paper_variant().name
    seconds["variants and re-ranking, all sets"] = round(time.perf_counter() - t0, 1)
    print(f"\n{len(grid)} variants on {len(results)} sets in {time.perf_counter() - t0:.0f} s\n")

    report = {"sets": {}, "procedure": chosen["procedure"], "chosen": plan_dict(chosen["variant"]), "shipped": plan_dict(shipped),
              "eligible": chosen["eligible"], "ranking": chosen["ranking"][:25], "families": families(results, chosen)}
    for name, res in results.items():
        show = list(dict.fromkeys(["sparse", "dense", paper, shipped.name, *([searched] if searched else []),
                                   *(n for pair in reranked.items() for n in pair),
                                   chosen["variant"].name, *chosen["ranking_names"][:4]]))
        tests = significance(res, show)
        print(f"### {name} ({candidates[name]['split']}, {res['n']} queries, {res['level']} level)\n")
        print(format_table(res, show, tests))
        print()
        report["sets"][name] = {
            "split": candidates[name]["split"], "queries": res["n"], "level": res["level"],
            "best_single": res["best_single"], "shown": show,
            "variants": {v: res["means"][v] for v in res["means"]},
            "tests": tests, "ceiling": ceiling(res),
        }
    print("### Choice\n")
    print(chosen["text"])
    print("\n### Best of each family (worst-case nDCG@10 margin over the best single retriever)\n")
    print(family_table(report["families"]))
    report["searched"] = searched or shipped.name
    report["reranked"] = reranked
    report["rerank_grid"] = rerank_grid
    report["seconds"] = seconds
    print("\n### Acceptance of the shipped default\n")
    print(acceptance_table(report, report["searched"]))
    print("\n### How much per-query weights could give\n")
    print(ceiling_table(report))
    (OUT / "fusion.json").write_text(json.dumps(report, indent=1))
    if not args.no_plot:
        from muonrag.evaluate.tune import plot_fusion_sweep

        plot_fusion_sweep(results, STATIC / "fusion_sweep.png")
    if args.stock_check:
        report["stock_check"] = {}
        for name, path, split in sets:
            if name == "scifact-train":
                check = stock_check(name, path, split, candidates[name], dense=args.stock_dense)
                check["muonrag sparse (chunks)"] = results[name]["means"]["sparse"]["nDCG@10"]
                check["muonrag dense (chunks)"] = results[name]["means"]["dense"]["nDCG@10"]
                report["stock_check"][name] = check
                print(f"\n### BM25 / dense against stock on {name} (nDCG@10, document level)\n")
                print("| run | value |\n|---|---:|")
                for key, value in check.items():
                    print(f"| {key} | {value:.3f} |" if isinstance(value, float) else f"| {key} | {value} |")
        (OUT / "fusion.json").write_text(json.dumps(report, indent=1))
    if not args.sets:
        write_rst(report, ROOT / "docs" / "fusion.rst")
    print(f"\nwrote {OUT / 'fusion.json'}" + ("" if args.no_plot else f" and {STATIC / 'fusion_sweep.png'}"))


if __name__ == "__main__":
    main()
