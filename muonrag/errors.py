"""Exceptions raised by muonrag.

Every error names the path or setting involved and says what to do about it, so
that a message printed by the CLI is enough to fix the problem.
"""

from __future__ import annotations


class MuonRAGError(Exception):
    """Base class of every error muonrag raises on purpose."""


class ConfigError(MuonRAGError):
    """A configuration value is missing, malformed or inconsistent."""


class IndexNotFoundError(MuonRAGError):
    """The index directory does not exist or holds no muonrag index."""


class IndexCorruptError(MuonRAGError):
    """The index directory exists but its manifest or stores are damaged."""


class IndexLockedError(MuonRAGError):
    """Another process holds the index open (Qdrant local mode is single-process)."""


class IndexMismatchError(MuonRAGError):
    """The index was built with another embedding model or chunking."""


class IndexInconsistentError(MuonRAGError):
    """An interrupted write left the two stores disagreeing; re-run ingestion."""


class LoaderError(MuonRAGError):
    """A file could not be read into documents (corrupt, encrypted, empty...)."""
