"""One reference type for a chunk: what search results, evidence and citations share."""

from __future__ import annotations

import re
from pathlib import PurePosixPath
from dataclasses import dataclass
from typing import Any, Mapping, Optional


@dataclass(kw_only=True)
class ChunkRef:
    """Where a chunk comes from: its id, document, title, source and place in it, and what cites it.

    ``arxiv_id``, ``year``, ``authors`` and ``doi`` are the document's, where ingestion
    found them (a sidecar, a LaTeX source, an arXiv file name): enough to cite
    it (:meth:`muonrag.Answer.bibtex`) with no index or lookup.

    :class:`~muonrag.retrieve.results.SearchResult`,
    :class:`~muonrag.answer.schema.Evidence` and
    :class:`~muonrag.answer.schema.Citation` extend it.
    """

    node_id: str
    doc_id: str = ""
    title: str = ""
    source: str = ""
    page: Optional[int] = None
    page_label: Optional[str] = None
    section: Optional[str] = None
    arxiv_id: Optional[str] = None
    year: Optional[int] = None
    authors: Optional[list[str]] = None
    doi: Optional[str] = None
    #: For a table chunk: each row's line and the row as the document prints it (see ``Citation.printed``).
    printed_rows: Optional[dict[str, str]] = None
    #: False when only a sidecar claims ``arxiv_id``: cited, never linked to arXiv (the id may be borrowed).
    arxiv_linked: bool = True

    @property
    def where(self) -> str:
        """``"p. 3"`` (or the printed label, ``"p. iv"``) for PDF pages, else the section, else empty."""
        if self.page is not None:
            return f"p. {self.page_label or self.page}"
        return self.section or ""

    @staticmethod
    def fields_from(node_id: str, metadata: Mapping[str, Any]) -> dict[str, Any]:
        """The reference fields of a chunk, from its id and metadata."""
        return {
            "node_id": node_id,
            "doc_id": str(metadata.get("doc_id", "")),
            "title": str(metadata.get("title", "")),
            "source": str(metadata.get("source", "")),
            "page": metadata.get("page"),
            "page_label": metadata.get("page_label"),
            "section": metadata.get("section"),
            "arxiv_id": str(metadata["arxiv_id"]) if metadata.get("arxiv_id") else None,
            "year": year_of(metadata.get("year")),
            "authors": author_names(metadata.get("authors")) or None,
            "doi": str(metadata["doi"]) if metadata.get("doi") else None,
            "printed_rows": dict(metadata["printed_rows"]) if isinstance(metadata.get("printed_rows"), dict) else None,
            "arxiv_linked": not metadata.get("arxiv_unconfirmed"),
        }


def year_of(value: Any) -> Optional[int]:
    """The year a metadata value gives (``2024``, ``"2024-05"``), or ``None`` when it gives none."""
    try:
        year = int(str(value).strip()[:4]) if value not in (None, "") else None
    except ValueError:
        return None
    return year if year and 1000 <= year <= 9999 else None


def author_names(value: Any) -> list[str]:
    """The author names a metadata value gives: a list, or one string joined by ``and`` or ``;``."""
    if isinstance(value, str):
        value = re.split(r"\s+and\s+|;", value)
    if not isinstance(value, (list, tuple)):
        return []
    return [" ".join(str(a).split()) for a in value if str(a).strip()]


def distinct_titles(titles: Mapping[str, str]) -> dict[str, str]:
    """Each document's title as a list shows it: titles that several documents share get a short suffix that tells
    them apart, the first part of their ids, counted from the file name up, in which they all differ
    (``Textual description of the geometry (MAIA_v0)``); the whole id when no one part does.

    Args:
        titles: title by document id.
    """
    groups: dict[str, list[str]] = {}
    for doc_id, title in titles.items():
        groups.setdefault(" ".join(str(title).split()).casefold(), []).append(doc_id)
    shown = {doc_id: str(title) for doc_id, title in titles.items()}
    for ids in groups.values():
        if len(ids) < 2:
            continue
        parts = {doc_id: PurePosixPath(doc_id).with_suffix("").parts for doc_id in ids}
        depth = max(len(p) for p in parts.values())
        for k in range(1, depth + 1):
            labels = [p[-k] if len(p) >= k else "" for p in parts.values()]
            if len(set(labels)) == len(labels) and all(labels):
                for doc_id, label in zip(parts, labels):
                    shown[doc_id] = f"{titles[doc_id]} ({label})"
                break
        else:
            for doc_id in ids:
                shown[doc_id] = f"{titles[doc_id]} ({doc_id})"
    return shown
