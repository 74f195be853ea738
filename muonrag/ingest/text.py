"""Bytes to text: encodings, text that is not text, and windows over very large texts."""

from __future__ import annotations

import codecs
import re

from muonrag.errors import LoaderError

#: Longest stretch of text chunked in one piece; larger texts are cut at paragraph or line ends.
WINDOW_CHARS = 200_000
#: Share of control characters above which decoded bytes are not text.
MAX_CONTROL_SHARE = 0.01
_BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32"), (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF16_LE, "utf-16"), (codecs.BOM_UTF16_BE, "utf-16"),
    (codecs.BOM_UTF8, "utf-8-sig"),
)
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0e-\x1f\x7f-\x9f\ufffd]")


def decode_text(raw: bytes) -> str:
    """Decode a text file: a byte-order mark (UTF-8, UTF-16, UTF-32) wins, then UTF-8, Windows-1252, Latin-1.

    Raises:
        LoaderError: the bytes are not text (NUL bytes, or more than 1% control characters).
    """
    encoding = next((name for bom, name in _BOMS if raw.startswith(bom)), None)
    if encoding is not None:
        try:
            text = raw.decode(encoding)
        except UnicodeDecodeError as exc:
            raise LoaderError(f"not valid {encoding.upper()} although it starts with its byte-order mark ({exc.reason})") from None
    elif b"\x00" in raw[:8192]:
        raise LoaderError("binary content in a text file (NUL bytes)")
    else:
        for candidate in ("utf-8", "cp1252", "latin-1"):  # latin-1 decodes any bytes
            try:
                text = raw.decode(candidate)
                break
            except UnicodeDecodeError:
                continue
    sample = text[:200_000]
    controls = len(_CONTROL.findall(sample))
    if sample and controls / len(sample) > MAX_CONTROL_SHARE:
        raise LoaderError(f"not text: {100 * controls / len(sample):.0f}% control characters (binary data under a text name?)")
    return text


def windows(text: str, size: int = WINDOW_CHARS) -> list[str]:
    """``text`` cut into pieces of at most ``size`` characters, at paragraph, line or word ends.

    Chunking, and the sentence splitter under it, then never holds more than one
    window of a very large file at a time.
    """
    if len(text) <= size:
        return [text]
    out = []
    start = 0
    while start < len(text):
        end = min(start + size, len(text))
        if end < len(text):
            for separator in ("\n\n", "\n", " "):
                cut = text.rfind(separator, start + size // 2, end)
                if cut > start:
                    end = cut + len(separator)
                    break
        out.append(text[start:end])
        start = end
    return out
