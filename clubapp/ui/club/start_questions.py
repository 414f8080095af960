"""The questions the start page asks before it makes anything.

A name typed for tonight that may be a member already ("bob" where Bob Jones is on the list)
is asked about: the member(s) offered first, Enter taking the first, and a button of its own
for a new member. A job started while an evening of the same kind is open tonight offers to
continue it. Which names are near one another is the services' (``members.match_name``);
here only the asking.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QPushButton, QVBoxLayout, QWidget

from clubapp.services.members import NameMatch, match_name
from clubapp.services.open_tonight import OpenEvening
from clubapp.services.views import MemberView
from clubapp.ui.shared.i18n import format_datetime, format_time

NEW = object()  # the answer "something new": a new member, another evening


class OfferDialog(QDialog):
    """A question answered by one of its offers (the first the default: Enter takes it) or by
    the button for something new; Cancel (Escape) answers nothing."""

    def __init__(self, title: str, question: str, offers: Sequence[tuple[str, Any]],
                 new_label: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.answer: Any = None
        label = QLabel(question)
        label.setObjectName("offer_question")
        label.setWordWrap(True)
        label.setStyleSheet("font-size: 12pt;")
        layout = QVBoxLayout(self)
        layout.addWidget(label)
        self.offer_buttons: list[QPushButton] = []
        for number, (text, value) in enumerate(offers):
            button = QPushButton(text)
            button.setObjectName(f"offer_{number}")
            button.setStyleSheet("text-align: left; padding: 6px 12px; font-weight: bold;")
            button.clicked.connect(lambda _=False, v=value: self._answer(v))
            layout.addWidget(button)
            self.offer_buttons.append(button)
        layout.addSpacing(6)
        self.new_button = QPushButton(new_label)
        self.new_button.setObjectName("offer_new")
        self.new_button.setStyleSheet("text-align: left; padding: 6px 12px;")
        self.new_button.clicked.connect(lambda: self._answer(NEW))
        layout.addWidget(self.new_button)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        first = self.offer_buttons[0] if self.offer_buttons else self.new_button
        first.setDefault(True)
        first.setFocus(Qt.FocusReason.OtherFocusReason)
        self.setMinimumWidth(420)

    def _answer(self, value: Any) -> None:
        self.answer = value
        self.accept()

    def ask(self) -> Any:
        """The answer: an offer's value, ``NEW``, or None when cancelled."""
        self.finished.connect(self.deleteLater)
        return self.answer if self.exec() else None


class MemberQuestion(OfferDialog):
    """“bob”: Bob Jones, or a new member?"""

    def __init__(self, match: NameMatch[MemberView], offers: Sequence[MemberView],
                 parent: QWidget | None = None) -> None:
        names = ", ".join(m.name for m in offers)
        super().__init__(
            self.tr("Who is this?"),
            self.tr("“%s”: %s, or a new member?") % (match.typed, names),
            [(mnemonic_free(m.name), m.id) for m in offers],
            self.tr("&New member “%s”") % mnemonic_free(match.typed), parent)


class ContinueQuestion(OfferDialog):
    """Continue Tuesday (open since 19:05) or start another evening?"""

    def __init__(self, evenings: Sequence[OpenEvening], parent: QWidget | None = None) -> None:
        if len(evenings) == 1:
            only = evenings[0]
            question = self.tr("Continue “%s” (open since %s) or start another evening?") % (
                only.evening.name, opened_at(only.opened_at))
            offers = [(self.tr("&Continue “%s”") % mnemonic_free(only.evening.name),
                       only.evening.id)]
        else:
            question = self.tr("Evenings of today are open. Continue one of them or start "
                               "another evening?")
            offers = [(self.tr("Continue “%s” (open since %s)") % (
                mnemonic_free(o.evening.name), opened_at(o.opened_at)), o.evening.id)
                for o in evenings]
        super().__init__(self.tr("Tonight"), question, offers,
                         self.tr("Start &another evening"), parent)


def mnemonic_free(text: str) -> str:
    """A name on a button as it is: its "&" (Tom & Jerry) no keyboard mnemonic."""
    return text.replace("&", "&&")


def opened_at(moment: dt.datetime) -> str:
    """When an evening was opened: its time if today, else its date and time."""
    if moment.date() == dt.date.today():
        return format_time(moment)
    return format_datetime(moment, seconds=False)


def who_is_meant(parent: QWidget | None, names: Sequence[str],
                 members: Sequence[MemberView]) -> list[int | str] | None:
    """For each name typed, the member meant (their number) or the name of a new member to
    add: a single member of the same name is taken, a name near members is asked about.
    None when a question is cancelled (nothing is to be made)."""
    meant: list[int | str] = []
    for name in names:
        match = match_name(name, members)
        if match.member is not None:
            meant.append(match.member.id)
            continue
        # a member already named above is not offered again: a second "bob" is someone else
        offers = [m for m in match.offers if m.id not in meant]
        if not offers:
            meant.append(name)
            continue
        answer = MemberQuestion(match, offers, parent).ask()
        if answer is None:
            return None
        meant.append(name if answer is NEW else answer)
    return meant


__all__ = ["NEW", "ContinueQuestion", "MemberQuestion", "OfferDialog", "opened_at",
           "who_is_meant"]
