"""A table's game search puts the plain game first: typing «эвхр» in the Russian window picks
«Эвхри», not «Эвхр «Железная дорога»», which the alphabet puts first (a space sorts before
«и»); «euch» picks Euchre; the variants follow in the list's own order. Typed letter by letter
into the real search box, and Return takes the game chosen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from clubapp import glossary
from clubapp.rules import all_games
from clubapp.services.game_search import search_rank
from clubapp.ui.evening.table_setup import TableSetup, matches
from clubapp.ui.shared import i18n


@pytest.fixture
def language(qapp):
    yield lambda lang: i18n.install_language(lang)
    i18n.install_language("en")


def type_in(widget, text: str) -> None:
    """Each letter as a key press carrying it (QTest's keyClicks types Latin letters only)."""
    for letter in text:
        for kind in (QKeyEvent.Type.KeyPress, QKeyEvent.Type.KeyRelease):
            QApplication.sendEvent(widget, QKeyEvent(kind, 0, Qt.KeyboardModifier.NoModifier,
                                                     letter))


def listed(setup: TableSetup) -> list[str]:
    combo = setup.game_combo
    return [combo.itemData(i) for i in range(combo.count()) if combo.itemData(i)]


@pytest.mark.parametrize(("lang", "typed", "first", "then"), [
    ("ru", "эвхр", "euchre", ["euchre-railroad", "euchre-seven", "euchre-setback"]),
    ("ru", "Эвхри", "euchre", ["euchre-five", "euchre-call-ace"]),
    ("en", "euch", "euchre", ["euchre-auction", "euchre-blind", "euchre-call-ace"]),
    ("ru", "крибб", "cribbage", ["cribbage-three", "cribbage-four"]),
    ("en", "crib", "cribbage", ["cribbage-five", "cribbage-four"]),
])
def test_the_plain_game_comes_before_its_variants(qtbot, language, lang, typed, first, then):
    language(lang)
    setup = TableSetup()
    qtbot.addWidget(setup)
    setup.show()
    setup.game_search.setFocus()
    type_in(setup.game_search, typed)
    assert setup.game_search.text() == typed  # every letter reached the box
    found = listed(setup)
    assert found[0] == first and setup.game_combo.currentData() == first
    assert found[1:1 + len(then)] == then
    type_in(setup.game_search, "\r")
    assert setup.game_combo.currentData() == first


def test_the_ranking_alone():
    games = {g.id: g for g in all_games()}
    # a name whole, then a name beginning with it (one word first), then a word beginning
    assert search_rank(games["euchre"], "эвхри") == (0, 0)
    assert search_rank(games["euchre"], "эвхр") == (1, 0)
    assert search_rank(games["euchre-railroad"], "эвхр") == (1, 1)
    assert search_rank(games["euchre-blind"], "эвхр") == (2, 1)
    assert search_rank(games["euchre-blind"], "blind euchre") == (0, 1)
    assert search_rank(games["whist-ru"], "whist-ru")[0] == 0  # its id
    # every game the search finds for «эвхр» is of the euchre family, the plain one first
    found = sorted((g for g in all_games() if matches(g, "эвхр")),
                   key=lambda g: (search_rank(g, "эвхр"), glossary.game_name(g, "ru")))
    assert found[0].id == "euchre" and all(g.id.startswith("euchre") for g in found)
