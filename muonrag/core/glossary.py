"""The glossary of the field: acronyms, their expansions and synonyms, as data.

It drives the offline decomposer (acronym expansion in both directions), the
guard (an acronym's expansion is not an invention), domain tagging, and
optionally the BM25 query side.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Optional, Union

from muonrag.core.taxonomy import DOMAIN_TAGS


@dataclass(frozen=True)
class Entry:
    term: str
    expansions: tuple[str, ...]
    synonyms: tuple[str, ...] = ()
    domains: tuple[str, ...] = ()

    @property
    def forms(self) -> tuple[str, ...]:
        """Every way of writing this concept."""
        return (self.term, *self.expansions, *self.synonyms)


@dataclass
class Glossary:
    """Acronyms and synonyms, with question patterns for query typing."""

    entries: list[Entry]
    question_patterns: dict[str, list[str]] = field(default_factory=dict)

    @classmethod
    def load(cls, path: Union[str, Path, None] = None) -> "Glossary":
        """Read a glossary JSON file (default: the one shipped with muonrag)."""
        return _load(str(path) if path else None)

    def find(self, text: str) -> list[Entry]:
        """Entries mentioned in ``text``: by the acronym (case-sensitive) or any other form."""
        found = []
        lowered = text.lower()
        for entry in self.entries:
            if _mentions(text, entry.term, case_sensitive=_is_acronym(entry.term)) or any(
                _mentions(lowered, form.lower(), case_sensitive=True) for form in (*entry.expansions, *entry.synonyms)
            ):
                found.append(entry)
        return found

    def expansion_terms(self, text: str) -> set[str]:
        """Every form of every entry ``text`` mentions: what a faithful rewrite may add."""
        return {form for entry in self.find(text) for form in entry.forms}

    def domains(self, text: str) -> list[str]:
        """Domain tags of the glossary terms ``text`` mentions, in first-seen order."""
        tags: list[str] = []
        for entry in self.find(text):
            for tag in entry.domains:
                if tag in DOMAIN_TAGS and tag not in tags:
                    tags.append(tag)
        return tags

    def expand_query(self, text: str, synonyms: bool = False) -> str:
        """``text`` followed by the acronym and main expansion of each term it mentions (for BM25).

        With ``synonyms`` every form is added; on our dev splits that hurt BM25 badly (MRR@10
        0.678 -> 0.415 on the bundled benchmark), while the default light form was mixed
        (+0.047 there, -0.106 on the real-documents set), so BM25 does not expand by default
        (see ``Config.bm25_glossary``).
        """
        extra = []
        for entry in self.find(text):
            forms = entry.forms if synonyms else (entry.term, *entry.expansions[:1])
            extra += [f for f in forms if f not in extra and not _mentions(text.lower(), f.lower(), True)]
        return text if not extra else text + " " + " ".join(extra)


@lru_cache(maxsize=4)
def _load(path: Optional[str]) -> Glossary:
    if path is None:
        from muonrag.data import glossary_path

        path = str(glossary_path())
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    entries = [
        Entry(
            term=e["term"],
            expansions=tuple(e.get("expansions", [])),
            synonyms=tuple(e.get("synonyms", [])),
            domains=tuple(e.get("domains", [])),
        )
        for e in data.get("entries", [])
    ]
    return Glossary(entries, {k: list(v) for k, v in data.get("question_patterns", {}).items()})


def _is_acronym(term: str) -> bool:
    return sum(c.isupper() for c in term) >= 2 or not term.isascii()


def _mentions(text: str, form: str, case_sensitive: bool) -> bool:
    if not form:
        return False
    haystack, needle = (text, form) if case_sensitive else (text.lower(), form.lower())
    # the substring test rules out almost every form; the glossary has more forms than re's pattern cache holds
    return needle in haystack and _whole_word(needle).search(haystack) is not None


@lru_cache(maxsize=None)
def _whole_word(needle: str) -> "re.Pattern[str]":
    return re.compile(r"(?<![\w])" + re.escape(needle) + r"(?![\w])")
