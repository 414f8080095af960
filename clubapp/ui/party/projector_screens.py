"""Which screen the room's window goes to, and whether it comes back after a restart.

The host picks the screen once (the *Projector* button's menu): *a second screen when there
is one* (the default), or a screen by its name — the choice is kept in the settings, and a
screen not plugged in today falls back to the default. At quitting, the window notes whether
the projector was open, on which screen and whether full screen (``window_place`` calls
``note``); at the next start, once the party is on the page again, it reopens there.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget

CHOICE = "projector/screen"  # the host's choice: a screen's name; "" a second screen if any
OPEN = "window/place/projector"  # at the last quit: the screen it was on; "" closed
FULL = "window/place/projector_full"  # ... and whether it filled that screen


def screen_named(name: str) -> QScreen | None:
    """The screen of this name, when it is plugged in."""
    return next((s for s in QGuiApplication.screens() if name and s.name() == name), None)


def chosen(settings: QSettings | None) -> QScreen | None:
    """The screen the host chose for the room (None: a second screen when there is one)."""
    if settings is None:
        return None
    return screen_named(str(settings.value(CHOICE, "") or ""))


def choose(settings: QSettings | None, screen: QScreen | None) -> None:
    """Keep the host's choice (None: a second screen when there is one)."""
    if settings is not None:
        settings.setValue(CHOICE, screen.name() if screen is not None else "")
        settings.sync()


def screen_words(screen: QScreen, number: int, host: QWidget | None) -> str:
    """A screen as the menu names it: its number, name and size, and whether the window is
    on it."""
    size = screen.geometry().size()
    words = QCoreApplication.translate("ProjectorScreens", "Screen %d: %s, %d×%d") % (
        number, screen.name() or "—", size.width(), size.height())
    if host is not None and host.screen() is screen:
        words += QCoreApplication.translate("ProjectorScreens", " (this window's)")
    return words


def automatic_words() -> str:
    return QCoreApplication.translate("ProjectorScreens", "A second screen when there is one")


def note(settings: QSettings | None, projector: QWidget | None) -> None:
    """Note whether the room's window is open, on which screen and whether full screen."""
    if settings is None:
        return
    shown = projector is not None and projector.isVisible()
    screen = projector.screen() if shown and projector is not None else None
    settings.setValue(OPEN, (screen.name() or "?") if screen is not None else "")
    settings.setValue(FULL, bool(shown and projector is not None and projector.isFullScreen()))


def noted(settings: QSettings | None) -> tuple[bool, QScreen | None, bool]:
    """(open at the last quit, the screen it was on if still plugged in, full screen)."""
    if settings is None:
        return False, None, False
    where = str(settings.value(OPEN, "") or "")
    full = settings.value(FULL, False)
    return bool(where), screen_named(where), full is True or str(full).lower() == "true"
