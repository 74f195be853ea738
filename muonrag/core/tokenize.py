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

import re
import unicodedata
from functools import lru_cache
from typing import Callable, Iterable, Optional

from muonrag.core.numbers import normalise_numbers

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


def normalise(text: str) -> str:
    """Unify the many ways of writing the same symbol, then lower-case."""
    text = unicodedata.normalize("NFKC", normalise_numbers(text))
    text = text.replace("\\sqrt{s}", "√s").replace("\\sqrt s", "√s")
    if "\\" in text or "~" in text:
        text = _LATEX_TEXT.sub(r"\1", text)
        text = _LATEX_SPACE.sub(" ", text)
        text = _LATEX_GREEK.sub(lambda m: _GREEK[m.group(1)], text)
    text = _BRACED_SUBSCRIPT.sub(r"_\1", text)
    # particle charges written as superscripts: μ^+ μ^- -> μ+μ-
    text = _CHARGE_SUPERSCRIPT.sub(r"\1", text)
    text = _CHARGE_GAP.sub("", text)
    return text.lower()


@lru_cache(maxsize=1)
def _stemmer() -> Optional[Callable[[str], str]]:
    try:
        import Stemmer  # PyStemmer
    except ImportError:  # pragma: no cover - installed with the package
        return None
    return Stemmer.Stemmer("english").stemWord


class PhysicsTokenizer:
    """Callable turning text into BM25 tokens (see the module docstring).

    Args:
        stem: stem plain alphabetic words with the Snowball English stemmer.
        stopwords: words to drop; defaults to a short English list.
    """

    def __init__(self, stem: bool = True, stopwords: Optional[Iterable[str]] = None):
        self.stem = stem
        self.stopwords = STOPWORDS if stopwords is None else frozenset(stopwords)
        self._stem = _stemmer() if stem else None

    def __call__(self, text: str) -> list[str]:
        # CamelCase identifiers (BIBUtils, MuonCVXDDigitiser) also count as their parts.
        parts = [" ".join(p) for p in (_CAMEL_PART.findall(m.group(0)) for m in _CAMEL.finditer(text)) if min(map(len, p)) > 1]
        if parts:
            text = text + "\n" + "\n".join(parts)
        tokens: list[str] = []
        previous_number: Optional[str] = None
        for match in _TOKEN.finditer(normalise(text)):
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
        return tokens

    def __repr__(self) -> str:
        return f"PhysicsTokenizer(stem={self.stem})"


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
