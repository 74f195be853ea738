r"""arXiv source bundles (e-prints): a ``.tar.gz``, ``.tgz`` or ``.tar`` of LaTeX files, or one gzipped ``.tex``.

The bundle is unpacked into a temporary directory that is removed afterwards,
and only its text files (``.tex``, ``.bbl`` and the like) are written there:
members with an absolute path or ``..``, links, devices, members larger than
the text limit and anything past the file limit (:class:`~muonrag.core.files.ReadLimits`)
are left out, and each text member left out is named in :attr:`Bundle.left_out`
for the ingestion report.
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
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Optional

from muonrag.errors import LoaderError
from muonrag.ingest.discovery import BUNDLE_SUFFIXES
from muonrag.core.files import ReadLimits
from muonrag.ingest.latex import LatexDocument, read_latex
from muonrag.ingest.front_matter import arxiv_id
from muonrag.ingest.text import decode_text

log = logging.getLogger(__name__)
_TEXT_SUFFIXES = {".tex", ".bbl", ".ltx", ".sty", ".cls", ".bib", ".txt"}
_MAIN_MARKERS = (re.compile(r"^[^%\n]*\\documentclass", re.M), re.compile(r"^[^%\n]*\\begin\{document\}", re.M))


@dataclass
class Bundle:
    """What :func:`read_bundle` found: the main file's name in the bundle, the document, its arXiv id,
    and ``(member, reason)`` for each text member left out (too large, or pointing outside the bundle)."""

    main: str
    document: LatexDocument
    arxiv_id: Optional[str]
    left_out: list[tuple[str, str]] = field(default_factory=list)


def is_bundle(path: Path) -> bool:
    """Whether ``path`` is named like an arXiv source bundle."""
    return path.name.lower().endswith(BUNDLE_SUFFIXES)


def read_bundle(path: Path, limits: ReadLimits = ReadLimits()) -> Bundle:
    """Read an arXiv source bundle (see the module docstring); ``limits.text_bytes`` bounds each
    member unpacked, ``limits.file_bytes`` all of them together.

    Raises:
        LoaderError: not a readable tar or gzip file, or no main ``.tex`` in it.
    """
    path = Path(path)
    identifier = arxiv_id(path.name)
    with tempfile.TemporaryDirectory(prefix="muonrag-bundle-") as tmp:
        root = Path(tmp)
        left_out: list[tuple[str, str]] = []
        if path.name.lower().endswith(".tex.gz"):
            _gunzip(path, root / path.name[:-3], limits.text_bytes)
        else:
            left_out = _untar(path, root, limits)
        main = find_main(root)
        if main is None:
            raise LoaderError("no main LaTeX file in the bundle (no .tex with \\documentclass and \\begin{document})")
        bbl = main.with_suffix(".bbl")
        if not bbl.is_file():
            others = sorted(root.rglob("*.bbl"))
            bbl = others[0] if len(others) == 1 else bbl
        document = read_latex(decode_text(main.read_bytes()), folder=main.parent,
                              bbl=decode_text(bbl.read_bytes()) if bbl.is_file() else None)
        return Bundle(main.relative_to(root).as_posix(), document, identifier, left_out)


def find_main(root: Path) -> Optional[Path]:
    """The main ``.tex`` under ``root``: with ``\\documentclass`` and ``\\begin{document}``, the shallowest, then the largest."""
    candidates = []
    for tex in root.rglob("*.tex"):
        text = decode_text(tex.read_bytes()) if tex.stat().st_size else ""
        score = sum(1 for marker in _MAIN_MARKERS if marker.search(text))
        if score:
            candidates.append((-score, len(tex.relative_to(root).parts), -len(text), tex.name, tex))
    return min(candidates)[-1] if candidates else None


def _untar(path: Path, root: Path, limits: ReadLimits) -> list[tuple[str, str]]:
    """Unpack the text members of the tar ``path`` under ``root``; returns ``(member, reason)``
    for each text member left out."""
    try:
        archive = tarfile.open(path, "r:*")
    except (tarfile.TarError, OSError, EOFError) as exc:
        raise LoaderError(f"not a readable tar archive ({type(exc).__name__}: {exc})") from None
    total = 0
    left_out: list[tuple[str, str]] = []
    try:
        with archive:
            for member in archive:
                target, unsafe = _safe_target(root, member)
                if target is None:
                    if unsafe:
                        left_out.append((member.name, unsafe))
                    continue
                reason = _too_large(member.size, total, limits)
                if reason:
                    log.warning("%s: member %s (%d bytes) is too large; left out", path, member.name, member.size)
                    left_out.append((member.name, reason))
                    continue
                source = archive.extractfile(member)
                if source is None:
                    continue
                data = source.read(limits.text_bytes + 1)
                total += len(data)
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_bytes(data[:limits.text_bytes])
    except (tarfile.TarError, OSError, EOFError, gzip.BadGzipFile) as exc:
        raise LoaderError(f"damaged tar archive ({type(exc).__name__}: {exc})") from None
    return left_out


def _too_large(size: int, total: int, limits: ReadLimits) -> Optional[str]:
    """Why a member of ``size`` bytes, after ``total`` bytes unpacked, is left out, or ``None``."""
    if size > limits.text_bytes:
        return (f"archive member left out: {size:,} bytes, larger than the max_text_bytes limit of "
                f"{limits.text_bytes:,} bytes (raise max_text_bytes to read it)")
    if total + size > limits.file_bytes:
        return (f"archive member left out: the bundle unpacks to more than the max_file_bytes limit of "
                f"{limits.file_bytes:,} bytes (raise max_file_bytes to read it)")
    return None


def _safe_target(root: Path, member: tarfile.TarInfo) -> tuple[Optional[Path], Optional[str]]:
    """Where a member may be written under ``root``, or ``(None, reason)`` for what is never unpacked.

    The reason is ``None`` for members that are not text (figures, links to them): they are not
    documents, so leaving them out is not worth reporting.
    """
    name = PurePosixPath(member.name)
    text = name.suffix.lower() in _TEXT_SUFFIXES
    if name.is_absolute() or ".." in name.parts:
        if member.isfile():
            log.warning("bundle member %s points outside the bundle; left out", member.name)
        return None, "archive member left out: its path points outside the bundle" if text or member.isfile() else None
    if not member.isfile():
        return None, (f"archive member left out: a {'link' if member.issym() or member.islnk() else 'special file'}, "
                      "not a regular file") if text and not member.isdir() else None
    if not text:
        return None, None
    target = (root / Path(*name.parts)).resolve()
    if root.resolve() not in target.parents:
        return None, "archive member left out: its path points outside the bundle"
    return target, None


def _gunzip(path: Path, target: Path, limit: int) -> None:
    try:
        with gzip.open(path, "rb") as handle:
            data = handle.read(limit + 1)
    except (OSError, EOFError) as exc:
        raise LoaderError(f"not a readable gzip file ({type(exc).__name__}: {exc})") from None
    if len(data) > limit:
        raise LoaderError(f"the gzipped source unpacks to more than {limit:,} bytes (max_text_bytes); left out "
                          "(to read it, raise max_text_bytes)")
    target.write_bytes(data)
