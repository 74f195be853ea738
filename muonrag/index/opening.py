"""Opening an index directory: resolve the settings, check them against the manifest, connect.

An index whose manifest disagrees with the configured model, chunking or vector
store is a clear :class:`~muonrag.errors.IndexMismatchError`, never a silent mix.
"""

from __future__ import annotations

import logging
import os
import shutil
from pathlib import Path
from typing import Any

from muonrag.config import Config
from muonrag.core.models import resolve_model
from muonrag.errors import IndexCorruptError, IndexMismatchError, IndexNotFoundError
from muonrag.index.locking import WRITE_LOCK
from muonrag.core.nodes import context_text, make_node
from muonrag.index.bm25 import BM25Index
from muonrag.index.chunk_store import ChunkStore
from muonrag.index.manifest import MANIFEST_FILE, Manifest
from muonrag.index.stores import CHUNKS_DIR, TwoStores, collection_name, load_chunks, recover_interrupted_save, save_chunks
from muonrag.index.vectors import QDRANT_DIR, Vectors, open_vectors
from muonrag.ingest.chunking import chunking_params

log = logging.getLogger(__name__)


def open_stores(config: Config, create: bool = False, read_only: bool = False) -> TwoStores:
    """The stores of the index at ``config.index_path``, checked against the configuration.

    With ``read_only``, and for an index the user may not write to, the index opens
    read-only: searches work, writes raise :class:`~muonrag.errors.IndexReadOnlyError`.
    A read-only index never takes the embedded vectors' lock: it searches a private
    snapshot of them, taken when it opens, so any number of readers can search
    while another process holds or writes the index (see :mod:`muonrag.index.vectors`). A chunk store that a crash left between
    its two renames is finished, and a missing or damaged chunk store is rebuilt from the
    chunk records Qdrant keeps with every vector: nothing recoverable is given up.

    Raises:
        IndexNotFoundError: no index there and ``create`` is false, or the path is a file.
        IndexLockedError: another process has the embedded Qdrant open.
        IndexMismatchError: built with another model, chunking or vector store.
        IndexCorruptError: the manifest or a store is damaged beyond what can be recovered.
    """
    path = Path(config.index_path)
    if path.exists() and not path.is_dir():
        raise IndexNotFoundError(f"{path} is a file, not an index directory; choose another --index directory.")
    model_name, _model_dir = resolve_model(config.embed_model)
    chunking = chunking_params(config.chunk_size, config.chunk_overlap)
    vector_store: dict[str, Any] = {"kind": "server", "url": config.qdrant_url} if config.qdrant_url else {"kind": "edge", "path": QDRANT_DIR}
    vector_store["collection"] = collection_name(config)

    if (path / MANIFEST_FILE).is_file():
        manifest = Manifest.load(path)
        if config.collection is None:  # the recorded collection, wherever the index has moved
            vector_store["collection"] = manifest.vector_store.get("collection", vector_store["collection"])
        check_compatible(path, manifest, model_name, chunking, vector_store)
        new = False
    elif path.is_dir() and any(p.name != WRITE_LOCK for p in path.iterdir()):
        stores = [name for name in (CHUNKS_DIR, QDRANT_DIR) if (path / name).exists()]
        hint = (f"it still holds {' and '.join(stores)}/: restore {MANIFEST_FILE} from a backup if you have one; "
                if stores else "")
        raise IndexCorruptError(
            f"{path} exists but holds no {MANIFEST_FILE}, so it is not a muonrag index (or its manifest was lost); "
            f"{hint}to build an index, choose another --index directory."
        )
    elif not create or read_only:
        raise IndexNotFoundError(f"no muonrag index at {path}; build one with `muonrag ingest <folder> --index {path}`.")
    else:
        manifest = Manifest(embedding={"model": model_name, "dimension": None}, chunking=chunking, vector_store=vector_store)
        new = True
    try:
        path.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        raise IndexNotFoundError(f"{path} is not a directory; choose another --index directory.") from None
    denied = not new and not writable(path)
    if denied:
        log.warning("the index %s is read-only for this user: searching a private snapshot of its vectors; "
                    "ingesting and removing need write access", path)
    read_only = read_only or denied
    vectors, storage_copy = open_vectors(config, path, vector_store["kind"], vector_store["collection"], read_only)
    try:
        chunks, bm25 = _load_chunks(path, manifest, vectors, read_only)
        if new:
            manifest.save(path)
        return TwoStores(path, manifest, vectors, chunks, bm25, read_only=read_only, storage_copy=storage_copy)
    except BaseException:
        vectors.close()
        if storage_copy is not None:
            shutil.rmtree(storage_copy.parent, ignore_errors=True)
        raise


def writable(path: Path) -> bool:
    """Whether this user may write the index directory and its stores."""
    targets = [path, *(p for p in (path / MANIFEST_FILE, path / CHUNKS_DIR, path / QDRANT_DIR) if p.exists())]
    return all(os.access(t, os.W_OK) for t in targets)


def _load_chunks(path: Path, manifest: Manifest, vectors: Vectors, read_only: bool) -> tuple[ChunkStore, BM25Index]:
    directory = path / CHUNKS_DIR
    if not read_only and recover_interrupted_save(directory):
        log.warning("finished a save of the chunk store that was interrupted between its two renames in %s", directory)
    problem = None
    if directory.is_dir():
        try:
            chunks, bm25, rebuilt = load_chunks(directory)
        except (OSError, ValueError, KeyError, TypeError) as exc:
            problem = f"the chunk store in {directory} is damaged ({type(exc).__name__}: {exc})"
        else:
            if rebuilt and not read_only:
                log.info("rebuilt the BM25 index of %s for this version of muonrag", path)
                save_chunks(directory, chunks, bm25)
            elif rebuilt:
                log.warning("the BM25 index of %s was saved by an older muonrag and is rebuilt in memory at every "
                            "read-only open; run `muonrag repair --index %s` once to save it in the current form",
                            path, path)
            return chunks, bm25
    elif not manifest.documents:
        return ChunkStore(), BM25Index()
    else:
        problem = f"the chunk store {directory} is missing"
    nodes = [make_node(chunk_id, text, metadata) for chunk_id, text, metadata in vectors.chunks()]
    if not nodes:
        raise IndexCorruptError(
            f"{problem}, and the vectors ({vectors.collection}) hold no chunk records to rebuild it from; "
            f"re-create the index: `muonrag ingest <your folders> --index <a new directory>`."
        )
    log.warning("%s; rebuilt it from the %d chunk records stored with the vectors", problem, len(nodes))
    chunks, bm25 = ChunkStore(), BM25Index()
    sources = chunks.update(add=nodes)
    bm25.update(chunks.ids, sources, [context_text(n) for n in nodes])
    if not read_only:
        save_chunks(directory, chunks, bm25)
    return chunks, bm25


def check_compatible(path: Path, manifest: Manifest, model: str, chunking: dict, vector_store: dict) -> None:
    """Raise :class:`IndexMismatchError` when the index was built with other settings."""
    built = manifest.embedding.get("model")
    if built != model:
        raise IndexMismatchError(
            f"the index {path} was built with the embedding model {built!r}, but {model!r} is configured; "
            f"set embed_model={built!r} (MUONRAG_EMBED_MODEL), or ingest into a new --index directory."
        )
    old_revision = manifest.chunking.get("revision")
    if manifest.chunking != chunking and {**manifest.chunking, "revision": chunking.get("revision")} == chunking:
        raise IndexMismatchError(
            f"the index {path} was built by an older muonrag (chunker revision {old_revision}; this one is revision "
            f"{chunking.get('revision')}), whose loaders made other chunks from the same files; rebuild it: ingest your "
            "documents into a new --index directory (or delete this one and ingest again)."
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
