"""The words the grounding rules read, as data: a profile is a JSON file of word lists and patterns.

The physics profile (``muonrag/data/grounding/physics.json``) is the default. A profile
may extend another (``"extends": "physics"``): its lists add to the other's, its tables
merge with them and its patterns replace them. Words fitted to another field live in a
profile of their own, off by default: ``biomedical`` (SciFact's abstracts: ``upregulated``,
``knockout``, ``-null``) extends the physics one.
A rule names the keys it reads in its docstring; to change what a rule knows,
edit the profile (or pass another one to :class:`Lexicon`), not the code.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Mapping, Sequence, Union

PROFILES = Path(__file__).resolve().parents[1] / "data" / "grounding"

#: The profile the checker uses unless told otherwise.
DEFAULT_PROFILE = "physics"


def _alternation(patterns: Sequence[str]) -> "re.Pattern[str]":
    """One case-insensitive pattern matching any of ``patterns`` as whole words (a pattern that starts with ``/``,
    a unit's denominator, may follow a word: "hits/BX")."""
    ordered = sorted(patterns, key=len, reverse=True)
    words = [p for p in ordered if not p.startswith("/")]
    slashed = [p for p in ordered if p.startswith("/")]
    parts = [r"(?<![\w-])(?:" + "|".join(f"(?:{p})" for p in words) + ")"] if words else []
    parts += [f"(?:{p})" for p in slashed]
    return re.compile("(?:" + "|".join(parts) + r")(?![\w-])", re.I)


@dataclass(frozen=True)
class Lexicon:
    """A grounding profile, its patterns compiled once.

    Attributes:
        name: the profile's name (its file name without ``.json``).
        data: the profile as read.
    """

    name: str
    data: Mapping[str, Any]

    @classmethod
    def load(cls, profile: Union[str, Path] = DEFAULT_PROFILE) -> "Lexicon":
        """The profile named ``profile`` (shipped with muonrag) or read from a JSON file path."""
        return _load(str(profile))

    def words(self, key: str) -> list[str]:
        """The list stored under ``key``."""
        return [w for w in self.data.get(key, []) if isinstance(w, str)]

    def table(self, key: str) -> dict[str, list[str]]:
        """The mapping stored under ``key`` (label -> patterns), without its ``_about`` notes."""
        return {k: list(v) for k, v in self.data.get(key, {}).items() if not k.startswith("_") and isinstance(v, list)}

    def pattern(self, key: str, label: str = "") -> "re.Pattern[str]":
        """The compiled alternation of the list ``key`` (or of ``key[label]``)."""
        return _pattern(self, key, label)

    def patterns(self, key: str) -> dict[str, "re.Pattern[str]"]:
        """Each label of the mapping ``key`` with its compiled alternation."""
        return dict(_patterns(self, key))

    def word_sets(self, key: str) -> dict[str, frozenset[str]]:
        """Each label of the mapping ``key`` with its words as a set (for lists of plain words)."""
        return dict(_word_sets(self, key))

    def __hash__(self) -> int:
        return hash(self.name)


@lru_cache(maxsize=8)
def _load(profile: str) -> Lexicon:
    path = Path(profile) if profile.endswith(".json") else PROFILES / f"{profile}.json"
    if not path.is_file():
        known = ", ".join(sorted(p.stem for p in PROFILES.glob("*.json")))
        raise ValueError(f"no grounding profile {profile!r} (shipped profiles: {known}; or give a path to a .json file)")
    with open(path, encoding="utf-8") as handle:
        data = json.load(handle)
    base = data.get("extends")
    if base:
        data = _extended(_load(str(base)).data, data)
    return Lexicon(name=path.stem, data=data)


def _extended(base: Mapping[str, Any], more: Mapping[str, Any]) -> dict[str, Any]:
    """``base`` with ``more`` added: lists joined, tables merged key by key, anything else replaced."""
    out = dict(base)
    for key, value in more.items():
        if key == "extends":
            continue
        if isinstance(value, list) and isinstance(out.get(key), list):
            out[key] = out[key] + value
        elif isinstance(value, Mapping) and isinstance(out.get(key), Mapping):
            out[key] = _extended(out[key], value)
        else:
            out[key] = value
    return out


@lru_cache(maxsize=64)
def _patterns(lexicon: Lexicon, key: str) -> tuple[tuple[str, "re.Pattern[str]"], ...]:
    return tuple((label, lexicon.pattern(key, label)) for label in lexicon.table(key))


@lru_cache(maxsize=64)
def _word_sets(lexicon: Lexicon, key: str) -> tuple[tuple[str, frozenset[str]], ...]:
    return tuple((label, frozenset(words)) for label, words in lexicon.table(key).items())


@lru_cache(maxsize=256)
def _pattern(lexicon: Lexicon, key: str, label: str) -> "re.Pattern[str]":
    values = lexicon.table(key).get(label, []) if label else lexicon.words(key)
    return _alternation(values) if values else re.compile(r"(?!)")
