"""``clubapp --help`` and every ``clubapp COMMAND … --help``, in both languages: the code a help
names is shown as typed, without the backticks that mark it in the texts (the docstrings'
````code````, the catalogues' ```code```), and a command's longer words (``serve``'s) are in
the language too."""

from __future__ import annotations

import argparse

import pytest

from clubapp.cli import build_parser, main


def command_paths(parser: argparse.ArgumentParser, path: tuple[str, ...] = ()
                  ) -> list[tuple[str, ...]]:
    """The command line of every parser: the program's, every command's, at every depth."""
    found = [path]
    for action in parser._actions:  # argparse keeps them private: there is no public walk
        if isinstance(action, argparse._SubParsersAction):
            for name, child in action.choices.items():
                found += command_paths(child, (*path, name))
    return found


PATHS = command_paths(build_parser())


def test_every_command_is_walked():
    assert len(PATHS) > 50
    assert ("party", "reopen") in PATHS and ("serve",) in PATHS and () in PATHS


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_no_help_shows_a_backtick(lang, capsys):
    marked = {}
    for path in PATHS:
        assert main([*path, "--help", "--lang", lang]) == 0
        shown = capsys.readouterr().out
        assert shown.strip(), path
        lines = [line for line in shown.splitlines() if "`" in line]
        if lines:
            marked[" ".join(path) or "clubapp"] = lines
    assert marked == {}


def test_the_help_says_the_code_it_names(capsys):
    assert main(["table", "add", "--help", "--lang", "en"]) == 0
    shown = " ".join(capsys.readouterr().out.split())
    assert "playing GAME (see clubapp games) with its house rules" in shown
    assert main(["--help", "--lang", "ru"]) == 0
    shown = " ".join(capsys.readouterr().out.split())
    assert "game записанная партия, как её печатает clubapp score" in shown


def test_serve_says_all_of_its_help_in_russian(capsys):
    assert main(["serve", "--help", "--lang", "ru"]) == 0
    shown = " ".join(capsys.readouterr().out.split())
    assert "Открывает страницы всех столов вечера в сети клуба" in shown
    assert "--new-codes даёт каждому столу и гостю новый адрес" in shown
    assert "Serves every table" not in shown and "token" not in shown
