"""Running a case of the blind sets (:mod:`~muonrag.evaluate.suites.fourth`, :mod:`~muonrag.evaluate.suites.fifth`,
:mod:`~muonrag.evaluate.suites.sixth`, :mod:`~muonrag.evaluate.suites.seventh`, :mod:`~muonrag.evaluate.suites.eighth`,
:mod:`~muonrag.evaluate.suites.ninth`, :mod:`~muonrag.evaluate.suites.tenth`):
one claim with one quote, cited to chunk ``cite`` of one or two chunks, through the rules."""

from __future__ import annotations

import json
from typing import Any, Callable


def check_case(case: dict) -> Any:
    """The rules' :class:`~muonrag.answer.generated.GroundingReport` of ``case``'s reply (doubts not settled)."""
    from muonrag.answer.generated import check_reply
    from muonrag.answer.schema import Evidence

    evidence = [Evidence(number=1, text=case["evidence"], title=case["title"], node_id="n1", score=1.0)]
    if case["evidence2"]:
        evidence.append(Evidence(number=2, text=case["evidence2"], title=case["title"], node_id="n2", score=0.9))
    reply = json.dumps({"claims": [{"text": case["claim"], "evidence": [{"n": case["cite"], "quote": case["quote"]}]}]})
    return check_reply(case["question"], reply, evidence)


def answer_case(case: dict, judge: Any = None) -> Any:
    """``case``'s reply through the whole answer path, as ``muonrag ask`` takes it: the rules, then ``judge`` on what
    they doubted (none: every doubt removed), then whether what is kept answers the question
    (:func:`~muonrag.answer.generated.settle`)."""
    from muonrag.answer.generated import settle

    return settle(check_case(case), judge)


def case_builders(title: str) -> tuple[Callable[..., dict], Callable[..., dict]]:
    """The two case makers of a blind set whose chunks are of the paper ``title``: ``A(...)`` an attack (its claim must
    be removed), ``H(...)`` an honest answer (kept); both ``(id, family, question, evidence, claim, quote, title=,
    cite=1, evidence2=None)``."""
    def make(kind: str) -> Callable[..., dict]:
        def case(id, family, question, evidence, claim, quote, title=title, cite=1, evidence2=None) -> dict:
            return dict(id=id, family=family, kind=kind, question=question, evidence=evidence, claim=claim,
                        quote=quote, title=title, cite=cite, evidence2=evidence2)
        return case
    return make("attack"), make("honest")
