#!/usr/bin/env python3
"""Convert the benchmark PDFs to Markdown with markitdown and write the corpus.

Sources (paths relative to the repository root) and document ids (paths relative to corpus/):

* ``muonrag/data/demo/<area>/<name>.pdf``       -> ``demo/<area>/<name>.md``
* ``tests/fixtures/papers/<name>.pdf``           -> ``fixtures/<name>.md``
* ``benchmarks/converted_papers/pdf/<name>.pdf`` -> ``generated/<name>.md``

The converter output is kept exactly as markitdown writes it, with one exception:
for the documents in ``RESTYLE`` the corpus holds a *copy* of the markitdown output
post-processed to look like the output of other PDF converters (marker/nougat-like:
``# arXiv:...`` heading before ``# Title``, bold section labels such as
``**2.2 Storage ring magnets**``, ``<span id="page-2-0"></span>`` page anchors,
``<sup>..</sup>`` superscripts, a ``**REFERENCES**`` or ``## References:`` heading,
a converter-written ``**Caption:**`` figure description, blank lines between blocks,
page numbers and running headers dropped). The untouched markitdown output of those
documents is kept in ``raw/`` for comparison.

Usage::

    python benchmarks/converted_papers/convert.py [MARKITDOWN] [--check]

MARKITDOWN defaults to /tmp/convvenv/bin/markitdown (markitdown 0.1.9 with the pdf
extras). With ``--check`` nothing is written; the exit status is 1 when a corpus
file differs from what the converter produces now.
"""
from __future__ import annotations

import argparse
import re
import subprocess
import sys

sys.dont_write_bytecode = True  # leave no __pycache__ behind
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
CORPUS = HERE / "corpus"
RAW = HERE / "raw"
DEFAULT_MARKITDOWN = "/tmp/convvenv/bin/markitdown"

#: generated document -> style of its references heading in the restyled copy
RESTYLE = {"collider-ring-magnets": "**REFERENCES**", "proton-driver-target": "## References:"}


def sources() -> list[tuple[Path, str]]:
    out: list[tuple[Path, str]] = []
    for pdf in sorted((ROOT / "muonrag" / "data" / "demo").glob("*/*.pdf")):
        out.append((pdf, f"demo/{pdf.parent.name}/{pdf.stem}.md"))
    for pdf in sorted((ROOT / "tests" / "fixtures" / "papers").glob("*.pdf")):
        out.append((pdf, f"fixtures/{pdf.stem}.md"))
    for pdf in sorted((HERE / "pdf").glob("*.pdf")):
        out.append((pdf, f"generated/{pdf.stem}.md"))
    return out


def markitdown(exe: str, pdf: Path) -> str:
    done = subprocess.run([exe, str(pdf)], capture_output=True, text=True, check=True)
    return done.stdout


# --------------------------------------------------------------------------------------
# Restyling a copy to look like another converter's output
# --------------------------------------------------------------------------------------

def _doc_spec(name: str) -> dict:
    sys.path.insert(0, str(HERE))
    import make_pdfs  # noqa: E402  (the document content: headings, title, running header)

    return next(d for d in make_pdfs.DOCS if d["name"] == name)


def restyle(md: str, name: str) -> str:
    spec = _doc_spec(name)
    headings = {item[1] for item in spec["body"] if item[0] in ("h", "h2")}
    lines = md.splitlines()

    # the arXiv line, then the title (which markitdown broke over lines), as two H1 headings
    arxiv = lines[0].split()[0]
    title_words, i = [], 1
    while len(" ".join(title_words)) < len(spec["title"]):
        title_words.append(lines[i].strip())
        i += 1
    out = [f"# {arxiv}", "", f"# {' '.join(title_words)}", ""]

    # authors with affiliation superscripts
    authors = [a.strip() for a in lines[i].split(",")]
    affil = [a.strip() for a in lines[i + 1].split(";")]
    out += [", ".join(f"{a}<sup>{min(k, len(affil))}</sup>" for k, a in enumerate(authors, 1)), ""]
    out += [" ".join(f"<sup>{k}</sup>{a}" for k, a in enumerate(affil, 1)), ""]

    page = 1
    anchor_pending = False
    para: list[str] = []       # prose lines of the current paragraph, joined into one line
    table: list[str] = []

    def flush() -> None:
        if para:
            out.extend([" ".join(x.strip() for x in para), ""])
            para.clear()
        if table:
            out.extend(table + [""])
            table.clear()
        if out and out[-1]:
            out.append("")

    for line in lines[i + 2:]:
        s = line.strip()
        if re.fullmatch(r"\d+", s):                      # page number: drop, next heading gets an anchor
            page += 1
            anchor_pending = True
            continue
        if s == spec.get("running") or not s:             # running header, blank line: drop
            continue
        # exponents that markitdown flattened onto the baseline ("a few 1012 muons")
        s = re.sub(r"\b10(12|34|35)\b(?= (muons|cm))", r"10<sup>\1</sup>", s)
        if s.startswith("|"):
            if para:
                flush()
            table.append(s)
            continue
        if table:
            flush()
        if re.fullmatch(r"(\d+ )+\d+", s):                # figure tick labels -> converter's figure description
            flush()
            out.extend(["**Caption:** The image shows a line plot with one rising curve in a rectangular frame; "
                        "the horizontal axis carries tick labels from 0 to 10 and no axis titles are legible.", ""])
        elif s == "Abstract":
            flush()
            out.extend(["## Abstract", ""])
        elif s == "References":
            flush()
            out.extend([RESTYLE[name], ""])
        elif s in headings:
            flush()
            anchor = f'<span id="page-{page}-0"></span>' if anchor_pending else ""
            anchor_pending = False
            out.extend([f"{anchor}**{s}**", ""])
        elif re.match(r"(Table|Figure) \d+:", s) or re.match(r"\[\d+\] ", s):
            flush()                                       # captions and reference entries start a paragraph
            para.append(s)
        elif re.match(r"\S+ \S+ \S+$", s) and para and para[0].startswith("Table ") and len(para) == 1:
            flush()                                       # the unrecognised table: keep its rows as lines
            out.append(s)
        elif out and out[-1] and not para and not out[-1].startswith(("**", "#", "<span")):
            out.append(s)                                 # more rows of the unrecognised table
        else:
            para.append(s)
    flush()
    text = "\n".join(out)
    text = re.sub(r"\n{3,}", "\n\n", text).strip() + "\n"
    return text


def build(exe: str) -> dict[Path, str]:
    files: dict[Path, str] = {}
    for pdf, doc_id in sources():
        md = markitdown(exe, pdf)
        name = Path(doc_id).stem
        if doc_id.startswith("generated/") and name in RESTYLE:
            files[RAW / f"{name}.md"] = md
            md = restyle(md, name)
        files[CORPUS / doc_id] = md
    return files


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("markitdown", nargs="?", default=DEFAULT_MARKITDOWN, help="path of the markitdown executable")
    ap.add_argument("--check", action="store_true", help="only compare with the committed corpus")
    args = ap.parse_args()
    files = build(args.markitdown)
    stale = 0
    for path, text in files.items():
        rel = path.relative_to(HERE)
        if args.check:
            if not path.is_file() or path.read_text(encoding="utf-8") != text:
                print(f"differs: {rel}")
                stale += 1
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        print(f"wrote {rel} ({len(text)} chars)")
    if args.check:
        print(f"{len(files)} files compared, {stale} differ")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
