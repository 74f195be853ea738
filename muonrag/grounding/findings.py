"""What a rule finds: a named, located finding that fails a claim or doubts it.

A rule either *fails* a claim (an atom that the quote's sentence contradicts or
lacks: a number, unit, bound, negation, setting, status or role; the claim is
always removed) or *doubts* it (wording, coverage, focus: undecided, for a judge
to settle). No code reads a finding's message to decide anything: decisions use
its ``rule`` and ``verdict``.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, Optional

#: A finding that removes its claim, whatever a judge says.
FAIL = "fail"
#: A finding a judge may overrule (the LLM's verify pass, or the learned checker offline).
DOUBT = "doubt"


@dataclass(frozen=True)
class Finding:
    """One rule's finding about one claim.

    Attributes:
        rule: the rule's stable id (``scenario.machine``).
        verdict: :data:`FAIL` or :data:`DOUBT`.
        message: what the rule found, for the reader.
        claim_span: character offsets in the claim of the words the finding is about, when known.
        evidence: the evidence number of the quote it is about, when it is about one.
        quote_span: character offsets in that evidence chunk, when known.
        widen: the finding is a word the chunk holds just outside the quote; the checker tries
            the quote with its neighbouring sentences once before it stands.
    """

    rule: str
    verdict: str
    message: str
    claim_span: Optional[tuple[int, int]] = None
    evidence: Optional[int] = None
    quote_span: Optional[tuple[int, int]] = None
    widen: bool = False

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class Hit:
    """What a rule function returns: the message, and optionally the claim words and the quote it is about."""

    message: str
    claim_words: str = ""
    evidence: Optional[int] = None
    quote_span: Optional[tuple[int, int]] = None
    widen: bool = False


@dataclass
class ClaimCheck:
    """The outcome of the rules for one claim against its quotes.

    Attributes:
        findings: every finding, in rule order.
        ran: the ids of the rules that ran, in order (a check stops at its first failure
            unless it was asked to run every rule).
        quotes: the supporting quotes by evidence number (empty when the claim failed).
        contexts: for each evidence number, the quote's whole sentence and setting, as the judge sees them.
    """

    findings: list[Finding] = field(default_factory=list)
    ran: list[str] = field(default_factory=list)
    quotes: dict[int, list[str]] = field(default_factory=dict)
    contexts: dict[int, list[dict[str, str]]] = field(default_factory=dict)

    @property
    def failed(self) -> bool:
        return any(f.verdict == FAIL for f in self.findings)

    @property
    def doubted(self) -> bool:
        return not self.failed and any(f.verdict == DOUBT for f in self.findings)

    @property
    def ok(self) -> bool:
        """True when no rule failed or doubted the claim."""
        return not self.findings

    @property
    def verdict(self) -> str:
        """``"pass"``, ``"doubt"`` or ``"fail"``."""
        return FAIL if self.failed else DOUBT if self.findings else "pass"

    @property
    def first(self) -> Optional[Finding]:
        """The finding that decides: the first failure, else the first doubt."""
        return next((f for f in self.findings if f.verdict == FAIL), self.findings[0] if self.findings else None)

    @property
    def reason(self) -> Optional[str]:
        return self.first.message if self.first else None

    @property
    def rule(self) -> Optional[str]:
        return self.first.rule if self.first else None

    @property
    def widen(self) -> bool:
        """Every deciding finding is a word just outside the quote: worth trying the wider quote."""
        deciding = [f for f in self.findings if f.verdict == FAIL] or self.findings
        return bool(deciding) and all(f.widen for f in deciding)
