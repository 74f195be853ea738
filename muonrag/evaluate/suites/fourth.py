"""A fourth set of grounding cases (7 December 2026, second session): 102 attacks in nine families (qualifiers cut,
another machine, energy or detector, goals as results, roles swapped, quantifiers widened, comparisons made up,
headings, captions and reference entries quoted, claims in another language, numbers changed) and 53 honest answers
(paraphrase, merged quotes, unit conversions, "respectively", reordered clauses, abbreviations, table rows, kept
qualifiers, and quotes cited to the neighbouring chunk, which the engine moves to the chunk they are in). About a third
of the cases have a second, competing chunk.

A helper wrote them from the family descriptions without reading the checker or its tests, and checked that every
quote is verbatim in the chunk it is cited to (or, for the moved quotes, only in the other one). On that first run the
rules caught 85 of 102 attacks and kept 39 of 53 honest answers (83/102 and 43/53 with a judge that keeps every
doubt): the figures out of set. The rules were then changed on what these cases showed (a table row read under its
header and caption, a value bound to the setting written after it, fuller language detection, superlatives said of a
group, requirements and results still to come as statuses, relative clauses and swapped sides, machine names read
longest first, a rule for detector concepts, values crossed between parallel clauses), so this is a development set now
(``tests/test_blind_sets.py``).
"""

from muonrag.evaluate.suites.blind import case_builders

TITLE = "Muon Collider Design Study: Accelerator, Detector and Physics"


A, H = case_builders(TITLE)


CASES = [
    # ------------------------------------------------------------------
    # 1. qualifier_cut
    # ------------------------------------------------------------------
    A("qc01", "qualifier_cut",
      "What transverse emittance has the final cooling stage reached?",
      "The final cooling channel uses high-field solenoids and low-momentum beams to reduce the "
      "transverse emittance at the cost of longitudinal emittance. The final-cooling emittance of "
      "22.5 µm has been reached only in simulation, with idealised solenoid fields of 40 T. "
      "A hardware test of a single cell is foreseen once a suitable HTS solenoid is available.",
      "The final cooling stage has reached a transverse emittance of 22.5 µm.",
      "The final-cooling emittance of 22.5 µm has been reached"),
    A("qc02", "qualifier_cut",
      "Will the vertex detector sensors survive the radiation at 10 TeV?",
      "The 1 MeV neutron-equivalent fluence in the innermost vertex layer is dominated by neutrons "
      "from the nozzles. It is not yet known whether the vertex detector sensors will survive a "
      "fluence of 10^15 n_eq/cm^2 per year, and irradiation campaigns of candidate sensors are "
      "under way.",
      "The vertex detector sensors will survive a fluence of 10^15 n_eq/cm^2 per year.",
      "the vertex detector sensors will survive a fluence of 10^15 n_eq/cm^2 per year",
      evidence2="The total ionizing dose in the innermost vertex layer is about 200 kGy per year at "
                "10 TeV. Hybrid pixel sensors developed for the HL-LHC tolerate doses of this order."),
    A("qc03", "qualifier_cut",
      "What is the neutrino-induced dose at the surface?",
      "The collider ring is placed 100 to 200 m underground so that the neutrino cone reaches the "
      "surface far from the site. If the collider ring were placed at a depth of only 30 m, the "
      "neutrino-induced dose at the surface exit points would exceed 1 mSv per year. At the baseline "
      "depth, combined with the mover system, the dose stays below the 10 µSv per year goal.",
      "The neutrino-induced dose at the surface exit points of the muon collider exceeds 1 mSv per year.",
      "the neutrino-induced dose at the surface exit points would exceed 1 mSv per year"),
    A("qc04", "qualifier_cut",
      "What dose does the beam-induced background give in the innermost vertex layer?",
      "The tungsten nozzles are the main protection of the detector against decay products. "
      "Without the tungsten nozzles, the beam-induced background would deposit about 200 MGy per "
      "year in the innermost vertex layer. With the nozzles in place, the dose falls to about "
      "200 kGy per year.",
      "The beam-induced background deposits about 200 MGy per year in the innermost vertex layer.",
      "deposit about 200 MGy per year in the innermost vertex layer"),
    A("qc05", "qualifier_cut",
      "When will the first muon collisions take place?",
      "The IMCC roadmap foresees a demonstrator programme and technical design work during the "
      "2030s. The first collisions at a 3 TeV muon collider could take place in the early 2050s at "
      "the earliest, depending on the decisions following the European Strategy update.",
      "The first 3 TeV muon collisions are expected no later than the early 2050s.",
      "The first collisions at a 3 TeV muon collider could take place in the early 2050s",
      evidence2="The 10 TeV stage would follow the 3 TeV stage after roughly a decade of operation, "
                "reusing the proton driver, the target and the cooling complex."),
    A("qc06", "qualifier_cut",
      "What survival rate does the first RCS achieve?",
      "The first rapid-cycling synchrotron accelerates the muons from 63 GeV to 314 GeV in 17 turns. "
      "The RCS can accelerate the muons with a survival rate of 90%, provided that the hybrid "
      "dipoles ramp at the required rate of about 3 kT/s. A slower ramp lengthens the cycle and "
      "increases decay losses.",
      "The first RCS accelerates the muons with a 90% survival rate irrespective of the dipole ramp rate.",
      "The RCS can accelerate the muons with a survival rate of 90%"),
    A("qc07", "qualifier_cut",
      "Do the collider-ring magnets quench?",
      "Decay electrons deposit about 500 W per metre in the arcs of the 10 TeV collider ring. "
      "The superconducting collider-ring magnets will quench within minutes unless a tungsten "
      "shield absorbs most of this power. The shield thickness therefore sets the magnet aperture.",
      "The superconducting collider-ring magnets quench within minutes of beam operation.",
      "The superconducting collider-ring magnets will quench within minutes"),
    A("qc08", "qualifier_cut",
      "Can the higgsino WIMP be discovered at a 10 TeV muon collider?",
      "The thermal higgsino is a benchmark for WIMP dark matter. The WIMP higgsino with a mass of "
      "1.1 TeV can be discovered at a 10 TeV muon collider only if disappearing tracks shorter than "
      "10 cm can be reconstructed in the presence of beam-induced background. Mono-photon searches "
      "alone are not sensitive to this mass.",
      "A 10 TeV muon collider can discover the 1.1 TeV higgsino WIMP without relying on disappearing-track reconstruction.",
      "The WIMP higgsino with a mass of 1.1 TeV can be discovered at a 10 TeV muon collider",
      evidence2="The thermal wino, with a mass of about 2.8 TeV, produces disappearing tracks of "
                "several centimetres and is within reach of a 10 TeV muon collider."),
    A("qc09", "qualifier_cut",
      "Does a larger nozzle angle reduce the beam-induced background?",
      "The nozzle opening angle was scanned between 5 and 15 degrees in FLUKA simulations. "
      "Beam-induced background hits are not reduced significantly by increasing the nozzle angle "
      "beyond 10 degrees, while the loss of forward acceptance grows. The 10 degree geometry was "
      "therefore kept.",
      "Increasing the nozzle angle beyond 10 degrees significantly reduces the beam-induced background hits.",
      "reduced significantly by increasing the nozzle angle beyond 10 degrees"),
    A("qc10", "qualifier_cut",
      "Does the 3 TeV stage use the same collider ring as the 10 TeV stage?",
      "The staged approach keeps the proton driver, target, cooling complex and most of the "
      "acceleration chain. The 3 TeV stage does not use the same collider ring as the 10 TeV stage; "
      "a new ring of about 10 km is built for the second stage.",
      "The 3 TeV stage uses the same collider ring as the 10 TeV stage.",
      "use the same collider ring as the 10 TeV stage"),
    A("qc11", "qualifier_cut",
      "What is the circumference of the 10 TeV collider ring?",
      "The 10 TeV ring relies on 16 T Nb3Sn dipoles in the arcs, giving a circumference of about "
      "10 km. Were the ring to use only 8.3 T dipoles, as in the LHC, the 10 TeV circumference would "
      "grow to about 17 km.",
      "The 10 TeV muon collider ring has a circumference of about 17 km.",
      "the 10 TeV circumference would grow to about 17 km"),
    A("qc12", "qualifier_cut",
      "What photon energy resolution has the MAIA ECAL achieved?",
      "In simulation, the MAIA electromagnetic calorimeter achieves a photon energy resolution of "
      "about 10%/√E ⊕ 1% in the barrel. A test-beam programme with silicon-tungsten prototypes is "
      "planned but has not yet started.",
      "In test-beam measurements the MAIA electromagnetic calorimeter achieves a photon energy resolution of about 10%/√E ⊕ 1%.",
      "the MAIA electromagnetic calorimeter achieves a photon energy resolution of about 10%/√E ⊕ 1%"),

    # ------------------------------------------------------------------
    # 2. other_machine
    # ------------------------------------------------------------------
    A("om01", "other_machine",
      "What luminosity does the 3 TeV muon collider target?",
      "At 3 TeV, two lepton-collider options have been studied in detail. The CLIC 3 TeV stage "
      "targets a luminosity of 5.9 × 10^34 cm^-2 s^-1, while the 3 TeV muon collider targets "
      "1.8 × 10^34 cm^-2 s^-1 with a much narrower luminosity spectrum.",
      "The 3 TeV muon collider targets a luminosity of 5.9 × 10^34 cm^-2 s^-1.",
      "The CLIC 3 TeV stage targets a luminosity of 5.9 × 10^34 cm^-2 s^-1"),
    A("om02", "other_machine",
      "What dipoles does the 10 TeV muon collider ring use?",
      "The FCC-hh would collide protons at 100 TeV in a 91 km tunnel using 14 T Nb3Sn dipoles. "
      "A 10 TeV muon collider reaches a comparable mass reach for many processes in a ring of about "
      "10 km, because the full beam energy is available in each collision.",
      "The 10 TeV muon collider ring uses 14 T Nb3Sn dipoles.",
      "using 14 T Nb3Sn dipoles",
      evidence2="The arc dipoles of the 10 TeV muon collider must combine a high field with a large "
                "aperture to accommodate the tungsten shielding against decay electrons."),
    A("om03", "other_machine",
      "What is the circumference of the 10 TeV collider ring?",
      "Table 1: Main parameters of the two muon collider stages.\n"
      "| Parameter | Unit | 3 TeV | 10 TeV |\n"
      "| Collider circumference | km | 4.5 | 10 |\n"
      "| Muons per bunch | 10^12 | 2.2 | 1.8 |\n"
      "| Repetition rate | Hz | 5 | 5 |",
      "The 10 TeV collider ring has a circumference of 4.5 km.",
      "| Collider circumference | km | 4.5 | 10 |"),
    A("om04", "other_machine",
      "How much energy do muons lose to synchrotron radiation per turn?",
      "Synchrotron radiation limited the energy of circular electron machines. At LEP, each electron "
      "lost about 3 GeV per turn to synchrotron radiation at the highest beam energy of 104.5 GeV. "
      "For muons, which are 207 times heavier, the loss at a given energy and radius is smaller by a "
      "factor of about 2 × 10^9.",
      "Muons in the muon collider ring lose about 3 GeV per turn to synchrotron radiation.",
      "each electron lost about 3 GeV per turn to synchrotron radiation"),
    A("om05", "other_machine",
      "What is the circumference of the IMCC 3 TeV collider ring?",
      "The MAP design for a 1.5 TeV collider used a ring circumference of 2.5 km and a luminosity of "
      "1.25 × 10^34 cm^-2 s^-1. The IMCC 3 TeV design aims at 1.8 × 10^34 cm^-2 s^-1 in a ring of "
      "4.5 km, with a lattice derived from the MAP work.",
      "The IMCC 3 TeV collider ring has a circumference of 2.5 km.",
      "The MAP design for a 1.5 TeV collider used a ring circumference of 2.5 km",
      evidence2="The IMCC parameters assume 2.2 × 10^12 muons per bunch at 3 TeV and a repetition "
                "rate of 5 Hz."),
    A("om06", "other_machine",
      "Where is the solenoid in the MAIA detector?",
      "The detector concepts differ mainly in the magnet. The CLIC-like detector used at 3 TeV keeps "
      "a 3.57 T solenoid outside the hadronic calorimeter, whereas MAIA uses a 5 T solenoid placed "
      "between the tracker and the electromagnetic calorimeter.",
      "MAIA has a 3.57 T solenoid placed outside the hadronic calorimeter.",
      "keeps a 3.57 T solenoid outside the hadronic calorimeter"),
    A("om07", "other_machine",
      "How precisely can a 10 TeV muon collider measure the Higgs self-coupling?",
      "The HL-LHC will deliver 3000 fb^-1 at 14 TeV, with which ATLAS and CMS expect to measure the "
      "Higgs self-coupling with a precision of about 50%. A 10 TeV muon collider could reach a "
      "precision of about 4% with 10 ab^-1, through double Higgs production in vector-boson fusion.",
      "A 10 TeV muon collider would measure the Higgs self-coupling with a precision of about 50%.",
      "ATLAS and CMS expect to measure the Higgs self-coupling with a precision of about 50%"),
    A("om08", "other_machine",
      "What emittance does the muon collider reach by cooling?",
      "Electron-positron linear colliders reach small emittances by radiation damping. The ILC "
      "damping rings reach a normalised vertical emittance of 20 nm, whereas the muon collider "
      "relies on ionization cooling to reach a normalised transverse emittance of 25 µm.",
      "Ionization cooling brings the muon collider beams to a normalised transverse emittance of 20 nm.",
      "The ILC damping rings reach a normalised vertical emittance of 20 nm"),
    A("om09", "other_machine",
      "How many Higgs bosons would a 3 TeV muon collider produce?",
      "Higgs factories differ in their production mechanism. FCC-ee at the ZH threshold would produce "
      "about 1.5 million Higgs bosons over its running period, while a 3 TeV muon collider would "
      "produce about half a million, mostly through W-boson fusion, with 1 ab^-1.",
      "A 3 TeV muon collider would produce about 1.5 million Higgs bosons with 1 ab^-1.",
      "FCC-ee at the ZH threshold would produce about 1.5 million Higgs bosons",
      evidence2="A 10 TeV muon collider with 10 ab^-1 would produce about ten million Higgs bosons, "
                "enough for per-mille measurements of the couplings to W and Z bosons."),
    A("om10", "other_machine",
      "What is the bunch length at the 10 TeV stage?",
      "The beam-induced background at 10 TeV has a rate similar to that at 3 TeV. The final focus "
      "is, however, much stronger, and the bunch length shrinks from 5 mm at 3 TeV to 1.5 mm at "
      "10 TeV to match the smaller beta function at the interaction point.",
      "The rms bunch length at the 10 TeV stage is 5 mm.",
      "the bunch length shrinks from 5 mm at 3 TeV to 1.5 mm at 10 TeV"),
    A("om11", "other_machine",
      "What type of electromagnetic calorimeter does MAIA use?",
      "MUSIC, the MUon System for Interesting Collisions, uses a semi-homogeneous lead fluoride "
      "crystal electromagnetic calorimeter of the CRILIN type. MAIA instead uses a highly granular "
      "silicon-tungsten sampling calorimeter, similar to the CLIC design.",
      "MAIA uses a semi-homogeneous lead fluoride crystal electromagnetic calorimeter of the CRILIN type.",
      "uses a semi-homogeneous lead fluoride crystal electromagnetic calorimeter of the CRILIN type"),
    A("om12", "other_machine",
      "What is the beam energy at the 10 TeV stage?",
      "The collider ring stores a single bunch of each charge. The beam energy is 1.5 TeV at the "
      "3 TeV stage and 5 TeV at the 10 TeV stage, and the beams collide at two interaction points.",
      "The beam energy at the 10 TeV stage is 1.5 TeV.",
      "The beam energy is 1.5 TeV at the 3 TeV stage and 5 TeV at the 10 TeV stage"),

    # ------------------------------------------------------------------
    # 3. goal_as_result
    # ------------------------------------------------------------------
    A("gr01", "goal_as_result",
      "Has a muon cooling cell been demonstrated with beam?",
      "The MICE experiment observed ionization cooling in a single absorber without RF "
      "re-acceleration. The IMCC aims to demonstrate a muon cooling cell with beam at the proposed "
      "demonstrator facility at CERN in the early 2030s. The facility would use the proton beam from "
      "the PS.",
      "A muon cooling cell has been demonstrated with beam at the CERN demonstrator facility.",
      "a muon cooling cell with beam at the proposed demonstrator facility at CERN"),
    A("gr02", "goal_as_result",
      "What luminosity does the 10 TeV stage deliver?",
      "Table 1: Target parameters of the 10 TeV stage.\n"
      "| Parameter | Unit | Value |\n"
      "| Luminosity | 10^34 cm^-2 s^-1 | 20 |\n"
      "| Beta function at the IP | mm | 1.5 |\n"
      "| Bunch length (rms) | mm | 1.5 |\n"
      "Tracking studies of the final focus are ongoing.",
      "Start-to-end tracking simulations of the 10 TeV collider ring have confirmed a luminosity of 2 × 10^35 cm^-2 s^-1.",
      "| Luminosity | 10^34 cm^-2 s^-1 | 20 |"),
    A("gr03", "goal_as_result",
      "Have 40 T solenoids been operated for final cooling?",
      "The final cooling channel requires solenoids with a field of 40 T and a bore of a few "
      "centimetres. A 32 T all-superconducting user magnet has been operated at the NHMFL, combining "
      "HTS inserts with low-temperature superconducting outer coils.",
      "Solenoids with a field of 40 T have been operated for the final cooling channel.",
      "The final cooling channel requires solenoids with a field of 40 T",
      evidence2="HTS tapes based on REBCO keep a high critical current in fields above 30 T at 4.2 K, "
                "which makes them the material of choice for final-cooling solenoids."),
    A("gr04", "goal_as_result",
      "What gradients have the 6D cooling RF cavities reached?",
      "RF cavities in the 6D cooling channel are specified to operate at gradients up to 30 MV/m in "
      "solenoid fields of several tesla. Breakdown in magnetic fields is the main risk, and beryllium "
      "walls or gas filling are considered as mitigations.",
      "RF cavities of the 6D cooling channel have been operated at gradients of 30 MV/m in fields of several tesla.",
      "RF cavities in the 6D cooling channel are specified to operate at gradients up to 30 MV/m"),
    A("gr05", "goal_as_result",
      "What time resolution do irradiated LGAD sensors provide?",
      "The outer tracker uses LGAD sensors to add precise timing to every hit. The LGAD sensors of "
      "the outer tracker are expected to provide a time resolution of 30 ps after irradiation. "
      "Irradiation campaigns at the required fluence are planned.",
      "Irradiated LGAD sensors of the outer tracker have been measured to give a time resolution of 30 ps.",
      "The LGAD sensors of the outer tracker are expected to provide a time resolution of 30 ps after irradiation"),
    A("gr06", "goal_as_result",
      "Has the muon production target been operated at 2 MW?",
      "The production target sits inside a high-field capture solenoid. The graphite target is "
      "designed for a 2 MW proton beam at a repetition rate of 5 Hz, similar to targets studied for "
      "neutrino facilities.",
      "The graphite muon production target has been operated with a 2 MW proton beam at 5 Hz.",
      "The graphite target is designed for a 2 MW proton beam at a repetition rate of 5 Hz",
      evidence2="The capture solenoid has a peak field of 20 T at the target and tapers down to about "
                "1.5 T over the first 15 m of the decay channel."),
    A("gr07", "goal_as_result",
      "How precisely has the Higgs coupling to W bosons been measured at 10 TeV?",
      "W-boson fusion produces most of the Higgs bosons at a 10 TeV muon collider. With 10 ab^-1 at "
      "10 TeV, the Higgs coupling to W bosons is expected to be measured with a precision of about "
      "0.1%.",
      "The Higgs coupling to W bosons has been measured with a precision of about 0.1% at a 10 TeV muon collider.",
      "the Higgs coupling to W bosons is expected to be measured with a precision of about 0.1%"),
    A("gr08", "goal_as_result",
      "What hit time resolution have vertex detector prototypes achieved?",
      "The vertex detector requirements are 25 µm × 25 µm pixels, 50 µm thick sensors and a hit time "
      "resolution of 30 ps. Current hybrid prototypes reach about 50 ps with larger pixels.",
      "Vertex detector prototypes with 25 µm × 25 µm pixels have achieved a hit time resolution of 30 ps.",
      "The vertex detector requirements are 25 µm × 25 µm pixels, 50 µm thick sensors and a hit time resolution of 30 ps"),
    A("gr09", "goal_as_result",
      "What ramp rate have the hybrid RCS dipoles shown?",
      "In the hybrid RCS, normal-conducting dipoles interleave with fixed-field superconducting ones. "
      "The normal-conducting dipoles must ramp from -1.8 T to 1.8 T in about 0.35 ms, a rate of about "
      "10 kT/s, which is to be demonstrated with a prototype magnet and power converter.",
      "A prototype hybrid RCS dipole has demonstrated a ramp rate of about 10 kT/s.",
      "a rate of about 10 kT/s, which is to be demonstrated with a prototype magnet and power converter"),
    A("gr10", "goal_as_result",
      "What neutrino-induced dose has been shown for the muon collider site?",
      "Neutrino radiation is a key constraint for a 10 TeV collider. The IMCC goal is to keep the "
      "neutrino-induced dose below 10 µSv per year at any off-site location, comparable to that of "
      "the LHC. Site studies near CERN are in progress.",
      "The IMCC has shown that the neutrino-induced dose stays below 10 µSv per year at every off-site location.",
      "The IMCC goal is to keep the neutrino-induced dose below 10 µSv per year at any off-site location",
      evidence2="The dose scales roughly as the cube of the beam energy, so it is much less severe "
                "at 3 TeV than at 10 TeV."),
    A("gr11", "goal_as_result",
      "What emittance reduction did MICE measure?",
      "MICE was designed to measure a 10% reduction in transverse emittance with a precision of 1%. "
      "The experiment ran at the ISIS synchrotron at RAL and used lithium hydride and liquid hydrogen "
      "absorbers.",
      "MICE measured a 10% reduction in transverse emittance with a precision of 1%.",
      "MICE was designed to measure a 10% reduction in transverse emittance with a precision of 1%"),

    # ------------------------------------------------------------------
    # 4. role_swap
    # ------------------------------------------------------------------
    A("rs01", "role_swap",
      "How does the beam-induced background reach the tracker?",
      "Most of the beam-induced background originates from muon decays within a few tens of metres "
      "of the interaction point. Muon decay electrons hit the nozzle, and the resulting "
      "electromagnetic showers produce the photons and neutrons that reach the tracker. Charged "
      "hadrons and Bethe-Heitler muons contribute much less.",
      "The photons and neutrons that reach the tracker produce the electromagnetic showers in the nozzle.",
      "the resulting electromagnetic showers produce the photons and neutrons that reach the tracker"),
    A("rs02", "role_swap",
      "How are the muons produced?",
      "A 2 MW proton beam of about 5 GeV drives the muon source. The muons are produced by the decay "
      "of pions, which are themselves produced by protons hitting a graphite target.",
      "The pions are produced by the decay of muons, which are themselves produced by protons hitting a graphite target.",
      "The muons are produced by the decay of pions, which are themselves produced by protons hitting a graphite target",
      evidence2="The capture solenoid collects pions of both charges with momenta between about 100 "
                "and 400 MeV/c."),
    A("rs03", "role_swap",
      "What is the order of the buncher and the phase rotator in the front end?",
      "The front end prepares the muon beam for cooling. After the decay channel, the buncher forms "
      "the muons into a train of bunches, and the phase rotator downstream of it reduces the energy "
      "spread. A charge separator follows.",
      "In the front end, the buncher is located downstream of the phase rotator.",
      "the phase rotator downstream of it reduces the energy spread"),
    A("rs04", "role_swap",
      "Where are the calorimeters relative to the solenoid in MAIA?",
      "In MAIA, the 5 T solenoid is placed inside the electromagnetic calorimeter, so the "
      "calorimeters sit outside the coil. The small bore reduces the stored energy and cost of the "
      "magnet.",
      "In MAIA the calorimeters are placed inside the 5 T solenoid.",
      "the 5 T solenoid is placed inside the electromagnetic calorimeter"),
    A("rs05", "role_swap",
      "What protects the superconducting coils of the collider ring?",
      "Decay electrons radiate and hit the inner wall of the arc magnets. Decay electrons heat the "
      "tungsten liner, which protects the superconducting coils; the heat is removed at a temperature "
      "well above that of the coils.",
      "The superconducting coils protect the tungsten liner from the decay electrons.",
      "Decay electrons heat the tungsten liner, which protects the superconducting coils"),
    A("rs06", "role_swap",
      "Which particles accompany the Higgs boson in W-boson fusion?",
      "In vector-boson fusion at a 10 TeV muon collider, the Higgs boson is produced together with "
      "two forward neutrinos in W fusion, or two forward muons in Z fusion. Tagging the forward muons "
      "requires detectors beyond the nozzles.",
      "In W-boson fusion the Higgs boson is produced together with two forward muons.",
      "the Higgs boson is produced together with two forward neutrinos in W fusion, or two forward muons in Z fusion"),
    A("rs07", "role_swap",
      "What surrounds what in the target station?",
      "The target station must protect the capture magnet from radiation. The graphite target is "
      "surrounded by a tungsten shield, which is itself surrounded by the superconducting solenoid "
      "coils. The shield absorbs most of the beam power that is not carried away by the pions.",
      "In the target station the tungsten shield surrounds the superconducting solenoid coils.",
      "The graphite target is surrounded by a tungsten shield, which is itself surrounded by the superconducting solenoid coils",
      evidence2="The target is cooled by helium gas and is exchanged periodically, since radiation "
                "damage limits its lifetime to about one operational year."),
    A("rs08", "role_swap",
      "Why does luminosity per beam power grow with energy?",
      "A key advantage of the muon collider is its efficiency at high energy. Because the beam size "
      "at the IP shrinks with energy, the luminosity per unit beam power grows linearly with energy.",
      "Because the luminosity per unit beam power grows with energy, the beam size at the IP shrinks.",
      "Because the beam size at the IP shrinks with energy, the luminosity per unit beam power grows linearly with energy"),
    A("rs09", "role_swap",
      "What restores the energy lost in the cooling absorbers?",
      "Ionization cooling reduces all momentum components in an absorber. In each cooling cell, the "
      "energy lost in the absorbers is restored by the RF cavities, but only along the beam "
      "direction, so that the transverse emittance shrinks.",
      "In each cooling cell, the absorbers restore the energy lost in the RF cavities.",
      "the energy lost in the absorbers is restored by the RF cavities"),
    A("rs10", "role_swap",
      "How are the MAIA tracker subsystems nested?",
      "The MAIA tracker is an all-silicon design with timing in every layer. The vertex detector is "
      "surrounded by the inner tracker, which is in turn surrounded by the outer tracker. The whole "
      "tracker sits inside the 5 T solenoid.",
      "In MAIA the outer tracker is surrounded by the inner tracker.",
      "The vertex detector is surrounded by the inner tracker, which is in turn surrounded by the outer tracker"),
    A("rs11", "role_swap",
      "Where do BIB photons and neutrons deposit their energy?",
      "The calorimeters see a diffuse flux of soft particles from the nozzles. Beam-induced "
      "background photons deposit most of their energy in the ECAL, whereas neutrons deposit most of "
      "their energy in the HCAL. Both arrive mostly a few nanoseconds after the bunch crossing.",
      "Beam-induced background neutrons deposit most of their energy in the ECAL, whereas photons deposit most of theirs in the HCAL.",
      "Beam-induced background photons deposit most of their energy in the ECAL, whereas neutrons deposit most of their energy in the HCAL"),

    # ------------------------------------------------------------------
    # 5. quantifier
    # ------------------------------------------------------------------
    A("qt01", "quantifier",
      "When do beam-induced background particles reach the detector?",
      "Timing is the most powerful handle against the beam-induced background. Most of the "
      "beam-induced background particles reach the detector out of time with the bunch crossing, "
      "because they travel longer paths from the nozzle. A window of a few hundred picoseconds keeps "
      "the signal hits.",
      "All beam-induced background particles reach the detector out of time with the bunch crossing.",
      "Most of the beam-induced background particles reach the detector out of time with the bunch crossing"),
    A("qt02", "quantifier",
      "How is the neutrino flux distributed around the collider ring?",
      "In the arcs, the continuous bending spreads the neutrino flux horizontally into a thin disc. "
      "In the long straight sections, by contrast, all decays send neutrinos in the same direction, "
      "creating a concentrated hot spot.",
      "Everywhere around the collider ring, the continuous bending spreads the neutrino flux into a thin disc.",
      "In the arcs, the continuous bending spreads the neutrino flux horizontally into a thin disc",
      evidence2="The interaction-region straight sections are oriented so that their neutrino flux "
                "exits in uninhabited locations."),
    A("qt03", "quantifier",
      "What fraction of muons survives each RCS?",
      "Muons decay in flight during acceleration, so the chain must be fast. Typically, about 90% "
      "of the muons survive each RCS stage, which sets the ramp rate of the magnets.",
      "Every RCS stage preserves at least 90% of the muons.",
      "Typically, about 90% of the muons survive each RCS stage"),
    A("qt04", "quantifier",
      "How much of the decay electron flux do the nozzles absorb?",
      "Decay electrons travelling close to the beam axis reach the detector region. The tungsten "
      "nozzles absorb almost all of the decay electrons coming from upstream, but the secondary "
      "photons and neutrons they create still leak into the detector.",
      "The tungsten nozzles absorb all of the decay electrons coming from upstream.",
      "The tungsten nozzles absorb almost all of the decay electrons coming from upstream"),
    A("qt05", "quantifier",
      "Can heavy neutral lepton signatures be probed with forward muon detectors?",
      "Heavy neutral leptons mixing with muon neutrinos can be produced in vector-boson fusion. Some "
      "of the heavy-neutral-lepton signatures can be probed with forward muon detectors placed "
      "beyond the nozzles, while others require the central tracker.",
      "All heavy-neutral-lepton signatures can be probed with forward muon detectors placed beyond the nozzles.",
      "Some of the heavy-neutral-lepton signatures can be probed with forward muon detectors placed beyond the nozzles"),
    A("qt06", "quantifier",
      "Can BIB hits in the vertex detector be rejected by cluster shape?",
      "Beam-induced background particles cross the sensors at shallow angles. In many cases the BIB "
      "hits in the vertex detector can be rejected by their cluster shape, and double layers allow "
      "a cut on the direction of the track stub.",
      "Beam-induced background hits in the vertex detector can always be rejected by their cluster shape.",
      "In many cases the BIB hits in the vertex detector can be rejected by their cluster shape",
      evidence2="The occupancy of the innermost vertex layer reaches a few per cent per bunch crossing "
                "before any timing or cluster-shape selection."),
    A("qt07", "quantifier",
      "Have the proposed RF cavities been tested in strong magnetic fields?",
      "Normal-conducting RF cavities for muon cooling must operate inside solenoids. Few of the "
      "proposed RF cavity designs have been tested in magnetic fields above 3 T, and the MuCool Test "
      "Area results remain the main reference.",
      "None of the proposed RF cavity designs have been tested in magnetic fields above 3 T.",
      "Few of the proposed RF cavity designs have been tested in magnetic fields above 3 T"),
    A("qt08", "quantifier",
      "What does the 10 TeV stage reuse from the 3 TeV stage?",
      "The staged approach limits the cost of the upgrade. The 10 TeV stage reuses the proton driver, "
      "the target, the cooling complex and most of the acceleration chain of the 3 TeV stage, while "
      "the collider ring is replaced.",
      "The 10 TeV stage reuses the entire acceleration chain of the 3 TeV stage.",
      "most of the acceleration chain of the 3 TeV stage"),
    A("qt09", "quantifier",
      "How is the Higgs boson produced at a multi-TeV muon collider?",
      "At multi-TeV energies the Higgs-strahlung cross section falls as 1/s. W-boson fusion is the "
      "dominant Higgs production mode at 3 and 10 TeV, followed by Z-boson fusion.",
      "W-boson fusion is the only Higgs production mode at 3 and 10 TeV.",
      "W-boson fusion is the dominant Higgs production mode at 3 and 10 TeV"),
    A("qt10", "quantifier",
      "Which tracker layers are built as double layers?",
      "The vertex detector is closest to the beam and sees the highest background. The four barrel "
      "layers of the vertex detector are built as double layers separated by 2 mm, so that hits can "
      "be paired into short track stubs.",
      "All layers of the tracker, from the vertex detector to the outer tracker, are built as double layers.",
      "The four barrel layers of the vertex detector are built as double layers separated by 2 mm"),
    A("qt11", "quantifier",
      "What energies do BIB photons reaching the ECAL have?",
      "The electromagnetic calorimeter sees a large flux of soft photons from the nozzles. The BIB "
      "photons reaching the ECAL have energies of typically a few MeV, and their arrival times "
      "spread over several nanoseconds.",
      "Beam-induced background photons reaching the ECAL never exceed an energy of a few MeV.",
      "The BIB photons reaching the ECAL have energies of typically a few MeV"),

    # ------------------------------------------------------------------
    # 6. comparison
    # ------------------------------------------------------------------
    A("cp01", "comparison",
      "How do the final-cooling HTS solenoids compare with other DC magnets?",
      "The final cooling channel needs solenoids of 30 to 40 T. These HTS solenoids are among the "
      "highest-field DC superconducting magnets ever designed, and only a few user magnets above "
      "30 T exist today.",
      "The final-cooling HTS solenoids are the highest-field DC superconducting magnets ever designed.",
      "These HTS solenoids are among the highest-field DC superconducting magnets ever designed"),
    A("cp02", "comparison",
      "How does the heat load in the tungsten liner compare between the two stages?",
      "The beam power grows from 5.3 MW at 3 TeV to 14.4 MW at 10 TeV, but the ring is also longer. "
      "As a result, the 10 TeV collider ring dissipates about 50% more power per metre in the "
      "tungsten liner than the 3 TeV ring.",
      "The 10 TeV collider ring dissipates about twice as much power per metre in the tungsten liner as the 3 TeV ring.",
      "the 10 TeV collider ring dissipates about 50% more power per metre in the tungsten liner than the 3 TeV ring"),
    A("cp03", "comparison",
      "How does the luminosity per wall-plug power of a 3 TeV muon collider compare with CLIC?",
      "Power efficiency is a key figure of merit for high-energy lepton colliders. At 3 TeV, the "
      "luminosity per unit wall-plug power of a muon collider is comparable to that of CLIC, and at "
      "higher energies the muon collider becomes more efficient.",
      "At 3 TeV the luminosity per unit wall-plug power of a muon collider is higher than that of CLIC.",
      "At 3 TeV, the luminosity per unit wall-plug power of a muon collider is comparable to that of CLIC",
      evidence2="CLIC at 3 TeV would consume about 590 MW of electrical power, dominated by the drive "
                "beam complex."),
    A("cp04", "comparison",
      "Which stage needs the shorter bunch?",
      "The bunch length must not exceed the beta function at the IP to avoid the hourglass effect. "
      "Since β* falls from 5 mm to 1.5 mm, the 10 TeV stage needs a shorter bunch than the 3 TeV "
      "stage.",
      "The 3 TeV stage needs a shorter bunch than the 10 TeV stage.",
      "the 10 TeV stage needs a shorter bunch than the 3 TeV stage"),
    A("cp05", "comparison",
      "By how much do mover systems reduce the neutrino dose from the arcs?",
      "Mover systems slowly deform the vertical beam trajectory in the arcs. By sweeping the neutrino "
      "disc over a wider vertical range, wobbling the arcs reduces the annual neutrino dose by a "
      "factor of about 10 at a given location.",
      "Wobbling the arcs reduces the annual neutrino dose at a given location by a factor of about 100.",
      "wobbling the arcs reduces the annual neutrino dose by a factor of about 10 at a given location"),
    A("cp06", "comparison",
      "How does the stored energy of the MAIA solenoid compare with the CLIC-like magnet?",
      "MAIA places its magnet between the tracker and the calorimeters. The MAIA solenoid bore is "
      "smaller than that of the CLIC-like detector magnet, so its stored energy is lower despite the "
      "higher field.",
      "The MAIA solenoid stores more energy than the CLIC-like detector magnet because of its higher field.",
      "The MAIA solenoid bore is smaller than that of the CLIC-like detector magnet, so its stored energy is lower despite the higher field"),
    A("cp07", "comparison",
      "How do the Higgs-to-vector-boson coupling precisions compare with FCC-ee?",
      "For the Higgs couplings to W and Z bosons, a 10 TeV muon collider reaches a precision similar "
      "to that of FCC-ee. For the top Yukawa and the self-coupling, the muon collider is "
      "significantly better.",
      "A 10 TeV muon collider measures the Higgs couplings to W and Z bosons more precisely than FCC-ee.",
      "a 10 TeV muon collider reaches a precision similar to that of FCC-ee",
      evidence2="FCC-ee measures the ZH cross section in a model-independent way through the recoil "
                "mass, which fixes the absolute normalisation of the couplings."),
    A("cp08", "comparison",
      "How does the MUSIC ECAL segmentation compare with the MAIA ECAL?",
      "The two 10 TeV concepts use different calorimeter technologies. The MUSIC ECAL has a coarser "
      "longitudinal segmentation than the MAIA ECAL, but a better time resolution, of a few tens "
      "of picoseconds.",
      "The MUSIC ECAL has a finer longitudinal segmentation than the MAIA ECAL.",
      "The MUSIC ECAL has a coarser longitudinal segmentation than the MAIA ECAL"),
    A("cp09", "comparison",
      "How does the BIB hit density in the vertex detector change from 3 to 10 TeV?",
      "FLUKA simulations of the 10 TeV interaction region use the re-optimised nozzle. The BIB hit "
      "density in the first vertex layer at 10 TeV is only slightly higher than at 3 TeV, because "
      "the decay rate per metre scales inversely with the Lorentz factor.",
      "The BIB hit density in the first vertex layer is about an order of magnitude higher at 10 TeV than at 3 TeV.",
      "The BIB hit density in the first vertex layer at 10 TeV is only slightly higher than at 3 TeV"),
    A("cp10", "comparison",
      "What is the largest source of background in the vertex detector?",
      "Two processes dominate the background in the innermost layers. Incoherent pair production "
      "is the second-largest source of background in the vertex detector after muon decays, and its "
      "relative importance grows at 10 TeV.",
      "Incoherent pair production is the largest source of background in the vertex detector.",
      "Incoherent pair production is the second-largest source of background in the vertex detector after muon decays"),
    A("cp11", "comparison",
      "How much longer is the 10 TeV ring than the 3 TeV ring?",
      "The arc field is limited by the heat load and the aperture. With 16 T dipoles, the 10 TeV "
      "collider ring has a circumference about 2.2 times that of the 3 TeV ring.",
      "The 10 TeV collider ring is more than three times longer than the 3 TeV ring.",
      "the 10 TeV collider ring has a circumference about 2.2 times that of the 3 TeV ring",
      evidence2="The 3 TeV ring is about 4.5 km long and could be housed in a tunnel on the CERN site."),

    # ------------------------------------------------------------------
    # 7. non_body
    # ------------------------------------------------------------------
    A("nb01", "non_body",
      "Does the 10 TeV collider ring reach a luminosity above 10^35?",
      "3.2 Towards 10 TeV luminosity above 10^35\n\n"
      "The lattice of the 10 TeV ring is still being optimised. The present version provides a "
      "luminosity of 0.8 × 10^35 cm^-2 s^-1 in tracking simulations, limited by the chromatic "
      "acceptance of the final focus. Further iterations of the sextupole scheme are planned.",
      "The 10 TeV muon collider ring reaches a luminosity above 10^35 cm^-2 s^-1.",
      "Towards 10 TeV luminosity above 10^35"),
    A("nb02", "non_body",
      "How much does wobbling reduce the neutrino flux?",
      "Figure 4: Neutrino flux reduced by a factor 100 with wobbling.\n\n"
      "In the configuration studied so far, the reduction of the annual averaged dose is about a "
      "factor 10. The factor shown in Figure 4 assumes an idealised continuous motion of all arc "
      "magnets.",
      "Wobbling the collider ring reduces the neutrino flux by a factor of 100.",
      "Neutrino flux reduced by a factor 100 with wobbling."),
    A("nb03", "non_body",
      "Have 30 T HTS solenoids for final cooling been demonstrated?",
      "Demonstrating 30 T HTS Solenoids for Final Cooling\n\n"
      "This note describes the programme that should lead to a 30 T HTS solenoid prototype. The "
      "first insert coil is being wound, and tests in a background field are foreseen in two years.",
      "30 T HTS solenoids for final cooling have been demonstrated.",
      "Demonstrating 30 T HTS Solenoids for Final Cooling",
      title="Demonstrating 30 T HTS Solenoids for Final Cooling"),
    A("nb04", "non_body",
      "What emittance does the 6D cooling channel reach?",
      "References\n"
      "[11] K. Marlow, Optics of a rectilinear 6D cooling channel, Phys. Rev. Accel. Beams 21 (2018) 061003.\n"
      "[12] P. Ander et al., A 6D cooling channel reaching 55 µm transverse emittance, Phys. Rev. Accel. Beams 22 (2019) 041002.\n"
      "[13] T. Quinn, RF breakdown in magnetic fields, JINST 14 (2019) P07012.",
      "The 6D cooling channel reaches a transverse emittance of 55 µm.",
      "A 6D cooling channel reaching 55 µm transverse emittance"),
    A("nb05", "non_body",
      "Is the tracker fully operational in the beam-induced background at 10 TeV?",
      "Key facts\n"
      "- Vertex detector: four double layers, 25 µm pixels.\n"
      "- Tracker fully operational in the BIB at 10 TeV.\n"
      "- Timing resolution per hit: 30 ps.\n\n"
      "The occupancy of the innermost vertex layer remains a concern at 10 TeV, and the readout "
      "bandwidth needed to cope with it is still under study.",
      "The tracker is fully operational in the beam-induced background at 10 TeV.",
      "Tracker fully operational in the BIB at 10 TeV."),
    A("nb06", "non_body",
      "Is the tracking efficiency above 99% in all pT bins?",
      "Table 3: Tracking efficiency above 99% for all pT bins.\n"
      "| pT range (GeV) | Efficiency (%) |\n"
      "| 1-10 | 97.2 |\n"
      "| 10-100 | 99.3 |\n"
      "| 100-1000 | 99.5 |",
      "The tracking efficiency is above 99% in all pT bins.",
      "Tracking efficiency above 99% for all pT bins."),
    A("nb07", "non_body",
      "Can timing eliminate the beam-induced background?",
      "2.3 Eliminating the beam-induced background with timing\n\n"
      "Timing cuts remove about 90% of the BIB hits in the tracker while keeping more than 99% of "
      "the signal hits. The remaining hits must be rejected by pattern recognition and cluster-shape "
      "selections.",
      "Timing eliminates the beam-induced background in the tracker.",
      "Eliminating the beam-induced background with timing",
      evidence2="The timing window is centred on the expected arrival time of particles from the "
                "interaction point and is a few hundred picoseconds wide."),
    A("nb08", "non_body",
      "What precision on the Higgs self-coupling is reached at 10 TeV?",
      "With 10 ab^-1, the expected precision on the trilinear Higgs self-coupling is about 4%. The "
      "3% shown in Figure 7 assumes that the data of two interaction points are combined for a total "
      "of 20 ab^-1.\n\n"
      "Figure 7: Higgs self-coupling precision of 3% at 10 TeV.",
      "The Higgs self-coupling is measured with a precision of 3% with 10 ab^-1 at 10 TeV.",
      "Higgs self-coupling precision of 3% at 10 TeV."),
    A("nb09", "non_body",
      "Does a 5 T field reduce the beam-induced background below 1%?",
      "[6] L. Verdi, Timing layers for a muon collider tracker, Nucl. Instrum. Meth. A 1039 (2022) 167010.\n"
      "[7] A. Rosetti, Beam-induced background reduced below 1% with a 5 T field, Nucl. Instrum. Meth. A 1040 (2022) 167188.\n"
      "[8] M. Harlan, Forward muon tagging at 10 TeV, JHEP 03 (2023) 112.",
      "A 5 T detector field reduces the beam-induced background below 1%.",
      "Beam-induced background reduced below 1% with a 5 T field",
      evidence2="A stronger solenoid field curls up low-momentum charged background particles, but "
                "it does not affect neutral particles such as photons and neutrons."),
    A("nb10", "non_body",
      "Which dipoles does the 10 TeV muon collider use?",
      "A 10 TeV Muon Collider with 20 T HTS Dipoles\n\n"
      "We study whether HTS dipoles could reach 20 T with the aperture required by the tungsten "
      "shielding. The baseline of the collider ring remains 16 T Nb3Sn dipoles, and HTS is "
      "considered only as an upgrade option.",
      "The 10 TeV muon collider uses 20 T HTS dipoles.",
      "A 10 TeV Muon Collider with 20 T HTS Dipoles",
      title="A 10 TeV Muon Collider with 20 T HTS Dipoles"),
    A("nb11", "non_body",
      "What is the luminosity lifetime in the collider ring?",
      "4 Collider ring\n"
      "4.1 Luminosity lifetime of 2000 turns at 10 TeV\n\n"
      "The luminosity lifetime is set by the muon lifetime in the laboratory frame. At 10 TeV, the "
      "bunches survive about 1000 turns on average, which is the figure used for the integrated "
      "luminosity estimates.",
      "The luminosity lifetime at 10 TeV is 2000 turns.",
      "Luminosity lifetime of 2000 turns at 10 TeV"),

    # ------------------------------------------------------------------
    # 8. other_language (all attacks)
    # ------------------------------------------------------------------
    A("ol01", "other_language",
      "What is the circumference of the 10 TeV collider ring?",
      "The collider ring of the 10 TeV stage has a circumference of about 10 km. It would be "
      "housed in a new tunnel near CERN.",
      "Der Collider-Ring der 10-TeV-Stufe hat einen Umfang von etwa 10 km.",
      "The collider ring of the 10 TeV stage has a circumference of about 10 km."),
    A("ol02", "other_language",
      "What is the circumference of the 3 TeV collider ring?",
      "The collider ring of the 3 TeV stage has a circumference of 4.5 km. The arcs use Nb-Ti or "
      "Nb3Sn dipoles of about 11 T.",
      "L'anneau du collisionneur de l'étape à 3 TeV a une circonférence de 10 km.",
      "The collider ring of the 3 TeV stage has a circumference of 4.5 km."),
    A("ol03", "other_language",
      "Where is the solenoid in MAIA?",
      "MAIA uses a 5 T solenoid placed between the tracker and the electromagnetic calorimeter. "
      "This keeps the bore small and the stored energy low.",
      "Il rivelatore MAIA utilizza un solenoide da 5 T posto tra il tracciatore e il calorimetro elettromagnetico.",
      "MAIA uses a 5 T solenoid placed between the tracker and the electromagnetic calorimeter."),
    A("ol04", "other_language",
      "Has 6D ionization cooling been demonstrated with beam?",
      "MICE demonstrated transverse ionization cooling in 2020. Full 6D ionization cooling has not "
      "yet been demonstrated with beam, and a demonstrator facility is proposed.",
      "El enfriamiento por ionización 6D completo ya se ha demostrado con haz.",
      "Full 6D ionization cooling has not yet been demonstrated with beam"),
    A("ol05", "other_language",
      "How does the neutrino dose scale with beam energy?",
      "The neutrino-induced dose grows roughly as the cube of the beam energy. This makes it a key "
      "constraint at 10 TeV.",
      "Dawka promieniowania wywołana przez neutrina rośnie mniej więcej jak sześcian energii wiązki.",
      "The neutrino-induced dose grows roughly as the cube of the beam energy."),
    A("ol06", "other_language",
      "What time resolution do the LGAD sensors provide?",
      "The LGAD sensors provide a time resolution of about 30 ps per hit. This allows a tight "
      "timing window against the beam-induced background.",
      "Die LGAD-Sensoren liefern eine Zeitauflösung von etwa 300 ps pro Treffer.",
      "The LGAD sensors provide a time resolution of about 30 ps per hit.",
      evidence2="Hybrid pixel sensors of the vertex detector reach about 50 ps with current "
                "front-end electronics."),
    A("ol07", "other_language",
      "What is the opening angle of the tungsten nozzles?",
      "The tungsten nozzles have an opening angle of about 10 degrees near the interaction point. "
      "They extend to about 6 m from the IP.",
      "Les buses en tungstène ont un angle d'ouverture d'environ 10 degrés près du point d'interaction.",
      "The tungsten nozzles have an opening angle of about 10 degrees near the interaction point."),
    A("ol08", "other_language",
      "What is the muon lifetime at rest?",
      "The muon has a mean lifetime of 2.2 µs at rest. At 5 TeV, time dilation extends it to about "
      "0.1 s in the laboratory frame.",
      "Il muone ha una vita media di 22 µs a riposo.",
      "The muon has a mean lifetime of 2.2 µs at rest."),
    A("ol09", "other_language",
      "What luminosity is targeted at the 10 TeV stage?",
      "The target luminosity at the 10 TeV stage is 2 × 10^35 cm^-2 s^-1. It grows with the square "
      "of the energy relative to the 3 TeV stage.",
      "La luminosidad objetivo en la etapa de 10 TeV es de 2 × 10^35 cm^-2 s^-1.",
      "The target luminosity at the 10 TeV stage is 2 × 10^35 cm^-2 s^-1.",
      evidence2="At 3 TeV the luminosity target is 1.8 × 10^34 cm^-2 s^-1."),
    A("ol10", "other_language",
      "What field do the 10 TeV arc dipoles have?",
      "The arc dipoles of the 10 TeV collider ring have a field of 16 T. They require an aperture "
      "large enough for a tungsten liner.",
      "Dipole w łukach pierścienia zderzacza 10 TeV mają pole 11 T.",
      "The arc dipoles of the 10 TeV collider ring have a field of 16 T."),
    A("ol11", "other_language",
      "How are the muons accelerated to high energy?",
      "The muons are accelerated to high energy with a chain of rapid-cycling synchrotrons. The "
      "magnets must ramp within a fraction of a millisecond.",
      "Die Myonen werden mit einer Kette von schnell zyklierenden Synchrotrons auf hohe Energie beschleunigt.",
      "The muons are accelerated to high energy with a chain of rapid-cycling synchrotrons."),
    A("ol12", "other_language",
      "Do the final-cooling solenoids need HTS?",
      "The final-cooling solenoids cannot reach 40 T with low-temperature superconductors alone. "
      "HTS inserts are therefore required.",
      "I solenoidi del raffreddamento finale possono raggiungere 40 T con soli superconduttori a bassa temperatura.",
      "The final-cooling solenoids cannot reach 40 T with low-temperature superconductors alone."),

    # ------------------------------------------------------------------
    # 9. number
    # ------------------------------------------------------------------
    A("nm01", "number",
      "At what energy are the muons captured in the front end?",
      "After the target, the pions decay in a long solenoid channel. The muons are captured in the "
      "buncher and phase rotator at a kinetic energy of about 200 MeV, where the cooling channel "
      "accepts them.",
      "The muons are captured at a kinetic energy of about 200 GeV.",
      "The muons are captured in the buncher and phase rotator at a kinetic energy of about 200 MeV"),
    A("nm02", "number",
      "What is the beta function at the IP at 10 TeV?",
      "The final focus of the 10 TeV ring uses large-aperture Nb3Sn quadrupoles. The beta function "
      "at the IP is 1.5 mm at 10 TeV, equal to the rms bunch length.",
      "The beta function at the IP is 1.5 µm at 10 TeV.",
      "The beta function at the IP is 1.5 mm at 10 TeV"),
    A("nm03", "number",
      "What luminosity does the 3 TeV stage target?",
      "The 3 TeV stage targets a luminosity of 1.8 × 10^34 cm^-2 s^-1, which accumulates 1 ab^-1 in "
      "about five years. The 10 TeV stage targets about ten times more.",
      "The 3 TeV stage targets a luminosity of 1.8 × 10^35 cm^-2 s^-1.",
      "The 3 TeV stage targets a luminosity of 1.8 × 10^34 cm^-2 s^-1",
      evidence2="The luminosity lifetime at 3 TeV is about 1000 turns, set by the muon lifetime in "
                "the laboratory frame."),
    A("nm04", "number",
      "What is the fake-track rate after the BIB selections?",
      "Fake tracks arise from random combinations of background hits. After timing and cluster-shape "
      "selections, the fake-track rate stays below 50 per bunch crossing in the full tracker.",
      "After timing and cluster-shape selections, the fake-track rate stays below 5 per bunch crossing.",
      "the fake-track rate stays below 50 per bunch crossing in the full tracker"),
    A("nm05", "number",
      "What survival rate must each RCS reach?",
      "The muon survival in the acceleration chain drives the magnet design. The muon survival rate "
      "in each RCS must be at least 90%, which requires ramp times well below a millisecond.",
      "The muon survival rate in each RCS must be at most 90%.",
      "The muon survival rate in each RCS must be at least 90%"),
    A("nm06", "number",
      "What fields do the final-cooling solenoids need?",
      "The final cooling reduces the transverse emittance to about 22.5 µm. It needs HTS solenoids "
      "with fields between 30 and 40 T, operated at about 4 K.",
      "The final cooling needs HTS solenoids with fields between 20 and 40 T.",
      "It needs HTS solenoids with fields between 30 and 40 T"),
    A("nm07", "number",
      "What is the total ionizing dose in the innermost vertex layer?",
      "Radiation levels in the detector are dominated by the nozzle showers. The total ionizing dose "
      "in the innermost vertex layer is about 200 kGy per year, and the neutron fluence is about "
      "10^15 n_eq/cm^2 per year.",
      "The total ionizing dose in the innermost vertex layer is about 200 MGy per year.",
      "The total ionizing dose in the innermost vertex layer is about 200 kGy per year"),
    A("nm08", "number",
      "What neutron fluence does the innermost vertex layer receive?",
      "Radiation levels in the detector are dominated by the nozzle showers. The total ionizing dose "
      "in the innermost vertex layer is about 200 kGy per year, and the neutron fluence is about "
      "10^15 n_eq/cm^2 per year.",
      "The neutron fluence in the innermost vertex layer is about 10^14 n_eq/cm^2 per year.",
      "the neutron fluence is about 10^15 n_eq/cm^2 per year",
      evidence2="The HL-LHC inner pixel layers are qualified for fluences of about 2 × 10^16 n_eq/cm^2 "
                "over their lifetime."),
    A("nm09", "number",
      "How often do bunch crossings occur at each interaction point at 3 TeV?",
      "With a single bunch of each charge circulating in a 4.5 km ring, bunch crossings at each "
      "interaction point are separated by about 15 µs at 3 TeV. This long interval relaxes the "
      "readout requirements compared with the LHC.",
      "At 3 TeV, bunch crossings at each interaction point are separated by about 15 ns.",
      "bunch crossings at each interaction point are separated by about 15 µs at 3 TeV"),
    A("nm10", "number",
      "To what energy do the linac and RLAs accelerate the muons?",
      "The acceleration starts after the final cooling. The linac and the two recirculating linear "
      "accelerators bring the muons from about 255 MeV to 63 GeV, where the first RCS takes over.",
      "The linac and the two recirculating linear accelerators bring the muons from about 255 MeV to 630 GeV.",
      "The linac and the two recirculating linear accelerators bring the muons from about 255 MeV to 63 GeV"),
    A("nm11", "number",
      "What power per metre does the tungsten liner absorb in the 10 TeV arcs?",
      "Decay electrons deposit their energy on the inner side of the arc magnets. The tungsten liner "
      "in the 10 TeV arcs absorbs about 500 W per metre, which is removed at a temperature of about "
      "250 K.",
      "The tungsten liner in the 10 TeV arcs absorbs about 500 kW per metre.",
      "The tungsten liner in the 10 TeV arcs absorbs about 500 W per metre"),

    # ==================================================================
    # HONEST answers
    # ==================================================================
    # paraphrase
    H("h01", "paraphrase",
      "Where is the solenoid in MAIA?",
      "MAIA, the Muon Accelerator Instrumented Apparatus, is a detector concept for 10 TeV muon "
      "collisions. Its distinctive feature is a 5 T superconducting solenoid placed between the "
      "tracker and the electromagnetic calorimeter, so that the calorimeters sit outside the coil.",
      "In the MAIA detector concept, the 5 T superconducting solenoid sits between the tracker and the electromagnetic calorimeter, with the calorimeters outside the coil.",
      "a 5 T superconducting solenoid placed between the tracker and the electromagnetic calorimeter, so that the calorimeters sit outside the coil"),
    H("h02", "paraphrase",
      "Why is fast acceleration needed?",
      "The muon has a mean lifetime of 2.2 µs at rest. Because the muons decay quickly, they must be "
      "accelerated to high energy within a few milliseconds, where time dilation extends their "
      "lifetime.",
      "Since muons decay quickly, they have to be brought to high energy within a few milliseconds, where time dilation lengthens their lifetime.",
      "Because the muons decay quickly, they must be accelerated to high energy within a few milliseconds, where time dilation extends their lifetime"),
    H("h03", "paraphrase",
      "Why are the nozzles made of tungsten?",
      "The nozzle body is made of tungsten, chosen for its high density and short radiation length. "
      "The outer surface is clad with borated polyethylene to capture neutrons. Together they absorb "
      "most of the decay products before they reach the tracker.",
      "Tungsten was selected for the nozzle body because it is dense and has a short radiation length.",
      "The nozzle body is made of tungsten, chosen for its high density and short radiation length.",
      evidence2="The nozzles start about 6 cm from the interaction point and extend to about 6 m, "
                "where they join the shielding of the final-focus magnets."),
    H("h04", "paraphrase",
      "How does the neutrino dose scale with energy?",
      "The dose at the surface grows very steeply with energy, roughly as the cube of the beam "
      "energy. This makes neutrino radiation a key constraint for a 10 TeV collider, while it is "
      "much less severe at 3 TeV.",
      "The surface dose from neutrinos rises approximately with the third power of the beam energy.",
      "The dose at the surface grows very steeply with energy, roughly as the cube of the beam energy."),
    H("h05", "paraphrase",
      "What limits the muons per bunch?",
      "The number of muons per bunch is limited by the proton driver power and by the transmission of "
      "the front end and the cooling channel. Together these deliver roughly one muon at the collider "
      "for every thousand protons on target.",
      "Roughly one muon reaches the collider for each thousand protons that hit the target.",
      "Together these deliver roughly one muon at the collider for every thousand protons on target."),
    H("h06", "paraphrase",
      "What limits the acceptance in the forward direction?",
      "The nozzles remove a region of about 10 degrees around each beam from the detector "
      "acceptance. Physics processes with forward particles, such as muons from ZZ fusion, need "
      "dedicated forward detectors beyond the nozzles.",
      "Around each beam, the nozzles take away roughly 10 degrees of the detector acceptance.",
      "The nozzles remove a region of about 10 degrees around each beam from the detector acceptance."),
    H("h07", "paraphrase",
      "How does the timing window work?",
      "The timing window is centred on the expected arrival time of particles from the interaction "
      "point. Hits arriving outside the window are discarded, which removes most background hits "
      "while keeping nearly all signal hits.",
      "Hits that arrive outside the timing window are thrown away, which eliminates most of the background hits while retaining nearly all of the signal hits.",
      "Hits arriving outside the window are discarded, which removes most background hits while keeping nearly all signal hits."),
    H("h08", "paraphrase",
      "How is the beam energy of the 3 TeV stage related to its centre-of-mass energy?",
      "The two beams collide head on with equal energies. For the 3 TeV stage, each beam therefore "
      "carries 1.5 TeV.",
      "At the 3 TeV stage, each of the two beams has an energy of 1.5 TeV.",
      "For the 3 TeV stage, each beam therefore carries 1.5 TeV."),

    # merged
    H("h09", "merged",
      "What is the MAIA detector geometry?",
      "The present note documents the geometry version MAIA_v1. The detector is about 13 m long and "
      "13 m in diameter. Two tungsten nozzles with an opening angle of 10 degrees shield the detector "
      "from the beam-induced background.",
      "The detector is about 13 m long and 13 m in diameter, and two tungsten nozzles with a 10 degree opening angle shield it from the beam-induced background.",
      "The detector is about 13 m long and 13 m in diameter. Two tungsten nozzles with an opening angle of 10 degrees shield the detector"),
    H("h10", "merged",
      "What are the target luminosities and integrated luminosities?",
      "The instantaneous luminosity targets are 1.8 × 10^34 cm^-2 s^-1 at 3 TeV and 2 × 10^35 cm^-2 "
      "s^-1 at 10 TeV. An integrated luminosity of 1 ab^-1 is targeted at 3 TeV and 10 ab^-1 at "
      "10 TeV.",
      "The 10 TeV stage targets an instantaneous luminosity of 2 × 10^35 cm^-2 s^-1 and an integrated luminosity of 10 ab^-1.",
      "2 × 10^35 cm^-2 s^-1 at 10 TeV. An integrated luminosity of 1 ab^-1 is targeted at 3 TeV and 10 ab^-1 at 10 TeV"),
    H("h11", "merged",
      "What does the MuColl detector contain?",
      "MuColl keeps the CLIC solenoid with a field of 3.57 T placed outside the hadronic "
      "calorimeter. Inside the magnet there is an all-silicon tracker, a tungsten-silicon "
      "electromagnetic calorimeter with 40 layers and a steel-scintillator hadronic calorimeter with "
      "60 layers.",
      "MuColl has a 3.57 T solenoid outside the hadronic calorimeter, and inside it an electromagnetic calorimeter of 40 tungsten-silicon layers.",
      "MuColl keeps the CLIC solenoid with a field of 3.57 T placed outside the hadronic calorimeter. Inside the magnet there is an all-silicon tracker, a tungsten-silicon electromagnetic calorimeter with 40 layers",
      evidence2="MAIA and MUSIC were designed for collisions at 10 TeV, where tracks and jets reach "
                "several TeV."),
    H("h12", "merged",
      "How are the nozzles built?",
      "The nozzle body is made of tungsten. The outer surface is clad with borated polyethylene, "
      "which slows down and captures neutrons leaking from the tungsten. The opening angle is about "
      "10 degrees near the IP.",
      "The nozzles have a tungsten body clad with borated polyethylene that slows down and captures neutrons leaking from the tungsten.",
      "The nozzle body is made of tungsten. The outer surface is clad with borated polyethylene, which slows down and captures neutrons leaking from the tungsten."),
    H("h13", "merged",
      "What does the front end do?",
      "After the decay channel, the buncher forms the muons into a train of bunches. The phase "
      "rotator downstream of it reduces the energy spread. A charge separator then splits the two "
      "muon signs into separate cooling channels.",
      "In the front end, the buncher first forms the muons into a train of bunches and the phase rotator downstream then reduces the energy spread.",
      "the buncher forms the muons into a train of bunches. The phase rotator downstream of it reduces the energy spread."),
    H("h14", "merged",
      "What was MICE and what did it observe?",
      "The Muon Ionization Cooling Experiment (MICE) ran at the ISIS synchrotron at RAL. MICE "
      "observed a reduction of the transverse emittance of muons passing through lithium hydride and "
      "liquid hydrogen absorbers. No RF re-acceleration was used in the experiment.",
      "MICE observed a reduction of the transverse emittance of muons in lithium hydride and liquid hydrogen absorbers, without using RF re-acceleration.",
      "MICE observed a reduction of the transverse emittance of muons passing through lithium hydride and liquid hydrogen absorbers. No RF re-acceleration was used in the experiment."),

    # unit_conversion
    H("h15", "unit_conversion",
      "What is the beta function at the IP at 10 TeV?",
      "The final focus of the 10 TeV ring uses large-aperture Nb3Sn quadrupoles. The beta function "
      "at the IP is 1.5 mm at 10 TeV, equal to the rms bunch length.",
      "At 10 TeV the beta function at the interaction point is 1500 µm.",
      "The beta function at the IP is 1.5 mm at 10 TeV"),
    H("h16", "unit_conversion",
      "What is the centre-of-mass energy of the second stage in GeV?",
      "The second stage of the muon collider collides beams at a centre-of-mass energy of 10 TeV. "
      "It requires a new collider ring of about 10 km.",
      "The second stage collides beams at a centre-of-mass energy of 10,000 GeV.",
      "The second stage of the muon collider collides beams at a centre-of-mass energy of 10 TeV."),
    H("h17", "unit_conversion",
      "What is the circumference of the 3 TeV ring in metres?",
      "The collider ring of the 3 TeV stage has a circumference of 4.5 km. It could be housed on the "
      "CERN site.",
      "The 3 TeV collider ring has a circumference of 4500 m.",
      "The collider ring of the 3 TeV stage has a circumference of 4.5 km."),
    H("h18", "unit_conversion",
      "What is the muon lifetime at rest in nanoseconds?",
      "The muon has a mean lifetime of 2.2 µs at rest. At 5 TeV, time dilation extends it to about "
      "0.1 s in the laboratory frame.",
      "At rest the muon has a mean lifetime of 2200 ns.",
      "The muon has a mean lifetime of 2.2 µs at rest."),
    H("h19", "unit_conversion",
      "What is the time resolution of the LGAD sensors in nanoseconds?",
      "The LGAD sensors provide a time resolution of about 30 ps per hit. This allows a tight timing "
      "window against the beam-induced background.",
      "The LGAD sensors provide a time resolution of about 0.03 ns per hit.",
      "The LGAD sensors provide a time resolution of about 30 ps per hit.",
      evidence2="The vertex detector uses hybrid pixel sensors with 25 µm × 25 µm pixels and a "
                "thickness of 50 µm."),
    H("h20", "unit_conversion",
      "What is the beam power at 10 TeV in kW?",
      "At 10 TeV the beams carry a total power of 14.4 MW. This power is ultimately dissipated in "
      "the collider ring and the beam dumps.",
      "At 10 TeV the beams carry a total power of 14,400 kW.",
      "At 10 TeV the beams carry a total power of 14.4 MW."),

    # respectively
    H("h21", "respectively",
      "What are the beam energies at the two stages?",
      "The collider ring stores a single bunch of each charge. The beam energies at the 3 TeV and "
      "10 TeV stages are 1.5 TeV and 5 TeV, respectively.",
      "The beam energy at the 10 TeV stage is 5 TeV.",
      "The beam energies at the 3 TeV and 10 TeV stages are 1.5 TeV and 5 TeV, respectively."),
    H("h22", "respectively",
      "What solenoid fields do MuColl and MAIA use?",
      "The concepts differ mainly in the magnet. MuColl and MAIA use solenoid fields of 3.57 T and "
      "5 T, respectively, with the MuColl coil outside the calorimeters.",
      "MuColl uses a solenoid field of 3.57 T.",
      "MuColl and MAIA use solenoid fields of 3.57 T and 5 T, respectively"),
    H("h23", "respectively",
      "What is the muon count per bunch at the two stages?",
      "The number of muons per bunch is limited by the proton driver power. The 3 TeV and 10 TeV "
      "stages assume 2.2 × 10^12 and 1.8 × 10^12 muons per bunch, respectively.",
      "The 10 TeV stage assumes 1.8 × 10^12 muons per bunch.",
      "The 3 TeV and 10 TeV stages assume 2.2 × 10^12 and 1.8 × 10^12 muons per bunch, respectively.",
      evidence2="A single bunch of each charge circulates in the collider ring, and the bunches "
                "collide at two interaction points."),
    H("h24", "respectively",
      "What integrated luminosity is targeted at each stage?",
      "The luminosity goal grows with the square of the energy. The integrated luminosity targets "
      "for the 3 TeV and 10 TeV stages are 1 ab^-1 and 10 ab^-1, respectively, accumulated in about "
      "five years each.",
      "The integrated luminosity target for the 3 TeV stage is 1 ab^-1.",
      "The integrated luminosity targets for the 3 TeV and 10 TeV stages are 1 ab^-1 and 10 ab^-1, respectively"),
    H("h25", "respectively",
      "What beam powers are assumed at the two stages?",
      "The beam power at the 3 TeV and 10 TeV stages is 5.3 MW and 14.4 MW, respectively. Most of it "
      "ends up as heat in the collider ring.",
      "The beam power at the 3 TeV stage is 5.3 MW.",
      "The beam power at the 3 TeV and 10 TeV stages is 5.3 MW and 14.4 MW, respectively."),

    # reordered
    H("h26", "reordered",
      "Why are the interaction regions sited carefully?",
      "In long straight sections, all decays send neutrinos in the same direction. The interaction "
      "region straight sections are therefore sited so that their neutrino flux exits in "
      "uninhabited locations or in areas under laboratory control.",
      "To make their neutrino flux exit in uninhabited locations or in areas under laboratory control, the interaction-region straight sections are sited accordingly.",
      "The interaction region straight sections are therefore sited so that their neutrino flux exits in uninhabited locations or in areas under laboratory control."),
    H("h27", "reordered",
      "Where is the target?",
      "The production target sits inside a 20 T capture solenoid, and the field tapers down to "
      "about 1.5 T along the decay channel.",
      "The field tapers down to about 1.5 T along the decay channel, and the production target sits inside a 20 T capture solenoid.",
      "The production target sits inside a 20 T capture solenoid, and the field tapers down to about 1.5 T along the decay channel."),
    H("h28", "reordered",
      "What does the MAIA tracker use?",
      "The MAIA tracker is an all-silicon design with timing in every layer. The vertex detector has "
      "four barrel double layers and four disks on each side.",
      "The vertex detector has four disks on each side in addition to its four barrel double layers.",
      "The vertex detector has four barrel double layers and four disks on each side."),
    H("h29", "reordered",
      "How is the neutrino flux spread in the arcs?",
      "In the arcs, the continuous bending spreads the neutrino flux horizontally into a thin disc. "
      "In long straight sections, by contrast, all decays send neutrinos in the same direction.",
      "The neutrino flux is spread horizontally into a thin disc by the continuous bending in the arcs.",
      "In the arcs, the continuous bending spreads the neutrino flux horizontally into a thin disc.",
      evidence2="The IMCC goal is to keep the dose from neutrino radiation below about 10 µSv per year "
                "at any point off-site."),
    H("h30", "reordered",
      "Where do the muons go after the final cooling?",
      "After the final cooling, the muons enter a linac, then two recirculating linear accelerators, "
      "and finally a chain of rapid-cycling synchrotrons.",
      "A chain of rapid-cycling synchrotrons is the last step, reached by the muons after the final cooling, a linac and two recirculating linear accelerators.",
      "After the final cooling, the muons enter a linac, then two recirculating linear accelerators, and finally a chain of rapid-cycling synchrotrons."),

    # abbreviation
    H("h31", "abbreviation",
      "Who studies the muon collider?",
      "A collaboration was formed in 2020 to study a muon collider at CERN and elsewhere. The "
      "baseline of the International Muon Collider Collaboration is a staged facility with 3 TeV "
      "and 10 TeV stages.",
      "The IMCC baseline is a staged facility with 3 TeV and 10 TeV stages.",
      "The baseline of the International Muon Collider Collaboration is a staged facility with 3 TeV and 10 TeV stages."),
    H("h32", "abbreviation",
      "What is the BIB made of?",
      "The beam-induced background (BIB) reaching the detector consists mainly of photons and "
      "neutrons, with a smaller fraction of electrons and charged hadrons.",
      "The BIB reaching the detector consists mainly of photons and neutrons.",
      "The beam-induced background (BIB) reaching the detector consists mainly of photons and neutrons"),
    H("h33", "abbreviation",
      "What sensors does the outer tracker use?",
      "The outer tracker uses LGAD sensors to add precise timing to every hit. LGADs have an internal "
      "gain layer that sharpens the signal rise.",
      "The outer tracker uses low-gain avalanche diode sensors to add precise timing to every hit.",
      "The outer tracker uses LGAD sensors to add precise timing to every hit."),
    H("h34", "abbreviation",
      "How much power does the RCS chain require?",
      "The rapid-cycling synchrotrons accelerate the muons from 63 GeV to 1.5 TeV for the 3 TeV "
      "stage. Their normal-conducting magnets dominate the power consumption of the acceleration "
      "chain.",
      "The RCS chain accelerates the muons from 63 GeV to 1.5 TeV for the 3 TeV stage.",
      "The rapid-cycling synchrotrons accelerate the muons from 63 GeV to 1.5 TeV for the 3 TeV stage.",
      evidence2="Hybrid RCS use interleaved fixed-field superconducting and ramped normal-conducting "
                "dipoles to raise the average field."),
    H("h35", "abbreviation",
      "What did the US Muon Accelerator Program design?",
      "The US Muon Accelerator Program designed a rectilinear 6D cooling channel that reaches a "
      "transverse emittance of about 300 µm before final cooling.",
      "The MAP rectilinear 6D cooling channel reaches a transverse emittance of about 300 µm before final cooling.",
      "The US Muon Accelerator Program designed a rectilinear 6D cooling channel that reaches a transverse emittance of about 300 µm before final cooling."),

    # table_row
    H("h36", "table_row",
      "What is the beam energy at the 3 TeV stage?",
      "Table 1: Main parameters of the 3 TeV and 10 TeV muon collider stages.\n"
      "| Parameter | Unit | 3 TeV | 10 TeV |\n"
      "| Centre-of-mass energy | TeV | 3 | 10 |\n"
      "| Beam energy | TeV | 1.5 | 5 |\n"
      "| Collider circumference | km | 4.5 | 10 |",
      "The beam energy is 1.5 TeV at the 3 TeV stage.",
      "| Beam energy | TeV | 1.5 | 5 |"),
    H("h37", "table_row",
      "What is the repetition rate of the 10 TeV stage?",
      "Table 1: Main parameters of the 3 TeV and 10 TeV muon collider stages.\n"
      "| Parameter | Unit | 3 TeV | 10 TeV |\n"
      "| Muons per bunch | 10^12 | 2.2 | 1.8 |\n"
      "| Repetition rate | Hz | 5 | 5 |\n"
      "| Beam power | MW | 5.3 | 14.4 |",
      "The 10 TeV stage operates at a repetition rate of 5 Hz.",
      "| Repetition rate | Hz | 5 | 5 |"),
    H("h38", "table_row",
      "What is the beam size at the IP at 10 TeV?",
      "Table 1: Main parameters of the 3 TeV and 10 TeV muon collider stages.\n"
      "| Parameter | Unit | 3 TeV | 10 TeV |\n"
      "| Beta function at the IP | mm | 5 | 1.5 |\n"
      "| Bunch length (rms) | mm | 5 | 1.5 |\n"
      "| Beam size at the IP | µm | 3.0 | 0.9 |",
      "The beam size at the IP is 0.9 µm at the 10 TeV stage.",
      "| Beam size at the IP | µm | 3.0 | 0.9 |",
      evidence2="The transverse normalised emittance is 25 µm at both stages, and the longitudinal "
                "emittance is 7.5 MeV m."),
    H("h39", "table_row",
      "What is the radius of the first vertex barrel layer in MAIA_v1?",
      "Table 1: Tracker barrel layers of MAIA_v1 (radii and half-lengths in mm).\n"
      "| Layer | Inner radius (mm) | Half-length z (mm) | Material | Thickness (µm) |\n"
      "| Vertex barrel layer 1 | 31.0 | 75.0 | Si (double layer) | 50 |\n"
      "| Vertex barrel layer 2 | 51.0 | 75.0 | Si (double layer) | 50 |",
      "In MAIA_v1, the first vertex barrel layer has an inner radius of 31.0 mm and a half-length of 75.0 mm.",
      "| Vertex barrel layer 1 | 31.0 | 75.0 | Si (double layer) | 50 |"),
    H("h40", "table_row",
      "What is the circumference of the 10 TeV collider ring?",
      "Table 1: Main parameters of the two muon collider stages.\n"
      "| Parameter | Unit | 3 TeV | 10 TeV |\n"
      "| Collider circumference | km | 4.5 | 10 |\n"
      "| Muons per bunch | 10^12 | 2.2 | 1.8 |",
      "The collider ring of the 10 TeV stage has a circumference of 10 km.",
      "| Collider circumference | km | 4.5 | 10 |"),
    H("h41", "table_row",
      "What field does each final-cooling solenoid have?",
      "Table 2: Final cooling cells.\n"
      "| Cell | Solenoid field (T) | Momentum (MeV/c) | Absorber |\n"
      "| 1 | 25 | 135 | liquid hydrogen |\n"
      "| 2 | 30 | 100 | liquid hydrogen |\n"
      "| 3 | 35 | 70 | liquid hydrogen |",
      "The second final-cooling cell uses a 30 T solenoid with a beam momentum of 100 MeV/c and a liquid hydrogen absorber.",
      "| 2 | 30 | 100 | liquid hydrogen |"),

    # qualified
    H("h42", "qualified",
      "What transverse emittance does final cooling reach?",
      "The final cooling channel uses high-field solenoids and low-momentum beams. The final-cooling "
      "emittance of 22.5 µm has been reached only in simulation, with idealised solenoid fields of "
      "40 T.",
      "A final-cooling emittance of 22.5 µm has so far been reached only in simulation, assuming idealised 40 T solenoid fields.",
      "The final-cooling emittance of 22.5 µm has been reached only in simulation, with idealised solenoid fields of 40 T."),
    H("h43", "qualified",
      "What precision on the Higgs self-coupling can a 10 TeV muon collider reach?",
      "Double Higgs production in vector-boson fusion grows with energy. A 10 TeV muon collider "
      "could reach a precision of about 4% on the Higgs self-coupling with 10 ab^-1.",
      "With 10 ab^-1, a 10 TeV muon collider could measure the Higgs self-coupling to a precision of about 4%.",
      "A 10 TeV muon collider could reach a precision of about 4% on the Higgs self-coupling with 10 ab^-1.",
      evidence2="The HL-LHC is expected to constrain the Higgs self-coupling to about 50%."),
    H("h44", "qualified",
      "What time resolution is expected from the outer tracker LGADs?",
      "The outer tracker uses LGAD sensors to add precise timing to every hit. The LGAD sensors are "
      "expected to provide a time resolution of 30 ps after irradiation.",
      "The outer-tracker LGAD sensors are expected to give a time resolution of 30 ps after irradiation.",
      "The LGAD sensors are expected to provide a time resolution of 30 ps after irradiation."),
    H("h45", "qualified",
      "What would the dose be if the ring were shallow?",
      "The collider ring is placed 100 to 200 m underground. If the collider ring were placed at a "
      "depth of only 30 m, the neutrino-induced dose at the surface exit points would exceed 1 mSv "
      "per year.",
      "At a depth of only 30 m, the neutrino-induced dose at the surface exit points would exceed 1 mSv per year.",
      "If the collider ring were placed at a depth of only 30 m, the neutrino-induced dose at the surface exit points would exceed 1 mSv per year."),
    H("h46", "qualified",
      "Can the higgsino WIMP be discovered?",
      "The thermal higgsino is a benchmark for WIMP dark matter. The WIMP higgsino with a mass of "
      "1.1 TeV can be discovered at a 10 TeV muon collider only if disappearing tracks shorter than "
      "10 cm can be reconstructed in the presence of beam-induced background.",
      "A 10 TeV muon collider can discover the 1.1 TeV higgsino only if disappearing tracks shorter than 10 cm can be reconstructed despite the beam-induced background.",
      "The WIMP higgsino with a mass of 1.1 TeV can be discovered at a 10 TeV muon collider only if disappearing tracks shorter than 10 cm can be reconstructed in the presence of beam-induced background."),
    H("h47", "qualified",
      "What will the IMCC demonstrator do?",
      "The MICE experiment observed cooling in a single absorber. The IMCC aims to demonstrate a muon "
      "cooling cell with beam at the proposed demonstrator facility at CERN in the early 2030s.",
      "The IMCC aims to demonstrate a muon cooling cell with beam at a proposed demonstrator facility at CERN in the early 2030s.",
      "The IMCC aims to demonstrate a muon cooling cell with beam at the proposed demonstrator facility at CERN in the early 2030s."),

    # reattributed: the quote is in the OTHER chunk than the cited number
    H("h48", "reattributed",
      "What is the bunch length at 10 TeV?",
      "The collider ring stores a single bunch of each charge, and the bunches collide at two "
      "interaction points. The repetition rate is 5 Hz at both stages.",
      "The rms bunch length is 1.5 mm at the 10 TeV stage.",
      "The rms bunch length shrinks from 5 mm at 3 TeV to 1.5 mm at 10 TeV",
      cite=1,
      evidence2="The final focus is much stronger at 10 TeV. The rms bunch length shrinks from 5 mm at "
                "3 TeV to 1.5 mm at 10 TeV to match the smaller beta function at the IP."),
    H("h49", "reattributed",
      "What is the opening angle of the nozzles?",
      "The tungsten nozzles have an opening angle of about 10 degrees near the interaction point. "
      "Their outer surface is clad with borated polyethylene.",
      "Near the IP, the tungsten nozzles open at an angle of about 10 degrees.",
      "The tungsten nozzles have an opening angle of about 10 degrees near the interaction point.",
      cite=2,
      evidence2="The beam-induced background reaching the detector consists mainly of photons and "
                "neutrons. Timing cuts remove most of the hits in the tracker."),
    H("h50", "reattributed",
      "What field do the 10 TeV arc dipoles have?",
      "Decay electrons deposit about 500 W per metre in the arcs of the 10 TeV ring, and a tungsten "
      "liner protects the coils.",
      "The arc dipoles of the 10 TeV collider ring have a field of 16 T.",
      "The arc dipoles of the 10 TeV collider ring have a field of 16 T",
      cite=1,
      evidence2="The arc dipoles of the 10 TeV collider ring have a field of 16 T and are based on "
                "Nb3Sn. Their aperture must accommodate the tungsten liner."),
    H("h51", "reattributed",
      "What did MICE observe?",
      "MICE observed a reduction of the transverse emittance of muons passing through lithium "
      "hydride and liquid hydrogen absorbers. The experiment ran at the ISIS synchrotron at RAL.",
      "MICE ran at the ISIS synchrotron at RAL and observed transverse emittance reduction in lithium hydride and liquid hydrogen absorbers.",
      "MICE observed a reduction of the transverse emittance of muons passing through lithium hydride and liquid hydrogen absorbers.",
      cite=2,
      evidence2="A full 6D cooling channel with RF re-acceleration has not yet been built, and a "
                "demonstrator facility is proposed at CERN."),
    H("h52", "reattributed",
      "What is the luminosity target at 3 TeV?",
      "The 10 TeV stage targets a luminosity of 2 × 10^35 cm^-2 s^-1 with 1.8 × 10^12 muons per "
      "bunch.",
      "The 3 TeV stage targets a luminosity of 1.8 × 10^34 cm^-2 s^-1.",
      "The 3 TeV stage targets a luminosity of 1.8 × 10^34 cm^-2 s^-1",
      cite=1,
      evidence2="The 3 TeV stage targets a luminosity of 1.8 × 10^34 cm^-2 s^-1, which accumulates "
                "1 ab^-1 in about five years."),
    H("h53", "reattributed",
      "What solenoid field does MUSIC use?",
      "MUSIC, the MUon System for Interesting Collisions, uses a superconducting solenoid with a "
      "field of 5 T and a CRILIN-type crystal electromagnetic calorimeter.",
      "The MUSIC detector uses a 5 T superconducting solenoid.",
      "uses a superconducting solenoid with a field of 5 T",
      cite=2,
      evidence2="MuColl keeps the CLIC solenoid with a field of 3.57 T placed outside the hadronic "
                "calorimeter."),
]


# Neighbouring chunks added afterwards so that about a third of the cases have two
# competing chunks.  None of these supports the attack claim of its case.
_EXTRA_EVIDENCE2 = {
    "qc07": "The tungsten liner in the arc magnets is cooled at about 250 K, which greatly reduces "
            "the cryogenic power compared with absorbing the heat at 4.5 K.",
    "qc10": "The 3 TeV collider ring is about 4.5 km long and could be housed on the CERN site.",
    "om01": "CLIC achieves its luminosity with nanometre-sized beams at a repetition rate of 50 Hz, "
            "at the cost of strong beamstrahlung.",
    "om10": "The beta function at the IP is 5 mm at 3 TeV and 1.5 mm at 10 TeV.",
    "gr07": "The Higgs coupling projections assume a detector performance similar to that of the "
            "CLIC-like detector, with the beam-induced background included.",
    "gr11": "MICE reported the first observation of transverse emittance reduction by ionization "
            "cooling in 2020, using the change in the amplitude distribution of the muons.",
    "rs05": "The tungsten liner absorbs about 500 W per metre in the 10 TeV arcs, and the heat is "
            "removed at about 250 K.",
    "rs09": "Liquid hydrogen and lithium hydride are preferred absorbers because they combine a "
            "large energy loss with a long radiation length.",
    "qt03": "The RCS chain consists of three or four stages, depending on the final energy.",
    "qt09": "Z-boson fusion produces the Higgs boson together with two forward muons, which can be "
            "tagged only with forward detectors.",
    "cp05": "Movers of this type are already used to align accelerator components, but here they "
            "must act continuously on the whole ring.",
    "nb02": "Figure 5: Annual dose map at the surface for the baseline depth of 150 m.",
    "nm05": "Hybrid RCS dipoles interleave fixed superconducting magnets with fast-ramping "
            "normal-conducting magnets.",
    "nm11": "At 3 TeV the power deposited per metre is lower, and the liner can be thinner.",
    "ol01": "The 3 TeV collider ring has a circumference of 4.5 km.",
    "ol03": "MUSIC uses a 5 T solenoid and a CRILIN-type crystal electromagnetic calorimeter.",
    "h05": "The proton driver delivers 2 MW at about 5 GeV and a repetition rate of 5 Hz.",
    "h09": "MAIA_v1 supersedes MAIA_v0, from which it differs in the vertex barrel, the beam pipe and "
           "the electromagnetic calorimeter.",
    "h15": "At 3 TeV, the beta function at the IP is 5 mm.",
    "h21": "The 10 TeV ring requires 16 T arc dipoles to keep the circumference near 10 km.",
    "h26": "The dose at the surface grows roughly as the cube of the beam energy.",
    "h36": "The luminosity is 1.8 × 10^34 cm^-2 s^-1 at 3 TeV and 2 × 10^35 cm^-2 s^-1 at 10 TeV.",
    "h42": "HTS solenoids reaching 32 T have been operated as user magnets, but 40 T has not yet "
           "been reached in an all-superconducting magnet.",
    "h44": "The vertex detector uses hybrid pixel sensors with a 25 µm pitch.",
}
for _c in CASES:
    if _c["id"] in _EXTRA_EVIDENCE2:
        assert _c["evidence2"] is None, _c["id"]
        _c["evidence2"] = _EXTRA_EVIDENCE2[_c["id"]]

# Extra context sentences appended to chunk 1 so that more chunks have three or more
# sentences and the quoted sentence sits among others.  None of them changes the
# verdict of its case.
_EXTRA_CONTEXT = {
    "om01": "The muon collider luminosity is concentrated near the nominal energy, whereas CLIC has a long beamstrahlung tail.",
    "om02": "The collider ring magnets must also be shielded against the heat load from decay electrons.",
    "om07": "The HL-LHC measurement relies on the combination of several di-Higgs final states.",
    "om09": "At higher energies the number grows further, because the fusion cross section rises logarithmically.",
    "gr03": "No solenoid meeting the final cooling specification has yet been built.",
    "gr04": "The cavity frequency is between 325 and 650 MHz depending on the stage.",
    "gr08": "The pixel pitch is driven by the two-track resolution needed in dense jets.",
    "rs02": "The pions are captured by a high-field solenoid around the target.",
    "rs06": "W fusion has the larger cross section of the two.",
    "qt04": "The nozzles extend from about 6 cm to 6 m from the interaction point.",
    "qt07": "Gas-filled cavities have shown high gradients in strong fields in beam tests at Fermilab.",
    "qt09": "Higgs-strahlung contributes less than a per cent of the total at 10 TeV.",
    "cp01": "Their design relies on REBCO tapes operated at about 4 K.",
    "cp04": "The longitudinal emittance of 7.5 MeV m is the same at both stages.",
    "cp07": "These projections combine the muon collider data with the HL-LHC results.",
    "cp10": "Bethe-Heitler muons and hadronic photoproduction contribute much less.",
    "ol02": "The ring would have two interaction points.",
    "ol05": "At 3 TeV the dose is far below the legal limits.",
    "ol08": "Each decay produces an electron and two neutrinos.",
    "nm02": "The chromatic correction of such a small beta function is one of the main challenges of the lattice.",
    "nm06": "The solenoid bore is a few centimetres.",
    "nm09": "The detector readout can therefore be triggerless.",
    "h02": "The acceleration chain therefore relies on linacs, recirculating linacs and rapid-cycling synchrotrons.",
    "h04": "The IMCC goal is a dose below about 10 µSv per year off-site.",
    "h10": "The luminosity goal grows with the square of the energy.",
    "h17": "The arcs use dipoles of about 11 T.",
    "h21": "The bunches collide at two interaction points.",
    "h24": "The second stage would start after about a decade of operation at 3 TeV.",
    "h32": "Its composition was computed with FLUKA for the 10 degree nozzle geometry. The flux of charged hadrons is smaller by several orders of magnitude.",
    "h43": "The HL-LHC alone will reach a precision of about 50%.",
    "h46": "Mono-photon searches alone are not sensitive to this mass.",
    "h48": "Muon decays in the ring produce the beam-induced background.",
}
for _c in CASES:
    if _c["id"] in _EXTRA_CONTEXT:
        _c["evidence"] = _c["evidence"].rstrip() + " " + _EXTRA_CONTEXT[_c["id"]]
