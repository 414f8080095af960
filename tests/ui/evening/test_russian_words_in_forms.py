"""A Russian club at the keyboard (issue 36, items 4, 7 and 8): the score form's text fields take
the words and letters a Russian scorer types — préférence's calls «раз», «пас» (seeds/003 lines
15–17), boston's turned card «5б» or «5♦» (a Russian keyboard's suit letter, the suit's symbol) —
and the club keeps them as identifiers ("1", "pass", "5D"); a corrected deal shows them in
Russian again, and the printed sheet (read back from its PDF) says «раз», «5♦», never "5D".
The title joins the names with a dash («Людмила Новикова — Константин Морозов»), declining
none. While the table is open, préférence's pot (котёл, line 11) and a loo table's pool are on
screen, the figure the sheet ends with. Screenshots in Russian at 1024×600 under tests/screens.

Cyrillic is typed as a Russian keyboard sends it: a key press whose text is the letter
(``QTest.keyClicks`` aborts on a non-Latin character)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QEvent, QRect, QSize, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QComboBox, QLineEdit, QWidget

from clubapp.rules import get_game
from clubapp.ui.shared import i18n, screen_fit
from tests.helpers.window import open_window, shoot
from tests.ui.evening.game_examples import EXAMPLES
from tests.ui.evening.test_every_game_in_window import set_up_table, shown_errors
from tests.ui.evening.test_tonight_in_russian import latin_words, pdf_text

PREFERENCE = ["Людмила Новикова", "Константин Морозов", "Анна Белова"]
BOSTON = ["Дарья Жукова", "Кирилл Носов", "Лев Орлов", "Максим Петров"]
SMALL = QSize(1012, 560)  # the window the program makes on a 1024×600 screen (screen_fit)


@pytest.fixture
def russian(qapp, monkeypatch):
    """The window in Russian, on a screen of 1024×600."""
    qapp.setKeyboardInputInterval(0)
    screen = QRect(0, 0, SMALL.width() + 12, SMALL.height() + 40)
    monkeypatch.setattr(screen_fit, "available", lambda _widget: screen)
    assert i18n.install_language("ru")
    yield
    i18n.install_language("en")


def press(widget: QWidget, key: int, text: str = "") -> None:
    for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
        QApplication.sendEvent(widget, QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier,
                                                 text))


def type_russian(widget: QWidget, text: str) -> None:
    """Type as a Russian keyboard does: each letter a key press carrying its text."""
    widget.setFocus()
    for char in text:
        press(widget, Qt.Key.Key_Space if char == " " else ord(char.upper()), char)


def choose(form, name: str, value: str, part: str | None = None) -> None:
    editor = form.editors[name]
    combo = editor.parts[part] if part is not None else editor.widget
    assert isinstance(combo, QComboBox)
    combo.setCurrentIndex(combo.findData(value))
    assert combo.currentData() == value


def line(form, name: str) -> QLineEdit:
    widget = form.editors[name].widget
    assert isinstance(widget, QLineEdit)
    return widget


def english_words(sheet: str, game_id: str) -> list[str]:
    """The sheet's Latin words but the evening's name (the user's, set_up_table's English)."""
    named = latin_words(f"{get_game(game_id).name} night")
    return [w for w in latin_words(sheet) if w not in named]


def shoot_small(qtbot, window, name: str) -> None:
    qtbot.wait(20)  # the layouts settle, as the event loop lets them for a person
    assert window.size() == SMALL
    shoot(window, name)


def record(qtbot, form) -> None:
    qtbot.keyClick(form.first_field(), Qt.Key.Key_Return)


def the_window(qtbot, club, game_id: str, players: list[str]):
    window = open_window(qtbot, club)
    window.resize(SMALL)
    panel = set_up_table(qtbot, window, get_game(game_id), {"players": players, "options": {}})
    return window, panel


def test_preference_bid_in_russian_with_the_pot_on_screen(russian, qtbot, tmp_path,
                                                           empty_club):
    window, panel = the_window(qtbot, empty_club, "preference-austrian", PREFERENCE)
    title = panel.game_title.text()  # a long name may be cut short there (whole in the tooltip)
    assert re.search("Людмила Новикова — Константин( Морозов)? — Анна Белова", title), title
    assert "против" not in title
    pot = panel.pot_line
    # line 12: before the first deal every player puts the same stake into the empty pot
    assert pot.isVisible() and pot.text() == (
        "Котёл пуст: перед следующей сдачей каждый вносит в него 10 белых фишек")
    form = panel.form
    assert line(form, "bidding").placeholderText() == "пас здесь раз два …"

    # deal 1: Людмила deals, Константин speaks first and calls «раз» (line 17), both pass
    choose(form, "declarer", "Константин Морозов")
    choose(form, "contract", "1")
    choose(form, "trumps", "clubs")
    choose(form, "whist", "pass", "Анна Белова")
    choose(form, "whist", "pass", "Людмила Новикова")
    type_russian(line(form, "bidding"), "раз пас пас")
    assert line(form, "bidding").text() == "раз пас пас"
    record(qtbot, form)
    assert shown_errors(form) == {}
    assert panel.view.deals[-1].entry["bidding"] == ["1", "pass", "pass"]

    # deal 2: Анна first; a slip («п») is refused in Russian words, and what was typed stays
    form = panel.form
    choose(form, "declarer", "Людмила Новикова")
    choose(form, "contract", "1")
    choose(form, "trumps", "spades")
    choose(form, "whist", "whist", "Константин Морозов")
    choose(form, "whist", "pass", "Анна Белова")
    form.editors["tricks"].parts["Людмила Новикова"].setValue(5)
    form.editors["tricks"].parts["Константин Морозов"].setValue(5)
    bidding = line(form, "bidding")
    type_russian(bidding, "пас раз п")
    record(qtbot, form)
    assert len(panel.view.deals) == 1
    assert form.error_text("bidding") == (
        "«п» — нет такой заявки (пас, здесь, раз, два, три, четыре, игра, червы, —)")
    assert bidding.text() == "пас раз п"
    press(bidding, Qt.Key.Key_Backspace)
    type_russian(bidding, "пас")
    record(qtbot, form)
    assert shown_errors(form) == {}
    view = panel.view
    assert view.deals[-1].entry["bidding"] == ["pass", "1", "pass"]
    # the pot: 30 paid in, 10 taken by each declarer, 20 paid by the one who fell short (37-38)
    assert view.result["deals"][-1]["pool"] == 30
    assert pot.isVisible()
    assert pot.text() == "Котёл на следующую сдачу: 30 белых фишек"
    # the deals table says the calls in Russian, as the form took them
    assert "торговля: пас, раз, пас" in panel.deals_model.rows[-1][2]
    # a recorded deal put back in a form (a correction) reads in Russian, and back the same
    form.set_entry(view.deals[0].entry)
    assert line(form, "bidding").text() == "раз пас пас"
    assert form.entry()["bidding"] == ["1", "pass", "pass"]
    form.clear()
    shoot_small(qtbot, window, "russian_words_preference_1024")

    window.print_menu.score_sheet()
    sheet = pdf_text(window, tmp_path / "preference.pdf")
    assert "Торговля: раз, пас, пас" in sheet and "Торговля: пас, раз, пас" in sheet
    assert english_words(sheet, "preference-austrian") == []
    # each deal's line ends with the pot left (then the remarks): the last is the one on screen
    assert " 20 Торговля: раз, пас, пас" in sheet and " 30 Торговля: пас, раз, пас" in sheet
    window.close()


def test_bostons_turned_card_typed_in_russian_is_kept_as_5d(russian, qtbot, tmp_path,
                                                           empty_club):
    """seeds/004 line 31: the second pack's turned card names the first suit."""
    window, panel = the_window(qtbot, empty_club, "boston", BOSTON)
    assert re.search("Дарья Жукова — Кирилл Носов — Лев Орлов — Максим( Петров)?",
                     panel.game_title.text())
    assert not panel.pot_line.isVisible()  # boston keeps no pool
    for typed in ("5б", "5♦"):
        form = panel.form
        assert line(form, "turned").placeholderText() == "5б"
        choose(form, "declarer", "Лев Орлов")
        choose(form, "contract", "6")
        choose(form, "trumps", "hearts")
        form.editors["tricks"].widget.setValue(6)
        type_russian(line(form, "turned"), typed)
        assert line(form, "turned").text() == typed
        record(qtbot, form)
        assert shown_errors(form) == {}
    view = panel.view
    assert [d.entry["turned"] for d in view.deals] == ["5D", "5D"]
    assert [d.points["Лев Орлов"] for d in view.deals] == [7, 7]  # hearts: the second suit
    assert "открытая карта второй колоды 5♦" in panel.deals_model.rows[-1][2]
    form = panel.form
    form.set_entry(view.deals[0].entry)
    assert line(form, "turned").text() == "5♦"
    assert form.entry()["turned"] == "5D"
    form.clear()
    shoot_small(qtbot, window, "russian_words_boston_1024")

    window.print_menu.score_sheet()
    sheet = pdf_text(window, tmp_path / "boston.pdf")
    assert sheet.count("Открытая карта второй колоды: 5♦") == 2
    assert "5D" not in sheet and "5б" not in sheet
    assert english_words(sheet, "boston") == []
    window.close()


def test_a_loo_tables_pool_is_on_screen_as_on_its_sheet(russian, qtbot, tmp_path, empty_club):
    """seeds/000: the pool carried from deal to deal, on screen and at the sheet's end."""
    example = EXAMPLES["loo"]
    window = open_window(qtbot, empty_club)
    window.resize(SMALL)
    panel = set_up_table(qtbot, window, get_game("loo"), example)
    for deal in example["deals"]:
        panel.form.set_entry(deal)
        record(qtbot, panel.form)
        assert shown_errors(panel.form) == {}
        pool = panel.view.result["deals"][-1]["pool"]
        assert panel.pot_line.isVisible()
        assert re.fullmatch(rf"Кон на следующую сдачу: {pool} белы[хйе] фиш\w+",
                            panel.pot_line.text()), panel.pot_line.text()
    shoot_small(qtbot, window, "russian_words_loo_pool_1024")
    window.print_menu.score_sheet()
    sheet = pdf_text(window, tmp_path / "loo.pdf")
    assert "Остаток кона" in sheet
    window.close()
