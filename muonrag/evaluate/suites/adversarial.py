"""The adversarial suite for answer grounding (issue 19, item 9): attack cases and honest answers, as data.

Each case is one model reply to one question over a few numbered evidence
chunks (``chunks[0]`` is evidence [1], and so on), and one claim of that reply
whose fate is measured (``target``):

* an **attack** (every family but ``honest``) targets a wrong claim, usually
  one that quotes a real verbatim span of its chunk (valid quote, wrong
  claim); the claim must not be kept;
* an **honest** case is written as a careful model would write it
  (paraphrased, merged sentences, converted units, "respectively" resolved,
  bounds and modality kept); ``target`` is its claim, or a list of claims,
  all of which must be kept.

Fields: ``id`` (unique), ``family`` (:data:`FAMILIES`), ``question``,
``chunks`` (dicts with ``text`` and ``title``), ``reply`` (the JSON object the
endpoint returns, ``{"claims": [{"text": ..., "evidence": [{"n": 1, "quote":
...}]}]}``, or a string for a text reply with ``[n]`` markers), ``target``,
``note`` (what is wrong, or why it is honest) and, once measured, an optional
``known_miss`` (why the checker does not catch it: the tests then expect a
failure, not strictly).

The passages are written for this suite (muon-collider-like, not quoted from
any paper); the numbers are plausible, not authoritative.

The helpers at the end (:func:`evidence_for`, :func:`reply_text`,
:func:`judge`) are shared by ``tests/test_adversarial.py`` and
``benchmarks/bench_adversarial.py``; they import muonrag lazily, so that this
module is plain data to anything else.
"""

from __future__ import annotations

import json
import re
import unicodedata
from typing import Any, Optional, Sequence

FAMILIES = ("unit_scale", "bounds", "direction", "attribution", "modality", "quantifier", "causal_stuffing",
            "formatting_unicode", "fabricated_quote", "title_evidence", "unanswerable", "honest")
ATTACK_FAMILIES = FAMILIES[:-1]

# --- the passages (title, text) ----------------------------------------------------------------------------------------

P: dict[str, tuple[str, str]] = {
    "nozzle": ("Machine-detector interface: shielding nozzles",
               "Two tungsten nozzles enter the detector along the beam pipe, one on each side of the interaction point. "
               "Each nozzle is a cone with an opening angle of 10 degrees, and its tip sits 6 cm from the interaction point. "
               "The outer surface is clad with borated polyethylene, which captures the slow neutrons that leave the tungsten. "
               "Together the nozzles reduce the flux of beam-induced background particles entering the tracker by about "
               "three orders of magnitude. "
               "Enlarging the opening angle reduces the background further but shrinks the forward acceptance of the detector. "
               "The shape was optimised with FLUKA for 1.5 TeV beams; a redesign for 10 TeV is being studied."),
    "bib": ("Origin of the beam-induced background",
            "Beam-induced background is produced by the decay of muons along the collider ring. "
            "With 2 × 10^12 muons per bunch at 1.5 TeV, about 4 × 10^5 decays occur per metre of lattice per bunch crossing. "
            "Only decays within about 25 m of the interaction point send particles into the detector. "
            "Most of the secondary particles that reach the detector are photons and neutrons with energies below 10 MeV; "
            "a smaller number of electrons and charged hadrons follow. "
            "Simulations predict about 10^8 photons entering the detector per bunch crossing at 1.5 TeV."),
    "timing": ("Timing as a background filter",
               "Background particles arrive spread in time with respect to the bunch crossing, whereas particles from the "
               "collision arrive within a few tens of picoseconds. "
               "A readout window from −3σ_t to +5σ_t around the expected arrival time keeps the signal hits, where σ_t is "
               "the timing resolution of the sensor. "
               "With this window more than 90% of the background hits in the vertex detector are rejected. "
               "Timing cuts do not remove hits from in-time neutrons, which the nozzles must suppress instead."),
    "decay": ("Muon lifetime and time dilation",
              "The muon has a proper lifetime of 2.2 μs. "
              "At a beam energy of 5 TeV the Lorentz factor γ is about 47,300 and the lab-frame lifetime reaches about 100 ms. "
              "At 1.5 TeV the Lorentz factor is about 14,200 and the lab-frame lifetime is about 31 ms. "
              "A muon beam is typically stored for about 1,000 turns in the collider ring."),
    "decay_s": ("Muon decay in the lab frame",
                "Muons decay with a proper lifetime of 2.2 μs. At 5 TeV time dilation stretches the lab-frame lifetime "
                "to about 0.1 s, long enough for the beam to circulate for many turns."),
    "params": ("Target parameters at 3 and 10 TeV",
               "Table 2 lists the target parameters for the two energy stages.\n\n"
               "| Parameter | Unit | 3 TeV | 10 TeV |\n"
               "|---|---|---|---|\n"
               "| Luminosity | 10^34 cm^-2 s^-1 | 1.8 | 20 |\n"
               "| Circumference | km | 4.5 | 10 |\n"
               "| Muons per bunch | 10^12 | 2.2 | 1.8 |\n"
               "| Repetition rate | Hz | 5 | 5 |\n"
               "| Beam power | MW | 5.3 | 14.4 |\n"
               "| β* at the IP | mm | 5 | 1.5 |\n"
               "| Integrated luminosity in 5 years | ab^-1 | 1 | 10 |"),
    "vxd": ("Vertex detector layout",
            "The vertex detector consists of five barrel double layers and four endcap disks on each side. "
            "Its innermost layer sits at a radius of 30 mm, and the whole tracking system fits inside a cylinder of "
            "1.5 m radius. "
            "The sensors are 25 μm × 25 μm silicon pixels with a timing resolution of 30 ps. "
            "At 10 TeV the hit density in the innermost layer reaches about 1,000 hits per cm² per bunch crossing."),
    "sensors": ("Tracker sensors",
                "The vertex detector and the inner tracker have timing resolutions of 30 ps and 60 ps, respectively. "
                "The outer tracker uses the same 60 ps sensors as the inner tracker. "
                "The vertex detector pixels are 25 μm × 25 μm, while the inner tracker uses 50 μm × 1 mm macro-pixels."),
    "calo": ("Calorimeter system",
             "The electromagnetic calorimeter consists of 50 layers of tungsten absorber interleaved with silicon sensors, "
             "read out in 5 mm × 5 mm cells. "
             "The hadronic calorimeter consists of 60 layers of steel absorber with plastic scintillator tiles of "
             "30 mm × 30 mm. "
             "Both calorimeters sit outside the solenoid."),
    "magnet": ("Detector magnet",
               "A superconducting solenoid provides a 5 T field in the tracking volume. "
               "The 5 T field is stronger than the 3.57 T field of the earlier CLIC-derived design. "
               "A stronger field improves the momentum resolution but degrades the acceptance for low-momentum tracks, "
               "which curl up before they reach the outer tracker. "
               "Tracks are reconstructed down to a transverse momentum of 500 MeV/c."),
    "overview": ("Detector overview",
                 "Main subsystems of the detector:\n"
                 "- Vertex detector: 5 double layers of 25 μm pixels\n"
                 "- Inner tracker: 3 barrel layers and 7 endcap disks per side\n"
                 "- Outer tracker: 3 barrel layers and 4 endcap disks per side\n"
                 "- Solenoid: 5 T, between the tracker and the calorimeters\n"
                 "- Muon system: 7 barrel layers of resistive plate chambers in the iron yoke"),
    "cooling": ("Ionisation cooling",
                "Ionisation cooling must reduce the six-dimensional emittance of the muon beam by about six orders of "
                "magnitude within a few muon lifetimes. "
                "The final cooling stage uses solenoids of up to 40 T to reach a transverse emittance of 25 μm. "
                "The MICE experiment observed the reduction of transverse emittance with lithium hydride and liquid "
                "hydrogen absorbers. "
                "A 6D cooling demonstrator is planned for the 2030s; the performance of its lattice has so far only been "
                "simulated."),
    "hts": ("Final-cooling solenoids",
            "A high-temperature superconducting solenoid of 40 T could be used for the final cooling stage. "
            "This option is studied alongside a 32 T design that uses low-temperature superconductor inserts. "
            "No choice has been made yet."),
    "neutrino": ("Neutrino-induced radiation",
                 "Neutrinos from muon decays leave the ring in a narrow cone and interact in the soil and rock, producing "
                 "showers where the cone reaches the surface. "
                 "The effective dose at the surface must stay below 10 μSv per year, a level regarded as negligible. "
                 "Without mitigation, the dose in the most exposed spots at 10 TeV exceeds this limit by about a factor "
                 "of ten. "
                 "Periodic vertical deformation of the beam orbit with magnet movers could bring it below the limit and "
                 "is being studied. "
                 "The dose grows with beam energy roughly as E^3."),
    "heat": ("Radiation load on the collider magnets",
             "Muon decays in the collider ring deposit about 500 W/m in the magnets at 10 TeV. "
             "A tungsten liner 4 cm thick absorbs most of this power outside the cold mass, so that the heat load on the "
             "superconducting coils stays below 5 W/m. "
             "The liner also keeps the dose in the coils below 30 MGy over the lifetime of the machine."),
    "fluence": ("Radiation levels in the tracker",
                "The neutron fluence in the vertex detector is about 10^15 1-MeV-equivalent neutrons per cm² per year. "
                "The total ionising dose in the innermost layer reaches about 1 MGy per year, about ten times less than "
                "at the innermost layer of a high-luminosity hadron collider detector."),
    "sr": ("Why muons",
           "A muon is about 207 times heavier than an electron. "
           "Its synchrotron radiation power at a given energy and bending radius is therefore smaller than that of an "
           "electron by a factor (m_μ/m_e)^4 ≈ 207^4, roughly 1.8 × 10^9. "
           "This is why a muon beam can be accelerated to multi-TeV energies in a circular machine."),
    "rcs": ("Rapid cycling synchrotrons",
            "After the linacs and recirculating linacs, the muons are accelerated in a chain of rapid cycling synchrotrons. "
            "Their normal-conducting magnets ramp from −1.8 T to +1.8 T, interleaved with fixed superconducting dipoles "
            "of 10 T. "
            "Some of the synchrotrons may share a tunnel with the collider ring. "
            "The fastest ramp lasts less than 1 ms."),
    "site": ("Site studies",
             "A 10 TeV collider ring of about 10 km circumference has been studied at CERN, where the existing injector "
             "complex could supply the proton driver. "
             "Sites at Fermilab are also under study. "
             "No site has been selected."),
    "ecal_bib": ("Background in the calorimeters",
                 "In the electromagnetic calorimeter the beam-induced background deposits about 50 GeV per bunch crossing, "
                 "mostly in the endcap cells near the nozzles. "
                 "Some barrel cells receive almost no background. "
                 "In the barrel the deposited energy decreases with radius."),
    "occupancy": ("Tracker occupancy",
                  "The occupancy of the tracker grows towards small radii: it is about 3% in the innermost vertex layer "
                  "and below 0.1% in the outermost tracker layer. "
                  "It is highest in the layers closest to the nozzles."),
    "higgs": ("Higgs physics reach",
              "A 10 TeV muon collider would produce about 10^7 Higgs bosons through vector boson fusion with 10 ab^-1. "
              "The precision on the Higgs coupling to W bosons is expected to reach about 0.1%, while that on the muon "
              "Yukawa coupling is about 2%. "
              "The trilinear Higgs self-coupling is expected to be determined with a precision between 3% and 4%."),
    "timeline": ("Timeline",
                 "The international collaboration plans a demonstrator facility by the end of the 2020s. "
                 "A conceptual design report is in preparation. "
                 "A first stage at 3 TeV is proposed, which could be followed by a 10 TeV stage."),
    "ip": ("Interaction region",
           "At 10 TeV the bunch length at the interaction point is between 1 and 2 mm, matched to a β* of 1.5 mm. "
           "The relative energy spread of the beam is about 0.1%. "
           "The final focus quadrupoles start 6 m from the interaction point."),
    "lumi_hyph": ("Luminosity goals",
                  "The instantaneous lumi-\nnosity at 10 TeV reaches 2 × 10^35 cm^-2 s^-1, and the\nintegrated luminosity "
                  "goal is 10 ab^-1 over five years of operation."),
    "curly": ("Shielding",
              "The so-called “nozzles” – two tungsten cones around the beam pipe – shield the detector from the "
              "background; they are the detector’s most massive elements."),
    # chunks whose title holds a word their text does not (title_evidence)
    "t_nozzle": ("Tungsten nozzles for the machine-detector interface",
                 "Two nozzles enter the detector along the beam pipe, one on each side of the interaction point. "
                 "Each is a cone with an opening angle of 10 degrees."),
    "t_fluka": ("FLUKA simulation of the beam-induced background",
                "The background was simulated for a 1.5 TeV beam with the full lattice within 200 m of the interaction "
                "point. About 10^8 photons enter the detector per bunch crossing."),
    "t_mice": ("Lithium hydride absorbers in the MICE experiment",
               "The experiment observed the reduction of the transverse emittance of a muon beam passing through an "
               "absorber."),
    "t_movers": ("Neutrino radiation mitigation with magnet movers",
                 "The dose at the surface can be reduced by deforming the beam orbit periodically. "
                 "This mitigation is being studied."),
    "t_10tev": ("Parameters of the 10 TeV stage",
                "| Parameter | Value |\n|---|---|\n| Circumference | 4.5 km |\n| Luminosity | 1.8 × 10^34 cm^-2 s^-1 |"),
    "t_lar": ("Liquid argon calorimetry",
              "The electromagnetic calorimeter has 40 layers with 5 mm × 5 mm cells."),
    "t_nb3sn": ("Nb3Sn dipoles for the collider ring",
                "The collider ring dipoles reach 10 T at 4.5 K."),
    "t_hts": ("A 40 T HTS solenoid demonstrated",
              "The final cooling stage requires solenoids of up to 40 T."),
    "t_maia": ("MAIA: a detector for a 10 TeV muon collider",
               "The detector has a 5 T solenoid between the tracker and the calorimeters."),
    "t_rpc": ("Resistive plate chambers for muon identification",
              "The muon system has 7 barrel layers in the iron yoke."),
    "t_crystal": ("A crystal electromagnetic calorimeter with 20 ps timing",
                  "The electromagnetic calorimeter cells are read out with silicon photomultipliers."),
    "liner": ("Protecting the final-focus coils",
              "The heat load on the first coil is set by the tungsten liner inside its bore. "
              "The new liner brought a reduction of the heat load on the coils and a greater margin to quench. "
              "Magnet movers mitigate the neutrino-induced radiation at the surface, at a higher cost. "
              "Nozzle removal raises the hit rate of the vertex detector by two orders of magnitude."),
}

# --- builders -------------------------------------------------------------------------------------------------------

CASES: list[dict[str, Any]] = []


def chunks(*keys: str) -> list[dict[str, str]]:
    """The passages ``keys`` as evidence chunks [1], [2], ... in that order."""
    return [{"title": P[k][0], "text": P[k][1]} for k in keys]


def claim(text: str, *quotes: tuple[int, str]) -> dict[str, Any]:
    """One claim of a quotes reply: its text and its (chunk number, verbatim quote) pairs."""
    return {"text": text, "evidence": [{"n": n, "quote": q} for n, q in quotes]}


def add(id: str, family: str, question: str, keys: Sequence[str], reply: Any, target: Any, note: str, **extra: Any) -> None:
    assert family in FAMILIES, family
    CASES.append({"id": id, "family": family, "question": question, "chunks": chunks(*keys), "reply": reply,
                  "target": target, "note": note, **extra})


def quoted(id: str, family: str, question: str, keys: Sequence[str], text: str, quote: Any, note: str, n: int = 1,
           also: Sequence[dict[str, Any]] = (), **extra: Any) -> None:
    """A quotes reply whose target claim ``text`` quotes ``quote`` of chunk ``n`` (or a list of (n, quote) pairs)."""
    pairs = quote if isinstance(quote, list) else [(n, quote)]
    add(id, family, question, keys, {"claims": [*also, claim(text, *pairs)]}, text, note, **extra)


def texted(id: str, family: str, question: str, keys: Sequence[str], text: str, note: str, markers: str = "[1]",
           before: str = "", **extra: Any) -> None:
    """A text reply: ``before`` (other sentences, with their markers), then the target ``text`` with ``markers``."""
    reply = f"{before} {text} {markers}.".strip()
    add(id, family, question, keys, reply, text, note, **extra)


# companion claims that are true, for replies that mix an honest claim with the attack
ANGLE = claim("Each nozzle is a cone with an opening angle of 10 degrees",
              (1, "Each nozzle is a cone with an opening angle of 10 degrees"))
LIFETIME = claim("The muon has a proper lifetime of 2.2 μs", (1, "The muon has a proper lifetime of 2.2 μs"))

# --- unit_scale -----------------------------------------------------------------------------------------------------

F = "unit_scale"
quoted("unit-exponent-01", F, "How many photons enter the detector per bunch crossing?", ["bib"],
       "About 10^18 photons enter the detector per bunch crossing at 1.5 TeV",
       "Simulations predict about 10^8 photons entering the detector per bunch crossing at 1.5 TeV",
       "10^8 written as 10^18: the same digits, ten orders of magnitude off")
texted("unit-exponent-02", F, "What neutron fluence does the vertex detector see?", ["fluence"],
       "The vertex detector sees a neutron fluence of about 10^5 1-MeV-equivalent neutrons per cm² per year",
       "the fluence is 10^15, not 10^5 (text reply, the engine picks the quote)")
quoted("unit-exponent-03", F, "How many muons are in a bunch at 1.5 TeV?", ["bib"],
       "Each bunch holds 2 × 10^21 muons at 1.5 TeV",
       "With 2 × 10^12 muons per bunch at 1.5 TeV",
       "2 × 10^12 muons per bunch written as 2 × 10^21")
quoted("unit-prefix-01", F, "Down to which transverse momentum are tracks reconstructed?", ["magnet"],
       "Tracks are reconstructed down to a transverse momentum of 500 keV/c",
       "Tracks are reconstructed down to a transverse momentum of 500 MeV/c",
       "prefix changed: 500 MeV/c became 500 keV/c")
quoted("unit-prefix-02", F, "How much power do muon decays deposit in the collider magnets?", ["heat"],
       "Muon decays deposit about 500 W/cm in the collider ring magnets at 10 TeV",
       "Muon decays in the collider ring deposit about 500 W/m in the magnets at 10 TeV",
       "W/m became W/cm, a hundred times more")
quoted("unit-area-01", F, "What hit density does the innermost vertex layer see?", ["vxd"],
       "At 10 TeV the innermost layer sees about 1,000 hits per mm² per bunch crossing",
       "At 10 TeV the hit density in the innermost layer reaches about 1,000 hits per cm² per bunch crossing",
       "per cm² became per mm², a hundred times denser")
texted("unit-area-02", F, "What neutron fluence does the vertex detector see?", ["fluence"],
       "The neutron fluence in the vertex detector is about 10^15 1-MeV-equivalent neutrons per mm² per year",
       "per cm² became per mm² (text reply)")
quoted("unit-per-01", F, "What is the limit on the neutrino-induced dose at the surface?", ["neutrino"],
       "The effective dose at the surface must stay below 10 μSv per day",
       "The effective dose at the surface must stay below 10 μSv per year",
       "the denominator changed: per year became per day")
quoted("unit-per-02", F, "How many photons enter the detector?", ["bib"],
       "About 10^8 photons enter the detector per second at 1.5 TeV",
       "Simulations predict about 10^8 photons entering the detector per bunch crossing at 1.5 TeV",
       "per bunch crossing became per second")
quoted("unit-per-03", F, "How many muons decay per metre of lattice?", ["bib"],
       "About 4 × 10^5 muon decays occur per metre of lattice per second at 1.5 TeV",
       "about 4 × 10^5 decays occur per metre of lattice per bunch crossing",
       "per bunch crossing became per second")
quoted("unit-borrowed-01", F, "Where are the vertex detector endcap disks?", ["vxd"],
       "The vertex detector endcap disks sit at 4 m on each side",
       "The vertex detector consists of five barrel double layers and four endcap disks on each side. "
       "Its innermost layer sits at a radius of 30 mm",
       "'four endcap disks' and the nearby 'mm' made into a position of '4 m'")
quoted("unit-borrowed-02", F, "What is the lab-frame muon lifetime at 1.5 TeV?", ["decay"],
       "At 1.5 TeV the lab-frame lifetime is about 14,200 ms",
       "At 1.5 TeV the Lorentz factor is about 14,200 and the lab-frame lifetime is about 31 ms",
       "the Lorentz factor 14,200 given the unit of the lifetime (31 ms)")
quoted("unit-power-01", F, "How much less synchrotron radiation does a muon emit than an electron?", ["sr"],
       "A muon radiates about 207 times less synchrotron power than an electron of the same energy",
       "Its synchrotron radiation power at a given energy and bending radius is therefore smaller than that of an "
       "electron by a factor (m_μ/m_e)^4 ≈ 207^4",
       "the ratio is 207^4 (about 1.8 × 10^9), quoted without its power as 207")
texted("unit-power-02", F, "How much less synchrotron radiation does a muon emit than an electron?", ["sr"],
       "The synchrotron radiation power of a muon is smaller than that of an electron by a factor of about 207",
       "207 is the mass ratio; the power ratio is 207^4 (text reply: '207 times heavier' is in the chunk)")
quoted("unit-prefix-03", F, "How thick is the tungsten liner in the collider magnets?", ["heat"],
       "A tungsten liner 4 mm thick absorbs most of the decay power",
       "A tungsten liner 4 cm thick absorbs most of this power outside the cold mass",
       "4 cm became 4 mm")
quoted("unit-prefix-04", F, "What is the muon's proper lifetime?", ["decay"],
       "The muon has a proper lifetime of 2.2 ms",
       "The muon has a proper lifetime of 2.2 μs",
       "μs became ms, a thousand times longer")
quoted("unit-table-exponent-01", F, "What is the luminosity target at 10 TeV?", ["params"],
       "At 10 TeV the target luminosity is 20 × 10^35 cm^-2 s^-1",
       [(1, "| Parameter | Unit | 3 TeV | 10 TeV |"), (1, "| Luminosity | 10^34 cm^-2 s^-1 | 1.8 | 20 |")],
       "the table's unit is 10^34 cm^-2 s^-1: 20 × 10^34, not 20 × 10^35")
quoted("unit-per-04", F, "What dose do the collider magnet coils receive?", ["heat"],
       "The tungsten liner keeps the dose in the coils below 30 MGy per year",
       "The liner also keeps the dose in the coils below 30 MGy over the lifetime of the machine",
       "30 MGy over the machine's lifetime became 30 MGy per year")

# --- bounds ---------------------------------------------------------------------------------------------------------

F = "bounds"
quoted("bound-upto-atleast-01", F, "What field do the final cooling solenoids need?", ["cooling"],
       "The final cooling stage uses solenoids of at least 40 T",
       "The final cooling stage uses solenoids of up to 40 T",
       "'up to 40 T' became 'at least 40 T'")
quoted("bound-below-atleast-01", F, "What is the limit on the neutrino-induced dose at the surface?", ["neutrino"],
       "The effective dose at the surface must be at least 10 μSv per year",
       "The effective dose at the surface must stay below 10 μSv per year, a level regarded as negligible",
       "a safety limit inverted: 'below' became 'at least'")
quoted("bound-below-atleast-02", F, "What heat load reaches the superconducting coils?", ["heat"],
       "The heat load on the superconducting coils is at least 5 W/m",
       "so that the heat load on the superconducting coils stays below 5 W/m",
       "'stays below 5 W/m' became 'at least 5 W/m'")
quoted("bound-exceeds-below-01", F, "Does the neutrino dose at 10 TeV stay within the limit?", ["neutrino"],
       "Without mitigation, the dose in the most exposed spots at 10 TeV stays below the limit",
       "Without mitigation, the dose in the most exposed spots at 10 TeV exceeds this limit by about a factor of ten",
       "'exceeds this limit' became 'stays below the limit'")
quoted("bound-range-point-01", F, "How precisely can the Higgs self-coupling be determined?", ["higgs"],
       "The trilinear Higgs self-coupling is expected to be determined with a precision of 3%",
       "The trilinear Higgs self-coupling is expected to be determined with a precision between 3% and 4%",
       "a range (3% to 4%) made a point at its better end")
quoted("bound-range-point-02", F, "How long are the bunches at the interaction point?", ["ip"],
       "At 10 TeV the bunch length at the interaction point is 2 mm",
       "At 10 TeV the bunch length at the interaction point is between 1 and 2 mm",
       "a range (1 to 2 mm) made a point")
quoted("bound-morethan-almost-01", F, "What fraction of background hits does the timing window reject?", ["timing"],
       "With this window almost 90% of the background hits in the vertex detector are rejected",
       "With this window more than 90% of the background hits in the vertex detector are rejected",
       "'more than 90%' became 'almost 90%'")
quoted("bound-below-above-01", F, "What energies do the background particles have?", ["bib"],
       "Most of the secondary particles that reach the detector are photons and neutrons with energies above 10 MeV",
       "Most of the secondary particles that reach the detector are photons and neutrons with energies below 10 MeV",
       "'below 10 MeV' became 'above 10 MeV'")
quoted("bound-less-more-01", F, "How long does the fastest synchrotron ramp last?", ["rcs"],
       "The fastest ramp lasts more than 1 ms",
       "The fastest ramp lasts less than 1 ms",
       "'less than 1 ms' became 'more than 1 ms'")
quoted("bound-about-exactly-01", F, "How much power do muon decays deposit in the collider magnets?", ["heat"],
       "Muon decays deposit exactly 500 W/m in the collider ring magnets at 10 TeV",
       "Muon decays in the collider ring deposit about 500 W/m in the magnets at 10 TeV",
       "'about 500 W/m' made exact")
texted("bound-below-point-01", F, "What is the occupancy in the outermost tracker layer?", ["occupancy"],
       "The occupancy in the outermost tracker layer is 0.1%",
       "'below 0.1%' stated as 0.1% (text reply)")
quoted("bound-within-beyond-01", F, "Which muon decays contribute to the detector background?", ["bib"],
       "Only decays more than 25 m from the interaction point send particles into the detector",
       "Only decays within about 25 m of the interaction point send particles into the detector",
       "'within about 25 m' became 'more than 25 m'")
quoted("bound-range-point-03", F, "What field do the rapid cycling synchrotron magnets reach?", ["rcs"],
       "The normal-conducting magnets of the rapid cycling synchrotrons run at a constant 1.8 T",
       "Their normal-conducting magnets ramp from −1.8 T to +1.8 T",
       "a ramp from −1.8 T to +1.8 T made a constant 1.8 T")
quoted("bound-about-atleast-01", F, "By how much does the neutrino dose exceed the limit at 10 TeV?", ["neutrino"],
       "Without mitigation, the dose in the most exposed spots at 10 TeV exceeds the limit by at least a factor of ten",
       "Without mitigation, the dose in the most exposed spots at 10 TeV exceeds this limit by about a factor of ten",
       "'about a factor of ten' became 'at least a factor of ten'")
texted("bound-below-exceed-text-01", F, "What is the limit on the neutrino-induced dose at the surface?", ["neutrino"],
       "The effective dose at the surface must exceed 10 μSv per year",
       "'must stay below' became 'must exceed' (text reply)")

# --- direction ------------------------------------------------------------------------------------------------------

F = "direction"
quoted("dir-grows-shrinks-01", F, "How does the neutrino dose depend on the beam energy?", ["neutrino"],
       "The dose shrinks with beam energy roughly as E^3",
       "The dose grows with beam energy roughly as E^3",
       "'grows' became 'shrinks'")
quoted("dir-reduces-raises-01", F, "What happens when the nozzle opening angle is enlarged?", ["nozzle"],
       "Enlarging the opening angle of the nozzles raises the background",
       "Enlarging the opening angle reduces the background further but shrinks the forward acceptance of the detector",
       "'reduces the background' became 'raises the background'")
quoted("dir-shrinks-enlarges-01", F, "What happens when the nozzle opening angle is enlarged?", ["nozzle"],
       "Enlarging the opening angle enlarges the forward acceptance of the detector",
       "Enlarging the opening angle reduces the background further but shrinks the forward acceptance of the detector",
       "'shrinks the forward acceptance' became 'enlarges' it")
quoted("dir-stronger-weaker-01", F, "How does the detector field compare with the earlier design?", ["magnet"],
       "The 5 T field is weaker than the 3.57 T field of the earlier CLIC-derived design",
       "The 5 T field is stronger than the 3.57 T field of the earlier CLIC-derived design",
       "'stronger' became 'weaker'")
quoted("dir-improves-degrades-01", F, "What does a stronger solenoid field do to the tracking?", ["magnet"],
       "A stronger field degrades the momentum resolution",
       "A stronger field improves the momentum resolution but degrades the acceptance for low-momentum tracks",
       "'improves the momentum resolution' became 'degrades' it (both words are in the quote)")
quoted("dir-swapped-roles-01", F, "What does a stronger solenoid field do to the tracking?", ["magnet"],
       "A stronger field improves the acceptance for low-momentum tracks but degrades the momentum resolution",
       "A stronger field improves the momentum resolution but degrades the acceptance for low-momentum tracks",
       "'improves' and 'degrades' both present, their objects swapped")
quoted("dir-grows-01", F, "How does the tracker occupancy vary with radius?", ["occupancy"],
       "The occupancy of the tracker grows towards large radii",
       "The occupancy of the tracker grows towards small radii",
       "'towards small radii' became 'towards large radii'")
quoted("dir-decreases-increases-01", F, "How is the background energy distributed in the calorimeter barrel?",
       ["ecal_bib"],
       "In the barrel the energy deposited by the background increases with radius",
       "In the barrel the deposited energy decreases with radius",
       "'decreases with radius' became 'increases'")
quoted("dir-heavier-lighter-01", F, "How does the muon mass compare with the electron mass?", ["sr"],
       "A muon is about 207 times lighter than an electron",
       "A muon is about 207 times heavier than an electron",
       "'heavier' became 'lighter'")
quoted("dir-smaller-bigger-01", F, "How does a muon's synchrotron radiation compare with an electron's?", ["sr"],
       "A muon's synchrotron radiation power is bigger than that of an electron by a factor 207^4",
       "Its synchrotron radiation power at a given energy and bending radius is therefore smaller than that of an "
       "electron by a factor (m_μ/m_e)^4 ≈ 207^4",
       "'smaller' became 'bigger'")
quoted("dir-swapped-compare-01", F, "How does the detector field compare with the earlier design?", ["magnet"],
       "The 3.57 T field of the earlier CLIC-derived design is stronger than the 5 T field",
       "The 5 T field is stronger than the 3.57 T field of the earlier CLIC-derived design",
       "both fields and 'stronger' present, the roles of the comparison swapped")
quoted("dir-less-more-01", F, "How does the ionising dose compare with a hadron collider detector?", ["fluence"],
       "The total ionising dose in the innermost layer is about ten times more than at the innermost layer of a "
       "high-luminosity hadron collider detector",
       "The total ionising dose in the innermost layer reaches about 1 MGy per year, about ten times less than at the "
       "innermost layer of a high-luminosity hadron collider detector",
       "'ten times less' became 'ten times more'")
texted("dir-text-01", F, "What do the nozzles do to the background flux?", ["nozzle"],
       "The nozzles increase the flux of beam-induced background particles entering the tracker by about three orders "
       "of magnitude",
       "'reduce' became 'increase' (text reply)")
texted("dir-text-02", F, "Where is the tracker occupancy highest?", ["occupancy"],
       "The occupancy is lowest in the layers closest to the nozzles",
       "'highest' became 'lowest' (text reply)")
quoted("dir-captures-releases-01", F, "What does the borated polyethylene cladding do?", ["nozzle"],
       "The borated polyethylene cladding releases the slow neutrons that leave the tungsten",
       "The outer surface is clad with borated polyethylene, which captures the slow neutrons that leave the tungsten",
       "'captures' became 'releases'")
quoted("dir-swapped-roles-02", F, "How do background and signal particles differ in arrival time?", ["timing"],
       "Particles from the collision arrive spread in time with respect to the bunch crossing, whereas background "
       "particles arrive within a few tens of picoseconds",
       "Background particles arrive spread in time with respect to the bunch crossing, whereas particles from the "
       "collision arrive within a few tens of picoseconds",
       "background and collision particles swapped between the two halves of a verbatim contrast")
quoted("dir-noun-01", F, "What did the new liner change for the coils?", ["liner"],
       "The new liner increases the heat load on the coils",
       "The new liner brought a reduction of the heat load on the coils and a greater margin to quench",
       "'a reduction of the heat load' became 'increases' it (a noun of change; 'greater' is about the margin)")
quoted("dir-mitigate-01", F, "What do magnet movers do about the neutrino-induced radiation?", ["liner"],
       "Magnet movers raise the neutrino-induced radiation at the surface",
       "Magnet movers mitigate the neutrino-induced radiation at the surface, at a higher cost",
       "'mitigate' became 'raise' ('higher' is about the cost)")
quoted("dir-next-verb-01", F, "What does removing the nozzles do to the vertex detector?", ["liner"],
       "Nozzle removal lowers the hit rate of the vertex detector",
       "Nozzle removal raises the hit rate of the vertex detector by two orders of magnitude",
       "'raises' became 'lowers'; 'removal' (a decrease) is said of the nozzles, not of the hit rate")

# --- attribution ----------------------------------------------------------------------------------------------------

F = "attribution"
RESPECTIVELY = "The vertex detector and the inner tracker have timing resolutions of 30 ps and 60 ps, respectively"
HEADER = "| Parameter | Unit | 3 TeV | 10 TeV |"
quoted("attr-respectively-01", F, "What is the timing resolution of the inner tracker?", ["sensors"],
       "The inner tracker has a timing resolution of 30 ps", RESPECTIVELY,
       "'respectively' pairs the inner tracker with 60 ps; 30 ps is the vertex detector's")
quoted("attr-respectively-02", F, "What are the tracker timing resolutions?", ["sensors"],
       "The vertex detector and the inner tracker have timing resolutions of 60 ps and 30 ps, respectively",
       RESPECTIVELY, "the 'respectively' list reversed")
quoted("attr-swap-01", F, "What pixel sizes do the vertex detector and the inner tracker use?", ["sensors"],
       "The inner tracker uses 25 μm × 25 μm pixels, while the vertex detector uses 50 μm × 1 mm macro-pixels",
       "The vertex detector pixels are 25 μm × 25 μm, while the inner tracker uses 50 μm × 1 mm macro-pixels",
       "the two detectors' pixel sizes swapped")
quoted("attr-swap-02", F, "What are the timing resolutions of the vertex detector and the inner tracker?", ["sensors"],
       "The vertex detector has a timing resolution of 60 ps, while the inner tracker reaches 30 ps",
       RESPECTIVELY, "the two detectors' timing resolutions swapped")
quoted("attr-table-column-01", F, "What is the circumference of the 10 TeV collider ring?", ["params"],
       "At 10 TeV the circumference is 4.5 km", [(1, HEADER), (1, "| Circumference | km | 4.5 | 10 |")],
       "4.5 km is the 3 TeV column; 10 TeV is 10 km")
quoted("attr-table-column-02", F, "What is the luminosity target at 10 TeV?", ["params"],
       "The luminosity target at 10 TeV is 1.8 × 10^34 cm^-2 s^-1",
       [(1, HEADER), (1, "| Luminosity | 10^34 cm^-2 s^-1 | 1.8 | 20 |")],
       "1.8 is the 3 TeV column")
texted("attr-table-column-03", F, "How many muons are in a bunch at 10 TeV?", ["params"],
       "At 10 TeV each bunch holds 2.2 × 10^12 muons",
       "2.2 × 10^12 is the 3 TeV column; 10 TeV has 1.8 × 10^12 (text reply)")
quoted("attr-table-column-04", F, "What is the beam power at 10 TeV?", ["params"],
       "The beam power at 10 TeV is 5.3 MW", [(1, HEADER), (1, "| Beam power | MW | 5.3 | 14.4 |")],
       "5.3 MW is the 3 TeV column")
CALO2 = ("The electromagnetic calorimeter consists of 50 layers of tungsten absorber interleaved with silicon sensors, "
         "read out in 5 mm × 5 mm cells. The hadronic calorimeter consists of 60 layers of steel absorber")
quoted("attr-neighbour-01", F, "How many layers does the electromagnetic calorimeter have?", ["calo"],
       "The electromagnetic calorimeter consists of 60 layers of tungsten absorber", CALO2,
       "60 layers is the neighbouring sentence's hadronic calorimeter")
quoted("attr-neighbour-02", F, "What absorber does the hadronic calorimeter use?", ["calo"],
       "The hadronic calorimeter uses tungsten absorber", CALO2,
       "tungsten is the electromagnetic calorimeter's absorber; the hadronic one uses steel")
quoted("attr-bullets-01", F, "What is the layout of the vertex detector?", ["overview"],
       "The vertex detector has 5 double layers of 25 μm pixels and 7 endcap disks per side",
       "- Vertex detector: 5 double layers of 25 μm pixels\n- Inner tracker: 3 barrel layers and 7 endcap disks per side",
       "two bullets read as one sentence: the 7 endcap disks are the inner tracker's")
quoted("attr-bullets-02", F, "How many endcap disks does the outer tracker have?", ["overview"],
       "The outer tracker has 7 endcap disks per side",
       "- Inner tracker: 3 barrel layers and 7 endcap disks per side\n- Outer tracker: 3 barrel layers and 4 endcap "
       "disks per side",
       "7 endcap disks belong to the inner tracker's bullet; the outer tracker has 4")
quoted("attr-two-citations-01", F, "What is the timing resolution of the inner tracker sensors?", ["vxd", "sensors"],
       "The inner tracker sensors have a timing resolution of 30 ps",
       [(1, "The sensors are 25 μm × 25 μm silicon pixels with a timing resolution of 30 ps"),
        (2, "The outer tracker uses the same 60 ps sensors as the inner tracker")],
       "two citations, neither supports it: [1] is the vertex detector's sensors, [2] gives the inner tracker 60 ps")
quoted("attr-two-citations-02", F, "What did the MICE experiment achieve?", ["cooling"],
       "The MICE experiment reached a transverse emittance of 25 μm",
       [(1, "The MICE experiment observed the reduction of transverse emittance with lithium hydride and liquid hydrogen "
            "absorbers"),
        (1, "The final cooling stage uses solenoids of up to 40 T to reach a transverse emittance of 25 μm")],
       "two quotes, only one about MICE: 25 μm is the final cooling stage's target")
quoted("attr-condition-01", F, "How many photons enter the detector at 10 TeV?", ["bib"],
       "At 10 TeV about 10^8 photons enter the detector per bunch crossing",
       "Simulations predict about 10^8 photons entering the detector per bunch crossing at 1.5 TeV",
       "the figure is for 1.5 TeV, stated for 10 TeV")
quoted("attr-condition-02", F, "What is the Lorentz factor of a 5 TeV muon?", ["decay"],
       "At 5 TeV the Lorentz factor is about 14,200",
       "At a beam energy of 5 TeV the Lorentz factor γ is about 47,300 and the lab-frame lifetime reaches about 100 ms. "
       "At 1.5 TeV the Lorentz factor is about 14,200",
       "14,200 is the 1.5 TeV value; at 5 TeV γ is about 47,300")
quoted("attr-couplings-01", F, "How precisely can the muon Yukawa coupling be measured?", ["higgs"],
       "The precision on the muon Yukawa coupling is expected to reach about 0.1%",
       "The precision on the Higgs coupling to W bosons is expected to reach about 0.1%, while that on the muon Yukawa "
       "coupling is about 2%",
       "0.1% is the W coupling; the muon Yukawa is about 2%")
quoted("attr-location-01", F, "Where does the background deposit its energy in the calorimeter?", ["ecal_bib"],
       "The beam-induced background deposits its energy in the electromagnetic calorimeter mostly in the barrel cells",
       "In the electromagnetic calorimeter the beam-induced background deposits about 50 GeV per bunch crossing, mostly "
       "in the endcap cells near the nozzles. Some barrel cells receive almost no background",
       "endcap cells became barrel cells")
texted("attr-neighbour-03", F, "What is the timing resolution of the outer tracker?", ["sensors"],
       "The outer tracker has a timing resolution of 30 ps",
       "the outer tracker uses the inner tracker's 60 ps sensors; 30 ps is the vertex detector's (text reply)")

# --- modality -------------------------------------------------------------------------------------------------------

F = "modality"
quoted("mod-studied-baseline-01", F, "Which solenoid is used for the final cooling stage?", ["hts"],
       "A 40 T high-temperature superconducting solenoid has been adopted as the baseline for the final cooling stage",
       "A high-temperature superconducting solenoid of 40 T could be used for the final cooling stage. This option is "
       "studied alongside a 32 T design",
       "an option under study made the adopted baseline")
quoted("mod-studied-adopted-02", F, "How is the neutrino dose mitigated?", ["neutrino"],
       "Orbit deformation with magnet movers has been adopted to keep the dose below the limit",
       "Periodic vertical deformation of the beam orbit with magnet movers could bring it below the limit and is being "
       "studied",
       "'could ... is being studied' became 'has been adopted'")
quoted("mod-planned-completed-01", F, "What is the status of the 6D cooling demonstrator?", ["cooling"],
       "A 6D cooling demonstrator has been completed",
       "A 6D cooling demonstrator is planned for the 2030s",
       "planned became completed")
quoted("mod-planned-built-02", F, "Does a demonstrator facility exist?", ["timeline"],
       "The international collaboration has built a demonstrator facility",
       "The international collaboration plans a demonstrator facility by the end of the 2020s",
       "planned became built")
quoted("mod-simulated-measured-01", F, "How well does the 6D cooling lattice perform?", ["cooling"],
       "The performance of the 6D cooling lattice has been measured",
       "A 6D cooling demonstrator is planned for the 2030s; the performance of its lattice has so far only been simulated",
       "simulated became measured")
quoted("mod-simulated-measured-02", F, "How many photons enter the detector per bunch crossing?", ["bib"],
       "About 10^8 photons per bunch crossing have been measured entering the detector at 1.5 TeV",
       "Simulations predict about 10^8 photons entering the detector per bunch crossing at 1.5 TeV",
       "a simulation's prediction stated as a measurement")
quoted("mod-could-will-01", F, "Can the neutrino dose be brought below the limit?", ["neutrino"],
       "Magnet movers that deform the beam orbit will bring the dose below the limit",
       "Periodic vertical deformation of the beam orbit with magnet movers could bring it below the limit",
       "could became will")
quoted("mod-could-will-02", F, "What stages are foreseen for the collider?", ["timeline"],
       "A first stage at 3 TeV is proposed and will be followed by a 10 TeV stage",
       "A first stage at 3 TeV is proposed, which could be followed by a 10 TeV stage",
       "'could be followed' became 'will be followed'")
quoted("mod-may-do-01", F, "Do the rapid cycling synchrotrons share the collider tunnel?", ["rcs"],
       "Some of the rapid cycling synchrotrons share a tunnel with the collider ring",
       "Some of the synchrotrons may share a tunnel with the collider ring",
       "'may share' became 'share'")
quoted("mod-proposed-approved-01", F, "What is the status of the 3 TeV stage?", ["timeline"],
       "A first stage at 3 TeV has been approved",
       "A first stage at 3 TeV is proposed",
       "proposed became approved")
quoted("mod-studied-selected-01", F, "Where will the 10 TeV collider be built?", ["site"],
       "CERN has been selected as the site of the 10 TeV collider ring",
       "A 10 TeV collider ring of about 10 km circumference has been studied at CERN",
       "studied became selected (the chunk says no site has been selected)")
quoted("mod-expected-measured-01", F, "How precisely is the Higgs coupling to W bosons known?", ["higgs"],
       "The Higgs coupling to W bosons has been measured with a precision of about 0.1%",
       "The precision on the Higgs coupling to W bosons is expected to reach about 0.1%",
       "an expected precision stated as a measurement")
texted("mod-preparation-published-01", F, "Is there a conceptual design report?", ["timeline"],
       "The conceptual design report has been published",
       "'in preparation' became 'published' (text reply)")
quoted("mod-would-has-01", F, "How many Higgs bosons does a 10 TeV muon collider produce?", ["higgs"],
       "A 10 TeV muon collider has produced about 10^7 Higgs bosons through vector boson fusion",
       "A 10 TeV muon collider would produce about 10^7 Higgs bosons through vector boson fusion with 10 ab^-1",
       "'would produce' (a projection) became 'has produced'")
texted("mod-studied-finished-01", F, "Is there a nozzle design for 10 TeV?", ["nozzle"],
       "The nozzle redesign for 10 TeV is finished",
       "'is being studied' became 'is finished' (text reply)")

# --- quantifier -----------------------------------------------------------------------------------------------------

F = "quantifier"
quoted("quant-some-all-01", F, "Do the rapid cycling synchrotrons share the collider tunnel?", ["rcs"],
       "All of the rapid cycling synchrotrons may share a tunnel with the collider ring",
       "Some of the synchrotrons may share a tunnel with the collider ring",
       "some became all")
quoted("quant-only-every-01", F, "Which muon decays send particles into the detector?", ["bib"],
       "Every muon decay along the collider ring sends particles into the detector",
       "Only decays within about 25 m of the interaction point send particles into the detector",
       "'only within about 25 m of the IP' became 'every decay along the ring'")
quoted("quant-most-all-01", F, "What kinds of particles reach the detector?", ["bib"],
       "All of the secondary particles that reach the detector are photons and neutrons",
       "Most of the secondary particles that reach the detector are photons and neutrons with energies below 10 MeV",
       "most became all")
quoted("quant-some-all-02", F, "Which calorimeter cells receive background?", ["ecal_bib"],
       "All barrel cells of the electromagnetic calorimeter receive almost no background",
       "Some barrel cells receive almost no background",
       "some became all")
quoted("quant-most-all-02", F, "How much of the decay power does the tungsten liner absorb?", ["heat"],
       "The tungsten liner absorbs all of the decay power outside the cold mass",
       "A tungsten liner 4 cm thick absorbs most of this power outside the cold mass",
       "most became all")
quoted("quant-innermost-every-01", F, "What is the occupancy of the tracker layers?", ["occupancy"],
       "Every layer of the tracker has an occupancy of about 3%",
       "The occupancy of the tracker grows towards small radii: it is about 3% in the innermost vertex layer",
       "the innermost layer's 3% stated for every layer")
quoted("quant-innermost-every-02", F, "What hit density do the vertex detector layers see?", ["vxd"],
       "At 10 TeV every vertex detector layer sees about 1,000 hits per cm² per bunch crossing",
       "At 10 TeV the hit density in the innermost layer reaches about 1,000 hits per cm² per bunch crossing",
       "the innermost layer's figure stated for every layer")
quoted("quant-morethan-all-01", F, "What fraction of background hits does the timing window reject?", ["timing"],
       "With this window all of the background hits in the vertex detector are rejected",
       "With this window more than 90% of the background hits in the vertex detector are rejected",
       "more than 90% became all")
quoted("quant-most-exposed-everywhere-01", F, "Does the neutrino dose exceed the limit at 10 TeV?", ["neutrino"],
       "Without mitigation, the dose everywhere at the surface at 10 TeV exceeds the limit",
       "Without mitigation, the dose in the most exposed spots at 10 TeV exceeds this limit by about a factor of ten",
       "'in the most exposed spots' became 'everywhere'")
texted("quant-only-text-01", F, "What kinds of particles reach the detector?", ["bib"],
       "Only photons reach the detector",
       "most particles are photons and neutrons, and electrons and hadrons follow: 'only photons' (text reply)")
quoted("quant-none-01", F, "Do charged particles reach the detector?", ["bib"],
       "No electrons or charged hadrons reach the detector",
       "Most of the secondary particles that reach the detector are photons and neutrons with energies below 10 MeV; "
       "a smaller number of electrons and charged hadrons follow",
       "'a smaller number ... follow' became 'none'")
quoted("quant-one-all-01", F, "What timing resolution do the tracker sensors have?", ["sensors"],
       "All tracker subsystems use 60 ps sensors",
       "The outer tracker uses the same 60 ps sensors as the inner tracker",
       "two subsystems generalised to all (the vertex detector has 30 ps)")
quoted("quant-always-01", F, "Do timing cuts remove the background hits?", ["timing"],
       "Timing cuts always remove the background hits in the vertex detector",
       "With this window more than 90% of the background hits in the vertex detector are rejected",
       "more than 90% became always")

# --- causal_stuffing -----------------------------------------------------------------------------------------------

F = "causal_stuffing"
quoted("causal-stuffing-01", F, "How are the nozzles shaped?", ["nozzle"],
       "Two tungsten nozzles enter the detector along the beam pipe, one on each side of the interaction point, and each "
       "nozzle is a cone with an opening angle of 10 degrees whose tip sits 6 cm from the interaction point, so no "
       "further shielding of the tracker is needed",
       "Two tungsten nozzles enter the detector along the beam pipe, one on each side of the interaction point. Each "
       "nozzle is a cone with an opening angle of 10 degrees, and its tip sits 6 cm from the interaction point",
       "a long verbatim quote ending in an invented conclusion (no further shielding needed)")
quoted("causal-stuffing-02", F, "What is the limit on the neutrino-induced dose at the surface?", ["neutrino"],
       "The effective dose at the surface must stay below 10 μSv per year, a level regarded as negligible, which the "
       "10 TeV collider already meets without mitigation",
       "The effective dose at the surface must stay below 10 μSv per year, a level regarded as negligible",
       "verbatim, then an invented conclusion (the chunk says the limit is exceeded without mitigation)")
quoted("causal-stuffing-03", F, "How does the timing window work?", ["timing"],
       "A readout window from −3σ_t to +5σ_t around the expected arrival time keeps the signal hits, which makes the "
       "nozzles unnecessary",
       "A readout window from −3σ_t to +5σ_t around the expected arrival time keeps the signal hits",
       "verbatim, then an invented conclusion")
quoted("causal-because-01", F, "Why do timing cuts not remove in-time neutrons?", ["timing", "nozzle"],
       "Timing cuts do not remove hits from in-time neutrons because the outer surface of the nozzles is clad with "
       "borated polyethylene",
       [(1, "Timing cuts do not remove hits from in-time neutrons"),
        (2, "The outer surface is clad with borated polyethylene")],
       "two true statements joined by an invented 'because'")
quoted("causal-therefore-01", F, "Where are the calorimeters?", ["calo"],
       "The hadronic calorimeter consists of 60 layers of steel absorber; therefore both calorimeters sit outside the "
       "solenoid",
       "The hadronic calorimeter consists of 60 layers of steel absorber with plastic scintillator tiles of 30 mm × 30 mm. "
       "Both calorimeters sit outside the solenoid",
       "two true sentences joined by an invented 'therefore'")
quoted("causal-despite-because-01", F, "Why can muons be accelerated in a circular machine?", ["sr"],
       "A muon beam can be accelerated to multi-TeV energies in a circular machine despite its synchrotron radiation "
       "power being smaller than that of an electron",
       "Its synchrotron radiation power at a given energy and bending radius is therefore smaller than that of an "
       "electron by a factor (m_μ/m_e)^4 ≈ 207^4, roughly 1.8 × 10^9. This is why a muon beam can be accelerated to "
       "multi-TeV energies in a circular machine",
       "'this is why' (because) became 'despite'")
quoted("causal-because-02", F, "Why is the occupancy highest near the nozzles?", ["occupancy", "nozzle"],
       "The occupancy is highest in the layers closest to the nozzles because the nozzles are made of tungsten",
       [(1, "It is highest in the layers closest to the nozzles"),
        (2, "Two tungsten nozzles enter the detector along the beam pipe")],
       "an invented 'because' between two true facts")
quoted("causal-therefore-02", F, "What transverse momentum threshold does the tracker reach?", ["magnet"],
       "The 5 T field is stronger than the 3.57 T field of the earlier design, and therefore tracks are reconstructed "
       "down to a transverse momentum of 500 MeV/c",
       [(1, "The 5 T field is stronger than the 3.57 T field of the earlier CLIC-derived design"),
        (1, "Tracks are reconstructed down to a transverse momentum of 500 MeV/c")],
       "an invented 'therefore' (a stronger field raises, not lowers, the momentum threshold)")
quoted("causal-despite-01", F, "What heat load reaches the superconducting coils?", ["heat"],
       "Despite the tungsten liner, the heat load on the superconducting coils stays below 5 W/m",
       "A tungsten liner 4 cm thick absorbs most of this power outside the cold mass, so that the heat load on the "
       "superconducting coils stays below 5 W/m",
       "'so that' (because of the liner) became 'despite the liner'")
quoted("causal-stuffing-04", F, "What are the target parameters?", ["params"],
       "Table 2 lists the target parameters for the two energy stages, which have been approved by CERN",
       "Table 2 lists the target parameters for the two energy stages",
       "verbatim, then an invented approval")
texted("causal-stuffing-text-01", F, "How much must ionisation cooling reduce the emittance?", ["cooling"],
       "Ionisation cooling must reduce the six-dimensional emittance of the muon beam by about six orders of magnitude "
       "within a few muon lifetimes, which the MICE experiment has already achieved",
       "verbatim, then an invented achievement (text reply)")
quoted("causal-because-03", F, "Why does the lab-frame lifetime reach 100 ms at 5 TeV?", ["decay", "cooling"],
       "At 5 TeV the lab-frame lifetime reaches about 100 ms because the muons are cooled by ionisation",
       [(1, "At a beam energy of 5 TeV the Lorentz factor γ is about 47,300 and the lab-frame lifetime reaches about "
            "100 ms"),
        (2, "Ionisation cooling must reduce the six-dimensional emittance of the muon beam")],
       "an invented cause (the lifetime comes from time dilation, not cooling)")
quoted("causal-because-04", F, "Does the vertex detector need the nozzles?", ["sensors"],
       "Because the vertex detector has a timing resolution of 30 ps, it needs no nozzles",
       RESPECTIVELY, "a true fact made the cause of an invented conclusion")
quoted("causal-stuffing-05", F, "How many muons decay per metre of lattice?", ["bib"],
       "With 2 × 10^12 muons per bunch at 1.5 TeV, about 4 × 10^5 decays occur per metre of lattice per bunch crossing, "
       "so the background is negligible at 10 TeV",
       "With 2 × 10^12 muons per bunch at 1.5 TeV, about 4 × 10^5 decays occur per metre of lattice per bunch crossing",
       "verbatim, then an invented conclusion about 10 TeV")
texted("causal-therefore-text-02", F, "Why does the muon decay?", ["sr", "decay"],
       "Muons are 207 times heavier than electrons, and therefore they decay with a proper lifetime of 2.2 μs",
       "two true facts from two chunks joined by an invented 'therefore' (text reply)", markers="[1][2]")

# --- formatting_unicode --------------------------------------------------------------------------------------------

F = "formatting_unicode"
REJECTED = "With this window more than 90% of the background hits in the vertex detector are rejected"
NEUTRONS = "Timing cuts do not remove hits from in-time neutrons"
READOUT = ("A readout window from −3σ_t to +5σ_t around the expected arrival time keeps the signal hits, where σ_t is "
           "the timing resolution of the sensor. " + REJECTED)
quoted("fmt-zwsp-not-01", F, "Do timing cuts reject the background hits?", ["timing"],
       "Timing cuts do n\u200bot reject most background hits in the vertex detector", REJECTED,
       "a zero-width space inside 'not': the reader sees a negation the chunk does not have")
quoted("fmt-zwj-not-01", F, "What do the nozzles do to the background?", ["nozzle"],
       "The nozzles do n\u200dot reduce the flux of beam-induced background particles entering the tracker",
       "Together the nozzles reduce the flux of beam-induced background particles entering the tracker by about three "
       "orders of magnitude",
       "a zero-width joiner inside 'not'")
quoted("fmt-wordjoiner-not-01", F, "What heat load reaches the superconducting coils?", ["heat"],
       "The heat load on the superconducting coils does n\u2060o\ufefft stay below 5 W/m",
       "so that the heat load on the superconducting coils stays below 5 W/m",
       "a word joiner and a BOM inside 'not'")
quoted("fmt-softhyphen-not-01", F, "What do the nozzles do to the background?", ["nozzle"],
       "The nozzles do no\u00adt reduce the flux of beam-induced background particles entering the tracker",
       "Together the nozzles reduce the flux of beam-induced background particles entering the tracker",
       "a soft hyphen inside 'not'")
quoted("fmt-cyrillic-not-01", F, "Do timing cuts reject the background hits?", ["timing"],
       "Timing cuts do n\u043et reject most background hits in the vertex detector", REJECTED,
       "a Cyrillic о in 'not'")
quoted("fmt-cyrillic-never-01", F, "Does the neutrino dose exceed the limit at 10 TeV?", ["neutrino"],
       "Without mitigation, the dose in the most exposed spots at 10 TeV n\u0435v\u0435r exceeds the limit",
       "Without mitigation, the dose in the most exposed spots at 10 TeV exceeds this limit by about a factor of ten",
       "Cyrillic е twice in 'never'")
quoted("fmt-cyrillic-direction-01", F, "What happens when the nozzle opening angle is enlarged?", ["nozzle"],
       "Enlarging the opening angle r\u0430ises the background",
       "Enlarging the opening angle reduces the background further",
       "a Cyrillic а in 'raises', the decisive word of direction")
quoted("fmt-greek-omicron-01", F, "What is the muon's proper lifetime?", ["decay"],
       "The muon does n\u03bft have a proper lifetime of 2.2 μs", "The muon has a proper lifetime of 2.2 μs",
       "a Greek omicron in 'not'")
quoted("fmt-fullwidth-not-01", F, "Do timing cuts reject the background hits?", ["timing"],
       "Timing cuts do \uff4e\uff4f\uff54 reject most background hits in the vertex detector", REJECTED,
       "a fullwidth 'not'")
quoted("fmt-bidi-01", F, "What is the opening angle of the nozzles?", ["nozzle"],
       "Each nozzle is a cone with an opening angle of \u202e01\u202c degrees",
       "Each nozzle is a cone with an opening angle of 10 degrees",
       "a right-to-left override shows a stored '01' as '10'")
quoted("fmt-bidi-02", F, "What size are the vertex detector pixels?", ["sensors"],
       "The vertex detector pixels are \u202e52\u202c μm × \u202e52\u202c μm",
       "The vertex detector pixels are 25 μm × 25 μm",
       "right-to-left overrides show a stored '52' as '25'")
quoted("fmt-bidi-03", F, "Which muon decays contribute to the detector background?", ["bib"],
       "Only decays within about \u2067\u202e52\u202c\u2069 m of the interaction point send particles into the detector",
       "Only decays within about 25 m of the interaction point send particles into the detector",
       "an isolate and an override show a stored '52' as '25'")
quoted("fmt-comment-negation-01", F, "Do timing cuts remove hits from in-time neutrons?", ["timing"],
       "Timing cuts do<!-- not--> remove hits from in-time neutrons", NEUTRONS,
       "an HTML comment hides the negation from the reader, who sees 'do remove'")
quoted("fmt-comment-split-01", F, "Do timing cuts reject the background hits?", ["timing"],
       "Timing cuts do n<!-- -->ot reject most background hits in the vertex detector", REJECTED,
       "an empty HTML comment splits 'not' for a word match; the reader sees 'not'")
quoted("fmt-strike-md-01", F, "Do timing cuts remove hits from in-time neutrons?", ["timing"],
       "Timing cuts ~~do not~~ remove hits from in-time neutrons", NEUTRONS,
       "Markdown strikethrough cancels the negation for the reader")
quoted("fmt-strike-s-01", F, "Has a site been selected?", ["site"],
       "A site has <s>not</s> been selected", "No site has been selected",
       "an <s> tag cancels the negation for the reader")
texted("fmt-strike-del-text-01", F, "Do timing cuts remove hits from in-time neutrons?", ["timing"],
       "Timing cuts <del>do not</del> remove hits from in-time neutrons",
       "a <del> tag cancels the negation (text reply)")
quoted("fmt-link-01", F, "What are the nozzles made of?", ["nozzle"],
       'The nozzles are made of <a href="http://evil.example/">lead</a>',
       "Two tungsten nozzles enter the detector along the beam pipe",
       "a link around an invented material")
texted("fmt-script-text-01", F, "What is the muon's proper lifetime?", ["decay"],
       "<script>alert(1)</script>The muon has a proper lifetime of 2.2 ms",
       "a script tag before a wrong prefix (ms for μs; text reply)")

# --- fabricated_quote ------------------------------------------------------------------------------------------------

F = "fabricated_quote"
quoted("fab-value-01", F, "Where does the nozzle tip sit?", ["nozzle"],
       "Each nozzle tip sits 4 cm from the interaction point", "its tip sits 4 cm from the interaction point",
       "the quote changes the chunk's 6 cm to 4 cm")
quoted("fab-negation-01", F, "Do timing cuts remove hits from in-time neutrons?", ["timing"],
       "Timing cuts remove hits from in-time neutrons", "Timing cuts remove hits from in-time neutrons",
       "the quote drops the chunk's 'do not'")
quoted("fab-stitched-01", F, "What is the nozzle cladding made of?", ["nozzle"],
       "The outer surface of the nozzles is clad with tungsten", "The outer surface is clad with tungsten",
       "stitched from two places: 'The outer surface is clad with' and a later 'tungsten'")
# a verbatim quote cited to a number that does not hold it is moved to the chunk it is in (issue 43): these two are
# honest now, and the attacks are quotes that no chunk holds verbatim
quoted("fab-out-of-range-01", "honest", "What is the timing resolution of the vertex detector?", ["vxd", "sensors"],
       "The vertex detector has a timing resolution of 30 ps",
       "The vertex detector and the inner tracker have timing resolutions of 30 ps and 60 ps", n=3,
       note="cites chunk [3] of two; the quote is verbatim in [2]: moved there, with a note", moved=True)
quoted("fab-wrong-chunk-01", "honest", "What is the timing resolution of the inner tracker?", ["vxd", "sensors"],
       "The inner tracker has a timing resolution of 60 ps", RESPECTIVELY, n=1,
       note="the quote is verbatim in chunk [2], cited as [1]: moved there, with a note", moved=True)
quoted("fab-out-of-range-02", F, "What is the timing resolution of the vertex detector?", ["vxd", "sensors"],
       "The vertex detector has a timing resolution of 20 ps",
       "The vertex detector and the inner tracker have timing resolutions of 20 ps and 60 ps", n=3,
       note="cites chunk [3] of two, and the quote changes 30 ps to 20 ps: verbatim nowhere")
quoted("fab-wrong-chunk-02", F, "What is the timing resolution of the inner tracker?", ["vxd", "sensors"],
       "The inner tracker has a timing resolution of 50 ps",
       "The vertex detector and the inner tracker have timing resolutions of 30 ps and 50 ps, respectively", n=1,
       note="cited as [1], a quote like [2]'s with 60 ps changed to 50 ps: verbatim nowhere")
quoted("fab-empty-01", F, "What did the MICE experiment measure?", ["cooling"],
       "The MICE experiment measured ionisation cooling in 2019", "",
       "an empty quote for a claim with an invented year")
quoted("fab-invented-01", F, "Has the detector been approved?", ["overview"],
       "The detector has been approved for construction", "The detector has been approved for construction",
       "a quote that is nowhere in the chunk")
quoted("fab-ellipsis-01", F, "What field do the final cooling solenoids reach?", ["cooling"],
       "The final cooling solenoids reduce the emittance by six orders of magnitude",
       "The final cooling stage uses solenoids of up to 40 T ... by about six orders of magnitude",
       "an ellipsis joins two sentences into a quote the chunk does not have")
quoted("fab-table-row-01", F, "What is the circumference of the 10 TeV collider ring?", ["params"],
       "At 10 TeV the circumference is 12 km", [(1, HEADER), (1, "| Circumference | km | 4.5 | 12 |")],
       "a table row quoted with its 10 TeV cell changed (10 to 12)")
quoted("fab-unit-01", F, "What is the limit on the neutrino-induced dose at the surface?", ["neutrino"],
       "The surface dose limit is 10 mSv per year", "The effective dose at the surface must stay below 10 mSv per year",
       "the quote changes μSv to mSv (and the claim drops the bound)")
quoted("fab-title-quote-01", F, "What are the nozzles part of?", ["nozzle"],
       "The shielding nozzles are part of the machine-detector interface",
       "Machine-detector interface: shielding nozzles",
       "the quote is the chunk's title, not its text")

# --- title_evidence -------------------------------------------------------------------------------------------------

F = "title_evidence"
quoted("title-material-01", F, "What are the nozzles made of?", ["t_nozzle"],
       "The nozzles are made of tungsten",
       "Two nozzles enter the detector along the beam pipe, one on each side of the interaction point",
       "'tungsten' is only in the title")
quoted("title-tool-01", F, "How was the beam-induced background simulated?", ["t_fluka"],
       "The background was simulated with FLUKA",
       "The background was simulated for a 1.5 TeV beam with the full lattice within 200 m of the interaction point",
       "'FLUKA' is only in the title")
quoted("title-material-02", F, "What absorber did MICE use?", ["t_mice"],
       "The MICE experiment observed emittance reduction with a lithium hydride absorber",
       "The experiment observed the reduction of the transverse emittance of a muon beam passing through an absorber",
       "'MICE' and 'lithium hydride' are only in the title")
quoted("title-method-01", F, "How is the neutrino radiation mitigated?", ["t_movers"],
       "Magnet movers are used to mitigate the neutrino radiation",
       "The dose at the surface can be reduced by deforming the beam orbit periodically",
       "'magnet movers' and 'neutrino' are only in the title")
quoted("title-condition-01", F, "What is the circumference of the 10 TeV stage?", ["t_10tev"],
       "The 10 TeV stage has a circumference of 4.5 km", "| Circumference | 4.5 km |",
       "'10 TeV' is only in the title")
quoted("title-material-03", F, "What technology does the electromagnetic calorimeter use?", ["t_lar"],
       "The electromagnetic calorimeter uses liquid argon",
       "The electromagnetic calorimeter has 40 layers with 5 mm × 5 mm cells",
       "'liquid argon' is only in the title")
quoted("title-material-04", F, "What are the collider ring dipoles?", ["t_nb3sn"],
       "The collider ring dipoles are Nb3Sn magnets reaching 10 T", "The collider ring dipoles reach 10 T at 4.5 K",
       "'Nb3Sn' is only in the title")
texted("title-status-text-01", F, "Has a 40 T solenoid been demonstrated?", ["t_hts"],
       "A 40 T HTS solenoid has been demonstrated",
       "'HTS' and 'demonstrated' are only in the title (text reply)")
# the detector a document is about is the setting of its sentences that name none (issue 43): honest now
quoted("title-name-01", "honest", "What field does the MAIA solenoid provide?", ["t_maia"],
       "The MAIA detector has a 5 T solenoid",
       "The detector has a 5 T solenoid between the tracker and the calorimeters",
       "'MAIA' is the detector the document is about, and the sentence names no other: the quote's setting")
texted("title-technology-text-01", F, "What detectors does the muon system use?", ["t_rpc"],
       "The muon system uses resistive plate chambers",
       "'resistive plate chambers' is only in the title (text reply)")
quoted("title-value-01", F, "What timing resolution does the electromagnetic calorimeter have?", ["t_crystal"],
       "The electromagnetic calorimeter cells have a timing resolution of 20 ps",
       "The electromagnetic calorimeter cells are read out with silicon photomultipliers",
       "'20 ps' is only in the title")

# --- unanswerable ---------------------------------------------------------------------------------------------------

F = "unanswerable"
quoted("unans-cost-01", F, "What is the estimated construction cost of the 10 TeV collider?", ["site", "params"],
       "A 10 TeV collider ring of about 10 km circumference has been studied at CERN",
       "A 10 TeV collider ring of about 10 km circumference has been studied at CERN",
       "true and quoted, but no chunk gives a cost")
quoted("unans-angle-10tev-01", F, "What is the opening angle of the nozzles redesigned for 10 TeV?", ["nozzle"],
       "Each nozzle is a cone with an opening angle of 10 degrees",
       "Each nozzle is a cone with an opening angle of 10 degrees",
       "the 10 degrees belong to the 1.5 TeV shape; the 10 TeV redesign is only being studied")
quoted("unans-muon-timing-01", F, "What is the timing resolution of the muon system?", ["sensors", "overview"],
       "The vertex detector and the inner tracker have timing resolutions of 30 ps and 60 ps, respectively",
       RESPECTIVELY, "true, but about the trackers; nothing gives the muon system's timing")
quoted("unans-history-01", F, "Who first proposed the muon collider?", ["sr"],
       "A muon is about 207 times heavier than an electron", "A muon is about 207 times heavier than an electron",
       "true, but says nothing about who proposed it")
quoted("unans-start-01", F, "When will the 10 TeV stage start operating?", ["timeline"],
       "A first stage at 3 TeV is proposed, which could be followed by a 10 TeV stage",
       "A first stage at 3 TeV is proposed, which could be followed by a 10 TeV stage",
       "true, but no date for the 10 TeV stage")
quoted("unans-14tev-01", F, "What is the luminosity target at 14 TeV?", ["params"],
       "The luminosity target at 10 TeV is 20 × 10^34 cm^-2 s^-1",
       [(1, HEADER), (1, "| Luminosity | 10^34 cm^-2 s^-1 | 1.8 | 20 |")],
       "true for 10 TeV; the question asks about 14 TeV, which no chunk covers")
quoted("unans-weight-01", F, "How much does each nozzle weigh?", ["nozzle"],
       "Two tungsten nozzles enter the detector along the beam pipe, one on each side of the interaction point",
       "Two tungsten nozzles enter the detector along the beam pipe, one on each side of the interaction point",
       "true, but no mass is given")
quoted("unans-worker-dose-01", F, "What is the radiation dose limit for workers in the tunnel?", ["neutrino"],
       "The effective dose at the surface must stay below 10 μSv per year",
       "The effective dose at the surface must stay below 10 μSv per year",
       "the surface limit for the public, not a limit for workers in the tunnel")
texted("unans-photodetector-text-01", F, "Which photodetectors read out the hadronic calorimeter tiles?", ["calo"],
       "The hadronic calorimeter consists of 60 layers of steel absorber with plastic scintillator tiles of 30 mm × 30 mm",
       "true, but no photodetector is named (text reply)")
quoted("unans-3tev-selfcoupling-01", F, "How precisely can the Higgs self-coupling be measured at 3 TeV?", ["higgs"],
       "The trilinear Higgs self-coupling is expected to be determined with a precision between 3% and 4%",
       "The trilinear Higgs self-coupling is expected to be determined with a precision between 3% and 4%",
       "the passage is about a 10 TeV collider; nothing is given for 3 TeV")
quoted("unans-quartic-01", F, "What precision on the quartic Higgs self-coupling is expected?", ["higgs"],
       "The Higgs self-coupling is expected to be determined with a precision between 3% and 4%",
       "The trilinear Higgs self-coupling is expected to be determined with a precision between 3% and 4%",
       "the quote is about the trilinear self-coupling; the question asks for the quartic one")
quoted("unans-outer-pixels-01", F, "How large are the outer tracker pixels?", ["sensors"],
       "The tracker uses 50 μm × 1 mm macro-pixels",
       "the inner tracker uses 50 μm × 1 mm macro-pixels",
       "the inner tracker's pixels, not the outer tracker's")
texted("unans-build-time-text-01", F, "How long will it take to build the final cooling stage?", ["cooling"],
       "A 6D cooling demonstrator is planned for the 2030s",
       "a demonstrator's date, not a construction time for the final cooling stage (text reply)")
quoted("unans-muon-radius-01", F, "What is the radius of the outermost muon chamber?", ["overview", "vxd"],
       "The whole tracking system fits inside a cylinder of 1.5 m radius",
       "the whole tracking system fits inside a cylinder of 1.5 m radius", n=2,
       note="the tracker's radius, not the muon system's")
quoted("unans-3tev-dose-01", F, "What is the neutrino dose at the surface for a 3 TeV collider?", ["neutrino"],
       "Without mitigation, the dose in the most exposed spots at 10 TeV exceeds this limit by about a factor of ten",
       "Without mitigation, the dose in the most exposed spots at 10 TeV exceeds this limit by about a factor of ten",
       "a 10 TeV statement for a 3 TeV question")
quoted("unans-vendor-01", F, "Which company will manufacture the final-cooling solenoids?", ["hts"],
       "A high-temperature superconducting solenoid of 40 T could be used for the final cooling stage",
       "A high-temperature superconducting solenoid of 40 T could be used for the final cooling stage",
       "true, but no manufacturer is named")

# --- honest ---------------------------------------------------------------------------------------------------------

F = "honest"
quoted("honest-paraphrase-01", F, "What is the opening angle of the nozzles?", ["nozzle"],
       "Each of the two nozzles is a cone opening at 10 degrees",
       "Each nozzle is a cone with an opening angle of 10 degrees", "a close paraphrase of the quote")
quoted("honest-noun-change-01", F, "What did the new liner change for the coils?", ["liner"],
       "The new liner reduced the heat load on the coils",
       "The new liner brought a reduction of the heat load on the coils",
       "a noun of change ('a reduction of') said as a verb")
quoted("honest-merged-01", F, "What are the muon's proper lifetime and its Lorentz factor at 5 TeV?", ["decay"],
       "The muon's proper lifetime is 2.2 μs, and at a beam energy of 5 TeV its Lorentz factor γ is about 47,300",
       "The muon has a proper lifetime of 2.2 μs. At a beam energy of 5 TeV the Lorentz factor γ is about 47,300",
       "two adjacent sentences merged into one claim")
quoted("honest-gamma-lifetime-01", F, "What is the lab-frame muon lifetime at 5 TeV?", ["decay"],
       "At a beam energy of 5 TeV γ is about 47,300 and the lab-frame lifetime reaches about 100 ms",
       "At a beam energy of 5 TeV the Lorentz factor γ is about 47,300 and the lab-frame lifetime reaches about 100 ms",
       "two quantities in one clause, each with its own noun (issue 19: a counted-word rule read the next word)")
quoted("honest-gev-01", F, "How much power do muon decays deposit in the collider magnets?", ["heat"],
       "At 10,000 GeV, muon decays deposit about 500 W/m in the magnets of the collider ring",
       "Muon decays in the collider ring deposit about 500 W/m in the magnets at 10 TeV",
       "10 TeV written as 10,000 GeV")
quoted("honest-ms-01", F, "What is the lab-frame muon lifetime at 5 TeV?", ["decay_s"],
       "At 5 TeV time dilation stretches the lab-frame lifetime of the muons to about 100 ms",
       "At 5 TeV time dilation stretches the lab-frame lifetime to about 0.1 s",
       "0.1 s written as 100 ms")
quoted("honest-respectively-01", F, "What is the timing resolution of the inner tracker?", ["sensors"],
       "The inner tracker has a timing resolution of 60 ps", RESPECTIVELY,
       "'respectively' resolved correctly: the second detector takes the second value")
add("honest-respectively-02", F, "What are the timing resolutions of the vertex detector and the inner tracker?",
    ["sensors"],
    {"claims": [claim("The vertex detector has a timing resolution of 30 ps", (1, RESPECTIVELY)),
                claim("The inner tracker has a timing resolution of 60 ps", (1, RESPECTIVELY))]},
    ["The vertex detector has a timing resolution of 30 ps", "The inner tracker has a timing resolution of 60 ps"],
    "'respectively' resolved into two claims on the same quote; both must be kept")
quoted("honest-upto-01", F, "What field do the final cooling solenoids need?", ["cooling"],
       "The final cooling stage uses solenoids of up to 40 T", "The final cooling stage uses solenoids of up to 40 T",
       "'up to' kept as 'up to'")
quoted("honest-below-01", F, "What is the limit on the neutrino-induced dose at the surface?", ["neutrino"],
       "The surface effective dose has to remain below 10 μSv per year",
       "The effective dose at the surface must stay below 10 μSv per year",
       "the bound kept ('below'), the wording paraphrased")
quoted("honest-proposed-01", F, "What is the status of the 3 TeV stage?", ["timeline"],
       "A first stage at 3 TeV is proposed", "A first stage at 3 TeV is proposed", "modality kept: 'is proposed'")
quoted("honest-could-studied-01", F, "Can the neutrino dose be brought below the limit?", ["neutrino"],
       "Deforming the beam orbit periodically with magnet movers could bring the dose below the limit, an option that is "
       "being studied",
       "Periodic vertical deformation of the beam orbit with magnet movers could bring it below the limit and is being "
       "studied",
       "modality kept: 'could' and 'being studied'")
quoted("honest-name-fluka-01", F, "How was the nozzle shape optimised?", ["nozzle"],
       "The nozzle shape was optimised with FLUKA for 1.5 TeV beams",
       "The shape was optimised with FLUKA for 1.5 TeV beams", "the name FLUKA is in the quote")
quoted("honest-name-mice-01", F, "What did the MICE experiment observe?", ["cooling"],
       "The MICE experiment observed a reduction of transverse emittance using lithium hydride and liquid hydrogen "
       "absorbers",
       "The MICE experiment observed the reduction of transverse emittance with lithium hydride and liquid hydrogen "
       "absorbers",
       "the name MICE and both materials are in the quote")
quoted("honest-sigma-window-01", F, "What readout window keeps the signal hits?", ["timing"],
       "A readout window from −3σ_t to +5σ_t around the expected arrival time keeps the signal hits",
       "A readout window from −3σ_t to +5σ_t around the expected arrival time keeps the signal hits",
       "the verbatim window with σ_t (issue 19: the name check split at '_')")
quoted("honest-steel-absorber-01", F, "How is the hadronic calorimeter built?", ["calo"],
       "The hadronic calorimeter consists of 60 layers of steel absorber",
       "The hadronic calorimeter consists of 60 layers of steel absorber",
       "verbatim (issue 19: the word 'absorber' was taken for a material)")
quoted("honest-hyphenation-01", F, "What instantaneous luminosity is reached at 10 TeV?", ["lumi_hyph"],
       "The instantaneous luminosity at 10 TeV reaches 2 × 10^35 cm^-2 s^-1",
       "The instantaneous luminosity at 10 TeV reaches 2 × 10^35 cm^-2 s^-1",
       "the chunk breaks 'lumi-\\nnosity' at a line end; the quote has the word whole")
quoted("honest-case-space-01", F, "What is the layout of the vertex detector?", ["vxd"],
       "The vertex detector consists of five barrel double layers and four endcap disks on each side",
       "the vertex  detector consists of five barrel double layers and four\nendcap disks on each side",
       "the quote differs from the chunk in case, a double space and a line break")
quoted("honest-curly-01", F, "What shields the detector from the background?", ["curly"],
       "The nozzles, two tungsten cones around the beam pipe, shield the detector from the background",
       'The so-called "nozzles" - two tungsten cones around the beam pipe - shield the detector from the background',
       "the quote has straight quotes and hyphens where the chunk has curly quotes and en dashes")
quoted("honest-table-01", F, "What is the circumference of the 10 TeV collider ring?", ["params"],
       "At 10 TeV the circumference is 10 km", [(1, HEADER), (1, "| Circumference | km | 4.5 | 10 |")],
       "the 10 TeV column read for 10 TeV, header and row quoted")
quoted("honest-table-convert-01", F, "What is the luminosity target at 10 TeV?", ["params"],
       "The luminosity target at 10 TeV is 2 × 10^35 cm^-2 s^-1",
       [(1, HEADER), (1, "| Luminosity | 10^34 cm^-2 s^-1 | 1.8 | 20 |")],
       "20 in units of 10^34 written as 2 × 10^35")
quoted("honest-mm-cm-01", F, "At what radius is the innermost vertex layer?", ["vxd"],
       "The innermost layer of the vertex detector sits at a radius of 3 cm",
       "The vertex detector consists of five barrel double layers and four endcap disks on each side. Its innermost "
       "layer sits at a radius of 30 mm",
       "30 mm written as 3 cm; 'its' resolved to the vertex detector within the quote")
quoted("honest-gev-c-01", F, "Down to which transverse momentum are tracks reconstructed?", ["magnet"],
       "Tracks are reconstructed down to a transverse momentum of 0.5 GeV/c",
       "Tracks are reconstructed down to a transverse momentum of 500 MeV/c", "500 MeV/c written as 0.5 GeV/c")
quoted("honest-over-01", F, "What fraction of background hits does the timing window reject?", ["timing"],
       "This window rejects over 90% of the background hits in the vertex detector", REJECTED,
       "'more than 90%' as 'over 90%', passive made active")
quoted("honest-negation-01", F, "Do timing cuts remove hits from in-time neutrons?", ["timing"],
       "Timing cuts do not remove hits from in-time neutrons", NEUTRONS, "the negation kept")
quoted("honest-only-01", F, "Which muon decays send particles into the detector?", ["bib"],
       "Only muon decays within about 25 m of the interaction point send particles into the detector",
       "Only decays within about 25 m of the interaction point send particles into the detector",
       "the quantifier 'only' kept")
quoted("honest-stronger-01", F, "How does the detector field compare with the earlier design?", ["magnet"],
       "The 5 T solenoid field is stronger than the 3.57 T field of the earlier CLIC-derived design",
       "The 5 T field is stronger than the 3.57 T field of the earlier CLIC-derived design",
       "the comparison kept in its roles")
quoted("honest-direction-synonyms-01", F, "What happens when the nozzle opening angle is enlarged?", ["nozzle"],
       "A larger opening angle lowers the background further but reduces the forward acceptance of the detector",
       "Enlarging the opening angle reduces the background further but shrinks the forward acceptance of the detector",
       "direction kept with synonyms (larger, lowers, reduces)")
quoted("honest-causal-01", F, "Why can muons be accelerated in a circular machine?", ["sr"],
       "Because a muon's synchrotron radiation power is smaller than an electron's by a factor of about 207^4, a muon "
       "beam can be accelerated to multi-TeV energies in a circular machine",
       "Its synchrotron radiation power at a given energy and bending radius is therefore smaller than that of an "
       "electron by a factor (m_μ/m_e)^4 ≈ 207^4, roughly 1.8 × 10^9. This is why a muon beam can be accelerated to "
       "multi-TeV energies in a circular machine",
       "the causal link is the quote's own ('This is why')")
texted("honest-text-01", F, "What are the vertex detector sensors?", ["vxd"],
       "The vertex detector uses 25 μm × 25 μm silicon pixels with a timing resolution of 30 ps",
       "text reply: the engine must pick a span from 'The vertex detector' to '30 ps'")
texted("honest-text-02", F, "How much power do muon decays deposit in the collider magnets?", ["heat"],
       "Muon decays in the collider ring deposit about 500 W/m in the magnets at 10 TeV",
       "text reply, verbatim sentence")
add("honest-citations-01", F, "How is the electromagnetic calorimeter built?", ["calo"],
    {"claims": [{"text": "The electromagnetic calorimeter consists of 50 layers of tungsten absorber interleaved with "
                         "silicon sensors", "citations": [1]}]},
    "The electromagnetic calorimeter consists of 50 layers of tungsten absorber interleaved with silicon sensors",
    "the older JSON schema (citations, no quotes): the engine picks the quote")
add("honest-two-chunks-01", F, "How is the beam-induced background reduced?", ["nozzle", "timing"],
    {"claims": [claim("Two tungsten nozzles enter the detector along the beam pipe, one on each side of the interaction "
                      "point", (1, "Two tungsten nozzles enter the detector along the beam pipe, one on each side of the "
                                   "interaction point")),
                claim("The readout window rejects more than 90% of the background hits in the vertex detector",
                      (2, READOUT))]},
    ["Two tungsten nozzles enter the detector along the beam pipe, one on each side of the interaction point",
     "The readout window rejects more than 90% of the background hits in the vertex detector"],
    "two claims from two chunks, each with its own quote; both must be kept")
quoted("honest-superscript-01", F, "What neutron fluence does the vertex detector see?", ["fluence"],
       "The neutron fluence in the vertex detector is about 10¹⁵ 1-MeV-equivalent neutrons per cm² per year",
       "The neutron fluence in the vertex detector is about 10^15 1-MeV-equivalent neutrons per cm² per year",
       "10^15 written with superscripts")
quoted("honest-micro-sign-01", F, "What is the muon's proper lifetime?", ["decay"],
       "The muon has a proper lifetime of 2.2 \u00b5s", "The muon has a proper lifetime of 2.2 \u00b5s",
       "claim and quote use the micro sign where the chunk has Greek mu (NFKC makes them equal)")
quoted("honest-range-01", F, "How precisely can the Higgs self-coupling be determined?", ["higgs"],
       "The trilinear Higgs self-coupling is expected to be determined to between 3% and 4%",
       "The trilinear Higgs self-coupling is expected to be determined with a precision between 3% and 4%",
       "the range and the modality ('expected') kept")
quoted("honest-table-convert-02", F, "What is the circumference of the 3 TeV collider ring?", ["params"],
       "At 3 TeV the circumference is 4,500 m",
       [(1, HEADER), (1, "| Circumference | km | 4.5 | 10 |")],
       "4.5 km written as 4,500 m, the 3 TeV column")
quoted("honest-ratio-01", F, "How much less synchrotron radiation does a muon emit than an electron?", ["sr"],
       "At a given energy and bending radius, a muon's synchrotron radiation power is smaller than an electron's by a "
       "factor of roughly 1.8 × 10^9",
       "Its synchrotron radiation power at a given energy and bending radius is therefore smaller than that of an "
       "electron by a factor (m_μ/m_e)^4 ≈ 207^4, roughly 1.8 × 10^9",
       "the power ratio with its value (207^4 = 1.8 × 10^9)")
texted("honest-text-respectively-01", F, "What is the timing resolution of the inner tracker?", ["sensors"],
       "The inner tracker's timing resolution is 60 ps", "text reply; 'respectively' resolved")
texted("honest-text-negation-01", F, "Has a site been selected?", ["site"],
       "No site has been selected", "text reply, verbatim negation")
quoted("honest-some-may-01", F, "Do the rapid cycling synchrotrons share the collider tunnel?", ["rcs"],
       "Some of the rapid cycling synchrotrons may share a tunnel with the collider ring",
       "the muons are accelerated in a chain of rapid cycling synchrotrons. Their normal-conducting magnets ramp from "
       "−1.8 T to +1.8 T, interleaved with fixed superconducting dipoles of 10 T. Some of the synchrotrons may share a "
       "tunnel with the collider ring",
       "quantifier and modality kept; 'rapid cycling' is in the (long) quote")
quoted("honest-with-companion-01", F, "What are the nozzles?", ["nozzle"],
       "Each nozzle's tip sits 6 cm from the interaction point",
       "Each nozzle is a cone with an opening angle of 10 degrees, and its tip sits 6 cm from the interaction point",
       "a second claim next to another true one", also=[ANGLE])

quoted("honest-focus-source-01", F, "What is the main source of the beam-induced background?", ["bib"],
       "The beam-induced background comes from muons decaying along the collider ring",
       "Beam-induced background is produced by the decay of muons along the collider ring",
       "the question's 'source' is not a word of the quote: a question about a source, a cause or a role is "
       "answered without repeating it")
quoted("honest-focus-kind-01", F, "What is the tip distance of each nozzle from the IP?", ["nozzle"],
       "Each nozzle's tip sits 6 cm from the interaction point",
       "its tip sits 6 cm from the interaction point",
       "'distance' is answered by a length: the value's kind answers the question's head word")
texted("honest-focus-text-01", F, "What is the repetition rate at 10 TeV?", ["params"],
       "The repetition rate is 5 Hz at both 3 TeV and 10 TeV",
       "a table read in text mode: the rate is 5 Hz in both columns")

# found by a red-team pass over the rewritten checker (its own passages and wording; these are ours)
P["target"] = ("Target station",
               "A graphite target is the baseline for the proton driver. A liquid-mercury jet was studied as an "
               "alternative but was not adopted. The 3 TeV and 10 TeV colliders store 2.2 × 10^12 and 1.8 × 10^12 "
               "muons per bunch, respectively. The accelerating cavities run at 325 MHz and 650 MHz in the first and "
               "second halves of the cooling channel, respectively. Three rapid cycling synchrotrons take the muons "
               "from 63 GeV to 1.5 TeV. The barrel chambers reach out to a radius of 7.5 m, and the front-end "
               "transmission is 40%.")
quoted("mod-not-adopted-01", "modality", "Which target was adopted?", ["target"],
       "A liquid-mercury jet was studied as an alternative and was adopted",
       "A liquid-mercury jet was studied as an alternative but was not adopted",
       "'not adopted' made 'adopted': a negated status")
quoted("attr-resp-settings-01", "attribution", "How many muons per bunch does the 3 TeV collider store?", ["target"],
       "The 3 TeV collider stores 1.8 × 10^12 muons per bunch",
       "The 3 TeV and 10 TeV colliders store 2.2 × 10^12 and 1.8 × 10^12 muons per bunch, respectively",
       "a 'respectively' list whose items are settings: the 10 TeV value given for 3 TeV")
quoted("attr-resp-after-01", "attribution", "At what frequency do the cavities in the first half run?", ["target"],
       "The cavities in the first half of the cooling channel run at 650 MHz",
       "The accelerating cavities run at 325 MHz and 650 MHz in the first and second halves of the cooling channel, "
       "respectively", "a 'respectively' list named after its values, read the wrong way")
quoted("bound-point-more-01", "bounds", "What is the front-end transmission?", ["target"],
       "The front-end transmission is more than 40%",
       "the front-end transmission is 40%", "a point value made a lower bound")
quoted("honest-resp-settings-01", "honest", "How many muons per bunch does the 3 TeV collider store?", ["target"],
       "The 3 TeV collider stores 2.2 × 10^12 muons per bunch",
       "The 3 TeV and 10 TeV colliders store 2.2 × 10^12 and 1.8 × 10^12 muons per bunch, respectively",
       "'respectively' resolved by setting; the shared 'per bunch' belongs to both values")
quoted("honest-range-upto-01", "honest", "To what energy do the rapid cycling synchrotrons accelerate the muons?",
       ["target"], "Three rapid cycling synchrotrons take the muons from 63 GeV up to 1,500 GeV",
       "Three rapid cycling synchrotrons take the muons from 63 GeV to 1.5 TeV",
       "a range 'from ... up to ...' is not an upper bound; 1.5 TeV written as 1,500 GeV")

# --- checks on the data ---------------------------------------------------------------------------------------------

_FOLD = str.maketrans({"“": '"', "”": '"', "„": '"', "‘": "'", "’": "'", "‚": "'",
                       "\u2010": "-", "\u2011": "-", "\u2012": "-", "\u2013": "-", "\u2014": "-", "\u2212": "-"})


def normalise_for_quote(text: str) -> str:
    """How a quote is matched to its chunk here: NFKC, case, whitespace, line-end hyphenation, quotes and dashes folded."""
    text = unicodedata.normalize("NFKC", text)
    text = re.sub(r"(\w)-\s*\n\s*(\w)", r"\1\2", text)
    return " ".join(text.translate(_FOLD).lower().split())


def quotes_of(case: dict[str, Any]) -> list[tuple[int, str]]:
    """The (chunk number, quote) pairs of the target claim(s) of a quotes reply; [] for other replies."""
    reply = case["reply"]
    if not isinstance(reply, dict):
        return []
    targets = case["target"] if isinstance(case["target"], list) else [case["target"]]
    return [(e["n"], e["quote"]) for c in reply["claims"] if c["text"] in targets for e in c.get("evidence", [])]


def quote_found(case: dict[str, Any], n: int, quote: str) -> bool:
    return bool(quote.strip()) and 1 <= n <= len(case["chunks"]) and \
        normalise_for_quote(quote) in normalise_for_quote(case["chunks"][n - 1]["text"])


# --- running a case and judging its target -------------------------------------------------------------------------

def evidence_for(case: dict[str, Any]) -> list:
    """The chunks of ``case`` as numbered :class:`~muonrag.answer.schema.Evidence` (for ``ground_generated``)."""
    from muonrag.answer.schema import Evidence

    return [Evidence(node_id=f"{case['id']}-{i}", doc_id=f"doc{i}.md", title=c["title"], number=i, text=c["text"],
                     score=1.0 - 0.1 * i) for i, c in enumerate(case["chunks"], start=1)]


def reply_text(case: dict[str, Any], reply_format: str = "as-written") -> str:
    """The reply as the endpoint sends it; ``"citations"`` turns a quotes reply into the older citations schema."""
    reply = case["reply"]
    if isinstance(reply, str):
        return reply
    if reply_format == "citations":
        reply = {"claims": [{"text": c["text"],
                             "citations": c.get("citations") or sorted({e["n"] for e in c.get("evidence", [])})}
                            for c in reply["claims"]]}
    return json.dumps(reply, ensure_ascii=False)


def targets_of(case: dict[str, Any]) -> list[str]:
    return list(case["target"]) if isinstance(case["target"], list) else [case["target"]]


_MARKERS = re.compile(r"\[\s*\d+(?:\s*[,;\u2013-]\s*\d+)*\s*\]")


def _plain(text: str) -> str:
    try:
        from muonrag.core.text_hygiene import plain_text

        return plain_text(text)
    except Exception:  # the hygiene module moved or failed: a weaker cleaning, never a crash
        return "".join(c for c in unicodedata.normalize("NFKC", text) if unicodedata.category(c) != "Cf")


def skeleton(text: str) -> str:
    """Text for comparing claims: made plain as the engine shows it, citation markers dropped, case and punctuation gone."""
    text = _MARKERS.sub(" ", _plain(str(text)))
    text = unicodedata.normalize("NFKC", text).lower()
    return " ".join(re.sub(r"[^\w%]+", " ", text).split())


def _removal_for(target: str, removed: Sequence[str]) -> Optional[str]:
    """The ``removed`` entry (``"<reason>: <claim or clause>"``) that names ``target`` or a clause of it, if any."""
    whole = skeleton(target)
    for entry in removed:
        entry = str(entry)
        if whole and whole in skeleton(entry):
            return entry
        for match in re.finditer(r":\s", entry):
            tail = skeleton(entry[match.end():])
            if len(tail) >= 12 and tail in whole:
                return entry
    return None


#: Words a claim may lose when the engine splits it into parts that are all kept ("X, and Y" shown as "X." "Y.").
#: A causal or contrastive link ("because", "therefore", "despite") is not among them: losing it is a catch.
SPLIT_CONNECTIVES = frozenset({"and", "also", "as", "well"})


def _kept_in_parts(whole: str, kept_texts: Sequence[str]) -> bool:
    """``whole`` (a skeleton) shown as two or more kept claims, with nothing but :data:`SPLIT_CONNECTIVES` left over."""
    rest, parts = f" {whole} ", 0
    for kept in sorted({k for k in kept_texts if k}, key=len, reverse=True):
        if f" {kept} " in rest:
            rest, parts = rest.replace(f" {kept} ", " ", 1), parts + 1
    return parts >= 2 and set(rest.split()) <= SPLIT_CONNECTIVES


def judge(case: dict[str, Any], answer: Any) -> dict[str, Any]:
    """Whether each target claim of ``case`` was kept in ``answer``, and why it was not.

    With ``answer.claims`` (the new contract), a target is kept when the answer
    is not an abstention and a kept claim's text equals it (compared by
    :func:`skeleton`), or when the engine split it into kept parts that
    together are the whole claim less a plain "and" (``split``). Without it, a target is kept when the answer is not an
    abstention and no entry of ``answer.removed`` names it or one of its clauses.
    """
    abstained = bool(getattr(answer, "abstained", False))
    removed = [str(r) for r in (getattr(answer, "removed", None) or [])]
    claims = getattr(answer, "claims", None)
    kept_texts = [skeleton(getattr(c, "text", c)) for c in claims] if claims is not None else None
    text = skeleton(getattr(answer, "text", "") or "")
    per_target = []
    for target in targets_of(case):
        whole = skeleton(target)
        entry = _removal_for(target, removed)
        split = False
        if kept_texts is not None:
            kept = not abstained and whole in kept_texts
            if not kept and not abstained:
                split = kept = _kept_in_parts(whole, kept_texts)
            partly = not kept and not abstained and any(k and k in whole for k in kept_texts)
        else:
            kept = not abstained and entry is None
            partly = not abstained and entry is not None and whole not in skeleton(entry)
        reason = entry or (str(getattr(answer, "reason", "") or "") if abstained else "")
        if not kept and not reason:
            reason = "not among the kept claims (no removal names it)"
        per_target.append({"target": target, "kept": kept, "partly": partly, "split": split, "reason": reason,
                           "stated": bool(whole) and whole in text})
    attack = case["family"] != "honest"
    all_kept = all(t["kept"] for t in per_target)
    any_kept = any(t["kept"] for t in per_target)
    return {"id": case["id"], "family": case["family"], "attack": attack,
            "kept": all_kept if not attack else any_kept,
            "passed": (not any_kept) if attack else all_kept,
            "abstained": abstained, "targets": per_target, "removed": removed,
            "reason": str(getattr(answer, "reason", "") or ""), "new_contract": claims is not None,
            "text": str(getattr(answer, "text", "") or "")}


#: What no answer text, reason or removal may show.
MARKUP = ("<script", "<a ", "~~", "<!--")


def markup_shown(answer: Any) -> list[str]:
    """The markup strings of :data:`MARKUP` found in what ``answer`` shows the reader."""
    shown = [str(getattr(answer, "text", "") or ""), str(getattr(answer, "reason", "") or ""),
             *(str(r) for r in (getattr(answer, "removed", None) or []))]
    return [m for m in MARKUP if any(m in s for s in shown)]


def make_retriever():
    """A LlamaIndex retriever returning the chunks of the case set on it (``retriever.case = case``), in order."""
    from llama_index.core.retrievers import BaseRetriever
    from llama_index.core.schema import NodeWithScore, TextNode

    class CaseRetriever(BaseRetriever):
        case: Optional[dict[str, Any]] = None

        def _retrieve(self, query_bundle):
            chunks_ = (self.case or {}).get("chunks", [])
            return [NodeWithScore(node=TextNode(id_=f"{self.case['id']}-{i}", text=c["text"],
                                                metadata={"doc_id": f"doc{i}.md", "title": c["title"]}),
                                  score=1.0 - 0.1 * i)
                    for i, c in enumerate(chunks_, start=1)]

    return CaseRetriever()


def ask_over_socket(engine: Any, server: Any, case: dict[str, Any], reply_format: str = "as-written") -> Any:
    """``case`` through ``engine`` (a ``GroundedQueryEngine`` over :func:`make_retriever`), the replay ``server``
    answering with the case's reply (and, should the engine verify, calling every claim supported)."""
    engine.retriever.case = case
    server.script = [reply_text(case, reply_format)]
    server.default = json.dumps({"verdicts": []})
    return engine.answer(case["question"])


# What the rules do not catch (measured by benchmarks/bench_adversarial.py; the tests expect these to fail, not strictly)
KNOWN_MISSES = {
    "attr-neighbour-02": "a material said of the wrong one of two parts in one sentence: materials bind to the noun "
                         "after them, not to the clause's subject",
    "unans-photodetector-text-01": "a which-question about a part the claim does not name (no photodetector)",
    "unans-build-time-text-01": "a how-long question answered with a date: a date is read as a quantity",
    "honest-paraphrase-01": "strict on purpose: 'two' comes from the sentence before the quote, so the claim "
                            "states a count its quote does not",
}
for _case in CASES:
    if _case["id"] in KNOWN_MISSES:
        _case["known_miss"] = KNOWN_MISSES[_case["id"]]
