"""The entry point: no arguments open the window; subcommands are headless jobs (DESIGN.md).

Exit status: 0 done, 2 bad input (a message on stderr, nothing on stdout), 1 anything else.
"""

from __future__ import annotations

import argparse
import importlib
import os
import pkgutil
import sys
from collections.abc import Sequence

from clubapp import __version__
from clubapp.commands import BadInput


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="clubapp",
        description="Run a card club: with no command, open the window; commands work headless.")
    parser.add_argument("--version", action="version", version=f"clubapp {__version__}")
    parser.add_argument("--db", metavar="URL",
                        help="database URL or SQLite file (default: the club file in your data folder)")
    parser.add_argument("--check-window", action="store_true",
                        help="open the window, paint it once and quit (checks an installation)")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    import clubapp.commands as package

    for module in sorted(pkgutil.iter_modules(package.__path__), key=lambda m: m.name):
        if not module.name.startswith("_"):
            importlib.import_module(f"{package.__name__}.{module.name}").add_parser(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run clubapp with these arguments; return the exit status."""
    args_list = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    try:
        args = parser.parse_args(args_list)
    except SystemExit as exc:  # argparse exits 2 on bad usage, 0 on --help
        return int(exc.code or 0)
    if args.command is None:
        from clubapp.ui.app import run_window

        return run_window(args.db, check=args.check_window)
    try:
        return int(args.func(args) or 0)
    except BadInput as exc:
        print(f"clubapp: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 1
    except BrokenPipeError:  # the reader stopped early (| head): not our failure
        # Python's advice: point stdout at devnull so that the interpreter's last flush is quiet
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except Exception as exc:  # the contract: exit 1 for anything else, with a message
        print(f"clubapp: error: {exc.__class__.__name__}: {exc}", file=sys.stderr)
        return 1
