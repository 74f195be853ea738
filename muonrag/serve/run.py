"""Run the app with uvicorn: bind first, print the address (with the token), then serve until interrupted."""

from __future__ import annotations

import json
import socket
import sys
from typing import TYPE_CHECKING

from muonrag.errors import MuonRAGError
from muonrag.serve.settings import ServeSettings

if TYPE_CHECKING:
    from muonrag.config import Config

#: The longest request line and header block uvicorn reads: a long query in a URL gets the app's own message
#: (the query limit) instead of uvicorn's bare "Invalid HTTP request".
MAX_HEADER_BYTES = 256 * 1024


def serve(config: "Config", settings: ServeSettings, announce_json: bool = False) -> int:
    """Serve ``config``'s index with ``settings`` until interrupted; returns the exit status.

    The socket is bound before anything is printed, so the address printed
    (the port chosen when ``settings.port`` is 0) is one that answers. The
    index is opened and the query encoder loaded before that too, so the
    first search is as fast as the next; an index that cannot be opened is
    reported and the server starts anyway, showing the fix on every page.
    """
    try:
        import uvicorn

        from muonrag.serve.app import build_app
    except ImportError as exc:
        raise MuonRAGError(f"muonrag serve needs the serve extra ({exc.name} is missing): pip install 'muonrag[serve]'") from None

    app = build_app(config, settings)
    try:
        app.desk.holder.get().search("muon collider", top_k=1)
    except Exception as exc:  # shown on every page with its fix; the server still starts
        print(f"warning: {exc}", file=sys.stderr)
    family = socket.AF_INET6 if ":" in settings.host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind((settings.host, settings.port))
    port = sock.getsockname()[1]
    host = f"[{settings.host}]" if family == socket.AF_INET6 else settings.host
    url = f"http://{host}:{port}/" + (f"?token={settings.token}" if settings.token else "")
    if announce_json:
        print(json.dumps({"url": url, "port": port, "token": settings.token}), flush=True)
    else:
        print(f"muonrag serve: {url}  (index {config.index_path}; Ctrl-C stops)", flush=True)
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", http="h11", lifespan="on",
                                           h11_max_incomplete_event_size=MAX_HEADER_BYTES, timeout_keep_alive=5))
    server.run(sockets=[sock])
    return 0


def serve_in_thread(app, host: str = "127.0.0.1") -> tuple[object, int, object]:
    """Start ``app`` on a free port in a daemon thread (for tests and notebooks); returns the uvicorn server,
    the port and the thread. Stop it with ``server.should_exit = True`` and ``thread.join()``."""
    import threading
    import time

    import uvicorn

    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.bind((host, 0))
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", http="h11", lifespan="on",
                                           h11_max_incomplete_event_size=MAX_HEADER_BYTES))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while not server.started and time.monotonic() < deadline:
        time.sleep(0.02)
    return server, sock.getsockname()[1], thread

