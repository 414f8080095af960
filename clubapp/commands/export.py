"""``clubapp export`` and ``clubapp import``: the club's data in and out, headless.

- ``export members|evenings [--out FILE]``: CSV (UTF-8 with the mark Excel reads);
- ``export standings SEASON [--out FILE]``: a season's standings as CSV;
- ``export club [--out FILE] [--with-pin]``: the whole club as JSON (imports back exactly); the
  organiser's PIN (its hash) only with ``--with-pin``;
- ``export results [--evening N | --season N] [--out FILE]``: the club's published results in
  the open results format (``schemas/clubapp-results-1.schema.json``, ``services.results_format``):
  the whole club, one evening or one season; an unknown evening or season is bad input;
- ``import members FILE [--encoding auto|utf-8|cp1251] [--yes]``: prints the preview (each row
  taken or rejected, and why); only with ``--yes`` are the taken rows added, all or none;
- ``import club FILE``: a whole-club JSON export into a new, empty database; an export of an
  earlier schema is brought up to today's first (``"upgraded_from"`` names its schema, and a
  ``note`` says so).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from clubapp.commands import BadInput, os_reason, print_json
from clubapp.commands._club import open_club
from clubapp.words import Message, say


def add_parser(sub: argparse._SubParsersAction) -> None:
    export = sub.add_parser("export",
                            help="members, evenings, standings (CSV), the club, its results (JSON)",
                            description=("Write the club's members or evenings, or a season's "
                                         "standings, as CSV for a spreadsheet, or the whole club "
                                         "as JSON (clubapp import club brings it back exactly), "
                                         "or the club's published results in the open results "
                                         "format (JSON: schemas/clubapp-results-1.schema.json)."))
    export.add_argument("what", choices=("members", "evenings", "standings", "club", "results"))
    export.add_argument("season", type=int, nargs="?", help="the season (for standings)")
    export.add_argument("--out", metavar="FILE", help="write here instead of standard output")
    export.add_argument("--with-pin", action="store_true", dest="with_pin",
                        help="club: carry the organiser's PIN (its hash) too")
    scope = export.add_mutually_exclusive_group()
    scope.add_argument("--evening", type=int, metavar="N", dest="results_evening",
                       help="results: that evening alone")
    scope.add_argument("--season", type=int, metavar="N", dest="results_season",
                       help="results: that season's evenings and standings")
    export.set_defaults(func=run_export)
    imports = sub.add_parser(
        "import", help="members from CSV (previewed), a whole club (JSON)",
        description=("Add members from a CSV file (first a preview of every row, taken or "
                     "rejected and why; only with --yes are the taken rows added), or bring a "
                     "whole club exported as JSON into a new, empty database."))
    imports.add_argument("what", choices=("members", "club"))
    imports.add_argument("file", help="the CSV or JSON file")
    imports.add_argument("--encoding", default="auto", choices=("auto", "utf-8", "cp1251"))
    imports.add_argument("--yes", action="store_true",
                         help="members: add the rows the preview takes (else only preview)")
    imports.set_defaults(func=run_import)


def _write(text: str, out: str | None, encoding: str) -> None:
    if out is None:
        sys.stdout.write(text)
        return
    try:
        Path(out).write_text(text, encoding=encoding, newline="")
    except OSError as exc:
        raise BadInput("cli.cannot_write", "out", path=out, why=os_reason(exc)) from None


def run_export(args: argparse.Namespace) -> int:
    from clubapp.services import ServiceError
    from clubapp.services.exchange import CSV_ENCODING, ExchangeService

    if args.what == "standings" and args.season is None:
        raise BadInput("cli.season_needed", "season")
    services = open_club(args)
    try:
        exchange = ExchangeService(services.db)
        if args.what == "results":
            _write(_results(services, args), args.out, "utf-8")
            return 0
        if args.what == "club":
            _write(exchange.export_club_json(with_pin=args.with_pin), args.out, "utf-8")
            return 0
        text = {"members": lambda: exchange.members_csv(args.lang),
                "evenings": lambda: exchange.evenings_csv(args.lang),
                "standings": lambda: exchange.standings_csv(args.season, lang=args.lang),
                }[args.what]()
        _write(text, args.out, CSV_ENCODING)
    except ServiceError as exc:
        raise BadInput.of(exc) from None
    finally:
        services.close()
    return 0


def _results(services: object, args: argparse.Namespace) -> str:
    """The results document's text (a refusal of the services passes up as it is)."""
    from clubapp.services.results_format import document_json, results_document

    return document_json(results_document(services, evening=args.results_evening,
                                          season=args.results_season))


def run_import(args: argparse.Namespace) -> int:
    from clubapp.services import ServiceError
    from clubapp.services.exchange import ExchangeService, read_club_file, schema_revision
    from clubapp.services.member_csv import all_problems

    try:
        data = read_club_file(args.file) if args.what == "club" else Path(args.file).read_bytes()
    except ServiceError as exc:  # a club's file too big to import: refused before it is read
        raise BadInput.of(exc) from None
    except OSError as exc:
        raise BadInput("cli.cannot_read", "file", path=args.file, why=os_reason(exc)) from None
    services = open_club(args, create=args.what == "club")
    try:
        exchange = ExchangeService(services.db)
        if args.what == "club":
            result = exchange.import_club(data)
            report = {"imported": result.rows, "games": result.games,
                      "upgraded_from": result.upgraded_from}
            if result.upgraded_from is not None:
                report["note"] = say(Message("cli.club_brought_up", schema=result.upgraded_from,
                                             newest=schema_revision()), args.lang)
            print_json(report)
            return 0
        preview = exchange.preview_members(data, args.encoding)
        report = {
            "encoding": preview.encoding, "columns": dict(preview.columns),
            "ignored_columns": list(preview.ignored),
            "problems": [say(p, args.lang) for p in preview.problems],
            "taken": [{"row": r.line, "name": r.name} for r in preview.taken],
            "rejected": [{"row": r.line, "name": r.name, "reason": say(r.reason, args.lang)}
                         for r in preview.rejected if r.reason is not None]}
        if preview.problems:
            raise BadInput("cli.members_file_refused", problems=all_problems(preview.problems))
        if args.yes:
            report["imported"] = len(exchange.import_members(data, preview, args.encoding))
        else:
            report["imported"] = 0
            report["note"] = say(Message("cli.preview_note"), args.lang)
        print_json(report)
    except ServiceError as exc:
        raise BadInput.of(exc) from None
    finally:
        services.close()
    return 0
