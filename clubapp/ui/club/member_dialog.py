"""Add or edit a member: the name is checked by the service, the message shown beside it; and
what the member lets the club publish and mail (the results site, the results mail)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from clubapp.services import ServiceError, Services
from clubapp.services.views import MemberView
from clubapp.ui.shared.i18n import LANGUAGE_NAMES
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
        results = self._results_group(member)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.save)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(results)
        layout.addWidget(buttons)
        for first, second in ((self.name, self.email), (self.email, self.phone),
                              (self.phone, self.notes), (self.notes, self.publish_as),
                              (self.publish_as, self.mail_results),
                              (self.mail_results, self.mail_language)):
            QWidget.setTabOrder(first, second)
        self.error.setVisible(False)
        self.resize(max(420, self.sizeHint().width()), self.sizeHint().height())

    def _results_group(self, member: MemberView | None) -> QGroupBox:
        """What the member lets the club publish and mail: the results site, the results mail
        and its language, with what the site shows of anyone."""
        self.publish_as = QComboBox()
        self.publish_as.setObjectName("member_publish_as")
        for text, value in ((self.tr("By name"), "name"), (self.tr("By initials"), "initials"),
                            (self.tr("Not published"), "hidden")):
            self.publish_as.addItem(text, value)
        self.mail_results = QCheckBox(self.tr("E-mail the results to this member"))
        self.mail_results.setObjectName("member_mail_results")
        self.mail_language = QComboBox()
        self.mail_language.setObjectName("member_mail_language")
        self.mail_language.addItem(self.tr("The club's"), "")
        for code, name in LANGUAGE_NAMES.items():
            self.mail_language.addItem(name, code)
        self.publish_as.setCurrentIndex(
            max(self.publish_as.findData(member.publish_as if member else "name"), 0))
        self.mail_results.setChecked(member.mail_results if member else True)
        self.mail_language.setCurrentIndex(
            max(self.mail_language.findData(member.language if member else ""), 0))
        explained = QLabel(self.tr("The site shows only names and results — never e-mail, "
                                   "phone or notes."))
        explained.setObjectName("member_privacy_note")
        explained.setWordWrap(True)
        explained.setStyleSheet("color: #555;")
        group = QGroupBox(self.tr("Results"))
        form = QFormLayout(group)
        form.addRow(self.tr("On the results site"), self.publish_as)
        form.addRow("", self.mail_results)
        form.addRow(self.tr("Language of mails"), self.mail_language)
        form.addRow(explained)
        return group

    def save(self) -> None:
        """Commit the member; on a refusal show why beside the name and stay open."""
        privacy = {"publish_as": self.publish_as.currentData(),
                   "mail_results": self.mail_results.isChecked(),
                   "language": self.mail_language.currentData()}
        try:
            if self.member is None:
                self.result_member = self.services.members.add(
                    self.name.text(), self.email.text(), self.phone.text(),
                    self.notes.toPlainText(), **privacy)
            else:
                self.result_member = self.services.members.update(
                    self.member.id, name=self.name.text(), email=self.email.text(),
                    phone=self.phone.text(), notes=self.notes.toPlainText(), **privacy)
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
