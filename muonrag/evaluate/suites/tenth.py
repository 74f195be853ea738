"""Tenth held-out grounding suite (7 December 2026, fifth session).

Claim-level cases for the grounding checker over muon collider literature. Each case is a
model claim with one verbatim quote cited to one of one or two evidence chunks; attacks must be
removed, honest claims kept. Unlike the earlier sets, the chunks are shaped like text converted
from real PDFs (LaTeX fragments, footnote marks, bracketed citations, a hyphen broken across a
line, bullet lists, Markdown tables with and without outer bars and with units in a column, in
the header or in the cells) and the claims like the answers of a small instruction model (quotes
copied nearly verbatim, "According to the report, ...", the question's words merged in).

Topics: the s-channel Higgs factory at 125 GeV and its energy spread, luminosity and energy
calibration at 125 GeV, sustainability and energy consumption per luminosity, beam
instrumentation and diagnostics, klystrons and RF power sources, the positron-driven muon
source, the neutrino-flux dose to the public and the required depth, dark matter and long-lived
particle searches, vector boson fusion at high energy and Higgs coupling projections, muon beam
dumps and fixed-target experiments, nuSTORM and neutrino factory synergies, radiation protection
of personnel, target and capture-solenoid shielding, machine learning in reconstruction, the US
P5 recommendation and staging, international collaboration milestones; with a parameter table,
an energy-per-luminosity table, a diagnostics table, a table of contents, a reference list, a
key-facts box, an abstract and a chunk of figure captions.

Counts: 108 attacks in nine families (qualifier_cut 12, other_machine 12, goal_as_result 12,
role_swap 12, quantifier 12, comparison 12, non_body 12, number 12, other_language 12) and
54 honest cases in nine kinds of 6 each (paraphrase, merged, qualified, reattributed,
reordered, respectively, table_row, unit_conversion, abbreviation); 162 cases in all, about
a third with a second chunk.

A helper wrote them from the family descriptions without reading the checker, its tests or the
earlier sets. All numbers are invented but kept self-consistent across chunks.

First run, through the whole answer path, with the rules as they stood after the ninth set's changes (the figure out
of set): 102 of 108 attacks caught and 33 of 54 honest answers kept offline (keeping every doubt: 99 and 34; the
learned judge: 101 and 33). The cases still wrong are strict xfails with reasons in ``tests/test_blind_sets.py``.
"""

from muonrag.evaluate.suites.blind import case_builders

TITLE = "Sources, Sustainability and Physics Opportunities of a Muon Collider: Status Report"

A, H = case_builders(TITLE)

# ---------------------------------------------------------------------------------------------
# Shared chunks
# ---------------------------------------------------------------------------------------------

HIGGS = r"""4.2 The s-channel Higgs factory

A muon collider operated at $\sqrt{s} = 125$ GeV could produce the Higgs boson directly in the s-channel, because the s-channel rate is larger for muons than for electrons by $(m_\mu/m_e)^2 \approx 4.3 \times 10^4$ [14]. The Higgs width of about 4.1 MeV is, however, narrower than the beam energy spread unless the relative spread is reduced to $R \lesssim 0.004\%$. In our simulation the cooling channel reaches $R = 0.003\%$ only if the final cooling stage accepts a transverse emittance 30% larger than the baseline. The peak cross section after convolution with the energy spread is about 22 pb, compared with 70 pb for a beam without spread (ref. 9). A scan of 9 energy points with a total integrated lumi-
nosity of 5 fb$^{-1}$ would measure the width with a statistical uncertainty of $\sim 5\%$."""

HIGGS_LUMI = r"""4.3 Luminosity and energy calibration at 125 GeV

The beam energy would be monitored continuously from the spin precession of the decay electrons, giving a relative precision of $\sim 10^{-6}$ [15], ten times better than the $10^{-5}$ that LEP reached with resonant depolarisation. A polarisation of about 25% is expected to survive the cooling channel without a dedicated spin rotator. The luminosity at 125 GeV is limited to about $10^{32}\,\mathrm{cm^{-2}s^{-1}}$ by the emittance that the cooling channel delivers, roughly 200 times lower than at the 3 TeV stage; the earlier US MAP design assumed $8 \times 10^{31}\,\mathrm{cm^{-2}s^{-1}}$ with a spread of 0.004%. A five-year run would therefore collect about 5 fb$^{-1}$, enough for the line-shape scan but not for rare decays such as $h \to Z\gamma$."""

SUSTAIN = r"""6 Sustainability and energy consumption

The 10 TeV collider is expected to draw about 230 MW¹ of grid power during operation, of which roughly 45% is used by the RF systems of the accelerator chain. This corresponds to an energy per integrated luminosity of about 0.6 GWh/fb$^{-1}$ [31], five times lower than the 3.0 GWh/fb$^{-1}$ estimated for CLIC at 3 TeV with the same method. The carbon footprint of construction is dominated by the tunnel concrete; with low-carbon concrete it could be reduced by about 30%. Most of the cryogenic power is used by the collider-ring magnets, and the rest by the final focus and the detector solenoid. With $1.2 \times 10^7$ s of beam time per year, the annual consumption would be about 0.9 TWh including standby periods.

¹ Including the cryogenic plants and the detector, but not the ventilation of the experimental halls."""

TAB_ENERGY = r"""Table 5: Energy consumption per integrated luminosity, computed with the same method for all machines.

Machine | $\sqrt{s}$ [TeV] | Grid power [MW] | Energy per luminosity [GWh/fb$^{-1}$]
---|---|---|---
Muon collider | 3 | 150 | 1.1
Muon collider | 10 | 230 | 0.6
CLIC | 3 | 550 | 3.0
ILC | 0.5 | 160 | 1.9
FCC-hh | 100 | 560 | 2.4"""

INSTR = r"""3.3 Beam instrumentation and diagnostics

Beam position monitors (BPMs) in the collider ring must resolve the orbit to 1 µm in a single turn, because the muons survive only about 3000 turns at 5 TeV. Button pickups are foreseen for most of the ring; stripline pickups are used only in the interaction region, where the signals of the two counter-rotating bunches must be separated. The bunch length is measured with a streak camera to a resolution of 30 ps, and a wall-current monitor gives the bunch intensity to $\sim 1\%$. The BPM electronics have not yet been tested in a radiation environment comparable to the 10 MGy per year expected at the arc midplane from muon decays. A prototype fast orbit feedback corrected orbit drifts of 20 µm at a bandwidth of 2 kHz on a test stand."""

TAB_DIAG = r"""Table 8: Beam diagnostics foreseen in the 10 TeV collider ring.

| Monitor | Quantity | Resolution | Number |
|---|---|---|---|
| Button BPM | orbit | 1 µm | 1200 |
| Stripline BPM | orbit (IR) | 0.5 µm | 16 |
| Streak camera | bunch length | 30 ps | 2 |
| Wall-current monitor | intensity | 1% | 4 |
| Beam loss monitor | losses | 10 µGy | 600 |"""

RF = r"""3.1 RF power sources

The 1.3 GHz superconducting cavities of the rapid-cycling synchrotrons are powered by klystrons that deliver 2 MW peak power in 1.5 ms pulses (see Table 7). A multi-beam klystron (MBK) with 10 beamlets has reached an efficiency of 68% on the test stand, while the target for series production is 80%. High-efficiency klystrons are developed together with the CLIC and FCC-ee RF groups, whose 400 MHz prototype reached 70% [22]. Solid-state amplifiers could replace klystrons for the 325 MHz cooling cavities, which need only 0.5 MW per cavity. In most cases a klystron trip is recovered within one acceleration cycle. At the 10 TeV stage the RF systems draw about 45% of the grid power."""

POSITRON = r"""2.4 Positron-driven muon source

In the positron-driven scheme (LEMMA), muon pairs are produced near threshold by 45 GeV positrons annihilating with electrons at rest in a thin target, $e^+e^- \to \mu^+\mu^-$. The muons are produced with a small emittance, so that no ionisation cooling would be required. The production efficiency is, however, very low: about $10^{-7}$ muon pairs per positron on a 3 mm beryllium target. A positron flux of $\sim 10^{17}\,\mathrm{s^{-1}}$ would be needed to reach the luminosity of the proton-driven scheme, about 100 times more than any existing positron source delivers. The scheme is therefore not yet considered a baseline option; current studies focus on target heating and on the optics of the positron ring."""

NUDOSE = r"""7.2 Neutrino-induced radiation at the surface

Neutrinos from muon decays in the collider ring form a narrow radiation cone that reaches the surface far from the ring. The dose grows approximately as $E^3$ with the beam energy, so the effect is much more important at 10 TeV than at 3 TeV. To keep the effective dose to the public below 0.1 mSv per year, a tenth of the 1 mSv legal limit, a 10 TeV ring in flat terrain must be placed at a depth of at least 200 m. Movers in the arcs that vary the beam direction slightly spread the cone and are expected to reduce the dose by a factor of about 10 [41]. Over most of the arc length the dose at the exit points is negligible, but the straight sections around the interaction points give the highest local dose, and their exit points should lie in areas without public access."""

DM = r"""4.5 Dark matter and long-lived particles

A 10 TeV muon collider could discover a pure wino with a mass of 2.9 TeV, the mass at which it is a thermal relic, through disappearing-track signatures. For comparison, FCC-hh at 100 TeV is projected to reach winos up to 3.3 TeV with 30 ab$^{-1}$, and HL-LHC only up to about 1 TeV. The Higgsino, with a thermal mass of 1.1 TeV, is within reach only if the first tracker layer is at a radius of at most 3 cm. Long-lived particles with decay lengths of 1–100 cm are searched for with displaced vertices; in many cases the beam-induced background, not the signal rate, limits the sensitivity. These projections are based on parametric detector simulation and have not been validated with full simulation."""

VBF = r"""4.1 Vector boson fusion at high energy

At $\sqrt{s} = 10$ TeV, vector boson fusion dominates Higgs production: about $8.5 \times 10^6$ Higgs bosons are produced with 10 ab$^{-1}$, compared with $\sim 10^4$ from $\mu^+\mu^- \to Zh$. The forward muons from ZZ fusion carry most of the beam energy and leave the detector at angles below 10°, so a forward muon tagger is needed to separate ZZ from WW fusion. WW fusion is typically about ten times more frequent than ZZ fusion at these energies. The effective vector boson luminosity grows logarithmically with the collision energy, which is why the muon collider acts as a "vector boson collider" above a few TeV."""

TAB_COUPLINGS = r"""Table 11: Projected precision (in %) on Higgs couplings with 1 ab$^{-1}$ at 3 TeV and 10 ab$^{-1}$ at 10 TeV, compared with HL-LHC.

| Coupling | 3 TeV | 10 TeV | HL-LHC |
|---|---|---|---|
| $\kappa_W$ | 0.4 | 0.1 | 1.7 |
| $\kappa_Z$ | 0.9 | 0.2 | 1.5 |
| $\kappa_b$ | 0.8 | 0.4 | 3.6 |
| $\kappa_\mu$ | 5.1 | 2.0 | 4.6 |
| $\kappa_\lambda$ | 25 | 4 | 50 |"""

DUMP = r"""4.7 Beam dumps and fixed-target experiments

The spent muon beams, with about $10^{12}$ muons per bunch left after collisions, must be extracted to a dump at the end of each cycle. A beam-dump experiment placed behind the dump could search for light scalars and dark photons coupled to muons, with sensitivity to couplings down to $g_\mu \sim 10^{-6}$ for masses below 1 GeV (ref. 52). Muons decaying in the dump also produce a high-energy neutrino beam as a by-product. A fixed-target programme with the 5 TeV muon beam on a 1 m tungsten target would reach a centre-of-mass energy of about 100 GeV per muon–nucleon collision. The dump has not been optimised for physics, and a dedicated study is planned for 2027."""

NUSTORM = r"""2.6 Synergies with nuSTORM and a neutrino factory

nuSTORM would store muons of 1–6 GeV/c momentum in a racetrack ring of about 480 m circumference, providing a neutrino beam whose flux is known to better than 1%. The same front end (target, capture solenoid and buncher) is needed by the muon collider and by a neutrino factory, which would deliver $10^{21}$ muon decays per year in its storage ring. A staged programme in which nuSTORM precedes the collider would test the front end at low intensity before the collider is approved. The MICE experiment demonstrated ionisation cooling of a 140 MeV/c muon beam, reducing its transverse emittance by 5.2 ± 0.8% in a liquid-hydrogen absorber [8]. Neither nuSTORM nor a neutrino factory has been approved yet."""

RADPROT = r"""7.4 Radiation protection of personnel

Access to the collider tunnel is allowed only after a cool-down of at least 4 hours, when the residual dose rate at 40 cm from the cryostats has fallen below 100 µSv/h. The legal limit for Category A workers is 20 mSv per year, but the design goal is 6 mSv per year for any individual. The main measures are:
- remote handling at the target station, where the dose rate after one week of cool-down is still about 10 Sv/h;
- local shielding of the injection and extraction regions of the rapid-cycling synchrotrons, which produce most of the activation in the accelerator chain;
- personal dosimeters read out daily for every person entering the tunnel."""

TARGET = r"""2.2 Target and capture solenoid

A 2 MW proton beam of 5 GeV hits a graphite target inside a 20 T capture solenoid. The superconducting coils are protected by a tungsten-carbide shield of 1.2 m radial thickness, cooled by helium gas, which absorbs about 95% of the 1.4 MW deposited outside the target. With this shield the peak dose in the coil insulation is 8 MGy over ten years of operation, below the 10 MGy limit assumed for the insulation. The field tapers adiabatically from 20 T to 1.5 T over 15 m. Graphite targets have survived 1 MW beams at T2K, but a 2 MW graphite target has not been demonstrated, and a liquid-metal target is kept as the fallback."""

ML = r"""5.3 Machine learning in reconstruction

Graph neural networks (GNNs) are used to reject tracker hits from the beam-induced background, which exceed the signal hits by a factor of about 1000 in the innermost layers. In simulation, a GNN trained on timing and cluster-shape information keeps 98% of signal hits while rejecting 99.7% of background hits. The network processes an event in 12 ms on a single GPU, about 20 times faster than the combinatorial track finder. A boosted decision tree (BDT) for photon identification performs like the cut-based selection at 1 TeV but has a 15% higher efficiency at 5 TeV. None of these algorithms has yet been validated on test-beam data."""

P5 = r"""8.1 The P5 recommendation and staging

The 2023 report of the US Particle Physics Project Prioritization Panel (P5) recommended an R&D programme towards a 10 TeV parton centre-of-mass collider and named a muon collider as a possible path to it [3]. The report did not recommend construction; it asked for a demonstrator facility by the end of the decade. A staged approach would first build a 3 TeV collider with a luminosity of $1.8 \times 10^{34}\,\mathrm{cm^{-2}s^{-1}}$, followed by a 10 TeV stage reaching $2 \times 10^{35}\,\mathrm{cm^{-2}s^{-1}}$ in a larger ring. The first stage could begin operation in the late 2040s at the earliest, if the demonstrator is successful. A site at Fermilab would allow reuse of the existing proton infrastructure, but the 10 TeV ring would not fit within the present site boundary."""

COLLAB = r"""8.3 Collaboration milestones

The International Muon Collider Collaboration (IMCC) was formed in 2020 under the auspices of CERN and now counts more than 60 institutes. Its main milestones are:
• 2026: interim report on the demonstrator design;
• 2027: decision on the demonstrator site;
• 2029: first beam in the cooling demonstrator, provided funding is approved in 2027;
• 2032: conceptual design report of the collider.
A memorandum of understanding with the US muon collider R&D programme was signed in 2025. The collaboration is expected to grow to about 100 institutes by 2030."""

TAB_PARAMS = r"""Table 3: Main parameters of the two collider stages.

| Parameter | Unit | 3 TeV | 10 TeV |
|---|---|---|---|
| Luminosity | $10^{34}$ cm$^{-2}$s$^{-1}$ | 1.8 | 20 |
| Circumference | km | 4.5 | 10 |
| Muons per bunch | $10^{12}$ | 2.2 | 1.8 |
| Repetition rate | Hz | 5 | 5 |
| Beam power | MW | 5.3 | 14.4 |
| $\beta^*$ | mm | 5 | 1.5 |
| Bunch length (rms) | mm | 5 | 1.5 |"""

TOC = r"""Contents

1 Introduction ........................ 1
2 Muon sources ........................ 5
  2.2 Target and capture solenoid ........................ 7
  2.4 A positron-driven source without cooling ........................ 11
  2.6 nuSTORM as the first stage of the muon collider ........................ 14
3 Accelerator systems ........................ 17
  3.1 Klystrons at 80% efficiency ........................ 18
4 Physics opportunities ........................ 25
  4.2 The s-channel Higgs factory ........................ 28
5 Detector and reconstruction ........................ 36
6 Sustainability: the lowest energy per luminosity ........................ 41
7 Radiation protection ........................ 45
  7.2 Eliminating the neutrino radiation hazard ........................ 47
8 Strategy and organisation ........................ 52"""

REFS = r"""References

[3] Particle Physics Project Prioritization Panel, Pathways to discovery in particle physics, 2023.
[8] MICE Collaboration, Transverse emittance reduction in muon ionization cooling, 2020.
[14] J. Halvorsen et al., A Higgs factory at 125 GeV with 0.003% energy spread, Eur. Phys. J. C 84 (2024) 112.
[15] T. Okafor, Energy calibration from muon spin precession to $10^{-6}$, JINST 17 (2022) P09002.
[22] K. Lindqvist and M. Rossi, Multi-beam klystrons with 80% efficiency, JINST 18 (2023) P04011.
[31] S. Novak, The muon collider as the most sustainable multi-TeV collider, Phys. Rev. Accel. Beams 27 (2024) 051001.
[41] A. Berg et al., Eliminating the neutrino radiation hazard with beam wobbling, arXiv:2405.01234.
[52] P. Chen, Muon beam dumps discover light dark matter, JHEP 03 (2025) 077."""

KEYFACTS = r"""Key facts

• Energy: 10 TeV, after a 3 TeV first stage
• Luminosity: $2 \times 10^{35}$ cm$^{-2}$s$^{-1}$
• Grid power: ≈ 230 MW
• Ring depth: ≥ 200 m
• First collisions: 2045
• Institutes: 100"""

CAPTIONS = r"""Figure 12: Dose to the public versus ring depth for the 3 and 10 TeV stages; the dashed line marks the 0.1 mSv per year goal.
Figure 13: Background rejection of the GNN hit filter as a function of signal efficiency (simulation).
Figure 14: Klystron efficiency by year of construction; the shaded band shows the 80% target.
Figure 15: The muon collider surpasses HL-LHC on every Higgs coupling.
Figure 16: Simulated Higgs line-shape scan at $\sqrt{s} \approx 125$ GeV for $R = 0.003\%$."""

ABSTRACT = r"""Abstract

We review the status of the muon collider design towards a 10 TeV facility. We discuss how a positron-driven source could remove the need for ionisation cooling, and argue that beam wobbling can eliminate the neutrino radiation hazard. A sustainability analysis shows the muon collider to have the lowest energy per luminosity of the multi-TeV colliders considered. Finally, we outline a staged plan beginning with a 3 TeV collider at Fermilab."""

# ---------------------------------------------------------------------------------------------
# Cases
# ---------------------------------------------------------------------------------------------

CASES = [
    # ----- qualifier_cut: the claim drops a qualifier of the quoted sentence -----
    A("qc01", "qualifier_cut", "What energy spread does the cooling channel reach for the Higgs factory?", HIGGS,
      "The cooling channel reaches a relative energy spread of R = 0.003%, so the Higgs factory has the required spread.",
      r"In our simulation the cooling channel reaches $R = 0.003\%$", evidence2=HIGGS_LUMI),
    A("qc02", "qualifier_cut", "Can the Higgs line shape be resolved at a muon collider?", HIGGS,
      "The beam energy spread of a muon collider Higgs factory is wider than the 4.1 MeV Higgs width, so the line shape "
      "cannot be resolved.",
      "The Higgs width of about 4.1 MeV is, however, narrower than the beam energy spread"),
    A("qc03", "qualifier_cut", "When will the first stage start operating?", P5,
      "The 3 TeV first stage will begin operation in the late 2040s.",
      "The first stage could begin operation in the late 2040s", evidence2=COLLAB),
    A("qc04", "qualifier_cut", "When is first beam expected in the cooling demonstrator?", COLLAB,
      "First beam in the cooling demonstrator is scheduled for 2029 regardless of funding.",
      "2029: first beam in the cooling demonstrator"),
    A("qc05", "qualifier_cut", "How much do the arc movers reduce the neutrino dose?", NUDOSE,
      "According to the report, the movers in the arcs have reduced the neutrino dose at the surface by a factor of about 10.",
      "Movers in the arcs that vary the beam direction slightly spread the cone and are expected to reduce the dose by a "
      "factor of about 10 [41]", evidence2=RADPROT),
    A("qc06", "qualifier_cut", "Can a 10 TeV muon collider reach the thermal Higgsino?", DM,
      "The thermal Higgsino at 1.1 TeV is within reach of the muon collider with any tracker layout.",
      "The Higgsino, with a thermal mass of 1.1 TeV, is within reach"),
    A("qc07", "qualifier_cut", "Will the muon collider discover wino dark matter?", DM,
      "A 10 TeV muon collider will discover the 2.9 TeV thermal wino; this has been confirmed with full simulation.",
      "A 10 TeV muon collider could discover a pure wino with a mass of 2.9 TeV"),
    A("qc08", "qualifier_cut", "How well does the GNN hit filter perform?", ML,
      "In operation with the real detector, the GNN keeps 98% of signal hits while rejecting 99.7% of background hits.",
      "a GNN trained on timing and cluster-shape information keeps 98% of signal hits while rejecting 99.7% of background "
      "hits", evidence2=CAPTIONS),
    A("qc09", "qualifier_cut", "Have the BPM electronics been tested under radiation?", INSTR,
      "The BPM electronics have been tested in a radiation environment comparable to the 10 MGy per year expected at the "
      "arc midplane.",
      "The BPM electronics have not yet been tested in a radiation environment comparable to the 10 MGy per year expected "
      "at the arc midplane from muon decays."),
    A("qc10", "qualifier_cut", "What neutrino beam does nuSTORM provide?", NUSTORM,
      "nuSTORM already provides a neutrino beam whose flux is known to better than 1%, from muons of 1–6 GeV/c stored in "
      "a 480 m racetrack ring.",
      "nuSTORM would store muons of 1–6 GeV/c momentum in a racetrack ring of about 480 m circumference, providing a "
      "neutrino beam whose flux is known to better than 1%"),
    A("qc11", "qualifier_cut", "When can personnel enter the collider tunnel?", RADPROT,
      "Personnel may enter the collider tunnel immediately after the beam is stopped.",
      "Access to the collider tunnel is allowed", evidence2=NUDOSE),
    A("qc12", "qualifier_cut", "How are the 325 MHz cooling cavities powered?", RF,
      "The 325 MHz cooling cavities are powered by solid-state amplifiers rather than klystrons.",
      "Solid-state amplifiers could replace klystrons for the 325 MHz cooling cavities"),

    # ----- other_machine: a figure of another machine/stage given to the muon collider -----
    A("om01", "other_machine", "What is the energy per integrated luminosity of the muon collider at 3 TeV?", SUSTAIN,
      "At 3 TeV the muon collider needs 3.0 GWh per fb^-1 of integrated luminosity.",
      r"the 3.0 GWh/fb$^{-1}$ estimated for CLIC at 3 TeV", evidence2=TAB_ENERGY),
    A("om02", "other_machine", "How much grid power does the 10 TeV muon collider draw?", TAB_ENERGY,
      "The 10 TeV muon collider draws 560 MW of grid power.",
      "FCC-hh | 100 | 560 | 2.4"),
    A("om03", "other_machine", "What efficiency has the muon collider klystron prototype reached?", RF,
      "The muon collider's multi-beam klystron prototype has reached an efficiency of 70%.",
      "whose 400 MHz prototype reached 70% [22]"),
    A("om04", "other_machine", "How precisely is the bottom Yukawa coupling measured at 10 TeV?", TAB_COUPLINGS,
      "At the 10 TeV stage the muon collider measures κ_b to a precision of 3.6%.",
      r"| $\kappa_b$ | 0.8 | 0.4 | 3.6 |"),
    A("om05", "other_machine", "Up to which wino mass does a 10 TeV muon collider reach?", DM,
      "A 10 TeV muon collider reaches winos up to 3.3 TeV with 30 ab^-1.",
      "FCC-hh at 100 TeV is projected to reach winos up to 3.3 TeV with 30 ab$^{-1}$", evidence2=VBF),
    A("om06", "other_machine", "What luminosity does the present design of the Higgs factory reach?", HIGGS_LUMI,
      "In the present design the 125 GeV Higgs factory reaches a luminosity of 8 × 10^31 cm^-2 s^-1 with a spread of 0.004%.",
      r"the earlier US MAP design assumed $8 \times 10^{31}\,\mathrm{cm^{-2}s^{-1}}$ with a spread of 0.004%"),
    A("om07", "other_machine", "How precisely is the beam energy known at the Higgs factory?", HIGGS_LUMI,
      "The beam energy at the muon collider Higgs factory is known to a relative precision of 10^-5 from resonant "
      "depolarisation.",
      r"the $10^{-5}$ that LEP reached with resonant depolarisation", evidence2=HIGGS),
    A("om08", "other_machine", "What has the cooling demonstrator achieved?", NUSTORM,
      "The IMCC cooling demonstrator reduced the transverse emittance of a 140 MeV/c muon beam by 5.2 ± 0.8%.",
      "The MICE experiment demonstrated ionisation cooling of a 140 MeV/c muon beam, reducing its transverse emittance by "
      "5.2 ± 0.8% in a liquid-hydrogen absorber [8]", evidence2=COLLAB),
    A("om09", "other_machine", "Has the muon collider target been run at high beam power?", TARGET,
      "The muon collider target station has already been operated with 1 MW beams.",
      "Graphite targets have survived 1 MW beams at T2K"),
    A("om10", "other_machine", "What luminosity does the 10 TeV stage reach?", P5,
      r"The 10 TeV stage reaches a luminosity of 1.8 × 10^34 cm^-2 s^-1.",
      r"A staged approach would first build a 3 TeV collider with a luminosity of $1.8 \times 10^{34}\,\mathrm{cm^{-2}s^{-1}}$"),
    A("om11", "other_machine", "How large is the muon collider ring?", NUSTORM,
      "The muon collider ring has a circumference of about 480 m.",
      "in a racetrack ring of about 480 m circumference", evidence2=TAB_PARAMS),
    A("om12", "other_machine", "How much grid power does a 3 TeV muon collider need?", TAB_ENERGY,
      "A 3 TeV muon collider draws 550 MW of grid power.",
      "CLIC | 3 | 550 | 3.0"),

    # ----- goal_as_result: a goal, requirement or design value stated as achieved -----
    A("gr01", "goal_as_result", "What efficiency do the klystrons reach?", RF,
      "The multi-beam klystron has reached an efficiency of 80% on the test stand.",
      "while the target for series production is 80%"),
    A("gr02", "goal_as_result", "What is the neutrino dose to the public?", NUDOSE,
      "The effective dose to the public from neutrinos has been measured to be below 0.1 mSv per year.",
      "To keep the effective dose to the public below 0.1 mSv per year", evidence2=CAPTIONS),
    A("gr03", "goal_as_result", "What luminosity does the 10 TeV stage reach?", TAB_PARAMS,
      "The 10 TeV stage has reached a luminosity of 20 × 10^34 cm^-2 s^-1 in operation.",
      "| Luminosity | $10^{34}$ cm$^{-2}$s$^{-1}$ | 1.8 | 20 |"),
    A("gr04", "goal_as_result", "What orbit resolution do the collider-ring BPMs achieve?", INSTR,
      "The collider-ring BPMs have demonstrated a single-turn orbit resolution of 1 µm.",
      "Beam position monitors (BPMs) in the collider ring must resolve the orbit to 1 µm in a single turn"),
    A("gr05", "goal_as_result", "What annual doses do the personnel receive?", RADPROT,
      "The individual doses of the personnel have been kept at 6 mSv per year.",
      "the design goal is 6 mSv per year for any individual"),
    A("gr06", "goal_as_result", "How many institutes are in the collaboration?", COLLAB,
      "The collaboration has grown to about 100 institutes.",
      "The collaboration is expected to grow to about 100 institutes by 2030.", evidence2=KEYFACTS),
    A("gr07", "goal_as_result", "What positron flux does the LEMMA source deliver?", POSITRON,
      "The positron source of the LEMMA scheme delivers a flux of about 10^17 positrons per second.",
      r"A positron flux of $\sim 10^{17}\,\mathrm{s^{-1}}$ would be needed to reach the luminosity of the proton-driven scheme"),
    A("gr08", "goal_as_result", "Has the target station run at full beam power?", TARGET,
      "The target station has demonstrated operation with a 2 MW, 5 GeV proton beam on graphite inside the 20 T solenoid.",
      "A 2 MW proton beam of 5 GeV hits a graphite target inside a 20 T capture solenoid."),
    A("gr09", "goal_as_result", "What beam energy spread has been achieved for the Higgs factory?", HIGGS,
      "The relative beam energy spread has been reduced to 0.004%.",
      r"unless the relative spread is reduced to $R \lesssim 0.004\%$", evidence2=REFS),
    A("gr10", "goal_as_result", "How well do the stripline BPMs measure the orbit in the interaction region?", TAB_DIAG,
      "The stripline BPMs measured the interaction-region orbit with a resolution of 0.5 µm.",
      "| Stripline BPM | orbit (IR) | 0.5 µm | 16 |"),
    A("gr11", "goal_as_result", "Does a muon collider demonstrator exist?", P5,
      "A muon collider demonstrator facility has been completed, as P5 requested.",
      "it asked for a demonstrator facility by the end of the decade"),
    A("gr12", "goal_as_result", "What has the muon beam-dump experiment found?", DUMP,
      "The beam-dump experiment has excluded light scalars coupled to muons with couplings above 10^-6 for masses below "
      "1 GeV.",
      r"with sensitivity to couplings down to $g_\mu \sim 10^{-6}$ for masses below 1 GeV (ref. 52)", evidence2=REFS),

    # ----- role_swap: the two sides of a relation swapped -----
    A("rs01", "role_swap", "How large is the beam-induced background in the tracker?", ML,
      "In the innermost layers the signal hits exceed the beam-induced background hits by a factor of about 1000.",
      "which exceed the signal hits by a factor of about 1000 in the innermost layers"),
    A("rs02", "role_swap", "What limits long-lived particle searches?", DM,
      "In many cases the signal rate, not the beam-induced background, limits the sensitivity of long-lived particle "
      "searches.",
      "in many cases the beam-induced background, not the signal rate, limits the sensitivity"),
    A("rs03", "role_swap", "At which energy is the neutrino dose more important?", NUDOSE,
      "The neutrino dose effect is much more important at 3 TeV than at 10 TeV.",
      "so the effect is much more important at 10 TeV than at 3 TeV", evidence2=KEYFACTS),
    A("rs04", "role_swap", "Which RF sources are foreseen for the cooling cavities?", RF,
      "Klystrons could replace solid-state amplifiers for the 325 MHz cooling cavities.",
      "Solid-state amplifiers could replace klystrons for the 325 MHz cooling cavities"),
    A("rs05", "role_swap", "Which vector boson fusion process is more frequent at 10 TeV?", VBF,
      "ZZ fusion is typically about ten times more frequent than WW fusion at 10 TeV.",
      "WW fusion is typically about ten times more frequent than ZZ fusion at these energies."),
    A("rs06", "role_swap", "Which process dominates Higgs production at 10 TeV?", VBF,
      "At 10 TeV, Higgsstrahlung (μ+μ- → Zh) dominates Higgs production over vector boson fusion.",
      r"At $\sqrt{s} = 10$ TeV, vector boson fusion dominates Higgs production", evidence2=TAB_COUPLINGS),
    A("rs07", "role_swap", "How would nuSTORM be staged with the collider?", NUSTORM,
      "In the staged programme the muon collider is built first and nuSTORM follows it.",
      "A staged programme in which nuSTORM precedes the collider would test the front end at low intensity before the "
      "collider is approved."),
    A("rs08", "role_swap", "How does the field vary along the capture solenoid?", TARGET,
      "Along the capture channel the field rises from 1.5 T at the target to 20 T over 15 m.",
      "The field tapers adiabatically from 20 T to 1.5 T over 15 m."),
    A("rs09", "role_swap", "Why is a muon collider suited to s-channel Higgs production?", HIGGS,
      "The s-channel Higgs rate is larger for electrons than for muons by (m_μ/m_e)^2 ≈ 4.3 × 10^4.",
      r"the s-channel rate is larger for muons than for electrons by $(m_\mu/m_e)^2 \approx 4.3 \times 10^4$ [14]",
      evidence2=HIGGS_LUMI),
    A("rs10", "role_swap", "Where is the cryogenic power used?", SUSTAIN,
      "Most of the cryogenic power is used by the final focus and the detector solenoid, and the rest by the collider-ring "
      "magnets.",
      "Most of the cryogenic power is used by the collider-ring magnets, and the rest by the final focus and the detector "
      "solenoid."),
    A("rs11", "role_swap", "How does the beam energy spread compare with the Higgs width?", HIGGS,
      "The beam energy spread is normally narrower than the Higgs width of about 4.1 MeV.",
      r"The Higgs width of about 4.1 MeV is, however, narrower than the beam energy spread unless the relative spread is "
      r"reduced to $R \lesssim 0.004\%$."),
    A("rs12", "role_swap", "How does the luminosity at 125 GeV compare with the 3 TeV stage?", HIGGS_LUMI,
      "The luminosity at the 3 TeV stage is roughly 200 times lower than at 125 GeV.",
      "roughly 200 times lower than at the 3 TeV stage", evidence2=TAB_PARAMS),

    # ----- quantifier: all/always/none/every/never drawn from most/some/typically -----
    A("qn01", "quantifier", "What limits the sensitivity of displaced-vertex searches?", DM,
      "The beam-induced background always limits the sensitivity of the displaced-vertex searches.",
      "Long-lived particles with decay lengths of 1–100 cm are searched for with displaced vertices; in many cases the "
      "beam-induced background"),
    A("qn02", "quantifier", "How do WW and ZZ fusion rates compare?", VBF,
      "WW fusion is always exactly ten times more frequent than ZZ fusion, at every collision energy.",
      "WW fusion is typically about ten times more frequent than ZZ fusion"),
    A("qn03", "quantifier", "Which BPM pickups are used in the collider ring?", INSTR,
      "Button pickups are used in every part of the collider ring, including the interaction region.",
      "Button pickups are foreseen for most of the ring", evidence2=TAB_DIAG),
    A("qn04", "quantifier", "What uses the cryogenic power?", SUSTAIN,
      "All of the cryogenic power is used by the collider-ring magnets.",
      "Most of the cryogenic power is used by the collider-ring magnets"),
    A("qn05", "quantifier", "Where does the activation in the accelerator chain come from?", RADPROT,
      "All of the activation in the accelerator chain comes from the rapid-cycling synchrotrons.",
      "local shielding of the injection and extraction regions of the rapid-cycling synchrotrons, which produce most of the "
      "activation in the accelerator chain"),
    A("qn06", "quantifier", "How do the muon collider Higgs coupling projections compare with HL-LHC?", TAB_COUPLINGS,
      "At both stages the muon collider measures every Higgs coupling more precisely than HL-LHC.",
      r"| $\kappa_W$ | 0.4 | 0.1 | 1.7 |", evidence2=CAPTIONS),
    A("qn07", "quantifier", "How much of the deposited power does the shield absorb?", TARGET,
      "The tungsten-carbide shield absorbs all of the 1.4 MW deposited outside the target.",
      "which absorbs about 95% of the 1.4 MW deposited outside the target"),
    A("qn08", "quantifier", "Where is the neutrino dose at the surface significant?", NUDOSE,
      "The neutrino dose at the exit points is negligible everywhere along the ring.",
      "Over most of the arc length the dose at the exit points is negligible", evidence2=KEYFACTS),
    A("qn09", "quantifier", "What signal efficiency does the GNN hit filter have?", ML,
      "In simulation the GNN keeps every signal hit while rejecting 99.7% of background hits.",
      "keeps 98% of signal hits while rejecting 99.7% of background hits"),
    A("qn10", "quantifier", "How much energy do the forward muons in ZZ fusion carry?", VBF,
      "The forward muons from ZZ fusion carry all of the beam energy.",
      "The forward muons from ZZ fusion carry most of the beam energy"),
    A("qn11", "quantifier", "How quickly is a klystron trip recovered?", RF,
      "A klystron trip is always recovered within one acceleration cycle.",
      "In most cases a klystron trip is recovered within one acceleration cycle.", evidence2=TAB_ENERGY),
    A("qn12", "quantifier", "What does the muon collider share with a neutrino factory?", NUSTORM,
      "The muon collider and a neutrino factory share all of their accelerator systems, including the storage ring.",
      "The same front end (target, capture solenoid and buncher) is needed by the muon collider and by a neutrino factory"),

    # ----- comparison: superlatives and comparisons the chunk does not support -----
    A("cp01", "comparison", "How does the muon collider's energy per luminosity compare with other colliders?", SUSTAIN,
      "At about 0.6 GWh/fb^-1, the muon collider has the lowest energy per integrated luminosity of any collider ever "
      "proposed.",
      r"This corresponds to an energy per integrated luminosity of about 0.6 GWh/fb$^{-1}$ [31]"),
    A("cp02", "comparison", "Which stage is more energy efficient?", TAB_ENERGY,
      "The 3 TeV muon collider has a lower energy per luminosity than the 10 TeV stage.",
      "Muon collider | 3 | 150 | 1.1"),
    A("cp03", "comparison", "How does the energy calibration compare with LEP?", HIGGS_LUMI,
      "Spin-precession calibration at the muon collider is more than a hundred times more precise than LEP's resonant "
      "depolarisation.",
      r"giving a relative precision of $\sim 10^{-6}$ [15], ten times better than the $10^{-5}$ that LEP reached with "
      r"resonant depolarisation"),
    A("cp04", "comparison", "How does the required positron flux compare with existing sources?", POSITRON,
      "The positron flux needed by LEMMA is about twice what the best existing positron source delivers.",
      "about 100 times more than any existing positron source delivers", evidence2=NUSTORM),
    A("cp05", "comparison", "How efficient is the muon collider MBK compared with other klystrons?", RF,
      "The muon collider MBK is the most efficient klystron built so far, ahead of the CLIC and FCC-ee prototype.",
      "A multi-beam klystron (MBK) with 10 beamlets has reached an efficiency of 68% on the test stand"),
    A("cp06", "comparison", "How does the BDT photon identification compare with the cut-based selection at 1 TeV?", ML,
      "At 1 TeV the BDT clearly outperforms the cut-based photon selection.",
      "A boosted decision tree (BDT) for photon identification performs like the cut-based selection at 1 TeV"),
    A("cp07", "comparison", "Is the muon Yukawa coupling measured better at 3 TeV than at HL-LHC?", TAB_COUPLINGS,
      "At 3 TeV the muon collider measures κ_μ more precisely than HL-LHC.",
      r"| $\kappa_\mu$ | 5.1 | 2.0 | 4.6 |"),
    A("cp08", "comparison", "When was the IMCC formed?", COLLAB,
      "The IMCC, formed in 2020 under the auspices of CERN, was the first international collaboration ever to study a "
      "muon collider.",
      "The International Muon Collider Collaboration (IMCC) was formed in 2020 under the auspices of CERN",
      evidence2=P5),
    A("cp09", "comparison", "How does the wino reach compare with FCC-hh?", DM,
      "The 10 TeV muon collider reaches heavier winos than FCC-hh, up to 2.9 TeV.",
      "A 10 TeV muon collider could discover a pure wino with a mass of 2.9 TeV"),
    A("cp10", "comparison", "How much larger is the neutrino dose at 10 TeV than at 3 TeV?", NUDOSE,
      "Because the dose grows as E^3, the neutrino dose at 10 TeV is about three times the dose at 3 TeV.",
      "The dose grows approximately as $E^3$ with the beam energy", evidence2=CAPTIONS),
    A("cp11", "comparison", "How do the bunch populations of the two stages compare?", TAB_PARAMS,
      "The 10 TeV stage has more muons per bunch than the 3 TeV stage.",
      "| Muons per bunch | $10^{12}$ | 2.2 | 1.8 |"),
    A("cp12", "comparison", "How do VBF and Zh production compare at 10 TeV?", VBF,
      "Vector boson fusion produces about 100 times more Higgs bosons than μ+μ- → Zh at 10 TeV.",
      r"about $8.5 \times 10^6$ Higgs bosons are produced with 10 ab$^{-1}$, compared with $\sim 10^4$ from "
      r"$\mu^+\mu^- \to Zh$"),

    # ----- non_body: heading, caption, contents line, reference title, key fact or abstract plan as the quote -----
    A("nb01", "non_body", "Does the positron-driven source need cooling?", TOC,
      "The positron-driven muon source works without any ionisation cooling.",
      "2.4 A positron-driven source without cooling"),
    A("nb02", "non_body", "What efficiency do the klystrons reach?", TOC,
      "The klystrons of the muon collider operate at 80% efficiency.",
      "3.1 Klystrons at 80% efficiency"),
    A("nb03", "non_body", "Has the neutrino radiation hazard been solved?", TOC,
      "The neutrino radiation hazard of the muon collider has been eliminated.",
      "7.2 Eliminating the neutrino radiation hazard", evidence2=NUDOSE),
    A("nb04", "non_body", "What is the first stage of the muon collider?", TOC,
      "nuSTORM is the first stage of the muon collider.",
      "2.6 nuSTORM as the first stage of the muon collider", evidence2=NUSTORM),
    A("nb05", "non_body", "Is the muon collider the most sustainable option?", REFS,
      "The muon collider is the most sustainable multi-TeV collider.",
      "The muon collider as the most sustainable multi-TeV collider"),
    A("nb06", "non_body", "Have muon beam dumps found dark matter?", REFS,
      "Muon beam dumps have discovered light dark matter.",
      "Muon beam dumps discover light dark matter"),
    A("nb07", "non_body", "What energy spread has the Higgs factory achieved?", REFS,
      "The Higgs factory at 125 GeV achieves an energy spread of 0.003%.",
      "A Higgs factory at 125 GeV with 0.003% energy spread", evidence2=HIGGS),
    A("nb08", "non_body", "When will the muon collider have first collisions?", KEYFACTS,
      "The muon collider will have its first collisions in 2045.",
      "• First collisions: 2045", evidence2=P5),
    A("nb09", "non_body", "How many institutes does the collaboration have?", KEYFACTS,
      "According to the report, the collaboration has 100 institutes.",
      "• Institutes: 100"),
    A("nb10", "non_body", "How does the muon collider compare with HL-LHC on Higgs couplings?", CAPTIONS,
      "The muon collider surpasses HL-LHC on every Higgs coupling.",
      "Figure 15: The muon collider surpasses HL-LHC on every Higgs coupling.", evidence2=TAB_COUPLINGS),
    A("nb11", "non_body", "Have the klystrons reached the efficiency target?", CAPTIONS,
      "Klystron efficiency has reached the 80% target.",
      "Figure 14: Klystron efficiency by year of construction; the shaded band shows the 80% target."),
    A("nb12", "non_body", "Can beam wobbling remove the neutrino radiation hazard?", ABSTRACT,
      "Beam wobbling eliminates the neutrino radiation hazard.",
      "argue that beam wobbling can eliminate the neutrino radiation hazard"),

    # ----- number: a changed number, prefix, exponent or bound, or a figure moved -----
    A("nu01", "number", "What is the peak s-channel cross section with the beam energy spread?", HIGGS,
      "After convolution with the beam energy spread, the peak cross section is about 70 pb.",
      "The peak cross section after convolution with the energy spread is about 22 pb, compared with 70 pb for a beam "
      "without spread (ref. 9)."),
    A("nu02", "number", "How deep must the 10 TeV ring be?", NUDOSE,
      "A 10 TeV ring in flat terrain may be placed at a depth of at most 200 m.",
      "a 10 TeV ring in flat terrain must be placed at a depth of at least 200 m", evidence2=KEYFACTS),
    A("nu03", "number", "What resolution does the bunch-length measurement have?", INSTR,
      "The streak camera measures the bunch length with a resolution of 30 ns.",
      "The bunch length is measured with a streak camera to a resolution of 30 ps"),
    A("nu04", "number", "What is β* at the 10 TeV stage?", TAB_PARAMS,
      "β* at the 10 TeV stage is 5 mm.",
      r"| $\beta^*$ | mm | 5 | 1.5 |"),
    A("nu05", "number", "What field does the capture solenoid have at the target?", TARGET,
      "The graphite target sits inside a 15 T capture solenoid.",
      "A 2 MW proton beam of 5 GeV hits a graphite target inside a 20 T capture solenoid.", evidence2=NUSTORM),
    A("nu06", "number", "How much grid power does the 10 TeV collider draw?", SUSTAIN,
      "The 10 TeV collider is expected to draw about 230 kW of grid power.",
      "The 10 TeV collider is expected to draw about 230 MW¹ of grid power"),
    A("nu07", "number", "How efficient is muon pair production in the LEMMA target?", POSITRON,
      "About 10^-5 muon pairs are produced per positron on the 3 mm beryllium target.",
      r"about $10^{-7}$ muon pairs per positron on a 3 mm beryllium target"),
    A("nu08", "number", "Which decay lengths do the long-lived particle searches cover?", DM,
      "Long-lived particles with decay lengths of 1 to 100 m are searched for with displaced vertices.",
      "Long-lived particles with decay lengths of 1–100 cm are searched for with displaced vertices"),
    A("nu09", "number", "What luminosity does the 10 TeV stage reach?", P5,
      "The 10 TeV stage would reach a luminosity of 2 × 10^34 cm^-2 s^-1.",
      r"followed by a 10 TeV stage reaching $2 \times 10^{35}\,\mathrm{cm^{-2}s^{-1}}$ in a larger ring",
      evidence2=TAB_PARAMS),
    A("nu10", "number", "What is the energy per luminosity of the 10 TeV muon collider?", TAB_ENERGY,
      "The 10 TeV muon collider needs 6 GWh per fb^-1 of integrated luminosity.",
      "Muon collider | 10 | 230 | 0.6"),
    A("nu11", "number", "How fast is the GNN?", ML,
      "The GNN processes an event in 12 µs on a single GPU.",
      "The network processes an event in 12 ms on a single GPU"),
    A("nu12", "number", "How much luminosity would the Higgs factory collect?", HIGGS_LUMI,
      "The Higgs factory would collect about 5 fb^-1 per year.",
      r"A five-year run would therefore collect about 5 fb$^{-1}$"),

    # ----- other_language: a claim in another language contradicting the quote -----
    A("ol01", "other_language", "Wie tief muss der 10-TeV-Ring liegen?", NUDOSE,
      "Ein 10-TeV-Ring in flachem Gelände darf höchstens 200 m tief liegen.",
      "a 10 TeV ring in flat terrain must be placed at a depth of at least 200 m"),
    A("ol02", "other_language", "Quel rendement le klystron multi-faisceaux a-t-il atteint ?", RF,
      "Le klystron multi-faisceaux a atteint un rendement de 80 % au banc d'essai.",
      "A multi-beam klystron (MBK) with 10 beamlets has reached an efficiency of 68% on the test stand",
      evidence2=CAPTIONS),
    A("ol03", "other_language", "Did the P5 report recommend building a muon collider?", P5,
      "El informe P5 recomendó la construcción de un colisionador de muones.",
      "The report did not recommend construction"),
    A("ol04", "other_language", "Have the reconstruction algorithms been validated?", ML,
      "Tutti questi algoritmi sono già stati validati con dati di fascio di prova.",
      "None of these algorithms has yet been validated on test-beam data."),
    A("ol05", "other_language", "Foram o nuSTORM e a fábrica de neutrinos aprovados?", NUSTORM,
      "O nuSTORM e a fábrica de neutrinos já foram aprovados.",
      "Neither nuSTORM nor a neutrino factory has been approved yet.", evidence2=COLLAB),
    A("ol06", "other_language", "How does the luminosity at 125 GeV compare with the 3 TeV stage?", HIGGS_LUMI,
      "Die Luminosität bei 125 GeV ist etwa 200-mal höher als bei der 3-TeV-Stufe.",
      "roughly 200 times lower than at the 3 TeV stage"),
    A("ol07", "other_language", "A-t-on démontré une cible en graphite de 2 MW ?", TARGET,
      "Une cible en graphite de 2 MW a déjà été démontrée.",
      "a 2 MW graphite target has not been demonstrated"),
    A("ol08", "other_language", "¿Cuál es la tasa de repetición del colisionador?", TAB_PARAMS,
      "La tasa de repetición es de 50 Hz en ambas etapas.",
      "| Repetition rate | Hz | 5 | 5 |", evidence2=P5),
    A("ol09", "other_language", "At what angles do the ZZ-fusion forward muons leave the detector?", VBF,
      "I muoni in avanti della fusione ZZ escono dal rivelatore ad angoli superiori a 10°.",
      "leave the detector at angles below 10°"),
    A("ol10", "other_language", "Quando é permitido o acesso ao túnel?", RADPROT,
      "O acesso ao túnel do colisionador é permitido após um arrefecimento de no máximo 4 horas.",
      "Access to the collider tunnel is allowed only after a cool-down of at least 4 hours"),
    A("ol11", "other_language", "How does the energy per luminosity compare with CLIC?", SUSTAIN,
      "Der Energieverbrauch pro Luminosität des Myon-Colliders ist fünfmal höher als der von CLIC bei 3 TeV.",
      r"five times lower than the 3.0 GWh/fb$^{-1}$ estimated for CLIC at 3 TeV with the same method",
      evidence2=TAB_ENERGY),
    A("ol12", "other_language", "Has the beam dump been optimised for physics?", DUMP,
      "Le dump a été optimisé pour la physique et aucune étude supplémentaire n'est prévue.",
      "The dump has not been optimised for physics, and a dedicated study is planned for 2027."),

    # ===== honest: paraphrase =====
    H("hp01", "paraphrase", "How thick is the shield around the capture solenoid coils?", TARGET,
      "The superconducting coils of the capture solenoid are shielded by tungsten carbide 1.2 m thick in the radial "
      "direction, which is cooled with helium gas.",
      "The superconducting coils are protected by a tungsten-carbide shield of 1.2 m radial thickness, cooled by helium gas"),
    H("hp02", "paraphrase", "How efficient is muon production in the positron-driven scheme?", POSITRON,
      "According to the report, the efficiency is very low: the positron-driven scheme gives only about 10^-7 muon pairs "
      "per positron on a 3 mm beryllium target.",
      r"The production efficiency is, however, very low: about $10^{-7}$ muon pairs per positron on a 3 mm beryllium target."),
    H("hp03", "paraphrase", "What centre-of-mass energy would a fixed-target programme with the muon beam reach?", DUMP,
      "Sending the 5 TeV muon beam onto a 1 m tungsten target would give a centre-of-mass energy of about 100 GeV per "
      "muon–nucleon collision.",
      "A fixed-target programme with the 5 TeV muon beam on a 1 m tungsten target would reach a centre-of-mass energy of "
      "about 100 GeV per muon–nucleon collision."),
    H("hp04", "paraphrase", "Did P5 recommend building a muon collider?", P5,
      "The P5 report did not recommend building a muon collider; instead it asked for a demonstrator facility by the end "
      "of the decade.",
      "The report did not recommend construction; it asked for a demonstrator facility by the end of the decade.",
      evidence2=COLLAB),
    H("hp05", "paraphrase", "How are the bunch length and intensity measured?", INSTR,
      "The paper states that the bunch length is measured by a streak camera with a resolution of 30 ps, while a "
      "wall-current monitor gives the bunch intensity to about 1%.",
      r"The bunch length is measured with a streak camera to a resolution of 30 ps, and a wall-current monitor gives the "
      r"bunch intensity to $\sim 1\%$.", evidence2=TAB_DIAG),
    H("hp06", "paraphrase", "What dose to the public is the design aiming for?", NUDOSE,
      "The design aims to keep the effective dose to the public below 0.1 mSv per year, which is one tenth of the 1 mSv "
      "legal limit.",
      "To keep the effective dose to the public below 0.1 mSv per year, a tenth of the 1 mSv legal limit"),

    # ===== honest: merged (one quote over two adjacent sentences) =====
    H("hm01", "merged", "What are the advantages and drawbacks of the positron-driven source?", POSITRON,
      "In the positron-driven scheme the muons are produced with a small emittance, so no ionisation cooling would be "
      "required, but the production efficiency is very low.",
      "The muons are produced with a small emittance, so that no ionisation cooling would be required. The production "
      "efficiency is, however, very low"),
    H("hm02", "merged", "What are the conditions for access to the collider tunnel?", RADPROT,
      "Tunnel access is allowed only after at least 4 hours of cool-down, when the residual dose rate at 40 cm from the "
      "cryostats has fallen below 100 µSv/h, and the legal limit for Category A workers is 20 mSv per year.",
      "Access to the collider tunnel is allowed only after a cool-down of at least 4 hours, when the residual dose rate at "
      "40 cm from the cryostats has fallen below 100 µSv/h. The legal limit for Category A workers is 20 mSv per year"),
    H("hm03", "merged", "How well and how fast does the GNN hit filter work?", ML,
      "In simulation the GNN keeps 98% of signal hits and rejects 99.7% of background hits, and the network processes an "
      "event in 12 ms on a single GPU.",
      "In simulation, a GNN trained on timing and cluster-shape information keeps 98% of signal hits while rejecting 99.7% "
      "of background hits. The network processes an event in 12 ms on a single GPU"),
    H("hm04", "merged", "What are the recent and expected developments of the collaboration?", COLLAB,
      "A memorandum of understanding with the US muon collider R&D programme was signed in 2025, and the collaboration "
      "is expected to grow to about 100 institutes by 2030.",
      "A memorandum of understanding with the US muon collider R&D programme was signed in 2025. The collaboration is "
      "expected to grow to about 100 institutes by 2030.", evidence2=KEYFACTS),
    H("hm05", "merged", "How well would a line-shape scan measure the Higgs width?", HIGGS,
      "After convolution with the energy spread the peak cross section is about 22 pb (70 pb without spread), and a scan "
      "of 9 energy points with a total integrated luminosity of 5 fb^-1 would measure the width with a statistical "
      "uncertainty of about 5%.",
      "The peak cross section after convolution with the energy spread is about 22 pb, compared with 70 pb for a beam "
      "without spread (ref. 9). A scan of 9 energy points with a total integrated lumi-\nnosity of 5 fb$^{-1}$ would "
      "measure the width with a statistical uncertainty of $\\sim 5\\%$."),
    H("hm06", "merged", "What happens to the spent muon beams?", DUMP,
      "The spent beams are extracted to a dump at the end of each cycle, and a beam-dump experiment placed behind it could "
      "search for light scalars and dark photons coupled to muons.",
      "must be extracted to a dump at the end of each cycle. A beam-dump experiment placed behind the dump could search for "
      "light scalars and dark photons coupled to muons", evidence2=NUSTORM),

    # ===== honest: qualified (the qualifier kept) =====
    H("hq01", "qualified", "What energy spread does the cooling channel reach for the Higgs factory?", HIGGS,
      "In simulation the cooling channel reaches R = 0.003%, but only if the final cooling stage accepts a transverse "
      "emittance 30% larger than the baseline.",
      r"In our simulation the cooling channel reaches $R = 0.003\%$ only if the final cooling stage accepts a transverse "
      r"emittance 30% larger than the baseline."),
    H("hq02", "qualified", "How much do the arc movers reduce the neutrino dose?", NUDOSE,
      "Movers in the arcs that slightly vary the beam direction are expected to reduce the dose by a factor of about 10.",
      "Movers in the arcs that vary the beam direction slightly spread the cone and are expected to reduce the dose by a "
      "factor of about 10 [41]."),
    H("hq03", "qualified", "When could the first stage start operating?", P5,
      "The first 3 TeV stage could begin operation in the late 2040s at the earliest, if the demonstrator is successful.",
      "The first stage could begin operation in the late 2040s at the earliest, if the demonstrator is successful.",
      evidence2=KEYFACTS),
    H("hq04", "qualified", "How reliable are the dark matter projections?", DM,
      "These dark matter projections are based on parametric detector simulation and have not been validated with full "
      "simulation.",
      "These projections are based on parametric detector simulation and have not been validated with full simulation."),
    H("hq05", "qualified", "When is first beam expected in the cooling demonstrator?", COLLAB,
      "First beam in the cooling demonstrator is a 2029 milestone, provided funding is approved in 2027.",
      "2029: first beam in the cooling demonstrator, provided funding is approved in 2027;"),
    H("hq06", "qualified", "Will the muon beams be polarised at the Higgs factory?", HIGGS_LUMI,
      "A polarisation of about 25% is expected to survive the cooling channel without a dedicated spin rotator.",
      "A polarisation of about 25% is expected to survive the cooling channel without a dedicated spin rotator.",
      evidence2=HIGGS),

    # ===== honest: reattributed (quote verbatim in the other chunk than the one cited) =====
    H("hr01", "reattributed", "What fraction of the grid power goes to RF at 10 TeV?", RF,
      "At the 10 TeV stage the RF systems draw about 45% of the grid power.",
      "At the 10 TeV stage the RF systems draw about 45% of the grid power.", cite=2, evidence2=TAB_ENERGY),
    H("hr02", "reattributed", "How much grid power does the 10 TeV muon collider draw?", SUSTAIN,
      "The 10 TeV muon collider draws 230 MW of grid power and needs 0.6 GWh per fb^-1.",
      "Muon collider | 10 | 230 | 0.6", cite=1, evidence2=TAB_ENERGY),
    H("hr03", "reattributed", "What are the dose limits for workers?", NUDOSE,
      "The legal limit for Category A workers is 20 mSv per year, while the design goal is 6 mSv per year for any "
      "individual.",
      "The legal limit for Category A workers is 20 mSv per year, but the design goal is 6 mSv per year for any "
      "individual.", cite=1, evidence2=RADPROT),
    H("hr04", "reattributed", "How do WW and ZZ fusion rates compare at 10 TeV?", VBF,
      "At 10 TeV, WW fusion is typically about ten times more frequent than ZZ fusion.",
      "WW fusion is typically about ten times more frequent than ZZ fusion at these energies.", cite=2,
      evidence2=TAB_COUPLINGS),
    H("hr05", "reattributed", "What muon momenta would nuSTORM store?", TARGET,
      "nuSTORM would store muons with momenta of 1–6 GeV/c in a racetrack ring of about 480 m circumference.",
      "nuSTORM would store muons of 1–6 GeV/c momentum in a racetrack ring of about 480 m circumference", cite=1,
      evidence2=NUSTORM),
    H("hr06", "reattributed", "Has a fast orbit feedback been tested?", INSTR,
      "On a test stand, a prototype fast orbit feedback corrected orbit drifts of 20 µm at a bandwidth of 2 kHz.",
      "A prototype fast orbit feedback corrected orbit drifts of 20 µm at a bandwidth of 2 kHz on a test stand.", cite=2,
      evidence2=TAB_DIAG),

    # ===== honest: reordered =====
    H("ho01", "reordered", "How does the capture field vary?", TARGET,
      "Over 15 m, the field tapers adiabatically from 20 T down to 1.5 T.",
      "The field tapers adiabatically from 20 T to 1.5 T over 15 m."),
    H("ho02", "reordered", "Why is a forward muon tagger needed?", VBF,
      "A forward muon tagger is needed to separate ZZ from WW fusion, because the forward muons from ZZ fusion carry most "
      "of the beam energy and leave the detector at angles below 10°.",
      "The forward muons from ZZ fusion carry most of the beam energy and leave the detector at angles below 10°, so a "
      "forward muon tagger is needed to separate ZZ from WW fusion."),
    H("ho03", "reordered", "Has the beam dump been optimised for physics?", DUMP,
      "A dedicated study is planned for 2027; the dump has not been optimised for physics.",
      "The dump has not been optimised for physics, and a dedicated study is planned for 2027.", evidence2=NUSTORM),
    H("ho04", "reordered", "What is the status of the positron-driven scheme?", POSITRON,
      "Current studies focus on target heating and on the optics of the positron ring, and the scheme is not yet "
      "considered a baseline option.",
      "The scheme is therefore not yet considered a baseline option; current studies focus on target heating and on the "
      "optics of the positron ring."),
    H("ho05", "reordered", "What dominates the construction carbon footprint?", SUSTAIN,
      "The tunnel concrete dominates the carbon footprint of construction, which could be reduced by about 30% with "
      "low-carbon concrete.",
      "The carbon footprint of construction is dominated by the tunnel concrete; with low-carbon concrete it could be "
      "reduced by about 30%.", evidence2=TAB_ENERGY),
    H("ho06", "reordered", "Could the muon collider be built at Fermilab?", P5,
      "The 10 TeV ring would not fit within the present Fermilab site boundary, although a site at Fermilab would allow "
      "reuse of the existing proton infrastructure.",
      "A site at Fermilab would allow reuse of the existing proton infrastructure, but the 10 TeV ring would not fit within "
      "the present site boundary."),

    # ===== honest: respectively =====
    H("hs01", "respectively", "What luminosities do the two stages reach?", TAB_PARAMS,
      "The luminosity is 1.8 × 10^34 and 20 × 10^34 cm^-2 s^-1 at the 3 TeV and 10 TeV stages, respectively.",
      "| Luminosity | $10^{34}$ cm$^{-2}$s$^{-1}$ | 1.8 | 20 |"),
    H("hs02", "respectively", "What luminosity does the 10 TeV stage reach?", P5,
      "The 3 TeV and 10 TeV stages would reach luminosities of 1.8 × 10^34 and 2 × 10^35 cm^-2 s^-1, respectively.",
      r"A staged approach would first build a 3 TeV collider with a luminosity of $1.8 \times 10^{34}\,\mathrm{cm^{-2}s^{-1}}$, "
      r"followed by a 10 TeV stage reaching $2 \times 10^{35}\,\mathrm{cm^{-2}s^{-1}}$ in a larger ring.",
      evidence2=TAB_PARAMS),
    H("hs03", "respectively", "What is the peak s-channel cross section?", HIGGS,
      "The peak cross section is about 22 pb and 70 pb with and without the beam energy spread, respectively.",
      "The peak cross section after convolution with the energy spread is about 22 pb, compared with 70 pb for a beam "
      "without spread (ref. 9)."),
    H("hs04", "respectively", "How precisely is κ_Z measured at the two stages?", TAB_COUPLINGS,
      "The projected precision on κ_Z is 0.9% and 0.2% at the 3 TeV and 10 TeV stages, respectively.",
      r"| $\kappa_Z$ | 0.9 | 0.2 | 1.5 |"),
    H("hs05", "respectively", "What klystron efficiency has been reached and what is the target?", RF,
      "The measured test-stand efficiency and the series-production target of the multi-beam klystron are 68% and 80%, "
      "respectively.",
      "A multi-beam klystron (MBK) with 10 beamlets has reached an efficiency of 68% on the test stand, while the target "
      "for series production is 80%.", evidence2=CAPTIONS),
    H("hs06", "respectively", "How well does the GNN hit filter perform?", ML,
      "In simulation, the GNN's signal-hit efficiency and background-hit rejection are 98% and 99.7%, respectively.",
      "In simulation, a GNN trained on timing and cluster-shape information keeps 98% of signal hits while rejecting 99.7% "
      "of background hits."),

    # ===== honest: table_row =====
    H("ht01", "table_row", "What is the repetition rate at the 10 TeV stage?", TAB_PARAMS,
      "The repetition rate at the 10 TeV stage is 5 Hz.",
      "| Repetition rate | Hz | 5 | 5 |"),
    H("ht02", "table_row", "What is the beam power at 10 TeV?", TAB_PARAMS,
      "The beam power of the 10 TeV stage is 14.4 MW.",
      "| Beam power | MW | 5.3 | 14.4 |"),
    H("ht03", "table_row", "How much power does the ILC need, and how much energy per luminosity?", TAB_ENERGY,
      "According to Table 5, the ILC at 0.5 TeV draws 160 MW of grid power and needs 1.9 GWh per fb^-1.",
      "ILC | 0.5 | 160 | 1.9"),
    H("ht04", "table_row", "How many beam loss monitors are foreseen?", TAB_DIAG,
      "Table 8 foresees 600 beam loss monitors in the 10 TeV collider ring, with a resolution of 10 µGy.",
      "| Beam loss monitor | losses | 10 µGy | 600 |"),
    H("ht05", "table_row", "How precisely is the Higgs self-coupling measured at 10 TeV?", TAB_COUPLINGS,
      "At 10 TeV, the projected precision on the Higgs self-coupling κ_λ is 4%.",
      r"| $\kappa_\lambda$ | 25 | 4 | 50 |", evidence2=VBF),
    H("ht06", "table_row", "What is the bunch length at the 3 TeV stage?", TAB_PARAMS,
      "At the 3 TeV stage the rms bunch length is 5 mm.",
      "| Bunch length (rms) | mm | 5 | 1.5 |", evidence2=P5),

    # ===== honest: unit_conversion =====
    H("hu01", "unit_conversion", "What resolution does the bunch-length measurement have?", INSTR,
      "The streak camera measures the bunch length with a resolution of 0.03 ns.",
      "The bunch length is measured with a streak camera to a resolution of 30 ps"),
    H("hu02", "unit_conversion", "How deep must the 10 TeV ring be?", NUDOSE,
      "A 10 TeV ring in flat terrain must be placed at a depth of at least 0.2 km.",
      "a 10 TeV ring in flat terrain must be placed at a depth of at least 200 m"),
    H("hu03", "unit_conversion", "What is the circumference of the 10 TeV ring?", TAB_PARAMS,
      "The 10 TeV collider ring has a circumference of 10,000 m.",
      "| Circumference | km | 4.5 | 10 |"),
    H("hu04", "unit_conversion", "How fast is the GNN?", ML,
      "The network processes an event in 0.012 s on a single GPU.",
      "The network processes an event in 12 ms on a single GPU"),
    H("hu05", "unit_conversion", "What peak power do the RCS klystrons deliver?", RF,
      "The klystrons of the rapid-cycling synchrotrons deliver 2000 kW peak power in pulses of 1500 µs.",
      "powered by klystrons that deliver 2 MW peak power in 1.5 ms pulses", evidence2=SUSTAIN),
    H("hu06", "unit_conversion", "What dose rate must be reached before tunnel access?", RADPROT,
      "Before access, the residual dose rate at 40 cm from the cryostats must have fallen below 0.1 mSv/h.",
      "when the residual dose rate at 40 cm from the cryostats has fallen below 100 µSv/h", evidence2=NUDOSE),

    # ===== honest: abbreviation =====
    H("ha01", "abbreviation", "Have the BPM electronics been tested under radiation?", INSTR,
      "The beam position monitor electronics have not yet been tested in a radiation environment comparable to the 10 MGy "
      "per year expected at the arc midplane.",
      "The BPM electronics have not yet been tested in a radiation environment comparable to the 10 MGy per year expected "
      "at the arc midplane from muon decays."),
    H("ha02", "abbreviation", "How does the BDT photon identification perform at 5 TeV?", ML,
      "The BDT for photon identification has a 15% higher efficiency than the cut-based selection at 5 TeV.",
      "A boosted decision tree (BDT) for photon identification performs like the cut-based selection at 1 TeV but has a "
      "15% higher efficiency at 5 TeV."),
    H("ha03", "abbreviation", "What did P5 recommend?", P5,
      "In 2023, P5 recommended an R&D programme towards a 10 TeV parton centre-of-mass collider and named a muon collider "
      "as a possible path to it.",
      "The 2023 report of the US Particle Physics Project Prioritization Panel (P5) recommended an R&D programme towards a "
      "10 TeV parton centre-of-mass collider and named a muon collider as a possible path to it [3]."),
    H("ha04", "abbreviation", "When was the IMCC formed and how large is it?", COLLAB,
      "The IMCC was formed in 2020 under the auspices of CERN and now counts more than 60 institutes.",
      "The International Muon Collider Collaboration (IMCC) was formed in 2020 under the auspices of CERN and now counts "
      "more than 60 institutes."),
    H("ha05", "abbreviation", "How many signal hits does the hit filter keep?", ML,
      "In simulation, a graph neural network trained on timing and cluster-shape information keeps 98% of signal hits.",
      "In simulation, a GNN trained on timing and cluster-shape information keeps 98% of signal hits", evidence2=CAPTIONS),
    H("ha06", "abbreviation", "What efficiency has the multi-beam klystron reached?", RF,
      "The MBK with 10 beamlets has reached an efficiency of 68% on the test stand.",
      "A multi-beam klystron (MBK) with 10 beamlets has reached an efficiency of 68% on the test stand",
      evidence2=SUSTAIN),
]
