"""The JSON object in an LLM reply, found robustly."""

from __future__ import annotations

import json
import re

from muonrag.errors import LLMReplyError

_FENCE = re.compile(r"```(?:json)?")


def parse_json_reply(text: str) -> dict:
    """The first JSON object in an LLM reply.

    Tolerates code fences, chatter before and after the object, and a reasoning
    model's preamble or channel markers: every ``{`` is tried in turn as the start
    of an object, and the first one that decodes to a JSON object wins.

    Raises:
        LLMReplyError: the reply holds no JSON object.
    """
    text = _FENCE.sub("", text or "")
    decoder = json.JSONDecoder()
    position = text.find("{")
    last_error = None
    while position >= 0:
        try:
            value, _end = decoder.raw_decode(text, position)
        except json.JSONDecodeError as exc:
            last_error = exc
        else:
            if isinstance(value, dict):
                return value
        position = text.find("{", position + 1)
    if last_error is not None:
        raise LLMReplyError(f"invalid JSON ({last_error.msg}): {text[:120]!r}")
    raise LLMReplyError(f"no JSON object in the reply: {text[:120]!r}")
