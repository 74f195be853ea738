"""Markdown as a reader sees it: text that a renderer hides is not indexed.

A planted instruction can hide where a rendered page shows nothing: in an HTML
comment (``<!-- ... -->``, also one left open to the end of the file), in a
``[//]: # (...)`` comment line, or in an HTML element that is not displayed
(``hidden``, ``display:none``, ``visibility:hidden``, white or transparent
text, zero font size or opacity, ``<script>``, ``<style>``, ``<template>``).
:func:`visible_markdown` removes them with their content. Code is shown as
written, so fenced code blocks and inline code spans are kept whole: the XML
comments of a steering file quoted in a README stay searchable.

One regular expression finds every construct and the text is walked once, so
the time is linear in the length of the text; every repetition that could
scan far is bounded.
"""

from __future__ import annotations

import re
from typing import Optional

_TOKEN = re.compile(
    r"(?P<fence>^[ ]{0,3}(?P<mark>`{3,}|~{3,})[^\n]*(?:.*?^[ ]{0,3}(?P=mark)[`~]*[ \t]*$|.*))"
    r"|(?P<code>``[^\n]{1,2000}?``|`[^`\n]{1,2000}`)"
    r"|(?P<comment><!--.*?(?:-->|\Z))"
    r"|(?P<refcomment>^[ ]{0,3}\[(?!\^)[^\]\n]{1,200}\]:[ \t]*(?:<>|#)(?:[ \t]+(?:\"[^\"\n]*\"|'[^'\n]*'|\([^)\n]*\)))?[ \t]*$)"
    r"|(?P<tag><(?P<close>/)?(?P<name>[A-Za-z][A-Za-z0-9-]{0,40})"
    r"(?P<attrs>(?:[^<>\"']|\"[^\"]{0,2000}\"|'[^']{0,2000}'){0,2000})>)",
    re.M | re.S,
)
# Elements whose content is never displayed.
_NOT_DISPLAYED = frozenset({"script", "style", "template"})
# Elements without content: hiding one hides nothing after it.
_VOID = frozenset({"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"})
_HIDDEN_ATTRIBUTE = re.compile(r"(?:^|\s)hidden(?=[\s=/]|$)|(?:^|\s)color\s*=\s*[\"']?(?:white|#fff(?:fff)?)\b", re.I)
_STYLE = re.compile(r"(?:^|\s)style\s*=\s*(?:\"([^\"]*)\"|'([^']*)'|([^\s\"'>]+))", re.I)
_ZERO = r"(?:0+(?:\.0*)?|\.0+)(?:px|pt|em|rem|ex|%)?\s*(?:;|!|$)"
_HIDDEN_CSS = re.compile(
    r"display\s*:\s*none|visibility\s*:\s*(?:hidden|collapse)"
    rf"|(?<![\w-])font-size\s*:\s*{_ZERO}|(?<![\w-])opacity\s*:\s*{_ZERO}"
    r"|(?<![\w-])color\s*:\s*(?:white|transparent|#fff(?:fff)?\b|rgba?\(\s*255\s*,\s*255\s*,\s*255\s*[,)])"
    r"|(?<![\w-])text-indent\s*:\s*-\d{3,}",
    re.I,
)


def visible_markdown(text: str) -> str:
    """``text`` without its comments and hidden HTML elements (see the module docstring).

    A hidden element goes with everything up to its matching end tag (nested
    elements of the same name are counted), or to the end of the text when it
    is never closed: what follows an unclosed hidden element is hidden in a
    browser too. A removed stretch that held a paragraph break leaves one, so
    the paragraphs around it are not run together.
    """
    out: list[str] = []
    copied = 0  # text before this offset is in ``out`` or removed
    hidden: Optional[tuple[str, int, int]] = None  # (element name, depth, start) of the element being removed
    for match in _TOKEN.finditer(text):
        if match.group("tag") is None:
            if hidden is None and (match.group("comment") is not None or match.group("refcomment") is not None):
                out += [text[copied:match.start()], _gap(match.group(0))]
                copied = match.end()
            continue  # code is kept as written; anything inside a hidden element goes with it
        name = match.group("name").lower()
        opening = match.group("close") is None and not match.group("attrs").rstrip().endswith("/") and name not in _VOID
        if hidden is None:
            if opening and (name in _NOT_DISPLAYED or is_hidden_element(match.group("attrs"))):
                hidden = (name, 1, match.start())
            continue
        if name == hidden[0]:
            _, depth, start = hidden
            depth += 1 if opening else -1 if match.group("close") else 0
            hidden = (name, depth, start) if depth else None
            if not depth:
                out += [text[copied:start], _gap(text[start:match.end()])]
                copied = match.end()
    if hidden is not None:
        out += [text[copied:hidden[2]], _gap(text[hidden[2]:])]
        copied = len(text)
    out.append(text[copied:])
    return "".join(out)


def is_hidden_element(attributes: str) -> bool:
    """Whether an HTML start tag with these attributes hides its content from a reader."""
    if _HIDDEN_ATTRIBUTE.search(attributes):
        return True
    style = _STYLE.search(attributes)
    return bool(style and _HIDDEN_CSS.search(next(g for g in style.groups() if g is not None)))


def _gap(removed: str) -> str:
    """What stands for a removed stretch: a paragraph break or a line break where it held one, else nothing."""
    return "\n\n" if "\n\n" in removed else "\n" if "\n" in removed else ""
