"""A physics paper's structure from its PDF lines: title, authors, abstract, arXiv id, sections, bibliography.

Everything is read from the paper itself, as it is typeset:

- **title**: the PDF's ``/Title`` when set, else the largest text of the first
  page before the first section heading, else the file name (the loader's fallback);
- **authors**: the PDF's ``/Author`` when set, else the upright lines between
  the title and the abstract that read as names (affiliations, dates and
  e-mail addresses are left out);
- **abstract**: the text after an "Abstract" heading, else the longest
  paragraph of the front matter (revtex prints no heading);
- **arXiv id**: from the file name (``2606.10381v2.pdf``) or the margin stamp
  (``arXiv:2606.10381v2 [hep-ex] 12 Jun 2026``); the stamp is dropped from the text;
- **sections**: numbered headings ("III. TIMING SELECTION", "2 Method",
  "2.1. Samples", "A. Background") set in bold or in capitals, and a few
  unnumbered ones (Acknowledgments, Appendix); each becomes the ``section``
  of the text below it, across pages;
- **bibliography**: see :mod:`muonrag.ingest.references`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Optional

from muonrag.ingest.dehyphenate import english_words
from muonrag.ingest.front_matter import STAMP, FrontLine, arxiv_year, clean_title, line_kind, read_front_matter
from muonrag.ingest.pdf_layout import Line
from muonrag.ingest.references import REFERENCES_SECTION, is_references_heading, numbered_start, split_entries

_NUMBERED_HEADING = re.compile(
    r"^(?:(?P<roman>[IVX]{1,5})\.|(?P<letter>[A-H])\.|(?P<arabic>\d{1,2}(?:\.\d{1,2}){0,3})\.?)\s+(?P<title>[A-Z][^\n]{1,100})$")
_UNNUMBERED = re.compile(r"^(acknowledge?ments?|appendix(?:\s+[A-Z0-9][^\n]{0,80})?|conclusions?|introduction)$", re.I)
_ABSTRACT_HEAD = re.compile(r"^\s*(?:a\s*b\s*s\s*t\s*r\s*a\s*c\s*t)\s*[.:—–-]?\s*", re.I)
_FRONT_STOP = re.compile(r"^\s*(?:keywords?|key words|pacs(?: numbers?)?|index terms)\b", re.I)
_NOT_A_NAME = re.compile(r"@|\d|universit|institut|laborator|department|dept\.|school|college|centre|center|faculty|"
                         r"received|dated|accepted|published|collaboration for|^\(|\bcorresponding\b", re.I)
_SCRIPT = re.compile(r"\^\{[^}]*\}|\^[^\s,]+|[∗*†‡§¶]")
_NAME = re.compile(r"^[A-ZÀ-Ý][\w'.-]*(?:\s+(?:[A-ZÀ-Ý][\w'.-]*|de|da|di|van|von|der|del|la|le))*$")
_PAGE_NUMBER = re.compile(r"^\s*(\d{1,4}|[ivxlc]{1,6})\s*$")
# Running footers that journal classes print on a page (elsarticle's "Preprint submitted to ...").
_FOOTER = re.compile(r"^\s*Preprint submitted to\b")


@dataclass
class Section:
    """A stretch of a paper's text under one heading, on one page."""

    text: str
    page: int
    section: Optional[str]


@dataclass
class Paper:
    """What :func:`read_paper` found."""

    sections: list[Section]
    metadata: dict[str, Any] = field(default_factory=dict)


def read_paper(lines: list[Line], info: dict[str, str], file_stem: str, labels: Optional[list[str]] = None) -> Paper:
    """Structure and metadata of a paper from its (dehyphenated) lines and the PDF's document info."""
    labels = labels or []
    lines = [line for line in lines if not _is_page_number(line, labels) and not _FOOTER.match(line.text)]
    metadata: dict[str, Any] = {}
    provenance: dict[str, str] = {}
    first_page = [FrontLine(l.text, bold=l.bold >= 0.8) for l in lines if lines and l.page == lines[0].page]
    printed = read_front_matter(first_page, file_stem=file_stem)
    arxiv = printed.arxiv_id or next((m.group(1) for m in map(_margin_stamp, lines[:200]) if m), None)
    if arxiv:
        metadata["arxiv_id"] = arxiv
        provenance["arxiv_id"] = printed.provenance.get("arxiv_id", "arXiv stamp")
    year = printed.year or (arxiv_year(arxiv) if arxiv else None)
    if year:
        metadata["year"] = year
        provenance["year"] = printed.provenance.get("year", "arXiv identifier")
    for key in ("doi", "report_numbers", "primary_class"):
        if getattr(printed, key):
            metadata[key], provenance[key] = getattr(printed, key), printed.provenance[key]
    lines = [line for line in lines if not _margin_stamp(line)]
    headings = {i: name for i, line in enumerate(lines) if (name := _heading(line))}
    for i in sorted(headings):
        if headings[i] != REFERENCES_SECTION and i + 1 < len(lines) and i + 1 not in headings and _continues(lines[i], lines[i + 1]):
            headings[i] = f"{headings[i]} {lines[i + 1].text.strip()}"
        headings[i] = rejoin_kerned(headings[i])
        lines[i].text = rejoin_kerned(lines[i].text)
    first_heading = min(headings, default=len(lines))
    references_at = next((i for i, name in headings.items() if name == REFERENCES_SECTION), None)
    if references_at is None:
        texts = [line.text for line in lines]
        start = numbered_start(texts, first_heading)
        if start is not None:
            headings[start] = REFERENCES_SECTION
            references_at = start
    front = [line for line in lines[:first_heading] if line.page == lines[0].page] if lines else []
    title, source = _clean_title(info.get("title")), "PDF document info"
    title = clean_title(title) if title else None
    if not title:
        title, source = _front_title(front), "largest text of the first page"
        title = clean_title(title) if title else None
        if title and line_kind(FrontLine(title)) not in ("text", "collaboration"):
            title = None  # the largest text is a report number, an author line, a label
    if not title and printed.title:
        title, source = printed.title, printed.provenance["title"]
    if title:
        metadata["title"], provenance["title"] = title, source
    authors, source = _split_authors(info.get("author") or ""), "PDF document info"
    if not authors and printed.authors:
        authors, source = printed.authors, printed.provenance["authors"]
    if not authors:
        authors, source = [a for a in _front_authors(front, title) if line_kind(FrontLine(a)) == "author"], "name lines"
    if authors:
        metadata["authors"], provenance["authors"] = authors, source
    metadata["provenance"] = provenance
    abstract, abstract_lines = _front_abstract(front)
    if abstract:
        metadata["abstract"] = abstract
    if references_at is not None:
        end = next((i for i in sorted(headings) if i > references_at and headings[i] != REFERENCES_SECTION), len(lines))
        entries = split_entries("\n".join(line.text for line in lines[references_at:end]))
        if entries:
            metadata["references"] = entries
    sections: list[Section] = []
    current: Optional[str] = "Abstract" if abstract_lines else None
    for i, line in enumerate(lines):
        if i in headings:
            current = headings[i]
        if sections and sections[-1].page == line.page and sections[-1].section == current:
            sections[-1].text += "\n" + line.text
        else:
            sections.append(Section(line.text, line.page, current))
    return Paper([s for s in sections if s.text.strip()], metadata)


def _margin_stamp(line: Line) -> Optional[re.Match]:
    """The arXiv margin stamp on ``line`` (identifier and primary class: ``arXiv:2606.10381v2 [hep-ex]``), if any."""
    match = STAMP.search(line.text)
    return match if match and match.group(2) else None


def _is_page_number(line: Line, labels: list[str]) -> bool:
    match = _PAGE_NUMBER.match(line.text)
    if not match:
        return False
    label = labels[line.page - 1] if line.page - 1 < len(labels) else str(line.page)
    return match.group(1) in (str(line.page), label)


def rejoin_kerned(text: str) -> str:
    """Words a PDF reader split at a kerning step put together again: ``SUMMAR Y`` -> ``SUMMARY``,
    ``MOTIV A TION`` -> ``MOTIVATION``, ``3 T eV`` -> ``3 TeV``.

    Two or three neighbouring pieces are joined when together they are a known
    word (:func:`~muonrag.ingest.dehyphenate.english_words`) and one of them is not.
    """
    words = english_words()
    pieces = text.split(" ")
    out: list[str] = []
    i = 0
    while i < len(pieces):
        for width in (3, 2):
            group = pieces[i:i + width]
            if len(group) == width and all(p.isalpha() for p in group):
                joined = "".join(group)
                if joined.lower() in words and any(p.lower() not in words or len(p) == 1 for p in group):
                    out.append(joined)
                    i += width
                    break
        else:
            out.append(pieces[i])
            i += 1
    return " ".join(out)


def _continues(heading: Line, nxt: Line) -> bool:
    """Whether ``nxt`` is the second line of a heading: same size and weight, capitals where the heading has them."""
    text = nxt.text.strip()
    caps = heading.text.upper() == heading.text
    return (0 < len(text) < 60 and abs(nxt.size - heading.size) < 0.3 and nxt.bold >= 0.8 and heading.bold >= 0.8
            and (text.upper() == text) == caps and not text.endswith("."))


def _heading(line: Line) -> Optional[str]:
    """The section name a heading line starts, or ``None`` for a line of text."""
    text = line.text.strip()
    if not text or len(text) > 110 or "^" in text or "_" in text:
        return None
    emphasised = (line.bold >= 0.8 or (text.upper() == text and any(c.isalpha() for c in text))
                  or (line.italic >= 0.8 and re.match(r"^\d{1,2}\.\d{1,2}\.?\s", text) is not None))
    if is_references_heading(text) and (emphasised or len(text) < 30):
        return REFERENCES_SECTION
    if not emphasised:
        return None
    match = _NUMBERED_HEADING.match(text)
    if match:
        title = match.group("title")
        if title.rstrip()[-1:] in ",;" or sum(c.isalpha() for c in title) < 3:
            return None
        if match.group("roman") and title.upper() != title and line.bold < 0.8:
            return None
        return text
    if _UNNUMBERED.match(text):
        return text
    return None


def _clean_title(title: Optional[str]) -> Optional[str]:
    """A metadata title worth using (not empty, not a file name or a word processor's placeholder)."""
    title = (title or "").strip()
    if len(title) < 4 or re.search(r"\.(?:dvi|tex|docx?|pdf)$|^untitled|^microsoft word", title, re.I):
        return None
    return title


def _front_title(front: list[Line]) -> Optional[str]:
    """The largest text of the front matter, when larger than the body text."""
    if not front:
        return None
    biggest = max(line.size for line in front)
    sizes = sorted(line.size for line in front)
    if biggest < 1.1 * sizes[len(sizes) // 2]:
        return None
    start = next(i for i, line in enumerate(front) if abs(line.size - biggest) < 0.3)
    parts = []
    for line in front[start:]:
        if abs(line.size - biggest) >= 0.3:
            break
        parts.append(line.text.strip())
    title = re.sub(r"\s+", " ", _SCRIPT.sub("", " ".join(parts))).strip()
    return title or None


def _split_authors(text: str) -> list[str]:
    text = _SCRIPT.sub(" ", text)
    names = [re.sub(r"\s+", " ", n).strip(" ,.") for n in re.split(r",|;|\band\b|&", text)]
    return [n for n in names if _NAME.match(n) and 1 < len(n.split()) <= 6]


def _front_authors(front: list[Line], title: Optional[str]) -> list[str]:
    """Names from the upright lines after the title and before the abstract."""
    names: list[str] = []
    past_title = title is None
    for line in front:
        text = line.text.strip()
        if not past_title:
            past_title = abs(line.size - max(l.size for l in front)) >= 0.3
            if not past_title:
                continue
        if _ABSTRACT_HEAD.match(text) and len(text) < 12 or len(text) > 200 or _FRONT_STOP.match(text):
            break
        if line.italic > 0.5 or _NOT_A_NAME.search(_SCRIPT.sub("", text)):
            continue
        found = _split_authors(text)
        if found and len(" ".join(found)) >= 0.5 * len(_SCRIPT.sub("", text).replace(" and ", " ")):
            names.extend(n for n in found if n not in names)
    return names


def _front_abstract(front: list[Line]) -> tuple[Optional[str], list[Line]]:
    """The abstract and its lines: after an "Abstract" heading, else the front matter's longest paragraph."""
    for i, line in enumerate(front):
        head = _ABSTRACT_HEAD.match(line.text)
        if head:
            body = [line.text[head.end():]] if line.text[head.end():].strip() else []
            taken = [line]
            for nxt in front[i + 1:]:
                if _FRONT_STOP.match(nxt.text):
                    break
                body.append(nxt.text)
                taken.append(nxt)
            text = _join(body)
            if len(text) > 100:
                return text, taken
    runs: list[list[Line]] = []
    for line in front:
        if re.match(r"^\s*\((?:dated|received)|^\s*(?:dated|received)\b", line.text, re.I):
            runs.append([])
            continue
        if runs and runs[-1] and abs(runs[-1][-1].size - line.size) < 0.3 and (runs[-1][-1].italic > 0.5) == (line.italic > 0.5):
            runs[-1].append(line)
        else:
            runs.append([line])
    best = max(runs, key=lambda run: sum(len(l.text) for l in run), default=[])
    text = _join([l.text for l in best])
    if len(text) >= 300 and all(l.italic <= 0.5 for l in best):
        return text, best
    return None, []


def _join(lines: list[str]) -> str:
    return re.sub(r"\s+", " ", " ".join(lines)).strip()
