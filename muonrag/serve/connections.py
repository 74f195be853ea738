"""Connections that cannot hold the server: a client too slow to send its request, or to take the reply, is cut off.

uvicorn times out a connection that stays idle after a reply, but a client that
sends its headers a byte at a time, never finishes its body, or never reads
what it is sent keeps its connection (and its slot) for as long as it likes.
:func:`bounded_protocol` gives uvicorn's h11 protocol two deadlines:

* the headers of a request must arrive within ``header_timeout`` seconds of the
  connection opening, or of the previous reply;
* a request must be answered, its body read and its reply sent, within
  ``request_limit`` seconds of its headers (the app's own time limit, plus room
  to send the reply).

A connection past either is closed. uvicorn's ``limit_concurrency`` bounds how many
are open at once (one more is answered 503).
"""

from __future__ import annotations

import asyncio
from typing import Any, Optional

from uvicorn.protocols.http.h11_impl import H11Protocol


def bounded_protocol(header_timeout: float, request_limit: float) -> type[H11Protocol]:
    """uvicorn's h11 protocol with the two deadlines of the module docstring (pass it as ``http=``)."""

    class BoundedH11Protocol(H11Protocol):
        _deadline: Optional[asyncio.TimerHandle] = None
        _timed: Any = None  # the request cycle the deadline is for (None: waiting for headers)

        def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
            super().connection_made(transport)
            self._arm(header_timeout, None)

        def connection_lost(self, exc: Optional[Exception]) -> None:
            self._disarm()
            super().connection_lost(exc)

        def handle_events(self) -> None:
            super().handle_events()
            cycle = self.cycle
            if cycle is not None and cycle is not self._timed and not cycle.response_complete:
                self._arm(request_limit, cycle)  # headers in: the request's own deadline from now

        def on_response_complete(self) -> None:
            super().on_response_complete()
            if not self.transport.is_closing() and (self.cycle is None or self.cycle.response_complete):
                self._arm(header_timeout, None)

        def _arm(self, seconds: float, cycle: Any) -> None:
            self._disarm()
            self._timed = cycle
            self._deadline = self.loop.call_later(seconds, self._cut)

        def _disarm(self) -> None:
            if self._deadline is not None:
                self._deadline.cancel()
                self._deadline = None

        def _cut(self) -> None:
            self._deadline = None
            if self.cycle is not None and not self.cycle.response_complete:
                self.cycle.disconnected = True
                self.cycle.message_event.set()
            if not self.transport.is_closing():
                self.transport.close()

    return BoundedH11Protocol
