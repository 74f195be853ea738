"""The embedding model run by ONNX Runtime: a search that starts in a second, not in ten.

Loading sentence-transformers and torch takes most of a ``muonrag search``
(about 6 s of import on 2 cores, before the model is read). ONNX Runtime and
``tokenizers`` import in a fraction of that and encode a query as fast.

**Where the ONNX model comes from.** Nothing is downloaded. The first time it
is needed, :func:`export_onnx` exports the *local* model (the bundled
all-MiniLM-L6-v2, or your own model directory) with ``torch.onnx``. The
mean pooling and normalisation of sentence-transformers are included in the
graph. The export is then checked against the torch model on probe
sentences: every cosine must be at least :data:`MIN_COSINE`, or the export is
refused. It is kept in the user cache folder (``platformdirs.user_cache_dir``),
under a name derived from the model files, so it is made once per model. When
that folder cannot be written (read-only, unreadable, or not a folder), the
export is made in a private temporary folder for this run instead, with one
warning (:class:`~muonrag.core.models.CacheFolder`).

**Where it is used.** With ``encoder = "auto"`` (the default), a read-only
index (``muonrag search``, ``ask``, ``info``; ``MuonIndex.open(read_only=True)``)
encodes with ONNX Runtime when ``onnxruntime`` and ``tokenizers`` are
installed. Ingestion keeps LlamaIndex's ``HuggingFaceEmbedding`` (torch),
which batches long chunks on every core. ``encoder = "torch"`` always uses
torch; ``encoder = "onnx"`` asks for ONNX Runtime and fails clearly without it.

:class:`OnnxEncoder` imports nothing of LlamaIndex, so that a one-shot search
can encode its query before (or without) paying for LlamaIndex's import; the
LlamaIndex embedding over it is :class:`muonrag.index.onnx_embedding.OnnxEmbedding`.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import logging
import os
import tempfile
import warnings
from pathlib import Path
from typing import List, Optional

import numpy as np

from muonrag.core.models import CacheFolder, resolve_model, tokenizer_file
from muonrag.errors import ConfigError

log = logging.getLogger(__name__)

#: Bumped whenever the exported graph changes, so that older exports are not reused.
EXPORT_REVISION = 1
#: Least cosine between the ONNX and the torch vector of each probe sentence.
MIN_COSINE = 0.999
PROBES = (
    "What opening angle do the tungsten nozzles have?",
    "The beam-induced background is reduced by timing cuts of a few hundred picoseconds.",
    "μ+μ− → H ν ν̄ at √s = 10 TeV, with 10^15 neq/cm² per year",
    "short",
)
_WEIGHT_FILES = ("model.safetensors", "pytorch_model.bin")


def onnx_available() -> bool:
    """Whether ONNX Runtime and the ``tokenizers`` library are installed."""
    return all(importlib.util.find_spec(name) is not None for name in ("onnxruntime", "tokenizers"))


def export_path(model_dir: str, cache: Optional[CacheFolder] = None) -> Path:
    """Where the ONNX export of the model in ``model_dir`` is looked for in ``cache`` (by default the user cache
    folder), named after its weight files."""
    return (cache or CacheFolder()).path("onnx", export_name(model_dir))


def export_name(model_dir: str) -> str:
    """The file name of the ONNX export of the model in ``model_dir``: changes when its weights do."""
    digest = hashlib.sha256(f"{EXPORT_REVISION}|{Path(model_dir).resolve()}".encode())
    for name in _WEIGHT_FILES:
        weights = Path(model_dir) / name
        if weights.is_file():
            stat = weights.stat()
            digest.update(f"|{name}|{stat.st_size}|{stat.st_mtime_ns}".encode())
    return f"{Path(model_dir).name}-{digest.hexdigest()[:16]}.onnx"


def _max_length(model_dir: str) -> int:
    config = Path(model_dir) / "sentence_bert_config.json"
    if config.is_file():
        return int(json.loads(config.read_text(encoding="utf-8")).get("max_seq_length", 256))
    return 256


def export_onnx(model_dir: str, target: Path) -> Path:
    """Export the model in ``model_dir`` (with mean pooling and normalisation) to ``target``.

    Needs torch, transformers and the ``onnx`` package; writes ``target`` only after
    the export agrees with the torch model (cosine at least :data:`MIN_COSINE` on
    :data:`PROBES`).

    Raises:
        ConfigError: the export does not reproduce the torch vectors.
    """
    import torch
    from transformers import AutoModel, AutoTokenizer

    class Pooled(torch.nn.Module):
        def __init__(self, model: torch.nn.Module):
            super().__init__()
            self.model = model

        def forward(self, input_ids, attention_mask, token_type_ids):
            hidden = self.model(input_ids=input_ids, attention_mask=attention_mask, token_type_ids=token_type_ids).last_hidden_state
            mask = attention_mask.unsqueeze(-1).to(hidden.dtype)
            pooled = (hidden * mask).sum(1) / mask.sum(1).clamp(min=1e-9)
            return torch.nn.functional.normalize(pooled, dim=-1)

    tokenizer = AutoTokenizer.from_pretrained(model_dir, local_files_only=True)
    model = Pooled(AutoModel.from_pretrained(model_dir, local_files_only=True).eval())
    batch = tokenizer(list(PROBES), padding=True, truncation=True, max_length=_max_length(model_dir), return_tensors="pt")
    if "token_type_ids" not in batch:
        batch["token_type_ids"] = torch.zeros_like(batch["input_ids"])
    inputs = (batch["input_ids"], batch["attention_mask"], batch["token_type_ids"])
    names = ["input_ids", "attention_mask", "token_type_ids"]
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=target.name, suffix=".tmp", dir=target.parent)
    os.close(fd)
    try:
        with torch.no_grad(), warnings.catch_warnings():
            warnings.simplefilter("ignore")  # tracer warnings about control flow the export does not need
            expected = model(*inputs).numpy()
            torch.onnx.export(model, inputs, tmp, input_names=names, output_names=["embedding"],
                              dynamic_axes={**{n: {0: "batch", 1: "tokens"} for n in names}, "embedding": {0: "batch"}},
                              opset_version=17, dynamo=False)
        got = OnnxEncoder(model_dir, tmp).encode(list(PROBES))
        cosine = float((expected * got).sum(axis=1).min())
        if cosine < MIN_COSINE:
            raise ConfigError(f"the ONNX export of {model_dir} does not reproduce the torch vectors (cosine {cosine:.5f} "
                              f"< {MIN_COSINE}); set encoder = \"torch\".")
        os.replace(tmp, target)
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)
    log.info("exported %s to ONNX (%s); least cosine with torch on the probes %.6f", model_dir, target, cosine)
    return target


class OnnxEncoder:
    """An exported sentence-transformers model run by ONNX Runtime.

    The vectors are those of the torch model (see :func:`export_onnx`), so an index
    built with one can be searched with the other.

    Args:
        model_dir: the local model directory (its ``tokenizer.json`` is used).
        onnx_file: the export made by :func:`export_onnx`.
        threads: ONNX Runtime threads; one keeps a query from fighting numpy's
            BLAS threads on a small machine.
    """

    def __init__(self, model_dir: str, onnx_file: str, threads: int = 1):
        import onnxruntime
        from tokenizers import Tokenizer

        self.model_dir = str(model_dir)
        options = onnxruntime.SessionOptions()
        options.intra_op_num_threads = threads
        options.inter_op_num_threads = 1
        self._session = onnxruntime.InferenceSession(str(onnx_file), options, providers=["CPUExecutionProvider"])
        self._tokenizer = Tokenizer.from_file(tokenizer_file(model_dir))
        self._tokenizer.enable_truncation(_max_length(model_dir))
        self._tokenizer.no_padding()

    def encode(self, texts: List[str], batch_size: int = 4) -> np.ndarray:
        """Unit vectors of ``texts``, one row each.

        Texts are run in batches of similar length (each padded to its longest), so a
        batch of short sentences does not pay for one long one; rows come back in the
        order of ``texts``. Small batches are faster here, not slower: 64 sentences of
        an evidence set took 0.52 s in batches of 4 and 0.96 s in batches of 32 on one
        thread (the activations of a large batch leave the CPU's cache).
        """
        if not texts:
            return np.zeros((0, 0), dtype=np.float32)
        encoded = self._tokenizer.encode_batch(list(texts))
        order = sorted(range(len(encoded)), key=lambda i: len(encoded[i].ids))
        out: Optional[np.ndarray] = None
        for start in range(0, len(order), batch_size):
            rows = order[start:start + batch_size]
            width = max(len(encoded[i].ids) for i in rows)
            ids = np.zeros((len(rows), width), dtype=np.int64)
            mask = np.zeros((len(rows), width), dtype=np.int64)
            for r, i in enumerate(rows):
                n = len(encoded[i].ids)
                ids[r, :n] = encoded[i].ids
                mask[r, :n] = 1
            vectors = self._session.run(None, {"input_ids": ids, "attention_mask": mask,
                                               "token_type_ids": np.zeros_like(ids)})[0]
            if out is None:
                out = np.empty((len(encoded), vectors.shape[1]), dtype=vectors.dtype)
            out[rows] = vectors
        return out


def load_onnx_encoder(name: str, required: bool = False, cache: Optional[CacheFolder] = None) -> Optional[OnnxEncoder]:
    """The model ``name`` (bundled name or local directory) under ONNX Runtime, exported on first use.

    The export is looked for in ``cache`` (by default the user cache folder) and
    made there when missing; a cache folder that cannot be written (or an export
    that cannot be read) is replaced by the cache's private temporary folder
    (see :class:`~muonrag.core.models.CacheFolder`), so a read-only cache never
    stops a search.

    Returns ``None`` when ONNX Runtime is not installed or the model has no
    ``tokenizer.json``, unless ``required``, which raises :class:`ConfigError` instead.
    """
    _canonical, model_dir = resolve_model(name)
    cache = cache or CacheFolder()
    missing = None
    if not onnx_available():
        missing = "onnxruntime and tokenizers are not installed (pip install onnxruntime)"
    elif not Path(tokenizer_file(model_dir)).is_file():
        missing = f"{model_dir} has no tokenizer.json"
    if missing:
        if required:
            raise ConfigError(f"encoder = \"onnx\" cannot be used: {missing}; set encoder = \"torch\" or \"auto\".")
        log.debug("encoding with torch: %s", missing)
        return None
    cached = export_path(model_dir, cache)
    if cached.is_file():
        try:
            return OnnxEncoder(model_dir, str(cached))
        except Exception as exc:  # unreadable (permissions) or damaged: export again where we can write
            log.warning("the ONNX export %s cannot be used (%s: %s); exporting it again", cached, type(exc).__name__,
                        str(exc)[:200])
    target = cache.writable("onnx") / cached.name
    if not target.is_file() or target == cached:
        if cache.fallback is not None and cache.fallback in target.parents:
            log.info("exporting the embedding model to ONNX Runtime for this run (%s)", target)
        else:
            log.warning("exporting the embedding model to ONNX Runtime once (%s); later searches start faster", target)
        try:
            export_onnx(model_dir, target)
        except Exception as exc:  # torch.onnx raises many kinds; torch stays the fallback
            if required:
                raise ConfigError(f"encoder = \"onnx\": exporting {model_dir} failed ({type(exc).__name__}: {exc})") from None
            log.warning("exporting %s to ONNX failed (%s: %s); encoding with torch", model_dir, type(exc).__name__, exc)
            return None
    try:
        return OnnxEncoder(model_dir, str(target))
    finally:
        if cache.fallback is not None and cache.fallback in target.parents:
            cache.tidy()  # the session holds the model now; the CLI's os._exit would leave the export behind
