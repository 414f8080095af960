"""Dialogs of the seasons page: a new season with its evenings, and a season's standing rules."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from clubapp import glossary
from clubapp.events.standing_rules import AGGREGATES, BASES, TIE_BREAKS, StandingRules
from clubapp.rules import RuleError, all_games
from clubapp.services.views import EveningView
from clubapp.ui.shared.i18n import current_language, data_label, format_date
from clubapp.ui.shared.rule_messages import error_text, reason_text
from clubapp.ui.shared.style import ERROR_STYLE


def _checklist(name: str, items: Iterable[tuple[str, object, bool]]) -> QListWidget:
    widget = QListWidget()
    widget.setObjectName(name)
    for text, key, checked in items:
        item = QListWidgetItem(text)
        item.setData(Qt.ItemDataRole.UserRole, key)
        item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
        item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
        widget.addItem(item)
    return widget


def checked_keys(widget: QListWidget) -> list:
    """The keys of the checked items, in the list's order."""
    return [widget.item(i).data(Qt.ItemDataRole.UserRole) for i in range(widget.count())
            if widget.item(i).checkState() == Qt.CheckState.Checked]


def evening_checklist(evenings: Sequence[EveningView], chosen: Iterable[int]) -> QListWidget:
    """Every evening, oldest first, the chosen ones ticked."""
    ticked = set(chosen)
    ordered = sorted(evenings, key=lambda e: (e.date, e.id))
    return _checklist("season_evenings", ((f"{format_date(e.date)}  {e.name}", e.id,
                                          e.id in ticked) for e in ordered))


class EveningsDialog(QDialog):
    """A season's name (for a new one) and the evenings it counts."""

    def __init__(self, evenings: Sequence[EveningView], chosen: Iterable[int],
                 name: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New season") if name is not None else
                            self.tr("Evenings of the season"))
        self.name = QLineEdit(name or "")
        self.name.setObjectName("season_name")
        self.list = evening_checklist(evenings, chosen)
        self.list.setAccessibleName(self.tr("Evenings counted in the season:").rstrip(":"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        if name is not None:
            form = QFormLayout()
            form.addRow(self.tr("Name"), self.name)
            layout.addLayout(form)
        layout.addWidget(QLabel(self.tr("Evenings counted in the season:")))
        layout.addWidget(self.list, 1)
        layout.addWidget(buttons)
        self.resize(420, 460)

    def evening_ids(self) -> list[int]:
        return checked_keys(self.list)


class RulesDialog(QDialog):
    """A season's standing rules: the basis, how evenings add up, qualifying, tie-breaks."""

    def __init__(self, rules: StandingRules, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Standing rules"))
        self.result_rules: StandingRules | None = None
        self.basis = QComboBox()
        self.basis.setObjectName("rules_basis")
        for key, label in BASES.items():
            self.basis.addItem(data_label(label), key)
        self.places = QLineEdit()
        self.places.setObjectName("rules_places")
        self.places.setPlaceholderText("3, 2, 1")
        self.basis_note = QLabel()
        self.basis_note.setObjectName("rules_basis_note")
        self.basis_note.setWordWrap(True)
        self.basis.currentIndexChanged.connect(lambda _index: self._basis_chosen())
        self.aggregate = QComboBox()
        self.aggregate.setObjectName("rules_aggregate")
        for key, label in AGGREGATES.items():
            self.aggregate.addItem(data_label(label), key)
        self.best_of = self._spin("rules_best_of", 1, 999)
        self.min_evenings = self._spin("rules_min_evenings", 0, 999)
        self.gold, self.red, self.green = (self._spin(f"rules_{c}", 0, 100)
                                           for c in ("gold", "red", "green"))
        self.double_skunk = self._spin("rules_double_skunk", 3, 4)
        lang = current_language()
        self.games = _checklist("rules_games", ((glossary.game_name(g, lang), g.id, False)
                                                for g in all_games()))
        self.games.setMaximumHeight(120)
        self.breaks = QListWidget()
        self.breaks.setObjectName("rules_tie_breaks")
        self.breaks.setAccessibleName(self.tr("Tie-breaks, in order (ticked ones apply)"))
        up, down = QPushButton(self.tr("Up")), QPushButton(self.tr("Down"))
        up.clicked.connect(lambda: self._move(-1))
        down.clicked.connect(lambda: self._move(1))
        acc = QPushButton(self.tr("Cribbage league (ACC)"))
        acc.setObjectName("rules_acc")
        acc.clicked.connect(lambda: self.show_rules(StandingRules.acc()))
        self.error = QLabel()
        self.error.setObjectName("rules_error")
        self.error.setStyleSheet(ERROR_STYLE)
        self.error.setWordWrap(True)
        stars = QHBoxLayout()
        for label, spin in ((self.tr("gold"), self.gold), (self.tr("red"), self.red),
                            (self.tr("green"), self.green)):
            stars.addWidget(QLabel(label))
            stars.addWidget(spin)
            spin.setAccessibleName(self.tr("Star weights") + ": " + label)
        order = QHBoxLayout()
        order.addWidget(self.breaks, 1)
        arrows = QVBoxLayout()
        arrows.addWidget(up)
        arrows.addWidget(down)
        arrows.addStretch(1)
        order.addLayout(arrows)
        form = QFormLayout()
        form.addRow(self.tr("Score each evening by"), self.basis)
        form.addRow("", self.basis_note)
        form.addRow(self.tr("Points for 1st, 2nd, 3rd… at each table"), self.places)
        form.addRow(self.tr("Add evenings up as"), self.aggregate)
        form.addRow(self.tr("Best N evenings: N"), self.best_of)
        form.addRow(self.tr("Evenings needed to qualify"), self.min_evenings)
        form.addRow(self.tr("Star weights"), stars)
        form.addRow(self.tr("ACC: a double skunk counts"), self.double_skunk)
        form.addRow(self.tr("Games counted (none ticked: all)"), self.games)
        form.addRow(self.tr("Tie-breaks, in order (ticked ones apply)"), order)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.save)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(acc, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self.error.setVisible(False)
        self.show_rules(rules)

    @staticmethod
    def _spin(name: str, low: int, high: int) -> QSpinBox:
        spin = QSpinBox()
        spin.setObjectName(name)
        spin.setRange(low, high)
        return spin

    def _basis_chosen(self) -> None:
        """Say what the basis does with different games; places need their points."""
        together = self.basis.currentData() != "points"
        self.places.setEnabled(self.basis.currentData() == "places")
        self.basis_note.setText(self.tr(
            "Every game counts together by this rule; each game can still be shown on its "
            "own.") if together else self.tr(
            "Total points are counted game by game, each in its own unit: points of different "
            "games are never added up."))

    def place_points(self) -> list[object]:
        """The points typed for 1st, 2nd, 3rd…: numbers where they are numbers (the rules
        refuse anything else, naming it)."""
        parts = [p for p in self.places.text().replace(";", ",").replace(" ", ",").split(",")
                 if p]
        return [int(p) if p.isdigit() else p for p in parts]

    def show_rules(self, rules: StandingRules) -> None:
        """Fill the form with these rules."""
        self.basis.setCurrentIndex(self.basis.findData(rules.basis))
        self.places.setText(", ".join(str(n) for n in rules.places))
        self._basis_chosen()
        self.aggregate.setCurrentIndex(self.aggregate.findData(rules.aggregate))
        self.best_of.setValue(rules.best_of)
        self.min_evenings.setValue(rules.min_evenings)
        self.gold.setValue(rules.stars.gold)
        self.red.setValue(rules.stars.red)
        self.green.setValue(rules.stars.green)
        self.double_skunk.setValue(rules.acc_double_skunk)
        for i in range(self.games.count()):
            item = self.games.item(i)
            on = item.data(Qt.ItemDataRole.UserRole) in rules.games
            item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)
        self.breaks.clear()
        rest = [k for k in TIE_BREAKS if k not in rules.tie_breaks]
        for key in (*rules.tie_breaks, *rest):
            item = QListWidgetItem(data_label(TIE_BREAKS[key]))
            item.setData(Qt.ItemDataRole.UserRole, key)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if key in rules.tie_breaks
                               else Qt.CheckState.Unchecked)
            self.breaks.addItem(item)

    def _move(self, by: int) -> None:
        row = self.breaks.currentRow()
        if row < 0 or not 0 <= row + by < self.breaks.count():
            return
        item = self.breaks.takeItem(row)
        self.breaks.insertItem(row + by, item)
        self.breaks.setCurrentRow(row + by)

    def rules(self) -> StandingRules:
        """The rules the form shows; RuleError when they do not hang together."""
        return StandingRules.from_json({
            "basis": self.basis.currentData(), "aggregate": self.aggregate.currentData(),
            "best_of": self.best_of.value(), "min_evenings": self.min_evenings.value(),
            "stars": {"gold": self.gold.value(), "red": self.red.value(),
                      "green": self.green.value()},
            "acc_double_skunk": self.double_skunk.value(),
            "tie_breaks": checked_keys(self.breaks), "games": checked_keys(self.games),
            # read only where they count: a basis without places ignores what the box holds
            **({"places": self.place_points()} if self.basis.currentData() == "places"
               else {})})

    def save(self) -> None:
        try:
            self.result_rules = self.rules()
        except RuleError as exc:
            if exc.field == "tie_breaks":
                self.error.setText(self.tr("Tie-breaks: ") + reason_text(exc))
            elif exc.field == "places":
                self.error.setText(self.tr("Points for places: ") + reason_text(exc))
            else:
                self.error.setText(error_text(exc))
            self.error.setVisible(True)
            return
        self.accept()

    @classmethod
    def edit(cls, rules: StandingRules, parent: QWidget | None = None) -> StandingRules | None:
        """Open the dialog; the new rules, or None when cancelled."""
        dialog = cls(rules, parent)
        dialog.exec()
        return dialog.result_rules
