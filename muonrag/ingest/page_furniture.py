"""Page numbers and running heads a PDF converter leaves in the middle of the text.

markitdown and similar converters write a page's footer and the next page's header
between two halves of a sentence::

    The 10 TeV parameters are a target rather than a demonstrated design: the final focus with
    2

    Muon collider reference parameters
    a beta function of 1.5 mm at the interaction point, ...

A quote of that sentence would then hold "2 Muon collider reference parameters", which no
reader finds in the paper. :func:`remove_page_furniture` takes out

- **page numbers**: lines holding only a number that continue the run 1, 2, 3, ... of such
  lines through the document (a column of values in a table never counts up by one, far apart);
- **running heads**: short lines printed again and again (at least twice) right after a page
  number;

and joins the sentence they interrupted when it runs on (the part before has no full stop and the
part after starts in lower case). Headings, table rows and code are never touched.
"""

from __future__ import annotations

import re
from collections import Counter

_NUMBER_LINE = re.compile(r"^\s*(\d{1,3})\s*$")
_MIN_GAP = 8  # lines between two page numbers at the least
_HEAD_WORDS = 12


def page_number_lines(lines: list[str]) -> list[int]:
    """Indexes of the lines that are page numbers: the longest run of number lines counting up by one."""
    candidates = [(i, int(m.group(1))) for i, line in enumerate(lines)
                  if (m := _NUMBER_LINE.match(line)) and not _in_vertical_text(lines, i)]
    best: list[int] = []
    for start, (i, value) in enumerate(candidates):
        run, last_line, last_value = [i], i, value
        for j, v in candidates[start + 1:]:
            if v == last_value + 1 and j - last_line >= _MIN_GAP:
                run.append(j)
                last_line, last_value = j, v
        if len(run) > len(best):
            best = run
    return best if len(best) >= 2 else []


def _in_vertical_text(lines: list[str], i: int) -> bool:
    """Whether line ``i`` belongs to text written one character a line (an arXiv stamp set sideways)."""
    near = [lines[j].strip() for j in (i - 2, i - 1, i + 1, i + 2) if 0 <= j < len(lines) and lines[j].strip()]
    return any(len(piece) <= 2 for piece in near)


def remove_page_furniture(text: str) -> str:
    """``text`` without page numbers and running heads, and with the sentences they cut joined again."""
    lines = text.split("\n")
    numbers = page_number_lines(lines)
    if not numbers:
        return text
    drop = set(numbers)
    heads = Counter()
    for i in numbers:
        head = _next_text_line(lines, i)
        if head is not None and _could_be_head(lines[head]):
            heads[lines[head].strip()] += 1
    repeated = {h for h, n in heads.items() if n >= 2}
    for i in numbers:
        head = _next_text_line(lines, i)
        if head is not None and lines[head].strip() in repeated:
            drop.add(head)
    out: list[str] = []
    for i, line in enumerate(lines):
        if i in drop:
            continue
        if not line.strip() and out and _dropped_between(i, drop) and _runs_on(out, lines, i, drop):
            continue  # the blank line the page break left inside a sentence
        out.append(line)
    return "\n".join(out)


def _next_text_line(lines: list[str], i: int) -> int | None:
    for j in range(i + 1, min(i + 4, len(lines))):
        if lines[j].strip():
            return j
    return None


def _could_be_head(line: str) -> bool:
    text = line.strip()
    return (0 < len(text.split()) <= _HEAD_WORDS and not text.startswith(("#", "|", "```", "-", "*", ">"))
            and not text.endswith((".", ":", ";", ",")))


def _dropped_between(i: int, drop: set[int]) -> bool:
    """Whether a dropped line stands within two lines of line ``i``."""
    return any(j in drop for j in range(i - 2, i + 3))


def _runs_on(out: list[str], lines: list[str], i: int, drop: set[int]) -> bool:
    """Whether the text before the break ends mid-sentence and the text after goes on in lower case."""
    paragraph = []
    for line in reversed(out):
        if not line.strip():
            break
        paragraph.append(line)
    if any(line.lstrip().startswith("|") for line in paragraph):
        return False  # text a table took in (no blank line after it): joining more would make the table prose
    before = next((line for line in reversed(out) if line.strip()), "")
    after = next((lines[j] for j in range(i + 1, len(lines)) if lines[j].strip() and j not in drop), "")
    return bool(before) and not before.rstrip().endswith((".", ":", "!", "?", "|")) and after.lstrip()[:1].islower()
