"""The ONNX Runtime encoder (:mod:`muonrag.index.onnx_encoder`) as a LlamaIndex embedding."""

from __future__ import annotations

from typing import Any, List, Optional

from llama_index.core.base.embeddings.base import BaseEmbedding
from pydantic import PrivateAttr

from muonrag.index.onnx_encoder import OnnxEncoder, load_onnx_encoder


class OnnxEmbedding(BaseEmbedding):
    """A LlamaIndex embedding that runs an exported sentence-transformers model with ONNX Runtime.

    Args:
        model_dir: the local model directory (its ``tokenizer.json`` is used).
        onnx_file: the export made by :func:`~muonrag.index.onnx_encoder.export_onnx`.
        embed_batch_size: texts encoded per call.
        threads: ONNX Runtime threads.
        encoder: an already loaded :class:`~muonrag.index.onnx_encoder.OnnxEncoder`
            (then ``onnx_file`` and ``threads`` are not used).
    """

    _encoder: Any = PrivateAttr()

    def __init__(self, model_dir: str, onnx_file: Optional[str] = None, embed_batch_size: int = 32, threads: int = 1,
                 encoder: Optional[OnnxEncoder] = None, **kwargs: Any):
        if encoder is None and onnx_file is None:
            raise ValueError("OnnxEmbedding needs an onnx_file or an encoder")
        super().__init__(model_name=str(model_dir), embed_batch_size=embed_batch_size, **kwargs)
        self._encoder = encoder or OnnxEncoder(model_dir, onnx_file, threads=threads)

    @classmethod
    def class_name(cls) -> str:
        return "OnnxEmbedding"

    @property
    def encoder(self) -> OnnxEncoder:
        """The ONNX Runtime encoder."""
        return self._encoder

    def encode(self, texts: List[str]) -> Any:
        """Unit vectors of ``texts``, one row each (a numpy array)."""
        return self._encoder.encode(texts)

    def _get_query_embedding(self, query: str) -> List[float]:
        return self.encode([query])[0].tolist()

    async def _aget_query_embedding(self, query: str) -> List[float]:
        return self._get_query_embedding(query)

    def _get_text_embedding(self, text: str) -> List[float]:
        return self.encode([text])[0].tolist()

    def _get_text_embeddings(self, texts: List[str]) -> List[List[float]]:
        return self.encode(list(texts)).tolist()


def load_onnx_embedding(name: str, batch_size: int = 32, required: bool = False) -> Optional[OnnxEmbedding]:
    """:func:`~muonrag.index.onnx_encoder.load_onnx_encoder` as a LlamaIndex embedding (``None`` when
    ONNX Runtime cannot be used and not ``required``)."""
    encoder = load_onnx_encoder(name, required=required)
    return None if encoder is None else OnnxEmbedding(encoder.model_dir, embed_batch_size=batch_size, encoder=encoder)
