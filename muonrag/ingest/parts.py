"""A stretch of a document as a loader hands it to the chunker."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

#: ``kind`` of a part that is a table written one row a line (:mod:`muonrag.ingest.tables`).
TABLE = "table"
#: ``kind`` of a figure or table caption the paper's authors wrote.
CAPTION = "caption"
#: ``kind`` of a figure description a converter wrote (never quoted as the authors' words).
CONVERTER_CAPTION = "converter_caption"
#: The ``section`` of converter-written captions: left out of search as the bibliography is.
CONVERTER_CAPTION_SECTION = "Figure description (written by the converter)"


@dataclass
class TextPart:
    """A contiguous stretch of a document: a PDF page, a section, a table or a caption.

    ``kind`` is ``None`` for running text, else :data:`TABLE`, :data:`CAPTION` or
    :data:`CONVERTER_CAPTION`. A table's ``head`` (its section heading and lead-in when the table
    follows them directly, and its ``caption``) opens its text and is repeated in every chunk the
    table is cut into.
    """

    text: str
    page: Optional[int] = None
    page_label: Optional[str] = None
    section: Optional[str] = None
    kind: Optional[str] = None
    caption: Optional[str] = None
    head: Optional[str] = None
    #: A table's rows as the document prints them, by the line each became in ``text`` (``label — column:
    #: value unit``), so that a quote of a row can be shown as the reader finds it in the paper.
    printed: Optional[dict[str, str]] = None
