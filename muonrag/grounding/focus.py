"""Does an answer answer its question? True, quoted claims about something else do not.

A model asked for what the evidence does not hold often answers with what it
does hold: asked for the cost of the collider, it quotes the circumference;
asked who proposed it, it quotes the muon mass. Each claim then passes its
quote, and the answer is still wrong. :func:`unanswered` reads what the
question asks for and says when no claim, with its quotes, gives it:

* **the kind of answer**: *when* asks for a date or year, *who* and *which
  company* (or laboratory, experiment, ...) for a name the question does not
  already hold, *how many / how much / how long* for a quantity;
* **the thing asked about**: in "what is the *radius* of the *outermost muon
  chamber*", the head noun (radius) must be in a claim's quote, and the words
  of what it is asked of (outermost muon chamber): both of one or two, half of
  more, unless the claim meets a setting the question names (10 TeV);
* **the setting asked about**: asked about 14 TeV, a claim whose quote, or
  whose chunk around the quote, gives the value for 10 TeV answers another
  question.
"""

from __future__ import annotations

import re
from typing import Optional, Sequence

from muonrag.language.evidence_forms import other_kind
from muonrag.language.quantities import is_year, quantities
from muonrag.language.tokenize import PhysicsTokenizer
from muonrag.grounding.amounts import stems
from muonrag.grounding.atoms import atoms
from muonrag.grounding.context import Passage, view
from muonrag.grounding.terms import MATERIAL_STEMS, known, names, outside_text


_tokens = PhysicsTokenizer()

_NAMED = (r"company|companies|firm|vendor|manufacturer|supplier|laboratory|laboratories|lab|labs|institute|institution"
          r"|university|group|collaboration|experiment|person|physicist|author|country|countries|team|organisation"
          r"|organization|facility|site")
_HOW_MUCH = re.compile(r"^\s*how\s+(?:many|much|long|large|big|high|heavy|far|wide|thick|fast|often|deep|strong|hot|cold"
                       r"|precisely|accurately|small|low|short|early|late|old)\b")
_WHEN = re.compile(r"^\s*(?:when|by\s+when|in\s+which\s+year|in\s+what\s+year|what\s+year|which\s+year|what\s+date)\b")
#: what a named thing modifies when it asks for no name: "what site power", "which experiment's data"
_NAMED_COMPOUND = (r"power|powers|consumption|costs?|area|areas|selection|stud(?:y|ies)|options?|depth|choice|layout|size"
                   r"|length|requirements?|parameters?|conditions?|energy|luminosity|data|results?|performance")
_WHO = re.compile(rf"^\s*(?:who|whom|whose|(?:which|what)\s+(?:\w+\s+)?(?:{_NAMED}))\b(?!\s+(?:{_NAMED_COMPOUND})\b)")
_FOCUS = re.compile(
    r"^\s*(?:what|which)\s+(?:is|are|was|were|will\s+be|would\s+be)\s+(?:the\s+|a\s+|an\s+)?"
    r"(?P<focus>(?:[\w-]+\s+){0,3}?[\w-]+)\s+(?:of|for|in|at|on|used|that|does|do|did|to|from|with|by|between|per)\s+"
    r"(?P<object>[^?]+)"
)
_FOCUS_VERB = re.compile(r"^\s*(?:how\s+much|what)\s+(?:does|do|did|will)\s+(?P<object>.+?)\s+(?P<focus>cost|weigh)\b")
_DATE = re.compile(r"\b(?:january|february|march|april|may|june|july|august|september|october|november|december"
                   r"|(?:18|19|20)\d\d(?:s)?|decade|century|years?\s+(?:from\s+now|after|before))\b", re.I)
# the same thing under another word: what the focus may be called in an answer
_ALIASES = {
    "cost": {"price", "cost", "chf", "eur", "euro", "dollar", "usd", "budget", "fund", "expens"},
    "weigh": {"weigh", "weight", "mass", "kg", "tonn", "ton", "gram"},
    "weight": {"weigh", "weight", "mass", "kg", "tonn", "ton", "gram"},
    "mass": {"mass", "weigh", "weight", "kg", "gev", "mev", "tev"},
    "lifetim": {"lifetim", "live", "decay"},
    "radiu": {"radiu", "radii"},
    "length": {"length", "long"},
    "limit": {"limit", "below", "under", "maximum", "exceed", "less", "most", "up", "bound", "must"},
}
# heads that name no property an answer must repeat ("what is the status of ...", "what is the main source of ...")
_ABSTRACT = frozenset(_tokens("status layout design shape configuration structure composition role purpose function "
                              "principle concept idea nature plan strategy approach method mechanism performance "
                              "result outcome effect impact situation state arrangement geometry setup set-up source "
                              "cause reason advantage disadvantage benefit challenge problem issue difference goal aim "
                              "motivation requirement need origin consequence implication solution option choice "
                              "feature property characteristic technique technology way means limitation drawback "
                              "material materials composition content task job use parameter mode condition development "
                              "progress prospect"))
# heads a quantity answers by its kind: "what is the energy" is answered by a value in TeV
_KINDS = {
    "energi": {"energy"}, "field": {"field"}, "radiu": {"length"}, "length": {"length"}, "size": {"length"},
    "thick": {"length"}, "circumfer": {"length"}, "distanc": {"length"}, "width": {"length"}, "diamet": {"length"},
    "depth": {"length"}, "height": {"length"}, "angl": {"angle"}, "lifetim": {"time"}, "time": {"time"},
    "durat": {"time"}, "dose": {"dose"}, "mass": {"mass"}, "weight": {"mass"}, "power": {"power"},
    "frequenc": {"frequency"}, "temperatur": {"temperature"}, "luminos": {"luminosity", "integrated luminosity"},
    "voltag": {"voltage"}, "current": {"current"}, "gradient": {"gradient"}, "fluenc": {"fluence"},
    "fraction": {"fraction"}, "effici": {"fraction"}, "precis": {"fraction"}, "resolut": {"time", "length", "fraction"},
    "rate": {"frequency"}, "pressur": {"pressure"}, "momentum": {"momentum", "energy"},
}
_GENERIC = frozenset(_tokens("main typical total overall expected estimated approximate target nominal current exact value "
                             "number amount level kind type sort each every both two three "
                             # the machine itself, which every chunk of a design is about ("the ring", "the designs")
                             "ring machine collider accelerator complex design designs"))
#: heads a bare number answers: "what is the muon count per bunch"
_COUNTS = frozenset(_tokens("count counts"))
#: a time said without a number: "within a few milliseconds", "out of time with the collision"
_WHEN_SAID = re.compile(r"\b(?:before|after|later|earlier|during|within|until|once|simultaneous\w*|out\s+of\s+time|in\s+time"
                        r"|at\s+the\s+same\s+time)\b", re.I)
_VAGUE_AMOUNT = re.compile(r"\b(?:a\s+few|several|some|tens\s+of|hundreds\s+of|thousands\s+of|many)\s+([a-zμ]+)", re.I)


def _known_in(texts: Sequence[str]) -> set[str]:
    """Stems of ``texts`` and of the glossary forms they mention."""
    return set().union(*(known(text) for text in texts))


def unanswered(question: str, claims: Sequence[tuple[str, Sequence[tuple[Passage, str]]]]) -> Optional[str]:
    """Why no claim answers ``question`` (see the module docstring), or ``None`` when one does.

    Args:
        question: the question asked.
        claims: each kept claim's text with its (evidence, quote) pairs.
    """
    if not claims or not question.strip():
        return None
    lowered = " ".join(question.lower().split())
    reasons: list[str] = []
    for text, quotes in claims:
        reason = _claim_unanswered(lowered, text, quotes, question)
        if reason is None:
            return None
        reasons.append(reason)
    return reasons[0]


def _claim_unanswered(question: str, claim: str, quotes: Sequence[tuple[Passage, str]], written: str = "") -> Optional[str]:
    """Why ``claim`` does not answer the lower-cased ``question`` (``written``: as asked, where case tells a name)."""
    said = [claim, *(q for _, q in quotes)]
    claim_atoms = atoms(claim)
    if _WHEN.search(question):
        # "when do background hits arrive", "when could it be installed": a time relative to another ("out of time
        # with the collision", "only after the first physics run") answers too
        relative = re.match(r"\s*when\s+(?:do|does|did|can|could|will|would|is|are|must|should)\b", question) and (
            _WHEN_SAID.search(claim) or any(a.quantity.unit is not None and a.quantity.unit.kind == "time"
                                            for a in claim_atoms.amounts))
        if not any(is_year(a.quantity) for a in claim_atoms.amounts) and not _DATE.search(claim) and not relative:
            return "the question asks when; no claim gives a date or a year"
    if _WHO.search(question):
        asked = stems(question)
        named = [w for w in names(claim) if not stems(w) & MATERIAL_STEMS and re.search(r"[a-z]", w, re.I)]
        if not any(not (stems(word) <= asked) for word in named):
            return "the question asks for a name (who, which organisation); no claim gives one"
    vague = any(_is_unit_word(m.group(1)) for m in _VAGUE_AMOUNT.finditer(claim))  # "within a few milliseconds"
    if _HOW_MUCH.search(question) and not claim_atoms.amounts and not vague \
            and not re.search(r"\b(?:precision|percent|%)\b", claim):
        return "the question asks for a quantity; no claim gives one"
    other = other_kind(written or question, " ".join(said),
                       headings=[h for e, _ in quotes for h in (e.title, e.section or "")])
    if other:
        return f"the question asks about something else than the claims and quotes, which are about the {other}"
    # what is asked about must be in the evidence, not only in the claim: in the quotes, or the heading, caption
    # and table header they stand under (a row "| GEM | 70 |" under "Muon chamber options" is about the muon system)
    known = _known_in(said[1:]) | _known_in([_setting_of(e, q) for e, q in quotes])
    focus = _FOCUS_VERB.search(question) or _FOCUS.search(question)
    if focus:
        head = [t for t in _tokens(focus.group("focus")) if t.isalpha() and t not in _GENERIC]
        if head and head[-1] not in _ABSTRACT:
            wanted = _ALIASES.get(head[-1], {head[-1]})
            kinds = _KINDS.get(head[-1], set())
            by_kind = any(a.quantity.unit is not None and a.quantity.unit.kind in kinds for a in claim_atoms.amounts) \
                or (head[-1] in _COUNTS and any(a.quantity.unit is None for a in claim_atoms.amounts))
            if not wanted & known and not by_kind:
                return f"the question asks for the {focus.group('focus').strip()}; no claim or quote mentions it"
        # (a unit the question wants the answer in, "in nanoseconds", is no thing asked about)
        object_terms = [t for t in _tokens(focus.group("object")) if t.isalpha() and t not in _GENERIC
                        and not _is_unit_word(t)]
        hits = sum(t in known for t in object_terms)
        # a setting of the question met by the claim (10 TeV) answers for what it is asked of
        setting = any(any(a.same_value(b) for b in claim_atoms.amounts) for a in atoms(focus.group("object")).amounts)
        needed = len(object_terms) if len(object_terms) <= 2 else (len(object_terms) + 1) // 2
        if object_terms and hits < needed and not setting:
            return f"the question asks about {focus.group('object').strip()}; the claims and quotes are about something else"
    return _setting_unanswered(question, claim_atoms, quotes)


def _is_unit_word(word: str) -> bool:
    """Whether ``word`` names a unit ("milliseconds", "nanosecond"), as the quantity reader reads one after a number."""
    read = quantities(f"1 {word}")
    return bool(read) and read[0].unit is not None


def _setting_of(evidence: Passage, quote: str) -> str:
    """The local heading, caption and table header a quote stands under in its chunk."""
    seen = view(evidence, quote)
    return f"{seen.section} {seen.frame}" if seen.span is not None else ""


def _setting_unanswered(question: str, claim_atoms, quotes: Sequence[tuple[Passage, str]]) -> Optional[str]:
    # a setting is an energy ("at 14 TeV"); another value of the question ("why is 2 MW enough") is what it asks about
    asked = [a for a in atoms(question).amounts if a.dimension == "eV"]
    for dimension in {a.dimension for a in asked}:
        values = [a for a in asked if a.dimension == dimension]
        if len(values) > 1:
            continue  # a comparison
        wanted = values[0]
        stated = [a for a in claim_atoms.amounts if a.dimension == dimension]
        for _, quote in quotes:
            stated += [a for a in atoms(quote).amounts if a.dimension == dimension]
        if stated:
            if not any(a.same_value(wanted) for a in stated):
                return f"the question asks about {wanted.quantity.written}; the claim is about {stated[0].quantity.written}"
            continue
        around = []
        for evidence, quote in quotes:
            around += [a for a in atoms(outside_text(evidence.text, quote)).amounts if a.dimension == dimension]
        if around and not any(a.same_value(wanted) for a in around):
            return (f"the question asks about {wanted.quantity.written}; the quoted chunk gives its values for "
                    f"{around[0].quantity.written}")
    return None
