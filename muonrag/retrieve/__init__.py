"""Retrieval: weighted reciprocal rank fusion and search results."""
