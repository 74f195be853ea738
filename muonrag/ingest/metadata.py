"""Optional bibliographic metadata from sidecar files.

For a document ``paper.pdf`` muonrag looks, in order, at ``paper.meta.json``,
``paper.bib`` and a ``metadata.json`` in the same folder or any parent folder
up to the ingestion root (an object mapping relative paths to metadata).
Recognised keys: ``title``, ``authors``, ``arxiv_id``, ``year``, ``doi``,
``section``, ``abstract`` and ``references`` (a list of the works the document
cites). LaTeX accents in author names (``M{\"u}ller``, ``Garc\'{i}a``) become
the letters they print; a name in braces (``{CMS Collaboration}``) is one name.
"""

from __future__ import annotations

import json
import re
import unicodedata
from pathlib import Path
from typing import Any, Iterable

from muonrag.errors import LoaderError
from muonrag.core.files import ReadLimits, read_bounded

KNOWN_KEYS = ("title", "authors", "arxiv_id", "primary_class", "year", "doi", "report_numbers", "section", "abstract",
              "references", "provenance", "overridden")
#: Keys a citation is made of (BibTeX, ``info --documents``), kept on the index's document entries.
CITABLE_KEYS = ("title", "authors", "year", "arxiv_id", "primary_class", "doi", "report_numbers")
#: Keys that describe the whole document: kept on the document (and the index manifest), not on every chunk.
DOCUMENT_ONLY_KEYS = ("abstract", "references", "provenance", "overridden")
_BIB_FIELD_START = re.compile(r"(\w+)\s*=\s*")
# LaTeX accent commands and the combining marks they put on a letter
_ACCENTS = {"\"": "\u0308", "'": "\u0301", "`": "\u0300", "^": "\u0302", "~": "\u0303", "=": "\u0304", ".": "\u0307",
            "c": "\u0327", "v": "\u030c", "u": "\u0306", "H": "\u030b", "k": "\u0328", "r": "\u030a"}
_ACCENT = re.compile(r"\{?\\([\"'`^~=.]|[cvuHkr](?=[\s{]))\s*\{?\\?([A-Za-z])\}?\}?")
_LETTERS = {"ss": "ß", "o": "ø", "O": "Ø", "aa": "å", "AA": "Å", "ae": "æ", "AE": "Æ", "l": "ł", "L": "Ł", "i": "ı"}
_LETTER = re.compile(r"\{?\\(ss|aa|AA|ae|AE|o|O|l|L|i)\b\s*(?:\{\})?\}?")


def sidecar_metadata(path: Path, root: Path) -> dict[str, Any]:
    """Metadata for ``path`` from its sidecars; unknown keys are dropped."""
    found: dict[str, Any] = {}
    for folder in _folders_between(path.parent, root):
        table = folder / "metadata.json"
        if table.is_file():
            entries = json.loads(_read(table))
            key = path.relative_to(folder).as_posix()
            if isinstance(entries, dict) and isinstance(entries.get(key), dict):
                found = {**entries[key], **found}
    bib = path.with_suffix(".bib")
    if bib.is_file():
        found.update(parse_bibtex(_read(bib, errors="replace")))
    meta = path.with_name(path.stem + ".meta.json")
    if meta.is_file():
        value = json.loads(_read(meta))
        if not isinstance(value, dict):
            raise ValueError(f"{meta.name} holds a JSON {type(value).__name__}, not an object")
        found.update(value)
    return normalise_metadata(found)


def _read(path: Path, errors: str = "strict") -> str:
    """A sidecar's text, read like every other file (a regular file, within the text limit).

    Raises:
        ValueError: not a regular file, too large, unreadable, or not UTF-8 (the caller warns and goes on).
    """
    try:
        return read_bounded(path, ReadLimits().text_bytes).decode("utf-8", errors=errors)
    except LoaderError as exc:
        raise ValueError(f"{path.name}: {exc}") from None


def parse_bibtex(text: str) -> dict[str, Any]:
    """Title, authors, year, arXiv id, primary class, DOI and report numbers of the first BibTeX entry in ``text``
    (braces nest; names in braces stay one name)."""
    fields = _bib_fields(text)
    out: dict[str, Any] = {}
    if "title" in fields:
        out["title"] = re.sub(r"\s+", " ", re.sub(r"(?<!\\)[{}]", "", fields["title"])).strip()
    if "author" in fields:
        out["authors"] = split_authors(fields["author"])
    if "year" in fields:
        out["year"] = fields["year"]
    eprint = fields.get("eprint") or fields.get("arxiv")
    if eprint:
        out["arxiv_id"] = eprint
    if "doi" in fields:
        out["doi"] = fields["doi"]
    if "reportnumber" in fields:
        out["report_numbers"] = [n.strip() for n in re.split(r"[,;]", re.sub(r"[{}]", "", fields["reportnumber"])) if n.strip()]
    if "primaryclass" in fields:
        out["primary_class"] = re.sub(r"[{}]", "", fields["primaryclass"]).strip()
    return out


def _bib_fields(text: str) -> dict[str, str]:
    """The fields of the first entry, each value as written inside its braces or quotes (inner braces kept)."""
    fields: dict[str, str] = {}
    at = text.find("@")
    if at < 0:
        return fields
    start = text.find("{", at)
    position = start + 1 if start >= 0 else len(text)
    while True:
        match = _BIB_FIELD_START.search(text, position)
        if match is None:
            break
        value, position = _bib_value(text, match.end())
        if value is None:
            break
        fields.setdefault(match.group(1).lower(), value.strip())
    return fields


def _bib_value(text: str, at: int) -> tuple[Any, int]:
    """The value starting at ``at`` (``{...}`` with nesting, ``"..."``, or a bare word) and where it ends."""
    if at >= len(text):
        return None, at
    opening = text[at]
    if opening in "{\"":
        depth, i = 0, at + 1
        while i < len(text):
            c = text[i]
            if c == "\\":
                i += 2
                continue
            if c == "{":
                depth += 1
            elif c == "}":
                if depth == 0 and opening == "{":
                    return text[at + 1:i], i + 1
                depth -= 1
            elif c == '"' and opening == '"' and depth == 0:
                return text[at + 1:i], i + 1
            i += 1
        return None, len(text)
    word = re.match(r"[^,}\s]+", text[at:])
    return (word.group(0), at + word.end()) if word else (None, at)


def split_authors(value: str) -> list[str]:
    """The names of a BibTeX author list: split at ``and`` outside braces, accents made letters, a name wholly in
    braces (a collaboration) kept whole without its braces."""
    names, depth, current = [], 0, []
    for token in re.split(r"(\s+and\s+|[{}])", value):
        if token == "{":
            depth += 1
        elif token == "}":
            depth -= 1
        if depth == 0 and re.fullmatch(r"\s+and\s+", token or ""):
            names.append("".join(current))
            current = []
        else:
            current.append(token or "")
    names.append("".join(current))
    return [n for n in (plain_name(n) for n in names) if n]


def plain_name(name: str) -> str:
    """An author's name as it prints: LaTeX accents as letters (``M{\\"u}ller`` is Müller), braces removed."""
    name = _ACCENT.sub(lambda m: unicodedata.normalize("NFC", m.group(2) + _ACCENTS[m.group(1)]), name)
    name = _LETTER.sub(lambda m: _LETTERS[m.group(1)], name)
    name = re.sub(r"(?<!\\)[{}]", "", name)
    return " ".join(name.split()).strip(" ,")


def normalise_metadata(raw: dict[str, Any]) -> dict[str, Any]:
    """Keep the known keys with consistent types (``year`` int, ``authors`` and ``references`` lists)."""
    out: dict[str, Any] = {}
    for key in KNOWN_KEYS:
        value = raw.get(key)
        if value in (None, "", []):
            continue
        if key == "year":
            try:
                value = int(str(value)[:4])
            except ValueError:
                continue
        elif key == "authors":
            names = split_authors(value) if isinstance(value, str) and ";" not in value else (
                value.split(";") if isinstance(value, str) else value)
            value = [plain_name(str(a)) for a in names if str(a).strip()] if isinstance(names, (list, tuple)) else []
            if not value:
                continue
        elif key in ("references", "report_numbers"):
            value = [str(v) for v in value] if isinstance(value, (list, tuple)) else [str(value)]
        elif key == "provenance":
            if not isinstance(value, dict):
                continue
            value = {str(k): str(v) for k, v in value.items()}
        elif key == "overridden":
            if not isinstance(value, dict):
                continue
        else:
            value = str(value)
        out[key] = value
    return out


#: Set on a document whose arXiv id only a sidecar (or a BEIR line's metadata) claims: the id is kept and cited,
#: but never linked to arXiv, since anyone who can drop a file beside another can borrow a real paper's id.
UNCONFIRMED_ARXIV = "arxiv_unconfirmed"


def with_provenance(found: dict[str, Any], sidecar: dict[str, Any]) -> dict[str, Any]:
    """The metadata read from a document with its sidecar's fields over it, and ``provenance`` saying for each
    field where it came from (a sidecar's fields say ``sidecar``).

    A sidecar's arXiv id counts as the document's own (``provenance`` says
    how) when the document shows the same id (its stamp, its file name) or the
    sidecar names the same title the document's own front matter has;
    otherwise the document is marked :data:`UNCONFIRMED_ARXIV`.
    """
    provenance = dict(found.get("provenance") or {})
    provenance.update({k: "sidecar" for k in sidecar if k not in ("provenance", "section")})
    for key, value in found.items():
        if key not in provenance and key not in ("provenance", "section", "abstract", "references"):
            provenance[key] = "document"
    merged = {**found, **{k: v for k, v in sidecar.items() if k not in ("provenance", UNCONFIRMED_ARXIV)}}
    if sidecar.get("arxiv_id"):
        if same_arxiv_id(found.get("arxiv_id"), sidecar["arxiv_id"]):
            provenance["arxiv_id"] = "sidecar, the id the document shows"
        elif same_title(found.get("title"), sidecar.get("title")):
            provenance["arxiv_id"] = "sidecar, which names the document's own title"
        else:
            provenance["arxiv_id"] = "sidecar only (not linked: the document does not show it)"
            merged[UNCONFIRMED_ARXIV] = True
    if provenance:
        merged["provenance"] = provenance
    else:
        merged.pop("provenance", None)
    return merged


def same_arxiv_id(a: Any, b: Any) -> bool:
    """Whether two arXiv ids name the same paper (versions aside)."""
    if not (isinstance(a, str) and isinstance(b, str) and a.strip() and b.strip()):
        return False
    return re.sub(r"v\d+$", "", a.strip().lower()) == re.sub(r"v\d+$", "", b.strip().lower())


def same_title(a: Any, b: Any) -> bool:
    """Whether two titles are the same title, as read by two readers: the same words (letters and digits, in any
    case), or, for titles of three words or more, all but one in ten of them."""
    if not (isinstance(a, str) and isinstance(b, str)):
        return False
    words_a, words_b = (set(re.findall(r"\w+", t.casefold())) for t in (a, b))
    if words_a and words_a == words_b:
        return True
    if len(words_a) < 3 or len(words_b) < 3:
        return False
    return len(words_a & words_b) >= 0.9 * max(len(words_a), len(words_b))


def citable(metadata: dict[str, Any]) -> dict[str, Any]:
    """The fields of ``metadata`` a citation is made of, with their provenance."""
    out = {k: metadata[k] for k in CITABLE_KEYS if metadata.get(k) not in (None, "", [])}
    provenance = {k: v for k, v in (metadata.get("provenance") or {}).items() if k in out}
    if metadata.get("overridden"):
        out["overridden"] = metadata["overridden"]
    return {**out, "provenance": provenance} if provenance else out


def apply_overrides(metadata: dict[str, Any], overrides: dict[str, Any]) -> None:
    """Put fields set with ``muonrag meta`` over ``metadata`` (in place), their provenance saying so; what they
    replace is kept under ``overridden`` (value and provenance), to come back when the override is dropped."""
    given = normalise_metadata({k: v for k, v in overrides.items() if k not in ("provenance", "overridden")})
    provenance = dict(metadata.get("provenance") or {})
    overridden = dict(metadata.get("overridden") or {})
    for key in given:
        if key not in overridden and provenance.get(key) != "set with muonrag meta" and key in metadata:
            overridden[key] = {"value": metadata[key], "from": provenance.get(key, "document")}
    metadata.update(given)
    provenance.update({k: "set with muonrag meta" for k in given})
    metadata["provenance"] = provenance
    if overridden:
        metadata["overridden"] = overridden


def drop_overrides(metadata: dict[str, Any], keys: Iterable[str]) -> None:
    """Take the fields ``keys`` set with ``muonrag meta`` off ``metadata`` (in place): each gets back what the
    document and its sidecars gave, or none."""
    provenance = dict(metadata.get("provenance") or {})
    overridden = dict(metadata.get("overridden") or {})
    for key in keys:
        before = overridden.pop(key, None)
        if before is not None:
            metadata[key], provenance[key] = before["value"], before["from"]
        else:
            metadata.pop(key, None)
            provenance.pop(key, None)
    metadata["provenance"] = provenance
    if overridden:
        metadata["overridden"] = overridden
    else:
        metadata.pop("overridden", None)


def _folders_between(folder: Path, root: Path) -> list[Path]:
    """``folder`` and its parents up to ``root``, nearest first."""
    out = [folder]
    try:
        folder.relative_to(root)
    except ValueError:
        return out
    while folder != root and folder.parent != folder:
        folder = folder.parent
        out.append(folder)
    return out
