"""Every LLM call is bounded: a total deadline per request, a deadline per question, a capped Retry-After,
one retry layer, and no redirect to another server.

The endpoint is ``muonrag/testing.py`` over a real socket, spoken to by the real ``OpenAILike``
client that :func:`muonrag.llm.adapter.make_llm` builds; nothing of the HTTP layer is replaced. The
evidence is four fixed chunks (as in ``tests/test_hostile_replies.py``), and the offline fallback is
a one-line stand-in (:class:`FirstSentence`), so no embedding model is loaded.
"""

from __future__ import annotations

import time
from typing import Sequence

import pytest
from llama_index.core.llms import ChatMessage

from muonrag import Config, GroundedQueryEngine
from muonrag.agent.llm_decompose import LLMDecomposer
from muonrag.agent.question_gen import GuardedQuestionGenerator
from muonrag.agent.retrieval import AgenticRetriever
from muonrag.answer.schema import Answer, Evidence
from muonrag.errors import ConfigError, LLMRedirectError, LLMTimeoutError, LLMUnavailableError
from muonrag.llm.adapter import make_llm
from muonrag.testing import ReplayLLMServer
from tests.test_hostile_replies import ANGLE, QN, FixedRetriever


class FirstSentence:
    """The offline answerer's stand-in: the first evidence, quoted (what matters here is that the fallback ran)."""

    def answer(self, question: str, sub_queries: Sequence[str], evidence: Sequence[Evidence]) -> Answer:
        return Answer(question=question, text=evidence[0].text.split(". ")[0] + f". [{evidence[0].number}]")


def engine(server: ReplayLLMServer, verify: str = "rules", **settings) -> GroundedQueryEngine:
    settings = {"llm_timeout": 2, "llm_retries": 0, **settings}
    llm = make_llm(Config(llm_base_url=server.url, llm_model="replay-model", **settings).llm)
    return GroundedQueryEngine(FixedRetriever(), llm=llm, extractive=FirstSentence(), verify=verify)


def timed(call):
    """``call()`` and the seconds it took (only ever held to a bound many times what the test expects)."""
    t0 = time.monotonic()
    result = call()
    return result, time.monotonic() - t0


@pytest.fixture
def pauses(monkeypatch):
    """The pauses muonrag takes between attempts (``time.sleep`` in :mod:`muonrag.llm.transport`), recorded and taken."""
    import muonrag.llm.transport as llm_module

    taken: list[float] = []
    real = time.sleep

    class Clock:  # the module's ``time``, with a sleep that records (the replay server's own sleeps are not seen)
        def __getattr__(self, name):
            return getattr(time, name)

        @staticmethod
        def sleep(seconds: float) -> None:
            taken.append(seconds)
            real(seconds)

    monkeypatch.setattr(llm_module, "time", Clock())
    return taken


def fallback_reason(answer: Answer) -> str:
    assert answer.method == "extractive (LLM fallback)", (answer.method, answer.trace)
    return next(t for t in answer.trace if t.startswith("LLM endpoint failed"))


# --- a total deadline per request ----------------------------------------------------------------------------------

@pytest.mark.slow
@pytest.mark.parametrize("part", ["headers", "body"])
def test_an_endpoint_that_drips_one_byte_at_a_time_times_out_within_llm_timeout(part):
    # one byte every 0.5 s never stalls a socket read for 2 s: only a total deadline ends it
    with ReplayLLMServer(default={"drip": 0.5, "part": part, "reply": ANGLE}, drip_limit=30) as server:
        answer, took = timed(lambda: engine(server).answer(QN))
        assert len(server.requests) == 1
    reason = fallback_reason(answer)
    assert "timed out" in reason and "llm_timeout=2" in reason, reason
    # the client's deadline ended it, not the server giving up after drip_limit (the bound is 15 times llm_timeout)
    assert took < 30, took


@pytest.mark.slow
@pytest.mark.parametrize("stream", [True, False])
def test_a_slow_server_that_keeps_producing_tokens_is_waited_for_when_streamed(stream):
    # events 0.3 s apart, more than 1 s in all, never 1 s without a new piece of the reply
    with ReplayLLMServer(default={"pace": 0.3, "reply": ANGLE}) as server:
        answer = engine(server, llm_timeout=1, llm_stream=stream).answer(QN)
        assert server.requests[0]["body"].get("stream", False) is stream
    if stream:
        assert answer.method == "llm" and "10 degrees" in answer.text and not answer.warnings, answer.trace
    else:  # the total deadline ends a request whose whole reply takes longer than llm_timeout
        assert answer.method == "extractive (LLM fallback)" and "timed out" in fallback_reason(answer)
        assert answer.warnings and "not the model's" in answer.warnings[0]


@pytest.mark.slow
def test_a_timed_out_generation_is_not_asked_again_by_default():
    # the server is still computing the reply it timed out on: a second request would only queue behind it
    with ReplayLLMServer(default={"drip": 0.5, "part": "body", "reply": ANGLE}, drip_limit=10) as server:
        llm = make_llm(Config(llm_base_url=server.url, llm_model="replay-model", llm_timeout=1, llm_retries=2).llm)
        with pytest.raises(LLMTimeoutError, match="not asked again.*llm_retry_timeouts"):
            llm.chat([ChatMessage(role="user", content="hello")])
        assert len(server.requests) == 1


@pytest.mark.slow
def test_a_request_outside_a_question_is_bounded_too():
    with ReplayLLMServer(default={"drip": 0.5, "part": "body", "reply": ANGLE}, drip_limit=30) as server:
        llm = make_llm(Config(llm_base_url=server.url, llm_model="replay-model", llm_timeout=1, llm_retries=1,
                              llm_retry_timeouts=True).llm)
        t0 = time.monotonic()
        with pytest.raises(LLMTimeoutError, match=r"llm_timeout=1 s, 2 attempt\(s\)"):
            llm.chat([ChatMessage(role="user", content="hello")])
        took = time.monotonic() - t0
        assert len(server.requests) == 2  # two attempts (and a 0.5 s pause)
    assert took < 30, took  # each attempt ended by its 1 s deadline, not by the server giving up after drip_limit


# --- one retry layer -------------------------------------------------------------------------------------------------

@pytest.mark.slow
def test_llm_retries_is_the_only_retry_layer(pauses):
    # the openai client and LlamaIndex each retried too: 2 retries were 6 requests
    with ReplayLLMServer(default={"status": 500}) as server:
        answer = engine(server, llm_retries=2).answer(QN)
        assert len(server.requests) == 3
    assert pauses == [0.5, 1.0]  # muonrag's own backoff, and no other layer's
    assert "HTTP 500, 3 attempt(s)" in fallback_reason(answer)


# --- Retry-After, capped -------------------------------------------------------------------------------------------

def test_a_retry_after_longer_than_the_cap_is_not_waited_for(pauses):
    with ReplayLLMServer(default={"status": 429, "headers": {"Retry-After": "3600"}}) as server:
        answer = engine(server, llm_retries=2, llm_retry_after_cap=1).answer(QN)
        assert len(server.requests) == 1
    assert pauses == []  # not waited for, not even up to the cap
    reason = fallback_reason(answer)
    assert "asked to wait 3600 s" in reason and "llm_retry_after_cap=1" in reason, reason


@pytest.mark.slow
def test_a_short_retry_after_is_honoured(pauses):
    with ReplayLLMServer([{"status": 429, "headers": {"Retry-After": "1"}}, ANGLE]) as server:
        answer = engine(server, llm_retries=1, llm_retry_after_cap=10).answer(QN)
        assert len(server.requests) == 2
    assert pauses == [1.0]  # the server's Retry-After, not muonrag's own backoff (0.5 s)
    assert answer.method != "extractive (LLM fallback)" and "10 degrees" in answer.text, (answer.text, answer.trace)


# --- redirects ----------------------------------------------------------------------------------------------------------

def test_a_redirect_to_another_server_is_refused_and_says_where_it_pointed():
    with ReplayLLMServer(default=ANGLE) as elsewhere, \
            ReplayLLMServer(default={"redirect": elsewhere.url + "/chat/completions"}) as server:
        answer = engine(server, llm_retries=2).answer(QN)
        assert len(server.requests) == 1 and elsewhere.requests == []  # not followed, not retried
    reason = fallback_reason(answer)
    port = elsewhere.url.split(":")[2].split("/")[0]
    assert "LLMRedirectError" in reason and "HTTP 307" in reason and f"127.0.0.1:{port}" in reason, reason
    assert "llm_base_url" in reason


def test_a_redirect_to_another_server_raises_when_fallback_is_off():
    with ReplayLLMServer(default=ANGLE) as elsewhere, \
            ReplayLLMServer(default={"redirect": elsewhere.url + "/chat/completions", "status": 308}) as server:
        llm = make_llm(Config(llm_base_url=server.url, llm_model="replay-model", llm_timeout=2).llm)
        with pytest.raises(LLMRedirectError, match="another host or port are not followed"):
            llm.chat([ChatMessage(role="user", content="hello")])
        assert elsewhere.requests == []


def test_a_redirect_on_the_same_server_is_followed():
    with ReplayLLMServer() as server:
        server.script = [{"redirect": server.url + "/chat/completions?moved=1"}, ANGLE]
        answer = engine(server).answer(QN)
        assert [r["path"] for r in server.requests] == ["/v1/chat/completions", "/v1/chat/completions?moved=1"]
    assert "10 degrees" in answer.text and answer.method != "extractive (LLM fallback)", answer.trace


# --- a deadline per question -------------------------------------------------------------------------------------

@pytest.mark.slow
def test_the_question_deadline_stops_every_further_request():
    # decomposition, answer and retries would be 3 steps x 6 attempts of 1 s: the deadline ends them all at 2.5 s
    with ReplayLLMServer(default={"drip": 0.25, "part": "headers"}, drip_limit=30) as server:
        llm = make_llm(Config(llm_base_url=server.url, llm_model="replay-model", llm_timeout=1, llm_retries=5,
                              llm_retry_timeouts=True, llm_deadline=2.5).llm)
        agent = AgenticRetriever(FixedRetriever(), GuardedQuestionGenerator(LLMDecomposer(llm)), evidence_k=4)
        answer, took = timed(lambda: GroundedQueryEngine(agent, llm=llm, extractive=FirstSentence(), verify="llm").answer(QN))
        assert len(server.requests) == 2  # one attempt of 1 s, a pause of 0.5 s, one attempt cut to 1 s
    assert took < 25, took  # ten times the deadline: without it, 18 attempts of 1 s or drip_limit per attempt
    assert any("LLM decomposition failed" in t and "llm_deadline=2.5" in t for t in answer.trace), answer.trace
    reason = fallback_reason(answer)
    assert "LLMDeadlineError" in reason and "not asked again" in reason, reason


@pytest.mark.slow
def test_each_question_has_its_own_deadline_and_verification_stops_at_it():
    verdicts = '{"verdicts": [{"claim": 1, "supported": false, "reason": "no"}]}'
    with ReplayLLMServer() as server:
        qa = engine(server, verify="llm", llm_timeout=5, llm_retries=3, llm_deadline=1.5)
        server.script = [{"delay": 1.0, "reply": ANGLE}, {"drip": 0.2, "part": "body", "reply": verdicts}]
        first = qa.answer(QN)
        assert len(server.requests) == 2  # the verification was cut at the deadline (the trace says so, below)
        assert "10 degrees" in first.text  # the rules' answer stands
        assert any("verification pass gave no usable verdict" in t and "llm_deadline" in t for t in first.trace), first.trace
        server.script = [ANGLE, verdicts]
        second = qa.answer(QN)  # a new question, a new deadline
        assert len(server.requests) == 4
    assert second.abstained and any("rejected by the verification pass" in r for r in second.removed), second.removed


@pytest.mark.parametrize("setting", [{"llm_deadline": 0}, {"llm_deadline": float("inf")}, {"llm_retry_after_cap": -1}])
def test_the_new_settings_are_checked(setting):
    with pytest.raises(ConfigError, match=next(iter(setting))):
        Config(**setting)


def test_the_new_settings_are_read_from_the_environment():
    config = Config.load(env={"MUONRAG_LLM_DEADLINE": "30", "MUONRAG_LLM_RETRY_AFTER_CAP": "2.5"})
    assert (config.llm.deadline, config.llm.retry_after_cap) == (30.0, 2.5)
    assert (Config().llm_deadline, Config().llm_retry_after_cap) == (180.0, 10.0)


def test_an_unavailable_endpoint_is_a_clear_error():
    with ReplayLLMServer() as server:
        url = server.url
    llm = make_llm(Config(llm_base_url=url, llm_model="replay-model", llm_timeout=2, llm_retries=0).llm)
    with pytest.raises(LLMUnavailableError, match="could not be reached"):
        llm.chat([ChatMessage(role="user", content="hello")])


# --- item 9: a cache folder that cannot be written --------------------------------------------------------------------
# (in this file because these tests, like the ones above, are about an environment that fails; they need the model)

def _unwritable_cache(tmp_path, kind: str):
    """A cache root that cannot be written: a folder with mode 0500, or a path under a regular file."""
    if kind == "read-only folder":
        folder = tmp_path / "ro-cache"
        folder.mkdir()
        folder.chmod(0o500)
        try:
            (folder / "probe").write_text("x")
        except OSError:
            return folder
        (folder / "probe").unlink()
        folder.chmod(0o700)
        pytest.skip("running as root: mode 0500 does not stop writes here (the 'under a file' case covers it)")
    (tmp_path / "a-file").write_text("not a folder")
    return tmp_path / "a-file" / "cache"


@pytest.fixture
def tiny_index_dir(tmp_path, embed_model):
    from muonrag import MuonIndex

    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "decay.md").write_text("# Muon decay\n\nMuons decay with a proper lifetime of 2.2 microseconds. At 5 TeV "
                                     "time dilation stretches the lab-frame lifetime to about 0.1 seconds.\n")
    (corpus / "nozzle.md").write_text("# Nozzles\n\nTwo tungsten nozzles shield the detector from beam-induced background. "
                                      "Each nozzle is a cone with an opening angle of about 10 degrees.\n")
    with MuonIndex.open(config=Config(index_path=tmp_path / "index"), create=True, embed_model=embed_model) as index:
        assert index.add(corpus).ingested == 2
    return tmp_path / "index"


@pytest.mark.parametrize("encoder", ["auto", "torch"])
@pytest.mark.parametrize("kind", ["read-only folder", "under a file"])
def test_search_and_ask_work_with_a_cache_folder_that_cannot_be_written(tiny_index_dir, tmp_path, monkeypatch, caplog,
                                                                        kind, encoder):
    import logging

    from muonrag import MuonIndex, ask

    cache_root = _unwritable_cache(tmp_path, kind)
    monkeypatch.setenv("XDG_CACHE_HOME", str(cache_root))
    caplog.set_level(logging.WARNING)
    config = Config(index_path=tiny_index_dir, encoder=encoder)
    with MuonIndex.open(config=config, read_only=True) as index:
        hits = index.search("muon lifetime", top_k=2)
        answer = ask(index, "What is the proper lifetime of the muon?", offline=True)
        cache = index.encoders._cache
    assert hits and "2.2 microseconds" in hits[0].text, hits
    assert "2.2" in answer.text and not answer.abstained, (answer.text, answer.reason)
    warned = [r.getMessage() for r in caplog.records if "cannot be written" in r.getMessage()]
    assert len(warned) == 1 and "XDG_CACHE_HOME" in warned[0], warned
    assert cache.fallback is None  # tidied: nothing left in the temporary folder


def test_the_cli_sets_the_question_deadline_and_the_retry_after_cap(tmp_path):
    from muonrag.cli import build_parser, config_from_args

    args = build_parser().parse_args(["ask", "What?", "--index", str(tmp_path), "--llm-deadline", "7.5",
                                      "--llm-retry-after-cap", "2"])
    config = config_from_args(args)
    assert (config.llm.deadline, config.llm.retry_after_cap) == (7.5, 2.0)
