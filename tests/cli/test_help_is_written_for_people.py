"""Every ``clubapp … --help``, in both languages, describes its command in words written for the
person who typed it — the help words of ``clubapp/words/{en,ru}/cli_help.py`` — never a module's
docstring or a programmer's comment (``clubapp export --help`` once showed "``clubapp export``
and ``clubapp import``: the club's data in and out, headless.")."""

from __future__ import annotations

import argparse
import importlib
import pkgutil
import re

import pytest

import clubapp.commands as commands
from clubapp.cli import build_parser, main
from clubapp.commands._argparse_words import speaking
from clubapp.words import Message, catalogue, say


def parsers(parser: argparse.ArgumentParser, path: tuple[str, ...] = ()
            ) -> list[tuple[tuple[str, ...], argparse.ArgumentParser]]:
    found = [(path, parser)]
    for action in parser._actions:  # argparse keeps them private: there is no public walk
        if isinstance(action, argparse._SubParsersAction):
            for name, child in action.choices.items():
                found += parsers(child, (*path, name))
    return found


def flat(text: str) -> str:
    return " ".join(text.replace("`", "").split())


def docstrings() -> list[str]:
    """Every paragraph of every command module's docstring, flattened."""
    found = []
    for module in pkgutil.iter_modules(commands.__path__):
        doc = importlib.import_module(f"{commands.__name__}.{module.name}").__doc__ or ""
        found += [flat(part) for part in doc.split("\n\n") if part.strip()]
    return found


# a docstring's opening ("``clubapp chips EVENING``: …"), a code comment, a docstring's quotes
CODE_SIGNS = re.compile(r'^\W*clubapp [^:]*:|``|"""|(^|\s)#\s|\bTODO\b|\bXXX\b')


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_description_is_a_help_word_not_a_docstring(lang):
    with speaking(lang):
        parser = build_parser(lang)
    words = {say(Message(i), lang) for i in catalogue(lang) if i.startswith("cli_help.")}
    docs = docstrings()
    walked = parsers(parser)
    assert len(walked) > 50
    described = 0
    for path, child in walked:
        for text in (child.description, child.epilog):
            if text is None:
                continue
            described += 1
            assert text in words, (path, text)
            assert not CODE_SIGNS.search(text), (path, text)
            assert not any(flat(text) in doc or doc in flat(text) for doc in docs), (path, text)
    assert described >= 20


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_command_has_a_description(lang):
    with speaking(lang):
        parser = build_parser(lang)
    bare = [path for path, child in parsers(parser) if len(path) == 1 and not child.description]
    assert bare == []


EXPORT = {"en": "Write the club's members or evenings, or a season's standings, as CSV for a "
                "spreadsheet, or the whole club as JSON (clubapp import club brings it back "
                "exactly), or the club's published results in the open results format (JSON: "
                "schemas/clubapp-results-1.schema.json).",
          "ru": "Записать членов клуба, вечера или положение сезона в CSV для электронной "
                "таблицы, весь клуб в JSON (clubapp import club переносит его обратно в "
                "точности) или опубликованные результаты клуба в открытом формате результатов "
                "(JSON: schemas/clubapp-results-1.schema.json)."}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_export_help_says_what_it_writes(lang, capsys):
    assert main(["export", "--help", "--lang", lang]) == 0
    shown = " ".join(capsys.readouterr().out.split())
    assert EXPORT[lang] in shown
    assert "headless" not in shown and "без окна" not in shown


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_no_shown_help_holds_a_docstring(lang, capsys):
    for path, _child in parsers(build_parser()):
        assert main([*path, "--help", "--lang", lang]) == 0
        shown = capsys.readouterr().out
        assert '"""' not in shown and "``" not in shown, path
        assert not re.search(r"^\s*#", shown, re.MULTILINE), path
