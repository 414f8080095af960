"""A scorer at 1024×600 sees what he enters and what he entered (a club secretary's evening on a
small laptop): in English and in Russian, at a table of the night's longest names, with ten
deals recorded, the whole score form of euchre, of cribbage by points and of a five-player loo
is in sight, none of it scrolled away or cut by a scroll area; five deals or more are in sight
under it; every player's column (header, points, total) is on screen, the names short in the
headers and whole in their tooltips; no label or button shows less than its words; the window
is no larger than the screen. The page list is a narrow strip of drawings there (each page's
name its tooltip), the tables a strip of tabs.

At 1366×768 the same evening: the page list is whole, the form still whole, and the deals take
the height left (more of them in sight). With larger text (View → Larger text) the page scrolls
and cuts nothing. Pictures: tests/screens/evening_1024_<game>_<language>.png (and _1366_),
taken offscreen; ``test_the_real_window_on_an_x_server`` also takes them on a real X server of
1024×600 with a window manager (the window placed and sized by the program itself), as
tests/screens/evening_x1024_<game>_<language>.png.
"""

from __future__ import annotations

import datetime as dt
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, QSettings, QSize, Qt
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from clubapp.services import Services
from clubapp.ui.shared import i18n, screen_fit
from tests.helpers import databases
from tests.helpers.paths import ROOT, SCREENS

# the night's longest names, both the club's languages at each table
NAMES = ["Александра Константиновна Воскресенская-Милославская",
         "Bartholomew Fitzwilliam-Huntington",
         "Констанция Кржижановская-Преображенская",
         "Alexandrina Featherstonehaugh-Wolstenholme",
         "Аполлинария Добронравова-Оболенская"]
OTHERS = ["Maximilian Oppenheimer-Vanderbilt", "Евгений Всеволодович Добропорядочный",
          "Wilhelmina Cholmondeley-Fanshawe", "Маргарита Станиславовна Оболенская-Нелединская"]
PLAYERS = {"euchre": 4, "cribbage": 2, "loo": 5}
EVENING = {"en": "Friday", "ru": "Пятница"}  # named by its day, as the start page names it
DEALS = 10
SMALL = QSize(1012, 560)  # the window the program makes on a 1024×600 screen (screen_fit)
LARGE = QSize(1354, 728)  # ... and on a 1366×768 one


def _deal(game: str, number: int, players: list[str]) -> dict:
    if game == "euchre":
        return {"makers": "AB"[number % 2], "tricks": 3}
    if game == "cribbage":
        return {"points": {players[0]: 3, players[1]: 2}}
    if number % 2:  # loo: a pool the players chose to play, then a simple pool again
        return {"in": [players[2], players[3]], "tricks": {players[2]: 1, players[3]: 2}}
    return {"tricks": {players[0]: 2, players[1]: 1}}


def make_evening(path: Path, lang: str, game: str) -> tuple[int, int]:
    """An evening of three tables: euchre of other members, ``game`` at table 2 with the long
    names and ``DEALS`` deals, a table still to set up. The evening's id and the table's row."""
    services = Services.open(str(path))
    try:
        ids = {name: services.members.add(name).id for name in NAMES + OTHERS}
        evening = services.evenings.create(dt.date(2026, 11, 27), EVENING[lang]).id
        services.evenings.seat_table(evening, [ids[n] for n in OTHERS], "euchre", {})
        players = NAMES[:PLAYERS[game]]
        _table, game_id = services.evenings.seat_table(evening, [ids[n] for n in players],
                                                       game, {})
        for number in range(DEALS):
            services.scoring.record_deal(game_id, _deal(game, number, players))
        services.evenings.add_table(evening)
        return evening, 1
    finally:
        services.close()


def settle(wait) -> None:
    for _ in range(3):
        QApplication.processEvents()
        wait(20)


def show_table(window, evening: int, row: int, game: str, wait) -> None:
    window.open_evening(evening)
    window.evening_page.tables.setCurrentRow(row)
    if game == "cribbage":
        window.evening_page.panel.form.set_mode("points")
    settle(wait)


# --- what a scorer must see -----------------------------------------------------------------
def whole_in_sight(widget: QWidget, window: QWidget) -> bool:
    """Shown, inside the window, and not cut by any scroll area or other parent."""
    if not widget.isVisible():
        return False
    where = QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())
    return window.rect().contains(where) and \
        widget.visibleRegion().boundingRect() == widget.rect()


def form_problems(window) -> list[str]:
    panel = window.evening_page.panel
    form = panel.form
    found = []
    if form.fields_scroll.isVisible() and form.fields_scroll.verticalScrollBar().maximum() > 0:
        found.append("the form's fields scroll")
    shown = [w for w in form.focus_chain() if w.isVisibleTo(form)]
    shown += [w for w in form.findChildren(QLabel) if w.isVisibleTo(form) and w.text()]
    shown += [*form.mode_buttons.values(), panel.record_button]
    assert len(shown) > 3
    for widget in shown:
        if not whole_in_sight(widget, window):
            found.append(f"{type(widget).__name__} {widget.objectName()} "
                         f"{getattr(widget, 'text', lambda: '')()!r} not whole in sight")
    return found


def deal_rows_in_sight(window) -> int:
    table = window.evening_page.panel.deals_table
    if not whole_in_sight(table, window):
        return 0
    view = table.viewport().rect()
    model = table.model()
    return sum(1 for row in range(model.rowCount())
               if view.contains(table.visualRect(model.index(row, 0))))


def column_problems(window) -> list[str]:
    """Each player's (side's) points and total whole on screen, the header's words whole and
    its tooltip naming the player whole."""
    panel = window.evening_page.panel
    view, table = panel.view, panel.deals_table
    header, model = table.horizontalHeader(), table.model()
    sides = list(view.sides)
    found = []
    for index, side in enumerate(sides):
        for column in (3 + index, 3 + len(sides) + index):
            if table.isColumnHidden(column):
                continue
            start, width = header.sectionViewportPosition(column), header.sectionSize(column)
            name = model.headerData(column, Qt.Orientation.Horizontal)
            if start < 0 or start + width > table.viewport().width():
                found.append(f"column {name!r} out of sight")
            if header.sectionSizeFromContents(column).width() > width + 1:
                found.append(f"header {name!r} cut")
            tip = model.headerData(column, Qt.Orientation.Horizontal,
                                   Qt.ItemDataRole.ToolTipRole)
            if side not in str(tip):
                found.append(f"header {name!r}: tooltip {tip!r} does not name {side!r}")
            for row in range(model.rowCount()):
                text = model.data(model.index(row, column))
                if table.fontMetrics().horizontalAdvance(text) + 6 > width:
                    found.append(f"{name!r}: {text!r} cut")
    hidden_totals = any(table.isColumnHidden(3 + len(sides) + i) for i in range(len(sides)))
    if hidden_totals:  # a crowded table's totals are in the score line: all in sight there
        if panel.score_scroll.verticalScrollBar().maximum() > 0:
            found.append("the score line scrolls")
        if not whole_in_sight(panel.score, window):
            found.append("the score line is not whole in sight")
        for side in sides:
            if f": {view.totals.get(side, 0)}" not in panel.score.text():
                found.append(f"no total of {side!r} in the score line")
            if side not in panel.score.toolTip():
                found.append(f"the score line's tooltip does not name {side!r}")
    return found


def problems(window, screen: QRect, least_deals: int) -> list[str]:
    from tests.ui.window_tour import cut_texts

    found = form_problems(window) + column_problems(window)
    rows = deal_rows_in_sight(window)
    if rows < least_deals:
        found.append(f"{rows} deals in sight")
    if not screen.contains(window.frameGeometry()):
        found.append(f"the window {window.frameGeometry()} is larger than the screen")
    found += list(cut_texts(window))
    strip = window.evening_page.tables
    if not whole_in_sight(strip, window):
        found.append("the tables' strip is not in sight")
    return found


# --- offscreen -----------------------------------------------------------------------------
@pytest.fixture(params=["en", "ru"])
def lang(request, qapp):
    assert i18n.install_language(request.param)
    yield request.param
    i18n.install_language("en")


def open_window(qtbot, tmp_path, monkeypatch, size: QSize, game: str, lang: str):
    from clubapp.ui.main_window import MainWindow

    screen = QRect(0, 0, size.width() + 12, size.height() + 40)
    monkeypatch.setattr(screen_fit, "available", lambda _widget: screen)
    # the test's empty_club: migrated once, copied here
    evening, row = make_evening(tmp_path / "club.sqlite", lang, game)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(Services.open(str(tmp_path / "club.sqlite")), settings)
    qtbot.addWidget(window)
    window.resize(size)
    window.show()
    qtbot.waitExposed(window)
    show_table(window, evening, row, game, qtbot.wait)
    return window, screen


@pytest.mark.parametrize("game", list(PLAYERS))
def test_the_form_the_deals_and_every_column_in_sight_at_1024x600(qtbot, tmp_path, empty_club,
                                                                  monkeypatch, lang, game):
    window, screen = open_window(qtbot, tmp_path, monkeypatch, SMALL, game, lang)
    try:
        SCREENS.mkdir(exist_ok=True)
        assert window.grab().save(str(SCREENS / f"evening_1024_{game}_{lang}.png"))
        assert window.size() == SMALL
        assert problems(window, screen, 5) == []
        nav = window.nav
        assert nav.folded and nav.width() < 100  # the page list: a strip of drawings
        for row in range(nav.count()):
            item = nav.item(row)
            assert item.toolTip() == item.text() != ""
            assert item.data(Qt.ItemDataRole.AccessibleTextRole) == item.text()
        strip = window.evening_page.tables
        assert strip.height() < 60 and strip.currentRow() == 1
        assert NAMES[0] in strip.item(1).toolTip()  # the table's players: its tooltip
        # the keys reach the tables: Tab stops on the strip, the arrows go from table to table
        assert strip.focusPolicy() & Qt.FocusPolicy.TabFocus
        strip.setFocus()
        qtbot.keyClick(strip, Qt.Key.Key_Right)
        assert strip.currentRow() == 2
        assert window.evening_page.panel.table.number == 3
    finally:
        window.services.close()
        window.close()


@pytest.mark.parametrize("game", list(PLAYERS))
def test_at_1366x768_the_deals_take_the_height_left(qtbot, tmp_path, empty_club, monkeypatch,
                                                   lang, game):
    window, screen = open_window(qtbot, tmp_path, monkeypatch, LARGE, game, lang)
    try:
        SCREENS.mkdir(exist_ok=True)
        assert window.grab().save(str(SCREENS / f"evening_1366_{game}_{lang}.png"))
        assert problems(window, screen, 8) == []
        assert not window.nav.folded and window.nav.width() >= 150  # the names whole
        panel = window.evening_page.panel
        table = panel.deals_table
        # no empty band under the deals: they reach the foot of the page
        foot = table.mapTo(window, QPoint(0, table.height())).y()
        assert window.centralWidget().geometry().bottom() - foot < 20
    finally:
        window.services.close()
        window.close()


def test_with_larger_text_the_page_scrolls_and_cuts_nothing(qtbot, tmp_path, empty_club,
                                                             monkeypatch):
    from clubapp.ui.shared import text_size
    from tests.ui.window_tour import cut_texts

    assert i18n.install_language("ru")
    text_size.apply(125)
    try:
        window, _screen = open_window(qtbot, tmp_path, monkeypatch, SMALL, "loo", "ru")
        try:
            assert list(cut_texts(window)) == []
            form = window.evening_page.panel.form
            scrolled = [w for w in window.findChildren(QWidget)
                        if hasattr(w, "ensureWidgetVisible") and w.isVisible()
                        and w.verticalScrollBar().maximum() > 0]
            assert scrolled, "nothing scrolls: the page was cut or squeezed"
            for widget in [w for w in form.focus_chain() if w.isVisibleTo(form)]:
                for area in scrolled:  # each field can be scrolled into sight, whole
                    if area.isAncestorOf(widget):
                        area.ensureWidgetVisible(widget, 0, 0)
                settle(qtbot.wait)
                assert widget.visibleRegion().boundingRect() == widget.rect(), \
                    widget.objectName()
            SCREENS.mkdir(exist_ok=True)
            assert window.grab().save(str(SCREENS / "evening_1024_loo_ru_larger_text.png"))
        finally:
            window.services.close()
            window.close()
    finally:
        text_size.apply(text_size.NORMAL)
        i18n.install_language("en")


# --- a real X server ---------------------------------------------------------------------
def test_the_real_window_on_an_x_server(tmp_path):
    """The window as the program places and sizes it on a 1024×600 X screen with a window
    manager, each game in each language: the same checks, and pictures of the screen."""
    from tests.helpers.xserver import NEEDED, XServer

    missing = [tool for tool in NEEDED if shutil.which(tool) is None]
    assert missing == [], f"install {', '.join(missing)} (setup.sh --test does)"
    server = XServer("1024x600")
    try:
        run = subprocess.run(
            [sys.executable, "-m", "tests.ui.evening.test_evening_at_1024x600", str(tmp_path)],
            cwd=ROOT, env=server.env(), capture_output=True, text=True, timeout=300)
    finally:
        server.stop()
    assert run.returncode == 0, run.stderr[-3000:]
    reports = json.loads(run.stdout.strip().splitlines()[-1])
    assert set(reports) == {f"{g}_{lang}" for g in PLAYERS for lang in ("en", "ru")}
    for name, report in reports.items():
        assert report["problems"] == [], name
        assert report["screen"] == [1024, 600]
        assert Path(report["shot"]).stat().st_size > 10_000


def main(folder: Path) -> dict:
    """On the X server of ``DISPLAY``: each game in each language in a window of its own."""
    from PySide6.QtTest import QTest

    from clubapp.ui.app import make_application
    from clubapp.ui.main_window import MainWindow

    assert os.environ.get("DISPLAY"), "the real window's check runs on an X server"
    app = make_application(["evening_at_1024x600"])
    reports = {}
    (folder / "template").mkdir(parents=True, exist_ok=True)
    template = databases.migrated_template(folder / "template")  # one club, copied for each
    for lang in ("en", "ru"):
        i18n.install_language(lang)
        for game in PLAYERS:
            place = folder / f"{game}_{lang}"
            place.mkdir(parents=True, exist_ok=True)
            evening, row = make_evening(databases.copy_club(template, place / "club.sqlite"),
                                        lang, game)
            settings = QSettings(str(place / "settings.ini"), QSettings.Format.IniFormat)
            window = MainWindow(Services.open(str(place / "club.sqlite")), settings)
            window.show()
            QTest.qWaitForWindowExposed(window)
            show_table(window, evening, row, game, QTest.qWait)
            QTest.qWait(200)  # the window manager's frame, then the layout it gives
            settle(QTest.qWait)
            screen = window.screen().geometry()
            shot = SCREENS / f"evening_x1024_{game}_{lang}.png"
            SCREENS.mkdir(exist_ok=True)
            QApplication.primaryScreen().grabWindow(0).save(str(shot))
            reports[f"{game}_{lang}"] = {
                "problems": problems(window, screen, 5),
                "screen": [screen.width(), screen.height()], "shot": str(shot)}
            services = window.services
            window.close()
            window.deleteLater()
            services.close()
            QApplication.processEvents()
    app.quit()
    return reports


if __name__ == "__main__":
    print(json.dumps(main(Path(sys.argv[1])), ensure_ascii=False))
