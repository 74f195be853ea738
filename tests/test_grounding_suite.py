"""The second adversarial suite (issue 43): the data meets its specification.

Only the data is checked here (families and counts, the dev/report split,
verbatim quotes, the misattributed honest cases); what the checker does with
the cases is measured by ``benchmarks/bench_grounding_suite.py``.
"""

from __future__ import annotations

import collections

import pytest

from muonrag.evaluate.suites.grounding import (ATTACK_FAMILIES, CASES, FAMILIES, SPLITS, quote_in_chunk, quote_pairs, split_of)


def _targets(case):
    return case["target"] if isinstance(case["target"], list) else [case["target"]]


def test_counts_per_family():
    counts = collections.Counter(case["family"] for case in CASES)
    assert set(counts) == set(FAMILIES)
    assert sum(counts[f] for f in ATTACK_FAMILIES) >= 150
    assert counts["honest"] >= 40
    for family in ATTACK_FAMILIES:
        assert 18 <= counts[family] <= 24, (family, counts[family])
    assert sum(isinstance(case["reply"], str) for case in CASES) >= 15  # text replies: the engine picks the quote
    assert sum(bool(case.get("misattributed")) for case in CASES) >= 8


def test_ids_are_unique_and_cases_complete():
    ids = [case["id"] for case in CASES]
    assert len(ids) == len(set(ids))
    for case in CASES:
        assert case["family"] in FAMILIES, case["id"]
        assert case["question"] and case["note"], case["id"]
        assert 1 <= len(case["chunks"]) <= 4, case["id"]
        assert all(c["text"] and c["title"] for c in case["chunks"]), case["id"]
        reply = case["reply"]
        texts = [c["text"] for c in reply["claims"]] if isinstance(reply, dict) else [reply]
        assert all(any(t in text for text in texts) for t in _targets(case)), case["id"]
        if isinstance(reply, dict):
            assert all(1 <= e["n"] <= len(case["chunks"]) for c in reply["claims"] for e in c["evidence"]), case["id"]
        else:  # a text reply cites the evidence with [n] markers
            assert "[" in reply, case["id"]


def test_split_is_the_hash_of_the_id_and_balanced():
    for case in CASES:
        assert case["split"] in SPLITS and case["split"] == split_of(case["id"]), case["id"]
    assert split_of("cq-not-01") == split_of("cq-not-01")
    share = sum(case["split"] == "dev" for case in CASES) / len(CASES)
    assert 0.4 <= share <= 0.6, share
    by_family = collections.Counter((case["family"], case["split"]) for case in CASES)
    for family in FAMILIES:
        for split in SPLITS:
            assert by_family[(family, split)] >= 5, (family, split, by_family[(family, split)])
    assert {case["split"] for case in CASES if case.get("misattributed")} == set(SPLITS)


@pytest.mark.parametrize("case", [c for c in CASES if isinstance(c["reply"], dict)], ids=lambda c: c["id"])
def test_quotes_occur_in_the_cited_chunk(case):
    """Every quote (of every claim) is in the chunk it cites, but a misattributed honest target's."""
    for n, quote, of_target in quote_pairs(case):
        if of_target and case.get("misattributed"):
            continue
        assert quote_in_chunk(case, n, quote), (n, quote)


@pytest.mark.parametrize("case", [c for c in CASES if c.get("misattributed")], ids=lambda c: c["id"])
def test_misattributed_quotes_occur_in_another_chunk_only(case):
    assert case["family"] == "honest"
    pairs = [(n, quote) for n, quote, of_target in quote_pairs(case) if of_target]
    assert pairs
    for n, quote in pairs:
        assert not quote_in_chunk(case, n, quote), (n, quote)
        others = [m for m in range(1, len(case["chunks"]) + 1) if m != n and quote_in_chunk(case, m, quote)]
        assert others, (n, quote)


def test_foreign_language_claims_are_not_english():
    """A foreign_language target shares no long run of words with its English quote (it is a translation)."""
    for case in CASES:
        if case["family"] != "foreign_language":
            continue
        for target in _targets(case):
            words = target.lower().split()
            assert not {"the", "is", "are", "and", "of"} & set(words), (case["id"], target)


def test_families_are_new():
    """None of the families is one of the first suite's (muonrag/evaluate/suites/adversarial.py)."""
    from muonrag.evaluate.suites.adversarial import FAMILIES as FIRST

    assert set(ATTACK_FAMILIES).isdisjoint(FIRST)
