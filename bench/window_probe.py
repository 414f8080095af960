"""Start a window, wait for its first paint, report and quit: timed from outside by bench_window.

python -m bench.window_probe bare | start DB | ready DB [EVENING]
- bare: a bare PySide6 QMainWindow;
- start: clubapp's window as the program starts it (the window first, the club just after);
- ready: the window with the club on screen (and an evening open when given).
Prints the peak resident memory (KB) at the paint that ends it.
"""

from __future__ import annotations

import resource
import sys


def main() -> int:
    kind = sys.argv[1]
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication, QMainWindow

    app = QApplication(sys.argv[:1])

    class FirstPaint(QObject):
        def eventFilter(self, watched, event):
            if event.type() == QEvent.Type.Paint:
                QTimer.singleShot(0, app.quit)
            return False

    spy = FirstPaint()
    if kind == "bare":
        window = QMainWindow()
        window.resize(1100, 720)
        window.installEventFilter(spy)
    else:
        from clubapp.ui.main_window import MainWindow

        window = MainWindow(None)
        if kind == "start":
            window.installEventFilter(spy)
        else:
            def open_club() -> None:
                from clubapp.services import Services

                window.attach(Services.open(sys.argv[2]))
                if len(sys.argv) > 3:  # the 400-player evening of the memory figure
                    window.open_evening(int(sys.argv[3]))
                window.installEventFilter(spy)
                window.update()

            QTimer.singleShot(0, open_club)
    window.show()
    app.exec()
    print(peak_resident_kb(), flush=True)
    return 0


def peak_resident_kb() -> int:
    """This process's peak resident memory. getrusage's figure is no use here: Linux keeps the
    parent's peak across fork and exec, so a probe started by a big benchmark inherits it."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


if __name__ == "__main__":
    sys.exit(main())
