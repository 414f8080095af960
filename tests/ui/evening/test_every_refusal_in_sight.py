"""Every game's refusal is seen whole where the cursor is, and takes nothing away (issue 36,
items 2 and 3).

For each registered game, in English and in Russian, in the window the program makes on a
1024×600 screen: the game's impossible first deal (``refused_entries.py``, each refused by the
game's own rules) is put in its score form, and Return is pressed in the form's last box, where
a scorer's cursor is when he has typed the deal through. Then:

- nothing is recorded;
- the rules' message is on the screen, whole: inside the window, not cut by the scrolling
  fields, its lines wrapped and every one of them shown (the label as tall as its text needs
  at its width), with the whole text in its tooltip too;
- the cursor is in the field the message names, in sight beside it;
- every box of the form is still there, with what was typed in it: shown, inside the form
  (reachable by scrolling, never laid outside it) and holding the same value as before.

One window per language serves all the games (an evening of its own for each), so the test
stays fast. Pictures of some refusals: tests/screens/refused_1024_<game>_<language>.png.

Préférence at 1366×768 with four long names, where a refusal once hid one player's answer and
tricks (and the next deal was recorded with his hidden "pass"), is played to the end: refused,
put right, recorded as the form shows it.
"""

from __future__ import annotations

import datetime as dt
import shutil
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect, QSettings, QSize, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QWidget,
)

from clubapp.rules import RuleError, get_game
from clubapp.services import Services
from clubapp.ui.evening.entry_form import EntryForm
from clubapp.ui.main_window import MainWindow
from clubapp.ui.shared import i18n, screen_fit
from clubapp.words import say
from tests.helpers import databases
from tests.helpers.paths import SCREENS
from tests.ui.evening.game_examples import EXAMPLES
from tests.ui.evening.refused_entries import REFUSED

SMALL = QSize(1012, 560)  # the window the program makes on a 1024×600 screen (screen_fit)
LARGE = QSize(1354, 728)  # ... and on a 1366×768 one
MEMBERS = ["Ann", "Bob", "Cid", "Dot", "Eli", "Fay", "Gus"]  # the examples' players
SHOTS = {"rams", "piquet", "whist-ru", "preference-austrian", "cribbage-four", "irish-loo",
         "euchre-setback", "dom-pedro"}


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()
        QTest.qWait(10)


@dataclass
class Club:
    lang: str
    window: MainWindow
    evenings: dict[str, int]  # each game's evening, its table seated for the game


def make_club(path: Path, games: dict[str, dict[str, Any]], members: list[str]) -> dict[str, int]:
    """A club file with an evening for each game, its players seated for it and its options
    set: each game's evening."""
    services = Services.open(str(path))
    try:
        ids = {name: services.members.add(name).id for name in members}
        evenings = {}
        for game_id, example in games.items():
            evening = services.evenings.create(dt.date(2026, 11, 27), game_id).id
            services.evenings.seat_table(evening, [ids[n] for n in example["players"]],
                                         game_id, example["options"])
            evenings[game_id] = evening
        return evenings
    finally:
        services.close()


def open_club(path: Path, lang: str, size: QSize, evenings: dict[str, int]) -> Club:
    """The main window on the club file at ``size``, as the program makes it on that screen."""
    settings = QSettings(str(path.with_suffix(".ini")), QSettings.Format.IniFormat)
    window = MainWindow(Services.open(str(path)), settings)
    window.resize(size)
    window.show()
    assert QTest.qWaitForWindowExposed(window)
    return Club(lang, window, evenings)


def close_club(club: Club) -> None:
    services = club.window.services
    club.window.close()
    club.window.deleteLater()
    services.close()
    QApplication.processEvents()


@pytest.fixture(scope="module")
def every_game(tmp_path_factory, club_template) -> tuple[Path, dict[str, int]]:
    """The club of every game's evening, made once (nothing is recorded in it)."""
    path = databases.copy_club(club_template, tmp_path_factory.mktemp("refusals") / "club.sqlite")
    return path, make_club(path, {game_id: EXAMPLES[game_id] for game_id in REFUSED}, MEMBERS)


@pytest.fixture(scope="module", params=["en", "ru"])
def club(request, qapp, every_game, tmp_path_factory) -> Iterator[Club]:
    """One window per language for every game (the games' tests run language by language),
    on a copy of the club of every game's evening."""
    lang = request.param
    made, evenings = every_game
    path = tmp_path_factory.mktemp(f"refusals-{lang}") / made.name
    shutil.copy(made, path)
    assert i18n.install_language(lang)
    screen = QRect(0, 0, SMALL.width() + 12, SMALL.height() + 40)
    patch = pytest.MonkeyPatch()
    patch.setattr(screen_fit, "available", lambda _widget: screen)
    opened = open_club(path, lang, SMALL, evenings)
    try:
        yield opened
    finally:
        close_club(opened)
        patch.undo()
        i18n.install_language("en")


# --- what the scorer sees -------------------------------------------------------------------
def refusal(game_id: str, entry: dict[str, Any], players: list[str],
            options: dict[str, Any]) -> RuleError:
    rules = get_game(game_id)
    with pytest.raises(RuleError) as refused:
        rules.score(rules.new_state(players, options), entry)
    return refused.value


def boxes(form: EntryForm) -> list[QWidget]:
    """Every box a scorer types in, ticks or chooses from, as the form shows them now."""
    return [w for w in form.focus_chain() if w.isVisibleTo(form)]


def value_of(widget: QWidget) -> Any:
    if isinstance(widget, QLineEdit):  # the number boxes too
        return widget.text()
    if isinstance(widget, QComboBox):
        return widget.currentText()
    if isinstance(widget, QCheckBox):
        return widget.checkState()
    if isinstance(widget, QGroupBox):
        return widget.isChecked()
    raise AssertionError(f"a box of an unknown kind: {type(widget).__name__}")


def values(form: EntryForm) -> dict[str, Any]:
    return {w.objectName(): value_of(w) for w in boxes(form)}


def messages(form: EntryForm) -> list[QLabel]:
    """The refusals the form shows now."""
    labels = [ed.error for ed in form.editors.values() if not ed.error.isHidden()]
    return labels + [label for label in (form.general_error, form.points_error)
                     if not label.isHidden()]


def in_sight(widget: QWidget, window: QWidget) -> bool:
    """Shown, inside the window, and not cut by the scrolling fields or any other parent."""
    where = QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())
    return widget.isVisible() and window.rect().contains(where) and \
        widget.visibleRegion().boundingRect() == widget.rect()


def whole(label: QLabel) -> list[str]:
    """What keeps a message from being read whole ([] when nothing does)."""
    found = []
    if not label.wordWrap():
        found.append("it does not wrap")
    if label.height() < label.heightForWidth(label.width()):
        found.append(f"{label.height()} px tall, its lines need "
                     f"{label.heightForWidth(label.width())}")
    if label.toolTip() != label.text():
        found.append("its tooltip is not its text")
    return found


def where_it_is(form: EntryForm, label: QLabel) -> list[QWidget]:
    """The boxes of the field a message is shown beside (the points boxes for the points)."""
    if label is form.points_error:
        return list(form.points.values())
    for editor in form.editors.values():
        if editor.error is label:
            holder = editor.widget
            return [holder, *editor.parts.values(), *holder.findChildren(QWidget)]
    return []


def scroll_to(form: EntryForm, widget: QWidget) -> None:
    """The fields scrolled so that the whole of ``widget`` is in sight (``ensureWidgetVisible``
    makes sure of a line's text cursor only)."""
    centre = widget.mapTo(form.fields_box, widget.rect().center())
    form.fields_scroll.ensureVisible(centre.x(), centre.y(), widget.width() // 2 + 1,
                                     widget.height() // 2 + 1)


def fields_lost(form: EntryForm, before: dict[str, Any]) -> list[str]:
    """Each box that was there before the refusal and is gone, moved out of the form or
    changed; each is scrolled to in turn, as a scorer would, and must be seen whole."""
    found = []
    now = {w.objectName(): w for w in boxes(form)}
    for name, value in before.items():
        widget = now.get(name)
        if widget is None or not widget.isVisible():
            found.append(f"{name}: gone")
            continue
        if value_of(widget) != value:
            found.append(f"{name}: {value!r} became {value_of(widget)!r}")
        holder = form.fields_box if form.fields_box.isAncestorOf(widget) else form
        place = QRect(widget.mapTo(holder, QPoint(0, 0)), widget.size())
        if not holder.rect().contains(place):
            found.append(f"{name}: laid out of the form at {place}")
            continue
        if form.fields_box.isAncestorOf(widget):
            if widget.height() > form.fields_scroll.viewport().height():
                continue  # a group box taller than the screen: its boxes are seen one by one
            scroll_to(form, widget)
        if widget.visibleRegion().boundingRect() != widget.rect():
            found.append(f"{name}: cannot be scrolled into sight whole")
    return found


def refuse_from_the_last_box(qtbot, form: EntryForm) -> None:
    """Return pressed where a scorer who typed the deal through has his cursor: the last box."""
    last = [w for w in boxes(form) if w.isEnabled() and w is not form.points_box][-1]
    last.setFocus(Qt.FocusReason.TabFocusReason)
    QApplication.processEvents()
    qtbot.keyClick(last, Qt.Key.Key_Return)


def check_refusal(qtbot, form: EntryForm, window: QWidget, refused: RuleError,
                  before: dict[str, Any]) -> QLabel:
    """The refusal shown whole where the cursor is, and every box still there as it was."""
    lang = i18n.current_language()
    shown = messages(form)
    assert len(shown) == 1, [label.text() for label in shown]
    label = shown[0]
    assert say(refused.why, lang) in label.text()
    qtbot.waitUntil(lambda: in_sight(label, window), timeout=2000)
    settle()
    assert in_sight(label, window), f"{label.text()!r} is not in sight"
    assert whole(label) == [], label.text()
    cursor = QApplication.focusWidget()
    assert cursor in where_it_is(form, label), \
        f"the cursor is in {cursor.objectName() if cursor else None}, not at {label.text()!r}"
    assert in_sight(cursor, window)
    assert fields_lost(form, before) == []
    return label


# --- every game at 1024×600 -----------------------------------------------------------------
@pytest.mark.parametrize("game_id", sorted(REFUSED))
def test_a_refusal_is_seen_whole_where_the_cursor_is_and_takes_nothing(club, qtbot, game_id):
    window = club.window
    window.open_evening(club.evenings[game_id])
    settle()
    panel = window.evening_page.panel
    form = panel.form
    assert panel.view is not None and panel.view.game_id == game_id
    example, entry = EXAMPLES[game_id], REFUSED[game_id]
    refused = refusal(game_id, entry, example["players"], example["options"])
    form.set_entry(entry)
    form.edited = True  # as though typed
    typed = form.entry()  # the deal as the test means it, with the defaults of the form
    same = refusal(game_id, typed, example["players"], example["options"])
    assert (same.field, same.why) == (refused.field, refused.why)
    before = values(form)

    refuse_from_the_last_box(qtbot, form)
    assert panel.view.deals == ()
    check_refusal(qtbot, form, window, refused, before)
    assert form.entry() == typed
    if game_id in SHOTS:
        SCREENS.mkdir(exist_ok=True)
        form.fields_scroll.ensureWidgetVisible(messages(form)[0], 0, 0)
        settle()
        assert window.grab().save(str(SCREENS / f"refused_1024_{game_id}_{club.lang}.png"))


# --- préférence at 1366×768, four long names ----------------------------------------------
LONG = ["Александра Константиновна Воскресенская-Милославская",
        "Bartholomew Fitzwilliam-Huntington", "Констанция Кржижановская-Преображенская",
        "Alexandrina Featherstonehaugh-Wolstenholme"]


@pytest.fixture
def preference_in_russian(qapp, empty_club) -> Iterator[Club]:
    assert i18n.install_language("ru")
    screen = QRect(0, 0, LARGE.width() + 12, LARGE.height() + 40)
    patch = pytest.MonkeyPatch()
    patch.setattr(screen_fit, "available", lambda _widget: screen)
    path = empty_club
    evenings = make_club(path, {"preference-austrian": {"players": LONG, "options": {}}}, LONG)
    opened = open_club(path, "ru", LARGE, evenings)
    try:
        yield opened
    finally:
        close_club(opened)
        patch.undo()
        i18n.install_language("en")


def test_a_refused_preference_deal_keeps_every_players_boxes(preference_in_russian, qtbot):
    """Four at the table: Ann deals and sits out, Bob declares 1 in clubs; one defender's
    answer is left out and refused (lines 30–31), then given, and the deal is recorded as the
    form shows it — no box of any player hidden, no value of a hidden box recorded."""
    club = preference_in_russian
    window = club.window
    window.open_evening(club.evenings["preference-austrian"])
    settle()
    panel, form = window.evening_page.panel, window.evening_page.panel.form
    ann, bob, cid, dot = LONG
    entry = {"declarer": bob, "contract": "1", "trumps": "clubs", "whist": {cid: "whist"},
             "tricks": {bob: 7, cid: 3}}
    refused = refusal("preference-austrian", entry, LONG, {})
    assert refused.field == f"whist.{dot}"
    form.set_entry(entry)
    settle()
    before = values(form)
    assert {f"whist.{p}" for p in LONG} | {f"tricks.{p}" for p in LONG} <= set(before)

    refuse_from_the_last_box(qtbot, form)
    assert panel.view.deals == ()
    check_refusal(qtbot, form, window, refused, before)
    assert QApplication.focusWidget() is form.editors["whist"].parts[dot]  # the one to give
    SCREENS.mkdir(exist_ok=True)
    assert window.grab().save(str(SCREENS / "refused_1366_preference-austrian_ru.png"))

    answer = form.editors["whist"].parts[dot]
    answer.setCurrentIndex(answer.findData("pass"))
    shown = values(form)
    qtbot.keyClick(answer, Qt.Key.Key_Return)
    assert messages(form) == []
    deal = panel.view.deals[-1]
    assert deal.entry["whist"] == {cid: "whist", dot: "pass"}
    assert deal.entry["tricks"] == {bob: 7, cid: 3}
    assert shown[f"whist.{dot}"] == "пас" and shown[f"whist.{ann}"] == "—"
