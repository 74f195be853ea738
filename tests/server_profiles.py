"""How each common OpenAI-compatible server really answers, as rules the replay server can serve.

Each :class:`Profile` is a function of the request's JSON (``response_format``, ``temperature``,
``max_tokens``, the evidence in the prompt) returning a step of ``muonrag/testing.py``: an HTTP
error with the server's own status and body, or a chat completion with the server's own message
fields (``content``, ``reasoning_content``, ``reasoning``, ``refusal``), ``finish_reason`` and
``usage``. The model's answer itself comes from an ``answer(body) -> str`` the test passes in, so one
profile serves any question.

The bodies are copied from the servers' source or from issue threads quoting them; the source of
each is named next to it. Token counts are a stand-in (:func:`prompt_tokens`): what matters is which
request overflows, not the count.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any, Callable, Optional

from muonrag.testing import ReplayLLMServer

Answer = Callable[[dict], str]

# --- reading a request ------------------------------------------------------------------------------------------------


def format_type(body: dict) -> Optional[str]:
    """The request's ``response_format`` type (``None`` when it sent none)."""
    rf = body.get("response_format")
    return rf.get("type") if isinstance(rf, dict) else None


def cap(body: dict) -> Optional[int]:
    """The request's output cap (``max_tokens``, or ``max_completion_tokens``)."""
    return body.get("max_tokens", body.get("max_completion_tokens"))


def user_text(body: dict) -> str:
    return "\n".join(m.get("content") or "" for m in body.get("messages", []) if isinstance(m.get("content"), str))


_BLOCK = re.compile(r"^\[(\d+)\] ", re.M)


def evidence_blocks(body: dict) -> dict[int, str]:
    """The evidence of muonrag's answer prompt by number: ``[n] title\\ntext`` blocks inside ``<evidence>``."""
    text = user_text(body)
    inside = text.split("<evidence>", 1)[1].split("</evidence>", 1)[0] if "<evidence>" in text else ""
    starts = list(_BLOCK.finditer(inside))
    return {int(m.group(1)): inside[m.end():(starts[i + 1].start() if i + 1 < len(starts) else len(inside))]
            for i, m in enumerate(starts)}


def prompt_tokens(body: dict) -> int:
    """A stand-in token count of the prompt: 200 for the instructions, 500 per evidence chunk."""
    return 200 + 500 * len(evidence_blocks(body))


def completion(content: Optional[str], finish_reason: str = "stop", body: Optional[dict] = None,
               completion_tokens: int = 60, **fields: Any) -> dict:
    """A chat-completion step: ``message`` with ``content`` and any other fields, ``finish_reason``, ``usage``."""
    used = prompt_tokens(body) if body else 1
    return {"message": {"content": content, **fields}, "finish_reason": finish_reason,
            "usage": {"prompt_tokens": used, "completion_tokens": completion_tokens,
                      "total_tokens": used + completion_tokens}}


def error(status: int, body: Any) -> dict:
    return {"status": status, "body": body}


# --- the profiles --------------------------------------------------------------------------------------------------


@dataclass
class Profile:
    """One server: ``respond(body, answer)`` is the step it serves for a request."""

    name: str
    honours: str
    respond: Callable[[dict, Answer], Any]
    sources: list[str] = field(default_factory=list)

    def server(self, answer: Answer, **settings) -> ReplayLLMServer:
        return ReplayLLMServer(default=lambda body: self.respond(body, answer), **settings)


# llama.cpp llama-server, current (b4000+). Context overflow: HTTP 400, measured on a real xllamacpp
# (llama.cpp's server as a wheel) here; the same format in ggml-org/llama.cpp tools/server/utils.hpp
# (format_error_response, ERROR_TYPE_EXCEED_CONTEXT_SIZE) and quoted in jshawtime/saywhatwant
# docs/228-LLAMACPP-CONTEXT-SIZE-DEBUGGING.md. llama-server checks the prompt alone against n_ctx.
LLAMA_SERVER_OVERFLOW_MEASURED = {"error": {
    "code": 400, "message": "request (6030 tokens) exceeds the available context size (4096 tokens), try increasing it",
    "type": "exceed_context_size_error", "n_prompt_tokens": 6030, "n_ctx": 4096}}


def llama_server_overflow(n_prompt: int, n_ctx: int) -> dict:
    return {"error": {"code": 400, "message": f"request ({n_prompt} tokens) exceeds the available context size "
                                              f"({n_ctx} tokens), try increasing it",
                      "type": "exceed_context_size_error", "n_prompt_tokens": n_prompt, "n_ctx": n_ctx}}


def llama_server(n_ctx: int = 4096, cut_at: Optional[int] = None) -> Profile:
    """Honours ``json_schema`` (and ``json_object`` with ``schema``); 400 past ``n_ctx``; ``finish_reason``
    ``"length"`` with the JSON cut when ``cut_at`` (characters) is set: the reply ran out of room."""

    def respond(body: dict, answer: Answer):
        used = prompt_tokens(body)
        if used > n_ctx:
            return error(400, llama_server_overflow(used, n_ctx))
        text = answer(body)
        if cut_at is not None:
            return completion(text[:cut_at], "length", body, completion_tokens=cap(body) or 2048)
        return completion(text, "stop", body)

    return Profile("llama.cpp llama-server (current)", "json_schema; json_object with schema", respond,
                   ["measured: xllamacpp (llama.cpp server) here", "ggml-org/llama.cpp tools/server/utils.hpp"])


# llama-server before Sept 2024 (ggml-org/llama.cpp#9522, fixed by #9527; quoted the same in
# ikawrakow/ik_llama.cpp#778): json_schema -> HTTP 500, type server_error; json_object with schema honoured.
LLAMA_SERVER_OLD_JSON_SCHEMA = {"error": {
    "code": 500, "message": 'response_format type must be one of "text" or "json_object", but got: json_schema',
    "type": "server_error"}}


def llama_server_old() -> Profile:
    def respond(body: dict, answer: Answer):
        if format_type(body) == "json_schema":
            return error(500, LLAMA_SERVER_OLD_JSON_SCHEMA)
        return completion(answer(body), "stop", body)

    return Profile("llama.cpp llama-server (before Sept 2024)", "json_object with schema", respond,
                   ["ggml-org/llama.cpp#9522", "ggml-org/llama.cpp#9527", "ikawrakow/ik_llama.cpp#778"])


# llama-cpp-python 0.3.x (python -m llama_cpp.server): response_format.type is Literal["text", "json_object"];
# the validation error is caught by RouteErrorHandler (llama_cpp/server/errors.py), which wraps any error it
# has no formatter for as HTTP 500 {"error": {message: str(exc), type: "internal_server_error", param, code}}
# (ggml-org/llama.cpp#23463, reproduced with 0.3.23). The message is pydantic's str() of the error list.
LLAMA_CPP_PYTHON_JSON_SCHEMA = {"error": {
    "message": "[{'type': 'literal_error', 'loc': ('body', 'response_format', 'type'), 'msg': \"Input should be "
               "'text' or 'json_object'\", 'input': 'json_schema', 'ctx': {'expected': \"'text' or 'json_object'\"}}]",
    "type": "internal_server_error", "param": None, "code": None}}


def llama_cpp_python() -> Profile:
    def respond(body: dict, answer: Answer):
        if format_type(body) == "json_schema":
            return error(500, LLAMA_CPP_PYTHON_JSON_SCHEMA)
        return completion(answer(body), "stop", body)

    return Profile("llama-cpp-python 0.3.x", "json_object with schema", respond,
                   ["abetlen/llama-cpp-python llama_cpp/server/errors.py", "ggml-org/llama.cpp#23463"])


# An outage: a 5xx whose body says nothing of the format (what a crashed or overloaded server sends;
# the body shape is llama-server's format_error_response with ERROR_TYPE_SERVER).
OUTAGE_500 = {"error": {"code": 500, "message": "slot unavailable: the server is loading the model", "type": "server_error"}}


def outage() -> Profile:
    return Profile("any server, an outage", "-", lambda body, answer: error(500, OUTAGE_500), ["llama.cpp utils.hpp"])


# Ollama /v1 (server/openai compat): json_schema is mapped to Ollama's `format` since 0.5 (ollama/ollama#10001:
# both schema forms return results), json_object to format "json". A prompt over num_ctx (2048, 4096 since 0.6)
# is truncated with only a server log line, "truncating input prompt" limit=2048 prompt=16101
# (RooCodeInc/Roo-Code#1372, ed-donner/llm_engineering#80, ollama/ollama#3839): HTTP 200, the prompt count is
# the truncated one; num_ctx cannot be set through /v1 (ollama/ollama#5357 open, coasys/ad4m#1001).
def ollama(num_ctx: int = 2048) -> Profile:
    def respond(body: dict, answer: Answer):
        step = completion(answer(body), "stop", body)
        step["usage"]["prompt_tokens"] = min(step["usage"]["prompt_tokens"], num_ctx)
        step["usage"]["total_tokens"] = step["usage"]["prompt_tokens"] + step["usage"]["completion_tokens"]
        return step

    return Profile("Ollama /v1", "json_schema (0.5+); json_object", respond,
                   ["ollama/ollama#10001", "ollama/ollama#3839", "RooCodeInc/Roo-Code#1372"])


# vLLM: errors are {"error": {"message", "type": "BadRequestError", "param", "code": 400}} (older releases:
# {"object": "error", "message", ...} at the top level). Prompt plus max_tokens over max_model_len:
# "'max_tokens' or 'max_completion_tokens' is too large: 8000. This model's maximum context length is 4096 tokens
# and your request has 2778 input tokens (8000 > 4096 - 2778). None" (quoted in andrewcho-dev/opsconductor-ng
# vLLM_transition/TOKEN_LIMIT_FIX.md); a prompt over max_model_len by itself: "This model's maximum context length
# is N tokens. However, you requested M tokens (P in the messages, C in the completion). Please reduce the length
# of the messages or completion." (the OpenAI wording vLLM and llama-cpp-python's errors.py copy).
def vllm_error(message: str) -> dict:
    return {"error": {"message": message, "type": "BadRequestError", "param": None, "code": 400}}


def vllm_max_tokens_too_large(max_tokens: int, window: int, used: int) -> dict:
    return vllm_error(f"'max_tokens' or 'max_completion_tokens' is too large: {max_tokens}. This model's maximum "
                      f"context length is {window} tokens and your request has {used} input tokens "
                      f"({max_tokens} > {window} - {used}). None")


def vllm_maximum_context_length(window: int, used: int, max_tokens: int) -> dict:
    return vllm_error(f"This model's maximum context length is {window} tokens. However, you requested "
                      f"{used + max_tokens} tokens ({used} in the messages, {max_tokens} in the completion). "
                      "Please reduce the length of the messages or completion.")


def vllm(max_model_len: int = 4096, reasoning_parser: bool = False, field_name: str = "reasoning_content",
         overflow: str = "max_tokens") -> Profile:
    """vLLM serving a ``<think>`` model; with ``reasoning_parser`` the thinking goes to ``field_name``
    (``reasoning_content``; ``reasoning`` in recent releases, e.g. vllm-project/vllm#41902), without it the
    whole ``<think>...</think>`` stays in ``content``. ``overflow``: which 400 a request past
    ``max_model_len`` gets ("max_tokens" or "context")."""

    def respond(body: dict, answer: Answer):
        used, asked = prompt_tokens(body), cap(body) or 0
        if used + asked > max_model_len:
            if overflow == "max_tokens" and used < max_model_len:
                return error(400, vllm_max_tokens_too_large(asked, max_model_len, used))
            return error(400, vllm_maximum_context_length(max_model_len, used, asked))
        thinking = "Okay, the user asks about the nozzles. Evidence 1 gives the cone's opening angle."
        if reasoning_parser:
            return completion(answer(body), "stop", body, **{field_name: thinking})
        return completion(f"<think>\n{thinking}\n</think>\n\n{answer(body)}", "stop", body)

    kind = "with a reasoning parser" if reasoning_parser else "without a reasoning parser"
    return Profile(f"vLLM {kind}", "json_schema (guided decoding)", respond,
                   ["andrewcho-dev/opsconductor-ng vLLM_transition/TOKEN_LIMIT_FIX.md", "vllm-project/vllm#41902",
                    "vllm-project/vllm#12468", "triton-inference-server/perf_analyzer#433"])


# LM Studio: json_object -> 400 with the error as a bare string (lmstudio-ai/lmstudio-bug-tracker#189, #169:
# "'response_format.type' must be 'json_schema'"; since 0.3.x "... must be 'json_schema' or 'text'",
# LoadShine/tada#16); json_schema honoured.
LM_STUDIO_JSON_OBJECT = {"error": "'response_format.type' must be 'json_schema' or 'text'"}


def lm_studio() -> Profile:
    def respond(body: dict, answer: Answer):
        if format_type(body) not in (None, "json_schema", "text"):
            return error(400, LM_STUDIO_JSON_OBJECT)
        return completion(answer(body), "stop", body)

    return Profile("LM Studio", "json_schema", respond,
                   ["lmstudio-ai/lmstudio-bug-tracker#189", "lmstudio-ai/lmstudio-bug-tracker#169", "LoadShine/tada#16"])


# TGI 3.0-3.1 (router, axum Json extractor): response_format is GrammarType {"type": "json"|"regex"|"json_object",
# "value": ...}; anything else fails deserialisation with HTTP 422 and axum's plain-text rejection:
# "Failed to deserialize the JSON body into the target type: response_format: missing field `value` at line 1
# column 168" (huggingface/text-generation-inference#2899, huggingface/huggingface_hub#2744); json_schema is an
# unknown variant until #3046 (and even then wants `value`, #3276). The column is the request's, not fixed.
def tgi_rejection(reason: str) -> str:
    return f"Failed to deserialize the JSON body into the target type: response_format: {reason} at line 1 column 168"


def tgi() -> Profile:
    def respond(body: dict, answer: Answer):
        rf = body.get("response_format")
        if rf is not None:
            kind = format_type(body)
            if kind not in ("json", "regex", "json_object"):
                return error(422, tgi_rejection(f"unknown variant `{kind}`, expected one of `json`, `regex`, `json_object`"))
            if "value" not in rf:
                return error(422, tgi_rejection("missing field `value`"))
        return completion(answer(body), "stop", body)

    return Profile("TGI 3.x", '{"type": "json", "value": schema} only', respond,
                   ["huggingface/text-generation-inference#2899", "huggingface/text-generation-inference#3046",
                    "huggingface/text-generation-inference#3276", "huggingface/huggingface_hub#2744"])


# LiteLLM proxy: the backend's error, re-raised as litellm's exception class with its name in the message and
# "code" a string: {"error": {"message": "litellm.BadRequestError: litellm.ContextWindowExceededError: ...
# \nReceived Model Group=...\nAvailable Model Group Fallbacks=None", "type": null, "param": null, "code": "400"}}
# (BerriAI/litellm#7259, BrokkAi/brokk-app#540, OpenHands/OpenHands#5350). A bad proxy key: 401, type auth_error
# (litellm proxy/auth/user_api_key_auth.py ProxyException).
def litellm_overflow(window: int, used: int, max_tokens: int) -> dict:
    inner = vllm_maximum_context_length(window, used, max_tokens)["error"]["message"]
    return {"error": {"message": f"litellm.BadRequestError: litellm.ContextWindowExceededError: Hosted_vllmException - "
                                 f"{inner}\nReceived Model Group=gpt-oss\nAvailable Model Group Fallbacks=None",
                      "type": None, "param": None, "code": "400"}}


LITELLM_BAD_KEY = {"error": {
    "message": "Authentication Error, Invalid proxy server token passed. Received API Key = sk-...oops, Key Hash "
               "(Token) =8a1f0c. Unable to find token in cache or `LiteLLM_VerificationTokenTable`",
    "type": "auth_error", "param": "None", "code": "401"}}


def litellm(max_model_len: int = 4096, bad_key: bool = False) -> Profile:
    """LiteLLM in front of vLLM: overflow wrapped by litellm; with ``bad_key`` every request gets 401."""

    def respond(body: dict, answer: Answer):
        if bad_key:
            return error(401, LITELLM_BAD_KEY)
        used, asked = prompt_tokens(body), cap(body) or 0
        if used + asked > max_model_len:
            return error(400, litellm_overflow(max_model_len, used, asked))
        return completion(answer(body), "stop", body)

    return Profile("LiteLLM proxy", "what the backend honours", respond,
                   ["BerriAI/litellm#7259", "BrokkAi/brokk-app#540", "OpenHands/OpenHands#5350"])


# OpenAI. Reasoning models (o-series, gpt-5*) refuse temperature != 1 (johny-b/llmcomp#69,
# gabrii/Cursor-Azure-GPT-5#33, QwenLM/qwen-code#921, OpenHands/OpenHands#4131); an unknown model is 404
# model_not_found (openai/openai-agents-python#458, Aider-AI/aider#2030); a bad key 401 invalid_api_key.
# A refusal under structured outputs: message.refusal set, content null (openai-python ChatCompletionMessage.refusal;
# platform.openai.com/docs/guides/structured-outputs#refusals; pydantic/pydantic-ai#4310).
OPENAI_TEMPERATURE = {"error": {
    "message": "Unsupported value: 'temperature' does not support 0 with this model. Only the default (1) value is supported.",
    "type": "invalid_request_error", "param": "temperature", "code": "unsupported_value"}}
OPENAI_MAX_TOKENS = {"error": {
    "message": "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
    "type": "invalid_request_error", "param": "max_tokens", "code": "unsupported_parameter"}}
OPENAI_BAD_KEY = {"error": {
    "message": "Incorrect API key provided: sk-oops. You can find your API key at https://platform.openai.com/account/api-keys.",
    "type": "invalid_request_error", "param": None, "code": "invalid_api_key"}}


def openai_model_not_found(model: str) -> dict:
    return {"error": {"message": f"The model `{model}` does not exist or you do not have access to it.",
                      "type": "invalid_request_error", "param": None, "code": "model_not_found"}}


OPENAI_REFUSAL = "I'm sorry, but I can't help with that request."


def openai(models: tuple[str, ...] = ("gpt-5-mini",), reasoning: bool = True, refuse: bool = False,
           reject_max_tokens: bool = False) -> Profile:
    def respond(body: dict, answer: Answer):
        if body.get("model") not in models:
            return error(404, openai_model_not_found(body.get("model")))
        if reasoning and "temperature" in body and body["temperature"] != 1:
            return error(400, OPENAI_TEMPERATURE)
        if reasoning and reject_max_tokens and "max_tokens" in body:
            return error(400, OPENAI_MAX_TOKENS)
        if refuse:
            return completion(None, "stop", body, refusal=OPENAI_REFUSAL, annotations=[])
        return completion(answer(body), "stop", body, refusal=None, annotations=[])

    return Profile("OpenAI", "json_schema (strict); json_object", respond,
                   ["johny-b/llmcomp#69", "gabrii/Cursor-Azure-GPT-5#33", "openai/openai-agents-python#458",
                    "pydantic/pydantic-ai#4310"])


# GPT-OSS (Harmony) on vLLM (--reasoning-parser openai_gptoss: `reasoning`, vllm-project/vllm#41902; older
# releases `reasoning_content`), Ollama (`reasoning`) and llama-server --jinja (`reasoning_content`). The analysis
# channel counts against max_tokens: spent there, the reply is content null, finish_reason "length"
# (vllm-project/vllm#45736 for content null). With structured output the JSON can land in the reasoning field
# and content stay null (vllm-project/vllm#16182, #15618).
ANALYSIS = ("We need to answer about the nozzles' opening angle. Evidence 1 says the cone opens at 10 degrees. "
            "Let's also check the other evidence, the decay and the cross section, which do not matter here. ") * 4


def harmony(needs: int = 3000, field_name: str = "reasoning", json_in_reasoning: bool = False) -> Profile:
    """GPT-OSS: the analysis takes ``needs`` tokens; a cap below that ends the reply in the analysis."""

    def respond(body: dict, answer: Answer):
        if json_in_reasoning:
            return completion(None, "stop", body, **{field_name: answer(body)})
        asked = cap(body) or 10 ** 6
        if asked < needs:
            return completion(None, "length", body, completion_tokens=asked, **{field_name: ANALYSIS})
        return completion(answer(body), "stop", body, completion_tokens=needs, **{field_name: ANALYSIS})

    return Profile("GPT-OSS (Harmony)", "json_schema (after the analysis)", respond,
                   ["vllm-project/vllm#41902", "vllm-project/vllm#45736", "vllm-project/vllm#16182"])


# Qwen3 / DeepSeek-R1 without a reasoning parser (llama-server without --jinja reasoning extraction, vLLM without
# --reasoning-parser, plain text servers): the thinking is in content as <think>...</think> (vLLM docs,
# "reasoning outputs", quoted in triton-inference-server/perf_analyzer#433); cut off at max_tokens, the
# </think> never comes. The thinking here states a claim the evidence does not make, which must never be kept.
THINKING = ("<think>\nOkay, the question is the opening angle. Evidence [1]: the nozzles are made of pure gold [1]. "
            "Hmm, wait, the cone opens at about 10 degrees [1], and the nozzles start 2 cm from the point [1]. "
            "Let me check the other evidence again before I write the answer")


def qwen3(needs: int = 3000, closed: bool = True) -> Profile:
    """``closed``: a complete ``<think>...</think>`` then the answer, when the cap allows ``needs`` tokens;
    otherwise the reply stops inside the thinking with finish_reason ``"length"``."""

    def respond(body: dict, answer: Answer):
        asked = cap(body) or 10 ** 6
        if closed and asked >= needs:
            return completion(f"{THINKING}.\n</think>\n\n{answer(body)}", "stop", body, completion_tokens=needs)
        return completion(THINKING, "length", body, completion_tokens=asked)

    return Profile("Qwen3 <think> in content", "json_schema (grammar applies after </think> only with a parser)",
                   respond, ["triton-inference-server/perf_analyzer#433", "vllm-project/vllm#12468"])


def dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)
