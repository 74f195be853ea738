"""Several versions of one document in a corpus: near-duplicate chunks collapse into one result (in searches, in
the evidence of an answer, on the command line and in the app's JSON), a query naming a version prefers it, and
filters by document, year and section are applied inside the ranking. A real index: the real embedding model,
Markdown files in a folder, and its vectors and BM25 in a real Qdrant Edge shard, and again on a Qdrant server
(qdrant-client's local mode, which speaks the server's API): every test runs on both stores."""

from __future__ import annotations

import json

import pytest

from muonrag import Config, MuonIndex
from muonrag.cli import main
from muonrag.retrieve.duplicates import fingerprint, near_duplicates
from muonrag.retrieve.filters import SearchFilter
from muonrag.serve.payloads import search_payload, search_results

GEOMETRY = """# MAIA detector geometry

## Geometry

The MAIA vertex detector has five barrel layers. The inner radius of the first layer is {radius} mm and its
half-length is 65 mm. The second layer sits at 51 mm, the third at 74 mm, the fourth at 102 mm and the fifth at
127 mm. The nozzle opening angle is 10 degrees and the solenoid field is 5 T.

## Results

The occupancy from beam-induced background in the first vertex layer reaches 3.5 hits per square millimetre
per bunch crossing, which the timing cut reduces tenfold.
"""

OTHERS = {
    "other/calorimeter.md": ("# Crystal calorimeter\n\n## Design\n\nThe CRILIN calorimeter stacks lead fluoride "
                             "crystals read by SiPMs in a semi-homogeneous layout around the tracker.\n\n## Results\n\n"
                             "Its timing resolution is below 100 ps, which rejects beam-induced background that "
                             "arrives out of time with the bunch crossing.\n", 2021),
    "other/timing-window.md": ("# Timing window\n\n## Method\n\nTracker hits outside a window of a few hundred "
                               "picoseconds around the bunch crossing are discarded, which removes most of the "
                               "beam-induced background before track finding.\n", 2023),
    "detector-geometry-v2/README.md": ("# Tracker layout, second version\n\n## Layout\n\nThe outer tracker has three "
                                       "barrel layers of silicon macro-pixels at radii of 0.8, 1.2 and 1.5 m, with "
                                       "disks closing the ends of the barrel.\n", 2024),
    "other/nozzle.md": ("# Tungsten nozzles\n\n## Shielding\n\nTwo tungsten nozzles clad in borated polyethylene "
                        "shield the detector from the beam-induced background produced by muon decays upstream.\n", 2020),
    "other/clic-drive-beam.md": ("# Drive beam\n\n## Design\n\nAt CLIC the drive beam is decelerated in power "
                                 "extraction structures that feed the main linac with 12 GHz RF power.\n", 2023),
}
YEARS = {"maia/MAIA_v0.md": 2022, "maia/MAIA_v1.md": 2024}
QUERY = "inner radius of the first vertex layer"


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    root = tmp_path_factory.mktemp("versions") / "corpus"
    for doc_id, radius in (("maia/MAIA_v0.md", 30), ("maia/MAIA_v1.md", 31)):
        path = root / doc_id
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(GEOMETRY.format(radius=radius), encoding="utf-8")
        path.with_name(path.stem + ".meta.json").write_text(json.dumps({"year": YEARS[doc_id]}), encoding="utf-8")
    for doc_id, (text, year) in OTHERS.items():
        path = root / doc_id
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        path.with_name(path.stem + ".meta.json").write_text(json.dumps({"year": year}), encoding="utf-8")
    return root


class _SharedServer:
    """One local-mode client standing in for a server that every index of the module talks to (local mode
    locks its folder to one client, and a server outlives the connections its clients close)."""

    def __init__(self, client):
        self.client = client

    def __getattr__(self, name):
        return getattr(self.client, name)

    def close(self) -> None:
        pass


@pytest.fixture(scope="module", params=["edge", "server"])
def qdrant_url(request):
    """``None`` for an embedded Edge shard; else a server's URL, served by qdrant-client's local mode."""
    if request.param == "edge":
        yield None
        return
    from qdrant_client import QdrantClient

    from muonrag.index import vectors
    from muonrag.index.server import GuardedClient

    url = "http://qdrant.example:6333"
    shared = _SharedServer(QdrantClient(":memory:"))
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(vectors, "connect_server", lambda config: GuardedClient(shared, config.index.qdrant_url))
        yield url
    shared.client.close()


@pytest.fixture(scope="module")
def index_dir(corpus, tmp_path_factory, embed_model, qdrant_url):
    path = tmp_path_factory.mktemp("versions-index") / "index"
    with MuonIndex.open(config=Config(index_path=path, qdrant_url=qdrant_url), create=True, embed_model=embed_model) as index:
        report = index.add(corpus)
        assert report.ingested == 7 and not report.skipped, report.to_dict()
    return path


@pytest.fixture(scope="module")
def index(index_dir, embed_model, qdrant_url):
    with MuonIndex.open(config=Config(index_path=index_dir, qdrant_url=qdrant_url), read_only=True,
                        embed_model=embed_model) as opened:
        assert type(opened.engine.lexical).__name__ == ("ServerBM25" if qdrant_url else "BM25Index")
        yield opened


def _chunks_of(index, doc_id: str) -> set[str]:
    return set(index.documents()[doc_id].chunk_ids)


# --- near-duplicates -------------------------------------------------------------------------------------------

def test_fingerprints_match_up_to_case_whitespace_and_a_few_numbers():
    a = fingerprint("The inner radius is 30 mm;\n the half-length  65 mm.")
    assert near_duplicates(a, fingerprint("THE inner radius is 31 mm; the half-length 65 mm."))
    assert near_duplicates(a, fingerprint("The inner radius is 31 mm; the half-length 66 mm."))
    assert not near_duplicates(a, fingerprint("The inner radius is 30 cm; the half-length 65 mm."))
    many = " ".join(f"layer {i} at {10 * i} mm" for i in range(1, 9))
    shifted = " ".join(f"layer {i} at {10 * i + 1} mm" for i in range(1, 9))
    assert not near_duplicates(fingerprint(many), fingerprint(shifted))  # eight cells differ: another table


def test_near_duplicates_collapse_into_the_best_ranked_with_their_count_and_documents(index, embed_model):
    results = index.search(QUERY, top_k=3)
    assert len(results) == 3  # the engine looked past the copies: collapsing leaves the top 3 full
    first = results[0]
    assert first.doc_id in YEARS and first.section == "Geometry"
    other = next(d for d in YEARS if d != first.doc_id)
    assert [(d.doc_id, d.node_id in _chunks_of(index, other)) for d in first.duplicates] == [(other, True)]
    assert first.duplicates_note() == f"+1 near-duplicate in {other}"
    texts = [fingerprint(r.text) for r in results]
    assert not any(near_duplicates(a, b) for i, a in enumerate(texts) for b in texts[i + 1:])
    # the exact copy (the Results section, identical in both versions) collapses too
    results_section = next(r for r in index.search(QUERY, top_k=6) if r.doc_id in YEARS and r.section == "Results")
    assert len(results_section.duplicates) == 1

    every = index.search(QUERY, top_k=3, collapse_duplicates=False)
    assert {r.doc_id for r in every[:2]} == set(YEARS) and all(not r.duplicates for r in every)
    off = MuonIndex.open(config=index.config.replace(collapse_duplicates=False), read_only=True, embed_model=embed_model)
    with off:
        assert [r.node_id for r in off.search(QUERY, top_k=3)] == [r.node_id for r in every]


def test_the_retriever_and_the_answer_evidence_collapse_as_search_does(index):
    from muonrag.agent.retrieval import AgenticRetriever

    hits = index.retriever("hybrid", 3).retrieve(QUERY)
    assert [h.node.node_id for h in hits] == [r.node_id for r in index.search(QUERY, top_k=3)]
    assert len(hits[0].duplicates) == 1
    evidence = AgenticRetriever.from_index(index, evidence_k=4).retrieve("What is the inner radius of the first "
                                                                        "vertex layer of MAIA, and its half-length?")
    prints = [fingerprint(n.node.get_content()) for n in evidence]
    assert not any(near_duplicates(a, b) for i, a in enumerate(prints) for b in prints[i + 1:])
    kept = [n for n in evidence if n.node.metadata["doc_id"] in YEARS]
    assert kept and all(len(n.duplicates) == 1 and n.duplicates[0].doc_id in YEARS for n in kept)
    every = AgenticRetriever.from_index(index, Config(index_path=index.path, collapse_duplicates=False), evidence_k=4)
    assert {n.node.metadata["doc_id"] for n in every.retrieve(QUERY)} >= set(YEARS)


# --- a query naming a document -----------------------------------------------------------------------------------

@pytest.mark.parametrize("named", ["maia/MAIA_v0.md", "maia/MAIA_v1.md"])
def test_a_query_naming_a_version_prefers_that_version(index, named):
    stem = named.split("/")[-1].removesuffix(".md")
    for query in (f"{stem} inner radius of the first layer", f"inner radius in {stem.lower().replace('_', '-')}?"):
        first = index.search(query, top_k=3)[0]
        assert first.doc_id == named and first.boost > 0, (query, first.doc_id)
        assert [d.doc_id for d in first.duplicates] == [d for d in YEARS if d != named]
        hits = index.retriever("hybrid", 3).retrieve(query)
        assert hits[0].node.metadata["doc_id"] == named


def test_only_whole_names_that_are_not_plain_words_boost(index):
    assert not any(r.boost for r in index.search("timing of the tracker hits", top_k=5))  # "timing" is a word
    assert not any(r.boost for r in index.search("tungsten nozzle shielding", top_k=5))  # nozzle.md: a plain word
    assert not any(r.boost for r in index.search("README tracker layout", top_k=5))  # a generic stem
    boosted = index.search("timing-window tracker hits", top_k=5)
    assert boosted[0].doc_id == "other/timing-window.md" and boosted[0].boost > 0
    assert all(r.boost == 0 for r in boosted if r.doc_id != "other/timing-window.md")
    folder = index.search("barrel layers in detector-geometry-v2", top_k=5)  # a version-like folder names its README
    named = [r for r in folder if r.doc_id == "detector-geometry-v2/README.md"]
    assert named and named[0].boost > 0 and all(r.boost == 0 for r in folder if r not in named)
    # the boost only raises the named document's chunks: the others keep their order, and no chunk rises more
    # than the boost (a tenth of the top ten scores' spread) allows
    plain = index.engine.rank("barrel layers in detector-geometry-v2", index.plan, 10, index.skipped_sections(),
                              boost_named=False, collapse=True)
    kept = [r.node_id for r in folder if r not in named]
    assert [h.node_id for h in plain if h.node_id in kept] == kept
    assert 0 < named[0].boost <= 0.1 * (plain[0].score - plain[-1].score) + 1e-12


# --- filters -----------------------------------------------------------------------------------------------------

def test_each_filter_kind_is_applied_inside_the_ranking(index):
    calorimeter = index.search(QUERY, top_k=10, filters=["doc=other/calorimeter.md"])
    assert {r.doc_id for r in calorimeter} == {"other/calorimeter.md"}
    assert {r.node_id for r in calorimeter} == _chunks_of(index, "other/calorimeter.md")  # every chunk, however low
    assert [r.rank for r in calorimeter] == list(range(1, len(calorimeter) + 1))
    dense = index.search(QUERY, mode="dense", top_k=10, filters="doc=other/calorimeter.md")
    assert {r.node_id for r in dense} == _chunks_of(index, "other/calorimeter.md")

    glob = index.search(QUERY, top_k=10, filters=["doc=maia/*.md"], collapse_duplicates=False)
    assert {r.doc_id for r in glob} == set(YEARS) and len(glob) == 4
    collapsed = index.search(QUERY, top_k=10, filters=["doc=maia/*.md"])
    assert len(collapsed) == 2 and all(len(r.duplicates) == 1 for r in collapsed)
    either = index.search(QUERY, top_k=10, filters=["doc=maia/MAIA_v0.md", "doc=other/*"], collapse_duplicates=False)
    assert {r.doc_id for r in either} == {"maia/MAIA_v0.md", *(d for d in OTHERS if d.startswith("other/"))}

    exact = index.search("background", top_k=10, filters=["year=2024"], collapse_duplicates=False)
    assert {r.doc_id for r in exact} == {"maia/MAIA_v1.md", "detector-geometry-v2/README.md"}
    assert all(r.year == 2024 for r in exact)
    span = index.search(QUERY, top_k=20, filters=SearchFilter(year_min=2021, year_max=2022), collapse_duplicates=False)
    assert {r.doc_id for r in span} == {"maia/MAIA_v0.md", "other/calorimeter.md"}
    later = index.search(QUERY, top_k=20, filters=["year>2022"], collapse_duplicates=False)
    assert {r.year for r in later} == {2023, 2024}

    section = index.search("background", top_k=20, filters=["section=results"], collapse_duplicates=False)
    assert {r.section for r in section} == {"Results"} and len(section) == 3
    both = index.search("background", top_k=20, filters=["section=RESULTS", "doc=other/*"])
    assert [(r.doc_id, r.section) for r in both] == [("other/calorimeter.md", "Results")]
    assert index.search(QUERY, filters=["section=no such heading"]) == []
    assert index.search("inner radius vertex layer", mode="sparse", filters=["doc=other/nozzle.md"]) == []  # no term shared


def test_chunks_carry_the_machines_they_are_about_and_a_machine_filter_keeps_only_those(index, index_dir, qdrant_url,
                                                                                         capsys):
    clic = index.search("power extraction structures", top_k=10, filters=["machine=CLIC"])
    assert clic and {r.doc_id for r in clic} == {"other/clic-drive-beam.md"}
    assert all(r.metadata["machine"] == ["CLIC"] for r in clic)
    assert index.search("power extraction structures", filters=["machine=FCC-ee"]) == []
    nozzle = index.search("tungsten nozzles", top_k=10, filters=["doc=other/nozzle.md"])
    assert nozzle and all("machine" not in r.metadata for r in nozzle)  # "muon decays" names no machine
    code, out, err = _run(capsys, "search", "drive beam", "--index", str(index_dir), *_served(qdrant_url),
                          "--where", "machine=clic")
    assert code == 0 and "about: CLIC" in out and "other/clic-drive-beam.md" in out, err


def test_a_filtered_view_narrows_the_retrievers_and_the_answers_evidence(index):
    from muonrag.agent.retrieval import AgenticRetriever

    view = index.filtered(["doc=other/*", "year<=2021"])
    assert {r.doc_id for r in view.search(QUERY, top_k=10)} == {"other/calorimeter.md", "other/nozzle.md"}
    assert {n.node.metadata["doc_id"] for n in view.retriever("hybrid", 10).retrieve(QUERY)} <= {"other/calorimeter.md", "other/nozzle.md"}
    evidence = AgenticRetriever.from_index(view, evidence_k=4).retrieve("What rejects the beam-induced background?")
    assert evidence and {n.node.metadata["doc_id"] for n in evidence} <= {"other/calorimeter.md", "other/nozzle.md"}
    assert index.filters is None and len({r.doc_id for r in index.search(QUERY, top_k=10)}) > 2


@pytest.mark.parametrize("clause, said", [
    ("yaer>=2023", "unknown field 'yaer'"),
    ("year>=23", "'23' is not a year"),
    ("doc>=maia", "doc takes '=' only"),
    ("section=", "no value after '='"),
    ("maia/*.md", "no field and value"),
    ("year=2024..2021", "the range starts after it ends"),
])
def test_a_bad_filter_clause_is_named_in_the_error(index, clause, said):
    with pytest.raises(ValueError, match="bad filter clause") as raised:
        index.search(QUERY, filters=[clause])
    assert repr(clause) in str(raised.value) and said in str(raised.value)


# --- command line and app ----------------------------------------------------------------------------------------

def _served(qdrant_url):
    """The command line's flag for the store (tests run without the environment's settings)."""
    return ["--qdrant-url", qdrant_url] if qdrant_url else []


def _run(capsys, *args):
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_the_command_line_shows_duplicates_filters_and_bad_clauses(index_dir, qdrant_url, capsys):
    code, out, err = _run(capsys, "search", QUERY, "--index", str(index_dir), *_served(qdrant_url), "-k", "3")
    assert code == 0 and "+1 near-duplicate in maia/MAIA_v" in out, err
    code, out, _ = _run(capsys, "search", QUERY, "--index", str(index_dir), *_served(qdrant_url), "-k", "3", "--keep-duplicates")
    assert code == 0 and "near-duplicate" not in out
    code, out, _ = _run(capsys, "search", QUERY, "--index", str(index_dir), *_served(qdrant_url), "--where", "doc=maia/*.md",
                        "--where", "year>=2023", "--where", "section=geometry", "--json")
    payload = json.loads(out)
    assert code == 0 and payload["filters"] == {"doc_id": "maia/*.md", "year_min": 2023, "section": "geometry"}
    assert [(r["doc_id"], r["section"], r["duplicates"]) for r in payload["results"]] == [("maia/MAIA_v1.md", "Geometry", [])]

    code, out, err = _run(capsys, "search", QUERY, "--index", str(index_dir), *_served(qdrant_url), "--where", "yaer>=2023")
    assert code == 1 and out == ""
    assert err.startswith("error: bad --where clause 'yaer>=2023': unknown field 'yaer'") and "year>=<YYYY>" in err
    code, out, _ = _run(capsys, "ask", "What is the inner radius?", "--index", str(index_dir), *_served(qdrant_url), "--where", "year=20x", "--json")
    assert code == 1 and "bad --where clause 'year=20x'" in json.loads(out)["error"]


def test_search_json_is_the_apps_json(index_dir, qdrant_url, capsys):
    """The command line, the payload functions and the app give one JSON (each opening the index as the command
    line does, with the same encoder)."""
    pytest.importorskip("starlette", reason="muonrag serve needs the serve extra (starlette, uvicorn, jinja2)")
    httpx = pytest.importorskip("httpx")
    from muonrag.serve.app import build_app
    from muonrag.serve.run import serve_in_thread
    from muonrag.serve.settings import ServerSettings

    filters = SearchFilter.parse(["doc=maia/*.md"])
    code, out, _ = _run(capsys, "search", QUERY, "--index", str(index_dir), *_served(qdrant_url), "-k", "3", "--where", "doc=maia/*.md", "--json")
    printed = json.loads(out)
    with MuonIndex.open(config=Config(index_path=index_dir, qdrant_url=qdrant_url), read_only=True) as index:
        made = search_payload(QUERY, "hybrid", search_results(index, QUERY, top_k=3, filters=filters), filters)
    assert printed == json.loads(json.dumps(made))
    assert printed["results"][0]["duplicates"][0]["doc_id"] in YEARS

    server, port, thread = serve_in_thread(build_app(Config(index_path=index_dir, qdrant_url=qdrant_url), ServerSettings(agent=False, request_timeout=60)))
    try:
        with httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=60) as client:
            served = client.get("/api/search", params={"query": QUERY, "top_k": 3, "where": "doc=maia/*.md"}).json()
            assert served == printed
            posted = client.post("/api/search", json={"query": QUERY, "top_k": 3, "where": ["doc=maia/*.md"]}).json()
            assert posted == printed
            fields = client.get("/api/search", params={"query": QUERY, "doc_id": "other/calorimeter.md", "year": 2021}).json()
            assert fields["filters"] == {"doc_id": "other/calorimeter.md", "year": 2021}
            assert {r["doc_id"] for r in fields["results"]} == {"other/calorimeter.md"}
            refused = client.get("/api/search", params={"query": QUERY, "where": "doc=maia/*.md; yaer=2024"})
            assert refused.status_code == 400 and "bad where clause 'yaer=2024'" in refused.json()["error"]
            page = client.get("/", params={"query": QUERY, "where": "section=no such heading"})
            assert page.status_code == 200 and "Only 0 chunks pass the filters" in page.text
    finally:
        server.should_exit = True
        thread.join(timeout=10)
