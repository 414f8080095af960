"""What an evening charges and how it pays, set in a small dialog: the currency, the entry fee
(and the guests'), the table money, the payout rule, where the winnings go, and the pots in
play that evening.

*Keep* sends the whole setup to the money service in one change (``MoneyService.setup``): it
is kept or refused whole. A refusal names the key it is about, and the dialog shows it under
that box (the box ringed in red); nothing is changed then, and what was typed stays to be
corrected. Sums are typed as the window's language writes them ("1,50" in Russian).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from decimal import Decimal
from typing import Any

from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QStackedWidget,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from clubapp.ledger.money import PayoutRule, percent_json
from clubapp.services import ServiceError, Services
from clubapp.services.money_views import EveningMoneyView, PotSetupView, SetupView
from clubapp.ui.shared.i18n import current_language
from clubapp.ui.shared.money_amounts import (
    mark_box,
    not_a_sum,
    refusal_key,
    refusal_reason,
    shown,
    typed_amount,
)
from clubapp.ui.shared.style import ERROR_STYLE

ROUNDINGS = ("cents_to_house", "cents_to_first", "halves_to_first", "wholes_to_house")
CONDITIONS = ("manual", "hand_at_least", "hand_exactly", "skunk", "double_skunk")
MOST_SHOW = 46


class NotANumber(Exception):
    """A box whose text is no number in the window's language (said beside it)."""

    def __init__(self, box: QWidget, text: str) -> None:
        super().__init__(text)
        self.box, self.text = box, text


def _note() -> QLabel:
    note = QLabel()
    note.setWordWrap(True)
    note.setStyleSheet(ERROR_STYLE)
    note.setVisible(False)
    return note


def _with_note(box: QWidget, note: QLabel) -> QWidget:
    """A box with its refusal under it (hidden while there is none)."""
    holder = QWidget()
    layout = QVBoxLayout(holder)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.setSpacing(1)
    layout.addWidget(box)
    layout.addWidget(note)
    return holder


def _amount_box(name: str, value: Decimal | None) -> QLineEdit:
    box = QLineEdit(shown(value))
    box.setObjectName(name)
    box.setMaximumWidth(140)
    return box


def _number(text: str) -> int | str:
    """A percentage as the service takes it: a whole number, or its text ("12.5")."""
    return int(text) if text.isdigit() else text


class PotRow:
    """A pot's line in the setup: its name, stake and what takes it."""

    def __init__(self, dialog: MoneySetupDialog, pot: PotSetupView | None,
                 known: list[PotSetupView]) -> None:
        self.dialog = dialog
        self.original = dict(pot.won_by) if pot is not None else None
        self.known = {p.name.casefold(): p for p in known}
        tr = dialog.tr
        self.name = QComboBox()
        self.name.setEditable(True)
        self.name.addItems([p.name for p in known])
        self.name.setCurrentText(pot.name if pot is not None else "")
        self.name.setAccessibleName(tr("Pot's name"))
        self.name.currentTextChanged.connect(self._known_pot)
        self.stake = QLineEdit(shown(pot.per_player) if pot is not None else "")
        self.stake.setAccessibleName(tr("Each player puts in"))
        self.stake.setMaximumWidth(110)
        self.condition = QComboBox()
        self.condition.setAccessibleName(tr("Taken by"))
        for key, words in zip(CONDITIONS, (
                tr("the treasurer's award"), tr("a cribbage hand or crib of at least"),
                tr("a cribbage hand or crib of exactly"), tr("a cribbage game won by a skunk"),
                tr("a cribbage game won by a double skunk")), strict=True):
            self.condition.addItem(words, key)
        self.points = QSpinBox()
        self.points.setRange(1, MOST_SHOW)
        self.points.setValue(24)
        self.points.setAccessibleName(tr("Points of the hand"))
        self.several = QComboBox()
        self.several.setAccessibleName(tr("Several claims"))
        self.several.addItem(tr("the first takes it"), "first")
        self.several.addItem(tr("they share it"), "share")
        self.condition.currentIndexChanged.connect(self._follow_condition)
        if pot is not None:
            self._show_rule(pot.won_by, pot.several)
        self._follow_condition()

    def widgets(self) -> list[QWidget]:
        return [self.name, self.stake, self.condition, self.points, self.several]

    def _show_rule(self, won_by: dict[str, Any], several: str) -> None:
        kind = next((k for k in CONDITIONS if won_by.get(k)), "manual")
        self.condition.setCurrentIndex(CONDITIONS.index(kind))
        if kind in ("hand_at_least", "hand_exactly"):
            self.points.setValue(int(won_by[kind]))
        self.several.setCurrentIndex(max(self.several.findData(several), 0))

    def _known_pot(self, name: str) -> None:
        """A pot the club has already: its rule, as a new evening plays it."""
        pot = self.known.get(" ".join(name.split()).casefold())
        if pot is not None:
            self.original = dict(pot.won_by)
            self.stake.setText(shown(pot.per_player))
            self._show_rule(pot.won_by, pot.several)

    def _follow_condition(self) -> None:
        self.points.setEnabled(self.condition.currentData() in ("hand_at_least", "hand_exactly"))

    def won_by(self) -> dict[str, Any]:
        """What takes the pot, as the service reads it (the pot's own rule where unchanged:
        its game and which shows count are kept)."""
        kind = self.condition.currentData()
        if kind == "manual":
            made: dict[str, Any] = {"manual": True}
        elif kind in ("skunk", "double_skunk"):
            made = {"game": "cribbage", kind: True}
        else:
            made = {"game": "cribbage", kind: self.points.value()}
        unchanged = self.original is not None and all(
            self.original.get(k) == v for k, v in made.items() if k != "game")
        return dict(self.original) if unchanged and self.original is not None else made

    def to_json(self) -> dict[str, Any]:
        """The pot as the setup's ``pots`` list takes it; NotANumber for a stake that is no
        sum."""
        out: dict[str, Any] = {"name": self.name.currentText(), "won_by": self.won_by(),
                               "several": self.several.currentData()}
        stake = typed_amount(self.stake.text())
        if stake is None:
            raise NotANumber(self.stake, not_a_sum(self.dialog.tr("Each player puts in"),
                                                   self.stake.text()))
        if stake:
            out["per_player"] = stake
        return out


class MoneySetupDialog(QDialog):
    """The evening's money set up: kept whole through the service, or refused beside a box."""

    def __init__(self, services: Services, evening_id: int, parent: QWidget | None = None
                 ) -> None:
        super().__init__(parent)
        self.services, self.evening_id = services, evening_id
        self.view: EveningMoneyView | None = None
        self.setWindowTitle(self.tr("The evening's money"))
        setup = services.money.evening_money(evening_id).setup
        self.known_pots = services.money.pots()
        self.notes: dict[str, QLabel] = {}
        self.boxes: dict[str, QWidget] = {}
        self.currency = QLineEdit(setup.currency)
        self.currency.setObjectName("money_currency")
        self.currency.setMaxLength(3)
        self.currency.setMaximumWidth(80)
        # an example of the three letters, the one a club speaking the language most likely keeps
        self.currency.setPlaceholderText("RUB" if current_language() == "ru" else "USD")
        self.currency.setToolTip(self.tr("The currency's three letters (USD, EUR, RUB); the "
                                         "club keeps one for all its evenings"))
        self.entry_fee = _amount_box("money_entry_fee", setup.entry_fee)
        self.guest_fee = _amount_box("money_guest_fee", setup.guest_fee)
        self.guest_fee.setPlaceholderText(self.tr("as members"))
        self.table_money = _amount_box("money_table_money", setup.table_money)
        self.pay_out = QComboBox()
        self.pay_out.setObjectName("money_pay_out")
        self.pay_out.addItem(self.tr("in cash at the evening"), "cash")
        self.pay_out.addItem(self.tr("credited to their balances"), "balance")
        self.pay_out.setCurrentIndex(max(self.pay_out.findData(setup.pay_out), 0))
        fees = QFormLayout()
        for key, label, box in (
                ("currency", self.tr("Currency"), self.currency),
                ("entry_fee", self.tr("Entry fee"), self.entry_fee),
                ("guest_fee", self.tr("Guests' entry fee"), self.guest_fee),
                ("table_money", self.tr("Table money"), self.table_money),
                ("pay_out", self.tr("Prizes and pots paid"), self.pay_out)):
            fees.addRow(label, self._boxed(key, box, label))
        fees_box = QGroupBox(self.tr("What each player pays"))
        fees_box.setLayout(fees)
        prizes_box = QGroupBox(self.tr("Prizes"))
        prizes_box.setLayout(self._payout_form(setup))
        self.pot_rows: list[PotRow] = []
        self.pots = QTableWidget(0, 5)
        self.pots.setObjectName("money_pots")
        self.pots.setAccessibleName(self.tr("Pots in play"))
        self.pots.setHorizontalHeaderLabels([
            self.tr("Pot"), self.tr("Each puts in"), self.tr("Taken by"), self.tr("Points"),
            self.tr("Several claims")])
        self.pots.verticalHeader().setVisible(False)
        self.pots.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        header = self.pots.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for pot in setup.pots:
            self.add_pot(pot)
        add = QPushButton(self.tr("&Add a pot"))
        add.setObjectName("money_add_pot")
        add.clicked.connect(lambda: self.add_pot(None))
        remove = QPushButton(self.tr("&Not tonight"))
        remove.setObjectName("money_remove_pot")
        remove.setToolTip(self.tr("The chosen pot is not played at this evening (the club "
                                  "keeps it, and what it holds, for another)"))
        remove.clicked.connect(self.remove_pot)
        pot_buttons = QHBoxLayout()
        pot_buttons.addWidget(add)
        pot_buttons.addWidget(remove)
        pot_buttons.addStretch(1)
        self.notes["pots"] = _note()
        pots_box = QGroupBox(self.tr("Pots in play tonight"))
        pots_layout = QVBoxLayout(pots_box)
        pots_layout.addWidget(self.pots, 1)
        pots_layout.addWidget(self.notes["pots"])
        pots_layout.addLayout(pot_buttons)
        self.error = _note()
        self.error.setObjectName("money_setup_error")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Save).setObjectName("money_setup_keep")
        buttons.accepted.connect(self.keep)
        buttons.rejected.connect(self.reject)
        top = QGridLayout()
        top.addWidget(fees_box, 0, 0)
        top.addWidget(prizes_box, 0, 1)
        top.setColumnStretch(0, 1)
        top.setColumnStretch(1, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(pots_box, 1)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self.resize(940, 540)

    # --- building -----------------------------------------------------------------------
    def _boxed(self, key: str, box: QWidget, name: str) -> QWidget:
        """The box with its refusal's place under it; named as its label (the label's buddy
        is the holder, not the box)."""
        box.setAccessibleName(name.replace("&", ""))
        self.notes[key] = _note()
        self.notes[key].setObjectName(f"note_{key}")
        self.boxes[key] = box
        return _with_note(box, self.notes[key])

    def _payout_form(self, setup: SetupView) -> QFormLayout:
        rule: PayoutRule | None = setup.payout
        self.payout_kind = QComboBox()
        self.payout_kind.setObjectName("money_payout_kind")
        for words, key in ((self.tr("no prizes"), "none"),
                           (self.tr("fixed places"), "places"),
                           (self.tr("the top part of the field"), "top"),
                           (self.tr("a card party's prizes"), "party")):
            self.payout_kind.addItem(words, key)
        self.places = QLineEdit("50 30 20")
        self.places.setObjectName("money_places")
        self.places.setToolTip(self.tr("Each place's share of the prize fund in per cent, "
                                       "first place first, adding up to 100: 50 30 20"))
        self.top_percent = QSpinBox()
        self.top_percent.setObjectName("money_top_percent")
        self.top_percent.setRange(1, 100)
        self.top_percent.setValue(25)
        self.top_percent.setSuffix(" %")
        self.top_percent.setMaximumWidth(110)
        self.count_mode = QComboBox()
        self.count_mode.addItem(self.tr("whole places only"), "down")
        self.count_mode.addItem(self.tr("a part counts as a place"), "up")
        self.count_mode.addItem(self.tr("to the nearest place"), "nearest")
        self.shares = QComboBox()
        self.shares.addItem(self.tr("falling evenly (3, 2, 1)"), "linear")
        self.shares.addItem(self.tr("equal"), "equal")
        top_page = QWidget()
        top_form = QFormLayout(top_page)
        top_form.setContentsMargins(0, 0, 0, 0)
        top_form.addRow(self.tr("Top part paid"), self.top_percent)
        top_form.addRow(self.tr("Places"), self.count_mode)
        top_form.addRow(self.tr("Shares"), self.shares)
        self.party: dict[str, QLineEdit] = {}
        party_page = QWidget()
        party_form = QFormLayout(party_page)
        party_form.setContentsMargins(0, 0, 0, 0)
        for prize, words in (("first", self.tr("First prize")),
                             ("second", self.tr("Second prize")),
                             ("consolation", self.tr("Consolation prize"))):
            amount = rule.party.get(prize) if rule is not None and rule.party else None
            self.party[prize] = _amount_box(f"money_party_{prize}", amount)
            party_form.addRow(words, self._boxed(f"payout.party.{prize}", self.party[prize],
                                                 words))
        places_page = QWidget()
        places_form = QFormLayout(places_page)
        places_form.setContentsMargins(0, 0, 0, 0)
        places_form.addRow(self.tr("Shares, %"), self._boxed("payout.places", self.places,
                                                             self.tr("Shares, %")))
        self.details = QStackedWidget()
        self.details.addWidget(QWidget())
        self.details.addWidget(places_page)
        self.details.addWidget(top_page)
        self.details.addWidget(party_page)
        self.payout_kind.currentIndexChanged.connect(self._follow_kind)
        self.fund = QSpinBox()
        self.fund.setObjectName("money_fund")
        self.fund.setRange(0, 100)
        self.fund.setValue(100)
        self.fund.setSuffix(" %")
        self.fund.setMaximumWidth(110)
        self.fund.setToolTip(self.tr("The part of the entry fees that makes the prize fund"))
        self.rounding = QComboBox()
        self.rounding.setObjectName("money_rounding")
        for key, words in zip(ROUNDINGS, (
                self.tr("down to the cent, odd cents to the house"),
                self.tr("down to the cent, odd cents to first place"),
                self.tr("to 0.50, first place takes the rest"),
                self.tr("down to whole units, the rest to the house")), strict=True):
            self.rounding.addItem(words, key)
        self.source: str | None = None
        if rule is not None:
            self._show_rule(rule)
        form = QFormLayout()
        form.addRow(self.tr("Paid to"), self._boxed("payout", self.payout_kind,
                                                    self.tr("Paid to")))
        form.addRow(self.details)
        form.addRow(self.tr("Prize fund"), self._boxed("payout.fund", self.fund,
                                                       self.tr("Prize fund")))
        form.addRow(self.tr("Rounding"), self._boxed("payout.rounding", self.rounding,
                                                     self.tr("Rounding")))
        self._follow_kind()
        return form

    def _show_rule(self, rule: PayoutRule) -> None:
        self.payout_kind.setCurrentIndex(max(self.payout_kind.findData(rule.kind), 0))
        if rule.kind == "places":
            self.places.setText(" ".join(str(percent_json(s)) for s in rule.places))
        elif rule.kind == "top":
            self.top_percent.setValue(int(rule.top_percent or 25))
            self.count_mode.setCurrentIndex(max(self.count_mode.findData(rule.count), 0))
            if isinstance(rule.shares, tuple):  # a list of shares: kept as it is
                words = " / ".join(str(percent_json(s)) for s in rule.shares)
                self.shares.addItem(self.tr("as set: %s") % words,
                                    [percent_json(s) for s in rule.shares])
                self.shares.setCurrentIndex(self.shares.count() - 1)
            else:
                self.shares.setCurrentIndex(max(self.shares.findData(rule.shares), 0))
        self.fund.setValue(int(rule.fund))
        if rule.rounding.name in ROUNDINGS:
            self.rounding.setCurrentIndex(ROUNDINGS.index(rule.rounding.name))
        else:
            self.rounding.addItem(self.tr("the club's own rule"), rule.rounding.to_json())
            self.rounding.setCurrentIndex(self.rounding.count() - 1)
        self.source = rule.source if rule.kind != "party" else None

    def _follow_kind(self) -> None:
        kind = self.payout_kind.currentData()
        shown = ("none", "places", "top", "party").index(kind)
        self.details.setCurrentIndex(shown)
        for index in range(self.details.count()):  # as tall as the page shown, no taller
            page = self.details.widget(index)
            assert page is not None  # index < count()
            policy = QSizePolicy.Policy.Preferred if index == shown else \
                QSizePolicy.Policy.Ignored
            page.setSizePolicy(policy, policy)
        self.details.adjustSize()
        self.details.setVisible(kind != "none")
        for box in (self.fund, self.rounding):
            box.setEnabled(kind in ("places", "top"))

    def add_pot(self, pot: PotSetupView | None) -> PotRow:
        """A pot's line (a new one, empty, with the club's pots offered by name)."""
        row = PotRow(self, pot, self.known_pots)
        self.pot_rows.append(row)
        number = self.pots.rowCount()
        self.pots.insertRow(number)
        for column, widget in enumerate(row.widgets()):
            self.pots.setCellWidget(number, column, widget)
        if pot is None:
            row.name.setFocus()
        return row

    def remove_pot(self) -> None:
        number = self.pots.currentRow()
        if 0 <= number < len(self.pot_rows):
            self.pots.removeRow(number)
            del self.pot_rows[number]

    # --- keeping ------------------------------------------------------------------------
    def _amount(self, key: str, box: QLineEdit, label: str) -> str | None:
        text = typed_amount(box.text())
        if text is None:
            raise NotANumber(box, not_a_sum(label, box.text()))
        return text

    def _payout(self) -> dict[str, Any] | None:
        kind = self.payout_kind.currentData()
        if kind == "none":
            return None
        out: dict[str, Any] = {}
        if kind == "places":
            separators = r"[\s/;]+" if current_language() != "en" else r"[\s/;,]+"
            parts = [p.replace(",", ".") for p in re.split(separators, self.places.text()) if p]
            out["places"] = [_number(p) for p in parts]
        elif kind == "top":
            out["top_percent"] = self.top_percent.value()
            out["count"] = self.count_mode.currentData()
            out["shares"] = self.shares.currentData()
        else:
            labels = {"first": self.tr("First prize"), "second": self.tr("Second prize"),
                      "consolation": self.tr("Consolation prize")}
            out["party"] = {prize: text for prize, box in self.party.items()
                            if (text := self._amount(prize, box, labels[prize]))}
            return out
        out["fund"] = self.fund.value()
        out["rounding"] = self.rounding.currentData()
        if self.source is not None:
            out["from"] = self.source
        return out

    def changes(self) -> dict[str, Any]:
        """The whole setup as the money service reads it; NotANumber for a box whose text is
        no sum in the window's language."""
        entry = self._amount("entry_fee", self.entry_fee, self.tr("Entry fee"))
        guest = self._amount("guest_fee", self.guest_fee, self.tr("Guests' entry fee"))
        table = self._amount("table_money", self.table_money, self.tr("Table money"))
        out: dict[str, Any] = {"entry_fee": entry or "0", "guest_fee": guest or None,
                               "table_money": table or "0", "payout": self._payout(),
                               "pay_out": self.pay_out.currentData(),
                               "pots": [row.to_json() for row in self.pot_rows]}
        currency = self.currency.text().strip().upper()
        if currency:
            out["currency"] = currency
        return out

    def clear_marks(self) -> None:
        for key, note in self.notes.items():
            box = self.boxes.get(key)
            if box is not None:
                mark_box(box, note, "")
            else:
                note.setVisible(False)
        for row in self.pot_rows:
            for widget in row.widgets():
                widget.setStyleSheet("")
        self.error.setVisible(False)

    def keep(self) -> None:
        """Send the setup; accepted when the service keeps it, else the refusal shown."""
        self.clear_marks()
        try:
            changes = self.changes()
        except NotANumber as refused:
            self._mark_widget(refused.box, refused.text)
            return
        try:
            self.view = self.services.money.setup(self.evening_id, changes)
        except ServiceError as exc:
            self.show_refusal(exc)
            return
        self.accept()

    def _mark_widget(self, box: QWidget, text: str) -> None:
        for key, known in self.boxes.items():
            if known is box:
                mark_box(box, self.notes[key], text)
                box.setFocus()
                return
        for row in self.pot_rows:
            if box in row.widgets():
                mark_box(box, self.notes["pots"], text)
                box.setFocus()
                return
        self._general(text)

    def _general(self, text: str) -> None:
        self.error.setText(text)
        self.error.setVisible(True)

    def show_refusal(self, error: ServiceError) -> None:
        """The service's refusal beside the box it names (the whole dialog's where none)."""
        key, reason = refusal_key(error), refusal_reason(error)
        place = self._box_for(key)
        if place is None:
            self._general(reason)
            return
        box, note, label = place
        mark_box(box, note, f"{label}: {reason}" if label else reason)
        box.setFocus()

    def _box_for(self, key: str) -> tuple[QWidget, QLabel, str] | None:
        """The box a refusal's key is about, its note, and the label that names it."""
        if not key:
            return None
        labels: dict[str, Callable[[], str]] = {
            "currency": lambda: self.tr("Currency"), "minor_unit": lambda: self.tr("Currency"),
            "entry_fee": lambda: self.tr("Entry fee"),
            "guest_fee": lambda: self.tr("Guests' entry fee"),
            "table_money": lambda: self.tr("Table money"),
            "pay_out": lambda: self.tr("Prizes and pots paid")}
        head = key.split(".")[0]
        if head in labels:
            box_key = "currency" if head == "minor_unit" else head
            return self.boxes[box_key], self.notes[box_key], labels[head]()
        if head == "payout":
            for known in ("payout.places", "payout.fund", "payout.rounding", "payout.party.first",
                          "payout.party.second", "payout.party.consolation"):
                if key == known or key.startswith(known + "."):
                    return self.boxes[known], self.notes[known], ""
            return self.boxes["payout"], self.notes["payout"], ""
        if head == "pots":
            parts = key.split(".")
            if len(parts) > 1 and parts[1].isdigit() and 0 < int(parts[1]) <= len(self.pot_rows):
                row = self.pot_rows[int(parts[1]) - 1]
                part = parts[2] if len(parts) > 2 else "name"
                box = {"per_player": row.stake, "won_by": row.condition,
                       "several": row.several}.get(part, row.name)
                label = self.tr("Pot %s (%s)") % (parts[1], row.name.currentText())
                return box, self.notes["pots"], label
            return self.pots, self.notes["pots"], ""
        return None
