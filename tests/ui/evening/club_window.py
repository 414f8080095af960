"""A club's window for the evening tests of the Russian club night's findings: members, an
evening with its tables, the window open on it in Russian (or English) at a laptop's size."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QEvent, QRect, QSettings, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QWidget

from clubapp.services import Services
from clubapp.ui.main_window import MainWindow
from clubapp.ui.shared import i18n, screen_fit

WHIST = ("Анна Петрова", "Борис Борисов", "Вера Соколова", "Глеб Орлов")


@contextmanager
def club_window(qtbot, tmp_path: Path, members: Sequence[str], *, tables: int = 1,
                lang: str = "ru", size: tuple[int, int] = (1012, 560),
                prepare: Callable[[Services, int], None] | None = None,
                ) -> Iterator[tuple[MainWindow, int]]:
    """The window on a club of ``members`` with an evening of ``tables`` empty tables (its
    id given with it; ``prepare`` plays at them first), shown and active. The club is
    ``tmp_path / "club.sqlite"``: the test's ``empty_club`` (migrated once, copied there) where
    the test asks for it, else a new file migrated here."""
    assert i18n.install_language(lang)
    available = screen_fit.available  # a screen of this size, whatever the test's screen
    screen_fit.available = lambda _widget: QRect(0, 0, size[0] + 12, size[1] + 40)
    try:
        path = tmp_path / "club.sqlite"
        services = Services.open(str(path))
        for name in members:
            services.members.add(name)
        evening = services.evenings.create(dt.date(2026, 12, 2), "Среда").id
        for _ in range(tables):
            services.evenings.add_table(evening)
        if prepare is not None:
            prepare(services, evening)
        services.close()
        window = MainWindow(Services.open(str(path)), QSettings(
            str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
        qtbot.addWidget(window)
        window.resize(*size)
        window.show()
        qtbot.waitExposed(window)
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)
        window.open_evening(evening)
        try:
            yield window, evening
        finally:
            window.services.close()
            window.close()
    finally:
        i18n.install_language("en")
        screen_fit.available = available


def press(widget: QWidget, key: Qt.Key | int, text: str = "",
          modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    """A key pressed and let go at ``widget``, as X sends it (a modifier alone: no text)."""
    for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
        QApplication.sendEvent(widget, QKeyEvent(kind, int(key), modifiers, text))
    QApplication.processEvents()


def key_at_focus(key: Qt.Key, text: str = "") -> QWidget:
    """A key pressed at whatever has the keys (as a person presses it); that widget."""
    widget = QApplication.focusWidget()
    assert widget is not None, "nothing has the keys"
    press(widget, key, text)
    return widget


# the night's rubber of whist (seeds/004 lines 15, 23, 25): A 9 tricks and 3 honours (8:0);
# A 8 tricks, game at 12:0, before B's 4 honours; B 8 tricks and 3 honours (0:6); A 11 tricks,
# game at 10:6. A wins 2:0, worth 3 + 1 + 5 = 9
WHIST_RUBBER = ({"tricks": {"A": 9}, "honours": {"A": 3}},
                {"tricks": {"A": 8}, "honours": {"B": 4}},
                {"tricks": {"B": 8}, "honours": {"B": 3}},
                {"tricks": {"A": 11}, "honours": {"B": 3}})


def whist_played(services: Services, evening: int, *, free: bool = True) -> int:
    """Table 1's rubber of whist played to its end (its players gone, where ``free``); the
    game's id."""
    table = services.evenings.detail(evening).tables[0]
    ids = {m.name: m.id for m in services.members.list(include_retired=False)}
    services.evenings.seat_players(table.id, [ids[name] for name in WHIST])
    game = services.evenings.start_game(table.id, "whist-ru")
    for deal in WHIST_RUBBER:
        services.scoring.record_deal(game, deal)
    if free:
        services.evenings.free_table(table.id)
    return game
