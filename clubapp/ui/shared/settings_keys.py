"""The keys of the program's settings (QSettings), apart from the dialog that edits them, so
that starting the window need not load the dialog and what it imports."""

from __future__ import annotations

from PySide6.QtCore import QSettings

DATABASE_KEY = "database/url"
LANG_KEY, PAPER_KEY, LOGO_KEY = "reports/language", "reports/paper", "reports/logo"


def saved_database(settings: QSettings) -> str | None:
    """The database chosen in Settings, or None for the default file."""
    value = settings.value(DATABASE_KEY, "")
    return str(value) if value else None
