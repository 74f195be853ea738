"""Labelled (claim, evidence) sets for ``bench_claims.py``, read at run time from ``../shared/datasets/``.

Each loader returns *pairs*: plain dicts with one shape whatever the set, so
the benchmark runs them all the same way through the public answer path:

* ``row_id``: the row's id in its set (the split hashes it); ``claim_id`` is the same
  value (SciFact's claim id, under which both labels of one claim stay together);
* ``label``: the set's own label; ``positive``: ``True`` when the claim should be kept;
* ``claim``: the one claim of the replay reply; ``question``: the question asked
  (SciFact and WiCE have none: the claim itself, the hardest case for removal);
* ``chunks``: the evidence chunks [1..k], in order, each cited by the reply;
  ``evidence``: them joined (for tables); ``doc_id``: the source document's id, if any.

The sets (``../shared/datasets/README.md``):

* ``scifact``: ``scifact-train/claims.jsonl``: 616 SUPPORT (keep) and 341
  CONTRADICT (remove); one chunk, the annotated evidence sentences joined.
* ``attributionbench``: ``attributionbench-dev/dev.jsonl``: 599 ``attributable``
  (keep) and 599 ``not attributable`` (remove); the row's question is asked, each of
  its references (1 to 4) is one chunk, kept whole (the longest is ~100k characters).
  No rationale sentences are annotated, so the reply cites every chunk and the
  engine chooses the quote (``--reply-format citations``, the default for it).
* ``wice``: ``wice/dev.jsonl`` + ``wice/test.jsonl``: 226 ``supported`` (keep) and
  75 ``not_supported`` (remove); the 406 ``partially_supported`` are skipped. One
  chunk: for ``supported``, the union of the annotated supporting-sentence groups,
  in article order, uncapped (at most ~3,600 characters); for ``not_supported`` (no
  sentence set supports it), the article's sentences in order, whole sentences up
  to :data:`WICE_CAP` characters (the first sentence always). A prefix of a text
  that does not support the claim does not support it either, so the cap keeps the
  label. The chunks differ in kind (focused sentences against an article's head),
  a cue the checker could exploit; read the WiCE figures with that in mind.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any, Callable

SHARED = Path(__file__).resolve().parents[2] / "shared" / "datasets"
WICE_CAP = 3000


def _space(text: str) -> str:
    return " ".join(str(text).split())


def _rows(path: Path):
    if not path.is_file():
        raise SystemExit(f"{path} not found: pass --data PATH (see ../shared/datasets/README.md)")
    with path.open(encoding="utf-8") as handle:
        for line_number, line in enumerate(handle, start=1):
            if line.strip():
                yield line_number, json.loads(line)


def _pair(pairs: list, **fields: Any) -> None:
    chunks = fields["chunks"]
    fields.setdefault("question", fields["claim"])
    pairs.append({"index": len(pairs), "claim_id": fields["row_id"], "evidence": " ".join(chunks),
                  "sentences": fields.pop("sentences", chunks), **fields})


def load_scifact(path: Path) -> list[dict[str, Any]]:
    """``path``: the ``scifact-train`` folder (holding ``claims.jsonl``) or the file itself."""
    path = path / "claims.jsonl" if path.is_dir() else path
    pairs: list[dict[str, Any]] = []
    for line_number, row in _rows(path):
        if row.get("label") not in ("SUPPORT", "CONTRADICT"):
            continue
        sentences = [_space(s) for s in row.get("evidence") or [] if s and s.strip()]
        if not sentences:
            continue
        _pair(pairs, line=line_number, file=path.name, row_id=str(row.get("claim_id", "")), doc_id=str(row.get("doc_id", "")),
              label=row["label"], positive=row["label"] == "SUPPORT", claim=_space(row["claim"]),
              chunks=[" ".join(sentences)], sentences=sentences)
    return pairs


def load_attributionbench(path: Path) -> list[dict[str, Any]]:
    """``path``: the ``attributionbench-dev`` folder (holding ``dev.jsonl``) or the file itself."""
    path = path / "dev.jsonl" if path.is_dir() else path
    pairs: list[dict[str, Any]] = []
    for line_number, row in _rows(path):
        label = row.get("attribution_label")
        if label not in ("attributable", "not attributable"):
            continue
        references = row.get("references") or []
        references = [references] if isinstance(references, str) else references
        chunks = [str(r).strip() for r in references if str(r).strip()]  # whole: line breaks and all
        if not chunks or not str(row.get("claim") or "").strip():
            continue
        question = _space(row.get("question") or "") or _space(row["claim"])
        _pair(pairs, line=line_number, file=path.name, row_id=str(row.get("id") or f"line{line_number}"),
              doc_id=str(row.get("src_dataset") or ""), label=label, positive=label == "attributable",
              claim=_space(row["claim"]), question=question, chunks=chunks)
    return pairs


def load_wice(path: Path) -> list[dict[str, Any]]:
    """``path``: the ``wice`` folder (``dev.jsonl`` then ``test.jsonl``) or one file."""
    files = [path / "dev.jsonl", path / "test.jsonl"] if path.is_dir() else [path]
    pairs: list[dict[str, Any]] = []
    for file in files:
        for line_number, row in _rows(file):
            label = row.get("label")
            if label not in ("supported", "not_supported"):
                continue  # partially_supported: skipped
            sentences = [_space(s) for s in row.get("evidence") or []]
            if label == "supported":
                indices = sorted({i for group in row.get("supporting_sentences") or [] for i in group if 0 <= i < len(sentences)})
                chosen = [sentences[i] for i in indices if sentences[i]]
            else:
                chosen, size = [], 0
                for sentence in (s for s in sentences if s):
                    if chosen and size + 1 + len(sentence) > WICE_CAP:
                        break
                    chosen.append(sentence)
                    size += len(sentence) + (1 if size else 0)
            if not chosen or not str(row.get("claim") or "").strip():
                continue
            meta = row.get("meta") or {}
            _pair(pairs, line=line_number, file=file.name, row_id=str(meta.get("id") or f"{file.stem}:{line_number}"),
                  doc_id=str(meta.get("claim_title") or ""), label=label, positive=label == "supported",
                  claim=_space(row["claim"]), chunks=[" ".join(chosen)], sentences=chosen)
    return pairs


#: name: (loader, default path, display name, positive label, negative label, default reply format, default settings)
DATASETS: dict[str, tuple[Callable[[Path], list], Path, str, str, str, str, tuple[str, ...]]] = {
    "scifact": (load_scifact, SHARED / "scifact-train", "SciFact-train claims", "SUPPORT", "CONTRADICT", "quotes",
                ("rules", "distractor", "verify", "neutral-question")),
    "attributionbench": (load_attributionbench, SHARED / "attributionbench-dev", "AttributionBench dev",
                         "attributable", "not attributable", "citations", ("rules", "verify")),
    "wice": (load_wice, SHARED / "wice", "WiCE dev+test (partially_supported skipped)", "supported", "not_supported",
             "citations", ("rules", "verify")),
}


def split_of(pair: dict[str, Any]) -> str:
    """``"dev"`` or ``"report"``: a fixed half of the rows by a hash of the row id (SciFact: the claim id,
    so both labels of one claim stay together). The dev half is for choosing thresholds; the report half is reported."""
    digest = hashlib.sha256(pair["row_id"].encode()).digest()
    return "dev" if digest[0] % 2 == 0 else "report"
