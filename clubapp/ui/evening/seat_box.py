"""A seat's box of a table's setup: the member found by what is typed into it.

A plain list box takes each key as the start of a new search and opens its list on a space:
"Анна П" typed into it opened the list at the space and lost "П". Here the keys typed one
after another (within the keyboard's input interval, or a second) are one search, the space
included; the list opens with F4 or Alt+↓ (or a click) only. What is typed finds a member by
the start of the whole name ("Анна П" → «Анна Петрова»), by the initials of the first name and
the surname ("БС" → «Борис Смирнов»), by the start of the surname ("Смир"), or, a letter typed
again and again, the next member whose name begins with it (as a list does: "ББ" stays on
«Борис Смирнов» when he is the only one). Backspace takes back the last key typed; what
matches nothing leaves the seat as it was and says so (``notFound``). A key that only
changes the next one (Shift before «П», the layout's switch) is no key of the search: the
Shift of «Анна П» once emptied it, and «П» alone found «Пётр Богданов».
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QElapsedTimer, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QComboBox, QWidget

PAUSE = 1000  # ms: a search goes on after a pause this long at least (a name and its surname)
# keys that type nothing themselves; X sends the layout's switch (ISO_Next_Group and the
# like) as key 0 with no text
MODIFIER_KEYS = frozenset(int(k.value) for k in (
    Qt.Key.Key_Shift, Qt.Key.Key_Control, Qt.Key.Key_Alt, Qt.Key.Key_AltGr, Qt.Key.Key_Meta,
    Qt.Key.Key_CapsLock, Qt.Key.Key_NumLock, Qt.Key.Key_ScrollLock, Qt.Key.Key_Super_L,
    Qt.Key.Key_Super_R, Qt.Key.Key_Hyper_L, Qt.Key.Key_Hyper_R, Qt.Key.Key_Mode_switch,
    Qt.Key.Key_unknown)) | {0}


def _plain(text: str) -> str:
    """What a search compares: no case, «ё» as «е», single spaces."""
    return " ".join(text.casefold().replace("ё", "е").split())


def _initials(words: Sequence[str]) -> str:
    return "".join(word[:1] for word in words)


def closeness(name: str, typed: str) -> int | None:
    """How well ``typed`` finds ``name`` (0 best; None: not at all)."""
    wanted, words = _plain(typed), _plain(name).split()
    if not wanted or not words:
        return None
    if " ".join(words).startswith(wanted):
        return 0
    typed_words = wanted.split()
    if len(typed_words) <= len(words) and all(
            word.startswith(part) for word, part in zip(words, typed_words, strict=False)):
        return 1  # "Ан Пав": the start of each word
    letters = wanted.replace(" ", "")
    if len(letters) >= 2 and len(words) >= 2 and (
            letters == _initials([words[0], words[-1]]) or _initials(words).startswith(letters)):
        return 2  # "БС": the first name's and the surname's initials
    if any(word.startswith(wanted) for word in words[1:]):
        return 3  # "Смир": the start of the surname
    return None


def find_member(names: Sequence[str], typed: str) -> int | None:
    """The index in ``names`` of the member ``typed`` finds best (the first of equals)."""
    found = [(score, index) for index, name in enumerate(names)
             if (score := closeness(name, typed)) is not None]
    if found:
        return min(found)[1]
    letters = _plain(typed).replace(" ", "")
    if len(letters) > 1 and len(set(letters)) == 1:  # "ББ": the next one beginning with it
        starting = [i for i, name in enumerate(names) if _plain(name).startswith(letters[0])]
        if starting:
            return starting[(len(letters) - 1) % len(starting)]
    return None


class SeatBox(QComboBox):
    """A seat: "—" (nobody) and the club's members; typing finds one (see the module)."""

    notFound = Signal(str)  # what was typed, which finds no member

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.typed = ""
        self._since = QElapsedTimer()
        self._finding = False
        self.currentIndexChanged.connect(self._changed)

    def _changed(self) -> None:
        self.setToolTip(self.currentText())
        if not self._finding:  # chosen from the list (or by the arrows): a search anew
            self.typed = ""

    def _pause(self) -> int:
        return max(QApplication.keyboardInputInterval(), PAUSE)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        text = event.text()
        if not text and event.key() in MODIFIER_KEYS:  # the search waits for the letter
            event.accept()
            return
        modifiers = event.modifiers() & ~(Qt.KeyboardModifier.ShiftModifier
                                          | Qt.KeyboardModifier.KeypadModifier)
        if self._since.isValid() and self._since.elapsed() > self._pause():
            self.typed = ""
        if event.key() == Qt.Key.Key_Backspace and self.typed and not modifiers:
            self.typed = self.typed[:-1]
            self._since.restart()
            if self.typed:
                self._find()
            event.accept()
            return
        if text and text.isprintable() and not modifiers:
            if text.isspace() and not self.typed:
                event.accept()  # a space alone: no list opens, nothing is chosen
                return
            self.typed += text
            self._since.restart()
            self._find()
            event.accept()
            return
        self.typed = ""
        super().keyPressEvent(event)

    def focusOutEvent(self, event) -> None:
        self.typed = ""
        super().focusOutEvent(event)

    def _find(self) -> None:
        names = [self.itemText(i) for i in range(1, self.count())]  # after "—"
        index = find_member(names, self.typed)
        if index is None:
            self.notFound.emit(self.typed.strip())
            return
        self._finding = True
        try:
            self.setCurrentIndex(index + 1)
        finally:
            self._finding = False
