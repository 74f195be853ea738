"""The fixed vocabularies of design.md (domain tags, query types), declared once."""

from __future__ import annotations

#: Domain tags a question can carry (decomposition step a).
DOMAIN_TAGS: tuple[str, ...] = ("higgs", "multiboson", "vbs", "aqgc", "detector", "machine", "general")

#: Query types (decomposition step b); benchmark queries use the same labels.
QUERY_TYPES: tuple[str, ...] = ("precise_fact", "broad_synthesis", "reasoning", "paraphrase")
