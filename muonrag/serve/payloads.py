"""The JSON documents of ``muonrag search --json`` and ``muonrag ask --json``.

The command line prints them and the app's ``/api/search`` and ``/api/ask``
return them: one function each, so the two can never drift apart.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Optional

if TYPE_CHECKING:
    from muonrag.answer.schema import Answer
    from muonrag.config import Config
    from muonrag.index.muon_index import MuonIndex
    from muonrag.retrieve.results import SearchResult, SearchResults

#: How many times ``top_k`` results a filtered search ranks before it filters (see :func:`search_results`).
FILTER_DEPTH = 10
#: The most results a filtered search ranks, whatever ``top_k``.
FILTER_MAX_RANKED = 500


@dataclass(frozen=True)
class Filters:
    """What a search may be narrowed to: one document (its id), one year, a section (a case-insensitive
    part of the chunk's section heading). ``None`` leaves a field unfiltered."""

    doc_id: Optional[str] = None
    year: Optional[int] = None
    section: Optional[str] = None

    def __bool__(self) -> bool:
        return any(v not in (None, "") for v in (self.doc_id, self.year, self.section))

    def keeps(self, result: "SearchResult") -> bool:
        """Whether ``result`` passes every filter that is set."""
        if self.doc_id and result.doc_id != self.doc_id:
            return False
        if self.year is not None and result.metadata.get("year") != self.year:
            return False
        if self.section and self.section.casefold() not in (result.section or "").casefold():
            return False
        return True

    def to_dict(self) -> dict[str, Any]:
        """The filters that are set, JSON-ready."""
        return {k: v for k, v in (("doc_id", self.doc_id), ("year", self.year), ("section", self.section)) if v not in (None, "")}


def filter_depth(wanted: int) -> int:
    """How many results a filtered search for ``wanted`` results ranks before it filters."""
    return min(FILTER_MAX_RANKED, max(wanted, wanted * FILTER_DEPTH))


def search_results(index: "MuonIndex", query: str, mode: str = "hybrid", top_k: Optional[int] = None,
                   filters: Optional[Filters] = None, **fusion: Any) -> "SearchResults":
    """:meth:`MuonIndex.search <muonrag.index.muon_index.MuonIndex.search>`, narrowed by ``filters``.

    The index's search takes no filters, so a filtered search ranks the whole
    index as usual, :data:`FILTER_DEPTH` times ``top_k`` deep (at most
    :data:`FILTER_MAX_RANKED`; :func:`filter_depth`), keeps the results that pass, and renumbers
    them 1, 2, ...; each keeps its retrievers' ranks in the whole index. A
    document ranked below that depth is not found by a filtered search.
    """
    from muonrag.retrieve.results import SearchResults

    if not filters:
        return index.search(query, mode=mode, top_k=top_k, **fusion)
    wanted = top_k or index.config.top_k
    ranked = index.search(query, mode=mode, top_k=filter_depth(wanted), **fusion)
    kept = [r for r in ranked if filters.keeps(r)][:wanted]
    for rank, result in enumerate(kept, start=1):
        result.rank = rank
    return SearchResults(kept)


def search_payload(query: str, mode: str, results: "SearchResults", filters: Optional[Filters] = None) -> dict[str, Any]:
    """What ``muonrag search --json`` prints: the query, the mode and every result (``filters`` only when set)."""
    payload: dict[str, Any] = {"query": query, "mode": mode, "results": [r.to_dict() for r in results]}
    if filters:
        payload["filters"] = filters.to_dict()
    return payload


def answer_question(index: "MuonIndex", config: "Config", question: str, agent: bool = True) -> "Answer":
    """The answer ``muonrag ask`` gives: the index checked first (a damaged index is refused with its fix,
    never answered with an abstention), then the grounded engine over it."""
    from muonrag.answer.engine import build_engine

    index.check()
    return build_engine(index, config=config.replace(index_path=index.path), agent=agent).answer(question)


def ask_payload(answer: "Answer") -> dict[str, Any]:
    """What ``muonrag ask --json`` prints: the whole answer."""
    return answer.to_dict()
