"""Ingestion and search over real muon collider software documentation (when present)."""

import re

import pytest

from tests.conftest import REAL_CORPUS

# slow: the module indexes the whole real corpus once (about 15 s on 2 cores)
pytestmark = [pytest.mark.slow, pytest.mark.skipif(not REAL_CORPUS.is_dir(), reason=f"{REAL_CORPUS} not present")]


@pytest.fixture(scope="module")
def real_index(tmp_path_factory, embed_model):
    from muonrag import Config, MuonIndex

    path = tmp_path_factory.mktemp("real") / "index"
    index = MuonIndex.open(config=Config(index_path=path), create=True, embed_model=embed_model)
    index.last_report = index.add(REAL_CORPUS)
    yield index
    index.close()


def test_every_markdown_file_with_visible_text_is_ingested(real_index):
    """A README that holds nothing but a licence in an HTML comment shows a reader nothing: it is
    reported by name, not indexed."""
    report = real_index.last_report
    files = [p for p in REAL_CORPUS.rglob("*") if p.suffix in (".md", ".txt") and p.is_file()]
    invisible = {str(p) for p in files if not re.sub(r"<!--.*?-->", "", p.read_text(encoding="utf-8"), flags=re.S).strip()}
    assert report.ingested == len(files) - len(invisible)
    assert {s.source for s in report.skipped} == invisible
    assert all("no visible text" in s.reason for s in report.skipped)
    assert len(real_index) >= report.ingested


def test_search_finds_detector_geometry(real_index):
    hits = real_index.search("vertex detector barrel layer silicon thickness", top_k=5)
    assert any("text_description" in h.doc_id or "README" in h.doc_id for h in hits)
    assert any("k4geo" in h.doc_id for h in hits)


def test_acronym_search_on_real_text(real_index):
    hits = real_index.search("BIB", mode="sparse", top_k=5)
    assert hits and all("bib" in (h.text + h.title + (h.section or "")).lower() for h in hits)
