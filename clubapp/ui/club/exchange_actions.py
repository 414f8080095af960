"""The File menu's import and export actions: where to write or read, then one service call."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from clubapp.services import ServiceError, Services
from clubapp.services.exchange import CSV_ENCODING, ExchangeService, schema_revision
from clubapp.ui.club.import_dialog import ImportDialog
from clubapp.ui.shared.file_dialogs import open_file_name, save_file_name
from clubapp.ui.shared.hub import Hub
from clubapp.ui.shared.i18n import current_language
from clubapp.ui.shared.rule_messages import error_words


def _save_path(parent: QWidget, title: str, name: str, kinds: str) -> Path | None:
    path = save_file_name(parent, title, name, kinds)
    return Path(path) if path else None


def import_members(parent: QWidget, services: Services, hub: Hub) -> int:
    """Preview and import a member list; the number of members added."""
    added = ImportDialog.run(services, parent)
    if added:
        hub.membersChanged.emit()
        hub.statusMessage.emit(
            QCoreApplication.translate("exchange_actions", "%s members imported") % len(added))
    return len(added)


def export_members(parent: QWidget, services: Services, path: Path | None = None) -> Path | None:
    """Write the member list as CSV (Excel opens it, the import reads it back)."""
    path = path or _save_path(
        parent, QCoreApplication.translate("exchange_actions", "Export members"), "members.csv",
        QCoreApplication.translate("exchange_actions", "CSV files (*.csv)"))
    if path is not None:
        path.write_text(ExchangeService(services.db).members_csv(current_language()),
                        encoding=CSV_ENCODING,
                        newline="")
    return path


def export_evenings(parent: QWidget, services: Services,
                    path: Path | None = None) -> Path | None:
    """Write the list of evenings as CSV."""
    path = path or _save_path(
        parent, QCoreApplication.translate("exchange_actions", "Export evenings"), "evenings.csv",
        QCoreApplication.translate("exchange_actions", "CSV files (*.csv)"))
    if path is not None:
        path.write_text(ExchangeService(services.db).evenings_csv(current_language()),
                        encoding=CSV_ENCODING,
                        newline="")
    return path


def export_club(parent: QWidget, services: Services, path: Path | None = None) -> Path | None:
    """Write the whole club as one JSON file (for a move to another computer or a copy)."""
    path = path or _save_path(
        parent, QCoreApplication.translate("exchange_actions", "Export the whole club"), "club.json",
        QCoreApplication.translate("exchange_actions", "JSON files (*.json)"))
    if path is not None:
        path.write_text(ExchangeService(services.db).export_club_json(), encoding="utf-8")
    return path


def import_club(parent: QWidget, services: Services, hub: Hub,
                path: Path | None = None) -> bool:
    """Load a whole-club JSON file into this (new, empty) database; a refusal is shown."""
    if path is None:
        chosen = open_file_name(
            parent, QCoreApplication.translate("exchange_actions", "Import a whole club"), "",
            QCoreApplication.translate("exchange_actions", "JSON files (*.json)"))
        if not chosen:
            return False
        path = Path(chosen)
    try:
        result = ExchangeService(services.db).import_club(path.read_bytes())
    except (OSError, ServiceError) as exc:
        QMessageBox.warning(parent, QCoreApplication.translate("exchange_actions", "Import a whole club"),
                            error_words(exc))
        return False
    hub.membersChanged.emit()
    hub.eveningsChanged.emit()
    members, evenings = result.rows.get("member", 0), result.rows.get("evening", 0)
    if result.upgraded_from is None:
        hub.statusMessage.emit(QCoreApplication.translate(
            "exchange_actions", "Club imported: %s members, %s evenings") % (members, evenings))
    else:  # an earlier clubapp's export, brought up to today's schema first
        hub.statusMessage.emit(QCoreApplication.translate(
            "exchange_actions", "Club imported from an earlier clubapp's export (database "
            "schema %s, brought up to %s): %s members, %s evenings")
            % (result.upgraded_from, schema_revision(), members, evenings))
    return True
