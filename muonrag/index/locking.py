"""The writer's lock: one process at a time opens an index for writing.

A writer takes ``<index>/write.lock`` before it opens any store for writing and
holds it until it closes the index, so a second writer is refused before it has
touched anything (opening a Qdrant Edge shard that another process is writing
can break that process's write). Readers never take it; they only *probe* it
(:func:`writer_active`) to tell a write in progress, which they ignore, from one
whose writer died, which needs ``muonrag repair``. ``filelock`` works on every
platform; the probe uses ``fcntl`` where there is one.
"""

from __future__ import annotations

import os
from pathlib import Path

from filelock import FileLock, Timeout

from muonrag.errors import IndexLockedError

WRITE_LOCK = "write.lock"
#: Seconds a writer waits for the lock: long enough to ride out a reader's probe (microseconds),
#: short enough that a second writer is refused promptly.
WAIT_S = 1.0


class WriteLock:
    """Exclusive lock on ``<index>/write.lock``; a context manager, or :meth:`acquire` / :meth:`release`."""

    def __init__(self, index_path: Path):
        self.index_path = Path(index_path)
        self._lock = FileLock(str(self.index_path / WRITE_LOCK), timeout=WAIT_S)

    @property
    def held(self) -> bool:
        """Whether this process holds the lock through this object."""
        return self._lock.is_locked

    def acquire(self) -> "WriteLock":
        """Take the lock, or raise :class:`IndexLockedError` when another process has it."""
        try:
            self._lock.acquire(poll_interval=0.02)
        except Timeout:
            raise IndexLockedError(
                f"another process is writing to the index {self.index_path} (it holds {self.index_path / WRITE_LOCK}); "
                "wait for it to finish (or close it) and run this again. A process that only searches should open it "
                "read-only (MuonIndex.open(..., read_only=True), as `muonrag search` and `muonrag ask` do), which never "
                "waits for a writer; to share the vectors between machines, serve them from a Qdrant server (set qdrant_url)."
            ) from None
        return self

    def release(self) -> None:
        if self._lock.is_locked:
            self._lock.release(force=True)

    def __enter__(self) -> "WriteLock":
        return self.acquire()

    def __exit__(self, *exc) -> None:
        self.release()


def writer_active(index_path: Path) -> bool:
    """Whether a live process holds the write lock of the index at ``index_path``.

    The lock is tried non-blocking and at once let go: the kernel frees a lock when its
    holder dies, so a held lock means the writer is alive. A probe that cannot open the
    lock file (an index this user may only read) reports no writer.
    """
    lock_file = Path(index_path) / WRITE_LOCK
    try:
        import fcntl
    except ImportError:  # pragma: no cover - Windows: filelock's own non-blocking try
        probe = FileLock(str(lock_file), timeout=0)
        try:
            probe.acquire()
        except Timeout:
            return True
        except OSError:
            return False
        probe.release()
        return False
    try:
        fd = os.open(lock_file, os.O_RDONLY)
    except OSError:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
    except BlockingIOError:
        return True
    except OSError:
        return False
    finally:
        os.close(fd)  # closing the descriptor also lets go of a shared lock taken here
    return False
