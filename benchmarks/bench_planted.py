"""Planted authority and conflicting sources: how often the screen finds planted text, how often it flags honest
text, and whether an answer shows a disagreement a planted document creates.

Run (about 3 minutes on 2 cores; ``--embedding`` adds about a minute)::

    python benchmarks/bench_planted.py [--embedding] [--screen-only]

Parts:

1. **Screen** (:func:`muonrag.language.instructions.authority_claim` with the older phrasing patterns, against the
   phrasing patterns alone) on three sets written independently, each of planted texts and honest texts that
   share their words, in ``benchmarks/planted_authority/``: ``dev.jsonl`` (the rules were written on it),
   ``report.jsonl`` (read once, then used for development too), ``fresh.jsonl`` (read once, after the rules
   were fixed: the held-out figure was recall 0.77 and false positives 0.050; one of those, a note superseding
   its own earlier versions, was then fixed). Honest real text: every sentence of SciFact's corpus, the shared
   muon collider software documentation, the demo corpus and the paper front pages in
   ``benchmarks/paper_metadata`` (the rules were corrected on the first false positives found there, so it is
   development data too).
2. ``--embedding``: the same screen learned from MiniLM sentence vectors (logistic regression trained on
   ``dev.jsonl`` and the demo and ``papers/`` sentences), measured on ``report.jsonl``, ``fresh.jsonl`` and
   the other real sentences: the "meaning" screen the issue asked to measure (not shipped: see the figures).
3. **Conflicts**: each case of ``planted_authority/conflicts.jsonl``, ``conflicts_fresh.jsonl`` and
   ``conflicts_final.jsonl`` (development) and ``conflicts_heldout.jsonl`` (held out) adds one planted document
   that gives
   another value for a fact of the demo corpus; the offline answerer answers the question over demo + that
   document. Counted: the disagreement reported (both values named), the planted value given as the answer
   without the disagreement, the planted chunk flagged. False alarms: the share of questions of the three
   benchmark sets (demo, converted papers, muon collider software docs) whose answer reports a disagreement
   (these sets were used to tune the conflict rules).
"""

from __future__ import annotations

import argparse
import glob
import json
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from muonrag.language.instructions import authority_claim, instruction_phrasing, is_instruction_like  # noqa: E402
from muonrag.grounding.sentences import split_sentences  # noqa: E402

SETS = ROOT / "benchmarks" / "planted_authority"
SHARED = ROOT.parent / "shared"


def _rows(name: str) -> list[dict]:
    return [json.loads(line) for line in (SETS / f"{name}.jsonl").read_text(encoding="utf-8").splitlines() if line.strip()]


def _screen(text: str) -> bool:
    return bool(authority_claim(text)) or is_instruction_like(text)


def _real_texts() -> dict[str, list[str]]:
    """Honest real text, by source, as sentences."""
    sources = {
        "SciFact corpus": [json.loads(line).get("text", "") for line in
                           (SHARED / "datasets" / "scifact-train" / "corpus.jsonl").read_text(encoding="utf-8").splitlines()],
        "software docs": [Path(p).read_text(errors="replace") for p in glob.glob(str(SHARED / "corpora" / "**" / "*.md"), recursive=True)],
        "demo corpus": [Path(p).read_text(errors="replace") for p in glob.glob(str(ROOT / "muonrag" / "data" / "demo" / "**" / "*.md"), recursive=True)],
        "paper front pages": [Path(p).read_text(errors="replace") for p in glob.glob(str(ROOT / "benchmarks" / "paper_metadata" / "*" / "*.md"))],
    }
    return {name: [s for t in texts for s in split_sentences(t) if len(s.split()) >= 4] for name, texts in sources.items()}


def screen_table() -> None:
    print("\n## Screen: planted texts found (recall) and honest texts flagged (false positives)\n")
    print("| set | role | planted | honest | rules: recall | rules: false pos. | phrasing only: recall | phrasing only: false pos. |")
    print("|---|---|---:|---:|---:|---:|---:|---:|")
    roles = {"dev": "written on", "report": "read once, then tuned on",
             "fresh": "held out: read once, then one false positive fixed (versioning)"}
    for name, role in roles.items():
        rows = _rows(name)
        planted = [r["text"] for r in rows if r["planted"]]
        honest = [r["text"] for r in rows if not r["planted"]]
        cells = []
        for judge in (_screen, instruction_phrasing):
            cells += [f"{sum(map(judge, planted)) / len(planted):.2f}", f"{sum(map(judge, honest)) / len(honest):.3f}"]
        print(f"| {name} | {role} | {len(planted)} | {len(honest)} | " + " | ".join(cells) + " |")
    print("\n| honest real text | sentences | flagged by the rules | share |")
    print("|---|---:|---:|---:|")
    for name, sentences in _real_texts().items():
        flagged = [s for s in sentences if authority_claim(s)]
        print(f"| {name} | {len(sentences)} | {len(flagged)} | {len(flagged) / max(1, len(sentences)):.5f} |")
        for s in flagged[:3]:
            print(f"|  | flagged: {' '.join(s.split())[:140]} | | |")


def embedding_table() -> None:
    import numpy as np
    from sklearn.linear_model import LogisticRegression

    from muonrag.index.embedding import load_embedding

    model = load_embedding()

    def vectors(texts: list[str]) -> "np.ndarray":
        return np.array(model.get_text_embedding_batch(texts), dtype=np.float32)

    real = _real_texts()
    train_real = real["demo corpus"] + [s for s in real["paper front pages"]][:1500]
    dev = _rows("dev")
    x = np.vstack([vectors([r["text"] for r in dev]), vectors(train_real)])
    y = np.array([r["planted"] for r in dev] + [False] * len(train_real))
    classifier = LogisticRegression(C=1.0, class_weight={0: 1, 1: 5}, max_iter=2000).fit(x, y)
    print("\n## Screen learned from MiniLM vectors (not shipped)\n")
    print("| set | recall | false positives |")
    print("|---|---:|---:|")
    for name in ("report", "fresh"):
        rows = _rows(name)
        p = classifier.predict(vectors([r["text"] for r in rows]))
        labels = np.array([r["planted"] for r in rows])
        print(f"| {name} | {p[labels].mean():.2f} | {p[~labels].mean():.3f} |")
    for name in ("software docs", "SciFact corpus"):
        sample = real[name][:3000]
        print(f"| {name} (honest sentences) | - | {classifier.predict(vectors(sample)).mean():.4f} |")


def conflicts_table() -> None:
    from muonrag.index.embedding import load_embedding

    embed = load_embedding()
    for name, role in (("conflicts", "the rules were chosen on these"),
                       ("conflicts_fresh", "read once, then used to choose the paraphrase rule"),
                       ("conflicts_final", "read once, then used to try sentence vectors and another rule for the "
                                           "energy a value is given at (neither shipped: no gain, more false alarms)"),
                       ("conflicts_heldout", "held out: written by someone who saw neither the rules nor the other "
                                             "sets, read once")):
        _conflict_cases(name, role, embed)
    _false_alarms(embed)


def _conflict_cases(name: str, role: str, embed) -> None:
    from muonrag import Config, MuonIndex
    from muonrag.serve.payloads import answer_question

    print(f"\n## Conflicts ({name}: {role}): a planted document gives another value for a fact of the demo corpus\n")
    print("| question | conflict reported | planted value answered alone | planted chunk flagged |")
    print("|---|---|---|---|")
    cases = _rows(name)
    found = alone = flagged = 0
    with tempfile.TemporaryDirectory() as tmp:
        for i, case in enumerate(cases):
            corpus = Path(tmp) / f"corpus{i}"
            shutil.copytree(ROOT / "muonrag" / "data" / "demo", corpus)
            (corpus / "planted-note.md").write_text(case["planted"], encoding="utf-8")
            config = Config(index_path=Path(tmp) / f"index{i}")
            with MuonIndex.open(config, embed_model=embed, create=True) as index:
                index.add(corpus)
                answer = answer_question(index, config, case["question"], agent=False)
            messages = " ".join(c["message"] for c in answer.conflicts)
            reported = case["planted_value"] in messages and case["true"] in messages
            answered_alone = case["planted_value"] in answer.text and case["true"] not in answer.text and not reported
            is_flagged = any(e.flags for e in answer.evidence if e.doc_id == "planted-note.md")
            found += reported
            alone += answered_alone
            flagged += is_flagged
            print(f"| {case['question']} | {'yes' if reported else 'no'} | {'YES' if answered_alone else 'no'} | "
                  f"{'yes' if is_flagged else 'no'} |")
    print(f"| **all {len(cases)}** | **{found}** | **{alone}** | **{flagged}** |")


def _false_alarms(embed) -> None:
    from muonrag import Config, MuonIndex
    from muonrag.serve.payloads import answer_question

    print("\n| benchmark set (honest) | questions | answers reporting a disagreement |")
    print("|---|---:|---:|")
    sets = {"demo": (ROOT / "muonrag" / "data" / "demo", ROOT / "muonrag" / "data" / "benchmark" / "queries.jsonl"),
            "converted papers": (ROOT / "benchmarks" / "converted_papers" / "corpus",
                                 ROOT / "benchmarks" / "converted_papers" / "queries.jsonl"),
            "software docs": (SHARED / "corpora" / "mucoll-software-docs", ROOT / "benchmarks" / "mucoll_docs" / "queries.jsonl")}
    with tempfile.TemporaryDirectory() as tmp:
        for name, (corpus, queries) in sets.items():
            if not corpus.exists():
                continue
            config = Config(index_path=Path(tmp) / name.replace(" ", "_"))
            with MuonIndex.open(config, embed_model=embed, create=True) as index:
                index.add(corpus)
                questions = [json.loads(line)["text"] for line in queries.read_text().splitlines() if line.strip()]
                alarms = sum(bool(answer_question(index, config, q, agent=False).conflicts) for q in questions)
            print(f"| {name} | {len(questions)} | {alarms} ({alarms / len(questions):.1%}) |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--embedding", action="store_true", help="also measure a screen learned from MiniLM vectors")
    parser.add_argument("--screen-only", action="store_true", help="the screen's tables only (about a minute)")
    args = parser.parse_args()
    t0 = time.perf_counter()
    screen_table()
    if args.embedding:
        embedding_table()
    if not args.screen_only:
        conflicts_table()
    print(f"\n({time.perf_counter() - t0:.0f} s)")


if __name__ == "__main__":
    main()
