"""The adversarial suite (issue 19, item 9): every attack's claim removed, every honest claim kept, nothing raises.

The cases are data (``muonrag/evaluate/suites/adversarial.py``). Every case runs through
the rules (``ground_generated``: fast, no socket); a few, of mixed families,
also run through the public engine (``GroundedQueryEngine``) and the real
``OpenAILike`` client over a socket to the replay endpoint, as
``tests/test_hostile_replies.py`` does. A case with ``known_miss`` (why the
checker does not catch it yet) is expected to fail, not strictly. The
figures by family come from ``benchmarks/bench_adversarial.py``.
"""

from __future__ import annotations

import collections

import pytest

from muonrag import Config, GroundedQueryEngine
from muonrag.answer.engine import ground_generated
from muonrag.llm.adapter import make_llm
from muonrag.evaluate.suites.adversarial import (ATTACK_FAMILIES, CASES, FAMILIES, ask_over_socket, evidence_for, judge,
                                     make_retriever, markup_shown, quote_found, quotes_of, reply_text)
from muonrag.testing import ReplayLLMServer

BY_ID = {case["id"]: case for case in CASES}
# through the endpoint as well: mixed families, quotes and text replies
SOCKET_IDS = ("unit-exponent-01", "bound-upto-atleast-01", "attr-table-column-03", "mod-planned-completed-01",
              "fmt-cyrillic-not-01", "fab-negation-01", "title-material-01", "honest-respectively-02",
              "honest-text-01", "honest-hyphenation-01")


def _params(cases):
    out = []
    for case in cases:
        marks = [pytest.mark.xfail(reason=case["known_miss"], strict=False)] if case.get("known_miss") else []
        out.append(pytest.param(case, id=case["id"], marks=marks))
    return out


def _check(case, answer):
    outcome = judge(case, answer)
    assert not markup_shown(answer), (markup_shown(answer), answer.text, answer.reason, answer.removed)
    if outcome["attack"]:
        assert not outcome["kept"], (f"attack kept: {case['note']}", answer.text)
    else:
        lost = [t for t in outcome["targets"] if not t["kept"]]
        assert not lost, (f"honest claim removed: {case['note']}", [(t["target"], t["reason"]) for t in lost])


# --- the data ---------------------------------------------------------------------------------------------------------

def test_the_suite_meets_its_specification():
    counts = collections.Counter(case["family"] for case in CASES)
    assert set(counts) == set(FAMILIES)
    assert sum(counts[f] for f in ATTACK_FAMILIES) >= 150 and counts["honest"] >= 30
    for family in ATTACK_FAMILIES:
        assert counts[family] >= (8 if family in ("fabricated_quote", "title_evidence") else 12), family
    ids = [case["id"] for case in CASES]
    assert len(ids) == len(set(ids))
    for case in CASES:
        assert case["question"] and case["chunks"] and case["note"], case["id"]
        assert all(c["text"] and "title" in c for c in case["chunks"]), case["id"]
        targets = case["target"] if isinstance(case["target"], list) else [case["target"]]
        reply = case["reply"]
        texts = [c["text"] for c in reply["claims"]] if isinstance(reply, dict) else [reply]
        assert all(any(t in text for text in texts) for t in targets), case["id"]
    assert sum(isinstance(case["reply"], str) for case in CASES) >= 15  # text replies: the engine picks the quote


@pytest.mark.parametrize("case", [c for c in CASES if isinstance(c["reply"], dict)], ids=lambda c: c["id"])
def test_quotes_are_verbatim_except_where_fabricated(case):
    found = [quote_found(case, n, quote) for n, quote in quotes_of(case)]
    if case.get("moved"):  # cited to the wrong number: verbatim in another chunk, where the engine moves it
        assert not any(found) and all(any(quote_found(case, m, quote) for m in range(1, len(case["chunks"]) + 1))
                                      for _n, quote in quotes_of(case))
        return
    if case["family"] == "fabricated_quote":
        assert not all(found), "a fabricated_quote case needs a quote that is not in its chunk"
    else:
        assert all(found), [q for (n, q), f in zip(quotes_of(case), found) if not f]


# --- the rules --------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("case", _params(CASES))
def test_the_rules(case):
    answer = ground_generated(case["question"], reply_text(case), evidence_for(case))  # raises: the test fails
    _check(case, answer)


# --- the public engine over the replay endpoint ------------------------------------------------------------------------

@pytest.fixture(scope="module")
def engine_and_server():
    with ReplayLLMServer() as server:
        llm = make_llm(Config(llm_base_url=server.url, llm_model="replay-model", llm_timeout=5, llm_retries=0).llm)
        yield GroundedQueryEngine(make_retriever(), llm=llm, extractive=None, fallback=False, verify="rules"), server


def test_the_socket_cases_are_mixed():
    families = {BY_ID[i]["family"] for i in SOCKET_IDS}
    assert 6 <= len(SOCKET_IDS) <= 10 and len(families) >= 6 and "honest" in families
    assert any(isinstance(BY_ID[i]["reply"], str) for i in SOCKET_IDS)


@pytest.mark.parametrize("case", _params(BY_ID[i] for i in SOCKET_IDS))
def test_over_the_replay_endpoint(engine_and_server, case):
    engine, server = engine_and_server
    before = len(server.requests)
    answer = ask_over_socket(engine, server, case)
    assert len(server.requests) - before == 1  # one answer request, no verify pass
    _check(case, answer)
