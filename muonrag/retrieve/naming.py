"""A query that names a document prefers that document.

A query token *names* a document when it equals, ignoring case and the characters
``_``, ``-`` and ``.``, the document's file stem (``MAIA_v0`` for ``maia/MAIA_v0.md``)
or a version-like folder of its id (``detector-geometry-v2`` for
``detector-geometry-v2/README.md``). Only whole tokens match whole names: a stem
``timing-window`` is named by ``timing-window`` or ``timing_window``, never by
``timing``. A name must look like an identifier, not a word: it holds a digit, one of
``_ - .``, or two capitals (``MAIA``); a plain word (``nozzle.md``) and the generic
stems the caller passes (``readme``, ``main``, ``paper``...) name nothing.

The boost (:func:`boost_named`) is deterministic and modest: every fused hit of a
named document gains :data:`NAME_BOOST` times the spread of the top ten fused scores
(best minus tenth), and the list is sorted again. Chunks with nearly equal
scores (the same table in ``MAIA_v0`` and ``MAIA_v1``) swap in favour of the named
document; a chunk far down the list moves up only a little.
"""

from __future__ import annotations

import math
import re
from typing import Collection, List, Set

from muonrag.retrieve.ranking import FusedHit

#: The share of the fused scores' spread over the top :data:`TOP` a hit of a named document gains.
NAME_BOOST = 0.1
#: The hits whose scores' spread sets the boost: the spread of a whole list depends on the fusion
#: (a rank fusion's scores flatten far down), that of a top 10 much less.
TOP = 10

_SEPARATORS = re.compile(r"[_\-.\s]+")
_EXTENSION = re.compile(r"\.[A-Za-z][A-Za-z0-9]{0,4}$")
_VERSION = re.compile(r"(?i)(?:^|[_\-.])v?\d+(?:[a-z])?(?:$|[_\-.])")
# a query token: anything between spaces, with the punctuation around it taken off
_QUERY_TOKEN = re.compile(r"[^\s\"'“”‘’`()\[\]{},;:!?<>]+")


def normalise_name(text: str) -> str:
    """A name as names are compared: casefolded, without ``_``, ``-``, ``.`` and spaces."""
    return _SEPARATORS.sub("", text.casefold())


def _identifier_like(text: str) -> bool:
    """A name, not a word: a digit, a separator, or two capitals."""
    return (any(c.isdigit() for c in text) or any(c in "_-." for c in text)
            or sum(c.isupper() for c in text) >= 2)


def _usable(key: str) -> bool:
    if len(key) < 2:
        return False
    return not key.isdigit() or len(key) >= 5  # a bare number names a document only when long (an arXiv id)


def document_names(doc_id: str, generic: Collection[str] = ()) -> Set[str]:
    """The normalised names by which a query may name the document ``doc_id``.

    Args:
        doc_id: the document's id (a path relative to what was ingested, usually).
        generic: file stems that say nothing about a document (compared casefolded).
    """
    parts = [p for p in doc_id.replace("\\", "/").split("/") if p]
    if not parts:
        return set()
    generic = {g.casefold() for g in generic}
    names: Set[str] = set()
    stem = _EXTENSION.sub("", parts[-1]) or parts[-1]
    if stem.casefold() not in generic and _identifier_like(stem):
        names.add(normalise_name(stem))
    for folder in parts[:-1]:
        if folder.casefold() not in generic and _VERSION.search(folder) and any(c.isalpha() for c in folder):
            names.add(normalise_name(folder))
    return {n for n in names if _usable(n)}


def query_names(query: str) -> Set[str]:
    """The normalised names a query's tokens could be (each token, without a file extension, and the last part of a path)."""
    names: Set[str] = set()
    for token in _QUERY_TOKEN.findall(query):
        token = token.strip(".-_")
        if not token:
            continue
        for variant in {token, token.rsplit("/", 1)[-1]}:
            for form in (variant, _EXTENSION.sub("", variant)):
                if _identifier_like(form):
                    key = normalise_name(form)
                    if _usable(key):
                        names.add(key)
    return names


def boost_named(hits: List[FusedHit], named: Collection[str], boost: float = NAME_BOOST) -> List[FusedHit]:
    """Fused hits with those whose node id is in ``named`` raised by ``boost`` times the top ten scores' spread, sorted again
    (ties as :func:`~muonrag.retrieve.ranking.fuse_ranked` breaks them). Unchanged when none is named."""
    if not hits or not named or boost <= 0 or not any(h.node_id in named for h in hits):
        return hits
    scores = [h.score for h in hits[:TOP] if math.isfinite(h.score)]
    if not scores:
        return hits
    spread = max(scores) - min(scores)
    if not spread > 0:
        spread = abs(max(scores)) or 1.0
    lift = boost * spread
    raised = [h._replace(score=h.score + lift, boost=h.boost + lift) if h.node_id in named else h for h in hits]
    return sorted(raised, key=lambda h: (-h.score, min(h.ranks.values(), default=0), h.node_id))
