"""The keys of the program's settings (QSettings), apart from the dialog that edits them, so
that starting the window need not load the dialog and what it imports."""

from __future__ import annotations

from PySide6.QtCore import QSettings

DATABASE_KEY = "database/url"
# the documents' language: "" (as the window speaks, the default), "en" or "ru". A key of its
# own: the one before it was saved as "en" by every Settings dialog, chosen or not
LANG_KEY = "reports/documents_language"
PAPER_KEY, LOGO_KEY = "reports/paper", "reports/logo"
AS_THE_WINDOW = ""


def saved_database(settings: QSettings) -> str | None:
    """The database chosen in Settings, or None for the default file."""
    value = settings.value(DATABASE_KEY, "")
    return str(value) if value else None
