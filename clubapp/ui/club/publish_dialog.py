"""File → Publish results…: build the club's results site into a folder, upload it if asked,
and open it.

The folder, the language and the upload target are remembered in the settings (the target
without any password: an SFTP password is asked when needed and kept in the keyring by the
upload, never here). Building and uploading are what ``clubapp publish`` does
(``clubapp.site.publish``, ``clubapp.site.upload_login``); the dialog shows the result in one
line ("42 pages, 3 written") and opens the site's first page in the system's browser.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, QStandardPaths, Qt, QUrl
from PySide6.QtGui import QDesktopServices, QGuiApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from clubapp.ui.shared.i18n import current_language, format_number
from clubapp.words import Message, formats, say

if TYPE_CHECKING:
    from clubapp.services import Services

FOLDER_KEY = "publish/folder"
LANGUAGE_KEY = "publish/language"  # "en", "ru" or "both"
TARGET_KEY = "publish/target"  # a folder or sftp://user@host/path, never with a password


def default_folder() -> Path:
    """Where the site goes until the organiser chooses: a folder in their documents."""
    documents = QStandardPaths.writableLocation(
        QStandardPaths.StandardLocation.DocumentsLocation) or str(Path.home())
    return Path(documents) / "clubapp-site"


class WindowQuestions:
    """The upload's questions (``upload_login.Questions``) asked in dialogs of the window."""

    def __init__(self, parent: QWidget, title: str) -> None:
        self.parent, self.title = parent, title

    def secret(self, question: Message) -> str | None:
        text, ok = QInputDialog.getText(self.parent, self.title,
                                        say(question, current_language()),
                                        QLineEdit.EchoMode.Password)
        return text if ok and text else None

    def confirm(self, question: Message) -> bool:
        answer = QMessageBox.question(self.parent, self.title,
                                      say(question, current_language()))
        return answer == QMessageBox.StandardButton.Yes

    def tell(self, message: Message) -> None:
        QMessageBox.information(self.parent, self.title, say(message, current_language()))


class PublishDialog(QDialog):
    """The folder, the language and the upload target; Publish, then the result and Open."""

    def __init__(self, services: Services, settings: QSettings,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.services, self.settings = services, settings
        self.setWindowTitle(self.tr("Publish results"))
        self.setObjectName("publish_dialog")
        about = QLabel(self.tr(
            "The results site: a page for every evening, standing and member, plain HTML that "
            "opens from the folder or from any web space. Only names and results are "
            "published: a member who asked to be shown by initials, or left out, is shown "
            "so."))
        about.setWordWrap(True)
        self.folder = QLineEdit(str(settings.value(FOLDER_KEY, "") or default_folder()))
        self.folder.setObjectName("publish_folder")
        self.folder.setAccessibleName(self.tr("The site's folder"))
        choose = QPushButton(self.tr("C&hoose…"))
        choose.clicked.connect(self.choose_folder)
        folder_row = QHBoxLayout()
        folder_row.addWidget(self.folder, 1)
        folder_row.addWidget(choose)
        self.language = QComboBox()
        self.language.setObjectName("publish_language")
        for code in ("en", "ru"):
            self.language.addItem(formats.language_name(code), code)
        self.language.addItem(self.tr("Both, with a switch on every page"), "both")
        chosen = str(settings.value(LANGUAGE_KEY, "") or current_language())
        self.language.setCurrentIndex(max(self.language.findData(chosen), 0))
        self.target = QLineEdit(str(settings.value(TARGET_KEY, "") or ""))
        self.target.setObjectName("publish_target")
        self.target.setPlaceholderText(self.tr("none; or a folder, or sftp://user@host/folder"))
        self.target.setAccessibleName(self.tr("Upload to"))
        form = QFormLayout()
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        folder_label = QLabel(self.tr("&Folder"))
        folder_label.setBuddy(self.folder)  # a row of a layout: its label is made here
        form.addRow(folder_label, folder_row)
        form.addRow(self.tr("&Language"), self.language)
        form.addRow(self.tr("&Upload to"), self.target)
        self.result_line = QLabel()
        self.result_line.setObjectName("publish_result")
        self.result_line.setWordWrap(True)
        self.result_line.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.publish_button = QPushButton(self.tr("&Publish"))
        self.publish_button.setObjectName("publish_button")
        self.publish_button.clicked.connect(self.publish)
        self.open_button = QPushButton(self.tr("&Open the site"))
        self.open_button.setObjectName("open_site")
        self.open_button.clicked.connect(self.open_site)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.publish_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.open_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(about)
        layout.addLayout(form)
        layout.addWidget(self.result_line)
        layout.addStretch(1)
        layout.addWidget(buttons)
        # Enter publishes: made the default once in the dialog, which only then keeps it as
        # its own (before, the dialog makes the first button after the folder its default)
        self.publish_button.setDefault(True)
        self.folder.textChanged.connect(self._follow_folder)
        self._follow_folder()
        self.resize(560, 300)

    def site_folder(self) -> Path:
        return Path(self.folder.text().strip()).expanduser()

    def index_page(self) -> Path:
        return self.site_folder() / "index.html"

    def _follow_folder(self) -> None:
        self.open_button.setEnabled(bool(self.folder.text().strip())
                                    and self.index_page().is_file())

    def choose_folder(self) -> None:
        chosen = QFileDialog.getExistingDirectory(self, self.tr("The site's folder"),
                                                  self.folder.text())
        if chosen:
            self.folder.setText(chosen)

    def remember(self) -> None:
        """Keep the choices for the next time (the target only as typed: no password can be
        in it, the upload refuses one)."""
        self.settings.setValue(FOLDER_KEY, str(self.site_folder()))
        self.settings.setValue(LANGUAGE_KEY, self.language.currentData())
        self.settings.setValue(TARGET_KEY, self.target.text().strip())

    def publish(self) -> bool:
        """Build the site (and upload it where a target is given); the result in one line.
        True when everything asked was done."""
        from clubapp.site.build import SiteFolderError
        from clubapp.site.publish import publish_site
        from clubapp.site.upload import UploadError
        from clubapp.site.upload_login import upload_with_login

        lang = current_language()
        if not self.folder.text().strip():
            self._say(self.tr("Choose a folder for the site."), bad=True)
            return False
        target = self.target.text().strip()
        self.publish_button.setEnabled(False)
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            try:
                report, _langs = publish_site(self.services, self.site_folder(),
                                              self.language.currentData(), fallback=lang)
            except SiteFolderError as error:
                self._say(say(error.why, lang), bad=True)
                return False
            self.remember()
            line = self.tr("%n page(s), %1 written", "", report.pages).replace(
                "%1", format_number(len(report.written)))
            if report.removed:
                line += self.tr(", %1 removed").replace("%1", format_number(len(report.removed)))
            self._say(line)
            if not target:
                return True
            try:
                uploaded = upload_with_login(report.out, target,
                                             questions=WindowQuestions(self, self.tr("Upload")))
            except UploadError as error:
                self._say(line + "\n" + self.tr("Not uploaded: %1").replace("%1",
                                                                            error.say(lang)),
                          bad=True)
                return False
            self._say(line + "\n" + self.tr("Uploaded to %1: %2 sent, %3 deleted").replace(
                "%1", target).replace("%2", format_number(len(uploaded.sent))).replace(
                "%3", format_number(len(uploaded.deleted))))
            return True
        finally:
            QGuiApplication.restoreOverrideCursor()
            self.publish_button.setEnabled(True)
            self._follow_folder()

    def _say(self, text: str, *, bad: bool = False) -> None:
        self.result_line.setText(text)
        self.result_line.setStyleSheet("color: #b3261e;" if bad else "")

    def open_site(self) -> bool:
        """The site's first page in the system's browser."""
        page = self.index_page()
        if not page.is_file():
            return False
        return QDesktopServices.openUrl(QUrl.fromLocalFile(str(page)))


def publish_results(window: QWidget, services: Services, settings: QSettings) -> PublishDialog:
    """File → Publish results…: the dialog, shown modal."""
    dialog = PublishDialog(services, settings, window)
    dialog.finished.connect(dialog.deleteLater)
    dialog.open()
    return dialog
