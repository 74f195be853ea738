"""Free space, checked before a write needs it: a full disk is an error, never a signal.

Qdrant Edge maps its write-ahead log into memory when a shard is opened for
writing; on a filesystem without room for it (a full tmpfs, a quota) the first
touch of a page the kernel cannot back kills the process with ``SIGBUS``, which
no ``try`` catches and which says nothing. So every write checks, before it opens
the shard and before each stage, that what the stage needs is free, and a disk
that fills anyway (``ENOSPC``) is turned into the same :class:`IndexSpaceError`,
naming the folder, the space needed and the fix.
"""

from __future__ import annotations

import errno
import shutil
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

from muonrag.errors import IndexSpaceError

MB = 1 << 20
#: What opening (or creating) an Edge shard for writing maps: its write-ahead log, one 32 MiB
#: segment (measured with qdrant-edge 0.x: a 20 MB tmpfs dies with SIGBUS, a 34 MB one does not).
SHARD_WAL_BYTES = 32 * MB
#: Slack on top of every estimate: small files (segment metadata, the manifest) and rounding to blocks.
MARGIN_BYTES = 2 * MB


def free_bytes(path: Path) -> int:
    """Bytes this user may still write on the filesystem holding ``path`` (or its nearest existing parent)."""
    path = Path(path)
    while not path.exists() and path != path.parent:
        path = path.parent
    return shutil.disk_usage(path).free


def require_space(path: Path, needed: int, stage: str) -> None:
    """Raise :class:`IndexSpaceError` unless ``needed`` bytes (plus a margin) are free where ``path`` is."""
    needed += MARGIN_BYTES
    free = free_bytes(path)
    if free < needed:
        raise IndexSpaceError(_message(path, stage, needed, free))


@contextmanager
def space_errors(path: Path, stage: str, needed: int = 0) -> Iterator[None]:
    """Turn a full disk met during ``stage`` (``ENOSPC``/``EDQUOT``, from Python or from the vector
    engine) into an :class:`IndexSpaceError` naming the folder and the fix."""
    try:
        yield
    except OSError as exc:
        if exc.errno in (errno.ENOSPC, errno.EDQUOT):
            raise IndexSpaceError(_message(path, stage, needed + MARGIN_BYTES, free_bytes(path))) from None
        raise
    except Exception as exc:  # qdrant_edge raises plain Exception with the engine's (io) message
        if "No space left on device" in str(exc) or "Disk quota exceeded" in str(exc):
            raise IndexSpaceError(_message(path, stage, needed + MARGIN_BYTES, free_bytes(path))) from None
        raise


def _message(path: Path, stage: str, needed: int, free: int) -> str:
    return (
        f"not enough free space for the index {path} to {stage}: it needs about {needed / MB:.0f} MB, and "
        f"{free / MB:.1f} MB are free on its filesystem. Nothing committed is lost: free some space there (or "
        f"move the index to a larger disk) and run the command again; `muonrag repair --index {path}` then "
        "finishes or undoes a write this one left pending."
    )
