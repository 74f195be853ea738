"""The settings of ``muonrag serve``: where it listens, who may use it, and what a request may cost.

The limits are the ``[serve]`` section of :class:`~muonrag.Config`
(:class:`muonrag.config.ServeSettings`: the TOML file, ``MUONRAG_SERVE_*`` and
``muonrag serve``'s flags); :class:`ServerSettings` adds the token, which comes
only from ``MUONRAG_SERVE_TOKEN``, a token file or ``--token`` (:func:`choose_token`).
"""

from __future__ import annotations

import ipaddress
import os
import secrets
import stat
from dataclasses import dataclass, field, fields
from typing import Optional

from muonrag.config import ServeSettings
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
class ServerSettings(ServeSettings):
    """What the server runs with: the ``[serve]`` settings (:class:`muonrag.config.ServeSettings`) and the token.

    ``token``: required on every request when set (header ``X-Muonrag-Token``
    or ``Authorization: Bearer``, or ``?token=``, after which a cookie carries
    it); always set when ``host`` is not a loopback address. An unset
    ``request_timeout`` is :data:`DEFAULT_REQUEST_TIMEOUT`.
    """

    token: Optional[str] = field(default=None, repr=False)

    def check(self) -> None:
        super().check()
        if not is_loopback(self.host) and not self.token:
            raise ConfigError(f"serving on {self.host} needs a token: pass --token, or let `muonrag serve` generate one.")
        if self.token is not None and len(self.token) < 16:
            raise ConfigError("the token must be at least 16 characters long (or let `muonrag serve` generate one).")
        if self.request_timeout is None:
            object.__setattr__(self, "request_timeout", DEFAULT_REQUEST_TIMEOUT)

    @classmethod
    def from_config(cls, section: Optional[ServeSettings] = None, token: Optional[str] = None,
                    llm_deadline: Optional[float] = None) -> "ServerSettings":
        """The settings of ``section`` (``config.serve``; the defaults when ``None``) with ``token``: one is
        generated for a host other machines reach when none is given, and an unset request timeout outlasts
        the LLM deadline (``llm_deadline`` + 30 s, at least :data:`DEFAULT_REQUEST_TIMEOUT`)."""
        section = section or ServeSettings()
        values = {f.name: getattr(section, f.name) for f in fields(section)}
        if token is None and not is_loopback(section.host):
            token = secrets.token_urlsafe(24)
        if values["request_timeout"] is None:
            values["request_timeout"] = max(DEFAULT_REQUEST_TIMEOUT, (llm_deadline or 0.0) + 30.0)
        return cls(token=token, **values)
