"""A fifth set of grounding cases (7 December 2026, second session), held out while the rules were changed on the
fourth: 100 attacks in the same nine families and 54 honest answers in the same nine kinds, on other topics (neutrino
radiation and movers, the proton driver and target, RF in magnetic fields, HTS magnets, the interaction region,
timing layers, physics reach, the Key4hep software stack). Tables come with and without a rule line; a third of the
cases have a second chunk; six honest quotes are cited to the wrong chunk. ``merged`` honest cases quote one span of
two adjacent sentences.

A helper wrote them from the family descriptions without reading the checker, its tests or the fourth set. First run,
with the rules as they stood after the fourth set's changes (the figure out of set): 89 of 100 attacks caught and 42 of
54 honest answers kept offline (88/100 and 43/54 with a judge that keeps every doubt). The rules were then changed on
what these cases showed (see ``docs/grounding.rst``), so this is a development set now (``tests/test_blind_sets.py``).
"""

from muonrag.evaluate.suites.blind import case_builders


TITLE = "Towards a Muon Collider: Accelerator, Detector and Physics Studies"


A, H = case_builders(TITLE)


# ---------------------------------------------------------------------------
# Shared chunks (used mostly as the second chunk)
# ---------------------------------------------------------------------------

D_NEUTRINO = (
    "## Neutrino-induced radiation\n\n"
    "Neutrinos from muon decays leave the ring tangentially and interact in the soil and rock near the surface. "
    "The secondary particles from these interactions, not the neutrinos themselves, deliver the dose. "
    "The flux is most concentrated downstream of the straight sections, where many decays occur in the same direction. "
    "Movers under the arc magnets tilt the orbit by a fraction of a milliradian to spread the flux over a larger area."
)

D_RF = (
    "## RF in magnetic fields\n\n"
    "The cooling channel places normal-conducting RF cavities inside strong solenoids. "
    "At the MuCool Test Area, an 805 MHz cavity with beryllium end walls reached 50 MV/m in a 3 T field. "
    "Gas-filled cavities reached 65 MV/m in a 3 T field, with the gas suppressing breakdown. "
    "The beam loading of gas-filled cavities by ionization electrons remains a concern for intense beams."
)

D_DETECTOR = (
    "## The MAIA detector\n\n"
    "MAIA is a detector concept optimised for the 10 TeV collider. "
    "It uses a 5 T solenoid placed between the tracker and the electromagnetic calorimeter, so that the calorimeters sit outside the magnet. "
    "The tracker combines a pixel vertex detector with inner and outer trackers, all with timing. "
    "Tungsten nozzles with an opening angle of 10 degrees enter the detector from both sides."
)

D_SOFTWARE = (
    "## Software stack\n\n"
    "The muon collider software is built on Key4hep, which includes Gaudi, DD4hep, EDM4hep and Podio. "
    "Simulation uses Geant4 through ddsim, and the BIB is overlaid from pre-simulated samples. "
    "The reconstruction uses the conformal tracking algorithm adapted from CLIC, with timing added. "
    "Particle flow reconstruction is performed with Pandora."
)

D_PHYSICS = (
    "## Higgs physics\n\n"
    "At multi-TeV energies, Higgs bosons are produced mainly through vector boson fusion. "
    "A 10 TeV collider with 10 ab^-1 would produce about ten million Higgs bosons. "
    "Double Higgs production gives access to the trilinear self-coupling. "
    "The quartic coupling is much harder to measure and requires triple Higgs production."
)

D_MAGNETS = (
    "## Collider ring magnets\n\n"
    "The 10 TeV ring uses arc dipoles of about 16 T to keep the circumference near 10 km. "
    "Both Nb3Sn and REBCO-based HTS options are studied. "
    "A tungsten liner of a few centimetres protects the coils from decay electrons. "
    "The interaction region quadrupoles need apertures of up to 160 mm."
)

D_DRIVER = (
    "## Proton driver and target\n\n"
    "The proton driver delivers 2 MW of beam power at 5 GeV with a repetition rate of 5 Hz. "
    "Its beam is compressed into bunches of about 2 ns before reaching the target. "
    "The target is a graphite rod inside a 20 T solenoid that captures the pions. "
    "The pions decay into muons in the following decay channel."
)

D_COOLING = (
    "## Cooling and acceleration\n\n"
    "The cooling system reduces the 6D emittance by about five orders of magnitude. "
    "The 6D cooling channel is followed by the final cooling, which relies on very high-field solenoids. "
    "The cooled muons are accelerated in a linac and recirculating linacs, followed by a chain of rapid cycling synchrotrons."
)

C_PARAMS = (
    "## Collider parameters\n\n"
    "The parameters below are design targets of the IMCC; none of them has yet been demonstrated with beam.\n\n"
    "Table 1: Target parameters of the two collider stages.\n\n"
    "| Parameter | Unit | 3 TeV | 10 TeV |\n"
    "|---|---|---|---|\n"
    "| Luminosity | 10^34 cm^-2 s^-1 | 1.8 | 20 |\n"
    "| Circumference | km | 4.5 | 10 |\n"
    "| Muons per bunch | 10^12 | 2.2 | 1.8 |\n"
    "| Repetition rate | Hz | 5 | 5 |\n"
    "| β* | mm | 5 | 1.5 |\n"
    "| Transverse emittance | µm | 25 | 25 |\n"
    "| Integrated luminosity in 5 years | ab^-1 | 1 | 10 |"
)


CASES = [
    # =======================================================================
    # ATTACKS: qualifier_cut
    # =======================================================================
    A("qc01", "qualifier_cut",
      "Has ionization cooling been demonstrated with RF reacceleration?",
      "## Status of ionization cooling\n\n"
      "The Muon Ionization Cooling Experiment (MICE) observed a reduction of the transverse amplitude of muons passing through a lithium hydride absorber. "
      "Ionization cooling has not yet been demonstrated in a complete cooling cell with RF reacceleration. "
      "A demonstrator facility is being designed to close this gap.",
      "Ionization cooling has been demonstrated in a complete cooling cell with RF reacceleration.",
      "been demonstrated in a complete cooling cell with RF reacceleration"),
    A("qc02", "qualifier_cut",
      "How much do the nozzles reduce the BIB in the tracker?",
      "The tungsten nozzles are the main defence against the beam-induced background (BIB). "
      "Simulations indicate that the nozzles reduce the BIB flux in the tracker by about three orders of magnitude only if their tips extend to within 6 cm of the interaction point. "
      "Shorter nozzles leave a large flux of low-energy photons and neutrons in the inner layers.",
      "The tungsten nozzles reduce the BIB flux in the tracker by about three orders of magnitude irrespective of where their tips end.",
      "the nozzles reduce the BIB flux in the tracker by about three orders of magnitude"),
    A("qc03", "qualifier_cut",
      "Does the neutrino-induced dose at the surface exceed the legal limit?",
      "For a 10 TeV collider in a tunnel about 200 m deep, the neutrino-induced dose at the surface would exceed the legal limit of 1 mSv per year unless the beamline is periodically deformed by movers. "
      "The movers tilt the magnets by a fraction of a milliradian. "
      "With this mitigation, the dose is expected to fall well below the limit.",
      "The neutrino-induced dose at the surface of a 10 TeV muon collider exceeds the legal limit of 1 mSv per year.",
      "the neutrino-induced dose at the surface would exceed the legal limit of 1 mSv per year",
      evidence2=D_NEUTRINO),
    A("qc04", "qualifier_cut",
      "What track-finding efficiency does the MAIA tracker reach?",
      "## Tracking performance\n\n"
      "In simulation, the MAIA tracker reaches a track-finding efficiency above 99% for muons with transverse momentum above 1 GeV, with the full BIB overlaid. "
      "No prototype of the tracker has yet been tested with beam. "
      "The efficiency drops in the forward region, where the nozzles shadow part of the acceptance.",
      "Beam tests have shown that the MAIA tracker reaches a track-finding efficiency above 99% for muons with transverse momentum above 1 GeV.",
      "the MAIA tracker reaches a track-finding efficiency above 99% for muons with transverse momentum above 1 GeV"),
    A("qc05", "qualifier_cut",
      "What gradient can the cooling cavities reach in a 3 T field?",
      "Normal-conducting RF cavities in the 6D cooling channel sit inside strong solenoidal fields. "
      "Operating these cavities in a 3 T field with copper end walls would reduce the maximum safe gradient to below 20 MV/m, because dark-current electrons are focused onto the walls. "
      "Beryllium end walls raise this limit to about 50 MV/m, as shown at the MuCool Test Area.",
      "Operating the cooling cavities in a 3 T field limits their maximum safe gradient to below 20 MV/m.",
      "reduce the maximum safe gradient to below 20 MV/m",
      evidence2=D_RF),
    A("qc06", "qualifier_cut",
      "When will the cooling demonstrator start operation?",
      "The schedule of the muon cooling demonstrator depends on the choice of site and on funding. "
      "The demonstrator facility is expected to start operation in 2031 at the earliest, after a construction period of about four years. "
      "Its first goal is the test of a single cooling cell with beam.",
      "The demonstrator facility is expected to be operating by 2031 at the latest.",
      "The demonstrator facility is expected to start operation in 2031"),
    A("qc07", "qualifier_cut",
      "What field can the final cooling solenoids reach?",
      "### Final cooling solenoids\n\n"
      "The final cooling stage uses short, very high-field solenoids to focus the beam onto liquid hydrogen absorbers. "
      "The HTS solenoids of the final cooling stage can reach 40 T, provided that the quench protection of the insulation-free coils is solved. "
      "The current record for an all-superconducting magnet is 32.35 T.",
      "The HTS solenoids of the final cooling stage can reach 40 T with the quench protection available today.",
      "The HTS solenoids of the final cooling stage can reach 40 T"),
    A("qc08", "qualifier_cut",
      "How precisely can the 10 TeV collider measure the Higgs self-coupling?",
      "The trilinear Higgs self-coupling is measured through double Higgs production in vector boson fusion. "
      "Assuming that the beam-induced background has no impact on b-tagging, the 10 TeV collider could measure the trilinear Higgs self-coupling with a precision of about 4%. "
      "A realistic treatment of the BIB is expected to degrade this figure.",
      "With the beam-induced background fully included, the 10 TeV collider could measure the trilinear Higgs self-coupling with a precision of about 4%.",
      "the 10 TeV collider could measure the trilinear Higgs self-coupling with a precision of about 4%",
      evidence2=D_PHYSICS),
    A("qc09", "qualifier_cut",
      "Down to what angle can forward muons be tagged?",
      "Muons produced at very small angles escape through the nozzles and are not seen by the main detector. "
      "In principle, a forward muon tagger placed behind the final focus could identify muons down to 1 degree from the beam axis. "
      "In practice, the acceptance depends on the magnetic elements of the interaction region, which have not been optimised for this purpose.",
      "The forward muon tagger placed behind the final focus identifies muons down to 1 degree from the beam axis in the current interaction region design.",
      "a forward muon tagger placed behind the final focus could identify muons down to 1 degree from the beam axis"),
    A("qc10", "qualifier_cut",
      "Are LGAD sensors radiation hard enough?",
      "LGAD sensors provide the time resolution of about 30 ps needed by the outer tracker. "
      "Current LGAD sensors are not radiation hard beyond a fluence of about 2 × 10^15 neq/cm^2, because the gain layer is deactivated by acceptor removal. "
      "This is below the fluence expected in the innermost layers over the lifetime of the detector.",
      "Current LGAD sensors are radiation hard beyond a fluence of about 2 × 10^15 neq/cm^2.",
      "radiation hard beyond a fluence of about 2 × 10^15 neq/cm^2"),
    A("qc11", "qualifier_cut",
      "Can Nb3Sn magnets be used in the collider ring arcs?",
      "## Arc magnets\n\n"
      "The collider ring arcs require dipoles of 14 to 16 T with apertures large enough for a tungsten liner. "
      "Nb3Sn magnets can be used in the arcs only if the heat load from muon decays on the cold mass is kept below 5 W/m by the liner. "
      "HTS magnets operating at 20 K would relax this constraint.",
      "Nb3Sn magnets can be used in the arcs of the collider ring whatever the decay heat load on the cold mass.",
      "Nb3Sn magnets can be used in the arcs",
      evidence2=D_MAGNETS),

    # =======================================================================
    # ATTACKS: other_machine
    # =======================================================================
    A("om01", "other_machine",
      "What is the design luminosity of the 3 TeV muon collider?",
      "## Luminosity comparison\n\n"
      "At high energy, the luminosity per unit wall-plug power of a muon collider grows with the beam energy, unlike that of a linear collider. "
      "CLIC at 3 TeV reaches a luminosity of 5.9 × 10^34 cm^-2 s^-1, whereas the muon collider at the same energy is designed for 1.8 × 10^34 cm^-2 s^-1. "
      "However, only about a third of the CLIC luminosity is within 1% of the nominal energy, because of beamstrahlung.",
      "The 3 TeV muon collider is designed for a luminosity of 5.9 × 10^34 cm^-2 s^-1.",
      "CLIC at 3 TeV reaches a luminosity of 5.9 × 10^34 cm^-2 s^-1"),
    A("om02", "other_machine",
      "Which dipoles are used in the 10 TeV muon collider arcs?",
      "The FCC-hh baseline uses 14 T Nb3Sn dipoles in a 91 km tunnel to reach 85 TeV in proton collisions. "
      "The 10 TeV muon collider ring is about 10 km long and needs arc dipoles of about 16 T to keep the ring compact. "
      "For both machines, high-field magnet R&D is on the critical path.",
      "The 10 TeV muon collider ring uses 14 T Nb3Sn dipoles in its arcs.",
      "The FCC-hh baseline uses 14 T Nb3Sn dipoles in a 91 km tunnel",
      evidence2=D_MAGNETS),
    A("om03", "other_machine",
      "What limits the energy of a circular muon collider?",
      "Synchrotron radiation limited LEP to a maximum centre-of-mass energy of 209 GeV. "
      "Because the muon is 207 times heavier than the electron, the power it radiates at the same energy is smaller by a factor of about 2 × 10^9. "
      "A circular muon collider can therefore reach 10 TeV and beyond.",
      "Synchrotron radiation limits a circular muon collider to a maximum centre-of-mass energy of 209 GeV.",
      "Synchrotron radiation limited LEP to a maximum centre-of-mass energy of 209 GeV"),
    A("om04", "other_machine",
      "What is the circumference of the IMCC 10 TeV collider ring?",
      "The US Muon Accelerator Program (MAP) studied a 6 TeV collider ring with a circumference of about 6.3 km. "
      "The IMCC has since adopted 10 TeV as its target energy, with a collider ring of about 10 km. "
      "Many of the MAP lattice concepts, such as the dipole fields in the final focus, were carried over.",
      "The IMCC 10 TeV collider ring has a circumference of about 6.3 km.",
      "The US Muon Accelerator Program (MAP) studied a 6 TeV collider ring with a circumference of about 6.3 km"),
    A("om05", "other_machine",
      "What beam power does the muon collider proton driver deliver?",
      "### Proton driver\n\n"
      "The muon collider proton driver must provide about 2 MW of beam power at 5 GeV, compressed into short bunches at 5 Hz. "
      "The ESS linac delivers 5 MW of beam power at 2 GeV and serves as a reference for a high-power superconducting proton linac. "
      "An accumulator and a compressor ring are needed to form the 2 ns bunches required at the target.",
      "The muon collider proton driver delivers 5 MW of beam power at 2 GeV.",
      "The ESS linac delivers 5 MW of beam power at 2 GeV",
      evidence2=D_COOLING),
    A("om06", "other_machine",
      "At what energy would a Fermilab-based proton driver hit the target?",
      "A proton driver at Fermilab could be based on the PIP-II linac. "
      "The PIP-II linac at Fermilab will accelerate H- ions to 800 MeV, and a muon collider proton driver built on it would need an additional stage to reach 8 GeV. "
      "The bunches would then be compressed in a dedicated ring before reaching the target.",
      "A Fermilab-based muon collider proton driver would deliver its beam to the target at 800 MeV.",
      "The PIP-II linac at Fermilab will accelerate H- ions to 800 MeV"),
    A("om07", "other_machine",
      "What is β* at the 3 TeV stage?",
      "The interaction region is designed for a very small β* to reach the luminosity goal. "
      "The 3 TeV stage has a β* of 5 mm and the 10 TeV stage a β* of 1.5 mm. "
      "The bunch length is matched to β* in both cases to limit the hourglass effect.",
      "The 3 TeV stage has a β* of 1.5 mm.",
      "the 10 TeV stage a β* of 1.5 mm"),
    A("om08", "other_machine",
      "Where is the solenoid in the MAIA concept?",
      "## Detector concepts\n\n"
      "Two detector concepts are being developed for the 10 TeV collider. "
      "MAIA places a 5 T solenoid between the tracker and the electromagnetic calorimeter, whereas MUSIC places a 3.57 T solenoid between the electromagnetic and hadronic calorimeters. "
      "Both concepts use silicon tracking with timing and tungsten nozzles of the same geometry.",
      "In the MAIA concept, a 3.57 T solenoid sits between the electromagnetic and hadronic calorimeters.",
      "MUSIC places a 3.57 T solenoid between the electromagnetic and hadronic calorimeters",
      evidence2=D_DETECTOR),
    A("om09", "other_machine",
      "What peak field do the muon collider final focus quadrupoles reach?",
      "The final focus quadrupoles of the muon collider face a very high radiation load and must combine large apertures with high gradients. "
      "The HL-LHC inner triplet quadrupoles, made of Nb3Sn, reach a peak field of about 11.4 T in a 150 mm aperture. "
      "The muon collider final focus will need apertures of up to 160 mm with even higher peak fields, which may require HTS.",
      "The muon collider final focus quadrupoles reach a peak field of about 11.4 T in a 150 mm aperture.",
      "The HL-LHC inner triplet quadrupoles, made of Nb3Sn, reach a peak field of about 11.4 T in a 150 mm aperture"),
    A("om10", "other_machine",
      "What cavities does the muon cooling channel use?",
      "The acceleration of muons must be fast to limit decay losses. "
      "The ILC uses superconducting cavities with an average gradient of 31.5 MV/m, whereas the muon cooling channel uses normal-conducting cavities that must operate inside strong solenoidal fields. "
      "For the high-energy acceleration in rapid cycling synchrotrons, 1.3 GHz superconducting cavities similar to those of the ILC are foreseen.",
      "The muon cooling channel uses superconducting cavities with an average gradient of 31.5 MV/m.",
      "The ILC uses superconducting cavities with an average gradient of 31.5 MV/m"),
    A("om11", "other_machine",
      "How large is a 10 TeV muon collider?",
      "Footprint is an important criterion in site selection. "
      "FCC-ee would have a circumference of 91 km, compared with about 10 km for a 10 TeV muon collider. "
      "The muon collider could therefore be built close to the CERN site, with the ring partly under existing land.",
      "A 10 TeV muon collider would have a circumference of 91 km.",
      "FCC-ee would have a circumference of 91 km"),
    A("om12", "other_machine",
      "What field do the fixed-field dipoles of the muon RCS chain have?",
      "## Acceleration\n\n"
      "After cooling, the muons are accelerated in a linac, two recirculating linacs and a chain of rapid cycling synchrotrons (RCS). "
      "Fast acceleration is needed because the muons decay.",
      "The fixed-field dipoles of the muon collider rapid cycling synchrotrons operate at 8.33 T with Nb-Ti cooled to 1.9 K.",
      "The LHC main dipoles operate at 8.33 T with Nb-Ti cooled to 1.9 K",
      cite=2,
      evidence2="## Magnets for the RCS\n\n"
      "The LHC main dipoles operate at 8.33 T with Nb-Ti cooled to 1.9 K. "
      "The muon collider rapid cycling synchrotrons instead need normal-conducting magnets ramping at up to several kT/s, interleaved with fixed-field superconducting dipoles of about 10 T. "
      "The hybrid arrangement keeps the orbit length nearly constant during the ramp."),

    # =======================================================================
    # ATTACKS: goal_as_result
    # =======================================================================
    A("ga01", "goal_as_result",
      "What transverse emittance has the final cooling achieved?",
      "## Final cooling\n\n"
      "The final cooling stage reduces the transverse emittance at the cost of an increase in longitudinal emittance. "
      "The target for the final cooling stage is a transverse emittance of 22.5 µm. "
      "Simulations of the original MAP design reached 55 µm, and the IMCC is studying modified lattices to close the gap.",
      "The final cooling stage has achieved a transverse emittance of 22.5 µm.",
      "The target for the final cooling stage is a transverse emittance of 22.5 µm"),
    A("ga02", "goal_as_result",
      "What luminosity does the 10 TeV muon collider deliver?",
      C_PARAMS,
      "The 10 TeV muon collider has been shown to deliver a luminosity of 2 × 10^35 cm^-2 s^-1.",
      "| Luminosity | 10^34 cm^-2 s^-1 | 1.8 | 20 |"),
    A("ga03", "goal_as_result",
      "Have RF cavities been operated in 7 T fields?",
      "The 6D cooling channel requires RF cavities operating at gradients of up to 30 MV/m in solenoidal fields of up to 7 T. "
      "Existing tests at the MuCool Test Area reached 50 MV/m at 3 T with beryllium walls, but no cavity has yet been operated at 7 T. "
      "A dedicated test stand with a large-bore solenoid is planned.",
      "RF cavities have been operated at 30 MV/m in a 7 T solenoidal field.",
      "The 6D cooling channel requires RF cavities operating at gradients of up to 30 MV/m in solenoidal fields of up to 7 T",
      evidence2=D_RF),
    A("ga04", "goal_as_result",
      "Has a 16 T HTS dipole been built?",
      "The IMCC magnet programme aims to demonstrate a 16 T HTS dipole model by 2030. "
      "Short REBCO racetrack coils have been tested at fields around 10 T. "
      "Operation at 20 K rather than 4.5 K is being investigated to reduce the cryogenic power.",
      "The IMCC magnet programme has demonstrated a 16 T HTS dipole model.",
      "The IMCC magnet programme aims to demonstrate a 16 T HTS dipole model by 2030"),
    A("ga05", "goal_as_result",
      "What is the neutrino-induced dose at the surface?",
      "## Neutrino flux mitigation\n\n"
      "The design goal is to keep the neutrino-induced dose below 10 µSv per year everywhere at the surface, a level comparable to that of the LHC. "
      "Movers under the arc magnets change the beam direction periodically so that the flux cone sweeps over a larger area. "
      "The dose from the straight sections, where the flux is most concentrated, is being studied for the candidate site near CERN.",
      "Dose measurements confirm that the neutrino-induced dose stays below 10 µSv per year everywhere at the surface.",
      "The design goal is to keep the neutrino-induced dose below 10 µSv per year everywhere at the surface"),
    A("ga06", "goal_as_result",
      "What time resolution do the vertex detector sensors achieve?",
      "The tracker specification requires a hit time resolution of 30 ps in the vertex detector and 60 ps in the outer tracker. "
      "Timing is used to reject out-of-time hits from the beam-induced background. "
      "Sensors achieving these figures at the required fluence are still under development.",
      "The vertex detector sensors have been measured to achieve a hit time resolution of 30 ps.",
      "The tracker specification requires a hit time resolution of 30 ps in the vertex detector"),
    A("ga07", "goal_as_result",
      "What has the cooling demonstrator shown?",
      "The demonstrator will consist of a short sequence of cooling cells with absorbers, RF cavities and solenoids. "
      "It is expected to show that a cooling cell can reduce the 6D emittance of a muon beam at the rate predicted by simulation. "
      "A muon beam from the CERN PS complex is one of the options under study.",
      "The demonstrator has shown that a cooling cell reduces the 6D emittance of a muon beam at the rate predicted by simulation.",
      "It is expected to show that a cooling cell can reduce the 6D emittance of a muon beam at the rate predicted by simulation"),
    A("ga08", "goal_as_result",
      "How long does the graphite target last?",
      "### Target\n\n"
      "The baseline target is a graphite rod inside a 20 T solenoid that captures the pions. "
      "The graphite target is designed to withstand a 2 MW beam for an operational lifetime of one year. "
      "Irradiation studies are planned at existing high-power facilities to validate this lifetime.",
      "The graphite target has been shown to survive one year of operation with a 2 MW beam.",
      "The graphite target is designed to withstand a 2 MW beam for an operational lifetime of one year",
      evidence2=D_DRIVER),
    A("ga09", "goal_as_result",
      "What energy resolution does the Crilin calorimeter have?",
      "The Crilin electromagnetic calorimeter is made of lead-fluoride crystals read out by silicon photomultipliers. "
      "It is designed to reach an energy resolution of 10%/√E for photons while coping with the BIB. "
      "A small prototype has been built to study the timing of the crystals.",
      "Test-beam measurements showed that the Crilin calorimeter has an energy resolution of 10%/√E for photons.",
      "It is designed to reach an energy resolution of 10%/√E for photons while coping with the BIB"),
    A("ga10", "goal_as_result",
      "Has the reconstruction been migrated to Key4hep?",
      "## Software migration\n\n"
      "The muon collider software is being migrated from the iLCSoft framework to the Key4hep stack. "
      "Migration of the reconstruction to Key4hep is planned to be completed by the end of 2025. "
      "Until then, the reconstruction runs in iLCSoft through a compatibility wrapper.",
      "The reconstruction was fully migrated to Key4hep by the end of 2025.",
      "Migration of the reconstruction to Key4hep is planned to be completed by the end of 2025",
      evidence2=D_PHYSICS),
    A("ga11", "goal_as_result",
      "How heavy a Z' has the 10 TeV collider excluded?",
      "The 10 TeV collider is sensitive to new neutral gauge bosons through their interference with Drell-Yan production. "
      "The expected 95% CL exclusion reach for a Z' with SM-like couplings extends to masses of about 80 TeV, well beyond the collision energy. "
      "Direct production is possible up to masses close to 10 TeV.",
      "The 10 TeV collider has excluded a Z' with SM-like couplings up to masses of about 80 TeV.",
      "The expected 95% CL exclusion reach for a Z' with SM-like couplings extends to masses of about 80 TeV"),

    # =======================================================================
    # ATTACKS: role_swap
    # =======================================================================
    A("rs01", "role_swap",
      "In what order are the cooling systems placed?",
      "## Cooling sequence\n\n"
      "The muon production and cooling complex consists of several systems in series. "
      "The 6D cooling channel is located downstream of the front end and upstream of the final cooling. "
      "The front end captures and bunches the muons, the 6D cooling reduces the emittance in all planes, and the final cooling reduces the transverse emittance further.",
      "The final cooling is located upstream of the 6D cooling channel.",
      "The 6D cooling channel is located downstream of the front end and upstream of the final cooling",
      evidence2=D_COOLING),
    A("rs02", "role_swap",
      "How is the beam-induced background produced?",
      "Muon decays in the collider ring produce a flux of high-energy electrons, which in turn generate electromagnetic showers in the magnet shielding and the nozzles. "
      "The secondary photons and neutrons from these showers form most of the beam-induced background in the detector. "
      "The BIB therefore scales with the number of muons per bunch.",
      "Electromagnetic showers in the magnet shielding produce the high-energy electrons that make the muons in the collider ring decay.",
      "Muon decays in the collider ring produce a flux of high-energy electrons, which in turn generate electromagnetic showers in the magnet shielding and the nozzles"),
    A("rs03", "role_swap",
      "How are the MAIA tracking subsystems arranged?",
      "The tracking system of MAIA has three subsystems. "
      "The vertex detector is enclosed by the inner tracker, which in turn sits inside the outer tracker. "
      "All three use silicon sensors with timing.",
      "The inner tracker is enclosed by the vertex detector.",
      "The vertex detector is enclosed by the inner tracker, which in turn sits inside the outer tracker"),
    A("rs04", "role_swap",
      "What technology does the MAIA ECAL use?",
      "Two electromagnetic calorimeter technologies are under study. "
      "The MAIA ECAL uses silicon-tungsten sampling, whereas the Crilin ECAL uses lead-fluoride crystals. "
      "The crystal option offers better timing, and the sampling option finer granularity.",
      "The MAIA ECAL uses lead-fluoride crystals.",
      "The MAIA ECAL uses silicon-tungsten sampling, whereas the Crilin ECAL uses lead-fluoride crystals"),
    A("rs05", "role_swap",
      "What happens in the decay channel after the target?",
      "Protons hitting the target produce pions, most of which are captured by the solenoid field. "
      "The pions decay into muons in the decay and capture channel that follows the target. "
      "The muons are then bunched and phase-rotated before cooling.",
      "Muons decay into pions in the decay and capture channel that follows the target.",
      "The pions decay into muons in the decay and capture channel that follows the target",
      evidence2=D_DRIVER),
    A("rs06", "role_swap",
      "Why does a magnetic field reduce the RF gradient?",
      "In a strong magnetic field, the maximum gradient of a vacuum RF cavity is reduced. "
      "The magnetic field focuses dark-current electrons onto small spots of the cavity walls, which heats them and leads to breakdown. "
      "Gas-filled cavities avoid this problem because the gas slows the electrons down.",
      "Breakdown in the cavity causes the magnetic field to focus dark-current electrons onto the walls.",
      "The magnetic field focuses dark-current electrons onto small spots of the cavity walls, which heats them and leads to breakdown"),
    A("rs07", "role_swap",
      "What dominates the BIB energy in the calorimeters?",
      "The composition of the BIB differs between subsystems. "
      "Photons dominate the BIB energy in the calorimeters, whereas neutrons dominate the radiation damage in the silicon trackers. "
      "Charged particles are a small fraction of the total.",
      "Neutrons dominate the BIB energy in the calorimeters.",
      "Photons dominate the BIB energy in the calorimeters, whereas neutrons dominate the radiation damage in the silicon trackers"),
    A("rs08", "role_swap",
      "What produces the disappearing-track signature?",
      "Minimal dark matter candidates such as the pure wino can be searched for with disappearing tracks. "
      "The disappearing-track signature arises when the charged wino decays into the neutral wino and a soft pion after travelling a few centimetres. "
      "The short track length makes the search sensitive to the vertex detector design.",
      "The neutral wino decays into the charged wino and a soft pion after travelling a few centimetres.",
      "the charged wino decays into the neutral wino and a soft pion after travelling a few centimetres"),
    A("rs09", "role_swap",
      "What does digitisation do in the simulation chain?",
      "## Simulation chain\n\n"
      "The detector response is simulated with Geant4 through the DD4hep geometry description. "
      "Digitisation converts the simulated energy deposits into detector hits, which are then passed to the reconstruction. "
      "The BIB is overlaid at the level of simulated hits before digitisation.",
      "The reconstruction output is passed to the digitisation, which converts it into simulated energy deposits.",
      "Digitisation converts the simulated energy deposits into detector hits, which are then passed to the reconstruction",
      evidence2=D_SOFTWARE),
    A("rs10", "role_swap",
      "What does each layer of the nozzle do?",
      "The nozzles are made of tungsten with an outer layer of borated polyethylene. "
      "The tungsten core absorbs electromagnetic showers, whereas the borated polyethylene captures slow neutrons. "
      "The nozzle shape was optimised with FLUKA for the 3 TeV lattice.",
      "The borated polyethylene layer of the nozzles absorbs the electromagnetic showers.",
      "The tungsten core absorbs electromagnetic showers, whereas the borated polyethylene captures slow neutrons"),

    # =======================================================================
    # ATTACKS: quantifier
    # =======================================================================
    A("qu01", "quantifier",
      "When do BIB particles arrive at the tracker?",
      "## Timing of the BIB\n\n"
      "Most BIB particles arrive at the tracker within a few nanoseconds of the bunch crossing, but with a broader time distribution than particles from the collision. "
      "A timing window of a few hundred picoseconds around the expected arrival time removes a large fraction of them. "
      "Slow neutrons arrive much later and contribute mainly to the dose.",
      "All BIB particles arrive at the tracker within a few nanoseconds of the bunch crossing.",
      "Most BIB particles arrive at the tracker within a few nanoseconds of the bunch crossing"),
    A("qu02", "quantifier",
      "Do heavy neutral lepton signatures produce displaced vertices?",
      "Heavy neutral leptons (HNLs) can be produced at a muon collider through their mixing with muon neutrinos. "
      "Some HNL signatures produce displaced vertices when the mixing is small and the mass is below a few tens of GeV. "
      "At higher masses, the HNL decays promptly to a W boson and a charged lepton.",
      "Every heavy neutral lepton signature at a muon collider produces displaced vertices.",
      "Some HNL signatures produce displaced vertices"),
    A("qu03", "quantifier",
      "What is the BIB occupancy in the muon system?",
      "The muon system is instrumented with gaseous detectors in the iron yoke. "
      "In the barrel region, the hit occupancy from BIB stays below 1% per bunch crossing. "
      "In the endcaps close to the nozzles, the occupancy is an order of magnitude higher and requires timing.",
      "Across the whole muon system, the hit occupancy from BIB stays below 1% per bunch crossing.",
      "In the barrel region, the hit occupancy from BIB stays below 1% per bunch crossing"),
    A("qu04", "quantifier",
      "Which cavities reached 50 MV/m in a 3 T field?",
      "The MuCool Test Area at Fermilab tested several 805 MHz cavities in solenoidal fields. "
      "Only a few of the cavities tested reached 50 MV/m in a 3 T field, all of them with beryllium end walls. "
      "Copper cavities showed damage at much lower gradients.",
      "All cavities tested at the MuCool Test Area reached 50 MV/m in a 3 T field.",
      "Only a few of the cavities tested reached 50 MV/m in a 3 T field"),
    A("qu05", "quantifier",
      "Where is the decay power absorbed in the collider ring?",
      "In the collider ring, about a third of the muon energy goes into decay electrons, which hit the inner wall of the magnets. "
      "Most of the decay power is absorbed in the tungsten liner, and a small fraction reaches the superconducting coils. "
      "The residual heat load on the cold mass sets the cryogenic power.",
      "All of the decay power is absorbed in the tungsten liner.",
      "Most of the decay power is absorbed in the tungsten liner",
      evidence2=D_MAGNETS),
    A("qu06", "quantifier",
      "Do halo muons reach the detector?",
      "Halo muons can be lost near the interaction region and create long tracks in the detector. "
      "Halo muons rarely reach the detector because collimators in the straight section remove them upstream. "
      "The rate of such events is still being estimated.",
      "Halo muons never reach the detector because collimators in the straight section remove them upstream.",
      "Halo muons rarely reach the detector because collimators in the straight section remove them upstream"),
    A("qu07", "quantifier",
      "Which final states give sensitivity to the Higgs self-coupling?",
      "Double Higgs production in vector boson fusion is the main channel for the self-coupling measurement. "
      "The sensitivity comes mostly from the final state with four b-jets, with smaller contributions from final states with τ leptons and photons. "
      "The b-tagging efficiency is therefore crucial.",
      "The sensitivity to the Higgs self-coupling comes only from the final state with four b-jets.",
      "The sensitivity comes mostly from the final state with four b-jets",
      evidence2=D_PHYSICS),
    A("qu08", "quantifier",
      "Which vertex detector layers must be replaced?",
      "The innermost layers of the vertex detector receive the highest fluence. "
      "The first two layers of the vertex detector barrel will need to be replaced every year at the 10 TeV collider. "
      "The outer layers are expected to last for the lifetime of the experiment.",
      "All layers of the vertex detector will need to be replaced every year at the 10 TeV collider.",
      "The first two layers of the vertex detector barrel will need to be replaced every year"),
    A("qu09", "quantifier",
      "Do HTS pancake coils survive quenches?",
      "Quench protection of high-field HTS coils is one of the main open issues. "
      "A few of the insulation-free REBCO pancake coils tested at 20 T survived a quench without degradation. "
      "Others showed local damage at the terminals.",
      "Every insulation-free REBCO pancake coil tested at 20 T survived a quench without degradation.",
      "A few of the insulation-free REBCO pancake coils tested at 20 T survived a quench without degradation"),
    A("qu10", "quantifier",
      "What radiation dose does the calorimeter receive?",
      "The radiation dose in the calorimeters is dominated by the BIB. "
      "The endcap calorimeter cells closest to the nozzles receive a dose of about 1 MGy per year, whereas the barrel dose stays below 10 kGy per year. "
      "Radiation-hard crystals are therefore considered for the endcaps.",
      "The whole calorimeter receives a dose of about 1 MGy per year.",
      "The endcap calorimeter cells closest to the nozzles receive a dose of about 1 MGy per year"),
    A("qu11", "quantifier",
      "Do reconstructed jets contain BIB clusters?",
      "Reconstructed jets at the muon collider contain energy from the BIB. "
      "Jets typically contain a few BIB clusters with energies below 1 GeV. "
      "A threshold on cluster energy and timing removes most of them.",
      "Every reconstructed jet contains a few BIB clusters with energies below 1 GeV.",
      "Jets typically contain a few BIB clusters with energies below 1 GeV"),

    # =======================================================================
    # ATTACKS: comparison
    # =======================================================================
    A("cm01", "comparison",
      "What is the largest BIB source at the interaction point?",
      "## Sources of BIB\n\n"
      "Muon decays in the ring are the dominant source of BIB at all energies. "
      "Among the processes at the interaction point itself, incoherent electron-positron pair production is one of the largest contributions. "
      "Its relative importance grows with the collision energy.",
      "Incoherent electron-positron pair production is the largest contribution to the BIB among the processes at the interaction point.",
      "Among the processes at the interaction point itself, incoherent electron-positron pair production is one of the largest contributions"),
    A("cm02", "comparison",
      "How do the HCAL depths of MUSIC and MAIA compare?",
      "The hadronic calorimeters of the two concepts differ in depth. "
      "The MUSIC HCAL has about 50% more absorber depth than the MAIA HCAL, to contain jets of several TeV. "
      "Both use steel absorbers with scintillator tiles.",
      "The MUSIC HCAL has twice the absorber depth of the MAIA HCAL.",
      "The MUSIC HCAL has about 50% more absorber depth than the MAIA HCAL"),
    A("cm03", "comparison",
      "How does the jet energy resolution at 3 TeV compare with CLIC?",
      "Full simulation studies with BIB overlay have been performed at 3 TeV. "
      "The jet energy resolution expected at the 3 TeV muon collider is comparable to that of CLIC, despite the BIB. "
      "At 10 TeV, the studies are still in progress.",
      "The jet energy resolution expected at the 3 TeV muon collider is better than that of CLIC.",
      "The jet energy resolution expected at the 3 TeV muon collider is comparable to that of CLIC"),
    A("cm04", "comparison",
      "Which stage measures the Higgs self-coupling better?",
      "The Higgs self-coupling precision improves strongly with energy because the VBF double-Higgs cross section grows. "
      "The 10 TeV collider measures the trilinear self-coupling more precisely than the 3 TeV stage, reaching about 4% against about 15%. "
      "Both figures assume the nominal integrated luminosity.",
      "The 3 TeV stage measures the trilinear Higgs self-coupling more precisely than the 10 TeV collider.",
      "The 10 TeV collider measures the trilinear self-coupling more precisely than the 3 TeV stage",
      evidence2=D_PHYSICS),
    A("cm05", "comparison",
      "How does the luminosity scale with energy at constant beam power?",
      "The luminosity per beam power of a muon collider increases with energy. "
      "At constant beam power, the luminosity at 10 TeV is about ten times that at 3 TeV, because the beam size at the IP shrinks and the number of turns grows. "
      "This makes a muon collider particularly efficient at high energy.",
      "At constant beam power, the luminosity at 10 TeV is about three times that at 3 TeV.",
      "At constant beam power, the luminosity at 10 TeV is about ten times that at 3 TeV"),
    A("cm06", "comparison",
      "How does the tracker fluence compare with the HL-LHC?",
      "Radiation damage in the tracker is driven by the neutron flux from the nozzles. "
      "The 1 MeV neutron-equivalent fluence in the inner tracker of the muon collider is comparable to that expected at the HL-LHC. "
      "Sensor technologies developed for the HL-LHC upgrades are therefore good candidates.",
      "The 1 MeV neutron-equivalent fluence in the inner tracker of the muon collider is much higher than that expected at the HL-LHC.",
      "The 1 MeV neutron-equivalent fluence in the inner tracker of the muon collider is comparable to that expected at the HL-LHC"),
    A("cm07", "comparison",
      "How mature is Nb3Sn for the collider-ring dipoles?",
      "Several superconductors are considered for the collider-ring dipoles. "
      "Nb3Sn is among the most mature options for fields up to 14 T, with experience from the HL-LHC. "
      "REBCO tapes could reach higher fields and operate at higher temperature.",
      "Nb3Sn is the most mature option for the collider-ring dipoles at fields up to 14 T.",
      "Nb3Sn is among the most mature options for fields up to 14 T",
      evidence2=D_MAGNETS),
    A("cm08", "comparison",
      "How does the BIB occupancy vary across the tracker?",
      "The hit density in the tracker falls quickly with radius. "
      "The BIB occupancy in the outer tracker is lower than in the inner tracker by about an order of magnitude. "
      "The outer tracker can therefore use longer strips.",
      "The BIB occupancy in the outer tracker is about an order of magnitude higher than in the inner tracker.",
      "The BIB occupancy in the outer tracker is lower than in the inner tracker by about an order of magnitude"),
    A("cm09", "comparison",
      "How does the 10 TeV muon collider reach compare with a 100 TeV proton collider?",
      "A high-energy lepton collider can probe heavy states produced in pairs up to half the collision energy. "
      "The 10 TeV muon collider would offer a direct discovery reach for heavy electroweak states comparable to that of a 100 TeV proton collider. "
      "For strongly interacting states, the hadron collider remains superior.",
      "The 10 TeV muon collider would offer a direct discovery reach for heavy electroweak states far exceeding that of a 100 TeV proton collider.",
      "The 10 TeV muon collider would offer a direct discovery reach for heavy electroweak states comparable to that of a 100 TeV proton collider"),
    A("cm10", "comparison",
      "How large is the muon collider footprint?",
      "A 10 TeV muon collider has a smaller footprint than CLIC at 3 TeV. "
      "Its collider ring of about 10 km fits close to the CERN site, while the 3 TeV CLIC main linacs are about 50 km long. "
      "The accelerator complex also includes the proton driver, the cooling and the acceleration stages.",
      "A 10 TeV muon collider has the smallest footprint of any proposed high-energy collider.",
      "A 10 TeV muon collider has a smaller footprint than CLIC at 3 TeV"),
    A("cm11", "comparison",
      "How much cryogenic power does operation at 20 K save?",
      "The HTS option allows the arc magnets to operate at 20 K instead of 4.5 K. "
      "The cryogenic wall-plug power is then about three times lower than for Nb3Sn at 4.5 K, for the same heat load. "
      "The savings are larger if the heat load from decays increases.",
      "The cryogenic wall-plug power at 20 K is about ten times lower than for Nb3Sn at 4.5 K, for the same heat load.",
      "The cryogenic wall-plug power is then about three times lower than for Nb3Sn at 4.5 K, for the same heat load"),

    # =======================================================================
    # ATTACKS: non_body
    # =======================================================================
    A("nb01", "non_body",
      "Have the final cooling solenoids reached 40 T?",
      "### 4.3 Reaching 40 T in the final cooling solenoids\n\n"
      "This section describes the R&D path towards 40 T solenoids for the final cooling. "
      "The current record for an all-superconducting magnet is 32.35 T, obtained with REBCO inserts. "
      "A field of 40 T would require new approaches to stress management and quench protection.",
      "The final cooling solenoids have reached 40 T.",
      "4.3 Reaching 40 T in the final cooling solenoids"),
    A("nb02", "non_body",
      "What is the track-finding efficiency for single muons?",
      "The track-finding efficiency is shown in Figure 4 as a function of transverse momentum.\n\n"
      "*Figure 4: Track-finding efficiency versus pT for single muons with BIB overlay; the dashed line marks 99%.*\n\n"
      "Below 1 GeV, the efficiency drops because of the requirement on the number of hits. "
      "The plateau value depends on the BIB sample used.",
      "The track-finding efficiency for single muons with BIB overlay is 99%.",
      "Figure 4: Track-finding efficiency versus pT for single muons with BIB overlay; the dashed line marks 99%"),
    A("nb03", "non_body",
      "What dipole field is used in the 10 TeV arcs?",
      "Table 2: Assumed magnet parameters for the 10 TeV collider ring, with 16 T dipoles in the arcs.\n\n"
      "| Magnet | Field | Aperture |\n"
      "| Arc dipole | 16 T | 140 mm |\n"
      "| Arc quadrupole | 300 T/m | 140 mm |\n\n"
      "These values are assumptions used for the lattice design and do not describe tested magnets.",
      "Dipoles of 16 T have been built and installed in the arcs of the 10 TeV collider ring.",
      "Table 2: Assumed magnet parameters for the 10 TeV collider ring, with 16 T dipoles in the arcs"),
    A("nb04", "non_body",
      "Is the neutrino radiation of a 10 TeV muon collider negligible?",
      "# Towards a 10 TeV Muon Collider with Negligible Neutrino Radiation\n\n"
      "This note reviews the options for reducing the neutrino-induced dose at the surface. "
      "Whether the dose can be made negligible for a 10 TeV collider is still an open question, which depends on the depth of the site and on the mover system. "
      "Preliminary results are given for one candidate orientation of the ring.",
      "A 10 TeV muon collider has negligible neutrino radiation.",
      "Towards a 10 TeV Muon Collider with Negligible Neutrino Radiation",
      title="Towards a 10 TeV Muon Collider with Negligible Neutrino Radiation"),
    A("nb05", "non_body",
      "What transverse emittance has a 6D cooling channel reached?",
      "The 6D cooling lattices are based on the rectilinear channel studied by MAP [12]. "
      "Further optimisation was performed with genetic algorithms [13]. "
      "The end-to-end performance has not yet been verified with a complete simulation including the final cooling.\n\n"
      "## References\n\n"
      "[12] MAP Collaboration, \"Rectilinear six-dimensional ionization cooling channel for a muon collider\", Phys. Rev. Accel. Beams (2015).\n"
      "[13] IMCC Cooling Working Group, \"A 6D cooling channel reaching 55 µm transverse emittance\", Proc. IPAC (2023).",
      "A 6D cooling channel has been shown to reach a transverse emittance of 55 µm.",
      "[13] IMCC Cooling Working Group, \"A 6D cooling channel reaching 55 µm transverse emittance\", Proc. IPAC (2023)"),
    A("nb06", "non_body",
      "What are the arc dipoles of the 10 TeV ring?",
      "## Arc magnets\n\n"
      "The baseline arc dipole field for the 10 TeV collider is 16 T, with Nb3Sn or HTS. "
      "A field of 20 T is being studied as a stretch option, which would shorten the ring. "
      "No decision has been taken.\n\n"
      "## Key facts\n\n"
      "- Arc dipoles: up to 20 T HTS\n"
      "- Ring circumference: about 10 km",
      "The arc dipoles of the 10 TeV collider are 20 T HTS magnets.",
      "Arc dipoles: up to 20 T HTS",
      evidence2=D_MAGNETS),
    A("nb07", "non_body",
      "Can the 10 TeV collider discover heavy neutral leptons?",
      "## 5.1 Discovery of heavy neutral leptons at 10 TeV\n\n"
      "This section studies the sensitivity of the 10 TeV collider to heavy neutral leptons mixing with muon neutrinos. "
      "Expected exclusion limits on the mixing are derived for masses from 100 GeV to 10 TeV. "
      "No discovery significance is computed.",
      "The 10 TeV muon collider can discover heavy neutral leptons.",
      "5.1 Discovery of heavy neutral leptons at 10 TeV"),
    A("nb08", "non_body",
      "What fraction of vertex detector BIB hits does the timing cut remove?",
      "The timing cut is applied per hit, using the time of flight from the IP.\n\n"
      "Table 3: BIB hits in the vertex detector before and after the timing cut, reaching a 90% rejection in the outermost layer.\n\n"
      "| Layer | Before | After |\n"
      "| 1 | 3.2 × 10^5 | 1.1 × 10^5 |\n"
      "| 4 | 4.0 × 10^4 | 4.0 × 10^3 |\n\n"
      "The rejection is smaller in the inner layers, where the BIB arrives closer in time to the signal.",
      "The timing cut rejects 90% of the BIB hits in every layer of the vertex detector.",
      "Table 3: BIB hits in the vertex detector before and after the timing cut, reaching a 90% rejection in the outermost layer"),
    A("nb09", "non_body",
      "Will the 3 TeV collider discover the thermal Higgsino?",
      "## Dark matter\n\n"
      "A thermal Higgsino has a mass of about 1.1 TeV. "
      "At a 3 TeV collider it can be pair-produced, but its soft decay products make detection difficult, and disappearing tracks give sensitivity only for part of the lifetime range. "
      "At 10 TeV, the reach extends further.\n\n"
      "## Key facts\n\n"
      "- Thermal Higgsino (1.1 TeV): within kinematic reach at 3 TeV\n"
      "- Wino (2.8 TeV): within kinematic reach at 10 TeV",
      "The 3 TeV muon collider will discover the thermal Higgsino at 1.1 TeV.",
      "Thermal Higgsino (1.1 TeV): within kinematic reach at 3 TeV"),
    A("nb10", "non_body",
      "Has ionization cooling with RF reacceleration been achieved?",
      "## 2. Ionization cooling with RF reacceleration\n\n"
      "Ionization cooling combines energy loss in absorbers with the restoration of longitudinal momentum by RF cavities. "
      "MICE demonstrated the emittance reduction in an absorber but did not include RF reacceleration. "
      "A full cooling cell with RF is the goal of the demonstrator.",
      "Ionization cooling with RF reacceleration has been achieved.",
      "2. Ionization cooling with RF reacceleration"),
    A("nb11", "non_body",
      "How precisely does the muon collider measure Higgs couplings?",
      "## Higgs couplings\n\n"
      "The muon collider measures Higgs couplings through single Higgs production in vector boson fusion. "
      "The projections depend on the assumed detector performance and on the treatment of the BIB.",
      "The muon collider measures the Higgs couplings with sub-percent precision.",
      "[4] IMCC, \"The muon collider as a Higgs factory with sub-percent precision\", CERN Yellow Report (2024)",
      cite=2,
      evidence2="Further details are given in the IMCC reports [3, 4].\n\n"
      "## References\n\n"
      "[3] IMCC, \"Interim report for the International Muon Collider Collaboration\", CERN Yellow Report (2024).\n"
      "[4] IMCC, \"The muon collider as a Higgs factory with sub-percent precision\", CERN Yellow Report (2024)."),

    # =======================================================================
    # ATTACKS: other_language (all must be removed)
    # =======================================================================
    A("ol01", "other_language",
      "What is the circumference of the 10 TeV collider?",
      "The IMCC baseline for the 10 TeV collider has a circumference of about 10 km. "
      "Two interaction regions are foreseen. "
      "The ring is placed at a depth of about 200 m.",
      "Der IMCC-Basisentwurf für den 10-TeV-Collider hat einen Umfang von etwa 10 km.",
      "The IMCC baseline for the 10 TeV collider has a circumference of about 10 km",
      evidence2=D_MAGNETS),
    A("ol02", "other_language",
      "What beam power does the proton driver deliver?",
      "### Proton driver\n\n"
      "The proton driver delivers 2 MW of beam power at 5 GeV with a repetition rate of 5 Hz. "
      "The beam is compressed into a few bunches of 2 ns length. "
      "A linac followed by two rings is the baseline.",
      "Le driver de protons fournit une puissance de faisceau de 4 MW à 5 GeV.",
      "The proton driver delivers 2 MW of beam power at 5 GeV"),
    A("ol03", "other_language",
      "What are the nozzles cladded with?",
      "The nozzles are cladded with borated polyethylene to capture slow neutrons. "
      "Their tungsten core absorbs the electromagnetic component of the showers. "
      "The opening angle of the nozzles is 10 degrees at the IP.",
      "I coni sono rivestiti di polietilene borato per catturare i neutroni lenti.",
      "The nozzles are cladded with borated polyethylene to capture slow neutrons"),
    A("ol04", "other_language",
      "Has ionization cooling been demonstrated with RF reacceleration?",
      "MICE observed the reduction of the transverse amplitude of muons in an absorber. "
      "Ionization cooling has not yet been demonstrated with RF reacceleration. "
      "A demonstrator is planned to fill this gap.",
      "El enfriamiento por ionización ya se ha demostrado con reaceleración de RF.",
      "Ionization cooling has not yet been demonstrated with RF reacceleration"),
    A("ol05", "other_language",
      "How are Higgs bosons produced at multi-TeV muon colliders?",
      "At multi-TeV muon colliders, the Higgs boson is mainly produced by vector boson fusion. "
      "The W-boson fusion cross section grows logarithmically with energy. "
      "About ten million Higgs bosons would be produced at 10 TeV with 10 ab^-1.",
      "Em colisionadores de múons de vários TeV, o bóson de Higgs é produzido principalmente por fusão de bósons vetoriais.",
      "At multi-TeV muon colliders, the Higgs boson is mainly produced by vector boson fusion",
      evidence2=D_PHYSICS),
    A("ol06", "other_language",
      "What time window does the tracker digitisation apply?",
      "## Digitisation\n\n"
      "The digitisation of the tracker hits applies a time window of 300 ps around the expected arrival time. "
      "Hits outside the window are discarded before the reconstruction. "
      "The window is tuned separately for each subdetector.",
      "De digitalisering van de trackerhits gebruikt een tijdvenster van 3 ns rond de verwachte aankomsttijd.",
      "The digitisation of the tracker hits applies a time window of 300 ps around the expected arrival time"),
    A("ol07", "other_language",
      "What is the design luminosity of the 10 TeV stage?",
      "The design luminosity of the 10 TeV stage is 2 × 10^35 cm^-2 s^-1. "
      "It requires a β* of 1.5 mm and about 1.8 × 10^12 muons per bunch. "
      "The luminosity scales roughly with the square of the beam energy at constant beam power.",
      "Projektovaná luminozita stupně 10 TeV je 2 × 10^35 cm^-2 s^-1.",
      "The design luminosity of the 10 TeV stage is 2 × 10^35 cm^-2 s^-1"),
    A("ol08", "other_language",
      "What pixel pitch does the vertex detector use?",
      "The vertex detector uses hybrid pixel sensors with a pitch of 25 µm. "
      "Double layers allow a cut on the angle of the track segments. "
      "This rejects a large fraction of the BIB hits, which are not pointing to the IP.",
      "Der Vertexdetektor verwendet hybride Pixelsensoren mit einem Pitch von 50 µm.",
      "The vertex detector uses hybrid pixel sensors with a pitch of 25 µm"),
    A("ol09", "other_language",
      "What do the movers do to the neutrino flux?",
      "Movers under the arc magnets periodically change the beam direction by a fraction of a milliradian. "
      "This spreads the neutrino flux over a larger area at the surface. "
      "The movers must not degrade the beam optics.",
      "Ce déplacement répartit le flux de neutrinos sur une plus grande surface au niveau du sol.",
      "This spreads the neutrino flux over a larger area at the surface",
      evidence2=D_NEUTRINO),
    A("ol10", "other_language",
      "Are LGAD sensors radiation hard?",
      "LGAD sensors are not radiation hard beyond a fluence of about 2 × 10^15 neq/cm^2. "
      "The gain layer degrades through acceptor removal. "
      "New gain-layer designs with carbon co-implantation are being developed.",
      "I sensori LGAD sono resistenti alle radiazioni oltre una fluenza di circa 2 × 10^15 neq/cm^2.",
      "LGAD sensors are not radiation hard beyond a fluence of about 2 × 10^15 neq/cm^2"),
    A("ol11", "other_language",
      "What does the Key4hep stack provide?",
      "The Key4hep stack provides a common software ecosystem for future collider studies, including EDM4hep, DD4hep and Gaudi. "
      "The muon collider community adopted it to share tools with CLIC, ILC and FCC. "
      "Packages are distributed through Spack.",
      "La pila Key4hep proporciona un ecosistema de software común para los estudios de futuros colisionadores, que incluye EDM4hep, DD4hep y Gaudi.",
      "The Key4hep stack provides a common software ecosystem for future collider studies, including EDM4hep, DD4hep and Gaudi"),
    A("ol12", "other_language",
      "Down to what polar angle does the muon system reach?",
      "The muon system covers polar angles down to 8 degrees. "
      "Below this angle, the nozzles absorb most particles. "
      "A dedicated forward tagger would be needed at smaller angles.",
      "O sistema de múons cobre ângulos polares até 18 graus.",
      "The muon system covers polar angles down to 8 degrees"),

    # =======================================================================
    # ATTACKS: number
    # =======================================================================
    A("nu01", "number",
      "What is the time resolution of the LGAD layers?",
      "The outer tracker uses LGAD sensors to add timing to each hit. "
      "The time resolution of the LGAD layers is 30 ps per hit. "
      "This allows an efficient rejection of out-of-time BIB hits.",
      "The time resolution of the LGAD layers is 30 ns per hit.",
      "The time resolution of the LGAD layers is 30 ps per hit"),
    A("nu02", "number",
      "What fluence does the innermost vertex layer receive?",
      "The innermost vertex layer of the 10 TeV detector receives a 1 MeV neutron-equivalent fluence of about 10^15 neq/cm^2 per year. "
      "This is comparable to the HL-LHC inner pixel layers. "
      "The total ionising dose is about 1 MGy per year.",
      "The innermost vertex layer of the 10 TeV detector receives a 1 MeV neutron-equivalent fluence of about 10^16 neq/cm^2 per year.",
      "The innermost vertex layer of the 10 TeV detector receives a 1 MeV neutron-equivalent fluence of about 10^15 neq/cm^2 per year"),
    A("nu03", "number",
      "What heat load may reach the cold mass?",
      "The tungsten liner in the arc magnets must absorb the decay power. "
      "The heat load reaching the cold mass should be at most 5 W/m. "
      "A liner thickness of about 3 cm is sufficient for the 10 TeV ring.",
      "The heat load reaching the cold mass should be at least 5 W/m.",
      "The heat load reaching the cold mass should be at most 5 W/m",
      evidence2=D_MAGNETS),
    A("nu04", "number",
      "What timing window is used in the vertex detector?",
      "## Timing window\n\n"
      "For the vertex detector, the timing window extends from -180 ps to +300 ps around the expected arrival time of particles from the IP. "
      "The asymmetric window accepts slower particles from the collision. "
      "Wider windows would retain more BIB hits.",
      "For the vertex detector, the timing window extends from -180 ps to +500 ps around the expected arrival time of particles from the IP.",
      "the timing window extends from -180 ps to +300 ps around the expected arrival time of particles from the IP"),
    A("nu05", "number",
      "How much BIB energy does the calorimeter timing cut remove?",
      "The timing cut in the calorimeter removes about 90% of the BIB energy while keeping more than 99% of the signal. "
      "A further cut on the cluster energy reduces the residual BIB. "
      "The cuts are tuned on photon samples.",
      "The timing cut in the calorimeter removes about 99% of the BIB energy.",
      "The timing cut in the calorimeter removes about 90% of the BIB energy"),
    A("nu06", "number",
      "What integrated luminosity will the 10 TeV stage collect?",
      "The 10 TeV stage is expected to collect an integrated luminosity of 10 ab^-1 over five years. "
      "This corresponds to the scaling of the luminosity with the square of the energy. "
      "The 3 TeV stage would collect 1 ab^-1.",
      "The 10 TeV stage is expected to collect an integrated luminosity of 10 fb^-1 over five years.",
      "The 10 TeV stage is expected to collect an integrated luminosity of 10 ab^-1 over five years",
      evidence2=D_PHYSICS),
    A("nu07", "number",
      "What is the design luminosity of the 3 TeV stage?",
      "The 3 TeV stage has a design luminosity of 1.8 × 10^34 cm^-2 s^-1. "
      "It would use a ring of about 4.5 km. "
      "The stage could later be upgraded to 10 TeV.",
      "The 3 TeV stage has a design luminosity of 1.8 × 10^33 cm^-2 s^-1.",
      "The 3 TeV stage has a design luminosity of 1.8 × 10^34 cm^-2 s^-1"),
    A("nu08", "number",
      "How does the capture solenoid field vary?",
      "The capture solenoid field tapers from 20 T at the target to 1.5 T at the start of the decay channel. "
      "The taper adiabatically reduces the transverse momentum of the pions. "
      "The solenoid is shielded against the radiation from the target.",
      "The capture solenoid field tapers from 20 T at the target to 2.5 T at the start of the decay channel.",
      "The capture solenoid field tapers from 20 T at the target to 1.5 T at the start of the decay channel"),
    A("nu09", "number",
      "What is the bunch length at 10 TeV?",
      "At 10 TeV, the bunch length is 1.5 mm, matched to β*. "
      "A short bunch requires a large momentum spread to be kept in the ring. "
      "RF cavities in the collider ring maintain the bunch length.",
      "At 10 TeV, the bunch length is 1.5 cm.",
      "At 10 TeV, the bunch length is 1.5 mm"),
    A("nu10", "number",
      "How precisely would the Higgs coupling to b quarks be measured?",
      "The 10 TeV collider would measure the Higgs coupling to b quarks with a precision of about 0.4%. "
      "The W coupling would be known to about 0.1%. "
      "These projections assume 10 ab^-1.",
      "The 10 TeV collider would measure the Higgs coupling to b quarks with a precision of about 4%.",
      "The 10 TeV collider would measure the Higgs coupling to b quarks with a precision of about 0.4%"),
    A("nu11", "number",
      "By how much does the cooling system reduce the 6D emittance?",
      "## Muon production\n\n"
      "Muons are produced as tertiary particles with a very large emittance. "
      "Cooling is therefore necessary before acceleration.",
      "The cooling system reduces the 6D emittance by about three orders of magnitude.",
      "The cooling system reduces the 6D emittance by about five orders of magnitude",
      cite=2, evidence2=D_COOLING),

    # =======================================================================
    # HONEST: paraphrase
    # =======================================================================
    H("hp01", "paraphrase",
      "Where does the beam-induced background come from?",
      "## Origin of the BIB\n\n"
      "The beam-induced background originates mainly from the decay of muons in the beams. "
      "The decay electrons hit the machine elements and initiate showers. "
      "Secondary photons and neutrons reach the detector.",
      "Muon decays in the beams are the main origin of the beam-induced background.",
      "The beam-induced background originates mainly from the decay of muons in the beams",
      evidence2=D_NEUTRINO),
    H("hp02", "paraphrase",
      "How is the neutrino flux at the surface mitigated?",
      "Movers placed under the magnets allow the beam orbit to be tilted periodically, which spreads the neutrino flux at the surface. "
      "The tilt is a fraction of a milliradian. "
      "The orientation of the straight sections is chosen to avoid populated areas.",
      "Tilting the beam orbit periodically with movers under the magnets spreads the neutrino flux at the surface.",
      "Movers placed under the magnets allow the beam orbit to be tilted periodically, which spreads the neutrino flux at the surface"),
    H("hp03", "paraphrase",
      "How are the pions captured at the target?",
      "## Arc dipoles\n\n"
      "The arc dipoles must combine a high field with a large aperture. "
      "HTS would allow operation at 20 K.",
      "A 20 T solenoid surrounding the graphite target rod captures the pions.",
      "The target is a graphite rod inside a 20 T solenoid that captures the pions",
      cite=2, evidence2=D_DRIVER),
    H("hp04", "paraphrase",
      "Why is HTS attractive for muon collider magnets?",
      "REBCO tapes retain a high critical current at 20 K, which allows magnets to be cooled with helium gas instead of liquid helium. "
      "This reduces the cryogenic power. "
      "The cost of the tape is still high.",
      "Because REBCO tapes keep a high critical current at 20 K, magnets made from them can be cooled with helium gas rather than liquid helium.",
      "REBCO tapes retain a high critical current at 20 K, which allows magnets to be cooled with helium gas instead of liquid helium"),
    H("hp05", "paraphrase",
      "How are Higgs bosons produced at multi-TeV energies?",
      D_SOFTWARE,
      "Vector boson fusion is the main Higgs production mechanism at multi-TeV energies.",
      "At multi-TeV energies, Higgs bosons are produced mainly through vector boson fusion",
      cite=2, evidence2=D_PHYSICS),
    H("hp06", "paraphrase",
      "How heavy a Z' can precision measurements probe?",
      "## Z' searches\n\n"
      "Precision measurements of dilepton production at 10 TeV are sensitive to Z' bosons much heavier than the collision energy. "
      "The sensitivity comes from the interference with the Standard Model amplitude. "
      "Direct production is limited to masses below the collision energy.",
      "At 10 TeV, precision measurements of dilepton production can probe Z' bosons much heavier than the collision energy.",
      "Precision measurements of dilepton production at 10 TeV are sensitive to Z' bosons much heavier than the collision energy"),
    H("hp07", "paraphrase",
      "How is the detector geometry described?",
      "The muon collider detector geometry is described in DD4hep, which is part of the Key4hep stack. "
      "The same description is used by simulation and reconstruction. "
      "Several detector versions are maintained in the k4geo repository.",
      "The detector geometry of the muon collider is described with DD4hep, a component of the Key4hep stack.",
      "The muon collider detector geometry is described in DD4hep, which is part of the Key4hep stack"),
    H("hp08", "paraphrase",
      "What is the cost of the nozzles?",
      "## Nozzles\n\n"
      "The nozzles shield the detector from the BIB at the cost of a loss of acceptance at small polar angles. "
      "Their opening angle is 10 degrees. "
      "Smaller angles would let more BIB into the detector.",
      "The nozzles protect the detector against the BIB but reduce its acceptance at small polar angles.",
      "The nozzles shield the detector from the BIB at the cost of a loss of acceptance at small polar angles",
      evidence2=D_DETECTOR),

    # =======================================================================
    # HONEST: merged (one verbatim quote spanning two adjacent sentences)
    # =======================================================================
    H("hm01", "merged",
      "What does the proton driver deliver to the target?",
      "### Proton driver\n\n"
      "The proton driver delivers 2 MW of beam power at 5 GeV. "
      "Its beam is compressed into bunches of 2 ns before reaching the target. "
      "The repetition rate is 5 Hz.",
      "The proton driver delivers 2 MW of beam power at 5 GeV, compressed into 2 ns bunches before the target.",
      "The proton driver delivers 2 MW of beam power at 5 GeV. Its beam is compressed into bunches of 2 ns before reaching the target"),
    H("hm02", "merged",
      "Where is the MAIA solenoid and how strong is it?",
      "MAIA uses a 5 T solenoid. "
      "The solenoid is placed between the tracker and the electromagnetic calorimeter. "
      "The calorimeters therefore sit outside the magnet.",
      "The 5 T solenoid of MAIA is placed between the tracker and the electromagnetic calorimeter.",
      "MAIA uses a 5 T solenoid. The solenoid is placed between the tracker and the electromagnetic calorimeter"),
    H("hm03", "merged",
      "What did the MuCool Test Area find for cavity end walls?",
      "Cavities with beryllium end walls reached 50 MV/m in a 3 T field at the MuCool Test Area. "
      "Cavities with copper end walls showed damage at lower gradients. "
      "Beryllium is therefore the baseline material.",
      "At the MuCool Test Area, cavities with beryllium end walls reached 50 MV/m in a 3 T field, whereas those with copper end walls showed damage at lower gradients.",
      "Cavities with beryllium end walls reached 50 MV/m in a 3 T field at the MuCool Test Area. Cavities with copper end walls showed damage at lower gradients",
      evidence2=D_RF),
    H("hm04", "merged",
      "Why tag forward muons?",
      "## Forward muon tagging\n\n"
      "The forward muon tagger identifies muons from ZZ fusion at very small angles. "
      "Tagging these muons distinguishes ZZ fusion from WW fusion, where the outgoing leptons are neutrinos. "
      "This gives access to the Higgs coupling to Z bosons.",
      "Tagging the very forward muons from ZZ fusion distinguishes it from WW fusion, whose outgoing leptons are neutrinos.",
      "The forward muon tagger identifies muons from ZZ fusion at very small angles. Tagging these muons distinguishes ZZ fusion from WW fusion, where the outgoing leptons are neutrinos"),
    H("hm05", "merged",
      "How are heavy neutral leptons produced and how do they decay?",
      "Heavy neutral leptons are produced through their mixing with muon neutrinos. "
      "For masses above the W mass, they decay promptly to a W boson and a muon. "
      "Lighter states can be long-lived.",
      "Heavy neutral leptons are produced through mixing with muon neutrinos and, above the W mass, decay promptly to a W boson and a muon.",
      "Heavy neutral leptons are produced through their mixing with muon neutrinos. For masses above the W mass, they decay promptly to a W boson and a muon"),
    H("hm06", "merged",
      "What aperture do the final focus quadrupoles need?",
      "## Interaction region\n\n"
      "The final focus uses quadrupoles with apertures of up to 160 mm. "
      "These large apertures leave room for tungsten shielding. "
      "The peak field at the coil is the main limitation.",
      "The final focus quadrupoles have apertures of up to 160 mm, which leave room for tungsten shielding.",
      "The final focus uses quadrupoles with apertures of up to 160 mm. These large apertures leave room for tungsten shielding"),

    # =======================================================================
    # HONEST: unit_conversion
    # =======================================================================
    H("hu01", "unit_conversion",
      "What is the circumference of the 10 TeV ring?",
      "The IMCC baseline for the 10 TeV collider has a circumference of 10 km. "
      "Two interaction regions are foreseen. "
      "The ring sits about 200 m underground.",
      "The IMCC baseline 10 TeV collider has a circumference of 10,000 m.",
      "The IMCC baseline for the 10 TeV collider has a circumference of 10 km",
      evidence2=D_MAGNETS),
    H("hu02", "unit_conversion",
      "What beam power does the proton driver deliver?",
      "The proton driver delivers a beam power of 2 MW at 5 GeV. "
      "The beam is delivered in pulses at 5 Hz. "
      "Each pulse contains a few short bunches.",
      "The proton driver delivers a beam power of 2000 kW at 5 GeV.",
      "The proton driver delivers a beam power of 2 MW at 5 GeV"),
    H("hu03", "unit_conversion",
      "What is the LGAD time resolution?",
      "The outer tracker uses LGAD sensors. "
      "The time resolution of the LGAD layers is 30 ps per hit. "
      "Timing is used to reject BIB hits.",
      "The time resolution of the LGAD layers is 0.03 ns per hit.",
      "The time resolution of the LGAD layers is 30 ps per hit"),
    H("hu04", "unit_conversion",
      "What integrated luminosity is expected at 10 TeV?",
      "The 10 TeV stage is expected to collect an integrated luminosity of 10 ab^-1 over five years. "
      "This allows the production of about ten million Higgs bosons. "
      "The 3 TeV stage would collect 1 ab^-1.",
      "The 10 TeV stage is expected to collect an integrated luminosity of 10,000 fb^-1 over five years.",
      "The 10 TeV stage is expected to collect an integrated luminosity of 10 ab^-1 over five years"),
    H("hu05", "unit_conversion",
      "What is the legal dose limit for the public?",
      "The legal limit for the dose to the public is 1 mSv per year. "
      "The design goal for the neutrino-induced dose is much lower. "
      "Movers are used to reach it.",
      "The legal limit for the dose to the public is 1000 µSv per year.",
      "The legal limit for the dose to the public is 1 mSv per year",
      evidence2=D_NEUTRINO),
    H("hu06", "unit_conversion",
      "What is the bunch length at 10 TeV?",
      "At 10 TeV, the bunch length is 1.5 mm, matched to β*. "
      "A short bunch requires a large momentum spread. "
      "RF cavities in the ring maintain the bunch length.",
      "At 10 TeV, the bunch length is 1500 µm.",
      "At 10 TeV, the bunch length is 1.5 mm"),

    # =======================================================================
    # HONEST: respectively
    # =======================================================================
    H("hr01", "respectively",
      "What is the circumference of the 3 TeV ring?",
      "## Collider ring\n\n"
      "The 3 TeV and 10 TeV stages have circumferences of 4.5 km and 10 km, respectively. "
      "Both rings have two interaction regions. "
      "The 10 TeV ring uses higher-field magnets.",
      "The 3 TeV stage has a circumference of 4.5 km.",
      "The 3 TeV and 10 TeV stages have circumferences of 4.5 km and 10 km, respectively"),
    H("hr02", "respectively",
      "What solenoid field does MUSIC use?",
      "MAIA and MUSIC use solenoid fields of 5 T and 3.57 T, respectively. "
      "The lower field of MUSIC allows a larger bore. "
      "Both concepts use the same nozzles.",
      "MUSIC uses a solenoid field of 3.57 T.",
      "MAIA and MUSIC use solenoid fields of 5 T and 3.57 T, respectively",
      evidence2=D_DETECTOR),
    H("hr03", "respectively",
      "What time resolutions do the vertex detector and outer tracker have?",
      "The vertex detector has a hit time resolution of 30 ps, and the outer tracker one of 60 ps. "
      "The outer tracker uses LGAD strips. "
      "Timing rejects out-of-time BIB hits.",
      "The vertex detector and the outer tracker have hit time resolutions of 30 ps and 60 ps, respectively.",
      "The vertex detector has a hit time resolution of 30 ps, and the outer tracker one of 60 ps"),
    H("hr04", "respectively",
      "What is β* at 10 TeV?",
      "The β* values at 3 TeV and 10 TeV are 5 mm and 1.5 mm, respectively. "
      "The bunch length is matched to β*. "
      "Chromatic correction becomes harder at smaller β*.",
      "At 10 TeV, β* is 1.5 mm.",
      "The β* values at 3 TeV and 10 TeV are 5 mm and 1.5 mm, respectively"),
    H("hr05", "respectively",
      "To what energy does the second RCS accelerate muons?",
      "## Rapid cycling synchrotrons\n\n"
      "The first and second rapid cycling synchrotrons accelerate muons to 314 GeV and 750 GeV, respectively. "
      "A third synchrotron reaches 1.5 TeV for the 3 TeV collider. "
      "Further stages are needed for 10 TeV.",
      "The second rapid cycling synchrotron accelerates muons to 750 GeV.",
      "The first and second rapid cycling synchrotrons accelerate muons to 314 GeV and 750 GeV, respectively"),

    # =======================================================================
    # HONEST: reordered
    # =======================================================================
    H("ho01", "reordered",
      "What subsystems does the detector have?",
      "The detector consists of a tracker, an electromagnetic calorimeter, a hadronic calorimeter and a muon system. "
      "All subsystems have timing capabilities. "
      "The nozzles enter from both sides.",
      "A muon system, a hadronic calorimeter, an electromagnetic calorimeter and a tracker make up the detector.",
      "The detector consists of a tracker, an electromagnetic calorimeter, a hadronic calorimeter and a muon system"),
    H("ho02", "reordered",
      "What does an ionization cooling cell contain?",
      "An ionization cooling cell contains absorbers, RF cavities and solenoids. "
      "The absorbers reduce the momentum in all directions. "
      "The RF cavities restore the longitudinal momentum.",
      "Solenoids, RF cavities and absorbers are the components of an ionization cooling cell.",
      "An ionization cooling cell contains absorbers, RF cavities and solenoids",
      evidence2=D_COOLING),
    H("ho03", "reordered",
      "What particles make up the BIB?",
      "The BIB consists mainly of photons, neutrons and electrons, with smaller numbers of charged hadrons and muons. "
      "Most particles have low energy. "
      "Their arrival times are spread over several nanoseconds.",
      "Electrons, neutrons and photons make up most of the BIB, with charged hadrons and muons present in smaller numbers.",
      "The BIB consists mainly of photons, neutrons and electrons, with smaller numbers of charged hadrons and muons"),
    H("ho04", "reordered",
      "What packages does Key4hep include?",
      "## Reconstruction\n\n"
      "The reconstruction combines conformal tracking with particle flow. "
      "Timing information is used at several stages.",
      "Podio, EDM4hep, DD4hep and Gaudi are all included in Key4hep, on which the muon collider software is built.",
      "The muon collider software is built on Key4hep, which includes Gaudi, DD4hep, EDM4hep and Podio",
      cite=2, evidence2=D_SOFTWARE),
    H("ho05", "reordered",
      "What are the main physics targets of the 10 TeV collider?",
      "Higgs self-coupling measurements, vector boson scattering and dark matter searches are among the main physics targets of the 10 TeV collider. "
      "Many of these rely on vector boson fusion. "
      "Forward muon tagging helps several of them.",
      "Dark matter searches, vector boson scattering and Higgs self-coupling measurements are among the main physics targets of the 10 TeV collider.",
      "Higgs self-coupling measurements, vector boson scattering and dark matter searches are among the main physics targets of the 10 TeV collider"),

    # =======================================================================
    # HONEST: abbreviation
    # =======================================================================
    H("hb01", "abbreviation",
      "What determines the BIB level in the detector?",
      "## Machine-detector interface\n\n"
      "The machine-detector interface (MDI) covers the region between the last arc magnets and the detector. "
      "The beam-induced background (BIB) enters the detector from this region. "
      "The MDI design determines the BIB level in the detector.",
      "The design of the machine-detector interface determines the beam-induced background level in the detector.",
      "The MDI design determines the BIB level in the detector"),
    H("hb02", "abbreviation",
      "At what temperature can HTS magnets operate?",
      "High-temperature superconducting (HTS) tapes based on REBCO are being studied for the collider. "
      "HTS magnets can operate at 20 K, which reduces the cryogenic power. "
      "Their cost remains a concern.",
      "High-temperature superconducting magnets can operate at 20 K, which reduces the cryogenic power.",
      "HTS magnets can operate at 20 K, which reduces the cryogenic power",
      evidence2=D_MAGNETS),
    H("hb03", "abbreviation",
      "When was the International Muon Collider Collaboration formed?",
      "The International Muon Collider Collaboration was formed following the 2020 update of the European Strategy for Particle Physics. "
      "It is hosted by CERN. "
      "Its goal is to assess the feasibility of a 10 TeV muon collider.",
      "The IMCC was formed following the 2020 update of the European Strategy for Particle Physics.",
      "The International Muon Collider Collaboration was formed following the 2020 update of the European Strategy for Particle Physics"),
    H("hb04", "abbreviation",
      "What masses of heavy neutral leptons can be probed?",
      "Heavy neutral leptons (HNLs) mix with the light neutrinos. "
      "At a 10 TeV muon collider, HNLs with masses up to about 10 TeV can be probed. "
      "The reach depends on the mixing.",
      "At a 10 TeV muon collider, heavy neutral leptons with masses up to about 10 TeV can be probed.",
      "At a 10 TeV muon collider, HNLs with masses up to about 10 TeV can be probed"),
    H("hb05", "abbreviation",
      "What is the dominant Higgs production process?",
      "## Higgs production\n\n"
      "At a 10 TeV muon collider, vector boson fusion (VBF) is the dominant production process for Higgs bosons. "
      "The s-channel production is negligible at this energy. "
      "The WW fusion component is the largest.",
      "At a 10 TeV muon collider, VBF is the dominant production process for Higgs bosons.",
      "At a 10 TeV muon collider, vector boson fusion (VBF) is the dominant production process for Higgs bosons"),
    H("hb06", "abbreviation",
      "How do the RCS magnets work?",
      "The rapid cycling synchrotrons (RCS) accelerate the muons after the recirculating linacs. "
      "Each RCS combines pulsed normal-conducting magnets with fixed-field superconducting dipoles. "
      "The ramp lasts less than a millisecond.",
      "Each rapid cycling synchrotron combines pulsed normal-conducting magnets with fixed-field superconducting dipoles.",
      "Each RCS combines pulsed normal-conducting magnets with fixed-field superconducting dipoles"),

    # =======================================================================
    # HONEST: table_row
    # =======================================================================
    H("ht01", "table_row",
      "What is the target circumference of the 3 TeV stage?",
      C_PARAMS,
      "In the IMCC target parameters, the 3 TeV stage has a circumference of 4.5 km and the 10 TeV stage one of 10 km.",
      "| Circumference | km | 4.5 | 10 |",
      evidence2=D_MAGNETS),
    H("ht02", "table_row",
      "How many muons per bunch are foreseen?",
      C_PARAMS,
      "The target number of muons per bunch is 2.2 × 10^12 at 3 TeV and 1.8 × 10^12 at 10 TeV.",
      "| Muons per bunch | 10^12 | 2.2 | 1.8 |"),
    H("ht03", "table_row",
      "What technology does the MAIA outer tracker use?",
      "Table 4: Baseline technologies of the MAIA tracker.\n\n"
      "| Subsystem | Technology | Time resolution |\n"
      "| Vertex detector | hybrid pixels, 25 µm pitch | 30 ps |\n"
      "| Inner tracker | macro-pixels | 60 ps |\n"
      "| Outer tracker | LGAD strips | 60 ps |\n\n"
      "The values are those assumed in the full simulation.",
      "In the MAIA baseline, the outer tracker uses LGAD strips with a time resolution of 60 ps.",
      "| Outer tracker | LGAD strips | 60 ps |"),
    H("ht04", "table_row",
      "What precision on the Higgs self-coupling is projected?",
      "Table 5: Projected precision on selected observables.\n\n"
      "| Observable | 3 TeV | 10 TeV |\n"
      "| Higgs self-coupling (%) | 15 | 4 |\n"
      "| Top Yukawa (%) | 5 | 2 |\n\n"
      "The projections assume the nominal integrated luminosities.",
      "The projected precision on the Higgs self-coupling is 15% at 3 TeV and 4% at 10 TeV.",
      "| Higgs self-coupling (%) | 15 | 4 |",
      evidence2=D_PHYSICS),
    H("ht05", "table_row",
      "What field is specified for the final cooling solenoid?",
      "## Magnet specifications\n\n"
      "Table 6: Specified fields of the main magnet types.\n\n"
      "| Magnet | Field | Technology |\n"
      "|---|---|---|\n"
      "| Target solenoid | 20 T | HTS |\n"
      "| Final cooling solenoid | 40 T | HTS |\n"
      "| Arc dipole | 16 T | Nb3Sn or HTS |",
      "The final cooling solenoid is specified at a field of 40 T, using HTS.",
      "| Final cooling solenoid | 40 T | HTS |"),
    H("ht06", "table_row",
      "What is the repetition rate of the proton driver?",
      "Table 7: Design parameters of the proton driver.\n\n"
      "| Parameter | Unit | Value |\n"
      "| Beam energy | GeV | 5 |\n"
      "| Beam power | MW | 2 |\n"
      "| Repetition rate | Hz | 5 |\n\n"
      "The design follows the MAP proton driver study.",
      "The proton driver is designed for a repetition rate of 5 Hz.",
      "| Repetition rate | Hz | 5 |"),

    # =======================================================================
    # HONEST: qualified
    # =======================================================================
    H("hq01", "qualified",
      "What track-finding efficiency does the MAIA tracker reach?",
      "In simulation, the MAIA tracker reaches a track-finding efficiency above 99% for muons with transverse momentum above 1 GeV. "
      "The full BIB is overlaid. "
      "No beam test of the tracker has been performed.",
      "In simulation, the MAIA tracker reaches a track-finding efficiency above 99% for muons with transverse momentum above 1 GeV.",
      "In simulation, the MAIA tracker reaches a track-finding efficiency above 99% for muons with transverse momentum above 1 GeV"),
    H("hq02", "qualified",
      "Has ionization cooling with RF reacceleration been demonstrated?",
      "MICE observed a reduction of the transverse amplitude in an absorber. "
      "Ionization cooling has not yet been demonstrated with RF reacceleration. "
      "A demonstrator is planned.",
      "Ionization cooling with RF reacceleration has yet to be demonstrated.",
      "Ionization cooling has not yet been demonstrated with RF reacceleration",
      evidence2=D_COOLING),
    H("hq03", "qualified",
      "When can the demonstrator start?",
      "The demonstrator facility is expected to start operation in 2031 at the earliest. "
      "Construction would take about four years. "
      "The site is not yet chosen.",
      "The demonstrator facility is not expected to start operation before 2031.",
      "The demonstrator facility is expected to start operation in 2031 at the earliest"),
    H("hq04", "qualified",
      "Would the neutrino dose exceed the legal limit?",
      "For a 10 TeV collider in a 200 m deep tunnel, the neutrino-induced dose at the surface would exceed the legal limit of 1 mSv per year unless the beamline is periodically deformed by movers. "
      "The movers tilt the magnets slightly. "
      "The dose then falls well below the limit.",
      "For a 10 TeV collider in a 200 m deep tunnel, the neutrino-induced dose at the surface would exceed 1 mSv per year unless movers periodically deform the beamline.",
      "For a 10 TeV collider in a 200 m deep tunnel, the neutrino-induced dose at the surface would exceed the legal limit of 1 mSv per year unless the beamline is periodically deformed by movers",
      evidence2=D_NEUTRINO),
    H("hq05", "qualified",
      "Can the final cooling solenoids reach 40 T?",
      "The HTS solenoids of the final cooling stage can reach 40 T, provided that the quench protection of the insulation-free coils is solved. "
      "The current record is 32.35 T. "
      "Stress management is another challenge.",
      "The HTS final cooling solenoids can reach 40 T if the quench protection of their insulation-free coils is solved.",
      "The HTS solenoids of the final cooling stage can reach 40 T, provided that the quench protection of the insulation-free coils is solved"),
    H("hq06", "qualified",
      "How far forward could muons be tagged?",
      "In principle, a forward muon tagger placed behind the final focus could identify muons down to 1 degree from the beam axis. "
      "The acceptance depends on the interaction region magnets. "
      "No design has been optimised yet.",
      "In principle, a forward muon tagger behind the final focus could identify muons as close as 1 degree to the beam axis.",
      "In principle, a forward muon tagger placed behind the final focus could identify muons down to 1 degree from the beam axis"),

    # =======================================================================
    # HONEST: reattributed (cited chunk 1, quote only in chunk 2)
    # =======================================================================
    H("he01", "reattributed",
      "What does the proton driver deliver?",
      "## Nozzles\n\n"
      "The nozzles are tungsten cones with an opening angle of 10 degrees. "
      "They are cladded with borated polyethylene. "
      "Their tips are a few centimetres from the interaction point.",
      "The proton driver delivers 2 MW of beam power at 5 GeV, with pulses repeated at 5 Hz.",
      "The proton driver delivers 2 MW of beam power at 5 GeV with a repetition rate of 5 Hz",
      evidence2=D_DRIVER),
    H("he02", "reattributed",
      "What gradient have gas-filled cavities reached?",
      D_MAGNETS,
      "Gas-filled cavities have reached 65 MV/m in a 3 T field.",
      "Gas-filled cavities reached 65 MV/m in a 3 T field, with the gas suppressing breakdown",
      evidence2=D_RF),
    H("he03", "reattributed",
      "Which software performs particle flow reconstruction?",
      D_PHYSICS,
      "Pandora is used for particle flow reconstruction.",
      "Particle flow reconstruction is performed with Pandora",
      evidence2=D_SOFTWARE),
    H("he04", "reattributed",
      "What delivers the neutrino-induced dose?",
      D_DETECTOR,
      "The neutrino-induced dose is delivered by secondary particles rather than by the neutrinos themselves.",
      "The secondary particles from these interactions, not the neutrinos themselves, deliver the dose",
      evidence2=D_NEUTRINO),
    H("he05", "reattributed",
      "What apertures do the interaction region quadrupoles need?",
      D_COOLING,
      "The interaction region quadrupoles need apertures of up to 160 mm.",
      "The interaction region quadrupoles need apertures of up to 160 mm",
      evidence2=D_MAGNETS),
    H("he06", "reattributed",
      "How many Higgs bosons would a 10 TeV collider produce?",
      D_NEUTRINO,
      "About ten million Higgs bosons would be produced by a 10 TeV collider with 10 ab^-1.",
      "A 10 TeV collider with 10 ab^-1 would produce about ten million Higgs bosons",
      evidence2=D_PHYSICS),
]
