"""A phone's page takes a text field's words as the window's form does (issue 36, item 4): the
calls of préférence in Russian («раз пас пас», seeds/003 lines 15–17) and boston's turned card by
a Russian keyboard's suit letter («5б») or its symbol («5♦»); the club keeps "1", "pass", "5D".
The empty fields show their examples in Russian, and the page says the pot as the window does
(«Котёл на следующую сдачу: 20 белых фишек»)."""

from __future__ import annotations

import datetime as dt

from starlette.testclient import TestClient

from clubapp.services.carried_pool import carried_pool_text
from clubapp.services.table_access import TableAccessService
from clubapp.web.app import make_app
from clubapp.web.entry_words import entry_words
from tests.web.test_page_figures import Tree, club, form_fields, seat, sid, text_of

__all__ = ["club"]  # the fixture, found by pytest here

PREFERENCE = ("Людмила Новикова", "Константин Морозов", "Анна Белова")
BOSTON = ("Дарья Жукова", "Кирилл Носов", "Лев Орлов", "Максим Петров")


def placeholder(html: str, name: str) -> str:
    page = Tree(html).root
    found = [n for n in page.find_all("input") if n.attrs.get("name") == name]
    assert found, f"no input {name}"
    return found[0].attrs.get("placeholder", "")


def test_a_phone_sends_russian_calls_and_card_letters(club):
    _path, services = club
    evening = services.evenings.create(dt.date(2026, 12, 4), "Пятница", "club").id
    preference = seat(services, evening, "preference-austrian", PREFERENCE)
    boston = seat(services, evening, "boston", BOSTON)
    russian = TestClient(make_app(services, evening, "ru"))
    tables = {a.number: a for a in TableAccessService(services).addresses(evening)}

    table = tables[1]
    html = russian.get(table.path()).text
    assert placeholder(html, "bidding") == "пас здесь раз два …"
    # line 12: the pot is empty before the first deal, and every player puts in his stake
    assert text_of(Tree(html).root, "pool") == (
        "Котёл пуст: перед следующей сдачей каждый вносит в него 10 белых фишек")
    deal = {"declarer": "Константин Морозов", "contract": "1", "trumps": "clubs",
            "whist": {"Анна Белова": "pass", "Людмила Новикова": "pass"},
            "bidding": "раз пас пас"}
    sent = russian.post(table.path() + "/deal", follow_redirects=False, data={
        "token": table.token, "submission": sid(html), **form_fields(deal)})
    assert sent.status_code == 303, sent.text
    view = services.scoring.view(preference)
    assert view.deals[-1].entry["bidding"] == ["1", "pass", "pass"]
    said = entry_words("preference-austrian", view.deals[-1].entry, {}, "ru")
    assert "Торговля: раз пас пас" in said
    html = russian.get(table.path()).text
    assert text_of(Tree(html).root, "pool") == carried_pool_text(view, "ru") == (
        "Котёл на следующую сдачу: 20 белых фишек")

    table = tables[2]
    for typed in ("5б", "5♦"):
        html = russian.get(table.path()).text
        assert placeholder(html, "turned") == "5б"
        sent = russian.post(table.path() + "/deal", follow_redirects=False, data={
            "token": table.token, "submission": sid(html), **form_fields({
                "declarer": "Лев Орлов", "contract": "6", "turned": typed, "trumps": "hearts",
                "tricks": 6})})
        assert sent.status_code == 303, sent.text
    view = services.scoring.view(boston)
    assert [d.entry["turned"] for d in view.deals] == ["5D", "5D"]
    assert "Открытая карта второй колоды: 5♦" in entry_words("boston", view.deals[0].entry,
                                                              {}, "ru")
    assert text_of(Tree(russian.get(table.path()).text).root, "pool") is None  # no pool
