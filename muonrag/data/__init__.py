"""Data shipped with muonrag: the demo corpus, its benchmark and the glossary."""

from __future__ import annotations

from pathlib import Path

DATA_DIR = Path(__file__).resolve().parent


def demo_corpus_path() -> Path:
    """Folder of the bundled demo corpus (Markdown, LaTeX and PDF documents)."""
    return DATA_DIR / "demo"


def demo_benchmark_path() -> Path:
    """Folder of the bundled benchmark over the demo corpus (BEIR-style layout)."""
    return DATA_DIR / "benchmark"


def glossary_path() -> Path:
    """The glossary of the field's acronyms and synonyms (JSON)."""
    return DATA_DIR / "glossary.json"
