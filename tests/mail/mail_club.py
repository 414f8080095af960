"""A club evening for the results mails' tests, made through the services as a club makes it.

"Friday euchre", 27 November 2026, a white chip worth 0.05:

- table 1, euchre to a win (the book's example deals): Ann Hart and Cat Lee (side A) against
  Борис Петров and Dan Ray (B);
- table 2, euchre: Eve Stone and Gus Bell (A) against Fay Moss and Hal Wood (B);
- table 3, loo for chips (the book's example, seeds/000): Ivy, Jon, Kim and Len.

Who is mailed: Cat Lee has no address, Dan Ray asked for no results mail, Борис Петров reads
Russian; Eve Stone is published by initials and Fay Moss not at all (their results still reach
them). ``Oleg Unseen`` is a member with an address who did not play.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

import pytest

from clubapp.services import Services
from tests.helpers import databases
from tests.helpers.clubs import renamed
from tests.ui.evening.game_examples import EXAMPLES

EUCHRE_1 = ("Ann Hart", "Борис Петров", "Cat Lee", "Dan Ray")  # seats 1 and 3: side A
EUCHRE_2 = ("Eve Stone", "Fay Moss", "Gus Bell", "Hal Wood")
LOO = ("Ivy Cole", "Jon Fox", "Kim Page", "Len Hill")
NOT_PLAYING = "Oleg Unseen"
NO_ADDRESS = {"Cat Lee"}
OPTED_OUT = {"Dan Ray"}
RUSSIAN = "Борис Петров"
PRIVACY = {"Eve Stone": "initials", "Fay Moss": "hidden"}
SECOND_GAME = [{"makers": "A", "tricks": 3}, {"makers": "B", "tricks": 5, "alone": True}]


def address(name: str) -> str:
    """The member's address in the test club ("Ann Hart" → ann.hart@members.example.org)."""
    if name == RUSSIAN:
        return "boris.petrov@members.example.org"
    return name.lower().replace(" ", ".") + "@members.example.org"


@dataclass(frozen=True)
class MailClub:
    evening: int
    ids: dict[str, int]
    games: dict[str, int]  # "euchre 1", "euchre 2", "loo" → the recorded game

    def mailed(self) -> set[str]:
        """The players who get a results mail."""
        return {n for n in (*EUCHRE_1, *EUCHRE_2, *LOO) if n not in NO_ADDRESS | OPTED_OUT}


def build_mail_club(services: Services) -> MailClub:
    """The club of this module's docstring."""
    ids: dict[str, int] = {}
    for name in (*EUCHRE_1, *EUCHRE_2, *LOO, NOT_PLAYING):
        email = "" if name in NO_ADDRESS else address(name)
        ids[name] = services.members.add(name, email=email).id
    for name in OPTED_OUT:
        services.members.set_privacy(ids[name], mail_results=False)
    services.members.set_privacy(ids[RUSSIAN], language="ru")
    for name, how in PRIVACY.items():
        services.members.set_privacy(ids[name], publish_as=how)
    evening = services.evenings.create(dt.date(2026, 11, 27), "Friday euchre")
    services.evenings.set_chip_worth(evening.id, "0.05")
    games: dict[str, int] = {}
    example = EXAMPLES["euchre"]
    for label, players, deals in (("euchre 1", EUCHRE_1, example["deals"]),
                                  ("euchre 2", EUCHRE_2, SECOND_GAME)):
        table = services.evenings.add_table(evening.id)
        services.evenings.seat_players(table.id, [ids[n] for n in players])
        game = services.evenings.start_game(table.id, "euchre", example["options"])
        for deal in deals:
            services.scoring.record_deal(game, deal)
        games[label] = game
    loo = EXAMPLES["loo"]
    table = services.evenings.add_table(evening.id)
    services.evenings.seat_players(table.id, [ids[n] for n in LOO])
    game = services.evenings.start_game(table.id, "loo", loo["options"])
    names = dict(zip(loo["players"], LOO, strict=True))
    for deal in loo["deals"]:
        services.scoring.record_deal(game, renamed(deal, names))
    games["loo"] = game
    return MailClub(evening.id, ids, games)


@pytest.fixture(scope="session")
def mail_club_file(tmp_path_factory, club_template):
    """The mail club built once in this test process: (its file, the club)."""
    path = databases.copy_club(club_template, tmp_path_factory.mktemp("mail-club") / "club.sqlite")
    services = Services.open(str(path))
    try:
        club = build_mail_club(services)
    finally:
        services.close()
    return path, club


@pytest.fixture
def mail_club_path(mail_club_file, tmp_path):
    """This test's own copy of the mail club's file, and the club."""
    path, club = mail_club_file
    return databases.copy_club(path, tmp_path / "club.sqlite"), club


@pytest.fixture
def mail_club(mail_club_path):
    """The services on this test's own copy of the mail club, and the club."""
    path, club = mail_club_path
    services = Services.open(str(path))
    yield services, club
    services.close()
