"""The compatibility matrix (docs/llm.rst, "Compatibility"): one test per server, each row backed here.

Each test serves one profile of ``tests/server_profiles.py`` (that server's own status codes, error
bodies and reply shapes) from ``muonrag/testing.py`` on 127.0.0.1, and asks a question through
the real client path: :func:`muonrag.answer.query_engine.build_engine` over a small real index, the real
``OpenAILike`` client over a real socket. Each asserts the answer's ``method``, ``abstained``, the
reason or trace, ``warnings``, and the requests the server saw.
"""

from __future__ import annotations

import pytest

from muonrag import Config, MuonIndex
from muonrag.answer.query_engine import build_engine
from muonrag.errors import LLMError
from tests import server_profiles as sp
from tests.test_hostile_replies import DOCS

QN = "What is the opening angle of the tungsten nozzles?"
QUOTE = "At 3 TeV each nozzle is a cone with an opening angle of 10 degrees around the beam pipe"
CLAIM = "At 3 TeV each nozzle is a cone with an opening angle of 10 degrees"
LLM, FALLBACK = "llm", "extractive (LLM fallback)"


def model_answer(body: dict) -> str:
    """What the model writes: the claim, citing whichever evidence number holds the nozzle chunk."""
    number = next((n for n, text in sp.evidence_blocks(body).items() if QUOTE in " ".join(text.split())), None)
    if number is None:
        return sp.dumps({"claims": []})
    return sp.dumps({"claims": [{"text": CLAIM, "evidence": [{"n": number, "quote": QUOTE}]}]})


@pytest.fixture(scope="module")
def index(tmp_path_factory, embed_model):
    root = tmp_path_factory.mktemp("servers")
    (root / "corpus").mkdir()
    for name, text in DOCS.items():
        (root / "corpus" / name.replace(".txt", ".md")).write_text(f"# {name}\n\n{text}\n", encoding="utf-8")
    index = MuonIndex.open(config=Config(index_path=root / "index"), create=True, embed_model=embed_model)
    assert index.add(root / "corpus").ingested == len(DOCS)
    yield index
    index.close()


def engine(index, server, **settings):
    settings = {"llm_model": "replay-model", "llm_timeout": 5, "llm_retries": 0, "verify": "rules", "evidence_k": 4,
                **settings}
    config = Config(index_path=index.config.index.path, llm_base_url=server.url, **settings)
    return build_engine(index, config=config, agent=False)


def formats(server, start: int = 0) -> list:
    return [sp.format_type(r["body"]) for r in server.requests[start:]]


def bodies(server, start: int = 0) -> list[dict]:
    return [r["body"] for r in server.requests[start:]]


def said(answer) -> str:
    return "\n".join([*answer.trace, answer.reason or "", *answer.warnings, *answer.removed])


def assert_model_answer(answer):
    assert answer.method == LLM, (answer.method, answer.trace)
    assert not answer.abstained, (answer.reason, answer.trace)
    assert "10 degrees" in answer.text and [c.number for c in answer.citations], answer.text


def assert_fallback(answer, *named: str):
    assert answer.method == FALLBACK, (answer.method, answer.trace)
    assert answer.warnings, "a fallback must say so"
    for name in named:
        assert any(name in t for t in answer.trace), (name, answer.trace)
        assert any(name in w for w in answer.warnings), (name, answer.warnings)


def assert_shrunk(before: dict, after: dict):
    """A retry after an overflow: fewer evidence chunks or a smaller cap, the same response_format."""
    fewer = len(sp.evidence_blocks(after)) < len(sp.evidence_blocks(before))
    smaller = (sp.cap(after) or 0) < (sp.cap(before) or 0)
    assert fewer or smaller, (len(sp.evidence_blocks(before)), len(sp.evidence_blocks(after)), sp.cap(before), sp.cap(after))
    assert sp.format_type(after) == sp.format_type(before), "an overflow is not a format refusal"


# --- llama.cpp llama-server, current -------------------------------------------------------------------------------

def test_llama_server_current_honours_json_schema(index):
    with sp.llama_server().server(model_answer) as server:
        answer = engine(index, server).answer(QN)
        assert formats(server) == ["json_schema"]
    assert_model_answer(answer)
    assert answer.warnings == [] and answer.to_dict()["warnings"] == []


def test_llama_server_context_overflow_retries_with_half_the_evidence(index):
    # 4 chunks are 2,200 stand-in tokens, over n_ctx=2048; 2 chunks fit
    with sp.llama_server(n_ctx=2048).server(model_answer) as server:
        answer = engine(index, server).answer(QN)
        seen = bodies(server)
    assert len(seen) >= 2 and all(sp.format_type(b) == "json_schema" for b in seen), formats(server)
    for before, after in zip(seen, seen[1:]):
        assert_shrunk(before, after)
    assert len(sp.evidence_blocks(seen[0])) == 4 and len(sp.evidence_blocks(seen[-1])) == 2
    assert_model_answer(answer)
    assert any("context" in t and "2 of the 4" in t for t in answer.trace), answer.trace


def test_llama_server_reply_cut_at_length_is_named_in_trace_and_removed(index):
    full = model_answer({"messages": [{"role": "user", "content": "<evidence>\n[1] x\n" + QUOTE + "\n</evidence>"}]})
    with sp.llama_server(cut_at=len(full) - 30).server(model_answer) as server:
        answer = engine(index, server).answer(QN)
        seen = bodies(server)
    assert 1 <= len(seen) <= 2 and all(sp.format_type(b) == "json_schema" for b in seen)
    assert answer.method == LLM, answer.trace
    assert any("cut off" in t or "truncated" in t for t in answer.trace), answer.trace
    assert any("cut off" in r or "truncated" in r for r in answer.removed), answer.removed
    assert answer.warnings, "a partial answer says so"


# --- llama-server before Sept 2024, llama-cpp-python 0.3.x ---------------------------------------------------------

@pytest.mark.parametrize("profile", [sp.llama_server_old, sp.llama_cpp_python], ids=["llama-server-old", "llama-cpp-python"])
def test_a_500_naming_response_format_degrades_to_json_object_and_is_remembered(index, profile):
    with profile().server(model_answer) as server:
        qa = engine(index, server, llm_retries=2)
        first = qa.answer(QN)
        assert formats(server) == ["json_schema", "json_object"], formats(server)  # no retry of the refused level
        assert "schema" in server.requests[1]["body"]["response_format"], server.requests[1]["body"]["response_format"]
        second = qa.answer(QN)
        assert formats(server, 2) == ["json_object"], "the next question starts at the level that worked"
    assert_model_answer(first)
    assert_model_answer(second)
    assert any("response_format" in t or "json_schema" in t for t in first.trace), first.trace


@pytest.mark.slow
def test_an_outage_500_is_not_a_format_refusal(index):
    with sp.outage().server(model_answer) as server:
        qa = engine(index, server, llm_retries=1)
        answer = qa.answer(QN)
        assert formats(server) == ["json_schema", "json_schema"], formats(server)  # retried as an outage, same format
        qa.answer(QN)
        assert formats(server, 2)[0] == "json_schema", "nothing was learnt from an outage"
    assert_fallback(answer, "HTTP 500")
    assert not any("json_object" in t for t in answer.trace), answer.trace
    lines = answer.render().splitlines()
    assert lines[0].startswith("WARNING") or answer.warnings[0][:30] in lines[0], lines[:2]
    assert answer.to_dict()["warnings"] == answer.warnings


# --- Ollama /v1 --------------------------------------------------------------------------------------------------------

def test_ollama_prompt_over_the_context_window_is_warned_about_before_it_is_sent(index):
    # Ollama answers 200 OK and cuts the prompt to num_ctx unseen: only a configured llm_context_window tells
    with sp.ollama(num_ctx=256).server(model_answer) as server:
        answer = engine(index, server, llm_context_window=300, llm_max_tokens=128).answer(QN)
        assert formats(server) == ["json_schema"]  # sent all the same, once
    assert answer.method == LLM and not answer.abstained, answer.trace
    assert any("llm_context_window" in w and ("OLLAMA_CONTEXT_LENGTH" in w or "num_ctx" in w) for w in answer.warnings), \
        answer.warnings


def test_ollama_within_its_context_is_a_plain_answer(index):
    with sp.ollama(num_ctx=4096).server(model_answer) as server:
        answer = engine(index, server, llm_context_window=4096).answer(QN)
        assert formats(server) == ["json_schema"]
    assert_model_answer(answer)
    assert answer.warnings == []


# --- vLLM ----------------------------------------------------------------------------------------------------------------

def test_vllm_without_a_reasoning_parser_think_block_is_not_the_answer(index):
    with sp.vllm(reasoning_parser=False).server(model_answer) as server:
        answer = engine(index, server, llm_max_tokens=1024).answer(QN)
        assert formats(server) == ["json_schema"]
    assert_model_answer(answer)
    assert "evidence 1 gives" not in answer.text.lower() and "think" not in answer.text


@pytest.mark.parametrize("field_name", ["reasoning_content", "reasoning"])
def test_vllm_with_a_reasoning_parser_uses_content(index, field_name):
    with sp.vllm(reasoning_parser=True, field_name=field_name).server(model_answer) as server:
        answer = engine(index, server, llm_max_tokens=1024).answer(QN)
        assert formats(server) == ["json_schema"]
    assert_model_answer(answer)
    assert "Okay" not in answer.text and answer.warnings == []


@pytest.mark.parametrize("overflow", ["max_tokens", "context"])
def test_vllm_overflow_shrinks_the_request_never_drops_the_format(index, overflow):
    # 4 chunks (2,200) + max_tokens 2048 > 4096
    with sp.vllm(max_model_len=4096, overflow=overflow).server(model_answer) as server:
        answer = engine(index, server).answer(QN)
        seen = bodies(server)
    assert len(seen) >= 2, formats(server)
    for before, after in zip(seen, seen[1:]):
        assert_shrunk(before, after)
    assert all(sp.format_type(b) == "json_schema" for b in seen)
    assert_model_answer(answer)


# --- LM Studio -----------------------------------------------------------------------------------------------------------

def test_lm_studio_gets_json_schema_and_never_json_object(index):
    with sp.lm_studio().server(model_answer) as server:
        qa = engine(index, server)
        first, second = qa.answer(QN), qa.answer(QN)
        assert formats(server) == ["json_schema", "json_schema"]
    assert_model_answer(first)
    assert_model_answer(second)
    assert first.warnings == []


# --- TGI 3.x ---------------------------------------------------------------------------------------------------------------

def test_tgi_422_steps_down_to_prompt_only_json_and_remembers(index):
    with sp.tgi().server(model_answer) as server:
        qa = engine(index, server)
        first = qa.answer(QN)
        assert formats(server) == ["json_schema", "json_object", None], formats(server)
        second = qa.answer(QN)
        assert formats(server, 3) == [None]
    assert_model_answer(first)
    assert_model_answer(second)


# --- LiteLLM proxy ---------------------------------------------------------------------------------------------------------

def test_litellm_wrapped_context_overflow_shrinks_the_request(index):
    with sp.litellm(max_model_len=4096).server(model_answer) as server:
        answer = engine(index, server).answer(QN)
        seen = bodies(server)
    assert len(seen) >= 2 and all(sp.format_type(b) == "json_schema" for b in seen), formats(server)
    for before, after in zip(seen, seen[1:]):
        assert_shrunk(before, after)
    assert_model_answer(answer)


def test_litellm_bad_key_is_not_retried_and_names_llm_api_key(index):
    with sp.litellm(bad_key=True).server(model_answer) as server:
        answer = engine(index, server, llm_retries=2).answer(QN)
        assert len(server.requests) == 1
    assert_fallback(answer, "llm_api_key")


# --- OpenAI ------------------------------------------------------------------------------------------------------------------

def test_openai_unsupported_temperature_is_retried_once_without_it(index):
    # a reasoning model under a name LlamaIndex does not know (an Azure deployment, a proxy alias): temperature is sent
    with sp.openai(models=("team-gpt5-deployment",)).server(model_answer) as server:
        answer = engine(index, server, llm_model="team-gpt5-deployment").answer(QN)
        seen = bodies(server)
    assert len(seen) == 2 and "temperature" in seen[0] and "temperature" not in seen[1], seen
    assert [sp.format_type(b) for b in seen] == ["json_schema", "json_schema"], "not a format refusal"
    assert_model_answer(answer)
    assert any("temperature" in t for t in answer.trace), answer.trace


def test_openai_refusal_is_reported_as_a_refusal(index):
    with sp.openai(reasoning=False, models=("gpt-4o-mini",), refuse=True).server(model_answer) as server:
        answer = engine(index, server, llm_model="gpt-4o-mini").answer(QN)
        assert formats(server) == ["json_schema"]
    assert answer.method == LLM and answer.abstained, (answer.method, answer.trace)
    assert "refus" in answer.reason and sp.OPENAI_REFUSAL[:20] in answer.reason, answer.reason
    assert "empty" not in answer.reason
    assert answer.warnings


def test_openai_unknown_model_is_not_retried_and_names_llm_model(index):
    with sp.openai(models=("gpt-5-mini",)).server(model_answer) as server:
        answer = engine(index, server, llm_model="gpt-5-mimi", llm_retries=2).answer(QN)
        assert formats(server) == ["json_schema"], "a 404 model_not_found is no format refusal"
        with pytest.raises(LLMError, match="llm_model"):
            engine(index, server, llm_model="gpt-5-mimi", llm_fallback=False).answer(QN)
        assert len(server.requests) == 2
    assert_fallback(answer, "llm_model")


# --- GPT-OSS (Harmony) ---------------------------------------------------------------------------------------------------------

def test_gpt_oss_cap_spent_in_reasoning_is_retried_with_twice_the_cap(index):
    with sp.harmony(needs=3000).server(model_answer) as server:
        answer = engine(index, server, llm_max_tokens=2048).answer(QN)
        caps = [sp.cap(b) for b in bodies(server)]
    assert caps == [2048, 4096], caps
    assert_model_answer(answer)


def test_gpt_oss_cut_off_twice_is_reported_cut_off_not_empty(index):
    with sp.harmony(needs=10_000).server(model_answer) as server:
        answer = engine(index, server, llm_max_tokens=2048).answer(QN)
        caps = [sp.cap(b) for b in bodies(server)]
    assert caps == [2048, 4096], caps  # once more, not more
    assert answer.abstained and "cut off" in answer.reason, (answer.reason, answer.trace)
    assert "empty" not in answer.reason and "no answer" not in answer.reason
    assert answer.warnings and any("cut off" in w for w in answer.warnings)


@pytest.mark.parametrize("field_name", ["reasoning", "reasoning_content"])
def test_gpt_oss_json_in_the_reasoning_field_is_used(index, field_name):
    with sp.harmony(json_in_reasoning=True, field_name=field_name).server(model_answer) as server:
        answer = engine(index, server).answer(QN)
        assert formats(server) == ["json_schema"]
    assert_model_answer(answer)


# --- Qwen3 <think> in content -----------------------------------------------------------------------------------------------------

def test_qwen3_closed_think_block_then_the_answer(index):
    with sp.qwen3(needs=1000).server(model_answer) as server:
        answer = engine(index, server).answer(QN)
        assert formats(server) == ["json_schema"]
    assert_model_answer(answer)
    assert "gold" not in answer.text and "2 cm" not in answer.text and answer.warnings == []


def test_qwen3_unclosed_think_is_never_an_answer(index):
    with sp.qwen3(closed=False).server(model_answer) as server:
        answer = engine(index, server, llm_max_tokens=2048).answer(QN)
        caps = [sp.cap(b) for b in bodies(server)]
    assert caps == [2048, 4096], caps
    assert answer.abstained and answer.citations == [], (answer.text, answer.trace)
    assert "gold" not in answer.text and "cut off" in answer.reason, answer.reason
    assert not any("gold" in c.text for c in answer.claims)
    assert answer.warnings
