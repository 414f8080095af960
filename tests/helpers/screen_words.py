"""What a window shows a person, and the Latin words in it: the tests that hold the Russian
window to having no English word read the screen through these."""

from __future__ import annotations

import re
from collections.abc import Iterator

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QPlainTextEdit,
    QSpinBox,
    QTableView,
    QTabWidget,
    QTextBrowser,
    QWidget,
)

from clubapp.rules import all_games

# English words the Russian window keeps: its name, abbreviations, key names, the paper size,
# a language's own name, the encodings' names
KEPT = {"clubapp", "PIN", "CSV", "JSON", "PDF", "PNG", "JPEG", "ACC", "UTF", "Windows", "Ctrl",
        "Tab", "Enter", "Letter", "English", "OK"}
# the sides of a partnership game are named A and B (the books' own letters), and a lone letter
# is no word: only Latin words of two letters or more count
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
# a card as typed: 10H, QS, the joker JK
CARD = re.compile(r"(?<![A-Za-z])(?:10|[2-9TJQKA])[CDHS](?![A-Za-z])|(?<![A-Za-z])JK(?![A-Za-z])")


def typed_codes() -> set[str]:
    """What a scorer types as it is: the calls of an auction ("pass", "hold"…)."""
    codes: set[str] = set()

    def walk(fields) -> None:
        for fld in fields:
            if fld.kind == "calls":
                codes.update(fld.choices)
            walk(fld.fields)

    for game in all_games():
        walk(game.entry_schema)
    return codes


def _menu_texts(menu: QMenu, where: str) -> Iterator[tuple[str, str]]:
    yield where, menu.title()
    for action in menu.actions():
        if action.menu() is not None:
            yield from _menu_texts(action.menu(), f"{where} > {action.menu().title()}")
        elif not action.isSeparator():
            yield f"{where} > action", action.text()


def _header_texts(view: QTableView) -> Iterator[str]:
    model = view.model()
    if model is None:
        return
    for column in range(model.columnCount()):
        value = model.headerData(column, Qt.Orientation.Horizontal,
                                 Qt.ItemDataRole.DisplayRole)
        if value is not None:
            yield str(value)


def visible_texts(top: QWidget) -> Iterator[tuple[str, str]]:
    """(where, text) for every string the window or dialog shows a person."""
    title = top.windowTitle()
    yield f"{type(top).__name__} title", title
    if hasattr(top, "menuBar"):
        for action in top.menuBar().actions():
            if action.menu() is not None:
                yield from _menu_texts(action.menu(), "menu")
    for widget in [top, *top.findChildren(QWidget)]:
        where = f"{title} / {type(widget).__name__} {widget.objectName()}".rstrip()
        if isinstance(widget, QLabel | QAbstractButton):
            yield where, widget.text()
        if isinstance(widget, QGroupBox):
            yield where, widget.title()
        if isinstance(widget, QTabWidget):
            for index in range(widget.count()):
                yield where, widget.tabText(index)
        if isinstance(widget, QComboBox):
            for index in range(widget.count()):
                yield where, widget.itemText(index)
        if isinstance(widget, QListWidget):
            for index in range(widget.count()):
                yield where, widget.item(index).text()
        if isinstance(widget, QLineEdit | QPlainTextEdit):
            yield where, widget.placeholderText()
        if isinstance(widget, QSpinBox):
            yield where, widget.specialValueText() + widget.prefix() + widget.suffix()
        if isinstance(widget, QTableView):
            for text in _header_texts(widget):
                yield f"{where} header", text
        if isinstance(widget, QMenu):
            yield from _menu_texts(widget, where)


def shown_texts(top: QWidget) -> list[tuple[str, str]]:
    """Every text a person can read in a window: labels, buttons, tabs, headers, and what the
    tables and the text browsers hold."""
    out = list(visible_texts(top))
    for view in top.findChildren(QTableView):
        model = view.model()
        if model is None:
            continue
        for row in range(model.rowCount()):
            for column in range(model.columnCount()):
                value = model.data(model.index(row, column), Qt.ItemDataRole.DisplayRole)
                if value is not None:
                    out.append((f"{view.objectName()}[{row},{column}]", str(value)))
    for browser in top.findChildren(QTextBrowser):
        out.append((browser.objectName(), browser.toPlainText()))
    return out


def latin_words_shown(top: QWidget) -> list[str]:
    """The texts on screen with a Latin word in them, but the words every language keeps."""
    found = []
    for where, text in shown_texts(top):
        text = re.sub(r"<[^>]+>|&\w+;", " ", text)  # rich text: tags and entities
        words = [w for w in LATIN_WORD.findall(text) if w not in KEPT]
        if words:
            found.append(f"{where}: {text!r}")
    return found
