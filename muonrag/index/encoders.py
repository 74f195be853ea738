"""The embedding model of an index, as its three uses need it: documents, queries, dimension.

Documents are embedded by LlamaIndex's ``HuggingFaceEmbedding`` (torch), which
batches long chunks on every core; a query is encoded by ONNX Runtime unless
``encoder = "torch"`` (7-10 ms against torch's 19 ms on 2 cores, the same
vectors, and no torch import: see :mod:`muonrag.index.onnx_encoder`). Each model
is loaded on first use, once, even when several threads ask at the same time.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Optional, Sequence

import numpy as np

from muonrag.config import Config
from muonrag.core.models import CacheFolder
from muonrag.index.embedding import embedding_dimension, load_embedding

if TYPE_CHECKING:
    from llama_index.core.base.embeddings.base import BaseEmbedding

    from muonrag.index.onnx_encoder import OnnxEncoder


class Encoders:
    """The document model, the query encoder and the vector dimension of one configuration.

    Args:
        config: the ``embed_model``, ``encoder``, ``device`` and ``embed_batch_size`` settings.
        read_only: the index is only searched; with ``encoder = "auto"`` documents
            (the answerer's evidence sentences) are then encoded by ONNX Runtime too.
        given: an already loaded LlamaIndex embedding, used for everything.
    """

    def __init__(self, config: Config, read_only: bool = False, given: Optional["BaseEmbedding"] = None):
        self.config = config
        self.read_only = read_only
        self._given = given
        self._document_model = given
        self._query_model = given
        self._onnx: Optional["OnnxEncoder"] = None
        self._onnx_tried = False
        self._dimension: Optional[int] = None
        self._lock = threading.RLock()
        # one cache folder for the ONNX export and the torch model: a read-only one is replaced once, warned once
        self._cache = CacheFolder()

    @property
    def document_model(self) -> "BaseEmbedding":
        """The LlamaIndex embedding that encodes chunks: the model given, else ONNX Runtime for a
        read-only index when the ``encoder`` setting allows it, else ``HuggingFaceEmbedding`` (torch)."""
        if self._document_model is None:
            with self._lock:
                if self._document_model is None:
                    model = None
                    if self.config.embedding.encoder == "onnx" or (self.config.embedding.encoder == "auto" and self.read_only):
                        model = self._onnx_embedding()
                    self._document_model = model or load_embedding(self.config.embedding.model, self.config.embedding.device,
                                                                   self.config.embedding.batch_size, cache=self._cache,
                                                                   precision=self.config.embedding.precision)
        return self._document_model

    @property
    def query_model(self) -> "BaseEmbedding":
        """The LlamaIndex embedding that encodes queries (and the answerer's evidence sentences):
        the model given, else ONNX Runtime unless ``encoder = "torch"``, else :attr:`document_model`."""
        if self._query_model is None:
            with self._lock:
                if self._query_model is None:
                    model = None if self.config.embedding.encoder == "torch" else self._onnx_embedding()
                    self._query_model = model or self.document_model
        return self._query_model

    def query_vector(self, query: str) -> list[float]:
        """The vector of ``query``. ONNX Runtime is called directly when it is the query encoder,
        so that a search need not import LlamaIndex."""
        if self._query_model is None and self.config.embedding.encoder != "torch":
            encoder = self._onnx_encoder()
            if encoder is not None:
                vector = encoder.encode([query])[0].tolist()
                self._check(len(vector))
                return vector
        vector = self.query_model.get_query_embedding(query)
        self._check(len(vector))
        return vector

    def sentence_vectors(self, texts: Sequence[str], queries: bool = False) -> np.ndarray:
        """Unit vectors of short texts (evidence sentences, or questions with ``queries``) by the query
        encoder, one row each.

        ONNX Runtime is called directly, in batches of similar length, when it is the
        query encoder, so that answering offline need not import LlamaIndex either. A
        LlamaIndex embedding encodes questions as queries (with its query instruction, if
        it has one) and sentences as texts.
        """
        if not texts:
            return np.zeros((0, 0), dtype=np.float32)
        if self._query_model is None and self.config.embedding.encoder != "torch":
            encoder = self._onnx_encoder()
            if encoder is not None:
                return np.asarray(encoder.encode(list(texts)), dtype=np.float32)
        model = self.query_model
        vectors = np.asarray([model.get_query_embedding(t) for t in texts] if queries
                             else model.get_text_embedding_batch(list(texts)), dtype=np.float32)
        return vectors / (np.linalg.norm(vectors, axis=1, keepdims=True) + 1e-12)

    @property
    def dimension(self) -> int:
        """The length of the vectors (encodes a probe the first time)."""
        if self._dimension is None:
            self._dimension = embedding_dimension(self._document_model or self.query_model)
        return self._dimension

    def _check(self, dimension: int) -> None:
        if self._dimension is None:
            self._dimension = dimension

    def _onnx_encoder(self) -> Optional["OnnxEncoder"]:
        """The ONNX Runtime encoder, loaded once (``None`` when it cannot be used)."""
        if not self._onnx_tried:
            with self._lock:
                if not self._onnx_tried:
                    from muonrag.index.onnx_encoder import load_onnx_encoder

                    # an error (encoder = "onnx" that cannot be met) is raised again on the next try
                    self._onnx = load_onnx_encoder(self.config.embedding.model, required=self.config.embedding.encoder == "onnx",
                                                   cache=self._cache)
                    self._onnx_tried = True
        return self._onnx

    def _onnx_embedding(self) -> Optional["BaseEmbedding"]:
        encoder = self._onnx_encoder()
        if encoder is None:
            return None
        from muonrag.index.onnx_embedding import OnnxEmbedding

        return OnnxEmbedding(encoder.model_dir, embed_batch_size=self.config.embedding.batch_size, encoder=encoder)
