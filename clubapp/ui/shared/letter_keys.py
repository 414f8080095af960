"""Choosing from a list by typing, on a Russian keyboard as on a Latin one.

A list of sides is "A (Ann & Cat)", "B (Bob & Dan)": a scorer on a Russian layout types «а» or
«б» for them. A typed letter picks the first item that begins with it; where none does and the
letter is Cyrillic, it picks by its place in the alphabet (а → A, б → B, в → C …), the way a
Russian scorer names the sides.

``choice_by_typing`` is what a list of the score form does with the keys typed at it: the
items that begin with what was typed come first, then (for one Cyrillic letter) the side of
that place in the alphabet, then the items with a word that begins with it ("6 пик" for «п»,
"A (Анна и Катя)" for «к», "сторона A" for «а»). The same letter again goes on to the next such
item, round to the first: «ч», «ч» goes from «четыре» to «червы».
"""

from __future__ import annotations

import re
from collections.abc import Sequence

WORD = re.compile(r"\w+")
CYRILLIC = "абвгдежзийклмнопрстуфхцчшщъыьэюя"
LATIN = "abcdefghijklmnopqrstuvwxyz"


def choice_by_letter(texts: Sequence[str], typed: str) -> int | None:
    """The index of the item the letter ``typed`` picks, None when it picks none."""
    if len(typed) != 1 or not typed.isalpha():
        return None
    letter = typed.casefold()
    for index, text in enumerate(texts):
        if text.casefold().startswith(letter):
            return index
    place = CYRILLIC.find(letter)
    if place < 0 or place >= len(LATIN):
        return None
    for index, text in enumerate(texts):
        if text.casefold().startswith(LATIN[place]):
            return index
    return None


def _words_begin(text: str, typed: str) -> bool:
    return any(word.startswith(typed) for word in WORD.findall(text.casefold()))


def _matches(texts: Sequence[str], typed: str) -> list[int]:
    """The items ``typed`` (case folded) picks, in the first of these that picks any: the items
    beginning with it; for one Cyrillic letter, those beginning with the Latin letter of its
    place (a side); the items with a word beginning with it; with a word that is that Latin
    letter ("сторона A")."""
    folded = [text.casefold() for text in texts]
    place = CYRILLIC.find(typed) if len(typed) == 1 else -1
    latin = LATIN[place] if 0 <= place < len(LATIN) else None
    tiers = [lambda text: text.startswith(typed),
             lambda text: latin is not None and text.startswith(latin),
             lambda text: _words_begin(text, typed),
             lambda text: latin is not None and latin in WORD.findall(text)]
    for fits in tiers:
        found = [i for i, text in enumerate(folded) if fits(text)]
        if found:
            return found
    return []


def choice_by_typing(texts: Sequence[str], typed: str, current: int) -> int | None:
    """The item to choose when ``typed`` (the keys typed at the list in a row, their case as
    typed) has been typed with item ``current`` chosen; None when it picks nothing.

    One key, or the same key again and again, goes to the next item it picks after the
    current one (round to the first); more keys (``"чер"``) keep the current item while it
    still fits, else go to the next that does."""
    if not typed or not all(char.isprintable() and not char.isspace() for char in typed):
        return None
    folded = typed.casefold()
    cycling = len(set(folded)) == 1
    if cycling:
        folded = folded[0]
    found = _matches(texts, folded)
    if not found:
        return None
    after = [i for i in found if i > current or (not cycling and i == current)]
    return after[0] if after else found[0]
