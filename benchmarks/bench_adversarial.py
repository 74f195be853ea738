"""The adversarial suite for answer grounding: attacks caught and honest answers kept, by family.

Run::

    python benchmarks/bench_adversarial.py                          # every case, the rules (ground_generated)
    python benchmarks/bench_adversarial.py --socket                 # also over the replay endpoint, GroundedQueryEngine
    python benchmarks/bench_adversarial.py --reply-format citations # quotes replies sent in the older citations schema
    python benchmarks/bench_adversarial.py --family bounds,honest --json benchmarks/out/adversarial.json

The cases are ``muonrag/evaluate/suites/adversarial.py``: at least 150 attacks in eleven
families (unit and scale, bounds, direction, attribution, modality,
quantifiers, causal links and quote stuffing, formatting and Unicode,
fabricated quotes, titles taken for evidence, unanswerable questions) and at
least 30 honest answers written as a careful model writes them. Each case is
a model reply over a few numbered chunks: most attacks quote a real verbatim
span of their chunk and state something the span does not say; some reply in
text with ``[n]`` markers, for which the engine picks the quote itself.

Each case goes through :func:`muonrag.answer.engine.ground_generated` (the
rules; every run), and with ``--socket`` through the public answer path: a
:class:`~muonrag.GroundedQueryEngine` with ``verify="rules"`` over a fixed
retriever returning the case's chunks, and the real ``OpenAILike`` client
(``make_llm``) talking over a socket to the replay endpoint
(``muonrag/testing.py``), which answers with the case's reply.

An attack is *caught* when its target claim is not kept; an honest case is
*kept* when all its target claims are (:func:`muonrag.evaluate.suites.adversarial.judge`:
with ``Answer.claims``, a kept claim's text equals the target's, or the engine
split it into kept parts; without it, the answer is no abstention and no entry
of ``removed`` names the target). Prints a Markdown table per path (cases,
caught or kept, rate, per family), then every attack kept and every honest
case removed with its note and the reason the engine gave, and any case that
raised. ``--json OUT`` writes every case's outcome. About 20 s for the rules
on 2 cores (most of it the checker's cold caches); ``--socket`` then adds a
few seconds.
"""

from __future__ import annotations

import argparse
import collections
import json
import logging
import sys
import time
import traceback
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]


def _clip(text: str, width: int) -> str:
    text = " ".join(str(text).split()).replace("|", "\\|")
    return text if len(text) <= width else text[: width - 3] + "..."


def select_cases(cases, families, family: str, ids: str, error) -> list[dict[str, Any]]:
    """The cases of the comma-separated ``family`` names and ``ids`` (all when empty); ``error(message)`` on a bad one."""
    cases = list(cases)
    if family:
        wanted = {f.strip() for f in family.split(",") if f.strip()}
        unknown = wanted - set(families)
        if unknown:
            error(f"unknown families {sorted(unknown)}; choose from {', '.join(families)}")
        cases = [c for c in cases if c["family"] in wanted]
    if ids:
        wanted = {i.strip() for i in ids.split(",") if i.strip()}
        cases = [c for c in cases if c["id"] in wanted]
    if not cases:
        error("no case selected")
    return cases


def run_cases(cases: list[dict[str, Any]], ask, path: str) -> list[dict[str, Any]]:
    """Each case through ``ask(case) -> Answer``; its outcome (:func:`judge`), or the exception it raised."""
    from muonrag.evaluate.suites.adversarial import judge, markup_shown

    outcomes = []
    for case in cases:
        t0 = time.perf_counter()
        try:
            answer = ask(case)
        except Exception as exc:  # a crash is an outcome: counted as failed, listed at the end
            outcomes.append({"id": case["id"], "family": case["family"], "attack": case["family"] != "honest",
                             "kept": False, "passed": False, "error": f"{type(exc).__name__}: {str(exc)[:300]}",
                             "traceback": traceback.format_exc(limit=3), "path": path, "targets": [], "removed": [],
                             "seconds": time.perf_counter() - t0})
            continue
        outcome = judge(case, answer)
        outcome.update(path=path, error=None, markup=markup_shown(answer), seconds=time.perf_counter() - t0)
        outcomes.append(outcome)
    return outcomes


def family_table(families: list[str], outcomes: list[dict[str, Any]]) -> str:
    lines = ["| family | cases | caught (attacks) / kept (honest) | rate | abstained | errors |",
             "|---|---:|---:|---:|---:|---:|"]
    by_family = collections.defaultdict(list)
    for o in outcomes:
        by_family[o["family"]].append(o)

    def row(label: str, group: list[dict[str, Any]]) -> None:
        if not group:
            return
        good = sum(o["passed"] for o in group)
        lines.append(f"| {label} | {len(group)} | {good} | {good / len(group):.2f} | "
                     f"{sum(bool(o.get('abstained')) for o in group)} | {sum(o['error'] is not None for o in group)} |")

    for family in families:
        row(family, by_family.get(family, []))
    row("**all attacks**", [o for o in outcomes if o["attack"]])
    row("**honest**", [o for o in outcomes if not o["attack"]])
    return "\n".join(lines)


def failures_table(cases: dict[str, dict[str, Any]], outcomes: list[dict[str, Any]]) -> str:
    kept_attacks = [o for o in outcomes if o["attack"] and not o["passed"] and o["error"] is None]
    lost_honest = [o for o in outcomes if not o["attack"] and not o["passed"] and o["error"] is None]
    lines = [f"Attacks kept ({len(kept_attacks)}):", "", "| id | note | target claim (kept) |", "|---|---|---|"]
    for o in kept_attacks:
        kept = next((t["target"] for t in o["targets"] if t["kept"]), "")
        known = cases[o["id"]].get("known_miss")
        lines.append(f"| {o['id']} | {_clip(cases[o['id']]['note'], 90)}{' (known miss)' if known else ''} | "
                     f"{_clip(kept, 90)} |")
    if not kept_attacks:
        lines.append("| (none) | | |")
    lines += ["", f"Honest cases removed ({len(lost_honest)}):", "", "| id | note | reason given |", "|---|---|---|"]
    for o in lost_honest:
        reasons = "; ".join(t["reason"] for t in o["targets"] if not t["kept"])
        lines.append(f"| {o['id']} | {_clip(cases[o['id']]['note'], 70)} | {_clip(reasons, 140)} |")
    if not lost_honest:
        lines.append("| (none) | | |")
    errors = [o for o in outcomes if o["error"] is not None]
    if errors:
        lines += ["", f"Cases that raised ({len(errors)}):", ""]
        lines += [f"- {o['id']}: {o['error']}" for o in errors]
    markup = [o for o in outcomes if o.get("markup")]
    if markup:
        lines += ["", f"Answers that show raw markup ({len(markup)}):", ""]
        lines += [f"- {o['id']}: {', '.join(o['markup'])}" for o in markup]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--socket", action="store_true",
                        help="also run every case through GroundedQueryEngine over the replay endpoint")
    parser.add_argument("--reply-format", choices=("as-written", "citations"), default="as-written",
                        help="send quotes replies as written, or in the older citations schema (default: %(default)s)")
    parser.add_argument("--family", default=None, help="comma-separated families to run (default: all)")
    parser.add_argument("--ids", default=None, help="comma-separated case ids to run (default: all)")
    parser.add_argument("--json", default=None, metavar="OUT", help="write every case's outcome here")
    parser.add_argument("--judge", action="store_true", help="also the rules with the learned judge (LearnedJudge)")
    args = parser.parse_args()

    logging.getLogger("httpx").setLevel(logging.WARNING)
    sys.path.insert(0, str(ROOT))  # this checkout's muonrag, installed or not
    from muonrag.evaluate.suites.adversarial import (CASES, FAMILIES, ask_over_socket, evidence_for, make_retriever,
                                                     reply_text)

    cases = select_cases(CASES, FAMILIES, args.family, args.ids, parser.error)
    by_id = {c["id"]: c for c in cases}
    families = [f for f in FAMILIES if any(c["family"] == f for c in cases)]

    from muonrag.answer.engine import ground_generated

    results: dict[str, list[dict[str, Any]]] = {}
    seconds: dict[str, float] = {}
    t0 = time.perf_counter()
    results["rules"] = run_cases(cases, lambda c: ground_generated(c["question"], reply_text(c, args.reply_format),
                                                                   evidence_for(c)), "rules")
    seconds["rules"] = time.perf_counter() - t0
    if args.judge:
        from muonrag.grounding.learned import LearnedJudge

        learned = LearnedJudge()
        t0 = time.perf_counter()
        results["judge"] = run_cases(cases, lambda c: ground_generated(c["question"], reply_text(c, args.reply_format),
                                                                       evidence_for(c), judge=learned), "judge")
        seconds["judge"] = time.perf_counter() - t0
    if args.socket:
        from muonrag import Config, GroundedQueryEngine
        from muonrag.llm.adapter import make_llm
        from muonrag.testing import ReplayLLMServer

        with ReplayLLMServer() as server:
            llm = make_llm(Config(llm_base_url=server.url, llm_model="replay-model", llm_timeout=10, llm_retries=0).llm)
            engine = GroundedQueryEngine(make_retriever(), llm=llm, extractive=None, fallback=False, verify="rules",
                                         judge="none")
            t0 = time.perf_counter()
            results["socket"] = run_cases(cases, lambda c: ask_over_socket(engine, server, c, args.reply_format), "socket")
            seconds["socket"] = time.perf_counter() - t0

    counts = collections.Counter(c["family"] for c in cases)
    attacks = sum(n for f, n in counts.items() if f != "honest")
    texts = sum(isinstance(c["reply"], str) for c in cases)
    contract = next((o.get("new_contract") for o in results["rules"] if o.get("error") is None), None)
    print(f"Adversarial suite: {len(cases)} cases, {attacks} attacks and {counts['honest']} honest; {texts} text replies; "
          f"reply format {args.reply_format}; Answer.claims {'present' if contract else 'absent (judged by removed)'}\n")
    headings = {"rules": "rules: ground_generated", "judge": "rules + learned judge: ground_generated(judge=LearnedJudge())",
                "socket": "replay endpoint: GroundedQueryEngine(verify='rules')"}
    for path, outcomes in results.items():
        print(f"### {headings[path]} ({seconds[path]:.1f} s, {seconds[path] / len(cases) * 1000:.0f} ms per case)\n")
        print(family_table(families, outcomes))
        print()
        print(failures_table(by_id, outcomes))
        print()
    if "socket" in results:
        differ = [r["id"] for r, s in zip(results["rules"], results["socket"]) if r["passed"] != s["passed"]]
        print(f"Cases whose outcome differs between the rules and the endpoint path: {len(differ)}"
              + (f" ({', '.join(differ)})" if differ else ""))

    if args.json:
        out = Path(args.json)
        out.parent.mkdir(parents=True, exist_ok=True)
        payload = {"cases": len(cases), "attacks": attacks, "honest": counts["honest"], "reply_format": args.reply_format,
                   "seconds": seconds, "answer_claims": contract,
                   "outcomes": {path: [{**o, "note": by_id[o["id"]]["note"],
                                        "known_miss": by_id[o["id"]].get("known_miss")} for o in outcomes]
                                for path, outcomes in results.items()}}
        out.write_text(json.dumps(payload, indent=1, ensure_ascii=False), encoding="utf-8")
        print(f"\nwrote {out}")


if __name__ == "__main__":
    main()
