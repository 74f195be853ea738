"""Grounded answers: citations that resolve, abstention when the evidence is not there."""
