"""The learned judge (issue 44): the shipped int8 ONNX cross-encoder, run for real.

What is asserted is what the engine relies on: the files ship and load without
a download, an install without them still answers (rules only) and says so,
scores are deterministic and the same from several threads, a doubted claim is
settled by the judge's real score, and the judge never sees a claim a rule
failed. How *well* it judges is measured on held-out pairs by
``benchmarks/bench_judge.py`` and ``benchmarks/bench_claims.py --settings rules,judge``.
"""

from __future__ import annotations

import json
import threading

import pytest

from muonrag.answer.engine import ground_generated, offline_judge
from muonrag.answer.schema import Evidence
from muonrag.config import Config
from muonrag.errors import ConfigError
from muonrag.grounding import learned
from muonrag.grounding.judge import FallbackJudge, JudgeItem, Judgement
from muonrag.grounding.learned import LearnedJudge, evidence_text, judge_status
from muonrag.grounding.verify import ClaimToVerify, format_claims

RING = "The collider ring of the 10 TeV muon collider has a circumference of about 10 km."


@pytest.fixture(scope="module")
def judge() -> LearnedJudge:
    return LearnedJudge()


def chunk(text: str, number: int = 1) -> Evidence:
    return Evidence(number=number, node_id=f"n{number}", doc_id=f"d{number}.md", title="Muon collider design study",
                    section=None, text=text, score=1.0)


def reply(*claims: tuple[str, int, str]) -> str:
    return json.dumps({"claims": [{"text": t, "evidence": [{"n": n, "quote": q}]} for t, n, q in claims]})


def test_the_judge_ships_with_the_package_and_says_how_it_was_calibrated():
    status = judge_status()
    assert status.available, status.reason
    settings = json.loads((status.path / learned.SETTINGS_FILE).read_text())
    assert 0 < settings["threshold"] < 1 and settings["max_length"] == 128
    assert set(settings["calib_balanced_accuracy"]) == {"scifact", "attributionbench", "wice"}
    assert (status.path / "MODEL_CARD.md").is_file()


def test_an_install_without_the_model_answers_with_the_rules_and_says_so(tmp_path, monkeypatch):
    status = judge_status(tmp_path)
    assert not status.available and "judge-int8.onnx" in status.reason
    with pytest.raises(FileNotFoundError, match="cannot run"):
        LearnedJudge(tmp_path)
    monkeypatch.setattr(learned, "DATA", tmp_path)  # the package as installed without its data file
    assert offline_judge("auto") is None
    with pytest.raises(ConfigError, match="judge = \"learned\" cannot be used"):
        offline_judge("learned")


def test_a_damaged_settings_file_is_reported_not_raised(tmp_path):
    for name in (learned.MODEL_FILE, learned.TOKENIZER_FILE):
        (tmp_path / name).write_bytes(b"x")
    (tmp_path / learned.SETTINGS_FILE).write_text("{not json")
    status = judge_status(tmp_path)
    assert not status.available and "cannot be read" in status.reason


def test_scores_are_probabilities_that_rank_a_restatement_above_an_unrelated_claim(judge):
    scores = judge.scores([("The 10 TeV muon collider ring has a circumference of about 10 km.", RING),
                           ("Bananas are a good source of potassium and are eaten worldwide.", RING)])
    assert scores.shape == (2,) and all(0.0 <= s <= 1.0 for s in scores)
    assert scores[0] > scores[1]


def test_scores_are_deterministic_and_the_same_from_several_threads(judge):
    pairs = [(f"The ring has a circumference of about {n} km.", RING) for n in range(1, 13)]
    expected = judge.scores(pairs)
    assert (judge.scores(pairs) == expected).all()
    fresh = LearnedJudge()  # loads lazily, under its lock, while four threads ask at once
    results: list = [None] * 4

    def run(i: int) -> None:
        results[i] = fresh.scores(pairs)

    threads = [threading.Thread(target=run, args=(i,)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert all((r == expected).all() for r in results)


def test_the_judge_reads_each_quote_in_its_whole_sentence():
    item = JudgeItem("The ring is 10 km long", {1: ["circumference of about 10 km"]},
                     {1: [{"quote": "circumference of about 10 km", "sentence": RING, "setting": "muon collider"}]})
    assert evidence_text(item) == RING
    assert evidence_text(JudgeItem("c", {2: ["a quote"]})) == "a quote"


def test_a_doubted_claim_is_settled_by_the_judges_real_score_and_a_failed_claim_is_never_shown(judge):
    evidence = chunk("The nozzles are made of tungsten. They sit 6 cm from the IP. "
                     "The absorber is kept at cryogenic temperature.")
    text = reply(("The tungsten nozzles are kept at cryogenic temperature", 1, "The nozzles are made of tungsten"),
                 ("The nozzles are made of copper", 1, "The nozzles are made of tungsten"))
    question = "What are the nozzles made of?"
    offline = ground_generated(question, text, [evidence])
    assert offline.abstained and "words.outside" in {r["rule"] for r in offline.removals}
    judged = ground_generated(question, text, [evidence], judge=judge)
    [copper] = [r for r in judged.removals if "copper" in r["claim"]]
    assert copper["rule"] == "name.held"  # the rule's failure stands: the judge was never asked
    item = JudgeItem("The tungsten nozzles are kept at cryogenic temperature",
                     {1: ["The nozzles are made of tungsten"]},
                     {1: [{"quote": "The nozzles are made of tungsten", "sentence": "The nozzles are made of tungsten."}]},
                     ("doubted",))
    [verdict] = judge.judge(question, [item])
    assert verdict.score is not None and verdict.supported == (verdict.score >= judge.threshold)
    kept = [c.text for c in judged.claims]
    assert kept == (["The tungsten nozzles are kept at cryogenic temperature."] if verdict.supported else [])
    assert judged.abstained == (not verdict.supported)


def test_a_kept_claim_is_removed_only_below_reject_below():
    strict, lenient = LearnedJudge(threshold=0.5, reject_below=1.0), LearnedJudge(threshold=0.5, reject_below=0.0)
    item = JudgeItem("The ring has a circumference of about 10 km", {1: [RING]})
    assert strict.judge("", [item])[0].supported is False
    assert lenient.judge("", [item])[0].supported is True


class _Silent:
    """A judge that gives no verdict, as the LLM's verify pass does when the endpoint fails."""

    name = "llm"
    note = "the endpoint timed out"

    def judge(self, question, items):
        return [Judgement(None) for _ in items]


def test_claims_an_endpoint_left_without_verdict_go_to_the_learned_judge(judge):
    item = JudgeItem("The ring has a circumference of about 10 km", {1: [RING]}, doubts=("doubted",))
    chain = FallbackJudge(_Silent(), judge)
    [verdict] = chain.judge("How long is the ring?", [item])
    assert verdict.supported is not None and verdict.score is not None
    assert "timed out" in chain.note and "judged by the learned judge" in chain.note


def test_the_verify_prompt_shows_a_second_opinion_only_when_asked():
    claim = ClaimToVerify("The ring is 10 km long", {1: ["circumference of about 10 km"]})
    assert "second opinion" not in format_claims([claim])
    claim.opinion = "the learned checker calls it supported (score 0.91)"
    assert "a second opinion: the learned checker calls it supported (score 0.91)" in format_claims([claim])


def test_the_judge_setting_is_checked():
    assert Config().judge == "auto" and Config().judge_second_opinion is False
    with pytest.raises(ConfigError, match="judge must be"):
        Config(judge="oracle")
    assert isinstance(offline_judge("learned"), LearnedJudge) and offline_judge("none") is None


def test_info_says_whether_the_learned_judge_runs(demo_index_dir, capsys, tmp_path, monkeypatch):
    from muonrag.cli import main

    assert main(["info", "--index", str(demo_index_dir)]) == 0
    line = next(ln for ln in capsys.readouterr().out.splitlines() if ln.startswith("judge"))
    assert "learned (int8 ONNX" in line and ("on by default" in line or "an option" in line)
    monkeypatch.setattr(learned, "DATA", tmp_path)
    assert main(["info", "--index", str(demo_index_dir), "--json"]) == 0
    info = json.loads(capsys.readouterr().out)
    assert info["judge"]["available"] is False and "not installed" in info["judge"]["reason"]
