"""Optional bibliographic metadata from sidecar files.

For a document ``paper.pdf`` muonrag looks, in order, at ``paper.meta.json``,
``paper.bib`` and a ``metadata.json`` in the same folder or any parent folder
up to the ingestion root (an object mapping relative paths to metadata).
Recognised keys: ``title``, ``authors``, ``arxiv_id``, ``year``, ``section``,
``abstract`` and ``references`` (a list of the works the document cites).
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from muonrag.errors import LoaderError
from muonrag.core.files import ReadLimits, read_bounded

KNOWN_KEYS = ("title", "authors", "arxiv_id", "year", "section", "abstract", "references")
#: Keys that describe the whole document: kept on the document (and the index manifest), not on every chunk.
DOCUMENT_ONLY_KEYS = ("abstract", "references")
_BIB_FIELD = re.compile(r"(\w+)\s*=\s*(\{((?:[^{}]|\{[^{}]*\})*)\}|\"([^\"]*)\"|(\d+))", re.S)


def sidecar_metadata(path: Path, root: Path) -> dict[str, Any]:
    """Metadata for ``path`` from its sidecars; unknown keys are dropped."""
    found: dict[str, Any] = {}
    for folder in _folders_between(path.parent, root):
        table = folder / "metadata.json"
        if table.is_file():
            entries = json.loads(_read(table))
            key = path.relative_to(folder).as_posix()
            if isinstance(entries, dict) and isinstance(entries.get(key), dict):
                found = {**entries[key], **found}
    bib = path.with_suffix(".bib")
    if bib.is_file():
        found.update(parse_bibtex(_read(bib, errors="replace")))
    meta = path.with_name(path.stem + ".meta.json")
    if meta.is_file():
        value = json.loads(_read(meta))
        if not isinstance(value, dict):
            raise ValueError(f"{meta.name} holds a JSON {type(value).__name__}, not an object")
        found.update(value)
    return normalise_metadata(found)


def _read(path: Path, errors: str = "strict") -> str:
    """A sidecar's text, read like every other file (a regular file, within the text limit).

    Raises:
        ValueError: not a regular file, too large, unreadable, or not UTF-8 (the caller warns and goes on).
    """
    try:
        return read_bounded(path, ReadLimits().text_bytes).decode("utf-8", errors=errors)
    except LoaderError as exc:
        raise ValueError(f"{path.name}: {exc}") from None


def parse_bibtex(text: str) -> dict[str, Any]:
    """Title, authors, year and arXiv id of the first BibTeX entry in ``text``."""
    fields: dict[str, str] = {}
    for match in _BIB_FIELD.finditer(text):
        value = match.group(3) or match.group(4) or match.group(5) or ""
        fields.setdefault(match.group(1).lower(), re.sub(r"[{}]", "", value).strip())
    out: dict[str, Any] = {}
    if "title" in fields:
        out["title"] = re.sub(r"\s+", " ", fields["title"])
    if "author" in fields:
        out["authors"] = [a.strip() for a in re.split(r"\s+and\s+", fields["author"]) if a.strip()]
    if "year" in fields:
        out["year"] = fields["year"]
    eprint = fields.get("eprint") or fields.get("arxiv")
    if eprint:
        out["arxiv_id"] = eprint
    return out


def normalise_metadata(raw: dict[str, Any]) -> dict[str, Any]:
    """Keep the known keys with consistent types (``year`` int, ``authors`` and ``references`` lists)."""
    out: dict[str, Any] = {}
    for key in KNOWN_KEYS:
        value = raw.get(key)
        if value in (None, "", []):
            continue
        if key == "year":
            try:
                value = int(str(value)[:4])
            except ValueError:
                continue
        elif key == "authors" and isinstance(value, str):
            value = [a.strip() for a in re.split(r"\s+and\s+|;", value) if a.strip()]
        elif key == "references":
            value = [str(v) for v in value] if isinstance(value, (list, tuple)) else [str(value)]
        elif key != "authors":
            value = str(value)
        out[key] = value
    return out


def _folders_between(folder: Path, root: Path) -> list[Path]:
    """``folder`` and its parents up to ``root``, nearest first."""
    out = [folder]
    try:
        folder.relative_to(root)
    except ValueError:
        return out
    while folder != root and folder.parent != folder:
        folder = folder.parent
        out.append(folder)
    return out
