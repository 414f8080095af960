"""The projector's leaders (once the party has ended, its prize winners): beside the names, or
on a page of their own, or alone on the screen.

Each leader's counts are written with their colour's word (*★3 gold*), not told apart by
colour alone; each prize is named with its pack in the room's language (the host's own names
as typed). A line too long for the side folds at a space, never cut; the leaders that do not
fit are on the Stars tab and the printed board.
"""

from __future__ import annotations

import html
import math
from functools import lru_cache

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QLabel, QLayout, QSizePolicy, QVBoxLayout, QWidget

from clubapp.services.party_views import PartyView
from clubapp.ui.party.projector_layout import LINE
from clubapp.ui.shared.i18n import current_language

STAR_COLOURS = {"gold": "#f2c14e", "red": "#e5533d", "green": "#4cbb7f"}
LEADERS = 8
PROBE = 100  # widths scale with the type size: measured once, large
LARGEST_SHARE = 16  # a name at most 1/16 of the screen's height (a few guests: large)
FOLD_SPARE = 8  # pixels to spare before a line is said to fit on one line


@lru_cache(maxsize=16384)  # the same names are measured at every bell and every page
def text_width(text: str, size: int, bold: bool = False) -> int:
    """The width of a line of text at a type size (in pixels), as the window draws it."""
    font = QFont()
    font.setPixelSize(max(1, size))
    font.setBold(bold)
    return QFontMetrics(font).horizontalAdvance(text)


translate = QCoreApplication.translate  # the projector window's words: its context


def star_word(colour: str) -> str:
    """A star's colour in words ("gold", "red", "green")."""
    return {"gold": translate("ProjectorWindow", "gold"),
            "red": translate("ProjectorWindow", "red"),
            "green": translate("ProjectorWindow", "green")}[colour]


def leader_text(row) -> tuple[str, str]:
    """A leader's line, as plain text (to measure) and as the rich text shown."""
    counts = [(c, n) for c, n in (("gold", row.gold), ("red", row.red), ("green", row.green))
              if n]
    # each count with its colour's word: the colour is not the only one to say it
    named = [(c, f"★{n} {star_word(c)}") for c, n in counts]
    plain = f"{row.place}. {row.name}  " + " ".join(text for _, text in named)
    stars = " ".join(f"<span style='color:{STAR_COLOURS[c]}'>{html.escape(text)}</span>"
                     for c, text in named)
    return plain, f"{row.place}. {html.escape(row.name)}&nbsp;&nbsp;{stars}"


class LeadersSide(QWidget):
    """The leaders' (or the prize winners') column of the projector."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Ignored)
        self.setObjectName("projector_side")
        self.title = QLabel(translate("ProjectorWindow", "Leaders"))
        self.title.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.title.setObjectName("projector_leaders_title")
        self.labels: list[QLabel] = []
        self.column = QVBoxLayout(self)
        self.column.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        self.column.setContentsMargins(0, 0, 0, 0)
        self.column.setSpacing(4)
        self.column.addWidget(self.title)
        self.column.addStretch(1)

    def lines(self, view: PartyView) -> list[tuple[str, str]]:
        """The side's lines, plain (to measure) and rich: the leaders, or once the party has
        ended the prize winners, each prize with the pack's name in the room's language."""
        if view.ended is None:
            return [leader_text(r) for r in view.board[:LEADERS] if r.gold + r.red]
        names = {"first": translate("ProjectorWindow", "First prize"),
                 "second": translate("ProjectorWindow", "Second prize"),
                 "consolation": translate("ProjectorWindow", "Consolation prize")}
        colours = {"first": STAR_COLOURS["gold"], "second": STAR_COLOURS["red"],
                   "consolation": STAR_COLOURS["green"]}
        out = []  # two lines a prize: the prize and the pack, then the winner, as large
        lang = current_language()
        for prize in view.prizes:
            head = f"{names.get(prize.prize, prize.prize)}, {view.pack_name(prize.role, lang)}:"
            out.append((head, f"<span style='color:{colours.get(prize.prize, '#f4f4f4')}'>"
                              f"{html.escape(head)}</span>"))
            out.append((f"  {prize.player}", f"&nbsp;&nbsp;{html.escape(prize.player)}"))
        return out

    @staticmethod
    def _heading(view: PartyView) -> str:
        if view.ended is not None:
            return translate("ProjectorWindow", "Prize winners")
        return translate("ProjectorWindow", "Leaders")

    def width_for(self, view: PartyView, lines: list[tuple[str, str]], least: int,
                  most: int) -> int:
        """The side's width: its longest line at the names' least size, at most ``most`` (a
        longer line folds at a space)."""
        if not lines:
            lines = [(translate("ProjectorWindow", "After the first bell"), "")]
        needed = max(text_width(plain, least) for plain, _rich in lines) + 8 + FOLD_SPARE
        head = text_width(self._heading(view), round(least * 1.3), bold=True) + 8
        return min(max(needed, head), most)

    def show_lines(self, view: PartyView, width: int, height: int, least: int,
                   window_height: int, big: bool = False) -> None:
        """Lay the lines out in ``width`` × ``height`` at the least size (``big``: a page of
        their own, as large as it holds); the leaders that do not fit are left out."""
        title = self._heading(view)
        lines = self.lines(view)
        size = least
        if big:
            widest = max((text_width(plain, PROBE) for plain, _ in lines), default=1)
            rows = max(len(lines), 4) + 2
            size = max(least, min(round(window_height / LARGEST_SHARE),
                                  math.floor(width * PROBE / widest * 0.97),
                                  math.floor(height / rows / LINE)))
        head = max(least, min(round(size * 1.3),
                              math.floor(width * PROBE / text_width(title, PROBE, True) * 0.97)))
        self.title.setText(title)
        self.title.setStyleSheet(f"font-size: {head}px; font-weight: bold; "
                                 f"color: {STAR_COLOURS['gold']};")
        self.title.setFixedHeight(round(head * LINE))
        for label in self.labels:
            self.column.removeWidget(label)
            label.hide()
            label.setObjectName("")  # no longer answers to its name
            label.deleteLater()
        self.labels = []
        if not lines:
            first = translate("ProjectorWindow", "After the first bell")
            lines = [(first, html.escape(first))]
        room = height - round(head * LINE)
        for index, (_, rich) in enumerate(lines):
            label = QLabel(rich)
            label.setObjectName(f"projector_leader_{index}")
            label.setTextFormat(Qt.TextFormat.RichText)
            label.setWordWrap(True)  # a long name folds at a space, never cut
            label.setStyleSheet(f"font-size: {size}px;")
            label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            label.setFixedWidth(width)
            self.column.insertWidget(1 + index, label)
            label.ensurePolished()  # its type size, from its style sheet, before it is measured
            # a line that only just fits is given a second: a screen's own font may fold it
            tall = label.heightForWidth(width - FOLD_SPARE)
            room -= tall + self.column.spacing()
            if room < 0 and index > 0 and view.ended is None:
                self.column.removeWidget(label)  # the leaders that fit: the Stars tab and the
                label.deleteLater()  # printed board list them all
                break
            label.setFixedHeight(tall)
            label.show()
            self.labels.append(label)

    def prize_winners(self, view: PartyView | None) -> list[str]:
        """The prize winners shown once the party has ended, one line each."""
        if view is None or view.ended is None:
            return []
        lines = [plain.strip() for plain, _rich in self.lines(view)]
        return [f"{head} {name}" for head, name in zip(lines[::2], lines[1::2], strict=True)]

    def leader_names(self, view: PartyView | None) -> list[str]:
        """The leaders shown, best first."""
        if view is None:
            return []
        shown = len(self.labels) if self.labels and view.board else LEADERS
        return [r.name for r in view.board[:LEADERS] if r.gold + r.red][:shown]
