"""A local HTTP server speaking the OpenAI chat-completions protocol, replaying scripted replies.

It stands in for the LLM endpoint (which cannot run here) so that the real
``OpenAILike`` client code runs over a real socket. Each request takes the next
scripted step:

* ``"text"``: a chat completion whose message content is the text;
* ``{"status": 500}``: an HTTP error with that status;
* ``{"delay": 5.0, "reply": "text"}``: wait (longer than the client's timeout), then reply;
* ``{"json": {...}}``: a chat completion whose content is that object as JSON;
* ``{"status": 429, "headers": {"Retry-After": "3600"}}``: an HTTP error with extra headers;
* ``{"redirect": "http://elsewhere/v1/chat/completions"}``: an HTTP 307 (or ``"status"``) to that URL;
* ``{"drip": 1.0, "part": "headers" or "body", "reply": "text"}``: a chat completion sent one byte
  every ``drip`` seconds, from the header block (``"headers"``) or after complete headers (``"body"``),
  until the client leaves or ``drip_limit`` seconds have passed (a slow endpoint that never stalls a
  single socket read for long).

With ``reject_response_format=True`` the server behaves like an endpoint
without structured output: a request carrying ``response_format`` gets HTTP
400 and does not use up a scripted step.

Every request body is recorded in ``server.requests``.
"""

from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Union

Step = Union[str, dict]


class ReplayLLMServer:
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
                with server._lock:
                    server.requests.append({"path": self.path, "body": body})
                    if server.reject_response_format and "response_format" in body:
                        self._send(400, {"error": {"message": "response_format is not supported"}})
                        return
                    step = server.script.pop(0) if server.script else server.default
                if step is None:
                    self._send(500, {"error": {"message": "replay script exhausted"}})
                    return
                if isinstance(step, dict) and "delay" in step:
                    time.sleep(step["delay"])
                    step = step.get("reply", "")
                if isinstance(step, dict) and "json" in step:
                    step = json.dumps(step["json"])
                if isinstance(step, dict) and "redirect" in step:
                    self._send(step.get("status", 307), {}, {"Location": step["redirect"]})
                    return
                if isinstance(step, dict) and "status" in step:
                    self._send(step["status"], {"error": {"message": f"scripted HTTP {step['status']}"}}, step.get("headers"))
                    return
                if isinstance(step, dict) and "drip" in step:
                    self._drip(step["drip"], step.get("part", "body"), self._completion(body, step.get("reply", "")))
                    return
                self._send(200, self._completion(body, step))

            def _completion(self, body: dict, text: str) -> dict:
                return {
                    "id": f"chatcmpl-{len(server.requests)}",
                    "object": "chat.completion",
                    "created": int(time.time()),
                    "model": body.get("model", "replay"),
                    "choices": [{"index": 0, "message": {"role": "assistant", "content": text}, "finish_reason": "stop"}],
                    "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
                }

            def _send(self, status: int, payload: dict, headers: dict | None = None):
                data = json.dumps(payload).encode()
                try:
                    self.send_response(status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    for name, value in (headers or {}).items():
                        self.send_header(name, str(value))
                    self.end_headers()
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):  # the client gave up (timeout)
                    pass

            def _drip(self, every: float, part: str, payload: dict):
                data = json.dumps(payload).encode()
                head = (f"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: {len(data)}\r\n"
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
        return f"http://127.0.0.1:{self.httpd.server_address[1]}/v1"

    def __enter__(self) -> "ReplayLLMServer":
        self.thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()

    def prompts(self) -> list[str]:
        """The text of every message of every request, joined per request."""
        return ["\n".join(m.get("content", "") for m in r["body"].get("messages", [])) for r in self.requests]
