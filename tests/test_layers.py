"""The layers of DESIGN.md: pure packages import no Qt, SQL or PDF code, and ui/ no SQL; the
messages sit at the bottom of the house and the speech above the rules and the events."""

from __future__ import annotations

import ast
import pathlib
import subprocess
import sys

import pytest

PACKAGE = pathlib.Path(__file__).resolve().parent.parent / "clubapp"
PURE = ["rules", "ledger", "events", "words", "cards.py", "glossary.py", "message.py"]
# below the speech: what the message says is data here, put into words above (clubapp.words)
BELOW_THE_SPEECH = ["rules", "ledger", "events", "cards.py"]
THE_SPEECH = ("clubapp.words", "clubapp.glossary")
FORBIDDEN_IN_PURE = ("PySide6", "sqlalchemy", "alembic", "reportlab", "psycopg",
                     "clubapp.ui", "clubapp.store", "clubapp.services", "clubapp.reports")


def imports_of(path: pathlib.Path) -> list[str]:
    names = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.append(node.module)
    return names


def files_of(part: str) -> list[pathlib.Path]:
    target = PACKAGE / part
    return [target] if target.is_file() else sorted(target.rglob("*.py"))


@pytest.mark.parametrize("part", PURE)
def test_pure_layers_stay_pure(part):
    bad = [f"{p.relative_to(PACKAGE)}: {name}" for p in files_of(part)
           for name in imports_of(p) if name.startswith(FORBIDDEN_IN_PURE)]
    assert bad == []


def test_window_has_no_sql():
    bad = [f"{p.relative_to(PACKAGE)}: {name}" for p in files_of("ui")
           for name in imports_of(p) if name.startswith(("sqlalchemy", "clubapp.store.models"))]
    assert bad == []


def test_the_message_module_imports_nothing_of_clubapp():
    """``clubapp.message`` is the bottom of the house: everything may import it."""
    names = imports_of(PACKAGE / "message.py")
    assert [name for name in names if name.startswith("clubapp")] == []


@pytest.mark.parametrize("part", BELOW_THE_SPEECH)
def test_the_pure_layers_import_the_message_never_the_speech(part):
    """Cards, rules, events and the ledger make messages (``clubapp.message``); the catalogues,
    the glossary and the formatter above them say them, and are never imported from below."""
    bad = [f"{p.relative_to(PACKAGE)}: {name}" for p in files_of(part)
           for name in imports_of(p) if name.startswith(THE_SPEECH)]
    assert bad == []


def test_the_speech_imports_nothing_above_it():
    """The speech is above the rules and the events and below every edge that speaks."""
    edges = ("clubapp.ui", "clubapp.web", "clubapp.commands", "clubapp.cli", "clubapp.reports",
             "clubapp.services", "clubapp.store")
    bad = [f"{p.relative_to(PACKAGE)}: {name}"
           for part in ("words", "glossary.py") for p in files_of(part)
           for name in imports_of(p) if name.startswith(edges)]
    assert bad == []


def test_the_pure_layers_run_without_the_speech():
    """Loading every module of the pure layers loads no speech; a message said there before the
    speech is in force reads as its id and parameters, and in English once it is."""
    code = (
        "import importlib, pkgutil, sys\n"
        "import clubapp.cards, clubapp.events, clubapp.ledger, clubapp.rules\n"
        "for package in (clubapp.events, clubapp.ledger, clubapp.rules):\n"
        "    for found in pkgutil.walk_packages(package.__path__, package.__name__ + '.'):\n"
        "        importlib.import_module(found.name)\n"
        "print(sorted(m for m in sys.modules if m.startswith(('clubapp.words', 'clubapp.glossary'))))\n"
        "from clubapp.rules import RuleError\n"
        "print(RuleError('tricks', 'schema.above_maximum', value=7, maximum=5))\n"
        "import clubapp.words\n"
        "print(RuleError('tricks', 'schema.above_maximum', value=7, maximum=5))\n")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=120, cwd=PACKAGE.parent)
    assert run.returncode == 0, run.stderr
    assert run.stdout.splitlines() == [
        "[]", "tricks: schema.above_maximum(value=7, maximum=5)",
        "tricks: 7 is above the maximum 5"]


def test_a_rule_below_the_speech_is_found(tmp_path):
    """The check reads function-local imports too (the circle of issue 31 hid in them)."""
    module = tmp_path / "late.py"
    module.write_text("def later():\n    from clubapp.words import say\n    return say\n")
    assert [name for name in imports_of(module) if name.startswith(THE_SPEECH)] == \
        ["clubapp.words"]
