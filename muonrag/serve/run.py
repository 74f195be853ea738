"""Run the app with uvicorn: bind first, print the address (with the token), then serve until interrupted."""

from __future__ import annotations

import errno
import ipaddress
import json
import socket
import sys
from typing import TYPE_CHECKING, Optional

from muonrag.errors import MuonRAGError
from muonrag.serve.settings import ServerSettings

if TYPE_CHECKING:
    from muonrag.config import Config

#: The longest request line and header block uvicorn reads: a long query in a URL gets the app's own message
#: (the query limit) instead of uvicorn's bare "Invalid HTTP request".
MAX_HEADER_BYTES = 256 * 1024
#: Seconds a reply may take to send, beyond the request's time limit, before its connection is cut.
REPLY_GRACE_S = 30.0


def serve(config: "Config", settings: ServerSettings, announce_json: bool = False) -> int:
    """Serve ``config``'s index with ``settings`` until interrupted; returns the exit status.

    The socket is bound first, so a busy port is reported before the model
    loads, and the address printed (the port chosen when ``settings.port``
    is 0) is one that answers. The index is opened and the query encoder
    loaded before it is printed, so the first search is as fast as the next;
    an index that cannot be opened is reported and the server starts anyway,
    showing the fix on every page.

    Raises:
        MuonRAGError: the serve extra is missing, or the address cannot be used.
    """
    try:
        import uvicorn  # noqa: F401

        from muonrag.serve.app import build_app
    except ImportError as exc:
        raise MuonRAGError(f"muonrag serve needs the serve extra ({exc.name} is missing): pip install 'muonrag[serve]'") from None

    sock = bind(settings.host, settings.port)
    app = build_app(config, settings)
    try:
        app.desk.holder.get().search("muon collider", top_k=1)
    except Exception as exc:  # shown on every page with its fix; the server still starts
        print(f"warning: {exc}", file=sys.stderr)
    port = sock.getsockname()[1]
    url = address(settings.host, port, settings.token)

    def announce() -> None:
        if announce_json:
            print(json.dumps({"url": url, "port": port, "token": settings.token}), flush=True)
        else:
            where = "listening on all interfaces; " if _all_interfaces(settings.host) else ""
            print(f"muonrag serve: {url}  ({where}index {config.index.path}; Ctrl-C stops)", flush=True)

    server = announcing_server(uvicorn_config(app, settings, timeout_keep_alive=5), announce)
    server.run(sockets=[sock])
    return 0


def uvicorn_config(app, settings: ServerSettings, **options):
    """uvicorn's settings for ``app``: h11 with the connection deadlines of :mod:`muonrag.serve.connections`, at
    most ``settings.max_connections`` connections at once."""
    import uvicorn

    from muonrag.serve.connections import bounded_protocol

    protocol = bounded_protocol(settings.header_timeout, settings.request_timeout + REPLY_GRACE_S)
    return uvicorn.Config(app, log_level="warning", http=protocol, lifespan="on",
                          h11_max_incomplete_event_size=MAX_HEADER_BYTES, limit_concurrency=settings.max_connections,
                          **options)


def announcing_server(config, announce):
    """A uvicorn server that calls ``announce`` once it accepts connections (not merely once its socket is bound:
    a client reading the printed address may connect at once)."""
    import uvicorn

    class Announcing(uvicorn.Server):
        async def startup(self, sockets=None) -> None:
            await super().startup(sockets=sockets)
            if self.started:
                announce()

    return Announcing(config)


def bind(host: str, port: int) -> socket.socket:
    """A socket bound to ``host`` and ``port`` (0: a free one), before the index is opened, so that a busy port
    is reported at once.

    Raises:
        MuonRAGError: the address cannot be used (the port is taken, the host is not this machine's...).
    """
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
    except OSError as exc:
        sock.close()
        if exc.errno == errno.EADDRINUSE:
            raise MuonRAGError(f"port {port} on {host} is already in use (another muonrag serve, or another "
                               "program); choose another with --port, or --port 0 for any free one.") from None
        raise MuonRAGError(f"cannot listen on {host} port {port} ({exc.strerror or exc}); choose another --host, "
                           "or another --port (--port 0 for any free one).") from None
    return sock


def address(host: str, port: int, token: Optional[str] = None) -> str:
    """The URL to open: for a server on all interfaces (``0.0.0.0``, ``::``), this machine's name, which other
    machines can open, rather than the wildcard address, which they cannot."""
    if _all_interfaces(host):
        host = socket.gethostname()
    elif ":" in host:
        try:  # the form the server checks Host against (served_names)
            host = ipaddress.ip_address(host).compressed
        except ValueError:
            pass
        host = f"[{host}]"
    return f"http://{host}:{port}/" + (f"?token={token}" if token else "")


def _all_interfaces(host: str) -> bool:
    return host in ("0.0.0.0", "::", "")


def serve_in_thread(app, host: str = "127.0.0.1") -> tuple[object, int, object]:
    """Start ``app`` on a free port in a daemon thread (for tests and notebooks); returns the uvicorn server,
    the port and the thread. Stop it with ``server.should_exit = True`` and ``thread.join()``."""
    import threading
    import time

    import uvicorn

    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.bind((host, 0))
    server = uvicorn.Server(uvicorn_config(app, getattr(getattr(app, "desk", None), "settings", None) or ServerSettings()))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while not server.started and time.monotonic() < deadline:
        time.sleep(0.02)
    return server, sock.getsockname()[1], thread

