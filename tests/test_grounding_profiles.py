"""Grounding profiles: the words the rules read are data, the physics profile is the default, and words fitted to
biomedical text are a profile of their own (``biomedical``, extending physics), off unless asked for."""

import json

import pytest

from muonrag.answer.generated import check_reply
from muonrag.answer.schema import Evidence
from muonrag.config import Config
from muonrag.errors import ConfigError
from muonrag.grounding.atoms import atom_words, atoms
from muonrag.grounding.lexicon import Lexicon

PHYSICS = Lexicon.load("physics")
BIOMEDICAL = Lexicon.load("biomedical")


def test_the_words_of_meaning_are_read_from_the_profile():
    words = atom_words(PHYSICS)
    table = PHYSICS.data["atoms"]
    assert words.direction_of["increas"] == ("amount", 1)
    assert {"directions", "negation", "certainty", "quantifiers", "status_stems"} <= set(table)
    assert atom_words() is atom_words(Lexicon.load())  # the default profile is physics


def test_biomedical_words_are_off_by_default():
    text = "FGF21 deficiency upregulates hepatic lipogenesis"
    plain, biomedical = atoms(text), atoms(text, None, BIOMEDICAL)
    assert not plain.absences and not [d for d in plain.directions if d.stem == "upregul"]
    assert biomedical.absences and [d for d in biomedical.directions if d.stem == "upregul"]
    for key in ("machines", "relations", "qualifiers"):  # the physics words stay
        assert BIOMEDICAL.data[key] == PHYSICS.data[key]


def test_a_profile_extends_another(tmp_path):
    mine = tmp_path / "mine.json"
    mine.write_text(json.dumps({"extends": "physics", "atoms": {"directions": [
        {"axis": "amount", "sign": -1, "stems": "quench"}]}, "machines": {"EIC": ["EIC", "Electron-Ion Collider"]}}))
    lexicon = Lexicon.load(str(mine))
    assert atom_words(lexicon).direction_of["quench"] == ("amount", -1)
    assert atom_words(lexicon).direction_of["increas"] == ("amount", 1)  # the physics entries kept
    assert "EIC" in lexicon.table("machines") and "CLIC" in lexicon.table("machines")


def test_the_setting_names_a_profile_that_exists():
    assert Config().grounding_profile == "physics"
    assert Config(grounding_profile="biomedical").grounding_profile == "biomedical"
    with pytest.raises(ConfigError, match="grounding_profile.*biomedical, physics"):
        Config(grounding_profile="chemistry")


def test_the_checker_reads_the_profile_it_is_given():
    # "lacking FGF21" is met by "FGF21 deficiency" only where the profile reads absences written after their subject
    evidence = [Evidence(number=1, text="Mice with FGF21 deficiency developed hepatic steatosis on the high-fat diet.",
                         title="FGF21", node_id="a", score=1.0)]
    reply = json.dumps({"claims": [{"text": "Mice lacking FGF21 developed hepatic steatosis on the high-fat diet.",
                                    "evidence": [{"n": 1, "quote": "Mice with FGF21 deficiency developed hepatic "
                                                                   "steatosis on the high-fat diet."}]}]})
    question = "What happens to mice without FGF21 on a high-fat diet?"
    physics = check_reply(question, reply, evidence, lexicon=PHYSICS)
    biomedical = check_reply(question, reply, evidence, lexicon=BIOMEDICAL)
    assert not physics.kept() and physics.removed[0].endswith("[polarity.quote]")
    assert len(biomedical.kept()) == 1 and not biomedical.removed
