r"""LaTeX source as it is typeset: text that never reaches the page is not indexed.

A planted instruction can sit where the PDF shows nothing: in a ``%`` comment,
in a branch TeX skips (``\iffalse ... \fi``, the ``\else`` of ``\iftrue``, a
``\newif`` conditional that is false), in a ``comment`` environment (or one
declared with ``\excludecomment``), in white text (``\textcolor{white}{...}``,
``{\color{white} ...}``, a colour defined as white) or in a ``\phantom``.
:func:`visible_latex` removes all of them. Each pass reads the source once.
"""

from __future__ import annotations

import re
from typing import Optional

_COMMENT = re.compile(r"(?<!\\)((?:\\\\)*)%.*")
# TeX's own conditionals: skipped text counts them to find its \fi.
_PRIMITIVE_IFS = frozenset({
    "if", "ifcat", "ifnum", "ifdim", "ifodd", "ifvmode", "ifhmode", "ifmmode", "ifinner", "ifvoid", "ifhbox", "ifvbox",
    "ifx", "ifeof", "iftrue", "iffalse", "ifcase", "ifdefined", "ifcsname", "iffontchar", "ifincsname",
    "ifpdfprimitive", "ifpdfabsnum", "ifpdfabsdim", "ifabsnum", "ifabsdim",
})
_CONDITIONAL = re.compile(
    r"\\newif\s*\\if(?P<declared>[A-Za-z@]+)"
    r"|\\(?P<word>if[A-Za-z@]*|fi|else|or)(?![A-Za-z@])(?P<brace>(?=\s*\{))?"
    r"|\\(?P<name>[A-Za-z@]+?)(?P<value>true|false)(?![A-Za-z@])"
)
_EXCLUDED_COMMENT = re.compile(r"\\excludecomment\s*\{\s*([A-Za-z@*]+)\s*\}")
_DEFINE_COLOUR = re.compile(r"\\definecolor\s*\{([^{}]+)\}\s*\{([^{}]+)\}\s*\{([^{}]+)\}|\\colorlet\s*\{([^{}]+)\}\s*\{([^{}]+)\}")
_COLOUR = re.compile(r"\\(?P<command>textcolor|color)(?![A-Za-z@])\s*(?:\[(?P<model>[^\]]*)\])?\s*\{(?P<spec>[^{}]*)\}"
                     r"|\\(?:h|v)?phantom\s*(?=\{)")
_BRACE = re.compile(r"\s*\{")
_GROUP_TOKEN = re.compile(r"\\.|[{}]", re.S)
_SCOPE_TOKEN = re.compile(r"\\(?:begin|end)\s*\{[^{}]*\}|\\color(?![A-Za-z@])|\\.|[{}]", re.S)
#: A colour whose every component is this close to white is not readable on a white page.
WHITE_TOLERANCE = 0.05


def visible_latex(source: str) -> str:
    """``source`` without comments, skipped conditional branches, comment environments and invisible text."""
    return drop_invisible_text(drop_comment_environments(drop_false_conditionals(strip_comments(source))))


def strip_comments(source: str) -> str:
    """LaTeX source without its ``%`` comments (``\\%`` is a percent sign; ``\\\\%`` a line break, then a comment)."""
    return "\n".join(_COMMENT.sub(r"\1", line) for line in source.splitlines())


def drop_false_conditionals(source: str) -> str:
    r"""``source`` without the branches TeX skips: ``\iffalse A \else B \fi`` keeps ``B``, ``\iftrue A \else B \fi``
    keeps ``A``, and a ``\newif\ifdraft`` conditional follows its last ``\drafttrue`` or ``\draftfalse``.

    Conditionals whose value depends on the run (``\ifx``, ``\ifnum``, a
    package's ``\ifpdf``) keep both branches as they are, but are counted, as
    TeX counts them, so that the ``\fi`` closing an ``\iffalse`` is the right
    one. A name that takes braced arguments (``\ifthenelse{...}``, etoolbox's
    ``\ifstrequal{...}``) and the ``\iff`` arrow are not conditionals. A branch
    never closed runs to the end of the source.
    """
    declared: dict[str, bool] = {}
    frames: list[list] = []  # per open conditional: [value (None: unknown), in its \else branch]
    out: list[str] = []
    copied = 0
    for match in _CONDITIONAL.finditer(source):
        visible = all(value is None or value != in_else for value, in_else in frames)
        keep = visible
        word = match.group("word")
        if match.group("declared") and visible:
            declared[match.group("declared")] = False
        elif match.group("name") and visible and match.group("name") in declared:
            declared[match.group("name")] = match.group("value") == "true"
        elif word in ("fi", "else") and frames:
            keep = visible and frames[-1][0] is None
            if word == "fi":
                frames.pop()
            else:
                frames[-1][1] = True
        elif word and word not in ("fi", "else", "or") and _is_conditional(word, match.group("brace") is not None, declared):
            value = True if word == "iftrue" else False if word == "iffalse" else declared.get(word[2:])
            keep = visible and value is None
            frames.append([value, False])
        if visible:
            out.append(source[copied:match.start()])
        if keep:
            out.append(match.group(0))
        copied = match.end()
    if all(value is None or value != in_else for value, in_else in frames):
        out.append(source[copied:])
    return "".join(out)


def _is_conditional(word: str, braced: bool, declared: dict[str, bool]) -> bool:
    if word in _PRIMITIVE_IFS or word[2:] in declared:
        return True
    return word != "iff" and not braced


def drop_comment_environments(source: str) -> str:
    r"""``source`` without ``comment`` environments and those declared with ``\excludecomment{name}``
    (an environment never closed runs to the end of the source, as the ``comment`` package reads it)."""
    names = {"comment", *_EXCLUDED_COMMENT.findall(source)}
    environment = re.compile(r"\\begin\s*\{(" + "|".join(re.escape(n) for n in sorted(names)) + r")\}.*?(?:\\end\s*\{\1\}|\Z)",
                             re.S)
    return environment.sub("", source)


def drop_invisible_text(source: str) -> str:
    r"""``source`` without white text and phantoms: ``\textcolor{white}{...}`` and ``\phantom{...}`` go with
    their argument; ``\color{white}`` with the rest of its group or environment (up to the next ``\color``).

    A colour is white by name (``white``, or a name that ``\definecolor`` or
    ``\colorlet`` made white) or by value (``[rgb]{1,1,1}``, ``[gray]{1}``,
    ``[HTML]{FFFFFF}``, ``[cmyk]{0,0,0,0}``, within :data:`WHITE_TOLERANCE`).
    """
    whites = {"white"}
    for match in _DEFINE_COLOUR.finditer(source):
        if match.group(1) and _is_white(match.group(2), match.group(3), whites):
            whites.add(match.group(1).strip())
        elif match.group(4) and _is_white(None, match.group(5), whites):
            whites.add(match.group(4).strip())
    out: list[str] = []
    position = 0
    while (match := _COLOUR.search(source, position)) is not None:
        command = match.group("command")
        if command and not _is_white(match.group("model"), match.group("spec"), whites):
            out.append(source[position:match.end()])
            position = match.end()
            continue
        out.append(source[position:match.start()])
        if command == "color":
            position = _scope_end(source, match.end())
        else:
            brace = _BRACE.match(source, match.end())
            position = _group_end(source, brace.end() - 1) if brace else match.end()
    out.append(source[position:])
    return "".join(out)


def _is_white(model: Optional[str], spec: str, whites: set[str]) -> bool:
    """Whether a colour given by name (``model`` None) or by a model and its components is white."""
    spec = spec.strip()
    if model is None or not model.strip():
        return spec in whites
    model = model.strip()
    try:
        if model == "HTML":
            values = [int(spec[i:i + 2], 16) / 255 for i in range(0, 6, 2)] if len(spec) == 6 else []
        else:
            values = [float(v) for v in re.split(r"[,\s]+", spec) if v]
    except ValueError:
        return False
    scale = {"RGB": 255, "Gray": 15}.get(model, 1)  # xcolor's integer models
    values = [v / scale for v in values]
    if model.lower() == "cmyk":
        return len(values) == 4 and all(v <= WHITE_TOLERANCE for v in values)
    return model in ("rgb", "RGB", "HTML", "gray", "Gray") and bool(values) and all(v >= 1 - WHITE_TOLERANCE for v in values)


def _group_end(text: str, start: int) -> int:
    """The offset just after the brace group opening at ``start`` (the end of ``text`` if it never closes)."""
    depth = 0
    for token in _GROUP_TOKEN.finditer(text, start):
        if token.group(0) == "{":
            depth += 1
        elif token.group(0) == "}":
            depth -= 1
            if depth == 0:
                return token.end()
    return len(text)


def _scope_end(text: str, start: int) -> int:
    r"""Where a ``\color`` given at ``start`` stops: the ``}`` closing its group, the ``\end`` of its environment,
    or the next ``\color`` in the same group (the end of ``text`` if none comes)."""
    depth = 0
    environments = 0
    for token in _SCOPE_TOKEN.finditer(text, start):
        word = token.group(0)
        if word == "{":
            depth += 1
        elif word == "}":
            if depth == 0:
                return token.start()
            depth -= 1
        elif depth == 0 and word.startswith("\\begin"):
            environments += 1
        elif depth == 0 and word.startswith("\\end"):
            if environments == 0:
                return token.start()
            environments -= 1
        elif depth == 0 and environments == 0 and word == "\\color":
            return token.start()
    return len(text)
