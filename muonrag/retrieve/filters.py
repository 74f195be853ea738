"""Search filters: which documents, years and sections a search may return, as one frozen value.

A :class:`SearchFilter` is applied *inside* the engine, as rows left out of every
retriever's list (as the bibliography is), so a filtered search ranks exactly the
chunks that pass it: never "rank deeper, then filter".

On the command line (``--where``) and in the app (``where``) a filter is written as
clauses, ``FIELD OP VALUE``::

    doc=maia/MAIA_v0.md        one document, by its id
    doc=maia/*.md              documents whose id matches a glob (fnmatch: * ? [...])
    year=2023                  documents of one year
    year=2021..2023            a range of years (both ends included)
    year>=2023, year<=2024     open ranges (also > and <)
    section=Results            chunks whose section heading contains this, case-insensitively
    machine=muon-collider      chunks about this machine (CLIC, FCC-ee, HL-LHC, MAP...: the labels of the
                               grounding profile, read from the chunk, its section and its title at ingestion)

Clauses of ``doc`` (and of ``section``, and of ``machine``) are alternatives: a chunk passes when any one
matches. ``year`` clauses narrow one another (``year>=2021`` and ``year<=2023`` is a
range). Different fields must all pass.
"""

from __future__ import annotations

import fnmatch
import re
from dataclasses import dataclass
from typing import Any, Dict, Iterable, Optional, Tuple, Union

#: How a clause is written, for messages.
SYNTAX = ("a clause is doc=<document id or glob>, section=<part of a section heading>, machine=<machine, e.g. "
          "muon-collider or CLIC>, year=<YYYY>, year=<YYYY>..<YYYY>, year>=<YYYY> or year<=<YYYY> (also > and <)")
#: The fields of a clause, and the names they may also be written as.
FIELDS = {"doc": "doc", "doc_id": "doc", "document": "doc", "path": "doc",
          "year": "year", "section": "section", "machine": "machine"}

_CLAUSE = re.compile(r"^\s*([A-Za-z_]+)\s*(>=|<=|==|=|>|<)\s*(.*?)\s*$", re.S)
_YEAR = re.compile(r"^\d{4}$")
_RANGE = re.compile(r"^(\d{4})\s*\.\.\s*(\d{4})$")

FilterLike = Union["SearchFilter", str, Iterable[str], None]


@dataclass(frozen=True)
class SearchFilter:
    """What a search may be narrowed to.

    Args:
        documents: document ids or fnmatch globs over document ids (``"maia/*.md"``);
            a chunk passes when its document matches any one. Empty: every document.
        year_min, year_max: the range of the document's ``year`` (both included); a
            document without a year fails a year filter. ``None``: unbounded.
        sections: case-insensitive parts of a section heading; a chunk passes when its
            section contains any one. Empty: every section.
        machines: machine labels (``muon-collider``, ``CLIC``...: the grounding profile's, compared
            case-insensitively); a chunk passes when it is about any one. Empty: every chunk.

    Raises:
        ValueError: an empty pattern, or a year range that holds no year.
    """

    documents: Tuple[str, ...] = ()
    year_min: Optional[int] = None
    year_max: Optional[int] = None
    sections: Tuple[str, ...] = ()
    machines: Tuple[str, ...] = ()

    def __post_init__(self) -> None:
        for name in ("documents", "sections", "machines"):
            value = getattr(self, name)
            value = (value,) if isinstance(value, str) else tuple(value)
            if not all(isinstance(v, str) and v.strip() for v in value):
                raise ValueError(f"{name} must be non-empty strings, got {value!r}")
            object.__setattr__(self, name, tuple(dict.fromkeys(v.strip() for v in value)))
        for name in ("year_min", "year_max"):
            value = getattr(self, name)
            if value is not None and (isinstance(value, bool) or not isinstance(value, int)):
                raise ValueError(f"{name} must be a whole number, got {value!r}")
        if self.year_min is not None and self.year_max is not None and self.year_min > self.year_max:
            raise ValueError(f"no year is both >= {self.year_min} and <= {self.year_max}")

    # building ------------------------------------------------------------------------
    @classmethod
    def parse(cls, clauses: Union[str, Iterable[str]], what: str = "filter clause") -> "SearchFilter":
        """The filter the clauses (see the module's docstring) describe, all of them together.

        Args:
            clauses: one clause, or several.
            what: how a clause is called in messages (``"--where clause"`` on the command line).

        Raises:
            ValueError: naming the bad clause and what is wrong with it.
        """
        if isinstance(clauses, str):
            clauses = [clauses]
        documents: list[str] = []
        sections: list[str] = []
        machines: list[str] = []
        low: Optional[int] = None
        high: Optional[int] = None
        for clause in clauses:
            if not isinstance(clause, str):
                raise ValueError(f"a {what} must be a string, got {type(clause).__name__}")
            field, op, value = _split(clause, what)
            if field == "doc":
                documents.append(value)
            elif field == "section":
                sections.append(value)
            elif field == "machine":
                machines.append(value)
            else:
                lo, hi = _year_bounds(clause, op, value, what)
                low = lo if low is None or (lo is not None and lo > low) else low
                high = hi if high is None or (hi is not None and hi < high) else high
                if low is not None and high is not None and low > high:
                    raise ValueError(f"bad {what} {clause!r}: together with the other year clauses it leaves no year "
                                     f"(>= {low} and <= {high})")
        return cls(tuple(documents), low, high, tuple(sections), tuple(machines))

    @classmethod
    def of(cls, doc_id: Optional[str] = None, year: Optional[int] = None, section: Optional[str] = None,
           where: Union[str, Iterable[str]] = (), what: str = "filter clause") -> "SearchFilter":
        """A filter from single fields (one document id, one year, one section) and clauses, all together."""
        parsed = cls.parse(where, what)
        if year is not None:
            if isinstance(year, bool) or not isinstance(year, int):
                raise ValueError(f"year must be a whole number, got {year!r}")
            if (parsed.year_min is not None and year < parsed.year_min) or (parsed.year_max is not None and year > parsed.year_max):
                raise ValueError(f"year {year} is outside the range of the {what}s")
        return cls(parsed.documents + ((doc_id,) if doc_id else ()), year if year is not None else parsed.year_min,
                   year if year is not None else parsed.year_max, parsed.sections + ((section,) if section else ()),
                   parsed.machines)

    # reading -------------------------------------------------------------------------
    def __bool__(self) -> bool:
        return bool(self.documents or self.sections or self.machines) or self.year_min is not None or self.year_max is not None

    @property
    def narrows_documents(self) -> bool:
        """Whether the filter says anything about documents (their id or their year)."""
        return bool(self.documents) or self.year_min is not None or self.year_max is not None

    def keeps_document(self, doc_id: str, year: Optional[int] = None) -> bool:
        """Whether a document of this id and ``year`` passes the document and year filters."""
        if self.documents and not any(doc_id == p or fnmatch.fnmatchcase(doc_id, p) for p in self.documents):
            return False
        if self.year_min is not None or self.year_max is not None:
            if year is None:
                return False
            if (self.year_min is not None and year < self.year_min) or (self.year_max is not None and year > self.year_max):
                return False
        return True

    def keeps_section(self, section: Optional[str]) -> bool:
        """Whether a chunk of this section heading passes the section filter."""
        if not self.sections:
            return True
        folded = (section or "").casefold()
        return any(part.casefold() in folded for part in self.sections)

    def keeps_machines(self, machines: Iterable[str]) -> bool:
        """Whether a chunk about ``machines`` passes the machine filter."""
        if not self.machines:
            return True
        folded = {m.casefold() for m in machines}
        return any(m.casefold() in folded for m in self.machines)

    def keeps(self, doc_id: str, year: Optional[int], section: Optional[str]) -> bool:
        """Whether a chunk of this document, year and section passes every filter."""
        return self.keeps_document(doc_id, year) and self.keeps_section(section)

    def clauses(self) -> list[str]:
        """The filter as clauses (what ``--where`` takes)."""
        out = [f"doc={d}" for d in self.documents]
        if self.year_min is not None and self.year_min == self.year_max:
            out.append(f"year={self.year_min}")
        else:
            if self.year_min is not None:
                out.append(f"year>={self.year_min}")
            if self.year_max is not None:
                out.append(f"year<={self.year_max}")
        return out + [f"section={s}" for s in self.sections] + [f"machine={m}" for m in self.machines]

    def to_dict(self) -> Dict[str, Any]:
        """The filters that are set, JSON-ready: ``doc_id`` and ``section`` (a string, or a list when there are
        several), ``year`` (one year) or ``year_min``/``year_max``."""
        out: Dict[str, Any] = {}
        if self.documents:
            out["doc_id"] = self.documents[0] if len(self.documents) == 1 else list(self.documents)
        if self.year_min is not None and self.year_min == self.year_max:
            out["year"] = self.year_min
        else:
            out.update({k: v for k, v in (("year_min", self.year_min), ("year_max", self.year_max)) if v is not None})
        if self.sections:
            out["section"] = self.sections[0] if len(self.sections) == 1 else list(self.sections)
        if self.machines:
            out["machine"] = self.machines[0] if len(self.machines) == 1 else list(self.machines)
        return out


def as_filter(value: FilterLike, what: str = "filter clause") -> Optional[SearchFilter]:
    """A :class:`SearchFilter` from a filter, one clause or several (``None``, or an empty filter, for none)."""
    if value is None or isinstance(value, SearchFilter):
        return value if value else None
    parsed = SearchFilter.parse(value, what)
    return parsed if parsed else None


def _split(clause: str, what: str) -> Tuple[str, str, str]:
    found = _CLAUSE.match(clause)
    if not found:
        raise ValueError(f"bad {what} {clause!r}: no field and value (like doc=maia/*.md); {SYNTAX}")
    name, op, value = found.group(1), found.group(2), found.group(3)
    field = FIELDS.get(name.lower())
    if field is None:
        raise ValueError(f"bad {what} {clause!r}: unknown field {name!r}; {SYNTAX}")
    if not value:
        raise ValueError(f"bad {what} {clause!r}: no value after {op!r}; {SYNTAX}")
    if field != "year" and op not in ("=", "=="):
        raise ValueError(f"bad {what} {clause!r}: {field} takes '=' only (a year takes >=, <=, > and <); {SYNTAX}")
    return field, op, value


def _year_bounds(clause: str, op: str, value: str, what: str) -> Tuple[Optional[int], Optional[int]]:
    span = _RANGE.match(value)
    if span and op in ("=", "=="):
        lo, hi = int(span.group(1)), int(span.group(2))
        if lo > hi:
            raise ValueError(f"bad {what} {clause!r}: the range starts after it ends; write year={hi}..{lo}")
        return lo, hi
    if not _YEAR.match(value):
        raise ValueError(f"bad {what} {clause!r}: {value!r} is not a year (four digits, or a range like 2021..2023); {SYNTAX}")
    year = int(value)
    return {"=": (year, year), "==": (year, year), ">=": (year, None), "<=": (None, year),
            ">": (year + 1, None), "<": (None, year - 1)}[op]
