"""The claim checker against human labels: SciFact's SUPPORT pairs kept, CONTRADICT pairs removed.

Run::

    python benchmarks/bench_claims.py                          # all 957 pairs, every setting
    python benchmarks/bench_claims.py --settings rules         # the rules alone
    python benchmarks/bench_claims.py --split dev              # the half the thresholds were chosen on
    python benchmarks/bench_claims.py --split report           # the other half, reported
    python benchmarks/bench_claims.py --limit 200 --seed 1     # a quick random sample
    python benchmarks/bench_claims.py --reply-format quotes --json benchmarks/out/claims.json

``../shared/datasets/scifact-train/claims.jsonl`` (read at run time, never
copied: CC BY-NC 2.0) holds 957 (claim, evidence) pairs labelled by people:
616 SUPPORT (the evidence sentences say the claim) and 341 CONTRADICT (they
say otherwise, mostly in the evidence's own words with a direction, a
quantity, a negation or a qualifier changed). Each pair goes through the
public answer path: a :class:`~muonrag.GroundedQueryEngine` over a fixed
retriever that returns the pair's labelled evidence as chunk [1], and the
real ``OpenAILike`` client (``make_llm``) talking over a socket to the
replay endpoint (``tests/replay_server.py``), which answers with the claim
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
  supported, so it measures only that the pass cannot bring back what the
  rules removed (its figures must equal the rules');
* ``neutral-question``: the rules, asked "What does the evidence show?".

Prints Markdown tables: counts, rates and 95 % Wilson intervals per setting;
the reasons the rules gave for the SUPPORT pairs they removed (top 10) and
for the CONTRADICT pairs they removed; ten CONTRADICT pairs they kept; and
seconds per pair. ``--json OUT`` writes the figures and every pair's outcome.
"""

from __future__ import annotations

import argparse
import hashlib
import collections
import json
import logging
import math
import random
import re
import sys
import time
from pathlib import Path
from typing import Any, Optional

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_DATASET = ROOT.parent / "shared" / "datasets" / "scifact-train"
NEUTRAL_QUESTION = "What does the evidence show?"
SETTINGS = {
    # name: (verify mode, distractor chunk [2], question is the claim, heading)
    "rules": ("rules", False, True, "rules"),
    "distractor": ("rules", True, True, "rules, distractor [2]"),
    "verify": ("llm", False, True, "rules + verify (replay: all supported)"),
    "neutral-question": ("rules", False, False, "rules, neutral question"),
}
DEFAULT_SETTINGS = ("rules", "distractor", "verify", "neutral-question")
TARGET_KEPT, TARGET_REMOVED = 0.90, 0.80


# --- data -----------------------------------------------------------------------------------------------------------

def load_pairs(dataset: Path) -> list[dict[str, Any]]:
    """The labelled pairs of ``dataset/claims.jsonl``, in file order, each with its evidence joined into one text."""
    path = dataset / "claims.jsonl"
    if not path.is_file():
        raise SystemExit(f"{path} not found: pass --dataset DIR (the folder holding claims.jsonl)")
    pairs = []
    with path.open(encoding="utf-8") as handle:
        for line_number, line in enumerate(handle, start=1):
            if not line.strip():
                continue
            row = json.loads(line)
            if row.get("label") not in ("SUPPORT", "CONTRADICT"):
                continue
            sentences = [" ".join(s.split()) for s in row.get("evidence") or [] if s and s.strip()]
            if not sentences:
                continue
            pairs.append({"index": len(pairs), "line": line_number, "claim_id": str(row.get("claim_id", "")),
                          "doc_id": str(row.get("doc_id", "")), "label": row["label"], "claim": " ".join(row["claim"].split()),
                          "sentences": sentences, "evidence": " ".join(sentences)})
    return pairs


def split_of(pair: dict[str, Any]) -> str:
    """``"dev"`` or ``"report"``: a fixed half of the claims (by claim id), so both labels of one claim stay together."""
    digest = hashlib.sha256(pair["claim_id"].encode()).digest()
    return "dev" if digest[0] % 2 == 0 else "report"


def load_titles(dataset: Path, doc_ids: set[str]) -> dict[str, str]:
    """Titles of the abstracts in ``dataset/corpus.jsonl`` (``--titles``)."""
    titles: dict[str, str] = {}
    path = dataset / "corpus.jsonl"
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
    """The JSON the engine asks for: the pair's claim as one claim of evidence [1]."""
    if reply_format == "quotes":
        return {"claims": [{"text": pair["claim"], "evidence": [{"n": 1, "quote": pair["evidence"]}]}]}
    return {"claims": [{"text": pair["claim"], "citations": [1]}]}


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


def node_for(pair: dict[str, Any], rank: int, titles: dict[str, str]):
    from llama_index.core.schema import NodeWithScore, TextNode

    node = TextNode(id_=f"scifact-{pair['doc_id']}-{pair['index']}", text=pair["evidence"],
                    metadata={"doc_id": pair["doc_id"], "title": titles.get(pair["doc_id"], ""),
                              "source": "scifact-train/corpus.jsonl", "chunk": 0})
    return NodeWithScore(node=node, score=1.0 / rank)


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
                "seconds": seconds, "requests": requests, "verify_failed": False, "text": "", "stated": False}
    removed = [str(r) for r in (getattr(answer, "removed", None) or [])]
    abstained = bool(answer.abstained)
    reasons = [removal_reason(r, pair["claim"]) for r in removed]
    if abstained and not reasons:
        reasons = [str(answer.reason or "abstained")]
    trace = [str(t) for t in (getattr(answer, "trace", None) or [])]
    verify_failed = verify and any("rules only" in t or "verification pass failed" in t for t in trace)
    text = str(answer.text or "")
    return {"kept": not abstained and not removed, "partly": not abstained and bool(removed), "abstained": abstained,
            "removed": removed, "reasons": reasons, "error": None, "seconds": seconds, "requests": requests,
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


def summarise(pairs: list[dict[str, Any]], outcomes: list[dict[str, Any]]) -> dict[str, Any]:
    support = [o for p, o in zip(pairs, outcomes) if p["label"] == "SUPPORT"]
    contradict = [o for p, o in zip(pairs, outcomes) if p["label"] == "CONTRADICT"]
    kept = sum(o["kept"] for o in support)
    removed = sum(not o["kept"] for o in contradict)
    return {
        "support": len(support), "support_kept": kept,
        "support_kept_rate": kept / len(support) if support else float("nan"),
        "support_kept_ci": wilson(kept, len(support)),
        "contradict": len(contradict), "contradict_removed": removed,
        "contradict_removed_rate": removed / len(contradict) if contradict else float("nan"),
        "contradict_removed_ci": wilson(removed, len(contradict)),
        "support_partly": sum(o["partly"] for o in support), "contradict_partly": sum(o["partly"] for o in contradict),
        "errors": sum(o["error"] is not None for o in outcomes),
        "verify_failed": sum(o["verify_failed"] for o in outcomes),
        "kept_not_stated": sum(o["kept"] and not o["stated"] for o in outcomes),
        "requests": sum(o["requests"] for o in outcomes),
        "seconds_per_pair": sum(o["seconds"] for o in outcomes) / len(outcomes) if outcomes else float("nan"),
    }


def _rate(k: int, n: int, rate: float, ci: tuple[float, float]) -> tuple[str, str]:
    return f"{k}/{n} = {rate:.3f}", f"{ci[0]:.3f}-{ci[1]:.3f}"


def _clip(text: str, width: int) -> str:
    text = " ".join(str(text).split()).replace("|", "\\|")
    return text if len(text) <= width else text[: width - 3] + "..."


def figures_table(names: list[str], summaries: dict[str, dict[str, Any]]) -> str:
    head = "| | " + " | ".join(SETTINGS[n][3] for n in names) + " |"
    lines = [head, "|---|" + "---:|" * len(names)]

    def row(label: str, cells: list[str]) -> None:
        lines.append(f"| {label} | " + " | ".join(cells) + " |")

    s = [summaries[n] for n in names]
    kept = [_rate(x["support_kept"], x["support"], x["support_kept_rate"], x["support_kept_ci"]) for x in s]
    removed = [_rate(x["contradict_removed"], x["contradict"], x["contradict_removed_rate"], x["contradict_removed_ci"]) for x in s]
    row("SUPPORT kept", [k[0] for k in kept])
    row("95% Wilson interval", [k[1] for k in kept])
    row("CONTRADICT removed", [r[0] for r in removed])
    row("95% Wilson interval", [r[1] for r in removed])
    row("partly kept, a clause removed (SUPPORT / CONTRADICT)", [f"{x['support_partly']} / {x['contradict_partly']}" for x in s])
    row("endpoint errors / verify passes with no valid reply", [f"{x['errors']} / {x['verify_failed']}" for x in s])
    row("kept, but the answer text does not state the claim", [str(x["kept_not_stated"]) for x in s])
    row("requests to the endpoint", [str(x["requests"]) for x in s])
    row("seconds per pair", [f"{x['seconds_per_pair']:.4f}" for x in s])
    return "\n".join(lines)


def reasons_table(pairs: list[dict[str, Any]], outcomes: list[dict[str, Any]], label: str, top: int = 10) -> tuple[str, list]:
    counts: collections.Counter = collections.Counter()
    example: dict[str, tuple[str, str]] = {}
    for pair, outcome in zip(pairs, outcomes):
        if pair["label"] != label or outcome["kept"]:
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
    chosen = [p for p, o in zip(pairs, outcomes) if p["label"] == "CONTRADICT" and o["kept"]]
    sample = sorted(random.Random(seed).sample(chosen, min(count, len(chosen))), key=lambda p: p["index"])
    lines = ["| claim_id | claim (kept) | labelled evidence (contradicts it) |", "|---|---|---|"]
    for p in sample:
        lines.append(f"| {p['claim_id']} | {_clip(p['claim'], 110)} | {_clip(p['evidence'], 160)} |")
    if not sample:
        lines.append("| - | (none) | |")
    return "\n".join(lines), [p["index"] for p in sample]


# --- main -----------------------------------------------------------------------------------------------------------

def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--dataset", default=str(DEFAULT_DATASET), help="folder holding claims.jsonl (default: %(default)s)")
    parser.add_argument("--settings", default=",".join(DEFAULT_SETTINGS),
                        help=f"comma-separated, of {', '.join(SETTINGS)} (default: all)")
    parser.add_argument("--split", choices=("all", "dev", "report"), default="all",
                        help="the dev half of the claims (thresholds are chosen on it), the other half, or all")
    parser.add_argument("--reply-format", choices=("citations", "quotes"), default="quotes",
                        help="the replay reply: today's citations schema, or the quotes schema (default: %(default)s)")
    parser.add_argument("--titles", action="store_true", help="give each chunk its abstract's title (from corpus.jsonl)")
    parser.add_argument("--limit", type=int, default=None, help="a random sample of N pairs (with --seed)")
    parser.add_argument("--seed", type=int, default=0, help="sample, distractors and examples (default: %(default)s)")
    parser.add_argument("--json", default=None, metavar="OUT", help="write the figures and every pair's outcome here")
    args = parser.parse_args()

    names = [n.strip() for n in args.settings.split(",") if n.strip()]
    unknown = [n for n in names if n not in SETTINGS]
    if unknown or not names:
        parser.error(f"unknown setting(s) {unknown}; choose from {', '.join(SETTINGS)}")
    logging.getLogger("httpx").setLevel(logging.WARNING)
    sys.path.insert(0, str(ROOT))
    from muonrag import Config, GroundedQueryEngine
    from muonrag.answer.llm import make_llm
    from tests.replay_server import ReplayLLMServer

    dataset = Path(args.dataset)
    pairs = load_pairs(dataset)
    total = len(pairs)
    if args.split != "all":
        pairs = [p for p in pairs if split_of(p) == args.split]
    rng = random.Random(args.seed)
    if args.limit is not None and args.limit < len(pairs):
        pairs = sorted(rng.sample(pairs, args.limit), key=lambda p: p["index"])
    titles = load_titles(dataset, {p["doc_id"] for p in pairs}) if args.titles else {}
    distractors = {}
    for pair in pairs:  # evidence of another pair, from another abstract
        others = [q for q in pairs if q["doc_id"] != pair["doc_id"]]
        distractors[pair["index"]] = rng.choice(others) if others else None

    outcomes: dict[str, list[dict[str, Any]]] = {}
    started = time.perf_counter()
    with ReplayLLMServer() as server:
        llm = make_llm(Config(llm_base_url=server.url, llm_model="replay-model", llm_timeout=10, llm_retries=0))
        if pairs:  # warm-up (imports, the client's connection), not timed
            warm = GroundedQueryEngine(make_retriever(), llm=llm, extractive=None, fallback=False, verify="rules")
            run_pair(warm, server, pairs[0], pairs[0]["claim"], [node_for(pairs[0], 1, titles)], args.reply_format, False)
        for name in names:
            verify, distractor, claim_question, _heading = SETTINGS[name]
            engine = GroundedQueryEngine(make_retriever(), llm=llm, extractive=None, fallback=False, verify=verify)
            results = []
            for pair in pairs:
                nodes = [node_for(pair, 1, titles)]
                other = distractors[pair["index"]]
                if distractor and other is not None:
                    nodes.append(node_for(other, 2, titles))
                question = pair["claim"] if claim_question else NEUTRAL_QUESTION
                results.append(run_pair(engine, server, pair, question, nodes, args.reply_format, verify == "llm"))
            outcomes[name] = results
    elapsed = time.perf_counter() - started
    summaries = {n: summarise(pairs, outcomes[n]) for n in names}

    counts = collections.Counter(p["label"] for p in pairs)
    sample = f"a random {len(pairs)} of {total} (seed {args.seed})" if len(pairs) < total else f"all {total}"
    print(f"SciFact-train claims: {sample} pairs, {counts['SUPPORT']} SUPPORT and {counts['CONTRADICT']} CONTRADICT; "
          f"reply format {args.reply_format}; question: the claim (neutral setting: {NEUTRAL_QUESTION!r}); "
          f"chunk titles {'from corpus.jsonl' if args.titles else 'empty'}; {elapsed:.1f} s in all\n")
    print(figures_table(names, summaries))
    if len(names) > 1:
        print(f"\nSeconds per pair: {SETTINGS[names[0]][3]!r} runs first and pays the checker's cold caches (each new text's "
              "glossary lookup); the settings after it reuse them for the same texts.")
    base = "rules" if "rules" in names else names[0]
    b = summaries[base]
    met = b["support_kept_rate"] >= TARGET_KEPT and b["contradict_removed_rate"] >= TARGET_REMOVED
    print(f"\nTarget ({SETTINGS[base][3]}): SUPPORT kept >= {TARGET_KEPT:.2f} and CONTRADICT removed >= {TARGET_REMOVED:.2f}: "
          f"{'met' if met else 'NOT met'} ({b['support_kept_rate']:.3f}, {b['contradict_removed_rate']:.3f}).")
    if "verify" in names and "rules" in names:
        back = sum(not r["kept"] and v["kept"] for r, v in zip(outcomes["rules"], outcomes["verify"]))
        lost = sum(r["kept"] and not v["kept"] for r, v in zip(outcomes["rules"], outcomes["verify"]))
        print(f"Verify against the rules: {back} pair(s) the rules removed came back with verify (must be 0); "
              f"{lost} pair(s) the rules kept were removed with verify (an all-supported verifier: should be 0).")

    support_table, support_reasons = reasons_table(pairs, outcomes[base], "SUPPORT")
    contradict_table, contradict_reasons = reasons_table(pairs, outcomes[base], "CONTRADICT")
    examples_table, example_indices = kept_contradictions(pairs, outcomes[base], args.seed)
    print(f"\nWhy the rules removed SUPPORT pairs ({SETTINGS[base][3]}; top 10; a pair counts once per kind):\n")
    print(support_table)
    print(f"\nWhat removed the CONTRADICT pairs ({SETTINGS[base][3]}; top 10):\n")
    print(contradict_table)
    print(f"\nCONTRADICT pairs the rules kept ({SETTINGS[base][3]}; 10 at random, seed {args.seed}):\n")
    print(examples_table)

    if args.json:
        out = Path(args.json)
        out.parent.mkdir(parents=True, exist_ok=True)
        payload = {
            "dataset": str(dataset), "pairs": len(pairs), "of": total, "seed": args.seed, "limit": args.limit,
            "reply_format": args.reply_format, "titles": args.titles, "neutral_question": NEUTRAL_QUESTION,
            "seconds": elapsed, "targets": {"support_kept": TARGET_KEPT, "contradict_removed": TARGET_REMOVED},
            "summaries": summaries,
            "reasons": {"support_removed": support_reasons, "contradict_removed": contradict_reasons},
            "kept_contradict_examples": example_indices,
            "outcomes": {n: [{"line": p["line"], "claim_id": p["claim_id"], "doc_id": p["doc_id"], "label": p["label"],
                              "distractor_line": (distractors[p["index"]] or {}).get("line") if SETTINGS[n][1] else None,
                              **{k: v for k, v in o.items() if k != "text"}, "answer_text": o["text"]}
                             for p, o in zip(pairs, outcomes[n])] for n in names},
        }
        out.write_text(json.dumps(payload, indent=1, ensure_ascii=False), encoding="utf-8")
        print(f"\nwrote {out}")


if __name__ == "__main__":
    main()
