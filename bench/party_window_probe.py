"""Ring a big party's bell in the real window and time it to the screen: run by
bench_party_window in a process of its own (offscreen Qt).

python -m bench.party_window_probe DB EVENING ROUNDS

The window is opened on the party (its tables and the room's window shown, 1366×768 each);
for each round every table's score is put in its boxes, the cursor goes to the last box and
Enter is pressed; timed are Enter to the new seating's first table painted, and the bell's
commit (the service's answer) to the projector painted with the new round. Then as many bells
are rung through the service alone, the window not asked to show them: the baseline. Prints
one JSON line: ``{"window": [s…], "projector": [s…], "service": [s…], "tables": n}``.
"""

from __future__ import annotations

import json
import sys
import time


def main() -> int:
    db, evening, rounds = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    from PySide6.QtCore import QEvent, QObject, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])
    from clubapp.services import Services
    from clubapp.services.party import TableEntry
    from clubapp.ui.main_window import MainWindow
    from clubapp.ui.party.party_tables import TableScoreBox

    window = MainWindow(Services.open(db))
    window.resize(1366, 768)
    window.show()
    window.open_evening(evening)
    page = window.party_page
    projector = page.open_projector()
    projector.resize(1366, 768)
    for _ in range(20):
        app.processEvents()

    painted: dict[str, float] = {}

    class Painted(QObject):
        def eventFilter(self, watched, event):
            if event.type() == QEvent.Type.Paint:
                now = time.perf_counter()
                if isinstance(watched, TableScoreBox) and watched in page.grid.boxes \
                        and watched.table.number == 1 and "tables" not in painted:
                    painted["tables"] = now
                if watched is projector and "projector" not in painted:
                    painted["projector"] = now
            return False

    spy = Painted()
    app.installEventFilter(spy)
    service = window.services.party
    ring = service.ring_bell
    answered: dict[str, float] = {}

    def ring_and_note(*args, **kwargs):
        view = ring(*args, **kwargs)
        answered["at"] = time.perf_counter()  # committed: the bell has rung
        return view

    service.ring_bell = ring_and_note  # the same call, its answer's moment noted
    window_times, projector_times = [], []
    for number in range(rounds):
        for box in page.grid.boxes:  # what the tables handed in
            first = 5 if box.table.head else (number + box.table.number) % 4  # no tie
            box.scores[0].setText(str(first))
            box.scores[1].setText(str(2 if box.table.head else 4))
        last = page.grid.boxes[-1].scores[1]
        last.setFocus(Qt.FocusReason.OtherFocusReason)
        app.processEvents()
        painted.clear()
        started = time.perf_counter()
        QTest.keyClick(last, Qt.Key.Key_Return)
        deadline = started + 30
        while ("tables" not in painted or "projector" not in painted) \
                and time.perf_counter() < deadline:
            app.processEvents()
        assert page.view.round == number + 2, page.message.text()
        window_times.append(painted["tables"] - started)
        projector_times.append(painted["projector"] - answered["at"])
    service.ring_bell = ring
    app.removeEventFilter(spy)
    alone = Services.open(db)  # the baseline: the same bells, through the service only
    service_times = []
    try:
        for number in range(rounds):
            view = alone.party.view(evening)
            entries = [TableEntry(t.number, (5, 2) if t.head else ((number + t.number) % 4, 4))
                       for t in view.tables]
            started = time.perf_counter()
            alone.party.ring_bell(evening, view.round, entries)
            service_times.append(time.perf_counter() - started)
    finally:
        alone.close()
    tables = len(page.view.tables)
    window.services.close()
    print(json.dumps({"window": window_times, "projector": projector_times,
                      "service": service_times, "tables": tables}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
