"""Index a folder of PDFs and LaTeX sources, then look at what was read.

    python examples/01_index_pdfs_and_latex.py [FOLDER] [--index DIR]

Without FOLDER it indexes the PDF and LaTeX part of the bundled demo corpus.
Unreadable files are reported and skipped; running it again only reads what changed.
"""

import argparse
import shutil
import tempfile
from pathlib import Path

import muonrag
from muonrag.data import demo_corpus_path

parser = argparse.ArgumentParser()
parser.add_argument("folder", nargs="?")
parser.add_argument("--index", default=None)
args = parser.parse_args()

folder = Path(args.folder) if args.folder else Path(tempfile.mkdtemp()) / "papers"
if not args.folder:
    for source in demo_corpus_path().rglob("*"):
        if source.suffix in (".pdf", ".tex"):
            target = folder / source.relative_to(demo_corpus_path())
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy(source, target)
    (folder / "broken.pdf").write_bytes(b"%PDF-1.4 this file was cut short")

index_dir = args.index or str(Path(tempfile.mkdtemp()) / "index")
with muonrag.open_index(index_dir, create=True) as index:
    report = index.add(folder, progress=True)
    print(f"{report.ingested} documents, {report.chunks_added} chunks in {report.seconds:.1f} s")
    for skipped in report.skipped:
        print(f"skipped {skipped.source}: {skipped.reason}")
    for doc_id, entry in sorted(index.documents().items()):
        print(f"  {doc_id:45s} {entry.format:6s} {len(entry.chunk_ids):3d} chunks  {entry.title}")
    hit = index.search("page labels roman numerals front matter detector concepts", top_k=1)[0]
    print(f"\ntop hit: {hit.title}, physical page {hit.page}, printed label {hit.page_label or hit.page}")
