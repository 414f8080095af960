"""The Evening page's *Room's screen* button: the standings projector of the evening open.

A click opens it full screen on the screen chosen in the button's menu — the same choice as
the party's projector (one projector in the room), by default a second screen when there is
one, else a window on this screen to drag where wanted. It follows the evening the page shows
and is told at once of the changes made in this window (the hub); it watches the database
itself for the others'. A card party has its own projector on the Party page.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtGui import QActionGroup, QGuiApplication, QScreen
from PySide6.QtWidgets import QMenu, QToolButton, QWidget

from clubapp.services import Services
from clubapp.services.views import EveningView
from clubapp.ui.evening.standings_projector import StandingsProjector
from clubapp.ui.party import projector_screens
from clubapp.ui.shared.hub import Hub


class RoomScreenButton(QToolButton):
    """Opens the standings of the evening on the room's screen; its arrow picks the screen."""

    def __init__(self, services: Services, hub: Hub, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.services = services
        self.evening_id: int | None = None
        self.projector: StandingsProjector | None = None
        self.setText(self.tr("Room's screen"))
        self.setObjectName("open_room_screen")
        self.setToolTip(self.tr("Show the evening's standings and tables on the room's screen "
                                "(a projector or a television); the arrow chooses the screen"))
        self.setPopupMode(QToolButton.ToolButtonPopupMode.MenuButtonPopup)
        self.clicked.connect(lambda: self.open())
        self.screen_menu = QMenu(self)
        self.screen_menu.setObjectName("room_screens")
        self.screen_menu.aboutToShow.connect(self._list_screens)
        self.setMenu(self.screen_menu)
        self.setEnabled(False)
        hub.gameChanged.connect(lambda _game: self._changed())
        hub.eveningsChanged.connect(self._changed)

    def follow(self, evening: EveningView | None) -> None:
        """The evening the page shows now (None: none); a party's has its own projector."""
        self.evening_id = evening.id if evening is not None and evening.kind != "party" \
            else None
        self.setEnabled(self.evening_id is not None)
        if self.projector is None:
            return
        if self.evening_id is None:
            self.projector.close()
        elif self.projector.evening_id != self.evening_id:
            self.projector.show_evening(self.evening_id)

    def _changed(self) -> None:
        if self.projector is not None:
            self.projector.changed_here()

    def _settings(self) -> QSettings | None:
        settings = getattr(self.window(), "settings", None)
        return settings if isinstance(settings, QSettings) else None

    def open(self, screen: QScreen | None = None, full: bool = True) -> StandingsProjector | None:
        """The room's screen: full screen on ``screen``, else on the organiser's choice of
        screen (by default a second screen when there is one, a window on this one
        otherwise). None when no club or league evening is open."""
        if self.evening_id is None:
            return None
        if self.projector is None:
            # its own window, gone with the page (a language change builds the page anew)
            self.projector = StandingsProjector(self.services, self)
        self.projector.show_evening(self.evening_id)
        self.projector.show_on_projector(screen or projector_screens.chosen(self._settings()),
                                         full)
        return self.projector

    def is_open(self) -> bool:
        return self.projector is not None and self.projector.isVisible()

    def _list_screens(self) -> None:
        """The screen menu: the default, then every screen plugged in; the choice ticked."""
        self.screen_menu.clear()
        group = QActionGroup(self.screen_menu)
        picked = projector_screens.chosen(self._settings())
        choices: list[tuple[str, QScreen | None]] = [(projector_screens.automatic_words(), None)]
        choices += [(projector_screens.screen_words(screen, number, self.window()), screen)
                    for number, screen in enumerate(QGuiApplication.screens(), start=1)]
        for words, screen in choices:
            action = self.screen_menu.addAction(words)
            action.setCheckable(True)
            action.setChecked(screen is picked)
            action.setActionGroup(group)
            action.triggered.connect(lambda _=False, s=screen: self.choose_screen(s))

    def choose_screen(self, screen: QScreen | None) -> None:
        """Keep the organiser's choice of screen, and move the room's window there now if it
        is open (None: a second screen when there is one)."""
        projector_screens.choose(self._settings(), screen)
        if self.is_open():
            self.open(screen)
