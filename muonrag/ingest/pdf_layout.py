"""PDF pages as lines of text, with superscripts and subscripts recovered from the glyphs' positions.

pypdf's plain ``extract_text`` reads two-column LaTeX pages in the right order
but flattens exponents: ``10^{15}`` comes out as ``10 15`` and ``p_T`` as
``pT``. Its ``visitor_text`` hook reports every text fragment with its text
matrix and font size, in the same order. A fragment set in a smaller font than
the main text of its line, and raised above that line's baseline, is a
superscript; lowered, a subscript. They are written ``10^15``, ``cm^-2``,
``p_T`` and ``t_{hit}``-style only when the script holds a space
(``^{a b}``), the form :mod:`muonrag.core.numbers` normalises.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Any, Optional, Sequence

#: A script's font is at most this share of its line's main font size.
SCRIPT_SIZE_RATIO = 0.88
#: A superscript's baseline is raised by at least this share of the main font size.
RAISE_RATIO = 0.18
#: A subscript's baseline is lowered by at least this share of the main font size.
LOWER_RATIO = 0.08
_BOLD_FONT = re.compile(r"CMBX|CMB\d|Bold|Black|Heavy|Semibold|Medi\b|-B$|\.B$|BX", re.I)
_C1_CONTROLS = re.compile(r"[\x80-\x9f]")
_ITALIC_FONT = re.compile(r"CMTI|CMSL|Italic|Oblique|-I$|\.I$|-BI$", re.I)


@dataclass
class Line:
    """One line of a PDF page: its text (scripts marked), main font size, and how much of it is bold or italic."""

    text: str
    size: float
    bold: float = 0.0
    italic: float = 0.0
    page: int = 1


@dataclass
class _Piece:
    text: str
    y: float
    size: float
    font: str
    upright: bool


def page_lines(page: Any, number: int) -> list[Line]:
    """The lines of one pypdf page, in pypdf's reading order, with scripts marked."""
    pieces: list[_Piece] = []
    lines: list[list[_Piece]] = []

    def visit(text: str, cm: list, tm: list, font: Optional[dict], size: float) -> None:
        if not text:
            return
        a, b, c, d, _e, f = multiply(tm, cm)
        scale = math.hypot(c, d) or 1.0
        name = str(font.get("/BaseFont", "")) if hasattr(font, "get") else ""
        chunks = text.split("\n")
        for i, chunk in enumerate(chunks):
            if chunk:
                pieces.append(_Piece(chunk, f, float(size or 0) * scale, name, abs(b) < 1e-6 and abs(c) < 1e-6))
            if i < len(chunks) - 1:
                lines.append(list(pieces))
                pieces.clear()

    page.extract_text(visitor_text=visit)
    if pieces:
        lines.append(pieces)
    return [line for line in (_line(p, number) for p in lines) if line.text.strip()]


def multiply(first: Sequence, second: Sequence) -> tuple[float, ...]:
    """The product ``first × second`` of two PDF matrices ``[a b c d e f]``: ``multiply(tm, cm)`` puts the text
    matrix in user space."""
    a, b, c, d, e, f = (float(x) for x in first)
    A, B, C, D, E, F = (float(x) for x in second)
    return (a * A + b * C, a * B + b * D, c * A + d * C, c * B + d * D, e * A + f * C + E, e * B + f * D + F)


def _line(pieces: list[_Piece], page: int) -> Line:
    """Join one line's pieces, writing raised small pieces as ``^x`` and lowered ones as ``_x``."""
    visible = [p for p in pieces if p.text.strip()]
    if not visible:
        return Line("", 0.0, page=page)
    main = max(visible, key=lambda p: len(p.text.strip()) * (p.size or 1))
    out: list[str] = []
    script_kind: Optional[str] = None
    script: list[str] = []

    def flush() -> None:
        nonlocal script_kind
        if script_kind:
            body = "".join(script).strip().replace("−", "-")
            body = re.sub(r"\s+", " ", body)
            while out and out[-1].endswith(" ") and not out[-1].strip():
                out.pop()
            if out:
                out[-1] = out[-1].rstrip()
            out.append(f"{script_kind}{{{body}}}" if " " in body else f"{script_kind}{body}")
        script.clear()
        script_kind = None

    for piece in pieces:
        kind = _script_kind(piece, main) if piece.text.strip() else None
        if kind != script_kind:
            flush()
        if kind:
            script_kind = kind
            script.append(piece.text)
        else:
            out.append(piece.text)
    flush()
    letters = sum(len(p.text.strip()) for p in visible) or 1
    bold = sum(len(p.text.strip()) for p in visible if _BOLD_FONT.search(p.font)) / letters
    italic = sum(len(p.text.strip()) for p in visible if _ITALIC_FONT.search(p.font)) / letters
    return Line(_C1_CONTROLS.sub(_control, "".join(out)).rstrip(), round(main.size, 2), bold, italic, page)


def _control(match: re.Match) -> str:
    # Computer Modern's bullet (\textbullet in itemize) comes out as U+0088
    return "•" if match.group(0) == "\x88" else ""


def _script_kind(piece: _Piece, main: _Piece) -> Optional[str]:
    if not (piece.upright and main.upright) or main.size <= 0 or piece.size > SCRIPT_SIZE_RATIO * main.size:
        return None
    shift = piece.y - main.y
    if shift > RAISE_RATIO * main.size:
        return "^"
    if shift < -LOWER_RATIO * main.size:
        return "_"
    return None
