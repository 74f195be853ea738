"""Finding the files to ingest under a folder, and saying why every other file is left out.

Folders are walked with symbolic links followed inside the folder (a link back to a
folder already walked is reported, not followed again), unreadable folders are
reported, and every file that is not taken is listed with its reason (hidden,
unsupported type, the same file reached twice). Only regular files are taken: a
FIFO, a device, a socket (or a link to one), a link loop, a broken link and a link
to anything outside the folder being ingested are skipped by name with the reason,
so a hostile folder can neither hang ingestion nor pull in files from elsewhere.
Names that are not UTF-8 are shown escaped (:func:`~muonrag.core.files.display_name`).
"""

from __future__ import annotations

import errno
import os
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional, Union

from muonrag.errors import LoaderError
from muonrag.core.files import display_name, not_regular_reason

TEXT_SUFFIXES = {".md": "markdown", ".markdown": "markdown", ".txt": "text", ".rst": "text"}
SUPPORTED_SUFFIXES = {".pdf", ".tex", *TEXT_SUFFIXES}
#: arXiv source bundles (read by :mod:`muonrag.ingest.arxiv`).
BUNDLE_SUFFIXES = (".tar.gz", ".tgz", ".tar", ".tex.gz")
BEIR_CORPUS_NAME = "corpus.jsonl"
SIDECAR_NAMES = ("metadata.json",)
SIDECAR_SUFFIXES = (".meta.json", ".bib")


@dataclass
class Skipped:
    """A file, folder or corpus line that was not ingested, and why.

    ``ignored`` is true for what is left out on purpose (hidden files, types muonrag
    does not read, sidecar metadata); false for what could not be read.
    """

    source: str
    reason: str
    ignored: bool = False


@dataclass
class Discovery:
    """What :func:`walk` found: the files to read, and everything else with its reason."""

    files: list[Path] = field(default_factory=list)
    skipped: list[Skipped] = field(default_factory=list)


def is_supported(path: Path) -> bool:
    """Whether a loader reads this file."""
    return (path.name == BEIR_CORPUS_NAME or path.name.lower().endswith(BUNDLE_SUFFIXES)
            or (path.suffix.lower() in SUPPORTED_SUFFIXES and not path.name.endswith(".meta.json")))


def _is_sidecar(path: Path) -> bool:
    return path.name in SIDECAR_NAMES or path.name.endswith(SIDECAR_SUFFIXES)


def walk(path: Union[str, Path]) -> Discovery:
    """The files under ``path`` (a file or a folder) that a loader reads, sorted, and the rest with reasons.

    Raises:
        LoaderError: ``path`` does not exist.
    """
    path = Path(path)
    found = Discovery()
    if not path.exists():
        raise LoaderError(f"{display_name(path)}: no such file or directory")
    if not path.is_dir():
        reason = unreadable_reason(path)
        if reason is None:
            found.files.append(path)
        else:
            found.skipped.append(Skipped(display_name(path), reason))
        return found
    top = os.path.realpath(path)
    seen_dirs: set[str] = set()
    seen_files: dict[str, Path] = {}

    def unreadable(error: OSError) -> None:
        found.skipped.append(Skipped(display_name(error.filename or path), f"cannot read folder: {error.strerror or error}"))

    for folder, dirs, files in os.walk(path, onerror=unreadable, followlinks=True):
        here = Path(folder)
        real = os.path.realpath(here)
        if real in seen_dirs:
            found.skipped.append(Skipped(display_name(here), f"link to a folder already read ({display_name(real)})", ignored=True))
            dirs[:] = []
            continue
        if not _inside(real, top):
            found.skipped.append(Skipped(display_name(here), _outside_reason(real)))
            dirs[:] = []
            continue
        seen_dirs.add(real)
        for name in sorted(dirs):
            if name.startswith("."):
                found.skipped.append(Skipped(display_name(here / name), "hidden folder", ignored=True))
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        for name in sorted(files):
            file = here / name
            reason = None
            if name.startswith("."):
                reason = "hidden file"
            elif _is_sidecar(file):
                reason = "metadata sidecar (read with its document)"
            elif not is_supported(file):
                reason = f"not a format muonrag reads ({display_name(file.suffix) or 'no extension'}; it reads PDF, LaTeX, arXiv source bundles, Markdown, text, corpus.jsonl)"
            else:
                problem = unreadable_reason(file, top)
                if problem is not None:
                    found.skipped.append(Skipped(display_name(file), problem))
                    continue
                real_file = os.path.realpath(file)
                if real_file in seen_files:
                    reason = f"the same file as {display_name(seen_files[real_file])}"
                else:
                    seen_files[real_file] = file
                    found.files.append(file)
                    continue
            found.skipped.append(Skipped(display_name(file), reason, ignored=True))
    found.files.sort()
    return found


def unreadable_reason(file: Path, top: Optional[str] = None) -> Optional[str]:
    """Why ``file`` is not read, or ``None`` for a regular file (inside the folder ``top``, when given).

    Only ``stat`` is used: nothing is opened, so a FIFO cannot block and a device is never touched.
    """
    try:
        mode = os.stat(file).st_mode
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            return "symbolic link loop (the link leads back to itself); fix or remove the link"
        if file.is_symlink():
            return f"broken symbolic link (to {display_name(os.readlink(file))})"
        return f"cannot read: {exc.strerror or exc}"
    if not stat.S_ISREG(mode):
        link = f"link to {display_name(os.path.realpath(file))}: " if file.is_symlink() else ""
        return link + not_regular_reason(mode)
    real = os.path.realpath(file)
    if top is not None and not _inside(real, top):
        return _outside_reason(real)
    return None


def _inside(real: str, top: str) -> bool:
    return real == top or real.startswith(top.rstrip(os.sep) + os.sep)


def _outside_reason(real: str) -> str:
    return (f"symbolic link to {display_name(real)}, outside the folder being ingested; ingest that path itself, "
            "or copy it into the folder")


def discover(path: Union[str, Path]) -> list[Path]:
    """Files under ``path`` that a loader understands, sorted (see :func:`walk` for the rest)."""
    return walk(path).files
