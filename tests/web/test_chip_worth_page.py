"""A table's page on the phone shows money beside a loo table's white chips at the worth the
organiser keeps with the evening (``evening set --chip-worth``, or the chips dialog): the
running chips of every player, the pool carried to the next deal, and the worth itself, in
English and Russian, through the served application (the Starlette test client) on SQLite and
PostgreSQL. No worth kept: chips only; a game without chips never shows money."""

from __future__ import annotations

import datetime as dt

import pytest
from starlette.testclient import TestClient

from clubapp.services.table_access import TableAccessService
from clubapp.web.app import make_app
from tests.cli.shell import Shell
from tests.helpers.clubs import renamed
from tests.helpers.pages import Tree, rows, sid, text_of
from tests.ui.evening.game_examples import EXAMPLES
from tests.web.test_page_figures import FOUR, seat

LOO = ("Gus", "Hal", "Ivy", "Jon")


@pytest.fixture
def loo_night(services):
    """A club evening with a loo table (three deals of the example: 27 white chips left in the
    pool, line 49) and a euchre table (one deal); the table pages' addresses by number."""
    evening = services.evenings.create(dt.date(2026, 12, 4), "Friday club", "club").id
    loo = seat(services, evening, "loo", LOO)
    euchre = seat(services, evening, "euchre", ("Ann", "Bob", "Cat", "Dan"))
    for entry in EXAMPLES["loo"]["deals"][:3]:
        services.scoring.record_deal(loo, renamed(entry, dict(zip(FOUR, LOO, strict=True))))
    services.scoring.record_deal(euchre, {"makers": "A", "tricks": 3})
    tables = {a.number: a for a in TableAccessService(services).addresses(evening)}
    return evening, tables


def _page(client: TestClient, path: str):
    answer = client.get(path)
    assert answer.status_code == 200, answer.text
    return Tree(answer.text).root


def _figures(page) -> tuple[list[tuple[str, ...]], str | None, str | None]:
    return ([tuple(r) for r in rows(page, "totals")], text_of(page, "pool"),
            text_of(page, "worth"))


ENGLISH = ([("Gus", "−27", "−1.35"), ("Hal", "−12", "−0.60"), ("Ivy", "−6", "−0.30"),
            ("Jon", "18", "0.90")],
           "Pool carried to the next deal: 27 white chips (1.35)",
           "A white chip is worth 0.05")
RUSSIAN = ([("Gus", "−27", "−1,35"), ("Hal", "−12", "−0,60"), ("Ivy", "−6", "−0,30"),
            ("Jon", "18", "0,90")],
           "Кон на следующую сдачу: 27 белых фишек (1,35)",
           "Белая фишка стоит 0,05")


def test_the_phone_page_shows_money_at_the_evenings_worth(services, db_url, loo_night, capsys,
                                                          monkeypatch):
    evening, tables = loo_night
    english = TestClient(make_app(services, evening, "en"))
    russian = TestClient(make_app(services, evening, "ru"))
    loo, euchre = tables[1].path(), tables[2].path()
    # no worth kept: chips only
    totals, pool, worth = _figures(_page(english, loo))
    assert [r[:2] for r in totals] == [r[:2] for r in ENGLISH[0]]
    assert all(len(r) == 2 or r[2] == "" for r in totals)
    assert (pool, worth) == ("Pool carried to the next deal: 27 white chips", None)

    # the organiser keeps 0.05 for a white chip from the command line: every page shows money
    Shell(db_url, capsys, monkeypatch).json("evening", "set", evening, "--chip-worth", "0.05")
    assert _figures(_page(english, loo)) == ENGLISH
    assert _figures(_page(russian, loo)) == RUSSIAN
    # a refused deal comes back with the money still beside the chips
    refused = english.post(loo + "/deal", data={
        "token": tables[1].token, "submission": sid(english.get(loo).text),
        "tricks.Nobody": "9"}, follow_redirects=False)
    assert refused.status_code == 422, refused.text
    assert _figures(Tree(refused.text).root) == ENGLISH
    # euchre keeps no chips: no money on its page, whatever the evening's worth
    page = _page(english, euchre)
    assert text_of(page, "worth") is None and text_of(page, "pool") is None
    assert all(len(r) == 2 or r[2] == "" for r in rows(page, "totals"))

    # a quarter for three white chips: the money follows the new worth at once
    services.evenings.set_chip_worth(evening, "0.25", 3)
    totals, pool, worth = _figures(_page(english, loo))
    assert totals == [("Gus", "−27", "−2.25"), ("Hal", "−12", "−1.00"), ("Ivy", "−6", "−0.50"),
                      ("Jon", "18", "1.50")]
    assert (pool, worth) == ("Pool carried to the next deal: 27 white chips (2.25)",
                             "3 white chips are worth 0.25")
    assert _figures(_page(russian, loo))[2] == "Белые фишки: 3 шт. стоят 0,25"

    # the worth forgotten: chips only again
    services.evenings.set_chip_worth(evening, None)
    assert _figures(_page(russian, loo))[1:] == (
        "Кон на следующую сдачу: 27 белых фишек", None)
