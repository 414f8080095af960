"""The words of the results format: everything a person reads is given in both languages
clubapp speaks, ``{"en": …, "ru": …}``, so that a reader without clubapp has them."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from clubapp import glossary
from clubapp.words import Message, say

BOTH = ("en", "ru")  # the languages every text of the document is said in


def both(make: Callable[[str], str]) -> dict[str, str]:
    """Words made in each language of the document."""
    return {lang: make(lang) for lang in BOTH}


def game_name(game_id: str) -> dict[str, str]:
    """A game's name in both languages, as the glossary names it."""
    return dict(_said_game(game_id))


@cache
def _said_game(game_id: str) -> dict[str, str]:
    return both(lambda lang: glossary.game_name(game_id, lang))


def said(message_id: str, **params: Any) -> dict[str, str]:
    """A message of fixed words said in both languages (said once: a big club's document
    says the same headings thousands of times)."""
    return dict(_said_once(message_id, **params))


@cache
def _said_once(message_id: str, **params: Any) -> dict[str, str]:
    return both(lambda lang: say(Message(message_id, **params), lang))
