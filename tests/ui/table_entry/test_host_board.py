"""The host's board in *Table entry* (issue 28, item 9): every column — table, game, players,
state, deals, last entry, from, locked — shows whole at the dialog's opening size on a
1024x600 and a 1366x768 screen, in English and Russian, at a party and at a club evening with
long names (the players' names take the room left, whole in the tooltip), with no horizontal
scrollbar, and every button of the side in sight; what comes later (a phone's address, a
computer's name, "handed in") never pushes a column out. "From" always names a phone by its
network address and a change made on a computer by who made it. Screenshots:
``tests/screens/table_entry_board_*.png``."""

from __future__ import annotations

import datetime as dt

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication, QPushButton
from sqlalchemy import select

from clubapp.services import Services
from clubapp.services.audit import current_user
from clubapp.services.party import EntrantChoice, TableEntry
from clubapp.store.table_access_models import TableSubmission
from clubapp.ui.shared import i18n, screen_fit
from clubapp.ui.table_entry.dialog import COLUMNS, PLAYERS, TableEntryDialog
from tests.helpers.paths import SCREENS

LONG = {"en": ["Alexandra Constance Montgomery-Whitfield", "Bartholomew Fitzgerald O'Sullivan",
               "Marguerite Evangeline Ashworth-Blackwood", "Christopher Maximilian Huntingdon"],
        "ru": ["Александра Константиновна Преображенская", "Евгений Всеволодович Добропорядочный",
               "Маргарита Станиславовна Оболенская-Нелединская",
               "Вячеслав Ростиславович Кржижановский"]}
PHONE = "192.168.100.200"


@pytest.fixture(params=["en", "ru"])
def lang(request, qapp):
    assert i18n.install_language(request.param)
    yield request.param
    i18n.install_language("en")


def _evening(services: Services, lang: str, kind: str) -> int:
    names = [f"{LONG[lang][i % 4]} {i + 1}" for i in range(12)]
    ids = [services.members.add(name).id for name in names]
    evening = services.evenings.create(dt.date(2026, 12, 5), "Evening", kind).id
    if kind == "party":
        services.party.start(evening, [EntrantChoice(m, "red" if i % 2 else "blue")
                                       for i, m in enumerate(ids)], seed=4242)
    else:
        for number, game in enumerate(("euchre", "cribbage", "euchre")):
            services.evenings.seat_table(evening, ids[4 * number: 4 * number + (
                2 if game == "cribbage" else 4)], game, {})
    return evening


def _play(dialog: TableEntryDialog, kind: str) -> None:
    """A phone's entry at table 1, table 2 locked, and at a club table 3 corrected on a
    computer: the widest things the columns will hold."""
    access = dialog.access
    first, second, third = (row.access for row in dialog.rows)
    if kind == "party":
        access.hand_in(first, "s" * 32, 1, TableEntry(1, (5, 1)), PHONE)
    else:
        access.record_deal(first, "s" * 32, {"makers": "A", "tricks": 5}, PHONE)
        access.record_deal(third, "t" * 32, {"makers": "A", "tricks": 3}, PHONE)
        game = dialog.rows[2].access.number
        view = dialog.services.scoring.view(
            dialog.services.evenings.detail(dialog.evening_id).tables[game - 1].current_game)
        dialog.services.scoring.correct_deal(view.deals[0].id, {"makers": "B", "tricks": 3})
    access.set_locked(second.id, True)
    dialog.refresh()


def _cells_fit(dialog: TableEntryDialog) -> list[str]:
    """Every cell and header outside the players' column that does not show whole."""
    board = dialog.board
    header = board.horizontalHeader()
    metrics = board.fontMetrics()
    cut = []
    for column, name in enumerate(COLUMNS):
        start = header.sectionViewportPosition(column)
        if start < 0 or start + header.sectionSize(column) > board.viewport().width():
            cut.append(f"column {name} out of sight")
        if column == PLAYERS:
            continue
        if header.sectionSizeHint(column) > header.sectionSize(column):
            cut.append(f"header {name}")
        for row in range(board.rowCount()):
            text = board.item(row, column).text()
            if metrics.horizontalAdvance(text) + 6 > header.sectionSize(column):  # its margins
                cut.append(f"{name}: {text!r}")
    return cut


@pytest.mark.parametrize("kind", ["party", "club"])
def test_every_column_shows_whole_at_the_opening_size(qtbot, empty_club, lang, kind,
                                                      monkeypatch):
    path = empty_club
    services = Services.open(str(path))
    try:
        evening = _evening(services, lang, kind)
        dialog = TableEntryDialog(services, evening)
        qtbot.addWidget(dialog)
        # laid out as on a screen of each size, whatever size the test's own screen has
        dialog.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen)
        _play(dialog, kind)
        texts = [dialog.board.item(r, COLUMNS.index("from")).text() for r in range(3)]
        assert texts[0] == PHONE
        if kind == "club":
            computer = {"en": "computer: ", "ru": "компьютер: "}[lang] + current_user()
            assert texts[2] == computer
        for width, height in ((1024, 600), (1366, 768)):
            screen = QRect(0, 0, width, height)  # as the program's watch on dialogs sees it
            monkeypatch.setattr(screen_fit, "available", lambda _widget, area=screen: area)
            dialog.fit_to(screen)
            dialog.show()
            QApplication.processEvents()
            assert dialog.width() <= width - 16 and dialog.height() <= height - 40
            assert not dialog.board.horizontalScrollBar().isVisible()
            assert _cells_fit(dialog) == []
            players = dialog.board.horizontalHeader().sectionSize(PLAYERS)
            assert players >= dialog.board.fontMetrics().horizontalAdvance("M" * 10)
            for row in range(3):  # whole in the tooltip
                item = dialog.board.item(row, PLAYERS)
                assert item.toolTip() == item.text() and LONG[lang][0].split()[0] in item.text()
            for button in dialog.findChildren(QPushButton):
                if button.isVisible():
                    where = button.geometry().translated(button.parentWidget().mapTo(
                        dialog, button.parentWidget().rect().topLeft()))
                    assert dialog.rect().contains(where), button.text()
            SCREENS.mkdir(exist_ok=True)
            dialog.grab().save(str(SCREENS / f"table_entry_board_{kind}_{lang}_{width}x"
                                             f"{height}.png"))
        dialog.timer.stop()
    finally:
        services.close()


def test_from_names_the_phone_by_its_address_whatever_the_clocks(qtbot, empty_club):
    """A page's deal is written as by "table 1 (10.0.0.7)" (in the server's language): the
    board says the phone's address, also when the computers' clocks put the page's proof of
    sending before the deal; a correction made on a computer names who made it; an undo
    from the phone names the phone again, also once the table has a new card."""
    from tests.web.evenings import club_evening

    services = Services.open(str(empty_club))
    try:
        evening, (game,) = club_evening(services)
        dialog = TableEntryDialog(services, evening)
        qtbot.addWidget(dialog)
        dialog.timer.stop()
        access = dialog.access
        access.services_lang = "ru"
        table = dialog.rows[0].access
        access.record_deal(table, "a" * 32, {"makers": "A", "tricks": 5}, "10.0.0.7")
        assert services.scoring.view(game).deals[0].entered_by == "стол 1 (10.0.0.7)"
        column = COLUMNS.index("from")

        def said() -> str:
            dialog.refresh()
            return dialog.board.item(0, column).text()

        assert said() == "10.0.0.7"
        with services.db.transaction() as session:  # the page's clock a little behind
            for sent in session.scalars(select(TableSubmission)):
                sent.at -= dt.timedelta(seconds=5)
        assert said() == "10.0.0.7"
        deal = services.scoring.view(game).deals[0]
        services.scoring.correct_deal(deal.id, {"makers": "A", "tricks": 4})
        assert said() == f"computer: {current_user()}"
        access.record_deal(table, "b" * 32, {"makers": "B", "tricks": 3}, "10.0.0.8")
        assert said() == "10.0.0.8"
        last = services.scoring.view(game).deals[-1]
        access.undo_last(table, "c" * 32, last.id, last.revision, "10.0.0.9")
        assert said() == "10.0.0.9"
        access.revoke(table.id)  # a new card: what the old one sent is still the phone's
        assert said() == "10.0.0.9"
    finally:
        services.close()
