"""Dense vectors in a Qdrant Edge shard: Qdrant's own engine, in-process, on disk, with HNSW.

Embedded ``qdrant-client`` storage scores every vector in Python, linearly in
the size of the index (about 15 ms at 11k chunks, 140 ms at 100k) and keeps
every payload in memory (4.8 GB at 100k). A Qdrant Edge shard is the engine a
Qdrant server runs, loaded as a library: segments on disk, an HNSW graph built
once a segment is large enough, exact search below that. Searches answer ids
and scores only; the text and metadata of each hit come from the index's own
chunk store, which holds them anyway. The payload keeps a copy of every chunk
so that a lost chunk store can be rebuilt from the vectors.

A shard is locked by one process at a time (its write-ahead log). Every change
is flushed before the call returns and made under a short file lock, so a reader
copying the shard under the same lock (:func:`muonrag.index.vectors.snapshot`)
always copies a consistent one. The shard imports nothing of LlamaIndex.
"""

from pathlib import Path
from typing import Any, Iterator, Optional, Sequence

import contextlib

from filelock import FileLock, Timeout

from muonrag.errors import IndexCorruptError, IndexLockedError, IndexReadOnlyError, MuonRAGError

#: HNSW parameters: Qdrant's defaults for the graph. A search examines ``HNSW_EF``
#: candidates, or 2.5 per hit asked for when more. On a million real MiniLM vectors
#: (passages of SciFact's sentences, ``benchmarks/bench_recall.py --passages``) ``ef`` 500
#: finds 0.985 of exact search's top 10 for SciFact's claims (128: 0.955; 250: 0.975) and
#: 0.897 for questions far from the collection (128: 0.752), for about 1 ms more a search.
HNSW_M = 16
HNSW_EF_CONSTRUCT = 100
HNSW_EF = 500
#: Segments below this many kilobytes of vectors (about 6,500 MiniLM vectors; Qdrant's default) are searched exactly.
FULL_SCAN_KB = 10_000
UPSERT_BATCH = 1_000
#: How the vectors of a new shard are kept (``Config.quantization``): ``"int8"``, Qdrant's scalar
#: quantization, one byte a dimension in memory, with the float32 originals left on disk and read
#: to rescore the best candidates; ``"none"``, the float32 vectors alone, mapped from disk.
QUANTIZATIONS = ("int8", "none")
#: Candidates the int8 search passes to rescoring, per hit asked for.
OVERSAMPLING = 2.0


def _edge():
    import qdrant_edge

    return qdrant_edge


class EdgeShard:
    """A Qdrant Edge shard in a directory: the :class:`~muonrag.index.vectors.Vectors` protocol in-process.

    Args:
        path: the shard directory (created with the first vectors added).
        lock_path: a file lock held around every change.
        hnsw_ef: HNSW candidates examined per search.
        quantization: how a shard created here keeps its vectors (:data:`QUANTIZATIONS`); a
            shard on disk keeps the way it was created with.
        origin: the shard directory to name in messages, when ``path`` is a reader's private
            copy of it (which is deleted when the reader closes, so naming it would help nobody).
    """

    def __init__(self, path: str | Path, lock_path: str | Path, hnsw_ef: int = HNSW_EF,
                 origin: Optional[str | Path] = None, quantization: str = "int8"):
        if quantization not in QUANTIZATIONS:
            raise ValueError(f"quantization must be one of {', '.join(QUANTIZATIONS)}, got {quantization!r}")
        self.path = str(path)
        self.hnsw_ef = hnsw_ef
        self.quantization = quantization
        self._lock = FileLock(str(lock_path), timeout=120)
        self._closed = False
        if self.exists():
            with self._locked():  # loading rewrites the engine's metadata: a reader's copy must not see it half done
                self._shard = self._load(Path(path), Path(origin or path))
        else:
            self._shard = None

    @contextlib.contextmanager
    def _locked(self) -> Iterator[None]:
        """The shard's file lock, around a change (readers take it too, to copy the shard between two changes)."""
        try:
            self._lock.acquire()
        except Timeout:
            raise IndexLockedError(
                f"the vectors lock of {Path(self.path).parent} stayed taken for {self._lock.timeout:g} s: a reader "
                "has been copying the vectors for that long (a very slow disk?) or a process hangs holding it; "
                "find it (`fuser` on that lock file), stop it, and run this again."
            ) from None
        try:
            yield
        finally:
            self._lock.release()

    @property
    def collection(self) -> str:
        """Where the vectors are: the shard directory."""
        return self.path

    @staticmethod
    def _load(path: Path, origin: Path):
        try:
            return _edge().EdgeShard.load(str(path))
        except Exception as exc:  # qdrant_edge raises plain Exception with the engine's message
            if "WouldBlock" in str(exc) or "Can't init WAL" in str(exc):
                raise IndexLockedError(
                    f"the index {origin.parent} is open in another process (its vector shard allows one at a time). "
                    "Close the other process, open this one read-only (MuonIndex.open(..., read_only=True), as "
                    "`muonrag search` does), or serve the vectors from a Qdrant server (set qdrant_url)."
                ) from None
            detail = str(exc).replace(str(path), str(origin))  # the engine names the files it read
            if "Too many open files" in detail:
                raise MuonRAGError(
                    f"cannot open the vector shard in {origin}: this process has too many files open (`ulimit -n` "
                    "shows the limit); raise the limit, or close indexes opened and not closed. The index is not "
                    "damaged and was not changed."
                ) from None
            if "Permission denied" in detail or "Read-only file system" in detail:
                raise IndexReadOnlyError(
                    f"the vector shard in {origin} cannot be opened for writing: this user may not write there "
                    f"({detail}). Searching needs no write access (`muonrag search` and `muonrag ask` open it "
                    "read-only); to change the index, ask its owner for write access, or copy it to a folder of your own."
                ) from None
            raise IndexCorruptError(
                f"the vector shard in {origin} is damaged ({detail}). The chunks are safe in the BM25 store: move "
                f"{origin} aside (rename it) and run `muonrag repair --index {origin.parent}`, which rebuilds the "
                "vectors from them."
            ) from None

    @property
    def client(self) -> Any:
        """The ``qdrant_edge.EdgeShard`` (``None`` before the first vectors)."""
        return self._shard

    def exists(self) -> bool:
        """Whether the shard has been created."""
        return (Path(self.path) / "edge_config.json").is_file()

    # writes ----------------------------------------------------------------
    def add_vectors(self, ids: Sequence[str], vectors: Any, payloads: Optional[Sequence[dict]] = None) -> None:
        """Write vectors (a 2-D array or a list of lists) under ``ids``, without building nodes
        (bulk loads use it directly); flushed before it returns."""
        edge = _edge()
        with self._locked():
            if self._shard is None:
                self._shard = edge.EdgeShard.create(self.path, self._config(len(vectors[0])))
            for start in range(0, len(ids), UPSERT_BATCH):
                stop = start + UPSERT_BATCH
                rows = vectors[start:stop].tolist() if hasattr(vectors, "tolist") else vectors[start:stop]
                points = [edge.Point(id=i, vector=v, payload=(payloads[start + k] if payloads else {}))
                          for k, (i, v) in enumerate(zip(ids[start:stop], rows))]
                self._shard.update(edge.UpdateOperation.upsert_points(points))
            self._shard.flush()

    def delete(self, doc_id: str) -> None:
        """Delete every vector of a document."""
        if self._shard is None:
            return
        edge = _edge()
        condition = edge.Filter(must=[edge.FieldCondition(key="doc_id", match=edge.MatchValue(doc_id))])
        with self._locked():
            self._shard.update(edge.UpdateOperation.delete_points_by_filter(condition))
            self._shard.flush()

    def delete_nodes(self, node_ids: Optional[Sequence[str]] = None) -> None:
        """Delete vectors by chunk id."""
        if self._shard is None or not node_ids:
            return
        edge = _edge()
        with self._locked():
            for start in range(0, len(node_ids), UPSERT_BATCH):
                self._shard.update(edge.UpdateOperation.delete_points(list(node_ids[start : start + UPSERT_BATCH])))
            self._shard.flush()

    def optimize(self) -> None:
        """Merge segments and build the HNSW graph where a segment has outgrown exact search."""
        if self._shard is not None:
            with self._locked():
                self._shard.optimize()
                self._shard.flush()

    # reads -----------------------------------------------------------------
    def search(self, vector: Sequence[float], top_k: int) -> tuple[list[str], list[float]]:
        """Ids and cosine similarities of the ``top_k`` nearest vectors."""
        if self._shard is None:
            return [], []
        edge = _edge()
        params = edge.SearchParams(hnsw_ef=max(self.hnsw_ef, 5 * top_k // 2),
                                   quantization=edge.QuantizationSearchParams(rescore=True, oversampling=OVERSAMPLING))
        request = edge.QueryRequest(limit=top_k, query=edge.Query.Nearest(list(vector)), with_payload=False,
                                    with_vector=False, params=params)
        hits = self._shard.query(request)
        return [str(h.id) for h in hits], [float(h.score) for h in hits]

    def count(self) -> int:
        """Vectors in the shard."""
        return 0 if self._shard is None else self._shard.count(_edge().CountRequest(exact=True))

    def ids(self) -> set[str]:
        """The id of every vector."""
        return {str(record.id) for record in self._scroll(with_payload=False)}

    def chunks(self) -> Iterator[tuple[str, str, dict]]:
        """``(id, text, metadata)`` of every chunk, from the copy the payload keeps."""
        for record in self._scroll(with_payload=True):
            payload = record.payload or {}
            if isinstance(payload.get("text"), str) and isinstance(payload.get("metadata"), dict):
                yield str(record.id), payload["text"], payload["metadata"]

    def vectors(self) -> Iterator[tuple[str, list[float]]]:
        """``(id, vector)`` of every chunk (unit length: cosine distance stores them normalised)."""
        for record in self._scroll(with_payload=False, with_vector=True):
            yield str(record.id), list(record.vector)

    def _scroll(self, with_payload: bool, with_vector: bool = False) -> Iterator[Any]:
        if self._shard is None:
            return
        edge = _edge()
        offset = None
        while True:
            records, offset = self._shard.scroll(edge.ScrollRequest(offset=offset, limit=5_000, with_payload=with_payload,
                                                                    with_vector=with_vector))
            yield from records
            if offset is None:
                return

    # lifetime --------------------------------------------------------------
    @property
    def closed(self) -> bool:
        return self._closed

    def close(self) -> None:
        """Release the shard and its lock."""
        if self._shard is not None:
            with self._locked():  # closing flushes: not while a reader copies the shard
                self._shard.close()
            self._shard = None
        self._closed = True

    def _config(self, dimension: int):
        edge = _edge()
        return edge.EdgeConfig(
            # vectors, float32 and int8 alike, stay on disk, mapped: opening reads none of them, and a
            # search process holds in memory the pages its searches touch (loading the int8 vectors
            # into memory instead took 0.7 s per 100,000 at every open)
            vectors=edge.EdgeVectorParams(size=dimension, distance=edge.Distance.Cosine, memory=edge.Memory.Cold),
            quantization_config=(edge.ScalarQuantizationConfig(type=edge.ScalarType.Int8, quantile=0.99,
                                                               memory=edge.Memory.Cold)
                                 if self.quantization == "int8" else None),
            hnsw_config=edge.HnswIndexConfig(m=HNSW_M, ef_construct=HNSW_EF_CONSTRUCT, full_scan_threshold=FULL_SCAN_KB),
            optimizers=edge.EdgeOptimizersConfig(indexing_threshold=FULL_SCAN_KB),
            payload_memory=edge.Memory.Cold,
        )

