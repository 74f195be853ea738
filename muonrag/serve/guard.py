"""What every request passes before the app sees it: the host name, the token, the client's rate, the size
limit, the origin, and the headers that keep a page inert.

One ASGI middleware, so the checks hold for every route, including ones added
later: a loopback server answers only to its own names (400 for any other
``Host``: a page elsewhere whose DNS name is rebound to this machine); a
request without the token (when one is set) gets 401; a client over its rate
gets 429 with ``Retry-After``; a body larger than the limit gets 413, whether
it announces its length or streams it in chunks (the body is read here,
counted as it arrives, and no further than the limit); a POST from another site
gets 403; every response says how it may be used (no scripts at all, nothing
framed, nothing cached, no MIME sniffing, no referrer sent to another site;
within the site the browser sends its origin, which the POST check reads), and
no response carries a secret (the token, the API key), whatever it echoes.
"""

from __future__ import annotations

import json
import secrets
from http.cookies import SimpleCookie
from typing import Any, Awaitable, Callable, Optional
from urllib.parse import parse_qs, urlsplit

from muonrag.core.redact import secret_values
from muonrag.serve.limits import RateLimit

Scope = dict[str, Any]
Message = dict[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

TOKEN_HEADER = "x-muonrag-token"
TOKEN_COOKIE = "muonrag_token"
TOKEN_PARAMETER = "token"
#: No script runs on any page: there is none, and this policy forbids any that a mistake could let in.
PAGE_POLICY = ("default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; "
               "frame-ancestors 'none'; base-uri 'none'")
_COMMON_HEADERS = [(b"x-content-type-options", b"nosniff"), (b"referrer-policy", b"same-origin"),
                   (b"x-frame-options", b"DENY"), (b"cache-control", b"no-store")]


class ClientGone(Exception):
    """The client disconnected before it sent the whole request body."""


class Guard:
    """The middleware (see the module docstring).

    Args:
        app: the routes.
        token: required on every request; ``None`` lets every request through unchecked.
        max_body: the largest request body, in bytes.
        hosts: the names the server answers to (``Host`` without its port), or ``None`` for any.
        secrets: values masked in every response body (kept the same length, so a declared length holds).
        rate: requests one client (address) may make.
    """

    def __init__(self, app: ASGIApp, token: Optional[str], max_body: int, hosts: Optional[frozenset[str]] = None,
                 secrets: tuple[str, ...] = (), rate: Optional[RateLimit] = None):
        self.app = app
        self.token = token
        self.max_body = max_body
        self.hosts = hosts
        self.secrets = [(s.encode(), _same_length_mask(len(s.encode()))) for s in secret_values(*secrets)]
        self.rate = rate

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope.get("headers", [])}
        path = scope.get("path", "")
        api = path.startswith("/api/") or path == "/openapi.json"
        if self.hosts is not None and _host_name(headers.get("host", "")) not in self.hosts:
            names = ", ".join(sorted(self.hosts))
            await _refuse(send, 400, f"this server answers to {names} only (the Host header said "
                          f"{headers.get('host', 'nothing')!r}); open the address `muonrag serve` printed.", api)
            return
        given, from_query = self._token_given(scope, headers)
        if self.token is not None and not (given and secrets.compare_digest(given.encode(), self.token.encode())):
            await _refuse(send, 401, "this server needs its token: open the address `muonrag serve` printed "
                          f"(it ends in ?{TOKEN_PARAMETER}=...), or send the header X-Muonrag-Token.", api)
            return
        if self.rate is not None:
            wait = self.rate.take((scope.get("client") or ("unknown",))[0])
            if wait is not None:
                await _refuse(send, 429, f"too many requests from this client; try again in {wait:g} s.", api,
                              [(b"retry-after", str(int(wait)).encode())])
                return
        if scope.get("method") == "POST" and not _same_origin(headers):
            await _refuse(send, 403, "a form posted from another site is refused; use the page this server shows.", api)
            return
        length = headers.get("content-length", "")
        if length.isdigit() and int(length) > self.max_body:
            await _refuse(send, 413, f"the request body has {int(length)} bytes; the limit is {self.max_body}. "
                          "Send a shorter query.", api)
            return
        try:
            body = await _read_body(receive, self.max_body)
        except ClientGone:  # nobody to answer
            return
        if body is None:
            await _refuse(send, 413, f"the request body is larger than {self.max_body} bytes, the limit. "
                          "Send a shorter query.", api)
            return
        set_cookie = self.token is not None and from_query

        async def guarded_send(message: Message) -> None:
            if message["type"] == "http.response.start":
                extra = list(_COMMON_HEADERS)
                present = {k.lower() for k, _ in message.get("headers", [])}
                if b"content-security-policy" not in present:
                    extra.append((b"content-security-policy", PAGE_POLICY.encode()))
                if set_cookie:
                    extra.append((b"set-cookie", f"{TOKEN_COOKIE}={self.token}; Path=/; HttpOnly; SameSite=Strict".encode()))
                message = {**message, "headers": [*message.get("headers", []), *extra]}
            elif message["type"] == "http.response.body" and self.secrets:
                body = message.get("body", b"")
                for secret, mask in self.secrets:
                    body = body.replace(secret, mask)
                message = {**message, "body": body}
            await send(message)

        await self.app(scope, _replay(body, receive), guarded_send)

    @staticmethod
    def _token_given(scope: Scope, headers: dict[str, str]) -> tuple[Optional[str], bool]:
        """The token the request carries, and whether it came in the query string (then a cookie keeps it)."""
        if headers.get(TOKEN_HEADER):
            return headers[TOKEN_HEADER], False
        authorization = headers.get("authorization", "")
        if authorization.lower().startswith("bearer "):
            return authorization[7:].strip(), False
        query = parse_qs(scope.get("query_string", b"").decode("latin-1"))
        if query.get(TOKEN_PARAMETER):
            return query[TOKEN_PARAMETER][0], True
        cookie = SimpleCookie()
        try:
            cookie.load(headers.get("cookie", ""))
        except Exception:  # a malformed Cookie header carries no token
            return None, False
        return (cookie[TOKEN_COOKIE].value, False) if TOKEN_COOKIE in cookie else (None, False)


def _same_origin(headers: dict[str, str]) -> bool:
    """Whether a POST comes from this server's own page (or from a client that sends neither Origin nor
    Sec-Fetch-Site: curl, httpx). A browser that says the request is cross-site is refused even without Origin."""
    if headers.get("sec-fetch-site", "").lower() in ("cross-site", "same-site"):
        return False
    origin = headers.get("origin")
    if not origin:
        return True
    return urlsplit(origin).netloc.lower() == headers.get("host", "").lower()


def _host_name(host: str) -> str:
    """The name in a ``Host`` header, without its port (``[::1]:8765`` -> ``[::1]``), in lower case."""
    host = host.strip().lower()
    if host.startswith("["):
        return host[:host.find("]") + 1] if "]" in host else host
    return host.rsplit(":", 1)[0] if host.count(":") == 1 else host


def _same_length_mask(length: int) -> bytes:
    """``[redacted]`` cut or padded with ``*`` to ``length`` bytes (a declared Content-Length stays true)."""
    return (b"[redacted]" + b"*" * max(0, length - 10))[:length] if length >= 10 else b"*" * length


async def _read_body(receive: Receive, limit: int) -> Optional[bytes]:
    """The whole request body, or ``None`` as soon as it outgrows ``limit`` (the rest is never read).

    Read here, before the app runs, because a body streamed in chunks announces
    no length: counting it inside the app would end in the app's own error
    handler (a bare 500) instead of this middleware's 413.
    """
    parts, seen = [], 0
    while True:
        message = await receive()
        if message["type"] != "http.request":
            raise ClientGone()
        chunk = message.get("body", b"")
        seen += len(chunk)
        if seen > limit:
            return None
        parts.append(chunk)
        if not message.get("more_body", False):
            return b"".join(parts)


def _replay(body: bytes, receive: Receive) -> Receive:
    """A ``receive`` that gives the app ``body`` in one message, then passes on what the client sends next
    (a disconnect)."""
    given = False

    async def replay() -> Message:
        nonlocal given
        if given:
            return await receive()
        given = True
        return {"type": "http.request", "body": body, "more_body": False}

    return replay


async def _refuse(send: Send, status: int, message: str, api: bool,
                  headers: Optional[list[tuple[bytes, bytes]]] = None) -> None:
    """A refusal: ``{"error": ...}`` for the API, a short plain page otherwise (no markup from the request)."""
    if api:
        body, kind = json.dumps({"error": message}).encode(), b"application/json"
    else:
        body, kind = f"Error {status}: {message}\n".encode(), b"text/plain; charset=utf-8"
    await send({"type": "http.response.start", "status": status,
                "headers": [(b"content-type", kind), (b"content-length", str(len(body)).encode()), *_COMMON_HEADERS,
                            (b"content-security-policy", PAGE_POLICY.encode()), *(headers or [])]})
    await send({"type": "http.response.body", "body": body})
