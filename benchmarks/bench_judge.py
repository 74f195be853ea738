"""The learned judge alone: balanced accuracy, reliability and speed on pairs it was never trained on.

Run::

    python benchmarks/judge_pairs.py                      # the pairs (once)
    python benchmarks/bench_judge.py                      # the report part, the shipped judge
    python benchmarks/bench_judge.py --part calib         # the part its threshold was chosen on
    python benchmarks/bench_judge.py --folder benchmarks/out/judge --plot docs/_static/judge_reliability.png

Reads ``benchmarks/out/judge/pairs.jsonl`` (:mod:`judge_pairs`) and scores every
pair of ``--part`` with :class:`muonrag.grounding.learned.LearnedJudge` (int8 ONNX,
one thread). Prints, per set: pairs, balanced accuracy at the shipped threshold
and at 0.5, the rank AUC, and the judge's seconds per pair (median and mean,
batches of 8 as the engine sends them). ``--plot`` draws the reliability diagram:
the judge's probability, in ten bins, against the observed rate of supported
pairs. The rules, and the rules with the judge, are measured through the whole
answer path by ``bench_claims.py --settings rules,judge``.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from train_judge import SETS, balanced_accuracy  # noqa: E402


def auc(scores: np.ndarray, labels: np.ndarray) -> float:
    """The probability that a random supported pair outscores a random unsupported one (ties count half)."""
    pos, neg = scores[labels], scores[~labels]
    if not len(pos) or not len(neg):
        return float("nan")
    order = np.argsort(np.concatenate([pos, neg]), kind="mergesort")
    ranks = np.empty(len(order))
    ranks[order] = np.arange(1, len(order) + 1)
    return float((ranks[:len(pos)].sum() - len(pos) * (len(pos) + 1) / 2) / (len(pos) * len(neg)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--pairs", type=Path, default=HERE / "out" / "judge" / "pairs.jsonl")
    parser.add_argument("--part", choices=("report", "calib", "train"), default="report")
    parser.add_argument("--folder", type=Path, default=None, help="the judge's files (default: the package's)")
    parser.add_argument("--plot", type=Path, default=None, help="write the reliability diagram here (PNG)")
    parser.add_argument("--json", type=Path, default=None)
    args = parser.parse_args()
    from muonrag.grounding.learned import LearnedJudge

    judge = LearnedJudge(args.folder)
    with args.pairs.open(encoding="utf-8") as handle:
        pairs = [p for p in map(json.loads, handle) if p["part"] == args.part and p["source"] in SETS]
    judge.scores([("warm-up", "warm-up")])
    scores = np.empty(len(pairs))
    seconds = []
    for start in range(0, len(pairs), 8):
        batch = pairs[start:start + 8]
        t0 = time.perf_counter()
        scores[start:start + len(batch)] = judge.scores([(p["claim"], p["evidence"]) for p in batch])
        seconds.extend([(time.perf_counter() - t0) / len(batch)] * len(batch))
    labels = np.array([bool(p["supported"]) for p in pairs])
    print(f"learned judge {judge.folder} (threshold {judge.threshold:.2f}), part {args.part}\n")
    print("| set | pairs | supported | BA at threshold | BA at 0.5 | AUC |")
    print("|---|---:|---:|---:|---:|---:|")
    figures = {}
    for name in SETS:
        rows = np.array([p["source"] == name for p in pairs])
        kinds = {p["kind"] for p, r in zip(pairs, rows) if r}
        s, y = scores[rows], labels[rows]
        figures[name] = {"pairs": int(rows.sum()), "supported": int(y.sum()), "kinds": sorted(kinds),
                         "ba": balanced_accuracy(s, y, judge.threshold), "ba_half": balanced_accuracy(s, y, 0.5),
                         "auc": auc(s, y)}
        f = figures[name]
        print(f"| {name} | {f['pairs']} | {f['supported']} | {f['ba']:.3f} | {f['ba_half']:.3f} | {f['auc']:.3f} |")
    print(f"\nseconds per pair (batches of 8, 1 thread): median {np.median(seconds) * 1e3:.1f} ms, "
          f"mean {np.mean(seconds) * 1e3:.1f} ms over {len(pairs)} pairs")
    bins = np.clip((scores * 10).astype(int), 0, 9)
    reliability = [(float(scores[bins == b].mean()), float(labels[bins == b].mean()), int((bins == b).sum()))
                   for b in range(10) if (bins == b).any()]
    print("\n| probability bin | mean probability | observed supported | pairs |\n|---|---:|---:|---:|")
    for b, (p, o, n) in zip([b for b in range(10) if (bins == b).any()], reliability):
        print(f"| {b / 10:.1f}-{(b + 1) / 10:.1f} | {p:.2f} | {o:.2f} | {n} |")
    if args.plot:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt

        fig, ax = plt.subplots(figsize=(4.5, 4.5))
        ax.plot([0, 1], [0, 1], color="grey", lw=1, ls="--", label="perfectly calibrated")
        for name in SETS:
            rows = np.array([p["source"] == name for p in pairs])
            b = np.clip((scores[rows] * 5).astype(int), 0, 4)
            points = [(scores[rows][b == k].mean(), labels[rows][b == k].mean()) for k in range(5) if (b == k).sum() >= 5]
            if points:
                ax.plot(*zip(*points), marker="o", label=name)
        ax.axvline(judge.threshold, color="black", lw=0.8, label=f"threshold {judge.threshold:.2f}")
        ax.set_xlabel("judge's probability (bin mean)")
        ax.set_ylabel("observed rate of supported pairs")
        ax.set_title(f"learned judge, {args.part} part")
        ax.legend(fontsize=7)
        fig.tight_layout()
        args.plot.parent.mkdir(parents=True, exist_ok=True)
        fig.savefig(args.plot, dpi=120)
        print(f"\nreliability plot -> {args.plot}")
    if args.json:
        args.json.write_text(json.dumps({"part": args.part, "threshold": judge.threshold, "sets": figures,
                                         "ms_per_pair_median": float(np.median(seconds) * 1e3),
                                         "reliability": reliability}, indent=2))


if __name__ == "__main__":
    main()
