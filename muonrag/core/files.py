"""Reading a file whole, safely: only regular files, and never more than a size limit.

A folder handed to ``muonrag ingest`` may hold anything: a named pipe (FIFO)
called ``pipe.md`` blocks ``open()`` forever, a link to ``/dev/zero`` reads
forever, a 10 GB log renamed ``.txt`` fills the memory. So every read goes
through :func:`read_bounded`: the file's type and size are checked with
``stat`` *before* a byte is read (never by reading), the file is opened without
blocking, checked again on the open descriptor (it may have been swapped in
between), and read to at most its limit.

File names that are not UTF-8 (Python holds them with lone surrogates such as
``'\\udce9'``) cannot be written to JSON or printed; :func:`display_name` gives
the escaped form used for document ids, sources and messages, while the real
path is kept for reading.
"""

from __future__ import annotations

import os
import stat
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO, Union

from muonrag.errors import LoaderError

#: The limits that are settings of :class:`~muonrag.config.Config`: a message says how to raise them.
_SETTINGS = ("max_file_bytes", "max_text_bytes")

# File names that say nothing about the document: a heading or the folder says more.
GENERIC_STEMS = {"readme", "index", "source", "text_description", "description", "main", "notes", "untitled",
                 "document", "paper", "draft", "content", "contents", "text", "abstract", "ms", "manuscript"}


@dataclass(frozen=True)
class ReadLimits:
    """The most bytes read from one file (see ``max_file_bytes`` and ``max_text_bytes`` in
    :class:`~muonrag.config.Config`, whose defaults these are).

    ``file_bytes`` bounds files that are containers (PDF, arXiv bundles, ``corpus.jsonl``, and
    the bytes unpacked from one bundle); ``text_bytes`` bounds text read whole into memory and
    chunked (Markdown, plain text, LaTeX and its inputs, sidecars, each bundle member). The text
    limit is the smaller because chunking costs about two seconds per megabyte.
    """

    file_bytes: int = 512 * 2**20
    text_bytes: int = 8 * 2**20


def file_kind(mode: int) -> str:
    """What a ``stat`` mode says the file is, in words, for the message that skips it."""
    for test, words in ((stat.S_ISFIFO, "a named pipe (FIFO)"), (stat.S_ISCHR, "a character device"),
                        (stat.S_ISBLK, "a block device"), (stat.S_ISSOCK, "a socket"), (stat.S_ISDIR, "a folder")):
        if test(mode):
            return words
    return "not a regular file"


def not_regular_reason(mode: int) -> str:
    """Why a file that is not a regular file is not read."""
    return f"{file_kind(mode)}, not a regular file; only regular files are read"


def check_size(size: int, limit: int, setting: str) -> None:
    """Refuse a file of ``size`` bytes over ``limit``, naming the setting that raises it.

    Raises:
        LoaderError: the file is larger than the limit.
    """
    if size > limit:
        hint = f" (to read it, set {setting} in [ingest] of muonrag.toml, or MUONRAG_{setting.upper()})" \
            if setting in _SETTINGS else ""
        raise LoaderError(f"{size:,} bytes, larger than the {setting} limit of {limit:,} bytes; left out{hint}")


def open_bounded(path: Union[str, Path], limit: int, setting: str = "max_text_bytes") -> BinaryIO:
    """``path`` opened for reading in binary, once ``stat`` says it is a regular file of at most
    ``limit`` bytes.

    The checks come before the open, so a FIFO, a device or a socket is never opened (opening
    some devices has effects); the open is non-blocking and the checks are repeated on the
    descriptor, so a file swapped in between is refused too. ``setting`` names the limit in
    the message, which does not repeat the path: callers report it with the file's name.

    Raises:
        LoaderError: not a regular file, larger than ``limit``, or unreadable (with the reason).
    """
    try:
        before = os.stat(path)
        _check(before.st_mode, before.st_size, limit, setting)
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
        handle = os.fdopen(fd, "rb")
    except OSError as exc:
        raise LoaderError(f"cannot read: {exc.strerror or exc}") from None
    try:
        opened = os.fstat(handle.fileno())
        _check(opened.st_mode, opened.st_size, limit, setting)
    except BaseException:
        handle.close()
        raise
    return handle


def read_bounded(path: Union[str, Path], limit: int, setting: str = "max_text_bytes") -> bytes:
    """The bytes of the regular file ``path``, which must be at most ``limit`` bytes (see
    :func:`open_bounded`); at most ``limit + 1`` bytes are read, so a file that grew after the
    check is refused rather than read on.

    Raises:
        LoaderError: not a regular file, larger than ``limit``, or unreadable (with the reason).
    """
    with open_bounded(path, limit, setting) as handle:
        try:
            data = handle.read(limit + 1)
        except OSError as exc:
            raise LoaderError(f"cannot read: {exc.strerror or exc}") from None
    check_size(len(data), limit, setting)
    return data


def _check(mode: int, size: int, limit: int, setting: str) -> None:
    if not stat.S_ISREG(mode):
        raise LoaderError(not_regular_reason(mode))
    check_size(size, limit, setting)


def display_name(path: Union[str, Path]) -> str:
    """``path`` as a string that can be printed and written to JSON: bytes of a file name that
    are not UTF-8 are shown escaped (``caf\\xe9.md``), everything else is unchanged."""
    return os.fsencode(os.fspath(path)).decode("utf-8", "backslashreplace") if _has_surrogates(str(path)) else str(path)


def _has_surrogates(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False
