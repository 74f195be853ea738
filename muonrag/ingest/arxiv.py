r"""arXiv source bundles (e-prints): a ``.tar.gz``, ``.tgz`` or ``.tar`` of LaTeX files, or one gzipped ``.tex``.

The bundle is unpacked into a temporary directory that is removed afterwards,
and only its text files (``.tex``, ``.bbl`` and the like) are written there:
members with an absolute path or ``..``, links, devices, members larger than
:data:`MAX_MEMBER_BYTES` and anything past :data:`MAX_TOTAL_BYTES` are left out.
The main file is the ``.tex`` with both ``\documentclass`` and
``\begin{document}`` (the shallowest, then the largest, when there are several);
its ``\input`` and ``\include`` are followed inside the bundle, and its
``.bbl`` (same name, else the only one) gives the references when the source
has no ``thebibliography``.
"""

from __future__ import annotations

import gzip
import logging
import re
import tarfile
import tempfile
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import Optional

from muonrag.errors import LoaderError
from muonrag.ingest.discovery import BUNDLE_SUFFIXES
from muonrag.ingest.latex import LatexDocument, read_latex
from muonrag.ingest.paper import arxiv_id
from muonrag.ingest.text import decode_text

log = logging.getLogger(__name__)
#: Largest member unpacked (a LaTeX source is far smaller).
MAX_MEMBER_BYTES = 20 * 2**20
#: Most bytes unpacked from one bundle.
MAX_TOTAL_BYTES = 100 * 2**20
_TEXT_SUFFIXES = {".tex", ".bbl", ".ltx", ".sty", ".cls", ".bib", ".txt"}
_MAIN_MARKERS = (re.compile(r"^[^%\n]*\\documentclass", re.M), re.compile(r"^[^%\n]*\\begin\{document\}", re.M))


@dataclass
class Bundle:
    """What :func:`read_bundle` found: the main file's name in the bundle, the document, its arXiv id."""

    main: str
    document: LatexDocument
    arxiv_id: Optional[str]


def is_bundle(path: Path) -> bool:
    """Whether ``path`` is named like an arXiv source bundle."""
    return path.name.lower().endswith(BUNDLE_SUFFIXES)


def read_bundle(path: Path) -> Bundle:
    """Read an arXiv source bundle (see the module docstring).

    Raises:
        LoaderError: not a readable tar or gzip file, or no main ``.tex`` in it.
    """
    path = Path(path)
    identifier = arxiv_id(path.name)
    with tempfile.TemporaryDirectory(prefix="muonrag-bundle-") as tmp:
        root = Path(tmp)
        if path.name.lower().endswith(".tex.gz"):
            _gunzip(path, root / path.name[:-3])
        else:
            _untar(path, root)
        main = find_main(root)
        if main is None:
            raise LoaderError("no main LaTeX file in the bundle (no .tex with \\documentclass and \\begin{document})")
        bbl = main.with_suffix(".bbl")
        if not bbl.is_file():
            others = sorted(root.rglob("*.bbl"))
            bbl = others[0] if len(others) == 1 else bbl
        document = read_latex(decode_text(main.read_bytes()), folder=main.parent,
                              bbl=decode_text(bbl.read_bytes()) if bbl.is_file() else None)
        return Bundle(main.relative_to(root).as_posix(), document, identifier)


def find_main(root: Path) -> Optional[Path]:
    """The main ``.tex`` under ``root``: with ``\\documentclass`` and ``\\begin{document}``, the shallowest, then the largest."""
    candidates = []
    for tex in root.rglob("*.tex"):
        text = decode_text(tex.read_bytes()) if tex.stat().st_size else ""
        score = sum(1 for marker in _MAIN_MARKERS if marker.search(text))
        if score:
            candidates.append((-score, len(tex.relative_to(root).parts), -len(text), tex.name, tex))
    return min(candidates)[-1] if candidates else None


def _untar(path: Path, root: Path) -> None:
    try:
        archive = tarfile.open(path, "r:*")
    except (tarfile.TarError, OSError, EOFError) as exc:
        raise LoaderError(f"not a readable tar archive ({type(exc).__name__}: {exc})") from None
    total = 0
    try:
        with archive:
            for member in archive:
                target = _safe_target(root, member)
                if target is None:
                    continue
                if member.size > MAX_MEMBER_BYTES or total + member.size > MAX_TOTAL_BYTES:
                    log.warning("%s: member %s (%d bytes) is too large; left out", path, member.name, member.size)
                    continue
                source = archive.extractfile(member)
                if source is None:
                    continue
                data = source.read(MAX_MEMBER_BYTES + 1)
                total += len(data)
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_bytes(data[:MAX_MEMBER_BYTES])
    except (tarfile.TarError, OSError, EOFError, gzip.BadGzipFile) as exc:
        raise LoaderError(f"damaged tar archive ({type(exc).__name__}: {exc})") from None


def _safe_target(root: Path, member: tarfile.TarInfo) -> Optional[Path]:
    """Where a member may be written under ``root``, or ``None`` for what is never unpacked."""
    name = PurePosixPath(member.name)
    if not member.isfile() or name.is_absolute() or ".." in name.parts or name.suffix.lower() not in _TEXT_SUFFIXES:
        if member.isfile() and (name.is_absolute() or ".." in name.parts):
            log.warning("bundle member %s points outside the bundle; left out", member.name)
        return None
    target = (root / Path(*name.parts)).resolve()
    return target if root.resolve() in target.parents else None


def _gunzip(path: Path, target: Path) -> None:
    try:
        with gzip.open(path, "rb") as handle:
            data = handle.read(MAX_MEMBER_BYTES + 1)
    except (OSError, EOFError) as exc:
        raise LoaderError(f"not a readable gzip file ({type(exc).__name__}: {exc})") from None
    if len(data) > MAX_MEMBER_BYTES:
        raise LoaderError(f"the gzipped source is larger than {MAX_MEMBER_BYTES} bytes")
    target.write_bytes(data)
