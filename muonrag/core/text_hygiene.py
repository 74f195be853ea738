"""Model text as plain text: what the rules check is exactly what the reader is shown.

A reply can say one thing to the checker and another to the reader: a
zero-width space inside "not" hides the negation from a word match, a
Cyrillic ``о`` does the same and looks identical, a right-to-left override
shows a stored ``21`` as ``12``, an HTML comment splits a word that a browser
shows whole, and Markdown or HTML would be rendered by whatever displays the
answer. :func:`plain_text` turns such text into one plain string, which is
then both checked and shown:

1. **characters**: format characters (zero-width, bidi controls, BOM, soft
   hyphen, tag characters), control characters, private-use, unassigned and
   surrogate code points and invisible fillers are removed; then NFKC, except
   that raised and lowered digits and signs are kept (``10¹⁵`` is not
   ``1015``, ``cm⁻²`` is not ``cm-2``);
2. **look-alike letters**: a letter of another script with a Latin look-alike
   (Cyrillic ``о``, Greek omicron, Greek capitals that look Latin) becomes
   that Latin letter. A small Greek letter is a physics symbol (``μ``,
   ``σ_t``, ``Zγ``) and stays, unless it stands between two Latin letters
   (``neνer``), where no symbol stands;
3. **markup**: HTML tags and comments are stripped with nh3 (``script``,
   ``style`` and the like with their content) and entities decoded, again
   until nothing changes, so that ``&lt;script&gt;`` does not come back as a
   tag; Markdown images are removed and links replaced by their visible text;
4. **inline LaTeX math** (``$10^{34}$ cm$^{-2}$s$^{-1}$``, ``$\\sim 5\\%$``) is written as the text it shows
   ("10^34 cm^-2 s^-1", "~ 5%"; :mod:`muonrag.core.latex`), as converted papers leave it;
5. **struck-through text** (``~~x~~``, ``<s>``, ``<del>``, ``<strike>``) is
   removed with its content. Struck text is not a claim, but a negation
   inside it must not vanish silently, so the answer checker asks for a
   marker (:data:`STRUCK`) in its place and removes the claim it stood in.

Single tildes are left alone: ``~10 degrees`` means "about" in physics text,
and nothing here renders Markdown.
"""

from __future__ import annotations

import html
import re
import unicodedata
from functools import lru_cache
from typing import Optional

import nh3

from muonrag.core.latex import inline_math_as_text

#: Stands where struck-through text was, for a caller that must know (see :func:`plain_text`).
STRUCK = "\ufffc"
#: Characters a reason (from a model, a verifier or a parse error) keeps.
MAX_REASON_CHARS = 300

# entity decoding can reveal markup again ("&amp;lt;b&amp;gt;"); each round peels one layer
_ROUNDS = 8
_INVISIBLE_CATEGORIES = frozenset({"Cf", "Cc", "Co", "Cs", "Cn"})
# combining grapheme joiner, Hangul and Khmer fillers, braille blank: letters or marks that draw nothing
_FILLERS = frozenset("\u034f\u115f\u1160\u17b4\u17b5\u3164\uffa0\u2800")
_LINE_BREAKS = re.compile(r"\r\n?|[\x0b\x0c\x85\u2028\u2029]")


def _raised(char: str) -> bool:
    """A raised or lowered digit or sign, which NFKC would flatten: ``10¹⁵`` is not ``1015``."""
    decomposition = unicodedata.decomposition(char)
    return decomposition.startswith(("<super>", "<sub>")) and not unicodedata.normalize("NFKC", char).isalpha()


_RAISED = re.compile("([" + "".join(c for c in map(chr, (0xB2, 0xB3, 0xB9, *range(0x2070, 0x20A0))) if _raised(c)) + "]+)")

_STRIKE_TAGS = frozenset({"s", "del", "strike"})
_HIDDEN_TAGS = frozenset({"script", "style", "template", "noscript", "iframe", "object"})
_STRIKE_OPEN = re.compile(r"<(?:s|del|strike)>")
_LONE_AMPERSAND = re.compile(r"&(?![A-Za-z][A-Za-z0-9]{1,31};|#[0-9]{1,7};|#[xX][0-9A-Fa-f]{1,6};)")
_TAG_START = re.compile(r"<(?=[A-Za-z!/?])")
_MD_IMAGE = re.compile(r"!\[[^\]\n]*\](?:\([^)\n]*\)|\[[^\]\n]*\])")
_MD_LINK = re.compile(r"\[([^\[\]\n]*)\]\([^)\n]*\)")
_MD_STRIKE = re.compile(r"(?<!~)~~(?!~)(.+?)(?<!~)~~(?!~)", re.S)


@lru_cache(maxsize=8192)
def is_invisible(char: str) -> bool:
    """Whether ``char`` draws nothing (format, control, private-use, unassigned or surrogate code points,
    fillers, variation selectors); newline and tab are layout, not invisible."""
    if char in "\n\t":
        return False
    code = ord(char)
    return (unicodedata.category(char) in _INVISIBLE_CATEGORIES or char in _FILLERS
            or 0xFE00 <= code <= 0xFE0F or 0xE0100 <= code <= 0xE01EF)  # variation selectors


def _visible(text: str) -> str:
    """Only what is drawn, then NFKC (raised digits and signs kept as they are)."""
    text = "".join(c for c in _LINE_BREAKS.sub("\n", text) if not is_invisible(c)).replace("\t", " ")
    pieces = _RAISED.split(text)
    return "".join(p if i % 2 else unicodedata.normalize("NFKC", p) for i, p in enumerate(pieces))


@lru_cache(maxsize=None)
def _homoglyphs():
    """confusable-homoglyphs' tables, imported when first needed: about 50 ms that a command printing
    JSON (which only needs :func:`is_invisible`) should not pay."""
    from confusable_homoglyphs import categories, confusables

    return categories, confusables


def _script(char: str) -> str:
    """The Unicode script alias of ``char`` (``"LATIN"``, ``"GREEK"``, ``"CYRILLIC"`` ...)."""
    return _homoglyphs()[0].alias(char)


@lru_cache(maxsize=8192)
def _latin_lookalike(char: str) -> Optional[str]:
    """The ASCII letter ``char`` is confusable with, for a letter of another script; else ``None``."""
    if char.isascii() or not char.isalpha() or _script(char) == "LATIN":
        return None
    for glyph in _homoglyphs()[1].confusables_data.get(char, ()):
        if len(glyph["c"]) == 1 and glyph["c"].isascii() and glyph["c"].isalpha():
            return glyph["c"]
    return None


@lru_cache(maxsize=8192)
def _greek_symbol(char: str) -> bool:
    return char.islower() and char != "\u03bf" and _script(char) == "GREEK"  # omicron is no symbol


def _latin_at(text: str, position: int) -> bool:
    """A Latin letter stands at ``position`` of ``text``."""
    if not 0 <= position < len(text) or not text[position].isalpha():
        return False
    return text[position].isascii() or _script(text[position]) == "LATIN"


def _unmask(text: str) -> str:
    """Look-alike letters of other scripts as the Latin letters they pass for (see the module docstring)."""
    if text.isascii():
        return text
    out = list(text)
    for position, char in enumerate(text):
        latin = _latin_lookalike(char)
        if latin is None:
            continue
        if _greek_symbol(char) and not (_latin_at(text, position - 1) and _latin_at(text, position + 1)):
            continue
        out[position] = latin
    return "".join(out)


def _characters(text: str) -> str:
    return _unmask(_visible(text))


def _open_to_the_end(text: str) -> str:
    """A ``<`` that opens a tag never closed would take the rest of the text with it ("E<E_max ..."): keep it as text."""
    last = text.rfind(">")
    return text[:last + 1] + _TAG_START.sub("< ", text[last + 1:])


def _without_markup(text: str) -> str:
    """One round: HTML stripped (struck content replaced by :data:`STRUCK`), entities decoded, Markdown made plain."""
    text = _open_to_the_end(_LONE_AMPERSAND.sub("&amp;", text))
    kept = nh3.clean(text, tags=set(_STRIKE_TAGS), attributes={}, clean_content_tags=set(_HIDDEN_TAGS), link_rel=None)
    # the marker goes before each struck element, whose content (nested ones included) the next pass removes
    marked = _STRIKE_OPEN.sub(lambda m: STRUCK + m.group(0), kept)
    plain = html.unescape(nh3.clean(marked, tags=set(), attributes={}, clean_content_tags=set(_HIDDEN_TAGS | _STRIKE_TAGS),
                                    link_rel=None))
    plain = _MD_IMAGE.sub("", plain)
    plain = _MD_LINK.sub(r"\1", plain)
    return _MD_STRIKE.sub(STRUCK, plain)


def _settled(text: str) -> str:
    """``text`` with characters and markup cleaned until a round changes nothing (decoding may reveal new markup)."""
    text = _characters(text)
    for _round in range(_ROUNDS):
        cleaned = _characters(_without_markup(text))
        if cleaned == text:
            return cleaned
        text = cleaned
    # still unwrapping layers of entities: keep the last layer escaped, so that no tag can come back
    return nh3.clean(text, tags=set(), attributes={}, clean_content_tags=set(_HIDDEN_TAGS), link_rel=None)


def plain_text(text: str, struck: str = "") -> str:
    """``text`` (a model's reply, a quote, a reason) as the plain text that is both checked and shown.

    See the module docstring for what is removed and mapped. Line breaks are
    kept (an answer's bullets and an evidence chunk's paragraphs need them);
    runs of spaces become one.

    Args:
        text: the text as written.
        struck: what replaces struck-through text: nothing by default; the
            answer checker passes :data:`STRUCK` to find the claims it was in.
    """
    settled = inline_math_as_text(_settled(text or "")).replace(STRUCK, struck)
    lines = (" ".join(line.split()) for line in settled.split("\n"))
    return "\n".join(lines).strip()


def plain_line(text: str, limit: int = MAX_REASON_CHARS) -> str:
    """``text`` as plain text on one line of at most ``limit`` characters: how a reason is stored and shown."""
    line = " ".join(plain_text(text, struck=" ").split())
    return line if len(line) <= limit else line[:limit - 1].rstrip() + "…"


_PAPER_MARKER = re.compile(r"\[(\s*\d+(?:\s*[,;\u2013-]\s*\d+)*\s*)\]")


def paper_references_shown(text: str) -> str:
    """A document's text as the reader sees it beside muonrag's citations: the paper's own reference markers
    (``[5]``, ``[3, 4]``) written ``(ref. 5)``, so that they never stand beside an evidence number as if they
    were one (in text, HTML and exported quotes alike)."""
    return _PAPER_MARKER.sub(lambda m: f"(ref. {' '.join(m.group(1).split())})", text)



#: Deepest nesting of objects and arrays read from untrusted JSON text (a model's reply, a request body); deeper
#: is refused unread (the decoder recurses per level).
MAX_DEPTH = 64
# a JSON string (unterminated to the end of the text), or a bracket
_JSON_TOKEN = re.compile(r'"(?:[^"\\]+|\\.)*"?|[\[\]{}]', re.S)


def nesting_depth(text: str) -> int:
    """The deepest nesting of ``{`` and ``[`` in ``text``, outside JSON strings.

    Scanned before decoding: a text nested 100,000 levels deep would exhaust
    the decoder's recursion instead of failing as invalid JSON.
    """
    depth = deepest = 0
    for match in _JSON_TOKEN.finditer(text):
        token = match.group(0)
        if token in ("{", "["):
            depth += 1
            deepest = max(deepest, depth)
        elif token in ("}", "]"):
            depth = max(depth - 1, 0)
    return deepest


# An escape sequence as a whole (CSI ... final byte, a terminated OSC, or ESC and one character), so that
# no parameters are left behind; an unterminated OSC loses only its opening, never the text after it.
_ESCAPE_SEQUENCE = re.compile(r"(?:\x1b\[|\x9b)[0-?]*[ -/]*[@-~]"  # CSI: colours, cursor moves, erasing
                              r"|(?:\x1b\]|\x9d)[^\x07\x1b\x9c]*(?:\x07|\x1b\\|\x9c)"  # OSC: titles, hyperlinks
                              r"|\x1b.?", re.S)


def printable(text: object) -> str:
    """``text`` without terminal escape sequences, control characters or invisible format characters.

    What a document or a model wrote must print as what it says: an ANSI
    sequence could recolour, hide or rewrite a terminal line, a carriage
    return overwrite one, a bidirectional override reorder the text a reader
    checks. Newlines and tabs are kept.
    """
    return "".join(c for c in _ESCAPE_SEQUENCE.sub("", str(text)) if not is_invisible(c))
