"""The JSON object (or the final text) in an LLM reply, found robustly."""

from __future__ import annotations

import json
import re
from typing import Sequence

from muonrag.errors import LLMReplyError

_FENCE = re.compile(r"```(?:json|JSON)?")
# Harmony (gpt-oss): <|channel|>analysis<|message|>...<|end|><|start|>assistant<|channel|>final<|message|>...
_HARMONY_FINAL = re.compile(r"<\|channel\|>\s*final\s*(?:<\|constrain\|>\s*\w+\s*)?<\|message\|>(.*?)(?:<\|(?:end|return|call)\|>|$)", re.S)
_HARMONY_TOKEN = re.compile(r"<\|[a-z_]{2,20}\|>")
_THINK = re.compile(r"<(think|thinking|reasoning|analysis)>.*?</\1>", re.S | re.I)
_OPEN_THINK = re.compile(r"^.*</(?:think|thinking|reasoning|analysis)>", re.S | re.I)


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
    text = _OPEN_THINK.sub(" ", text)
    return _HARMONY_TOKEN.sub(" ", text).strip()


def parse_json_reply(text: str, keys: Sequence[str] = ()) -> dict:
    """The first JSON object in an LLM reply.

    Tolerates code fences, chatter before and after the object, a reasoning
    model's preamble (``<think>`` blocks) and Harmony channel markers (the
    ``final`` channel is read first): every ``{`` is tried in turn as the start
    of an object, and the first one that decodes to a JSON object wins.

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
        position = candidate.find("{")
        while position >= 0:
            try:
                value, _end = decoder.raw_decode(candidate, position)
            except json.JSONDecodeError as exc:
                last_error = exc
            else:
                if isinstance(value, dict):
                    if all(k in value for k in keys):
                        return value
                    fallback = fallback or value
            position = candidate.find("{", position + 1)
    if fallback is not None and keys:
        raise LLMReplyError(f"no JSON object with {', '.join(keys)} in the reply: {raw[:120]!r}")
    if last_error is not None:
        raise LLMReplyError(f"invalid JSON ({last_error.msg}): {raw[:120]!r}")
    raise LLMReplyError(f"no JSON object in the reply: {raw[:120]!r}")
