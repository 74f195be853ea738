"""The app of ``muonrag serve``: a page to search and ask, and the JSON API, over one index opened read-only.

Routes:

* ``GET /``: the search box (with filters by document, year and section, applied inside the ranking), the ask box and the index's
  description; ``?query=...`` shows the ranked results.
* ``POST /ask``: starts an answer and redirects to its page, ``GET /answers/<id>``, which refreshes itself
  (no script: a ``<meta>`` refresh) until the answer is ready, then shows each claim with its quote marked in
  its passage; ``/answers/<id>/refs.bib``, ``.md`` and ``.tex`` give its BibTeX (of an answer that cites
  something: never an empty file), Markdown and LaTeX.
* ``GET /files/<doc id>``: an indexed file, by its document id only (:mod:`muonrag.serve.files`).
* ``/api/search``, ``/api/ask``: exactly the JSON of ``muonrag search --json`` and ``muonrag ask --json``
  (:mod:`muonrag.serve.payloads`), their parameters in the query string or in a JSON or form-encoded body, each
  of one type (a value of another is refused, never converted); ``/api/info``; ``/openapi.json``.

The index is the one on disk now: :class:`~muonrag.serve.holder.IndexHolder` opens it again when another
process commits to it.

The answer and the results are fragments of :mod:`muonrag.present.html` (one renderer, one sanitiser), rendered
with links to ``/files/``: each hit's text a snippet centred on the query's words, marked; numbers that do not
wrap; each source's year; on an abstention, the passages most likely to hold the answer shown open, and no
BibTeX offered when nothing is cited. The rest of the page is Jinja2 with autoescaping. Work runs in
worker threads bounded by the request time limit, so a slow answer or a hung endpoint never stops the server
from serving other requests. Every error is a message with what to do: ``{"error": ...}`` with a 4xx/5xx status
from the API, the same message on the page.
"""

from __future__ import annotations

import concurrent.futures
import contextlib
import functools
import json
import math
import threading
from importlib.metadata import PackageNotFoundError, version
from typing import TYPE_CHECKING, Any, AsyncIterator, Callable, Optional
from urllib.parse import parse_qs, quote

import anyio
import jinja2
from markupsafe import Markup
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response
from starlette.routing import Route

from muonrag.present import html
from muonrag.core.text_hygiene import nesting_depth
from muonrag.errors import (IndexCorruptError, IndexInconsistentError, IndexLockedError, IndexMismatchError,
                            IndexNotFoundError, LLMError, MuonRAGError)
from muonrag.llm.cancel import Cancelled
from muonrag.serve.files import read_indexed_file
from muonrag.serve.guard import Guard
from muonrag.serve.holder import IndexHolder
from muonrag.serve.jobs import Job, Jobs, QueueFull
from muonrag.serve.limits import RateLimit
from muonrag.serve.openapi import openapi
from muonrag.serve.payloads import Filters, answer_question, ask_payload, search_payload, search_results
from muonrag.serve.settings import ServerSettings, served_names

if TYPE_CHECKING:
    from llama_index.core.base.embeddings.base import BaseEmbedding

    from muonrag.answer.schema import Answer
    from muonrag.config import Config
    from muonrag.llm.client import Client

MODES = ("hybrid", "dense", "sparse")
#: Deepest nesting of arrays and objects read from a request body; the API's parameters are flat, and the
#: decoder recurses once per level (a body nested thousands deep would exhaust it).
MAX_BODY_DEPTH = 32
#: Errors of the index itself: the server is fine, the index is not (503, with the fix the error names).
INDEX_ERRORS = (IndexNotFoundError, IndexCorruptError, IndexMismatchError, IndexInconsistentError, IndexLockedError)
_FUSION = ("w_dense", "w_sparse", "rrf_k")


def _version() -> str:
    """The installed muonrag's version (the package itself is a layer above this one)."""
    try:
        return version("muonrag")
    except PackageNotFoundError:
        return "unknown"


class Problem(Exception):
    """A request that cannot be served: its HTTP status and the message (with the fix) shown to the user."""

    def __init__(self, status: int, message: str, headers: Optional[dict[str, str]] = None):
        super().__init__(message)
        self.status = status
        self.message = message
        self.headers = headers or {}


class Desk:
    """The routes' handlers over one index, its settings and its running answers."""

    def __init__(self, config: "Config", settings: ServerSettings, embed_model: Optional["BaseEmbedding"] = None):
        self.config = config
        self.settings = settings
        # a snapshot replaced while requests search it outlives the longest request
        self.holder = IndexHolder(config, embed_model, keep_retired=settings.request_timeout + 60)
        self.jobs = Jobs(workers=settings.answer_workers, keep=settings.max_jobs,
                         max_pending=settings.max_pending_answers, abandon_after=settings.abandon_after)
        self.asks = RateLimit(settings.asks_per_minute, settings.ask_burst)
        # searches and pages; answers have the job pool's own threads, so a slow endpoint never starves a search
        self.limiter = anyio.CapacityLimiter(16)
        self.templates = jinja2.Environment(loader=jinja2.PackageLoader("muonrag.serve", "templates"),
                                            autoescape=True, undefined=jinja2.StrictUndefined)
        self._client: Optional["Client"] = None
        self._client_lock = threading.Lock()

    def client(self) -> Optional["Client"]:
        """The one client of the configured model, shared by every answer of this server (its connections, and
        what it learned the endpoint accepts, serve the next question); made for the first question, so a server
        that only searches loads no HTTP client. ``None`` when no endpoint is configured."""
        with self._client_lock:
            if self._client is None and self.config.llm.configured:
                from muonrag.llm.client import make_client

                self._client = make_client(self.config.llm)
            return self._client

    # pages ------------------------------------------------------------------------
    async def home(self, request: Request) -> Response:
        """The search and ask boxes, the index's description, and the results of ``?query=`` when given."""
        params = dict(request.query_params)
        form = {k: params.get(k, "") for k in ("query", "mode", "top_k", "doc_id", "year", "section", "where")}
        context: dict[str, Any] = {"form": form, "results": None, "error": None, "count": None}
        status = 200
        try:
            await self._work(self.holder.get)
            if "query" in params:
                query, mode, top_k, filters, fusion = self._search_request(params)
                rendered, count = await self._work(self._render_search, query, mode, top_k, filters, fusion)
                context.update(results=Markup(rendered), count=count,
                               filter_note=self._filter_note(mode, top_k, filters, count))
        except Problem as problem:
            context["error"], status = problem.message, problem.status
        return self._page("home.html", context, status)

    async def ask_form(self, request: Request) -> Response:
        """Start answering the posted question; its page follows (303)."""
        body = parse_qs((await request.body()).decode("utf-8", "replace"))
        question = (body.get("question") or [""])[0]
        try:
            self._check_text(question, "question")
            await self._work(self.holder.get)
            job = self._start(request, question, watched=True)
        except Problem as problem:
            response = self._page("home.html", {"form": {"question": question}, "results": None, "count": None,
                                                "error": problem.message}, problem.status)
            response.headers.update(problem.headers)
            return response
        return RedirectResponse(f"/answers/{job.id}", status_code=303)

    async def answer_page(self, request: Request) -> Response:
        """The answer when it is ready; until then a note that it is being made, refreshed every second."""
        job = self._job(request)
        context: dict[str, Any] = {"job": job, "form": {"question": job.question}, "error": None, "answer": None,
                                   "elapsed": job.elapsed, "timeout": self.settings.request_timeout}
        if not job.future.done():
            if job.elapsed > self.settings.request_timeout:
                job.cancel()
                context["error"] = (f"no answer after {_seconds(self.settings.request_timeout)} s, the time limit "
                                    f"(--request-timeout). {self._timeout_advice()}")
                return self._page("answer.html", context, 504)
            return self._page("working.html", context)
        try:
            answer = job.future.result()
        except (Cancelled, concurrent.futures.CancelledError):
            context["error"] = ("this answer was cancelled: its page was left for longer than "
                                f"{_seconds(self.settings.abandon_after)} s. Ask again.")
            return self._page("answer.html", context, 410)
        except Exception as exc:  # the job's error, shown as a message with its fix
            problem = _problem(exc)
            context["error"] = problem.message
            return self._page("answer.html", context, problem.status)
        with html.linking(self.holder.catalog.links):
            rendered = html.answer(answer)
        context.update(answer=answer, rendered=Markup(rendered), notes=_answer_notes(answer))
        return self._page("answer.html", context)

    async def answer_export(self, request: Request) -> Response:
        """The answer's cited documents as BibTeX, or the answer as Markdown or LaTeX with ``\\cite`` keys."""
        job = self._job(request)
        kind = request.path_params["kind"]
        if not job.future.done() or job.future.cancelled() or job.future.exception() is not None:
            raise Problem(409, "this answer is not ready (or failed); open its page first.")
        answer = job.future.result()
        exports: dict[str, tuple[Callable[[], str], str, str]] = {
            "refs.bib": (lambda: answer.bibtex(index), "application/x-bibtex; charset=utf-8", "refs.bib"),
            "answer.md": (lambda: answer.to_markdown(index), "text/markdown; charset=utf-8", "answer.md"),
            "answer.tex": (lambda: answer.to_latex(index), "application/x-tex; charset=utf-8", "answer.tex"),
        }
        if kind not in exports:
            raise Problem(404, f"no such export; choose one of {', '.join(exports)}.")
        if kind == "refs.bib" and not answer.citations:  # never an empty file
            raise Problem(404, "this answer cites nothing, so it has no BibTeX; the evidence passages are on its page, "
                               "and answer.md or answer.tex gives the answer itself.")
        make, media_type, name = exports[kind]
        with self.holder.use() as index:
            content = make()
        return Response(content, media_type=media_type, headers={"content-disposition": f'attachment; filename="{name}"'})

    async def file(self, request: Request) -> Response:
        """An indexed file by its document id (``#page=N`` is for the browser's PDF viewer); 404 for anything else."""
        index = await self._work(self.holder.get)
        found = await self._work(read_indexed_file, index.documents(), request.path_params["doc_id"],
                                 self.config.ingest.max_file_bytes)
        if found is None:
            raise Problem(404, "no such indexed file: files are served by the document id the index holds, and only "
                               "while the file is still where it was indexed from.")
        return Response(found.content, media_type=found.media_type,
                        headers={"content-disposition": f"inline; filename*=UTF-8''{quote(found.path.name)}"})

    # API ----------------------------------------------------------------------------
    async def api_search(self, request: Request) -> Response:
        """``muonrag search --json`` over HTTP (GET parameters, or a JSON or form-encoded body)."""
        params = await self._parameters(request, "query")
        query, mode, top_k, filters, fusion = self._search_request(params)
        results = await self._work(self._search, query, mode, top_k, filters, fusion)
        return _json(search_payload(query, mode, results, filters))

    async def api_ask(self, request: Request) -> Response:
        """``muonrag ask --json`` over HTTP (a JSON or form-encoded body, POST only: a link or an image on another
        site can make a browser send a GET, which would spend the LLM budget of whoever runs the server).

        The answer is made on the job pool (bounded, see :class:`~muonrag.serve.jobs.Jobs`) and cancelled when the
        client closes its connection or the time limit passes."""
        params = await self._parameters(request, "question")
        question = _text(params, "question", required=True)
        self._check_text(question, "question")
        await self._work(self.holder.get)
        job = self._start(request, question, watched=False)
        try:
            with anyio.fail_after(self.settings.request_timeout):
                while not job.future.done():
                    if await request.is_disconnected():
                        job.cancel()
                        return Response(status_code=499)  # nobody reads it
                    await anyio.sleep(0.05)
        except TimeoutError:
            job.cancel()
            raise Problem(504, f"the request took longer than {_seconds(self.settings.request_timeout)} s, the time "
                               f"limit (--request-timeout); the answer was cancelled. {self._timeout_advice()}") from None
        try:
            answer = job.future.result()
        except (Cancelled, concurrent.futures.CancelledError):
            raise Problem(503, "the answer was cancelled (the server is stopping); ask again.") from None
        except Exception as exc:
            raise _problem(exc) from None
        return _json(ask_payload(answer))

    async def api_info(self, request: Request) -> Response:
        """``muonrag info --json`` over HTTP."""
        return _json(await self._work(self._info))

    async def api_openapi(self, request: Request) -> Response:
        """The OpenAPI description of the API."""
        return _json(openapi(_version()))

    # internals ------------------------------------------------------------------------
    def _start(self, request: Request, question: str, watched: bool) -> Job:
        """Queue an answer to ``question`` for the client of ``request``, within its rate and the queue's length.

        Raises:
            Problem: 429 with ``Retry-After``, when the client asks too often or every answer slot is taken.
        """
        client = request.client.host if request.client else "unknown"
        wait = self.asks.take(client)
        if wait is not None:
            raise Problem(429, f"too many questions from this client: at most {self.settings.asks_per_minute:g} a minute "
                               f"({self.settings.ask_burst} at once). Ask again in {wait:g} s.",
                          {"Retry-After": str(int(wait))})
        try:
            return self.jobs.start(question, functools.partial(self._answer, question), watched=watched)
        except QueueFull as full:
            raise Problem(429, f"the server is already making {full.pending} answers, its limit "
                               f"(max_pending_answers); ask again in {full.retry_after:g} s.",
                          {"Retry-After": str(int(full.retry_after))}) from None

    def _answer(self, question: str) -> "Answer":
        with self.holder.use() as index:
            return answer_question(index, self.config, question, agent=self.settings.agent, llm=self.client())

    def _search(self, query: str, mode: str, top_k: Optional[int], filters: Filters,
                fusion: dict[str, float]) -> Any:
        with self.holder.use() as index:
            return search_results(index, query, mode, top_k, filters, **fusion)

    def _info(self) -> dict[str, Any]:
        with self.holder.use() as index:
            return index.info()

    def _render_search(self, query: str, mode: str, top_k: Optional[int], filters: Filters,
                       fusion: dict[str, float]) -> tuple[str, int]:
        results = self._search(query, mode, top_k, filters, fusion)
        with html.linking(self.holder.catalog.links):
            return html.search_results(results, query), len(results)

    def _filter_note(self, mode: str, top_k: Optional[int], filters: Filters, count: int) -> Optional[str]:
        """Why a filtered search found fewer results than asked for (on the page only: the API's JSON must stay
        that of ``muonrag search --json``). Filters are applied inside the ranking, so it is never a matter of depth."""
        wanted = top_k or self.config.retrieval.top_k
        if not filters or count >= wanted:
            return None
        which = " and share a word with the query" if mode == "sparse" else ""
        return (f"Only {count} chunk{'s' if count != 1 else ''} pass the filters{which} (every chunk that does is "
                "ranked): loosen the filters to see more.")

    async def _work(self, function: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        """``function`` in a worker thread within the request time limit, its errors as :class:`Problem`."""
        try:
            with anyio.fail_after(self.settings.request_timeout):
                return await anyio.to_thread.run_sync(functools.partial(function, *args, **kwargs),
                                                      abandon_on_cancel=True, limiter=self.limiter)
        except Problem:
            raise
        except TimeoutError:
            raise Problem(504, f"the request took longer than {_seconds(self.settings.request_timeout)} s, the time "
                               f"limit (--request-timeout); the server goes on serving. {self._timeout_advice()}") from None
        except Exception as exc:
            raise _problem(exc) from None

    def _timeout_advice(self) -> str:
        """What to do about a request over the time limit: an endpoint may hang, else the limit is too short."""
        if self.config.llm.configured:
            return ("For answers, check that the LLM endpoint (--llm-base-url) responds, or restart `muonrag serve` "
                    "with --offline; otherwise restart it with a longer --request-timeout.")
        return ("No LLM endpoint is configured, so the search (or the offline answerer) itself took this long: "
                "restart `muonrag serve` with a longer --request-timeout.")

    def _check_text(self, text: str, what: str) -> None:
        if not text.strip():
            raise Problem(400, f"the {what} is empty: type a few words (for example: tungsten nozzle opening angle).")
        if len(text) > self.settings.max_query_chars:
            raise Problem(413, f"the {what} has {len(text)} characters; the limit is {self.settings.max_query_chars}. "
                               "Shorten it to the words that matter.")

    def _search_request(self, params: dict[str, Any]) -> tuple[str, str, Optional[int], Filters, dict[str, float]]:
        """The query, mode, ``top_k``, filters and fusion overrides of a search, checked."""
        query = _text(params, "query", required=True)
        self._check_text(query, "query")
        mode = _text(params, "mode") or "hybrid"
        if mode not in MODES:
            raise Problem(400, f"unknown mode {mode!r}; choose one of {', '.join(MODES)}.")
        top_k = _number(params.get("top_k"), int, "top_k")
        if top_k is not None and not 1 <= top_k <= self.settings.max_top_k:
            raise Problem(400, f"top_k must be between 1 and {self.settings.max_top_k}, got {top_k}.")
        fusion = {name: value for name in _FUSION if (value := _number(params.get(name), float, name)) is not None}
        try:
            filters = Filters.of(doc_id=_text(params, "doc_id") or None, year=_number(params.get("year"), int, "year"),
                                 section=_text(params, "section") or None, where=_clauses(params), what="where clause")
        except ValueError as exc:
            raise Problem(400, f"{exc}.") from None
        return query, mode, top_k, filters, fusion

    async def _parameters(self, request: Request, text_field: str) -> dict[str, Any]:
        """The query parameters of a GET, or the form-encoded or JSON object of a POST (``text_field``, the
        route's text, is named in the messages)."""
        if request.method == "GET":
            return dict(request.query_params)
        body = await request.body()
        if request.headers.get("content-type", "").split(";")[0].strip().lower() == "application/x-www-form-urlencoded":
            return _form(body)
        return _json_object(body, text_field)

    def _job(self, request: Request) -> Job:
        job = self.jobs.get(request.path_params["job_id"])
        if job is None:
            raise Problem(404, "no such answer (answers are kept while the server runs, the latest ones only); ask again.")
        return job

    def _page(self, name: str, context: dict[str, Any], status: int = 200) -> HTMLResponse:
        """A page: the template with the index's description and filter choices."""
        info, index_error = self.holder.state()  # never opens anything: pages render on the event loop
        context = {"form": {}, "error": None, "results": None, "count": None, "answer": None, "notes": [],
                   "filter_note": None, **context, "info": info, "index_error": index_error,
                   "catalog": self.holder.catalog, "modes": MODES, "version": _version(),
                   "max_chars": self.settings.max_query_chars}
        context["form"] = {k: "" for k in ("query", "mode", "top_k", "doc_id", "year", "section", "where", "question")} | context["form"]
        return HTMLResponse(self.templates.get_template(name).render(**context), status_code=status)

    def problem_response(self, request: Request, problem: Problem) -> Response:
        """A :class:`Problem` as ``{"error": ...}`` for the API, as the page with the message otherwise."""
        if request.url.path.startswith("/api/") or request.url.path == "/openapi.json":
            response = _json({"error": problem.message}, problem.status)
        else:
            response = self._page("home.html", {"error": problem.message}, problem.status)
        response.headers.update(problem.headers)
        return response


def _form(body: bytes) -> dict[str, str]:
    """A form-encoded body as its fields (the first value of each)."""
    try:
        fields = parse_qs(body.decode("utf-8"), keep_blank_values=True, errors="strict")
    except UnicodeDecodeError:
        raise Problem(400, "the form-encoded request body is not valid UTF-8; send the text as UTF-8.") from None
    return {name: values[0] for name, values in fields.items()}


def _json_object(body: bytes, text_field: str) -> dict[str, Any]:
    """A JSON body as its object; bodies nested deeper than :data:`MAX_BODY_DEPTH` are refused unread."""
    example = f'{{"{text_field}": "..."}}'
    try:
        text = (body or b"{}").decode("utf-8")
        if nesting_depth(text) > MAX_BODY_DEPTH:
            raise Problem(400, f"the request body is nested deeper than {MAX_BODY_DEPTH} levels; send a flat JSON "
                               f"object such as {example}.")
        value = json.loads(text)
    except (ValueError, RecursionError):  # JSONDecodeError, UnicodeDecodeError; an integer of 5,000 digits
        raise Problem(400, f"the request body is not JSON; send an object such as {example} (as "
                           "application/json), or a form (application/x-www-form-urlencoded).") from None
    if not isinstance(value, dict):
        raise Problem(400, f"the request body must be a JSON object, such as {example}; got {_kind(value)}.")
    return value


def _kind(value: Any) -> str:
    """What a JSON value is, in a message."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return f"{str(value).lower()} (true/false)"
    if isinstance(value, (int, float)):
        return f"the number {value!r}"
    if isinstance(value, str):
        return f"the text {value[:40]!r}"
    return "a list" if isinstance(value, list) else "an object"


def _text(params: dict[str, Any], name: str, required: bool = False) -> str:
    """A text parameter: a string (``""`` when absent; ``null`` also for one that is optional).

    Anything else is refused rather than turned into its Python text (a list searched as ``"['a', 'b']"``).
    """
    value = params.get(name)
    if value is None and not (required and name in params):
        return ""
    if not isinstance(value, str):
        raise Problem(400, f"{name} must be a string, got {_kind(value)}.")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate such as "\ud800" in JSON
        raise Problem(400, f"{name} is not valid Unicode text (it holds a lone surrogate, such as \\ud800); "
                           "send well-formed UTF-8.") from None
    return value


def _clauses(params: dict[str, Any]) -> list[str]:
    """The ``where`` clauses of a search: one string of clauses separated by ``;``, or (JSON) a list of strings."""
    value = params.get("where")
    if value is None or value == "":
        return []
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        clauses = [v.strip() for v in value if v.strip()]
    elif isinstance(value, str):
        clauses = [v.strip() for v in value.split(";") if v.strip()]
    else:
        raise Problem(400, f"where must be a string of clauses separated by ';' or a list of strings, got {_kind(value)}.")
    for clause in clauses:
        _text({"where": clause}, "where")
    return clauses


def _number(value: Any, kind: type, name: str) -> Any:
    """A number parameter: from a JSON number or from text (GET, forms); ``None`` when absent.

    ``kind`` ``int`` takes whole numbers only (``2024.5`` is refused, not cut to ``2024``); neither takes
    true/false, lists or objects, nor NaN or infinity.
    """
    if value is None or value == "":
        return None
    refused = Problem(400, f"{name} must be {'a whole number' if kind is int else 'a number'}, got {_kind(value)}.")
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        raise refused
    try:
        number = kind(value) if isinstance(value, str) else value
        if isinstance(number, float) and not math.isfinite(number) or kind is int and number != int(number):
            raise refused
        return kind(number)
    except (ValueError, OverflowError):  # not a number; an integer no float can hold
        raise refused from None


def _problem(exc: BaseException) -> Problem:
    """An error from the library as a :class:`Problem`: the index's errors 503 (the server is fine; the index needs
    the fix the message names), the endpoint's 502, a bad value 400."""
    if isinstance(exc, Problem):
        return exc
    if isinstance(exc, INDEX_ERRORS):
        return Problem(503, str(exc))
    if isinstance(exc, LLMError):
        return Problem(502, f"{exc} Check the endpoint (--llm-base-url), or restart with --offline.")
    if isinstance(exc, (MuonRAGError, ValueError, TypeError)):
        return Problem(400, str(exc))
    if isinstance(exc, OSError):
        return Problem(503, f"the index could not be read ({type(exc).__name__}: {exc}); run `muonrag info` on it.")
    return Problem(500, f"an unexpected error ({type(exc).__name__}: {exc}); the server goes on serving. Please report it.")


def _seconds(value: float) -> str:
    """Seconds as a person writes them: ``0.5``, ``1``, ``60``."""
    return f"{value:g}"


def _answer_notes(answer: "Answer") -> list[str]:
    """What the page says about where the answer came from: the offline answerer, or a failed endpoint."""
    notes = []
    if answer.method.startswith("extractive"):
        if "fallback" in answer.method:
            notes.append("The LLM endpoint failed, so this answer came from the offline (extractive) answerer; "
                         "the warnings say why.")
        else:
            notes.append("This answer came from the offline (extractive) answerer: no LLM endpoint is configured.")
    return notes


def _json(data: Any, status: int = 200) -> Response:
    """JSON as ``muonrag ... --json`` writes it (UTF-8, values JSON cannot hold as strings)."""
    return Response(json.dumps(data, indent=2, ensure_ascii=False, default=str), status_code=status,
                    media_type="application/json")


def build_app(config: "Config", settings: Optional[ServerSettings] = None,
              embed_model: Optional["BaseEmbedding"] = None) -> "App":
    """The ASGI app of ``muonrag serve`` over ``config``'s index (see the module docstring).

    Args:
        config: the library's settings: the index, retrieval and the LLM endpoint.
        settings: the server's (host, token, limits); default: this machine only, no token.
        embed_model: an already loaded embedding model, shared with the caller.
    """
    settings = settings or ServerSettings()
    desk = Desk(config, settings, embed_model)
    routes = [
        Route("/", desk.home, methods=["GET"]),
        Route("/ask", desk.ask_form, methods=["POST"]),
        Route("/answers/{job_id}", desk.answer_page, methods=["GET"]),
        Route("/answers/{job_id}/{kind:str}", desk.answer_export, methods=["GET"]),
        Route("/files/{doc_id:path}", desk.file, methods=["GET"]),
        Route("/api/search", desk.api_search, methods=["GET", "POST"]),
        Route("/api/ask", desk.api_ask, methods=["POST"]),
        Route("/api/info", desk.api_info, methods=["GET"]),
        Route("/openapi.json", desk.api_openapi, methods=["GET"]),
        # a browser asks for it on every page, the file view included; no icon, and no error in its console
        Route("/favicon.ico", lambda request: Response(status_code=204), methods=["GET"]),
    ]

    async def not_found(request: Request, exc: Exception) -> Response:
        return desk.problem_response(request, Problem(404, "no such page or route; see /openapi.json for the API."))

    async def wrong_method(request: Request, exc: Exception) -> Response:
        allow = (getattr(exc, "headers", None) or {}).get("Allow", "")
        why = (" (questions are asked by POST only, so that a link or an image on another site cannot spend the LLM "
               "budget of this server)" if request.url.path in ("/api/ask", "/ask") and request.method == "GET" else "")
        return desk.problem_response(request, Problem(
            405, f"{request.url.path} does not take {request.method}; it takes {allow or 'other methods'}{why} "
                 "(see /openapi.json for the API).", {"Allow": allow} if allow else None))

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        yield
        desk.jobs.close()
        desk.holder.close()

    app = Starlette(routes=routes, lifespan=lifespan,
                    exception_handlers={Problem: desk.problem_response, 404: not_found, 405: wrong_method})
    return App(app, desk)


class App(Guard):
    """The app as served: the routes behind the :class:`~muonrag.serve.guard.Guard`, with its :class:`Desk` (the
    open index, the running answers) at hand for the command line and for tests."""

    def __init__(self, inner: Any, desk: Desk):
        settings = desk.settings
        super().__init__(inner, token=settings.token, max_body=settings.max_request_bytes,
                         hosts=served_names(settings.host), secrets=(settings.token or "", desk.config.llm.api_key or ""),
                         rate=RateLimit(settings.requests_per_minute, settings.request_burst))
        self.desk = desk
