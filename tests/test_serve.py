"""`muonrag serve` over HTTP: the API returns what `--json` prints, the page shows results and answers, only
indexed files are served, bad input and a broken index or endpoint get a message with the fix, and the
server keeps serving; BibTeX, Markdown and LaTeX out of an answer."""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

pytest.importorskip("starlette", reason="muonrag serve needs the serve extra (starlette, uvicorn, jinja2)")
httpx = pytest.importorskip("httpx")

from muonrag import Config  # noqa: E402
from muonrag.answer.bibtex import bibliography, latex_escape, make_entry  # noqa: E402
from muonrag.answer.schema import Answer, Evidence, GroundedClaim  # noqa: E402
from muonrag.errors import ConfigError  # noqa: E402
from muonrag.serve.app import build_app  # noqa: E402
from muonrag.serve.run import serve_in_thread  # noqa: E402
from muonrag.serve.settings import ServerSettings  # noqa: E402
from tests.conftest import answered  # noqa: E402
from tests.test_html import Parsed  # noqa: E402

NOZZLE_Q = "What is the opening angle of the tungsten nozzles?"
QUERIES = ["tungsten nozzle", "ionization cooling emittance", "muon lifetime time dilation", "vertex detector timing",
           "Higgs self-coupling", "HTS solenoid field", "beam-induced background", "neutrino radiation",
           "crystal calorimeter", "proton driver target"]


def _tree_digest(root: Path) -> dict[str, str]:
    """Every file of the index but the running server's own snapshot (readers/, the server's scratch:
    files linked there are the index's own, so a change through a link shows in the index's digest)."""
    return {str(p.relative_to(root)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(root.rglob("*")) if p.is_file() and not p.is_symlink()
            and p.relative_to(root).parts[0] != "readers"}


def _env(tmp_path_factory) -> dict[str, str]:
    """The environment the autouse fixture gives tests, for a child process (the model's ONNX export shared)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("MUONRAG_") and k != "OPENAI_API_KEY"}
    base = tmp_path_factory.getbasetemp()
    return {**env, "XDG_DATA_HOME": str(base / "xdg-data"), "XDG_CACHE_HOME": str(base / "xdg-cache")}


def _llm_flags(endpoint) -> list[str]:
    return ["--llm-base-url", endpoint.url, "--llm-model", "replay-model", "--llm-retries", "0", "--llm-timeout", "3",
            "--llm-deadline", "10", "--verify", "rules", "--no-agent"]


def _cli(args: list[str], env: dict[str, str]) -> dict:
    proc = subprocess.run([sys.executable, "-m", "muonrag", *args, "--json"], capture_output=True, text=True,
                          timeout=300, env=env)
    assert proc.returncode == 0, proc.stderr[-2000:]
    return json.loads(proc.stdout)


@pytest.fixture(scope="module")
def served(demo_index_dir, desk_endpoint, tmp_path_factory):
    """A real `muonrag serve` process over the demo index, answering with the scripted endpoint."""
    env = _env(tmp_path_factory)
    before = _tree_digest(demo_index_dir)
    proc = subprocess.Popen([sys.executable, "-m", "muonrag", "serve", "--index", str(demo_index_dir), "--port", "0",
                             "--json", *_llm_flags(desk_endpoint)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        line = proc.stdout.readline()
        assert line, proc.stderr.read()[-2000:]
        announced = json.loads(line)
        assert announced["url"] == f"http://127.0.0.1:{announced['port']}/" and announced["token"] is None
        with httpx.Client(base_url=announced["url"].rstrip("/"), timeout=120) as client:
            yield {"client": client, "env": env, "index": demo_index_dir, "before": before, "endpoint": desk_endpoint}
    finally:
        proc.terminate()
        proc.wait(timeout=30)


@pytest.fixture(scope="module")
def desk_config(desk_index_dir, desk_endpoint):
    return Config(index_path=desk_index_dir[0], llm_base_url=desk_endpoint.url, llm_model="replay-model",
                  llm_retries=0, llm_timeout=3, llm_deadline=10, verify="rules", evidence_k=4)


class InThread:
    """An app on a free port in this process (variants of the server: a token, a short time limit, a broken index)."""

    def __init__(self, config: Config, settings: ServerSettings, embed_model):
        self.app = build_app(config, settings, embed_model)
        self.server, port, self.thread = serve_in_thread(self.app)
        self.client = httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=60)
        self.client.served_app = self.app  # for a test that waits on an answer's job (conftest.answered)

    def close(self) -> None:
        self.client.close()
        self.server.should_exit = True
        self.thread.join(timeout=10)


@pytest.fixture
def in_thread(embed_model):
    started = []

    def start(config: Config, **settings) -> httpx.Client:
        app = InThread(config, ServerSettings(**{"agent": False, **settings}), embed_model)
        started.append(app)
        return app.client

    yield start
    for app in started:
        app.close()


# --- the same JSON as the command line -------------------------------------------------------------------

@pytest.mark.subprocess
def test_api_search_returns_what_search_json_prints(served):
    client = served["client"]
    printed = _cli(["search", "tungsten nozzle opening angle", "--index", str(served["index"]), "-k", "5"], served["env"])
    by_get = client.get("/api/search", params={"query": "tungsten nozzle opening angle", "top_k": 5})
    by_post = client.post("/api/search", json={"query": "tungsten nozzle opening angle", "top_k": 5})
    assert by_get.status_code == by_post.status_code == 200
    assert by_get.headers["content-type"] == "application/json"
    assert by_get.json() == by_post.json() == printed
    assert [r["rank"] for r in printed["results"]] == [1, 2, 3, 4, 5]
    assert printed["results"][0]["doc_id"] == "mdi/tungsten-nozzles.md" and printed["results"][0]["ranks"]


@pytest.mark.slow
@pytest.mark.subprocess
def test_api_ask_returns_what_ask_json_prints(served):
    printed = _cli(["ask", NOZZLE_Q, "--index", str(served["index"]), *_llm_flags(served["endpoint"])], served["env"])
    returned = served["client"].post("/api/ask", json={"question": NOZZLE_Q})
    assert returned.status_code == 200
    answer = returned.json()
    assert answer["method"] == "llm" and not answer["abstained"] and answer["claims"] and answer["warnings"] == []
    assert "10" in answer["text"] and "opening angle" in answer["text"]
    assert {k: v for k, v in answer.items() if k != "timings"} == {k: v for k, v in printed.items() if k != "timings"}
    # the same timings, and the command's own wall time since its process started (a server's has long been running)
    assert set(printed["timings"]) == set(answer["timings"]) | {"wall_s"}


@pytest.mark.subprocess
def test_openapi_describes_the_api(served):
    spec = served["client"].get("/openapi.json").json()
    assert spec["openapi"].startswith("3.") and {"/api/search", "/api/ask", "/api/info"} <= set(spec["paths"])
    assert {p["name"] for p in spec["paths"]["/api/search"]["get"]["parameters"]} >= {"query", "mode", "top_k", "doc_id", "year", "section"}
    assert "Authorization: Bearer" in spec["info"]["description"] and "X-Muonrag-Token" in spec["info"]["description"]
    info = served["client"].get("/api/info").json()
    assert info["documents"] == 46 and info["chunks"] > 100


# --- the page ------------------------------------------------------------------------------------------

@pytest.mark.subprocess
def test_the_page_ranks_results_with_each_retrievers_rank_and_links_their_pages(served):
    page = served["client"].get("/", params={"query": "HTS solenoids final cooling", "top_k": 5})
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
    assert "script-src" not in page.headers["content-security-policy"] and "default-src 'none'" in page.headers["content-security-policy"]
    parsed = Parsed(page.text)
    headers = [text for text in re.findall(r"<th style=[^>]*>(.*?)</th>", page.text)]
    assert headers[:2] == ["rank", "score"] and "dense rank (score)" in headers and "sparse rank (score)" in headers
    assert headers[-5:] == ["title", "section", "page", "doc id", "text"]
    assert page.text.count("<tr>") == 6  # the header and five results
    pdf_links = [href for href, _ in parsed.links if href.startswith("/files/") and "#page=" in href]
    assert pdf_links and all(re.fullmatch(r"/files/[\w/.-]+\.pdf#page=\d+", href) for href in pdf_links)
    assert not any(href.startswith("file:") for href, _ in parsed.links)
    assert "5 results for" in parsed.text and "Index:" in parsed.text and "46 documents" in parsed.text


@pytest.mark.subprocess
def test_filters_narrow_the_ranking_by_document_year_and_section(served):
    client = served["client"]
    everything = client.get("/api/search", params={"query": "beam-induced background", "top_k": 20}).json()["results"]
    doc = everything[3]["doc_id"]
    only = client.get("/api/search", params={"query": "beam-induced background", "doc_id": doc, "top_k": 3}).json()
    assert only["filters"] == {"doc_id": doc} and only["results"]
    assert {r["doc_id"] for r in only["results"]} == {doc} and [r["rank"] for r in only["results"]] == list(range(1, len(only["results"]) + 1))
    year = everything[0]["metadata"]["year"]
    by_year = client.get("/api/search", params={"query": "beam-induced background", "year": year}).json()["results"]
    assert by_year and all(r["metadata"]["year"] == year for r in by_year)
    assert any(r["metadata"]["year"] != year for r in everything)
    section = client.get("/api/search", params={"query": "nozzle", "section": "MATERIALS"}).json()["results"]
    assert section and all("materials" in r["section"].lower() for r in section)
    page = client.get("/", params={"query": "beam-induced background", "doc_id": doc})
    assert "only chunks that pass the filters are ranked" in page.text and f'<option value="{doc}" selected>' in page.text


@pytest.mark.subprocess
def test_a_short_filtered_search_says_on_the_page_that_few_chunks_pass(served):
    client = served["client"]
    params = {"query": "beam-induced background", "section": "no such section", "top_k": 3}
    page = client.get("/", params=params)
    assert page.status_code == 200 and 'id="filter-note"' in page.text
    assert "Only 0 chunks pass the filters" in page.text and "loosen the filters" in page.text
    assert set(client.get("/api/search", params=params).json()) == {"query", "mode", "results", "filters"}
    full = client.get("/", params={"query": "beam-induced background", "section": "", "top_k": 3})
    assert 'id="filter-note"' not in full.text


# --- files -----------------------------------------------------------------------------------------------

@pytest.mark.subprocess
def test_only_indexed_files_are_served_by_their_document_id(served):
    client = served["client"]
    pdf = client.get("/files/accelerator/final-cooling.pdf")
    assert pdf.status_code == 200 and pdf.headers["content-type"] == "application/pdf"
    from muonrag.data import demo_corpus_path

    assert pdf.content == (Path(demo_corpus_path()) / "accelerator" / "final-cooling.pdf").read_bytes()
    markdown = client.get("/files/mdi/tungsten-nozzles.md")
    assert markdown.status_code == 200 and markdown.headers["content-type"] == "text/plain; charset=utf-8"
    assert markdown.headers["x-content-type-options"] == "nosniff"
    for path in ("/files/../../../etc/passwd", "/files/%2e%2e/%2e%2e/%2e%2e/etc/passwd", "/files//etc/passwd",
                 "/files/%2Fetc%2Fpasswd", "/files/accelerator/",
                 "/files/not-indexed.pdf", "/files/" + str(served["index"] / "manifest.json"), "/etc/passwd"):
        refused = client.get(path)
        assert refused.status_code in (400, 404), path
        assert "root:" not in refused.text and '"format_version"' not in refused.text


def test_a_source_replaced_by_a_symlink_is_not_served(in_thread, desk_config, desk_index_dir, tmp_path):
    client = in_thread(desk_config)
    corpus = desk_index_dir[1]
    assert client.get("/files/swap.md").status_code == 200
    secret = tmp_path / "secret.txt"
    secret.write_text("SECRET outside the index\n")
    original = (corpus / "swap.md").read_bytes()
    (corpus / "swap.md").unlink()
    (corpus / "swap.md").symlink_to(secret)
    try:
        refused = client.get("/files/swap.md")
        assert refused.status_code == 404 and "SECRET" not in refused.text
    finally:
        (corpus / "swap.md").unlink()
        (corpus / "swap.md").write_bytes(original)
    assert client.get("/files/swap.md").content == original


@pytest.mark.slow
@pytest.mark.subprocess
def test_documents_ingested_while_serving_are_searched_and_served(in_thread, desk_index_dir, tmp_path,
                                                                  tmp_path_factory):
    index = shutil.copytree(desk_index_dir[0], tmp_path / "index")
    client = in_thread(Config(index_path=index))
    assert client.get("/api/info").json()["documents"] == 6
    new = tmp_path / "new" / "rf-cavities.md"
    new.parent.mkdir()
    new.write_text("# RF cavities\n\nThe superconducting niobium radio-frequency cavities of the muon accelerator "
                   "reach gradients of 30 MV/m at 1.3 GHz.\n", encoding="utf-8")
    _cli(["ingest", str(new.parent), "--index", str(index)], _env(tmp_path_factory))  # another process, as users do
    # the server's own watcher thread looks at the manifest every half second and swaps the index in: a test has
    # nothing of it to wait on, so it asks, as a user would, until the new document is found (a generous deadline)
    deadline = time.monotonic() + 60
    while True:
        found = client.get("/api/search", params={"query": "niobium radio-frequency cavities gradient", "top_k": 1}).json()
        if found["results"][0]["source"].endswith("rf-cavities.md") or time.monotonic() > deadline:
            break
        time.sleep(0.1)
    doc_id = found["results"][0]["doc_id"]
    assert found["results"][0]["source"].endswith("rf-cavities.md")
    assert client.get("/api/info").json()["documents"] == 7
    served_file = client.get("/files/" + doc_id)
    assert served_file.status_code == 200 and served_file.content == new.read_bytes()
    assert f'<option value="{doc_id}"' in client.get("/").text


# --- bad input -----------------------------------------------------------------------------------------

@pytest.mark.subprocess
def test_bad_queries_get_a_json_error_with_the_fix_and_the_server_goes_on(served):
    client = served["client"]
    long_query = "muon " * 20_000  # 100 kB
    long_url_query = "muon " * 12_000  # 60 kB: httpx sends no longer URL
    cases = [
        (client.get("/api/search", params={"query": ""}), 400, "empty"),
        (client.post("/api/search", json={"query": "   "}), 400, "empty"),
        (client.post("/api/ask", json={"question": ""}), 400, "empty"),
        (client.post("/api/search", json={"query": long_query}), 413, "the limit is 2000"),
        (client.get("/api/search", params={"query": long_url_query}), 413, "the limit is 2000"),
        (client.post("/api/ask", json={"question": long_query}), 413, "the limit is 2000"),
        (client.post("/api/search", content=b"x" * 300_000, headers={"content-type": "application/json"}), 413, "bytes"),
        (client.post("/api/search", content=b"{not json", headers={"content-type": "application/json"}), 400, "not JSON"),
        (client.get("/api/search", params={"query": "nozzle", "mode": "magic"}), 400, "unknown mode"),
        (client.get("/api/search", params={"query": "nozzle", "top_k": "0"}), 400, "top_k"),
        (client.get("/api/search", params={"query": "nozzle", "top_k": "many"}), 400, "top_k"),
        (client.get("/api/search", params={"query": "nozzle", "w_dense": "nan"}), 400, "w_dense"),
    ]
    for response, status, said in cases:
        assert response.status_code == status, (response.status_code, response.text[:300])
        assert said in response.json()["error"], response.json()
    assert client.get("/api/search", params={"query": "nozzle", "top_k": 1}).json()["results"]


@pytest.mark.subprocess
def test_the_page_shows_bad_input_as_a_message(served):
    client = served["client"]
    empty = client.get("/", params={"query": ""})
    assert empty.status_code == 400 and 'id="error"' in empty.text and "the query is empty" in empty.text
    long_question = client.post("/ask", data={"question": "why " * 25_000})
    assert long_question.status_code == 413 and "the question has 100000 characters; the limit is 2000" in long_question.text
    assert client.get("/api/search", params={"query": "nozzle", "top_k": 1}).status_code == 200


@pytest.mark.slow
@pytest.mark.subprocess
def test_an_endpoint_that_hangs_gives_the_offline_answer_and_says_so(served):
    client = served["client"]
    answer = client.post("/api/ask", json={"question": "HANG: what is the opening angle of the tungsten nozzles?"}).json()
    assert answer["method"] == "extractive (LLM fallback)" and answer["warnings"]
    assert any("timed out" in w.lower() or "time" in w.lower() for w in answer["warnings"] + answer["trace"])
    posted = client.post("/ask", data={"question": "HANG: what is the opening angle of the tungsten nozzles?"},
                         follow_redirects=True)
    assert posted.status_code == 200 and posted.url.path.startswith("/answers/")  # redirected to its page
    # the answer is made in the server's process: its page (which refreshes itself every second) is all there is to
    # ask, so the test asks it as a browser does, until it is made (a generous deadline: the endpoint hangs 30 s,
    # the server gives up after its --llm-timeout of 3 s)
    deadline = time.monotonic() + 60
    while True:
        page = client.get(posted.url.path)
        if 'id="working"' not in page.text or time.monotonic() > deadline:
            break
        assert '<meta http-equiv="refresh" content="1">' in page.text
        time.sleep(0.25)
    assert "The LLM endpoint failed, so this answer came from the offline (extractive) answerer" in page.text
    assert "Warning:" in page.text


@pytest.mark.slow
def test_a_request_over_the_time_limit_is_a_504_and_the_server_goes_on(in_thread, desk_config):
    # the endpoint hangs (30 s) and the answer's own LLM timeout (10 s) is far past the server's limit (1 s)
    client = in_thread(desk_config.replace(llm_timeout=10, llm_deadline=20), request_timeout=1.0)
    late = client.post("/api/ask", json={"question": "HANG: what is the opening angle of the tungsten nozzles?"})
    assert late.status_code == 504 and "longer than 1 s" in late.json()["error"]
    assert "LLM endpoint (--llm-base-url) responds" in late.json()["error"] and "--offline" in late.json()["error"]
    assert client.get("/api/search", params={"query": "nozzle"}).json()["results"]
    posted = client.post("/ask", data={"question": "HANG: what is the opening angle of the tungsten nozzles?"})
    # the time limit is the behaviour: the page is a 504 once it is asked after 1 s, and until then says it is
    # working; nothing happens at the limit to wait on, so the page is asked as a browser does (within the 10 s
    # before the answer's own LLM timeout would end it)
    deadline = time.monotonic() + 8
    while True:
        page = client.get(posted.headers["location"])
        if page.status_code != 200 or time.monotonic() > deadline:
            break
        time.sleep(0.1)
    assert page.status_code == 504 and "no answer after 1 s, the time limit" in page.text and "--offline" in page.text


def test_a_missing_index_is_a_message_with_the_fix(in_thread, tmp_path):
    client = in_thread(Config(index_path=tmp_path / "nowhere"))
    refused = client.get("/api/search", params={"query": "nozzle"})
    assert refused.status_code == 503 and "muonrag ingest" in refused.json()["error"]
    assert client.post("/api/ask", json={"question": NOZZLE_Q}).status_code == 503
    page = client.get("/")
    assert page.status_code == 503 and 'id="error"' in page.text and "muonrag ingest" in page.text
    assert client.get("/openapi.json").status_code == 200
    assert not (tmp_path / "nowhere").exists()  # opened read-only: nothing created


def test_a_damaged_index_is_a_message_with_the_fix_and_stays_as_it_was(in_thread, desk_index_dir, tmp_path):
    damaged = shutil.copytree(desk_index_dir[0], tmp_path / "index")
    (damaged / "manifest.json").write_text('{"format_version": 2, "documents": ')
    before = _tree_digest(damaged)
    client = in_thread(Config(index_path=damaged))
    refused = client.get("/api/search", params={"query": "nozzle"})
    assert refused.status_code == 503 and "damaged" in refused.json()["error"]
    page = client.get("/", params={"query": "nozzle"})
    assert page.status_code == 503 and "damaged" in page.text
    assert _tree_digest(damaged) == before


@pytest.mark.subprocess
def test_a_body_nested_thousands_deep_is_a_400(served):
    client = served["client"]
    deep = "[" * 5000 + "]" * 5000
    for route, text_field in (("/api/search", "query"), ("/api/ask", "question")):
        body = f'{{"{text_field}": "x", "a": {deep}}}'.encode()
        refused = client.post(route, content=body, headers={"content-type": "application/json"})
        assert refused.status_code == 400, refused.text[:300]
        assert "nested deeper than" in refused.json()["error"] and f'{{"{text_field}": "..."}}' in refused.json()["error"]


@pytest.mark.subprocess
def test_a_chunked_body_over_the_limit_is_a_413(served):
    base = str(served["client"].base_url)

    def chunked(body: bytes):
        for start in range(0, len(body), 16_384):
            yield body[start:start + 16_384]

    big = json.dumps({"query": "nozzle", "pad": "x" * 270_000}).encode()
    with httpx.Client(base_url=base, timeout=60) as client:
        refused = client.post("/api/search", content=chunked(big), headers={"content-type": "application/json"})
    assert refused.status_code == 413 and "larger than 262144 bytes" in refused.json()["error"]
    with httpx.Client(base_url=base, timeout=60) as client:
        small = json.dumps({"query": "tungsten nozzle", "top_k": 2}).encode()
        taken = client.post("/api/search", content=chunked(small), headers={"content-type": "application/json"})
    assert taken.status_code == 200 and len(taken.json()["results"]) == 2


@pytest.mark.subprocess
def test_the_api_takes_forms_and_names_the_field_of_each_route(served):
    client = served["client"]
    by_form = client.post("/api/search", data={"query": "tungsten nozzle opening angle", "top_k": "3"})
    assert by_form.status_code == 200
    assert by_form.json() == client.get("/api/search", params={"query": "tungsten nozzle opening angle", "top_k": 3}).json()
    asked = client.post("/api/ask", data={"question": NOZZLE_Q})
    assert asked.status_code == 200 and asked.json()["question"] == NOZZLE_Q and not asked.json()["abstained"]
    for body in (b"{not json", b"[1, 2]"):
        refused = client.post("/api/ask", content=body, headers={"content-type": "application/json"})
        assert refused.status_code == 400 and '{"question": "..."}' in refused.json()["error"], refused.json()
        assert '"query"' not in refused.json()["error"]
    empty = client.post("/api/ask", data={"question": " "})
    assert empty.status_code == 400 and "the question is empty" in empty.json()["error"]


@pytest.mark.subprocess
def test_wrong_types_are_refused_naming_the_field_and_the_type(served):
    client = served["client"]
    cases = [
        ("/api/search", {"query": ["a", "b"]}, "query must be a string, got a list"),
        ("/api/search", {"query": None}, "query must be a string, got null"),
        ("/api/search", {"query": "nozzle", "doc_id": 123}, "doc_id must be a string, got the number 123"),
        ("/api/search", {"query": "nozzle", "doc_id": ["mdi/tungsten-nozzles.md"]}, "doc_id must be a string"),
        ("/api/search", {"query": "nozzle", "section": {"a": 1}}, "section must be a string, got an object"),
        ("/api/search", {"query": "nozzle", "year": 2024.5}, "year must be a whole number, got the number 2024.5"),
        ("/api/search", {"query": "nozzle", "top_k": True}, "top_k must be a whole number"),
        ("/api/search", {"query": "nozzle", "w_dense": [1]}, "w_dense must be a number, got a list"),
        ("/api/search", {"query": "nozzle", "mode": 3}, "mode must be a string"),
        ("/api/ask", {"question": 5}, "question must be a string, got the number 5"),
        ("/api/ask", {"question": None}, "question must be a string, got null"),
    ]
    for route, body, said in cases:
        refused = client.post(route, json=body)
        assert refused.status_code == 400 and said in refused.json()["error"], (body, refused.text[:300])
    kept = client.post("/api/search", json={"query": "nozzle", "top_k": 2.0, "year": None, "doc_id": None}).json()
    assert len(kept["results"]) == 2 and "filters" not in kept


@pytest.mark.subprocess
def test_a_lone_surrogate_is_refused_as_invalid_unicode(served):
    refused = served["client"].post("/api/search", content=b'{"query": "nozzle \\ud800"}',
                                    headers={"content-type": "application/json"})
    assert refused.status_code == 400 and "query is not valid Unicode" in refused.json()["error"]
    assert "TextEncodeInput" not in refused.text


@pytest.mark.subprocess
def test_wrong_methods_get_a_405_that_says_which_methods_the_route_takes(served):
    client = served["client"]
    for method, path, allowed in (("PUT", "/api/search", {"GET", "POST"}), ("DELETE", "/api/ask", {"POST"}),
                                  ("OPTIONS", "/api/info", {"GET"}), ("GET", "/ask", {"POST"})):
        refused = client.request(method, path)
        assert refused.status_code == 405, (method, path, refused.status_code)
        assert allowed <= {m.strip() for m in refused.headers["allow"].split(",")}
        message = refused.json()["error"] if path.startswith("/api/") else Parsed(refused.text).text
        assert f"does not take {method}" in message and "no such page" not in message


def test_a_504_says_what_to_do_whether_or_not_an_endpoint_is_configured(in_thread, desk_index_dir):
    client = in_thread(Config(index_path=desk_index_dir[0]), request_timeout=0.001)
    late = client.get("/api/search", params={"query": "nozzle"})  # opening the index alone takes longer
    message = late.json()["error"]
    assert late.status_code == 504 and "longer than 0.001 s" in message and "longer --request-timeout" in message
    assert "--offline" not in message and "endpoint responds" not in message
    page = client.get("/", params={"query": "nozzle"})
    assert page.status_code == 504 and "longer --request-timeout" in page.text and "--offline" not in page.text


@pytest.mark.subprocess
def test_a_busy_port_is_a_clear_message(demo_index_dir, tmp_path_factory, tmp_path):
    import socket

    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        proc = subprocess.run([sys.executable, "-m", "muonrag", "serve", "--index", str(tmp_path / "nowhere"),
                               "--port", str(port)], capture_output=True, text=True, timeout=60,
                              env=_env(tmp_path_factory))
    assert proc.returncode != 0 and f"port {port} on 127.0.0.1 is already in use" in proc.stderr
    assert "--port 0" in proc.stderr and "Errno" not in proc.stderr and "Traceback" not in proc.stderr


@pytest.mark.subprocess
def test_a_server_on_all_interfaces_prints_this_machines_name(tmp_path_factory, tmp_path):
    import socket

    proc = subprocess.Popen([sys.executable, "-m", "muonrag", "serve", "--index", str(tmp_path / "nowhere"),
                             "--host", "0.0.0.0", "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, env=_env(tmp_path_factory))
    try:
        line = proc.stdout.readline()
    finally:
        proc.terminate()
        proc.wait(timeout=30)
    assert f"http://{socket.gethostname()}:" in line and "0.0.0.0" not in line, line
    assert "listening on all interfaces" in line and "?token=" in line


# --- safe by default -------------------------------------------------------------------------------------

@pytest.mark.subprocess
def test_ten_concurrent_readers_get_what_one_gets(served):
    client = served["client"]
    alone = {q: client.get("/api/search", params={"query": q, "top_k": 5}).json() for q in QUERIES}
    together: dict[str, dict] = {}
    barrier = threading.Barrier(len(QUERIES))

    def read(query: str) -> None:
        with httpx.Client(base_url=str(client.base_url), timeout=120) as own:
            barrier.wait()
            together[query] = own.get("/api/search", params={"query": query, "top_k": 5}).json()

    threads = [threading.Thread(target=read, args=(q,)) for q in QUERIES]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert together == alone
    assert len({json.dumps(a["results"][0]["node_id"]) for a in alone.values()}) > 5


def test_a_token_is_required_on_every_request_when_set(in_thread, desk_config):
    token = "t0ken-" + "x" * 20
    client = in_thread(desk_config, token=token)
    for path in ("/", "/api/info", "/openapi.json", "/files/cooling.pdf", "/nowhere"):
        refused = client.get(path)
        assert refused.status_code == 401 and "token" in refused.text, path
    assert client.get("/api/search", params={"query": "nozzle"}).json()["error"].startswith("this server needs its token")
    assert client.get("/api/info", headers={"X-Muonrag-Token": "wrong" * 5}).status_code == 401
    assert client.get("/api/info", headers={"X-Muonrag-Token": token}).status_code == 200
    assert client.get("/api/info", headers={"Authorization": f"Bearer {token}"}).status_code == 200
    opened = client.get("/", params={"token": token})
    assert opened.status_code == 200 and "HttpOnly" in opened.headers["set-cookie"]
    assert client.get("/files/cooling.pdf").status_code == 200  # the cookie carries it now


def test_another_interface_needs_a_token():
    with pytest.raises(ConfigError, match="needs a token"):
        ServerSettings(host="0.0.0.0")
    with pytest.raises(ConfigError, match="at least 16"):
        ServerSettings(host="0.0.0.0", token="short")
    generated = ServerSettings.from_config(Config(serve_host="0.0.0.0").serve)
    assert generated.token and len(generated.token) >= 24 and generated.host == "0.0.0.0"
    assert ServerSettings.from_config().token is None and ServerSettings().request_timeout == 60
    assert ServerSettings.from_config(llm_deadline=180).request_timeout == 210
    assert ServerSettings.from_config(Config(serve_request_timeout=5).serve, llm_deadline=180).request_timeout == 5


def test_the_server_limits_are_a_section_of_the_configuration(tmp_path):
    toml = tmp_path / "muonrag.toml"
    toml.write_text("[serve]\nport = 9000\nmax_connections = 32\nagent = false\n")
    config = Config.load(toml, env={"MUONRAG_SERVE_ASKS_PER_MINUTE": "5"})
    settings = ServerSettings.from_config(config.serve)
    assert (settings.port, settings.max_connections, settings.agent, settings.asks_per_minute) == (9000, 32, False, 5.0)
    with pytest.raises(ConfigError, match="serve_max_connections must be at least 1"):
        Config(serve_max_connections=0)
    with pytest.raises(ConfigError, match="serve_port"):
        Config.load(env={"MUONRAG_SERVE_PORT": "70000"})


@pytest.mark.subprocess
def test_other_sites_cannot_use_the_server(served):
    client = served["client"]
    assert client.get("/api/info", headers={"Host": "evil.example"}).status_code == 400
    posted = client.post("/ask", data={"question": NOZZLE_Q}, headers={"Origin": "http://evil.example"})
    assert posted.status_code == 403
    page = client.get("/")
    assert page.headers["x-frame-options"] == "DENY" and "frame-ancestors 'none'" in page.headers["content-security-policy"]


# --- BibTeX, Markdown, LaTeX ------------------------------------------------------------------------------

def _answer_citing(*docs: tuple[str, str]) -> Answer:
    evidence = [Evidence(number=i, node_id=f"n{i}", doc_id=doc, title=title, text=f"{title} says 10 degrees.", score=1.0)
                for i, (doc, title) in enumerate(docs, start=1)]
    citations = [e.cite(e.text) for e in evidence]
    return Answer(question="What & why_ {x}?", text=" ".join(f"Claim {i} [{i}]." for i in range(1, len(docs) + 1)),
                  citations=citations, claims=[GroundedClaim(f"Claim {c.number} 100% of $x$", [c]) for c in citations],
                  evidence=evidence)


def test_bibtex_gives_one_entry_per_cited_document_with_inspire_style_keys():
    answer = _answer_citing(("a.pdf", "Muon & collider_ {50%} #1 ~ ^ \\x"), ("b.md", "Second"), ("a.pdf", "ignored"))
    meta = {"a.pdf": {"title": "Muon & collider_ {50%} #1 ~ ^ \\x", "authors": ["Delahaye, Jean-Pierre", "B. Other"],
                      "year": 2019, "arxiv_id": "1901.06150v2", "doi": "10.1000/xyz_1"},
            "b.md": {"title": "Second", "authors": ["Müller Schön"], "arxiv_id": "hep-ph/0512345"}}
    bib = bibliography(answer, meta)
    first, second = bib.entries
    assert len(bib.entries) == 2 and first.doc_id == "a.pdf" and second.doc_id == "b.md"
    assert re.fullmatch(r"Delahaye:2019[a-z]{3}", first.key) and re.fullmatch(r"Schon:2005[a-z]{3}", second.key)
    assert bibliography(answer, meta).keys == bib.keys  # stable across runs
    fields = dict(first.fields)
    assert fields["title"] == r"{{Muon \& collider\_ \{50\%\} \#1 \textasciitilde{} \textasciicircum{} \textbackslash{}x}}"
    assert fields["author"] == "{Delahaye, Jean-Pierre and Other, B.}" and fields["year"] == '"2019"'
    assert fields["eprint"] == '"1901.06150"' and fields["archivePrefix"] == '"arXiv"' and fields["doi"] == '"10.1000/xyz_1"'
    assert "primaryClass" not in fields and dict(second.fields)["primaryClass"] == '"hep-ph"'
    text = bib.to_bibtex()
    assert text.startswith(f"@article{{{first.key},\n") and text.count("@article{") == 2
    assert text.count("{") == text.count("}") + text.count(r"\{") - text.count(r"\}")


def test_entries_without_metadata_are_misc_and_never_guess():
    entry = make_entry("notes/x.md", {"title": "The Beam <b>pipe</b>", "arxiv_id": "javascript:alert(1)", "doi": "10.1/}{"})
    fields = dict(entry.fields)
    assert entry.kind == "misc" and set(fields) == {"title", "note"} and "no author and no year" in fields["note"] and re.fullmatch(r"Beam:[a-z]{3}", entry.key)
    corpus = make_entry("c.md", {"title": "T", "authors": ["muonrag demo corpus"], "year": "2024"})
    assert dict(corpus.fields)["author"] == "{{muonrag demo corpus}}" and corpus.key.startswith("MuonragDemoCorpus:2024")
    taken = make_entry("c.md", {"title": "T", "authors": ["muonrag demo corpus"], "year": "2024"}, taken=[corpus.key])
    assert taken.key.startswith(corpus.key) and len(taken.key) == len(corpus.key) + 1


def test_markdown_and_latex_put_the_cite_keys_next_to_each_claim():
    answer = _answer_citing(("a.pdf", "First"), ("b.md", "Second"))
    keys = list(answer.bibliography().keys.values())
    markdown = answer.to_markdown()
    assert f"1. Claim 1 100% of $x$ \\cite{{{keys[0]}}}\n" in markdown
    assert f"Claim 2 \\cite{{{keys[1]}}}." in markdown and "# What \\& why\\_ \\{x\\}?" in markdown
    latex = answer.to_latex()
    assert f"\\item Claim 1 100\\% of \\$x\\$~\\cite{{{keys[0]}}}\n" in latex
    assert f"Claim 1~\\cite{{{keys[0]}}}. Claim 2~\\cite{{{keys[1]}}}." in latex
    assert latex_escape("a\nb\x1b[31m%") == r"a b\%"


def test_bibtex_needs_no_index_when_the_citations_carry_the_reference(desk_index_dir, embed_model):
    from muonrag import Config, MuonIndex

    index = MuonIndex.open(config=Config(index_path=desk_index_dir[0]), read_only=True, embed_model=embed_model)
    try:
        hits = [r for r in index.search("tungsten nozzles opening angle", top_k=10) if r.doc_id == "mdi/nozzle.md"]
    finally:
        index.close()
    assert hits and hits[0].arxiv_id == "2203.07261" and hits[0].year and hits[0].authors
    evidence = Evidence(number=1, text=hits[0].text, score=1.0,
                        **{k: getattr(hits[0], k) for k in ("node_id", "doc_id", "title", "source", "arxiv_id", "year", "authors")})
    cited = evidence.cite(hits[0].text[:40])
    answer = Answer(question="q", text="Claim [1].", citations=[cited], claims=[GroundedClaim("Claim", [cited])],
                    evidence=[evidence])
    text = answer.bibtex()
    assert re.search(r"@article\{Accettura:2024[a-z]{3},", text) and 'eprint        = "2203.07261"' in text
    assert answer.to_dict()["citations"][0]["arxiv_id"] == "2203.07261"


@pytest.mark.subprocess
def test_ask_bibtex_writes_the_cited_documents(desk_index_dir, tmp_path_factory, tmp_path):
    refs = tmp_path / "refs.bib"
    printed = _cli(["ask", NOZZLE_Q, "--index", str(desk_index_dir[0]), "--offline", "--bibtex", str(refs)],
                   _env(tmp_path_factory))
    cited = list(dict.fromkeys(c["doc_id"] for c in printed["citations"]))
    assert cited and cited[0] == "mdi/nozzle.md"
    text = refs.read_text()
    assert text.count("\n@") + text.startswith("@") == len(cited)
    assert re.search(r"@article\{Accettura:2024[a-z]{3},", text) and 'eprint        = "2203.07261"' in text


def test_the_answer_page_marks_quotes_and_offers_bibtex(desk_server, desk_app):
    with httpx.Client(base_url=desk_server, timeout=60, follow_redirects=True) as client:
        page = _answer_page(client, desk_app, NOZZLE_Q)
        parsed = Parsed(page.text)
        assert page.status_code == 200 and "answered by: llm" in parsed.text
        marked = [text for text, where in parsed.marks if "blockquote" in where]
        assert any("opening angle of about 10 degrees" in m for m in marked)
        assert 'id="bibtex"' in page.text and 'id="no-bibtex"' not in page.text  # it cites: BibTeX is offered
        hrefs = [href for href, _ in parsed.links]
        assert "/files/mdi/nozzle.md" in hrefs and "https://arxiv.org/abs/2203.07261" in hrefs  # the file and arXiv
        assert not any("javascript" in href for href in hrefs)
        bib = client.get(page.url.path + "/refs.bib")
        assert bib.headers["content-type"].startswith("application/x-bibtex") and "@article{Accettura:2024" in bib.text
        assert "\\cite{Accettura:2024" in client.get(page.url.path + "/answer.tex").text
        assert client.get(page.url.path + "/nothing").status_code == 404
        assert client.get("/answers/unknown-id").status_code == 404


# --- the page, for reading: snippets on the query's words, whole numbers, years, abstentions ---------------

NUM_SPAN = '<span style="white-space:nowrap;font-variant-numeric:tabular-nums">'


def _answer_page(client: httpx.Client, app, question: str) -> httpx.Response:
    """The page of the answer to ``question``, asked on the page and fetched once the answer is made."""
    page = client.post("/ask", data={"question": question}, follow_redirects=True)
    answered(app, page.url.path)
    return client.get(page.url.path)


def test_the_page_centres_snippets_on_the_query_shows_years_and_keeps_numbers_whole(desk_server, desk_app):
    with httpx.Client(base_url=desk_server, timeout=60) as client:
        page = client.get("/", params={"query": "HTS solenoids final cooling", "top_k": 5})
    assert page.status_code == 200 and "script-src" not in page.headers["content-security-policy"]
    parsed = Parsed(page.text)
    assert "Ionization cooling report (2023)" in parsed.text  # the year next to the title
    rows = re.findall(r"<tr>(.*?)</tr>", page.text, re.S)[1:]
    solenoids = next(row for row in rows if "HTS" in row)
    marks = [m for m, _ in Parsed(solenoids).marks]
    assert "HTS solenoids" in marks and "final cooling" in marks  # the query's words, as the tokenizer reads them
    assert f"{NUM_SPAN}40 T</span>" in solenoids and f"{NUM_SPAN}22.5 um</span>" in solenoids
    scores = re.findall(r'<td style="[^"]*white-space:nowrap[^"]*">(\d\.\d{4})</td>', page.text)
    assert len(scores) == 5  # every score in a cell that does not wrap
    assert "[style*=\"white-space:nowrap\"] { overflow-wrap: normal; }" in page.text


def test_an_abstention_shows_the_likely_passages_open_and_offers_no_empty_bibtex(in_thread, desk_index_dir):
    client = in_thread(Config(index_path=desk_index_dir[0], evidence_k=4))  # the offline answerer: it abstains here
    page = _answer_page(client, client.served_app, "What is the radius of the beam pipe?")
    assert page.status_code == 200 and 'id="answer"' in page.text
    parsed = Parsed(page.text)
    assert "Abstained: The evidence at hand does not answer this question." in parsed.text
    assert "No supported answer was found: these passages may help" in parsed.text
    opened = " ".join(p for p, where in parsed.data if "blockquote" in where and "details" not in where)
    assert "its radius is about 2 cm" in " ".join(opened.split())  # the passage that holds it, not folded away
    assert f"{NUM_SPAN}2 cm</span>" in page.text and any(m == "radius" for m, _ in parsed.marks)
    assert "<script" not in page.text.lower()
    assert 'id="bibtex"' not in page.text and "No BibTeX to download: this answer cites nothing." in parsed.text
    bib = client.get(page.url.path + "/refs.bib")
    assert bib.status_code == 404 and "cites nothing" in bib.text  # never an empty file
    markdown = client.get(page.url.path + "/answer.md")
    assert markdown.status_code == 200 and "does not answer this question" in markdown.text


@pytest.mark.subprocess
def test_the_served_index_is_unchanged(served):
    """Last in this module: everything above ran against this index, opened read-only."""
    assert _tree_digest(served["index"]) == served["before"]
