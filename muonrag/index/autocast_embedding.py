"""The sentence-transformers document encoder in bfloat16, where the CPU computes it natively.

Recent x86 CPUs multiply bfloat16 matrices in hardware (AMX, AVX512-BF16). Under
``torch.autocast`` the encoder's matrix products run there, while layer norms,
softmax and the pooling stay in float32, so a chunk's vector keeps a cosine of
0.99997 or more with the float32 one (the smallest over SciFact's abstracts) and
queries encoded in float32 find the same chunks. On 2 cores of a CPU with AMX it
embeds the demo corpus 2.4 times as fast as float32. On a CPU without those
instructions bfloat16 is emulated and slower, which is why
:func:`~muonrag.index.embedding.native_bfloat16` decides what ``embed_precision = "auto"`` uses.
"""

from __future__ import annotations

from typing import List

import torch
from llama_index.embeddings.huggingface import HuggingFaceEmbedding

class BFloat16Embedding(HuggingFaceEmbedding):
    """``HuggingFaceEmbedding`` whose text (document) encodes run under CPU autocast to bfloat16;
    queries stay in float32.

    Takes the same arguments as ``HuggingFaceEmbedding``; use it with ``device="cpu"``.
    """

    @classmethod
    def class_name(cls) -> str:
        return "BFloat16Embedding"

    def _get_text_embedding(self, text: str) -> List[float]:
        with torch.autocast("cpu", dtype=torch.bfloat16):
            return super()._get_text_embedding(text)

    def _get_text_embeddings(self, texts: List[str]) -> List[List[float]]:
        with torch.autocast("cpu", dtype=torch.bfloat16):
            return super()._get_text_embeddings(texts)
