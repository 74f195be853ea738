"""Read files into :class:`SourceDocument` objects.

One loader per format (PDF, LaTeX, Markdown, plain text, BEIR ``corpus.jsonl``).
Text a reader of the rendered document cannot see is left out: Markdown comments
and hidden HTML (:mod:`.markdown`), LaTeX that is never typeset (:mod:`.latex_hidden`),
white, invisible, tiny or off-page PDF text (:mod:`.pdf_hidden`).
A file that cannot be read is never fatal: :func:`load_path` reports it as a
:class:`Skipped` entry with its reason and goes on with the rest. Every read is
bounded by :class:`~muonrag.core.files.ReadLimits` (checked by ``stat`` before
reading), and ids and sources of files whose names are not UTF-8 are escaped.
"""

from __future__ import annotations

import hashlib
import io
import json
import logging
import re
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Iterator, Optional, Union

from muonrag.errors import LoaderError
from muonrag.ingest.discovery import BEIR_CORPUS_NAME, TEXT_SUFFIXES, Discovery, Skipped, discover, walk
from muonrag.ingest.arxiv import is_bundle, read_bundle
from muonrag.core.files import GENERIC_STEMS, ReadLimits, display_name, open_bounded, read_bounded
from muonrag.ingest.latex import latex_metadata, read_latex
from muonrag.ingest.markdown import visible_markdown
from muonrag.ingest.markdown_structure import read_markdown
from muonrag.ingest.front_matter import arxiv_year
from muonrag.ingest.metadata import UNCONFIRMED_ARXIV, normalise_metadata, sidecar_metadata, with_provenance
from muonrag.ingest.parts import TABLE, TextPart
from muonrag.ingest.pdf import read_pdf
from muonrag.ingest.text import decode_text, windows

__all__ = ["LoadResult", "Skipped", "SourceDocument", "TextPart", "discover", "iter_documents", "load_beir_corpus",
           "load_file", "load_path", "walk"]
_RST_HEADING = re.compile(r"^(?P<title>[^\n]{3,120})\n(?P<rule>[=\-~^*#]{3,})\s*$", re.M)


@dataclass
class SourceDocument:
    """One document as read from disk, before chunking.

    ``doc_id`` is the path relative to the ingestion root (or a BEIR ``_id``);
    ``content_hash`` changes whenever the content does, so re-ingestion can
    skip unchanged documents and replace changed ones. ``left_out`` names what
    was read but not taken (members of an arXiv bundle over the size limit or
    pointing outside it), for the ingestion report.
    """

    doc_id: str
    source: str
    content_hash: str
    parts: list[TextPart]
    metadata: dict[str, Any] = field(default_factory=dict)
    format: str = "text"
    left_out: list[Skipped] = field(default_factory=list)

    @property
    def title(self) -> str:
        return self.metadata.get("title") or Path(self.doc_id).stem

    @property
    def metadata_hash(self) -> str:
        """A hash of the metadata: when only this changes (a sidecar edited, a better reader), the document's
        chunks get the new metadata without being embedded again."""
        return hashlib.sha256(json.dumps(self.metadata, sort_keys=True, default=str).encode()).hexdigest()


@dataclass
class LoadResult:
    documents: list[SourceDocument]
    skipped: list[Skipped]


def iter_documents(path: Union[str, Path], found: Optional[Discovery] = None,
                   limits: ReadLimits = ReadLimits()) -> Iterator[Union[SourceDocument, Skipped]]:
    """Yield a document or a :class:`Skipped` for every file under ``path``, and a :class:`Skipped`
    for every file or folder left out (``found``: the result of :func:`walk`, when the caller has it).

    A document is followed by a :class:`Skipped` for each part of it left out (``left_out``), so
    that the report counts and names them. ``limits`` bounds every read.
    """
    path = Path(path)
    root = path if path.is_dir() else path.parent
    found = walk(path) if found is None else found
    yield from found.skipped
    for file in found.files:
        doc_id = display_name(file.relative_to(root).as_posix())
        if file.name == BEIR_CORPUS_NAME:
            yield from load_beir_corpus(file, limits)
            continue
        try:
            document = load_file(file, doc_id=doc_id, root=root, limits=limits)
        except LoaderError as exc:
            yield Skipped(display_name(file), str(exc))
            continue
        except Exception as exc:  # a loader bug or an exotic file must not end the whole ingestion
            yield Skipped(display_name(file), f"unexpected error while reading ({type(exc).__name__}: {exc})")
            continue
        yield document
        yield from document.left_out


def load_path(path: Union[str, Path]) -> LoadResult:
    """Load every readable document under ``path`` (a file or a folder); ``skipped`` lists what could
    not be read (files left out on purpose, such as images, are not listed)."""
    documents, skipped = [], []
    for item in iter_documents(path):
        if isinstance(item, SourceDocument):
            documents.append(item)
        elif not item.ignored:
            skipped.append(item)
    return LoadResult(documents, skipped)


def load_file(file: Union[str, Path], doc_id: Optional[str] = None, root: Optional[Path] = None,
              limits: ReadLimits = ReadLimits()) -> SourceDocument:
    """Load one file; raise :class:`LoaderError` with the reason if it cannot be read.

    PDFs and arXiv bundles are read up to ``limits.file_bytes``, text formats up to
    ``limits.text_bytes`` (text is chunked whole, at about two seconds per megabyte).
    """
    file = Path(file)
    root = root or file.parent
    doc_id = doc_id or display_name(file.name)
    suffix = file.suffix.lower()
    if suffix == ".pdf" or is_bundle(file):
        raw = read_bounded(file, limits.file_bytes, "max_file_bytes")
    else:
        raw = read_bounded(file, limits.text_bytes, "max_text_bytes")
    if not raw.strip():
        raise LoaderError("empty file")
    try:
        metadata = sidecar_metadata(file, root)
    except (ValueError, OSError) as exc:
        logging.getLogger(__name__).warning("%s: ignoring unreadable metadata sidecar (%s)", file, exc)
        metadata = {}
    if suffix == ".pdf":
        parts, found = _pdf_parts(file)
        kind = "pdf"
    elif is_bundle(file):
        bundle = read_bundle(file, limits)
        parts = [TextPart(piece, section=name) for name, body in bundle.document.sections for piece in windows(body)]
        found = {**latex_metadata(bundle.document), **({"arxiv_id": bundle.arxiv_id} if bundle.arxiv_id else {})}
        if bundle.arxiv_id and arxiv_year(bundle.arxiv_id):
            found["year"] = arxiv_year(bundle.arxiv_id)
        kind = "arxiv"
    else:
        text = decode_text(raw)
        if suffix == ".tex":
            inputs: list[Path] = []
            bbl = file.with_suffix(".bbl")
            document = read_latex(text, folder=file.parent, used=inputs,
                                  bbl=decode_text(read_bounded(bbl, limits.text_bytes)) if bbl.is_file() else None)
            inputs += [bbl] if bbl.is_file() else []
            # an edited \input file changes the document
            raw = raw + b"".join(read_bounded(p, limits.text_bytes) for p in inputs)
            parts = [TextPart(body, section=name) for name, body in document.sections]
            found = latex_metadata(document)
            kind = "latex"
        elif TEXT_SUFFIXES.get(suffix) == "markdown":
            read = read_markdown(visible_markdown(text), file_stem=file.stem)
            parts, found = read.parts, read.metadata
            kind = "markdown"
        else:
            parts, found = [TextPart(text.strip())], _rst_title(text)
            kind = "text"
        parts = [replace(p, text=piece) for p in parts for piece in (windows(p.text) if p.kind != TABLE else [p.text])]
    parts = [p for p in parts if p.text.strip()]
    if not parts:
        raise LoaderError("no extractable text (empty, or a scanned PDF without a text layer)" if kind == "pdf" else
                          "no visible text (empty, or only comments and hidden markup, which are not indexed)")
    merged = with_provenance(normalise_metadata(found), metadata)
    if not merged.get("title") and file.stem.lower() in GENERIC_STEMS:
        heading = next((p.section for p in parts if p.section), None)
        merged["title"] = display_name(heading or (f"{file.parent.name} ({file.stem})" if file.parent.name else file.stem))
    return SourceDocument(
        doc_id=doc_id,
        source=display_name(file.resolve()),
        content_hash=hashlib.sha256(raw).hexdigest(),
        parts=parts,
        metadata=merged,
        format=kind,
        left_out=[Skipped(display_name(f"{file}:{name}"), reason) for name, reason in bundle.left_out] if kind == "arxiv" else [],
    )


def load_beir_corpus(file: Union[str, Path], limits: ReadLimits = ReadLimits()) -> Iterator[Union[SourceDocument, Skipped]]:
    """Documents of a BEIR ``corpus.jsonl``: ``_id`` is kept as the document id.

    The file is read line by line, so its limit is ``limits.file_bytes`` (checked before reading).
    """
    file = Path(file)
    try:
        handle = io.TextIOWrapper(open_bounded(file, limits.file_bytes, "max_file_bytes"), encoding="utf-8")
    except LoaderError as exc:
        yield Skipped(display_name(file), str(exc))
        return
    with handle:
        for number, line in enumerate(handle, start=1):
            if not line.strip():
                continue
            where = f"{display_name(file)}:{number}"
            try:
                row = json.loads(line)
                doc_id = str(row["_id"])
            except (json.JSONDecodeError, KeyError, TypeError) as exc:
                yield Skipped(where, f"not a BEIR corpus line ({type(exc).__name__}: {exc})")
                continue
            title = str(row.get("title") or "").strip()
            text = str(row.get("text") or "").strip()
            if not text and not title:
                yield Skipped(where, f"document {doc_id!r} has no text")
                continue
            extra = row.get("metadata") if isinstance(row.get("metadata"), dict) else {}
            metadata = normalise_metadata({**extra, "title": title or None})
            if metadata.get("arxiv_id") and metadata["arxiv_id"].strip().lower() not in text.lower():
                metadata[UNCONFIRMED_ARXIV] = True  # a claim of the line's metadata that its text does not show
            digest = hashlib.sha256(json.dumps([title, text, metadata], sort_keys=True).encode()).hexdigest()
            yield SourceDocument(
                doc_id=doc_id,
                source=f"{display_name(file)}#{doc_id}",
                content_hash=digest,
                parts=[TextPart(text or title)],
                metadata=metadata,
                format="beir",
            )


def _rst_title(text: str) -> dict[str, Any]:
    """The first underlined heading of a reStructuredText or plain-text file."""
    match = _RST_HEADING.search(text[:20_000])
    if match and len(match.group("rule").strip()) >= len(match.group("title").strip()) - 2:
        return {"title": match.group("title").strip()}
    return {}


def _pdf_parts(file: Path) -> tuple[list[TextPart], dict[str, Any]]:
    """One part per page and section, with the 1-based physical page and the printed label, and the
    metadata the paper itself gives (see :mod:`muonrag.ingest.paper`)."""
    parts, found = read_pdf(file)
    return [TextPart(p.text, page=p.page, page_label=p.page_label, section=p.section) for p in parts], found
