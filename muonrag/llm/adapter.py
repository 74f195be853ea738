"""muonrag's LlamaIndex LLM: an ``OpenAILike`` whose every request is bounded (:mod:`muonrag.llm.transport`).

:func:`make_llm` builds it from the ``llm_*`` settings (:class:`Settings`: a
:class:`~muonrag.config.Config` has them); nothing here reads LlamaIndex's
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
    """The ``llm_*`` settings this package reads (a :class:`~muonrag.config.Config` has them all)."""

    llm_base_url: Optional[str]
    llm_model: Optional[str]
    llm_api_key: Optional[str]
    llm_timeout: float
    llm_retries: int
    llm_retry_after_cap: float
    llm_retry_timeouts: bool
    llm_deadline: float
    llm_stream: bool
    llm_temperature: float
    llm_max_tokens: int
    llm_reasoning_effort: Optional[str]

    @property
    def llm_configured(self) -> bool:
        """Whether an endpoint is configured (``llm_base_url`` is set)."""
        ...


def make_llm(config: Settings) -> Optional["OpenAILike"]:
    """An ``OpenAILike`` LLM for ``config``'s endpoint (a :class:`BoundedOpenAILike`), or ``None`` when none is configured.

    Nothing here reads LlamaIndex's global ``Settings``: base URL, model, key,
    timeout, retries, temperature, deadlines and the reply cap
    (``llm_max_tokens``) all come from ``config``.
    """
    if not config.llm_configured:
        return None
    if not config.llm_model:
        raise ConfigError("llm_base_url is set but llm_model is not; set MUONRAG_LLM_MODEL or [llm] llm_model.")
    return _bounded_class()(config)


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

        def __init__(self, config: Settings):
            transport = DeadlineTransport(config.llm_timeout, config.llm_base_url, secrets=(config.llm_api_key or "",))
            client = httpx.Client(transport=transport, timeout=config.llm_timeout, follow_redirects=True,
                                  max_redirects=MAX_REDIRECTS, event_hooks={"response": [RedirectGuard()]})
            super().__init__(
                model=config.llm_model,
                api_base=config.llm_base_url,
                api_key=config.llm_api_key or "not-needed",
                timeout=config.llm_timeout,
                max_retries=0,
                temperature=config.llm_temperature,
                max_tokens=config.llm_max_tokens,
                is_chat_model=True,
                is_function_calling_model=False,
                context_window=32768,
                http_client=client,
            )
            self._transport = transport
            self._policy = RetryPolicy(config.llm_timeout, config.llm_retries, config.llm_retry_after_cap,
                                       config.llm_base_url, config.llm_retry_timeouts)
            self._questions = QuestionDeadlines(config.llm_deadline)
            self._stream = config.llm_stream

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
