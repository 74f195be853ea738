"""The shipped glossary says only what is true (issue 46, item 4).

A glossary used for query expansion must never equate different materials, machines, particles,
detectors, experiments or quantities: Nb3Sn and Nb-Ti were once synonyms (through "LTS"), so a
sub-query for "Nb3Sn inner triplet" searched for Nb-Ti. Every check here uses the glossary as the
package does (``Glossary.load()`` of the shipped file, ``find``, ``expansion_terms``,
``expand_query``, the offline decomposer and the sub-query guard), no mocks.
"""

import json
import re
from collections import defaultdict
from itertools import combinations

import pytest

from muonrag import Config
from muonrag.agent.decompose import OfflineDecomposer
from muonrag.agent.guard import SubQueryGuard
from muonrag.agent.llm_decompose import LLMDecomposer
from muonrag.llm.adapter import make_llm
from muonrag.language.evidence_forms import name_forms
from muonrag.language.glossary import Glossary
from muonrag.testing import ReplayLLMServer

# Each distinct thing and the ways a question may write it. Every spelling of one thing names that
# thing only; the pairs below must never be equated, in either direction.
THINGS = {
    # superconductors
    "Nb3Sn": ["Nb3Sn", "Nb₃Sn", "niobium-tin"],
    "NbTi": ["NbTi", "Nb-Ti", "niobium-titanium"],
    "Nb": ["Nb"],
    "REBCO": ["REBCO", "rare-earth barium copper oxide"],
    "YBCO": ["YBCO"],
    "Bi-2212": ["Bi-2212"],
    "Bi-2223": ["Bi-2223"],
    "MgB2": ["MgB2"],
    "HTS": ["HTS", "high-temperature superconductor"],
    "LTS": ["LTS", "low-temperature superconductor"],
    # machines, programmes, studies, experiments
    "muon collider": ["muon collider", "MuC"],
    "CLIC": ["CLIC", "Compact Linear Collider"],
    "FCC-ee": ["FCC-ee"],
    "FCC-hh": ["FCC-hh"],
    "100 TeV proton collider": ["100 TeV proton collider"],
    "LHC": ["LHC", "Large Hadron Collider"],
    "HL-LHC": ["HL-LHC", "High-Luminosity LHC"],
    "ILC": ["ILC", "International Linear Collider"],
    "CEPC": ["CEPC"],
    "MAP": ["MAP", "Muon Accelerator Program"],
    "IMCC": ["IMCC", "International Muon Collider Collaboration"],
    "MuCol": ["MuCol"],
    "MICE": ["MICE"],
    "linac": ["linac", "linear accelerator"],
    "linear collider": ["linear collider"],
    # particles
    "muon": ["muon", "μ"],
    "mu+": ["mu+", "μ+", "antimuon"],
    "mu-": ["mu-", "μ−", "negative muon"],
    "electron": ["electron"],
    "positron": ["positron"],
    "neutrino": ["neutrino", "ν"],
    "antineutrino": ["antineutrino", "ν̄"],
    "pion": ["pion"],
    "kaon": ["kaon"],
    "photon": ["photon"],
    "Higgs": ["Higgs boson"],
    "H- ion": ["H⁻", "H- ion", "negative hydrogen ion"],
    "Higgsino": ["Higgsino"],
    "wino": ["wino"],
    "WW": ["W boson pair"],
    "ZZ": ["Z boson pair"],
    # detectors and their parts
    "ECAL": ["ECAL", "electromagnetic calorimeter"],
    "HCAL": ["HCAL", "hadronic calorimeter"],
    "CRILIN": ["CRILIN"],
    "vertex detector": ["VXD", "vertex detector"],
    "inner tracker": ["inner tracker"],
    "outer tracker": ["outer tracker"],
    "VELO": ["VELO", "Vertex Locator"],
    "Vertex Barrel": ["Vertex Barrel"],
    "Vertex Endcap": ["Vertex Endcap"],
    "MAIA": ["MAIA"],
    "MuColl": ["MuColl"],
    "MuSIC": ["MuSIC"],
    "CLD": ["CLD"],
    "BeamCal": ["BeamCal"],
    "LumiCal": ["LumiCal"],
    "RPC": ["RPC", "resistive plate chamber"],
    "MPGD": ["MPGD"],
    "GEM": ["GEM", "gas electron multiplier"],
    "Micromegas": ["Micromegas"],
    "LGAD": ["LGAD"],
    "MAPS": ["MAPS"],
    # software and algorithms
    "kt": ["kt algorithm"],
    "anti-kt": ["anti-kt"],
    "MARS15": ["MARS15"],
    "FLUKA": ["FLUKA"],
    "Marlin": ["Marlin"],
    "iLCSoft": ["iLCSoft"],
    "EDM4hep": ["EDM4hep"],
    "LCIO": ["LCIO"],
    "QGSP_BERT": ["QGSP_BERT"],
    "QGSP_BERT_HP": ["QGSP_BERT_HP"],
    "DDPlanarDigi": ["DDPlanarDigi"],
    "MuonCVXDDigitiser": ["MuonCVXDDigitiser"],
    "conformal tracking": ["conformal tracking"],
    "cellular automaton": ["cellular automaton track finding"],
    # quantities
    "luminosity": ["luminosity", "instantaneous luminosity", "ℒ"],
    "integrated luminosity": ["integrated luminosity"],
    "TID": ["TID", "total ionizing dose"],
    "effective dose": ["effective dose"],
    "fluence": ["1 MeV neutron equivalent fluence"],
    "NIEL": ["NIEL"],
    "polar angle": ["polar angle", "θ"],
    "pseudorapidity": ["pseudorapidity", "η"],
    "jet energy resolution": ["jet energy resolution"],
    "dijet mass resolution": ["dijet mass resolution"],
    "transverse momentum": ["transverse momentum"],
    "transverse energy": ["transverse energy"],
    "MET": ["missing transverse energy"],
    "missing energy": ["missing energy"],
    "centre-of-mass energy": ["centre-of-mass energy", "√s"],
    "beam energy": ["beam energy"],
    "transverse emittance": ["transverse emittance"],
    "longitudinal emittance": ["longitudinal emittance"],
    "normalized emittance": ["normalized emittance"],
    "geometric emittance": ["geometric emittance"],
    "κ_λ": ["κ_λ", "Higgs self-coupling modifier"],
    "λ_3": ["λ_3", "trilinear Higgs self-coupling"],
    "quartic Higgs self-coupling": ["quartic Higgs self-coupling"],
    "fT0": ["fT0"],
    "fM0": ["fM0"],
    "fS0": ["fS0"],
    "VBF": ["VBF", "vector boson fusion"],
    "VBS": ["VBS", "vector boson scattering"],
    "WW fusion": ["WW fusion"],
    "ZZ fusion": ["ZZ fusion"],
    "aQGC": ["aQGC"],
    "aTGC": ["aTGC"],
}

MATERIALS = ["Nb3Sn", "NbTi", "Nb", "REBCO", "Bi-2212"]

DISTINCT = [
    # every pair among the five superconductors of the issue
    *combinations(MATERIALS, 2),
    ("REBCO", "YBCO"),  # REBCO is a family that includes YBCO: related, not the same
    ("REBCO", "Bi-2223"), ("Bi-2212", "Bi-2223"), ("MgB2", "Nb3Sn"), ("MgB2", "REBCO"),
    ("HTS", "LTS"), ("HTS", "REBCO"), ("HTS", "Bi-2212"), ("LTS", "Nb3Sn"), ("LTS", "NbTi"),
    # machines, programmes, studies, experiments
    ("muon collider", "CLIC"), ("muon collider", "FCC-ee"), ("muon collider", "FCC-hh"), ("muon collider", "LHC"),
    ("muon collider", "ILC"), ("muon collider", "CEPC"), ("FCC-ee", "FCC-hh"), ("FCC-ee", "CEPC"), ("CLIC", "ILC"),
    ("LHC", "HL-LHC"), ("HL-LHC", "FCC-hh"), ("FCC-hh", "100 TeV proton collider"), ("MAP", "IMCC"),
    ("MuCol", "MuColl"), ("MICE", "IMCC"), ("linac", "linear collider"),
    # particles
    ("muon", "electron"), ("muon", "positron"), ("electron", "positron"), ("muon", "neutrino"),
    ("neutrino", "antineutrino"), ("muon", "pion"), ("pion", "kaon"), ("photon", "electron"),
    ("mu+", "mu-"), ("muon", "mu+"), ("muon", "mu-"), ("H- ion", "Higgs"), ("Higgsino", "wino"), ("WW", "ZZ"),
    # detectors and subdetectors
    ("ECAL", "HCAL"), ("CRILIN", "HCAL"), ("vertex detector", "inner tracker"), ("inner tracker", "outer tracker"),
    ("vertex detector", "outer tracker"), ("vertex detector", "VELO"), ("Vertex Barrel", "Vertex Endcap"),
    ("MAIA", "MuColl"), ("MAIA", "MuSIC"), ("MuColl", "MuSIC"), ("MuColl", "CLD"), ("BeamCal", "LumiCal"),
    ("RPC", "MPGD"), ("GEM", "Micromegas"), ("MPGD", "GEM"), ("LGAD", "MAPS"),
    # software and algorithms
    ("kt", "anti-kt"), ("MARS15", "FLUKA"), ("Marlin", "iLCSoft"), ("EDM4hep", "LCIO"),
    ("QGSP_BERT", "QGSP_BERT_HP"), ("DDPlanarDigi", "MuonCVXDDigitiser"), ("conformal tracking", "cellular automaton"),
    # quantities
    ("luminosity", "integrated luminosity"), ("TID", "fluence"), ("TID", "effective dose"), ("TID", "NIEL"),
    ("polar angle", "pseudorapidity"), ("jet energy resolution", "dijet mass resolution"),
    ("transverse momentum", "transverse energy"), ("MET", "missing energy"), ("centre-of-mass energy", "beam energy"),
    ("transverse emittance", "longitudinal emittance"), ("normalized emittance", "geometric emittance"),
    ("κ_λ", "λ_3"), ("λ_3", "quartic Higgs self-coupling"), ("fT0", "fM0"), ("fM0", "fS0"), ("fT0", "fS0"),
    ("VBF", "VBS"), ("WW fusion", "ZZ fusion"), ("aQGC", "aTGC"),
]

# entries that are one concept under two acronyms: the only ones that may share a form
ALIASES = [{"FFA", "FFAG"}, {"VXD", "VTX"}]


@pytest.fixture(scope="module")
def glossary():
    return Glossary.load()


@pytest.fixture(scope="module")
def decomposer(glossary):
    return OfflineDecomposer(glossary)


def _acronym_like(text):
    return sum(c.isupper() for c in text) >= 2 or not text.isascii()


def _written(spelling, text):
    """``spelling`` written in ``text`` as a word of its own (not a part of "Nb-Ti" or "anti-kt")."""
    flags = 0 if _acronym_like(spelling) else re.I
    return re.search(r"(?<![\w\-])" + re.escape(spelling) + r"(?![\w\-])", text, flags) is not None


def _own_entries(glossary, thing):
    """The entries that have one of ``thing``'s spellings as a form: the entries that mean it."""
    spellings = {s.lower() for s in THINGS[thing]}
    return [e for e in glossary.entries if spellings & {f.lower() for f in e.forms}]


def _names(glossary, thing, text):
    """Whether ``text`` names ``thing``: through one of its glossary entries, else by a spelling."""
    own = _own_entries(glossary, thing)
    if own:
        return any(e in own for e in glossary.find(text))
    return any(_written(s, text) for s in THINGS[thing])


def test_the_distinct_list_is_long_and_well_formed():
    assert len(DISTINCT) >= 40
    assert len(set(map(frozenset, DISTINCT))) == len(DISTINCT)
    assert {thing for pair in DISTINCT for thing in pair} <= set(THINGS)
    for pair in combinations(MATERIALS, 2):
        assert pair in DISTINCT


@pytest.mark.parametrize("a, b", DISTINCT, ids=[f"{a}~{b}" for a, b in DISTINCT])
def test_no_entry_equates_two_distinct_things(glossary, a, b):
    """No entry has a spelling of ``a`` and a spelling of ``b`` among its forms."""
    for entry in glossary.entries:
        forms = {f.lower() for f in entry.forms}
        assert not (forms & {s.lower() for s in THINGS[a]} and forms & {s.lower() for s in THINGS[b]}), entry


@pytest.mark.parametrize("a, b", DISTINCT, ids=[f"{a}~{b}" for a, b in DISTINCT])
def test_expanding_one_never_yields_the_other(glossary, decomposer, a, b):
    """Neither direction: the entries found, every form a rewrite may add (the guard's and grounding's
    ``expansion_terms``), the BM25 expansion with synonyms, and the offline decomposer's sub-queries."""
    for source, target in ((a, b), (b, a)):
        for spelling in THINGS[source]:
            assert not _names(glossary, target, spelling), f"{spelling!r} itself names {target!r}: a bad test pair"
            assert not any(e in _own_entries(glossary, target) for e in glossary.find(spelling)), (spelling, target)
            for form in glossary.expansion_terms(spelling):
                assert not _names(glossary, target, form), f"{spelling!r} expands to {form!r}, which names {target!r}"
            for form in name_forms(spelling):
                assert not _names(glossary, target, form), f"{spelling!r} is named {form!r}, which names {target!r}"
            expanded = glossary.expand_query(spelling, synonyms=True)
            assert not _names(glossary, target, expanded), f"BM25 expansion {expanded!r} names {target!r}"
            question = f"What is the status of {spelling}?"
            for sub_query in decomposer.decompose(question).sub_queries:
                assert not _names(glossary, target, sub_query), f"sub-query {sub_query!r} of {question!r} names {target!r}"


def test_no_form_is_shared_by_two_entries_unless_they_are_one_concept(glossary):
    """A form shared by two entries makes a search for one find the other ("forward calorimeter"
    made BeamCal and LumiCal one, "electroweakino" Higgsino and wino, "diboson" WW and ZZ)."""
    owners = defaultdict(set)
    for entry in glossary.entries:
        for form in entry.forms:
            owners[form.lower()].add(entry.term)
    shared = {form: terms for form, terms in owners.items() if len(terms) > 1 and terms not in ALIASES}
    assert shared == {}


def test_no_entry_has_a_form_twice_or_an_empty_form(glossary):
    for entry in glossary.entries:
        forms = [f.lower() for f in entry.forms]
        assert len(forms) == len(set(forms)) and all(f.strip() == f and f for f in forms), entry


def test_the_shipped_file_is_the_one_loaded():
    from muonrag.data import glossary_path

    data = json.loads(glossary_path().read_text(encoding="utf-8"))
    assert [e["term"] for e in data["entries"]] == [e.term for e in Glossary.load().entries]


# --- real synonyms still expand (so the checks above can fail the other way) -------------------------


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Nb3Sn", {"niobium-tin", "Nb₃Sn"}),
        ("niobium-tin conductor", {"Nb3Sn"}),
        ("Nb-Ti cable", {"NbTi", "niobium-titanium"}),
        ("REBCO tape", {"rare-earth barium copper oxide"}),
        ("HTS solenoid", {"high-temperature superconductor"}),
        ("BIB rates", {"beam-induced background"}),
        ("the beam-induced background", {"BIB"}),
        ("HL-LHC", {"High-Luminosity LHC"}),
        ("mu+ beam", {"antimuon", "μ+"}),
        ("negative muon", {"μ−", "mu-"}),
        ("the H- linac", {"H⁻", "negative hydrogen ion"}),
        ("ECAL resolution", {"electromagnetic calorimeter"}),
        ("hadronic calorimeter", {"HCAL"}),
        ("FFAG arcs", {"FFA"}),
        ("integrated luminosity of 10 ab⁻¹", {"integrated luminosity", "inverse attobarn"}),
        ("anti-kt jets", {"anti-kt algorithm"}),
        ("muon g-2", {"a_μ", "muon anomalous magnetic moment"}),
        ("helical cooling channel", {"HCC"}),
    ],
)
def test_real_synonyms_still_expand(glossary, text, expected):
    assert expected <= glossary.expansion_terms(text)


def test_a_mention_inside_a_longer_one_does_not_count_but_a_separate_mention_does(glossary):
    terms = lambda text: {e.term for e in glossary.find(text)}  # noqa: E731
    assert terms("HL-LHC") == {"HL-LHC"}
    assert terms("anti-kt jets") == {"anti-kt"}
    assert terms("the H- linac") == {"H⁻", "linac"}
    assert terms("the H⁻ ion") == {"H⁻"}
    assert terms("integrated luminosity") == {"integrated luminosity"}
    assert terms("beyond the Standard Model") == {"BSM"}
    assert terms("the LHC and the HL-LHC") == {"LHC", "HL-LHC"}
    assert terms("kt and anti-kt") == {"kt", "anti-kt"}
    assert terms("the Higgs boson and the H- ion") == {"H", "H⁻"}
    assert terms("luminosity and integrated luminosity") == {"ℒ", "integrated luminosity"}


def test_acronyms_are_expanded_for_grounding_and_answers():
    assert "hadronic calorimeter" in name_forms("HCAL")
    assert "niobium-tin" in name_forms("Nb3Sn")
    assert "niobium-titanium" not in name_forms("Nb3Sn")


# --- the path that broke: a sub-query for "Nb3Sn inner triplet" searched for Nb-Ti ---------------

NB_TI = THINGS["NbTi"]
BROKEN = "Nb3Sn inner triplet"


def _mentions_nbti(text):
    return any(_written(s, text) for s in NB_TI) or "niobium titanium" in text.lower()


def test_nb3sn_inner_triplet_gains_no_nbti_offline(glossary, decomposer):
    for question in (BROKEN, "What field does the Nb3Sn inner triplet reach?", "Nb3Sn inner triplet quench margin"):
        candidates = decomposer.candidates(question)
        result = decomposer.decompose(question)
        assert not any(_mentions_nbti(c) for c in candidates), candidates
        assert not any(_mentions_nbti(s) for s in result.sub_queries), result.sub_queries
        assert not any(_mentions_nbti(f) for f in glossary.expansion_terms(question))
        assert not _mentions_nbti(glossary.expand_query(question, synonyms=True))
        assert not _mentions_nbti(glossary.expand_query(question))
        # the rewrites that are true are still made
        assert any("niobium-tin" in s for s in result.sub_queries), result.sub_queries


def test_the_guard_rejects_a_sub_query_that_swaps_nb3sn_for_nbti():
    guard = SubQueryGuard()
    for swapped in ("Nb-Ti inner triplet", "NbTi inner triplet"):
        assert guard.check(BROKEN, swapped) is not None, swapped
    assert guard.check(BROKEN, "niobium-tin inner triplet") is None
    assert guard.check(BROKEN, "Nb₃Sn inner triplet") is None


def test_an_llm_sub_query_that_swaps_nb3sn_for_nbti_is_rejected():
    script = [
        json.dumps({"domains": ["machine"]}),
        json.dumps({"query_type": "precise_fact"}),
        json.dumps({"sub_queries": ["Nb-Ti inner triplet", "niobium-tin inner triplet", "NbTi inner triplet"]}),
    ]
    with ReplayLLMServer(script) as server:
        llm = make_llm(Config(llm_base_url=server.url, llm_model="replay-model", llm_timeout=5, llm_retries=0).llm)
        result = LLMDecomposer(llm).decompose(BROKEN)
    assert result.method == "llm"
    assert result.sub_queries == [BROKEN, "niobium-tin inner triplet"]
    assert len(result.rejected) == 2
