"""Question decomposition: domain tags, query type, then a few grounded sub-queries.

Two implementations share one result type and one guard:

* :class:`OfflineDecomposer`, deterministic: the glossary gives domain tags and
  acronym expansions (both directions), question patterns give the type, and
  compound questions are split at their conjunctions.
* :class:`~muonrag.agent.llm_decompose.LLMDecomposer` (in its own module, as it
  needs LlamaIndex): the three steps of design.md, each a JSON reply validated
  against a schema; an invalid reply is retried once, then the original question
  is used alone, and the trace says so.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Optional, Protocol, runtime_checkable

from muonrag.agent.guard import Rejection, SubQueryGuard
from muonrag.language.glossary import Glossary

#: Sub-queries at most, the original question included (decomposition step c).
MAX_SUB_QUERIES = 5
#: The same limit for ``precise_fact`` questions.
MAX_SUB_QUERIES_PRECISE = 3


def sub_query_limit(query_type: str) -> int:
    """How many sub-queries (the original included) a question of ``query_type`` may have."""
    return MAX_SUB_QUERIES_PRECISE if query_type == "precise_fact" else MAX_SUB_QUERIES


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
