#!/usr/bin/env python3
"""Retrieval on real pdflatex papers: the test fixtures (revtex4-2, article, elsarticle) and the demo
corpus's compiled two-column papers, with 20 labelled queries.

A chunk is relevant to a query when it holds one of the query's evidence phrases, compared
on letters and digits only (so "orig- inates" and "originates", "10 15" and "10^15" compare
alike): the labels mean the same thing whatever the PDF reader makes of the text. "refs@5" is
the share of queries with a bibliography chunk in their top 5 (one that lists ``[1]``, ``[2]`` ...).

Usage::

    .venv/bin/python benchmarks/bench_papers.py
    # the same measurement of another checkout (for example the code before a change):
    git worktree add /tmp/before HEAD
    PYTHONPATH=/tmp/before .venv/bin/python benchmarks/bench_papers.py
    git worktree remove /tmp/before
"""
from __future__ import annotations

import math
import re
import shutil
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
PAPERS = [*sorted((REPO / "tests" / "fixtures" / "papers").glob("*.pdf"))] + [
    REPO / "muonrag" / "data" / "demo" / name
    for name in ("accelerator/final-cooling.pdf", "detector/crilin.pdf", "mdi/simulation-tools.pdf",
                 "physics/aqgc.pdf", "physics/higgs-self-coupling.pdf")]
# query -> (document file name, evidence phrase)
QUERIES: dict[str, list[tuple[str, str]]] = {
    "timing window efficiency for prompt tracks": [("revtex-timing.pdf", "retains the hits of prompt tracks with an efficiency above 99")],
    "fluence 10^15 neq/cm^2 innermost tracking layers": [("revtex-timing.pdf", "fluence in the innermost tracking layers")],
    "combinatorial load of track reconstruction": [("revtex-timing.pdf", "combinatorial load of track reconstruction")],
    "Geant4 simulation toolkit": [("revtex-timing.pdf", "transported through the detector with Geant4")],
    "low-gain avalanche detectors with 30 ps resolution": [("revtex-timing.pdf", "avalanche detectors with a resolution of about 30")],
    "where does the beam-induced background originate": [("revtex-timing.pdf", "originates from the decay of muons")],
    "hit rate in the first vertex layer per cm^2 per bunch crossing": [("revtex-timing.pdf", "hit rate in the first vertex layer exceeds")],
    "final cooling transverse emittance 25 micron": [("article-cooling.pdf", "transverse emittance of the muon beam to about 25"),
                                                     ("final-cooling.pdf", "final cooling")],
    "luminosity goal of 10^35 cm^-2 s^-1": [("article-cooling.pdf", "luminosity goal of")],
    "absorber momentum from 135 MeV/c to 70 MeV/c": [("article-cooling.pdf", "the momentum falls from about 135")],
    "field errors in the solenoid strength": [("article-cooling.pdf", "field errors of one part in")],
    "lead fluoride crystals read out by silicon photomultipliers": [("elsarticle-calorimeter.pdf", "lead fluoride crystals read out by silicon photomultipliers")],
    "calorimeter neutron fluence 10^14 per year": [("elsarticle-calorimeter.pdf", "neutron fluence about")],
    "time of flight correction window of 250 ps": [("elsarticle-calorimeter.pdf", "only hits within a window of 250")],
    "radiation resistance of lead fluoride Cherenkov crystals": [("elsarticle-calorimeter.pdf", "lead fluoride is a cherenkov radiator")],
    "precision on the trilinear Higgs self-coupling at 10 TeV": [("higgs-self-coupling.pdf", "the expected precision on the trilinear self-coupling is about 4")],
    "Eboli basis of dimension-eight operators": [("aqgc.pdf", "eboli basis")],
    "CRILIN crystal calorimeter with longitudinal information": [("crilin.pdf", "stands for crystal calorimeter with longitudinal")],
    "number of muon decays per metre": [("simulation-tools.pdf", "decays per metre")],
    "FLUKA LineBuilder machine geometry": [("simulation-tools.pdf", "linebuilder")],
}
MODES = ("sparse", "dense", "hybrid")
K = 10
_BIBLIOGRAPHY = re.compile(r"(?m)^\s*\[\d{1,3}\]\s")


def squash(text: str) -> str:
    return re.sub(r"[^a-z0-9]", "", text.lower())


def relevant(hit, labels) -> bool:
    name = Path(hit.metadata.get("source", hit.doc_id)).name
    return any(name == doc and squash(phrase) in squash(hit.text) for doc, phrase in labels)


def main() -> int:
    import muonrag
    from muonrag import Config, MuonIndex

    print(f"muonrag from {Path(muonrag.__file__).parent}", file=sys.stderr)
    with tempfile.TemporaryDirectory() as tmp:
        corpus = Path(tmp) / "papers"
        corpus.mkdir()
        for pdf in PAPERS:
            shutil.copy(pdf, corpus / pdf.name)
        with MuonIndex.open(config=Config(index_path=Path(tmp) / "index"), create=True) as index:
            report = index.add(corpus)
            nodes = list(index.chunks.nodes())
            judged = {q: sum(relevant(_Hit(n), labels) for n in nodes) for q, labels in QUERIES.items()}
            missing = [q for q, n in judged.items() if n == 0]
            rows = []
            for mode in MODES:
                totals = {"nDCG@10": 0.0, "Recall@10": 0.0, "MRR@10": 0.0, "Hit@5": 0.0, "refs@5": 0.0}
                for query, labels in QUERIES.items():
                    hits = list(index.search(query, mode=mode, top_k=K))
                    gains = [relevant(h, labels) for h in hits]
                    ideal = sum(1 / math.log2(i + 2) for i in range(min(judged[query], K)))
                    dcg = sum(g / math.log2(i + 2) for i, g in enumerate(gains))
                    totals["nDCG@10"] += dcg / ideal if ideal else 0.0
                    totals["Recall@10"] += sum(gains) / judged[query] if judged[query] else 0.0
                    totals["MRR@10"] += next((1 / (i + 1) for i, g in enumerate(gains) if g), 0.0)
                    totals["Hit@5"] += any(gains[:5])
                    totals["refs@5"] += any(len(_BIBLIOGRAPHY.findall(h.text)) >= 2 for h in hits[:5])
                rows.append((mode, {k: v / len(QUERIES) for k, v in totals.items()}))
    print(f"{len(PAPERS)} papers, {report.chunks_added} chunks, {len(QUERIES)} queries"
          f"{'; no relevant chunk for: ' + ', '.join(missing) if missing else ''}")
    names = list(rows[0][1])
    print("| mode | " + " | ".join(names) + " |")
    print("|---|" + "---:|" * len(names))
    for mode, values in rows:
        print(f"| {mode} | " + " | ".join(f"{values[n]:.3f}" for n in names) + " |")
    return 0


class _Hit:
    """A stored chunk seen like a search hit (text, doc id, metadata)."""

    def __init__(self, node):
        self.text, self.metadata, self.doc_id = node.text, node.metadata, node.metadata.get("doc_id", "")


if __name__ == "__main__":
    sys.exit(main())
