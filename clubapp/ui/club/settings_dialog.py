"""Settings: which database the club lives in (a file, or a server URL), the window's language,
the documents' language, paper and logo, the club's name and the organiser's PIN."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from clubapp.services import ServiceError, Services
from clubapp.services.club import MIN_DIGITS, MIN_PHRASE
from clubapp.store.credentials import save_password, split_password
from clubapp.store.database import DatabaseError, default_database_path
from clubapp.ui.shared.file_dialogs import save_file_name
from clubapp.ui.shared.i18n import (
    LANGUAGE_KEY,
    LANGUAGE_NAMES,
    chosen_language,
    current_language,
    saved_language,
    system_language,
)
from clubapp.ui.shared.rule_messages import error_words
from clubapp.ui.shared.settings_keys import (
    AS_THE_WINDOW,
    DATABASE_KEY,
    LANG_KEY,
    LOGO_KEY,
    PAPER_KEY,
    SCORER_KEY,
    keep_url,
    name_the_scorer,
    saved_database,
)
from clubapp.ui.shared.style import ERROR_STYLE


class SettingsDialog(QDialog):
    def __init__(self, settings: QSettings, services: Services | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.services = services
        self.setWindowTitle(self.tr("Settings"))
        self.database = QLineEdit(saved_database(settings) or "")
        self.database.setObjectName("settings_database")
        self.database.setAccessibleName(self.tr("Database"))
        self.database.setPlaceholderText(str(default_database_path()))
        browse = QPushButton(self.tr("Browse…"))
        browse.clicked.connect(self.browse)
        row = QHBoxLayout()
        row.addWidget(self.database, 1)
        row.addWidget(browse)
        hint = QLabel(self.tr("Leave empty for the club file in your data folder. A club that "
                              "shares one server writes postgresql://user@host/club here."))
        hint.setWordWrap(True)
        hint.setStyleSheet("color: #666;")
        form = QFormLayout()
        form.addRow(self.tr("Database"), row)
        form.addRow("", hint)
        self.scorer = QLineEdit(str(settings.value(SCORER_KEY, "") or ""))
        self.scorer.setObjectName("settings_scorer")
        self.scorer.setPlaceholderText(self.tr("your name: on score sheets and beside each change"))
        self.scorer.setMaxLength(100)
        self.club_name = QLineEdit(self._shown_club_name())
        self.club_name.setObjectName("settings_club_name")
        self.new_pin = QLineEdit()
        self.new_pin.setObjectName("settings_new_pin")
        self.new_pin.setEchoMode(QLineEdit.EchoMode.Password)
        self.new_pin.setPlaceholderText(self.tr("empty: no change"))
        # the PIN's rule said whole, on its own wrapped line (a placeholder would be cut)
        self.pin_rule = QLabel(self.tr("A PIN is %d digits or more, or a pass phrase of %d "
                                       "characters or more.") % (MIN_DIGITS, MIN_PHRASE))
        self.pin_rule.setObjectName("settings_pin_rule")
        self.pin_rule.setWordWrap(True)
        self.pin_rule.setStyleSheet("color: #666;")
        self.new_pin_again = QLineEdit()
        self.new_pin_again.setObjectName("settings_new_pin_again")
        self.new_pin_again.setEchoMode(QLineEdit.EchoMode.Password)
        self.pin_set: str | None = None  # what to say once the dialog closes
        self.old_pin = QLineEdit()
        self.old_pin.setObjectName("settings_old_pin")
        self.old_pin.setEchoMode(QLineEdit.EchoMode.Password)
        self.old_pin.setPlaceholderText(self.tr("needed to change a PIN already set"))
        self.error = QLabel()
        self.error.setObjectName("settings_error")
        self.error.setStyleSheet(ERROR_STYLE)
        self.error.setWordWrap(True)
        self.language = QComboBox()
        self.language.setObjectName("settings_language")
        self.language.addItem(self.tr("The system's (%s)") % LANGUAGE_NAMES[system_language()],
                              "")
        for code, name in LANGUAGE_NAMES.items():
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(self.language.findData(saved_language(settings)), 0))
        # the documents speak the window's language unless another is chosen here
        self.report_lang = QComboBox()
        self.report_lang.setObjectName("settings_report_language")
        self.report_lang.addItem(self.tr("As the window"), AS_THE_WINDOW)
        for code, name in LANGUAGE_NAMES.items():
            self.report_lang.addItem(name, code)
        self.report_lang.setCurrentIndex(max(self.report_lang.findData(
            str(settings.value(LANG_KEY, AS_THE_WINDOW) or AS_THE_WINDOW)), 0))
        self.paper = QComboBox()
        self.paper.setObjectName("settings_paper")
        self.paper.addItem("A4", "a4")
        self.paper.addItem(self.tr("US Letter"), "letter")
        self.paper.setCurrentIndex(max(self.paper.findData(settings.value(PAPER_KEY, "a4")), 0))
        self.logo = QLineEdit(str(settings.value(LOGO_KEY, "") or ""))
        self.logo.setObjectName("settings_logo")
        self.logo.setPlaceholderText(self.tr("a PNG or JPEG for the top of every page"))
        form.addRow(self.tr("Language"), self.language)
        form.addRow(self.tr("Documents in"), self.report_lang)
        form.addRow(self.tr("Paper"), self.paper)
        form.addRow(self.tr("Club logo"), self.logo)
        form.addRow(self.tr("Scorer at this computer"), self.scorer)
        if services is not None:
            form.addRow(self.tr("Club name"), self.club_name)
            form.addRow(self.tr("Organiser's PIN (unlocks closed evenings)"), self.new_pin)
            form.addRow("", self.pin_rule)
            form.addRow(self.tr("The new PIN again"), self.new_pin_again)
            form.addRow(self.tr("Current PIN"), self.old_pin)
            form.addRow("", self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.apply_club)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.resize(max(640, self.sizeHint().width()), self.sizeHint().height())

    def _shown_club_name(self) -> str:
        if self.services is None:
            return ""
        from clubapp.services.members import club_name_in

        return club_name_in(self.services.club.name(), current_language())

    def apply_club(self) -> None:
        """Save the club's name and PIN (in the database); stay open with the reason if refused."""
        if self.services is not None:
            if self.new_pin.text() != self.new_pin_again.text():
                self.error.setText(self.tr("The two new PINs differ: type the new PIN twice, "
                                           "the same both times. Nothing was changed."))
                self.new_pin_again.clear()
                self.new_pin_again.setFocus()
                return
            self.error.setText("")
            try:
                if self.club_name.text().strip() != self._shown_club_name():
                    self.services.club.rename(self.club_name.text())
                if self.new_pin.text():
                    self.services.club.set_pin(self.new_pin.text(), self.old_pin.text() or None)
                    self.pin_set = self.tr("The organiser's PIN is set: it is asked to reopen a "
                                           "closed evening, to restore a backup and to change it")
            except (ServiceError, DatabaseError) as exc:
                self.error.setText(error_words(exc))
                return
        self.accept()

    def browse(self) -> None:
        path = save_file_name(
            self, self.tr("Club database file"), str(default_database_path().parent),
            self.tr("Club database (*.sqlite *.db);;All files (*)"), confirm_overwrite=False)
        if path:
            self.database.setText(path)

    def save_language(self) -> bool:
        """Keep the window's language as chosen; True when the window must change language."""
        self.settings.setValue(LANGUAGE_KEY, self.language.currentData())
        return chosen_language(self.settings) != current_language()

    def chosen_database(self) -> str | None:
        return self.database.text().strip() or None

    def save(self) -> bool:
        """Save the choice; a password goes to the keyring, never to the settings file.

        False when the system has no keyring (the password will be asked at each start).
        """
        self.settings.setValue(LANG_KEY, self.report_lang.currentData())
        self.settings.setValue(PAPER_KEY, self.paper.currentData())
        self.settings.setValue(LOGO_KEY, self.logo.text().strip())
        self.settings.setValue(SCORER_KEY, " ".join(self.scorer.text().split()))
        name_the_scorer(self.settings)
        chosen = self.chosen_database() or ""
        bare, password = split_password(chosen)
        kept = True
        if password is not None:
            kept = save_password(bare, password)
        keep_url(self.settings, DATABASE_KEY, bare)
        return kept
