"""Question decomposition: domain tags, query type, then a few grounded sub-queries.

Two implementations share one result type and one guard:

* :class:`OfflineDecomposer`, deterministic: the glossary gives domain tags and
  acronym expansions (both directions), question patterns give the type, and
  compound questions are split at their conjunctions.
* :class:`LLMDecomposer`: the three steps of design.md, each a JSON reply
  validated against a schema; an invalid reply is retried once, then the
  original question is used alone, and the trace says so.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Optional, Protocol, runtime_checkable

from llama_index.core.prompts import PromptTemplate

from muonrag.agent.guard import Rejection, SubQueryGuard
from muonrag.core.endpoint import Endpoint
from muonrag.core.glossary import Glossary
from muonrag.core.prompts import NamedPrompts
from muonrag.core.replies import parse_json_reply
from muonrag.core.taxonomy import DOMAIN_TAGS, MAX_SUB_QUERIES, QUERY_TYPES, sub_query_limit
from muonrag.errors import DecompositionError, LLMReplyError

if TYPE_CHECKING:
    from llama_index.core.llms import LLM


@dataclass
class Decomposition:
    """What the decomposer decided, and why."""

    question: str
    domains: list[str]
    query_type: str
    sub_queries: list[str]
    rejected: list[Rejection] = field(default_factory=list)
    trace: list[str] = field(default_factory=list)
    method: str = "offline"

    def to_dict(self) -> dict[str, Any]:
        return {
            "question": self.question,
            "domains": self.domains,
            "query_type": self.query_type,
            "sub_queries": self.sub_queries,
            "rejected": [{"sub_query": r.sub_query, "reason": r.reason} for r in self.rejected],
            "trace": self.trace,
            "method": self.method,
        }


@runtime_checkable
class Decomposer(Protocol):
    """What the agent needs of a decomposer: a guarded :class:`Decomposition` of a question."""

    guard: SubQueryGuard

    def decompose(self, question: str) -> Decomposition:
        ...


class OfflineDecomposer:
    """Deterministic decomposition from the glossary and question patterns.

    Args:
        glossary: the glossary (default: the bundled one).
    """

    def __init__(self, glossary: Optional[Glossary] = None):
        self.glossary = glossary or Glossary.load()
        self.guard = SubQueryGuard(self.glossary)
        self._patterns = {
            kind: [re.compile(p, re.I) for p in patterns] for kind, patterns in self.glossary.question_patterns.items()
        }

    def classify(self, question: str) -> str:
        """Query type from the question patterns; ``paraphrase`` when no pattern applies
        and the question names no glossary term (it is phrased in everyday words)."""
        for kind in ("reasoning", "broad_synthesis", "precise_fact"):
            if any(p.search(question) for p in self._patterns.get(kind, [])):
                return kind
        return "precise_fact" if self.glossary.find(question) else "paraphrase"

    def tags(self, question: str) -> list[str]:
        """Domain tags from the glossary; ``["general"]`` when no term is known."""
        tags = self.glossary.domains(question)
        return tags or ["general"]

    def candidates(self, question: str) -> list[str]:
        """Rewrites of ``question``: acronyms expanded and contracted, compound parts, synonyms."""
        out: list[str] = []
        entries = self.glossary.find(question)
        expanded, contracted = question, question
        for entry in entries:
            already = entry.expansions and entry.expansions[0].lower() in expanded.lower()
            if entry.expansions and not already and re.search(r"(?<!\w)" + re.escape(entry.term) + r"(?!\w)", expanded):
                expanded = re.sub(r"(?<!\w)" + re.escape(entry.term) + r"(?!\w)", entry.expansions[0], expanded)
            for form in entry.expansions:
                pattern = re.compile(r"(?<!\w)" + re.escape(form) + r"(?!\w)", re.I)
                if pattern.search(contracted):
                    contracted = pattern.sub(entry.term, contracted)
        out.append(expanded)
        out += split_compound(question)
        out.append(contracted)
        for entry in entries:
            if entry.synonyms:
                out.append(f"{entry.synonyms[0]} {_keywords(question, entry)}".strip())
        return out

    def decompose(self, question: str) -> Decomposition:
        """Tags, type and guarded sub-queries of ``question`` (the original first)."""
        query_type = self.classify(question)
        kept, rejected = self.guard.filter(question, self.candidates(question), sub_query_limit(query_type))
        trace = [f"offline: type {query_type} from question patterns; {len(kept) - 1} rewrite(s) from the glossary"]
        return Decomposition(question, self.tags(question), query_type, kept, rejected, trace, "offline")


def split_compound(question: str) -> list[str]:
    """Parts of a compound question ("What is X and how does Y work?")."""
    body = question.strip().rstrip("?")
    parts = re.split(r"\?\s+|;\s+|,?\s+and\s+(?=(?:how|what|why|which|where|when|who|is|are|does|do)\b)", body, flags=re.I)
    parts = [p.strip() for p in parts if len(p.split()) >= 3]
    return [p + "?" for p in parts] if len(parts) > 1 else []


def _keywords(question: str, entry) -> str:
    """The question without the entry's own forms and without question words."""
    text = question
    for form in entry.forms:
        text = re.sub(r"(?<!\w)" + re.escape(form) + r"(?!\w)", " ", text, flags=re.I)
    text = re.sub(r"\b(what|which|how|why|does|do|is|are|the|a|an|of|in|at|to|for|and|stand|mean)\b", " ", text, flags=re.I)
    return " ".join(re.sub(r"[?]", " ", text).split())


# --- LLM decomposition ------------------------------------------------------------------

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
        llm: a LlamaIndex LLM (for example ``OpenAILike``), passed explicitly.
        glossary: used by the guard.
        fallback: decomposer used for a step whose replies stay invalid, or
            when the endpoint fails; by default the original question alone.
    """

    def __init__(self, llm: "LLM", glossary: Optional[Glossary] = None, fallback: Optional[OfflineDecomposer] = None):
        self.llm = llm
        self.endpoint = Endpoint(llm, getattr(llm, "max_tokens", None))
        self.offline = fallback or OfflineDecomposer(glossary)
        self.guard = self.offline.guard
        self._prompts = {"domains": TAGS_PROMPT, "query_type": TYPE_PROMPT, "sub_queries": SUBQ_PROMPT}

    def _ask(self, step: str, validate: Callable[[dict], Any], trace: list[str], **variables: Any) -> Any:
        from llama_index.core.llms import ChatMessage

        prompt = self._prompts[step].format(**variables)
        for attempt in (1, 2):
            reply = self.endpoint.ask([ChatMessage(role="user", content=prompt)], STEP_SCHEMAS[step], name=step,
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
