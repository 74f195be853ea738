"""Every exception muonrag raises on purpose, in one hierarchy.

Each error names the path or setting involved and says what to do about it, so
that a message printed by the CLI is enough to fix the problem. Catch
:class:`MuonRAGError` to catch them all.
"""

from __future__ import annotations


class MuonRAGError(Exception):
    """Base class of every error muonrag raises on purpose."""


class ConfigError(MuonRAGError):
    """A configuration value is missing, malformed or inconsistent."""


class LoaderError(MuonRAGError):
    """A file could not be read into documents (corrupt, encrypted, empty...)."""


class IndexNotFoundError(MuonRAGError):
    """The index directory does not exist or holds no muonrag index."""


class IndexCorruptError(MuonRAGError):
    """The index directory exists but its manifest or stores are damaged."""


class IndexLockedError(MuonRAGError):
    """Another process holds the index open (Qdrant local mode is single-process)."""


class IndexReadOnlyError(MuonRAGError):
    """The index can be searched but not written by this user (no write permission)."""


class IndexMismatchError(MuonRAGError):
    """The index was built with another embedding model or chunking."""


class IndexInconsistentError(MuonRAGError):
    """An interrupted write left the two stores disagreeing; re-run ingestion."""


class DocumentNotFoundError(MuonRAGError, LookupError):
    """A document named by id or source path is not in the index."""

    def __str__(self) -> str:  # LookupError would quote the message like a key
        return str(self.args[0]) if self.args else ""


class LLMError(MuonRAGError):
    """The LLM endpoint failed (after its retries) and no fallback was allowed."""


class LLMReplyError(LLMError, ValueError):
    """An LLM reply is not the JSON object the step expects."""


class DecompositionError(LLMReplyError):
    """A decomposition step's reply failed its schema (domains, query type or sub-queries)."""


class ContextOverflowError(LLMError):
    """The prompt and the output cap do not fit the model's context: send less evidence or a smaller cap."""


class EndpointRefusedError(LLMError):
    """The endpoint refused the request for a reason no retry mends (unknown model, bad credentials, wrong URL)."""


class LLMTimeoutError(LLMError):
    """The endpoint did not finish a reply within ``llm_timeout`` (headers and body together)."""


class LLMDeadlineError(LLMError):
    """The question's ``llm_deadline`` is spent: the endpoint is not asked again for it."""


class LLMRedirectError(LLMError):
    """The endpoint redirected the request to another origin, which is never followed."""


class LLMUnavailableError(LLMError):
    """The endpoint kept failing (after the retries ``llm_retries`` allows, or asked to wait too long)."""


class VectorServerError(MuonRAGError):
    """The Qdrant server of an index cannot be reached, does not answer in time, refuses the API key,
    is not a Qdrant muonrag can use, or failed an operation."""


class IndexSpaceError(MuonRAGError):
    """The filesystem of the index has too little free space for a write; nothing committed is lost."""


class SettingMovedWarning(FutureWarning):
    """A setting was given under its old name or in its old section of the TOML file; the message names
    where it lives now. It is a :class:`FutureWarning` so that command-line users see it."""
