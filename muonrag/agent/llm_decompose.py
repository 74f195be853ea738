"""Decomposition by an LLM: the three steps of design.md, each a JSON reply validated against a schema.

An invalid reply is retried once, then the original question is used alone
(or the glossary's tags and the question patterns for the first two steps), and
the trace says so. Its own module because its prompts are LlamaIndex
``PromptTemplate`` objects: offline decomposition (:mod:`muonrag.agent.decompose`)
imports no LlamaIndex.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Optional, Union

from llama_index.core.prompts import PromptTemplate

from muonrag.agent.decompose import MAX_SUB_QUERIES, Decomposition, OfflineDecomposer, sub_query_limit
from muonrag.language.glossary import Glossary
from muonrag.language.taxonomy import DOMAIN_TAGS, QUERY_TYPES
from muonrag.errors import DecompositionError, LLMReplyError
from muonrag.llm.client import Client
from muonrag.llm.prompts import NamedPrompts
from muonrag.llm.replies import parse_json_reply

if TYPE_CHECKING:
    from llama_index.core.llms import LLM

TAGS_PROMPT = PromptTemplate(
    "Classify a question about muon collider physics into domain tags.\n"
    "Allowed tags: {tags}.\n"
    'Reply with JSON only, exactly of the form {"domains": ["tag", ...]} (one to three tags).\n'
    "Question: {question}"
)
TYPE_PROMPT = PromptTemplate(
    "Classify the question's type.\n"
    "precise_fact: asks for one specific fact, number or definition.\n"
    "broad_synthesis: asks for an overview combining several facts.\n"
    "reasoning: asks why, how something affects something, or for a comparison.\n"
    "paraphrase: asks for a fact in everyday words rather than the field's terms.\n"
    'Reply with JSON only, exactly of the form {"query_type": "<one of {types}>"}.\n'
    "Question: {question}"
)
SUBQ_PROMPT = PromptTemplate(
    "Write search queries that together retrieve the evidence needed to answer the question.\n"
    "Rules: at most {limit} queries; rephrase, expand acronyms or split the question into parts; "
    "never add a number, paper title, arXiv id, author or acronym that the question does not contain.\n"
    'Reply with JSON only, exactly of the form {"sub_queries": ["...", ...]}.\n'
    "Question: {question}"
)


def _object(key: str, value: dict) -> dict:
    return {"type": "object", "properties": {key: value}, "required": [key], "additionalProperties": False}


#: The JSON schema of each step's reply (sent as ``response_format`` where the endpoint takes one).
STEP_SCHEMAS: dict[str, dict] = {
    "domains": _object("domains", {"type": "array", "minItems": 1, "maxItems": 3,
                                   "items": {"type": "string", "enum": list(DOMAIN_TAGS)}}),
    "query_type": _object("query_type", {"type": "string", "enum": list(QUERY_TYPES)}),
    # the cap bounds what a grammar-constrained small model can loop on; the guard applies the per-type limit
    "sub_queries": _object("sub_queries", {"type": "array", "maxItems": MAX_SUB_QUERIES, "items": {"type": "string"}}),
}


def _validate_domains(value: dict) -> list[str]:
    tags = value.get("domains")
    if not isinstance(tags, list) or not tags or not all(isinstance(t, str) and t in DOMAIN_TAGS for t in tags):
        raise DecompositionError(f"'domains' must be a non-empty list of {DOMAIN_TAGS}, got {tags!r}")
    return list(dict.fromkeys(tags))


def _validate_type(value: dict) -> str:
    kind = value.get("query_type")
    if kind not in QUERY_TYPES:
        raise DecompositionError(f"'query_type' must be one of {QUERY_TYPES}, got {kind!r}")
    return kind


def _validate_sub_queries(value: dict) -> list[str]:
    subs = value.get("sub_queries")
    if not isinstance(subs, list) or not all(isinstance(s, str) for s in subs):
        raise DecompositionError(f"'sub_queries' must be a list of strings, got {subs!r}")
    return [s for s in subs if s.strip()]


class LLMDecomposer(NamedPrompts):
    """Decomposition by an LLM in three validated JSON steps.

    The three prompts are LlamaIndex ``PromptTemplate`` objects, named
    ``domains``, ``query_type`` and ``sub_queries``; change them with
    ``update_prompts({"sub_queries": PromptTemplate(...)})``. Whatever the
    prompt, every sub-query still passes the guard.

    Args:
        llm: the model, passed explicitly: a :class:`~muonrag.llm.client.Client` (the answer engine's, so that
            both share one conversation), or a LlamaIndex LLM (for example ``OpenAILike``), wrapped once
            (:meth:`Client.of <muonrag.llm.client.Client.of>`).
        glossary: used by the guard.
        fallback: decomposer used for a step whose replies stay invalid, or
            when the endpoint fails; by default the original question alone.
    """

    def __init__(self, llm: Union["LLM", Client], glossary: Optional[Glossary] = None,
                 fallback: Optional[OfflineDecomposer] = None):
        self.client = Client.of(llm)
        self.llm = self.client.llm
        self.offline = fallback or OfflineDecomposer(glossary)
        self.guard = self.offline.guard
        self._prompts = {"domains": TAGS_PROMPT, "query_type": TYPE_PROMPT, "sub_queries": SUBQ_PROMPT}

    def _ask(self, step: str, validate: Callable[[dict], Any], trace: list[str], **variables: Any) -> Any:
        from llama_index.core.llms import ChatMessage

        prompt = self._prompts[step].format(**variables)
        for attempt in (1, 2):
            reply = self.client.ask([ChatMessage(role="user", content=prompt)], STEP_SCHEMAS[step], name=step,
                                    keys=(step,))
            trace.extend(f"{step}: {note}" for note in reply.notes)
            if reply.refusal or reply.cut_off_reasoning:
                trace.append(f"{step}: " + ("the model refused" if reply.refusal else "the reply was cut off while the model reasoned"))
                return None
            try:
                return validate(parse_json_reply(reply.text, keys=(step,)))
            except LLMReplyError as exc:
                trace.append(f"{step}: invalid reply (attempt {attempt}): {exc}")
                if reply.truncated:  # asked again, it would run to the same cap
                    trace.append(f"{step}: the reply was cut off at the output cap; not asked again")
                    return None
        return None

    def decompose(self, question: str) -> Decomposition:
        """The three LLM steps, each validated; failures fall back as the class docstring says."""
        trace: list[str] = []
        try:
            domains = self._ask("domains", _validate_domains, trace, tags=", ".join(DOMAIN_TAGS), question=question)
            query_type = self._ask("query_type", _validate_type, trace, types=", ".join(QUERY_TYPES), question=question)
            if domains is None:
                domains = self.offline.tags(question)
                trace.append("domains: using the glossary's tags")
            if query_type is None:
                query_type = self.offline.classify(question)
                trace.append("query_type: using the question patterns")
            limit = sub_query_limit(query_type)
            subs = self._ask("sub_queries", _validate_sub_queries, trace, limit=limit, question=question)
        except Exception as exc:  # the endpoint failed after its retries
            trace.append(f"LLM decomposition failed ({type(exc).__name__}: {exc}); using the offline decomposer")
            result = self.offline.decompose(question)
            result.trace = trace + result.trace
            return result
        if subs is None:
            trace.append("sub_queries: no valid reply after a retry; using the original question alone")
            subs = []
        kept, rejected = self.guard.filter(question, subs, limit)
        for r in rejected:
            trace.append(f"rejected sub-query {r.sub_query!r}: {r.reason}")
        return Decomposition(question, domains, query_type, kept, rejected, trace, "llm")
