"""Leave one set out: the fusion procedure's margin on a development set it did not choose on.

Run (after ``python benchmarks/bench_fusion.py``, whose saved means it reads; seconds)::

    python benchmarks/loso_fusion.py                       # table on stdout
    python benchmarks/loso_fusion.py --plot docs/_static/fusion_loso.png --json benchmarks/out/fusion_loso.json

``bench_fusion.py`` scores about 420 fusion variants on every development set and chooses one by the best
worst-case nDCG@10 margin over each set's best single retriever (:func:`muonrag.evaluate.tune.choose`). A
margin measured on the sets the choice was made on says how well the variants fit those sets, not how the
choice does on a collection it has not seen. Here, for each set, the same procedure chooses on the *other*
sets and is measured on that one: its margin there is out of set. Beside it, the candidates with nothing
chosen (equal-weight RRF, DBSF 0.5/0.5, the default since 7 December, and the paper's preset), whose margins
are out of set everywhere, and the default of 5-7 December, chosen on the first four sets (in set there).

The head re-ranking (:mod:`muonrag.retrieve.rerank`, the first 30 fused hits) is not in the grid:
``bench_fusion.py`` applies it, with the package's own code, after DBSF 0.5/0.5, equal-weight RRF and the
5-7 December default (``report["reranked"]``, with the shipped weights), and every weight triple of
:data:`muonrag.evaluate.tune.RERANK_GRID` after the shipped fusion (``report["rerank_grid"]``). Its weights are
chosen the same way: for each set, :func:`muonrag.evaluate.tune.choose_rerank` chooses them on the other sets
(the best mean gain among the weights that lose on none of them) and the gain is measured on the one left
out. The shipped weights are its choice on all sets, so rows with them are in set; the out-of-set row is the
one chosen without each set. A second table gives each re-ranking's gain (re-ranked minus the same fusion
alone) per set, a third the out-of-set choice of the weights.

Prints a Markdown table (nDCG@10 margin over the set's best single retriever; MRR@10 margin in brackets) and
one ``RESULT`` JSON line.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
REPORT = ROOT / "benchmarks" / "out" / "fusion.json"
#: Candidates with nothing fitted, by their names in the grid.
PLAIN = {"RRF, equal weights (K 60, 100 each)": "rrf K60 w 0.5/0.5 @100",
         "DBSF 0.5/0.5 (the default since 7 December)": "score dbsf w 0.5/0.5 @100",
         "the paper (RRF 0.9/0.1, K 60, 50 each)": "rrf K60 w 0.9/0.1 @50"}
#: The default of 5-7 December, chosen in set on the first four sets.
PREVIOUS = "rrf K100 confidence 0-0.6 @100"
#: The sets the 5-7 December default was chosen on (docs/fusion.rst).
PREVIOUS_FITTED_ON = ("muonrag-demo", "mucoll-docs", "converted-papers", "scifact-train")


def margins(report: dict, name: str) -> dict[str, tuple[float, float]]:
    """``name``'s nDCG@10 and MRR@10 margins over each set's best single retriever."""
    out = {}
    for set_name, found in report["sets"].items():
        best = found["variants"][found["best_single"]]
        mine = found["variants"][name]
        out[set_name] = (mine["nDCG@10"] - best["nDCG@10"], mine["MRR@10"] - best["MRR@10"])
    return out


def leave_one_out(report: dict, extra: tuple[str, ...] = ()) -> tuple[dict[str, tuple[float, float]], dict[str, str]]:
    """For each set, the variant the procedure chooses on the other sets, and its margins on that set; ``extra``
    names variants beyond the grid (the re-ranked fusions) that it may choose too, as the most complex kind."""
    from types import SimpleNamespace

    from muonrag.evaluate.tune import choose, default_grid

    specs = {plan.name: plan for plan in default_grid()}
    specs.update({name: SimpleNamespace(kind="adaptive", name=name) for name in extra})
    results = {set_name: {"specs": specs, "best_single": found["best_single"],
                          "means": {name: found["variants"][name] for name in specs}}
               for set_name, found in report["sets"].items()}
    chosen, out = {}, {}
    for held in results:
        picked = choose({name: res for name, res in results.items() if name != held})["variant"].name
        chosen[held] = picked
        out[held] = margins(report, picked)[held]
    return out, chosen


def rows_of(report: dict) -> tuple[dict[str, dict[str, tuple[float, float]]], dict[str, dict[str, str]]]:
    """The table's rows (label: margins by set) and what the procedures chose without each set."""
    procedure, chosen = leave_one_out(report)
    shipped = report["shipped"]["name"]
    rows = {"the procedure, chosen on the other sets (out of set)": procedure}
    rows.update({label: margins(report, name) for label, name in PLAIN.items()})
    later = [s for s in report["sets"] if s not in PREVIOUS_FITTED_ON]
    where = f"out of set on {', '.join(later)} only" if later else "in set"
    if shipped not in PLAIN.values():
        rows[f"shipped: {shipped}"] = margins(report, shipped)
    if PREVIOUS != shipped and all(PREVIOUS in found["variants"] for found in report["sets"].values()):
        rows[f"{PREVIOUS}, the default of 5-7 December (chosen on {', '.join(PREVIOUS_FITTED_ON)}: {where})"] = \
            margins(report, PREVIOUS)
    reranked = report.get("reranked", {})
    picks = {"fusion": chosen}
    if reranked:
        for base, name in reranked.items():
            rows[f"{short_name(base)} + re-rank (shipped weights, chosen on every set: in set)"] = margins(report, name)
        with_rerank, picks["with re-rank"] = leave_one_out(report, tuple(reranked.values()))
        rows["the procedure over the grid and the re-ranked fusions, chosen on the other sets (re-rank weights in "
             "set)"] = with_rerank
    if report.get("rerank_grid"):
        out_of_set, picks["re-rank weights"] = rerank_leave_one_out(report)
        base = margins(report, shipped)
        rows[f"{short_name(shipped)} + re-rank, weights chosen on the other sets (out of set)"] = {
            s: (base[s][0] + out_of_set[s][0], base[s][1] + out_of_set[s][1]) for s in base}
    return rows, picks


def short_name(name: str) -> str:
    """A plain candidate's short label (the 5-7 December default's too), else the variant's name."""
    if name == PREVIOUS:
        return "confidence (5-7 December)"
    return next((label.split(" (")[0] for label, plain in PLAIN.items() if plain == name), name)


def rerank_gains(report: dict, metric: str = "nDCG@10") -> dict[str, dict[tuple, float]]:
    """Each re-ranking's gain after the shipped fusion, by set and weights (``report["rerank_grid"]``)."""
    return {s: {tuple(row["weights"]): row[metric] for row in rows} for s, rows in report["rerank_grid"].items()}


def rerank_leave_one_out(report: dict) -> tuple[dict[str, tuple[float, float]], dict[str, str]]:
    """For each set, the re-ranking weights :func:`~muonrag.evaluate.tune.choose_rerank` chooses on the other
    sets, and their gain (nDCG@10, MRR@10) on that set."""
    from muonrag.evaluate.tune import choose_rerank, rerank_label

    ndcg, mrr = rerank_gains(report), rerank_gains(report, "MRR@10")
    out, chosen = {}, {}
    for held in ndcg:
        weights = choose_rerank({s: g for s, g in ndcg.items() if s != held})
        chosen[held] = rerank_label(weights)
        out[held] = (ndcg[held][weights], mrr[held][weights])
    return out, chosen


def gains(report: dict) -> dict[str, dict[str, tuple[float, float]]]:
    """The re-ranking's gain (nDCG@10, MRR@10) per set for each re-ranked fusion."""
    out = {}
    for base, name in report.get("reranked", {}).items():
        out[base] = {s: (found["variants"][name]["nDCG@10"] - found["variants"][base]["nDCG@10"],
                         found["variants"][name]["MRR@10"] - found["variants"][base]["MRR@10"])
                     for s, found in report["sets"].items()}
    return out


def table(rows: dict[str, dict[str, tuple[float, float]]], sets: list[str]) -> str:
    lines = ["| candidate | " + " | ".join(sets) + " | worst | mean |", "|---|" + "---:|" * (len(sets) + 2)]
    for label, found in rows.items():
        ndcg = [found[s][0] for s in sets]
        cells = [f"{found[s][0]:+.3f} ({found[s][1]:+.3f})" for s in sets]
        lines.append(f"| {label} | " + " | ".join(cells) + f" | {min(ndcg):+.3f} | {sum(ndcg) / len(ndcg):+.3f} |")
    return "\n".join(lines)


def plot(rows: dict[str, dict[str, tuple[float, float]]], sets: list[str], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import numpy as np

    import textwrap

    fig, ax = plt.subplots(figsize=(10, 5))
    width = 0.8 / len(rows)
    colours = plt.get_cmap("tab10").colors
    for i, (label, found) in enumerate(rows.items()):
        ax.bar(np.arange(len(sets)) + (i - (len(rows) - 1) / 2) * width, [found[s][0] for s in sets], width,
               label=textwrap.fill(label, 60), color=colours[i % len(colours)])
    ax.axhline(0, color="black", linewidth=0.8)
    ax.set_xticks(np.arange(len(sets)), sets, fontsize=9)
    ax.set_ylabel("nDCG@10 − best single retriever")
    ax.set_title("Fusion margins on each development set", fontsize=10)
    ax.legend(fontsize=7, loc="upper center", bbox_to_anchor=(0.5, -0.08), ncol=2)
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=120, bbox_inches="tight")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--report", type=Path, default=REPORT, help="bench_fusion.py's fusion.json")
    parser.add_argument("--plot", type=Path, help="also draw the margins here (PNG)")
    parser.add_argument("--json", type=Path, help="also write the figures here")
    args = parser.parse_args()
    report = json.loads(args.report.read_text())
    sets = list(report["sets"])
    rows, picks = rows_of(report)
    print(f"nDCG@10 margin over each set's best single retriever (MRR@10 margin), dev splits, {args.report}\n")
    print(table(rows, sets))
    for what, chosen in picks.items():
        print(f"\nchosen without the set ({what}): " + "; ".join(f"{s}: {chosen[s]}" for s in sets))
    found_gains = gains(report)
    if found_gains:
        print("\nthe head re-ranking's gain (re-ranked minus the same fusion alone), nDCG@10 (MRR@10)\n")
        print(table(found_gains, sets).replace("| candidate |", "| fusion |"))
    result = {"sets": sets, "chosen_without": picks["fusion"], "chosen_without_with_rerank": picks.get("with re-rank"),
              "previous_fitted_on": list(PREVIOUS_FITTED_ON),
              "rows": {label: {s: {"ndcg_margin": v[0], "mrr_margin": v[1]} for s, v in found.items()}
                       for label, found in rows.items()},
              "rerank_gain": {base: {s: {"ndcg": v[0], "mrr": v[1]} for s, v in found.items()}
                              for base, found in found_gains.items()}}
    print("RESULT " + json.dumps(result))
    if args.json:
        args.json.write_text(json.dumps(result, indent=1))
    if args.plot:
        plot(rows, sets, args.plot)


if __name__ == "__main__":
    main()
