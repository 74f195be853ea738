"""The guard: a sub-query may rephrase the question, never add facts to it.

A sub-query is rejected when it brings in a number (with its exponent and
unit), an arXiv id, a quoted title, a name (a capitalised word that is not
the first of the sub-query, which is how authors, titles, journals and
experiments appear), or an acronym that neither the original question nor
the glossary expansion of the question's terms contains. Invented specifics
are how a decomposer steers retrieval toward evidence for a wrong answer.
The checks are patterns, so they catch the usual forms of invention, not
every conceivable one; rewrites in lower case that add no name, number or
acronym pass.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Optional

from muonrag.core.glossary import Glossary
from muonrag.core.tokenize import PhysicsTokenizer, normalise

_ARXIV = re.compile(r"\b(?:arXiv:\s*)?(\d{4}\.\d{4,5}(?:v\d+)?|[a-z\-]+(?:\.[A-Z]{2})?/\d{7})\b", re.I)
_QUOTED = re.compile(r"(?:^|(?<=[\s(\[]))[\"“«‘'`]([^\"”»’'`]{4,}?)[\"”»’'`](?=$|[\s).,;:?!\]])")
_NUMBER_WORDS = re.compile(
    r"\b(zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|"
    r"seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|"
    r"billion|dozen|first|second|third|half|double|triple|twice)\b",
    re.I,
)
_WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)?", re.U)
_DIGITS = re.compile(r"\d+(?:\.\d+)?")
_ROMAN = re.compile(r"\b[ⅠⅡⅢⅣⅤⅥⅦⅧⅨⅩⅪⅫ]+\b")


@dataclass
class Rejection:
    sub_query: str
    reason: str


class SubQueryGuard:
    """Checks sub-queries against the original question (and its glossary expansion)."""

    def __init__(self, glossary: Optional[Glossary] = None):
        self.glossary = glossary or Glossary.load()
        # numbers compared as the BM25 tokenizer writes them: exponent and unit included
        self._numbers = PhysicsTokenizer(stem=False, stopwords=())

    def check(self, question: str, sub_query: str) -> Optional[str]:
        """``None`` when ``sub_query`` is faithful to ``question``, else the reason it is not."""
        allowed = question + " \n " + " \n ".join(sorted(self.glossary.expansion_terms(question)))
        allowed_lower = allowed.lower()
        allowed_norm = normalise(allowed)
        for match in _ARXIV.finditer(sub_query):
            if match.group(1).lower() not in allowed_lower:
                return f"introduces the arXiv id {match.group(1)!r}"
        tokenizer = self._numbers
        allowed_numbers = {t for t in tokenizer(allowed) if any(c.isdigit() for c in t)}
        allowed_digits = set(_DIGITS.findall(allowed_norm))
        for token in tokenizer(sub_query):
            if any(c.isdigit() for c in token) and token not in allowed_numbers:
                return f"introduces the number {token!r}"
        for digits in _DIGITS.findall(normalise(sub_query)):
            if digits not in allowed_digits:
                return f"introduces the number {digits!r}"
        for match in _NUMBER_WORDS.finditer(sub_query):
            if not re.search(r"\b" + match.group(1) + r"\b", allowed_lower):
                return f"introduces the number {match.group(1)!r}"
        if _ROMAN.search(sub_query) and not _ROMAN.search(allowed):
            return f"introduces the number {_ROMAN.search(sub_query).group(0)!r}"
        for match in _QUOTED.finditer(sub_query):
            if match.group(1).lower() not in allowed_lower:
                return f"introduces the title {match.group(1)!r}"
        words = _WORD.findall(sub_query)
        for position, word in enumerate(words):
            if _is_acronym(word):
                if not re.search(r"(?<![^\W_])" + re.escape(word) + r"(?![^\W_])", allowed):
                    return f"introduces the acronym {word!r}"
            elif position > 0 and word[:1].isupper() and not re.search(
                r"(?<![^\W_])" + re.escape(word.lower()) + r"(?![^\W_])", allowed_lower
            ):
                return f"introduces the name {word!r} (an author, title or other named source)"
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


def _is_acronym(word: str) -> bool:
    """Two or more capitals (BIB, aQGC, MuColl, μTPC), or letters mixed with digits (H2O, W3)."""
    return sum(c.isupper() for c in word) >= 2 or (any(c.isalpha() for c in word) and any(c.isdigit() for c in word) and any(c.isupper() for c in word))


def _norm(text: str) -> str:
    return re.sub(r"\W+", " ", text.lower()).strip()
