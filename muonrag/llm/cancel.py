"""Cancelling work whose client is gone: a flag per thread that long steps check between requests.

A server runs each answer in a worker thread; Python cannot stop a thread
from outside, so the thread stops itself. :func:`cancellable` gives the work
run inside it a flag; :func:`checkpoint`, called before every request to the
LLM endpoint and as each part of a streamed reply arrives, raises
:class:`Cancelled` once the flag is set. ``Cancelled`` derives from
``BaseException`` (as ``asyncio.CancelledError`` does), so the fallbacks that
catch an endpoint's failures (``except Exception``) do not turn a cancelled
answer into an offline one nobody reads.
"""

from __future__ import annotations

import threading
from contextlib import contextmanager
from typing import Iterator, Optional

_CURRENT = threading.local()


class Cancelled(BaseException):
    """The work was cancelled: its client is gone, or the server is stopping."""


@contextmanager
def cancellable(flag: threading.Event) -> Iterator[None]:
    """Run the block (in this thread) so that :func:`checkpoint` raises :class:`Cancelled` once ``flag`` is set."""
    previous: Optional[threading.Event] = getattr(_CURRENT, "flag", None)
    _CURRENT.flag = flag
    try:
        checkpoint()
        yield
    finally:
        _CURRENT.flag = previous


def checkpoint() -> None:
    """Raise :class:`Cancelled` when the work this thread runs has been cancelled; otherwise nothing."""
    flag: Optional[threading.Event] = getattr(_CURRENT, "flag", None)
    if flag is not None and flag.is_set():
        raise Cancelled("cancelled: the client that asked for this work is gone")
