"""The atoms of a statement and the focus of a question, on their own (issue 43: neither had unit tests)."""

from __future__ import annotations

from muonrag.answer.schema import Evidence
from muonrag.grounding.atoms import (atoms, certainty_problem, direction_problem, polarity_problem,
                                     quantifier_problem)
from muonrag.grounding.focus import unanswered


def test_a_negation_governs_the_words_of_its_clause_only():
    quote = atoms("The magnets, which are not superconducting, reach 2 T.")
    assert polarity_problem(atoms("The magnets reach 2 T"), quote) is None
    assert polarity_problem(atoms("The magnets are superconducting"), quote) is not None
    assert polarity_problem(atoms("The nozzles do not stop neutrons"), atoms("The nozzles stop neutrons")) is not None


def test_almost_all_is_a_limit_and_only_if_is_a_condition():
    assert [kind for kind, _ in atoms("almost all photons arrive late").scoped_quantifiers] == ["most"]
    assert quantifier_problem(atoms("All photons arrive late"), atoms("Almost all photons arrive late")) is not None
    assert not any(kind == "only" for kind, _ in atoms("It works only if it is cooled").scoped_quantifiers)


def test_a_comparison_reads_its_two_sides_even_with_a_noun_between():
    quote = atoms("The 5 T field is stronger than the 3.57 T field of the earlier design.")
    assert direction_problem(atoms("The earlier design had a stronger field than the 5 T of the present one"), quote)
    assert direction_problem(atoms("The 5 T field is stronger than the field of the earlier design"), quote) is None


def test_most_before_a_noun_is_a_quantifier_not_a_direction():
    assert not [d for d in atoms("Most BIB photons arrive outside the window.").directions if d.word == "most"]
    assert [d for d in atoms("Of all the parts, the nozzle weighs the most.").directions if d.word == "most"]


def test_a_claim_of_what_a_study_estimates_is_no_more_certain_than_its_simulation():
    quote = atoms("A FLUKA model was used to assess the shielding that would be needed.")
    assert certainty_problem(atoms("A FLUKA model estimates the shielding needed"), quote) is None
    assert certainty_problem(atoms("The shielding is needed"), quote) is not None


def _quote(text: str) -> list:
    return [(Evidence(number=1, node_id="n", doc_id="d", title="t", text=text, score=1.0), text)]


def test_the_focus_of_a_question_must_be_in_what_answers_it():
    assert unanswered("When will the demonstrator be built?",
                      [("The demonstrator reuses the PS beam", _quote("The demonstrator reuses the PS beam."))])
    assert unanswered("When will the demonstrator be built?",
                      [("The demonstrator will be built by 2030", _quote("The demonstrator will be built by 2030."))]) is None
    assert unanswered("What is the circumference of the collider ring?",
                      [("The ring uses 10 T dipoles", _quote("The ring uses 10 T dipoles."))])
    assert unanswered("What is the circumference of the collider ring?",
                      [("The collider ring is 10 km in circumference",
                        _quote("The collider ring is 10 km in circumference."))]) is None
