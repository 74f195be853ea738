"""muonrag's LlamaIndex LLM: an ``OpenAILike`` whose every request is bounded (:mod:`muonrag.llm.transport`).

:func:`make_llm` builds it from the LLM settings (:class:`Settings`: a
:class:`~muonrag.config.Config`'s ``llm`` section); nothing here reads LlamaIndex's
global ``Settings``. It is what :func:`~muonrag.llm.client.make_client` wraps,
and what a LlamaIndex pipeline can use directly. A streamed reply is read to
its end and returned as one message, as a non-streamed one is.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any, Optional, Protocol

import httpx

from muonrag.core.redact import redact
from muonrag.errors import ConfigError
from muonrag.llm.transport import (MAX_REDIRECTS, DeadlineTransport, QuestionDeadlines, RedirectGuard, RetryPolicy,
                                   call_bounded)
from muonrag.llm.wire import join_stream

if TYPE_CHECKING:
    from llama_index.llms.openai_like import OpenAILike


class Settings(Protocol):
    """The LLM settings this package reads: a :class:`~muonrag.config.LLMSettings` (``config.llm``) has them all."""

    base_url: Optional[str]
    model: Optional[str]
    api_key: Optional[str]
    timeout: float
    retries: int
    retry_after_cap: float
    retry_timeouts: bool
    deadline: float
    stream: bool
    temperature: float
    max_tokens: int
    reasoning_effort: Optional[str]

    @property
    def configured(self) -> bool:
        """Whether an endpoint is configured (``base_url`` is set)."""
        ...


def make_llm(settings: Settings) -> Optional["OpenAILike"]:
    """An ``OpenAILike`` LLM for the endpoint ``settings`` name (a :class:`BoundedOpenAILike`), or ``None`` when none is configured.

    Nothing here reads LlamaIndex's global ``Settings``: base URL, model, key,
    timeout, retries, temperature, deadlines and the reply cap
    (``max_tokens``) all come from ``settings``.
    """
    if not settings.configured:
        return None
    if not settings.model:
        raise ConfigError("llm_base_url is set but llm_model is not; set MUONRAG_LLM_MODEL or [llm] model.")
    return _bounded_class()(settings)


@functools.lru_cache(maxsize=1)
def _bounded_class() -> type:
    """:class:`BoundedOpenAILike`, defined on first use so that importing this module does not import LlamaIndex."""
    from llama_index.llms.openai_like import OpenAILike
    from pydantic import PrivateAttr

    class BoundedOpenAILike(OpenAILike):
        """``OpenAILike`` whose every chat request is bounded (see the module docstring).

        The client's own retries (``openai``'s and LlamaIndex's) are off
        (``max_retries = 0``): the retries are :func:`call_bounded`'s.
        Use :meth:`question` around the calls made for one question.
        """

        _transport: Any = PrivateAttr()
        _policy: Any = PrivateAttr()
        _questions: Any = PrivateAttr()
        _stream: bool = PrivateAttr(default=True)

        def __init__(self, settings: Settings):
            transport = DeadlineTransport(settings.timeout, settings.base_url, secrets=(settings.api_key or "",))
            client = httpx.Client(transport=transport, timeout=settings.timeout, follow_redirects=True,
                                  max_redirects=MAX_REDIRECTS, event_hooks={"response": [RedirectGuard()]})
            super().__init__(
                model=settings.model,
                api_base=settings.base_url,
                api_key=settings.api_key or "not-needed",
                timeout=settings.timeout,
                max_retries=0,
                temperature=settings.temperature,
                max_tokens=settings.max_tokens,
                is_chat_model=True,
                is_function_calling_model=False,
                context_window=32768,
                http_client=client,
            )
            self._transport = transport
            self._policy = RetryPolicy(settings.timeout, settings.retries, settings.retry_after_cap,
                                       settings.base_url, settings.retry_timeouts)
            self._questions = QuestionDeadlines(settings.deadline)
            self._stream = settings.stream

        @classmethod
        def class_name(cls) -> str:
            return "BoundedOpenAILike"

        def question(self):
            """Context: the calls made inside it end within ``llm_deadline`` seconds of its start."""
            return self._questions.question()

        def _get_model_kwargs(self, **kwargs):
            # a request's own max_tokens or temperature wins over the client's (LlamaIndex puts its own last);
            # None means "not sent" (a model that takes no temperature, one that wants max_completion_tokens)
            out = super()._get_model_kwargs(**kwargs)
            for key in ("max_tokens", "temperature", "max_completion_tokens"):
                if key in kwargs:
                    if kwargs[key] is None:
                        out.pop(key, None)
                    else:
                        out[key] = kwargs[key]
            return out

        def _chat(self, messages, **kwargs):
            if self._stream:
                return call_bounded(functools.partial(self._streamed_chat, messages, **kwargs),
                                    self._transport, self._policy, self._questions, stream=True)
            return call_bounded(functools.partial(OpenAILike._chat, self, messages, **kwargs),
                                self._transport, self._policy, self._questions)

        def _streamed_chat(self, messages, **kwargs):
            """One streamed request, read to its end: a ``ChatResponse`` whose ``raw`` holds the whole
            message (content, reasoning, refusal) and ``finish_reason``, as a non-streamed reply does."""
            from llama_index.core.base.llms.types import ChatMessage, ChatResponse, MessageRole
            from llama_index.llms.openai.utils import to_openai_message_dicts

            chunks = self._get_client().chat.completions.create(
                messages=to_openai_message_dicts(messages, model=self.model), **self._get_model_kwargs(stream=True, **kwargs))
            choice = join_stream(chunks)
            # a key echoed inside the reply arrives in pieces, one per event: redacted once the pieces are joined
            message = {name: (redact(text, self._transport.secrets) or None) if text else None
                       for name, text in choice["message"].items()}
            return ChatResponse(message=ChatMessage(role=MessageRole.ASSISTANT, content=message["content"] or ""),
                                raw={"choices": [{"message": message, "finish_reason": choice["finish_reason"]}]})

        def _complete(self, prompt, **kwargs):
            return call_bounded(functools.partial(OpenAILike._complete, self, prompt, **kwargs),
                                self._transport, self._policy, self._questions)

    return BoundedOpenAILike
