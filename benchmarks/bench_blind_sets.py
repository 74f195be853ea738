"""The blind sets of grounding cases (``muonrag/evaluate/suites/fourth.py`` to ``tenth.py``, each written without
reading the checker) through the rules, by family.

Run::

    python benchmarks/bench_blind_sets.py                 # every set: a table by family, offline and with a judge
                                                          # keeping every doubt
    python benchmarks/bench_blind_sets.py --set fifth -v  # one set, and every case the rules get wrong, with the reason
    python benchmarks/bench_blind_sets.py --judge         # also a column with the bundled learned judge

Each case is one claim with one quote, cited to chunk ``cite`` of one or two chunks, checked by
:func:`muonrag.answer.generated.check_reply` and settled as ``muonrag ask`` settles it
(:func:`muonrag.answer.generated.settle`: a judge on the doubts, then whether what is kept answers the question).
Offline, a doubted claim is removed (no judge); the second column keeps every doubt (the worst judge), so what it
catches the rules catch alone. An attack is caught when its claim is not kept; an honest answer is kept when its
claim is. (Before 7 December's fourth session the figures were of ``check_reply`` alone, without the answer check.)
"""

from __future__ import annotations

import argparse
import collections
from typing import Optional

from muonrag.evaluate.suites import eighth, fifth, fourth, ninth, seventh, sixth, tenth
from muonrag.evaluate.suites.blind import answer_case, check_case
from muonrag.grounding.judge import Judge, Judgement

SETS = {"fourth": fourth.CASES, "fifth": fifth.CASES, "sixth": sixth.CASES, "seventh": seventh.CASES,
        "eighth": eighth.CASES, "ninth": ninth.CASES, "tenth": tenth.CASES}


class KeepEveryDoubt:
    """The worst judge: it keeps every claim the rules doubted (what it catches, the rules catch alone)."""

    name = "keep-every-doubt"

    def judge(self, question: str, items: list) -> list[Judgement]:
        return [Judgement(True, reason="kept unread") for _ in items]


def outcome(case: dict) -> tuple[bool, bool, str]:
    """Whether the claim is kept offline (no judge: a doubt removes), whether it is kept by a judge keeping every
    doubt, and why it was removed or doubted; both through the whole answer path (the answer must also answer its
    question, :func:`~muonrag.evaluate.suites.blind.answer_case`)."""
    rules = check_case(case)
    why = "; ".join(rules.removed)
    for claim in rules.doubted:
        why += " doubted: " + "; ".join(f"{f.rule}: {f.message}" for f in claim.check.findings)
    offline, judged = answer_case(case), answer_case(case, KeepEveryDoubt())
    if not offline.kept() and not rules.removed and not rules.doubted:
        why = "; ".join(offline.removed)  # removed as no answer to its question
    return bool(offline.kept()), bool(judged.kept()), why


def kept_by(case: dict, judge: Judge) -> bool:
    """Whether the claim is kept once ``judge`` has settled what the rules doubted (and seen what they kept), as
    ``muonrag ask`` settles it with that judge."""
    return bool(answer_case(case, judge).kept())


def report(name: str, cases: list[dict], verbose: bool, judge: Optional[Judge] = None) -> None:
    """Print one set's table by family (and, ``verbose``, what the rules get wrong); with ``judge``, a column of what
    that judge keeps."""
    rows: dict[str, list[int]] = collections.defaultdict(lambda: [0, 0, 0, 0])
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
        if judge is not None:
            row[3] += kept_by(case, judge) is not attack
        if not (right and right_judged):
            wrong.append((case, right, right_judged, why))
    print(f"\n{name} set: {len(cases)} cases\n")
    learned = " right, the learned judge |" if judge is not None else ""
    print(f"| family | cases | right, rules offline | right, judge keeping every doubt |{learned}\n"
          f"|---|---:|---:|---:|{'---:|' if judge is not None else ''}")
    totals: dict[str, list[int]] = {"attacks caught": [0, 0, 0, 0], "honest kept": [0, 0, 0, 0]}
    for family, counts in sorted(rows.items(), key=lambda item: (item[0].startswith("honest"), item[0])):
        print(f"| {family} | " + " | ".join(str(x) for x in counts[:4 if judge is not None else 3]) + " |")
        total = totals["honest kept" if family.startswith("honest") else "attacks caught"]
        total[:] = [t + x for t, x in zip(total, counts)]
    for label, (n, *right) in totals.items():
        cells = [f"{r}/{n} = {r / n:.2f}" for r in right[:3 if judge is not None else 2]]
        print(f"| **{label}** | {n} | " + " | ".join(cells) + " |")
    if verbose:
        for case, right, judged, why in wrong:
            print(f"\n{case['id']} ({case['kind']}, {case['family']}): offline {'right' if right else 'WRONG'}, "
                  f"keep-doubts {'right' if judged else 'WRONG'}\n  claim: {case['claim']}\n  quote: {case['quote']}"
                  f"\n  why: {why or '-'}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--set", choices=[*SETS, "all"], default="all", help="which blind set (default: all)")
    parser.add_argument("-v", "--verbose", action="store_true", help="list every case the rules get wrong")
    parser.add_argument("--judge", action="store_true",
                        help="add a column: the bundled learned judge settles the doubts (judge = 'learned')")
    args = parser.parse_args()
    judge = None
    if args.judge:
        from muonrag.grounding.learned import LearnedJudge

        judge = LearnedJudge()
    for name, cases in SETS.items():
        if args.set in (name, "all"):
            report(name, cases, args.verbose, judge)


if __name__ == "__main__":
    main()
