"""Which tests are slow, found from what they use, so that ``pytest -m "not slow"`` is the quick
run of everything else without anyone remembering to mark a new test.

A test is marked by what it needs (the marker names why it is slow) and then ``slow``:
- ``postgres``: the tests' PostgreSQL server (``pg_server``, or ``db_url``'s PostgreSQL half);
- ``browser``: Chromium through Playwright (the ``browser`` fixture);
- ``xserver``: a real X server (the test or one of its fixtures starts an ``XServer``);
- ``night``: a whole evening played through the window (tests/nights);
- ``fuzz``: a Hypothesis test (``@given``, on the test or inside it): many random inputs.
A test slow for another reason — processes racing, a sweep of every game or document, a server
in a process — is named in ``HEAVY`` below with why, or carries ``@pytest.mark.slow`` itself.
``books`` (the rule books' citations) is no reason to be slow: it says that a test needs
``rule_books``.
"""

from __future__ import annotations

import types
from collections.abc import Iterator

import pytest

# the markers that make a test slow; ``slow`` itself is added beside each
SLOW = ("postgres", "browser", "xserver", "night", "fuzz")

# tests slow for what they do, by the start of their node id, and why: the full run and CI
# still run each of them
HEAVY = {
    # processes racing on one club, as several computers do (benchmarks more than checks)
    "tests/services/test_races.py": "computers racing in processes",
    "tests/services/test_pin_tries_at_once.py": "eight processes at once",
    "tests/store/test_several_computers.py::test_two_client_processes_enter_500_deals":
        "1,000 deals from two processes",
    "tests/store/test_several_computers.py::test_two_scorers_at_one_table_lose_no_deal":
        "two processes at one table",
    "tests/store/test_several_computers.py::test_killed_mid_burst":
        "a process killed mid-burst, twenty times",
    "tests/store/test_same_file_twice.py": "other programs on the same file",
    # sweeps: every game, document, screen size or release
    "tests/ui/evening/test_every_game_in_window.py": "every game's form in the window",
    "tests/ui/evening/test_evening_at_1024x600.py": "every game at two screen and text sizes",
    "tests/reports/test_sheet_header_dates.py": "every game's sheet in each language and paper",
    "tests/reports/test_every_document.py": "every document in each language",
    "tests/web/test_page_figures.py::test_every_games_page": "every game's page",
    "tests/store/test_release_clubs.py": "every release's club opened and imported",
    "tests/rules/test_cribbage_count.py::test_every_hand_and_starter":
        "every hand and starter counted",
    "tests/cli/test_party_cli.py::test_party_start_prints_the_cards_drawn_by_hand":
        "122 guests at 30 tables",
    "tests/services/test_seasons.py::test_the_euchre_league_matches_the_hand_count":
        "a whole league played",
    # the program in a process of its own: a server, the command line, the window's check
    "tests/web/test_tokens_hashed.py::test_serve_started_again": "clubapp serve, twice",
    "tests/web/test_tokens_hashed.py::test_after_a_restart": "clubapp serve, twice",
    "tests/web/test_late_guests.py": "clubapp serve and the window's server",
    "tests/web/test_serve_command.py": "clubapp serve in a process",
    "tests/web/test_table_entry_window.py": "the window's server answering real HTTP",
    "tests/ui/test_empty_club_file.py::test_the_command_line_refuses":
        "the command line in a process",
    "tests/store/test_database.py::test_check_window_on_an_unusable_database":
        "the window's check in a process",
}


def _code_names(code: types.CodeType) -> Iterator[str]:
    yield from code.co_names
    for const in code.co_consts:
        if isinstance(const, types.CodeType):  # a function or class defined inside
            yield from _code_names(const)


def _uses(item: pytest.Item, name: str) -> bool:
    """Whether the test function or one of its fixtures names ``name`` in its code."""
    functions = [getattr(item, "obj", None)]
    info = getattr(item, "_fixtureinfo", None)
    if info is not None:
        functions += [defs[-1].func for defs in info.name2fixturedefs.values() if defs]
    for function in functions:
        code = getattr(getattr(function, "__wrapped__", function), "__code__", None)
        if code is not None and name in set(_code_names(code)):
            return True
    return False


def reasons(item: pytest.Item) -> set[str]:
    """The markers this test gets from what it uses."""
    fixtures = set(getattr(item, "fixturenames", ()))
    found = set()
    params = getattr(getattr(item, "callspec", None), "params", {})
    # db_url's PostgreSQL half, or any fixture of its own parametrized the same way
    if "pg_server" in fixtures or "postgresql" in params.values():
        found.add("postgres")
    if "browser" in fixtures:
        found.add("browser")
    if "night_tools" in fixtures:
        found.add("night")
    if _uses(item, "XServer"):
        found.add("xserver")
    if getattr(getattr(item, "obj", None), "is_hypothesis_test", False) or _uses(item, "given"):
        found.add("fuzz")
    if "rule_books" in fixtures:
        found.add("books")
    return found


def heavy(item: pytest.Item) -> str | None:
    """Why the test is in ``HEAVY``, if it is."""
    for start, why in HEAVY.items():
        if item.nodeid.startswith(start):
            return why
    return None


def mark(items: list[pytest.Item]) -> None:
    """Add to each test the markers of what it uses, and ``slow`` where one of them is slow."""
    for item in items:
        for name in sorted(reasons(item) - {m.name for m in item.iter_markers()}):
            item.add_marker(name)
        if item.get_closest_marker("slow") is None and (
                heavy(item) or any(item.get_closest_marker(name) for name in SLOW)):
            item.add_marker("slow")
