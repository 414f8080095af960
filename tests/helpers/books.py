"""The rule books (Russian, seeds/000–004) whose lines the rules' tests cite.

They are not part of this repository. A test that reads them asks for the ``rule_books``
fixture and is marked ``books``: it runs where the books are found — the folder named by
``CLUBAPP_RULE_BOOKS``, else ``../shared/seeds`` beside the clone — and is left out, with a
line saying so at the start and the end of the run, where they are not. CI sets the variable:
a variable that names a folder without the books stops the run instead.
"""

from __future__ import annotations

import os
from pathlib import Path

VARIABLE = "CLUBAPP_RULE_BOOKS"
DEFAULT = Path(__file__).resolve().parents[3] / "shared" / "seeds"
NUMBERS = ("000", "001", "002", "003", "004")


def folder() -> Path:
    """Where the books are looked for."""
    given = os.environ.get(VARIABLE, "").strip()
    return Path(given).expanduser() if given else DEFAULT


def asked_for() -> bool:
    """Whether the books were named explicitly: then their absence is an error, not a skip."""
    return bool(os.environ.get(VARIABLE, "").strip())


def missing() -> list[str]:
    """The books not found in ``folder()`` (000_*.txt … 004_*.txt); empty when all are there."""
    where = folder()
    return [number for number in NUMBERS
            if not where.is_dir() or not any(where.glob(f"{number}_*.txt"))]


def not_found_line() -> str:
    """One line: where the books were looked for and how to point the tests at them."""
    return (f"rule books not found in {folder()} (missing {', '.join(missing())}): "
            f"set {VARIABLE}=/path/to/seeds to run the tests that check the book citations")


def read() -> dict[str, list[str]]:
    """Each book's lines by its number ("002" → the lines of 002_*.txt, line 1 at index 0)."""
    where = folder()
    return {number: next(where.glob(f"{number}_*.txt")).read_text(encoding="utf-8").splitlines()
            for number in NUMBERS}
