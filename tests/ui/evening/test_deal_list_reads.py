"""A deal list that reads (issue 36, item 5), at 1024×600 and 1366×768, in Russian.

The secretary's deal list squeezed the *Deal* column to 25–45 px (one word a line, rows over
100 px tall), and two members called Александра were headed «+Александра» both. Here, for
préférence, boston, rams and five hundred with two «Александра» at the table: the deal's
column is never narrower than its longest word, nor than a readable width where its words
need it (the columns of numbers give way first); each deal is one or two lines high, its
words wrapped at their spaces, the rest in "…", and its tooltip is the deal whole, every name
whole; the players' headers are their first names, the surname's initial added only where two
first names are alike; every player's column is on screen.
"""

from __future__ import annotations

import datetime as dt

import pytest
from PySide6.QtCore import QRect, QSettings, QSize, Qt
from PySide6.QtWidgets import QApplication, QStyle

from clubapp.services import Services
from clubapp.ui.evening.deals_table import DEAL, READABLE
from clubapp.ui.main_window import MainWindow
from clubapp.ui.shared import screen_fit
from tests.ui.evening.game_examples import EXAMPLES, cyrillic
from tests.ui.evening.test_club_evening import SCREENS
from tests.ui.evening.test_evening_at_1024x600 import column_problems, deal_rows_in_sight

# seat order: the book's example players Ann, Bob, Cid, Dot, Eli, Fay
PLAYERS = ["Александра Иванова", "Борис Смирнов", "Александра Петрова", "Анна Павлова",
           "Виктор Орлов", "Галина Осипова"]
GAMES = ["preference-austrian", "boston", "rams", "five-hundred"]
SIZES = {"1024": QSize(1012, 560), "1366": QSize(1354, 728)}


def open_table(qtbot, tmp_path, monkeypatch, game: str, size: QSize) -> MainWindow:
    screen = QRect(0, 0, size.width() + 12, size.height() + 40)
    monkeypatch.setattr(screen_fit, "available", lambda _widget: screen)
    example = EXAMPLES[game]
    players = PLAYERS[:len(example["players"])]
    names = dict(zip(["Ann", "Bob", "Cid", "Dot", "Eli", "Fay"], players, strict=False))
    path = tmp_path / "club.sqlite"  # the test's empty_club: migrated once, copied here
    services = Services.open(str(path))
    ids = [services.members.add(name).id for name in players]
    evening = services.evenings.create(dt.date(2026, 3, 6), "Пятница").id
    _table, game_pk = services.evenings.seat_table(evening, ids, game, example["options"])
    for entry in example["deals"]:
        services.scoring.record_deal(game_pk, cyrillic(entry, names))
    services.close()
    window = MainWindow(Services.open(str(path)),
                        QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.resize(size)
    window.show()
    qtbot.waitExposed(window)
    window.open_evening(evening)
    for _ in range(3):
        QApplication.processEvents()
        qtbot.wait(20)
    return window


def wrapped_lines(table, text: str, width: int) -> int:
    """The lines ``text`` takes wrapped at its spaces in ``width`` pixels (as the test
    counts them, apart from the table's own count)."""
    metrics = table.fontMetrics()
    box = metrics.boundingRect(QRect(0, 0, width, 10000), int(Qt.TextFlag.TextWordWrap), text)
    return round(box.height() / metrics.lineSpacing())


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("game", GAMES)
def test_the_deal_reads_and_the_headers_tell_the_players_apart(russian, qtbot, tmp_path,
                                                               empty_club, monkeypatch, game,
                                                               size):
    window = open_table(qtbot, tmp_path, monkeypatch, game, SIZES[size])
    try:
        SCREENS.mkdir(exist_ok=True)
        assert window.grab().save(str(SCREENS / f"deal_list_{size}_{game}_ru.png"))
        panel = window.evening_page.panel
        table, model, source = panel.deals_table, panel.deals_table.model(), panel.deals_model
        header = table.horizontalHeader()
        metrics = table.fontMetrics()
        margin = table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None,
                                           table) + 1
        room = header.sectionSize(DEAL) - 2 * margin
        texts = [str(model.data(model.index(row, DEAL))) for row in range(model.rowCount())]
        assert len(texts) == len(EXAMPLES[game]["deals"]) > 0
        longest = max(metrics.horizontalAdvance(w) for t in texts for w in t.split())
        assert room >= longest, f"the deal's column {room} px, its longest word {longest} px"
        one_line = max(metrics.horizontalAdvance(t) for t in texts)
        assert room >= min(one_line, READABLE * metrics.averageCharWidth() - 2 * margin - 2)
        # two lines where a deal's words need them, unless that leaves fewer than five deals
        # in sight (then one line each, in "…"); the words whole in the tooltip
        words = [1, DEAL, model.columnCount() - 1]
        needs = [min(2, max(wrapped_lines(table, str(model.data(model.index(row, c))),
                                          header.sectionSize(c) - 2 * margin) for c in words))
                 for row in range(model.rowCount())]
        roomy = sum(table.row_height(n) for n in needs[-5:]) <= table.viewport().height()
        assert roomy or size == "1024", "at 1366×768 the deals have the room for two lines"
        assert deal_rows_in_sight(window) >= min(5, model.rowCount())
        for row, text in enumerate(texts):
            lines = wrapped_lines(table, text, room)
            height = table.rowHeight(row)
            assert height <= table.row_height(2), f"deal {row + 1}: {height} px high"
            if lines > 1:  # two lines, the rest in "…" (one where the room is short)
                assert height == table.row_height(2 if roomy else 1)
            whole = source.rows[row][DEAL]
            tip = model.data(model.index(row, DEAL), Qt.ItemDataRole.ToolTipRole)
            assert (tip or "") == whole  # (a deal passed by all has no words)
        # the headers: first names, the initial only where two first names are alike
        sides = list(panel.view.sides)
        shown = [str(model.headerData(3 + i, Qt.Orientation.Horizontal)) for i in range(len(sides))]
        assert len(set(shown)) == len(shown), shown
        for side, text in zip(sides, shown, strict=True):
            flat = " ".join(text.split())
            if side.startswith("Александра"):
                initial = side.split()[1][0] + "."
                assert flat.endswith(initial), (side, text)
            elif side in PLAYERS:
                first = side.split()[0]
                assert flat == f"+{first}" or (
                    flat.endswith("…") and f"+{first}".startswith(flat[:-1])), text
                assert side.split()[1] not in flat  # no surname where the first name will do
        assert column_problems(window) == []
        assert table.horizontalScrollBar().maximum() == 0  # every column on screen
    finally:
        window.services.close()
        window.close()
