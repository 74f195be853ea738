"""A small HTML renderer for notebooks (and, later, a web page): plain data in, an inert fragment out.

Everything shown comes from documents or a model, so nothing it contains may
become markup: every string is stripped of control characters and escaped
(``html.escape(..., quote=True)``) as it is placed, and the finished fragment
goes through :func:`nh3.clean` with an allow-list of exactly the tags,
attributes, style properties and URL schemes this module emits, as a second
safety net. The fragment uses no JavaScript and no remote assets; styles are
a few inline constants.

Trusted markup is an :class:`Html` string, made only by this module's
functions; anything else given to them is text and is escaped. A mistake
therefore shows markup as text (escaped twice) rather than rendering it.

The notebook and the page of ``muonrag serve`` show the same fragments, made
here and cleaned by the same :func:`fragment`. They differ only in where a
local source links: a notebook opens ``file:///path.pdf#page=N``; the page
opens the app's ``/files/<doc id>#page=N``, which serves indexed files only.
The page renders inside :func:`linking` with its :class:`Links`; everything
else gets the notebook's.

For reading: a search hit's text is a :func:`snippet` centred on the words that
match the query (marked), never cut just before the value asked for; numbers,
and a number with its unit, do not break across lines (:func:`numbers`); each
hit and each evidence passage shows its document's year; and an answer that
abstains shows the passages most likely to hold the answer open, with the
question's words marked (:func:`answer`). :func:`search_results` and
:func:`answer` make the whole fragment of a result list and of an answer.
"""

from __future__ import annotations

import html
import re
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Collection, Iterable, Iterator, Mapping, Optional, Sequence
from urllib.parse import quote

import nh3

from muonrag.core.chunkref import year_of
from muonrag.core.text_hygiene import paper_references_shown, printable

#: The inline styles the renderer uses, by name: the only values a ``style`` attribute can take.
STYLES = {
    "root": "font-family:sans-serif;line-height:1.4",
    "abstained": "border-left:4px solid #c62828;background:#fdecea;padding:4px 8px;margin:4px 0",
    "passage": "white-space:pre-wrap;border-left:3px solid #bbb;margin:4px 0 8px 1em;padding:2px 8px",
    "apart": "border-left:3px dashed #c62828;margin:4px 0 8px 1em;padding:2px 8px",
    "muted": "color:#666;font-size:90%",
    "mark": "background:#ffe066",
    "term": "background:#fff3b0;font-weight:bold",
    "num": "white-space:nowrap;font-variant-numeric:tabular-nums",
    "cell": "text-align:left;vertical-align:top;padding:2px 6px;border-bottom:1px solid #ddd",
    "numcell": "text-align:right;vertical-align:top;padding:2px 6px;border-bottom:1px solid #ddd;white-space:nowrap;"
               "font-variant-numeric:tabular-nums",
    "help": "border-left:4px solid #f9a825;background:#fff8e1;padding:4px 8px;margin:8px 0",
}

#: The tags the renderer emits; :func:`tag` refuses any other, and :func:`fragment` lets no other through.
TAGS = frozenset({"a", "blockquote", "code", "details", "div", "h3", "h4", "li", "mark", "ol", "p", "span", "strong",
                  "summary", "table", "tbody", "td", "th", "thead", "tr", "ul"})

#: Characters of a search hit's text shown in its row (the window may grow to keep a value whole).
SNIPPET_CHARS = 300
#: Evidence passages shown open when an answer abstains: those most likely to hold the answer.
HELPFUL_PASSAGES = 3

#: The attributes the renderer emits (``rel`` on links is added by :func:`nh3.clean` itself).
ATTRIBUTES = {name: {"style"} for name in TAGS} | {"a": {"href", "style"}}

#: The URL schemes a link may have: local files and arXiv (https).
URL_SCHEMES = frozenset({"file", "https"})

_STYLE_PROPERTIES = frozenset(rule.split(":", 1)[0] for style in STYLES.values() for rule in style.split(";"))

# The same shape as an arXiv stamp: new-style 2203.07261v2, old-style hep-ph/0512345.
_ARXIV_ID = re.compile(r"(?:\d{4}\.\d{4,5}|[a-z][a-z-]+(?:\.[A-Z]{2})?/\d{7})(?:v\d+)?")


@dataclass(frozen=True)
class Links:
    """Where a local source links: its ``file://`` URL (``route`` unset: a notebook), or ``route`` followed by
    its document id, for the sources in ``served`` (absolute source path -> document id: the app's files).
    ``arxiv_ids`` (source -> arXiv id) links a source to its arXiv page where the reference itself carries no id."""

    route: Optional[str] = None
    served: Mapping[str, str] = field(default_factory=dict)
    arxiv_ids: Mapping[str, str] = field(default_factory=dict)

    def local(self, source: str, page: Optional[int] = None) -> Optional[str]:
        """The URL that opens ``source`` (at ``page``), or ``None`` when it is not a local file this policy links."""
        if self.route is None:
            return file_url(source, page)
        doc_id = self.served.get(source)
        if not doc_id:
            return None
        return self.route + quote(doc_id, safe="/") + _page_fragment(page)


_LINKS: ContextVar[Links] = ContextVar("muonrag_html_links", default=Links())


@contextmanager
def linking(links: Links) -> Iterator[None]:
    """Render with ``links`` inside the block (in this thread or task only); the notebook's ``file://`` links
    outside it."""
    token = _LINKS.set(links)
    try:
        yield
    finally:
        _LINKS.reset(token)


class Html(str):
    """Markup built by this module: already escaped, so placed as it is and never escaped again.

    Only this module makes it; joining two with ``+`` gives a plain ``str``,
    which is escaped again (shown as text), never trusted by accident.
    """


def escape(value: object) -> Html:
    """``value`` as text: an :class:`Html` passes through, anything else is made printable and escaped."""
    if isinstance(value, Html):
        return value
    return Html(html.escape(printable(value), quote=True))


def join(parts: Iterable[object], separator: object = "") -> Html:
    """The parts one after another, each escaped unless it is :class:`Html`."""
    return Html(escape(separator).join(escape(p) for p in parts if p is not None))


def tag(name: str, *children: object, style: Optional[str] = None, href: Optional[str] = None) -> Html:
    """``<name>children</name>``, children escaped unless :class:`Html` and ``None`` left out.

    ``style`` names one of :data:`STYLES`; ``href`` (links only) is escaped as an attribute value.
    """
    if name not in TAGS:
        raise ValueError(f"the renderer does not emit <{name}>")
    attributes = ""
    if style is not None:
        attributes += f' style="{html.escape(STYLES[style], quote=True)}"'
    if href is not None:
        if name != "a":
            raise ValueError("only links have an href")
        attributes += f' href="{html.escape(href, quote=True)}"'
    return Html(f"<{name}{attributes}>{join(children)}</{name}>")


def link(label: object, url: Optional[str]) -> Html:
    """``label`` as a link to ``url``, or as plain text when there is no URL."""
    return tag("a", label, href=url) if url else escape(label)


def file_url(source: str, page: Optional[int] = None) -> Optional[str]:
    """``file:///abs/path.pdf#page=N`` for a local absolute path (``#page`` when the page is known), else ``None``.

    A relative path or anything else (a URL, ``javascript:...``) gets no link:
    resolving it here would guess at the directory it was relative to.
    """
    path = Path(source) if source else None
    if path is None or not path.is_absolute():
        return None
    return path.as_uri() + _page_fragment(page)


def _page_fragment(page: Optional[int]) -> str:
    """``#page=N`` (what PDF viewers open at) for a real page number, else nothing."""
    return f"#page={page}" if isinstance(page, int) and not isinstance(page, bool) and page >= 1 else ""


def arxiv_url(arxiv_id: Optional[str]) -> Optional[str]:
    """``https://arxiv.org/abs/ID`` for a well-formed arXiv identifier, else ``None`` (never a guessed link)."""
    if not isinstance(arxiv_id, str) or not _ARXIV_ID.fullmatch(arxiv_id.strip()):
        return None
    return f"https://arxiv.org/abs/{arxiv_id.strip()}"


def linked_arxiv_id(ref: Any) -> Optional[str]:
    """The arXiv id a reference (a result, an evidence passage, a citation) is linked to: its document's own, never
    one that only a sidecar claims (``arxiv_unconfirmed`` in its metadata)."""
    metadata = getattr(ref, "metadata", None) or {}
    if metadata.get("arxiv_unconfirmed") or not getattr(ref, "arxiv_linked", True):
        return None
    return getattr(ref, "arxiv_id", None) or metadata.get("arxiv_id")


def source_link(label: str, source: str = "", page: Optional[int] = None, arxiv_id: Optional[str] = None,
                year: Optional[int] = None) -> Html:
    """A source's title linked to its file (and page); to its arXiv page when there is no local file.

    The file's link is the :class:`Links` in force (see :func:`linking`).

    With both, the title opens the file at the quoted page and a second link
    gives the arXiv page, which also works where the file is not at hand.
    The document's ``year``, when known, follows the title: ``Title (2024)``,
    ``Title (2024; arXiv:...)``.
    """
    links = _LINKS.get()
    arxiv_id = arxiv_id or links.arxiv_ids.get(source)
    local, remote = links.local(source, page), arxiv_url(arxiv_id)
    title = link(label, local or remote)
    after: list[object] = [str(year)] if year else []
    if local and remote:
        after.append(link(f"arXiv:{arxiv_id.strip()}", remote))
    return join([title, " (", join(after, "; "), ")"]) if after else title


def _find(passage: str, quote: str) -> Optional[tuple[int, int]]:
    """Where ``quote`` occurs in ``passage``: verbatim, or verbatim but for how whitespace is broken."""
    start = passage.find(quote)
    if start >= 0:
        return start, start + len(quote)
    words = quote.split()
    if not words:
        return None
    found = re.search(r"\s+".join(map(re.escape, words)), passage)
    return found.span() if found else None


def highlight(passage: str, quotes: Sequence[str]) -> tuple[Html, list[str]]:
    """``passage`` with each quote's first occurrence in ``<mark>``, and the quotes it does not contain.

    A quote is marked only where it occurs (whitespace aside); one that does
    not is returned, to be shown apart, so the reader never sees a span
    marked that is not what was quoted.
    """
    found: list[tuple[int, int]] = []
    missing: list[str] = []
    for quote in quotes:
        span = _find(passage, quote) if quote.strip() else None
        if span is None:
            missing.append(quote)
        else:
            found.append(span)
    merged: list[list[int]] = []
    for start, end in sorted(found):
        if merged and start <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end])
    # a quote is marked exactly as quoted: a value that straddles its edge is left to wrap rather than the mark grown
    return _render(passage, [(start, end) for start, end in merged], "mark", grow=False), missing


def quoted_passage(passage: Optional[str], quotes: Sequence[str]) -> Html:
    """The passage with its quotes marked; a quote not in it (or with no passage) is shown apart, labelled."""
    if passage is None:
        shown, missing, note = Html(""), list(quotes), "quote (its passage is not at hand):"
    else:
        passage = paper_references_shown(passage)  # the paper's "[5]" beside muonrag's [5] reads as one of ours
        (shown, missing), note = highlight(passage, quotes), "quote not found verbatim in the passage:"
        shown = tag("blockquote", shown, style="passage")
    apart = [join([tag("span", note, style="muted"), tag("blockquote", q, style="apart")]) for q in missing]
    return join([shown, *apart])


def bullets(items: Iterable[object]) -> Html:
    """An unordered list of the items (empty when there are none)."""
    rows = [tag("li", item) for item in items]
    return tag("ul", *rows) if rows else Html("")


def table(header: Sequence[object], rows: Iterable[Sequence[object]], numeric: Collection[int] = ()) -> Html:
    """A table with a header row; cells are escaped unless :class:`Html`.

    The columns numbered in ``numeric`` (from 0) hold numbers: aligned right, in figures of one width, and
    never broken across lines.
    """
    def style(column: int) -> str:
        return "numcell" if column in numeric else "cell"

    head = tag("thead", tag("tr", *(tag("th", h, style=style(i)) for i, h in enumerate(header))))
    body = tag("tbody", *(tag("tr", *(tag("td", cell, style=style(i)) for i, cell in enumerate(row))) for row in rows))
    return tag("table", head, body)


def fragment(*children: object) -> Html:
    """The finished fragment: the children in one ``<div>``, cleaned by :func:`nh3.clean` as a second safety net.

    The allow-list is what :func:`tag` can emit, so the cleaner removes
    nothing the renderer meant to show; it would only catch a mistake. Relative
    URLs are denied, except the app's own routes while it renders (:func:`linking`).
    """
    return clean(tag("div", *children, style="root"))


def clean(markup: str) -> Html:
    """``markup`` through :func:`nh3.clean` with this module's allow-list: the one sanitiser of every
    fragment, in a notebook and on the page."""
    relative = "deny" if _LINKS.get().route is None else "pass_through"
    return Html(nh3.clean(markup, tags=set(TAGS), attributes={k: set(v) for k, v in ATTRIBUTES.items()},
                          url_schemes=set(URL_SCHEMES), filter_style_properties=set(_STYLE_PROPERTIES),
                          url_relative=relative, strip_comments=True))


# --- numbers, matched words and snippets ----------------------------------------------------------------------

_UNIT_NAMES = (
    "[kMGTP]?eV(?:/c²?|/c\\^?2)?", "[kcmμunpf]?m", "[mμunpf]?s", "min", "hours?", "days?", "years?", "yr",
    "(?:micro|nano|milli)?seconds?", "(?:centi|milli|micro|nano|kilo)?met(?:er|re)s?", "m?T", "kG", "[Tt]esla",
    "[mμu]?rad", "deg", "degrees?", "°C?", "[kMG]?Hz", "[kMGT]?W", "[kM]?Gy", "K", "[fpnaμ]b", "%", "‰", "[kM]?A",
    "[kMG]?V(?:/m)?", "[kM]?J", "k?g", "m?bar", "Pa", "σ", "sigma", "ppm",
)
_UNIT = "(?:" + "|".join(_UNIT_NAMES) + ")(?:[⁻⁺]?[¹²³⁴⁵⁶⁷⁸⁹]|\\^\\{?[-+−]?\\d\\}?|-1)?"
_FIGURES = r"\d+(?:[.,]\d+)*"
_EXPONENT = r"(?:[eE][-+−]?\d+|\s?[×x]\s?10(?:\^\{?[-+−]?\d+\}?|[⁻⁺]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+)|\^\{?[-+−]?\d+\}?)"
_NUMBER = rf"[-−+±~≈≲≳<>≤≥]?{_FIGURES}{_EXPONENT}?"
_GAP = r"[^\S\n]{0,2}"  # a space or two (PDF text doubles them), never a line's end
#: A number, a range of two, and the unit right after it (``10 degrees``, ``1.5e-3``, ``3 x 10^5 Hz``, ``2-3 TeV``,
#: ``1 ab^-1``): a span no line break may fall inside.
_VALUE = re.compile(rf"(?<![\w.]){_NUMBER}(?:{_GAP}(?:-|–|—|to|±|\+/-){_GAP}{_NUMBER})?(?:{_GAP}{_UNIT}(?![\w]))?")
# Stripped from a word's ends before it is compared with the query (never braces: p_{T} is one word).
_WORD_EDGES = "\"'“”‘’«»()[]<>,;:!?.…*"
_SENTENCE_END = re.compile(r"[.!?;](?=\s|$)")
#: How many words after a matched word a value is still its value (``opening angle of about 10 degrees``).
_VALUE_WORDS = 6
#: How far past a kept value the window may run on to the end of its sentence.
_SENTENCE_RUN = 80
#: The most a window's edge moves to reach a word's edge (a longer "word" is cut, with an ellipsis).
_WORD_RUN = 30


def _values(text: str) -> list[tuple[int, int]]:
    """Where ``text`` holds numbers and values with their units."""
    return [m.span() for m in _VALUE.finditer(text)]


def _render(text: str, marks: Sequence[tuple[int, int]], style: Optional[str], grow: bool = True) -> Html:
    """``text`` escaped, the spans ``marks`` (in order, apart) in ``<mark>`` of ``style``, and each value that lies
    wholly inside or wholly outside a mark in a span that does not break.

    With ``grow`` a mark that overlaps a value grows to hold all of it, so a number is never parted from its
    unit by a mark's edge; without it (a quote, marked exactly as quoted) that value is left unwrapped.
    Marks split the text itself, never its escaped form: no mark falls inside an HTML entity.
    """
    values = _values(text)
    spans: list[list[int]] = []
    for start, end in marks:
        if grow:
            for v_start, v_end in values:
                if v_start < end and start < v_end:
                    start, end = min(start, v_start), max(end, v_end)
        if spans and start <= spans[-1][1]:
            spans[-1][1] = max(spans[-1][1], end)
        else:
            spans.append([start, end])

    def plain(start: int, end: int) -> Html:
        parts: list[object] = []
        at = start
        for v_start, v_end in values:
            if v_start >= at and v_end <= end:
                parts += [text[at:v_start], tag("span", text[v_start:v_end], style="num")]
                at = v_end
        parts.append(text[at:end])
        return join(parts)

    parts: list[object] = []
    at = 0
    for start, end in spans:
        parts += [plain(at, start), tag("mark", plain(start, end), style=style)]
        at = end
    parts.append(plain(at, len(text)))
    return join(parts)


def numbers(text: object) -> Html:
    """``text`` escaped, each number (with its unit: ``10 degrees``, ``0.5 mm``, ``1.5e-3``) kept on one line."""
    if isinstance(text, Html):
        return text
    return _render(printable(text), [], None)


def query_terms(query: str) -> frozenset[str]:
    """The query's words as the library compares them (:func:`muonrag.language.tokenize.tokens`: lower-cased,
    stemmed, stop words dropped, numbers and units kept)."""
    from muonrag.language.tokenize import tokens

    return frozenset(tokens(query)) if query and query.strip() else frozenset()


def _matches(text: str, terms: frozenset[str]) -> list[tuple[int, int, frozenset[str]]]:
    """Each word of ``text`` (its punctuation aside) that shares a token with ``terms``: its span and those tokens."""
    from muonrag.language.tokenize import tokens

    found = []
    if not terms:
        return found
    for word in re.finditer(r"\S+", text):
        core = word.group().strip(_WORD_EDGES)
        if not core:
            continue
        shared = terms.intersection(tokens(core))
        if shared:
            start = word.start() + word.group().index(core)
            found.append((start, start + len(core), frozenset(shared)))
    return found


def _joined(matches: Sequence[tuple[int, int, frozenset[str]]], text: str) -> list[tuple[int, int]]:
    """The matched words as marks, neighbours with only a space between them as one (``opening angle``)."""
    marks: list[list[int]] = []
    for start, end, _ in matches:
        if marks and not text[marks[-1][1]:start].strip():
            marks[-1][1] = end
        else:
            marks.append([start, end])
    return [(start, end) for start, end in marks]


def marked(text: object, query: str, style: str = "term") -> Html:
    """``text`` whole, escaped, with the words that match ``query`` marked and its values kept on one line."""
    text = printable(text)
    return _render(text, _joined(_matches(text, query_terms(query)), text), style)


def _densest(matches: Sequence[tuple[int, int, frozenset[str]]], chars: int) -> tuple[int, int]:
    """The span of the run of matches, within ``chars``, that holds the most different query words, then the most
    matches, then is the shortest."""
    best: Optional[tuple[tuple[int, int, int], int, int]] = None
    last = 0
    for first in range(len(matches)):
        last = max(last, first)
        while last + 1 < len(matches) and matches[last + 1][1] - matches[first][0] <= chars:
            last += 1
        held = frozenset().union(*(words for _, _, words in matches[first:last + 1]))
        key = (len(held), last - first + 1, -(matches[last][1] - matches[first][0]))
        if best is None or key > best[0]:
            best = (key, first, last)
    assert best is not None
    return matches[best[1]][0], matches[best[2]][1]


def _word_start(text: str, at: int) -> int:
    """``at`` moved back to the start of the word it falls in (no further than :data:`_WORD_RUN`); on to the
    next word when it falls on a space."""
    while at < len(text) and text[at].isspace():
        at += 1
    start = at
    while start > 0 and not text[start - 1].isspace() and at - start < _WORD_RUN:
        start -= 1
    return start if start == 0 or text[start - 1].isspace() else at


def _word_end(text: str, at: int) -> int:
    """``at`` moved on to the end of the word it falls in (no further than :data:`_WORD_RUN`); back to the end of
    the word before when it falls after a space."""
    while at > 0 and text[at - 1].isspace():
        at -= 1
    end = at
    while end < len(text) and not text[end].isspace() and end - at < _WORD_RUN:
        end += 1
    return end if end == len(text) or text[end].isspace() else at


def _window(text: str, matches: Sequence[tuple[int, int, frozenset[str]]], chars: int) -> tuple[int, int]:
    """The part of ``text`` a snippet shows: about ``chars`` around the densest run of matches (from the start
    when nothing matches), a value within a few words after a matched word kept whole with the rest of its
    sentence, a value never cut at either edge, and both edges at the edges of words."""
    values = _values(text)
    if matches:
        low, high = _densest(matches, chars)
        spare = max(0, chars - (high - low))
        start, end = low - spare // 2, high + spare - spare // 2
        if start < 0:
            start, end = 0, end - start
        if end > len(text):
            start, end = max(0, start - (end - len(text))), len(text)
    else:
        start, end = 0, min(chars, len(text))
    for _, matched_end, _ in matches:
        if not start <= matched_end <= end:
            continue
        after = text[matched_end:]
        near = re.match(r"(?:\s*\S+){0,%d}" % _VALUE_WORDS, after)
        stop = near.end() if near else 0
        sentence = _SENTENCE_END.search(after)
        if sentence:
            stop = min(stop, sentence.end())
        value = next(((s, e) for s, e in values if matched_end <= s < matched_end + stop), None)
        if value is None or value[1] <= end:
            continue
        end = value[1]
        closing = _SENTENCE_END.search(text, end)
        if closing and closing.end() - end <= _SENTENCE_RUN:
            end = closing.end()
    for v_start, v_end in values:  # an edge inside a value moves out of it
        if v_start < start < v_end:
            start = v_start
        if v_start < end < v_end:
            end = v_end
    return _word_start(text, start), _word_end(text, end)


def snippet(text: object, query: str = "", chars: int = SNIPPET_CHARS) -> Html:
    """A search hit's text for its row: whitespace made single spaces, about ``chars`` of it centred on the
    densest cluster of words that match ``query`` (compared as the library tokenizes), extended to word
    boundaries, with an ellipsis where it is cut; the matched words marked; a value right after a matched word
    (``opening angle of about 10 degrees``) never cut off; every value kept on one line.

    With no query, or none of its words in the text, the snippet is the text's beginning.
    """
    flat = " ".join(printable(text).split())
    matches = _matches(flat, query_terms(query))
    start, end = (0, len(flat)) if len(flat) <= chars else _window(flat, matches, chars)
    shown = flat[start:end]
    marks = _joined([(s - start, e - start, w) for s, e, w in matches if start <= s and e <= end], shown)
    return join(["…" if start > 0 else None, _render(shown, marks, "term"), "…" if end < len(flat) else None])


# --- search results and answers ------------------------------------------------------------------------------

def year_shown(ref: Any) -> Optional[int]:
    """A chunk's document year: its ``year`` field, else its metadata's ``year`` (``None`` when neither gives one)."""
    return year_of(getattr(ref, "year", None)) or year_of((getattr(ref, "metadata", None) or {}).get("year"))


def reference(ref: Any) -> Html:
    """A chunk's title linked to its file and page (or arXiv page), its document's year, where in it, and its
    document id (``ref``: a search result, an evidence passage or a citation)."""
    arxiv_id = linked_arxiv_id(ref)
    title = source_link(ref.title or ref.doc_id or ref.node_id, ref.source, ref.page, arxiv_id, year_shown(ref))
    where = f", {ref.where}" if ref.where else ""
    return join([title, where, " ", tag("span", f"({ref.doc_id})", style="muted")])


def search_results(results: Sequence[Any], query: str = "") -> Html:
    """Search results (:class:`~muonrag.retrieve.results.SearchResult`) as a table: rank, fused score, each
    retriever's rank and raw score, the title linked with its year, section, page, document id, and a
    :func:`snippet` of the text centred on the words of ``query``. The numeric columns never wrap."""
    if not results:
        return fragment(tag("p", "No results."))
    retrievers = sorted({name for r in results for name in r.ranks})
    header = ["rank", "score", *(f"{name} rank (score)" for name in retrievers), "title", "section", "page", "doc id",
              "text"]
    numeric = {0, 1, *range(2, 2 + len(retrievers)), 4 + len(retrievers)}
    return fragment(table(header, (_result_row(r, retrievers, query) for r in results), numeric=numeric))


def _result_row(r: Any, retrievers: list[str], query: str) -> list[object]:
    """One result's cells: what it is, where it is from, and why it ranked where it did."""
    arxiv_id = linked_arxiv_id(r)
    title = source_link(r.title or r.doc_id or r.node_id, r.source, r.page, arxiv_id, year_shown(r))
    doc = f"{r.doc_id} ({r.duplicates_note()})" if getattr(r, "duplicates", None) else r.doc_id
    found_by = []
    for name in retrievers:
        score = r.retriever_scores.get(name)
        found_by.append("" if name not in r.ranks else
                        f"{r.ranks[name]}" if score is None else f"{r.ranks[name]} ({score:.4g})")
    return [r.rank, f"{r.score:.4f}", *found_by, title, r.section or "", r.page_label or r.page or "", doc,
            snippet(r.text, query)]


def answer(a: Any) -> Html:
    """An answer (:class:`~muonrag.answer.schema.Answer`): its warnings, question and text, each claim with its
    quotes, the sources with their quotes marked in their passages, and the evidence no claim cites.

    When it abstains, the evidence passages most likely to hold the answer (the best scored of those not cited
    and not flagged, :data:`HELPFUL_PASSAGES` at most) are shown open, the question's words marked, under a
    heading that says no supported answer was found; the rest stay folded away.
    """
    t = tag
    if a.abstained:
        shown = t("div", t("strong", "Abstained: "), numbers(a.text),
                  t("p", "Reason: ", numbers(a.reason or "none given")), style="abstained")
    else:
        shown = t("p", numbers(a.text))
    cited, evidence = a.cited(), {e.number: e for e in a.evidence}
    sources = [_citation(number, quoted, evidence.get(number)) for number, quoted in cited.items()]
    uncited = [e for e in a.evidence if e.number not in cited]
    helpful: list[Any] = []
    if a.abstained:
        helpful = sorted((e for e in uncited if not e.flags), key=lambda e: -e.score)[:HELPFUL_PASSAGES]
    folded = [e for e in uncited if all(e is not h for h in helpful)]
    rejected = [f"{r.get('sub_query', '')} ({r.get('reason', '')})" for r in a.rejected_sub_queries]
    claims = [t("li", numbers(claim.text), *(_quote(c) for c in claim.citations),
                *(t("p", f"note: {n}", style="muted") for n in claim.notes)) for claim in a.claims]
    help_note = ("The evidence most likely to hold the answer, best scored first, with the question's words marked; "
                 "no claim was checked against it, so read it yourself.")
    footer = getattr(a, "_footer", None)
    return fragment(
        *(t("p", t("strong", "Warning: "), w, style="abstained") for w in a.warnings),
        t("h3", a.question), shown,
        t("div", t("h4", "No supported answer was found: these passages may help"), t("p", help_note, style="muted"),
          *(_passage(e, a.question) for e in helpful), style="help")
        if helpful else None,
        _section("Claims and their quotes", t("ol", *claims)) if claims else None,
        _section("Sources", *sources),
        _section("Sub-queries", bullets(a.sub_queries)) if len(a.sub_queries) > 1 else None,
        _section("Rejected sub-queries", bullets(rejected)) if rejected else None,
        _section("Removed claims", bullets(a.removed)) if a.removed else None,
        t("details", t("summary", f"Evidence not cited ({len(folded)})"), *(_passage(e) for e in folded))
        if folded else None,
        t("p", footer() if callable(footer) else a.method, style="muted"),
    )


def _quote(c: Any) -> Html:
    """A claim's quote, marked, with its source."""
    setting = f" · setting: {c.setting}" if c.setting else ""
    printed = getattr(c, "printed", "")
    return tag("blockquote", tag("mark", numbers(c.quote), style="mark"), " ",
               tag("span", f"[{c.number}] ", reference(c), setting, style="muted"),
               tag("div", "as printed in the document: ", tag("code", printed), style="muted") if printed else None,
               style="passage")


def _citation(number: int, quoted: Sequence[Any], evidence: Optional[Any]) -> Html:
    """One source: ``[n]``, its linked reference, and its quotes marked in the evidence passage they came from."""
    heading = tag("p", tag("strong", f"[{number}] "), reference(quoted[0]))
    return join([heading, quoted_passage(evidence.text if evidence else None, [c.quote for c in quoted])])


def _passage(e: Any, question: str = "") -> Html:
    """An evidence passage no claim cites, with its score and any flag that kept it from being cited; the words
    of ``question`` marked when given."""
    note = tag("span", " score ", tag("span", f"{e.score:.4f}", style="num"),
               *(f"; {flag}: never cited" for flag in e.flags), style="muted")
    heading = tag("p", tag("strong", f"[{e.number}] "), reference(e), note)
    text = paper_references_shown(e.text)
    return join([heading, tag("blockquote", marked(text, question) if question else numbers(text), style="passage")])


def _section(heading: str, *body: object) -> Optional[Html]:
    """A headed part of the answer, or nothing when it has no body."""
    return join([tag("h4", heading), *body]) if body else None
