"""A model's reply, read whole: what it meant as its answer, its reasoning, its refusal, and the JSON in it.

Servers put a reasoning model's thoughts in different places: a reasoning field
of the message (:data:`~muonrag.llm.wire.REASONING_FIELDS`), a ``<think>``
block in the content (closed, or never closed when the reply was cut off), or a
Harmony analysis channel (gpt-oss). :func:`read_reply` separates them from the
answer; :func:`parse_json_reply` finds the JSON object a step asked for,
whatever chatter surrounds it.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any, Optional, Sequence

from muonrag.core.text_hygiene import MAX_DEPTH, nesting_depth, plain_line
from muonrag.errors import LLMReplyError
from muonrag.llm.wire import REASONING_FIELDS

_FENCE = re.compile(r"```(?:json|JSON)?")
# Harmony (gpt-oss): <|channel|>analysis<|message|>...<|end|><|start|>assistant<|channel|>final<|message|>...
_HARMONY_FINAL = re.compile(r"<\|channel\|>\s*final\s*(?:<\|constrain\|>\s*\w+\s*)?<\|message\|>(.*?)(?:<\|(?:end|return|call)\|>|$)", re.S)
_HARMONY_TOKEN = re.compile(r"<\|[a-z_]{2,20}\|>")
_THINK = re.compile(r"<(think|thinking|reasoning|analysis)>.*?</\1>", re.S | re.I)
# everything up to a closing tag whose opening tag is missing (the server's template opened the block)
_THROUGH_CLOSE = re.compile(r"^.*</(?:think|thinking|reasoning|analysis)>", re.S | re.I)
# a reasoning block opened at the start and never closed (the reply was cut off while the model reasoned)
_UNCLOSED_THINK = re.compile(r"^\s*<(think|thinking|reasoning)>(?!.*</\1>)", re.S | re.I)
#: Starts of an object tried per reply: each try may read to the end of the reply.
MAX_STARTS = 256


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

    def unusable(self, cap: Optional[int] = None) -> Optional[str]:
        """Why the reply holds nothing to read (a refusal, a reply cut off in its reasoning), or ``None``.

        Args:
            cap: the output cap the reply was asked with (``llm_max_tokens``), named in the message.
        """
        if self.refusal:
            return f"the model refused to answer: {plain_line(self.refusal)[:300]}"
        if self.cut_off_reasoning:
            return (f"the model's reply was cut off at the output cap (llm_max_tokens={cap}, and once more at twice "
                    "that) while it was still reasoning, before it wrote an answer: raise llm_max_tokens, or set "
                    "llm_reasoning_effort = \"low\"")
        return None


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
    """A reply as a :class:`ModelReply`: a LlamaIndex ``ChatResponse`` (read from its raw OpenAI reply where
    there is one), or an OpenAI ``chat.completions`` reply itself, as an object or as decoded JSON.

    Args:
        response: what ``llm.chat`` returned, or the server's reply.
        keys: the keys the step's JSON object holds: when the content is empty and the
            reasoning field holds such an object (some servers put structured output
            there), that object is the answer.
    """
    raw = getattr(response, "raw", None)
    if raw is None and _field(response, "choices") is not None:
        raw = response
    choices = _field(raw, "choices") or []
    choice = choices[0] if choices else None
    message = _field(choice, "message")
    content = _field(message, "content")
    if content is None:
        content = getattr(getattr(response, "message", None), "content", None)
    content = content if isinstance(content, str) else ""
    reasoning = next((value for value in (_field(message, name) for name in REASONING_FIELDS) if value), "")
    reasoning = reasoning if isinstance(reasoning, str) else ""
    refusal = _field(message, "refusal") or ""
    finish = _field(choice, "finish_reason")
    opened = _UNCLOSED_THINK.match(content)
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


def final_text(text: str) -> str:
    """The part of a reply meant as the answer: a reasoning model's preamble and channel markers removed.

    Handles Harmony channels (the ``final`` channel's message is taken),
    ``<think>...</think>`` blocks (also an unclosed block ended by ``</think>``),
    and stray special tokens.
    """
    text = text or ""
    finals = _HARMONY_FINAL.findall(text)
    if finals:
        text = finals[-1]
    elif "<|channel|>" in text or "<|message|>" in text:
        # channels without a final one: keep the last message
        text = text.split("<|message|>")[-1]
    text = _THINK.sub(" ", text)
    text = _THROUGH_CLOSE.sub(" ", text)
    return _HARMONY_TOKEN.sub(" ", text).strip()


def parse_json_reply(text: str, keys: Sequence[str] = ()) -> dict:
    """The first JSON object in an LLM reply.

    Tolerates code fences, chatter before and after the object, a reasoning
    model's preamble (``<think>`` blocks) and Harmony channel markers (the
    ``final`` channel is read first): every ``{`` is tried in turn as the start
    of an object (at most :data:`MAX_STARTS`), and the first one that decodes
    to a JSON object wins. Whatever the reply holds, the only exception is
    :class:`LLMReplyError`: text nested deeper than :data:`~muonrag.core.text_hygiene.MAX_DEPTH` is refused
    unread, and numbers Python cannot hold fail as invalid JSON.

    Args:
        text: the reply.
        keys: when given, the first object holding all these keys wins (a
            reasoning preamble may quote other JSON, such as the schema).

    Raises:
        LLMReplyError: the reply holds no JSON object (with ``keys``: none with them).
    """
    raw = text or ""
    candidates = [final_text(raw)]
    if candidates[0] != raw:
        candidates.append(raw)
    last_error = None
    fallback = None
    decoder = json.JSONDecoder()
    for candidate in candidates:
        candidate = _FENCE.sub("", candidate)
        if nesting_depth(candidate) > MAX_DEPTH:
            last_error = f"nested deeper than {MAX_DEPTH} levels"
            continue
        position = candidate.find("{")
        for _start in range(MAX_STARTS):
            if position < 0:
                break
            try:
                value, _end = decoder.raw_decode(candidate, position)
            except (ValueError, RecursionError) as exc:  # JSONDecodeError; an integer of 5,000 digits
                last_error = getattr(exc, "msg", None) or str(exc)[:80] or type(exc).__name__
            else:
                if isinstance(value, dict):
                    if all(k in value for k in keys):
                        return value
                    fallback = fallback or value
            position = candidate.find("{", position + 1)
    if fallback is not None and keys:
        raise LLMReplyError(f"no JSON object with {', '.join(keys)} in the reply: {raw[:120]!r}")
    if last_error is not None:
        raise LLMReplyError(f"invalid JSON ({last_error}): {raw[:120]!r}")
    raise LLMReplyError(f"no JSON object in the reply: {raw[:120]!r}")
