"""Loaders: every format, sidecar metadata, and every kind of bad input."""

import json
import os

import pytest

from muonrag.errors import LoaderError
from muonrag.ingest.chunking import Chunker
from muonrag.ingest.loaders import load_path
from muonrag.ingest.loaders import load_beir_corpus, load_file
from tests.conftest import make_pdf


def by_id(result):
    return {d.doc_id: d for d in result.documents}


def test_folder_is_walked_recursively_with_relative_ids(small_corpus):
    result = load_path(small_corpus)
    assert sorted(by_id(result)) == ["cooling.pdf", "decay.txt", "nozzle.md", "sub/vbs.tex"]
    assert result.skipped == []


def test_pdf_pages_are_physical_and_labels_printed(small_corpus):
    doc = by_id(load_path(small_corpus))["cooling.pdf"]
    assert [p.page for p in doc.parts] == [1, 2, 3]
    assert [p.page_label for p in doc.parts] == ["i", "1", "2"]
    assert "22.5 μm" in doc.parts[2].text
    assert doc.title == "Ionization cooling report"


def test_pdf_chunks_know_page_and_label(small_corpus):
    doc = by_id(load_path(small_corpus))["cooling.pdf"]
    nodes = Chunker().chunk(doc)
    pages = {n.metadata["page"]: n.metadata.get("page_label") for n in nodes}
    assert pages == {1: "i", 2: "1", 3: "2"}  # label kept only where it differs from the page number


def test_latex_keeps_prose_sections_and_math_drops_comments_and_layout(small_corpus):
    doc = by_id(load_path(small_corpus))["sub/vbs.tex"]
    assert doc.title == "Vector boson scattering at a muon collider"
    assert [p.section for p in doc.parts] == ["Introduction", "Operators"]
    text = "\n".join(p.text for p in doc.parts)
    assert "$\\sqrt{s} = 10$ TeV" in text and "$\\mu^+\\mu^-$" in text and "$f_{T0}/\\Lambda^4$" in text
    for gone in ("comment", "\\noindent", "\\vspace", "\\cite", "someone2020", "\\usepackage", "\\maketitle"):
        assert gone not in text


def test_markdown_title_and_sections(small_corpus):
    doc = by_id(load_path(small_corpus))["nozzle.md"]
    assert doc.title == "Tungsten nozzles"
    assert [p.section for p in doc.parts] == [None, "Geometry"]
    nodes = Chunker().chunk(doc)
    assert nodes[-1].metadata["section"] == "Geometry"


def test_sidecar_metadata_json_bib_and_folder_table(tmp_path):
    (tmp_path / "a.md").write_text("# A\n\nText about muons.")
    (tmp_path / "a.meta.json").write_text(json.dumps({"title": "Paper A", "year": "2024", "arxiv_id": "2401.00001"}))
    (tmp_path / "b.txt").write_text("Text about cooling.")
    (tmp_path / "b.bib").write_text(
        "@article{x, title = {{Muon} cooling}, author = {Smith, J. and Doe, A.}, year = 2021, eprint = {2101.12345}}"
    )
    (tmp_path / "c.txt").write_text("Text about detectors.")
    (tmp_path / "metadata.json").write_text(json.dumps({"c.txt": {"title": "Paper C", "section": "detector"}}))
    docs = by_id(load_path(tmp_path))
    # neither document shows its id, nor the title its sidecar names: the ids are kept, never linked
    only = "sidecar only (not linked: the document does not show it)"
    assert docs["a.md"].metadata == {"title": "Paper A", "year": 2024, "arxiv_id": "2401.00001", "arxiv_unconfirmed": True,
                                     "provenance": {"title": "sidecar", "year": "sidecar", "arxiv_id": only}}
    assert docs["b.txt"].metadata == {"title": "Muon cooling", "authors": ["Smith, J.", "Doe, A."], "year": 2021,
                                      "arxiv_id": "2101.12345", "arxiv_unconfirmed": True,
                                      "provenance": {**{k: "sidecar" for k in ("title", "authors", "year")}, "arxiv_id": only}}
    assert docs["c.txt"].title == "Paper C" and docs["c.txt"].metadata["section"] == "detector"
    assert "a.meta.json" not in docs and "metadata.json" not in docs


def test_beir_corpus_keeps_ids_and_reports_bad_lines(tmp_path):
    corpus = tmp_path / "corpus.jsonl"
    corpus.write_text(
        json.dumps({"_id": "d1", "title": "Nozzles", "text": "Tungsten nozzles."}) + "\n"
        + "{not json\n"
        + json.dumps({"_id": "d2", "title": "", "text": ""}) + "\n"
        + json.dumps({"_id": "d3", "text": "Cooling."}) + "\n"
    )
    items = list(load_beir_corpus(corpus))
    docs = [i for i in items if hasattr(i, "doc_id")]
    skipped = [i for i in items if not hasattr(i, "doc_id")]
    assert [d.doc_id for d in docs] == ["d1", "d3"]
    assert docs[0].title == "Nozzles"
    assert [s.source for s in skipped] == [f"{corpus}:2", f"{corpus}:3"]


def test_bad_files_are_reported_by_name_and_the_rest_loaded(tmp_path):
    (tmp_path / "good.md").write_text("# Good\n\nMuon collider text.")
    (tmp_path / "empty.md").write_text("")
    (tmp_path / "blank.txt").write_text("   \n\n")
    (tmp_path / "corrupt.pdf").write_bytes(b"%PDF-1.4\n this is not really a pdf \x00\x01")
    (tmp_path / "truncated.pdf").write_bytes(make_pdf(tmp_path / "t.pdf.src", ["Some text"]).read_bytes()[:300])
    (tmp_path / "t.pdf.src").unlink()
    make_pdf(tmp_path / "locked.pdf", ["secret muon text"], password="pw")
    make_pdf(tmp_path / "scanned.pdf", [""])
    (tmp_path / "binary.txt").write_bytes(b"\x00\x01\x02binary")
    os.symlink(tmp_path / "nowhere.md", tmp_path / "dangling.md")
    result = load_path(tmp_path)
    assert [d.doc_id for d in result.documents] == ["good.md"]
    reasons = {os.path.basename(s.source): s.reason for s in result.skipped}
    assert set(reasons) == {"empty.md", "blank.txt", "corrupt.pdf", "truncated.pdf", "locked.pdf", "scanned.pdf", "binary.txt", "dangling.md"}
    assert reasons["empty.md"] == "empty file"
    assert "encrypted" in reasons["locked.pdf"]
    assert "not a readable PDF" in reasons["corrupt.pdf"] and "not a readable PDF" in reasons["truncated.pdf"]
    assert "no extractable text" in reasons["scanned.pdf"]
    assert "binary" in reasons["binary.txt"]
    assert "broken symbolic link" in reasons["dangling.md"]


def test_encrypted_pdf_with_empty_user_password_is_read(tmp_path):
    make_pdf(tmp_path / "owner-only.pdf", ["muon text readable by anyone"], password="")
    doc = load_file(tmp_path / "owner-only.pdf")
    assert "muon text" in doc.parts[0].text


def test_missing_path_is_an_error(tmp_path):
    with pytest.raises(LoaderError, match="no such file"):
        load_path(tmp_path / "absent")


def test_malformed_sidecar_is_ignored_not_fatal(tmp_path, caplog):
    (tmp_path / "a.md").write_text("# A\n\nMuon text.")
    (tmp_path / "a.meta.json").write_text("[1, 2]")
    result = load_path(tmp_path)
    assert [d.doc_id for d in result.documents] == ["a.md"] and result.documents[0].title == "A"
    assert "a.meta.json" in caplog.text
