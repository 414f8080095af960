"""A tied party table hands in its cut from a phone (seeds/002 line 89: the ladies cut, low card
goes up): the page says what a card looks like before anything is typed (rank and suit, its
example in the page's language), takes the cards as the window and the shell do — ``вп`` and
``10ч`` from a Russian keyboard — and names a wrong one as a card beside the cut's boxes,
keeping nothing (Starlette's test client, a real SQLite file)."""

from __future__ import annotations

import re

from starlette.testclient import TestClient

from clubapp.services.table_access import TableAccessService
from clubapp.web.app import make_app
from tests.web.evenings import party_evening


def _sid(html: str, form: str = "entry") -> str:
    part = html[html.index(f'id="{form}"'):]
    return re.search(r'name="submission" value="(\w+)"', part).group(1)


def _tied(client: TestClient, address, round_number: int, cut: tuple[str, str]):
    page = client.get(address.path()).text
    return client.post(address.path() + "/bell", data={
        "token": address.token, "submission": _sid(page), "round": str(round_number),
        "score.0": "3", "score.1": "3", "next_hand_tricks.0": "2", "next_hand_tricks.1": "2",
        "cut.0": cut[0], "cut.1": cut[1]}, follow_redirects=False)


def test_a_phone_hands_in_the_cut_as_a_card_in_either_language(sqlite_services):
    services = sqlite_services
    evening = party_evening(services)
    client = TestClient(make_app(services, evening, "en"))
    addresses = TableAccessService(services).addresses(evening)
    table = next(a for a in addresses if a.kind == "table" and a.number == 2)
    head = next(a for a in addresses if a.kind == "table" and a.number == 1)
    seated = [pair.names for pair in services.party.view(evening).tables[1].pairs]

    english = client.get(table.path()).text
    assert 'placeholder="JS"' in english and "rank and suit, e.g. JS or 10H" in english
    assert client.post(table.path() + "/lang", data={"token": table.token,
                                                     "lang": "ru"}).status_code == 200
    russian = client.get(table.path()).text
    assert 'placeholder="ВП"' in russian and "достоинство и масть, например ВП" in russian

    refused = _tied(client, table, 1, ("ZZ", "10ч"))
    assert refused.status_code == 422
    field = refused.text[refused.text.index('data-field="cut"'):]
    field = field[:field.index('class="record"')]  # the cut's boxes and their message
    assert "«ZZ» — не карта: достоинство и масть, например ВП (валет пик)" in field
    assert 'value="ZZ"' in field  # as typed, to correct
    access = TableAccessService(services)
    assert access.bell_reports(evening, 1) == {}  # nothing kept

    kept = _tied(client, table, 1, ("вп", "10ч"))
    assert kept.status_code == 303
    assert access.bell_reports(evening, 1)[2].cut == ("JS", "TH")  # the notation's letters
    page = client.get(head.path()).text
    ring = client.post(head.path() + "/bell", data={
        "token": head.token, "submission": _sid(page), "round": "1",
        "score.0": "5", "score.1": "2"}, follow_redirects=False)
    assert ring.status_code == 303
    page = client.get(head.path()).text
    rung = client.post(head.path() + "/ring", data={
        "token": head.token, "submission": _sid(page, "ring"), "round": "1"},
        follow_redirects=False)
    assert rung.status_code == 303
    party = services.party.view(evening)
    assert party.round == 2
    decided = next(d for d in party.bells[-1].decisions if d.table == 2)
    # the ten below the jack: the second pair, whose red player cut the ten, goes up
    assert decided.decided_by == "cut" and decided.winners == seated[1]
    assert next(e for e in party.bells[-1].entries if e.table == 2).cut == ("JS", "TH")
