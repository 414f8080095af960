"""The other side confirms each deal (issue 28), in a real Chromium with two phones at one
table — one with the page's script, one without — and the host's real *Table entry* dialog
(offscreen, qtbot) serving the evening: the option turned on in the window; a deal recorded on
one phone waits, counted nowhere, until the other phone confirms it; a deal disputed with words
shows on the host's board in red, with the word, and both sides' words; the host records it,
once; a deal offered from the phone without the script is confirmed on the other in Russian.
What the club keeps is read with ``clubapp game show``. Screenshots:
``tests/screens/web_confirm_*.png`` and ``tests/screens/confirm_host_*.png``."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from clubapp.ui.table_entry import open_table_entry
from clubapp.ui.table_entry.offers import DISPUTED
from tests.cli.shell import Shell
from tests.helpers import phones
from tests.helpers.paths import SCREENS
from tests.helpers.phones import EUCHRE, follow, notices, opened, phone_in, record, scan, shot
from tests.helpers.serving import start_serving
from tests.helpers.window import open_window

LOOK = 12000  # the page's script looks again every 3 seconds


@pytest.fixture
def served(qtbot, empty_club):
    """The club's window with *Table entry* serving a euchre evening on the loopback."""
    from tests.web.evenings import club_evening

    path = empty_club
    with opened(path) as services:
        evening, (game,) = club_evening(services, games=EUCHRE)
    window = open_window(qtbot, path)
    try:
        window.open_evening(evening)
        dialog = open_table_entry(window)
        start_serving(qtbot, dialog)
        yield dialog, path, evening, game
        dialog.stop_server()
    finally:
        window.close()


def game_show(path, game, capsys, monkeypatch) -> list[dict]:
    """The game's deals as ``clubapp game show`` prints them: what the club keeps."""
    return Shell(str(path), capsys, monkeypatch).json("game", "show", game)["deals"]


def test_two_phones_confirm_and_dispute_and_the_host_settles(qtbot, browser, served, capsys,
                                                            monkeypatch):
    dialog, path, evening, game = served
    panel = dialog.offers
    assert not panel.option.isChecked()
    panel.option.click()  # the host turns the option on in the window
    with opened(path) as services:
        assert services.evenings.detail(evening).evening.confirm_deals
    url = dialog.url_of(dialog.rows[0].access)
    with phone_in(browser) as first, phone_in(browser, script=False) as second:
        # the first phone records a deal the rules refuse: refused at once, beside its field
        first.goto(url)
        record(first, {"makers": "A", "tricks": "9"})
        assert first.locator('[data-field="tricks"] .error').inner_text() == \
            "9 is above the maximum 5"
        # then the right one: it waits for the other side, counted nowhere
        record(first, {"tricks": "3"})
        assert first.locator("#offer-title").inner_text() == \
            "Deal 1 is waiting for the other side"
        assert first.locator("#offer-entry").inner_text() == \
            "Makers: A (Ann & Cat); Makers' tricks: 3; Played alone: no"
        assert "A (Ann & Cat)\t+1\t1" in first.locator("#offer-score").inner_text()
        assert first.locator("form#entry").count() == 0  # no other deal taken meanwhile
        assert "Hand the phone to the other side" in first.locator("#offer").inner_text()
        shot(first, "confirm_waiting_en")
        assert game_show(path, game, capsys, monkeypatch) == []
        assert first.locator("#totals td").first.inner_text() == "0"
        qtbot.waitUntil(lambda: panel.table.rowCount() == 1, timeout=3000)
        assert panel.table.item(0, 2).text() == "waiting"

        # the other side opens the same table's address on its own phone and confirms
        second.goto(url)
        assert second.locator("#offer-title").inner_text() == \
            "Deal 1 is waiting for the other side"
        shot(second, "confirm_other_phone_en")
        follow(second, second.get_by_role("button", name="Confirm").tap)
        assert notices(second) == ["Deal 1 is confirmed and recorded."]
        assert second.locator("#offer").count() == 0
        assert "+1 → 1" in second.locator("#deals").inner_text()
        first.wait_for_url("**?offer=*", timeout=LOOK)  # the first phone looked again
        assert notices(first) == ["Deal 1 is confirmed and recorded."]
        assert "+1 → 1" in first.locator("#deals").inner_text()
        assert first.locator("form#undo").count() == 0  # the host corrects a confirmed deal
        shot(first, "confirm_confirmed_en")
        assert [d["points"] for d in game_show(path, game, capsys, monkeypatch)] == [
            {"A": 1, "B": 0}]
        qtbot.waitUntil(lambda: panel.table.rowCount() == 0, timeout=3000)

        # another deal, disputed from the second phone with its words
        record(first, {"makers": "B", "tricks": "5"})
        assert first.locator("#offer-title").inner_text() == \
            "Deal 2 is waiting for the other side"
        second.goto(url)
        follow(second, second.get_by_role("button", name="Dispute").tap)  # no words: refused
        assert second.locator('#dispute [data-field="words"] .error').inner_text() == \
            "Say what is wrong: the host reads it."
        second.fill("#dispute-words", "B took only four tricks")
        follow(second, second.get_by_role("button", name="Dispute").tap)
        assert notices(second) == ["Deal 2 is disputed: the host settles it."]
        assert second.locator("#offer-title").inner_text() == "Deal 2 is disputed"
        assert second.locator("#offer .flag").inner_text() == "DISPUTED"
        assert "The other side says: B took only four tricks" in \
            second.locator("#offer").inner_text()
        shot(second, "confirm_disputed_en")
        first.wait_for_url("**?offer=*", timeout=LOOK)
        assert first.locator("#offer-title").inner_text() == "Deal 2 is disputed"
        first.fill("#offer-words", "Five: the last trick was ours")
        follow(first, first.get_by_role("button", name="Send").tap)
        assert notices(first) == ["Your words are kept for the host."]
        assert game_show(path, game, capsys, monkeypatch)[1:] == []

        # the host's board: in red and said so, with both sides' words
        qtbot.waitUntil(lambda: panel.table.rowCount() == 1
                        and "Five" in panel.table.item(0, 4).text(), timeout=3000)
        state = panel.table.item(0, 2)
        assert state.text() == "DISPUTED"
        assert state.foreground().color() == DISPUTED and state.font().bold()
        assert panel.table.item(0, 4).text() == (
            "other side: B took only four tricks; entered by: Five: the last trick was ours")
        assert panel.table.item(0, 3).text() == "Makers: B (Bob & Dan); Makers' tricks: 5; " \
                                                "Played alone: no"
        dialog.grab().save(str(SCREENS / "confirm_host_board.png"))
        settling = panel.settle_chosen()
        text = settling.text.text()
        assert "The other side says: B took only four tricks" in text
        assert "The side that entered it says: Five: the last trick was ours" in text
        assert "The score if it is recorded: A (Ann & Cat) 1, B (Bob & Dan) 2" in text
        settling.grab().save(str(SCREENS / "confirm_host_settle.png"))
        qtbot.mouseClick(settling.record_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not settling.isVisible(), timeout=3000)
        qtbot.mouseClick(settling.record_button, Qt.MouseButton.LeftButton)  # pressed again
        assert [d["points"] for d in game_show(path, game, capsys, monkeypatch)] == [
            {"A": 1, "B": 0}, {"A": 0, "B": 2}]
        qtbot.waitUntil(lambda: panel.table.rowCount() == 0, timeout=3000)
        first.wait_for_url("**?offer=*", timeout=LOOK)
        assert notices(first) == ["The host recorded deal 2 as entered."]
        follow(second, second.get_by_role("link", name="Look again").tap)
        assert notices(second) == ["The host recorded deal 2 as entered."]

        # in Russian: offered from the phone without the script, confirmed on the other
        follow(second, second.get_by_role("button", name="Русский").tap)
        record(second, {"makers": "A", "tricks": "5"})
        assert second.locator("#offer-title").inner_text() == "Сдача 3 ждёт другую сторону"
        assert second.locator("#offer-entry").inner_text() == \
            "Заказавшие: A (Ann & Cat); Взятки заказавших: 5; В одиночку: нет"
        shot(second, "confirm_waiting_ru")
        first.goto(url)
        follow(first, first.get_by_role("button", name="Подтвердить").tap)
        assert notices(first) == ["Сдача 3 подтверждена и записана."]
        follow(second, second.get_by_role("button", name="Подтвердить").tap)  # too late
        assert notices(second) == ["Эта сдача уже подтверждена и записана."]
        shot(second, "confirm_too_late_ru")
    assert [d["points"] for d in game_show(path, game, capsys, monkeypatch)] == [
        {"A": 1, "B": 0}, {"A": 0, "B": 2}, {"A": 2, "B": 0}]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_waiting_and_the_disputed_deal_pass_the_accessibility_scan(browser, empty_club, lang):
    """axe-core's WCAG 2.1 A/AA rules and the 44 px taps (``test_browser_axe``) on the page of
    a deal waiting for the other side and of a disputed one, in both languages."""
    from tests.web.evenings import club_evening

    path = empty_club
    with opened(path) as services:
        evening, _games = club_evening(services, games=EUCHRE)
        services.evenings.set_confirm_deals(evening, True)
    server = phones.serve(path, evening, lang=lang)
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True,
                                  has_touch=True, device_scale_factor=1, bypass_csp=True)
    try:
        page = context.new_page()
        page.goto(phones.url_of(server, 1))
        record(page, {"makers": "A", "tricks": "5", "alone": True})
        assert page.locator("#offer").count() == 1
        assert scan(page) == []
        page.fill("#dispute-words", "Нет, трёх" if lang == "ru" else "No: three")
        follow(page, page.locator("form#dispute button[type=submit]").tap)
        assert page.locator("#offer .flag").count() == 1
        assert scan(page) == []
        shot(page, f"confirm_disputed_{lang}")
    finally:
        context.close()
        server.stop()
