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


def build_index(path: Path, corpus: Path, embed_model) -> Path:
    """An index of ``corpus`` at ``path``, built with the shared model."""
    from muonrag import Config, MuonIndex

    with MuonIndex.open(config=Config(index_path=path), create=True, embed_model=embed_model) as index:
        index.add(corpus)
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


# --- muonrag serve: one small index with hostile documents, one scripted endpoint, one server ------------------

HOSTILE_MARKUP = ("<script>alert('script')</script>", "<img src=x onerror=\"alert('onerror')\">",
                  "<a href=\"javascript:alert('href')\">click me</a>", "<style>body{display:none}</style>",
                  "<div style=\"position:fixed;top:0;left:0;width:100%;height:100%;background:red\">cover</div>",
                  "<svg onload=alert('svg')></svg>", "\"><b onmouseover=alert('attr')>bold</b>")


def desk_corpus(root: Path) -> Path:
    """The documents `muonrag serve`'s tests index: plain ones, a three-page PDF, and hostile ones whose text,
    title and metadata carry script tags, event handlers, ``javascript:`` links and CSS tricks."""
    import json

    (root / "mdi").mkdir(parents=True)
    (root / "mdi" / "nozzle.md").write_text(
        "# Tungsten nozzles\n\nTwo tungsten nozzles with borated polyethylene cladding shield the detector from "
        "beam-induced background. Each nozzle is a cone with an opening angle of about 10 degrees around the beam "
        "pipe, starting 6 cm from the interaction point.\n", encoding="utf-8")
    (root / "decay.txt").write_text(
        "Muons decay with a proper lifetime of 2.2 microseconds. At 5 TeV beam energy time dilation stretches the "
        "lab-frame lifetime to about 0.1 seconds.\n", encoding="utf-8")
    make_pdf(root / "cooling.pdf", [
        "Preface. This report describes ionization cooling of muon beams.",
        "Ionization cooling reduces the muon beam emittance by energy loss in absorbers followed by RF re-acceleration.",
        "The final cooling stage uses high-field HTS solenoids of about 40 T to reach a transverse emittance of 22.5 um.",
    ], title="Ionization cooling report")
    markup = " ".join(HOSTILE_MARKUP)
    (root / "hostile.md").write_text(
        f"# Beam pipe {HOSTILE_MARKUP[0]}\n\nThe beam pipe near the interaction point is made of beryllium {markup} "
        "and its radius is about 2 cm. [a link](javascript:alert('markdown'))\n", encoding="utf-8")
    (root / "hostile2.txt").write_text(
        f"Beryllium beam pipes are thin. {markup} The beryllium pipe wall is about 0.5 mm thick.\n", encoding="utf-8")
    (root / "swap.md").write_text("# Swap\n\nA document whose file the tests replace by a symbolic link.\n", encoding="utf-8")
    (root / "metadata.json").write_text(json.dumps({
        "hostile2.txt": {"title": f"Hostile {HOSTILE_MARKUP[1]}", "year": 2021, "arxiv_id": "javascript:alert('arxiv')",
                         "authors": ["Mallory <script>x</script>", "Eve, E."]},
        # the document's own title named: its arXiv id is linked (a sidecar's id alone is not)
        "mdi/nozzle.md": {"title": "Tungsten nozzles", "year": 2024, "arxiv_id": "2203.07261",
                          "authors": ["Accettura, Carlotta", "Adams, D."]},
        "cooling.pdf": {"year": 2023, "authors": ["muonrag demo corpus"]},
    }), encoding="utf-8")
    return root


def scripted_answer(body: dict):
    """The scripted endpoint's rule: the evidence sentence (of at least eight words) that shares the most words
    with the question, citing its evidence number; a question that asks for ``HANG`` gets its reply only after
    30 s (an endpoint that hangs)."""
    import re

    user = body["messages"][-1]["content"]
    if "HANG" in user:
        return {"delay": 30.0, "reply": "Too late [1]."}

    def stems(text):
        return {w[:5] for w in re.findall(r"[a-z]{4,}", text.lower())}

    evidence, _, question = user.partition("</evidence>")
    asked = stems(question)
    candidates = []
    for number, block in re.findall(r"^\[(\d+)\][^\n]*\n(.*?)(?=^\[\d+\]|\Z)", evidence, re.S | re.M):
        for sentence in re.split(r"(?<=[.!?])\s+", " ".join(block.split())):
            if len(sentence.split()) >= 8:
                candidates.append((len(asked & stems(sentence)), -int(number), sentence, number))
    if not candidates:
        return "The evidence at hand does not answer this question."
    _, _, sentence, number = max(candidates)
    return f"{sentence.rstrip('.')} [{number}]."


@pytest.fixture(scope="session")
def desk_index_dir(tmp_path_factory, embed_model):
    """An index of :func:`desk_corpus`, built once per test session; returns (index directory, corpus)."""
    from muonrag import Config, MuonIndex

    root = tmp_path_factory.mktemp("desk")
    corpus = desk_corpus(root / "corpus")
    with MuonIndex.open(config=Config(index_path=root / "index"), create=True, embed_model=embed_model) as index:
        report = index.add(corpus)
        assert report.ingested == 6 and not report.skipped, report.to_dict()
    return root / "index", corpus


@pytest.fixture(scope="session")
def desk_endpoint():
    """The scripted OpenAI-compatible endpoint of the serve tests (:func:`scripted_answer`)."""
    from muonrag.testing import ReplayLLMServer

    with ReplayLLMServer(default=scripted_answer) as server:
        yield server


@pytest.fixture(scope="session")
def desk_app(desk_index_dir, desk_endpoint, embed_model):
    """`muonrag serve`'s app over the desk index, answering with the scripted endpoint (:func:`desk_server`
    serves it); a test waits on its jobs with :func:`answered`."""
    pytest.importorskip("starlette", reason="muonrag serve needs the serve extra (starlette, uvicorn, jinja2)")
    from muonrag import Config
    from muonrag.serve.app import build_app
    from muonrag.serve.settings import ServerSettings

    config = Config(index_path=desk_index_dir[0], llm_base_url=desk_endpoint.url, llm_model="replay-model",
                    llm_retries=0, llm_timeout=3, llm_deadline=10, verify="rules", evidence_k=4)
    return build_app(config, ServerSettings(agent=False, request_timeout=30), embed_model)


@pytest.fixture(scope="session")
def desk_server(desk_app):
    """:func:`desk_app` on a free port in a thread; yields its base URL."""
    from muonrag.serve.run import serve_in_thread

    server, port, thread = serve_in_thread(desk_app)
    yield f"http://127.0.0.1:{port}"
    server.should_exit = True
    thread.join(timeout=10)


def answered(app, page: str, timeout: float = 120.0) -> None:
    """Wait until the answer whose page is ``page`` (``/answers/<id>``) of the in-process ``app`` is made: on its
    job's future, not on a clock (a browser polls the page instead; a test in the same process need not)."""
    import concurrent.futures

    job = app.desk.jobs.get(page.rstrip("/").rsplit("/", 1)[-1])
    assert job is not None, f"no answer is being made for {page}"
    concurrent.futures.wait([job.future], timeout=timeout)
