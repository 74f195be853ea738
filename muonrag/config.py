"""The configuration of the whole library: one :class:`Config` made of typed sections.

A :class:`Config` holds eight sections, each a small frozen dataclass that
validates itself: :class:`IndexSettings` (``config.index``),
:class:`EmbeddingSettings`, :class:`IngestSettings`, :class:`FusionSettings`,
:class:`RetrievalSettings`, :class:`LLMSettings`, :class:`AnswerSettings` and
:class:`ServeSettings` (``muonrag serve``).
Read one section at a time: ``config.retrieval.top_k``, ``config.llm.timeout``.

Every setting also has one *name*, unique across sections (``top_k``,
``llm_timeout``): it is the keyword of :class:`Config` and :meth:`Config.replace`,
the environment variable ``MUONRAG_<NAME>`` and the command-line flag.

Settings come from four places, each overriding the one before it:

1. the defaults below;
2. a TOML file (``muonrag.toml`` in the working directory, or the file named by
   ``MUONRAG_CONFIG`` or ``--config``, at most :data:`CONFIG_FILE_MAX_BYTES`), one
   table per section (``[retrieval]``, ``top_k = 5``);
3. environment variables ``MUONRAG_<NAME>`` (for example ``MUONRAG_TOP_K=5``);
4. keyword arguments in Python (or flags on the command line).

A file written for an earlier muonrag, with flat names (``[llm] llm_timeout``) or
settings in their old section (``[chunking]``, ``verify`` under ``[llm]``), is
still read, with a :class:`~muonrag.errors.SettingMovedWarning` naming the new
place. Every value is checked against its field's type (:func:`_coerce`):
``fallback = 5`` is an error naming the setting, not ``True``.
"""

from __future__ import annotations

import dataclasses
import functools
import math
import os
import re
import tomllib
import warnings
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any, ClassVar, Mapping, Optional, Union, get_type_hints
from urllib.parse import urlsplit

from muonrag.core.files import ReadLimits, read_bounded
from muonrag.errors import ConfigError, LoaderError, SettingMovedWarning
from muonrag.grounding.lexicon import Lexicon
from muonrag.retrieve.plan import PRESETS, FusionPlan
from muonrag.retrieve.ranking import AdaptiveWeights, ConfidenceWeights

DEFAULT_CONFIG_FILE = "muonrag.toml"
ENV_PREFIX = "MUONRAG_"
#: Largest configuration file read (a muonrag.toml is a few hundred bytes). It bounds the read of
#: the file that holds the settings, so it cannot itself be one of them; checked before reading,
#: so ``MUONRAG_CONFIG=/dev/zero`` or a huge file is refused at once.
CONFIG_FILE_MAX_BYTES: int = 1 * 2**20

#: What may run the embedding model (see :mod:`muonrag.index.onnx_encoder`).
ENCODERS = ("auto", "torch", "onnx")
#: How an embedded index keeps its dense vectors (see :mod:`muonrag.index.edge_shard`).
QUANTIZATIONS = ("int8", "none")
#: The arithmetic of the document encoder (see :mod:`muonrag.index.autocast_embedding`).
PRECISIONS = ("auto", "float32", "bfloat16")
#: reasoning_effort values the OpenAI API (and vLLM, Ollama, llama-server for gpt-oss) take.
REASONING_EFFORTS = ("minimal", "low", "medium", "high")
#: Sections of files written for earlier versions, and the section that holds their settings now.
OLD_SECTIONS = {"chunking": "ingest"}


def _setting(default: Any, doc: str, *, name: Optional[str] = None, secret: bool = False) -> Any:
    # a secret stays out of the repr, so a logged or printed Config never shows it
    return field(default=default, repr=not secret, metadata={"doc": doc, "name": name})


def check_url(url: str) -> str:
    """``url`` if it is an http(s) URL with a host; otherwise a ``ValueError`` saying what it should look like."""
    parts = urlsplit(url)
    if parts.scheme in ("http", "https") and parts.hostname:
        return url
    guess = "http://" + url.split("://", 1)[-1].lstrip("/")
    raise ValueError(f"qdrant_url must be an http:// or https:// URL with a host, got {url!r}; did you mean {guess!r}?")


def _positive(section: Any, *names: str) -> None:
    for key in names:
        if getattr(section, key) < 1:
            raise ConfigError(f"{section.name_of(key)} must be at least 1, got {getattr(section, key)}.")


def _finite(section: Any, *names: str, minimum: float = 0.0, strict: bool = True) -> None:
    for key in names:
        value = getattr(section, key)
        if value is None:
            continue
        if not math.isfinite(value) or value < minimum or (strict and value == minimum):
            bound = "" if minimum == -math.inf else f" > {minimum:g}" if strict else f" >= {minimum:g}"
            raise ConfigError(f"{section.name_of(key)} must be a finite number{bound}, got {value}.")


def _one_of(section: Any, key: str, allowed: tuple[str, ...]) -> None:
    value = getattr(section, key)
    if value is not None and value not in allowed:
        raise ConfigError(f"{section.name_of(key)} must be one of {', '.join(allowed)}, got {value!r}.")


@functools.cache
def _field_types(kind: type) -> dict[str, Any]:
    # resolving the annotations is most of a section's construction time; they never change
    return get_type_hints(kind)


class Section:
    """What every section shares: values coerced to their types, then :meth:`check`, and :meth:`replace`.

    A field's *name* (its keyword, environment variable and flag) is the field
    itself with the section's :attr:`PREFIX`, unless the field says otherwise.
    """

    #: The TOML table of the section.
    TABLE: ClassVar[str] = ""
    #: What the names of the section's settings start with (``llm_`` for ``[llm]``).
    PREFIX: ClassVar[str] = ""

    def __post_init__(self) -> None:
        hints = _field_types(type(self))
        for f in fields(self):
            name = self.name_of(f.name)
            where = "" if name == f.name else f" ([{self.TABLE}] {f.name} in a TOML file)"
            object.__setattr__(self, f.name, _coerce(name, getattr(self, f.name), hints[f.name], where))
        self.check()

    def check(self) -> None:
        """Raise :class:`~muonrag.errors.ConfigError` naming the first setting whose value is out of range."""

    @classmethod
    def name_of(cls, key: str) -> str:
        """The unique name of the section's field ``key`` (``timeout`` of ``[llm]`` is ``llm_timeout``)."""
        named = cls.__dataclass_fields__[key].metadata.get("name")
        return named or cls.PREFIX + key

    def replace(self, **changes: Any) -> "Section":
        """A copy with ``changes`` (by field) applied and validated."""
        return dataclasses.replace(self, **changes)

    def to_dict(self) -> dict[str, Any]:
        """The section as plain JSON-serialisable values; secrets masked."""
        out = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if isinstance(value, Path):
                value = str(value)
            if not f.repr and value:
                value = "***"
            out[f.name] = value
        return out


@dataclass(frozen=True)
class IndexSettings(Section):
    """Where the index lives: its folder, or the Qdrant server or cluster that holds its vectors."""

    TABLE: ClassVar[str] = "index"

    path: Path = _setting(Path("muonrag-index"), "Directory holding the index (manifest, BM25, local Qdrant).",
                          name="index_path")
    qdrant_url: Optional[str] = _setting(None, "URL of a Qdrant server; when unset, Qdrant runs embedded in the index directory.")
    qdrant_api_key: Optional[str] = _setting(None, "API key for the Qdrant server, if it needs one.", secret=True)
    qdrant_timeout: float = _setting(30.0, "Seconds any one request to the Qdrant server may take before it is given up with an error naming the server.")
    qdrant_shards: Optional[int] = _setting(None, "Shards of a collection muonrag creates on a Qdrant cluster (spread over its nodes); unset: the server's default, one.")
    qdrant_replicas: Optional[int] = _setting(None, "Copies of each shard on a Qdrant cluster (2 or more keeps every search and write working while a node is down); unset: the server's default, one.")
    qdrant_bm25: bool = _setting(True, "Keep each chunk's BM25 term weights on the Qdrant server as a sparse vector and search BM25 there (with the index's own term statistics), so the server holds the whole index; false: BM25 is searched in the index directory only.")
    quantization: str = _setting(
        "int8",
        "How a new embedded index keeps its dense vectors: 'int8' (Qdrant's scalar quantization: a byte a dimension in "
        "memory, the float32 originals on disk, read to rescore the best candidates) or 'none' (float32 only, mapped "
        "from disk). Fixed when the index is created; small indexes (under about 6,500 chunks) are searched exactly either way.")
    collection: Optional[str] = _setting(None, "Qdrant collection; default 'muonrag' embedded, 'muonrag-<hash of the index path>' on a server.")

    def check(self) -> None:
        _one_of(self, "quantization", QUANTIZATIONS)
        if self.qdrant_url is not None:
            try:
                check_url(self.qdrant_url)
            except ValueError as exc:
                raise ConfigError(str(exc)) from None
        _finite(self, "qdrant_timeout")
        for key in ("qdrant_shards", "qdrant_replicas"):
            if getattr(self, key) is not None:
                _positive(self, key)


@dataclass(frozen=True)
class EmbeddingSettings(Section):
    """The embedding model and what runs it."""

    TABLE: ClassVar[str] = "embedding"

    model: str = _setting("all-MiniLM-L6-v2", "Bundled model name, or the path of a local sentence-transformers model.",
                          name="embed_model")
    batch_size: int = _setting(32, "Chunks embedded per batch.", name="embed_batch_size")
    device: str = _setting("cpu", "Torch device for the embedding model.")
    encoder: str = _setting(
        "auto",
        "What runs the embedding model: 'auto' (ONNX Runtime for read-only searches when installed, torch otherwise), "
        "'torch', or 'onnx'. The ONNX export is made locally from the same model and checked against torch.")
    precision: str = _setting(
        "auto",
        "Arithmetic of the document encoder (torch, on the CPU): 'auto' (bfloat16 where the CPU computes it natively, "
        "AMX or AVX512-BF16, float32 elsewhere), 'float32' or 'bfloat16'. Vectors agree with float32 ones to a cosine "
        "of 0.9999; queries are always encoded in float32.", name="embed_precision")

    def check(self) -> None:
        _one_of(self, "encoder", ENCODERS)
        _one_of(self, "precision", PRECISIONS)
        _positive(self, "batch_size")


@dataclass(frozen=True)
class IngestSettings(Section):
    """How documents are read and cut into chunks."""

    TABLE: ClassVar[str] = "ingest"

    chunk_size: int = _setting(200, "Chunk length in word pieces of the embedding tokenizer (MiniLM reads at most 256).")
    chunk_overlap: int = _setting(32, "Word pieces shared by consecutive chunks.")
    max_file_bytes: int = _setting(
        ReadLimits.file_bytes,
        "Largest PDF, arXiv bundle or corpus.jsonl read, in bytes, and most bytes unpacked from one bundle; larger "
        "files are skipped by name. Checked by the file's size before reading.")
    max_text_bytes: int = _setting(
        ReadLimits.text_bytes,
        "Largest text read whole, in bytes: a Markdown, text or LaTeX file, a LaTeX \\input, a .bbl, a bundle member. "
        "Larger ones are skipped by name (chunking takes about 2 s per MB, embedding far longer).")

    def check(self) -> None:
        _positive(self, "chunk_size", "max_file_bytes", "max_text_bytes")
        if self.chunk_overlap >= self.chunk_size:
            raise ConfigError(f"chunk_overlap ({self.chunk_overlap}) must be smaller than chunk_size ({self.chunk_size}).")

    def read_limits(self) -> ReadLimits:
        """The limits on every file ingestion reads (``max_file_bytes``, ``max_text_bytes``)."""
        return ReadLimits(file_bytes=self.max_file_bytes, text_bytes=self.max_text_bytes)


@dataclass(frozen=True)
class FusionSettings(Section):
    """How the hybrid fuses dense retrieval and BM25: a named preset and what overrides it.

    ``Config(fusion="rrf")`` is short for ``Config(fusion=FusionSettings(preset="rrf"))``.
    """

    TABLE: ClassVar[str] = "fusion"

    preset: str = _setting(
        "score",
        "The fusion: 'score' (the default: the weighted sum of normalised scores, DBSF, equal weights, 100 "
        "candidates each; see norm), 'rrf' (weighted reciprocal rank fusion, 0.1 dense / 0.9 BM25 with K 100), "
        "'confidence' (weighted RRF, K 100, with per-query weights from how far each retriever's first hit stands "
        "above its second: dense gets between confidence_low, 0, and confidence_high, 0.6), 'adaptive' (weights "
        "moved toward BM25 for queries with numbers, acronyms, identifiers or quotes, combined by method), or "
        "'paper' (weighted RRF 0.9/0.1, K 60: the setting that reproduces the paper, with its 50 candidates). The "
        "presets are data (muonrag/data/fusion_presets.toml). The default was chosen out of set: over five dev sets, "
        "each left out in turn (benchmarks/loso_fusion.py, docs/fusion.rst), equal-weight DBSF has the best worst "
        "and mean margin over the best single retriever of the candidates measured on sets they were not chosen on, "
        "with nothing fitted. Fit your own with `muonrag tune`.", name="fusion")
    w_dense: Optional[float] = _setting(None, "Fixed weight of dense retrieval (normalised with w_sparse); setting it turns the per-query weights of 'confidence' and 'adaptive' off; unset: the preset's (0.1 for 'rrf' and 'confidence', 0.5 for 'score' and 'adaptive', 0.9 for 'paper').")
    w_sparse: Optional[float] = _setting(None, "Fixed weight of BM25 retrieval; setting it turns per-query weights off; unset: the preset's (0.9 for 'rrf' and 'confidence', 0.5 for 'score' and 'adaptive', 0.1 for 'paper').")
    rrf_k: Optional[float] = _setting(None, "The K of reciprocal rank fusion: larger flattens the rank discount; unset: the preset's (100 for 'rrf' and 'confidence', 60 for 'paper').")
    norm: str = _setting("dbsf", "Score normalisation for preset 'score' (and 'adaptive' on scores): 'minmax', 'zscore' or 'dbsf' (Qdrant's mean ± 3 std).",
                         name="fusion_norm")
    method: Optional[str] = _setting(None, "What preset 'adaptive' or 'confidence' combines with its per-query weights: 'rrf' or 'score'; unset: the preset's ('score' for 'adaptive', 'rrf' for 'confidence').",
                                     name="fusion_method")
    adaptive_base_sparse: float = _setting(0.5, "Preset 'adaptive': BM25's weight for a plain question.")
    adaptive_step: float = _setting(0.1, "Preset 'adaptive': weight moved to BM25 per query feature present (at most two counted).")
    confidence_low: Optional[float] = _setting(None, "Preset 'confidence': the least weight dense retrieval gets on a query; unset: the preset's.")
    confidence_high: Optional[float] = _setting(None, "Preset 'confidence': the most weight dense retrieval gets on a query; unset: the preset's.")
    candidate_k: Optional[int] = _setting(None, "Candidates each retriever returns before fusion; unset: the preset's (100, or 50 for 'paper'). A changed preset brings its own unless this is set.")

    def check(self) -> None:
        if self.preset not in PRESETS:
            raise ConfigError(f"fusion must be one of {', '.join(PRESETS)}, got {self.preset!r}.")
        # an unset candidate_k is the preset's own; replace() keeps it following the preset
        object.__setattr__(self, "_depth_from_preset", self.candidate_k is None)
        if self.candidate_k is None:
            object.__setattr__(self, "candidate_k", PRESETS[self.preset].depth)
        _positive(self, "candidate_k")
        _one_of(self, "norm", ("minmax", "zscore", "dbsf"))
        _one_of(self, "method", ("rrf", "score"))
        _finite(self, "w_dense", "w_sparse", "rrf_k", "adaptive_base_sparse", "adaptive_step", "confidence_low",
                "confidence_high", minimum=-math.inf, strict=False)
        if not (0 <= self.adaptive_base_sparse <= 1 and 0 <= self.adaptive_step <= 1):
            raise ConfigError(f"adaptive_base_sparse and adaptive_step must be in [0, 1] (got {self.adaptive_base_sparse}, {self.adaptive_step}).")
        low, high = self.confidence_bounds()
        if not 0 <= low <= high <= 1:
            raise ConfigError(f"confidence_low and confidence_high must satisfy 0 <= low <= high <= 1 (got {low}, {high}).")
        w_dense = PRESETS[self.preset].w_dense if self.w_dense is None else self.w_dense
        w_sparse = PRESETS[self.preset].w_sparse if self.w_sparse is None else self.w_sparse
        if w_dense < 0 or w_sparse < 0 or w_dense + w_sparse <= 0:
            raise ConfigError(f"fusion weights must be >= 0 and not both 0 (w_dense={w_dense}, w_sparse={w_sparse}).")
        if self.rrf_k is not None and self.rrf_k < 0:
            raise ConfigError(f"rrf_k must be >= 0, got {self.rrf_k}.")

    def replace(self, **changes: Any) -> "FusionSettings":
        """A copy with ``changes`` applied; a ``candidate_k`` that came from the preset follows a changed preset."""
        if getattr(self, "_depth_from_preset", False) and "candidate_k" not in changes:
            changes["candidate_k"] = None
        return dataclasses.replace(self, **changes)

    def confidence_bounds(self) -> tuple[float, float]:
        """The least and the most weight of dense retrieval under the ``confidence`` preset."""
        preset = PRESETS["confidence"].adaptive
        return (preset.low if self.confidence_low is None else self.confidence_low,
                preset.high if self.confidence_high is None else self.confidence_high)

    def plan(self) -> FusionPlan:
        """The hybrid's :class:`~muonrag.retrieve.plan.FusionPlan`: the preset, with ``w_dense``, ``w_sparse``,
        ``rrf_k``, ``norm`` and ``candidate_k`` applied.

        With the ``confidence`` preset (the default) the weights come from the
        two candidate lists (``confidence_low``, ``confidence_high``), with
        ``adaptive`` from the question's words (``adaptive_base_sparse``,
        ``adaptive_step``); ``method`` says how the lists are combined.
        Explicit ``w_dense`` or ``w_sparse`` fix the weights: per-query weights
        are then off.
        """
        preset = PRESETS[self.preset]
        changes: dict[str, Any] = {"normalisation": self.norm, "depth": int(self.candidate_k)}
        if self.w_dense is not None:
            changes["w_dense"] = self.w_dense
        if self.w_sparse is not None:
            changes["w_sparse"] = self.w_sparse
        if self.rrf_k is not None:
            changes["k"] = self.rrf_k
        if self.method is not None and preset.adaptive is not None:
            changes["method"] = self.method
        if self.w_dense is not None or self.w_sparse is not None:
            changes["adaptive"] = None
        elif self.preset == "adaptive":
            changes["adaptive"] = AdaptiveWeights(base_sparse=self.adaptive_base_sparse, step=self.adaptive_step)
        elif self.preset == "confidence":
            changes["adaptive"] = ConfidenceWeights(*self.confidence_bounds())
        return preset.replace(**changes)


@dataclass(frozen=True)
class RetrievalSettings(Section):
    """What a search returns and how its fused list is finished."""

    TABLE: ClassVar[str] = "retrieval"

    top_k: int = _setting(10, "Results returned by a search.")
    hnsw_ef: int = _setting(
        500,
        "HNSW candidates a dense search examines (at least 2.5 per hit asked for): 500 finds 0.985 of exact search's top 10 "
        "at a million real vectors (docs/scaling.rst, Recall); raise it for questions far from the collection's text, "
        "at some speed. Indexes under about 6,500 chunks are searched exactly.")
    bm25_glossary: bool = _setting(False, "Add glossary expansions of acronyms to BM25 queries (off: it did not help on our dev splits).")
    search_references: bool = _setting(
        False,
        "Include bibliography chunks (section 'References') in searches; off, they are left out, so a paper that "
        "cites a title does not compete with the paper about it. A search can ask for them (references=True).")
    rerank: bool = _setting(
        True,
        "Re-rank the first 30 hits of a hybrid search by how each chunk fits the question: a chunk that states a value "
        "or date of the kind the question asks, with its focus words, and not about another setting (10 TeV where it "
        "asks about 3 TeV), rises (muonrag.retrieve.rerank). On by default: "
        "chosen out of set, it gained on every development set of questions it was not chosen on and does nothing to "
        "claims (docs/fusion.rst). The 'paper' fusion is never re-ranked.")
    collapse_duplicates: bool = _setting(
        True,
        "Collapse near-duplicate chunks (the same text up to case, whitespace and a few numbers: several versions of one "
        "document) into the best-ranked one, in search results and in the evidence an answer gets; each kept chunk lists "
        "the others. Off: every copy is ranked on its own.")

    def check(self) -> None:
        _positive(self, "top_k", "hnsw_ef")


@dataclass(frozen=True)
class LLMSettings(Section):
    """The OpenAI-compatible endpoint, and how long and how often it is asked."""

    TABLE: ClassVar[str] = "llm"
    PREFIX: ClassVar[str] = "llm_"

    base_url: Optional[str] = _setting(None, "Base URL of an OpenAI-compatible endpoint (e.g. http://localhost:8000/v1); unset means offline.")
    model: Optional[str] = _setting(None, "Model name served by the endpoint.")
    api_key: Optional[str] = _setting(None, "API key for the endpoint (any string for local servers).", secret=True)
    timeout: float = _setting(
        60.0,
        "Seconds one LLM request may take in all (connecting, the response headers and the whole body, not per socket "
        "read) before it is abandoned; with stream, seconds between two pieces of the streamed reply.")
    retries: int = _setting(2, "Retries of a failed LLM request (timeouts, HTTP 408/409/429/5xx, connection errors).")
    deadline: float = _setting(
        180.0,
        "Seconds all LLM requests for one question may take (decomposition, answer, verification and retries); after "
        "it the endpoint is not asked again for that question and each step falls back as when the endpoint fails.")
    retry_after_cap: float = _setting(
        10.0, "Longest Retry-After (seconds) of an HTTP 429/503 that is waited for; an endpoint asking for longer is not retried.")
    stream: bool = _setting(
        True,
        "Stream replies (server-sent events). timeout then bounds the wait for each piece of a reply, not the whole "
        "reply, so a slow server that is producing tokens is not abandoned; deadline bounds the whole.")
    retry_timeouts: bool = _setting(
        False,
        "Retry a request that timed out. Off by default: the server is usually still computing the reply it timed "
        "out on, so a second request only queues behind the first.")
    reasoning_effort: Optional[str] = _setting(
        None,
        "reasoning_effort sent to a reasoning model ('minimal', 'low', 'medium' or 'high'); unset: not sent. A reply cut "
        "off while the model reasons is asked again once with twice max_tokens (and effort 'low' when this is set).")
    context_window: Optional[int] = _setting(
        None,
        "The model's context window in tokens, for servers that truncate a longer prompt silently (Ollama's num_ctx): "
        "a prompt whose estimate and the output cap exceed it is warned about before it is sent.")
    temperature: float = _setting(0.0, "Sampling temperature.")
    fallback: bool = _setting(True, "When the endpoint fails after its retries, answer extractively (offline) instead of failing.")
    max_tokens: int = _setting(2048, "Most tokens the endpoint may generate for one reply (max_tokens; a reasoning model's analysis counts).")

    def check(self) -> None:
        _finite(self, "timeout", "deadline")
        _finite(self, "retry_after_cap", strict=False)
        _finite(self, "temperature", minimum=-math.inf, strict=False)
        if self.retries < 0:
            raise ConfigError(f"llm_retries must be >= 0, got {self.retries}.")
        _one_of(self, "reasoning_effort", REASONING_EFFORTS)
        if self.context_window is not None and self.context_window < 256:
            raise ConfigError(f"llm_context_window must be at least 256 tokens, got {self.context_window}.")
        _positive(self, "max_tokens")

    @property
    def configured(self) -> bool:
        """True when an endpoint is set; otherwise everything runs offline."""
        return bool(self.base_url)


@dataclass(frozen=True)
class AnswerSettings(Section):
    """What an answer is made from and how its claims are checked."""

    TABLE: ClassVar[str] = "answer"

    evidence_k: int = _setting(8, "Chunks in the evidence set given to the answerer (M, after merging the sub-queries' results).")
    verify: str = _setting("doubts", "How answers are checked: 'doubts' (the rules, then the model is asked only about the claims the rules doubt; the default, chosen on a real small model's dev questions, whose own verify pass removed honest claims), 'llm' (the model also re-checks each claim the rules kept: for a capable model) or 'rules' (claim-level rules only; no second request).")
    judge: str = _setting(
        "auto",
        "What settles the claims the rules doubt when the model does not (verify = 'rules', or an endpoint that gave no "
        "verdict): 'learned' (the small checker trained for muonrag, shipped in the package; it also removes kept "
        "claims it finds unsupported), 'none' (doubted claims are removed), or 'auto' (the learned judge where it is "
        "installed and passed its gates on held-out data; see muonrag info).")
    judge_second_opinion: bool = _setting(
        False, "With verify = 'llm', show the model the learned judge's verdict and score beside each claim it verifies.")
    grounding_profile: str = _setting(
        "physics",
        "The words the grounding rules read (muonrag/data/grounding): 'physics', or 'biomedical', which adds words "
        "fitted to biomedical abstracts (upregulated, knockout, -null); or the path of a profile of your own (.json).")

    def check(self) -> None:
        _positive(self, "evidence_k")
        _one_of(self, "verify", ("llm", "doubts", "rules"))
        _one_of(self, "judge", ("auto", "learned", "none"))
        try:
            Lexicon.load(self.grounding_profile)
        except (ValueError, OSError) as exc:
            raise ConfigError(f"grounding_profile: {exc}") from None


@dataclass(frozen=True)
class ServeSettings(Section):
    """Where ``muonrag serve`` listens and what one request, one client and the whole server may cost.

    The token is not a setting: it comes from ``MUONRAG_SERVE_TOKEN``, ``--token-file`` or ``--token``
    (:class:`muonrag.serve.settings.ServerSettings` adds it).
    """

    TABLE: ClassVar[str] = "serve"
    PREFIX: ClassVar[str] = "serve_"

    host: str = _setting("127.0.0.1", "Interface to listen on; 127.0.0.1 is this machine only. Another interface needs a token on every request (generated and printed when none is given).")
    port: int = _setting(8765, "Port; 0 picks a free one.")
    agent: bool = _setting(True, "Decompose questions into sub-queries, as `muonrag ask` does without --no-agent.")
    request_timeout: Optional[float] = _setting(None, "Seconds before a search, an answer or a page is abandoned with 504 (work already started finishes on its own, its result unused); unset: 60, or llm_deadline + 30 when longer.")
    max_request_bytes: int = _setting(256 * 1024, "Largest request body, in bytes.")
    max_query_chars: int = _setting(2000, "Longest query or question, in characters.")
    max_top_k: int = _setting(100, "Most results one search may ask for.")
    max_jobs: int = _setting(64, "Answers kept for their pages (the oldest finished ones are dropped first).")
    answer_workers: int = _setting(4, "Threads making answers; searches run on threads of their own, so answers waiting on a slow endpoint never hold a search back.")
    max_pending_answers: int = _setting(16, "Answers waiting or running at once; one more is refused with 429 and Retry-After.")
    asks_per_minute: float = _setting(30.0, "Questions one client may ask a minute (429 with Retry-After beyond).")
    ask_burst: int = _setting(10, "Questions one client may ask at once after a pause.")
    requests_per_minute: float = _setting(3000.0, "Requests of any kind one client may make a minute.")
    request_burst: int = _setting(300, "Requests of any kind one client may make at once after a pause.")
    abandon_after: float = _setting(15.0, "Seconds after which an answer whose page nobody asks for any more is cancelled (its page asks every second).")
    header_timeout: float = _setting(10.0, "Seconds a client has to send a request's headers, from connecting or from the previous reply; a request must be done within request_timeout plus 30 s. A slower client is cut off.")
    max_connections: int = _setting(256, "Connections open at once; one more is answered 503.")

    def check(self) -> None:
        _finite(self, "request_timeout", "asks_per_minute", "requests_per_minute", "abandon_after", "header_timeout")
        _positive(self, "max_request_bytes", "max_query_chars", "max_top_k", "max_jobs", "answer_workers",
                  "max_pending_answers", "ask_burst", "request_burst", "max_connections")
        if not 0 <= self.port <= 65535:
            raise ConfigError(f"serve_port must be 0-65535, got {self.port}.")


#: The sections of a :class:`Config`, in the order the reference lists them.
SECTIONS: dict[str, type[Section]] = {
    "index": IndexSettings, "embedding": EmbeddingSettings, "ingest": IngestSettings, "fusion": FusionSettings,
    "retrieval": RetrievalSettings, "llm": LLMSettings, "answer": AnswerSettings, "serve": ServeSettings,
}


def _names() -> dict[str, tuple[str, str]]:
    table = {}
    for section, kind in SECTIONS.items():
        for f in fields(kind):
            table[kind.name_of(f.name)] = (section, f.name)
    return table


#: Every setting's unique name and where it lives: ``{"llm_timeout": ("llm", "timeout")}``.
NAMES: dict[str, tuple[str, str]] = _names()


@dataclass(frozen=True, init=False)
class Config:
    """Every setting of muonrag, in typed sections, with its default.

    Build one with :meth:`Config.load` to read the TOML file and the
    environment, or directly to ignore both: by section
    (``Config(retrieval=RetrievalSettings(top_k=5))``, or a dict) or by the
    settings' names (``Config(index_path="idx", top_k=5)``), or both, names
    applied last. Instances are immutable; :meth:`replace` returns a changed copy.
    """

    index: IndexSettings
    embedding: EmbeddingSettings
    ingest: IngestSettings
    fusion: FusionSettings
    retrieval: RetrievalSettings
    llm: LLMSettings
    answer: AnswerSettings
    serve: ServeSettings

    def __init__(self, index: Union[IndexSettings, Mapping[str, Any], None] = None,
                 embedding: Union[EmbeddingSettings, Mapping[str, Any], None] = None,
                 ingest: Union[IngestSettings, Mapping[str, Any], None] = None,
                 fusion: Union[FusionSettings, Mapping[str, Any], str, None] = None,
                 retrieval: Union[RetrievalSettings, Mapping[str, Any], None] = None,
                 llm: Union[LLMSettings, Mapping[str, Any], None] = None,
                 answer: Union[AnswerSettings, Mapping[str, Any], None] = None,
                 serve: Union[ServeSettings, Mapping[str, Any], None] = None,
                 **settings: Any) -> None:
        given = {"index": index, "embedding": embedding, "ingest": ingest, "fusion": fusion, "retrieval": retrieval,
                 "llm": llm, "answer": answer, "serve": serve}
        if isinstance(fusion, (str, os.PathLike)):  # the fusion setting by its name, not the section
            settings = {"fusion": fusion, **settings}
            given["fusion"] = None
        changes = _by_section(settings)
        for name, kind in SECTIONS.items():
            value = given[name]
            if value is None:
                section = kind(**changes.get(name, {}))
            else:
                if isinstance(value, Mapping):
                    value = kind(**_section_keys(kind, value))
                elif not isinstance(value, kind):
                    raise ConfigError(f"the {name} section must be a {kind.__name__} or a dict, got {type(value).__name__}.")
                section = value.replace(**changes[name]) if name in changes else value
            object.__setattr__(self, name, section)
        if self.fusion.candidate_k < self.retrieval.top_k:
            raise ConfigError(
                f"candidate_k ({self.fusion.candidate_k}) must be at least top_k ({self.retrieval.top_k}): each "
                "retriever's candidates are what the fused list is drawn from. Raise candidate_k or lower top_k.")

    def __getattr__(self, name: str) -> Any:
        where = NAMES.get(name)
        if where is None or name.startswith("__"):
            raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")
        warnings.warn(f"config.{name} is config.{where[0]}.{where[1]} now", DeprecationWarning, stacklevel=2)
        return getattr(getattr(self, where[0]), where[1])

    @classmethod
    def load(
        cls,
        config_file: Union[str, Path, None] = None,
        env: Optional[Mapping[str, str]] = None,
        **overrides: Any,
    ) -> "Config":
        """Read defaults, then the TOML file, then the environment, then ``overrides`` (settings by name).

        ``config_file`` defaults to ``$MUONRAG_CONFIG`` or ``./muonrag.toml`` when
        either exists. ``overrides`` whose value is ``None`` are ignored, so CLI
        flags that were not given do not mask the file or the environment.
        """
        env = os.environ if env is None else env
        values: dict[str, Any] = {}
        path = config_file or env.get(ENV_PREFIX + "CONFIG")
        if path is None and Path(DEFAULT_CONFIG_FILE).is_file():
            path = DEFAULT_CONFIG_FILE
        if path is not None:
            values.update(read_toml(path))
        from_env: dict[str, str] = {}
        for name in NAMES:
            key = ENV_PREFIX + name.upper()
            if key in env and env[key] != "":
                values[name] = env[key]
                from_env[name] = key
        for name, value in overrides.items():
            if name not in NAMES:
                raise ConfigError(f"unknown setting {name!r}; known settings: {', '.join(sorted(NAMES))}")
            if value is not None:
                values[name] = value
                from_env.pop(name, None)
        try:
            return cls(**values)
        except ConfigError as exc:
            named = [n for n in from_env if re.search(rf"\b{n}\b", str(exc))]
            if not named:
                raise
            where = ", ".join(f"{from_env[n]}={env[from_env[n]]!r}" for n in named)
            raise ConfigError(f"{exc} (set by the environment: {where})") from None

    def replace(self, **changes: Any) -> "Config":
        """A copy with ``changes`` applied (validated like the constructor): sections by their name, settings by theirs.

        A ``candidate_k`` that came from the fusion preset follows a changed ``fusion``.
        """
        preset = changes.pop("fusion") if isinstance(changes.get("fusion"), (str, os.PathLike)) else None
        current = {name: changes.pop(name, getattr(self, name)) for name in SECTIONS}
        if preset is not None:
            current["fusion"] = current["fusion"].replace(preset=preset)
        return type(self)(**current, **changes)

    def fusion_plan(self) -> FusionPlan:
        """The hybrid's :class:`~muonrag.retrieve.plan.FusionPlan` (:meth:`FusionSettings.plan`)."""
        return self.fusion.plan()

    def to_dict(self) -> dict[str, Any]:
        """Settings as plain JSON-serialisable values, by section (API keys masked)."""
        return {name: getattr(self, name).to_dict() for name in SECTIONS}


def _by_section(settings: Mapping[str, Any]) -> dict[str, dict[str, Any]]:
    """``{name: value}`` of settings as ``{section: {field: value}}``; an unknown name is an error."""
    out: dict[str, dict[str, Any]] = {}
    for name, value in settings.items():
        if name not in NAMES:
            raise ConfigError(f"unknown setting {name!r}; known settings: {', '.join(sorted(NAMES))}")
        section, key = NAMES[name]
        out.setdefault(section, {})[key] = value
    return out


def _section_keys(kind: type[Section], values: Mapping[str, Any]) -> dict[str, Any]:
    """A section's values given by field (``top_k``) or by name (``llm_timeout``) as ``{field: value}``."""
    keys = {f.name for f in fields(kind)}
    out = {}
    for key, value in values.items():
        if key not in keys and NAMES.get(key, ("", ""))[0] == kind.TABLE:
            key = NAMES[key][1]
        if key not in keys:
            raise ConfigError(f"unknown setting {key!r} in [{kind.TABLE}] (known: {', '.join(sorted(keys))})")
        out[key] = value
    return out


def read_toml(path: Union[str, Path]) -> dict[str, Any]:
    """A muonrag TOML file as ``{name: value}``, rejecting unknown sections and keys.

    Settings written for an earlier version (a flat name such as
    ``llm_timeout``, a setting outside its section or in an old one) are read,
    with a :class:`~muonrag.errors.SettingMovedWarning` naming the new place.
    """
    path = Path(path)
    if not path.exists():
        raise ConfigError(f"config file {path} does not exist")
    try:
        data = tomllib.loads(read_bounded(path, CONFIG_FILE_MAX_BYTES, "CONFIG_FILE_MAX_BYTES").decode("utf-8"))
    except LoaderError as exc:
        raise ConfigError(f"config file {path} cannot be read: {exc}. Point MUONRAG_CONFIG or --config at a "
                          "muonrag.toml file.") from None
    except UnicodeDecodeError as exc:
        raise ConfigError(f"config file {path} is not UTF-8 text ({exc.reason} at byte {exc.start})") from None
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"config file {path} is not valid TOML: {exc}") from None
    tables = set(SECTIONS) | set(OLD_SECTIONS)
    values: dict[str, Any] = {}
    moved: list[str] = []
    for key, value in data.items():
        if isinstance(value, dict) and key not in tables:
            raise ConfigError(f"{path}: unknown section [{key}] (known: {', '.join(SECTIONS)})")
        table, items = (key, value.items()) if isinstance(value, dict) else (None, [(key, value)])
        for written, item in items:
            name = setting_name(table, written)
            if name is None:
                known = sorted(f.name for f in fields(SECTIONS[table])) if table in SECTIONS else sorted(NAMES)
                raise ConfigError(f"{path}: unknown setting {written!r}{f' in [{table}]' if table else ''} "
                                  f"(known: {', '.join(known)})")
            section, field_name = NAMES[name]
            if (table, written) != (section, field_name):
                moved.append(f"{f'[{table}] ' if table else ''}{written} is now [{section}] {field_name}")
            values[name] = item
    if moved:
        warnings.warn(f"{path}: " + "; ".join(moved) + ". The old form is read for now; write the new one.",
                      SettingMovedWarning, stacklevel=3)
    return values


def setting_name(table: Optional[str], key: str) -> Optional[str]:
    """The name of the setting a TOML file writes as ``key`` in ``[table]`` (``None``: at the top level), old
    spellings included (``timeout`` and ``llm_timeout`` in ``[llm]`` are both ``llm_timeout``); ``None`` if none."""
    if table in SECTIONS and any(f.name == key for f in fields(SECTIONS[table])):
        return SECTIONS[table].name_of(key)
    return key if key in NAMES else None


def settings_table() -> list[dict[str, Any]]:
    """Every setting with its section, key, name, default, environment variable and meaning, section by section."""
    rows = []
    for section, kind in SECTIONS.items():
        for f in fields(kind):
            name = kind.name_of(f.name)
            default = f.default
            rows.append({
                "name": name, "section": section, "key": f.name,
                "default": str(default) if isinstance(default, Path) else default,
                "env": ENV_PREFIX + name.upper(), "doc": f.metadata["doc"],
            })
    return rows


def _coerce(name: str, value: Any, hint: Any, where: str = "") -> Any:
    """Turn strings from TOML or the environment into the field's type, and refuse a value of
    another type (``5`` for a bool, a list for a number) with an error naming the setting: a
    silently truthy ``fallback = 5`` would hide a typo. ``where`` says how a TOML file writes the setting."""
    optional = getattr(hint, "__args__", None)
    target = hint
    if optional and type(None) in optional:
        if value is None or (isinstance(value, str) and value.lower() in ("", "none")):
            return None
        target = next(a for a in optional if a is not type(None))
    try:
        if target is Path:
            if not isinstance(value, (str, os.PathLike)):
                raise ValueError(f"expected a path, got {type(value).__name__}")
            return Path(value).expanduser()
        if target is bool:
            if isinstance(value, bool):
                return value
            if not isinstance(value, str):
                raise ValueError(f"expected true or false, got {type(value).__name__}")
            word = value.strip().lower()
            if word not in ("1", "true", "yes", "on", "0", "false", "no", "off"):
                raise ValueError("use true/false, yes/no, on/off or 1/0")
            return word in ("1", "true", "yes", "on")
        if target in (int, float):
            if isinstance(value, bool) or not isinstance(value, (int, float, str)):
                raise ValueError(f"expected a number, got {type(value).__name__}")
            number = target(value)
            if target is int and isinstance(value, float) and value != number:
                raise ValueError("not an integer")
            return number
        if target is str:
            if not isinstance(value, (str, os.PathLike)):
                raise ValueError(f"expected a string, got {type(value).__name__}")
            return os.fspath(value)
    except (TypeError, ValueError) as exc:
        raise ConfigError(f"setting {name}={value!r} is not a valid {target.__name__}: {exc}{where}") from None
    return value
