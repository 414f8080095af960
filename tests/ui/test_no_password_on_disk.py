"""No server password is ever written to a file, by any path (issue 27, item 1).

The real window on a real PostgreSQL server whose role must give its password (scram-sha-256),
opened each way a password reaches it — in the URL (``user:secret@``), in the URL's query
(``?password=``), from the keyring, typed in the password question — then closed. The window
notes where it was for the database it had open when it closes; afterwards the settings hold
that database's URL without its password, and no file under HOME (the settings, the data
folder, the backups, the caches and logs) holds the password in any spelling.

Each way runs offscreen, and under a real X server (Xvfb) where the password is typed with
real keys (xdotool) and the window is closed with Ctrl+Q.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import urllib.parse
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from clubapp.store.credentials import url_to_keep
from clubapp.store.database import database_url
from clubapp.ui.app import _open_services
from clubapp.ui.main_window import MainWindow
from clubapp.ui.shared.settings_keys import scrub_urls
from clubapp.ui.window_place import PLACE
from tests.helpers.paths import ROOT
from tests.helpers.xserver import XServer, environment, on_screen, shot, wait_for
from tests.store.memory_keyring import memory_keyring  # noqa: F401  (a fixture)
from tests.store.test_server_urls import PASSWORD, scorer  # noqa: F401  (a fixture)
from tests.ui.test_server_password import answer  # noqa: F401  (a fixture)

SPELLINGS = {PASSWORD, urllib.parse.quote(PASSWORD), urllib.parse.quote_plus(PASSWORD)}


def files_holding_the_password(home: Path) -> list[str]:
    """Every file under ``home`` that holds the password, in any spelling a URL gives it."""
    found = []
    for path in home.rglob("*"):
        if path.is_file():
            data = path.read_bytes()
            if any(spelling.encode() in data for spelling in SPELLINGS):
                found.append(str(path.relative_to(home)))
    return found


def kept_place(home: Path) -> str:
    """The database URL the window noted when it closed (read back through QSettings)."""
    conf = home / ".config" / "clubapp" / "clubapp.conf"
    assert conf.exists(), "the window noted nothing when it closed"
    return str(QSettings(str(conf), QSettings.Format.IniFormat).value(PLACE + "database"))


def ways(scorer):  # noqa: F811
    """The URL given to --db and the environment's extras, for each way but the typed one."""
    bare = scorer["url"](None)
    query = bare + "&password=" + urllib.parse.quote(PASSWORD)
    return {"in the URL": (scorer["url"](), {}),
            "in the query": (query, {}),
            "from the keyring": (bare, {
                "PYTHON_KEYRING_BACKEND": "tests.store.env_keyring.EnvKeyring",
                "CLUBAPP_TEST_KEYRING": PASSWORD})}


@pytest.mark.parametrize("platform", ["offscreen", "xcb"])
@pytest.mark.parametrize("way", ["in the URL", "in the query", "from the keyring"])
def test_the_window_closed_leaves_no_password_in_any_file(scorer, tmp_path, way,  # noqa: F811
                                                          platform):
    url, extra = ways(scorer)[way]
    home = tmp_path / "home"
    home.mkdir()
    server = XServer("1024x600") if platform == "xcb" else None
    try:
        env = environment(home, **extra)
        env.update(on_screen(server))
        done = subprocess.run([sys.executable, "-m", "clubapp", "--db", url, "--check-window"],
                              cwd=ROOT, env=env, capture_output=True, text=True, timeout=120,
                              stdin=subprocess.DEVNULL)
    finally:
        if server:
            server.stop()
    assert done.returncode == 0, done.stderr
    assert "the window opened on" in done.stdout
    assert PASSWORD not in done.stdout + done.stderr
    assert kept_place(home) == url_to_keep(database_url(url))
    assert scorer["role"] in kept_place(home)
    assert files_holding_the_password(home) == []


def test_a_password_typed_in_the_question_offscreen_is_never_written(
        answer, scorer, memory_keyring, tmp_path, qtbot):  # noqa: F811
    asked: list[str] = []
    answer([PASSWORD], asked)
    url = scorer["url"](None)
    conf = tmp_path / "clubapp.conf"
    settings = QSettings(str(conf), QSettings.Format.IniFormat)
    window = MainWindow(None, settings)
    qtbot.addWidget(window)
    services = _open_services(url)
    assert services is not None and len(asked) == 1
    window.attach(services)
    window.close()  # the window notes where it was
    settings.sync()
    assert conf.exists()
    assert QSettings(str(conf), QSettings.Format.IniFormat).value(PLACE + "database") \
        == url_to_keep(database_url(url))
    assert files_holding_the_password(tmp_path) == []


def test_a_password_typed_with_real_keys_under_x_is_never_written(scorer, tmp_path):  # noqa: F811
    assert shutil.which("xdotool"), "install xdotool (setup.sh --test does)"
    url = scorer["url"](None)
    home = tmp_path / "home"
    home.mkdir()
    server = XServer("1024x600")
    window = None
    try:
        env = dict(environment(home), **on_screen(server))
        window = subprocess.Popen([sys.executable, "-m", "clubapp", "--db", url], cwd=ROOT,
                                  env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                  stdin=subprocess.DEVNULL, text=True)
        xdotool = server.xdotool
        question = wait_for(lambda: server.windows(window.pid, "database password"))

        def focused() -> bool:  # the question has the keyboard (asked for until it does)
            if xdotool("getactivewindow").strip() == question[0]:
                return True
            xdotool("windowactivate", question[0])
            return False

        wait_for(focused)
        shot(server, "password_question")
        xdotool("type", "--delay", "20", PASSWORD)
        shot(server, "password_question_typed")
        xdotool("key", "Return")
        wait_for(lambda: not server.windows(window.pid, "database password"))
        main = wait_for(lambda: server.windows(window.pid, "^clubapp$"))
        xdotool("windowactivate", "--sync", main[0])
        xdotool("key", "--window", main[0], "ctrl+q")
        _, err = window.communicate(timeout=60)
    finally:
        if window is not None and window.poll() is None:
            window.kill()
        server.stop()
    assert window.returncode == 0, err
    assert PASSWORD not in err
    assert kept_place(home) == url_to_keep(database_url(url))
    assert files_holding_the_password(home) == []


def test_a_password_an_earlier_clubapp_left_in_the_settings_moves_to_the_keyring(
        tmp_path, memory_keyring):  # noqa: F811
    conf = tmp_path / "clubapp.conf"
    settings = QSettings(str(conf), QSettings.Format.IniFormat)
    left = f"postgresql+psycopg://scorer:{urllib.parse.quote(PASSWORD)}@hall/club"
    settings.setValue(PLACE + "database", left)
    settings.setValue("database/url", "postgresql://scorer@hall/club?password=abc123xyz")
    settings.sync()
    scrub_urls(settings)
    assert settings.value(PLACE + "database") == "postgresql+psycopg://scorer@hall/club"
    assert settings.value("database/url") == "postgresql://scorer@hall/club"
    assert memory_keyring.kept[("clubapp", "postgresql+psycopg://scorer@hall/club")] == PASSWORD
    assert memory_keyring.kept[("clubapp", "postgresql://scorer@hall/club")] == "abc123xyz"
    assert files_holding_the_password(tmp_path) == []
    assert b"abc123xyz" not in conf.read_bytes()
