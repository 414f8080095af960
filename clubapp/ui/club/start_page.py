"""The start page: the three jobs of a card club, each a few clicks to the first score, and
the sample club to try everything first.

A club evening or a league night: who plays tonight (names typed, one a line; a member already
on the list is found, a new one added), then table 1 opens with its game to find and its seats
filled in: choose the game, Start game, and the score form takes the first deal. A card party:
the guests, then the party's own page (its roles and the draw). The page announces what is
asked (``jobRequested``, ``sampleRequested``); the main window does it.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from clubapp.ui.shared.flow_layout import flow_of

JOBS = ("club", "party", "league")


class StartPage(QWidget):
    jobRequested = Signal(str)  # "club", "party" or "league": an evening of that kind
    sampleRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        title = QLabel(self.tr("What is on tonight?"))
        title.setObjectName("start_title")
        title.setStyleSheet("font-size: 18pt; font-weight: bold;")
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
            button.setStyleSheet("font-size: 13pt; padding: 8px 18px; text-align: left;")
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

    def __init__(self, members: list[str], kind: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Guests") if kind == "party" else self.tr("Players"))
        prompt = QLabel(self.tr("Who comes tonight? One name a line; a member is found by "
                                "name, a new name is added to the members.")
                        if kind == "party" else
                        self.tr("Who plays tonight? One name a line, in seat order; a member "
                                "is found by name, a new name is added to the members."))
        prompt.setWordWrap(True)
        self.names = QPlainTextEdit("\n".join(members))
        self.names.setObjectName("players_names")
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
        """The names typed, each once, in the order typed."""
        seen: list[str] = []
        for line in self.names.toPlainText().splitlines():
            name = " ".join(line.split())
            if name and name.casefold() not in (s.casefold() for s in seen):
                seen.append(name)
        return seen
