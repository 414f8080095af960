"""All fives (seeds/000 line 151, with seven-up's lines 95-163)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from clubapp.rules import RuleError
from clubapp.rules.games.all_fours_all_fives import AllFives
from tests.rules.all_fours_fuzz import (
    entries,
    play_fuzz,
    points_entries_agree,
    score_on_cli,
    seven_up_deals,
)

RULES = AllFives()
TWO = ["Ann", "Bob"]  # Ann deals first
PEGS = ("ace", "king", "queen", "ten", "five")


def deal(**fields):
    """An all-fives entry: nothing taken unless told; game to Ann unless told."""
    base = {"high": None, "low": None, "jack": None, "game": "Ann", **dict.fromkeys(PEGS)}
    base.update(fields)
    return base


def everything(player):
    """One player takes every trump honour, the ten and the five, and every point."""
    return deal(high=player, low=player, jack=player, game=player,
                **dict.fromkeys(PEGS, player))


def play(deals, options=None, players=TWO):
    state = RULES.new_state(players, options)
    for entry in deals:
        state = RULES.score(state, entry)
    return state


def test_line_151_trumps_won_are_pegged_at_face_value():
    """seeds/000 line 151: ace 4, king 3, queen 2, jack 1, ten 10, five 5 to the trick's
    winner, then high, low, jack and game as in seven-up."""
    state = play([deal(high="Ann", low="Bob", jack="Ann", ace="Ann", king="Bob", ten="Ann",
                       five="Bob", game="Ann")])
    assert dict(state.deals[0].points) == {"Ann": 4 + 1 + 10 + 1 + 1 + 1, "Bob": 3 + 5 + 1}


def test_line_151_sixty_one_points_make_the_game():
    """seeds/000 line 151: sixty-one is game; the winning peg ends it at once."""
    state = play([everything("Ann"), everything("Ann"), everything("Ann")])
    assert state.match is not None and state.match.winner == "Ann"
    assert dict(state.deals[-1].points) == {"Ann": 4, "Bob": 0}  # the ace's peg: 58 + 4
    assert dict(state.games[0].totals) == {"Ann": 62, "Bob": 0}


def by_pips(pips, **fields):
    """An entry that gives the pips for game instead of naming who made it."""
    entry = deal(**fields)
    del entry["game"]
    return entry | {"game_pips": pips}


def test_line_151_five_of_trumps_counts_five_in_the_pips_for_game():
    """seeds/000 line 151: two hands of six hold 70 pips at most with the trump five."""
    state = play([by_pips({"Ann": 40, "Bob": 30}, high="Ann", low="Ann")])
    assert state.deals[0].points["Ann"] == 3
    with pytest.raises(RuleError) as err:
        play([by_pips({"Ann": 41, "Bob": 30}, high="Ann", low="Ann")])
    assert err.value.field == "game_pips"


def test_line_151_pegs_go_out_before_high():
    """seeds/000 lines 149, 151: pegged in play, so a peg goes out before the count's high."""
    state = play([everything("Ann"), everything("Bob")], {"target": 30})
    assert dict(state.totals) == {"Ann": 29, "Bob": 29}
    state = RULES.score(state, deal(high="Ann", low="Ann", king="Bob"))
    assert state.match is not None and state.match.winner == "Bob"
    assert dict(state.deals[-1].points) == {"Ann": 0, "Bob": 3}


def two_near_twenty():
    """Ann 16 and Bob 11 against a target of 20."""
    return play([deal(high="Ann", low="Bob", ace="Ann", king="Bob", queen="Bob", ten="Ann",
                      five="Bob")], {"target": 20})


def test_two_can_peg_out_the_entry_names_who_was_first():
    """seeds/000 line 151 (house rule): pegging is trick by trick, so when both could peg out
    in one hand the entry names who did first; without it nothing is recorded."""
    state = two_near_twenty()
    assert dict(state.totals) == {"Ann": 16, "Bob": 11}
    hand = deal(high="Ann", low="Ann", king="Bob", queen="Bob", ten="Ann", five="Bob")
    with pytest.raises(RuleError) as err:
        RULES.score(state, hand)
    assert err.value.field == "pegged_out"
    bob_first = RULES.score(state, hand | {"pegged_out": "Bob"})
    assert bob_first.match is not None and bob_first.match.winner == "Bob"
    assert dict(bob_first.deals[-1].points) == {"Ann": 0, "Bob": 10}
    ann_first = RULES.score(state, hand | {"pegged_out": "Ann"})
    assert ann_first.match is not None and ann_first.match.winner == "Ann"


def test_pegged_out_must_name_one_who_reaches_the_target_by_pegging():
    """The player named did not reach the target with his pegs: refused."""
    with pytest.raises(RuleError) as err:
        RULES.score(two_near_twenty(), deal(high="Ann", low="Ann", king="Bob",
                                            pegged_out="Bob"))
    assert err.value.field == "pegged_out"


def test_ace_of_trumps_is_pegged_by_the_player_who_holds_high():
    """seeds/000 line 139: high is the best trump dealt; the ace wins its own trick."""
    with pytest.raises(RuleError) as err:
        play([deal(high="Ann", low="Ann", ace="Bob")])
    assert err.value.field == "ace"


def test_no_trump_in_play_nothing_is_pegged():
    """seeds/000 line 139: without a trump in play no trump can be won."""
    with pytest.raises(RuleError) as err:
        play([deal(ten="Ann")])
    assert err.value.field == "ten"


def test_a_pegged_card_above_the_high_card_is_refused():
    """seeds/000 line 139: the king was in play, so a queen was not the highest trump."""
    with pytest.raises(RuleError) as err:
        play([deal(high="Ann", low="Ann", king="Ann", high_card="QS")])
    assert err.value.field == "king"


def test_revoke_offender_pegs_nothing_and_pays_seven_ups_penalty():
    """seeds/000 lines 155-157 (house rule for the pegs): Bob revokes with the jack out;
    Ann adds two, Bob keeps only his low."""
    state = play([deal(high="Ann", low="Bob", jack="Ann", king="Bob", ten="Bob", game="Bob",
                       revoke={"by": "Bob", "take": "add"})])
    assert dict(state.deals[0].points) == {"Ann": 2 + 1 + 1 + 1, "Bob": 1}


def test_points_entry_above_a_deals_most_is_refused():
    """A deal gives one player at most his pegs (25 with the jack's), high, low, jack, game
    and a revoke's two: 35 is beyond it."""
    with pytest.raises(RuleError) as err:
        RULES.score(RULES.new_state(TWO), {"points": {"Ann": 36, "Bob": 0}})
    assert err.value.field == "points"
    assert RULES.score(RULES.new_state(TWO), {"points": {"Ann": 29, "Bob": 0}}).totals["Ann"] == 29


def test_whole_game_on_the_command_line(monkeypatch, capsys):
    """DESIGN.md's ``clubapp score``: all fives played to sixty-one."""
    data = {"players": TWO, "deals": [everything("Ann")] * 3}
    code, out, _ = score_on_cli(monkeypatch, capsys, "all-fives", data)
    assert code == 0 and out["winner"] == "Ann"
    assert out["games"] == [{"winner": "Ann", "totals": {"Ann": 62, "Bob": 0}}]


@settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_fuzz_only_rule_errors_and_rejected_deals_change_nothing(data):
    """Random entries, well formed or not: RuleError or a consistent new state."""
    players = data.draw(st.sampled_from([TWO, ["Ann", "Bob", "Cy"], ["A1", "B1", "A2", "B2"]]))
    deal_ = st.one_of(seven_up_deals(players, pegs=PEGS), entries(RULES, players))
    play_fuzz(RULES, RULES.new_state(players, {"target": 30}), data.draw(st.lists(deal_, max_size=10)))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_fuzz_every_deal_is_a_points_entry_the_check_accepts(data):
    """Whatever a deal of all fives gives (pegs, two revokes, a look too soon), a points entry
    may give: the points check knows every kind of deal."""
    players = data.draw(st.sampled_from([TWO, ["Ann", "Bob", "Cy"], ["A1", "B1", "A2", "B2"]]))
    deals = data.draw(st.lists(seven_up_deals(players, pegs=PEGS), min_size=1, max_size=8))
    points_entries_agree(RULES, players, deals, {"target": 181}, margin=60)
