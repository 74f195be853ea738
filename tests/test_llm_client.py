"""One LLM client per model (:mod:`muonrag.llm`): the builders make one :class:`~muonrag.llm.client.Client` that the
decomposition, the answer and its verification share; a bare LlamaIndex LLM is wrapped once; the evaluation's grader
and a server's answers go through it too. Each test asks over a real socket (``muonrag/testing.py``)."""

from __future__ import annotations

import pytest

from muonrag import Config
from muonrag.agent.llm_decompose import LLMDecomposer
from muonrag.answer.engine import answer_engine
from muonrag.answer.query_engine import build_engine
from muonrag.answer.schema import Answer
from muonrag.evaluate.answers import AnswerJudge
from muonrag.evaluate.dataset import Query
from muonrag.grounding.judge import LLMJudge
from muonrag.llm.adapter import make_llm
from muonrag.llm.client import Client
from muonrag.testing import ReplayLLMServer
from tests import server_profiles as sp
from tests.test_servers import QN, assert_model_answer, formats, index, model_answer  # noqa: F401 (index: a fixture)


def model(body: dict) -> str:
    """A model that answers the decomposition's three steps and then the question."""
    text = sp.user_text(body)
    if "domain tags" in text:
        return sp.dumps({"domains": ["machine"]})
    if "question's type" in text:
        return sp.dumps({"query_type": "precise_fact"})
    if "search queries" in text:
        return sp.dumps({"sub_queries": ["tungsten nozzle opening angle"]})
    return model_answer(body)


def settings(index, server, **more) -> Config:
    return Config(index_path=index.config.index.path, llm_base_url=server.url, llm_model="replay-model",
                  llm_timeout=5, llm_retries=0, verify="rules", evidence_k=4, **more)


def decomposer_of(engine) -> LLMDecomposer:
    search = getattr(engine, "search", None) or engine.retriever.question_gen
    return search.decomposer if isinstance(search.decomposer, LLMDecomposer) else search.decomposer.decomposer


@pytest.mark.parametrize("build", [answer_engine, build_engine], ids=["answer_engine", "build_engine"])
def test_the_decomposer_and_the_answer_share_one_client(index, build):  # noqa: F811
    """A format refused to the decomposition's first request is not asked for again, by any step."""
    with sp.llama_server_old().server(model) as server:
        engine = build(index, config=settings(index, server))
        assert decomposer_of(engine).client is engine.client
        answer = engine.answer(QN)
        seen = formats(server)
    assert seen == ["json_schema"] + ["json_object"] * (len(seen) - 1) and len(seen) == 5, seen
    assert_model_answer(answer)
    assert answer.sub_queries[-1] == "tungsten nozzle opening angle"


def test_a_bare_llm_is_wrapped_once_and_a_client_is_never_wrapped():
    llm = make_llm(Config(llm_base_url="http://127.0.0.1:9/v1", llm_model="replay-model").llm)
    client = Client.of(llm)
    assert Client.of(llm) is client and Client.of(client) is client
    assert LLMDecomposer(llm).client is client and LLMJudge(llm).client is client and AnswerJudge(llm).client is client
    assert LLMDecomposer(client).llm is llm and client.max_tokens == llm.max_tokens
    assert Client.of(llm, reasoning_effort="low") is not client  # other settings: a conversation of its own
    with pytest.raises(TypeError):
        Client(client)


def test_the_grader_reads_the_reply_as_the_answer_is_read():
    """The grader asks through the client: a JSON schema, the reasoning apart from the grade, a reply cut off while
    the model reasoned named as such (the grader used to read ``content`` alone: the first reply was 'invalid')."""
    query = Query("q1", "What is the nozzle angle?", answer="About 10 degrees.", key_points=["about 10 degrees"])
    answer = Answer(question=query.text, text="About 10 degrees [1].")
    cut = {"message": {"content": None, "reasoning_content": "The key point is"}, "finish_reason": "length"}
    script = [{"message": {"content": None, "reasoning_content": '{"grade": "good", "reason": "matches"}'},
               "finish_reason": "stop"}, cut, cut]
    with ReplayLLMServer(script) as server:
        judge = AnswerJudge(make_llm(Config(llm_base_url=server.url, llm_model="judge", llm_retries=0, llm_timeout=5).llm))
        grades = [judge.grade(query, answer) for _ in range(2)]
        sent = [r["body"] for r in server.requests]
    assert grades[0]["grade"] == "good"
    assert grades[1]["grade"] == "invalid" and "cut off" in grades[1]["reason"], grades[1]
    assert len(sent) == 3 and sent[0]["response_format"]["json_schema"]["name"] == "grade"
    assert sent[2]["max_tokens"] == 2 * sent[1]["max_tokens"]  # asked once more with twice the cap


def test_a_server_keeps_one_client_for_every_answer(index, embed_model):  # noqa: F811
    """``muonrag serve``: what the first question taught the client (a refused format) holds for the next."""
    from muonrag.serve.app import Desk
    from muonrag.serve.settings import ServerSettings

    with sp.llama_server_old().server(model) as server:
        desk = Desk(settings(index, server), ServerSettings(agent=False), embed_model)
        try:
            assert desk.client() is desk.client() and desk.client() is not None
            first, second = desk._answer(QN), desk._answer(QN)
        finally:
            desk.jobs.close()
            desk.holder.close()
        seen = formats(server)
    assert seen == ["json_schema", "json_object", "json_object"], seen
    assert_model_answer(first)
    assert_model_answer(second)


def test_an_offline_server_makes_no_client(index, embed_model):  # noqa: F811
    from muonrag.serve.app import Desk
    from muonrag.serve.settings import ServerSettings

    desk = Desk(Config(index_path=index.config.index.path), ServerSettings(agent=False), embed_model)
    try:
        assert desk.client() is None
    finally:
        desk.jobs.close()
        desk.holder.close()
