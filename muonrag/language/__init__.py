"""How the field's English is read: the rules shared by retrieval, grounding, ingestion and the agent.

The physics tokenizer (:mod:`~muonrag.language.tokenize`), reading values and units out of text
(:mod:`~muonrag.language.quantities`), what a question asks for
(:mod:`~muonrag.language.question_kinds`) and whether a sentence has that form
(:mod:`~muonrag.language.evidence_forms`), the glossary of acronyms and synonyms
(:mod:`~muonrag.language.glossary`), the fixed vocabularies (:mod:`~muonrag.language.taxonomy`)
and instruction-like text in documents (:mod:`~muonrag.language.instructions`).

It sits just above :mod:`muonrag.core` and imports nothing else from muonrag (besides
:mod:`muonrag.data` and :mod:`muonrag.errors`), so every layer that reads text can share it.
"""
