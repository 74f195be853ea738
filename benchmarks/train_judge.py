"""Train the learned judge: all-MiniLM-L6-v2 as a cross-encoder (claim, evidence) -> supported, exported to int8 ONNX.

One command retrains it from the open data (about 50 min on 2 CPU cores; a GPU
is used when torch sees one, same script)::

    python benchmarks/judge_pairs.py && python benchmarks/train_judge.py
    python benchmarks/train_judge.py --resume            # go on from the last checkpoint
    python benchmarks/train_judge.py --export-only       # export + calibrate the trained model again
    python benchmarks/train_judge.py --install           # copy the result into muonrag/data/judge/

Steps, all under ``--out`` (default ``benchmarks/out/judge/``):

1. **Train** on the ``train`` part of ``pairs.jsonl`` (:mod:`judge_pairs`): the human-labelled
   pairs repeated ``--human-repeat`` times among the synthetic ones, shuffled with
   ``--seed``; the weights start from the bundled sentence-transformers model (only
   the one-logit classification head is new); binary cross-entropy, AdamW, linear
   warm-up and decay. A checkpoint (weights, optimiser, schedule, step) is written
   every ``--checkpoint-every`` steps to ``checkpoint.pt``; ``--resume`` continues
   from it, on the same data order.
2. **Export** the classifier to ONNX and quantise its weights to 8 bits, per channel
   (``onnxruntime.quantization.quantize_dynamic``); the int8 model's scores are
   compared with the fp32 model's on the ``calib`` pairs (mean and largest difference printed).
3. **Calibrate** on the ``calib`` part only (never trained on, never reported): the
   lowest threshold on the int8 model's probability (scored as the library scores)
   at which the mean share of unsupported SciFact, AttributionBench and WiCE pairs
   accepted is at most ``--false-accept`` (0.15). It is written to ``judge.json``.

The ``report`` part is not read here. ``benchmarks/bench_claims.py --split report``
reports the judge, with and without the rules.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import Optional

import numpy as np

HERE = Path(__file__).resolve().parent
OUT = HERE / "out" / "judge"
PACKAGE_DATA = HERE.parent / "muonrag" / "data" / "judge"
SETS = ("scifact", "attributionbench", "wice")


def _load(path: Path) -> list[dict]:
    with path.open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


def training_order(pairs: list[dict], human_repeat: int, seed: int) -> list[dict]:
    """The train pairs in the order they are seen: human pairs ``human_repeat`` times, shuffled with ``seed``."""
    train = [p for p in pairs if p["part"] == "train"]
    rows = [p for p in train if p["source"] == "synthetic"] + [p for p in train if p["source"] != "synthetic"] * human_repeat
    random.Random(seed).shuffle(rows)
    return rows


def balanced_accuracy(scores: np.ndarray, labels: np.ndarray, threshold: float) -> float:
    kept = scores >= threshold
    pos, neg = labels.astype(bool), ~labels.astype(bool)
    rates = []
    if pos.any():
        rates.append(kept[pos].mean())
    if neg.any():
        rates.append((~kept[neg]).mean())
    return float(np.mean(rates)) if rates else float("nan")


def false_accept_rate(scores: np.ndarray, labels: np.ndarray, threshold: float) -> float:
    neg = ~labels.astype(bool)
    return float((scores[neg] >= threshold).mean()) if neg.any() else 0.0


def choose_threshold(scored: dict[str, tuple[np.ndarray, np.ndarray]],
                     false_accept: float = 0.15) -> tuple[float, dict[str, float]]:
    """The lowest threshold whose mean false-accept rate over the sets in ``scored`` is at most ``false_accept``.

    The judge's verdict overrules the rules' doubt, so a wrong claim it lets through
    costs more than a right one it removes: the threshold is set by the wrong claims
    it may accept (mean over the sets, each weighing the same), then as low as that
    allows, which keeps the most right claims. Maximising the balanced accuracy
    instead chose 0.07 on the calibration pairs, where an unrelated sentence
    (``Bananas are yellow fruit``) already passes.
    """
    grid = np.round(np.arange(0.05, 0.991, 0.01), 2)
    feasible = [t for t in grid if np.mean([false_accept_rate(s, y, t) for s, y in scored.values()]) <= false_accept]
    best = float(feasible[0]) if feasible else float(grid[-1])
    return best, {name: balanced_accuracy(s, y, best) for name, (s, y) in scored.items()}


def train(args: argparse.Namespace) -> None:
    import torch
    from transformers import AutoModelForSequenceClassification, AutoTokenizer

    from muonrag.core.models import resolve_model

    torch.manual_seed(args.seed)
    if args.threads:
        torch.set_num_threads(args.threads)
    device = "cuda" if torch.cuda.is_available() and not args.cpu else "cpu"
    _name, model_dir = resolve_model(args.base)
    tokenizer = AutoTokenizer.from_pretrained(model_dir, local_files_only=True)
    model = AutoModelForSequenceClassification.from_pretrained(model_dir, num_labels=1, local_files_only=True).to(device)
    rows = training_order(_load(args.pairs), args.human_repeat, args.seed)
    steps_per_epoch = math.ceil(len(rows) / args.batch)
    total = steps_per_epoch * args.epochs if not args.max_steps else min(args.max_steps, steps_per_epoch * args.epochs)
    optimizer = torch.optim.AdamW(model.parameters(), lr=args.lr, weight_decay=0.01)
    warmup = max(1, int(0.06 * total))
    scheduler = torch.optim.lr_scheduler.LambdaLR(
        optimizer, lambda s: min(1.0, (s + 1) / warmup) * max(0.0, (total - s) / max(1, total - warmup)) if s >= warmup
        else (s + 1) / warmup)
    checkpoint = args.out / "checkpoint.pt"
    step = 0
    if args.resume and checkpoint.is_file():
        state = torch.load(checkpoint, map_location=device, weights_only=False)
        model.load_state_dict(state["model"])
        optimizer.load_state_dict(state["optimizer"])
        scheduler.load_state_dict(state["scheduler"])
        step = state["step"]
        print(f"resumed at step {step}/{total}")
    loss_fn = torch.nn.BCEWithLogitsLoss()
    model.train()
    started = time.perf_counter()
    done_here = 0
    running = []
    print(f"{len(rows)} pairs a epoch, {steps_per_epoch} steps of {args.batch}, {total} steps, device {device}, "
          f"{torch.get_num_threads()} threads", flush=True)
    while step < total:
        start = (step % steps_per_epoch) * args.batch
        batch = rows[start:start + args.batch]
        encoded = tokenizer([p["claim"] for p in batch], [p["evidence"] for p in batch], padding=True,
                            truncation="longest_first", max_length=args.max_length, return_tensors="pt").to(device)
        labels = torch.tensor([float(p["supported"]) for p in batch], device=device)
        logits = model(**encoded).logits.squeeze(-1)
        loss = loss_fn(logits, labels)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        optimizer.step()
        scheduler.step()
        optimizer.zero_grad()
        step += 1
        done_here += 1
        running.append(loss.item())
        if step % 50 == 0 or step == total:
            elapsed = time.perf_counter() - started
            print(f"step {step}/{total}  loss {np.mean(running[-50:]):.4f}  {elapsed / done_here:.2f} s/step  "
                  f"eta {(total - step) * elapsed / done_here / 60:.1f} min", flush=True)
        if step % args.checkpoint_every == 0 or step == total:
            torch.save({"model": model.state_dict(), "optimizer": optimizer.state_dict(),
                        "scheduler": scheduler.state_dict(), "step": step}, checkpoint)
    model.eval()
    model.save_pretrained(args.out / "model")
    tokenizer.save_pretrained(args.out / "model")
    seconds = time.perf_counter() - started
    (args.out / "training.json").write_text(json.dumps({
        "pairs": len(rows), "steps": total, "batch": args.batch, "epochs": args.epochs, "lr": args.lr,
        "max_length": args.max_length, "human_repeat": args.human_repeat, "seed": args.seed, "device": device,
        "threads": torch.get_num_threads(), "seconds_this_run": round(seconds, 1),
        "seconds_per_step": round(seconds / max(1, done_here), 3)}, indent=2))


def export(args: argparse.Namespace) -> None:
    import torch
    from onnxruntime.quantization import QuantType, quantize_dynamic
    from transformers import AutoModelForSequenceClassification, AutoTokenizer

    model_dir = args.out / "model"
    tokenizer = AutoTokenizer.from_pretrained(model_dir, local_files_only=True)
    model = AutoModelForSequenceClassification.from_pretrained(model_dir, local_files_only=True).eval()
    probe = tokenizer(["The muon collider reaches 10 TeV."], ["A 10 TeV muon collider is studied."], return_tensors="pt")
    names = ["input_ids", "attention_mask", "token_type_ids"]
    fp32 = args.out / "judge-fp32.onnx"
    int8 = args.out / "judge-int8.onnx"

    class Logit(torch.nn.Module):
        def __init__(self, inner):
            super().__init__()
            self.inner = inner

        def forward(self, input_ids, attention_mask, token_type_ids):
            return self.inner(input_ids=input_ids, attention_mask=attention_mask, token_type_ids=token_type_ids).logits[:, 0]

    with torch.no_grad():
        torch.onnx.export(Logit(model), tuple(probe[n] for n in names), str(fp32), input_names=names, output_names=["logit"],
                          dynamic_axes={**{n: {0: "batch", 1: "tokens"} for n in names}, "logit": {0: "batch"}},
                          opset_version=17, dynamo=False)
    # Per-channel unsigned weights: signed per-tensor int8 moved calibration-set probabilities by
    # 0.07 on average (AUC on WiCE 0.834 -> 0.802); per-channel uint8 by 0.034 (AUC 0.828).
    quantize_dynamic(str(fp32), str(int8), weight_type=QuantType.QUInt8, per_channel=True)
    shutil.copy(model_dir / "tokenizer.json", args.out / "tokenizer.json")
    (args.out / "judge.json").write_text(json.dumps({"format": 1, "max_length": args.max_length, "threshold": 0.5}))
    calib = [p for p in _load(args.pairs) if p["part"] == "calib"]
    # Scored as the library scores (LearnedJudge: batches of similar length, little padding):
    # dynamic quantisation scales activations per batch, so padding moves int8 scores.
    from muonrag.grounding.learned import LearnedJudge

    pairs = [(p["claim"], p["evidence"]) for p in calib]
    prob = LearnedJudge(folder=args.out, threads=0).scores(pairs)
    with tempfile.TemporaryDirectory() as tmp:
        for name in ("judge.json", "tokenizer.json"):
            shutil.copy(args.out / name, Path(tmp) / name)
        shutil.copy(fp32, Path(tmp) / "judge-int8.onnx")
        prob_fp32 = LearnedJudge(folder=Path(tmp), threads=0).scores(pairs)
    gap = np.abs(prob - prob_fp32)
    print(f"int8 ONNX {int8.stat().st_size / 1e6:.1f} MB; |p_int8 - p_fp32| on {len(calib)} calib pairs: "
          f"mean {gap.mean():.3f}, 90th percentile {np.quantile(gap, 0.9):.3f}, largest {gap.max():.3f}")
    scored = {}
    for name in SETS:
        rows = [i for i, p in enumerate(calib) if p["source"] == name]
        scored[name] = (prob[rows], np.array([calib[i]["supported"] for i in rows]))
    threshold, rates = choose_threshold(scored, args.false_accept)
    accepted = {name: false_accept_rate(s, y, threshold) for name, (s, y) in scored.items()}
    at_half = {name: balanced_accuracy(s, y, 0.5) for name, (s, y) in scored.items()}
    print(f"calib threshold {threshold:.2f}: " + ", ".join(f"{k} BA {v:.3f}" for k, v in rates.items())
          + "; false accepts " + ", ".join(f"{k} {v:.3f}" for k, v in accepted.items())
          + "  (at 0.50: BA " + ", ".join(f"{k} {v:.3f}" for k, v in at_half.items()) + ")")
    training = json.loads((args.out / "training.json").read_text()) if (args.out / "training.json").is_file() else {}
    (args.out / "judge.json").write_text(json.dumps({
        "format": 1, "base_model": args.base, "max_length": args.max_length, "threshold": threshold,
        "false_accept_budget": args.false_accept,
        "calib_balanced_accuracy": {k: round(v, 3) for k, v in rates.items()},
        "calib_false_accept": {k: round(v, 3) for k, v in accepted.items()},
        "calib_pairs": {k: int(len(s)) for k, (s, _y) in scored.items()},
        "training": training}, indent=2) + "\n")


def install(args: argparse.Namespace) -> None:
    PACKAGE_DATA.mkdir(parents=True, exist_ok=True)
    for name in ("judge-int8.onnx", "judge.json", "tokenizer.json"):
        shutil.copy(args.out / name, PACKAGE_DATA / name)
    print(f"installed the judge into {PACKAGE_DATA}")


def main(argv: Optional[list[str]] = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--pairs", type=Path, default=OUT / "pairs.jsonl")
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--base", default="all-MiniLM-L6-v2", help="the model the weights start from (bundled name or folder)")
    parser.add_argument("--epochs", type=int, default=1)
    parser.add_argument("--max-steps", type=int, default=0, help="stop after this many steps (0: the epochs)")
    parser.add_argument("--batch", type=int, default=16)
    parser.add_argument("--lr", type=float, default=5e-5)
    parser.add_argument("--max-length", type=int, default=128, help="word pieces of claim and evidence together")
    parser.add_argument("--human-repeat", type=int, default=3)
    parser.add_argument("--seed", type=int, default=13)
    parser.add_argument("--threads", type=int, default=0, help="torch threads (0: torch's default)")
    parser.add_argument("--checkpoint-every", type=int, default=100)
    parser.add_argument("--resume", action="store_true")
    parser.add_argument("--cpu", action="store_true", help="train on the CPU even when a GPU is at hand")
    parser.add_argument("--false-accept", type=float, default=0.15,
                        help="the mean share of unsupported calib pairs the threshold may accept")
    parser.add_argument("--export-only", action="store_true")
    parser.add_argument("--install", action="store_true", help="only copy the exported judge into the package")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    sys.path.insert(0, str(HERE))
    if args.install:
        return install(args)
    if not args.export_only:
        train(args)
    export(args)


if __name__ == "__main__":
    main()
