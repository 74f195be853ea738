"""The README and benchmarks/README.md quote the results page's figures: their figure regions are what
benchmarks/readme_figures.py writes from the page and the saved outputs, the page shows each of those numbers
(and each table of benchmarks/README.md's regions, cell for cell), and the page's sections made from saved
outputs are what those outputs give now. Nothing is measured here."""

from __future__ import annotations

import re
import sys
from types import ModuleType
from typing import Iterator

import pytest

from tests.conftest import REPO


@pytest.fixture(scope="module")
def modules() -> Iterator[tuple[ModuleType, ModuleType]]:
    """readme_figures and make_results, with the benchmarks folder on the path as when they run as scripts
    (make_results imports bench_scaling and bench_recall as it writes the page)."""
    sys.path.insert(0, str(REPO / "benchmarks"))
    try:
        import make_results
        import readme_figures

        yield readme_figures, make_results
    finally:
        sys.path.remove(str(REPO / "benchmarks"))


#: Each file with figure regions, and the readme_figures function that makes them.
FILES = {"README.md": "regions", "benchmarks/README.md": "bench_regions"}


@pytest.fixture(scope="module")
def made(modules) -> dict:
    """Each file's made regions: name -> (text, figures)."""
    readme_figures, _ = modules
    sections = readme_figures.page_sections((REPO / "docs" / "results.rst").read_text())
    return {path: getattr(readme_figures, make)(sections) for path, make in FILES.items()}


@pytest.mark.parametrize("path", FILES)
def test_readme_regions_are_what_the_saved_results_give(modules, made, path):
    readme_figures, _ = modules
    text = (REPO / path).read_text()
    assert readme_figures.stale(text, {name: body for name, (body, _) in made[path].items()}) == [], (
        f"{path}'s figures differ from the results page or benchmarks/out: run python benchmarks/make_results.py --readme")


@pytest.mark.parametrize("path", FILES)
def test_an_edited_number_in_any_region_is_caught(modules, made, path):
    readme_figures, _ = modules
    text = (REPO / path).read_text()
    bodies = {name: body for name, (body, _) in made[path].items()}
    found = list(readme_figures.REGION.finditer(text))
    assert {match["name"] for match in found} == set(bodies), f"{path} lacks a region or has one nothing writes"
    for match in found:
        digits = list(re.finditer(r"\d", match["body"]))
        assert digits, f"region {match['name']} quotes no number"
        for digit in (digits[0], digits[len(digits) // 2], digits[-1]):
            at = match.start("body") + digit.start()
            edited = text[:at] + str((int(text[at]) + 1) % 10) + text[at + 1:]
            assert match["name"] in readme_figures.stale(edited, bodies), (path, match["name"], digit.start())


def test_the_results_page_shows_every_figure_the_readme_quotes(modules, made):
    readme_figures, _ = modules
    sections = readme_figures.page_sections((REPO / "docs" / "results.rst").read_text())
    assert made["README.md"]["retrieval"][1] and made["README.md"]["cli"][1], (
        "the retrieval table and the CLI timings must name their page cells")
    for path, regions in made.items():
        for name, (body, figures) in regions.items():
            assert figures or name == "fusion", f"{path}: region {name} names no page cell"
            for figure in figures:
                assert figure.value in body, (path, name, figure)
                assert readme_figures.shown(figure, sections), (
                    f"{path} {name}: the results page shows {readme_figures.cell(figure, sections)!r} where it says {figure.value}")


def test_every_table_of_the_benchmarks_readme_is_a_table_of_the_results_page(modules, made):
    readme_figures, _ = modules
    sections = readme_figures.page_sections((REPO / "docs" / "results.rst").read_text())
    page = [table.rows for section in sections.values() for table in section.tables]
    tables = 0
    for name, (body, _) in made["benchmarks/README.md"].items():
        for table in readme_figures.markdown_tables(body):
            tables += 1
            assert table in page, f"benchmarks/README.md {name}: a table the results page does not hold: {table[0]}"
    assert tables >= 5, "the scaling (two), command-line, sharded-BM25 and recall tables"


def test_the_results_page_sections_from_saved_outputs_are_current(modules):
    _, make_results = modules
    assert make_results.saved_block() in (REPO / "docs" / "results.rst").read_text(), (
        "docs/results.rst lags benchmarks/out: run python benchmarks/make_results.py --readme")


def test_a_line_opening_with_a_region_marker_holds_only_the_marker(modules):
    readme_figures, _ = modules
    inline = "text\n<!-- figures:cli -->on the demo index<!-- /figures:cli -->\n"
    assert readme_figures.stale(inline, {"cli": "on the demo index"}) == ["cli"]
    assert readme_figures.stale("text <!-- figures:cli -->x<!-- /figures:cli -->", {"cli": "x"}) == []
