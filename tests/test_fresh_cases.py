"""The third set of grounding cases (``muonrag/evaluate/suites/fresh.py``) through the rules: each attack's claim is
removed, each honest answer's claim kept."""

import json

import pytest

from muonrag.answer.generated import check_reply
from muonrag.answer.schema import Evidence
from muonrag.evaluate.suites.fresh import CASES

#: honest answers the rules still remove, and why
KNOWN = {
    "h07": "a row label with its unit in parentheses, '(10^34 cm^-2 s^-1)', is read as a value of 10^34",
    "h13": "'REBCO high-temperature superconducting tape' pairs the material with the words after it",
}


def _kept(case: dict) -> bool:
    evidence = [Evidence(number=1, text=case["evidence"], title=case["title"], node_id="n1", score=1.0)]
    reply = json.dumps({"claims": [{"text": case["claim"], "evidence": [{"n": 1, "quote": case["quote"]}]}]})
    return bool(check_reply(case["question"], reply, evidence).kept())


@pytest.mark.parametrize("case", [pytest.param(c, id=c["id"], marks=[pytest.mark.xfail(reason=KNOWN[c["id"]], strict=True)]
                                               if c["id"] in KNOWN else []) for c in CASES])
def test_fresh_case(case):
    assert case["quote"] in case["evidence"]
    assert _kept(case) is (case["kind"] == "honest"), case["claim"]
