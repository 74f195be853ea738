"""Sphinx configuration. Build: ``python -m sphinx -W -b html docs docs/_build/html``."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import muonrag  # noqa: E402
from generate import write_generated  # noqa: E402

project = "muonrag"
author = "muonrag developers"
release = muonrag.__version__
extensions = ["sphinx.ext.autodoc", "sphinx.ext.napoleon", "sphinx.ext.viewcode"]
autodoc_member_order = "bysource"
autodoc_typehints = "description"
autodoc_inherit_docstrings = False
autodoc_default_options = {"show-inheritance": True}
napoleon_google_docstring = True
napoleon_numpy_docstring = False
exclude_patterns = ["_build"]
html_theme = "alabaster"
html_static_path = ["_static"]
html_title = f"muonrag {release}"
suppress_warnings = ["ref.python"]
nitpicky = False

write_generated(Path(__file__).resolve().parent / "_generated")
