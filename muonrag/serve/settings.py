"""The settings of ``muonrag serve``: where it listens, who may use it, and what a request may cost.

They are the server's, not the library's, so they live here rather than in
:class:`~muonrag.Config`, which the app is given as it is (index, retrieval and
LLM settings, from the TOML file, the environment and the command line).
"""

from __future__ import annotations

import ipaddress
import secrets
from dataclasses import dataclass
from typing import Optional

from muonrag.errors import ConfigError

#: Seconds a request may take when neither ``--request-timeout`` nor a longer LLM deadline says otherwise.
DEFAULT_REQUEST_TIMEOUT = 60.0


def is_loopback(host: str) -> bool:
    """Whether ``host`` names this machine only (``127.0.0.1``, ``::1``, ``localhost``)."""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


@dataclass(frozen=True)
class ServeSettings:
    """How the app listens and what it accepts.

    ``token``: required on every request when set (header ``X-Muonrag-Token``
    or ``Authorization: Bearer``, or ``?token=``, after which a cookie carries
    it); always set when ``host`` is not a loopback address.
    ``max_request_bytes``: the largest request body; ``max_query_chars``: the
    longest query or question. ``request_timeout``: seconds before a search,
    an answer or a page is abandoned with 504 (the work already started in a
    thread finishes on its own, its result unused). ``agent``: decompose
    questions into sub-queries, as ``muonrag ask`` does without ``--no-agent``.
    """

    host: str = "127.0.0.1"
    port: int = 8765
    token: Optional[str] = None
    max_request_bytes: int = 256 * 1024
    max_query_chars: int = 2000
    max_top_k: int = 100
    request_timeout: float = DEFAULT_REQUEST_TIMEOUT
    agent: bool = True
    #: Answers kept for their pages (the oldest finished ones are dropped first).
    max_jobs: int = 64

    def __post_init__(self) -> None:
        if not is_loopback(self.host) and not self.token:
            raise ConfigError(f"serving on {self.host} needs a token: pass --token, or let `muonrag serve` generate one.")
        if self.token is not None and len(self.token) < 16:
            raise ConfigError("the token must be at least 16 characters long (or let `muonrag serve` generate one).")
        if not (self.request_timeout > 0 and self.max_request_bytes > 0 and self.max_query_chars > 0):
            raise ConfigError("request_timeout, max_request_bytes and max_query_chars must be positive.")
        if not 0 <= self.port <= 65535:
            raise ConfigError(f"port must be 0-65535, got {self.port}.")

    @classmethod
    def from_command_line(cls, host: str = "127.0.0.1", port: int = 8765, token: Optional[str] = None,
                          agent: bool = True, request_timeout: Optional[float] = None,
                          llm_deadline: Optional[float] = None) -> "ServeSettings":
        """Settings from ``muonrag serve``'s flags: a token generated for a non-loopback host when none is given,
        and a request timeout that outlasts the LLM deadline (``llm_deadline`` + 30 s) unless one is given."""
        if token is None and not is_loopback(host):
            token = secrets.token_urlsafe(24)
        if request_timeout is None:
            request_timeout = max(DEFAULT_REQUEST_TIMEOUT, (llm_deadline or 0.0) + 30.0)
        return cls(host=host, port=port, token=token, agent=agent, request_timeout=request_timeout)
