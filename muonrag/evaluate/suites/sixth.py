"""Sixth held-out claim-checking set (7 December 2026, third session).

Each case is one claim with one verbatim quote cited to a numbered evidence
chunk. Attacks copy a span verbatim but state something the chunk does not
support; honest cases state exactly what the cited chunk says (or, for the
"reattributed" kind, what the neighbouring chunk says, the model having cited
the wrong number).

Topics: beam-induced background and its mitigation (nozzles, double-layer
filtering), background composition versus energy; 6D ionization cooling and
final cooling (emittances, absorbers, solenoid fields), MICE; the acceleration
chain (linac, RLAs, RCS, hybrid RCS); muon sources (proton-driven versus
LEMMA); site studies at CERN and Fermilab and ring circumference; power
consumption and cost drivers; detector radiation levels (1 MeV
neutron-equivalent fluence, TID); the demonstrator facility; BSM reach (dark
matter, heavy Higgs bosons, g-2, electroweak precision); forward muon tagging;
luminosity and bunch parameters.

Counts: 108 attacks in nine families (qualifier_cut 12, other_machine 12,
goal_as_result 11, role_swap 12, quantifier 12, comparison 12, non_body 12,
number 13, other_language 12) and 54 honest cases in nine kinds (paraphrase,
merged, qualified, reattributed, reordered, respectively, table_row,
unit_conversion, abbreviation; 6 each), 162 cases in all. 53 cases carry a
second chunk (evidence2); 8 cite chunk 2.

A helper wrote them from the family descriptions without reading the checker,
its tests or the earlier sets. All numbers are invented but kept consistent
within each chunk.

First run, with the rules as they stood after the fifth set's changes (commit 6d9ca73; the figure out of set):
100 of 108 attacks caught and 32 of 54 honest answers kept offline (99/108 and 34/54 with a judge that keeps every
doubt). The rules were then changed on what these cases showed (see ``docs/grounding.rst``), so this is a
development set now (``tests/test_blind_sets.py``).
"""

from muonrag.evaluate.suites.blind import case_builders

TITLE = "Towards a 10 TeV Muon Collider: Interim Accelerator, Detector and Physics Studies"   # a plausible paper title


A, H = case_builders(TITLE)


# ---------------------------------------------------------------------------
# Shared evidence chunks
# ---------------------------------------------------------------------------

D_BIB = """## Beam-induced background at the interaction region

Muons decay along the whole collider ring: for a bunch of 1.8×10^12 muons at 5 TeV, about 6×10^4 decays occur per metre of beam line in each pass [14]. The decay electrons and positrons are bent by the dipole and quadrupole fields into the magnet apertures, where they initiate electromagnetic showers. Most of the secondary particles that reach the detector are photons and neutrons, with a smaller contribution from charged hadrons and muons. The majority of the background that reaches the detector originates within 25 m of the interaction point. Background particles typically arrive within a few nanoseconds after the bunch crossing, with a long tail from slow neutrons."""

D_NOZZLE = """## Mitigation with shielding nozzles

Two cone-shaped tungsten nozzles clad in borated polyethylene are installed inside the detector on either side of the interaction point. Each nozzle starts 6 cm from the interaction point and extends to 6 m, with an opening angle of 10° at the tip. In simulation, the nozzles reduce the flux of background particles entering the detector by about three orders of magnitude. The geometry was optimised for the 1.5 TeV configuration and has not yet been re-optimised for the 10 TeV stage. The nozzles also shadow the region below 10° in polar angle, which limits the acceptance of the detector in the forward direction."""

D_BIB_ENERGY = """## Background dependence on collision energy

Simulations with FLUKA show that the number of background particles entering the detector per bunch crossing is similar at 1.5 TeV, 3 TeV and 10 TeV. At 10 TeV, the photon flux is about 20% lower than at 1.5 TeV, while the neutron flux is about 30% higher. The average photon energy is around 1 MeV and the average neutron energy is around 10 MeV in all three configurations. The reason is that the lower number of decays per metre at high energy is largely compensated by the higher energy of the decay electrons. These results assume the nozzle geometry of the 1.5 TeV study."""

D_BIB_TABLE = """## Background composition

| Particle | Number per crossing at 3 TeV | Number per crossing at 10 TeV | Mean energy [MeV] |
| Photons | 5.1×10^7 | 4.1×10^7 | 1.4 |
| Neutrons | 1.1×10^8 | 1.4×10^8 | 12 |
| Electrons and positrons | 8.0×10^5 | 6.9×10^5 | 7.0 |
| Charged hadrons | 2.2×10^4 | 3.0×10^4 | 480 |
| Muons | 6.0×10^3 | 8.0×10^3 | 1700 |

Table 5: Particles entering the detector per bunch crossing, from a FLUKA simulation with the 1.5 TeV nozzle geometry."""

D_DET_MIT = """## Background rejection in the tracker

The innermost vertex layer, at a radius of 3.1 cm, receives about 3.7 background hits per mm² in each bunch crossing. Most background hits can be rejected by requiring compatible hits in the two sensors of a double layer, which are separated by 2 mm (ref. 7). In simulation, this double-layer filter removes about 90% of the background hits while keeping more than 99% of the hits from prompt tracks. The remaining occupancy is compatible with the read-out bandwidth of the sensors only if the filter is implemented in the detector front-end. Without any filtering, track reconstruction at this hit density would take several minutes per event."""

D_RAD_TABLE = """## Radiation environment of the detector

The 1 MeV neutron-equivalent fluence and the total ionizing dose (TID) were computed with FLUKA for 200 days of operation per year at the 10 TeV stage [21].

| Sub-detector | Radius [cm] | Fluence [n_eq cm⁻² y⁻¹] | TID [kGy y⁻¹] |
|---|---|---|---|
| Vertex detector, layer 1 | 3.1 | 3×10^15 | 1000 |
| Inner tracker, layer 1 | 12.7 | 8×10^14 | 100 |
| Outer tracker, layer 1 | 56.0 | 2×10^14 | 10 |
| ECAL barrel | 150 | 1×10^14 | 2 |

Table 3: Annual fluence and TID at the innermost layer of each sub-detector, including a safety factor of two."""

D_RAD_TEXT = """## Radiation tolerance requirements

The highest fluence and dose occur in the first layer of the vertex detector, and both decrease with radius. The fluence in the vertex detector is about a factor of ten below the level expected at the end of life of the HL-LHC inner pixel layers. The TID in the calorimeters is low enough that radiation damage is not a concern for the ECAL barrel, but it may be for the endcaps close to the nozzles, which were not yet simulated. Sensors for the vertex detector must therefore tolerate at least 3×10^15 n_eq cm⁻² per year of operation."""

D_6D = """## Six-dimensional cooling

After the front end, the muon beam has a transverse emittance of about 17 mm and a longitudinal emittance of about 46 mm. The 6D cooling channel, a rectilinear lattice of tilted solenoids with wedge-shaped absorbers, reduces these to about 0.3 mm and 1.5 mm, respectively [9]. The solenoid fields increase from 2.6 T in the first cell to 13.6 T in the last cell, while the cell length decreases from 2.75 m to 0.8 m. Lithium hydride wedges are used in the early stages, while the last stages use liquid hydrogen to reduce multiple scattering. These results were obtained in simulation, without magnet misalignments."""

D_COOL_TABLE = """## Cooling performance

Table 2: Emittances at the end of each cooling section, section length and transmission for µ⁺.

| Section | ε_T [mm] | ε_L [mm] | Length [m] | Transmission [%] |
|---|---|---|---|---|
| Front end | 17.0 | 46.0 | 150 | 90 |
| 6D cooling before merge | 1.50 | 1.50 | 360 | 60 |
| Bunch merge | 5.10 | 10.2 | 130 | 78 |
| 6D cooling after merge | 0.30 | 1.50 | 620 | 70 |
| Final cooling | 0.0225 | 70.0 | 100 | 50 |

The final cooling values are design targets; the other rows are results of tracking simulations."""

D_MICE = """## Results from MICE

The Muon Ionization Cooling Experiment (MICE) at the Rutherford Appleton Laboratory demonstrated transverse ionization cooling in 2019 [3]. Using lithium hydride or liquid hydrogen absorbers, MICE observed an increase of the phase-space density in the beam core for beams with an input emittance of 6 mm and 10 mm. The magnetic field in the MICE focus coil reached about 3 T. MICE did not use RF re-acceleration, and it did not demonstrate longitudinal or 6D cooling."""

D_FINAL = """## Final cooling

The final cooling stage aims to reduce the transverse emittance from about 300 µm to 22.5 µm, while the longitudinal emittance grows from 1.5 mm to about 70 mm. It uses liquid hydrogen absorbers inside high-field solenoids. A lattice with 32 T solenoids reached a transverse emittance of 55 µm in simulation, which is above the target. Reaching 22.5 µm would require solenoid fields of 40 T or more and beam momenta below about 70 MeV/c in the last absorbers. The final cooling system is one of the main cost drivers of the muon source."""

D_FINAL_MAGNET = """## Towards 40 T solenoids for final cooling

The highest field reached so far in an all-superconducting solenoid with a suitable bore is 32 T, achieved at a national high-field laboratory. A 40 T solenoid for final cooling is being designed but has not yet been built. The required bore of about 50 mm and the stored energy make the 40 T design more demanding than existing laboratory magnets. A prototype is expected no earlier than 2030."""

D_ACCEL = """## Acceleration chain

After cooling, the muons are accelerated by a single-pass linac to 1.25 GeV, followed by two recirculating linear accelerators (RLAs) that bring them to 5 GeV and 63 GeV, respectively. A chain of rapid-cycling synchrotrons (RCS) then accelerates the beams to the collision energy. Because the muon lifetime at rest is only 2.2 µs, the acceleration must be fast: the design requires a survival rate of 90% in each RCS. The RCS chain for 10 TeV consists of four rings, the last of which reaches 5 TeV per beam. The first two rings use only normal-conducting pulsed magnets, whereas the last two are hybrid rings."""

D_HYBRID = """## Hybrid rapid-cycling synchrotrons

In a hybrid RCS, normal-conducting pulsed dipoles are interleaved with fixed-field superconducting dipoles. The pulsed magnets ramp from −1.8 T to +1.8 T, while the superconducting magnets provide a constant field of 10 T. The average bending field therefore increases from its minimum at injection to its maximum at extraction. The pulsed dipoles of the last ring must ramp at about 0.6 kT/s; a prototype dipole has so far reached 0.4 kT/s. The stored energy in the pulsed magnets is recovered by resonant power converters, which has not yet been demonstrated at the required scale."""

D_RCS_TABLE = """## RCS parameters

| Ring | Injection energy [GeV] | Extraction energy [GeV] | Circumference [km] | Ramp time [ms] | Survival [%] |
| RCS1 | 63 | 314 | 5.99 | 0.34 | 90 |
| RCS2 | 314 | 750 | 5.99 | 1.10 | 90 |
| RCS3 | 750 | 1500 | 10.7 | 2.37 | 90 |
| RCS4 | 1500 | 5000 | 26.7 | 6.37 | 90 |

Table 4: Main design parameters of the RCS chain for the 10 TeV collider. RCS3 and RCS4 are hybrid rings."""

D_LEMMA = """## Positron-driven muon source

In the LEMMA (Low EMittance Muon Accelerator) scheme, muon pairs are produced by a 45 GeV positron beam annihilating with electrons in a thin target, just above the threshold of e⁺e⁻ → µ⁺µ⁻. The muons are produced with low emittance and therefore do not need ionization cooling. The main difficulty is the very low production efficiency, about 10⁻⁷ muon pairs per positron for a 3 mm beryllium target (ref. 11). Several components, such as the target, have been studied in detail, but the high-intensity positron source has not. At present, LEMMA cannot reach the muon bunch intensity of the proton-driven scheme, and it is not part of the baseline."""

D_PROTON_SRC = """## Proton-driven muon source

In the baseline scheme, muons are obtained from the decay of pions produced by a multi-megawatt proton beam on a target. The muons emerge with a large emittance and must be cooled by about five orders of magnitude in 6D phase space before acceleration. This scheme can provide bunches of about 2×10^12 muons at the collider, which is the main reason it was chosen as the baseline. Most of the source design was developed by the US Muon Accelerator Program (MAP) between 2011 and 2016."""

D_MAP = """## Evolution of the parameter set

The MAP design of 2016 assumed a 6 TeV collider with a luminosity of 1.2×10^35 cm^-2 s^-1 and a bunch intensity of 2×10^12 muons. The current parameters for 10 TeV aim at 2×10^35 cm^-2 s^-1 with 1.8×10^12 muons per bunch. The final transverse emittance of 25 µm is the same in both designs. The MAP collider ring for 6 TeV had a circumference of 6.3 km."""

D_SITE_CERN = """## Site study at CERN

A site next to the CERN Prévessin campus was studied for a 10 TeV collider ring with a circumference of about 10 km [4]. The SPS tunnel could host the first RCS, and the LHC tunnel could host the last RCS, which accelerates the beams to 5 TeV. Using the LHC tunnel would require removing the LHC, which could happen only after the end of the HL-LHC programme around 2041. A 3 TeV collider ring with a circumference of about 4.5 km could be built at the same site as a first stage. The collider ring would be placed at a depth of 100 to 150 m in the molasse rock."""

D_SITE_FNAL = """## Site study at Fermilab

The Fermilab site, with an area of about 27 km², can accommodate a collider ring with a circumference of up to about 7 km within its boundary. A 3 TeV collider with a 4.5 km ring therefore fits on site. A 10 TeV collider ring of about 10 km could be built at Fermilab only if underground easements outside the site boundary can be obtained. The existing Main Injector tunnel, with a circumference of 3.3 km, could host one of the lower-energy RCS rings."""

D_OUTLINE = """## 5 A 10 km collider ring at CERN

This section summarises the status of the site investigations around CERN. The circumference of the collider ring has not been fixed; values between 8.7 km and 11.4 km are being studied, depending on the arc dipole field. The final choice will be made after the geological survey planned for 2026."""

D_RING = """## Collider ring design

The 10 TeV collider ring has a circumference of about 10 km, compared with 26.7 km for the LHC. This compactness requires arc dipoles with a field of about 14 T, well above the 8.3 T of the LHC dipoles (ref. 13). The 3 TeV ring, with a circumference of 4.5 km, can use 10 T dipoles. The arc magnets are protected from the decay electrons by a tungsten liner that absorbs about 500 W per metre at 10 TeV."""

D_POWER = """## Power consumption and cost drivers

The total electrical power of the 10 TeV complex is estimated at about 200 MW, compared with about 130 MW for the 3 TeV stage. The largest single consumer is the muon production and cooling complex, with about 70 MW, followed by the cryogenics of the collider ring and of the RCS chain. The pulsed power of the RCS magnets is large, but most of it is recovered by resonant circuits, so that the average power drawn from the grid is about 20 MW. The collider ring magnets, the RCS chain and the cooling channel together account for more than half of the estimated cost. These estimates are preliminary and have not yet been reviewed by an independent cost panel."""

D_POWER_CMP = """## Comparison with other colliders

For comparison, CLIC at 3 TeV requires about 590 MW, and FCC-hh at 100 TeV is estimated at about 560 MW [17]. The ILC at 250 GeV requires about 110 MW. At high energy, the muon collider therefore offers a higher luminosity per unit of wall-plug power than linear e⁺e⁻ colliders. Its power efficiency improves with energy, because the luminosity grows roughly with the square of the energy while the power grows more slowly."""

D_DEMO = """## Demonstrator facility

A demonstrator facility is planned to test a sequence of cooling cells, each with RF cavities, solenoids and absorbers, under realistic beam conditions [25]. One option places it next to the CERN PS, using a muon beam with a momentum of about 200 MeV/c produced by protons from the PS. The facility aims to measure 6D emittance reduction with a high-intensity beam, which MICE could not do. Construction could start in 2029 at the earliest, with first beam about three years later. The demonstrator will not reach the final emittances of the collider; it will validate the cooling performance of a realistic lattice."""

D_DEMO2 = """## Demonstrator options at Fermilab

At Fermilab, the demonstrator could be placed at the end of the PIP-II linac, which will deliver 800 MeV protons. The Fermilab option would allow a longer cooling section of up to about 100 m, compared with about 40 m at CERN. A decision between the two sites is expected in 2027. Both options assume cooling cells based on the rectilinear 6D lattice."""

D_PARAMS = """## Collider parameters

Table 1: Target parameters of the 3 TeV and 10 TeV stages.

| Parameter | Unit | 3 TeV | 10 TeV |
| Luminosity | 10^34 cm^-2 s^-1 | 1.8 | 20 |
| Bunch intensity | 10^12 | 2.2 | 1.8 |
| Circumference | km | 4.5 | 10.0 |
| Normalised transverse emittance | µm | 25 | 25 |
| β* | mm | 5 | 1.5 |
| Bunch length | mm | 5 | 1.5 |
| Repetition rate | Hz | 5 | 5 |
| Integrated luminosity goal | ab^-1 | 1 | 10 |"""

D_LUMI_TEXT = """## Luminosity and bunch parameters

The luminosity per unit of beam power increases with energy, because the beams can be focused to smaller spot sizes and the number of turns before decay grows with the Lorentz factor. For a fixed bunch intensity and normalised emittance, the luminosity scales approximately with the square of the beam energy if β* is reduced in proportion to the bunch length [2]. The target luminosity of 2×10^35 cm^-2 s^-1 at 10 TeV corresponds to about 10 ab^-1 in five years of operation. A single bunch of 1.8×10^12 muons circulates in each direction, making on average about 3000 turns in the 10 km ring before decaying. Reaching β* = 1.5 mm requires interaction region quadrupoles with fields of up to 20 T."""

D_CLIC = """## Comparison with CLIC

CLIC at 3 TeV is designed for a luminosity of 5.9×10^34 cm^-2 s^-1, of which only about a third is within 1% of the nominal energy because of beamstrahlung [18]. The muon collider has a much narrower luminosity spectrum, since muons emit little synchrotron radiation and beamstrahlung. At 3 TeV, the muon collider targets 1.8×10^34 cm^-2 s^-1, nearly all of which is close to the nominal energy."""

D_DM = """## Dark matter reach

A 10 TeV muon collider can probe minimal weakly interacting dark matter candidates through disappearing tracks and mono-photon signatures [31]. The thermal Higgsino, with a mass of about 1.1 TeV, can be discovered with 10 ab^-1 if the disappearing-track background is controlled at the level assumed in the study. The thermal wino, with a mass of about 2.8 TeV, can be excluded at 95% confidence level but not discovered. Heavier electroweak multiplets, such as the 5-plet with a thermal mass of about 14 TeV, are beyond the reach of the 10 TeV collider. At 3 TeV, the Higgsino reach is about 1.2 TeV, just above its thermal mass."""

D_DM_FCC = """## Dark matter at hadron colliders

At FCC-hh with 30 ab^-1, disappearing-track searches are expected to discover the thermal wino of about 2.8 TeV [32]. The reach for the Higgsino at FCC-hh is about 1.5 TeV. The HL-LHC reach for the Higgsino is about 300 GeV, well below its thermal mass."""

D_HIGGS = """## Heavy Higgs bosons

In two-Higgs-doublet models, the heavy neutral Higgs bosons can be pair-produced through µ⁺µ⁻ → HA. At 10 TeV, this process gives sensitivity to masses up to about 4.5 TeV, close to the kinematic limit of half the collision energy (ref. 33). Single production through vector boson fusion extends the reach in some regions of parameter space. The HL-LHC reach for the same models is below about 2 TeV for most values of tan β. The pair-production reach of the muon collider is almost independent of tan β, whereas the LHC reach depends strongly on it."""

D_G2 = """## Probing the muon g−2

Any new physics that explains a deviation in the muon anomalous magnetic moment must couple to muons, which makes a muon collider a direct probe [36]. The dipole operator responsible for the g−2 contribution also induces the processes µ⁺µ⁻ → hγ and µ⁺µ⁻ → Zγ, whose cross-sections grow with the square of the collision energy. A 10 TeV collider with 10 ab^-1 could test the dipole operator at the level required to explain a deviation of 2.5×10^-9. A 3 TeV collider would cover only part of the relevant parameter space."""

D_EW = """## Electroweak precision at high energy

Measurements of µ⁺µ⁻ → f f̄ at 10 TeV with 10 ab^-1 are sensitive to new physics scales of about 100 TeV through the W and Y parameters [38]. This is about an order of magnitude beyond the reach of the FCC-ee Z-pole programme for the same parameters. For the oblique parameters S and T, whose effects do not grow with energy, FCC-ee remains more sensitive than the muon collider. The projections assume a luminosity uncertainty of 0.1%."""

D_FWD = """## Forward muon tagging

In vector boson fusion through Z bosons, µ⁺µ⁻ → µ⁺µ⁻ X, the outgoing muons are emitted at very small angles and escape through the nozzles. Tagging them requires a dedicated forward muon detector placed behind the nozzles, covering pseudorapidities up to |η| ≈ 7. Forward muon tagging allows ZZ fusion to be distinguished from WW fusion, which is needed for a model-independent measurement of the Higgs coupling to Z bosons. A momentum resolution of about 10% is assumed for the forward muons in the physics studies. The design of the forward detector is not yet defined, and its integration into the machine-detector interface remains an open question."""

D_TOC = """## Contents

1 Introduction .......... 3
2 Beam-induced background .......... 7
2.3 Can the nozzles be removed at 10 TeV? .......... 12
3 Ionization cooling .......... 15
3.4 Final cooling to 22.5 µm .......... 24
4 Acceleration with hybrid RCS .......... 29
5 A 10 km collider ring at CERN .......... 38
6 Physics reach .......... 45"""

D_REFS = """## References

[12] A. Moretti et al., Beam-induced background above 1 GeV is negligible at a 10 TeV muon collider, preprint (2025).
[13] K. Lindqvist et al., A 16 T dipole for the muon collider ring, Proc. IPAC'24.
[14] H. Weber et al., Detector and physics performance at a muon collider, JINST 15 (2020) P05001.
[15] C. Okafor et al., Demonstration of final cooling to 25 µm, in preparation.
[16] P. Novak et al., Feasibility of a 10 TeV muon collider on the Fermilab site, FERMILAB-TM (2024)."""

D_FIG = """## Luminosity and background figures

Figure 3: Luminosity per unit of wall-plug power as a function of centre-of-mass energy for CLIC, FCC-hh and the muon collider.

Figure 4: Hit density in the first vertex layer with and without the tungsten nozzles, for the 1.5 TeV configuration.

Both figures are reproduced from the 2024 interim report [40]."""

D_SUMMARY = """## 7 Summary: a muon collider is feasible by 2045

The timeline discussed in this section is technically limited and assumes that the demonstrator confirms the expected cooling performance. Whether a 3 TeV collider can start operation by 2045 depends on the demonstrator results and on funding decisions, which are not yet available. No showstopper has been identified so far, but several technologies, including the final cooling solenoids, still need to be demonstrated."""


# ---------------------------------------------------------------------------
# Cases
# ---------------------------------------------------------------------------

CASES = [
    # ======================= 1. qualifier_cut =======================
    A("qc01", "qualifier_cut",
      "How well does the double-layer filter reject background hits?",
      D_DET_MIT,
      "In beam tests, the double-layer filter removed about 90% of the background hits while keeping more than 99% of the hits from prompt tracks.",
      "this double-layer filter removes about 90% of the background hits while keeping more than 99% of the hits from prompt tracks"),
    A("qc02", "qualifier_cut",
      "Has the nozzle geometry been optimised for the 10 TeV collider?",
      D_NOZZLE,
      "The nozzle geometry has been optimised for the 10 TeV collider.",
      "The geometry was optimised",
      evidence2=D_BIB_ENERGY),
    A("qc03", "qualifier_cut",
      "What transverse emittance has the final cooling lattice reached?",
      D_FINAL,
      "A final cooling lattice with 32 T solenoids reached a transverse emittance of 55 µm, which meets the final cooling target.",
      "A lattice with 32 T solenoids reached a transverse emittance of 55 µm"),
    A("qc04", "qualifier_cut",
      "When will construction of the demonstrator start?",
      D_DEMO,
      "Construction of the demonstrator facility will start no later than 2029.",
      "Construction could start in 2029"),
    A("qc05", "qualifier_cut",
      "Can a 10 TeV collider ring be built at Fermilab?",
      D_SITE_FNAL,
      "A 10 TeV collider ring of about 10 km can be built entirely within the Fermilab site.",
      "A 10 TeV collider ring of about 10 km could be built at Fermilab",
      evidence2=D_SITE_CERN),
    A("qc06", "qualifier_cut",
      "Can a 10 TeV muon collider discover the thermal Higgsino?",
      D_DM,
      "A 10 TeV muon collider with 10 ab^-1 will discover the thermal Higgsino, whatever the level of the disappearing-track background.",
      "The thermal Higgsino, with a mass of about 1.1 TeV, can be discovered with 10 ab^-1"),
    A("qc07", "qualifier_cut",
      "Is radiation damage a concern for the calorimeters?",
      D_RAD_TEXT,
      "The TID in the calorimeters is low enough that radiation damage is not a concern anywhere in the calorimeter system, including the endcaps.",
      "The TID in the calorimeters is low enough that radiation damage is not a concern",
      evidence2=D_RAD_TABLE),
    A("qc08", "qualifier_cut",
      "What is the status of the 40 T final cooling solenoid?",
      D_FINAL_MAGNET,
      "A 40 T solenoid for final cooling has been designed and built.",
      "A 40 T solenoid for final cooling is being designed",
      evidence2=D_FINAL),
    A("qc09", "qualifier_cut",
      "Has energy recovery for the pulsed RCS magnets been demonstrated?",
      D_HYBRID,
      "Recovery of the stored energy of the pulsed magnets by resonant power converters has been demonstrated at the scale required for the hybrid RCS.",
      "The stored energy in the pulsed magnets is recovered by resonant power converters"),
    A("qc10", "qualifier_cut",
      "How does the luminosity scale with beam energy?",
      D_LUMI_TEXT,
      "At fixed bunch intensity and emittance, the luminosity scales approximately with the square of the beam energy even if β* is kept constant.",
      "the luminosity scales approximately with the square of the beam energy"),
    A("qc11", "qualifier_cut",
      "Did MICE demonstrate 6D cooling?",
      D_DEMO,
      "MICE demonstrated longitudinal and 6D ionization cooling.",
      "demonstrate longitudinal or 6D cooling",
      cite=2, evidence2=D_MICE),
    A("qc12", "qualifier_cut",
      "Will the demonstrator reach the collider emittances?",
      D_DEMO,
      "The demonstrator facility will reach the final emittances of the collider.",
      "reach the final emittances of the collider"),

    # ======================= 2. other_machine =======================
    A("om01", "other_machine",
      "How much electrical power does a 3 TeV muon collider need?",
      D_POWER,
      "A 3 TeV muon collider requires about 590 MW of electrical power.",
      "CLIC at 3 TeV requires about 590 MW",
      cite=2, evidence2=D_POWER_CMP),
    A("om02", "other_machine",
      "What solenoid fields are used in the 6D cooling channel?",
      D_MICE,
      "The solenoids of the muon collider's 6D cooling channel reach a field of about 3 T.",
      "The magnetic field in the MICE focus coil reached about 3 T",
      evidence2=D_6D),
    A("om03", "other_machine",
      "What is the Higgsino mass reach of a 10 TeV muon collider?",
      D_DM,
      "At 10 TeV, the muon collider's reach for the Higgsino is about 1.2 TeV.",
      "the Higgsino reach is about 1.2 TeV"),
    A("om04", "other_machine",
      "Can a 10 TeV muon collider discover the thermal wino?",
      D_DM,
      "At a 10 TeV muon collider, disappearing-track searches are expected to discover the thermal wino of about 2.8 TeV.",
      "disappearing-track searches are expected to discover the thermal wino of about 2.8 TeV",
      cite=2, evidence2=D_DM_FCC),
    A("om05", "other_machine",
      "What is the muon collider reach for heavy Higgs bosons?",
      D_HIGGS,
      "The muon collider's reach for heavy Higgs bosons in two-Higgs-doublet models is below about 2 TeV for most values of tan β.",
      "reach for the same models is below about 2 TeV for most values of tan β"),
    A("om06", "other_machine",
      "What is the electrical power of the 10 TeV muon collider?",
      D_POWER_CMP,
      "The 10 TeV muon collider complex is estimated to need about 560 MW.",
      "FCC-hh at 100 TeV is estimated at about 560 MW",
      evidence2=D_POWER),
    A("om07", "other_machine",
      "What dipole field do the collider ring arcs need?",
      D_RING,
      "The arc dipoles of the 10 TeV muon collider ring have a field of 8.3 T.",
      "the 8.3 T of the LHC dipoles"),
    A("om08", "other_machine",
      "Which dipole field is needed for the 10 TeV collider ring?",
      D_RING,
      "The 10 TeV collider ring can use 10 T dipoles.",
      "can use 10 T dipoles"),
    A("om09", "other_machine",
      "What luminosity does the current 10 TeV design aim for?",
      D_MAP,
      "The current 10 TeV muon collider design aims at a luminosity of 1.2×10^35 cm^-2 s^-1.",
      "a luminosity of 1.2×10^35 cm^-2 s^-1"),
    A("om10", "other_machine",
      "What is the circumference of the 10 TeV collider ring?",
      D_MAP,
      "The 10 TeV collider ring has a circumference of 6.3 km.",
      "The MAP collider ring for 6 TeV had a circumference of 6.3 km",
      evidence2=D_RING),
    A("om11", "other_machine",
      "What fluence does the first vertex layer receive at the 3 TeV stage?",
      D_RAD_TABLE,
      "At the 3 TeV stage, the first vertex detector layer receives a fluence of 3×10^15 n_eq cm⁻² per year.",
      "| Vertex detector, layer 1 | 3.1 | 3×10^15 | 1000 |"),
    A("om12", "other_machine",
      "What luminosity is the 3 TeV muon collider designed for?",
      D_CLIC,
      "The 3 TeV muon collider is designed for a luminosity of 5.9×10^34 cm^-2 s^-1.",
      "CLIC at 3 TeV is designed for a luminosity of 5.9×10^34 cm^-2 s^-1",
      evidence2=D_PARAMS),

    # ======================= 3. goal_as_result =======================
    A("gr01", "goal_as_result",
      "What emittance does the final cooling achieve?",
      D_FINAL,
      "The final cooling stage has reduced the transverse emittance from about 300 µm to 22.5 µm.",
      "The final cooling stage aims to reduce the transverse emittance from about 300 µm to 22.5 µm"),
    A("gr02", "goal_as_result",
      "What do simulations give for the final cooling section?",
      D_COOL_TABLE,
      "Tracking simulations show the final cooling section reaching a transverse emittance of 0.0225 mm with 50% transmission.",
      "| Final cooling | 0.0225 | 70.0 | 100 | 50 |"),
    A("gr03", "goal_as_result",
      "What muon survival rate is obtained in the RCS chain?",
      D_ACCEL,
      "A muon survival rate of 90% has been achieved in each RCS.",
      "the design requires a survival rate of 90% in each RCS",
      evidence2=D_RCS_TABLE),
    A("gr04", "goal_as_result",
      "What has the demonstrator facility measured?",
      D_DEMO,
      "The demonstrator facility has measured 6D emittance reduction with a high-intensity muon beam.",
      "The facility aims to measure 6D emittance reduction with a high-intensity beam",
      evidence2=D_MICE),
    A("gr05", "goal_as_result",
      "How radiation-hard are the vertex detector sensors?",
      D_RAD_TEXT,
      "The vertex detector sensors have been shown to tolerate 3×10^15 n_eq cm⁻² per year of operation.",
      "Sensors for the vertex detector must therefore tolerate at least 3×10^15 n_eq cm⁻² per year of operation."),
    A("gr06", "goal_as_result",
      "What luminosity does the muon collider reach at 10 TeV?",
      D_LUMI_TEXT,
      "The 10 TeV muon collider has been shown to reach a luminosity of 2×10^35 cm^-2 s^-1.",
      "luminosity of 2×10^35 cm^-2 s^-1 at 10 TeV"),
    A("gr07", "goal_as_result",
      "What interaction region quadrupoles exist for β* = 1.5 mm?",
      D_LUMI_TEXT,
      "Interaction region quadrupoles with fields of 20 T have been built to reach β* = 1.5 mm.",
      "interaction region quadrupoles with fields of up to 20 T"),
    A("gr08", "goal_as_result",
      "What momentum resolution does the forward muon detector achieve?",
      D_FWD,
      "The forward muon detector achieves a momentum resolution of about 10% for forward muons.",
      "A momentum resolution of about 10% is assumed for the forward muons"),
    A("gr09", "goal_as_result",
      "How precisely is the luminosity measured?",
      D_EW,
      "The luminosity at the 10 TeV muon collider is measured with an uncertainty of 0.1%.",
      "The projections assume a luminosity uncertainty of 0.1%."),
    A("gr10", "goal_as_result",
      "What ramp rate have the pulsed RCS dipoles reached?",
      D_HYBRID,
      "Pulsed dipoles for the last hybrid RCS ring have been ramped at about 0.6 kT/s.",
      "The pulsed dipoles of the last ring must ramp at about 0.6 kT/s",
      evidence2=D_RCS_TABLE),
    A("gr11", "goal_as_result",
      "What β* has the 10 TeV stage achieved?",
      D_PARAMS,
      "The 10 TeV stage has demonstrated a β* of 1.5 mm.",
      "| β* | mm | 5 | 1.5 |"),

    # ======================= 4. role_swap =======================
    A("rs01", "role_swap",
      "Where does the background reaching the detector originate?",
      D_BIB,
      "Most of the background that reaches the detector originates beyond 25 m from the interaction point.",
      "The majority of the background that reaches the detector originates within 25 m of the interaction point."),
    A("rs02", "role_swap",
      "What are the shielding nozzles made of?",
      D_NOZZLE,
      "The two cone-shaped nozzles are made of borated polyethylene clad in tungsten.",
      "Two cone-shaped tungsten nozzles clad in borated polyethylene are installed inside the detector"),
    A("rs03", "role_swap",
      "Where is the forward muon detector placed?",
      D_FWD,
      "The forward muon detector is placed in front of the nozzles, between them and the interaction point.",
      "Tagging them requires a dedicated forward muon detector placed behind the nozzles",
      evidence2=D_NOZZLE),
    A("rs04", "role_swap",
      "In what order are the muons accelerated after cooling?",
      D_ACCEL,
      "After cooling, the muons first pass through two recirculating linear accelerators and then through a single-pass linac that brings them to 1.25 GeV.",
      "After cooling, the muons are accelerated by a single-pass linac to 1.25 GeV, followed by two recirculating linear accelerators (RLAs)"),
    A("rs05", "role_swap",
      "Which magnets are pulsed in a hybrid RCS?",
      D_HYBRID,
      "In a hybrid RCS, the superconducting dipoles are pulsed, while the normal-conducting dipoles provide a fixed field.",
      "In a hybrid RCS, normal-conducting pulsed dipoles are interleaved with fixed-field superconducting dipoles."),
    A("rs06", "role_swap",
      "Which absorber materials are used in the 6D cooling channel?",
      D_6D,
      "Liquid hydrogen absorbers are used in the early stages of the 6D cooling channel, while the last stages use lithium hydride wedges.",
      "Lithium hydride wedges are used in the early stages, while the last stages use liquid hydrogen to reduce multiple scattering",
      evidence2=D_COOL_TABLE),
    A("rs07", "role_swap",
      "How are muons produced in the LEMMA scheme?",
      D_LEMMA,
      "In LEMMA, muon pairs are produced by a 45 GeV electron beam annihilating with positrons in a thin target.",
      "muon pairs are produced by a 45 GeV positron beam annihilating with electrons in a thin target",
      title="Positron-Driven Muon Sources: Status of the LEMMA Scheme"),
    A("rs08", "role_swap",
      "How does the longitudinal emittance change in final cooling?",
      D_FINAL,
      "In final cooling, the longitudinal emittance shrinks from about 70 mm to 1.5 mm.",
      "the longitudinal emittance grows from 1.5 mm to about 70 mm"),
    A("rs09", "role_swap",
      "Which CERN tunnels could host RCS rings?",
      D_SITE_CERN,
      "The LHC tunnel could host the first RCS, and the SPS tunnel could host the last RCS.",
      "The SPS tunnel could host the first RCS, and the LHC tunnel could host the last RCS"),
    A("rs10", "role_swap",
      "Which system consumes the most electrical power?",
      D_POWER,
      "The largest single power consumer is the cryogenics of the collider ring and RCS chain, followed by the muon production and cooling complex with about 70 MW.",
      "The largest single consumer is the muon production and cooling complex, with about 70 MW, followed by the cryogenics of the collider ring and of the RCS chain"),
    A("rs11", "role_swap",
      "Why is the background similar at different energies?",
      D_BIB_ENERGY,
      "At high energy, the number of decays per metre is higher, which compensates for the lower energy of the decay electrons.",
      "the lower number of decays per metre at high energy is largely compensated by the higher energy of the decay electrons",
      evidence2=D_BIB),
    A("rs12", "role_swap",
      "How does the heavy Higgs reach depend on tan β?",
      D_HIGGS,
      "The LHC reach for heavy Higgs bosons is almost independent of tan β, whereas the muon collider's pair-production reach depends strongly on it.",
      "The pair-production reach of the muon collider is almost independent of tan β, whereas the LHC reach depends strongly on it."),

    # ======================= 5. quantifier =======================
    A("qt01", "quantifier",
      "Which particles make up the beam-induced background?",
      D_BIB,
      "All secondary particles that reach the detector are photons and neutrons.",
      "Most of the secondary particles that reach the detector are photons and neutrons"),
    A("qt02", "quantifier",
      "Can background hits be rejected with double layers?",
      D_DET_MIT,
      "All background hits can be rejected by requiring compatible hits in the two sensors of a double layer.",
      "Most background hits can be rejected by requiring compatible hits in the two sensors of a double layer"),
    A("qt03", "quantifier",
      "What is the main cost driver of the muon source?",
      D_FINAL,
      "The final cooling system is the main cost driver of the muon source.",
      "The final cooling system is one of the main cost drivers of the muon source."),
    A("qt04", "quantifier",
      "Does single production extend the heavy Higgs reach?",
      D_HIGGS,
      "Single production through vector boson fusion extends the heavy Higgs reach in all regions of parameter space.",
      "Single production through vector boson fusion extends the reach in some regions of parameter space"),
    A("qt05", "quantifier",
      "Could a 3 TeV collider test g−2 explanations?",
      D_G2,
      "A 3 TeV muon collider would cover all of the parameter space relevant for the g−2 dipole operator.",
      "A 3 TeV collider would cover only part of the relevant parameter space"),
    A("qt06", "quantifier",
      "Is the pulsed power of the RCS magnets recovered?",
      D_POWER,
      "All of the pulsed power of the RCS magnets is recovered by resonant circuits.",
      "The pulsed power of the RCS magnets is large, but most of it is recovered by resonant circuits",
      evidence2=D_HYBRID),
    A("qt07", "quantifier",
      "What magnets do the RCS rings use?",
      D_ACCEL,
      "All four rings of the 10 TeV RCS chain use only normal-conducting pulsed magnets.",
      "The first two rings use only normal-conducting pulsed magnets",
      evidence2=D_RCS_TABLE),
    A("qt08", "quantifier",
      "How many turns do the muons make before decaying?",
      D_LUMI_TEXT,
      "Every muon makes exactly 3000 turns in the 10 km ring before decaying.",
      "making on average about 3000 turns in the 10 km ring before decaying"),
    A("qt09", "quantifier",
      "When do background particles arrive at the detector?",
      D_BIB,
      "All background particles arrive within a few nanoseconds after the bunch crossing.",
      "Background particles typically arrive within a few nanoseconds after the bunch crossing"),
    A("qt10", "quantifier",
      "How mature are the LEMMA components?",
      D_LEMMA,
      "All key components of the LEMMA scheme have been studied in detail.",
      "Several components, such as the target, have been studied in detail",
      title="Positron-Driven Muon Sources: Status of the LEMMA Scheme",
      evidence2=D_PROTON_SRC),
    A("qt11", "quantifier",
      "What is the average photon energy of the background?",
      D_BIB_ENERGY,
      "Only at 10 TeV is the average photon energy of the background around 1 MeV.",
      "The average photon energy is around 1 MeV and the average neutron energy is around 10 MeV in all three configurations."),
    A("qt12", "quantifier",
      "Which RCS rings could the Main Injector tunnel host?",
      D_SITE_FNAL,
      "The Main Injector tunnel could host all of the lower-energy RCS rings.",
      "The existing Main Injector tunnel, with a circumference of 3.3 km, could host one of the lower-energy RCS rings"),

    # ======================= 6. comparison =======================
    A("cp01", "comparison",
      "Which collider is more sensitive to S and T?",
      D_EW,
      "For the oblique parameters S and T, the muon collider is more sensitive than FCC-ee.",
      "For the oblique parameters S and T, whose effects do not grow with energy, FCC-ee remains more sensitive than the muon collider"),
    A("cp02", "comparison",
      "How do the photon and neutron fluxes change from 1.5 TeV to 10 TeV?",
      D_BIB_ENERGY,
      "At 10 TeV, both the photon flux and the neutron flux are higher than at 1.5 TeV.",
      "At 10 TeV, the photon flux is about 20% lower than at 1.5 TeV, while the neutron flux is about 30% higher."),
    A("cp03", "comparison",
      "Does the background grow with collision energy?",
      D_BIB_ENERGY,
      "The number of background particles entering the detector per bunch crossing is an order of magnitude larger at 10 TeV than at 1.5 TeV.",
      "the number of background particles entering the detector per bunch crossing is similar at 1.5 TeV, 3 TeV and 10 TeV",
      evidence2=D_BIB_TABLE),
    A("cp04", "comparison",
      "How does the vertex fluence compare with the HL-LHC?",
      D_RAD_TEXT,
      "The fluence in the muon collider vertex detector is about ten times higher than at the end of life of the HL-LHC inner pixel layers.",
      "The fluence in the vertex detector is about a factor of ten below the level expected at the end of life of the HL-LHC inner pixel layers."),
    A("cp05", "comparison",
      "How large is the 10 TeV ring compared with the LHC?",
      D_RING,
      "The 10 TeV muon collider ring is larger than the LHC.",
      "The 10 TeV collider ring has a circumference of about 10 km, compared with 26.7 km for the LHC"),
    A("cp06", "comparison",
      "How does the muon collider's power efficiency compare with FCC-hh?",
      D_POWER_CMP,
      "At high energy, the muon collider offers a higher luminosity per unit of wall-plug power than FCC-hh.",
      "At high energy, the muon collider therefore offers a higher luminosity per unit of wall-plug power than linear e⁺e⁻ colliders."),
    A("cp07", "comparison",
      "How does the luminosity spectrum compare with CLIC?",
      D_CLIC,
      "The muon collider has a broader luminosity spectrum than CLIC.",
      "The muon collider has a much narrower luminosity spectrum"),
    A("cp08", "comparison",
      "Does the 3 TeV muon collider have a higher luminosity than CLIC?",
      D_CLIC,
      "At 3 TeV, the muon collider targets a higher luminosity than CLIC.",
      "At 3 TeV, the muon collider targets 1.8×10^34 cm^-2 s^-1",
      evidence2=D_PARAMS),
    A("cp09", "comparison",
      "How does the power of the 10 TeV stage compare with the 3 TeV stage?",
      D_POWER,
      "The 10 TeV complex needs more than twice the electrical power of the 3 TeV stage.",
      "The total electrical power of the 10 TeV complex is estimated at about 200 MW, compared with about 130 MW for the 3 TeV stage"),
    A("cp10", "comparison",
      "How does the heavy Higgs reach compare with the HL-LHC?",
      D_HIGGS,
      "The 10 TeV muon collider reach for heavy Higgs bosons is about an order of magnitude higher than that of the HL-LHC.",
      "At 10 TeV, this process gives sensitivity to masses up to about 4.5 TeV, close to the kinematic limit of half the collision energy"),
    A("cp11", "comparison",
      "Which demonstrator site allows a longer cooling section?",
      D_DEMO2,
      "The CERN option allows a longer demonstrator cooling section than the Fermilab option.",
      "The Fermilab option would allow a longer cooling section of up to about 100 m, compared with about 40 m at CERN.",
      evidence2=D_DEMO),
    A("cp12", "comparison",
      "How much do the 6D cooling solenoid fields increase?",
      D_6D,
      "The solenoid field in the last cell of the 6D cooling channel is about ten times the field in the first cell.",
      "The solenoid fields increase from 2.6 T in the first cell to 13.6 T in the last cell"),

    # ======================= 7. non_body =======================
    A("nb01", "non_body",
      "Is the beam-induced background important above 1 GeV?",
      D_REFS,
      "The beam-induced background above 1 GeV is negligible at a 10 TeV muon collider.",
      "Beam-induced background above 1 GeV is negligible at a 10 TeV muon collider"),
    A("nb02", "non_body",
      "What dipole field does the collider ring use?",
      D_REFS,
      "The muon collider ring uses 16 T dipoles.",
      "A 16 T dipole for the muon collider ring",
      evidence2=D_RING),
    A("nb03", "non_body",
      "Has final cooling been demonstrated?",
      D_REFS,
      "Final cooling to a transverse emittance of 25 µm has been demonstrated.",
      "Demonstration of final cooling to 25 µm"),
    A("nb04", "non_body",
      "Is a 10 TeV muon collider at Fermilab feasible?",
      D_SITE_FNAL,
      "A 10 TeV muon collider on the Fermilab site has been shown to be feasible.",
      "Feasibility of a 10 TeV muon collider on the Fermilab site",
      cite=2, evidence2=D_REFS),
    A("nb05", "non_body",
      "What transverse emittance does final cooling reach?",
      D_TOC,
      "Final cooling reaches a transverse emittance of 22.5 µm.",
      "3.4 Final cooling to 22.5 µm",
      evidence2=D_FINAL),
    A("nb06", "non_body",
      "Are the nozzles needed at 10 TeV?",
      D_TOC,
      "The shielding nozzles can be removed at 10 TeV.",
      "Can the nozzles be removed at 10 TeV?"),
    A("nb07", "non_body",
      "What is the circumference of the collider ring at CERN?",
      D_OUTLINE,
      "The circumference of the collider ring at CERN has been fixed at 10 km.",
      "5 A 10 km collider ring at CERN"),
    A("nb08", "non_body",
      "Which collider has the best luminosity per wall-plug power?",
      D_FIG,
      "Of CLIC, FCC-hh and the muon collider, the muon collider has the highest luminosity per unit of wall-plug power at all centre-of-mass energies.",
      "Figure 3: Luminosity per unit of wall-plug power as a function of centre-of-mass energy for CLIC, FCC-hh and the muon collider."),
    A("nb09", "non_body",
      "How much do the nozzles reduce the vertex hit density?",
      D_FIG,
      "Without the tungsten nozzles, the hit density in the first vertex layer is a thousand times higher than with them.",
      "Hit density in the first vertex layer with and without the tungsten nozzles"),
    A("nb10", "non_body",
      "Are 40 T solenoids available for final cooling?",
      D_FINAL_MAGNET,
      "40 T solenoids for final cooling are now available.",
      "Towards 40 T solenoids for final cooling"),
    A("nb11", "non_body",
      "When could a muon collider be operating?",
      D_SUMMARY,
      "A muon collider is feasible by 2045.",
      "a muon collider is feasible by 2045"),
    A("nb12", "non_body",
      "What kind of synchrotrons accelerate the muons?",
      D_TOC,
      "The acceleration chain consists only of hybrid RCS rings.",
      "4 Acceleration with hybrid RCS",
      evidence2=D_ACCEL),

    # ======================= 8. number =======================
    A("nu01", "number",
      "Where do the nozzles start?",
      D_NOZZLE,
      "Each nozzle starts 6 mm from the interaction point and extends to 6 m.",
      "Each nozzle starts 6 cm from the interaction point and extends to 6 m"),
    A("nu02", "number",
      "What fluence does the first inner tracker layer receive?",
      D_RAD_TABLE,
      "The first layer of the inner tracker receives a fluence of about 8×10^15 n_eq cm⁻² per year.",
      "| Inner tracker, layer 1 | 12.7 | 8×10^14 | 100 |"),
    A("nu03", "number",
      "What is the ramp time of RCS3?",
      D_RCS_TABLE,
      "RCS3 has a ramp time of 10.7 ms.",
      "| RCS3 | 750 | 1500 | 10.7 | 2.37 | 90 |"),
    A("nu04", "number",
      "What is β* at the 10 TeV stage?",
      D_PARAMS,
      "At the 10 TeV stage, β* is 1.5 cm.",
      "| β* | mm | 5 | 1.5 |"),
    A("nu05", "number",
      "What is the field in the last 6D cooling cell?",
      D_6D,
      "The solenoid field in the last cell of the 6D cooling channel is 16.3 T.",
      "The solenoid fields increase from 2.6 T in the first cell to 13.6 T in the last cell",
      evidence2=D_MICE),
    A("nu06", "number",
      "What is the LEMMA production efficiency?",
      D_LEMMA,
      "LEMMA produces about 10⁻⁵ muon pairs per positron with a 3 mm beryllium target.",
      "about 10⁻⁷ muon pairs per positron for a 3 mm beryllium target (ref. 11)",
      title="Positron-Driven Muon Sources: Status of the LEMMA Scheme"),
    A("nu07", "number",
      "What input emittances did MICE use?",
      D_MICE,
      "MICE observed cooling for beams with input emittances of 6 µm and 10 µm.",
      "MICE observed an increase of the phase-space density in the beam core for beams with an input emittance of 6 mm and 10 mm"),
    A("nu08", "number",
      "What pseudorapidity range does the forward muon detector cover?",
      D_FWD,
      "The forward muon detector covers pseudorapidities above |η| ≈ 7.",
      "covering pseudorapidities up to |η| ≈ 7"),
    A("nu09", "number",
      "What share of the cost comes from the ring magnets, RCS and cooling?",
      D_POWER,
      "The collider ring magnets, the RCS chain and the cooling channel together account for less than half of the estimated cost.",
      "The collider ring magnets, the RCS chain and the cooling channel together account for more than half of the estimated cost.",
      evidence2=D_POWER_CMP),
    A("nu10", "number",
      "What hit density does the innermost vertex layer see?",
      D_DET_MIT,
      "The innermost vertex layer receives about 3.7 background hits per cm² in each bunch crossing.",
      "The innermost vertex layer, at a radius of 3.1 cm, receives about 3.7 background hits per mm² in each bunch crossing."),
    A("nu11", "number",
      "What energies do the RLAs reach?",
      D_ACCEL,
      "The two RLAs bring the muons to 5 GeV and 36 GeV, respectively.",
      "two recirculating linear accelerators (RLAs) that bring them to 5 GeV and 63 GeV, respectively"),
    A("nu12", "number",
      "At what depth would the CERN collider ring be placed?",
      D_SITE_CERN,
      "The collider ring at CERN would be placed at a depth of 150 to 250 m in the molasse rock.",
      "The collider ring would be placed at a depth of 100 to 150 m in the molasse rock."),
    A("nu13", "number",
      "How many neutrons enter the detector per crossing at 3 TeV?",
      D_BIB_TABLE,
      "At 3 TeV, about 1.4×10^8 neutrons enter the detector per bunch crossing.",
      "| Neutrons | 1.1×10^8 | 1.4×10^8 | 12 |",
      evidence2=D_BIB_ENERGY),

    # ======================= 9. other_language =======================
    A("ol01", "other_language",
      "Wie stark verringern die Nozzles den Untergrund?",
      D_NOZZLE,
      "In der Simulation erhöhen die Wolfram-Nozzles den Fluss der Untergrundteilchen in den Detektor um etwa drei Größenordnungen.",
      "the nozzles reduce the flux of background particles entering the detector by about three orders of magnitude"),
    A("ol02", "other_language",
      "Les muons de LEMMA doivent-ils être refroidis ?",
      D_LEMMA,
      "Dans le schéma LEMMA, les muons sont produits avec une grande émittance et nécessitent donc un refroidissement par ionisation.",
      "The muons are produced with low emittance and therefore do not need ionization cooling.",
      title="Positron-Driven Muon Sources: Status of the LEMMA Scheme"),
    A("ol03", "other_language",
      "Qual è la circonferenza dell'anello RCS4?",
      D_RCS_TABLE,
      "L'anello RCS4 ha una circonferenza di 35 km e un tempo di rampa di 6,37 ms.",
      "| RCS4 | 1500 | 5000 | 26.7 | 6.37 | 90 |"),
    A("ol04", "other_language",
      "¿Puede descubrirse el wino térmico a 10 TeV?",
      D_DM,
      "El wino térmico, con una masa de unos 2,8 TeV, puede ser descubierto en un colisionador de muones de 10 TeV.",
      "The thermal wino, with a mass of about 2.8 TeV, can be excluded at 95% confidence level but not discovered.",
      evidence2=D_DM_FCC),
    A("ol05", "other_language",
      "Czy zbudowano już solenoid 40 T?",
      D_FINAL_MAGNET,
      "Solenoid 40 T do końcowego chłodzenia został już zbudowany.",
      "A 40 T solenoid for final cooling is being designed but has not yet been built."),
    A("ol06", "other_language",
      "Wie groß darf ein Collider-Ring auf dem Fermilab-Gelände sein?",
      D_SITE_FNAL,
      "Auf dem Fermilab-Gelände ist innerhalb der Grenzen Platz für einen Collider-Ring mit einem Umfang von bis zu etwa 17 km.",
      "The Fermilab site, with an area of about 27 km², can accommodate a collider ring with a circumference of up to about 7 km within its boundary."),
    A("ol07", "other_language",
      "Quel est le plus grand consommateur d'électricité ?",
      D_POWER,
      "Le plus grand consommateur d'électricité est la cryogénie de l'anneau de collision, avec environ 70 MW.",
      "The largest single consumer is the muon production and cooling complex, with about 70 MW",
      evidence2=D_POWER_CMP),
    A("ol08", "other_language",
      "Come si confronta la portata sui parametri W e Y con FCC-ee?",
      D_EW,
      "Per i parametri W e Y, il programma al polo Z di FCC-ee ha una portata circa dieci volte superiore a quella del collisore di muoni a 10 TeV.",
      "This is about an order of magnitude beyond the reach of the FCC-ee Z-pole programme for the same parameters."),
    A("ol09", "other_language",
      "¿Qué imanes se pulsan en un RCS híbrido?",
      D_HYBRID,
      "En un RCS híbrido, los imanes superconductores se pulsan de −1,8 T a +1,8 T, mientras que los imanes normales proporcionan un campo constante de 10 T.",
      "The pulsed magnets ramp from −1.8 T to +1.8 T, while the superconducting magnets provide a constant field of 10 T"),
    A("ol10", "other_language",
      "Kiedy powstanie demonstrator?",
      D_DEMO,
      "Budowa demonstratora zakończy się najpóźniej w 2029 roku.",
      "Construction could start in 2029 at the earliest, with first beam about three years later.",
      evidence2=D_DEMO2),
    A("ol11", "other_language",
      "Welchen Umfang hat der Ring der 10-TeV-Stufe?",
      D_PARAMS,
      "Der Collider-Ring der 10-TeV-Stufe hat einen Umfang von 4,5 km.",
      "| Circumference | km | 4.5 | 10.0 |"),
    A("ol12", "other_language",
      "Un collisionneur de 3 TeV suffit-il pour le g−2 ?",
      D_G2,
      "Un collisionneur de muons de 3 TeV couvrirait l'ensemble de l'espace des paramètres pertinent pour le g−2.",
      "A 3 TeV collider would cover only part of the relevant parameter space."),

    # ======================= honest: paraphrase =======================
    H("hp01", "paraphrase",
      "How does the beam-induced background arise?",
      D_BIB,
      "Electrons and positrons from muon decays are deflected by the dipole and quadrupole magnets into the magnet apertures, where they start electromagnetic showers.",
      "The decay electrons and positrons are bent by the dipole and quadrupole fields into the magnet apertures, where they initiate electromagnetic showers"),
    H("hp02", "paraphrase",
      "What did MICE not demonstrate?",
      D_MICE,
      "MICE operated without RF re-acceleration and did not show longitudinal or six-dimensional cooling.",
      "MICE did not use RF re-acceleration, and it did not demonstrate longitudinal or 6D cooling.",
      evidence2=D_DEMO),
    H("hp03", "paraphrase",
      "What is the status of the 40 T solenoid?",
      D_FINAL_MAGNET,
      "A 40 T final-cooling solenoid is currently under design and has not been constructed yet.",
      "A 40 T solenoid for final cooling is being designed but has not yet been built"),
    H("hp04", "paraphrase",
      "How does tan β affect the heavy Higgs reach?",
      D_HIGGS,
      "The muon collider's reach for pair-produced heavy Higgs bosons barely varies with tan β, while the LHC's reach varies strongly with it.",
      "The pair-production reach of the muon collider is almost independent of tan β, whereas the LHC reach depends strongly on it."),
    H("hp05", "paraphrase",
      "Has the collider ring circumference at CERN been decided?",
      D_OUTLINE,
      "The collider ring circumference is still open: options from 8.7 km to 11.4 km are under study, depending on the arc dipole field.",
      "The circumference of the collider ring has not been fixed; values between 8.7 km and 11.4 km are being studied, depending on the arc dipole field"),
    H("hp06", "paraphrase",
      "Is the forward muon detector designed?",
      D_FWD,
      "The forward muon detector does not have a defined design yet, and how it will be integrated into the machine-detector interface is still an open question.",
      "The design of the forward detector is not yet defined, and its integration into the machine-detector interface remains an open question.",
      evidence2=D_NOZZLE),

    # ======================= honest: merged =======================
    H("hm01", "merged",
      "Which electroweak dark matter candidates can a 10 TeV collider probe?",
      D_DM,
      "At a 10 TeV muon collider, the thermal wino (about 2.8 TeV) can be excluded at 95% confidence level but not discovered, and heavier multiplets such as the 5-plet with a thermal mass of about 14 TeV are beyond reach.",
      "The thermal wino, with a mass of about 2.8 TeV, can be excluded at 95% confidence level but not discovered. Heavier electroweak multiplets, such as the 5-plet with a thermal mass of about 14 TeV, are beyond the reach of the 10 TeV collider."),
    H("hm02", "merged",
      "What are the advantages and difficulties of LEMMA?",
      D_LEMMA,
      "In LEMMA the muons have low emittance and need no ionization cooling, but the production efficiency is very low, about 10⁻⁷ muon pairs per positron with a 3 mm beryllium target.",
      "The muons are produced with low emittance and therefore do not need ionization cooling. The main difficulty is the very low production efficiency, about 10⁻⁷ muon pairs per positron for a 3 mm beryllium target",
      title="Positron-Driven Muon Sources: Status of the LEMMA Scheme",
      evidence2=D_PROTON_SRC),
    H("hm03", "merged",
      "Could the LHC tunnel be used for the muon collider?",
      D_SITE_CERN,
      "The LHC tunnel could host the last RCS, which accelerates the beams to 5 TeV, but only once the LHC has been removed after the end of the HL-LHC programme around 2041.",
      "The SPS tunnel could host the first RCS, and the LHC tunnel could host the last RCS, which accelerates the beams to 5 TeV. Using the LHC tunnel would require removing the LHC, which could happen only after the end of the HL-LHC programme around 2041."),
    H("hm04", "merged",
      "How effective is the double-layer filter?",
      D_DET_MIT,
      "Requiring compatible hits in the two sensors of a double layer, 2 mm apart, rejects most background hits; in simulation this filter removes about 90% of them while keeping more than 99% of the hits from prompt tracks.",
      "Most background hits can be rejected by requiring compatible hits in the two sensors of a double layer, which are separated by 2 mm (ref. 7). In simulation, this double-layer filter removes about 90% of the background hits while keeping more than 99% of the hits from prompt tracks."),
    H("hm05", "merged",
      "How does the background composition change with energy?",
      D_BIB_ENERGY,
      "Compared with 1.5 TeV, the photon flux at 10 TeV is about 20% lower and the neutron flux about 30% higher, while the average photon and neutron energies stay around 1 MeV and 10 MeV in all three configurations.",
      "At 10 TeV, the photon flux is about 20% lower than at 1.5 TeV, while the neutron flux is about 30% higher. The average photon energy is around 1 MeV and the average neutron energy is around 10 MeV in all three configurations."),
    H("hm06", "merged",
      "Can final cooling reach 22.5 µm with existing magnet technology?",
      D_FINAL_MAGNET,
      "In simulation, a lattice with 32 T solenoids reached only 55 µm, above the target; reaching 22.5 µm would need solenoid fields of 40 T or more and beam momenta below about 70 MeV/c in the last absorbers.",
      "A lattice with 32 T solenoids reached a transverse emittance of 55 µm in simulation, which is above the target. Reaching 22.5 µm would require solenoid fields of 40 T or more and beam momenta below about 70 MeV/c in the last absorbers.",
      cite=2, evidence2=D_FINAL),

    # ======================= honest: qualified =======================
    H("hq01", "qualified",
      "How much do the nozzles reduce the background?",
      D_NOZZLE,
      "According to simulation, the tungsten nozzles reduce the flux of background particles entering the detector by about three orders of magnitude.",
      "In simulation, the nozzles reduce the flux of background particles entering the detector by about three orders of magnitude."),
    H("hq02", "qualified",
      "Can a 10 TeV muon collider discover the thermal Higgsino?",
      D_DM,
      "With 10 ab^-1, a 10 TeV muon collider could discover the thermal Higgsino of about 1.1 TeV, provided the disappearing-track background is controlled at the level assumed in the study.",
      "The thermal Higgsino, with a mass of about 1.1 TeV, can be discovered with 10 ab^-1 if the disappearing-track background is controlled at the level assumed in the study.",
      evidence2=D_DM_FCC),
    H("hq03", "qualified",
      "When could the demonstrator be built?",
      D_DEMO,
      "Construction of the demonstrator could begin in 2029 at the earliest, with first beam following about three years later.",
      "Construction could start in 2029 at the earliest, with first beam about three years later"),
    H("hq04", "qualified",
      "Can a 10 TeV ring be built at Fermilab?",
      D_SITE_FNAL,
      "A 10 TeV collider ring of about 10 km would be possible at Fermilab only if underground easements beyond the site boundary can be obtained.",
      "A 10 TeV collider ring of about 10 km could be built at Fermilab only if underground easements outside the site boundary can be obtained."),
    H("hq05", "qualified",
      "What could be built at the CERN site as a first stage?",
      D_SITE_CERN,
      "As a first stage, a 3 TeV collider ring with a circumference of about 4.5 km could be built at the same site near CERN.",
      "A 3 TeV collider ring with a circumference of about 4.5 km could be built at the same site as a first stage.",
      evidence2=D_SITE_FNAL),
    H("hq06", "qualified",
      "Can a 10 TeV collider test the g−2 dipole operator?",
      D_G2,
      "A 10 TeV muon collider with 10 ab^-1 could test the dipole operator at the level needed to explain a g−2 deviation of 2.5×10^-9.",
      "A 10 TeV collider with 10 ab^-1 could test the dipole operator at the level required to explain a deviation of 2.5×10^-9"),

    # ======================= honest: reattributed =======================
    H("hr01", "reattributed",
      "How much power does CLIC at 3 TeV need?",
      D_POWER,
      "CLIC at 3 TeV needs about 590 MW of electrical power.",
      "CLIC at 3 TeV requires about 590 MW",
      cite=1, evidence2=D_POWER_CMP),
    H("hr02", "reattributed",
      "Which absorbers are used early in the 6D cooling channel?",
      D_6D,
      "Lithium hydride wedges are used in the early stages of the 6D cooling channel.",
      "Lithium hydride wedges are used in the early stages",
      cite=2, evidence2=D_MICE),
    H("hr03", "reattributed",
      "Which RCS rings are hybrid?",
      D_ACCEL,
      "RCS3 and RCS4, the third and fourth rings of the chain, are hybrid rings.",
      "RCS3 and RCS4 are hybrid rings",
      cite=1, evidence2=D_RCS_TABLE),
    H("hr04", "reattributed",
      "Can a 10 TeV muon collider discover the thermal wino?",
      D_DM,
      "At a 10 TeV muon collider the thermal wino, of about 2.8 TeV, can be excluded at 95% confidence level but not discovered.",
      "The thermal wino, with a mass of about 2.8 TeV, can be excluded at 95% confidence level but not discovered",
      cite=2, evidence2=D_DM_FCC),
    H("hr05", "reattributed",
      "Could existing Fermilab tunnels host part of the RCS chain?",
      D_SITE_CERN,
      "The existing Fermilab Main Injector tunnel, 3.3 km in circumference, could host one of the lower-energy RCS rings.",
      "The existing Main Injector tunnel, with a circumference of 3.3 km, could host one of the lower-energy RCS rings",
      cite=1, evidence2=D_SITE_FNAL),
    H("hr06", "reattributed",
      "How were the radiation levels computed?",
      D_RAD_TABLE,
      "The fluence and TID estimates were computed with FLUKA assuming 200 days of operation per year at the 10 TeV stage.",
      "were computed with FLUKA for 200 days of operation per year at the 10 TeV stage",
      cite=2, evidence2=D_RAD_TEXT),

    # ======================= honest: reordered =======================
    H("ho01", "reordered",
      "How does tan β affect the heavy Higgs reach?",
      D_HIGGS,
      "Whereas the LHC reach depends strongly on tan β, the pair-production reach of the muon collider is almost independent of it.",
      "The pair-production reach of the muon collider is almost independent of tan β, whereas the LHC reach depends strongly on it"),
    H("ho02", "reordered",
      "How much grid power do the RCS magnets draw?",
      D_POWER,
      "The average power that the RCS magnets draw from the grid is about 20 MW, because most of their large pulsed power is recovered by resonant circuits.",
      "The pulsed power of the RCS magnets is large, but most of it is recovered by resonant circuits, so that the average power drawn from the grid is about 20 MW."),
    H("ho03", "reordered",
      "How do the emittances change in final cooling?",
      D_FINAL,
      "While the longitudinal emittance grows from 1.5 mm to about 70 mm, the final cooling stage aims to bring the transverse emittance down from about 300 µm to 22.5 µm.",
      "The final cooling stage aims to reduce the transverse emittance from about 300 µm to 22.5 µm, while the longitudinal emittance grows from 1.5 mm to about 70 mm"),
    H("ho04", "reordered",
      "Which collider is more sensitive to S and T?",
      D_EW,
      "FCC-ee remains more sensitive than the muon collider for the oblique parameters S and T, whose effects do not grow with energy.",
      "For the oblique parameters S and T, whose effects do not grow with energy, FCC-ee remains more sensitive than the muon collider."),
    H("ho05", "reordered",
      "Why is the forward acceptance limited?",
      D_NOZZLE,
      "The forward acceptance of the detector is limited because the nozzles shadow the region below 10° in polar angle.",
      "The nozzles also shadow the region below 10° in polar angle, which limits the acceptance of the detector in the forward direction",
      evidence2=D_FWD),
    H("ho06", "reordered",
      "How much of the CLIC luminosity is near the nominal energy?",
      D_CLIC,
      "Because of beamstrahlung, only about a third of the 5.9×10^34 cm^-2 s^-1 design luminosity of CLIC at 3 TeV is within 1% of the nominal energy.",
      "CLIC at 3 TeV is designed for a luminosity of 5.9×10^34 cm^-2 s^-1, of which only about a third is within 1% of the nominal energy because of beamstrahlung [18].",
      evidence2=D_PARAMS),

    # ======================= honest: respectively =======================
    H("hs01", "respectively",
      "What emittances does the 6D cooling channel reach?",
      D_6D,
      "The 6D cooling channel reduces the transverse emittance to about 0.3 mm and the longitudinal emittance to about 1.5 mm.",
      "After the front end, the muon beam has a transverse emittance of about 17 mm and a longitudinal emittance of about 46 mm. The 6D cooling channel, a rectilinear lattice of tilted solenoids with wedge-shaped absorbers, reduces these to about 0.3 mm and 1.5 mm, respectively"),
    H("hs02", "respectively",
      "What energies do the RLAs reach?",
      D_ACCEL,
      "The first RLA brings the muons to 5 GeV and the second to 63 GeV.",
      "followed by two recirculating linear accelerators (RLAs) that bring them to 5 GeV and 63 GeV, respectively"),
    H("hs03", "respectively",
      "What bunch intensities are foreseen at 3 and 10 TeV?",
      D_PARAMS,
      "The target bunch intensities of the 3 TeV and 10 TeV stages are 2.2×10^12 and 1.8×10^12 muons, respectively.",
      "| Bunch intensity | 10^12 | 2.2 | 1.8 |"),
    H("hs04", "respectively",
      "How long a cooling section could each demonstrator site host?",
      D_DEMO2,
      "The Fermilab and CERN options allow cooling sections of up to about 100 m and about 40 m, respectively.",
      "The Fermilab option would allow a longer cooling section of up to about 100 m, compared with about 40 m at CERN",
      evidence2=D_DEMO),
    H("hs05", "respectively",
      "What is the estimated electrical power of each stage?",
      D_POWER,
      "The estimated electrical power is about 130 MW and about 200 MW for the 3 TeV and 10 TeV stages, respectively.",
      "The total electrical power of the 10 TeV complex is estimated at about 200 MW, compared with about 130 MW for the 3 TeV stage."),
    H("hs06", "respectively",
      "How do the photon and neutron fluxes at 10 TeV compare with 1.5 TeV?",
      D_BIB_ENERGY,
      "Relative to 1.5 TeV, the photon and neutron fluxes at 10 TeV are about 20% lower and about 30% higher, respectively.",
      "At 10 TeV, the photon flux is about 20% lower than at 1.5 TeV, while the neutron flux is about 30% higher"),

    # ======================= honest: table_row =======================
    H("ht01", "table_row",
      "What dose does the first outer tracker layer receive?",
      D_RAD_TABLE,
      "The first outer tracker layer, at a radius of 56 cm, receives a TID of about 10 kGy per year.",
      "| Outer tracker, layer 1 | 56.0 | 2×10^14 | 10 |"),
    H("ht02", "table_row",
      "What does RCS2 do?",
      D_RCS_TABLE,
      "RCS2 accelerates the muons from 314 GeV to 750 GeV with a ramp time of 1.10 ms.",
      "| RCS2 | 314 | 750 | 5.99 | 1.10 | 90 |"),
    H("ht03", "table_row",
      "How long is the bunch merge section and what is its transmission?",
      D_COOL_TABLE,
      "The bunch merge section is 130 m long and has a transmission of 78%.",
      "| Bunch merge | 5.10 | 10.2 | 130 | 78 |",
      evidence2=D_6D),
    H("ht04", "table_row",
      "What is the target luminosity of the 10 TeV stage?",
      D_PARAMS,
      "The target luminosity of the 10 TeV stage is 20×10^34 cm^-2 s^-1.",
      "| Luminosity | 10^34 cm^-2 s^-1 | 1.8 | 20 |"),
    H("ht05", "table_row",
      "How many charged hadrons enter the detector at 10 TeV?",
      D_BIB_TABLE,
      "At 10 TeV, about 3.0×10^4 charged hadrons enter the detector per bunch crossing, with a mean energy of 480 MeV.",
      "| Charged hadrons | 2.2×10^4 | 3.0×10^4 | 480 |"),
    H("ht06", "table_row",
      "What emittances are reached before the bunch merge?",
      D_COOL_TABLE,
      "In tracking simulations, 6D cooling before the bunch merge brings both the transverse and the longitudinal emittance to 1.50 mm over a length of 360 m.",
      "| 6D cooling before merge | 1.50 | 1.50 | 360 | 60 |"),

    # ======================= honest: unit_conversion =======================
    H("hu01", "unit_conversion",
      "Where do the nozzles start and end?",
      D_NOZZLE,
      "Each nozzle begins 60 mm from the interaction point and extends to 6000 mm from it.",
      "Each nozzle starts 6 cm from the interaction point and extends to 6 m"),
    H("hu02", "unit_conversion",
      "What dose does the first vertex layer receive?",
      D_RAD_TABLE,
      "The first vertex detector layer receives a TID of about 1 MGy per year.",
      "| Vertex detector, layer 1 | 3.1 | 3×10^15 | 1000 |",
      evidence2=D_RAD_TEXT),
    H("hu03", "unit_conversion",
      "What does RCS4 do?",
      D_RCS_TABLE,
      "RCS4 accelerates the muons from 1.5 TeV to 5 TeV with a ramp time of 6370 µs.",
      "| RCS4 | 1500 | 5000 | 26.7 | 6.37 | 90 |"),
    H("hu04", "unit_conversion",
      "How much integrated luminosity does the 10 TeV target correspond to?",
      D_LUMI_TEXT,
      "The 10 TeV target luminosity of 20×10^34 cm⁻² s⁻¹ corresponds to about 10,000 fb⁻¹ in five years of operation.",
      "The target luminosity of 2×10^35 cm^-2 s^-1 at 10 TeV corresponds to about 10 ab^-1 in five years of operation."),
    H("hu05", "unit_conversion",
      "What transverse emittance reduction does final cooling aim for?",
      D_FINAL,
      "The final cooling stage aims to reduce the transverse emittance from about 0.3 mm to 0.0225 mm.",
      "The final cooling stage aims to reduce the transverse emittance from about 300 µm to 22.5 µm"),
    H("hu06", "unit_conversion",
      "What energy does the single-pass linac reach?",
      D_ACCEL,
      "The single-pass linac after cooling accelerates the muons to 1250 MeV.",
      "After cooling, the muons are accelerated by a single-pass linac to 1.25 GeV",
      evidence2=D_RCS_TABLE),

    # ======================= honest: abbreviation =======================
    H("ha01", "abbreviation",
      "How many rings does the 10 TeV RCS chain have?",
      D_ACCEL,
      "The rapid-cycling synchrotron chain for 10 TeV consists of four rings, the last of which reaches 5 TeV per beam.",
      "The RCS chain for 10 TeV consists of four rings, the last of which reaches 5 TeV per beam."),
    H("ha02", "abbreviation",
      "Can LEMMA match the proton-driven source?",
      D_LEMMA,
      "At present, the Low EMittance Muon Accelerator scheme cannot reach the muon bunch intensity of the proton-driven scheme.",
      "At present, LEMMA cannot reach the muon bunch intensity of the proton-driven scheme",
      title="Positron-Driven Muon Sources: Status of the LEMMA Scheme"),
    H("ha03", "abbreviation",
      "When was ionization cooling first demonstrated?",
      D_MICE,
      "MICE, at the Rutherford Appleton Laboratory, demonstrated transverse ionization cooling in 2019.",
      "The Muon Ionization Cooling Experiment (MICE) at the Rutherford Appleton Laboratory demonstrated transverse ionization cooling in 2019 [3]."),
    H("ha04", "abbreviation",
      "What energy did the 2016 MAP design assume?",
      D_MAP,
      "The 2016 design of the US Muon Accelerator Program assumed a 6 TeV collider.",
      "The MAP design of 2016 assumed a 6 TeV collider",
      evidence2=D_PROTON_SRC),
    H("ha05", "abbreviation",
      "How were the fluence and dose estimated?",
      D_RAD_TABLE,
      "The 1 MeV neutron-equivalent fluence and the TID were computed with FLUKA.",
      "The 1 MeV neutron-equivalent fluence and the total ionizing dose (TID) were computed with FLUKA"),
    H("ha06", "abbreviation",
      "How are the dipoles arranged in a hybrid RCS?",
      D_HYBRID,
      "In a hybrid rapid-cycling synchrotron, normal-conducting pulsed dipoles are interleaved with fixed-field superconducting dipoles.",
      "In a hybrid RCS, normal-conducting pulsed dipoles are interleaved with fixed-field superconducting dipoles",
      evidence2=D_ACCEL),
]
