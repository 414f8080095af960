"""The table pages in a real browser at a phone's size (Debian's chromium through Playwright),
against the server started here on a free port of 127.0.0.1, on a real SQLite file; the window
(a real MainWindow, offscreen) shows what the phones entered. Screenshots of the pages go to
tests/screens/web_*.png, in English and Russian."""

from __future__ import annotations

import os
import shutil
import time

import pytest

from clubapp.services import Services
from tests.helpers.phones import (
    CHROMIUM,
    errors,
    record,
    send,
    serve,
    shot,
    url_of,
)
from tests.helpers.window import open_window
from tests.web.evenings import club_evening, party_evening

pytestmark = pytest.mark.skipif(not os.path.exists(CHROMIUM) and not shutil.which("chromium"),
                                reason="Debian's chromium is installed by setup.sh --test")


@pytest.fixture
def club_file(empty_club):
    path = empty_club
    services = Services.open(str(path))
    evening, games = club_evening(services, games=(
        ("euchre", ("Ann", "Bob", "Cat", "Dan")),
        ("cribbage", ("Eve", "Fay")),
        ("loo", ("Gus", "Hal", "Ivy", "Jon"))))
    services.close()
    return path, evening, games


def test_a_euchre_rubber_a_cribbage_deal_and_a_loo_deal_from_phones(qtbot, phone, club_file):
    path, evening, (euchre, cribbage, loo) = club_file
    server = serve(path, evening)
    window = open_window(qtbot, path)
    try:
        window.open_evening(evening)
        panel = window.evening_page.panel
        phone.goto(url_of(server, 1))
        assert phone.locator("h1").inner_text() == "Table 1"
        shot(phone, "euchre_empty_en")
        for makers in ("A", "A", "B", "A", "A"):  # lone marches: 4 points each, game to 5
            record(phone, {"makers": makers, "tricks": "5", "alone": True})
        assert "Deal 5 is recorded." in phone.locator("#notice").inner_text()
        assert "Won by A (Ann & Cat)" in phone.locator("#score").inner_text()
        shot(phone, "euchre_rubber_en")
        started = time.monotonic()
        qtbot.waitUntil(lambda: panel.view is not None and len(panel.view.deals) == 5,
                        timeout=1500)
        assert time.monotonic() - started < 1.5
        assert panel.view.winner == "A"
        assert panel.view.deals[0].entered_by == "table 1 (127.0.0.1)"

        phone.goto(url_of(server, 2))
        record(phone, {"count": True, "count.pone.play": "2", "count.pone.hand": "8",
                       "count.dealer.play": "3", "count.dealer.hand": "6",
                       "count.dealer.crib": "4"})
        shot(phone, "cribbage_en")
        window.evening_page.tables.setCurrentRow(1)
        qtbot.waitUntil(lambda: panel.view.game_id == "cribbage" and len(panel.view.deals) == 1,
                        timeout=1500)
        assert panel.view.totals == {"Eve": 13, "Fay": 10}  # Eve deals first: Fay is pone

        phone.goto(url_of(server, 3))
        # the first pool is a simple one, where everyone plays (seeds/000 line 49)
        record(phone, {"in": ["Gus", "Hal", "Ivy", "Jon"], "tricks.Gus": "2",
                       "tricks.Hal": "1", "tricks.Ivy": "0", "tricks.Jon": "0"})
        assert errors(phone) == []
        shot(phone, "loo_en")
        window.evening_page.tables.setCurrentRow(2)
        qtbot.waitUntil(lambda: panel.view.game_id == "loo" and len(panel.view.deals) == 1,
                        timeout=1500)
        check = Services.open(str(path))
        try:
            assert len(check.scoring.view(loo).deals) == 1
            assert len(check.scoring.view(cribbage).deals) == 1
            assert len(check.scoring.view(euchre).deals) == 5
        finally:
            check.close()
    finally:
        window.close()
        server.stop()


def test_a_refused_deal_a_made_up_token_and_the_russian_page(phone, club_file):
    path, evening, (euchre, _c, _l) = club_file
    server = serve(path, evening, lang="ru")
    try:
        phone.goto(url_of(server, 1))
        assert phone.locator("form#entry button[type=submit]").inner_text() == "Записать сдачу"
        record(phone, {"makers": "A", "tricks": "7"})
        error = phone.locator('[data-field="tricks"] .error')
        assert error.inner_text() == "7 больше наибольшего допустимого 5"
        assert phone.locator('input[name="tricks"]').input_value() == "7"
        shot(phone, "refused_ru")
        record(phone, {"tricks": "3"})
        assert "Сдача 1 записана." in phone.locator("#notice").inner_text()
        shot(phone, "euchre_ru")
        base = url_of(server, 1).rsplit("/", 1)[0]
        answer = phone.goto(base + "/" + "m" * 43)
        assert answer.status == 404
        assert "Такой страницы нет" in phone.locator("#refused").inner_text()
        shot(phone, "made_up_token_ru")
        check = Services.open(str(path))
        try:
            assert [d.entry for d in check.scoring.view(euchre).deals] == \
                [{"makers": "A", "tricks": 3, "alone": False}]
        finally:
            check.close()
    finally:
        server.stop()


def test_the_server_stopped_and_started_mid_entry_records_the_deal_once(phone, club_file):
    path, evening, (euchre, _c, _l) = club_file
    server = serve(path, evening)
    port = server.port
    phone.goto(url_of(server, 1))
    server.stop()  # the Wi-Fi (or the host's laptop) goes away with the form filled in
    phone.select_option('select[name="makers"]', "B")
    phone.fill('input[name="tricks"]', "4")
    phone.locator("form#entry button[type=submit]").click()
    offline = phone.locator("#offline")
    offline.wait_for(state="visible")
    assert "kept on this phone" in offline.inner_text()
    shot(phone, "offline_en")
    server = serve(path, evening, port=port)
    try:
        phone.wait_for_url("**?done=*", timeout=10000)  # sent again by itself, and answered
        assert "Deal 1 is recorded." in phone.locator("#notice").inner_text()
        phone.reload()  # nothing is kept any more: nothing is sent again
        phone.wait_for_timeout(500)
        check = Services.open(str(path))
        try:
            deals = check.scoring.view(euchre).deals
            assert [(d.entry["makers"], d.entry["tricks"]) for d in deals] == [("B", 4)]
        finally:
            check.close()
    finally:
        server.stop()


def test_a_partys_bell_from_the_tables_pages_and_a_guests_next_seat(qtbot, browser,
                                                                      empty_club):
    path = empty_club
    services = Services.open(str(path))
    evening = party_evening(services)
    services.close()
    server = serve(path, evening)
    window = open_window(qtbot, path)
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True,
                                  has_touch=True)
    try:
        window.open_evening(evening)
        head, second = context.new_page(), context.new_page()
        second.goto(url_of(server, 2))
        second.fill('input[name="score.0"]', "3")
        second.fill('input[name="score.1"]', "3")
        send(second, "form#entry")
        assert "tie" in second.locator('[data-field="next_hand_tricks"] .error').inner_text()
        second.fill('input[name="next_hand_tricks.0"]', "3")
        second.fill('input[name="next_hand_tricks.1"]', "2")
        send(second, "form#entry")
        assert "handed in" in second.locator("#notice").inner_text()
        head.goto(url_of(server, 1))
        head.fill('input[name="score.0"]', "5")
        head.fill('input[name="score.1"]', "2")
        send(head, "form#entry")
        shot(head, "bell_head_en")
        send(head, "form#ring")
        assert "round 2 is in play" in head.locator("#notice").inner_text()
        qtbot.waitUntil(lambda: window.party_page.view is not None
                        and window.party_page.view.round == 2, timeout=1500)
        party = window.party_page.view
        guest = next(a for a in server.addresses() if a.access.kind == "guest")
        page = context.new_page()
        page.goto(guest.url)
        table = party.table_of(guest.access.name)
        assert f"Round 2: go to table {table}" in page.locator("#next").inner_text()
        assert guest.access.name in page.locator("#board").inner_text()
        shot(page, "guest_en")
    finally:
        context.close()
        window.close()
        server.stop()
