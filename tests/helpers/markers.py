"""Which tests are slow, found from what they use, so that ``pytest -m "not slow"`` is the quick
run of everything else without anyone remembering to mark a new test.

A test is marked by what it needs (the marker names why it is slow) and then ``slow``:
- ``postgres``: the tests' PostgreSQL server (``pg_server``, or a ``postgresql`` parameter such
  as ``db_url``'s);
- ``browser``: Chromium through Playwright (the ``browser`` fixture);
- ``xserver``: a real X server (``XServer``);
- ``night``: a whole evening played through the window (tests/nights);
- ``fuzz``: a Hypothesis test (``@given``, on the test or inside it): many random inputs;
- ``window``: the whole main window (``MainWindow``, ``open_window``, ``new_club_window``),
  offscreen: a single page, dialog or form stays in the quick run;
- ``process``: a program in a process of its own (``subprocess``): clubapp, a tool, a server.
"Uses" counts the test, its fixtures and the test helpers they call, however deep.

A test slow for another reason — a sweep of every game or document, a wait on purpose — is
named in ``HEAVY`` below with why, or carries ``@pytest.mark.slow`` itself. ``books`` (the
rule books' citations) is no reason to be slow: it says that a test needs ``rule_books``.
"""

from __future__ import annotations

import types
from collections.abc import Callable, Iterator

import pytest

# the markers that make a test slow; ``slow`` itself is added beside each
SLOW = ("postgres", "browser", "xserver", "night", "fuzz", "window", "process")

# what a test uses that gives it each marker: names in its code (or its helpers')
USES = {
    "xserver": ("XServer",),
    "window": ("MainWindow", "open_window", "new_club_window"),
    "process": ("subprocess", "Popen"),
}

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
    "tests/store/test_database.py::test_a_file_another_program_is_writing":
        "waits out SQLite's busy timeout",
    # sweeps: every game, refusal, document, page, screen size or release
    "tests/ui/evening/test_every_game_in_window.py": "every game's form in the window",
    "tests/ui/evening/test_evening_at_1024x600.py": "every game at two screen and text sizes",
    "tests/ui/evening/test_every_refusal_in_sight.py": "every refusal of every game",
    "tests/ui/test_russian_at_runtime.py": "every game's refusals in Russian",
    "tests/ui/test_translations.py": "every window and dialog in Russian",
    "tests/ui/test_accessible_names.py": "every control of every page and dialog",
    "tests/ui/party/test_projector_readable.py": "the projector at every size and party",
    "tests/reports/test_sheet_header_dates.py": "every game's sheet in each language and paper",
    "tests/reports/test_every_document.py": "every document in each language",
    "tests/reports/test_smallest_print.py": "every document's smallest print",
    "tests/reports/test_score_sheet.py::test_every_game_has_a_blank_sheet":
        "every game's blank sheet",
    "tests/web/test_page_figures.py::test_every_games_page": "every game's page",
    "tests/store/test_release_clubs.py": "every release's club opened and imported",
    "tests/rules/test_cribbage_count.py::test_every_hand_and_starter":
        "every hand and starter counted",
    "tests/cli/test_cribbage_cli.py": "whole games of every variant on the command line",
    "tests/docs/test_examples.py": "every page's shell examples, run in bash",
    "tests/cli/test_help_shows_code_plainly.py::test_no_help_shows_a_backtick":
        "every command's help in each language",
    "tests/ui/party/test_party_projector.py": "the projector for parties of 20 to 120",
    "tests/cli/test_help_is_written_for_people.py::test_no_shown_help_holds_a_docstring":
        "every command's help in each language",
    "tests/docs/test_readme_picture.py": "the README's picture of the window, drawn",
    # the program in a process of its own, through the tests' shell (``Shell(process=True)``)
    "tests/cli/test_club_evening_cli.py::test_a_real_process": "the command line in a process",
    "tests/cli/test_party_cli.py::test_party_start_prints_the_cards_drawn_by_hand":
        "122 guests at 30 tables",
    "tests/services/test_seasons.py::test_the_euchre_league_matches_the_hand_count":
        "a whole league played",
    # servers answering real HTTP
    "tests/web/test_table_entry_window.py": "the window's server answering real HTTP",
}


def _code_names(code: types.CodeType) -> Iterator[str]:
    yield from code.co_names
    for const in code.co_consts:
        if isinstance(const, types.CodeType):  # a function or class defined inside
            yield from _code_names(const)


def _reaches(function: Callable, names: tuple[str, ...], seen: set) -> bool:
    """Whether ``function``, or a function of the tests it calls by name, names one of
    ``names`` (what a helper does for a test counts as the test's own)."""
    function = getattr(function, "__wrapped__", function)
    code = getattr(function, "__code__", None)
    if code is None or code in seen:
        return False
    seen.add(code)
    found = set(_code_names(code))
    if found.intersection(names):
        return True
    scope = getattr(function, "__globals__", {})
    return any(_reaches(helper, names, seen) for helper in (scope.get(n) for n in found)
               if isinstance(helper, types.FunctionType)
               and helper.__module__.startswith("tests."))


def _uses(item: pytest.Item, names: tuple[str, ...]) -> bool:
    """Whether the test, one of its fixtures or a helper they call names one of ``names``."""
    functions = [getattr(item, "obj", None)]
    info = getattr(item, "_fixtureinfo", None)
    if info is not None:
        functions += [defs[-1].func for defs in info.name2fixturedefs.values() if defs]
    seen: set = set()
    return any(_reaches(f, names, seen) for f in functions if f is not None)


def reasons(item: pytest.Item) -> set[str]:
    """The markers this test gets from what it uses."""
    fixtures = set(getattr(item, "fixturenames", ()))
    found = {marker for marker, names in USES.items() if _uses(item, names)}
    params = getattr(getattr(item, "callspec", None), "params", {})
    # db_url's PostgreSQL half, or any fixture of its own parametrized the same way
    if "pg_server" in fixtures or "postgresql" in params.values():
        found.add("postgres")
    if "browser" in fixtures:
        found.add("browser")
    if "night_tools" in fixtures:
        found.add("night")
    if getattr(getattr(item, "obj", None), "is_hypothesis_test", False) \
            or _uses(item, ("given",)):
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
