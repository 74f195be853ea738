"""The judge: what settles a claim the rules doubt. One protocol for the LLM's verify pass and a learned checker.

The rules either fail a claim (removed, whatever a judge says) or doubt it
(wording, coverage, focus). A doubted claim, and every claim the rules kept when
the judge checks all of them, goes to a :class:`Judge` as a
:class:`JudgeItem`: the claim, its quotes, each quote's whole sentence and
setting, and the doubts. The judge answers one :class:`Judgement` per item:

* ``supported=True``: a doubted claim is kept (a kept claim stays kept);
* ``supported=False``: the claim is removed (rule id ``judge.rejected``);
* ``supported=None``: no verdict; a kept claim stands on the rules, a doubted
  claim is removed (``judge.unavailable``: nothing settled the doubt).

A judge never sees, and so can never keep, a claim a rule failed. Offline
(no judge), every doubted claim is removed. :class:`LLMJudge` asks the
configured model (:func:`muonrag.grounding.verify.verify_claims`); a learned
checker implements the same :meth:`Judge.judge`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Optional, Protocol, Sequence, Union, runtime_checkable

if TYPE_CHECKING:
    from llama_index.core.llms import LLM
    from llama_index.core.prompts import PromptTemplate

    from muonrag.llm.client import Client


@dataclass(frozen=True)
class JudgeItem:
    """One claim put to a judge.

    Attributes:
        claim: the claim's text.
        quotes: the quotes the rules found for it, by evidence number.
        contexts: by evidence number, for each quote its whole ``sentence`` and ``setting`` (a label).
        doubts: the messages of the rules that doubted it (empty when the rules kept it).
    """

    claim: str
    quotes: dict[int, list[str]]
    contexts: dict[int, list[dict[str, str]]] = field(default_factory=dict)
    doubts: tuple[str, ...] = ()


@dataclass(frozen=True)
class Judgement:
    """A judge's verdict on one item: ``supported`` (``None``: no verdict), a score in [0, 1] where the judge has one, and why."""

    supported: Optional[bool]
    score: Optional[float] = None
    reason: str = ""


@runtime_checkable
class Judge(Protocol):
    """Anything that settles claims: ``judge(question, items)`` returns one :class:`Judgement` per item, in order."""

    name: str

    def judge(self, question: str, items: Sequence[JudgeItem]) -> list[Judgement]:
        ...


class LLMJudge:
    """The configured LLM as judge: the verify pass (:mod:`muonrag.grounding.verify`).

    Args:
        llm: the engine's :class:`~muonrag.llm.client.Client`, or any LlamaIndex LLM (wrapped once, here).
        prompt: the verification prompt; ``None`` for :data:`~muonrag.grounding.verify.VERIFY_PROMPT`.
        second_opinion: another judge (the learned one) whose verdict and score the
            model is shown beside each claim's quotes; it decides nothing itself.
    """

    name = "llm"

    def __init__(self, llm: Union["LLM", "Client"], prompt: Optional["PromptTemplate"] = None,
                 second_opinion: Optional[Judge] = None):
        from muonrag.llm.client import Client

        self.client = Client.of(llm)
        self.prompt = prompt
        self.second_opinion = second_opinion
        self.note = ""

    def judge(self, question: str, items: Sequence[JudgeItem]) -> list[Judgement]:
        from muonrag.grounding.verify import VERIFY_PROMPT, ClaimToVerify, verify_claims

        opinions = [""] * len(items)
        if self.second_opinion is not None:
            opinions = [_opinion(self.second_opinion.name, j) for j in self.second_opinion.judge(question, items)]
        verification = verify_claims(self.client, question,
                                     [ClaimToVerify(i.claim, i.quotes, i.contexts, list(i.doubts), opinion)
                                      for i, opinion in zip(items, opinions)],
                                     prompt=self.prompt or VERIFY_PROMPT)
        self.note = verification.note
        out = []
        for index in range(len(items)):
            if index in verification.rejected:
                out.append(Judgement(False, reason=verification.rejected[index]))
            elif index in verification.checked:
                out.append(Judgement(True))
            else:
                out.append(Judgement(None))
        return out


def _opinion(name: str, judgement: Judgement) -> str:
    if judgement.supported is None:
        return ""
    score = f" (score {judgement.score:.2f})" if judgement.score is not None else ""
    return f"the {name} checker calls it {'supported' if judgement.supported else 'unsupported'}{score}"


class FallbackJudge:
    """``first`` decides; the items it gives no verdict on (an LLM that timed out) go to ``then``.

    So a doubted claim is not removed unheard when the endpoint fails, if a learned
    judge is at hand. The notes of both are kept.
    """

    def __init__(self, first: Judge, then: Judge):
        self.first = first
        self.then = then
        self.name = f"{first.name}, then {then.name}"
        self.note = ""

    def judge(self, question: str, items: Sequence[JudgeItem]) -> list[Judgement]:
        verdicts = list(self.first.judge(question, items))
        missing = [i for i, v in enumerate(verdicts) if v.supported is None]
        notes = [getattr(self.first, "note", "")]
        if missing:
            for i, verdict in zip(missing, self.then.judge(question, [items[i] for i in missing])):
                verdicts[i] = verdict
            notes.append(f"{len(missing)} claim(s) without a verdict of the {self.first.name} judge were judged by "
                         f"the {self.then.name} judge")
        self.note = "; ".join(n for n in notes if n)
        return verdicts
