"""The window on a PostgreSQL server: a server that needs no password opens at once, and a
password is asked only when the server refuses for want of one (or refuses the one typed).

Real servers: the tests' own PostgreSQL (``pg_server``, trust authentication on its socket),
and a role of it that must give its password (``scorer``, scram-sha-256).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QInputDialog

from clubapp.ui.app import _open_services
from tests.store.memory_keyring import memory_keyring  # noqa: F401  (a fixture)
from tests.store.test_server_urls import PASSWORD, scorer  # noqa: F401  (a fixture)

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def answer(qtbot):
    """``answer(typed, asked)`` answers each password box that opens with the next of ``typed``
    (none left: Cancel), noting each box's text in ``asked``; it stops looking when the test
    ends, so that a test's answerer never answers the next test's boxes."""
    running = [True]

    def start(typed: list[str], asked: list[str]) -> None:
        def run() -> None:
            if not running[0]:
                return
            dialog = QApplication.activeModalWidget()
            if not isinstance(dialog, QInputDialog):
                QTimer.singleShot(10, run)
                return
            asked.append(dialog.labelText())
            if typed:
                dialog.setTextValue(typed.pop(0))
                dialog.accept()
                QTimer.singleShot(10, run)  # a wrong password: the box comes again
            else:
                dialog.reject()

        QTimer.singleShot(0, run)

    yield start
    running[0] = False


def test_a_server_that_trusts_its_user_opens_in_the_window_without_asking(pg_server, tmp_path):
    url = pg_server.new_database()  # postgresql+psycopg://postgres@/…?host=…&port=…
    assert "postgres@" in url and ":" not in url.split("://", 1)[1].split("@", 1)[0]
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
               PYTHON_KEYRING_BACKEND="keyring.backends.null.Keyring")
    done = subprocess.run([sys.executable, "-m", "clubapp", "--db", url, "--check-window"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=120,
                          stdin=subprocess.DEVNULL)
    assert done.returncode == 0, done.stderr
    assert "the window opened on" in done.stdout
    assert "password" not in done.stderr


def test_the_window_opens_a_trusting_server_in_process_and_asks_nothing(
        answer, pg_server, memory_keyring):  # noqa: F811
    asked: list[str] = []
    answer([], asked)
    services = _open_services(pg_server.new_database())
    try:
        assert services is not None
        assert services.club.name() is not None
    finally:
        if services is not None:
            services.close()
    QApplication.processEvents()
    assert asked == []


def test_a_server_that_wants_a_password_is_asked_again_after_a_wrong_one(
        answer, scorer, memory_keyring):  # noqa: F811
    asked: list[str] = []
    answer(["not it", PASSWORD], asked)
    services = _open_services(scorer["url"](None))
    assert services is not None
    services.close()
    assert len(asked) == 2
    assert "refused the password" not in asked[0]
    assert f"refused the password of '{scorer['role']}'" in asked[1]
    assert all(PASSWORD not in text and "not it" not in text for text in asked)


def test_cancelling_the_password_opens_nothing(answer, scorer, memory_keyring):  # noqa: F811
    asked: list[str] = []
    answer([], asked)
    assert _open_services(scorer["url"](None)) is None
    assert len(asked) == 1
