"""The base layer: what every other part of muonrag needs.

Types (the chunk-reference type :mod:`~muonrag.core.chunkref`, a chunk as a node
:mod:`~muonrag.core.nodes`), text hygiene (:mod:`~muonrag.core.text_hygiene`,
:mod:`~muonrag.core.redact`), numbers and units (:mod:`~muonrag.core.numbers`,
:mod:`~muonrag.core.units`) and file limits and local files (:mod:`~muonrag.core.files`,
:mod:`~muonrag.core.models`). Nothing here imports another muonrag subpackage (only
:mod:`muonrag.errors`). How the field's English is read (the tokenizer, quantities,
question kinds, the glossary) is :mod:`muonrag.language`, one layer up; the HTML
renderer is :mod:`muonrag.present`.
"""
