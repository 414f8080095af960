"""The table pages served in a test: a free port on the loopback, the window's serving dialog
started, or ``clubapp serve`` in a process of its own."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path


def free_port() -> int:
    """A port of 127.0.0.1 that nothing listens on now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def start_serving(qtbot, dialog) -> None:
    """Start the dialog's server on the loopback, on a free port, and wait until it serves."""
    dialog.interface.setCurrentIndex(dialog.interface.findData("127.0.0.1"))
    dialog.port.setValue(free_port())
    dialog.start_button.click()
    qtbot.waitUntil(lambda: dialog.serving and "Serving at" in dialog.status.text(),
                    timeout=5000)


@contextmanager
def serving(path: Path, evening: int, port: int, *extra: str) -> Iterator[subprocess.Popen]:
    """``clubapp serve`` in a process of its own on the loopback (killed at the end if the
    test did not stop it)."""
    server = subprocess.Popen(
        [sys.executable, "-m", "clubapp", "--db", str(path), "serve", "--evening",
         str(evening), "--host", "127.0.0.1", "--port", str(port), *extra],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    try:
        yield server
    finally:
        if server.poll() is None:
            server.kill()
            server.wait()


def lines(server: subprocess.Popen, count: int) -> list[dict]:
    """The next ``count`` JSON lines the server printed."""
    return [json.loads(server.stdout.readline()) for _ in range(count)]


def stop(server: subprocess.Popen) -> None:
    """SIGTERM: the server ends cleanly, with status 0."""
    server.send_signal(signal.SIGTERM)
    assert server.wait(timeout=20) == 0, server.stderr.read()
