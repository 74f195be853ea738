"""`muonrag serve` in a real browser (headless Chromium driven by selenium): ranked results, answers with their
quotes marked, sources that open at their page, and hostile documents that run nothing. Each view is saved as a
screenshot: into a temporary folder, or, with ``MUONRAG_SCREENSHOTS=docs/_static/serve``, where the documentation
takes them from."""

from __future__ import annotations

import os
import shutil
import tempfile
import time
from pathlib import Path

import pytest

pytest.importorskip("starlette", reason="muonrag serve needs the serve extra (starlette, uvicorn, jinja2)")
webdriver = pytest.importorskip("selenium.webdriver", reason="the browser tests need selenium (pip install selenium)")

from selenium.common.exceptions import NoAlertPresentException  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support import expected_conditions as EC  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

from tests.conftest import HOSTILE_MARKUP  # noqa: E402

pytestmark = pytest.mark.browser

SHOTS = Path(os.environ.get("MUONRAG_SCREENSHOTS") or tempfile.mkdtemp(prefix="muonrag-shots-"))
NOZZLE_Q = "What is the opening angle of the tungsten nozzles?"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--window-size=1280,1000"]
# Every dialog a page opens is recorded (installed by the driver, outside the page's own policy), so one that
# opened and closed is still seen.
RECORD_DIALOGS = ("window.__dialogs = [];"
                  "for (const name of ['alert', 'confirm', 'prompt', 'print']) {"
                  "  const original = window[name];"
                  "  window[name] = function (...args) { window.__dialogs.push(name + ': ' + args.join(' '));"
                  "    return original.apply(this, args); };"
                  "}")


def _chromium() -> tuple[str, str]:
    binary = next((shutil.which(n) for n in ("chromium", "chromium-browser", "google-chrome") if shutil.which(n)), None)
    driver = shutil.which("chromedriver")
    if not binary or not driver:
        pytest.skip("no Chromium here (install Debian's chromium and chromium-driver): browser tests skipped")
    return binary, driver


@pytest.fixture(scope="module")
def browser():
    binary, driver_path = _chromium()
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service

    profile = tempfile.mkdtemp(prefix="muonrag-chromium-")
    options = Options()
    options.binary_location = binary
    for flag in FLAGS + [f"--user-data-dir={profile}"]:
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    options.set_capability("unhandledPromptBehavior", "ignore")  # a dialog stays open for the test to find
    try:
        driver = webdriver.Chrome(service=Service(driver_path), options=options)
    except Exception as exc:  # pragma: no cover - a Chromium that cannot start here
        shutil.rmtree(profile, ignore_errors=True)
        pytest.skip(f"Chromium did not start ({type(exc).__name__}: {str(exc).splitlines()[0]}): browser tests skipped")
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": RECORD_DIALOGS})
    SHOTS.mkdir(parents=True, exist_ok=True)
    yield driver
    driver.quit()
    shutil.rmtree(profile, ignore_errors=True)


def _nothing_ran(driver) -> None:
    """No dialog opened, nothing from a document became an element that runs or styles, no error in the console."""
    try:
        alert = driver.switch_to.alert
        pytest.fail(f"a dialog opened: {alert.text}")
    except NoAlertPresentException:
        pass
    assert driver.execute_script("return window.__dialogs") == []
    found = driver.execute_script(
        "const all = [...document.querySelectorAll('*')];"
        "return {scripts: document.scripts.length, styles: document.querySelectorAll('style').length,"
        " embedded: document.querySelectorAll('img, svg, iframe, object, embed, b, font').length,"
        " handlers: all.filter(e => [...e.attributes].some(a => a.name.startsWith('on'))).length,"
        " js_links: [...document.links].filter(a => !/^(https?:|file:)/.test(a.href) ).length,"
        " hidden: getComputedStyle(document.body).display};")
    assert found == {"scripts": 0, "styles": 1, "embedded": 0, "handlers": 0, "js_links": 0, "hidden": "block"}, found
    errors = [entry for entry in driver.get_log("browser") if entry["level"] in ("SEVERE", "WARNING")]
    assert errors == [], errors


def _shot(driver, name: str) -> Path:
    path = SHOTS / f"{name}.png"
    driver.save_screenshot(str(path))
    assert path.stat().st_size > 5000
    return path


def _search(driver, base: str, query: str) -> None:
    driver.get(base + "/")
    box = driver.find_element(By.ID, "query")
    box.clear()
    box.send_keys(query)
    driver.find_element(By.ID, "search-button").click()
    WebDriverWait(driver, 60).until(EC.presence_of_element_located((By.ID, "results")))


def _ask(driver, base: str, question: str):
    driver.get(base + "/")
    driver.find_element(By.ID, "question").send_keys(question)
    driver.find_element(By.ID, "ask-button").click()
    return WebDriverWait(driver, 60).until(EC.presence_of_element_located((By.ID, "answer")))


def test_a_search_shows_ranked_results_with_each_retrievers_rank(browser, desk_server):
    _search(browser, desk_server, "HTS solenoids final cooling")
    headers = [th.text for th in browser.find_elements(By.CSS_SELECTOR, "#results th")]
    assert headers[:2] == ["rank", "score"] and {"dense rank (score)", "sparse rank (score)"} <= set(headers)
    rows = browser.find_elements(By.CSS_SELECTOR, "#results tbody tr")
    assert len(rows) >= 3
    assert [row.find_elements(By.TAG_NAME, "td")[0].text for row in rows] == [str(i) for i in range(1, len(rows) + 1)]
    assert "Ionization cooling report" in rows[0].text and "3" in rows[0].text  # the PDF's third page first
    assert "/?query=HTS+solenoids+final+cooling" in browser.current_url
    _nothing_ran(browser)
    _shot(browser, "search")


def test_an_answer_shows_each_claim_with_its_quote_marked_in_its_passage(browser, desk_server):
    browser.get(desk_server + "/")
    browser.find_element(By.ID, "question").send_keys(NOZZLE_Q)
    browser.find_element(By.ID, "ask-button").click()
    answer = WebDriverWait(browser, 60).until(lambda d: d.find_elements(By.ID, "answer") or d.find_elements(By.ID, "working"))
    if browser.find_elements(By.ID, "working"):
        _shot(browser, "working")
        answer = WebDriverWait(browser, 60).until(EC.presence_of_element_located((By.ID, "answer")))
    claims = answer.find_elements(By.CSS_SELECTOR, "ol > li")
    assert claims and "opening angle of about 10 degrees" in claims[0].text
    marks = answer.find_elements(By.CSS_SELECTOR, "blockquote mark")
    assert any("opening angle of about 10 degrees" in m.text for m in marks)
    assert marks[0].value_of_css_property("background-color") == "rgba(255, 224, 102, 1)"
    in_passage = [m for m in marks if m.find_element(By.XPATH, "..").text != m.text]  # marked inside a longer passage
    assert in_passage
    assert "answered by: llm" in browser.page_source
    bibtex = browser.find_element(By.ID, "bibtex")
    assert bibtex.get_attribute("href").endswith("/refs.bib") and bibtex.text == "Download BibTeX"
    _nothing_ran(browser)
    _shot(browser, "answer")


def test_a_source_link_opens_the_file_at_its_page(browser, desk_server):
    _search(browser, desk_server, "HTS solenoids final cooling")
    link = browser.find_element(By.CSS_SELECTOR, "#results a[href*='cooling.pdf']")
    assert link.get_attribute("href") == desk_server + "/files/cooling.pdf#page=3"
    link.click()
    WebDriverWait(browser, 30).until(lambda d: "/files/cooling.pdf" in d.current_url)
    assert browser.current_url == desk_server + "/files/cooling.pdf#page=3"
    # Chromium draws the PDF in its viewer, outside the page: nothing there to wait on, and only the screenshot (a
    # picture for the docs, not an assertion) needs the drawing; the page itself was waited for above
    time.sleep(1.0)
    _shot(browser, "source")
    _search(browser, desk_server, "tungsten nozzle cone")
    browser.find_element(By.CSS_SELECTOR, "#results a[href='/files/mdi/nozzle.md']").click()
    WebDriverWait(browser, 30).until(lambda d: d.current_url.endswith("/files/mdi/nozzle.md"))
    assert "Each nozzle is a cone with an opening angle" in browser.find_element(By.TAG_NAME, "body").text


def test_hostile_documents_run_nothing_in_results_answers_or_the_index_list(browser, desk_server):
    _search(browser, desk_server, "beryllium beam pipe wall")
    text = browser.find_element(By.ID, "results").text
    assert "beryllium" in text.lower() and "onerror" in text  # the markup is shown as text
    _nothing_ran(browser)
    _shot(browser, "hostile-search")
    _ask(browser, desk_server, "How thick is the beryllium beam pipe wall? " + HOSTILE_MARKUP[1])
    assert HOSTILE_MARKUP[1] in browser.find_element(By.ID, "answer").text
    browser.find_element(By.CSS_SELECTOR, "#index-info summary").click()
    assert "Hostile <img src=x" in browser.find_element(By.ID, "index-info").text
    _nothing_ran(browser)
    _shot(browser, "hostile-answer")


def test_bad_input_shows_the_message_with_the_fix(browser, desk_server):
    browser.get(desk_server + "/?query=")
    assert "the query is empty" in browser.find_element(By.ID, "error").text
    assert [e for e in browser.get_log("browser") if "favicon" not in e["message"] and e["level"] == "SEVERE"
            and "400" not in e["message"]] == []
    _shot(browser, "error")
