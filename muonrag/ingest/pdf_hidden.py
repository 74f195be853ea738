"""PDF text a reader cannot see is not read.

A planted instruction can be drawn where nobody sees it: in white on the white
page (``1 1 1 rg``, ``1 g``, ``0 0 0 0 k``, or the same through ``cs``/``sc``),
in text render mode 3 (``3 Tr``: neither filled nor stroked) or 7 (clip only),
at a size of next to nothing, or outside the page's crop box (``Td`` to
``-500 700``, or pushed off by a ``TJ`` offset). pypdf reports text fragments
only when the text position or font changes, so a colour change between two
strings on one line cannot be told apart afterwards: :func:`drop_invisible_text`
therefore follows the graphics state through the page's content stream itself
and takes the invisible text-showing operators out *before* pypdf reads the page.

What a reader does see is kept:

- white text on a shape or an image painted before it (a banner, a dark slide);
- invisible text on a scanned page, one image covering at least
  :data:`SCANNED_SHARE` of it: that text is the OCR layer of what the image shows.

A form XObject (``Do``) goes as a whole when it is painted in an invisible
render mode or entirely off the page; the text inside a form is read as it is.
"""

from __future__ import annotations

import logging
import math
from dataclasses import dataclass, replace
from typing import Any, Optional

from muonrag.ingest.pdf_layout import multiply

log = logging.getLogger(__name__)

#: Text smaller than this, in points once every matrix is applied, cannot be read.
MIN_VISIBLE_SIZE = 1.0
#: A colour whose every component is this close to white (no ink) does not show on a white page.
WHITE_TOLERANCE = 0.05
#: Share of the page one image must cover for the page to count as scanned.
SCANNED_SHARE = 0.5
IDENTITY = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
_FILLS = frozenset({b"f", b"F", b"f*", b"B", b"B*", b"b", b"b*"})
_PATH_ENDS = _FILLS | {b"S", b"s", b"n"}
_INVISIBLE_MODES = frozenset({3, 7})
# Colour spaces by how their components read: gray, rgb, cmyk, or tints (Separation, DeviceN: 0 is no ink).
_DEVICE_SPACES = {"/DeviceGray": "gray", "/CalGray": "gray", "/G": "gray", "/DeviceRGB": "rgb", "/CalRGB": "rgb",
                  "/RGB": "rgb", "/DeviceCMYK": "cmyk", "/CMYK": "cmyk"}
_SET_COLOUR = {b"g": ("fill", "gray"), b"rg": ("fill", "rgb"), b"k": ("fill", "cmyk"),
               b"G": ("stroke", "gray"), b"RG": ("stroke", "rgb"), b"K": ("stroke", "cmyk")}


@dataclass
class _Graphics:
    """The part of the PDF graphics state that decides whether text shows (saved by ``q``, restored by ``Q``)."""

    ctm: tuple = IDENTITY
    fill_white: bool = False
    stroke_white: bool = False
    fill_space: Optional[str] = "gray"
    stroke_space: Optional[str] = "gray"
    render: int = 0
    size: Optional[float] = None  # no Tf yet (a broken file): the size is not known, so not taken for tiny
    horizontal: float = 1.0
    leading: float = 0.0


def drop_invisible_text(page: Any) -> int:
    """Take the text a reader cannot see out of a pypdf ``page``, in memory (the file is not touched).

    Returns how many text-showing operators were removed or shortened. The page
    keeps the parsed content stream, so pypdf does not parse it a second time.
    """
    from pypdf.generic import ArrayObject, ContentStream, NameObject, StreamObject

    contents = _resolve(page.get("/Contents"))
    if not isinstance(contents, (ArrayObject, StreamObject)):
        return 0
    # the same stream pypdf's text extraction would build for itself
    content = ContentStream(contents, page.pdf, "bytes")
    try:
        walk = _Walk(page)
        content.operations = walk.visible(content.operations)
    except Exception as exc:  # an odd operand must not cost the reader the whole file; pypdf reads it as it is
        log.warning("page %s: hidden-text check skipped (%s: %s)", getattr(page, "page_number", "?"), type(exc).__name__, exc)
        return 0
    page[NameObject("/Contents")] = content
    return walk.removed


class _Walk:
    """One pass over a page's operators, following what decides whether text shows."""

    def __init__(self, page: Any):
        box = [float(v) for v in page.cropbox]
        self.box = (min(box[0], box[2]), min(box[1], box[3]), max(box[0], box[2]), max(box[1], box[3]))
        resources = _resolve(page.get("/Resources")) or {}
        self.xobjects = _resolve(resources.get("/XObject")) or {}
        self.colour_spaces = _resolve(resources.get("/ColorSpace")) or {}
        self.state = _Graphics()
        self.saved: list[_Graphics] = []
        self.tm = self.tlm = IDENTITY
        self.path: Optional[list[float]] = None  # bounding box of the path being built, in user space
        self.backgrounds: list[tuple[float, ...]] = []  # what was painted, white text on it shows
        self.largest_image = 0.0
        self.removed = 0

    def visible(self, operations: list) -> list:
        """``operations`` without the invisible text; invisible text on a scanned page is its OCR layer and stays."""
        changes: list[tuple[int, str, list]] = []  # (index, why hidden, what replaces the operator)
        for index, (operands, operator) in enumerate(operations):
            change = self.step(operands, operator)
            if change is not None:
                changes.append((index, *change))
        area = (self.box[2] - self.box[0]) * (self.box[3] - self.box[1])
        if area > 0 and self.largest_image >= SCANNED_SHARE * area:
            changes = [c for c in changes if c[1] != "invisible"]
        self.removed = len(changes)
        if not changes:
            return operations
        replaced = {index: new for index, _, new in changes}
        return [op for index, operation in enumerate(operations) for op in replaced.get(index, [operation])]

    def step(self, operands: list, operator: bytes) -> Optional[tuple[str, list]]:
        """Follow one operator; for text that does not show, why, and the operators that replace it."""
        numbers = _numbers(operands)
        if operator in (b"Tj", b"TJ", b"'", b'"'):
            if operator in (b"'", b'"'):
                self._move(0.0, -self.state.leading)
            return self._show(operands, operator)
        if operator == b"Do":
            return self._paint_xobject(operands)
        if operator == b"q":
            self.saved.append(replace(self.state))
        elif operator == b"Q":
            self.state = self.saved.pop() if self.saved else _Graphics()
        elif operator == b"cm" and len(numbers) == 6:
            self.state.ctm = multiply(numbers, self.state.ctm)
        elif operator == b"BT":
            self.tm = self.tlm = IDENTITY
        elif operator == b"Tm" and len(numbers) == 6:
            self.tm = self.tlm = tuple(numbers)
        elif operator in (b"Td", b"TD") and len(numbers) == 2:
            if operator == b"TD":
                self.state.leading = -numbers[1]
            self._move(*numbers)
        elif operator == b"T*":
            self._move(0.0, -self.state.leading)
        elif operator == b"TL" and numbers:
            self.state.leading = numbers[0]
        elif operator == b"Tf" and len(operands) >= 2 and len(numbers) >= 1:
            self.state.size = numbers[-1]
        elif operator == b"Tz" and numbers:
            self.state.horizontal = numbers[0] / 100
        elif operator == b"Tr" and numbers:
            self.state.render = int(numbers[0])
        else:
            self._paint(operands, operator, numbers)
        return None

    def _paint(self, operands: list, operator: bytes, numbers: list[float]) -> None:
        """Colours, paths and images: what makes later white text visible, or the page a scan."""
        state = self.state
        if operator in _SET_COLOUR:
            which, space = _SET_COLOUR[operator]
            setattr(state, f"{which}_space", space)
            setattr(state, f"{which}_white", _is_white(space, numbers))
        elif operator in (b"cs", b"CS") and operands:
            which = "fill" if operator == b"cs" else "stroke"
            setattr(state, f"{which}_space", self._colour_space(operands[0]))
            setattr(state, f"{which}_white", False)  # a new colour space starts at black (or full ink)
        elif operator in (b"sc", b"scn"):
            state.fill_white = _is_white(state.fill_space, numbers, len(numbers) == len(operands))
        elif operator in (b"SC", b"SCN"):
            state.stroke_white = _is_white(state.stroke_space, numbers, len(numbers) == len(operands))
        elif operator == b"re" and len(numbers) == 4:
            x, y, w, h = numbers
            self._extend_path([(x, y), (x + w, y + h), (x, y + h), (x + w, y)])
        elif operator in (b"m", b"l", b"c", b"v", b"y") and numbers and len(numbers) % 2 == 0:
            self._extend_path(list(zip(numbers[::2], numbers[1::2])))
        elif operator in _PATH_ENDS:
            if operator in _FILLS and self.path is not None and not state.fill_white:
                self.backgrounds.append(tuple(self.path))
            self.path = None
        elif operator == b"sh":
            self.backgrounds.append(self.box)
        elif operator == b"INLINE IMAGE":
            self._paint_image(state.ctm)

    def _show(self, operands: list, operator: bytes) -> Optional[tuple[str, list]]:
        """Why text shown now does not show, with what replaces its operator (``None``: it shows)."""
        state = self.state
        a, b, c, d, x, y = multiply(self.tm, state.ctm)
        size = abs(state.size) if state.size is not None else MIN_VISIBLE_SIZE
        height, width = size * math.hypot(c, d), size * abs(state.horizontal) * math.hypot(a, b)
        why = None
        if state.render in _INVISIBLE_MODES:
            why = "invisible"
        elif state.size is not None and min(height, width) < MIN_VISIBLE_SIZE:
            why = "tiny"
        elif self._white(x, y):
            why = "white"
        elif not self._on_page(x, y, height):
            why = "off-page"
        if why is not None:
            return why, _without_text(operands, operator)
        if operator == b"TJ" and operands:
            kept = self._on_page_pieces(operands[0], x, y, size * state.horizontal * a, height)
            if kept is not None:
                return "off-page", [([kept], b"TJ")]
        return None

    def _on_page_pieces(self, pieces: Any, x: float, y: float, advance: float, size: float) -> Optional[list]:
        """The pieces of a ``TJ`` array left once those an offset pushes off the page go, or ``None`` if all show.

        Without the glyph widths only the offsets are added up: the glyphs move
        the text further along, so a piece this puts past the page edge is past it.
        """
        from pypdf.generic import ArrayObject

        if not isinstance(pieces, list):
            return None
        kept, offset, dropped = ArrayObject(), 0.0, False
        for piece in pieces:
            if isinstance(piece, (int, float)):
                offset -= float(piece) / 1000
                kept.append(piece)
            elif self._on_page(x + offset * advance, y, size):
                kept.append(piece)
            else:
                dropped = True
        return kept if dropped else None

    def _paint_xobject(self, operands: list) -> Optional[tuple[str, list]]:
        """An image is a background (and may make the page a scan); a form painted invisibly goes whole."""
        xobject = _resolve(self.xobjects.get(operands[0])) if operands and hasattr(self.xobjects, "get") else None
        if xobject is None or not hasattr(xobject, "get"):
            return None
        if xobject.get("/Subtype") == "/Image":
            self._paint_image(self.state.ctm)
            return None
        if self.state.render in _INVISIBLE_MODES:
            return "invisible", []
        bbox = _numbers(list(_resolve(xobject.get("/BBox")) or []))
        matrix = _numbers(list(_resolve(xobject.get("/Matrix")) or IDENTITY))
        if len(bbox) == 4 and len(matrix) == 6:
            x0, y0, x1, y1 = _bounds([(bbox[0], bbox[1]), (bbox[2], bbox[3]), (bbox[0], bbox[3]), (bbox[2], bbox[1])],
                                     multiply(matrix, self.state.ctm))
            left, bottom, right, top = self.box
            if x1 < left or x0 > right or y1 < bottom or y0 > top:
                return "off-page", []
        return None

    def _paint_image(self, ctm: tuple) -> None:
        x0, y0, x1, y1 = _bounds([(0, 0), (1, 1), (0, 1), (1, 0)], ctm)
        self.backgrounds.append((x0, y0, x1, y1))
        left, bottom, right, top = self.box
        width, height = min(x1, right) - max(x0, left), min(y1, top) - max(y0, bottom)
        self.largest_image = max(self.largest_image, max(width, 0.0) * max(height, 0.0))

    def _move(self, tx: float, ty: float) -> None:
        self.tm = self.tlm = multiply((1.0, 0.0, 0.0, 1.0, tx, ty), self.tlm)

    def _extend_path(self, points: list[tuple[float, float]]) -> None:
        x0, y0, x1, y1 = _bounds(points, self.state.ctm)
        if self.path is None:
            self.path = [x0, y0, x1, y1]
        else:
            self.path = [min(self.path[0], x0), min(self.path[1], y0), max(self.path[2], x1), max(self.path[3], y1)]

    def _white(self, x: float, y: float) -> bool:
        """Whether text starting at ``(x, y)`` is painted white on the white page (not on something painted before)."""
        state = self.state
        mode = state.render % 4
        white = (state.fill_white if mode == 0 else state.stroke_white if mode == 1
                 else state.fill_white and state.stroke_white)
        return white and not any(x0 <= x <= x1 and y0 <= y <= y1 for x0, y0, x1, y1 in self.backgrounds)

    def _on_page(self, x: float, y: float, size: float) -> bool:
        """Whether text starting at ``(x, y)`` starts on the page (give or take a glyph of ``size``)."""
        left, bottom, right, top = self.box
        margin = max(size, 1.0)
        return left - margin <= x <= right + margin and bottom - margin <= y <= top + margin

    def _colour_space(self, name: Any) -> Optional[str]:
        """How the components of a colour space read (``gray``, ``rgb``, ``cmyk``, ``tint``), ``None`` if unknown."""
        if str(name) in _DEVICE_SPACES:
            return _DEVICE_SPACES[str(name)]
        space = _resolve(self.colour_spaces.get(name)) if hasattr(self.colour_spaces, "get") else None
        if space is None:
            return None
        if not isinstance(space, list):
            return _DEVICE_SPACES.get(str(space))
        family = str(space[0]) if space else ""
        if family == "/ICCBased" and len(space) > 1:
            components = (_resolve(space[1]) or {}).get("/N")
            return {1: "gray", 3: "rgb", 4: "cmyk"}.get(int(components) if components is not None else 0)
        if family in ("/Separation", "/DeviceN"):
            return "tint"
        return _DEVICE_SPACES.get(family)


def _is_white(space: Optional[str], values: list[float], plain: bool = True) -> bool:
    """Whether colour ``values`` in a colour space read as ``space`` put no visible ink on white paper.

    ``plain`` is false when a pattern name came with the values: a pattern is never taken for white.
    """
    if not plain or not values or space is None:
        return False
    expected = {"gray": 1, "rgb": 3, "cmyk": 4}.get(space, len(values))
    if len(values) != expected:
        return False
    if space in ("cmyk", "tint"):
        return all(v <= WHITE_TOLERANCE for v in values)
    return all(v >= 1 - WHITE_TOLERANCE for v in values)


def _without_text(operands: list, operator: bytes) -> list:
    """What replaces a text-showing operator whose text does not show: its line move, its spacing, nothing else."""
    if operator == b"'":
        return [([], b"T*")]
    if operator == b'"' and len(operands) >= 3:
        return [([operands[0]], b"Tw"), ([operands[1]], b"Tc"), ([], b"T*")]
    return []


def _bounds(points: list[tuple[float, float]], matrix: tuple) -> tuple[float, float, float, float]:
    """The bounding box of ``points`` mapped through ``matrix``."""
    a, b, c, d, e, f = matrix
    xs = [a * x + c * y + e for x, y in points]
    ys = [b * x + d * y + f for x, y in points]
    return min(xs), min(ys), max(xs), max(ys)


def _numbers(operands: list) -> list[float]:
    """The numeric operands, as floats (names, strings and arrays are left out)."""
    return [float(o) for o in operands if isinstance(o, (int, float)) and not isinstance(o, bool)]


def _resolve(obj: Any) -> Any:
    """``obj`` with an indirect reference followed."""
    return obj.get_object() if hasattr(obj, "get_object") else obj
