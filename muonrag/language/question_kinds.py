"""What a question asks for: its form, the form of its answer, the kind of value, what it counts, its focus.

:func:`question_form` tells a fact question (a value, a count, a date, a name),
which the offline answerer (:mod:`muonrag.answer.extractive`) answers by
quoting the evidence, from an explanation question (why, how does ...), which
it leaves to a language model, and from other forms (comparisons, summaries,
definitions). The answerer quotes a sentence only when it has the form the
question asks for; :func:`question_kinds` and the helpers below are the
question's side of that test, :func:`muonrag.language.evidence_forms.fits` is the
evidence's.
"""

from __future__ import annotations

import re

from muonrag.language.tokenize import tokens

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
    r"|\b(?:what|which)\s+(?:[^\s?,]+\s+){0,6}?(?:" + _VALUE_WORDS + r")s?\b(?!\s+(?:of|in)\s+(?:the|a)\s+\w+\s+(?:is|are))"
    r"|\bwhat\s+(?:does|do|did|would|will|could|might)\s+(?:[^\s?,]+\s+){1,8}?(?:cost|weigh|measure|last|amount\s+to)\b"
    r"|\bin\s+(?:[kMGTmμn]?(?:W|eV|V/m|Hz|Sv|Gy)|tonnes|tons|kilograms|kg|km|metres|meters|mm|cm|degrees|percent|MPa|"
    r"kelvin|seconds|years)\s*[?,]",
    re.I,
)
_DATE_QUESTION = re.compile(
    r"^\W*when\b|\bwhen\s+(?:was|were|is|are|did|does|do|will|would|has|have|had|can|could)\b"
    r"|\b(?:what|which)\s+year\b|\bin\s+(?:which|what)\s+year\b|\bwhat\s+date\b",
    re.I,
)
_AUX_WORDS = r"does|do|did|is|are|was|were|can|could|would|should|will|might|may|must|has|have|had"
_AUX = r"(?:" + _AUX_WORDS + r")"
# An explanation (a reason, a mechanism, a process): why, how + verb, explain, what causes/makes/happens,
# what is the reason/purpose/role, in what way, by what means, what trick. "How many/much/large/long/far/
# high/precisely ..." ask for a value and are not explanations.
_REASON_QUESTION = re.compile(
    r"\bwhy\b|\bhow\s+come\b|\bhow\s+(?:(?:exactly|then|else|actually|in\s+practice)\s+)?" + _AUX + r"\b"
    r"|\bhow\s+to\b|\b(?:explain|explains|explained|explanation)\b|\bdescribe\s+how\b|\bhow\s+it\s+works\b"
    r"|\b(?:in|by)\s+what\s+(?:way|ways|means|mechanism|manner|process)\b|\bfor\s+what\s+(?:reason|purpose)\b"
    r"|\bwhat\s+(?:\w+\s+)?for\s*\?"
    r"|\bwhat\s+(?:causes|caused|cause|limits|limited|determines|determined|drives|drove|explains|makes|made|"
    r"allows|allowed|enables|enabled|prevents|prevented|protects|stops|stopped|keeps|kept|sets|governs|controls|"
    r"happens|happened|would\s+happen|will\s+happen|goes\s+wrong|went\s+wrong|would\s+go\s+wrong|lies\s+behind|"
    r"is\s+behind|leads?\s+to|gives\s+rise\s+to|is\s+responsible|are\s+responsible|"
    r"mechanism|mechanisms|reason|reasons|purpose|role|trick|principle|idea)\b"
    r"|\bwhat\s+(?:is|are|was|were)\s+the\s+(?:\w+\s+)?(?:reason|reasons|purpose|role|mechanism|mechanisms|point|"
    r"cause|causes|origin|idea|principle|physics|rationale|motivation|explanation|effect|effects|consequence|"
    r"consequences|trick)\b(?!\s+(?:energy|value|number|size|mass|length|rate|level)\b)",
    re.I,
)
# Questions that ask for something other than a fact or an explanation: a comparison, a summary, a list of
# strategies, a definition, a yes or no.
_OTHER_CLAUSE = re.compile(
    r"^\W*(?:compare|contrast|summari[sz]e|outline|describe|list|discuss|review|give|name\s+the\s+main|tell)\b"
    r"|^\W*" + _AUX + r"\b"
    r"|\bwhat\s+(?:is|are|was|were)\s+the\s+(?:main|key|major|principal|most\s+important|current\s+status|status|"
    r"pros|ingredients|challenges|open|prospects|options|strategies|differences|benefits?|advantages?|drawbacks?|"
    r"disadvantages?)\b"
    r"|\bwhat\s+is\s+meant\b|\bpros\s+and\s+cons\b|\bwhat\s+(?:does|do|did|would|will)\s+(?:[^\s?,]+\s+){0,6}?"
    r"(?:recommend|demonstrate|show|find|conclude|say|suggest|imply|mean|reveal|take|involve)\b",
    re.I,
)
# A name (who, which, where, "stand for", "what + noun"), asked for by itself.
_NAME_CLAUSE = re.compile(
    r"^\W*(?:who|whom|whose|which|where)\b|\bstands?\s+for\b"
    r"|^\W*what\s+(?!(?:" + _AUX_WORDS + r"|if|about|else|kind|sort|type)\b)[^\s?,]+"
    r"|^\W*what\s+" + _AUX + r"\s+(?:[^\s?,]+\s+){1,5}?(?:use|uses|used|made|clad|built|called|named|filled|"
    r"cooled|shielded|host|hosts|hosted|contain|contains|include|includes|consist|consists)\b",
    re.I,
)
_CLAUSE_SPLIT = re.compile(r"\s*(?:,\s*(?:and|or|but)?|;|\band\b|\bor\b)\s+(?=(?:what|which|who|whom|whose|when|where|why|how)\b)", re.I)

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


#: The forms of question: a fact (a value, a name, a date, a count), an explanation (why, how, what causes
#: ...), or another form (a comparison, a summary, a definition, a list of strategies, a yes or no).
QUESTION_FORMS = ("fact", "explanation", "other")


def question_clauses(question: str) -> list[str]:
    """The parts of a compound question ("What is X, and when was Y?" -> two parts)."""
    return [c for c in _CLAUSE_SPLIT.split(question.strip()) if c and c.strip(" ?,;")]


def clause_form(clause: str) -> str:
    """The form of one simple question (see :func:`question_form`)."""
    if _REASON_QUESTION.search(clause):
        return "explanation"
    if _DATE_QUESTION.search(clause) or _VALUE_QUESTION.search(clause):
        return "fact"
    if _OTHER_CLAUSE.search(clause):
        return "other"
    if _NAME_CLAUSE.search(clause):
        return "fact"
    return "other"


def question_form(question: str) -> str:
    """What the question asks for: ``"explanation"``, ``"fact"`` or ``"other"``.

    * ``"explanation"``: any part asks why or how something happens or works
      ("why", "how does/is/can ...", "explain", "what causes/makes/stops ...",
      "what is the reason/purpose/role ...", "in what way", "what trick ...").
      "How many/much/large/long/far/high/strong/precisely ..." ask for a value,
      not an explanation. A question with a why part ("which material, and
      why?") is an explanation: quoting the evidence cannot answer that part.
    * ``"fact"``: every part asks for a value, a count, a date or a name
      ("how many", "what energy", "when", "which laboratory", "what does X
      stand for", "what detector technology does X use").
    * ``"other"``: a comparison, summary, outline, definition ("what is
      meant by"), a list of strategies or advantages, a yes/no question, or a
      statement ("what did the report recommend").
    """
    if _REASON_QUESTION.search(question):
        return "explanation"
    forms = [clause_form(c) for c in question_clauses(question)] or ["other"]
    return "fact" if all(f == "fact" for f in forms) else "other"


# The kinds of value (muonrag.language.quantities.KIND_PATTERNS) that "in tonnes", "how cold" or "cost" ask for.
_ASKED_KINDS = [
    (re.compile(r"\bhow\s+(?:cold|hot|warm)\b|\btemperature\b", re.I), "temperature"),
    (re.compile(r"\b(?:magnetic\s+)?fields?\b(?!\s+(?:of\s+view|quality|uniformity|map))|\bin\s+(?:tesla|T)\b", re.I), "field"),
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
    # ... or before the setting it is asked at ("What RF voltage at 800 MHz does ...")
    re.compile(r"\b(?:what|which)\s+(?!(?:" + _AUXILIARIES + r")\b)((?:[^\s?,]+\s+){0,3}?[^\s?,]+?)\s+"
               r"(?:(?:" + _AUXILIARIES + r")\b|(?:at|for|in|of|with)\s+(?=[~≈<>]?\d))", re.I),
    # ... or, when the phrase before the verb is longer, before its first preposition ("What precision on the
    # Higgs quartic self-coupling can ...")
    re.compile(r"\b(?:what|which)\s+(?!(?:" + _AUXILIARIES + r")\b)((?:[^\s?,]+\s+){0,2}?[^\s?,]+?)\s+"
               r"(?:on|of|for|in|at|to|with|from|by|about|between)\b", re.I),
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
