"""Choosing from a list by one typed letter, on a Russian keyboard as on a Latin one.

A list of sides is "A (Ann & Cat)", "B (Bob & Dan)": a scorer on a Russian layout types «а» or
«б» for them. A typed letter picks the first item that begins with it; where none does and the
letter is Cyrillic, it picks by its place in the alphabet (а → A, б → B, в → C …), the way a
Russian scorer names the sides.
"""

from __future__ import annotations

from collections.abc import Sequence

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
