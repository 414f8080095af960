"""One start of the program for ``test_projector_readable``: on a machine of two screens (the
offscreen platform given two, a laptop's and a projector's), run in a process of its own:

    python -m tests.ui.party.projector_restart choose|again DB SETTINGS EVENING

``choose``: open the party, pick the projector's screen in the *Projector* button's menu (the
room's window goes there, full screen), quit. ``again``: start again and report where the
room's window is. Prints one JSON line: ``{"open", "screen", "full", "size", "menu",
"choice"}``.
"""

from __future__ import annotations

import json
import sys

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication


def main() -> int:
    step, db, settings_file, evening = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
    app = QApplication(sys.argv[:1])
    from clubapp.services import Services
    from clubapp.ui.main_window import MainWindow
    from clubapp.ui.party.projector_screens import CHOICE

    settings = QSettings(settings_file, QSettings.Format.IniFormat)
    window = MainWindow(None, settings)
    window.show()
    window.attach(Services.open(db))  # as the program starts: the club, then where it was
    for _ in range(10):
        app.processEvents()
    page = window.party_page
    menu = []
    if step == "choose":
        window.open_evening(evening)
        page._list_screens()  # the menu as the arrow opens it
        actions = page.screen_menu.actions()
        menu = [a.text() for a in actions]
        next(a for a in actions if "PROJECTOR" in a.text()).trigger()  # closed: kept only
        page.projector_button.click()  # opens where chosen
        for _ in range(10):
            app.processEvents()
    projector = page.projector
    shown = projector is not None and projector.isVisible()
    out = {"open": shown,
           "screen": projector.screen().name() if shown else None,
           "full": shown and projector.isFullScreen(),
           "size": [projector.width(), projector.height()] if shown else None,
           "name_px": projector.fit.size if shown else None,
           "menu": menu, "choice": settings.value(CHOICE)}
    window.close()  # notes where everything was, the room's window too
    print(json.dumps(out, ensure_ascii=False), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
