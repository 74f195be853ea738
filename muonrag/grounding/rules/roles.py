"""Rules about who does what: the sides of a relation (subject and object, cause and effect) and the degree of a comparison."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Optional

from muonrag.core.numbers import ORDINALS
from muonrag.grounding.amounts import stems
from muonrag.grounding.atoms import agent_noun, side_terms
from muonrag.grounding.context import ClaimContext
from muonrag.grounding.findings import Hit
from muonrag.grounding.lexicon import Lexicon
from muonrag.grounding.terms import GENERIC, tokens

_SIDE_END = re.compile(r"[;:()]|[.!?](?:\s|$)|,\s*(?:while|whereas|but|although|so|and\s+(?:is|are|was|were))\b"
                       r"|\b(?:while|whereas|but|when|whenever|once|after|before|unless)\b", re.I)
# what stands between a relation verb and its subject in a relative clause or a passive: "X, which is followed by"
_LEFT_GLUE = re.compile(r"(?:\s*(?:,|\bwhich\b|\bthat\b|\bwho\b|\bis\b|\bare\b|\bwas\b|\bwere\b|\bbe\b|\bbeen\b"
                        r"|\balso\b|\bonly\b|\bthen\b|\bin\s+turn\b|\bdirectly\b|\bmainly\b|\bitself\b|\bthemselves\b))+\s*$", re.I)
# "..., which is (itself) surrounded by": the relative clause's subject is the phrase just before the comma
_WHICH = re.compile(r",\s*(?:which|that|who)\s+(?:(?:is|are|was|were|itself|themselves|in\s+turn|also|then)\s+)*$", re.I)
_AUX = frozenset(stems("is are was were be been being has have had can could will would may might also the a an its their "
                       "this these those by it they which that"))


_WORDS_A_SIDE = 8
_HEAD_END = re.compile(r"\b(?:between|in|of|on|at|from|near|inside|within|around|along|with|for|to|into|onto|over|under"
                       r"|behind|beyond|by|there|that|which|who|whose|is|are|was|were)\b", re.I)


@dataclass(frozen=True)
class Relation:
    """One relation of a text: its class (``cause``, ``shield``...), the acting side, the head of that side, the side acted on."""

    relation: str
    agent: frozenset[str]
    head: frozenset[str]
    patient: frozenset[str]


def _stems_of(text: str) -> frozenset[str]:
    """The words that tell a side apart (:func:`~muonrag.grounding.atoms.side_terms`), framing words left out."""
    return side_terms(text) - GENERIC - _AUX


def _relation(relation: str, agent_text: str, patient_text: str) -> Optional[Relation]:
    agent, patient = _stems_of(agent_text), _stems_of(patient_text)
    # words both sides have ("the hadronic calorimeter surrounds the electromagnetic calorimeter") tell them not apart
    common = agent & patient
    agent, patient = agent - common, patient - common
    if not agent or not patient:
        return None
    head = (_stems_of(_HEAD_END.split(agent_text.strip())[0]) - common) or agent
    return Relation(relation, agent, head, patient)


_DETERMINER_BEFORE = re.compile(r"\b(?:the|a|an|its|their|this|these|those|each)\s+$", re.I)


def _relations(text: str, lexicon: Lexicon) -> list[Relation]:
    """Each relation of ``text``: a verb of the profile's ``relations`` with up to eight words on either side, within
    its clause ("X, which protects Y": X protects Y; "Y is protected by X", "Y because X", "Because X, Y": X acts on Y;
    "X does A and protects Y": X protects Y)."""
    classes = lexicon.data.get("relations", {}).get("classes", {})
    found = []
    for reverse, key in ((True, "reverse"), (False, "active")):
        for match in lexicon.pattern("relations", key).finditer(text):
            if re.match(r"\s+by\b", text[match.end():]):
                continue  # a verb's passive is read only as listed ("X is surrounded by Y")
            if agent_noun(match.group(0)):
                continue  # a noun of what does it ("the absorbers", "producers"): no relation stated
            if not reverse and (_DETERMINER_BEFORE.search(text, 0, match.start()) or re.match(r"\s+of\b", text[match.end():])):
                continue  # a noun ("the capture solenoid", "a tungsten-carbide shield of 1.2 m"): no relation stated
            found.append((match.start(), match.end(), reverse, match.group(0)))
    # a verb inside a longer listed phrase is read as that phrase ("housed" in "is housed in")
    found = [f for f in found if not any(o[0] <= f[0] and f[1] <= o[1] and o[1] - o[0] > f[1] - f[0] for o in found)]
    out: list[Relation] = []
    last_agent: Optional[tuple[str, str]] = None
    for start, end, reverse, verb in sorted(found):
        before = text[max(0, start - 120):start]
        after = text[end:end + 120]
        if not reverse and re.search(r"\b(?:is|are|was|were|be|been)\s+$", before) \
                and not re.match(r"\s+(?:to|the|a|an)\b", after):
            continue  # a passive or adjective without its agent ("is reduced"): no sides to swap
        words = tokens(verb)
        if not words:
            continue
        # the first class one of whose stems begins a word of the verb ("lies inside": inside), else its first word
        relation = next((name for name, listed in classes.items()
                         if any(word.startswith(stem) for word in words for stem in listed)), words[0])
        right_text = " ".join(re.split(r",", _SIDE_END.split(after)[0])[0].split()[:_WORDS_A_SIDE])
        if re.search(r"\band\s*$", before) and last_agent is not None and (not reverse or not _stems_of(before[-30:-4])):
            left_text = last_agent[0]  # "X returns the flux and houses Y": X houses Y; "X lies downstream of A and upstream of B"
        elif which := _WHICH.search(before):
            # "the tungsten shield, which is itself surrounded by the coils": the shield, not what came before it
            antecedent = before[:which.start()]
            left_text = re.split(r"\b(?:by|of|with|from|in|into|to|on)\s+", antecedent)[-1]
            left_text = " ".join(_SIDE_END.split(left_text)[-1].split()[-4:])
        else:
            # a cause's effect is a whole clause ("the liner ... is only 2 cm thick because ..."): its subject comes first
            width = 2 * _WORDS_A_SIDE if reverse else _WORDS_A_SIDE
            left_text = " ".join(_SIDE_END.split(_LEFT_GLUE.sub("", before))[-1].split()[-width:])
            left_text = re.split(r",", left_text)[-1] if not reverse else left_text
        if not _stems_of(left_text):
            if reverse and "," in after:  # "Because X, Y": X is the cause of Y
                cause, effect = after.split(",", 1)
                found_relation = _relation(relation, " ".join(cause.split()[:_WORDS_A_SIDE]),
                                           " ".join(_SIDE_END.split(effect)[0].split()[:_WORDS_A_SIDE]))
                if found_relation:
                    out.append(found_relation)
            continue
        agent_text, patient_text = (right_text, left_text) if reverse else (left_text, right_text)
        found_relation = _relation(relation, agent_text, patient_text)
        if found_relation:
            out.append(found_relation)
            last_agent = (agent_text, relation)
    return out


def _words_in(side: frozenset[str]) -> int:
    return sum(1 for term in side if term.isalpha())


def role_swap(ctx: ClaimContext) -> Optional[Hit]:
    """Subject and object, cause and effect, stay on their sides: "A shields B" does not support "B shields A", nor "X causes Y" "Y causes X" (passives and "due to" read the right way round); what two parallel clauses say apart is not crossed ("photons in the ECAL, whereas neutrons in the HCAL"), nor are two relations of one kind ("A absorbs X, whereas B captures Y" does not support "B absorbs X"). Reads ``relations``."""
    for q in ctx.quotes:
        crossed = _crossed(ctx.claim, q.sentence)
        if crossed:
            return Hit(f"the claim pairs {crossed[0]} with {crossed[1]}, which the quote's sentence says in two different "
                       "clauses of the same form", evidence=q.evidence.number, quote_span=q.span)
        turned = _cause_turned(ctx.claim, q.sentence)
        if turned:
            return Hit(f"the claim gives {turned[0]!r} as the cause of {turned[1]!r}; the quote's sentence the other way "
                       "round", evidence=q.evidence.number, quote_span=q.span)
        exchanged = _exchanged(ctx.claim, q.sentence) or _exchanged(ctx.claim, q.quote)
        if exchanged:
            return Hit(f"the claim puts {exchanged[0]!r} and {exchanged[1]!r} in each other's places around "
                       f"{exchanged[2]!r}", evidence=q.evidence.number, quote_span=q.span)
    mine = _relations(ctx.claim, ctx.lexicon)
    if not mine:
        return None
    for q in ctx.quotes:
        theirs = _relations(q.sentence, ctx.lexicon)
        for mine_one in mine:
            # "A absorbs X, whereas B captures Y" does not support "B absorbs X": each side is the other relation's
            same = [t for t in theirs if t.relation == mine_one.relation]
            by_patient = [t for t in same if t.patient & mine_one.patient and not t.agent & mine_one.agent]
            by_agent = [t for t in same if t.agent & mine_one.agent and not t.patient & mine_one.patient]
            if by_patient and by_agent and not any(t.agent & mine_one.agent and t.patient & mine_one.patient for t in same):
                return Hit(f"the claim gives what {'/'.join(sorted(by_patient[0].agent))} does to "
                           f"{'/'.join(sorted(by_agent[0].agent))}", evidence=q.evidence.number, quote_span=q.span)
        for mine_one in mine:
            for theirs_one in theirs:
                if mine_one.relation != theirs_one.relation:
                    continue
                # swapped: what acts in the sentence is acted on in the claim, and what acts in the claim (a thing the
                # sentence names) is not what acts in the sentence
                if _words_in(mine_one.head) > 4 or _words_in(theirs_one.head) > 4:
                    # a clause acts ("because X, Y"): the two sides, word for word, the other way round
                    straight = len(mine_one.agent & theirs_one.agent) + len(mine_one.patient & theirs_one.patient)
                    swapped = len(mine_one.agent & theirs_one.patient) + len(mine_one.patient & theirs_one.agent)
                    if swapped >= 3 and straight <= 1 and mine_one.agent & theirs_one.patient and mine_one.patient & theirs_one.agent:
                        return Hit("the claim swaps cause and effect of the quote's sentence", evidence=q.evidence.number,
                                   quote_span=q.span)
                    continue
                # what acts in the claim alone is what the sentence acts on, and the other way round
                mine_own, their_own = mine_one.agent - theirs_one.agent, theirs_one.agent - mine_one.agent
                if mine_own and their_own and mine_own <= theirs_one.patient and their_own <= mine_one.patient \
                        and not mine_own & mine_one.patient:
                    return Hit(f"the claim swaps the sides of the quote's sentence: there, {'/'.join(sorted(their_own))} "
                               f"acts on {'/'.join(sorted(mine_own))}", evidence=q.evidence.number, quote_span=q.span)
                # (the words both heads have, "the 30 T solenoids" and "40 T solenoids", tell them not apart)
                mine_head, their_head = mine_one.head - theirs_one.head, theirs_one.head - mine_one.head
                if their_head & mine_one.patient and mine_head \
                        and mine_head & (theirs_one.patient | (theirs_one.agent - theirs_one.head)) \
                        and not their_head & mine_one.agent:
                    return Hit(f"the claim swaps the sides of the quote's sentence: there, {'/'.join(sorted(theirs_one.head))} "
                               f"acts on {'/'.join(sorted(theirs_one.patient))}", evidence=q.evidence.number,
                               quote_span=q.span)
    return None


#: where a sentence sets one clause beside another of the same form: "X in the ECAL, whereas Y in the HCAL"
_PARALLEL_BREAK = re.compile(r";|[.!?]\s+|,?\s*\b(?:whereas|while|but|although)\b|,\s*(?:or|and)\s+", re.I)


def _words_of(clause: str, framing: bool = False) -> set[str]:
    """The words of a clause that can fill it (or, ``framing``, also frame it: "uses"): stems of words, not numbers."""
    words = {t for t in tokens(clause) if t.isalpha()} - _AUX
    return words if framing else words - GENERIC


def _crossed(claim: str, sentence: str) -> Optional[tuple[str, str]]:
    """Two words the claim puts in one clause that the sentence gives to two parallel clauses (sharing at least two
    words of their form, at least half of which the claim's clause holds, and the claim's clause saying little else) when
    the claim holds only part of what sets each clause apart: "photons in the ECAL, whereas
    neutrons in the HCAL" does not support "neutrons in the ECAL" (a clause repeated whole, or merged whole, is kept)."""
    clauses = [c for c in _PARALLEL_BREAK.split(sentence) if c and c.strip()]
    if len(clauses) < 2:
        return None
    words = [_words_of(c) for c in clauses]
    framing = [_words_of(c, framing=True) for c in clauses]
    for part in _PARALLEL_BREAK.split(claim):
        if not part or not part.strip():
            continue
        mine = _words_of(part)
        mine_framing = _words_of(part, framing=True)
        for i in range(len(clauses)):
            for j in range(len(clauses)):
                if i == j:
                    continue
                frame = framing[i] & framing[j]
                own_i, own_j = words[i] - words[j], words[j] - words[i]
                if len(frame) < 2 or 2 * len(frame & mine_framing) < len(frame) or not own_i or not own_j \
                        or len(mine - words[i] - words[j]) > 1:
                    continue
                from_i, from_j = mine & own_i, mine & own_j
                if from_i and from_j and from_i < own_i and from_j < own_j:
                    return sorted(from_i)[0], sorted(from_j)[0]
    return None


def compare_degree(ctx: ClaimContext) -> Optional[Hit]:
    """A superlative (the largest, the first) or a factor (twice, an order of magnitude) of the claim is in the quote's sentence, not said there of a group ("among the largest"); a comparison (more precise than) is not drawn from a sentence that says the two are alike. Reads ``superlatives``, ``factors`` and ``alike_words``."""
    sentences = " ".join(q.sentence for q in ctx.quotes)
    claim = ctx.claim
    factors = ctx.lexicon.patterns("factors")
    for value, pattern in factors.items():
        match = pattern.search(claim)
        if match and not pattern.search(sentences) and not _factor_number(sentences, value):
            return Hit(f"the claim says {match.group(0)!r}; the quote's sentence gives no such factor", claim_words=match.group(0))
    more = _MORE_THAN.search(claim)
    if more and not re.search(r"\bthan\b", sentences, re.I) and ctx.lexicon.pattern("alike_words").search(sentences):
        return Hit(f"the claim says {more.group(0)!r}; the quote's sentence says they are alike", claim_words=more.group(0))
    superlative = ctx.lexicon.pattern("superlatives")
    claim, sentences = _unhyphened(claim), _unhyphened(sentences)  # "the highest-field magnets": "highest"
    for match in superlative.finditer(claim):
        word = match.group(0).lower()
        if word in ("most", "only", "first", "last", "main", "primary", "principal") and _not_superlative(claim, match):
            continue
        if word in ORDINALS and re.search(rf"(?<![\d.]){ORDINALS[word]}(?![\d.])", sentences):
            continue  # "the first vertex barrel layer" for "Vertex barrel layer 1": a position, written as its number
        said = [m for m in re.finditer(rf"(?<![\w-]){re.escape(word)}(?![\w-])", sentences, re.I)]
        if said and all(_HEDGED.search(sentences, 0, m.start()) for m in said) and not _HEDGED.search(claim, 0, match.start()):
            return Hit(f"the claim says {match.group(0)!r}; the quote's sentence says it of a group ("
                       f"{_HEDGED.search(sentences, 0, said[0].start()).group(0).strip()} ...)", claim_words=match.group(0))
        if said:
            continue
        if word in ("most",) and re.search(r"\bmost\b", sentences, re.I):
            continue
        if word in ("main", "primary", "principal", "dominant", "dominates", "leading") and _MAINLY.search(sentences):
            continue  # "the main origin" for "originates mainly from", "X dominates Y" for "Y, dominated by X"
        return Hit(f"the claim says {match.group(0)!r}; the quote's sentence does not", claim_words=match.group(0))
    return None


_MAINLY = re.compile(r"\b(?:mainly|mostly|primarily|principally|predominantly|chiefly|largely|dominat\w*|dominant)\b", re.I)
#: a comparison: "more precisely than", "finer than", "a higher field than"
_MORE_THAN = re.compile(r"\b(?:more|less|better|worse|[a-z]{2,}er)\s+(?:[a-z-]+\s+){0,3}?than\b", re.I)
#: a superlative said of a group, not of one: "among the highest-field magnets", "one of the largest", "the second largest"
_HEDGED = re.compile(r"\b(?:(?:among|amongst|one\s+of|some\s+of|several\s+of)\s+(?:the\s+)?(?:\w+\s+){0,1}"
                     r"|(?:second|third|fourth|fifth|next)\s+)$", re.I)


_JOINING = frozenset({"and", "or", "nor", "versus", "vs", "between", "both", "either", "neither", ","})


def _word_stems(text: str) -> list[str]:
    """The words of ``text`` in order, each stemmed, function words kept ("by" marks a passive, "of" a possessor)."""
    out = []
    for word in re.findall(r"[A-Za-z][\w-]*|\d[\d.,]*|,", text.lower()):
        stemmed = tokens(word) if word != "," else [","]
        out.append(stemmed[0] if stemmed else word)
    return out


def _exchanged(claim: str, sentence: str) -> Optional[tuple[str, str, str]]:
    """Two words that stand in each other's places around the same words ("a positron beam annihilating with
    electrons" and "an electron beam annihilating with positrons"): each said once in both, in the other order, the
    words between them the same, with no joining word among them (a list, "A and B", may be said in any order)."""
    mine, theirs = _word_stems(claim), _word_stems(sentence)
    # words, and numbers ("from 20 T at the target to 1.5 T"), each said once in both
    once = [w for w in dict.fromkeys(mine) if w not in GENERIC and w not in _JOINING
            and ((w.isalpha() and len(w) > 2) or re.fullmatch(r"\d+(?:\.\d+)?", w))
            and mine.count(w) == 1 and theirs.count(w) == 1]
    for i, a in enumerate(once):
        for b in once[i + 1:]:
            ia, ib, ja, jb = mine.index(a), mine.index(b), theirs.index(b), theirs.index(a)
            if ia > ib:
                ia, ib, ja, jb = ib, ia, theirs.index(a), theirs.index(b)
            # in the claim a ... b, in the sentence b ... a, with the same words between (an article may follow
            # the noun it stood before: "a compressor ring, after which an accumulator ring")
            between = [w for w in mine[ia + 1:ib] if w not in _ARTICLES]
            # no list between them ("A, B and C" may be said in any order): no joining word, and a comma only
            # before a clause of its own ("a compressor ring, after which")
            listed = set(between) & _JOINING - {","} or ("," in between and not set(between) & _SUBORDINATE)
            if ja < jb and between == [w for w in theirs[ja + 1:jb] if w not in _ARTICLES] and between \
                    and not listed and set(between) - GENERIC:
                return mine[ia], mine[ib], " ".join(mine[ia + 1:ib])
    return None


_ARTICLES = frozenset({"a", "an", "the"})
_SUBORDINATE = frozenset({"which", "where", "when", "while", "whose", "who", "after", "befor", "until", "onc"})

#: a cause, then what follows from it: "X and therefore Y", "X, so Y", "X; hence Y"
_THEN = re.compile(r"(?:,|;)?\s*(?:\band\s+)?\b(?:therefore|thus|hence|consequently|so)\b(?!\s+(?:far|much|many|called|long|that|to)\b)"
                   r"\s*,?", re.I)
#: an effect, then its cause: "Y because X", "Y, since X", "Y due to X"
_BECAUSE = re.compile(r",?\s*\b(?:because(?:\s+of)?|since|due\s+to|owing\s+to|as\s+a\s+result\s+of)\b", re.I)


def _cause_and_effect(text: str) -> Optional[tuple[set[str], set[str]]]:
    """The words of the cause and of the effect of ``text``'s one causal link, if it states one."""
    for pattern, cause_first in ((_THEN, True), (_BECAUSE, False)):
        links = list(pattern.finditer(text))
        if len(links) != 1:
            continue
        link = links[0]
        before, after = text[:link.start()], text[link.end():]
        if not cause_first and not before.strip():  # "Because X, Y"
            before, after = after.split(",", 1) if "," in after else ("", "")
            before, after = after, before
        first, second = _words_of(before), _words_of(after)
        if first and second:
            return (first, second) if cause_first else (second, first)
    return None


def _cause_turned(claim: str, sentence: str) -> Optional[tuple[str, str]]:
    """A cause and its effect exchanged: "do not ramp and therefore dissipate no AC losses" does not support
    "dissipate no AC losses and therefore do not ramp" (each side of the claim shares more with the other side of
    the sentence than with its own)."""
    mine, theirs = _cause_and_effect(claim), _cause_and_effect(sentence)
    if mine is None or theirs is None:
        return None
    (cause, effect), (their_cause, their_effect) = mine, theirs
    if len(cause & their_effect) > len(cause & their_cause) and len(effect & their_cause) > len(effect & their_effect):
        return " ".join(sorted(cause & their_effect)), " ".join(sorted(effect & their_cause))
    return None


def _unhyphened(text: str) -> str:
    return re.sub(r"(?<=[A-Za-z])-(?=[A-Za-z])", " ", text)


def _not_superlative(claim: str, match: "re.Match[str]") -> bool:
    """"most of", "at most", "only" as a limit, "first stage": not a ranking."""
    before = claim[:match.start()].lower()
    after = claim[match.end():].lower()
    word = match.group(0).lower()
    if word == "most":
        return bool(re.search(r"\bat\s+$", before)) or after.lstrip().startswith("of") or not re.search(r"\bthe\s+$", before)
    if word == "only":
        return True  # scope.quantifier reads "only"
    return not re.search(r"\bthe\s+$", before) or bool(re.match(r"\s+(?:stage|step|phase|part|section|time)\b", after))


def _factor_number(text: str, value: str) -> bool:
    """The sentence states the factor as a number: "a factor 2", "2 times", "2x", "×2"."""
    number = re.escape(value)
    return bool(re.search(rf"(?:factor\s+(?:of\s+)?(?:~|about\s+)?{number}\b|\b{number}\s*(?:times|x|×|-fold)\b|×\s*{number}\b)", text, re.I))
