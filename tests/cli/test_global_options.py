"""`--db` and `--lang` before or after any subcommand, the environment's language, and
`clubapp games` in the chosen language with the same keys (DESIGN.md, the headless face)."""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys

from clubapp.cli import build_parser, main


def _parsers(parser: argparse.ArgumentParser, path: tuple[str, ...] = ()):
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, child in action.choices.items():
                yield (*path, name), child
                yield from _parsers(child, (*path, name))


def test_every_subcommand_at_every_depth_takes_db_and_lang():
    found = dict(_parsers(build_parser()))
    assert {("member", "add"), ("deal", "correct"), ("party", "undo-bell"), ("chips",),
            ("report",), ("demo",), ("draw", "party"), ("season", "ratings")} <= set(found)
    for path, parser in found.items():
        options = {s: a for a in parser._actions for s in a.option_strings}
        for option in ("--db", "--lang"):
            assert option in options, (path, option)
            # an option given before the subcommand is never overwritten by the subcommand's
            assert options[option].default is argparse.SUPPRESS, (path, option)
        assert list(options["--lang"].choices) == ["en", "ru"], path


def test_db_and_lang_before_or_after(empty_club, capsys):
    db = str(empty_club)
    assert main(["--db", db, "member", "add", "Ann Hale"]) == 0
    assert main(["member", "--db", db, "add", "Bob Reed"]) == 0
    assert main(["member", "add", "Cat Moss", "--db", db]) == 0
    capsys.readouterr()
    assert main(["member", "list", "--db", db]) == 0
    assert [m["name"] for m in json.loads(capsys.readouterr().out)] == [
        "Ann Hale", "Bob Reed", "Cat Moss"]
    for argv in (["--lang", "ru", "member", "add", "ann hale", "--db", db],
                 ["--db", db, "member", "add", "ann hale", "--lang", "ru"],
                 ["--lang", "en", "member", "add", "ann hale", "--db", db, "--lang", "ru"]):
        assert main(argv) == 2
        assert capsys.readouterr().err == "clubapp: имя: Ann Hale уже член клуба\n"
    assert main(["--lang", "ru", "member", "add", "ann hale", "--db", db, "--lang", "en"]) == 2
    assert capsys.readouterr().err == "clubapp: name: Ann Hale is already a member\n"


def _run(*args: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    clean = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LC_MESSAGES", "LANG")}
    return subprocess.run([sys.executable, "-m", "clubapp", *args], input="",
                          capture_output=True, text=True, timeout=120, env={**clean, **env})


def test_without_lang_the_environment_chooses(tmp_path):
    args = ("member", "list", "--db", str(tmp_path / "none.sqlite"))
    russian = _run(*args, env={"LANG": "ru_RU.UTF-8"})
    assert russian.returncode == 2 and russian.stdout == ""
    assert russian.stderr.startswith("clubapp: нет базы клуба по адресу")
    # LC_ALL before LC_MESSAGES before LANG; a language without a catalogue speaks English
    assert _run(*args, env={"LC_ALL": "de_DE.UTF-8", "LANG": "ru_RU.UTF-8"}).stderr.startswith(
        "clubapp: no club database at")
    assert _run(*args, env={"LC_MESSAGES": "ru_RU.UTF-8", "LANG": "en_GB.UTF-8"}
                ).stderr.startswith("clubapp: нет базы клуба")


def test_games_speak_the_language_with_the_same_keys(capsys):
    assert main(["games", "--lang", "en"]) == 0
    english = {g["id"]: g for g in json.loads(capsys.readouterr().out)}
    assert main(["--lang", "ru", "games"]) == 0
    russian = {g["id"]: g for g in json.loads(capsys.readouterr().out)}

    def keys(value):
        if isinstance(value, dict):
            return {k: keys(v) for k, v in value.items() if k not in ("label", "help")}
        if isinstance(value, list):
            return [keys(v) for v in value]
        return type(value).__name__

    assert keys(english) == keys(russian)
    euchre, boston = russian["euchre"], russian["boston"]
    assert (english["euchre"]["name"], euchre["name"]) == ("Euchre", "Эвхри")
    assert euchre["names"] == {"en": "Euchre", "ru": "Эвхри"}
    assert euchre["entry"][1]["label"] == euchre["entry"][1]["label_ru"] == "Взятки заказавших"
    assert english["euchre"]["entry"][1]["label"] == "Makers' tricks"
    contract = next(f for f in boston["entry"] if f["name"] == "contract")
    assert contract["choice_labels"]["little-misere"] == "малый нуль"
    assert english["boston"]["entry"][1]["choice_labels"]["little-misere"] == "little misère"


def test_a_file_that_is_no_club_database_is_refused_in_the_language(tmp_path, capsys):
    other = tmp_path / "notes.sqlite"
    other.write_text("shopping list")
    assert main(["member", "list", "--db", str(other), "--lang", "ru"]) == 2
    assert capsys.readouterr().err == (
        f"clubapp: {other} — не база данных clubapp (это не файл SQLite); файл не изменён\n")
    assert main(["member", "add", "Ann", "--db", str(other)]) == 2
    assert capsys.readouterr().err.startswith(f"clubapp: {other} is not a clubapp database")
    assert other.read_text() == "shopping list"


def test_the_postgresql_driver_comes_with_the_program():
    """The README's install gives a clubapp that opens --db postgresql://… (issue 17 item 4)."""
    import tomllib
    from pathlib import Path

    project = tomllib.loads((Path(__file__).parents[2] / "pyproject.toml").read_text())
    assert any(d.startswith("psycopg[binary]") for d in project["project"]["dependencies"])


def test_a_refusal_is_one_line_whatever_was_typed(capsys, monkeypatch):
    import io

    for lang, said in (("en", "got '\\n'"), ("ru", "получено «\\n»")):
        monkeypatch.setattr(sys, "stdin", io.StringIO(json.dumps(
            {"players": ["Аня", "Борис"], "deals": [{"points": {"Аня": "\n"}}]})))
        assert main(["score", "ecarte", "--lang", lang]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and err.startswith("clubapp: ") and said in err, err
