"""A member's page with real widgets: evenings, games, partners and opponents, stars, prizes,
chips and the rating chart; a screenshot for a person to look at.
"""

from __future__ import annotations

import datetime as dt

import pytest

from clubapp.events.ratings import Rating, RatingPoint
from clubapp.services import Services
from clubapp.services.seasons import SeasonService
from clubapp.ui.club.member_page import MemberPage
from clubapp.ui.club.rating_chart import LINE, RatingChart, nice_step
from clubapp.ui.shared.hub import Hub
from tests.helpers.paths import SCREENS
from tests.services.season_data import schedule, season_copy


@pytest.fixture
def club(tmp_path):
    url, made = season_copy(tmp_path)
    services = Services.open(url)
    yield services, made
    services.close()


def open_page(qtbot, services) -> MemberPage:
    page = MemberPage(services, Hub())
    qtbot.addWidget(page)
    page.resize(1180, 760)
    page.show()
    qtbot.waitExposed(page)
    return page


def rows(model):
    return [[model.data(model.index(r, c)) for c in range(model.columnCount())]
            for r in range(model.rowCount())]


def test_a_members_page_shows_the_season_as_played(qtbot, club):
    services, made = club
    SeasonService(services.db).set_award(made.evening_ids[0], made.member_ids[0], gold=2,
                                         red=1, prize="first")
    page = open_page(qtbot, services)
    page.show_member(made.member_ids[0])  # Ann Lee
    tables = [t for t in schedule() if 0 in t.seats]
    assert page.title.text() == "Ann Lee"
    evenings = len({t.evening for t in tables})
    assert page.summary.text().startswith(f"{evenings} evenings · {len(tables)} games played")
    assert "stars: 2 gold, 1 red" in page.summary.text()
    assert "prizes: first (9 January 2026)" in page.summary.text()  # running text: TEXT
    assert page.evenings.rowCount() == evenings
    assert rows(page.evenings)[-1][:2] == ["2026-01-09", "Friday 1"]
    assert [r[0] for r in rows(page.games)] == ["Euchre", "Cribbage"][:page.games.rowCount()]
    assert page.partners.rowCount() == len(page.page.partners) > 0
    assert len(page.chart.points) == len(tables)
    assert page.rating.text().startswith("Rating ")
    assert page.rating.text().endswith(f"after {len(tables)} rated games")


def test_the_page_follows_the_member_chosen(qtbot, club):
    services, made = club
    page = open_page(qtbot, services)
    page.choice.setCurrentIndex(page.choice.findData(made.member_ids[10]))
    assert page.title.text() == "Kit Rowe"
    newcomer = services.members.add("New Member")
    page.show_member(newcomer.id)
    assert page.title.text() == "New Member"
    assert page.summary.text() == "0 evenings · 0 games played, 0 won · stars: none"
    assert page.chart.points == [] and page.rating.text() == "Rating 25.0 ± 16.7 after 0 rated games"


def test_chart_grid_steps_are_round_numbers():
    assert [nice_step(span) for span in (10, 23, 0.7, 180)] == [2, 5, 0.2, 50]


def line_pixels(chart: RatingChart) -> int:
    image = chart.grab().toImage()
    return sum(image.pixelColor(x, y) == LINE for x in range(0, image.width(), 2)
               for y in range(image.height()))


def test_the_chart_draws_the_estimate_only_when_there_are_games(qtbot):
    chart = RatingChart()
    qtbot.addWidget(chart)
    chart.resize(400, 240)
    assert line_pixels(chart) == 0
    day = dt.date(2026, 1, 9)
    chart.set_points([RatingPoint(day, "a", True, Rating(27.0, 8.0)),
                      RatingPoint(day, "b", False, Rating(25.5, 7.5)),
                      RatingPoint(day, "c", True, Rating(27.5, 7.0))])
    assert line_pixels(chart) > 50


def test_screenshot_of_a_members_page(qtbot, club):
    """Ann Lee's season: tests/screens/member_page.png."""
    services, made = club
    seasons = SeasonService(services.db)
    seasons.set_award(made.evening_ids[0], made.member_ids[0], gold=2, red=1, prize="first")
    seasons.set_award(made.evening_ids[5], made.member_ids[0], green=1)
    page = open_page(qtbot, services)
    page.show_member(made.member_ids[0])
    SCREENS.mkdir(exist_ok=True)
    assert page.grab().save(str(SCREENS / "member_page.png"))
    assert page.page is not None
    assert page.page.evenings[0].date == dt.date(2026, 3, 27)  # Ann came to the last Friday
