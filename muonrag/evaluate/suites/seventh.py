"""Seventh held-out grounding suite (7 December 2026, third session).

Claim-level cases for the grounding checker over muon collider literature. Each case is a
model claim with one verbatim quote cited to one of one or two evidence chunks; attacks must be
removed, honest claims kept.

Topics: collider ring lattice and optics (momentum compaction, chromaticity correction, dynamic
aperture, beta* and the final focus), quench protection, the tungsten absorber heat load and
cryogenics, vacuum and beam pipe, the machine-detector interface, luminosity measurement, track
reconstruction (ACTS, conformal tracking, seeding, fake tracks), calorimetry (CRILIN, hadron
calorimeter sampling, resolution tables), the muon system (RPCs, MPGDs), jets and flavour
tagging, Higgs physics (couplings, VBF production, top Yukawa, Higgs width), Z' searches,
positron sources and bunch compression, staging and timeline, power and carbon footprint.

Counts: 108 attacks in nine families (qualifier_cut 12, other_machine 12, goal_as_result 12,
role_swap 12, quantifier 12, comparison 12, non_body 11, number 13, other_language 12) and
54 honest cases in nine kinds of 6 each (paraphrase, merged, qualified, reattributed,
reordered, respectively, table_row, unit_conversion, abbreviation); 162 cases in all, about
a third with a second chunk.

A helper wrote them from the family descriptions without reading the checker, its tests or the
earlier sets. All numbers are invented but kept self-consistent across chunks.

First run, with the rules as they stood after the sixth set's changes (commit bf21686; the figure out of set): 102 of
108 attacks caught and 32 of 54 honest answers kept offline (101/108 and 35/54 with a judge that keeps every doubt).
One reading was fixed after that run (millivolts were read as megavolts: 33/54 honest); the 27 cases still wrong
are strict xfails with reasons in ``tests/test_blind_sets.py``.
"""

from muonrag.evaluate.suites.blind import case_builders

TITLE = "Towards a 10 TeV Muon Collider: Accelerator, Detector and Physics Design Study"


A, H = case_builders(TITLE)


# ---------------------------------------------------------------------------
# Shared evidence chunks
# ---------------------------------------------------------------------------

D_ARC = """\
## Collider ring lattice

The 10 TeV collider ring has a circumference of 10 km, of which 8.7 km are arcs built from flexible momentum compaction (FMC) cells. The FMC cell allows the momentum compaction factor to be tuned to zero or to slightly negative values, so that the 1.5 mm bunch length can be preserved with a modest RF voltage. The design value is |α_c| < 1×10^-5, which keeps the bunch length stable only if the relative energy spread stays below 0.1%. The arc dipoles provide a field of 16 T in the baseline and 14 T in the fall-back option [14]. Most of the ring's natural chromaticity is generated in the interaction region rather than in the arcs."""

D_CHROM = """\
## Chromaticity correction and dynamic aperture

The final-focus triplets generate a natural chromaticity of about −2000 in each plane, which must be corrected locally. Two families of sextupoles are placed in a chromatic correction section on each side of the interaction point, at locations where the dispersion is large. The dynamic aperture obtained in tracking simulations is 4.2σ for a momentum deviation of ±0.5%, still below the target of 5σ. Adding octupole correctors increased the on-momentum dynamic aperture from 6σ to 9σ but did not improve the off-momentum value. Fringe fields of the final-focus quadrupoles are responsible for some of the remaining aperture loss."""

D_DAFIG = """\
## Dynamic aperture studies

Figure 5: Dynamic aperture of the 10 TeV lattice with octupole correction, showing the 5σ goal over ±1% momentum deviation.

The dynamic aperture was computed by tracking particles over 1000 turns with fringe fields included. Without octupoles, the off-momentum aperture shrinks rapidly beyond ±0.3% momentum deviation. The tracked aperture reaches 4.2σ at ±0.5% and remains below the goal over the full momentum range. The figure compares the tracked aperture with the 5σ goal."""

D_FF = """\
## Final focus and β*

At 10 TeV the design β* is 1.5 mm in both planes, equal to the r.m.s. bunch length, which limits the luminosity loss from the hourglass effect to about 10%. The final-focus triplet consists of Nb3Sn quadrupoles with gradients up to 300 T/m and an aperture radius of 60 mm, of which 30 mm is taken by the tungsten shielding liner. The first quadrupole starts at L* = 6 m from the interaction point. For the 3 TeV stage, β* is relaxed to 5 mm and the quadrupole gradient to 200 T/m. The earlier 1.5 TeV design of the US Muon Accelerator Program (MAP) used β* = 1 cm."""

D_PARAMS = """\
## Main parameters

Table 1: Target parameters of the muon collider stages

| Parameter | Unit | 3 TeV | 10 TeV |
|---|---|---|---|
| Luminosity | 10^34 cm^-2 s^-1 | 1.8 | 20 |
| Muons per bunch | 10^12 | 2.2 | 1.8 |
| Circumference | km | 4.5 | 10 |
| β* | mm | 5 | 1.5 |
| Bunch length (r.m.s.) | mm | 5 | 1.5 |
| Normalised transverse emittance | µm | 25 | 25 |
| Repetition rate | Hz | 5 | 5 |

The values are targets; none of them has been demonstrated in a complete start-to-end simulation."""

D_QUENCH = """\
## Quench protection

Each arc dipole stores about 3 MJ at nominal field, which is too much to be dissipated in the coil without active protection. Quench detection relies on voltage taps with a threshold of 100 mV and a validation time of 10 ms. Energy extraction alone is not sufficient to protect the magnets; it must be combined with coupling-loss induced quench (CLIQ) or quench heaters. The specification requires the hotspot temperature to stay below 300 K and the peak voltage to ground below 1 kV. With CLIQ, the simulated hotspot temperature stays below 250 K, compared with 350 K when quench heaters are used alone. The quench heaters typically fire within 20 ms of detection. No short model has yet been tested with CLIQ at full current."""

D_SHIELD = """\
## Absorber heat load and cryogenics

At 10 TeV, muon decays deposit about 500 W/m in the collider ring for 1.8×10^12 muons per bunch [7]. A tungsten absorber 40 mm thick, placed inside the magnet aperture and operated between 60 K and 80 K, intercepts about 99% of this power. The remaining heat load on the 4.5 K cold mass is about 5 W/m. Removing the absorber load requires a cryogenic plant with about 40 MW of wall-plug power, assuming a Carnot efficiency of 30% is achieved. Operating the absorber at room temperature would reduce the cryogenic power but would require a larger magnet aperture."""

D_FCCHH = """\
## FCC-hh

FCC-hh would collide protons at √s = 100 TeV in a 91 km tunnel using 14 T Nb3Sn dipoles. Its peak luminosity would reach up to 3×10^35 cm^-2 s^-1, and about 20 ab^-1 would be collected per experiment. Synchrotron radiation deposits about 30 W/m per beam in the arcs, absorbed by a beam screen held at 40 K to 60 K. The site power is estimated at 560 MW."""

D_VACUUM = """\
## Vacuum and beam pipe

In the interaction region the beam pipe is made of beryllium, with an inner radius of 22 mm and a wall thickness of 0.8 mm (ref. 9). In the arcs the absorber surface acts as a distributed cryopump, so no lumped pumps are installed between the magnets. The residual gas pressure must stay below 10^-9 mbar to keep beam–gas scattering negligible compared with muon decay. Some sections of the interaction region will need non-evaporable getter (NEG) coatings. The NEG coatings are activated by baking at 200 °C. The vacuum requirements of the interaction region have not yet been studied with the nozzle geometry included."""

D_VACTABLE = """\
## Vacuum sectors

Table 6 (lengths in m, pressures in mbar, temperatures in K)

Sector | Length (m) | Design pressure (mbar) | Liner temperature (K)
Arc | 8700 | 1×10^-9 | 70
Straight sections | 1200 | 5×10^-10 | 300
Interaction region | 100 | 1×10^-10 | 300

The arc values assume that the absorber acts as a cryopump."""

D_MDI = """\
## Machine–detector interface

Two tungsten nozzles, clad in borated polyethylene, extend on each side of the interaction point from 6 cm to 6 m. Their opening angle of 10° at the interaction point defines the forward limit of the detector acceptance. At its tip the nozzle has an outer radius of 1 cm, growing to about 1 m at its far end. The present nozzle geometry was optimised for the 1.5 TeV beam and has not yet been re-optimised for 10 TeV. The first final-focus quadrupole sits outside the detector, behind the end of the nozzle."""

D_LUMI = """\
## Luminosity measurement

Small-angle Bhabha scattering, the standard luminosity process at e+e− colliders, cannot be used at the muon collider, because the nozzles occupy the region below 10°. Instead, the luminosity will be determined from large-angle elastic μ+μ− → μ+μ− scattering, with both muons reconstructed in the tracker and the muon system. In simulation at 3 TeV, a statistical precision of 0.1% is reached with 1 ab^-1. The systematic uncertainty has not yet been estimated; a target of 0.1% is set by the Higgs coupling programme. An alternative based on μ+μ− → e+e− would have a cross section about 100 times smaller."""

D_ACTS = """\
## Track reconstruction with ACTS

Tracks are reconstructed with the A Common Tracking Software (ACTS) toolkit, using a combinatorial Kalman filter (CKF) seeded by triplets of hits. Seeds are formed only from hits in the vertex detector, whose double layers suppress combinatorics from beam-induced background. A seed is kept if its transverse momentum exceeds 0.5 GeV and its transverse impact parameter is below 1 mm. In 10 TeV simulation with background overlay, the track-finding efficiency is 98% for muons with pT above 1 GeV in the central region, and 92% in the forward region. The fake-track rate is below 1% after requiring at least 8 hits per track; most of the remaining fakes originate from seeds in the innermost double layer. One event with full background overlay takes about 20 minutes on a single core, while the goal for production is one minute per event."""

D_CT = """\
## Conformal tracking

Conformal tracking, developed for the CLIC detector, maps hit positions into a conformal space in which circular tracks become straight lines. Track candidates are then built with a cellular automaton that connects nearest-neighbour hits. It was the default pattern recognition in the muon collider studies of 2020 to 2022, before ACTS replaced it. With beam-induced background, conformal tracking needs several hours per event unless hits are first filtered with double-layer correlations. For CLIC at 3 TeV, conformal tracking reaches an efficiency above 99% for tracks with pT above 1 GeV."""

D_TRKFIG = """\
## Tracking performance

Figure 7: Target track-finding efficiency of 99.5% for all charged particles above 0.5 GeV, compared with the present result.

The present reconstruction reaches 98% for muons with pT above 1 GeV in the central region. Efficiencies for pions and electrons are lower, at 95% and 90% respectively, because of hadronic interactions and bremsstrahlung in the material. The 99.5% curve is the goal of the reconstruction upgrade and has not been reached for any particle type."""

D_CRILIN = """\
## CRILIN electromagnetic calorimeter

CRILIN (Crystal Calorimeter with Longitudinal Information) is a semi-homogeneous calorimeter made of lead fluoride (PbF2) crystals read out by silicon photomultipliers (SiPMs). Each module stacks five layers of 10×10×40 mm³ crystals, for a total depth of about 21 X0. A beam test with 120 GeV electrons at the CERN SPS measured a time resolution below 20 ps for a single crystal. The design target for the energy resolution is 10%/√E ⊕ 1%, which has so far been demonstrated only in simulation. Compared with the W–Si ECAL of the baseline detector, CRILIN is cheaper and more radiation tolerant, but has coarser granularity."""

D_HCAL = """\
## Hadron calorimeter

The hadron calorimeter is a sampling calorimeter with 60 layers of 19 mm steel absorber, interleaved with plastic scintillator tiles of 30×30 mm² read out by SiPMs. Its total depth is about 7.5 nuclear interaction lengths. In simulation, the single-pion energy resolution is 55%/√E with a constant term of 5%. A finer segmentation of 15×15 mm² is being studied but would quadruple the number of readout channels. Most of the energy of jets below 100 GeV is measured in the tracker and ECAL rather than in the hadron calorimeter."""

D_CALO_TABLE = """\
## Calorimeter performance

Table 4: Energy resolution of the calorimeter options in simulation, for single particles at normal incidence.

| Option | Particle | Stochastic term [%] | Constant term [%] |
|---|---|---|---|
| W–Si ECAL | photon | 17 | 1.0 |
| CRILIN | photon | 10 | 1.0 |
| Steel–scintillator HCAL | pion | 55 | 5.0 |
| Dual-readout HCAL | pion | 30 | 1.5 |

The dual-readout option is not part of the baseline detector."""

D_MUON = """\
## Muon system

The muon detector is installed in the gaps of the iron yoke, with seven layers of resistive plate chambers (RPCs) in the barrel and six layers in each endcap. Background hit rates are below 10 Hz/cm² in most of the barrel but reach 1 kHz/cm² in the endcap region close to the nozzle. Standard RPCs can be used in that region only if their rate capability is raised by a factor of ten, so micro-pattern gaseous detectors (MPGDs) such as µRWELL are considered instead. The endcap chambers are required to keep an efficiency above 95% at 1 kHz/cm². The muon system provides standalone identification; the momentum is measured by the tracker."""

D_MUONTAB = """\
## Muon chamber options

| Technology | Region | Rate capability [Hz/cm²] | Spatial resolution [µm] |
|---|---|---|---|
| RPC | barrel | 100 | 1000 |
| µRWELL | endcap | 1×10^6 | 100 |
| GEM | endcap (inner) | 1×10^6 | 70 |

Table 7: Candidate technologies for the muon system. Rate capabilities are for single-gap chambers at 95% efficiency."""

D_BTAG = """\
## Flavour tagging

b-jets are identified with a secondary-vertex tagger trained on simulated 3 TeV samples with background overlay. At the 70% b-tagging working point, the mistag rates for c-jets and light-flavour jets are 20% and 2%, respectively. The efficiency falls to about 50% for jets in the forward region, |η| > 2, where fewer vertex detector layers are crossed. A graph neural network tagger is under development and aims to reach 80% b-tagging efficiency at the same light-jet rejection. The secondary-vertex tagger has not yet been validated on 10 TeV samples."""

D_JETS = """\
## Jet reconstruction

Jets are clustered with the kt algorithm with radius parameter R = 0.5 from particle-flow objects. The two b-jets from Higgs decays are almost always reconstructed as separate jets at 3 TeV. Table 5 gives the jet energy resolution obtained in simulation with background overlay.

Table 5: Jet energy resolution for light-quark jets in the central region

| Jet energy (GeV) | JER 3 TeV (%) | JER 10 TeV (%) |
|---|---|---|
| 50 | 16 | 19 |
| 100 | 11 | 13 |
| 500 | 6.5 | 7.0 |
| 1000 | 5.0 | 5.5 |

The resolution at low energy is dominated by the background contribution."""

D_HCOUP = """\
## Higgs couplings

Table 3: Projected 1σ precision on Higgs couplings, in per cent, from a κ fit with the width fixed to its SM value

Coupling | HL-LHC | 3 TeV, 1 ab^-1 | 10 TeV, 10 ab^-1
κ_W | 1.7 | 0.4 | 0.1
κ_Z | 1.5 | 0.9 | 0.4
κ_b | 3.6 | 0.8 | 0.4
κ_γ | 1.9 | 1.3 | 0.8
κ_μ | 4.6 | 6.0 | 2.0

The 10 TeV stage improves most couplings by a factor of two or more relative to 3 TeV."""

D_VBF = """\
## Single Higgs production

At multi-TeV muon colliders, single Higgs bosons are produced mainly through vector-boson fusion. The WW-fusion cross section grows logarithmically with energy, from about 0.5 pb at 3 TeV to 0.9 pb at 10 TeV, while ZZ fusion is about ten times smaller. About 10^7 Higgs bosons would be produced with 10 ab^-1 at 10 TeV. Higgs-strahlung, μ+μ− → ZH, falls as 1/s and contributes less than 0.1% of the Higgs yield above 3 TeV. The forward muons from ZZ fusion can be tagged only if a dedicated forward muon detector is added beyond the nozzles."""

D_TOP = """\
## Top Yukawa coupling and Higgs width

The top Yukawa coupling is accessed through μ+μ− → tt̄H and through its energy-growing effect in vector-boson-fusion top-pair production. At 10 TeV, a precision of about 3% on the top Yukawa coupling is projected, compared with 3.4% from the HL-LHC. The Higgs width cannot be measured directly at multi-TeV energies. It can be determined to about 2% in a global fit, but only if no new decay channels are assumed. A direct measurement of the 4.1 MeV width would require a dedicated run at the Higgs pole, √s = 125 GeV, with an energy spread of about 0.003%. Such a run is not part of the present staging plan."""

D_WIDTHSEC = """\
## 5.4 A model-independent Higgs width at 10 TeV

This section examines whether the Higgs width can be extracted at the 10 TeV stage without assumptions on new decay channels. The on-shell rate measurements fix only products of couplings divided by the width. With the recoil method unavailable at multi-TeV energies, the fit needs an external constraint. We find that the width is determined to 2% only when no new decay channels are allowed, so no model-independent determination is obtained."""

D_ZP = """\
## Electroweak precision and Z′ searches

High-energy μ+μ− → f f̄ processes probe contact interactions well above the collision energy. At 10 TeV with 10 ab^-1, a Z′ with masses up to about 100 TeV could be excluded, but only indirectly and only for electroweak-strength couplings [21]. Direct production is possible only for Z′ masses below the collision energy, where a resonance would appear in the dimuon spectrum, one of the most sensitive final states. By comparison, the HL-LHC is expected to reach about 6.5 TeV for a sequential-standard-model Z′ [22]. The indirect reach falls to about 30 TeV for a Z′ that couples only to leptons."""

D_REFS = """\
## References

[7] L. Okafor and R. Venturi, "Power deposition from muon decay in a 10 TeV collider ring", JINST 16 (2021) P11009.
[9] S. Lindqvist, "Beryllium beam pipes of 10 mm radius for muon collider detectors", Nucl. Instrum. Meth. A 1040 (2022) 167212.
[14] P. Marchetti et al., "A 20 T Nb3Sn dipole for the muon collider arcs", IEEE Trans. Appl. Supercond. 33 (2023) 4000305.
[21] K. Hoffmann and J. Zhou, "Indirect Z′ searches at multi-TeV muon colliders", JHEP 03 (2022) 114.
[22] A. Delgado Ruiz, "Sequential Z′ reach of the HL-LHC", Eur. Phys. J. C 82 (2022) 731.
[23] M. Ibarra, "Z′ discovery reach of 150 TeV at a 10 TeV muon collider", Phys. Rev. D 107 (2023) 055012."""

D_TOC = """\
## Contents

1 Introduction .......... 1
2 Collider ring .......... 7
2.3 Reaching the 5σ dynamic aperture target .......... 15
3 Magnets and quench protection .......... 21
3.2 Energy extraction as the sole protection method .......... 24
3.4 Full-current CLIQ test of a short model .......... 29
4 Detector and luminosity .......... 35
4.2 Luminosity measurement at the 0.01% level .......... 44
5 Physics reach .......... 51"""

D_BC = """\
## Bunch compression

Before acceleration, each muon bunch must be shortened so that it fits into the RF buckets of the first linac. A bunch compressor using a 325 MHz RF section followed by a chicane reduces the r.m.s. bunch length from 40 cm to 5 cm. The compression increases the relative energy spread from 1% to 8%, which is within the acceptance of the first linac. The design requires muon losses in the compressor to stay below 3%. In simulation, the losses occur mostly in the chicane. The compressor is not yet included in the start-to-end simulation."""

D_POS = """\
## Positron sources at linear colliders

The ILC baseline positron source passes the main electron beam through a helical undulator about 230 m long and converts the photons in a rotating titanium-alloy target. It is designed to deliver a yield of 1.5 positrons per electron at the damping ring. The CLIC source instead uses a 5 GeV electron beam on a hybrid target and would produce about 1.1×10^14 positrons per second. Neither scheme has yet been demonstrated at its full design intensity. Such sources are not needed for the muon collider baseline, whose muons come from pion decay."""

D_STAGE = """\
## Staging and timeline

The project is planned in two stages: a first stage at 3 TeV followed by an upgrade to 10 TeV that reuses the injector complex. The 3 TeV stage aims to collect 1 ab^-1 in five years of operation. The 10 TeV stage would collect 10 ab^-1, also in about five years. Physics operation could start in the late 2040s at the earliest, if the demonstrator programme of the 2030s is successful. A shorter timeline would be possible only with collider ring magnets built from existing Nb-Ti technology, which would limit the first stage to about 1 TeV."""

D_POWER = """\
## Power consumption and carbon footprint

The site power of the 10 TeV collider is estimated at 230 MW during operation, and that of the 3 TeV stage at 160 MW. Per unit of integrated luminosity, the muon collider requires less energy than any other lepton collider proposed above 3 TeV. Many of the power consumers, including the cryogenic plants, scale with the collision energy. The construction carbon footprint is estimated at 1.1 Mt CO2e for the 10 TeV complex, dominated by tunnel concrete. The estimate does not yet include the detector. Operating on a low-carbon grid, such as the present French mix, would keep the operational footprint below 100 kt CO2e per year."""

D_SUST = """\
## Towards a carbon-neutral muon collider

The operational carbon footprint depends mainly on the electricity mix of the host grid. On a low-carbon grid it would stay below 100 kt CO2e per year, while on an average European grid it would be several times larger. Carbon neutrality would also require compensating the construction footprint, which is not part of the present plan. Energy recovery from the cryogenic plants is being studied."""

D_CLIC = """\
## CLIC

The Compact Linear Collider (CLIC) would reach √s = 3 TeV in its final stage with a length of about 50 km. Its design luminosity at 3 TeV is 5.9×10^34 cm^-2 s^-1, with 2.0×10^34 cm^-2 s^-1 within 1% of the nominal energy. The site power at 3 TeV is estimated at 550 MW. Beamstrahlung produces a long tail in the luminosity spectrum."""


# ---------------------------------------------------------------------------
# Cases
# ---------------------------------------------------------------------------

CASES = [
    # ----- qualifier_cut -------------------------------------------------
    A("qc01", "qualifier_cut",
      "What does the momentum compaction design value guarantee for the bunch length?",
      D_ARC,
      "The design momentum compaction of |α_c| < 1×10^-5 is by itself enough to keep the bunch length stable, whatever the energy spread.",
      "The design value is |α_c| < 1×10^-5, which keeps the bunch length stable",
      evidence2=D_CHROM),
    A("qc02", "qualifier_cut",
      "Has the CRILIN energy resolution been demonstrated?",
      D_CRILIN,
      "CRILIN's energy resolution of 10%/√E ⊕ 1% has been demonstrated in beam tests.",
      "The design target for the energy resolution is 10%/√E ⊕ 1%, which has so far been demonstrated",
      evidence2=D_CALO_TABLE),
    A("qc03", "qualifier_cut",
      "When will the muon collider start physics operation?",
      D_STAGE,
      "Physics operation of the muon collider is scheduled to start in the late 2040s.",
      "Physics operation could start in the late 2040s"),
    A("qc04", "qualifier_cut",
      "What β* and final-focus gradient are used at 10 TeV?",
      D_FF,
      "At 10 TeV, β* is relaxed to 5 mm and the final-focus quadrupole gradient to 200 T/m.",
      "β* is relaxed to 5 mm and the quadrupole gradient to 200 T/m",
      evidence2=D_PARAMS),
    A("qc05", "qualifier_cut",
      "Can the forward muons from ZZ fusion be tagged?",
      D_VBF,
      "The baseline detector can tag the forward muons produced in ZZ fusion.",
      "The forward muons from ZZ fusion can be tagged"),
    A("qc06", "qualifier_cut",
      "How precisely can the luminosity be determined?",
      D_LUMI,
      "At the 10 TeV stage the luminosity reaches a statistical precision of 0.1% with 1 ab^-1.",
      "a statistical precision of 0.1% is reached with 1 ab^-1"),
    A("qc07", "qualifier_cut",
      "Which detectors can be used in the muon endcaps near the nozzle?",
      D_MUON,
      "Standard RPCs can be used in the endcap region close to the nozzle.",
      "Standard RPCs can be used in that region",
      evidence2=D_MUONTAB),
    A("qc08", "qualifier_cut",
      "What is the Z′ reach of a 10 TeV muon collider?",
      D_ZP,
      "A 10 TeV muon collider with 10 ab^-1 could exclude a Z′ of about 100 TeV in direct searches, whatever its couplings.",
      "At 10 TeV with 10 ab^-1, a Z′ with masses up to about 100 TeV could be excluded"),
    A("qc09", "qualifier_cut",
      "How well can the Higgs width be determined at 10 TeV?",
      D_TOP,
      "The Higgs width can be determined to about 2% in a global fit without any assumption about new decay channels.",
      "It can be determined to about 2% in a global fit",
      evidence2=D_WIDTHSEC),
    A("qc10", "qualifier_cut",
      "What is the construction carbon footprint of the 10 TeV collider?",
      D_POWER,
      "The 1.1 Mt CO2e construction footprint of the 10 TeV complex includes the detector.",
      "The construction carbon footprint is estimated at 1.1 Mt CO2e for the 10 TeV complex"),
    A("qc11", "qualifier_cut",
      "What is the operational carbon footprint of the muon collider?",
      D_POWER,
      "The operational footprint of the muon collider stays below 100 kt CO2e per year regardless of the electricity mix.",
      "would keep the operational footprint below 100 kt CO2e per year",
      evidence2=D_SUST),
    A("qc12", "qualifier_cut",
      "What is the ACTS track-finding efficiency at 10 TeV?",
      D_ACTS,
      "The ACTS track-finding efficiency for muons above 1 GeV is 98% over the full acceptance, forward region included.",
      "the track-finding efficiency is 98% for muons with pT above 1 GeV",
      evidence2=D_TRKFIG),

    # ----- other_machine --------------------------------------------------
    A("om01", "other_machine",
      "What is the design luminosity of the 3 TeV muon collider?",
      D_PARAMS,
      "The 3 TeV muon collider has a design luminosity of 5.9×10^34 cm^-2 s^-1.",
      "Its design luminosity at 3 TeV is 5.9×10^34 cm^-2 s^-1",
      cite=2, evidence2=D_CLIC),
    A("om02", "other_machine",
      "How much site power does the 3 TeV muon collider stage need?",
      D_POWER,
      "The 3 TeV muon collider stage needs about 550 MW of site power.",
      "The site power at 3 TeV is estimated at 550 MW.",
      cite=2, evidence2=D_CLIC),
    A("om03", "other_machine",
      "What is the heat load in the muon collider arcs and at what temperature is it absorbed?",
      D_SHIELD,
      "In the 10 TeV muon collider ring the arc heat load is about 30 W/m per beam, absorbed by a screen held at 40 K to 60 K.",
      "Synchrotron radiation deposits about 30 W/m per beam in the arcs, absorbed by a beam screen held at 40 K to 60 K",
      cite=2, evidence2=D_FCCHH),
    A("om04", "other_machine",
      "How efficient is conformal tracking at the muon collider?",
      D_CT,
      "At the 10 TeV muon collider, conformal tracking reaches an efficiency above 99% for tracks with pT above 1 GeV.",
      "conformal tracking reaches an efficiency above 99% for tracks with pT above 1 GeV",
      evidence2=D_ACTS),
    A("om05", "other_machine",
      "How precisely would the 10 TeV muon collider measure κ_b?",
      D_HCOUP,
      "The 10 TeV muon collider would measure κ_b with a precision of 3.6%.",
      "κ_b | 3.6 | 0.8 | 0.4"),
    A("om06", "other_machine",
      "How precisely can the muon collider measure the top Yukawa coupling?",
      D_TOP,
      "The 10 TeV muon collider measures the top Yukawa coupling to 3.4%.",
      "compared with 3.4% from the HL-LHC"),
    A("om07", "other_machine",
      "How many positrons per second does the ILC source produce?",
      D_POS,
      "The ILC positron source would produce about 1.1×10^14 positrons per second from a 5 GeV electron beam on a hybrid target.",
      "The CLIC source instead uses a 5 GeV electron beam on a hybrid target and would produce about 1.1×10^14 positrons per second"),
    A("om08", "other_machine",
      "How much integrated luminosity is the 10 TeV stage expected to collect?",
      D_STAGE,
      "The 10 TeV stage aims to collect 1 ab^-1 in five years of operation.",
      "The 3 TeV stage aims to collect 1 ab^-1 in five years of operation."),
    A("om09", "other_machine",
      "What is the energy resolution of the baseline hadron calorimeter?",
      D_HCAL,
      "The baseline steel–scintillator hadron calorimeter has a stochastic term of 30% for pions.",
      "| Dual-readout HCAL | pion | 30 | 1.5 |",
      cite=2, evidence2=D_CALO_TABLE),
    A("om10", "other_machine",
      "What is the photon energy resolution of CRILIN?",
      D_CALO_TABLE,
      "CRILIN has a stochastic term of 17% for photons.",
      "| W–Si ECAL | photon | 17 | 1.0 |",
      evidence2=D_CRILIN),
    A("om11", "other_machine",
      "What dipoles are used in the muon collider arcs?",
      D_ARC,
      "The baseline arc dipoles of the muon collider are 14 T Nb3Sn magnets.",
      "FCC-hh would collide protons at √s = 100 TeV in a 91 km tunnel using 14 T Nb3Sn dipoles",
      cite=2, evidence2=D_FCCHH),
    A("om12", "other_machine",
      "What β* does the 10 TeV design use?",
      D_FF,
      "The 10 TeV muon collider design uses β* = 1 cm.",
      "The earlier 1.5 TeV design of the US Muon Accelerator Program (MAP) used β* = 1 cm",
      evidence2=D_PARAMS),

    # ----- goal_as_result --------------------------------------------------
    A("gr01", "goal_as_result",
      "What luminosity has been demonstrated for the 10 TeV stage?",
      D_PARAMS,
      "Start-to-end simulations have demonstrated a luminosity of 20×10^34 cm^-2 s^-1 for the 10 TeV stage.",
      "| Luminosity | 10^34 cm^-2 s^-1 | 1.8 | 20 |"),
    A("gr02", "goal_as_result",
      "What dynamic aperture does the lattice reach?",
      D_CHROM,
      "Tracking simulations have achieved the 5σ dynamic aperture target at ±0.5% momentum deviation.",
      "The dynamic aperture obtained in tracking simulations is 4.2σ for a momentum deviation of ±0.5%, still below the target of 5σ"),
    A("gr03", "goal_as_result",
      "How well does the graph neural network b-tagger perform?",
      D_BTAG,
      "The graph neural network tagger reaches 80% b-tagging efficiency at the same light-jet rejection.",
      "A graph neural network tagger is under development and aims to reach 80% b-tagging efficiency at the same light-jet rejection.",
      evidence2=D_JETS),
    A("gr04", "goal_as_result",
      "What is the systematic uncertainty on the luminosity?",
      D_LUMI,
      "The systematic uncertainty on the luminosity has been evaluated at 0.1%.",
      "a target of 0.1% is set by the Higgs coupling programme"),
    A("gr05", "goal_as_result",
      "What positron yield does the ILC undulator source deliver?",
      D_POS,
      "The ILC undulator source has delivered a yield of 1.5 positrons per electron at the damping ring.",
      "It is designed to deliver a yield of 1.5 positrons per electron at the damping ring."),
    A("gr06", "goal_as_result",
      "What residual gas pressure is reached in the arcs?",
      D_VACUUM,
      "The residual gas pressure measured in the arcs is below 10^-9 mbar.",
      "The residual gas pressure must stay below 10^-9 mbar",
      evidence2=D_VACTABLE),
    A("gr07", "goal_as_result",
      "What peak voltage to ground occurs during a quench?",
      D_QUENCH,
      "The quench protection system has been shown to keep the peak voltage to ground below 1 kV.",
      "The specification requires the hotspot temperature to stay below 300 K and the peak voltage to ground below 1 kV."),
    A("gr08", "goal_as_result",
      "How efficient are the endcap muon chambers at high rate?",
      D_MUON,
      "The endcap muon chambers have demonstrated an efficiency above 95% at 1 kHz/cm².",
      "The endcap chambers are required to keep an efficiency above 95% at 1 kHz/cm²",
      evidence2=D_MUONTAB),
    A("gr09", "goal_as_result",
      "What Z′ masses has the HL-LHC excluded?",
      D_ZP,
      "The HL-LHC has excluded a sequential-standard-model Z′ up to about 6.5 TeV.",
      "the HL-LHC is expected to reach about 6.5 TeV for a sequential-standard-model Z′"),
    A("gr10", "goal_as_result",
      "How long does ACTS take to reconstruct an event?",
      D_ACTS,
      "With full background overlay, ACTS reconstructs an event in about one minute on a single core.",
      "while the goal for production is one minute per event"),
    A("gr11", "goal_as_result",
      "What tile size does the hadron calorimeter use?",
      D_HCAL,
      "The hadron calorimeter uses scintillator tiles of 15×15 mm².",
      "A finer segmentation of 15×15 mm² is being studied",
      evidence2=D_CALO_TABLE),
    A("gr12", "goal_as_result",
      "How many muons are lost in the bunch compressor?",
      D_BC,
      "Less than 3% of the muons have been shown to be lost in the bunch compressor.",
      "The design requires muon losses in the compressor to stay below 3%"),

    # ----- role_swap ------------------------------------------------------
    A("rs01", "role_swap",
      "Where is the first final-focus quadrupole located relative to the detector?",
      D_MDI,
      "The first final-focus quadrupole sits inside the detector, in front of the nozzle tip.",
      "The first final-focus quadrupole sits outside the detector, behind the end of the nozzle.",
      evidence2=D_FF),
    A("rs02", "role_swap",
      "What did octupole correctors do for the dynamic aperture?",
      D_CHROM,
      "Octupole correctors raised the off-momentum dynamic aperture from 6σ to 9σ but did not improve the on-momentum value.",
      "Adding octupole correctors increased the on-momentum dynamic aperture from 6σ to 9σ but did not improve the off-momentum value."),
    A("rs03", "role_swap",
      "How does CRILIN compare with the W–Si ECAL?",
      D_CRILIN,
      "The W–Si ECAL of the baseline detector is cheaper and more radiation tolerant than CRILIN, but has coarser granularity.",
      "Compared with the W–Si ECAL of the baseline detector, CRILIN is cheaper and more radiation tolerant, but has coarser granularity.",
      evidence2=D_CALO_TABLE),
    A("rs04", "role_swap",
      "Where is most of the natural chromaticity of the ring generated?",
      D_ARC,
      "Most of the ring's natural chromaticity is generated in the arcs rather than in the interaction region.",
      "Most of the ring's natural chromaticity is generated in the interaction region rather than in the arcs.",
      evidence2=D_CHROM),
    A("rs05", "role_swap",
      "Where is the tungsten absorber placed?",
      D_SHIELD,
      "The 40 mm tungsten absorber surrounds the magnet coils, outside the magnet aperture, and intercepts about 99% of the decay power.",
      "A tungsten absorber 40 mm thick, placed inside the magnet aperture and operated between 60 K and 80 K, intercepts about 99% of this power"),
    A("rs06", "role_swap",
      "How does bunch compression change the energy spread?",
      D_BC,
      "The bunch compressor reduces the relative energy spread from 8% to 1%.",
      "The compression increases the relative energy spread from 1% to 8%"),
    A("rs07", "role_swap",
      "Which pattern recognition was used in the 2020-2022 muon collider studies?",
      D_CT,
      "ACTS was the default pattern recognition in the muon collider studies of 2020 to 2022, before conformal tracking replaced it.",
      "It was the default pattern recognition in the muon collider studies of 2020 to 2022, before ACTS replaced it.",
      evidence2=D_ACTS),
    A("rs08", "role_swap",
      "Which subdetectors measure most of the energy of low-energy jets?",
      D_HCAL,
      "For jets below 100 GeV, most of the energy is measured in the hadron calorimeter rather than in the tracker and ECAL.",
      "Most of the energy of jets below 100 GeV is measured in the tracker and ECAL rather than in the hadron calorimeter."),
    A("rs09", "role_swap",
      "What are the mistag rates at the 70% b-tagging working point?",
      D_BTAG,
      "At the 70% b-tagging working point, light-flavour jets are mistagged at 20% and c-jets at 2%.",
      "At the 70% b-tagging working point, the mistag rates for c-jets and light-flavour jets are 20% and 2%, respectively."),
    A("rs10", "role_swap",
      "Which fusion process dominates single Higgs production?",
      D_VBF,
      "ZZ fusion is the dominant single-Higgs process, with WW fusion about ten times smaller.",
      "The WW-fusion cross section grows logarithmically with energy, from about 0.5 pb at 3 TeV to 0.9 pb at 10 TeV, while ZZ fusion is about ten times smaller.",
      evidence2=D_HCOUP),
    A("rs11", "role_swap",
      "Where are the background hit rates in the muon system highest?",
      D_MUON,
      "Background hit rates reach 1 kHz/cm² in the barrel but stay below 10 Hz/cm² in the endcap region close to the nozzle.",
      "Background hit rates are below 10 Hz/cm² in most of the barrel but reach 1 kHz/cm² in the endcap region close to the nozzle."),
    A("rs12", "role_swap",
      "Which protection method gives the lower hotspot temperature?",
      D_QUENCH,
      "Quench heaters alone keep the simulated hotspot temperature below 250 K, compared with 350 K with CLIQ.",
      "With CLIQ, the simulated hotspot temperature stays below 250 K, compared with 350 K when quench heaters are used alone."),

    # ----- quantifier -----------------------------------------------------
    A("qt01", "quantifier",
      "How much does the 10 TeV stage improve the Higgs couplings over 3 TeV?",
      D_HCOUP,
      "Relative to 3 TeV, the 10 TeV stage improves every Higgs coupling in the table by a factor of two or more.",
      "The 10 TeV stage improves most couplings by a factor of two or more relative to 3 TeV.",
      evidence2=D_VBF),
    A("qt02", "quantifier",
      "What causes the remaining loss of dynamic aperture?",
      D_CHROM,
      "All of the remaining dynamic aperture loss is caused by fringe fields of the final-focus quadrupoles.",
      "Fringe fields of the final-focus quadrupoles are responsible for some of the remaining aperture loss.",
      evidence2=D_DAFIG),
    A("qt03", "quantifier",
      "What background hit rates are expected in the barrel muon chambers?",
      D_MUON,
      "Background hit rates are below 10 Hz/cm² everywhere in the barrel.",
      "Background hit rates are below 10 Hz/cm² in most of the barrel"),
    A("qt04", "quantifier",
      "How much of the decay power does the tungsten absorber intercept?",
      D_SHIELD,
      "The tungsten absorber intercepts all of the decay power, so no heat reaches the 4.5 K cold mass.",
      "intercepts about 99% of this power"),
    A("qt05", "quantifier",
      "Where are muons lost in the bunch compressor?",
      D_BC,
      "In simulation, all of the muon losses in the compressor occur in the chicane.",
      "In simulation, the losses occur mostly in the chicane"),
    A("qt06", "quantifier",
      "How are single Higgs bosons produced at a multi-TeV muon collider?",
      D_VBF,
      "At multi-TeV muon colliders, single Higgs bosons are produced only through vector-boson fusion.",
      "At multi-TeV muon colliders, single Higgs bosons are produced mainly through vector-boson fusion."),
    A("qt07", "quantifier",
      "Where do the remaining fake tracks come from?",
      D_ACTS,
      "All of the remaining fake tracks originate from seeds in the innermost double layer.",
      "most of the remaining fakes originate from seeds in the innermost double layer",
      evidence2=D_CT),
    A("qt08", "quantifier",
      "How quickly do the quench heaters fire?",
      D_QUENCH,
      "The quench heaters always fire within 20 ms of detection.",
      "The quench heaters typically fire within 20 ms of detection."),
    A("qt09", "quantifier",
      "Which final states are used in direct Z′ searches?",
      D_ZP,
      "For direct Z′ searches, the dimuon spectrum is the only sensitive final state.",
      "where a resonance would appear in the dimuon spectrum, one of the most sensitive final states"),
    A("qt10", "quantifier",
      "Are the two b-jets from Higgs decays resolved at 3 TeV?",
      D_JETS,
      "At 3 TeV, the two b-jets from Higgs decays are always reconstructed as separate jets.",
      "The two b-jets from Higgs decays are almost always reconstructed as separate jets at 3 TeV."),
    A("qt11", "quantifier",
      "Which power consumers scale with the collision energy?",
      D_POWER,
      "All of the muon collider's power consumers scale with the collision energy.",
      "Many of the power consumers, including the cryogenic plants, scale with the collision energy",
      evidence2=D_CLIC),
    A("qt12", "quantifier",
      "Where are NEG coatings needed?",
      D_VACUUM,
      "Every section of the interaction region will need NEG coatings.",
      "Some sections of the interaction region will need non-evaporable getter (NEG) coatings."),

    # ----- comparison -----------------------------------------------------
    A("cp01", "comparison",
      "How energy-efficient is the muon collider?",
      D_POWER,
      "The muon collider needs less energy per unit of integrated luminosity than any proposed lepton collider, including lower-energy Higgs factories.",
      "Per unit of integrated luminosity, the muon collider requires less energy than any other lepton collider proposed above 3 TeV."),
    A("cp02", "comparison",
      "How does the site power of the 10 TeV muon collider compare with CLIC?",
      D_POWER,
      "The 10 TeV muon collider would need more than twice the site power of CLIC at 3 TeV.",
      "The site power of the 10 TeV collider is estimated at 230 MW during operation",
      evidence2=D_CLIC),
    A("cp03", "comparison",
      "What time resolution has CRILIN achieved?",
      D_CRILIN,
      "CRILIN's single-crystal time resolution below 20 ps is the best ever measured for a calorimeter crystal.",
      "A beam test with 120 GeV electrons at the CERN SPS measured a time resolution below 20 ps for a single crystal."),
    A("cp04", "comparison",
      "How does the 3 TeV stage compare with the HL-LHC for the muon Yukawa coupling?",
      D_HCOUP,
      "Already at 3 TeV, the muon collider measures κ_μ more precisely than the HL-LHC.",
      "κ_μ | 4.6 | 6.0 | 2.0"),
    A("cp05", "comparison",
      "How does the WW-fusion cross section change from 3 to 10 TeV?",
      D_VBF,
      "The WW-fusion cross section at 10 TeV is more than twice that at 3 TeV.",
      "The WW-fusion cross section grows logarithmically with energy, from about 0.5 pb at 3 TeV to 0.9 pb at 10 TeV"),
    A("cp06", "comparison",
      "Is the jet energy resolution for 1 TeV jets better at 10 TeV or at 3 TeV?",
      D_JETS,
      "For 1 TeV jets, the jet energy resolution is better at 10 TeV than at 3 TeV.",
      "| 1000 | 5.0 | 5.5 |"),
    A("cp07", "comparison",
      "How does CRILIN's constant term compare with the W–Si ECAL?",
      D_CALO_TABLE,
      "CRILIN has a lower constant term for photons than the W–Si ECAL.",
      "| CRILIN | photon | 10 | 1.0 |",
      evidence2=D_CRILIN),
    A("cp08", "comparison",
      "How does the top Yukawa precision at 10 TeV compare with the HL-LHC?",
      D_TOP,
      "At 10 TeV the top Yukawa coupling is measured an order of magnitude more precisely than at the HL-LHC.",
      "At 10 TeV, a precision of about 3% on the top Yukawa coupling is projected, compared with 3.4% from the HL-LHC."),
    A("cp09", "comparison",
      "Where is the ACTS track-finding efficiency highest?",
      D_ACTS,
      "The track-finding efficiency is higher in the forward region than in the central region.",
      "the track-finding efficiency is 98% for muons with pT above 1 GeV in the central region, and 92% in the forward region"),
    A("cp10", "comparison",
      "How does the indirect Z′ reach depend on the couplings?",
      D_ZP,
      "A Z′ that couples only to leptons can be probed indirectly to higher masses than one with electroweak-strength couplings.",
      "The indirect reach falls to about 30 TeV for a Z′ that couples only to leptons."),
    A("cp11", "comparison",
      "Which process has the larger cross section for luminosity measurement?",
      D_LUMI,
      "The μ+μ− → e+e− process has a larger cross section than large-angle elastic μ+μ− scattering.",
      "An alternative based on μ+μ− → e+e− would have a cross section about 100 times smaller."),
    A("cp12", "comparison",
      "Which hadron calorimeter option has the better stochastic term?",
      D_HCAL,
      "The baseline steel–scintillator HCAL has a better stochastic term for pions than the dual-readout option.",
      "| Steel–scintillator HCAL | pion | 55 | 5.0 |",
      cite=2, evidence2=D_CALO_TABLE),

    # ----- non_body -------------------------------------------------------
    A("nb01", "non_body",
      "Does the collider ring lattice reach the dynamic aperture target?",
      D_TOC,
      "The collider ring lattice reaches the 5σ dynamic aperture target.",
      "2.3 Reaching the 5σ dynamic aperture target",
      evidence2=D_CHROM),
    A("nb02", "non_body",
      "Has CLIQ been tested at full current?",
      D_TOC,
      "A short-model magnet has been tested with CLIQ at full current.",
      "3.4 Full-current CLIQ test of a short model",
      evidence2=D_QUENCH),
    A("nb03", "non_body",
      "How precisely is the luminosity measured?",
      D_TOC,
      "The luminosity of the muon collider is measured with a precision of 0.01%.",
      "4.2 Luminosity measurement at the 0.01% level"),
    A("nb04", "non_body",
      "What field do the muon collider arc dipoles provide?",
      D_ARC,
      "The muon collider arc dipoles provide a field of 20 T.",
      "A 20 T Nb3Sn dipole for the muon collider arcs",
      cite=2, evidence2=D_REFS),
    A("nb05", "non_body",
      "What is the Z′ discovery reach of a 10 TeV muon collider?",
      D_REFS,
      "A 10 TeV muon collider can discover a Z′ with a mass up to 150 TeV.",
      "Z′ discovery reach of 150 TeV at a 10 TeV muon collider",
      evidence2=D_ZP),
    A("nb06", "non_body",
      "What is the track-finding efficiency?",
      D_TRKFIG,
      "The track-finding efficiency is 99.5% for all charged particles above 0.5 GeV.",
      "Figure 7: Target track-finding efficiency of 99.5% for all charged particles above 0.5 GeV"),
    A("nb07", "non_body",
      "Can the Higgs width be measured model-independently at 10 TeV?",
      D_WIDTHSEC,
      "The 10 TeV stage provides a model-independent measurement of the Higgs width.",
      "5.4 A model-independent Higgs width at 10 TeV",
      evidence2=D_TOP),
    A("nb08", "non_body",
      "What dynamic aperture does the lattice with octupoles reach off momentum?",
      D_DAFIG,
      "With octupole correction, the 10 TeV lattice reaches a 5σ dynamic aperture over ±1% momentum deviation.",
      "Figure 5: Dynamic aperture of the 10 TeV lattice with octupole correction, showing the 5σ goal over ±1% momentum deviation"),
    A("nb09", "non_body",
      "Will the muon collider be carbon-neutral?",
      D_SUST,
      "The muon collider is planned to be carbon-neutral.",
      "Towards a carbon-neutral muon collider"),
    A("nb10", "non_body",
      "What is the radius of the beam pipe at the interaction point?",
      D_VACUUM,
      "The beryllium beam pipe at the interaction point has a radius of 10 mm.",
      "Beryllium beam pipes of 10 mm radius for muon collider detectors",
      cite=2, evidence2=D_REFS),
    A("nb11", "non_body",
      "How are the magnets protected against quenches?",
      D_TOC,
      "Energy extraction alone is used to protect the magnets against quenches.",
      "3.2 Energy extraction as the sole protection method",
      evidence2=D_QUENCH),

    # ----- number ---------------------------------------------------------
    A("nu01", "number",
      "What is L* for the final focus?",
      D_FF,
      "The first final-focus quadrupole starts at L* = 6 cm from the interaction point.",
      "The first quadrupole starts at L* = 6 m from the interaction point.",
      evidence2=D_MDI),
    A("nu02", "number",
      "How is the fake-track rate kept below 1%?",
      D_ACTS,
      "The fake-track rate is kept below 1% by keeping only tracks with at most 8 hits.",
      "The fake-track rate is below 1% after requiring at least 8 hits per track"),
    A("nu03", "number",
      "For what bunch population is the decay heat load of 500 W/m computed?",
      D_SHIELD,
      "The 500 W/m decay heat load at 10 TeV corresponds to 1.8×10^13 muons per bunch.",
      "At 10 TeV, muon decays deposit about 500 W/m in the collider ring for 1.8×10^12 muons per bunch [7]."),
    A("nu04", "number",
      "What is the jet energy resolution for 100 GeV jets at 10 TeV?",
      D_JETS,
      "In simulation at 10 TeV, the jet energy resolution for 100 GeV jets is 11%.",
      "| 100 | 11 | 13 |"),
    A("nu05", "number",
      "How many muons per bunch does the 10 TeV stage have?",
      D_PARAMS,
      "The 10 TeV stage stores 2.2×10^12 muons per bunch.",
      "| Muons per bunch | 10^12 | 2.2 | 1.8 |",
      evidence2=D_CLIC),
    A("nu06", "number",
      "What is the target luminosity of the 10 TeV stage?",
      D_PARAMS,
      "The target luminosity of the 10 TeV stage is 2×10^34 cm^-2 s^-1.",
      "| Luminosity | 10^34 cm^-2 s^-1 | 1.8 | 20 |"),
    A("nu07", "number",
      "How thick is the nozzle at its tip?",
      D_MDI,
      "At its tip, the nozzle has an outer radius of 1 mm.",
      "At its tip the nozzle has an outer radius of 1 cm"),
    A("nu08", "number",
      "How is the hadron calorimeter absorber structured?",
      D_HCAL,
      "The hadron calorimeter has 19 layers of 60 mm steel absorber.",
      "The hadron calorimeter is a sampling calorimeter with 60 layers of 19 mm steel absorber"),
    A("nu09", "number",
      "What residual gas pressure is needed in the collider ring?",
      D_VACUUM,
      "A residual gas pressure below 10^-6 mbar is enough to keep beam–gas scattering negligible compared with muon decay.",
      "The residual gas pressure must stay below 10^-9 mbar to keep beam–gas scattering negligible compared with muon decay.",
      evidence2=D_VACTABLE),
    A("nu10", "number",
      "What is the constant term of the steel–scintillator HCAL?",
      D_CALO_TABLE,
      "The steel–scintillator HCAL has a constant term of 55% for pions.",
      "| Steel–scintillator HCAL | pion | 55 | 5.0 |"),
    A("nu11", "number",
      "What threshold is used for quench detection?",
      D_QUENCH,
      "Quench detection uses voltage taps with a 100 V threshold and a 10 ms validation time.",
      "Quench detection relies on voltage taps with a threshold of 100 mV and a validation time of 10 ms."),
    A("nu12", "number",
      "How short are the bunches after compression?",
      D_BC,
      "The bunch compressor reduces the r.m.s. bunch length from 40 cm to 5 mm.",
      "reduces the r.m.s. bunch length from 40 cm to 5 cm"),
    A("nu13", "number",
      "What gradients do the final-focus quadrupoles reach?",
      D_FF,
      "The final-focus Nb3Sn quadrupoles have gradients above 300 T/m.",
      "The final-focus triplet consists of Nb3Sn quadrupoles with gradients up to 300 T/m"),

    # ----- other_language -------------------------------------------------
    A("ol01", "other_language",
      "Is energy extraction enough to protect the arc dipoles?",
      D_QUENCH,
      "Die Energieextraktion allein reicht aus, um die Magnete zu schützen; CLIQ oder Quench-Heizer sind nicht erforderlich.",
      "Energy extraction alone is not sufficient to protect the magnets; it must be combined with coupling-loss induced quench (CLIQ) or quench heaters."),
    A("ol02", "other_language",
      "What is the design β* at 10 TeV?",
      D_FF,
      "À 10 TeV, le β* nominal est de 15 mm dans les deux plans.",
      "At 10 TeV the design β* is 1.5 mm in both planes",
      evidence2=D_PARAMS),
    A("ol03", "other_language",
      "Where was the CRILIN time resolution measured?",
      D_CRILIN,
      "Un test su fascio con elettroni da 120 GeV al Fermilab ha misurato una risoluzione temporale inferiore a 20 ps per un singolo cristallo.",
      "A beam test with 120 GeV electrons at the CERN SPS measured a time resolution below 20 ps for a single crystal."),
    A("ol04", "other_language",
      "How many Higgs bosons would the 10 TeV stage produce?",
      D_VBF,
      "Con 10 ab^-1 a 10 TeV se producirían unos 10^5 bosones de Higgs.",
      "About 10^7 Higgs bosons would be produced with 10 ab^-1 at 10 TeV."),
    A("ol05", "other_language",
      "Can standard RPCs be used near the nozzle?",
      D_MUON,
      "Standardowe komory RPC można stosować w obszarze pokryw czołowych przy dyszy bez żadnych modyfikacji.",
      "Standard RPCs can be used in that region only if their rate capability is raised by a factor of ten"),
    A("ol06", "other_language",
      "How much luminosity will the 3 TeV stage collect?",
      D_STAGE,
      "A fase de 3 TeV pretende recolher 10 ab^-1 em cinco anos de operação.",
      "The 3 TeV stage aims to collect 1 ab^-1 in five years of operation."),
    A("ol07", "other_language",
      "Which process is used to measure the luminosity?",
      D_LUMI,
      "Bij de muonbotser wordt de luminositeit gemeten met Bhabha-verstrooiing onder kleine hoeken, net als bij e+e−-botsers.",
      "Small-angle Bhabha scattering, the standard luminosity process at e+e− colliders, cannot be used at the muon collider"),
    A("ol08", "other_language",
      "What site power do the two stages need?",
      D_POWER,
      "Der Leistungsbedarf der 10-TeV-Anlage wird auf 160 MW geschätzt, der der 3-TeV-Stufe auf 230 MW.",
      "The site power of the 10 TeV collider is estimated at 230 MW during operation, and that of the 3 TeV stage at 160 MW."),
    A("ol09", "other_language",
      "Which hits are used to form track seeds?",
      D_ACTS,
      "Les graines de traces sont formées uniquement à partir des impacts dans le trajectographe externe.",
      "Seeds are formed only from hits in the vertex detector",
      evidence2=D_CT),
    A("ol10", "other_language",
      "How much site power would the 3 TeV muon collider need?",
      D_POWER,
      "La potenza richiesta dal sito del collisore di muoni a 3 TeV è stimata in 550 MW.",
      "The site power at 3 TeV is estimated at 550 MW.",
      cite=2, evidence2=D_CLIC),
    A("ol11", "other_language",
      "Does the staging plan include a run at the Higgs pole?",
      D_TOP,
      "El plan de etapas actual incluye una campaña dedicada en el polo del Higgs, a √s = 125 GeV.",
      "Such a run is not part of the present staging plan."),
    A("ol12", "other_language",
      "Has the b-tagger been validated at 10 TeV?",
      D_BTAG,
      "O etiquetador de vértice secundário já foi validado em amostras de 10 TeV.",
      "The secondary-vertex tagger has not yet been validated on 10 TeV samples."),

    # ----- honest: paraphrase ---------------------------------------------
    H("hp01", "paraphrase",
      "How long are the arcs of the 10 TeV collider ring?",
      D_ARC,
      "Of the 10 km circumference of the 10 TeV ring, 8.7 km are arcs made of FMC cells.",
      "The 10 TeV collider ring has a circumference of 10 km, of which 8.7 km are arcs built from flexible momentum compaction (FMC) cells.",
      evidence2=D_VACTABLE),
    H("hp02", "paraphrase",
      "What limits the forward acceptance of the detector?",
      D_MDI,
      "The 10° opening angle of the nozzles at the interaction point sets the forward edge of the detector acceptance.",
      "Their opening angle of 10° at the interaction point defines the forward limit of the detector acceptance."),
    H("hp03", "paraphrase",
      "How much heat reaches the cold mass?",
      D_SHIELD,
      "About 5 W/m of heat still reaches the cold mass, which is at 4.5 K.",
      "The remaining heat load on the 4.5 K cold mass is about 5 W/m."),
    H("hp04", "paraphrase",
      "How does conformal tracking work?",
      D_CT,
      "Conformal tracking, originally developed for CLIC, transforms hit positions so that circular tracks appear as straight lines.",
      "Conformal tracking, developed for the CLIC detector, maps hit positions into a conformal space in which circular tracks become straight lines.",
      evidence2=D_ACTS),
    H("hp05", "paraphrase",
      "Can the Higgs width be measured directly at 10 TeV?",
      D_TOP,
      "At multi-TeV energies there is no direct way to measure the Higgs width.",
      "The Higgs width cannot be measured directly at multi-TeV energies."),
    H("hp06", "paraphrase",
      "What dominates the construction carbon footprint?",
      D_POWER,
      "Tunnel concrete dominates the estimated 1.1 Mt CO2e construction footprint of the 10 TeV complex.",
      "The construction carbon footprint is estimated at 1.1 Mt CO2e for the 10 TeV complex, dominated by tunnel concrete."),

    # ----- honest: merged -------------------------------------------------
    H("hm01", "merged",
      "How much energy do the arc dipoles store and how are quenches detected?",
      D_QUENCH,
      "Each arc dipole stores about 3 MJ, too much to dissipate in the coil without active protection; quenches are detected by voltage taps with a 100 mV threshold and a 10 ms validation time.",
      "Each arc dipole stores about 3 MJ at nominal field, which is too much to be dissipated in the coil without active protection. Quench detection relies on voltage taps with a threshold of 100 mV and a validation time of 10 ms."),
    H("hm02", "merged",
      "How is a CRILIN module built and what time resolution was measured?",
      D_CRILIN,
      "A CRILIN module has five layers of 10×10×40 mm³ crystals, about 21 X0 in total, and a single crystal showed a time resolution below 20 ps in a 120 GeV electron beam test at the CERN SPS.",
      "Each module stacks five layers of 10×10×40 mm³ crystals, for a total depth of about 21 X0. A beam test with 120 GeV electrons at the CERN SPS measured a time resolution below 20 ps for a single crystal."),
    H("hm03", "merged",
      "How many Higgs bosons would be produced at 10 TeV, and how much comes from Higgs-strahlung?",
      D_VBF,
      "About 10^7 Higgs bosons would be produced with 10 ab^-1 at 10 TeV, and above 3 TeV Higgs-strahlung, which falls as 1/s, contributes less than 0.1% of the yield.",
      "About 10^7 Higgs bosons would be produced with 10 ab^-1 at 10 TeV. Higgs-strahlung, μ+μ− → ZH, falls as 1/s and contributes less than 0.1% of the Higgs yield above 3 TeV.",
      evidence2=D_HCOUP),
    H("hm04", "merged",
      "How will the luminosity be measured and with what precision?",
      D_LUMI,
      "The luminosity will be measured with large-angle elastic μ+μ− → μ+μ− scattering, reconstructing both muons in the tracker and the muon system; in simulation at 3 TeV this gives a statistical precision of 0.1% with 1 ab^-1.",
      "Instead, the luminosity will be determined from large-angle elastic μ+μ− → μ+μ− scattering, with both muons reconstructed in the tracker and the muon system. In simulation at 3 TeV, a statistical precision of 0.1% is reached with 1 ab^-1."),
    H("hm05", "merged",
      "What does the bunch compressor do to the bunch length and energy spread?",
      D_BC,
      "The compressor, a 325 MHz RF section followed by a chicane, shortens the r.m.s. bunch length from 40 cm to 5 cm while the relative energy spread grows from 1% to 8%, still within the acceptance of the first linac.",
      "A bunch compressor using a 325 MHz RF section followed by a chicane reduces the r.m.s. bunch length from 40 cm to 5 cm. The compression increases the relative energy spread from 1% to 8%, which is within the acceptance of the first linac."),
    H("hm06", "merged",
      "How do the HL-LHC and lepton-only Z′ reaches compare?",
      D_ZP,
      "The HL-LHC is expected to reach about 6.5 TeV for a sequential-standard-model Z′, while the indirect reach at the muon collider falls to about 30 TeV for a Z′ that couples only to leptons.",
      "By comparison, the HL-LHC is expected to reach about 6.5 TeV for a sequential-standard-model Z′ [22]. The indirect reach falls to about 30 TeV for a Z′ that couples only to leptons.",
      evidence2=D_REFS),

    # ----- honest: qualified ----------------------------------------------
    H("hq01", "qualified",
      "Has the CRILIN energy resolution been demonstrated?",
      D_CRILIN,
      "CRILIN's design target of 10%/√E ⊕ 1% for the energy resolution has so far been reached only in simulation.",
      "The design target for the energy resolution is 10%/√E ⊕ 1%, which has so far been demonstrated only in simulation.",
      evidence2=D_CALO_TABLE),
    H("hq02", "qualified",
      "When could physics operation start?",
      D_STAGE,
      "Physics operation could begin in the late 2040s at the earliest, provided the demonstrator programme of the 2030s succeeds.",
      "Physics operation could start in the late 2040s at the earliest, if the demonstrator programme of the 2030s is successful."),
    H("hq03", "qualified",
      "What β* and gradient are used at the 3 TeV stage?",
      D_FF,
      "At the 3 TeV stage the final focus is relaxed, with β* of 5 mm and a quadrupole gradient of 200 T/m.",
      "For the 3 TeV stage, β* is relaxed to 5 mm and the quadrupole gradient to 200 T/m.",
      evidence2=D_PARAMS),
    H("hq04", "qualified",
      "How many Higgs bosons would the 10 TeV stage produce?",
      D_VBF,
      "A 10 TeV run collecting 10 ab^-1 would produce about 10^7 Higgs bosons.",
      "About 10^7 Higgs bosons would be produced with 10 ab^-1 at 10 TeV."),
    H("hq05", "qualified",
      "Could standard RPCs be used in the endcaps near the nozzle?",
      D_MUON,
      "Standard RPCs could be used in the endcap region near the nozzle only if their rate capability were raised tenfold.",
      "Standard RPCs can be used in that region only if their rate capability is raised by a factor of ten"),
    H("hq06", "qualified",
      "What hotspot temperature does CLIQ give?",
      D_QUENCH,
      "In simulation, CLIQ keeps the hotspot temperature below 250 K.",
      "With CLIQ, the simulated hotspot temperature stays below 250 K"),

    # ----- honest: reattributed -------------------------------------------
    H("hr01", "reattributed",
      "What is the design β* at 10 TeV?",
      D_PARAMS,
      "At 10 TeV the design β* is 1.5 mm in both planes, the same as the r.m.s. bunch length.",
      "At 10 TeV the design β* is 1.5 mm in both planes, equal to the r.m.s. bunch length",
      cite=1, evidence2=D_FF),
    H("hr02", "reattributed",
      "How is the fake-track rate controlled?",
      D_ACTS,
      "Requiring at least 8 hits per track brings the fake-track rate below 1%.",
      "The fake-track rate is below 1% after requiring at least 8 hits per track",
      cite=2, evidence2=D_CT),
    H("hr03", "reattributed",
      "What site power does the 10 TeV muon collider need?",
      D_CLIC,
      "The 10 TeV muon collider is estimated to need 230 MW of site power during operation.",
      "The site power of the 10 TeV collider is estimated at 230 MW during operation",
      cite=1, evidence2=D_POWER),
    H("hr04", "reattributed",
      "Is the dual-readout calorimeter part of the baseline?",
      D_CRILIN,
      "The dual-readout hadron calorimeter option is not part of the baseline detector.",
      "The dual-readout option is not part of the baseline detector.",
      cite=1, evidence2=D_CALO_TABLE),
    H("hr05", "reattributed",
      "What is the main production mode for single Higgs bosons?",
      D_VBF,
      "At multi-TeV muon colliders, vector-boson fusion is the main production mode for single Higgs bosons.",
      "At multi-TeV muon colliders, single Higgs bosons are produced mainly through vector-boson fusion.",
      cite=2, evidence2=D_HCOUP),
    H("hr06", "reattributed",
      "What is the synchrotron radiation heat load in FCC-hh?",
      D_SHIELD,
      "In FCC-hh, synchrotron radiation deposits about 30 W/m per beam in the arcs.",
      "Synchrotron radiation deposits about 30 W/m per beam in the arcs",
      cite=1, evidence2=D_FCCHH),

    # ----- honest: reordered ----------------------------------------------
    H("ho01", "reordered",
      "What does the muon system measure?",
      D_MUON,
      "The tracker measures the momentum, while the muon system provides standalone identification.",
      "The muon system provides standalone identification; the momentum is measured by the tracker."),
    H("ho02", "reordered",
      "How is the hadron calorimeter built?",
      D_HCAL,
      "Plastic scintillator tiles of 30×30 mm², read out by SiPMs, are interleaved with 60 layers of 19 mm steel absorber in the sampling hadron calorimeter.",
      "The hadron calorimeter is a sampling calorimeter with 60 layers of 19 mm steel absorber, interleaved with plastic scintillator tiles of 30×30 mm² read out by SiPMs."),
    H("ho03", "reordered",
      "What field do the arc dipoles provide?",
      D_ARC,
      "In the fall-back option the arc dipoles provide 14 T, while in the baseline they provide 16 T.",
      "The arc dipoles provide a field of 16 T in the baseline and 14 T in the fall-back option",
      evidence2=D_REFS),
    H("ho04", "reordered",
      "What would a direct Higgs width measurement require?",
      D_TOP,
      "A dedicated run at the Higgs pole, √s = 125 GeV, with an energy spread of about 0.003% would be needed to measure the 4.1 MeV width directly.",
      "A direct measurement of the 4.1 MeV width would require a dedicated run at the Higgs pole, √s = 125 GeV, with an energy spread of about 0.003%."),
    H("ho05", "reordered",
      "How is the arc vacuum pumped?",
      D_VACUUM,
      "No lumped pumps are installed between the arc magnets, because there the absorber surface acts as a distributed cryopump.",
      "In the arcs the absorber surface acts as a distributed cryopump, so no lumped pumps are installed between the magnets."),
    H("ho06", "reordered",
      "How does b-tagging perform in the forward region?",
      D_BTAG,
      "Jets in the forward region, |η| > 2, cross fewer vertex detector layers, and there the efficiency falls to about 50%.",
      "The efficiency falls to about 50% for jets in the forward region, |η| > 2, where fewer vertex detector layers are crossed."),

    # ----- honest: respectively -------------------------------------------
    H("hs01", "respectively",
      "What are the mistag rates at the 70% working point?",
      D_BTAG,
      "At the 70% b-tagging working point, c-jets are mistagged at a rate of 20% and light-flavour jets at 2%.",
      "At the 70% b-tagging working point, the mistag rates for c-jets and light-flavour jets are 20% and 2%, respectively."),
    H("hs02", "respectively",
      "What site power do the two stages need?",
      D_POWER,
      "The estimated operating site powers of the 3 TeV and 10 TeV stages are 160 MW and 230 MW, respectively.",
      "The site power of the 10 TeV collider is estimated at 230 MW during operation, and that of the 3 TeV stage at 160 MW."),
    H("hs03", "respectively",
      "How efficiently are pions and electrons reconstructed?",
      D_TRKFIG,
      "Electrons are reconstructed with 90% efficiency and pions with 95%, both lower than for muons, because of bremsstrahlung and hadronic interactions in the material.",
      "Efficiencies for pions and electrons are lower, at 95% and 90% respectively, because of hadronic interactions and bremsstrahlung in the material."),
    H("hs04", "respectively",
      "What on-momentum dynamic aperture is obtained with and without octupoles?",
      D_CHROM,
      "Without and with octupole correctors, the on-momentum dynamic aperture is 6σ and 9σ, respectively.",
      "Adding octupole correctors increased the on-momentum dynamic aperture from 6σ to 9σ"),
    H("hs05", "respectively",
      "What are the circumferences of the two collider rings?",
      D_PARAMS,
      "The collider rings of the 3 TeV and 10 TeV stages have circumferences of 4.5 km and 10 km, respectively.",
      "| Circumference | km | 4.5 | 10 |",
      evidence2=D_CLIC),
    H("hs06", "respectively",
      "How many RPC layers are in the barrel and endcaps?",
      D_MUON,
      "The barrel and each endcap contain seven and six RPC layers, respectively.",
      "with seven layers of resistive plate chambers (RPCs) in the barrel and six layers in each endcap"),

    # ----- honest: table_row ----------------------------------------------
    H("ht01", "table_row",
      "What is the jet energy resolution for 500 GeV jets?",
      D_JETS,
      "For 500 GeV jets, the simulated jet energy resolution is 6.5% at 3 TeV and 7.0% at 10 TeV.",
      "| 500 | 6.5 | 7.0 |"),
    H("ht02", "table_row",
      "How precisely can κ_W be measured?",
      D_HCOUP,
      "κ_W is projected to be measured to 0.1% at 10 TeV with 10 ab^-1, compared with 1.7% at the HL-LHC.",
      "κ_W | 1.7 | 0.4 | 0.1"),
    H("ht03", "table_row",
      "What is CRILIN's photon energy resolution?",
      D_CALO_TABLE,
      "In simulation, CRILIN's photon energy resolution has a stochastic term of 10% and a constant term of 1.0%.",
      "| CRILIN | photon | 10 | 1.0 |",
      evidence2=D_HCAL),
    H("ht04", "table_row",
      "What is the target β* of each stage?",
      D_PARAMS,
      "The target β* is 1.5 mm for the 10 TeV stage and 5 mm for the 3 TeV stage.",
      "| β* | mm | 5 | 1.5 |"),
    H("ht05", "table_row",
      "What are the vacuum parameters of the straight sections?",
      D_VACTABLE,
      "The straight sections, 1200 m long, have a design pressure of 5×10^-10 mbar with the liner at 300 K.",
      "Straight sections | 1200 | 5×10^-10 | 300"),
    H("ht06", "table_row",
      "What are the properties of GEM detectors for the muon system?",
      D_MUONTAB,
      "GEM detectors, a candidate for the inner endcap, offer a rate capability of 1×10^6 Hz/cm² and a spatial resolution of 70 µm.",
      "| GEM | endcap (inner) | 1×10^6 | 70 |",
      evidence2=D_MUON),

    # ----- honest: unit_conversion ----------------------------------------
    H("hu01", "unit_conversion",
      "What is L* for the final focus?",
      D_FF,
      "The first final-focus quadrupole begins 6000 mm from the interaction point.",
      "The first quadrupole starts at L* = 6 m from the interaction point.",
      evidence2=D_MDI),
    H("hu02", "unit_conversion",
      "How much does the compressor shorten the bunches?",
      D_BC,
      "The compressor shortens the r.m.s. bunch length from 400 mm to 50 mm.",
      "reduces the r.m.s. bunch length from 40 cm to 5 cm"),
    H("hu03", "unit_conversion",
      "What are the quench detection settings?",
      D_QUENCH,
      "Quench detection uses voltage taps with a 0.1 V threshold and a 0.01 s validation time.",
      "Quench detection relies on voltage taps with a threshold of 100 mV and a validation time of 10 ms."),
    H("hu04", "unit_conversion",
      "How much power do muon decays deposit in the ring?",
      D_SHIELD,
      "At 10 TeV, muon decays deposit about 0.5 kW per metre of ring for 1.8×10^12 muons per bunch.",
      "At 10 TeV, muon decays deposit about 500 W/m in the collider ring for 1.8×10^12 muons per bunch"),
    H("hu05", "unit_conversion",
      "What is the WW-fusion Higgs cross section?",
      D_VBF,
      "The WW-fusion cross section is about 500 fb at 3 TeV and about 900 fb at 10 TeV.",
      "The WW-fusion cross section grows logarithmically with energy, from about 0.5 pb at 3 TeV to 0.9 pb at 10 TeV"),
    H("hu06", "unit_conversion",
      "What is the target luminosity of the 10 TeV stage?",
      D_PARAMS,
      "The target luminosity of the 10 TeV stage is 2×10^35 cm^-2 s^-1.",
      "| Luminosity | 10^34 cm^-2 s^-1 | 1.8 | 20 |"),

    # ----- honest: abbreviation -------------------------------------------
    H("ha01", "abbreviation",
      "How are tracks reconstructed?",
      D_ACTS,
      "Tracks are reconstructed with ACTS, using a CKF seeded by triplets of hits.",
      "Tracks are reconstructed with the A Common Tracking Software (ACTS) toolkit, using a combinatorial Kalman filter (CKF) seeded by triplets of hits."),
    H("ha02", "abbreviation",
      "What detectors are considered for the high-rate endcap region?",
      D_MUON,
      "MPGDs such as µRWELL are considered instead of standard RPCs for the endcap region close to the nozzle.",
      "Standard RPCs can be used in that region only if their rate capability is raised by a factor of ten, so micro-pattern gaseous detectors (MPGDs) such as µRWELL are considered instead.",
      evidence2=D_MUONTAB),
    H("ha03", "abbreviation",
      "What is CRILIN?",
      D_CRILIN,
      "The Crystal Calorimeter with Longitudinal Information is a semi-homogeneous calorimeter of PbF2 crystals with SiPM readout.",
      "CRILIN (Crystal Calorimeter with Longitudinal Information) is a semi-homogeneous calorimeter made of lead fluoride (PbF2) crystals read out by silicon photomultipliers (SiPMs)."),
    H("ha04", "abbreviation",
      "What does the arc cell allow for the momentum compaction?",
      D_ARC,
      "The flexible momentum compaction cell lets the momentum compaction factor be tuned to zero or to slightly negative values.",
      "The FMC cell allows the momentum compaction factor to be tuned to zero or to slightly negative values"),
    H("ha05", "abbreviation",
      "How does CLIQ compare with quench heaters?",
      D_QUENCH,
      "With coupling-loss induced quench, the simulated hotspot temperature stays below 250 K, against 350 K with quench heaters alone.",
      "With CLIQ, the simulated hotspot temperature stays below 250 K, compared with 350 K when quench heaters are used alone."),
    H("ha06", "abbreviation",
      "How are the getter coatings activated?",
      D_VACUUM,
      "The non-evaporable getter coatings are activated by baking at 200 °C.",
      "The NEG coatings are activated by baking at 200 °C."),
]
