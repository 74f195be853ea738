"""Markdown read by its structure, as PDF converters and people write it.

Converted papers come as Markdown with headings, ``**2.2 Storage ring magnets**``
section labels, ``<span id="page-2-0"></span>`` anchors, ``<sup>12</sup>``
exponents, pipe tables (real ones, and prose a converter cut into cells) and
machine-written figure descriptions. :func:`read_markdown` parses the text with
markdown-it-py (CommonMark with tables) and returns what is indexed and quoted:

* sections named by their headings, with the markup removed; a bold paragraph
  that is a numbered label or a short title is a heading too, and in a document
  without any heading markup, numbered heading lines ("2 Method", "III. RESULTS");
* text without the page numbers and running heads a converter left between two halves of
  a sentence (:mod:`muonrag.ingest.page_furniture`), emphasis, links' targets, images, anchors
  or other inline HTML;
  ``<sup>12</sup>`` becomes ``^12`` (the exponent form :mod:`muonrag.language.quantities`
  reads), ``<sub>x</sub>`` becomes ``_x``; code is kept as written;
* tables as units (:mod:`muonrag.ingest.tables`) with their "Table N:" caption;
  grids that are not tables read back as text;
* captions marked (``kind``), and captions a converter wrote flagged so that they
  are never searched or quoted as the authors' words;
* the bibliography, found by its heading in any case, emphasis or level, with or
  without a colon, or by a run of ``[1]``, ``[2]`` entries, kept out of search as for PDFs;
* the title, authors, year, arXiv id, DOI and report numbers from the front
  matter (:mod:`muonrag.ingest.front_matter`), else the first level-1 heading that
  is not an identifier; the arXiv id also from the file name or the text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Optional

from muonrag.ingest.dehyphenate import dehyphenate
from muonrag.ingest.front_matter import STAMP, FrontLine, arxiv_id, arxiv_year, read_front_matter
from muonrag.ingest.page_furniture import remove_page_furniture
from muonrag.ingest.parts import CAPTION, CONVERTER_CAPTION, CONVERTER_CAPTION_SECTION, TABLE, TextPart
from muonrag.ingest.references import REFERENCES_SECTION, is_references_heading, numbered_start, split_entries
from muonrag.ingest.tables import Table, is_real_table, row_lines, tidied

#: Words of running text before a table (its heading included) that go with the table as its head.
LEAD_IN_WORDS = 40
_IDENTIFIER = re.compile(
    r"^\s*(?:(?:arxiv\s*:?\s*)?(?:\d{4}\.\d{4,5}(?:v\d+)?|[a-z][a-z-]+(?:\.[A-Z]{2})?/\d{7}(?:v\d+)?)(?:\s*\[[\w.\- ]+\])?"
    r"|(?:doi\s*:?\s*|https?://(?:dx\.)?doi\.org/)?10\.\d{4,9}/\S+"
    r"|(?:page\s*)?[-–—]?\s*\d{1,4}\s*[-–—]?"
    r"|arxiv)\s*$", re.I)
_SECTION_NUMBER = re.compile(r"^(?:\d{1,2}(?:\.\d{1,2}){0,3}\.?|[IVX]{1,5}\.|[A-H]\.)\s+\S")
# heading lines in Markdown without heading markup ("2 Method", "3.1 Absorber thickness", "III. RESULTS")
_LINE_HEADING = re.compile(r"^(?:\d{1,2}(?:\.\d{1,2}){0,3}\.?|[IVX]{1,5}\.)\s+[A-Z][A-Za-z][^.!?;:=<>|]{1,70}$")
_NOT_A_HEADING_WORD = re.compile(r"^(?:[kMGTP]?eV|T|m|cm|mm|µm|μm|nm|km|s|ms|µs|μs|ns|ps|fs|Hz|[kMG]Hz|K|W|[kMG]W|%|Gy|MGy|"
                                 r"GeV/c|MeV/c|years?|days?|hours?|times|per|of|and)\b")
_FIGURE_CAPTION = re.compile(r"^(?:figure|fig\.)\s*\d+[a-z]?\s*[.:—–-]", re.I)
_HAS_DIGIT = re.compile(r"\d")
_UNIT_COLUMN = re.compile(r"^units?$", re.I)
_TABLE_CAPTION = re.compile(r"^(?:table|tab\.)\s*(?:\d+|[IVX]+)[a-z]?\s*[.:—–-]", re.I)
_CONVERTER_CAPTION = re.compile(r"^(?:caption|image description|figure description|picture description|alt text)\s*:", re.I)
_STRAY_EMPHASIS = re.compile(r"\*{2,}|(?<!\w)_{2,}|_{2,}(?!\w)")
_FOOTNOTE_MARK = re.compile(r"\^[\d,*†‡§]+(?=\s|$)")
_DELIMITER_CELL = re.compile(r"^\s*:?-{3,}:?\s*$|^\s*$")
# glyphs pdfminer could not map ("(cid:136)" for a bullet)
_CONVERTER_NOISE = re.compile(r"\(cid:\d{1,5}\)\s?")
_TAG = re.compile(r"<\s*(/)?\s*([A-Za-z][A-Za-z0-9-]*)[^>]*>")


@dataclass
class _Block:
    kind: str  # heading, para, table, code; set while reading: flat_table, used
    text: str = ""
    level: int = 0
    strong: bool = False  # a paragraph wholly in bold (or starting with a bold label, see ``lead``)
    lead: str = ""  # the bold text a paragraph starts with
    table: Optional[Table] = None


@dataclass
class MarkdownDocument:
    """What :func:`read_markdown` found: the parts to chunk and the document's metadata."""

    parts: list[TextPart]
    metadata: dict[str, Any] = field(default_factory=dict)


def read_markdown(text: str, file_stem: str = "") -> MarkdownDocument:
    """Parts and metadata of a Markdown document (see the module docstring).

    Args:
        text: the Markdown, with hidden content already removed
            (:func:`muonrag.ingest.markdown.visible_markdown`).
        file_stem: the file's name without suffix, where an arXiv id may be.
    """
    blocks = _blocks(remove_page_furniture(text))
    metadata: dict[str, Any] = {}
    identifier = arxiv_id(file_stem) if file_stem else None
    title = None
    kept: list[_Block] = []
    for block in blocks:
        if block.kind == "heading" and _IDENTIFIER.match(block.text):
            identifier = identifier or arxiv_id(block.text)
            continue
        if block.kind == "heading" and block.level == 1 and title is None:
            title = block.text
            continue
        kept.append(block)
    kept = _tables_or_text(kept)
    if not any(b.kind == "heading" for b in kept):
        kept = _line_headings(kept)
    front = read_front_matter(_front_lines(blocks), file_stem=file_stem)
    metadata.update(front.metadata())
    provenance = metadata.setdefault("provenance", {})
    if not front.title and title:
        metadata["title"], provenance["title"] = title, "first heading"
    elif not front.title and not title and _first_heading_is_title(blocks):
        metadata["title"], provenance["title"] = _first_heading_is_title(blocks), "first heading"
    identifier = identifier or next((arxiv_id(m.group(1)) for m in [STAMP.search(text[:5000])] if m), None)
    if identifier and not front.arxiv_id:
        metadata["arxiv_id"], provenance["arxiv_id"] = identifier, "text"
    if metadata.get("arxiv_id") and not front.year and arxiv_year(metadata["arxiv_id"]):
        metadata["year"], provenance["year"] = arxiv_year(metadata["arxiv_id"]), "arXiv identifier"
    if not provenance:
        del metadata["provenance"]
    parts, references = _parts(kept)
    if references:
        metadata["references"] = references
    return MarkdownDocument(parts, metadata)


# blocks --------------------------------------------------------------------------------------------------------
@lru_cache(maxsize=1)
def _parser():
    from markdown_it import MarkdownIt

    return MarkdownIt("commonmark", {"html": True}).enable("table")


def _blocks(text: str) -> list[_Block]:
    """The document as headings, paragraphs, tables and code, in order, inline markup resolved."""
    tokens = _parser().parse(text)
    blocks: list[_Block] = []
    prefixes: list[str] = []  # the marker of each open list
    pending = ""  # the marker of a list item whose first paragraph is still to come
    row: list[str] = []
    header: list[str] = []
    rows: list[list[str]] = []
    in_head = False
    i = 0
    while i < len(tokens):
        token = tokens[i]
        kind = token.type
        if kind == "heading_open":
            text_, _, _ = _inline(tokens[i + 1])
            heading = _FOOTNOTE_MARK.sub("", text_.replace("\n", " ")).strip()
            blocks.append(_Block("heading", heading, level=int(token.tag[1])))
            i += 3
            continue
        if kind == "paragraph_open":
            text_, strong, lead = _inline(tokens[i + 1])
            if text_.strip():
                blocks.append(_Block("para", pending + text_.strip(), strong=strong, lead=lead))
            pending = ""
            i += 3
            continue
        if kind in ("bullet_list_open", "ordered_list_open"):
            prefixes.append("-" if kind == "bullet_list_open" else "1.")
        elif kind in ("bullet_list_close", "ordered_list_close"):
            prefixes.pop()
        elif kind == "list_item_open":
            pending = ("- " if prefixes and prefixes[-1] == "-" else f"{token.info or 1}{token.markup or '.'} ")
        elif kind in ("fence", "code_block"):
            written = f"{token.markup}{token.info}\n{token.content}{token.markup}" if kind == "fence" else token.content
            blocks.append(_Block("code", written.rstrip()))
        elif kind == "html_block":
            plain = _TAG.sub(lambda m: "\n" if m.group(2).lower() in ("br", "p", "div", "tr", "li") else " ", token.content)
            plain = re.sub(r"[ \t]+", " ", plain).strip()
            if plain:
                blocks.append(_Block("para", plain))
        elif kind == "thead_open":
            in_head, header, rows = True, [], []
        elif kind == "thead_close":
            in_head = False
        elif kind == "tr_open":
            row = []
        elif kind in ("th_open", "td_open"):
            cell, _, _ = _inline(tokens[i + 1])
            row.append(cell.replace("\n", " ").strip())
            i += 3
            continue
        elif kind == "tr_close":
            if not in_head and row and all(_DELIMITER_CELL.match(c) for c in row):
                # the delimiter row of a table that this one swallowed: that table starts at the row above
                if rows:
                    swallowed_header = rows.pop()
                    if rows:
                        blocks.append(_Block("table", table=Table(header, rows)))
                    header, rows = swallowed_header, []
            elif in_head:
                header = row
            else:
                rows.append(row)
        elif kind == "table_close":
            blocks.append(_Block("table", table=Table(header, rows)))
        i += 1
    return blocks


def _inline(token: Any) -> tuple[str, bool, str]:
    """Plain text of an inline token, whether all its words are bold, and the bold text it starts with."""
    out: list[str] = []
    strong_depth = 0
    outside_strong = False
    lead: Optional[list[str]] = None
    for child in token.children or []:
        kind = child.type
        if kind == "text":
            content = _CONVERTER_NOISE.sub("", _STRAY_EMPHASIS.sub("", child.content))
            out.append(content)
            if content.strip():
                if strong_depth:
                    if lead is None:
                        lead = []
                    if lead is not None and not outside_strong:
                        lead.append(content)
                else:
                    outside_strong = True
        elif kind == "strong_open":
            strong_depth += 1
        elif kind == "strong_close":
            strong_depth = max(0, strong_depth - 1)
        elif kind in ("softbreak", "hardbreak"):
            out.append("\n")
        elif kind == "code_inline":
            out.append(f"{child.markup}{child.content}{child.markup}")
            outside_strong = outside_strong or not strong_depth
        elif kind == "html_inline":
            match = _TAG.match(child.content)
            name = match.group(2).lower() if match else ""
            closing = bool(match and match.group(1))
            if name == "sup" and not closing:
                out.append("^")
            elif name == "sub" and not closing:
                out.append("_")
            elif name == "br":
                out.append("\n")
        # images, links' targets, emphasis markers and other inline HTML leave nothing
    text = "".join(out)
    text = re.sub(r"[ \t]+", " ", text)
    text = re.sub(r" *\n *", "\n", text)
    return text, not outside_strong and lead is not None, "".join(lead or []).strip()


def _tables_or_text(blocks: list[_Block]) -> list[_Block]:
    """Tables kept; grids that are prose a converter cut into cells read back as text. Lines of prose that a
    table swallowed (a pipe table runs on to the next blank line) are text after the table."""
    out: list[_Block] = []
    for block in blocks:
        if block.kind != "table":
            out.append(block)
            continue
        table = block.table
        spill: list[str] = []
        # rows after the last one with two cells or more that hold only a first cell: lines of text (a pipe table
        # runs on to the next blank line, pipes or none)
        while table.rows and len(table.header) > 2 and sum(1 for c in table.rows[-1] if c.strip()) == 1 \
                and table.rows[-1][0].strip():
            spill.insert(0, table.rows.pop()[0])
        tidy, stray = tidied(table)
        if is_real_table(table.header, table.rows) or is_real_table(tidy.header, tidy.rows):
            block.table = tidy
            out.append(block)
            # a stray row of numbers alone is a figure's axis ticks, which say nothing; other stray rows are text
            lines = [" ".join(c for c in row if c.strip()) for row in stray]
            out += _spilled([line for line in lines if not _NUMBERS_ONLY.match(line)] + spill)
        else:
            text = "\n".join(line for line in [table.flattened(), *spill] if line)
            if text:
                out.append(_Block("para", text))
    return out


_NUMBERS_ONLY = re.compile(r"^[\s\d.,+\-−]*$")


def _spilled(lines: list[str]) -> list[_Block]:
    """Lines of text a table swallowed, as paragraphs: a caption or a numbered heading starts a paragraph of its own
    (so a caption still finds its table or figure)."""
    blocks: list[_Block] = []
    for line in lines:
        stripped = line.strip()
        if not blocks or _FIGURE_CAPTION.match(stripped) or _TABLE_CAPTION.match(stripped) \
                or _is_line_heading(stripped) or is_references_heading(stripped):
            blocks.append(_Block("para", line))
        else:
            blocks[-1].text += "\n" + line
    return blocks


def _line_headings(blocks: list[_Block]) -> list[_Block]:
    """Paragraph lines that are numbered headings, as headings (for Markdown without heading markup)."""
    out: list[_Block] = []
    for block in blocks:
        if block.kind != "para":
            out.append(block)
            continue
        lines = block.text.split("\n")
        current: list[str] = []
        for line in lines:
            stripped = line.strip()
            if _is_line_heading(stripped) or is_references_heading(stripped):
                if current:
                    out.append(_Block("para", "\n".join(current)))
                    current = []
                out.append(_Block("heading", stripped, level=2 + stripped.split()[0].rstrip(".").count(".")))
            else:
                current.append(line)
        if current:
            out.append(_Block("para", "\n".join(current), strong=block.strong if len(current) == len(lines) else False,
                              lead=block.lead))
    return out


def _front_lines(blocks: list[_Block], limit: int = 120) -> list[FrontLine]:
    """The document's first lines as front-matter lines: headings with their level, paragraphs line by line."""
    out: list[FrontLine] = []
    for block in blocks:
        if block.kind == "heading":
            out.append(FrontLine(block.text, level=block.level))
        elif block.kind == "para":
            out.extend(FrontLine(line, bold=block.strong) for line in block.text.split("\n"))
            out.append(FrontLine(""))  # the break between paragraphs (a stamp written a character a line has them)
        elif block.table is not None:  # a converter's grid of front-matter fragments reads back as lines
            out.extend(FrontLine(line) for line in block.table.flattened().split("\n"))
        if len(out) >= limit:
            break
    return out


def _first_heading_is_title(blocks: list[_Block]) -> Optional[str]:
    """A documentation page's title: its first heading of level 1 or 2 when nothing but short lines precede it."""
    for block in blocks[:6]:
        if block.kind == "heading" and block.level <= 2 and not _IDENTIFIER.match(block.text):
            return block.text
        if block.kind == "para" and len(block.text.split()) > 25:
            return None
    return None


def _is_line_heading(line: str) -> bool:
    if not _LINE_HEADING.match(line) or len(line.split()) > 9:
        return False
    words = line.split()
    return not _NOT_A_HEADING_WORD.match(words[1])


# parts ---------------------------------------------------------------------------------------------------------
def _parts(blocks: list[_Block]) -> tuple[list[TextPart], list[str]]:
    """Text parts by section, tables and captions as their own parts; and the bibliography's entries."""
    parts: list[TextPart] = []
    prose: list[str] = []
    section: Optional[str] = None
    references_level: Optional[int] = None
    references: list[str] = []
    caption_for_next: Optional[str] = None

    def flush() -> None:
        if prose:
            parts.append(TextPart("\n\n".join(prose), section=section))
            prose.clear()

    def table_part(caption: Optional[str], header: list[str], rows: list[str],
                   printed: Optional[dict[str, str]] = None) -> None:
        # a table right after its heading and a short lead-in takes them along: they say what its rows are
        lead = prose[:] if prose and len(" ".join(prose).split()) <= LEAD_IN_WORDS else []
        if lead:
            prose.clear()
        flush()
        head = "\n".join(filter(None, ["\n\n".join(lead + ([caption] if caption else [])), *header]))
        parts.append(TextPart("\n".join(filter(None, [head, *rows])), section=section, kind=TABLE,
                              caption=caption, head=head or None, printed=printed or None))

    for position, block in enumerate(blocks):
        heading = _heading_of(block)
        if heading is not None:
            text, level = heading
            if references_level is not None and level <= references_level and not is_references_heading(text):
                references_level = None
            flush()
            if is_references_heading(text):
                references_level = level
                section = REFERENCES_SECTION
                continue
            if references_level is None:
                section = text
                prose.append(text)  # the heading stays in the text: it is often the subject of the lines below it
            continue
        if references_level is not None:
            entry = block.text if block.kind != "table" else block.table.flattened()
            references.append(entry)
            prose.append(entry)
            continue
        if block.kind == "table":
            table = block.table
            if caption_for_next:
                table.caption, caption_for_next = caption_for_next, None
            after = blocks[position + 1] if position + 1 < len(blocks) else None
            if table.caption is None and after is not None and after.kind == "para" and _TABLE_CAPTION.match(after.text):
                table.caption = after.text.replace("\n", " ")
                after.kind = "used"
            table_part(table.caption, [], table.lines, table.printed())
            continue
        if block.kind == "flat_table":
            # a converter's table without a grid: its caption, its header line and one row a line
            lines = [line.strip() for line in block.text.split("\n") if line.strip()]
            rows = _flat_rows(lines[0].split(), lines[1:])
            if rows is not None:
                table_part(caption_for_next, [], row_lines(lines[0].split(), rows))
            else:
                header = [lines[0]] if not _HAS_DIGIT.search(lines[0]) else []
                table_part(caption_for_next, header, lines[len(header):])
            caption_for_next = None
            continue
        if block.kind == "used":
            continue
        if block.kind == "para" and (_CONVERTER_CAPTION.match(block.text) or _CONVERTER_CAPTION.match(block.lead)):
            parts.append(TextPart(block.text, section=CONVERTER_CAPTION_SECTION, kind=CONVERTER_CAPTION))
            continue
        if block.kind == "para" and (_FIGURE_CAPTION.match(block.text) or _TABLE_CAPTION.match(block.text)):
            caption, rest = _split_caption(block.text)
            after = blocks[position + 1] if position + 1 < len(blocks) else None
            if _TABLE_CAPTION.match(caption) and not rest and after is not None and after.kind == "para" and \
                    _looks_like_rows(after.text):
                after.kind = "flat_table"
            if _TABLE_CAPTION.match(caption) and not rest and after is not None and after.kind in ("table", "flat_table"):
                caption_for_next = caption
                continue
            parts.append(TextPart(caption, section=section, kind=CAPTION))
            if rest:
                prose.append(dehyphenate(rest))
            continue
        prose.append(dehyphenate(block.text) if block.kind == "para" else block.text)
    flush()
    parts, tail = _numbered_bibliography(parts) if not references else (parts, [])
    entries = split_entries("\n".join(references + tail)) if references or tail else []
    return [p for p in parts if p.text.strip()], entries


def _looks_like_rows(text: str) -> bool:
    """A paragraph under a table caption that is the table flattened by a converter: short lines, none
    ending a sentence or continuing one (a lower-case start), each after an optional header line ending
    in a value (a token with a digit)."""
    lines = [line.strip() for line in text.split("\n") if line.strip()]
    if len(lines) < 2 or any(len(line.split()) > 15 or line.endswith(".") or line[0].islower() for line in lines):
        return False
    body = lines[1:] if not _HAS_DIGIT.search(lines[0]) else lines
    return all(_HAS_DIGIT.search(line.split()[-1]) for line in body)


def _flat_rows(header: list[str], lines: list[str]) -> Optional[list[list[str]]]:
    """The cells of a flattened table's rows when its header has one word a column (at most six): the last
    words of a row are its values, the rest its label; a "Unit" second column takes a row's unit where the
    row has one (``Quadrupole aperture mm 110``) and stays empty where it has none (``Number of IPs 2``).
    ``None`` when the rows cannot be cut that way."""
    if not 2 <= len(header) <= 6 or _HAS_DIGIT.search(" ".join(header)):
        return None
    units = [i for i, word in enumerate(header) if _UNIT_COLUMN.match(word)]
    if units and units != [1]:
        return None
    rows = []
    for line in lines:
        words = line.split()
        values = len(header) - 1
        if units and len(words) > values and not _is_unit(words[-values]):
            values -= 1  # no unit in this row: its label runs up to the values
            cells = [" ".join(words[:-values]), "", *words[-values:]] if values else None
        else:
            cells = [" ".join(words[:-values]), *words[-values:]]
        if not cells or not cells[0] or len(words) < len(header) - (1 if units else 0):
            return None
        rows.append(cells)
    return rows


@lru_cache(maxsize=None)
def _unit_symbols() -> frozenset[str]:
    from muonrag.core.units import UNITS

    return frozenset(symbol for unit in UNITS for symbol in unit.symbols)


def _is_unit(word: str) -> bool:
    """A unit symbol the package knows, or a ratio or product of them (``T/m``, ``W·m``)."""
    parts = [p for p in re.split(r"[/·]", word) if p]
    return bool(parts) and all(re.sub(r"(?:\^?[-−]?\d|[⁻¹²³])+$", "", p) in _unit_symbols() for p in parts)


def _split_caption(text: str) -> tuple[str, str]:
    """A caption paragraph's caption (up to the first line ending a sentence, at most four lines, on one line)
    and the text a converter ran on after it."""
    lines = text.split("\n")
    end = next((i + 1 for i, line in enumerate(lines[:4]) if line.rstrip().endswith(".")), min(len(lines), 1))
    return " ".join(line.strip() for line in lines[:end]), "\n".join(lines[end:]).strip()


def _heading_of(block: _Block) -> Optional[tuple[str, int]]:
    """A block's heading text and level, if it is a heading or a bold section label."""
    if block.kind == "heading":
        return block.text, block.level
    if block.kind != "para" or not block.strong or "\n" in block.text or len(block.text) > 100:
        return None
    text = block.text.strip()
    if is_references_heading(text):
        return text, 2
    number = _SECTION_NUMBER.match(text)
    if number:
        return text, 2 + text.split()[0].rstrip(".").count(".")
    words = text.split()
    if len(words) <= 6 and text[:1].isupper() and not block.text.rstrip().endswith((".", ":", ";", ",", "!", "?")):
        return text, 3
    return None


def _numbered_bibliography(parts: list[TextPart]) -> tuple[list[TextPart], list[str]]:
    """A bibliography without a heading: a run of ``[1]``, ``[2]`` lines in the second half of the text,
    from which the rest of the running text is the bibliography."""
    prose = [(i, p) for i, p in enumerate(parts) if p.kind is None]
    lines: list[tuple[int, int, str]] = [(i, n, line) for i, p in prose for n, line in enumerate(p.text.split("\n"))]
    start = numbered_start([line for _, _, line in lines], len(lines) // 2)
    if start is None:
        return parts, []
    at_part, at_line, _ = lines[start]
    head = parts[at_part].text.split("\n")
    tail = ["\n".join(head[at_line:])] + [p.text for p in parts[at_part + 1:] if p.kind is None]
    kept = parts[:at_part] + ([TextPart("\n".join(head[:at_line]), section=parts[at_part].section)] if at_line else [])
    kept += [p for p in parts[at_part + 1:] if p.kind is not None]
    kept.append(TextPart("\n".join(tail), section=REFERENCES_SECTION))
    return kept, tail
