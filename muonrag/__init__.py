"""muonrag: evidence-grounded retrieval and question answering over muon collider literature.

The public API::

    import muonrag
    index = muonrag.open_index("muonrag-index", create=True)
    index.add("papers/")
    for hit in index.search("beam-induced background in the vertex detector", top_k=5):
        print(hit.rank, hit.title, hit.page, hit.score, hit.ranks)
    print(muonrag.ask(index, "Why are the nozzles made of tungsten?").render())
"""

from __future__ import annotations

__version__ = "0.1.0"

from muonrag.config import Config
from muonrag.errors import (
    ConfigError,
    IndexCorruptError,
    IndexInconsistentError,
    IndexLockedError,
    IndexMismatchError,
    IndexNotFoundError,
    LoaderError,
    MuonRAGError,
)
from muonrag.agent.decompose import Decomposition, LLMDecomposer, OfflineDecomposer
from muonrag.agent.glossary import Glossary
from muonrag.agent.guard import SubQueryGuard
from muonrag.agent.retrieval import AgenticRetriever
from muonrag.answer.engine import GroundedQueryEngine, LLMError, ask, build_engine
from muonrag.answer.extractive import ExtractiveAnswerer
from muonrag.answer.llm import make_llm
from muonrag.answer.schema import ABSTENTION_PHRASE, Answer, Citation, Evidence
from muonrag.evaluate.dataset import Dataset
from muonrag.evaluate.runner import EvalReport
from muonrag.evaluate.runner import evaluate as evaluate_dataset
from muonrag.index.sparse import BM25Retriever, SparseIndex
from muonrag.index.store import IngestReport, MuonIndex
from muonrag.index.tokenize import PhysicsTokenizer
from muonrag.ingest.chunking import Chunker
from muonrag.ingest.loaders import LoadResult, Skipped, SourceDocument, load_path
from muonrag.retrieve.fusion import FusedNodeWithScore, WeightedRRFRetriever
from muonrag.retrieve.results import SearchResult, SearchResults


def open_index(index_path: "str | Path | Config | None" = None, *, create: bool = False, **settings) -> MuonIndex:
    """Open (or with ``create=True`` create) an index; ``settings`` override the configuration.

    Shorthand for :meth:`MuonIndex.open`.
    """
    return MuonIndex.open(index_path, create=create, **settings)


def build_index(source: "str | Path", index_path: "str | Path | Config | None" = None, progress: bool = False, **settings) -> MuonIndex:
    """Create or update an index from a file or folder in one line, and return it open.

    The :class:`IngestReport` of the ingestion is on ``index.last_report``.
    """
    index = MuonIndex.open(index_path, create=True, **settings)
    index.last_report = index.add(source, progress=progress)
    return index


__all__ = [
    "ABSTENTION_PHRASE",
    "AgenticRetriever",
    "Answer",
    "BM25Retriever",
    "Citation",
    "Dataset",
    "Decomposition",
    "EvalReport",
    "Evidence",
    "ExtractiveAnswerer",
    "Glossary",
    "GroundedQueryEngine",
    "LLMDecomposer",
    "LLMError",
    "OfflineDecomposer",
    "SubQueryGuard",
    "ask",
    "build_engine",
    "evaluate_dataset",
    "make_llm",
    "Chunker",
    "Config",
    "ConfigError",
    "FusedNodeWithScore",
    "IndexCorruptError",
    "IndexInconsistentError",
    "IndexLockedError",
    "IndexMismatchError",
    "IndexNotFoundError",
    "IngestReport",
    "LoadResult",
    "LoaderError",
    "MuonIndex",
    "MuonRAGError",
    "PhysicsTokenizer",
    "SearchResult",
    "SearchResults",
    "Skipped",
    "SourceDocument",
    "SparseIndex",
    "WeightedRRFRetriever",
    "build_index",
    "load_path",
    "open_index",
    "__version__",
]
