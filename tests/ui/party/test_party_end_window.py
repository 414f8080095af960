"""The end of the party in the real window with qtbot (seeds/002 line 93: the hostess sets the
hour when play stops): *Award the prizes* before the end asks whether to end the party now;
*End the party* locks the tables, the bell, the arrivals and the prizes; reopening asks for the
organiser's PIN where one is set; the projector shows the prize winners once the party has
ended. Screenshots: tests/screens/party_ended.png, projector_ended.png and
projector_ended_ru.png."""

from __future__ import annotations

import datetime as dt
import random

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QInputDialog, QMessageBox

from clubapp.services import Services
from clubapp.services.party import EntrantChoice, TableEntry
from clubapp.ui.party.projector_window import ProjectorWindow
from tests.helpers.paths import SCREENS
from tests.helpers.window import open_window

LADIES = ["Ada Byron", "Beatrice Lane", "Clara Voss", "Dora Finch", "Edith Crane", "Flora Hale",
          "Grace Pell", "Hattie Moss", "Iris Tate", "June Abbott"]
GENTS = ["Albert Keen", "Bertram Cole", "Cyril Dunn", "Duncan Frye", "Edgar Holt",
         "Felix Irving", "Gilbert Judd", "Horace Kemp", "Ivor Lott", "Jasper Mead"]
PIN = "4711"


def _rounds(services: Services, evening: int, bells: int) -> None:
    rng = random.Random(4)
    for _ in range(bells):
        view = services.party.view(evening)
        services.party.ring_bell(evening, view.round, [
            TableEntry(t.number, (5, rng.randrange(5)) if t.number == 1
                       else (rng.randrange(4), 4 + rng.randrange(2))) for t in view.tables])


@pytest.fixture
def club_file(empty_club, qapp):
    """Twenty guests at five tables through three bells, and a member yet to come."""
    path = empty_club
    services = Services.open(str(path))
    ids = {name: services.members.add(name).id for name in [*LADIES, *GENTS, "Violet Young"]}
    night = services.evenings.create(dt.date(2026, 12, 5), "Winter party", "party")
    services.party.start(night.id, [EntrantChoice(ids[n], "red") for n in LADIES]
                         + [EntrantChoice(ids[n], "blue") for n in GENTS], seed=2024)
    _rounds(services, night.id, 3)
    services.close()
    return path


def answer(button_text: str, seen: list[str]) -> None:
    """Click the button of this text on the next question box, noting the box's name."""

    def run():
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, run)
            return
        seen.append(box.objectName())
        for button in box.buttons():
            if button.text() == button_text:
                button.click()
                return
        raise AssertionError(f"no button {button_text!r} on {box.objectName()}")

    QTimer.singleShot(0, run)


def type_pin(pin: str | None) -> None:
    def run():
        box = QApplication.activeModalWidget()
        if not isinstance(box, QInputDialog):
            QTimer.singleShot(10, run)
            return
        if pin is None:
            box.reject()
        else:
            box.setTextValue(pin)
            box.accept()

    QTimer.singleShot(0, run)


def test_award_before_the_end_asks_and_the_end_locks_the_party(qtbot, club_file):
    window = open_window(qtbot, club_file)
    window.open_evening(window.services.evenings.list()[0].id)
    page = window.party_page
    assert page.end_button.isEnabled() and page.end_button.text() == "&End the party…"
    seen: list[str] = []

    # Award before the end: the page asks; "keep playing" awards and the bell stays live
    answer("Award, keep playing", seen)
    qtbot.mouseClick(page.prizes_panel.award_button, Qt.MouseButton.LeftButton)
    assert seen == ["award_end_question"]
    assert page.view.prize_seed is not None and page.view.ended is None
    assert page.ring_button.isEnabled()
    # Cancel: nothing happens
    answer("Cancel", seen)
    qtbot.mouseClick(page.prizes_panel.award_button, Qt.MouseButton.LeftButton)
    assert page.view.ended is None and page.message.text() == "The prizes are awarded."

    # the host plays on: a round rung on the page
    for table in page.view.tables:
        page.grid.box(table.number).scores[0].setText("5" if table.number == 1 else "1")
        page.grid.box(table.number).scores[1].setText("2")
    qtbot.mouseClick(page.ring_button, Qt.MouseButton.LeftButton)
    assert page.view.round == 5, page.message.text()

    # Award again: this time "End the party and award": the end fixes the prizes
    answer("End the party and award", seen)
    qtbot.mouseClick(page.prizes_panel.award_button, Qt.MouseButton.LeftButton)
    view = page.view
    assert view.ended is not None and view.ended.round == 4 and len(view.prizes) == 6
    assert page.message.text() == "The party has ended: the stars and the prizes are final."
    assert page.tabs.currentWidget() is page.prizes_panel
    assert page.header.text() == "Winter party · ended after round 4"
    assert "Final: the party ended after round 4" in page.prizes_panel.note.text()
    # locked: no bell, no undo, no award, nobody comes or goes, the tables read only
    for button in (page.ring_button, page.undo_button, page.prizes_panel.award_button,
                   page.players_panel.arrive_button, page.players_panel.leave_button):
        assert not button.isEnabled(), button.objectName()
    assert page.grid.box(1).scores[0].isReadOnly()
    assert page.end_button.text() == "Re&open the party…"
    page.ring()  # Enter in a table's box: nothing rings
    assert page.view.round == 5 and len(page.view.bells) == 4
    QApplication.processEvents()  # the buttons' new words laid out
    assert page.end_button.width() >= page.end_button.sizeHint().width()
    assert window.grab().save(str(SCREENS / "party_ended.png"))
    prizes = [p.player for p in view.prizes]

    # another computer tries a bell: refused, the prizes are as announced
    other = Services.open(str(club_file))
    try:
        with pytest.raises(Exception, match="no more bells"):
            other.party.ring_bell(view.evening.id, view.round, [])
        assert [p.player for p in other.party.view(view.evening.id).prizes] == prizes
    finally:
        other.close()


def test_the_end_button_asks_and_reopening_needs_the_pin(qtbot, club_file):
    services = Services.open(str(club_file))
    services.club.set_pin(PIN)
    services.close()
    window = open_window(qtbot, club_file)
    window.open_evening(window.services.evenings.list()[0].id)
    page = window.party_page
    seen: list[str] = []
    answer("Keep playing", seen)
    qtbot.mouseClick(page.end_button, Qt.MouseButton.LeftButton)
    assert seen == ["end_party_question"] and page.view.ended is None
    answer("End the party", seen)
    qtbot.mouseClick(page.end_button, Qt.MouseButton.LeftButton)
    assert page.view.ended is not None and page.view.ended.round == 3

    type_pin(None)  # the host thinks better of it
    qtbot.mouseClick(page.end_button, Qt.MouseButton.LeftButton)
    assert page.view.ended is not None
    type_pin("0000")
    qtbot.mouseClick(page.end_button, Qt.MouseButton.LeftButton)
    assert page.view.ended is not None and page.message_is_error
    assert "PIN is wrong" in page.message.text()
    type_pin(PIN)
    qtbot.mouseClick(page.end_button, Qt.MouseButton.LeftButton)
    assert page.view.ended is None and not page.message_is_error
    assert page.ring_button.isEnabled() and page.end_button.text() == "&End the party…"
    assert page.players_panel.arrive_button.isEnabled()


def test_the_projector_shows_the_prize_winners_once_ended(qtbot, club_file):
    services = Services.open(str(club_file))
    try:
        night = services.evenings.list()[0].id
        before = services.party.view(night)
        ended = services.party.end(night)
    finally:
        services.close()
    projector = ProjectorWindow()
    qtbot.addWidget(projector)
    projector.resize(1366, 768)
    projector.show_party(before)
    assert projector.leaders_title.text() == "Leaders" and projector.prize_winners() == []
    projector.show_party(ended)
    assert projector.leaders_title.text() == "Prize winners"
    assert projector.title.text() == "Winter party — the end"
    assert projector.subtitle.text() == "The party ended after round 3: the prizes"
    shown = projector.prize_winners()
    assert len(shown) == 6
    for line, prize in zip(shown, ended.prizes, strict=True):
        assert prize.player in line
    assert "First prize, Red:" in shown[0] and "Consolation prize, Blue:" in shown[-1]
    tables = [projector.names_grid.itemAt(i).widget().text()
              for i in range(2, projector.names_grid.count(), 3)]  # star, name, table
    assert tables and all(t == "" for t in tables)  # nobody goes to a table any more
    picture = projector.grab()
    for label in projector.leader_labels:  # each winner's line whole, inside the window
        assert label.sizeHint().width() <= label.width() + 1, label.text()
    assert picture.save(str(SCREENS / "projector_ended.png"))


def test_the_ended_party_in_russian_shows_no_english_word(qtbot, club_file):
    from clubapp.ui.shared import i18n
    from tests.helpers.screen_words import latin_words_shown

    services = Services.open(str(club_file))
    try:
        services.party.end(services.evenings.list()[0].id)
    finally:
        services.close()
    assert i18n.install_language("ru")
    try:
        window = open_window(qtbot, club_file)
        window.open_evening(window.services.evenings.list()[0].id)
        page = window.party_page
        assert page.header.text() == "Winter party · окончен после круга 3"
        assert page.end_button.text() == "&Возобновить турнир…"
        page.tabs.setCurrentWidget(page.prizes_panel)
        projector = page.open_projector()
        qtbot.waitExposed(projector)
        projector.resize(1366, 768)
        assert projector.leaders_title.text() == "Призёры"
        assert projector.subtitle.text() == "Турнир окончен после круга 3: призы"
        assert all(line.startswith(("Первый приз", "Второй приз", "Утешительный приз"))
                   for line in projector.prize_winners())
        QApplication.processEvents()
        names = set(LADIES + GENTS) | {"Winter party", "Violet Young"}
        # the pack's names as the party was started (here by the service: "Red", "Blue") are
        # the host's; the projector says the program's own in the window's language
        assert [w for w in latin_words_shown(window) if not any(n in w for n in names)
                and "arrival_role" not in w] == []
        assert [w for w in latin_words_shown(projector) if not any(n in w for n in names)] == []
        assert "Первый приз, Красные:" in projector.prize_winners()[0]
        assert window.grab().save(str(SCREENS / "party_ended_ru.png"))
        assert projector.grab().save(str(SCREENS / "projector_ended_ru.png"))
        projector.close()
    finally:
        i18n.install_language("en")
