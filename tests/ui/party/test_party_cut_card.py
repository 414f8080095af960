"""The bell's boxes at the party page, typed from the keyboard (seeds/002 lines 83–89).

- The cut is a card: its boxes say so before the bell (a card as placeholder, "rank and suit"
  in the tooltip, in the window's language), take it as a Russian keyboard types it (``вп``,
  ``10ч``) as well as the notation (``JS``, ``10H``, ``J♠``), and a wrong one is named as a
  card as soon as its box is left, and again when the bell is refused.
- A tie's boxes never turn Tab aside: Tab runs down every table's two scores, and only then
  through the boxes the ties ask for.
- Nothing on the page moves as messages come and go: the page's message and each table's
  keep their room.
"""

from __future__ import annotations

import datetime as dt

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from clubapp.services import Services
from clubapp.services.party import EntrantChoice
from clubapp.ui.shared import i18n
from tests.helpers.keys import type_text
from tests.helpers.paths import SCREENS
from tests.helpers.window import focused_name, open_window

GUESTS = ["Ada Byron", "Albert Keen", "Beatrice Lane", "Bertram Cole", "Clara Voss",
          "Cyril Dunn", "Dora Finch", "Duncan Frye", "Edith Crane", "Edgar Holt",
          "Flora Hale", "Felix Irving"]  # twelve: three tables


@pytest.fixture
def party(empty_club, qapp):
    """A card party of twelve guests, its first round drawn through the service."""
    qapp.setKeyboardInputInterval(0)
    path = empty_club
    services = Services.open(str(path))
    ids = [services.members.add(n).id for n in GUESTS]
    evening = services.evenings.create(dt.date(2026, 12, 5), "Winter party", "party")
    services.party.start(evening.id, [EntrantChoice(m, "red" if i % 2 == 0 else "blue")
                                      for i, m in enumerate(ids)], seed=3)
    services.close()
    return path, evening.id


@pytest.fixture(params=["en", "ru"])
def lang(request, qapp):
    assert i18n.install_language(request.param)
    yield request.param
    i18n.install_language("en")


def _page(qtbot, party):
    path, evening = party
    window = open_window(qtbot, path)
    window.open_evening(evening)
    page = window.party_page
    qtbot.waitUntil(lambda: page.grid.boxes and page.grid.boxes[0].isVisible())
    window.activateWindow()  # the keys go where the host types
    qtbot.waitUntil(window.isActiveWindow)
    return window, page


def _type(qtbot, text: str, then: Qt.Key | None = Qt.Key.Key_Tab) -> None:
    """Type into the box with the keys, as a keyboard of either layout sends them (QTest types
    only Latin characters: a Cyrillic letter or a suit's symbol is its key's event)."""
    widget = QApplication.focusWidget()
    widget.selectAll()
    type_text(qtbot, widget, text)
    if then is not None:
        qtbot.keyClick(widget, then)


def test_tab_runs_down_the_scores_then_through_the_ties_boxes(qtbot, party):
    """Table 2 ties 3–3 while the scores are typed down the list: its tie boxes appear, and
    Tab still goes on to table 3's scores; after the last score, Tab reaches table 2's
    next-hand boxes, then (tied again on tricks) its cut."""
    window, page = _page(qtbot, party)
    try:
        page.grid.focus_first()
        for name, text in (("score_1_1", "5"), ("score_1_2", "2"), ("score_2_1", "3"),
                           ("score_2_2", "3"), ("score_3_1", "1"), ("score_3_2", "4")):
            assert focused_name() == name
            _type(qtbot, text)
        assert page.grid.box(2).tricks[0].isVisible()  # the tie asked for the next hand
        assert focused_name() == "tricks_2_1"  # only once every score is typed
        _type(qtbot, "2")
        _type(qtbot, "2")
        assert focused_name() == "cut_2_1"  # tied on tricks too: the cut, right after them
        _type(qtbot, "вп")
        _type(qtbot, "10ч", Qt.Key.Key_Return)  # every table filled: Enter rings
        view = page.view
        assert view.round == 2 and len(view.bells) == 1
        decided = next(d for d in view.bells[0].decisions if d.table == 2)
        assert decided.decided_by == "cut"  # line 89: the ten below the jack goes up
        assert next(e for e in view.bells[0].entries if e.table == 2).cut == ("JS", "TH")
    finally:
        window.services.close()
        window.close()


def test_the_cut_says_it_is_a_card_and_names_a_wrong_one(qtbot, party, lang):
    window, page = _page(qtbot, party)
    try:
        box = page.grid.box(2)
        for edit, text in zip([*box.scores, *box.tricks], ["3", "3", "2", "2"], strict=True):
            edit.setText(text)
        cut = box.cuts[0]
        assert cut.isVisible()
        example = {"en": "JS", "ru": "ВП"}[lang]
        assert cut.placeholderText() == example  # before anything is typed: a card
        assert {"en": "rank and suit, e.g. JS, 10H",
                "ru": "достоинство и масть, например ВП (валет пик), 10ч"}[lang] in cut.toolTip()
        SCREENS.mkdir(exist_ok=True)
        assert window.grab().save(str(SCREENS / f"party_cut_boxes_{lang}.png"))

        third = page.grid.box(3)
        before = (third.mapTo(page, QPoint(0, 0)), box.height(),
                  page.tables_scroll.mapTo(page, QPoint(0, 0)))
        cut.setFocus(Qt.FocusReason.MouseFocusReason)
        _type(qtbot, "ZZ")  # and the box is left
        said = {"en": "table 2: 'ZZ' is not a card: rank and suit, e.g. JS or 10H",
                "ru": "стол 2: «ZZ» — не карта: достоинство и масть, например ВП (валет пик), "
                      "10ч или J♠"}[lang]
        assert box.error.isVisible() and box.error.text() == said
        assert box.error.height() >= box.error.heightForWidth(box.error.width())  # whole
        # the message had its room: table 3 below, the table itself, the tables' pane: still
        assert (third.mapTo(page, QPoint(0, 0)), box.height(),
                page.tables_scroll.mapTo(page, QPoint(0, 0))) == before
        assert window.grab().save(str(SCREENS / f"party_cut_named_{lang}.png"))

        for edit, text in ((page.grid.box(1).scores[0], "5"), (page.grid.box(1).scores[1], "1"),
                           (third.scores[0], "0"), (third.scores[1], "5"),
                           (box.cuts[1], "10♥")):
            edit.setText(text)
        page.ring_button.click()  # refused whole: the page's message says the same
        assert page.message.text() == said[0].upper() + said[1:] or page.message.text() == said
        assert page.view.round == 1 and focused_name() == "cut_2_1"
        assert (page.tables_scroll.mapTo(page, QPoint(0, 0))) == before[2]
        _type(qtbot, {"en": "JS", "ru": "вп"}[lang], None)
        page.ring_button.click()
        assert page.view.round == 2
        assert next(e for e in page.view.bells[0].entries if e.table == 2).cut == ("JS", "TH")
        assert (page.tables_scroll.mapTo(page, QPoint(0, 0))) == before[2]  # message gone
    finally:
        window.services.close()
        window.close()
