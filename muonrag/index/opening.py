"""Opening an index directory: resolve the settings, check them against the manifest, connect.

An index whose manifest disagrees with the configured model, chunking or vector
store is a clear :class:`~muonrag.errors.IndexMismatchError`, never a silent mix.
"""

from __future__ import annotations

import logging
import os
import shutil
import tempfile
from contextlib import closing
from pathlib import Path
from typing import Any, Optional

from muonrag.config import Config
from muonrag.core.models import resolve_model
from muonrag.errors import IndexCorruptError, IndexMismatchError, IndexNotFoundError
from muonrag.index.locking import WRITE_LOCK
from muonrag.index.manifest import MANIFEST_FILE, Manifest
from muonrag.index.sparse import SparseIndex
from muonrag.index.stores import QDRANT_DIR, SPARSE_DIR, TwoStores, collection_name, connect
from muonrag.ingest.chunking import chunking_params, make_node

log = logging.getLogger(__name__)


def open_stores(config: Config, create: bool = False, read_only: bool = False) -> TwoStores:
    """The stores of the index at ``config.index_path``, checked against the configuration.

    With ``read_only``, and for an index the user may not write to, the index opens
    read-only: searches work, writes raise :class:`~muonrag.errors.IndexReadOnlyError`.
    A read-only index never takes the embedded Qdrant's lock: it searches a private
    snapshot of the vectors, taken when it opens, so any number of readers can search
    while another process holds or writes the index. A BM25 store that a crash left between
    its two renames is finished, and a missing or damaged BM25 store is rebuilt from the
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
    vector_store: dict[str, Any] = {"kind": "server", "url": config.qdrant_url} if config.qdrant_url else {"kind": "local", "path": QDRANT_DIR}
    vector_store["collection"] = collection_name(config)

    if (path / MANIFEST_FILE).is_file():
        manifest = Manifest.load(path)
        if config.collection is None:  # the recorded collection, wherever the index has moved
            vector_store["collection"] = manifest.vector_store.get("collection", vector_store["collection"])
        check_compatible(path, manifest, model_name, chunking, vector_store)
        new = False
    elif path.is_dir() and any(p.name != WRITE_LOCK for p in path.iterdir()):
        stores = [name for name in (SPARSE_DIR, QDRANT_DIR) if (path / name).exists()]
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
    storage_copy = snapshot_vectors(path) if read_only and not config.qdrant_url else None
    client = connect(config, path, storage=storage_copy)
    try:
        collection = vector_store["collection"]
        sparse = _load_sparse(path, manifest, client, collection, read_only)
        if new:
            manifest.save(path)
        return TwoStores(path, manifest, client, collection, sparse, read_only=read_only, storage_copy=storage_copy)
    except BaseException:
        client.close()
        if storage_copy is not None:
            shutil.rmtree(storage_copy.parent, ignore_errors=True)
        raise


def writable(path: Path) -> bool:
    """Whether this user may write the index directory and its stores."""
    targets = [path, *(p for p in (path / MANIFEST_FILE, path / SPARSE_DIR, path / QDRANT_DIR) if p.exists())]
    return all(os.access(t, os.W_OK) for t in targets)


def snapshot_vectors(path: Path) -> Optional[Path]:
    """A private, consistent copy of the embedded Qdrant storage, for a reader.

    Embedded Qdrant locks its folder for one process and writes to it even to
    read, so a reader searches a copy instead. The SQLite files are copied with
    SQLite's backup API, which gives a consistent snapshot even while a writer
    is changing them; the lock file is left behind.
    """
    storage = path / QDRANT_DIR
    if not storage.is_dir():
        return None
    copy = Path(tempfile.mkdtemp(prefix="muonrag-readonly-")) / QDRANT_DIR
    shutil.copytree(storage, copy, ignore=shutil.ignore_patterns(".lock"), copy_function=_copy_consistent)
    log.debug("searching a snapshot of the vectors of %s in %s", path, copy)
    return copy


def _copy_consistent(source: str, target: str) -> None:
    """Copy one file of the Qdrant storage; an SQLite database through SQLite's backup API."""
    if not str(source).endswith(".sqlite"):
        shutil.copy2(source, target)
        return
    import sqlite3

    with closing(sqlite3.connect(f"file:{source}?mode=ro", uri=True)) as src, closing(sqlite3.connect(target)) as dst:
        src.backup(dst)


def _load_sparse(path: Path, manifest: Manifest, client, collection: str, read_only: bool) -> SparseIndex:
    sparse_dir = path / SPARSE_DIR
    if not read_only and SparseIndex.recover_interrupted_save(sparse_dir):
        log.warning("finished a BM25 save that was interrupted between its two renames in %s", sparse_dir)
    problem = None
    if sparse_dir.is_dir():
        try:
            sparse = SparseIndex.load(sparse_dir)
        except (OSError, ValueError, KeyError, TypeError) as exc:
            problem = f"the BM25 store in {sparse_dir} is damaged ({type(exc).__name__}: {exc})"
        else:
            if sparse.rebuilt and not read_only:
                log.info("rebuilt the BM25 index of %s for the current tokenizer", path)
                sparse.save(sparse_dir)
            return sparse
    elif not manifest.documents:
        return SparseIndex()
    else:
        problem = f"the BM25 store {sparse_dir} is missing"
    nodes = chunk_records_from_vectors(client, collection)
    if not nodes:
        raise IndexCorruptError(
            f"{problem}, and the Qdrant collection {collection!r} holds no chunk records to rebuild it from; "
            f"re-create the index: `muonrag ingest <your folders> --index <a new directory>`."
        )
    log.warning("%s; rebuilt it from the %d chunk records stored with the vectors", problem, len(nodes))
    sparse = SparseIndex()
    sparse.update(add=nodes)
    if not read_only:
        sparse.save(sparse_dir)
    return sparse


def chunk_records_from_vectors(client, collection: str) -> list:
    """Every chunk (text and metadata) that Qdrant keeps in the payload of its vectors."""
    from llama_index.core.vector_stores.utils import metadata_dict_to_node

    if not client.collection_exists(collection):
        return []
    nodes, offset = [], None
    while True:
        points, offset = client.scroll(collection, limit=2_000, offset=offset, with_payload=True, with_vectors=False)
        for point in points:
            try:
                node = metadata_dict_to_node(point.payload or {})
            except (ValueError, KeyError, TypeError):
                continue
            nodes.append(make_node(str(point.id), node.get_content(), dict(node.metadata)))
        if offset is None:
            return nodes


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
