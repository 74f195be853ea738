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
"""

from __future__ import annotations

import html
import re
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Iterator, Mapping, Optional, Sequence
from urllib.parse import quote

import nh3

from muonrag.core.text_hygiene import is_invisible

#: The inline styles the renderer uses, by name: the only values a ``style`` attribute can take.
STYLES = {
    "root": "font-family:sans-serif;line-height:1.4",
    "abstained": "border-left:4px solid #c62828;background:#fdecea;padding:4px 8px;margin:4px 0",
    "passage": "white-space:pre-wrap;border-left:3px solid #bbb;margin:4px 0 8px 1em;padding:2px 8px",
    "apart": "border-left:3px dashed #c62828;margin:4px 0 8px 1em;padding:2px 8px",
    "muted": "color:#666;font-size:90%",
    "mark": "background:#ffe066",
    "cell": "text-align:left;vertical-align:top;padding:2px 6px;border-bottom:1px solid #ddd",
}

#: The tags the renderer emits; :func:`tag` refuses any other, and :func:`fragment` lets no other through.
TAGS = frozenset({"a", "blockquote", "code", "details", "div", "h3", "h4", "li", "mark", "ol", "p", "span", "strong",
                  "summary", "table", "tbody", "td", "th", "thead", "tr", "ul"})

#: The attributes the renderer emits (``rel`` on links is added by :func:`nh3.clean` itself).
ATTRIBUTES = {name: {"style"} for name in TAGS} | {"a": {"href", "style"}}

#: The URL schemes a link may have: local files and arXiv (https).
URL_SCHEMES = frozenset({"file", "https"})

_STYLE_PROPERTIES = frozenset(rule.split(":", 1)[0] for style in STYLES.values() for rule in style.split(";"))

# An escape sequence as a whole (CSI ... final byte, a terminated OSC, or ESC and one character), so that
# no parameters are left behind; an unterminated OSC loses only its opening, never the text after it.
_ESCAPE_SEQUENCE = re.compile(r"(?:\x1b\[|\x9b)[0-?]*[ -/]*[@-~]"  # CSI: colours, cursor moves, erasing
                              r"|(?:\x1b\]|\x9d)[^\x07\x1b\x9c]*(?:\x07|\x1b\\|\x9c)"  # OSC: titles, hyperlinks
                              r"|\x1b.?", re.S)
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


def printable(text: object) -> str:
    """``text`` without terminal escape sequences, control characters or invisible format characters.

    What a document or a model wrote must print as what it says: an ANSI
    sequence could recolour, hide or rewrite a terminal line, a carriage
    return overwrite one, a bidirectional override reorder the text a reader
    checks. Newlines and tabs are kept.
    """
    return "".join(c for c in _ESCAPE_SEQUENCE.sub("", str(text)) if not is_invisible(c))


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


def source_link(label: str, source: str = "", page: Optional[int] = None, arxiv_id: Optional[str] = None) -> Html:
    """A source's title linked to its file (and page); to its arXiv page when there is no local file.

    The file's link is the :class:`Links` in force (see :func:`linking`).

    With both, the title opens the file at the quoted page and a second link
    gives the arXiv page, which also works where the file is not at hand.
    """
    links = _LINKS.get()
    arxiv_id = arxiv_id or links.arxiv_ids.get(source)
    local, remote = links.local(source, page), arxiv_url(arxiv_id)
    title = link(label, local or remote)
    if local and remote:
        return join([title, " (", link(f"arXiv:{arxiv_id.strip()}", remote), ")"])
    return title


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
    parts: list[object] = []
    at = 0
    for start, end in merged:
        parts += [passage[at:start], tag("mark", passage[start:end], style="mark")]
        at = end
    parts.append(passage[at:])
    return join(parts), missing


def quoted_passage(passage: Optional[str], quotes: Sequence[str]) -> Html:
    """The passage with its quotes marked; a quote not in it (or with no passage) is shown apart, labelled."""
    if passage is None:
        shown, missing, note = Html(""), list(quotes), "quote (its passage is not at hand):"
    else:
        (shown, missing), note = highlight(passage, quotes), "quote not found verbatim in the passage:"
        shown = tag("blockquote", shown, style="passage")
    apart = [join([tag("span", note, style="muted"), tag("blockquote", q, style="apart")]) for q in missing]
    return join([shown, *apart])


def bullets(items: Iterable[object]) -> Html:
    """An unordered list of the items (empty when there are none)."""
    rows = [tag("li", item) for item in items]
    return tag("ul", *rows) if rows else Html("")


def table(header: Sequence[object], rows: Iterable[Sequence[object]]) -> Html:
    """A table with a header row; cells are escaped unless :class:`Html`."""
    head = tag("thead", tag("tr", *(tag("th", h, style="cell") for h in header)))
    body = tag("tbody", *(tag("tr", *(tag("td", cell, style="cell") for cell in row)) for row in rows))
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
