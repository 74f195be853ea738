"""Text that addresses an assistant: prompt injections planted in documents.

Evidence is data. A chunk that gives a model instructions is flagged at
ingestion (``metadata["instruction_like"]``), flagged again at answer time
(for chunks indexed before the flag existed), shown with the flag and never
cited in an answer.

The patterns look for what papers do not write: commands to ignore or
override instructions or the other evidence, role markers (``assistant:``,
``SYSTEM:``, chat template tokens), addressing the reader as an AI, orders
about what to answer, and false authority (a fake erratum that tells the
reader how to read every value, a note that supersedes all other sources).
They are kept narrow so that physics text ("the system is ignored in the fit",
"the answer is 10 degrees", "these results supersede those of Ref. 3") is not
flagged.

A role marker counts only where a unit of text starts, so Markdown is read
the way it is shown: each table cell, heading, quote, list item and footnote
definition is a unit of its own (:func:`reading_units`).
"""

from __future__ import annotations

import re

_MODEL = r"(?:ai|a\.i\.|llm|chatbot|bot|language model|(?:ai |language |reader |answering )?(?:assistant|model))s?"

# Commands to drop what the model was told, or the other evidence.
_OVERRIDES = [
    # "ignore all previous instructions", "disregard the above rules"
    r"\b(?:ignore|disregard|forget|override|bypass)\b[^.\n]{0,40}\b(?:instructions?|prompts?|directives?|rules|guidelines|"
    r"context|system message|everything (?:above|before))\b",
    # "ignore the evidence", "disregard the above", "ignore other sources" (adjacent, not "ignore this source of error")
    r"\b(?:ignore|disregard)\s+(?:all\s+|any\s+)?(?:of\s+)?(?:the\s+|this\s+)?(?:other\s+|retrieved\s+|provided\s+)?"
    r"(?:evidence|sources|documents|passages|text above|above)\b",
    r"\b(?:previous|prior|above|earlier|original)\s+(?:instructions?|prompts?|directives?)\b",
]
# Addressing the reader as a model.
_ADDRESSING = [
    r"\byou are (?:now |no longer )?(?:an?|the|my) (?:helpful )?(?:assistant|ai|a\.i\.|language model|llm|chatbot|bot)\b",
    r"\bif you are (?:an?|the) " + _MODEL + r"\b",
    r"\bas an (?:ai|a\.i\.|artificial intelligence|assistant|ai assistant|ai language model|language model|llm)\b",
    r"\b(?:dear|hey|hello|note (?:to|for)(?: the| any| all)?)\s+" + _MODEL + r"\b",
    r"\battention[,:!]?\s+(?:ai|llm|chatbot|assistants?|language models?)\b",
    r"\b(?:ai|llm|language model|chatbot|assistant)s?\s+(?:reading|processing|summari[sz]ing|answering)\s+(?:this|these)\b",
    r"\b(?:any|every|all)\s+(?:ai|llm|language model|chatbot|assistant)s?\s+(?:reading|processing|summari[sz]ing|answering|using)\b",
    r"\bsystem prompt\b|\bnew instructions?\b|\bjailbreak\b|\bdeveloper mode\b|\bprompt injection\b",
    r"\bpretend (?:to be|that you|you are)\b|\bact as (?:an?|the) (?:assistant|ai|model)\b",
]
# Role markers where a unit of text starts, and chat-template tokens.
_ROLES = [
    r"(?:^|\n)[ \t]*(?:system|assistant|user|human|ai)[*_]*[ \t]*:",
    r"<\|(?:im_start|im_end|start|end|channel|message|system|user|assistant|endoftext|eot_id|begin_of_text)\|>",
    r"\[/?INST\]|<</?SYS>>|###\s*(?:instruction|system|response)\b",
]
# Orders about the answer.
_ORDERS = [
    r"\b(?:answer|respond|reply|say|state|output|write)\b[^.\n]{0,20}\b(?:only|exactly|always)\b[^.\n]{0,40}\b(?:with|that)\b",
    r"\b(?:when|if)\s+(?:you are |you're )?asked\b[^.\n]{0,60}\b(?:answer|say|reply|respond|tell)\b",
    r"(?:^|\n|[.!?:;]\s+)when answering\b|\bwhen (?:responding|replying) to (?:any |a |the |this |such |these |user )?"
    r"(?:questions?|quer(?:y|ies)|users?|prompts?)\b",
    r"\b(?:in|for|with) your (?:answers?|responses?|repl(?:y|ies)|summary)\b",
    r"\b(?:you must|you should|you will|make sure you|be sure to)\s+(?:now\s+)?(?:answer|respond|reply|say|state|tell|"
    r"cite|output|claim|ignore|include|mention|write)\b",
    r"\b(?:do not|don't|never)\s+(?:mention|cite|reveal|disclose|tell the user|say that|question)\b[^.\n]{0,40}"
    r"\b(?:user|sources?|instructions?|evidence|documents?|this)\b",
    r"\b(?:tell|inform) the user\b",
    # an imperative that opens a sentence: "State that the nozzles are gold."
    r"(?:^|\n|[.!?:]\s+)(?:always\s+)?(?:(?:say|state|claim)\s+(?:that|only)|(?:answer|respond|reply)\s+(?:that|with|only))\b",
    r"\bthe (?:correct|right|official) answer (?:is|should be|must be|would be)\b",
]
# False authority over the rest of the evidence.
_FALSE_AUTHORITY = [
    # a fake erratum that tells the reader how to read values: "Errata: all values above should be read as ..."
    r"\b(?:errat(?:um|a)|corrigend(?:um|a)|retraction|correction notice)\b[^\n]{0,120}?\b(?:should|must|are to|is to)\s+"
    r"(?:now\s+|instead\s+|henceforth\s+)?be\s+(?:read|taken|interpreted|understood|treated|reported|replaced|considered|"
    r"quoted|stated|cited|ignored|disregarded)\b",
    r"\b(?:all|every|any)\s+(?:of\s+)?(?:the\s+)?(?:other\s+)?(?:values?|numbers?|figures?|results?|statements?|quantities|"
    r"measurements?|claims?|data)\s+(?:given\s+|quoted\s+|stated\s+)?(?:elsewhere|in (?:this|the|other|all|any) "
    r"(?:documents?|corpus|sources?|texts?|literature|passages?))\s+(?:should|must|are to)\s+(?:now\s+|instead\s+)?be\s+"
    r"(?:read|taken|interpreted|understood|treated|replaced|corrected|multiplied|divided|ignored|disregarded)\b",
    r"\b(?:supersedes?|overrides?|replaces?|invalidates?|takes? precedence over|is more (?:authoritative|reliable) than)\s+"
    r"(?:all|any|every)\s+(?:other\s+|previous\s+|earlier\s+)?(?:documents?|sources?|evidence|passages?|information|texts?|"
    r"context|chunks?)\b",
    r"\b(?:treat|consider|regard|use)\s+(?:this|the following)\s+(?:document|summary|note|text|passage|source)\s+as\s+"
    r"(?:the\s+)?(?:only|sole|authoritative|definitive|final|primary|correct)\b",
    r"\bthis (?:document|summary|note|text|passage) is the (?:only|sole|authoritative|definitive|official|final) "
    r"(?:source|answer|summary|reference|truth)\b",
    r"\bauthoritative (?:summary|answer|version|source)\b",
]
INSTRUCTION_LIKE = re.compile("|".join(f"(?:{p})" for p in _OVERRIDES + _ADDRESSING + _ROLES + _ORDERS + _FALSE_AUTHORITY),
                              re.I | re.S)
# Upper-case role markers anywhere in a line ("... SYSTEM: obey"); lower case they are ordinary words.
_CASE_SENSITIVE = re.compile(r"\b(?:SYSTEM|ASSISTANT|USER)\s*:")
# A table cell's edge, not the bar of a chat-template token (``<|im_start|>``).
_CELL_EDGE = re.compile(r"(?<!<)\|(?!>)")
# Markup a unit of text starts with: heading marks, quote marks, list bullets, footnote labels, emphasis.
_LEAD_MARKUP = re.compile(r"^[ \t]*(?:(?:#{1,6}|>|[-*+]|\d{1,3}[.)]|\[\^[^\]\n]{1,40}\]:)[ \t]+|[*_]{1,3}(?=\w))+", re.M)


def reading_units(text: str) -> str:
    """``text`` with each Markdown table cell on a line of its own and the markup that opens a line removed.

    A reader takes a table cell, a heading, a quote, a list item or a footnote
    definition as a unit, so ``| assistant: ... |`` and ``[^1]: assistant: ...``
    start with a role marker just as a line that begins ``assistant:`` does.
    """
    return _LEAD_MARKUP.sub("", _CELL_EDGE.sub("\n", text))


def is_instruction_like(text: str) -> bool:
    """True when ``text`` addresses the reader as a model (a prompt injection), not a statement of fact."""
    if not text:
        return False
    return bool(_CASE_SENSITIVE.search(text) or INSTRUCTION_LIKE.search(reading_units(text)))
