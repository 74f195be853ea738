"""The base layer: pieces every other part of muonrag may use.

Nothing here imports another muonrag subpackage (only :mod:`muonrag.errors`),
so ingestion, the index, the agent and the answerer can all share the physics
tokenizer, the glossary, the fixed vocabularies, the model location, text
hygiene and the chunk-reference type without importing each other.
"""
