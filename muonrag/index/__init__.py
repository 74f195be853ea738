"""The index: BM25 and Qdrant stores under one manifest."""
