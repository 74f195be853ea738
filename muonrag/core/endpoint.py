"""One exchange with the model: the request the endpoint accepts, and its reply read whole.

OpenAI-compatible servers differ in what they accept and in how they reply
(the matrix is in :doc:`/llm`). :class:`Endpoint` hides the differences from
the steps that talk to a model (the answer, the verification pass, the
decomposition):

* **Structured output degrades, only on a refusal.** A request asks for
  ``json_schema`` first, then ``{"type": "json_object", "schema": ...}``, then
  JSON by the prompt alone. It steps down only when the endpoint refuses the
  format (:func:`classify`: a 4xx to a request carrying ``response_format``, or
  a 5xx whose body names it), and the level that then worked is remembered, so
  the next question starts there; an outage changes nothing.
* **Failures are told apart** before anything is retried: a refused format, a
  context overflow (:class:`ContextOverflowError`: the caller shrinks the
  prompt), an unsupported ``temperature`` (sent again without it) or
  ``max_tokens`` (sent as ``max_completion_tokens``), an unknown model and bad
  credentials (never retried, the message names the setting). Timeouts, rate
  limits and transient 5xx are the transport's (:mod:`muonrag.answer.llm`).
* **The reply is read whole** (:func:`read_reply`): the content, the
  ``refusal``, the reasoning (``reasoning_content``, ``reasoning``, a
  ``<think>`` block, a Harmony analysis channel) and ``finish_reason``. An
  unclosed leading ``<think>`` is never an answer; a reply cut off while the
  model was still reasoning is asked again once with twice the output cap (and
  ``reasoning_effort: "low"`` when an effort is set), then reported as cut off.
"""

from __future__ import annotations

import json
import logging
import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Optional, Sequence

from muonrag.core.replies import final_text, parse_json_reply
from muonrag.errors import LLMError, LLMReplyError

if TYPE_CHECKING:
    from llama_index.core.llms import LLM

log = logging.getLogger(__name__)

#: The structured-output levels, strictest first.
LEVELS: tuple[Optional[str], ...] = ("json_schema", "json_object", None)

_OVERFLOW = re.compile(r"exceed_context_size|context[ _-]?(?:length|window|size)|maximum context|prompt is too long"
                       r"|too many tokens|max_tokens'? is too large|reduce the length|input is too long|n_ctx", re.I)
_FORMAT_WORDS = re.compile(r"response_format|json_schema|json_object|grammar|structured output|guided", re.I)
_UNSUPPORTED = re.compile(r"unsupported|not supported|does not support|unknown|unrecognized|not permitted|invalid", re.I)
_OPEN_THINK = re.compile(r"^\s*<(think|thinking|reasoning)>(?!.*</\1>)", re.S | re.I)


class ContextOverflowError(LLMError):
    """The prompt and the output cap do not fit the model's context: send less evidence or a smaller cap."""


class EndpointRefusedError(LLMError):
    """The endpoint refused the request for a reason no retry mends (unknown model, bad credentials, wrong URL)."""


@dataclass
class ModelReply:
    """A model's reply, read whole.

    Attributes:
        text: what the model meant as its answer (reasoning removed).
        finish_reason: the server's ``finish_reason`` (``"length"``: cut off at the output cap).
        reasoning: the model's reasoning, from whichever field or block it came in.
        refusal: the model's refusal, when it declined to answer.
        format: the structured-output level that was used (``None``: JSON by the prompt alone).
        notes: what happened on the way (a refused format, a retry), in words, for the trace.
    """

    text: str
    finish_reason: Optional[str] = None
    reasoning: str = ""
    refusal: str = ""
    format: Optional[str] = None
    notes: list[str] = field(default_factory=list)

    @property
    def truncated(self) -> bool:
        """Whether the reply stopped at the output cap."""
        return self.finish_reason == "length"

    @property
    def cut_off_reasoning(self) -> bool:
        """Cut off before the model got past its reasoning: nothing of the answer was written."""
        return self.truncated and not self.text.strip()


def _field(obj: Any, name: str) -> Any:
    if obj is None:
        return None
    if isinstance(obj, dict):
        return obj.get(name)
    value = getattr(obj, name, None)
    if value is None:
        extra = getattr(obj, "model_extra", None) or {}
        value = extra.get(name)
    return value


def read_reply(response: Any, keys: Sequence[str] = ()) -> ModelReply:
    """A LlamaIndex ``ChatResponse`` as a :class:`ModelReply` (from its raw OpenAI reply where there is one).

    Args:
        response: what ``llm.chat`` returned.
        keys: the keys the step's JSON object holds: when the content is empty and the
            reasoning field holds such an object (some servers put structured output
            there), that object is the answer.
    """
    raw = getattr(response, "raw", None)
    choices = _field(raw, "choices") or []
    choice = choices[0] if choices else None
    message = _field(choice, "message")
    content = _field(message, "content")
    if content is None:
        content = getattr(getattr(response, "message", None), "content", None)
    content = content if isinstance(content, str) else ""
    reasoning = _field(message, "reasoning_content") or _field(message, "reasoning") or ""
    reasoning = reasoning if isinstance(reasoning, str) else ""
    refusal = _field(message, "refusal") or ""
    finish = _field(choice, "finish_reason")
    opened = _OPEN_THINK.match(content)
    if opened:  # a <think> never closed: all of it is reasoning, none of it an answer
        reasoning, text = f"{reasoning}\n{content[opened.end():]}".strip(), ""
    else:
        text = final_text(content)
    if not text.strip() and keys and reasoning:
        try:
            text = json.dumps(parse_json_reply(reasoning, keys))
        except LLMReplyError:
            pass
    return ModelReply(text=text, finish_reason=finish if isinstance(finish, str) else None, reasoning=reasoning,
                      refusal=refusal if isinstance(refusal, str) else "")


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


def response_format(level: Optional[str], schema: dict, name: str) -> Optional[dict]:
    """The ``response_format`` of ``level`` for ``schema`` (``None`` at the prompt-only level)."""
    if level == "json_schema":
        return {"type": "json_schema", "json_schema": {"name": name, "strict": True, "schema": schema}}
    if level == "json_object":
        return {"type": "json_object", "schema": schema}  # llama-cpp-python and older llama-server honour the schema
    return None


class Endpoint:
    """The conversation with one LLM: what it accepts (remembered), and each reply read whole.

    Args:
        llm: a LlamaIndex LLM (muonrag's :func:`~muonrag.answer.llm.make_llm`, or your own).
        max_tokens: the output cap (``llm_max_tokens``), doubled once for a reply cut off in its reasoning.
        reasoning_effort: ``llm_reasoning_effort`` (``"low"``, ``"medium"``, ``"high"``), sent when set.
        structured: start with structured output (``False``: JSON by the prompt alone).
    """

    def __init__(self, llm: "LLM", max_tokens: Optional[int] = None, reasoning_effort: Optional[str] = None,
                 structured: bool = True):
        self.llm = llm
        self.max_tokens = max_tokens
        self.reasoning_effort = reasoning_effort
        self.level = 0 if structured else len(LEVELS) - 1
        self._dropped: set[str] = set()  # parameters the endpoint refused, never sent again
        self.reasons = False  # a reply has shown reasoning: short caps would cut it off

    @property
    def structured(self) -> bool:
        """Whether the endpoint is still asked for some structured output."""
        return LEVELS[self.level] is not None

    def ask(self, messages: Sequence[Any], schema: Optional[dict] = None, name: str = "reply",
            keys: Sequence[str] = (), short_cap: Optional[int] = None) -> ModelReply:
        """Send ``messages`` once (with the degradations and the one retry the module docstring lists).

        Args:
            messages: LlamaIndex ``ChatMessage`` objects.
            schema: the JSON schema of the reply, or ``None`` for free text.
            name: the schema's name in the request.
            keys: the keys of the expected JSON object (see :func:`read_reply`).
            short_cap: an output cap for a reply known to be short (a verdict), sent only while no
                reply of this endpoint has shown reasoning: a small model that loops inside a JSON
                string then stops there, not at ``max_tokens``; a reasoning model keeps the full cap.

        Raises:
            ContextOverflowError: the prompt does not fit; send less.
            EndpointRefusedError: unknown model, bad credentials or a wrong URL.
            LLMError: the transport's errors (timeouts, outages, the question's deadline).
        """
        notes: list[str] = []
        level = self.level if schema is not None else len(LEVELS) - 1
        extra: dict[str, Any] = {}
        short = bool(short_cap and not self.reasons and (self.max_tokens is None or short_cap < self.max_tokens))
        if short:
            extra["max_tokens"] = short_cap
        retried_cut = False
        while True:
            fmt = response_format(LEVELS[level], schema, name) if schema is not None else None
            kwargs = self._kwargs(extra)
            if fmt is not None:
                kwargs["response_format"] = fmt
            try:
                response = self.llm.chat(list(messages), **kwargs)
            except Exception as exc:
                kind = classify(exc, fmt is not None)
                if kind == "format" and level < len(LEVELS) - 1:
                    notes.append(f"the endpoint refused response_format {LEVELS[level]} ({_short(exc)}); "
                                 f"asking with {LEVELS[level + 1] or 'no response_format (JSON by the prompt)'}")
                    level += 1
                    continue
                if kind in ("temperature", "max_tokens") and kind not in self._dropped:
                    self._dropped.add(kind)
                    notes.append(f"the endpoint refused {kind} ({_short(exc)}); asking again without it")
                    continue
                if kind == "overflow":
                    raise ContextOverflowError(f"the prompt does not fit the model's context ({_short(exc)})") from exc
                if kind in ("credentials", "model", "url"):
                    raise EndpointRefusedError(_refusal_message(kind, exc)) from exc
                raise
            if schema is not None and level != self.level:
                self.level = level  # the refusal is confirmed: the next request starts where this one worked
            reply = read_reply(response, keys)
            self.reasons = self.reasons or bool(reply.reasoning.strip())
            reply.format, reply.notes = LEVELS[level] if schema is not None else None, notes
            if reply.cut_off_reasoning and short:
                short = False  # a reasoning model after all: its full cap, and the retry below still to come
                extra.pop("max_tokens")
                notes.append(f"the reply was cut off at the short cap of {short_cap} tokens while the model was "
                             "reasoning; asked again with the full cap")
                continue
            if reply.cut_off_reasoning and not retried_cut:
                retried_cut = True
                cap = 2 * (extra.get("max_tokens") or self.max_tokens or 1024)
                extra["max_tokens"] = cap
                if self.reasoning_effort:
                    extra["reasoning_effort"] = "low"
                notes.append(f"the reply was cut off at the output cap while the model was reasoning; asked again "
                             f"with max_tokens={cap}" + (" and reasoning_effort low" if self.reasoning_effort else ""))
                continue
            return reply

    def _kwargs(self, extra: dict[str, Any]) -> dict[str, Any]:
        """Per-request arguments. ``max_tokens``/``temperature`` overrides are honoured by muonrag's own
        client (:func:`~muonrag.answer.llm.make_llm`); another LLM class receives them as it does any kwarg."""
        kwargs: dict[str, Any] = {}
        effort = extra.get("reasoning_effort", self.reasoning_effort)
        if effort:
            kwargs["reasoning_effort"] = effort
        if "max_tokens" in extra:
            kwargs["max_tokens"] = extra["max_tokens"]
        if "temperature" in self._dropped:
            kwargs["temperature"] = None  # None: not sent
        if "max_tokens" in self._dropped:
            kwargs["max_completion_tokens"] = kwargs.pop("max_tokens", None) or self.max_tokens
            kwargs["max_tokens"] = None
        return kwargs


def _short(exc: BaseException) -> str:
    status, body = _status_and_body(exc)
    text = " ".join(str(exc).split())[:160]
    return f"HTTP {status}: {text}" if status else f"{type(exc).__name__}: {text}"


def _refusal_message(kind: str, exc: BaseException) -> str:
    fix = {
        "credentials": "check llm_api_key (MUONRAG_LLM_API_KEY) for this endpoint",
        "model": "the endpoint does not serve this model: set llm_model to one it lists at /v1/models",
        "url": "nothing answers chat completions there: check llm_base_url (it usually ends in /v1)",
    }[kind]
    return f"the endpoint refused the request ({_short(exc)}); {fix}"
