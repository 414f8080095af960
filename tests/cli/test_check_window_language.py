"""``clubapp --check-window`` prints its lines in the command line's language (``--lang``, else
the environment's), like every other line the command line prints — the window itself keeps
the language chosen in its Settings."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from clubapp import __version__


def check_window(tmp_path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    """A real process, offscreen, with a home of its own (no one's Settings are read)."""
    bare = {k: v for k, v in os.environ.items()
            if k not in ("DISPLAY", "WAYLAND_DISPLAY", "LANG", "LC_ALL", "LC_MESSAGES",
                         "LANGUAGE")}
    bare.update(HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "config"),
                XDG_DATA_HOME=str(tmp_path / "data"), QT_QPA_PLATFORM="offscreen", **env)
    return subprocess.run([sys.executable, "-m", "clubapp", "--check-window", *args],
                          capture_output=True, text=True, timeout=120, env=bare,
                          stdin=subprocess.DEVNULL)


@pytest.mark.parametrize("asked", [{"args": ["--lang", "ru"]},
                                   {"env": {"LANG": "ru_RU.UTF-8"}}],
                         ids=["--lang ru", "LANG=ru_RU"])
def test_the_window_opened_is_said_in_russian(tmp_path, asked):
    club = tmp_path / "club.sqlite"
    run = check_window(tmp_path, "--db", str(club), *asked.get("args", []),
                       **asked.get("env", {}))
    assert run.returncode == 0, run.stderr
    assert run.stdout == f"clubapp {__version__}: окно открылось с базой клуба {club}\n"


def test_in_english_it_is_said_in_english(tmp_path):
    club = tmp_path / "club.sqlite"
    run = check_window(tmp_path, "--db", str(club), LANG="en_GB.UTF-8")
    assert run.returncode == 0, run.stderr
    assert run.stdout == f"clubapp {__version__}: the window opened on {club}\n"


def test_a_file_that_is_not_a_club_is_refused_in_the_language_asked(tmp_path):
    bad = tmp_path / "notes.sqlite"
    bad.write_text("a shopping list, not a club")
    run = check_window(tmp_path, "--db", str(bad), "--lang", "ru")
    assert run.returncode == 2
    refusal = [line for line in run.stderr.splitlines() if line.startswith("clubapp: ")]
    assert refusal == [f"clubapp: {bad} — не база данных clubapp (это не файл SQLite); "
                       "файл не изменён"]
    assert bad.read_text() == "a shopping list, not a club"
    assert run.stdout == ""
