"""Shared test setup: Qt runs offscreen unless a display is asked for; each test that wants a
new club gets a copy of the session's migrated one; the slow tests are marked by what they use
(``pytest -m "not slow"``, see docs/testing.md); the tests that cite the rule books run where
the books are found and are plainly left out where they are not."""

import atexit
import os
import shutil
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# the games a results document replayed are kept here for the run, not in the user's cache
if "CLUBAPP_CACHE_DIR" not in os.environ:
    os.environ["CLUBAPP_CACHE_DIR"] = tempfile.mkdtemp(prefix="clubapp-cache-")
    atexit.register(shutil.rmtree, os.environ["CLUBAPP_CACHE_DIR"], ignore_errors=True)

import pytest
from hypothesis import settings

from clubapp.services import Services
from tests.helpers import books, databases, markers

BOOKS_LEFT_OUT = pytest.StashKey[int]()

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


@pytest.fixture(scope="session")
def club_template(tmp_path_factory):
    """An empty club file migrated once in this test process (each xdist worker has its own)."""
    return databases.migrated_template(tmp_path_factory.mktemp("club-template"))


@pytest.fixture
def empty_club(tmp_path, club_template):
    """``tmp_path / "club.sqlite"``: a new, empty club of the newest schema, this test's own."""
    return databases.copy_club(club_template, tmp_path / "club.sqlite")


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request):
    """A new, empty club database of the newest schema: an SQLite file, then a real PostgreSQL
    database (each a copy of one migrated once; ``pg_server.new_database()`` is an unmigrated
    one)."""
    if request.param == "sqlite":
        return str(request.getfixturevalue("empty_club"))
    return request.getfixturevalue("pg_server").new_club_database()


@pytest.fixture
def services(db_url):
    opened = Services.open(db_url)
    yield opened
    opened.close()


@pytest.fixture
def sqlite_services(empty_club):
    opened = Services.open(str(empty_club))
    yield opened
    opened.close()


@pytest.fixture(scope="session")
def rule_books():
    """The rule books' lines by book number ("002" → its lines, line 1 at index 0)."""
    assert books.missing() == [], books.not_found_line()
    return books.read()


def pytest_configure(config):
    if books.asked_for() and books.missing():
        # the books were asked for (CI asks): their absence stops the run, it is not a skip
        raise pytest.UsageError(books.not_found_line())


def pytest_sessionstart(session):
    # said even under -q, where pytest prints no header
    terminal = session.config.pluginmanager.get_plugin("terminalreporter")
    if terminal is not None and books.missing():
        terminal.write_line(books.not_found_line() + " (they are left out of this run)")


def pytest_collection_modifyitems(config, items):
    markers.mark(items)
    if books.missing():
        left_out = [item for item in items if item.get_closest_marker("books")]
        if left_out:
            items[:] = [item for item in items if not item.get_closest_marker("books")]
            config.hook.pytest_deselected(items=left_out)
            config.stash[BOOKS_LEFT_OUT] = len(left_out)


def pytest_terminal_summary(terminalreporter, config):
    if books.missing():
        count = config.stash.get(BOOKS_LEFT_OUT, 0)  # 0 under xdist: the workers collect
        what = f"{count} tests" if count else "the tests"
        terminalreporter.write_line(f"{what} marked 'books' were left out: "
                                    + books.not_found_line())
