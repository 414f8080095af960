"""A projector the room can read (the host's walk of a 20-guest party at 1366×768 and 1024×600):

- a guest's name is never smaller than a thirtieth of the screen's height (26 px on a 768-px
  screen, 20 px on a 600-px one: 18 px could not be read from across the room), in English and
  in Russian, with the night's longest names;
- forty guests run down several columns, all on one screen;
- the stars are written, not told apart by colour alone: each leader's counts with their
  colour's word, each guest's star of the last bell with its word;
- the host picks the screen in the *Projector* button's menu (kept in the settings), and the
  room's window comes back after a restart, full screen on the screen it was on — two screens
  given to the offscreen platform, each start a process of its own.
Pictures: tests/screens/projector_readable_<w>x<h>_<guests>_<lang>_<page>.png.
"""

from __future__ import annotations

import datetime as dt
import json
import math
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QLabel

from clubapp.services import Services
from clubapp.services.party import EntrantChoice, TableEntry
from clubapp.ui.party.projector_window import ProjectorWindow
from clubapp.ui.shared import i18n
from tests.helpers.databases import copy_club
from tests.helpers.paths import SCREENS
from tests.ui.party.test_party_projector import guest_names

ROOT = Path(__file__).resolve().parents[3]
LONGEST = ["Александра Константиновна Воскресенская-Милославская",
           "Alexandrina Featherstonehaugh-Wolstenholme"]
SIZES = [(1366, 768), (1024, 600)]
TWO_SCREENS = {"screens": [
    {"name": "LAPTOP", "x": 0, "y": 0, "width": 1366, "height": 768,
     "logicalDpiX": 96, "logicalDpiY": 96},
    {"name": "PROJECTOR", "x": 1366, "y": 0, "width": 1024, "height": 600,
     "logicalDpiX": 96, "logicalDpiY": 96}]}


def make_party(path: Path, names: list[str]) -> int:
    """A party of these guests after three bells (stars of every colour), through the
    service; the evening's id."""
    services = Services.open(str(path))
    try:
        ids = [services.members.add(name).id for name in names]
        evening = services.evenings.create(dt.date(2026, 12, 5), "Winter party", "party")
        services.party.start(evening.id, [EntrantChoice(m, "red" if i % 2 == 0 else "blue")
                                          for i, m in enumerate(ids)], seed=5)
        rng = random.Random(7)
        for _ in range(3):
            view = services.party.view(evening.id)
            services.party.ring_bell(evening.id, view.round, [
                TableEntry(t.number, (5, rng.randrange(5)) if t.head
                           else (rng.randrange(4), 4 + rng.randrange(3)))
                for t in view.tables])
        return evening.id
    finally:
        services.close()


@pytest.fixture(scope="module")
def parties(tmp_path_factory, club_template):
    """Twenty guests with the night's longest names among them, forty and twelve of usual
    names."""
    views = {}
    for key, names in (("20", LONGEST + guest_names(18)), ("40", guest_names(40)),
                       ("12", guest_names(12))):
        path = copy_club(club_template, tmp_path_factory.mktemp("readable") / "club.sqlite")
        evening = make_party(path, names)
        services = Services.open(str(path))
        views[key] = services.party.view(evening)
        services.close()
    return views


@pytest.fixture(params=["en", "ru"])
def lang(request, qapp):
    assert i18n.install_language(request.param)
    yield request.param
    i18n.install_language("en")


def laid_out(qtbot, view, size: tuple[int, int]) -> ProjectorWindow:
    """The room's window laid out as on a screen of this size (not shown on the test's own,
    smaller screen: every window shown is kept inside its screen)."""
    projector = ProjectorWindow()
    qtbot.addWidget(projector)
    projector.resize(*size)
    projector.show_party(view)
    return projector


def pixels(label: QLabel) -> int:
    label.ensurePolished()  # its type size comes from its style sheet
    return label.font().pixelSize()


def inside(label: QLabel, window: ProjectorWindow) -> bool:
    corner = label.mapTo(window, QPoint(0, 0))
    return QRect(0, 0, window.width(), window.height()).contains(
        QRect(corner.x(), corner.y(), label.width(), label.height()))


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("guests", ["20", "40"])
def test_a_name_is_at_least_a_thirtieth_of_the_screens_height(qtbot, parties, lang, size,
                                                               guests):
    view = parties[guests]
    projector = laid_out(qtbot, view, size)
    least = math.ceil(size[1] / 30)
    assert projector.least_size() == least and projector.fit.size >= least
    seen = []
    for page in range(projector.pages):
        if page:
            projector.next_page()
        picture = projector.grab()
        shown = projector.shown_names()
        seen += shown
        for index in range(len(shown)):
            name = projector.findChild(QLabel, f"projector_name_{index}")
            table = projector.findChild(QLabel, f"projector_table_{index}")
            assert name.text() == shown[index] and pixels(name) >= least, name.text()
            assert pixels(table) >= least  # the table's number, larger still
            for label in (name, table):  # whole and inside the window
                assert inside(label, projector) and \
                    label.sizeHint().width() <= label.width() + 1, label.text()
        for label in (projector.subtitle, projector.waiting, *projector.leader_labels):
            if label.isVisibleTo(projector):
                assert pixels(label) >= least, label.text()  # what the room reads
        assert picture.save(str(SCREENS / f"projector_readable_{size[0]}x{size[1]}_{guests}_"
                                          f"{lang}_{page}.png"))
    present = [p.name for p in view.players if p.status in ("seated", "waiting", "leaving")]
    assert sorted(seen) == sorted(present)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_forty_guests_run_down_several_columns_on_one_screen(qtbot, parties, size):
    projector = laid_out(qtbot, parties["40"], size)
    projector.grab()  # laid out as drawn
    assert projector.fit.columns >= 3 and projector.fit.pages == 1
    assert len(projector.shown_names()) == 40
    columns = {projector.findChild(QLabel, f"projector_name_{i}").mapTo(projector, QPoint()).x()
            for i in range(40)}
    assert len(columns) == projector.fit.columns  # the names stand in that many


def test_the_stars_are_written_not_only_coloured(qtbot, parties, lang):
    view = parties["12"]  # room for everything: each name with its star, the leaders beside
    projector = laid_out(qtbot, view, (1366, 768))
    words = {"en": {"gold": "gold", "red": "red", "green": "green"},
             "ru": {"gold": "зол.", "red": "кр.", "green": "зел."}}[lang]
    stars = view.last_bell.stars
    leaders_read = marks_read = 0
    for page in range(projector.pages):  # the names, and the leaders beside or on their page
        if page:
            projector.next_page()
        if projector.side.isVisibleTo(projector):
            for label, row in zip(projector.leader_labels, view.board, strict=False):
                for colour, count in (("gold", row.gold), ("red", row.red),
                                      ("green", row.green)):
                    if count:
                        assert f"★{count} {words[colour]}" in label.text(), label.text()
                        leaders_read += 1
        for index, name in enumerate(projector.shown_names()):
            assert projector.with_stars  # a big screen has room for them
            mark = projector.findChild(QLabel, f"projector_star_{index}").text()
            assert mark == (f"★ {words[stars[name]]}" if stars.get(name) else ""), name
            marks_read += bool(mark)
    assert leaders_read and marks_read


def test_the_host_picks_the_screen_and_the_projector_comes_back_after_a_restart(tmp_path,
                                                                                 empty_club):
    evening = make_party(empty_club, guest_names(20))
    config = tmp_path / "screens.json"
    config.write_text(json.dumps(TWO_SCREENS))
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}"}

    def start(step: str) -> dict:
        done = subprocess.run(
            [sys.executable, "-m", "tests.ui.party.projector_restart", step,
             str(empty_club), str(tmp_path / "settings.ini"), str(evening)],
            cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stderr
        return json.loads(done.stdout.strip().splitlines()[-1])

    chosen = start("choose")
    assert chosen["menu"][0] == "A second screen when there is one"
    assert any(m.startswith("Screen 2: PROJECTOR, 1024×600") for m in chosen["menu"])
    assert chosen["choice"] == "PROJECTOR"
    assert chosen["open"] and chosen["screen"] == "PROJECTOR" and chosen["full"]
    assert chosen["size"] == [1024, 600] and chosen["name_px"] >= 20  # 600 / 30

    again = start("again")  # the program started again: the room's window is back
    assert again["open"] and again["screen"] == "PROJECTOR" and again["full"]
    assert again["size"] == [1024, 600]


def test_the_pages_turn_by_themselves_and_at_a_key(qtbot, parties):
    """Forty guests with the leaders on a page of their own at 1024×600: the names' page stays
    up twice as long as the leaders'; Space turns the page at once, back to the first."""
    projector = laid_out(qtbot, parties["40"], (1024, 600))
    assert projector.pages == 2 and projector.leaders_apart
    # an earlier test's main window, while it lives, fits every window shown into the test's
    # small offscreen screen (screen_fit): this one stands for the room's own 1024×600 screen
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    projector.setProperty("screen_fit_watched", True)
    projector.show()  # the pages turn only while the room can see them
    qtbot.waitExposed(projector)
    assert projector.pages == 2 and projector.leaders_apart
    assert projector.page_timer.isActive()
    assert projector.page_timer.interval() == 12_000 and projector.page == 0
    qtbot.keyClick(projector, Qt.Key.Key_Space)
    assert projector.page == 1 and projector.side_alone() and projector.shown_names() == []
    assert projector.page_timer.interval() == 6_000  # the leaders' page: shorter
    qtbot.keyClick(projector, Qt.Key.Key_Space)
    assert projector.page == 0 and len(projector.shown_names()) == 40
    projector.hide()
    assert not projector.page_timer.isActive()
