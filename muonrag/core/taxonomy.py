"""The fixed vocabularies of design.md, declared once."""

from __future__ import annotations

#: Domain tags a question can carry (decomposition step a).
DOMAIN_TAGS: tuple[str, ...] = ("higgs", "multiboson", "vbs", "aqgc", "detector", "machine", "general")

#: Query types (decomposition step b); benchmark queries use the same labels.
QUERY_TYPES: tuple[str, ...] = ("precise_fact", "broad_synthesis", "reasoning", "paraphrase")

#: Sub-queries at most, the original question included (decomposition step c).
MAX_SUB_QUERIES = 5
#: The same limit for ``precise_fact`` questions.
MAX_SUB_QUERIES_PRECISE = 3


def sub_query_limit(query_type: str) -> int:
    """How many sub-queries (the original included) a question of ``query_type`` may have."""
    return MAX_SUB_QUERIES_PRECISE if query_type == "precise_fact" else MAX_SUB_QUERIES
