"""A party played from a rotation chart is a party everywhere the window shows one: Print →
Party offers its chart and its guests' cards (and says what to print when the party open is
of the other format); Print → Evening results prints its rounds, standing and fairness; the
Evenings list shows its guests and rounds, not "0" tables; and on the book's party's page a
guest who keeps one table is marked in words with a tooltip, not by a colour alone (so is she
on the rotation page). Driven through the real window with qtbot; the PDFs read back;
screenshots tests/screens/rotation_everywhere_*.png.
"""

from __future__ import annotations

import datetime as dt

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QLocale
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QLabel, QMenu

from clubapp.events.rotation_party import RoundScore
from clubapp.services import Services
from clubapp.services.party_views import EntrantChoice
from clubapp.services.rotation_party import RotationChoice, RotationPartyService
from clubapp.ui.shared import i18n
from tests.helpers.paths import SCREENS
from tests.helpers.window import open_window, when_dialog_opens

GUESTS = ["Ada Byron", "Beatrice Lane", "Clara Voss", "Dora Finch", "Edith Crane",
          "Albert Keen", "Bertram Cole", "Cyril Dunn"]
HOSTESS = "Clara Voss"


@pytest.fixture
def club(empty_club, qapp) -> dict:
    """A rotation chart party (one round handed in), a book's party whose hostess keeps one
    table, and a party evening not drawn yet."""
    qapp.setKeyboardInputInterval(0)
    path = empty_club
    services = Services.open(str(path))
    ids = {name: services.members.add(name).id for name in GUESTS}
    chart = services.evenings.create(dt.date(2026, 3, 7), "Spring chart", "party")
    rotation = RotationPartyService(services.db)
    view = rotation.start(chart.id, [RotationChoice(i, name == HOSTESS)
                                     for name, i in ids.items()], seed=4)
    rotation.hand_in(chart.id, 1, [RoundScore(t.number, (5, 3 + t.number))
                                   for t in view.rounds[0].tables])
    book = services.evenings.create(dt.date(2026, 3, 14), "Spring progressive", "party")
    services.party.start(book.id, [EntrantChoice(i, "red" if n < 4 else "blue",
                                                 stationary=name == HOSTESS)
                                   for n, (name, i) in enumerate(ids.items())], seed=2)
    empty = services.evenings.create(dt.date(2026, 3, 21), "Spring to come", "party")
    services.close()
    return {"path": path, "chart": chart.id, "book": book.id, "empty": empty.id}


def party_action(window, name: str) -> QAction:
    menu = window.findChild(QMenu, "print_party")
    return next(a for a in menu.actions() if a.objectName() == name or a.text() == name)


def saved_text(window, tmp_path, name: str) -> str:
    preview = window.print_menu.last
    assert preview is not None and preview.document.pageCount() >= 1
    saved = preview.save_as(tmp_path / name)
    preview.reject()
    return " ".join(" ".join((p.extract_text() or "").split())
                    for p in PdfReader(str(saved)).pages)


def test_print_party_offers_the_chart_and_the_guests_cards(qtbot, club, tmp_path):
    window = open_window(qtbot, club["path"])
    window.open_evening(club["chart"])
    assert window.party_page.stack.currentWidget() is window.party_page.rotation
    menu = window.findChild(QMenu, "print_party")
    texts = [a.text() for a in menu.actions() if not a.isSeparator()]
    assert texts[-2:] == ["&Rotation chart…", "Guests' &cards of the rotation chart…"]

    party_action(window, "print_rotation-chart").trigger()
    words = saved_text(window, tmp_path, "chart.pdf")
    assert "Rotation chart" in words and "Spring chart" in words
    assert f"{HOSTESS} keeps table 1 all night" in words and "Standing" in words
    assert "Nobody partners the same player twice." in words
    party_action(window, "print_rotation-cards").trigger()
    words = saved_text(window, tmp_path, "cards.pdf")
    assert "Rotation chart: the guests' cards" in words and "Ada Byron" in words

    # the book's documents of a rotation evening: what to print instead
    said: list[str] = []
    when_dialog_opens(lambda box: (said.append(box.text()), box.accept()))
    party_action(window, "&Tally cards…").trigger()
    assert said == ["This party is played from a rotation chart: print its chart or its "
                    "guests' cards (Print → Party)."]

    # Print → Evening results: the rounds, the standing and the fairness, not "0 tables"
    window.print_menu.evening_results()
    words = saved_text(window, tmp_path, "evening.pdf")
    assert "A rotation chart: 8 guests at 2 tables a round; 1 of 7 rounds handed in." in words
    assert "Round 1" in words and "Standing" in words and "Fairness" in words
    assert "0 tables" not in words

    # the chart's documents of the book's party: what that party prints
    window.open_evening(club["book"])
    when_dialog_opens(lambda box: (said.append(box.text()), box.accept()))
    party_action(window, "print_rotation-chart").trigger()
    assert said[-1].startswith("Open a card party played from a rotation chart")
    window.close()


def test_the_rotation_page_prints_through_the_same_documents(qtbot, club, tmp_path):
    window = open_window(qtbot, club["path"])
    window.open_evening(club["chart"])
    rotation = window.party_page.rotation
    rotation.print_chart_button.click()
    preview = rotation.preview
    assert preview.windowTitle().startswith("Rotation chart")
    saved = preview.save_as(tmp_path / "chart.pdf")
    preview.reject()
    assert "Spring chart" in PdfReader(str(saved)).pages[0].extract_text()
    window.close()


@pytest.fixture(params=["en", "ru"])
def lang(request, qapp):
    locale = QLocale()
    assert i18n.install_language(request.param)
    yield request.param
    i18n.install_language("en")
    QLocale.setDefault(locale)


def test_the_evenings_list_shows_a_rotation_evening_s_guests_and_rounds(qtbot, club, lang):
    window = open_window(qtbot, club["path"])
    window.go_to("Evenings")
    page = window.evenings_page
    tables = {e.id: page.model.rows[row][3] for row, e in enumerate(page.evenings)}
    assert tables[club["chart"]] == {"en": "8 guests, 7 rounds (rotation chart)",
                                     "ru": "8 гостей, 7 кругов (по таблице ротации)"}[lang]
    assert tables[club["book"]] == 2 and tables[club["empty"]] == 0
    window.resize(1000, 500)
    QApplication.processEvents()
    assert window.grab().save(str(SCREENS / f"rotation_everywhere_evenings_{lang}.png"))
    window.close()


def test_a_guest_who_keeps_one_table_is_marked_in_words(qtbot, club, lang):
    window = open_window(qtbot, club["path"])
    window.open_evening(club["book"])
    page = window.party_page
    mark = {"en": "(stays)", "ru": "(на месте)"}[lang]
    tooltip = {"en": f"{HOSTESS} keeps this table all night; the others move at the bell.",
               "ru": f"{HOSTESS} весь вечер за этим столом; остальные пересаживаются по "
                     "звонку."}[lang]

    def labels() -> list[QLabel]:
        return [label for box in page.grid.boxes for label in box.name_labels]

    def marked() -> list[QLabel]:
        return [label for label in labels() if HOSTESS in label.text()]

    home = page.view.table_of(HOSTESS)
    assert len(marked()) == 1
    label = marked()[0]
    assert f"{HOSTESS} {mark}" in label.text().split("\n")
    assert label.toolTip() == tooltip
    assert all(mark not in other.text() and other.toolTip() == ""
               for other in labels() if other is not label)
    # after a bell (and the same round shown again) she is marked once, at the same table
    for box in page.grid.boxes:
        box.scores[0].setText("5" if box.table.number == 1 else "2")
        box.scores[1].setText("3" if box.table.number == 1 else "4")
    page.ring()
    assert page.view.round == 2, page.message.text()
    page.refresh()
    label = marked()[0]
    assert label.text().count(mark) == 1 and len(marked()) == 1
    assert page.view.table_of(HOSTESS) == home
    window.resize(1000, 560)
    QApplication.processEvents()
    assert window.grab().save(str(SCREENS / f"rotation_everywhere_stays_{lang}.png"))

    # the rotation page marks her the same way at the table she keeps
    window.open_evening(club["chart"])
    rotation = window.party_page.rotation
    shown = [(box.number, label.text(), label.toolTip()) for box in rotation.boxes
             for label in box.findChildren(QLabel) if HOSTESS in label.text()]
    assert len(shown) == 1  # eight guests: nobody sits out
    number, text, tip = shown[0]
    assert number == 1 and f"{HOSTESS} {mark}" in text and tip.startswith(HOSTESS)
    window.close()


def test_the_message_box_of_a_party_not_drawn(qtbot, club):
    window = open_window(qtbot, club["path"])
    window.open_evening(club["empty"])
    said: list[str] = []
    when_dialog_opens(lambda box: (said.append(box.text()), box.accept()))
    party_action(window, "print_rotation-cards").trigger()
    assert said and said[0].startswith("Open a card party played from a rotation chart")
    assert window.print_menu.last is None  # nothing previewed
    window.close()
