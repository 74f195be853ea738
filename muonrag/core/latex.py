r"""Inline LaTeX math, as text converted from papers leaves it, read as the plain text it shows.

Converters of arXiv sources and PDFs write ``$\sqrt{s} = 10$ TeV``, ``$10^{34}\,\mathrm{cm^{-2}s^{-1}}$``,
``fb$^{-1}$`` or ``$\sim 5\%$``. A reader sees "√s = 10 TeV", "10^34 cm^-2 s^-1", "fb^-1" and "~ 5%", and so
must the checker: :func:`inline_math_as_text` rewrites each ``$...$`` span that holds LaTeX (a backslash, a
brace, ``^`` or ``_``) in those terms. A dollar sign of a price (``$5 to $10``) holds none and stays.
"""

from __future__ import annotations

import re

#: LaTeX's Greek letters and the characters they write.
GREEK = {
    "alpha": "α", "beta": "β", "gamma": "γ", "delta": "δ", "epsilon": "ε", "eta": "η", "theta": "θ",
    "kappa": "κ", "lambda": "λ", "mu": "μ", "nu": "ν", "pi": "π", "rho": "ρ", "sigma": "σ", "tau": "τ",
    "phi": "φ", "chi": "χ", "psi": "ψ", "omega": "ω", "Gamma": "Γ", "Delta": "Δ", "Lambda": "Λ", "Sigma": "Σ",
    "Omega": "Ω",
}
_SYMBOLS = {
    "%": "%", ",": " ", ";": " ", ":": " ", "!": "", " ": " ", "times": "×", "cdot": "·", "pm": "±", "mp": "∓",
    "sim": "~", "approx": "≈", "simeq": "≃", "lesssim": "≲", "gtrsim": "≳", "leq": "≤", "le": "≤", "geq": "≥",
    "ge": "≥", "ll": "≪", "gg": "≫", "neq": "≠", "to": "→", "rightarrow": "→", "infty": "∞", "circ": "°",
    "degree": "°", "prime": "′", "quad": " ", "qquad": " ", "ell": "ℓ", "varepsilon": "ε", "varphi": "φ",
    **GREEK,
}
#: LaTeX commands that set their argument as text or in a font ("\\mathrm{cm}" shows "cm"); the tokenizer reads the first six
TEXT_COMMANDS = ("mathrm", "text", "textrm", "mbox", "rm", "mathit",
                 "mathcal", "mathbf", "boldsymbol", "textit", "it", "bf")
_MATH = re.compile(r"\$([^$\n]{1,200})\$")
_LATEX_SIGN = re.compile(r"[\\{}^_]")
_WRAPPER = re.compile(r"\\(?:" + "|".join(TEXT_COMMANDS) + r")\s*\{([^{}]*)\}")
_SQRT = re.compile(r"\\sqrt\s*\{([^{}]*)\}|\\sqrt\s*(\w)")
_COMMAND = re.compile(r"\\([A-Za-z]+|[%,;:! ])")
_BRACED = re.compile(r"([\^_])\{([^{}]*)\}")
#: a power glued to the unit after it ("cm^-2s^-1"): the power ends where the next unit begins
_POWER_THEN_UNIT = re.compile(r"(\^[-+−]?\d+)(?=[A-Za-zμ])")


def _math(match: re.Match) -> str:
    body = match.group(1)
    if not _LATEX_SIGN.search(body):
        return match.group(0)
    for _ in range(3):  # powers inside wrappers inside wrappers, from the inside out
        body = _BRACED.sub(lambda m: m.group(1) + m.group(2).strip(), body)
        body = _WRAPPER.sub(r"\1", body)
    body = _SQRT.sub(lambda m: "√" + (m.group(1) or m.group(2)).strip(), body)
    body = _COMMAND.sub(lambda m: _SYMBOLS.get(m.group(1), m.group(0)), body)
    body = _BRACED.sub(lambda m: m.group(1) + m.group(2).strip(), body)
    body = body.replace("{", "").replace("}", "").replace("^°", "°")
    return _POWER_THEN_UNIT.sub(r"\1 ", " ".join(body.split()))


def inline_math_as_text(text: str) -> str:
    """``text`` with each inline math span that holds LaTeX written as the text it shows (see the module docstring);
    a span glued to a unit before or after it stays glued ("fb$^{-1}$" is "fb^-1")."""
    if "$" not in text:
        return text
    read = _MATH.sub(_math, text)
    return text if read == text else _POWER_THEN_UNIT.sub(r"\1 ", read)
