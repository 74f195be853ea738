"""Configuration: defaults, TOML, environment and Python, in that order."""

from pathlib import Path

import pytest

from muonrag import Config
from muonrag.errors import ConfigError
from muonrag.config import settings_table
from muonrag.retrieve.plan import PRESETS
from muonrag.retrieve.ranking import ConfidenceWeights


def test_defaults_follow_the_paper():
    c = Config()
    assert c.fusion == "confidence" and c.fusion_norm == "dbsf" and c.candidate_k == 100
    shipped = c.fusion_plan()  # chosen on the dev sets by benchmarks/bench_fusion.py
    assert (shipped.method, shipped.k, shipped.depth, shipped.adaptive) == ("rrf", 100.0, 100, ConfidenceWeights(0.0, 0.6))
    assert shipped == PRESETS["confidence"] and shipped.name == "rrf K100 confidence 0-0.6 @100"
    rrf = Config(fusion="rrf").fusion_plan()  # the default before per-query weights
    assert (rrf.method, rrf.w_dense, rrf.w_sparse, rrf.k, rrf.depth) == ("rrf", 0.1, 0.9, 100.0, 100)
    assert Config(fusion="confidence", confidence_high=0.4, fusion_method="score").fusion_plan().adaptive.high == 0.4
    with pytest.raises(ConfigError):
        Config(confidence_low=0.7)  # above the preset's high
    # fixed weights, from a file or the environment, turn the per-query weights off
    fixed = Config(w_dense=0.2).fusion_plan()
    assert fixed.adaptive is None and fixed.weights_for("q") == pytest.approx({"dense": 0.2 / 1.1, "sparse": 0.9 / 1.1})
    score = Config(fusion="score").fusion_plan()  # the default before converted papers joined the dev sets
    assert (score.method, score.w_dense, score.w_sparse, score.normalisation) == ("score", 0.5, 0.5, "dbsf")
    paper = Config(fusion="paper").fusion_plan()  # the setting that reproduces the paper
    assert (paper.method, paper.w_dense, paper.w_sparse, paper.k, paper.depth) == ("rrf", 0.9, 0.1, 60.0, 50)
    assert Config(fusion="paper").fusion_plan() == PRESETS["paper"]
    explicit = Config(fusion="paper", w_dense=0.7, candidate_k=80).fusion_plan()  # explicit values override
    assert (explicit.w_dense, explicit.w_sparse, explicit.depth) == (0.7, 0.1, 80)
    adaptive = Config(fusion="adaptive", adaptive_step=0.2).fusion_plan()
    assert adaptive.kind == "adaptive" and adaptive.adaptive.step == 0.2
    assert c.embed_model == "all-MiniLM-L6-v2"
    assert c.chunk_size < 256
    assert not c.llm_configured


def test_precedence_toml_then_env_then_python(tmp_path):
    toml = tmp_path / "muonrag.toml"
    toml.write_text('[retrieval]\ntop_k = 7\nw_dense = 0.5\ncandidate_k = 20\n[index]\nindex_path = "from-toml"\n')
    env = {"MUONRAG_TOP_K": "9", "MUONRAG_W_DENSE": "0.6"}
    c = Config.load(toml, env=env, w_dense=0.8)
    assert c.candidate_k == 20  # TOML only
    assert c.top_k == 9  # env beats TOML
    assert c.w_dense == 0.8  # Python beats env
    assert c.index_path == Path("from-toml")
    assert Config.load(toml, env=env, top_k=None).top_k == 9  # None means "not given"


def test_config_file_from_environment(tmp_path):
    toml = tmp_path / "x.toml"
    toml.write_text("top_k = 3\n")
    assert Config.load(env={"MUONRAG_CONFIG": str(toml)}).top_k == 3


@pytest.mark.parametrize(
    "kwargs",
    [dict(top_k=0), dict(chunk_size=100, chunk_overlap=100), dict(w_dense=0, w_sparse=0), dict(w_dense=-1), dict(top_k="many")],
)
def test_invalid_values_are_rejected(kwargs):
    with pytest.raises(ConfigError):
        Config(**kwargs)


def test_unknown_keys_are_rejected(tmp_path):
    toml = tmp_path / "bad.toml"
    toml.write_text("[retrieval]\ntopk = 3\n")
    with pytest.raises(ConfigError, match="topk"):
        Config.load(toml, env={})
    with pytest.raises(ConfigError, match="unknown setting"):
        Config.load(env={}, topk=3)


def test_bad_toml_names_the_file(tmp_path):
    toml = tmp_path / "broken.toml"
    toml.write_text("top_k = = 3")
    with pytest.raises(ConfigError, match="broken.toml"):
        Config.load(toml, env={})


def test_every_setting_is_documented():
    rows = settings_table()
    assert {r["name"] for r in rows} == set(Config.__dataclass_fields__)
    assert all(r["doc"] and r["env"].startswith("MUONRAG_") for r in rows)


def test_non_finite_and_misspelt_values_are_rejected():
    with pytest.raises(ConfigError):
        Config(w_dense=float("nan"))
    with pytest.raises(ConfigError, match="true/false"):
        Config.load(env={"MUONRAG_LLM_FALLBACK": "flase"})
    assert Config.load(env={"MUONRAG_LLM_FALLBACK": "no"}).llm_fallback is False


def test_misspelt_section_is_rejected(tmp_path):
    toml = tmp_path / "muonrag.toml"
    toml.write_text("[retreival]\ntop_k = 3\n")
    with pytest.raises(ConfigError, match=r"unknown section \[retreival\]"):
        Config.load(toml, env={})
