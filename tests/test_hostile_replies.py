"""Hostile replies: markup, invisible and look-alike characters, unreadable JSON and malformed verdicts.

Every reply goes through the public engine (``muonrag.GroundedQueryEngine``)
and the real ``OpenAILike`` client over a real socket (``muonrag/testing.py``).
The evidence is four fixed chunks from a small retriever, numbered [1]..[4]
in the order of ``DOCS``, so no index or embedding model is needed.
"""

from __future__ import annotations

import json
import unicodedata

import pytest
from llama_index.core.retrievers import BaseRetriever
from llama_index.core.schema import NodeWithScore, TextNode

from muonrag import Config, GroundedQueryEngine
from muonrag.llm.adapter import make_llm
from muonrag.core.text_hygiene import STRUCK
from muonrag.evaluate.dataset import normalise_quote
from muonrag.testing import ReplayLLMServer

DOCS = {
    "nozzle.md": "Two tungsten nozzles with borated polyethylene cladding shield the detector from beam-induced "
                 "background. At 3 TeV each nozzle is a cone with an opening angle of 10 degrees around the beam pipe, "
                 "starting 21 cm from the interaction point.",
    "decay.txt": "Muons decay with a proper lifetime of 2.2 μs. At 5 TeV time dilation stretches the lab-frame lifetime "
                 "to about 0.1 s.",
    "photons.md": "At a 3 TeV muon collider the total cross section σ_t of μ+μ− → γγ is about 21 fb. The calorimeter "
                  "measures γ energies with a resolution σ_E/E of 10% above 50 GeV.",
    "vxd.md": "The vertex detector sees a fluence of about 10^15 neutrons per cm^2 per year at 10 TeV. Timing cuts remove "
              "most beam-induced background hits in the vertex detector because they arrive out of time with the collision.",
}
QN = "What is the opening angle of the tungsten nozzles?"
QV = "How is beam-induced background handled in the vertex detector?"
QP = "What is the cross section for photon pairs at 3 TeV?"
QD = "What is the muon lifetime?"

ANGLE = "At 3 TeV each nozzle is a cone with an opening angle of 10 degrees [1]."
LIFETIME = "Muons decay with a proper lifetime of 2.2 μs [2]."
GOLD = "The nozzles are made of pure gold [1]."
# what no answer, reason or removal may show
MARKUP = ("<script", "<a ", "onload", "![", "](", "http://", "<s>", "<del>", "~~", "<!--", STRUCK)


class FixedRetriever(BaseRetriever):
    """The chunks of ``DOCS``, in order, whatever the question."""

    def _retrieve(self, query_bundle):
        return [NodeWithScore(node=TextNode(id_=name, text=text, metadata={"doc_id": name, "title": name}), score=1.0 - 0.1 * i)
                for i, (name, text) in enumerate(DOCS.items())]


@pytest.fixture(scope="module")
def server():
    with ReplayLLMServer() as replay:
        yield replay


def _engine(server, verify):
    llm = make_llm(Config(llm_base_url=server.url, llm_model="replay-model", llm_timeout=5, llm_retries=0).llm)
    return GroundedQueryEngine(FixedRetriever(), llm=llm, verify=verify)


@pytest.fixture(scope="module")
def rules(server):
    return _engine(server, "rules")


@pytest.fixture(scope="module")
def verified(server):
    return _engine(server, "llm")


def ask(engine, server, question, *replies):
    """The answer to ``question`` when the endpoint replies ``replies`` in turn; and how many requests it took."""
    server.script = list(replies)
    before = len(server.requests)
    answer = engine.answer(question)
    return answer, len(server.requests) - before


def assert_plain(answer):
    """Nothing the reader is shown holds markup, an invisible character or the struck-text marker."""
    for shown in (answer.render(), answer.text, answer.reason or "", *answer.removed, *(c.quote for c in answer.citations)):
        for mark in MARKUP:
            assert mark not in shown, (mark, shown)
        assert not any(unicodedata.category(c) == "Cf" for c in shown), repr(shown)
    for citation in answer.citations:
        assert normalise_quote(citation.quote) in normalise_quote(DOCS[citation.doc_id])


# --- (3) text hygiene ------------------------------------------------------------------------------------------------

# (question, reply, text that must not be in the answer, text that must be): each reply also makes one honest claim
HIDDEN = [
    ("comment", QV, "Timing cuts do n<!-- -->ot remove most beam-induced background hits in the vertex detector [4].", "not"),
    ("zero-width", QV, "Timing cuts do n\u200bot remove most beam-induced background hits in the vertex detector [4].", "not"),
    ("word joiner", QV, "Timing cuts do n\u2060o\ufefft remove most beam-induced background hits in the vertex detector [4].", "not"),
    ("cyrillic o", QV, "Timing cuts do n\u043et remove most beam-induced background hits in the vertex detector [4].", "not"),
    ("greek omicron", QD, "Time dilation does n\u03bft stretch the lab-frame lifetime at 5 TeV [2].", "not"),
    ("greek nu", QV, "Timing cuts ne\u03bder remove most beam-induced background hits in the vertex detector [4].", "never"),
    ("greek capitals", QV, "Timing cuts do \u039d\u039f\u03a4 remove most beam-induced background hits in the vertex detector [4].", "not"),
    ("fullwidth", QV, "Timing cuts do \uff4e\uff4f\uff54 remove most beam-induced background hits in the vertex detector [4].", "not"),
]


@pytest.mark.parametrize("kind, question, attack, negation", HIDDEN, ids=[h[0] for h in HIDDEN])
def test_a_hidden_negation_is_seen_and_its_claim_removed(rules, server, kind, question, attack, negation):
    answer, _ = ask(rules, server, question, f"{ANGLE} {attack}")
    assert "10 degrees" in answer.text and negation not in answer.text.lower(), answer.text
    assert any(negation in r.lower() for r in answer.removed), answer.removed  # removed as written out, plainly
    assert_plain(answer)


STRUCK_REPLIES = [
    ("markdown", "Timing cuts ~~do not~~ remove most beam-induced background hits in the vertex detector [4]."),
    ("s tag", "Timing cuts <s>do not</s> remove most beam-induced background hits in the vertex detector [4]."),
    ("del tag", "Timing cuts <DEL class=x>do not</DEL> remove most beam-induced background hits in the vertex detector [4]."),
    ("nested", "Timing cuts <s>do <s>not</s> ever</s> remove most beam-induced background hits in the vertex detector [4]."),
    ("json", json.dumps({"claims": [{"text": ANGLE[:-5], "citations": [1]},
                                    {"text": "Timing cuts <strike>do not</strike> remove most beam-induced background hits "
                                             "in the vertex detector", "citations": [4]}]})),
]


@pytest.mark.parametrize("kind, reply", STRUCK_REPLIES, ids=[s[0] for s in STRUCK_REPLIES])
def test_struck_through_text_removes_its_claim(rules, server, kind, reply):
    answer, _ = ask(rules, server, QV, reply if kind == "json" else f"{ANGLE} {reply}")
    assert answer.text == ANGLE, (answer.text, answer.removed)
    assert "not" not in answer.text and "Timing cuts" not in answer.text
    assert any("struck-through" in r and "Timing cuts" in r for r in answer.removed), answer.removed
    assert_plain(answer)


def test_struck_text_outside_a_claim_is_reported(rules, server):
    answer, _ = ask(rules, server, QN, f"{ANGLE} ~~The nozzles are not made of tungsten.~~")
    assert answer.text == ANGLE and any("struck-through" in r for r in answer.removed)
    assert_plain(answer)


def test_bidi_overrides_are_removed_so_the_number_shown_is_the_number_checked(rules, server):
    shown_12 = "Each nozzle starts \u202e21\u202c cm from the interaction point [1]."  # displays "12 cm"
    answer, _ = ask(rules, server, QN, shown_12)
    assert answer.text == "Each nozzle starts 21 cm from the interaction point [1].", (answer.text, answer.removed)
    assert_plain(answer)
    shown_21 = "Each nozzle starts \u202e12\u202c cm from the interaction point [1]."  # displays "21 cm"
    answer, _ = ask(rules, server, QN, f"{ANGLE} {shown_21}")
    assert answer.text == ANGLE and any("12 cm" in r for r in answer.removed), (answer.text, answer.removed)
    assert_plain(answer)


MARKED_UP = [
    ("markdown image and link", f"{ANGLE} ![logo](http://evil.example/x.png) Two tungsten nozzles "
                                "[shield the detector](http://evil.example/phish) from beam-induced background [1].",
     "Two tungsten nozzles shield the detector from beam-induced background [1]."),
    ("a href", f'{ANGLE} Two <a href="http://evil.example/phish">tungsten nozzles</a> shield the detector from '
               "beam-induced background [1].", "Two tungsten nozzles shield the detector"),
    ("body onload", f'<body onload="alert(1)">{ANGLE}</body>', ANGLE),
    ("script", f"<script>alert('the nozzles are gold [1]')</script>{ANGLE}", ANGLE),
    ("escaped script", f"&lt;script&gt;alert(1)&lt;/script&gt; &amp;lt;script&amp;gt;alert(2)&amp;lt;/script&amp;gt;{ANGLE}", ANGLE),
    ("img onerror", f'{ANGLE}<img src=x onerror="alert(1)">', ANGLE),
    ("json with markup", json.dumps({"claims": [{"text": '<a href="http://evil.example">At 3 TeV</a> each nozzle is a cone '
                                                         "with an opening angle of 10 degrees ![x](http://evil.example/x.png)",
                                                 "citations": [1]}]}), ANGLE),
]


@pytest.mark.parametrize("kind, reply, kept", MARKED_UP, ids=[m[0] for m in MARKED_UP])
def test_markup_is_never_shown(rules, server, kind, reply, kept):
    answer, _ = ask(rules, server, QN, reply)
    assert kept in answer.text, (answer.text, answer.removed)
    assert "gold" not in answer.text and "alert" not in answer.render()
    assert_plain(answer)


def test_a_verifiers_reason_is_stored_plain(verified, server):
    hostile = ("<script>alert(1)</script>![x](http://evil.example/x.png) <b onmouseover='alert(2)'>not in the quote</b>"
               + " and so on" * 60)
    verdicts = {"verdicts": [{"claim": 1, "supported": False, "reason": hostile}]}
    answer, _ = ask(verified, server, QN, ANGLE, {"json": verdicts})
    assert answer.abstained and "not in the quote" in answer.reason, answer.reason
    [removed] = answer.removed
    assert removed.startswith("rejected by the verification pass (not in the quote and so on")
    assert len(removed) < 300 + len("rejected by the verification pass (): ") + len(ANGLE) + len(" [judge.rejected]")  # the reason is truncated
    assert_plain(answer)


def test_honest_physics_notation_is_kept_as_written(rules, server):
    reply = ("At 3 TeV the total cross section σ_t of μ+μ− → γγ is about 21 fb [3]. "
             "Muons decay with a proper lifetime of 2.2 \u00b5s [2]. "  # the micro sign: NFKC makes it μ
             "At 10 TeV the vertex detector fluence is about 10¹⁵ neutrons per cm² per year [4].")
    answer, _ = ask(rules, server, QP, reply)
    assert not answer.abstained and answer.removed == [], (answer.removed, answer.reason)
    for written in ("σ_t", "μ+μ− → γγ", "21 fb", "2.2 μs", "10¹⁵ neutrons per cm²"):
        assert written in answer.text, answer.text
    assert [c.number for c in answer.citations] == [2, 3, 4]
    assert_plain(answer)


# --- (6) nothing in a reply crashes the answer --------------------------------------------------------------------

CLAIM = "At 3 TeV each nozzle opens at 10 degrees"


def _json_claim(citations: str) -> str:
    return '{"claims": [{"text": "%s", "citations": %s}]}' % (CLAIM, citations)


UNREADABLE = [
    ("nan", _json_claim("[NaN]"), "uncited"),
    ("1e999", _json_claim("[1e999]"), "uncited"),
    ("infinity", _json_claim("[-Infinity]"), "uncited"),
    ("superscript digit", _json_claim('["²"]'), "uncited"),
    ("arabic-indic digit", _json_claim('["٣"]'), "uncited"),
    ("bool", _json_claim("[true]"), "uncited"),
    ("float", _json_claim("[1.0]"), "uncited"),
    ("5000 digits", _json_claim("[" + "1" * 5000 + "]"), "could not be read"),
    ("text, 5000 digits", f"{CLAIM} [{'9' * 5000}].", "uncited"),
    ("text, arabic-indic digit", f"{CLAIM} [٣].", "uncited"),
    ("nested arrays", '{"claims": ' + "[" * 100_000 + "]" * 100_000 + "}", "nested deeper than 64"),
    ("nested objects", '{"claims": [' + '{"a": ' * 100_000 + "1" + "}" * 100_000 + "]}", "nested deeper than 64"),
    ("nested, unclosed", '{"claims": ' + "[" * 100_000, "nested deeper than 64"),
    ("truncated, invalid escape", '{"claims": [{"text": "%s \\q", "citations": [1]}, {"text": "The noz' % CLAIM, "could not be read"),
    ("truncated escape", '{"claims": [{"text": "%s \\u12", "citations": [1]}, {"te' % CLAIM, "could not be read"),
    ("lone surrogate", '{"claims": [{"text": "%s \\ud800", "citations": ["x"]}]}' % CLAIM, "uncited"),
]


@pytest.mark.parametrize("kind, reply, why", UNREADABLE, ids=[u[0] for u in UNREADABLE])
def test_an_unreadable_answer_is_an_abstention_that_says_why(rules, server, kind, reply, why):
    answer, _ = ask(rules, server, QN, reply)
    assert answer.abstained and why in answer.reason, answer.reason
    assert answer.citations == [] and answer.text.startswith("The evidence at hand")
    assert_plain(answer)
    answer.render().encode("utf-8")  # printable: no lone surrogate


def test_a_truncated_reply_keeps_its_readable_claims_and_says_the_rest_was_lost(rules, server):
    reply = ('{"claims": [{"text": "%s", "citations": [1]}, {"text": "The nozzles are not \\q tungsten", "citations": [1]}, '
             '{"text": "The noz' % CLAIM)
    answer, _ = ask(rules, server, QN, reply)
    assert answer.text == f"{CLAIM} [1]." and "not" not in answer.text
    assert any("could not be read" in r for r in answer.removed), answer.removed
    assert_plain(answer)


VERIFY_UNREADABLE = [
    ("nested", '{"verdicts": ' + "[" * 100_000 + "]" * 100_000 + "}"),
    ("nan id", '{"verdicts": [{"claim": NaN, "supported": false, "reason": "x"}]}'),
    ("1e999 id", '{"verdicts": [{"claim": 1e999, "supported": false, "reason": "x"}]}'),
    ("superscript id", '{"verdicts": [{"claim": "²", "supported": false, "reason": "x"}]}'),
    ("5000-digit id", '{"verdicts": [{"claim": %s, "supported": false}]}' % ("2" * 5000)),
    ("truncated, invalid escape", '{"verdicts": [{"claim": 1, "supported": false, "reason": "bad \\q'),
    ("verdicts not a list", '{"verdicts": {"claim": 1, "supported": false}}'),
    ("verdict not an object", '{"verdicts": [1, false, null, "claim 1 is false"]}'),
]


@pytest.mark.parametrize("kind, reply", VERIFY_UNREADABLE, ids=[v[0] for v in VERIFY_UNREADABLE])
def test_an_unreadable_verification_leaves_the_rules_answer(verified, server, kind, reply):
    answer, requests = ask(verified, server, QN, f"{ANGLE} {LIFETIME} {GOLD}", reply, reply)
    assert requests == 3  # the answer, the verification pass and its one retry
    assert "10 degrees" in answer.text and "2.2 μs" in answer.text and "gold" not in answer.text
    assert any("gold" in r for r in answer.removed)
    assert any("rules only" in t for t in answer.trace), answer.trace
    assert_plain(answer)


# --- (5) the verification pass can only remove ---------------------------------------------------------------------

def _verdicts(*items) -> str:
    return json.dumps({"verdicts": [dict(zip(("claim", "supported", "reason"), item)) for item in items]})


PROSE = "All of these claims look fine to me."
CORRECT = _verdicts((1, True, "quoted"), (2, False, "the proper lifetime is not in the quote"))
# (case, verification replies, whether the lifetime claim (the second claim the rules keep) is removed)
MALFORMED = [
    ("numbered from 0", [_verdicts((0, True, "ok"), (1, False, "no")), PROSE], False),
    ("numbered from 0, then right", [_verdicts((0, True, "ok"), (1, False, "no")), CORRECT], True),
    ("supported 0", [_verdicts((1, 0, "no"), (2, False, "no")), PROSE], True),
    ("supported 'false'", [_verdicts((1, "false", "no"), (2, False, "no")), PROSE], True),
    ("supported null", [_verdicts((1, None, "no"), (2, False, "no")), PROSE], True),
    ("one extra verdict", [_verdicts((1, True, "ok"), (2, False, "no"), (3, False, "no"))], True),
    ("prose, then right", [PROSE, CORRECT], True),
    ("prose twice", [PROSE, PROSE], False),
    ("missing verdict", [_verdicts((2, False, "no")), _verdicts((2, False, "no"))], True),
    ("contradictory verdicts", [_verdicts((1, False, "no"), (1, True, "ok"), (2, False, "no")), PROSE], True),
    ("claim id a bool", [_verdicts((True, False, "no"), (2, False, "no")), PROSE], True),
    ("claim id a string", [_verdicts(("1", False, "no"), (2, False, "no")), PROSE], True),
    ("claim id a float", [_verdicts((1.0, False, "no"), (2, False, "no")), PROSE], True),
    ("everything true", [_verdicts((1, True, "ok"), (2, True, "ok"), (3, True, "restore it"))], False),
]


@pytest.mark.parametrize("case, replies, lifetime_removed", MALFORMED, ids=[m[0] for m in MALFORMED])
def test_each_verdict_stands_alone(verified, server, case, replies, lifetime_removed):
    answer, requests = ask(verified, server, QD, f"{ANGLE} {GOLD} {LIFETIME}", *replies)
    assert requests == 1 + len(replies)
    assert "10 degrees" in answer.text, (answer.text, answer.removed)  # no malformed verdict removes the first claim
    assert "gold" not in answer.text and any("gold" in r and "verification" not in r for r in answer.removed)
    assert ("2.2 μs" not in answer.text) == lifetime_removed, (answer.text, answer.removed, answer.trace)
    if lifetime_removed:
        assert any(r.startswith("rejected by the verification pass") and "2.2 μs" in r for r in answer.removed)
    assert_plain(answer)
