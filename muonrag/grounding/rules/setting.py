"""Rules that hold a claim to the setting of its quote's sentence: the machine, the energy and the status."""

from __future__ import annotations

import re
from typing import Optional

from muonrag.grounding.amounts import cells, stems
from muonrag.grounding.atoms import atoms
from muonrag.grounding.context import ClaimContext, QuoteView
from muonrag.grounding.findings import Hit
from muonrag.grounding.setting import detectors_in, energies_in, energies_mentioned, machines_in, status_in
from muonrag.grounding.terms import GENERIC

_WHERE = {"sentence": "its sentence", "section": "its section", "document": "its document"}


def _claimed_machines(ctx: ClaimContext) -> tuple[frozenset[str], str]:
    mine = machines_in(ctx.claim, ctx.lexicon)
    if mine:
        return mine, "the claim"
    return machines_in(ctx.question, ctx.lexicon), "the question"


def scenario_machine(ctx: ClaimContext) -> Optional[Hit]:
    """A value stays with its machine: a claim (or, when the claim names none, its question) about one machine is not supported by a sentence about another (CLIC, FCC-ee, HL-LHC, MAP), read from the sentence, else its section, else its document. A specific design (MAP, HL-LHC) is not its family (muon collider, LHC) unless the claim says so. A claim that names no machine is about the muon collider: a sentence about another alone (not about a muon-collider detector) does not support it. Reads ``machines``, ``machine_family`` and ``home_detectors``."""
    claimed, by = _claimed_machines(ctx)
    family = {k: v for k, v in ctx.lexicon.data.get("machine_family", {}).items() if isinstance(v, str)}
    if not claimed:
        # a claim that names no machine speaks of the muon collider; a sentence of its own about another does not
        # support it ("The ILC uses cavities of 31.5 MV/m" for "the cooling channel uses cavities of 31.5 MV/m")
        home = {"muon-collider"} | {m for m, f in family.items() if f == "muon-collider"}
        home_detectors = set(ctx.lexicon.words("home_detectors"))
        for q in ctx.quotes:
            clauses = _quote_clauses(q.sentence, q.quote)
            theirs = machines_in(clauses, ctx.lexicon) if q.setting.source == "sentence" else set()
            if theirs and not theirs & home and not (detectors_in(clauses, ctx.lexicon) | detectors_in(ctx.claim, ctx.lexicon)) & home_detectors:
                return Hit(f"the quote's sentence in [{q.evidence.number}] is about {', '.join(sorted(theirs))}; the claim "
                           "names no machine, so it gives that machine's value to the muon collider",
                           evidence=q.evidence.number, quote_span=q.span)
        return None
    for q in ctx.quotes:
        theirs = q.setting.machines | _columns_stated(ctx, q)
        if not theirs:
            continue
        if len(theirs) > 1 and q.setting.source == "sentence":
            # a sentence about several machines ("At CLIC X, whereas the muon collider Y"): the quote's own clauses
            theirs = machines_in(_quote_clauses(q.sentence, q.quote), ctx.lexicon) or theirs
        specific = {m for m in theirs if m in family}
        if claimed & theirs and not (specific - claimed and not (claimed & (theirs - specific - set(family.values())))):
            continue
        said = ", ".join(sorted(theirs))
        return Hit(f"{by} is about {', '.join(sorted(claimed))}; the quote of [{q.evidence.number}] is about {said} "
                   f"(from {_WHERE.get(q.setting.source, q.setting.source)})", evidence=q.evidence.number, quote_span=q.span)
    return None


def _columns_stated(ctx: ClaimContext, q: QuoteView) -> frozenset[str]:
    """The machines named by the header of a quoted table row over the values the claim states ("| Coupling |
    HL-LHC | 10 TeV |": a claim giving the HL-LHC column's value may name the HL-LHC)."""
    if q.kind != "table" or not q.header:
        return frozenset()
    claimed = ctx.claim_atoms.amounts
    row = atoms(q.sentence, q.header, ctx.lexicon).amounts
    found: set[str] = set()
    for heading in cells(q.header):
        named = machines_in(heading, ctx.lexicon)
        words = stems(re.sub(r"\d", " ", heading))
        if named and any(words <= t.owner and any(c.same_value(t) for c in claimed) for t in row):
            found |= named
    return frozenset(found)


def scenario_detector(ctx: ClaimContext) -> Optional[Hit]:
    """A value stays with its detector concept: a claim about one (MAIA, MUSIC) is not supported by a sentence about another, read from the sentence, else its section, else its document, and in the quote's own clauses when the sentence names several. Reads ``detectors``."""
    claimed = detectors_in(ctx.claim_sentence, ctx.lexicon)
    if not claimed:
        return None
    for q in ctx.quotes:
        theirs = q.setting.detectors
        if len(theirs) > 1:
            theirs = detectors_in(_quote_clauses(q.sentence, q.quote), ctx.lexicon) or theirs
        if theirs and not claimed & theirs:
            return Hit(f"the claim is about {', '.join(sorted(claimed))}; the quote's sentence in [{q.evidence.number}] "
                       f"is about {', '.join(sorted(theirs))}", evidence=q.evidence.number, quote_span=q.span)
    return None


def scenario_energy(ctx: ClaimContext) -> Optional[Hit]:
    """A value stays with its collision energy: a claim (or its question) for one energy is not supported by a sentence, section or document about another (3 TeV is not 10 TeV); and a sentence that gives it for one energy and not another does not support a claim that names no energy."""
    claimed = energies_in(ctx.claim_sentence) or energies_in(ctx.question)
    if not claimed:
        for q in ctx.quotes:
            stated = energies_in(q.sentence)
            if len(stated) >= 2:
                said = " and ".join(f"{e:g} TeV" for e in stated)
                return Hit(f"the quote's sentence distinguishes energies ({said}); the claim names none",
                           evidence=q.evidence.number, quote_span=q.span)
        return None
    for q in ctx.quotes:
        theirs = q.setting.energies
        # a table row's energies are its columns' (the quantity rules bind each value to its column)
        mentioned = set(energies_mentioned(f"{q.sentence} {q.header or ''}")) or set(theirs)
        if theirs and q.header is None and not energies_in(q.sentence):
            mentioned = set(theirs)  # its TeV values are masses or reaches ("a wino of about 2.8 TeV"), not collisions
        if len(mentioned) > 1:
            # a sentence about several energies ("At 3 TeV X; the 10 TeV figure ..."): the quote's own clauses
            own = set(energies_mentioned(_quote_clauses(q.sentence, q.quote)))
            mentioned, theirs = (own, tuple(sorted(own))) if own else (mentioned, theirs)
        if theirs and not set(claimed) & mentioned:
            return Hit(f"the claim is for {' / '.join(f'{e:g} TeV' for e in claimed)}; the quote of [{q.evidence.number}] "
                       f"is for {' / '.join(f'{e:g} TeV' for e in theirs)}", evidence=q.evidence.number, quote_span=q.span)
    return None


def status_goal_vs_result(ctx: ClaimContext) -> Optional[Hit]:
    """A goal, target, requirement, design or planned value, or a simulated one, is not a result: the claim may not state it as achieved, reached, measured or demonstrated; and a goal or requirement may not be stated as plain fact. The status is read from the sentence, else its section; a result word the claim frames as a prospect ("is projected to be measured") states none. Reads ``statuses``, ``result_words``, ``prospective_result`` and ``status_said``."""
    result = ctx.lexicon.pattern("result_words")
    claim_stems = stems(ctx.claim) - GENERIC
    # "is projected to be measured to 0.1%", "can be reached": a prospect, not a result
    prospective = ctx.lexicon.pattern("prospective_result")
    said_result = next((m for m in result.finditer(ctx.claim)
                        if not any(p.end() == m.start() - 1 or p.end() >= m.end()
                                   for p in prospective.finditer(ctx.claim, max(0, m.start() - 40), m.end()))), None)
    said_status = ctx.lexicon.pattern("status_said").search(ctx.claim_sentence) or any(
        ctx.lexicon.pattern("statuses", label).search(ctx.claim_sentence) for label in _STATUS_WORDS)
    for q in ctx.quotes:
        status = q.setting.status
        if status in (None, "measured"):
            continue
        in_sentence = status_in(q.sentence, ctx.lexicon) == status
        about = _status_about(ctx, q.sentence, status, q.quote) if in_sentence else frozenset()
        if in_sentence and not about & claim_stems:
            continue  # the status is said of another clause of the sentence (else it is the section's, or a caption's)
        if said_result and not result.search(q.sentence):
            return Hit(f"the quote of [{q.evidence.number}] gives it as {_STATUS_WORDS[status]}; the claim says "
                       f"{said_result.group(0)!r}", claim_words=said_result.group(0), evidence=q.evidence.number,
                       quote_span=q.span)
        if status in ("goal", "required") and not said_status:
            return Hit(f"the quote of [{q.evidence.number}] gives it as {_STATUS_WORDS[status]}; the claim states it "
                       "as fact", evidence=q.evidence.number, quote_span=q.span)
    return None


_STATUS_WORDS = {"goal": "a goal or target", "required": "a requirement", "design": "a design value",
                 "planned": "a plan", "simulated": "a simulation or estimate"}


_CLAUSE_BREAK = re.compile(r";|,\s*(?:and|but|while|whereas|although|which|where)\b|\bwhereas\b", re.I)
#: where a sentence turns from one thing to another it is set against
_CONTRAST_BREAK = re.compile(r";|[.!?]\s+(?=[A-Z])|,?\s*\b(?:whereas|while|but|although|unlike|compared\s+(?:with|to)"
                             r"|in\s+contrast\s+to|as\s+against)\b|,\s*and\s+(?=the\b|at\b|for\b|in\b)", re.I)


def _quote_clauses(sentence: str, quote: str) -> str:
    """The clauses of ``sentence`` (cut where it sets one thing against another, and between its sentences when it
    holds several) that the quote overlaps."""
    at = sentence.find(" ".join(quote.split())[:60]) if quote else -1
    if at < 0:
        return sentence
    end = at + len(" ".join(quote.split()))
    cuts = [0, *[m.start() for m in _CONTRAST_BREAK.finditer(sentence)], len(sentence)]
    parts = [(a, b) for a, b in zip(cuts, cuts[1:]) if a < end and b > at]
    return sentence[parts[0][0]:parts[-1][1]] if parts else sentence


def _status_about(ctx: ClaimContext, sentence: str, status: str, quote: str = "") -> frozenset[str]:
    """Stems within eight words of the sentence's status words, in the clause that holds the quote: what the status is
    said of ("X reaches 2e35, and the integrated luminosity goal is 10 ab^-1": the goal is not X's)."""
    lo, hi = 0, len(sentence)
    at = sentence.find(" ".join(quote.split())[:40]) if quote else -1
    if at >= 0:
        lo = max((m.end() for m in _CLAUSE_BREAK.finditer(sentence) if m.end() <= at), default=0)
        hi = min((m.start() for m in _CLAUSE_BREAK.finditer(sentence) if m.start() >= at + min(len(quote), 40)),
                 default=len(sentence))
    found: set[str] = set()
    for match in ctx.lexicon.pattern("statuses", status).finditer(sentence):
        if not lo <= match.start() < hi:
            continue
        before = sentence[lo:match.start()].split()[-8:]
        after = sentence[match.end():hi].split()[:8]
        found |= stems(" ".join(before + after))
    return frozenset(found - GENERIC)
