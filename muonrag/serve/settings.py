"""The settings of ``muonrag serve``: where it listens, who may use it, and what a request may cost.

They are the server's, not the library's, so they live here rather than in
:class:`~muonrag.Config`, which the app is given as it is (index, retrieval and
LLM settings, from the TOML file, the environment and the command line).
"""

from __future__ import annotations

import ipaddress
import os
import secrets
import stat
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

from muonrag.errors import ConfigError

#: Seconds a request may take when neither ``--request-timeout`` nor a longer LLM deadline says otherwise.
DEFAULT_REQUEST_TIMEOUT = 60.0
#: The environment variable a token may come from (not in the process list, as ``--token`` is).
TOKEN_ENV = "MUONRAG_SERVE_TOKEN"
#: The largest token file read.
_TOKEN_FILE_MAX_BYTES = 4096


def served_names(host: str) -> Optional[frozenset[str]]:
    """The names a browser may send in ``Host`` for a server bound to the loopback address ``host`` (without
    the port; an IPv6 address in brackets), or ``None`` (any name) for an address other machines reach, where
    the token guards every request.

    A page elsewhere whose DNS name is rebound to this machine sends its own
    name, so it never reaches a loopback server. ``localhost`` is one of the
    names only where it resolves to the bound address.
    """
    if not is_loopback(host):
        return None
    if host == "localhost":
        return frozenset({"localhost", "127.0.0.1"})
    address = ipaddress.ip_address(host)
    names = {f"[{address.compressed}]" if address.version == 6 else address.compressed}
    if address.compressed in ("127.0.0.1", "::1"):
        names.add("localhost")
    return frozenset(names)


def read_token_file(path: str) -> str:
    """The token in the file ``path`` (its first line), a file only its owner may read.

    Raises:
        ConfigError: the file is missing, is not a regular file, others may read it, or holds no token.
    """
    try:
        info = os.stat(path)
    except OSError as exc:
        raise ConfigError(f"cannot read the token file {path} ({exc.strerror or exc}); write the token into it "
                          f"and `chmod 600 {path}`.") from None
    if not stat.S_ISREG(info.st_mode):
        raise ConfigError(f"the token file {path} is not a regular file; give a file that holds only the token.")
    if os.name == "posix" and info.st_mode & 0o077:
        raise ConfigError(f"the token file {path} may be read by other users (mode {stat.S_IMODE(info.st_mode):o}); "
                          f"`chmod 600 {path}`, then start again.")
    with open(path, "rb") as handle:
        raw = handle.read(_TOKEN_FILE_MAX_BYTES + 1)
    lines = raw.decode("utf-8", "replace").strip().splitlines()
    if len(raw) > _TOKEN_FILE_MAX_BYTES or not lines or not lines[0].strip():
        raise ConfigError(f"the token file {path} holds no token on its first line (or is larger than "
                          f"{_TOKEN_FILE_MAX_BYTES} bytes); write only the token into it.")
    return lines[0].strip()


def choose_token(given: Optional[str] = None, token_file: Optional[str] = None,
                 environ: Optional[dict[str, str]] = None) -> tuple[Optional[str], Optional[str]]:
    """The token from ``--token``, ``--token-file`` or :data:`TOKEN_ENV` (at most one of them), and where it came
    from (``"command line"``, ``"file"``, ``"environment"``; ``None`` when none is given).

    Raises:
        ConfigError: more than one source is given.
    """
    environ = os.environ if environ is None else environ
    from_env = environ.get(TOKEN_ENV) or None
    given_sources = [name for name, value in (("--token", given), ("--token-file", token_file), (TOKEN_ENV, from_env))
                     if value]
    if len(given_sources) > 1:
        raise ConfigError(f"the token is given twice ({' and '.join(given_sources)}); give it one way, "
                          f"preferably {TOKEN_ENV} or --token-file.")
    if given:
        return given, "command line"
    if token_file:
        return read_token_file(token_file), "file"
    if from_env:
        return from_env.strip(), "environment"
    return None, None


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
    #: Threads making answers (the page's and the API's); searches run on threads of their own, so answers
    #: waiting on a slow endpoint never hold a search back.
    answer_workers: int = 4
    #: Answers waiting or running at once; one more is refused with 429 and ``Retry-After``.
    max_pending_answers: int = 16
    #: Questions one client may ask a minute, and at once after a pause (429 with ``Retry-After`` beyond).
    asks_per_minute: float = 30.0
    ask_burst: int = 10
    #: Requests of any kind one client may make a minute, and at once.
    requests_per_minute: float = 3000.0
    request_burst: int = 300
    #: Seconds after which an answer whose page nobody asks for any more is cancelled (its page asks every second).
    abandon_after: float = 15.0
    #: Seconds a client has to send a request's headers, from connecting or from the previous reply; a request
    #: must be done (body read, reply sent) within ``request_timeout`` plus 30 s. A slower client is cut off.
    header_timeout: float = 10.0
    #: Connections open at once; one more is answered 503.
    max_connections: int = 256

    def __post_init__(self) -> None:
        if not is_loopback(self.host) and not self.token:
            raise ConfigError(f"serving on {self.host} needs a token: pass --token, or let `muonrag serve` generate one.")
        if self.token is not None and len(self.token) < 16:
            raise ConfigError("the token must be at least 16 characters long (or let `muonrag serve` generate one).")
        if not (self.request_timeout > 0 and self.max_request_bytes > 0 and self.max_query_chars > 0):
            raise ConfigError("request_timeout, max_request_bytes and max_query_chars must be positive.")
        if not (self.answer_workers >= 1 and self.max_pending_answers >= 1 and self.asks_per_minute > 0
                and self.ask_burst >= 1 and self.requests_per_minute > 0 and self.request_burst >= 1
                and self.abandon_after > 0 and self.header_timeout > 0 and self.max_connections >= 1):
            raise ConfigError("answer_workers, max_pending_answers, the rates, the bursts, abandon_after, "
                              "header_timeout and max_connections must be positive.")
        if not 0 <= self.port <= 65535:
            raise ConfigError(f"port must be 0-65535, got {self.port}.")

    @classmethod
    def from_command_line(cls, host: str = "127.0.0.1", port: int = 8765, token: Optional[str] = None,
                          agent: bool = True, request_timeout: Optional[float] = None,
                          llm_deadline: Optional[float] = None, **limits: float) -> "ServeSettings":
        """Settings from ``muonrag serve``'s flags: a token generated for a non-loopback host when none is given,
        and a request timeout that outlasts the LLM deadline (``llm_deadline`` + 30 s) unless one is given;
        ``limits`` are the other fields (``None`` keeps the default)."""
        if token is None and not is_loopback(host):
            token = secrets.token_urlsafe(24)
        if request_timeout is None:
            request_timeout = max(DEFAULT_REQUEST_TIMEOUT, (llm_deadline or 0.0) + 30.0)
        given = {name: value for name, value in limits.items() if value is not None}
        return cls(host=host, port=port, token=token, agent=agent, request_timeout=request_timeout, **given)
