"""The score form does what its keys show (issue 36, item 6).

- A list chooses by the words its items show, and the same letter again goes on to the next:
  «ч», «ч» goes from «четыре» to «червы» in préférence's contract; «п» reaches "6 пик" in five
  hundred, whose items begin with a number.
- Rams and piquet are scored from the keyboard alone, in Russian, in the window the program
  makes on a 1024×600 screen: Tab goes through the boxes in the order the form draws them
  (left to right, then down), each box in sight as it is reached; a group box is ticked with
  Space, and Tab then goes into it; a refusal puts the cursor where the scorer puts it right;
  Enter records. What is recorded is what was typed.
- A click on a box half in sight ticks it: the fields do not scroll away from under the
  pointer between the press and the release.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from itertools import pairwise

import pytest
from PySide6.QtCore import QPoint, QRect, QSettings, QSize, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QWidget

from clubapp.rules import get_game
from clubapp.services import Services
from clubapp.ui.evening.entry_form import EntryForm
from clubapp.ui.main_window import MainWindow
from clubapp.ui.shared import i18n, screen_fit
from clubapp.ui.shared.letter_keys import choice_by_typing
from tests.helpers.keys import press_letter, type_text

SMALL = QSize(1012, 560)  # the window the program makes on a 1024×600 screen (screen_fit)
RAMS = ["Анна", "Борис", "Вера", "Глеб"]
PIQUET = ["Анна", "Борис"]
CONTRACT = ["—", "раз (с прикупом)", "два", "три", "четыре", "игра (без прикупа)",
            "червы (без прикупа)"]


# --- a list chooses by the words it shows -----------------------------------------------------
def test_typing_goes_by_the_words_of_the_items_and_round_again():
    assert choice_by_typing(CONTRACT, "ч", 0) == 4  # четыре
    assert choice_by_typing(CONTRACT, "чч", 4) == 6  # the same key again: червы
    assert choice_by_typing(CONTRACT, "ч", 4) == 6  # ... typed after a pause too
    assert choice_by_typing(CONTRACT, "ч", 6) == 4  # round to the first again
    assert choice_by_typing(CONTRACT, "чер", 0) == 6  # a word typed: the item it begins
    assert choice_by_typing(CONTRACT, "че", 4) == 4  # still fits: kept
    bids = ["—", "6 пик", "6 треф", "7 пик"]
    assert choice_by_typing(bids, "п", 0) == 1  # a word inside the item
    assert choice_by_typing(bids, "п", 1) == 3
    assert choice_by_typing(bids, "6", 1) == 2
    sides = ["—", "A (Анна и Катя)", "B (Борис и Дмитрий)"]
    assert choice_by_typing(sides, "б", 0) == 2  # a side by its letter's place
    assert choice_by_typing(sides, "к", 2) == 1  # by a player's name
    assert choice_by_typing(["—", "сторона A", "сторона B", "обе стороны"], "б", 0) == 2
    assert choice_by_typing(sides, "щ", 0) is None
    assert choice_by_typing(sides, " ", 0) is None


def contract_list(qtbot) -> QComboBox:
    game = get_game("preference-austrian")
    players = ["Анна", "Борис", "Вера"]
    form = EntryForm(game.entry_schema, players, game.sides(players), lang="ru")
    qtbot.addWidget(form)
    form.show()
    qtbot.waitExposed(form)
    contract = form.editors["contract"].widget
    assert [contract.itemText(i) for i in range(contract.count())] == CONTRACT
    contract.setFocus()
    return contract


@pytest.mark.parametrize("interval", [0, 2000])  # each key a new search; keys typed in a row
def test_ch_then_ch_reaches_chervy(qtbot, qapp, interval):
    was = qapp.keyboardInputInterval()
    qapp.setKeyboardInputInterval(interval)
    try:
        contract = contract_list(qtbot)
        press_letter(contract, "ч")
        assert contract.currentText() == "четыре"
        press_letter(contract, "ч")
        assert contract.currentText() == "червы (без прикупа)"
        press_letter(contract, "ч")
        assert contract.currentText() == "четыре"
    finally:
        qapp.setKeyboardInputInterval(was)


def test_a_word_typed_in_a_row_picks_its_item(qtbot, qapp):
    was = qapp.keyboardInputInterval()
    qapp.setKeyboardInputInterval(2000)
    try:
        contract = contract_list(qtbot)
        type_text(qtbot, contract, "черв")
        assert contract.currentText() == "червы (без прикупа)"
    finally:
        qapp.setKeyboardInputInterval(was)


def test_a_word_inside_an_item_picks_it(qtbot, qapp):
    qapp.setKeyboardInputInterval(0)
    game = get_game("five-hundred")
    players = ["Анна", "Борис", "Вера"]
    form = EntryForm(game.entry_schema, players, game.sides(players), lang="ru")
    qtbot.addWidget(form)
    bid = form.editors["bid"].widget
    press_letter(bid, "п")
    assert bid.currentText() == "6 пик"
    press_letter(bid, "п")
    assert bid.currentText() == "7 пик"


# --- rams and piquet from the keyboard alone ----------------------------------------------
@pytest.fixture
def russian_window(qapp, qtbot, tmp_path, empty_club) -> Iterator:
    """``open_table(game, players)``: the Russian window at 1024×600 showing a new table of the
    game, its form's first box with the cursor, the window active."""
    qapp.setKeyboardInputInterval(0)
    assert i18n.install_language("ru")
    screen = QRect(0, 0, SMALL.width() + 12, SMALL.height() + 40)
    patch = pytest.MonkeyPatch()
    patch.setattr(screen_fit, "available", lambda _widget: screen)
    opened: list[MainWindow] = []

    def open_table(game_id: str, players: list[str]) -> MainWindow:
        path = empty_club
        services = Services.open(str(path))
        ids = [services.members.add(name).id for name in players]
        evening = services.evenings.create(dt.date(2026, 12, 4), "Пятница").id
        services.evenings.seat_table(evening, ids, game_id)
        services.close()
        settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
        window = MainWindow(Services.open(str(path)), settings)
        opened.append(window)
        window.resize(SMALL)
        window.show()
        assert QTest.qWaitForWindowExposed(window)
        window.activateWindow()
        window.open_evening(evening)
        form = window.evening_page.panel.form
        form.focus_first()
        qtbot.waitUntil(lambda: QApplication.focusWidget() is form.first_field(), timeout=2000)
        return window

    try:
        yield open_table
    finally:
        for window in opened:
            services = window.services
            window.close()
            services.close()
        patch.undo()
        i18n.install_language("en")


class Keys:
    """A scorer at the form with the keyboard only: every key goes where the cursor is."""

    def __init__(self, qtbot, window: MainWindow) -> None:
        self.qtbot, self.window = qtbot, window
        self.form: EntryForm = window.evening_page.panel.form
        self.visited: list[QWidget] = []

    @property
    def at(self) -> QWidget:
        widget = QApplication.focusWidget()
        assert widget is not None, "nothing has the keyboard focus"
        return widget

    def key(self, key: Qt.Key) -> None:
        self.qtbot.keyClick(self.at, key)
        QApplication.processEvents()

    def type(self, text: str) -> None:
        type_text(self.qtbot, self.at, text)

    def tab_to(self, name: str, most: int = 40) -> None:
        """Tab until the cursor is in the box ``name``, each box reached noted and in sight."""
        for _ in range(most):
            if self.at.objectName() == name:
                return
            self.key(Qt.Key.Key_Tab)
            widget = self.at
            assert self.form.isAncestorOf(widget), f"Tab left the form for {widget!r}"
            self.visited.append(widget)
            assert in_sight(widget), f"{widget.objectName()} reached out of sight"
        raise AssertionError(f"Tab never reached {name}; it went {self.names()}")

    def names(self) -> list[str]:
        return [w.objectName() for w in self.visited]

    def back_to_the_start(self) -> None:
        """After a deal: the cursor is in the first box again (nothing to click)."""
        self.qtbot.waitUntil(lambda: QApplication.focusWidget() is self.form.first_field(),
                             timeout=2000)
        assert self.at is self.form.first_field()


def typed(entry: dict) -> dict:
    """A recorded entry as the scorer typed it: without the boxes left as they stood (an
    unticked box, a count of none)."""
    out = {}
    for key, value in entry.items():
        if isinstance(value, dict):
            value = typed(value)
        if value not in (False, 0, None, {}):
            out[key] = value
    return out


def in_sight(widget: QWidget) -> bool:
    return widget.isVisible() and widget.visibleRegion().boundingRect() == widget.rect()


def drawn_in_order(form: EntryForm, widgets: list[QWidget]) -> list[str]:
    """The steps of Tab that go against the order the form is drawn in (read left to right,
    then down): a box reached after one lower down, or left of one on its own line."""
    wrong = []
    for first, second in pairwise(widgets):
        if second.isAncestorOf(first) or first.isAncestorOf(second):
            continue
        a = first.mapTo(form, QPoint(0, 0))
        b = second.mapTo(form, QPoint(0, 0))
        same_line = abs(a.y() - b.y()) < min(first.height(), second.height()) // 2
        if (same_line and b.x() < a.x()) or (not same_line and b.y() < a.y()):
            wrong.append(f"{first.objectName()} → {second.objectName()}")
    return wrong


def test_rams_from_the_keyboard_alone(russian_window, qtbot):
    window = russian_window("rams", RAMS)
    panel = window.evening_page.panel
    keys = Keys(qtbot, window)
    anna, boris, vera, gleb = RAMS

    # a simple rams: all play (seeds/005), the tricks typed in turn
    keys.tab_to(f"tricks.{boris}")
    keys.type("2")
    keys.tab_to(f"tricks.{vera}")
    keys.type("2")
    keys.tab_to(f"tricks.{gleb}")
    keys.type("1")
    keys.key(Qt.Key.Key_Return)
    assert typed(panel.view.deals[-1].entry) == {"tricks": {boris: 2, vera: 2, gleb: 1}}
    keys.back_to_the_start()

    # three play, ticked with Space; a trick short is refused, put right, recorded
    for name in (boris, vera, gleb):
        keys.tab_to(f"in.{name}")
        keys.key(Qt.Key.Key_Space)
    keys.tab_to(f"tricks.{vera}")
    keys.type("3")
    keys.tab_to(f"tricks.{gleb}")
    keys.type("1")
    keys.key(Qt.Key.Key_Return)
    assert len(panel.view.deals) == 1
    refusal = keys.form.error_text("tricks")
    assert refusal == "записано 4 взятки, а в сдаче их 5"
    assert in_sight(keys.form.editors["tricks"].error)
    assert keys.at is keys.form.editors["tricks"].parts[anna]  # the cursor in the tricks
    keys.tab_to(f"tricks.{gleb}")
    keys.key(Qt.Key.Key_Backspace)
    keys.type("2")
    keys.key(Qt.Key.Key_Return)
    assert typed(panel.view.deals[-1].entry) == {"in": [boris, vera, gleb],
                                                 "tricks": {vera: 3, gleb: 2}}
    keys.back_to_the_start()

    # a general rams declared by Глеб (typed «г»), and every box of the form on the way
    keys.visited.clear()
    keys.tab_to(f"tricks.{gleb}")
    keys.type("5")
    keys.tab_to("field_general")
    keys.type("г")
    assert keys.at.currentText() == gleb
    keys.tab_to("penalised.nobody")  # the rest of the form, down to its last box
    keys.tab_to("points_box")
    keys.key(Qt.Key.Key_Tab)  # out of the form: no stop in it that does nothing
    assert not keys.form.isAncestorOf(keys.at)
    qtbot.keyClick(keys.at, Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    assert keys.at is keys.form.points_box  # back with Shift+Tab: Enter records from it too
    keys.key(Qt.Key.Key_Return)
    assert typed(panel.view.deals[-1].entry) == {"general": gleb, "tricks": {gleb: 5}}
    walk = keys.visited[:keys.visited.index(keys.form.editors["penalised"].nobody) + 1]
    assert drawn_in_order(keys.form, [keys.form.first_field(), *walk]) == []


def test_piquet_from_the_keyboard_alone(russian_window, qtbot):
    window = russian_window("piquet", PIQUET)
    panel = window.evening_page.panel
    keys = Keys(qtbot, window)
    form = keys.form
    anna, boris = PIQUET

    # Анна deals, Борис is elder (Hoffmann's worked hand: game_examples' first deal)
    keys.tab_to("field_point")
    keys.key(Qt.Key.Key_Space)  # the group box is ticked: its boxes open to Tab
    assert form.editors["point"].widget.isChecked()
    keys.tab_to("field_point.player")
    keys.type("б")
    keys.tab_to("field_point.cards")
    keys.type("6")
    keys.tab_to("field_sequences")
    keys.key(Qt.Key.Key_Space)
    keys.tab_to("field_sequences.player")
    keys.type("б")
    keys.tab_to("field_sequences.tierce")
    keys.type("1")
    keys.tab_to("field_sequences.quint")
    keys.type("1")
    keys.tab_to("field_sets")
    keys.key(Qt.Key.Key_Space)
    keys.tab_to("field_sets.player")
    keys.type("а")
    keys.tab_to("field_sets.quatorzes")
    keys.type("1")
    keys.tab_to("field_sets.trios")
    keys.type("1")
    keys.tab_to(f"tricks.{boris}")
    keys.type("7")
    # the play: 8 to 5 cannot come of 7 tricks to 5 (seeds' piquet, the play's count)
    keys.tab_to(f"play.{anna}")
    keys.type("5")
    keys.tab_to(f"play.{boris}")
    keys.type("8")
    keys.key(Qt.Key.Key_Return)
    assert panel.view.deals == ()
    error = form.editors["play"].error
    assert form.error_text("play").startswith("8 на 5 в розыгрыше не бывает")
    qtbot.waitUntil(lambda: in_sight(error), timeout=2000)
    assert in_sight(error) and error.height() >= error.heightForWidth(error.width())
    assert keys.at is form.editors["play"].parts[anna]
    keys.key(Qt.Key.Key_Backspace)
    keys.type("6")
    keys.tab_to(f"play.{boris}")
    keys.key(Qt.Key.Key_Backspace)
    keys.type("9")
    keys.key(Qt.Key.Key_Return)
    assert form.error_text("play") == ""
    assert typed(panel.view.deals[-1].entry) == {
        "point": {"player": boris, "cards": 6},
        "sequences": {"player": boris, "tierce": 1, "quint": 1},
        "sets": {"player": anna, "quatorzes": 1, "trios": 1},
        "tricks": {boris: 7}, "play": {anna: 6, boris: 9}}
    assert drawn_in_order(form, [form.first_field(), *keys.visited]) == []
    keys.back_to_the_start()


def test_a_click_on_a_box_half_in_sight_ticks_it(russian_window, qtbot):
    """The pointer pressed on a tick box half under the foot of the scrolling fields, and let
    go where it was pressed: the box is ticked, the fields have not moved."""
    window = russian_window("piquet", PIQUET)
    form = window.evening_page.panel.form
    for name in ("point", "sequences", "sets"):  # the groups open: the form is taller
        form.editors[name].widget.setChecked(True)
    for _ in range(3):
        qtbot.wait(20)
    box = form.editors["pique"].widget
    assert isinstance(box, QCheckBox)
    viewport = form.fields_scroll.viewport()
    bar = form.fields_scroll.verticalScrollBar()
    assert bar.maximum() > 0, "the fields do not scroll at 1024×600"
    bar.setValue(bar.value() + box.mapTo(viewport, QPoint(0, 0)).y() - viewport.height()
                 + box.height() // 2)  # the box's lower half under the fields' foot
    QApplication.processEvents()
    assert 0 < box.visibleRegion().boundingRect().height() < box.height()
    scrolled = bar.value()
    press = QPoint(box.height() // 2, 3)
    at = box.mapTo(window, press)
    QTest.mousePress(box, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, press)
    QApplication.processEvents()
    under = window.childAt(at)  # where the pointer now is: the release goes there
    assert under is box
    QTest.mouseRelease(under, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       under.mapFrom(window, at))
    assert box.isChecked() and bar.value() == scrolled
