"""The pool a table's chip game carries to its next deal, on screen while the table is open.

Préférence's pot (котёл, seeds/003 line 11) and the pool of loo, rams, bierspiel and the other
chip games: the figure the printed sheet ends each deal with («Котёл», «Остаток кона») and the
phone page shows, said by the same words (``services.carried_pool``). Hidden for a game that
keeps no pool.
"""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from clubapp.services.carried_pool import carried_pool_text
from clubapp.services.views import GameView
from clubapp.ui.shared.i18n import current_language

POT_STYLE = "padding: 1px 3px; background: #f6efd9;"  # set apart from the score line's green


class PotLine(QLabel):
    """One line: «Котёл на следующую сдачу: 20 белых фишек»."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("pot_line")
        self.setStyleSheet(POT_STYLE)
        # one line beside the game's title: the title wraps first (it names the players)
        self.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Maximum)
        self.setVisible(False)

    def show_game(self, view: GameView | None) -> None:
        """The pool of this game after its last deal (hidden where it keeps none)."""
        text = carried_pool_text(view, current_language()) if view is not None else ""
        self.setText(text)
        self.setAccessibleName(text)
        self.setVisible(bool(text))
