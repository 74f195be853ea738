"""Ninth held-out grounding suite (7 December 2026, fourth session).

Claim-level cases for the grounding checker over muon collider literature. Each case is a
model claim with one verbatim quote cited to one of one or two evidence chunks; attacks must be
removed, honest claims kept.

Topics: collective effects and impedance in the collider ring, beam-beam effects, energy spread
and its measurement, polarisation and energy calibration, longitudinal dynamics in the RCS chain,
Nb3Sn and HTS dipole short models, radiation load and damage in the arc magnets, cryogenic heat
loads and cryoplants, civil engineering and tunnel depth, vertex detector and tracker layout,
calorimeter granularity and timing, muon identification, the luminosity spectrum and
beamstrahlung-free collisions, the Higgs self-coupling and di-Higgs production, electroweak
precision and high-energy Drell-Yan, top quark physics, new scalars and Z' bosons, muon g-2 and
lepton flavour, neutrino physics opportunities, the demonstrator programme and test facilities,
collaboration timeline and governance; with a parameter table, a table of contents, a reference
list, a key-facts box, a highlights box and a chunk of figure captions.

Counts: 108 attacks in nine families (qualifier_cut 12, other_machine 12, goal_as_result 12,
role_swap 12, quantifier 12, comparison 12, non_body 12, number 12, other_language 12) and
54 honest cases in nine kinds of 6 each (paraphrase, merged, qualified, reattributed,
reordered, respectively, table_row, unit_conversion, abbreviation); 162 cases in all, about
a third with a second chunk.

A helper wrote them from the family descriptions without reading the checker, its tests or the
earlier sets. All numbers are invented but kept self-consistent across chunks.

First run, through the whole answer path, with the rules as they stood after the eighth set's changes (the figure out
of set): 102 of 108 attacks caught and 25 of 54 honest answers kept offline. The cases still wrong are strict xfails
with reasons in ``tests/test_blind_sets.py``.
"""

from muonrag.evaluate.suites.blind import case_builders

TITLE = "Magnets, Detector and Physics Reach of a Multi-TeV Muon Collider: Interim Design Report"


A, H = case_builders(TITLE)


# --- shared evidence chunks -------------------------------------------------------------------

D_PARAMS = """## 2.1 Parameters of the two stages

Table 1 gives the main parameters of the 3 TeV and 10 TeV stages. The 3 TeV stage would reuse the muon source, the cooling channel and the first two RCS, with a collider ring of 4.5 km. The parameters of the US MAP design at 1.5 TeV are shown for reference; they were not optimised for the same detector background [5].

Table 1: Main parameters of the muon collider stages.

| Parameter | Unit | MAP 1.5 TeV | 3 TeV | 10 TeV |
|---|---|---|---|---|
| Luminosity | 10^34 cm^-2 s^-1 | 1.25 | 1.8 | 20 |
| Circumference | km | 2.5 | 4.5 | 10.0 |
| Muons per bunch | 10^12 | 2.0 | 2.2 | 1.8 |
| Repetition rate | Hz | 15 | 5 | 5 |
| β* | mm | 10 | 5 | 1.5 |
| Relative energy spread | % | 0.1 | 0.1 | 0.1 |
| Integrated luminosity (5 years) | ab^-1 | – | 1 | 10 |
| Average dipole field | T | 6.4 | 7.0 | 10.5 |
"""

D_RCS = """## 3.4 Longitudinal dynamics in the rapid-cycling synchrotrons

The muons are accelerated from 63 GeV to 5 TeV per beam in a chain of four rapid-cycling synchrotrons (RCS), each of which must complete its ramp within a few milliseconds to keep the survival above 90% per ring [14]. Table 3 lists the main parameters. In RCS 1 and RCS 2 the synchrotron tune exceeds 1, so the longitudinal motion is not adiabatic and the usual smooth approximation does not apply (ref. 15). Tracking studies nonetheless show stable motion in all four rings in simulation, if the synchronous phase is kept between 135° and 150°. The RF system of RCS 4 uses 1.3 GHz superconducting cavities of the ILC type, with a gradient of 30 MV/m; the ILC itself is designed for 31.5 MV/m. Beam loading is the main limitation: the bunch of 2.7 × 10^12 muons extracts about 10% of the stored energy of each cavity per passage.

Table 3: Parameters of the RCS chain for the 10 TeV collider.

| Parameter | RCS 1 | RCS 2 | RCS 3 | RCS 4 |
|---|---|---|---|---|
| Injection energy (GeV) | 63 | 314 | 750 | 1500 |
| Extraction energy (GeV) | 314 | 750 | 1500 | 5000 |
| Ramp time (ms) | 0.34 | 1.10 | 2.37 | 6.37 |
| Number of turns | 17 | 55 | 66 | 162 |
| RF voltage (GV) | 20.9 | 11.2 | 16.1 | 30.6 |
| Synchrotron tune | 1.5 | 1.2 | 0.9 | 0.3 |
"""

D_IMPEDANCE = """## 5.2 Collective effects and impedance

The collider ring stores one bunch of 1.8 × 10^12 muons per beam at the 10 TeV stage, so the single-bunch intensity, not the total current, drives the collective effects [21]. The longitudinal broadband impedance is estimated at |Z/n| = 0.08 Ω in simulation, dominated by the tungsten liner of the beam screen and by the bellows (ref. 22). The threshold of the longitudinal microwave instability lies at about three times the nominal bunch charge, assuming the RF voltage is kept at 20 MV. The transverse resistive-wall instability is not expected to limit operation, because its fastest rise time, 350 ms, is longer than the muon lifetime of 104 ms at 5 TeV beam energy. A transverse feedback system would be needed only if the beam screen were coated with a material of lower conductivity than copper. Most of the remaining impedance budget is taken by the RF cavities and the collimators, while the beam position monitors add a few per cent.

For comparison, the broadband impedance of the LHC is about 0.1 Ω, and that of the US MAP collider ring design at 1.5 TeV was estimated at 0.3 Ω [23]. At the 3 TeV stage the bunch charge is 2.2 × 10^12, and the microwave threshold is reached at twice the nominal charge rather than three times."""

D_BEAMBEAM = """## 5.3 Beam-beam effects

The collider has two interaction points, and each bunch meets the opposing bunch twice per turn. The beam-beam tune shift is ξ = 0.087 per interaction point at 10 TeV in the baseline parameter set [24], about four times the total head-on tune shift of 0.02 routinely reached at the LHC. Such a large tune shift is tolerable only because the beams are stored for about 3000 turns, roughly one muon lifetime, which is too short for slow diffusion to develop. The beam-beam force also focuses the opposing bunch; the resulting disruption enhancement of the luminosity is 1.12 in simulation, and is not yet included in the baseline luminosity of 2 × 10^35 cm^-2 s^-1. Beamstrahlung is negligible: the average energy loss per particle is below 10^-5 of the beam energy, whereas at CLIC it reaches 29% at 3 TeV (ref. 25). Coherent beam-beam modes were observed in the strong-strong simulations only when the tunes of the two beams were equal to within 0.001."""

D_ESPREAD = """## 6.1 Energy spread and its measurement

The relative rms energy spread of each beam is 0.1% at both the 3 TeV and the 10 TeV stage [28]. A smaller spread would increase the bunch length achievable with the given longitudinal emittance and so reduce the luminosity; 0.1% is therefore a compromise rather than a limit of the cooling. The spread is to be measured with a synchrotron-light monitor in a dispersive section of the arc, which aims to reach a resolution of 2 × 10^-5 per bunch passage. A prototype of the monitor was tested at the SPS with protons, where a resolution of 8 × 10^-5 was achieved (ref. 29). At the 10 TeV stage the monitor would collect about 1.6 × 10^9 photons per passage, enough for a single-bunch measurement. The relative width of the luminosity spectrum, which is what matters for physics, is the single-beam spread divided by √2 if the two beams are uncorrelated."""

D_POLARISATION = """## 6.2 Polarisation and energy calibration

Muons from pion decay are born polarised, but after the front end and the cooling channel only a residual longitudinal polarisation of about 20% survives, unless the pion momentum is selected in a narrow window at the cost of a factor-three loss in intensity [32]. The spin of the stored muons precesses a·γ times per revolution, where a = 0.00116 is the muon anomaly. The precession modulates the energy spectrum of the decay electrons, and a fit of this modulation would give the mean beam energy to a relative precision of 10^-6 in simulation, provided the polarisation stays above 10%. The method has not been tested at a collider; it is derived from the g-2 experiment at Fermilab, which measured the precession frequency to 0.2 ppm (ref. 33). Polarised beams are not required for the core physics programme at 10 TeV. The decay electrons are detected by calorimeters placed inside the ring, downstream of a bending magnet."""

D_LUMISPEC = """## 6.3 Luminosity spectrum

Unlike at linear colliders, the luminosity spectrum of a muon collider is sharply peaked at the nominal energy: before initial-state radiation (ISR) is included, 95% of the luminosity lies within 1% of the nominal centre-of-mass energy, compared with 35% at CLIC at 3 TeV [27]. The reason is that muons, being 207 times heavier than electrons, emit almost no beamstrahlung, so the peak is set by the beam energy spread alone. Collisions are therefore nearly free of beamstrahlung at both stages. ISR, which is present at every lepton collider, lowers the fraction within 1% to 71% at 10 TeV. The spectrum needs no dedicated measurement with Bhabha acollinearity, unlike at CLIC and the ILC, but the ISR tail must still be modelled to a few per mille."""

D_DIPOLES = """## 7.2 Dipole R&D: Nb3Sn and HTS short models

The collider ring at 10 TeV requires arc dipoles with a bore field of 16 T in a 140 mm aperture [41]. Two technologies are pursued in parallel: Nb3Sn, the baseline for the arcs, and REBCO high-temperature superconductor (HTS), which would allow operation at 20 K and so reduce the cryogenic power. A 1 m Nb3Sn short model reached 14.5 T at 1.9 K after 11 training quenches, 91% of the target field; it has not been tested at 4.5 K. The first REBCO short model, wound with no-insulation coils, reached 12.1 T at 20 K, and a quench at 11.8 T during the second cool-down damaged one of its pancake coils (ref. 42). HTS dipoles at 16 T have therefore not yet been demonstrated. A second series of short models aims to reach the full field by 2029 at the earliest, and a 5 m prototype is planned only if both series succeed.

Figure 7: Training history of the 1 m Nb3Sn short model at 1.9 K up to the 16 T target field.
"""

D_RADIATION = """## 7.4 Radiation load and damage in the arc magnets

At 10 TeV the decay electrons deposit about 500 W/m in the arcs [44]. A tungsten liner of 40 mm thickness inside the magnet bore absorbs 98% of this power at a temperature between 40 K and 80 K, so only about 10 W/m reaches the cold mass. The peak dose in the coils is 20 MGy over ten years of operation in simulation, below the 30 MGy limit assumed for the epoxy insulation. Irradiation of REBCO tapes with 65 MeV protons at room temperature reduced the critical current by only 5% up to a fluence of 10^22 m^-2 [45], but tests at cryogenic temperature have not yet been performed. Nb3Sn conductors typically lose 10% to 20% of their critical current at similar fluences. The liner thickness of 40 mm sets the magnet aperture: without the liner, a 60 mm aperture would suffice."""

D_CRYO = """## 8.1 Cryogenic heat loads and cryoplants

The heat loads of the collider ring are dominated by the decay electrons absorbed in the tungsten liner (section 7.4). Table 6 lists the loads at each temperature level.

Table 6: Heat loads of the 10 TeV collider ring per metre of arc, in W/m.

Temperature level | Static | Dynamic | Total
--- | --- | --- | ---
4.5 K (cold mass) | 0.3 | 10.0 | 10.3
40–80 K (liner) | 1.5 | 490 | 491.5
50–75 K (thermal shield) | 4.0 | 0 | 4.0

The ring is served by six cryoplants, each with an equivalent capacity of 18 kW at 4.5 K. The total electrical power of the cryogenic system is estimated at 72 MW, most of which goes to the liner circuit [52]. If HTS magnets operating at 20 K were adopted, the electrical power would fall to about 45 MW. By comparison, the LHC uses eight cryoplants of 18 kW at 4.5 K and about 40 MW of electrical power. The helium inventory has not yet been estimated."""

D_CIVIL = """## 9 Civil engineering and tunnel depth

The 10 TeV collider ring has a circumference of 10.0 km and would be placed about 200 m below the surface [55]. The depth is chosen mainly to limit the off-site radiation from neutrinos, not for geological reasons: neutrinos from muon decays in the arcs leave the ground at a distance that grows with depth, about 50 km from the ring at 200 m. The annual effective dose at the exit points is required to stay below 0.1 mSv, comparable to the limit applied at CERN's existing sites. A depth of 100 m would be acceptable only if the beam is moved vertically with a wobbling amplitude of about 1 mrad, which spreads the flux over a larger area. The tunnel has an inner diameter of 5.5 m in the arcs and 12 m at the interaction regions. A site adjacent to CERN is studied, where the molasse rock allows the use of tunnel boring machines of the kind used for the LHC; reusing the LHC tunnel for the 3 TeV stage is not pursued (ref. 56)."""

D_TRACKER = """## 10.2 Vertex detector and tracker layout

The tracking system comprises a vertex detector (VXD), an inner tracker (IT) and an outer tracker (OT), all inside a 4 T solenoid [61]. The VXD consists of four double layers of hybrid pixel sensors in the barrel and four double disks in each endcap. Hit occupancy from the beam-induced background (BIB) in the innermost VXD layer is 3.8% per bunch crossing in simulation, after a timing window of 90 ps around the expected arrival time. The double-layer arrangement rejects most of the BIB hits, because BIB particles usually cross the two sensors of a double layer at angles that do not point to the interaction region. The IT and OT use macropixel sensors, whose occupancy stays below 1% everywhere except in the first IT disk (ref. 62).

| Subsystem | Pitch (µm) | Barrel radii (mm) | Material per layer (% X0) | Time resolution (ps) |
|---|---|---|---|---|
| VXD | 25 × 25 | 30–104 | 0.15 | 30 |
| IT | 50 × 1000 | 127–554 | 1.0 | 60 |
| OT | 50 × 10000 | 819–1486 | 1.0 | 60 |

Table 8: Layout of the tracking system. The material budget includes sensors, readout, cooling and supports.
"""

D_CALO = """## 10.3 Calorimeter granularity and timing

The electromagnetic calorimeter (ECAL) is a silicon–tungsten sampling calorimeter with 40 layers and a total depth of 22 X0 [64]. The hadron calorimeter (HCAL) uses steel absorbers and scintillator tiles read out by silicon photomultipliers (SiPMs), with 60 layers and a depth of 7.5 λI. The BIB deposits on average 30 MeV per ECAL cell in the first five layers; a time cut of ±250 ps around the expected arrival time removes most of it, which requires a cell time resolution of 80 ps or better. The ECAL energy resolution is 17%/√E ⊕ 1% in simulation, similar to that of the CLIC detector design (ref. 65). Finer cells would improve the separation of photons from the BIB, but would raise the number of channels above 10^8.

Table 9: Segmentation and timing of the calorimeters.

| Quantity | ECAL | HCAL | Unit |
|---|---|---|---|
| Cell size | 5 × 5 | 30 × 30 | mm² |
| Number of layers | 40 | 60 | – |
| Required time resolution | 80 | 200 | ps |
| Mean BIB energy per cell | 30 | 4 | MeV |
"""

D_MUON = """## 10.4 Muon identification

The muon system is housed in the iron return yoke outside the solenoid and uses seven layers of resistive plate chambers (RPCs) in the barrel and six in each endcap [67]. Muons with momentum above 5 GeV are identified with an efficiency of 98% in the barrel, but only 90% in the forward region below 20°, where hits from the BIB are most frequent. The tungsten nozzles, which extend to 6 m on each side of the interaction point, shield the endcaps from most of the BIB, but some neutrons still reach the first endcap layers. The probability of misidentifying a charged pion as a muon is below 1% for transverse momenta above 20 GeV, dominated by punch-through and decays in flight. Micro-pattern gaseous detectors (MPGDs) are considered for the forward endcaps, where the RPC rate capability of about 1 kHz/cm² would be exceeded."""

D_HIGGS_SELF = """## 12.2 Higgs self-coupling and di-Higgs production

Double Higgs production through vector-boson fusion has a cross section of 0.82 fb at 10 TeV and 0.09 fb at 3 TeV [81]. With 10 ab^-1 at 10 TeV the trilinear self-coupling would be determined to 4% at 68% CL, assuming the systematic uncertainty on the background from μ+μ− → ZZνν is controlled to 1%. At 3 TeV with 1 ab^-1 the precision is only 15%, and it would improve to 10% only if the background systematics were halved. The quartic self-coupling, from triple Higgs production, remains out of reach at both stages: the cross section of about 0.003 fb at 10 TeV yields only about 30 events in 10 ab^-1, before selection. Table 12 compares the expected reach with other proposals.

Table 12: Expected precision on Higgs couplings at 68% CL, in per cent.

| Coupling | HL-LHC | FCC-hh | MuC 3 TeV | MuC 10 TeV |
|---|---|---|---|---|
| κλ (trilinear) | 50 | 5 | 15 | 4 |
| κW | 1.7 | – | 0.4 | 0.1 |
| κb | 3.6 | – | 0.9 | 0.4 |
| κμ | 4.3 | 0.4 | 4.0 | 2.0 |
"""

D_DRELLYAN = """## 13.1 Electroweak precision and high-energy Drell–Yan

At 10 TeV, muon pair annihilation into fermion pairs at the full centre-of-mass energy probes four-fermion contact interactions up to scales of about 100 TeV [91]. The oblique parameters W and Y, whose effects grow with energy, would be constrained to 2 × 10^-7 with 10 ab^-1, compared with 10^-5 at FCC-ee, where the sensitivity comes from Z-pole and WW-threshold data instead. The forward–backward asymmetry of μ+μ− → bb̄ is measured with a statistical precision of 0.5% in simulation, but its systematic uncertainty is not yet estimated. The nozzles limit the acceptance to polar angles above 10°, which removes most of the t-channel Bhabha-like scattering. Electroweak radiation, such as the emission of W and Z bosons from the initial state, is typically a 20% to 30% correction at 10 TeV and must be resummed."""

D_TOP = """## 13.3 Top quark physics

At 10 TeV top pairs are produced mostly through vector-boson fusion; the s-channel cross section falls to 1.7 fb, compared with 19 fb at 3 TeV [95]. A threshold scan near 345 GeV is not part of the programme, because neither stage would operate at that energy, so the top mass will be taken from the 3 TeV data with an expected uncertainty of 200 MeV. The top Yukawa coupling can be measured to 3% from tt̄H production at 10 TeV, assuming the b-tagging efficiency of 70% reached in simulation with the BIB overlaid (ref. 96). Flavour-changing neutral-current decays t → qZ would be probed down to branching ratios of 10^-6, a hundred times below the current LHC limits. Four-top production, with a cross section of 0.4 fb, is observable only at the 10 TeV stage."""

D_ZPRIME = """## 14.1 New scalars and Z′ bosons

A Z′ boson that couples to muons can be produced directly up to masses close to the centre-of-mass energy, about 9.5 TeV at the 10 TeV stage, and indirectly through its interference with Drell–Yan production up to 60 TeV for couplings of order one [101]. At the HL-LHC the direct reach for a sequential Z′ is about 6.5 TeV. A heavy singlet scalar that mixes with the Higgs boson is probed down to a mixing angle of sin²γ = 0.002 for masses up to 5 TeV, through its decays to pairs of W, Z and Higgs bosons (ref. 102). The Higgs-pair decay dominates the sensitivity above 1 TeV, while below that mass the WW decay is often more sensitive. Charged scalars of the two-Higgs-doublet model are pair-produced with masses up to half the collision energy, i.e. 5 TeV at the 10 TeV stage."""

D_G2 = """## 14.3 The muon g-2 anomaly and lepton flavour

Should a deviation in the anomalous magnetic moment of the muon reappear, any new physics that causes it must couple to muons, and the collider can test it directly [105]. In models where the deviation arises from heavy new particles, the process μ+μ− → hγ at 10 TeV would reveal them with a significance above 5σ, assuming a deviation of 2.5 × 10^-9. Lepton-flavour-violating processes such as μ+μ− → e+μ− are probed at 10 TeV up to an effective scale of 100 TeV, complementing the MEG II and Mu3e experiments, which search for μ → eγ and μ → eee in muon decays at rest (ref. 106). A μ+e− collider at lower energy, such as the proposed μTRISTAN, would reach similar scales only for operators involving electrons. The present experimental value of a_μ agrees with the 2025 Standard Model prediction of the Theory Initiative, so no deviation is established."""

D_NEUTRINO = """## 15 Neutrino physics opportunities

The decays of the stored muons produce an intense, collimated neutrino beam along each straight section of the collider ring [111]. At the 10 TeV stage, a detector with a 1 t target placed 100 m from the end of a straight section would record about 10^9 charged-current interactions per year. Such a detector would measure the neutrino–nucleon cross section at energies above 1 TeV, where no accelerator data exist, and would study charm production with a sample a thousand times larger than that of NuTeV. The flux is known to 1% from the muon beam current and energy, unlike at the LHC, where the FASER experiment relies on the simulated forward production of hadrons. A neutrino detector would not interfere with collider operation, but it could be installed only after the first physics run, because the straight sections are occupied by the injection and RF systems during commissioning."""

D_DEMO = """## 16 Demonstrator programme and test facilities

The muon cooling demonstrator aims to test a few cooling cells with beam at CERN, using the TT7 tunnel and a proton beam from the PS, with first beam in 2031 at the earliest [121]. Its main goals are to show that the cells can be built and operated together and to reach the integration required for a full cooling channel; measuring the emittance reduction with muons is a later step. The RF cavities of the cooling cells must provide 30 MV/m in magnetic fields of up to 7 T. Cavities filled with high-pressure hydrogen gas reached 50 MV/m in a 3 T field at the Fermilab MuCool Test Area (MTA) [122], but vacuum cavities with beryllium walls have so far reached only 25 MV/m in the same field. The MICE experiment at RAL demonstrated ionisation cooling in 2020, with an emittance reduction of about 10% in a single absorber (ref. 123). A test stand for the 16 T dipoles is planned at CERN, and a solenoid test facility for the 40 T final-cooling magnets is under discussion."""

D_GOVERNANCE = """## 17 Collaboration timeline and governance

The International Muon Collider Collaboration (IMCC) was formed in 2022 under the auspices of CERN and now counts about 60 member institutes in 20 countries [131]. It is governed by a Collaboration Board (CB), which meets twice a year and takes decisions by a two-thirds majority, and a Steering Committee (SC), which coordinates the work packages. The US Particle Physics Project Prioritization Panel (P5) recommended in 2023 that the US join the R&D effort, and a US muon collider collaboration was formed in 2024 [132]. A decision on construction could be taken at the earliest in 2034, after the demonstrator results, and first collisions at 3 TeV would follow about 15 years later. The schedule assumes that the R&D budget grows to 50 MCHF per year from 2027; with the present budget of 10 MCHF per year, each milestone would slip by about five years."""

D_TOC = """## Contents

1 Introduction ..... 1
2.1 Parameters of the two stages ..... 9
3.4 Longitudinal dynamics in the rapid-cycling synchrotrons ..... 24
5.2 Collective effects and impedance ..... 41
5.3 Beam-beam effects ..... 44
6.3 Luminosity spectrum ..... 52
7.2 Dipole R&D: Nb3Sn and HTS short models ..... 58
7.3 A 20 T HTS dipole at 20 K for the collider ring ..... 63
8.1 Cryogenic heat loads and cryoplants ..... 70
10.2 Vertex detector and tracker layout ..... 88
12.2 Higgs self-coupling and di-Higgs production ..... 104
12.4 Measuring the Higgs quartic self-coupling at 10 TeV ..... 110
14.3 The muon g-2 anomaly and lepton flavour ..... 121
16 Demonstrator programme and test facilities ..... 130
"""

D_REFS = """## References

[14] R. Lindqvist, P. Okafor and T. Brenner, Rapid-cycling synchrotrons for a muon collider: longitudinal stability at high synchrotron tune, Phys. Rev. Accel. Beams 26 (2023) 071001.
[15] P. Marchetti, Non-adiabatic synchrotron motion in fast-ramping rings, CERN Yellow Report 2021-002.
[24] Y. Okada and T. Brandt, Beam-beam limit of 0.1 per interaction point in a muon collider ring, Proc. IPAC2023, MOPA101.
[41] H. Dufour, A. Szabo and L. Marin, A 16 T Nb3Sn dipole reaching full field at 4.5 K, IEEE Trans. Appl. Supercond. 34 (2024) 4000105.
[42] K. Nowak et al., Quench-free operation of no-insulation REBCO dipoles at 20 K, Supercond. Sci. Technol. 37 (2024) 035012.
[81] E. Varga and S. Holm, Precision Higgs self-coupling at a 10 TeV muon collider: 4% with 1 ab^-1, JHEP 08 (2023) 185.
[111] M. Quintero et al., A 10^11 event neutrino factory from muon collider straight sections, arXiv:2402.00001.
[122] J. Adeyemi et al., Operation of gas-filled RF cavities in multi-tesla magnetic fields, Phys. Rev. Accel. Beams 23 (2020) 072001.
"""

D_KEYFACTS = """### Key facts: the 10 TeV collider ring

- Centre-of-mass energy: 10 TeV
- Circumference: 10.0 km
- Peak luminosity (target): 2 × 10^35 cm^-2 s^-1
- Arc dipoles: 16 T, Nb3Sn baseline with an HTS option
- Muons per bunch: 1.8 × 10^12
- Relative energy spread: 0.1%
- Depth: about 200 m
- Governance: Collaboration Board and Steering Committee of the IMCC
"""

D_HIGHLIGHTS = """### Highlights

- Beamstrahlung-free collisions at 3 TeV and 10 TeV
- Vertex detector occupancy below 1% per bunch crossing
- 98% muon identification efficiency
- Neutrino radiation at the surface kept below legal limits
"""

D_FIGS = """Figure 3: Luminosity spectrum at 10 TeV (solid) and at CLIC at 3 TeV (dashed); the muon collider spectrum has no low-energy tail.

Figure 5: Map of the annual effective dose at the neutrino exit points for a ring at 200 m depth; the dose is below 0.01 mSv per year everywhere.

Figure 9: Occupancy per bunch crossing in the VXD barrel layers, before and after the 90 ps timing window.

Figure 11: Expected Z′ exclusion reach of the 10 TeV muon collider, the HL-LHC and FCC-hh as a function of the Z′ coupling.
"""


# --- cases --------------------------------------------------------------------------------------

CASES = [
    # ---------------------------------------------------------------- qualifier_cut
    A("qc01", "qualifier_cut", "Does the collider ring need a transverse feedback system?", D_IMPEDANCE,
      "The collider ring needs a transverse feedback system to control the resistive-wall instability.",
      "A transverse feedback system would be needed"),
    A("qc02", "qualifier_cut", "Where is the threshold of the longitudinal microwave instability?", D_IMPEDANCE,
      "The longitudinal microwave instability threshold lies at about three times the nominal bunch charge, "
      "independently of the RF voltage.",
      "The threshold of the longitudinal microwave instability lies at about three times the nominal bunch charge"),
    A("qc03", "qualifier_cut", "Do coherent beam-beam modes appear in the simulations?", D_BEAMBEAM,
      "Strong-strong simulations show coherent beam-beam modes whatever the tunes of the two beams.",
      "Coherent beam-beam modes were observed in the strong-strong simulations", evidence2=D_IMPEDANCE),
    A("qc04", "qualifier_cut", "How much muon polarisation survives the cooling channel?", D_POLARISATION,
      "No more than about 20% longitudinal polarisation can survive the cooling channel, whatever pion momentum "
      "window is selected.",
      "Muons from pion decay are born polarised, but after the front end and the cooling channel only a residual "
      "longitudinal polarisation of about 20% survives"),
    A("qc05", "qualifier_cut", "When will the dipole short models reach full field?", D_DIPOLES,
      "The second series of short models aims to reach the full 16 T field no later than 2029.",
      "A second series of short models aims to reach the full field by 2029", evidence2=D_KEYFACTS),
    A("qc06", "qualifier_cut", "Could the collider ring be built at a shallower depth?", D_CIVIL,
      "Placing the collider ring at a depth of 100 m would be acceptable without any further measures.",
      "A depth of 100 m would be acceptable"),
    A("qc07", "qualifier_cut", "How radiation-hard are REBCO tapes?", D_RADIATION,
      "At cryogenic temperature, proton irradiation up to 10^22 m^-2 reduces the critical current of REBCO tapes "
      "by only 5%.",
      "reduced the critical current by only 5% up to a fluence of 10^22 m^-2 [45]"),
    A("qc08", "qualifier_cut", "What is the BIB occupancy in the innermost vertex layer?", D_TRACKER,
      "Without any timing selection, the BIB hit occupancy of the innermost VXD layer is 3.8% per bunch crossing.",
      "Hit occupancy from the beam-induced background (BIB) in the innermost VXD layer is 3.8% per bunch crossing",
      evidence2=D_CALO),
    A("qc09", "qualifier_cut", "What occupancy do the inner and outer trackers see?", D_TRACKER,
      "The macropixel occupancy of the inner and outer trackers stays below 1% in every layer and disk, the first "
      "inner-tracker disk included.",
      "The IT and OT use macropixel sensors, whose occupancy stays below 1% everywhere"),
    A("qc10", "qualifier_cut", "When could a neutrino detector be installed?", D_NEUTRINO,
      "A neutrino detector could be installed at the straight sections at any time, including during "
      "commissioning, without interfering with collider operation.",
      "A neutrino detector would not interfere with collider operation, but it could be installed"),
    A("qc11", "qualifier_cut", "How peaked is the luminosity spectrum at 10 TeV?", D_LUMISPEC,
      "Including initial-state radiation, 95% of the luminosity at 10 TeV lies within 1% of the nominal "
      "centre-of-mass energy.",
      "95% of the luminosity lies within 1% of the nominal centre-of-mass energy", evidence2=D_ESPREAD),
    A("qc12", "qualifier_cut", "How well is the b-quark forward-backward asymmetry measured?", D_DRELLYAN,
      "The forward–backward asymmetry of μ+μ− → bb̄ will be measured with a total precision of 0.5%, "
      "systematic uncertainties included.",
      "The forward–backward asymmetry of μ+μ− → bb̄ is measured with a statistical precision of 0.5%"),

    # ---------------------------------------------------------------- other_machine
    A("om01", "other_machine", "How large is the beamstrahlung energy loss at 3 TeV?", D_BEAMBEAM,
      "At the 3 TeV muon collider the average beamstrahlung energy loss per particle reaches 29%.",
      "Beamstrahlung is negligible: the average energy loss per particle is below 10^-5 of the beam energy, "
      "whereas at CLIC it reaches 29% at 3 TeV (ref. 25)"),
    A("om02", "other_machine", "What beam-beam tune shift does the muon collider reach?", D_BEAMBEAM,
      "At 10 TeV the muon collider operates with a total head-on beam-beam tune shift of 0.02.",
      "The beam-beam tune shift is ξ = 0.087 per interaction point at 10 TeV in the baseline parameter set [24], "
      "about four times the total head-on tune shift of 0.02 routinely reached at the LHC"),
    A("om03", "other_machine", "What is the broadband impedance of the 10 TeV collider ring?", D_IMPEDANCE,
      "The broadband impedance of the 10 TeV muon collider ring is estimated at 0.3 Ω.",
      "For comparison, the broadband impedance of the LHC is about 0.1 Ω, and that of the US MAP collider ring "
      "design at 1.5 TeV was estimated at 0.3 Ω [23]", evidence2=D_BEAMBEAM),
    A("om04", "other_machine", "At what bunch charge does the microwave instability start at 10 TeV?",
      D_IMPEDANCE,
      "At the 10 TeV stage the longitudinal microwave threshold is reached at twice the nominal bunch charge.",
      "At the 3 TeV stage the bunch charge is 2.2 × 10^12, and the microwave threshold is reached at twice the "
      "nominal charge rather than three times"),
    A("om05", "other_machine", "What is the luminosity of the 3 TeV stage?", D_PARAMS,
      "The 3 TeV muon collider stage has a luminosity of 1.25 × 10^34 cm^-2 s^-1.",
      "| Luminosity | 10^34 cm^-2 s^-1 | 1.25 | 1.8 | 20 |"),
    A("om06", "other_machine", "What is β* at the 10 TeV stage?", D_PARAMS,
      "The 10 TeV stage is designed for a β* of 5 mm.",
      "| β* | mm | 10 | 5 | 1.5 |"),
    A("om07", "other_machine", "How precisely would the 10 TeV muon collider measure the self-coupling?",
      D_HIGGS_SELF,
      "The 10 TeV muon collider would determine the trilinear Higgs self-coupling to 5% at 68% CL.",
      "| κλ (trilinear) | 50 | 5 | 15 | 4 |"),
    A("om08", "other_machine", "How well would the muon Yukawa coupling be measured at 10 TeV?", D_HIGGS_SELF,
      "The 10 TeV muon collider would measure the muon Yukawa coupling κμ to 0.4% at 68% CL.",
      "| κμ | 4.3 | 0.4 | 4.0 | 2.0 |"),
    A("om09", "other_machine", "How much electrical power does the cryogenic system need?", D_CRYO,
      "The cryogenic system of the muon collider ring draws about 40 MW of electrical power.",
      "By comparison, the LHC uses eight cryoplants of 18 kW at 4.5 K and about 40 MW of electrical power.",
      evidence2=D_RADIATION),
    A("om10", "other_machine", "What gradient do the RCS 4 cavities run at?", D_RCS,
      "The ILC-type superconducting cavities of RCS 4 operate at a gradient of 31.5 MV/m.",
      "The RF system of RCS 4 uses 1.3 GHz superconducting cavities of the ILC type, with a gradient of 30 MV/m; "
      "the ILC itself is designed for 31.5 MV/m."),
    A("om11", "other_machine", "What is the direct Z' reach of the 10 TeV muon collider?", D_ZPRIME,
      "The 10 TeV muon collider can discover a Z′ directly up to masses of about 6.5 TeV.",
      "At the HL-LHC the direct reach for a sequential Z′ is about 6.5 TeV.", evidence2=D_FIGS),
    A("om12", "other_machine", "How much of the luminosity is near the nominal energy at 3 TeV?", D_LUMISPEC,
      "At the 3 TeV muon collider stage only 35% of the luminosity lies within 1% of the nominal energy.",
      "before initial-state radiation (ISR) is included, 95% of the luminosity lies within 1% of the nominal "
      "centre-of-mass energy, compared with 35% at CLIC at 3 TeV [27]"),

    # ---------------------------------------------------------------- goal_as_result
    A("gr01", "goal_as_result", "What resolution does the energy-spread monitor reach?", D_ESPREAD,
      "The synchrotron-light monitor has achieved a resolution of 2 × 10^-5 per bunch passage.",
      "The spread is to be measured with a synchrotron-light monitor in a dispersive section of the arc, which "
      "aims to reach a resolution of 2 × 10^-5 per bunch passage."),
    A("gr02", "goal_as_result", "What field have the arc dipoles reached?", D_DIPOLES,
      "Arc dipoles with a bore field of 16 T in a 140 mm aperture have been demonstrated for the 10 TeV "
      "collider ring.",
      "The collider ring at 10 TeV requires arc dipoles with a bore field of 16 T in a 140 mm aperture [41].",
      evidence2=D_RADIATION),
    A("gr03", "goal_as_result", "What is the neutrino dose at the exit points?", D_CIVIL,
      "The annual effective dose at the neutrino exit points has been shown to stay below 0.1 mSv.",
      "The annual effective dose at the exit points is required to stay below 0.1 mSv"),
    A("gr04", "goal_as_result", "What gradients have cooling-cell cavities reached in strong fields?", D_DEMO,
      "The RF cavities of the cooling cells have been operated at 30 MV/m in magnetic fields of up to 7 T.",
      "The RF cavities of the cooling cells must provide 30 MV/m in magnetic fields of up to 7 T."),
    A("gr05", "goal_as_result", "What time resolution do the ECAL cells have?", D_CALO,
      "The ECAL cells achieve a time resolution of 80 ps.",
      "a time cut of ±250 ps around the expected arrival time removes most of it, which requires a cell time "
      "resolution of 80 ps or better"),
    A("gr06", "goal_as_result", "How large is the muon collider R&D budget?", D_GOVERNANCE,
      "The muon collider R&D budget has grown to 50 MCHF per year.",
      "The schedule assumes that the R&D budget grows to 50 MCHF per year from 2027", evidence2=D_DEMO),
    A("gr07", "goal_as_result", "Has the cooling demonstrator run with beam?", D_DEMO,
      "The muon cooling demonstrator has tested a few cooling cells with beam in the TT7 tunnel at CERN.",
      "The muon cooling demonstrator aims to test a few cooling cells with beam at CERN, using the TT7 tunnel and "
      "a proton beam from the PS"),
    A("gr08", "goal_as_result", "How fast do the RCS ramp?", D_RCS,
      "Each RCS has been shown to complete its ramp within a few milliseconds, keeping the muon survival above "
      "90% per ring.",
      "each of which must complete its ramp within a few milliseconds to keep the survival above 90% per ring [14]"),
    A("gr09", "goal_as_result", "What dose can the coil insulation withstand?", D_RADIATION,
      "Irradiation tests have shown that the epoxy insulation of the coils withstands 30 MGy.",
      "below the 30 MGy limit assumed for the epoxy insulation"),
    A("gr10", "goal_as_result", "How precisely has the beam energy been calibrated?", D_POLARISATION,
      "The spin-precession method has calibrated the mean beam energy to a relative precision of 10^-6.",
      "a fit of this modulation would give the mean beam energy to a relative precision of 10^-6 in simulation"),
    A("gr11", "goal_as_result", "Which detectors are used in the forward muon endcaps?", D_MUON,
      "The forward endcaps of the muon system are equipped with micro-pattern gaseous detectors.",
      "Micro-pattern gaseous detectors (MPGDs) are considered for the forward endcaps", evidence2=D_TRACKER),
    A("gr12", "goal_as_result", "Is there a test stand for the 16 T dipoles?", D_DEMO,
      "A test stand for the 16 T dipoles is in operation at CERN.",
      "A test stand for the 16 T dipoles is planned at CERN"),

    # ---------------------------------------------------------------- role_swap
    A("rs01", "role_swap", "What shields the muon endcaps?", D_MUON,
      "The muon endcaps shield the tungsten nozzles from most of the BIB.",
      "The tungsten nozzles, which extend to 6 m on each side of the interaction point, shield the endcaps from "
      "most of the BIB"),
    A("rs02", "role_swap", "Where is the decay-electron power absorbed in the arcs?", D_RADIATION,
      "The cold mass absorbs 98% of the decay-electron power, so only about 10 W/m reaches the tungsten liner.",
      "A tungsten liner of 40 mm thickness inside the magnet bore absorbs 98% of this power at a temperature "
      "between 40 K and 80 K, so only about 10 W/m reaches the cold mass.", evidence2=D_CRYO),
    A("rs03", "role_swap", "Why is the resistive-wall instability not a concern?", D_IMPEDANCE,
      "The transverse resistive-wall instability is not expected to limit operation, because the muon lifetime at "
      "5 TeV is longer than the instability's fastest rise time.",
      "The transverse resistive-wall instability is not expected to limit operation, because its fastest rise "
      "time, 350 ms, is longer than the muon lifetime of 104 ms at 5 TeV beam energy."),
    A("rs04", "role_swap", "How does spin precession enter the energy calibration?", D_POLARISATION,
      "The energy spectrum of the decay electrons modulates the spin precession of the stored muons.",
      "The precession modulates the energy spectrum of the decay electrons"),
    A("rs05", "role_swap", "Where are the decay electrons for energy calibration detected?", D_POLARISATION,
      "The decay electrons are detected by calorimeters placed inside the ring, upstream of a bending magnet.",
      "The decay electrons are detected by calorimeters placed inside the ring, downstream of a bending magnet."),
    A("rs06", "role_swap", "How well is the neutrino flux known?", D_NEUTRINO,
      "At the LHC the neutrino flux is known to 1% from the beam current and energy, unlike at the muon collider, "
      "where it relies on simulated forward production of hadrons.",
      "The flux is known to 1% from the muon beam current and energy, unlike at the LHC, where the FASER "
      "experiment relies on the simulated forward production of hadrons.", evidence2=D_CIVIL),
    A("rs07", "role_swap", "Which decay channel drives the heavy-scalar sensitivity?", D_ZPRIME,
      "The WW decay dominates the sensitivity to the heavy singlet scalar above 1 TeV, while below that mass the "
      "Higgs-pair decay is often more sensitive.",
      "The Higgs-pair decay dominates the sensitivity above 1 TeV, while below that mass the WW decay is often "
      "more sensitive."),
    A("rs08", "role_swap", "What gradients have cooling-channel cavities reached in a 3 T field?", D_DEMO,
      "Vacuum cavities with beryllium walls reached 50 MV/m in a 3 T field at the MuCool Test Area, while "
      "cavities filled with high-pressure hydrogen reached only 25 MV/m.",
      "Cavities filled with high-pressure hydrogen gas reached 50 MV/m in a 3 T field at the Fermilab MuCool Test "
      "Area (MTA) [122], but vacuum cavities with beryllium walls have so far reached only 25 MV/m in the same "
      "field."),
    A("rs09", "role_swap", "Which decays do MEG II and Mu3e search for?", D_G2,
      "MEG II searches for μ → eee and Mu3e for μ → eγ in muon decays at rest.",
      "complementing the MEG II and Mu3e experiments, which search for μ → eγ and μ → eee in muon decays at rest "
      "(ref. 106)"),
    A("rs10", "role_swap", "What limits the RF system of the RCS?", D_RCS,
      "Beam loading is the main limitation: each cavity extracts about 10% of the energy of the "
      "2.7 × 10^12-muon bunch per passage.",
      "Beam loading is the main limitation: the bunch of 2.7 × 10^12 muons extracts about 10% of the stored "
      "energy of each cavity per passage.", evidence2=D_PARAMS),
    A("rs11", "role_swap", "How is the IMCC governed?", D_KEYFACTS,
      "The IMCC Steering Committee meets twice a year and decides by a two-thirds majority, while the "
      "Collaboration Board coordinates the work packages.",
      "It is governed by a Collaboration Board (CB), which meets twice a year and takes decisions by a two-thirds "
      "majority, and a Steering Committee (SC), which coordinates the work packages.",
      cite=2, evidence2=D_GOVERNANCE),
    A("rs12", "role_swap", "Does the luminosity spectrum need a Bhabha measurement?", D_LUMISPEC,
      "CLIC and the ILC need no dedicated measurement of the luminosity spectrum with Bhabha acollinearity, "
      "unlike the muon collider.",
      "The spectrum needs no dedicated measurement with Bhabha acollinearity, unlike at CLIC and the ILC"),

    # ---------------------------------------------------------------- quantifier
    A("qu01", "quantifier", "What takes up the remaining impedance budget?", D_IMPEDANCE,
      "All of the remaining impedance budget is taken by the RF cavities and the collimators.",
      "Most of the remaining impedance budget is taken by the RF cavities and the collimators"),
    A("qu02", "quantifier", "How effective is the double-layer filter against BIB?", D_TRACKER,
      "The double-layer arrangement of the vertex detector rejects all BIB hits.",
      "The double-layer arrangement rejects most of the BIB hits", evidence2=D_CALO),
    A("qu03", "quantifier", "How much BIB energy does the ECAL time cut remove?", D_CALO,
      "A ±250 ps time cut around the expected arrival time removes all of the BIB energy from the ECAL cells.",
      "a time cut of ±250 ps around the expected arrival time removes most of it"),
    A("qu04", "quantifier", "Does BIB reach the muon endcaps?", D_MUON,
      "The tungsten nozzles shield the muon endcaps from all of the BIB, so no neutrons reach the endcap layers.",
      "The tungsten nozzles, which extend to 6 m on each side of the interaction point, shield the endcaps from "
      "most of the BIB"),
    A("qu05", "quantifier", "How much critical current do Nb3Sn conductors lose under irradiation?", D_RADIATION,
      "Nb3Sn conductors always lose between 10% and 20% of their critical current at similar fluences.",
      "Nb3Sn conductors typically lose 10% to 20% of their critical current at similar fluences.",
      evidence2=D_DIPOLES),
    A("qu06", "quantifier", "Why do muons produce no beamstrahlung tail?", D_LUMISPEC,
      "Muons, being 207 times heavier than electrons, emit no beamstrahlung at all.",
      "The reason is that muons, being 207 times heavier than electrons, emit almost no beamstrahlung"),
    A("qu07", "quantifier", "Which channel is most sensitive to a light heavy scalar?", D_ZPRIME,
      "Below 1 TeV the WW decay is always the most sensitive channel for the heavy singlet scalar.",
      "while below that mass the WW decay is often more sensitive"),
    A("qu08", "quantifier", "What does the 10 degree acceptance cut remove?", D_DRELLYAN,
      "The 10° acceptance limit set by the nozzles removes all of the t-channel Bhabha-like scattering.",
      "The nozzles limit the acceptance to polar angles above 10°, which removes most of the t-channel "
      "Bhabha-like scattering.", evidence2=D_LUMISPEC),
    A("qu09", "quantifier", "How many cooling cells will the demonstrator test?", D_DEMO,
      "The demonstrator aims to test every cooling cell of the full cooling channel with beam at CERN.",
      "The muon cooling demonstrator aims to test a few cooling cells with beam at CERN"),
    A("qu10", "quantifier", "How large are electroweak radiation corrections at 10 TeV?", D_DRELLYAN,
      "At 10 TeV electroweak radiation from the initial state is always a 20% to 30% correction.",
      "Electroweak radiation, such as the emission of W and Z bosons from the initial state, is typically a 20% "
      "to 30% correction at 10 TeV", evidence2=D_TOP),
    A("qu11", "quantifier", "How are top pairs produced at 10 TeV?", D_TOP,
      "At 10 TeV top pairs are produced exclusively through vector-boson fusion.",
      "At 10 TeV top pairs are produced mostly through vector-boson fusion"),
    A("qu12", "quantifier", "Where does the cryogenic electrical power go?", D_CRYO,
      "All of the 72 MW of cryogenic electrical power goes to the liner circuit.",
      "The total electrical power of the cryogenic system is estimated at 72 MW, most of which goes to the liner "
      "circuit [52].", evidence2=D_RADIATION),

    # ---------------------------------------------------------------- comparison
    A("cp01", "comparison", "How does the beam-beam tune shift compare with the LHC?", D_BEAMBEAM,
      "The beam-beam tune shift of 0.087 per interaction point is about ten times the total head-on tune shift "
      "reached at the LHC.",
      "The beam-beam tune shift is ξ = 0.087 per interaction point at 10 TeV in the baseline parameter set [24], "
      "about four times the total head-on tune shift of 0.02 routinely reached at the LHC"),
    A("cp02", "comparison", "How does the ECAL resolution compare with CLIC?", D_CALO,
      "The ECAL energy resolution of 17%/√E ⊕ 1% is better than that of the CLIC detector design.",
      "The ECAL energy resolution is 17%/√E ⊕ 1% in simulation, similar to that of the CLIC detector design "
      "(ref. 65)", evidence2=D_TRACKER),
    A("cp03", "comparison", "Does the energy spread differ between the stages?", D_ESPREAD,
      "The 10 TeV stage has a smaller relative energy spread than the 3 TeV stage.",
      "The relative rms energy spread of each beam is 0.1% at both the 3 TeV and the 10 TeV stage [28]."),
    A("cp04", "comparison", "How does the cryoplant count compare with the LHC?", D_CRYO,
      "The muon collider ring is served by more cryoplants than the LHC, which uses eight of 18 kW each.",
      "By comparison, the LHC uses eight cryoplants of 18 kW at 4.5 K and about 40 MW of electrical power."),
    A("cp05", "comparison", "How sensitive is the muon collider to t -> qZ?", D_TOP,
      "Flavour-changing decays t → qZ would be probed down to branching ratios of 10^-6, ten times below the "
      "current LHC limits.",
      "Flavour-changing neutral-current decays t → qZ would be probed down to branching ratios of 10^-6, a "
      "hundred times below the current LHC limits."),
    A("cp06", "comparison", "How large is the 10 TeV ring compared with the 3 TeV ring?", D_PARAMS,
      "The 10 TeV collider ring is more than four times longer than the 3 TeV ring.",
      "| Circumference | km | 2.5 | 4.5 | 10.0 |"),
    A("cp07", "comparison", "How does the direct Z' reach compare with the HL-LHC?", D_ZPRIME,
      "The 10 TeV muon collider's direct Z′ reach is about three times that of the HL-LHC.",
      "At the HL-LHC the direct reach for a sequential Z′ is about 6.5 TeV.", evidence2=D_FIGS),
    A("cp08", "comparison", "Which short model reached the higher field?", D_DIPOLES,
      "The first REBCO short model reached 12.1 T at 20 K, a higher field than the 1 m Nb3Sn short model.",
      "The first REBCO short model, wound with no-insulation coils, reached 12.1 T at 20 K"),
    A("cp09", "comparison", "How does the ring impedance compare with the LHC?", D_IMPEDANCE,
      "The estimated broadband impedance of the muon collider ring, 0.08 Ω, is higher than that of the LHC.",
      "For comparison, the broadband impedance of the LHC is about 0.1 Ω", evidence2=D_BEAMBEAM),
    A("cp10", "comparison", "Which tracking subsystem has the most material per layer?", D_TRACKER,
      "With 0.15% X0 per layer, the vertex detector has more material per layer than the inner and outer "
      "trackers.",
      "| VXD | 25 × 25 | 30–104 | 0.15 | 30 |"),
    A("cp11", "comparison", "How does the 3 TeV stage compare with the HL-LHC for κW?", D_HIGGS_SELF,
      "The 3 TeV muon collider would measure κW ten times more precisely than the HL-LHC.",
      "| κW | 1.7 | – | 0.4 | 0.1 |", evidence2=D_DRELLYAN),
    A("cp12", "comparison", "Where is the tunnel widest?", D_CIVIL,
      "The collider tunnel is wider in the arcs than at the interaction regions.",
      "The tunnel has an inner diameter of 5.5 m in the arcs and 12 m at the interaction regions."),

    # ---------------------------------------------------------------- non_body
    A("nb01", "non_body", "Has a 20 T HTS dipole been built?", D_DIPOLES,
      "A 20 T HTS dipole operating at 20 K has been built for the collider ring.",
      "7.3 A 20 T HTS dipole at 20 K for the collider ring", cite=2, evidence2=D_TOC),
    A("nb02", "non_body", "Is there an anomaly in the muon g-2?", D_G2,
      "An anomaly in the muon g-2 is established.",
      "14.3 The muon g-2 anomaly and lepton flavour"),
    A("nb03", "non_body", "Has a 16 T Nb3Sn dipole reached full field?", D_REFS,
      "A 16 T Nb3Sn dipole has reached its full field at 4.5 K.",
      "A 16 T Nb3Sn dipole reaching full field at 4.5 K", evidence2=D_DIPOLES),
    A("nb04", "non_body", "Do no-insulation REBCO dipoles quench?", D_DIPOLES,
      "No-insulation REBCO dipoles operate at 20 K without quenching.",
      "Quench-free operation of no-insulation REBCO dipoles at 20 K", cite=2, evidence2=D_REFS),
    A("nb05", "non_body", "How much luminosity is needed for a 4% self-coupling measurement?", D_HIGGS_SELF,
      "A 10 TeV muon collider determines the Higgs self-coupling to 4% with only 1 ab^-1.",
      "Precision Higgs self-coupling at a 10 TeV muon collider: 4% with 1 ab^-1", cite=2, evidence2=D_REFS),
    A("nb06", "non_body", "How many neutrino interactions would a detector record?", D_REFS,
      "A neutrino detector at the collider straight sections would record 10^11 interactions per year.",
      "A 10^11 event neutrino factory from muon collider straight sections", evidence2=D_NEUTRINO),
    A("nb07", "non_body", "What is the vertex detector occupancy?", D_HIGHLIGHTS,
      "The vertex detector occupancy is below 1% per bunch crossing.",
      "Vertex detector occupancy below 1% per bunch crossing", evidence2=D_TRACKER),
    A("nb08", "non_body", "What is the muon identification efficiency?", D_HIGHLIGHTS,
      "Muons are identified with 98% efficiency across the whole detector acceptance.",
      "98% muon identification efficiency", evidence2=D_MUON),
    A("nb09", "non_body", "What neutrino dose is expected at the surface?", D_FIGS,
      "The neutrino-induced dose at the surface is below 0.01 mSv per year everywhere.",
      "the dose is below 0.01 mSv per year everywhere", evidence2=D_CIVIL),
    A("nb10", "non_body", "What field did the Nb3Sn short model reach?", D_DIPOLES,
      "The 1 m Nb3Sn short model was trained at 1.9 K up to its 16 T target field.",
      "Figure 7: Training history of the 1 m Nb3Sn short model at 1.9 K up to the 16 T target field."),
    A("nb11", "non_body", "Does the luminosity spectrum have a tail?", D_FIGS,
      "The luminosity spectrum of the muon collider has no low-energy tail.",
      "the muon collider spectrum has no low-energy tail", evidence2=D_LUMISPEC),
    A("nb12", "non_body", "Can the quartic Higgs self-coupling be measured?", D_TOC,
      "The quartic Higgs self-coupling can be measured at the 10 TeV stage.",
      "12.4 Measuring the Higgs quartic self-coupling at 10 TeV", evidence2=D_HIGGS_SELF),

    # ---------------------------------------------------------------- number
    A("nu01", "number", "What is the vertex detector layout?", D_TRACKER,
      "The vertex detector uses 25 µm × 25 µm pixels at barrel radii between 30 cm and 104 cm.",
      "| VXD | 25 × 25 | 30–104 | 0.15 | 30 |"),
    A("nu02", "number", "How much of the decay-electron power does the liner absorb?", D_RADIATION,
      "A 40 mm tungsten liner inside the magnet bore absorbs 89% of the decay-electron power.",
      "A tungsten liner of 40 mm thickness inside the magnet bore absorbs 98% of this power", evidence2=D_CRYO),
    A("nu03", "number", "How large is the beamstrahlung energy loss at the muon collider?", D_BEAMBEAM,
      "At the muon collider the average beamstrahlung energy loss per particle is below 10^-7 of the beam "
      "energy.",
      "Beamstrahlung is negligible: the average energy loss per particle is below 10^-5 of the beam energy"),
    A("nu04", "number", "How far from the ring do the neutrinos exit the ground?", D_CIVIL,
      "For a ring at 200 m depth, neutrinos from the arcs leave the ground about 5 km from the ring.",
      "neutrinos from muon decays in the arcs leave the ground at a distance that grows with depth, about 50 km "
      "from the ring at 200 m"),
    A("nu05", "number", "What electrical power does the cryogenic system need?", D_CRYO,
      "The total electrical power of the cryogenic system is estimated at 72 kW.",
      "The total electrical power of the cryogenic system is estimated at 72 MW", evidence2=D_KEYFACTS),
    A("nu06", "number", "What is the VBF di-Higgs cross section at 10 TeV?", D_HIGGS_SELF,
      "Double Higgs production through vector-boson fusion has a cross section of 0.82 pb at 10 TeV.",
      "Double Higgs production through vector-boson fusion has a cross section of 0.82 fb at 10 TeV and 0.09 fb "
      "at 3 TeV [81].", evidence2=D_TOC),
    A("nu07", "number", "How many training quenches did the Nb3Sn short model need?", D_DIPOLES,
      "The 1 m Nb3Sn short model reached 14.5 T at 1.9 K after 4 training quenches.",
      "A 1 m Nb3Sn short model reached 14.5 T at 1.9 K after 11 training quenches"),
    A("nu08", "number", "What rate can the RPCs handle?", D_MUON,
      "MPGDs are considered for the forward endcaps because the RPC rate capability of about 1 MHz/cm² would be "
      "exceeded there.",
      "Micro-pattern gaseous detectors (MPGDs) are considered for the forward endcaps, where the RPC rate "
      "capability of about 1 kHz/cm² would be exceeded."),
    A("nu09", "number", "For which synchronous phases is the RCS motion stable?", D_RCS,
      "Tracking shows stable longitudinal motion in all four RCS in simulation if the synchronous phase is kept "
      "between 135° and 165°.",
      "Tracking studies nonetheless show stable motion in all four rings in simulation, if the synchronous phase "
      "is kept between 135° and 150°."),
    A("nu10", "number", "How long does the RCS 4 ramp take?", D_RCS,
      "RCS 4 ramps from 1500 GeV to 5000 GeV in 63.7 ms.",
      "| Ramp time (ms) | 0.34 | 1.10 | 2.37 | 6.37 |", evidence2=D_PARAMS),
    A("nu11", "number", "What scale do lepton-flavour-violating searches reach?", D_G2,
      "Lepton-flavour-violating processes such as μ+μ− → e+μ− are probed at 10 TeV up to an effective scale of "
      "1000 TeV.",
      "Lepton-flavour-violating processes such as μ+μ− → e+μ− are probed at 10 TeV up to an effective scale of "
      "100 TeV"),
    A("nu12", "number", "How often are pions misidentified as muons?", D_MUON,
      "The probability of misidentifying a charged pion as a muon is below 1% for transverse momenta below "
      "20 GeV.",
      "The probability of misidentifying a charged pion as a muon is below 1% for transverse momenta above 20 GeV",
      evidence2=D_HIGHLIGHTS),

    # ---------------------------------------------------------------- other_language
    A("ol01", "other_language", "Have 16 T HTS dipoles been demonstrated?", D_DIPOLES,
      "HTS-Dipole mit 16 T wurden inzwischen erfolgreich demonstriert.",
      "HTS dipoles at 16 T have therefore not yet been demonstrated."),
    A("ol02", "other_language", "What is the beam-beam tune shift?", D_BEAMBEAM,
      "Le décalage de nombre d'onde faisceau-faisceau vaut ξ = 0,87 par point d'interaction à 10 TeV.",
      "The beam-beam tune shift is ξ = 0.087 per interaction point at 10 TeV in the baseline parameter set [24]"),
    A("ol03", "other_language", "How many cryoplants serve the ring?", D_CRYO,
      "L'anello del collisore è servito da otto impianti criogenici, ciascuno con una capacità equivalente di "
      "18 kW a 4,5 K.",
      "The ring is served by six cryoplants, each with an equivalent capacity of 18 kW at 4.5 K.",
      evidence2=D_CIVIL),
    A("ol04", "other_language", "How deep will the collider ring be?", D_CIVIL,
      "El anillo del colisionador de 10 TeV tiene una circunferencia de 10,0 km y estaría situado a unos 200 m "
      "bajo la superficie.",
      "The 10 TeV collider ring has a circumference of 10.0 km and would be placed about 200 m below the surface "
      "[55]."),
    A("ol05", "other_language", "How efficient is muon identification?", D_MUON,
      "Miony o pędzie powyżej 5 GeV są identyfikowane z wydajnością 98% w całym detektorze, również w obszarze "
      "przednim.",
      "Muons with momentum above 5 GeV are identified with an efficiency of 98% in the barrel, but only 90% in "
      "the forward region below 20°"),
    A("ol06", "other_language", "How many neutrino interactions would a detector record?", D_NEUTRINO,
      "Een detector met een doel van 1 t op 100 m van het einde van een recht stuk zou ongeveer 10^9 "
      "interacties met geladen stroom per maand registreren.",
      "At the 10 TeV stage, a detector with a 1 t target placed 100 m from the end of a straight section would "
      "record about 10^9 charged-current interactions per year."),
    A("ol07", "other_language", "Where is the tracking system placed relative to the solenoid?", D_TRACKER,
      "Vertexdetektorn, den inre och den yttre spårdetektorn sitter alla utanför en solenoid på 4 T.",
      "The tracking system comprises a vertex detector (VXD), an inner tracker (IT) and an outer tracker (OT), "
      "all inside a 4 T solenoid [61].", evidence2=D_CALO),
    A("ol08", "other_language", "When was the IMCC formed?", D_GOVERNANCE,
      "Mezinárodní spolupráce pro mionový urychlovač (IMCC) vznikla v roce 2022 pod záštitou CERN a sdružuje "
      "asi 60 členských institucí ze 20 zemí.",
      "The International Muon Collider Collaboration (IMCC) was formed in 2022 under the auspices of CERN and "
      "now counts about 60 member institutes in 20 countries [131]."),
    A("ol09", "other_language", "Is a top threshold scan planned?", D_TOP,
      "Uma varredura do limiar perto de 345 GeV faz parte do programa do colisor de múons.",
      "A threshold scan near 345 GeV is not part of the programme, because neither stage would operate at that "
      "energy"),
    A("ol10", "other_language", "Are polarised beams required?", D_POLARISATION,
      "Polariserede stråler er nødvendige for det centrale fysikprogram ved 10 TeV.",
      "Polarised beams are not required for the core physics programme at 10 TeV."),
    A("ol11", "other_language", "How precisely is the trilinear self-coupling measured at 10 TeV?", D_HIGGS_SELF,
      "10 TeV:n myonitörmäytin mittaisi Higgsin trilineaarisen itsekytkennän 15 prosentin tarkkuudella.",
      "| κλ (trilinear) | 50 | 5 | 15 | 4 |", evidence2=D_PARAMS),
    A("ol12", "other_language", "How does ISR change the luminosity spectrum at 10 TeV?", D_LUMISPEC,
      "À 10 TeV, le rayonnement dans l'état initial abaisse à 91 % la fraction de la luminosité située à moins "
      "de 1 % de l'énergie nominale.",
      "ISR, which is present at every lepton collider, lowers the fraction within 1% to 71% at 10 TeV."),

    # ================================================================ honest: paraphrase
    H("hp01", "paraphrase", "Will the resistive-wall instability limit operation?", D_IMPEDANCE,
      "The resistive-wall instability should not constrain operation: even its fastest mode needs 350 ms to "
      "grow, whereas muons at 5 TeV live only 104 ms.",
      "The transverse resistive-wall instability is not expected to limit operation, because its fastest rise "
      "time, 350 ms, is longer than the muon lifetime of 104 ms at 5 TeV beam energy."),
    H("hp02", "paraphrase", "Why is the collider ring placed so deep?", D_KEYFACTS,
      "The main reason for the depth of the ring is to reduce off-site radiation from neutrinos, rather than "
      "the geology.",
      "The depth is chosen mainly to limit the off-site radiation from neutrinos, not for geological reasons",
      cite=2, evidence2=D_CIVIL),
    H("hp03", "paraphrase", "How is the neutrino flux determined?", D_NEUTRINO,
      "The neutrino flux can be determined to 1% from the current and energy of the muon beam.",
      "The flux is known to 1% from the muon beam current and energy"),
    H("hp04", "paraphrase", "Has ionisation cooling been demonstrated?", D_DEMO,
      "The MICE experiment at RAL showed ionisation cooling in 2020, reducing the emittance by roughly 10% in "
      "one absorber.",
      "The MICE experiment at RAL demonstrated ionisation cooling in 2020, with an emittance reduction of about "
      "10% in a single absorber"),
    H("hp05", "paraphrase", "Is there a muon g-2 anomaly?", D_G2,
      "Currently the measured a_μ is consistent with the 2025 Standard Model prediction of the Theory "
      "Initiative, and no deviation has been established.",
      "The present experimental value of a_μ agrees with the 2025 Standard Model prediction of the Theory "
      "Initiative, so no deviation is established."),
    H("hp06", "paraphrase", "Can four-top production be observed?", D_TOP,
      "Four-top production, with a cross section of 0.4 fb, can be observed at the 10 TeV stage but not at the "
      "3 TeV stage.",
      "Four-top production, with a cross section of 0.4 fb, is observable only at the 10 TeV stage.",
      evidence2=D_PARAMS),

    # ---------------------------------------------------------------- honest: merged
    H("hm01", "merged", "What did the Nb3Sn short model reach?", D_DIPOLES,
      "The 1 m Nb3Sn short model reached 14.5 T at 1.9 K, 91% of the target field, after 11 training quenches.",
      "A 1 m Nb3Sn short model reached 14.5 T at 1.9 K after 11 training quenches, 91% of the target field"),
    H("hm02", "merged", "How many cryoplants serve the ring and how large are they?", D_CRYO,
      "Six cryoplants, each with an equivalent capacity of 18 kW at 4.5 K, serve the collider ring.",
      "The ring is served by six cryoplants, each with an equivalent capacity of 18 kW at 4.5 K."),
    H("hm03", "merged", "How is the hadron calorimeter built?", D_CALO,
      "The HCAL has 60 layers of steel absorbers and SiPM-read scintillator tiles, for a depth of 7.5 λI.",
      "The hadron calorimeter (HCAL) uses steel absorbers and scintillator tiles read out by silicon "
      "photomultipliers (SiPMs), with 60 layers and a depth of 7.5 λI."),
    H("hm04", "merged", "How wide is the tunnel?", D_CIVIL,
      "The inner diameter of the tunnel is 5.5 m in the arcs and grows to 12 m at the interaction regions.",
      "The tunnel has an inner diameter of 5.5 m in the arcs and 12 m at the interaction regions."),
    H("hm05", "merged", "What is the di-Higgs cross section?", D_HIGGS_SELF,
      "The vector-boson-fusion di-Higgs cross section is 0.82 fb at 10 TeV and 0.09 fb at 3 TeV.",
      "Double Higgs production through vector-boson fusion has a cross section of 0.82 fb at 10 TeV and 0.09 fb "
      "at 3 TeV [81].", evidence2=D_REFS),
    H("hm06", "merged", "How does the Collaboration Board work?", D_GOVERNANCE,
      "The IMCC Collaboration Board meets twice a year and takes its decisions by a two-thirds majority.",
      "It is governed by a Collaboration Board (CB), which meets twice a year and takes decisions by a two-thirds "
      "majority"),

    # ---------------------------------------------------------------- honest: qualified
    H("hq01", "qualified", "How precisely can the trilinear self-coupling be measured?", D_HIGGS_SELF,
      "With 10 ab^-1 at 10 TeV the trilinear self-coupling would be measured to 4% at 68% CL, provided the "
      "systematic uncertainty on the μ+μ− → ZZνν background is kept to 1%.",
      "With 10 ab^-1 at 10 TeV the trilinear self-coupling would be determined to 4% at 68% CL, assuming the "
      "systematic uncertainty on the background from μ+μ− → ZZνν is controlled to 1%."),
    H("hq02", "qualified", "Does beam-beam disruption raise the luminosity?", D_BEAMBEAM,
      "In simulation, beam-beam disruption enhances the luminosity by a factor of 1.12, an effect not yet "
      "included in the baseline luminosity.",
      "the resulting disruption enhancement of the luminosity is 1.12 in simulation, and is not yet included in "
      "the baseline luminosity of 2 × 10^35 cm^-2 s^-1"),
    H("hq03", "qualified", "Is the longitudinal motion in the RCS stable?", D_RCS,
      "Simulated tracking shows stable motion in all four RCS as long as the synchronous phase stays between "
      "135° and 150°.",
      "Tracking studies nonetheless show stable motion in all four rings in simulation, if the synchronous phase "
      "is kept between 135° and 150°."),
    H("hq04", "qualified", "Could the ring be placed at 100 m depth?", D_CIVIL,
      "A ring at 100 m depth would be acceptable only if the beam is wobbled vertically with an amplitude of "
      "about 1 mrad.",
      "A depth of 100 m would be acceptable only if the beam is moved vertically with a wobbling amplitude of "
      "about 1 mrad", evidence2=D_FIGS),
    H("hq05", "qualified", "When could the dipole short models reach the full field?", D_DIPOLES,
      "A second series of short models aims to reach the full field, but not before 2029.",
      "A second series of short models aims to reach the full field by 2029 at the earliest"),
    H("hq06", "qualified", "How precisely could the beam energy be calibrated?", D_POLARISATION,
      "Simulations indicate that fitting the modulation of the decay-electron spectrum would give the mean beam "
      "energy to 10^-6, as long as the polarisation remains above 10%.",
      "a fit of this modulation would give the mean beam energy to a relative precision of 10^-6 in simulation, "
      "provided the polarisation stays above 10%", evidence2=D_ESPREAD),

    # ---------------------------------------------------------------- honest: reattributed
    H("hr01", "reattributed", "What is the longitudinal impedance of the ring?", D_IMPEDANCE,
      "Simulations put the longitudinal broadband impedance at |Z/n| = 0.08 Ω, mostly from the tungsten liner "
      "of the beam screen and the bellows.",
      "The longitudinal broadband impedance is estimated at |Z/n| = 0.08 Ω in simulation, dominated by the "
      "tungsten liner of the beam screen and by the bellows (ref. 22)."),
    H("hr02", "reattributed", "What happened to the first REBCO short model?", D_REFS,
      "The first no-insulation REBCO short model reached 12.1 T at 20 K; during its second cool-down a quench at "
      "11.8 T damaged one of its pancake coils.",
      "The first REBCO short model, wound with no-insulation coils, reached 12.1 T at 20 K, and a quench at "
      "11.8 T during the second cool-down damaged one of its pancake coils (ref. 42).",
      cite=2, evidence2=D_DIPOLES),
    H("hr03", "reattributed", "How is the muon system laid out?", D_MUON,
      "The muon system sits in the iron return yoke outside the solenoid, with seven RPC layers in the barrel "
      "and six in each endcap.",
      "The muon system is housed in the iron return yoke outside the solenoid and uses seven layers of resistive "
      "plate chambers (RPCs) in the barrel and six in each endcap [67]."),
    H("hr04", "reattributed", "How well can the top Yukawa coupling be measured?", D_TOP,
      "At 10 TeV, tt̄H production gives the top Yukawa coupling to 3%, assuming the 70% b-tagging efficiency "
      "obtained in simulation with the BIB overlaid.",
      "The top Yukawa coupling can be measured to 3% from tt̄H production at 10 TeV, assuming the b-tagging "
      "efficiency of 70% reached in simulation with the BIB overlaid (ref. 96)."),
    H("hr05", "reattributed", "Where does the neutrino beam come from?", D_NEUTRINO,
      "Decays of the stored muons create an intense, collimated neutrino beam along every straight section of "
      "the collider ring.",
      "The decays of the stored muons produce an intense, collimated neutrino beam along each straight section "
      "of the collider ring [111].", evidence2=D_REFS),
    H("hr06", "reattributed", "How does the luminosity spectrum compare with CLIC?", D_LUMISPEC,
      "Before initial-state radiation is included, 95% of the muon collider luminosity lies within 1% of the "
      "nominal centre-of-mass energy, against 35% at CLIC at 3 TeV.",
      "before initial-state radiation (ISR) is included, 95% of the luminosity lies within 1% of the nominal "
      "centre-of-mass energy, compared with 35% at CLIC at 3 TeV [27]"),

    # ---------------------------------------------------------------- honest: reordered
    H("ho01", "reordered", "What sets the aperture of the arc magnets?", D_RADIATION,
      "Without the liner a 60 mm aperture would suffice; it is the 40 mm liner thickness that sets the magnet "
      "aperture.",
      "The liner thickness of 40 mm sets the magnet aperture: without the liner, a 60 mm aperture would suffice."),
    H("ho02", "reordered", "When could a neutrino detector be installed?", D_NEUTRINO,
      "Because the injection and RF systems occupy the straight sections during commissioning, a neutrino "
      "detector could be installed only after the first physics run, though it would not interfere with "
      "collider operation.",
      "A neutrino detector would not interfere with collider operation, but it could be installed only after "
      "the first physics run, because the straight sections are occupied by the injection and RF systems during "
      "commissioning."),
    H("ho03", "reordered", "When could construction be decided?", D_GOVERNANCE,
      "After the demonstrator results, a construction decision could come in 2034 at the earliest, with first "
      "collisions at 3 TeV about 15 years after that.",
      "A decision on construction could be taken at the earliest in 2034, after the demonstrator results, and "
      "first collisions at 3 TeV would follow about 15 years later."),
    H("ho04", "reordered", "What time resolution does the ECAL need?", D_CALO,
      "A cell time resolution of 80 ps or better is required for the ±250 ps time cut around the expected "
      "arrival time, which removes most of the 30 MeV per cell that the BIB deposits in the first five ECAL "
      "layers.",
      "The BIB deposits on average 30 MeV per ECAL cell in the first five layers; a time cut of ±250 ps around "
      "the expected arrival time removes most of it, which requires a cell time resolution of 80 ps or better."),
    H("ho05", "reordered", "Where do the neutrinos leave the ground?", D_CIVIL,
      "At a depth of 200 m, neutrinos from muon decays in the arcs leave the ground about 50 km from the ring, a "
      "distance that grows with depth.",
      "neutrinos from muon decays in the arcs leave the ground at a distance that grows with depth, about 50 km "
      "from the ring at 200 m", evidence2=D_KEYFACTS),
    H("ho06", "reordered", "How do the oblique parameters compare with FCC-ee?", D_DRELLYAN,
      "FCC-ee would constrain W and Y to 10^-5 from Z-pole and WW-threshold data, whereas with 10 ab^-1 the muon "
      "collider would constrain these parameters, whose effects grow with energy, to 2 × 10^-7.",
      "The oblique parameters W and Y, whose effects grow with energy, would be constrained to 2 × 10^-7 with "
      "10 ab^-1, compared with 10^-5 at FCC-ee, where the sensitivity comes from Z-pole and WW-threshold data "
      "instead."),

    # ---------------------------------------------------------------- honest: respectively
    H("hs01", "respectively", "How does the s-channel top cross section change with energy?", D_TOP,
      "At 3 TeV and 10 TeV the s-channel top-pair cross sections are 19 fb and 1.7 fb, respectively.",
      "the s-channel cross section falls to 1.7 fb, compared with 19 fb at 3 TeV [95]"),
    H("hs02", "respectively", "How many RPC layers does the muon system have?", D_MUON,
      "Each endcap and the barrel of the muon system contain six and seven RPC layers, respectively.",
      "uses seven layers of resistive plate chambers (RPCs) in the barrel and six in each endcap"),
    H("hs03", "respectively", "How far does the Z' reach extend?", D_ZPRIME,
      "For couplings of order one, the indirect and direct Z′ reaches of the 10 TeV stage are 60 TeV and about "
      "9.5 TeV, respectively.",
      "A Z′ boson that couples to muons can be produced directly up to masses close to the centre-of-mass "
      "energy, about 9.5 TeV at the 10 TeV stage, and indirectly through its interference with Drell–Yan "
      "production up to 60 TeV for couplings of order one [101]."),
    H("hs04", "respectively", "What do MEG II and Mu3e search for?", D_G2,
      "The decays μ → eee and μ → eγ are searched for in muon decays at rest by Mu3e and MEG II, respectively.",
      "complementing the MEG II and Mu3e experiments, which search for μ → eγ and μ → eee in muon decays at rest "
      "(ref. 106)"),
    H("hs05", "respectively", "What time resolution do the calorimeters need?", D_CALO,
      "The HCAL and the ECAL require time resolutions of 200 ps and 80 ps, respectively.",
      "| Required time resolution | 80 | 200 | ps |"),
    H("hs06", "respectively", "What are the repetition rates of the designs?", D_PARAMS,
      "The repetition rate is 15 Hz for the MAP 1.5 TeV design and 5 Hz for both the 3 TeV and 10 TeV stages.",
      "| Repetition rate | Hz | 15 | 5 | 5 |", evidence2=D_KEYFACTS),

    # ---------------------------------------------------------------- honest: table_row
    H("ht01", "table_row", "How many turns do the last two RCS take?", D_RCS,
      "In the RCS chain of the 10 TeV collider, RCS 3 accelerates the muons in 66 turns and RCS 4 in 162 turns.",
      "| Number of turns | 17 | 55 | 66 | 162 |"),
    H("ht02", "table_row", "What heat load reaches the cold mass?", D_CRYO,
      "In the arcs of the 10 TeV collider ring, the 4.5 K cold mass has a static heat load of 0.3 W/m and a "
      "dynamic load of 10.0 W/m, 10.3 W/m in total.",
      "4.5 K (cold mass) | 0.3 | 10.0 | 10.3"),
    H("ht03", "table_row", "What is the outer tracker layout?", D_TRACKER,
      "The outer tracker uses sensors with a 50 µm × 10000 µm pitch at barrel radii from 819 mm to 1486 mm, with "
      "1.0% X0 of material per layer and a time resolution of 60 ps.",
      "| OT | 50 × 10000 | 819–1486 | 1.0 | 60 |"),
    H("ht04", "table_row", "How precisely is κb measured?", D_HIGGS_SELF,
      "The expected precision on κb at 68% CL is 3.6% at the HL-LHC, 0.9% at the 3 TeV muon collider and 0.4% "
      "at the 10 TeV muon collider.",
      "| κb | 3.6 | – | 0.9 | 0.4 |"),
    H("ht05", "table_row", "What is the average dipole field of the collider ring?", D_PARAMS,
      "The 10 TeV collider ring has an average dipole field of 10.5 T, compared with 7.0 T at the 3 TeV stage.",
      "| Average dipole field | T | 6.4 | 7.0 | 10.5 |"),
    H("ht06", "table_row", "How large are the calorimeter cells?", D_CALO,
      "The ECAL cells measure 5 mm × 5 mm, while the HCAL cells measure 30 mm × 30 mm.",
      "| Cell size | 5 × 5 | 30 × 30 | mm² |", evidence2=D_TRACKER),

    # ---------------------------------------------------------------- honest: unit_conversion
    H("hu01", "unit_conversion", "How far away do the neutrinos exit the ground?", D_CIVIL,
      "For a ring 0.2 km below the surface, neutrinos from muon decays in the arcs leave the ground about 50 km "
      "from the ring.",
      "neutrinos from muon decays in the arcs leave the ground at a distance that grows with depth, about 50 km "
      "from the ring at 200 m"),
    H("hu02", "unit_conversion", "What is the electrical power of the cryogenic system?", D_CRYO,
      "The electrical power of the cryogenic system is estimated at 72,000 kW, most of it for the liner circuit.",
      "The total electrical power of the cryogenic system is estimated at 72 MW, most of which goes to the liner "
      "circuit [52].", evidence2=D_RADIATION),
    H("hu03", "unit_conversion", "How much power do the decay electrons deposit in the arcs?", D_RADIATION,
      "At 10 TeV the decay electrons deposit about 0.5 kW per metre in the arcs.",
      "At 10 TeV the decay electrons deposit about 500 W/m in the arcs [44]."),
    H("hu04", "unit_conversion", "What are the vertex detector pixel pitch and time resolution?", D_TRACKER,
      "The vertex detector has a pixel pitch of 0.025 mm × 0.025 mm and a time resolution of 0.03 ns.",
      "| VXD | 25 × 25 | 30–104 | 0.15 | 30 |"),
    H("hu05", "unit_conversion", "How fast does the resistive-wall instability grow?", D_IMPEDANCE,
      "The fastest resistive-wall rise time, 0.35 s, is longer than the 0.104 s lifetime of muons at 5 TeV beam "
      "energy.",
      "its fastest rise time, 350 ms, is longer than the muon lifetime of 104 ms at 5 TeV beam energy"),
    H("hu06", "unit_conversion", "What dipoles does the 10 TeV ring need?", D_DIPOLES,
      "The 10 TeV collider ring requires arc dipoles with a 16 T bore field in a 14 cm aperture.",
      "The collider ring at 10 TeV requires arc dipoles with a bore field of 16 T in a 140 mm aperture [41]."),

    # ---------------------------------------------------------------- honest: abbreviation
    H("ha01", "abbreviation", "What occupancy does the innermost vertex layer see?", D_TRACKER,
      "In simulation, the beam-induced background produces a hit occupancy of 3.8% per bunch crossing in the "
      "innermost vertex detector layer, after a 90 ps timing window around the expected arrival time.",
      "Hit occupancy from the beam-induced background (BIB) in the innermost VXD layer is 3.8% per bunch crossing "
      "in simulation, after a timing window of 90 ps around the expected arrival time.", evidence2=D_CALO),
    H("ha02", "abbreviation", "Why are MPGDs considered for the forward endcaps?", D_MUON,
      "MPGDs are considered for the forward endcaps because there the rate capability of the resistive plate "
      "chambers, about 1 kHz/cm², would be exceeded.",
      "Micro-pattern gaseous detectors (MPGDs) are considered for the forward endcaps, where the RPC rate "
      "capability of about 1 kHz/cm² would be exceeded."),
    H("ha03", "abbreviation", "What did P5 recommend?", D_GOVERNANCE,
      "P5 recommended in 2023 that the United States join the muon collider R&D effort.",
      "The US Particle Physics Project Prioritization Panel (P5) recommended in 2023 that the US join the R&D "
      "effort"),
    H("ha04", "abbreviation", "What gradient did gas-filled cavities reach?", D_DEMO,
      "At Fermilab's MTA, RF cavities filled with high-pressure hydrogen gas reached 50 MV/m in a 3 T field.",
      "Cavities filled with high-pressure hydrogen gas reached 50 MV/m in a 3 T field at the Fermilab MuCool Test "
      "Area (MTA) [122]"),
    H("ha05", "abbreviation", "Why is REBCO considered for the dipoles?", D_DIPOLES,
      "Rare-earth barium copper oxide (REBCO) high-temperature superconductor would allow the dipoles to operate "
      "at 20 K and so reduce the cryogenic power.",
      "REBCO high-temperature superconductor (HTS), which would allow operation at 20 K and so reduce the "
      "cryogenic power"),
    H("ha06", "abbreviation", "What cavities does RCS 4 use?", D_RCS,
      "The fourth rapid-cycling synchrotron uses 1.3 GHz superconducting cavities of the International Linear "
      "Collider type, with a gradient of 30 MV/m.",
      "The RF system of RCS 4 uses 1.3 GHz superconducting cavities of the ILC type, with a gradient of 30 MV/m"),
]
