"""A club with money for the statement mails' tests, made through the services as a treasurer
makes it (``tests.helpers.money_evening``: "Friday cribbage", 4 December 2026, in USD), and a
mail read back as a reader sees it.

- Ann Hale paid in cash, Bob Reed 3.00 by card (he reads Russian), Cat Moss from a deposit of
  20.00, Dan Ford waived (he asked for no mails), Eve Lamb has not paid, Fay Gold (a guest)
  has no address;
- Gus Vale has an address and no money at all; Hal Wood only a deposit of 15.00 made on
  24 November, before any evening.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from email.message import EmailMessage
from html.parser import HTMLParser

import pytest

from clubapp.services import Services
from tests.helpers import databases
from tests.helpers.money_evening import DAY, SHORT, money_evening

OPTED_OUT = "Dan Ford"
NO_ADDRESS = "Fay Gold"
RUSSIAN = "Bob Reed"
NO_MONEY = "Gus Vale"
DEPOSIT_ONLY = "Hal Wood"
PLAYERS = tuple(SHORT)


def address(name: str) -> str:
    """The member's address ("Ann Hale" → ann.hale@members.example.org)."""
    return name.lower().replace(" ", ".") + "@members.example.org"


@dataclass(frozen=True)
class StatementClub:
    evening: int
    ids: dict[str, int]
    games: list[int]

    def name_of(self, member_id: int) -> str:
        return next(n for n, i in self.ids.items() if i == member_id)


def build_statement_club(services: Services) -> StatementClub:
    """The club of this module's docstring."""
    made = money_evening(services, list(SHORT))
    ids = dict(zip(SHORT, made.members, strict=True))
    for name in SHORT:
        if name != NO_ADDRESS:
            services.members.update(ids[name], name=name, email=address(name))
    services.members.set_privacy(ids[OPTED_OUT], mail_results=False)
    services.members.set_privacy(ids[RUSSIAN], language="ru")
    for name in (NO_MONEY, DEPOSIT_ONLY):
        ids[name] = services.members.add(name, email=address(name)).id
    services.money.deposit(ids[DEPOSIT_ONLY], "15.00", note="for the winter",
                           day=DAY - dt.timedelta(days=10))
    return StatementClub(made.evening, ids, made.games)


def second_evening(services: Services, club: StatementClub) -> int:
    """A week later Ann Hale and Bob Reed play one cribbage game at 4.00 each; Ann pays cash."""
    ann, bob = club.ids["Ann Hale"], club.ids["Bob Reed"]
    evening = services.evenings.create(DAY + dt.timedelta(days=7), "Cribbage night").id
    game = services.evenings.seat_table(evening, [ann, bob], "cribbage", {"target": 121})[1]
    services.money.setup(evening, {"currency": "USD", "entry_fee": "4.00"})
    services.scoring.record_deal(game, {"points": {"Ann Hale": 10, "Bob Reed": 6}})
    services.money.pay(evening, ann, None, "cash")
    return evening


@pytest.fixture(scope="session")
def statement_club_file(tmp_path_factory, club_template):
    """The club built once in this test process: (its file, the club)."""
    path = databases.copy_club(club_template,
                               tmp_path_factory.mktemp("statement-club") / "club.sqlite")
    services = Services.open(str(path))
    try:
        club = build_statement_club(services)
    finally:
        services.close()
    return path, club


@pytest.fixture
def statement_club_path(statement_club_file, tmp_path):
    """This test's own copy of the club's file, and the club."""
    path, club = statement_club_file
    return databases.copy_club(path, tmp_path / "club.sqlite"), club


@pytest.fixture
def statement_club(statement_club_path):
    """The services on this test's own copy of the club, and the club."""
    path, club = statement_club_path
    services = Services.open(str(path))
    yield services, club
    services.close()


# --- reading a mail ---------------------------------------------------------------------------

class _Tables(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tables: list[list[tuple[str, ...]]] = []
        self._row: list[str] | None = None
        self._cell: list[str] | None = None

    def handle_starttag(self, tag: str, attrs: list) -> None:
        if tag == "table":
            self.tables.append([])
        elif tag == "tr":
            self._row = []
        elif tag in ("td", "th"):
            self._cell = []

    def handle_endtag(self, tag: str) -> None:
        if tag in ("td", "th") and self._row is not None and self._cell is not None:
            self._row.append("".join(self._cell).replace("\u00a0", " ").strip())
            self._cell = None
        elif tag == "tr" and self._row is not None:
            self.tables[-1].append(tuple(self._row))
            self._row = None

    def handle_data(self, data: str) -> None:
        if self._cell is not None:
            self._cell.append(data)


def html_tables(message: EmailMessage) -> list[list[tuple[str, ...]]]:
    """The HTML part's tables, each a list of rows of the cells' text (headings first)."""
    parser = _Tables()
    parser.feed(message.get_body(("html",)).get_content())
    return parser.tables


def text_part(message: EmailMessage) -> str:
    return message.get_body(("plain",)).get_content()
