"""The standings on the room's screen (issue 32, part 3): a club or league evening's projector.

- A deal recorded on another computer (another ``Services`` on the same club file, as a phone's
  page or a second laptop writes it) shows on the room's screen within a second — the window's
  own poller stopped, so that the room's screen is seen to watch the database itself; a deal
  recorded in the window shows as fast.
- The night's longest names (30 letters, Cyrillic and Latin) at 1366×768 and 1024×600, in
  English and in Russian: every label's text is whole (its width as the font draws it within
  the label), inside the window, in type the room can read; every row of every block is on
  one page or another. Pictures: tests/screens/room_standings_<w>x<h>_<lang>_<page>.png.
- More rows than a screen holds: pages, "Page 1 of N" at the foot, turned by the timer and by
  the keys, each row shown once.
- An evening that counts in a season shows the season's standings too; one that does not,
  none.
- On a machine of two screens the button opens it full screen on the second (a process of its
  own, the offscreen platform given two screens); F11 makes it a window inside that screen,
  Escape closes it. A change of the window's language opens it again in the new language; a
  card party's evening has its own projector (the Party page), not this one.
"""

from __future__ import annotations

import datetime as dt
import json
import os
import subprocess
import sys

import pytest
import shiboken6
from PySide6.QtCore import QEvent, QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QLabel

from clubapp.services import Services
from clubapp.ui.evening.standings_projector import StandingsProjector
from clubapp.ui.evening.standings_projector_layout import least_size
from clubapp.ui.shared import i18n
from tests.helpers.paths import ROOT, SCREENS
from tests.helpers.window import open_window

# the night's longest names: thirty letters each, Cyrillic and Latin
LONG = ["Александра Воскресенская-Милос", "Констанция Кржижановская-Преоб",
        "Bartholomew Fitzwilliam-Huntin", "Alexandrina Featherstonehaugh-",
        "Маргарита Станиславовна Оболен", "Wilhelmina Cholmondeley-Fansha"]
SHORT = ["Ann Lee", "Bob Hart", "Cat Moss", "Dan Ford", "Eve Hill", "Fay Wong"]
SIZES = [(1366, 768), (1024, 600)]
TWO_SCREENS = {"screens": [
    {"name": "LAPTOP", "x": 0, "y": 0, "width": 1366, "height": 768,
     "logicalDpiX": 96, "logicalDpiY": 96},
    {"name": "PROJECTOR", "x": 1366, "y": 0, "width": 1024, "height": 600,
     "logicalDpiX": 96, "logicalDpiY": 96}]}


def two_game_evening(path, names: list[str], season: bool = True) -> tuple[int, dict[str, int]]:
    """Euchre at table 1 (names 0–3), cribbage at table 2 (names 4–5), a deal or two each,
    the evening in a season (``season``): the evening's id and each game's."""
    services = Services.open(str(path))
    try:
        ids = [services.members.add(name).id for name in names]
        evening = services.evenings.create(dt.date(2026, 11, 27), "Friday club").id
        _table, euchre = services.evenings.seat_table(evening, ids[0:4], "euchre", {})
        _table, cribbage = services.evenings.seat_table(evening, ids[4:6], "cribbage", {})
        services.scoring.record_deal(euchre, {"makers": "A", "tricks": 3})
        services.scoring.record_deal(euchre, {"makers": "B", "tricks": 5})
        services.scoring.record_deal(cribbage, {"points": {names[4]: 12, names[5]: 9}})
        if season:
            services.seasons.create("Winter league", evening_ids=[evening])
        return evening, {"euchre": euchre, "cribbage": cribbage}
    finally:
        services.close()


def shown_cell(projector: StandingsProjector, key: str, name: str, heading: str) -> str:
    """The text of a member's cell under a heading, as the room reads it: the pages turned
    until the block's row is on screen, the label found by its name."""
    for _ in range(projector.pages()):
        for block in projector.blocks:
            if block.key != key:
                continue
            column = next(c for c, lines in enumerate(block.headers)
                          if " ".join(lines) == heading)
            row = next((r for r, cells in enumerate(block.rows) if cells[1] == (name,)), None)
            label = projector.findChild(QLabel, f"room_{key}_{row}_{column}")
            if label is not None and label.isVisibleTo(projector):
                return label.text()
        projector.next_page()
    raise AssertionError(f"{name} under {heading} not shown in {key}")


def settled(qtbot) -> None:
    """What earlier tests left for deletion is deleted now, before a deal is timed (a
    window's thousands of widgets take seconds on a busy machine)."""
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    qtbot.wait(100)


def whole(label: QLabel) -> bool:
    """Every line of the label drawn within its width."""
    metrics = label.fontMetrics()
    return all(metrics.horizontalAdvance(line) <= label.width()
               for line in label.text().split("\n"))


def inside(label: QLabel, window: StandingsProjector) -> bool:
    corner = label.mapTo(window, QPoint(0, 0))
    return QRect(0, 0, window.width(), window.height()).contains(
        QRect(corner.x(), corner.y(), label.width(), label.height()))


@pytest.fixture
def club(empty_club, qapp):
    path = empty_club
    evening, games = two_game_evening(path, SHORT)
    return path, evening, games


@pytest.fixture(params=["en", "ru"])
def lang(request, qapp):
    assert i18n.install_language(request.param)
    yield request.param
    i18n.install_language("en")


# --- within a second of a deal, wherever it was recorded --------------------------------------
def test_a_deal_from_another_computer_shows_within_a_second(qtbot, club):
    path, evening, games = club
    window = open_window(qtbot, path)
    window.poller.stop()  # the room's screen watches the database itself
    window.open_evening(evening)
    button = window.evening_page.room_screen
    assert button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    projector = button.projector
    assert projector is not None and projector.isVisible()
    assert shown_cell(projector, "game_cribbage", "Eve Hill", "Holes") == "12"
    assert shown_cell(projector, "game_euchre", "Ann Lee", "Points") == "1"
    other = Services.open(str(path))  # a second computer, or the phones' server
    settled(qtbot)
    try:
        other.scoring.record_deal(games["cribbage"], {"points": {"Eve Hill": 20, "Fay Wong": 4}})
        qtbot.waitUntil(lambda: shown_cell(projector, "game_cribbage", "Eve Hill",
                                           "Holes") == "32", timeout=1500)
        other.scoring.record_deal(games["euchre"], {"makers": "A", "tricks": 5, "alone": True})
        qtbot.waitUntil(lambda: shown_cell(projector, "game_euchre", "Ann Lee",
                                           "Points") == "5", timeout=1500)
    finally:
        other.close()
    assert shown_cell(projector, "game_cribbage", "Fay Wong", "Holes") == "13"
    projector.close()
    window.close()


def test_a_deal_recorded_in_the_window_shows_within_a_second(qtbot, club):
    path, evening, _games = club
    window = open_window(qtbot, path)
    window.open_evening(evening)
    page = window.evening_page
    projector = page.room_screen.open()
    assert projector is not None
    page.tables.setCurrentRow(1)  # the cribbage table
    panel = page.panel
    panel.form.set_mode("points")
    panel.form.set_entry({"points": {"Eve Hill": 7, "Fay Wong": 15}})
    settled(qtbot)
    qtbot.mouseClick(panel.record_button, Qt.MouseButton.LeftButton)
    assert len(panel.view.deals) == 2  # recorded
    qtbot.waitUntil(lambda: shown_cell(projector, "game_cribbage", "Fay Wong",
                                       "Holes") == "24", timeout=1500)
    assert shown_cell(projector, "game_cribbage", "Eve Hill", "Holes") == "19"
    qtbot.keyClick(projector, Qt.Key.Key_Escape)  # Escape closes the room's window
    assert not projector.isVisible()
    window.close()


def test_the_room_s_screen_comes_back_in_the_window_s_new_language(qtbot, club):
    from clubapp.ui.language_switch import switch_language

    path, evening, _games = club
    window = open_window(qtbot, path)
    window.open_evening(evening)
    old = window.evening_page.room_screen.open()
    assert old is not None and old.isVisible()
    try:
        switch_language(window, "ru")
        room = window.evening_page.room_screen
        assert room.text() == "На экран зала"
        assert room.projector is not None and room.projector is not old
        assert room.projector.isVisible()
        assert not shiboken6.isValid(old) or not old.isVisible()  # closed, gone with its page
        assert shown_cell(room.projector, "game_cribbage", "Eve Hill", "Лунки") == "12"
    finally:
        i18n.install_language("en")
    window.close()


def test_a_party_evening_has_its_own_projector(qtbot, empty_club):
    services = Services.open(str(empty_club))
    party = services.evenings.create(dt.date(2026, 12, 5), "Spring party", "party").id
    services.close()
    window = open_window(qtbot, empty_club)
    window.evening_page.open_evening(party)
    assert not window.evening_page.room_screen.isEnabled()
    assert window.evening_page.room_screen.open() is None
    window.close()


# --- the longest names, two screens, two languages --------------------------------------------
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_longest_names_are_whole_and_readable(qtbot, empty_club, lang, size):
    assert all(len(name) == 30 for name in LONG)
    evening, _games = two_game_evening(empty_club, LONG)
    services = Services.open(str(empty_club))
    projector = StandingsProjector(services)
    qtbot.addWidget(projector)
    projector.resize(*size)  # laid out as on a screen of this size (the test's own is smaller)
    projector.show_evening(evening)
    least = least_size(size[1])
    assert projector.fit.size >= least  # 26 px on a 768-px screen, 20 px on a 600-px one
    seen: dict[str, list[tuple[str, ...]]] = {}
    for page in range(projector.pages()):
        assert projector.page == page
        picture = projector.grab()
        labels = projector.labels()
        assert len(labels) > 10
        for label in labels:
            assert label.text() and whole(label), (label.objectName(), label.text())
            assert inside(label, projector), (label.objectName(), label.text())
        cells = [label for label in labels if label.objectName().count("_") >= 3
                 and not any(part in label.objectName() for part in ("_head_", "_title",
                                                                     "_note"))]
        assert cells and all(label.font().pixelSize() >= least for label in cells)
        # the headings and a tie's note under its row: quieter, still read across the room
        assert all(label.font().pixelSize() >= 0.8 * least for label in labels)
        for key in projector.shown_keys():
            seen.setdefault(key, []).extend(projector.shown_rows(key))
        assert picture.save(str(SCREENS / f"room_standings_{size[0]}x{size[1]}_{lang}_{page}.png"))
        projector.next_page()
    # every row of every block shown, once
    assert {block.key: [tuple(" ".join(c) for c in row) for row in block.rows]
            for block in projector.blocks} == seen
    assert set(LONG) <= {row[1] for row in seen["game_euchre"] + seen["game_cribbage"]}
    tables = {"en": "Who plays at which table", "ru": "Кто за каким столом играет"}[lang]
    assert " ".join(projector.blocks[-1].title) == tables
    services.close()


# --- pages --------------------------------------------------------------------------------------
def test_more_rows_than_a_screen_holds_are_paged(qtbot, empty_club):
    services = Services.open(str(empty_club))
    ids = [services.members.add(f"Member number {n:02d}").id for n in range(40)]
    evening = services.evenings.create(dt.date(2026, 11, 27), "League night").id
    for table in range(10):
        _t, game = services.evenings.seat_table(evening, ids[4 * table:4 * table + 4],
                                                "euchre", {})
        services.scoring.record_deal(game, {"makers": "AB"[table % 2], "tricks": 3 + table % 3})
    projector = StandingsProjector(services)
    qtbot.addWidget(projector)
    projector.resize(1024, 600)
    projector.show_evening(evening)
    pages = projector.pages()
    assert pages >= 2
    assert projector.footer.isVisibleTo(projector)
    assert projector.footer.text() == f"Page 1 of {pages}"
    seen = []
    for page in range(pages):
        assert projector.footer.text() == f"Page {page + 1} of {pages}"
        for label in projector.labels():
            assert whole(label) and inside(label, projector), label.objectName()
        seen += [row[1] for row in projector.shown_rows("game_euchre")]
        qtbot.keyClick(projector, Qt.Key.Key_PageDown)  # the organiser turns it at once
    assert projector.page == 0  # round again
    assert sorted(seen) == sorted(f"Member number {n:02d}" for n in range(40))
    # shown, the pages turn by themselves
    projector.page_timer.setInterval(50)
    projector.show()
    assert projector.page_timer.isActive()
    qtbot.waitUntil(lambda: projector.page == 1, timeout=2000)
    projector.close()
    assert not projector.page_timer.isActive() and not projector.watch.isActive()
    services.close()


# --- the season ---------------------------------------------------------------------------------
def test_the_seasons_standings_show_when_the_evening_is_in_a_season(qtbot, empty_club):
    evening, _games = two_game_evening(empty_club, SHORT)
    services = Services.open(str(empty_club))
    season = services.seasons.list()[0]
    games_won = services.seasons.create("Games won cup", {"basis": "games_won"}, [evening])
    projector = StandingsProjector(services)
    qtbot.addWidget(projector)
    projector.resize(1366, 768)
    projector.show_evening(evening)
    keys = [block.key for block in projector.blocks]
    # total points: each game tonight on its own; games won: every game together
    assert f"season_{season.id}_euchre" in keys and f"season_{season.id}_cribbage" in keys
    assert f"season_{games_won.id}_all" in keys
    block = next(b for b in projector.blocks if b.key == f"season_{season.id}_cribbage")
    assert " ".join(block.title) == "Winter league: Cribbage (holes)"
    assert [row[1] for row in block.rows] == [("Eve Hill",), ("Fay Wong",)]
    assert [row[2] for row in block.rows] == [("12",), ("9",)]
    every = next(b for b in projector.blocks if b.key == f"season_{games_won.id}_all")
    assert {row[1][0] for row in every.rows} == set(SHORT)
    shown = set()
    for _ in range(projector.pages()):
        shown |= set(projector.shown_keys())
        projector.next_page()
    assert shown == set(keys)
    # an evening in no season: none; nothing played yet: says so
    other = services.evenings.create(dt.date(2026, 12, 4), "Friday again").id
    projector.show_evening(other)
    assert projector.blocks == [] and projector.labels() == [projector.title, projector.subtitle]
    assert "no deal recorded yet" in projector.subtitle.text()
    ids = [m.id for m in services.members.list()]
    services.evenings.seat_table(other, ids[0:2], "cribbage", {})
    projector.show_evening(other)
    assert [b.key for b in projector.blocks] == ["game_cribbage", "tables"]
    assert projector.shown_rows("tables") == [("1", "Cribbage", "Ann Lee, Bob Hart")]
    services.close()


# --- two screens --------------------------------------------------------------------------------
def test_the_button_opens_it_full_screen_on_the_second_screen(tmp_path, empty_club):
    evening, _games = two_game_evening(empty_club, LONG)
    config = tmp_path / "screens.json"
    config.write_text(json.dumps(TWO_SCREENS))
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}"}
    done = subprocess.run(
        [sys.executable, "-m", "tests.ui.evening.room_screen_probe",
         str(empty_club), str(tmp_path / "settings.ini"), str(evening)],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    got = json.loads(done.stdout.strip().splitlines()[-1])
    assert got["screen"] == "PROJECTOR" and got["full"] and got["size"] == [1024, 600]
    assert got["size_px"] >= 20 and got["cut"] == []
    assert got["after_f11"] == {"full": False, "inside": True}
    assert got["after_escape"] is False
