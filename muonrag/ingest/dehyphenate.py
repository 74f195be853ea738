"""Joining words that typesetting broke at a line end, keeping the hyphens that belong to the word.

TeX breaks ``originates`` as ``orig-`` / ``inates`` and ``double-layer`` as
``double-`` / ``layer``; in the PDF both look alike. The decision, for a line
ending in ``left-`` and a next line starting with ``right``, follows what is
known about the words, most specific first:

1. ``right`` starts with a capital or a digit, or ``left`` has one letter
   (TeX never leaves fewer than two letters before a break): keep the hyphen
   (``Monte-Carlo``, ``X-ray``).
2. The document writes ``leftright`` elsewhere in one piece: join.
3. The document writes ``left-right`` elsewhere within a line: keep.
4. ``leftright`` (or it less a plural or verb ending) is an English word: join.
5. ``left`` and ``right`` are each English words: keep (``beam-induced``).
6. Otherwise ``right`` is a word fragment (``inates``, ``ficiency``): join.

"English word" means a whole word of the embedding model's word-piece
vocabulary (about 20,000 words, bundled and read offline) or one of a few
physics words it lacks (:data:`PHYSICS_WORDS`).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable
from functools import lru_cache

_WORD = re.compile(r"[A-Za-z]+")
_BROKEN_END = re.compile(r"([A-Za-z]+)[-\u00ad\u2010]$")
_CONTINUATION = re.compile(r"^([A-Za-z]+)([.,;:!?)\]]*)")
_HYPHENATED = re.compile(r"\b([A-Za-z]+)-([A-Za-z]+)\b")
_ENDINGS = ("s", "es", "ed", "d", "ing", "ly", "al")
# Physics words the general vocabulary lacks, so that "top-quark" or "muon-decay" keep their hyphen.
PHYSICS_WORDS = frozenset("""
    quark lepton hadron boson gluon muon neutrino pion kaon fermion meson baryon positron antimuon antiquark
    collider calorimeter calorimetry luminosity nozzle solenoid dipole quadrupole sextupole tungsten silicon
    pixel tracker vertex dosimetry fluence cryogenic superconducting undulator linac synchrotron cyclotron
    beamline beamstrahlung bremsstrahlung hadronic leptonic electroweak multiboson diboson triboson
    emittance unitarity ionization ev kev mev gev tev
    """.split())


@lru_cache(maxsize=1)
def english_words() -> frozenset[str]:
    """Whole lower-case words of the bundled word-piece vocabulary (empty if it cannot be read)."""
    try:
        from muonrag.core.models import bundled_model_path, tokenizer_file

        vocab = json.loads(open(tokenizer_file(bundled_model_path()), encoding="utf-8").read())["model"]["vocab"]
    except Exception:  # no bundled model: rules 2, 3 and 6 still apply
        return PHYSICS_WORDS
    return PHYSICS_WORDS | frozenset(w for w in vocab if w.isalpha() and w.isascii() and w.islower() and len(w) > 1)


def dehyphenate_lines(lines: list[str], lexicon: Iterable[str] | None = None) -> list[str]:
    """``lines`` with words broken at line ends joined (see the module docstring).

    The whole word, joined or with its hyphen, ends the earlier line; its second half
    leaves the next line. Lines stay as many as they were (one may become empty).
    """
    words = english_words() if lexicon is None else frozenset(lexicon)
    text = "\n".join(lines)
    seen = {w.lower() for w in _WORD.findall(re.sub(r"[A-Za-z]+[-\u00ad\u2010]\n[a-z]+", " ", text))}
    hyphenated = {f"{a}-{b}".lower() for line in lines for a, b in _HYPHENATED.findall(line)}
    decide = _decider(seen, hyphenated, words)
    out = list(lines)
    for i in range(len(out) - 1):
        end = _BROKEN_END.search(out[i].rstrip())
        nxt = out[i + 1].lstrip()
        start = _CONTINUATION.match(nxt)
        if not end or not start:
            continue
        left, right = end.group(1), start.group(1)
        moved = start.group(0)
        # either way the whole word ends the earlier line: "originates", or "double-layer" with its hyphen
        out[i] = out[i].rstrip()[:-1] + moved if decide(left, right) else out[i].rstrip() + moved
        out[i + 1] = nxt[len(moved):].lstrip()
    return out


def _decider(seen: set[str], hyphenated: set[str], words: frozenset[str]) -> Callable[[str, str], bool]:
    def known(word: str) -> bool:
        return word in words or any(word.endswith(e) and word[: -len(e)] in words for e in _ENDINGS)

    def join(left: str, right: str) -> bool:
        if len(left) < 2 or not right[0].islower():
            return False
        joined = (left + right).lower()
        if joined in seen:
            return True
        if f"{left}-{right}".lower() in hyphenated:
            return False
        if known(joined):
            return True
        return not (known(left.lower()) and known(right.lower()) and len(right) >= 3)

    return join


def dehyphenate(text: str, lexicon: Iterable[str] | None = None) -> str:
    """:func:`dehyphenate_lines` over the lines of ``text``."""
    return "\n".join(dehyphenate_lines(text.split("\n"), lexicon))
