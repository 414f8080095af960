"""A tour of the card party's pages and the projector on a real X server, as a host goes round.

Run in a process of its own with ``DISPLAY`` set to an X server (Xvfb) and a window manager:

    python -m tests.ui.party.party_tour --lang ru --out DIR [--shots PREFIX]

It makes a club with twenty guests (some with long names, Cyrillic in Russian), opens the
party's setup, draws it, types a round with a tie settled by the cut (the tie's boxes showing),
rings a bell the rules refuse, rings it right, looks at every tab, a late arrival waiting,
the prizes, then the projector as a window and full screen. After each step it checks, as
``window_tour`` does, that the window's frame is inside the screen and that no visible label or
button shows less than its whole text. It prints one JSON line: ``{"screen": [w, h], "steps":
n, "problems": [...], "shots": [...]}``; with ``--shots`` it saves a picture of the screen after
each step as ``PREFIX_<step>.png``.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import sys
from pathlib import Path

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLineEdit, QMessageBox

from tests.ui.window_tour import Tour, _rect

GUESTS = {
    "en": ["Alexandrina Featherstonehaugh-Wolstenholme", "Bartholomew Ravenscroft", "Clara Voss",
           "Dora Finch", "Edith Crane", "Flora Hale", "Grace Pell", "Hattie Moss", "Iris Tate",
           "June Abbott", "Albert Keen", "Cyril Dunn", "Duncan Frye", "Edgar Holt",
           "Felix Irving", "Gilbert Judd", "Horace Kemp", "Ivor Lott", "Jasper Mead",
           "Maximilian Oppenheimer"],
    "ru": ["Аполлинария Добронравова-Оболенская", "Констанция Кржижановская-Преображенская", "Вера Громова",
           "Галина Дёмина", "Дарья Жукова", "Елена Зуева", "Жанна Ильина", "Зоя Кротова",
           "Инна Лосева", "Ирина Марова", "Владислав Верещагин", "Кирилл Носов", "Лев Орлов",
           "Максим Петров", "Никита Рябов", "Олег Смирнов", "Павел Титов", "Роман Уткин",
           "Семён Фролов", "Евдокия Святополк"],
}
LATE = {"en": "Violet Young", "ru": "Тимур Хохлов"}
LABELS = {"en": ("Ladies", "Gentlemen"), "ru": ("Дамы", "Господа")}



def wait_for(condition, timeout_ms: int) -> bool:
    """Let the event loop run until ``condition()`` holds or the time is up (QTest.qWaitFor,
    which PySide6 does not bind)."""
    import time

    deadline = time.monotonic() + timeout_ms / 1000
    while not condition() and time.monotonic() < deadline:
        QTest.qWait(20)
    return bool(condition())

def make_club(path: Path, lang: str) -> dict[str, int]:
    """Twenty guests, half in each pack, a late arrival, and two party evenings: one to set
    up, one already drawn."""
    from clubapp.services import Services
    from clubapp.services.party_views import EntrantChoice

    services = Services.open(str(path))
    try:
        ids = [services.members.add(name).id for name in GUESTS[lang]]
        services.members.add(LATE[lang])
        setup = services.evenings.create(dt.date(2026, 12, 4), "Осенний вечер" if lang == "ru"
                                         else "Autumn party", "party")
        party = services.evenings.create(dt.date(2026, 12, 5), "Зимний вечер" if lang == "ru"
                                         else "Winter party", "party")
        red, blue = LABELS[lang]
        services.party.start(party.id, [EntrantChoice(m, "red" if i < 10 else "blue")
                                        for i, m in enumerate(ids)], seed=7,
                             labels={"red": red, "blue": blue})
        return {"setup": setup.id, "party": party.id}
    finally:
        services.close()


def type_box(window, name: str, text: str) -> None:
    """Type into a score box of the round on screen, as a host does."""
    box = next(w for w in window.findChildren(QLineEdit, name) if w.isVisible())
    box.setFocus(Qt.FocusReason.MouseFocusReason)
    box.selectAll()
    QTest.keyClicks(box, text)


def run_tour(window, ids: dict[str, int], tour: Tour, lang: str) -> None:
    window.open_evening(ids["setup"])
    page = window.party_page
    guests = page.setup.guests
    guests.setFocus()
    guests.selectRow(0)
    tour.check("party_setup", shot=True)

    window.open_evening(ids["party"])
    view = page.view
    for table in view.tables:
        first, second = (5, 3) if table.number == 1 else (2, 2) if table.number == 2 else (1, 4)
        type_box(window, f"score_{table.number}_1", str(first))
        type_box(window, f"score_{table.number}_2", str(second))
    type_box(window, "tricks_2_1", "2")
    type_box(window, "tricks_2_2", "2")
    type_box(window, "cut_2_1", "9H")
    type_box(window, "cut_2_2", "9C")
    tour.check("party_ties", shot=True)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)  # two nines: refused
    tour.check("party_refused", shot=True)
    type_box(window, "cut_2_1", "JH")
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert page.view.round == 2, page.message.text()
    for index in range(page.tabs.count()):
        page.tabs.setCurrentIndex(index)
        tour.check(f"party_tab_{index + 1}", shot=True)
    panel = page.players_panel
    panel.newcomer.setCurrentIndex(panel.newcomer.findText(LATE[lang]))
    QTest.mouseClick(panel.arrive_button, Qt.MouseButton.LeftButton)
    tour.check("party_arrival", shot=True)
    page.tabs.setCurrentWidget(page.prizes_panel)

    def end_with_the_award() -> None:  # asked whether to end the party: end it
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, end_with_the_award)
            return
        tour.check("party_award_question", box, shot=True)
        next(b for b in box.buttons()
             if box.buttonRole(b) == QMessageBox.ButtonRole.AcceptRole).click()

    QTimer.singleShot(0, end_with_the_award)
    QTest.mouseClick(page.prizes_panel.award_button, Qt.MouseButton.LeftButton)
    if page.view.ended is None:
        tour.problems.append("party: awarding with the end did not end the party")
    tour.check("party_prizes", shot=True)

    projector = page.open_projector()
    QTest.qWaitForWindowExposed(projector)
    tour.check("projector_window", projector, shot=True)
    projector.showFullScreen()
    wait_for(projector.isFullScreen, 5000)  # the window manager takes its time
    tour.settle()
    tour.check("projector_full", projector, shot=True)
    QTest.keyClick(projector, Qt.Key.Key_Escape)
    wait_for(lambda: not projector.isFullScreen(), 5000)
    QTest.qWait(200)  # the window, out of full screen, is fitted to its screen
    tour.settle()
    if projector.isFullScreen():
        tour.problems.append("projector: Escape did not leave full screen")
    tour.check("projector_after_escape", projector)
    projector.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="party_tour")
    parser.add_argument("--lang", choices=("en", "ru"), default="en")
    parser.add_argument("--out", required=True, type=Path)
    parser.add_argument("--shots", default=None)
    args = parser.parse_args(argv)
    assert os.environ.get("DISPLAY") and os.environ.get("QT_QPA_PLATFORM", "xcb") == "xcb", (
        "the tour runs on a real X server")
    args.out.mkdir(parents=True, exist_ok=True)
    ids = make_club(args.out / "club.sqlite", args.lang)

    from clubapp.services import Services
    from clubapp.ui.app import make_application
    from clubapp.ui.main_window import MainWindow
    from clubapp.ui.shared.i18n import install_language

    app = make_application(["party_tour"])
    install_language(args.lang)
    settings = QSettings(str(args.out / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(None, settings)
    window.show()
    QTest.qWaitForWindowExposed(window)
    window.attach(Services.open(str(args.out / "club.sqlite")))
    tour = Tour(window, args.shots)
    run_tour(window, ids, tour, args.lang)
    tour.settle()
    screen = window.screen().availableGeometry()
    print(json.dumps({"screen": [screen.width(), screen.height()], "steps": tour.steps,
                      "problems": list(dict.fromkeys(tour.problems)),
                      "window": _rect(window.frameGeometry()), "shots": tour.shots},
                     ensure_ascii=False))
    sys.stdout.flush()
    window.close()
    app.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())

