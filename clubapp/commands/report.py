"""``clubapp report KIND --out FILE.pdf``: write a document without the window.

Kinds: ``score-sheet`` (``--game ID`` for a recorded game, ``--blank GAME`` for a blank sheet),
``evening`` (``--evening ID``), ``standings`` (all evenings, or ``--evening ID``), ``history``
(``--member ID``), and the progressive-euchre documents read as JSON on stdin (the shape of
``clubapp.reports.party_docs``): ``tally-cards``, ``table-cards``, ``round-slips``,
``stars-board``, ``prizes``. The global ``--db`` chooses the database.

An ``--out`` ending in ``.csv`` writes the same table as CSV for a spreadsheet (evening,
standings, history, stars-board).

Exit 2 with a message for bad input (an unknown id, an unwritable path, bad JSON); nothing is
written then, and a file already at ``--out`` is left as it was.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

from clubapp.commands import BadInput, parse_option_pairs, read_json_stdin
from clubapp.reports.errors import FontMissing, ReportError

DATABASE_KINDS = ("score-sheet", "evening", "standings", "history")
PARTY_KINDS = ("tally-cards", "table-cards", "round-slips", "stars-board", "prizes")
KINDS = DATABASE_KINDS + PARTY_KINDS
CSV_KINDS = ("evening", "standings", "history", "stars-board")


def add_parser(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser(
        "report", help="write a document (PDF) without the window",
        description="Write a score sheet, evening results, standings, a player's history or a "
                    "progressive-euchre document as PDF. Party documents read JSON on stdin.")
    parser.add_argument("kind", choices=KINDS, metavar="KIND", help=", ".join(KINDS))
    parser.add_argument("--out", required=True, metavar="FILE.pdf",
                        help="the PDF to write (FILE.csv: the table as CSV, for evening, "
                             "standings, history and stars-board)")
    parser.add_argument("--evening", type=int, metavar="ID", help="an evening's number")
    parser.add_argument("--game", type=int, metavar="ID", help="a recorded game's number")
    parser.add_argument("--member", type=int, metavar="ID", help="a member's number")
    parser.add_argument("--blank", metavar="GAME", help="a blank score sheet of this game id")
    parser.add_argument("--player", action="append", metavar="NAME",
                        help="a player's name on a blank sheet, in seat order (repeatable)")
    parser.add_argument("--option", action="append", metavar="NAME=VALUE",
                        help="a house-rule option of the blank sheet's game (repeatable)")
    parser.add_argument("--rows", type=int, metavar="N", help="empty rows on a blank sheet")
    parser.add_argument("--lang", choices=("en", "ru"), default="en", help="language (en)")
    parser.add_argument("--paper", choices=("a4", "letter"), default="a4", help="paper (a4)")
    parser.add_argument("--club", default="", metavar="NAME",
                        help="the club's name in the header (default: the database's)")
    parser.add_argument("--logo", metavar="FILE", help="a picture for the header (PNG, JPEG)")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from clubapp.reports.output import check_target
    from clubapp.reports.page import ReportSetup

    try:
        setup = ReportSetup(args.lang, args.paper, args.club, args.logo)
        setup.logo_image()  # a bad logo is refused before any work
        target = check_target(args.out)
        if args.kind in PARTY_KINDS:
            written = _party(args, setup, target)
        else:
            written = _from_database(args, setup, target)
    except FontMissing:
        raise  # not the user's input: exit 1 with the message
    except ReportError as exc:
        raise BadInput(str(exc)) from None
    print(written)
    return 0


def _party(args: argparse.Namespace, setup: Any, target: Path) -> Path:
    from clubapp.reports.party_cards import write_round_slips, write_table_cards, write_tally_cards
    from clubapp.reports.party_docs import party_from_json
    from clubapp.reports.party_lists import write_prize_list, write_stars_board

    party = party_from_json(read_json_stdin())
    writers: dict[str, Callable[..., Path]] = {
        "tally-cards": write_tally_cards, "table-cards": write_table_cards,
        "round-slips": write_round_slips, "stars-board": write_stars_board,
        "prizes": write_prize_list}
    if args.kind in ("tally-cards", "stars-board") and not party.players:
        raise BadInput(f"{args.kind}: the party has no players")
    if _wants_csv(args):
        from clubapp.reports.csv_tables import stars_rows, write_csv

        return write_csv(target, stars_rows(party, setup))
    return writers[args.kind](target, party, setup)


def _wants_csv(args: argparse.Namespace) -> bool:
    """A spreadsheet instead of a PDF: ``--out`` ends in .csv (for the tables that have one)."""
    if not str(args.out).lower().endswith(".csv"):
        return False
    if args.kind not in CSV_KINDS:
        raise BadInput(f"{args.kind} is a PDF only; CSV is for {', '.join(CSV_KINDS)}")
    return True


def _from_database(args: argparse.Namespace, setup: Any, target: Path) -> Path:
    _wants_csv(args)  # refuse a CSV of a document that has none before any work
    if args.kind == "score-sheet" and args.blank:
        from clubapp.reports.score_sheet import write_blank_sheet

        if args.game is not None:
            raise BadInput("give either --game (a recorded game) or --blank GAME, not both")
        if args.rows is not None and not 1 <= args.rows <= 500:
            raise BadInput(f"--rows {args.rows}: a blank sheet has 1 to 500 rows")
        return write_blank_sheet(target, args.blank, setup, players=args.player or (),
                                 options=parse_option_pairs(args.option), rows=args.rows)
    needed = {"score-sheet": ("game", "--game ID (a recorded game) or --blank GAME"),
              "evening": ("evening", "--evening ID"), "history": ("member", "--member ID")}
    if args.kind in needed and getattr(args, needed[args.kind][0]) is None:
        raise BadInput(f"{args.kind} needs {needed[args.kind][1]}")
    services = _open(args.db)
    try:
        club = getattr(services, "club", None)
        if not args.club and club is not None:  # the name kept in the club's database
            setup = replace(setup, club=club.name())
        return _write_from(services, args, setup, target)
    finally:
        services.close()


def _write_from(services: Any, args: argparse.Namespace, setup: Any, target: Path) -> Path:
    from clubapp.reports import csv_tables
    from clubapp.reports.data import evening_results, member_history
    from clubapp.reports.evening_results import write_evening_results
    from clubapp.reports.history import write_history
    from clubapp.reports.score_sheet import write_filled_sheet
    from clubapp.reports.standings import write_standings
    from clubapp.services import ServiceError

    csv = _wants_csv(args)
    try:
        if args.kind == "score-sheet":
            view = services.scoring.view(args.game)
            return write_filled_sheet(target, view, setup, caption=_caption(services, view, setup))
        if args.kind == "evening":
            results = evening_results(services, args.evening)
            if csv:
                return csv_tables.write_csv(target, csv_tables.evening_rows(results, setup))
            return write_evening_results(target, results, setup)
        if args.kind == "standings":
            scope = ""
            if args.evening is not None:
                evening = services.evenings.detail(args.evening).evening
                scope = f"{evening.name} · {setup.date(evening.date)}"
            rows = services.standings.standings(args.evening)
            if csv:
                return csv_tables.write_csv(target, csv_tables.standings_rows(rows, setup))
            return write_standings(target, rows, setup, scope=scope)
        history = member_history(services, args.member)
        if csv:
            return csv_tables.write_csv(target, csv_tables.history_rows(history, setup))
        return write_history(target, history, setup)
    except ServiceError as exc:
        raise BadInput(str(exc)) from None


def _caption(services: Any, view: Any, setup: Any) -> str:
    """"Evening name · date · Table n" for a recorded game."""
    for evening in services.evenings.list():
        for table in services.evenings.detail(evening.id).tables:
            if table.id == view.table_id:
                return (f"{evening.name} · {setup.date(evening.date)} · "
                        f"{setup.tr('party.table_n', n=table.number)}")
    return ""


def _open(db: str | None) -> Any:
    """The services on the club's database; BadInput rather than a new empty file when the
    database named does not exist (a report never creates a database)."""
    from clubapp.services import Services
    from clubapp.store.database import DatabaseError, default_database_path

    if db is None or "://" not in db:
        path = Path(db).expanduser() if db else default_database_path()
        if not path.is_file():
            raise BadInput(f"no club database at {path} (give --db FILE or URL)")
    try:
        return Services.open(db)
    except DatabaseError as exc:
        raise BadInput(str(exc)) from None
