"""`muonrag tune`: fit the fusion on a tiny BEIR dataset, merge the settings into muonrag.toml, warn when small."""


import pytest

from muonrag import Config
from muonrag.cli import main
from muonrag.config import read_toml
from muonrag.errors import ConfigError, SettingMovedWarning
from muonrag.evaluate.tune import choose, config_variant, paper_variant, tune, variant_settings, write_settings
from tests.conftest import write_beir

DOCS = {
    "nozzle": ("Tungsten nozzles", "Two tungsten nozzles with borated polyethylene cladding shield the detector from "
               "beam-induced background (BIB). Each nozzle is a cone with an opening angle of about 10 degrees."),
    "cooling": ("Ionization cooling", "Ionization cooling shrinks the muon beam emittance: the muons lose momentum in "
                "absorbers and RF cavities restore only the longitudinal part."),
    "vxd": ("Vertex detector", "The vertex detector of MuColl_v1 uses double layers of silicon sensors with about 30 ps "
            "timing to reject out-of-time hits from the beam-induced background."),
    "higgs": ("Higgs self-coupling", "At 10 TeV the trilinear Higgs self-coupling is measured in double Higgs "
              "production through vector boson fusion with a precision of a few percent."),
    "ring": ("Collider ring", "The collider ring uses high-field dipoles; neutrinos from muon decays create a "
             "radiation hazard that movers of the ring components spread out."),
    "magnet": ("Solenoid", "The detector solenoid provides a 3.57 T field; a 5 T option was studied for MuColl_v2."),
}
QUERIES = {
    "d1": ("What is the opening angle of the tungsten nozzles?", "nozzle", "dev"),
    "d2": ("How is the muon beam emittance reduced?", "cooling", "dev"),
    "d3": ("MuColl_v1 vertex timing", "vxd", "dev"),
    "d4": ("How precisely is the Higgs self-coupling measured at 10 TeV?", "higgs", "dev"),
    "d5": ("What hazard do neutrinos from the ring create?", "ring", "dev"),
    "d6": ("solenoid field in T", "magnet", "dev"),
    "t1": ("What shields the detector from BIB?", "nozzle", "test"),
}


@pytest.fixture
def beir(tmp_path):
    judged = {split: [(k, v[1], 1) for k, v in QUERIES.items() if v[2] == split] for split in ("dev", "test")}
    return write_beir(tmp_path / "tiny", DOCS, {k: v[0] for k, v in QUERIES.items()}, judged)


def test_tune_command_writes_fusion_settings_and_keeps_the_rest(beir, tmp_path, capsys):
    toml = tmp_path / "muonrag.toml"
    toml.write_text('# my settings\n[index]\npath = "my-index"\n\n[retrieval]\ntop_k = 7  # keep me\n\n[fusion]\nw_dense = 0.2\n\n'
                    '[llm]\ntimeout = 30.0\n')
    code = main(["tune", "--dataset", str(beir), "--split", "dev", "--output", str(toml), "--cache-dir", str(tmp_path / "cache")])
    assert code == 0
    out, err = capsys.readouterr()
    assert "| run | nDCG@10 | p | MRR@10 | p |" in out and "(best single)" in out and "chosen:" in out
    assert "only 6 judged queries" in err  # too small to trust
    text = toml.read_text()
    assert text.startswith("# my settings\n[index]\n") and "top_k = 7  # keep me" in text and "timeout = 30.0" in text
    values = read_toml(toml)  # only known settings, still valid TOML
    assert values["index_path"] == "my-index" and values["top_k"] == 7
    assert values["fusion"] in ("rrf", "score", "adaptive", "confidence") and "candidate_k" in values
    if values["fusion"] in ("adaptive", "confidence"):
        assert "w_dense" not in values  # the file's fixed weight would turn the chosen per-query weights off
    assert text.count("[retrieval]") == 1 and text.count("[fusion]") == 1
    config = Config.load(toml, env={})
    # what the file now says builds the chosen variant
    assert f"wrote [fusion] preset = {values['fusion']!r}" in out
    chosen = config_variant(config)
    assert chosen.depth == values["candidate_k"]


def test_tune_function_report_and_dry_run(beir, tmp_path, embed_model):
    report = tune(beir, split="dev", config=Config(), output=None, cache_dir=tmp_path / "cache", embed_model=embed_model)
    assert report.queries == 6 and report.level == "doc" and report.output is None
    assert any("fewer than 30" in w for w in report.warnings)
    assert report.settings == variant_settings(report.chosen)
    assert "sparse" in report.table and "dense" in report.table and paper_variant().name in report.table
    again = tune(beir, split="dev", config=Config(), output=None, cache_dir=tmp_path / "cache", embed_model=embed_model,
                 min_queries=3)
    assert not any("fewer than" in w for w in again.warnings)
    assert again.chosen == report.chosen  # deterministic
    with pytest.raises(Exception, match="no split"):
        tune(beir, split="nope", output=None, cache_dir=tmp_path / "cache", embed_model=embed_model)


def test_write_settings_merges_creates_and_validates(tmp_path):
    path = tmp_path / "new.toml"
    write_settings(path, {"fusion": "score", "fusion_norm": "minmax", "w_dense": 0.4, "w_sparse": 0.6, "candidate_k": 50})
    assert read_toml(path) == {"fusion": "score", "fusion_norm": "minmax", "w_dense": 0.4, "w_sparse": 0.6, "candidate_k": 50}
    assert path.read_text().startswith("[fusion]\npreset = \"score\"\nnorm = \"minmax\"\n")
    # the same settings written the old way (at the top, in [retrieval]) are dropped; the rest stays
    path.write_text('top_k = 5\nrrf_k = 10.0\n[retrieval]\nfusion = "paper"\n[chunking]\nchunk_size = 180\n')
    write_settings(path, {"fusion": "rrf", "rrf_k": 20.0})
    with pytest.warns(SettingMovedWarning):  # top_k and chunk_size are still where an old file had them
        assert read_toml(path) == {"top_k": 5, "fusion": "rrf", "rrf_k": 20.0, "chunk_size": 180}
    assert path.read_text().count("rrf_k") == 1 and "[fusion]\npreset = \"rrf\"\nrrf_k = 20.0" in path.read_text()
    before = path.read_text()
    with pytest.raises(ConfigError):
        write_settings(path, {"fusion": "nonsense"})
    assert path.read_text() == before  # a bad value never reaches the file


def test_variant_settings_round_trip_through_config():
    from muonrag.retrieve.plan import FusionPlan
    from muonrag.retrieve.ranking import AdaptiveWeights, ConfidenceWeights

    for plan in (paper_variant(),
                 paper_variant().replace(method="score", normalisation="zscore", w_dense=0.3, w_sparse=0.7),
                 FusionPlan(method="rrf", k=20.0, adaptive=AdaptiveWeights(base_sparse=0.4, step=0.2), depth=100),
                 FusionPlan(method="score", adaptive=ConfidenceWeights(low=0.1, high=0.6), depth=50),
                 FusionPlan(depth=60).only("sparse")):
        config = Config(**variant_settings(plan))
        assert config_variant(config).name == plan.name
        found = {"dense": [("a", 0.9), ("b", 0.5), ("c", 0.4)], "sparse": [("b", 9.0), ("a", 8.0), ("c", 1.0)]}
        assert config.fusion_plan().weights_for("BIB at 10 TeV", found) == pytest.approx(
            plan.weights_for("BIB at 10 TeV", found))


def test_choose_is_one_procedure_over_all_sets():
    from muonrag.retrieve.plan import FusionPlan
    from muonrag.retrieve.ranking import AdaptiveWeights

    def result(means, best):
        kinds = {"single": FusionPlan(w_sparse=0), "rrf": FusionPlan(method="rrf"), "score": FusionPlan(),
                 "adaptive": FusionPlan(adaptive=AdaptiveWeights())}
        specs = {n: kinds["single" if n in ("sparse", "dense") else k] for n, (k, _, _) in means.items()}
        return {"means": {n: {"nDCG@10": a, "MRR@10": b} for n, (_, a, b) in means.items()}, "specs": specs, "best_single": best}

    sets = {
        "a": result({"sparse": ("single", 0.50, 0.50), "dense": ("single", 0.40, 0.40), "x": ("rrf", 0.56, 0.51),
                     "y": ("score", 0.60, 0.55), "z": ("adaptive", 0.70, 0.49)}, "sparse"),
        "b": result({"sparse": ("single", 0.30, 0.30), "dense": ("single", 0.35, 0.35), "x": ("rrf", 0.40, 0.36),
                     "y": ("score", 0.38, 0.36), "z": ("adaptive", 0.50, 0.50)}, "dense"),
    }
    chosen = choose(sets)
    # z loses MRR on set a; x's worst margin (+0.05) beats y's (+0.03)
    assert chosen["ranking"][0]["name"] == "x" and chosen["variant"].kind == "rrf" and chosen["eligible"]
    assert chosen["ranking"][0]["worst_ndcg_margin"] == pytest.approx(0.05)
    # within the tolerance the simpler variant wins
    assert choose(sets, tolerance=0.05)["ranking"][0]["name"] == "x"


def test_index_builds_the_configured_fusion(open_index, small_corpus):
    from muonrag.retrieve.plan import PRESETS

    index = open_index()
    index.add(small_corpus)
    hybrid = index.retriever("hybrid")
    assert hybrid.plan == index.plan == PRESETS["score"]
    assert index.retriever("hybrid", fusion="paper").plan == PRESETS["paper"]
    assert index.retriever("hybrid", w_dense=0.2, w_sparse=0.8).plan.weights_for("q") == pytest.approx({"dense": 0.2, "sparse": 0.8})
    adaptive = index.retriever("hybrid", fusion="adaptive").plan
    assert adaptive.adaptive is not None and adaptive.weights_for("BIB at 10 TeV") == pytest.approx({"dense": 0.3, "sparse": 0.7})
    hits = index.search("tungsten nozzle opening angle", top_k=3)
    assert hits and all(r.ranks for r in hits)  # each retriever's rank (and raw score) is kept
    assert index.retriever("dense").plan.retrievers == ("dense",) and index.retriever("sparse").plan.retrievers == ("sparse",)
