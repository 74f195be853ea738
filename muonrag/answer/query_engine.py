"""The answer engine (:mod:`muonrag.answer.engine`) as a LlamaIndex query engine, over any LlamaIndex retriever."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Optional, Sequence, Union

from llama_index.core.base.base_query_engine import BaseQueryEngine
from llama_index.core.base.response.schema import Response
from llama_index.core.callbacks import CallbackManager
from llama_index.core.prompts.mixin import PromptMixinType
from llama_index.core.retrievers import BaseRetriever
from llama_index.core.schema import NodeWithScore, QueryBundle, TextNode

from muonrag.agent.search import RetrievalTrace
from muonrag.answer.engine import AnswerEngine, configured_client, engine_settings, evidence_from_results, extractive_answerer
from muonrag.answer.extractive import ExtractiveAnswerer
from muonrag.answer.prompts import default_prompts
from muonrag.answer.schema import Answer, Evidence
from muonrag.grounding.lexicon import DEFAULT_PROFILE
from muonrag.llm.client import Client
from muonrag.llm.prompts import NamedPrompts
from muonrag.retrieve.results import SearchResult

if TYPE_CHECKING:
    from llama_index.core.llms import LLM

    from muonrag.config import Config
    from muonrag.grounding.judge import Judge
    from muonrag.index.muon_index import MuonIndex


def evidence_from_nodes(nodes: Sequence[NodeWithScore], found_by: Optional[dict] = None) -> list[Evidence]:
    """Number retrieved LlamaIndex nodes 1..M as evidence (:func:`~muonrag.answer.engine.evidence_from_results`)."""
    return evidence_from_results([SearchResult.from_node(rank, hit) for rank, hit in enumerate(nodes, 1)], found_by)


class RetrieverSearch:
    """A LlamaIndex retriever as the engine's evidence search (its ``last_trace``, when it keeps one, is the trace)."""

    def __init__(self, retriever: BaseRetriever):
        self.retriever = retriever
        # the LLM of an agent's decomposer shares the question's deadline (AnswerEngine.answer)
        self.decomposer = getattr(retriever, "question_gen", None)

    def gather(self, question: str) -> tuple[list[SearchResult], Optional[RetrievalTrace]]:
        nodes = self.retriever.retrieve(QueryBundle(question))
        return [SearchResult.from_node(rank, hit) for rank, hit in enumerate(nodes, 1)], getattr(self.retriever, "last_trace", None)


class GroundedQueryEngine(NamedPrompts, BaseQueryEngine):
    """Retrieve evidence, answer with citations on every claim, or abstain: the
    :class:`~muonrag.answer.engine.AnswerEngine` over a LlamaIndex retriever.

    Args:
        retriever: any LlamaIndex retriever; an
            :class:`~muonrag.agent.retrieval.AgenticRetriever` adds
            decomposition and its trace.
        llm: the model, passed explicitly: a :class:`~muonrag.llm.client.Client` (the one the retriever's
            decomposer uses too, as :func:`build_engine` arranges) or a LlamaIndex LLM, wrapped once
            (:meth:`Client.of <muonrag.llm.client.Client.of>`); ``None`` answers offline
            with the :class:`~muonrag.answer.extractive.ExtractiveAnswerer`.
        extractive: the offline answerer (needed offline, and as the fallback
            when the endpoint fails).
        fallback: when the LLM fails after its retries, answer extractively
            (and say so in the trace) instead of raising :class:`~muonrag.errors.LLMError`.
        verify: ``"doubts"`` (the default) asks the model only about the claims the
            rules doubt; ``"llm"`` also asks it, claim by claim, whether the cited
            quotes support the claims the rules kept, and drops those it rejects (its
            time is ``timings["verify_s"]``); ``"rules"`` checks claims with the rules only.
            See :class:`~muonrag.answer.engine.AnswerEngine` for why ``"doubts"`` is the default.
        structured: ask the endpoint for JSON-schema output (``response_format``);
            when the endpoint refuses it, the engine steps down to
            ``json_object`` and then to JSON by the prompt alone, and remembers
            (:class:`~muonrag.llm.client.Client`). For a bare ``llm`` only: a Client keeps its own.
        reasoning_effort: ``reasoning_effort`` sent to a reasoning model (``llm_reasoning_effort``); for a bare
            ``llm`` only, as ``structured``.
        context_window: the model's context in tokens (``llm_context_window``): a prompt
            that does not fit is warned about before it is sent.
        judge: what settles the rules' doubts when the model does not: ``"auto"``,
            ``"learned"``, ``"none"`` or any :class:`~muonrag.grounding.judge.Judge`
            (:func:`~muonrag.answer.engine.offline_judge`).
        second_opinion: with ``verify="llm"``, show the model the learned judge's verdicts.
        profile: the grounding profile the rules read (``"physics"``, ``"biomedical"``; :mod:`muonrag.grounding.lexicon`).

    ``query()`` returns a LlamaIndex ``Response`` whose ``metadata["answer"]``
    holds the structured :class:`~muonrag.answer.schema.Answer`; ``answer()``
    returns that object directly. The prompts (``system``, ``user``, ``verify``)
    are read and replaced with ``get_prompts`` / ``update_prompts``.
    """

    def __init__(
        self,
        retriever: BaseRetriever,
        llm: Union["LLM", Client, None] = None,
        extractive: Optional[ExtractiveAnswerer] = None,
        fallback: bool = True,
        callback_manager: Optional[CallbackManager] = None,
        verify: str = "doubts",
        structured: bool = True,
        reasoning_effort: Optional[str] = None,
        context_window: Optional[int] = None,
        judge: Union[str, "Judge", None] = "auto",
        second_opinion: bool = False,
        profile: str = DEFAULT_PROFILE,
    ):
        self.retriever = retriever
        self._prompts = default_prompts()
        self.engine = AnswerEngine(RetrieverSearch(retriever), llm=llm, extractive=extractive, fallback=fallback,
                                   verify=verify, structured=structured, reasoning_effort=reasoning_effort,
                                   context_window=context_window, prompts=self._prompts, judge=judge,
                                   second_opinion=second_opinion, profile=profile)
        super().__init__(callback_manager=callback_manager)

    @property
    def llm(self) -> Optional["LLM"]:
        """The LLM, or ``None`` offline."""
        return self.engine.llm

    @property
    def extractive(self) -> Optional[ExtractiveAnswerer]:
        """The offline answerer."""
        return self.engine.extractive

    @property
    def client(self) -> Optional[Client]:
        """The :class:`~muonrag.llm.client.Client` of the LLM, or ``None`` offline."""
        return self.engine.client

    @property
    def structured(self) -> bool:
        """Whether the endpoint is still asked for structured output (it has not refused every level)."""
        return self.engine.structured

    def _get_prompt_modules(self) -> PromptMixinType:
        return {"retriever": self.retriever} if hasattr(self.retriever, "get_prompts") else {}

    def answer(self, question: str) -> Answer:
        """Answer ``question``; see :class:`~muonrag.answer.schema.Answer`."""
        return self.engine.answer(question)

    def _query(self, query_bundle: QueryBundle) -> Response:
        result = self.answer(query_bundle.query_str)
        nodes = [NodeWithScore(node=_node_for(e), score=e.score) for e in result.evidence]
        return Response(response=result.text, source_nodes=nodes, metadata={"answer": result})

    async def _aquery(self, query_bundle: QueryBundle) -> Response:
        # retrieval, decomposition and grounding are CPU-bound or blocking: keep them off the event loop
        return await asyncio.to_thread(self._query, query_bundle)


def _node_for(evidence: Evidence) -> TextNode:
    return TextNode(id_=evidence.node_id, text=evidence.text, metadata={"doc_id": evidence.doc_id, "title": evidence.title, "page": evidence.page})


def build_engine(
    index: "MuonIndex",
    config: Optional["Config"] = None,
    llm: Union["LLM", Client, None] = None,
    *,
    offline: bool = False,
    agent: bool = True,
    threshold: Optional[float] = None,
) -> GroundedQueryEngine:
    """The answer engine over a :class:`~muonrag.MuonIndex` as a LlamaIndex query engine.

    It answers as :func:`~muonrag.answer.engine.answer_engine` does (``muonrag ask``; the
    arguments are its), with the agent as an :class:`~muonrag.agent.retrieval.AgenticRetriever`
    over the index's LlamaIndex retriever; the decomposition and the answer share one client
    (:func:`~muonrag.answer.engine.configured_client`).
    """
    from muonrag.agent.retrieval import AgenticRetriever

    config = config or index.config
    client = configured_client(config, llm, offline)
    if agent:
        retriever = AgenticRetriever.from_index(index, config=config, evidence_k=config.answer.evidence_k, llm=client)
    else:
        retriever = index.retriever("hybrid", top_k=config.answer.evidence_k)
    return GroundedQueryEngine(retriever, llm=client, extractive=extractive_answerer(index, threshold), **engine_settings(config))
