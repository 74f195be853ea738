r"""Bibliographies: where they start in a paper's text, and their entries.

A bibliography starts at a heading such as "References" or "Bibliography", or,
in styles that print no heading (revtex's APS styles), at a line starting
``[1]`` that is followed by a line starting ``[2]``. Its chunks are marked
``section = "References"`` and left out of the default search; the entries are
kept as the document's ``references`` metadata. LaTeX ``thebibliography``
environments and BibTeX ``.bbl`` files give their entries directly
(:func:`bbl_entries`).
"""

from __future__ import annotations

import re
from typing import Optional

#: The ``section`` of every chunk of a bibliography.
REFERENCES_SECTION = "References"
#: Most entries kept per document.
MAX_ENTRIES = 2000
_HEADING = re.compile(r"^\s*(?:(?:[IVX]+|\d+)\.?\s+)?(references?(?: and notes)?|bibliography|literature cited|works cited)\s*:?\s*$", re.I)
_NUMBERED = re.compile(r"^\s*\[(\d{1,4})\]\s*")
_DOTTED = re.compile(r"^\s*(\d{1,4})\.\s+(?=[A-Z])")
_BIBITEM = re.compile(r"\\bibitem\s*(?:\[[^\]]*\])?\s*\{[^{}]*\}")
_LATEX_NOISE = [
    (re.compile(r"\\(?:emph|textit|textbf|textrm|textsc|mbox|url|href\{[^}]*\})\s*\{((?:[^{}]|\{[^{}]*\})*)\}"), r"\1"),
    (re.compile(r"\\(?:newblock|bibinfo\s*\{[^}]*\}|bibfield\s*\{[^}]*\}|BibitemOpen|BibitemShut\s*\{[^}]*\}|natexlab\s*\{[^}]*\}|"
                r"bibnamefont|bibfnamefont|citenamefont|eprint\s*\{[^}]*\}|doibase|selectlanguage\s*\{[^}]*\}|"
                r"Eprint\s*\{[^}]*\}|penalty\d*|relax|showarticletitle|textendash|\\)\b"), " "),
    (re.compile(r"\\[a-zA-Z]+\*?"), " "),
    (re.compile(r"[{}~]"), " "),
]


def is_references_heading(line: str) -> bool:
    """Whether ``line`` is the heading of a bibliography ("References", "5 References", "BIBLIOGRAPHY", "References:")."""
    return bool(_HEADING.match(line))


def numbered_start(lines: list[str], begin: int = 0) -> Optional[int]:
    """Index of the line starting ``[1]`` with a ``[2]`` line after it (a bibliography without a heading)."""
    for i in range(begin, len(lines)):
        first = _NUMBERED.match(lines[i])
        if first and first.group(1) == "1" and any(
                (m := _NUMBERED.match(line)) and m.group(1) == "2" for line in lines[i + 1:i + 60]):
            return i
    return None


def split_entries(text: str) -> list[str]:
    """The entries of a bibliography's text: split at ``[n]`` or ``n.`` markers at line starts, else one per line."""
    lines = [line for line in text.split("\n") if line.strip() and not is_references_heading(line)]
    for marker in (_NUMBERED, _DOTTED):
        if sum(1 for line in lines if marker.match(line)) >= 2:
            entries: list[str] = []
            for line in lines:
                if marker.match(line):
                    entries.append(marker.sub("", line, count=1))
                elif entries:
                    entries[-1] += " " + line.strip()
            return [_tidy(e) for e in entries if e.strip()][:MAX_ENTRIES]
    return [_tidy(line) for line in lines if len(line.strip()) > 20][:MAX_ENTRIES]


def bbl_entries(source: str) -> list[str]:
    r"""The entries of a ``.bbl`` file or a ``thebibliography`` environment, as plain text."""
    body = source.split("\\begin{thebibliography}", 1)[-1].split("\\end{thebibliography}", 1)[0]
    pieces = _BIBITEM.split(body)[1:]
    out = []
    for piece in pieces:
        for pattern, replacement in _LATEX_NOISE:
            for _ in range(3):
                piece = pattern.sub(replacement, piece)
        piece = _tidy(piece.replace("--", "–"))
        if piece:
            out.append(piece)
    return out[:MAX_ENTRIES]


def _tidy(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip(" ,;")
