#!/usr/bin/env python3
"""Front-matter metadata of real papers: title, first author, authors, year, arXiv id, DOI and
report numbers, as muonrag's loader reads them, against what each paper prints.

Five sets (``benchmarks/paper_metadata/README.md`` says how they were made):

- ``papers``: 48 first pages of real HEP / accelerator / detector papers, reconstructed from
  memory in the output styles of four PDF-to-Markdown converters (markitdown, marker, docling,
  a converter that writes ``# arXiv:ID`` first); truth in ``paper_metadata/truth.jsonl``;
- ``corpus``: the 19 converted documents of ``benchmarks/converted_papers/corpus/``, with the
  truth read off their text (``paper_metadata/corpus_truth.jsonl``; most have no authors);
- ``generated``: PDFs made here with fpdf2 and LaTeX sources (``.tex``, which muonrag reads
  directly; also compiled to PDF when ``pdflatex`` is on the PATH), written to a temporary
  folder at run time, truth known from what was written;
- ``fresh``: a held-out set of 39 more first pages of real papers, reconstructed from memory in the
  same four converter styles, written after the extractor had been tuned on the sets above and
  never used to tune it; truth in ``paper_metadata/fresh/truth.jsonl``. Its entries have split
  ``fresh`` (not ``dev`` / ``report``); it is loaded only when named (``--sets fresh``) or with
  ``--split fresh``, and ``--check-truth`` covers it.
- ``final``: a last held-out set of reconstructed first pages of real papers, made the same way
  as ``fresh`` but by someone who had read neither the extractor nor the files of the other
  sets; truth in ``paper_metadata/final/truth.jsonl``, split ``final``, loaded only when named
  (``--sets final``) or with ``--split final``; ``--check-truth`` covers it.

Every file is read with :func:`muonrag.ingest.loaders.load_file`; the fields come from the
document's ``metadata`` (``title``, ``authors``, ``year``, ``arxiv_id``, ``doi``,
``report_numbers``); a missing key counts as not found.

Comparison, field by field:

- ``title``: case-insensitive, whitespace collapsed, typographic quotes and dashes unified, trailing
  ``.,;:`` dropped; footnote marks, markup or converter spaces left in the extracted title make it
  wrong. ``title~`` (loose) compares letters and digits only, accents folded: what the strict
  score loses to marks and spacing alone.
- ``first_author``: the family name the paper prints (for a collaboration, the collaboration
  name without "The"), accents folded; the extracted first author must end with it as whole words
  (``J. de Favereau`` for ``de Favereau``), or start with it followed by a comma. Entries without
  printed authors are left out of this field and of ``authors``.
- ``authors``: the same number of names, each ending with the printed name's last word.
- ``year``: the year of the work as printed (a dated line, else the conference, else the journal
  issue, else the arXiv id); entries where nothing is printed are left out.
- ``arxiv_id``: without ``arXiv:`` and version, old-style ids with their archive
  (``hep-ex/9807003``); right when both are absent.
- ``doi``: lower case, without ``https://doi.org/`` / ``doi:``; right when both are absent.
- ``report_numbers``: the set printed (case and spaces folded); conference paper codes, PoS ids
  and ISBNs may be returned or not (``report_numbers_optional``); right when both are empty.

It also lists every extracted title that is an author line, a report number or a heading or
label of the file ("ORIGINAL RESEARCH", "Abstract", "1 Introduction") rather than the title.

Usage::

    .venv/bin/python benchmarks/bench_metadata.py                  # all splits of papers, corpus, generated
    .venv/bin/python benchmarks/bench_metadata.py --sets fresh     # the held-out set only
    .venv/bin/python benchmarks/bench_metadata.py --split fresh    # the same
    .venv/bin/python benchmarks/bench_metadata.py --sets final     # the final held-out set only
    .venv/bin/python benchmarks/bench_metadata.py --split final    # the same
    .venv/bin/python benchmarks/bench_metadata.py --split dev      # the half to tune on
    .venv/bin/python benchmarks/bench_metadata.py --split report --json out/metadata.json
    .venv/bin/python benchmarks/bench_metadata.py --check-truth    # truth values printed in the files? (all five sets)

The ``dev`` / ``report`` split of each entry is fixed by a hash of its file name
(``sha256(name) % 2 == 0`` -> dev); the ``fresh`` and ``final`` sets are each their own split. The script always exits 0: it
measures, it does not test.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import logging
import re
import shutil
import subprocess
import sys
import tempfile
import time
import unicodedata
from collections import Counter
from pathlib import Path
from typing import Any, Optional

REPO = Path(__file__).resolve().parents[1]
HERE = REPO / "benchmarks" / "paper_metadata"
PAPERS = HERE / "papers"
FRESH = HERE / "fresh"
FINAL = HERE / "final"
HELD_OUT = ("fresh", "final")  # sets that are their own split
DEFAULT_SETS = ("papers", "corpus", "generated")
ALL_SETS = (*DEFAULT_SETS, *HELD_OUT)
CORPUS = REPO / "benchmarks" / "converted_papers" / "corpus"
FIELDS = ("title", "title~", "first_author", "authors", "year", "arxiv_id", "doi", "report_numbers")
sys.path.insert(0, str(REPO))


def split_of(name: str) -> str:
    return "dev" if int(hashlib.sha256(name.encode()).hexdigest(), 16) % 2 == 0 else "report"


# --------------------------------------------------------------------------- normalisation

_DASHES = dict.fromkeys(map(ord, "\u2010\u2011\u2012\u2013\u2014\u2015\u2212"), "-")
_QUOTES = {ord("\u2018"): "'", ord("\u2019"): "'", ord("\u02bc"): "'", ord("\u201c"): '"', ord("\u201d"): '"'}
_MARKS = "∗*†‡§¶#"


def strict(text: Any) -> str:
    """Case, spaces, quote and dash forms and trailing ``.,;:`` folded; nothing else removed."""
    text = unicodedata.normalize("NFC", str(text or "")).translate(_DASHES).translate(_QUOTES)
    return re.sub(r"\s+", " ", text).strip().rstrip(".,;:").strip().casefold()


def loose(text: Any) -> str:
    """Letters and digits only, accents folded (ß kept as ss by casefold)."""
    text = unicodedata.normalize("NFKD", str(text or ""))
    text = "".join(c for c in text if not unicodedata.combining(c)).casefold()
    return re.sub(r"[^0-9a-z]", "", text)


def words(text: Any) -> list[str]:
    """Accent-folded lower-case words of a name; apostrophes kept inside words, other punctuation splits."""
    text = unicodedata.normalize("NFKD", str(text or "")).translate(_QUOTES)
    text = "".join(c for c in text if not unicodedata.combining(c)).casefold()
    return [w for w in re.split(r"[^0-9a-z']+", text) if w.strip("'")]


def family_matches(got: Any, family: str) -> bool:
    """``got`` (a full name as extracted) names the person whose printed family name is ``family``."""
    if not got:
        return False
    want = words(re.sub(r"^\s*the\s+", "", family, flags=re.I))
    got_s = re.sub(r"^\s*the\s+", "", str(got), flags=re.I)
    if "," in got_s and words(got_s.split(",", 1)[0]) == want:  # "Mokhov, N. V."
        return True
    have = words(got_s)
    return bool(want) and len(have) >= len(want) and have[-len(want):] == want and len(have) <= len(want) + 4


def as_list(value: Any) -> list[str]:
    if value is None:
        return []
    if isinstance(value, str):
        parts = re.split(r"\s*(?:;|,|\band\b|\n)\s*", value)
        return [p for p in parts if p.strip()]
    if isinstance(value, (list, tuple)):
        out = []
        for item in value:
            if isinstance(item, dict):
                item = item.get("name") or item.get("full_name") or " ".join(str(v) for v in item.values())
            if str(item).strip():
                out.append(str(item))
        return out
    return [str(value)]


def norm_arxiv(value: Any) -> str:
    text = str(value or "").strip()
    text = re.sub(r"^(?:arxiv:|https?://arxiv\.org/abs/)", "", text, flags=re.I)
    return re.sub(r"v\d+$", "", text.strip()).casefold()


def norm_doi(value: Any) -> str:
    text = str(value or "").strip()
    text = re.sub(r"^(?:https?://(?:dx\.)?doi\.org/|doi:\s*)", "", text, flags=re.I)
    return text.rstrip(".,;").casefold()


def norm_report(value: Any) -> str:
    return re.sub(r"\s+", " ", str(value or "")).strip().rstrip(".,;:").casefold()


def arxiv_year(arxiv: Optional[str]) -> Optional[int]:
    if not arxiv:
        return None
    m = re.search(r"(?:^|/)(\d{2})(\d{2})[.\d]", arxiv)
    if not m:
        return None
    yy = int(m.group(1))
    return (1900 + yy) if yy >= 91 else (2000 + yy)


# --------------------------------------------------------------------------- generated documents

PDF_SPECS: list[dict[str, Any]] = [
    dict(file="neuffer-muon-cooling-1983.pdf", right=["FERMILAB-FN-378"],
         title_lines=["Principles and Applications of Muon Cooling"],
         authors=[("David Neuffer", "")], affiliations=["Fermi National Accelerator Laboratory, Batavia, IL 60510"],
         date="April 1983",
         truth=dict(title="Principles and Applications of Muon Cooling", first_author="Neuffer",
                    authors=["David Neuffer"], year=1983, arxiv_id=None, doi=None, report_numbers=["FERMILAB-FN-378"]),
         abstract="The principles and the limitations of ionization cooling of muon beams are discussed. A muon "
                  "passing through an absorber loses energy by ionization in all directions, and the longitudinal "
                  "momentum is restored by acceleration, which reduces the transverse momentum spread. The "
                  "equilibrium between this cooling and the heating by multiple scattering is derived, and "
                  "applications to muon colliders and to high intensity muon beams are outlined."),
    dict(file="barger-higgs-schannel-1996.pdf", stamp="arXiv:hep-ph/9602415v1  27 Feb 1996",
         right=["MADPH-95-922", "UCD-96-6", "IUHET-323"], date="February 1996",
         title_lines=["Higgs Boson Physics in the s-Channel at µ+µ- Colliders"],
         authors=[("V. Barger", "a"), ("M.S. Berger", "b"), ("J.F. Gunion", "c"), ("T. Han", "c")],
         affiliations=["a Physics Department, University of Wisconsin, Madison, WI 53706, USA",
                       "b Physics Department, Indiana University, Bloomington, IN 47405, USA",
                       "c Physics Department, University of California, Davis, CA 95616, USA"],
         truth=dict(title="Higgs Boson Physics in the s-Channel at µ+µ- Colliders", first_author="Barger",
                    authors=["V. Barger", "M.S. Berger", "J.F. Gunion", "T. Han"], year=1996,
                    arxiv_id="hep-ph/9602415", doi=None, report_numbers=["MADPH-95-922", "UCD-96-6", "IUHET-323"]),
         abstract="A muon collider operating at a centre-of-mass energy equal to the Higgs boson mass could produce "
                  "Higgs bosons in the s-channel with a large rate, because the coupling of the Higgs boson to muons "
                  "is larger than to electrons by the ratio of their masses. We show that the mass and the total width "
                  "of a light Higgs boson can be measured directly with a scan of the line shape, provided that the "
                  "beam energy spread is of order 0.003 per cent."),
    dict(file="thomson-pandorapfa-2009.pdf", stamp="arXiv:0907.3577v1  [physics.ins-det]  21 Jul 2009",
         title_lines=["Particle Flow Calorimetry and the PandoraPFA Algorithm"], authors=[("M.A. Thomson", "")],
         affiliations=["Cavendish Laboratory, University of Cambridge, JJ Thomson Avenue, Cambridge CB3 0HE, UK"],
         truth=dict(title="Particle Flow Calorimetry and the PandoraPFA Algorithm", first_author="Thomson",
                    authors=["M.A. Thomson"], year=2009, arxiv_id="0907.3577", doi=None, report_numbers=[]),
         abstract="The Particle Flow approach to calorimetry promises to deliver unprecedented jet energy resolution "
                  "for experiments at a future high energy linear collider. This paper describes the PandoraPFA "
                  "particle flow algorithm, which is then used to perform the first systematic study of the potential "
                  "of high granularity particle flow calorimetry, and to identify the contributions to the jet energy "
                  "resolution from the intrinsic calorimeter resolution and from confusion."),
    dict(file="brondolin-conformal-2019.pdf", stamp="arXiv:1908.00256v1  [physics.ins-det]  1 Aug 2019",
         right=["CLICdp-Pub-2019-002", "1 August 2019"],
         title_lines=["Conformal Tracking for All-Silicon Trackers", "at Future Electron-Positron Colliders"],
         authors=[("E. Brondolin", "1"), ("F. Gaede", "2"), ("D. Hynds", "1"), ("E. Leogrande", "1"),
                  ("A. Sailer", "1"), ("R. Simoniello", "1")],
         affiliations=["1 CERN, Geneva, Switzerland", "2 DESY, Hamburg, Germany"],
         truth=dict(title="Conformal Tracking for All-Silicon Trackers at Future Electron-Positron Colliders",
                    first_author="Brondolin", authors=["E. Brondolin", "F. Gaede", "D. Hynds", "E. Leogrande",
                                                       "A. Sailer", "R. Simoniello"],
                    year=2019, arxiv_id="1908.00256", doi=None, report_numbers=["CLICdp-Pub-2019-002"]),
         abstract="Conformal tracking is a pattern recognition method for all-silicon trackers that combines a "
                  "conformal mapping of the hits, in which helical tracks from the interaction point become straight "
                  "lines, with a cellular automaton that builds the track candidates. It was developed for the CLIC "
                  "detector and is robust against the beam-induced backgrounds expected at future colliders."),
    dict(file="fastjet-manual-2011.pdf", stamp="arXiv:1111.6097v1  [hep-ph]  25 Nov 2011",
         right=["CERN-PH-TH/2011-297"], title_lines=["FastJet user manual"], subtitle="(for version 3.0.2)",
         authors=[("Matteo Cacciari", "1,2"), ("Gavin P. Salam", "3,1,4"), ("Gregory Soyez", "5")],
         affiliations=["1 LPTHE, UPMC Univ. Paris 6 and CNRS UMR 7589, Paris, France",
                       "2 Universite Paris Diderot, Paris, France", "3 CERN, PH-TH, Geneva, Switzerland",
                       "4 Department of Physics, Princeton University, Princeton, NJ, USA",
                       "5 Institut de Physique Theorique, CEA Saclay, Gif-sur-Yvette, France"],
         truth=dict(title="FastJet user manual", first_author="Cacciari",
                    authors=["Matteo Cacciari", "Gavin P. Salam", "Gregory Soyez"], year=2011,
                    arxiv_id="1111.6097", doi=None, report_numbers=["CERN-PH-TH/2011-297"]),
         headings=["(for version 3.0.2)"],
         abstract="FastJet is a C++ package that provides a broad range of jet finding and analysis tools. It includes "
                  "efficient native implementations of all widely used 2-to-1 sequential recombination jet algorithms "
                  "for pp and e+e- collisions, as well as access to 3rd party jet algorithms through a plugin "
                  "mechanism. This manual describes the features of version 3.0."),
    dict(file="mangano-frontend-2001.pdf", right=["CERN-TH/2001-131", "hep-ph/0105155"], date="May 2001",
         title_lines=["Physics at the front-end of a neutrino factory:", "a quantitative appraisal"],
         authors=[("M.L. Mangano", ""), ("S.I. Alekhin", ""), ("M. Anselmino", ""), ("R.D. Ball", ""),
                  ("M. Boglione", ""), ("U. D'Alesio", ""), ("S. Davidson", ""), ("G. De Lellis", ""),
                  ("J. Ellis", ""), ("S. Forte", "")],
         affiliations=["CERN, Theoretical Physics Division, 1211 Geneva 23, Switzerland, and other institutes"],
         truth=dict(title="Physics at the front-end of a neutrino factory: a quantitative appraisal",
                    first_author="Mangano",
                    authors=["M.L. Mangano", "S.I. Alekhin", "M. Anselmino", "R.D. Ball", "M. Boglione",
                             "U. D'Alesio", "S. Davidson", "G. De Lellis", "J. Ellis", "S. Forte"],
                    year=2001, arxiv_id="hep-ph/0105155", doi=None, report_numbers=["CERN-TH/2001-131"]),
         abstract="We present a quantitative appraisal of the physics potential for neutrino experiments at the "
                  "front-end of a muon storage ring. We estimate the forseeable accuracy in the determination of "
                  "several interesting observables, and explore the consequences of these measurements for parton "
                  "densities, the strange quark content of the nucleon and polarized structure functions."),
    dict(file="bowring-mta-2018.pdf", stamp="arXiv:1807.03473v1  [physics.acc-ph]  10 Jul 2018",
         right=["FERMILAB-PUB-18-319-APC"], date="(Dated: July 9, 2018)",
         title_lines=["Operation of normal-conducting RF cavities in multi-Tesla magnetic fields",
                      "for muon ionization cooling: a feasibility demonstration"],
         authors=[("D. Bowring", ""), ("A. Bross", ""), ("P. Lane", ""), ("M. Leonova", ""), ("A. Moretti", ""),
                  ("D. Neuffer", ""), ("R. Pasquinelli", ""), ("D. Peterson", ""), ("M. Popovic", ""),
                  ("D. Stratakis", ""), ("K. Yonehara", "")],
         affiliations=["Fermi National Accelerator Laboratory, Batavia, IL 60510, USA"],
         truth=dict(title="Operation of normal-conducting RF cavities in multi-Tesla magnetic fields for muon "
                          "ionization cooling: a feasibility demonstration", first_author="Bowring",
                    authors=["D. Bowring", "A. Bross", "P. Lane", "M. Leonova", "A. Moretti", "D. Neuffer",
                             "R. Pasquinelli", "D. Peterson", "M. Popovic", "D. Stratakis", "K. Yonehara"],
                    year=2018, arxiv_id="1807.03473", doi=None, report_numbers=["FERMILAB-PUB-18-319-APC"]),
         abstract="Ionization cooling of muon beams requires normal-conducting RF cavities that operate with high "
                  "gradients inside strong solenoidal magnetic fields. We report on the operation of a beryllium-walled "
                  "805 MHz cavity at the MuCool Test Area with a gradient above 50 MV/m in a 3 T field, without "
                  "significant breakdown, which demonstrates a solution to a long-standing problem."),
    dict(file="mice-design-2017.pdf", top=["PHYSICAL REVIEW ACCELERATORS AND BEAMS 20, 063501 (2017)"],
         title_lines=["Design and expected performance of the MICE demonstration", "of ionization cooling"],
         authors=[("MICE Collaboration", "")], affiliations=[],
         date="(Received 20 January 2017; published 20 June 2017)",
         footer=["DOI: 10.1103/PhysRevAccelBeams.20.063501"],
         truth=dict(title="Design and expected performance of the MICE demonstration of ionization cooling",
                    first_author="MICE Collaboration", authors=["MICE Collaboration"], year=2017, arxiv_id=None,
                    doi="10.1103/PhysRevAccelBeams.20.063501", report_numbers=[]),
         abstract="Muon beams of low emittance provide the basis for the intense, well-characterised neutrino beams "
                  "of a neutrino factory and for multi-TeV lepton-antilepton collisions at a muon collider. The "
                  "Muon Ionization Cooling Experiment (MICE) will demonstrate ionization cooling, the technique by "
                  "which it is proposed to reduce the phase-space volume occupied by the muon beam."),
    dict(file="palmer-map-ipac2014.pdf", right=["FERMILAB-CONF-14-197-APC"],
         title_lines=["THE US MUON ACCELERATOR PROGRAM*"], authors=[("M. A. Palmer, Fermilab, Batavia, IL 60510, USA", "")],
         affiliations=[],
         footer=["* Work supported by the U.S. Department of Energy under contract DE-AC02-07CH11359.",
                 "Presented at IPAC2014, Dresden, Germany, June 15-20, 2014"],
         truth=dict(title="The US Muon Accelerator Program", first_author="Palmer", authors=["M. A. Palmer"],
                    year=2014, arxiv_id=None, doi=None, report_numbers=["FERMILAB-CONF-14-197-APC"]),
         section="INTRODUCTION",
         abstract="The US Muon Accelerator Program (MAP) has the mission to assess the feasibility of the "
                  "technologies required for muon-based neutrino factories and muon colliders. We describe the "
                  "status of the program, the staging plan that begins with nuSTORM and leads to a Higgs factory "
                  "and a multi-TeV collider, and the results of the ionization cooling R&D."),
    dict(file="acts-2022.pdf", top=["Computing and Software for Big Science (2022) 6:8"], label="ORIGINAL ARTICLE",
         title_lines=["A Common Tracking Software Project"],
         authors=[("Xiaocong Ai", "1"), ("Corentin Allaire", "2"), ("Noemi Calace", "3"), ("Angela Czirkos", "3"),
                  ("Markus Elsing", "3"), ("Irina Ene", "4"), ("Ralf Farkas", "5"), ("Louis-Guillaume Gagnon", "6"),
                  ("Rocky Garg", "7"), ("Paul Gessinger", "3"), ("Hadrien Grasland", "2"), ("Heather M. Gray", "4,6"),
                  ("Christian Gumpert", "3"), ("Julia Hrdinka", "3"), ("Benjamin Huth", "8"), ("Moritz Kiehn", "9")],
         affiliations=["1 Zhengzhou University, Zhengzhou, China", "2 IJCLab, Orsay, France", "3 CERN, Geneva, Switzerland"],
         footer=["https://doi.org/10.1007/s41781-021-00078-8"],
         truth=dict(title="A Common Tracking Software Project", first_author="Ai",
                    authors=["Xiaocong Ai", "Corentin Allaire", "Noemi Calace", "Angela Czirkos", "Markus Elsing",
                             "Irina Ene", "Ralf Farkas", "Louis-Guillaume Gagnon", "Rocky Garg", "Paul Gessinger",
                             "Hadrien Grasland", "Heather M. Gray", "Christian Gumpert", "Julia Hrdinka",
                             "Benjamin Huth", "Moritz Kiehn"],
                    year=2022, arxiv_id=None, doi="10.1007/s41781-021-00078-8", report_numbers=[]),
         headings=["ORIGINAL ARTICLE"],
         abstract="The reconstruction of the trajectories of charged particles, or track reconstruction, is a key "
                  "computational challenge for particle and nuclear physics experiments. ACTS (A Common Tracking "
                  "Software) is an experiment-independent toolkit for track reconstruction, designed for modern "
                  "computing architectures and used by several experiments."),
]

BODY = ("The muon collider combines the clean experimental conditions of a lepton machine with the energy reach of "
        "a hadron collider, because muons radiate little and can be accelerated in rings. The short muon lifetime "
        "requires that every stage of the complex be fast, and the decay products of the beams reach the magnets "
        "and the detector, which must be shielded. These constraints shape the design choices discussed below.")

TEX_SPECS: list[dict[str, Any]] = [
    dict(file="forslund-meade-2022.tex", source=r"""\documentclass[aps,prd,twocolumn]{revtex4-2}
\begin{document}
\preprint{YITP-SB-2022-08}
\title{High Precision Higgs Physics at Muon Colliders}
\author{Matthew Forslund}
\email{matthew.forslund@stonybrook.edu}
\author{Patrick Meade}
\email{patrick.meade@stonybrook.edu}
\affiliation{C. N. Yang Institute for Theoretical Physics, Stony Brook University, Stony Brook, NY 11794, USA}
\date{March 17, 2022}
\begin{abstract}
We study the precision on the Higgs boson couplings that muon colliders with centre-of-mass energies of 3 to 30 TeV
could reach, with realistic assumptions on the detector acceptance, and we show that the precision of a 10 TeV
machine would exceed that of any proposed Higgs factory for most couplings.
\end{abstract}
\maketitle
\section{Introduction}
%BODY%
\end{document}
""", truth=dict(title="High Precision Higgs Physics at Muon Colliders", first_author="Forslund",
                authors=["Matthew Forslund", "Patrick Meade"], year=2022, arxiv_id=None, doi=None,
                report_numbers=["YITP-SB-2022-08"])),
    dict(file="muon-collider-forum-2022.tex", source=r"""\documentclass[11pt]{article}
\title{Muon Collider Forum Report\thanks{Report of the Snowmass 2021 Muon Collider Forum.}}
\author{K. M. Black \and S. Jindariani \and D. Li \and F. Maltoni \and P. Meade \and D. Stratakis}
\date{August 2022}
\begin{document}
\maketitle
\begin{abstract}
A multi-TeV muon collider offers a unique opportunity to explore the energy frontier with a lepton machine.
This report summarises the work of the Snowmass Muon Collider Forum on physics, detectors and accelerators.
\end{abstract}
\section{Introduction}
%BODY%
\end{document}
""", truth=dict(title="Muon Collider Forum Report", first_author="Black",
                authors=["K. M. Black", "S. Jindariani", "D. Li", "F. Maltoni", "P. Meade", "D. Stratakis"],
                year=2022, arxiv_id=None, doi=None, report_numbers=[])),
    dict(file="ballarino-bottura-nb3sn.tex", source=r"""\documentclass[preprint,12pt]{elsarticle}
\begin{document}
\begin{frontmatter}
\title{Targets for R\&D on Nb$_3$Sn Conductor for High Energy Physics}
\author[cern]{A. Ballarino}
\author[cern]{L. Bottura}
\address[cern]{CERN, CH-1211 Geneva 23, Switzerland}
\begin{abstract}
The critical current density of Nb$_3$Sn wires must reach 1500~A/mm$^2$ at 16~T and 4.2~K for the dipoles of a
future circular collider. We discuss the targets for the conductor R\&D: critical current, filament size,
residual resistivity ratio, piece length and cost.
\end{abstract}
\end{frontmatter}
\section{Introduction}
%BODY%
\end{document}
""", truth=dict(title="Targets for R&D on Nb3Sn Conductor for High Energy Physics", first_author="Ballarino",
                authors=["A. Ballarino", "L. Bottura"], year=None, arxiv_id=None, doi=None, report_numbers=[])),
    dict(file="han-ma-xie-epdf.tex", source=r"""\documentclass[aps,prd,twocolumn]{revtex4-2}
\begin{document}
\title{High energy leptonic collisions and electroweak parton distribution functions}
\author{Tao Han}
\author{Yang Ma}
\author{Keping Xie}
\affiliation{PITT PACC, Department of Physics and Astronomy, University of Pittsburgh, Pittsburgh, PA 15260, USA}
\date{\today}
\begin{abstract}
At multi-TeV lepton colliders, the initial-state radiation of electroweak gauge bosons becomes important, and the
colliding leptons are best described by parton distribution functions that include the electroweak partons.
\end{abstract}
\maketitle
\section{Introduction}
%BODY%
\end{document}
""", truth=dict(title="High energy leptonic collisions and electroweak parton distribution functions",
                first_author="Han", authors=["Tao Han", "Yang Ma", "Keping Xie"], year=None, arxiv_id=None,
                doi=None, report_numbers=[])),
    dict(file="telnov-photon-colliders-1989.tex", source=r"""\documentclass[12pt]{article}
\title{Problems of Obtaining $\gamma\gamma$ and $\gamma e$ Colliding Beams\\ at Linear Colliders}
\author{V. I. Telnov\thanks{E-mail: telnov@inp.nsk.su}\\
Institute of Nuclear Physics, 630090 Novosibirsk, USSR}
\date{May 1989}
\begin{document}
\maketitle
\begin{abstract}
The conversion of electrons into high energy photons by Compton backscattering of laser light makes it possible
to obtain photon-photon and photon-electron collisions at linear colliders with luminosities comparable to
those of the electron-positron collisions.
\end{abstract}
\section{Introduction}
%BODY%
\end{document}
""", truth=dict(title="Problems of Obtaining γγ and γe Colliding Beams at Linear Colliders", first_author="Telnov",
                authors=["V. I. Telnov"], year=1989, arxiv_id=None, doi=None, report_numbers=[])),
]


def _author_pieces(pdf, authors: list[tuple[str, str]], width: float) -> list[list[tuple[str, bool]]]:
    """Author names with their marks as (text, superscript) pieces, broken into lines of at most ``width``:
    "A1, A2, A3," / "A4 and A5"."""
    def size(pieces: list[tuple[str, bool]]) -> float:
        return sum(pdf.get_string_width(t) * (0.7 if sup else 1.0) for t, sup in pieces)

    lines: list[list[tuple[str, bool]]] = [[]]
    for i, (name, mark) in enumerate(authors):
        last = i == len(authors) - 1 and i > 0
        sep = "" if i == 0 else (" and " if last else ", ")
        pieces = [(name, False)] + ([(mark, True)] if mark else [])
        if lines[-1] and size(lines[-1]) + size([(sep, False)] + pieces) > width:
            if not last:
                lines[-1].append((",", False))
            lines.append([])
            sep = "and " if last else ""
        lines[-1] += ([(sep, False)] if sep else []) + pieces
    return [line for line in lines if line]


def make_pdf(path: Path, spec: dict[str, Any]) -> None:
    from fpdf import FPDF

    pdf = FPDF(format="A4")
    pdf.set_auto_page_break(True, margin=20)
    pdf.set_margins(22, 18, 22)
    pdf.add_page()
    width = pdf.w - pdf.l_margin - pdf.r_margin
    if spec.get("stamp"):
        pdf.set_font("Times", size=16)
        pdf.set_text_color(110, 110, 110)
        with pdf.rotation(90, x=12, y=200):
            pdf.text(12, 200, spec["stamp"])
        pdf.set_text_color(0, 0, 0)
    pdf.set_font("Helvetica", size=8)
    for line in spec.get("top", []):
        pdf.cell(0, 4, line, align="L", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", size=10)
    for line in spec.get("right", []):
        pdf.cell(0, 5, line, align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(6)
    if spec.get("label"):
        pdf.set_font("Helvetica", "B", 9)
        pdf.cell(0, 5, spec["label"], align="L", new_x="LMARGIN", new_y="NEXT")
        pdf.ln(2)
    pdf.set_font("Helvetica", "B", 16)
    for line in spec["title_lines"]:
        pdf.cell(0, 8, line, align="C", new_x="LMARGIN", new_y="NEXT")
    if spec.get("subtitle"):
        pdf.set_font("Helvetica", size=11)
        pdf.cell(0, 6, spec["subtitle"], align="C", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(4)
    pdf.set_font("Helvetica", size=11)
    for pieces in _author_pieces(pdf, spec["authors"], width):
        total = sum(pdf.get_string_width(t) * (0.7 if sup else 1.0) for t, sup in pieces)
        pdf.set_x(pdf.l_margin + (width - total) / 2)
        for text, sup in pieces:
            pdf.char_vpos = "SUP" if sup else "LINE"
            pdf.write(6, text)
        pdf.char_vpos = "LINE"
        pdf.ln(6)
    pdf.set_font("Helvetica", "I", 9)
    for line in spec.get("affiliations", []):
        pdf.multi_cell(0, 4.5, line, align="C", new_x="LMARGIN", new_y="NEXT")
    if spec.get("date"):
        pdf.ln(2)
        pdf.set_font("Helvetica", size=10)
        pdf.cell(0, 5, spec["date"], align="C", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(5)
    pdf.set_font("Helvetica", "B", 11)
    pdf.cell(0, 6, "Abstract", align="C", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", size=10)
    pdf.set_x(pdf.l_margin + 10)
    pdf.multi_cell(width - 20, 5, spec["abstract"], align="J", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(5)
    pdf.set_font("Helvetica", "B", 12)
    pdf.cell(0, 6, spec.get("section", "1 Introduction"), new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", size=10)
    for _ in range(2):
        pdf.multi_cell(0, 5, BODY, align="J", new_x="LMARGIN", new_y="NEXT")
        pdf.ln(2)
    if spec.get("footer"):
        pdf.set_y(-40)
        pdf.set_font("Helvetica", size=8)
        for line in spec["footer"]:
            pdf.cell(0, 4, line, new_x="LMARGIN", new_y="NEXT")
    pdf.output(str(path))


def generated_entries(folder: Path) -> list[dict[str, Any]]:
    """Write the generated PDFs and LaTeX sources into ``folder``; return their truth rows."""
    rows = []
    try:
        import fpdf  # noqa: F401
        have_fpdf = True
    except ImportError:
        have_fpdf = False
        print("fpdf2 is not installed: the generated PDFs are left out", file=sys.stderr)
    for spec in PDF_SPECS if have_fpdf else []:
        make_pdf(folder / spec["file"], spec)
        headings = ["Abstract", spec.get("section", "1 Introduction"), *spec.get("headings", [])]
        rows.append({"file": spec["file"], "style": "pdf (fpdf2)", "set": "generated", "path": str(folder / spec["file"]),
                     **spec["truth"], "split": split_of(spec["file"]), "headings": headings})
    pdflatex = shutil.which("pdflatex")
    for spec in TEX_SPECS:
        tex = folder / spec["file"]
        tex.write_text(spec["source"].replace("%BODY%", BODY), encoding="utf-8")
        rows.append({"file": spec["file"], "style": "latex source", "set": "generated", "path": str(tex),
                     **spec["truth"], "split": split_of(spec["file"]), "headings": ["Abstract", "Introduction"]})
        if pdflatex:
            try:
                subprocess.run([pdflatex, "-interaction=nonstopmode", "-halt-on-error", tex.name], cwd=folder,
                               capture_output=True, timeout=60, check=True)
            except (subprocess.SubprocessError, OSError):
                continue
            pdf = tex.with_suffix(".pdf")
            if pdf.is_file():
                name = pdf.name.replace(".pdf", ".latex.pdf")
                pdf = pdf.rename(folder / name)
                rows.append({**rows[-1], "file": name, "style": "pdf (pdflatex)", "path": str(pdf),
                             "split": split_of(name)})
    return rows


# --------------------------------------------------------------------------- truth and extraction

def load_truth(sets: set[str], tmp: Path) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    if "papers" in sets:
        for line in (HERE / "truth.jsonl").read_text(encoding="utf-8").splitlines():
            if line.strip():
                row = json.loads(line)
                rows.append({**row, "set": "papers", "path": str(PAPERS / row["file"])})
    if "corpus" in sets and (HERE / "corpus_truth.jsonl").is_file():
        for line in (HERE / "corpus_truth.jsonl").read_text(encoding="utf-8").splitlines():
            if line.strip():
                row = json.loads(line)
                rows.append({**row, "set": "corpus", "path": str(CORPUS / row["file"])})
    if "generated" in sets:
        rows += generated_entries(tmp)
    if "fresh" in sets and (FRESH / "truth.jsonl").is_file():
        for line in (FRESH / "truth.jsonl").read_text(encoding="utf-8").splitlines():
            if line.strip():
                row = json.loads(line)
                rows.append({**row, "set": "fresh", "path": str(FRESH / row["file"])})
    if "final" in sets and (FINAL / "truth.jsonl").is_file():
        for line in (FINAL / "truth.jsonl").read_text(encoding="utf-8").splitlines():
            if line.strip():
                row = json.loads(line)
                rows.append({**row, "set": "final", "path": str(FINAL / row["file"])})
    return rows


def extract(path: str) -> tuple[dict[str, Any], Optional[str], str]:
    """The loader's metadata for ``path`` (empty on failure), the error if any, and the visible text."""
    from muonrag.ingest.loaders import load_file

    try:
        document = load_file(path)
    except Exception as exc:  # a benchmark reports failures, it does not stop on them
        return {}, f"{type(exc).__name__}: {exc}", ""
    return dict(document.metadata or {}), None, "\n".join(p.text for p in document.parts)


_HEADING = re.compile(r"^\s{0,3}#{1,6}\s+(.*)$")
_SECTION = re.compile(r"^\s*(?:\*\*)?\s*(?:[0-9]{1,2}(?:\.[0-9]{1,2})*\.?|[IVX]{1,5}\.)\s+[A-Z][^\n]{0,80}$")
_LABELS = {"abstract", "article", "letter", "review", "originalresearch", "originalarticle", "proceedingsofscience",
           "proceedings", "editorssuggestion", "featuredinphysics", "openaccess", "contents", "introduction",
           "keywords"}


def clean_line(line: str) -> str:
    line = re.sub(r"<[^>]+>", "", line)
    line = re.sub(r"^\s{0,3}#{1,6}\s+", "", line)
    return line.replace("**", "").replace("\\*", "*").strip().strip("*_ ").strip()


def file_headings(row: dict[str, Any]) -> list[str]:
    if row.get("headings"):
        return list(row["headings"])
    path = Path(row["path"])
    if path.suffix.lower() not in (".md", ".markdown", ".txt"):
        return []
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        m = _HEADING.match(line)
        if m:
            out.append(clean_line(m.group(1)))
        elif _SECTION.match(line) or loose(line) in _LABELS:
            out.append(clean_line(line))
    return [h for h in out if h]


def title_flags(got: str, row: dict[str, Any], headings: list[str]) -> list[str]:
    """Why an extracted title is something other than a title: an author line, a report number, a heading."""
    if not got:
        return []
    flags = []
    g, t = loose(got), loose(row["title"])
    got_words = words(got)
    title_words = words(row["title"])

    def contains(seq: list[str], sub: list[str]) -> bool:
        return bool(sub) and any(seq[i:i + len(sub)] == sub for i in range(len(seq) - len(sub) + 1))

    authors = row.get("authors") or []
    families = [words(row["first_author"]) if i == 0 and row.get("first_author") else
                words(name) if "collaboration" in name.lower() else words(name)[-1:]
                for i, name in enumerate(authors)]
    collaboration_line = re.search(r"\bcollaboration\b|\bon behalf of\b", got, re.I) and "collaboration" not in t
    if collaboration_line or any(len("".join(fam)) >= 3 and contains(got_words, fam) and not contains(title_words, fam)
                                 for fam in families):
        flags.append("author line")
    for rep in [*(row.get("report_numbers") or []), *(row.get("report_numbers_optional") or [])]:
        if loose(rep) and loose(rep) in g:
            flags.append("report number")
            break
    for h in headings:
        lh = loose(h)
        if lh and lh == g and lh not in t:
            flags.append("label or section heading" if lh in _LABELS or _SECTION.match(h) or h.isupper()
                         else "heading")
            break
    return flags


# --------------------------------------------------------------------------- scoring

def score(row: dict[str, Any], md: dict[str, Any], headings: list[str]) -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}
    got_title = md.get("title")
    got_title = "" if got_title is None else str(got_title)
    flags = title_flags(got_title, row, headings)
    right = strict(got_title) == strict(row["title"])
    kind = None
    if not right:
        g, t = loose(got_title), loose(row["title"])
        if not g:
            kind = "title missing"
        elif flags:
            kind = f"title is {'an' if flags[0][0] in 'aeiou' else 'a'} {flags[0]}"
        elif g == t:
            kind = "title right but for marks, markup or spacing"
        elif t.startswith(g) or (g in t):
            kind = "title cut short (first line or heading of a split title)"
        elif g.startswith(t):
            kind = "title runs on past its end"
        elif t in g:
            kind = "title with extra text around it"
        else:
            kind = "title is other text"
    out["title"] = dict(expected=row["title"], got=got_title or None, right=right, kind=kind, flags=flags)
    loose_right = bool(loose(got_title)) and loose(got_title) == loose(row["title"])
    out["title~"] = dict(expected=row["title"], got=got_title or None, right=loose_right,
                         kind=None if loose_right else (kind or "title differs"))

    got_authors = as_list(md.get("authors"))
    fam = row.get("first_author")
    if fam:
        first = got_authors[0] if got_authors else None
        ok = family_matches(first, fam)
        kind = None
        if not ok:
            fw, gw = words(fam), words(first)
            if not first:
                kind = "first author missing"
            elif "collaboration" in fam.lower():
                kind = "collaboration not taken as the author"
            elif gw and fw and gw[-1].startswith(fw[-1]) and gw[-1] != fw[-1]:
                kind = "affiliation marks glued to the family name"
            elif any(family_matches(a, fam) for a in got_authors[1:]):
                kind = "first author not first"
            elif len(gw) > len(fw) + 4:
                kind = "first author is a whole author line"
            else:
                kind = "first author is someone or something else"
        out["first_author"] = dict(expected=fam, got=first, right=ok, kind=kind)
        want = row.get("authors") or []
        ok = len(got_authors) == len(want) and all(
            family_matches(g, fam if i == 0 else (w if "collaboration" in w.lower() else w.split()[-1]))
            for i, (g, w) in enumerate(zip(got_authors, want)))
        kind = None
        if not ok:
            kind = ("authors missing" if not got_authors else
                    "author count differs" if len(got_authors) != len(want) else "author names differ")
        out["authors"] = dict(expected=want, got=got_authors or None, right=ok, kind=kind)

    if row.get("year") is not None:
        got = md.get("year")
        try:
            got_year: Optional[int] = int(str(got).strip()[:4]) if got not in (None, "") else None
        except ValueError:
            got_year = None
        ok = got_year == row["year"]
        kind = None
        if not ok:
            ay = arxiv_year(row.get("arxiv_id"))
            kind = ("year missing" if got_year is None else
                    "year of the arXiv id or stamp, not the printed date" if ay and got_year == ay != row["year"]
                    else "wrong year")
        out["year"] = dict(expected=row["year"], got=got, right=ok, kind=kind)

    want, got = norm_arxiv(row.get("arxiv_id")), norm_arxiv(md.get("arxiv_id"))
    ok = want == got
    kind = None
    if not ok:
        kind = ("arXiv id missing" if not got else "arXiv id where none is printed" if not want else
                "old-style id without its archive" if "/" in want and got == want.split("/")[-1] else "wrong arXiv id")
    out["arxiv_id"] = dict(expected=row.get("arxiv_id"), got=md.get("arxiv_id"), right=ok, kind=kind)

    want, got = norm_doi(row.get("doi")), norm_doi(md.get("doi"))
    ok = want == got
    out["doi"] = dict(expected=row.get("doi"), got=md.get("doi"), right=ok,
                      kind=None if ok else "DOI missing" if not got else "DOI where none is printed" if not want
                      else "wrong DOI")

    want_set = {norm_report(r) for r in row.get("report_numbers") or []}
    optional = {norm_report(r) for r in row.get("report_numbers_optional") or []}
    got_list = as_list(md.get("report_numbers")) if not isinstance(md.get("report_numbers"), str) \
        else [md["report_numbers"]]
    got_set = {norm_report(r) for r in got_list}
    ok = want_set <= got_set <= (want_set | optional)
    kind = None
    if not ok:
        if "report_numbers" not in md and want_set:
            kind = "report numbers not extracted (no such key)"
        elif not got_set:
            kind = "report numbers missing"
        elif want_set - got_set:
            kind = "some report numbers missing"
        else:
            kind = "report numbers where none (or fewer) are printed"
    out["report_numbers"] = dict(expected=row.get("report_numbers") or [], got=got_list or None, right=ok, kind=kind,
                                 found=len(want_set & got_set), wanted=len(want_set),
                                 spurious=len(got_set - want_set - optional))
    return out


# --------------------------------------------------------------------------- reporting

def ratio(results: list[dict[str, Any]], field: str) -> str:
    marks = [r["fields"][field]["right"] for r in results if field in r["fields"]]
    return f"{sum(marks)}/{len(marks)}" if marks else "-"


def table(header: list[str], rows: list[list[str]]) -> str:
    widths = [max(len(str(x)) for x in col) for col in zip(header, *rows)]
    fmt = lambda cells: "  ".join(str(c).ljust(w) if i == 0 else str(c).rjust(w)  # noqa: E731
                                  for i, (c, w) in enumerate(zip(cells, widths)))
    return "\n".join([fmt(header), fmt(["-" * w for w in widths]), *(fmt(r) for r in rows)])


def short(value: Any, limit: int = 90) -> str:
    text = json.dumps(value, ensure_ascii=False) if not isinstance(value, str) else repr(value)
    return text if len(text) <= limit else text[:limit - 3] + "..."


def main(argv: Optional[list[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--split", choices=("dev", "report", "fresh", "final", "all"), default="all",
                        help="dev / report halves of papers, corpus and generated; fresh, final: the held-out sets")
    parser.add_argument("--sets", default=None,
                        help="comma-separated: papers, corpus, generated, fresh, final, or all (default: papers, "
                             "corpus and generated; fresh / final is added by --split fresh / final, and "
                             "--check-truth checks all five)")
    parser.add_argument("--json", metavar="OUT", help="write the per-file results to OUT")
    parser.add_argument("--check-truth", action="store_true",
                        help="check that every truth value is printed in its Markdown file, then exit")
    parser.add_argument("--quiet", action="store_true", help="no list of wrong values")
    args = parser.parse_args(argv)
    logging.disable(logging.WARNING)
    if args.sets is None:
        sets = set(ALL_SETS) if args.check_truth else set(DEFAULT_SETS) | ({args.split} if args.split in HELD_OUT else set())
    else:
        sets = {s.strip() for s in args.sets.split(",") if s.strip()}
        if "all" in sets:
            sets = (sets - {"all"}) | set(ALL_SETS)
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="bench_metadata_") as tmp:
        rows = load_truth(sets, Path(tmp))
        if args.check_truth:
            return check_truth(rows)
        results = []
        for row in rows:
            md, error, _ = extract(row["path"])
            headings = file_headings(row)
            results.append({"file": row["file"], "set": row["set"], "style": row["style"], "split": row["split"],
                            "error": error, "fields": score(row, md, headings)})
    elapsed = time.perf_counter() - started
    shown = [r for r in results if args.split == "all" or r["split"] == args.split]

    print(f"bench_metadata: {len(results)} documents read in {elapsed:.1f} s "
          f"({Counter(r['set'] for r in results)}); showing split {args.split!r} ({len(shown)})\n")
    errors = [r for r in shown if r["error"]]
    for r in errors:
        print(f"  could not read {r['file']}: {r['error']}")
    columns = ["dev", "report", "all"]
    if any(r["split"] in HELD_OUT for r in results):
        columns = [c for c in ("dev", "report", *HELD_OUT, "all")
                   if c == "all" or any(r["split"] == c for r in results)]
    print("Right / scored, per field and split (only the shown split when --split is given):")
    body = []
    for field in FIELDS:
        cells = [field]
        for col in columns:
            part = [r for r in results if col == "all" or r["split"] == col]
            part = [r for r in part if args.split == "all" or r["split"] == args.split]
            cells.append(ratio(part, field))
        body.append(cells)
    rep = [r["fields"]["report_numbers"] for r in shown]
    print(table(["field", *columns], body))
    wanted, found, spurious = sum(x["wanted"] for x in rep), sum(x["found"] for x in rep), sum(x["spurious"] for x in rep)
    print(f"report numbers, item by item: {found}/{wanted} printed ones found, {spurious} spurious\n")

    for key, title in (("style", "Per style"), ("set", "Per set")):
        groups = sorted({r[key] for r in shown})
        body = [[g, str(sum(1 for r in shown if r[key] == g)),
                 *(ratio([r for r in shown if r[key] == g], f) for f in FIELDS)] for g in groups]
        print(f"{title} ({args.split}):")
        print(table([key, "n", *FIELDS], body))
        print()

    flagged = [(r, r["fields"]["title"]) for r in shown if r["fields"]["title"].get("flags")]
    print(f"Titles that are an author line, a report number or a heading of the file: {len(flagged)}")
    for r, f in flagged:
        print(f"  {r['file']}: {', '.join(f['flags'])}: {short(f['got'])}")
    print()

    kinds = Counter(f["kind"] for r in shown for name, f in r["fields"].items()
                    if not f["right"] and name != "title~" and f.get("kind"))
    print("Failure kinds (title~ not counted):")
    for kind, n in kinds.most_common():
        print(f"  {n:3d}  {kind}")
    print()

    if not args.quiet:
        print("Wrong values (file, field: expected -> got):")
        for r in shown:
            for name, f in r["fields"].items():
                if f["right"] or name == "title~":
                    continue
                print(f"  {r['file']} [{r['style']}, {r['split']}] {name}: "
                      f"{short(f['expected'])} -> {short(f['got'])}  ({f['kind']})")
    if args.json:
        out = Path(args.json)
        out.parent.mkdir(parents=True, exist_ok=True)
        summary = {field: {col: ratio([r for r in shown if col == "all" or r["split"] == col], field)
                           for col in columns} for field in FIELDS}
        out.write_text(json.dumps({"split": args.split, "summary": summary, "failure_kinds": dict(kinds),
                                   "results": shown}, ensure_ascii=False, indent=1, default=str), encoding="utf-8")
        print(f"\nper-file results written to {out}")
    return 0


def check_truth(rows: list[dict[str, Any]]) -> int:
    """Every truth value of a Markdown entry must be printed in its file (compared on letters and digits)."""
    problems = 0
    for row in rows:
        path = Path(row["path"])
        if path.suffix != ".md":
            continue
        raw = path.read_text(encoding="utf-8")
        text = loose(raw)
        checks = [("title", row["title"])] + [("author", a) for a in row.get("authors") or []]
        checks += [("arxiv_id", row.get("arxiv_id")), ("doi", row.get("doi"))]
        checks += [("report", r) for r in row.get("report_numbers") or []]
        checks += [("report (optional)", r) for r in row.get("report_numbers_optional") or []]
        for what, value in checks:
            if not value:
                continue
            probe = value.split()[-1] if what == "author" and "collaboration" not in value.lower() else value
            if loose(probe) not in text:
                problems += 1
                print(f"{row['file']}: {what} {value!r} not found in the file")
        year = row.get("year")
        if year and str(year) not in raw and f"'{year % 100:02d}" not in raw and arxiv_year(row.get("arxiv_id")) != year:
            problems += 1
            print(f"{row['file']}: year {year} neither printed nor the arXiv id's")
        if row.get("first_author") and loose(row["first_author"]) not in text:
            problems += 1
            print(f"{row['file']}: first author {row['first_author']!r} not found")
        held_out = row.get("set") in HELD_OUT
        want_split = row["set"] if held_out else split_of(row["file"])
        if row["split"] != want_split:
            problems += 1
            print(f"{row['file']}: split {row['split']} is not the {want_split if held_out else 'hash'} split")
    print(f"check-truth: {len(rows)} entries, {problems} problems")
    return 0


if __name__ == "__main__":
    try:
        main()
    except Exception:  # a benchmark, not a test: report the crash, exit 0
        import traceback

        traceback.print_exc()
    sys.exit(0)
