"""California jack and Shasta Sam (seeds/000 lines 165-173)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from clubapp.rules import RuleError
from clubapp.rules.games.all_fours_california import CaliforniaJack, ShastaSam
from tests.rules.all_fours_fuzz import (
    entries,
    play_fuzz,
    points_entries_agree,
    score_on_cli,
    seven_up_deals,
)

RULES = CaliforniaJack()
TWO = ["Ann", "Bob"]  # Ann deals first


def play(deals, rules=RULES):
    state = rules.new_state(TWO)
    for entry in deals:
        state = rules.score(state, entry)
    return state


def test_line_171_low_goes_to_the_player_who_wins_it():
    """seeds/000 line 171: every point, low included, to the player who wins the card."""
    state = play([{"high": "Ann", "low": "Ann", "jack": "Bob", "game": "Bob"}])
    assert dict(state.deals[0].points) == {"Ann": 2, "Bob": 2}


def test_line_167_whole_pack_is_played_so_the_pips_add_up_to_eighty():
    """seeds/000 line 167: the stock is drawn to the end: all 80 pips are won."""
    state = play([{"high": "Ann", "low": "Bob", "jack": "Ann",
                   "game_pips": {"Ann": 45, "Bob": 35}}])
    assert dict(state.deals[0].points) == {"Ann": 3, "Bob": 1}
    with pytest.raises(RuleError) as err:
        play([{"high": "Ann", "low": "Bob", "jack": "Ann", "game_pips": {"Ann": 45, "Bob": 30}}])
    assert err.value.field == "game_pips"


def play_with(options, deals, rules=RULES):
    state = rules.new_state(TWO, options)
    for entry in deals:
        state = rules.score(state, entry)
    return state


@pytest.mark.parametrize("rules", [RULES, ShastaSam()], ids=["california-jack", "shasta-sam"])
def test_line_169_143_trump_cut_not_turned_so_a_tie_for_game_scores_for_nobody(rules):
    """seeds/000 line 169: the trump is fixed by the cut, not turned; line 143: "when the
    trump is not turned, as in pitch, nobody can score game on a tie"."""
    tie = {"high": "Ann", "low": "Ann", "jack": "Ann", "game_pips": {"Ann": 40, "Bob": 40}}
    assert dict(play([tie], rules).deals[0].points) == {"Ann": 3, "Bob": 0}
    assert dict(play([{**{k: v for k, v in tie.items() if k != "game_pips"}, "game": None}],
                     rules).deals[0].points) == {"Ann": 3, "Bob": 0}
    assert rules.new_state(TWO).options["tied_game"] == "nobody"


def test_line_143_house_rule_tied_game_to_the_non_dealer():
    """House rule ``tied_game=non-dealer``: the tie goes to the non-dealer as in seven-up
    (line 143), and then somebody always scores game."""
    tie = {"high": "Ann", "low": "Ann", "jack": "Ann", "game_pips": {"Ann": 40, "Bob": 40}}
    state = play_with({"tied_game": "non-dealer"}, [tie])
    assert dict(state.deals[0].points) == {"Ann": 3, "Bob": 1}
    with pytest.raises(RuleError) as err:
        play_with({"tied_game": "non-dealer"},
                  [{"high": "Ann", "low": "Ann", "jack": "Ann", "game": None}])
    assert err.value.field == "game"


def test_line_143_a_points_entry_may_leave_game_unscored_when_a_tie_scores_for_nobody():
    """High, low and jack but no game (a tie, line 143) is a deal of California jack; with the
    non-dealer house rule the fourth point always goes to somebody."""
    assert play([{"points": {"Ann": 1, "Bob": 2}}]).totals["Bob"] == 2
    with pytest.raises(RuleError) as err:
        play_with({"tied_game": "non-dealer"}, [{"points": {"Ann": 1, "Bob": 2}}])
    assert err.value.field == "points"


def test_line_167_high_low_and_jack_are_always_won():
    """seeds/000 line 167: with the whole pack played, the ace, deuce and jack are all won."""
    with pytest.raises(RuleError) as err:
        play([{"high": "Ann", "low": "Bob", "jack": None, "game": "Bob"}])
    assert err.value.field == "jack"


def test_line_169_no_turned_trump_no_begging():
    """seeds/000 line 169: trump is cut for, not turned: no turned jack, no gift."""
    with pytest.raises(RuleError) as err:
        play([{"high": "Ann", "low": "Bob", "jack": "Ann", "game": "Bob", "jack_turned": True}])
    assert err.value.field == "jack_turned"


def test_line_157_revoke_costs_two_because_the_jack_is_always_out():
    """seeds/000 line 157: jack in play: 2 points; the offender's jack and game do not count."""
    state = play([{"high": "Bob", "low": "Ann", "jack": "Bob", "game": "Bob",
                   "revoke": {"by": "Bob", "take": "deduct"}}])
    assert dict(state.deals[0].points) == {"Ann": 1, "Bob": 1 - 2}


def test_line_171_whole_game_to_seven():
    """seeds/000 line 171: seven points make the game."""
    deals = [{"high": "Ann", "low": "Ann", "jack": "Bob", "game": "Ann"},
             {"high": "Bob", "low": "Ann", "jack": "Ann", "game": "Ann"},
             {"high": "Ann", "low": "Bob", "jack": "Bob", "game": "Bob"}]
    state = play(deals)
    assert state.match is not None and state.match.winner == "Ann"
    assert dict(state.games[0].totals) == {"Ann": 7, "Bob": 2}


def test_line_173_shasta_sam_scores_like_california_jack():
    """seeds/000 line 173: Shasta Sam is California jack with the stock face down."""
    deals = [{"high": "Ann", "low": "Bob", "jack": "Ann", "game_pips": {"Ann": 50, "Bob": 30}}]
    assert play(deals, ShastaSam()).totals == play(deals).totals
    assert ShastaSam().id == "shasta-sam" and ShastaSam().max_players == 2


def test_california_jack_is_for_two():
    """seeds/000 line 167: a game for two players."""
    with pytest.raises(RuleError) as err:
        RULES.new_state(["Ann", "Bob", "Cy"])
    assert err.value.field == "players"


def test_points_entry_checked_against_a_deal():
    """A deal gives at most four points and two revokes' two each to one player."""
    assert play([{"points": {"Ann": 3, "Bob": 1}}]).totals["Ann"] == 3
    with pytest.raises(RuleError) as err:
        play([{"points": {"Ann": 9, "Bob": 0}}])
    assert err.value.field == "points"


@pytest.mark.parametrize("game", ["california-jack", "shasta-sam"])
def test_whole_game_on_the_command_line(monkeypatch, capsys, game):
    """DESIGN.md's ``clubapp score``: California jack and Shasta Sam to seven."""
    deals = [{"high": "Ann", "low": "Ann", "jack": "Bob", "game": "Ann"},
             {"high": "Bob", "low": "Ann", "jack": "Ann", "game": "Ann"},
             {"high": "Ann", "low": "Bob", "jack": "Bob", "game": "Bob"}]
    code, out, _ = score_on_cli(monkeypatch, capsys, game, {"players": TWO, "deals": deals})
    assert code == 0 and out["winner"] == "Ann" and out["game"] == game


@settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_fuzz_only_rule_errors_and_rejected_deals_change_nothing(data):
    """Random entries, well formed or not: RuleError or a consistent new state."""
    deal = st.one_of(seven_up_deals(TWO, begging=False), entries(RULES, TWO))
    play_fuzz(RULES, RULES.new_state(TWO), data.draw(st.lists(deal, max_size=10)))


@pytest.mark.parametrize("options", [{}, {"tied_game": "non-dealer"}], ids=["book", "house"])
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_fuzz_every_deal_is_a_points_entry_the_check_accepts(options, data):
    """Whatever a deal gives (two revokes, a tie), a points entry may give."""
    deals = data.draw(st.lists(seven_up_deals(TWO, begging=False), min_size=1, max_size=8))
    points_entries_agree(RULES, TWO, deals, {**options, "target": 21}, margin=11)
