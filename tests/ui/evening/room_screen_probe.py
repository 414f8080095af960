"""One start of the program for ``test_standings_projector``: on a machine of two screens (the
offscreen platform given two, a laptop's and a projector's), in a process of its own:

    python -m tests.ui.evening.room_screen_probe DB SETTINGS EVENING

Opens the evening on the laptop's screen and clicks the Evening page's *Room's screen*
button: the standings go full screen on the second screen. Then F11 (a window inside that
screen) and Escape (closed). Prints one JSON line: ``{"screen", "full", "size", "size_px",
"cut", "after_f11", "after_escape"}`` (``cut``: the labels whose text is wider than they are).
"""

from __future__ import annotations

import json
import sys

from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication


def main() -> int:
    db, settings_file, evening = sys.argv[1], sys.argv[2], int(sys.argv[3])
    app = QApplication(sys.argv[:1])
    from clubapp.services import Services
    from clubapp.ui.main_window import MainWindow

    settings = QSettings(settings_file, QSettings.Format.IniFormat)
    window = MainWindow(None, settings)
    window.show()
    window.attach(Services.open(db))
    laptop = next(s for s in app.screens() if s.name() == "LAPTOP")
    window.setScreen(laptop)
    window.open_evening(evening)
    for _ in range(10):
        app.processEvents()
    button = window.evening_page.room_screen
    button.click()
    for _ in range(10):
        app.processEvents()
    projector = button.projector
    assert projector is not None
    cut = [label.text() for label in projector.labels()
           if any(label.fontMetrics().horizontalAdvance(line) > label.width()
                  for line in label.text().split("\n"))]
    out = {"screen": projector.screen().name(), "full": projector.isFullScreen(),
           "size": [projector.width(), projector.height()], "size_px": projector.fit.size,
           "cut": cut}
    QTest.keyClick(projector, Qt.Key.Key_F11)
    for _ in range(10):
        app.processEvents()
    room = projector.screen().availableGeometry()
    out["after_f11"] = {"full": projector.isFullScreen(),
                        "inside": room.contains(projector.geometry())}
    QTest.keyClick(projector, Qt.Key.Key_Escape)
    app.processEvents()
    out["after_escape"] = projector.isVisible()
    window.close()
    print(json.dumps(out, ensure_ascii=False), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
