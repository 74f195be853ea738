"""Finding a model's quote in its evidence: verbatim, up to what a reader does not see as a difference.

A quote *occurs* in a chunk when the two agree token by token after
:func:`~muonrag.core.text_hygiene.plain_text` and NFKC, case-folding, one
spelling of dashes, quotation marks and apostrophes, any amount of
whitespace, a word hyphenated at a line end (``lumi-\\nnosity``), and the
citation markers the prompt rewrote (``[12]`` is shown to the model as
``(ref.)``, the reader as ``(ref. 12)``), and an article the quote begins with that the chunk
lacks ("The bunch length" for a table row "Bunch length"), or up to three words before the line or
sentence the rest of it begins ("The rms bunch length (rms) — ..." for that row). Punctuation and signs are tokens and must agree:
``10^-3`` is not ``10^3``. :func:`locate` returns where the quote stands in
the chunk, and the reader is shown the chunk's own text of that span.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from typing import Optional

from muonrag.core.text_hygiene import paper_references_shown, plain_text

#: Characters of one quote a reply may give; a longer "quote" is a chunk pasted whole, not a quote, and its claim is removed.
MAX_QUOTE_CHARS = 1500
#: A quote shorter than this many word tokens says too little to check a claim against.
MIN_QUOTE_WORDS = 3

_DASHES = dict.fromkeys(map(ord, "‐‑‒–—―−﹣－"), "-")
_QUOTES = {**dict.fromkeys(map(ord, "‘’‚‛′`´"), "'"), **dict.fromkeys(map(ord, "“”„‟″«»"), '"')}
_TOKEN = re.compile(r"\w+|[^\w\s]")
_MARKER = re.compile(r"\[\s*\d+(?:\s*[,;\u2013-]\s*\d+)*\s*\]|\(\s*refs?\.(?:\s*\d+(?:\s*[,;\u2013-]?\s*\d+)*)?\s*\)", re.I)
_OWN_LINE = re.compile(r"^(?:[-•*+|#]|\d{1,2}[.)]\s)")
#: a word broken at a line end by a hyphen (``calori-\nmeter``): joined when a quote is located
LINE_HYPHEN = re.compile(r"(\w)-[ \t]*\n[ \t]*(\w)")
#: the same written on one line, as a reply collapsing whitespace leaves it: a small letter on each side
_SPACED_HYPHEN = re.compile(r"([a-z])- ([a-z])")


def _folded(text: str) -> str:
    return unicodedata.normalize("NFKC", text).translate(_DASHES).translate(_QUOTES).casefold()


def _tokens(text: str, keep_offsets: bool) -> tuple[list[str], list[tuple[int, int]]]:
    """Tokens of ``text`` and their character spans in ``text`` (markers and line-end hyphens left out)."""
    skip = [(m.start(), m.end()) for m in _MARKER.finditer(text)]
    joins = {m.start() + 1 for m in LINE_HYPHEN.finditer(text)}  # position of the hyphen
    tokens: list[str] = []
    spans: list[tuple[int, int]] = []
    s, merge = 0, False
    for match in _TOKEN.finditer(text):
        start, end = match.span()
        while s < len(skip) and skip[s][1] <= start:
            s += 1
        if s < len(skip) and skip[s][0] <= start < skip[s][1]:
            continue
        if start in joins:
            merge = True  # the hyphen of "lumi-\nnosity": the next word continues this one
            continue
        token = _folded(match.group(0))
        if merge and tokens:
            tokens[-1] += token
            spans[-1] = (spans[-1][0], end)
        else:
            tokens.append(token)
            spans.append((start, end) if keep_offsets else (0, 0))
        merge = False
    return tokens, spans


def _words(tokens: list[str]) -> int:
    return sum(1 for t in tokens if t[:1].isalnum())


@lru_cache(maxsize=256)
def _chunk_tokens(chunk: str) -> tuple[list[str], list[tuple[int, int]]]:
    """The tokens of a chunk, once per chunk: a claim's quotes, its widening and its outside all look it up."""
    return _tokens(chunk, keep_offsets=True)


@lru_cache(maxsize=2048)
def locate(quote: str, chunk: str) -> Optional[tuple[int, int]]:
    """Where ``quote`` stands in ``chunk`` (character offsets of ``chunk``), or ``None`` when it is not there.

    Both are compared as plain text (see the module docstring); ``chunk``
    should already be plain (the engine checks against plain evidence).
    """
    plain = plain_text(quote)
    found = _locate(plain, chunk)
    if found is None and _SPACED_HYPHEN.search(plain):
        # a quote whose line breaks were made spaces ("lumi- nosity"): the break the chunk may have there
        found = _locate(_SPACED_HYPHEN.sub("\\1-\\n\\2", plain), chunk)
    return found


def _locate(plain: str, chunk: str) -> Optional[tuple[int, int]]:
    wanted, _ = _tokens(plain, keep_offsets=False)
    while wanted and not wanted[-1][:1].isalnum() and wanted[-1] not in ")]%":
        wanted.pop()  # a quote may drop or add the sentence's final stop
    while wanted and wanted[0] in "\"'":
        wanted.pop(0)
    if _words(wanted) < MIN_QUOTE_WORDS:
        return None
    have, spans = _chunk_tokens(chunk)
    found = _find(wanted, have, spans)
    if found is None and len(wanted) > 1 and wanted[0] in _ARTICLES and _words(wanted[1:]) >= MIN_QUOTE_WORDS:
        found = _find(wanted[1:], have, spans)  # "The bunch length (rms) ..." for a row that begins "Bunch length"
    # "The rms bunch length (rms) — 3 TeV: 5 mm" for a row "Bunch length (rms) — ...": words a model put before the
    # start of a line or sentence, which the span it found begins (they are not quoted, and support nothing)
    for lead in range(1, MAX_LEAD_WORDS + 1):
        if found is not None or len(wanted) <= lead or not all(t.isalpha() for t in wanted[:lead]):
            break
        rest = wanted[lead:]
        if _words(rest) < max(MIN_QUOTE_WORDS + 2, 0.75 * _words(wanted)):
            break
        at = _find(rest, have, spans)
        if at is not None and _starts_a_line_or_sentence(chunk, at[0]):
            found = at
    return found


#: Words a quote may begin with that its chunk lacks before the line or sentence the rest of it is.
MAX_LEAD_WORDS = 3


def _starts_a_line_or_sentence(chunk: str, start: int) -> bool:
    before = chunk[:start].rstrip(" \t")
    return not before or before.endswith("\n") or bool(re.search(r"[.!?:;]['\")\]]*$", before))


#: A quote may begin with an article its chunk does not have (a model starting its quote as a sentence).
_ARTICLES = ("the", "a", "an")


def _find(wanted: list[str], have: list[str], spans: list[tuple[int, int]]) -> Optional[tuple[int, int]]:
    n = len(wanted)
    first = wanted[0]
    for i, token in enumerate(have):
        if token == first and have[i:i + n] == wanted:
            return spans[i][0], spans[i + n - 1][1]
    return None


def after_title(quote: str, title: str) -> Optional[str]:
    """``quote`` without the ``title`` it begins with, or ``None`` when it does not begin with it or too little is left.

    The prompt shows each chunk under its document's title (``[2] The Beam-Induced Background at 10 TeV``), and
    a small model copies that line into its quote before the sentence it means; the title states nothing and is
    not in the chunk's text, so the quote is the rest."""
    if not title or not title.strip():
        return None
    plain = plain_text(quote)
    wanted, spans = _tokens(plain, keep_offsets=True)
    lead, _ = _tokens(plain_text(title), keep_offsets=False)
    n = len(lead)
    if not n or wanted[:n] != lead or _words(wanted[n:]) < MIN_QUOTE_WORDS:
        return None
    return plain[spans[n - 1][1]:].lstrip(" \t\n:;,.-–—|")


def quoted(quote: str, chunk: str) -> Optional[str]:
    """The chunk's own text of ``quote`` (spaces collapsed, lines kept), or ``None`` when the quote is not in ``chunk``."""
    span = locate(quote, chunk)
    if span is None:
        return None
    # a bullet or a table row stays a line of its own (a clause of its own to the checker); a line break
    # inside a sentence (PDF text: "per bunch\ncrossing") is a space
    text = LINE_HYPHEN.sub(r"\1\2", chunk[span[0]:span[1]])
    lines: list[str] = []
    for line in (" ".join(raw.split()) for raw in text.splitlines()):
        if not line:
            continue
        if lines and not _OWN_LINE.match(line) and "|" not in lines[-1] and not re.search(r"[.!?:]$", lines[-1]):
            lines[-1] = f"{lines[-1]} {line}"
        else:
            lines.append(line)
    return "\n".join(lines)


def shown_quote(text: str) -> str:
    """Evidence text as the reader sees it beside muonrag's citations
    (:func:`~muonrag.core.text_hygiene.paper_references_shown`: ``[5]`` written ``(ref. 5)``). The quote is
    still found in its chunk (:func:`locate` reads both forms as markers)."""
    return paper_references_shown(text)
