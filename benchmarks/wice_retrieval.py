"""WiCE dev as a retrieval development set (BEIR layout, chunk-level judgments), built at run time.

Run (seconds; ``bench_fusion.py`` calls :func:`build` itself)::

    python benchmarks/wice_retrieval.py            # builds it and prints where, and its size

WiCE (Kamoi et al., EMNLP 2023) pairs a Wikipedia sentence (``claim``) with the article it cites, split into
sentences (``evidence``), and marks the sentences that support it (``supporting_sentences``, index groups).
Read from ``../shared/datasets/wice/dev.jsonl`` (never copied into the repository; the derived set is written
to a cache folder outside git, :func:`default_out`), it becomes a retrieval set unlike the others (web pages
and news on any subject, long and noisy; queries are claims, not questions):

* queries: the claims labelled ``supported`` or ``partially_supported`` (``not_supported`` ones have no
  supporting sentence); id the row's ``meta.id``; all in the ``dev`` split;
* corpus: every row's cited article (the claims without support too, as distractors), one document per
  article, identical articles once (the first row's id, ``wice-<meta.id>``); the article's first line
  ``(meta data) TITLE: ...`` becomes the document's title, the other sentences its text, one a line;
* judgments: the article of each query, grade 1, with evidence quotes = the union of its supporting
  sentences (every group), so a chunk is relevant when it holds one of them (the layout of
  ``benchmarks/mucoll_docs``: :mod:`muonrag.evaluate.dataset`). The title line, which WiCE often lists
  among the supporting sentences, is not a quote (it is the title, not text of a chunk); sentences of fewer
  than four words ("book.", "May 20, 2019") are left out as quotes, as they would match unrelated chunks of
  the same article, unless nothing else is left. A query with no quote left keeps a judgment without
  quotes (every chunk of its article relevant).

Nothing here looks at retrieval results: the rules above are fixed, and the output is byte-identical on a
rerun (a ``source.sha256`` stamp rebuilds it when the source or this builder's ``VERSION`` changes).
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import tempfile
from pathlib import Path
from typing import Optional

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT.parent / "shared" / "datasets" / "wice" / "dev.jsonl"
NAME = "wice-dev"
VERSION = 1
TITLE_PREFIX = "(meta data) TITLE:"
MIN_QUOTE_WORDS = 4


def default_out() -> Path:
    """``$MUONRAG_CACHE/datasets/wice-dev`` (default ``~/.cache/muonrag/datasets/wice-dev``): outside git."""
    return Path(os.environ.get("MUONRAG_CACHE") or Path.home() / ".cache" / "muonrag") / "datasets" / NAME


def convert(rows: list[dict]) -> dict[str, list]:
    """The set's files as lists of rows: ``corpus``, ``queries``, ``qrels`` (``(qid, doc_id, grade)``) and
    ``judgments``, from WiCE rows (see the module docstring for the rules)."""
    corpus, queries, qrels, judgments = [], [], [], []
    doc_of_article: dict[str, str] = {}
    for row in rows:
        evidence = [str(s) for s in row["evidence"]]
        key = hashlib.sha256(json.dumps(evidence).encode()).hexdigest()
        has_title = bool(evidence) and evidence[0].startswith(TITLE_PREFIX)
        if key not in doc_of_article:
            doc_id = f"wice-{row['meta']['id']}"
            doc_of_article[key] = doc_id
            title = evidence[0][len(TITLE_PREFIX):].strip() if has_title else ""
            body = [s.strip() for s in (evidence[1:] if has_title else evidence) if s.strip()]
            corpus.append({"_id": doc_id, "title": title, "text": "\n".join(body)})
        if row["label"] not in ("supported", "partially_supported"):
            continue
        doc_id = doc_of_article[key]
        indices = sorted({i for group in row["supporting_sentences"] for i in group})
        sentences = list(dict.fromkeys(evidence[i].strip() for i in indices
                                       if not (i == 0 and has_title) and evidence[i].strip()))
        quotes = [s for s in sentences if len(s.split()) >= MIN_QUOTE_WORDS] or sentences
        qid = str(row["meta"]["id"])
        queries.append({"_id": qid, "text": row["claim"].strip()})
        qrels.append((qid, doc_id, 1))
        judgments.append({"query_id": qid, "doc_id": doc_id, "grade": 1, "quotes": quotes})
    return {"corpus": corpus, "queries": queries, "qrels": qrels, "judgments": judgments}


def _jsonl(rows: list[dict]) -> str:
    return "".join(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n" for r in rows)


def build(source: Path = SOURCE, out: Optional[Path] = None) -> Path:
    """Write the set (``corpus.jsonl``, ``queries.jsonl``, ``qrels/dev.tsv``, ``judgments.jsonl``,
    ``dataset.json``) under ``out`` unless it is there already for this source and builder; returns ``out``."""
    out = Path(out) if out else default_out()
    stamp = hashlib.sha256(source.read_bytes() + f"builder {VERSION}".encode()).hexdigest()
    if (out / "source.sha256").is_file() and (out / "source.sha256").read_text().strip() == stamp:
        return out
    rows = [json.loads(line) for line in source.read_text(encoding="utf-8").splitlines() if line.strip()]
    found = convert(rows)
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{NAME}-", dir=out.parent))
    (tmp / "qrels").mkdir()
    (tmp / "corpus.jsonl").write_text(_jsonl(found["corpus"]), encoding="utf-8")
    (tmp / "queries.jsonl").write_text(_jsonl(found["queries"]), encoding="utf-8")
    (tmp / "judgments.jsonl").write_text(_jsonl(found["judgments"]), encoding="utf-8")
    (tmp / "qrels" / "dev.tsv").write_text("query-id\tcorpus-id\tscore\n" + "".join(
        f"{q}\t{d}\t{g}\n" for q, d, g in found["qrels"]), encoding="utf-8")
    (tmp / "dataset.json").write_text(json.dumps({
        "name": NAME, "corpus": "corpus.jsonl",
        "description": "WiCE dev (Kamoi et al., EMNLP 2023) as retrieval: supported and partially supported claims "
                       "against their cited articles, judged by the supporting sentences (built by "
                       "benchmarks/wice_retrieval.py; annotations ODC-BY 1.0, text Wikipedia CC BY-SA and web pages)"},
        indent=1) + "\n", encoding="utf-8")
    (tmp / "source.sha256").write_text(stamp + "\n")
    if out.exists():
        shutil.rmtree(out)
    tmp.rename(out)
    return out


def main() -> None:
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--source", type=Path, default=SOURCE)
    parser.add_argument("--out", type=Path, default=None, help=f"default {default_out()}")
    args = parser.parse_args()
    out = build(args.source, args.out)
    count = {name: sum(1 for _ in open(out / name, encoding="utf-8")) for name in ("corpus.jsonl", "queries.jsonl")}
    quotes = sum(len(json.loads(line)["quotes"]) for line in open(out / "judgments.jsonl", encoding="utf-8"))
    print(f"{out}: {count['queries.jsonl']} queries, {count['corpus.jsonl']} documents, {quotes} evidence quotes")


if __name__ == "__main__":
    main()
