"""The grounding judgement suites: model replies over numbered evidence, each with the claim whose fate is judged.

Each suite is data (a list ``CASES`` of dicts) with a few helpers to run it: an attack is a reply whose target
claim must not be kept (a quantifier widened, a qualifier cut off, another machine's figure, a fabricated or
misattributed quote, ...); an honest case is a reply written as a careful model writes it, whose every target must
be kept. A user can run them against a checker they configure (the rules, a learned judge, an LLM verifier behind
:class:`muonrag.testing.ReplayLLMServer`) to see what it catches and what it keeps:

* :mod:`muonrag.evaluate.suites.adversarial`: the first suite (issue 19), eleven attack families and honest answers,
  with the shared helpers (``evidence_for``, ``reply_text``, ``judge``, ``make_retriever``, ``ask_over_socket``);
  ``benchmarks/bench_adversarial.py`` runs it;
* :mod:`muonrag.evaluate.suites.grounding`: the second suite (issue 43), eight new families, each case in a
  ``dev`` or ``report`` split; ``benchmarks/bench_grounding_suite.py`` runs it;
* :mod:`muonrag.evaluate.suites.fresh`: a third set, written without reading the checker (now a development set).
* :mod:`muonrag.evaluate.suites.fourth`: a fourth set, written the same way, with table rows, competing chunks and
  quotes cited to the wrong chunk (now a development set).
* :mod:`muonrag.evaluate.suites.fifth`: a fifth set, written the same way on other topics while the rules were
  changed on the fourth (now a development set too);
* :mod:`muonrag.evaluate.suites.sixth`: a sixth set, written the same way on further topics after the fifth's changes
  (now a development set too);
* :mod:`muonrag.evaluate.suites.seventh`: a seventh set, written the same way after the sixth's changes and run once
  (the rules not yet changed on it); ``benchmarks/bench_blind_sets.py`` runs the four, through
  :func:`muonrag.evaluate.suites.blind.check_case`.

The passages are written for the suites (muon-collider-like, not quoted from any paper); their numbers are
plausible, not authoritative. The modules import muonrag lazily, inside their helpers, so that they are plain data
to anything else.
"""
