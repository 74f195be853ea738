"""Plain text from LaTeX source: prose and section titles, math kept as written; the title, authors,
abstract and bibliography as metadata (:func:`read_latex`)."""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional

from muonrag.errors import LoaderError
from muonrag.core.files import ReadLimits, read_bounded
from muonrag.ingest.latex_hidden import visible_latex
from muonrag.ingest.references import REFERENCES_SECTION, bbl_entries
from muonrag.ingest.front_matter import looks_like_affiliation, report_numbers

log = logging.getLogger(__name__)
_INPUT = re.compile(r"\\(input|include|subfile)\s*\{([^{}]+)\}")
MAX_INPUT_DEPTH = 8
_TITLE = re.compile(r"\\title\s*(?:\[[^\]]*\])?\s*\{((?:[^{}]|\{[^{}]*\})*)\}", re.S)
_SECTION = re.compile(r"\\(part|chapter|section|subsection|subsubsection|paragraph)\*?\s*(?:\[[^\]]*\])?\s*\{((?:[^{}]|\{[^{}]*\})*)\}")
# Commands whose argument is dropped with them.
_DROP_WITH_ARG = re.compile(
    r"\\(label|cite[tp]?|citep|citet|ref|eqref|autoref|cref|Cref|vspace\*?|hspace\*?|includegraphics|"
    r"bibliographystyle|bibliography|usepackage|documentclass|setlength|pagestyle|thispagestyle|"
    r"author|date|affiliation|email|keywords|newcommand|renewcommand|url)\s*(?:\[[^\]]*\])?\s*\{(?:[^{}]|\{[^{}]*\})*\}"
)
# Commands whose argument is kept, without the command.
_KEEP_ARG = re.compile(r"\\(textbf|textit|emph|texttt|textrm|textsc|underline|mbox|text|footnote|caption|href\{[^}]*\})\s*\{((?:[^{}]|\{[^{}]*\})*)\}")
# Argument-less layout commands.
_LAYOUT = re.compile(
    r"\\(maketitle|noindent|newpage|clearpage|centering|raggedright|small|footnotesize|large|Large|"
    r"normalsize|tableofcontents|medskip|bigskip|smallskip|par|hline|toprule|midrule|bottomrule|appendix)\b\*?"
)
_ENV = re.compile(r"\\(begin|end)\{(document|abstract|itemize|enumerate|description|center|figure\*?|table\*?|minipage|flushleft|flushright|quote)\}(\{[^}]*\}|\[[^\]]*\])*")
_DROPPED_ENVS = re.compile(r"\\begin\{(thebibliography|tikzpicture)\}.*?\\end\{\1\}", re.S)
_DATE_MACRO = re.compile(r"\\date\s*\{((?:[^{}]|\{[^{}]*\})*)\}")
_PREPRINT = re.compile(r"\\(?:preprint|reportnumber|report)\s*\{((?:[^{}]|\{[^{}]*\})*)\}")
_AUTHOR = re.compile(r"\\author\s*(?:\[[^\]]*\])?\s*\{((?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*)\}")
_ABSTRACT = re.compile(r"\\begin\{abstract\}(.*?)\\end\{abstract\}", re.S)
_BIBLIOGRAPHY = re.compile(r"\\begin\{thebibliography\}.*?\\end\{thebibliography\}", re.S)
_NOT_NAMES = re.compile(r"\\(?:thanks|inst|affiliation|email|footnote|orcidlink|IEEEauthorrefmark)\s*\{(?:[^{}]|\{[^{}]*\})*\}|\$[^$]*\$|\^\{?[^\s{}]*\}?")


@dataclass
class LatexDocument:
    """What :func:`read_latex` found in a LaTeX document."""

    title: Optional[str]
    sections: list[tuple[Optional[str], str]]
    authors: list[str] = field(default_factory=list)
    abstract: Optional[str] = None
    references: list[str] = field(default_factory=list)
    year: Optional[int] = None
    report_numbers: list[str] = field(default_factory=list)


def read_latex(source: str, folder: Optional[Path] = None, used: Optional[list[Path]] = None,
               bbl: Optional[str] = None) -> LatexDocument:
    """Sections and metadata of a LaTeX document.

    ``\\title``, every ``\\author`` (split at ``\\and`` and commas, without
    ``\\thanks`` or affiliations) and the ``abstract`` environment become metadata.
    The bibliography, from a ``thebibliography`` environment or else from the
    ``.bbl`` text given as ``bbl``, becomes the ``references`` metadata and a
    last section named ``References`` (left out of the default search).
    """
    source = visible_latex(source)
    if folder is not None:
        source = expand_inputs(source, folder, used)
    title, sections = latex_to_sections(source)
    authors: list[str] = []
    for match in _AUTHOR.finditer(source):
        text = _NOT_NAMES.sub(" ", match.group(1))
        for name in re.split(r"\\and\b|,|\band\b|\\\\", text):
            name = re.sub(r"\s+", " ", _clean(name)).strip(" ,;")
            if name and name not in authors and not re.search(r"\d|@", name) and not looks_like_affiliation(name):
                authors.append(name)
    abstract_match = _ABSTRACT.search(source)
    abstract = re.sub(r"\s+", " ", _clean(abstract_match.group(1))).strip() if abstract_match else None
    bibliography = _BIBLIOGRAPHY.search(source)
    references = bbl_entries(bibliography.group(0)) if bibliography else bbl_entries(bbl) if bbl else []
    if references:
        sections.append((REFERENCES_SECTION, "\n".join(references)))
    year = None
    dated = _DATE_MACRO.search(source)
    if dated and "\\today" not in dated.group(1):
        found = re.search(r"\b(19[5-9]\d|20[0-4]\d)\b", dated.group(1))
        year = int(found.group(1)) if found else None
    numbers = [n for m in _PREPRINT.finditer(source) for n in report_numbers(_clean(m.group(1)))]
    front = source[:source.find("\\begin{abstract}")] if "\\begin{abstract}" in source else source[:3000]
    numbers += [n for n in report_numbers(re.sub(r"\\[A-Za-z]+", " ", front)) if n not in numbers]
    return LatexDocument(title, sections, authors, abstract or None, references, year, list(dict.fromkeys(numbers)))


def expand_inputs(source: str, folder: Path, used: Optional[list[Path]] = None, depth: int = 0) -> str:
    """``source`` with each ``\\input``, ``\\include`` and ``\\subfile`` replaced by the file it names.

    Only files inside ``folder`` (the main document's folder) are read; a file that is
    missing, outside it, or nested too deep is left out with a warning naming it.
    ``used`` collects the files read, so that a change to any of them changes the document.
    """
    root = Path(folder).resolve()
    used = [] if used is None else used

    def replace(match: re.Match) -> str:
        name = match.group(2).strip()
        candidates = [root / name, root / f"{name}.tex"]
        target = next((c.resolve() for c in candidates if c.is_file()), None)
        if target is None or root not in target.parents:
            log.warning("LaTeX \\%s{%s} in %s: no such file inside the document's folder; left out", match.group(1), name, root)
            return " "
        if depth >= MAX_INPUT_DEPTH or target in used:
            log.warning("LaTeX \\%s{%s} in %s: nested too deep or read already; left out", match.group(1), name, root)
            return " "
        used.append(target)
        try:
            raw = read_bounded(target, ReadLimits().text_bytes)
        except LoaderError as exc:
            log.warning("LaTeX \\%s{%s} in %s: %s", match.group(1), name, root, exc)
            return " "
        text = visible_latex(raw.decode("utf-8", errors="replace"))
        return "\n" + expand_inputs(text, root, used, depth + 1) + "\n"

    return _INPUT.sub(replace, source)


_GREEK = {name: chr(0x3B1 + i) for i, name in enumerate(
    "alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho varsigma sigma tau "
    "upsilon phi chi psi omega".split())}
_GREEK.update({name.capitalize(): chr(0x391 + i) for i, name in enumerate(
    "alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho varsigma sigma tau "
    "upsilon phi chi psi omega".split()) if name in ("gamma", "delta", "theta", "lambda", "xi", "pi", "sigma",
                                                      "upsilon", "phi", "psi", "omega")})
_SYMBOLS = {"to": "→", "rightarrow": "→", "pm": "±", "times": "×", "sim": "∼", "approx": "≈", "leq": "≤", "geq": "≥",
            "ell": "ℓ", "bar": "", "overline": "", "mathrm": "", "rm": "", "text": "", "textrm": "", "mathcal": "",
            "varepsilon": "ε", "varphi": "φ", "prime": "′", "infty": "∞", "circ": "°"}


def printed_title(title: str) -> str:
    """A LaTeX title as it prints: ``\\thanks`` notes dropped, line breaks made spaces, math written in the letters
    and signs it shows (``$\\gamma\\gamma$`` is ``γγ``, ``$\\mu^+\\mu^-$`` is ``μ+μ-``)."""
    title = re.sub(r"\\thanks\s*\{(?:[^{}]|\{[^{}]*\})*\}", "", title)

    def math(match: re.Match) -> str:
        inner = re.sub(r"\\([A-Za-z]+)\s*", lambda m: _GREEK.get(m.group(1), _SYMBOLS.get(m.group(1), m.group(0))), match.group(1))
        inner = re.sub(r"[_^]\{([^{}]*)\}|[_^](\S)", lambda m: m.group(1) or m.group(2), inner)
        return inner.replace("{", "").replace("}", "").replace(" ", "") if "\\" not in inner else match.group(0)

    title = re.sub(r"\$([^$]+)\$", math, title)
    return " ".join(title.replace("\\\\", " ").split())


def latex_metadata(document: LatexDocument) -> dict:
    """The metadata keys a :class:`LatexDocument` sets (title, authors, year, report numbers, abstract, references)."""
    found = {"title": printed_title(document.title) if document.title else None, "authors": document.authors, "abstract": document.abstract,
             "references": document.references, "year": document.year, "report_numbers": document.report_numbers}
    return {k: v for k, v in found.items() if v}


def latex_to_sections(source: str, folder: Optional[Path] = None,
                      used: Optional[list[Path]] = None) -> tuple[str | None, list[tuple[str | None, str]]]:
    """Split LaTeX ``source`` into ``(title, [(section_title, text), ...])``.

    Comments and other text never typeset (:func:`~muonrag.ingest.latex_hidden.visible_latex`),
    the preamble and layout macros are removed; inline and display
    math stay exactly as written, because physicists search for them that way.
    With ``folder`` (the document's folder), ``\\input`` and ``\\include`` are
    followed there (see :func:`expand_inputs`; ``used`` collects the files read).
    """
    source = visible_latex(source)
    if folder is not None:
        source = expand_inputs(source, folder, used)
    title_match = _TITLE.search(source)
    title = _clean(title_match.group(1)) if title_match else None
    begin = source.find("\\begin{document}")
    body = source[begin + len("\\begin{document}") :] if begin >= 0 else source
    end = body.find("\\end{document}")
    if end >= 0:
        body = body[:end]
    body = _DROPPED_ENVS.sub("", body)

    sections: list[tuple[str | None, str]] = []
    current: str | None = None
    position = 0
    for match in _SECTION.finditer(body):
        sections.append((current, body[position : match.start()]))
        current = _clean(match.group(2))
        position = match.end()
    sections.append((current, body[position:]))
    cleaned = [(name, _clean(text)) for name, text in sections]
    return title, [(name, text) for name, text in cleaned if text]


def _clean(text: str) -> str:
    for _ in range(3):  # nested \textbf{\emph{...}}
        # a footnote is a line of its own, as on the page: what it starts with is seen as its start
        text = _KEEP_ARG.sub(lambda m: f"\n{m.group(2)}\n" if m.group(1) == "footnote" else m.group(2), text)
    text = _DROP_WITH_ARG.sub("", text)
    text = _ENV.sub("", text)
    text = _LAYOUT.sub("", text)
    text = re.sub(r"\\item\s*(\[[^\]]*\])?", "- ", text)
    text = text.replace("~", " ").replace("\\%", "%").replace("\\&", "&").replace("\\_", "_")
    text = re.sub(r"\\\\(\[[^\]]*\])?", "\n", text)
    text = re.sub(r"[ \t]+", " ", text)
    text = re.sub(r" *\n *", "\n", text)
    text = re.sub(r"\n{3,}", "\n\n", text)
    return text.strip()
