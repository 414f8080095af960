"""The window asks for the organiser's PIN where a closed evening would change: the tally cards of
a closed evening and restoring a backup (issue 20, item 3); the restore keeps the PIN."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QInputDialog, QMessageBox, QSpinBox

from clubapp.services import Services
from clubapp.services.seasons import SeasonService
from clubapp.ui.club.backups_dialog import BackupsDialog
from clubapp.ui.seasons.awards_dialog import AwardsDialog

PIN = "пиковая дама"


def answer_next(typed: str | None, seen: list[str]) -> None:
    """Type into the next PIN box (or cancel it); a message box that comes instead is noted."""

    def run():
        box = QApplication.activeModalWidget()
        if isinstance(box, QInputDialog):
            seen.append(box.labelText())
            if typed is None:
                box.reject()
            else:
                box.setTextValue(typed)
                box.accept()
            return
        if isinstance(box, QMessageBox):
            seen.append(box.text())
            box.close()
            return
        QTimer.singleShot(10, run)

    QTimer.singleShot(0, run)


def party(path):
    services = Services.open(str(path))
    ids = [services.members.add(n).id for n in ("Ann", "Bob")]
    evening = services.evenings.create(dt.date(2026, 2, 6), "Friday party", "party")
    SeasonService(services.db).set_award(evening.id, ids[0], gold=1)
    SeasonService(services.db).set_award(evening.id, ids[1], red=1)
    services.evenings.set_closed(evening.id, True)
    services.club.set_pin(PIN)
    return services, evening.id


def test_a_closed_evenings_tally_cards_ask_for_the_pin(qtbot, empty_club):
    services, evening = party(empty_club)
    try:
        dialog = AwardsDialog(services, services.evenings.list())
        qtbot.addWidget(dialog)
        dialog.findChild(QSpinBox, "award_gold_1").setValue(4)
        seen: list[str] = []
        answer_next("wrong one", seen)
        dialog.save()
        assert seen == ["The evening is closed. The organiser's PIN, to change its tally cards:"]
        assert dialog.error.text() == "the organiser's PIN is wrong"
        assert [a.gold for a in SeasonService(services.db).awards(evening)] == [1, 0]
        answer_next(PIN, seen)
        dialog.save()
        assert dialog.result() == dialog.DialogCode.Accepted and dialog.saved == 1
        assert [a.gold for a in SeasonService(services.db).awards(evening)] == [1, 4]
    finally:
        services.close()


def test_restoring_a_backup_asks_for_the_pin_and_keeps_it(qtbot, empty_club):
    services, evening = party(empty_club)
    try:
        dialog = BackupsDialog(services)
        qtbot.addWidget(dialog)
        assert dialog.backups and "Friday party" in dialog.backups[0].label
        seen: list[str] = []
        answer_next(None, seen)  # cancelled: nothing restored
        dialog.restore(confirm=False)
        assert seen == ["The organiser's PIN, to restore a backup:"] and not dialog.restored
        answer_next("0000", seen)
        warned: list[str] = []
        QTimer.singleShot(50, lambda: answer_next(None, warned))  # the refusal's message box
        dialog.restore(confirm=False)
        assert warned == ["the organiser's PIN is wrong"] and not dialog.restored
        answer_next(PIN, seen)
        dialog.restore(confirm=False)
        assert dialog.restored
    finally:
        services.close()
    again = Services.open(str(empty_club))
    try:
        assert again.club.has_pin()  # the backup was taken before the PIN: it stays all the same
        assert [e.closed for e in again.evenings.list() if e.id == evening] == [True]
    finally:
        again.close()


def test_the_backup_before_an_upgrade_is_listed_in_the_windows_language(qtbot, tmp_path):
    from alembic import command

    from clubapp.store.database import _alembic_config, open_database
    from clubapp.ui.shared.i18n import install_language

    path = tmp_path / "club.sqlite"
    db = open_database(str(path))
    with db.engine.begin() as conn:
        cfg = _alembic_config()
        cfg.attributes["connection"] = conn
        command.downgrade(cfg, "0004")
    db.close()
    services = Services.open(str(path))  # upgraded, with a backup first
    try:
        dialog = BackupsDialog(services)
        qtbot.addWidget(dialog)
        assert [b.label for b in dialog.backups] == ["before upgrade 0004"]
        assert dialog.model.index(0, 1).data() == "before an upgrade of the file's format"
        install_language("ru")
        try:
            assert dialog.why(dialog.backups[0].label) == "перед обновлением формата файла"
        finally:
            install_language("en")
    finally:
        services.close()
