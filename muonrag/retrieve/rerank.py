"""Re-rank the head of a hybrid's fused list by how well each chunk fits the question.

Fusion sees only two ranks (or two scores) per chunk. Among the thirty it puts first, three
things it cannot see separate the chunk that answers from the chunks next to it (a caption,
an abstract, the same table of another version):

* **coverage**: the share of the question's term weight (BM25's idf of each distinct query
  term the index knows) whose terms the chunk holds; fusion rewards a chunk that matches one
  rare term very well as much as one that holds every term;
* **value fit**: for a question that asks for a value or a date, whether the chunk states a
  new quantity of the kind asked, with the question's focus words
  (:func:`~muonrag.language.evidence_forms.fits`, the answerer's own test);
* **conflict**: whether the chunk gives another setting of what the question fixes (10 TeV
  where the question asks about 3 TeV; :func:`~muonrag.language.evidence_forms.conflicts`).

Each hit's score becomes its fused score relative to the first hit's, and each of the head's
gains ``coverage_weight * coverage + value_weight * fit - conflict_weight * conflict``; the
list is sorted by that, stably (a chunk about another setting can fall below the head).

The shipped weights (value fit 0.15, coverage and conflict 0, a head of 30) were chosen out of set
(``benchmarks/loso_fusion.py``, :func:`muonrag.evaluate.tune.choose_rerank`): with each development
set left out in turn, the weights with the best mean gain over the other sets, among those that lose
on none of them, fewest weights first among ties; the shipped ones are that choice on all sets. Each
choice gained on the set of questions left out; on the sets of claims (SciFact, WiCE) the re-ranking
has next to nothing to act on, since a claim asks for no value. Coverage and conflict are options:
coverage, fitted before on four sets, lost on the real documentation, and a conflict weight changes
the dev figures by less than 0.001 (a chunk about another setting already gets no value fit).
"""

from __future__ import annotations

import math
import threading
from collections import OrderedDict
from dataclasses import dataclass
from typing import Callable, Dict, Iterable, List, Optional, Sequence, Set, Tuple

from muonrag.language.tokenize import STOPWORDS, PhysicsTokenizer, tokens
from muonrag.retrieve.ranking import FusedHit

#: ``(term, idf)`` of each distinct query term the index holds.
Terms = Sequence[Tuple[str, float]]


@dataclass(frozen=True)
class FitRerank:
    """The head re-ranking (see the module's docstring).

    Args:
        coverage: weight of the query-term coverage (0 to 1).
        value_fit: weight of a chunk that states a value or date of the kind asked.
        conflict: weight taken off a chunk about another setting than the question's.
        head: how many fused hits are re-ranked.
    """

    coverage: float = 0.0
    value_fit: float = 0.15
    conflict: float = 0.0
    head: int = 30

    def rerank(self, query: str, hits: List[FusedHit], text_of: Callable[[str], Optional[str]], terms: Terms,
               facts_of: Callable[[str], "ChunkFacts"]) -> List[FusedHit]:
        """``hits`` with new scores (see the module's docstring), sorted by them.

        Args:
            query: the question.
            hits: the fused hits, best first.
            text_of: a chunk's text with its title and section (what BM25 indexes), by node id;
                ``None`` for a chunk no longer held (it keeps its fused place).
            terms: the query's distinct terms the index holds, with their idf.
            facts_of: what the re-ranking reads of a chunk, by node id (cached by the caller,
                :class:`FactCache`).
        """
        if len(hits) < 2 or hits[0].score <= 0:
            return hits
        from muonrag.language.evidence_forms import fits, other_setting
        from muonrag.language.question_kinds import question_kinds
        from muonrag.language.quantities import numbers_by_kind

        top = hits[0].score
        total = sum(w for _, w in terms)
        kinds = question_kinds(query) - {"reason"}
        asked = numbers_by_kind(query)
        scored = []
        for hit in hits[:self.head]:
            score = hit.score / top
            text = text_of(hit.node_id)
            if text is not None:
                facts = facts_of(hit.node_id)
                if total > 0:
                    score += self.coverage * sum(w for t, w in terms if t in facts.terms) / total
                if asked and other_setting(asked, facts.by_kind):
                    score -= self.conflict
                elif kinds and self.value_fit and fits(kinds, text, query, conflict_checked=True, words=facts.words):
                    score += self.value_fit
            scored.append(hit._replace(score=score))
        scored += [hit._replace(score=hit.score / top) for hit in hits[self.head:]]
        return sorted(scored, key=lambda hit: -hit.score)  # stable: ties keep the fused order


class ChunkFacts:
    """What the re-ranking reads of one chunk, whatever the question: its distinct terms (the
    index's tokens), and, read the first time a question asks for them, its values by kind
    (:func:`~muonrag.language.quantities.numbers_by_kind`) and its distinct tokens as the answerer's
    rules read them (the same set where the index tokenizes as they do)."""

    __slots__ = ("text", "terms", "_by_kind", "_words")

    def __init__(self, text: str, terms: frozenset, words: Optional[frozenset] = None):
        self.text, self.terms, self._by_kind, self._words = text, terms, None, words

    @property
    def by_kind(self) -> Dict[str, Set[str]]:
        if self._by_kind is None:
            from muonrag.language.quantities import numbers_by_kind

            self._by_kind = numbers_by_kind(self.text)
        return self._by_kind

    @property
    def words(self) -> frozenset:
        if self._words is None:
            self._words = frozenset(tokens(self.text))
        return self._words


class FactCache:
    """A bounded cache of each chunk's :class:`ChunkFacts` (a chunk's id follows from its content, so they
    never change): a chunk is read once, not once per question."""

    def __init__(self, tokenize: Callable[[str], Iterable[str]], size: int = 8_192):
        self.tokenize = tokenize
        self.size = size
        self._held: "OrderedDict[str, ChunkFacts]" = OrderedDict()
        self._lock = threading.Lock()  # searches from several threads share one engine
        # the answerer's rules tokenize with the default physics tokenizer: one pass serves both
        self._answer_tokens = (isinstance(tokenize, PhysicsTokenizer) and tokenize.stem
                               and tokenize.stopwords == STOPWORDS)

    def get(self, node_id: str, text: Optional[str]) -> ChunkFacts:
        found = self._held.get(node_id)
        if found is None:
            text = text or ""
            terms = frozenset(self.tokenize(text))
            found = ChunkFacts(text, terms, terms if self._answer_tokens else None)
            with self._lock:
                self._held[node_id] = found
                while len(self._held) > self.size:
                    self._held.popitem(last=False)
        return found


def query_terms(query: str, tokenize: Callable[[str], Iterable[str]], document_frequency: Callable[[str], int],
                n: int) -> List[Tuple[str, float]]:
    """The query's distinct terms that ``n`` chunks' index holds, with BM25's idf of each."""
    out = []
    for term in dict.fromkeys(tokenize(query)):
        df = document_frequency(term)
        if df:
            out.append((term, math.log1p((n - df + 0.5) / (df + 0.5))))
    return out
