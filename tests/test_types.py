"""The types hold: mypy, as .ci/run runs it with pyproject.toml's [tool.mypy], finds nothing in
the pure layers and the messages, and checks them strictly (a function without its types is
an error there, not something mypy skips)."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
STRICT_PATHS = ["clubapp/rules", "clubapp/ledger", "clubapp/events", "clubapp/cards.py",
                "clubapp/glossary.py", "clubapp/jsontext.py", "clubapp/message.py"]
STRICT_MODULES = {"clubapp.rules.*", "clubapp.ledger.*", "clubapp.events.*", "clubapp.cards",
                  "clubapp.glossary", "clubapp.jsontext", "clubapp.message"}
# mypy's --strict, which the overrides spell out flag by flag (``strict`` is global only)
STRICT_FLAGS = ("disallow_any_generics", "disallow_subclassing_any", "disallow_untyped_calls",
                "disallow_untyped_defs", "disallow_incomplete_defs", "check_untyped_defs",
                "disallow_untyped_decorators", "warn_return_any", "no_implicit_reexport",
                "strict_equality", "extra_checks")


def _mypy(*args: str, cache: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "mypy", "--cache-dir", str(cache), *args],
                          cwd=ROOT, capture_output=True, text=True, timeout=600, check=False)


def test_the_pure_layers_and_the_messages_are_checked_strictly():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]
    assert config["files"] == ["clubapp"]
    assert config["warn_unused_ignores"] is True
    assert "ignore-without-code" in config["enable_error_code"]
    strict = [o for o in config["overrides"] if o.get("disallow_untyped_defs")]
    assert len(strict) == 1
    assert set(strict[0]["module"]) == STRICT_MODULES
    assert {flag: strict[0].get(flag) for flag in STRICT_FLAGS} == dict.fromkeys(STRICT_FLAGS, True)


@pytest.mark.slow
def test_mypy_finds_no_error_in_the_strict_packages(tmp_path):
    result = _mypy(*STRICT_PATHS, cache=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Success: no issues found" in result.stdout


@pytest.mark.slow
def test_a_function_without_types_is_an_error_in_a_strict_module(tmp_path):
    # clubapp/cards.py as mypy reads it, with a function added that says none of its types
    shadow = tmp_path / "cards.py"
    shadow.write_text((ROOT / "clubapp/cards.py").read_text(encoding="utf-8")
                      + "\n\ndef untyped(card):\n    return card\n", encoding="utf-8")
    result = _mypy("--shadow-file", "clubapp/cards.py", str(shadow), "clubapp/cards.py",
                   cache=tmp_path / "cache")
    assert result.returncode == 1, result.stdout + result.stderr
    assert "[no-untyped-def]" in result.stdout
