"""One typed configuration object for the whole library.

Settings come from four places, each overriding the one before it:

1. the defaults below;
2. a TOML file (``muonrag.toml`` in the working directory, or the file named by
   ``MUONRAG_CONFIG`` or ``--config``, at most :data:`CONFIG_FILE_MAX_BYTES`), with
   the sections ``[index]``, ``[embedding]``, ``[chunking]``, ``[ingest]``,
   ``[retrieval]`` and ``[llm]``;
3. environment variables ``MUONRAG_<FIELD>`` (for example ``MUONRAG_TOP_K=5``);
4. keyword arguments in Python (or flags on the command line).

Every value is checked against its field's type in one place (:func:`_coerce`):
``llm_fallback = 5`` is an error naming the setting, not ``True``.
"""

from __future__ import annotations

import dataclasses
import math
import os
import re
import tomllib
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any, Mapping, Optional, Union, get_type_hints
from urllib.parse import urlsplit

from muonrag.errors import ConfigError, LoaderError
from muonrag.core.files import ReadLimits, read_bounded
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

def _setting(default: Any, section: str, doc: str, secret: bool = False) -> Any:
    # a secret stays out of the repr, so a logged or printed Config never shows it
    return field(default=default, repr=not secret, metadata={"section": section, "doc": doc})


def check_url(url: str) -> str:
    """``url`` if it is an http(s) URL with a host; otherwise a ``ValueError`` saying what it should look like."""
    parts = urlsplit(url)
    if parts.scheme in ("http", "https") and parts.hostname:
        return url
    guess = "http://" + url.split("://", 1)[-1].lstrip("/")
    raise ValueError(f"qdrant_url must be an http:// or https:// URL with a host, got {url!r}; did you mean {guess!r}?")

@dataclass(frozen=True)
class Config:
    """Every setting of muonrag, with its default.

    Build one with :meth:`Config.load` to read the TOML file and the
    environment, or directly (``Config(index_path="idx", top_k=5)``) to ignore
    both. Instances are immutable; :meth:`replace` returns a changed copy.
    """

    # [index]
    index_path: Path = _setting(Path("muonrag-index"), "index", "Directory holding the index (manifest, BM25, local Qdrant).")
    qdrant_url: Optional[str] = _setting(None, "index", "URL of a Qdrant server; when unset, Qdrant runs embedded in index_path.")
    qdrant_api_key: Optional[str] = _setting(None, "index", "API key for the Qdrant server, if it needs one.", secret=True)
    qdrant_timeout: float = _setting(30.0, "index", "Seconds any one request to the Qdrant server may take before it is given up with an error naming the server.")
    qdrant_shards: Optional[int] = _setting(None, "index", "Shards of a collection muonrag creates on a Qdrant cluster (spread over its nodes); unset: the server's default, one.")
    qdrant_replicas: Optional[int] = _setting(None, "index", "Copies of each shard on a Qdrant cluster (2 or more keeps every search and write working while a node is down); unset: the server's default, one.")
    qdrant_bm25: bool = _setting(True, "index", "Keep each chunk's BM25 term weights on the Qdrant server as a sparse vector and search BM25 there (with the index's own term statistics), so the server holds the whole index; false: BM25 is searched in the index directory only.")
    quantization: str = _setting(
        "int8", "index",
        "How a new embedded index keeps its dense vectors: 'int8' (Qdrant's scalar quantization: a byte a dimension in "
        "memory, the float32 originals on disk, read to rescore the best candidates) or 'none' (float32 only, mapped "
        "from disk). Fixed when the index is created; small indexes (under about 6,500 chunks) are searched exactly either way.")
    collection: Optional[str] = _setting(None, "index", "Qdrant collection; default 'muonrag' embedded, 'muonrag-<hash of index_path>' on a server.")
    # [embedding]
    embed_model: str = _setting("all-MiniLM-L6-v2", "embedding", "Bundled model name, or the path of a local sentence-transformers model.")
    embed_batch_size: int = _setting(32, "embedding", "Chunks embedded per batch.")
    device: str = _setting("cpu", "embedding", "Torch device for the embedding model.")
    encoder: str = _setting(
        "auto", "embedding",
        "What runs the embedding model: 'auto' (ONNX Runtime for read-only searches when installed, torch otherwise), "
        "'torch', or 'onnx'. The ONNX export is made locally from the same model and checked against torch.")
    embed_precision: str = _setting(
        "auto", "embedding",
        "Arithmetic of the document encoder (torch, on the CPU): 'auto' (bfloat16 where the CPU computes it natively, "
        "AMX or AVX512-BF16, float32 elsewhere), 'float32' or 'bfloat16'. Vectors agree with float32 ones to a cosine "
        "of 0.9999; queries are always encoded in float32.")
    # [chunking]
    chunk_size: int = _setting(200, "chunking", "Chunk length in word pieces of the embedding tokenizer (MiniLM reads at most 256).")
    chunk_overlap: int = _setting(32, "chunking", "Word pieces shared by consecutive chunks.")
    # [ingest]
    max_file_bytes: int = _setting(
        ReadLimits.file_bytes, "ingest",
        "Largest PDF, arXiv bundle or corpus.jsonl read, in bytes, and most bytes unpacked from one bundle; larger "
        "files are skipped by name. Checked by the file's size before reading.")
    max_text_bytes: int = _setting(
        ReadLimits.text_bytes, "ingest",
        "Largest text read whole, in bytes: a Markdown, text or LaTeX file, a LaTeX \\input, a .bbl, a bundle member. "
        "Larger ones are skipped by name (chunking takes about 2 s per MB, embedding far longer).")
    # [retrieval]
    fusion: str = _setting(
        "confidence", "retrieval",
        "How the hybrid fuses dense and BM25: 'confidence' (weighted reciprocal rank fusion, K 100, with per-query "
        "weights from how far each retriever's first hit stands above its second: dense gets between "
        "confidence_low, 0, and confidence_high, 0.6), 'rrf' (weighted reciprocal rank fusion, by default 0.1 dense / "
        "0.9 BM25 with K 100), 'score' (weighted sum of normalised scores, see fusion_norm; equal weights), 'adaptive' "
        "(weights moved toward BM25 for queries with numbers, acronyms, identifiers or quotes, combined by "
        "fusion_method), or 'paper' (weighted RRF 0.9/0.1, K 60: the setting that reproduces the paper, with its 50 "
        "candidates). The default, 'confidence' over 100 candidates, was chosen on the dev sets (converted "
        "papers, real software docs, the demo, SciFact) by benchmarks/bench_fusion.py: on converted papers the "
        "embedding model is far weaker than BM25, so the embedding leads only where BM25 cannot tell its first hits apart. Fit your own with `muonrag tune`.")
    w_dense: Optional[float] = _setting(None, "retrieval", "Fixed weight of dense retrieval (normalised with w_sparse); setting it turns the per-query weights of 'confidence' and 'adaptive' off; unset: the fusion's default (0.1 for 'rrf' and 'confidence', 0.5 for 'score' and 'adaptive', 0.9 for 'paper').")
    w_sparse: Optional[float] = _setting(None, "retrieval", "Fixed weight of BM25 retrieval; setting it turns per-query weights off; unset: the fusion's default (0.9 for 'rrf' and 'confidence', 0.5 for 'score' and 'adaptive', 0.1 for 'paper').")
    rrf_k: Optional[float] = _setting(None, "retrieval", "The K of reciprocal rank fusion: larger flattens the rank discount; unset: the fusion's default (100 for 'rrf' and 'confidence', 60 for 'paper').")
    fusion_norm: str = _setting("dbsf", "retrieval", "Score normalisation for fusion 'score' (and 'adaptive' on scores): 'minmax', 'zscore' or 'dbsf' (Qdrant's mean ± 3 std).")
    fusion_method: Optional[str] = _setting(None, "retrieval", "What fusion 'adaptive' or 'confidence' combines with its per-query weights: 'rrf' or 'score'; unset: the fusion's default ('score' for 'adaptive', 'rrf' for 'confidence').")
    adaptive_base_sparse: float = _setting(0.5, "retrieval", "Fusion 'adaptive': BM25's weight for a plain question.")
    adaptive_step: float = _setting(0.1, "retrieval", "Fusion 'adaptive': weight moved to BM25 per query feature present (at most two counted).")
    confidence_low: Optional[float] = _setting(None, "retrieval", "Fusion 'confidence': the least weight dense retrieval gets on a query; unset: the preset's.")
    confidence_high: Optional[float] = _setting(None, "retrieval", "Fusion 'confidence': the most weight dense retrieval gets on a query; unset: the preset's.")
    candidate_k: Optional[int] = _setting(None, "retrieval", "Candidates each retriever returns before fusion; unset: the fusion's default (100, or 50 for 'paper').")
    top_k: int = _setting(10, "retrieval", "Results returned by a search.")
    hnsw_ef: int = _setting(
        500, "retrieval",
        "HNSW candidates a dense search examines (at least 2.5 per hit asked for): 500 finds 0.985 of exact search's top 10 "
        "at a million real vectors (docs/scaling.rst, Recall); raise it for questions far from the collection's text, "
        "at some speed. Indexes under about 6,500 chunks are searched exactly.")
    bm25_glossary: bool = _setting(False, "retrieval", "Add glossary expansions of acronyms to BM25 queries (off: it did not help on our dev splits).")
    search_references: bool = _setting(
        False, "retrieval",
        "Include bibliography chunks (section 'References') in searches; off, they are left out, so a paper that "
        "cites a title does not compete with the paper about it. A search can ask for them (references=True).")
    rerank: bool = _setting(
        True, "retrieval",
        "Re-rank the first 30 hits of a hybrid search by how each chunk fits the question: the share of the query's "
        "term weight it holds, a value or date of the kind asked, another setting than the one asked "
        "(muonrag.retrieve.rerank; chosen on the dev sets, docs/fusion.rst). Off: the fused order as it is. "
        "The 'paper' fusion is never re-ranked, so that it reproduces the paper.")
    collapse_duplicates: bool = _setting(
        True, "retrieval",
        "Collapse near-duplicate chunks (the same text up to case, whitespace and a few numbers: several versions of one "
        "document) into the best-ranked one, in search results and in the evidence an answer gets; each kept chunk lists "
        "the others. Off: every copy is ranked on its own.")
    # [llm]
    llm_base_url: Optional[str] = _setting(None, "llm", "Base URL of an OpenAI-compatible endpoint (e.g. http://localhost:8000/v1); unset means offline.")
    llm_model: Optional[str] = _setting(None, "llm", "Model name served by the endpoint.")
    llm_api_key: Optional[str] = _setting(None, "llm", "API key for the endpoint (any string for local servers).",
                                         secret=True)
    llm_timeout: float = _setting(
        60.0, "llm",
        "Seconds one LLM request may take in all (connecting, the response headers and the whole body, not per socket "
        "read) before it is abandoned; with llm_stream, seconds between two pieces of the streamed reply.")
    llm_retries: int = _setting(2, "llm", "Retries of a failed LLM request (timeouts, HTTP 408/409/429/5xx, connection errors).")
    llm_deadline: float = _setting(
        180.0, "llm",
        "Seconds all LLM requests for one question may take (decomposition, answer, verification and retries); after "
        "it the endpoint is not asked again for that question and each step falls back as when the endpoint fails.")
    llm_retry_after_cap: float = _setting(
        10.0, "llm",
        "Longest Retry-After (seconds) of an HTTP 429/503 that is waited for; an endpoint asking for longer is not retried.")
    llm_stream: bool = _setting(
        True, "llm",
        "Stream replies (server-sent events). llm_timeout then bounds the wait for each piece of a reply, not the whole "
        "reply, so a slow server that is producing tokens is not abandoned; llm_deadline bounds the whole.")
    llm_retry_timeouts: bool = _setting(
        False, "llm",
        "Retry a request that timed out. Off by default: the server is usually still computing the reply it timed "
        "out on, so a second request only queues behind the first.")
    llm_reasoning_effort: Optional[str] = _setting(
        None, "llm",
        "reasoning_effort sent to a reasoning model ('minimal', 'low', 'medium' or 'high'); unset: not sent. A reply cut "
        "off while the model reasons is asked again once with twice llm_max_tokens (and effort 'low' when this is set).")
    llm_context_window: Optional[int] = _setting(
        None, "llm",
        "The model's context window in tokens, for servers that truncate a longer prompt silently (Ollama's num_ctx): "
        "a prompt whose estimate and the output cap exceed it is warned about before it is sent.")
    llm_temperature: float = _setting(0.0, "llm", "Sampling temperature.")
    llm_fallback: bool = _setting(True, "llm", "When the endpoint fails after its retries, answer extractively (offline) instead of failing.")
    llm_max_tokens: int = _setting(2048, "llm", "Most tokens the endpoint may generate for one reply (max_tokens; a reasoning model's analysis counts).")
    verify: str = _setting("llm", "llm", "How answers are checked: 'rules' (claim-level rules only), 'llm' (the rules, then the model verifies each claim the rules kept or doubted against its quotes; needs an endpoint) or 'doubts' (the model is asked only about the claims the rules doubt: for a small model that misjudges honest claims).")
    judge: str = _setting(
        "auto", "llm",
        "What settles the claims the rules doubt when the model does not (verify = 'rules', or an endpoint that gave no "
        "verdict): 'learned' (the small checker trained for muonrag, shipped in the package; it also removes kept "
        "claims it finds unsupported), 'none' (doubted claims are removed), or 'auto' (the learned judge where it is "
        "installed and passed its gates on held-out data; see muonrag info).")
    judge_second_opinion: bool = _setting(
        False, "llm",
        "With verify = 'llm', show the model the learned judge's verdict and score beside each claim it verifies.")
    grounding_profile: str = _setting(
        "physics", "llm",
        "The words the grounding rules read (muonrag/data/grounding): 'physics', or 'biomedical', which adds words "
        "fitted to biomedical abstracts (upregulated, knockout, -null); or the path of a profile of your own (.json).")
    evidence_k: int = _setting(8, "llm", "Chunks in the evidence set given to the answerer (M, after merging the sub-queries' results).")

    def __post_init__(self) -> None:
        hints = get_type_hints(type(self))
        for f in fields(self):
            value = getattr(self, f.name)
            object.__setattr__(self, f.name, _coerce(f.name, value, hints[f.name]))
        if self.encoder not in ENCODERS:
            raise ConfigError(f"encoder must be one of {', '.join(ENCODERS)}, got {self.encoder!r}.")
        if self.embed_precision not in PRECISIONS:
            raise ConfigError(f"embed_precision must be one of {', '.join(PRECISIONS)}, got {self.embed_precision!r}.")
        if self.quantization not in QUANTIZATIONS:
            raise ConfigError(f"quantization must be one of {', '.join(QUANTIZATIONS)}, got {self.quantization!r}.")
        if self.qdrant_url is not None:
            try:
                check_url(self.qdrant_url)
            except ValueError as exc:
                raise ConfigError(str(exc)) from None
        if not (math.isfinite(self.qdrant_timeout) and self.qdrant_timeout > 0):
            raise ConfigError(f"qdrant_timeout must be a finite number of seconds > 0, got {self.qdrant_timeout}.")
        for name in ("qdrant_shards", "qdrant_replicas"):
            if getattr(self, name) is not None and getattr(self, name) < 1:
                raise ConfigError(f"{name} must be at least 1, got {getattr(self, name)}.")
        if self.fusion not in PRESETS:
            raise ConfigError(f"fusion must be one of {', '.join(PRESETS)}, got {self.fusion!r}.")
        # an unset candidate_k is the fusion's own; replace() keeps it following the fusion
        object.__setattr__(self, "_candidate_k_from_fusion", self.candidate_k is None)
        if self.candidate_k is None:
            object.__setattr__(self, "candidate_k", PRESETS[self.fusion].depth)
        if self.chunk_overlap >= self.chunk_size:
            raise ConfigError(f"chunk_overlap ({self.chunk_overlap}) must be smaller than chunk_size ({self.chunk_size}).")
        if not all(math.isfinite(getattr(self, n)) for n in ("w_dense", "w_sparse", "rrf_k", "llm_timeout", "llm_temperature",
                                                              "adaptive_base_sparse", "adaptive_step", "confidence_low",
                                                              "confidence_high") if getattr(self, n) is not None):
            raise ConfigError("w_dense, w_sparse, rrf_k, adaptive_base_sparse, adaptive_step, confidence_low, confidence_high, "
                              "llm_timeout and llm_temperature must be finite numbers")
        if self.llm_timeout <= 0 or self.llm_retries < 0:
            raise ConfigError(f"llm_timeout must be > 0 and llm_retries >= 0 (got {self.llm_timeout}, {self.llm_retries})")
        if self.llm_reasoning_effort is not None and self.llm_reasoning_effort not in REASONING_EFFORTS:
            raise ConfigError(f"llm_reasoning_effort must be one of {', '.join(REASONING_EFFORTS)}, "
                              f"got {self.llm_reasoning_effort!r}.")
        if self.llm_context_window is not None and self.llm_context_window < 256:
            raise ConfigError(f"llm_context_window must be at least 256 tokens, got {self.llm_context_window}.")
        if not (math.isfinite(self.llm_deadline) and self.llm_deadline > 0):
            raise ConfigError(f"llm_deadline must be a finite number of seconds > 0, got {self.llm_deadline}.")
        if not (math.isfinite(self.llm_retry_after_cap) and self.llm_retry_after_cap >= 0):
            raise ConfigError(f"llm_retry_after_cap must be a finite number of seconds >= 0, got {self.llm_retry_after_cap}.")
        if self.fusion_norm not in ("minmax", "zscore", "dbsf"):
            raise ConfigError(f"fusion_norm must be 'minmax', 'zscore' or 'dbsf', got {self.fusion_norm!r}.")
        if self.fusion_method is not None and self.fusion_method not in ("rrf", "score"):
            raise ConfigError(f"fusion_method must be 'rrf' or 'score', got {self.fusion_method!r}.")
        if not (0 <= self.adaptive_base_sparse <= 1 and 0 <= self.adaptive_step <= 1):
            raise ConfigError(f"adaptive_base_sparse and adaptive_step must be in [0, 1] (got {self.adaptive_base_sparse}, {self.adaptive_step}).")
        low, high = self._confidence_bounds()
        if not 0 <= low <= high <= 1:
            raise ConfigError(f"confidence_low and confidence_high must satisfy 0 <= low <= high <= 1 (got {low}, {high}).")
        w_dense = PRESETS[self.fusion].w_dense if self.w_dense is None else self.w_dense
        w_sparse = PRESETS[self.fusion].w_sparse if self.w_sparse is None else self.w_sparse
        if w_dense < 0 or w_sparse < 0 or w_dense + w_sparse <= 0:
            raise ConfigError(f"fusion weights must be >= 0 and not both 0 (w_dense={w_dense}, w_sparse={w_sparse}).")
        if self.verify not in ("llm", "doubts", "rules"):
            raise ConfigError(f"verify must be 'llm', 'doubts' or 'rules', got {self.verify!r}.")
        if self.judge not in ("auto", "learned", "none"):
            raise ConfigError(f"judge must be 'auto', 'learned' or 'none', got {self.judge!r}.")
        try:
            Lexicon.load(self.grounding_profile)
        except (ValueError, OSError) as exc:
            raise ConfigError(f"grounding_profile: {exc}") from None
        for name in ("top_k", "candidate_k", "hnsw_ef", "chunk_size", "embed_batch_size", "evidence_k", "llm_max_tokens",
                     "max_file_bytes", "max_text_bytes"):
            if getattr(self, name) < 1:
                raise ConfigError(f"{name} must be at least 1, got {getattr(self, name)}.")
        if self.candidate_k < self.top_k:
            raise ConfigError(
                f"candidate_k ({self.candidate_k}) must be at least top_k ({self.top_k}): each retriever's candidates "
                "are what the fused list is drawn from. Raise candidate_k or lower top_k."
            )
        if self.rrf_k is not None and self.rrf_k < 0:
            raise ConfigError(f"rrf_k must be >= 0, got {self.rrf_k}.")

    @classmethod
    def load(
        cls,
        config_file: Union[str, Path, None] = None,
        env: Optional[Mapping[str, str]] = None,
        **overrides: Any,
    ) -> "Config":
        """Read defaults, then the TOML file, then the environment, then ``overrides``.

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
        known = {f.name for f in fields(cls)}
        from_env: dict[str, str] = {}
        for name in known:
            key = ENV_PREFIX + name.upper()
            if key in env and env[key] != "":
                values[name] = env[key]
                from_env[name] = key
        for name, value in overrides.items():
            if name not in known:
                raise ConfigError(f"unknown setting {name!r}; known settings: {', '.join(sorted(known))}")
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
        """Return a copy with ``changes`` applied (validated like the constructor).

        A ``candidate_k`` that came from the fusion preset follows a changed ``fusion``.
        """
        if getattr(self, "_candidate_k_from_fusion", False) and "candidate_k" not in changes:
            changes["candidate_k"] = None
        return dataclasses.replace(self, **changes)

    def fusion_plan(self) -> FusionPlan:
        """The hybrid's :class:`~muonrag.retrieve.plan.FusionPlan`: the preset the ``fusion`` setting
        names, with ``w_dense``, ``w_sparse``, ``rrf_k``, ``fusion_norm`` and ``candidate_k`` applied.

        With ``fusion = "confidence"`` (the default) the weights come from the two
        candidate lists (``confidence_low``, ``confidence_high``), with
        ``fusion = "adaptive"`` from the question's words (``adaptive_base_sparse``,
        ``adaptive_step``); ``fusion_method`` says how the lists are combined.
        Explicit ``w_dense`` or ``w_sparse`` fix the weights: per-query weights
        are then off.
        """
        preset = PRESETS[self.fusion]
        changes: dict[str, Any] = {"normalisation": self.fusion_norm, "depth": int(self.candidate_k)}
        if self.w_dense is not None:
            changes["w_dense"] = self.w_dense
        if self.w_sparse is not None:
            changes["w_sparse"] = self.w_sparse
        if self.rrf_k is not None:
            changes["k"] = self.rrf_k
        if self.fusion_method is not None and preset.adaptive is not None:
            changes["method"] = self.fusion_method
        if self.w_dense is not None or self.w_sparse is not None:
            changes["adaptive"] = None
        elif self.fusion == "adaptive":
            changes["adaptive"] = AdaptiveWeights(base_sparse=self.adaptive_base_sparse, step=self.adaptive_step)
        elif self.fusion == "confidence":
            changes["adaptive"] = ConfidenceWeights(*self._confidence_bounds())
        return preset.replace(**changes)

    def _confidence_bounds(self) -> tuple[float, float]:
        preset = PRESETS["confidence"].adaptive
        return (preset.low if self.confidence_low is None else self.confidence_low,
                preset.high if self.confidence_high is None else self.confidence_high)

    def read_limits(self) -> ReadLimits:
        """The limits on every file ingestion reads (``max_file_bytes``, ``max_text_bytes``)."""
        return ReadLimits(file_bytes=self.max_file_bytes, text_bytes=self.max_text_bytes)

    @property
    def llm_configured(self) -> bool:
        """True when an LLM endpoint is set; otherwise everything runs offline."""
        return bool(self.llm_base_url)

    def to_dict(self) -> dict[str, Any]:
        """Settings as plain JSON-serialisable values (the API key is masked)."""
        out = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if isinstance(value, Path):
                value = str(value)
            if f.name.endswith("api_key") and value:
                value = "***"
            out[f.name] = value
        return out


def read_toml(path: Union[str, Path]) -> dict[str, Any]:
    """Flatten a muonrag TOML file into ``{field: value}``, rejecting unknown keys."""
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
    sections = {f.name: f.metadata["section"] for f in fields(Config)}
    values: dict[str, Any] = {}
    for key, value in data.items():
        if isinstance(value, dict) and key not in set(sections.values()):
            raise ConfigError(f"{path}: unknown section [{key}] (known: {', '.join(sorted(set(sections.values())))})")
        items = value.items() if isinstance(value, dict) else [(key, value)]
        for name, item in items:
            if name not in sections:
                raise ConfigError(f"{path}: unknown setting {name!r} (known: {', '.join(sorted(sections))})")
            values[name] = item
    return values


def settings_table() -> list[dict[str, Any]]:
    """Every setting with its section, default, environment variable and meaning."""
    rows = []
    for f in fields(Config):
        default = f.default
        rows.append(
            {
                "name": f.name,
                "section": f.metadata["section"],
                "default": str(default) if isinstance(default, Path) else default,
                "env": ENV_PREFIX + f.name.upper(),
                "doc": f.metadata["doc"],
            }
        )
    return rows


def _coerce(name: str, value: Any, hint: Any) -> Any:
    """Turn strings from TOML or the environment into the field's type, and refuse a value of
    another type (``5`` for a bool, a list for a number) with an error naming the setting: a
    silently truthy ``llm_fallback = 5`` would hide a typo."""
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
        raise ConfigError(f"setting {name}={value!r} is not a valid {target.__name__}: {exc}") from None
    return value
