"""The six prizes of a progressive-euchre party, seeds/002 line 91."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from clubapp.events.prizes import PlayerStars, award_prizes, players_from_json
from clubapp.rules.errors import RuleError


def p(name: str, role: str, gold: int, red: int, green: int) -> PlayerStars:
    return PlayerStars(name, role, gold, red, green)  # type: ignore[arg-type]


def winners(prizes) -> dict[tuple[str, str], str]:
    return {(x.prize, x.role): x.player for x in prizes}


EVENING = [p("Ann", "red", 4, 3, 1), p("Bea", "red", 2, 6, 0), p("Cat", "red", 0, 2, 5),
           p("Dot", "red", 1, 1, 1), p("Al", "blue", 3, 2, 2), p("Bo", "blue", 1, 7, 1),
           p("Cy", "blue", 0, 1, 4), p("Dan", "blue", 2, 2, 0)]


def test_line_91_six_prizes_most_gold_first_most_red_second_most_green_consolation():
    """seeds/002 line 91: for lady and gentleman, gold first, red second, green consolation."""
    prizes = award_prizes(EVENING)
    assert winners(prizes) == {("first", "red"): "Ann", ("first", "blue"): "Al",
                               ("second", "red"): "Bea", ("second", "blue"): "Bo",
                               ("consolation", "red"): "Cat", ("consolation", "blue"): "Cy"}
    assert [x.reason for x in prizes[:2]] == ["most gold stars (4)", "most gold stars (3)"]


def test_line_91_nobody_wins_two_prizes():
    """seeds/002 line 91: one player cannot win two prizes; the next best takes the second."""
    players = [p("Ann", "red", 5, 9, 9), p("Bea", "red", 1, 4, 2), p("Cat", "red", 0, 1, 3)]
    prizes = award_prizes(players)
    assert winners(prizes) == {("first", "red"): "Ann", ("second", "red"): "Bea",
                               ("consolation", "red"): "Cat"}
    assert "Ann, with as many red stars or more, already won a prize" in prizes[1].reason


def test_line_91_a_tie_on_gold_goes_to_the_red_stars_with_them():
    """seeds/002 line 91: a tie on gold stars is decided by the accompanying red stars."""
    prizes = award_prizes([p("Ann", "red", 3, 1, 0), p("Bea", "red", 3, 2, 4)])
    assert prizes[0].player == "Bea"
    assert prizes[0].reason == "Ann, Bea tied on gold stars (3); then most red stars (2)"


def test_line_91_then_the_fewest_green_stars():
    """seeds/002 line 91: level on gold and red, the fewest green stars wins."""
    prizes = award_prizes([p("Ann", "red", 3, 2, 1), p("Bea", "red", 3, 2, 0)])
    assert prizes[0].player == "Bea"
    assert prizes[0].reason.endswith("then fewest green stars (0)")


def test_line_91_then_lots_seeded_and_recorded():
    """seeds/002 line 91: level on all three, lots are drawn; the seed makes them replay."""
    players = [p("Ann", "red", 3, 2, 1), p("Bea", "red", 3, 2, 1)]
    first = award_prizes(players, seed=3)
    assert first == award_prizes(players, seed=3)
    assert first[0].lot is not None and first[0].lot.among == ("Ann", "Bea")
    assert "drawn by lot among Ann, Bea (seed 3)" in first[0].reason
    chosen = {award_prizes(players, seed=s)[0].player for s in range(20)}
    assert chosen == {"Ann", "Bea"}


def test_a_lot_without_a_seed_is_refused():
    """Lots must replay: without a seed the tie is reported, not decided."""
    with pytest.raises(RuleError) as err:
        award_prizes([p("Ann", "red", 3, 2, 1), p("Bea", "red", 3, 2, 1)])
    assert err.value.field == "seed"


def test_second_prize_ties_go_to_lots_by_default_and_to_stars_by_house_rule():
    """Book silent on second-prize ties: lots by default; the ``stars`` option uses gold."""
    players = [p("Ann", "red", 9, 0, 0), p("Bea", "red", 1, 4, 3), p("Cat", "red", 2, 4, 3)]
    by_lot = award_prizes(players, seed=1)
    assert by_lot[1].lot is not None
    by_stars = award_prizes(players, options={"second_ties": "stars"})
    assert by_stars[1].player == "Cat"
    assert by_stars[1].reason == "Bea, Cat tied on red stars (4); then most gold stars (2)"


def test_consolation_ties_by_house_rule_go_to_the_unluckiest():
    """Book silent on consolation ties: the ``stars`` option gives it to fewer gold, then red."""
    players = [p("Ann", "red", 9, 0, 0), p("Bea", "red", 0, 9, 0), p("Cat", "red", 1, 0, 3),
               p("Dot", "red", 0, 1, 3)]
    prizes = award_prizes(players, options={"consolation_ties": "stars"})
    assert winners(prizes)[("consolation", "red")] == "Dot"


def test_a_role_with_fewer_players_than_prizes_leaves_prizes_unawarded():
    """Three prizes a role; two players take two."""
    prizes = award_prizes([p("Ann", "red", 1, 0, 0), p("Bea", "red", 0, 1, 0)])
    assert [(x.prize, x.player) for x in prizes] == [("first", "Ann"), ("second", "Bea")]


def test_prize_input_is_read_and_checked():
    """The JSON of ``clubapp progressive prizes``."""
    players, seed = players_from_json({"players": [
        {"name": "Ann", "role": "red", "gold": 1, "red": 0, "green": 2}], "seed": 4})
    assert players == [p("Ann", "red", 1, 0, 2)] and seed == 4
    for bad, field in (({"players": [{"name": "Ann", "role": "pink", "gold": 1, "red": 0,
                                      "green": 0}]}, "players[0].role"),
                       ({"players": [{"name": "Ann", "role": "red", "gold": -1, "red": 0,
                                      "green": 0}]}, "players[0].gold"),
                       ({"players": [{"name": "Ann", "role": "red", "gold": 1}]},
                        "players[0].red"),
                       ({"players": []," seed": 1}, " seed"),
                       ({"players": [], "seed": "x"}, "seed")):
        with pytest.raises(RuleError) as err:
            players_from_json(bad)
        assert err.value.field == field


json_values = st.recursive(st.none() | st.booleans() | st.integers(-3, 12) | st.text(max_size=4),
                           lambda inner: st.lists(inner, max_size=4)
                           | st.dictionaries(st.sampled_from(
                               ["name", "role", "gold", "red", "green", "players", "seed"]),
                               inner, max_size=5), max_leaves=20)
row = st.fixed_dictionaries({"name": st.sampled_from(["Ann", "Bea", "Cat", "Al", "Bo"]),
                             "role": st.sampled_from(["red", "blue", "green"]),
                             "gold": st.integers(-1, 4), "red": st.integers(0, 4),
                             "green": st.integers(0, 4)})


@settings(max_examples=200, deadline=None)
@given(st.one_of(json_values, st.fixed_dictionaries(
    {"players": st.lists(row, max_size=8), "seed": st.none() | st.integers(0, 5)})))
def test_fuzz_prize_input_raises_only_rule_errors(data):
    """Random input, well-formed or not: prizes or a RuleError, never anything else."""
    try:
        players, seed = players_from_json(data)
        prizes = award_prizes(players, seed)
    except RuleError:
        return
    assert len({x.player for x in prizes}) == len(prizes)
