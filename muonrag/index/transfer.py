"""Copy an index to a new directory with its vectors in another store: embedded to a server and back.

``muonrag export`` and ``muonrag import`` run :func:`copy_index`. Nothing is embedded again: the
vectors are read from the source's store and written to the target's, the chunk records come from
the source's chunk store and BM25 is rebuilt from them, and the manifest's documents are carried
over, so the copy searches as the source does. The source is opened read-only (it may be in use).
The target must be a new directory. Its manifest marks the copy pending until it commits, so a copy
cut short leaves an index that says so (``muonrag info`` warns): delete that directory and copy again.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any, Iterator, Optional

from muonrag.config import Config
from muonrag.errors import IndexMismatchError, MuonRAGError
from muonrag.index.manifest import MANIFEST_FILE, Manifest
from muonrag.index.opening import open_stores
from muonrag.index.pipeline import progress_bar

BATCH = 1_000


def source_config(config: Config) -> Config:
    """``config`` pointed at the store the index at ``config.index.path`` records (its server URL and
    collection), with the chunking and embedding model it was built with."""
    path = Path(config.index.path)
    if not (path / MANIFEST_FILE).is_file():
        return config  # opening says what is wrong
    manifest = Manifest.load(path)
    store = manifest.vector_store
    return config.replace(qdrant_url=store.get("url") if store.get("kind") == "server" else None,
                          collection=store.get("collection"), **_built_with(manifest))


def _built_with(manifest: Manifest) -> dict[str, Any]:
    return {"embed_model": manifest.embedding.get("model"), "chunk_size": manifest.chunking["chunk_size"],
            "chunk_overlap": manifest.chunking["chunk_overlap"]}


def copy_index(source: Config, target: Config, progress: bool = False) -> dict[str, Any]:
    """Copy the index at ``source.index_path`` to ``target.index_path``, its vectors into the store
    ``target`` names (a Qdrant server with ``qdrant_url``, else an Edge shard in the new directory).

    Returns:
        ``source``, ``target``, ``documents``, ``chunks``, ``vectors`` (written) and ``seconds``.

    Raises:
        MuonRAGError: the target directory exists and is not empty, or is the source.
        IndexMismatchError: the source's stores disagree (run ``muonrag repair`` on it first), or the
            target's server collection holds vectors of another size.
    """
    started = time.perf_counter()
    src_path, dst_path = Path(source.index_path), Path(target.index_path)
    if dst_path.exists() and (not dst_path.is_dir() or any(dst_path.iterdir())):
        raise MuonRAGError(f"{dst_path} exists and is not an empty directory; copy into a new --to directory (an "
                           "index is never copied over another; a copy cut short is deleted with rm -r and run again).")
    reader = open_stores(source_config(source), read_only=True)
    writer = None
    try:
        manifest = reader.manifest
        writer = open_stores(target.replace(**_built_with(manifest)), create=True)
        writer.begin("copy", list(manifest.documents))
        nodes = []
        with progress_bar(progress, total=len(reader.chunks), unit="chunk", desc="copying") as bar:
            for batch in _batches(reader.vectors.vectors(), BATCH):
                made = [_node(reader.chunks.record(node_id), node_id, vector, src_path) for node_id, vector in batch]
                writer.add_vectors(made)
                nodes += made
                bar.update(len(made))
        if len(nodes) != len(reader.chunks):
            raise IndexMismatchError(f"the index {src_path} has {len(reader.chunks)} chunks but {len(nodes)} vectors; "
                                     f"run `muonrag repair --index {src_path}` first.")
        writer.manifest.embedding = dict(manifest.embedding)
        writer.commit(nodes, manifest.documents.items())
        return {"source": str(src_path), "target": str(dst_path), "documents": len(manifest.documents),
                "chunks": len(writer.chunks), "vectors": writer.vector_count(),
                "vector_store": dict(writer.manifest.vector_store), "seconds": round(time.perf_counter() - started, 2)}
    finally:
        reader.close()
        if writer is not None:
            writer.close()


def _node(record: Optional[tuple[str, dict]], node_id: str, vector: list[float], source: Path):
    from muonrag.core.nodes import make_node

    if record is None:
        raise IndexMismatchError(f"the index {source} has a vector for a chunk its chunk store lacks ({node_id}); "
                                 f"run `muonrag repair --index {source}` first.")
    node = make_node(node_id, record[0], dict(record[1]))
    node.embedding = vector
    return node


def _batches(items: Iterator[Any], size: int) -> Iterator[list[Any]]:
    batch = []
    for item in items:
        batch.append(item)
        if len(batch) == size:
            yield batch
            batch = []
    if batch:
        yield batch


def copy_text(report: dict[str, Any]) -> str:
    """:func:`copy_index`'s report as ``muonrag export`` and ``import`` print it."""
    store = report["vector_store"]
    return (f"copied {report['source']} to {report['target']}: {report['documents']} documents, {report['chunks']} "
            f"chunks, {report['vectors']} vectors in {store.get('url') or 'an Edge shard in the new directory'} "
            f"(collection {store['collection']}), in {report['seconds']:.1f} s")
