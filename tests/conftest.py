"""Shared test setup: Qt runs offscreen unless a display is asked for."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

from clubapp.services import Services


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
