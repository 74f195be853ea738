r"""One normal form for numbers written with exponents, shared by indexing, queries and grounding.

Physics text writes the same number many ways: ``10^{15}`` (LaTeX), ``10^15``
(what the PDF reader makes of a raised ``15``), ``10¹⁵`` (Unicode), ``1e15``,
``1E+15`` and ``1 × 10^{15}``. :func:`normalise_numbers` rewrites all of them
as one plain token, so that the BM25 index, the query tokenizer and the
number matcher of the grounding see the same thing: a power of ten is
``10^N``, any other mantissa is written ``Me N`` without a space:

==============================================  ==============
written                                         normal form
==============================================  ==============
``10^{15}``, ``10^15``, ``10¹⁵``, ``1e15``,     ``10^15``
``1E+15``, ``1 × 10^{15}``
``1.5 \times 10^{-3}``, ``1.5e-03``             ``1.5e-3``
``cm^{-2}``, ``cm⁻²``, ``cm^−2``                ``cm^-2``
``2^{10}`` (a base other than ten)              ``2^10``
==============================================  ==============

Only the spelling changes; letters are left in their case.
"""

from __future__ import annotations

import re

#: Ordinal words and the positions they name ("the first layer" is "layer 1").
ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
            "ninth": 9, "tenth": 10}
#: Superscript digits and signs as their plain forms (a ``str.translate`` table).
SUPERSCRIPT_DIGITS = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻", "0123456789+-")
#: Minus signs and dashes read as a minus (a ``str.translate`` table).
MINUS_SIGNS = str.maketrans({"−": "-", "–": "-", "‐": "-"})
_UNICODE_POWER = re.compile(r"[⁺⁻]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+|[⁺⁻](?![⁰¹²³⁴⁵⁶⁷⁸⁹])")
_BRACED_POWER = re.compile(r"\^\s*\{\s*([+-]?)\s*(\d+|[+-]?)\s*\}")
_TIMES_TEN = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)\s*(?:×|\\times|\*|·|(?<=\s)x(?=\s))\s*10\s*\^\s*([+-]?)(\d+)")
_BARE_TEN = re.compile(r"(?<![\w.^])10\s*\^\s*([+-]?)(\d+)(?![\d.])")
_E_NOTATION = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)[eE]([+-]?)(\d+)(?![\w.])")
_POWER = re.compile(r"\^\s*([+-]?)0*(\d)")


def normalise_numbers(text: str) -> str:
    """``text`` with every power of ten in the normal form above, and other exponents as ``^-2``."""
    text = _UNICODE_POWER.sub(lambda m: "^" + m.group(0).translate(SUPERSCRIPT_DIGITS), text)
    text = text.translate(MINUS_SIGNS)
    text = _BRACED_POWER.sub(lambda m: "^" + m.group(1) + m.group(2), text)
    text = _TIMES_TEN.sub(lambda m: _scientific(m.group(1), m.group(2), m.group(3)), text)
    text = _BARE_TEN.sub(lambda m: _scientific("1", m.group(1), m.group(2)), text)
    text = _E_NOTATION.sub(lambda m: _scientific(m.group(1), m.group(2), m.group(3)), text)
    return _POWER.sub(r"^\1\2", text)


def _scientific(mantissa: str, sign: str, exponent: str) -> str:
    """``10^exponent`` for a mantissa of one, else ``mantissa``e``exponent``; without a ``+``,
    leading zeros or trailing fraction zeros."""
    if "." in mantissa:
        mantissa = mantissa.rstrip("0").rstrip(".")
    exponent = exponent.lstrip("0") or "0"
    sign = "-" if sign == "-" and exponent != "0" else ""
    return f"10^{sign}{exponent}" if mantissa == "1" else f"{mantissa}e{sign}{exponent}"
