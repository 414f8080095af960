"""A party driven through the real window in English and in Russian (issue 18 item 6, issue 19
items 1 and 5): the roles set from the keyboard, a refused bell (the head table short of five,
then a cut of two equal cards) with the cursor on the box at fault and the old message gone,
a tie settled on the next hand and by the cut, the bell rung with Enter from the first box,
nine ladies and eight gentlemen so that a lady sits out (and the page says why), a late
arrival, and the prizes. In Russian no Latin word of two letters or more shows anywhere on the
page, its tabs or the projector: the guests have Cyrillic names, so every Latin word would be
the program's English. Screenshots: tests/screens/party_<lang>_*.png.
"""

from __future__ import annotations

import datetime as dt

import pytest
from PySide6.QtCore import QEvent, QLocale, Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from clubapp.services import Services
from clubapp.ui.shared import i18n
from tests.helpers.keys import press_letter
from tests.helpers.paths import SCREENS
from tests.helpers.screen_words import latin_words_shown
from tests.helpers.window import focused_name, open_window, when_dialog_opens

LADIES = ["Анна Белова", "Вера Громова", "Галина Дёмина", "Дарья Жукова", "Елена Зуева",
          "Жанна Ильина", "Зоя Кротова", "Инна Лосева", "Ирина Марова"]
GENTLEMEN = ["Кирилл Носов", "Лев Орлов", "Максим Петров", "Никита Рябов", "Олег Смирнов",
             "Павел Титов", "Роман Уткин", "Семён Фролов"]
LATECOMER = "Тимур Хохлов"
SEED = 31
WORDS = {  # what the host types and reads, by language
    "en": {"red": "Ladies", "blue": "Gentlemen", "lady_key": "L", "gent_key": "G"},
    "ru": {"red": "Дамы", "blue": "Господа", "lady_key": "Д", "gent_key": "Г"},
}


@pytest.fixture(params=["en", "ru"])
def lang(request, qapp):
    locale = QLocale()
    assert i18n.install_language(request.param)
    yield request.param
    i18n.install_language("en")
    QLocale.setDefault(locale)


@pytest.fixture
def club_file(empty_club, qapp):
    qapp.setKeyboardInputInterval(0)
    path = empty_club
    services = Services.open(str(path))
    for name in [*LADIES, *GENTLEMEN, LATECOMER]:
        services.members.add(name)
    services.evenings.create(dt.date(2026, 12, 5), "Зимний вечер", "party")
    services.close()
    return path


def type_in(qtbot, window: QWidget, name: str, text: str) -> None:
    """Put the cursor in a box by its name, as a host clicks it, and type."""
    if not window.isActiveWindow():  # a dialog or the projector was in front: click back in
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)
    # the boxes of the round before may wait to be deleted: the one on screen
    shown = [w for w in window.findChildren(QWidget, name) if w.isVisible()]
    assert len(shown) == 1, name
    widget = shown[0]
    widget.setFocus(Qt.FocusReason.MouseFocusReason)
    widget.selectAll()
    qtbot.keyClicks(widget, text)


def test_a_party_through_the_window_in_each_language(qtbot, club_file, lang):
    words = WORDS[lang]
    window = open_window(qtbot, club_file)
    window.open_evening(window.services.evenings.list()[0].id)
    page = window.party_page
    setup = page.setup

    # the roles from the keyboard: the nine ladies at once, then the eight gentlemen
    setup.labels["red"].setText(words["red"])
    setup.labels["blue"].setText(words["blue"])
    guests = setup.guests
    guests.setFocus()
    guests.setCurrentCell(0, 1)
    for _ in range(len(LADIES) - 1):
        qtbot.keyClick(guests, Qt.Key.Key_Down, Qt.KeyboardModifier.ShiftModifier)
    press_letter(guests, words["lady_key"])
    qtbot.keyClick(guests, Qt.Key.Key_Down)
    for _ in range(len(GENTLEMEN) - 1):
        qtbot.keyClick(guests, Qt.Key.Key_Down, Qt.KeyboardModifier.ShiftModifier)
    press_letter(guests, words["gent_key"])
    chosen = {e.member_id: e.role for e in setup.entrants()}
    names = {m.id: m.name for m in setup.members}
    assert {names[i] for i, r in chosen.items() if r == "red"} == set(LADIES)
    assert {names[i] for i, r in chosen.items() if r == "blue"} == set(GENTLEMEN)
    assert guests.item(0, 2).text() == words["red"]  # the role's whole name, not cut
    assert guests.columnWidth(2) >= guests.fontMetrics().horizontalAdvance(words["blue"])
    qtbot.keyClicks(setup.seed, str(SEED))
    assert window.grab().save(str(SCREENS / f"party_{lang}_setup.png"))
    qtbot.mouseClick(setup.start_button, Qt.MouseButton.LeftButton)
    assert setup.error.text() == ""
    view = page.view
    assert len(view.tables) == 4 and len(view.waiting) == 1

    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    # round 1: the head table hands in 4-3 — refused, the cursor in its first box
    type_in(qtbot, window, "score_1_1", "4")
    type_in(qtbot, window, "score_1_2", "3")
    for table in (2, 3, 4):
        type_in(qtbot, window, f"score_{table}_1", "2")
        type_in(qtbot, window, f"score_{table}_2", str(table))
    box = page.grid.box(2)
    before = [(b.geometry(), b.size()) for b in page.grid.boxes]
    type_in(qtbot, window, "score_2_2", "2")  # a tie at table 2: the next hand's boxes appear
    assert box.tricks[0].isVisibleTo(box)
    assert [(b.geometry(), b.size()) for b in page.grid.boxes] == before  # nothing moved
    type_in(qtbot, window, "tricks_2_1", "2")
    type_in(qtbot, window, "tricks_2_2", "2")  # tied again: the cut's boxes appear
    assert box.cuts[0].isVisibleTo(box)
    assert [(b.geometry(), b.size()) for b in page.grid.boxes] == before
    type_in(qtbot, window, "cut_2_1", "9H")
    type_in(qtbot, window, "cut_2_2", "9C")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert page.view.round == 1
    first_refusal = page.message.text()
    assert focused_name() == "score_1_1" and page.grid.box(1).error.isVisibleTo(page.grid.box(1))
    assert first_refusal.startswith({"en": "Table 1: the bell rings when a pair",
                                     "ru": "Стол 1: колокольчик звонит, когда пара"}[lang])

    # put right at the head table: now the cut of two nines is refused, the cursor on it
    qtbot.keyClicks(QApplication.focusWidget(), "5")
    assert page.message.text() == ""  # typing put the old refusal away
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert page.view.round == 1 and focused_name() == "cut_2_1"
    assert not page.grid.box(1).error.isVisibleTo(page.grid.box(1))
    assert page.message.text() != first_refusal
    assert page.message.text().startswith({"en": "Table 2: 9H and 9C are equal",
                                           "ru": "Стол 2: 9♥ и 9♣ равны"}[lang])
    assert window.grab().save(str(SCREENS / f"party_{lang}_refused.png"))
    qtbot.keyClicks(QApplication.focusWidget(), "JH")
    type_in(qtbot, window, "score_1_1", "5")  # Enter in the first box: every table is filled
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert page.view.round == 2
    decisions = page.bell_panel.decisions
    reasons = [decisions.data(decisions.index(r, 1)) for r in range(decisions.rowCount())]
    if lang == "en":
        assert reasons[1].endswith("won") and " against " in reasons[1]
        assert "the low card goes up" in reasons[1]
    else:
        assert "выиграли" in reasons[1] and "при снятии" in reasons[1]
    winners = page.view.last_bell.decisions[1].winners
    assert " ".join(winners) in reasons[1].replace(" and ", " ").replace(" и ", " ")

    # round 2: a lady sits out and the page says why; a late gentleman arrives
    assert page.sitting.isVisibleTo(page)
    sitting = page.sitting.text()
    assert {"en": "sits out round 2", "ru": "пропускает круг 2"}[lang] in sitting
    assert words["red"] in sitting
    panel = page.players_panel
    panel.newcomer.setCurrentIndex(panel.newcomer.findText(LATECOMER))
    panel.newcomer_role.setCurrentIndex(panel.newcomer_role.findData("blue"))
    qtbot.mouseClick(panel.arrive_button, Qt.MouseButton.LeftButton)
    assert LATECOMER in page.sitting.text()
    for table in page.view.tables:
        type_in(qtbot, window, f"score_{table.number}_1", "5" if table.number == 1 else "1")
        type_in(qtbot, window, f"score_{table.number}_2", "2")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert page.view.round == 3, page.message.text()
    assert all(pair.red in LADIES and pair.blue in (*GENTLEMEN, LATECOMER)
               for t in page.view.tables for pair in t.pairs)  # a lady and a gentleman, each

    # the prizes, each with its reason in the language
    page.tabs.setCurrentWidget(page.prizes_panel)
    # asked whether to end the party with the award (test_party_end_window): award only
    when_dialog_opens(lambda box: next(
        b for b in box.buttons()
        if box.buttonRole(b) == QMessageBox.ButtonRole.ActionRole).click())
    qtbot.mouseClick(page.prizes_panel.award_button, Qt.MouseButton.LeftButton)
    prizes = page.prizes_panel.text.toPlainText()
    assert {"en": "most gold stars", "ru": "больше всех золотых звёздочек"}[lang] in prizes
    assert window.grab().save(str(SCREENS / f"party_{lang}_prizes.png"))
    projector = page.open_projector()
    qtbot.waitExposed(projector)
    assert projector.grab().save(str(SCREENS / f"projector_{lang}.png"))

    if lang == "ru":
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
        for tab in range(page.tabs.count()):
            page.tabs.setCurrentIndex(tab)
            assert latin_words_shown(window) == [], page.tabs.tabText(tab)
        assert latin_words_shown(projector) == []
    window.close()
