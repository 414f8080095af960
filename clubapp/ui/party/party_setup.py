"""Setting up the party: its format, who comes and in which role, what the roles are called,
the house rules, and the draw — seeded now, or the cards the guests drew by hand (line 81).

Two formats: the book's progressive party (winners move up, seeds/002 lines 75–93), or the
rotation chart (a house format: partners rotate so that everyone partners everyone at most
once; ``services.rotation_party``), which needs no roles and no draw of cards, only the number
of rounds. In both a guest may keep one table all night (the guest list's last tick).

The roles are set from the keyboard in one list (``guest_list``): select guests (or just put
the cursor on one) and type the first letter of a role's name (L or G for Ladies and
Gentlemen, Д or К for Дамы and Кавалеры); the buttons under the list do the same.

The guests come in one go: the names typed for tonight on the start page arrive ticked, first
in the list and in the order typed (``expect_guests``), the cursor on the first to type roles;
a late guest's name typed under the list ticks the member of that name, asks about a name near
a member's (``members.match_name``, the start page's question), and otherwise offers to add a
new member, who is added and ticked at once."""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from clubapp.services import ServiceError, Services
from clubapp.services.members import match_name
from clubapp.services.party import HOUSE_RULES
from clubapp.services.party_views import EntrantChoice
from clubapp.services.rotation_party import RotationChoice, RotationPartyService
from clubapp.services.views import MemberView
from clubapp.store.database import DatabaseError
from clubapp.ui.club.start_questions import NEW, MemberQuestion, mnemonic_free
from clubapp.ui.party.guest_list import CARD, NAME, PACK, ROLE, STAYS, GuestList
from clubapp.ui.shared.i18n import current_language
from clubapp.ui.shared.options_form import OptionsForm
from clubapp.ui.shared.rule_messages import error_words
from clubapp.ui.shared.style import ERROR_STYLE
from clubapp.words import Message, say


def _choices_whole(form: OptionsForm) -> None:
    """Each house rule's choice shown whole («a lady and a gentleman in every pair»), under its
    label and across the column: the column is never narrower than the longest choice (it
    scrolls up and down instead), whatever the language and the text size."""
    layout = form.layout()
    assert isinstance(layout, QFormLayout)
    for widget in form.widgets.values():
        if not isinstance(widget, QComboBox):
            continue
        widget.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        widget.setSizePolicy(QSizePolicy.Policy.MinimumExpanding, QSizePolicy.Policy.Fixed)
        # (row, role): PySide6's stubs say only "object"
        row, _role = cast("tuple[int, QFormLayout.ItemRole]", layout.getWidgetPosition(widget))
        taken = layout.takeRow(row)
        label = taken.labelItem.widget() if taken.labelItem is not None else None
        if label is not None:
            layout.insertRow(row, label)
            row += 1
        layout.insertRow(row, widget)


class PartySetup(QWidget):
    """The guests and the draw; ``started`` carries the party once it is drawn and saved."""

    started = Signal(object)
    rotationStarted = Signal(object)  # the rotation chart drawn: its RotationView
    membersAdded = Signal()  # a late guest was added to the club's members here

    def __init__(self, services: Services, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.services = services
        self.evening_id: int | None = None
        self.redraw = False
        self.members: list[MemberView] = []
        # each evening's guests typed by name (the start page, then late guests), in order
        self.typed: dict[int, list[int]] = {}
        self.guests = GuestList([self.tr("Comes"), self.tr("Name"), self.tr("Role"),
                                 self.tr("Pack drawn from"), self.tr("Card drawn"),
                                 self.tr("Keeps one table")])
        stays = self.guests.horizontalHeaderItem(STAYS)
        assert stays is not None  # GuestList heads every column
        stays.setToolTip(
            self.tr("Tick a guest who stays at one table all night (low vision, a "
                    "wheelchair, the hostess): partners and opponents still move."))
        self.guests.own_pack = self.tr("its role's")
        self.guests.changed.connect(self._count_guests)
        self.hint = QLabel()
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
        # a late guest, typed by name: a member ticked, or a new member added and ticked
        self.new_guest = QLineEdit()
        self.new_guest.setObjectName("add_guest")
        self.new_guest.setPlaceholderText(self.tr("a guest's name, then Enter"))
        self.new_guest.setAccessibleName(self.tr("Another guest"))
        self.new_guest.returnPressed.connect(self.add_guest)
        self.add_guest_button = QPushButton(self.tr("Tick or &add"))
        self.add_guest_button.setObjectName("add_guest_button")
        self.add_guest_button.clicked.connect(self.add_guest)
        self.added = QLabel()  # what the name typed did; shown only then, taking no room
        self.added.setObjectName("guest_added")
        self.added.setWordWrap(True)
        self.added.setVisible(False)
        # the host names the roles (Ladies and Gentlemen, as the book has it, or anything)
        self.labels = {"red": QLineEdit(self.tr("Red")), "blue": QLineEdit(self.tr("Blue"))}
        for role, edit in self.labels.items():
            edit.setObjectName(f"label_{role}")
            edit.setMaxLength(40)
            edit.textChanged.connect(self._relabel)
        self.rules = OptionsForm(HOUSE_RULES)
        _choices_whole(self.rules)
        # the format: the book's progressive party, or the rotation chart
        self.book_format = QRadioButton(self.tr("Progressive party (the book's)"))
        self.book_format.setObjectName("format_book")
        self.rotation_format = QRadioButton(self.tr("Rotation chart"))
        self.rotation_format.setObjectName("format_rotation")
        formats = QButtonGroup(self)
        formats.addButton(self.book_format)
        formats.addButton(self.rotation_format)
        self.book_format.setChecked(True)
        self.format_help = QLabel()
        self.format_help.setObjectName("format_help")
        self.format_help.setWordWrap(True)
        self.rotation_format.toggled.connect(self._format_changed)
        self.chart_rounds = QSpinBox()
        self.chart_rounds.setObjectName("chart_rounds")
        self.chart_rounds.setRange(0, 100)
        self.chart_rounds.setSpecialValueText(self.tr("a full cycle"))
        self.chart_seed = QLineEdit()
        self.chart_seed.setObjectName("chart_seed")
        self.chart_seed.setPlaceholderText(self.tr("any (chosen and recorded)"))
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
        self._format_changed()

    def _build_layout(self) -> None:
        left = QVBoxLayout()
        intro = self.intro = QLabel()
        intro.setWordWrap(True)
        left.addWidget(intro)
        left.addWidget(self.guests, 1)
        another = QHBoxLayout()
        label = QLabel(self.tr("A&nother guest:"))
        label.setBuddy(self.new_guest)
        another.addWidget(label)
        another.addWidget(self.new_guest, 1)
        another.addWidget(self.add_guest_button)
        left.addLayout(another)
        left.addWidget(self.added)
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
        kind = QGroupBox(self.tr("The party"))
        form = QFormLayout(kind)
        form.addRow(self.book_format)
        form.addRow(self.rotation_format)
        form.addRow(self.format_help)
        self.chart_box = QGroupBox(self.tr("The rotation chart"))
        form = QFormLayout(self.chart_box)
        form.addRow(self.tr("Rounds"), self.chart_rounds)
        form.addRow(self.tr("Seed"), self.chart_seed)
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
        self.book_boxes = (names, rules, draw)
        for box in (kind, self.chart_box, names, rules, draw):
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
    def expect_guests(self, evening_id: int, member_ids: Sequence[int]) -> None:
        """The guests named for this evening before its party page opens (the start page's
        "who comes tonight"): ticked, first in the list, in this order."""
        self.typed[evening_id] = list(dict.fromkeys(member_ids))

    def open_evening(self, evening_id: int, redraw: bool = False) -> None:
        """Set up the party of this evening; ``redraw`` replaces a draw before its first bell."""
        if evening_id != self.evening_id and not redraw:
            self.guests.setRowCount(0)  # another evening: another night's ticks are not its
        self.evening_id, self.redraw = evening_id, redraw
        if not redraw:  # a new evening's party: the book's unless the host chooses the chart
            self.book_format.setChecked(True)
        self.error.clear()
        self.added.clear()
        self.added.setVisible(False)
        self.start_button.setText(self.tr("&Draw again and start") if redraw
                                  else self.tr("&Draw and start the party"))
        self.refresh_members()
        if self.typed.get(evening_id) and self.guests.rowCount():
            # the guests named are at the top: the cursor on the first, to type the roles,
            # once the page is shown and the dialog that named them is gone
            self.guests.setCurrentCell(0, NAME)
            QTimer.singleShot(0, self._cursor_to_guests)

    def _cursor_to_guests(self) -> None:
        if self.isVisible() and self.guests.isEnabled():
            self._focus(self.guests)

    def refresh_members(self) -> None:
        """The club's members, keeping who was ticked and their roles: the guests named for
        the evening first, in the order named (ticked when they first appear), then the rest
        of the members by name."""
        kept = {self.guests.member_id(r): self._row_choice(r)
                for r in range(self.guests.rowCount())}
        stays = {self.guests.member_id(r) for r in range(self.guests.rowCount())
                 if self.guests.stationary(r)}
        cursor = self.guests.member_id(self.guests.currentRow()) \
            if self.guests.currentRow() >= 0 else None
        column = self.guests.currentColumn()
        members = self.services.members.list(include_retired=False)
        named = self.typed.get(self.evening_id, []) if self.evening_id is not None else []
        by_id = {m.id: m for m in members}
        first = [by_id[i] for i in named if i in by_id]
        self.members = first + [m for m in members if m.id not in set(named)]
        for member in first:  # newly named: ticked; a row already here keeps its tick
            kept.setdefault(member.id, (True, "", "", ""))
        self.guests.role_labels = self._labels()
        self.guests.blockSignals(True)  # no counting while rows are half made
        self.guests.setRowCount(len(self.members))
        for row, member in enumerate(self.members):
            comes, role, pack, card = kept.get(member.id, (False, "", "", ""))
            self.guests.add_member(row, member.id, member.name, comes, role, pack, card,
                                   member.id in stays)
        if cursor is not None and self.row_of(cursor) >= 0:  # the host's place kept
            self.guests.setCurrentCell(self.row_of(cursor), max(column, NAME))
        self.guests.blockSignals(False)
        self._relabel()
        self._draw_kind_changed()
        self._count_guests()

    # --- a late guest ----------------------------------------------------------------------
    def add_guest(self) -> int | None:
        """Tick the guest whose name is typed under the list: the member of that name; for a
        name near members' names the start page's question (one of them, or a new member);
        otherwise, once the host agrees, a new member added to the club. The guest joins the
        guests named, in order, and the cursor goes to the row (to type the role). The
        member's number, or None when nothing was ticked."""
        typed = " ".join(self.new_guest.text().split())
        if not typed or self.evening_id is None:
            return None
        self.error.clear()
        match = match_name(typed, self.members)
        member_id = match.member.id if match.member is not None else None
        asked_new = False
        if member_id is None and match.offers:
            answer = MemberQuestion(match, match.offers, self).ask()
            if answer is None:  # cancelled: the name stays, to be corrected
                self._focus(self.new_guest)
                return None
            asked_new = answer is NEW
            member_id = None if asked_new else answer
        added = member_id is None
        if member_id is None:
            if not asked_new and not self._may_add(typed):
                self._focus(self.new_guest)
                return None
            try:
                member_id = self.services.members.add(typed).id
            except (ServiceError, DatabaseError) as exc:  # beside the name: what to correct
                self._say_added(error_words(exc), error=True)
                self._focus(self.new_guest)
                return None
        row = self.row_of(member_id)
        already = row >= 0 and self.guests.comes(row)
        named = self.typed.setdefault(self.evening_id, [])
        if member_id not in named:
            named.append(member_id)
        self.refresh_members()  # the guest moves up among those named, ticked
        row = self.row_of(member_id)
        self.guests.set_comes(row, True)
        name = self.guests.cell(row, NAME).text()
        self._say_added(self.tr("%s is a new member, and comes tonight.") % name if added
                        else self.tr("%s is already coming.") % name if already
                        else self.tr("%s comes tonight.") % name)
        self.new_guest.clear()
        if added:
            self.membersAdded.emit()
        self.guests.setCurrentCell(row, NAME)
        if self.rotation_format.isChecked():  # no role to set: the next late guest
            self._focus(self.new_guest)
        else:
            self._focus(self.guests)
        return member_id

    def _focus(self, widget: QWidget) -> None:
        """The cursor back in this window (a question may just have closed) and in ``widget``."""
        self.window().activateWindow()
        widget.setFocus(Qt.FocusReason.OtherFocusReason)

    def _say_added(self, text: str, error: bool = False) -> None:
        self.added.setStyleSheet(ERROR_STYLE if error else "color: #1b5e20;")
        self.added.setText(text)
        self.added.setVisible(True)

    def _may_add(self, name: str) -> bool:
        """Ask before a name that is nobody's becomes a new member."""
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("A new member"),
                          self.tr("“%s” is not a member yet. Add as a new member?") % name,
                          parent=self)
        box.setObjectName("add_guest_question")
        box.setInformativeText(self.tr("The guest is added to the club's members and ticked "
                                       "as coming tonight."))
        add = box.addButton(self.tr("&Add “%s”") % mnemonic_free(name),
                            QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(add)
        box.exec()
        box.deleteLater()
        return box.clickedButton() is add

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
        if self.rotation_format.isChecked():  # a chart has no roles
            self.count.setText(self.tr("%d coming") % len(comes))
            return
        by_role = {role: sum(c[1] == role for c in comes) for role in ("red", "blue")}
        self.count.setText(self.tr("%d coming: %d %s, %d %s, %d without a role")
                           % (len(comes), by_role["red"], self.labels["red"].text(),
                              by_role["blue"], self.labels["blue"].text(),
                              len(comes) - sum(by_role.values())))

    def _relabel(self) -> None:
        labels = self._labels()
        self.guests.relabel(labels)
        # the letters follow the roles' names as the window shows them
        keys = self.guests.shown_keys(current_language())
        for role, button in (("red", self.set_red), ("blue", self.set_blue)):
            button.setText(_words("partysetup.set_role", label=labels[role],
                                  keys=keys[role]).replace("&", "&&"))
        self.hint.setText(_words("partysetup.keys_hint", red=labels["red"],
                                 blue=labels["blue"], red_key=keys["red"],
                                 blue_key=keys["blue"]))
        self._count_guests()

    def _draw_kind_changed(self) -> None:
        by_hand = self.by_hand.isChecked() and not self.rotation_format.isChecked()
        self.seed.setEnabled(not by_hand)
        self.guests.setColumnHidden(PACK, not by_hand)
        self.guests.setColumnHidden(CARD, not by_hand)

    def _format_changed(self) -> None:
        """The rotation chart needs no roles and no draw of cards: only its rounds."""
        rotation = self.rotation_format.isChecked()
        self.intro.setText(self.tr("Who comes (tick the guests who keep one table all "
                                   "night):") if rotation else
                           self.tr("Who comes, and the pack each draws from (the book's "
                                   "ladies red, gentlemen blue):"))
        self.format_help.setText(
            self.tr("Partners rotate by a chart: everyone partners everyone at most once, "
                    "opponents as even as the numbers allow, sit-outs shared. Each table "
                    "hands in its points; the standing is by points.") if rotation else
            self.tr("Winners move up a table at each bell, the partners change (the book's "
                    "progressive euchre); stars and prizes."))
        self.chart_box.setVisible(rotation)
        for box in self.book_boxes:
            box.setVisible(not rotation)
        for widget in (self.hint, self.set_red, self.set_blue):
            widget.setVisible(not rotation)
        self.guests.setColumnHidden(ROLE, rotation)
        self._draw_kind_changed()
        self._count_guests()

    # --- the draw --------------------------------------------------------------------------
    def entrants(self) -> list[EntrantChoice]:
        """The guests ticked, in the list's order (the draw replays in this order)."""
        out = []
        for row in range(self.guests.rowCount()):
            comes, role, pack, card = self._row_choice(row)
            member_id = self.guests.member_id(row)
            if comes and member_id is not None:  # every row holds its member's id
                out.append(EntrantChoice(member_id, role, card=card,
                                         pack=pack, stationary=self.guests.stationary(row)))
        return out

    def start(self) -> None:
        """Draw and save the first round; a refusal is shown and nothing is saved."""
        if self.evening_id is None:
            return
        if self.rotation_format.isChecked():
            self._start_rotation(self.evening_id)
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

    def _start_rotation(self, evening_id: int) -> None:
        """Draw the rotation chart for the guests ticked and keep it with the evening."""
        seed_text = self.chart_seed.text().strip()
        if seed_text and not seed_text.isdigit():
            self._refuse(self.tr("The seed is a whole number (or leave it empty)"))
            return
        guests = [RotationChoice(e.member_id, e.stationary) for e in self.entrants()]
        try:
            view = RotationPartyService(self.services.db).start(
                evening_id, guests, rounds=self.chart_rounds.value() or None,
                seed=int(seed_text) if seed_text else None, redraw=self.redraw)
        except (ServiceError, DatabaseError) as exc:
            self._refuse(error_words(exc))
            return
        self.error.clear()
        self.rotationStarted.emit(view)

    def _refuse(self, message: str) -> None:
        self.error.setText(message)


def _words(message_id: str, **params: object) -> str:
    """One of the setup's own sentences, in the window's language."""
    return say(Message(message_id, **params), current_language())
