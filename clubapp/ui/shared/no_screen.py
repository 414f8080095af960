"""Starting the window where there is no screen (no ``DISPLAY``, or one that nobody answers):
one line that says what to set, and exit status 2.

Without it Qt aborts the process (exit 134) after a hint that from Qt 6.5 the xcb plugin needs
libxcb-cursor0: a hint it gives whenever the plugin fails, here for want of a screen, not of a
library. Qt says why as it tries (``qt.qpa.xcb: could not connect to display``), then calls its
fatal error; a message handler sees both, and where the reason was the screen it ends the
process itself. Where something else failed (a library that is really missing) Qt's own words
are written as Qt writes them, and Qt aborts as before.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QMessageLogContext, QtMsgType, qInstallMessageHandler

from clubapp.words import Message, say

# how Qt says that no screen answered: X11 (xcb), Wayland
SCREEN_MISSING = ("could not connect to display", "failed to create wl_display",
                  "failed to connect to wayland display")


def _qt_line(context: QMessageLogContext, message: str) -> str:
    """A message as Qt's own handler writes it: ``category: message``."""
    category = context.category
    return f"{category}: {message}\n" if category and category != "default" else f"{message}\n"


def _no_screen(said: list[str]) -> bool:
    if any(sign in line.lower() for line in said for sign in SCREEN_MISSING):
        return True
    asked = os.environ.get("QT_QPA_PLATFORM", "")
    return sys.platform.startswith("linux") and not asked and not (
        os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


@contextmanager
def said_plainly_without_a_screen(lang: str) -> Iterator[None]:
    """While the application starts: no screen is one line in ``lang`` and exit 2. What Qt
    says meanwhile is held back and written once the application has started (or before its
    abort), so that a missing screen is said in that one line only."""
    said: list[str] = []

    def handler(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        said.append(_qt_line(context, message))
        if kind != QtMsgType.QtFatalMsg:
            return
        if _no_screen(said):
            sys.stderr.write(f"clubapp: {say(Message('cli.no_screen'), lang)}\n")
            sys.stderr.flush()
            os._exit(2)  # a fatal message is followed by abort(): end here, as a refusal does
        sys.stderr.write("".join(said))
        sys.stderr.flush()

    previous = qInstallMessageHandler(handler)
    try:
        yield
    finally:
        qInstallMessageHandler(previous)
        sys.stderr.write("".join(said))
