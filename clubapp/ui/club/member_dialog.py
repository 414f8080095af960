"""Add or edit a member: the name is checked by the service, the message shown beside it."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from clubapp.services import ServiceError, Services
from clubapp.services.views import MemberView
from clubapp.ui.shared.rule_messages import error_words
from clubapp.ui.shared.style import ERROR_STYLE


class MemberDialog(QDialog):
    def __init__(self, services: Services, member: MemberView | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.services, self.member = services, member
        self.result_member: MemberView | None = None
        self.setWindowTitle(self.tr("Edit member") if member else self.tr("New member"))
        self.name = QLineEdit(member.name if member else "")
        self.name.setObjectName("member_name")
        # the longest names of a club read whole ("Александра Константиновна Воскресенская-
        # Милославская"): the box is as wide as that, the dialog too (up to the screen)
        self.name.setMinimumWidth(self.name.fontMetrics().horizontalAdvance(
            "Александра Константиновна Воскресенская-Милославская") + 16)
        self.email = QLineEdit(member.email if member else "")
        self.phone = QLineEdit(member.phone if member else "")
        self.notes = QPlainTextEdit(member.notes if member else "")
        self.notes.setTabChangesFocus(True)
        self.notes.setFixedHeight(70)
        self.error = QLabel()
        self.error.setObjectName("member_error")
        self.error.setStyleSheet(ERROR_STYLE)
        self.error.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("Name"), self.name)
        form.addRow("", self.error)
        form.addRow(self.tr("E-mail"), self.email)
        form.addRow(self.tr("Phone"), self.phone)
        form.addRow(self.tr("Notes"), self.notes)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.save)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.error.setVisible(False)
        self.resize(max(420, self.sizeHint().width()), self.sizeHint().height())

    def save(self) -> None:
        """Commit the member; on a refusal show why beside the name and stay open."""
        try:
            if self.member is None:
                self.result_member = self.services.members.add(
                    self.name.text(), self.email.text(), self.phone.text(),
                    self.notes.toPlainText())
            else:
                self.result_member = self.services.members.update(
                    self.member.id, name=self.name.text(), email=self.email.text(),
                    phone=self.phone.text(), notes=self.notes.toPlainText())
        except ServiceError as exc:
            self.error.setText(error_words(exc))
            self.error.setVisible(True)
            self.name.setFocus()
            return
        self.accept()

    @classmethod
    def edit(cls, services: Services, member: MemberView | None,
             parent: QWidget | None = None) -> MemberView | None:
        """Open the dialog; the saved member, or None when cancelled."""
        dialog = cls(services, member, parent)
        dialog.exec()
        return dialog.result_member
