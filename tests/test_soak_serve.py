"""benchmarks/soak_serve.py runs end to end with tiny settings: `muonrag serve` in a subprocess, a writer, searchers,
an asker and the visibility prober; it prints its figures as a JSON line and leaves no temporary folder behind.

Under that load every committed write is searched before the run ends, and no request fails."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("starlette", reason="muonrag serve needs the serve extra (starlette, uvicorn, jinja2)")

REPO = Path(__file__).resolve().parents[1]

pytestmark = [pytest.mark.subprocess, pytest.mark.slow]  # a server process and its load for about 45 s


def test_soak_serve_measures_a_short_run(tmp_path):
    out = tmp_path / "soak.json"
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    env = {**os.environ, "HF_HUB_OFFLINE": "1", "TMPDIR": str(scratch)}
    proc = subprocess.run([sys.executable, str(REPO / "benchmarks" / "soak_serve.py"), "--minutes", "0.25",
                           "--offline-only", "--searchers", "2", "--askers", "1", "--grace", "10", "--idle-pause", "1.2",
                           "--json", str(out)], capture_output=True, text=True, env=env, timeout=240, cwd=tmp_path)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-2000:]  # 1: a failed request, an unseen write
    printed = json.loads(proc.stdout.strip().splitlines()[-1])
    assert printed == json.loads(out.read_text())
    assert "server offline" in proc.stdout and "headline:" in proc.stdout
    assert printed["writes"]["finished"] and printed["writes"]["adds"] >= 3, printed["writes"]
    served = printed["servers"]["offline"]
    assert served["requests"]["search"]["requests"] >= 10 and served["requests"]["ask"]["requests"] >= 1
    assert served["requests"]["probe"]["requests"] >= 1
    assert served["writes_committed"] == printed["writes"]["adds"]
    assert served["writes_visible"] == served["writes_committed"] and served["writes_never_visible"] == 0
    assert served["fds_peak"] > 0 and served["vmhwm_mb"] > 0 and printed["readers_peak"] >= 1
    assert not [p for p in scratch.iterdir() if p.name.startswith("muonrag-soak-serve-")]  # the work folder is gone
