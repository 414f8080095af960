"""A member's result in one game, read off the replayed state (clubapp.events.game_results)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from clubapp.events.game_results import member_results, replay_results
from clubapp.rules import RuleError, get_game

MARCH_ALONE = {"makers": "A", "tricks": 5, "alone": True}  # law 2: four points
MARCH = {"makers": "A", "tricks": 5}  # law 1: two points


def play(game: str, players, deals, options=None):
    rules = get_game(game)
    return rules, rules.score_all(rules.new_state(players, options or {}), deals)


def test_partners_share_their_side_result_in_a_euchre_rubber():
    """seeds/002 line 217 (law 3): side A wins two games, so the rubber; B and D lose both."""
    deals = [MARCH_ALONE, MARCH, MARCH_ALONE, MARCH]  # two games of 6-0 to side A
    rules, state = play("euchre", ["Ann", "Bob", "Cat", "Dan"], deals)
    assert state.match is not None and state.match.winner == "A"
    results = {r.member_id: r for r in member_results(rules, state, [1, 2, 3, 4])}
    ann, bob, cat = results[1], results[2], results[3]
    assert (ann.side, ann.points, ann.played, ann.won, ann.matches_won) == ("A", 12, 2, 2, 1)
    assert ann.outcomes == "WW" and cat.outcomes == "WW"
    assert (bob.side, bob.points, bob.played, bob.won, bob.lost, bob.matches_won) == \
        ("B", 0, 2, 0, 2, 0)
    # the spread: the winner's score, no more than the target of five, less the loser's
    assert ann.spread == 10 and bob.spread == -10
    assert ann.deals == bob.deals == 4
    assert ann.skunks == 0  # skunks are a cribbage count only


def test_game_in_progress_counts_points_but_no_game():
    """A rubber after one deal: points counted, no game finished, no match."""
    rules, state = play("euchre", ["Ann", "Bob", "Cat", "Dan"], [MARCH])
    ann = member_results(rules, state, [1, 2, 3, 4])[0]
    assert (ann.points, ann.played, ann.won, ann.matches_won, ann.outcomes) == (2, 0, 0, 0, "")


def test_lurch_on_a_board_of_61_is_a_skunk():
    """seeds/001 line 43: home before the other passes the turn (30 holes) is a lurch.

    Four deals of 20 to Ann and 10 to Bob: in the fourth Bob deals, so Ann (the pone) counts
    first and goes out (the pegging stops in the game hole, 61) with Bob still on 30, the
    turn's hole.
    """
    rules, state = play("cribbage", ["Ann", "Bob"], [{"points": {"Ann": 20, "Bob": 10}}] * 4)
    ann, bob = member_results(rules, state, [1, 2])
    assert dict(state.games[0].totals) == {"Ann": 61, "Bob": 30}
    assert (ann.won, ann.skunks, ann.double_skunks, bob.won) == (1, 1, 0, 0)
    assert ann.spread == 61 - 30 and bob.spread == -(61 - 30)


def test_loser_past_the_turn_is_no_skunk():
    """seeds/001 line 43: a loser who has passed the turn (31 of 61) is not lurched."""
    deals = [{"points": {"Ann": 29, "Bob": 24}}, {"points": {"Ann": 2, "Bob": 24}},
             {"points": {"Bob": 13}}]
    rules, state = play("cribbage", ["Ann", "Bob"], deals)
    ann, bob = member_results(rules, state, [1, 2])
    assert dict(state.games[0].totals) == {"Ann": 31, "Bob": 61}
    assert (bob.won, bob.skunks, bob.spread, ann.spread) == (1, 0, 30, -30)


def test_double_skunk_in_a_game_of_121():
    """ACC (house default): loser under 61 of 121 is a double skunk; pegging stops at 121."""
    rules, state = play("cribbage", ["Ann", "Bob"], [{"points": {"Ann": 24, "Bob": 5}}] * 6,
                        {"target": 121})
    ann, bob = member_results(rules, state, [1, 2])
    assert dict(state.games[0].totals) == {"Ann": 121, "Bob": 25}
    assert (ann.won, ann.skunks, ann.double_skunks) == (1, 1, 1)
    assert ann.spread == 121 - 25 and bob.spread == -96


def test_chips_gained_and_lost_are_kept_apart():
    """Chip games: every deal's chips, gains and losses counted separately for each player."""
    rules = get_game("euchre-penalty")
    names = ["Ann", "Bob", "Cat", "Dan", "Eve"]
    state = rules.new_state(names)
    state = rules.score(state, {"tricks": {"Ann": 3, "Bob": 2, "Cat": 0, "Dan": 0, "Eve": 0}})
    results = {r.member_id: r for r in member_results(rules, state, [1, 2, 3, 4, 5])}
    moved = state.deals[0].chips
    for number, name in enumerate(names, start=1):
        delta = moved.get(name, 0)
        assert results[number].chips_won - results[number].chips_lost == delta
        assert results[number].chips_won == max(delta, 0)


def test_replay_results_refuses_entries_that_no_longer_score():
    """A stored game whose entries the rules refuse raises RuleError, nothing else."""
    with pytest.raises(RuleError):
        replay_results("euchre", {}, [1, 2, 3, 4], ["A1", "B1", "A2", "B2"],
                       [{"makers": "A", "tricks": 9}])


def test_member_ids_must_match_the_players():
    rules, state = play("euchre", ["Ann", "Bob", "Cat", "Dan"], [])
    with pytest.raises(ValueError):
        member_results(rules, state, [1, 2, 3])


ENTRY = st.fixed_dictionaries({"makers": st.sampled_from(["A", "B"]),
                               "tricks": st.integers(0, 5)},
                              optional={"alone": st.booleans()})


@settings(max_examples=60, deadline=None)
@given(st.lists(ENTRY, max_size=25))
def test_fuzz_results_add_up_for_any_euchre_game(deals):
    """Whatever the deals, partners agree, sides' points are the deals' and wins never exceed games."""
    rules = get_game("euchre")
    state = rules.new_state(["Ann", "Bob", "Cat", "Dan"])
    for entry in deals:
        try:
            state = rules.score(state, entry)
        except RuleError:
            continue
    ann, bob, cat, dan = member_results(rules, state, [1, 2, 3, 4])
    assert ann.points == cat.points == sum(d.points["A"] for d in state.deals)
    assert bob.points == dan.points == sum(d.points["B"] for d in state.deals)
    assert ann.won + bob.won == ann.played == len(state.games)
    assert ann.spread == -bob.spread
    assert ann.outcomes.count("W") == ann.won
