"""Evaluation: datasets in BEIR layout, retrieval and answer metrics, the eval runner."""
