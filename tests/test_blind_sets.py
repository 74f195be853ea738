"""The blind sets of grounding cases (``muonrag/evaluate/suites/fourth.py`` to ``tenth.py``) through the rules,
offline (a doubt removes, as with no judge), through the whole answer path (what is kept must answer the question): each
attack's claim is removed, each honest answer's claim kept; a quote cited to the wrong chunk is moved to the chunk it is
in and its claim kept there."""

import pytest

from muonrag.evaluate.suites import eighth, fifth, fourth, ninth, seventh, sixth, tenth
from muonrag.evaluate.suites.blind import answer_case

#: cases the rules still get wrong, and why (fourth set)
KNOWN = {
    "rs06": "'muons in Z fusion' crossed into W fusion: 'muon' is also a word of the first clause ('a 10 TeV muon "
            "collider'), so the two clauses are not told apart by it",
    "h07": "'retaining' and 'removes' read as opposite directions in one sentence that says both",
    "h08": "'each of the two beams': a count the quote does not state, though it is what 'each beam' means here",
    "h10": "'instantaneous' is in the chunk outside the quote: a doubt, which removes offline",
    "h13": "'front end' is the question's, outside the quote: a doubt, which removes offline",
    "h34": "'RCS' for 'rapid-cycling synchrotrons': the acronym is not read as the words it stands for",
    "h46": "'despite' for 'in the presence of' read as a contrast the quote does not set up",
}
#: the same, fifth set
KNOWN_FIFTH = {
    "rs06": "'breakdown causes the field to focus electrons' for 'the field focuses electrons ..., which heats them and "
            "leads to breakdown': cause and effect across a relative clause and a chain",
    "rs09": "a processing chain reversed ('digitisation ... passed to the reconstruction'): order of steps across two "
            "verbs not read",
    "hp03": "'A 20 T solenoid surrounding the graphite target rod': the material is paired with the nearest noun",
    "hp05": "'production' is in the chunk outside the quote: a doubt, which removes offline",
    "hu05": "1 mSv as 1000 µSv: the sievert is not a unit the quantity reader knows, so no conversion",
    "hr03": "a 'respectively' list in the claim paired against two clauses of the quote",
    "ht01": "'IMCC' is in the chunk above the table's caption, outside the quote: a doubt, which removes offline",
    "hq03": "'not expected before 2031' for '2031 at the earliest': the claim's negation is read as a polarity change",
}
#: the same, sixth set
KNOWN_SIXTH = {
    "qc07": "'not a concern anywhere ..., including the endcaps' widens 'not a concern' said of the calorimeters: a scope "
            "the claim adds in words the quote's sentence does not hold",
    "om02": "a MICE focus coil's 3 T given to the muon collider's cooling solenoids: MICE is an experiment, not a machine "
            "the profile lists",
    "rs02": "'nozzles made of borated polyethylene clad in tungsten' for 'tungsten nozzles clad in borated polyethylene': "
            "cladding and core swapped",
    "rs05": "'pulsed' and 'fixed-field' swapped between the two kinds of dipoles: adjectives of two noun phrases crossed",
    "rs12": "the two sides of a 'whereas' swapped when one side's subject is a long noun phrase ('the pair-production "
            "reach of the muon collider')",
    "hp02": "'six-dimensional' for '6D': a number word inside a compound read as the number 6",
    "hq02": "'a 10 TeV muon collider' from the chunk's first sentence: its energy is read as a value the quote lacks",
    "hs01": "'reduces these to 0.3 mm and 1.5 mm, respectively': 'these' refers to the emittances of the sentence before",
    "hs02": "'the first RLA ... and the second' for 'two RLAs ... respectively': ordinals of a respectively list",
    "hs04": "a 'respectively' claim drops 'would' of the quote's sentence (the claim's 'allow' reads as a fact)",
    "hs06": "'relative to 1.5 TeV' for 'than at 1.5 TeV': the comparison's reference energy read as a bound",
    "ht02": "'accelerates from 314 GeV to 750 GeV' against a row of injection and extraction energies: a change read from "
            "two columns",
    "ht05": "'3.0×10^4 ... with a mean energy of 480 MeV': a value and another column's value of its row, joined in one "
            "clause of the claim, are read as a value and its condition",
    "ht06": "'tracking simulations' from the note under the table: a doubt, which removes offline",
    "hu03": "'accelerates from 1.5 TeV to 5 TeV' against a row of injection and extraction energies in GeV",
    "hu05": "'from about 0.3 mm to 0.0225 mm' for 'from about 300 µm to 22.5 µm': a converted range read as two clauses",
    "rs06": "'liquid hydrogen in the early stages' crossed from the later clause: the claim's clause says more than the "
            "sentence's two clauses share (its question's words), so the crossing is not read; it was removed before only "
            "by a coverage doubt, which the quote's heading ('Six-dimensional cooling') now meets",
    "hm02": "the first clause (LEMMA's advantages) falls to a rule; the second alone, about the production efficiency, "
            "is not read as answering a question about LEMMA (the chunk says LEMMA only in its first sentence)",
}
#: the same, seventh set: its first run, out of set (the rules were not changed on it yet)
KNOWN_SEVENTH = {
    "rs03": "the claim's clauses judged apart: the turned-around comparison is removed, 'but has coarser granularity' "
            "kept on its own",
    "rs05": "'surrounds the magnet coils, outside the magnet aperture' for 'placed inside the magnet aperture': a "
            "position turned inside out in other words",
    "rs07": "'It was the default ... before ACTS replaced it': 'it' (conformal tracking) is a pronoun the rules do not "
            "resolve, so ACTS and conformal tracking swapped pass",
    "rs09": "'rates for c-jets and light-flavour jets are 20% and 2%, respectively': the list before the verb is not "
            "paired with the values after it",
    "rs11": "'below 10 Hz/cm² in most of the barrel but 1 kHz/cm² in the endcap': values of two contrasted clauses "
            "crossed",
    "hp04": "'so that circular tracks appear as straight lines' for 'in which ... become straight lines': a purpose "
            "read as a cause the quote does not state",
    "hr04": "'hadron' (of 'dual-readout hadron calorimeter') is in the chunk outside the quote: a doubt, which removes "
            "offline",
    "hs05": "a target kept by 'respectively' in the caption's table, the claim's plain 'have' read as a result",
    "ha02": "'considered instead of standard RPCs' drops the sentence's 'only if' condition (arguably a right catch)",
    "hr06": "'synchrotron radiation heat load' answered by '30 W/m': a heat load per metre is not read as a kind of "
            "value that answers it",
    "cp06": "'better at 10 TeV than at 3 TeV' against a row's two columns (5.0 and 5.5): a comparison of two cells is "
            "not read; it was removed before by a reading that mixed 1 TeV up with the columns' energies",
}

#: cases the rules get wrong in the eighth set (written for this session without reading the checker; its first run,
#: before any change made on it: 92/108 attacks caught, 29/54 honest answers kept)
KNOWN_EIGHTH = {
    "om04": "'The new final cooling design' for 'The MAP final cooling design': a design named by another word than its "
            "machine ('new') is not read as a change of machine",
    "om07": "'67 kHz' moved from the 3 TeV ring to the 10 TeV stage: the setting stated in a noun phrase after the value "
            "('in the 4.5 km ring of the 3 TeV stage') is not bound to it",
    "rs05": "the claim's clauses judged apart: the swapped clause is removed (a machine reading), the other kept",
    "rs06": "'breakdown focuses electrons' for 'electrons focused by the field': agent and cause across a passive not read",
    "rs09": "'muons radiated from gauge bosons' for 'gauge bosons radiated from the muons': the words between the two are "
            "not the same, so the exchange is not read",
    "qu01": "the claim's clauses judged apart: 'all of the background' is removed, 'their energies are typically low' kept",
    "cp09": "'beyond' for 'below': a comparison by preposition is not read",
    "nb11": "a key-facts line ('6D cooling output: 0.3 mm transverse emittance') outside a box section",
    "hp01": "'sit' is in the chunk outside the quote: a doubt, which removes offline",
    "hp04": "'required' is in the chunk outside the quote: a doubt, which removes offline",
    "hp05": "'lower' is in the chunk outside the quote: a doubt, which removes offline",
    "hm01": "'energy' is in the chunk outside the quote: a doubt, which removes offline",
    "hm02": "'rectilinear section' read as a material pairing of 'section' with the 6D cooling channel",
    "hm03": "'reach' is in the chunk outside the quote: a doubt, which removes offline",
    "hq01": "'transverse' is in the chunk outside the quote: a doubt, which removes offline",
    "hr01": "'no measurable degradation' for 'without measurable degradation': 'no' is a word outside the quote (a doubt)",
    "hr02": "'muons per bunch': the chunk's other sentence gives the denominator the quote leaves out",
    "ho01": "'neutral' is in the chunk outside the quote: a doubt, which removes offline",
    "hs02": "'thermal mass' is the question's, outside the quote: a doubt, which removes offline",
    "hs06": "'87 million' against a table cell '87' under a header in millions: the header's scale not read",
    "ht03": "'805 MHz' from the table's caption: a setting of the caption not read as the row's",
    "hu03": "'BIB neutrons' for the quote's 'neutron': the chunk's name for them (BIB) not held by the quote",
    "hu06": "'3300 T/s' for '3.3 kT/s': the prefixed ramp rate is not read as a quantity",
    "ha03": "'Rare-earth barium copper oxide' for 'REBCO': the spelled-out material read as a pairing of materials",
    "ha05": "'photon parton distribution function ... larger than the W and Z parton distribution functions': the "
            "comparison's sides read wrongly once the acronym is spelled out",
    "ha06": "'reach' is in the chunk outside the quote: a doubt, which removes offline",
}


#: cases the rules get wrong in the ninth set (written for this session after the eighth set's changes, without reading
#: the checker; its first run, through the whole answer path: 102/108 attacks caught, 25/54 honest answers kept)
KNOWN_NINTH = {
    "rs01": "'the endcaps shield the nozzles' for 'the nozzles, which extend to 6 m ..., shield the endcaps': the "
            "relative clause keeps the sides apart too far for the relation to be read",
    "rs02": "'the cold mass absorbs 98%, so 10 W/m reaches the liner' for the other way round: two nouns exchanged "
            "across a clause break",
    "rs03": "'the muon lifetime is longer than the rise time' for 'the rise time is longer than the lifetime': the "
            "comparison's sides exchanged around words that differ ('its fastest rise time, 350 ms')",
    "rs06": "the LHC and the muon collider exchanged around 'unlike at': the sides of a contrast not read",
    "rs11": "the Steering Committee given what the Collaboration Board does: two parallel relative clauses crossed, "
            "only doubted (the question's 'IMCC' is not in the quote)",
    "hp02": "'to reduce off-site radiation' for 'to limit the off-site radiation': a verb of purpose read as a change",
    "hp05": "'the measured a_μ' for 'the present experimental value': 'experimental' is read as a simulation word",
    "hp06": "'observed at 10 TeV but not at 3 TeV' for 'observable only at the 10 TeV stage': the negated setting read as "
            "a setting the value is stated for",
    "hm03": "'SiPM-read scintillator tiles': a material pairing read across a compound modifier",
    "hm04": "'grows to 12 m at the interaction regions' for 'and 12 m at the interaction regions': a change word added to "
            "two stated values",
    "hm06": "'IMCC' is in the chunk outside the quote: a doubt, which removes offline",
    "hq05": "'not before 2029' for 'by 2029 at the earliest': the sentence's other clause ('only if both series ...') read "
            "as a qualifier the claim drops",
    "hr04": "'tt̄H production gives the top Yukawa coupling to 3%' for 'can be measured to 3% from tt̄H production': a "
            "passive read as two sides swapped",
    "ho06": "a long reordered comparison (FCC-ee against the muon collider): the values' owners read from the wrong clauses",
    "hs01": "'at 3 TeV and 10 TeV ... 19 fb and 1.7 fb, respectively' against 'falls to 1.7 fb, compared with 19 fb at 3 "
            "TeV': the 10 TeV of the value is the sentence's before, not written with it",
    "hs03": "'reaches of 60 TeV' for 'up to 60 TeV': a reach stated as its bound",
    "hs04": "MEG II and Mu3e's searches: an energy-free claim against a sentence that names the collider's energies",
    "ht01": "'accelerates' is in the chunk outside the quote (a table row): a doubt, which removes offline",
    "ht03": "'1.0% X0 per layer' from a header 'X0 per layer (%)': the header's own words read as a denominator",
    "ht06": "'5 mm × 5 mm' against '5 × 5' under a unit column 'mm²' at the row's end: a product of two lengths not read",
    "hu01": "'below' is in the chunk outside the quote: a doubt, which removes offline",
    "hu04": "'0.025 mm × 0.025 mm' for '25 × 25' under a header in µm: a product of two lengths not read",
    "hu05": "'resistive-wall' is the question's, outside the quote: a doubt, which removes offline",
    "ha02": "'because there ... would be exceeded' for 'where ... would be exceeded': a causal reading of 'where' not made",
    "ha04": "'RF cavities' for 'Cavities': 'RF' is in the chunk outside the quote",
}


#: cases the rules get wrong in the tenth set (written for this session without reading the checker, in the shapes of
#: converted papers and a small model's replies; its first run, through the whole answer path: 102/108 attacks caught,
#: 33/54 honest answers kept)
KNOWN_TENTH = {
    "om08": "MICE's cooling result given to the IMCC demonstrator: MICE is not a machine of the physics profile",
    "gr02": "'measured to be below 0.1 mSv' from 'To keep the effective dose ... below 0.1 mSv': a purpose clause not read "
            "as a goal",
    "gr03": "'has reached ... in operation' against a row of a table of 'Main parameters': a caption of main parameters is "
            "not read as a design status (reading it so also removes 'operates at 5 Hz' against such a row)",
    "rs10": "'most ... and the rest' exchanged between the final focus and the collider-ring magnets: a split of a whole "
            "not read as two sides",
    "cp06": "'clearly outperforms' for 'performs like': a comparison word the quote does not state not caught",
    "hq03": "'the first 3 TeV stage' for 'the first stage': the stage's energy is given by the chunk around the quote",
    "hr03": "'the legal limit is 20 mSv' kept apart from the sentence's other clause 'but the design goal is 6 mSv' not read",
    "hr04": "'At 10 TeV' for 'at these energies': the energy the quote refers back to is the sentence's before",
    "hs01": "'1.8 × 10^34 and 20 × 10^34 ... at the 3 TeV and 10 TeV stages, respectively' against a row whose unit column "
            "holds the power of ten",
    "hs03": "'22 pb and 70 pb with and without the spread, respectively': 'with and without' as the two items",
    "hs04": "'0.9% and 0.2% at the 3 TeV and 10 TeV stages, respectively' against a table row: the columns' energies not "
            "paired in order",
    "hs05": "'the measured efficiency and the target of the klystron are 68% and 80%, respectively': the 'of the klystron' "
            "said of both is read as the second's only",
    "hs06": "'efficiency and rejection are 98% and 99.7%' for 'keeps 98% of signal hits while rejecting 99.7% of "
            "background hits': what follows 'of' is not read as what the percentage is of",
    "hu06": "'0.1 mSv/h' for '100 µSv/h': the sievert is not a unit the quantity reader knows",
    "ha01": "'beam position monitor' is in the chunk outside the quote (it defines BPM): a doubt, which removes offline",
    "ha05": "'graph neural network' for 'GNN': the answer check reads the question's focus from the wrong words",
}

SETS = {"fourth": KNOWN, "fifth": KNOWN_FIFTH, "sixth": KNOWN_SIXTH, "seventh": KNOWN_SEVENTH, "eighth": KNOWN_EIGHTH,
        "ninth": KNOWN_NINTH, "tenth": KNOWN_TENTH}
CASES = [(name, c) for name, module in (("fourth", fourth), ("fifth", fifth), ("sixth", sixth), ("seventh", seventh),
                                         ("eighth", eighth), ("ninth", ninth), ("tenth", tenth)) for c in module.CASES]


@pytest.mark.parametrize("case", [pytest.param(c, id=f"{name}-{c['id']}",
                                               marks=[pytest.mark.xfail(reason=SETS[name][c["id"]], strict=True)]
                                               if c["id"] in SETS[name] else []) for name, c in CASES])
def test_blind_case(case):
    cited = case["evidence"] if case["cite"] == 1 else case["evidence2"]
    other = case["evidence2"] if case["cite"] == 1 else case["evidence"]
    moved = case["family"] == "reattributed" and case["quote"] not in cited  # (the eighth set's carry a marker instead)
    assert case["quote"] in (other if moved else cited)
    report = answer_case(case)  # the whole answer path offline: a doubt removes, and the answer must answer
    kept = report.kept()
    assert bool(kept) is (case["kind"] == "honest"), (case["claim"], report.removed)
    if moved:
        moved_to = 2 if case["cite"] == 1 else 1
        assert list(kept[0].quotes) == [moved_to]
