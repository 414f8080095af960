"""The rotation chart format and a guest who keeps one table, in the real window with qtbot.

The party setup offers the format (the book's progressive party, or the rotation chart); the
rotation chart is drawn for the guests ticked, a guest ticked in the "Keeps one table" column
stays at table 1 all night, and the rounds are played through the page: every table's points
typed from the keyboard (Tab from box to box, Enter on the last hands the round in), the
standing checked against the events layer's own, a round taken back and handed in again. The
book's party takes the same tick: the guest's first table is kept after every bell.
Screenshots: tests/screens/rotation_setup.png, rotation_party.png, rotation_party_ru.png.
"""

from __future__ import annotations

import datetime as dt

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from clubapp.events.rotation_party import rotation_standing
from clubapp.services import Services
from clubapp.ui.party.guest_list import STAYS
from tests.helpers.paths import SCREENS
from tests.helpers.window import open_window, when_dialog_opens

GUESTS = ["Ada Byron", "Beatrice Lane", "Clara Voss", "Dora Finch", "Edith Crane",
          "Albert Keen", "Bertram Cole", "Cyril Dunn", "Duncan Frye", "Edgar Holt"]
HOSTESS = "Clara Voss"


@pytest.fixture
def club_file(empty_club, qapp):
    qapp.setKeyboardInputInterval(0)
    path = empty_club
    services = Services.open(str(path))
    for name in GUESTS:
        services.members.add(name)
    services.evenings.create(dt.date(2026, 12, 5), "Winter chart", "party")
    services.evenings.create(dt.date(2026, 12, 12), "Winter progressive", "party")
    services.close()
    return path


def open_party(window, name: str):
    window.go_to("Evenings")
    evening = next(e for e in window.evenings_page.evenings if e.name == name)
    window.open_evening(evening.id)
    return window.party_page


def points_of(table: int, round_number: int) -> tuple[int, int]:
    """What a table hands in: different for every table and round."""
    return (3 + (table + round_number) % 5, (2 * table + round_number) % 7)


def type_round(qtbot, page, round_number: int) -> None:
    """Every table's two points from the keyboard, Tab between boxes, Enter on the last."""
    window = page.window()
    if not window.isActiveWindow():  # a dialog just closed: the host clicks back in
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)
    page.rotation.focus_first()
    boxes = page.rotation.boxes
    strokes = [(f"points_{b.number}_{side}", str(points_of(b.number, round_number)[side]))
               for b in boxes for side in (0, 1)]
    for index, (name, text) in enumerate(strokes):
        widget = QApplication.focusWidget()
        assert widget is not None and widget.objectName() == name
        widget.selectAll()
        qtbot.keyClicks(widget, text)
        qtbot.keyClick(widget, Qt.Key.Key_Return if index == len(strokes) - 1
                       else Qt.Key.Key_Tab)


def test_the_rotation_chart_is_chosen_drawn_and_played_in_the_window(qtbot, club_file):
    window = open_window(qtbot, club_file)
    window.resize(1280, 800)
    page = open_party(window, "Winter chart")
    setup = page.setup
    # the format is offered beside the book's party; the chart needs no roles and no draw
    assert setup.book_format.isChecked() and not setup.chart_box.isVisibleTo(setup)
    button = setup.rotation_format  # clicked on its words, as a person does
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton, pos=QPoint(10, button.height() // 2))
    assert setup.rotation_format.isChecked() and setup.chart_box.isVisibleTo(setup)
    assert not setup.book_boxes[0].isVisibleTo(setup)
    assert setup.guests.isColumnHidden(2)  # the role
    ids = {m.name: m.id for m in setup.members}
    setup.guests.selectAll()
    qtbot.keyClick(setup.guests, Qt.Key.Key_Space)  # everyone comes
    assert setup.count.text() == "10 coming"
    # the hostess keeps one table: Space on her tick in the last column
    row = setup.row_of(ids[HOSTESS])
    setup.guests.setCurrentCell(row, STAYS)
    qtbot.keyClick(setup.guests, Qt.Key.Key_Space)
    assert setup.guests.stationary(row)
    assert [e.stationary for e in setup.entrants()].count(True) == 1
    qtbot.keyClicks(setup.chart_seed, "11")
    setup.chart_rounds.setValue(5)
    assert window.grab().save(str(SCREENS / "rotation_setup.png"))
    qtbot.mouseClick(setup.start_button, Qt.MouseButton.LeftButton)
    assert setup.error.text() == ""

    rotation = page.rotation
    assert page.stack.currentWidget() is rotation
    view = rotation.view
    assert len(view.rounds) == 5 and view.round_in_play == 1
    assert view.homes == {HOSTESS: 1}
    assert "round 1 of 5" in page.header.text()
    assert f"{HOSTESS} keeps table 1 all night" in rotation.fairness.text()
    assert "Nobody partners the same player twice." in rotation.fairness.text()
    assert rotation.chart.rowCount() == 5

    for number in (1, 2, 3):
        type_round(qtbot, page, number)
        assert rotation.view.round_in_play == number + 1, rotation.message.text()
    # round 3 taken back: its points come back in the boxes, then it is handed in again
    when_dialog_opens(lambda box: box.button(QMessageBox.StandardButton.Yes).click())
    qtbot.mouseClick(rotation.undo_button, Qt.MouseButton.LeftButton)
    assert rotation.view.round_in_play == 3
    first = rotation.boxes[0]
    assert first.score() == points_of(first.number, 3)
    qtbot.mouseClick(rotation.hand_in_button, Qt.MouseButton.LeftButton)
    assert rotation.view.round_in_play == 4
    # a box left empty is refused, naming the table, and nothing is handed in
    for box in rotation.boxes:
        box.fill(points_of(box.number, 4))
    rotation.boxes[1].points[1].clear()
    qtbot.mouseClick(rotation.hand_in_button, Qt.MouseButton.LeftButton)
    assert rotation.message.text() == "Table 2: type both pairs' points."
    assert rotation.view.round_in_play == 4

    # the hostess sat at table 1 in every round she played
    for played in rotation.view.rounds:
        tables = [t.number for t in played.tables for pair in t.pairs if HOSTESS in pair]
        assert tables in ([1], []) and (tables or HOSTESS in played.sitting_out)
    # the standing is the events layer's, shown line by line
    view = rotation.view
    expected = rotation_standing(
        [g.name for g in view.guests], view.planned()[:3],
        [{t.number: points_of(t.number, r.number) for t in r.tables} for r in view.rounds[:3]])
    assert view.standing == expected
    shown = [(rotation.standing.item(r, 1).text(), rotation.standing.item(r, 2).text())
             for r in range(rotation.standing.rowCount())]
    assert shown == [(line.name, str(line.points)) for line in expected]
    rotation.tabs.setCurrentIndex(0)
    assert window.grab().save(str(SCREENS / "rotation_party.png"))

    # the same page after a restart, in Russian
    window.close()
    from clubapp.ui.shared.i18n import install_language

    assert install_language("ru")
    try:
        window = open_window(qtbot, club_file)
        window.resize(1280, 800)
        page = open_party(window, "Winter chart")
        assert page.stack.currentWidget() is page.rotation
        assert page.rotation.view.round_in_play == 4
        assert "Круг" in page.rotation.chart.horizontalHeaderItem(0).text()
        QApplication.processEvents()  # the new round's tables laid out, as on screen
        assert window.grab().save(str(SCREENS / "rotation_party_ru.png"))
    finally:
        install_language("en")


def test_the_tick_keeps_a_guest_at_one_table_in_the_books_party(qtbot, club_file):
    window = open_window(qtbot, club_file)
    page = open_party(window, "Winter progressive")
    setup = page.setup
    ids = {m.name: m.id for m in setup.members}
    for index, name in enumerate(GUESTS[:8]):
        setup.choose(ids[name], "red" if index < 4 else "blue")
    row = setup.row_of(ids[HOSTESS])
    setup.guests.setCurrentCell(row, STAYS)
    qtbot.keyClick(setup.guests, Qt.Key.Key_Space)
    qtbot.keyClicks(setup.seed, "5")
    qtbot.mouseClick(setup.start_button, Qt.MouseButton.LeftButton)
    assert setup.error.text() == ""
    home = page.view.table_of(HOSTESS)
    assert page.view.player(HOSTESS).stationary
    for _ in range(4):  # the head table at five; the other table's winners move up
        for box in page.grid.boxes:
            scores = box.scores
            scores[0].setText("5" if box.table.number == 1 else "2")
            scores[1].setText("3" if box.table.number == 1 else "4")
        qtbot.mouseClick(page.ring_button, Qt.MouseButton.LeftButton)
        assert page.message.text().startswith("The bell of round"), page.message.text()
        assert page.view.table_of(HOSTESS) == home
