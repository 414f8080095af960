"""No English on a Russian party: a party started through the service (as the command line and
the table pages' server start one) keeps the program's own names of the packs, "Red" and
"Blue"; wherever a pack is named — the party page's panels and its note on who sits out, the
projector, a guest's phone page, the evening's results on paper — a Russian reader reads
«Красные» and «Синие», while a host's own names stay as typed. The note on the uneven numbers
says the house rule in the words the setup gives it (line 87's pairs: a lady and a gentleman in
every pair, wherever the numbers allow). A guest's page after the end shows no table to go to,
but the prizes."""

from __future__ import annotations

import datetime as dt
import re

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication
from starlette.testclient import TestClient

from clubapp.reports.data import evening_results
from clubapp.reports.evening_results import write_evening_results
from clubapp.services import Services
from clubapp.services.party import EntrantChoice, TableEntry
from clubapp.services.party_views import pack_name
from clubapp.services.table_access import TableAccessService
from clubapp.web.app import make_app
from tests.helpers.paths import SCREENS
from tests.helpers.screen_words import latin_words_shown, shown_texts
from tests.helpers.window import open_window
from tests.reports.helpers import setup_for, text

LADIES = ["Анна Белова", "Вера Громова", "Галина Дёмина", "Дарья Жукова", "Елена Зуева",
          "Жанна Ильина", "Зоя Кротова", "Инна Лосева", "Ирина Марова", "Ольга Пескова"]
GENTLEMEN = ["Кирилл Носов", "Лев Орлов", "Максим Петров", "Никита Рябов", "Олег Смирнов",
             "Павел Титов", "Роман Уткин", "Семён Фролов", "Тимур Хохлов"]
ENGLISH_PACKS = re.compile(r"\b(Red|Blue)\b")


@pytest.fixture
def club_file(empty_club, qapp):
    """Ten ladies and nine gentlemen (the numbers uneven: a lady sits out, another plays in a
    gentleman's place) through two bells, started through the service with no pack names."""
    path = empty_club
    services = Services.open(str(path))
    ids = {n: services.members.add(n).id for n in LADIES + GENTLEMEN}
    evening = services.evenings.create(dt.date(2026, 12, 5), "Зимний вечер", "party")
    services.party.start(evening.id, [EntrantChoice(ids[n], "red") for n in LADIES]
                         + [EntrantChoice(ids[n], "blue") for n in GENTLEMEN], seed=11)
    for _ in range(2):
        view = services.party.view(evening.id)
        services.party.ring_bell(evening.id, view.round, [
            TableEntry(t.number, (5, 1) if t.head else (2, 4)) for t in view.tables])
    assert services.party.view(evening.id).labels == {"red": "Red", "blue": "Blue"}  # stored
    services.close()
    return path, evening.id


def test_a_pack_unnamed_is_said_in_the_readers_language_and_a_hosts_name_as_typed():
    assert (pack_name("red", "Red", "ru"), pack_name("blue", "Blue", "ru")) == \
        ("Красные", "Синие")
    assert pack_name("red", "Красные", "en") == "Red"  # drawn in a Russian window
    assert pack_name("blue", "Gentlemen", "ru") == "Gentlemen"  # the host's own, as typed
    assert pack_name("red", "Дамы", "en") == "Дамы"


def english_packs(top) -> list[str]:
    return [f"{where}: {said!r}" for where, said in shown_texts(top)
            if ENGLISH_PACKS.search(said)]


def test_the_window_and_the_projector_name_the_packs_in_russian(qtbot, club_file, russian):
    path, evening = club_file
    window = open_window(qtbot, path)
    try:
        window.open_evening(evening)
        page = window.party_page
        note = page.sitting.text()
        # the uneven numbers: the house rule as the setup words it, the packs in Russian
        assert "Красные: 10, Синие: 9" in note
        assert "правило клуба: в каждой паре дама и господин, где позволяет число гостей" in note
        roles = page.players_panel.newcomer_role
        assert [roles.itemText(i) for i in range(roles.count())] == ["Красные", "Синие"]
        page.tabs.setCurrentWidget(page.prizes_panel)
        window.services.party.end(evening)
        page.refresh()
        assert {row[1] for row in page.prizes_panel.rows} == {"Красные", "Синие"}
        assert "Первый приз, Красные:" in page.prizes_panel.text.toPlainText()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
        for tab in range(page.tabs.count()):
            page.tabs.setCurrentIndex(tab)
            assert english_packs(window) == [], page.tabs.tabText(tab)
            assert latin_words_shown(window) == [], page.tabs.tabText(tab)
        SCREENS.mkdir(exist_ok=True)
        assert window.grab().save(str(SCREENS / "party_packs_ru.png"))

        projector = page.open_projector()  # a window that fits the test's one screen
        qtbot.waitExposed(projector)
        QApplication.processEvents()  # laid out for the size the screen gave it
        assert any(line.startswith("Первый приз, Красные:")
                   for line in projector.prize_winners())
        assert any(line.startswith("Первый приз, Синие:") for line in projector.prize_winners())
        assert english_packs(projector) == [] and latin_words_shown(projector) == []
        assert projector.grab().save(str(SCREENS / "projector_packs_ru.png"))
        projector.close()
    finally:
        window.services.close()
        window.close()


def test_a_guests_page_after_the_end_shows_the_prizes_in_russian(club_file, qapp):
    path, evening = club_file
    services = Services.open(str(path))
    try:
        ended = services.party.end(evening)
        client = TestClient(make_app(services, evening, "ru"))
        guests = [a for a in TableAccessService(services).addresses(evening)
                  if a.kind == "guest"]
        winner = next(p.player for p in ended.prizes if p.prize == "first" and p.role == "red")
        mine = next(a for a in guests if a.name == winner)
        assert client.post(mine.path() + "/lang", data={"token": mine.token,
                                                        "lang": "ru"}).status_code == 200
        page = client.get(mine.path()).text
        assert "Турнир окончен после круга 2: пересаживаться больше не нужно." in page
        assert "идите к столу" not in page and "Ваш партнёр" not in page  # no next table
        assert "Ваш приз: Первый приз, Красные — " in page
        assert "Призы" in page and f"Первый приз, Красные: {winner}" in page
        assert not ENGLISH_PACKS.search(page)
    finally:
        services.close()


def test_the_evening_results_name_the_packs_in_russian(club_file, tmp_path, qapp):
    path, evening = club_file
    services = Services.open(str(path))
    try:
        services.party.end(evening)
        printed = write_evening_results(tmp_path / "results.pdf",
                                        evening_results(services, evening), setup_for("ru"))
        written = text(printed)
        assert "Первый приз Дама (красная рубашка)" in written  # the documents' own words
        assert not ENGLISH_PACKS.search(written), ENGLISH_PACKS.findall(written)
        # and the other way round: a party drawn in a Russian window keeps «Красные»; the
        # English results say the program's own name in English
        ids = [m.id for m in services.members.list()][:8]
        other = services.evenings.create(dt.date(2026, 12, 6), "Second party", "party").id
        services.party.start(other, [EntrantChoice(m, "red" if i % 2 else "blue")
                                     for i, m in enumerate(ids)], seed=1,
                             labels={"red": "Красные", "blue": "Синие"})
        view = services.party.view(other)
        services.party.ring_bell(other, 1, [TableEntry(t.number, (5, 1) if t.head else (2, 4))
                                            for t in view.tables])
        services.party.end(other)
        english = text(write_evening_results(tmp_path / "en.pdf",
                                             evening_results(services, other), setup_for()))
        assert "First prize Lady (red pack)" in english and "Красные" not in english
    finally:
        services.close()
