"""The ONNX Runtime encoder (issue 10): same vectors as torch, used by read-only searches, no torch import."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import numpy as np
import pytest

from muonrag import Config, MuonIndex
from muonrag.errors import ConfigError
from muonrag.index.onnx_embedding import OnnxEmbedding, load_onnx_embedding
from muonrag.index.onnx_encoder import MIN_COSINE, export_path
from muonrag.core.models import bundled_model_path

TEXTS = [
    "What opening angle do the tungsten nozzles have?",
    "The nozzles are two cone-shaped absorbers placed inside the detector, one on each side of the interaction point.",
    "Timing windows of a few hundred ps around the expected arrival time reject most out-of-time BIB hits.",
    "10^15 neq/cm² per year at r = 3 cm",
]


@pytest.fixture
def onnx_model():
    """Function-scoped: the export must land in the test session's XDG_CACHE_HOME (set by an autouse fixture)."""
    model = load_onnx_embedding("all-MiniLM-L6-v2")
    assert isinstance(model, OnnxEmbedding)
    return model


def test_the_export_is_made_locally_once_and_reproduces_the_torch_vectors(onnx_model, embed_model):
    target = export_path(bundled_model_path())
    assert target.is_file() and str(target).startswith(os.environ["XDG_CACHE_HOME"])
    got = np.asarray(onnx_model.get_text_embedding_batch(TEXTS))
    expected = np.asarray(embed_model.get_text_embedding_batch(TEXTS))
    cosine = (got * expected).sum(axis=1) / np.linalg.norm(got, axis=1) / np.linalg.norm(expected, axis=1)
    assert cosine.min() >= MIN_COSINE, cosine
    query = np.asarray(onnx_model.get_query_embedding(TEXTS[0]))
    assert float(query @ np.asarray(embed_model.get_query_embedding(TEXTS[0]))) >= MIN_COSINE
    before = target.stat().st_mtime_ns
    assert isinstance(load_onnx_embedding("all-MiniLM-L6-v2"), OnnxEmbedding)
    assert target.stat().st_mtime_ns == before  # not exported again


def test_a_read_only_index_searches_with_onnx_and_finds_what_torch_finds(demo_index_dir, embed_model, onnx_model):
    queries = ["opening angle of the tungsten nozzles", "how are muons cooled before acceleration",
               "time resolution of LGAD sensors"]
    with MuonIndex.open(config=Config(index_path=demo_index_dir), read_only=True) as fast, \
            MuonIndex.open(config=Config(index_path=demo_index_dir), embed_model=embed_model) as slow:
        assert isinstance(fast.encoders.document_model, OnnxEmbedding)
        for query in queries:
            assert [r.node_id for r in fast.search(query, mode="dense", top_k=5)] == \
                   [r.node_id for r in slow.search(query, mode="dense", top_k=5)]
    torch_only = Config(index_path=demo_index_dir, encoder="torch")
    with MuonIndex.open(config=torch_only, read_only=True) as index:
        assert not isinstance(index.encoders.document_model, OnnxEmbedding)


@pytest.mark.subprocess
def test_the_cli_search_never_imports_torch(demo_index_dir, onnx_model):
    script = ("import json, sys\nfrom muonrag.cli import main\n"
              f"code = main(['search', 'tungsten nozzle opening angle', '--index', {str(demo_index_dir)!r}, '--json', '--top-k', '3'])\n"
              "print(json.dumps({'code': code, 'torch': 'torch' in sys.modules, "
              "'sentence_transformers': 'sentence_transformers' in sys.modules}))\n")
    run = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    lines = run.stdout.strip().splitlines()
    state = json.loads(lines[-1])
    assert state == {"code": 0, "torch": False, "sentence_transformers": False}
    results = json.loads("\n".join(lines[:-1]))["results"]
    assert results[0]["doc_id"] == "mdi/tungsten-nozzles.md"


def test_the_encoder_setting_is_checked():
    with pytest.raises(ConfigError, match="encoder must be one of"):
        Config(encoder="tensorflow")


def test_bfloat16_documents_keep_the_float32_vectors_and_queries_stay_float32(embed_model):
    from muonrag.index.autocast_embedding import BFloat16Embedding
    from muonrag.index.embedding import load_embedding

    model = load_embedding(precision="bfloat16")
    assert isinstance(model, BFloat16Embedding)
    got = np.asarray(model.get_text_embedding_batch(TEXTS))
    want = np.asarray(embed_model.get_text_embedding_batch(TEXTS))
    cosines = (got * want).sum(axis=1)
    assert cosines.min() > 0.999, cosines
    assert not np.array_equal(got, want)  # it did run in bfloat16
    assert model.get_query_embedding(TEXTS[0]) == embed_model.get_query_embedding(TEXTS[0])


def test_auto_precision_follows_the_cpu_flags(tmp_path):
    from muonrag.index.embedding import document_precision, native_bfloat16

    with_amx, without = tmp_path / "amx", tmp_path / "plain"
    with_amx.write_text("processor\t: 0\nflags\t\t: fpu sse2 avx2 avx512f amx_bf16 amx_tile\n")
    without.write_text("processor\t: 0\nflags\t\t: fpu sse2 avx2 avx512f\n")
    assert native_bfloat16(str(with_amx)) and not native_bfloat16(str(without))
    assert not native_bfloat16(str(tmp_path / "missing"))
    assert document_precision("float32") == "float32" and document_precision("bfloat16") == "bfloat16"
    assert document_precision("bfloat16", device="cuda") == "float32"
    assert document_precision("auto") == ("bfloat16" if native_bfloat16() else "float32")
    with pytest.raises(ConfigError, match="embed_precision must be one of"):
        Config(embed_precision="float16")
