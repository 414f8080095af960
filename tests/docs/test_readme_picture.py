"""The README's picture: an evening in the real window, taken offscreen at 1366×768.

Friday's club evening of the guide (euchre at table 1, a five-player loo table beside it), the
loo table on screen with its chips and pool and the next deal typed into its score form, as a
secretary has it in front of her. The picture is written to ``docs/images/evening.<lang>.png``
(the README shows the English one) each time the test runs, so it changes only when the
window does. A text cut short, or an English word on the Russian picture, fails the test.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRect

from tests.docs import guide_scenes

IMAGES = Path(__file__).resolve().parents[2] / "docs" / "images"


@pytest.fixture(params=["en", "ru"])
def language(request, qapp, monkeypatch):
    from clubapp.ui.shared import i18n, screen_fit

    # a 1366×768 laptop's screen, its window manager's frame left round the window
    screen = QRect(0, 0, guide_scenes.SIZE.width() + 12, guide_scenes.SIZE.height() + 40)
    monkeypatch.setattr(screen_fit, "available", lambda _widget: screen)
    assert i18n.install_language(request.param)
    yield request.param
    i18n.install_language("en")


def test_the_readme_picture_is_an_evening_being_scored(language, tmp_path):
    stage = guide_scenes.Stage(tmp_path / language, language)
    try:
        evening, _euchre, loo = guide_scenes.club_evening(stage)
        window = guide_scenes.tables_of(stage, evening)
        window.evening_page.tables.setCurrentRow(1)
        guide_scenes.settle()
        form = window.evening_page.panel.form
        players = guide_scenes.PEOPLE[language][4:9]
        # 18 chips carried: three stand (the book's line 57), and two of them take tricks
        typed = {"in": [players[0], players[1], players[3]],
                 "tricks": {players[0]: 1, players[1]: 2}}
        form.set_entry(typed)
        form.focus_first()
        image = guide_scenes.picture(window)
        cut, english = guide_scenes.faults(stage)
        assert cut == [] and english == []
        # the picture is of the evening as kept: the loo table's deals so far, and the next
        # one typed into the form, not yet recorded
        entry = form.entry()
        assert (entry["in"], entry["tricks"]) == (typed["in"], typed["tricks"])
        assert len(window.services.scoring.view(loo).deals) == len(guide_scenes.LOO_DEALS)
        assert (image.width(), image.height()) == (1366, 768)
        colours = {image.pixel(x, y) for x in range(0, image.width(), 7)
                   for y in range(0, image.height(), 7)}
        assert len(colours) > 20, "a blank picture"
        IMAGES.mkdir(parents=True, exist_ok=True)
        assert image.save(str(IMAGES / f"evening.{language}.png"))
    finally:
        stage.close()
