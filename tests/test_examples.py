"""The offline examples run as a user would run them."""

import subprocess
import sys
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"

pytestmark = [pytest.mark.subprocess, pytest.mark.slow]  # each example is a process of 10 to 30 s


def run_example(name, *args, cwd, env_extra=None):
    import os

    env = {k: v for k, v in os.environ.items() if not k.startswith("MUONRAG_") and k != "OPENAI_API_KEY"}
    env["TMPDIR"] = str(cwd)
    env["MUONRAG_CACHE"] = str(cwd / "cache")
    proc = subprocess.run([sys.executable, str(EXAMPLES / name), *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return proc.stdout


def test_index_pdfs_and_latex(tmp_path):
    out = run_example("01_index_pdfs_and_latex.py", cwd=tmp_path)
    assert "skipped" in out and "broken.pdf" in out
    assert "pdf" in out and "latex" in out
    assert "printed label" in out


def test_search_to_table(tmp_path):
    out = run_example("02_search_to_table.py", "--index", str(tmp_path / "idx"), cwd=tmp_path)
    lines = out.strip().splitlines()
    assert lines[0].startswith("query,mode,rank,score,rank_dense,rank_sparse")
    assert len(lines) == 1 + 3 * 3 * 3


def test_ask_offline(tmp_path):
    out = run_example("03_ask_with_llm.py", cwd=tmp_path)
    assert "answering offline" in out and "method: extractive" in out


def test_evaluate_beir(tmp_path):
    out = run_example("04_evaluate_beir.py", cwd=tmp_path)
    assert "| hybrid |" in out and "paired permutation" in out


def test_llamaindex_pipeline(tmp_path):
    out = run_example("05_llamaindex_pipeline.py", cwd=tmp_path)
    assert "timing" in out.splitlines()[0]
    assert "cited:" in out
    guarded = out.split("guarded sub-questions")[1].splitlines()[1:]
    questions = [line.strip() for line in guarded if line.startswith("  ") and not line.strip().startswith("->")]
    assert questions[0] == "How does BIB timing rejection work and why are tungsten nozzles used?"
    assert 2 <= len(questions) <= 5
