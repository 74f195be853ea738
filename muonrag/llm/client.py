"""The conversation with one model: the request the endpoint accepts, and its reply read whole.

OpenAI-compatible servers differ in what they accept and in how they reply
(the matrix is in :doc:`/llm`). :class:`Client` hides the differences from
the steps that talk to a model (the decomposition, the answer, the
verification pass, the evaluation's grader), and every one of them goes
through it:

* **Structured output degrades, only on a refusal.** A request asks for
  ``json_schema`` first, then ``{"type": "json_object", "schema": ...}``, then
  JSON by the prompt alone. It steps down only when the endpoint refuses the
  format (:func:`~muonrag.llm.wire.classify`: a 4xx to a request carrying
  ``response_format``, or a 5xx whose body names it), and the level that then
  worked is remembered, so the next request (of any step, for any question)
  starts there; an outage changes nothing.
* **Failures are told apart** before anything is retried: a refused format, a
  context overflow (:class:`~muonrag.errors.ContextOverflowError`: the caller
  shrinks the prompt), an unsupported ``temperature`` (sent again without it)
  or ``max_tokens`` (sent as ``max_completion_tokens``), an unknown model and
  bad credentials (never retried, the message names the setting). Timeouts,
  rate limits and transient 5xx are the transport's (:mod:`muonrag.llm.transport`).
* **The reply is read whole** (:func:`~muonrag.llm.replies.read_reply`): the
  content, the ``refusal``, the reasoning (a reasoning field, a ``<think>``
  block, a Harmony analysis channel) and ``finish_reason``. An unclosed leading
  ``<think>`` is never an answer; a reply cut off while the model was still
  reasoning is asked again once with twice the output cap (and
  ``reasoning_effort: "low"`` when an effort is set), then reported as cut off.

One model has one :class:`Client`: the builders
(:func:`~muonrag.answer.engine.answer_engine`,
:func:`~muonrag.answer.query_engine.build_engine`) make it once
(:func:`make_client`) and hand the same one to the decomposer, the answer
engine and its verification; a component given a bare LlamaIndex LLM wraps it
with :meth:`Client.of`, which returns the client that LLM already has while
one is in use.
"""

from __future__ import annotations

import logging
import threading
import weakref
from contextlib import ExitStack, nullcontext
from typing import TYPE_CHECKING, Any, ContextManager, Optional, Sequence, Union

from muonrag.errors import ContextOverflowError, EndpointRefusedError
from muonrag.llm.replies import ModelReply, read_reply
from muonrag.llm.wire import LEVELS, classify, refusal_message, response_format, short_error

if TYPE_CHECKING:
    from llama_index.core.llms import LLM

    from muonrag.llm.adapter import Settings

log = logging.getLogger(__name__)

# the client of each LLM wrapped by Client.of, while something uses it (a client holds its LLM, so the id is its own)
_CLIENTS: "weakref.WeakValueDictionary[tuple, Client]" = weakref.WeakValueDictionary()
_CLIENTS_LOCK = threading.Lock()


class Client:
    """The conversation with one LLM: what it accepts (remembered), and each reply read whole.

    Safe to share between threads (a server's answers): what it learns is only ever narrowed, and each
    request's own state is the caller's.

    Args:
        llm: a LlamaIndex LLM (muonrag's :func:`~muonrag.llm.adapter.make_llm`, or your own).
        max_tokens: the output cap (``llm_max_tokens``), doubled once for a reply cut off in its reasoning;
            by default the LLM's own ``max_tokens``.
        reasoning_effort: ``llm_reasoning_effort`` (``"low"``, ``"medium"``, ``"high"``), sent when set.
        structured: start with structured output (``False``: JSON by the prompt alone).
    """

    def __init__(self, llm: "LLM", max_tokens: Optional[int] = None, reasoning_effort: Optional[str] = None,
                 structured: bool = True):
        if isinstance(llm, Client):
            raise TypeError("Client(llm) wraps a LlamaIndex LLM, not another Client; use Client.of(llm)")
        self.llm = llm
        self.max_tokens = max_tokens if max_tokens is not None else getattr(llm, "max_tokens", None)
        self.reasoning_effort = reasoning_effort
        self.level = 0 if structured else len(LEVELS) - 1
        self._dropped: set[str] = set()  # parameters the endpoint refused, never sent again
        self.reasons = False  # a reply has shown reasoning: short caps would cut it off

    @classmethod
    def of(cls, llm: Union["LLM", "Client"], reasoning_effort: Optional[str] = None, structured: bool = True) -> "Client":
        """``llm`` itself when it is a :class:`Client` (its own settings hold); for a bare LlamaIndex LLM, the
        client that LLM already has with these settings while something uses it, else a new one.

        So two components given the same LLM share one conversation: what one learns of the
        endpoint (a refused format, a dropped parameter) the other does not have to learn again.
        """
        if isinstance(llm, Client):
            return llm
        key = (id(llm), reasoning_effort, bool(structured))
        with _CLIENTS_LOCK:
            client = _CLIENTS.get(key)
            if client is None or client.llm is not llm:
                client = _CLIENTS[key] = cls(llm, reasoning_effort=reasoning_effort, structured=structured)
            return client

    @property
    def structured(self) -> bool:
        """Whether the endpoint is still asked for some structured output."""
        return LEVELS[self.level] is not None

    def question(self) -> ContextManager[None]:
        """Context: the calls made inside it share the question's deadline (``llm_deadline``) when the LLM keeps
        one (muonrag's own does, :func:`~muonrag.llm.adapter.make_llm`); for another LLM it does nothing."""
        question = getattr(self.llm, "question", None)
        return question() if callable(question) else nullcontext()

    def ask(self, messages: Sequence[Any], schema: Optional[dict] = None, name: str = "reply",
            keys: Sequence[str] = (), short_cap: Optional[int] = None) -> ModelReply:
        """Send ``messages`` once (with the degradations and the one retry the module docstring lists).

        Args:
            messages: LlamaIndex ``ChatMessage`` objects.
            schema: the JSON schema of the reply, or ``None`` for free text.
            name: the schema's name in the request.
            keys: the keys of the expected JSON object (see :func:`~muonrag.llm.replies.read_reply`).
            short_cap: an output cap for a reply known to be short (a verdict), sent only while no
                reply of this client has shown reasoning: a small model that loops inside a JSON
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
                    notes.append(f"the endpoint refused response_format {LEVELS[level]} ({short_error(exc)}); "
                                 f"asking with {LEVELS[level + 1] or 'no response_format (JSON by the prompt)'}")
                    level += 1
                    continue
                if kind in ("temperature", "max_tokens") and kind not in self._dropped:
                    self._dropped.add(kind)
                    notes.append(f"the endpoint refused {kind} ({short_error(exc)}); asking again without it")
                    continue
                if kind == "overflow":
                    raise ContextOverflowError(f"the prompt does not fit the model's context ({short_error(exc)})") from exc
                if kind in ("credentials", "model", "url"):
                    raise EndpointRefusedError(refusal_message(kind, exc)) from exc
                raise
            if schema is not None and level > self.level:
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
        client (:func:`~muonrag.llm.adapter.make_llm`); another LLM class receives them as it does any kwarg."""
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


def make_client(settings: "Settings") -> Optional[Client]:
    """The :class:`Client` of the endpoint ``settings`` name (a :class:`~muonrag.config.LLMSettings`,
    ``config.llm``, or anything with its fields), over :func:`~muonrag.llm.adapter.make_llm`; ``None`` when no endpoint is configured."""
    from muonrag.llm.adapter import make_llm

    llm = make_llm(settings)
    return None if llm is None else Client(llm, reasoning_effort=settings.reasoning_effort)


def question_scope(*clients: Optional[Client]) -> ExitStack:
    """Context: one question (one ``llm_deadline``) for every distinct LLM among ``clients`` (``None`` is skipped)."""
    stack = ExitStack()
    seen: set[int] = set()
    for client in clients:
        if client is not None and id(client.llm) not in seen:
            seen.add(id(client.llm))
            stack.enter_context(client.question())
    return stack


#: Characters per token assumed when a prompt's length is estimated (English prose and numbers in BPE vocabularies).
CHARS_PER_TOKEN = 3.5


def context_warning(messages: Sequence[Any], max_tokens: Optional[int], window: Optional[int]) -> Optional[str]:
    """A warning when the prompt's estimated tokens and the output cap exceed the model's ``window``.

    Ollama truncates a prompt longer than its ``num_ctx`` without a word and
    answers 200 OK, so the evidence would be cut unseen; other servers refuse
    (and the caller sends less). The estimate is generous (:data:`CHARS_PER_TOKEN`).
    """
    if not window:
        return None
    chars = sum(len(str(getattr(m, "content", "") or "")) for m in messages)
    needed = int(chars / CHARS_PER_TOKEN) + (max_tokens or 0)
    if needed <= window:
        return None
    return (f"the prompt (about {int(chars / CHARS_PER_TOKEN)} tokens) and the output cap ({max_tokens}) exceed "
            f"llm_context_window={window}: a server that truncates silently (Ollama) drops evidence unseen. Raise the "
            "server's context (Ollama: OLLAMA_CONTEXT_LENGTH, or num_ctx in a Modelfile) and llm_context_window, "
            "or lower evidence_k or llm_max_tokens")
