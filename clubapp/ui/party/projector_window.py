"""A second window for a projector: the round, where everyone goes, and the leaders.

Shown full screen on the second screen when there is one (a window that fits the host's screen
otherwise); Escape leaves full screen, F11 goes back. Names are listed alphabetically, because a
guest looks for his own name, with his table in large type and the star the last bell gave him;
the leaders stand beside. The window lays itself out for its own size, so for the screen it is
on: the number of columns and the type size come from the number of guests and the length of
their names, measured, so that every name and every leader shows whole and nothing pushes the
window past the screen. The party page calls ``show_party`` after every bell, undo, arrival or
leaver, and when another computer changed the party.
"""

from __future__ import annotations

import html
import math
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QRect, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetrics, QGuiApplication, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from clubapp.services.party_views import PartyView

BACKGROUND = "#10151c"
STAR_COLOURS = {"gold": "#f2c14e", "red": "#e5533d", "green": "#4cbb7f"}
LEADERS = 8
MARGIN_X, MARGIN_Y = 36, 24
COLUMN_GAP = 28  # between the columns of names
NAME_GAP = 10  # between a name and its table
SIDE_SHARE = 0.27  # of the width, for the leaders
MAX_COLUMNS = 8
LARGEST, SMALLEST = 44, 11  # type sizes of the names, in pixels
TINY = 7  # smaller still only when a room has too many names for its screen
LINE = 1.38  # a line's height for its type size


@dataclass(frozen=True)
class Fit:
    """How the names are laid out: columns, rows and the type size, for a window size."""

    columns: int
    rows: int
    size: int


def _width(text: str, size: int, bold: bool = False) -> int:
    """The width of a line of text at a type size (in pixels), as the window draws it."""
    font = QFont()
    font.setPixelSize(max(1, size))
    font.setBold(bold)
    return QFontMetrics(font).horizontalAdvance(text)


def fit_names(names: list[str], width: int, height: int, tables: int, waits: str = "") -> Fit:
    """The columns and type size that show every name whole in this room, largest first
    (``waits``: what the table column says of a player who waits)."""
    count = max(1, len(names))
    probe = 100  # widths scale with the type size: measure once, large
    longest = max((_width("★ " + n, probe) for n in names), default=_width("★ ", probe))
    number = max(_width(str(max(tables, 10)), round(probe * 1.15), bold=True),
                 _width(waits, probe, bold=True))
    best: Fit | None = None
    for columns in range(1, MAX_COLUMNS + 1):
        rows = math.ceil(count / columns)
        by_height = height / rows / LINE
        column = (width - COLUMN_GAP * (columns - 1)) / columns - NAME_GAP
        by_width = column * probe / (longest + number)
        size = math.floor(min(LARGEST, by_height, by_width))
        if best is None or size > best.size:
            best = Fit(columns, rows, size)
    assert best is not None
    # below the smallest readable size the names still show whole, however small
    return Fit(best.columns, best.rows, max(TINY, best.size))


def _ignored(widget: QWidget, tall: bool = False) -> QWidget:
    """A widget whose text never asks for more width than the layout gives (it was measured;
    ``tall``: nor more height)."""
    widget.setSizePolicy(QSizePolicy.Policy.Ignored,
                         QSizePolicy.Policy.Ignored if tall else QSizePolicy.Policy.Fixed)
    return widget


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
        self.fit = Fit(1, 1, SMALLEST)
        self.title = _ignored(QLabel())
        self.title.setObjectName("projector_title")
        self.subtitle = _ignored(QLabel())
        self.subtitle.setObjectName("projector_subtitle")
        self.names = _ignored(QWidget(), tall=True)
        self.names_grid = QGridLayout(self.names)
        # the sizes were measured to fit: the names never set the window's least size
        self.names_grid.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        self.names_grid.setContentsMargins(0, 0, 0, 0)
        self.names_grid.setHorizontalSpacing(NAME_GAP)
        self.names_grid.setVerticalSpacing(0)
        self.side = QWidget()  # as wide as show_party makes it
        self.side.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Ignored)
        self.side.setObjectName("projector_side")
        self.leaders_title = _ignored(QLabel(self.tr("Leaders")))
        self.leaders_title.setObjectName("projector_leaders_title")
        self.leader_labels: list[QLabel] = []
        self.side_layout = QVBoxLayout(self.side)
        self.side_layout.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        self.side_layout.setContentsMargins(0, 0, 0, 0)
        self.side_layout.setSpacing(4)
        self.side_layout.addWidget(self.leaders_title)
        self.side_layout.addStretch(1)
        self.waiting = QLabel()
        self.waiting.setObjectName("projector_waiting")
        self.waiting.setWordWrap(True)
        self.waiting.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        body = QHBoxLayout()
        body.setSpacing(COLUMN_GAP)
        body.addWidget(self.names, 1)
        body.addWidget(self.side)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(MARGIN_X, MARGIN_Y, MARGIN_X, MARGIN_Y)
        layout.setSpacing(6)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        layout.addSpacing(8)
        layout.addLayout(body, 1)
        layout.addWidget(self.waiting)
        self._fit_in_screen()

    # --- showing ---------------------------------------------------------------------------
    def show_on_projector(self) -> None:
        """Full screen on a second screen; on a single screen, a window that fits it."""
        screens = QGuiApplication.screens()
        here = self.parentWidget().screen() if self.parentWidget() else None
        others = [s for s in screens if s is not here]
        if len(screens) > 1 and others:
            self.setGeometry(others[0].geometry())
            self.showFullScreen()
        else:
            self._fit_in_screen()
            self.show()
        self.raise_()

    def _fit_in_screen(self) -> None:
        """A window inside the available part of its screen, centred, never larger."""
        if self.isFullScreen():
            return
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is None:
            return
        room = screen.availableGeometry()
        width, height = min(1280, round(room.width() * 0.9)), min(720, round(room.height() * 0.9))
        frame = QRect(0, 0, width, height)
        frame.moveCenter(room.center())
        self.setGeometry(frame)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Escape, Qt.Key.Key_F11) and self.isFullScreen():
            self.showNormal()  # changeEvent fits the window in its screen
        elif key == Qt.Key.Key_F11:
            self.showFullScreen()
        else:
            super().keyPressEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.WindowStateChange and not self.isFullScreen() \
                and event.oldState() & Qt.WindowState.WindowFullScreen:
            # out of full screen: the window the screen had before may be larger than it
            QTimer.singleShot(0, self._fit_in_screen)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.view is not None:
            self.show_party(self.view)

    def show_party(self, view: PartyView) -> None:
        """Draw the party as it stands now, laid out for the window's size."""
        self.view = view
        width, height = max(self.width(), 320), max(self.height(), 240)
        inner = width - 2 * MARGIN_X
        title = self.tr("%s — round %d") % (view.evening.name, view.round)
        bell = view.last_bell
        subtitle = (self.tr("The bell of round %d has rung: find your table for round %d")
                    % (bell.round, view.round) if bell else self.tr("Find your table for round 1"))
        crowded = len(view.players) > 40  # many names: the headings give them room
        self._line(self.title, title, inner, round(height * (0.05 if crowded else 0.07)),
                   bold=True)
        self._line(self.subtitle, subtitle, inner, round(height * (0.028 if crowded else 0.034)),
                   colour="#c8c8c8")
        self._footer(view, inner, height)
        side = max(200, round(inner * (SIDE_SHARE if len(view.players) <= 60 else 0.22)))
        # a leader with a very long name widens the side, up to two fifths of the room
        lines = [self._leader_text(r)[0] for r in view.board[:LEADERS] if r.gold + r.red]
        needed = max((_width(line, SMALLEST) for line in lines), default=0) + 4
        side = min(max(side, needed), round(inner * 0.4))
        self.side.setFixedWidth(side)
        heads = (self.title.height_hint + self.subtitle.height_hint  # type: ignore[attr-defined]
                 + self.waiting.heightForWidth(inner) + 2 * MARGIN_Y + 40)
        body = max(120, height - heads)
        self._names(view, inner - side - COLUMN_GAP, body)
        self._leaders(view, side, body, height)
        self.layout().activate()  # at once: what was measured is what is placed

    def _line(self, label: QLabel, text: str, width: int, size: int, bold: bool = False,
              colour: str = "#f4f4f4") -> None:
        """One line of a heading, as large as asked but never wider than the window."""
        size = min(size, math.floor(size * width / max(1, _width(text, size, bold))))
        size = max(SMALLEST, size)
        label.setText(text)
        label.setStyleSheet(f"font-size: {size}px; color: {colour};"
                            + (" font-weight: bold;" if bold else ""))
        label.height_hint = round(size * LINE)  # type: ignore[attr-defined]
        label.setFixedHeight(label.height_hint)  # type: ignore[attr-defined]

    def _footer(self, view: PartyView, width: int, height: int) -> None:
        legend = self.tr("Table 1 is the head table, table %d the booby table; ★ the star "
                         "of the last bell.") % len(view.tables)
        sitting = (self.tr("Sitting out this round: %s. ") % ", ".join(view.waiting)
                   if view.waiting else "")
        self.waiting.setStyleSheet(f"font-size: {max(SMALLEST, round(height * 0.026))}px; "
                                   "color: #c8c8c8;")
        self.waiting.setText(sitting + legend)
        self.waiting.setFixedWidth(width)

    def _names(self, view: PartyView, width: int, height: int) -> None:
        while self.names_grid.count():
            item = self.names_grid.takeAt(0)
            if item.widget() is not None:
                item.widget().hide()  # at once: deleteLater waits for the event loop
                item.widget().deleteLater()
        present = sorted((p for p in view.players if p.status in ("seated", "waiting", "leaving")),
                         key=lambda p: p.name.casefold())
        waits = self.tr("waits")
        self.fit = fit = fit_names([p.name for p in present], width, height, len(view.tables),
                                   waits if view.waiting else "")
        stars = view.last_bell.stars if view.last_bell else {}
        booby = len(view.tables)
        for index, player in enumerate(present):
            row, column = index % fit.rows, index // fit.rows
            star = stars.get(player.name)
            mark = (f"<span style='color:{STAR_COLOURS[star]}'>★</span> " if star else
                    "<span style='color:transparent'>★</span> ")
            name = _ignored(QLabel(mark + html.escape(player.name)))
            name.setTextFormat(Qt.TextFormat.RichText)
            name.setObjectName(f"projector_name_{index}")
            name.setStyleSheet(f"font-size: {fit.size}px;")
            table = view.table_of(player.name)
            colour = (STAR_COLOURS["gold"] if table == 1 else
                      STAR_COLOURS["green"] if table == booby else "#ffffff")
            shown = str(table) if table is not None else waits
            size = round(fit.size * 1.15) if table is not None else fit.size
            where = QLabel(shown)
            where.setObjectName(f"projector_table_{index}")
            where.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            where.setStyleSheet(f"font-size: {size}px; font-weight: bold; color: {colour};")
            self.names_grid.addWidget(name, row, column * 2)
            self.names_grid.addWidget(where, row, column * 2 + 1)
            name.show()
            where.show()
        for column in range(fit.columns):
            self.names_grid.setColumnStretch(column * 2, 1)
        self.names_grid.setRowStretch(fit.rows, 1)

    def _leaders(self, view: PartyView, width: int, height: int, window_height: int) -> None:
        rows = [r for r in view.board[:LEADERS] if r.gold + r.red]
        title = self.tr("Leaders")
        lines = [self._leader_text(r) for r in rows]
        probe = 100
        widest = max((_width(plain, probe) for plain, _ in lines), default=1)
        size = min(round(window_height * 0.032), (height / (LEADERS + 2)) / LINE,
                   width * probe / max(1, widest) * 0.97)
        size = max(TINY, math.floor(size))  # smaller, rather than a name cut
        head = max(SMALLEST, min(round(window_height * 0.042),
                                 math.floor(width * probe / _width(title, probe, True) * 0.97)))
        self.leaders_title.setText(title)
        self.leaders_title.setStyleSheet(f"font-size: {head}px; font-weight: bold; "
                                         f"color: {STAR_COLOURS['gold']};")
        self.leaders_title.setFixedHeight(round(head * LINE))
        for label in self.leader_labels:
            self.side_layout.removeWidget(label)
            label.hide()
            label.deleteLater()
        self.leader_labels = []
        if not lines:
            lines = [(self.tr("After the first bell"), html.escape(self.tr("After the first bell")))]
        for index, (_, rich) in enumerate(lines):
            label = _ignored(QLabel(rich))
            label.setObjectName(f"projector_leader_{index}")
            label.setTextFormat(Qt.TextFormat.RichText)
            label.setStyleSheet(f"font-size: {size}px;")
            label.setFixedHeight(round(size * LINE))
            self.side_layout.insertWidget(1 + index, label)
            label.show()
            self.leader_labels.append(label)

    @staticmethod
    def _leader_text(row) -> tuple[str, str]:
        """A leader's line, as plain text (to measure) and as the rich text shown."""
        counts = [(c, n) for c, n in (("gold", row.gold), ("red", row.red),
                                      ("green", row.green)) if n]
        plain = f"{row.place}. {row.name}  " + " ".join(f"★{n}" for _, n in counts)
        stars = " ".join(f"<span style='color:{STAR_COLOURS[c]}'>★{n}</span>" for c, n in counts)
        return plain, f"{row.place}. {html.escape(row.name)}&nbsp;&nbsp;{stars}"

    def leader_names(self) -> list[str]:
        """The leaders shown, best first (tests and the host's eye read the same)."""
        if self.view is None:
            return []
        return [r.name for r in self.view.board[:LEADERS] if r.gold + r.red]
