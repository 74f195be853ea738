"""Every request to the LLM endpoint bounded: its deadline, the question's deadline, one retry layer, redirects.

Three limits hold for every request muonrag makes (see :doc:`/llm`):

* **per request** (``llm_timeout``): the whole request (connecting, sending, the
  response headers and the whole body) ends within ``llm_timeout`` seconds. An
  ``httpx`` timeout alone bounds each socket read, so an endpoint that sends one
  byte every few seconds would never time out; :class:`DeadlineTransport` gives
  every socket operation only the time left of the request's deadline.
* **per question** (``llm_deadline``): the calls made for one question
  (decomposition, answer, verification, and their retries) end within
  ``llm_deadline`` seconds of the question's start; after it the endpoint is
  not asked again, and each step falls back as it does when the endpoint fails.
* **retries** (``llm_retries``): one retry layer, here (:func:`call_bounded`,
  through which muonrag's LlamaIndex LLM, :mod:`muonrag.llm.adapter`, sends every
  request); the ``openai`` client's and LlamaIndex's own retries are turned off. A
  ``Retry-After`` longer than ``llm_retry_after_cap`` is not waited for.

Redirects to another origin (scheme, host or port) are refused with a
:class:`~muonrag.errors.LLMRedirectError`; an endpoint's own redirects (same origin, at most
:data:`MAX_REDIRECTS`) are followed, since the request and its key stay on the
server the configuration names.
"""

from __future__ import annotations

import email.utils
import logging
import math
import threading
import time
import urllib.request
from contextlib import contextmanager
from typing import Any, Callable, Iterator, Optional, TypeVar

import httpcore
import httpx

from muonrag.core.redact import Redactor, secret_values
from muonrag.errors import LLMDeadlineError, LLMError, LLMRedirectError, LLMTimeoutError, LLMUnavailableError, MuonRAGError
from muonrag.llm.cancel import checkpoint
from muonrag.llm.wire import classify

log = logging.getLogger(__name__)

T = TypeVar("T")

#: Same-origin redirects followed for one request (a redirect to another origin is refused).
MAX_REDIRECTS = 3
#: First pause before retrying a failure the endpoint gave no ``Retry-After`` for; doubled each retry.
BACKOFF_S = 0.5
_RETRIED_STATUS = frozenset({408, 409, 429})


class Deadline:
    """A point in monotonic time; ``remaining()`` is what is left of it (never negative)."""

    def __init__(self, seconds: float):
        self.seconds = float(seconds)
        self.at = time.monotonic() + self.seconds

    def remaining(self) -> float:
        return max(0.0, self.at - time.monotonic())


# --- the per-request deadline, enforced on every socket operation -------------------------------------------------


class _DeadlineStream(httpcore.NetworkStream):
    """A connection whose reads and writes get at most the time left of the current request's deadline."""

    def __init__(self, stream: httpcore.NetworkStream, clock: "_RequestClock"):
        self._stream = stream
        self._clock = clock

    def read(self, max_bytes: int, timeout: Optional[float] = None) -> bytes:
        data = self._stream.read(max_bytes, self._clock.limit(timeout, httpcore.ReadTimeout))
        self._clock.received(data)
        return data

    def write(self, buffer: bytes, timeout: Optional[float] = None) -> None:
        self._stream.write(buffer, self._clock.limit(timeout, httpcore.WriteTimeout))

    def close(self) -> None:
        self._stream.close()

    def start_tls(self, ssl_context, server_hostname=None, timeout=None) -> httpcore.NetworkStream:
        stream = self._stream.start_tls(ssl_context, server_hostname, self._clock.limit(timeout, httpcore.ConnectTimeout))
        return _DeadlineStream(stream, self._clock)

    def get_extra_info(self, info: str) -> Any:
        return self._stream.get_extra_info(info)


class _RequestClock:
    """The deadline of the request this thread is making (one request at a time per thread, as httpx sends)."""

    def __init__(self) -> None:
        self._local = threading.local()

    def remaining(self) -> Optional[float]:
        deadline = getattr(self._local, "deadline", None)
        return None if deadline is None else deadline.remaining()

    def limit(self, timeout: Optional[float], error: type[Exception]) -> Optional[float]:
        """``timeout`` (one socket operation's) shortened to what is left of the deadline; ``error`` once it passed."""
        left = self.remaining()
        if left is None:
            return timeout
        if left <= 0:
            raise error("the request's total deadline (llm_timeout) passed")
        return left if timeout is None else min(timeout, left)

    @contextmanager
    def within(self, seconds: float) -> Iterator[None]:
        previous = getattr(self._local, "deadline", None)
        self._local.deadline = Deadline(seconds) if previous is None else min(previous, Deadline(seconds), key=lambda d: d.at)
        try:
            yield
        finally:
            self._local.deadline = previous

    @contextmanager
    def streaming(self, idle: float, total: float) -> Iterator[None]:
        """Context: a streamed request may take ``total`` seconds, each server-sent event arriving within
        ``idle`` seconds of the one before (bytes dripped without completing an event do not count)."""
        saved = tuple(getattr(self._local, name, None) for name in ("deadline", "idle", "total", "tail"))
        self._local.total = Deadline(total)
        self._local.idle, self._local.tail = idle, b""
        self._local.deadline = min(Deadline(idle), self._local.total, key=lambda d: d.at)
        try:
            yield
        finally:
            self._local.deadline, self._local.idle, self._local.total, self._local.tail = saved

    def received(self, data: bytes) -> None:
        """Note bytes read: in a streamed request, a completed event moves the deadline to ``idle`` from now."""
        idle = getattr(self._local, "idle", None)
        if idle is None or not data:
            return
        seen = self._local.tail + data
        if b"\n\n" in seen or b"\r\n\r\n" in seen:
            self._local.deadline = min(Deadline(idle), self._local.total, key=lambda d: d.at)
        self._local.tail = seen[-3:]


class _DeadlineBackend(httpcore.NetworkBackend):
    """httpcore's own sockets, each wrapped in a :class:`_DeadlineStream`."""

    def __init__(self, clock: _RequestClock):
        self._backend = httpcore.SyncBackend()
        self._clock = clock

    def connect_tcp(self, host, port, timeout=None, local_address=None, socket_options=None) -> httpcore.NetworkStream:
        limit = self._clock.limit(timeout, httpcore.ConnectTimeout)
        stream = self._backend.connect_tcp(host, port, limit, local_address, socket_options)
        return _DeadlineStream(stream, self._clock)

    def connect_unix_socket(self, path, timeout=None, socket_options=None) -> httpcore.NetworkStream:
        limit = self._clock.limit(timeout, httpcore.ConnectTimeout)
        return _DeadlineStream(self._backend.connect_unix_socket(path, limit, socket_options), self._clock)

    def sleep(self, seconds: float) -> None:
        self._backend.sleep(seconds)


class DeadlineTransport(httpx.HTTPTransport):
    """An ``httpx`` transport whose every request, body included, ends by a total deadline.

    ``httpx.Timeout`` bounds each socket operation; this transport gives each
    one only what is left of ``total_s`` (or of a shorter deadline set with
    :meth:`within` by the caller, e.g. what is left of the question). The body
    is read inside ``httpx.Client.send``, so a deadline set around the call
    covers it too (a request made outside :meth:`within` has ``total_s`` for its
    headers only). An HTTP(S) proxy named by the environment for ``url`` is used.

    Every reply is read through a :class:`~muonrag.core.redact.Redactor` of ``secrets`` (the API key), so a key
    the endpoint echoes never reaches a message, a trace or a page, and through
    :func:`~muonrag.llm.cancel.checkpoint`, so an answer whose client is gone
    stops at the next part of its reply.

    Args:
        total_s: seconds a request may take when the caller set no deadline.
        url: the endpoint (to pick the environment's proxy for it).
        secrets: values never passed on from a reply (the API key).
    """

    def __init__(self, total_s: float, url: str, secrets: tuple[str, ...] = ()):
        super().__init__()
        self.total_s = float(total_s)
        self.secrets = secret_values(*secrets)
        self._clock = _RequestClock()
        backend = _DeadlineBackend(self._clock)
        proxy = _environment_proxy(url)
        context = httpx.create_ssl_context()
        # replaces the pool HTTPTransport made: the same kind of pool, with the deadline backend
        if proxy is None:
            self._pool = httpcore.ConnectionPool(ssl_context=context, network_backend=backend)
        else:
            proxy_url = httpx.URL(proxy)
            self._pool = httpcore.HTTPProxy(
                proxy_url=httpcore.URL(scheme=proxy_url.raw_scheme, host=proxy_url.raw_host, port=proxy_url.port,
                                       target=proxy_url.raw_path),
                ssl_context=context, network_backend=backend)

    def within(self, seconds: float):
        """Context: requests this thread makes inside it end within ``seconds`` (and within ``total_s`` each)."""
        return self._clock.within(seconds)

    def streaming(self, idle: float, total: float):
        """Context: a streamed request ends within ``total`` seconds, and as soon as no event came for ``idle``."""
        return self._clock.streaming(idle, total)

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        checkpoint()
        if self._clock.remaining() is not None:
            return self._guarded(super().handle_request(request))
        # a request made outside within() (not by muonrag's LLM, which sets one): total_s bounds its headers; its body is read
        # after this returns, each read bounded by the client's timeout
        with self._clock.within(self.total_s):
            return self._guarded(super().handle_request(request))

    def _guarded(self, response: httpx.Response) -> httpx.Response:
        """``response`` with its body read through the redactor and the cancellation checkpoint."""
        headers = [(k, v) for k, v in response.headers.raw if k.lower() != b"content-length"]
        return httpx.Response(response.status_code, headers=headers, extensions=response.extensions,
                              stream=_GuardedStream(response.stream, Redactor(self.secrets)))


class _GuardedStream(httpx.SyncByteStream):
    """A reply's bytes, redacted, with a cancellation checkpoint before each part."""

    def __init__(self, stream: Any, redactor: Redactor):
        self._stream = stream
        self._redactor = redactor

    def __iter__(self) -> Iterator[bytes]:
        for part in self._stream:
            checkpoint()
            out = self._redactor.feed(part)
            if out:
                yield out
        rest = self._redactor.flush()
        if rest:
            yield rest

    def close(self) -> None:
        close = getattr(self._stream, "close", None)
        if close is not None:
            close()


def _environment_proxy(url: str) -> Optional[str]:
    """The proxy ``HTTP(S)_PROXY`` names for ``url``, unless ``NO_PROXY`` exempts its host (what httpx itself does)."""
    parsed = httpx.URL(url)
    if urllib.request.proxy_bypass(parsed.host):
        return None
    proxy = urllib.request.getproxies().get(parsed.scheme)
    return proxy if proxy and proxy.startswith(("http://", "https://")) else None


class RedirectGuard:
    """An ``httpx`` response hook refusing a redirect to another origin than the request's.

    A redirect to another host or port would send the prompt (and the API key's
    destination would change) to a server the configuration does not name.
    """

    def __call__(self, response: httpx.Response) -> None:
        if not response.has_redirect_location:
            return
        source = response.request.url
        target = source.join(response.headers["location"])
        if _origin(target) != _origin(source):
            raise LLMRedirectError(
                f"the endpoint answered HTTP {response.status_code}, a redirect from {_origin_text(source)} to another "
                f"server, {_origin_text(target)}; redirects to another host or port are not followed. "
                "Set llm_base_url to the URL the endpoint is really served at.")


def _origin(url: httpx.URL) -> tuple[str, str, int]:
    return url.scheme, url.host, url.port or {"http": 80, "https": 443}.get(url.scheme, 0)


def _origin_text(url: httpx.URL) -> str:
    scheme, host, port = _origin(url)
    return f"{scheme}://{host}:{port}"


# --- the one retry layer, and the per-question deadline -----------------------------------------------------------


def retry_after_s(response: Optional[httpx.Response]) -> Optional[float]:
    """Seconds a ``Retry-After`` (or ``retry-after-ms``) header asks to wait, or ``None`` without a usable one."""
    if response is None:
        return None
    headers = response.headers
    try:
        if "retry-after-ms" in headers:
            value = float(headers["retry-after-ms"]) / 1000
            return value if math.isfinite(value) and value >= 0 else None
        raw = headers.get("retry-after")
        if raw is None:
            return None
        try:
            value = float(raw)
        except ValueError:
            when = email.utils.parsedate_to_datetime(raw)
            value = when.timestamp() - time.time()
        return max(0.0, value) if math.isfinite(value) else None
    except (TypeError, ValueError, OverflowError):
        return None


class Failure:
    """One failed attempt: what happened, the error it becomes when not retried, and the wait the endpoint asked for."""

    def __init__(self, what: str, error: type[LLMError], asked: Optional[float] = None, retry: bool = True):
        self.what = what
        self.error = error
        self.asked = asked
        self.retry = retry


class RetryPolicy:
    """What one failed attempt means: retried after a pause, or given up with a clear error.

    Args:
        timeout: ``llm_timeout`` (named in messages).
        retries: ``llm_retries``.
        retry_after_cap: ``llm_retry_after_cap``: a longer ``Retry-After`` is not waited for.
        url: the endpoint (named in messages).
        retry_timeouts: ``llm_retry_timeouts``: retry a request that timed out (the server is
            usually still computing it, so by default it is not asked again).
    """

    def __init__(self, timeout: float, retries: int, retry_after_cap: float, url: str, retry_timeouts: bool = False):
        self.timeout = timeout
        self.retries = retries
        self.retry_after_cap = retry_after_cap
        self.url = url
        self.retry_timeouts = retry_timeouts

    def failure(self, exc: Exception) -> Optional["Failure"]:
        """What the failed attempt ``exc`` was, or ``None`` for an error passed on as it is (an HTTP 4xx the
        caller inspects, such as a refused ``response_format``)."""
        import openai

        if isinstance(exc, (openai.APITimeoutError, httpx.TimeoutException)):  # the latter while a stream is read
            return Failure(f"timed out: no complete reply (streamed: no next part of it) within llm_timeout={self.timeout:g} s", LLMTimeoutError,
                           retry=self.retry_timeouts)
        if isinstance(exc, openai.APIStatusError):
            status = exc.status_code
            if status >= 500 and classify(exc, sent_format=True) == "format":
                return None  # a server error that names response_format is a refusal of the format, not an outage
            if status in _RETRIED_STATUS or status >= 500:
                return Failure(f"answered HTTP {status}", LLMUnavailableError, retry_after_s(exc.response))
            return None
        if isinstance(exc, (openai.APIConnectionError, httpx.TransportError)):
            return Failure(f"could not be reached ({_cause(exc)})", LLMUnavailableError)
        return None

    def pause(self, retry: int, asked: Optional[float]) -> float:
        """Seconds to wait before retry number ``retry`` (1-based)."""
        if asked is not None:
            return asked
        return min(BACKOFF_S * 2 ** (retry - 1), max(self.retry_after_cap, BACKOFF_S))


def _cause(exc: BaseException) -> str:
    cause = exc.__cause__ or exc.__context__
    return f"{type(cause).__name__}: {str(cause)[:120]}" if cause is not None else str(exc)[:120]


def _muonrag_cause(exc: BaseException) -> Optional[MuonRAGError]:
    """A muonrag error (the redirect guard's) that the openai client wrapped in its connection error."""
    seen = 0
    while exc is not None and seen < 8:
        if isinstance(exc, MuonRAGError):
            return exc
        exc = exc.__cause__ or exc.__context__
        seen += 1
    return None


class QuestionDeadlines:
    """The deadline of the question each thread is answering (none outside a question)."""

    def __init__(self, seconds: float):
        self.seconds = float(seconds)
        self._local = threading.local()

    def current(self) -> Optional[Deadline]:
        return getattr(self._local, "deadline", None)

    @contextmanager
    def question(self) -> Iterator[None]:
        """Context: the calls made inside it share one deadline (a question inside a question keeps the outer one)."""
        if self.current() is not None:
            yield
            return
        self._local.deadline = Deadline(self.seconds)
        try:
            yield
        finally:
            self._local.deadline = None


def call_bounded(call: Callable[[], T], transport: DeadlineTransport, policy: RetryPolicy,
                 questions: QuestionDeadlines, stream: bool = False) -> T:
    """Run ``call`` (one request) with the request deadline, the question deadline and the retries of ``policy``.

    A streamed request (``stream``) is bounded by ``llm_timeout`` between two events of the reply
    and by what is left of the question (or ``llm_deadline`` outside one) in all, so a slow server
    that keeps producing tokens is waited for, and one that stops is not.
    """
    question = questions.current()
    retry = 0
    while True:
        left = None if question is None else question.remaining()
        if left is not None and left <= 0:
            raise _deadline_error(questions)
        if stream:
            bound = transport.streaming(policy.timeout, questions.seconds if left is None else left)
        else:
            bound = transport.within(policy.timeout if left is None else min(policy.timeout, left))
        try:
            with bound:
                return call()
        except Exception as exc:
            guarded = _muonrag_cause(exc)
            if guarded is not None:
                raise guarded from None
            failure = policy.failure(exc)
            if failure is None:
                raise
            if question is not None and question.remaining() <= 0:
                raise _deadline_error(questions) from exc
            if not failure.retry:
                raise failure.error(f"the endpoint {policy.url} {failure.what}; not asked again, since the server is "
                                    "probably still computing that reply (raise llm_timeout for a slow server, or set "
                                    "llm_retry_timeouts)") from exc
            if retry >= policy.retries:
                raise failure.error(f"the endpoint {policy.url} {failure.what}, {retry + 1} attempt(s) "
                                    f"(llm_retries={policy.retries}); raise llm_timeout or llm_retries "
                                    "for a slow endpoint") from exc
            if failure.asked is not None and failure.asked > policy.retry_after_cap:
                raise LLMUnavailableError(
                    f"the endpoint {policy.url} {failure.what} and asked to wait {failure.asked:g} s (Retry-After), "
                    f"more than llm_retry_after_cap={policy.retry_after_cap:g} s; not retried") from exc
            retry += 1
            wait = policy.pause(retry, failure.asked)
            if question is not None and wait >= question.remaining():
                raise _deadline_error(questions) from exc
            log.warning("LLM endpoint %s %s; retry %d of %d in %.1f s", policy.url, failure.what, retry, policy.retries, wait)
            time.sleep(wait)


def _deadline_error(questions: QuestionDeadlines) -> LLMDeadlineError:
    return LLMDeadlineError(f"the question's LLM deadline (llm_deadline={questions.seconds:g} s) is spent; the endpoint "
                            "is not asked again for this question (raise llm_deadline for a slow endpoint)")
