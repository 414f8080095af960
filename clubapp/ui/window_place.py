"""Coming back: the window reopens where it was, and quitting never loses a typed score.

On quitting, the window notes in Settings where it was — its frame on the screen (maximised or
not), the page, the open evening (or card party) and the table chosen — for the database it
had open. At the next start the frame is put back clamped to the screen it opens on (a laptop
after a big monitor), and, once the club is open, the evening, table and page are shown again
if they are still there (and a card party's projector, if it was open, on the screen it was on).

Every recorded deal is already committed; what a quit could lose is what is typed and not yet
recorded: a deal in a table's score form, or a round's scores before the bell. The window
asks first: record it, quit without it, or stay.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRect, QSettings, QSize, Qt
from PySide6.QtWidgets import QMessageBox

from clubapp.ui.shared.screen_fit import fit_on_screen
from clubapp.ui.shared.settings_keys import keep_url

PLACE = "window/place/"  # the settings' group of these keys
DEFAULT_SIZE = QSize(1100, 720)

# ``window`` below is the main window (its module imports this one, not the other way round)
MainWindow = Any


def restore_frame(window: MainWindow, settings: QSettings | None) -> None:
    """Size and place the window as it was left, clamped to the screen; else to fit it."""
    saved = settings.value(PLACE + "frame") if settings is not None else None
    fit_on_screen(window, DEFAULT_SIZE, saved if isinstance(saved, QRect) else None)
    if settings is not None and _flag(settings.value(PLACE + "maximized")):
        window.setWindowState(window.windowState() | Qt.WindowState.WindowMaximized)


def save_place(window: MainWindow, settings: QSettings | None) -> None:
    """Note where the window is and what it shows, for the database it has open."""
    if settings is None:
        return
    settings.setValue(PLACE + "maximized", window.isMaximized())
    if not window.isMaximized() and not window.isFullScreen():
        # where its frame is, and the size of its inside (the frame's borders differ from one
        # window manager to another, and are known only once the window is shown)
        settings.setValue(PLACE + "frame", QRect(window.frameGeometry().topLeft(),
                                                 window.geometry().size()))
    if window.services is None:
        return
    page = window.evening_page
    keep_url(settings, PLACE + "database", window.services.db.url)
    settings.setValue(PLACE + "page", window.nav.currentRow())
    evening = page.detail.evening.id if page.detail is not None else 0
    party = window.party_page.evening_id or 0
    settings.setValue(PLACE + "evening", evening or party)
    settings.setValue(PLACE + "table", page.shown_table() or 0)
    window.party_page.note_projector(settings)  # the room's window, open or not, and where
    settings.sync()


def restore_place(window: MainWindow, settings: QSettings | None) -> bool:
    """Show the evening, table and page noted at the last quit, if it was this database and
    they are still there; True when the window went back to them."""
    if settings is None or window.services is None:
        return False
    from clubapp.store.credentials import url_to_keep

    if str(settings.value(PLACE + "database", "") or "") != url_to_keep(window.services.db.url):
        return False
    from clubapp.services.views import ServiceError
    from clubapp.store.database import DatabaseError

    evening = _number(settings.value(PLACE + "evening"))
    if evening:
        try:
            window.open_evening(evening)
        except (ServiceError, DatabaseError):
            evening = 0  # gone since (another computer, a restored backup)
    table = _number(settings.value(PLACE + "table"))
    page = window.evening_page
    if evening and table and page.detail is not None:
        for row, shown in enumerate(page.detail.tables):
            if shown.id == table:
                page.tables.setCurrentRow(row)
    row = _number(settings.value(PLACE + "page"))
    if 0 <= row < window.nav.count() and not window.nav.item(row).isHidden():
        window.nav.setCurrentRow(row)
    if evening:  # the party's projector, if it was open, on the screen it was on
        window.party_page.restore_projector(settings)
    return True


def unrecorded(window: MainWindow) -> dict[str, str]:
    """What is typed and not yet recorded — ``deal``: at the table on screen; ``bell``: a
    round's scores before the bell — each said as a person reads it."""
    if window.services is None:
        return {}
    found = {}
    panel = window.evening_page.panel
    if panel.form is not None and panel.table is not None and panel.view is not None \
            and not panel.view.over and panel.form.typed():
        found["deal"] = window.tr("deal %d at table %d, typed and not recorded") % (
            len(panel.view.deals) + 1, panel.table.number)
    for draft in panel.unrecorded_elsewhere():  # typed at a table, then another one chosen
        found[f"deal {draft.table}"] = window.tr("deal %d at table %d, typed and not recorded") \
            % (draft.deal, draft.table)
    grid = getattr(window.party_page, "grid", None)
    if window.party_page.evening_id is not None and grid is not None and any(
            field.text().strip() and not field.isReadOnly() for field in grid.visible_fields()):
        found["bell"] = window.tr("the scores of this round, typed before the bell")
    return found


def may_quit(window: MainWindow) -> bool:
    """True when nothing typed would be lost, or the person chose: record the deal first (and
    it was recorded), or quit without what is typed."""
    lost = unrecorded(window)
    if not lost:
        return True
    box = QMessageBox(window)
    box.setObjectName("quit_question")
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(window.tr("Quit"))
    box.setText(window.tr("Not recorded yet:") + "\n• " + "\n• ".join(lost.values()))
    record = None
    if "deal" in lost:
        record = box.addButton(window.tr("&Record the deal, then quit"),
                               QMessageBox.ButtonRole.AcceptRole)
    leave = box.addButton(window.tr("&Quit without it"), QMessageBox.ButtonRole.DestructiveRole)
    stay = box.addButton(window.tr("&Stay"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(stay)
    box.exec()
    chosen = box.clickedButton()
    if chosen is record:
        panel = window.evening_page.panel
        before = len(panel.view.deals)
        panel.form.submit()
        return panel.view is not None and len(panel.view.deals) > before  # refused: stay
    return chosen is leave


def _number(value: object) -> int:
    """A whole number kept in the settings (text in an ini file), 0 for anything else."""
    if not isinstance(value, int | float | str | bytes):
        return 0
    try:
        return int(value)
    except ValueError:
        return 0


def _flag(value: object) -> bool:
    return value is True or str(value).lower() == "true"
