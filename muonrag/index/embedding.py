"""The embedding model, always loaded from local disk.

muonrag never downloads a model (see :mod:`muonrag.core.models` for where it
comes from). The model is loaded with ``local_files_only``, so even a
misconfigured setting fails instead of reaching for a hub, and without touching
the process's environment.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional

from muonrag.core.models import BUNDLED_MODEL, CacheFolder, resolve_model

if TYPE_CHECKING:
    from llama_index.core.base.embeddings.base import BaseEmbedding

#: CPU flags (as Linux names them in /proc/cpuinfo) of native bfloat16 matrix arithmetic.
BFLOAT16_FLAGS = ("amx_bf16", "avx512_bf16")


def native_bfloat16(cpuinfo: str = "/proc/cpuinfo") -> bool:
    """Whether this CPU computes bfloat16 products in hardware (read from ``cpuinfo``; False where it cannot be read)."""
    try:
        with open(cpuinfo, encoding="utf-8", errors="replace") as handle:
            for line in handle:
                if line.startswith("flags"):
                    return any(flag in line.split(":", 1)[-1].split() for flag in BFLOAT16_FLAGS)
    except OSError:
        pass
    return False


def document_precision(precision: str = "auto", device: str = "cpu") -> str:
    """The arithmetic documents are encoded in, ``"float32"`` or ``"bfloat16"``, for the
    ``embed_precision`` setting ``precision``: ``"auto"`` is bfloat16 on a CPU that computes it
    natively (:func:`native_bfloat16`); off the CPU, always float32."""
    if device != "cpu" or precision == "float32":
        return "float32"
    return "bfloat16" if precision == "bfloat16" or native_bfloat16() else "float32"


def load_embedding(name: str = BUNDLED_MODEL, device: str = "cpu", batch_size: int = 32,
                   cache: Optional[CacheFolder] = None, precision: str = "float32") -> "BaseEmbedding":
    """A LlamaIndex ``HuggingFaceEmbedding`` of a local model (name or directory), never downloaded.

    Its ``cache_folder`` is a writable folder of ``cache`` (by default muonrag's user cache folder): left unset,
    LlamaIndex creates its own cache folder and fails where that cannot be written.

    Args:
        precision: ``"float32"``, ``"bfloat16"`` (a
            :class:`~muonrag.index.autocast_embedding.BFloat16Embedding`, on the CPU) or
            ``"auto"`` (:func:`document_precision`).
    """
    _canonical, path = resolve_model(name)
    cache = cache or CacheFolder()
    cache_folder = str(cache.writable())
    from llama_index.embeddings.huggingface import HuggingFaceEmbedding

    kind = HuggingFaceEmbedding
    if document_precision(precision, device) == "bfloat16":
        from muonrag.index.autocast_embedding import BFloat16Embedding

        kind = BFloat16Embedding

    from transformers.utils import logging as transformers_logging

    # A "Loading weights" bar on every start says nothing to our users; restore the
    # caller's setting afterwards rather than change it for the whole process.
    bars = transformers_logging.is_progress_bar_enabled()
    transformers_logging.disable_progress_bar()
    try:
        return kind(
            model_name=path,
            device=device,
            embed_batch_size=batch_size,
            normalize=True,
            show_progress_bar=False,
            local_files_only=True,
            cache_folder=cache_folder,
        )
    finally:
        cache.tidy()  # a local model writes nothing there: a private temporary folder is not kept
        if bars:
            transformers_logging.enable_progress_bar()


def embedding_dimension(model: "BaseEmbedding") -> int:
    """Vector size of a loaded embedding model."""
    return len(model.get_text_embedding("dimension probe"))
