"""``clubapp evening new --confirm-deals`` and ``evening set ID --confirm-deals on|off`` (issue
28): the house option kept with the evening and shown by ``evening show``; turning it off is
refused (exit 2, one line) while a deal offered from a table's page still waits."""

from __future__ import annotations

import pytest

from clubapp.services import Services
from clubapp.services.deal_offers import DealOffers
from clubapp.services.table_access import TableAccessService
from tests.cli.shell import Shell


@pytest.fixture
def shell(db_url, capsys, monkeypatch):
    return Shell(db_url, capsys, monkeypatch)


def test_the_option_from_the_shell(shell, db_url):
    plain = shell.json("evening", "new", "--name", "Friday club", "--date", "2026-03-06")
    assert plain["confirm_deals"] is False
    night = shell.json("evening", "new", "--name", "Bridge night", "--date", "2026-03-13",
                       "--confirm-deals")
    assert night["confirm_deals"] is True
    for name in ("Ann", "Bob", "Cat", "Dan"):
        shell.json("member", "add", name)
    shell.json("table", "add", night["id"], "--game", "euchre", "--player", "Ann", "Bob",
               "Cat", "Dan")
    shown = shell.json("evening", "show", night["id"])
    assert shown["confirm_deals"] is True and shown["tables"][0]["table"] == 1
    services = Services.open(db_url)
    access = TableAccessService(services)
    try:  # a deal offered from the table's page waits for the other side
        table = access.addresses(night["id"])[0]
        DealOffers(access).offer(table.token, night["id"], "o" * 32,
                                 lambda *_: {"makers": "A", "tricks": 3}, "192.168.1.41")
        assert shell.refused("evening", "set", night["id"], "--confirm-deals", "off") == (
            "confirm_deals: Deals still wait at table 1: let the other side confirm them, or "
            "settle them, before the option is turned off.")
        DealOffers(access).settle(DealOffers(access).at_table(table).id, record=False)
    finally:
        access.writes.close()
        services.close()
    assert shell.json("evening", "set", night["id"], "--confirm-deals", "off")[
        "confirm_deals"] is False
    assert shell.json("evening", "set", plain["id"], "--confirm-deals", "on")[
        "confirm_deals"] is True
    assert [e["confirm_deals"] for e in shell.json("evening", "list")] == [False, True]
    wrong = shell.run("evening", "set", plain["id"], "--confirm-deals", "yes")
    assert wrong.code == 2 and "'on', 'off'" in wrong.err and wrong.out == ""
