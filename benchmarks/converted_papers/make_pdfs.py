#!/usr/bin/env python3
"""Generate the six synthetic muon collider papers of the converted_papers benchmark.

The documents are written like short real papers and design notes: an arXiv-style
identifier line on top, title, authors, abstract, numbered sections, prose,
parameter tables made with fpdf2's ``pdf.table()``, figure placeholders with
captions and a numbered References section. The numbers follow the IMCC/ESPPU
2024 parameter tables and the MAP/IMCC cooling and magnet studies closely enough
for a development set; they are consistent within each file, not authoritative.
``maia-v0-geometry`` and ``maia-v1-geometry`` are two versions of the same
geometry note with a few numbers changed (near-duplicates on purpose).

Usage (fpdf2 2.8 is in the project venv)::

    .venv/bin/python benchmarks/converted_papers/make_pdfs.py [--out DIR]

The output is deterministic (fixed creation date, embedded DejaVu fonts).
"""
from __future__ import annotations

import argparse
import datetime as dt
from pathlib import Path

HERE = Path(__file__).resolve().parent
FONT_DIR = Path("/usr/share/fonts/truetype/dejavu")
FIXED_DATE = dt.datetime(2024, 11, 4, 12, 0, 0, tzinfo=dt.timezone.utc)

# --------------------------------------------------------------------------------------
# Document content. Body items:
#   ("h", "1 Introduction")            numbered section heading
#   ("h2", "2.1 Arc dipoles")          subsection heading
#   ("p", "text")                      paragraph; <sup>..</sup> and <sub>..</sub> allowed
#   ("eq", "formula", "(1)")           displayed equation with its number
#   ("table", caption, header, rows, col_widths)
#   ("fig", caption)                   figure placeholder (axes, ticks) and caption below
#   ("break",)                         page break
# --------------------------------------------------------------------------------------

DOCS: list[dict] = []

DOCS.append(dict(
    name="imcc-parameters",
    arxiv="arXiv:2407.12345v2 [physics.acc-ph] 18 Jul 2024",
    title="Reference Parameters for the 3 TeV and 10 TeV Stages of a Muon Collider",
    authors="A. Lindqvist, M. Okafor, S. Tanaka, D. Ferreira",
    affiliations="CERN, Geneva, Switzerland; Fermilab, Batavia, IL, USA; KEK, Tsukuba, Japan",
    running="Muon collider reference parameters",
    abstract=(
        "We collect the reference parameters of the two energy stages of a muon collider studied by the "
        "International Muon Collider Collaboration (IMCC): a first stage at a centre-of-mass energy of 3 TeV "
        "and a second stage at 10 TeV. The instantaneous luminosity targets are 1.8 x 10^34 and 2 x 10^35 "
        "per square centimetre per second. We list the beam parameters at the interaction point, the collider "
        "ring lattice and RF parameters, and we discuss the assumptions that each number relies on."
    ),
    body=[
        ("h", "1 Introduction"),
        ("p", "A muon collider combines the clean collisions of a lepton machine with the energy reach of a "
              "hadron machine, because muons radiate little synchrotron light and can be accelerated in rings. "
              "The IMCC baseline is a staged facility: a first collider at 3 TeV followed by a second collider "
              "ring at 10 TeV. The staging reuses the proton driver, the target, the cooling complex and most of "
              "the acceleration chain for both stages, while the collider ring itself is replaced."),
        ("p", "The luminosity goal grows with the square of the energy so that the number of events of a "
              "point-like process stays constant. An integrated luminosity of 1 ab<sup>-1</sup> is targeted at "
              "3 TeV and 10 ab<sup>-1</sup> at 10 TeV, which the second stage accumulates in about five years "
              "of operation at 2 x 10<sup>35</sup> cm<sup>-2</sup> s<sup>-1</sup>."),
        ("h", "2 Beam parameters"),
        ("p", "Table 1 lists the main parameters. The number of muons per bunch is limited by the proton driver "
              "power and by the transmission of the front end and the cooling channel, which together deliver "
              "roughly one muon at the collider for every thousand protons on target. A single bunch of each "
              "charge circulates in the collider ring, and the bunches collide at two interaction points."),
        ("table", "Table 1: Main parameters of the 3 TeV and 10 TeV muon collider stages.",
         ["Parameter", "Unit", "3 TeV", "10 TeV"],
         [["Centre-of-mass energy", "TeV", "3", "10"],
          ["Luminosity", "10^34 cm^-2 s^-1", "1.8", "20"],
          ["Beam energy", "TeV", "1.5", "5"],
          ["Collider circumference", "km", "4.5", "10"],
          ["Muons per bunch", "10^12", "2.2", "1.8"],
          ["Repetition rate", "Hz", "5", "5"],
          ["Beam power", "MW", "5.3", "14.4"],
          ["Longitudinal emittance", "MeV m", "7.5", "7.5"],
          ["Transverse normalised emittance", "µm", "25", "25"],
          ["Beta function at the IP", "mm", "5", "1.5"],
          ["Bunch length (rms)", "mm", "5", "1.5"],
          ["Beam size at the IP", "µm", "3.0", "0.9"],
          ["Luminosity lifetime", "turns", "1039", "1558"]],
         [62, 40, 34, 34]),
        ("p", "The transverse normalised emittance of 25 µm is the value reached by the final cooling "
              "channel; it is kept constant between the stages, so that the smaller beam size at 10 TeV comes "
              "from the smaller beta function at the interaction point and from the larger Lorentz factor."),
        ("eq", "L = f_r n_b N^2 γ / (4π ε_n β*) · H", "(1)"),
        ("p", "Equation (1) gives the luminosity, where f_r is the repetition rate, n_b the number of turns a "
              "bunch makes before it decays, N the number of muons per bunch and H a factor close to one that "
              "accounts for the hourglass effect."),
        ("h", "3 Collider ring and RF system"),
        ("p", "The collider ring must be as short as possible, because the luminosity is proportional to the "
              "number of turns before decay. This requires strong arc dipoles: an average bending field of "
              "7 T at 3 TeV and 10.5 T at 10 TeV, reached with arc dipoles of 10 T and 16 T respectively. "
              "The short bunches at the interaction point need a large RF voltage and a small momentum "
              "compaction, obtained with flexible momentum compaction arc cells."),
        ("table", "Table 2: RF and lattice parameters of the collider rings.",
         ["Parameter", "Unit", "3 TeV", "10 TeV"],
         [["RF frequency", "MHz", "800", "800"],
          ["RF voltage", "GV", "1.1", "4.2"],
          ["Arc dipole field", "T", "10", "16"],
          ["Momentum compaction factor", "10^-4", "-2.2", "-1.0"],
          ["Relative energy spread", "%", "0.1", "0.1"],
          ["Number of interaction points", "", "2", "2"]],
         [62, 40, 34, 34]),
        ("fig", "Figure 1: Luminosity per beam power as a function of the centre-of-mass energy for the muon "
                "collider stages and for linear electron-positron colliders."),
        ("p", "Figure 1 shows the luminosity per unit of beam power. For the muon collider it grows roughly "
              "linearly with the energy, while for linear colliders it stays constant or decreases. This is the "
              "main argument for a muon collider at energies above a few TeV."),
        ("h", "4 Assumptions and open issues"),
        ("p", "The 16 T arc dipoles of the 10 TeV ring are beyond the present state of the art and assume "
              "either Nb3Sn or high-temperature superconductor technology. The muon decays deposit about 500 W "
              "per metre in the ring, which must be intercepted by a tungsten shield inside the magnet aperture. "
              "Mitigating the neutrino flux requires that the ring be placed deep enough and that the beam "
              "orbit be periodically moved with mechanical movers, so that the flux is diluted over a wider area."),
        ("p", "The 10 TeV parameters are a target rather than a demonstrated design: the final focus with a "
              "beta function of 1.5 mm at the interaction point, the RF system with 4.2 GV of voltage and the "
              "fast-ramping acceleration chain all need further study in the coming design phase."),
    ],
    references=[
        "IMCC, Interim report for the International Muon Collider Collaboration, CERN Yellow Reports: "
        "Monographs, CERN-2024-002 (2024).",
        "C. Accettura et al., Towards a muon collider, Eur. Phys. J. C 83, 864 (2023).",
        "D. Schulte et al., Luminosity and muons per bunch of the 10 TeV muon collider, Proc. IPAC2023, "
        "Venice, Italy (2023).",
        "K. Skoufaris et al., Beta-star at the interaction point and the voltage of the RF system for the 10 TeV "
        "collider ring lattice, "
        "Proc. IPAC2022, Bangkok, Thailand (2022).",
        "European Strategy Group, Muon collider parameters for the 2024 ESPPU update, CERN-ESU-2024 (2024).",
        "J. P. Delahaye et al., Muon colliders, arXiv:1901.06150 (2019).",
    ],
))

_MAIA_COMMON_INTRO = (
    "MAIA, the Muon Accelerator Instrumented Apparatus, is a detector concept for muon collisions at a "
    "centre-of-mass energy of 10 TeV. Its distinctive feature is a 5 T superconducting solenoid placed between "
    "the tracker and the electromagnetic calorimeter, so that the calorimeters sit outside the coil. The "
    "geometry is implemented in the DD4hep format of the k4geo repository, and this note describes the "
    "dimensions used in full simulation."
)


def _maia(version: str, arxiv: str, vxd_r1: str, vxd_z: str, it_r1: str, ecal_layers: str, ecal_out: str,
          hcal_in: str, pipe: str, changes: list) -> dict:
    other = "MAIA_v0" if version == "MAIA_v1" else None
    tracker_rows = [
        ["Vertex barrel layer 1", vxd_r1, vxd_z, "Si (double layer)", "50"],
        ["Vertex barrel layer 2", "51.0", vxd_z, "Si (double layer)", "50"],
        ["Vertex barrel layer 3", "74.0", vxd_z, "Si (double layer)", "50"],
        ["Vertex barrel layer 4", "102.0", vxd_z, "Si (double layer)", "50"],
        ["Inner tracker layer 1", it_r1, "481.6", "Si", "100"],
        ["Inner tracker layer 2", "340.0", "481.6", "Si", "100"],
        ["Inner tracker layer 3", "554.0", "692.3", "Si", "100"],
        ["Outer tracker layer 1", "819.0", "1264.2", "Si", "100"],
        ["Outer tracker layer 2", "1153.0", "1264.2", "Si", "100"],
        ["Outer tracker layer 3", "1486.0", "1264.2", "Si", "100"],
    ]
    envelope_rows = [
        ["Beam pipe", pipe, "-", "Be"],
        ["Solenoid cryostat", "1500", "1850", "Al-stabilised NbTi"],
        ["ECAL barrel", "1857", ecal_out, f"W-Si, {ecal_layers} layers"],
        ["HCAL barrel", hcal_in, "4113", "Fe-scintillator, 75 layers"],
        ["Muon barrel", "4150", "6500", "Fe yoke with RPCs"],
    ]
    body = [
        ("h", "1 Overview"),
        ("p", _MAIA_COMMON_INTRO),
        ("p", f"The present note documents the geometry version {version}. The detector is about 13 m long "
              "and 13 m in diameter. Two tungsten nozzles with an opening angle of 10 degrees shield the "
              "detector from the beam-induced background and limit the acceptance in the forward direction."),
        ("h", "2 Tracker geometry"),
        ("p", "The tracker is an all-silicon design with timing in every layer. The vertex detector has four "
              "barrel double layers and four disks on each side; the inner and outer trackers have three "
              "barrel layers each. Table 1 gives the radius of the innermost sensor of each barrel layer, the "
              "half-length of the layer along the beam axis, and the sensor thickness."),
        ("table", f"Table 1: Tracker barrel layers of {version} (radii and half-lengths in mm).",
         ["Layer", "Inner radius (mm)", "Half-length z (mm)", "Material", "Thickness (µm)"],
         tracker_rows, [46, 30, 32, 40, 22]),
        ("fig", f"Figure 1: Quarter view of the {version} tracker layout in the r-z plane, with the tungsten "
                "nozzle in the forward region."),
        ("h", "3 Solenoid and calorimeters"),
        ("p", "The solenoid provides a field of 5 T in the tracker volume. Because the coil sits inside the "
              "calorimeters, its bore and its stored energy are smaller than for a magnet outside the hadronic "
              "calorimeter. The iron of the muon system returns the flux. Table 2 gives the radial envelopes."),
        ("table", f"Table 2: Radial envelopes of the {version} subsystems (mm).",
         ["Subsystem", "Inner radius (mm)", "Outer radius (mm)", "Material"],
         envelope_rows, [44, 34, 34, 58]),
    ]
    body += changes
    refs = [
        "MAIA Collaboration, MAIA: a detector concept for a 10 TeV muon collider, arXiv:2502.02513 (2025).",
        "k4geo, Geometry of the vertex barrel and inner radius of the tracker layers, "
        "https://github.com/key4hep/k4geo (2024).",
        "N. Bartosik et al., Detector and physics performance at a muon collider, JINST 15, P05001 (2020).",
        "F. Gaede et al., DD4hep: a detector description toolkit, J. Phys. Conf. Ser. 513, 022010 (2014).",
        "IMCC, Interim report for the International Muon Collider Collaboration, CERN-2024-002 (2024).",
    ]
    return dict(
        name=f"maia-{version.split('_')[1]}-geometry",
        arxiv=arxiv,
        title=f"{version}: Geometry of the MAIA Detector for a 10 TeV Muon Collider",
        authors="E. Castillo, J. Whitfield, R. Kowalski",
        affiliations="University of Wisconsin, Madison, WI, USA; Fermilab, Batavia, IL, USA",
        running=f"{version} geometry note",
        abstract=(f"This design note describes the {version} geometry of the MAIA detector concept: the "
                  "radii, half-lengths and materials of the tracker layers, the position of the 5 T solenoid "
                  "and the envelopes of the calorimeters and of the muon system. "
                  + ("It supersedes MAIA_v0, from which it differs in the vertex barrel, the beam pipe and the "
                     "electromagnetic calorimeter." if other else
                     "It is the first complete MAIA geometry released for full simulation studies.")),
        body=body,
        references=refs,
    )


DOCS.append(_maia(
    "MAIA_v0", "arXiv:2502.03456v1 [physics.ins-det] 5 Feb 2025",
    vxd_r1="30.0", vxd_z="65.0", it_r1="127.0", ecal_layers="50", ecal_out="2125", hcal_in="2125", pipe="22.0",
    changes=[
        ("h", "4 Version information"),
        ("p", "MAIA_v0 is the first complete geometry of the MAIA concept released in k4geo, in 2024. It "
              "inherits the vertex detector of the MuColl_v1 model, with its first double layer at 30 mm, and "
              "adds the solenoid inside the calorimeter system. Its electromagnetic calorimeter has 50 layers of "
              "tungsten absorber and silicon sensors."),
    ],
))

DOCS.append(_maia(
    "MAIA_v1", "arXiv:2502.03456v2 [physics.ins-det] 12 May 2025",
    vxd_r1="31.0", vxd_z="75.0", it_r1="130.0", ecal_layers="40", ecal_out="2090", hcal_in="2090", pipe="23.0",
    changes=[
        ("h", "4 Changes with respect to MAIA_v0"),
        ("p", "The first vertex double layer was moved outward from 30 mm to 31 mm to leave room for a thicker "
              "beryllium beam pipe, whose inner radius grows from 22 mm to 23 mm."),
        ("p", "The half-length of the vertex barrel was increased from 65 mm to 75 mm, so that the barrel "
              "covers the longer luminous region of the 10 TeV interaction point."),
        ("p", "The electromagnetic calorimeter was reduced from 50 to 40 layers, which shrinks its outer "
              "radius and moves the hadronic calorimeter inward; the energy resolution for photons is "
              "unchanged within the simulation uncertainty."),
    ],
))

DOCS.append(dict(
    name="cooling-channel-stages",
    arxiv="arXiv:2309.08765v1 [physics.acc-ph] 15 Sep 2023",
    title="Stage Parameters of a Rectilinear Six-Dimensional Ionization Cooling Channel",
    authors="L. Moretti, H. K. Sayed, P. Dubois",
    affiliations="INFN Milano, Italy; Brookhaven National Laboratory, Upton, NY, USA; CEA Saclay, France",
    running="Rectilinear cooling stages",
    two_columns=True,
    abstract=(
        "Ionization cooling reduces the six-dimensional emittance of the muon beam by about five orders of "
        "magnitude before acceleration. We describe a rectilinear cooling channel made of four stages before "
        "the bunch merge and eight stages after it, list the cell length, field, RF frequency and emittances of "
        "every stage, and compare the performance with the earlier helical cooling channel design."
    ),
    body=[
        ("h", "1 Introduction"),
        ("p", "Muons are produced as a tertiary beam with a very large emittance and must be cooled within "
              "their short lifetime of 2.2 microseconds at rest. Ionization cooling is the only technique fast "
              "enough: the muons lose momentum in all directions in low-Z absorbers and only the longitudinal "
              "component is restored by RF cavities. The Muon Ionization Cooling Experiment demonstrated the "
              "reduction of the transverse amplitude in 2020."),
        ("p", "Longitudinal cooling requires emittance exchange: a dipole field creates dispersion, and wedge "
              "absorbers make high-momentum muons cross more material than low-momentum ones. In the rectilinear "
              "channel the dipole component comes from solenoids that are tilted by a small angle."),
        ("h", "2 Channel layout"),
        ("p", "The channel starts after the front end, where the muons are captured in a train of 21 bunches "
              "of each charge. The first four stages, A1 to A4, cool the bunch train; a bunch merge system then "
              "combines the 21 bunches into a single bunch, and the eight stages B1 to B8 cool the merged bunch. "
              "Each cell holds two solenoid coils, one lithium hydride wedge absorber and a set of RF cavities."),
        ("p", "The cell length decreases and the peak field increases from stage to stage, because the "
              "equilibrium emittance is proportional to the beta function at the absorber. The last stage uses "
              "a peak on-axis field of 13.6 T and RF cavities at 650 MHz operating in that field."),
        ("h", "3 Stage parameters"),
        ("p", "Table 1 lists the parameters of every stage. The emittances are the values at the exit of the "
              "stage, and the transmission is the fraction of muons that survive the stage, including decays."),
        ("fig", "Figure 1: Transverse and longitudinal emittance along the rectilinear channel; the step "
                "between stage A4 and stage B1 is the bunch merge."),
        ("h", "4 RF in strong magnetic fields"),
        ("p", "Vacuum RF cavities suffer from breakdown when they operate in a strong magnetic field, because "
              "dark-current electrons are focused onto the cavity walls. Two remedies were demonstrated at the "
              "MuCool Test Area: cavities filled with high-pressure hydrogen gas, and vacuum cavities with "
              "beryllium walls, which reached gradients above 50 MV/m in a field of 3 T."),
        ("h", "5 Performance"),
        ("p", "At the end of stage B8 the transverse emittance is 0.28 mm and the longitudinal emittance is "
              "1.57 mm, with an overall transmission of about 50 percent including the bunch merge. The "
              "remaining reduction of the transverse emittance to 25 µm is left to the final cooling channel. "
              "Compared with the helical cooling channel, the rectilinear design reaches a similar emittance "
              "with simpler magnets."),
        ("break",),
        ("table", "Table 1: Parameters of the rectilinear cooling stages before (A) and after (B) the bunch merge.",
         ["Stage", "Cell length (m)", "Peak field (T)", "RF frequency (MHz)", "Transverse emittance (mm)",
          "Longitudinal emittance (mm)", "Transmission (%)"],
         [["Stage A1", "1.80", "2.5", "325", "5.10", "9.8", "91"],
          ["Stage A2", "1.20", "3.7", "325", "3.00", "6.6", "94"],
          ["Stage A3", "0.80", "5.7", "650", "1.90", "4.5", "95"],
          ["Stage A4", "0.50", "7.2", "650", "1.30", "3.2", "96"],
          ["Stage B1", "2.75", "3.1", "325", "3.00", "4.3", "95"],
          ["Stage B2", "2.00", "3.9", "325", "1.60", "3.2", "94"],
          ["Stage B3", "1.50", "5.1", "325", "1.00", "2.6", "94"],
          ["Stage B4", "1.27", "5.2", "650", "0.68", "2.2", "93"],
          ["Stage B5", "0.81", "8.6", "650", "0.42", "1.9", "94"],
          ["Stage B6", "0.81", "11.5", "650", "0.33", "1.8", "95"],
          ["Stage B7", "0.81", "13.0", "650", "0.29", "1.7", "95"],
          ["Stage B8", "0.81", "13.6", "650", "0.28", "1.57", "96"]],
         [22, 22, 20, 26, 28, 30, 22]),
    ],
    references=[
        "D. Stratakis and R. B. Palmer, Rectilinear six-dimensional ionization cooling channel for a muon "
        "collider: a theoretical and numerical study, Phys. Rev. ST Accel. Beams 18, 031003 (2015).",
        "MICE Collaboration, Demonstration of cooling by the Muon Ionization Cooling Experiment, Nature 578, "
        "53 (2020).",
        "D. Bowring et al., Operation of normal-conducting RF cavities in multi-tesla magnetic fields for muon "
        "ionization cooling, Phys. Rev. Accel. Beams 23, 072001 (2020).",
        "Y. Derbenev and R. P. Johnson, Six-dimensional muon beam cooling using a homogeneous absorber: "
        "concepts, beam dynamics, cooling decrement, and equilibrium emittances in a helical dipole channel, "
        "Phys. Rev. ST Accel. Beams 8, 041002 (2005).",
        "C. Rogers et al., Bunch merge and peak field of the rectilinear cooling stages, Proc. IPAC2023 (2023).",
    ],
))

DOCS.append(dict(
    name="collider-ring-magnets",
    arxiv="arXiv:2410.04321v1 [physics.acc-ph] 6 Oct 2024",
    title="Superconducting Magnets for the 10 TeV Muon Collider Ring",
    authors="B. Auchmann, G. Ricci, T. Nakamoto",
    affiliations="PSI, Villigen, Switzerland; INFN Genova, Italy; KEK, Tsukuba, Japan",
    running="Collider ring magnets",
    abstract=(
        "The collider ring of a 10 TeV muon collider needs compact, high-field magnets that survive the heat "
        "load and radiation from muon decays. We present the requirements and a conceptual design of the arc "
        "dipoles and of the final focus quadrupoles, and compare low-temperature Nb3Sn with high-temperature "
        "REBCO conductors operated at 20 K."
    ),
    body=[
        ("h", "1 Introduction"),
        ("p", "The luminosity of a muon collider is proportional to the number of turns the muons make before "
              "they decay, which in turn is proportional to the average bending field of the collider ring. For "
              "a 10 TeV ring of 10 km circumference, an average field of 10.5 T is needed, which leaves room for "
              "straight sections only if the arc dipoles reach 16 T."),
        ("h", "2 Magnet systems"),
        ("h2", "2.1 Final focus quadrupoles"),
        ("p", "The final focus triplet must squeeze the beam to a beta function of 1.5 mm at the interaction "
              "point. Its quadrupoles need large apertures to accommodate the beam and a thick shield, and "
              "their peak field on the conductor reaches about 20 T, which points to a REBCO coil."),
        ("h2", "2.2 Storage ring magnets"),
        ("p", "The storage ring magnets include the arc dipoles, the arc quadrupoles and the combined-function "
              "magnets of the flexible momentum compaction cells. Table 1 gives the parameters of the baseline "
              "arc dipole. The aperture is dominated by the tungsten shield that absorbs the decay electrons."),
        ("table", "Table 1: Main parameters of the 10 TeV arc dipole.",
         ["Parameter", "Unit", "Value"],
         [["Bore field", "T", "16"],
          ["Coil aperture", "mm", "140"],
          ["Tungsten shield thickness", "mm", "40"],
          ["Magnetic length", "m", "5.0"],
          ["Operating temperature (Nb3Sn)", "K", "4.5"],
          ["Operating temperature (HTS option)", "K", "20"],
          ["Heat load from muon decays", "W/m", "500"],
          ["Stored energy", "MJ/m", "3.1"],
          ["Peak field on conductor", "T", "17.2"]],
         [90, 30, 40]),
        ("p", "Decay electrons deposit about 500 W per metre in the ring. Without a shield, this power would "
              "quench the coils and damage the insulation; a 40 mm tungsten shield absorbs more than 99 percent "
              "of it at room temperature or at an intermediate temperature, where the cryogenic efficiency is "
              "much higher than at 4.5 K."),
        ("fig", "Figure 1: Cross-section of the arc dipole with the tungsten shield inside the coil aperture; "
                "the colour scale gives the power density deposited by the decay electrons."),
        ("h", "3 Conductor choice"),
        ("p", "Nb3Sn magnets operated at 4.5 K can reach 16 T with present technology only with very large "
              "margins on stress. REBCO tape operated at 20 K offers a higher critical current at high field, a "
              "higher temperature margin and a much smaller cryogenic power per watt of heat load, at the price "
              "of cost and of quench protection, since a quench propagates very slowly in HTS."),
        ("table", "Table 2: Final focus quadrupole parameters.",
         ["Parameter", "Unit", "Value"],
         [["Quadrupole gradient", "T/m", "300"],
          ["Quadrupole aperture", "mm", "110"],
          ["Distance from the IP (L*)", "m", "6"]],
         [90, 30, 40]),
        ("h", "4 Outlook"),
        ("p", "A short model of the HTS arc dipole is planned within the MuCol design study, together with a "
              "test of the tungsten shield under realistic heat loads."),
    ],
    references=[
        "L. Bottura et al., Magnets for a muon collider: needs and plans, IEEE Trans. Appl. Supercond. 34, "
        "4000408 (2024).",
        "IMCC, Interim report for the International Muon Collider Collaboration, CERN-2024-002 (2024).",
        "D. Novelli et al., Arc dipole bore field and the thickness of the tungsten shield for the muon collider "
        "ring, "
        "Proc. IPAC2024, Nashville, USA (2024).",
        "J. van Nugteren et al., REBCO solenoids and the heat load from muon decays, Supercond. Sci. Technol. "
        "36, 095004 (2023).",
        "S. Fabbri et al., Final focus quadrupole gradient for a 10 TeV muon collider, arXiv:2402.01234 (2024).",
    ],
))

DOCS.append(dict(
    name="proton-driver-target",
    arxiv="arXiv:2311.05555v3 [physics.acc-ph] 2 Feb 2024",
    title="A 2 MW Proton Driver and Target System for Muon Production",
    authors="C. Rogers, M. Calviani, J. Lagrange",
    affiliations="STFC Rutherford Appleton Laboratory, UK; CERN, Geneva, Switzerland",
    running="Proton driver and target",
    abstract=(
        "The muon source of a muon collider starts with a multi-megawatt proton beam hitting a target inside "
        "a high-field solenoid. We describe the parameters of a 2 MW proton driver at 5 GeV and of a graphite "
        "target in a 20 T HTS solenoid, and we estimate the yield of muons per proton after capture."
    ),
    body=[
        ("h", "1 Introduction"),
        ("p", "Muons for the collider are produced from the decay of pions created by protons on a target. To "
              "reach the required number of muons per bunch, the proton driver must deliver short, intense "
              "bunches at a low repetition rate. The proton pulses are compressed to a length of about 2 ns "
              "before they hit the target, because a short proton bunch gives a short pion bunch."),
        ("h", "2 Proton driver"),
        ("p", "The baseline driver is a linac followed by an accumulator and a compressor ring. It delivers "
              "2 MW of beam power at a kinetic energy of 5 GeV, in pulses of 5 Hz. The energy of 5 GeV is a "
              "compromise between the pion yield per unit of beam power and the space charge in the "
              "compressor ring."),
        ("h", "3 Target and capture solenoid"),
        ("p", "The target is a graphite rod placed inside a solenoid whose field tapers adiabatically from "
              "20 T at the target to 1.5 T at the entrance of the front end. Pions of both charges with "
              "transverse momenta up to about 250 MeV/c are confined by the field and decay into muons along "
              "the taper. A tungsten shield inside the solenoid bore protects the superconducting coil from the "
              "radiation of the target."),
        ("table", "Table 1: Parameters of the proton driver and target system.",
         ["Parameter", "Unit", "Value"],
         [["Proton beam power", "MW", "2"],
          ["Proton kinetic energy", "GeV", "5"],
          ["Pulse repetition rate", "Hz", "5"],
          ["Proton bunch length (rms)", "ns", "2"],
          ["Target material", "", "graphite"],
          ["Target length", "cm", "80"],
          ["Target radius", "mm", "15"],
          ["Peak field at the target", "T", "20"],
          ["Field at the end of the taper", "T", "1.5"],
          ["Length of the field taper", "m", "19"],
          ["Coil operating temperature", "K", "20"]],
         [90, 30, 40]),
        ("fig", "Figure 1: On-axis field of the target solenoid and of the tapered capture section as a "
                "function of the distance from the target."),
        ("h", "4 Muon yield"),
        ("p", "Simulations with FLUKA and G4beamline give about 0.4 pions of each charge per proton within the "
              "acceptance of the front end. After the front end and the first cooling stages, the useful muon "
              "yield is of order 0.1 muons per proton, which is enough for a few 10<sup>12</sup> muons per "
              "bunch at the start of the cooling channel."),
        ("p", "The graphite target must withstand the thermal shock of each pulse. A radiation-cooled graphite "
              "rod is expected to survive about one year of operation at 2 MW before it must be replaced, "
              "based on the experience of the T2K and NuMI neutrino targets."),
    ],
    references=[
        "C. Rogers et al., Proton driver beam power and target for the muon collider, Proc. IPAC2023 (2023).",
        "M. Calviani et al., Graphite target length and radius for high-power beams, Phys. Rev. Accel. "
        "Beams 26, 011001 (2023).",
        "IMCC, Interim report for the International Muon Collider Collaboration, CERN-2024-002 (2024).",
        "J. Back et al., Muon yield per proton of a 20 T target solenoid, arXiv:2210.07654 (2022).",
        "K. T. McDonald et al., The MERIT high-power target experiment at the CERN PS, Proc. IPAC2010, "
        "Kyoto, Japan (2010).",
    ],
))


# --------------------------------------------------------------------------------------
# Rendering
# --------------------------------------------------------------------------------------

def _paper_class():
    from fpdf import FPDF  # imported here so that convert.py can read DOCS without fpdf2

    class Paper(FPDF):
        running = ""

        def header(self):
            if self.page_no() > 1 and self.running:
                self.set_font("Serif", "I", 8)
                self.set_text_color(90, 90, 90)
                self.cell(0, 5, self.running, align="R")
                self.set_text_color(0, 0, 0)
                self.ln(8)

        def footer(self):
            self.set_y(-14)
            self.set_font("Serif", "", 9)
            self.cell(0, 6, str(self.page_no()), align="C")

    return Paper


def _fonts(pdf) -> None:
    pdf.add_font("Serif", "", str(FONT_DIR / "DejaVuSerif.ttf"))
    pdf.add_font("Serif", "B", str(FONT_DIR / "DejaVuSerif-Bold.ttf"))
    pdf.add_font("Serif", "I", str(FONT_DIR / "DejaVuSerif-Italic.ttf"))
    pdf.add_font("Serif", "BI", str(FONT_DIR / "DejaVuSerif-BoldItalic.ttf"))


def _exp(text: str) -> str:
    """Render "10^34" style exponents in table cells with Unicode superscripts."""
    sup = str.maketrans("0123456789-", "⁰¹²³⁴⁵⁶⁷⁸⁹⁻")
    out, i = [], 0
    while i < len(text):
        if text[i] == "^":
            j = i + 1
            while j < len(text) and (text[j].isdigit() or text[j] == "-"):
                j += 1
            out.append(text[i + 1:j].translate(sup))
            i = j
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def _paragraph(pdf, text: str, width: float | None = None) -> None:
    text = text.replace(" x 10^", " × 10^")
    text = _exp(text) if "^" in text else text
    if "<sup>" in text or "<sub>" in text:
        pdf.write_html(f'<p align="justify">{text}</p>', font_family="Serif")
        pdf.ln(1)
    else:
        pdf.multi_cell(width or 0, 5, text, align="J", new_x="LMARGIN", new_y="NEXT")
        pdf.ln(2)


def _figure(pdf, caption: str) -> None:
    x0, y0, w, h = pdf.l_margin + 30, pdf.get_y() + 2, 110, 45
    if y0 + h + 20 > pdf.h - pdf.b_margin:
        pdf.add_page()
        y0 = pdf.get_y() + 2
    pdf.set_draw_color(0, 0, 0)
    pdf.rect(x0, y0, w, h)
    # a curve and a few tick labels, as a plot would have
    pts = [(x0 + 5 + i * 10, y0 + h - 5 - (i * i) * 0.33) for i in range(11)]
    pdf.polyline(pts)
    pdf.set_font("Serif", "", 6)
    for i, lab in enumerate(["0", "2", "4", "6", "8", "10"]):
        pdf.text(x0 + 4 + i * 20, y0 + h + 3, lab)
    pdf.set_y(y0 + h + 6)
    pdf.set_font("Serif", "", 9)
    pdf.multi_cell(0, 4.5, caption, align="J", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(3)
    pdf.set_font("Serif", "", 10)


def _table(pdf, caption: str, header: list, rows: list, widths: list) -> None:
    pdf.set_font("Serif", "", 9)
    pdf.multi_cell(0, 4.5, caption, align="C", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(1)
    pdf.set_font("Serif", "", 8.5)
    total = sum(widths)
    with pdf.table(col_widths=widths, width=total, text_align="LEFT", line_height=5,
                   first_row_as_headings=True) as table:
        for r in [header] + rows:
            row = table.row()
            for cell in r:
                row.cell(_exp(cell))
    pdf.ln(4)
    pdf.set_font("Serif", "", 10)


def render(doc: dict, out: Path) -> Path:
    pdf = _paper_class()(format="A4")
    pdf.running = doc.get("running", "")
    _fonts(pdf)
    pdf.set_creation_date(FIXED_DATE)
    pdf.set_title(doc["title"])
    pdf.set_author(doc["authors"])
    pdf.set_auto_page_break(True, margin=20)
    pdf.set_margins(20, 18, 20)
    pdf.add_page()
    pdf.set_font("Serif", "", 8)
    pdf.set_text_color(90, 90, 90)
    pdf.cell(0, 5, doc["arxiv"], new_x="LMARGIN", new_y="NEXT")
    pdf.set_text_color(0, 0, 0)
    pdf.ln(4)
    pdf.set_font("Serif", "B", 15)
    pdf.multi_cell(0, 7, doc["title"], align="C", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(2)
    pdf.set_font("Serif", "", 10.5)
    pdf.multi_cell(0, 5, doc["authors"], align="C", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Serif", "I", 9)
    pdf.multi_cell(0, 4.5, doc["affiliations"], align="C", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(4)
    pdf.set_font("Serif", "B", 10)
    pdf.cell(0, 5, "Abstract", align="C", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Serif", "", 9.5)
    pdf.set_x(pdf.l_margin + 10)
    pdf.multi_cell(pdf.epw - 20, 4.6, _exp(doc["abstract"].replace(" x 10^", " × 10^")), align="J",
                   new_x="LMARGIN", new_y="NEXT")
    pdf.ln(5)
    pdf.set_font("Serif", "", 10)

    body = doc["body"]
    if doc.get("two_columns"):
        # prose in two columns (split at the first page break), tables and the rest full width
        cut = next((i for i, b in enumerate(body) if b[0] == "break"), len(body))
        _two_columns(pdf, body[:cut])
        body = body[cut:]
    for item in body:
        kind = item[0]
        if kind == "h":
            pdf.ln(2)
            pdf.set_font("Serif", "B", 11.5)
            pdf.cell(0, 6, item[1], new_x="LMARGIN", new_y="NEXT")
            pdf.ln(1)
            pdf.set_font("Serif", "", 10)
        elif kind == "h2":
            pdf.set_font("Serif", "BI", 10.5)
            pdf.cell(0, 6, item[1], new_x="LMARGIN", new_y="NEXT")
            pdf.set_font("Serif", "", 10)
        elif kind == "p":
            _paragraph(pdf, item[1])
        elif kind == "eq":
            pdf.set_font("Serif", "I", 10.5)
            pdf.cell(pdf.epw - 15, 8, item[1], align="C")
            pdf.set_font("Serif", "", 10)
            pdf.cell(15, 8, item[2], align="R", new_x="LMARGIN", new_y="NEXT")
            pdf.ln(1)
        elif kind == "table":
            _table(pdf, *item[1:])
        elif kind == "fig":
            _figure(pdf, item[1])
        elif kind == "break":
            pdf.add_page()
    _references(pdf, doc["references"])
    path = out / f"{doc['name']}.pdf"
    pdf.output(str(path))
    return path


def _two_columns(pdf, items: list) -> None:
    figures = [i for i in items if i[0] == "fig"]
    with pdf.text_columns(ncols=2, gutter=7, text_align="J", line_height=1.15) as cols:
        for item in items:
            if item[0] == "h":
                cols.ln()
                with cols.paragraph(text_align="L") as par:
                    pdf.set_font("Serif", "B", 10.5)
                    par.write(item[1])
                pdf.set_font("Serif", "", 9.5)
            elif item[0] == "p":
                pdf.set_font("Serif", "", 9.5)
                cols.write(_exp(item[1].replace(" x 10^", " × 10^")))
                cols.ln()
        cols.ln()
    pdf.set_font("Serif", "", 10)
    for fig in figures:
        _figure(pdf, fig[1])


def _references(pdf, refs: list) -> None:
    pdf.ln(3)
    pdf.set_font("Serif", "B", 11.5)
    pdf.cell(0, 6, "References", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(1)
    pdf.set_font("Serif", "", 9)
    for i, ref in enumerate(refs, 1):
        pdf.cell(9, 4.5, f"[{i}]")
        pdf.multi_cell(pdf.epw - 9, 4.5, ref, align="L", new_x="LMARGIN", new_y="NEXT")
        pdf.ln(0.8)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default=str(HERE / "pdf"), help="output folder (default: pdf/ next to this script)")
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for doc in DOCS:
        print("wrote", render(doc, out))


if __name__ == "__main__":
    main()
