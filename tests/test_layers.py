"""The layers of DESIGN.md: pure packages import no Qt, SQL or PDF code, and ui/ no SQL."""

from __future__ import annotations

import ast
import pathlib

import pytest

PACKAGE = pathlib.Path(__file__).resolve().parent.parent / "clubapp"
PURE = ["rules", "ledger", "events", "words", "cards.py", "glossary.py"]
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
