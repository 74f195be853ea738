#!/usr/bin/env python3
"""Compile the LaTeX papers the tests and the demo corpus use, with pdflatex (TeX Live).

- ``scripts/papers/<name>.tex`` -> ``tests/fixtures/papers/<name>.pdf`` (tests/test_papers.py);
- ``scripts/demo_tex_sources/<folder>__<name>.tex`` -> ``muonrag/data/demo/<folder>/<name>.pdf``.

The compiled PDFs are committed, so the tests and CI need no TeX installation;
run this after editing a source. Each file is compiled twice (for references)
in a temporary directory, with SOURCE_DATE_EPOCH fixed so that the output does
not depend on the day it is built.

Usage:  .venv/bin/python scripts/build_paper_fixtures.py [--only NAME]
Needs:  apt-get install texlive-latex-base texlive-latex-recommended texlive-fonts-recommended texlive-publishers
"""
from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
JOBS = [
    (ROOT / "scripts" / "papers", lambda stem: ROOT / "tests" / "fixtures" / "papers" / f"{stem}.pdf"),
    (ROOT / "scripts" / "demo_tex_sources",
     lambda stem: ROOT / "muonrag" / "data" / "demo" / stem.split("__")[0] / f"{stem.split('__')[1]}.pdf"),
]
EPOCH = "1780000000"  # a fixed date in 2026


def compile_tex(source: Path, target: Path) -> None:
    """Compile ``source`` twice with pdflatex and copy the PDF to ``target``."""
    env = {**os.environ, "SOURCE_DATE_EPOCH": EPOCH, "FORCE_SOURCE_DATE": "1"}
    with tempfile.TemporaryDirectory() as tmp:
        shutil.copy(source, tmp)
        for _ in range(2):
            run = subprocess.run(["pdflatex", "-interaction=nonstopmode", "-halt-on-error", source.name],
                                 cwd=tmp, env=env, capture_output=True, text=True)
            if run.returncode != 0:
                sys.exit(f"{source}: pdflatex failed\n{run.stdout[-2000:]}")
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(Path(tmp) / f"{source.stem}.pdf", target)
    print(f"{source.relative_to(ROOT)} -> {target.relative_to(ROOT)} ({target.stat().st_size // 1024} KiB)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", help="compile only the source with this stem")
    args = parser.parse_args()
    if shutil.which("pdflatex") is None:
        sys.exit("pdflatex not found: install TeX Live (see the module docstring)")
    for folder, target in JOBS:
        for source in sorted(folder.glob("*.tex")):
            if args.only in (None, source.stem):
                compile_tex(source, target(source.stem))


if __name__ == "__main__":
    main()
