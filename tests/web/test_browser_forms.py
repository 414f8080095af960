"""The table pages' forms as a real Chromium sends them (issue 28, items 1, 4 and 5), with the
page's script and without it: the language links, a deal recorded, undone and refused, a
party's result handed in, and cribbage's entry mode kept from deal to deal. Chromium sends what
the pages' referrer policy lets it (an ``Origin`` of ``null`` under ``no-referrer``), which
Starlette's test client never does."""

from __future__ import annotations

import pytest

from tests.helpers.databases import copy_club
from tests.helpers.phones import (
    EUCHRE,
    club_served,
    euchre_phone,
    follow,
    notices,
    opened,
    party_served,
    phone_in,
    record,
    send,
    shot,
    url_of,
)


def test_the_language_links_turn_a_table_page_russian_and_keep_it_for_that_table(
        browser, tmp_path, empty_club):
    with club_served(tmp_path, (*EUCHRE, ("cribbage", ("Eve", "Fay")))) as (server, _p, _g):
        with phone_in(browser) as page:
            page.goto(url_of(server, 1))
            assert page.locator("h1").inner_text() == "Table 1"
            russian = page.get_by_role("button", name="Русский")
            assert russian.get_attribute("lang") == "ru"  # said in its own language
            follow(page, russian.tap)
            assert page.url == url_of(server, 1)
            assert page.locator("h1").inner_text() == "Стол 1"
            assert page.locator("html").get_attribute("lang") == "ru"
            assert page.locator("form#entry button[type=submit]").inner_text() == \
                "Записать сдачу"
            record(page, {"makers": "A", "tricks": "3"})
            assert notices(page) == ["Сдача 1 записана."]
        with phone_in(browser, script=False) as other:  # another phone at the same table
            other.goto(url_of(server, 1))
            assert other.locator("h1").inner_text() == "Стол 1"
            other.goto(url_of(server, 2))  # the next table keeps the server's language
            assert other.locator("h1").inner_text() == "Table 2"
            other.goto(url_of(server, 1))
            follow(other, other.get_by_role("button", name="English").click)
            assert other.locator("h1").inner_text() == "Table 1"


def test_the_language_links_turn_a_guests_page_russian(browser, tmp_path, empty_club):
    with party_served(tmp_path) as (server, _path), phone_in(browser) as page:
        guest = next(a for a in server.addresses() if a.access.kind == "guest")
        page.goto(guest.url)
        assert page.locator("#stars h2").inner_text() == "Your stars"
        follow(page, page.get_by_role("button", name="Русский").tap)
        assert page.url == guest.url
        assert page.locator("#stars h2").inner_text() == "Ваши звёздочки"
        assert "Круг 1" in page.locator("#next").inner_text()
        page.reload()
        assert page.locator("html").get_attribute("lang") == "ru"
        shot(page, "guest_ru")


def test_without_javascript_a_deal_is_recorded_undone_and_a_party_result_handed_in(
        browser, tmp_path, empty_club, club_template):
    with euchre_phone(browser, tmp_path, script=False) as (page, _server, path, euchre):
        record(page, {"makers": "B", "tricks": "5"})
        assert notices(page) == ["Deal 1 is recorded."]
        record(page, {"makers": "A", "tricks": "3"})
        assert notices(page) == ["Deal 2 is recorded."]
        send(page, "form#undo")
        assert notices(page) == ["Deal 2 is undone."]
        shot(page, "euchre_no_script_en")
        with opened(path) as services:
            deals = services.scoring.view(euchre).deals
        assert [(d.entry["makers"], d.entry["tricks"]) for d in deals] == [("B", 5)]

    copy_club(club_template, tmp_path / "party" / "club.sqlite")
    with party_served(tmp_path / "party") as (server, path):
        with phone_in(browser, script=False) as page:
            page.goto(url_of(server, 2))
            page.fill('input[name="score.0"]', "5")
            page.fill('input[name="score.1"]', "3")
            send(page, "form#entry")
            assert notices(page) == ["Your table's result for round 1 is handed in."]
            page.goto(url_of(server, 1))
            page.fill('input[name="score.0"]', "2")
            page.fill('input[name="score.1"]', "5")
            send(page, "form#entry")
            send(page, "form#ring")
            assert notices(page) == ["The bell has rung: round 2 is in play."]
        with opened(path) as services:
            view = services.party.view(server.evening_id)
            assert view.round == 2
            assert [(e.table, e.score) for e in view.bells[0].entries] == [(1, (2, 5)),
                                                                           (2, (5, 3))]


@pytest.mark.parametrize("script", [True, False], ids=["script", "no_script"])
def test_a_refused_deal_clears_the_recorded_notice(browser, tmp_path, empty_club, script):
    with euchre_phone(browser, tmp_path, script=script) as (page, _server, path, euchre):
        record(page, {"makers": "A", "tricks": "4"})
        assert notices(page) == ["Deal 1 is recorded."]
        record(page, {"makers": "B", "tricks": "9"})
        assert notices(page) == []
        assert page.locator('[data-field="tricks"] .error').inner_text() == \
            "9 is above the maximum 5"
        if script:  # nor does the page's address bring the notice back
            page.reload()
            assert notices(page) == []
        with opened(path) as services:
            assert len(services.scoring.view(euchre).deals) == 1


CRIBBAGE_COUNT = {"count.pone.play": "2", "count.pone.hand": "8", "count.dealer.play": "3",
                  "count.dealer.hand": "6", "count.dealer.crib": "4"}
CRIBBAGE_CARDS = {"cards.starter": "5D", "cards.pone": "5H 5C 5S JD",
                  "cards.dealer": "2C 3C 4C 6D", "cards.crib": "KH QH 9S 8S",
                  "cards.pegged": True, "cards.pegged.pone": "2", "cards.pegged.dealer": "1"}


def modes(page) -> dict[str, bool]:
    """Which of cribbage's entry modes the page has switched on."""
    return {name: page.locator(f'input[type=checkbox][name="{name}"]').is_checked()
            for name in ("count", "cards", "points_instead")}


@pytest.mark.parametrize("script", [True, False], ids=["script", "no_script"])
def test_cribbage_keeps_its_entry_mode_from_deal_to_deal(browser, tmp_path, empty_club, script):
    with club_served(tmp_path, (("cribbage", ("Eve", "Fay")),)) as (server, path, (game,)):
        with phone_in(browser, script=script) as page:
            page.goto(url_of(server, 1))
            record(page, {"count": True, **CRIBBAGE_COUNT})
            assert notices(page) == ["Deal 1 is recorded."]
            assert modes(page) == {"count": True, "cards": False, "points_instead": False}
            assert page.locator('input[name="count.pone.play"]').is_visible()
            record(page, CRIBBAGE_COUNT)  # the mode is on: only the numbers are typed
            assert notices(page) == ["Deal 2 is recorded."]
            if script:  # one way at a time: switching the cards on switches the count off
                page.locator('input[name="cards"]').check()
                assert modes(page) == {"count": False, "cards": True, "points_instead": False}
            record(page, {"count": False, "cards": True, **CRIBBAGE_CARDS})
            assert notices(page) == ["Deal 3 is recorded."]
            assert modes(page) == {"count": False, "cards": True, "points_instead": False}
            record(page, {"cards": False, "points_instead": True, "points.Eve": "3",
                          "points.Fay": "4"})
            assert modes(page) == {"count": False, "cards": False, "points_instead": True}
            record(page, {"points.Eve": "1", "points.Fay": "2"})
            assert notices(page) == ["Deal 5 is recorded."]
            shot(page, f"cribbage_points_mode_{'script' if script else 'no_script'}")
        with opened(path) as services:
            entries = [d.entry for d in services.scoring.view(game).deals]
        assert [sorted(set(e) - {"dealer"}) for e in entries] == \
            [["count"], ["count"], ["cards"], ["points"], ["points"]]
        assert entries[4]["points"] == {"Eve": 1, "Fay": 2}
