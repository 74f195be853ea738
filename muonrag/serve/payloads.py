"""The JSON documents of ``muonrag search --json`` and ``muonrag ask --json``.

The command line prints them and the app's ``/api/search`` and ``/api/ask``
return them: one function each, so the two can never drift apart.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Optional

from muonrag.retrieve.filters import SearchFilter

if TYPE_CHECKING:
    from muonrag.answer.schema import Answer
    from muonrag.config import Config
    from muonrag.index.muon_index import MuonIndex
    from muonrag.llm.client import Client
    from muonrag.retrieve.results import SearchResults

#: The filters of a search (:class:`~muonrag.retrieve.filters.SearchFilter`): by document id or glob, year or
#: range of years, and section; applied inside the ranking. ``Filters.of(doc_id=..., year=..., section=...,
#: where=[...])`` builds one from the app's fields and ``--where`` clauses.
Filters = SearchFilter


def search_results(index: "MuonIndex", query: str, mode: str = "hybrid", top_k: Optional[int] = None,
                   filters: Optional[SearchFilter] = None, **options: Any) -> "SearchResults":
    """:meth:`MuonIndex.search <muonrag.index.muon_index.MuonIndex.search>`, narrowed by ``filters``.

    The filters are applied inside the ranking (rows left out of every retriever's
    list), so a filtered search ranks exactly the chunks that pass: fewer than
    ``top_k`` results means fewer chunks pass (and, for BM25, share a term with the
    query). ``options`` are the search's other keywords (fusion overrides,
    ``collapse_duplicates``).
    """
    return index.search(query, mode=mode, top_k=top_k, filters=filters or None, **options)


def search_payload(query: str, mode: str, results: "SearchResults", filters: Optional[SearchFilter] = None) -> dict[str, Any]:
    """What ``muonrag search --json`` prints: the query, the mode and every result, each with the near-duplicates
    collapsed into it (``duplicates``) and its ``boost``; ``filters`` only when set (see :meth:`SearchFilter.to_dict
    <muonrag.retrieve.filters.SearchFilter.to_dict>`)."""
    payload: dict[str, Any] = {"query": query, "mode": mode, "results": [r.to_dict() for r in results]}
    if filters:
        payload["filters"] = filters.to_dict()
    return payload


def answer_question(index: "MuonIndex", config: "Config", question: str, agent: bool = True,
                    filters: Optional[SearchFilter] = None, explain: bool = False,
                    llm: Optional["Client"] = None) -> "Answer":
    """The answer ``muonrag ask`` gives: the index checked first (a damaged index is refused with its fix,
    never answered with an abstention), then the grounded engine over it, its evidence drawn only from
    chunks that pass ``filters``; ``explain`` runs every grounding rule on every claim (``--explain``).
    ``llm`` is the client of the configured model when the caller keeps one across questions (a server
    does); by default the configuration's endpoint gets a new one."""
    from muonrag.answer.engine import answer_engine

    index.check()
    if filters:
        index = index.filtered(filters)
    engine = answer_engine(index, config=config.replace(index_path=index.path), llm=llm, agent=agent)
    engine.explain = explain
    return engine.answer(question)


def ask_payload(answer: "Answer") -> dict[str, Any]:
    """What ``muonrag ask --json`` prints: the whole answer."""
    return answer.to_dict()
