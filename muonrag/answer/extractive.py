"""The offline answerer: quote the evidence sentences that answer, cite each, or abstain.

Each evidence sentence gets a score that mixes two signals, both in [0, 1]:

* meaning: cosine similarity between the sentence and the question (or the
  best of its sub-queries), from the same MiniLM model as retrieval;
* coverage: the share of the question's BM25 weight (IDF of its terms) that
  the sentence's chunk contains. A question whose rare terms appear nowhere in
  the evidence is usually one the corpus does not answer.

``support`` is the best sentence score. Below ``threshold`` the answer is an
abstention. The threshold is calibrated on the dev split of the bundled
benchmark (``muonrag calibrate``); the shipped value is in
``muonrag/data/calibration.json``, and a user's own calibration, in the user
data folder (:func:`muonrag.data.calibration_path`), takes precedence.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Optional, Sequence

import numpy as np

from muonrag.answer.grounding import is_fragment, question_terms, split_sentences, tokens
from muonrag.answer.schema import ABSTENTION_PHRASE, Answer, Evidence
from muonrag.core.instructions import is_instruction_like

DEFAULT_THRESHOLD = 0.5
MEANING_WEIGHT = 0.5


def calibrated_threshold() -> float:
    """The stored abstention threshold (the user's calibration first), or :data:`DEFAULT_THRESHOLD`."""
    from muonrag.data import calibration_path

    path = calibration_path()
    if path.is_file():
        return float(json.loads(path.read_text(encoding="utf-8"))["threshold"])
    return DEFAULT_THRESHOLD


@dataclass
class ScoredSentence:
    evidence: Evidence
    text: str
    position: int
    meaning: float
    coverage: float

    @property
    def score(self) -> float:
        return MEANING_WEIGHT * self.meaning + (1 - MEANING_WEIGHT) * self.coverage


class ExtractiveAnswerer:
    """Answer by quoting evidence sentences, each with its citation.

    Args:
        embed_model: LlamaIndex embedding model (the index's).
        idf: function giving the IDF of tokens (the index's BM25 statistics).
        threshold: abstain when the best sentence scores below it
            (default: the calibrated value).
        max_sentences: sentences quoted at most.
    """

    def __init__(self, embed_model, idf, threshold: Optional[float] = None, max_sentences: int = 3):
        self.embed_model = embed_model
        self.idf = idf
        self.threshold = calibrated_threshold() if threshold is None else threshold
        self.max_sentences = max_sentences

    def score(self, question: str, sub_queries: Sequence[str], evidence: Sequence[Evidence]) -> list[ScoredSentence]:
        """Every quotable evidence sentence with its meaning and coverage scores."""
        candidates: list[tuple[Evidence, str, int]] = []
        for item in evidence:
            if item.flags:  # shown with the evidence, never cited
                continue
            for position, sentence in enumerate(split_sentences(item.text)):
                if len(sentence.split()) >= 4 and not is_fragment(sentence) and not is_instruction_like(sentence):
                    candidates.append((item, sentence, position))
        if not candidates:
            return []
        queries = list(dict.fromkeys([question, *sub_queries]))
        q_vecs = np.asarray([self.embed_model.get_query_embedding(q) for q in queries], dtype=np.float32)
        s_vecs = np.asarray(self.embed_model.get_text_embedding_batch([c[1] for c in candidates]), dtype=np.float32)
        q_vecs /= np.linalg.norm(q_vecs, axis=1, keepdims=True) + 1e-12
        s_vecs /= np.linalg.norm(s_vecs, axis=1, keepdims=True) + 1e-12
        meaning = (s_vecs @ q_vecs.T).max(axis=1)
        terms = question_terms(question)
        weights = self.idf(terms)
        total = sum(weights.values()) or 1.0
        chunk_tokens = {item.node_id: set(tokens(f"{item.title} {item.section or ''} {item.text}")) for item in evidence}
        out = []
        for (item, sentence, position), m in zip(candidates, meaning):
            present = chunk_tokens[item.node_id] | set(tokens(sentence))
            coverage = sum(w for t, w in weights.items() if t in present) / total
            out.append(ScoredSentence(item, sentence, position, float(max(m, 0.0)), coverage))
        return out

    def answer(self, question: str, sub_queries: Sequence[str], evidence: Sequence[Evidence]) -> Answer:
        """Cited extract, or an abstention with its reason."""
        result = Answer(question=question, text=ABSTENTION_PHRASE, method="extractive")
        if not evidence:
            result.abstained, result.reason = True, "no evidence was retrieved"
            return result
        scored = sorted(self.score(question, sub_queries, evidence), key=lambda s: -s.score)
        if not scored:
            result.abstained, result.reason = True, "the evidence holds no quotable sentence"
            return result
        best = scored[0]
        result.support = round(best.score, 4)
        if best.score < self.threshold:
            result.abstained = True
            result.reason = f"evidence support {best.score:.3f} is below the abstention threshold {self.threshold:.3f}"
            return result
        chosen = [best]
        covered = set(tokens(best.text))
        for candidate in scored[1:]:
            if len(chosen) >= self.max_sentences or candidate.score < max(self.threshold, best.score - 0.1):
                break
            new = set(tokens(candidate.text)) - covered
            if candidate.text in {c.text for c in chosen} or len(new) < 3:
                continue
            chosen.append(candidate)
            covered |= new
        chosen.sort(key=lambda s: (s.evidence.number, s.position))
        parts, citations = [], {}
        for sentence in chosen:
            parts.append(f"{sentence.text.rstrip()} [{sentence.evidence.number}]")
            citations.setdefault(sentence.evidence.number, sentence.evidence.cite(sentence.text))
        result.text = " ".join(parts)
        result.citations = list(citations.values())
        return result
