"""The OpenAI-compatible chat protocol as muonrag speaks it: the structured-output levels, what a failed
request means, where a reasoning model's thoughts arrive, and a streamed reply joined into one message.

Nothing here sends a request (:mod:`muonrag.llm.transport` does) or reads a
reply for its meaning (:mod:`muonrag.llm.replies`); this module only knows the
wire format, so that the transport and the client read it the same way.
"""

from __future__ import annotations

import json
import re
from typing import Any, Iterable, Optional

#: The structured-output levels, strictest first.
LEVELS: tuple[Optional[str], ...] = ("json_schema", "json_object", None)
#: The fields of a message (or of a streamed delta) in which servers send a reasoning model's thoughts, first wins.
REASONING_FIELDS: tuple[str, ...] = ("reasoning_content", "reasoning")

_OVERFLOW = re.compile(r"exceed_context_size|context[ _-]?(?:length|window|size)|maximum context|prompt is too long"
                       r"|too many tokens|max_tokens'? is too large|reduce the length|input is too long|n_ctx", re.I)
_FORMAT_WORDS = re.compile(r"response_format|json_schema|json_object|grammar|structured output|guided", re.I)
_UNSUPPORTED = re.compile(r"unsupported|not supported|does not support|unknown|unrecognized|not permitted|invalid", re.I)


def response_format(level: Optional[str], schema: dict, name: str) -> Optional[dict]:
    """The ``response_format`` of ``level`` for ``schema`` (``None`` at the prompt-only level)."""
    if level == "json_schema":
        return {"type": "json_schema", "json_schema": {"name": name, "strict": True, "schema": schema}}
    if level == "json_object":
        return {"type": "json_object", "schema": schema}  # llama-cpp-python and older llama-server honour the schema
    return None


def _status_and_body(exc: BaseException) -> tuple[Optional[int], str]:
    status = getattr(exc, "status_code", None)
    response = getattr(exc, "response", None)
    if status is None:
        status = getattr(response, "status_code", None)
    body = getattr(exc, "body", None)
    parts = [str(exc)]
    if body is not None:
        parts.append(body if isinstance(body, str) else json.dumps(body, default=str))
    try:
        parts.append(response.text if response is not None else "")
    except Exception:  # a streamed or closed response
        pass
    return (status if isinstance(status, int) else None), " ".join(parts)


def classify(exc: BaseException, sent_format: bool) -> Optional[str]:
    """What a failed request says, before anything is retried.

    Returns one of ``"overflow"`` (the prompt does not fit the context),
    ``"temperature"`` (the model takes no ``temperature``), ``"max_tokens"``
    (it wants ``max_completion_tokens``), ``"credentials"`` (401/403),
    ``"model"`` (404 naming the model), ``"url"`` (another 404), ``"format"``
    (``response_format`` refused: a 4xx to a request that carried it, a 5xx
    whose body names it, or a client that does not take the argument), or
    ``None`` for a failure the transport handles or passes on (timeouts, rate
    limits, outages).
    """
    if isinstance(exc, TypeError):
        return "format" if sent_format else None
    status, body = _status_and_body(exc)
    if status is None:
        return None
    if status in (400, 413, 422) and _OVERFLOW.search(body):
        return "overflow"
    if status == 400 and "temperature" in body.lower() and _UNSUPPORTED.search(body):
        return "temperature"
    if status == 400 and "max_completion_tokens" in body:
        return "max_tokens"
    if status in (401, 403):
        return "credentials"
    if status == 404:
        return "model" if re.search(r"model", body, re.I) else "url"
    if sent_format and (400 <= status < 500 and status != 429 or status >= 500 and _FORMAT_WORDS.search(body)):
        return "format"
    return None


def short_error(exc: BaseException) -> str:
    """A failed request in one short line: its HTTP status and the start of its message."""
    status, _body = _status_and_body(exc)
    text = " ".join(str(exc).split())[:160]
    return f"HTTP {status}: {text}" if status else f"{type(exc).__name__}: {text}"


def refusal_message(kind: str, exc: BaseException) -> str:
    """The message of a refusal no retry mends (``kind``: ``"credentials"``, ``"model"`` or ``"url"``, as
    :func:`classify` says), ending with the setting to fix."""
    fix = {
        "credentials": "check llm_api_key (MUONRAG_LLM_API_KEY) for this endpoint",
        "model": "the endpoint does not serve this model: set llm_model to one it lists at /v1/models",
        "url": "nothing answers chat completions there: check llm_base_url (it usually ends in /v1)",
    }[kind]
    return f"the endpoint refused the request ({short_error(exc)}); {fix}"


def join_stream(chunks: Iterable[Any]) -> dict[str, Any]:
    """The parts of a streamed chat completion joined into the one choice a non-streamed reply holds:
    ``{"message": {"content", "reasoning_content", "refusal"}, "finish_reason"}`` (an empty field is ``None``).

    ``chunks`` are the ``chat.completion.chunk`` objects of the ``openai`` client, in order.
    """
    parts: dict[str, list[str]] = {"content": [], "reasoning_content": [], "refusal": []}
    finish = None
    for chunk in chunks:
        if not chunk.choices:
            continue
        choice = chunk.choices[0]
        finish = choice.finish_reason or finish
        delta = choice.delta
        if delta is None:
            continue
        extra = getattr(delta, "model_extra", None) or {}
        parts["content"].append(delta.content or "")
        parts["reasoning_content"].append(next((extra[name] for name in REASONING_FIELDS if extra.get(name)), ""))
        parts["refusal"].append(getattr(delta, "refusal", None) or "")
    return {"message": {name: "".join(texts) or None for name, texts in parts.items()}, "finish_reason": finish}
