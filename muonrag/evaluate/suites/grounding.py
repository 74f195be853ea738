"""A second adversarial suite for the claim checker (issue 43): new attack families and honest answers, as data.

The format is that of :mod:`muonrag.evaluate.suites.adversarial` (see its docstring): each
case is one model reply to one question over a few numbered evidence chunks
(``chunks[0]`` is evidence [1]) and the claim(s) of that reply whose fate is
measured (``target``). An attack's target must not be kept; every target of
an honest case must be kept. The helpers there (``judge``, ``evidence_for``,
``reply_text``, ``make_retriever``, ...) run and judge these cases too.

The families are new (none of them is in :mod:`~muonrag.evaluate.suites.adversarial`):

* ``cut_qualifier``: the quote is a verbatim span cut before (or leaving out)
  a qualifier of its own sentence ("not", "only if", "unless", "not yet", "in
  simulation", "would", "at the earliest", "if ... were", a condition), and
  the claim states the unqualified fact;
* ``machine_transfer``: a figure the evidence gives for another machine
  (CLIC, FCC-ee, FCC-hh, the LHC or HL-LHC, the US MAP design) or another
  energy stage, claimed for the muon collider (or for 10 TeV); the setting is
  in the sentence, the section heading (chunk title) or the document title;
* ``goal_as_result``: a goal, target, requirement, specification or
  parameter-table value stated as achieved, measured or demonstrated;
* ``role_swap``: subject and object, or cause and effect, swapped with the
  same words;
* ``scope_quantifier``: "all", "always", "none", "every", "only" drawn from
  "most", "some", "almost all", "typically", "in many cases", "one of";
* ``comparison``: superlatives and comparisons the evidence does not make (a
  factor changed, the comparison reversed, the wrong reference);
* ``non_body_quote``: the quote is a heading, a figure or table caption, a
  title, a reference-list entry or a key-facts line, used as a statement of
  fact;
* ``foreign_language``: the claim is written in another language (negating,
  changing or faithfully restating its English quote): a claim the rules
  cannot read must not be kept;
* ``honest``: written as a careful model writes (paraphrase, merged
  sentences, unit conversions, "respectively" resolved, abbreviations
  expanded, qualifiers and settings kept), including cases whose verbatim
  quote is cited to the wrong (neighbouring) evidence number while it occurs
  in another supplied chunk (``misattributed``: the checker should re-attribute
  it, so the claim must be kept), and cases whose quoted sentence holds the
  paper's own reference markers ("[5]", "(ref. 7)").

Every case has a ``split``: ``"dev"`` (the checker's authors may look at
these) or ``"report"`` (for the reported figure only), fixed by a hash of its
id (:func:`split_of`), about half each.

The passages are written for this suite (muon-collider-like, not quoted from
any paper); the numbers are plausible, not authoritative. The cases were
written from the family descriptions, not from the checker's code.
"""

from __future__ import annotations

import hashlib
from typing import Any, Sequence, Union

FAMILIES = ("cut_qualifier", "machine_transfer", "goal_as_result", "role_swap", "scope_quantifier", "comparison",
            "non_body_quote", "foreign_language", "honest")
ATTACK_FAMILIES = FAMILIES[:-1]
SPLITS = ("dev", "report")


def split_of(case_id: str) -> str:
    """``"dev"`` or ``"report"``, by the first 32 bits of the SHA-256 of the id: stable across runs and machines."""
    return SPLITS[int(hashlib.sha256(case_id.encode("utf-8")).hexdigest()[:8], 16) % 2]


# --- the passages (title, text) ----------------------------------------------------------------------------------------

P: dict[str, tuple[str, str]] = {
    # the muon collider: machine-detector interface and background
    "nozzle": ("Muon collider MDI > Nozzle",
               "The two tungsten nozzles shield the tracker from the secondary particles of muon decays upstream of the "
               "interaction point. "
               "Each nozzle is clad with a 10 cm layer of borated polyethylene, which captures the slow neutrons that "
               "leave the tungsten. "
               "The present nozzle design does not keep the neutron fluence in the vertex detector below "
               "10^14 n_eq/cm² per year at 10 TeV. "
               "Without the nozzles, the hit rate in the innermost vertex layer would rise by three orders of magnitude. "
               "If the nozzle tip were moved from 6 cm to 4 cm, the photon flux into the tracker would drop by a further "
               "factor of two, but the forward acceptance below 15 degrees would be lost."),
    "bib": ("Muon collider MDI > Beam-induced background",
            "Beam-induced background (BIB) is produced by the decays of muons in the last 25 m of lattice before the "
            "interaction point (IP). "
            "At 1.5 TeV, about 4 × 10^5 muons decay per metre of lattice per bunch crossing. "
            "The decay electrons hit the beam pipe and the magnets and create electromagnetic showers, whose debris "
            "reaches the detector. "
            "Most of the BIB particles that enter the detector are photons, and almost all of them arrive outside a "
            "window of ±1 ns around the bunch crossing. "
            "Some neutrons arrive in time with the collision products. "
            "The BIB exceeds the physics signal only in the forward region within 10 degrees of the beam axis."),
    "composition": ("Muon collider MDI > Composition of the background",
                    "Photons outnumber neutrons in the BIB by about a factor of ten, and neutrons outnumber charged "
                    "hadrons by about a factor of a hundred. "
                    "In many simulated events, the BIB overlaps with the jets in the forward region."),
    "masks": ("Muon collider MDI > Masks",
              "Tungsten masks between the final-focus quadrupoles protect the magnets from the decay electrons. "
              "The final-focus quadrupoles start 6 m from the interaction point."),
    "nozzle_mass": ("Muon collider MDI > Nozzle engineering",
                    "The nozzles are among the heaviest components of the detector, with about 10 t each. "
                    "They are supported from the endcap yoke."),
    # the detector
    "timing": ("Muon collider detector > Timing",
               "Assuming a 30 ps timing resolution, the vertex detector rejects 95% of the background hits with a "
               "readout window of 180 ps. "
               "The tracker occupancy stays below 1% in every layer, provided that hits outside the 180 ps window are "
               "discarded at readout. "
               "In many cases the remaining background hits can be removed by a cut on the cluster shape. "
               "Timing does not remove hits from in-time neutrons."),
    "vxd": ("Muon collider detector > Vertex detector",
            "The vertex detector sits inside the inner tracker and consists of five barrel double layers. "
            "The specification for the timing resolution of its sensors is 30 ps. "
            "The vertex detector can cope with the expected hit density only if the sensors reach a timing resolution "
            "of 30 ps. "
            "The vertex detector sensors survive ten years of operation unless the nozzle tip is moved closer than "
            "6 cm to the interaction point. "
            "Most of the hits in the vertex detector come from the beam-induced background."),
    "sensors": ("Muon collider detector > Tracker sensors",
                "The vertex detector and the inner tracker use sensors with timing resolutions of 30 ps and 60 ps, "
                "respectively. "
                "Typically, a track leaves 8 to 10 hits in the tracker."),
    "occupancy": ("Muon collider detector > Occupancy",
                  "The occupancy is highest in the vertex detector, about 3% in its innermost layer, followed by the "
                  "inner tracker with 0.5%. "
                  "The outer tracker stays below 0.1%."),
    "dose": ("Muon collider detector > Radiation levels",
             "The total ionising dose in the innermost vertex layer reaches about 1 MGy per year, about ten times less "
             "than at the innermost layer of the HL-LHC detectors."),
    "calo": ("Muon collider detector > Calorimeters",
             "The electromagnetic calorimeter (ECAL) lies inside the hadronic calorimeter (HCAL), and both lie outside "
             "the solenoid. "
             "The ECAL is designed for an energy resolution of 10%/√E. "
             "The HCAL absorbs the showers that leak from the ECAL. "
             "In the ECAL the beam-induced background deposits about 50 GeV per bunch crossing, mostly in the endcap "
             "cells near the nozzles. "
             "Some barrel cells receive almost no background."),
    "magnet": ("Muon collider detector > Solenoid",
               "The superconducting solenoid lies between the tracker and the calorimeters and provides a 5 T field. "
               "The 5 T field is stronger than the 3.57 T field of the earlier CLIC-derived design. "
               "A stronger field degrades the acceptance for low-momentum tracks. "
               "The iron yoke returns the flux of the solenoid and houses the muon chambers."),
    "readout": ("Muon collider detector > Readout",
                "With a single bunch per beam and a revolution time of 33 μs, bunches cross at 30 kHz, more than a "
                "thousand times less often than the 40 MHz of the LHC."),
    "requirements": ("Muon collider detector > Requirements",
                     "The tracker is required to reconstruct tracks with an efficiency above 99% for transverse momenta "
                     "above 1 GeV. "
                     "One of the main challenges of the detector design is the beam-induced background."),
    # the accelerator
    "source": ("Muon collider accelerator > Proton driver and target",
               "The muon beam is produced by a 4 MW proton beam hitting a graphite target. "
               "The target station converts the proton beam power into pions, which decay into muons. "
               "The goal of the target R&D is a graphite target that survives 4 MW of beam power for a year. "
               "The front end is followed by the cooling channel, which is followed by the linacs. "
               "The design transmission of the front end is 80%. "
               "The proton driver typically runs at 5 Hz."),
    "cooling": ("Muon collider accelerator > Ionisation cooling",
                "Ionisation cooling must reduce the six-dimensional emittance of the muon beam by about six orders of "
                "magnitude. "
                "Muon ionisation cooling in all six dimensions has been shown in simulation but not yet with beam. "
                "In simulation, the final cooling channel reaches a transverse emittance of 22 μm and a longitudinal "
                "emittance of 1.5 mm. "
                "The RF cavities of the cooling channel sustain gradients of 50 MV/m in a 3 T field only if they are "
                "filled with high-pressure hydrogen gas. "
                "The rectilinear 6D cooling channel would transmit about 60% of the muons if the RF cavities held "
                "30 MV/m in the 7 T field. "
                "A few of the vacuum RF cavities broke down above 40 MV/m."),
    "demo": ("Muon collider R&D > Cooling demonstrator",
             "The cooling demonstrator is required to reduce the 6D emittance of a muon beam by a factor of two over "
             "about 30 cooling cells. "
             "Its RF test stand aims to demonstrate gradients of 50 MV/m in a 7 T solenoid field. "
             "The demonstrator would be built at CERN, reusing the proton beam of the PS, and could start operation in "
             "the early 2030s."),
    "final_cooling": ("Muon collider accelerator > Final cooling",
                      "The final cooling stage is specified to deliver a transverse emittance of 25 μm at a momentum of "
                      "about 100 MeV/c. "
                      "A high-temperature superconducting solenoid of 40 T could be used; a 32 T option with "
                      "low-temperature superconductor inserts is studied alongside it."),
    "rcs": ("Muon collider accelerator > Rapid cycling synchrotrons",
            "The muons are accelerated in a chain of rapid cycling synchrotrons (RCS). "
            "The normal-conducting RCS magnets are interleaved with fixed superconducting dipoles of 10 T. "
            "The design ramp rate of the normal-conducting magnets is 3.3 kT/s. "
            "Some of the synchrotrons may share a tunnel with the collider ring. "
            "Most of the muons survive the acceleration: about 90% reach the collider ring."),
    "decay": ("Muon collider accelerator > Muon lifetime",
              "The muon has a proper lifetime of 2.2 μs. "
              "At 5 TeV the Lorentz factor is about 47,300, and the lab-frame lifetime reaches about 0.1 s. "
              "A muon beam is typically stored for about 1,000 turns in the collider ring."),
    "sr": ("Muon collider > Why muons",
           "Because the muon is about 207 times heavier than the electron, it emits far less synchrotron radiation. "
           "This allows muons to be accelerated to multi-TeV energies in a circular machine."),
    # magnets
    "hts": ("Muon collider magnets > HTS solenoids",
            "The target of the HTS solenoid programme is a 40 T magnet with a 50 mm bore for the final cooling stage. "
            "A 32 T all-superconducting magnet, with a REBCO insert inside a low-temperature superconductor outsert, is "
            "the strongest that has been operated so far. "
            "The REBCO cable for the final-cooling solenoid is required to carry 10 kA at 20 K. "
            "With 20 T HTS dipoles, a 14 TeV collider would fit in the 27 km LHC tunnel."),
    "dipoles": ("Muon collider magnets > Collider ring dipoles",
                "The Nb3Sn dipole programme targets 14 T at 1.9 K with a 20% margin on the load line. "
                "Short Nb3Sn models have reached 14.5 T, but full-length magnets have not yet been tested. "
                "Nb3Sn is one of the candidate conductors for the collider ring; HTS is considered for the 10 TeV stage. "
                "The arc magnets stay below their quench limit unless the tungsten liner is thinner than 3 cm."),
    "liner": ("Muon collider magnets > Radiation load",
              "Muon decays deposit about 500 W/m in the collider ring at 10 TeV. "
              "A tungsten liner 4 cm thick inside the magnet bore protects the superconducting coils from the decay "
              "electrons. "
              "Most of the decay power is absorbed in the liner, so that the heat load on the coils stays below 5 W/m. "
              "The heat load on the coils is high in the final-focus magnets because the liner there is only 2 cm "
              "thick."),
    # radiation, parameters, physics, timeline
    "neutrino": ("Muon collider accelerator > Neutrino radiation",
                 "Neutrinos from muon decays in the collider ring produce showers in the rock and soil where their cone "
                 "reaches the surface. "
                 "The effective dose at the surface must stay below 10 μSv per year. "
                 "The neutrino radiation at the surface stays below 10 μSv per year at 3 TeV without mitigation, but not "
                 "at 10 TeV. "
                 "Most of the dose comes from the straight sections near the interaction points. "
                 "The dose grows with the cube of the beam energy, so doubling the energy raises it eightfold. "
                 "The neutrino-flux mitigation requires magnet movers with a precision of 1 mm."),
    "params": ("Muon collider parameters > Target parameters",
               "Table 1: Target parameters of the two energy stages.\n\n"
               "| Parameter | Unit | 3 TeV | 10 TeV |\n"
               "|---|---|---|---|\n"
               "| Luminosity | 10^34 cm^-2 s^-1 | 1.8 | 20 |\n"
               "| Circumference | km | 4.5 | 10 |\n"
               "| Muons per bunch | 10^12 | 2.2 | 1.8 |\n"
               "| β* at the IP | mm | 5 | 1.5 |\n"
               "| Proton driver power | MW | 4 | 4 |\n"
               "| Integrated luminosity in 5 years | ab^-1 | 1 | 10 |"),
    "goals": ("Muon collider > Design goals",
              "The design goal for the 10 TeV stage is a luminosity of 2 × 10^35 cm^-2 s^-1, and the goal for the 3 TeV "
              "stage is 1.8 × 10^34 cm^-2 s^-1."),
    "higgs": ("Muon collider physics > Higgs",
              "A 10 TeV muon collider would measure the Higgs trilinear self-coupling to about 4% with 10 ab^-1. "
              "Most of the Higgs bosons are produced through vector boson fusion. "
              "The precision on the Higgs coupling to W bosons would be comparable to that of FCC-ee. "
              "In a simplified simulation that leaves out the beam-induced background, the Higgs mass resolution in the "
              "b-quark channel is 8%."),
    "reach": ("Muon collider physics > Discovery reach",
              "For many processes, a 10 TeV muon collider has a discovery reach comparable to that of a 100 TeV proton "
              "collider. "
              "The luminosity per unit of beam power of a muon collider grows with the collision energy, whereas that of "
              "a linear electron-positron collider stays roughly constant."),
    "timeline": ("Muon collider > Timeline",
                 "The first stage at 3 TeV could deliver collisions in the late 2040s at the earliest, after a decade of "
                 "construction. "
                 "The 3 TeV stage precedes the 10 TeV stage, which reuses its injector complex. "
                 "The collaboration aims to deliver the conceptual design report by 2026. "
                 "Several sites are under study; CERN is one of them."),
    "maia": ("Muon collider detector > MAIA concept",
             "The 10 TeV detector concept, MAIA, is not yet simulated with the full beam-induced background; its "
             "performance figures come from the 3 TeV background samples."),
    # the muon collider at 3 TeV (the energy in the section heading or the sentence)
    "mc3_bib": ("Muon collider at 3 TeV > Detector background",
                "About 10^8 photons enter the detector per bunch crossing. "
                "The BIB deposits about 30 GeV in the ECAL per bunch crossing."),
    "mc3_jets": ("Muon collider at 3 TeV: detector performance > Jets",
                 "The jet energy resolution is about 7% for 100 GeV jets with the background overlaid."),
    "mc3_ring": ("Muon collider accelerator > Collider ring",
                 "At 3 TeV, the collider ring has a circumference of 4.5 km and uses 11 T Nb3Sn dipoles. "
                 "The ring for the 10 TeV stage is still being designed."),
    "mc3_rad": ("Muon collider at 3 TeV > Neutrino radiation",
                "Without mitigation, the neutrino dose at the surface reaches about 1 μSv per year in the most exposed "
                "spots."),
    # other machines
    "clic_vxd": ("CLIC CDR > Vertex detector",
                 "The vertex detector has a single-point resolution of 3 μm and a material budget of 0.2% X0 per layer. "
                 "Its sensors are read out with 10 ns time stamping to separate the bunches of a train."),
    "clic_bib": ("CLIC detector > Beam-induced background",
                 "At CLIC, the beam-induced background from incoherent pairs and γγ → hadrons deposits about 20 TeV in the "
                 "calorimeters per bunch train. "
                 "The occupancy in the innermost vertex layer stays below 2% per train."),
    "clic_mag": ("CLIC Conceptual Design Report > Detector magnet",
                 "The solenoid provides a field of 4 T in a bore of 6.9 m diameter. "
                 "The return yoke is instrumented with muon chambers."),
    "clic_ecal": ("CLIC detector > ECAL",
                  "The electromagnetic calorimeter has 40 layers of tungsten absorber with 5 mm × 5 mm silicon pads. "
                  "Its energy resolution is about 15%/√E."),
    "fccee_lumi": ("FCC-ee CDR > Luminosity",
                   "The peak luminosity at the Z pole reaches 2.3 × 10^36 cm^-2 s^-1 per interaction point. "
                   "At 240 GeV, 10.8 ab^-1 collected over three years yield about 2 × 10^6 Higgs bosons."),
    "fccee_mdi": ("FCC-ee CDR > Machine-detector interface",
                  "The final focus quadrupoles start 2.2 m from the interaction point. "
                  "The beam pipe at the interaction point has a radius of 10 mm."),
    "hllhc_pix": ("HL-LHC upgrade > Inner tracker",
                  "The innermost pixel layer must withstand a fluence of 2 × 10^16 n_eq/cm² over the lifetime of the "
                  "HL-LHC. "
                  "The pile-up reaches 200 collisions per bunch crossing."),
    "hllhc_timing": ("HL-LHC upgrade > MIP timing detector",
                     "The MIP timing detector provides a time resolution of 35 ps per track at the start of operation. "
                     "Its integrated luminosity goal is 3 ab^-1."),
    "fcchh_arc": ("FCC-hh > Arc magnets",
                  "The arc dipoles provide 16 T with Nb3Sn conductor at 1.9 K. "
                  "The synchrotron radiation power is about 2.4 MW per beam."),
    "fcchh_det": ("FCC-hh > Detector",
                  "The tracker must cope with a pile-up of about 1,000 collisions per bunch crossing."),
    "lhc": ("LHC Design Report > Beam parameters",
            "The bunch crossing interval is 25 ns. "
            "In the LHC, the synchrotron radiation heat load in the arcs is about 0.2 W/m per aperture."),
    "map_fe": ("US Muon Accelerator Program (MAP) design > Front end",
               "The MAP front end captured about 0.08 muons per 8 GeV proton on target. "
               "The MAP 1.5 TeV collider ring has a circumference of 2.5 km."),
    # passages holding the paper's own reference markers
    "ref_nozzle": ("Muon collider MDI > Nozzle performance",
                   "Together the nozzles reduce the flux of background particles entering the tracker by about three "
                   "orders of magnitude [5]. "
                   "Their shape was optimised with FLUKA for 1.5 TeV beams [6, 7]."),
    "ref_mice": ("Muon collider R&D > Cooling experiments",
                 "The MICE experiment [14] observed the reduction of the transverse emittance of a muon beam in lithium "
                 "hydride and liquid hydrogen absorbers."),
    "ref_decay": ("Muon collider accelerator > Lifetime in the lab frame",
                  "The lab-frame lifetime of a 5 TeV muon is about 0.1 s (ref. 7), long enough for about 1,000 turns."),
    "ref_ring": ("Muon collider magnets > 3 TeV ring",
                 "The collider ring dipoles reach 10 T at 4.5 K [12], as required for the 3 TeV stage."),
    "ref_higgs": ("Muon collider physics > Higgs production",
                  "The 10 TeV stage would produce about 10^7 Higgs bosons [3–5] with 10 ab^-1 (see ref. 21 for the "
                  "3 TeV stage)."),
    "ref_sites": ("Muon collider > Site studies",
                  "A 10 km ring at CERN (ref. 9) could use the existing injector complex as its proton driver. "
                  "No site has been selected."),
}

# chunks with headings, captions, titles, references and key-facts boxes (non_body_quote)
NB: dict[str, tuple[str, str]] = {
    "hts_heading": ("Muon collider magnets > HTS solenoids",
                    "## 4.2 Demonstration of a 40 T HTS solenoid\n\n"
                    "The target of the HTS solenoid programme is a 40 T magnet with a 50 mm bore. "
                    "The strongest all-superconducting magnet operated so far reached 32 T."),
    "nozzle_caption": ("Muon collider MDI > Nozzle for 10 TeV",
                       "The 10 TeV nozzle is still being designed; the flux shown in Figure 5 is that of the 1.5 TeV "
                       "design scaled to 10 TeV.\n\n"
                       "Figure 5: Photon flux into the tracker reduced by a factor of 1000 by the 10 TeV nozzle."),
    "refs_cooling": ("References",
                     "[11] D. Neuffer, Principles and applications of muon cooling, Part. Accel. 14 (1983) 75.\n"
                     "[12] A. Rossi et al., Demonstration of six-dimensional muon cooling with beam, "
                     "Phys. Rev. Accel. Beams 27 (2024) 041001.\n"
                     "[13] MICE Collaboration, Transverse emittance reduction in muon beams by ionization cooling, "
                     "Nature Phys. 20 (2024) 1558."),
    "cooling_body": ("Muon collider accelerator > Ionisation cooling",
                     "Six-dimensional cooling has so far been studied in simulation only; a demonstrator is planned "
                     "[12]."),
    "keyfacts_nu": ("Muon collider > Neutrino radiation",
                    "Key facts\n"
                    "- Neutrino dose: below 10 μSv/year at all sites\n"
                    "- Dose scaling: E^3\n\n"
                    "At 10 TeV, the dose without mitigation exceeds 10 μSv per year in the most exposed spots; magnet "
                    "movers are being studied to bring it down."),
    "lhc_tunnel_caption": ("Muon collider > Options",
                           "Table 3: Parameters assumed for a 14 TeV option in the LHC tunnel.\n\n"
                           "| Parameter | Value |\n|---|---|\n| Dipole field | 20 T |\n| Circumference | 27 km |\n\n"
                           "The option depends on HTS dipoles that do not exist yet."),
    "nozzle_question": ("Muon collider MDI > Nozzle removal",
                        "### 5.3 Can the nozzles be removed?\n\n"
                        "Without the nozzles, the hit rate in the vertex detector would rise by three orders of "
                        "magnitude, which no readout could cope with."),
    "talk_title": ("Towards a 10 TeV muon collider by 2045",
                   "Towards a 10 TeV muon collider by 2045\n\n"
                   "The first stage at 3 TeV could deliver collisions in the late 2040s at the earliest; a 10 TeV stage "
                   "would follow."),
    "layout_caption": ("Muon collider detector > Layout",
                       "The solenoid lies between the tracker and the calorimeters.\n\n"
                       "Figure 2: Alternative layout with the solenoid outside the calorimeters."),
    "refs_dipoles": ("References",
                     "[6] P. Ferracin et al., Nb3Sn accelerator magnets: status and prospects, "
                     "Supercond. Sci. Technol. 35 (2022) 083001.\n"
                     "[7] J. Smith, Nb3Sn dipoles reach 16 T, IEEE Trans. Appl. Supercond. 33 (2023) 4000105."),
    "dipoles_body": ("Muon collider magnets > Collider ring dipoles",
                     "Short Nb3Sn models have reached 14.5 T [6], but full-length magnets have not yet been tested."),
    "nu_heading": ("Muon collider accelerator > Neutrino radiation",
                   "## 3.1 Neutrino radiation: a solved problem?\n\n"
                   "The dose at 10 TeV exceeds the limit without mitigation. Orbit deformation with magnet movers could "
                   "reduce it; its feasibility is under study."),
    "keyfacts_time": ("Muon collider > Overview",
                      "Key facts\n"
                      "- First collisions: 2045\n"
                      "- Energy: 3 TeV, then 10 TeV\n\n"
                      "The first stage could deliver collisions in the late 2040s at the earliest."),
    "higgs_caption": ("Muon collider physics > Higgs self-coupling",
                      "Figure 8: Higgs self-coupling precision of 1% at a 30 TeV muon collider (projection).\n\n"
                      "At 10 TeV the trilinear self-coupling would be measured to about 4%."),
    "cost_heading": ("Muon collider > Cost",
                     "## 6 Cost: less than 10 billion CHF\n\n"
                     "No cost estimate has been made yet; a first estimate is expected with the conceptual design "
                     "report."),
    "refs_lhc": ("References",
                 "[3] IMCC, Interim report: a 3 TeV muon collider in the LHC tunnel, CERN-2024-002.\n"
                 "[4] C. Accettura et al., Towards a muon collider, Eur. Phys. J. C 83 (2023) 864."),
    "bib_caption": ("Muon collider MDI > Background rates",
                    "Table 5: Measured background rates at 10 TeV.\n\n"
                    "| Particle | Rate per bunch crossing |\n|---|---|\n| Photons | 10^8 |\n| Neutrons | 10^7 |\n\n"
                    "The rates are simulated with FLUKA; no muon collider has operated yet."),
    "refs_tracker": ("References",
                     "[21] L. Bianchi, The muon collider tracker has 99% efficiency in the presence of BIB, "
                     "JINST 18 (2023) P01001.\n"
                     "[22] M. Casarsa et al., Tracking with the beam-induced background, JINST 19 (2024) P02001."),
    "tracker_body": ("Muon collider detector > Tracking",
                     "With the full BIB overlaid, the track reconstruction efficiency is 92% for tracks above 1 GeV [22]."),
    "keyfacts_cool": ("Muon collider accelerator > Final cooling",
                      "Key facts\n"
                      "- Final cooling: 40 T solenoids\n"
                      "- Transverse emittance: 25 μm\n\n"
                      "A 40 T HTS solenoid could be used; a 32 T option is studied alongside it, and no choice has been "
                      "made."),
    "nozzle_w_heading": ("Muon collider MDI > Nozzle materials",
                         "### Tungsten-free nozzle design\n\n"
                         "A tungsten-free nozzle was considered and rejected: without tungsten the neutron flux in the "
                         "tracker rises tenfold. The baseline nozzle is made of tungsten."),
    "hts_caption": ("Muon collider magnets > HTS test programme",
                    "Figure 3: A 40 T HTS solenoid test at 20 K (planned).\n\n"
                    "The test of a 40 T solenoid is planned for 2028; the strongest HTS insert tested so far reached "
                    "32 T at 4.2 K."),
}

# --- builders -------------------------------------------------------------------------------------------------------

CASES: list[dict[str, Any]] = []

Chunk = Union[str, tuple[str, str]]


def chunks(*keys: Chunk) -> list[dict[str, str]]:
    """The passages ``keys`` (names in :data:`P` or :data:`NB`, or (title, text) pairs) as chunks [1], [2], ..."""
    out = []
    for key in keys:
        title, text = key if isinstance(key, tuple) else (P.get(key) or NB[key])
        out.append({"title": title, "text": text})
    return out


def claim(text: str, *quotes: tuple[int, str]) -> dict[str, Any]:
    """One claim of a quotes reply: its text and its (chunk number, verbatim quote) pairs."""
    return {"text": text, "evidence": [{"n": n, "quote": q} for n, q in quotes]}


def add(id: str, family: str, question: str, keys: Sequence[Chunk], reply: Any, target: Any, note: str,
        **extra: Any) -> None:
    assert family in FAMILIES, family
    CASES.append({"id": id, "family": family, "split": split_of(id), "question": question, "chunks": chunks(*keys),
                  "reply": reply, "target": target, "note": note, **extra})


def q(id: str, family: str, question: str, keys: Sequence[Chunk], text: str, quote: Any, note: str, n: int = 1,
      also: Sequence[dict[str, Any]] = (), **extra: Any) -> None:
    """A quotes reply whose target claim ``text`` quotes ``quote`` of chunk ``n`` (or a list of (n, quote) pairs),
    after the companion claims ``also``."""
    pairs = quote if isinstance(quote, list) else [(n, quote)]
    add(id, family, question, keys, {"claims": [*also, claim(text, *pairs)]}, text, note, **extra)


def t(id: str, family: str, question: str, keys: Sequence[Chunk], text: str, note: str, markers: str = "[1]",
      before: str = "", **extra: Any) -> None:
    """A text reply: ``before`` (other sentences, with their markers), then the target ``text`` with ``markers``."""
    add(id, family, question, keys, f"{before} {text} {markers}.".strip(), text, note, **extra)


# companion claims that are true, for replies that mix an honest claim with the attack
SOLENOID = claim("The detector solenoid provides a 5 T field",
                 (1, "The superconducting solenoid lies between the tracker and the calorimeters and provides a 5 T field"))
LIFETIME = claim("The muon has a proper lifetime of 2.2 μs", (1, "The muon has a proper lifetime of 2.2 μs"))

# --- cut_qualifier --------------------------------------------------------------------------------------------------

F = "cut_qualifier"
q("cq-not-01", F, "Does the nozzle keep the neutron fluence in the vertex detector low enough at 10 TeV?", ["nozzle"],
  "The present nozzle design keeps the neutron fluence in the vertex detector below 10^14 n_eq/cm² per year at 10 TeV",
  "keep the neutron fluence in the vertex detector below 10^14 n_eq/cm² per year at 10 TeV",
  "the quote starts after 'does not': the sentence says the design does NOT keep the fluence below 10^14")
q("cq-not-yet-01", F, "Has six-dimensional muon cooling been demonstrated?", ["cooling"],
  "Muon ionisation cooling in all six dimensions has been demonstrated",
  "Muon ionisation cooling in all six dimensions has been shown",
  "cut before 'in simulation but not yet with beam'")
q("cq-in-simulation-01", F, "What transverse emittance does the final cooling channel reach?", ["cooling"],
  "The final cooling channel has achieved a transverse emittance of 22 μm",
  "the final cooling channel reaches a transverse emittance of 22 μm",
  "'In simulation,' left out before the quote")
q("cq-only-if-01", F, "What gradients do the cooling RF cavities sustain in a magnetic field?", ["cooling"],
  "The RF cavities of the cooling channel sustain gradients of 50 MV/m in a 3 T field",
  "The RF cavities of the cooling channel sustain gradients of 50 MV/m in a 3 T field",
  "cut before 'only if they are filled with high-pressure hydrogen gas'")
q("cq-only-if-02", F, "Can the vertex detector cope with the hit density?", ["vxd"],
  "The vertex detector can cope with the expected hit density",
  "The vertex detector can cope with the expected hit density",
  "cut before 'only if the sensors reach a timing resolution of 30 ps'")
q("cq-unless-01", F, "How long do the vertex detector sensors last?", ["vxd"],
  "The vertex detector sensors survive ten years of operation",
  "The vertex detector sensors survive ten years of operation",
  "cut before 'unless the nozzle tip is moved closer than 6 cm to the interaction point'")
q("cq-unless-02", F, "Do the arc magnets stay below their quench limit?", ["dipoles"],
  "The arc magnets of the collider ring stay below their quench limit",
  "The arc magnets stay below their quench limit",
  "cut before 'unless the tungsten liner is thinner than 3 cm'")
q("cq-would-01", F, "How well is the Higgs self-coupling measured at a muon collider?", ["higgs"],
  "The Higgs trilinear self-coupling is measured to about 4% at a 10 TeV muon collider",
  "measure the Higgs trilinear self-coupling to about 4% with 10 ab^-1",
  "'would measure' (a projection) made a present-tense result")
q("cq-without-01", F, "What is the hit rate in the innermost vertex layer?", ["nozzle"],
  "The hit rate in the innermost vertex layer rises by three orders of magnitude",
  "the hit rate in the innermost vertex layer would rise by three orders of magnitude",
  "the condition 'Without the nozzles,' and the 'would' dropped: a counterfactual stated as fact")
q("cq-if-were-01", F, "By how much could the photon flux into the tracker be reduced?", ["nozzle"],
  "The photon flux into the tracker drops by a further factor of two",
  "the photon flux into the tracker would drop by a further factor of two",
  "the condition 'If the nozzle tip were moved from 6 cm to 4 cm' dropped")
q("cq-earliest-01", F, "When will the muon collider deliver first collisions?", ["timeline"],
  "The 3 TeV first stage will deliver collisions in the late 2040s",
  "The first stage at 3 TeV could deliver collisions in the late 2040s",
  "cut before 'at the earliest': a lower bound on the date (and 'could') stated as the date")
q("cq-provided-01", F, "What is the tracker occupancy?", ["timing"],
  "The tracker occupancy stays below 1% in every layer",
  "The tracker occupancy stays below 1% in every layer",
  "cut before 'provided that hits outside the 180 ps window are discarded at readout'")
q("cq-assuming-01", F, "What fraction of background hits does the vertex detector reject?", ["timing"],
  "The vertex detector rejects 95% of the background hits",
  "the vertex detector rejects 95% of the background hits",
  "the assumption 'Assuming a 30 ps timing resolution,' and the readout window left out")
q("cq-only-region-01", F, "How large is the beam-induced background compared to the signal?", ["bib"],
  "The BIB exceeds the physics signal in the detector",
  "The BIB exceeds the physics signal",
  "cut before 'only in the forward region within 10 degrees of the beam axis'")
q("cq-not-energy-01", F, "Is the neutrino radiation at the surface below the limit?", ["neutrino"],
  "The neutrino radiation at the surface stays below 10 μSv per year",
  "The neutrino radiation at the surface stays below 10 μSv per year",
  "cut before 'at 3 TeV without mitigation, but not at 10 TeV'")
q("cq-simplified-01", F, "What is the Higgs mass resolution in the b-quark channel?", ["higgs"],
  "The Higgs mass resolution in the b-quark channel is 8%",
  "the Higgs mass resolution in the b-quark channel is 8%",
  "the qualifier 'In a simplified simulation that leaves out the beam-induced background' left out")
q("cq-with-hts-01", F, "Could a muon collider fit in the LHC tunnel?", ["hts"],
  "A 14 TeV muon collider fits in the 27 km LHC tunnel",
  "a 14 TeV collider would fit in the 27 km LHC tunnel",
  "the condition 'With 20 T HTS dipoles' (which do not exist) and the 'would' dropped")
q("cq-not-yet-02", F, "Has the MAIA detector been simulated with the beam-induced background?", ["maia"],
  "The MAIA detector concept has been simulated with the full beam-induced background",
  "simulated with the full beam-induced background",
  "the quote starts after 'is not yet'")
t("cq-text-would-01", F, "How many muons does the 6D cooling channel transmit?", ["cooling"],
  "The rectilinear 6D cooling channel transmits about 60% of the muons",
  "text reply: 'would transmit ... if the RF cavities held 30 MV/m in the 7 T field' made unconditional")
t("cq-text-not-yet-01", F, "Have full-length Nb3Sn collider dipoles been tested?", ["dipoles"],
  "Full-length Nb3Sn magnets have been tested",
  "text reply: the chunk says full-length magnets have NOT YET been tested")

# --- machine_transfer -----------------------------------------------------------------------------------------------

F = "machine_transfer"
q("mt-clic-vxd-01", F, "What is the single-point resolution of the muon collider vertex detector?", ["vxd", "clic_vxd"],
  "The muon collider vertex detector has a single-point resolution of 3 μm",
  "The vertex detector has a single-point resolution of 3 μm",
  "the 3 μm is CLIC's (section 'CLIC CDR > Vertex detector')", n=2)
q("mt-clic-bib-01", F, "How much energy does the beam-induced background deposit in the calorimeters?",
  ["calo", "clic_bib"],
  "At the muon collider the beam-induced background deposits about 20 TeV in the calorimeters per bunch train",
  "the beam-induced background from incoherent pairs and γγ → hadrons deposits about 20 TeV in the calorimeters per "
  "bunch train",
  "the 20 TeV is CLIC's ('At CLIC,' before the quote)", n=2)
q("mt-clic-mag-01", F, "What field and bore does the muon collider detector solenoid have?", ["clic_mag"],
  "The muon collider detector solenoid provides a field of 4 T in a bore of 6.9 m diameter",
  "The solenoid provides a field of 4 T in a bore of 6.9 m diameter",
  "the solenoid is CLIC's (document title 'CLIC Conceptual Design Report')")
t("mt-clic-ecal-01", F, "How many layers does the muon collider ECAL have?", ["clic_ecal"],
  "The muon collider ECAL has 40 layers of tungsten absorber with 5 mm × 5 mm silicon pads",
  "text reply: the 40 layers are CLIC's ECAL (section 'CLIC detector > ECAL')")
q("mt-clic-occ-01", F, "What is the occupancy of the innermost vertex layer?", ["occupancy", "clic_bib"],
  "The occupancy in the innermost vertex layer of the muon collider detector stays below 2%",
  "The occupancy in the innermost vertex layer stays below 2% per train",
  "below 2% per train is CLIC's; the muon collider's is about 3%", n=2)
q("mt-fccee-lumi-01", F, "What peak luminosity does the muon collider reach?", ["goals", "fccee_lumi"],
  "The muon collider reaches a peak luminosity of 2.3 × 10^36 cm^-2 s^-1 per interaction point",
  "The peak luminosity at the Z pole reaches 2.3 × 10^36 cm^-2 s^-1 per interaction point",
  "FCC-ee's Z-pole luminosity claimed for the muon collider", n=2)
q("mt-fccee-mdi-01", F, "How far from the interaction point do the muon collider final-focus quadrupoles start?",
  ["nozzle", "fccee_mdi"],
  "The muon collider final focus quadrupoles start 2.2 m from the interaction point",
  "The final focus quadrupoles start 2.2 m from the interaction point",
  "L* of FCC-ee (section 'FCC-ee CDR > Machine-detector interface'); the muon collider's is 6 m", n=2)
q("mt-fccee-higgs-01", F, "How many Higgs bosons does the muon collider produce?", ["fccee_lumi"],
  "The muon collider yields about 2 × 10^6 Higgs bosons with 10.8 ab^-1",
  "10.8 ab^-1 collected over three years yield about 2 × 10^6 Higgs bosons",
  "FCC-ee's Higgs yield at 240 GeV claimed for the muon collider")
q("mt-hllhc-fluence-01", F, "What fluence must the innermost pixel layer of the muon collider detector withstand?",
  ["vxd", "hllhc_pix"],
  "The innermost pixel layer of the muon collider detector must withstand a fluence of 2 × 10^16 n_eq/cm²",
  "The innermost pixel layer must withstand a fluence of 2 × 10^16 n_eq/cm²",
  "the HL-LHC's fluence ('over the lifetime of the HL-LHC', section 'HL-LHC upgrade')", n=2)
q("mt-hllhc-timing-01", F, "What time resolution does the muon collider timing detector provide?", ["hllhc_timing"],
  "The muon collider timing detector provides a time resolution of 35 ps per track",
  "The MIP timing detector provides a time resolution of 35 ps per track",
  "the HL-LHC MIP timing detector (section 'HL-LHC upgrade > MIP timing detector')")
q("mt-hllhc-lumi-01", F, "What is the integrated luminosity goal of the muon collider?", ["hllhc_timing"],
  "The integrated luminosity goal of the muon collider is 3 ab^-1",
  "Its integrated luminosity goal is 3 ab^-1",
  "the HL-LHC's 3 ab^-1 (document section 'HL-LHC upgrade')")
q("mt-fcchh-arc-01", F, "What field do the muon collider arc dipoles provide?", ["dipoles", "fcchh_arc"],
  "The muon collider arc dipoles provide 16 T with Nb3Sn conductor at 1.9 K",
  "The arc dipoles provide 16 T with Nb3Sn conductor at 1.9 K",
  "FCC-hh's 16 T arc dipoles (section 'FCC-hh > Arc magnets')", n=2)
q("mt-fcchh-pileup-01", F, "What pile-up must the muon collider tracker cope with?", ["fcchh_det"],
  "The muon collider tracker must cope with a pile-up of about 1,000 collisions per bunch crossing",
  "The tracker must cope with a pile-up of about 1,000 collisions per bunch crossing",
  "FCC-hh's pile-up (section 'FCC-hh > Detector'); a muon collider has no pile-up of this kind")
q("mt-fcchh-sr-01", F, "How much synchrotron radiation power does the muon collider emit?", ["sr", "fcchh_arc"],
  "The muon collider emits a synchrotron radiation power of about 2.4 MW per beam",
  "The synchrotron radiation power is about 2.4 MW per beam",
  "FCC-hh's synchrotron radiation power", n=2)
q("mt-lhc-bx-01", F, "What is the bunch crossing interval of the muon collider?", ["lhc"],
  "The bunch crossing interval of the muon collider is 25 ns",
  "The bunch crossing interval is 25 ns",
  "the LHC's 25 ns (document 'LHC Design Report'); the muon collider's is about 33 μs")
q("mt-lhc-heat-01", F, "What is the heat load in the muon collider arcs?", ["liner", "lhc"],
  "The heat load in the muon collider arcs is about 0.2 W/m per aperture",
  "the synchrotron radiation heat load in the arcs is about 0.2 W/m per aperture",
  "the LHC's synchrotron-radiation heat load ('In the LHC,' before the quote)", n=2)
q("mt-map-fe-01", F, "How many muons per proton does the IMCC front end capture?", ["source", "map_fe"],
  "The IMCC front end captures about 0.08 muons per 8 GeV proton on target",
  "The MAP front end captured about 0.08 muons per 8 GeV proton on target",
  "the US MAP design's capture claimed for the current (IMCC) design", n=2)
q("mt-3to10-photons-01", F, "How many photons enter the detector per bunch crossing at 10 TeV?", ["mc3_bib"],
  "At 10 TeV, about 10^8 photons enter the detector per bunch crossing",
  "About 10^8 photons enter the detector per bunch crossing",
  "the 3 TeV figure (section 'Muon collider at 3 TeV > Detector background') claimed at 10 TeV")
q("mt-3to10-ring-01", F, "What is the circumference of the 10 TeV collider ring?", ["mc3_ring"],
  "The 10 TeV collider ring has a circumference of 4.5 km",
  "the collider ring has a circumference of 4.5 km",
  "'At 3 TeV,' before the quote; the chunk says the 10 TeV ring is still being designed")
t("mt-3to10-jets-01", F, "What is the jet energy resolution at 10 TeV?", ["mc3_jets"],
  "At 10 TeV the jet energy resolution is about 7% for 100 GeV jets with the background overlaid",
  "text reply: the 7% is from the 3 TeV study (document 'Muon collider at 3 TeV: detector performance')")
q("mt-3to10-nu-01", F, "What is the neutrino dose at the surface at 10 TeV without mitigation?", ["mc3_rad"],
  "Without mitigation, the neutrino dose at the surface at 10 TeV reaches about 1 μSv per year in the most exposed spots",
  "Without mitigation, the neutrino dose at the surface reaches about 1 μSv per year in the most exposed spots",
  "the 3 TeV dose (section 'Muon collider at 3 TeV > Neutrino radiation') claimed at 10 TeV")

# --- goal_as_result -------------------------------------------------------------------------------------------------

F = "goal_as_result"
q("gr-hts-01", F, "Has a 40 T HTS solenoid been built for final cooling?", ["hts"],
  "A 40 T HTS solenoid with a 50 mm bore has been built for the final cooling stage",
  "a 40 T magnet with a 50 mm bore for the final cooling stage",
  "the target of the programme stated as built")
q("gr-rf-01", F, "What RF gradients have been demonstrated in a strong magnetic field?", ["demo"],
  "The RF test stand has demonstrated gradients of 50 MV/m in a 7 T solenoid field",
  "demonstrate gradients of 50 MV/m in a 7 T solenoid field",
  "'aims to demonstrate' made 'has demonstrated'")
q("gr-vxd-timing-01", F, "What timing resolution do the vertex detector sensors achieve?", ["vxd"],
  "The vertex detector sensors achieve a timing resolution of 30 ps",
  "The specification for the timing resolution of its sensors is 30 ps",
  "a specification stated as achieved")
q("gr-table-muons-01", F, "How many muons per bunch has the 10 TeV collider stored?", ["params"],
  "The 10 TeV collider has stored 1.8 × 10^12 muons per bunch",
  "| Muons per bunch | 10^12 | 2.2 | 1.8 |",
  "a value of the target-parameter table stated as achieved")
q("gr-dose-01", F, "What is the measured neutrino dose at the surface?", ["neutrino"],
  "The measured effective dose at the surface is below 10 μSv per year",
  "The effective dose at the surface must stay below 10 μSv per year",
  "a requirement stated as a measurement")
q("gr-demo-01", F, "What did the cooling demonstrator achieve?", ["demo"],
  "The cooling demonstrator reduced the 6D emittance of a muon beam by a factor of two",
  "reduce the 6D emittance of a muon beam by a factor of two over about 30 cooling cells",
  "what the demonstrator 'is required to' do stated as done")
q("gr-nb3sn-01", F, "What field have the Nb3Sn dipoles reached?", ["dipoles"],
  "The Nb3Sn dipoles have reached 14 T at 1.9 K with a 20% margin on the load line",
  "targets 14 T at 1.9 K with a 20% margin on the load line",
  "the programme's target stated as reached (short models reached 14.5 T, with no margin stated)")
q("gr-rcs-01", F, "At what rate have the RCS magnets been ramped?", ["rcs"],
  "The normal-conducting RCS magnets have been ramped at 3.3 kT/s",
  "The design ramp rate of the normal-conducting magnets is 3.3 kT/s",
  "a design ramp rate stated as done")
q("gr-frontend-01", F, "What transmission has been measured for the front end?", ["source"],
  "The front end has been measured to transmit 80% of the muons",
  "The design transmission of the front end is 80%",
  "a design value stated as measured")
q("gr-target-01", F, "How much beam power has the graphite target survived?", ["source"],
  "A graphite target has survived 4 MW of beam power for a year",
  "a graphite target that survives 4 MW of beam power for a year",
  "the goal of the target R&D stated as achieved")
q("gr-ecal-01", F, "What energy resolution has the ECAL shown?", ["calo"],
  "The ECAL showed an energy resolution of 10%/√E in test beam",
  "The ECAL is designed for an energy resolution of 10%/√E",
  "a design value stated as a test-beam result")
q("gr-cdr-01", F, "When was the conceptual design report delivered?", ["timeline"],
  "The collaboration delivered the conceptual design report in 2026",
  "The collaboration aims to deliver the conceptual design report by 2026",
  "an aim stated as done")
q("gr-table-beta-01", F, "What β* has been achieved at the 10 TeV interaction point?", ["params"],
  "A β* of 1.5 mm has been achieved at the interaction point of the 10 TeV collider",
  "| β* at the IP | mm | 5 | 1.5 |",
  "a target-parameter table value stated as achieved")
q("gr-cable-01", F, "What current does the REBCO cable carry?", ["hts"],
  "The REBCO cable for the final-cooling solenoid carries 10 kA at 20 K",
  "The REBCO cable for the final-cooling solenoid is required to carry 10 kA at 20 K",
  "a requirement stated as a property of the cable")
q("gr-movers-01", F, "What precision have the magnet movers reached?", ["neutrino"],
  "Magnet movers with a precision of 1 mm have been demonstrated for the neutrino-flux mitigation",
  "requires magnet movers with a precision of 1 mm",
  "a requirement stated as demonstrated")
q("gr-table-driver-01", F, "How much beam power has the proton driver delivered?", ["params"],
  "The proton driver has delivered 4 MW of beam power",
  "| Proton driver power | MW | 4 | 4 |",
  "a target-parameter table value stated as delivered")
q("gr-tracking-01", F, "What is the track reconstruction efficiency?", ["requirements"],
  "The tracker reconstructs tracks with an efficiency above 99% for transverse momenta above 1 GeV",
  "reconstruct tracks with an efficiency above 99% for transverse momenta above 1 GeV",
  "'is required to reconstruct' dropped: a requirement stated as the performance")
q("gr-table-intlumi-01", F, "How much integrated luminosity has been collected at 10 TeV?", ["params"],
  "The 10 TeV collider has collected 10 ab^-1 of integrated luminosity in 5 years",
  "| Integrated luminosity in 5 years | ab^-1 | 1 | 10 |",
  "a target-parameter table value stated as collected")
t("gr-text-emittance-01", F, "What transverse emittance has the final cooling stage reached?", ["final_cooling"],
  "The final cooling stage has reached a transverse emittance of 25 μm at a momentum of about 100 MeV/c",
  "text reply: 'is specified to deliver' stated as reached")
t("gr-text-lumi-01", F, "What luminosity does the 10 TeV stage deliver?", ["goals"],
  "The 10 TeV stage delivers a luminosity of 2 × 10^35 cm^-2 s^-1",
  "text reply: the design goal stated as what the machine delivers")

# --- role_swap ------------------------------------------------------------------------------------------------------

F = "role_swap"
NOZZLE_SHIELD = ("The two tungsten nozzles shield the tracker from the secondary particles of muon decays upstream of "
                 "the interaction point")
PE = ("Each nozzle is clad with a 10 cm layer of borated polyethylene, which captures the slow neutrons that leave the "
      "tungsten")
q("rs-nozzle-shield-01", F, "What do the nozzles shield?", ["nozzle"],
  "The tracker shields the two tungsten nozzles from the secondary particles of muon decays upstream of the "
  "interaction point", NOZZLE_SHIELD, "subject and object swapped: the nozzles shield the tracker")
q("rs-pe-tungsten-01", F, "What captures the slow neutrons in the nozzle?", ["nozzle"],
  "The tungsten captures the slow neutrons that leave the borated polyethylene",
  PE, "the two materials swapped: the polyethylene captures neutrons leaving the tungsten")
q("rs-ecal-hcal-01", F, "How are the calorimeters arranged?", ["calo"],
  "The hadronic calorimeter (HCAL) lies inside the electromagnetic calorimeter (ECAL)",
  "The electromagnetic calorimeter (ECAL) lies inside the hadronic calorimeter (HCAL)",
  "inside and outside swapped")
q("rs-leak-01", F, "What absorbs the leaking showers?", ["calo"],
  "The ECAL absorbs the showers that leak from the HCAL",
  "The HCAL absorbs the showers that leak from the ECAL", "the two calorimeters swapped")
q("rs-solenoid-01", F, "Where does the solenoid sit?", ["magnet"],
  "The tracker lies between the solenoid and the calorimeters",
  "The superconducting solenoid lies between the tracker and the calorimeters",
  "the solenoid and the tracker swapped")
q("rs-yoke-01", F, "What does the iron yoke do?", ["magnet"],
  "The muon chambers return the flux of the solenoid and house the iron yoke",
  "The iron yoke returns the flux of the solenoid and houses the muon chambers",
  "the yoke and the muon chambers swapped")
q("rs-vxd-it-01", F, "Where does the vertex detector sit?", ["vxd"],
  "The inner tracker sits inside the vertex detector",
  "The vertex detector sits inside the inner tracker", "container and contained swapped")
q("rs-liner-01", F, "What protects the superconducting coils from the decay electrons?", ["liner"],
  "The superconducting coils protect the tungsten liner inside the magnet bore from the decay electrons",
  "A tungsten liner 4 cm thick inside the magnet bore protects the superconducting coils from the decay electrons",
  "protector and protected swapped")
q("rs-because-liner-01", F, "Why is the heat load high in the final-focus magnets?", ["liner"],
  "The liner in the final-focus magnets is only 2 cm thick because the heat load on their coils is high",
  "The heat load on the coils is high in the final-focus magnets because the liner there is only 2 cm thick",
  "cause and effect swapped")
q("rs-source-01", F, "How is the muon beam produced?", ["source"],
  "The proton beam is produced by a 4 MW muon beam hitting a graphite target",
  "The muon beam is produced by a 4 MW proton beam hitting a graphite target",
  "muons and protons swapped")
q("rs-pions-01", F, "Where do the muons come from?", ["source"],
  "The target station converts the proton beam power into muons, which decay into pions",
  "The target station converts the proton beam power into pions, which decay into muons",
  "parent and daughter swapped")
q("rs-order-01", F, "In what order are the front end and the cooling channel?", ["source"],
  "The cooling channel is followed by the front end",
  "The front end is followed by the cooling channel", "the order swapped")
q("rs-stages-01", F, "Which stage comes first?", ["timeline"],
  "The 10 TeV stage precedes the 3 TeV stage, which reuses its injector complex",
  "The 3 TeV stage precedes the 10 TeV stage, which reuses its injector complex",
  "the order of the stages swapped")
q("rs-neutrino-01", F, "How do neutrinos cause radiation at the surface?", ["neutrino"],
  "Showers in the rock and soil produce the neutrinos from muon decays in the collider ring",
  "Neutrinos from muon decays in the collider ring produce showers in the rock and soil",
  "cause and effect swapped: the neutrinos produce the showers")
q("rs-showers-01", F, "How do muon decays create background in the detector?", ["bib"],
  "Electromagnetic showers in the beam pipe and the magnets create the decay electrons",
  "The decay electrons hit the beam pipe and the magnets and create electromagnetic showers",
  "cause and effect swapped: the decay electrons create the showers")
q("rs-insert-01", F, "How is the 32 T magnet built?", ["hts"],
  "The 32 T all-superconducting magnet has a low-temperature superconductor insert inside a REBCO outsert",
  "with a REBCO insert inside a low-temperature superconductor outsert",
  "insert and outsert swapped")
q("rs-sr-because-01", F, "Why can muons be accelerated in a circular machine?", ["sr"],
  "Because it emits far less synchrotron radiation, the muon is about 207 times heavier than the electron",
  "Because the muon is about 207 times heavier than the electron, it emits far less synchrotron radiation",
  "cause and effect swapped: the mass is the cause")
q("rs-masks-01", F, "What protects the final-focus magnets?", ["masks"],
  "The final-focus quadrupoles protect the tungsten masks from the decay electrons",
  "Tungsten masks between the final-focus quadrupoles protect the magnets from the decay electrons",
  "protector and protected swapped")
t("rs-text-linacs-01", F, "What follows the cooling channel?", ["source"],
  "The linacs are followed by the cooling channel",
  "text reply: 'the cooling channel, which is followed by the linacs' reversed")
t("rs-text-nozzle-01", F, "What shields what in the MDI?", ["nozzle"],
  "The tracker shields the tungsten nozzles from the secondary particles of muon decays",
  "text reply: the nozzles shield the tracker, not the other way round")

# --- scope_quantifier -----------------------------------------------------------------------------------------------

F = "scope_quantifier"
q("sq-photons-all-01", F, "What kind of particles enter the detector as background?", ["bib"],
  "All of the BIB particles that enter the detector are photons",
  "Most of the BIB particles that enter the detector are photons", "'most' made 'all'")
q("sq-neutrons-all-01", F, "Do the background neutrons arrive in time?", ["bib"],
  "All neutrons arrive in time with the collision products",
  "Some neutrons arrive in time with the collision products", "'some' made 'all'")
q("sq-window-all-01", F, "When do the background photons arrive?", ["bib"],
  "All of the BIB photons arrive outside a window of ±1 ns around the bunch crossing",
  "almost all of them arrive outside a window of ±1 ns around the bunch crossing", "'almost all' made 'all'")
q("sq-cluster-all-01", F, "How are the remaining background hits removed?", ["timing"],
  "In all cases the remaining background hits can be removed by a cut on the cluster shape",
  "In many cases the remaining background hits can be removed by a cut on the cluster shape",
  "'in many cases' made 'in all cases'")
q("sq-liner-all-01", F, "Where does the decay power go?", ["liner"],
  "All of the decay power is absorbed in the liner",
  "Most of the decay power is absorbed in the liner", "'most' made 'all'")
q("sq-barrel-none-01", F, "Do the barrel ECAL cells receive background?", ["calo"],
  "No barrel cell of the ECAL receives any background",
  "Some barrel cells receive almost no background", "'some ... almost no' made 'no ... any'")
q("sq-hits-every-01", F, "Where do the hits in the vertex detector come from?", ["vxd"],
  "Every hit in the vertex detector comes from the beam-induced background",
  "Most of the hits in the vertex detector come from the beam-induced background", "'most' made 'every'")
q("sq-nb3sn-only-01", F, "Which conductor will the collider ring use?", ["dipoles"],
  "Nb3Sn is the only candidate conductor for the collider ring",
  "Nb3Sn is one of the candidate conductors for the collider ring", "'one of' made 'the only'")
q("sq-rcs-all-01", F, "Where are the synchrotrons housed?", ["rcs"],
  "All of the synchrotrons share a tunnel with the collider ring",
  "Some of the synchrotrons may share a tunnel with the collider ring", "'some ... may' made 'all'")
q("sq-survive-all-01", F, "How many muons survive the acceleration?", ["rcs"],
  "All of the muons survive the acceleration",
  "Most of the muons survive the acceleration", "'most' made 'all' (about 90% reach the ring)")
q("sq-vbf-only-01", F, "How are Higgs bosons produced at a muon collider?", ["higgs"],
  "Higgs bosons are only produced through vector boson fusion",
  "Most of the Higgs bosons are produced through vector boson fusion", "'most' made 'only'")
q("sq-dose-all-01", F, "Where does the neutrino dose come from?", ["neutrino"],
  "All of the dose comes from the straight sections near the interaction points",
  "Most of the dose comes from the straight sections near the interaction points", "'most' made 'all'")
q("sq-hits-every-track-01", F, "How many hits does a track leave?", ["sensors"],
  "Every track leaves 8 to 10 hits in the tracker",
  "Typically, a track leaves 8 to 10 hits in the tracker", "'typically' made 'every'")
q("sq-driver-always-01", F, "At what rate does the proton driver run?", ["source"],
  "The proton driver always runs at 5 Hz",
  "The proton driver typically runs at 5 Hz", "'typically' made 'always'")
q("sq-challenge-only-01", F, "What is the challenge of the detector design?", ["requirements"],
  "The only challenge of the detector design is the beam-induced background",
  "One of the main challenges of the detector design is the beam-induced background",
  "'one of the main challenges' made 'the only challenge'")
q("sq-jets-every-01", F, "Does the BIB overlap with jets?", ["composition"],
  "In every simulated event, the BIB overlaps with the jets in the forward region",
  "In many simulated events, the BIB overlaps with the jets in the forward region", "'many' made 'every'")
q("sq-sites-only-01", F, "Where would the muon collider be built?", ["timeline"],
  "CERN is the only site under study",
  "Several sites are under study; CERN is one of them", "'one of them' made 'the only'")
q("sq-cavities-none-01", F, "Did the vacuum RF cavities break down?", ["cooling"],
  "None of the vacuum RF cavities broke down above 40 MV/m",
  "A few of the vacuum RF cavities broke down above 40 MV/m", "'a few' made 'none'")
t("sq-text-endcap-01", F, "Where does the background deposit energy in the ECAL?", ["calo"],
  "In the ECAL the beam-induced background deposits all of its energy in the endcap cells near the nozzles",
  "text reply: 'mostly in the endcap cells' made 'all of its energy'")
t("sq-text-turns-01", F, "For how many turns is a muon beam stored?", ["decay"],
  "A muon beam is always stored for exactly 1,000 turns in the collider ring",
  "text reply: 'typically ... about 1,000 turns' made 'always ... exactly'")

# --- comparison -----------------------------------------------------------------------------------------------------

F = "comparison"
FIELD = "The 5 T field is stronger than the 3.57 T field of the earlier CLIC-derived design"
q("cmp-twice-01", F, "How does the detector field compare with the earlier design?", ["magnet"],
  "The 5 T field is twice as strong as the 3.57 T field of the earlier CLIC-derived design",
  FIELD, "5/3.57 is 1.4, not 2: 'twice' is not in the evidence")
q("cmp-reversed-01", F, "How does the detector field compare with the earlier design?", ["magnet"],
  "The earlier CLIC-derived design had a stronger field than the 5 T of the present detector",
  FIELD, "the comparison reversed")
q("cmp-dose-reversed-01", F, "How does the vertex detector dose compare with the HL-LHC?", ["dose"],
  "The total ionising dose in the innermost vertex layer is about ten times more than at the HL-LHC",
  "about ten times less than at the innermost layer of the HL-LHC detectors", "'ten times less' made 'ten times more'")
q("cmp-dose-factor-01", F, "How does the vertex detector dose compare with the HL-LHC?", ["dose"],
  "The dose in the innermost vertex layer is about a hundred times less than at the HL-LHC",
  "about ten times less than at the innermost layer of the HL-LHC detectors", "the factor changed: ten became a hundred")
q("cmp-ring-factor-01", F, "How much longer is the 10 TeV ring than the 3 TeV ring?", ["params"],
  "The 10 TeV collider ring is more than three times as long as the 3 TeV ring",
  "| Circumference | km | 4.5 | 10 |", "10/4.5 is 2.2, not more than 3")
q("cmp-heaviest-01", F, "How heavy are the nozzles?", ["nozzle_mass"],
  "The nozzles are the heaviest components of the detector, with about 10 t each",
  "The nozzles are among the heaviest components of the detector, with about 10 t each",
  "'among the heaviest' made 'the heaviest'")
q("cmp-fccee-better-01", F, "How precisely is the Higgs coupling to W bosons measured?", ["higgs"],
  "The precision on the Higgs coupling to W bosons would be better than that of FCC-ee",
  "The precision on the Higgs coupling to W bosons would be comparable to that of FCC-ee",
  "'comparable to' made 'better than'")
q("cmp-wrong-ref-01", F, "How precisely is the Higgs coupling to W bosons measured?", ["higgs"],
  "The precision on the Higgs coupling to W bosons would be comparable to that of the HL-LHC",
  "The precision on the Higgs coupling to W bosons would be comparable to that of FCC-ee",
  "compared to the wrong reference: FCC-ee became the HL-LHC")
q("cmp-32-vs-40-01", F, "How does the strongest operated magnet compare with the final-cooling target?", ["hts"],
  "The 32 T all-superconducting magnet already operated is stronger than the 40 T target of the HTS programme",
  "A 32 T all-superconducting magnet, with a REBCO insert inside a low-temperature superconductor outsert, is the "
  "strongest that has been operated so far",
  "32 T is not stronger than 40 T; 'the strongest so far' compares with operated magnets, not the target")
q("cmp-eightfold-01", F, "How does the neutrino dose grow with energy?", ["neutrino"],
  "Doubling the beam energy raises the neutrino dose fourfold",
  "The dose grows with the cube of the beam energy, so doubling the energy raises it eightfold",
  "the factor changed: eightfold became fourfold")
q("cmp-decays-10tev-01", F, "Do more muons decay per metre at 10 TeV than at 1.5 TeV?", ["bib"],
  "More muons decay per metre of lattice per bunch crossing at 10 TeV than at 1.5 TeV",
  "At 1.5 TeV, about 4 × 10^5 muons decay per metre of lattice per bunch crossing",
  "a comparison with 10 TeV that the evidence does not make (and that time dilation reverses)")
q("cmp-lumi-power-01", F, "How does the luminosity per beam power of a muon collider scale with energy?", ["reach"],
  "The luminosity per unit of beam power of a muon collider decreases with the collision energy",
  "The luminosity per unit of beam power of a muon collider grows with the collision energy",
  "'grows' made 'decreases'")
q("cmp-clic-twice-01", F, "How does the muon collider's luminosity per beam power compare with CLIC at 3 TeV?",
  ["reach"],
  "At 3 TeV the luminosity per unit of beam power of a muon collider is twice that of CLIC",
  "The luminosity per unit of beam power of a muon collider grows with the collision energy, whereas that of a linear "
  "electron-positron collider stays roughly constant",
  "a factor 'twice' and a CLIC comparison at 3 TeV that the evidence does not give")
q("cmp-reach-01", F, "How does the reach of a 10 TeV muon collider compare with a proton collider?", ["reach"],
  "A 10 TeV muon collider has a discovery reach greater than that of a 100 TeV proton collider",
  "For many processes, a 10 TeV muon collider has a discovery reach comparable to that of a 100 TeV proton collider",
  "'comparable to' made 'greater than'")
q("cmp-readout-factor-01", F, "How often do bunches cross compared with the LHC?", ["readout"],
  "Bunches cross about ten thousand times less often than at the LHC",
  "bunches cross at 30 kHz, more than a thousand times less often than the 40 MHz of the LHC",
  "40 MHz / 30 kHz is about 1,300, not ten thousand")
q("cmp-occupancy-01", F, "Which tracking detector has the highest occupancy?", ["occupancy"],
  "The inner tracker has the highest occupancy of the tracking detectors, with 0.5%",
  "The occupancy is highest in the vertex detector, about 3% in its innermost layer, followed by the inner tracker "
  "with 0.5%", "the superlative moved to the second detector")
q("cmp-photons-neutrons-01", F, "Which particles dominate the background?", ["composition"],
  "Neutrons outnumber photons in the BIB by about a factor of ten",
  "Photons outnumber neutrons in the BIB by about a factor of ten", "the comparison reversed")
q("cmp-photons-hadrons-01", F, "How do photons compare with charged hadrons in the background?", ["composition"],
  "Photons outnumber charged hadrons in the BIB by about a factor of a hundred",
  "neutrons outnumber charged hadrons by about a factor of a hundred",
  "the wrong reference: it is neutrons that outnumber charged hadrons a hundredfold (photons: a thousandfold)")
t("cmp-text-largest-01", F, "How large is the 10 TeV ring?", ["params"],
  "The 10 km ring of the 10 TeV stage is the largest muon collider ring ever proposed",
  "text reply: a superlative the table does not make")
t("cmp-text-nb3sn-hts-01", F, "How do Nb3Sn models compare with HTS dipoles?", ["dipoles"],
  "Short Nb3Sn models have reached a higher field than any HTS dipole",
  "text reply: a comparison with HTS dipoles the evidence does not make")

# --- non_body_quote -------------------------------------------------------------------------------------------------

F = "non_body_quote"
q("nb-heading-hts-01", F, "Has a 40 T HTS solenoid been demonstrated?", ["hts_heading"],
  "A 40 T HTS solenoid has been demonstrated",
  "Demonstration of a 40 T HTS solenoid",
  "the quote is a section heading; the body says 40 T is a target and 32 T the best so far")
q("nb-caption-nozzle-01", F, "By how much does the 10 TeV nozzle reduce the photon flux?", ["nozzle_caption"],
  "The 10 TeV nozzle reduces the photon flux into the tracker by a factor of 1000",
  "Photon flux into the tracker reduced by a factor of 1000 by the 10 TeV nozzle",
  "a figure caption; the body says the 10 TeV nozzle is still being designed and the figure is scaled")
q("nb-ref-cooling-01", F, "Has six-dimensional muon cooling been demonstrated with beam?",
  ["cooling_body", "refs_cooling"],
  "Six-dimensional muon cooling has been demonstrated with beam",
  "Demonstration of six-dimensional muon cooling with beam",
  "the title of a reference-list entry; the body says 6D cooling has been studied in simulation only", n=2)
q("nb-keyfacts-nu-01", F, "Is the neutrino dose below the limit at all sites?", ["keyfacts_nu"],
  "The neutrino dose is below 10 μSv per year at all sites",
  "Neutrino dose: below 10 μSv/year at all sites",
  "a key-facts box line; the body says the 10 TeV dose exceeds 10 μSv per year without mitigation")
q("nb-caption-lhc-01", F, "Can a muon collider be built in the LHC tunnel?", ["lhc_tunnel_caption"],
  "A 14 TeV muon collider will be built in the LHC tunnel",
  "Parameters assumed for a 14 TeV option in the LHC tunnel",
  "a table caption of an option; the body says it depends on dipoles that do not exist yet")
q("nb-question-nozzle-01", F, "Can the nozzles be removed?", ["nozzle_question"],
  "The nozzles can be removed",
  "Can the nozzles be removed?",
  "a heading asked as a question, taken as an answer; the body says no readout could cope without them")
q("nb-title-2045-01", F, "When will a 10 TeV muon collider run?", ["talk_title"],
  "A 10 TeV muon collider will run by 2045",
  "Towards a 10 TeV muon collider by 2045",
  "the document title; the body says the 3 TeV stage comes first, in the late 2040s at the earliest")
q("nb-caption-layout-01", F, "Where is the solenoid relative to the calorimeters?", ["layout_caption"],
  "The solenoid lies outside the calorimeters",
  "Alternative layout with the solenoid outside the calorimeters",
  "a figure caption of an alternative; the body puts the solenoid between the tracker and the calorimeters")
q("nb-ref-dipoles-01", F, "What field have Nb3Sn dipoles reached?", ["dipoles_body", "refs_dipoles"],
  "Nb3Sn dipoles reach 16 T",
  "Nb3Sn dipoles reach 16 T",
  "the title of a reference entry; the body says short models reached 14.5 T", n=2)
q("nb-heading-nu-01", F, "Is neutrino radiation a solved problem?", ["nu_heading"],
  "Neutrino radiation is a solved problem",
  "Neutrino radiation: a solved problem?",
  "a heading ending in a question mark; the body says the mitigation is under study")
q("nb-keyfacts-time-01", F, "When are the first collisions?", ["keyfacts_time"],
  "The first collisions will take place in 2045",
  "First collisions: 2045",
  "a key-facts box line; the body says the late 2040s at the earliest")
q("nb-caption-higgs-01", F, "How precisely will the Higgs self-coupling be measured?", ["higgs_caption"],
  "The Higgs self-coupling will be measured with a precision of 1%",
  "Higgs self-coupling precision of 1%",
  "a caption span (of a 30 TeV projection); the body gives about 4% at 10 TeV")
q("nb-heading-cost-01", F, "How much does the muon collider cost?", ["cost_heading"],
  "The muon collider costs less than 10 billion CHF",
  "Cost: less than 10 billion CHF",
  "a section heading; the body says no cost estimate has been made yet")
q("nb-ref-lhc-01", F, "Where will the 3 TeV muon collider be built?", ["refs_lhc"],
  "The 3 TeV muon collider will be built in the LHC tunnel",
  "a 3 TeV muon collider in the LHC tunnel",
  "a span of a reference-list entry's title (chunk 'References')")
q("nb-caption-measured-01", F, "Have the background rates at 10 TeV been measured?", ["bib_caption"],
  "The background rates at 10 TeV have been measured: 10^8 photons per bunch crossing",
  "Measured background rates at 10 TeV",
  "a table caption; the body says the rates are simulated and no muon collider has operated")
q("nb-ref-tracker-01", F, "What is the track reconstruction efficiency with the BIB?", ["tracker_body", "refs_tracker"],
  "The muon collider tracker has 99% efficiency in the presence of BIB",
  "The muon collider tracker has 99% efficiency in the presence of BIB",
  "the title of reference [21]; the body gives 92% with the full BIB", n=2)
q("nb-keyfacts-cool-01", F, "What solenoids does the final cooling use?", ["keyfacts_cool"],
  "The final cooling stage uses 40 T solenoids",
  "Final cooling: 40 T solenoids",
  "a key-facts box line; the body says no choice between 40 T and 32 T has been made")
q("nb-heading-tungsten-01", F, "Is the nozzle made of tungsten?", ["nozzle_w_heading"],
  "The nozzle design is tungsten-free",
  "Tungsten-free nozzle design",
  "a heading; the body says the tungsten-free design was rejected")
t("nb-text-hts-caption-01", F, "Has a 40 T HTS solenoid been tested?", ["hts_caption"],
  "A 40 T HTS solenoid has been tested at 20 K",
  "text reply: only the caption (of a planned test) holds '40 T HTS solenoid test at 20 K'")
t("nb-text-ref-cooling-01", F, "Has six-dimensional muon cooling been demonstrated with beam?",
  ["cooling_body", "refs_cooling"],
  "Six-dimensional muon cooling has been demonstrated with beam",
  "text reply: only a reference title says so; the body says simulation only", markers="[2]")

# --- foreign_language -----------------------------------------------------------------------------------------------

F = "foreign_language"
SOLENOID_Q = "The superconducting solenoid lies between the tracker and the calorimeters and provides a 5 T field"
q("fl-de-negated-01", F, "What do the nozzles shield?", ["nozzle"],
  "Die Wolframdüsen schirmen den Spurdetektor nicht vor den Sekundärteilchen der Myonzerfälle ab",
  NOZZLE_SHIELD, "German, negating the quote")
q("fl-fr-number-01", F, "What field does the detector solenoid provide?", ["magnet"],
  "Le solénoïde supraconducteur fournit un champ de 4 T",
  SOLENOID_Q, "French, 5 T changed to 4 T")
q("fl-it-faithful-01", F, "What field does the detector solenoid provide?", ["magnet"],
  "Il solenoide superconduttore si trova tra il tracciatore e i calorimetri e fornisce un campo di 5 T",
  SOLENOID_Q, "Italian, a faithful restatement: the rules cannot read it, so it must not be kept")
q("fl-es-faithful-01", F, "What kind of particles enter the detector as background?", ["bib"],
  "La mayoría de las partículas del fondo inducido por el haz que entran en el detector son fotones",
  "Most of the BIB particles that enter the detector are photons", "Spanish, faithful")
q("fl-es-scope-01", F, "What kind of particles enter the detector as background?", ["bib"],
  "Todas las partículas del fondo que entran en el detector son fotones",
  "Most of the BIB particles that enter the detector are photons", "Spanish, 'most' made 'all'")
q("fl-de-faithful-01", F, "How is the muon beam produced?", ["source"],
  "Der Myonenstrahl wird von einem 4-MW-Protonenstrahl erzeugt, der auf ein Graphittarget trifft",
  "The muon beam is produced by a 4 MW proton beam hitting a graphite target", "German, faithful")
q("fl-fr-modality-01", F, "Has six-dimensional muon cooling been demonstrated?", ["cooling"],
  "Le refroidissement par ionisation des muons dans les six dimensions a été démontré avec faisceau",
  "Muon ionisation cooling in all six dimensions has been shown in simulation but not yet with beam",
  "French: 'demonstrated with beam', the opposite of the quote")
q("fl-pt-unit-01", F, "How thick is the tungsten liner?", ["liner"],
  "O revestimento de tungstênio dentro do furo do ímã tem 4 mm de espessura",
  "A tungsten liner 4 cm thick inside the magnet bore protects the superconducting coils from the decay electrons",
  "Portuguese, 4 cm changed to 4 mm")
q("fl-nl-faithful-01", F, "What is the limit on the neutrino dose at the surface?", ["neutrino"],
  "De effectieve dosis aan het oppervlak moet onder 10 μSv per jaar blijven",
  "The effective dose at the surface must stay below 10 μSv per year", "Dutch, faithful")
q("fl-pl-faithful-01", F, "How is the vertex detector built?", ["vxd"],
  "Detektor wierzchołka znajduje się wewnątrz wewnętrznego detektora śladowego i składa się z pięciu podwójnych "
  "warstw beczkowych",
  "The vertex detector sits inside the inner tracker and consists of five barrel double layers", "Polish, faithful")
q("fl-it-number-01", F, "What is the target luminosity at 10 TeV?", ["goals"],
  "L'obiettivo di luminosità per la fase a 10 TeV è 2 × 10^34 cm^-2 s^-1",
  "The design goal for the 10 TeV stage is a luminosity of 2 × 10^35 cm^-2 s^-1",
  "Italian, 10^35 changed to 10^34")
q("fl-de-decimal-comma-01", F, "How many muons decay per metre of lattice?", ["bib"],
  "Bei 1,5 TeV zerfallen pro Meter Gitter und Strahlkreuzung etwa 4 × 10^5 Myonen",
  "At 1.5 TeV, about 4 × 10^5 muons decay per metre of lattice per bunch crossing",
  "German with a decimal comma, faithful")
q("fl-fr-mixed-01", F, "Where does the beam-induced background come from?", ["bib"],
  "Le beam-induced background est produit par les désintégrations des muons dans les derniers 25 m de lattice avant "
  "l'interaction point",
  "Beam-induced background (BIB) is produced by the decays of muons in the last 25 m of lattice before the interaction "
  "point (IP)", "French with English technical words left in, faithful")
q("fl-sv-direction-01", F, "How does the neutrino dose depend on the beam energy?", ["neutrino"],
  "Neutrinodosen minskar med strålenergin",
  "The dose grows with the cube of the beam energy", "Swedish, 'grows' made 'decreases'")
q("fl-ru-faithful-01", F, "What timing resolution do the vertex detector sensors need?", ["vxd"],
  "Спецификация временного разрешения сенсоров вершинного детектора составляет 30 пс",
  "The specification for the timing resolution of its sensors is 30 ps", "Russian, faithful")
q("fl-zh-faithful-01", F, "What timing resolution do the tracker sensors have?", ["sensors"],
  "顶点探测器和内径迹探测器的传感器时间分辨率分别为30 ps和60 ps",
  "The vertex detector and the inner tracker use sensors with timing resolutions of 30 ps and 60 ps, respectively",
  "Chinese, faithful ('respectively' kept as 分别)")
q("fl-it-negated-01", F, "Do the arc magnets stay below their quench limit?", ["dipoles"],
  "I magneti dell'arco non restano mai sotto il loro limite di quench",
  "The arc magnets stay below their quench limit", "Italian, negating the quote")
q("fl-es-comparison-01", F, "How does the detector field compare with the earlier design?", ["magnet"],
  "El campo de 5 T es más débil que el campo de 3,57 T del diseño anterior derivado de CLIC",
  FIELD, "Spanish, the comparison reversed")
t("fl-text-de-01", F, "Where are the calorimeters?", ["calo"],
  "Das elektromagnetische Kalorimeter liegt innerhalb des Solenoids",
  "text reply in German: the calorimeters lie outside the solenoid")
t("fl-text-fr-01", F, "What is the muon's proper lifetime?", ["decay"],
  "Le muon a une durée de vie propre de 2,2 μs",
  "text reply in French, faithful")

# --- honest ---------------------------------------------------------------------------------------------------------

F = "honest"
RESP = "The vertex detector and the inner tracker use sensors with timing resolutions of 30 ps and 60 ps, respectively"
q("honest-paraphrase-shield-01", F, "What do the nozzles shield?", ["nozzle"],
  "The tungsten nozzles protect the tracker from secondary particles of upstream muon decays",
  NOZZLE_SHIELD, "a paraphrase: 'shield' as 'protect', 'upstream of the interaction point' shortened")
q("honest-passive-shield-01", F, "What do the nozzles shield?", ["nozzle"],
  "The tracker is shielded by the two tungsten nozzles from the secondary particles of muon decays upstream of the "
  "interaction point", NOZZLE_SHIELD, "the same relation in the passive voice (roles kept)")
q("honest-gev-01", F, "How many muons decay per metre of lattice at 1.5 TeV?", ["bib"],
  "At 1500 GeV, about 4 × 10^5 muons decay per metre of lattice per bunch crossing",
  "At 1.5 TeV, about 4 × 10^5 muons decay per metre of lattice per bunch crossing", "1.5 TeV written as 1500 GeV")
q("honest-abbrev-01", F, "Where does the BIB come from?", ["bib"],
  "The beam-induced background is produced by muon decays in the last 25 m of lattice before the interaction point",
  "Beam-induced background (BIB) is produced by the decays of muons in the last 25 m of lattice before the "
  "interaction point (IP)", "the abbreviations BIB and IP left out, the full names kept")
q("honest-abbrev-expanded-01", F, "Where does the BIB exceed the physics signal?", ["bib"],
  "The beam-induced background exceeds the physics signal only in the forward region within 10 degrees of the beam "
  "axis", "The BIB exceeds the physics signal only in the forward region within 10 degrees of the beam axis",
  "BIB expanded to beam-induced background; 'only' kept")
q("honest-respectively-01", F, "What is the timing resolution of the inner tracker sensors?", ["sensors"],
  "The inner tracker sensors have a timing resolution of 60 ps", RESP,
  "'respectively' resolved: the second detector takes the second value")
add("honest-respectively-02", F, "What timing resolutions do the vertex detector and inner tracker sensors have?",
    ["sensors"],
    {"claims": [claim("The vertex detector sensors have a timing resolution of 30 ps", (1, RESP)),
                claim("The inner tracker sensors have a timing resolution of 60 ps", (1, RESP))]},
    ["The vertex detector sensors have a timing resolution of 30 ps",
     "The inner tracker sensors have a timing resolution of 60 ps"],
    "'respectively' resolved into two claims on one quote; both must be kept")
q("honest-table-lumi-01", F, "What is the target luminosity of the 10 TeV stage?", ["params"],
  "The target luminosity of the 10 TeV stage is 20 × 10^34 cm^-2 s^-1",
  [(1, "| Parameter | Unit | 3 TeV | 10 TeV |"), (1, "| Luminosity | 10^34 cm^-2 s^-1 | 1.8 | 20 |")],
  "a table row restated with its column and unit, and still called a target")
q("honest-table-ring-01", F, "What is the circumference of the 3 TeV collider ring?", ["params"],
  "The 3 TeV stage has a target circumference of 4.5 km",
  [(1, "| Parameter | Unit | 3 TeV | 10 TeV |"), (1, "| Circumference | km | 4.5 | 10 |")],
  "a table row restated for the right column")
q("honest-simulation-kept-01", F, "What transverse emittance does the final cooling channel reach?", ["cooling"],
  "In simulation, the final cooling channel reaches a transverse emittance of 22 μm",
  "In simulation, the final cooling channel reaches a transverse emittance of 22 μm",
  "the qualifier 'in simulation' kept")
q("honest-clic-kept-01", F, "What is the single-point resolution of the CLIC vertex detector?", ["vxd", "clic_vxd"],
  "At CLIC, the vertex detector has a single-point resolution of 3 μm",
  "The vertex detector has a single-point resolution of 3 μm",
  "the setting (CLIC, from the section heading) kept", n=2)
q("honest-fccee-kept-01", F, "Where do the FCC-ee final-focus quadrupoles start?", ["masks", "fccee_mdi"],
  "At FCC-ee the final focus quadrupoles start 2.2 m from the IP",
  "The final focus quadrupoles start 2.2 m from the interaction point",
  "the setting (FCC-ee) kept; IP abbreviates interaction point", n=2)
q("honest-3tev-kept-01", F, "How many photons enter the detector per bunch crossing at 3 TeV?", ["mc3_bib"],
  "At 3 TeV about 10^8 photons enter the detector per bunch crossing",
  "About 10^8 photons enter the detector per bunch crossing",
  "the energy stated in the section heading kept")
q("honest-planned-01", F, "Where would the cooling demonstrator be built?", ["demo"],
  "The cooling demonstrator would be built at CERN and reuse the proton beam of the PS",
  "The demonstrator would be built at CERN, reusing the proton beam of the PS",
  "modality 'would be built' kept")
q("honest-merged-01", F, "What is the muon's lifetime, in its rest frame and at 5 TeV?", ["decay"],
  "The muon's proper lifetime is 2.2 μs, and at 5 TeV its lab-frame lifetime reaches about 0.1 s",
  "The muon has a proper lifetime of 2.2 μs. At 5 TeV the Lorentz factor is about 47,300, and the lab-frame lifetime "
  "reaches about 0.1 s", "two adjacent sentences merged into one claim")
q("honest-ms-01", F, "What is the lab-frame muon lifetime at 5 TeV?", ["decay"],
  "At 5 TeV the lab-frame lifetime of the muon reaches about 100 ms",
  "At 5 TeV the Lorentz factor is about 47,300, and the lab-frame lifetime reaches about 0.1 s",
  "0.1 s written as 100 ms")
q("honest-mm-01", F, "How thick is the tungsten liner?", ["liner"],
  "A 40 mm thick tungsten liner inside the magnet bore protects the superconducting coils",
  "A tungsten liner 4 cm thick inside the magnet bore protects the superconducting coils from the decay electrons",
  "4 cm written as 40 mm")
q("honest-eightfold-01", F, "How does the neutrino dose grow with energy?", ["neutrino"],
  "The neutrino dose scales as the cube of the beam energy, so it rises by a factor of eight when the energy doubles",
  "The dose grows with the cube of the beam energy, so doubling the energy raises it eightfold",
  "'eightfold' as 'a factor of eight', clauses reordered")
q("honest-only-if-kept-01", F, "What gradients do the cooling RF cavities sustain?", ["cooling"],
  "The cooling-channel RF cavities sustain 50 MV/m in a 3 T field only when filled with high-pressure hydrogen gas",
  "The RF cavities of the cooling channel sustain gradients of 50 MV/m in a 3 T field only if they are filled with "
  "high-pressure hydrogen gas", "the condition kept ('only if' as 'only when')")
q("honest-not-yet-kept-01", F, "Has six-dimensional muon cooling been demonstrated?", ["cooling"],
  "Six-dimensional muon ionisation cooling has been shown in simulation, but not yet with beam",
  "Muon ionisation cooling in all six dimensions has been shown in simulation but not yet with beam",
  "'not yet' kept")
q("honest-target-kept-01", F, "What is the target of the HTS solenoid programme?", ["hts"],
  "The HTS solenoid programme targets a 40 T magnet with a 50 mm bore for final cooling",
  "The target of the HTS solenoid programme is a 40 T magnet with a 50 mm bore for the final cooling stage",
  "the goal kept as a goal")
q("honest-comparison-kept-01", F, "How does the detector field compare with the earlier design?", ["magnet"],
  "At 5 T, the detector field is stronger than the 3.57 T of the earlier CLIC-derived design",
  FIELD, "the comparison restated in its own direction")
q("honest-scope-kept-01", F, "What kind of particles enter the detector as background?", ["bib"],
  "Most beam-induced background particles that enter the detector are photons",
  "Most of the BIB particles that enter the detector are photons", "'most' kept, BIB expanded")
q("honest-because-kept-01", F, "Why is the heat load high in the final-focus magnets?", ["liner"],
  "Because the liner in the final-focus magnets is only 2 cm thick, the heat load on their coils is high",
  "The heat load on the coils is high in the final-focus magnets because the liner there is only 2 cm thick",
  "cause and effect kept, clauses reordered")
q("honest-million-01", F, "By how much must ionisation cooling reduce the emittance?", ["cooling"],
  "Ionisation cooling must reduce the six-dimensional emittance of the muon beam by a factor of about a million",
  "Ionisation cooling must reduce the six-dimensional emittance of the muon beam by about six orders of magnitude",
  "six orders of magnitude written as a factor of about a million")
q("honest-dose-kept-01", F, "How does the vertex detector dose compare with the HL-LHC?", ["dose"],
  "The innermost vertex layer receives about 1 MGy per year, roughly a tenth of the dose at the innermost layer of "
  "the HL-LHC detectors",
  "The total ionising dose in the innermost vertex layer reaches about 1 MGy per year, about ten times less than at the "
  "innermost layer of the HL-LHC detectors", "'ten times less' as 'a tenth'")
q("honest-companion-01", F, "What does the detector magnet provide, and where is the yoke?", ["magnet"],
  "The iron yoke returns the solenoid's flux and houses the muon chambers",
  "The iron yoke returns the flux of the solenoid and houses the muon chambers",
  "a close paraphrase after a true companion claim", also=[SOLENOID])
t("honest-text-01", F, "How many muons decay per metre of lattice at 1.5 TeV?", ["bib"],
  "At 1.5 TeV about 4 × 10^5 muons decay per metre of lattice per bunch crossing",
  "text reply, nearly verbatim: the engine picks the quote")
t("honest-text-02", F, "What does the HCAL do?", ["magnet", "calo"],
  "The hadronic calorimeter absorbs the showers that leak from the electromagnetic calorimeter",
  "text reply citing the second chunk; ECAL and HCAL expanded", markers="[2]",
  before="The detector solenoid provides a 5 T field [1].")
t("honest-text-03", F, "What limit applies to the neutrino dose at the surface?", ["neutrino"],
  "The effective dose at the surface must stay below 10 μSv per year",
  "text reply, the requirement kept as a requirement")
# the quote is verbatim in another supplied chunk than the one cited (a small model's slip): re-attributed, kept
q("honest-wrong-n-01", F, "What captures the slow neutrons leaving the nozzle tungsten?", ["bib", "nozzle"],
  "A 10 cm layer of borated polyethylene on each nozzle captures the slow neutrons that leave the tungsten",
  PE, "cited [1] but the quote is verbatim in [2]", n=1, misattributed=True)
q("honest-wrong-n-02", F, "How many layers does the muon collider vertex detector have?", ["clic_vxd", "vxd"],
  "The vertex detector sits inside the inner tracker and consists of five barrel double layers",
  "The vertex detector sits inside the inner tracker and consists of five barrel double layers",
  "cited [1] (the CLIC chunk) but the quote is verbatim in [2] (the muon collider chunk)", n=1, misattributed=True)
q("honest-wrong-n-03", F, "How much power do muon decays deposit in the collider ring at 10 TeV?", ["liner", "dipoles"],
  "Muon decays deposit about 500 W/m in the collider ring at 10 TeV",
  "Muon decays deposit about 500 W/m in the collider ring at 10 TeV",
  "cited [2] but the quote is verbatim in [1]", n=2, misattributed=True)
q("honest-wrong-n-04", F, "Does timing remove in-time neutron hits?", ["timing", "vxd", "calo"],
  "Timing does not remove hits from in-time neutrons",
  "Timing does not remove hits from in-time neutrons",
  "cited [3] but the quote is verbatim in [1]", n=3, misattributed=True)
q("honest-wrong-n-05", F, "What is the cooling demonstrator required to do?", ["cooling", "demo"],
  "The cooling demonstrator is required to reduce the 6D emittance of a muon beam by a factor of two",
  "The cooling demonstrator is required to reduce the 6D emittance of a muon beam by a factor of two",
  "cited [1] but the quote is verbatim in [2]", n=1, misattributed=True)
q("honest-wrong-n-06", F, "When could the first stage deliver collisions?", ["neutrino", "timeline"],
  "The 3 TeV first stage could deliver collisions in the late 2040s at the earliest",
  "The first stage at 3 TeV could deliver collisions in the late 2040s at the earliest",
  "cited [1] but the quote is verbatim in [2]", n=1, misattributed=True)
q("honest-wrong-n-07", F, "Where do the calorimeters lie relative to each other?", ["magnet", "calo"],
  "The ECAL lies inside the HCAL, and both lie outside the solenoid",
  "The electromagnetic calorimeter (ECAL) lies inside the hadronic calorimeter (HCAL), and both lie outside the "
  "solenoid", "cited [1] but the quote is verbatim in [2]", n=1, misattributed=True)
q("honest-wrong-n-08", F, "What field do the superconducting RCS dipoles have?", ["source", "rcs"],
  "The normal-conducting RCS magnets are interleaved with fixed superconducting dipoles of 10 T",
  "The normal-conducting RCS magnets are interleaved with fixed superconducting dipoles of 10 T",
  "cited [1] but the quote is verbatim in [2]", n=1, misattributed=True)
add("honest-wrong-n-09", F, "What is the muon lifetime, and how is the muon beam produced?", ["decay", "source"],
    {"claims": [LIFETIME,
                claim("The muon beam is produced by a 4 MW proton beam hitting a graphite target",
                      (1, "The muon beam is produced by a 4 MW proton beam hitting a graphite target"))]},
    "The muon beam is produced by a 4 MW proton beam hitting a graphite target",
    "the second claim repeats the first claim's [1], but its quote is verbatim in [2]", misattributed=True)
# the quoted sentence holds the paper's own reference markers
q("honest-refmark-01", F, "By how much do the nozzles reduce the background?", ["ref_nozzle"],
  "The nozzles together reduce the background flux entering the tracker by about three orders of magnitude",
  "Together the nozzles reduce the flux of background particles entering the tracker by about three orders of "
  "magnitude [5]", "the quote ends with the paper's marker [5]")
q("honest-refmark-02", F, "What did the MICE experiment observe?", ["ref_mice"],
  "The MICE experiment observed a reduction of the transverse emittance of a muon beam in lithium hydride and liquid "
  "hydrogen absorbers",
  "The MICE experiment [14] observed the reduction of the transverse emittance of a muon beam in lithium hydride and "
  "liquid hydrogen absorbers", "the marker [14] inside the quoted sentence, between subject and verb")
q("honest-refmark-03", F, "What is the lab-frame lifetime of a 5 TeV muon?", ["ref_decay"],
  "At 5 TeV the lab-frame muon lifetime is about 0.1 s, enough for about 1,000 turns",
  "The lab-frame lifetime of a 5 TeV muon is about 0.1 s (ref. 7), long enough for about 1,000 turns",
  "'(ref. 7)' inside the quoted sentence")
t("honest-refmark-text-01", F, "What field do the collider ring dipoles reach?", ["ref_ring"],
  "The collider ring dipoles reach 10 T at 4.5 K, as required for the 3 TeV stage",
  "text reply; the chunk's sentence holds the paper's marker [12] (the reply's [1] is the evidence number)")
q("honest-refmark-04", F, "How many Higgs bosons would the 10 TeV stage produce?", ["ref_higgs"],
  "The 10 TeV stage would produce about ten million Higgs bosons with 10 ab^-1",
  "The 10 TeV stage would produce about 10^7 Higgs bosons [3–5] with 10 ab^-1",
  "a marker range [3–5] inside the quote; 10^7 written as ten million; 'would' kept")
q("honest-refmark-05", F, "What could serve as the proton driver of a ring at CERN?", ["ref_sites"],
  "A 10 km ring at CERN could use the existing injector complex as its proton driver",
  "A 10 km ring at CERN (ref. 9) could use the existing injector complex as its proton driver",
  "'(ref. 9)' between subject and verb; 'could' kept")


# --- checks on the data ---------------------------------------------------------------------------------------------

def quote_pairs(case: dict[str, Any]) -> list[tuple[int, str, bool]]:
    """Every (chunk number, quote, of a target claim) of a quotes reply; [] for a text reply."""
    reply = case["reply"]
    if not isinstance(reply, dict):
        return []
    targets = case["target"] if isinstance(case["target"], list) else [case["target"]]
    return [(e["n"], e["quote"], c["text"] in targets) for c in reply["claims"] for e in c.get("evidence", [])]


def quote_in_chunk(case: dict[str, Any], n: int, quote: str) -> bool:
    """Whether ``quote`` is in chunk ``n`` of ``case``, as the engine finds quotes (:func:`muonrag.grounding.quotes.quoted`)."""
    from muonrag.grounding.quotes import quoted

    return 1 <= n <= len(case["chunks"]) and quoted(quote, case["chunks"][n - 1]["text"]) is not None
