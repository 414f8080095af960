"""``clubapp`` (the window) where there is no screen: one line that says what to set, exit 2 —
not Qt's abort (exit 134) after a hint about libxcb-cursor0, which is not what is missing."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from clubapp import __version__

ENGLISH = "clubapp: no screen: set DISPLAY or QT_QPA_PLATFORM=offscreen\n"
RUSSIAN = "clubapp: нет экрана: задайте `DISPLAY` или `QT_QPA_PLATFORM=offscreen`\n"


def clubapp(tmp_path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    """A real process without a screen: no DISPLAY, no Wayland, no Qt platform asked for (a
    home of its own, so that no one's Settings are read)."""
    bare = {k: v for k, v in os.environ.items()
            if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "LANG", "LC_ALL",
                         "LC_MESSAGES", "LANGUAGE")}
    bare.update(HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "config"),
                XDG_DATA_HOME=str(tmp_path / "data"), **env)
    return subprocess.run([sys.executable, "-m", "clubapp", *args], capture_output=True,
                          text=True, timeout=120, env=bare)


@pytest.mark.parametrize("args", [["--check-window"], []], ids=["check-window", "the window"])
def test_no_display_is_one_line_and_exit_2(tmp_path, args):
    run = clubapp(tmp_path, *args, "--db", str(tmp_path / "club.sqlite"))
    assert (run.returncode, run.stderr, run.stdout) == (2, ENGLISH, "")
    assert not (tmp_path / "club.sqlite").exists()  # nothing was opened, nothing made


def test_no_display_in_russian_by_lang_and_by_the_environment(tmp_path):
    run = clubapp(tmp_path, "--check-window", "--lang", "ru")
    assert (run.returncode, run.stderr) == (2, RUSSIAN)
    run = clubapp(tmp_path, LANG="ru_RU.UTF-8")
    assert (run.returncode, run.stderr) == (2, RUSSIAN)


def test_a_display_that_nobody_answers_is_no_screen_too(tmp_path):
    run = clubapp(tmp_path, "--check-window", DISPLAY=":4917")  # no X server there
    assert (run.returncode, run.stderr) == (2, ENGLISH)
    assert "xcb-cursor" not in run.stderr


def test_with_a_screen_the_window_still_opens(tmp_path):
    run = clubapp(tmp_path, "--check-window", "--db", str(tmp_path / "club.sqlite"),
                  QT_QPA_PLATFORM="offscreen")
    assert run.returncode == 0, run.stderr
    assert run.stdout == f"clubapp {__version__}: the window opened on {tmp_path / 'club.sqlite'}\n"
