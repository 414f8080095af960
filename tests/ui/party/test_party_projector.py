"""The projector lays itself out for the screen it is on (issue 18, item 6): at 1366×768 and
1920×1080, with 20, 60 and 120 guests, every guest's name and table and every leader's line
shows whole inside the window, on one of its pages, at a type size of at least 1/30 of the
screen's height, and the window asks for no more room than the screen has.
Screenshots: tests/screens/projector_<width>x<height>_<guests>_<page>.png."""

from __future__ import annotations

import datetime as dt
import random

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QLabel

from clubapp.services import Services
from clubapp.services.party import EntrantChoice, TableEntry
from clubapp.ui.party.projector_window import ProjectorWindow
from tests.helpers.databases import copy_club
from tests.helpers.paths import SCREENS

FIRST = ["Ada", "Beatrice", "Clementine", "Dora", "Evangeline", "Flora", "Gwendolyn", "Hattie",
         "Iris", "Josephine", "Kitty", "Lena", "Maximiliane", "Nora", "Olive", "Philippa"]
LAST = ["Byron", "Lane", "Voss", "Featherstonehaugh", "Crane", "Hale", "Pell", "Moss",
        "Tate", "Abbott", "Rowe", "Marsh", "Ford", "Quill", "Reed", "Stone"]


def guest_names(count: int) -> list[str]:
    """Names of every length a club has (up to 30 letters), all different."""
    return [f"{FIRST[i % 16]} {LAST[(i * 7 + i // 16) % 16]}" for i in range(count)]


@pytest.fixture(scope="module")
def parties(tmp_path_factory, club_template):
    """Parties of 20, 60 and 120 guests after three bells, each with leaders."""
    rng = random.Random(11)
    views = {}
    for count in (20, 60, 120):
        path = copy_club(club_template, tmp_path_factory.mktemp("projector") / "club.sqlite")
        services = Services.open(str(path))
        ids = [services.members.add(name).id for name in guest_names(count)]
        evening = services.evenings.create(dt.date(2026, 12, 5), "Winter party", "party")
        choices = [EntrantChoice(i, "red" if k % 2 == 0 else "blue") for k, i in enumerate(ids)]
        # more than 26 tables is a host's seating: tables of four in the list's order
        seating = [ids[4 * t:4 * t + 4] for t in range(count // 4)] if count > 104 else None
        services.party.start(evening.id, choices, seed=5, seating=seating)
        for _ in range(3):
            view = services.party.view(evening.id)
            entries = [TableEntry(t.number, (5, rng.randrange(5)) if t.number == 1
                                  else (rng.randrange(4), 4 + rng.randrange(3)))
                       for t in view.tables]
            services.party.ring_bell(evening.id, view.round, entries)
        views[count] = services.party.view(evening.id)
        services.close()
    return views


def inside(label: QLabel, window: ProjectorWindow) -> bool:
    """The label's whole box lies inside the window."""
    corner = label.mapTo(window, QPoint(0, 0))
    return QRect(0, 0, window.width(), window.height()).contains(
        QRect(corner.x(), corner.y(), label.width(), label.height()))


def whole(label: QLabel) -> bool:
    """The label shows all its text: what it needs is no wider than what it has."""
    return label.sizeHint().width() <= label.width() + 1


def whole_folded(label: QLabel) -> bool:
    """A label that folds its words shows them all: as tall as its words at its width."""
    return label.heightForWidth(label.width()) <= label.height() + 1


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("guests", [20, 60, 120])
def test_the_projector_shows_every_name_and_leader_whole(qtbot, parties, size, guests):
    view = parties[guests]
    projector = ProjectorWindow()
    qtbot.addWidget(projector)
    # laid out as on a screen of this size, without being shown on the test's own screen
    # (every window shown is kept inside its screen, and the test's is smaller)
    projector.resize(*size)
    projector.show_party(view)
    assert (projector.width(), projector.height()) == size
    hint = projector.minimumSizeHint()
    assert hint.width() <= size[0] and hint.height() <= size[1]  # it cannot grow past the screen
    assert projector.fit.size >= size[1] / 30  # readable across the room (issue: 1/30)

    present = [p for p in view.players if p.status in ("seated", "waiting", "leaving")]
    seen: list[str] = []
    leaders_seen = False
    for page in range(projector.pages):  # the names' pages, then the leaders' own if apart
        if page:
            projector.next_page()
        picture = projector.grab()  # drawn as shown: every child laid out
        labels = [projector.names_grid.itemAt(i).widget()
                  for i in range(projector.names_grid.count())]
        assert len(labels) == 3 * len(projector.shown_names())  # star, name, table
        seen += projector.shown_names()
        for label in labels:
            assert label.isVisibleTo(projector) and inside(label, projector), label.text()
            assert whole(label), (label.text(), label.sizeHint().width(), label.width())
        if projector.side.isVisibleTo(projector):
            leaders_seen = True
            leaders = projector.leader_labels
            assert [lbl.text().split(". ", 1)[1].split("&nbsp;")[0] for lbl in leaders] == \
                   projector.leader_names() and leaders
            assert whole(projector.leaders_title)
            for label in (projector.leaders_title, *leaders):
                assert label.isVisibleTo(projector) and inside(label, projector), label.text()
                assert whole_folded(label), label.text()
            assert projector.leaders_title.text() == "Leaders"
        for label in (projector.title, projector.subtitle):
            assert whole(label) and inside(label, projector)
        assert inside(projector.waiting, projector) and whole_folded(projector.waiting)
        assert picture.save(str(SCREENS / f"projector_{size[0]}x{size[1]}_{guests}_{page}.png"))
    assert sorted(seen) == sorted(p.name for p in present)  # every guest on one page
    assert leaders_seen, (projector.pages, projector.leaders_apart, projector.side_width, projector.leader_labels)


def test_escape_leaves_full_screen_and_f11_goes_back(qtbot, parties):
    projector = ProjectorWindow()
    qtbot.addWidget(projector)
    projector.show_party(parties[20])
    projector.showFullScreen()
    qtbot.waitUntil(projector.isFullScreen)
    qtbot.keyClick(projector, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not projector.isFullScreen())
    screen = projector.screen().availableGeometry()
    assert projector.width() <= screen.width() and projector.height() <= screen.height()
    qtbot.keyClick(projector, Qt.Key.Key_F11)
    qtbot.waitUntil(projector.isFullScreen)
