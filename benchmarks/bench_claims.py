"""The claim checker against human labels: claims that should be kept kept, claims that should not removed.

Run::

    python benchmarks/bench_claims.py                          # SciFact: all 957 pairs, every setting
    python benchmarks/bench_claims.py --settings rules         # the rules alone
    python benchmarks/bench_claims.py --split dev              # the half the thresholds were chosen on
    python benchmarks/bench_claims.py --split report           # the other half, reported
    python benchmarks/bench_claims.py --limit 200 --seed 1     # a quick random sample
    python benchmarks/bench_claims.py --reply-format quotes --json benchmarks/out/claims.json
    python benchmarks/bench_claims.py --dataset attributionbench --split report   # ~9 min per setting (2 cores)
    python benchmarks/bench_claims.py --dataset wice --split report
    # the baseline checkout's package, under this checkout's harness; then compare a later run against it
    PYTHONPATH=/work/baseline python benchmarks/bench_claims.py --split report --settings rules --json base.json
    python benchmarks/bench_claims.py --split report --settings rules --compare base.json

``--dataset scifact|attributionbench|wice`` (default scifact) chooses the
labelled set; :mod:`claim_datasets` (beside this file) reads each into the
same rows: the claim, the question asked, the evidence chunks [1..k] the
reply cites, and whether the claim should be kept (SciFact SUPPORT,
AttributionBench ``attributable``, WiCE ``supported``) or removed (CONTRADICT,
``not attributable``, ``not_supported``; WiCE's ``partially_supported`` are
skipped). ``--split dev|report`` halves every set by a hash of the row id.
Every setting also reports the balanced accuracy (the mean of the kept rate
of positives and the removed rate of negatives), and the checker's seconds
per claim: the engine's ``answer_s`` less its ``generate_s`` and
``verify_s`` (the replay endpoint's round trips), median, mean and max.
``muonrag`` is imported after any ``PYTHONPATH`` (the header and the JSON
name the package's file); the replay server is always this checkout's
``muonrag/testing.py`` (loaded by path). What follows describes SciFact; the other sets
differ as :mod:`claim_datasets` says (the reply cites every chunk, and the
default settings are ``rules,verify``).

``../shared/datasets/scifact-train/claims.jsonl`` (read at run time, never
copied: CC BY-NC 2.0) holds 957 (claim, evidence) pairs labelled by people:
616 SUPPORT (the evidence sentences say the claim) and 341 CONTRADICT (they
say otherwise, mostly in the evidence's own words with a direction, a
quantity, a negation or a qualifier changed). Each pair goes through the
public answer path: a :class:`~muonrag.GroundedQueryEngine` over a fixed
retriever that returns the pair's labelled evidence as chunk [1], and the
real ``OpenAILike`` client (``make_llm``) talking over a socket to the
replay endpoint (``muonrag/testing.py``), which answers with the claim
as the one claim of the JSON reply, quoting the labelled evidence (the
default, ``--reply-format quotes``: ``{"claims": [{"text": ..., "evidence":
[{"n": 1, "quote": ...}]}]}``) or only citing [1] (``--reply-format
citations``: ``{"claims": [{"text": ..., "citations": [1]}]}``, the engine then
chooses the quote). ``--split dev`` keeps the half of the claims (by a hash
of the claim id) on which the checker's thresholds were chosen;
``--split report`` the other half. The question asked is the
claim itself (SciFact's query), the hardest case for removal, since the
question's words are never new words; the ``neutral-question`` setting asks
a fixed question instead. Chunks carry no title unless ``--titles`` gives
each its abstract's title from ``corpus.jsonl``.

A claim is *kept* when the answer is not an abstention and nothing of it is
in ``answer.removed``; *partly kept* when the answer survives with one of
its clauses removed (counted as not kept). The settings:

* ``rules``: ``verify="rules"``, evidence [1] only (the target: >= 0.90 of
  SUPPORT kept, >= 0.80 of CONTRADICT removed);
* ``distractor``: the rules, with chunk [2] the evidence of another pair
  (another abstract), not cited;
* ``verify``: ``verify="llm"`` with a replay verifier that calls every claim
  supported: the judge that keeps every claim the rules only doubted (the
  worst case for negatives); it can never bring back a claim a rule failed;
* ``neutral-question``: the rules, asked "What does the evidence show?";
* ``judge``: the rules, then the learned judge (``judge="learned"``,
  :class:`~muonrag.grounding.learned.LearnedJudge`): it settles the claims the
  rules doubted and removes kept claims it scores below its ``reject_below``
  (``--judge-threshold``/``--judge-reject-below`` override the shipped values).

``--split calib`` is the quarter of the dev half the learned judge was not
trained on (``judge_pairs.part_of``): where its thresholds are chosen.

Prints Markdown tables: counts, rates and 95 % Wilson intervals per setting;
the reasons the rules gave for the SUPPORT pairs they removed (top 10) and
for the CONTRADICT pairs they removed; ten CONTRADICT pairs they kept; and
seconds per pair. ``--json OUT`` writes the figures and every pair's outcome.
"""

from __future__ import annotations

import argparse
import collections
import importlib.util
import json
import logging
import math
import random
import re
import sys
import time
from pathlib import Path
from typing import Any, Optional

sys.path.insert(0, str(Path(__file__).resolve().parent))  # claim_datasets, beside this file
from claim_datasets import DATASETS, load_scifact, split_of  # noqa: E402
from judge_pairs import part_of  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_DATASET = DATASETS["scifact"][1]
NEUTRAL_QUESTION = "What does the evidence show?"
SETTINGS = {
    # name: (verify mode, distractor chunk [k+1], the dataset's question is asked (SciFact, WiCE: the claim), heading, judge)
    "rules": ("rules", False, True, "rules", "none"),
    "distractor": ("rules", True, True, "rules, distractor [2]", "none"),
    "verify": ("llm", False, True, "rules + verify (replay: all supported)", "none"),
    "neutral-question": ("rules", False, False, "rules, neutral question", "none"),
    "judge": ("rules", False, True, "rules + learned judge", "learned"),
}
DEFAULT_SETTINGS = ("rules", "distractor", "verify", "neutral-question")
TARGET_KEPT, TARGET_REMOVED = 0.90, 0.80


# --- data -----------------------------------------------------------------------------------------------------------

def load_pairs(dataset: Path) -> list[dict[str, Any]]:
    """SciFact's labelled pairs of ``dataset/claims.jsonl``, in file order (kept for callers; see :mod:`claim_datasets`)."""
    return load_scifact(dataset)


def load_titles(dataset: Path, doc_ids: set[str]) -> dict[str, str]:
    """Titles of the abstracts in ``dataset/corpus.jsonl`` (``--titles``, SciFact only)."""
    titles: dict[str, str] = {}
    path = (dataset if dataset.is_dir() else dataset.parent) / "corpus.jsonl"
    if not path.is_file():
        return titles
    with path.open(encoding="utf-8") as handle:
        for line in handle:
            row = json.loads(line)
            doc_id = str(row.get("_id", row.get("doc_id", "")))
            if doc_id in doc_ids:
                titles[doc_id] = str(row.get("title") or "")
    return titles


# --- the replay endpoint's replies ----------------------------------------------------------------------------------

def answer_reply(pair: dict[str, Any], reply_format: str) -> dict[str, Any]:
    """The JSON the engine asks for: the pair's claim as one claim of its evidence chunks [1..k] (each quoted whole)."""
    numbers = range(1, len(pair["chunks"]) + 1)
    if reply_format == "quotes":
        return {"claims": [{"text": pair["claim"], "evidence": [{"n": n, "quote": c} for n, c in zip(numbers, pair["chunks"])]}]}
    return {"claims": [{"text": pair["claim"], "citations": list(numbers)}]}


_CLAIM_LINE = re.compile(r"(?m)^\s*(\d+)\.\s+\S")


def verify_reply(body: dict[str, Any]) -> str:
    """The replay verifier: every claim of the verification prompt is supported.

    The claims are counted from the prompt (numbered lines ``1. ...``), so a
    claim the splitter cut into clauses gets a verdict per clause. Each
    verdict carries both ``claim`` and ``id`` (the schema's key, either way).
    """
    text = "\n".join(str(m.get("content") or "") for m in body.get("messages", []))
    numbers = {int(n) for n in _CLAIM_LINE.findall(text.split("Claims:", 1)[-1])}
    count = 0
    while count + 1 in numbers:
        count += 1
    verdicts = [{"claim": i, "id": i, "supported": True, "reason": "the quote states it"} for i in range(1, max(count, 1) + 1)]
    return json.dumps({"verdicts": verdicts})


class Responder(list):
    """The replay server's script: steps that are callables are answered from the request they serve.

    The server appends each request to ``server.requests`` and then takes
    ``script.pop(0)`` under its lock; a callable step gets that request's body.
    """

    def __init__(self, server: Any, steps: list[Any]):
        super().__init__(steps)
        self.server = server

    def pop(self, index: int = -1) -> Any:
        step = super().pop(index)
        if callable(step):
            return step(self.server.requests[-1]["body"])
        return step


# --- the answer path ------------------------------------------------------------------------------------------------

def make_retriever():
    from llama_index.core.retrievers import BaseRetriever
    from llama_index.core.schema import NodeWithScore, QueryBundle

    class PairRetriever(BaseRetriever):
        """Returns the nodes set for the current pair, in order (evidence [1], then any distractor)."""

        def __init__(self) -> None:
            super().__init__()
            self.nodes: list[NodeWithScore] = []

        def _retrieve(self, query_bundle: QueryBundle) -> list[NodeWithScore]:
            return list(self.nodes)

    return PairRetriever()


def node_for(pair: dict[str, Any], rank: int, titles: dict[str, str], chunk: int = 0, source: str = "scifact-train/corpus.jsonl"):
    """Chunk ``chunk`` of ``pair`` as the retriever's node at ``rank`` (SciFact's node ids as before)."""
    from llama_index.core.schema import NodeWithScore, TextNode

    node_id = f"scifact-{pair['doc_id']}-{pair['index']}" + (f"-{chunk}" if chunk else "")
    if not source.startswith("scifact"):
        node_id = f"{source.split('/')[0]}-{pair['index']}-{chunk}"
    node = TextNode(id_=node_id, text=pair["chunks"][chunk],
                    metadata={"doc_id": pair["doc_id"], "title": titles.get(pair["doc_id"], ""), "source": source, "chunk": chunk})
    return NodeWithScore(node=node, score=1.0 / rank)


def nodes_for(pair: dict[str, Any], titles: dict[str, str], source: str, distractor: Optional[dict[str, Any]] = None) -> list:
    """The pair's chunks as [1..k], then (not cited) the first chunk of ``distractor`` as [k+1]."""
    nodes = [node_for(pair, k + 1, titles, k, source) for k in range(len(pair["chunks"]))]
    if distractor is not None:
        nodes.append(node_for(distractor, len(nodes) + 1, titles, 0, source))
    return nodes


def _norm(text: str) -> str:
    return " ".join(re.sub(r"[^\w]+", " ", text.lower()).split())


def removal_reason(entry: str, claim: str) -> str:
    """The reason part of a ``removed`` entry (``"<reason>: <claim or clause>"``)."""
    normalised = _norm(claim)
    for match in re.finditer(r":\s", entry):
        tail = _norm(entry[match.end():])
        if tail and tail in normalised:
            return entry[:match.start()].strip()
    return entry.strip()


def reason_kind(reason: str) -> str:
    """A reason with its particulars (quoted words, numbers, word lists) blanked, for counting."""
    kind = re.sub(r"\[[^\]]*\]", "[...]", reason)
    kind = re.sub(r"'[^']*'|\"[^\"]*\"", "'...'", kind)
    kind = re.sub(r"'\.\.\.'(?:, '\.\.\.')+", "'...'", kind)
    kind = re.sub(r"\d+(?:\.\d+)?%", "N%", kind)
    kind = re.sub(r"answers about \([^()]*\)", "answers about (...)", kind)
    kind = re.sub(r"(found in neither the question nor the cited evidence:)[^)]*", r"\1 ...", kind)
    kind = re.sub(r"the number .+? is in a sentence", "the number ... is in a sentence", kind)
    kind = re.sub(r"the evidence gives .+?, not for [^)]*", "the evidence gives ... for ..., not for ...", kind)
    kind = re.sub(r"states this for .+?, the question asks about [^)]*", "states this for ..., the question asks about ...", kind)
    return kind


def run_pair(engine: Any, server: Any, pair: dict[str, Any], question: str, nodes: list, reply_format: str,
             verify: bool) -> dict[str, Any]:
    """One pair through the engine; the outcome as plain data."""
    from muonrag.errors import LLMError

    engine.retriever.nodes = nodes
    server.requests.clear()
    steps: list[Any] = [{"json": answer_reply(pair, reply_format)}]
    if verify:
        steps += [verify_reply, verify_reply]  # the pass may ask once more
    server.script = Responder(server, steps)
    t0 = time.perf_counter()
    error = None
    try:
        answer = engine.answer(question)
    except LLMError as exc:  # no fallback: an endpoint failure is reported, not answered extractively
        answer, error = None, f"{type(exc).__name__}: {str(exc)[:200]}"
    seconds = time.perf_counter() - t0
    requests = len(server.requests)
    if answer is None:
        return {"kept": False, "partly": False, "abstained": True, "removed": [], "reasons": [error], "error": error,
                "seconds": seconds, "answer_s": None, "check_s": None, "requests": requests, "verify_failed": False,
                "text": "", "stated": False}
    timings = dict(getattr(answer, "timings", None) or {})
    answer_s = timings.get("answer_s")
    # the checker's own time: the engine's answer_s less the model's round trips to the replay endpoint
    check_s = (answer_s - timings.get("generate_s", 0.0) - timings.get("verify_s", 0.0)) if answer_s is not None else None
    removed = [str(r) for r in (getattr(answer, "removed", None) or [])]
    abstained = bool(answer.abstained)
    reasons = [removal_reason(r, pair["claim"]) for r in removed]
    if abstained and not reasons:
        reasons = [str(answer.reason or "abstained")]
    trace = [str(t) for t in (getattr(answer, "trace", None) or [])]
    verify_failed = verify and any("rules only" in t or "verification pass failed" in t for t in trace)
    text = str(answer.text or "")
    return {"kept": not abstained and not removed, "partly": not abstained and bool(removed), "abstained": abstained,
            "removed": removed, "reasons": reasons, "error": None, "seconds": seconds, "answer_s": answer_s,
            "check_s": check_s, "requests": requests,
            "verify_failed": verify_failed, "text": text,
            "stated": _norm(pair["claim"]) in _norm(re.sub(r"\[\d+\]", " ", text))}


# --- statistics and tables ------------------------------------------------------------------------------------------

def wilson(successes: int, n: int, z: float = 1.959964) -> tuple[float, float]:
    """The 95 % Wilson score interval of a rate."""
    if n == 0:
        return float("nan"), float("nan")
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def _times(values: list[Optional[float]]) -> dict[str, float]:
    values = sorted(v for v in values if v is not None)
    if not values:
        return {"median": float("nan"), "mean": float("nan"), "max": float("nan"), "n": 0}
    middle = len(values) // 2
    median = values[middle] if len(values) % 2 else (values[middle - 1] + values[middle]) / 2
    return {"median": median, "mean": sum(values) / len(values), "max": values[-1], "n": len(values)}


def summarise(pairs: list[dict[str, Any]], outcomes: list[dict[str, Any]]) -> dict[str, Any]:
    """Positives kept, negatives removed, their mean (balanced accuracy) and the times, of one setting.

    The ``support_*`` keys are the positives (SciFact's SUPPORT), the ``contradict_*`` keys the negatives.
    The balanced accuracy's interval is the mean of the two Wilson intervals' bounds: conservative (its
    half-width, (h1 + h2) / 2, is at least the normal approximation's sqrt(h1^2 + h2^2) / 2).
    """
    support = [o for p, o in zip(pairs, outcomes) if p["positive"]]
    contradict = [o for p, o in zip(pairs, outcomes) if not p["positive"]]
    kept = sum(o["kept"] for o in support)
    removed = sum(not o["kept"] for o in contradict)
    kept_rate = kept / len(support) if support else float("nan")
    removed_rate = removed / len(contradict) if contradict else float("nan")
    kept_ci, removed_ci = wilson(kept, len(support)), wilson(removed, len(contradict))
    return {
        "support": len(support), "support_kept": kept, "support_kept_rate": kept_rate, "support_kept_ci": kept_ci,
        "contradict": len(contradict), "contradict_removed": removed, "contradict_removed_rate": removed_rate,
        "contradict_removed_ci": removed_ci,
        "balanced_accuracy": (kept_rate + removed_rate) / 2,
        "balanced_accuracy_ci": ((kept_ci[0] + removed_ci[0]) / 2, (kept_ci[1] + removed_ci[1]) / 2),
        "support_partly": sum(o["partly"] for o in support), "contradict_partly": sum(o["partly"] for o in contradict),
        "errors": sum(o["error"] is not None for o in outcomes),
        "verify_failed": sum(o["verify_failed"] for o in outcomes),
        "kept_not_stated": sum(o["kept"] and not o["stated"] for o in outcomes),
        "requests": sum(o["requests"] for o in outcomes),
        "seconds_per_pair": sum(o["seconds"] for o in outcomes) / len(outcomes) if outcomes else float("nan"),
        "seconds": _times([o["seconds"] for o in outcomes]),
        "answer_s": _times([o.get("answer_s") for o in outcomes]),
        "check_s": _times([o.get("check_s") for o in outcomes]),
    }


def _rate(k: int, n: int, rate: float, ci: tuple[float, float]) -> tuple[str, str]:
    return f"{k}/{n} = {rate:.3f}", f"{ci[0]:.3f}-{ci[1]:.3f}"


def _clip(text: str, width: int) -> str:
    text = " ".join(str(text).split()).replace("|", "\\|")
    return text if len(text) <= width else text[: width - 3] + "..."


def figures_table(names: list[str], summaries: dict[str, dict[str, Any]], positive: str = "SUPPORT",
                  negative: str = "CONTRADICT") -> str:
    head = "| | " + " | ".join(SETTINGS[n][3] for n in names) + " |"
    lines = [head, "|---|" + "---:|" * len(names)]

    def row(label: str, cells: list[str]) -> None:
        lines.append(f"| {label} | " + " | ".join(cells) + " |")

    s = [summaries[n] for n in names]
    kept = [_rate(x["support_kept"], x["support"], x["support_kept_rate"], x["support_kept_ci"]) for x in s]
    removed = [_rate(x["contradict_removed"], x["contradict"], x["contradict_removed_rate"], x["contradict_removed_ci"]) for x in s]
    row(f"{positive} kept", [k[0] for k in kept])
    row("95% Wilson interval", [k[1] for k in kept])
    row(f"{negative} removed", [r[0] for r in removed])
    row("95% Wilson interval", [r[1] for r in removed])
    row("balanced accuracy (mean of the two)", [f"{x['balanced_accuracy']:.3f}" for x in s])
    row("95% interval (mean of the Wilson bounds)", [f"{x['balanced_accuracy_ci'][0]:.3f}-{x['balanced_accuracy_ci'][1]:.3f}" for x in s])
    row(f"partly kept, a clause removed ({positive} / {negative})", [f"{x['support_partly']} / {x['contradict_partly']}" for x in s])
    row("endpoint errors / verify passes with no valid reply", [f"{x['errors']} / {x['verify_failed']}" for x in s])
    row("kept, but the answer text does not state the claim", [str(x["kept_not_stated"]) for x in s])
    row("requests to the endpoint", [str(x["requests"]) for x in s])
    row("seconds per pair (wall, around engine.answer; mean)", [f"{x['seconds_per_pair']:.4f}" for x in s])
    row("checker s/claim, median / mean / max (answer_s - generate_s - verify_s)",
        [f"{x['check_s']['median']:.4f} / {x['check_s']['mean']:.4f} / {x['check_s']['max']:.2f}" for x in s])
    row("engine answer_s, median / mean (with the replay round trips)",
        [f"{x['answer_s']['median']:.4f} / {x['answer_s']['mean']:.4f}" for x in s])
    return "\n".join(lines)


def reasons_table(pairs: list[dict[str, Any]], outcomes: list[dict[str, Any]], label: Any, top: int = 10) -> tuple[str, list]:
    """Why the rules removed the pairs of ``label`` (a label string, or ``True``/``False``: the positives/negatives)."""
    counts: collections.Counter = collections.Counter()
    example: dict[str, tuple[str, str]] = {}
    for pair, outcome in zip(pairs, outcomes):
        if (pair["positive"] if isinstance(label, bool) else pair["label"]) != label or outcome["kept"]:
            continue
        for kind in dict.fromkeys(reason_kind(r) for r in outcome["reasons"]):
            counts[kind] += 1
            example.setdefault(kind, (next(r for r in outcome["reasons"] if reason_kind(r) == kind), pair["claim"]))
    lines = ["| reason (particulars blanked) | pairs | example reason | its claim |", "|---|---:|---|---|"]
    for kind, n in counts.most_common(top):
        reason, claim = example[kind]
        lines.append(f"| {_clip(kind, 90)} | {n} | {_clip(reason, 90)} | {_clip(claim, 80)} |")
    if not counts:
        lines.append("| (none) | 0 | | |")
    return "\n".join(lines), counts.most_common()


def kept_contradictions(pairs: list[dict[str, Any]], outcomes: list[dict[str, Any]], seed: int, count: int = 10) -> tuple[str, list]:
    """``count`` negatives (SciFact's CONTRADICT) the rules kept, at random."""
    chosen = [p for p, o in zip(pairs, outcomes) if not p["positive"] and o["kept"]]
    sample = sorted(random.Random(seed).sample(chosen, min(count, len(chosen))), key=lambda p: p["index"])
    lines = ["| id | claim (kept) | labelled evidence (does not support it) |", "|---|---|---|"]
    for p in sample:
        lines.append(f"| {p['claim_id']} | {_clip(p['claim'], 110)} | {_clip(p['evidence'], 160)} |")
    if not sample:
        lines.append("| - | (none) | |")
    return "\n".join(lines), [p["index"] for p in sample]


# --- main -----------------------------------------------------------------------------------------------------------

def load_replay_server():
    """``ReplayLLMServer`` from this checkout's ``muonrag/testing.py``, by path: the same harness
    whichever ``muonrag`` runs (``PYTHONPATH=/work/baseline`` chooses the package, not the harness)."""
    path = ROOT / "muonrag" / "testing.py"  # standard library only: it imports nothing of the package
    spec = importlib.util.spec_from_file_location("_bench_claims_replay_server", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module.ReplayLLMServer, path


def dataset_choice(value: str) -> tuple[str, Optional[Path]]:
    """``--dataset``: a name, or (as before) the folder holding SciFact's ``claims.jsonl``."""
    if value in DATASETS:
        return value, None
    if Path(value).exists():
        return "scifact", Path(value)
    raise argparse.ArgumentTypeError(f"choose from {', '.join(DATASETS)} (or a folder holding claims.jsonl)")


def compare(base_path: Path, payload: dict[str, Any], positive: str, negative: str) -> str:
    """This run against an earlier ``--json`` (the baseline): figures per setting, and the rows that changed."""
    base = json.loads(base_path.read_text(encoding="utf-8"))
    lines = [f"Against {base_path} (muonrag from {base.get('muonrag_file', '?')}; {base.get('pairs')} rows, "
             f"split {base.get('split', '?')}, limit {base.get('limit')}, seed {base.get('seed')}):\n",
             f"| setting | {positive} kept (BASE_JSON -> this run) | {negative} removed | balanced accuracy | checker s/claim median "
             f"| rows now kept / now removed | rows in both |", "|---|---:|---:|---:|---:|---:|---:|"]
    differ = [k for k in ("dataset", "split", "limit", "seed", "reply_format") if base.get(k, payload[k]) != payload[k]]
    if differ:
        lines.insert(1, f"NOT the same rows or replies ({', '.join(differ)} differ): the rates below are not comparable.\n")
    for name, now in payload["summaries"].items():
        old = base.get("summaries", {}).get(name)
        if old is None:
            continue
        before = {(o.get("file"), o["line"]): o["kept"] for o in base.get("outcomes", {}).get(name, [])}
        after = {(o.get("file"), o["line"]): o["kept"] for o in payload["outcomes"][name]}
        both = before.keys() & after.keys()
        gained = sum(after[k] and not before[k] for k in both)
        lost = sum(before[k] and not after[k] for k in both)
        cs = lambda x: (x.get("check_s") or {}).get("median", float("nan"))  # noqa: E731
        lines.append(f"| {name} | {old['support_kept_rate']:.3f} -> {now['support_kept_rate']:.3f} "
                     f"| {old['contradict_removed_rate']:.3f} -> {now['contradict_removed_rate']:.3f} "
                     f"| {old.get('balanced_accuracy', float('nan')):.3f} -> {now['balanced_accuracy']:.3f} "
                     f"| {cs(old):.4f} -> {cs(now):.4f} | {gained} / {lost} | {len(both)} |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--dataset", type=dataset_choice, default="scifact", metavar="|".join(DATASETS),
                        help="the labelled set (default: scifact); a folder path is read as SciFact's, as before")
    parser.add_argument("--data", default=None, metavar="PATH", help="the set's folder or file, if not the default under ../shared/datasets")
    parser.add_argument("--settings", default=None,
                        help=f"comma-separated, of {', '.join(SETTINGS)} (default: all four for scifact, rules,verify for the others)")
    parser.add_argument("--split", choices=("all", "dev", "report", "calib"), default="all",
                        help="the dev half of the rows (thresholds are chosen on it), the other half (reported), all, "
                             "or the dev half's quarter the learned judge was not trained on (calib)")
    parser.add_argument("--judge-threshold", type=float, default=None, help="the learned judge's threshold (default: shipped)")
    parser.add_argument("--judge-reject-below", type=float, default=None,
                        help="remove a claim the rules kept when the learned judge scores it below this (default: shipped)")
    parser.add_argument("--reply-format", choices=("citations", "quotes"), default=None,
                        help="the replay reply: cite the chunks (the engine chooses the quote) or quote each whole "
                             "(default: quotes for scifact, citations for the others)")
    parser.add_argument("--profile", default="physics",
                        help="the grounding profile the rules read: physics (the default) or biomedical (adds words fitted "
                             "to biomedical abstracts)")
    parser.add_argument("--titles", action="store_true", help="give each chunk its abstract's title (scifact: from corpus.jsonl)")
    parser.add_argument("--limit", type=int, default=None, help="a random sample of N rows (with --seed), after the split")
    parser.add_argument("--seed", type=int, default=0, help="sample, distractors and examples (default: %(default)s)")
    parser.add_argument("--json", default=None, metavar="OUT", help="write the figures and every row's outcome here")
    parser.add_argument("--compare", default=None, metavar="BASE_JSON", help="print this run against an earlier --json (e.g. the baseline's)")
    args = parser.parse_args()

    name, data_path = args.dataset if isinstance(args.dataset, tuple) else dataset_choice(args.dataset)
    loader, default_path, display, positive, negative, default_format, default_settings = DATASETS[name]
    dataset = Path(args.data) if args.data else (data_path or default_path)
    reply_format = args.reply_format or default_format
    names = [n.strip() for n in (args.settings or ",".join(default_settings)).split(",") if n.strip()]
    unknown = [n for n in names if n not in SETTINGS]
    if unknown or not names:
        parser.error(f"unknown setting(s) {unknown}; choose from {', '.join(SETTINGS)}")
    if args.titles and name != "scifact":
        parser.error("--titles is for scifact only")
    logging.getLogger("httpx").setLevel(logging.WARNING)
    logging.getLogger("muonrag").setLevel(logging.ERROR)  # long references: a context warning per row
    if str(ROOT) not in sys.path:
        sys.path.append(str(ROOT))  # last: a PYTHONPATH (e.g. the baseline's checkout) chooses the package
    import muonrag
    from muonrag import Config, GroundedQueryEngine
    from muonrag.llm.adapter import make_llm
    from muonrag.llm.client import Client
    ReplayLLMServer, replay_path = load_replay_server()
    source = {"scifact": "scifact-train/corpus.jsonl", "attributionbench": "attributionbench-dev/dev.jsonl",
              "wice": "wice/evidence"}[name]

    pairs = loader(dataset)
    total = len(pairs)
    if args.split == "calib":
        pairs = [p for p in pairs if part_of(p["row_id"]) == "calib"]
    elif args.split != "all":
        pairs = [p for p in pairs if split_of(p) == args.split]
    in_split = len(pairs)
    rng = random.Random(args.seed)
    if args.limit is not None and args.limit < len(pairs):
        pairs = sorted(rng.sample(pairs, args.limit), key=lambda p: p["index"])
    titles = load_titles(dataset, {p["doc_id"] for p in pairs}) if args.titles else {}
    distractors = {}
    for pair in pairs:  # evidence of another pair, from another document
        others = [q for q in pairs if q["doc_id"] != pair["doc_id"] or name == "attributionbench" and q["row_id"] != pair["row_id"]]
        distractors[pair["index"]] = rng.choice(others) if others else None

    outcomes: dict[str, list[dict[str, Any]]] = {}
    started = time.perf_counter()
    with ReplayLLMServer() as server:
        llm = make_llm(Config(llm_base_url=server.url, llm_model="replay-model", llm_timeout=10, llm_retries=0).llm)
        if pairs:  # warm-up (imports, the client's connection), not timed
            warm = GroundedQueryEngine(make_retriever(), llm=llm, extractive=None, fallback=False, verify="rules",
                                       judge="none")
            run_pair(warm, server, pairs[0], pairs[0]["question"], nodes_for(pairs[0], titles, source), reply_format, False)
        for setting in names:
            verify, distractor, own_question, _heading, judge = SETTINGS[setting]
            if judge == "learned" and (args.judge_threshold is not None or args.judge_reject_below is not None):
                from muonrag.grounding.learned import LearnedJudge

                judge = LearnedJudge(threshold=args.judge_threshold, reject_below=args.judge_reject_below)
            # a conversation of its own per setting: what the client learns in one setting does not carry over
            engine = GroundedQueryEngine(make_retriever(), llm=Client(llm), extractive=None, fallback=False, verify=verify,
                                         judge=judge, **({"profile": args.profile} if args.profile != "physics" else {}))
            results = []
            for pair in pairs:
                nodes = nodes_for(pair, titles, source, distractors[pair["index"]] if distractor else None)
                question = pair["question"] if own_question else NEUTRAL_QUESTION
                results.append(run_pair(engine, server, pair, question, nodes, reply_format, verify == "llm"))
            outcomes[setting] = results
    elapsed = time.perf_counter() - started
    summaries = {n: summarise(pairs, outcomes[n]) for n in names}

    n_pos = sum(p["positive"] for p in pairs)
    split = "" if args.split == "all" else f" of the {args.split} half ({in_split})"
    sample = f"a random {len(pairs)}{split} of {total} (seed {args.seed})" if len(pairs) < in_split else (
        f"the {args.split} half, {len(pairs)} of {total}" if args.split != "all" else f"all {total}")
    asked = {"scifact": "the claim", "wice": "the claim", "attributionbench": "the row's question"}[name]
    print(f"{display}: {sample} rows, {n_pos} {positive} and {len(pairs) - n_pos} {negative}; reply format {reply_format}; "
          f"question: {asked} (neutral setting: {NEUTRAL_QUESTION!r}); "
          f"chunk titles {'from corpus.jsonl' if args.titles else 'empty'}; grounding profile {args.profile}; "
          f"{elapsed:.1f} s in all")
    print(f"muonrag: {Path(muonrag.__file__).parent}; replay server: {replay_path}\n")
    print(figures_table(names, summaries, positive, negative))
    if len(names) > 1:
        print(f"\nSeconds per pair: {SETTINGS[names[0]][3]!r} runs first and pays the checker's cold caches (each new text's "
              "glossary lookup); the settings after it reuse them for the same texts. The checker's time is the engine's "
              "answer_s less its generate_s and verify_s (the replay endpoint's round trips).")
    base = "rules" if "rules" in names else names[0]
    b = summaries[base]
    if name == "scifact":
        met = b["support_kept_rate"] >= TARGET_KEPT and b["contradict_removed_rate"] >= TARGET_REMOVED
        print(f"\nTarget ({SETTINGS[base][3]}): SUPPORT kept >= {TARGET_KEPT:.2f} and CONTRADICT removed >= {TARGET_REMOVED:.2f}: "
              f"{'met' if met else 'NOT met'} ({b['support_kept_rate']:.3f}, {b['contradict_removed_rate']:.3f}).")
    if "verify" in names and "rules" in names:
        back = sum(not r["kept"] and v["kept"] for r, v in zip(outcomes["rules"], outcomes["verify"]))
        lost = sum(r["kept"] and not v["kept"] for r, v in zip(outcomes["rules"], outcomes["verify"]))
        print(f"Verify against the rules: {back} pair(s) the rules removed came back with verify (each one the rules "
              f"only doubted, kept by the judge); {lost} pair(s) the rules kept were removed with verify (an "
              "all-supported verifier: should be 0).")

    support_table, support_reasons = reasons_table(pairs, outcomes[base], True)
    contradict_table, contradict_reasons = reasons_table(pairs, outcomes[base], False)
    examples_table, example_indices = kept_contradictions(pairs, outcomes[base], args.seed)
    print(f"\nWhy the rules removed {positive} pairs ({SETTINGS[base][3]}; top 10; a pair counts once per kind):\n")
    print(support_table)
    print(f"\nWhat removed the {negative} pairs ({SETTINGS[base][3]}; top 10):\n")
    print(contradict_table)
    print(f"\n{negative} pairs the rules kept ({SETTINGS[base][3]}; 10 at random, seed {args.seed}):\n")
    print(examples_table)

    payload = {
        "dataset": name, "data": str(dataset), "muonrag_file": str(muonrag.__file__), "replay_server": str(replay_path),
        "split": args.split, "pairs": len(pairs), "in_split": in_split, "of": total, "seed": args.seed, "limit": args.limit,
        "labels": {"positive": positive, "negative": negative},
        "reply_format": reply_format, "titles": args.titles, "neutral_question": NEUTRAL_QUESTION,
        "seconds": elapsed, "targets": {"support_kept": TARGET_KEPT, "contradict_removed": TARGET_REMOVED},
        "timing": "check_s: the engine's answer_s less generate_s and verify_s; answer_s: the engine's; seconds: "
                  "wall time around engine.answer",
        "summaries": summaries,
        "reasons": {"support_removed": support_reasons, "contradict_removed": contradict_reasons},
        "kept_contradict_examples": example_indices,
        "outcomes": {n: [{"file": p["file"], "line": p["line"], "row_id": p["row_id"], "claim_id": p["claim_id"],
                          "doc_id": p["doc_id"], "label": p["label"], "positive": p["positive"],
                          "distractor_line": (distractors[p["index"]] or {}).get("line") if SETTINGS[n][1] else None,
                          **{k: v for k, v in o.items() if k != "text"}, "answer_text": o["text"]}
                         for p, o in zip(pairs, outcomes[n])] for n in names},
    }
    if args.compare:
        print("\n" + compare(Path(args.compare), payload, positive, negative))
    if args.json:
        out = Path(args.json)
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(json.dumps(payload, indent=1, ensure_ascii=False), encoding="utf-8")
        print(f"\nwrote {out}")


if __name__ == "__main__":
    main()
