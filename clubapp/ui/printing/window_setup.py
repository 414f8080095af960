"""The documents' setup for a document printed from a page or a dialog (not the Print menu):
the language, paper and logo chosen in the main window's Settings, with the club's name."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSettings

from clubapp.ui.printing.print_menu import report_setup

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from clubapp.reports.page import ReportSetup


def setup_for(widget: QWidget, services: Any) -> ReportSetup:
    """The setup the Print menu would use, from the settings of the window ``widget`` is in
    (or of its parent's, for a window of its own)."""
    settings = None
    at: Any = widget
    while at is not None and settings is None:
        found = getattr(at.window(), "settings", None)
        settings = found if isinstance(found, QSettings) else None
        at = at.window().parentWidget()
    return report_setup(settings, services.club.name())
