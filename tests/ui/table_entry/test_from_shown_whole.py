"""*Table entry*'s "From" names who made a change on a computer whole — «computer: Ann
Hastings-Whitmore», once cut to "computer: Ann H…" — on a 1024×600 and a 1366×768 screen, in
English and Russian: the scorer named at this computer fits from the opening, and a longer name
written later on another computer widens the column (the players' names giving up the room,
keeping ten letters' worth), its tooltip whole too. Pictures:
tests/screens/table_entry_from_<lang>_<width>.png."""

from __future__ import annotations

import datetime as dt

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication, QStyle

from clubapp.services import Services
from clubapp.services.audit import acting_as, name_the_person
from clubapp.ui.shared import i18n, screen_fit
from clubapp.ui.table_entry.dialog import COLUMNS, PLAYERS, TableEntryDialog
from tests.helpers.paths import SCREENS

HERE = "Ann Hastings-Whitmore"  # the scorer named in this computer's Settings
THERE = "Bartholomew Fitzgerald O'Sullivan"  # at another computer, later
COMPUTER = {"en": "computer: ", "ru": "компьютер: "}
FROM = COLUMNS.index("from")


@pytest.fixture(params=["en", "ru"])
def lang(request, qapp):
    assert i18n.install_language(request.param)
    yield request.param
    i18n.install_language("en")


@pytest.fixture
def scorer():
    name_the_person(HERE)
    yield HERE
    name_the_person("")


def shown_whole(dialog: TableEntryDialog, row: int) -> bool:
    """The cell's text fits its column, on one line or wrapped at its spaces within its row."""
    board = dialog.board
    item = board.item(row, FROM)
    # the room the style paints a cell's text in: the column less its grid line and margins
    margin = board.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, board) + 1
    width = board.horizontalHeader().sectionSize(FROM) - int(board.showGrid()) - 2 * margin
    needs = board.fontMetrics().boundingRect(QRect(0, 0, width, 10_000),
                                             Qt.TextFlag.TextWordWrap, item.text())
    return needs.width() <= width and needs.height() <= board.rowHeight(row)


@pytest.mark.parametrize(("width", "height"), [(1024, 600), (1366, 768)])
def test_who_changed_it_on_a_computer_is_shown_whole(qtbot, empty_club, lang, scorer,
                                                    monkeypatch, width, height):
    screen = QRect(0, 0, width, height)
    monkeypatch.setattr(screen_fit, "available", lambda _widget: screen)
    services = Services.open(str(empty_club))
    try:
        ids = [services.members.add(n).id for n in ("Ann", "Bob", "Cat", "Dan", "Eve", "Fay",
                                                    "Gus", "Hal")]
        evening = services.evenings.create(dt.date(2026, 12, 5), "Evening").id
        games = [services.evenings.seat_table(evening, ids[:4], "euchre", {})[1],
                 services.evenings.seat_table(evening, ids[4:], "euchre", {})[1]]
        services.scoring.record_deal(games[0], {"makers": "A", "tricks": 3})  # made here
        dialog = TableEntryDialog(services, evening)
        qtbot.addWidget(dialog)
        dialog.timer.stop()
        dialog.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen)
        dialog.fit_to(screen)
        dialog.show()
        QApplication.processEvents()
        assert dialog.board.item(0, FROM).text() == COMPUTER[lang] + HERE
        assert shown_whole(dialog, 0)
        with acting_as(THERE):  # a change made on another computer, read at the next look
            services.scoring.record_deal(games[1], {"makers": "B", "tricks": 4})
        dialog.refresh()
        QApplication.processEvents()
        item = dialog.board.item(1, FROM)
        assert item.text() == COMPUTER[lang] + THERE and item.toolTip() == item.text()
        assert shown_whole(dialog, 1) and shown_whole(dialog, 0)
        header = dialog.board.horizontalHeader()
        assert header.sectionSize(PLAYERS) >= dialog.board.fontMetrics().horizontalAdvance(
            "M" * 10)
        assert not dialog.board.horizontalScrollBar().isVisible()
        assert dialog.width() <= width - 16
        SCREENS.mkdir(exist_ok=True)
        dialog.grab().save(str(SCREENS / f"table_entry_from_{lang}_{width}.png"))
    finally:
        services.close()
