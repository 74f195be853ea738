r"""BM25 tokenization that keeps what physicists search for.

Generic tokenizers (including the default of ``llama-index-retrievers-bm25``)
drop one-character tokens, cut ``1.5e-3`` into ``5e``, ``10^{-3}`` into ``10``
and erase ``μ+μ−``. Here each of these survives as a token of its own:

========================  =====================================
text                      tokens
========================  =====================================
``BIB``, ``aQGC``         ``bib``, ``aqgc``
``μ``, ``\mu``            ``μ``
``μ+μ−``, ``\mu^+\mu^-``  ``μ+μ-`` (and ``μ``)
``10^{-3}``, ``10⁻³``     ``10^-3`` (see :mod:`muonrag.core.numbers`)
``1.5e-3``, ``1.5E-03``   ``1.5e-3``
``p_T``, ``p_{T}``        ``p_t``
``3 TeV``                 ``3``, ``tev``, ``3tev``
``√s``, ``\sqrt{s}``      ``sqrt_s``
========================  =====================================

Words are lower-cased, English stop words dropped and plain words stemmed
(``nozzles`` and ``nozzle`` match); tokens with digits or symbols are never
stemmed.
"""

from __future__ import annotations

import gc
import re
import unicodedata
from bisect import bisect_right
from functools import lru_cache
from itertools import accumulate, chain, compress, filterfalse, repeat
from operator import is_, is_not, not_
from typing import Callable, Iterable, Optional

from muonrag.core.numbers import MINUS_SIGNS, SUPERSCRIPT_DIGITS, normalise_numbers

# Bumped whenever tokens change: persisted BM25 indexes are then rebuilt from their chunks.
TOKENIZER_REVISION = 3

_GREEK = {
    "alpha": "α", "beta": "β", "gamma": "γ", "delta": "δ", "epsilon": "ε", "eta": "η", "theta": "θ",
    "kappa": "κ", "lambda": "λ", "mu": "μ", "nu": "ν", "pi": "π", "rho": "ρ", "sigma": "σ", "tau": "τ",
    "phi": "φ", "chi": "χ", "psi": "ψ", "omega": "ω", "Gamma": "Γ", "Delta": "Δ", "Lambda": "Λ", "Sigma": "Σ",
    "Omega": "Ω",
}
_UNITS = {
    "ev", "kev", "mev", "gev", "tev", "pev", "t", "m", "cm", "mm", "μm", "um", "nm", "km", "ps", "ns", "μs", "ms", "s",
    "fb", "ab", "pb", "nb", "hz", "khz", "mhz", "ghz", "mrad", "rad", "deg", "k", "mw", "kw", "gy", "mgy", "kgy", "%",
}
STOPWORDS = frozenset(
    """a an and are as at be by for from has have how in into is it its of on or that the their there these this
    to was were what when where which who why will with does do did can could would should than then them they
    we our you your i""".split()
)

_TOKEN = re.compile(
    r"""
    (?P<num>\d+(?:\.\d+)?(?:e[+-]?\d+|\^[+-]?\d+))(?!\w|\.\d)    # 1.5e-3, 10^-3
  | (?P<charge>(?<![\w+-])(?:[a-zα-ω]{1,2}[+-]){1,2}(?![\w]))        # μ+μ-, e+e-, w+
  | (?P<sub>(?<!\w)[a-zα-ω]{1,3}_[a-z0-9]{1,4})(?!\w)               # p_t, e_t
  | (?P<sqrt>√\s*s)                                                  # √s
  | (?P<word>\w+(?:\.\d+)*%?)                                        # words, 1.5, 3.57, v1.1.2, 10%
    """,
    re.X | re.UNICODE,
)


_CAMEL = re.compile(r"\b(?=[A-Za-z]{6,}\b)[A-Za-z]*(?:[a-z][A-Z]|[A-Z]{2}[a-z])[A-Za-z]*\b")
_CAMEL_PART = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+")


_LATEX_TEXT = re.compile(r"\\(?:mathrm|text|textrm|mbox|rm|mathit)\s*\{([^{}]*)\}")
_LATEX_SPACE = re.compile(r"~|\\[,;: ]")
_LATEX_GREEK = re.compile(r"\\(" + "|".join(_GREEK) + r")(?![a-zA-Z])")
_BRACED_SUBSCRIPT = re.compile(r"_\{\s*([A-Za-z0-9]{1,4})\s*\}")
_CHARGE_SUPERSCRIPT = re.compile(r"(?<=[A-Za-zα-ωΑ-Ω])\^([+-])(?!\d)")
_CHARGE_GAP = re.compile(r"(?<=[α-ωΑ-Ω][+-])\s+(?=[α-ωΑ-Ω][+-])")
_CHARGE_SPLIT = re.compile(r"[+-]")
_NUMBER = re.compile(r"\d+(?:\.\d+)?")
# normalise_numbers changes only a text with a power (``^``, superscripts), a minus sign to unify, or a digit
# before an ``e`` (muonrag.core.numbers); a search for each is quicker than its seven rules. Its minus signs
# are unified first by their own table; with no superscript, that is all it does before its other rules.
_SUPERSCRIPTS = re.compile("[" + "".join(map(chr, SUPERSCRIPT_DIGITS)) + "]")
_MINUS = [(chr(sign), minus if isinstance(minus, str) else chr(minus)) for sign, minus in MINUS_SIGNS.items()]
_DIGIT_E = re.compile(r"\d[eE]")
_GREEK_SIGN = re.compile(r"[α-ωΑ-Ω][+-]")


def normalise(text: str) -> str:
    """Unify the many ways of writing the same symbol, then lower-case."""
    superscript = False
    if not text.isascii():  # ASCII holds no superscript or minus sign, and is its own NFKC form
        superscript = _SUPERSCRIPTS.search(text) is not None
        if not superscript:
            for sign, minus in _MINUS:
                if sign in text:
                    text = text.replace(sign, minus)
    if superscript or "^" in text or _DIGIT_E.search(text):
        text = normalise_numbers(text)
    if not text.isascii():
        text = unicodedata.normalize("NFKC", text)
    text = text.replace("\\sqrt{s}", "√s").replace("\\sqrt s", "√s")
    if "\\" in text or "~" in text:
        text = _LATEX_TEXT.sub(r"\1", text)
        text = _LATEX_SPACE.sub(" ", text)
        text = _LATEX_GREEK.sub(lambda m: _GREEK[m.group(1)], text)
    if "_{" in text:
        text = _BRACED_SUBSCRIPT.sub(r"_\1", text)
    # particle charges written as superscripts: μ^+ μ^- -> μ+μ-
    if "^" in text:
        text = _CHARGE_SUPERSCRIPT.sub(r"\1", text)
    if not text.isascii() and _GREEK_SIGN.search(text):
        text = _CHARGE_GAP.sub("", text)
    return text.lower()


@lru_cache(maxsize=1)
def _stemmer() -> Optional[Callable[[str], str]]:
    try:
        import Stemmer  # PyStemmer
    except ImportError:  # pragma: no cover - installed with the package
        return None
    return Stemmer.Stemmer("english", 0).stemWord  # no cache of its own: a tokenizer stems each piece once


#: A text holding none of these is tokenized by whitespace-separated pieces, each read once and remembered
#: (:class:`_Pieces`): every rule of :func:`normalise` that can reach across whitespace (powers written with ``^``
#: or superscripts, LaTeX, braced subscripts, charges a space or ``~`` apart) and ``√ s`` of the token pattern
#: need one of them. Checked on the text and on its NFKC form.
_ACROSS_SPACE = re.compile(r"[\^\\√⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻]")
_GREEK_CHARGE = re.compile("[α-ωΑ-Ω][+" + re.escape("-" + "".join(map(chr, MINUS_SIGNS))) + r"][\s~]")
#: Characters that are never part of a token nor change one next to them (no ``+ - . % ^ √``, no letter,
#: digit or ``_``): a normalised piece made of letters between these is that one word.
_INERT = " .,;:!?()[]{}<>\"'/“”‘’«»…*&=|#@$§†‡•·"
_INERT_RUN = re.compile("[" + re.escape(_INERT) + "]+")
#: What a text needs of :func:`normalise` beyond lower-casing: a character beyond ASCII, a power, LaTeX, a braced
#: subscript, ``~``, an exponent (a digit before ``e``).
_BEYOND_LOWER = re.compile(r"[^\x00-\x7f]|[\\~^]|_\{|\d[eE]")


#: Pieces remembered per stemmer and stop-word list (about 30 MB at most); when more are met, all are
#: forgotten and read again.
MAX_PIECES = 1 << 17


class _Pieces:
    """What a tokenizer learned of whitespace-separated pieces of text, each read alone: its tokens; the
    unit its first token is, for the number a piece before it may end with (``3 TeV``: ``3tev``); the
    number it ends with, for a unit after it; that it holds no token at all (the number before it then
    reaches the piece after); the words of its CamelCase identifiers (read after the text, as
    :meth:`PhysicsTokenizer.__call__` appends them)."""

    def __init__(self) -> None:
        self.tokens: dict[str, tuple[str, ...]] = {}
        self.unit: dict[str, str] = {}
        self.number: dict[str, str] = {}
        self.silent: set[str] = set()
        self.camel: dict[str, tuple[str, ...]] = {}
        #: pieces in ``unit`` or ``camel``: the pieces around them matter
        self.marked: set[str] = set()
        #: the same of a piece's core (normalised, without the characters around it that no token holds),
        #: which pieces differing only in case or punctuation share
        self.core_tokens: dict[str, tuple[str, ...]] = {}
        self.core_unit: dict[str, str] = {}
        self.core_number: dict[str, str] = {}
        self.core_silent: set[str] = set()
        self.core_special: set[str] = set()  # in one of the three above


_shared_pieces: dict[tuple, _Pieces] = {}  # by stemmer and stop words: tokenizers alike share what they learn


class PhysicsTokenizer:
    """Callable turning text into BM25 tokens (see the module docstring).

    A text is read piece by piece (the pieces between whitespace), each distinct piece once, where that gives
    its tokens exactly (no rule reaching across whitespace could apply); else whole, as the rules are written.

    Args:
        stem: stem plain alphabetic words with the Snowball English stemmer.
        stopwords: words to drop; defaults to a short English list.
    """

    def __init__(self, stem: bool = True, stopwords: Optional[Iterable[str]] = None):
        self.stem = stem
        self.stopwords = STOPWORDS if stopwords is None else frozenset(stopwords)
        self._stem = _stemmer() if stem else None
        self._pieces = self._pieces_for()

    def _pieces_for(self) -> _Pieces:
        self._settings = key = (self._stem, self.stopwords)
        pieces = _shared_pieces.get(key)
        if pieces is None or len(pieces.tokens) > MAX_PIECES:
            pieces = _shared_pieces[key] = _Pieces()
        return pieces

    def __call__(self, text: str) -> list[str]:
        if self._readable_by_pieces(text):
            return list(chain.from_iterable(self._by_pieces(text.split())))
        return self._whole(text)

    def grouped(self, text: str) -> list[tuple[str, ...]]:
        """The tokens of ``text`` in groups, end to end the same as :meth:`__call__` gives (an index counting
        them needs no list of them)."""
        if self._readable_by_pieces(text):
            return self._by_pieces(text.split())
        return [tuple(self._whole(text))]

    def grouped_many(self, texts: Iterable[str], block: int = 256) -> list[list[tuple[str, ...]]]:
        """:meth:`grouped` of each of ``texts``, the same groups; quicker for many texts (an index build), as
        the pieces new to the tokenizer are read together, ``block`` texts at a time."""
        texts = list(texts)
        out: list[list[tuple[str, ...]]] = []
        collecting = gc.isenabled()
        for start in range(0, len(texts), block):
            if collecting:  # a block makes many tuples and lists, none in a cycle: the collector's passes are wasted
                gc.disable()
            try:
                out += self._grouped_block(texts[start:start + block])
            finally:
                if collecting:
                    gc.enable()
        return out

    def _grouped_block(self, part: list[str]) -> list[list[tuple[str, ...]]]:
        """The groups of tokens of each of ``part``, the pieces new to the tokenizer read together."""
        known = self._known()
        tokens, assemble = known.tokens, self._assemble
        split = [text.split() if self._readable_by_pieces(text) else None for text in part]
        out: list = [None] * len(part)
        unread = []
        for i, pieces in enumerate(split):
            if pieces is None:
                out[i] = [tuple(self._whole(part[i]))]
                continue
            try:
                out[i] = assemble(known, pieces, list(map(tokens.__getitem__, pieces)))
            except KeyError:
                unread.append(pieces)
        if unread:
            self._learn(known, set(filterfalse(tokens.__contains__, chain.from_iterable(unread))))
            unread.reverse()
            for i in compress(range(len(out)), map(is_, out, repeat(None))):
                pieces = unread.pop()
                out[i] = assemble(known, pieces, list(map(tokens.__getitem__, pieces)))
        return out

    @staticmethod
    def _readable_by_pieces(text: str) -> bool:
        """Whether no rule reaching across whitespace can apply to ``text`` (its tokens are then those of its pieces)."""
        if text.isascii():  # no superscript, no Greek, its own NFKC form
            return "^" not in text and "\\" not in text and "_{" not in text
        if _ACROSS_SPACE.search(text) or "_{" in text or _GREEK_CHARGE.search(text):
            return False
        folded = unicodedata.normalize("NFKC", text)
        return folded is text or not (_ACROSS_SPACE.search(folded) or "_{" in folded or _GREEK_CHARGE.search(folded))

    def _known(self) -> _Pieces:
        """What this tokenizer's settings have learned of pieces."""
        settings = self._settings
        if settings[0] is not self._stem or settings[1] is not self.stopwords or len(self._pieces.tokens) > MAX_PIECES:
            self._pieces = self._pieces_for()  # settings changed since, or too many pieces remembered
        return self._pieces

    def _whole(self, text: str) -> list[str]:
        """The tokens of ``text`` read whole."""
        # CamelCase identifiers (BIBUtils, MuonCVXDDigitiser) also count as their parts.
        parts = _camel_parts(text)
        if parts:
            text = text + "\n" + "\n".join(" ".join(p) for p in parts)
        return self._scan(normalise(text))[0]

    def _scan(self, text: str) -> tuple[list[str], Optional[str]]:
        """The tokens of normalised ``text``, and the number it ends with (for a unit after it)."""
        tokens: list[str] = []
        previous_number: Optional[str] = None
        for match in _TOKEN.finditer(text):
            kind = match.lastgroup
            token = match.group(kind)
            if kind == "charge":
                tokens.append(token)
                tokens.extend(dict.fromkeys(t for t in _CHARGE_SPLIT.split(token) if t))
                previous_number = None
                continue
            if kind == "sqrt":
                token = "sqrt_s"
            if kind == "word":
                if token in self.stopwords:
                    previous_number = None
                    continue
                if previous_number is not None and token in _UNITS:
                    tokens.append(previous_number + token)
                if self._stem is not None and token.isalpha() and token.isascii():
                    token = self._stem(token)
            tokens.append(token)
            previous_number = token if kind in ("word", "num") and _is_number(token) else None
        return tokens, previous_number

    def _by_pieces(self, pieces: list[str]) -> list[tuple[str, ...]]:
        """The tokens of the text of ``pieces`` (split at whitespace; no rule reaches across it), in groups."""
        known = self._known()
        try:
            found = list(map(known.tokens.__getitem__, pieces))
        except KeyError:
            found = list(map(known.tokens.get, pieces))
            missing = list(compress(range(len(pieces)), map(is_, found, repeat(None))))
            self._learn(known, {pieces[i] for i in missing})
            tokens = known.tokens
            for i in missing:
                found[i] = tokens[pieces[i]]
        return self._assemble(known, pieces, found)

    def _assemble(self, known: _Pieces, pieces: list[str], found: list[tuple[str, ...]]) -> list[tuple[str, ...]]:
        """The tokens of the text of ``pieces``, the tokens of each ``found``, in groups: those of each piece, a
        number and the unit after it joined, and the parts of CamelCase identifiers."""
        marked = known.marked
        if marked.isdisjoint(pieces):
            return found
        at = list(compress(range(len(pieces)), map(marked.__contains__, pieces)))
        camel = known.camel
        words = [word for i in at if pieces[i] in camel for word in camel[pieces[i]]]
        if words:
            self._learn(known, words)
            start = len(pieces)
            pieces = pieces + words
            found += [known.tokens[word] for word in words]
            at += [start + i for i, word in enumerate(words) if word in marked]
        unit, number, silent = known.unit, known.number, known.silent
        for i in at:
            if i and pieces[i] in unit:
                j = i - 1
                while j > 0 and pieces[j] in silent:
                    j -= 1
                if pieces[j] in number:
                    found[i] = (number[pieces[j]] + unit[pieces[i]],) + found[i]
        return found

    def _learn(self, known: _Pieces, pieces: Iterable[str]) -> None:
        """Read those of ``pieces`` not yet known, each alone, and remember what the text around it needs to know."""
        new = list(filterfalse(known.tokens.__contains__, set(pieces)))
        if not new:
            return
        # most pieces are ASCII that only lower-casing changes; the rest normalised together (none of the rules
        # reaches across a line), unless a piece's NFKC form has a line break
        plain = _plain(new)
        new = list(compress(new, plain)) + list(compress(new, map(not_, plain)))
        lowered = sum(plain)
        texts = "\n".join(new[:lowered]).lower().split("\n") if lowered else []
        if lowered < len(new):
            rest = normalise("\n".join(new[lowered:])).split("\n")
            texts += rest if len(rest) == len(new) - lowered else [normalise(piece) for piece in new[lowered:]]
        # a normalised piece has the tokens of its core: characters that no token holds, around it, change none
        cores = list(map(str.strip, texts, repeat(_INERT)))
        fresh = list(filterfalse(known.core_tokens.__contains__, set(cores)))
        if fresh:
            self._read_cores(known, fresh)
        special = known.core_special
        for piece, core in zip(compress(new, map(special.__contains__, cores)), filter(special.__contains__, cores)):
            if core in known.core_unit:
                known.unit[piece] = known.core_unit[core]
                known.marked.add(piece)
            if core in known.core_number:
                known.number[piece] = known.core_number[core]
            if core in known.core_silent:
                known.silent.add(piece)
        # CamelCase: six letters or more, a capital after a small letter or two before one (not BIB, Cells, cells)
        for piece in _camel_candidates(new, texts):
            parts = _camel_parts(piece)
            if parts:
                known.camel[piece] = tuple(word for part in parts for word in part)
                known.marked.add(piece)
        known.tokens.update(zip(new, map(known.core_tokens.__getitem__, cores)))  # last: a piece there is known whole

    def _read_cores(self, known: _Pieces, cores: list[str]) -> None:
        """Read the cores of pieces (normalised, stripped of characters no token holds): their tokens, the unit
        the first is, the number the last is, none at all."""
        stopwords, stem, unit, number = self.stopwords, self._stem, known.core_unit, known.core_number
        alone = list(map(str.isalpha, cores))
        # one word (most pieces): the word, stemmed where it is ASCII
        words = list(compress(cores, alone))
        if not _UNITS.isdisjoint(words):
            for word in words:
                if word in _UNITS and word not in stopwords:
                    unit[word] = word
        dropped = list(filter(stopwords.__contains__, words))
        if stem is None:
            read: dict[str, tuple[str, ...]] = dict(zip(words, zip(words)))
        else:  # ASCII words stemmed, others kept as they are
            ascii_words = list(filter(str.isascii, words))
            many = getattr(getattr(stem, "__self__", None), "stemWords", None)  # PyStemmer: all words in one call
            read = dict(zip(ascii_words, zip(many(ascii_words) if many is not None else map(stem, ascii_words))))
            if len(ascii_words) < len(words):
                others = list(filterfalse(str.isascii, words))
                read.update(zip(others, zip(others)))
        read.update(dict.fromkeys(dropped, ()))  # stop words
        rest = list(compress(cores, map(not_, alone)))
        # a number (1.5, 28), which a unit after it joins
        numbers = list(map(is_not, map(_NUMBER.fullmatch, rest), repeat(None)))
        read.update(zip(compress(rest, numbers), zip(compress(rest, numbers))))
        number.update(zip(compress(rest, numbers), compress(rest, numbers)))
        rest = list(compress(rest, map(not_, numbers)))
        # letters and digits (p62, 2p12): one token, not stemmed
        alnum = list(map(str.isalnum, rest))
        read.update(zip(compress(rest, alnum), zip(compress(rest, alnum))))
        rest = list(compress(rest, map(not_, alnum)))
        # ASCII words joined by hyphens or by characters no token holds (T-cell/B-cell): these words, no number
        joined = list(map(is_not, map(_ASCII_WORDS.fullmatch, rest), repeat(None)))
        for core, parts in zip(compress(rest, joined), map(_WORD_JOINS.split, compress(rest, joined))):
            kept = filterfalse(stopwords.__contains__, parts)
            read[core] = tuple(kept if stem is None else map(stem, kept))
            if parts[0] in _UNITS and parts[0] not in stopwords:
                unit[core] = parts[0]
        for core in compress(rest, map(not_, joined)):
            if core[-1:] == "%" and _NUMBER.fullmatch(core, 0, len(core) - 1):
                read[core] = (core,)  # a percentage: one token
            elif not core.isascii() and (parts := _words(core)) is not None:  # ASCII ones were read above
                # words of letters joined by hyphens (no charge: a letter after each sign) or by characters
                # no token holds: these words, and no number
                kept = filterfalse(stopwords.__contains__, parts)
                read[core] = tuple(kept if stem is None else (stem(word) if word.isascii() else word for word in kept))
                if parts[0] in _UNITS and parts[0] not in stopwords:
                    unit[core] = parts[0]
            else:
                found, ends_with = self._scan(core)
                read[core] = tuple(found)
                first = _TOKEN.search(core)
                if first is None:
                    known.core_silent.add(core)
                    continue
                token = first.group(first.lastgroup)
                if first.lastgroup == "word" and token not in stopwords and token in _UNITS:
                    unit[core] = token
                if ends_with is not None:
                    number[core] = ends_with
        known.core_special.update(filter(unit.__contains__, cores), filter(number.__contains__, cores),
                                  filter(known.core_silent.__contains__, cores))
        known.core_tokens.update(read)  # last: a core found there is known whole

    def __repr__(self) -> str:
        return f"PhysicsTokenizer(stem={self.stem})"


_ASCII_WORDS = re.compile("[A-Za-z]+(?:(?:-|[" + re.escape(_INERT) + "]+)[A-Za-z]+)*")
_WORD_JOINS = re.compile("-|[" + re.escape(_INERT) + "]+")
#: a capital after a small letter or two before one: in every CamelCase identifier
_CAMEL_HINT = re.compile(r"[a-z][A-Z]|[A-Z]{2}[a-z]")


def _plain(pieces: list[str]) -> list[bool]:
    """Whether :func:`normalise` only lower-cases each of ``pieces`` (none with a line break), found in one pass."""
    if len(pieces) < 64:
        return list(map(is_, map(_BEYOND_LOWER.search, pieces), repeat(None)))
    blob = "\n".join(pieces)
    plain = [True] * len(pieces)
    hits = [match.start() for match in _BEYOND_LOWER.finditer(blob)]
    if hits:
        starts = list(accumulate(map(len, pieces), lambda start, size: start + size + 1, initial=0))
        for i in set(map(bisect_right, repeat(starts), hits)):
            plain[i - 1] = False
    return plain


def _camel_candidates(pieces: list[str], lowered: list[str]) -> list[str]:
    """Those of ``pieces`` (``lowered``: each lower-cased) that may hold a CamelCase identifier: a capital, not
    all capitals, not title case, six characters or more."""
    cased = compress(pieces, map(str.__ne__, pieces, lowered))
    return [piece for piece in filterfalse(str.isupper, filterfalse(str.istitle, cased))
            if len(piece) >= 6 and _CAMEL_HINT.search(piece)]


def _words(core: str) -> Optional[list[str]]:
    """The words of ``core`` when it is words of letters joined by hyphens or by characters of ``_INERT``
    (``T-cell/B-cell``, ``platelet's``), each hyphen between two letters; else ``None``."""
    words = []
    for part in _INERT_RUN.split(core):
        joined = part.split("-")
        if not all(map(str.isalpha, joined)):
            return None
        words += joined
    return words


def _camel_parts(text: str) -> list[list[str]]:
    """The parts of each CamelCase identifier in ``text`` (BIBUtils: BIB, Utils), where each has two letters or more."""
    return [p for p in (_CAMEL_PART.findall(m.group(0)) for m in _CAMEL.finditer(text)) if min(map(len, p)) > 1]


def _is_number(token: str) -> bool:
    return token[:1].isdigit() and _NUMBER.fullmatch(token) is not None


@lru_cache(maxsize=1)
def default_tokenizer() -> PhysicsTokenizer:
    """The physics tokenizer with its defaults: BM25's unless an index says otherwise, and the one
    the answerer's rules read questions and sentences with."""
    return PhysicsTokenizer()


def tokens(text: str) -> list[str]:
    """``text``'s tokens by :func:`default_tokenizer` (a short text, a word or a phrase, read once and remembered:
    the grounding rules ask for the same words again and again)."""
    if len(text) <= 64:
        return list(_short_tokens(text))
    return default_tokenizer()(text)


@lru_cache(maxsize=65536)
def _short_tokens(text: str) -> tuple[str, ...]:
    return tuple(default_tokenizer()(text))
