"""Start a window, wait for its first paint, report and quit: timed from outside by bench_window.

python -m bench.window_probe bare|clubapp [DB]  — prints the resident memory (KB) at first paint.
"""

from __future__ import annotations

import resource
import sys


def main() -> int:
    kind = sys.argv[1]
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication, QMainWindow

    app = QApplication(sys.argv[:1])
    if kind == "bare":
        window = QMainWindow()
        window.resize(1100, 720)
    else:
        from clubapp.services import Services
        from clubapp.ui.main_window import MainWindow

        window = MainWindow(Services.open(sys.argv[2]))
        if len(sys.argv) > 3:  # an evening to open: the 400-player evening of the memory figure
            window.open_evening(int(sys.argv[3]))

    class FirstPaint(QObject):
        def eventFilter(self, watched, event):
            if event.type() == QEvent.Type.Paint:
                QTimer.singleShot(0, app.quit)
            return False

    spy = FirstPaint()
    window.installEventFilter(spy)
    window.show()
    app.exec()
    print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
