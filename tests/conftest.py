"""Shared fixtures: the real embedding model (loaded once), PDF and corpus makers."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
SHARED = Path(os.environ.get("MUONRAG_SHARED", REPO.parent / "shared"))
REAL_CORPUS = SHARED / "corpora" / "mucoll-software-docs"
DEJAVU = Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")


@pytest.fixture(autouse=True)
def _no_openai(monkeypatch, tmp_path_factory):
    """Any accidental use of LlamaIndex's OpenAI defaults must fail loudly; a user's own
    calibration (in the user data folder) must not change what the tests see."""
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path_factory.getbasetemp() / "xdg-data"))
    # the ONNX export of the model is made once per test session, never taken from the user's cache
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path_factory.getbasetemp() / "xdg-cache"))
    for name in list(os.environ):
        if name.startswith("MUONRAG_") and name != "MUONRAG_SHARED":
            monkeypatch.delenv(name)


@pytest.fixture(scope="session")
def embed_model():
    from muonrag.index.embedding import load_embedding

    return load_embedding()


@pytest.fixture
def open_index(tmp_path, embed_model):
    """Open (create) an index in a temporary directory with the shared model."""
    from muonrag import Config, MuonIndex

    opened = []

    def _open(name: str = "index", **settings):
        config = Config(index_path=tmp_path / name, **settings)
        index = MuonIndex.open(config=config, create=True, embed_model=embed_model)
        opened.append(index)
        return index

    yield _open
    for index in opened:
        index.close()


def new_pdf(title: str | None = None):
    """An fpdf2 document with a Unicode font (DejaVu where installed) and, optionally, a /Title."""
    from fpdf import FPDF

    pdf = FPDF()
    if DEJAVU.is_file():
        pdf.add_font("DejaVu", fname=str(DEJAVU))
        pdf.set_font("DejaVu", size=11)
    else:  # pragma: no cover
        pdf.set_font("Helvetica", size=11)
    if title:
        pdf.set_title(title)
    return pdf


def make_pdf(path: Path, pages: list[str], roman_front: int = 0, title: str | None = None, password: str | None = None) -> Path:
    """Write a real PDF, one string per page; the first ``roman_front`` pages are labelled i, ii, ..."""
    pdf = new_pdf(title)
    for number, text in enumerate(pages):
        pdf.add_page()
        if roman_front and number == 0:
            pdf.set_page_label(label_style="r")
        elif roman_front and number == roman_front:
            pdf.set_page_label(label_style="D", label_start=1)
        pdf.multi_cell(0, 6, text)
    if password:
        pdf.set_encryption(owner_password="owner", user_password=password)
    pdf.output(str(path))
    return path


@pytest.fixture
def small_corpus(tmp_path) -> Path:
    """A folder with Markdown, text, LaTeX and a two-format PDF."""
    root = tmp_path / "corpus"
    (root / "sub").mkdir(parents=True)
    (root / "nozzle.md").write_text(
        "# Tungsten nozzles\n\nTwo tungsten nozzles with borated polyethylene cladding shield the detector "
        "from beam-induced background (BIB).\n\n## Geometry\n\nEach nozzle is a cone with an opening angle of "
        "about 10 degrees around the beam pipe, starting 6 cm from the interaction point.\n",
        encoding="utf-8",
    )
    (root / "decay.txt").write_text(
        "Muons decay with a proper lifetime of 2.2 microseconds. At 5 TeV beam energy time dilation "
        "stretches the lab-frame lifetime to about 0.1 seconds.\n",
        encoding="utf-8",
    )
    (root / "sub" / "vbs.tex").write_text(
        "\\documentclass{article}\n\\usepackage{amsmath}\n\\title{Vector boson scattering at a muon collider}\n"
        "\\begin{document}\n\\maketitle\n% a comment that must disappear\n\\section{Introduction}\n"
        "\\noindent At $\\sqrt{s} = 10$~TeV the $\\mu^+\\mu^-$ collider is an electroweak boson collider: "
        "vector boson scattering dominates.\\cite{someone2020}\n\\vspace{2mm}\n"
        "\\section{Operators}\nAnomalous quartic gauge couplings such as $f_{T0}/\\Lambda^4$ are probed.\n"
        "\\end{document}\n",
        encoding="utf-8",
    )
    make_pdf(
        root / "cooling.pdf",
        [
            "Preface. This report describes ionization cooling.",
            "Ionization cooling reduces the muon beam emittance by energy loss in absorbers followed by RF "
            "re-acceleration. MICE demonstrated the principle.",
            "The final cooling stage uses high-field HTS solenoids of about 40 T to reach a transverse "
            "emittance of 22.5 μm.",
        ],
        roman_front=1,
        title="Ionization cooling report",
    )
    return root


@pytest.fixture(scope="session")
def demo_index_dir(tmp_path_factory, embed_model):
    """An index of the bundled demo corpus, built once per test session."""
    from muonrag import Config, MuonIndex
    from muonrag.data import demo_corpus_path

    path = tmp_path_factory.mktemp("demo") / "index"
    with MuonIndex.open(config=Config(index_path=path), create=True, embed_model=embed_model) as index:
        report = index.add(demo_corpus_path())
        assert report.ingested > 40, report.to_dict()
        assert not report.skipped, report.to_dict()
    return path


def copy_tree(src: Path, dst: Path) -> Path:
    shutil.copytree(src, dst)
    return dst


def write_beir(root: Path, docs: dict, queries: dict, judged: dict) -> Path:
    """A tiny BEIR-layout dataset: ``docs`` id -> (title, text), ``queries`` id -> text,
    ``judged`` split -> [(query id, doc id, grade)]."""
    import json

    (root / "qrels").mkdir(parents=True)
    (root / "corpus.jsonl").write_text("".join(json.dumps({"_id": k, "title": t, "text": x}) + "\n" for k, (t, x) in docs.items()))
    (root / "queries.jsonl").write_text("".join(json.dumps({"_id": k, "text": v}) + "\n" for k, v in queries.items()))
    for split, rows in judged.items():
        lines = [f"{q}\t{d}\t{g}" for q, d, g in rows]
        (root / "qrels" / f"{split}.tsv").write_text("query-id\tcorpus-id\tscore\n" + "\n".join(lines) + "\n")
    return root
