"""Go → Party as the page list has it: not offered while no card party is open (greyed, saying
why), offered once one is, and the same after the language is switched."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from clubapp.services import Services
from clubapp.services.party_views import EntrantChoice
from clubapp.ui.language_switch import switch_language
from clubapp.ui.main_window import PAGES, MainWindow
from clubapp.ui.shared import i18n

NAMES = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]
SCREENS = Path(__file__).resolve().parent.parent / "screens"


@pytest.fixture
def club(tmp_path, empty_club):
    """A club evening and a card party with its first round drawn."""
    path = str(empty_club)
    services = Services.open(path)
    ids = [services.members.add(n).id for n in NAMES]
    evening = services.evenings.create(dt.date(2026, 11, 27), "Friday club")
    party = services.evenings.create(dt.date(2026, 12, 5), "Winter party", "party")
    services.party.start(party.id, [EntrantChoice(m, "red" if i % 2 else "blue")
                                    for i, m in enumerate(ids)], seed=3)
    services.close()
    return path, evening.id, party.id, QSettings(str(tmp_path / "settings.ini"),
                                                 QSettings.Format.IniFormat)


@pytest.fixture
def window(qtbot, club):
    _path, _evening, _party, settings = club
    made = MainWindow(None, settings)
    qtbot.addWidget(made)
    made.resize(1024, 600)
    made.show()
    qtbot.waitExposed(made)
    yield made
    made.close()
    i18n.install_language("en")


def offered(window: MainWindow) -> tuple[bool, str, bool]:
    """Go → Party: (enabled, its text, the page list's Party shown)."""
    nav = window.nav.item(PAGES.index("Party"))
    return window.go_party.isEnabled(), window.go_party.text(), not nav.isHidden()


def go_menu_shot(window: MainWindow, name: str) -> Path:
    """The Go menu opened, as a person sees it."""
    menu = window.go_party.associatedObjects()[-1]  # the Go menu holds the action
    menu.popup(window.mapToGlobal(window.rect().center()))
    SCREENS.mkdir(exist_ok=True)
    target = SCREENS / f"{name}.png"
    menu.grab().save(str(target))
    menu.hide()
    return target


def test_party_is_not_offered_until_a_card_party_is_open(window, club, qtbot):
    path, evening, party, _settings = club
    assert offered(window) == (False, "Party (no card party is open)", False)  # still opening
    window.attach(Services.open(path))
    assert offered(window) == (False, "Party (no card party is open)", False)
    assert window.go_party.statusTip() == "Open an evening of the kind Card party in Evenings."
    window.nav.setCurrentRow(PAGES.index("Members"))
    window.go_party.trigger()  # Ctrl+7 on a greyed entry: nothing happens
    assert window.nav.currentRow() == PAGES.index("Members")
    go_menu_shot(window, "go_menu_no_party_en")

    window.open_evening(evening)
    assert offered(window) == (False, "Party (no card party is open)", False)
    window.open_evening(party)
    assert offered(window) == (True, "Party", True)
    window.nav.setCurrentRow(PAGES.index("Members"))
    window.go_party.trigger()
    assert window.stack.currentWidget() is window.party_page
    window.open_evening(evening)  # the party's page goes with the party
    assert offered(window) == (False, "Party (no card party is open)", False)


def test_russian_says_it_too_and_keeps_it_after_the_switch(window, club):
    path, evening, party, _settings = club
    window.attach(Services.open(path))
    switch_language(window, "ru")
    assert offered(window) == (False, "Турнир (карточный турнир не открыт)", False)
    assert window.go_party.statusTip() == \
        "Откройте на странице «Вечера» вечер вида «Карточный турнир»."
    go_menu_shot(window, "go_menu_no_party_ru")
    window.open_evening(party)
    assert offered(window) == (True, "Турнир", True)
    switch_language(window, "en")  # the menus are made again: the party is still open
    assert offered(window) == (True, "Party", True)
    window.open_evening(evening)
    assert offered(window) == (False, "Party (no card party is open)", False)
