"""The learned judge: a small cross-encoder trained here, run offline by ONNX Runtime.

It reads a claim and the whole sentences of its quotes as one pair of texts and
gives the probability that the sentences say the claim. It was trained from the
bundled all-MiniLM-L6-v2 weights on open human-labelled claims (SciFact,
AttributionBench, WiCE) and on physics and biomedical sentences with exactly one
atom changed (``benchmarks/train_judge.py``; data, figures and credits in
``muonrag/data/judge/MODEL_CARD.md``). It is a :class:`~muonrag.grounding.judge.Judge`:
the engine puts to it the claims the rules doubted (and the ones they kept),
and it never sees a claim a rule failed.

The model is package data (``muonrag/data/judge/``), loaded on first use, never
downloaded. An install without it still answers with the rules alone;
:func:`judge_status` says which (``muonrag info``).

Scores are deterministic (one ONNX Runtime session, fixed threads) and the
judge is thread-safe: the session and the tokenizer are only read after loading,
which happens once under a lock.
"""

from __future__ import annotations

import importlib.util
import json
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Optional, Sequence

import numpy as np

from muonrag.grounding.judge import JudgeItem, Judgement

#: where the judge's files are looked for by default
DATA = Path(__file__).resolve().parents[1] / "data" / "judge"
MODEL_FILE = "judge-int8.onnx"
SETTINGS_FILE = "judge.json"
TOKENIZER_FILE = "tokenizer.json"
#: characters of evidence shown with one claim (its quotes' sentences); the model reads 128 word pieces in all
EVIDENCE_CHARS = 600


@dataclass(frozen=True)
class JudgeStatus:
    """Whether the learned judge can run here, and if not, why (``muonrag info``).

    ``default_on``: whether it passed its gates on held-out data (``judge.json``'s
    ``gates``), so that ``judge = "auto"`` uses it; ``gates`` says by how much.
    """

    available: bool
    path: Path
    reason: str = ""
    threshold: Optional[float] = None
    default_on: bool = False
    gates: str = ""

    def to_dict(self) -> dict[str, Any]:
        """What ``muonrag info`` shows under ``judge``."""
        return {"available": self.available, "path": str(self.path), "default_on": self.default_on,
                "reason": self.reason, "gates": self.gates}


def judge_status(folder: Optional[Path] = None) -> JudgeStatus:
    """Whether the judge's files are in ``folder`` (default: the package's) and ONNX Runtime can run them."""
    folder = Path(folder) if folder is not None else DATA
    missing = [name for name in (MODEL_FILE, SETTINGS_FILE, TOKENIZER_FILE) if not (folder / name).is_file()]
    if missing:
        return JudgeStatus(False, folder, f"not installed ({', '.join(missing)} missing in {folder}): claims the rules "
                                          "doubt are removed offline")
    if any(importlib.util.find_spec(name) is None for name in ("onnxruntime", "tokenizers")):
        return JudgeStatus(False, folder, "onnxruntime or tokenizers is not installed (pip install onnxruntime)")
    try:
        settings = json.loads((folder / SETTINGS_FILE).read_text(encoding="utf-8"))
        threshold = float(settings["threshold"])
    except (OSError, ValueError, KeyError, TypeError) as exc:
        return JudgeStatus(False, folder, f"{folder / SETTINGS_FILE} cannot be read ({type(exc).__name__}: {exc})")
    gates = settings.get("gates") or {}
    return JudgeStatus(True, folder, threshold=threshold, default_on=bool(gates.get("passed")),
                       gates=str(gates.get("summary") or ""))


def evidence_text(item: JudgeItem, budget: int = EVIDENCE_CHARS) -> str:
    """What the judge reads for ``item``: each quote's whole sentence (its quote where no sentence is known), once, in order."""
    pieces: list[str] = []
    for number in sorted(set(item.quotes) | set(item.contexts)):
        contexts = item.contexts.get(number) or []
        sentences = [c.get("sentence") or c.get("quote") or "" for c in contexts] or item.quotes.get(number, [])
        for sentence in sentences:
            sentence = " ".join(str(sentence).split())
            if sentence and sentence not in pieces:
                pieces.append(sentence)
    text = " ".join(pieces)
    return text if len(text) <= budget else text[:budget].rsplit(" ", 1)[0]


class LearnedJudge:
    """The trained cross-encoder as a :class:`~muonrag.grounding.judge.Judge`.

    Args:
        folder: where ``judge-int8.onnx``, ``judge.json`` and ``tokenizer.json`` are
            (default: the package's ``muonrag/data/judge/``).
        threshold: a claim is supported when its probability is at least this;
            ``None`` for the one calibrated with the model (``judge.json``, chosen on
            held-out development pairs, never on the pairs reported).
        reject_below: a claim the rules *kept* is removed only when its probability is
            below this (``None``: ``judge.json``'s ``reject_below``, else ``threshold``); a
            doubted claim must reach ``threshold`` to be kept.
        threads: ONNX Runtime threads (one: a judge beside a search on a small machine).

    Raises:
        FileNotFoundError: the model's files are not in ``folder`` (see :func:`judge_status`).
    """

    name = "learned"

    def __init__(self, folder: Optional[Path] = None, threshold: Optional[float] = None,
                 reject_below: Optional[float] = None, threads: int = 1):
        status = judge_status(folder)
        if not status.available:
            raise FileNotFoundError(f"the learned judge cannot run: {status.reason}")
        self.folder = status.path
        settings = json.loads((self.folder / SETTINGS_FILE).read_text(encoding="utf-8"))
        self.settings = settings
        self.threshold = float(settings["threshold"]) if threshold is None else float(threshold)
        if reject_below is None:
            reject_below = settings.get("reject_below", self.threshold) if threshold is None else self.threshold
        self.reject_below = float(reject_below)
        self.max_length = int(settings.get("max_length", 128))
        self.threads = threads
        self.note = ""
        self._lock = threading.Lock()
        self._session = None
        self._tokenizer = None

    def _load(self) -> None:
        with self._lock:
            if self._session is not None:
                return
            import onnxruntime
            from tokenizers import Tokenizer

            options = onnxruntime.SessionOptions()
            options.intra_op_num_threads = self.threads
            options.inter_op_num_threads = 1
            tokenizer = Tokenizer.from_file(str(self.folder / TOKENIZER_FILE))
            tokenizer.enable_truncation(self.max_length, strategy="longest_first")
            tokenizer.no_padding()
            self._tokenizer = tokenizer
            self._session = onnxruntime.InferenceSession(str(self.folder / MODEL_FILE), options,
                                                         providers=["CPUExecutionProvider"])

    def scores(self, pairs: Sequence[tuple[str, str]], batch_size: int = 8) -> np.ndarray:
        """The probability that each ``(claim, evidence)`` pair's evidence says its claim, in order."""
        if not pairs:
            return np.zeros(0, dtype=np.float32)
        self._load()
        encoded = self._tokenizer.encode_batch([(c, e or " ") for c, e in pairs])
        order = sorted(range(len(encoded)), key=lambda i: len(encoded[i].ids))
        out = np.empty(len(encoded), dtype=np.float32)
        for start in range(0, len(order), batch_size):
            rows = order[start:start + batch_size]
            width = max(len(encoded[i].ids) for i in rows)
            ids = np.zeros((len(rows), width), dtype=np.int64)
            mask = np.zeros_like(ids)
            types = np.zeros_like(ids)
            for r, i in enumerate(rows):
                n = len(encoded[i].ids)
                ids[r, :n] = encoded[i].ids
                mask[r, :n] = 1
                types[r, :n] = encoded[i].type_ids
            logits = self._session.run(None, {"input_ids": ids, "attention_mask": mask, "token_type_ids": types})[0]
            out[rows] = 1.0 / (1.0 + np.exp(-logits.astype(np.float64)))
        return out

    def judge(self, question: str, items: Sequence[JudgeItem]) -> list[Judgement]:
        """One verdict per item: supported at :attr:`threshold` (a doubted claim) or unless below :attr:`reject_below` (a kept one)."""
        texts = [evidence_text(item) for item in items]
        probabilities = self.scores([(item.claim, text) for item, text in zip(items, texts)])
        out = []
        for item, text, p in zip(items, texts, probabilities):
            p = float(p)
            if not text:
                out.append(Judgement(None, reason="the learned judge was shown no evidence"))
                continue
            cut = self.threshold if item.doubts else self.reject_below
            supported = p >= cut
            reason = (f"the learned judge gives {p:.2f} that the quoted sentences say it "
                      f"({'at least' if supported else 'below'} {cut:.2f})")
            out.append(Judgement(supported, score=p, reason=reason))
        return out
