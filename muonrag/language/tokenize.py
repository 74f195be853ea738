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
import threading
import unicodedata
from functools import lru_cache
from itertools import chain, compress, count, filterfalse, repeat
from operator import is_, is_not, not_
from typing import Callable, Iterable, NamedTuple, Optional

import numpy as np

from muonrag.core.latex import GREEK, TEXT_COMMANDS
from muonrag.core.numbers import MINUS_SIGNS, SUPERSCRIPT_DIGITS, normalise_numbers

# Bumped whenever tokens change: persisted BM25 indexes are then rebuilt from their chunks.
TOKENIZER_REVISION = 3

_GREEK = GREEK
#: Tokens that are units: a number just before one is also joined to it (``3 TeV``: ``3tev``).
UNIT_TOKENS = {
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


_LATEX_TEXT = re.compile(r"\\(?:" + "|".join(TEXT_COMMANDS[:6]) + r")\s*\{([^{}]*)\}")  # (tokens fixed by revision)
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


#: Pieces remembered per stemmer and stop-word list (about 30 MB at most); when more are met, all are
#: forgotten and read again.
MAX_PIECES = 1 << 17
#: the code of a piece not yet known: the default it is looked up with (:meth:`PhysicsTokenizer._coded_block`), which
#: the lookup gives back itself, so that it is found by identity (quicker than by value)
_NEW = -1


class _Pieces:
    """What a tokenizer learned of whitespace-separated pieces of text, each read alone: its tokens (a group, found
    from its code); the unit its first token is, for the number a piece before it may end with
    (``3 TeV``: ``3tev``); the number it ends with, for a unit after it; that it holds no token at all (the
    number before it then reaches the piece after); the words of its CamelCase identifiers (read after the
    text, as :meth:`PhysicsTokenizer.__call__` appends them)."""

    def __init__(self) -> None:
        #: a piece's code: its tokens are ``distinct[group_index[code]]`` (all these are only ever appended, so a
        #: code stays valid)
        self.code: dict[str, int] = {}
        self.pieces: list[str] = []  # the piece of each code
        #: the groups of the pieces' cores, each once, and the place there of each code's group: pieces that
        #: differ only in case or punctuation share one, which an index then numbers once
        self.distinct: list[tuple[str, ...]] = []
        self.group_index: list[int] = []
        self.unit: dict[str, str] = {}
        self.number: dict[str, str] = {}
        self.silent: set[str] = set()
        self.camel: dict[str, tuple[str, ...]] = {}
        #: pieces in ``unit`` or ``camel``: the pieces around them matter
        self.marked: set[str] = set()
        #: a byte by code, 1 where the piece is in ``marked``: a block finds from its codes the texts to assemble
        self.marks = bytearray()
        #: the same of a piece's core (normalised, without the characters around it that no token holds),
        #: which pieces differing only in case or punctuation share; its tokens are ``distinct[core_group[core]]``
        self.core_group: dict[str, int] = {}
        self.core_unit: dict[str, str] = {}
        self.core_number: dict[str, str] = {}
        self.core_silent: set[str] = set()
        self.core_special: set[str] = set()  # in one of the three above
        #: codes are places in ``pieces``, ``group_index`` and ``marks``, groups in ``distinct``: two threads may
        #: learn at once
        self.appending = threading.Lock()


class PieceCodes(NamedTuple):
    """Texts as codes of groups of tokens (:meth:`PhysicsTokenizer.coded_many`): the tokens of text ``i`` are
    those of ``groups[c]`` for each ``c`` in ``codes[ptr[i]:ptr[i + 1]]``, in order. A piece of text met many
    times is one code, and pieces differing only in case or punctuation share it, so an index numbers its
    terms once per group, not once per token."""

    groups: list[tuple[str, ...]]
    codes: np.ndarray
    ptr: np.ndarray


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
        if pieces is None or len(pieces.pieces) > MAX_PIECES:
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
        """:meth:`grouped` of each of ``texts``, the same groups; quicker for many texts (see :meth:`coded_many`)."""
        out: list[list[tuple[str, ...]]] = []
        for groups, codes, ptr in self.coded_many(texts, block):
            group = groups.__getitem__
            codes = codes.tolist()
            out += [list(map(group, codes[start:stop])) for start, stop in zip(ptr[:-1].tolist(), ptr[1:].tolist())]
        return out

    def coded_many(self, texts: Iterable[str], block: int = 256) -> list[PieceCodes]:
        """The tokens of each of ``texts`` as codes of groups (:class:`PieceCodes`), consecutive texts in each
        part, the groups end to end those of :meth:`grouped`. The texts are read ``block`` at a time (see
        :meth:`_coded_block`); a new part begins where the tokenizer has remembered too many pieces and starts
        again."""
        texts = list(texts)
        parts: list[PieceCodes] = []
        collecting = gc.isenabled()
        known, extra, codes, counts = self._known(), [], [], []
        for start in range(0, len(texts), block):
            if collecting:  # a block makes many lists and tuples, none in a cycle: the collector's passes are wasted
                gc.disable()
            try:
                block_codes, block_counts = self._coded_block(known, texts[start:start + block], extra)
            finally:
                if collecting:
                    gc.enable()
            codes.append(block_codes)
            counts.append(block_counts)
            if len(known.pieces) > MAX_PIECES and start + block < len(texts):
                parts.append(_part(known, extra, codes, counts))
                known, extra, codes, counts = self._known(), [], [], []
        parts.append(_part(known, extra, codes, counts))
        return parts

    def _coded_block(self, known: _Pieces, part: list[str],
                     extra: list[tuple[str, ...]]) -> tuple[np.ndarray, np.ndarray]:
        """The codes of the texts of ``part`` end to end, and how many each has. A group made here (a number
        joined to its unit, a text read whole) is appended to ``extra`` and coded ``-1 - its place``.

        A text is split and its pieces looked up at once (``-1`` where new), the new ones numbered (in a table of
        the block's new pieces, quick to look up in while they are at hand) and the rest dropped, so that the next
        text's pieces take their place in memory, where they are quick to read. The new pieces of all texts are
        then learned together and their codes set in one pass (no text is looked up twice); only the texts
        holding a marked piece (a unit, a CamelCase identifier), found from the codes, are assembled one by one,
        from their own codes (a number ending one text never reaches the unit that begins the next)."""
        by_pieces, get = list(map(self._readable_by_pieces, part)), known.code.get
        found: list[int] = []  # the codes of all pieces, -1 for those new
        new: dict[str, int] = {}  # each new piece, and the number it was given where it first occurred
        numbers: list[int] = []  # the number of the new piece at each -1 of ``found``, in order
        number = new.setdefault
        given = count()
        counts: list[int] = []
        for text, readable in zip(part, by_pieces):
            pieces = text.split() if readable else []
            codes = list(map(get, pieces, repeat(_NEW)))
            if _NEW in codes:
                numbers += map(number, compress(pieces, map(is_, codes, repeat(_NEW))), given)
            found += codes
            counts.append(len(codes))
        codes = np.fromiter(found, dtype=np.int64, count=len(found))
        if new:
            learned = np.zeros(next(given), dtype=np.int64)  # the code of each number given first
            learned[np.fromiter(new.values(), dtype=np.int64, count=len(new))] = self._learn(known, list(new))
            codes[codes < 0] = learned[np.fromiter(numbers, dtype=np.int64, count=len(numbers))]
        ptr = np.zeros(len(part) + 1, dtype=np.int64)
        np.cumsum(counts, out=ptr[1:])
        marks = np.frombuffer(bytes(known.marks), dtype=np.bool_)  # a copy: another thread may append to them
        at = np.flatnonzero(marks[codes])  # the marked pieces
        owner = np.searchsorted(ptr, at, side="right") - 1  # the text of each
        marked, first = np.unique(owner, return_index=True)
        # the codes of each text coded one by one, by its place in ``part``: those holding a marked piece, those
        # read whole
        coded: dict[int, list[int]] = {}
        for i, places in zip(marked.tolist(), np.split(at - ptr[owner], first[1:])):
            pieces = codes[ptr[i]:ptr[i + 1]].tolist()
            assembled = self._assemble(known, pieces, places.tolist(), extra)
            if assembled is not pieces:  # most hold a unit with no number before it, and no CamelCase identifier
                coded[i] = assembled
        for i in compress(range(len(part)), map(not_, by_pieces)):
            extra.append(tuple(self._whole(part[i])))
            coded[i] = [-len(extra)]
        if coded:  # their codes in place of those of their pieces
            ptr, segments, last = ptr.tolist(), [], 0
            for i in sorted(coded):
                segments += [codes[last:ptr[i]], np.array(coded[i], dtype=np.int64)]
                last = ptr[i + 1]
                counts[i] = len(coded[i])
            codes = np.concatenate(segments + [codes[last:]])
        return codes, np.array(counts, dtype=np.int64)

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
        if settings[0] is not self._stem or settings[1] is not self.stopwords or len(self._pieces.pieces) > MAX_PIECES:
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
                if previous_number is not None and token in UNIT_TOKENS:
                    tokens.append(previous_number + token)
                if self._stem is not None and token.isalpha() and token.isascii():
                    token = self._stem(token)
            tokens.append(token)
            previous_number = token if kind in ("word", "num") and _is_number(token) else None
        return tokens, previous_number

    def _by_pieces(self, pieces: list[str]) -> list[tuple[str, ...]]:
        """The tokens of the text of ``pieces`` (split at whitespace; no rule reaches across it), in groups."""
        known = self._known()
        code = known.code.__getitem__
        try:
            codes = list(map(code, pieces))
        except KeyError:
            self._learn(known, _unknown(known, pieces))
            codes = list(map(code, pieces))
        marked = known.marked
        at = [] if marked.isdisjoint(pieces) else list(compress(range(len(pieces)), map(marked.__contains__, pieces)))
        extra: list[tuple[str, ...]] = []
        distinct, place = known.distinct, known.group_index
        return [distinct[place[c]] if c >= 0 else extra[-1 - c] for c in self._assemble(known, codes, at, extra)]

    def _assemble(self, known: _Pieces, codes: list[int], at: list[int], extra: list[tuple[str, ...]]) -> list[int]:
        """The codes of the groups of tokens of a text, ``codes`` those of its pieces, ``at`` the places of
        those marked: those, a number and the unit after it joined (a group appended to ``extra``, coded
        ``-1 - its place``), and the parts of CamelCase identifiers after them (``codes`` itself where these change
        nothing). The pieces are read from their codes, so that a text need not keep its pieces for this."""
        if not at:
            return codes
        piece, camel = known.pieces, known.camel
        words = [word for i in at if piece[codes[i]] in camel for word in camel[piece[codes[i]]]]
        if words:  # known: learned with the identifier
            start = len(codes)
            codes = codes + list(map(known.code.__getitem__, words))
            at = at + [start + i for i, word in enumerate(words) if word in known.marked]
        unit, number, silent = known.unit, known.number, known.silent
        distinct, place = known.distinct, known.group_index
        joined = []  # set after all are found: the pieces before a unit are read from their codes
        for i in at:
            if i and piece[codes[i]] in unit:
                j = i - 1
                while j > 0 and piece[codes[j]] in silent:
                    j -= 1
                if piece[codes[j]] in number:
                    joined.append((i, (number[piece[codes[j]]] + unit[piece[codes[i]]],) + distinct[place[codes[i]]]))
        if joined and not words:
            codes = codes[:]
        for i, group in joined:
            extra.append(group)
            codes[i] = -len(extra)
        return codes

    def _learn(self, known: _Pieces, new: list[str]) -> np.ndarray:
        """Read ``new``, pieces not known (each once), each alone, and remember what the text around it needs to
        know; the code of each. (A piece another thread learned meanwhile is learned again: its codes old and new
        are as good.)"""
        if not new:
            return np.zeros(0, dtype=np.int64)
        # copies side by side in memory: the pieces a text was split into lie among all its others, and every
        # lookup of a piece from then on reads the one remembered
        blob = "\n".join(new)
        copies = blob.split("\n")
        # most pieces are ASCII that only lower-casing changes; the rest normalised together (none of the rules
        # reaches across a line), unless a piece's NFKC form has a line break
        texts = blob.lower().split("\n")
        odd, cased = _marked_pieces(blob)
        if odd:
            rest = normalise("\n".join(map(new.__getitem__, odd))).split("\n")
            if len(rest) != len(odd):
                rest = [normalise(new[i]) for i in odd]
            for i, text in zip(odd, rest):
                texts[i] = text
        # a normalised piece has the tokens of its core: characters that no token holds, around it, change none
        cores = list(map(str.strip, texts, repeat(_INERT)))
        fresh = list(set(cores).difference(known.core_group))
        if fresh:
            self._read_cores(known, fresh)
        marks = bytearray(len(copies))  # units and CamelCase identifiers
        special = known.core_special
        if not special.isdisjoint(cores):
            unit, number, silent = known.core_unit, known.core_number, known.core_silent
            for i in compress(range(len(cores)), map(special.__contains__, cores)):
                piece, core = copies[i], cores[i]
                if core in unit:
                    known.unit[piece] = unit[core]
                    known.marked.add(piece)
                    marks[i] = 1
                if core in number:
                    known.number[piece] = number[core]
                if core in silent:
                    known.silent.add(piece)
        # CamelCase: six letters or more, a capital after a small letter or two before one (not BIB, Cells, cells);
        # its words learned first, so that a text holding it finds them known (none of them is CamelCase)
        words: list[str] = []
        for i in cased:
            piece = copies[i]
            parts = _camel_parts(piece) if len(piece) >= 6 and not piece.istitle() and not piece.isupper() else None
            if parts:
                known.camel[piece] = tuple(word for part in parts for word in part)
                known.marked.add(piece)
                marks[i] = 1
                words += known.camel[piece]
        self._learn(known, _unknown(known, words))
        places = list(map(known.core_group.__getitem__, cores))
        with known.appending:
            first = len(known.pieces)
            known.group_index += places
            known.pieces += copies
            known.marks += marks
            known.code.update(zip(copies, range(first, first + len(copies))))  # last: a piece there is known whole
        return np.arange(first, first + len(new), dtype=np.int64)

    def _read_cores(self, known: _Pieces, cores: list[str]) -> None:
        """Read the cores of pieces (normalised, stripped of characters no token holds): their tokens, the unit
        the first is, the number the last is, none at all."""
        stopwords, stem, unit, number = self.stopwords, self._stem, known.core_unit, known.core_number
        alone = list(map(str.isalpha, cores))
        # one word (most pieces): the word, stemmed where it is ASCII
        words = list(compress(cores, alone))
        for word in UNIT_TOKENS.intersection(words).difference(stopwords):
            unit[word] = word
        dropped = list(filter(stopwords.__contains__, words))
        if stem is None:
            read: dict[str, tuple[str, ...]] = dict(zip(words, zip(words)))
        else:  # ASCII words stemmed, others kept as they are
            ascii_words = list(filter(str.isascii, words))
            read = dict(zip(ascii_words, zip(self._stem_all(ascii_words))))
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
        split = list(map(_WORD_JOINS.split, compress(rest, joined)))
        stems = self._stems(chain.from_iterable(split))
        for core, parts in zip(compress(rest, joined), split):
            read[core] = tuple(map(stems.__getitem__, filterfalse(stopwords.__contains__, parts)))
            if parts[0] in UNIT_TOKENS and parts[0] not in stopwords:
                unit[core] = parts[0]
        together: dict[str, list[str]] = {}  # words and numbers joined: read last, their words stemmed together
        for core in compress(rest, map(not_, joined)):
            if core[-1:] == "%" and _NUMBER.fullmatch(core, 0, len(core) - 1):
                read[core] = (core,)  # a percentage: one token
            elif not core.isascii() and (parts := _words(core)) is not None:  # ASCII ones were read above
                # words of letters joined by hyphens (no charge: a letter after each sign) or by characters
                # no token holds: these words, and no number
                kept = filterfalse(stopwords.__contains__, parts)
                read[core] = tuple(kept if stem is None else (stem(word) if word.isascii() else word for word in kept))
                if parts[0] in UNIT_TOKENS and parts[0] not in stopwords:
                    unit[core] = parts[0]
            elif _JOINED.fullmatch(core) and not _DIGIT_E.search(core):
                # words and numbers joined by signs that no token holds (9.9-9.9, il-23, p<0.05): the token
                # pattern finds each alone, no charge, no exponent
                together[core] = _JOINED_PART.findall(core)
            else:
                found, ends_with = self._scan(core)
                read[core] = tuple(found)
                first = _TOKEN.search(core)
                if first is None:
                    known.core_silent.add(core)
                    continue
                token = first.group(first.lastgroup)
                if first.lastgroup == "word" and token not in stopwords and token in UNIT_TOKENS:
                    unit[core] = token
                if ends_with is not None:
                    number[core] = ends_with
        stems = self._stems(filter(str.isalpha, chain.from_iterable(together.values())))
        for core, parts in together.items():
            found, ends_with = self._read_parts(parts, stems)
            read[core] = tuple(found)
            if parts[0] in UNIT_TOKENS and parts[0] not in stopwords:
                unit[core] = parts[0]
            if ends_with is not None:
                number[core] = ends_with
        known.core_special.update(filter(unit.__contains__, cores), filter(number.__contains__, cores),
                                  filter(known.core_silent.__contains__, cores))
        with known.appending:
            first = len(known.distinct)
            known.distinct += read.values()
            known.core_group.update(zip(read, range(first, first + len(read))))  # last: a core there is known whole

    def _read_parts(self, parts: list[str], stems: dict[str, str]) -> tuple[list[str], Optional[str]]:
        """What :meth:`_scan` finds in words and numbers joined as :data:`_JOINED` joins them: each part a
        token (a plain word as ``stems`` stems it, a stop word dropped), a number and a unit after it also
        joined."""
        tokens: list[str] = []
        previous: Optional[str] = None
        stopwords, stemmed = self.stopwords, stems.get
        for part in parts:
            if part in stopwords:
                previous = None
                continue
            if previous is not None and part in UNIT_TOKENS:
                tokens.append(previous + part)
            tokens.append(stemmed(part, part))  # a number as it is
            previous = part if _is_number(part) else None
        return tokens, previous

    def _stem_all(self, words: list[str]) -> list[str]:
        """The stem of each of ``words`` (ASCII), in one call where the stemmer takes many (PyStemmer)."""
        stem = self._stem
        if stem is None:
            return words
        many = getattr(getattr(stem, "__self__", None), "stemWords", None)
        return many(words) if many is not None else list(map(stem, words))

    def _stems(self, words: Iterable[str]) -> dict[str, str]:
        """Each of ``words`` (ASCII letters) but the stop words, and its stem (itself without a stemmer)."""
        words = list(set(words).difference(self.stopwords))
        return dict(zip(words, self._stem_all(words)))

    def __repr__(self) -> str:
        return f"PhysicsTokenizer(stem={self.stem})"


_ASCII_WORDS = re.compile("[A-Za-z]+(?:(?:-|[" + re.escape(_INERT) + "]+)[A-Za-z]+)*")
_WORD_JOINS = re.compile("-|[" + re.escape(_INERT) + "]+")
#: ASCII words and numbers (``il``, ``23``, ``9.9``, ``a.9``) joined by runs of signs no token holds, a hyphen
#: only at a run's end, so that the part after it begins with a letter or digit and no charge (``e-``) forms
_JOINED_PART = re.compile(r"[a-z0-9]+(?:\.[0-9]+)*")
_JOINED = re.compile(r"[a-z0-9]+(?:\.[0-9]+)*(?:(?:[/,=:;()\[\]'\"<>|&*#@!?·—–∶×±→]+-?|-)[a-z0-9]+(?:\.[0-9]+)*)*")
#: :func:`_marked_pieces` reads each byte by its kind, and each two side by side by the kind of the pair
_OTHER, _BEYOND_ASCII, _DIGIT, _SMALL, _SMALL_E, _CAPITAL, _CAPITAL_E, _LOW_LINE, _BRACE = range(9)
#: a pair's kind, in bits: an exponent or ``_{``; a small letter then a capital; two capitals; a capital then a
#: small letter (``[A-Z]{2}[a-z]`` is two capitals, then a capital and a small letter)
_ODD_PAIR, _CAMEL_PAIR, _CAPITALS, _CAPITAL_SMALL = 1, 2, 4, 8


def _byte_kinds() -> tuple[np.ndarray, np.ndarray]:
    """The kind of each byte, and of each pair of byte kinds (``first * 9 + second``)."""
    kinds = np.full(256, _OTHER, dtype=np.uint8)
    kinds[0x80:] = _BEYOND_ASCII
    kinds[ord("0"):ord("9") + 1] = _DIGIT
    kinds[ord("a"):ord("z") + 1] = _SMALL
    kinds[ord("A"):ord("Z") + 1] = _CAPITAL
    kinds[[ord("e"), ord("E"), ord("_"), ord("{")]] = [_SMALL_E, _CAPITAL_E, _LOW_LINE, _BRACE]
    smalls, capitals = [_SMALL, _SMALL_E], [_CAPITAL, _CAPITAL_E]
    pairs = np.zeros((9, 9), dtype=np.uint8)
    pairs[_DIGIT, [_SMALL_E, _CAPITAL_E]] |= _ODD_PAIR
    pairs[_LOW_LINE, _BRACE] |= _ODD_PAIR
    pairs[np.ix_(smalls, capitals)] |= _CAMEL_PAIR
    pairs[np.ix_(capitals, capitals)] |= _CAPITALS
    pairs[np.ix_(capitals, smalls)] |= _CAPITAL_SMALL
    return kinds, pairs.ravel()


_BYTE_KIND, _PAIR_KIND = _byte_kinds()


def _unknown(known: _Pieces, pieces: list[str]) -> list[str]:
    """Those of ``pieces`` not known yet, each once."""
    return list(filterfalse(known.code.__contains__, dict.fromkeys(pieces)))


def _part(known: _Pieces, extra: list[tuple[str, ...]], codes: list[np.ndarray],
          counts: list[np.ndarray]) -> PieceCodes:
    """The texts of ``codes`` (blocks of them end to end, ``counts`` the codes of each text, coded as
    :meth:`PhysicsTokenizer._coded_block` codes them) as :class:`PieceCodes`: each piece's code is that of its
    group among ``known.distinct``, ``extra`` after these."""
    places = np.array(known.group_index, dtype=np.int64)  # before ``distinct``: its groups are there already
    groups = known.distinct[:]
    # a code -1 - k (``extra[k]``) reads the table from its end: the places of ``extra`` are there, last first
    table = np.concatenate([places, np.arange(len(groups) + len(extra) - 1, len(groups) - 1, -1, dtype=np.int64)])
    counts = np.concatenate(counts) if counts else np.zeros(0, dtype=np.int64)
    ptr = np.zeros(len(counts) + 1, dtype=np.int64)
    np.cumsum(counts, out=ptr[1:])
    flat = table[np.concatenate(codes)] if codes else np.zeros(0, dtype=np.int64)
    return PieceCodes(groups + extra, flat, ptr)


def _marked_pieces(blob: str) -> tuple[list[int], list[int]]:
    """The places of the pieces joined by line breaks in ``blob`` that :func:`normalise` may change beyond
    lower-casing (a character beyond ASCII, an exponent: a digit before ``e`` or ``E``, ``_{``), and of those that may
    hold a CamelCase identifier (a capital after a small letter or two before one), found in the bytes of ``blob``
    all at once (a regular expression reading them took five times as long)."""
    raw = np.frombuffer(blob.encode("utf-8", "surrogatepass"), dtype=np.uint8)
    kinds = _BYTE_KIND[raw]
    pairs = kinds[:-1] * np.uint8(9)  # a byte's kind and the next's, as one number
    pairs += kinds[1:]
    pair_kinds = _PAIR_KIND[pairs]
    odd = np.concatenate([np.flatnonzero(kinds == _BEYOND_ASCII), np.flatnonzero(pair_kinds & _ODD_PAIR)])
    camel = (pair_kinds & _CAMEL_PAIR).astype(bool)
    camel[:-1] |= (pair_kinds[:-1] & _CAPITALS).astype(bool) & (pair_kinds[1:] & _CAPITAL_SMALL).astype(bool)
    lines = np.flatnonzero(raw == 10)
    return (np.unique(np.searchsorted(lines, odd)).tolist(),
            np.unique(np.searchsorted(lines, np.flatnonzero(camel))).tolist())


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
