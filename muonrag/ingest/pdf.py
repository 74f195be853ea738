"""PDF files as text parts: the text a reader can see (:mod:`.pdf_hidden`), lines with scripts
(:mod:`.pdf_layout`), words rejoined at line ends (:mod:`.dehyphenate`), and a paper's structure and
metadata (:mod:`.paper`)."""

from __future__ import annotations

import logging
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator, Optional

from muonrag.errors import LoaderError
from muonrag.ingest.dehyphenate import dehyphenate_lines
from muonrag.ingest.paper import read_paper
from muonrag.ingest.pdf_hidden import drop_invisible_text
from muonrag.ingest.pdf_layout import Line, page_lines


@dataclass
class PdfPart:
    """The text of one section on one page."""

    text: str
    page: int
    page_label: Optional[str]
    section: Optional[str]


def read_pdf(file: Path) -> tuple[list[PdfPart], dict[str, Any]]:
    """The parts of a PDF (one per page and section, in reading order) and the metadata found in it.

    Raises:
        LoaderError: the file is not a readable PDF, or it is encrypted.
    """
    import pypdf
    from pypdf.errors import PdfReadError

    try:
        with _quiet("pypdf"):
            reader = pypdf.PdfReader(str(file))
            if reader.is_encrypted and not reader.decrypt(""):
                raise LoaderError("encrypted PDF (a password is needed to read it)")
            lines: list[Line] = []
            for number, page in enumerate(reader.pages, start=1):
                drop_invisible_text(page)
                lines.extend(page_lines(page, number))
            labels = [str(label) for label in reader.page_labels]
            info = _document_info(reader)
    except LoaderError:
        raise
    except (PdfReadError, ValueError, KeyError, TypeError, OSError, AttributeError, RecursionError) as exc:
        raise LoaderError(f"not a readable PDF ({type(exc).__name__}: {exc})") from None
    except Exception as exc:  # pypdf raises a wide range of errors on damaged files
        raise LoaderError(f"not a readable PDF ({type(exc).__name__}: {exc})") from None
    for line, text in zip(lines, dehyphenate_lines([line.text for line in lines])):
        line.text = text
    paper = read_paper([line for line in lines if line.text.strip()], info, file.stem, labels)
    parts = [PdfPart(s.text, s.page, labels[s.page - 1] if s.page <= len(labels) else None, s.section)
             for s in paper.sections]
    return parts, paper.metadata


def _document_info(reader: Any) -> dict[str, str]:
    """``title`` and ``author`` of the PDF's document information, where set."""
    info = reader.metadata or {}
    out = {}
    for key, name in (("/Title", "title"), ("/Author", "author")):
        value = info.get(key) if hasattr(info, "get") else None
        if value and str(value).strip():
            out[name] = str(value).strip()
    return out


@contextmanager
def _quiet(logger_name: str) -> Iterator[None]:
    """Silence a library's warnings about a malformed file while it is read, then restore its level."""
    logger = logging.getLogger(logger_name)
    level = logger.level
    logger.setLevel(logging.ERROR)
    try:
        yield
    finally:
        logger.setLevel(level)
