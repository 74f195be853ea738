"""One question through a real model on a real llama.cpp server, when this machine has both.

The smoke test of issue 23. It runs only where ``MUONRAG_TEST_GGUF`` names a
GGUF model file and ``xllamacpp`` (``pip install -e ".[local-llm]"``) is
installed; everywhere else it is skipped with the reason (``pytest -ra``
prints it). No model is a dependency of muonrag or of its tests: the small
models we measure come from anonymous PyPI re-uploads, usable only by path and
pinned sha256 (``benchmarks/bench_local_llm.py`` says how to assemble them),
so CI does not download one. ``MUONRAG_TEST_GGUF_SHA256``, when set, is checked
first.

With the 0.5B Qwen2.5-Coder Q4_K_M model on 2 CPU cores the question takes
about 20 s, the model load about 1 s.
"""

from __future__ import annotations

import importlib.util
import json
import os
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
MODEL = os.environ.get("MUONRAG_TEST_GGUF", "")


def _why_not() -> str:
    if not MODEL:
        return "no real model: set MUONRAG_TEST_GGUF=PATH.gguf (see benchmarks/bench_local_llm.py for one to assemble)"
    if not Path(MODEL).is_file():
        return f"MUONRAG_TEST_GGUF={MODEL}: no such file"
    if importlib.util.find_spec("xllamacpp") is None:
        return 'no llama.cpp server: pip install -e ".[local-llm]" (xllamacpp)'
    return ""


pytestmark = [pytest.mark.real_model, pytest.mark.slow, pytest.mark.skipif(bool(_why_not()), reason=_why_not() or "runs")]


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    sys.path.insert(0, str(REPO / "benchmarks"))
    try:
        from bench_local_llm import LocalServer, sha256_of
    finally:
        sys.path.remove(str(REPO / "benchmarks"))
    model = Path(MODEL).resolve()
    expected = os.environ.get("MUONRAG_TEST_GGUF_SHA256", "").strip().lower()
    if expected:
        assert sha256_of(model) == expected, f"{model}: not the model MUONRAG_TEST_GGUF_SHA256 names"
    local = LocalServer(model, 8192, os.cpu_count() or 2, None, tmp_path_factory.mktemp("llama") / "server.log")
    base = local.start(wait_s=120)
    yield base
    local.stop()


def test_a_real_model_answers_through_the_whole_path(server, demo_index_dir, embed_model, tmp_path, capsys):
    from muonrag import Config, MuonIndex
    from muonrag.grounding.quotes import quoted
    from muonrag.cli import main
    from muonrag.core.text_hygiene import plain_text

    config = tmp_path / "empty.toml"
    config.write_text("")
    question = "What magnetic field does the target solenoid provide to capture the pions?"
    code = main(["ask", question, "--index", str(demo_index_dir), "--json", "--config", str(config), "--no-agent",
                 "--llm-base-url", f"{server}/v1", "--llm-model", "local", "--llm-timeout", "150",
                 "--llm-deadline", "170", "--llm-required"])
    answer = json.loads(capsys.readouterr().out)
    assert code == 0, answer
    assert answer["method"] == "llm" and not answer["warnings"], answer
    assert answer["abstained"] or answer["claims"], answer
    with MuonIndex.open(config=Config(index_path=demo_index_dir), read_only=True, embed_model=embed_model) as index:
        texts = {node_id: text for node_id, text, _ in index.chunks.records()}
    # what the model said was checked by the rules: every kept claim's quote stands in the chunk it cites
    for claim in answer["claims"]:
        assert claim["citations"], claim
        for citation in claim["citations"]:
            assert quoted(citation["quote"], plain_text(texts[citation["node_id"]])) is not None, citation
