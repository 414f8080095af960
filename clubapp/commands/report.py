"""``clubapp report KIND --out FILE.pdf``: write a document without the window.

Kinds:

- ``score-sheet``: ``--game ID`` a recorded game; ``--blank GAME`` a blank sheet (``--player``
  in seat order, ``--option K=V``, ``--rows N``); ``--from-score GAME`` a filled sheet without a
  database, from exactly what ``clubapp score GAME`` reads on stdin (``--option K=V`` as there);
- ``evening`` (``--evening ID``), ``history`` (``--member ID``);
- ``standings``: per game, each in its unit (all evenings, or ``--evening ID``; ``--by family``
  to group a family's games), or a season's (``--season ID``: each game on its own, and every
  game together where the season's rules say how);
- ``chips`` (``--evening ID``, ``--white-chip AMOUNT``): the chip statement and settlement;
- the club's money (issue 33): ``cash-sheet`` and ``payouts`` (``--evening ID``): the
  evening's cash sheet with its proof row, and its payout list; ``statement`` (``--member ID``,
  ``--season ID`` for a season, else everything on record): a member's statement;
- the party documents, read as JSON on stdin — the shape of ``clubapp.reports.party_docs``, or
  what ``clubapp draw party`` and ``clubapp progressive next`` print, as they print it:
  ``tally-cards``, ``table-cards``, ``round-slips``, ``stars-board``, ``table-list``,
  ``prizes``; with ``--evening ID`` the party kept in the database instead (stdin is not
  read). ``--rounds N``: the rows of a tally card for the rounds planned (a draw read from
  stdin, or a party not yet played so far: twelve). With ``--with-codes --evening ID`` the table cards carry each table's QR code
  and the tally cards each guest's: the addresses of ``clubapp serve --evening ID`` (on
  ``--host`` and ``--port`` as it will be started, by default every interface and 8023),
  each card a new one (the club keeps only a hash of each: the cards of that kind printed
  before stop working).
- a party played from a rotation chart: ``rotation-chart`` (every round's tables and who sits
  out, the fairness report, the standing) and ``rotation-cards`` (a card for each guest: each
  round's table, seat, partner and opponents), of the party kept for ``--evening ID``, or read
  on stdin as ``clubapp draw rotation`` prints it.

The club's name in the header is the database's (``--db``, else the club file when there is
one), unless ``--club`` names another. An ``--out`` ending in ``.csv`` writes the same table as
CSV for a spreadsheet (evening, standings, history, stars-board).

Exit 2 with a message for bad input (an unknown id, an unwritable path, bad JSON); nothing is
written then, and a file already at ``--out`` is left as it was.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from dataclasses import replace
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import Any

from clubapp.commands import BadInput, parse_option_pairs, read_json_stdin
from clubapp.commands._club import open_club
from clubapp.commands._score_input import read_score_input
from clubapp.reports.errors import FontMissing, ReportError

DATABASE_KINDS = ("score-sheet", "evening", "standings", "history", "chips", "cash-sheet",
                  "payouts", "statement")
PARTY_KINDS = ("tally-cards", "table-cards", "round-slips", "stars-board", "table-list",
               "prizes")
ROTATION_KINDS = ("rotation-chart", "rotation-cards")
KINDS = DATABASE_KINDS + PARTY_KINDS + ROTATION_KINDS
CSV_KINDS = ("evening", "standings", "history", "stars-board")
WHITE_CHIP = "0.05"  # what the window's chips dialog and ``clubapp chips`` offer first


def add_parser(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser(
        "report", help="write a document (PDF) without the window",
        description="Write a score sheet, evening results, standings, a player's history, the "
                    "chip statement, an evening's cash sheet or payout list, a member's "
                    "statement, a progressive-euchre document or a rotation chart party's "
                    "chart and cards as PDF. Party documents read JSON on stdin, as clubapp "
                    "draw party, progressive next and draw rotation print it, or with "
                    "--evening ID the party in the database.")
    parser.add_argument("kind", choices=KINDS, metavar="KIND", help=", ".join(KINDS))
    parser.add_argument("--out", required=True, metavar="FILE.pdf",
                        help="the PDF to write (FILE.csv: the table as CSV, for evening, "
                             "standings, history and stars-board)")
    parser.add_argument("--evening", type=int, metavar="ID", help="an evening's number")
    parser.add_argument("--season", type=int, metavar="ID", help="a season's number")
    parser.add_argument("--game", type=int, metavar="ID", help="a recorded game's number")
    parser.add_argument("--member", type=int, metavar="ID", help="a member's number")
    parser.add_argument("--blank", metavar="GAME", help="a blank score sheet of this game id")
    parser.add_argument("--from-score", metavar="GAME", dest="from_score",
                        help="a filled score sheet of this game from what `clubapp score GAME` "
                             "reads on stdin")
    # as `table add` takes them: --player A B C D, or --player A --player B …
    parser.add_argument("--player", action="extend", nargs="+", metavar="NAME",
                        help="a player's name on a blank sheet, in seat order (repeatable)")
    parser.add_argument("--option", action="append", metavar="NAME=VALUE",
                        help="a house-rule option of the sheet's game (repeatable)")
    parser.add_argument("--rows", type=int, metavar="N", help="empty rows on a blank sheet")
    parser.add_argument("--rounds", type=int, metavar="N",
                        help="party documents: the rounds planned, a row each on a tally card "
                             "(default 12)")
    parser.add_argument("--by", choices=("game", "family"), default="game",
                        help="standings per game (default) or per family of games")
    parser.add_argument("--white-chip", default=None, metavar="AMOUNT", dest="white_chip",
                        help="the money one white chip is worth (chips; default: the evening's "
                             f"worth, else {WHITE_CHIP})")
    parser.add_argument("--lang", choices=("en", "ru"), help="language")
    parser.add_argument("--paper", choices=("a4", "letter"), default="a4", help="paper (a4)")
    parser.add_argument("--club", default="", metavar="NAME",
                        help="the club's name in the header (default: the database's)")
    parser.add_argument("--logo", metavar="FILE", help="a picture for the header (PNG, JPEG)")
    parser.add_argument("--with-codes", action="store_true", dest="with_codes",
                        help="tally-cards and table-cards of --evening ID: each guest's and "
                             "table's QR code of the table pages (clubapp serve)")
    parser.add_argument("--host", default="0.0.0.0", metavar="H",
                        help="with --with-codes: the interface clubapp serve will serve on")
    parser.add_argument("--port", type=int, default=8023, metavar="P",
                        help="with --with-codes: the port clubapp serve will serve on (8023)")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from clubapp.reports.output import check_target
    from clubapp.reports.page import ReportSetup

    lang = getattr(args, "lang", None) or "en"
    try:
        setup = ReportSetup(lang, args.paper, args.club, args.logo)
        setup.logo_image()  # a bad logo is refused before any work
        target = check_target(args.out)
        if args.kind in PARTY_KINDS:
            written = _party(args, _with_club_name(args, setup), target)
        elif args.kind in ROTATION_KINDS:
            written = _rotation(args, _with_club_name(args, setup), target)
        elif args.kind == "score-sheet" and (args.blank or args.from_score):
            written = _sheet_without_game(args, _with_club_name(args, setup), target)
        else:
            written = _from_database(args, setup, target)
    except FontMissing:
        raise  # not the user's input: exit 1 with the message
    except ReportError as exc:
        raise BadInput(exc.why) from None
    print(written)
    return 0


def _with_club_name(args: argparse.Namespace, setup: Any) -> Any:
    """The setup with the database's club name, where there is a database and no --club."""
    if args.club:
        return setup
    from clubapp.services import Services
    from clubapp.store.database import DatabaseError, default_database_path

    db = getattr(args, "db", None)
    if db is None or "://" not in db:
        path = Path(db).expanduser() if db else default_database_path()
        if not path.is_file():
            return setup  # a sheet needs no database: then no club name
    try:
        services = Services.open(db, upgrade=bool(getattr(args, "upgrade", False)))
    except DatabaseError:
        return setup
    try:
        return replace(setup, club=services.club.name())
    finally:
        services.close()


def _party(args: argparse.Namespace, setup: Any, target: Path) -> Path:
    from clubapp.reports.party_cards import write_round_slips, write_table_cards, write_tally_cards
    from clubapp.reports.party_docs import party_from_json
    from clubapp.reports.party_lists import write_prize_list, write_stars_board, write_table_list

    party = _party_of_evening(args) if args.evening is not None else \
        party_from_json(read_json_stdin())
    if args.rounds is not None:
        if not 1 <= args.rounds <= 100:
            raise BadInput("report.rounds", "rounds", rounds=args.rounds)
        party = replace(party, rounds=args.rounds)
    writers: dict[str, Callable[..., Path]] = {
        "tally-cards": write_tally_cards, "table-cards": write_table_cards,
        "round-slips": write_round_slips, "stars-board": write_stars_board,
        "table-list": write_table_list, "prizes": write_prize_list}
    if args.kind in ("tally-cards", "stars-board", "table-list") and not party.players:
        raise BadInput("report.no_players", kind=args.kind)
    if _wants_csv(args):
        from clubapp.reports.csv_tables import stars_rows, write_csv

        return write_csv(target, stars_rows(party, setup))
    if getattr(args, "with_codes", False):
        return writers[args.kind](target, party, setup, codes=_codes(args))
    return writers[args.kind](target, party, setup)


def _party_of_evening(args: argparse.Namespace) -> Any:
    """The party documents' data of the party kept in the database for ``--evening``."""
    from clubapp.reports.party_data import party_data
    from clubapp.services import ServiceError
    from clubapp.services.rotation_party import RotationPartyService

    services = open_club(args)
    try:
        found = party_data(services, args.evening)
        rotation = found is None and \
            RotationPartyService(services.db).view(args.evening) is not None
    except ServiceError as exc:
        raise BadInput.of(exc, field="evening") from None
    finally:
        services.close()
    if found is None:
        raise BadInput("report.is_rotation" if rotation else "report.no_party", "evening",
                       evening=args.evening)
    return found


def _rotation(args: argparse.Namespace, setup: Any, target: Path) -> Path:
    """A rotation chart party's chart or guests' cards: the party kept for ``--evening``,
    else the chart read on stdin as ``clubapp draw rotation`` prints it."""
    from clubapp.reports.rotation_chart import (
        chart_from_json,
        write_rotation_cards,
        write_rotation_chart,
    )

    _wants_csv(args)  # a PDF only
    for given, option in ((args.rounds is not None, "--rounds"),
                          (getattr(args, "with_codes", False), "--with-codes")):
        if given:
            raise BadInput("report.not_for_kind", option=option, kind=args.kind)
    chart = _rotation_of_evening(args) if args.evening is not None else \
        chart_from_json(read_json_stdin())
    write = write_rotation_chart if args.kind == "rotation-chart" else write_rotation_cards
    return write(target, chart, setup)


def _rotation_of_evening(args: argparse.Namespace) -> Any:
    """The chart of the rotation party kept in the database for ``--evening``."""
    from clubapp.reports.rotation_chart import chart_of_view
    from clubapp.services import ServiceError
    from clubapp.services.rotation_party import RotationPartyService

    services = open_club(args)
    try:
        view = RotationPartyService(services.db).view(args.evening)
        book = view is None and services.party.view(args.evening) is not None
    except ServiceError as exc:
        raise BadInput.of(exc, field="evening") from None
    finally:
        services.close()
    if view is None:
        raise BadInput("report.not_rotation" if book else "report.no_party", "evening",
                       evening=args.evening)
    return chart_of_view(view)


def _codes(args: argparse.Namespace) -> Any:
    """The evening's table and guest addresses as ``clubapp serve`` will serve them."""
    from clubapp.reports.party_cards import PartyCodes
    from clubapp.services import ServiceError
    from clubapp.services.table_access import TableAccessService
    from clubapp.web.server import code_urls, printed_addresses

    if args.kind not in ("tally-cards", "table-cards"):
        raise BadInput("web.codes_cards_only", kind=args.kind)
    if args.evening is None:
        raise BadInput("report.needs_evening", kind="--with-codes")
    if not 0 <= args.port <= 65535:
        raise BadInput("web.bad_port", "port", port=args.port)
    services = open_club(args)
    try:
        found = printed_addresses(TableAccessService(services), args.evening, args.host,
                                  args.port, args.kind)
    except ServiceError as exc:
        raise BadInput.of(exc) from None
    finally:
        services.close()
    return PartyCodes(*code_urls(found))


def _wants_csv(args: argparse.Namespace) -> bool:
    """A spreadsheet instead of a PDF: ``--out`` ends in .csv (for the tables that have one)."""
    if not str(args.out).lower().endswith(".csv"):
        return False
    if args.kind not in CSV_KINDS:
        raise BadInput("report.pdf_only", kind=args.kind, kinds=list(CSV_KINDS))
    return True


def _sheet_without_game(args: argparse.Namespace, setup: Any, target: Path) -> Path:
    """A blank sheet, or a filled one from ``clubapp score``'s input: no database needed."""
    from clubapp.reports.score_sheet import write_blank_sheet, write_sheet_from_score

    _wants_csv(args)
    if args.game is not None or (args.blank and args.from_score):
        raise BadInput("report.one_sheet")
    if args.blank:
        if args.rows is not None and not 1 <= args.rows <= 500:
            raise BadInput("report.rows", rows=args.rows)
        return write_blank_sheet(target, args.blank, setup, players=args.player or (),
                                 options=parse_option_pairs(args.option), rows=args.rows)
    players, deals, options = read_score_input(args.option)
    try:
        return write_sheet_from_score(target, args.from_score, players, deals, setup,
                                      options=options)
    except ReportError as exc:
        from clubapp.rules import RuleError

        cause = exc.__cause__ or exc.__context__
        if isinstance(cause, RuleError):
            raise BadInput.of(cause, game_id=args.from_score) from None
        raise


def _money(text: str) -> Decimal:
    try:
        value = Decimal(str(text).strip().replace(",", "."))
    except InvalidOperation:
        raise BadInput("cli.not_money", "value", given=text) from None
    if not value.is_finite() or value < 0:
        raise BadInput("cli.not_money", "value", given=text)
    return value


def _from_database(args: argparse.Namespace, setup: Any, target: Path) -> Path:
    _wants_csv(args)  # refuse a CSV of a document that has none before any work
    needed = {"score-sheet": ("game", "report.needs_game"),
              "evening": ("evening", "report.needs_evening"),
              "chips": ("evening", "report.needs_evening"),
              "cash-sheet": ("evening", "report.needs_evening"),
              "payouts": ("evening", "report.needs_evening"),
              "statement": ("member", "report.needs_member"),
              "history": ("member", "report.needs_member")}
    if args.kind in needed and getattr(args, needed[args.kind][0]) is None:
        raise BadInput(needed[args.kind][1], kind=args.kind)
    worth = (_money(args.white_chip) if args.kind == "chips" and args.white_chip is not None
             else None)
    services = open_club(args)
    try:
        club = getattr(services, "club", None)
        if not args.club and club is not None:  # the name kept in the club's database
            setup = replace(setup, club=club.name())
        return _write_from(services, args, setup, target, worth)
    finally:
        services.close()


MONEY_KINDS = ("cash-sheet", "payouts", "statement")


def _money_document(services: Any, args: argparse.Namespace, setup: Any, target: Path) -> Path:
    """The club's money on paper: the evening's cash sheet or payout list, a member's
    statement (over ``--season``, else everything on record)."""
    from clubapp.reports.cash_sheet import CashSheetData, write_cash_sheet
    from clubapp.reports.money_statement import write_money_statement
    from clubapp.reports.payout_list import write_payout_list

    if args.kind == "cash-sheet":
        return write_cash_sheet(target, CashSheetData.of(services, args.evening), setup)
    if args.kind == "payouts":
        return write_payout_list(target, services.money.evening_money(args.evening), setup)
    return write_money_statement(target, services.money.statement(args.member, args.season),
                                 setup)


def _write_from(services: Any, args: argparse.Namespace, setup: Any, target: Path,
                worth: Decimal | None) -> Path:
    from clubapp.reports import csv_tables
    from clubapp.reports.chip_statement import write_chip_statement
    from clubapp.reports.data import evening_results, member_history, sheet_header
    from clubapp.reports.evening_results import write_evening_results
    from clubapp.reports.history import write_history
    from clubapp.reports.score_sheet import write_filled_sheet
    from clubapp.reports.standings import write_season_standings, write_standings
    from clubapp.services import ServiceError

    csv = _wants_csv(args)
    try:
        if args.kind == "score-sheet":
            view = services.scoring.view(args.game)
            return write_filled_sheet(target, view, setup,
                                      header=sheet_header(services, view, setup))
        if args.kind == "evening":
            results = evening_results(services, args.evening)
            if csv:
                return csv_tables.write_csv(target, csv_tables.evening_rows(results, setup))
            return write_evening_results(target, results, setup)
        if args.kind == "chips":
            if worth is None and services.chips.worth(args.evening) is None:
                worth = Decimal(WHITE_CHIP)  # no worth given nor kept: the first offer
            statement = services.chips.statement(args.evening, worth)
            return write_chip_statement(target, statement, setup)
        if args.kind in MONEY_KINDS:
            return _money_document(services, args, setup, target)
        if args.kind == "standings":
            if args.season is not None:
                if args.evening is not None:
                    raise BadInput("report.season_or_evening")
                result = services.seasons.every_standing(args.season)  # game by game
                if csv:
                    from clubapp.services.exchange import ExchangeService

                    target.write_text(ExchangeService(services.db).standings_csv(
                        args.season, lang=setup.lang),
                                      encoding="utf-8-sig")
                    return target
                return write_season_standings(target, result, setup)
            scope = ""
            if args.evening is not None:
                evening = services.evenings.detail(args.evening).evening
                scope = f"{evening.name} · {setup.date(evening.date)}"
            standings = services.standings.by_game(args.evening, per=args.by)
            if csv:
                return csv_tables.write_csv(target, csv_tables.standings_rows(standings, setup))
            return write_standings(target, standings, setup, scope=scope)
        history = member_history(services, args.member)
        if csv:
            return csv_tables.write_csv(target, csv_tables.history_rows(history, setup))
        return write_history(target, history, setup)
    except ServiceError as exc:
        raise BadInput.of(exc) from None
