"""Converted papers in Markdown: structure, markup, titles, bibliographies, tables and captions (issue 21).

The texts are written the way PDF converters write them (marker-like anchors and bold section labels,
markitdown-like header-only "tables" of prose fragments and headingless text).
"""

from __future__ import annotations

import pytest

from muonrag.ingest.chunking import Chunker
from muonrag.ingest.loaders import load_file, load_path
from muonrag.ingest.parts import CONVERTER_CAPTION_SECTION
from muonrag.ingest.references import REFERENCES_SECTION
from muonrag.ingest.tables import is_real_table, row_lines

PAPER = """# arXiv:2203.10431

# The Muon Collider Ring<sup>1</sup>

<span id="page-1-0"></span>**1. Introduction**

The ring stores 2×10<sup>12</sup> muons per bunch, see [the design](https://example.org/design) ![](_page_1_Figure_1.jpeg).
The lumi-
nosity goal is 2×10<sup>35</sup> cm<sup>−2</sup> s<sup>−1</sup> at 10 TeV.

**2.2 Storage ring magnets**

The arc dipoles reach 16 T with `Nb3Sn` coils.

Table 2: Main parameters of the collider ring.

| Parameter | Unit | 3 TeV | 10 TeV |
|---|---|---|---|
| RF voltage at 800 MHz | MV | 16 | 20 |
| Circumference | km | 4.5 | 10 |
| Beam energy [TeV] | | 1.5 | 5 |

| nosity goal | of  |     | at 10 TeV. |
| --- | --- | --- | --- |

**Caption:** A diagram of the collider ring with the magnets drawn in blue and the detector at the top.

Figure 1: Layout of the 10 TeV collider ring with its two interaction regions.

{references}

[1] A. Author, Muon collider ring magnets, JINST 1 (2020).
[2] B. Author, The storage ring, Phys. Rev. D 2 (2021).
"""


def paper(tmp_path, references: str = "# **References**", name: str = "ring.md"):
    path = tmp_path / name
    path.write_text(PAPER.replace("{references}", references), encoding="utf-8")
    return load_file(path)


def test_identifier_headings_give_the_arxiv_id_and_the_next_heading_is_the_title(tmp_path):
    doc = paper(tmp_path)
    assert doc.title == "The Muon Collider Ring"
    assert doc.metadata["arxiv_id"] == "2203.10431" and doc.metadata["year"] == 2022


def test_the_arxiv_id_comes_from_the_file_name(tmp_path):
    path = tmp_path / "2407.12345v2.md"
    path.write_text("# A study of muon cooling\n\nCooling channels shrink the beam.\n", encoding="utf-8")
    assert load_file(path).metadata["arxiv_id"] == "2407.12345v2"


def test_markup_is_removed_from_sections_and_text(tmp_path):
    doc = paper(tmp_path)
    prose = [p for p in doc.parts if p.section != REFERENCES_SECTION]
    assert [p.section for p in prose][:2] == ["1. Introduction", "2.2 Storage ring magnets"]
    text = "\n".join(p.text for p in prose)
    assert "2×10^12 muons per bunch" in text and "2×10^35 cm^−2 s^−1" in text
    assert "The luminosity" in text and "lumi-" not in text  # a converter's line-end hyphen joined
    assert "the design" in text and "`Nb3Sn`" in text  # link text and code kept as written
    for markup in ("**", "<span", "<sup>", "https://example.org", "_page_1_Figure", "](", "page-1-0"):
        assert markup not in text


@pytest.mark.parametrize("heading", ["# **References**", "**REFERENCES**", "**References:**", "## REFERENCES",
                                     "### References:", "References", ""])
def test_the_bibliography_is_found_however_its_heading_is_written(tmp_path, heading):
    doc = paper(tmp_path, heading)
    assert doc.metadata["references"] == ["A. Author, Muon collider ring magnets, JINST 1 (2020).",
                                          "B. Author, The storage ring, Phys. Rev. D 2 (2021)."]
    bibliography = [p for p in doc.parts if "JINST" in p.text]
    assert bibliography and all(p.section == REFERENCES_SECTION for p in bibliography)


def test_a_table_is_one_chunk_with_its_caption_and_rows_as_header_value_lines(tmp_path):
    nodes = Chunker().chunk(paper(tmp_path))
    tables = [n for n in nodes if n.metadata.get("kind") == "table"]
    assert len(tables) == 1
    # the heading and the short lead-in right before the table go with it: they say what its rows are
    assert tables[0].get_content() == ("2.2 Storage ring magnets\n\nThe arc dipoles reach 16 T with `Nb3Sn` coils.\n\n"
                                       "Table 2: Main parameters of the collider ring.\n"
                                       "RF voltage at 800 MHz — 3 TeV: 16 MV; 10 TeV: 20 MV\n"
                                       "Circumference — 3 TeV: 4.5 km; 10 TeV: 10 km\n"
                                       "Beam energy — 3 TeV: 1.5 TeV; 10 TeV: 5 TeV")
    assert tables[0].metadata["caption"] == "Table 2: Main parameters of the collider ring."
    assert tables[0].metadata["section"] == "2.2 Storage ring magnets"
    # the caption is not also left in the running text
    assert sum("Main parameters of the collider ring" in n.get_content() for n in nodes) == 1


FLAT = """# Magnets

**3 Conductor choice**

REBCO tape operated at 20 K offers a higher critical current at high field, a higher temperature margin and a much
smaller cryogenic power per watt of heat load, at the price of cost and of quench protection in the coils.

Table 2: Final focus quadrupole parameters.

Parameter Unit Value
Quadrupole gradient T/m 300
Quadrupole aperture mm 110
Number of IPs 2
Distance from the IP (L*) m 6

Table 3: Magnets we did not list.

The list is in the appendix.
It is long.

Table 4: Dipoles.

In the first stage the collider
uses dipoles with a field of 10 T
"""


def test_a_table_a_converter_flattened_to_lines_stays_with_its_caption(tmp_path):
    # markitdown writes a table without ruling lines as plain lines under its caption: the caption went into a
    # chunk of its own and the rows, without it, into the section's text
    path = tmp_path / "magnets.md"
    path.write_text(FLAT, encoding="utf-8")
    nodes = Chunker().chunk(load_file(path))
    tables = [n for n in nodes if n.metadata.get("kind") == "table"]
    assert [n.get_content() for n in tables] == ["Table 2: Final focus quadrupole parameters.\n"
                                                  "Quadrupole gradient — Value: 300 T/m\n"
                                                  "Quadrupole aperture — Value: 110 mm\n"
                                                  "Number of IPs — Value: 2\n"  # no unit in this row: IPs is no unit
                                                  "Distance from the IP (L*) — Value: 6 m"]
    assert tables[0].metadata["caption"] == "Table 2: Final focus quadrupole parameters."
    assert tables[0].metadata["section"] == "3 Conductor choice"
    # a caption over sentences, or over a sentence a page break cut into short lines, is not a table
    assert [n.metadata.get("kind") for n in nodes if n.get_content().startswith(("Table 3:", "Table 4:"))] == [
        "caption", "caption"]
    assert any("The list is in the appendix." in n.get_content() and "kind" not in n.metadata for n in nodes)
    assert any("uses dipoles with a field of 10 T" in n.get_content() and "kind" not in n.metadata for n in nodes)


def test_a_long_table_is_cut_between_rows_with_the_caption_in_every_piece(tmp_path):
    rows = "\n".join(f"| Layer {i} | {20 + i * 7.5} | {65 + i * 10} | silicon pixels of 25 x 25 um |" for i in range(40))
    path = tmp_path / "geometry.md"
    path.write_text("# Tracker geometry\n\nTable 1: Barrel layers of the tracker.\n\n"
                    f"| Layer | Radius [mm] | Half length [mm] | Sensor |\n|---|---|---|---|\n{rows}\n", encoding="utf-8")
    chunker = Chunker()
    pieces = [n for n in chunker.chunk(load_file(path)) if n.metadata.get("kind") == "table"]
    assert len(pieces) > 1
    lines = [line for n in pieces for line in n.get_content().split("\n")[1:]]
    assert lines == [f"Layer {i} — Radius: {20 + i * 7.5} mm; Half length: {65 + i * 10} mm; Sensor: silicon pixels of 25 x 25 um"
                     for i in range(40)]
    for piece in pieces:
        assert piece.get_content().startswith("Table 1: Barrel layers of the tracker.\n")
        assert chunker._length(piece.get_content()) <= chunker.chunk_size


SPACED = """# MAIA geometry

Table 1: Tracker barrel layers (radii and half-lengths in mm).
|                       | Inner radius | Half-length z |                   | Thickness |
| --------------------- | ------------ | ------------- | ----------------- | --------- |
| Layer                 |              |               | Material          |           |
|                       | (mm)         | (mm)          |                   | (µm)      |
| Vertex barrel layer 1 | 31.0         | 75.0          | Si (double layer) | 50        |
| Outer tracker layer 3 | 1486.0       | 1264.2        | Si                | 100       |

Table 2: RF parameters of the collider rings.
| Parameter    |     | Unit |     | 3 TeV |     | 10 TeV |
| ------------ | --- | ---- | --- | ----- | --- | ------ |
| RF frequency |     | MHz  |     | 800   |     | 800    |
| RF voltage   |     | GV   |     | 1.1   |     | 4.2    |
| Arc dipoles  |     | T    |     | 10    |     | 16     |
|              | 0   | 2    | 4   | 6     | 8   | 10     |
Figure 1: Luminosity per beam power against the centre-of-mass energy.
Table 3: Radial envelopes of the subsystems (mm).
| Subsystem         | Inner radius (mm) |     | Outer radius (mm) |     | Material           |     |
| ----------------- | ----------------- | --- | ----------------- | --- | ------------------ | --- |
| Beam pipe         | 23.0              |     | -                 |     | Be                 |     |
| Solenoid cryostat | 1500              |     | 1850              |     | Al-stabilised NbTi |     |
| ECAL barrel       | 1857              |     | 2090              |     | W-Si, 40 layers    |     |
4 Changes with respect to MAIA_v0
The first vertex double layer was moved outward from 30 mm to 31 mm.
References
"""


def test_tables_as_a_converter_writes_them_are_read_as_tables(tmp_path):
    # markitdown (from a PDF): spacer columns, a header over three rows, a figure's axis ticks as a row, the next
    # table and the rest of the page swallowed (a pipe table runs on to the next blank line)
    path = tmp_path / "maia.md"
    path.write_text(SPACED, encoding="utf-8")
    nodes = Chunker().chunk(load_file(path))
    text = "\n".join(n.get_content() for n in nodes)
    tables = [n.get_content() for n in nodes if n.metadata.get("kind") == "table"]
    assert len(tables) == 3, text
    assert ("Vertex barrel layer 1 — Inner radius: 31.0 mm; Half-length z: 75.0 mm; Material: Si (double layer); "
            "Thickness: 50 µm") in tables[0]
    assert "Outer tracker layer 3 — Inner radius: 1486.0 mm; Half-length z: 1264.2 mm" in tables[0]
    assert "RF voltage — 3 TeV: 1.1 GV; 10 TeV: 4.2 GV" in tables[1]
    assert "Solenoid cryostat — Inner radius: 1500 mm; Outer radius: 1850 mm; Material: Al-stabilised NbTi" in tables[2]
    assert "Beam pipe — Inner radius: 23.0 mm; Material: Be" in tables[2]
    # a row with values in spacer columns is not the table's: numbers alone (a figure's axis ticks) are dropped
    assert "0 2 4 6" not in text
    # the lines after the table are text, and a caption among them still finds its table
    assert tables[2].startswith("Table 3: Radial envelopes of the subsystems (mm).\n")
    for line in ("4 Changes with respect to MAIA_v0", "moved outward from 30 mm to 31 mm", "Figure 1: Luminosity"):
        assert line in text and not any(line in t for t in tables)


def test_grids_that_are_prose_cut_into_cells_are_read_as_text(tmp_path):
    doc = paper(tmp_path)
    assert any("nosity goal of at 10 TeV." in p.text and p.kind is None for p in doc.parts)
    assert not is_real_table(["nosity goal", "of", "", "at 10 TeV."], [])
    assert not is_real_table(["", "", "Ferrante1", ""], [["", "Alessandra", "", "and"], ["", "", "", "Jonathan"]])
    assert is_real_table(["Parameter", "Value"], [["Beam energy", "5 TeV"]])


def test_a_row_without_a_label_column_is_header_value_pairs():
    assert row_lines(["Energy [TeV]", "Luminosity"], [["3", "1.8"], ["10", "20"]]) == [
        "Energy: 3 TeV; Luminosity: 1.8", "Energy: 10 TeV; Luminosity: 20"]


def test_captions_are_marked_and_converter_captions_flagged(tmp_path):
    nodes = Chunker().chunk(paper(tmp_path))
    figure = [n for n in nodes if n.get_content().startswith("Figure 1:")]
    assert [n.metadata.get("kind") for n in figure] == ["caption"]
    written = [n for n in nodes if "diagram of the collider ring" in n.get_content()]
    assert [(n.metadata["kind"], n.metadata["section"]) for n in written] == [("converter_caption", CONVERTER_CAPTION_SECTION)]


def test_markdown_without_heading_markup_gets_its_title_sections_and_bibliography(tmp_path):
    # markitdown's output of a single-column paper: no heading markup at all
    path = tmp_path / "final-cooling.md"
    path.write_text(
        "Final Cooling of Muon Beams with High-Field Solenoids\nMaria Rossi Peter Novak\nMarch 2025\nAbstract\n"
        "The final cooling stage reduces the transverse emittance to about 25 µm.\n1 Introduction\n"
        "Ionization cooling is the only technique fast enough to cool muons.\n2 Method\n"
        "The channel uses 40 T solenoids.\n3 TeV collisions need a small emittance.\nReferences\n"
        "[1] R. B. Palmer et al., Final cooling for a high-energy lepton collider, JINST 12 (2017).\n"
        "[2] D. Neuffer, Principles of muon cooling, Part. Accel. 14 (1983).\n", encoding="utf-8")
    doc = load_file(path)
    assert doc.title == "Final Cooling of Muon Beams with High-Field Solenoids"
    assert [p.section for p in doc.parts] == [None, "1 Introduction", "2 Method", REFERENCES_SECTION]
    assert "3 TeV collisions need a small emittance." in doc.parts[2].text  # a quantity is not a heading
    assert len(doc.metadata["references"]) == 2


@pytest.mark.parametrize("top, title", [
    ("arXiv:2407.12345v2 [physics.acc-ph] 18 Jul 2024\nReference Parameters for the 3 TeV and 10 TeV Stages\nof a Muon Collider\n"
     "A. Lindqvist, M. Okafor\n", "Reference Parameters for the 3 TeV and 10 TeV Stages of a Muon Collider"),
    ("Luminosity Requirements and Scaling with\n\nEnergy\n\nmuonrag demo corpus\n", "Luminosity Requirements and Scaling with Energy"),
    ("In this folder there are reimplementations of the tracking processors used in the reconstruction\n", None),
])
def test_a_converted_paper_without_headings_gets_its_title_from_its_first_lines(tmp_path, top, title):
    path = tmp_path / "2407.12345v2.md"
    path.write_text(top + "\nThe collider ring is short because the luminosity grows with the number of turns.\n", encoding="utf-8")
    doc = load_file(path)
    assert doc.metadata.get("title") == title and doc.metadata["arxiv_id"] == "2407.12345v2"


def test_a_numbered_run_at_the_end_is_a_bibliography_without_a_heading(tmp_path):
    body = "\n\n".join(f"Paragraph {i} about the collider ring and its magnets." for i in range(8))
    path = tmp_path / "note.md"
    path.write_text(f"# A note\n\n{body}\n\n[1] A. Author, Ring magnets, JINST 1 (2020).\n"
                    "[2] B. Author, Ring optics, PRAB 2 (2021).\n", encoding="utf-8")
    doc = load_file(path)
    assert doc.parts[-1].section == REFERENCES_SECTION and "[1] A. Author" in doc.parts[-1].text
    assert all("JINST" not in p.text for p in doc.parts[:-1])


def test_bibliography_and_converter_captions_never_reach_search_results(tmp_path, open_index):
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    for heading in ("**REFERENCES**", "**References:**", "# **References**"):
        paper(corpus, heading, name=f"ring-{len(list(corpus.iterdir()))}.md")
    index = open_index()
    index.add(corpus)
    for query in ("muon collider ring magnets JINST", "diagram of the collider ring in blue", "storage ring Phys. Rev. D"):
        for mode in ("hybrid", "sparse", "dense"):
            sections = [r.section for r in index.search(query, mode=mode, top_k=10)]
            assert REFERENCES_SECTION not in sections and CONVERTER_CAPTION_SECTION not in sections


def test_a_table_row_is_found_by_its_row_label_and_column(tmp_path, open_index):
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    paper(corpus)
    (corpus / "other.md").write_text("# RF systems\n\nThe RF cavities of the accelerator operate at 1.3 GHz and "
                                     "provide a high voltage gradient.\n", encoding="utf-8")
    index = open_index()
    index.add(corpus)
    hits = index.search("What RF voltage at 800 MHz does the 10 TeV design use?", top_k=3)
    assert hits[0].metadata.get("kind") == "table" and "RF voltage at 800 MHz — 3 TeV: 16 MV; 10 TeV: 20 MV" in hits[0].text


def test_plain_markdown_is_read_as_before(tmp_path):
    path = tmp_path / "README.md"
    path.write_text("# MAIAConfig\n\nSteering files.\n\n```bash\n# 1. Simulation -> out.root\nddsim --steeringFile x.py\n```\n\n"
                    "## Layout\n\n- `sim.py`: simulation\n- `reco.py`: reconstruction\n", encoding="utf-8")
    doc = load_path(tmp_path).documents[0]
    assert doc.title == "MAIAConfig"
    assert [p.section for p in doc.parts] == [None, "Layout"]
    assert "```bash\n# 1. Simulation -> out.root\nddsim --steeringFile x.py\n```" in doc.parts[0].text
    assert "- `sim.py`: simulation" in doc.parts[1].text
