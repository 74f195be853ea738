"""muonrag: evidence-grounded retrieval and question answering over muon collider literature.

The public API::

    import muonrag
    index = muonrag.open_index("muonrag-index", create=True)
    index.add("papers/")
    for hit in index.search("beam-induced background in the vertex detector", top_k=5):
        print(hit.rank, hit.title, hit.page, hit.score, hit.ranks)
    print(muonrag.ask(index, "Why are the nozzles made of tungsten?").render())

The extension points (the engine, its fusion plans, the stores' protocols, the
loaders) are importable from their modules and documented on one page of the API
reference; everything else is internal. Names are imported on first use, so ``import muonrag`` is
quick and loads neither torch nor transformers.
"""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import TYPE_CHECKING, Any, Union

__version__ = "0.1.0"

_EXPORTS = {
    "Config": "muonrag.config",
    "MuonRAGError": "muonrag.errors",
    "MuonIndex": "muonrag.index.muon_index",
    "SearchResult": "muonrag.retrieve.results",
    "SearchResults": "muonrag.retrieve.results",
    "FusionRetriever": "muonrag.retrieve.retrievers",
    "AgenticRetriever": "muonrag.agent.retrieval",
    "GuardedQuestionGenerator": "muonrag.agent.question_gen",
    "GroundedQueryEngine": "muonrag.answer.query_engine",
    "build_engine": "muonrag.answer.query_engine",
    "AnswerEngine": "muonrag.answer.engine",
    "ask": "muonrag.answer.engine",
    "Answer": "muonrag.answer.schema",
    "Dataset": "muonrag.evaluate.dataset",
    "evaluate_dataset": "muonrag.evaluate.runner",
}
_RENAMED = {"evaluate_dataset": "evaluate"}

if TYPE_CHECKING:
    from muonrag.agent.question_gen import GuardedQuestionGenerator
    from muonrag.agent.retrieval import AgenticRetriever
    from muonrag.answer.engine import AnswerEngine, ask
    from muonrag.answer.query_engine import GroundedQueryEngine, build_engine
    from muonrag.answer.schema import Answer
    from muonrag.config import Config
    from muonrag.errors import MuonRAGError
    from muonrag.evaluate.dataset import Dataset
    from muonrag.evaluate.runner import evaluate as evaluate_dataset
    from muonrag.index.muon_index import MuonIndex
    from muonrag.retrieve.retrievers import FusionRetriever
    from muonrag.retrieve.results import SearchResult, SearchResults


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'muonrag' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), _RENAMED.get(name, name))
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(__all__)


def open_index(index_path: "Union[str, Path, Config, None]" = None, *, create: bool = False, **settings: Any) -> "MuonIndex":
    """Open (or with ``create=True`` create) an index; ``settings`` override the configuration.

    Shorthand for :meth:`MuonIndex.open <muonrag.index.muon_index.MuonIndex.open>`.
    """
    from muonrag.index.muon_index import MuonIndex

    return MuonIndex.open(index_path, create=create, **settings)


def build_index(source: "Union[str, Path]", index_path: "Union[str, Path, Config, None]" = None,
                progress: bool = False, **settings: Any) -> "MuonIndex":
    """Create or update an index from a file or folder in one line, and return it open.

    The :class:`~muonrag.index.pipeline.IngestReport` of the ingestion is on ``index.last_report``.
    """
    from muonrag.index.muon_index import MuonIndex

    index = MuonIndex.open(index_path, create=True, **settings)
    index.last_report = index.add(source, progress=progress)
    return index


__all__ = sorted([*_EXPORTS, "open_index", "build_index", "__version__"])
