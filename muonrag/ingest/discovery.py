"""Finding the files to ingest under a folder, and saying why every other file is left out.

Folders are walked with symbolic links followed (a link back to a folder already
walked is reported, not followed again), unreadable folders are reported, and every
file that is not taken is listed with its reason (hidden, unsupported type, the same
file reached twice).
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Union

from muonrag.errors import LoaderError

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
    if path.is_file():
        found.files.append(path)
        return found
    if not path.exists():
        raise LoaderError(f"{path}: no such file or directory")
    seen_dirs: set[str] = set()
    seen_files: dict[str, Path] = {}

    def unreadable(error: OSError) -> None:
        found.skipped.append(Skipped(str(error.filename or path), f"cannot read folder: {error.strerror or error}"))

    for folder, dirs, files in os.walk(path, onerror=unreadable, followlinks=True):
        here = Path(folder)
        real = os.path.realpath(here)
        if real in seen_dirs:
            found.skipped.append(Skipped(str(here), f"link to a folder already read ({real})", ignored=True))
            dirs[:] = []
            continue
        seen_dirs.add(real)
        for name in sorted(dirs):
            if name.startswith("."):
                found.skipped.append(Skipped(str(here / name), "hidden folder", ignored=True))
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        for name in sorted(files):
            file = here / name
            reason = None
            if name.startswith("."):
                reason = "hidden file"
            elif _is_sidecar(file):
                reason = "metadata sidecar (read with its document)"
            elif not is_supported(file):
                reason = f"not a format muonrag reads ({file.suffix or 'no extension'}; it reads PDF, LaTeX, arXiv source bundles, Markdown, text, corpus.jsonl)"
            elif not file.exists():
                found.skipped.append(Skipped(str(file), "broken symbolic link"))
                continue
            else:
                real_file = os.path.realpath(file)
                if real_file in seen_files:
                    reason = f"the same file as {seen_files[real_file]}"
                else:
                    seen_files[real_file] = file
                    found.files.append(file)
                    continue
            found.skipped.append(Skipped(str(file), reason, ignored=True))
    found.files.sort()
    return found


def discover(path: Union[str, Path]) -> list[Path]:
    """Files under ``path`` that a loader understands, sorted (see :func:`walk` for the rest)."""
    return walk(path).files
