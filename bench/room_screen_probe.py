"""Record deals from another connection and time them to the room's screen: run by
bench_room_screen in a process of its own (offscreen Qt).

python -m bench.room_screen_probe DB EVENING DEALS

The window is opened on the league night and its standings put on the room's screen
(1366×768). A second ``Services`` on the same club file — a phone's page or another computer,
here a thread of its own — records a deal at a random table, at a random moment (the room's
screen reads the change counter every few tenths of a second: the deal may come just after a
look or just before the next); timed is the deal's commit to the room's screen painted with
the new standings. Then as many deals through the service alone: the baseline. Prints one JSON
line: ``{"screen": [s…], "service": [s…], "reads": [s…], "layouts": [s…], "tables": n,
"pages": n}`` (``reads``: the room's screen reading the evening, in its thread, each time it
did; ``layouts``: laying it out and drawing it, in the window's).
"""

from __future__ import annotations

import json
import queue
import random
import sys
import threading
import time


def main() -> int:
    db, evening, deals = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])
    from clubapp.services import Services
    from clubapp.ui.main_window import MainWindow

    window = MainWindow(Services.open(db))
    window.resize(1366, 768)
    window.show()
    window.open_evening(evening)
    projector = window.evening_page.room_screen.open(full=False)
    assert projector is not None
    projector.resize(1366, 768)
    for _ in range(20):
        app.processEvents()

    painted: list[float] = []
    reads: list[float] = []
    layouts: list[float] = []

    class Painted(QObject):
        def eventFilter(self, watched, event):
            if event.type() == QEvent.Type.Paint and watched is projector:
                painted.append(time.perf_counter())
            return False

    room = projector.reads.room
    read, show = room.view, projector.show_view

    def timed_read(*args, **kwargs):
        started = time.perf_counter()
        got = read(*args, **kwargs)
        reads.append(time.perf_counter() - started)
        return got

    def timed_show(*args, **kwargs):
        started = time.perf_counter()
        show(*args, **kwargs)
        layouts.append(time.perf_counter() - started)

    room.view, projector.show_view = timed_read, timed_show  # the same calls, timed
    spy = Painted()
    app.installEventFilter(spy)
    rng = random.Random(17)
    games = [t.current_game for t in window.services.evenings.detail(evening).tables]
    committed: queue.Queue[float] = queue.Queue()
    go = threading.Event()
    stop = threading.Event()

    def phones() -> None:
        """Another computer: its own connection to the club file, a deal when told."""
        other = Services.open(db)
        try:
            while not stop.is_set():
                if not go.wait(0.05):
                    continue
                go.clear()
                other.scoring.record_deal(rng.choice(games), {"makers": rng.choice("AB"),
                                                             "tricks": rng.randint(3, 5)})
                committed.put(time.perf_counter())
        finally:
            other.close()

    writer = threading.Thread(target=phones, daemon=True)
    writer.start()
    screen_times = []
    for _ in range(deals):
        pause = time.perf_counter() + rng.uniform(0.1, 0.6)  # a deal comes when it comes
        while time.perf_counter() < pause:
            app.processEvents()
            time.sleep(0.002)
        shown = projector.view
        go.set()
        while committed.empty():
            app.processEvents()
            time.sleep(0.001)
        at = committed.get()
        deadline = at + 10
        while time.perf_counter() < deadline:
            app.processEvents()
            if projector.view is not shown and painted and painted[-1] > at:
                break
            time.sleep(0.001)
        assert projector.view is not shown, "the room's screen did not show the deal"
        screen_times.append(painted[-1] - at)
    stop.set()
    writer.join()
    app.removeEventFilter(spy)
    room.view, projector.show_view = read, show
    alone = Services.open(db)  # the baseline: the same kind of deal, the service alone
    service_times = []
    try:
        for _ in range(deals):
            started = time.perf_counter()
            alone.scoring.record_deal(rng.choice(games), {"makers": rng.choice("AB"),
                                                         "tricks": rng.randint(3, 5)})
            service_times.append(time.perf_counter() - started)
    finally:
        alone.close()
    pages = projector.pages()
    projector.close()
    window.services.close()
    print(json.dumps({"screen": screen_times, "service": service_times, "reads": reads,
                      "layouts": layouts, "tables": len(games), "pages": pages}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
