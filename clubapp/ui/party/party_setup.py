"""Setting up the party: who comes and in which role, what the roles are called, the house
rules, and the draw — seeded now, or the cards the guests drew by hand (line 81).

The roles are set from the keyboard in one list (``guest_list``): select guests and type L or
G, or the first letter of a role's name; the buttons under the list do the same."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from clubapp.services import ServiceError, Services
from clubapp.services.party import HOUSE_RULES
from clubapp.services.party_views import EntrantChoice
from clubapp.services.views import MemberView
from clubapp.store.database import DatabaseError
from clubapp.ui.party.guest_list import CARD, PACK, ROLE, GuestList
from clubapp.ui.shared.i18n import current_language
from clubapp.ui.shared.options_form import OptionsForm
from clubapp.ui.shared.rule_messages import error_words
from clubapp.ui.shared.style import ERROR_STYLE
from clubapp.words import Message, say


class PartySetup(QWidget):
    """The guests and the draw; ``started`` carries the party once it is drawn and saved."""

    started = Signal(object)

    def __init__(self, services: Services, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.services = services
        self.evening_id: int | None = None
        self.redraw = False
        self.members: list[MemberView] = []
        self.guests = GuestList([self.tr("Comes"), self.tr("Name"), self.tr("Role"),
                                 self.tr("Pack drawn from"), self.tr("Card drawn")])
        self.guests.own_pack = self.tr("its role's")
        self.guests.changed.connect(self._count_guests)
        self.hint = QLabel(_words("partysetup.keys_hint"))
        self.hint.setObjectName("guests_hint")
        self.hint.setWordWrap(True)
        self.set_red = QPushButton()
        self.set_red.setObjectName("set_red")
        self.set_red.clicked.connect(lambda: self._set_selected("red"))
        self.set_blue = QPushButton()
        self.set_blue.setObjectName("set_blue")
        self.set_blue.clicked.connect(lambda: self._set_selected("blue"))
        self.everyone = QPushButton(self.tr("Everyone comes"))
        self.everyone.clicked.connect(lambda: self._tick_all(True))
        self.nobody = QPushButton(self.tr("Nobody"))
        self.nobody.clicked.connect(lambda: self._tick_all(False))
        self.count = QLabel()
        self.count.setObjectName("guests_count")
        # the host names the roles (Ladies and Gentlemen, as the book has it, or anything)
        self.labels = {"red": QLineEdit(self.tr("Red")), "blue": QLineEdit(self.tr("Blue"))}
        for role, edit in self.labels.items():
            edit.setObjectName(f"label_{role}")
            edit.setMaxLength(40)
            edit.textChanged.connect(self._relabel)
        self.rules = OptionsForm(HOUSE_RULES)
        self.seeded = QRadioButton(self.tr("Draw now"))
        self.seeded.setObjectName("draw_seeded")
        self.by_hand = QRadioButton(self.tr("Cards drawn by hand (enter each card)"))
        self.by_hand.setObjectName("draw_by_hand")
        group = QButtonGroup(self)
        group.addButton(self.seeded)
        group.addButton(self.by_hand)
        self.seeded.setChecked(True)
        self.seeded.toggled.connect(self._draw_kind_changed)
        self.seed = QLineEdit()
        self.seed.setObjectName("draw_seed")
        self.seed.setPlaceholderText(self.tr("any (chosen and recorded)"))
        self.tables = QSpinBox()
        self.tables.setObjectName("draw_tables")
        self.tables.setRange(0, 26)
        self.tables.setSpecialValueText(self.tr("players ÷ 4"))
        self.start_button = QPushButton(self.tr("&Draw and start the party"))
        self.start_button.setObjectName("start_party")
        self.start_button.setDefault(True)
        self.start_button.clicked.connect(self.start)
        self.error = QLabel()
        self.error.setObjectName("setup_error")
        self.error.setStyleSheet(ERROR_STYLE)
        self.error.setWordWrap(True)
        self._build_layout()
        self._draw_kind_changed()

    def _build_layout(self) -> None:
        left = QVBoxLayout()
        intro = QLabel(self.tr("Who comes, and the pack each draws from (the book's "
                               "ladies red, gentlemen blue):"))
        intro.setWordWrap(True)
        left.addWidget(intro)
        left.addWidget(self.guests, 1)
        left.addWidget(self.hint)
        roles = QHBoxLayout()
        roles.addWidget(self.set_red)
        roles.addWidget(self.set_blue)
        roles.addStretch(1)
        left.addLayout(roles)
        ticks = QHBoxLayout()
        ticks.addWidget(self.everyone)
        ticks.addWidget(self.nobody)
        ticks.addWidget(self.count, 1)
        self.count.setWordWrap(True)
        left.addLayout(ticks)
        names = QGroupBox(self.tr("The roles are called"))
        form = QFormLayout(names)
        form.addRow(self.tr("Red pack"), self.labels["red"])
        form.addRow(self.tr("Blue pack"), self.labels["blue"])
        rules = QGroupBox(self.tr("House rules"))
        QVBoxLayout(rules).addWidget(self.rules)
        draw = QGroupBox(self.tr("The draw"))
        form = QFormLayout(draw)
        form.addRow(self.seeded)
        form.addRow(self.tr("Seed"), self.seed)
        form.addRow(self.by_hand)
        form.addRow(self.tr("Tables"), self.tables)
        side = QWidget()
        right = QVBoxLayout(side)
        right.setContentsMargins(0, 0, 0, 0)
        for box in (names, rules, draw):
            right.addWidget(box)
        right.addWidget(self.error)
        right.addStretch(1)
        # the house rules are long: on a small screen they scroll, the start button stays
        scroll = QScrollArea()
        scroll.setObjectName("party_setup_side")
        scroll.setWidgetResizable(True)
        scroll.setWidget(side)
        # as wide as the house rules' longest label: they scroll up and down, never sideways
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setMinimumWidth(side.minimumSizeHint().width()
                               + scroll.verticalScrollBar().sizeHint().width() + 4)
        column = QVBoxLayout()
        column.addWidget(scroll, 1)
        column.addWidget(self.start_button)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 3)
        layout.addLayout(column, 2)

    # --- the guests ------------------------------------------------------------------------
    def open_evening(self, evening_id: int, redraw: bool = False) -> None:
        """Set up the party of this evening; ``redraw`` replaces a draw before its first bell."""
        self.evening_id, self.redraw = evening_id, redraw
        self.error.clear()
        self.start_button.setText(self.tr("&Draw again and start") if redraw
                                  else self.tr("&Draw and start the party"))
        self.refresh_members()

    def refresh_members(self) -> None:
        """The club's members, keeping who was ticked and their roles."""
        kept = {self.guests.member_id(r): self._row_choice(r)
                for r in range(self.guests.rowCount())}
        self.members = self.services.members.list(include_retired=False)
        self.guests.role_labels = self._labels()
        self.guests.blockSignals(True)  # no counting while rows are half made
        self.guests.setRowCount(len(self.members))
        for row, member in enumerate(self.members):
            comes, role, pack, card = kept.get(member.id, (False, "", "", ""))
            self.guests.add_member(row, member.id, member.name, comes, role, pack, card)
        self.guests.blockSignals(False)
        self._relabel()
        self._draw_kind_changed()
        self._count_guests()

    def _labels(self) -> dict[str, str]:
        return {role: edit.text().strip() or role for role, edit in self.labels.items()}

    def _row_choice(self, row: int) -> tuple[bool, str, str, str]:
        return (self.guests.comes(row), self.guests.value(row, ROLE),
                self.guests.value(row, PACK), self.guests.card(row))

    def row_of(self, member_id: int) -> int:
        """The row of a member in the guest list (-1 if not listed)."""
        return next((r for r in range(self.guests.rowCount())
                     if self.guests.member_id(r) == member_id), -1)

    def choose(self, member_id: int, role: str, card: str = "", pack: str = "") -> None:
        """Tick a member as coming in a role (and the card drawn by hand): as a host does."""
        row = self.row_of(member_id)
        self.guests.set_role_of([row], role)
        self.guests.set_role_of([row], pack, PACK)
        self.guests.set_comes(row, True)
        self.guests.set_card(row, card)

    def _set_selected(self, role: str) -> None:
        self.guests.set_role_of(self.guests.selected_rows(), role)
        self.guests.setFocus()

    def _tick_all(self, ticked: bool) -> None:
        self.guests.blockSignals(True)
        for row in range(self.guests.rowCount()):
            self.guests.set_comes(row, ticked)
        self.guests.blockSignals(False)
        self._count_guests()

    def _count_guests(self, *_args: object) -> None:
        chosen = [self._row_choice(r) for r in range(self.guests.rowCount())]
        comes = [c for c in chosen if c[0]]
        by_role = {role: sum(c[1] == role for c in comes) for role in ("red", "blue")}
        self.count.setText(self.tr("%d coming: %d %s, %d %s, %d without a role")
                           % (len(comes), by_role["red"], self.labels["red"].text(),
                              by_role["blue"], self.labels["blue"].text(),
                              len(comes) - sum(by_role.values())))

    def _relabel(self) -> None:
        labels = self._labels()
        self.guests.relabel(labels)
        keys = self.guests.role_keys()
        for role, button in (("red", self.set_red), ("blue", self.set_blue)):
            letters = "/".join(k for k, r in keys.items() if r == role and k.isascii()) \
                if current_language() == "en" else \
                "/".join(k for k, r in keys.items() if r == role and not k.isascii())
            button.setText(_words("partysetup.set_role", label=labels[role], keys=letters))
        self._count_guests()

    def _draw_kind_changed(self) -> None:
        by_hand = self.by_hand.isChecked()
        self.seed.setEnabled(not by_hand)
        self.guests.setColumnHidden(PACK, not by_hand)
        self.guests.setColumnHidden(CARD, not by_hand)

    # --- the draw --------------------------------------------------------------------------
    def entrants(self) -> list[EntrantChoice]:
        """The guests ticked, in the list's order (the draw replays in this order)."""
        out = []
        for row in range(self.guests.rowCount()):
            comes, role, pack, card = self._row_choice(row)
            if comes:
                out.append(EntrantChoice(self.guests.member_id(row), role, card=card,
                                         pack=pack))
        return out

    def start(self) -> None:
        """Draw and save the first round; a refusal is shown and nothing is saved."""
        if self.evening_id is None:
            return
        entrants = self.entrants()
        names = {m.id: m.name for m in self.members}
        missing = [names[e.member_id] for e in entrants if not e.role]
        if missing:
            self._refuse(self.tr("Choose the pack (role) of: %s") % ", ".join(missing))
            return
        seed_text = self.seed.text().strip()
        if seed_text and not seed_text.isdigit():
            self._refuse(self.tr("The seed is a whole number (or leave it empty)"))
            return
        try:
            view = self.services.party.start(
                self.evening_id, entrants, by_hand=self.by_hand.isChecked(),
                seed=int(seed_text) if seed_text and not self.by_hand.isChecked() else None,
                tables=self.tables.value() or None, options=self.rules.values(),
                labels={role: edit.text() for role, edit in self.labels.items()},
                redraw=self.redraw)
        except (ServiceError, DatabaseError) as exc:
            self._refuse(error_words(exc))
            return
        self.error.clear()
        self.started.emit(view)

    def _refuse(self, message: str) -> None:
        self.error.setText(message)


def _words(message_id: str, **params: object) -> str:
    """One of the setup's own sentences, in the window's language."""
    return say(Message(message_id, **params), current_language())
