"""Pages generated from the code itself: the CLI reference and the configuration reference."""

from __future__ import annotations

import argparse
from pathlib import Path


def cli_reference() -> str:
    from muonrag.cli import build_parser

    parser = build_parser()
    out = ["Command-line reference", "======================", "",
           "Generated from ``muonrag.cli.build_parser()`` at documentation build time.", "",
           ".. code-block:: text", ""]
    out += ["   " + line for line in parser.format_help().splitlines()]
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    for name, command in sub.choices.items():
        out += ["", f"muonrag {name}", "-" * (len(name) + 8), "", ".. code-block:: text", ""]
        out += ["   " + line for line in command.format_help().splitlines()]
    return "\n".join(out) + "\n"


def config_reference() -> str:
    from muonrag.config import SECTIONS, settings_table

    out = ["Configuration reference", "=======================", "",
           "Generated from :class:`muonrag.Config`, one section at a time. Each source overrides the one before it: "
           "defaults, the TOML file (``./muonrag.toml``, ``$MUONRAG_CONFIG`` or ``--config``; one table per section, "
           "keys as below), environment variables, and Python keyword arguments or command-line flags (both by the "
           "setting's *name*, unique across sections). In Python a setting is ``config.<section>.<key>``.", "",
           "A file written for an earlier muonrag (flat names such as ``llm_timeout`` under ``[llm]``, ``[chunking]``, "
           "``fusion`` or ``verify`` in their old sections) is still read, with a warning naming the new place.", ""]
    rows = settings_table()
    for section, kind in SECTIONS.items():
        title = f"[{section}]"
        summary = " ".join((kind.__doc__ or "").strip().split("\n\n")[0].split())
        out += [title, "-" * len(title), "", f"{summary} In Python: ``config.{section}``, a "
                f":class:`~muonrag.config.{kind.__name__}`.", "",
                ".. list-table::", "   :header-rows: 1", "   :widths: 16 12 26 46", "",
                "   * - key", "     - default", "     - name (environment variable)", "     - meaning"]
        for row in (r for r in rows if r["section"] == section):
            default = "unset" if row["default"] is None else f"``{row['default']}``"
            out += [f"   * - ``{row['key']}``", f"     - {default}", f"     - ``{row['name']}`` (``{row['env']}``)",
                    f"     - {row['doc']}"]
        out.append("")
    return "\n".join(out)


def write_generated(folder: Path) -> None:
    folder.mkdir(exist_ok=True)
    for name, text in (("cli.rst", cli_reference()), ("configuration.rst", config_reference())):
        path = folder / name
        if not path.is_file() or path.read_text() != text:
            path.write_text(text)
