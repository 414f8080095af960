"""Importing members from a spreadsheet's CSV: the preview first, then all the taken rows or none.

The dialog shows every row of the file: the ones that will be added, and the ones that will
not, each with the reason. Nothing is written until Import is pressed, and then the taken rows
go in together in one transaction, or not at all.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from clubapp.services import ServiceError, Services
from clubapp.services.exchange import ExchangeService
from clubapp.services.member_csv import ENCODINGS, CsvPreview
from clubapp.services.views import MemberView
from clubapp.ui.shared.file_dialogs import open_file_name
from clubapp.ui.shared.i18n import data_label, format_date
from clubapp.ui.shared.rule_messages import error_words, reason_text
from clubapp.ui.shared.style import ERROR_STYLE

REJECTED = QColor("#b00020")
TAKEN = QColor("#1b5e20")
MAX_FILE = 5_000_000  # bytes: a member list is never larger; a bigger file is a wrong choice


class ImportDialog(QDialog):
    """Choose a CSV file, look at the preview, import."""

    def __init__(self, services: Services, path: str | Path | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.exchange = ExchangeService(services.db)
        self.data: bytes | None = None
        self.preview: CsvPreview | None = None
        self.imported: list[MemberView] = []
        self.setWindowTitle(self.tr("Import members from CSV"))
        self.file_label = QLabel(self.tr("No file chosen"))
        self.file_label.setObjectName("import_file")
        choose = QPushButton(self.tr("&Choose file…"))
        choose.clicked.connect(self.choose_file)
        self.encoding = QComboBox()
        self.encoding.setObjectName("import_encoding")
        self.encoding.setAccessibleName(self.tr("Encoding"))
        for key, label in ENCODINGS.items():
            self.encoding.addItem(data_label(label), key)
        self.encoding.currentIndexChanged.connect(self.show_preview)
        self.summary = QLabel()
        self.summary.setObjectName("import_summary")
        self.summary.setWordWrap(True)
        self.problems = QLabel()
        self.problems.setObjectName("import_problems")
        self.problems.setStyleSheet(ERROR_STYLE)
        self.problems.setWordWrap(True)
        self.table = QTableWidget(0, 7)
        self.table.setObjectName("import_rows")
        self.table.setAccessibleName(self.tr("The file's rows"))
        self.table.setHorizontalHeaderLabels([
            self.tr("Row"), self.tr("Name"), self.tr("E-mail"), self.tr("Phone"),
            self.tr("Joined"), self.tr("Notes"), self.tr("Will be")])
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(6, QHeaderView.ResizeMode.Stretch)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.import_button = self.buttons.addButton(self.tr("&Import"),
                                                    QDialogButtonBox.ButtonRole.AcceptRole)
        self.import_button.setObjectName("import_accept")
        self.buttons.accepted.connect(self.accept_import)
        self.buttons.rejected.connect(self.reject)
        top = QHBoxLayout()
        top.addWidget(self.file_label, 1)
        top.addWidget(choose)
        top.addWidget(QLabel(self.tr("Encoding")))
        top.addWidget(self.encoding)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.problems)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.summary)
        layout.addWidget(self.buttons)
        self.resize(860, 520)
        if path is not None:
            self.load_file(path)
        else:
            self.show_preview()

    def choose_file(self) -> None:
        path = open_file_name(self, self.tr("Member list"), "",
                              self.tr("CSV files (*.csv *.txt);;All files (*)"))
        if path:
            self.load_file(path)

    def load_file(self, path: str | Path) -> None:
        """Read a file and preview it (an unreadable file is said so, nothing imported)."""
        target = Path(path)
        # the file's name (a folder's long path would widen the dialog past a small screen);
        # where it lies, in the tooltip
        self.file_label.setText(target.name)
        self.file_label.setToolTip(str(target))
        try:
            if target.stat().st_size > MAX_FILE:
                raise OSError(self.tr("the file is too large to be a member list"))
            self.data = target.read_bytes()
        except OSError as exc:
            self.data = None
            self.preview = None
            self.problems.setText(self.tr("Cannot read %s: %s") % (target.name,
                                                                  exc.strerror or exc))
            self.problems.setVisible(True)
            self._show_rows()
            return
        self.show_preview()

    def show_preview(self) -> None:
        """Preview the file read in the chosen encoding."""
        if self.data is None:
            self.preview = None
            self.problems.setVisible(bool(self.problems.text()))
        else:
            self.preview = self.exchange.preview_members(self.data, self.encoding.currentData())
            self.problems.setText("\n".join(reason_text(p) for p in self.preview.problems))
            self.problems.setVisible(bool(self.preview.problems))
        self._show_rows()

    def _show_rows(self) -> None:
        preview = self.preview
        rows = preview.rows if preview is not None else ()
        self.table.setRowCount(len(rows))
        for number, row in enumerate(rows):
            verdict = (self.tr("added") if row.reason is None
                       else self.tr("not taken: %s") % reason_text(row.reason))
            cells = (str(row.line), row.name, row.email, row.phone,
                     format_date(row.joined) if row.joined else "", row.notes, verdict)
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column == 6:
                    item.setForeground(TAKEN if row.taken else REJECTED)
                self.table.setItem(number, column, item)
        self.table.resizeColumnsToContents()
        self.table.horizontalHeader().setSectionResizeMode(6, QHeaderView.ResizeMode.Stretch)
        taken = len(preview.taken) if preview is not None else 0
        rejected = len(preview.rejected) if preview is not None else 0
        if preview is None:
            self.summary.setText(self.tr("Choose the CSV file saved from the spreadsheet."))
        else:
            extra = (self.tr(" Columns not used: %s.") % ", ".join(preview.ignored)
                     if preview.ignored else "")
            added = (self.tr("1 member will be added") if taken == 1
                     else self.tr("%s members will be added") % taken)
            left = (self.tr("1 row will not be taken") if rejected == 1
                    else self.tr("%s rows will not be taken") % rejected)
            self.summary.setText(self.tr("%s, %s (read as %s).%s")
                                 % (added, left, preview.encoding, extra))
        self.import_button.setEnabled(taken > 0 and not (preview and preview.problems))

    def accept_import(self) -> None:
        """Add every taken row, or none (the reason is shown and the dialog stays open)."""
        if self.preview is None or self.data is None:
            return
        try:
            self.imported = self.exchange.import_members(self.data, self.preview,
                                                         self.encoding.currentData())
        except ServiceError as exc:
            self.show_preview()  # the list may have changed: show the rows as they stand now
            self.problems.setText(error_words(exc))
            self.problems.setVisible(True)
            return
        self.accept()

    @classmethod
    def run(cls, services: Services, parent: QWidget | None = None) -> list[MemberView]:
        """Open the dialog; the members added (none when cancelled)."""
        dialog = cls(services, None, parent)
        dialog.exec()
        return dialog.imported
