"""``clubapp demo [--out DIR] [--db URL]``: a whole club evening, and its PDFs.

Eight members, one evening, two euchre tables playing a rubber each through the services (the
same calls the window makes) on a scratch SQLite database in memory, or into the database of
``--db`` (to open it in the window afterwards), then every document: the two score sheets, the
evening's results, the standings, a member's history, a blank euchre sheet, and the
progressive-euchre documents of a sample party. Prints the paths written, one a line, and
says on stderr how many went into which folder (``./clubapp-demo`` unless ``--out DIR``).
"""

from __future__ import annotations

import argparse
import datetime as dt
import sys
from pathlib import Path
from typing import Any

from clubapp.commands import BadInput, os_reason
from clubapp.reports.errors import FontMissing, ReportError
from clubapp.words import Message, say

MEMBERS = ("Ann Hale", "Bob Reed", "Cat Moss", "Dan Ford", "Анна Петрова", "Иван Соколов",
           "Ольга Белова", "Пётр Орлов")
# Two rubbers, deal by deal (law 3, seeds/002 line 219). Table 1: A takes game 1 6–2 (a
# double, 2), B game 2 5–0 (a triple, 3), A game 3 5–1 (a double, 2): A wins 2 + 2 + 2 - 3 = 3.
# Table 2: B takes game 1 5–0 (a triple) and game 2 5–1 (a double): B wins 3 + 2 + 2 = 7.
RUBBERS = (
    [{"makers": "A", "tricks": 3}, {"makers": "B", "tricks": 5}, {"makers": "A", "tricks": 4},
     {"makers": "A", "tricks": 5, "alone": True},
     {"makers": "B", "tricks": 3}, {"makers": "B", "tricks": 5}, {"makers": "A", "tricks": 2},
     {"makers": "A", "tricks": 5}, {"makers": "B", "tricks": 4}, {"makers": "A", "tricks": 3},
     {"makers": "B", "tricks": 1, "revoke": {"by": "B", "take": "add"}}],
    [{"makers": "B", "tricks": 5}, {"makers": "B", "tricks": 3}, {"makers": "A", "tricks": 2},
     {"makers": "A", "tricks": 4}, {"makers": "B", "tricks": 5, "alone": True},
     {"makers": "B", "tricks": 3}],
)


SCRATCH_DATABASE = "sqlite://"  # in memory: nothing is left on disk when the demo ends


def add_parser(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser(
        "demo", help="run a demo evening on a scratch database and write its PDFs",
        description="Runs a whole club evening (members, two euchre tables playing rubbers) on "
                    "a scratch database (or into the database of --db) and writes its "
                    "documents as PDF.")
    parser.add_argument("--out", default="clubapp-demo", metavar="DIR",
                        help="the folder for the PDFs (default ./clubapp-demo)")
    parser.add_argument("--paper", choices=("a4", "letter"), default="a4", help="paper (a4)")
    parser.add_argument("--club", default="", metavar="NAME", help="the club's name")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    folder = Path(args.out).expanduser()
    if folder.exists() and not folder.is_dir():
        raise BadInput("cli.not_a_folder", "out", path=str(folder))
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise BadInput("cli.cannot_make_folder", "out", path=str(folder),
                       why=os_reason(exc)) from None
    try:
        written = write_demo(folder, args.lang, args.paper, args.club,
                             args.db or SCRATCH_DATABASE)
    except FontMissing:
        raise
    except ReportError as exc:
        raise BadInput(exc.why) from None
    for path in written:
        print(path)
    # the paths are the output; where they went is said beside it, for a person
    print(say(Message("cli.demo_written", count=len(written), folder=str(folder.resolve())),
              args.lang), file=sys.stderr)
    return 0


def play_evening(services: Any, day: dt.date, lang: str = "en"
                 ) -> tuple[int, list[int], list[int]]:
    """Members, an evening (named in ``lang``) and two tables playing their rubbers; the
    evening, games, members."""
    members = [services.members.add(name).id for name in MEMBERS]
    evening = services.evenings.create(day, say("cli.demo_evening", lang), "club")
    games = []
    for number, deals in enumerate(RUBBERS):
        table = services.evenings.add_table(evening.id)
        services.evenings.seat_players(table.id, members[4 * number:4 * number + 4])
        game = services.evenings.start_game(table.id, "euchre")
        for deal in deals:
            if services.scoring.record_deal(game, deal).over:
                break
        games.append(game)
    return evening.id, games, members


def write_demo(folder: Path, lang: str = "en", paper: str = "a4", club: str = "",
               db: str = SCRATCH_DATABASE) -> list[Path]:
    """Play the demo evening on the database ``db`` (a scratch one unless given) and write
    every document into ``folder``; BadInput, with nothing written, where the database holds
    one of the demo's members already."""
    from clubapp.reports.data import evening_results, member_history
    from clubapp.reports.evening_results import write_evening_results
    from clubapp.reports.history import write_history
    from clubapp.reports.page import ReportSetup
    from clubapp.reports.party_cards import write_round_slips, write_table_cards, write_tally_cards
    from clubapp.reports.party_lists import write_prize_list, write_stars_board
    from clubapp.reports.party_sample import sample_party
    from clubapp.reports.score_sheet import write_blank_sheet, write_filled_sheet
    from clubapp.reports.standings import write_standings
    from clubapp.services import Services
    from clubapp.store.database import DatabaseError

    setup = ReportSetup(lang, paper, club or say("cli.demo_club", lang))
    day = dt.date.today()
    written: list[Path] = []
    try:
        services = Services.open(db)
    except DatabaseError as exc:
        raise BadInput.of(exc) from None
    try:
        taken = sorted({m.name for m in services.members.list()} & set(MEMBERS))
        if taken:
            raise BadInput("cli.demo_members_taken", "database", names=taken)
        evening_id, games, members = play_evening(services, day, lang)
        results = evening_results(services, evening_id)
        for number, game in enumerate(games, start=1):
            caption = f"{results.evening.name} · {setup.tr('party.table_n', n=number)}"
            written.append(write_filled_sheet(folder / f"score-sheet-table-{number}.pdf",
                                              services.scoring.view(game), setup,
                                              caption=caption))
        written.append(write_evening_results(folder / "evening-results.pdf", results, setup))
        written.append(write_standings(folder / "standings.pdf",
                                       services.standings.by_game(), setup))
        written.append(write_history(folder / "history.pdf",
                                     member_history(services, members[0]), setup))
    finally:
        services.close()
    written.append(write_blank_sheet(folder / "blank-euchre.pdf", "euchre", setup))
    party = sample_party(32, lang=lang)
    for name, writer in (("tally-cards", write_tally_cards), ("table-cards", write_table_cards),
                         ("round-slips", write_round_slips), ("stars-board", write_stars_board),
                         ("prizes", write_prize_list)):
        written.append(writer(folder / f"party-{name}.pdf", party, setup))
    return written
