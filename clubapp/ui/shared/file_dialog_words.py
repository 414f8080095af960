"""Qt's own file dialog shows its files' dates and sizes in the window's language.

Qt's file list writes a file's date and size in the computer's locale (``QLocale::system()``),
which the window's language does not change: a Russian window on an English computer showed
"12/1/26 7:05 PM" and "12 KB", and even on a Russian one "1 байты" and "KiB". Every Qt file
dialog shown (the dialogs drawn by Qt; a system's own dialog speaks the system's language) is
given a view of its files that writes them as the rest of the window does: 01.12.2026 19:05,
"1 байт", "12,5 КБ".
"""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal

from PySide6.QtCore import (
    QEvent,
    QIdentityProxyModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QApplication, QFileDialog, QFileSystemModel

from clubapp.ui.shared.i18n import format_datetime, format_decimal

SIZE_COLUMN, DATE_COLUMN = 1, 3  # QFileSystemModel's: name, size, type, date modified


class LanguageFileList(QIdentityProxyModel):
    """A file dialog's files, their dates and sizes written in the window's language."""

    def size_text(self, size: int) -> str:
        """A file's size as the window's language writes it: "1 byte", "12.5 KB" / "1 байт",
        "12,5 КБ"."""
        if size < 1024:
            return self.tr("%n byte(s)", "", size)
        # each unit 1024 times the one before, as Qt's file list counts; asked for at each
        # call, so that a language switched while the program runs is followed
        units = [self.tr("%s KB"), self.tr("%s MB"), self.tr("%s GB"), self.tr("%s TB")]
        value, step = size / 1024, 0
        while value >= 1024 and step < len(units) - 1:
            value, step = value / 1024, step + 1
        return units[step] % format_decimal(Decimal(f"{value:.1f}"))

    def data(self, index: QModelIndex | QPersistentModelIndex,
             role: int = Qt.ItemDataRole.DisplayRole) -> object:
        source = self.sourceModel()
        if role == Qt.ItemDataRole.DisplayRole and isinstance(source, QFileSystemModel) \
                and index.column() in (SIZE_COLUMN, DATE_COLUMN):
            inner = self.mapToSource(index)
            if index.column() == DATE_COLUMN:
                moment = source.lastModified(inner)
                when = moment.toPython() if moment.isValid() else None
                if isinstance(when, datetime):  # a valid QDateTime's (typed as any object)
                    return format_datetime(when, seconds=False)
            elif not source.isDir(inner):
                return self.size_text(source.size(inner))
        return super().data(index, role)


class _FileDialogs(QObject):
    """Gives every Qt file dialog shown its ``LanguageFileList``."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # every event of the program passes here: type checks first, not event.type()
        if isinstance(watched, QFileDialog) and isinstance(event, QShowEvent) \
                and watched.proxyModel() is None:
            watched.setProxyModel(LanguageFileList(watched))  # a system's dialog ignores it
        return False


def watch_file_dialogs() -> None:
    """From now on every Qt file dialog writes dates and sizes in the window's language
    (once per program: a second call changes nothing)."""
    app = QApplication.instance()
    if app is not None and app.findChild(_FileDialogs) is None:
        app.installEventFilter(_FileDialogs(app))


__all__ = ["LanguageFileList", "watch_file_dialogs"]
