"""Near-duplicate chunks: the same text in several versions of one document, collapsed to one result.

Converted papers often come in several versions (``MAIA_v0.md``, ``MAIA_v1.md``), so one
geometry table can fill a whole top 5. Two chunks are *near-duplicates* when their
texts are the same once case, whitespace and Unicode forms are set aside (NFKC,
casefolded, compared token by token) and numbers are masked, and at most
:data:`MAX_NUMBER_DIFFERENCES` of their numbers differ, position by position (a few
changed table cells).

It is cheap: a chunk's :func:`fingerprint` is one pass of a regular expression and a
hash of its masked token sequence; chunks are compared only when the hashes are equal,
and then only their numbers. :func:`collapse` keeps the best-ranked chunk of each set
of near-duplicates and lists the others under it.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from dataclasses import dataclass
from typing import Callable, Dict, List, NamedTuple, Optional, Sequence, Tuple, TypeVar

#: Numbers that may differ between two chunks that are still near-duplicates.
MAX_NUMBER_DIFFERENCES = 3

# digit runs, letter runs, single punctuation marks; whitespace (and "_") separate tokens
_TOKEN = re.compile(r"\d+|[^\W\d_]+|[^\w\s]")

T = TypeVar("T")


@dataclass(frozen=True)
class Duplicate:
    """A chunk collapsed into a better-ranked near-duplicate: its id and its document's id."""

    node_id: str
    doc_id: str = ""


class Fingerprint(NamedTuple):
    """What near-duplicate detection compares: a hash of the text with its numbers masked, and the numbers."""

    shape: bytes
    numbers: Tuple[str, ...]


def fingerprint(text: str) -> Fingerprint:
    """The :class:`Fingerprint` of a chunk's text (NFKC, casefolded, tokens with digit runs masked)."""
    tokens = _TOKEN.findall(unicodedata.normalize("NFKC", text).casefold())
    numbers = tuple(t for t in tokens if t[0].isdigit())
    shape = "\x1f".join("#" if t[0].isdigit() else t for t in tokens)
    return Fingerprint(hashlib.blake2b(shape.encode("utf-8", "surrogatepass"), digest_size=16).digest(), numbers)


def near_duplicates(a: Fingerprint, b: Fingerprint, max_numbers: int = MAX_NUMBER_DIFFERENCES) -> bool:
    """Whether two fingerprints are of near-duplicate texts (the same shape, at most ``max_numbers`` numbers differ)."""
    return a.shape == b.shape and _close(a.numbers, b.numbers, max_numbers)


def _close(a: Tuple[str, ...], b: Tuple[str, ...], max_numbers: int) -> bool:
    if len(a) != len(b):  # a hash collision: equal shapes have as many numbers
        return False
    differing = 0
    for x, y in zip(a, b):
        if x != y and x.lstrip("0") != y.lstrip("0"):
            differing += 1
            if differing > max_numbers:
                return False
    return True


def collapse(items: Sequence[T], fingerprint_of: Callable[[T], Fingerprint], limit: Optional[int] = None,
             window: Optional[int] = None, max_numbers: int = MAX_NUMBER_DIFFERENCES) -> List[Tuple[T, List[T]]]:
    """Collapse near-duplicates in a ranked list, keeping the best-ranked of each set.

    Args:
        items: the ranked list, best first.
        fingerprint_of: an item's :class:`Fingerprint`.
        limit: the most items kept (all when ``None``).
        window: once ``limit`` items are kept, items past this position are not looked
            at (their near-duplicates of a kept item are not counted). ``None``: look at all.
        max_numbers: see :func:`near_duplicates`.

    Returns:
        ``(kept item, [its near-duplicates, best first])`` for each kept item, in rank order.
    """
    kept: List[Tuple[T, List[T]]] = []
    shapes: Dict[bytes, List[Tuple[Tuple[str, ...], int]]] = {}
    for position, item in enumerate(items):
        full = limit is not None and len(kept) >= limit
        if full and window is not None and position >= window:
            break
        found = fingerprint_of(item)
        for numbers, slot in shapes.get(found.shape, ()):
            if _close(numbers, found.numbers, max_numbers):
                kept[slot][1].append(item)
                break
        else:
            if not full:
                shapes.setdefault(found.shape, []).append((found.numbers, len(kept)))
                kept.append((item, []))
    return kept
