"""How well the offline answerer's support score tells answerable from unanswerable questions.

    python benchmarks/bench_answerability.py [--dataset DIR] [--threshold T]

The offline answerer abstains when its support (the best evidence unit's score,
see :mod:`muonrag.answer.extractive`) is below a threshold calibrated on the
dev split. How far any threshold can go is set by how well support ranks
answerable above unanswerable questions: its ROC AUC. This script prints, for
each split and for each question form (a fact: a value, a date or a name; a
reason or mechanism: why/how questions), the AUC, the counts, and the answer
rate and correct abstention at the calibrated threshold. A form whose AUC is
near 0.5 cannot be served by a threshold of this score at all.
"""

from __future__ import annotations

import argparse
from pathlib import Path

import numpy as np

from muonrag.answer.engine import build_engine
from muonrag.answer.extractive import calibrated_threshold
from muonrag.answer.question_kinds import question_kinds
from muonrag.config import Config
from muonrag.data import demo_benchmark_path
from muonrag.evaluate.dataset import Dataset
from muonrag.evaluate.runner import open_eval_index


def roc_auc(positive: np.ndarray, negative: np.ndarray) -> float:
    """Probability that a random answerable question outscores a random unanswerable one (ties count half)."""
    if not len(positive) or not len(negative):
        return float("nan")
    greater = (positive[:, None] > negative[None, :]).sum()
    ties = (positive[:, None] == negative[None, :]).sum()
    return float((greater + 0.5 * ties) / (len(positive) * len(negative)))


def form(question: str) -> str:
    kinds = question_kinds(question)
    return "reason" if "reason" in kinds and not kinds & {"value", "date"} else "fact"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--dataset", default=str(demo_benchmark_path()))
    parser.add_argument("--threshold", type=float, default=None, help="default: the calibrated threshold")
    args = parser.parse_args()
    dataset = Dataset.load(Path(args.dataset))
    threshold = calibrated_threshold() if args.threshold is None else args.threshold
    config = Config()
    index, _ = open_eval_index(dataset, config, progress=True)
    try:
        engine = build_engine(index, config=config, offline=True, threshold=-1.0)
        rows = []
        for query in dataset.select(None):
            support = engine.answer(query.text).support
            rows.append((query.split, form(query.text), query.answerable, 0.0 if support is None else support))
    finally:
        index.close()
    print(f"support threshold {threshold:.4f}\n")
    print("| split | form | answerable | unanswerable | AUC | answer rate | correct abstention |")
    print("|---|---|---:|---:|---:|---:|---:|")
    for split in sorted({r[0] for r in rows}):
        for name in ("fact", "reason", "all"):
            chosen = [r for r in rows if r[0] == split and (name == "all" or r[1] == name)]
            s = np.asarray([r[3] for r in chosen])
            y = np.asarray([r[2] for r in chosen], dtype=bool)
            answer_rate = f"{(s[y] >= threshold).mean():.3f}" if y.any() else "-"
            abstention = f"{(s[~y] < threshold).mean():.3f}" if (~y).any() else "-"
            print(f"| {split} | {name} | {int(y.sum())} | {int((~y).sum())} | {roc_auc(s[y], s[~y]):.3f} | "
                  f"{answer_rate} | {abstention} |")


if __name__ == "__main__":
    main()
