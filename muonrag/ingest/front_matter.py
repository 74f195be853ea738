"""A paper's bibliographic metadata read from its front matter, each field with where it came from.

The front matter is what a paper prints before its abstract or first section:
identifier and report-number lines, a journal or conference line, the title, the
authors with their affiliations, dates. Converters write it as headings
(``# Title``, ``## Title``), bold paragraphs or plain lines, with footnote marks
and superscripts glued to names, and the arXiv margin stamp as a line or as one
character a line. :func:`read_front_matter` classifies each line by what it is
and only then picks the title, so a title is never an author line, a report
number, an affiliation, a label ("Article (invited)") or a section heading.

Fields and their provenance (``FrontMatter.provenance``):

- **title**: the first front-matter heading that reads as a title (two
  headings in a row at one level are one title broken in two), else the first
  run of title lines before the authors; footnote marks are removed, exponents
  after units kept (``A/mm²``), words a converter ran together in capitals split.
- **authors**: the name lines after the title (``V. I. Telnov,``,
  ``N.V. Mokhov, Y.I. Alexahin, FNAL, Batavia``: the places are left out), or a
  collaboration ("The CMS Collaboration") when no person is named.
- **year**: the year of the work as the paper prints it: a conference line,
  a date line ("Dated: ...", "March 2011"), a publication date; a report
  number's year after these; the arXiv stamp's date or identifier last.
- **arxiv_id** with its archive for old-style identifiers (``cond-mat/0607345``),
  **doi** and **report_numbers**.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Iterable, Optional

#: Old-style arXiv archives, longest first so that ``cond-mat`` is never read as ``mat``.
ARCHIVES = sorted(
    ("acc-phys adap-org alg-geom ao-sci astro-ph atom-ph bayes-an chao-dyn chem-ph cmp-lg comp-gas cond-mat cs dg-ga "
     "funct-an gr-qc hep-ex hep-lat hep-ph hep-th math math-ph mtrl-th nlin nucl-ex nucl-th patt-sol physics "
     "plasm-ph q-alg q-bio q-fin quant-ph solv-int supr-con stat").split(), key=len, reverse=True)
_ARCHIVE = "|".join(re.escape(a) for a in ARCHIVES)
NEW_ID = re.compile(r"(?<![\d.])(\d{2}(?:0[1-9]|1[0-2])\.\d{4,5})(v\d+)?(?!\d)")
OLD_ID = re.compile(rf"(?<![A-Za-z-])({_ARCHIVE})(?:\.[A-Z]{{2}})?[/_]?(\d{{7}})(v\d+)?(?!\d)")
#: An arXiv stamp: the identifier (group 1), its primary class in brackets (group 2), the date (group 3).
STAMP = re.compile(rf"arXiv\s*:\s*(\d{{4}}\.\d{{4,5}}(?:v\d+)?|(?:{_ARCHIVE})(?:\.[A-Z]{{2}})?/\d{{7}}(?:v\d+)?)"
                    r"\s*(?:\[\s*([\w.\- ]+?)\s*\])?\s*(\d{1,2}\s+[A-Z][a-z]{2}\s+\d{4})?", re.I)
_DOI = re.compile(r"\b(10\.\d{4,9}/[-._;()/:A-Za-z0-9<>]+[A-Za-z0-9])")
_EPRINT = re.compile(rf"^\W*arxiv\s*e-?print\s*:\s*(\d{{4}}\.\d{{4,5}}(?:v\d+)?|(?:{_ARCHIVE})/\d{{7}})", re.I)
_DOI_MENTION = re.compile(r"(?:\bdoi\b\s*[:.]?\s*|doi\.org/|digital object identifier\s*:?\s*)(10\.\d{4,9}/[-._;()/:A-Za-z0-9<>]+[A-Za-z0-9])",
                          re.I)
_DOI_LINE = re.compile(r"^\W*(?:doi\s*[:.]?|https?://(?:dx\.)?doi\.org/)", re.I)
_MONTHS = ("january february march april may june july august september october november december "
           "jan feb mar apr jun jul aug sep sept oct nov dec").split()
_MONTH = "|".join(sorted(_MONTHS, key=len, reverse=True))
_YEAR = r"(?:19[5-9]\d|20[0-4]\d)"
_DATE = re.compile(rf"\b(?:(?:{_MONTH})\.?\s+(?:\d{{1,2}}(?:\s*[-–]\s*\d{{1,2}})?,?\s+)?|\d{{1,2}}(?:\s*[-–]\s*\d{{1,2}})?"
                   rf"(?:st|nd|rd|th)?\s+(?:{_MONTH})\.?,?\s+)({_YEAR})\b", re.I)
_ISO_DATE = re.compile(rf"\b({_YEAR})[-/](?:0[1-9]|1[0-2])[-/](?:[0-2]\d|3[01])\b")
_GLUED_YEAR = re.compile(r"\b[A-Z][A-Za-z]{1,8}['’]?((?:19|20)\d{2})\b")  # CHEP2013, IPAC2014
_NAMED_YEAR = re.compile(r"\bsnowmass\s*['’]?\s*(?:20)?\d{2}\b", re.I)  # a process's name, not the paper's date
_SHORT_YEAR = re.compile(r"\b(?:IPAC|PAC|NAPAC|EPAC|LINAC|IBIC|SRF|COOL|HB|CYC|FEL|ICHEP|EPS-HEP|LHCP|NuFact)\s*['’]?\s*(\d{2})\b")
_DATED = re.compile(r"^\W*(?:dated|date|version|draft|submitted|received|accepted|published|revised|available online)\b", re.I)
_PUBLISHED = re.compile(r"\bpublished\b", re.I)
_VENUE = re.compile(r"\b(?:conference|workshop|symposium|proceedings|meeting|school|colloquium|congress|presented at|"
                    r"talk (?:given|presented)|contribution to|contributed to|submitted to|to appear in|invited talk|"
                    r"snowmass|IPAC|NAPAC|EPAC|LINAC|PAC\s*['’]?\d{2}|ICHEP|NuFact)\b", re.I)
_REPORT = re.compile(
    r"(?<![\w/.-])((?:[A-Z][A-Za-z]{1,11}|[A-Z]{2,5}\d?)(?:[-/](?:[A-Za-z]{1,8}|\d{1,6}))*[-/ ]\d{2,6}(?:[-/][A-Za-z0-9]{1,8})*)(?![\w/.-])")
_REPORT_PREFIX = re.compile(
    r"^(?:FERMILAB|FNAL|CERN|SLAC|BNL|DESY|KEK|MAP|LBNL|ANL|JLAB|TRIUMF|IFIC|IPPP|MIT-CTP|CP3|LA-UR|INFN|IMCC|PSI|"
    r"ORNL|LLNL|CLIC|CLICDP|LCD|EDMS|ILC|IHEP|RAL|STFC|UCI|UCLA|UCSB|MSUHEP|IIT|TUM|KA-TP|TTP|ZU-TH|"
    r"NIKHEF|LAPTH|SACLAY|IPHT|DFPD|FTUV|BONN|MPP|PITT|YITP|IPMU|NORDITA|UUITP|CALT|NSF|PUPT|EFI|MCTP|BROWN|"
    r"HUTP|SCIPP|LPT|LPTHE|CPHT|ULB|UCL|DAMTP|OUTP|EDINBURGH|DCPT|QMUL|SISSA|ICTP|ROM2F|TIFR|HRI|CTPU)\b", re.I)
# a line that is only a report number of a less common form: "MCnet-14-22", "LU TP 14-36", "ZU-TH 14/14"
_REPORT_LINE = re.compile(r"^\s*[A-Z][A-Za-z]{1,8}(?:[- ][A-Z]{1,8})*[- ]\d{2,6}(?:[-/]\d{1,6})+(?:[-/][A-Za-z]{1,6})*\s*$")
_EMAIL = re.compile(r"[\w.+-]+@[\w-]+\.[\w.-]+|e-?mail\s*:", re.I)
_INSTITUTION = re.compile(
    r"\b(?:universit\w*|univ\.|institut\w*|laborator\w*|lab\.|department|dept\.|school|college|centre|center|"
    r"faculty|division|sezione|dipartimento|facolt\w*|academy|observatory|hochschule|ecole|école|fakult\w*|campus|"
    r"national lab|research cent(?:er|re)|organi[sz]ation for)\b", re.I)
_PLACE = re.compile(
    r"\b(?:CERN|Fermilab|FNAL|SLAC|DESY|KEK|BNL|INFN|IHEP|JINR|PSI|GSI|TRIUMF|LBNL|ANL|ORNL|RAL|STFC|CNRS|CEA|IN2P3|"
    r"BINP|IRFU|EPFL|MIT|"
    r"USA|U\.S\.A\.?|Switzerland|Germany|Italy|France|Japan|China|United Kingdom|UK|Russia|Spain|Sweden|Netherlands|"
    r"Canada|India|Korea|Brazil|Poland|Austria|Belgium|Denmark|Finland|Norway|Portugal|Greece|Israel|Australia|"
    r"Batavia|Geneva|Genève|Hamburg|Menlo Park|Upton|Berkeley|Chicago|Illinois|Tsukuba|Novosibirsk|Padova|Rome|Roma|"
    r"Milano|Milan|Frascati|Pisa|Bologna|Torino|Turin|Napoli|Oxford|Cambridge|London|Lausanne|Zurich|Zürich|Meyrin|"
    r"Villigen|Lund|Trieste|Genova|Geneve|USSR|Soviet Union)\b")
_POSTAL = re.compile(r"\b(?:[A-Z]{2}\s+\d{5}|\d{4,6}\s+[A-Z][a-z]+|[A-Z]{1,2}-\d{4,5}|P\.?\s?O\.?\s+Box)\b")
_ABSTRACT = re.compile(r"^\W*(?:a\s?b\s?s\s?t\s?r\s?a\s?c\s?t|summary|résumé)\b\s*[.:—–-]?", re.I)
_SECTION = re.compile(r"^\W*(?:(?:\d{1,2}|[IVX]{1,5}|[A-H])\.?\s+(?:introduction|motivation|overview|background|the\s)"
                      r"|(?:\d{1,2}|[IVX]{1,5})\.\s+[A-Z][A-Za-z]{2,}|introduction\s*$|contents\s*$|keywords?\b|key words\b|"
                      r"pacs\b|index terms\b)", re.I)
_LABEL_WORDS = {"article", "letter", "letters", "review", "reviews", "invited", "proceedings", "preprint", "technical",
                "note", "report", "research", "regular", "original", "communication", "perspective", "editorial",
                "paper", "draft", "version", "confidential", "open", "access", "accepted", "manuscript", "submitted",
                "brief", "rapid", "special", "issue", "topical", "contribution", "conference", "white", "whitepaper",
                "snowmass", "interest", "of", "loi", "internal", "public", "note:", "focus", "topic", "highlight",
                "featured", "in", "physics", "editors", "editor", "suggestion", "suggestions", "s", "cover", "story",
                "articles", "intent", "monographs"}
_JOURNAL = re.compile(r"\b(?:journal of|physical review|phys\.\s*rev|nucl\.\s*instrum|nuclear instruments|"
                      r"eur\.\s*phys|european physical journal|jinst|jacow|contents lists available|sciencedirect|"
                      r"elsevier|springer|iop publishing|published by|copyright|©|creative commons|cc[- ]by|"
                      r"licen[cs]e|open access|this is an open|available online|pos\s*\(|proceedings of science|"
                      r"frontiers in|nature physics|annual review|reports on progress|rev\.\s*mod|prog\.|phys\.\s*lett|"
                      r"physics letters|new j\.|arxiv\.org|www\.|https?://|transactions on|\bvol\.\s*\d|"
                      r"prepared for submission to|yellow reports?|^\W*vol(?:ume)?\.?\s*\d)", re.I)
# a journal reference printed in a header: "Computing and Software for Big Science (2022) 6:8", "Nature 578, 53-59 (2020)"
_JOURNAL_REFERENCE = re.compile(r"\b\d{1,4}\s*\(\d{1,2}\),|\((?:19|20)\d{2}\)\s*\d+\s*[:,]\s*\d+|\b\d{1,4},\s*\d+[-–]\d+\s*\((?:19|20)\d{2}\)")
# where a paper was presented, printed in a footnote of the first page
_PRESENTED = re.compile(r"^\W*(?:presented at|contributed to|contribution to|talk given at|invited talk at|"
                        r"submitted to|proceedings of|to appear in|published in)\b", re.I)
_MARKS = "∗*†‡§¶‖#♯♭⋆★☆"
_MARK_RUN = re.compile(rf"(?:\^\{{[^}}]{{0,12}}\}}|\^[\w*†‡§¶#\-–]{{1,4}}(?:,[\w*†‡§¶#]{{1,4}})*|\^|(?<=\s)\d{{1,2}}\)(?=\s|,|$)|[{re.escape(_MARKS)}]+|(?<=[a-zà-ÿ.])\d{{1,3}}(?:,\d{{1,3}})*(?=\s|,|$))")
_UNIT_EXPONENT = re.compile(r"(?<![A-Za-z])(m|cm|mm|µm|μm|nm|km|s|ns|A/mm|A/m|A/cm|A/mm|/cm|/mm|/m|/s|cm\^?-|"
                            r"m\^?-|s\^?-|GeV|MeV|TeV|eV|T|Gy|Hz)\^(-?[23])(?![\d])")
# the second line of a title broken over two starts with one of these
_FUNCTION_START = re.compile(r"^(?:of|for|the|and|a|an|at|with|in|on|to|from|by|via|as|or|beyond|towards?|into|using)\s")
_SUPERSCRIPT_DIGITS = str.maketrans("0123456789-", "⁰¹²³⁴⁵⁶⁷⁸⁹⁻")
_PARTICLE = r"(?:de|da|di|del|della|der|den|van|von|la|le|du|dos|das|ten|ter|zu|y|bin|al|el|Mc|Mac|O')"
_UP = "A-ZÀ-ÖØ-Þ\u0100-\u017e"  # capitals, with Latin Extended-A (Ł, Š, Č ...)
_LOW = "a-zß-öø-ÿ\u0100-\u017f'’"  # small letters, with Latin Extended-A (ĭ, ł, ń ...)
_NAME_WORD = rf"[{_UP}][{_LOW}\-]+(?:[A-Z][{_LOW}]+)?(?:[-–][{_UP}][{_LOW}\-]+)?"
_CAPS_WORD = r"[A-ZÀ-ÝŁŚŻŽŠČ]{2,}(?:-[A-ZÀ-Ý]{2,})?"
_INITIALS = r"(?:[A-ZÀ-Ý][a-z]?(?:-[A-Z])?\.\s?-?\s?){1,4}"
_INITIAL_NAME = re.compile(rf"^{_INITIALS}\s*(?:{_PARTICLE}\s+)*(?:{_NAME_WORD}|{_CAPS_WORD})(?:\s+(?:{_NAME_WORD}|Jr\.?|III|II))?$")
_BARE_INITIAL_NAME = re.compile(rf"^[A-Z](?:-[A-Z])?[a-z]?\s+(?:{_PARTICLE}\s+)*{_NAME_WORD}$")
_CAPS_NAME = re.compile(rf"^{_CAPS_WORD}(?:\s+[A-Z]\.)?(?:\s+{_CAPS_WORD}){{1,2}}$")  # MANUELA BOSCOLO
_FIELD_LABEL = re.compile(r"^\W*([A-Za-z][A-Za-z ]{1,30}):")
_FULL_NAME = re.compile(rf"^{_NAME_WORD}(?:\s+{_NAME_WORD})?(?:\s+(?:[A-Z]\.?\s?){{1,3}})?(?:\s+{_PARTICLE})*\s+"
                        rf"(?:{_NAME_WORD}|{_CAPS_WORD})(?:\s+(?:Jr\.?|III|II))?$")
_COLLABORATION = re.compile(r"^\W*(?:(?:for|on behalf of)\s+)?(?:the\s+)?([A-Z][\w./+-]*(?:\s+[\w./+()\-−]+){0,5}?\s+"
                            r"(?:collaboration|consortium|study group|working group|group|team)s?)\b\W*$", re.I)
_ON_BEHALF = re.compile(r"\b(?:for|on behalf of)\s+(?:the\s+)?(?=[\w\s./+-]{0,60}\b(?:collaboration|consortium|group|team)s?\b)",
                        re.I)
_NOT_NAME_WORDS = {"the", "and", "of", "for", "in", "on", "at", "to", "a", "an", "with", "from", "by", "via", "muon",
                   "collider", "colliders", "physics", "detector", "design", "beam", "beams", "magnet", "magnets",
                   "cooling", "energy", "high", "study", "studies", "report", "status", "results",
                   "interaction", "region", "machine", "ring", "storage", "accelerator", "target", "neutrino",
                   "factory", "source", "background", "simulation", "radiation", "test", "system", "systems",
                   "proton", "driver", "linear", "international", "national", "new", "future", "towards", "toward",
                   "program", "programme", "overview", "introduction", "abstract", "university", "laboratory",
                   "institute", "department", "summary", "conclusions", "collaboration", "experiment", "facility",
                   "channel", "lattice", "optics", "final", "focus", "superconducting", "field", "fields", "luminosity",
                   "particle", "particles", "electron", "positron", "photon", "hadron", "calorimeter", "tracker",
                   "vertex", "muons", "electrons", "ionization", "frontier", "science", "technology", "research",
                   "advanced", "dark", "matter", "standard", "model", "quantum", "theory", "large", "compact",
                   "circular", "future", "strategy", "european", "american", "update", "snowmass", "white", "paper",
                   "article", "letter", "proceedings", "invited", "review", "preprint", "note", "technical", "journal",
                   "keywords", "contents", "general", "part", "volume", "chapter", "section", "appendix", "table",
                   "figure", "reference", "references", "acknowledgements", "acknowledgments", "search", "searches", "box", "long",
                   "write-up", "short", "full", "paper",
                   "direct", "measurement", "measurements", "prospects", "probing", "precision", "observation",
                   "evidence", "sensitivity", "analysis", "performance", "development", "concept", "concepts",
                   "requirements", "options", "parameters", "geometry", "description", "release", "notes", "version",
                   "tracking", "reconstruction", "digitiser", "digitizer", "software", "simulation", "production",
                   "configuration", "signal", "process", "processes", "return", "yoke", "barrel", "endcap", "layers",
                   "solenoid", "nozzle", "nozzles", "shielding", "vacuum", "crystal", "calorimeters", "silicon"}


@dataclass
class FrontLine:
    """One line of a document's front matter: its text (markup resolved) and, for a heading, its level."""

    text: str
    level: int = 0
    bold: bool = False


@dataclass
class FrontMatter:
    """What :func:`read_front_matter` found; ``provenance`` says for each field where it was read."""

    title: Optional[str] = None
    authors: list[str] = field(default_factory=list)
    year: Optional[int] = None
    arxiv_id: Optional[str] = None
    primary_class: Optional[str] = None
    doi: Optional[str] = None
    report_numbers: list[str] = field(default_factory=list)
    provenance: dict[str, str] = field(default_factory=dict)

    def metadata(self) -> dict[str, Any]:
        """The fields found, as document metadata (``provenance`` included when any field was found)."""
        out: dict[str, Any] = {}
        for key in ("title", "authors", "year", "arxiv_id", "primary_class", "doi", "report_numbers"):
            value = getattr(self, key)
            if value not in (None, "", []):
                out[key] = value
        if out:
            out["provenance"] = {k: v for k, v in self.provenance.items() if k in out}
        return out


# identifiers ---------------------------------------------------------------------------------------------------
def arxiv_id(text: str) -> Optional[str]:
    """The arXiv identifier in ``text`` (a file name, a stamp, a line): ``2606.10381v2``, or an old-style one with
    its archive (``cond-mat/0607345``, also from file names ``cond-mat0607345v1`` and ``hep-ex_0101001``)."""
    match = NEW_ID.search(text)
    if match:
        return match.group(1) + (match.group(2) or "")
    match = OLD_ID.search(text)
    if match:
        return f"{match.group(1)}/{match.group(2)}{match.group(3) or ''}"
    return None


def arxiv_year(identifier: str) -> Optional[int]:
    """The year an arXiv identifier was issued in (``2606.10381`` -> 2026, ``hep-ex/9912001`` -> 1999)."""
    digits = re.search(r"(\d{2})(\d{2})[.\d]", identifier.split("/")[-1])
    if not digits:
        return None
    yy = int(digits.group(1))
    return 1900 + yy if yy >= 91 else 2000 + yy


def vertical_stamps(lines: list[str]) -> list[str]:
    """The arXiv margin stamp where a converter wrote it one character a line, bottom to top: each run of
    one-character lines joined and read both ways; only runs that hold a stamp are returned."""
    found, run = [], []
    for line in lines + ["end of lines"]:
        piece = line.strip()
        if len(piece) <= 1:
            run.append(piece or " ")
            continue
        if len(run) >= 12:
            joined = re.sub(r"\s+", " ", "".join(run))
            for candidate in (joined[::-1], joined):
                squeezed = candidate.replace(" ", "")
                if STAMP.search(candidate) or STAMP.search(squeezed):
                    found.append(candidate if STAMP.search(candidate) else squeezed)
                    break
        run = []
    return found


def report_numbers(text: str) -> list[str]:
    """Report numbers on a line (``FERMILAB-CONF-11-094-APC-TD``, ``CERN-ACC-2022-003``, ``DESY 14-123``)."""
    out = []
    for match in _REPORT.finditer(text):
        token = match.group(1)
        head = re.split(r"[-/ ]", token)[0]
        digits = sum(c.isdigit() for c in token)
        if " " in token and not _REPORT_PREFIX.match(head):
            continue
        if not ("-" in token or "/" in token or " " in token) or digits < 2:
            continue
        if re.fullmatch(r"[A-Z]{3,8}-\d{3,6}", token) or _REPORT_PREFIX.match(head) or (
                head.isupper() and len(head) >= 2 and token.count("-") >= 2):
            out.append(token)
    return out


def _report_year(token: str) -> Optional[int]:
    """The year inside a report number (``CERN-ACC-2022-003`` -> 2022, ``FERMILAB-CONF-11-094`` -> 2011)."""
    four = re.search(rf"(?<!\d)({_YEAR})(?!\d)", token)
    if four:
        return int(four.group(1))
    two = re.search(r"(?<=[-/ ])(\d{2})(?=-\d)", token)
    if two:
        yy = int(two.group(1))
        return 1900 + yy if yy >= 60 else 2000 + yy
    return None


# line kinds ----------------------------------------------------------------------------------------------------
def clean_line(text: str) -> str:
    """A front-matter line without Markdown emphasis, anchors or HTML tags, whitespace collapsed."""
    text = re.sub(r"<sup>\s*([^<]{1,20})\s*</sup>", r"^\1", text, flags=re.I)
    text = re.sub(r"<[^>]{1,200}>", "", text)
    text = re.sub(r"\*\*|__|(?<!\w)\*(?=\S)|(?<=\S)\*(?!\w)", lambda m: "" if len(m.group(0)) == 2 else m.group(0), text)
    return " ".join(text.split())


def _segments(text: str) -> list[str]:
    # a mark between two names separates them ("Mauro Chiesa^a Fabio Maltoni^b,c"): a comma there
    bare = _MARK_RUN.sub(lambda m: " , " if m.group(0).startswith("^") else " ", text)
    bare = re.sub(r"^\W*(?:by|authors?|editors?|edited by|written by)\b\s*:?\s*", "", bare, flags=re.I)
    bare = re.sub(r"\([^()]{2,80}\)|\[[^\[\]]{2,80}\]", " , ", bare)  # "C. T. Rogers (STFC Rutherford Appleton Laboratory)"
    bare = re.sub(r"(?<=[\s,·])(?:[a-z]|\d{1,3})(?=\s*(?:,|·|$|\band\b))", " ", bare)  # marks set apart: "Bartosik, a"
    out = []
    for piece in re.split(r",|;|·|\band\b|&|\s{3,}", bare):
        piece = " ".join(piece.split()).strip(" .;:")
        piece = re.sub(r"^(?:[a-z]|\d{1,3})\s+(?=[A-Z])", "", piece)  # a mark before a name: "a A. Bertolin"
        if piece:
            out.extend(_names_run_on(piece))
    return out


def _names_run_on(piece: str) -> list[str]:
    """Names a converter wrote without commas between them (``Maria Rossi Peter Novak``, ``M. Aicheler P. Burrows``),
    else ``[piece]``."""
    if not is_person(piece):
        cut = re.split(rf"(?<=[{_LOW}])\s+(?=(?:[A-Z]\.\s?-?){{1,3}}\s*[A-Z][{_LOW}])", piece)
        if len(cut) > 1 and all(is_person(c) for c in cut):
            return cut
    words = piece.split()
    if len(words) in (4, 6) and not is_person(piece):
        pairs = [" ".join(words[i:i + 2]) for i in range(0, len(words), 2)]
        if all(is_person(p) for p in pairs):
            return pairs
    return [piece]


def is_person(segment: str) -> bool:
    """Whether a piece of an author line is a person's name (``V. I. Telnov``, ``Diktys Stratakis``)."""
    segment = segment.strip()
    if not segment or len(segment) > 60 or _INSTITUTION.search(segment) or _PLACE.search(segment) \
            or any(c.isdigit() for c in segment):
        return False
    if _INITIAL_NAME.match(segment) or _FULL_NAME.match(segment) or _CAPS_NAME.match(segment):
        words = [w.lower().strip(".") for w in segment.split()]
        return not any(w in _NOT_NAME_WORDS for w in words if len(w) > 2)
    return False


def looks_like_affiliation(text: str) -> bool:
    """Whether ``text`` names an institute or a place rather than a person."""
    return bool(_INSTITUTION.search(text) or _PLACE.search(text) or _POSTAL.search(text))


def author_names(text: str) -> list[str]:
    """The persons named on an author line, in order, footnote marks removed; places and institutes left out."""
    segments = _segments(text)
    if len(segments) >= 2 and sum(bool(_BARE_INITIAL_NAME.match(s)) for s in segments) >= 0.8 * len(segments):
        return [s for s in segments if _BARE_INITIAL_NAME.match(s)]
    return [s for s in segments if is_person(s)]


def _is_author_line(text: str) -> bool:
    if re.match(r"^\s*(?:[-+*•]|\d{1,2}[.)])\s", text) or re.search(r"[A-Za-z]\(|[{}=]", text):
        return False  # a list item, code
    label = _FIELD_LABEL.match(text)
    if label and label.group(1).strip().lower() not in ("author", "authors", "editor", "editors", "by", "edited by"):
        return False  # "Thematic Areas: ...", "Contact Information:"
    segments = _segments(_ON_BEHALF.split(text)[0])
    if not segments:
        return False
    if len(segments) >= 2 and sum(bool(_BARE_INITIAL_NAME.match(s)) for s in segments) >= 0.8 * len(segments):
        return True  # IOP's "M Frank, F Gaede, C Grefe"
    names = [s for s in segments if is_person(s)]
    if not names:
        return False
    strong = any(_INITIAL_NAME.match(s) for s in names)
    if not is_person(segments[0]):
        return False
    share = len(names) / len(segments)
    if share >= 0.99 or (strong and share >= 0.3) or (len(names) >= 2 and share >= 0.5):
        return True
    rest = segments[len(names):]  # "Bruce J. King, Brookhaven National Laboratory": names, then where they work
    return segments[:len(names)] == names and all(_is_affiliation(r + ",") for r in rest)


def _collaboration_text(text: str) -> str:
    """A collaboration line without its marks and brackets: "(Muon (g − 2) Collaboration)", "FCC Collaboration a"."""
    return re.sub(r"\s+[a-z\d]{1,2}$", "", _MARK_RUN.sub("", text).strip("()[] ")).strip("()[] ")


def _is_affiliation(text: str) -> bool:
    """An institute, or a place given with its address (``Fermilab, Batavia, IL 60510``); a lab's name alone in a
    title ("... Measurement at BNL") is not one."""
    return bool(_INSTITUTION.search(text) or _POSTAL.search(text) or (_PLACE.search(text) and "," in text))


def _is_label(text: str) -> bool:
    words = re.findall(r"[A-Za-z:]+", text.lower())
    if 0 < len(words) <= 5 and all(w in _LABEL_WORDS for w in words):
        return True
    # "Special Article - Tools for Experiment and Theory", "Regular Article – Theoretical Physics", a JACoW paper code
    head = re.match(r"^\W*([A-Za-z ]{3,40}?)\s+[-–—:]\s", text)
    return bool(head and all(w in _LABEL_WORDS for w in head.group(1).lower().split()) and len(text.split()) <= 10) \
        or bool(re.fullmatch(r"\s*(?:MO|TU|WE|TH|FR|SU|SA)[A-Z]{1,4}\d{2,3}\s*", text))


def line_kind(line: FrontLine) -> str:
    """What a front-matter line is: ``stamp``, ``doi``, ``report``, ``date``, ``venue``, ``journal``, ``label``,
    ``email``, ``abstract``, ``section``, ``collaboration``, ``author``, ``affiliation``, ``noise`` or ``text``."""
    text = line.text
    bare = text.strip(" *_#>|-–—·.")
    if len(bare) <= 2 or not re.search(r"[A-Za-z]", bare):
        return "noise"
    if STAMP.search(text) and len(STAMP.sub("", text).strip()) < 25:
        return "stamp"
    if re.fullmatch(r"\W*arxiv\W*", text, re.I) or (arxiv_id(text) and len(text) < 40 and not re.search(r"[a-z]{4}", STAMP.sub("", text))):
        return "stamp"
    if _DOI_LINE.match(text) and _DOI.search(text):
        return "doi"
    if _ABSTRACT.match(text) and (len(text) < 20 or line.level or line.bold or re.match(r"^\W*abstract\W*[.:—–-]", text, re.I)):
        return "abstract"
    if _SECTION.match(text) and not _is_author_line(text):
        return "section"
    rest = text
    for token in report_numbers(text):
        rest = rest.replace(token, " ")
    if rest != text and (not re.search(r"[A-Za-z]{3,}", _DATE.sub(" ", rest)) or len(rest.split()) <= 3
                         or (len(report_numbers(text)) >= 2 and "," in text and len(rest.split()) <= 6)):
        return "report"
    if _REPORT_LINE.match(text):
        return "report"
    if _EMAIL.search(text):
        return "email"
    if _JOURNAL.search(text) or _JOURNAL_REFERENCE.search(text):
        return "journal"
    if _DATED.match(text) or (_DATE.search(text) and len(_DATE.sub("", text).split()) <= 4):
        return "date"
    if _VENUE.search(text) and (_DATE.search(text) or re.search(_YEAR, text) or _SHORT_YEAR.search(text)):
        return "venue"
    if _is_label(text):
        return "label"
    if _COLLABORATION.match(_collaboration_text(text)):
        return "collaboration"
    if _is_author_line(text):
        return "author"
    if _is_affiliation(text):
        return "affiliation"
    return "text"


def _title_like(text: str, heading: bool = False) -> bool:
    words = text.split()
    if not 1 <= len(words) <= 40 or len(text) > 300 or not re.search(r"[A-Za-z]{3}", text):
        return False
    if not heading and (re.match(r"^(?:[-+*•]|\d{1,2}[.)])\s", text) or "`" in text):  # a list item, code
        return False
    if heading:
        if text.rstrip().endswith(":"):
            return False  # a field's label: "#### Contact Information:"
        text = text.rstrip(".")  # "# Reconstruction of dijets using a 3 steps strategy."
    if (re.match(r"[a-z]", text) and not heading) or re.search(r"[.;]\s*$", text.rstrip(_MARKS + " ")) and not re.search(r"\b(?:vs|al|et|e\.g|i\.e)\.$", text):
        return False
    return not re.search(r"\b(?:we|our|this paper|in this|is presented)\b", text, re.I) or len(words) <= 12


def clean_title(text: str) -> str:
    """A title as printed: footnote marks and anchors removed, exponents after units kept (``A/mm²``), words a
    converter ran together in capitals split (``RADIATIONIMPACT`` -> ``RADIATION IMPACT``), a report number
    set on the title's line left out."""
    text = clean_line(text)
    for token in report_numbers(text):
        if text.startswith(token) or text.endswith(token):
            text = text.replace(token, " ").strip()
    text = _UNIT_EXPONENT.sub(lambda m: m.group(1) + m.group(2).translate(_SUPERSCRIPT_DIGITS), text)
    text = re.sub(r"\^\{([^}]{1,12})\}|\^([\w,*†‡§¶]+)(?=\s|$)", "", text)
    text = re.sub(rf"(?<=\w)[{re.escape(_MARKS)}]+(?=\s|$|[,:])", "", text)
    text = re.sub(rf"\s+[{re.escape(_MARKS)}]+(?=\s|$)", "", text)
    text = re.sub(r"(?<=[A-Za-z)])\s*\d(?:,\d)*\s*$", "", text) if re.search(r"[a-z]{3}\d$", text) else text
    text = " ".join(_split_run_together(w) for w in text.split())
    text = re.sub(r"\b([B-HJ-Z]) ([A-Z]{3,}\d*)\b", r"\1\2", text)  # small capitals set apart: "G EANT4"
    text = re.sub(r"(?<=\b[a-zA-Zμ]) ([+−-])(?= |$)(?: (?=[a-zA-Zμ]\b))?", r"\1", text)  # "e + e −": "e+e−"
    return text.strip(" ,;:")


def _split_run_together(word: str) -> str:
    """An all-capitals word that is no word but two words run together (``RADIATIONIMPACT``), split."""
    core = word.strip("()[]:,;.!?\"'")
    if len(core) < 9 or not core.isalpha() or not core.isupper():
        return word
    from muonrag.ingest.dehyphenate import english_words

    words = english_words()
    lower = core.lower()
    if lower in words:
        return word
    for cut in range(3, len(core) - 2):
        left, right = lower[:cut], lower[cut:]
        if left in words and (right in words or right.rstrip("s") in words) and len(left) >= 3 and len(right) >= 3:
            return word.replace(core, core[:cut] + " " + core[cut:])
    return word


# the reader ----------------------------------------------------------------------------------------------------
def read_front_matter(lines: Iterable[FrontLine], file_stem: str = "", max_lines: int = 80) -> FrontMatter:
    """The metadata a paper's front matter prints (see the module docstring).

    Args:
        lines: the document's first lines, in order (headings with their level); reading stops at the
            abstract's body or the first section, or after ``max_lines`` lines that are not noise.
        file_stem: the file's name without suffix, where an arXiv id may be.
    """
    lines = [FrontLine(clean_line(l.text), l.level, l.bold) for l in lines]
    found = FrontMatter()
    stamps = vertical_stamps([l.text for l in lines])
    front: list[tuple[FrontLine, str]] = []
    counted = 0
    for line in lines:
        if not line.text:
            continue
        kind = line_kind(line)
        if kind in ("abstract", "section"):
            front.append((line, kind))
            break
        if kind == "text" and len(line.text.split()) > 40:  # a paragraph of body text: the front matter is over
            break
        if kind != "noise":
            counted += 1
            if counted > max_lines:
                break
        front.append((line, kind))
    _identifiers(found, front, stamps, file_stem, lines)
    after = _title(found, front)
    for line, kind in front[:after]:  # "Prepared for submission to JHEP CP3-20-15" above the title
        for token in report_numbers(line.text) if kind in ("text", "journal", "label") else []:
            if token not in found.report_numbers and not NEW_ID.search(token) and token not in (found.title or ""):
                found.report_numbers.append(token)
                found.provenance["report_numbers"] = "front matter"
    _authors(found, front, after)
    if not found.authors and after:
        _authors(found, front[:after], 0)
    _year(found, front, stamps, lines)
    return found


def _identifiers(found: FrontMatter, front: list[tuple[FrontLine, str]], stamps: list[str], file_stem: str,
                 lines: list[FrontLine]) -> None:
    named = arxiv_id(file_stem) if file_stem else None
    if named:
        found.arxiv_id, found.provenance["arxiv_id"] = named, "file name"
    stamp_lines = [l.text for l in lines if STAMP.search(l.text) and len(STAMP.sub("", l.text).strip()) < 25]
    stamp_lines += [f"arXiv:{m.group(1)}" for l in lines for m in [_EPRINT.match(l.text)] if m]
    for text in stamps + [l.text for l, kind in front if kind == "stamp"] + stamp_lines:
        match = STAMP.search(text) or STAMP.search(text.replace(" ", ""))
        identifier = arxiv_id(match.group(1)) if match else arxiv_id(text)
        if identifier and not found.arxiv_id:
            found.arxiv_id, found.provenance["arxiv_id"] = identifier, "arXiv stamp" if match else "identifier line"
        if match and match.group(2) and not found.primary_class and arxiv_id(match.group(1)) == found.arxiv_id \
                and re.fullmatch(r"[a-z][a-z-]*(?:\.[A-Za-z-]+)?", match.group(2).strip()):
            found.primary_class, found.provenance["primary_class"] = match.group(2).strip(), "arXiv stamp"
    for line, kind in front:
        if kind == "doi" and not found.doi:
            found.doi, found.provenance["doi"] = _DOI.search(line.text).group(1).rstrip(".,;"), "front matter"
        if kind in ("report", "date", "venue", "stamp"):
            tokens = report_numbers(line.text) or ([line.text.strip()] if _REPORT_LINE.match(line.text) else [])
            for token in tokens:
                if token not in found.report_numbers and not NEW_ID.search(token):
                    found.report_numbers.append(token)
                    found.provenance["report_numbers"] = "front matter"
    for line in lines:  # a DOI line in a header, footer or after the abstract, never a reference entry
        if found.doi:
            break
        if _DOI_MENTION.search(line.text) and not re.match(r"^\W*\[?\d{1,3}[\].]", line.text):
            found.doi, found.provenance["doi"] = _DOI_MENTION.search(line.text).group(1).rstrip(".,;"), "DOI line"


def _title(found: FrontMatter, front: list[tuple[FrontLine, str]]) -> int:
    """Set the title; returns the index of the first front line after it (0 when there is none)."""
    headings = [i for i, (line, kind) in enumerate(front) if line.level and kind == "text" and _title_like(line.text, True)]
    groups: list[tuple[list[str], int, int]] = []  # a title's headings (two in a row at one level are one title)
    for i in headings:
        if groups and i == groups[-1][2] and front[i][0].level == front[i - 1][0].level \
                and front[i][0].text.isupper() == front[i - 1][0].text.isupper() \
                and len(" ".join(groups[-1][0] + [front[i][0].text]).split()) <= 30:
            groups[-1] = (groups[-1][0] + [front[i][0].text], groups[-1][1], i + 1)
        else:
            groups.append(([front[i][0].text], i, i + 1))
    if groups:
        first_author = next((i for i, (_, kind) in enumerate(front) if kind in ("author", "collaboration")), len(front))
        above = [g for g in groups if g[1] < first_author]
        parts, _, j = above[-1] if above and first_author < len(front) else groups[0]  # the one above the authors
        found.title, found.provenance["title"] = clean_title(" ".join(parts)), "front-matter heading"
        return j
    runs: list[tuple[list[str], int]] = []  # each run of title lines and the index after it
    run: list[str] = []
    for i, (line, kind) in enumerate(front):
        continues = run and (_FUNCTION_START.match(line.text) or _FUNCTION_START.match(run[-1].split()[-1] + " "))
        fits = _title_like(line.text) or (continues and _title_like(line.text[:1].upper() + line.text[1:])) \
            or (run and run[-1].rstrip().endswith(":") and len(line.text.split()) <= 20)  # "Sections:" / "4. Deciphering"
        if kind == "text" and not line.level and fits and len(" ".join(run + [line.text]).split()) <= 30:
            run.append(line.text)
            continue
        if kind == "noise":
            continue
        if run:
            runs.append((run, i))
            run = []
        if kind in ("author", "collaboration"):
            break  # the title is the run just above the authors: a journal's name in capitals above it is not
    if run:
        runs.append((run, len(front)))
    if not runs:
        return 0
    named = [(r, end) for r, end in runs if next((k for _, k in front[end:] if k != "noise"), None) in ("author", "collaboration")]
    chosen, end = named[-1] if named else runs[0]
    following = next((kind for _, kind in front[end:] if kind != "noise"), None)
    if _title_case(" ".join(chosen)) or following in ("author", "collaboration", "affiliation", "email"):
        found.title, found.provenance["title"] = clean_title(" ".join(chosen)), "front-matter lines"
        return end
    return 0


def _title_case(text: str) -> bool:
    """Title Case or capitals, not a sentence: most words of four letters or more start with a capital."""
    words = [w for w in text.split() if len(w) >= 4 and w[:1].isalpha()]
    return bool(words) and sum(1 for w in words if w[:1].isupper()) >= 0.6 * len(words)


def _authors(found: FrontMatter, front: list[tuple[FrontLine, str]], after: int) -> None:
    names: list[str] = []
    collaboration = None
    rest = front[after:]
    for i, (line, kind) in enumerate(rest):
        sentence = kind == "text" and (len(line.text.split()) >= 20 or (len(line.text.split()) >= 8 and line.text.rstrip().endswith(".")))
        if kind in ("abstract", "section") or (sentence and not (names or collaboration)):
            break
        if line.level and kind not in ("author", "collaboration"):
            continue
        if kind == "used":
            continue
        if kind == "author":
            text = line.text
            # a name broken over two lines ("..., Lorenzo" / "Sestini5, Ilaria Vai10"): read the lines as one
            while i + 1 < len(rest) and not rest[i + 1][0].level and rest[i + 1][1] in ("author", "text") \
                    and _segments(text) and not is_person(_segments(text)[-1]) and not text.rstrip().endswith(","):
                i += 1
                text = f"{text} {rest[i][0].text}"
                rest[i] = (rest[i][0], "used")
            head = _ON_BEHALF.split(text)
            names.extend(author_names(head[0]))  # two people may share a name: "A. Ferrari, f A. Ferrari, g"
            if len(head) > 1 and collaboration is None:
                match = _COLLABORATION.match("the " + head[-1])
                collaboration = match.group(1) if match else None
        elif kind == "collaboration" and collaboration is None:
            collaboration = _COLLABORATION.match(_collaboration_text(line.text)).group(1)
        elif kind == "text" and (names or collaboration) and len(line.text.split()) > 25:
            break
    if names:
        found.authors, found.provenance["authors"] = _unglue_marks(names, front), "front-matter author lines"
    elif collaboration:
        found.authors, found.provenance["authors"] = [_collaboration_name(collaboration)], "front-matter collaboration line"


def _unglue_marks(names: list[str], front: list[tuple[FrontLine, str]]) -> list[str]:
    """Names without the affiliation letters a converter glued to them (``Chiara Bianchia`` -> ``Chiara Bianchi``),
    when the affiliation lines start with those letters and every name ends with one of them."""
    marks = {m.group(1) for line, kind in front for m in [re.match(r"^\^?([a-z])\s?(?=[A-Z])", line.text)]
             if m and kind == "affiliation"}
    known = [n[-1:] in marks and len(n.split()[-1]) > 3 for n in names]
    # most names carry a mark of a listed affiliation, or none does; affiliations lettered from "a" may be listed
    # only in part on the page read, so fewer names show a letter that is listed
    if not marks or sum(known) < (0.35 if {"a", "b"} <= marks else 0.6) * len(names):
        return names
    # then every name carries one (the affiliations listed may stop before the last letter used)
    return [n[:-1] if n[-1:].islower() and len(n.split()[-1]) > 3 else n for n in names]


def _collaboration_name(text: str) -> str:
    words = text.split()
    return " ".join(w if not w.islower() or w.lower() not in ("collaboration", "consortium") else w.capitalize() for w in words)


def _year(found: FrontMatter, front: list[tuple[FrontLine, str]], stamps: list[str], lines: list[FrontLine]) -> None:
    venue = dated = report = published = journal = None
    for line, kind in front:
        if kind in ("stamp", "noise"):
            continue
        text = _NAMED_YEAR.sub(" ", line.text)
        if venue is None and kind in ("venue", "journal", "date", "label", "report") and _VENUE.search(text):
            match = _GLUED_YEAR.search(text) or _DATE.search(text) or re.search(rf"\b({_YEAR})\b", text)
            short = _SHORT_YEAR.search(text)
            if match:
                venue = int(match.group(1))
            elif short:
                venue = 2000 + int(short.group(1)) if int(short.group(1)) < 60 else 1900 + int(short.group(1))
            if venue is not None:
                continue
        if kind in ("date", "report", "journal", "label", "venue") and (
                _DATE.search(text) or _ISO_DATE.search(text) or (_DATED.match(text) and re.search(_YEAR, text))):
            match = _DATE.search(text) or _ISO_DATE.search(text) or re.search(rf"\b({_YEAR})\b", text)
            year = int(match.group(1))
            if _PUBLISHED.search(text):
                published = published or year
            elif dated is None:
                dated = year
        elif kind == "journal" and journal is None:
            match = re.search(rf"\(({_YEAR})\)|©\s*({_YEAR})", text)
            journal = int(match.group(1) or match.group(2)) if match else None
        if kind == "report" and report is None:
            report = next((y for y in map(_report_year, report_numbers(text)) if y), None)
    stamp_year = None
    for text in stamps + [l.text for l, kind in front if kind == "stamp"]:
        match = STAMP.search(text) or STAMP.search(text.replace(" ", ""))
        if match and match.group(3):
            stamp_year = int(match.group(3)[-4:])
            break
    if venue is None:  # a footnote of the first page: "Presented at IPAC2014, Dresden, June 15-20, 2014"
        for line in lines:
            if _PRESENTED.match(line.text):
                text = _NAMED_YEAR.sub(" ", line.text)
                match = _GLUED_YEAR.search(text) or _DATE.search(text) or re.search(rf"\b({_YEAR})\b", text)
                if match:
                    venue = int(match.group(1))
                    break
    for year, source in ((venue, "conference line"), (published, "publication date"), (dated, "date line"),
                         (journal, "journal line"), (report, "report number"), (stamp_year, "arXiv stamp date"),
                         (arxiv_year(found.arxiv_id) if found.arxiv_id else None, "arXiv identifier")):
        if year:
            found.year, found.provenance["year"] = year, source
            return
