"""The commands' own help texts in the command line's language: every description, argument
and subcommand of every command has its Russian in the catalogues' ``cli_help`` section, and
``clubapp … --help --lang ru`` says them (English: as each command wrote them)."""

from __future__ import annotations

import re

from clubapp.cli import build_parser, main
from clubapp.commands._argparse_words import speaking
from clubapp.commands._help_words import help_texts
from clubapp.words import Message, catalogue, say

ARGPARSE_OWN = {say(Message(i), "en") for i in catalogue("en") if i.startswith("argparse.")}
# what may stay Latin in a Russian help: code in `marks`, the formats' and program's names
ALLOWED = re.compile(r"`[^`]*`|clubapp|\bJSON\b|\bCSV\b|\bPDF\b|\bPIN\b|\bURL\b|\bSQLite\b"
                     r"|\bnull\b")


def test_every_help_text_of_every_command_has_its_words_in_the_catalogue():
    english = {say(Message(i), "en") for i in catalogue("en") if i.startswith("cli_help.")}
    missing = sorted({text for _holder, _attribute, text in help_texts(build_parser())
                      if text not in english and text not in ARGPARSE_OWN})
    assert missing == [], "add these to clubapp/words/{en,ru}/cli_help.py"


def test_every_help_text_is_russian_in_russian():
    with speaking("ru"):
        parser = build_parser("ru")
    texts = [text for _holder, _attribute, text in help_texts(parser)]
    assert len(texts) > 300  # every command, every argument, at every depth
    for text in texts:
        assert not re.findall(r"[A-Za-z]{2,}", ALLOWED.sub("", text)), text


def test_a_command_s_help_on_the_command_line(capsys):
    assert main(["member", "add", "--help", "--lang", "ru"]) == 0
    russian = capsys.readouterr().out
    assert russian.startswith("использование: clubapp member add")
    assert re.search(r"name\s+имя члена клуба", russian)
    assert main(["member", "add", "--help", "--lang", "en"]) == 0
    english = capsys.readouterr().out
    assert re.search(r"name\s+the member's name", english) and "usage:" in english
