"""Agentic retrieval: glossary, query decomposition with its guard, sub-query retrieval."""
