"""Which tests are slow, found from what they use, so that ``pytest -m "not slow"`` is the quick
run of everything else without anyone remembering to mark a new test.

A test is marked by what it needs (the marker names why it is slow) and then ``slow``:
- ``postgres``: the tests' PostgreSQL server (``pg_server``, or ``db_url``'s PostgreSQL half);
- ``browser``: Chromium through Playwright (the ``browser`` fixture);
- ``xserver``: a real X server (the test or one of its fixtures starts an ``XServer``);
- ``night``: a whole evening played through the window (tests/nights);
- ``fuzz``: many random inputs, each through a subprocess or a database (marked in the file).
A test slow for another reason carries ``@pytest.mark.slow`` itself. ``books`` (the rule books'
citations) is no reason to be slow: it says that a test needs ``rule_books``.
"""

from __future__ import annotations

import types
from collections.abc import Iterator

import pytest

# the markers that make a test slow; ``slow`` itself is added beside each
SLOW = ("postgres", "browser", "xserver", "night", "fuzz")


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
    callspec = getattr(item, "callspec", None)
    if "pg_server" in fixtures or (callspec and callspec.params.get("db_url") == "postgresql"):
        found.add("postgres")
    if "browser" in fixtures:
        found.add("browser")
    if "night_tools" in fixtures:
        found.add("night")
    if _uses(item, "XServer"):
        found.add("xserver")
    if "rule_books" in fixtures:
        found.add("books")
    return found


def mark(items: list[pytest.Item]) -> None:
    """Add to each test the markers of what it uses, and ``slow`` where one of them is slow."""
    for item in items:
        for name in sorted(reasons(item) - {m.name for m in item.iter_markers()}):
            item.add_marker(name)
        if any(item.get_closest_marker(name) for name in SLOW) \
                and item.get_closest_marker("slow") is None:
            item.add_marker("slow")
