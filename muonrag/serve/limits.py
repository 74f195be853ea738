"""What one client may ask of the server: a rate per client, refilled continuously (a token bucket).

A client is its address (on a loopback server every local program is one
client). A refused request gets 429 with ``Retry-After``: the seconds until
the bucket holds a request again.
"""

from __future__ import annotations

import math
import threading
import time
from typing import Callable, Optional

#: Clients remembered at most; buckets that have refilled are forgotten first.
MAX_CLIENTS = 10_000


class RateLimit:
    """At most ``per_minute`` requests a minute per client, with bursts of up to ``burst``.

    Args:
        per_minute: the steady rate each client is allowed.
        burst: how many requests a client that was idle may make at once.
        clock: seconds (monotonic), for tests.
    """

    def __init__(self, per_minute: float, burst: int, clock: Callable[[], float] = time.monotonic):
        if per_minute <= 0 or burst < 1:
            raise ValueError("a rate limit needs per_minute > 0 and burst >= 1")
        self.rate = per_minute / 60.0
        self.burst = float(burst)
        self._clock = clock
        self._buckets: dict[str, tuple[float, float]] = {}  # client -> (requests left, when counted)
        self._lock = threading.Lock()

    def take(self, client: str) -> Optional[float]:
        """Count a request of ``client``: ``None`` when it may go ahead, else the seconds to wait (>= 1)."""
        now = self._clock()
        with self._lock:
            left, then = self._buckets.get(client, (self.burst, now))
            left = min(self.burst, left + (now - then) * self.rate)
            if left >= 1.0:
                self._buckets[client] = (left - 1.0, now)
                if len(self._buckets) > MAX_CLIENTS:
                    self._forget(now)
                return None
            self._buckets[client] = (left, now)
            return float(max(1, math.ceil((1.0 - left) / self.rate)))

    def _forget(self, now: float) -> None:
        """Drop the clients whose bucket is full again (they are as if never seen)."""
        for client, (left, then) in list(self._buckets.items()):
            if left + (now - then) * self.rate >= self.burst:
                del self._buckets[client]
