r"""The cited documents of an answer as BibTeX, and the answer in Markdown and LaTeX with ``\cite`` keys.

One entry per cited document, from the metadata its chunks carry (title,
authors, year, arXiv id, DOI where a sidecar gave one): nothing is looked
up, so it works offline and gives the same entries on every run. A field the
metadata does not have is left out, never guessed.

Keys follow INSPIRE's shape, ``Author:2021abc``: the first author's family
name (or the words of a collaboration or corpus name run together), the year,
and three letters derived from a hash of the document id, so a key depends
only on the document's metadata and id. Plain text is escaped for LaTeX, so a
title with ``&``, ``%``, ``_`` or a stray brace compiles as text, and Greek
letters and common symbols become their math macros (μ is ``$\mu$``), so
pdfLaTeX and classic BibTeX take them; a title already written in LaTeX (from a
LaTeX source or a ``.bib`` sidecar: ``$\mu^+\mu^-$``) is kept as written.
"""

from __future__ import annotations

import hashlib
import os
import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterable, Mapping, Optional, Protocol, Sequence, Union

from muonrag.core.chunkref import author_names, year_of
from muonrag.core.text_hygiene import printable
from muonrag.present.html import arxiv_url
from muonrag.ingest.front_matter import arxiv_year

if TYPE_CHECKING:
    from muonrag.index.muon_index import MuonIndex


class CitedQuote(Protocol):
    """What a bibliography reads of a citation (:class:`muonrag.Citation` is one): the cited chunk's document and
    its metadata, the citation's number in the answer, its quote and where the quote is."""

    node_id: str
    doc_id: str
    title: str
    arxiv_id: Optional[str]
    year: Optional[int]
    authors: Optional[list[str]]
    doi: Optional[str]
    number: int
    quote: str

    @property
    def printed(self) -> str: ...

    @property
    def where(self) -> str: ...


class CitedClaim(Protocol):
    """A claim of an answer and the citations that support it."""

    text: str
    citations: Sequence[CitedQuote]


class CitedAnswer(Protocol):
    """What a bibliography, Markdown or LaTeX reads of an answer (:class:`muonrag.Answer` is one)."""

    question: str
    text: str
    abstained: bool
    reason: Optional[str]
    warnings: Sequence[str]
    citations: Sequence[CitedQuote]
    claims: Sequence[CitedClaim]

_LATEX_SPECIAL = {"\\": r"\textbackslash{}", "{": r"\{", "}": r"\}", "$": r"\$", "&": r"\&", "%": r"\%", "#": r"\#",
                  "_": r"\_", "~": r"\textasciitilde{}", "^": r"\textasciicircum{}"}
# braces of a text that does not pair them: BibTeX counts "\{" as a brace, so they are written as words
_UNPAIRED_BRACES = {"{": r"\textbraceleft{}", "}": r"\textbraceright{}"}
_MARKDOWN_SPECIAL = set("\\`*_[]{}<>&|#!")
# characters pdfLaTeX does not take from UTF-8 input, as the math they are (letters with accents it does take)
_GREEK = ("alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho varsigma sigma tau "
          "upsilon phi chi psi omega").split()
_LATEX_SYMBOLS = {chr(0x3B1 + i): f"\\{name}" for i, name in enumerate(_GREEK) if name not in ("omicron", "varsigma")}
_LATEX_SYMBOLS.update({chr(0x391 + i): f"\\{name.capitalize()}" for i, name in enumerate(_GREEK)
                       if name in ("gamma", "delta", "theta", "lambda", "xi", "pi", "sigma", "upsilon", "phi", "psi", "omega")})
_LATEX_SYMBOLS.update({"→": "\\to", "←": "\\leftarrow", "↔": "\\leftrightarrow", "±": "\\pm", "∓": "\\mp",
                       "×": "\\times", "−": "-", "≈": "\\approx", "∼": "\\sim", "≃": "\\simeq", "≤": "\\leq",
                       "≥": "\\geq", "≪": "\\ll", "≫": "\\gg", "∝": "\\propto", "∞": "\\infty", "°": "^\\circ",
                       "·": "\\cdot", "√": "\\sqrt{}", "ℓ": "\\ell", "ħ": "\\hbar", "²": "^2", "³": "^3", "¹": "^1",
                       "⁻": "^-", "⁺": "^+", "µ": "\\mu"})
_LATEX_WRITTEN = re.compile(r"\\[A-Za-z]{2,}|\\[\"'`^~=.]\{?[A-Za-z]|\$[^$]+\$")
_DOI = re.compile(r"10\.\d{4,9}/[-._;()/:A-Za-z0-9]+")
_OLD_STYLE_CLASS = re.compile(r"([a-z][a-z-]+(?:\.[A-Z]{2})?)/\d{7}")
_CITATION_MARK = re.compile(r"\s*\[(\d+)\]")
_BIB_KEY = re.compile(r"@\w+\s*[{(]\s*([^,\s]+)\s*,")
_KEY_STOPWORDS = {"a", "an", "the", "of", "on", "in", "at", "for", "and", "to", "with"}


def latex_escape(text: object) -> str:
    """``text`` as LaTeX prints it literally: the ten special characters escaped (braces that do not pair as
    ``\\textbraceleft{}``, so that BibTeX's brace count holds), Greek letters and common symbols as math
    (``$\\mu$``), combining marks joined to their letter, control characters removed, whitespace (line breaks
    included) collapsed to single spaces."""
    plain = unicodedata.normalize("NFC", " ".join(printable(text).split()))
    special = _LATEX_SPECIAL if _balanced(plain) else {**_LATEX_SPECIAL, **_UNPAIRED_BRACES}
    return "".join(special.get(c) or (f"{{${_LATEX_SYMBOLS[c]}$}}" if c in _LATEX_SYMBOLS else c) for c in plain)


def bibtex_text(text: object) -> str:
    """A title or name for a BibTeX field: kept as written when it is LaTeX already (a macro, an accent or
    ``$...$`` with balanced braces: it came from a LaTeX source or a ``.bib`` file) and every macro in it is
    one that only prints (:data:`PRINTING_MACROS`: accents, Greek letters, math symbols, font changes), else
    :func:`latex_escape`: a ``\\input``, ``\\write18`` or ``\\catcode`` from a planted sidecar is printed as
    text, never run."""
    plain = " ".join(printable(text).split())
    outside_math = re.sub(r"\$[^$]*\$", "", plain)
    if (_LATEX_WRITTEN.search(plain) and _balanced(plain) and plain.count("$") % 2 == 0
            and not re.search(r"(?<!\\)[_^]", outside_math) and only_printing_macros(plain)):
        return re.sub(r"(?<!\\)([&%#])", r"\\\1", plain)
    return latex_escape(plain)


#: The LaTeX macros a title or name may keep: they print a letter, an accent, a symbol or a font; none reads or
#: writes a file, runs a command, or changes how TeX reads what follows.
PRINTING_MACROS = frozenset(
    _GREEK + [g.capitalize() for g in _GREEK] + """
    ss o O aa AA ae AE oe OE l L i j to rightarrow leftarrow leftrightarrow pm mp times sim simeq approx leq geq ll gg
    propto infty circ cdot ell hbar prime bar overline mathrm rm text textrm textit textbf textsc textsf texttt emph
    it bf sc sf mathit mathbf mathcal mathsf mathbb boldsymbol sqrt frac nu varepsilon varphi vartheta varrho dagger
    ast star bullet cdots ldots dots TeV GeV MeV keV eV mu dag langle rangle left right quad qquad textendash
    textemdash textquoteright textquoteleft textasciitilde textasciicircum textbackslash
    """.split())
_MACRO = re.compile(r"\\([A-Za-z@]+)|\\(.)")


def only_printing_macros(text: str) -> bool:
    """Whether every control sequence in ``text`` is a printing one (:data:`PRINTING_MACROS`, or a one-character
    accent or escape such as ``\\"``, ``\\'``, ``\\&``, ``\\{``)."""
    for match in _MACRO.finditer(text):
        if match.group(1) is not None and match.group(1) not in PRINTING_MACROS:
            return False
        if match.group(2) is not None and match.group(2) not in "\"'`^~=.&%#_{}$, -!;:":
            return False
    return True


def _balanced(text: str) -> bool:
    depth = 0
    for match in re.finditer(r"(?<!\\)[{}]", text):
        depth += 1 if match.group(0) == "{" else -1
        if depth < 0:
            return False
    return depth == 0


def markdown_escape(text: object) -> str:
    """``text`` as Markdown shows it literally: punctuation that could start markup or HTML backslash-escaped,
    whitespace collapsed."""
    return "".join("\\" + c if c in _MARKDOWN_SPECIAL else c for c in " ".join(printable(text).split()))


@dataclass(frozen=True)
class BibEntry:
    """One document as a BibTeX entry: its key, its type (``article`` for arXiv papers, else ``misc``) and fields."""

    key: str
    kind: str
    doc_id: str
    fields: tuple[tuple[str, str], ...]

    def to_bibtex(self) -> str:
        """The entry, one field a line; values are already escaped."""
        width = max(len(name) for name, _ in self.fields)
        lines = [f"  {name.ljust(width)} = {value}" for name, value in self.fields]
        return f"@{self.kind}{{{self.key},\n" + ",\n".join(lines) + "\n}\n"


@dataclass
class Bibliography:
    """The entries of an answer's cited documents, in the order first cited, and their keys by document id."""

    entries: list[BibEntry] = field(default_factory=list)

    @property
    def keys(self) -> dict[str, str]:
        """The key of each cited document, by document id."""
        return {e.doc_id: e.key for e in self.entries}

    def cite(self, citations: Iterable[CitedQuote]) -> str:
        r"""``\cite{A:2021abc,B:2020xyz}`` for the documents of ``citations`` (each once), or ``""`` for none."""
        keys = list(dict.fromkeys(self.keys[c.doc_id or c.node_id] for c in citations))
        return f"\\cite{{{','.join(keys)}}}" if keys else ""

    def to_bibtex(self) -> str:
        """Every entry, separated by a blank line (empty when nothing is cited)."""
        return "\n".join(e.to_bibtex() for e in self.entries)

    def add_to(self, path: Union[str, Path]) -> tuple[int, int]:
        """Add the entries to the BibTeX file ``path`` (made when missing), keeping everything it holds: an entry
        whose key is there already is not written again. Returns (entries added, entries already there).

        Raises:
            OSError: the file cannot be read or written (its folder is missing, no permission).
        """
        path = Path(path)
        held = path.read_text(encoding="utf-8") if path.exists() else ""
        present = set(_BIB_KEY.findall(held))
        new = [e for e in self.entries if e.key not in present]
        if new:
            text = held + ("\n" if held and not held.endswith("\n") else "") + ("\n" if held.strip() else "")
            text += "\n".join(e.to_bibtex() for e in new)
            partial = path.with_name(path.name + ".partial")
            partial.write_text(text, encoding="utf-8")
            os.replace(partial, path)  # a crash half-way never leaves a truncated bibliography
        return len(new), len(self.entries) - len(new)


def cited_metadata(answer: CitedAnswer, index: Optional["MuonIndex"]) -> dict[str, dict[str, Any]]:
    """The metadata of each cited document: what its citations carry (title, arXiv id, year, authors, DOI), and,
    with ``index``, the rest of the first cited chunk's record there (a primary class)."""
    found: dict[str, dict[str, Any]] = {}
    for c in answer.citations:
        doc_id = c.doc_id or c.node_id
        if doc_id in found:
            continue
        record = index.chunks.record(c.node_id) if index is not None else None
        found[doc_id] = dict(record[1]) if record else {}
        for key in ("title", "arxiv_id", "year", "authors", "doi"):
            if getattr(c, key) not in (None, "") and not found[doc_id].get(key):
                found[doc_id][key] = getattr(c, key)
    return found


def bibliography(answer: CitedAnswer, metadata: Mapping[str, Mapping[str, Any]]) -> Bibliography:
    """One entry per document ``answer`` cites (in the order first cited), from ``metadata`` by document id
    (:func:`cited_metadata`); a document missing there gets an entry from its citation's title alone."""
    order = list(dict.fromkeys(c.doc_id or c.node_id for c in answer.citations))
    titles = {c.doc_id or c.node_id: c.title for c in answer.citations}
    taken: set[str] = set()
    entries = []
    for doc_id in order:
        meta = dict(metadata.get(doc_id) or {"title": titles[doc_id]})
        entry = make_entry(doc_id, meta, taken)
        taken.add(entry.key)
        entries.append(entry)
    return Bibliography(entries)


def make_entry(doc_id: str, meta: Mapping[str, Any], taken: Iterable[str] = ()) -> BibEntry:
    """The entry of one document from its metadata; ``taken`` keys are avoided by lengthening the hash letters."""
    arxiv_id = meta.get("arxiv_id") if arxiv_url(meta.get("arxiv_id")) else None
    year = year_of(meta.get("year")) or (arxiv_year(arxiv_id) if arxiv_id else None)
    authors = [printable(a) for a in author_names(meta.get("authors"))]
    title = str(meta.get("title") or doc_id)
    fields: list[tuple[str, str]] = []
    if authors:
        fields.append(("author", "{" + " and ".join(_bib_author(inspire_name(a)) for a in authors) + "}"))
    fields.append(("title", "{{" + bibtex_text(title) + "}}"))
    if year:
        fields.append(("year", f'"{year}"'))
    if arxiv_id:
        arxiv_id = re.sub(r"v\d+$", "", arxiv_id.strip())
        fields += [("eprint", f'"{arxiv_id}"'), ("archivePrefix", '"arXiv"')]
        primary = meta.get("primary_class") or meta.get("primaryClass") or _old_style_class(arxiv_id)
        if primary and re.fullmatch(r"[a-z][a-z-]*(?:\.[A-Za-z-]+)?", str(primary)):
            fields.append(("primaryClass", f'"{primary}"'))
    doi = str(meta.get("doi") or "").strip()
    if _DOI.fullmatch(doi):
        fields.append(("doi", f'"{doi}"'))
    numbers = [str(n) for n in (meta.get("report_numbers") or []) if str(n).strip()]
    if numbers:
        fields.append(("reportNumber", "{" + latex_escape(", ".join(numbers)) + "}"))
    missing = [name for name, value in (("author", authors), ("year", year)) if not value]
    if missing:
        fields.append(("note", "{" + latex_escape(
            f"muonrag found no {' and no '.join(missing)} in this document; set "
            + " and ".join(f"{'authors' if m == 'author' else m}" for m in missing)
            + f" with: muonrag meta {doc_id} --set FIELD=VALUE") + "}"))
    stem = f"{_key_name(authors, title)}:{year or ''}"
    key = _unique_key(stem, doc_id, set(taken))
    return BibEntry(key=key, kind="article" if arxiv_id and not missing else "misc", doc_id=doc_id, fields=tuple(fields))


def inspire_name(name: str) -> str:
    """A person's name as INSPIRE writes it in BibTeX: family name first (``N.V. Mokhov`` -> ``Mokhov, N. V.``,
    ``J. de Blas`` -> ``de Blas, J.``); a name already written so, or a collaboration, is kept as it is."""
    if "," in name or not _is_person(name):
        return name
    parts = name.split()
    at = next((i for i, w in enumerate(parts[1:-1], start=1) if w in _PARTICLES), len(parts) - 1)
    suffix = ""
    if parts[-1].rstrip(".") in ("Jr", "Sr", "II", "III") and len(parts) > 2:  # BibTeX's "von Last, Jr, First"
        suffix, parts = parts[-1], parts[:-1]
        at = min(at, len(parts) - 1)
    family, given = parts[at:], parts[:at]
    spaced = " ".join(re.sub(r"\.(?=[A-Z])", ". ", g) for g in given)
    return f"{' '.join(family)}, {suffix + ', ' if suffix else ''}{spaced}" if given else name


def to_markdown(answer: CitedAnswer, bib: Bibliography) -> str:
    r"""The answer in Markdown: its text with ``\cite{key}`` for each ``[n]``, then each claim with its keys and
    the quote it was checked against, then the references. Text from documents or the model is escaped."""
    lines = [f"# {markdown_escape(answer.question)}", ""]
    for warning in answer.warnings:
        lines += [f"> **Warning:** {markdown_escape(warning)}", ""]
    text = _cited_text(answer, bib, markdown_escape, " ")
    if answer.abstained:
        lines += [f"**Abstained:** {text}", "", f"Reason: {markdown_escape(answer.reason or 'none given')}", ""]
    else:
        lines += [text, ""]
    if answer.claims:
        lines += ["## Claims and their quotes", ""]
        for i, claim in enumerate(answer.claims, start=1):
            lines.append(f"{i}. {_with_cite(markdown_escape(claim.text), bib.cite(claim.citations), ' ')}")
            for c in claim.citations:
                where = f", {c.where}" if c.where else ""
                lines.append(f"   > {markdown_escape(c.quote)} ({markdown_escape(c.title or c.doc_id)}{markdown_escape(where)})")
                lines += [f"   > as printed: {markdown_escape(row)}" for row in c.printed.split("\n") if row]
        lines.append("")
    if bib.entries:
        lines += ["## References", ""]
        lines += [f"- `{e.key}`: {markdown_escape(_title_of(answer, e.doc_id))} ({markdown_escape(e.doc_id)})"
                  for e in bib.entries]
        lines.append("")
    return "\n".join(lines)


def to_latex(answer: CitedAnswer, bib: Bibliography) -> str:
    r"""The answer as a LaTeX fragment for a draft: its text with ``\cite{key}`` for each ``[n]``, then each claim
    with its keys and its quote. Everything from documents or the model is escaped; the keys are the entries of
    :meth:`Bibliography.to_bibtex`."""
    lines = [f"% muonrag answer to: {latex_escape(answer.question)}"]
    lines += [f"% warning: {latex_escape(w)}" for w in answer.warnings]
    text = _cited_text(answer, bib, latex_escape, "~")
    if answer.abstained:
        lines += [f"\\textbf{{Abstained:}} {text}", "", f"Reason: {latex_escape(answer.reason or 'none given')}"]
    else:
        lines.append(text)
    if answer.claims:
        lines += ["", "\\begin{enumerate}"]
        for claim in answer.claims:
            lines.append(f"  \\item {_with_cite(latex_escape(claim.text), bib.cite(claim.citations), '~')}")
            for c in claim.citations:
                where = f", {c.where}" if c.where else ""
                lines.append(f"    \\\\ \\emph{{``{latex_escape(c.quote)}''}} ({latex_escape((c.title or c.doc_id) + where)})")
                lines += [f"    \\\\ as printed: \\texttt{{{latex_escape(row)}}}" for row in c.printed.split("\n") if row]
        lines.append("\\end{enumerate}")
    return "\n".join(lines) + "\n"


def _with_cite(text: str, cite: str, space: str) -> str:
    """``text`` with ``cite`` at its end, before its full stop (``space``: what separates them)."""
    if not cite:
        return text
    return f"{text[:-1]}{space}{cite}." if text.endswith(".") else f"{text}{space}{cite}"


def _cited_text(answer: CitedAnswer, bib: Bibliography, escape: Callable[[str], str], space: str) -> str:
    r"""The answer's text escaped, each ``[n]`` (with the space before it) replaced by ``space`` and ``\cite{key}``."""
    by_number = {c.number: c for c in answer.citations}
    out, at = [], 0
    for match in _CITATION_MARK.finditer(answer.text):
        cited = by_number.get(int(match.group(1)))
        if cited is None:
            continue
        out += [escape(answer.text[at:match.start()]), space + bib.cite([cited])]
        at = match.end()
    out.append(escape(answer.text[at:]))
    return "".join(out).strip()


def _title_of(answer: CitedAnswer, doc_id: str) -> str:
    return next((c.title for c in answer.citations if (c.doc_id or c.node_id) == doc_id and c.title), doc_id)


_GROUP_WORDS = re.compile(r"\b(?:collaborations?|consortium|group|team|project|study|studies|corpus|collab\.?"
                          r"|working|community|committee|office|laboratory|institute)\b", re.I)
_PARTICLES = {"de", "da", "di", "del", "della", "der", "den", "van", "von", "la", "le", "du", "dos", "das", "ten", "ter",
              "zu", "y", "e", "af", "al", "el", "bin", "ibn"}


def _is_person(name: str) -> bool:
    """``Last, First`` or two to five words, capitalised but for particles (de, van, von): a person, whose name
    BibTeX may split; anything else (a collaboration, a corpus) is kept whole in braces."""
    if _GROUP_WORDS.search(name):
        return False
    if "," in name:
        return True
    words = name.split()
    return (2 <= len(words) <= 5 and words[0][:1].isupper() and words[-1][:1].isupper()
            and all(w[:1].isupper() or w.lower() in _PARTICLES for w in words))


def _bib_author(name: str) -> str:
    return bibtex_text(name) if _is_person(name) else "{" + bibtex_text(name) + "}"


def _ascii_letters(text: str) -> str:
    return re.sub(r"[^A-Za-z]", "", unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode())


def _key_name(authors: list[str], title: str) -> str:
    """The name part of a key: the first author's family name with its particles (``deBlas``), a collaboration's
    words run together, or (with no author) the title's first significant word."""
    if authors:
        first = authors[0]
        if _is_person(first):
            if "," in first:
                words = first.split(",")[0].split()
            else:  # the family name starts at its first particle ("J. de Blas": de Blas), else is the last word
                parts = first.split()
                at = next((i for i, w in enumerate(parts[1:-1], start=1) if w in _PARTICLES), len(parts) - 1)
                words = parts[at:]
        else:  # INSPIRE names a collaboration without the word: CMS, not CMS Collaboration
            words = [w for w in first.split() if not re.fullmatch(r"collaborations?|collab\.?", w, re.I)] or first.split()
    else:
        words = [w for w in title.split() if w.lower() not in _KEY_STOPWORDS][:1]
    # as INSPIRE writes keys: particles stay lower case (deBlas), other words capitalised
    name = "".join(w if w in _PARTICLES else w[:1].upper() + w[1:] for w in (_ascii_letters(w) for w in words) if w)
    return name or "Anonymous"


def _unique_key(stem: str, doc_id: str, taken: set[str]) -> str:
    """``stem`` and three letters from the document id's hash (more letters when that key is taken)."""
    digest = hashlib.sha256(doc_id.encode("utf-8", "surrogatepass")).digest()
    letters = "".join(chr(ord("a") + b % 26) for b in digest)
    for length in range(3, len(letters) + 1):
        key = stem + letters[:length]
        if key not in taken:
            return key
    raise ValueError(f"no free BibTeX key for {doc_id!r}")  # pragma: no cover - 32 letters of a hash


def _old_style_class(arxiv_id: str) -> Optional[str]:
    match = _OLD_STYLE_CLASS.fullmatch(arxiv_id)
    return match.group(1) if match else None
