"""What a question asks for: the form of its answer, the kind of value, what it counts, its focus.

The offline answerer (:mod:`muonrag.answer.extractive`) quotes a sentence only
when it has the form the question asks for; these are the question's side of
that test, :func:`muonrag.answer.evidence_forms.fits` is the evidence's.
"""

from __future__ import annotations

import re

from muonrag.answer.grounding import tokens

_VALUE_WORDS = (
    r"energy|energies|field|luminosity|luminosities|mass|masses|lifetime|length|circumference|radius|diameter|"
    r"power|rate|resolution|precision|accuracy|gradient|dose|fluence|frequency|momentum|emittance|temperature|"
    r"pressure|thickness|size|cross[- ]section|efficiency|spread|voltage|width|angle|depth|distance|duration|"
    r"reach|sensitivity|factor|fraction|percentage|share|proportion|number|amount|value|limit|threshold|"
    r"yield|intensity|density|cost|weight|volume|speed|velocity|gain|window|stress|beta|β\\*|β"
)
_VALUE_QUESTION = re.compile(
    r"\bhow\s+(?:many|much|large|big|small|long|short|strong|high|low|fast|slow|far|close|deep|thick|thin|"
    r"heavy|wide|narrow|cold|hot|warm|precise|precisely|accurate|accurately|often|intense|bright|"
    r"quickly|steeply|well|badly|old)\b"
    r"|\bto\s+what\s+(?:energy|energies|extent|level|value|precision|mass|masses|scale)\b"
    r"|\bup\s+to\s+what\b"
    r"|\b(?:what|which)\s+(?:[^\s?,]+\s+){0,4}?(?:" + _VALUE_WORDS + r")s?\b(?!\s+(?:of|in)\s+(?:the|a)\s+\w+\s+(?:is|are))",
    re.I,
)
_DATE_QUESTION = re.compile(
    r"^\W*when\b|\bwhen\s+(?:was|were|is|are|did|does|do|will|would|has|have|had|can|could)\b"
    r"|\b(?:what|which)\s+year\b|\bin\s+(?:which|what)\s+year\b|\bwhat\s+date\b",
    re.I,
)
_REASON_QUESTION = re.compile(
    r"\bwhy\b|\bhow\s+(?:does|do|did|is|are|was|were|can|could|would|should|will|to)\b|\bin\s+what\s+way\b"
    r"|\bwhat\s+(?:causes|caused|limits|determines|drives|explains|makes|allows|prevents|protects|stops|"
    r"mechanism|reason|purpose|role|trick|goes\s+wrong|happens)\b"
    r"|\bwhat\s+is\s+the\s+(?:reason|purpose|role|mechanism|point|benefit|advantage)\b",
    re.I,
)

#: Tokens that say what kind of answer is wanted, not what the question is about.
ANSWER_TYPE_TOKENS = frozenset(tokens(
    "how many much what which when where who whom whose why fraction fractions percentage percentages share "
    "proportion value values amount number numbers size level typical expected roughly approximately "
    "year years foreseen planned targeted expected assumed required projected proposed achieved achieve reach "
    "reached used needed anticipated envisaged considered estimated predicted stand come meant mean called known"
))


def question_kinds(question: str) -> frozenset[str]:
    """The forms an answer to ``question`` may take: some of ``"date"``, ``"value"``, ``"reason"``.

    A "how" question about a quantity ("how many", "how strong") is a value
    question; other "how" questions ("how does", "how do designers ...") and
    "why" questions ask for a reason or mechanism. A question with several
    parts ("what ..., and why?") has several kinds; an empty set means any
    sentence will do.
    """
    kinds = set()
    if _DATE_QUESTION.search(question):
        kinds.add("date")
    if _VALUE_QUESTION.search(question):
        kinds.add("value")
    if _REASON_QUESTION.search(question):
        kinds.add("reason")
    return frozenset(kinds)


# The kinds of value (muonrag.core.quantities.KIND_PATTERNS) that "in tonnes", "how cold" or "cost" ask for.
_ASKED_KINDS = [
    (re.compile(r"\bhow\s+(?:cold|hot|warm)\b|\btemperature\b", re.I), "temperature"),
    (re.compile(r"\bhow\s+heavy\b|\bin\s+(?:tonnes|tons|kg|kilograms)\b", re.I), "mass"),
    (re.compile(r"\bhow\s+(?:thick|thin|deep|far|wide|narrow)\b|\bin\s+(?:km|kilometres|metres|meters|mm|cm)\b", re.I), "length"),
    (re.compile(r"\bcosts?\b|\bprice\b|\bbudget\b|\bhow\s+much\s+money\b|\b(?:euros?|dollars?|CHF)\b", re.I), "money"),
    (re.compile(r"\bin\s+[kMG]?V/m\b|\bgradient\b", re.I), "gradient"),
    (re.compile(r"\bin\s+(?:[kMGT]W|watts?|megawatts?)\b", re.I), "power"),
    (re.compile(r"\bhow\s+many\s+(?:seconds|minutes|hours|days|weeks|months|years)\b", re.I), "time"),
]


def asked_kinds(question: str) -> list[str]:
    """The kinds of value the question asks for by name ("in tonnes": mass, "how cold": temperature)."""
    return [kind for pattern, kind in _ASKED_KINDS if pattern.search(question)]


_COUNT_QUESTION = re.compile(r"\bhow\s+many\s+((?:[^\s?,]+\s+){0,4}?)(?:are|is|do|does|did|have|has|had|would|will|can|could|were|was|must|should|leave|make|per|in|of)\b", re.I)


def counted_nouns(question: str) -> list[str]:
    """Stems of what a "how many ..." question counts ("how many RF cavities are" -> ``["caviti"]``)."""
    match = _COUNT_QUESTION.search(question)
    if not match:
        return []
    phrase = re.split(r"\s+(?:and|or)\s+", match.group(1).strip())
    nouns = []
    for part in phrase:
        words = tokens(part)
        if words:
            nouns.append(words[-1])
    return nouns


# Words too vague to be what a question asks about ("what is meant by", "the main strategies").
_VAGUE_TOKENS = frozenset(tokens("meant stand main current status planned key major typical overall general best "
                                 "different new important kind kinds type types sort"))
_AUXILIARIES = r"is|are|was|were|do|does|did|can|could|would|will|must|should|has|have|had|may|might"
_FOCUS = [
    re.compile(r"\b(?:what|which|who)\s+(?:" + _AUXILIARIES + r")\s+(?:the\s+|a\s+|an\s+)?"
               r"((?:[^\s?,]+\s+){0,3}?[^\s?,]+?)\s+(?:of|for|in|at|on|that|to|from|by|with|behind)\b", re.I),
    re.compile(r"\b(?:what|which)\s+(?!(?:" + _AUXILIARIES + r")\b)((?:[^\s?,]+\s+){0,3}?[^\s?,]+?)\s+(?:" + _AUXILIARIES + r")\b",
               re.I),
]


def focus_terms(question: str) -> set[str]:
    """Stems of what a "what/which/who" question asks about ("What vacuum pressure is required ..." ->
    ``{"vacuum", "pressur"}``); empty when the question has no such short phrase."""
    for pattern in _FOCUS:
        match = pattern.search(question)
        if match:
            found = {t for t in tokens(match.group(1)) if t not in ANSWER_TYPE_TOKENS and t not in _VAGUE_TOKENS}
            if found:
                return found
    return set()
