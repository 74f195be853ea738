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

from muonrag.language.taxonomy import DOMAIN_TAGS


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
        """Entries mentioned in ``text``: by the acronym (case-sensitive) or any other form.

        A mention that lies inside a longer mention of another entry does not count: "HL-LHC" names
        the HL-LHC, not the LHC; "anti-kt" is not the kt algorithm; "integrated luminosity" is not
        ℒ; "H- ion" is not the Higgs (H); "beyond the Standard Model" is not the SM.
        """
        lowered = text.lower()
        # the spans of both index the same characters only when lower-casing keeps the length (it nearly always does)
        unaligned = len(lowered) != len(text)
        mentions: list[tuple[Entry, list[tuple[int, int]]]] = []
        for entry in self.entries:
            spans = _spans(text, entry.term, case_sensitive=_is_acronym(entry.term))
            for form in (*entry.expansions, *entry.synonyms):
                spans += _spans(lowered, form.lower(), case_sensitive=True)
            if spans:
                mentions.append((entry, spans))
        if unaligned or len(mentions) < 2:
            return [entry for entry, _ in mentions]
        found = []
        for index, (entry, spans) in enumerate(mentions):
            others = [span for other, (_, other_spans) in enumerate(mentions) if other != index for span in other_spans]
            if any(not any(s <= start and end <= e and e - s > end - start for s, e in others) for start, end in spans):
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


def _spans(text: str, form: str, case_sensitive: bool) -> list[tuple[int, int]]:
    """Where ``form`` occurs in ``text`` as a whole word (``_mentions``'s test), as (start, end) pairs."""
    if not form:
        return []
    haystack, needle = (text, form) if case_sensitive else (text.lower(), form.lower())
    if needle not in haystack:
        return []
    return [match.span() for match in _whole_word(needle).finditer(haystack)]


@lru_cache(maxsize=None)
def _whole_word(needle: str) -> "re.Pattern[str]":
    return re.compile(r"(?<![\w])" + re.escape(needle) + r"(?![\w])")
