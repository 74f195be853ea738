"""Answer metrics: abstention, answer rate, citation validity and support, key points, LLM judge.

Also the calibration of the offline answerer's abstention threshold
(``muonrag calibrate``), done on the dev split only.
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any, Optional, Sequence, Union

import numpy as np
from llama_index.core.prompts import PromptTemplate

from muonrag.grounding.sentences import tokens
from muonrag.answer.schema import Answer
from muonrag.evaluate.dataset import ChunkJudge, Query
from muonrag.llm.client import Client
from muonrag.llm.prompts import NamedPrompts
from muonrag.llm.replies import parse_json_reply

if TYPE_CHECKING:
    from llama_index.core.llms import LLM

# The LLM judge's prompt, on the paper's four-level scale; the only place it is defined.
JUDGE_PROMPT = PromptTemplate(
    "You grade an answer to a question about muon collider physics against a reference answer and its key points.\n"
    "Grades:\n"
    "good: correct and complete with respect to the key points, nothing false.\n"
    "satisfactory: correct but misses some key points.\n"
    "poor: mostly misses the point, or is vague, but states nothing false.\n"
    "hallucinated: states something false or unsupported by the reference.\n"
    "For a question marked unanswerable, an explicit abstention is good and any substantive answer is hallucinated.\n"
    'Reply with JSON only: {"grade": "good|satisfactory|poor|hallucinated", "reason": "..."}\n\n'
    "Question: {question}\nAnswerable: {answerable}\nReference answer: {reference}\nKey points: {key_points}\n"
    "Answer to grade: {answer}"
)
JUDGE_GRADES = ("good", "satisfactory", "poor", "hallucinated")
#: The JSON schema of a grade (sent as ``response_format`` where the endpoint takes one).
JUDGE_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {"grade": {"type": "string", "enum": list(JUDGE_GRADES)}, "reason": {"type": "string"}},
    "required": ["grade", "reason"],
    "additionalProperties": False,
}


def key_point_covered(key_point: str, text: str, share: float = 0.6) -> bool:
    """True when at least ``share`` of the key point's tokens occur in ``text``."""
    wanted = set(tokens(key_point))
    if not wanted:
        return False
    return len(wanted & set(tokens(text))) / len(wanted) >= share


def evaluate_answers(
    index,
    queries: Sequence[Query],
    judge: ChunkJudge,
    config,
    progress: bool = False,
    threshold: Optional[float] = None,
    llm: Union["LLM", Client, None] = None,
    agent: bool = True,
    offline: bool = False,
) -> dict[str, Any]:
    """Answer every query and score the answers (see the module docstring).

    ``llm`` defaults to the configured endpoint (none: offline answers); with
    an LLM, it also grades each answer (:class:`AnswerJudge`), through the same
    client as the answers.
    """
    from tqdm.auto import tqdm

    from muonrag.answer.engine import answer_engine, configured_client

    client = configured_client(config, llm, offline)
    engine = answer_engine(index, config=config, llm=client, offline=client is None, agent=agent, threshold=threshold)
    grader = AnswerJudge(client) if client is not None else None
    rows = []
    for query in tqdm(queries, desc="answers", unit="q", disable=not progress, file=sys.stderr, leave=False):
        answer = engine.answer(query.text)
        rows.append(score_answer(query, answer, judge))
        if grader is not None:
            rows[-1]["judge"] = grader.grade(query, answer)
    return summarise_answers(rows, method="llm" if client is not None else "extractive")


def score_answer(query: Query, answer: Answer, judge: ChunkJudge) -> dict[str, Any]:
    relevant = judge.chunk_qrels(query)
    by_id = {e.node_id: e for e in answer.evidence}
    # citation groups naming no supplied evidence (the engine's notes of rule citation.resolves, one per group)
    invalid = sum(1 for r in answer.removals if r.get("rule") == "citation.resolves" and not r.get("claim"))
    supported = 0
    for c in answer.citations:
        chunk = by_id.get(c.node_id)
        if relevant.get(c.node_id, 0) > 0 or (chunk and any(key_point_covered(k, chunk.text) for k in query.key_points)):
            supported += 1
    covered = [k for k in query.key_points if key_point_covered(k, answer.text)] if not answer.abstained else []
    return {
        "query_id": query.id,
        "answerable": query.answerable,
        "query_type": query.query_type,
        "abstained": answer.abstained,
        "support": answer.support,
        "citations": len(answer.citations),
        "citations_valid": len(answer.citations),
        "citations_invalid": invalid,
        "citations_supported": supported,
        "key_points": len(query.key_points),
        "key_points_covered": len(covered),
        "seconds": answer.timings.get("total_s"),
        "reason": answer.reason,
    }


def summarise_answers(rows: list[dict[str, Any]], method: str) -> dict[str, Any]:
    answerable = [r for r in rows if r["answerable"]]
    unanswerable = [r for r in rows if not r["answerable"]]
    answered = [r for r in answerable if not r["abstained"]]
    cited = sum(r["citations"] + r["citations_invalid"] for r in rows)
    valid = sum(r["citations_valid"] for r in rows)
    with_kp = [r for r in answered if r["key_points"]]
    seconds = [r["seconds"] for r in rows if r["seconds"] is not None]
    out = {
        "method": method,
        "questions": len(rows),
        "answerable": len(answerable),
        "unanswerable": len(unanswerable),
        "correct_abstention": _mean([r["abstained"] for r in unanswerable]),
        "answer_rate": _mean([not r["abstained"] for r in answerable]),
        "citation_validity": valid / cited if cited else None,
        "citation_support": _ratio(sum(r["citations_supported"] for r in answered), sum(r["citations"] for r in answered)),
        "key_point_coverage": _mean([r["key_points_covered"] / r["key_points"] for r in with_kp]),
        "median_seconds": statistics.median(seconds) if seconds else None,
        "rows": rows,
    }
    judged = [r["judge"] for r in rows if r.get("judge")]
    if judged:
        out["judge"] = {g: sum(1 for j in judged if j["grade"] == g) / len(judged) for g in (*JUDGE_GRADES, "invalid")}
    return out


def answers_table(summary: dict[str, Any]) -> str:
    names = [
        ("correct_abstention", f"correct abstention ({summary['unanswerable']} unanswerable)"),
        ("answer_rate", f"answer rate ({summary['answerable']} answerable)"),
        ("citation_validity", "citation validity"),
        ("citation_support", "citation support (answered)"),
        ("key_point_coverage", "key-point coverage (answered)"),
        ("median_seconds", "median time per question, s"),
    ]
    lines = [f"| answers ({summary['method']}) | value |", "|---|---:|"]
    for key, label in names:
        value = summary.get(key)
        lines.append(f"| {label} | {'–' if value is None else f'{value:.3f}'} |")
    for grade, share in summary.get("judge", {}).items():
        lines.append(f"| LLM judge: {grade} | {share:.3f} |")
    return "\n".join(lines)


class AnswerJudge(NamedPrompts):
    """Grades answers with an LLM on the paper's four-level scale (good, satisfactory, poor, hallucinated).

    Its one prompt, ``judge``, is a ``PromptTemplate``; change it with
    ``update_prompts({"judge": PromptTemplate(...)})``.

    The grade is asked through the model's :class:`~muonrag.llm.client.Client`, as an answer is: a JSON
    schema where the endpoint takes one, the reply read whole (a reasoning model's thoughts are not the
    grade), and one ``llm_deadline`` per grade.

    Args:
        llm: the model that grades: a :class:`~muonrag.llm.client.Client` or a LlamaIndex LLM (wrapped once).
    """

    def __init__(self, llm: Union["LLM", Client]):
        self.client = Client.of(llm)
        self.llm = self.client.llm
        self._prompts = {"judge": JUDGE_PROMPT}

    def grade(self, query: Query, answer: Answer) -> dict[str, str]:
        """``{"grade", "reason"}`` for one answer; an unusable reply (refused, cut off while the model
        reasoned, no valid JSON) or a failed request is graded ``invalid``."""
        from llama_index.core.llms import ChatMessage

        prompt = self._prompts["judge"].format(
            question=query.text, answerable="yes" if query.answerable else "no", reference=query.answer or "(none)",
            key_points="; ".join(query.key_points) or "(none)", answer=answer.text,
        )
        try:
            with self.client.question():
                reply = self.client.ask([ChatMessage(role="user", content=prompt)], JUDGE_SCHEMA, name="grade",
                                        keys=("grade",))
            unusable = reply.unusable(self.client.max_tokens)
            if unusable:
                return {"grade": "invalid", "reason": unusable[:300]}
            value = parse_json_reply(reply.text, keys=("grade",))
        except Exception as exc:  # a judge failure (bad reply or endpoint error) must not end the evaluation
            return {"grade": "invalid", "reason": f"{type(exc).__name__}: {exc}"[:300]}
        grade = value.get("grade")
        return {"grade": grade if grade in JUDGE_GRADES else "invalid", "reason": str(value.get("reason", ""))[:300]}


def llm_judge(llm: Union["LLM", Client], query: Query, answer: Answer) -> dict[str, str]:
    """Grade one answer with :class:`AnswerJudge` and its default prompt."""
    return AnswerJudge(llm).grade(query, answer)


def calibrate_threshold(index, queries: Sequence[Query], config, progress: bool = False) -> dict[str, Any]:
    """Choose the abstention threshold that best separates answerable from unanswerable queries.

    Runs the offline answerer with abstention disabled to get each query's
    evidence support, then picks the threshold maximising balanced accuracy
    (mean of the answer rate on answerable and the abstention rate on
    unanswerable queries). Among equally good thresholds it takes the middle
    of the widest best interval, the choice least tied to this sample.
    """
    from tqdm.auto import tqdm

    from muonrag.answer.engine import answer_engine

    engine = answer_engine(index, config=config, offline=True, agent=True, threshold=-1.0)
    supports, labels = [], []
    for query in tqdm(queries, desc="calibrate", unit="q", disable=not progress, file=sys.stderr, leave=False):
        answer = engine.answer(query.text)
        supports.append(answer.support if answer.support is not None else 0.0)
        labels.append(query.answerable)
    s = np.asarray(supports)
    y = np.asarray(labels, dtype=bool)
    if y.all() or (~y).all():
        raise ValueError("calibration needs both answerable and unanswerable queries")
    candidates = np.unique(np.concatenate([s, [s.min() - 1e-3, s.max() + 1e-3]]))
    cuts = (candidates[:-1] + candidates[1:]) / 2
    scores = [0.5 * ((s[y] >= t).mean() + (s[~y] < t).mean()) for t in cuts]
    best = max(scores)
    good = [t for t, v in zip(cuts, scores) if v >= best - 1e-12]
    # the widest run of consecutive optimal cuts, then its middle
    runs, current = [], [good[0]]
    for t in good[1:]:
        if np.any((cuts > current[-1]) & (cuts < t)):
            runs.append(current)
            current = [t]
        else:
            current.append(t)
    runs.append(current)
    run = max(runs, key=lambda r: (r[-1] - r[0], -r[0]))
    threshold = float((run[0] + run[-1]) / 2)
    return {
        "threshold": round(threshold, 4),
        "balanced_accuracy": round(float(best), 4),
        "answer_rate": round(float((s[y] >= threshold).mean()), 4),
        "correct_abstention": round(float((s[~y] < threshold).mean()), 4),
        "queries": int(len(y)),
        "answerable": int(y.sum()),
        "unanswerable": int((~y).sum()),
        "supports": {"answerable": sorted(map(float, s[y].round(4))), "unanswerable": sorted(map(float, s[~y].round(4)))},
        "calibrated": datetime.now(timezone.utc).isoformat(timespec="seconds"),
    }


def _mean(values) -> Optional[float]:
    values = list(values)
    return float(np.mean(values)) if values else None


def _ratio(a: float, b: float) -> Optional[float]:
    return a / b if b else None
