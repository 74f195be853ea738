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
# a JSON string (unterminated to the end of the text), or a bracket
_JSON_TOKEN = re.compile(r'"(?:[^"\\]+|\\.)*"?|[\[\]{}]', re.S)

#: Deepest nesting of objects and arrays read from a reply; deeper is refused unread (the decoder recurses per level).
MAX_DEPTH = 64
#: Starts of an object tried per reply: each try may read to the end of the reply.
MAX_STARTS = 256


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


def nesting_depth(text: str) -> int:
    """The deepest nesting of ``{`` and ``[`` in ``text``, outside JSON strings.

    Scanned before decoding: a reply nested 100,000 levels deep would exhaust
    the decoder's recursion instead of failing as invalid JSON.
    """
    depth = deepest = 0
    for match in _JSON_TOKEN.finditer(text):
        token = match.group(0)
        if token in ("{", "["):
            depth += 1
            deepest = max(deepest, depth)
        elif token in ("}", "]"):
            depth = max(depth - 1, 0)
    return deepest


def parse_json_reply(text: str, keys: Sequence[str] = ()) -> dict:
    """The first JSON object in an LLM reply.

    Tolerates code fences, chatter before and after the object, a reasoning
    model's preamble (``<think>`` blocks) and Harmony channel markers (the
    ``final`` channel is read first): every ``{`` is tried in turn as the start
    of an object (at most :data:`MAX_STARTS`), and the first one that decodes
    to a JSON object wins. Whatever the reply holds, the only exception is
    :class:`LLMReplyError`: text nested deeper than :data:`MAX_DEPTH` is refused
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
