"""The party page on a 1024×600 laptop, in English and in Russian, with the night's longest names
("Александра Константиновна Воскресенская-Милославская"): the Stars tab shows every count
without a sideways scroll bar, each column's head whole (short, its tooltip saying it whole)
and a long name folded at its spaces, never cut; the Bell tab's "who won, and why" rows are
whole and so is every name in its list of moves; no label or button on the page shows less
than its words. Pictures: tests/screens/party_1024_<tab>_<language>.png."""

from __future__ import annotations

import datetime as dt

import pytest
from PySide6.QtCore import QPoint, QRect, QSettings, QSize, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QTableView

from clubapp.services import Services
from clubapp.services.party import EntrantChoice, TableEntry
from clubapp.ui.shared import i18n, screen_fit
from tests.helpers.paths import SCREENS

LONG = ["Александра Константиновна Воскресенская-Милославская",
        "Alexandrina Featherstonehaugh-Wolstenholme", "Bartholomew Fitzwilliam-Huntington",
        "Констанция Кржижановская-Преображенская", "Маргарита Станиславовна Оболенская-Нелединская",
        "Евгений Всеволодович Добропорядочный"]
GUESTS = LONG + [f"Гость {n}" for n in range(1, 15)]  # twenty: five tables
SMALL = QSize(1012, 560)  # the window the program makes on a 1024×600 screen (screen_fit)
CELL_MARGIN = 8  # what a cell keeps around its text


@pytest.fixture(params=["en", "ru"])
def lang(request, qapp):
    assert i18n.install_language(request.param)
    yield request.param
    i18n.install_language("en")


@pytest.fixture
def party(empty_club, qapp):
    """Twenty guests after three bells, every bell with a tie decided by the cut (the
    longest reasons a bell gives) — started through the service, its packs unnamed."""
    path = empty_club
    services = Services.open(str(path))
    ids = [services.members.add(n).id for n in GUESTS]
    evening = services.evenings.create(dt.date(2026, 12, 5), "Зимний вечер", "party")
    services.party.start(evening.id, [EntrantChoice(m, "red" if i % 2 == 0 else "blue")
                                      for i, m in enumerate(ids)], seed=5)
    for _ in range(3):
        view = services.party.view(evening.id)
        services.party.ring_bell(evening.id, view.round, [
            TableEntry(t.number, (5, 2)) if t.head else
            TableEntry(t.number, (3, 3), (2, 2), ("JH", "QS")) for t in view.tables])
    services.close()
    return path, evening.id


def open_page(qtbot, tmp_path, monkeypatch, party):
    from clubapp.ui.main_window import MainWindow

    screen = QRect(0, 0, SMALL.width() + 12, SMALL.height() + 40)
    monkeypatch.setattr(screen_fit, "available", lambda _widget: screen)
    path, evening = party
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(Services.open(str(path)), settings)
    qtbot.addWidget(window)
    window.resize(SMALL)
    window.show()
    qtbot.waitExposed(window)
    window.open_evening(evening)
    settle(qtbot)
    return window, window.party_page


def settle(qtbot) -> None:
    for _ in range(3):
        QApplication.processEvents()
        qtbot.wait(20)


def list_problems(table: QTableView, window) -> list[str]:
    """What of a list is not whole in sight: a column beyond its pane (scrolled sideways), a
    head cut, a word wider than its column, a cell's words taller than its row."""
    found = []
    where = QRect(table.mapTo(window, QPoint(0, 0)), table.size())
    if not window.rect().contains(where):
        found.append(f"{table.objectName()} is not inside the window")
    if table.horizontalScrollBar().isVisible() or table.horizontalScrollBar().maximum() > 0:
        found.append(f"{table.objectName()} scrolls sideways")
    header, model = table.horizontalHeader(), table.model()
    metrics = QFontMetrics(table.font())
    for column in range(model.columnCount()):
        width = header.sectionSize(column)
        start = header.sectionViewportPosition(column)
        head = model.headerData(column, Qt.Orientation.Horizontal)
        if start < 0 or start + width > table.viewport().width():
            found.append(f"{table.objectName()}: column {head!r} out of sight")
        if header.sectionSizeFromContents(column).width() > width + 1:
            found.append(f"{table.objectName()}: head {head!r} cut")
        for row in range(model.rowCount()):
            text = str(model.data(model.index(row, column)) or "")
            # folded as the list folds it (at spaces and hyphens): a word that cannot fold
            # and is wider than its column makes the text wider than the room
            room = QRect(0, 0, width - CELL_MARGIN, 10_000)
            needed = metrics.boundingRect(room, int(Qt.TextFlag.TextWordWrap), text)
            if needed.width() > room.width():
                found.append(f"{table.objectName()}: a word of {text!r} is cut")
            if needed.height() > table.rowHeight(row):
                found.append(f"{table.objectName()}: {text!r} needs {needed.height()} px, "
                             f"has {table.rowHeight(row)}")
    return found


def test_the_stars_and_the_bell_whole_at_1024x600(qtbot, tmp_path, monkeypatch, lang, party):
    from tests.ui.window_tour import cut_texts

    window, page = open_page(qtbot, tmp_path, monkeypatch, party)
    try:
        assert window.size() == SMALL
        SCREENS.mkdir(exist_ok=True)
        page.tabs.setCurrentWidget(page.stars_panel)
        settle(qtbot)
        assert window.grab().save(str(SCREENS / f"party_1024_stars_{lang}.png"))
        stars = page.stars_panel.table
        assert list_problems(stars, window) == []
        assert stars.model().rowCount() == len(GUESTS)
        model = stars.model()
        tips = [model.headerData(c, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
                for c in range(2, 6)]
        assert tips == {"en": ["Gold stars", "Red stars", "Green stars", "Rounds sat out"],
                        "ru": ["Золотые звёздочки", "Красные звёздочки", "Зелёные звёздочки",
                               "Пропущено кругов"]}[lang]
        if lang == "ru":  # the rounds sat out, not those who left
            assert model.headerData(5, Qt.Orientation.Horizontal) == "Проп."

        page.tabs.setCurrentWidget(page.bell_panel)
        settle(qtbot)
        assert window.grab().save(str(SCREENS / f"party_1024_bell_{lang}.png"))
        decisions, moves = page.bell_panel.decisions_table, page.bell_panel.moves_table
        assert decisions.model().rowCount() == 5 and moves.model().rowCount() == len(GUESTS)
        assert list_problems(decisions, window) == []
        assert list_problems(moves, window) == []
        assert list(cut_texts(window)) == []
    finally:
        window.services.close()
        window.close()
