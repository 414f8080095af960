"""Help → User guide (F1): the guide, opened offline in the system's browser, in the window's
language.

The guide is written in ``docs/en`` and ``docs/ru`` and built to HTML by MkDocs (setup.sh does
it) into ``site/<language>/`` beside the package, or ``guide/<language>/`` inside the installed
bundle. ``CLUBAPP_GUIDE`` names another folder holding ``<language>/index.html``. Where the
guide was never built, the window says how to build it instead of opening nothing.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QMessageBox, QWidget

GUIDE_ENV = "CLUBAPP_GUIDE"
LANGUAGES = ("en", "ru")


def guide_folder() -> Path:
    """Where the built guide is: ``CLUBAPP_GUIDE``, the bundle's ``guide``, or a checkout's
    ``site`` (where ``mkdocs build`` puts it)."""
    given = os.environ.get(GUIDE_ENV)
    if given:
        return Path(given)
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        return Path(bundle) / "guide"
    return Path(__file__).resolve().parents[3] / "site"


def guide_page(lang: str) -> Path:
    """The guide's first page in ``lang`` (it may not exist: the guide may not be built)."""
    return guide_folder() / (lang if lang in LANGUAGES else "en") / "index.html"


def _title() -> str:
    return QCoreApplication.translate("UserGuide", "User guide")


def open_user_guide(parent: QWidget | None, lang: str) -> Path | None:
    """Open the guide's first page in ``lang`` in the system's browser; the page opened, or
    None when the guide is not built (the person is told how to build it)."""
    page = guide_page(lang)
    if not page.is_file():
        QMessageBox.information(parent, _title(), QCoreApplication.translate(
            "UserGuide",
            "The user guide is not built on this computer, so there is nothing to open yet.\n\n"
            "To build it, run ./setup.sh again in the folder where clubapp was installed "
            "(it builds the guide in English and Russian), then press F1.\n\n"
            "The guide is looked for in %s.") % page.parent.parent)
        return None
    if not QDesktopServices.openUrl(QUrl.fromLocalFile(str(page))):
        QMessageBox.information(parent, _title(), QCoreApplication.translate(
            "UserGuide",
            "No web browser could be started to show the user guide. Open this file in a "
            "browser yourself:\n\n%s") % page)
        return None
    return page
