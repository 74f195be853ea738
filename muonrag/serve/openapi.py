"""The OpenAPI description of the JSON API, served at ``/openapi.json``.

Written by hand: the API is four routes, and the schemas of what they return
are those of ``muonrag search --json`` and ``muonrag ask --json`` (see
:mod:`muonrag.serve.payloads`), described here by their top-level fields.
"""

from __future__ import annotations

from typing import Any

_ERROR = {"description": "what went wrong and what to do", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}


def _parameter(name: str, kind: str, description: str, required: bool = False, **extra: Any) -> dict[str, Any]:
    return {"name": name, "in": "query", "required": required, "description": description, "schema": {"type": kind, **extra}}


_SEARCH_PARAMETERS = [
    _parameter("query", "string", "the query text", required=True),
    _parameter("mode", "string", "retrieval mode", enum=["hybrid", "dense", "sparse"], default="hybrid"),
    _parameter("top_k", "integer", "number of results (default: the index's top_k)", minimum=1),
    _parameter("w_dense", "number", "weight of dense retrieval in the fusion"),
    _parameter("w_sparse", "number", "weight of BM25 in the fusion"),
    _parameter("rrf_k", "number", "the K of reciprocal rank fusion"),
    _parameter("doc_id", "string", "only this document (filters are applied inside the ranking)"),
    _parameter("year", "integer", "only documents of this year"),
    _parameter("section", "string", "only chunks whose section contains this (case-insensitive)"),
    _parameter("where", "string", "filter clauses separated by ';' (a JSON body may give a list): doc=<id or glob>, "
               "year=<YYYY>, year=<YYYY>..<YYYY>, year>=<YYYY>, year<=<YYYY>, section=<part of a heading>"),
]
_ERRORS = {"400": _ERROR, "401": _ERROR, "405": _ERROR, "413": _ERROR, "429": _ERROR, "503": _ERROR, "504": _ERROR}
_FORM = "application/x-www-form-urlencoded"


def openapi(version: str) -> dict[str, Any]:
    """The OpenAPI 3.1 document of the API of this muonrag ``version``."""
    search_body = {"type": "object", "required": ["query"], "properties": {
        p["name"]: {k: v for k, v in p["schema"].items()} for p in _SEARCH_PARAMETERS}}
    search_body["properties"]["where"] = {"type": ["string", "array"], "items": {"type": "string"},
                                          "description": "filter clauses: one string separated by ';', or a list"}
    ask_body = {"type": "object", "required": ["question"], "properties": {"question": {"type": "string"}}}
    return {
        "openapi": "3.1.0",
        "info": {"title": "muonrag serve", "version": version,
                 "description": "Evidence-grounded search and answers over an index. The JSON is exactly what "
                                "`muonrag search --json` and `muonrag ask --json` print. When the server has a token, "
                                "send it as the header X-Muonrag-Token, or as Authorization: Bearer <token> (or ?token=)."},
        "paths": {
            "/api/search": {
                "get": {"summary": "rank the chunks that best match a query", "parameters": _SEARCH_PARAMETERS,
                        "responses": {"200": {"description": "the output of `muonrag search --json`",
                                              "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Search"}}}},
                                      **_ERRORS}},
                "post": {"summary": "the same, the parameters in a JSON or form-encoded body",
                         "requestBody": {"required": True, "content": {"application/json": {"schema": search_body},
                                                                       _FORM: {"schema": search_body}}},
                         "responses": {"200": {"description": "the output of `muonrag search --json`",
                                               "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Search"}}}},
                                       **_ERRORS}},
            },
            "/api/ask": {
                "post": {"summary": "answer a question citing its evidence, or abstain (POST only: a GET could be sent "
                                    "by any page a browser opens); 429 with Retry-After when the client asks too often "
                                    "or every answer slot is taken",
                         "requestBody": {"required": True, "content": {"application/json": {"schema": ask_body},
                                                                       _FORM: {"schema": ask_body}}},
                         "responses": {"200": {"description": "the output of `muonrag ask --json`",
                                               "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Answer"}}}},
                                       **_ERRORS}},
            },
            "/api/info": {"get": {"summary": "the index's description (the output of `muonrag info --json`)",
                                  "responses": {"200": {"description": "sizes, model, chunking, vector store",
                                                        "content": {"application/json": {"schema": {"type": "object"}}}},
                                                **_ERRORS}}},
        },
        "components": {"schemas": {
            "Error": {"type": "object", "required": ["error"], "properties": {"error": {"type": "string"}}},
            "Search": {"type": "object", "required": ["query", "mode", "results"], "properties": {
                "query": {"type": "string"}, "mode": {"type": "string"},
                "results": {"type": "array", "items": {"type": "object", "properties": {
                    "rank": {"type": "integer"}, "score": {"type": "number"}, "text": {"type": "string"},
                    "node_id": {"type": "string"}, "doc_id": {"type": "string"}, "title": {"type": "string"},
                    "source": {"type": "string"}, "page": {"type": ["integer", "null"]},
                    "page_label": {"type": ["string", "null"]}, "section": {"type": ["string", "null"]},
                    "ranks": {"type": "object", "additionalProperties": {"type": "integer"}},
                    "retriever_scores": {"type": "object", "additionalProperties": {"type": "number"}},
                    "boost": {"type": "number", "description": "what the query naming the chunk's document added to score"},
                    "duplicates": {"type": "array", "description": "near-duplicate chunks collapsed into this one",
                                   "items": {"type": "object", "properties": {"node_id": {"type": "string"},
                                                                               "doc_id": {"type": "string"}}}},
                    "metadata": {"type": "object"}}}},
                "filters": {"type": "object"}}},
            "Answer": {"type": "object", "required": ["question", "text", "abstained"], "properties": {
                "question": {"type": "string"}, "text": {"type": "string"}, "abstained": {"type": "boolean"},
                "reason": {"type": ["string", "null"]}, "citations": {"type": "array", "items": {"type": "object"}},
                "claims": {"type": "array", "items": {"type": "object"}}, "evidence": {"type": "array", "items": {"type": "object"}},
                "sub_queries": {"type": "array", "items": {"type": "string"}}, "warnings": {"type": "array", "items": {"type": "string"}},
                "trace": {"type": "array", "items": {"type": "string"}}, "timings": {"type": "object"},
                "method": {"type": "string"}, "support": {"type": ["number", "null"]},
                "conflicts": {"type": "array", "description": "sources giving different values for one quantity in one "
                              "setting, each with both statements and a message naming both",
                              "items": {"type": "object"}}}},
        }},
    }
