"""The rating chart as inline SVG (``clubapp.site.chart``): what it draws, what it says, and
the same bytes for the same points."""

from __future__ import annotations

import re
from xml.etree import ElementTree

from clubapp.site.chart import ChartPoint, rating_svg

SVG = "{http://www.w3.org/2000/svg}"
POINTS = [ChartPoint(25.0, 16.7, 33.3, True), ChartPoint(27.5, 20.0, 35.0, True),
          ChartPoint(24.1, 18.1, 30.1, False)]


def test_a_dot_for_each_game_filled_when_won_a_ring_when_lost():
    svg = ElementTree.fromstring(str(rating_svg(POINTS, key="r", title="T", description="D")))
    dots = svg.findall(f"{SVG}circle")
    assert [d.get("class") for d in dots] == ["won", "won", "lost"]
    ys = [float(d.get("cy")) for d in dots]
    assert ys[1] < ys[0] < ys[2]  # a higher rating stands higher (SVG's y grows downwards)
    xs = [float(d.get("cx")) for d in dots]
    assert xs == sorted(xs) and len(set(xs)) == 3
    assert svg.find(f"{SVG}polyline") is not None and svg.find(f"{SVG}polygon") is not None


def test_it_says_what_it_shows_and_is_named_by_its_title_and_description():
    svg = ElementTree.fromstring(str(rating_svg(POINTS, key="rating-p3",
                                                title="Ann <&> rating", description="3 games")))
    assert svg.get("role") == "img"
    assert svg.get("aria-labelledby") == "rating-p3-title rating-p3-desc"
    assert svg.find(f"{SVG}title").text == "Ann <&> rating"  # escaped in, read back whole
    assert svg.find(f"{SVG}desc").text == "3 games"


def test_the_grid_is_labelled_with_round_figures_and_a_true_minus():
    low = [ChartPoint(-3.0, -9.0, 3.0, False), ChartPoint(1.0, -4.0, 6.0, True)]
    svg = ElementTree.fromstring(str(rating_svg(low, key="k", title="t", description="d")))
    ticks = [t.text for t in svg.findall(f"{SVG}text")]
    assert "\u22125" in ticks and "0" in ticks and "5" in ticks
    assert not any("-" in t for t in ticks)


def test_one_game_still_shows_its_band_and_no_games_no_chart():
    one = str(rating_svg(POINTS[:1], key="k", title="t", description="d"))
    points = re.search(r'<polygon class="band" points="([^"]+)"', one).group(1).split()
    assert len({p.split(",")[0] for p in points}) == 2  # a bar with a width
    assert str(rating_svg([], key="k", title="t", description="d")) == ""


def test_the_same_points_give_the_same_bytes():
    first = rating_svg(POINTS, key="k", title="t", description="d")
    assert first == rating_svg(list(POINTS), key="k", title="t", description="d")
    assert re.findall(r"\d+\.\d{2,}", str(first)) == []  # one decimal: no float noise
