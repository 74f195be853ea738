"""The ordered registry of grounding rules: each rule a stable id, what it does to a claim, and the function that checks it.

Rules that *fail* a claim run first, in this order, and a check stops at the
first failure unless every rule is asked for (``muonrag ask --explain``);
rules that *doubt* a claim run after them. The ids are stable: they are what
``Answer.removals`` and ``--explain`` report, and what tests and code may
rely on (a message's wording is for people).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional

from muonrag.grounding.context import ClaimContext
from muonrag.grounding.findings import DOUBT, FAIL, Hit
from muonrag.grounding.rules import atoms, roles, sentence, setting, text, words


@dataclass(frozen=True)
class Rule:
    """One named rule.

    Attributes:
        id: the stable id (``family.name``).
        verdict: what a finding of the rule does: :data:`~muonrag.grounding.findings.FAIL` or
            :data:`~muonrag.grounding.findings.DOUBT`.
        check: reads a :class:`~muonrag.grounding.context.ClaimContext`, returns a
            :class:`~muonrag.grounding.findings.Hit` or ``None``.
    """

    id: str
    verdict: str
    check: Callable[[ClaimContext], Optional[Hit]]

    @property
    def doc(self) -> str:
        """The rule's one-line description (the first sentence of its function's docstring)."""
        first = (self.check.__doc__ or "").strip().split("\n\n")[0]
        return " ".join(first.split())


#: Every rule, in the order they run.
RULES: tuple[Rule, ...] = (
    Rule("claim.content", FAIL, text.claim_content),
    Rule("quote.body_text", FAIL, text.quote_body_text),
    Rule("language.unread", FAIL, text.language_unread),
    Rule("name.held", FAIL, words.name_in_quote),
    Rule("name.version", FAIL, words.name_version),
    Rule("quantity.stated", FAIL, atoms.quantity_stated),
    Rule("quantity.denominator", FAIL, atoms.quantity_denominator),
    Rule("scenario.machine", FAIL, setting.scenario_machine),
    Rule("scenario.energy", FAIL, setting.scenario_energy),
    Rule("scenario.detector", FAIL, setting.scenario_detector),
    Rule("status.goal_vs_result", FAIL, setting.status_goal_vs_result),
    Rule("qualifier.sentence", FAIL, sentence.qualifier_sentence),
    Rule("polarity.quote", FAIL, atoms.polarity_quote),
    Rule("polarity.sentence", FAIL, atoms.polarity_sentence),
    Rule("direction.change", FAIL, atoms.direction_change),
    Rule("compare.degree", FAIL, roles.compare_degree),
    Rule("role.swap", FAIL, roles.role_swap),
    Rule("scope.quantifier", FAIL, atoms.scope_quantifier),
    Rule("modality.certainty", FAIL, atoms.modality_certainty),
    Rule("status.definite", FAIL, atoms.status_definite),
    Rule("status.measured", FAIL, atoms.status_measured),
    Rule("causal.link", FAIL, atoms.causal_link),
    Rule("causal.contrast", FAIL, atoms.causal_contrast),
    Rule("material.pair", FAIL, words.material_pair),
    Rule("quantity.split", FAIL, words.quantity_split),
    Rule("words.outside", DOUBT, words.words_outside),
    Rule("coverage.overlap", DOUBT, words.coverage_overlap),
    Rule("coverage.question", DOUBT, words.coverage_question),
)

#: The rules by id.
BY_ID: dict[str, Rule] = {rule.id: rule for rule in RULES}
