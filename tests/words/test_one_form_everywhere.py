"""One date and one sum read the same in Russian wherever a person meets them — the window, a
printed document (its text read back with pypdf), a phone's page and the command line — each
written by the one formatter (``clubapp.words.formats``): the date of an evening as its
heading, its caption and a sentence say it («1 декабря 2026 г.», ``TEXT``), a white chip's worth
as money («1 234,50», the group set off by a no-break space)."""

from __future__ import annotations

import datetime as dt
import html
import re
from decimal import Decimal

import pytest
from starlette.testclient import TestClient

from clubapp.reports.chip_statement import write_chip_statement
from clubapp.services import Services
from clubapp.services.party import EntrantChoice
from clubapp.services.table_access import TableAccessService
from clubapp.ui.shared import i18n
from clubapp.web.app import make_app
from clubapp.words import formats
from tests.cli.shell import Shell
from tests.helpers.clubs import renamed
from tests.helpers.window import open_window, shoot
from tests.reports.helpers import setup_for, text
from tests.ui.evening.game_examples import EXAMPLES

DAY = dt.date(2026, 12, 1)
WORTH = Decimal("1234.50")
DATE = "1 декабря 2026 г."
SUM = "1\u00a0234,50"
GUESTS = [(f"Дама {i}", "red") for i in range(1, 5)] + [(f"Кавалер {i}", "blue")
                                                         for i in range(1, 5)]


@pytest.fixture
def club(empty_club):
    """A club evening of 1 December 2026 with a loo table played from the book's example and
    a white chip kept at 1234.50, and a card party the same day with its first round drawn."""
    path = empty_club
    services = Services.open(str(path))
    evening = services.evenings.create(DAY, "Пятница", "club").id
    example = EXAMPLES["loo"]
    ids = [services.members.add(f"{name} Лу").id for name in example["players"]]
    table = services.evenings.add_table(evening)
    services.evenings.seat_players(table.id, ids)
    game = services.evenings.start_game(table.id, "loo", example["options"])
    names = {n: f"{n} Лу" for n in example["players"]}
    for deal in example["deals"]:
        services.scoring.record_deal(game, renamed(deal, names))
    services.evenings.set_chip_worth(evening, WORTH)
    party = services.evenings.create(DAY, "Турнир", "party").id
    services.party.start(party, [EntrantChoice(services.members.add(name).id, role)
                                 for name, role in GUESTS], seed=31)
    services.close()
    return path, evening, party


def test_the_formatter_gives_the_forms_the_channels_must_show():
    assert formats.date(DAY, "ru", formats.TEXT) == DATE
    assert formats.money(WORTH, "ru") == SUM


def test_the_window_a_document_a_phone_and_the_command_line_agree(qtbot, club, tmp_path,
                                                                   capsys, monkeypatch):
    path, evening, party = club
    said: dict[str, str] = {}

    # the command line: `clubapp chips` says the settlement, headed as the paper heads it
    statement = Shell(str(path), capsys, monkeypatch, lang="ru").json("chips", evening)
    said["command line"] = "\n".join(statement["statement"])
    assert statement["statement"][0] == f"Пятница · {DATE}"

    services = Services.open(str(path))
    try:
        # a document: the chip statement, read back from the PDF
        pdf = write_chip_statement(tmp_path / "chips.pdf", services.chips.statement(evening),
                                   setup_for("ru"))
        said["document"] = text(pdf)
        # the phones: a loo table's page (the worth beside its chips), a guest's page (the
        # evening's name and date under the guest's name)
        tables = TableAccessService(services)
        loo = next(a for a in tables.addresses(evening) if a.kind == "table")
        guest = next(a for a in tables.addresses(party) if a.kind == "guest")
        phone = (TestClient(make_app(services, evening, "ru")).get(loo.path()).text
                 + TestClient(make_app(services, party, "ru")).get(guest.path()).text)
        said["phone"] = html.unescape(phone)
    finally:
        services.close()

    # the window, in Russian: the evening's heading and its loo table's score line
    assert i18n.install_language("ru")
    try:
        window = open_window(qtbot, path)
        window.resize(1366, 768)
        window.open_evening(evening)
        said["window"] = "\n".join((window.evening_page.header.text(),
                                    window.evening_page.panel.score.text()))
        shoot(window, "one_form_everywhere_ru")
    finally:
        i18n.install_language("en")

    for channel, words in said.items():
        read = " ".join(words.split())  # as a person reads it: a space is a space
        assert DATE in read, f"{channel}: {read}"
        assert " ".join(SUM.split()) in read, f"{channel}: {read}"
        # none of the forms the four used to disagree on
        assert not re.search(r"1 декабря 2026(?! г\.)", read), channel
        assert "01.12.2026" not in read and "1234,50" not in read, channel
    for channel in ("window", "phone", "command line"):  # text kept as written (a PDF's is not)
        assert SUM in said[channel], f"{channel}: the sum's group is not held by a no-break space"
