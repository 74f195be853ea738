"""Opening an index directory: resolve the settings, check them against the manifest, connect.

An index whose manifest disagrees with the configured model, chunking or vector
store is a clear :class:`~muonrag.errors.IndexMismatchError`, never a silent mix.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from muonrag.config import Config
from muonrag.core.models import resolve_model
from muonrag.errors import IndexCorruptError, IndexMismatchError, IndexNotFoundError
from muonrag.index.locking import WRITE_LOCK
from muonrag.index.manifest import MANIFEST_FILE, Manifest
from muonrag.index.sparse import SparseIndex
from muonrag.index.stores import QDRANT_DIR, SPARSE_DIR, TwoStores, collection_name, connect
from muonrag.ingest.chunking import chunking_params

log = logging.getLogger(__name__)


def open_stores(config: Config, create: bool = False) -> TwoStores:
    """The stores of the index at ``config.index_path``, checked against the configuration.

    Raises:
        IndexNotFoundError: no index there and ``create`` is false.
        IndexLockedError: another process has the embedded Qdrant open.
        IndexMismatchError: built with another model, chunking or vector store.
        IndexCorruptError: the manifest or a store is damaged.
    """
    path = Path(config.index_path)
    model_name, _model_dir = resolve_model(config.embed_model)
    chunking = chunking_params(config.chunk_size, config.chunk_overlap)
    vector_store: dict[str, Any] = {"kind": "server", "url": config.qdrant_url} if config.qdrant_url else {"kind": "local", "path": QDRANT_DIR}
    vector_store["collection"] = collection_name(config)

    if (path / MANIFEST_FILE).is_file():
        manifest = Manifest.load(path)
        if config.collection is None:  # the recorded collection, wherever the index has moved
            vector_store["collection"] = manifest.vector_store.get("collection", vector_store["collection"])
        check_compatible(path, manifest, model_name, chunking, vector_store)
        new = False
    elif path.is_dir() and any(p.name != WRITE_LOCK for p in path.iterdir()):
        raise IndexCorruptError(
            f"{path} exists but holds no {MANIFEST_FILE}: it is not a muonrag index, or its manifest "
            "was lost. Choose another --index directory, or delete this one and ingest again."
        )
    elif not create:
        raise IndexNotFoundError(f"no muonrag index at {path}; build one with `muonrag ingest <folder> --index {path}`.")
    else:
        manifest = Manifest(embedding={"model": model_name, "dimension": None}, chunking=chunking, vector_store=vector_store)
        new = True
    path.mkdir(parents=True, exist_ok=True)
    client = connect(config, path)
    try:
        sparse = _load_sparse(path, manifest)
        collection = vector_store["collection"]
        if manifest.documents and not client.collection_exists(collection):
            where = f"server {config.qdrant_url}" if config.qdrant_url else f"embedded storage {path / QDRANT_DIR}"
            raise IndexCorruptError(
                f"the Qdrant collection {collection!r} of the index {path} is missing ({where}); "
                f"delete {path} and run `muonrag ingest` again."
            )
        if new:
            manifest.save(path)
        return TwoStores(path, manifest, client, collection, sparse)
    except BaseException:
        client.close()
        raise


def _load_sparse(path: Path, manifest: Manifest) -> SparseIndex:
    sparse_dir = path / SPARSE_DIR
    if not sparse_dir.is_dir():
        if manifest.documents:
            raise IndexCorruptError(f"{sparse_dir} is missing; delete {path} and run `muonrag ingest` again.")
        return SparseIndex()
    try:
        sparse = SparseIndex.load(sparse_dir)
    except (OSError, ValueError, KeyError) as exc:
        raise IndexCorruptError(
            f"the BM25 index in {sparse_dir} is damaged ({type(exc).__name__}: {exc}); delete "
            f"{path} and run `muonrag ingest` again."
        ) from None
    if sparse.rebuilt:
        log.info("rebuilt the BM25 index of %s for the current tokenizer", path)
        sparse.save(sparse_dir)
    return sparse


def check_compatible(path: Path, manifest: Manifest, model: str, chunking: dict, vector_store: dict) -> None:
    """Raise :class:`IndexMismatchError` when the index was built with other settings."""
    built = manifest.embedding.get("model")
    if built != model:
        raise IndexMismatchError(
            f"the index {path} was built with the embedding model {built!r}, but {model!r} is configured; "
            f"set embed_model={built!r} (MUONRAG_EMBED_MODEL), or ingest into a new --index directory."
        )
    if manifest.chunking != chunking:
        raise IndexMismatchError(
            f"the index {path} was built with chunking {manifest.chunking}, but {chunking} is configured; "
            "use the same chunk_size and chunk_overlap, or ingest into a new --index directory."
        )
    if manifest.vector_store.get("collection") != vector_store["collection"]:
        raise IndexMismatchError(
            f"the index {path} keeps its vectors in the Qdrant collection {manifest.vector_store.get('collection')!r}, "
            f"but {vector_store['collection']!r} is configured; unset collection, or set it to the recorded name."
        )
    if manifest.vector_store.get("kind") != vector_store["kind"] or manifest.vector_store.get("url") != vector_store.get("url"):
        where = manifest.vector_store.get("url") or "embedded Qdrant in the index directory"
        raise IndexMismatchError(
            f"the index {path} keeps its vectors in {where}, but the configuration says "
            f"{vector_store.get('url') or 'embedded Qdrant'}; set qdrant_url accordingly, or ingest into a new --index."
        )
