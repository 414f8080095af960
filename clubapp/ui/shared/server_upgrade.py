"""Asking before a server's club database is upgraded.

A club file is backed up before its upgrade; a server's database cannot be, so the window says
what the upgrade does (the refusal's own words: the schemas, the older computers, ``pg_dump``
as the backup to take first) and upgrades only when the person says so.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget


def ask_to_upgrade(parent: QWidget | None, said: str) -> bool:
    """Show what the upgrade will do (``said``) and ask; True only when the person chooses to
    upgrade the database (Cancel is the default)."""
    title = QCoreApplication.translate("server_upgrade", "clubapp — upgrade the club's database?")
    box = QMessageBox(QMessageBox.Icon.Question, title, said,
                      QMessageBox.StandardButton.NoButton, parent)
    box.setObjectName("server_upgrade")
    box.setInformativeText(QCoreApplication.translate(
        "server_upgrade", "Take the backup first if you have not: the upgrade cannot be undone "
        "from the window."))
    upgrade = box.addButton(QCoreApplication.translate("server_upgrade", "&Upgrade the database"),
                            QMessageBox.ButtonRole.AcceptRole)
    cancel = box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(cancel)
    box.exec()
    return box.clickedButton() is upgrade
