"""Data shipped with muonrag: the demo corpus, its benchmark, the glossary and the fusion presets."""

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


def fusion_presets_path() -> Path:
    """The named fusion plans, the values of the ``fusion`` setting (TOML)."""
    return DATA_DIR / "fusion_presets.toml"


def user_data_dir() -> Path:
    """Where muonrag keeps what a user's own runs produce (``muonrag calibrate``): the
    platform's user data folder, e.g. ``~/.local/share/muonrag`` (``$XDG_DATA_HOME`` is honoured)."""
    from platformdirs import user_data_dir as _user_data_dir

    return Path(_user_data_dir("muonrag", appauthor=False))


def calibration_path(user: bool = False) -> Path:
    """The calibration of the offline answerer: the user's own (written by ``muonrag calibrate``)
    when it exists, else the one shipped with muonrag. With ``user`` the user's path, existing or not."""
    own = user_data_dir() / "calibration.json"
    if user or own.is_file():
        return own
    return DATA_DIR / "calibration.json"
