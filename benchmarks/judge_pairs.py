"""The learned judge's training pairs: (claim, evidence, supported), built with a fixed seed from open data.

Run (writes ``benchmarks/out/judge/pairs.jsonl`` and prints the counts)::

    python benchmarks/judge_pairs.py
    python benchmarks/judge_pairs.py --synthetic 12000 --seed 13 --out benchmarks/out/judge/pairs.jsonl

Every pair has a ``part``:

* ``train``: what the judge learns from;
* ``calib``: held out of training, where the judge's threshold is chosen;
* ``report``: never read here except to be written out for the report; the
  benchmarks report on it (``bench_claims.py --split report`` is the same half).

The human-labelled sets are halved exactly as :func:`claim_datasets.split_of`
halves them (a hash of the row id; SciFact's claim id keeps both labels of a claim
together): their ``report`` half is never trained on; their ``dev`` half is cut again
by a second byte of the same hash into ``train`` (3/4) and ``calib`` (1/4).

Sources (``../shared/datasets/README.md``; read at run time, never copied):

* **SciFact train** (CC BY 4.0 claims, ODC-By abstracts): SUPPORT and CONTRADICT
  claims against their annotated evidence sentences; and, as "not enough info"
  negatives, each claim against other sentences of its own abstract that were not
  annotated as evidence.
* **AttributionBench dev** (Apache-2.0 card): real LLM claims judged by people; the
  evidence is the few sentences of the cited references that share most words with
  the claim (:func:`select_sentences`, also what :class:`muonrag.grounding.learned.LearnedJudge`
  is shown at run time: a quote's whole sentence).
* **WiCE** (ODC-BY): ``supported`` against the supporting sentences,
  ``partially_supported`` against the sentences that support only part of it (a
  negative: a claim is kept whole or not at all), ``not_supported`` against the
  best-overlapping sentences.
* **Synthetic, one atom changed** (MiniCheck's lesson: negatives that differ by one
  fact teach most): sentences of SciFact abstracts not cited by a ``report`` claim,
  and of ``../shared/corpora`` (muon collider software documentation). A negative
  changes exactly one atom of a true sentence (:data:`PERTURBATIONS`: a number, a unit
  prefix, an exponent, a bound, a negation, a direction, a machine, an energy, a
  status, a quantifier, a hedge, a swapped comparison, a swapped name); a positive is
  the sentence, one of its clauses, or the sentence without a reporting frame ("We
  found that") or a parenthesis, shown among its neighbours. A third kind of negative
  is a sentence shown only other sentences of its document (the evidence is on topic
  but silent), and a few are shown a passage of another document (unrelated).

The bundled demo corpus is *not* a source: the physics adversarial suites are
written over it, and they must stay data the judge never saw.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import re
import sys
from collections import Counter
from pathlib import Path
from typing import Callable, Iterable, Optional

sys.path.insert(0, str(Path(__file__).resolve().parent))
from claim_datasets import SHARED, load_attributionbench, load_scifact, load_wice, split_of  # noqa: E402

from muonrag.grounding.sentences import split_sentences  # noqa: E402

CORPORA = SHARED.parent / "corpora"
OUT = Path(__file__).resolve().parent / "out" / "judge" / "pairs.jsonl"
#: characters of evidence a pair shows at most (about 100 word pieces with the claim: the judge reads 128)
EVIDENCE_CHARS = 600
_WORD = re.compile(r"[A-Za-z][A-Za-z0-9\-]+|\d+(?:\.\d+)?")
_STOP = frozenset("the a an of in on and or to for with by from at as is are was were be been this that these those it its "
                  "which who we our their there than then into about over under not no".split())


def part_of(row_id: str) -> str:
    """``train``, ``calib`` or ``report`` for a human-labelled row (see the module's docstring)."""
    if split_of({"row_id": row_id}) == "report":
        return "report"
    digest = hashlib.sha256(row_id.encode()).digest()
    return "calib" if digest[1] % 4 == 0 else "train"


def _words(text: str) -> set[str]:
    return {w.lower() for w in _WORD.findall(text) if w.lower() not in _STOP}


def select_sentences(claim: str, sentences: Iterable[str], budget: int = EVIDENCE_CHARS, most: int = 3) -> str:
    """The (at most ``most``) sentences sharing most content words with ``claim``, in their order, within ``budget`` characters."""
    sentences = [s for s in sentences if s.strip()]
    words = _words(claim)
    scored = sorted(range(len(sentences)), key=lambda i: (-len(words & _words(sentences[i])), i))
    chosen: list[int] = []
    size = 0
    for i in scored[:most]:
        if len(words & _words(sentences[i])) == 0:
            break
        if chosen and size + len(sentences[i]) > budget:
            continue
        chosen.append(i)
        size += len(sentences[i]) + 1
    if not chosen and sentences:
        chosen = [scored[0]]
    return _cap(" ".join(sentences[i] for i in sorted(chosen)))


def _cap(text: str, budget: int = EVIDENCE_CHARS) -> str:
    text = " ".join(text.split())
    return text if len(text) <= budget else text[:budget].rsplit(" ", 1)[0]


# ---------------------------------------------------------------- one atom changed

def _swap_words(table: dict[str, str]) -> Callable[[str, random.Random], Optional[str]]:
    """A perturbation replacing one word of ``table`` (either way round) by its partner, case kept."""
    both = {k.lower(): v for k, v in {**table, **{v: k for k, v in table.items()}}.items()}
    pattern = re.compile(r"\b(" + "|".join(sorted(map(re.escape, both), key=len, reverse=True)) + r")\b", re.IGNORECASE)

    def apply(sentence: str, rng: random.Random) -> Optional[str]:
        hits = list(pattern.finditer(sentence))
        if not hits:
            return None
        hit = rng.choice(hits)
        word = hit.group(0)
        new = both[word.lower()]
        if word[:1].isupper():
            new = new[:1].upper() + new[1:]
        return sentence[:hit.start()] + new + sentence[hit.end():]
    return apply


DIRECTION = _swap_words({"increase": "decrease", "increased": "decreased", "increases": "decreases",
                         "increasing": "decreasing", "higher": "lower", "more": "less", "larger": "smaller",
                         "greater": "smaller", "rise": "fall", "up-regulates": "down-regulates", "upregulated": "downregulated",
                         "activates": "inhibits", "activated": "inhibited", "promotes": "suppresses", "promoted": "suppressed",
                         "enhances": "reduces", "enhanced": "reduced", "improves": "worsens", "improved": "worsened",
                         "positive": "negative", "positively": "negatively", "gain": "loss", "maximum": "minimum",
                         "above": "below", "faster": "slower", "stronger": "weaker", "longer": "shorter", "early": "late",
                         "before": "after", "inside": "outside", "high": "low", "most": "least", "increment": "decrement"})
BOUND = _swap_words({"less than": "more than", "at least": "at most", "fewer than": "more than", "up to": "at least",
                     "exceeds": "stays below", "below": "above", "under": "over", "within": "beyond"})
QUANTIFIER = _swap_words({"some": "all", "most": "all", "many": "all", "several": "all", "often": "always",
                          "frequently": "always", "rarely": "never", "partially": "fully", "partly": "entirely",
                          "usually": "always", "few": "no", "majority": "entirety", "sometimes": "always"})
HEDGE = _swap_words({"may": "does", "might": "does", "could": "does", "suggest": "prove", "suggests": "proves",
                     "suggesting": "proving", "likely": "certainly", "possibly": "definitely", "appears to": "is shown to",
                     "is expected to": "has been shown to", "are expected to": "have been shown to", "proposed": "demonstrated",
                     "planned": "built", "hypothesized": "established", "would": "does", "aims to": "manages to",
                     "potential": "proven", "predicted": "measured", "simulated": "measured", "estimated": "measured"})
MACHINE = _swap_words({"muon collider": "CLIC", "MuC": "FCC-ee", "LHC": "ILC", "HL-LHC": "CLIC", "FCC-hh": "muon collider",
                       "MAIA": "CLICdet", "Key4hep": "iLCSoft", "DD4hep": "Geant4", "MuColl": "CLIC", "Marlin": "Gaudi"})
NEGATE = re.compile(r"\b(is|are|was|were|can|could|does|did|do|has|have|had|will|should|may|might|must)\b(?! not)")
UNNEGATE = re.compile(r"\b(not|no longer|never) ")
NUMBER = re.compile(r"(?<![\w.^])(\d+(?:\.\d+)?)(?![\w.]*\d)")
PREFIX = re.compile(r"\b(\d+(?:\.\d+)?\s*)(k|M|G|T|m|µ|μ|n|p|c)(eV|m|s|Hz|W|T|g|Gy|L|l|mol)\b")
EXPONENT = re.compile(r"(10\s*(?:\^|\*\*|e|E)?\s*[−\-]?)(\d+)")
THAN = re.compile(r"\b(\w+(?:-\w+)?) (higher|lower|more|less|greater|smaller|larger|faster|slower|better|worse) than (\w+(?:-\w+)?)\b")
_PREFIX_NEXT = {"k": "M", "M": "G", "G": "T", "T": "G", "m": "µ", "µ": "n", "μ": "n", "n": "p", "p": "n", "c": "m"}


def _negate(sentence: str, rng: random.Random) -> Optional[str]:
    undo = list(UNNEGATE.finditer(sentence))
    if undo and rng.random() < 0.5:
        hit = rng.choice(undo)
        return sentence[:hit.start()] + sentence[hit.end():]
    hits = list(NEGATE.finditer(sentence))
    if not hits:
        return None
    hit = rng.choice(hits)
    return sentence[:hit.end()] + " not" + sentence[hit.end():]


def _number(sentence: str, rng: random.Random) -> Optional[str]:
    hits = [h for h in NUMBER.finditer(sentence) if not (1900 <= float(h.group(1)) <= 2100 and "." not in h.group(1))]
    if not hits:
        return None
    hit = rng.choice(hits)
    text = hit.group(1)
    value = float(text)
    choices = [value * 2, value / 2, value + 1, value * 10, max(value - 1, 0)] if value else [1, 5, 10]
    new = rng.choice(choices)
    decimals = len(text.split(".")[1]) if "." in text else 0
    out = f"{new:.{decimals}f}" if decimals else str(int(round(new)))
    if out == text:
        return None
    return sentence[:hit.start(1)] + out + sentence[hit.end(1):]


def _prefix(sentence: str, rng: random.Random) -> Optional[str]:
    hits = list(PREFIX.finditer(sentence))
    if not hits:
        return None
    hit = rng.choice(hits)
    return sentence[:hit.start(2)] + _PREFIX_NEXT[hit.group(2)] + sentence[hit.end(2):]


def _exponent(sentence: str, rng: random.Random) -> Optional[str]:
    hits = list(EXPONENT.finditer(sentence))
    if not hits:
        return None
    hit = rng.choice(hits)
    power = int(hit.group(2))
    return sentence[:hit.start(2)] + str(power + rng.choice((-2, -1, 1, 2)) if power > 2 else power + 1) + sentence[hit.end(2):]


def _than(sentence: str, rng: random.Random) -> Optional[str]:
    hit = THAN.search(sentence)
    if not hit or hit.group(1).lower() == hit.group(3).lower():
        return None
    return sentence[:hit.start()] + f"{hit.group(3)} {hit.group(2)} than {hit.group(1)}" + sentence[hit.end():]


def _entity(sentence: str, rng: random.Random, neighbours: list[str]) -> Optional[str]:
    """A name (an acronym, a gene, a symbol with digits) replaced by another name of the same document."""
    name = re.compile(r"\b(?=[A-Za-z0-9\-]*[A-Z0-9][A-Za-z0-9\-]*[A-Z0-9])[A-Za-z][A-Za-z0-9\-]{1,14}\b")
    own = [h for h in name.finditer(sentence) if not h.group(0).isdigit()]
    others = sorted({h.group(0) for s in neighbours for h in name.finditer(s)} - {h.group(0) for h in own})
    if not own or not others:
        return None
    hit = rng.choice(own)
    return sentence[:hit.start()] + rng.choice(others) + sentence[hit.end():]


PERTURBATIONS: dict[str, Callable[..., Optional[str]]] = {
    "number": _number, "prefix": _prefix, "exponent": _exponent, "bound": BOUND, "negation": _negate,
    "direction": DIRECTION, "machine": MACHINE, "quantifier": QUANTIFIER, "hedge": HEDGE, "than": _than,
}

FRAME = re.compile(r"^(?:Here,? |In this study,? |In this work,? |Overall,? |Finally,? |Moreover,? |In addition,? |"
                   r"Furthermore,? |Importantly,? )?(?:we|We) (?:found|find|show|showed|demonstrate|demonstrated|observed|"
                   r"report|confirm|confirmed) that ")
PAREN = re.compile(r" \([^()]{1,80}\)")


def _positive(sentence: str, rng: random.Random) -> tuple[str, str]:
    """A claim the sentence says: itself, without a reporting frame or a parenthesis, or one clause."""
    options: list[tuple[str, str]] = [("same", sentence)]
    framed = FRAME.match(sentence)
    if framed:
        rest = sentence[framed.end():]
        options.append(("frame", rest[:1].upper() + rest[1:]))
    if PAREN.search(sentence):
        options.append(("parenthesis", PAREN.sub("", sentence, count=1)))
    for cut in ("; ", ", and ", ", whereas ", ", while "):
        if cut in sentence:
            head = sentence.split(cut, 1)[0]
            if len(head.split()) >= 6 and not re.search(r"\b(if|unless|when|only|although|not)\b", head, re.IGNORECASE):
                options.append(("clause", head.rstrip(",;") + "."))
    kind, claim = rng.choice(options[1:]) if len(options) > 1 and rng.random() < 0.7 else options[0]
    return kind, claim


def _documents() -> Iterable[tuple[str, list[str]]]:
    """(document id, sentences) of the synthetic sources, SciFact abstracts cited by a report claim left out."""
    report_docs = {p["doc_id"] for p in load_scifact(SHARED / "scifact-train") if split_of(p) == "report"}
    with (SHARED / "scifact-train" / "corpus.jsonl").open(encoding="utf-8") as handle:
        for line in handle:
            row = json.loads(line)
            if row["_id"] not in report_docs:
                yield f"scifact:{row['_id']}", split_sentences(row.get("text") or "")
    for path in sorted(CORPORA.rglob("*.md")):
        text = re.sub(r"```.*?```", " ", path.read_text(encoding="utf-8", errors="replace"), flags=re.S)
        lines = [ln for ln in text.splitlines() if ln.strip() and not ln.lstrip().startswith(("#", "|", "-", "*", ">"))]
        yield f"corpora:{path.relative_to(CORPORA)}", split_sentences("\n\n".join(lines))


def synthetic_pairs(count: int, seed: int) -> list[dict]:
    """``count`` pairs (half supported) from the synthetic sources; deterministic for a ``seed``."""
    rng = random.Random(seed)
    candidates = []
    for doc, sentences in _documents():
        sentences = [" ".join(s.split()) for s in sentences]
        for i, s in enumerate(sentences):
            if 8 <= len(s.split()) <= 60 and s[-1:] in ".!?":
                candidates.append((doc, sentences, i))
    rng.shuffle(candidates)
    pairs: list[dict] = []
    names = list(PERTURBATIONS)
    for doc, sentences, i in candidates:
        if len(pairs) >= count:
            break
        sentence = sentences[i]
        evidence = _window(sentences, i)
        roll = rng.random()
        if roll < 0.5:
            kind, claim = _positive(sentence, rng)
            pairs.append(_synthetic(doc, claim, evidence, True, f"pos:{kind}"))
        elif roll < 0.6 and len(sentences) > 3:
            others = [s for j, s in enumerate(sentences) if abs(j - i) > 1]
            if others:
                pairs.append(_synthetic(doc, sentence, select_sentences(sentence, others, most=2), False, "neg:silent"))
        elif roll < 0.68:
            other_doc, other_sentences, k = rng.choice(candidates)
            if other_doc != doc:
                pairs.append(_synthetic(doc, sentence, _window(other_sentences, k), False, "neg:unrelated"))
        else:
            neighbours = [s for j, s in enumerate(sentences) if j != i]
            for name in rng.sample(names + ["entity"], len(names) + 1):
                changed = (_entity(sentence, rng, neighbours) if name == "entity"
                           else PERTURBATIONS[name](sentence, rng))
                if changed and changed != sentence:
                    pairs.append(_synthetic(doc, changed, evidence, False, f"neg:{name}"))
                    break
    return pairs


def _window(sentences: list[str], i: int, budget: int = EVIDENCE_CHARS) -> str:
    """Sentence ``i`` with the sentence before and after it where they fit in ``budget`` characters."""
    window = [sentences[i]]
    for j in (i - 1, i + 1):
        if 0 <= j < len(sentences) and sum(map(len, window)) + len(sentences[j]) + len(window) <= budget:
            window = [sentences[j], *window] if j < i else [*window, sentences[j]]
    return " ".join(window)


def _synthetic(doc: str, claim: str, evidence: str, supported: bool, kind: str) -> dict:
    return {"source": "synthetic", "part": "train", "doc": doc, "claim": claim, "evidence": evidence,
            "supported": supported, "kind": kind}


def human_pairs(seed: int) -> list[dict]:
    """The pairs of the human-labelled sets, each with the part of its row."""
    rng = random.Random(seed)
    out: list[dict] = []
    corpus = {}
    with (SHARED / "scifact-train" / "corpus.jsonl").open(encoding="utf-8") as handle:
        for line in handle:
            row = json.loads(line)
            corpus[row["_id"]] = split_sentences(row.get("text") or "")
    for p in load_scifact(SHARED / "scifact-train"):
        part = part_of(p["row_id"])
        evidence = _cap(" ".join(p["sentences"]))
        out.append({"source": "scifact", "part": part, "row_id": p["row_id"], "claim": p["claim"], "evidence": evidence,
                    "supported": p["positive"], "kind": p["label"]})
        rationale = {" ".join(s.split()) for s in p["sentences"]}
        others = [" ".join(s.split()) for s in corpus.get(p["doc_id"], [])]
        others = [s for s in others if s not in rationale and not any(s in r or r in s for r in rationale)]
        if others and rng.random() < 0.6:
            out.append({"source": "scifact", "part": part, "row_id": p["row_id"], "claim": p["claim"],
                        "evidence": select_sentences(p["claim"], others, most=2), "supported": False, "kind": "NEI"})
    for p in load_attributionbench(SHARED / "attributionbench-dev"):
        sentences = [s for chunk in p["chunks"] for s in split_sentences(chunk)]
        out.append({"source": "attributionbench", "part": part_of(p["row_id"]), "row_id": p["row_id"], "claim": p["claim"],
                    "evidence": select_sentences(p["claim"], sentences), "supported": p["positive"], "kind": p["label"]})
    for p in load_wice(SHARED / "wice"):
        out.append({"source": "wice", "part": part_of(p["row_id"]), "row_id": p["row_id"], "claim": p["claim"],
                    "evidence": select_sentences(p["claim"], p["sentences"], most=4), "supported": p["positive"],
                    "kind": p["label"]})
    out.extend(_wice_partial())
    return out


def _wice_partial() -> list[dict]:
    """WiCE's ``partially_supported`` claims against the sentences that support part of them: negatives."""
    out = []
    for file in ("dev.jsonl", "test.jsonl"):
        with (SHARED / "wice" / file).open(encoding="utf-8") as handle:
            for line_number, line in enumerate(handle, start=1):
                row = json.loads(line)
                if row.get("label") != "partially_supported":
                    continue
                sentences = [" ".join(s.split()) for s in row.get("evidence") or []]
                indices = sorted({i for g in row.get("supporting_sentences") or [] for i in g if 0 <= i < len(sentences)})
                if not indices:
                    continue
                row_id = str((row.get("meta") or {}).get("id") or f"{Path(file).stem}:{line_number}")
                out.append({"source": "wice", "part": part_of(row_id), "row_id": row_id, "claim": " ".join(row["claim"].split()),
                            "evidence": _cap(" ".join(sentences[i] for i in indices)), "supported": False,
                            "kind": "partially_supported"})
    return out


def main(argv: Optional[list[str]] = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--synthetic", type=int, default=12000, help="synthetic pairs (half supported)")
    parser.add_argument("--seed", type=int, default=13)
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    pairs = human_pairs(args.seed) + synthetic_pairs(args.synthetic, args.seed)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    with args.out.open("w", encoding="utf-8") as handle:
        for pair in pairs:
            handle.write(json.dumps(pair, ensure_ascii=False) + "\n")
    counts = Counter((p["source"], p["part"], p["supported"]) for p in pairs)
    print(f"{len(pairs)} pairs -> {args.out}")
    print(f"{'source':18} {'part':7} {'supported':>9} {'not':>6}")
    for source, part in sorted({(s, p) for s, p, _ in counts}):
        print(f"{source:18} {part:7} {counts[(source, part, True)]:9d} {counts[(source, part, False)]:6d}")
    kinds = Counter(p["kind"] for p in pairs if p["source"] == "synthetic")
    print("synthetic kinds:", ", ".join(f"{k} {v}" for k, v in sorted(kinds.items())))


if __name__ == "__main__":
    main()
