"""Testing utilities: a local LLM endpoint that replays scripted replies (like ``numpy.testing``, for muonrag's users).

:class:`ReplayLLMServer` is a small HTTP server on ``127.0.0.1`` that speaks the
OpenAI chat-completions protocol and answers each request with the next step
of a script. It stands in for an LLM endpoint, so that the real ``OpenAILike``
client (:func:`muonrag.llm.adapter.make_llm`) runs over a real socket with
nothing of the HTTP layer replaced: muonrag's own tests and grounding
benchmarks use it, and so can a user's tests of their own configuration::

    import muonrag
    from muonrag.testing import ReplayLLMServer

    with ReplayLLMServer(default="Each nozzle is a cone with an opening angle of 10 degrees [1].") as server:
        with muonrag.open_index("muonrag-index", llm_base_url=server.url, llm_model="replay-model") as index:
            answer = muonrag.ask(index, "What is the opening angle of the nozzles?", agent=False)
        print(answer.method, server.prompts()[0])  # "llm", and what muonrag sent

A step is one of:

* ``"text"``: a chat completion whose message content is the text;
* ``{"status": 500}``: an HTTP error with that status;
* ``{"delay": 5.0, "reply": "text"}``: wait (longer than the client's timeout, say), then reply;
* ``{"json": {...}}``: a chat completion whose content is that object as JSON;
* ``{"status": 429, "headers": {"Retry-After": "3600"}}``: an HTTP error with extra headers;
* ``{"pace": 0.5, "reply": "text"}``: the completion streamed (server-sent events), one event every
  ``pace`` seconds (a slow server that keeps producing tokens);
* ``{"redirect": "http://elsewhere/v1/chat/completions"}``: an HTTP 307 (or ``"status"``) to that URL;
* ``{"drip": 1.0, "part": "headers" or "body", "reply": "text"}``: a chat completion sent one byte
  every ``drip`` seconds, from the header block (``"headers"``) or after complete headers (``"body"``),
  until the client leaves or ``drip_limit`` seconds have passed (a slow endpoint that never stalls a
  single socket read for long);
* ``{"status": 400, "body": {...} or "text"}``: an HTTP error with exactly that body (a string is sent as
  ``text/plain``, as TGI's request validation does); ``"headers"`` may be added;
* ``{"message": {"content": None, "reasoning_content": "..."}, "finish_reason": "length", "usage": {...}}``:
  a chat completion whose ``choices[0].message`` has exactly those fields (``role`` added), with that
  ``finish_reason`` and ``usage`` (a real server's own reply shape);
* a callable: ``step(body)`` is called with the request's JSON and its result (any step, or another
  callable) is served: a rule-based server, e.g. one that answers by the request's ``response_format``
  or by whether it sent ``temperature``. As ``default`` it answers every request. A callable may also
  block (on a :class:`threading.Event`, say) to hold a reply back until a test lets it go.

A request with ``"stream": true`` gets its completion as server-sent events
(:func:`server_sent_events`), dripped too when the step drips. Errors stay plain
HTTP errors when ``"stream": true`` too, as real servers send them before the
stream starts; a streamed completion ends with a usage chunk when
``stream_options.include_usage`` is set.

This module needs nothing but the standard library (it imports nothing of
muonrag), so a benchmark may load it by path to test another checkout's
package with this one's endpoint.
"""


from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Callable, Union

__all__ = ["ReplayLLMServer", "server_sent_events", "Step"]

#: One scripted step: a reply text, a dict (an error, a delay, a stream, ...; see the module's list), or a
#: callable of the request's JSON that returns one.
Step = Union[str, dict, Callable[[dict], Any]]


def _resolve(step: Any, body: dict) -> Any:
    """A callable step answers for the request ``body`` (its result may itself be callable)."""
    for _ in range(8):
        if not callable(step):
            return step
        step = step(body)
    raise RuntimeError("a callable replay step kept returning callables")


def server_sent_events(completion: dict, piece: int = 40, include_usage: bool = False) -> bytes:
    """A chat completion as the stream a server sends for ``"stream": true``: chunks whose deltas carry the
    message's fields (content, reasoning, refusal) ``piece`` characters at a time, the finish reason, ``[DONE]``."""
    choice = completion["choices"][0]
    base = {k: completion[k] for k in ("id", "created", "model")} | {"object": "chat.completion.chunk"}
    deltas: list[dict] = [{"role": "assistant"}]
    for name, value in choice["message"].items():
        if name != "role" and isinstance(value, str):
            deltas += [{name: value[i:i + piece]} for i in range(0, len(value), piece)]
    events = [{**base, "choices": [{"index": 0, "delta": d, "finish_reason": None}]} for d in deltas]
    events.append({**base, "choices": [{"index": 0, "delta": {}, "finish_reason": choice.get("finish_reason")}]})
    if include_usage:
        events.append({**base, "choices": [], "usage": completion.get("usage")})
    return b"".join(f"data: {json.dumps(e)}\n\n".encode() for e in events) + b"data: [DONE]\n\n"


class ReplayLLMServer:
    """An OpenAI-compatible chat-completions endpoint on ``127.0.0.1`` (a free port) that replays ``script``.

    Use it as a context manager: the server runs in a daemon thread between ``__enter__`` and
    ``__exit__``, and :attr:`url` is the base URL to give a client (``llm_base_url``). Each POST takes
    the next step of :attr:`script` (steps are described in :mod:`muonrag.testing`); once the script is
    used up, ``default`` answers, and with no ``default`` the request gets HTTP 500 ("replay script
    exhausted"). :attr:`script` and :attr:`default` may be changed between requests.

    Args:
        script: the steps, in order, one per request.
        default: the step for every request once ``script`` is used up (often a callable).
        reject_response_format: behave like an endpoint without structured output: a request that
            carries ``response_format`` gets HTTP 400 and does not use up a step.
        drip_limit: seconds after which a ``drip`` step stops sending (so that a test never hangs on it).

    Attributes:
        requests: every request received, in order, as ``{"path": ..., "body": <the request's JSON>}``.
    """

    def __init__(self, script: list[Step] | None = None, default: Step | None = None, reject_response_format: bool = False,
                 drip_limit: float = 20.0):
        self.script: list[Step] = list(script or [])
        self.drip_limit = drip_limit
        self.default = default
        self.reject_response_format = reject_response_format
        self.requests: list[dict[str, Any]] = []
        self._lock = threading.Lock()
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):  # keep test output clean
                pass

            def do_POST(self):
                body = json.loads(self.rfile.read(int(self.headers.get("Content-Length", 0))) or b"{}")
                self._include_usage = bool((body.get("stream_options") or {}).get("include_usage"))
                with server._lock:
                    server.requests.append({"path": self.path, "body": body})
                    if server.reject_response_format and "response_format" in body:
                        self._send(400, {"error": {"message": "response_format is not supported"}})
                        return
                    step = server.script.pop(0) if server.script else server.default
                step = _resolve(step, body)
                if step is None:
                    self._send(500, {"error": {"message": "replay script exhausted"}})
                    return
                if isinstance(step, dict) and "delay" in step:
                    time.sleep(step["delay"])
                    step = _resolve(step.get("reply", ""), body)
                if isinstance(step, dict) and "json" in step:
                    step = json.dumps(step["json"])
                if isinstance(step, dict) and "redirect" in step:
                    self._send(step.get("status", 307), {}, {"Location": step["redirect"]})
                    return
                if isinstance(step, dict) and "status" in step:
                    payload = step.get("body", {"error": {"message": f"scripted HTTP {step['status']}"}})
                    self._send(step["status"], payload, step.get("headers"))
                    return
                if isinstance(step, dict) and "pace" in step:  # streamed: one event every `pace` seconds
                    self._paced(step["pace"], self._completion(body, step.get("reply", "")))
                    return
                if isinstance(step, dict) and "drip" in step:
                    self._drip(step["drip"], step.get("part", "body"), self._completion(body, step.get("reply", "")),
                               stream=bool(body.get("stream")))
                    return
                self._send(200, self._completion(body, step), stream=bool(body.get("stream")))

            def _completion(self, body: dict, step: Step) -> dict:
                if isinstance(step, dict) and "message" in step:  # a server's own reply shape
                    message = {"role": "assistant", **step["message"]}
                    finish, usage = step.get("finish_reason", "stop"), step.get("usage")
                else:
                    message, finish, usage = {"role": "assistant", "content": step}, "stop", None
                return {
                    "id": f"chatcmpl-{len(server.requests)}",
                    "object": "chat.completion",
                    "created": int(time.time()),
                    "model": body.get("model", "replay"),
                    "choices": [{"index": 0, "message": message, "finish_reason": finish}],
                    "usage": usage or {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
                }

            def _send(self, status: int, payload: Union[dict, str], headers: dict | None = None, stream: bool = False):
                text = isinstance(payload, str)  # a plain-text error body
                data = payload.encode() if text else self._events(payload) if stream else json.dumps(payload).encode()
                kind = "text/plain; charset=utf-8" if text else "text/event-stream" if stream else "application/json"
                try:
                    self.send_response(status)
                    self.send_header("Content-Type", kind)
                    self.send_header("Content-Length", str(len(data)))
                    for name, value in (headers or {}).items():
                        self.send_header(name, str(value))
                    self.end_headers()
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):  # the client gave up (timeout)
                    pass

            def _events(self, payload: dict) -> bytes:
                return server_sent_events(payload, include_usage=getattr(self, "_include_usage", False))

            def _paced(self, every: float, payload: dict):
                events = self._events(payload).split(b"\n\n")[:-1]
                try:
                    self.send_response(200)
                    self.send_header("Content-Type", "text/event-stream")
                    self.send_header("Connection", "close")
                    self.end_headers()
                    for event in events:
                        time.sleep(every)
                        self.wfile.write(event + b"\n\n")
                        self.wfile.flush()
                except (BrokenPipeError, ConnectionResetError, OSError):  # the client gave up
                    pass
                self.close_connection = True

            def _drip(self, every: float, part: str, payload: dict, stream: bool = False):
                data = self._events(payload) if stream else json.dumps(payload).encode()
                kind = "text/event-stream" if stream else "application/json"
                head = (f"HTTP/1.1 200 OK\r\nContent-Type: {kind}\r\nContent-Length: {len(data)}\r\n"
                        f"X-Padding: {'x' * 4000}\r\n\r\n").encode()
                if part == "body":
                    slow = data
                    self.wfile.write(head)
                else:
                    slow = head + data
                self.wfile.flush()
                stop = time.monotonic() + server.drip_limit
                try:
                    for i in range(len(slow)):
                        if time.monotonic() > stop:
                            break
                        self.wfile.write(slow[i:i + 1])
                        self.wfile.flush()
                        time.sleep(every)
                except (BrokenPipeError, ConnectionResetError, OSError):  # the client gave up
                    pass
                self.close_connection = True

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    @property
    def url(self) -> str:
        """The base URL of the endpoint, ``http://127.0.0.1:PORT/v1``."""
        return f"http://127.0.0.1:{self.httpd.server_address[1]}/v1"

    def __enter__(self) -> "ReplayLLMServer":
        """Start serving (in a daemon thread)."""
        self.thread.start()
        return self

    def __exit__(self, *exc) -> None:
        """Stop serving and close the socket."""
        self.httpd.shutdown()
        self.httpd.server_close()

    def prompts(self) -> list[str]:
        """The text of every message of every request, joined per request."""
        return ["\n".join(m.get("content") or "" if isinstance(m.get("content"), (str, type(None))) else json.dumps(m["content"])
                          for m in r["body"].get("messages", [])) for r in self.requests]
