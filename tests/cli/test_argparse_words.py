"""argparse's own words in the command line's language: usage, error, the help's headings and
its refusals in Russian when the line (or the environment) speaks Russian, untouched in English
(issue 19 item 2)."""

from __future__ import annotations

import argparse
import gettext
import inspect
import re

import pytest

from clubapp.cli import main
from clubapp.commands._argparse_words import (
    language_asked,
    printf_template,
    speaking,
    translator,
)
from clubapp.words import catalogue

ARGPARSE_ENGLISH = re.compile(r"\b(usage|error|argument|arguments|invalid|choice|choose|"
                              r"required|unrecognized|expected|options|positional|show|help)\b")


def _run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize(("argv", "russian"), [
    (("foo",), "clubapp: ошибка: аргумент COMMAND: недопустимое значение 'foo' (выберите из "),
    (("member",), "clubapp member: ошибка: не указаны обязательные аргументы: ACTION"),
    (("member", "list", "--bogus"), "clubapp: ошибка: нераспознанные аргументы: --bogus"),
    (("party", "start", "abc"),
     "clubapp party start: ошибка: аргумент EVENING: недопустимое значение 'abc': "
     "ожидалось целое число"),
    (("score", "euchre", "--option"),
     "clubapp score: ошибка: аргумент --option: ожидалось одно значение"),
])
def test_a_bad_command_line_is_refused_in_russian(capsys, argv, russian):
    code, out, err = _run(capsys, "--lang", "ru", *argv)
    assert (code, out) == (2, "")
    usage, _, refusal = err.partition("\nclubapp")
    assert usage.startswith("использование: clubapp")
    assert ("clubapp" + refusal).startswith(russian), err
    assert not ARGPARSE_ENGLISH.search(err), err


def test_the_same_line_in_english_is_argparse_s_own(capsys):
    code, _out, err = _run(capsys, "--lang", "en", "party", "start", "abc")
    assert code == 2
    assert err.startswith("usage: clubapp party start")
    assert err.endswith("clubapp party start: error: argument EVENING: invalid int value: 'abc'\n")


def test_the_environment_s_language_without_lang(capsys, monkeypatch):
    for name in ("LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "ru_RU.UTF-8")
    code, _out, err = _run(capsys, "member")
    assert code == 2 and "ошибка: не указаны обязательные аргументы" in err
    code, _out, err = _run(capsys, "member", "--lang", "en")  # the line's choice comes first
    assert code == 2 and "error: the following arguments are required: ACTION" in err


def test_the_help_s_headings_in_russian(capsys):
    code, out, _err = _run(capsys, "--lang", "ru", "-h")
    assert code == 0
    assert out.startswith("использование: clubapp [-h]")
    assert "\nпозиционные аргументы:\n" in out and "\nпараметры:\n" in out
    assert re.search(r"-h, --help\s+показать эту справку и выйти", out)
    assert re.search(r"--version\s+показать версию программы и выйти", out)
    assert not re.search(r"\b(usage|positional arguments|options|show this help)\b", out)
    code, out, _err = _run(capsys, "member", "add", "-h", "--lang", "ru")
    assert code == 0 and out.startswith("использование: clubapp member add")


def test_argparse_speaks_english_again_afterwards(capsys):
    _run(capsys, "--lang", "ru", "foo")
    assert argparse._ is gettext.gettext and argparse.ngettext is gettext.ngettext
    parser = argparse.ArgumentParser(prog="x")
    assert parser.format_usage().startswith("usage: x")


def test_a_plural_takes_the_form_of_its_number():
    _gettext, ngettext = translator("ru")
    forms = [ngettext("expected %s argument", "expected %s arguments", n) % n for n in (1, 3, 5)]
    assert forms == ["ожидалось 1 значение", "ожидалось 3 значения", "ожидалось 5 значений"]
    with speaking("ru"):
        parser = argparse.ArgumentParser(prog="x", exit_on_error=False)
        parser.add_argument("--pair", nargs=2)
        with pytest.raises(argparse.ArgumentError, match="ожидалось 2 значения"):
            parser.parse_args(["--pair", "a"])


def test_every_sentence_of_the_catalogue_is_one_argparse_asks_for():
    """A sentence argparse does not ask for (a typo, another Python's wording) would never be
    said: each of the section's English sentences is in argparse's source as it is."""
    source = inspect.getsource(argparse)
    for message_id, template in catalogue("en").items():
        if message_id.startswith("argparse.") and not message_id.startswith("argparse.type_"):
            for count in (1, 2):
                sentence = printf_template(template, "en", count)
                assert repr(sentence)[1:-1] in source or sentence in source, message_id


@pytest.mark.parametrize(("argv", "lang"), [
    (["--lang", "ru", "foo"], "ru"), (["foo", "--lang=ru"], "ru"),
    (["--lang", "ru", "x", "--lang", "en"], "en"), (["--", "--lang", "ru"], "en"),
    (["--lang", "de"], "en"),
])
def test_the_language_is_known_before_the_line_is_parsed(monkeypatch, argv, lang):
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    assert language_asked(argv) == lang
