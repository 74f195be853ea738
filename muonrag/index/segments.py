"""Files written once, shared between the saved copies of a store.

The chunk store and BM25 are saved as a new directory that replaces the old one
(a crash leaves one or the other whole). Most of what they hold never changes
after it is written (a segment of records, a segment of postings), so a save
links those files from the copy it replaces instead of writing them again: the
cost of a save follows what changed, not the size of the index.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path
from typing import Callable, Optional, Sequence

#: Segments of one size class are merged into one when there are this many of them;
#: each class holds segments up to this many times larger than the class below.
MERGE_FACTOR = 8
#: Segments of fewer rows than ``MERGE_FACTOR`` times this are all of the smallest class.
SMALLEST = 1_000


def size_class(rows: int) -> int:
    """The size class of a segment of ``rows`` rows: 0 under ``MERGE_FACTOR * SMALLEST`` rows, then one
    more for each further factor of ``MERGE_FACTOR``."""
    size, bound = 0, SMALLEST * MERGE_FACTOR
    while rows >= bound:
        size, bound = size + 1, bound * MERGE_FACTOR
    return size


def to_merge(sizes: Sequence[int]) -> list[int]:
    """The segments (positions in ``sizes``, their row counts) to merge into one next: the
    ``MERGE_FACTOR`` smallest of the smallest size class that has that many; none when no class has.
    A store applies it after each write until it returns none."""
    classes: dict[int, list[int]] = {}
    for position, rows in enumerate(sizes):
        classes.setdefault(size_class(rows), []).append(position)
    for size in sorted(classes):
        if len(classes[size]) >= MERGE_FACTOR:
            return sorted(sorted(classes[size], key=lambda k: sizes[k])[:MERGE_FACTOR])
    return []


def keep_or_write(directory: Path, previous: Optional[Path], name: str, write: Callable[[Path], None]) -> None:
    """Put the file ``name`` in ``directory``: a hard link to ``previous / name`` when that exists
    (a copy where the file system has no hard links), else written by ``write(path)``."""
    target = directory / name
    source = previous / name if previous is not None else None
    if source is not None and source.is_file():
        try:
            os.link(source, target)
        except OSError:
            shutil.copyfile(source, target)
    else:
        write(target)
