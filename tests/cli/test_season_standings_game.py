"""``clubapp season standings SEASON [--game GAME]``: a season of euchre, 500 and cribbage
(tests/services/test_standings_units.py) is ranked a game at a time on total points, its JSON
keeping every key it had; every game together only where the season's rules say how."""

from __future__ import annotations

import json

import pytest

from clubapp.cli import main
from clubapp.services import Services
from tests.helpers.mixed_evening import EUCHRE_POINTS, FIVE_HUNDRED_POINTS, play_evening


@pytest.fixture
def club(empty_club):
    path = empty_club
    services = Services.open(str(path))
    night = play_evening(services)
    default = services.seasons.create("Spring", None, [night.evening_id], lots_seed=2)
    places = services.seasons.create("By places", {"basis": "places"}, [night.evening_id],
                                     lots_seed=2)
    services.close()
    return str(path), default.id, places.id


def run(capsys, *args: str) -> tuple[int, str, str]:
    code = main(["--lang", "en", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_a_season_on_total_points_one_game_at_a_time(club, capsys):
    path, default, _places = club
    code, out, err = run(capsys, "--db", path, "season", "standings", str(default))
    assert code == 0, err
    shown = json.loads(out)
    assert {"season", "standings", "ties"} <= shown.keys()  # every key it had, and more
    assert shown["game"] == "euchre" and shown["unit"] == "points"  # the game played most
    assert shown["games"] == [{"game": "euchre", "tables": 3, "unit": "points"},
                              {"game": "five-hundred", "tables": 2, "unit": "points"},
                              {"game": "cribbage", "tables": 1, "unit": "holes"}]
    assert {s["member"]: int(s["score"]) for s in shown["standings"]} == EUCHRE_POINTS
    assert {s["member"]: s["points"] for s in shown["standings"]} == EUCHRE_POINTS

    code, out, err = run(capsys, "--db", path, "season", "standings", str(default),
                         "--game", "five-hundred")
    assert code == 0, err
    assert {s["member"]: int(s["score"]) for s in json.loads(out)["standings"]} == (
        FIVE_HUNDRED_POINTS)
    code, out, err = run(capsys, "--db", path, "season", "standings", str(default), "--game",
                         "cribbage", "--csv")
    assert code == 0 and out.splitlines()[1].startswith("1,Lou,61,1,1,1,0,61,")

    code, out, err = run(capsys, "--db", path, "season", "standings", str(default),
                         "--game", "all")
    assert code == 2 and out == ""
    assert "points of different games are not added up" in err and "Five hundred" in err


def test_every_game_together_where_the_rules_say_how(club, capsys):
    path, _default, places = club
    code, out, err = run(capsys, "--db", path, "season", "standings", str(places))
    assert code == 0, err
    shown = json.loads(out)
    assert shown["game"] is None and shown["unit"] is None  # every game together, as before
    top = shown["standings"][:2]
    assert [(s["place"], s["member"], s["score"]) for s in top] == [(1, "Ann", "6"),
                                                                   (2, "Lou", "5")]
    assert all(s["points"] is None for s in shown["standings"])  # 500's and euchre's: not added
    assert run(capsys, "--db", path, "season", "standings", str(places), "--game", "all")[1] == out
    code, _out, err = run(capsys, "--db", path, "season", "standings", str(places), "--game",
                          "bridge")
    assert code == 2 and "bridge is not among this season's games" in err
