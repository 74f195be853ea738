"""BibTeX a physicist can paste: metadata read faithfully from sidecars and LaTeX, entries kept when a file is
added to, Unicode that pdfLaTeX takes."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from muonrag.answer.bibtex import Bibliography, latex_escape, make_entry
from muonrag.ingest.metadata import normalise_metadata, parse_bibtex


def test_a_bib_sidecar_keeps_nested_braces_collaborations_accents_and_the_doi():
    meta = parse_bibtex(r'''@article{x, title = {Forward {muon} tagging at a $\mu^+\mu^-$ collider},
        author = "Smith, John and {CMS Collaboration} and M{\"u}ller, Hans and J. de Blas",
        year = 2024, doi = {10.1000/xyz_1}, eprint = {2401.01234}}''')
    assert meta["authors"] == ["Smith, John", "CMS Collaboration", "Müller, Hans", "J. de Blas"]
    assert meta["title"] == r"Forward muon tagging at a $\mu^+\mu^-$ collider"
    assert normalise_metadata(meta)["doi"] == "10.1000/xyz_1"


def test_latex_accents_in_author_names_become_letters():
    assert normalise_metadata({"authors": [r"Ana Garc\'{i}a", r"Jos\'e \v{S}tefan", r"S{\o}ren Berg"]})["authors"] == [
        "Ana García", "José Štefan", "Søren Berg"]


def test_an_entry_keeps_latex_titles_and_braces_collaborations_only():
    entry = make_entry("t.tex", {"title": r"Tagging at a $\mu^+\mu^-$ collider", "year": 2024, "doi": "10.1000/xyz_1",
                                 "authors": ["Ana García", "CMS Collaboration", "J. de Blas", "van der Meer, Simon"]})
    fields = dict(entry.fields)
    assert fields["title"] == r"{{Tagging at a $\mu^+\mu^-$ collider}}"
    assert fields["author"] == "{García, Ana and {CMS Collaboration} and de Blas, J. and van der Meer, Simon}"  # as INSPIRE writes names
    assert fields["doi"] == '"10.1000/xyz_1"' and entry.key.startswith("Garcia:2024")
    assert make_entry("a", {"title": "T", "authors": ["J. de Blas"], "year": 2020}).key.startswith("deBlas:2020")
    assert make_entry("a", {"title": "T", "authors": ["CMS Collaboration"], "year": 2012}).key.startswith("CMS:2012")
    # plain text that merely contains a backslash or underscores is escaped, not passed through
    assert dict(make_entry("b", {"title": r"a_b \x 50%"}).fields)["title"] == r"{{a\_b \textbackslash{}x 50\%}}"


def test_greek_and_symbols_become_math_that_pdflatex_takes():
    assert latex_escape("2.2 μs, τ → μνν ± 10⁻³") == (
        r"2.2 {$\mu$}s, {$\tau$} {$\to$} {$\mu$}{$\nu$}{$\nu$} {$\pm$} 10{$^-$}{$^3$}")
    assert all(ord(c) < 128 for c in latex_escape("μ⁺μ⁻ → H × 3 ≈ 5 ≤ 6 − 1"))


def test_adding_to_a_bib_file_keeps_its_entries_and_never_duplicates(tmp_path):
    path = tmp_path / "refs.bib"
    path.write_text("@book{Mine:1999,\n  title = {My own entry}\n}", encoding="utf-8")
    bib = Bibliography([make_entry("a.pdf", {"title": "First", "authors": ["Delahaye, J."], "year": 2019}),
                        make_entry("b.pdf", {"title": "Second", "year": 2020})])
    assert bib.add_to(path) == (2, 0)
    text = path.read_text(encoding="utf-8")
    assert text.startswith("@book{Mine:1999,") and text.endswith("}\n")
    assert bib.add_to(path) == (0, 2) and path.read_text(encoding="utf-8") == text
    assert sorted(re.findall(r"@\w+\{([^,]+),", text)) == sorted(["Mine:1999", *bib.keys.values()])


@pytest.mark.slow
@pytest.mark.subprocess
def test_ask_bibtex_into_a_missing_folder_prints_the_answer_then_says_what_to_do(desk_index_dir, tmp_path_factory,
                                                                                  tmp_path):
    from tests.test_serve import _env

    run = subprocess.run([sys.executable, "-m", "muonrag", "ask", "What is the opening angle of the tungsten nozzles?",
                          "--index", str(desk_index_dir[0]), "--offline", "--no-agent",
                          "--bibtex", str(tmp_path / "missing" / "refs.bib")],
                         capture_output=True, text=True, timeout=300, env=_env(tmp_path_factory))
    assert run.returncode != 0 and "cannot write the BibTeX file" in run.stderr and "Traceback" not in run.stderr
    assert "10 degrees" in run.stdout  # the answer came first


def test_an_entry_has_inspire_names_report_numbers_and_says_what_is_missing():
    from muonrag.answer.bibtex import inspire_name, make_entry

    entry = make_entry("mdi.md", {"title": "Muon Collider Interaction Region Design", "year": 2011,
                                  "authors": ["N.V. Mokhov", "Y. I. Alexahin"], "arxiv_id": "1202.3979",
                                  "report_numbers": ["FERMILAB-CONF-11-094-APC-TD"]})
    fields = dict(entry.fields)
    assert fields["author"] == "{Mokhov, N. V. and Alexahin, Y. I.}" and entry.kind == "article"
    assert fields["reportNumber"] == "{FERMILAB-CONF-11-094-APC-TD}" and entry.key.startswith("Mokhov:2011")
    assert "note" not in fields
    bare = make_entry("notes.md", {"title": "Geometry notes"})
    fields = dict(bare.fields)
    assert bare.kind == "misc" and "no author and no year" in fields["note"] and "muonrag meta notes.md" in fields["note"]
    assert "author" not in fields and "year" not in fields  # missing, never guessed
    assert inspire_name("J. de Blas") == "de Blas, J." and inspire_name("John Smith Jr.") == "Smith, Jr., John"
    assert inspire_name("CMS Collaboration") == "CMS Collaboration"
