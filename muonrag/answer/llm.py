"""The LLM endpoint: any OpenAI-compatible server, configured explicitly."""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional

from muonrag.config import Config

if TYPE_CHECKING:
    from llama_index.llms.openai_like import OpenAILike
from muonrag.errors import ConfigError


def make_llm(config: Config) -> Optional["OpenAILike"]:
    """An ``OpenAILike`` LLM for ``config``'s endpoint, or ``None`` when none is configured.

    Nothing here reads LlamaIndex's global ``Settings``: base URL, model, key,
    timeout, retries, temperature and the reply cap (``llm_max_tokens``) all
    come from ``config``.
    """
    if not config.llm_configured:
        return None
    if not config.llm_model:
        raise ConfigError("llm_base_url is set but llm_model is not; set MUONRAG_LLM_MODEL or [llm] llm_model.")
    from llama_index.llms.openai_like import OpenAILike

    return OpenAILike(
        model=config.llm_model,
        api_base=config.llm_base_url,
        api_key=config.llm_api_key or "not-needed",
        timeout=config.llm_timeout,
        max_retries=config.llm_retries,
        temperature=config.llm_temperature,
        max_tokens=config.llm_max_tokens,
        is_chat_model=True,
        is_function_calling_model=False,
        context_window=32768,
    )
