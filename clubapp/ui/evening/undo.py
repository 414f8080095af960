"""Undo and redo of deals: each command calls a service, which commits before the screen updates."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from clubapp import glossary
from clubapp.services import Services
from clubapp.services.views import GameView
from clubapp.ui.shared.i18n import current_language


class RecordDealCommand(QUndoCommand):
    """Recorded already when pushed; undo withdraws the deal, redo restores it."""

    def __init__(self, services: Services, view: GameView, on_change: Callable[[GameView], None],
                 on_error: Callable[[str], None]) -> None:
        deal = view.deals[-1]
        super().__init__()
        self.number, self.game_id = deal.number, view.game_id
        self.retranslate()
        self.services, self.deal_id = services, deal.id
        self.on_change, self.on_error = on_change, on_error
        self._first = True

    def retranslate(self) -> None:
        """Say what is undone in the window's language (the Edit menu shows it)."""
        self.setText(QCoreApplication.translate("undo", "deal %s at %s") % (
            self.number, glossary.game_name(self.game_id, current_language())))

    def redo(self) -> None:
        if self._first:  # the deal was recorded before the command was pushed
            self._first = False
            return
        self._run(lambda: self.services.scoring.restore_deal(self.deal_id))

    def undo(self) -> None:
        self._run(lambda: self.services.scoring.withdraw_deal(self.deal_id))

    def _run(self, action: Callable[[], GameView]) -> None:
        try:
            self.on_change(action())
        except Exception as exc:  # a closed evening, a lost database: say so, keep the stack sane
            self.setObsolete(True)
            self.on_error(str(exc))


class CorrectDealCommand(QUndoCommand):
    """A correction already made when pushed; undo puts the old entry back."""

    def __init__(self, services: Services, deal_id: int, number: int, old: dict[str, Any],
                 new: dict[str, Any], on_change: Callable[[GameView], None],
                 on_error: Callable[[str], None]) -> None:
        super().__init__()
        self.number = number
        self.retranslate()
        self.services, self.deal_id, self.old, self.new = services, deal_id, old, new
        self.on_change, self.on_error = on_change, on_error
        self._first = True

    def retranslate(self) -> None:
        """Say what is undone in the window's language (the Edit menu shows it)."""
        self.setText(QCoreApplication.translate("undo", "correction of deal %s") % self.number)

    def redo(self) -> None:
        if self._first:
            self._first = False
            return
        self._run(self.new)

    def undo(self) -> None:
        self._run(self.old)

    def _run(self, entry: dict[str, Any]) -> None:
        try:
            self.on_change(self.services.scoring.correct_deal(self.deal_id, entry))
        except Exception as exc:
            self.setObsolete(True)
            self.on_error(str(exc))
