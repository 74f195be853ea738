"""The guard: a sub-query may rephrase the question, never add facts to it.

A sub-query is rejected when it brings in a number, an arXiv id, a paper
title, an author or an acronym that neither the original question nor the
glossary expansion of the question's terms contains. Invented specifics are
how a decomposer steers retrieval toward evidence for a wrong answer.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Optional

from muonrag.agent.glossary import Glossary

_NUMBER = re.compile(r"(?<![\w.])\d+(?:[.,]\d+)?(?:[eE][+-]?\d+)?")
_ARXIV = re.compile(r"\b(?:arXiv:\s*)?(\d{4}\.\d{4,5}(?:v\d+)?|[a-z\-]+(?:\.[A-Z]{2})?/\d{7})\b", re.I)
_QUOTED = re.compile(r"[\"“«']([^\"”»']{8,})[\"”»']")
_AUTHOR = re.compile(r"\b(?:et al\.?|(?:by|from|of)\s+[A-Z][a-z]+(?:\s+(?:and|&)\s+[A-Z][a-z]+)?\s+(?:et al|\(?\d{4}\)?))", re.U)
_ACRONYM = re.compile(r"(?<![\w-])([A-Za-z]*[A-Z][A-Za-z0-9]*[A-Z0-9][A-Za-z0-9]*|[a-z]+[A-Z]{2,}[A-Za-z]*)(?![\w-])")
_TITLE_RUN = re.compile(r"(?:\b[A-Z][a-z]+(?:[- ][A-Z][a-z]+){3,})")


_UNITS = {"ev", "kev", "mev", "gev", "tev", "pev", "mw", "kw", "gw", "mhz", "ghz", "khz", "kgy", "mgy", "neq"}


@dataclass
class Rejection:
    sub_query: str
    reason: str


class SubQueryGuard:
    """Checks sub-queries against the original question (and its glossary expansion)."""

    def __init__(self, glossary: Optional[Glossary] = None):
        self.glossary = glossary or Glossary.load()

    def check(self, question: str, sub_query: str) -> Optional[str]:
        """``None`` when ``sub_query`` is faithful to ``question``, else the reason it is not."""
        allowed = question + " \n " + " \n ".join(self.glossary.expansion_terms(question))
        allowed_lower = allowed.lower()
        for match in _ARXIV.finditer(sub_query):
            if match.group(1).lower() not in allowed_lower:
                return f"introduces the arXiv id {match.group(1)!r}"
        numbers = set(_NUMBER.findall(allowed))
        for number in _NUMBER.findall(sub_query):
            if number not in numbers:
                return f"introduces the number {number!r}"
        for match in _QUOTED.finditer(sub_query):
            if match.group(1).lower() not in allowed_lower:
                return f"introduces the title {match.group(1)!r}"
        for match in _AUTHOR.finditer(sub_query):
            if match.group(0).lower() not in allowed_lower:
                return f"introduces an author ({match.group(0)!r})"
        for match in _ACRONYM.finditer(sub_query):
            token = match.group(1)
            if token.lower() in _UNITS:
                continue
            if not re.search(r"(?<![\w])" + re.escape(token) + r"(?![\w])", allowed, re.I):
                return f"introduces the acronym {token!r}"
        for match in _TITLE_RUN.finditer(sub_query):
            if match.group(0).lower() not in allowed_lower:
                return f"introduces what looks like a title ({match.group(0)!r})"
        return None

    def filter(self, question: str, sub_queries: list[str], limit: int) -> tuple[list[str], list[Rejection]]:
        """The original question first, then the faithful, distinct sub-queries, at most ``limit`` in all."""
        kept = [question]
        rejected: list[Rejection] = []
        seen = {_norm(question)}
        for sub_query in sub_queries:
            sub_query = " ".join(str(sub_query).split())
            if not sub_query or _norm(sub_query) in seen:
                continue
            reason = self.check(question, sub_query)
            if reason:
                rejected.append(Rejection(sub_query, reason))
                continue
            if len(kept) >= limit:
                rejected.append(Rejection(sub_query, f"over the limit of {limit} sub-queries"))
                continue
            kept.append(sub_query)
            seen.add(_norm(sub_query))
        return kept, rejected


def _norm(text: str) -> str:
    return re.sub(r"\W+", " ", text.lower()).strip()
