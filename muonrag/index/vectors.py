"""The dense side of an index: the vectors protocol, and opening the store that implements it.

Two kinds, recorded in the manifest's ``vector_store.kind``:

``edge``
    A Qdrant Edge shard in ``<index>/qdrant`` (:class:`~muonrag.index.edge_shard.EdgeShard`):
    Qdrant's engine in-process, HNSW above a few thousand vectors. The default.
``server``
    A collection on a Qdrant server (``qdrant_url``), through ``qdrant-client``
    (:class:`~muonrag.index.server.ServerVectors`), for many machines or many writers.

Both implement :class:`Vectors`. A shard allows one process at a time, so a
read-only open searches a private snapshot taken as it opens, and never holds the
index's lock. The snapshot goes into the index's ``readers/`` folder, on the same
file system, so that the large files the engine writes once and never changes
(the vectors, quantized vectors, graph and payload pages of an indexed segment)
are linked into it rather than copied: what is copied is what a write can change
in place (deletion flags, versions, the appendable segment), a few megabytes at a
million chunks.

A reader never waits for a writer's long work. A reader copies the shard under
``vectors.lock``, which the writer holds around each change. Before it changes anything, a writer publishes a copy of the shard as it
stands, ``readers/base-<generation>`` (:func:`publish_base`), and a reader that finds
the lock held (by an optimize that may take half a minute at a million chunks)
copies that published state instead, without any lock: it is the last committed
state, which is what the reader searches anyway.
"""

from __future__ import annotations

import errno
import json
import logging
import os
import re
import shutil
import socket
import tempfile
import time
from pathlib import Path
from typing import Any, Iterator, Optional, Protocol, Sequence

from muonrag.config import Config
from muonrag.errors import IndexLockedError
from muonrag.index.server import ServerVectors, connect_server
from muonrag.index.space import SHARD_WAL_BYTES, MB, free_bytes

__all__ = ["Vectors", "ServerVectors", "open_vectors", "snapshot", "publish_base", "drop_bases", "ReaderSnapshot"]

log = logging.getLogger(__name__)
QDRANT_DIR = "qdrant"
VECTORS_LOCK = "vectors.lock"
READERS_DIR = "readers"
SNAPSHOT_TRIES = 5
#: Seconds a reader waits for the vectors lock before it copies the writer's published state instead.
BASE_AFTER_S = 0.2
#: Seconds a reader waits for the vectors lock when no published state can stand in (a writer between its commit
#: and the end of its write, deleting replaced vectors: short), before it gives up with :class:`IndexLockedError`.
LOCK_WAIT_S = 120.0
BASE_PREFIX = "base-"
#: Files of an indexed (non-appendable) segment that the engine writes once, when it builds the
#: segment, and never changes afterwards (deletions go to separate flag files): a snapshot links them.
WRITTEN_ONCE = re.compile(r"vector_storage/(matrix\.dat|quantized\.data)|vector_index/[^/]+\.bin|id_tracker\.mappings"
                          r"|payload_storage/page_\d+\.dat")


class Vectors(Protocol):
    """What an index needs of a vector store: write by chunk, delete by chunk or document, search,
    and enough to check it against the other store (count, ids) or rebuild that store (chunks)."""

    collection: str

    def search(self, vector: Sequence[float], top_k: int) -> tuple[list[str], list[float]]:
        """Ids and cosine similarities of the ``top_k`` nearest vectors, best first."""

    def add_vectors(self, ids: Sequence[str], vectors: Any, payloads: Optional[Sequence[dict]] = None) -> None:
        """Write vectors (a 2-D array or a list of lists) under ``ids`` (upserting), each with its
        payload (:func:`~muonrag.core.nodes.chunk_payload`)."""

    def delete_nodes(self, node_ids: Sequence[str]) -> None:
        """Delete vectors by chunk id."""

    def delete(self, doc_id: str) -> None:
        """Delete every vector of a document."""

    def optimize(self) -> None:
        """Build what searches need after a write (the HNSW graph)."""

    def count(self) -> int:
        """Vectors held."""

    def ids(self) -> set[str]:
        """The id of every vector."""

    def chunks(self) -> Iterator[tuple[str, str, dict]]:
        """``(id, text, metadata)`` of every chunk, from the payload."""

    def vectors(self) -> Iterator[tuple[str, list[float]]]:
        """``(id, vector)`` of every chunk, to copy the vectors to another store."""

    @property
    def closed(self) -> bool:
        """Whether :meth:`close` was called."""

    def close(self) -> None:
        """Release the store (and its lock)."""


class NoRoomForSnapshot(Exception):
    """Neither beside the index nor in the temporary folder is there room for a reader's snapshot."""


class BaseGone(Exception):
    """The published state a reader was copying was removed (its writer committed): read the manifest again."""


class ReaderSnapshot:
    """A reader's private copy of the vectors (``path``) and the folder holding it, removed by :meth:`remove`.

    The folder holds ``.alive``, locked for as long as the copy is in use, so that a later reader on any host
    can tell a copy left by a process that died (its lock is free) from one still searched.
    """

    def __init__(self, folder: Path):
        self.folder = folder
        self.path = folder / QDRANT_DIR
        self._alive = _hold(folder / ALIVE_FILE)

    def remove(self) -> None:
        if self._alive is not None:
            os.close(self._alive)
            self._alive = None
        shutil.rmtree(self.folder, ignore_errors=True)


def open_vectors(config: Config, path: Path, kind: str, collection: str, read_only: bool,
                 snapshot_in_index: bool = True, base: Optional[Path] = None) -> tuple[Vectors, Optional[ReaderSnapshot]]:
    """The vectors of the index at ``path``, and the private copy a reader searches (to remove on close):
    in the index's ``readers/`` with ``snapshot_in_index`` (the index is writable) and room there, else in
    the system's temporary folder. ``base``: the state a writer published for the manifest the reader read,
    copied when the writer holds the lock (see the module docstring).

    Raises:
        IndexLockedError: another process holds the shard (never with ``read_only``), or a writer held the
            vectors lock for :data:`LOCK_WAIT_S` seconds with no published state to read instead.
        NoRoomForSnapshot: (a reader) no room anywhere for the copy.
        BaseGone: (a reader) the published state went while it was copied.
        IndexCorruptError: the shard cannot be read.
    """
    if kind == "server":
        return ServerVectors(connect_server(config), collection, hnsw_ef=config.retrieval.hnsw_ef, shards=config.index.qdrant_shards,
                             replicas=config.index.qdrant_replicas, bm25=config.index.qdrant_bm25), None
    from muonrag.index.edge_shard import EdgeShard

    storage = path / QDRANT_DIR
    copy = _reader_snapshot(path, storage, snapshot_in_index, base) if read_only and storage.is_dir() else None
    try:
        lock = (copy.folder if copy is not None else path) / VECTORS_LOCK
        return EdgeShard(copy.path if copy is not None else storage, lock_path=lock, hnsw_ef=config.retrieval.hnsw_ef,
                         origin=storage, quantization=config.index.quantization), copy
    except BaseException:
        if copy is not None:
            copy.remove()
        raise


def _reader_snapshot(path: Path, storage: Path, in_index: bool, base: Optional[Path]) -> ReaderSnapshot:
    """A snapshot of ``storage`` for a reader, where there is room for it (the engine maps a write-ahead log of
    :data:`~muonrag.index.space.SHARD_WAL_BYTES` in it as it opens: on a full disk that would kill the process)."""
    short = []
    for beside in ((True, False) if in_index else (False,)):
        folder = reader_directory(path, in_index=beside)
        snap = ReaderSnapshot(folder)
        needed = snapshot_bytes(storage, linked=folder.parent == path / READERS_DIR) + SHARD_WAL_BYTES + 2 * MB
        free = free_bytes(folder)
        try:
            if free < needed:
                raise OSError(errno.ENOSPC, "not enough room")
            snapshot(storage, snap.path, path / VECTORS_LOCK, base)
            log.debug("searching a snapshot of the vectors of %s in %s", path, snap.path)
            return snap
        except (OSError, shutil.Error) as exc:
            snap.remove()
            if not _no_room(exc):
                raise
            short.append(f"{folder.parent} ({free / MB:.0f} MB free, {needed / MB:.0f} MB needed)")
        except BaseException:
            snap.remove()
            raise
    raise NoRoomForSnapshot(f"no room for a private snapshot of its vectors in {' nor in '.join(short)}")


def _no_room(exc: BaseException) -> bool:
    """Whether ``exc`` (an ``OSError``, or the list of errors of ``shutil.copytree``) is a full disk."""
    if isinstance(exc, shutil.Error):
        return any(_no_room_text(str(why)) for *_, why in exc.args[0]) if exc.args and isinstance(exc.args[0], list) \
            else _no_room_text(str(exc))
    return getattr(exc, "errno", None) in (errno.ENOSPC, errno.EDQUOT) or _no_room_text(str(exc))


def _no_room_text(text: str) -> bool:
    return "No space left on device" in text or "Disk quota exceeded" in text or "[Errno 28]" in text


def snapshot_bytes(storage: Path, linked: bool) -> int:
    """Bytes a snapshot of ``storage`` takes on disk: every file, or (``linked``) the files not linked."""
    indexed = _indexed_segments(storage) if linked else set()
    total = 0
    for folder, subfolders, files in os.walk(storage):  # read without the lock: what vanishes meanwhile is skipped
        subfolders[:] = [d for d in subfolders if d != "wal" and not d.startswith(".atomicwrite")]
        for name in files:
            file = Path(folder) / name
            inside = file.relative_to(storage).parts
            if name.startswith(".atomicwrite") or inside[0] == "wal" or linked and _written_once(inside, indexed):
                continue
            try:
                found = file.stat()
            except OSError:
                continue
            total += min(found.st_size, getattr(found, "st_blocks", found.st_size // 512 + 1) * 512)
    return total


def snapshot(storage: Path, copy: Path, lock_path: Path, base: Optional[Path] = None) -> None:
    """Copy a Qdrant Edge shard for a reader, consistently even while a writer is changing it.

    The copy is made under the index's vectors lock, which the
    shard's writer holds around every change and its flush, so the copy falls
    between two changes and its segments hold every change: the write-ahead log is
    left behind, and the holes of the engine's preallocated files stay holes. When
    the writer holds the lock for longer than :data:`BASE_AFTER_S` and ``base`` (the
    state it published as its write began) is there, that is copied instead.

    Raises:
        IndexLockedError: the lock stayed taken for :data:`LOCK_WAIT_S` seconds and there is no ``base``.
        BaseGone: ``base`` was removed while it was copied.
    """
    try:
        held = _reader_lock(lock_path, BASE_AFTER_S if base is not None else LOCK_WAIT_S)
    except _Busy:
        if base is not None and base.is_dir():
            _copy_base(base, copy)
            return
        try:
            if base is None:  # it has waited the whole time already
                raise _Busy
            held = _reader_lock(lock_path, LOCK_WAIT_S)
        except _Busy:
            raise IndexLockedError(
                f"a writer has held the vectors of {storage.parent} ({lock_path}) for {LOCK_WAIT_S:g} s without "
                "publishing the state a reader may copy instead; run the search again when the write is done, and "
                "if no muonrag process is writing that index, run `muonrag repair` on it."
            ) from None
    try:
        _copy_shard(storage, copy, tries=SNAPSHOT_TRIES)
    finally:
        _release(held)


def _copy_base(base: Path, copy: Path) -> None:
    """Copy the state a writer published (no lock: it never changes; it is removed whole, by a rename)."""
    try:
        _copy_shard(base, copy, tries=1)
    except (OSError, shutil.Error) as exc:
        shutil.rmtree(copy, ignore_errors=True)
        if _no_room(exc):
            raise
        raise BaseGone from None  # removed as its write ended: read the manifest again


def publish_base(path: Path, generation: int) -> None:
    """Publish the shard as it stands, for readers that come while this writer holds the vectors lock
    (call it before the write changes the shard, after its pending mark is saved as ``generation``).
    Nothing is lost when it cannot be made (no room): those readers wait for the lock instead."""
    storage, readers = path / QDRANT_DIR, path / READERS_DIR
    drop_bases(path)
    if not storage.is_dir():
        return
    folder = None
    try:
        readers.mkdir(exist_ok=True)
        folder = Path(tempfile.mkdtemp(prefix=f".{BASE_PREFIX}{generation}-", dir=readers))
        if free_bytes(folder) < snapshot_bytes(storage, linked=True) + 2 * MB:
            raise OSError(errno.ENOSPC, "not enough room")
        _copy_shard(storage, folder / QDRANT_DIR, tries=1)
        os.replace(folder / QDRANT_DIR, readers / f"{BASE_PREFIX}{generation}")
    except (OSError, shutil.Error) as exc:
        log.info("no state published for readers during this write of %s (%s); they wait for it", path, exc)
    finally:
        if folder is not None:
            shutil.rmtree(folder, ignore_errors=True)


def drop_bases(path: Path) -> None:
    """Remove the states a writer published (its write is done, or its writer died): each is first renamed
    out of its name, so that a reader finds it whole or not at all."""
    readers = path / READERS_DIR
    if readers.is_dir():
        for left in readers.iterdir():
            if left.name.startswith(BASE_PREFIX):
                gone = left.with_name(f".{left.name}-gone-{os.getpid()}")
                try:
                    os.replace(left, gone)
                except OSError:
                    continue
                shutil.rmtree(gone, ignore_errors=True)
            elif left.name.startswith("." + BASE_PREFIX):
                shutil.rmtree(left, ignore_errors=True)


def _copy_shard(storage: Path, copy: Path, tries: int) -> None:
    """Copy a shard, linking the files written once (same file system) and copying the others sparsely; its
    folders writable by this user whatever the original's modes (the engine writes its log in the copy)."""
    for attempt in range(tries):
        try:  # the engine's temporary ".atomicwrite" files are half-written by definition: left out
            indexed = _indexed_segments(storage)

            def copy_file(source: str, target: str) -> None:
                if _written_once(Path(source).relative_to(storage).parts, indexed) and os.access(source, os.W_OK):
                    try:
                        os.link(source, target)
                        return
                    except OSError:  # another file system, or links not allowed: copied
                        pass
                _copy_sparse(source, target)

            shutil.copytree(storage, copy, ignore=shutil.ignore_patterns("wal", ".atomicwrite*"),
                            copy_function=copy_file)
            for folder, _, _ in os.walk(copy):
                mode = os.stat(folder).st_mode
                if mode & 0o700 != 0o700:
                    os.chmod(folder, mode | 0o700)
            return
        except shutil.Error as exc:  # a file vanished under the copy (an engine outside muonrag's lock): again
            shutil.rmtree(copy, ignore_errors=True)
            if attempt == tries - 1 or _no_room(exc):
                raise
            time.sleep(0.05)


def _written_once(inside: Sequence[str], indexed: set[str]) -> bool:
    return (len(inside) > 2 and inside[0] == "segments" and inside[1] in indexed
            and WRITTEN_ONCE.fullmatch("/".join(inside[2:])) is not None)


class _Busy(Exception):
    """The lock stayed taken for the whole wait."""


def _reader_lock(lock_path: Path, wait: float) -> Any:
    """The lock on ``lock_path`` within ``wait`` seconds (released by :func:`_release`), or ``None`` when
    there is no lock file and this user cannot make one (no writer of that index ever ran).

    It is exclusive, as the writer's is: readers copying in turn (each copy is short) never keep a writer out the
    way overlapping shared locks would. The file is opened for reading when it cannot be opened for writing
    (another user's index): ``flock`` needs no write access, so a reader of an index it may only read still keeps
    out of its owner's writes.

    Raises:
        _Busy: a writer held it for the whole wait.
    """
    try:
        import fcntl
    except ImportError:  # pragma: no cover - Windows: filelock's exclusive lock
        from filelock import FileLock, Timeout

        lock = FileLock(str(lock_path), timeout=wait)
        try:
            lock.acquire()
        except Timeout:
            raise _Busy from None
        except OSError:
            return None
        return lock
    try:
        fd = os.open(lock_path, os.O_RDWR | os.O_CREAT, 0o644)
    except OSError:
        try:
            fd = os.open(lock_path, os.O_RDONLY)
        except OSError:
            return None
    deadline = time.monotonic() + wait
    while True:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return fd
        except BlockingIOError:
            if time.monotonic() >= deadline:
                os.close(fd)
                raise _Busy from None
            time.sleep(0.01)
        except OSError:  # a file system without locks: nobody can hold it either
            os.close(fd)
            return None


def _release(held: Any) -> None:
    if isinstance(held, int):
        os.close(held)  # closing the descriptor lets go of its lock
    elif held is not None:  # pragma: no cover - Windows
        held.release()


ALIVE_FILE = ".alive"
#: Seconds after it is made before a reader's folder can be taken for left over (its lock is taken at once).
_GRACE_S = 60.0


def _hold(file: Path) -> Optional[int]:
    """An exclusive lock on ``file`` (created), held until its descriptor is closed; ``None`` where locks fail."""
    try:
        import fcntl

        fd = os.open(file, os.O_RDWR | os.O_CREAT, 0o600)
    except (ImportError, OSError):  # pragma: no cover - Windows, or a folder not ours
        return None
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        os.close(fd)
        return None
    return fd


def _left_over(folder: Path, host: str) -> bool:
    """Whether a reader's folder was left by a reader that ended without removing it.

    A folder whose ``.alive`` lock is free was left, whatever host made it (the lock dies with its process); one
    without that file is judged, as older versions wrote it, by its name ``<host>-<pid>-<random>``, on this host only.
    """
    alive = folder / ALIVE_FILE
    try:
        import fcntl

        if time.time() - alive.stat().st_mtime < _GRACE_S:
            return False
        fd = os.open(alive, os.O_RDONLY)
    except FileNotFoundError:
        owner, _, pid = folder.name.rpartition("-")[0].rpartition("-")
        return owner == host and pid.isdigit() and not _alive(int(pid))
    except (ImportError, OSError):  # pragma: no cover
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        return True
    except OSError:
        return False
    finally:
        os.close(fd)


def reader_directory(path: Path, in_index: bool = True) -> Path:
    """A new folder for a reader's snapshot of the index at ``path``: in the index's ``readers/``
    (the same file system, so that files written once are linked), or in the system's temporary
    folder when not ``in_index`` or the index cannot be written. Snapshots left by readers that ended
    without closing (their process is gone, on any host) are removed first, where this user may."""
    host = socket.gethostname()
    if in_index:
        readers = path / READERS_DIR
        try:
            readers.mkdir(exist_ok=True)
            _remove_left_over(readers.iterdir(), host)
            return Path(tempfile.mkdtemp(prefix=f"{host}-{os.getpid()}-", dir=readers))
        except OSError:
            pass
    temp = Path(tempfile.gettempdir())
    _remove_left_over(temp.glob(f"{TEMP_PREFIX}*"), host)
    return Path(tempfile.mkdtemp(prefix=f"{TEMP_PREFIX}{host}-{os.getpid()}-"))


TEMP_PREFIX = "muonrag-readonly-"


def _remove_left_over(folders: Iterator[Path], host: str) -> None:
    for left in folders:
        if not left.name.startswith((BASE_PREFIX, "." + BASE_PREFIX)) and left.is_dir() and _left_over(left, host):
            shutil.rmtree(left, ignore_errors=True)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # another user's process
        return True
    return True


def _indexed_segments(storage: Path) -> set[str]:
    """The segments of a shard that are built (an HNSW graph over non-appendable storage): their
    large files are written once."""
    found = set()
    for config in (storage / "segments").glob("*/segment.json"):
        try:
            vectors = json.loads(config.read_text())["config"]["vector_data"].values()
        except (OSError, ValueError, KeyError, AttributeError):
            continue
        if vectors and all(v.get("index", {}).get("type") == "hnsw" and "Chunked" not in v.get("storage_type", "Chunked")
                           for v in vectors):
            found.add(config.parent.name)
    return found


def _copy_sparse(source: str, target: str, block: int = 1 << 16) -> None:
    """Copy a file, seeking over blocks of zeros instead of writing them."""
    with open(source, "rb") as src, open(target, "wb") as dst:
        while data := src.read(block):
            if data.count(0) == len(data):
                dst.seek(len(data), 1)
            else:
                dst.write(data)
        dst.truncate()
