"""The quick paths of BM25 give what the plain ones do: the tokenizer reading texts by pieces, ``normalise``
skipping rules that cannot apply, and searches weighing all terms at once or one at a time."""

import json
import random
import re
import unicodedata
from pathlib import Path

import numpy as np
import pytest

import muonrag.language.tokenize as T
import muonrag.index.bm25 as B
from muonrag.core.numbers import normalise_numbers
from muonrag.language.tokenize import PhysicsTokenizer, normalise
from muonrag.index.bm25 import BM25Index

SCIFACT = Path(__file__).resolve().parents[2] / "shared" / "datasets" / "scifact-train" / "corpus.jsonl"

WORDS = ["TeV", "3", "1.5", "10", "e", "s", "T", "m", "ms", "the", "of", "cells", "μ", "μ+", "μ-", "e+e-", "w+", "p_T",
         "p_{T}", "10^{-3}", "10^-3", "10⁻³", "1e-3", "1.5E-03", "√s", "\\sqrt{s}", "\\mu", "BIBUtils", "MuonCVXDDigitiser",
         "TeVScale", "alpha-pyrone", "re-ingest", "a-", "-b", "x-ray", "(3", "TeV)", "3,", "–", "−", "‐", "5%", "%", "½",
         "¨", "µ", "µ+", "ΟΔΟΣ", "Σ", "aΣ", "e.g.", "cm^{-2}", "×", "x", "1.0E+15", "2^{10}", "Λ-", "nozzles", "3.57.",
         "v1.1.2", "(n=5)", "p<0.05", "2e5", "3e5x", "1e5.", ".1e5", "a769662", "platelet's", "and/or", "T-cell/B-cell",
         "TIMP-3", "3-tev", "3~TeV", "~", "10~\\mathrm{TeV}", "__init__", "x_1", "NF‐κB", "β-", "β-catenin", "α+", "π+π−",
         "K⁺", "²", "co₂", "ﬁne", "①", "٣", "10²", "㎒", "5㎒", "0.5", ".5", "5.", "1..2", "a.b", "3.0%", "e-", "+", "--",
         "(TNF)", "[12]", "GeV/c", "fb^{-1}", "fb−1", "＾", "～", "＿｛", "﹣", "₋", "\u0301", "\u200b", "İ", "ß"]
SPACES = [" ", " ", " ", "\n", "\t", "\u00a0", "\u2003", "\x1c", "\u2028", "\u3000"]


#: words none of the rules reaching across whitespace needs, so that texts of them are read by pieces
QUIET = [w for w in WORDS if not any(c in w for c in "^\\√⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻＾_{｛~～₋")]


def _fuzz(count: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    texts = []
    for i in range(count):
        items = [rng.choice(QUIET if i % 2 else WORDS) for _ in range(rng.randint(1, 12))]
        texts.append("".join(w + (rng.choice(SPACES) if rng.random() < 0.7 else rng.choice(["", "-", ",", "/", "("]))
                             for w in items))
    return texts


def _reference_normalise(text: str) -> str:
    """``normalise`` as first written: every rule on every text."""
    text = unicodedata.normalize("NFKC", normalise_numbers(text))
    text = text.replace("\\sqrt{s}", "√s").replace("\\sqrt s", "√s")
    if "\\" in text or "~" in text:
        text = T._LATEX_TEXT.sub(r"\1", text)
        text = T._LATEX_SPACE.sub(" ", text)
        text = T._LATEX_GREEK.sub(lambda m: T._GREEK[m.group(1)], text)
    text = T._BRACED_SUBSCRIPT.sub(r"_\1", text)
    text = T._CHARGE_SUPERSCRIPT.sub(r"\1", text)
    return T._CHARGE_GAP.sub("", text).lower()


#: texts read by pieces where a rule almost reaches across whitespace
CLOSE_CALLS = ["π+π− β-catenin", "μ+ μ−", "μ+\tμ-", "μ+~μ-", "µ+ µ-", "e+ e-", "3 ( TeV )", "3 (TeV)", "5 T cells", "x 3\n\n— ms",
               "ΟΔΟΣ Σ aΣ b", "1e-3 s", "1.5e3. s", "½ ¨x 3 ¨ tev", "3 the TeV", "T cells 5 T", "0.5 s-1", "10% m", "the 4 GeV",
               "BIBUtils 3 MeVScale", "3 MeVScale", "a 3\u00a0TeV", "x−3 TeV", "1e5. 3", ".1e5 mm", "3.\nTeV", "NF‐κB 2 ms"]


def _texts() -> list[str]:
    texts = CLOSE_CALLS + _fuzz(3000, 1)
    if SCIFACT.is_file():
        with SCIFACT.open(encoding="utf-8") as handle:
            for _, line in zip(range(400), handle):
                record = json.loads(line)
                texts.append(f"{record.get('title', '')}\n{record['text']}")
    return texts


def test_reading_by_pieces_gives_the_tokens_of_the_whole_text():
    tokenizer = PhysicsTokenizer()
    texts = _texts()
    assert sum(map(tokenizer._readable_by_pieces, texts)) > len(texts) // 3  # the quick path is tried
    for text in texts:
        first = tokenizer(text)
        assert first == tokenizer._whole(text), text
        assert tokenizer(text) == first  # read again from what was remembered


@pytest.mark.parametrize("settings", [{}, {"stem": False, "stopwords": ()}, {"stopwords": ["cells", "tev"]}])
def test_many_texts_read_together_give_the_tokens_of_each_whole(settings):
    texts = _texts() + _fuzz(500, 4)
    T._shared_pieces.clear()  # every piece new, read in blocks of 700 texts
    groups = PhysicsTokenizer(**settings).grouped_many(texts, block=700)
    whole = PhysicsTokenizer(**settings)
    assert len(groups) == len(texts)
    for text, grouped in zip(texts, groups):
        assert [token for group in grouped for token in group] == whole._whole(text), text


#: texts side by side in a block: each read alone, whatever its neighbours hold
NEIGHBOURS = ["the dose was 3", "TeV beams", "about 5", "(TeV) and 2", "T cells", "BIBUtils 3", "MeVScale run", "10^{-3} s",
              "TeV", "", "   ", "\t3\n", "GeV 4 MeVScale", "x_1 μ+ μ-", "4 %", "5 T"]


@pytest.mark.parametrize("block", [1, 3, 256])
def test_texts_read_a_block_at_a_time_keep_to_themselves(block):
    # a number ending one text never joins the unit beginning the next, nor a CamelCase word a text around it;
    # texts read whole (10^{-3} s), empty ones and those all known or partly known lie among them
    tokenizer, alone = PhysicsTokenizer(), PhysicsTokenizer()
    texts = NEIGHBOURS + NEIGHBOURS[::-1] + [t + " extra" + str(i) for i, t in enumerate(NEIGHBOURS)]
    for fresh in (True, False):  # every piece new, then every piece known
        if fresh:
            T._shared_pieces.clear()
        parts = tokenizer.coded_many(texts, block=block)
        groups = [group for part in parts for group in _grouped(part)]
        assert len(groups) == len(texts)
        for text, grouped in zip(texts, groups):
            assert [token for group in grouped for token in group] == alone._whole(text), text
    assert "3tev" not in [t for group in groups[:2] for g in group for t in g]
    assert PhysicsTokenizer().grouped_many(texts, block=block) == [tokenizer.grouped(text) for text in texts]


def _grouped(part: T.PieceCodes) -> list[list[tuple[str, ...]]]:
    """The groups of tokens of each text of ``part``."""
    return [[part.groups[c] for c in part.codes[start:stop]] for start, stop in zip(part.ptr[:-1], part.ptr[1:])]


def test_pieces_forgotten_when_too_many_are_read_again(monkeypatch):
    monkeypatch.setattr(T, "MAX_PIECES", 40)
    tokenizer = PhysicsTokenizer(stopwords=["forgotten"])
    for text in CLOSE_CALLS + _fuzz(300, 3):
        assert tokenizer(text) == tokenizer._whole(text), text
    assert len(tokenizer._pieces.pieces) <= 40 + 60


class _TokenByToken(PhysicsTokenizer):
    """The physics tokenizer called text by text (an index then numbers its tokens one by one)."""

    def __call__(self, text: str) -> list[str]:
        return super().__call__(text)


def test_an_index_built_from_codes_is_the_index_built_token_by_token(monkeypatch):
    monkeypatch.setattr(T, "MAX_PIECES", 300)  # the pieces are forgotten several times: several parts
    texts = _texts() + ["", "the of and", "3 TeV 3 TeV", "BIBUtils 3 MeVScale", "10^{-3} s"]
    T._shared_pieces.clear()
    parts = PhysicsTokenizer().coded_many(texts, block=64)
    assert len(parts) > 1 and sum(len(part.ptr) - 1 for part in parts) == len(texts)
    ids = [f"c{i}" for i in range(len(texts))]
    coded, plain = BM25Index.build(ids, texts), BM25Index.build(ids, texts, tokenizer=_TokenByToken())
    assert list(coded.vocab.items()) == list(plain.vocab.items())  # the same columns, numbered in the same order
    for name in ("indptr", "rows", "tf", "lengths"):
        assert np.array_equal(getattr(coded._generation.segments[0], name), getattr(plain._generation.segments[0], name))
    for query in ("3 TeV muon", "cells BIBUtils", "10^{-3} s", "e+e- collisions"):
        assert np.array_equal(coded.scores(query), plain.scores(query))


def test_reading_by_pieces_with_other_settings():
    for tokenizer in (PhysicsTokenizer(stem=False, stopwords=()), PhysicsTokenizer(stopwords=["cells", "tev"])):
        for text in _fuzz(500, 2):
            assert tokenizer(text) == tokenizer._whole(text), text


def test_normalise_skips_only_rules_that_change_nothing():
    for text in _texts():
        assert normalise(text) == _reference_normalise(text), text


def _reference_scores(index: BM25Index, query: str) -> np.ndarray:
    """BM25 term by term, in float32 as the index was first written, from its generation's statistics."""
    generation = index._generation
    n = generation.n
    out = np.zeros(n + 1, dtype=np.float32)
    mean = generation.total / n if n and generation.total > 0 else 1.0
    offset, scale = np.float32(index.k1 * (1 - index.b)), np.float32(index.k1 * index.b / mean)
    maps = generation.maps()
    for token in index.tokenizer(query):
        column = index.vocab.get(token)
        if column is None or column >= len(generation.df) or not generation.df[column]:
            continue
        df = generation.df[column]
        idf = np.float32(np.log1p((n - df + 0.5) / (df + 0.5)))
        for segment, rows_now in zip(generation.segments, maps):
            if column + 1 >= len(segment.indptr) or segment.indptr[column] == segment.indptr[column + 1]:
                continue
            start, stop = segment.indptr[column], segment.indptr[column + 1]
            tf = segment.tf[start:stop]
            weights = segment.lengths[start:stop] * scale
            weights += offset
            weights += tf
            np.divide(tf, weights, out=weights)
            weights *= idf
            rows = segment.rows[start:stop]
            out[rows if rows_now is None else rows_now[rows]] += weights
    return out[:n]


def _grown(texts: list[str]) -> BM25Index:
    """An index reached by adds and removals."""
    rng = np.random.default_rng(0)
    index, rows = BM25Index(), []
    for step in range(0, len(texts), 150):
        gone = set(rng.choice(rows, size=min(len(rows), 25), replace=False).tolist()) if rows else set()
        kept = [r for r in rows if r not in gone]
        fresh = list(range(step, min(step + 150, len(texts))))
        place = {r: i for i, r in enumerate(rows)}
        new_rows = sorted(kept + fresh)
        order = {r: j for j, r in enumerate(fresh)}
        sources = [place[r] if r in place else -1 - order[r] for r in new_rows]
        index.update([f"d{r:05d}" for r in new_rows], np.asarray(sources), [texts[r] for r in fresh])
        rows = new_rows
    return index


@pytest.mark.parametrize("separate", [0, 10**9])
def test_scores_are_bm25_term_by_term(monkeypatch, separate):
    monkeypatch.setattr(B, "SEPARATE_TERMS", separate)  # one term at a time, and all at once
    texts = [t for t in _texts() if t.strip()][:1200]
    queries = texts[:40:3] + ["3 TeV", "cells cells of", "μ+μ− 10^{-3}", "T cells 5 T", "zzzz"]
    for index in (BM25Index.build([f"d{i:05d}" for i in range(len(texts))], texts), _grown(texts)):
        assert index.segments >= 1
        for query in queries:
            assert np.array_equal(index.scores(query), _reference_scores(index, query)), query


def test_top_breaks_ties_by_row_also_at_the_cut():
    texts = ["muon beam"] * 7 + ["muon collider beam beam"] + ["other text"] * 3
    index = BM25Index.build([f"d{i:02d}" for i in range(len(texts))], texts)
    scores = index.scores("beam")
    for k in range(1, 12):
        expected = sorted((i for i in range(len(texts)) if scores[i] != 0), key=lambda i: (-scores[i], i))[:k]
        assert [d for d, _ in index.top("beam", k)] == [f"d{i:02d}" for i in expected]
        assert [s for _, s in index.top("beam", k)] == [float(scores[i]) for i in expected]
    assert index.top("beam", 0) == [] and index.top("nothing", 5) == []
    exclude = np.zeros(len(texts), dtype=bool)
    exclude[:3] = True
    assert [d for d, _ in index.top("beam", 2, exclude=exclude)] == ["d07", "d03"]


def test_new_terms_join_the_vocabulary_in_the_order_they_first_occur():
    texts = _texts()[:800]
    index = BM25Index.build([str(i) for i in range(len(texts))], texts)
    tokenizer = PhysicsTokenizer()
    assert list(index.vocab) == list(dict.fromkeys(t for text in texts for t in tokenizer(text)))


#: what :func:`muonrag.language.tokenize._marked_pieces` finds in bytes, as patterns over text: what ``normalise``
#: may change beyond lower-casing, and the hint of a CamelCase identifier
_ODD = re.compile(r"[^\x00-\x7f]|_\{|\d[eE]")
_CAMEL_HINT = re.compile(r"[a-z][A-Z]|[A-Z]{2}[a-z]")


def test_pieces_marked_from_bytes_are_those_the_patterns_find():
    pieces = [p for text in _texts() + _fuzz(500, 5) for p in text.split()]
    pieces = list(dict.fromkeys(pieces + ["a", "E", "1e", "1E", "e1", "x_{", "_", "{", "bC", "BCd", "BC", "Cd", "aB",
                                          "ab\udc80", "\udc80", "١e", "ΑΒγ", "x" * 300 + "Ab"]))
    for chosen in (pieces, pieces[::-1], pieces[:1], pieces[-2:], ["1e"], ["AB", "c"]):  # no pattern across a line
        odd, cased = T._marked_pieces("\n".join(chosen))
        assert odd == [i for i, piece in enumerate(chosen) if _ODD.search(piece)]
        assert cased == [i for i, piece in enumerate(chosen) if _CAMEL_HINT.search(piece)]


def test_a_piece_learned_again_reads_the_same():
    # two threads may learn the same new piece at once: the one learning it second gives it a new code
    texts = NEIGHBOURS + CLOSE_CALLS + _fuzz(300, 6)
    T._shared_pieces.clear()
    tokenizer = PhysicsTokenizer()
    tokenizer.grouped_many(texts)
    known = tokenizer._known()
    again = list(dict.fromkeys(piece for text in texts for piece in text.split()))
    codes = tokenizer._learn(known, again)
    assert [known.code[piece] for piece in again] == codes.tolist()
    whole = PhysicsTokenizer()
    for text, grouped in zip(texts, tokenizer.grouped_many(texts, block=7)):
        assert [token for group in grouped for token in group] == whole._whole(text), text
        assert tokenizer(text) == whole._whole(text), text
