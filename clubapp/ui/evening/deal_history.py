"""Undo and redo of deals, each table with its own history.

The Edit menu undoes at the table on screen, and only there: every table keeps its own list of
what was done at it (deals recorded, deals corrected), and the window makes the history of the
table it shows the active one. An undo only ever takes out that table's last recorded deal, and
the service checks it again (another computer may have recorded, undone or corrected since).

A step that the club's data refuses (a closed evening, a lost server, a deal changed on
another computer) leaves the history exactly where it was: the step is neither dropped nor
passed over, so once the evening is reopened the same Ctrl+Z undoes the same deal. Qt's
QUndoStack moves its index before a command runs and cannot be told that a command failed;
this history moves only after the service has committed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from clubapp.ui.shared.i18n import current_language

if TYPE_CHECKING:  # the main window makes the histories before the club (and its database
    from clubapp.services import Services  # layer) is imported: the window paints first
    from clubapp.services.views import GameView


class Step:
    """One thing done at a table, already committed when it is added to the history."""

    def text(self) -> str:  # pragma: no cover - every step says what it is
        raise NotImplementedError

    def game(self) -> str:
        """The game's name where the step names one ("" otherwise)."""
        return ""

    def undo(self, services: Services, seen: dict[int, int]) -> GameView:
        raise NotImplementedError

    def redo(self, services: Services, seen: dict[int, int]) -> GameView:
        raise NotImplementedError


class RecordStep(Step):
    """A deal recorded: undo takes it out (only while it is the game's last), redo puts it back."""

    def __init__(self, view: GameView) -> None:
        deal = view.deals[-1]
        self.deal_id, self.number, self.game_id = deal.id, deal.number, view.game_id

    def text(self) -> str:
        return QCoreApplication.translate("DealHistory", "deal %s") % self.number

    def game(self) -> str:
        from clubapp import glossary

        return glossary.game_name(self.game_id, current_language())

    def undo(self, services: Services, seen: dict[int, int]) -> GameView:
        return services.scoring.undo_last_deal(self.deal_id, seen.get(self.deal_id))

    def redo(self, services: Services, seen: dict[int, int]) -> GameView:
        return services.scoring.redo_deal(self.deal_id)


class CorrectStep(Step):
    """A deal corrected: undo puts the old entry back, redo the new one, each time checking
    that nobody else corrected the deal meanwhile."""

    def __init__(self, deal_id: int, number: int, old: dict[str, Any],
                 new: dict[str, Any]) -> None:
        self.deal_id, self.number, self.old, self.new = deal_id, number, old, new

    def text(self) -> str:
        return QCoreApplication.translate("DealHistory", "correction of deal %s") % self.number

    def undo(self, services: Services, seen: dict[int, int]) -> GameView:
        return services.scoring.correct_deal(self.deal_id, self.old, seen.get(self.deal_id))

    def redo(self, services: Services, seen: dict[int, int]) -> GameView:
        return services.scoring.correct_deal(self.deal_id, self.new, seen.get(self.deal_id))


class DealHistory:
    """One table's history: the steps done at it and how many of them are in effect."""

    def __init__(self, table_number: int) -> None:
        self.table_number = table_number
        self.steps: list[Step] = []
        self.index = 0  # steps[:index] are in effect; steps[index:] can be redone
        self.seen: dict[int, int] = {}  # each deal's revision as this table last left it

    def can_undo(self) -> bool:
        return self.index > 0

    def can_redo(self) -> bool:
        return self.index < len(self.steps)

    def undo_step(self) -> Step | None:
        return self.steps[self.index - 1] if self.can_undo() else None

    def redo_step(self) -> Step | None:
        return self.steps[self.index] if self.can_redo() else None

    def note(self, view: GameView) -> None:
        """Remember the revisions of ``view``'s deals as this table leaves them."""
        for deal in view.deals:
            self.seen[deal.id] = deal.revision


class TableHistories(QObject):
    """Every table's history, and which one the Edit menu acts on (the table on screen).

    ``applied`` carries the game as an undo or redo left it; ``refused`` the reason a step was
    refused (the history has not moved); ``changed`` says the Edit menu needs new words.
    """

    applied = Signal(object)
    refused = Signal(str)
    changed = Signal()
    said = Signal(str)  # what an undo or a redo did, for the status bar

    def __init__(self, services: Services | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.services = services
        self.tables: dict[int, DealHistory] = {}
        self.active_table: int | None = None

    def history(self, table_id: int, table_number: int) -> DealHistory:
        if table_id not in self.tables:
            self.tables[table_id] = DealHistory(table_number)
        return self.tables[table_id]

    def active(self) -> DealHistory | None:
        return self.tables.get(self.active_table) if self.active_table is not None else None

    def set_active(self, table_id: int | None) -> None:
        """Act on this table's history from now on (None: no table is on screen)."""
        if table_id != self.active_table:
            self.active_table = table_id
            self.changed.emit()

    def push(self, table_id: int, table_number: int, step: Step, view: GameView) -> None:
        """Add a step just committed at a table; what could be redone there is dropped."""
        history = self.history(table_id, table_number)
        del history.steps[history.index:]
        history.steps.append(step)
        history.index += 1
        history.note(view)
        self.changed.emit()

    def clear(self, services: Services | None = None) -> None:
        """Forget every history (another database is opened)."""
        self.services = services
        self.tables.clear()
        self.changed.emit()

    def undo_label(self) -> str:
        """The Edit menu's words for undo: what, at which table, of which game."""
        history = self.active()
        step = history.undo_step() if history is not None else None
        if history is None or step is None:
            return QCoreApplication.translate("DealHistory", "&Undo")
        return _with_game(QCoreApplication.translate("DealHistory", "&Undo %s at table %d") % (
            step.text(), history.table_number), step)

    def redo_label(self) -> str:
        history = self.active()
        step = history.redo_step() if history is not None else None
        if history is None or step is None:
            return QCoreApplication.translate("DealHistory", "&Redo")
        return _with_game(QCoreApplication.translate("DealHistory", "&Redo %s at table %d") % (
            step.text(), history.table_number), step)

    def undo(self) -> bool:
        """Undo the active table's last step; False (said by ``refused``) when refused."""
        history = self.active()
        if history is None or not history.can_undo():
            return False
        return self._run(history, history.steps[history.index - 1], undo=True)

    def redo(self) -> bool:
        history = self.active()
        if history is None or not history.can_redo():
            return False
        return self._run(history, history.steps[history.index], undo=False)

    def _run(self, history: DealHistory, step: Step, *, undo: bool) -> bool:
        from clubapp.rules import RuleError
        from clubapp.services.views import ServiceError
        from clubapp.store.database import DatabaseError
        from clubapp.ui.shared.rule_messages import error_words

        assert self.services is not None
        try:
            view = (step.undo if undo else step.redo)(self.services, history.seen)
        except (RuleError, ServiceError, DatabaseError) as exc:
            # a closed evening, a lost server, a deal changed elsewhere, an old entry that
            # would break a later deal: said, and the history stays where it was
            self.refused.emit(error_words(exc))
            return False
        history.index += -1 if undo else 1
        history.note(view)
        self.changed.emit()
        self.applied.emit(view)
        done = (QCoreApplication.translate("DealHistory", "Undone at table %d: %s") if undo
                else QCoreApplication.translate("DealHistory", "Redone at table %d: %s"))
        self.said.emit(done % (history.table_number, step.text()))
        return True


def _with_game(label: str, step: Step) -> str:
    game = step.game()
    return f"{label} — {game}" if game else label
