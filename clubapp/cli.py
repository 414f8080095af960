"""The entry point: no arguments open the window; subcommands are headless jobs (DESIGN.md).

Exit status: 0 done, 2 bad input (a message on stderr, nothing on stdout), 1 anything else.
The global options ``--db URL``, ``--lang en|ru`` and ``--upgrade`` (a server's database of
an older schema is upgraded only when asked) are accepted before or after any subcommand;
without ``--lang`` the program speaks the environment's language.
"""

from __future__ import annotations

import argparse
import importlib
import os
import pkgutil
import shutil
import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager

from clubapp import __version__
from clubapp.commands import BadInput
from clubapp.commands._argparse_words import language_asked, speaking
from clubapp.commands._help_words import show_code_plainly, translate_help
from clubapp.words import LANGUAGES, Message, language_from_environment, say

DB_HELP = "database URL or SQLite file (default: the club file in your data folder)"
LANG_HELP = "the language of messages and reasons (default: the environment's, else en)"
UPGRADE_HELP = ("upgrade a server's database of an older schema (take a backup with pg_dump "
                "first)")


def build_parser(lang: str = "en") -> argparse.ArgumentParser:
    """The command line's parser; argparse's own words are in ``lang`` only while
    ``speaking(lang)`` (the help of ``--version`` is not one of them, so it is given here)."""
    parser = argparse.ArgumentParser(
        prog="clubapp",
        description="Run a card club: with no command, open the window; commands work headless.")
    parser.add_argument("--version", action="version", version=f"clubapp {__version__}",
                        help=say(Message("argparse.version"), lang))
    parser.add_argument("--db", metavar="URL", help=DB_HELP)
    parser.add_argument("--lang", choices=LANGUAGES, help=LANG_HELP)
    parser.add_argument("--upgrade", action="store_true", help=UPGRADE_HELP)
    parser.add_argument("--check-window", action="store_true",
                        help="open the window, paint it once and quit (checks an installation)")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    import clubapp.commands as package

    for module in sorted(pkgutil.iter_modules(package.__path__), key=lambda m: m.name):
        if not module.name.startswith("_"):
            importlib.import_module(f"{package.__name__}.{module.name}").add_parser(sub)
    _add_global_options(parser)
    translate_help(parser, lang)
    show_code_plainly(parser)
    return parser


def _add_global_options(parser: argparse.ArgumentParser) -> None:
    """Give every subcommand, at every depth, ``--db``, ``--lang`` and ``--upgrade``.

    Their default is SUPPRESS, so that an option given before the subcommand is not overwritten
    by the subcommand's default; a subcommand that declares one of them itself keeps its help
    and choices but loses its own default for the same reason. (argparse keeps the subcommands
    in its private ``_actions``: there is no public way to walk them.)
    """
    for action in parser._actions:
        if not isinstance(action, argparse._SubParsersAction):
            continue
        for child in {id(p): p for p in action.choices.values()}.values():
            own = {s: a for a in child._actions for s in a.option_strings}
            for option, extra in (("--db", {"metavar": "URL", "help": DB_HELP}),
                                  ("--lang", {"choices": LANGUAGES, "help": LANG_HELP}),
                                  ("--upgrade", {"action": "store_true",
                                                 "help": UPGRADE_HELP})):
                if option in own:
                    own[option].default = argparse.SUPPRESS
                else:
                    child.add_argument(option, default=argparse.SUPPRESS, **extra)
            _add_global_options(child)


def main(argv: Sequence[str] | None = None) -> int:
    """Run clubapp with these arguments; return the exit status."""
    args_list = list(sys.argv[1:] if argv is None else argv)
    # argparse says its own refusals and headings as it parses: the language comes first
    lang = language_asked(args_list)
    with speaking(lang), _terminal_measured_once():
        parser = build_parser(lang)
        try:
            args = parser.parse_args(args_list)
        except SystemExit as exc:  # argparse exits 2 on bad usage, 0 on --help
            return int(exc.code or 0)
    if args.command is None:
        from clubapp.ui.app import run_window

        return run_window(args.db, check=args.check_window, upgrade=args.upgrade,
                          lang=args.lang)
    if args.lang is None:
        args.lang = language_from_environment()
    try:
        return int(args.func(args) or 0)
    except BadInput as exc:
        print(f"clubapp: {one_line(exc.say(args.lang))}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 1
    except BrokenPipeError:  # the reader stopped early (| head): not our failure
        # Python's advice: point stdout at devnull so that the interpreter's last flush is quiet
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except Exception as exc:  # the contract: exit 1 for anything else, with a message
        refusal = _refusal(exc)
        if refusal is not None:
            print(f"clubapp: {one_line(refusal.say(args.lang))}", file=sys.stderr)
            return 2
        from clubapp.store.credentials import redact  # an error may quote a database URL

        print(f"clubapp: error: {exc.__class__.__name__}: {redact(exc)}", file=sys.stderr)
        return 1


@contextmanager
def _terminal_measured_once() -> Iterator[None]:
    """argparse measures the terminal for each of the few hundred options it is given (a third
    of a command's start): while the parser is built and run, the first measure stands."""
    measure = shutil.get_terminal_size
    size = measure()
    shutil.get_terminal_size = lambda fallback=(80, 24): size
    try:
        yield
    finally:
        shutil.get_terminal_size = measure


def one_line(text: str) -> str:
    """A refusal as the one line the contract promises: what a user typed, quoted in it, may
    hold a line break, shown as ``\\n``."""
    return text.replace("\r", "\\r").replace("\n", "\\n")


def _refusal(exc: Exception) -> BadInput | None:
    """A refusal of the rules or the services that a command let through: bad input too, as
    each of them changes nothing (DESIGN.md)."""
    from clubapp.rules.errors import RuleError
    from clubapp.services.views import ServiceError
    from clubapp.store.database import DatabaseError  # a database that cannot be used

    if isinstance(exc, RuleError | ServiceError | DatabaseError):
        return BadInput.of(exc)
    return None
