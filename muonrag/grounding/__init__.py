"""Grounding: whether a quote, read in its whole sentence and setting, says what a claim says.

* :mod:`~muonrag.grounding.registry`: the named rules, in order, each failing or doubting a claim;
* :mod:`~muonrag.grounding.checker`: one claim against its quotes (:func:`~muonrag.grounding.checker.check_claim`);
* :mod:`~muonrag.grounding.context`: a quote in its sentence, kind of text and setting;
* :mod:`~muonrag.grounding.setting`: the machine, energy and status of a statement (also tags chunks at ingestion);
* :mod:`~muonrag.grounding.judge`: the protocol of what settles doubts (the LLM's verify pass, a learned checker);
* :mod:`~muonrag.grounding.learned`: the learned judge, a small cross-encoder trained here and run by ONNX Runtime;
* :mod:`~muonrag.grounding.lexicon`: the word lists the rules read, as data (``muonrag/data/grounding/``).

Nothing is imported here, so that ingestion can read settings without loading the rules.
"""
