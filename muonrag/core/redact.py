"""Secrets kept out of everything muonrag writes: the LLM endpoint's API key and the server's token.

An endpoint (or a proxy in front of it) may echo the request's key in an error
body or even in a reply. Replies are redacted as they are read
(:class:`Redactor` over the byte stream, so a key split between two reads is
caught too), and a streamed reply again once its parts are joined (a key echoed in the reply arrives one
piece per event), before any message, trace, log line or page is made of them.
"""

from __future__ import annotations

from typing import Iterable, Optional

#: What a secret is replaced by.
MASK = "[redacted]"
#: Values shorter than this are not treated as secrets: masking every "x" or "local" would wreck the text,
#: and so short a key guards nothing.
MIN_SECRET_CHARS = 8
#: Placeholders muonrag sends when no key is configured.
_NOT_SECRETS = frozenset({"not-needed"})


def secret_values(*values: Optional[str]) -> tuple[str, ...]:
    """The values among ``values`` worth redacting (set, long enough, not a placeholder), longest first."""
    kept = {v for v in values if v and len(v) >= MIN_SECRET_CHARS and v not in _NOT_SECRETS}
    return tuple(sorted(kept, key=len, reverse=True))


def redact(text: str, secrets: Iterable[str]) -> str:
    """``text`` with every occurrence of each of ``secrets`` (see :func:`secret_values`) replaced by :data:`MASK`."""
    for secret in secret_values(*secrets):
        if secret in text:
            text = text.replace(secret, MASK)
    return text


class Redactor:
    """Redacts ``secrets`` from a byte stream read in parts: :meth:`feed` each part, :meth:`flush` at the end.

    The last ``len(longest secret) - 1`` bytes of a part are held back until the
    next, so a secret cut between two parts is still found whole.
    """

    def __init__(self, secrets: Iterable[str]):
        self._secrets = [s.encode("utf-8") for s in secret_values(*secrets)]
        self._keep = max((len(s) for s in self._secrets), default=1) - 1
        self._held = b""

    @property
    def active(self) -> bool:
        """Whether there is anything to redact."""
        return bool(self._secrets)

    def _mask(self, data: bytes) -> bytes:
        for secret in self._secrets:
            data = data.replace(secret, MASK.encode())
        return data

    def feed(self, part: bytes) -> bytes:
        """The bytes of ``part`` that can be passed on now, redacted."""
        if not self._secrets:
            return part
        data = self._mask(self._held + part)
        cut = max(0, len(data) - self._keep)
        self._held = data[cut:]
        return data[:cut]

    def flush(self) -> bytes:
        """What is still held back, redacted."""
        data, self._held = self._mask(self._held), b""
        return data
