"""The ``muonrag`` command: a thin layer over the Python API.

Every command accepts ``--json`` and then prints one JSON document on stdout,
so scripts can parse it: the result, or ``{"error": "..."}`` with a non-zero exit
status. Without ``--json`` results go to stdout and errors to stderr, as text.
Progress bars and warnings always go to stderr.
"""

from __future__ import annotations

import logging
import os
import sys
from typing import Optional, Sequence

from muonrag.cli.commands import (COMMANDS, EXIT_ERROR, EXIT_NOTHING_INGESTED, EXIT_STRICT_SKIPPED, config_from_args,
                                  report_error)
from muonrag.cli.parser import build_parser
from muonrag.errors import MuonRAGError

__all__ = ["main", "run", "build_parser", "config_from_args", "EXIT_ERROR", "EXIT_NOTHING_INGESTED",
           "EXIT_STRICT_SKIPPED"]


def main(argv: Optional[Sequence[str]] = None) -> int:
    """Run the ``muonrag`` command with ``argv`` (default: the process's arguments) and return its exit status:
    0, :data:`EXIT_ERROR` with the error printed (JSON with ``--json``), :data:`EXIT_NOTHING_INGESTED`,
    :data:`EXIT_STRICT_SKIPPED`, or 130 when interrupted."""
    args = build_parser().parse_args(argv)
    level = logging.DEBUG if args.verbose else logging.WARNING
    logging.basicConfig(level=level, format="%(levelname)s: %(message)s")
    # Libraries set their own logger levels on import; filtering at the handler holds regardless.
    for handler in logging.getLogger().handlers:
        handler.setLevel(level)
    if not args.verbose:  # the CLI prints the ingestion report itself; the library's warnings would repeat it
        logging.getLogger("muonrag.index.pipeline").setLevel(logging.ERROR)
    try:
        return COMMANDS[args.command](args)
    except BrokenPipeError:  # `muonrag search --json ... | head`: the reader has had enough
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 0
    except MuonRAGError as exc:
        report_error(args, str(exc))
        return EXIT_ERROR
    except (TypeError, ValueError, OSError) as exc:
        report_error(args, f"{type(exc).__name__}: {exc}" if isinstance(exc, OSError) else str(exc))
        return EXIT_ERROR
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130


#: Commands that write nothing: their process may end without tearing down the interpreter.
READ_ONLY_COMMANDS = ("search", "ask", "info")


def run() -> None:
    """The ``muonrag`` console script: :func:`main`, then exit.

    After a read-only command every file is closed and everything is printed, so
    the process ends at once instead of unloading LlamaIndex's modules one by one,
    which takes half a second of a one-shot search.
    """
    code = main()
    if len(sys.argv) > 1 and sys.argv[1] in READ_ONLY_COMMANDS:
        try:
            sys.stdout.flush()
            sys.stderr.flush()
        except (BrokenPipeError, ValueError):
            pass
        logging.shutdown()
        os._exit(code)
    sys.exit(code)
