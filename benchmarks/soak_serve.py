"""Soak with `muonrag serve` in the loop: one writer commits while clients search and ask over HTTP.

Issue 47 ("Measured, not assumed"). A small index is built from a generated corpus with ``muonrag ingest``;
``muonrag serve --port 0 --json`` serves it offline and, unless ``--offline-only``, a second ``muonrag serve``
answers through a slow OpenAI-protocol endpoint this script runs in a thread (it waits ``--llm-delay``
seconds, then streams a short answer quoting the evidence). Both servers run at once, over the same index.
While they run:

* one writer process adds a new document with a word never seen before (``zyxmarker0001``, ...) about once
  every ``--write-every`` seconds, records the wall time at which the write returned (its commit), removes
  the oldest marker document now and then, and rewrites one of the churned notes;
* per server, ``--searchers`` threads search ``GET /api/search`` (each about every ``--search-every`` s, a
  query on a stable document checked to find that document first), ``--askers`` threads ask
  ``POST /api/ask``, and one prober polls ``/api/search`` for every committed marker word until a result
  holds its document (time to visible), and for every removed one until none does (time to gone);
* once a second, the servers' open file descriptors, resident memory and threads, and the reader snapshots
  in ``<index>/readers/``.

After ``--minutes`` the writer and the clients stop; the probers go on for ``--grace`` seconds; a write not
seen by then is reported as never visible, with how long it waited. Then, after a pause with no requests
(longer than the server's one-second look at the manifest), each server is asked once more for the writes
it never showed: visible now means the server saw the commit only once the load stopped.

It prints a table and, last, one JSON line with every figure (also written to ``--json PATH``). The exit
status is 1 when any request failed, any stable search found another document first, or any write was never
visible; 0 otherwise. Run::

    HF_HUB_OFFLINE=1 python benchmarks/soak_serve.py --minutes 5
    HF_HUB_OFFLINE=1 python benchmarks/soak_serve.py --minutes 0.5 --offline-only --json soak.json

Every request comes from 127.0.0.1, so the servers are started with ``--asks-per-minute 600``: the per-client
question limit (30 a minute by default) is meant for many people, and would otherwise turn most asks of
this one client into 429s. Every other setting is the server's default. The LLM server runs with
``--no-agent --verify rules``, so each question makes exactly one call to the endpoint. Ctrl-C stops the
servers and the writer and deletes the temporary folder.
"""

from __future__ import annotations

import argparse
import http.client
import json
import multiprocessing as mp
import os
import queue
import random
import re
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter, deque
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, Optional
from urllib.parse import urlencode

#: Never removed or changed: a search for its query must find it first.
STABLE = {
    "nozzles.md": ("# Tungsten nozzles\n\nTwo tungsten nozzles with borated polyethylene cladding shield the detector "
                   "from the beam-induced background of muon decays. Their opening angle is ten degrees near the "
                   "interaction point.\n", "tungsten nozzles borated polyethylene cladding"),
    "solenoid.md": ("# HTS solenoids\n\nHigh-temperature superconducting solenoids made of REBCO tape reach a field of "
                    "forty tesla in the final cooling stage of the muon collider.\n", "REBCO tape superconducting solenoid"),
    "calorimeter.md": ("# Crystal calorimeter\n\nThe electromagnetic calorimeter is built of lead fluoride crystals read "
                       "out by silicon photomultipliers, with a timing resolution of eighty picoseconds.\n",
                       "lead fluoride crystals calorimeter photomultipliers"),
}
#: Rewritten (replaced) by the writer now and then.
CHURN = {f"note{i}.md": f"# Note {i}\n\nMuon ionization cooling channel {i} reduces the beam emittance with absorbers "
         f"and RF cavities, stage {i} of the final cooling." for i in range(4)}
CHURN_QUERY = "ionization cooling emittance absorbers"
QUESTIONS = ["What shields the detector from the beam-induced background?",
             "What field do the REBCO solenoids reach?",
             "What is the timing resolution of the crystal calorimeter?",
             "What is the opening angle of the tungsten nozzles?"]
#: Words the marker documents are made of, so that no two of them are near-duplicates (which the search
#: would collapse into one result).
_TOPICS = ["target", "proton driver", "bunch compression", "rapid cycling synchrotron", "collider ring", "neutrino flux",
           "vertex detector", "tracker timing", "magnet shielding", "radiation dose", "beam dump", "RF cavity",
           "cooling cell", "final focus", "lattice optics", "luminosity", "Higgs coupling", "muon lifetime"]
_VERBS = ["limits", "sets", "drives", "constrains", "shapes", "follows", "tracks", "dominates"]


def make_corpus(root: Path) -> Path:
    """The stable documents and the churned notes."""
    root.mkdir(parents=True, exist_ok=True)
    for name, (text, _) in STABLE.items():
        (root / name).write_text(text, encoding="utf-8")
    for name, text in CHURN.items():
        (root / name).write_text(text, encoding="utf-8")
    return root


def marker_word(n: int) -> str:
    return f"zyxmarker{n:04d}"


def marker_text(n: int) -> str:
    """A document that holds :func:`marker_word` (its only occurrence in the index) in text of its own."""
    rng = random.Random(n)
    sentences = []
    for _ in range(3):
        a, b = rng.sample(_TOPICS, 2)
        sentences.append(f"The {a} {rng.choice(_VERBS)} the {b} by {rng.randint(2, 97)} percent.")
    return f"# Soak note {n}\n\nThe word {marker_word(n)} tags this note. {' '.join(sentences)}\n"


# --- the writer (a process of its own) ------------------------------------------------------------------

def writer(index_path: str, work: str, how: str, write_every: float, remove_every: int, remove_after: float,
           go: Any, stop: Any, events: Any) -> None:
    """Commit until ``stop`` is set: each turn adds one marker document; every ``remove_every``-th turn removes
    the oldest marker committed ``remove_after`` s ago or more; every fourth turn rewrites a churned note and
    ingests the corpus folder (a replace). Each event is put on ``events`` with the wall time its command
    returned: ``("add", marker, doc_id, t, seconds)``, ``("remove", marker, doc_id, t, seconds)``,
    ``("replace", name, t, seconds)``, ``("error", what, message)``; ``("ready", t)`` first, ``("done",)`` last."""
    try:
        _writer(Path(index_path), Path(work), how, write_every, remove_every, remove_after, go, stop, events)
    except KeyboardInterrupt:
        pass
    except Exception as exc:  # reported, never a silent death
        events.put(("error", "writer", f"{type(exc).__name__}: {exc}"))
    events.put(("done",))


def _writer(index: Path, work: Path, how: str, write_every: float, remove_every: int, remove_after: float,
            go: Any, stop: Any, events: Any) -> None:
    markers, corpus = work / "markers", work / "corpus"
    markers.mkdir(exist_ok=True)
    if how == "api":
        from muonrag import Config, MuonIndex
        from muonrag.index.embedding import load_embedding

        model, config = load_embedding(), Config(index_path=index)

        def add(path: Path) -> list[str]:
            with MuonIndex.open(config=config, embed_model=model) as opened:
                report = opened.add(path)
            return list(report.added) + list(report.updated)

        def remove(doc_id: str) -> list[str]:
            with MuonIndex.open(config=config, embed_model=model) as opened:
                return list(opened.remove([doc_id]))
    else:
        def cli(*args: str) -> dict:
            proc = subprocess.run([sys.executable, "-m", "muonrag", *args, "--index", str(index), "--json"],
                                  capture_output=True, text=True, cwd=work, timeout=600)
            if proc.returncode != 0:
                raise RuntimeError(f"muonrag {args[0]} exited {proc.returncode}: {proc.stderr.strip()[-400:]}")
            return json.loads(proc.stdout)

        def add(path: Path) -> list[str]:
            report = cli("ingest", str(path), "--no-progress")
            return list(report["added"]) + list(report["updated"])

        def remove(doc_id: str) -> list[str]:
            return list(cli("remove", doc_id)["removed"])

    events.put(("ready", time.time()))
    go.wait()
    live: deque[tuple[str, str, float, Path]] = deque()
    turn, failures = 0, 0
    while not stop.is_set() and failures < 5:
        turn += 1
        began = time.monotonic()
        marker = marker_word(turn)
        path = markers / f"{marker}.md"
        path.write_text(marker_text(turn), encoding="utf-8")
        try:
            start = time.perf_counter()
            added = add(path)
            done = time.time()
            if len(added) != 1:
                raise RuntimeError(f"ingesting {path.name} added {added}, expected one document")
            events.put(("add", marker, added[0], done, time.perf_counter() - start))
            live.append((marker, added[0], done, path))
            if turn % remove_every == 0 and live and done - live[0][2] >= remove_after:
                old, doc_id, _, old_path = live.popleft()
                start = time.perf_counter()
                removed = remove(doc_id)
                events.put(("remove", old, doc_id, time.time(), time.perf_counter() - start))
                if removed != [doc_id]:
                    events.put(("error", "remove", f"removing {doc_id} removed {removed}"))
                old_path.unlink(missing_ok=True)
            if turn % 4 == 0:
                name = sorted(CHURN)[turn // 4 % len(CHURN)]
                (corpus / name).write_text(CHURN[name] + f" Revision {turn}.", encoding="utf-8")
                start = time.perf_counter()
                add(corpus)
                events.put(("replace", name, time.time(), time.perf_counter() - start))
            failures = 0
        except Exception as exc:
            failures += 1
            events.put(("error", "write", f"{type(exc).__name__}: {exc}"))
        stop.wait(max(0.0, write_every - (time.monotonic() - began)))


# --- the slow endpoint -------------------------------------------------------------------------------------

class SlowEndpoint:
    """An OpenAI-protocol endpoint on 127.0.0.1 that answers ``/v1/chat/completions`` after ``delay`` seconds:
    the evidence sentence sharing most words with the question, citing its number (streamed when asked)."""

    def __init__(self, delay: float):
        self.delay = delay
        self.requests = 0
        self.active = 0
        self.peak_active = 0
        self._lock = threading.Lock()
        endpoint = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:
                pass

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                try:
                    body = json.loads(self.rfile.read(length) or b"{}")
                except ValueError:
                    body = {}
                if not self.path.rstrip("/").endswith("/chat/completions"):
                    self._reply(404, json.dumps({"error": {"message": f"no route {self.path}"}}).encode(), "application/json")
                    return
                with endpoint._lock:
                    endpoint.requests += 1
                    endpoint.active += 1
                    endpoint.peak_active = max(endpoint.peak_active, endpoint.active)
                try:
                    time.sleep(endpoint.delay)
                    content = plausible_answer(body.get("messages") or [])
                    model = body.get("model") or "soak-slow-model"
                    if body.get("stream"):
                        usage = bool((body.get("stream_options") or {}).get("include_usage"))
                        self._reply(200, _stream(content, model, usage), "text/event-stream")
                    else:
                        self._reply(200, json.dumps(_completion(content, model)).encode(), "application/json")
                finally:
                    with endpoint._lock:
                        endpoint.active -= 1

            def _reply(self, status: int, data: bytes, kind: str) -> None:
                try:
                    self.send_response(status)
                    self.send_header("Content-Type", kind)
                    self.send_header("Content-Length", str(len(data)))
                    self.end_headers()
                    self.wfile.write(data)
                except OSError:  # the client gave up (a cancelled answer)
                    pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/v1"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def plausible_answer(messages: list[dict]) -> str:
    """One sentence of the evidence, cited by its number: the one with most words of the question."""
    prompt = str((messages[-1] if messages else {}).get("content") or "")
    evidence, _, question = prompt.partition("</evidence>")
    asked = {w for w in re.findall(r"[a-z]{4,}", question.lower())}
    best: Optional[tuple[int, int, str]] = None
    for match in re.finditer(r"^\[(\d+)\][^\n]*\n(.*?)(?=^\[\d+\]|\Z)", evidence, re.S | re.M):
        number, text = int(match.group(1)), " ".join(match.group(2).split())
        for sentence in re.split(r"(?<=[.!?])\s+", text):
            if len(sentence.split()) < 6:
                continue
            score = len(asked & set(re.findall(r"[a-z]{4,}", sentence.lower())))
            if best is None or score > best[0]:
                best = (score, number, sentence.rstrip("."))
    if best is None:
        return "The evidence at hand does not answer this question."
    return f"{best[2]} [{best[1]}]."


def _completion(content: str, model: str) -> dict:
    return {"id": f"chatcmpl-soak-{time.monotonic_ns()}", "object": "chat.completion", "created": int(time.time()),
            "model": model, "choices": [{"index": 0, "message": {"role": "assistant", "content": content},
                                         "finish_reason": "stop"}],
            "usage": {"prompt_tokens": 100, "completion_tokens": len(content.split()), "total_tokens": 100}}


def _stream(content: str, model: str, include_usage: bool) -> bytes:
    """``content`` as the server-sent events of a streamed chat completion."""
    head = {"id": f"chatcmpl-soak-{time.monotonic_ns()}", "object": "chat.completion.chunk",
            "created": int(time.time()), "model": model}
    deltas = [{"role": "assistant"}] + [{"content": content[i:i + 24]} for i in range(0, len(content), 24)]
    chunks = [{**head, "choices": [{"index": 0, "delta": d, "finish_reason": None}]} for d in deltas]
    chunks.append({**head, "choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}]})
    if include_usage:
        chunks.append({**head, "choices": [], "usage": _completion(content, model)["usage"]})
    return b"".join(b"data: " + json.dumps(c).encode() + b"\n\n" for c in chunks) + b"data: [DONE]\n\n"


# --- the clients -------------------------------------------------------------------------------------------

class Tally:
    """Requests of each kind: their statuses and latencies."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.statuses: dict[str, Counter] = {}
        self.latencies: dict[str, list[float]] = {}
        self.first: dict[str, float] = {}
        self.examples: dict[str, list[str]] = {}
        self.notes: Counter = Counter()

    def record(self, kind: str, status: Any, seconds: float, detail: str = "") -> None:
        with self.lock:
            self.statuses.setdefault(kind, Counter())[str(status)] += 1
            self.latencies.setdefault(kind, []).append(seconds)
            self.first.setdefault(kind, seconds)
            if status != 200 and len(self.examples.setdefault(kind, [])) < 3:
                self.examples[kind].append(f"{status}: {detail[:300]}")

    def note(self, what: str) -> None:
        with self.lock:
            self.notes[what] += 1

    def summary(self) -> dict[str, Any]:
        with self.lock:
            out = {}
            for kind, statuses in sorted(self.statuses.items()):
                times = sorted(self.latencies[kind])
                out[kind] = {"requests": sum(statuses.values()),
                             "errors": sum(n for s, n in statuses.items() if s != "200"),
                             "by_status": dict(sorted(statuses.items())),
                             "p50_ms": _ms(_quantile(times, 0.50)), "p99_ms": _ms(_quantile(times, 0.99)),
                             "max_ms": _ms(times[-1] if times else None), "first_ms": _ms(self.first.get(kind)),
                             "examples": list(self.examples.get(kind, []))}
            return out


def _quantile(values: list[float], q: float) -> Optional[float]:
    """The nearest-rank quantile of sorted ``values``."""
    if not values:
        return None
    return values[min(len(values) - 1, max(0, int(-(-q * len(values) // 1)) - 1))]


def _ms(seconds: Optional[float]) -> Optional[float]:
    return None if seconds is None else round(1000 * seconds, 1)


def call(port: int, method: str, path: str, token: Optional[str], body: Optional[dict] = None,
         timeout: float = 60.0) -> tuple[Any, float, bytes]:
    """One request on a new connection: (status, or the exception's name; seconds; body)."""
    headers = {"Connection": "close"}
    if token:
        headers["X-Muonrag-Token"] = token
    data = None
    if body is not None:
        data = json.dumps(body).encode()
        headers["Content-Type"] = "application/json"
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    start = time.perf_counter()
    try:
        conn.request(method, path, body=data, headers=headers)
        response = conn.getresponse()
        raw = response.read()
        status: Any = response.status
    except socket.timeout:
        status, raw = "timeout", b""
    except Exception as exc:  # refused, reset: the server is down or overloaded
        status, raw = type(exc).__name__, str(exc).encode()
    finally:
        conn.close()
    return status, time.perf_counter() - start, raw


def _search_path(query: str, top_k: int = 5) -> str:
    return "/api/search?" + urlencode({"query": query, "top_k": top_k})


class Served:
    """One ``muonrag serve`` process, its clients and its figures."""

    def __init__(self, name: str, index: Path, work: Path, flags: list[str], env: dict[str, str]):
        self.name, self.index, self.work = name, index, work
        self.log_path = work / f"serve-{name}.log"
        self._log = open(self.log_path, "w", encoding="utf-8")
        self.proc = subprocess.Popen([sys.executable, "-m", "muonrag", "serve", "--index", str(index), "--port", "0",
                                      "--json", *flags], stdout=subprocess.PIPE, stderr=self._log, text=True,
                                     cwd=work, env=env)
        self.pid = self.proc.pid
        self.port = 0
        self.url = ""
        self.token: Optional[str] = None
        self.tally = Tally()
        self.inbox: queue.Queue = queue.Queue()
        self.wrong: list[str] = []
        self.wrong_count = 0
        self.methods: Counter = Counter()
        self.slowest_ask: tuple[float, dict] = (0.0, {})
        self.peaks = {"fds": 0, "rss_kb": 0, "threads": 0}
        self.first: dict[str, int] = {}
        self.last: dict[str, int] = {}
        self.hwm_kb = 0
        self.fd_kinds_at_peak: dict[str, int] = {}
        self.series: list[tuple[float, int, int]] = []  # (monotonic time, fds, RSS MB) every 10 s
        self.fd_kinds_at_end: dict[str, int] = {}
        self.seen: dict[str, float] = {}  # marker: seconds from commit to first hit
        self.gone: dict[str, float] = {}  # marker: seconds from removal to no hit
        self.pending: dict[str, tuple[str, float]] = {}  # marker: (doc id, commit time)
        self.pending_gone: dict[str, tuple[str, float]] = {}
        self.removed_unseen: dict[str, float] = {}  # marker: seconds it waited unseen before its removal
        self.after_idle: dict[str, Any] = {}
        self.final_info: dict[str, Any] = {}

    def wait_ready(self, timeout: float) -> None:
        """Read the JSON line ``--json`` prints once the server listens."""
        lines: queue.Queue = queue.Queue()
        threading.Thread(target=lambda: lines.put(self.proc.stdout.readline()), daemon=True).start()
        try:
            line = lines.get(timeout=timeout)
        except queue.Empty:
            raise RuntimeError(f"muonrag serve ({self.name}) printed no address in {timeout:g} s: {self.log_tail()}")
        if not line:
            raise RuntimeError(f"muonrag serve ({self.name}) exited {self.proc.wait()}: {self.log_tail()}")
        announced = json.loads(line)
        self.port, self.token = int(announced["port"]), announced.get("token")
        self.url = f"http://127.0.0.1:{self.port}/"
        threading.Thread(target=self.proc.stdout.read, daemon=True).start()  # never let a full pipe block it

    def log_tail(self, chars: int = 1500) -> str:
        try:
            return self.log_path.read_text(encoding="utf-8", errors="replace")[-chars:]
        except OSError:
            return ""

    def log_lines(self) -> list[str]:
        try:
            return [line for line in self.log_path.read_text(encoding="utf-8", errors="replace").splitlines() if line.strip()]
        except OSError:
            return []

    # clients --------------------------------------------------------------------------------------------
    def searcher(self, seed: int, every: float, stop: threading.Event) -> None:
        rng = random.Random(seed)
        stop.wait(rng.uniform(0, every))
        while not stop.is_set():
            began = time.monotonic()
            name = rng.choice(list(STABLE) + [None])
            query = STABLE[name][1] if name else CHURN_QUERY
            status, seconds, raw = call(self.port, "GET", _search_path(query), self.token)
            self.tally.record("search", status, seconds, raw.decode("utf-8", "replace"))
            if status == 200 and name:
                try:
                    results = json.loads(raw)["results"]
                    first = results[0]["doc_id"] if results else None
                except (ValueError, KeyError, TypeError):
                    first = "(unreadable reply)"
                if first != name:
                    with self.tally.lock:
                        self.wrong_count += 1
                        if len(self.wrong) < 3:
                            self.wrong.append(f"{query!r}: first hit {first}, expected {name}")
            stop.wait(max(0.0, every - (time.monotonic() - began)))

    def asker(self, seed: int, pause: float, timeout: float, stop: threading.Event) -> None:
        rng = random.Random(seed)
        stop.wait(rng.uniform(0, 1.0))
        while not stop.is_set():
            status, seconds, raw = call(self.port, "POST", "/api/ask", self.token, {"question": rng.choice(QUESTIONS)},
                                        timeout=timeout)
            self.tally.record("ask", status, seconds, raw.decode("utf-8", "replace"))
            if status == 200:
                try:
                    answer = json.loads(raw)
                    self.methods[f"{answer.get('method')}{' (abstained)' if answer.get('abstained') else ''}"] += 1
                    if seconds > self.slowest_ask[0]:  # where the slowest answer's time went, by the server's clock
                        self.slowest_ask = (seconds, answer.get("timings") or {})
                except ValueError:
                    self.methods["(unreadable reply)"] += 1
            stop.wait(pause)

    def _found(self, marker: str, doc_id: str) -> Optional[bool]:
        """Whether a search for ``marker`` finds its document (``None``: the request failed)."""
        status, seconds, raw = call(self.port, "GET", _search_path(marker), self.token)
        self.tally.record("probe", status, seconds, raw.decode("utf-8", "replace"))
        if status != 200:
            return None
        try:
            results = json.loads(raw)["results"]
        except (ValueError, KeyError, TypeError):
            return None
        for r in results:
            docs = [r.get("doc_id")] + [d.get("doc_id") for d in r.get("duplicates") or []]
            if doc_id in docs or marker in (r.get("text") or ""):
                return True
        return False

    def prober(self, every: float, most: int, stop: threading.Event, rate: float = 20.0) -> None:
        """Poll each committed marker until it is found, each removed one (that was seen) until it is not; at
        most ``most`` searches a round (the newest half of the waiting markers, and the rest in turn) and
        ``rate`` a second, well below the server's limit on one client's requests (3000 a minute)."""
        turn = 0
        while not stop.is_set():
            self._take_events()
            waiting = [("add", m) for m in self.pending] + [("remove", m) for m in self.pending_gone]
            if len(waiting) > most:
                newest, older = waiting[-(most // 2):], waiting[:-(most // 2)]
                start = turn % len(older)
                waiting = (older[start:] + older[:start])[:most - len(newest)] + newest
                turn += most - len(newest)
            for what, marker in waiting:
                if stop.is_set():
                    break
                stop.wait(1.0 / rate)
                if what == "add" and marker in self.pending:
                    doc_id, committed = self.pending[marker]
                    if self._found(marker, doc_id):
                        self.seen[marker] = time.time() - committed
                        del self.pending[marker]
                elif what == "remove" and marker in self.pending_gone:
                    doc_id, committed = self.pending_gone[marker]
                    if self._found(marker, doc_id) is False:
                        self.gone[marker] = time.time() - committed
                        del self.pending_gone[marker]
            stop.wait(every)
        self._take_events()

    def _take_events(self) -> None:
        while True:
            try:
                event = self.inbox.get_nowait()
            except queue.Empty:
                return
            if event[0] == "add":
                self.pending[event[1]] = (event[2], event[3])
            elif event[0] == "remove":
                marker, doc_id, when = event[1], event[2], event[3]
                if marker in self.pending:  # never seen while it was in the index: nothing to see go
                    self.removed_unseen[marker] = when - self.pending.pop(marker)[1]
                else:
                    self.pending_gone[marker] = (doc_id, when)

    def check_after_idle(self, most: int = 40) -> None:
        """Ask once more for the writes never seen (and removals still served), after a pause with no requests."""
        adds = list(self.pending.items())
        adds = adds if len(adds) <= most else adds[:most // 2] + adds[-(most // 2):]
        found = sum(bool(self._found(marker, doc_id)) for marker, (doc_id, _) in adds)
        removes = list(self.pending_gone.items())[:most]
        still = sum(self._found(marker, doc_id) is not False for marker, (doc_id, _) in removes)
        self.after_idle = {"unseen_asked": len(adds), "visible_now": found,
                           "removed_still_served_asked": len(removes), "still_served_now": still}

    # the process ------------------------------------------------------------------------------------------
    def sample(self) -> None:
        """Open descriptors, resident memory and threads of the server process now."""
        figures = {}
        try:
            figures["fds"] = len(os.listdir(f"/proc/{self.pid}/fd"))
            status = _proc_status(self.pid)
            figures["rss_kb"], figures["threads"] = status.get("VmRSS", 0), status.get("Threads", 0)
            self.hwm_kb = max(self.hwm_kb, status.get("VmHWM", 0))
        except OSError:  # the process has ended
            return
        if not self.series or time.monotonic() - self.series[-1][0] >= 10:
            self.series.append((time.monotonic(), figures["fds"], round(figures["rss_kb"] / 1024)))
        if figures["fds"] > self.peaks["fds"]:
            self.fd_kinds_at_peak = self.fd_kinds()
        for key, value in figures.items():
            self.peaks[key] = max(self.peaks[key], value)
            self.first.setdefault(key, value)
            self.last[key] = value

    def fd_kinds(self) -> dict[str, int]:
        """The server's open descriptors by what they are: sockets, pipes, files of the index (by folder), others."""
        kinds: Counter = Counter()
        folder = f"/proc/{self.pid}/fd"
        try:
            names = os.listdir(folder)
        except OSError:
            return {}
        index = str(self.index.resolve())
        for name in names:
            try:
                target = os.readlink(f"{folder}/{name}")
            except OSError:
                continue
            if target.startswith(index + "/"):
                parts = Path(target[len(index) + 1:]).parts
                kinds["index/" + "/".join(parts[:2 if parts[0] == "readers" else 1])] += 1
            elif ":" in target and not target.startswith("/"):
                kinds[target.split(":")[0]] += 1
            else:
                kinds["other files" + (" (deleted)" if target.endswith("(deleted)") else "")] += 1
        return dict(kinds.most_common())

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGINT)  # as Ctrl-C: uvicorn shuts down and the index is closed
            try:
                self.proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(timeout=10)
        self._log.close()

    def figures(self, end: float, commits: dict[str, tuple[str, float]]) -> dict[str, Any]:
        times = sorted(self.seen.values())
        unseen = {m: end - committed for m, (_, committed) in self.pending.items()}
        return {
            "url": self.url, "pid": self.pid, "exit_code": self.proc.poll(),
            "requests": self.tally.summary(),
            "wrong_first_hits": self.wrong_count, "wrong_examples": self.wrong,
            "answers_by_method": dict(self.methods),
            "slowest_ask": {"seconds": _round(self.slowest_ask[0]), "server_timings": self.slowest_ask[1]},
            "writes_committed": len(commits),
            "writes_visible": len(times),
            "time_to_visible_median_s": _round(statistics.median(times) if times else None),
            "time_to_visible_max_s": _round(times[-1] if times else None),
            "writes_never_visible": len(unseen) + len(self.removed_unseen),
            "never_visible_longest_wait_s": _round(max(list(unseen.values()) + list(self.removed_unseen.values()),
                                                       default=None)),
            "never_visible_examples": sorted(unseen, key=lambda m: -unseen[m])[:3],
            "removed_before_seen": len(self.removed_unseen),
            "removals": len(self.gone) + len(self.pending_gone),
            "removals_gone": len(self.gone),
            "time_to_gone_max_s": _round(max(self.gone.values(), default=None)),
            "removals_still_served": len(self.pending_gone),
            "after_idle_pause": self.after_idle,
            "fds_peak": self.peaks["fds"], "fds_first": self.first.get("fds"), "fds_last": self.last.get("fds"),
            "rss_peak_mb": _round(self.peaks["rss_kb"] / 1024, 1), "vmhwm_mb": _round(self.hwm_kb / 1024, 1),
            "rss_first_mb": _round(self.first.get("rss_kb", 0) / 1024, 1),
            "rss_last_mb": _round(self.last.get("rss_kb", 0) / 1024, 1),
            "fds_every_10s": [fds for _, fds, _ in self.series], "rss_mb_every_10s": [mb for _, _, mb in self.series],
            "fds_by_kind_at_peak": self.fd_kinds_at_peak, "fds_by_kind_at_end": self.fd_kinds_at_end,
            "threads_peak": self.peaks["threads"],
            "served_documents_at_end": self.final_info.get("documents"),
            "log_lines": len(self.log_lines()),
            "log_examples": _distinct(_telling(self.log_lines()))[:6],
        }


def _proc_status(pid: int) -> dict[str, int]:
    out = {}
    with open(f"/proc/{pid}/status", encoding="utf-8") as handle:
        for line in handle:
            key, _, value = line.partition(":")
            if key in ("VmRSS", "VmHWM", "Threads"):
                out[key] = int(value.split()[0])
    return out


def _distinct(lines: list[str]) -> list[str]:
    """The log's lines with numbers and paths blurred, each kind once (its first), with its count."""
    kinds: dict[str, list] = {}
    for line in lines:
        key = re.sub(r"\d+", "N", re.sub(r"/\S+", "PATH", line))[:160]
        kinds.setdefault(key, [line[:300], 0])[1] += 1
    return [f"{n}x {line}" for line, n in kinds.values()]


def _telling(lines: list[str]) -> list[str]:
    """The lines of a log that say what went wrong: logged errors and warnings, and each traceback's last line
    (the exception); all lines when there are none of those."""
    kept = [line for i, line in enumerate(lines)
            if re.match(r"(ERROR|WARNING|CRITICAL)\b|warning:|error:", line)
            or (re.match(r"[A-Za-z_][\w.]*(Error|Exception|Exit|Interrupt)\b", line) and i > 0 and lines[i - 1].startswith(" "))]
    return kept or lines


def _round(value: Optional[float], digits: int = 2) -> Optional[float]:
    return None if value is None else round(value, digits)


def _readers(index: Path) -> list[str]:
    try:
        return [p.name for p in (index / "readers").iterdir()]
    except OSError:
        return []


# --- the soak ------------------------------------------------------------------------------------------------

def soak(args: argparse.Namespace, work: Path) -> dict[str, Any]:
    env = {**os.environ, "HF_HUB_OFFLINE": os.environ.get("HF_HUB_OFFLINE", "1")}
    corpus, index = make_corpus(work / "corpus"), work / "index"
    built = subprocess.run([sys.executable, "-m", "muonrag", "ingest", str(corpus), "--index", str(index), "--json",
                            "--no-progress"], capture_output=True, text=True, cwd=work, env=env, timeout=600)
    if built.returncode != 0:
        raise RuntimeError(f"muonrag ingest exited {built.returncode}: {built.stderr[-1500:]}")
    context = mp.get_context("spawn")
    events, go, stop_writer = context.Queue(), context.Event(), context.Event()
    state: dict[str, Any] = {"servers": [], "endpoint": None, "writer": None}
    stop_clients, stop_probes, stop_sampling = threading.Event(), threading.Event(), threading.Event()
    threads: list[threading.Thread] = []
    try:
        writer_proc = context.Process(target=writer, daemon=True, args=(
            str(index), str(work), args.writer, args.write_every, args.remove_every, args.remove_after,
            go, stop_writer, events))
        writer_proc.start()
        state["writer"] = writer_proc
        common = ["--asks-per-minute", "600"]
        servers = state["servers"]
        servers.append(Served("offline", index, work, ["--offline", *common], env))
        if not args.offline_only:
            endpoint = state["endpoint"] = SlowEndpoint(args.llm_delay)
            llm = ["--llm-base-url", endpoint.url, "--llm-model", "soak-slow-model", "--llm-api-key", "soak",
                   "--llm-retries", "0", "--llm-timeout", f"{args.llm_delay + 30:g}",
                   "--llm-deadline", f"{2 * args.llm_delay + 30:g}", "--verify", "rules", "--no-agent"]
            servers.append(Served("llm", index, work, llm + common, env))
        for served in servers:
            served.wait_ready(timeout=300)
        ready = events.get(timeout=300)
        if ready[0] != "ready":
            raise RuntimeError(f"the writer did not start: {ready}")

        def sampler() -> None:
            while not stop_sampling.is_set():
                for served in servers:
                    served.sample()
                names = _readers(index)
                state["readers_peak"] = max(state.get("readers_peak", 0), len(names))
                for served in servers:
                    mine = sum(f"-{served.pid}-" in n for n in names)
                    key = f"readers_peak_{served.name}"
                    state[key] = max(state.get(key, 0), mine)
                state["readers_last"] = len(names)
                stop_sampling.wait(1.0)

        commits: dict[str, tuple[str, float]] = {}
        counts: Counter = Counter()
        writer_errors: list[str] = []
        write_seconds: list[float] = []

        def dispatcher() -> None:
            while True:
                try:
                    event = events.get(timeout=0.5)
                except queue.Empty:
                    if stop_probes.is_set() or not writer_proc.is_alive() and events.empty():
                        return
                    continue
                if event[0] == "done":
                    state["writer_done"] = True
                    return
                if event[0] == "error":
                    writer_errors.append(f"{event[1]}: {event[2]}")
                    continue
                counts[event[0]] += 1
                write_seconds.append(event[-1])
                if event[0] == "add":
                    commits[event[1]] = (event[2], event[3])
                if event[0] in ("add", "remove"):
                    for served in servers:
                        served.inbox.put(event)

        threads.append(threading.Thread(target=sampler, daemon=True))
        threads.append(threading.Thread(target=dispatcher, daemon=True))
        clients = []
        ask_timeout = args.llm_delay * 2 + 120
        for number, served in enumerate(servers):
            for i in range(args.searchers):
                clients.append(threading.Thread(target=served.searcher, args=(100 * number + i, args.search_every,
                                                                              stop_clients), daemon=True))
            for i in range(args.askers):
                clients.append(threading.Thread(target=served.asker, args=(100 * number + 50 + i, args.ask_pause,
                                                                           ask_timeout, stop_clients), daemon=True))
        probers = [threading.Thread(target=s.prober, args=(args.probe_every, max(2, args.probe_most), stop_probes),
                                    daemon=True) for s in servers]
        started = time.time()
        go.set()
        for thread in threads + clients + probers:
            thread.start()
        deadline = started + 60 * args.minutes
        while time.time() < deadline:
            time.sleep(min(1.0, max(0.0, deadline - time.time())))
            dead = [s.name for s in servers if s.proc.poll() is not None]
            if dead:
                state["died"] = dead
                break
        stop_writer.set()
        stop_clients.set()
        for thread in clients:
            thread.join(timeout=args.llm_delay * 2 + 150)
        writer_proc.join(timeout=300)
        writer_end = time.time()
        time.sleep(args.grace)  # the probers go on a little
        stop_probes.set()
        for thread in probers:
            thread.join(timeout=120)
        end = time.time()
        time.sleep(args.idle_pause)  # nothing asks: a server that looks at the index only when idle looks now
        for served in servers:
            if served.proc.poll() is None:
                served.check_after_idle()
                status, _, raw = call(served.port, "GET", "/api/info", served.token)
                if status == 200:
                    served.final_info = json.loads(raw)
        for served in servers:
            served.sample()
            served.fd_kinds_at_end = served.fd_kinds()
        stop_sampling.set()
        for thread in threads:
            thread.join(timeout=10)
        on_disk = None
        try:
            manifest = json.loads((index / "manifest.json").read_text(encoding="utf-8"))
            on_disk = len(manifest.get("documents") or {})
        except (OSError, ValueError):
            pass
        figures: dict[str, Any] = {
            "minutes": args.minutes, "seconds_run": round(writer_end - started, 1),
            "searchers_per_server": args.searchers, "askers_per_server": args.askers,
            "llm_delay_s": None if args.offline_only else args.llm_delay, "writer": args.writer,
            "writes": {"adds": counts["add"], "removes": counts["remove"], "replaces": counts["replace"],
                       "seconds_p50": _round(statistics.median(write_seconds) if write_seconds else None),
                       "seconds_max": _round(max(write_seconds, default=None)),
                       "errors": len(writer_errors), "error_examples": writer_errors[:3],
                       "finished": bool(state.get("writer_done"))},
            "documents_on_disk_at_end": on_disk,
            "readers_peak": state.get("readers_peak", 0), "readers_at_end": state.get("readers_last", 0),
            "servers": {},
            "servers_died": state.get("died", []),
        }
        for served in servers:
            figures["servers"][served.name] = served.figures(end, commits)
            figures["servers"][served.name]["readers_peak_own"] = state.get(f"readers_peak_{served.name}", 0)
        if state["endpoint"] is not None:
            figures["endpoint"] = {"requests": state["endpoint"].requests, "peak_concurrent": state["endpoint"].peak_active}
        worst = [s for s in figures["servers"].values() if s["writes_visible"]]
        figures["headline"] = {
            "longest_time_to_visible_s": max((s["time_to_visible_max_s"] for s in worst), default=None),
            "writes_never_visible": sum(s["writes_never_visible"] for s in figures["servers"].values()),
            "request_errors": sum(k["errors"] for s in figures["servers"].values() for k in s["requests"].values()),
            "wrong_first_hits": sum(s["wrong_first_hits"] for s in figures["servers"].values()),
        }
        return figures
    finally:
        stop_writer.set()
        stop_clients.set()
        stop_probes.set()
        stop_sampling.set()
        for served in state["servers"]:
            served.stop()
        if state["endpoint"] is not None:
            state["endpoint"].close()
        proc = state["writer"]
        if proc is not None:
            proc.join(timeout=30)
            if proc.is_alive():
                proc.kill()
                proc.join(timeout=10)


def print_table(f: dict[str, Any]) -> None:
    print(f"\nsoak_serve: {f['seconds_run']} s of writes ({f['writer']} writer), {f['searchers_per_server']} searchers "
          f"and {f['askers_per_server']} askers per server"
          + (f", LLM delay {f['llm_delay_s']:g} s" if f["llm_delay_s"] is not None else ", offline only"))
    w = f["writes"]
    print(f"writes: {w['adds']} adds, {w['removes']} removes, {w['replaces']} replaces; a write took "
          f"{w['seconds_p50']} s (median), {w['seconds_max']} s at most; {w['errors']} writer errors"
          + (f" ({w['error_examples'][0]})" if w["error_examples"] else ""))
    for name, s in f["servers"].items():
        print(f"\nserver {name} ({s['url']}, pid {s['pid']})")
        print(f"  {'kind':<7}{'requests':>9}{'errors':>8}{'p50 ms':>9}{'p99 ms':>9}{'max ms':>9}{'first ms':>9}  statuses")
        for kind, k in s["requests"].items():
            statuses = ", ".join(f"{st}: {n}" for st, n in k["by_status"].items())
            print(f"  {kind:<7}{k['requests']:>9}{k['errors']:>8}{_cell(k['p50_ms'])}{_cell(k['p99_ms'])}"
                  f"{_cell(k['max_ms'])}{_cell(k['first_ms'])}  {statuses}")
            for example in k["examples"][:1]:
                print(f"           e.g. {example[:200]}")
        if s["answers_by_method"]:
            print(f"  answers by method: {s['answers_by_method']}; the slowest answer, {s['slowest_ask']['seconds']} s, "
                  f"by the server's timings: {s['slowest_ask']['server_timings']}")
        print(f"  stable searches whose first hit was another document: {s['wrong_first_hits']}"
              + (f" (e.g. {s['wrong_examples'][0]})" if s["wrong_examples"] else ""))
        print(f"  writes committed {s['writes_committed']}, visible {s['writes_visible']}; time to visible: median "
              f"{s['time_to_visible_median_s']} s, longest {s['time_to_visible_max_s']} s")
        print(f"  writes never visible: {s['writes_never_visible']} (longest wait {s['never_visible_longest_wait_s']} s; "
              f"{s['removed_before_seen']} removed before ever being seen)")
        print(f"  removals: {s['removals']}, gone {s['removals_gone']} (longest {s['time_to_gone_max_s']} s), "
              f"still served at the end {s['removals_still_served']}")
        idle = s["after_idle_pause"]
        if idle.get("unseen_asked") or idle.get("removed_still_served_asked"):
            print(f"  after a pause with no requests: {idle['visible_now']} of {idle['unseen_asked']} unseen writes "
                  f"visible, {idle['still_served_now']} of {idle['removed_still_served_asked']} removed ones still served")
        print(f"  documents served at the end {s['served_documents_at_end']} (on disk {f['documents_on_disk_at_end']})")
        print(f"  process: open fds {s['fds_first']} -> peak {s['fds_peak']} -> {s['fds_last']}; RSS {s['rss_first_mb']} "
              f"-> peak {s['rss_peak_mb']} -> {s['rss_last_mb']} MB (VmHWM {s['vmhwm_mb']} MB); threads peak "
              f"{s['threads_peak']}; reader snapshots of its own, peak {s['readers_peak_own']}")
        print(f"  every 10 s: open fds {s['fds_every_10s']}; RSS MB {s['rss_mb_every_10s']}")
        print(f"  open fds at the peak: {_kinds(s['fds_by_kind_at_peak'])}")
        print(f"  open fds at the end:  {_kinds(s['fds_by_kind_at_end'])}")
        print(f"  its log: {s['log_lines']} lines" + "".join(f"\n    {line[:220]}" for line in s["log_examples"]))
        if s["exit_code"] is not None:
            print(f"  the server exited with status {s['exit_code']} during the run")
    print(f"\nreader snapshots in <index>/readers/: peak {f['readers_peak']}, at the end {f['readers_at_end']}")
    if "endpoint" in f:
        print(f"slow endpoint: {f['endpoint']['requests']} requests, at most {f['endpoint']['peak_concurrent']} at once")
    h = f["headline"]
    print(f"headline: longest time to visible {h['longest_time_to_visible_s']} s; writes never visible "
          f"{h['writes_never_visible']}; request errors {h['request_errors']}; wrong first hits {h['wrong_first_hits']}\n")


def _kinds(kinds: dict[str, int], most: int = 6) -> str:
    shown = ", ".join(f"{k} {n}" for k, n in list(kinds.items())[:most])
    return shown + (f", {len(kinds) - most} more kinds" if len(kinds) > most else "") if kinds else "-"


def _cell(value: Optional[float]) -> str:
    return f"{'-' if value is None else f'{value:.1f}':>9}"


def main(argv: Optional[list[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--minutes", type=float, default=5.0, help="how long the writer and the clients run (default 5; "
                        "fractions allowed, e.g. 0.3)")
    parser.add_argument("--searchers", type=int, default=4, help="search threads per server (default 4)")
    parser.add_argument("--askers", type=int, default=2, help="ask threads per server (default 2)")
    parser.add_argument("--llm-delay", type=float, default=3.0, help="seconds the slow endpoint waits before it answers "
                        "(default 3)")
    parser.add_argument("--offline-only", action="store_true", help="only the offline server, no LLM endpoint")
    parser.add_argument("--json", metavar="PATH", help="also write the figures to PATH")
    parser.add_argument("--writer", choices=["api", "cli"], default="api",
                        help="commit through the Python API in one process (default), or a `muonrag ingest`/`remove` "
                             "command per write (a few seconds each)")
    parser.add_argument("--write-every", type=float, default=1.0, help="seconds between the starts of two writes (default 1)")
    parser.add_argument("--remove-every", type=int, default=3, help="remove the oldest marker every N writes (default 3)")
    parser.add_argument("--remove-after", type=float, default=10.0,
                        help="only a marker committed this many seconds ago or more is removed (default 10)")
    parser.add_argument("--search-every", type=float, default=0.5, help="seconds between two searches of one searcher "
                        "(default 0.5)")
    parser.add_argument("--ask-pause", type=float, default=1.0, help="seconds an asker waits between questions (default 1)")
    parser.add_argument("--probe-every", type=float, default=0.2, help="seconds between two rounds of the prober (default 0.2)")
    parser.add_argument("--probe-most", type=int, default=20, help="most searches in one round of the prober (default 20)")
    parser.add_argument("--grace", type=float, default=10.0, help="seconds the probers go on after the writer stops "
                        "(default 10)")
    parser.add_argument("--idle-pause", type=float, default=2.0, help="seconds with no requests before the last look "
                        "(default 2)")
    parser.add_argument("--dir", help="work folder (default: a temporary one, deleted afterwards)")
    args = parser.parse_args(argv)
    if args.minutes <= 0 or args.searchers < 0 or args.askers < 0 or args.llm_delay < 0 or args.remove_every < 1:
        parser.error("--minutes must be > 0, --searchers, --askers and --llm-delay >= 0, --remove-every >= 1")

    def terminated(signum: int, frame: Any) -> None:
        raise KeyboardInterrupt

    signal.signal(signal.SIGTERM, terminated)
    signal.signal(signal.SIGINT, signal.default_int_handler)  # Ctrl-C stops the run even where SIGINT came in ignored
    work = Path(args.dir).resolve() if args.dir else Path(tempfile.mkdtemp(prefix="muonrag-soak-serve-"))
    work.mkdir(parents=True, exist_ok=True)
    try:
        figures = soak(args, work)
    except KeyboardInterrupt:
        print("interrupted: the servers and the writer are stopped", file=sys.stderr)
        return 130
    finally:
        if not args.dir:
            shutil.rmtree(work, ignore_errors=True)
    print_table(figures)
    if args.json:
        Path(args.json).write_text(json.dumps(figures, indent=1) + "\n", encoding="utf-8")
    print(json.dumps(figures))
    h = figures["headline"]
    failed = h["request_errors"] or h["wrong_first_hits"] or h["writes_never_visible"] or figures["writes"]["errors"]
    return 1 if failed or figures["servers_died"] else 0


if __name__ == "__main__":
    sys.exit(main())
