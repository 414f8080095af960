"""A second window for a projector: the round, where everyone goes, and the leaders.

Shown full screen on the second screen when there is one (a window on the host's screen
otherwise). Names are listed alphabetically, because a guest looks for his own name, with his
table in large type and the star the last bell gave him; the leaders stand beside. The party
page calls ``show_party`` after every bell, undo, arrival or leaver, and when another computer
changed the party.
"""

from __future__ import annotations

import math

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from clubapp.services.party_views import PartyView

BACKGROUND = "#10151c"
STAR_COLOURS = {"gold": "#f2c14e", "red": "#e5533d", "green": "#4cbb7f"}
LEADERS = 8


class ProjectorWindow(QWidget):
    """Big type for the room: round, seating by name, leaders."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("projector")
        self.setWindowTitle(self.tr("clubapp — party"))
        self.setStyleSheet(f"QWidget#projector {{ background: {BACKGROUND}; }} "
                           "QLabel { color: #f4f4f4; }")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        # closing the main window ends the program even while the room's window is up
        self.setAttribute(Qt.WidgetAttribute.WA_QuitOnClose, False)
        self.view: PartyView | None = None
        self.title = QLabel()
        self.title.setObjectName("projector_title")
        self.subtitle = QLabel()
        self.subtitle.setObjectName("projector_subtitle")
        self.names = QWidget()
        self.names_grid = QGridLayout(self.names)
        self.names_grid.setHorizontalSpacing(28)
        self.names_grid.setVerticalSpacing(2)
        self.leaders_title = QLabel(self.tr("Leaders"))
        self.leaders = QLabel()
        self.leaders.setObjectName("projector_leaders")
        self.leaders.setTextFormat(Qt.TextFormat.RichText)
        self.leaders.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.waiting = QLabel()
        self.waiting.setObjectName("projector_waiting")
        self.waiting.setWordWrap(True)
        side = QVBoxLayout()
        side.addWidget(self.leaders_title)
        side.addWidget(self.leaders, 1)
        body = QHBoxLayout()
        body.addWidget(self.names, 3)
        body.addSpacing(24)
        body.addLayout(side, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(36, 24, 36, 24)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        layout.addSpacing(12)
        layout.addLayout(body, 1)
        layout.addWidget(self.waiting)
        self.resize(1280, 720)

    # --- showing ---------------------------------------------------------------------------
    def show_on_projector(self) -> None:
        """Full screen on a second screen; on a single screen, a window beside the host's."""
        screens = QGuiApplication.screens()
        here = self.parentWidget().screen() if self.parentWidget() else None
        others = [s for s in screens if s is not here]
        if len(screens) > 1 and others:
            self.setGeometry(others[0].geometry())
            self.showFullScreen()
        else:
            self.show()
        self.raise_()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Escape, Qt.Key.Key_F11) and self.isFullScreen():
            self.showNormal()
        elif key == Qt.Key.Key_F11:
            self.showFullScreen()
        else:
            super().keyPressEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.view is not None:
            self.show_party(self.view)

    def show_party(self, view: PartyView) -> None:
        """Draw the party as it stands now."""
        self.view = view
        height = max(self.height(), 400)
        self.title.setStyleSheet(f"font-size: {round(height * 0.075)}px; font-weight: bold;")
        self.subtitle.setStyleSheet(f"font-size: {round(height * 0.034)}px; color: #c8c8c8;")
        self.leaders_title.setStyleSheet(f"font-size: {round(height * 0.042)}px; "
                                         f"font-weight: bold; color: {STAR_COLOURS['gold']};")
        self.waiting.setStyleSheet(f"font-size: {round(height * 0.03)}px; color: #c8c8c8;")
        self.title.setText(self.tr("%s — round %d") % (view.evening.name, view.round))
        bell = view.last_bell
        self.subtitle.setText(
            self.tr("The bell of round %d has rung: find your table for round %d")
            % (bell.round, view.round) if bell else self.tr("Find your table for round 1"))
        self._names(view, height)
        self._leaders(view, height)
        legend = self.tr("Table 1 is the head table, table %d the booby table; ★ the star "
                         "of the last bell.") % len(view.tables)
        sitting = (self.tr("Sitting out this round: %s. ") % ", ".join(view.waiting)
                   if view.waiting else "")
        self.waiting.setText(sitting + legend)

    def _names(self, view: PartyView, height: int) -> None:
        while self.names_grid.count():
            item = self.names_grid.takeAt(0)
            if item.widget() is not None:
                item.widget().hide()  # at once: deleteLater waits for the event loop
                item.widget().deleteLater()
        present = sorted((p for p in view.players if p.status in ("seated", "waiting", "leaving")),
                         key=lambda p: p.name.casefold())
        columns = 4 if len(present) > 36 else 3 if len(present) > 14 else 2
        rows = max(1, math.ceil(len(present) / columns))
        size = max(12, min(40, round(height * 0.62 / rows / 1.45)))
        stars = view.last_bell.stars if view.last_bell else {}
        booby = len(view.tables)
        for index, player in enumerate(present):
            row, column = index % rows, index // rows
            star = stars.get(player.name)
            mark = (f"<span style='color:{STAR_COLOURS[star]}'>★</span> " if star else
                    "<span style='color:transparent'>★</span> ")
            name = QLabel(mark + player.name)
            name.setTextFormat(Qt.TextFormat.RichText)
            name.setObjectName(f"projector_name_{index}")
            name.setStyleSheet(f"font-size: {size}px;")
            table = view.table_of(player.name)
            colour = (STAR_COLOURS["gold"] if table == 1 else
                      STAR_COLOURS["green"] if table == booby else "#ffffff")
            where = QLabel(str(table) if table is not None else self.tr("waits"))
            where.setObjectName(f"projector_table_{index}")
            where.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            where.setStyleSheet(f"font-size: {round(size * 1.15)}px; font-weight: bold; "
                                f"color: {colour};")
            self.names_grid.addWidget(name, row, column * 2)
            self.names_grid.addWidget(where, row, column * 2 + 1)
            name.show()
            where.show()
        self.names_grid.setRowStretch(rows, 1)

    def _leaders(self, view: PartyView, height: int) -> None:
        size = max(12, round(height * 0.03))
        lines = []
        for row in view.board[:LEADERS]:
            if row.gold + row.red == 0:
                break
            stars = " ".join(f"<span style='color:{STAR_COLOURS[c]}'>★{n}</span>"
                             for c, n in (("gold", row.gold), ("red", row.red),
                                          ("green", row.green)) if n)
            lines.append(f"<div style='font-size:{size}px; margin-bottom:4px'>"
                         f"{row.place}. {row.name}&nbsp;&nbsp;{stars}</div>")
        self.leaders.setText("".join(lines) or
                             f"<div style='font-size:{size}px'>{self.tr('After the first bell')}"
                             "</div>")

    def leader_names(self) -> list[str]:
        """The leaders shown, best first (tests and the host's eye read the same)."""
        if self.view is None:
            return []
        return [r.name for r in self.view.board[:LEADERS] if r.gold + r.red]
