"""A real X server (Xvfb with openbox) for the tests that drive the window as a person does: the
server, the program's environment on it, real keys through xdotool, and screenshots.

A test that starts an ``XServer`` is marked ``xserver`` and ``slow`` (tests/helpers/markers.py).
"""

from __future__ import annotations

import os
import subprocess
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from tests.helpers.paths import SCREENS

# what a test on an X server runs besides Python (setup.sh --test installs them)
NEEDED = ("Xvfb", "openbox", "xdotool", "import")
# a small laptop's screen and a common one
SIZES = ("1024x600", "1366x768")

T = TypeVar("T")


class XServer:
    """An Xvfb server of one screen size with a window manager, on a display of its own."""

    def __init__(self, size: str) -> None:
        self.size = size
        # Xvfb picks a free display itself and writes its number to the pipe: two test
        # processes side by side (pytest -n) never race for the same one
        read_end, write_end = os.pipe()
        self.server = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write_end), "-screen", "0", f"{size}x24",
             "-nolisten", "tcp"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, pass_fds=(write_end,))
        os.close(write_end)
        with os.fdopen(read_end) as announced:
            number = announced.readline().strip()
        assert number.isdigit(), f"Xvfb did not start (exit {self.server.poll()})"
        self.number = int(number)
        self.display = f":{self.number}"
        self.manager = subprocess.Popen(["openbox"], env=self.env(),
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(0.3)  # the window manager takes the screen before the first window

    def env(self) -> dict[str, str]:
        env = dict(os.environ, DISPLAY=self.display, QT_QPA_PLATFORM="xcb")
        env.pop("WAYLAND_DISPLAY", None)
        return env

    def xdotool(self, *args: str) -> str:
        """What xdotool prints for these arguments on this display."""
        return subprocess.run(["xdotool", *args], env=self.env(), capture_output=True,
                              text=True, timeout=30).stdout

    def windows(self, pid: int, name: str) -> list[str]:
        """The visible windows of the process ``pid`` whose title matches ``name``."""
        return self.xdotool("search", "--all", "--pid", str(pid), "--onlyvisible",
                            "--name", name).split()

    def shot(self, name: str) -> Path:
        """The whole screen as a person sees it, as tests/screens/<name>.png."""
        SCREENS.mkdir(parents=True, exist_ok=True)
        path = SCREENS / f"{name}.png"
        subprocess.run(["import", "-display", self.display, "-window", "root", str(path)],
                       check=False, timeout=30)
        return path

    def stop(self) -> None:
        for process in (self.manager, self.server):
            process.terminate()
            try:
                process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                process.kill()


def environment(home: Path, **extra: str) -> dict[str, str]:
    """The environment of a program run as a new user whose home is ``home``: its settings,
    data and caches all under it, no keyring, the window in English (the titles searched for)."""
    env = dict(os.environ, HOME=str(home), XDG_CONFIG_HOME=str(home / ".config"),
               XDG_DATA_HOME=str(home / ".local/share"), XDG_CACHE_HOME=str(home / ".cache"),
               XDG_STATE_HOME=str(home / ".local/state"),
               PYTHON_KEYRING_BACKEND="keyring.backends.null.Keyring")
    for key in ("CLUBAPP_TEST_KEYRING", "LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        env.pop(key, None)
    env.update(extra, LANG="C.UTF-8")
    return env


def on_screen(server: XServer | None) -> dict[str, str]:
    """Where the window is drawn: on the X server's display, or offscreen."""
    if server is None:
        return {"QT_QPA_PLATFORM": "offscreen"}
    return {"QT_QPA_PLATFORM": "xcb", "DISPLAY": server.display}


def shot(server: XServer, name: str) -> Path:
    """The whole screen as a person sees it, kept for a person to look at."""
    return server.shot(name)


def wait_for(found: Callable[[], T], timeout: float = 30.0) -> T:
    """``found()``'s first true value, asked every tenth of a second; fails after ``timeout``."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = found()
        if value:
            return value
        time.sleep(0.1)
    raise AssertionError(f"waited {timeout} s in vain")
