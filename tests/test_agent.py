"""Decomposition and its guard, offline and through a replayed LLM endpoint."""

import json

import pytest

from muonrag import Config
from muonrag.agent.decompose import OfflineDecomposer, split_compound
from muonrag.agent.llm_decompose import LLMDecomposer
from muonrag.language.glossary import Glossary
from muonrag.agent.guard import SubQueryGuard
from muonrag.llm.adapter import make_llm
from muonrag.testing import ReplayLLMServer

QUESTION = "How does BIB affect the VXD at 10 TeV?"


def llm_for(server, **settings):
    return make_llm(Config(llm_base_url=server.url, llm_model="replay-model", llm_timeout=5, llm_retries=0, **settings).llm)


@pytest.mark.parametrize(
    "sub_query, kind",
    [
        ("BIB in the VXD at 3 TeV", "number"),
        ("VXD occupancy from arXiv:2203.07964", "arXiv"),
        ('BIB as reported in "Muon Collider Physics Summary"', "title"),
        ("BIB studies by Smith et al.", "author"),
        ("BIB in the ECAL at 10 TeV", "acronym"),
    ],
)
def test_guard_rejects_invented_specifics(sub_query, kind):
    reason = SubQueryGuard().check(QUESTION, sub_query)
    assert reason is not None and kind.lower() in reason.lower()


@pytest.mark.parametrize(
    "sub_query",
    [
        "nozzle angle by Bartosik", "nozzle angle according to Delahaye", "FCC-hh nozzle angle", "μTPC nozzle angle",
        "x_FCC nozzle", "nozzle angle at 10⁴ TeV", "nozzle angle .75 rad", "pt_50 nozzle", "mh125gev nozzle",
        "twenty-five degree nozzle", "nozzle in ‘Muon Collider Forum’", "nozzle in Phys. Rev. D", "IT nozzle angle",
    ],
)
def test_guard_rejects_disguised_inventions(sub_query):
    assert SubQueryGuard().check("What is the nozzle angle?", sub_query) is not None


def test_guard_treats_a_changed_unit_or_exponent_as_a_new_number():
    question = "How does BIB affect the VXD at 3 TeV and a fluence of 10^{-3}?"
    guard = SubQueryGuard()
    assert "3pev" in guard.check(question, "BIB in the VXD at 3 PeV")
    assert guard.check(question, "BIB fluence 10^-4") is not None
    assert guard.check(question, "beam-induced background fluence of 10⁻³ at 3 TeV") is None


@pytest.mark.parametrize(
    "sub_query",
    ["beam-induced background in the vertex detector at 10 TeV", "how does BIB damage the VXD", "vertex detector occupancy"],
)
def test_guard_accepts_faithful_rewrites_and_glossary_expansions(sub_query):
    assert SubQueryGuard().check(QUESTION, sub_query) is None


def test_guard_keeps_original_first_and_limits_count():
    kept, rejected = SubQueryGuard().filter(QUESTION, ["a b c", "d e f", "g h i", "j k l", "m n o", "p q r"], limit=5)
    assert kept[0] == QUESTION and len(kept) == 5
    assert rejected and "limit" in rejected[-1].reason


def test_glossary_expands_in_both_directions():
    glossary = Glossary.load()
    assert "beam-induced background" in [f.lower() for f in glossary.expansion_terms("BIB rates")]
    assert "BIB" in glossary.expansion_terms("the beam-induced background rates")
    assert len(glossary.entries) > 100


def test_offline_decomposer_expands_acronyms_and_splits_compounds():
    result = OfflineDecomposer().decompose("What does BIB stand for and how is it reduced?")
    assert result.sub_queries[0] == "What does BIB stand for and how is it reduced?"
    joined = " | ".join(result.sub_queries).lower()
    assert "beam-induced background" in joined
    assert result.query_type in ("precise_fact", "broad_synthesis", "reasoning", "paraphrase")
    assert set(result.domains) <= {"higgs", "multiboson", "vbs", "aqgc", "detector", "machine", "general"}
    assert "detector" in result.domains or "machine" in result.domains
    assert len(result.sub_queries) <= (3 if result.query_type == "precise_fact" else 5)
    assert split_compound("What is MAIA and why does it put the solenoid outside the ECAL?") == [
        "What is MAIA?", "why does it put the solenoid outside the ECAL?"]


def test_offline_query_types():
    d = OfflineDecomposer()
    assert d.classify("Why do tungsten nozzles have a borated polyethylene layer?") == "reasoning"
    assert d.classify("How thick is the vertex detector silicon?") == "precise_fact"
    assert d.classify("Give an overview of ionization cooling") == "broad_synthesis"


def test_llm_decomposition_three_validated_steps():
    script = [
        json.dumps({"domains": ["detector", "machine"]}),
        "```json\n" + json.dumps({"query_type": "reasoning"}) + "\n```",
        json.dumps({"sub_queries": [
            "beam-induced background in the vertex detector",
            "BIB in the VXD at 3 TeV",                      # invented number
            "VXD hit rates from arXiv:2203.07964",          # invented arXiv id
            'BIB in "The Muon Smasher Handbook"',           # invented title
            "BIB measured by Smith et al.",                 # invented author
            "BIB in the HCAL",                              # invented acronym
            "timing cuts against BIB in the VXD",
        ]}),
    ]
    with ReplayLLMServer(script) as server:
        result = LLMDecomposer(llm_for(server)).decompose(QUESTION)
        assert len(server.requests) == 3
        assert all(r["body"]["temperature"] == 0 for r in server.requests)
    assert result.method == "llm"
    assert result.domains == ["detector", "machine"] and result.query_type == "reasoning"
    assert result.sub_queries == [QUESTION, "beam-induced background in the vertex detector", "timing cuts against BIB in the VXD"]
    reasons = " ".join(r.reason for r in result.rejected)
    for kind in ("number", "arXiv", "title", "author", "acronym"):
        assert kind in reasons
    assert sum("rejected sub-query" in t for t in result.trace) == 5


def test_malformed_json_is_retried_once_then_the_question_is_used_alone():
    script = [
        "not json at all",
        json.dumps({"domains": ["detector"]}),               # retry succeeds
        json.dumps({"query_type": "banana"}),               # invalid value
        json.dumps({"query_type": "still wrong"}),          # invalid again: fall back to patterns
        "{\"sub_queries\": [unterminated",
        json.dumps({"sub_queries": "not a list"}),
    ]
    with ReplayLLMServer(script) as server:
        result = LLMDecomposer(llm_for(server)).decompose(QUESTION)
        assert len(server.requests) == 6
    assert result.domains == ["detector"]
    assert result.sub_queries == [QUESTION]
    trace = "\n".join(result.trace)
    assert "domains: invalid reply (attempt 1)" in trace
    assert "query_type: using the question patterns" in trace
    assert "using the original question alone" in trace


def test_endpoint_failure_falls_back_to_offline_decomposition():
    with ReplayLLMServer(default={"status": 500}) as server:
        result = LLMDecomposer(llm_for(server)).decompose(QUESTION)
        assert len(server.requests) >= 1
    assert result.method == "offline"
    assert any("LLM decomposition failed" in t for t in result.trace)
    assert result.sub_queries[0] == QUESTION


def test_no_llm_settings_means_no_llm():
    assert make_llm(Config().llm) is None


def test_bm25_glossary_expansion_is_opt_in(open_index, small_corpus):
    plain = open_index("plain")
    plain.add(small_corpus)
    assert plain.query_transform is None
    expanded = open_index("expanded", bm25_glossary=True)
    expanded.add(small_corpus)
    assert "beam-induced background" in expanded.query_transform("BIB rates").lower()
    hits = expanded.search("BIB", mode="sparse", top_k=3)
    assert hits and hits[0].doc_id == "nozzle.md"
