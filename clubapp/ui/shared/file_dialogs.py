"""The program's file dialogs: choosing a file never opens the files it lists.

Qt's file list finds each file's type and icon by reading the file's first bytes. When it lists
the club file's folder it opens and closes ``club.sqlite`` and its ``-wal``/``-shm``; and closing
any descriptor of a file drops every lock the process holds on that file (POSIX record locks).
SQLite then no longer holds the file it has open: the next program that opens and closes the
club (``clubapp serve``, the command line, another computer's window) takes the log for unused
and deletes it, and what the window writes afterwards never reaches the club file.

So every file dialog of the program is drawn by Qt (a system's own dialog may read files as it
likes) with an icon provider that goes by the file's name alone: a folder's icon or a file's,
and the type said from the name's ending.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QFileInfo
from PySide6.QtGui import QAbstractFileIconProvider, QIcon
from PySide6.QtWidgets import QApplication, QFileDialog, QStyle, QWidget


class NamesOnly(QAbstractFileIconProvider):
    """Icons and types from what a file is called and whether it is a folder: nothing read."""

    def icon(self, what: object) -> QIcon:
        folder = what.isDir() if isinstance(what, QFileInfo) else \
            what == QAbstractFileIconProvider.IconType.Folder
        style = QApplication.style()
        return style.standardIcon(QStyle.StandardPixmap.SP_DirIcon if folder
                                  else QStyle.StandardPixmap.SP_FileIcon)

    def type(self, info: QFileInfo) -> str:
        if info.isDir():
            return QCoreApplication.translate("FileDialogs", "Folder")
        if info.suffix():
            return QCoreApplication.translate("FileDialogs", "%s file") % info.suffix().upper()
        return QCoreApplication.translate("FileDialogs", "File")


def file_dialog(parent: QWidget | None, title: str, place: str, kinds: str,
                saving: bool) -> QFileDialog:
    """A Qt-drawn file dialog that reads no file it lists."""
    dialog = QFileDialog(parent, title)
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    dialog.setIconProvider(NamesOnly())  # before it lists anything
    dialog.setNameFilter(kinds) if kinds else None
    if saving:
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setFileMode(QFileDialog.FileMode.AnyFile)
    else:
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    info = QFileInfo(place) if place else None
    if info is not None and info.isDir():
        dialog.setDirectory(place)
    elif info is not None:
        dialog.setDirectory(info.absolutePath())
        dialog.selectFile(info.fileName())
    return dialog


def _chosen(dialog: QFileDialog) -> str:
    try:
        if dialog.exec() != QFileDialog.DialogCode.Accepted:
            return ""
        files = dialog.selectedFiles()
        return files[0] if files else ""
    finally:
        dialog.deleteLater()


def open_file_name(parent: QWidget | None, title: str, place: str = "",
                   kinds: str = "") -> str:
    """The file chosen to open ("" when cancelled), as ``QFileDialog.getOpenFileName``."""
    return _chosen(file_dialog(parent, title, place, kinds, saving=False))


def save_file_name(parent: QWidget | None, title: str, place: str = "", kinds: str = "",
                   confirm_overwrite: bool = True) -> str:
    """The file chosen to write ("" when cancelled), as ``QFileDialog.getSaveFileName``."""
    dialog = file_dialog(parent, title, place, kinds, saving=True)
    if not confirm_overwrite:
        dialog.setOption(QFileDialog.Option.DontConfirmOverwrite)
    return _chosen(dialog)
