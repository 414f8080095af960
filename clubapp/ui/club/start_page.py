"""The start page: the three jobs of a card club, each a few clicks to the first score, and
the sample club to try everything first.

A club evening or a league night: who plays tonight (names typed, one a line; a member already
on the list is found, a new one added), then table 1 opens with its game to find and its seats
filled in: choose the game, Start game, and the score form takes the first deal. A card party:
the guests, then the party's own page (its roles and the draw). The page announces what is
asked (``jobRequested``, ``sampleRequested``); the main window does it.

Nothing is made behind the person's back: a name that may be a member already ("bob" where
Bob Jones is on the list) is asked about before the names are taken, and an evening of the
same kind already open tonight is offered to be continued (``start_questions``).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Sequence

from PySide6.QtCore import QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from clubapp.services.members import name_key
from clubapp.services.views import MemberView
from clubapp.ui.shared.flow_layout import flow_of
from clubapp.ui.shared.text_size import follow

JOBS = ("club", "party", "league")


class StartPage(QWidget):
    jobRequested = Signal(str)  # "club", "party" or "league": an evening of that kind
    sampleRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        title = QLabel(self.tr("What is on tonight?"))
        title.setObjectName("start_title")
        follow(title, 2.0, bold=True)  # grows with the text size (View menu)
        title.setWordWrap(True)
        words = {
            "club": (self.tr("A &club evening"),
                     self.tr("Tables of any game, scored deal by deal: who plays, the game, "
                             "the first score.")),
            "party": (self.tr("A card &party"),
                      self.tr("Progressive euchre: the guests, the draw, the bell; stars and "
                              "prizes at the end.")),
            "league": (self.tr("A &league night"),
                       self.tr("An evening of a season: its games count in the season's "
                               "standings.")),
        }
        layout = QVBoxLayout(self)
        layout.addWidget(title)
        self.buttons: dict[str, QPushButton] = {}
        for job in JOBS:
            label, description = words[job]
            button = QPushButton(label)
            button.setObjectName(f"start_{job}")
            button.setStyleSheet("padding: 8px 18px; text-align: left;")
            follow(button, 1.45)
            button.clicked.connect(lambda _=False, j=job: self.jobRequested.emit(j))
            self.buttons[job] = button
            note = QLabel(description)
            note.setWordWrap(True)
            note.setStyleSheet("color: #555; margin-left: 4px;")
            layout.addWidget(button, 0, Qt.AlignmentFlag.AlignLeft)
            layout.addWidget(note)
        layout.addSpacing(12)
        self.sample_button = QPushButton(self.tr("Open the &sample club"))
        self.sample_button.setObjectName("start_sample")
        self.sample_button.clicked.connect(self.sampleRequested)
        sample_note = QLabel(self.tr("An evening already under way, on a scratch copy: try "
                                     "anything, your club is not touched."))
        sample_note.setWordWrap(True)
        sample_note.setStyleSheet("color: #555;")
        layout.addWidget(flow_of([self.sample_button]))
        layout.addWidget(sample_note)
        layout.addStretch(1)


class PlayersDialog(QDialog):
    """Who plays tonight: names typed one a line (members found by name, new ones added)."""

    def __init__(self, members: list[str], kind: str, parent: QWidget | None = None, *,
                 known: Sequence[MemberView] = ()) -> None:
        super().__init__(parent)
        self.known = list(known)  # the members a name typed may mean
        self.meant: list[int | str] = []  # accepted: each name's member number, or a new name
        self.setWindowTitle(self.tr("Guests") if kind == "party" else self.tr("Players"))
        prompt = QLabel(self.tr("Who comes tonight? One name a line; a member is found by "
                                "name, a new name is added to the members.")
                        if kind == "party" else
                        self.tr("Who plays tonight? One name a line, in seat order; a member "
                                "is found by name, a new name is added to the members."))
        prompt.setWordWrap(True)
        self.names = QPlainTextEdit("\n".join(members))
        self.names.setObjectName("players_names")
        self.names.setAccessibleName(self.tr("Guests") if kind == "party" else self.tr("Players"))
        self.names.setTabChangesFocus(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(prompt)
        layout.addWidget(self.names, 1)
        layout.addWidget(buttons)
        self.resize(420, 360)

    def chosen(self) -> list[str]:
        """The names typed, each once (any case, ё as е), in the order typed."""
        seen: list[str] = []
        keys: set[str] = set()
        for line in self.names.toPlainText().splitlines():
            name = " ".join(line.split())
            if name and name_key(name) not in keys:
                seen.append(name)
                keys.add(name_key(name))
        return seen

    def accept(self) -> None:
        """Take the names, after asking about each that may be a member already; a question
        cancelled keeps the dialog open with the names as typed."""
        from clubapp.ui.club.start_questions import who_is_meant

        meant = who_is_meant(self, self.chosen(), self.known)
        if meant is None:
            self.names.setFocus()
            return
        self.meant = meant
        super().accept()


def tonight_name(day: dt.date, taken: Iterable[str] = ()) -> str:
    """An evening's automatic name: its weekday in the window's language ("Tuesday",
    «Вторник»), numbered when an evening of that day already has it ("Tuesday (2)")."""
    weekday = QLocale().standaloneDayName(day.isoweekday())
    weekday = weekday[:1].upper() + weekday[1:]
    used = {name_key(name) for name in taken}
    name, number = weekday, 1
    while name_key(name) in used:
        number += 1
        name = f"{weekday} ({number})"
    return name
