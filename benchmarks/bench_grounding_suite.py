"""The second adversarial suite (issue 43): attacks caught and honest answers kept, by family and split.

Run::

    python benchmarks/bench_grounding_suite.py                      # every case: the rules, then the endpoint path
    python benchmarks/bench_grounding_suite.py --split report       # the reported figure only
    python benchmarks/bench_grounding_suite.py --no-socket --family role_swap,honest
    python benchmarks/bench_grounding_suite.py --json benchmarks/out/grounding_suite.json

The cases are ``muonrag/evaluate/suites/grounding.py``: at least 150 attacks in eight new
families (qualifiers cut off, figures of another machine or energy, goals
stated as results, roles swapped, quantifiers widened, comparisons made up,
headings and captions quoted as facts, claims in another language) and at
least 40 honest answers, each case in the ``dev`` or the ``report`` split.

Each case goes through two paths:

* ``rules``: :func:`muonrag.answer.engine.ground_generated` (as
  ``benchmarks/bench_adversarial.py`` runs it);
* ``llm-keeps-all``: the public answer path, a
  :class:`~muonrag.GroundedQueryEngine` with ``verify="llm"`` over a fixed
  retriever returning the case's chunks and the real ``OpenAILike`` client
  talking over a socket to the replay endpoint (``muonrag/testing.py``),
  which answers with the case's reply and then, as the verifier, calls EVERY
  claim supported (verdicts for claims 1..12): the worst case, a judge that
  keeps every doubt, so what is caught there is caught by the rules alone.

An attack is *caught* when its target claim is not kept; an honest case is
*kept* when all its targets are (:func:`muonrag.evaluate.suites.adversarial.judge`).
Prints, per path, a Markdown table by family with the dev, report and
overall figures, then every attack kept and every honest case removed (with
the reason the engine gave), and any case that raised. ``--json OUT`` writes
every case's outcome.
"""

from __future__ import annotations

import argparse
import collections
import json
import logging
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from bench_adversarial import _clip, run_cases, select_cases  # noqa: E402  (the same runner and judge as the first suite)

#: The verifier's reply on the endpoint path: every claim (of up to 12) supported.
KEEP_ALL = json.dumps({"verdicts": [{"claim": i, "supported": True, "reason": "ok"} for i in range(1, 13)]})

PATHS = {"rules": "rules: ground_generated",
         "judge": "rules + learned judge: ground_generated(judge=LearnedJudge())",
         "llm-keeps-all": "replay endpoint: GroundedQueryEngine(verify='llm'), the verifier calls every claim supported"}


def ask_keeping_all(engine: Any, server: Any, case: dict[str, Any]) -> Any:
    """``case`` through ``engine`` over the replay ``server``: the case's reply, then a verifier that keeps all."""
    from muonrag.evaluate.suites.adversarial import reply_text

    engine.retriever.case = case
    server.script = [reply_text(case)]
    server.default = KEEP_ALL
    return engine.answer(case["question"])


def _cell(group: list[dict[str, Any]]) -> str:
    if not group:
        return "-"
    good = sum(o["passed"] for o in group)
    return f"{good}/{len(group)} ({good / len(group):.2f})"


def family_table(families: list[str], outcomes: list[dict[str, Any]], splits: dict[str, str]) -> str:
    """Per family: attacks caught (or honest cases kept) out of the cases, in each split and overall."""
    lines = ["| family | dev | report | all | abstained | errors |", "|---|---:|---:|---:|---:|---:|"]

    def row(label: str, group: list[dict[str, Any]]) -> None:
        if not group:
            return
        by_split = {s: [o for o in group if splits[o["id"]] == s] for s in ("dev", "report")}
        lines.append(f"| {label} | {_cell(by_split['dev'])} | {_cell(by_split['report'])} | {_cell(group)} | "
                     f"{sum(bool(o.get('abstained')) for o in group)} | {sum(o['error'] is not None for o in group)} |")

    for family in families:
        row(family, [o for o in outcomes if o["family"] == family])
    row("**all attacks (caught)**", [o for o in outcomes if o["attack"]])
    row("**honest (kept)**", [o for o in outcomes if not o["attack"]])
    return "\n".join(lines)


def failures_table(cases: dict[str, dict[str, Any]], outcomes: list[dict[str, Any]]) -> str:
    kept_attacks = [o for o in outcomes if o["attack"] and not o["passed"] and o["error"] is None]
    lost_honest = [o for o in outcomes if not o["attack"] and not o["passed"] and o["error"] is None]
    lines = [f"Attacks kept ({len(kept_attacks)}):", "", "| split | id | note | target claim (kept) |",
             "|---|---|---|---|"]
    for o in kept_attacks:
        kept = next((t["target"] for t in o["targets"] if t["kept"]), "")
        lines.append(f"| {cases[o['id']]['split']} | {o['id']} | {_clip(cases[o['id']]['note'], 80)} | "
                     f"{_clip(kept, 80)} |")
    if not kept_attacks:
        lines.append("| | (none) | | |")
    lines += ["", f"Honest cases removed ({len(lost_honest)}):", "", "| split | id | note | reason given |",
              "|---|---|---|---|"]
    for o in lost_honest:
        reasons = "; ".join(t["reason"] for t in o["targets"] if not t["kept"])
        lines.append(f"| {cases[o['id']]['split']} | {o['id']} | {_clip(cases[o['id']]['note'], 60)} | "
                     f"{_clip(reasons, 150)} |")
    if not lost_honest:
        lines.append("| | (none) | | |")
    errors = [o for o in outcomes if o["error"] is not None]
    if errors:
        lines += ["", f"Cases that raised ({len(errors)}):", ""]
        lines += [f"- {o['id']}: {o['error']}" for o in errors]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--split", choices=("dev", "report"), default=None, help="run one split only (default: both)")
    parser.add_argument("--family", default=None, help="comma-separated families to run (default: all)")
    parser.add_argument("--ids", default=None, help="comma-separated case ids to run (default: all)")
    parser.add_argument("--no-socket", action="store_true", help="the rules only, not the replay endpoint path")
    parser.add_argument("--json", default=None, metavar="OUT", help="write every case's outcome here")
    parser.add_argument("--judge", action="store_true", help="also the rules with the learned judge (LearnedJudge)")
    args = parser.parse_args()

    logging.getLogger("httpx").setLevel(logging.WARNING)
    from muonrag.evaluate.suites.adversarial import evidence_for, make_retriever, reply_text
    from muonrag.evaluate.suites.grounding import CASES, FAMILIES

    cases = select_cases([c for c in CASES if not args.split or c["split"] == args.split], FAMILIES, args.family,
                         args.ids, parser.error)
    by_id = {c["id"]: c for c in cases}
    splits = {c["id"]: c["split"] for c in cases}
    families = [f for f in FAMILIES if any(c["family"] == f for c in cases)]

    from muonrag.answer.engine import ground_generated

    results: dict[str, list[dict[str, Any]]] = {}
    seconds: dict[str, float] = {}
    t0 = time.perf_counter()
    results["rules"] = run_cases(cases, lambda c: ground_generated(c["question"], reply_text(c), evidence_for(c)),
                                 "rules")
    seconds["rules"] = time.perf_counter() - t0
    if args.judge:
        from muonrag.grounding.learned import LearnedJudge

        learned = LearnedJudge()
        t0 = time.perf_counter()
        results["judge"] = run_cases(cases, lambda c: ground_generated(c["question"], reply_text(c), evidence_for(c),
                                                                       judge=learned), "judge")
        seconds["judge"] = time.perf_counter() - t0
    if not args.no_socket:
        from muonrag import Config, GroundedQueryEngine
        from muonrag.llm.adapter import make_llm
        from muonrag.testing import ReplayLLMServer

        with ReplayLLMServer() as server:
            llm = make_llm(Config(llm_base_url=server.url, llm_model="replay-model", llm_timeout=10, llm_retries=0).llm)
            engine = GroundedQueryEngine(make_retriever(), llm=llm, extractive=None, fallback=False, verify="llm",
                                         judge="none")
            t0 = time.perf_counter()
            results["llm-keeps-all"] = run_cases(cases, lambda c: ask_keeping_all(engine, server, c), "llm-keeps-all")
            seconds["llm-keeps-all"] = time.perf_counter() - t0

    counts = collections.Counter(c["family"] for c in cases)
    attacks = sum(n for f, n in counts.items() if f != "honest")
    split_counts = collections.Counter(c["split"] for c in cases)
    texts = sum(isinstance(c["reply"], str) for c in cases)
    contract = next((o.get("new_contract") for o in results["rules"] if o.get("error") is None), None)
    print(f"Grounding suite (issue 43): {len(cases)} cases, {attacks} attacks and {counts['honest']} honest; "
          f"dev {split_counts['dev']}, report {split_counts['report']}; {texts} text replies; "
          f"Answer.claims {'present' if contract else 'absent (judged by removed)'}\n")
    print("Cells: attacks caught (honest: kept) / cases (rate).\n")
    for path, outcomes in results.items():
        print(f"### {PATHS[path]} ({seconds[path]:.1f} s, {seconds[path] / len(cases) * 1000:.0f} ms per case)\n")
        print(family_table(families, outcomes, splits))
        print()
        print(failures_table(by_id, outcomes))
        print()
    if "llm-keeps-all" in results:
        differ = [r["id"] for r, s in zip(results["rules"], results["llm-keeps-all"]) if r["passed"] != s["passed"]]
        print(f"Cases whose outcome differs between the rules and the endpoint path: {len(differ)}"
              + (f" ({', '.join(differ)})" if differ else ""))

    if args.json:
        out = Path(args.json)
        out.parent.mkdir(parents=True, exist_ok=True)
        summary = {path: {split: {"attacks_caught": sum(o["passed"] for o in outs if o["attack"] and splits[o["id"]] == split),
                                  "attacks": sum(o["attack"] and splits[o["id"]] == split for o in outs),
                                  "honest_kept": sum(o["passed"] for o in outs
                                                     if not o["attack"] and splits[o["id"]] == split),
                                  "honest": sum((not o["attack"]) and splits[o["id"]] == split for o in outs)}
                              for split in ("dev", "report")}
                   for path, outs in results.items()}
        payload = {"cases": len(cases), "attacks": attacks, "honest": counts["honest"], "splits": dict(split_counts),
                   "seconds": seconds, "answer_claims": contract, "summary": summary,
                   "outcomes": {path: [{**o, "split": splits[o["id"]], "note": by_id[o["id"]]["note"]}
                                       for o in outcomes] for path, outcomes in results.items()}}
        out.write_text(json.dumps(payload, indent=1, ensure_ascii=False), encoding="utf-8")
        print(f"\nwrote {out}")


if __name__ == "__main__":
    main()
