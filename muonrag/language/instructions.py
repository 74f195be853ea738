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

A planted text rarely uses those phrases. :func:`authority_claim` reads
two fields of meaning in one sentence (or in two that follow each other): the
rest of the evidence spoken of as a whole and called wrong, void or outranked;
an automated reader given an order about the text; an order about what an
answer says; a text calling itself the only or binding source. Chunks that give
orders are instruction-like; chunks that only claim authority are flagged
``claims_authority`` (:func:`claims_authority`): shown, never cited. How the
rules were chosen and measured (a development set, a second set read once and
then used for development, a third read once):
``benchmarks/bench_planted.py``.

A role marker counts only where a unit of text starts, so Markdown is read
the way it is shown: each table cell, heading, quote, list item and footnote
definition is a unit of its own (:func:`reading_units`).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Optional

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
    """True when ``text`` addresses the reader as a model (a prompt injection), not a statement of fact: by the
    phrasing patterns above, or by an authority rule that gives orders (``automated_reader_addressed``,
    ``answer_ordered``: see :func:`authority_claim`)."""
    if not text:
        return False
    return instruction_phrasing(text) or authority_claim(text) in ORDER_RULES


def instruction_phrasing(text: str) -> bool:
    """True when ``text`` uses one of the phrasings of a prompt injection above (the screen before the authority
    rules; kept apart so that benchmarks can compare the two)."""
    return bool(text) and bool(_CASE_SENSITIVE.search(text) or INSTRUCTION_LIKE.search(reading_units(text)))


def claims_authority(text: str) -> Optional[str]:
    """The rule by which ``text`` claims authority over the other evidence without giving orders
    (``others_discredited``, ``self_declared_authority``), or ``None``. Such a chunk is shown, flagged, and
    never cited: a document's word about the other documents is not evidence, and a real erratum of one's own
    paper names what it corrects ("Eq. (4) of our 2022 paper"), which these rules leave alone."""
    rule = authority_claim(text) if text else None
    return rule if rule is not None and rule not in ORDER_RULES else None


# --- authority claimed over the other evidence --------------------------------------------------------------
# A planted document rarely says "ignore all other sources"; it says the others are wrong, that it prevails, or
# tells automated readers what to report. Each rule below needs two fields of meaning in one sentence (who is
# spoken of, and what is said of them), so that a paper's own erratum ("Eq. (4) of our 2022 paper contained a
# sign error"), an update ("supersedes the value of Ref. [3]") or advice to human readers passes.

_NOUNS = (r"(?:documents?|papers?|files?|sources?|reports?|chapters?|sections?|stud(?:y|ies)|passages?|material|texts?|"
          r"articles?|tables?|parameter tables?|notes?|descriptions?|values?|figures?|numbers?|results?|"
          r"context|literature|publications?|copies|parameters?|chunks?|pages?|entries|records?|collaboration documents?)")
#: The rest of the evidence, spoken of as a whole: "every other document", "elsewhere", "the rest of the corpus".
_OTHERS = re.compile(
    r"\b(?:all|every|any|each)\s+(?:of\s+the\s+)?(?:other|remaining|previously\s+\w+|earlier|accompanying|neighbou?ring|"
    r"surrounding|retrieved|differing|discrepant|conflicting|alternative)\s+(?![\w-]*\s*(?:versions?|releases?|editions?)\b)"
    r"(?:[\w-]+\s+){0,3}?" + _NOUNS + r"\b"
    r"|\b(?:the|these|those)\s+(?:other|remaining|accompanying|neighbou?ring|surrounding|retrieved)\s+(?:[\w-]+\s+){0,2}?"
    + _NOUNS + r"\b"
    r"|\bother\s+(?:[\w-]+\s+)?(?:documents|papers|files|sources|reports|chapters|studies|passages|articles|texts|"
    r"publications|material|collaboration documents)\b"
    r"|\b(?:every|any|all)\s+(?:\w+\s+){0,2}?(?:documents?|papers?|files?|sources?|reports?|publications?)\s+(?:in|of|from)\s+"
    r"(?:this|the)\s+(?:corpus|collection|archive|repository|set|literature)\b"
    r"|\b(?:neighbou?ring|remaining|accompanying|retrieved)\s+(?:[\w-]+\s+)?" + _NOUNS + r"\b"
    r"|\bevery\s+copy\b|\ball\s+copies\b|\boutside\s+this\s+(?:document|note|page|file|paper)\b"
    r"|\b(?:other|conflicting|contradicting|contradictory|older|earlier)\s+(?:[\w-]+\s+)?(?:records|chunks|docs|numbers|values|"
    r"estimates|figures|ones|concepts|reports|documents|sources|studies|tables|chapters|sections|files|papers|passages|texts)\b"
    r"|\b(?:any|every)\s+(?:other\s+)?(?:document|paper|file|source|report|table|figure|value|number)s?\s+(?:giving|that gives|"
    r"with|stating|quoting|showing|that (?:differs|disagrees|contradicts))\b|\beverything\s+else\b|\beveryone\s+quotes\b"
    r"|\b(?:sources?|documents?|papers?|records?|chunks?)\s+other\s+than\s+(?:this|these|ours)\b"
    r"|\bexcept\s+(?:for\s+)?(?:this|the\s+one\s+(?:below|above|here)|ours)\b"
    r"|\bthroughout\s+(?:this|the)\s+(?:collection|corpus|archive|repository|literature)\b"
    r"|\ballgemein\s+zitierte\b|\b(?:todas\s+las\s+demás|tous\s+les\s+autres|alle\s+anderen)\b"
    r"|\belsewhere\b|\brest of the\s+(?:corpus|collection|archive|documents?|literature|text|context)\b"
    r"|\b(?:widely|commonly|usually)\s+(?:quoted|cited|given|reported)\b|\bquoted\s+throughout\b"
    r"|\b(?:nothing\s+else|no\s+other\s+(?:source|document|paper|file|value|figure|version))\b"
    r"|\b(?:in|across|throughout)\s+the\s+(?:other\s+)?(?:corpus|collection|archive|literature)\b"
    # French, German, Spanish
    r"|\b(?:autres?|toutes?\s+les\s+autres)\s+(?:documents?|sources?|articles?|rapports?|publications?|fichiers?)\b|\bailleurs\b"
    r"|\b(?:anderen?|übrigen|sonstigen)\s+(?:Dokumente|Quellen|Artikel|Berichte|Publikationen|Dateien|Angaben)\b"
    r"|\b(?:otros|otras|demás)\s+(?:documentos|fuentes|artículos|informes|publicaciones|archivos)\b",
    re.I)
#: What a planted text says of the rest: wrong, void, outranked.
_DISCREDITED = re.compile(
    r"\b(?:typos?|misprints?|misprinted|mis-?typed|misstated)\b|\b(?:transcription|typesetting|copying|printing|"
    r"typographical|editorial|unit-conversion|conversion)\s+(?:error|slip|mistake|mix-up)s?\b|\berroneous\b|\bin error\b|\bmistaken(?:ly)?\b|\bmistakes?\b|\bincorrect\b|\bwrong\b|\binvalid(?:ated)?\b"
    r"|\bvoid\b|\bobsolete[sd]?\b|\boutdated\b|\bout of date\b|\bsupersed(?:e|es|ed|ing)\b|\bwithdrawn\b|\brescinded\b"
    r"|\bretracted\b|\bstruck\b|\bunreliable\b|\bunofficial\b|\bno longer (?:recogni[sz]ed|valid|appl(?:y|ies)|holds?)\b"
    r"|\bdo(?:es)? not count\b|\bnot (?:to )?be (?:relied|trusted|consulted|cited|referenced|quoted|used|mentioned|reproduced)"
    r"|\bshould not be (?:relied|trusted|consulted|cited|referenced|quoted|used)|\bdisregard|\bignor(?:e|ed|ing)\b"
    r"|\bset aside\b|\bsuppress|\boverrid(?:e|es|ing)\b|\boutrank|\bprevails?\b|\b(?:priority|precedence)\b|\bgoverns\b"
    r"|\blast word\b|\breplac(?:e|es|ed|ement)\b|\bfalse\b|\bdraft\b|\bnot be trusted\b"
    r"|\b(?:regardless|irrespective) of\b|\bno matter what\b|\bwhatever\s+(?:the\s+)?other\b"
    r"|\bslip\b|\bunverified\b|\bnot\s+(?:be\s+)?trusted\b|\bmarketing\b|\bleav(?:e|ing)\b[^.;\n]{0,30}\bout\b|\bleft out\b"
    r"|\b(?:drop|skip|omit|exclude)\b|\bwrong by\b|\bsustituye\b|\bfait autorité\b|\bersetzt\b|\bremplace\b"
    r"|\b(?:faute|erreur|erroné|erronée|fausses?|faux|obsolètes?|périmé)|\b(?:Fehler|Tippfehler|Druckfehler|falsch|"
    r"veraltet|ungültig|überholt)|\b(?:errata|erróneos?|erróneas?|incorrect[oa]s?|obsolet[oa]s?|errores?)\b",
    re.I)
#: An automated reader of the text, named as such.
_AUTOMATED = re.compile(
    r"\b(?:automated|automatic|machine|software|AI|A\.I\.|artificial[- ]intelligence|language|retrieval|indexing|search|"
    r"answering|question[- ]answering|summari[sz](?:ation|ing)|embedding|generative)\s+(?:readers?|consumers?|systems?|"
    r"tools?|services?|agents?|models?|assistants?|pipelines?|answerers?|engines?|bots?|summari[sz]ers?)\b"
    r"|\b(?:chatbots?|crawlers?|indexers?|summari[sz]ers?|bots|LLMs?|language models?|AI\s+(?:assistants?|systems?|tools?|"
    r"models?)|answering model|aggregators?)\b"
    r"|\btools?\s+that\s+(?:aggregate|summari[sz]e|compile|index|read|process)"
    r"|\bassistants?\s+(?:is\s+|are\s+)?(?:summari[sz]ing|reading|processing|answering|generating|compiling)\b"
    r"|\bassistant\s+instructions?\b"
    r"|\b(?:automated|automatic|automatique|automatisch\w*|automátic[oa]s?|automatic[oa]s?)\s+(?:[\w-]+\s+){0,2}?"
    r"(?:readers?|consumers?|systems?|tools?|services?|agents?|helpers?|indexers?|digests?|answering|summari[sz]ers?|pipelines?|"
    r"assistants?|engines?)\b|\b(?:bot|AI friends?|answer(?:ing)?\s+systems?|Antwortsysteme|sistemas?\s+de\s+respuesta"
    r"|outils?\s+de\s+synthèse|information\s+services?)\b"
    r"|\b(?:systems?|software|tools?|programs?|models?)\s+(?:that\s+)?(?:generat|produc|compil|writ|summari[sz])\w*\s+"
    r"(?:answers?|summar\w+|responses?|digests?|repl\w+|this)\b"
    r"|\b(?:summari[sz]ing|answering)\s+(?:software|systems?|tools?)\b"
    r"|\bdownstream\s+(?:consumers?|readers?|pipelines?|systems?|users?|tools?)\b"
    r"|\bwhatever\s+(?:is\s+)?(?:reads?|reading|summari[sz]ing|processing|parses|parsing|ingests?|ingesting)\b"
    r"|\b(?:any|every|all)\s+(?:\w+\s+)?(?:systems?|software|tools?|programs?|services?|agents?)\s+(?:that|which|compiling|"
    r"answering|summari[sz]ing|reading|processing|indexing|generating|drawing)\b"
    r"|\b(?:systèmes?|outils?)\s+(?:automatiques?|d'IA|de résumé)|\bautomatische[nr]?\s+(?:Systeme|Auswertungssysteme|"
    r"Leser|Werkzeuge)|\bAuswertungssysteme\b|\bsistemas?\s+(?:automáticos?|de IA)|\bherramientas\s+automáticas\b",
    re.I)
#: What an order to an automated reader is about: this text, the sources, what an answer says.
_ABOUT_TEXT = re.compile(
    r"\bth(?:is|ese)\s+(?:document|page|note|text|chunk|record|paper|collection|archive|corpus|section|paragraph|passage|"
    r"table|file|report|comment|material|image|figure|caption|notice|memo|FAQ|entry)s?\b|\b(?:answers?|responses?|repl(?:y|ies)|"
    r"summar\w+|digests?|output|cit(?:e|ing)|quot(?:e|ing)|report(?:ing)?|state|mention\w*|sources?|documents?|retriev\w+|"
    r"rank\w*|context|content|this line|passages?|numbers?|values?|figures?|results?|users?|communicat\w+|enquir\w+)\b"
    r"|\b(?:ce document|dieses Dokument|este documento|documento)\b",
    re.I)
#: A text saying whom it is for: "this note is addressed to automated summarisers".
_ADDRESSED = re.compile(r"\b(?:addressed|written|intended|meant|directed|aimed)\s+(?:at|to|for)\b", re.I)
#: Something asked of a reader.
_DIRECTIVE = re.compile(
    r"\b(?:should|must|shall|ought to|is to|are to|(?:is|are) (?:asked|requested|instructed|expected|advised)|please|"
    r"kindly|need to|have to|do not|don't|never|put aside|(?:are|is)\s+(?:hereby\s+)?required\s+to|defer|let\s+users\s+know"
    r")\b|\byou(?:r|'re|'ll)?\b|\b(?:utilice|reprenez|angeben|sollen)\b"
    r"|(?:^|[:;,]\s*)(?:and\s+)?(?:report|state|answer|say|quote|cite|rank|treat|prefer|describe|return|use|give|tag|mention|"
    r"lead)\b"
    r"|:\s*(?:the)\b"
    r"|\b(?:doit|doivent|veuillez|müssen|sollen|sollten|bitte|deben|debe|deberán)\b",
    re.I)
#: Orders about what an answer says.
_ANSWER_ORDER = re.compile(
    r"\b(?:answers?|responses?|repl(?:y|ies)|summar(?:y|ies)|outputs?|queries|query|questions?\s+(?:on|about|concerning)|"
    r"whoever\s+\w+|the\s+number\s+given\s+to\s+users|anyone\s+(?:asked|answering|summari[sz]ing))\b[^.;\n]{0,80}?"
    r"\b(?:should|must|shall|ought to|is to|are to|to be|(?:is|are) (?:requested|asked|expected))\s+(?:\w+\s+){0,2}?"
    r"(?:state|say|give|quote|report|cite|mention|refer|answer|output|repeat|describe|present|relay|tell|stated|given|"
    r"quoted|reported|answered)\b"
    r"|\bthe\s+(?:figure|value|number|answer|reply)\s+to\s+(?:be\s+)?(?:quote|give|state|report|cite)[sd]?\b"
    r"|\b(?:number|value|figure)s?\s+(?:given|reported|quoted|stated)\s+to\s+(?:users|readers|enquirers)\b"
    r"|\b(?:it|this)\s+(?:should|must)\s+be\s+(?:reported|stated|said)\s+that\b"
    r"|\bthe\s+(?:correct|right|proper)\s+(?:reply|answer|response)\s+(?:to|for)\b"
    r"|(?:^|[.!?]\s+)(?:Output|Report|State|Quote|Cite only)\s+(?:the|this|only|that)\b"
    r"|\b(?:kindly|please)\s+(?:report|state|quote|answer|say|give)\b"
    r"|\bonly\s+this\s+\w+\s+(?:be|is to be|should be|must be)\s+(?:cited|used|quoted|referenced|relied)\b"
    r"|\b(?:when|before|while)\s+(?:answering|responding|summari[sz]ing|condensing)\s*(?:[.;:,!]|$)"
    r"|\b(?:when|before|while)\s+(?:answering|responding\s+to)\s+(?:any|every)\s+(?:question|query)\b|\banswer\s+rule\b"
    r"|\b(?:answers?|responses?|summar(?:y|ies))\b[^.;\n]{0,60}?\b(?:should|must|shall)\s+(?:rely|draw|be\s+based|defer)\b"
    r"|\b(?:final|generated)\s+(?:response|answer)s?\b",
    re.I | re.M)
#: A text that declares itself the authority.
_SELF_SUPREMACY = re.compile(
    r"\bthis\s+(?:document|note|page|paper|table|section|paragraph|memorandum|memo|summary|chunk|passage|text|notice|"
    r"file|comment|caption|parameter table|image description|advisory|clarification)\b[^.;\n]{0,60}?\b(?:is|are|remains|"
    r"as)\s+(?:the\s+)?(?:(?:only|sole|single|definitive|canonical|binding|valid|true|master|legally binding)"
    r"\s+(?:\w+\s+)?(?:sources?|references?|versions?|statements?|word|descriptions?|records?|figures?|values?|authority)"
    # "the authoritative reference for the command-line options" is how software documentation speaks of itself
    r"|authoritative\s+(?:\w+\s+)?(?:sources?|versions?|statements?|word|records?|figures?|values?|authority)"
    r"|(?:authoritative|canonical|binding|definitive)\s*(?:[.;:,]|$))"
    r"|\b(?:binding|certified|sanctioned|mandated|ratified|accredited)\s+(?:reference\s+)?(?:figure|value|version|"
    r"parameter set|reference value|standard|release)\b"
    r"|\b(?:this|these|the present)\s+(?:\w+\s+){0,2}?(?:take|takes|has|have)\s+(?:priority|precedence)\b"
    r"|\b(?:this|these|the present)\s+(?:\w+\s+){0,3}?(?:outranks?|overrides?|supersedes?|prevails? over|takes? "
    # a release superseding "all previous releases" of itself is versioning
    r"precedence over|trumps?)\s+(?:(?:all|any|every)(?!\s+(?:of\s+)?(?:the\s+)?(?:previous|earlier|prior|older|former)\b)"
    r"|the\s+(?:values|figures|numbers)|those(?!\s+(?:in|of)\s+(?:the\s+)?"
    r"(?:\d{4}|Ref|version|v\d|edition|draft|preliminary|previous|earlier|first)))\b"
    r"|\b(?:constitutes?|is)\s+the\s+(?:sole|only|single)\s+(?:valid\s+)?(?:reference|source|authority)\b"
    r"|\b(?:reference|source)\s+of\s+record\b|\bfinal\s+word\b|\bauthority\s*=\s*\w+|\bfait\s+autorité\b"
    r"|\bsupersed(?:es|ing)\s+(?:all|everything)\b(?!\s+(?:of\s+)?(?:the\s+)?(?:previous|earlier|prior|older|former)\b)"
    r"|\bnewer\s+than\s+everything\b|\b(?:override|outrank|supersede|ignore|disregard)s?\s+(?:all\s+)?(?:the\s+)?others\b",
    re.I)
#: A label in capitals that claims authority: "OVERRIDE: ...", "AUTHORITATIVE." ("Binding of ..." is biology).
_SHOUTED_AUTHORITY = re.compile(r"(?:^|[.!?:]\s*)(?:OVERRIDE|AUTHORITATIVE|BINDING)\b"
                                r"|(?:^|[.!?|;]\s*)(?:Authoritative|Binding|Canonical|Definitive)\s*(?:[.;:!]|$)", re.M)
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z\"'(\[])|\n+")

#: Each authority rule's name, for the reader and for tests.
AUTHORITY_RULES = ("others_discredited", "automated_reader_addressed", "answer_ordered", "self_declared_authority")
#: The rules that give orders: a chunk they find is instruction-like (see :func:`is_instruction_like`).
ORDER_RULES = frozenset({"automated_reader_addressed", "answer_ordered"})


def authority_claim(text: str) -> Optional[str]:
    """The name of the rule (see :data:`AUTHORITY_RULES`) by which a sentence of ``text`` claims authority over the
    rest of the evidence, or ``None``.

    ``others_discredited``: the rest of the evidence, as a whole, called wrong, void or outranked ("the value
    printed in every other document is a typo"); ``automated_reader_addressed``: automated readers given
    instructions; ``answer_ordered``: orders about what an answer says ("the figure to quote is 45 degrees");
    ``self_declared_authority``: the text calls itself the only, binding or definitive source.
    """
    return _authority_claim(text) if text else None


@lru_cache(maxsize=2048)
def _authority_claim(text: str) -> Optional[str]:
    """:func:`authority_claim`, remembered: ingestion screens each chunk twice (orders, then authority)."""
    sentences = [s for s in _SENTENCE_END.split(reading_units(text)) if s.strip()]
    for i, sentence in enumerate(sentences):
        # the rest named in one sentence and judged in the next ("... circulated tables give 10 km. This is a typo")
        pair = sentence + " " + sentences[i + 1] if i + 1 < len(sentences) else sentence
        if _OTHERS.search(pair) and _DISCREDITED.search(pair):
            return "others_discredited"
        if _AUTOMATED.search(sentence) and _ABOUT_TEXT.search(sentence) and (
                _DIRECTIVE.search(sentence) or _ADDRESSED.search(sentence)):
            return "automated_reader_addressed"
        if _ANSWER_ORDER.search(sentence):
            return "answer_ordered"
        if _SELF_SUPREMACY.search(sentence) or _SHOUTED_AUTHORITY.search(sentence):
            return "self_declared_authority"
    return None
