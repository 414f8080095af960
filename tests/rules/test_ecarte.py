"""Écarté by seeds/002 lines 299–320 (cut off before the scoring: house-rule defaults)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from clubapp.rules import RuleError, get_game, result_json

from .euchre_family_fuzz import check_fuzz, entries_for

PLAYERS = ["Dealer", "Elder"]
GAME = get_game("ecarte")


def play(deals, **options):
    return GAME.score_all(GAME.new_state(PLAYERS, options), deals)


def tricks(dealer, elder):
    return {"Dealer": dealer, "Elder": elder}


def points(entry, **options):
    return dict(play([entry], **options).deals[0].points)


def test_line_307_two_players():
    """seeds/002 line 307: écarté is played by two persons."""
    with pytest.raises(RuleError):
        GAME.new_state(["A", "B", "C"])


def test_the_point_for_three_or_four_tricks():
    """House-rule default (the standard count): three or four tricks score one."""
    assert points({"tricks": tricks(3, 2)}) == {"Dealer": 1, "Elder": 0}
    assert points({"tricks": tricks(1, 4)}) == {"Dealer": 0, "Elder": 1}


def test_the_vole_scores_two():
    """House-rule default: all five tricks, the vole, score two."""
    assert points({"tricks": tricks(0, 5)}) == {"Dealer": 0, "Elder": 2}
    assert points({"tricks": tricks(0, 5)}, vole_points=3) == {"Dealer": 0, "Elder": 3}


def test_the_king_of_trumps_scores_one_turned_or_announced():
    """House-rule default: the king turned up (to the dealer) or held and announced: one."""
    assert points({"tricks": tricks(2, 3), "king": "Dealer"}) == {"Dealer": 1, "Elder": 1}
    assert points({"tricks": tricks(2, 3), "king": "Elder"}) == {"Dealer": 0, "Elder": 2}
    assert points({"tricks": tricks(2, 3), "king": "Elder"}, king_points=0) == {"Dealer": 0, "Elder": 1}


def test_playing_without_proposing_and_failing_gives_two():
    """House-rule default: the elder who plays without proposing and fails: the dealer scores 2."""
    assert points({"tricks": tricks(3, 2), "forced_by": "Elder"}) == {"Dealer": 2, "Elder": 0}
    # ...and if he succeeds, the usual point.
    assert points({"tricks": tricks(2, 3), "forced_by": "Elder"}) == {"Dealer": 0, "Elder": 1}


def test_refusing_the_proposal_and_failing_gives_two():
    """House-rule default: the dealer who refuses the proposal and fails: the elder scores 2,
    no more for a vole."""
    assert points({"tricks": tricks(1, 4), "forced_by": "Dealer"}) == {"Dealer": 0, "Elder": 2}
    assert points({"tricks": tricks(0, 5), "forced_by": "Dealer"}) == {"Dealer": 0, "Elder": 2}


def test_line_305_game_is_five_and_the_king_counts_first():
    """seeds/002 line 305: the game is five points. The king is scored before the play, so a
    player at four who turns or announces the king is out before the tricks count."""
    state = play([{"tricks": tricks(0, 5)}, {"tricks": tricks(0, 5)}, {"tricks": tricks(3, 2)},
                  {"tricks": tricks(3, 2)}, {"tricks": tricks(3, 2)}])
    assert dict(state.totals) == {"Dealer": 3, "Elder": 4}
    state = GAME.score(state, {"tricks": tricks(5, 0), "king": "Elder"})
    assert state.games[0].winner == "Elder"
    assert dict(state.deals[-1].points) == {"Dealer": 0, "Elder": 1}  # the vole not counted
    assert result_json(GAME, state)["winner"] == "Elder"


def test_deal_alternates():
    state = play([{"tricks": tricks(3, 2)}] * 3)
    assert [d.dealer for d in state.deals] == ["Dealer", "Elder", "Dealer"]


@pytest.mark.parametrize("entry, field", [
    ({"tricks": tricks(3, 3)}, "tricks"), ({"tricks": {"Dealer": 6}}, "tricks.Dealer"),
    ({"tricks": tricks(3, 2), "king": "Nobody"}, "king"), ({}, "tricks"),
])
def test_bad_entries_name_the_field(entry, field):
    with pytest.raises(RuleError) as info:
        play([entry])
    assert info.value.field == field


@pytest.mark.parametrize("given_points", [{"Dealer": 1}, {"Dealer": 2}, {"Dealer": 3},
                                          {"Dealer": 1, "Elder": 1}, {"Dealer": 2, "Elder": 1}])
def test_points_entry_accepts_a_deals_points(given_points):
    state = play([{"points": given_points}])
    assert {k: v for k, v in state.deals[0].points.items() if v} == given_points


@pytest.mark.parametrize("given_points", [{}, {"Dealer": 4}, {"Dealer": 3, "Elder": 1},
                                          {"Dealer": 2, "Elder": 2}, {"Dealer": -1}])
def test_points_no_deal_gives_are_refused(given_points):
    with pytest.raises(RuleError) as info:
        play([{"points": given_points}])
    assert info.value.field == "points"


def test_points_that_end_the_game_for_either_are_refused():
    """The king counts first: with both at four, one point each cannot say who went out."""
    state = play([{"tricks": tricks(3, 2)}, {"tricks": tricks(2, 3)}] * 4)
    assert dict(state.totals) == {"Dealer": 4, "Elder": 4}
    with pytest.raises(RuleError, match="king"):
        GAME.score(state, {"points": {"Dealer": 1, "Elder": 1}})
    assert GAME.score(state, {"points": {"Elder": 2}}).games[0].winner == "Elder"


@settings(max_examples=150, deadline=None)
@given(st.lists(entries_for(GAME, PLAYERS, (0, 1, 2, 3), counts_total=5), max_size=20))
def test_fuzz_only_rule_errors_and_rejections_change_nothing(deals):
    check_fuzz(GAME, PLAYERS, deals)
