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
    from muonrag.config import settings_table

    out = ["Configuration reference", "=======================", "",
           "Generated from :class:`muonrag.Config`. Each source overrides the one before it: defaults, the TOML "
           "file (``./muonrag.toml``, ``$MUONRAG_CONFIG`` or ``--config``; the section is given below), "
           "environment variables, and Python keyword arguments or command-line flags.", "",
           ".. list-table::", "   :header-rows: 1", "   :widths: 18 10 14 24 40", "",
           "   * - setting", "     - section", "     - default", "     - environment variable", "     - meaning"]
    for row in settings_table():
        default = "unset" if row["default"] is None else f"``{row['default']}``"
        out += [f"   * - ``{row['name']}``", f"     - ``[{row['section']}]``", f"     - {default}",
                f"     - ``{row['env']}``", f"     - {row['doc']}"]
    return "\n".join(out) + "\n"


def write_generated(folder: Path) -> None:
    folder.mkdir(exist_ok=True)
    for name, text in (("cli.rst", cli_reference()), ("configuration.rst", config_reference())):
        path = folder / name
        if not path.is_file() or path.read_text() != text:
            path.write_text(text)
