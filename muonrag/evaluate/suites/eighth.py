"""Eighth held-out grounding suite (7 December 2026, fourth session).

Claim-level cases for the grounding checker over muon collider literature. Each case is a
model claim with one verbatim quote cited to one of one or two evidence chunks; attacks must be
removed, honest claims kept.

Topics: muon production (proton driver, graphite target, pion capture solenoid), ionisation
cooling (the 6D cooling channel, final cooling, the cooling demonstrator and MICE), RF cavities
in strong magnetic fields, HTS solenoids, rapid-cycling synchrotrons and hybrid magnets and their
powering, neutrino flux mitigation (depth, movers, site), beam-induced background simulation
(FLUKA, nozzles), timing layers and 4D tracking, forward muon tagging, electromagnetic
calorimeter options (CRILIN, Si-W), trigger-less readout and data rates, software (Key4hep,
Marlin, DD4hep), BSM physics (minimal dark matter, Higgs portal, vector boson scattering, heavy
neutral leptons), electroweak PDFs of the muon, site options (CERN, Fermilab), cost and
timeline, energy consumption.

Counts: 108 attacks in nine families (qualifier_cut 12, other_machine 12, goal_as_result 12,
role_swap 12, quantifier 12, comparison 12, non_body 12, number 12, other_language 12) and
54 honest cases in nine kinds of 6 each (paraphrase, merged, qualified, reattributed,
reordered, respectively, table_row, unit_conversion, abbreviation); 162 cases in all, about
a third with a second chunk.

A helper wrote them from the family descriptions without reading the checker, its tests or the
earlier sets. All numbers are invented but kept self-consistent across chunks. Here "reattributed"
honest answers quote, from the chunk they cite, a sentence that carries the paper's own reference
marker ("[33]", "(ref. 22)"), which the claim leaves out.

First run, with the rules as they stood after the seventh set's second round of changes (the figure out of set):
92 of 108 attacks caught and 29 of 54 honest answers kept offline (89/108 and 39/54 with a judge that keeps every
doubt). The cases still wrong are strict xfails with reasons in ``tests/test_blind_sets.py``.
"""

from muonrag.evaluate.suites.blind import case_builders

TITLE = ("A Staged Muon Collider at 3 and 10 TeV: Muon Production, Ionisation Cooling, "
         "Detector Environment and Physics Reach (Interim Design Report)")


A, H = case_builders(TITLE)


# --- shared evidence chunks -------------------------------------------------------------------

D_TOC = """## Contents

1 Introduction .......... 3
2 Muon production .......... 7
2.1 Proton driver .......... 8
2.2 Target and pion capture solenoid .......... 11
3 Ionisation cooling .......... 18
3.1 Six-dimensional cooling channel .......... 19
3.2 Final cooling to 22.5 µm .......... 24
3.3 The cooling demonstrator .......... 28
4 RF cavities in strong magnetic fields .......... 31
5 High-field HTS solenoids .......... 35
6 Rapid-cycling synchrotrons and hybrid magnets .......... 40
6.2 Powering the hybrid magnets with 99 per cent energy recovery .......... 44
7 Neutrino flux mitigation .......... 46
8 Beam-induced background .......... 52
9 Detector concept .......... 58
9.1 Timing layers and 4D tracking .......... 60
9.2 Forward muon tagging up to |η| = 7 .......... 64
9.3 Electromagnetic calorimeter options .......... 67
9.4 Trigger-less readout .......... 70
10 Software .......... 73
11 Physics reach .......... 77
12 Site options, cost and timeline .......... 88
13 Energy consumption .......... 94
References .......... 99
"""

D_INTRO = """## 1 Introduction

A muon collider combines the precision of a lepton collider with the energy reach of a hadron collider: the muon is about 200 times heavier than the electron and therefore radiates far less synchrotron power in a ring [1]. For many processes, a 10 TeV muon collider would have a reach comparable to that of a 100 TeV proton collider such as FCC-hh, because the full beam energy is available in the collision rather than being shared among partons. The main difficulty is the short muon lifetime of 2.2 µs at rest, which requires that the muons be produced, cooled and accelerated within a fraction of a second [2, 3]. This report summarises the design as of 2026. Many of the parameters quoted are targets rather than demonstrated values, and they are marked as such where it matters.
"""

D_PARAMS = """Table 1: Main parameters of the two collider stages. Luminosity in 10^34 cm^-2 s^-1.

Parameter | Unit | 3 TeV | 10 TeV
Luminosity | — | 1.8 | 20
Muons per bunch | 10^12 | 2.2 | 1.8
Repetition rate | Hz | 5 | 5
Circumference | km | 4.5 | 10
Dipole field | T | 11 | 16
β* | mm | 5 | 1.5
Bunch length (rms) | mm | 5 | 1.5
Normalised transverse emittance | µm | 25 | 25
Integrated luminosity goal | ab^-1 | 1 | 10
"""

D_KEYFACTS = """> **Key facts**
>
> - Proton driver: 5 GeV, 2 MW, 5 Hz
> - Capture solenoid: 20 T, HTS, 20 K
> - 6D cooling output: 0.3 mm transverse emittance
> - Final cooling: 22.5 µm
> - RF in 3 T: 50 MV/m
> - Neutrino dose: below 10 µSv/year
> - First collisions: 2050
> - Site power (10 TeV): 230 MW
"""

D_PROTON = """## 2.1 Proton driver

The muon source is driven by a 5 GeV proton beam with an average power of 2 MW, delivered at a repetition rate of 5 Hz [8]. An H⁻ linac fills an accumulator ring, after which a compressor ring reduces the bunch length to 2 ns rms before the protons are sent to the target. The US Muon Accelerator Program (MAP) design assumed an 8 GeV driver with 4 MW of beam power (ref. 9); the lower power of the present baseline is possible only if the capture efficiency of the front end is kept at the level found in simulation. Four proton bunches per pulse are combined on the target within 40 µs. The 2 ns bunch length has not yet been demonstrated at 2 MW; existing high-power facilities such as ESS, designed for 5 MW at 2 GeV, operate with much longer pulses. A driver of 1 MW would be sufficient for the 3 TeV stage if the stage ran with a reduced number of muons per bunch.

Table 2: Proton driver parameters.

| Parameter | Unit | Value |
|---|---|---|
| Beam energy | GeV | 5 |
| Beam power | MW | 2 |
| Repetition rate | Hz | 5 |
| Bunches per pulse | — | 4 |
| Bunch length (rms) | ns | 2 |
| Protons per pulse | 10^14 | 5 |
"""

D_TARGET = """## 2.2 Target and pion capture solenoid

Pions are produced when the proton beam strikes a graphite target placed inside a 20 T capture solenoid [10]. The field tapers adiabatically from 20 T at the target to 1.5 T at the entrance of the decay channel over a length of 18 m, which captures pions with transverse momenta up to about 250 MeV/c. A tungsten-carbide shield, cooled by water, sits between the target and the superconducting coils and absorbs most of the 2 MW beam power that is not carried away by secondaries; without it the coils would receive a dose above 10 MGy per year. The present design uses an HTS solenoid with a 1.2 m warm bore, which would operate at 20 K rather than at 4.5 K. The MAP design (ref. 9) instead used a hybrid of a 15 T superconducting outsert and a 5 T resistive insert consuming about 12 MW. A liquid-metal target was studied but is not part of the baseline. In simulation the front end delivers about 0.08 muons of each sign per proton into the cooling channel.

Figure 3: The 20 T HTS capture solenoid with its 1.2 m bore, operating at 20 K.
"""

D_COOL6D = """## 3.1 Six-dimensional cooling channel

After the front end, the muon beam has a normalised transverse emittance of 17 mm and a longitudinal emittance of 46 mm. The six-dimensional cooling channel reduces these to 0.3 mm and 1.5 mm respectively, in simulation with G4beamline [14]. The channel is divided into a charge-separated rectilinear section (stages A1–A4), a bunch merge, and a second rectilinear section (stages B1–B8), with a total length of 980 m. Solenoid fields increase from 2.5 T in stage A1 to 13.6 T in stage B8, while the RF frequency rises from 325 MHz to 650 MHz. The overall transmission is 55 per cent, including decays; most of the loss occurs in the bunch merge. The MAP rectilinear channel reached 0.28 mm transverse emittance in simulation [15], but assumed RF gradients that have not been demonstrated in the required magnetic fields. The present channel would meet the collider requirement only if the RF cavities sustain 30 MV/m in the stage B8 field.

Table 5: Selected 6D cooling stages (simulation). Emittances are the values at the end of each stage.

Stage | Field [T] | RF frequency [MHz] | Cell length [m] | ε_T [mm] | ε_L [mm]
A1 | 2.5 | 325 | 1.8 | 10.5 | 20.1
A4 | 5.7 | 650 | 0.8 | 1.9 | 6.0
B1 | 3.7 | 325 | 2.3 | 4.9 | 9.8
B8 | 13.6 | 650 | 0.6 | 0.30 | 1.50
"""

D_FINAL = """## 3.2 Final cooling to 22.5 µm

Final cooling aims to reduce the transverse emittance from 300 µm to 22.5 µm, leaving a margin of 10 per cent for growth before the collider, whose design value is 25 µm [16]. This is done in a sequence of high-field solenoids with liquid-hydrogen absorbers, at the cost of an increase of the longitudinal emittance. The MAP final cooling design reached 55 µm in simulation with 30 T solenoids (ref. 17). The new design reaches 22.5 µm in simulation, but only if solenoid fields of 40 T and RF frequencies as low as 20 MHz are available. An all-superconducting 32 T magnet has been operated at NHMFL [18], whereas 40 T in a bore of 50 mm has not yet been demonstrated. The transmission of the final cooling system is 50 per cent in the present lattice.
"""

D_DEMO = """## 3.3 The cooling demonstrator

The cooling demonstrator aims to show six-dimensional cooling over several cells with RF re-acceleration, which MICE did not attempt. MICE, at the Rutherford Appleton Laboratory, observed a reduction of transverse amplitude in a liquid-hydrogen and a lithium-hydride absorber [19], but had no RF cavities in the cooling cell. The demonstrator would be located in the TT7 area at CERN and use a 14 GeV proton beam from the PS to produce muons. Its cells are designed to operate with solenoids of 7.2 T and 704 MHz cavities at 25 MV/m. Construction would start in 2029 at the earliest, and first beam is not expected before 2032. The demonstrator is required to measure the emittance change to a precision of 1 per cent.
"""

D_RF = """## 4 RF cavities in strong magnetic fields

Ionisation cooling requires high-gradient normal-conducting cavities that operate inside solenoid fields. Tests at the Fermilab MuCool Test Area (MTA) showed that an 805 MHz copper cavity, which reached 40 MV/m without field, was limited to about 25 MV/m in a 3 T field [21]. Breakdown in a magnetic field is attributed to electrons focused by the field onto the cavity walls, where they deposit energy locally. A cavity with beryllium end walls reached 50 MV/m in a 3 T field without measurable degradation (ref. 22). A high-pressure hydrogen gas-filled cavity reached 65 MV/m in 3 T, although the gas load from an intense beam reduces the usable gradient. No cavity has yet been tested above 3 T; the final 6D stages will place cavities in fields of up to 7 T at the cavity wall.

Table 6: Gradients reached at the MTA (805 MHz). Gradients in MV/m.

| Cavity | B = 0 | B = 3 T |
|---|---|---|
| Copper, pillbox | 40 | 25 |
| Beryllium end walls | 50 | 50 |
| Gas-filled (H₂, 100 atm) | 65 | 65 |
"""

D_HTS = """## 5 High-field HTS solenoids

High-temperature superconductors (HTS), in the form of REBCO coated-conductor tape, are the baseline for the target, the last 6D cooling stages and the final cooling solenoids. Operation at 20 K instead of 4.5 K reduces the cryogenic power by about a factor of four for the same heat load [24]. No-insulation windings are self-protecting in most quench scenarios, but they charge slowly and their field settles with a time constant of hours. Screening currents in the tape often distort the field, which matters most in the final cooling solenoids where the field quality must be better than 0.1 per cent. Table 7 lists the requirements; none of the three magnets has yet been built at full size.

Table 7: HTS solenoid requirements.

Magnet | Peak field (T) | Bore (mm) | Stored energy (MJ) | Operating temperature (K)
Target solenoid | 20 | 1200 | 3000 | 20
6D stage B8 | 13.6 | 150 | 15 | 20
Final cooling | 40 | 50 | 10 | 4.5
"""

D_RCS = """## 6 Rapid-cycling synchrotrons and hybrid magnets

After the linac and recirculating linacs bring the muons to 63 GeV, a chain of rapid-cycling synchrotrons (RCS) accelerates them to the collision energy. The 3 TeV stage uses the first three rings; the 10 TeV stage adds RCS4. Because the muons decay in flight, each ring must accelerate in a few milliseconds at most, and the design aims for a survival of 90 per cent per ring [27]. RCS2 to RCS4 use hybrid magnets, in which superconducting dipoles at a fixed 10 T are interleaved with normal-conducting dipoles ramping between −1.8 T and +1.8 T. RCS1 uses only normal-conducting magnets. The ramp rate of the normal-conducting magnets reaches 3.3 kT/s in RCS1, which would require a laminated yoke and a thin-walled ceramic vacuum chamber to limit eddy currents.

Table 8: RCS chain for the 10 TeV stage

| Ring | Injection energy (GeV) | Extraction energy (GeV) | Circumference (km) | Acceleration time (ms) |
|---|---|---|---|---|
| RCS1 | 63 | 314 | 5.99 | 0.35 |
| RCS2 | 314 | 750 | 5.99 | 1.10 |
| RCS3 | 750 | 1500 | 10.7 | 2.37 |
| RCS4 | 1500 | 5000 | 35.0 | 6.37 |
"""

D_HYBRID = """### 6.2 Powering the hybrid magnets with 99 per cent energy recovery

The normal-conducting magnets of the four rings together store about 60 MJ at peak field, which must be recovered in every cycle by resonant power converters (ref. 29). The converters are required to reach an energy recovery efficiency of 99 per cent; present prototypes reach 97 per cent. The orbit excursion stays within the aperture unless the field tracking between the normal-conducting and superconducting dipoles is worse than 10^-4 over the ramp. A first prototype of a 1.8 T fast-ramping dipole has been built and tested at 1 Hz, well below the 5 Hz needed for operation. The superconducting dipoles do not ramp and therefore dissipate almost no AC losses.
"""

D_NEUTRINO = """## 7 Neutrino flux mitigation

Neutrinos from muon decays leave the collider tangentially and reach the surface far from the ring; the resulting effective dose scales roughly with the cube of the beam energy. The design goal is an effective dose below 10 µSv per year at any point on the surface, a level at which the public exposure is considered negligible [31]. At 10 TeV this goal can be met only if the collider is placed at a depth of about 200 m and the beam orbit is periodically deformed with a mover system. The movers tilt the arc magnets vertically within ±1 mrad, spreading the neutrino cone over a wider area; in simulation this reduces the arc contribution by a factor of 25. The straight sections around the experiments cannot be covered by movers, so their flux exits must point into unpopulated areas. At 3 TeV the dose is below 1 µSv per year for a depth of 100 m even without movers.
"""

D_BIB = """## 8 Beam-induced background

The beam-induced background (BIB) is dominated by the decay products of muons upstream of the interaction point, which interact with the machine elements and produce showers that reach the detector. With 2.2 × 10^12 muons per bunch at 3 TeV, about 2.3 × 10^5 muons decay per metre of beam line per bunch crossing; at 10 TeV, with 1.8 × 10^12 muons and the longer lifetime, the figure falls to 5.8 × 10^4 per metre [33]. The background is simulated with FLUKA from the decay point to a boundary surface at the detector envelope, and the resulting particles are then passed to Geant4 for the detector response. Two tungsten nozzles with borated-polyethylene cladding, extending from 6 cm to 6 m from the interaction point with an opening angle of 10° at the tip, shield the detector from most of the BIB. In simulation the nozzles reduce the number of particles entering the detector by about three orders of magnitude. The nozzles themselves are not instrumented and limit the detector acceptance to polar angles above 10°.
"""

D_BIBTAB = """### 8.2 Particle fluxes at the detector

Table 9: BIB particles entering the detector per bunch crossing, FLUKA simulation with nozzles. Numbers in units of 10^6.

| Particle | 3 TeV | 10 TeV |
|---|---|---|
| Photons | 96 | 75 |
| Neutrons | 110 | 87 |
| Electrons and positrons | 0.86 | 0.71 |
| Charged hadrons | 0.018 | 0.016 |
| Muons | 0.0031 | 0.0030 |

The 10 TeV numbers are lower than the 3 TeV numbers for every particle type, in line with the lower decay rate per metre. Photons and neutrons make up most of the background, but their energies are typically low: the mean photon energy is 1.7 MeV and the mean neutron energy 0.5 MeV. The arrival times spread over several nanoseconds, which timing detectors exploit (Section 9.1).
"""

D_TIMING = """## 9.1 Timing layers and 4D tracking

Most BIB hits in the tracker arrive out of time with the particles from the collision, so a time window around the expected arrival time suppresses them. The vertex detector is assumed to have a hit time resolution of 30 ps, and the outer tracker 60 ps, using LGAD-type sensors [44]. With a window of −3σ to +5σ around the time of flight from the interaction point, about 70 per cent of BIB hits in the vertex detector are removed while 99 per cent of signal hits are kept, in simulation. 4D tracking, in which the hit time enters the track fit, further reduces fake tracks, which are typically combinatorial. The first vertex layer, at a radius of 30 mm, still sees about 1000 hits/cm² per bunch crossing after the time cut. Pixels of 25 × 25 µm² are needed to keep the occupancy below 1 per cent. LGADs with 30 ps resolution and such small pixels have not yet been produced.

Figure 8: Hit time distributions in the first vertex layer: the timing window removes the BIB while keeping the signal.
"""

D_FWDMU = """## 9.2 Forward muon tagging up to |η| = 7

In ZZ fusion, μ⁺μ⁻ → μ⁺μ⁻H, the outgoing muons are emitted at very small angles, mostly with pseudorapidities between 2.5 and 7. These muons are not covered by the central detector, whose acceptance ends at |η| ≈ 2.4 behind the nozzles. A forward muon tagger behind the final-focus magnets could identify them, but it is not part of the baseline detector and its layout would depend on the machine-detector interface [47]. A tagger covering |η| up to 7 with a momentum resolution of 10 per cent at 1 TeV would make it possible to separate ZZ fusion from WW fusion, which would improve the model-independent determination of the Higgs width. In simulation, tagging both muons retains about 60 per cent of ZZ-fusion events. The momentum would be measured from the deflection in the final-focus dipole field.
"""

D_ECAL = """## 9.3 Electromagnetic calorimeter options

Two ECAL options are under study. CRILIN is a semi-homogeneous calorimeter of lead-fluoride (PbF₂) crystals read out by SiPMs, with five layers of 10 × 10 × 40 mm³ crystals [49]. Its main strength is timing: a resolution below 100 ps rejects most of the BIB, which arrives later than the photons from the collision. The alternative is a silicon–tungsten sampling calorimeter with 40 layers and 5 × 5 mm² cells, similar to the CLIC design (ref. 50). In test beams, a CRILIN prototype reached an energy resolution comparable to that of the silicon–tungsten option in simulation, at a lower cost per unit area. The radiation dose at the ECAL barrel is expected to be about 1 kGy per year, which both options tolerate.

Table 10: ECAL options (test beam for CRILIN, simulation for Si–W).
Option | Depth [X₀] | Stochastic term [%] | Constant term [%] | Time resolution [ps]
CRILIN (PbF₂) | 22 | 18 | 1.0 | 80
Si–W | 23 | 17 | 1.0 | 300
"""

D_DAQ = """## 9.4 Trigger-less readout

With one bunch per beam, bunch crossings occur at the revolution frequency: about 67 kHz in the 4.5 km ring of the 3 TeV stage and 30 kHz in the 10 km ring of the 10 TeV stage. These rates are low enough that every crossing can be read out without a hardware trigger [52]. The front-end data rate of the 10 TeV detector is estimated at 30 Tb/s, most of it from the vertex detector, where the BIB hits dominate. On-detector time filtering and zero suppression would reduce this to about 3 Tb/s off detector, provided the timing cut of Section 9.1 can be applied in the front-end ASICs, which has not yet been shown. An off-detector rate of 3 Tb/s is comparable to the rate planned for the HL-LHC experiments after their upgrades. Event selection is then done in software on a computing farm.
"""

D_SOFT = """## 10 Software

The detector simulation and reconstruction software is being migrated from iLCSoft to Key4hep, the common stack developed for future collider studies [55]. The detector geometry is described once in DD4hep and used by both Geant4 simulation and reconstruction. Existing Marlin processors are run inside the Gaudi framework through the k4MarlinWrapper, which converts between the LCIO and EDM4hep event data models on the fly. Some Marlin processors have already been rewritten as native Gaudi algorithms. Track reconstruction uses ACTS, which was ported from the HL-LHC experiments; the conformal tracking of CLIC is kept only as a cross-check. The migration is not yet complete: the BIB overlay still runs in the Marlin-based chain. Production of 10 TeV samples is planned for 2027, once the 10 TeV detector geometry is released.
"""

D_PDF = """## 11.1 Electroweak parton distributions of the muon

At a 10 TeV muon collider most Higgs bosons and most pairs of heavy particles are produced by collisions of electroweak gauge bosons radiated from the muons, rather than by the muons themselves. These processes are described with electroweak parton distribution functions (PDFs) of the muon, which include the photon, the W and Z bosons and, at high scales, quarks and gluons [57]. The effective vector boson approximation, which neglects the virtuality of the radiated bosons, overestimates vector boson fusion cross sections by up to 20 per cent near threshold. Resumming the electroweak logarithms is needed above a few TeV, where the Sudakov factors reduce the exclusive μ⁺μ⁻ → μ⁺μ⁻ rate noticeably. The probability of finding a W boson carrying more than 10 per cent of the muon energy is about 2 per cent at 10 TeV, and lower at 3 TeV. The photon PDF is larger than the W and Z PDFs at small momentum fractions.
"""

D_BSM = """## 11.3 Minimal dark matter

If dark matter is the neutral component of an electroweak multiplet, its mass is fixed by the observed relic abundance: about 1.1 TeV for a Higgsino-like doublet and 2.9 TeV for a wino-like triplet [61]. The charged partner is only slightly heavier, so it decays into a soft pion after travelling a few millimetres to a few centimetres, leaving a disappearing track. A 10 TeV muon collider with 10 ab⁻¹ would probe the thermal wino at 95 per cent confidence level with disappearing tracks, assuming the BIB-induced fake tracks can be kept below one per event (ref. 62). The thermal Higgsino is harder: its charged track length of about 7 mm is shorter than the 30 mm radius of the first vertex layer, so it cannot be reached with disappearing tracks in the present layout; a layer inside the beam pipe has been proposed to change this [63]. Mono-photon searches reach masses below those of disappearing-track searches for both multiplets. A 3 TeV stage would not reach the thermal wino, whose pair production lies beyond its kinematic limit.
"""

D_PORTAL = """## 11.4 Higgs portal, vector boson scattering and heavy neutral leptons

A scalar singlet that mixes with the Higgs boson would be produced mainly via vector boson fusion at a 10 TeV muon collider. Direct searches for its decay to a pair of Higgs bosons would exclude mixing angles with sin²γ above 0.002 for singlet masses up to 5 TeV, about ten times stronger than the HL-LHC projection [64]. Indirect sensitivity through Higgs coupling measurements is independent of the singlet mass but weaker. Vector boson scattering of longitudinally polarised W bosons grows with energy in the Standard Model only until the Higgs contribution cancels the growth; deviations in the hWW coupling would restore it. Heavy neutral leptons mixing with the muon neutrino could be produced in μ⁺μ⁻ → Nν and reconstructed from N → ℓW; the reach in the mixing |V_μN|² extends to 10⁻⁶ for masses between 1 and 8 TeV (ref. 66). These projections assume 10 ab⁻¹ and a detector performance similar to that of the CLIC detector model.
"""

D_SITE = """## 12.1 Site options

Two sites are studied. At CERN, a 10 km collider ring could be placed between the Meyrin and Prévessin sites at a depth of 200 m, with the flux exits of the two experimental straight sections pointing towards the Jura and towards Lake Geneva, where no dwellings lie within the affected area [40]. In principle, the existing SPS tunnel could house RCS2, whose circumference of 5.99 km is below the 6.9 km of the SPS; in practice this is excluded while the SPS serves as the LHC injector. At Fermilab, the site boundary can accommodate a ring of up to 10.5 km circumference, but the neutrino flux from the straights would leave the site and must be mitigated by orientation (ref. 41). The Fermilab option would reuse the PIP-II linac as the front end of the proton driver. Neither site has been selected, and a decision is not expected before the next update of the European Strategy.

Table 11: Site comparison for the CERN baseline and the Fermilab alternative.

| | CERN | Fermilab |
|---|---|---|
| Collider circumference (km) | 10 | 10.5 |
| Depth (m) | 200 | to be defined |
| Existing proton source | SPS/PS complex | PIP-II |
"""

D_COST = """## 12.2 Cost and timeline

The preliminary cost estimate for the 3 TeV stage is 7.5 to 9 billion CHF, excluding the detectors and contingency [70]. Upgrading to 10 TeV would add a further 5 to 7 billion CHF, mostly for RCS4, the longer collider ring and its 16 T dipoles. The estimate assumes that the cooling demonstrator confirms the simulated performance and that HTS tape prices fall by a factor of three. A technically limited schedule would allow first collisions at 3 TeV in 2050 at the earliest, with the 10 TeV stage some ten years later. The timeline is driven by the magnet R&D rather than by civil engineering, which could be completed in about eight years.
"""

D_ENERGY = """## 13 Energy consumption

The total site power of the 3 TeV stage is estimated at 130 MW and that of the 10 TeV stage at 230 MW [72]. The largest consumers are the RF systems of the rapid-cycling synchrotrons and the cryogenics, followed by the 20 MW proton driver. For comparison, CLIC at 3 TeV was estimated at 590 MW and FCC-hh at 560 MW. Because the luminosity of a muon collider grows with energy while the power grows more slowly, the luminosity per unit of electrical power at 10 TeV is about six times that at 3 TeV. Assuming 5000 hours of operation per year, the 10 TeV stage would consume about 1.15 TWh annually. The power estimates do not yet include the detector and the computing farm.
"""

D_REFS = """## References

[1] D. Schulte and A. Okafor, *Muon colliders: a review of the accelerator challenges*, Rev. Accel. Sci. Tech. 12 (2023) 1.
[8] R. Berg, L. Tanaka et al., *A 2 MW, 5 GeV proton driver for a muon collider*, MC-NOTE-2024-03.
[9] MAP Collaboration, *The Muon Accelerator Program: design overview*, JINST 11 (2016) T05001.
[18] H. Weiss et al., *Operation of a 32 T all-superconducting user magnet*, IEEE Trans. Appl. Supercond. 28 (2018) 4300105.
[19] MICE Collaboration, *Transverse emittance reduction in muon beams by ionisation cooling*, Nature 578 (2020) 53.
[31] F. Moreau and K. Lindqvist, *Negligible neutrino radiation from a 10 TeV muon collider without orbit movers*, Eur. Phys. J. C 84 (2024) 311.
[47] P. Zanetti et al., *A forward muon spectrometer for the baseline muon collider detector*, JINST 19 (2024) P04012.
[63] S. Kowalski and M. Reyes, *Closing the thermal Higgsino window with disappearing tracks at a 10 TeV muon collider*, JHEP 07 (2025) 118.
[70] International Muon Collider Collaboration, *Cost model for a staged muon collider*, CERN-ACC-2025-0007.
"""


CASES = [
    # --- qualifier_cut: the quote stops just before or after a qualifier the claim drops -------
    A("qc01", "qualifier_cut", "Does the 6D cooling channel meet the collider requirement?", D_COOL6D,
      "The present 6D cooling channel meets the collider emittance requirement.",
      "The present channel would meet the collider requirement"),
    A("qc02", "qualifier_cut", "What emittance does the new final cooling design reach?", D_FINAL,
      "The new final cooling design has reached a transverse emittance of 22.5 µm.",
      "The new design reaches 22.5 µm"),
    A("qc03", "qualifier_cut", "Can the neutrino dose goal be met at 10 TeV?", D_NEUTRINO,
      "At 10 TeV the goal of an effective neutrino dose below 10 µSv per year is met.",
      "At 10 TeV this goal can be met", evidence2=D_SITE),
    A("qc04", "qualifier_cut", "When does construction of the cooling demonstrator start?", D_DEMO,
      "Construction of the cooling demonstrator starts in 2029.",
      "Construction would start in 2029"),
    A("qc05", "qualifier_cut", "How are the forward muons from ZZ fusion identified?", D_FWDMU,
      "The baseline detector includes a forward muon tagger behind the final-focus magnets that identifies these muons.",
      "A forward muon tagger behind the final-focus magnets could identify them"),
    A("qc06", "qualifier_cut", "What proton beam power does the 3 TeV stage need?", D_PROTON,
      "A 1 MW proton driver is sufficient for the 3 TeV stage.",
      "A driver of 1 MW would be sufficient for the 3 TeV stage"),
    A("qc07", "qualifier_cut", "Can a 10 TeV muon collider probe the thermal wino?", D_BSM,
      "With 10 ab⁻¹, a 10 TeV muon collider will probe the thermal wino at 95 per cent confidence level using disappearing tracks.",
      "A 10 TeV muon collider with 10 ab⁻¹ would probe the thermal wino at 95 per cent confidence level with disappearing tracks",
      evidence2=D_TIMING),
    A("qc08", "qualifier_cut", "Does the orbit stay within the aperture in the hybrid RCS?", D_HYBRID,
      "In the hybrid rapid-cycling synchrotrons the orbit excursion stays within the aperture.",
      "The orbit excursion stays within the aperture"),
    A("qc09", "qualifier_cut", "How effective is the timing window in the vertex detector?", D_TIMING,
      "A time window of −3σ to +5σ removes about 70 per cent of BIB hits in the vertex detector while keeping 99 per cent of signal hits.",
      "about 70 per cent of BIB hits in the vertex detector are removed while 99 per cent of signal hits are kept"),
    A("qc10", "qualifier_cut", "Could existing CERN tunnels be reused for the RCS chain?", D_RCS,
      "The existing SPS tunnel can house RCS2.",
      "the existing SPS tunnel could house RCS2", cite=2, evidence2=D_SITE),
    A("qc11", "qualifier_cut", "What gradient do gas-filled cavities provide with beam?", D_RF,
      "A high-pressure hydrogen gas-filled cavity provides a usable gradient of 65 MV/m in a 3 T field, also with an intense beam.",
      "A high-pressure hydrogen gas-filled cavity reached 65 MV/m in 3 T"),
    A("qc12", "qualifier_cut", "What is the off-detector data rate of the 10 TeV detector?", D_TIMING,
      "On-detector time filtering and zero suppression reduce the off-detector data rate of the 10 TeV detector to about 3 Tb/s.",
      "On-detector time filtering and zero suppression would reduce this to about 3 Tb/s off detector",
      cite=2, evidence2=D_DAQ),

    # --- other_machine: a figure of another machine or stage given to this one -----------------
    A("om01", "other_machine", "What are the energy and power of the proton driver?", D_PROTON,
      "The present baseline proton driver delivers 8 GeV protons with 4 MW of beam power.",
      "The US Muon Accelerator Program (MAP) design assumed an 8 GeV driver with 4 MW of beam power (ref. 9)"),
    A("om02", "other_machine", "How is the 20 T capture field produced?", D_TARGET,
      "The present capture solenoid is a hybrid of a 15 T superconducting outsert and a 5 T resistive insert consuming about 12 MW.",
      "The MAP design (ref. 9) instead used a hybrid of a 15 T superconducting outsert and a 5 T resistive insert consuming about 12 MW."),
    A("om03", "other_machine", "What beam power is the muon collider proton driver designed for?", D_PROTON,
      "The muon collider proton driver is designed for 5 MW at 2 GeV.",
      "existing high-power facilities such as ESS, designed for 5 MW at 2 GeV, operate with much longer pulses"),
    A("om04", "other_machine", "What does the new final cooling design reach in simulation?", D_FINAL,
      "The new final cooling design reaches 55 µm in simulation with 30 T solenoids.",
      "The MAP final cooling design reached 55 µm in simulation with 30 T solenoids (ref. 17)."),
    A("om05", "other_machine", "What site power does the 3 TeV muon collider need?", D_ENERGY,
      "The 3 TeV muon collider stage would need a site power of about 590 MW.",
      "For comparison, CLIC at 3 TeV was estimated at 590 MW and FCC-hh at 560 MW.", evidence2=D_COST),
    A("om06", "other_machine", "How many muons per bunch does the 10 TeV stage collide?", D_PARAMS,
      "The 10 TeV stage collides bunches of 2.2 × 10^12 muons.",
      "Muons per bunch | 10^12 | 2.2 | 1.8", evidence2=D_BIB),
    A("om07", "other_machine", "At what rate do bunch crossings occur in the 10 TeV stage?", D_DAQ,
      "In the 10 TeV stage, bunch crossings occur at about 67 kHz.",
      "about 67 kHz in the 4.5 km ring of the 3 TeV stage and 30 kHz in the 10 km ring of the 10 TeV stage"),
    A("om08", "other_machine", "What does the HL-LHC projection exclude for a Higgs-mixed singlet?", D_PORTAL,
      "The HL-LHC projection excludes singlet mixing angles with sin²γ above 0.002 for singlet masses up to 5 TeV.",
      "Direct searches for its decay to a pair of Higgs bosons would exclude mixing angles with sin²γ above 0.002 for singlet masses up to 5 TeV, about ten times stronger than the HL-LHC projection [64]."),
    A("om09", "other_machine", "What dipole field does the 3 TeV collider ring use?", D_PARAMS,
      "The 3 TeV collider ring uses 16 T dipoles.",
      "Dipole field | T | 11 | 16"),
    A("om10", "other_machine", "How large is the neutrino dose at 10 TeV without movers?", D_SITE,
      "At 10 TeV the dose is below 1 µSv per year for a depth of 100 m even without movers.",
      "At 3 TeV the dose is below 1 µSv per year for a depth of 100 m even without movers.",
      cite=2, evidence2=D_NEUTRINO),
    A("om11", "other_machine", "What has the cooling demonstrator observed?", D_DEMO,
      "The CERN cooling demonstrator has observed a reduction of transverse amplitude in a liquid-hydrogen and a lithium-hydride absorber.",
      "MICE, at the Rutherford Appleton Laboratory, observed a reduction of transverse amplitude in a liquid-hydrogen and a lithium-hydride absorber [19]"),
    A("om12", "other_machine", "How many BIB photons enter the 10 TeV detector per crossing?", D_BIB,
      "At 10 TeV about 96 million BIB photons enter the detector per bunch crossing.",
      "| Photons | 96 | 75 |", cite=2, evidence2=D_BIBTAB),

    # --- goal_as_result: a target, requirement or plan stated as achieved --------------------
    A("gr01", "goal_as_result", "What has final cooling achieved?", D_FINAL,
      "Final cooling has been demonstrated to reduce the transverse emittance from 300 µm to 22.5 µm.",
      "Final cooling aims to reduce the transverse emittance from 300 µm to 22.5 µm"),
    A("gr02", "goal_as_result", "What muon survival do the rapid-cycling synchrotrons reach?", D_RCS,
      "Each rapid-cycling synchrotron has achieved a muon survival of 90 per cent.",
      "the design aims for a survival of 90 per cent per ring [27]", evidence2=D_HYBRID),
    A("gr03", "goal_as_result", "What neutrino dose does the 10 TeV collider produce at the surface?", D_NEUTRINO,
      "The effective neutrino dose has been shown to stay below 10 µSv per year at every point on the surface.",
      "The design goal is an effective dose below 10 µSv per year at any point on the surface"),
    A("gr04", "goal_as_result", "What energy recovery efficiency do the resonant power converters reach?", D_HYBRID,
      "The resonant power converters of the hybrid RCS reach an energy recovery efficiency of 99 per cent.",
      "The converters are required to reach an energy recovery efficiency of 99 per cent"),
    A("gr05", "goal_as_result", "How precisely has the demonstrator measured the emittance change?", D_DEMO,
      "The cooling demonstrator measured the emittance change to a precision of 1 per cent.",
      "The demonstrator is required to measure the emittance change to a precision of 1 per cent."),
    A("gr06", "goal_as_result", "At what settings have the demonstrator cells run?", D_DEMO,
      "The demonstrator cells have operated with 7.2 T solenoids and 704 MHz cavities at 25 MV/m.",
      "Its cells are designed to operate with solenoids of 7.2 T and 704 MHz cavities at 25 MV/m.", evidence2=D_RF),
    A("gr07", "goal_as_result", "How much integrated luminosity has the 3 TeV stage delivered?", D_PARAMS,
      "The 3 TeV stage has delivered an integrated luminosity of 1 ab⁻¹.",
      "Integrated luminosity goal | ab^-1 | 1 | 10"),
    A("gr08", "goal_as_result", "What bunch length has the proton driver achieved?", D_PROTON,
      "The proton driver has achieved an rms bunch length of 2 ns at 2 MW.",
      "| Bunch length (rms) | ns | 2 |"),
    A("gr09", "goal_as_result", "What hit time resolution has the vertex detector shown?", D_DAQ,
      "The vertex detector has been shown to reach a hit time resolution of 30 ps.",
      "The vertex detector is assumed to have a hit time resolution of 30 ps", cite=2, evidence2=D_TIMING),
    A("gr10", "goal_as_result", "Have 10 TeV simulation samples been produced?", D_SOFT,
      "The 10 TeV simulation samples were produced in 2027.",
      "Production of 10 TeV samples is planned for 2027"),
    A("gr11", "goal_as_result", "What field has the HTS final cooling solenoid reached?", D_FINAL,
      "The HTS final cooling solenoid has reached a peak field of 40 T in a 50 mm bore.",
      "Final cooling | 40 | 50 | 10 | 4.5", cite=2, evidence2=D_HTS),
    A("gr12", "goal_as_result", "What momentum resolution does the forward muon tagger have?", D_FWDMU,
      "The forward muon tagger has achieved a momentum resolution of 10 per cent at 1 TeV.",
      "A tagger covering |η| up to 7 with a momentum resolution of 10 per cent at 1 TeV would make it possible to separate ZZ fusion from WW fusion"),

    # --- role_swap: subject and object, cause and effect, order swapped ----------------------
    A("rs01", "role_swap", "How are the capture solenoid coils protected?", D_TARGET,
      "The superconducting coils sit between the target and the tungsten-carbide shield.",
      "A tungsten-carbide shield, cooled by water, sits between the target and the superconducting coils"),
    A("rs02", "role_swap", "Where does the beam-induced background come from?", D_BIB,
      "The beam-induced background is dominated by the decay products of muons downstream of the interaction point.",
      "The beam-induced background (BIB) is dominated by the decay products of muons upstream of the interaction point",
      evidence2=D_BIBTAB),
    A("rs03", "role_swap", "Why does CRILIN's timing reject the BIB?", D_ECAL,
      "A CRILIN time resolution below 100 ps rejects most of the BIB, because the photons from the collision arrive later than the BIB.",
      "Its main strength is timing: a resolution below 100 ps rejects most of the BIB, which arrives later than the photons from the collision."),
    A("rs04", "role_swap", "How is existing reconstruction code run in Key4hep?", D_SOFT,
      "Existing Gaudi algorithms are run inside the Marlin framework through the k4MarlinWrapper.",
      "Existing Marlin processors are run inside the Gaudi framework through the k4MarlinWrapper"),
    A("rs05", "role_swap", "Which track reconstruction is used?", D_TIMING,
      "Track reconstruction uses the conformal tracking of CLIC, and ACTS is kept only as a cross-check.",
      "Track reconstruction uses ACTS, which was ported from the HL-LHC experiments; the conformal tracking of CLIC is kept only as a cross-check.",
      cite=2, evidence2=D_SOFT),
    A("rs06", "role_swap", "What causes breakdown of RF cavities in a magnetic field?", D_RF,
      "In a magnetic field, breakdown focuses electrons onto the cavity walls, where they deposit energy locally.",
      "Breakdown in a magnetic field is attributed to electrons focused by the field onto the cavity walls, where they deposit energy locally."),
    A("rs07", "role_swap", "How do the hybrid magnets of the RCS work?", D_HYBRID,
      "In the hybrid magnets, normal-conducting dipoles at a fixed 10 T are interleaved with superconducting dipoles ramping between −1.8 T and +1.8 T.",
      "RCS2 to RCS4 use hybrid magnets, in which superconducting dipoles at a fixed 10 T are interleaved with normal-conducting dipoles ramping between −1.8 T and +1.8 T.",
      cite=2, evidence2=D_RCS),
    A("rs08", "role_swap", "Why do the superconducting dipoles of the RCS have almost no AC losses?", D_HYBRID,
      "The superconducting dipoles dissipate almost no AC losses and therefore do not ramp.",
      "The superconducting dipoles do not ramp and therefore dissipate almost no AC losses."),
    A("rs09", "role_swap", "How are Higgs bosons mostly produced at a 10 TeV muon collider?", D_PDF,
      "At a 10 TeV muon collider most Higgs bosons are produced by collisions of muons radiated from electroweak gauge bosons, rather than by the gauge bosons themselves.",
      "At a 10 TeV muon collider most Higgs bosons and most pairs of heavy particles are produced by collisions of electroweak gauge bosons radiated from the muons, rather than by the muons themselves."),
    A("rs10", "role_swap", "Why does a muon collider radiate little synchrotron power?", D_INTRO,
      "The electron is about 200 times heavier than the muon and therefore radiates far less synchrotron power in a ring.",
      "the muon is about 200 times heavier than the electron and therefore radiates far less synchrotron power in a ring [1]",
      evidence2=D_PARAMS),
    A("rs11", "role_swap", "How does the capture solenoid field vary along the target region?", D_TARGET,
      "The field tapers adiabatically from 1.5 T at the target to 20 T at the entrance of the decay channel over a length of 18 m.",
      "The field tapers adiabatically from 20 T at the target to 1.5 T at the entrance of the decay channel over a length of 18 m"),
    A("rs12", "role_swap", "How is the proton bunch compressed before the target?", D_PROTON,
      "An H⁻ linac fills a compressor ring, after which an accumulator ring reduces the bunch length to 2 ns rms before the protons are sent to the target.",
      "An H⁻ linac fills an accumulator ring, after which a compressor ring reduces the bunch length to 2 ns rms before the protons are sent to the target."),

    # --- quantifier: all / every / always / only drawn from most / some / typically --------
    A("qu01", "quantifier", "Which particles make up the beam-induced background?", D_BIB,
      "Photons and neutrons make up all of the beam-induced background, and their energies are typically low.",
      "Photons and neutrons make up most of the background, but their energies are typically low",
      cite=2, evidence2=D_BIBTAB),
    A("qu02", "quantifier", "Are no-insulation HTS windings self-protecting?", D_HTS,
      "No-insulation windings are self-protecting in every quench scenario.",
      "No-insulation windings are self-protecting in most quench scenarios"),
    A("qu03", "quantifier", "What kind of fake tracks does 4D tracking reduce?", D_TIMING,
      "4D tracking further reduces fake tracks, which are always combinatorial.",
      "4D tracking, in which the hit time enters the track fit, further reduces fake tracks, which are typically combinatorial."),
    A("qu04", "quantifier", "Do screening currents affect the HTS solenoid field?", D_HTS,
      "Screening currents in the REBCO tape always distort the field.",
      "Screening currents in the tape often distort the field", evidence2=D_FINAL),
    A("qu05", "quantifier", "How much beam power does the target shield absorb?", D_TARGET,
      "The tungsten-carbide shield absorbs all of the 2 MW beam power that is not carried away by secondaries.",
      "absorbs most of the 2 MW beam power that is not carried away by secondaries"),
    A("qu06", "quantifier", "How are Higgs bosons produced at a 10 TeV muon collider?", D_PDF,
      "At a 10 TeV muon collider every Higgs boson is produced by collisions of electroweak gauge bosons radiated from the muons.",
      "At a 10 TeV muon collider most Higgs bosons and most pairs of heavy particles are produced by collisions of electroweak gauge bosons radiated from the muons"),
    A("qu07", "quantifier", "How much of the BIB does CRILIN's timing reject?", D_ECAL,
      "With a time resolution below 100 ps, CRILIN rejects all of the BIB.",
      "a resolution below 100 ps rejects most of the BIB", evidence2=D_TIMING),
    A("qu08", "quantifier", "Have Marlin processors been ported to Gaudi?", D_SOFT,
      "All Marlin processors have already been rewritten as native Gaudi algorithms.",
      "Some Marlin processors have already been rewritten as native Gaudi algorithms."),
    A("qu09", "quantifier", "Where are muons lost in the 6D cooling channel?", D_COOL6D,
      "All of the muon loss in the 6D cooling channel occurs in the bunch merge.",
      "most of the loss occurs in the bunch merge"),
    A("qu10", "quantifier", "At what pseudorapidities are the ZZ-fusion muons emitted?", D_FWDMU,
      "In ZZ fusion the outgoing muons are emitted only at pseudorapidities between 2.5 and 7.",
      "mostly with pseudorapidities between 2.5 and 7", evidence2=D_BIB),
    A("qu11", "quantifier", "Are the parameters in the report demonstrated?", D_INTRO,
      "All of the parameters quoted in the report are targets rather than demonstrated values.",
      "Many of the parameters quoted are targets rather than demonstrated values"),
    A("qu12", "quantifier", "Where does the front-end data rate come from?", D_DAQ,
      "The front-end data rate of the 10 TeV detector, estimated at 30 Tb/s, comes entirely from the vertex detector.",
      "The front-end data rate of the 10 TeV detector is estimated at 30 Tb/s, most of it from the vertex detector"),

    # --- comparison: a comparison, superlative or factor the quote does not support ----------
    A("cp01", "comparison", "How does a 10 TeV muon collider compare with a 100 TeV proton collider?", D_INTRO,
      "For many processes, a 10 TeV muon collider would have a greater reach than a 100 TeV proton collider such as FCC-hh.",
      "For many processes, a 10 TeV muon collider would have a reach comparable to that of a 100 TeV proton collider such as FCC-hh"),
    A("cp02", "comparison", "How does indirect sensitivity to a Higgs-mixed singlet compare with direct searches?", D_PORTAL,
      "Indirect sensitivity through Higgs coupling measurements is independent of the singlet mass and stronger than the direct searches.",
      "Indirect sensitivity through Higgs coupling measurements is independent of the singlet mass but weaker.",
      evidence2=D_BSM),
    A("cp03", "comparison", "How does CRILIN's energy resolution compare with the Si–W option?", D_ECAL,
      "In test beams, a CRILIN prototype reached a better energy resolution than the silicon–tungsten option, at a lower cost per unit area.",
      "In test beams, a CRILIN prototype reached an energy resolution comparable to that of the silicon–tungsten option in simulation, at a lower cost per unit area."),
    A("cp04", "comparison", "How does the luminosity per unit power change between the stages?", D_ENERGY,
      "The luminosity per unit of electrical power at 3 TeV is about six times that at 10 TeV.",
      "the luminosity per unit of electrical power at 10 TeV is about six times that at 3 TeV"),
    A("cp05", "comparison", "How do the BIB fluxes at 10 TeV compare with those at 3 TeV?", D_BIBTAB,
      "The 10 TeV BIB numbers are higher than the 3 TeV numbers for every particle type.",
      "The 10 TeV numbers are lower than the 3 TeV numbers for every particle type", evidence2=D_BIB),
    A("cp06", "comparison", "How does the photon PDF of the muon compare with the W and Z PDFs?", D_PDF,
      "The photon PDF of the muon is smaller than the W and Z PDFs at small momentum fractions.",
      "The photon PDF is larger than the W and Z PDFs at small momentum fractions."),
    A("cp07", "comparison", "What is the largest power consumer of the muon collider?", D_ENERGY,
      "The 20 MW proton driver is the largest power consumer of the muon collider.",
      "The largest consumers are the RF systems of the rapid-cycling synchrotrons and the cryogenics, followed by the 20 MW proton driver."),
    A("cp08", "comparison", "Which cavity reached the highest gradient in a 3 T field?", D_RF,
      "The cavity with beryllium end walls reached the highest gradient of all cavities tested in a 3 T field at the MTA, 50 MV/m.",
      "A cavity with beryllium end walls reached 50 MV/m in a 3 T field without measurable degradation (ref. 22).",
      evidence2=D_COOL6D),
    A("cp09", "comparison", "How do mono-photon searches for minimal dark matter compare with disappearing tracks?", D_BSM,
      "Mono-photon searches reach masses beyond those of disappearing-track searches for both multiplets.",
      "Mono-photon searches reach masses below those of disappearing-track searches for both multiplets."),
    A("cp10", "comparison", "How does the cost of the 10 TeV upgrade compare with the 3 TeV stage?", D_ENERGY,
      "Upgrading to 10 TeV would add 5 to 7 billion CHF, more than the cost of the 3 TeV stage itself.",
      "Upgrading to 10 TeV would add a further 5 to 7 billion CHF", cite=2, evidence2=D_COST),
    A("cp11", "comparison", "How does the off-detector data rate compare with the HL-LHC experiments?", D_DAQ,
      "An off-detector rate of 3 Tb/s is about ten times lower than the rate planned for the HL-LHC experiments after their upgrades.",
      "An off-detector rate of 3 Tb/s is comparable to the rate planned for the HL-LHC experiments after their upgrades."),
    A("cp12", "comparison", "How does β* differ between the two stages?", D_PARAMS,
      "The 10 TeV stage has a β* more than three times larger than the 3 TeV stage.",
      "β* | mm | 5 | 1.5"),

    # --- non_body: a heading, contents line, caption, reference title or key-facts line ------
    A("nb01", "non_body", "What emittance has final cooling achieved?", D_TOC,
      "Final cooling has achieved a transverse emittance of 22.5 µm.",
      "3.2 Final cooling to 22.5 µm", evidence2=D_FINAL),
    A("nb02", "non_body", "Up to what pseudorapidity does the detector tag forward muons?", D_TOC,
      "The muon collider detector tags forward muons up to |η| = 7.",
      "9.2 Forward muon tagging up to |η| = 7", evidence2=D_FWDMU),
    A("nb03", "non_body", "When are first collisions scheduled?", D_KEYFACTS,
      "First muon collisions are scheduled for 2050.",
      "First collisions: 2050", evidence2=D_COST),
    A("nb04", "non_body", "What gradient do the cooling RF cavities reach in a 3 T field?", D_KEYFACTS,
      "The RF cavities of the cooling channel operate at 50 MV/m in a 3 T field.",
      "RF in 3 T: 50 MV/m"),
    A("nb05", "non_body", "Which site has been chosen for the muon collider?", D_SITE,
      "CERN has been chosen as the baseline site, with Fermilab as the alternative.",
      "Table 11: Site comparison for the CERN baseline and the Fermilab alternative."),
    A("nb06", "non_body", "Can disappearing tracks reach the thermal Higgsino?", D_REFS,
      "Disappearing-track searches at a 10 TeV muon collider close the thermal Higgsino window.",
      "Closing the thermal Higgsino window with disappearing tracks at a 10 TeV muon collider", evidence2=D_BSM),
    A("nb07", "non_body", "Are orbit movers needed to keep the neutrino dose negligible at 10 TeV?", D_REFS,
      "Neutrino radiation from a 10 TeV muon collider is negligible even without orbit movers.",
      "Negligible neutrino radiation from a 10 TeV muon collider without orbit movers", evidence2=D_NEUTRINO),
    A("nb08", "non_body", "Has the HTS capture solenoid been operated?", D_TARGET,
      "The 20 T HTS capture solenoid, with its 1.2 m bore, is operating at 20 K.",
      "Figure 3: The 20 T HTS capture solenoid with its 1.2 m bore, operating at 20 K."),
    A("nb09", "non_body", "What energy recovery do the hybrid magnet power converters achieve?", D_HYBRID,
      "The hybrid magnets are powered with 99 per cent energy recovery.",
      "6.2 Powering the hybrid magnets with 99 per cent energy recovery"),
    A("nb10", "non_body", "Does the timing window remove the BIB in the first vertex layer?", D_TIMING,
      "In the first vertex layer the timing window removes the beam-induced background while keeping the signal.",
      "Figure 8: Hit time distributions in the first vertex layer: the timing window removes the BIB while keeping the signal."),
    A("nb11", "non_body", "What transverse emittance has the 6D cooling channel delivered?", D_KEYFACTS,
      "The 6D cooling channel has delivered muon beams with a transverse emittance of 0.3 mm.",
      "6D cooling output: 0.3 mm transverse emittance"),
    A("nb12", "non_body", "Does the baseline detector include a forward muon spectrometer?", D_FWDMU,
      "The baseline muon collider detector includes a forward muon spectrometer.",
      "A forward muon spectrometer for the baseline muon collider detector", cite=2, evidence2=D_REFS),

    # --- number: one number, prefix, exponent, bound or range end changed --------------------
    A("nu01", "number", "What proton beam drives the muon source?", D_PROTON,
      "The muon source is driven by a 5 GeV proton beam with an average power of 2 kW, delivered at 5 Hz.",
      "The muon source is driven by a 5 GeV proton beam with an average power of 2 MW, delivered at a repetition rate of 5 Hz [8]."),
    A("nu02", "number", "How strong are the solenoid fields in the 6D cooling channel?", D_COOL6D,
      "Solenoid fields in the 6D cooling channel increase from 2.5 T in stage A1 to 16.3 T in stage B8.",
      "Solenoid fields increase from 2.5 T in stage A1 to 13.6 T in stage B8", evidence2=D_DEMO),
    A("nu03", "number", "What is the strongest all-superconducting magnet operated so far?", D_FINAL,
      "An all-superconducting 40 T magnet has been operated at NHMFL.",
      "An all-superconducting 32 T magnet has been operated at NHMFL [18]"),
    A("nu04", "number", "How many muons decay per metre at 3 TeV?", D_BIB,
      "At 3 TeV, with 2.2 × 10^12 muons per bunch, about 2.3 × 10^6 muons decay per metre of beam line per bunch crossing.",
      "With 2.2 × 10^12 muons per bunch at 3 TeV, about 2.3 × 10^5 muons decay per metre of beam line per bunch crossing"),
    A("nu05", "number", "What pixel size is needed in the vertex detector?", D_TIMING,
      "Pixels of 25 × 25 µm² are needed to keep the occupancy below 10 per cent.",
      "Pixels of 25 × 25 µm² are needed to keep the occupancy below 1 per cent.", evidence2=D_BIB),
    A("nu06", "number", "By how much do the movers tilt the arc magnets?", D_NEUTRINO,
      "The movers tilt the arc magnets vertically within ±1 µrad, spreading the neutrino cone over a wider area.",
      "The movers tilt the arc magnets vertically within ±1 mrad, spreading the neutrino cone over a wider area"),
    A("nu07", "number", "How long does RCS3 take to accelerate the muons?", D_HYBRID,
      "RCS3 accelerates the muons from 750 GeV to 1500 GeV in 23.7 ms.",
      "| RCS3 | 750 | 1500 | 10.7 | 2.37 |", cite=2, evidence2=D_RCS),
    A("nu08", "number", "How much energy would the 10 TeV stage consume per year?", D_ENERGY,
      "Assuming 5000 hours of operation per year, the 10 TeV stage would consume about 1.15 GWh annually.",
      "Assuming 5000 hours of operation per year, the 10 TeV stage would consume about 1.15 TWh annually."),
    A("nu09", "number", "How likely is it to find an energetic W boson in the muon at 10 TeV?", D_PDF,
      "The probability of finding a W boson carrying more than 10 per cent of the muon energy is about 20 per cent at 10 TeV.",
      "The probability of finding a W boson carrying more than 10 per cent of the muon energy is about 2 per cent at 10 TeV"),
    A("nu10", "number", "What is the reach for heavy neutral leptons?", D_PORTAL,
      "The reach in the heavy neutral lepton mixing |V_μN|² extends to 10⁻⁶ for masses between 1 and 10 TeV.",
      "the reach in the mixing |V_μN|² extends to 10⁻⁶ for masses between 1 and 8 TeV (ref. 66)"),
    A("nu11", "number", "What time resolution did CRILIN reach?", D_ECAL,
      "In test beams, the CRILIN option reached a time resolution of 80 ns.",
      "CRILIN (PbF₂) | 22 | 18 | 1.0 | 80"),
    A("nu12", "number", "What is the luminosity of the 10 TeV stage?", D_INTRO,
      "The 10 TeV stage has a luminosity of 2 × 10^36 cm^-2 s^-1.",
      "Luminosity | — | 1.8 | 20", cite=2, evidence2=D_PARAMS),

    # --- other_language: a claim in another language (most also wrong) -----------------------
    A("ol01", "other_language", "What is the beam power of the proton driver?", D_PROTON,
      "Die Strahlleistung des Protonentreibers beträgt 4 MW.",
      "| Beam power | MW | 2 |"),
    A("ol02", "other_language", "Has 40 T been demonstrated in a 50 mm bore?", D_FINAL,
      "Un champ de 40 T dans un alésage de 50 mm a déjà été démontré.",
      "whereas 40 T in a bore of 50 mm has not yet been demonstrated"),
    A("ol03", "other_language", "What gradient did the copper cavity reach in 3 T?", D_RF,
      "Una cavità di rame a 805 MHz ha raggiunto 40 MV/m in un campo magnetico di 3 T.",
      "an 805 MHz copper cavity, which reached 40 MV/m without field, was limited to about 25 MV/m in a 3 T field [21]",
      evidence2=D_COOL6D),
    A("ol04", "other_language", "How does the neutrino dose scale with beam energy?", D_NEUTRINO,
      "La dosis efectiva resultante crece aproximadamente con el cuadrado de la energía del haz.",
      "the resulting effective dose scales roughly with the cube of the beam energy"),
    A("ol05", "other_language", "Is a hardware trigger needed?", D_DAQ,
      "Częstotliwość przecięć wiązek jest na tyle niska, że każde przecięcie można odczytać bez sprzętowego wyzwalacza.",
      "These rates are low enough that every crossing can be read out without a hardware trigger [52]."),
    A("ol06", "other_language", "What is the transmission of the 6D cooling channel?", D_FINAL,
      "De totale transmissie van het 6D-koelkanaal bedraagt 75 procent, inclusief verval.",
      "The overall transmission is 55 per cent, including decays", cite=2, evidence2=D_COOL6D),
    A("ol07", "other_language", "How much cryogenic power does 20 K operation save?", D_HTS,
      "Drift vid 20 K i stället för 4,5 K minskar kryogenikens effektbehov ungefär tio gånger vid samma värmelast.",
      "Operation at 20 K instead of 4.5 K reduces the cryogenic power by about a factor of four for the same heat load [24]."),
    A("ol08", "other_language", "Has a site been selected?", D_SITE,
      "Lokalita ve Fermilabu již byla vybrána.",
      "Neither site has been selected"),
    A("ol09", "other_language", "What is the thermal mass of Higgsino dark matter?", D_BSM,
      "Die thermische Masse eines Higgsino-artigen Dubletts beträgt etwa 2,9 TeV.",
      "about 1.1 TeV for a Higgsino-like doublet and 2.9 TeV for a wino-like triplet [61]", evidence2=D_PORTAL),
    A("ol10", "other_language", "How is the detector geometry described?", D_SOFT,
      "La géométrie du détecteur est décrite une seule fois dans DD4hep et utilisée à la fois par la simulation Geant4 et par la reconstruction.",
      "The detector geometry is described once in DD4hep and used by both Geant4 simulation and reconstruction."),
    A("ol11", "other_language", "How large is RCS4?", D_RCS,
      "L'RCS4 accelera i muoni da 1500 a 5000 GeV e ha una circonferenza di 53 km.",
      "| RCS4 | 1500 | 5000 | 35.0 | 6.37 |"),
    A("ol12", "other_language", "What does the 3 TeV cost estimate include?", D_ENERGY,
      "La estimación de coste de la etapa de 3 TeV es de 7,5 a 9 mil millones de CHF, incluidos los detectores.",
      "The preliminary cost estimate for the 3 TeV stage is 7.5 to 9 billion CHF, excluding the detectors and contingency [70].",
      cite=2, evidence2=D_COST),

    # --- honest: paraphrase -------------------------------------------------------------------
    H("hp01", "paraphrase", "How are the pions produced?", D_TARGET,
      "The pions come from the proton beam hitting a graphite target that sits inside a 20 T capture solenoid.",
      "Pions are produced when the proton beam strikes a graphite target placed inside a 20 T capture solenoid [10]."),
    H("hp02", "paraphrase", "Have RF cavities been tested in fields above 3 T?", D_RF,
      "So far no RF cavity has been tested in a magnetic field stronger than 3 T.",
      "No cavity has yet been tested above 3 T", evidence2=D_HTS),
    H("hp03", "paraphrase", "Has a site for the muon collider been chosen?", D_SITE,
      "No site has been chosen yet, and a choice is not expected until the next European Strategy update.",
      "Neither site has been selected, and a decision is not expected before the next update of the European Strategy."),
    H("hp04", "paraphrase", "Has a fast-ramping dipole prototype been tested?", D_HYBRID,
      "The first 1.8 T fast-ramping dipole prototype has been tested at 1 Hz, far below the 5 Hz required in operation.",
      "A first prototype of a 1.8 T fast-ramping dipole has been built and tested at 1 Hz, well below the 5 Hz needed for operation."),
    H("hp05", "paraphrase", "When do electroweak logarithms need resummation?", D_BSM,
      "Above a few TeV, where Sudakov factors noticeably lower the exclusive μ⁺μ⁻ → μ⁺μ⁻ rate, the electroweak logarithms have to be resummed.",
      "Resumming the electroweak logarithms is needed above a few TeV, where the Sudakov factors reduce the exclusive μ⁺μ⁻ → μ⁺μ⁻ rate noticeably.",
      cite=2, evidence2=D_PDF),
    H("hp06", "paraphrase", "What did MICE observe?", D_DEMO,
      "MICE saw the transverse amplitude of the muons shrink in liquid-hydrogen and lithium-hydride absorbers, although its cooling cell contained no RF cavities.",
      "MICE, at the Rutherford Appleton Laboratory, observed a reduction of transverse amplitude in a liquid-hydrogen and a lithium-hydride absorber [19], but had no RF cavities in the cooling cell."),

    # --- honest: merged -------------------------------------------------------------------------
    H("hm01", "merged", "What proton beam drives the muon source?", D_PROTON,
      "The proton beam driving the muon source has an energy of 5 GeV and an average power of 2 MW.",
      "The muon source is driven by a 5 GeV proton beam with an average power of 2 MW"),
    H("hm02", "merged", "How is the 6D cooling channel laid out?", D_COOL6D,
      "The 980 m long 6D cooling channel consists of a charge-separated rectilinear section, a bunch merge and a second rectilinear section.",
      "The channel is divided into a charge-separated rectilinear section (stages A1–A4), a bunch merge, and a second rectilinear section (stages B1–B8), with a total length of 980 m.",
      evidence2=D_FINAL),
    H("hm03", "merged", "What is the geometry of the nozzles?", D_BIB,
      "The two tungsten nozzles reach from 6 cm to 6 m from the interaction point and open at an angle of 10° at the tip.",
      "Two tungsten nozzles with borated-polyethylene cladding, extending from 6 cm to 6 m from the interaction point with an opening angle of 10° at the tip, shield the detector from most of the BIB."),
    H("hm04", "merged", "What is CRILIN made of?", D_TIMING,
      "CRILIN uses lead-fluoride crystals of 10 × 10 × 40 mm³, read out by SiPMs and arranged in five layers.",
      "CRILIN is a semi-homogeneous calorimeter of lead-fluoride (PbF₂) crystals read out by SiPMs, with five layers of 10 × 10 × 40 mm³ crystals [49].",
      cite=2, evidence2=D_ECAL),
    H("hm05", "merged", "How many hits does the first vertex layer see after the time cut?", D_TIMING,
      "Even after the time cut, the first vertex layer, which sits at a radius of 30 mm, sees about 1000 hits/cm² per bunch crossing.",
      "The first vertex layer, at a radius of 30 mm, still sees about 1000 hits/cm² per bunch crossing after the time cut."),
    H("hm06", "merged", "Where would the cooling demonstrator be built and how would it make muons?", D_DEMO,
      "The demonstrator would sit in the TT7 area at CERN and produce its muons with a 14 GeV proton beam from the PS.",
      "The demonstrator would be located in the TT7 area at CERN and use a 14 GeV proton beam from the PS to produce muons."),

    # --- honest: qualified ---------------------------------------------------------------------
    H("hq01", "qualified", "What emittances does the 6D cooling channel reach?", D_COOL6D,
      "In G4beamline simulations, the 6D cooling channel reduces the transverse and longitudinal emittances to 0.3 mm and 1.5 mm, respectively.",
      "The six-dimensional cooling channel reduces these to 0.3 mm and 1.5 mm respectively, in simulation with G4beamline [14]."),
    H("hq02", "qualified", "How much do the movers reduce the neutrino dose from the arcs?", D_SITE,
      "In simulation, the movers reduce the arc contribution to the neutrino dose by a factor of 25.",
      "in simulation this reduces the arc contribution by a factor of 25", cite=2, evidence2=D_NEUTRINO),
    H("hq03", "qualified", "What fraction of ZZ-fusion events survives forward tagging?", D_FWDMU,
      "In simulation, requiring both forward muons to be tagged keeps about 60 per cent of ZZ-fusion events.",
      "In simulation, tagging both muons retains about 60 per cent of ZZ-fusion events."),
    H("hq04", "qualified", "Why is 2 MW of proton beam power enough?", D_PROTON,
      "The lower beam power of the present baseline is possible only if the front-end capture efficiency stays at the level found in simulation.",
      "the lower power of the present baseline is possible only if the capture efficiency of the front end is kept at the level found in simulation"),
    H("hq05", "qualified", "What do the singlet and heavy neutral lepton projections assume?", D_PORTAL,
      "The singlet and heavy neutral lepton projections assume 10 ab⁻¹ and a detector performing similarly to the CLIC detector model.",
      "These projections assume 10 ab⁻¹ and a detector performance similar to that of the CLIC detector model.",
      evidence2=D_BSM),
    H("hq06", "qualified", "What is the front-end data rate of the 10 TeV detector?", D_DAQ,
      "The front-end data rate of the 10 TeV detector is estimated to be 30 Tb/s, mostly from the vertex detector.",
      "The front-end data rate of the 10 TeV detector is estimated at 30 Tb/s, most of it from the vertex detector"),

    # --- honest: reattributed (the quote carries the paper's reference marker) -------------
    H("hr01", "reattributed", "What gradient did a beryllium-wall cavity reach in 3 T?", D_RF,
      "A cavity with beryllium end walls reached 50 MV/m in a 3 T field with no measurable degradation.",
      "A cavity with beryllium end walls reached 50 MV/m in a 3 T field without measurable degradation (ref. 22)."),
    H("hr02", "reattributed", "How many muons decay per metre at 10 TeV?", D_BIBTAB,
      "At 10 TeV, with 1.8 × 10^12 muons per bunch, about 5.8 × 10^4 muons decay per metre per bunch crossing.",
      "at 10 TeV, with 1.8 × 10^12 muons and the longer lifetime, the figure falls to 5.8 × 10^4 per metre [33]",
      cite=2, evidence2=D_BIB),
    H("hr03", "reattributed", "What is the strongest all-superconducting magnet operated so far?", D_FINAL,
      "An all-superconducting 32 T magnet has been operated at NHMFL.",
      "An all-superconducting 32 T magnet has been operated at NHMFL [18]"),
    H("hr04", "reattributed", "Could the 10 TeV ring fit at Fermilab?", D_SITE,
      "The Fermilab site can accommodate a ring of up to 10.5 km circumference, but the neutrino flux from the straight sections would leave the site and has to be mitigated by orientation.",
      "At Fermilab, the site boundary can accommodate a ring of up to 10.5 km circumference, but the neutrino flux from the straights would leave the site and must be mitigated by orientation (ref. 41)."),
    H("hr05", "reattributed", "Why must the muons be cooled and accelerated quickly?", D_INTRO,
      "The muon lifetime at rest is only 2.2 µs, so the muons must be produced, cooled and accelerated within a fraction of a second.",
      "The main difficulty is the short muon lifetime of 2.2 µs at rest, which requires that the muons be produced, cooled and accelerated within a fraction of a second [2, 3].",
      evidence2=D_PARAMS),
    H("hr06", "reattributed", "Which software framework is used?", D_SOFT,
      "The simulation and reconstruction software is being migrated from iLCSoft to Key4hep, the common stack developed for future collider studies.",
      "The detector simulation and reconstruction software is being migrated from iLCSoft to Key4hep, the common stack developed for future collider studies [55]."),

    # --- honest: reordered ---------------------------------------------------------------------
    H("ho01", "reordered", "Why does minimal dark matter leave disappearing tracks?", D_BSM,
      "The charged partner leaves a disappearing track: being only slightly heavier than the neutral state, it decays into a soft pion after a few millimetres to a few centimetres.",
      "The charged partner is only slightly heavier, so it decays into a soft pion after travelling a few millimetres to a few centimetres, leaving a disappearing track."),
    H("ho02", "reordered", "How fast must each RCS accelerate?", D_RCS,
      "Each ring must complete its acceleration within a few milliseconds at most, because the muons decay in flight.",
      "Because the muons decay in flight, each ring must accelerate in a few milliseconds at most", evidence2=D_HYBRID),
    H("ho03", "reordered", "How is the proton bunch prepared for the target?", D_PROTON,
      "Before the protons go to the target, a compressor ring shortens the bunches to 2 ns rms; it comes after the accumulator ring, which is filled by an H⁻ linac.",
      "An H⁻ linac fills an accumulator ring, after which a compressor ring reduces the bunch length to 2 ns rms before the protons are sent to the target."),
    H("ho04", "reordered", "What dose would the capture solenoid coils receive without the shield?", D_HTS,
      "The coils would receive a dose above 10 MGy per year if the tungsten-carbide shield were absent.",
      "without it the coils would receive a dose above 10 MGy per year", cite=2, evidence2=D_TARGET),
    H("ho05", "reordered", "What drives the muon collider timeline?", D_COST,
      "Civil engineering, which could be completed in about eight years, does not drive the timeline; the magnet R&D does.",
      "The timeline is driven by the magnet R&D rather than by civil engineering, which could be completed in about eight years."),
    H("ho06", "reordered", "How is the energy stored in the RCS magnets handled?", D_HYBRID,
      "Resonant power converters must recover, in every cycle, the roughly 60 MJ that the normal-conducting magnets of the four rings store at peak field.",
      "The normal-conducting magnets of the four rings together store about 60 MJ at peak field, which must be recovered in every cycle by resonant power converters (ref. 29)."),

    # --- honest: respectively ------------------------------------------------------------------
    H("hs01", "respectively", "How often do bunches cross in the two stages?", D_DAQ,
      "The 3 TeV and 10 TeV stages have rings of 4.5 km and 10 km and bunch-crossing rates of about 67 kHz and 30 kHz, respectively.",
      "about 67 kHz in the 4.5 km ring of the 3 TeV stage and 30 kHz in the 10 km ring of the 10 TeV stage",
      evidence2=D_PARAMS),
    H("hs02", "respectively", "What are the thermal masses of minimal dark matter candidates?", D_BSM,
      "The thermal masses of the wino-like triplet and the Higgsino-like doublet are about 2.9 TeV and 1.1 TeV, respectively.",
      "about 1.1 TeV for a Higgsino-like doublet and 2.9 TeV for a wino-like triplet [61]"),
    H("hs03", "respectively", "How much site power do the two stages need?", D_ENERGY,
      "The 10 TeV and 3 TeV stages are estimated to need 230 MW and 130 MW of site power, respectively.",
      "The total site power of the 3 TeV stage is estimated at 130 MW and that of the 10 TeV stage at 230 MW [72]."),
    H("hs04", "respectively", "What site power was estimated for CLIC and FCC-hh?", D_COST,
      "FCC-hh and CLIC at 3 TeV were estimated at 560 MW and 590 MW, respectively.",
      "For comparison, CLIC at 3 TeV was estimated at 590 MW and FCC-hh at 560 MW.", cite=2, evidence2=D_ENERGY),
    H("hs05", "respectively", "What solenoid fields do the first and last 6D cooling stages use?", D_COOL6D,
      "The solenoid fields in stages B8 and A1 are 13.6 T and 2.5 T, respectively.",
      "Solenoid fields increase from 2.5 T in stage A1 to 13.6 T in stage B8"),
    H("hs06", "respectively", "How many neutrons enter the detector per crossing?", D_BIB,
      "About 87 million and 110 million BIB neutrons enter the detector per bunch crossing at 10 TeV and 3 TeV, respectively.",
      "| Neutrons | 110 | 87 |", cite=2, evidence2=D_BIBTAB),

    # --- honest: table_row -----------------------------------------------------------------------
    H("ht01", "table_row", "What does RCS2 do?", D_RCS,
      "In the RCS chain of the 10 TeV stage, RCS2 accelerates the muons from 314 GeV to 750 GeV in 1.10 ms and has a circumference of 5.99 km.",
      "| RCS2 | 314 | 750 | 5.99 | 1.10 |"),
    H("ht02", "table_row", "How long are the collider rings?", D_PARAMS,
      "The collider circumference is 4.5 km for the 3 TeV stage and 10 km for the 10 TeV stage.",
      "Circumference | km | 4.5 | 10", evidence2=D_DAQ),
    H("ht03", "table_row", "What did the copper pillbox cavity reach at the MTA?", D_RF,
      "At the MTA, the 805 MHz copper pillbox cavity reached 40 MV/m without magnetic field and 25 MV/m in a 3 T field.",
      "| Copper, pillbox | 40 | 25 |"),
    H("ht04", "table_row", "What is required of the HTS target solenoid?", D_HTS,
      "The HTS target solenoid requires a peak field of 20 T in a 1200 mm bore, with a stored energy of 3000 MJ and an operating temperature of 20 K.",
      "Target solenoid | 20 | 1200 | 3000 | 20"),
    H("ht05", "table_row", "What are the parameters of 6D cooling stage A4?", D_FINAL,
      "In simulation, stage A4 of the 6D cooling channel has a 5.7 T field, 650 MHz RF and 0.8 m cells, and ends with a transverse emittance of 1.9 mm and a longitudinal emittance of 6.0 mm.",
      "A4 | 5.7 | 650 | 0.8 | 1.9 | 6.0", cite=2, evidence2=D_COOL6D),
    H("ht06", "table_row", "How does the Si–W ECAL option perform?", D_ECAL,
      "In simulation, the Si–W ECAL option has a depth of 23 X₀, a stochastic term of 17 per cent, a constant term of 1.0 per cent and a time resolution of 300 ps.",
      "Si–W | 23 | 17 | 1.0 | 300"),

    # --- honest: unit_conversion -------------------------------------------------------------
    H("hu01", "unit_conversion", "How does the capture field fall off?", D_TARGET,
      "The capture field falls adiabatically from 20 T at the target to 1500 mT at the entrance of the decay channel over 18 m.",
      "The field tapers adiabatically from 20 T at the target to 1.5 T at the entrance of the decay channel over a length of 18 m"),
    H("hu02", "unit_conversion", "How quickly are the proton bunches combined on the target?", D_PROTON,
      "Four proton bunches per pulse are combined on the target within 0.04 ms.",
      "Four proton bunches per pulse are combined on the target within 40 µs."),
    H("hu03", "unit_conversion", "What is the mean energy of BIB neutrons?", D_BIBTAB,
      "The mean energy of the BIB neutrons is 500 keV.",
      "the mean photon energy is 1.7 MeV and the mean neutron energy 0.5 MeV", evidence2=D_ECAL),
    H("hu04", "unit_conversion", "How much energy would the 10 TeV stage use per year?", D_ENERGY,
      "Assuming 5000 hours of operation per year, the 10 TeV stage would use about 1150 GWh annually.",
      "Assuming 5000 hours of operation per year, the 10 TeV stage would consume about 1.15 TWh annually."),
    H("hu05", "unit_conversion", "What gradient did the gas-filled cavity reach?", D_RF,
      "A high-pressure hydrogen gas-filled cavity reached 0.065 GV/m in a 3 T field.",
      "A high-pressure hydrogen gas-filled cavity reached 65 MV/m in 3 T"),
    H("hu06", "unit_conversion", "How fast do the RCS1 magnets ramp?", D_HYBRID,
      "The normal-conducting magnets of RCS1 ramp at up to 3300 T/s.",
      "The ramp rate of the normal-conducting magnets reaches 3.3 kT/s in RCS1", cite=2, evidence2=D_RCS),

    # --- honest: abbreviation ----------------------------------------------------------------
    H("ha01", "abbreviation", "When do background hits arrive in the tracker?", D_TIMING,
      "Most beam-induced background hits in the tracker arrive out of time with the particles from the collision.",
      "Most BIB hits in the tracker arrive out of time with the particles from the collision", evidence2=D_BIB),
    H("ha02", "abbreviation", "What magnets does the first RCS use?", D_RCS,
      "The first rapid-cycling synchrotron uses only normal-conducting magnets.",
      "RCS1 uses only normal-conducting magnets."),
    H("ha03", "abbreviation", "Which conductor is used for the high-field solenoids?", D_HTS,
      "Rare-earth barium copper oxide coated-conductor tape, a high-temperature superconductor, is the baseline for the target, the last 6D cooling stages and the final cooling solenoids.",
      "High-temperature superconductors (HTS), in the form of REBCO coated-conductor tape, are the baseline for the target, the last 6D cooling stages and the final cooling solenoids."),
    H("ha04", "abbreviation", "What does the k4MarlinWrapper convert between?", D_SOFT,
      "The k4MarlinWrapper converts on the fly between the Linear Collider I/O (LCIO) and EDM4hep event data models.",
      "through the k4MarlinWrapper, which converts between the LCIO and EDM4hep event data models on the fly"),
    H("ha05", "abbreviation", "How does the photon content of the muon compare with the W and Z?", D_PORTAL,
      "At small momentum fractions, the photon parton distribution function of the muon is larger than the W and Z parton distribution functions.",
      "The photon PDF is larger than the W and Z PDFs at small momentum fractions.", cite=2, evidence2=D_PDF),
    H("ha06", "abbreviation", "What sensors give the tracker its timing?", D_TIMING,
      "The vertex detector and the outer tracker are assumed to reach hit time resolutions of 30 ps and 60 ps with low-gain avalanche diode (LGAD) sensors.",
      "The vertex detector is assumed to have a hit time resolution of 30 ps, and the outer tracker 60 ps, using LGAD-type sensors [44]."),
]
