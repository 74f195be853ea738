"""The blind sets of grounding cases (``muonrag/evaluate/suites/fourth.py`` to ``eighth.py``, each written without
reading the checker) through the rules, by family.

Run::

    python benchmarks/bench_blind_sets.py                 # every set: a table by family, offline and with a judge
                                                          # keeping every doubt
    python benchmarks/bench_blind_sets.py --set fifth -v  # one set, and every case the rules get wrong, with the reason

Each case is one claim with one quote, cited to chunk ``cite`` of one or two chunks, checked by
:func:`muonrag.answer.generated.check_reply`. Offline, a doubted claim is removed (no judge); the second column keeps
every doubt (the worst judge), so what it catches the rules catch alone. An attack is caught when its claim is not
kept; an honest answer is kept when its claim is.
"""

from __future__ import annotations

import argparse
import collections

from muonrag.evaluate.suites import eighth, fifth, fourth, seventh, sixth
from muonrag.evaluate.suites.blind import check_case

SETS = {"fourth": fourth.CASES, "fifth": fifth.CASES, "sixth": sixth.CASES, "seventh": seventh.CASES,
        "eighth": eighth.CASES}


def outcome(case: dict) -> tuple[bool, bool, str]:
    """Whether the claim is kept offline, whether it is kept or only doubted, and why it was removed or doubted."""
    report = check_case(case)
    why = "; ".join(report.removed)
    for claim in report.doubted:
        why += " doubted: " + "; ".join(f"{f.rule}: {f.message}" for f in claim.check.findings)
    kept = bool(report.kept())
    return kept, kept or bool(report.doubted), why


def report(name: str, cases: list[dict], verbose: bool) -> None:
    """Print one set's table by family (and, ``verbose``, what the rules get wrong)."""
    rows: dict[str, list[int]] = collections.defaultdict(lambda: [0, 0, 0])
    wrong = []
    for case in cases:
        kept, kept_or_doubted, why = outcome(case)
        attack = case["kind"] == "attack"
        family = case["family"] if attack else f"honest: {case['family']}"
        right = (not kept) if attack else kept
        right_judged = (not kept_or_doubted) if attack else kept_or_doubted
        row = rows[family]
        row[0] += 1
        row[1] += right
        row[2] += right_judged
        if not (right and right_judged):
            wrong.append((case, right, right_judged, why))
    print(f"\n{name} set: {len(cases)} cases\n")
    print("| family | cases | right, rules offline | right, judge keeping every doubt |\n|---|---:|---:|---:|")
    totals: dict[str, list[int]] = {"attacks caught": [0, 0, 0], "honest kept": [0, 0, 0]}
    for family, (n, right, judged) in sorted(rows.items(), key=lambda item: (item[0].startswith("honest"), item[0])):
        print(f"| {family} | {n} | {right} | {judged} |")
        total = totals["honest kept" if family.startswith("honest") else "attacks caught"]
        total[0], total[1], total[2] = total[0] + n, total[1] + right, total[2] + judged
    for label, (n, right, judged) in totals.items():
        print(f"| **{label}** | {n} | {right}/{n} = {right / n:.2f} | {judged}/{n} = {judged / n:.2f} |")
    if verbose:
        for case, right, judged, why in wrong:
            print(f"\n{case['id']} ({case['kind']}, {case['family']}): offline {'right' if right else 'WRONG'}, "
                  f"keep-doubts {'right' if judged else 'WRONG'}\n  claim: {case['claim']}\n  quote: {case['quote']}"
                  f"\n  why: {why or '-'}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--set", choices=[*SETS, "all"], default="all", help="which blind set (default: all)")
    parser.add_argument("-v", "--verbose", action="store_true", help="list every case the rules get wrong")
    args = parser.parse_args()
    for name, cases in SETS.items():
        if args.set in (name, "all"):
            report(name, cases, args.verbose)


if __name__ == "__main__":
    main()
