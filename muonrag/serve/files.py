"""The indexed files the app may serve, and nothing else.

A file is served by its document id, never by a path from the request: the
id must be in the index's manifest, the manifest's source must be an absolute
path to a regular file, and that path must still be the file itself (no
symbolic link anywhere on the way, checked by resolving it and by opening
with ``O_NOFOLLOW``). ``..``, absolute paths and unknown ids are simply ids
the index does not hold.
"""

from __future__ import annotations

import os
import stat
from dataclasses import dataclass
from pathlib import Path
from typing import Mapping, Optional

#: Media types a file may be served as; anything else is plain text, so that no indexed file (an HTML page,
#: an SVG) can ever run in the app's origin.
SERVED_TYPES = {".pdf": "application/pdf"}


@dataclass(frozen=True)
class ServedFile:
    """An indexed file's bytes and the media type it is served as."""

    doc_id: str
    path: Path
    media_type: str
    content: bytes


def servable_sources(documents: Mapping[str, object]) -> dict[str, str]:
    """Absolute source path -> document id, for the documents whose source is a local file path (a
    BEIR corpus entry's ``file#id`` source, or a relative one, is not)."""
    out: dict[str, str] = {}
    for doc_id, entry in documents.items():
        source = str(getattr(entry, "source", "") or "")
        if source and Path(source).is_absolute() and "#" not in source:
            out[source] = doc_id
    return out


def read_indexed_file(documents: Mapping[str, object], doc_id: str, max_bytes: int) -> Optional[ServedFile]:
    """The file of document ``doc_id`` as the index recorded it, or ``None`` when it may not be served:
    not in the index, not a local absolute path, gone, not a regular file, reached through a symbolic
    link, or larger than ``max_bytes``."""
    entry = documents.get(doc_id)
    if entry is None:
        return None
    source = next(iter(servable_sources({doc_id: entry})), None)
    if source is None:
        return None
    path = Path(source)
    if os.path.realpath(path) != os.path.normpath(path):
        return None
    try:
        descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0))
    except OSError:
        return None
    with os.fdopen(descriptor, "rb") as handle:
        info = os.fstat(handle.fileno())
        if not stat.S_ISREG(info.st_mode) or info.st_size > max_bytes:
            return None
        content = handle.read(max_bytes + 1)
    if len(content) > max_bytes:
        return None
    media_type = SERVED_TYPES.get(path.suffix.lower(), "text/plain; charset=utf-8")
    return ServedFile(doc_id=doc_id, path=path, media_type=media_type, content=content)

