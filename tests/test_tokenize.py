"""BM25 tokenization keeps acronyms, symbols, exponents, subscripts and energies."""

import pytest

from muonrag.index.bm25 import BM25Index
from muonrag.language.tokenize import PhysicsTokenizer
from muonrag.core.nodes import context_text, make_node

tok = PhysicsTokenizer()


@pytest.mark.parametrize(
    "text, expected",
    [
        ("BIB", ["bib"]),
        ("aQGC limits", ["aqgc", "limit"]),
        ("a μ", ["μ"]),
        (r"$\mu$", ["μ"]),
        ("10^{-3}", ["10^-3"]),
        ("10^-3", ["10^-3"]),
        ("10⁻³", ["10^-3"]),
        ("1 \\times 10^{-3}", ["10^-3"]),
        ("1e-3", ["10^-3"]),
        ("10^{15}", ["10^15"]),
        ("10¹⁵", ["10^15"]),
        ("1E+15", ["10^15"]),
        ("2^{10}", ["2^10"]),
        ("1.5e-3", ["1.5e-3"]),
        ("1.5E-03", ["1.5e-3"]),
        ("p_T", ["p_t"]),
        ("p_{T}", ["p_t"]),
        ("√s", ["sqrt_s"]),
        (r"\sqrt{s}", ["sqrt_s"]),
    ],
)
def test_single_forms(text, expected):
    assert tok(text) == expected


def test_charges_survive_in_all_spellings():
    for text in ("μ+μ−", "μ+μ-", r"\mu^+\mu^-", "μ⁺μ⁻"):
        tokens = tok(f"{text} collisions")
        assert "μ+μ-" in tokens, (text, tokens)
        assert "μ" in tokens


def test_energies_keep_value_and_unit_together():
    three, ten = tok("3 TeV"), tok("10 TeV")
    assert three == ["3", "3tev", "tev"]
    assert "10tev" in ten and "3tev" not in ten


def test_one_character_tokens_are_kept():
    assert "t" in tok("a field of 5 T")
    assert "5t" in tok("a field of 5 T")


def test_hyphenated_words_are_not_charges():
    assert tok("beam-induced re-ingest") == ["beam", "induc", "re", "ingest"]


def test_stemming_matches_plural_and_singular():
    assert tok("nozzles") == tok("nozzle")


def test_bm25_finds_exponents_and_energies_generic_tokenizers_lose():
    texts = {
        "a": "The fluence reaches 10^{-3} of the limit at 3 TeV.",
        "b": "The fluence reaches 1.5e-3 of the limit at 10 TeV.",
        "c": "The μ+μ− luminosity at √s = 10 TeV is large; the p_T cut is 1 GeV.",
    }
    index = BM25Index.build(list(texts), [context_text(make_node(k, v, {"doc_id": k, "title": k})) for k, v in texts.items()])
    assert index.top("10⁻³", 3)[0][0] == "a"
    assert index.top("1.5E-03", 3)[0][0] == "b"
    assert index.top("3 TeV", 3)[0][0] == "a"
    assert index.top(r"\mu^+\mu^-", 3)[0][0] == "c"
    assert index.top("p_{T}", 3)[0][0] == "c"


def test_bm25_returns_nothing_without_a_shared_term():
    index = BM25Index.build(["a"], ["tungsten nozzle shielding"])
    assert index.top("zebra giraffe", 5) == []
    assert index.top("nozzle", 5)[0][0] == "a"


def test_camel_case_identifiers_also_match_their_parts():
    tokens = tok("BIBUtils and MuonCVXDDigitiser")
    assert {"bibutil", "bib", "util", "muoncvxddigitis", "cvxd", "digitis"} <= set(tokens)


def test_numbers_at_the_end_of_a_sentence_stay_whole():
    assert tok("The rate is 10^{-3}.") == ["rate", "10^-3"]
    assert tok("a rate of 1.5e-3.") == ["rate", "1.5e-3"]
    assert tok("The field is 3.57.") == ["field", "3.57"]


def test_latex_units_pair_with_their_number():
    assert "10tev" in tok(r"10~\mathrm{TeV}")


def test_powers_of_ten_meet_in_every_spelling():
    """The PDF reader's 10^15, Unicode 10¹⁵, LaTeX 10^{15} and 1e15 are one token (muonrag.core.numbers)."""
    forms = ["10^15", "10¹⁵", "10^{15}", "1e15", "1 × 10^{15}", "1.0E+15"]
    assert {tuple(tok(f"fluence of {f} per year")) for f in forms} == {("fluenc", "10^15", "per", "year")}
