"""Leave one set out: the fusion procedure's margin on a development set it did not choose on.

Run (after ``python benchmarks/bench_fusion.py``, whose saved means it reads; seconds)::

    python benchmarks/loso_fusion.py                       # table on stdout
    python benchmarks/loso_fusion.py --plot docs/_static/fusion_loso.png --json benchmarks/out/fusion_loso.json

``bench_fusion.py`` scores about 420 fusion variants on every development set and chooses one by the best
worst-case nDCG@10 margin over each set's best single retriever (:func:`muonrag.evaluate.tune.choose`). A
margin measured on the sets the choice was made on says how well the variants fit those sets, not how the
choice does on a collection it has not seen. Here, for each set, the same procedure chooses on the *other*
sets and is measured on that one: its margin there is out of set. Beside it, the candidates with nothing
chosen (equal-weight RRF, DBSF 0.5/0.5, the paper's preset), whose margins are out of set everywhere, and
the shipped fusion, chosen on all the sets (so its margins are in set). The shipped head re-ranking was
fitted on all the sets too; it is not in the grid and is left out here.

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
         "DBSF 0.5/0.5 (the earlier default)": "score dbsf w 0.5/0.5 @100",
         "the paper (RRF 0.9/0.1, K 60, 50 each)": "rrf K60 w 0.9/0.1 @50"}


def margins(report: dict, name: str) -> dict[str, tuple[float, float]]:
    """``name``'s nDCG@10 and MRR@10 margins over each set's best single retriever."""
    out = {}
    for set_name, found in report["sets"].items():
        best = found["variants"][found["best_single"]]
        mine = found["variants"][name]
        out[set_name] = (mine["nDCG@10"] - best["nDCG@10"], mine["MRR@10"] - best["MRR@10"])
    return out


def leave_one_out(report: dict) -> tuple[dict[str, tuple[float, float]], dict[str, str]]:
    """For each set, the variant the procedure chooses on the other sets, and its margins on that set."""
    from muonrag.evaluate.tune import choose, default_grid

    specs = {plan.name: plan for plan in default_grid()}
    results = {set_name: {"specs": specs, "best_single": found["best_single"],
                          "means": {name: found["variants"][name] for name in specs}}
               for set_name, found in report["sets"].items()}
    chosen, out = {}, {}
    for held in results:
        picked = choose({name: res for name, res in results.items() if name != held})["variant"].name
        chosen[held] = picked
        out[held] = margins(report, picked)[held]
    return out, chosen


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

    fig, ax = plt.subplots(figsize=(9, 5))
    width = 0.8 / len(rows)
    for i, (label, found) in enumerate(rows.items()):
        ax.bar(np.arange(len(sets)) + (i - (len(rows) - 1) / 2) * width, [found[s][0] for s in sets], width, label=label)
    ax.axhline(0, color="black", linewidth=0.8)
    ax.set_xticks(np.arange(len(sets)), sets, fontsize=9)
    ax.set_ylabel("nDCG@10 − best single retriever")
    ax.set_title("Fusion margins on each development set", fontsize=10)
    ax.legend(fontsize=8, loc="upper center", bbox_to_anchor=(0.5, -0.08), ncol=2)
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=120)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--report", type=Path, default=REPORT, help="bench_fusion.py's fusion.json")
    parser.add_argument("--plot", type=Path, help="also draw the margins here (PNG)")
    parser.add_argument("--json", type=Path, help="also write the figures here")
    args = parser.parse_args()
    report = json.loads(args.report.read_text())
    sets = list(report["sets"])
    procedure, chosen = leave_one_out(report)
    shipped = report["shipped"]["name"]
    rows = {"the procedure, chosen on the other sets (out of set)": procedure}
    rows.update({label: margins(report, name) for label, name in PLAIN.items()})
    rows[f"shipped: {shipped} (chosen on all sets: in set)"] = margins(report, shipped)
    print(f"nDCG@10 margin over each set's best single retriever (MRR@10 margin), dev splits, {args.report}\n")
    print(table(rows, sets))
    print("\nchosen without the set: " + "; ".join(f"{s}: {chosen[s]}" for s in sets))
    result = {"sets": sets, "chosen_without": chosen,
              "rows": {label: {s: {"ndcg_margin": v[0], "mrr_margin": v[1]} for s, v in found.items()}
                       for label, found in rows.items()}}
    print("RESULT " + json.dumps(result))
    if args.json:
        args.json.write_text(json.dumps(result, indent=1))
    if args.plot:
        plot(rows, sets, args.plot)


if __name__ == "__main__":
    main()
