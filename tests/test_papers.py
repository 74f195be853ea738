"""Real physics papers: pdflatex output (revtex4-2 two-column, a one-column article, elsarticle with a
table and equations; sources in scripts/papers/, rebuilt by scripts/build_paper_fixtures.py) and arXiv
source bundles built here from LaTeX strings."""

from __future__ import annotations

import io
import json
import re
import tarfile
from pathlib import Path

import pypdf
import pytest

from muonrag.language.quantities import quantities
from muonrag.language.tokenize import PhysicsTokenizer
from muonrag.errors import IndexMismatchError
from muonrag.ingest import arxiv
from muonrag.ingest.chunking import Chunker
from muonrag.ingest.dehyphenate import dehyphenate_lines
from muonrag.core.files import ReadLimits
from muonrag.ingest.loaders import load_file, load_path

REPO = Path(__file__).resolve().parents[1]
PAPERS = REPO / "tests" / "fixtures" / "papers"
SOURCES = REPO / "scripts" / "papers"
REVTEX = PAPERS / "revtex-timing.pdf"
ARTICLE = PAPERS / "article-cooling.pdf"
ELSARTICLE = PAPERS / "elsarticle-calorimeter.pdf"


def _text(document) -> str:
    return "\n".join(part.text for part in document.parts)


@pytest.fixture(scope="module")
def revtex():
    return load_file(REVTEX)


# dehyphenation ---------------------------------------------------------------------------------
def test_fixture_really_has_line_end_hyphens_that_pypdf_keeps():
    raw = "\n".join(page.extract_text() for page in pypdf.PdfReader(str(REVTEX)).pages)
    assert "inter-\nact" in raw and "discrimina-\ntion" in raw and "double-\nlayer" in raw


def test_words_broken_at_line_ends_are_joined(revtex):
    text = _text(revtex)
    for word in ("interact", "interaction", "background", "discrimination", "approaches", "distribution"):
        assert re.search(rf"\b{word}\b", text), word
    assert not re.search(r"\b(inter|discrimina|dis|back)-\s", text)


def test_true_hyphens_are_kept(revtex):
    source = (SOURCES / "revtex-timing.tex").read_text().lower()
    body = source.split("\\begin{document}")[1]
    text = re.sub(r"\s+", " ", _text(revtex).lower())
    for compound in ("double-layer", "beam-induced", "top-quark", "neutron-equivalent"):
        assert text.count(compound) == body.count(compound), compound


@pytest.mark.parametrize("lines, expected", [
    (["the orig-", "inates here"], ["the originates", "here"]),
    (["a double-", "layer barrel"], ["a double-layer", "barrel"]),
    (["beam-", "induced background"], ["beam-induced", "background"]),
    (["Monte-", "Carlo codes"], ["Monte-Carlo", "codes"]),
    (["Nucl. In-", "strum. Meth."], ["Nucl. Instrum.", "Meth."]),
])
def test_dehyphenation_rule(lines, expected):
    assert dehyphenate_lines(lines) == expected


# scripts and the shared number form ---------------------------------------------------------
def test_superscripts_and_subscripts_are_recovered(revtex):
    text = _text(revtex)
    assert "10^15 n_eq cm^-2" in text
    assert "p_T > 1 GeV" in text
    assert "t_hit" in text
    assert "2 × 10^7 s" in text


def test_exponent_spellings_meet_in_bm25_and_grounding(revtex):
    chunk = next(p.text for p in revtex.parts if "10^15" in p.text)
    tokens = PhysicsTokenizer()(chunk)
    for query in ("10^15", "10¹⁵", "1e15", "10^{15}"):
        assert set(PhysicsTokenizer()(query)) <= set(tokens), query
        assert any(q.value == pytest.approx(1e15) for q in quantities(query))
    assert any(q.value == pytest.approx(1e15) and q.dimension == "neq/cm^2" for q in quantities(chunk))


# metadata -------------------------------------------------------------------------------------
def test_first_page_metadata_and_arxiv_stamp(revtex):
    meta = revtex.metadata
    assert meta["title"] == "Timing Selection of Beam-Induced Background Hits in a Muon Collider Tracker"
    assert meta["authors"] == ["Alessandra Ferrante", "Jonathan K. Whitfield"]
    assert meta["abstract"].startswith("The beam-induced background of a muon collider originates")
    assert meta["abstract"].endswith("considerably.")
    assert meta["arxiv_id"] == "2606.10381v2" and meta["year"] == 2026
    assert "arXiv:2606" not in _text(revtex)


def test_pdf_metadata_wins_and_one_column_article_reads():
    doc = load_file(ARTICLE)
    assert doc.metadata["title"] == "Final Cooling of Muon Beams with High-Field Solenoids"
    assert doc.metadata["authors"] == ["Maria Rossi", "Peter Novak"]
    assert doc.metadata["abstract"].startswith("The final cooling stage")
    assert "10^35 cm^-2 s^-1" in _text(doc)


def test_elsarticle_front_matter_table_and_equations():
    doc = load_file(ELSARTICLE)
    assert doc.metadata["title"].startswith("A Semi-Homogeneous Electromagnetic Calorimeter")
    assert doc.metadata["authors"] == ["Chiara Bianchi", "Lukas Meyer"]
    text = _text(doc)
    rows = [text.index(r) for r in ("Thickness (mm) 20 25", "Time resolution (ps) 75 80", "Light yield")]
    assert rows == sorted(rows)
    assert "∆t = t_hit − r/c" in text
    assert "Preprint submitted" not in text


def test_numbered_headings_are_the_section_of_every_chunk(revtex):
    chunks = Chunker(chunk_size=120, chunk_overlap=16).chunk(revtex)
    sections = [c.metadata.get("section") for c in chunks]
    assert all(sections), sections
    assert {"I. INTRODUCTION", "III. TIMING SELECTION", "A. Background simulation", "References"} <= set(sections)
    timing = next(c for c in chunks if "|∆t| < 3σ" in c.text)
    assert timing.metadata["section"] == "III. TIMING SELECTION"
    assert "references" not in timing.metadata and "abstract" not in timing.metadata
    for pdf, expected in ((ARTICLE, {"2 Method", "2.1 Channel layout", "3 Results"}),
                          (ELSARTICLE, {"2. Design", "3.1. Test beam"})):
        assert expected <= {p.section for p in load_file(pdf).parts}


# references ------------------------------------------------------------------------------------
def test_bibliography_is_recognised_and_kept_as_metadata(revtex):
    refs = revtex.metadata["references"]
    assert len(refs) == 5
    assert refs[3] == "S. Agostinelli et al., Geant4: a simulation toolkit, Nucl. Instrum. Meth. A 506, 250 (2003)."
    assert [p.section for p in revtex.parts if "Agostinelli" in p.text] == ["References"]
    assert load_file(ARTICLE).metadata["references"][1].startswith("D. Neuffer, Principles and applications")


def test_references_are_out_of_the_default_search(open_index, tmp_path):
    index = open_index()
    index.add(PAPERS)
    query = "Geant4 simulation toolkit Agostinelli"

    def sections(**kwargs):
        return [hit.metadata.get("section") for hit in index.search(query, top_k=5, **kwargs)]

    for mode in ("sparse", "dense", "hybrid"):
        assert "References" not in sections(mode=mode), mode
    assert sections(mode="sparse", references=True)[0] == "References"
    assert "References" in sections(mode="dense", references=True)
    entry = index.documents()["revtex-timing.pdf"]
    assert len(entry.references) == 5 and entry.abstract.startswith("The beam-induced background")
    config, model = index.config.replace(search_references=True), index.encoders.document_model
    index.close()
    with type(index).open(config=config, embed_model=model) as opted_in:
        assert "References" in [h.metadata.get("section") for h in opted_in.search(query, mode="hybrid", top_k=5)]


def test_an_index_of_an_older_chunker_asks_to_be_rebuilt(open_index):
    index = open_index()
    index.add(ARTICLE)
    path, config, model = index.path, index.config, index.encoders.document_model
    index.close()
    manifest = json.loads((path / "manifest.json").read_text())
    manifest["chunking"]["revision"] -= 1
    (path / "manifest.json").write_text(json.dumps(manifest))
    with pytest.raises(IndexMismatchError, match="older muonrag.*rebuild"):
        type(index).open(config=config, embed_model=model)


# arXiv source bundles -----------------------------------------------------------------------------
MAIN = r"""\documentclass[twocolumn]{revtex4-2}
\begin{document}
\title{Muon Beam Cooling in a Helical Channel}
\author{Ada Lovelace}
\author{Niels Bohr\thanks{Also at Copenhagen.}}
\begin{abstract}
A helical cooling channel of frictionless design is described.
\end{abstract}
\maketitle
\input{sections/intro}
\include{sections/results}
\bibliography{refs}
\end{document}
"""
INTRO = r"\section{Introduction}The helical channel reaches a transverse emittance of 25~$\mu$m."
RESULTS = r"\section{Results}A fluence of $10^{15}$ neq cm$^{-2}$ was simulated with $p_{T}$ above 1~GeV."
BBL = r"""\begin{thebibliography}{2}
\bibitem{a} A.~Author, \emph{Cooling theory}, Phys. Rev. \textbf{1}, 2 (2020).
\bibitem{b} B.~Author, Another work (2021).
\end{thebibliography}
"""
DECOY = r"\section{Unused}This file is not the main one."


def make_bundle(path: Path, members: dict[str, bytes], extra=None) -> Path:
    with tarfile.open(path, "w:gz") as archive:
        for name, data in members.items():
            info = tarfile.TarInfo(name)
            info.size = len(data)
            archive.addfile(info, io.BytesIO(data))
        for info in extra or []:
            archive.addfile(info)
    return path


def standard_members() -> dict[str, bytes]:
    return {"aaa-decoy.tex": DECOY.encode(), "ms.tex": MAIN.encode(), "sections/intro.tex": INTRO.encode(),
            "sections/results.tex": RESULTS.encode(), "ms.bbl": BBL.encode(), "fig1.pdf": b"%PDF-1.4 not read"}


def test_arxiv_bundle_main_file_inputs_metadata_and_bbl(tmp_path):
    bundle = make_bundle(tmp_path / "2606.10381v2.tar.gz", standard_members())
    doc = load_file(bundle)
    assert doc.format == "arxiv"
    assert doc.metadata["title"] == "Muon Beam Cooling in a Helical Channel"
    assert doc.metadata["authors"] == ["Ada Lovelace", "Niels Bohr"]
    assert doc.metadata["abstract"] == "A helical cooling channel of frictionless design is described."
    assert doc.metadata["arxiv_id"] == "2606.10381v2" and doc.metadata["year"] == 2026
    assert doc.metadata["references"] == ["A. Author, Cooling theory, Phys. Rev. 1, 2 (2020).", "B. Author, Another work (2021)."]
    by_section = {p.section: p.text for p in doc.parts}
    assert "25 $\\mu$m" in by_section["Introduction"] and "10^{15}" in by_section["Results"]
    assert "not the main one" not in _text(doc)
    assert set(by_section) >= {"Introduction", "Results", "References"}
    assert arxiv.read_bundle(bundle).main == "ms.tex"


def test_bundle_members_outside_or_too_large_are_never_written(tmp_path):
    outside = tmp_path / "escape"
    link = tarfile.TarInfo("sections/link.tex")
    link.type, link.linkname = tarfile.SYMTYPE, "/etc/passwd"
    members = {**standard_members(), f"../{outside.name}/evil.tex": b"\\section{Evil}pwned",
               f"{outside}/abs.tex": b"pwned", "huge.tex": b"x" * 5000}
    bundle = make_bundle(tmp_path / "bundle.tar.gz", members, extra=[link])
    doc = load_file(bundle, limits=ReadLimits(text_bytes=4000))
    assert not outside.exists()
    assert "pwned" not in _text(doc) and "root:" not in _text(doc)
    assert doc.metadata["title"] == "Muon Beam Cooling in a Helical Channel"


def test_bad_bundles_and_files_are_reported_by_name_and_the_rest_ingested(tmp_path):
    folder = tmp_path / "papers"
    folder.mkdir()
    make_bundle(folder / "good.tar.gz", standard_members())
    (folder / "broken.tar.gz").write_bytes(b"\x1f\x8b\x08\x00garbage")
    make_bundle(folder / "nomain.tar.gz", {"notes.tex": DECOY.encode()})
    (folder / "empty.pdf").write_bytes(b"")
    (folder / "corrupt.pdf").write_bytes(b"%PDF-1.4\n1 0 obj << /Type /Catalog >> garbage")
    (folder / "paper.pdf").write_bytes(ARTICLE.read_bytes())
    result = load_path(folder)
    assert sorted(d.doc_id for d in result.documents) == ["good.tar.gz", "paper.pdf"]
    reasons = {Path(s.source).name: s.reason for s in result.skipped}
    assert set(reasons) == {"broken.tar.gz", "nomain.tar.gz", "empty.pdf", "corrupt.pdf"}
    assert "main LaTeX" in reasons["nomain.tar.gz"] and "tar" in reasons["broken.tar.gz"]
