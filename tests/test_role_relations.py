"""role.swap reads which side does what for order (precedes, follows, upstream of), containment (inside, outside,
surrounds, houses) and supply verbs, each the right way round in its active, passive and converse forms: a swap is
removed and a converse kept."""

import json

import pytest

from muonrag.answer.generated import check_reply
from muonrag.answer.schema import Evidence


def _outcome(sentence: str, claim: str) -> str:
    evidence = [Evidence(number=1, text=sentence, title="The muon collider complex", node_id="a", score=1.0)]
    reply = json.dumps({"claims": [{"text": claim, "evidence": [{"n": 1, "quote": sentence}]}]})
    report = check_reply("How are the parts arranged?", reply, evidence)
    if report.kept():
        return "kept"
    return report.removed[0].rsplit("[", 1)[-1].rstrip("]") if report.removed else "doubted"


CONVERSES = [
    ("The front end precedes the cooling channel.", "The cooling channel follows the front end."),
    ("The cooling channel follows the front end.", "The front end precedes the cooling channel."),
    ("The cooling channel is preceded by the front end.", "The front end precedes the cooling channel."),
    ("The electromagnetic calorimeter lies inside the hadronic calorimeter.",
     "The hadronic calorimeter lies outside the electromagnetic calorimeter."),
    ("The electromagnetic calorimeter lies inside the hadronic calorimeter.",
     "The hadronic calorimeter surrounds the electromagnetic calorimeter."),
    ("The coil is housed in the cryostat.", "The cryostat houses the coil."),
    ("The iron yoke surrounds the solenoid and returns its flux.", "The solenoid is surrounded by the iron yoke."),
    ("The target is hit by the proton beam.", "The proton beam hits the target."),
]
SWAPS = [
    ("The front end precedes the cooling channel.", "The front end follows the cooling channel."),
    ("The cooling channel is preceded by the front end.", "The cooling channel precedes the front end."),
    ("The electromagnetic calorimeter lies inside the hadronic calorimeter.",
     "The hadronic calorimeter lies inside the electromagnetic calorimeter."),
    ("The hadronic calorimeter surrounds the electromagnetic calorimeter.",
     "The electromagnetic calorimeter surrounds the hadronic calorimeter."),
    ("The solenoid is placed outside the calorimeters.", "The calorimeters are placed outside the solenoid."),
    ("The coil sits inside the calorimeter.", "The coil sits outside the calorimeter."),
    ("The coil is housed in the cryostat.", "The coil houses the cryostat."),
    ("The linac is upstream of the recirculating accelerators.", "The recirculating accelerators are upstream of the linac."),
    ("The proton driver supplies the target with a 2 MW beam.", "The target supplies the proton driver with a 2 MW beam."),
    ("The vertex detector is mounted on the beam pipe.", "The beam pipe is mounted on the vertex detector."),
]


@pytest.mark.parametrize("sentence, claim", CONVERSES)
def test_a_converse_keeps_the_roles(sentence, claim):
    assert _outcome(sentence, claim) == "kept"


@pytest.mark.parametrize("sentence, claim", SWAPS)
def test_a_swap_of_the_roles_is_removed(sentence, claim):
    assert _outcome(sentence, claim) == "role.swap"


@pytest.mark.parametrize("claim, kept", [
    ("The inner radius of the first vertex barrel layer in MAIA_v1 is 31.0 mm.", True),  # "layer 1" is the first
    ("The inner radius of the largest vertex barrel layer in MAIA_v1 is 31.0 mm.", False),  # a ranking
])
def test_an_ordinal_written_as_a_number_is_a_position_not_a_ranking(claim, kept):
    row = "Vertex barrel layer 1 — Inner radius: 31.0 mm; Half-length z: 75.0 mm; Material: Si (double layer)"
    evidence = [Evidence(number=1, text=row, title="MAIA_v1: Geometry of the MAIA Detector", node_id="a", score=1.0)]
    reply = json.dumps({"claims": [{"text": claim, "evidence": [{"n": 1, "quote": row}]}]})
    assert bool(check_reply("What is the inner radius of the first vertex layer?", reply, evidence).kept()) is kept


def test_a_relation_word_used_as_a_noun_states_no_relation():
    # "a tungsten-carbide shield of 1.2 m", "the capture solenoid" name things; the verbs say who shields whom
    text = "The superconducting coils are protected by a tungsten-carbide shield of 1.2 m radial thickness, cooled by helium gas."
    assert _outcome(text, "The coils of the solenoid are shielded by the tungsten carbide shield.") == "kept"
    assert _outcome(text, "The tungsten-carbide shield is protected by the superconducting coils.") == "role.swap"
    station = "The shield of the target station protects the coils of the capture solenoid."
    assert _outcome(station, "The coils of the capture solenoid are protected by the shield of the target station.") == "kept"
    assert _outcome(station, "The coils of the capture solenoid protect the shield of the target station.") == "role.swap"
