"""The commands' own help texts (``clubapp COMMAND --help``) in the command line's language.

Each command writes its help in English where it declares its arguments; the catalogues'
``cli_help`` section holds each of those texts and its Russian. Once the parser is built,
``translate_help`` puts every description, argument help and subcommand help found there into
the language; a text the section lacks stays as written (a test names any such text).
"""

from __future__ import annotations

import argparse
from collections.abc import Iterator, Mapping
from functools import cache

from clubapp.words import Message, catalogue, say

SECTION = "cli_help."


@cache
def _ids_by_english() -> Mapping[str, str]:
    return {say(Message(message_id), "en"): message_id
            for message_id in catalogue("en") if message_id.startswith(SECTION)}


def help_texts(parser: argparse.ArgumentParser) -> Iterator[tuple[object, str, str]]:
    """Every text of a parser's help, at every depth: (the object holding it, its attribute,
    the text)."""
    if parser.description:
        yield parser, "description", parser.description
    if parser.epilog:
        yield parser, "epilog", parser.epilog
    for action in parser._actions:  # argparse keeps them private: there is no public walk
        if isinstance(action, argparse._SubParsersAction):
            for choice in action._choices_actions:
                if choice.help:
                    yield choice, "help", choice.help
            for child in {id(p): p for p in action.choices.values()}.values():
                yield from help_texts(child)
        elif action.help and action.help != argparse.SUPPRESS:
            yield action, "help", action.help


class PlainHelpFormatter(argparse.HelpFormatter):
    """argparse's help, the code in it shown as typed: the texts mark code between backticks
    (the docstrings' ``code``, the catalogues' `code`, which may stay Latin in Russian), marks
    that a terminal would print as they are."""

    def _format_text(self, text: str) -> str:
        return super()._format_text(_unmarked(text))

    def _expand_help(self, action: argparse.Action) -> str:
        return _unmarked(super()._expand_help(action))


def _unmarked(text: str) -> str:
    return text.replace("`", "")


def show_code_plainly(parser: argparse.ArgumentParser) -> None:
    """Give the parser and every subcommand's, at every depth, ``PlainHelpFormatter``."""
    parser.formatter_class = PlainHelpFormatter
    for action in parser._actions:  # argparse keeps them private: there is no public walk
        if isinstance(action, argparse._SubParsersAction):
            for child in {id(p): p for p in action.choices.values()}.values():
                show_code_plainly(child)


def translate_help(parser: argparse.ArgumentParser, lang: str) -> None:
    """Put the parser's help texts into the language (English: as the commands wrote them)."""
    if lang == "en":
        return
    words = catalogue(lang)
    for holder, attribute, text in list(help_texts(parser)):
        found = _ids_by_english().get(text)
        if found is not None and found in words:
            setattr(holder, attribute, say(Message(found), lang))
