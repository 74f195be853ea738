"""How the offline answerer does on each question form: answer rate, abstention, citation support, AUC.

    python benchmarks/bench_answerability.py [--dataset DIR] [--threshold T] [--split SPLIT]

The offline answerer (:mod:`muonrag.answer.extractive`) answers fact questions
(a value, a count, a date, a name) by quoting the evidence, abstains below a
support threshold calibrated on the dev split, and turns every explanation
question (why, how does ...) into an abstention that lists the passages most
likely to hold the explanation. For each split and question form
(:func:`~muonrag.language.question_kinds.question_form`: fact, explanation,
other) this script runs the offline engine as shipped and prints:

* answer rate: the share of answerable questions answered;
* correct abstention: the share of unanswerable questions abstained on;
* citation support: the share of the answered questions' citations whose
  chunk is judged relevant or holds a key point (as ``muonrag eval`` counts it);
* quote support: the share of answered questions whose answering quote (the
  first citation's quote: the cited sentence, row or item, not the whole
  chunk) holds the answer: a key point of the gold answer, or most of a judged
  evidence quote (or the quote is most of one);
* passages hit: for explanation abstentions on answerable questions, the share
  whose listed passages include a judged relevant chunk;
* AUC: the ROC AUC of the support score, answerable against unanswerable (a
  form whose AUC is near 0.5 cannot be served by a threshold of this score;
  explanation questions have no support score).
"""

from __future__ import annotations

import argparse
import re
from pathlib import Path
from typing import Any, Optional, Sequence

import numpy as np

from muonrag.language.question_kinds import QUESTION_FORMS, question_form
from muonrag.answer.schema import Answer
from muonrag.evaluate.answers import key_point_covered
from muonrag.evaluate.dataset import ChunkJudge, Dataset, Query, normalise_quote

#: Share of a judged quote's words a citation's quote must hold (or of its own words the judged quote must hold).
QUOTE_OVERLAP = 0.6
_WORD = re.compile(r"\w+")


def roc_auc(positive: np.ndarray, negative: np.ndarray) -> float:
    """Probability that a random answerable question outscores a random unanswerable one (ties count half)."""
    if not len(positive) or not len(negative):
        return float("nan")
    greater = (positive[:, None] > negative[None, :]).sum()
    ties = (positive[:, None] == negative[None, :]).sum()
    return float((greater + 0.5 * ties) / (len(positive) * len(negative)))


def _words(text: str) -> set[str]:
    return set(_WORD.findall(normalise_quote(text)))


def quote_supports(query: Query, quotes: Sequence[str]) -> bool:
    """True when the quotes hold a key point of the gold answer, or overlap a judged evidence quote
    (most of its words, or most of theirs within it)."""
    joined = " ".join(quotes)
    if any(key_point_covered(k, joined) for k in query.key_points):
        return True
    gold = [_words(q) for j in query.judgments if j.grade > 0 for q in j.quotes]
    for quote in map(_words, quotes):
        for g in gold:
            if g and quote and (len(g & quote) / len(g) >= QUOTE_OVERLAP or len(g & quote) / len(quote) >= QUOTE_OVERLAP):
                return True
    return False


_LISTED = re.compile(r"\[(\d+)\]")


def score(query: Query, answer: Answer, judge: ChunkJudge) -> dict[str, Any]:
    """One row: the question's form, whether it abstained, and how well its citations and quotes support it."""
    relevant = judge.chunk_qrels(query)
    by_id = {e.node_id: e for e in answer.evidence}
    cited = sum(1 for c in answer.citations
                if relevant.get(c.node_id, 0) > 0
                or (c.node_id in by_id and any(key_point_covered(k, by_id[c.node_id].text) for k in query.key_points)))
    listed = [int(n) for n in _LISTED.findall(answer.reason or "")] if answer.abstained else []
    by_number = {e.number: e.node_id for e in answer.evidence}
    return {
        "id": query.id, "split": query.split, "form": question_form(query.text), "answerable": query.answerable,
        "abstained": answer.abstained, "support": answer.support, "citations": len(answer.citations),
        "citations_supported": cited,
        # the first citation is the answering unit's (the best one, quoted first)
        "quote_supported": bool(answer.citations) and quote_supports(query, [answer.citations[0].quote]),
        "listed": listed, "listed_hit": any(relevant.get(by_number.get(n, ""), 0) > 0 for n in listed),
        "question": query.text, "text": answer.text, "reason": answer.reason,
    }


def _rate(values: Sequence[bool]) -> Optional[float]:
    return float(np.mean(values)) if len(values) else None


def summary(rows: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """Answer rate, correct abstention, citation and quote support, passages hit and AUC of ``rows``."""
    yes = [r for r in rows if r["answerable"]]
    no = [r for r in rows if not r["answerable"]]
    answered = [r for r in yes if not r["abstained"]]
    citations = sum(r["citations"] for r in answered)
    listed = [r for r in yes if r["abstained"] and r["listed"]]
    s_yes = np.asarray([r["support"] for r in yes if r["support"] is not None])
    s_no = np.asarray([r["support"] for r in no if r["support"] is not None])
    return {
        "answerable": len(yes), "unanswerable": len(no), "answered": len(answered),
        "answer_rate": _rate([not r["abstained"] for r in yes]),
        "correct_abstention": _rate([r["abstained"] for r in no]),
        "citation_support": sum(r["citations_supported"] for r in answered) / citations if citations else None,
        "quote_support": _rate([r["quote_supported"] for r in answered]),
        "passages_hit": _rate([r["listed_hit"] for r in listed]),
        "auc": roc_auc(s_yes, s_no),
    }


def table(rows: Sequence[dict[str, Any]]) -> str:
    """The Markdown table, split by form (and all forms together)."""
    def f(value):
        return "-" if value is None or (isinstance(value, float) and np.isnan(value)) else f"{value:.3f}"

    lines = ["| split | form | answerable | unanswerable | answer rate | correct abstention | citation support "
             "| quote support | passages hit | AUC |",
             "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for split in sorted({r["split"] for r in rows}):
        for form in (*QUESTION_FORMS, "all"):
            chosen = [r for r in rows if r["split"] == split and form in ("all", r["form"])]
            if not chosen:
                continue
            s = summary(chosen)
            lines.append(f"| {split} | {form} | {s['answerable']} | {s['unanswerable']} | {f(s['answer_rate'])} | "
                         f"{f(s['correct_abstention'])} | {f(s['citation_support'])} ({s['answered']} answered) | "
                         f"{f(s['quote_support'])} | {f(s['passages_hit'])} | {f(s['auc'])} |")
    return "\n".join(lines)


def judged_best(extractive, learned, question: str, answer: Answer) -> Optional[float]:
    """The learned judge's probability that the best-scored unit of ``answer``'s evidence says what ``question`` asks."""
    scored = extractive.ranked(question, answer.sub_queries or [question], answer.evidence)
    if not scored:
        return None
    return float(learned.scores([(question, scored[0].text)])[0])


def main() -> None:
    from muonrag.answer.query_engine import build_engine
    from muonrag.answer.extractive import calibrated_threshold
    from muonrag.config import Config
    from muonrag.data import demo_benchmark_path
    from muonrag.evaluate.runner import open_eval_index

    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--dataset", default=str(demo_benchmark_path()))
    parser.add_argument("--threshold", type=float, default=None, help="default: the calibrated threshold")
    parser.add_argument("--split", default=None, help="one split (default: every split)")
    parser.add_argument("--failures", action="store_true", help="also list the questions each form got wrong")
    parser.add_argument("--judge", action="store_true",
                        help="also the learned judge's probability that the best unit answers each fact question, "
                             "and its AUC beside the support score's")
    args = parser.parse_args()
    dataset = Dataset.load(Path(args.dataset))
    threshold = calibrated_threshold() if args.threshold is None else args.threshold
    config = Config()
    index, _ = open_eval_index(dataset, config, progress=True)
    learned = None
    if args.judge:
        from muonrag.grounding.learned import LearnedJudge

        learned = LearnedJudge()
    try:
        judge = ChunkJudge((i, m["doc_id"], t) for i, t, m in index.chunks.records())
        engine = build_engine(index, config=config, offline=True, threshold=threshold)
        rows = []
        for q in dataset.select(args.split):
            answer = engine.answer(q.text)
            rows.append(score(q, answer, judge))
            if args.judge:
                rows[-1]["judge"] = judged_best(engine.extractive, learned, q.text, answer)
    finally:
        index.close()
    print(f"support threshold {threshold:.4f}\n")
    print(table(rows))
    if args.judge:
        print("\nfact questions: AUC, answerable against unanswerable, of the support score and of the judge's "
              "probability that the best unit answers the question")
        for split in sorted({r["split"] for r in rows}):
            fact = [r for r in rows if r["split"] == split and r["form"] == "fact" and r.get("judge") is not None]
            yes = [r for r in fact if r["answerable"]]
            no = [r for r in fact if not r["answerable"]]
            print(f"| {split} | {len(yes)} answerable, {len(no)} unanswerable | support "
                  f"{roc_auc(np.asarray([r['support'] or 0 for r in yes]), np.asarray([r['support'] or 0 for r in no])):.3f} "
                  f"| judge {roc_auc(np.asarray([r['judge'] for r in yes]), np.asarray([r['judge'] for r in no])):.3f} |")
    if args.failures:
        print()
        for r in rows:
            wrong = (r["answerable"] and (r["abstained"] or not r["quote_supported"])) or (not r["answerable"] and not r["abstained"])
            if wrong and r["form"] != "explanation":
                state = "abstained" if r["abstained"] else ("answered, quotes unsupported" if r["answerable"] else "answered")
                print(f"- {r['split']} {r['form']} {r['id']} ({state}, support {r['support']}): {r['question']}")


if __name__ == "__main__":
    main()
