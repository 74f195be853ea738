"""The writer's lock: one process at a time adds to or removes from an index.

Embedded Qdrant locks its own storage, but a Qdrant server does not know about
the BM25 store and the manifest beside it, so writers also take this lock.
``filelock`` works on every platform.
"""

from __future__ import annotations

from pathlib import Path

from filelock import FileLock, Timeout

from muonrag.errors import IndexLockedError

WRITE_LOCK = "write.lock"


class WriteLock:
    """Exclusive, non-blocking lock on ``<index>/write.lock``; a context manager."""

    def __init__(self, index_path: Path):
        self.index_path = Path(index_path)
        self._lock = FileLock(str(self.index_path / WRITE_LOCK), timeout=0)

    def __enter__(self) -> "WriteLock":
        try:
            self._lock.acquire()
        except Timeout:
            raise IndexLockedError(
                f"another process is writing to the index {self.index_path}; wait for it to finish."
            ) from None
        return self

    def __exit__(self, *exc) -> None:
        self._lock.release()
