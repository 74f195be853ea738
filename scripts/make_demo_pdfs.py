#!/usr/bin/env python3
"""Regenerate the PDF documents of the muonrag demo corpus.

Sources live in scripts/demo_pdf_sources/<section>__<name>.md and are written to
muonrag/data/demo/<section>/<name>.pdf.  Supported source syntax (a tiny Markdown
subset): '# Title', '## Section', '- bullet', blank-line separated paragraphs and
'<!-- pagebreak -->'.  Documents listed in FRONT_PAGE get an unnumbered-style
front page labelled with roman numeral "i"; the body pages are then labelled
1, 2, ... (PDF page labels, and the label is also printed in the footer).

Usage:  .venv/bin/python scripts/make_demo_pdfs.py
Requires fpdf2 (>= 2.7, for set_page_label) and the DejaVu TTF fonts.
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

from fpdf import FPDF

ROOT = Path(__file__).resolve().parent.parent
SRC_DIR = ROOT / "scripts" / "demo_pdf_sources"
OUT_DIR = ROOT / "muonrag" / "data" / "demo"
FONT_DIR = Path("/usr/share/fonts/truetype/dejavu")

# Documents whose intro paragraph(s) (text before the first '## ') go on a
# front page labelled "i".
FRONT_PAGE = {"detector__detector-concepts"}

YEARS = {}  # optional per-document year shown on the front page


class DemoPDF(FPDF):
    def __init__(self, title: str):
        super().__init__(format="A4")
        self.doc_title = title
        self.set_auto_page_break(auto=True, margin=22)
        self.set_margins(22, 20, 22)
        self.add_font("DejaVu", "", str(FONT_DIR / "DejaVuSans.ttf"))
        self.add_font("DejaVu", "B", str(FONT_DIR / "DejaVuSans-Bold.ttf"))
        self.add_font("DejaVu", "I", str(FONT_DIR / "DejaVuSans-Oblique.ttf"))
        self.set_title(title)
        self.set_author("muonrag demo corpus")
        self.set_creator("muonrag scripts/make_demo_pdfs.py")
        # Fixed creation date so regenerated files are byte-stable.
        import datetime as _dt
        self.set_creation_date(_dt.datetime(2024, 1, 1, tzinfo=_dt.timezone.utc))

    def footer(self):
        self.set_y(-15)
        self.set_font("DejaVu", "", 9)
        label = self.get_page_label() or str(self.page_no())
        self.cell(0, 8, label, align="C")


def parse(text: str):
    """Yield (kind, text) blocks: title, h2, para, bullet, pagebreak."""
    blocks = []
    para: list[str] = []

    def flush():
        if para:
            blocks.append(("para", " ".join(s.strip() for s in para)))
            para.clear()

    for line in text.splitlines():
        s = line.rstrip()
        if s.strip() == "<!-- pagebreak -->":
            flush()
            blocks.append(("pagebreak", ""))
        elif s.startswith("# "):
            flush()
            blocks.append(("title", s[2:].strip()))
        elif s.startswith("## "):
            flush()
            blocks.append(("h2", s[3:].strip()))
        elif s.startswith("- "):
            flush()
            blocks.append(("bullet", s[2:].strip()))
        elif not s.strip():
            flush()
        else:
            para.append(s)
    flush()
    return blocks


def write_body_block(pdf: DemoPDF, kind: str, text: str):
    width = pdf.w - pdf.l_margin - pdf.r_margin
    if kind == "h2":
        pdf.ln(3)
        pdf.set_font("DejaVu", "B", 13)
        pdf.multi_cell(width, 7, text, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(1)
    elif kind == "para":
        pdf.set_font("DejaVu", "", 11)
        pdf.multi_cell(width, 6.2, text, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(2.5)
    elif kind == "bullet":
        pdf.set_font("DejaVu", "", 11)
        pdf.set_x(pdf.l_margin + 4)
        pdf.multi_cell(width - 4, 6.2, "• " + text, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(0.8)
    elif kind == "pagebreak":
        pdf.add_page()


def build(src: Path) -> Path:
    stem = src.stem
    section, name = stem.split("__", 1)
    blocks = parse(src.read_text(encoding="utf-8"))
    assert blocks and blocks[0][0] == "title", f"{src}: first line must be '# Title'"
    title = blocks[0][1]
    body = blocks[1:]
    pdf = DemoPDF(title)
    width = pdf.w - pdf.l_margin - pdf.r_margin

    if stem in FRONT_PAGE:
        # Front page: title, byline and the introductory paragraph(s).
        first_h2 = next(i for i, b in enumerate(body) if b[0] == "h2")
        intro, body = body[:first_h2], body[first_h2:]
        pdf.add_page()
        pdf.set_page_label(label_style="r", label_start=1)
        pdf.ln(50)
        pdf.set_font("DejaVu", "B", 20)
        pdf.multi_cell(width, 10, title, align="C", new_x="LMARGIN", new_y="NEXT")
        pdf.ln(6)
        pdf.set_font("DejaVu", "I", 12)
        pdf.multi_cell(width, 7, "muonrag demo corpus", align="C", new_x="LMARGIN", new_y="NEXT")
        pdf.ln(14)
        for kind, text in intro:
            write_body_block(pdf, kind, text)
        pdf.add_page()
        pdf.set_page_label(label_style="D", label_start=1)
    else:
        pdf.add_page()
        pdf.set_page_label(label_style="D", label_start=1)
        pdf.set_font("DejaVu", "B", 17)
        pdf.multi_cell(width, 9, title, new_x="LMARGIN", new_y="NEXT")
        pdf.set_font("DejaVu", "I", 10)
        pdf.multi_cell(width, 6, "muonrag demo corpus", new_x="LMARGIN", new_y="NEXT")
        pdf.ln(4)

    for kind, text in body:
        write_body_block(pdf, kind, text)

    out = OUT_DIR / section / f"{name}.pdf"
    out.parent.mkdir(parents=True, exist_ok=True)
    pdf.output(str(out))
    return out


def main() -> int:
    sources = sorted(SRC_DIR.glob("*__*.md"))
    if not sources:
        print(f"no sources in {SRC_DIR}", file=sys.stderr)
        return 1
    for src in sources:
        out = build(src)
        print(f"wrote {out.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
