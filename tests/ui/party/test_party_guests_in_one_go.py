"""Guests in one go (a party host's walk): the names typed under "who comes tonight" on the
start page arrive on the party's page ticked, first in the list and in the order typed, the
cursor on the first; the roles are set there from the keyboard, the letter of the guest whose
row has the cursor being the first letter of the role's name as the window shows it (L and G
for Ladies and Gentlemen, Д and К for Дамы and Кавалеры); and a late guest's name typed under
the list ticks the member, asks about a name near a member's ("bob": Bob Jones, or a new
member?) and otherwise asks "add as a new member?", then adds and ticks the guest. The party
drawn keeps the order typed. Driven through the real window with qtbot, in English and in
Russian; screenshots tests/screens/party_guests_in_one_go*.png.
"""

from __future__ import annotations

import datetime as dt

import pytest
from PySide6.QtCore import QLocale, QRect, QSize, Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from clubapp.ui.club.start_page import PlayersDialog
from clubapp.ui.club.start_questions import ContinueQuestion, MemberQuestion
from clubapp.ui.party.guest_list import NAME, ROLE
from clubapp.ui.shared import i18n, screen_fit
from tests.helpers.keys import press_letter
from tests.helpers.paths import SCREENS
from tests.helpers.start_page import asked, new_club_window, question_of, type_names, when_shown

LAPTOP = QSize(1012, 560)  # the window the program makes on a 1024×600 screen
MEMBERS = ["Ada Byron", "Bob Jones", "Cyril Dunn", "Dora Finch", "Zoe Abbott"]


def focused() -> QWidget | None:
    return QApplication.focusWidget()


def rows(setup) -> list[tuple[str, bool, str]]:
    """The guest list as shown: each row's name, its tick, its role."""
    guests = setup.guests
    return [(guests.item(r, NAME).text(), guests.comes(r), guests.value(r, ROLE))
            for r in range(guests.rowCount())]


def party_window(qtbot, tmp_path, qapp, typed: list[str], members=MEMBERS, laptop=None):
    """A club with these members; A card party started from the start page with ``typed``.
    ``laptop`` (pytest's monkeypatch): the window of a 1024×600 screen, to look at."""
    asked.clear()
    if laptop is not None:
        laptop.setattr(screen_fit, "available", lambda _widget: QRect(0, 0, 1024, 600))
    window = new_club_window(qtbot, tmp_path, qapp)
    if laptop is not None:
        window.resize(LAPTOP)
    for name in members:
        window.services.members.add(name)
    window.hub.membersChanged.emit()
    when_shown(PlayersDialog, type_names(*typed))
    qtbot.mouseClick(window.start_page.buttons["party"], Qt.MouseButton.LeftButton)
    page = window.party_page
    assert window.stack.currentWidget() is page
    # the dialog gone, the cursor is on the first guest named: the roles are typed at once
    qtbot.waitUntil(lambda: focused() is page.setup.guests)
    assert page.setup.guests.currentRow() == 0
    return window, page.setup


def type_late_guest(qtbot, setup, name: str) -> None:
    """The name typed in the box under the list (Alt+N goes there), then Enter."""
    setup.new_guest.setFocus()
    for char in name:  # key by key, Cyrillic too
        press_letter(setup.new_guest, char)
    qtbot.keyClick(setup.new_guest, Qt.Key.Key_Return)


def test_typed_names_stay_ticked_in_order_and_roles_follow_the_names(qtbot, tmp_path, qapp,
                                                                     monkeypatch):
    window, setup = party_window(
        qtbot, tmp_path, qapp, ["Cyril Dunn", "zoe abbott", "Harriet Vane", "Ada Byron"],
        laptop=monkeypatch)
    assert asked == ["PlayersDialog"]  # a member's name in any case, a new name: not asked
    shown = rows(setup)
    # the four named first, ticked, in the order typed; the rest by name, not ticked
    assert shown[:4] == [("Cyril Dunn", True, ""), ("Zoe Abbott", True, ""),
                         ("Harriet Vane", True, ""), ("Ada Byron", True, "")]
    assert shown[4:] == [("Bob Jones", False, ""), ("Dora Finch", False, "")]
    assert "4 coming" in setup.count.text()

    # the roles are called Red and Blue until the host names them: R and B set them
    assert setup.set_red.text() == "Red (R)" and setup.set_blue.text() == "Blue (B)"
    assert "type R for Red or B for Blue" in setup.hint.text()
    press_letter(setup.guests, "b")
    assert rows(setup)[0] == ("Cyril Dunn", True, "blue")
    # named Ladies and Gentlemen, the letters are L and G, on the buttons and in the hint
    setup.labels["red"].setText("Ladies")
    setup.labels["blue"].setText("Gentlemen")
    assert setup.set_red.text() == "Ladies (L)" and setup.set_blue.text() == "Gentlemen (G)"
    assert "type L for Ladies or G for Gentlemen" in setup.hint.text()
    setup.guests.setFocus()
    for letter in ("G", "L", "L", "L"):  # the row with the cursor, then the next
        press_letter(setup.guests, letter)
        qtbot.keyClick(setup.guests, Qt.Key.Key_Down)
    assert [r[2] for r in rows(setup)[:4]] == ["blue", "red", "red", "red"]
    assert "4 coming: 3 Ladies, 1 Gentlemen" in setup.count.text()
    # names that begin alike ("Gold", "Green"): the book's L and G serve, and say so
    setup.labels["red"].setText("Gold")
    setup.labels["blue"].setText("Green")
    assert setup.set_red.text() == "Gold (L)" and setup.set_blue.text() == "Green (G)"
    setup.guests.setCurrentCell(4, NAME)
    press_letter(setup.guests, "g")
    assert rows(setup)[4] == ("Bob Jones", True, "blue")  # a role ticks the guest
    press_letter(setup.guests, "l")
    assert rows(setup)[4] == ("Bob Jones", True, "red")
    qtbot.keyClick(setup.guests, Qt.Key.Key_Delete)
    qtbot.keyClick(setup.guests, Qt.Key.Key_Space)
    assert rows(setup)[4] == ("Bob Jones", False, "")
    setup.labels["red"].setText("Ladies")
    setup.labels["blue"].setText("Gentlemen")
    QApplication.processEvents()
    assert window.size() == LAPTOP
    assert window.grab().save(str(SCREENS / "party_guests_in_one_go.png"))
    window.close()


def test_a_late_guest_is_ticked_asked_about_or_added_as_a_member(qtbot, tmp_path, qapp):
    more = ["Edith Crane", "Felix Irving", "Grace Pell"]
    window, setup = party_window(qtbot, tmp_path, qapp, ["Dora Finch", "Ada Byron"],
                                 members=MEMBERS + more)
    setup.labels["red"].setText("Ladies")
    setup.labels["blue"].setText("Gentlemen")

    # a member's whole name: ticked at once, after those named, the cursor on the row
    type_late_guest(qtbot, setup, "cyril dunn")
    assert [r[:2] for r in rows(setup)[:3]] == [("Dora Finch", True), ("Ada Byron", True),
                                                ("Cyril Dunn", True)]
    assert setup.added.text() == "Cyril Dunn comes tonight."
    assert focused() is setup.guests and setup.guests.currentRow() == 2
    press_letter(setup.guests, "G")  # the role of the guest just ticked
    assert rows(setup)[2] == ("Cyril Dunn", True, "blue")
    assert setup.new_guest.text() == ""

    # "bob": the start page's question, Bob Jones offered first; Enter takes him
    seen: dict[str, object] = {}

    def take_bob(dialog: MemberQuestion) -> None:
        seen["question"] = question_of(dialog)
        seen["offers"] = [b.text() for b in dialog.offer_buttons]
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)

    when_shown(MemberQuestion, take_bob)
    type_late_guest(qtbot, setup, "bob")
    assert seen == {"question": "“bob”: Bob Jones, or a new member?", "offers": ["Bob Jones"]}
    assert rows(setup)[3] == ("Bob Jones", True, "")
    assert len(window.services.members.list()) == len(MEMBERS) + 3  # nobody new
    press_letter(setup.guests, "g")
    assert rows(setup)[3] == ("Bob Jones", True, "blue")

    # a name that is nobody's: "add as a new member?" — cancelled, nothing is added
    def answer(button_text: str):
        def click(box: QMessageBox) -> None:
            seen["new"] = box.text()
            seen["buttons"] = sorted(b.text() for b in box.buttons())
            box.grab().save(str(SCREENS / "party_add_guest_question.png"))
            next(b for b in box.buttons() if b.text() == button_text).click()
        return click

    when_shown(QMessageBox, answer("Cancel"))
    type_late_guest(qtbot, setup, "Harriet  Vane")
    assert seen["new"] == "“Harriet Vane” is not a member yet. Add as a new member?"
    assert seen["buttons"] == ["&Add “Harriet Vane”", "Cancel"]
    assert "Harriet Vane" not in [m.name for m in window.services.members.list()]
    assert setup.new_guest.text() == "Harriet  Vane"  # to be corrected, or asked again
    qtbot.waitUntil(lambda: focused() is setup.new_guest)
    # asked again and answered: a new member, ticked in the order typed, on every page
    when_shown(QMessageBox, answer("&Add “Harriet Vane”"))
    qtbot.keyClick(setup.new_guest, Qt.Key.Key_Return)
    assert "Harriet Vane" in [m.name for m in window.services.members.list()]
    assert [r[0] for r in window.members_page.model.rows].count("Harriet Vane") == 1
    assert rows(setup)[4] == ("Harriet Vane", True, "")
    assert setup.added.text() == "Harriet Vane is a new member, and comes tonight."
    press_letter(setup.guests, "L")
    # a guest ticked already: said so, nothing changes
    type_late_guest(qtbot, setup, "Ada Byron")
    assert setup.added.text() == "Ada Byron is already coming."
    assert [r[0] for r in rows(setup)[:5]] == ["Dora Finch", "Ada Byron", "Cyril Dunn",
                                               "Bob Jones", "Harriet Vane"]
    for row in (0, 1):
        setup.guests.setCurrentCell(row, NAME)
        press_letter(setup.guests, "L")
    for name, letter in zip(more, "LGG", strict=True):  # further down the list, as ever
        setup.guests.setCurrentCell(setup.row_of(next(
            m.id for m in setup.members if m.name == name)), NAME)
        press_letter(setup.guests, letter)
    window.resize(1280, 760)
    QApplication.processEvents()
    assert window.grab().save(str(SCREENS / "party_guests_late.png"))

    # the party is drawn in the order typed
    qtbot.keyClicks(setup.seed, "7")
    qtbot.mouseClick(setup.start_button, Qt.MouseButton.LeftButton)
    assert setup.error.text() == ""
    view = window.services.party.view(window.party_page.evening_id)
    assert [(p.name, p.role) for p in view.players] == [
        ("Dora Finch", "red"), ("Ada Byron", "red"), ("Cyril Dunn", "blue"),
        ("Bob Jones", "blue"), ("Harriet Vane", "red"), ("Edith Crane", "red"),
        ("Felix Irving", "blue"), ("Grace Pell", "blue")]
    window.close()


def test_a_name_the_club_refuses_is_said_beside_the_box(qtbot, tmp_path, qapp):
    window, setup = party_window(qtbot, tmp_path, qapp, ["Ada Byron"])
    retired = window.services.members.add("Olive Reed")
    window.services.members.set_retired(retired.id, True)
    window.hub.membersChanged.emit()
    when_shown(QMessageBox, lambda box: box.defaultButton().click())
    type_late_guest(qtbot, setup, "Olive Reed")
    assert "Olive Reed" in setup.added.text() and "retired" in setup.added.text()
    assert [r[0] for r in rows(setup) if r[1]] == ["Ada Byron"]
    assert sum(m.name == "Olive Reed" for m in window.services.members.list()) == 1
    window.close()


def test_in_a_rotation_chart_the_box_keeps_the_cursor_for_the_next_guest(qtbot, tmp_path,
                                                                          qapp):
    window, setup = party_window(qtbot, tmp_path, qapp, ["Ada Byron", "Bob Jones"])
    setup.rotation_format.setChecked(True)
    type_late_guest(qtbot, setup, "Zoe Abbott")
    assert focused() is setup.new_guest  # no role to type: the next name
    type_late_guest(qtbot, setup, "Dora Finch")
    assert [r[0] for r in rows(setup) if r[1]] == ["Ada Byron", "Bob Jones", "Zoe Abbott",
                                                   "Dora Finch"]
    assert setup.count.text() == "4 coming"
    qtbot.mouseClick(setup.start_button, Qt.MouseButton.LeftButton)
    assert setup.error.text() == ""
    chart = window.party_page.rotation.view
    assert [g.name for g in chart.guests] == ["Ada Byron", "Bob Jones", "Zoe Abbott",
                                              "Dora Finch"]
    window.close()


@pytest.fixture
def russian(qapp):
    locale = QLocale()
    assert i18n.install_language("ru")
    yield
    i18n.install_language("en")
    QLocale.setDefault(locale)


RUSSIAN_MEMBERS = ["Анна Белова", "Вера Громова", "Кирилл Носов", "Лев Орлов", "Семён Фролов"]


def test_guests_in_one_go_in_russian(qtbot, tmp_path, qapp, russian, monkeypatch):
    window, setup = party_window(qtbot, tmp_path, qapp,
                                 ["Лев Орлов", "Вера Громова", "Семен Фролов"],
                                 members=RUSSIAN_MEMBERS, laptop=monkeypatch)
    assert [r[:2] for r in rows(setup)[:3]] == [("Лев Орлов", True), ("Вера Громова", True),
                                                ("Семён Фролов", True)]  # е typed for ё
    # the roles as the window names them: Красные and Синие, К and С
    assert setup.set_red.text() == "Красные (К)" and setup.set_blue.text() == "Синие (С)"
    setup.labels["red"].setText("Дамы")
    setup.labels["blue"].setText("Кавалеры")
    assert setup.set_red.text() == "Дамы (Д)" and setup.set_blue.text() == "Кавалеры (К)"
    assert "нажмите Д — Дамы или К — Кавалеры" in setup.hint.text()
    setup.guests.setFocus()
    setup.guests.setCurrentCell(0, NAME)
    for letter in ("к", "д", "к"):
        press_letter(setup.guests, letter)
        qtbot.keyClick(setup.guests, Qt.Key.Key_Down)
    assert [r[2] for r in rows(setup)[:3]] == ["blue", "red", "blue"]
    assert setup.count.text() == "придут 3: 1 — Дамы, 2 — Кавалеры, 0 без роли"

    seen: dict[str, str] = {}

    def add(box: QMessageBox) -> None:
        seen["question"] = box.text()
        seen["more"] = box.informativeText()
        box.grab().save(str(SCREENS / "party_add_guest_question_ru.png"))
        box.defaultButton().click()

    when_shown(QMessageBox, add)
    type_late_guest(qtbot, setup, "Тимур Хохлов")
    assert seen["question"] == "«Тимур Хохлов» ещё не член клуба. Добавить в члены клуба?"
    assert rows(setup)[3] == ("Тимур Хохлов", True, "")
    assert setup.added.text() == "Тимур Хохлов теперь член клуба и сегодня играет."
    press_letter(setup.guests, "К")
    assert rows(setup)[3][2] == "blue"
    QApplication.processEvents()
    assert window.size() == LAPTOP
    assert window.grab().save(str(SCREENS / "party_guests_in_one_go_ru.png"))
    window.close()


def test_another_evening_starts_with_its_own_guests(qtbot, tmp_path, qapp):
    """A second party of the night: its own names ticked, none of the first's."""
    window, setup = party_window(qtbot, tmp_path, qapp, ["Ada Byron", "Bob Jones"])
    first = window.party_page.evening_id
    when_shown(ContinueQuestion, lambda d: d.new_button.click())  # another evening
    when_shown(PlayersDialog, type_names("Zoe Abbott"))
    window.start_job("party")
    assert window.party_page.evening_id != first
    assert [r[0] for r in rows(setup) if r[1]] == ["Zoe Abbott"]
    window.open_evening(first)  # back to the first: its own guests
    assert [r[0] for r in rows(setup) if r[1]] == ["Ada Byron", "Bob Jones"]
    assert window.services.evenings.detail(first).evening.date == dt.date.today()
    window.close()
