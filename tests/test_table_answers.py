"""Values looked up in tables written one row a line, answered offline with the row quoted verbatim.

The readers write a table as an optional "Table N:" caption and one line a row,
``label — header: value unit; header: value unit`` (:mod:`muonrag.ingest.tables`).
The end-to-end tests ingest a plain-text file holding such rows among prose with
the real index and model, and ask the offline engine; the others test the row
units and the atom checks on a row alone.
"""

from __future__ import annotations

import pytest

from muonrag.grounding.amounts import table_line
from muonrag.answer.evidence_units import quotable_units
from muonrag.answer.schema import Evidence
from muonrag.grounding.checker import check_claim, check_quoted
from muonrag.evaluate.dataset import normalise_quote

CAPTION = "Table 2: Main parameters of the muon collider designs."
BEAM_ENERGY = "Beam energy — 3 TeV: 1.5 TeV; 10 TeV: 5 TeV"
LUMINOSITY = "Luminosity — Unit: 10^34 cm^-2 s^-1; 3 TeV: 1.8; 10 TeV: 20"
RF_VOLTAGE = "RF voltage at 800 MHz — 3 TeV: 16 MV; 10 TeV: 20 MV"
MUONS = "Muons per bunch — 3 TeV: 2.2 × 10^12; 10 TeV: 1.8 × 10^12"
TABLE = "\n".join([CAPTION, BEAM_ENERGY, LUMINOSITY, RF_VOLTAGE, MUONS])

PARAMETERS = f"""Muon collider parameters

A muon collider could reach very high energies in a compact ring. Its design is studied by the International
Muon Collider Collaboration for two stages.

{TABLE}

The collider ring is a racetrack with two experimental insertions. The RF system replaces the energy the muons
lose to synchrotron radiation in every turn.
"""

SOLENOID = "Solenoid field — MAIA_v1: 5 T; MuColl_v1: 3.57 T"
DETECTORS = f"""Detector concepts

Two detector concepts are studied for the 10 TeV collider.

Table 1: Detector magnets.
{SOLENOID}
Solenoid inner radius — MAIA_v1: 1.5 m; MuColl_v1: 3.5 m

Both concepts place tungsten nozzles around the beam pipe to shield the detector from the beam-induced background.
"""

COOLING = """Ionization cooling

Ionization cooling reduces the beam emittance by energy loss in absorbers followed by re-acceleration in RF cavities.
The RF cavities of the cooling channel operate in strong solenoid fields. The cooling channel is several hundred
metres long.
"""


@pytest.fixture(scope="module")
def table_engine(tmp_path_factory, embed_model):
    """The offline engine over a plain-text corpus holding table rows among prose, with the real model."""
    from muonrag import Config, MuonIndex
    from muonrag.answer.query_engine import build_engine

    root = tmp_path_factory.mktemp("tables")
    corpus = root / "corpus"
    corpus.mkdir()
    (corpus / "parameters.txt").write_text(PARAMETERS, encoding="utf-8")
    (corpus / "detectors.txt").write_text(DETECTORS, encoding="utf-8")
    (corpus / "cooling.txt").write_text(COOLING, encoding="utf-8")
    with MuonIndex.open(config=Config(index_path=root / "index"), create=True, embed_model=embed_model) as index:
        report = index.add(corpus)
        assert report.ingested == 3, report.to_dict()
        yield build_engine(index, offline=True)


def assert_quoted_row(result, row: str) -> None:
    """The answer cites exactly the row, verbatim in its evidence chunk, and every claim holds on it."""
    assert not result.abstained, result.reason
    by_number = {e.number: e for e in result.evidence}
    assert [c.quote for c in result.citations] == [row]
    citation = result.citations[0]
    assert normalise_quote(citation.quote) in normalise_quote(by_number[citation.number].text)
    assert result.claims
    for claim in result.claims:
        assert [c.quote for c in claim.citations] == [row]
        support = check_claim(claim.text, result.question, [by_number[citation.number]], quotes=[(citation.number, row)])
        assert support.ok, (claim.text, support.reason)


@pytest.mark.parametrize("question, row, value, label, column", [
    ("What is the RF voltage at 10 TeV?", RF_VOLTAGE, "20 MV", "RF voltage at 800 MHz", "10 TeV"),
    ("What RF voltage is foreseen for the 3 TeV design?", RF_VOLTAGE, "16 MV", "RF voltage at 800 MHz", "3 TeV"),
    ("How many muons per bunch are there at 3 TeV?", MUONS, "2.2 × 10^12", "Muons per bunch", "3 TeV"),
    ("What is the luminosity at 10 TeV?", LUMINOSITY, "20 × 10^34 cm^-2 s^-1", "Luminosity", "10 TeV"),
    ("What is the beam energy of the 10 TeV collider?", BEAM_ENERGY, "5 TeV", "Beam energy", "10 TeV"),
    ("What is the solenoid field in MAIA_v1?", SOLENOID, "5 T", "Solenoid field", "MAIA_v1"),
])
def test_a_value_is_answered_from_its_row_and_column(table_engine, question, row, value, label, column):
    result = table_engine.answer(question)
    assert_quoted_row(result, row)
    assert [c.text for c in result.claims] == [f"{label} ({column}): {value}."]
    assert result.text == f"{label} ({column}): {value} [{result.citations[0].number}]."
    assert result.support is not None and result.support >= table_engine.extractive.threshold


def test_a_question_naming_no_column_gets_every_cell_of_the_row(table_engine):
    result = table_engine.answer("What is the RF voltage at 800 MHz?")
    assert_quoted_row(result, RF_VOLTAGE)
    assert [c.text for c in result.claims] == ["RF voltage at 800 MHz (3 TeV): 16 MV.",
                                               "RF voltage at 800 MHz (10 TeV): 20 MV."]


@pytest.mark.parametrize("question", [
    "What is the RF voltage at 1300 MHz?",  # the row is for 800 MHz: the question's quantities must match
    "What is the RF voltage at 1300 MHz for the 10 TeV design?",
    "What is the RF voltage at 14 TeV?",  # no 14 TeV column
    "How many muons per bunch are there at 6 TeV?",
    "What is the solenoid field in MUSIC?",  # no MUSIC column
    "What is the integrated luminosity at 10 TeV?",  # no such row: "Luminosity" is another quantity
    "What is the proton beam energy at 3 TeV?",
    "What is the transverse emittance at 10 TeV?",  # no such row at all
])
def test_a_row_or_column_that_is_not_there_is_an_abstention(table_engine, question):
    result = table_engine.answer(question)
    assert result.abstained, (question, result.text)
    assert not result.citations and not result.claims


def test_prose_is_still_answered_from_its_sentences(table_engine):
    result = table_engine.answer("How long is the cooling channel?")
    assert not result.abstained, result.reason
    assert result.citations[0].quote == "The cooling channel is several hundred metres long."


# --- units and checks, without an index ----------------------------------------------------------------------


def test_each_row_line_is_a_unit_of_its_own():
    units = quotable_units(PARAMETERS)
    rows = [u for u in units if u.kind == "table_line"]
    assert [u.quote for u in rows] == [BEAM_ENERGY, LUMINOSITY, RF_VOLTAGE, MUONS]  # not cut at ";", not merged
    assert CAPTION in [u.quote for u in units if u.kind == "sentence"]  # the caption stands alone
    assert not any(CAPTION in u.quote and u.quote != CAPTION for u in units)
    rf = rows[2].table
    assert rf.label == "RF voltage at 800 MHz"
    assert [(c.header, c.value) for c in rf.cells] == [("3 TeV", "16 MV"), ("10 TeV", "20 MV")]
    assert table_line(LUMINOSITY).unit == "10^34 cm^-2 s^-1"


@pytest.mark.parametrize("line", [
    "The RF voltage is 20 MV at 10 TeV.",
    "Note — the values below are preliminary and may change before the report is final.",
    "Energy: 10 TeV",  # one cell without a label is no row
])
def test_prose_lines_are_not_rows(line):
    assert table_line(line) is None


def test_cells_without_a_label_are_rows_in_a_table():
    text = "Table 3: Tracker layers.\nLayer: 1; Radius: 30 mm; Length: 130 mm\nLayer: 2; Radius: 51 mm; Length: 130 mm"
    rows = [u for u in quotable_units(text) if u.kind == "table_line"]
    assert [u.quote for u in rows] == text.splitlines()[1:]
    assert [(c.header, c.value) for c in rows[0].table.cells] == [("Layer", "1"), ("Radius", "30 mm"), ("Length", "130 mm")]


@pytest.mark.parametrize("claim, row, ok", [
    ("RF voltage at 800 MHz (10 TeV): 20 MV", RF_VOLTAGE, True),
    ("The RF voltage at 800 MHz is 20 MV at 10 TeV.", RF_VOLTAGE, True),
    ("RF voltage at 800 MHz (3 TeV): 20 MV", RF_VOLTAGE, False),  # the value of another column
    ("At 3 TeV the RF voltage is 20 MV.", RF_VOLTAGE, False),
    ("RF voltage at 1300 MHz (10 TeV): 20 MV", RF_VOLTAGE, False),  # another row's setting
    ("Luminosity (10 TeV): 20 × 10^34 cm^-2 s^-1", LUMINOSITY, True),
    ("Luminosity (10 TeV): 2 × 10^35 cm^-2 s^-1", LUMINOSITY, True),  # the same value
    ("Luminosity (10 TeV): 20", LUMINOSITY, False),  # the row's "Unit" cell is part of the value
    ("Luminosity (10 TeV): 1.8 × 10^34 cm^-2 s^-1", LUMINOSITY, False),
    ("Muons per bunch (10 TeV): 2.2 × 10^12", MUONS, False),
    ("There are 2.2 × 10^12 muons per bunch at 3 TeV.", MUONS, True),
    ("There are 2.2 × 10^12 muons per bunch crossing at 3 TeV.", MUONS, False),  # the label's denominator binds
    ("Beam energy (10 TeV): 5 TeV", BEAM_ENERGY, True),
    ("Beam energy (3 TeV): 5 TeV", BEAM_ENERGY, False),
])
def test_a_claim_is_held_to_its_row_label_and_column_header(claim, row, ok):
    evidence = Evidence(number=1, text=TABLE, score=1.0, node_id="n1", doc_id="parameters", title="Parameters")
    support = check_quoted(claim, "", [(evidence, row)])
    assert support.ok is ok, (claim, support.reason)


GEOMETRY = """Table 4: MAIA tracker geometry.
Vertex barrel layer 1 — Inner radius: 30.0 mm; Half-length z: 65.0 mm; Si (double layer)
Vertex barrel layer 2 — Inner radius: 51.0 mm; Half-length z: 65.0 mm; Si (double layer)
Luminosity — Unit: 10³⁴ cm⁻² s⁻¹; 3 TeV: 1.8; 10 TeV: 20"""


@pytest.mark.parametrize("question, claims", [
    ("What is the inner radius of vertex barrel layer 2?", ["Vertex barrel layer 2 (Inner radius): 51.0 mm"]),
    ("What is the half-length of vertex barrel layer 1?", ["Vertex barrel layer 1 (Half-length z): 65.0 mm"]),
    ("What is the luminosity at 3 TeV?", ["Luminosity (3 TeV): 1.8 × 10³⁴ cm⁻² s⁻¹"]),  # a unit in superscripts
    ("What is the inner radius of vertex barrel layer 7?", None),  # a number of the label names the row
    ("What is the inner radius of the vertex barrel?", None),  # which layer: no guess
    ("What is the inner radius of the second vertex barrel layer?", ["Vertex barrel layer 2 (Inner radius): 51.0 mm"]),
    ("What is the inner radius of the seventh vertex barrel layer?", None),
])
def test_a_row_named_by_a_number_is_that_row(question, claims):
    from muonrag.answer.extractive import table_lookup

    evidence = Evidence(number=1, text=GEOMETRY, score=1.0, node_id="g", doc_id="geometry", title="MAIA geometry")
    found = table_lookup(question, [evidence])
    assert (found.claims if found else None) == claims


TRACKERS = """Inner tracker layer 3 — Inner radius: 554.0 mm; Half-length z: 692.3 mm
Outer tracker layer 3 — Inner radius: 1486.0 mm; Half-length z: 1264.2 mm"""


@pytest.mark.parametrize("question, claims", [
    ("What is the inner radius of the third outer tracker layer?", ["Outer tracker layer 3 (Inner radius): 1486.0 mm"]),
    ("What is the half-length of the third inner tracker layer?", ["Inner tracker layer 3 (Half-length z): 692.3 mm"]),
])
def test_of_rows_whose_words_the_question_holds_alike_the_one_it_names_as_a_phrase(question, claims):
    """'inner' is the column's word here ("Inner radius"): the row is the one the question says together."""
    from muonrag.answer.extractive import table_lookup

    evidence = Evidence(number=1, text=TRACKERS, score=1.0, node_id="t", doc_id="trackers", title="Tracker geometry")
    assert table_lookup(question, [evidence]).claims == claims


def test_a_title_naming_a_version_and_its_detector_names_one_thing():
    """Asked about MAIA_v1, a chunk of rows under the title "MAIA_v1: Geometry of the MAIA Detector" is about it;
    under a title naming two versions it is not said which."""
    from muonrag.answer.extractive import table_lookup

    question = "What is the inner radius of the first vertex barrel layer in MAIA_v1?"
    rows = "Vertex barrel layer 1 — Inner radius: 31.0 mm; Half-length z: 75.0 mm"
    one = Evidence(number=1, text=rows, score=1.0, node_id="v1", doc_id="v1",
                   title="MAIA_v1: Geometry of the MAIA Detector for a 10 TeV Muon Collider", section="2 Tracker geometry")
    assert table_lookup(question, [one]).claims == ["Vertex barrel layer 1 (Inner radius): 31.0 mm"]
    both = Evidence(number=1, text=rows, score=1.0, node_id="v0", doc_id="v0", title="MAIA_v0 and MAIA_v1 compared")
    assert table_lookup(question, [both]) is None
