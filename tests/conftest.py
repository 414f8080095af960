"""Shared test setup: Qt runs offscreen unless a display is asked for."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from hypothesis import settings

from clubapp.services import Services

# CI runs the fuzz tests on the same examples every time: a failure there is one that a
# developer can replay, never a roll of the dice on the day
settings.register_profile("ci", derandomize=True, deadline=None)
if os.environ.get("CI"):
    settings.load_profile("ci")


@pytest.fixture(scope="session")
def pg_server():
    from tests.pg_server import Server

    server = Server()
    yield server
    server.stop()


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request, tmp_path):
    """A new, empty club database: an SQLite file, then a real PostgreSQL database."""
    if request.param == "sqlite":
        return str(tmp_path / "club.sqlite")
    return request.getfixturevalue("pg_server").new_database()


@pytest.fixture
def services(db_url):
    opened = Services.open(db_url)
    yield opened
    opened.close()


@pytest.fixture
def sqlite_services(tmp_path):
    opened = Services.open(str(tmp_path / "club.sqlite"))
    yield opened
    opened.close()
