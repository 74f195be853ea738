"""Ranking, independent of storage: fusion plans, the engine that ranks with them, LlamaIndex adapters, search results."""
