"""The questions the party page asks about the end of the party (seeds/002 line 93: the
hostess sets the hour when play stops): end it now, award the prizes before the end, and the
organiser's PIN to reopen it.

Awarding the prizes before the end leaves the bell live, so a later bell would give the prizes
to other guests after the list was read out: the page asks whether to end the party with the
award. Each question is a modal box with an object name, so that a test can answer it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QInputDialog, QLineEdit, QMessageBox, QWidget

from clubapp.services.party_views import PartyView

END, AWARD = "end", "award"


def ask_end(parent: QWidget, view: PartyView) -> bool:
    """Whether to end the party after the last round played (Yes), or not (No)."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setObjectName("end_party_question")
    box.setWindowTitle(QCoreApplication.translate("PartyEnding", "End the party"))
    box.setText(QCoreApplication.translate(
        "PartyEnding", "End the party after round %d? No more bells ring: the stars and the "
                       "prizes are fixed (awarded now if they were not). Reopening the party "
                       "needs the organiser's PIN where one is set.") % len(view.bells))
    end = box.addButton(QCoreApplication.translate("PartyEnding", "End the party"),
                        QMessageBox.ButtonRole.AcceptRole)
    keep = box.addButton(QCoreApplication.translate("PartyEnding", "Keep playing"),
                         QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(keep)
    box.exec()
    return box.clickedButton() is end


def ask_award(parent: QWidget, view: PartyView) -> str:
    """Before the end: award and end the party (``END``), award only (``AWARD``) or nothing
    (``""``)."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setObjectName("award_end_question")
    box.setWindowTitle(QCoreApplication.translate("PartyEnding", "Award the prizes"))
    box.setText(QCoreApplication.translate(
        "PartyEnding", "The party has not ended: a bell rung after the award would give the "
                       "prizes to other guests. End the party after round %d now, so that "
                       "the prizes are final?") % len(view.bells))
    end = box.addButton(QCoreApplication.translate("PartyEnding", "End the party and award"),
                        QMessageBox.ButtonRole.AcceptRole)
    award = box.addButton(QCoreApplication.translate("PartyEnding", "Award, keep playing"),
                          QMessageBox.ButtonRole.ActionRole)
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(end)
    box.exec()
    clicked = box.clickedButton()
    return END if clicked is end else AWARD if clicked is award else ""


def ask_pin(parent: QWidget) -> tuple[bool, str | None]:
    """The organiser's PIN to reopen the party: (asked and given, the PIN)."""
    pin, ok = QInputDialog.getText(
        parent, QCoreApplication.translate("PartyEnding", "Reopen the party"),
        QCoreApplication.translate("PartyEnding", "The party has ended. The organiser's PIN:"),
        QLineEdit.EchoMode.Password)
    return ok, pin if ok else None
