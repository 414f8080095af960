"""A tour of the real window on a real X server, as a person would go round it.

Run in a process of its own with ``DISPLAY`` set to an X server (Xvfb) and a window manager:

    python -m tests.ui.window_tour --lang en --lang ru --out DIR [--shots PREFIX]

It makes a club in ``DIR`` (the sample evening, a loo table of ten with long names, a card
party, a season), unless ``DIR`` holds one made by ``make_club`` already (``club.sqlite`` and
``ids.json``), and for each language in turn opens the main window as the program does and
visits every page, a table's setup with each game, every game's score form at a table of its
most players (long names again), and every dialog. After each step it checks that the window's
frame is inside the screen's available geometry, and that no visible label or button shows
less than its whole text. It prints one JSON line, a report for each language: ``{"en":
{"screen": [w, h], "steps": n, "problems": [...], "window": [x, y, w, h], "xdotool": "…",
"shots": [...]}, …}``; with ``--shots`` it saves a picture of the whole screen, window frame
and all, after the main steps, as ``PREFIX_<language>_<step>.png``.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import re
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

from PySide6.QtCore import QRect, QSettings
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QDialog,
    QGroupBox,
    QLabel,
    QPushButton,
    QRadioButton,
    QTabBar,
    QWidget,
)

LONG_NAMES = ("Alexandrina Featherstonehaugh-Wolstenholme",
              "Констанция Кржижановская-Преображенская",
              "Bartholomew Ravenscroft-Montgomery", "Евдокия Святополк-Мирская",
              "Maximilian Oppenheimer-Vanderbilt", "Аполлинария Добронравова-Оболенская",
              "Ann Lee", "Фёдор Шаляпин", "Wilhelmina Cholmondeley-Fanshawe",
              "Владислав Верещагин-Голенищев")
PARTY_GUESTS = 20


# --- the club ------------------------------------------------------------------------------
def make_club(path: Path) -> dict[str, int]:
    """The sample evening, long-named members at a loo table of ten, a party, a season."""
    from clubapp.commands.demo import play_evening
    from clubapp.services import Services
    from clubapp.services.party_views import EntrantChoice

    services = Services.open(str(path))
    try:
        evening, _games, _members = play_evening(services, dt.date(2026, 11, 27))
        long_ids = [services.members.add(name).id for name in LONG_NAMES]
        table = services.evenings.add_table(evening)
        services.evenings.seat_players(table.id, long_ids)
        loo = services.evenings.start_game(table.id, "loo")
        names = LONG_NAMES
        for entry in ({"tricks": {names[0]: 2, names[1]: 1}},
                      {"in": [names[1], names[2]], "tricks": {names[1]: 1, names[2]: 2}}):
            services.scoring.record_deal(loo, entry)
        spare = services.evenings.add_table(evening)  # a table still to set up
        guests = [services.members.add(f"Guest {n:02d} Montmorency").id
                  for n in range(PARTY_GUESTS - 4)]
        party = services.evenings.create(dt.date(2026, 12, 5), "Winter party", "party")
        everyone = guests + long_ids[:4]
        services.party.start(party.id, [EntrantChoice(m, "red" if i % 2 else "blue")
                                        for i, m in enumerate(everyone)], seed=7)
        from clubapp.ui.seasons.seasons_page import seasons_of

        seasons_of(services).create("Spring league", None, [evening])
        return {"evening": evening, "party": party.id, "loo_table": table.id,
                "spare_table": spare.id}
    finally:
        services.close()


# --- what is checked ---------------------------------------------------------------------
def _shown(widget: QWidget) -> bool:
    return widget.isVisible() and widget.width() > 0 and widget.height() > 0


def cut_texts(top: QWidget) -> Iterator[str]:
    """Every visible label or button of ``top`` that has less room than its text needs."""
    for widget in top.findChildren(QWidget):
        if not _shown(widget) or not widget.visibleRegion().boundingRect().isValid():
            continue
        where = f"{type(widget).__name__} {widget.objectName()}".strip()
        if isinstance(widget, QLabel):
            text = widget.text()
            if not text or (widget.pixmap() is not None and not widget.pixmap().isNull()):
                continue
            room = widget.contentsRect()
            if widget.wordWrap():
                needed = widget.heightForWidth(room.width() + widget.contentsMargins().left()
                                               + widget.contentsMargins().right())
                if needed > widget.height() + 1:
                    yield f"{where}: {text!r} needs {needed} px of height, has {widget.height()}"
                plain = re.sub(r"<[^>]+>", " ", text)  # rich text: the tags are not words
                longest = max((widget.fontMetrics().horizontalAdvance(word)
                               for word in plain.split()), default=0)
                if longest > room.width() + 1:
                    yield f"{where}: a word of {text!r} needs {longest} px, has {room.width()}"
            else:
                needed = widget.minimumSizeHint().width()
                if needed > widget.width() + 1:
                    yield f"{where}: {text!r} needs {needed} px, has {widget.width()}"
        elif isinstance(widget, QPushButton | QCheckBox | QRadioButton):
            if not widget.text():
                continue
            needed = widget.sizeHint().width()
            if isinstance(widget, QPushButton):  # a push button's padding may go, not its text
                needed = (widget.fontMetrics().horizontalAdvance(widget.text().replace("&", ""))
                          + widget.iconSize().width() * (not widget.icon().isNull()) + 8)
            if needed > widget.width() + 1:
                yield f"{where}: {widget.text()!r} needs {needed} px, has {widget.width()}"
        elif isinstance(widget, QGroupBox) and widget.title():
            needed = widget.fontMetrics().horizontalAdvance(widget.title().replace("&", "")) + 24
            if needed > widget.width() + 1:
                yield f"{where}: {widget.title()!r} needs {needed} px, has {widget.width()}"
        elif isinstance(widget, QTabBar):
            for index in range(widget.count()):
                text = widget.tabText(index).replace("&", "")
                needed = widget.fontMetrics().horizontalAdvance(text)
                if needed > widget.tabRect(index).width():
                    yield f"{where}: tab {text!r} needs {needed} px"
        elif isinstance(widget, QAbstractButton):
            continue


def off_screen(widget: QWidget) -> str | None:
    """Why ``widget``'s frame is not inside its screen's available geometry, or None."""
    screen = widget.screen().availableGeometry()
    frame = widget.frameGeometry()
    if screen.contains(frame):
        return None
    return (f"{type(widget).__name__} frame {_rect(frame)} is outside the available "
            f"{_rect(screen)}")


def _rect(rect: QRect) -> list[int]:
    return [rect.x(), rect.y(), rect.width(), rect.height()]


# --- the tour ----------------------------------------------------------------------------
class Tour:
    def __init__(self, window: QWidget, shots: str | None) -> None:
        self.window = window
        self.shots_prefix = shots
        self.problems: list[str] = []
        self.steps = 0
        self.shots: list[str] = []

    def settle(self) -> None:
        """Let the window lay itself out and paint once, as the event loop does for a person
        (a posted layout request, then the paint it causes)."""
        QApplication.processEvents()
        QTest.qWait(10)
        QApplication.processEvents()

    def check(self, step: str, top: QWidget | None = None, shot: bool = False) -> None:
        """After ``step``: the window (and ``top``, a dialog) fits, and no text is cut."""
        self.settle()
        self.steps += 1
        for widget in {self.window, top or self.window}:
            reason = off_screen(widget)
            if reason:
                self.problems.append(f"{step}: {reason}")
            self.problems.extend(f"{step}: {cut}" for cut in cut_texts(widget))
        if shot and self.shots_prefix:
            path = f"{self.shots_prefix}_{step}.png"
            # the X server's whole screen as a person sees it, the window manager's frame and
            # all (the root window: what ``import -window root`` takes, without a process)
            picture = QApplication.primaryScreen().grabWindow(0)
            assert picture.save(path), path
            self.shots.append(path)

    def dialog(self, step: str, make: Callable[[], QDialog], shot: bool = False) -> None:
        dialog = make()
        dialog.show()
        QTest.qWaitForWindowExposed(dialog)
        self.check(step, dialog, shot)
        dialog.reject()
        dialog.deleteLater()


SHOWN_GAMES = ("loo", "cribbage", "all-fives", "euchre-railroad", "preference-austrian")


def run_tour(window, ids: dict[str, int], tour: Tour, lang: str, folder: Path,
             quick: bool = False, quick_setups: bool = False) -> None:
    """Every page, table, game setup and form, dialog; ``quick``: a few games only
    (``quick_setups``: every game's form, a few games' setups)."""
    from clubapp.rules import all_games

    games = [g for g in all_games() if not quick or g.id in SHOWN_GAMES]
    setups = [g for g in games if not quick_setups or g.id in SHOWN_GAMES]

    pages = ("Start", "Members", "Evenings", "Evening", "Standings", "Seasons", "Member")
    window.go_to("Members")
    tour.check("start")
    window.open_evening(ids["evening"])
    for page in pages:
        if page == "Member":
            window.member_page.show_member(window.members_page.members[0].id)
        window.go_to(page)
        if page == "Evenings":
            window.evenings_page.table.selectRow(0)
        tour.check(page.lower(), shot=True)

    # the evening: the sample tables, the loo table of ten, the table still to set up
    window.go_to("Evening")
    evening = window.evening_page
    for row in range(evening.tables.count()):
        evening.tables.setCurrentRow(row)
        table_id = evening.detail.tables[row].id
        name = {ids["loo_table"]: "loo_ten", ids["spare_table"]: "setup"}.get(table_id)
        tour.check(name or f"table_{row + 1}", shot=name is not None)
    panel = evening.panel
    panel.form.show_error("tricks", panel.tr("a message under the field, as long as a "
                                             "refusal of the rules can be, wrapped to the "
                                             "form's width and never cut"))
    tour.check("loo_ten_message")

    # a table's setup with every game, then every game's form at a table of its most players
    evening.tables.setCurrentRow(evening.tables.count() - 1)
    combo = panel.game_combo
    for game in setups:
        combo.setCurrentIndex(combo.findData(game.id))
        tour.check(f"setup_{game.id}")
    from clubapp.services.views import GameView
    from clubapp.ui.evening.entry_form import EntryForm  # noqa: F401 - the panel builds it

    for game in games:
        players = list(LONG_NAMES[:game.max_players])
        while len(players) < game.max_players:
            players.append(f"Player {len(players) + 1}")
        sides = game.sides(players)
        view = GameView(id=-1, table_id=-1, game_id=game.id, game_name=game.name, options={},
                        players=tuple(players), player_ids=(), sides=tuple(sides),
                        side_members={s: tuple(game.members(s, players)) for s in sides},
                        deals=(), totals={s: 0 for s in sides}, games=(), match=None,
                        winner=None, next_dealer=players[0])
        panel._show_game(view, rebuild=True)
        panel.stack.setCurrentIndex(1)
        panel.title.setVisible(False)
        tour.check(f"form_{game.id}", shot=game.id in ("cribbage", "all-fives"))
    evening.tables.setCurrentRow(0)

    # the card party
    window.open_evening(ids["party"])
    tour.check("party", shot=True)

    # every dialog
    dialogs(window, ids, tour, folder)


def dialogs(window, ids: dict[str, int], tour: Tour, folder: Path) -> None:
    from clubapp.events.standing_rules import StandingRules
    from clubapp.reports.page import ReportSetup
    from clubapp.reports.score_sheet import write_blank_sheet
    from clubapp.ui.club.backups_dialog import BackupsDialog
    from clubapp.ui.club.import_dialog import ImportDialog
    from clubapp.ui.club.member_dialog import MemberDialog
    from clubapp.ui.club.settings_dialog import SettingsDialog
    from clubapp.ui.evening.chips_dialog import ChipsDialog
    from clubapp.ui.evening.evenings_page import EveningDialog
    from clubapp.ui.evening.table_panel import CorrectDialog
    from clubapp.ui.printing.print_preview import PdfPreviewDialog
    from clubapp.ui.seasons.awards_dialog import AwardsDialog
    from clubapp.ui.seasons.season_dialogs import EveningsDialog, RulesDialog

    services = window.services
    window.open_evening(ids["evening"])
    window.evening_page.tables.setCurrentRow(0)
    view = window.evening_page.panel.view
    evenings = services.evenings.list()
    services.evenings.backups.take("by hand")
    pdf = write_blank_sheet(folder / "blank.pdf", "euchre", ReportSetup("en", "a4", "Club"))
    csv = folder / "members.csv"
    csv.write_text("name,email\nIvy Dale,ivy@example.org\n,no-name@example.org\n",
                   encoding="utf-8")
    settings = QSettings(str(folder / "dialog-settings.ini"), QSettings.Format.IniFormat)
    member = window.members_page.members[0]
    for step, make in (
            ("dialog_member", lambda: MemberDialog(services, None, window)),
            ("dialog_member_edit", lambda: MemberDialog(services, member, window)),
            ("dialog_evening", lambda: EveningDialog(services, window)),
            ("dialog_settings", lambda: SettingsDialog(settings, services, window)),
            ("dialog_backups", lambda: BackupsDialog(services, window)),
            ("dialog_correct", lambda: CorrectDialog(services, view, 0, window)),
            ("dialog_preview", lambda: PdfPreviewDialog(pdf, "", window)),
            ("dialog_season_new", lambda: EveningsDialog(evenings, [], name="", parent=window)),
            ("dialog_rules", lambda: RulesDialog(StandingRules.acc(), window)),
            ("dialog_awards", lambda: AwardsDialog(services, evenings, window)),
            ("dialog_import", lambda: ImportDialog(services, csv, window)),
            ("dialog_chips", lambda: ChipsDialog(services, ids["evening"], window))):
        tour.dialog(step, make, shot=step in ("dialog_settings", "dialog_correct",
                                              "dialog_chips"))


def tour_language(lang: str, folder: Path, ids: dict[str, int], shots: str | None,
                  quick: bool, quick_setups: bool) -> dict:
    """One language's tour in a window of its own (its own settings): its report."""
    from clubapp.services import Services
    from clubapp.ui.main_window import MainWindow
    from clubapp.ui.shared.i18n import install_language

    install_language(lang)
    settings = QSettings(str(folder / f"settings-{lang}.ini"), QSettings.Format.IniFormat)
    window = MainWindow(None, settings)
    window.show()
    QTest.qWaitForWindowExposed(window)
    window.attach(Services.open(str(folder / "club.sqlite")))
    tour = Tour(window, f"{shots}_{lang}" if shots else None)
    run_tour(window, ids, tour, lang, folder, quick=quick, quick_setups=quick_setups)
    tour.settle()
    screen = window.screen().availableGeometry()
    # what the X server itself says of the window (not what Qt believes)
    seen = subprocess.run(["xdotool", "getwindowgeometry", str(int(window.winId()))],
                          capture_output=True, text=True, check=False).stdout
    report = {"screen": [screen.width(), screen.height()], "steps": tour.steps,
              "problems": list(dict.fromkeys(tour.problems)),
              "window": _rect(window.frameGeometry()), "xdotool": seen, "shots": tour.shots}
    services = window.services
    window.close()
    window.deleteLater()
    if services is not None:
        services.close()
    QApplication.processEvents()
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="window_tour")
    parser.add_argument("--lang", choices=("en", "ru"), action="append",
                        help="a language to tour in (several: one after the other)")
    parser.add_argument("--out", required=True, type=Path)
    parser.add_argument("--shots", default=None)
    parser.add_argument("--quick", action="store_true", help="a few games' forms only")
    parser.add_argument("--quick-setups", action="append", default=[], metavar="LANG",
                        help="in this language, a few games' setups only")
    args = parser.parse_args(argv)
    assert os.environ.get("DISPLAY") and os.environ.get("QT_QPA_PLATFORM", "xcb") == "xcb", (
        "the tour runs on a real X server")
    args.out.mkdir(parents=True, exist_ok=True)
    made = args.out / "ids.json"
    if made.is_file() and (args.out / "club.sqlite").is_file():
        ids = json.loads(made.read_text(encoding="utf-8"))
    else:
        ids = make_club(args.out / "club.sqlite")

    from clubapp.ui.app import make_application

    app = make_application(["window_tour"])
    reports = {lang: tour_language(lang, args.out, ids, args.shots, args.quick,
                                   lang in args.quick_setups)
               for lang in args.lang or ["en"]}
    print(json.dumps(reports, ensure_ascii=False))
    sys.stdout.flush()
    app.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
