"""A quote read in its setting: the whole sentence (or table row) that holds it, what kind of text that is, and where it holds.

A model copies a span; the span's sentence may go on with "only if ...",
begin with "In simulation," or sit under the heading "CLIC detector". The rules
read a claim against :class:`QuoteView` s, each of which carries the quote, its
whole sentence, the kind of text it is (body text, heading, caption, reference
entry, title, key-fact box) and its :class:`~muonrag.grounding.setting.Setting`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property, lru_cache
from typing import Protocol, Optional, Sequence

from muonrag.grounding.amounts import is_table_row, table_header, with_caption_unit
from muonrag.grounding.atoms import Atoms, atoms
from muonrag.grounding.lexicon import Lexicon
from muonrag.grounding.quotes import LINE_HYPHEN, locate
from muonrag.grounding.setting import Setting, read_setting
from muonrag.grounding.terms import content_terms, definitions, known


class Passage(Protocol):
    """What the rules read of an evidence chunk (:class:`muonrag.answer.schema.Evidence` is one): its number in the
    prompt, its text, and the title and section that give its setting."""

    number: int
    text: str
    title: str
    section: Optional[str]


#: Kinds of text a quote may come from; only ``body`` and ``table`` are evidence of a fact.
BODY_KINDS = ("body", "table")

_TABLE_RULE = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$")
_BULLET = re.compile(r"^\s*(?:[-•*+]|\d{1,2}[.)])\s+")
_HEADING_MARK = re.compile(r"^\s*#{1,6}\s+")
# a sentence ends at . ! ? followed by space and a capital, digit, quote, bracket or parenthesis
_SENTENCE_END = re.compile(r"(?<=[.!?])[\"”')\]]*\s+(?=[A-Z0-9\"“(\[])")
_ABBREVIATION = re.compile(r"\b(?:e\.g|i\.e|et al|approx|Fig|Figs|Eq|Eqs|Ref|Refs|Sec|Secs|vs|cf|ca|Dr|Prof|No|Tab|Vol|resp)\.$", re.I)


@dataclass(frozen=True)
class Piece:
    """A sentence, heading, table row or list item of a chunk: its character span and kind."""

    start: int
    end: int
    kind: str  # "body", "heading", "table", "item"


def _is_heading(line: str, following: str) -> bool:
    stripped = line.strip()
    if _HEADING_MARK.match(stripped):
        return True
    if "|" in stripped or _BULLET.match(stripped):
        return False
    ends_open = not re.search(r"[.,;:!?)\]]$", stripped) and (not following or not following.strip()[:1].islower())
    # a numbered section heading ("4.1 Luminosity lifetime of 2000 turns at 10 TeV") may be longer
    words = len(stripped.split())
    return (ends_open and (words <= 8 or (words <= 16 and bool(_NUMBERED_HEADING.match(stripped))))) \
        or bool(re.fullmatch(r"[\divxlcIVXLC]+", stripped))


_NUMBERED_HEADING = re.compile(r"\d+(?:\.\d+)+\.?\s+[A-Z][a-z]{2,}")


@lru_cache(maxsize=512)
def pieces(text: str) -> tuple[Piece, ...]:
    """The sentences, headings, table rows and list items of ``text``, with their spans.

    Lines of one paragraph are joined (a line break inside a sentence, as PDF
    text has, does not end it); a heading line, a table row and a list item
    are pieces of their own.
    """
    out: list[Piece] = []
    lines: list[tuple[int, int]] = []
    position = 0
    for raw in text.split("\n"):
        lines.append((position, position + len(raw)))
        position += len(raw) + 1
    paragraph: Optional[list[int]] = None
    raw_lines = text.split("\n")

    def flush() -> None:
        nonlocal paragraph
        if paragraph is None:
            return
        a, b = paragraph
        start = a
        for match in _SENTENCE_END.finditer(text, a, b):
            if _ABBREVIATION.search(text[max(start, match.start() - 12):match.start()]):
                continue
            out.append(Piece(start, match.start(), "body"))
            start = match.end()
        if text[start:b].strip():
            out.append(Piece(start, b, "body"))
        paragraph = None

    for i, (a, b) in enumerate(lines):
        line = text[a:b]
        following = text[lines[i + 1][0]:lines[i + 1][1]] if i + 1 < len(lines) else ""
        if not line.strip():
            flush()
            continue
        if is_table_row(raw_lines, i) or _TABLE_RULE.match(line):
            flush()
            if not _TABLE_RULE.match(line):
                out.append(Piece(a, b, "table"))
            continue
        if _is_heading(line, following):
            flush()
            out.append(Piece(a, b, "heading"))
            continue
        if _BULLET.match(line):
            flush()
            paragraph = [a, b]
            continue
        if paragraph is None:
            paragraph = [a, b]
        else:
            paragraph[1] = b
    flush()
    return tuple(out)


@dataclass(frozen=True)
class QuoteView:
    """One quote of a claim, read in its setting.

    Attributes:
        evidence: the evidence chunk it is cut from.
        quote: the chunk's own text of the quote.
        span: where it stands in the chunk (``None`` when it could not be found, as for a widened quote).
        sentence: the whole sentence(s), table row or list item(s) holding it, as one line.
        kind: ``body``, ``table``, ``heading``, ``caption``, ``reference``, ``title`` or ``box``.
        setting: the machine, energy and status of its sentence (:func:`~muonrag.grounding.setting.read_setting`).
        header: the header row of the table a quoted row comes from.
        frame: for a table row, its header and the table's caption and heading: they name what its cells are,
            so their words count as the row's.
        section: the chunk's section and the nearest heading above the quote: what its passage is about.
    """

    evidence: Passage
    quote: str
    span: Optional[tuple[int, int]]
    sentence: str
    kind: str
    setting: Setting
    header: Optional[str] = None
    frame: str = ""
    section: str = ""


def _norm(text: str) -> str:
    return " ".join(re.sub(r"[^\w]+", " ", text.lower()).split())


def _first_line(text: str) -> str:
    return next((line for line in text.splitlines() if line.strip()), "")


def _lines_holding(text: str, quote: str) -> list[str]:
    """The lines of ``text`` the quote stands on (none when it is not found)."""
    span = locate(quote, text)
    if span is None:
        return []
    start = text.rfind("\n", 0, span[0]) + 1
    end = text.find("\n", span[1])
    return text[start:len(text) if end < 0 else end].splitlines()


def _kind(evidence: Passage, quote: str, sentence: str, held: Sequence[Piece], lexicon: Lexicon, local: str) -> str:
    """What kind of text the quote is (see :data:`BODY_KINDS`); ``local``: the headings and caption above it in the chunk."""
    section = f"{evidence.section or ''} > {local}" if local else f"{evidence.section or ''}"
    norm = _norm(quote)
    if norm and norm in {_norm(evidence.title or ""), *(_norm(p) for p in re.split(r"\s*(?:>|/|\||::)\s*", section) if p)}:
        return "title"
    if lexicon.pattern("non_body", "reference_section").search(section.split(">")[-1] if section else "") \
            or re.fullmatch(r"\s*(?:references|bibliography)\s*", evidence.title or "", re.I):
        return "reference"
    if any(re.search(p, sentence) for p in lexicon.table("non_body").get("reference_entry", [])):
        return "reference"
    if lexicon.pattern("non_body", "box_section").search(section) or \
            any(re.search(p, sentence, re.I) for p in lexicon.table("non_body").get("box_line", [])):
        return "box"
    if any(re.match(p, sentence.lstrip("#* "), re.I) for p in lexicon.table("non_body").get("caption", [])):
        return "caption"
    # a line of a table of contents ("2.6 nuSTORM as the first stage .......... 14") names a section; it states nothing
    if lexicon.pattern("non_body", "contents_section").fullmatch(re.sub(r"[#*\s]+", " ", _first_line(evidence.text)).strip()) \
            or any(re.search(p, line) for p in lexicon.table("non_body").get("contents_line", [])
                   for line in _lines_holding(evidence.text, quote)):
        return "contents"
    kinds = {p.kind for p in held}
    if kinds == {"heading"}:
        return "heading"
    if "table" in kinds:
        return "table"
    return "body"


def view(evidence: Passage, quote: str, lexicon: Optional[Lexicon] = None) -> QuoteView:
    """``quote`` (the chunk's own text of it) read in ``evidence``: its sentence, kind and setting."""
    lexicon = lexicon or Lexicon.load()
    text = evidence.text
    span = locate(quote, text)
    if span is None:
        sentence, held = quote, ()
    else:
        held = tuple(p for p in pieces(text) if p.start < span[1] and p.end > span[0])
        # a word hyphenated at a line end is read whole, as the quote reads it ("lumi-\nnosity")
        sentence = " ".join(" ".join(LINE_HYPHEN.sub(r"\1\2", text[p.start:p.end]).split()) for p in held) or quote
    header = None
    if any(p.kind == "table" for p in held):
        header = table_header(text.splitlines(), text.count("\n", 0, held[0].start))
    local = _above(text, held, lexicon) if held else ""
    if header is not None and local:
        header = with_caption_unit(header, local)
    kind = _kind(evidence, quote, sentence, held, lexicon, local)
    section = " > ".join(p for p in (evidence.section or "", local) if p)
    setting = read_setting(sentence, section, evidence.title or "", lexicon)
    frame = " ".join(p for p in (header, local) if p) if kind == "table" else ""
    return QuoteView(evidence, quote, span, sentence, kind, setting, header, frame, section)


def _above(text: str, held: Sequence[Piece], lexicon: Lexicon) -> str:
    """The nearest heading above the quote in its chunk, and the caption of the table it is a row of (above the table,
    or else right under it): its local section."""
    before = [p for p in pieces(text) if p.end <= held[0].start]
    found: list[str] = []
    heading = next((p for p in reversed(before) if p.kind == "heading"), None)
    if heading is not None:
        found.append(" ".join(text[heading.start:heading.end].lstrip("# ").split()))
    if held[0].kind == "table":
        captions = lexicon.table("non_body").get("caption", [])
        def is_caption(p: Piece) -> bool:
            return p.kind == "body" and any(re.match(c, text[p.start:p.end].lstrip("#* "), re.I) for c in captions)

        caption = next((p for p in reversed(before) if is_caption(p)), None)
        if caption is None:  # a caption under the table: the first piece after its rows
            below = next((p for p in pieces(text) if p.start >= held[-1].end and p.kind != "table"), None)
            caption = below if below is not None and is_caption(below) else None
        if caption is not None:
            found.append(" ".join(text[caption.start:caption.end].split()))
            # the body sentence that presents the table ("Table 5 gives ... obtained in simulation") sets it too
            number = _TABLE_NUMBER.match(text[caption.start:caption.end].lstrip("#* "))
            if number:
                named = re.compile(rf"\b(?:Table|Tab\.)\s*{re.escape(number.group(1))}(?![\w.])", re.I)
                presenting = next((p for p in pieces(text) if p.kind == "body" and p is not caption
                                   and named.search(text[p.start:p.end])), None)
                if presenting is not None:
                    found.append(" ".join(text[presenting.start:presenting.end].split()))
    return " > ".join(found)


_TABLE_NUMBER = re.compile(r"(?:Table|Tab\.)\s*([A-Z]?[0-9IVXL]+(?:\.[0-9]+)?)", re.I)


@dataclass
class ClaimContext:
    """Everything the rules read about one claim: the claim, the question and the quotes in their setting.

    Derived atoms and term sets are computed once, when a rule first asks for them.
    """

    claim: str
    question: str
    quotes: list[QuoteView]
    lexicon: Lexicon
    min_overlap: float = 0.1
    min_key_coverage: float = 0.1
    claim_sentence: str = ""

    def __post_init__(self) -> None:
        self.claim_sentence = self.claim_sentence or self.claim

    @cached_property
    def quote_text(self) -> str:
        return "\n".join(q.quote for q in self.quotes)

    @cached_property
    def sentence_text(self) -> str:
        return "\n".join(dict.fromkeys(q.sentence for q in self.quotes))

    @cached_property
    def header(self) -> Optional[str]:
        return next((q.header for q in self.quotes if q.header), None)

    @cached_property
    def _acronyms(self) -> tuple[tuple[str, str], ...]:
        """The acronyms a quote uses, with the words a cited chunk (or the claim itself) defines them by."""
        found = []
        for q in self.quotes:
            # the chunk's definitions, and the claim's own ("Rare-earth barium copper oxide (REBCO)")
            for acronym, words in (*definitions(q.evidence.text), *definitions(self.claim)):
                if re.search(rf"(?<![\w-]){re.escape(acronym)}(?![\w-])", q.quote):
                    found.append((acronym, words))
        return tuple(dict.fromkeys(found))

    def _as_acronyms(self, text: str) -> str:
        for acronym, words in self._acronyms:
            text = re.sub(rf"(?<![\w-]){re.escape(words)}(?:\s+\({re.escape(acronym)}\))?(?![\w-])", acronym, text,
                          flags=re.I)
        return text

    @cached_property
    def claim_read(self) -> str:
        """The claim with the words of an acronym its quote uses, as a cited chunk defines it, written as the acronym
        ("With coupling-loss induced quench" read as "With CLIQ" against a quote that says CLIQ): one name, one reading."""
        return self._as_acronyms(self.claim)

    @cached_property
    def quote_read(self) -> str:
        """The quotes read as :attr:`claim_read` reads the claim ("REBCO high-temperature superconductor (HTS)" as
        "REBCO HTS")."""
        return self._as_acronyms(self.quote_text)

    @cached_property
    def claim_atoms(self) -> Atoms:
        return atoms(self.claim_read, None, self.lexicon)

    @cached_property
    def quote_atoms(self) -> Atoms:
        return atoms(self.quote_text, self.header, self.lexicon)

    @cached_property
    def sentence_atoms(self) -> Atoms:
        return atoms(self.sentence_text, self.header, self.lexicon)

    @cached_property
    def question_atoms(self) -> Optional[Atoms]:
        return atoms(self.question, None, self.lexicon) if self.question else None

    @cached_property
    def terms(self) -> list[str]:
        return content_terms(self.claim)

    @cached_property
    def quote_known(self) -> frozenset[str]:
        return frozenset().union(*(known(f"{q.quote}\n{q.frame}" if q.frame else q.quote) for q in self.quotes))

    @cached_property
    def question_known(self) -> frozenset[str]:
        return known(self.question)

    @cached_property
    def outside(self) -> frozenset[str]:
        """Stems the cited chunks hold outside the quotes (titles and headings included: context, never evidence)."""
        parts = []
        for q in self.quotes:
            text = q.evidence.text
            rest = text if q.span is None else text[:q.span[0]] + " " + text[q.span[1]:]
            parts.append(known(f"{rest}\n{q.evidence.title or ''}\n{q.evidence.section or ''}"))
        return frozenset().union(*parts) - self.quote_known
