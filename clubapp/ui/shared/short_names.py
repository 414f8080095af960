"""Players' names short enough for a narrow column, a check box in a row of five, a header.

"Александра Константиновна Воскресенская-Милославская" is shown as "Александра": a table's
players are told apart by their first names. Where two players would look the same, both keep
more: the initials of the surname (each part of a double one, "Александра В.-М."), then the
surname, then the whole name. Names of ``LONGEST`` letters or fewer stay whole where all of
a table's do; where one is longer, all are shortened alike (a five hundred table showed
«Ольга» beside «Пётр Богданов» and «Анна Смирнова», as if she were someone else). The full
name goes in the widget's tooltip. Where the room is narrowest (a column of numbers headed by a
player) ``longest=0`` shows every name by its first name alone, the surname's initials added
only where two first names are alike: "Анна", "Александра И.", "Александра П.".
"""

from __future__ import annotations

from collections.abc import Iterable

LONGEST = 16  # characters: a name this long or shorter is shown whole


def _initials(word: str) -> str:
    return "-".join(part[:1] + "." for part in word.split("-") if part)


def _candidates(name: str, longest: int = LONGEST) -> list[str]:
    """Ever longer forms of ``name``, the whole name last."""
    words = name.split()
    if len(name) <= longest or len(words) < 2:
        return [name]
    first, last = words[0], words[-1]
    forms = [first, f"{first} {_initials(last)}", f"{first} {last}", name]
    return list(dict.fromkeys(forms))


def short_names(names: Iterable[str], longest: int = LONGEST) -> dict[str, str]:
    """Each name's short form, no two alike (a clash keeps more of the names involved); the
    names stay whole where each has ``longest`` characters or fewer, else all are shortened
    alike."""
    names = list(dict.fromkeys(names))
    if any(len(_candidates(name, longest)) > 1 for name in names):
        longest = 0
    forms = {name: _candidates(name, longest) for name in names}
    level = {name: 0 for name in names}
    while True:
        shown = {name: forms[name][level[name]] for name in names}
        seen: dict[str, list[str]] = {}
        for name, text in shown.items():
            seen.setdefault(text.casefold(), []).append(name)
        clashes = [group for group in seen.values() if len(group) > 1]
        grown = False
        for group in clashes:
            for name in group:
                if level[name] < len(forms[name]) - 1:
                    level[name] += 1
                    grown = True
        if not grown:
            return shown


def short_name(name: str) -> str:
    """One name's short form, with no others to tell it from."""
    return short_names([name])[name]


def shorten_in(text: str, names: Iterable[str], longest: int = LONGEST) -> str:
    """``text`` with each long name of ``names`` in it shown short (the longest first, so that
    a name inside another is not cut in two)."""
    short = {full: shown for full, shown in short_names(names, longest).items()
             if full != shown}
    for full in sorted(short, key=len, reverse=True):
        text = text.replace(full, short[full])
    return text
