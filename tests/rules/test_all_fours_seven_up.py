"""Seven-up and pitch (seeds/000 lines 95-163)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from clubapp.rules import RuleError
from clubapp.rules.games.all_fours_seven_up import Pitch, SevenUp
from tests.rules.all_fours_fuzz import (
    entries,
    play_fuzz,
    points_entries_agree,
    score_on_cli,
    seven_up_deals,
)

SEVEN_UP = SevenUp()
PITCH = Pitch()
TWO = ["Ann", "Bob"]  # Ann deals the first hand, Bob is the eldest hand
THREE = ["Ann", "Bob", "Cy"]
FOUR = ["Ann", "Bob", "Cy", "Dan"]  # A = Ann and Cy, B = Bob and Dan


def deal(**fields):
    """A seven-up entry: nobody took anything unless told."""
    base = {"high": None, "low": None, "jack": None, "game": None}
    base.update(fields)
    return base


def play(rules, players, deals, options=None):
    state = rules.new_state(players, options)
    for entry in deals:
        state = rules.score(state, entry)
    return state


# --- the points ---------------------------------------------------------------------------
def test_line_143_game_to_the_dealer_with_more_pips():
    """seeds/000 line 143: eldest 11 pips, dealer 12: the dealer scores the game point."""
    entry = {"high": "Bob", "low": "Bob", "jack": None,
             "game_pips": {"Bob": 4 + 3 + 3 + 1, "Ann": 2 + 10}}
    state = play(SEVEN_UP, TWO, [entry])
    assert dict(state.deals[0].points) == {"Ann": 1, "Bob": 2}


def test_line_143_tie_in_game_goes_to_the_non_dealer():
    """seeds/000 line 143: equal pips, or none at all, score game for the non-dealer."""
    state = play(SEVEN_UP, TWO, [{"high": "Ann", "low": "Ann", "jack": None,
                                  "game_pips": {"Ann": 20, "Bob": 20}}])
    assert state.deals[0].points["Bob"] == 1
    nothing = play(SEVEN_UP, TWO, [{"high": "Ann", "low": "Ann", "jack": None,
                                    "game_pips": {}}])
    assert nothing.deals[0].points["Bob"] == 1


def test_line_143_three_players_tie_between_non_dealers_scores_for_nobody():
    """seeds/000 line 143: three play, the two non-dealers tie: nobody scores game."""
    state = play(SEVEN_UP, THREE, [{"high": "Ann", "low": "Ann", "jack": None,
                                    "game_pips": {"Bob": 14, "Cy": 14, "Ann": 3}}])
    assert dict(state.deals[0].points) == {"Ann": 2, "Bob": 0, "Cy": 0}


def test_line_143_three_players_dealer_tied_with_one_non_dealer_gives_it_to_him():
    """seeds/000 line 143: a tie goes to the non-dealer (the dealer ties with Cy alone)."""
    state = play(SEVEN_UP, THREE, [{"high": "Ann", "low": "Ann", "jack": None,
                                    "game_pips": {"Ann": 14, "Cy": 14, "Bob": 3}}])
    assert state.deals[0].points["Cy"] == 1


def test_line_143_pitch_tie_scores_game_for_nobody():
    """seeds/000 line 143: when no trump is turned, as in pitch, nobody scores a tied game."""
    state = play(PITCH, TWO, [{"high": "Ann", "low": "Bob", "jack": None,
                               "game_pips": {"Ann": 20, "Bob": 20}}])
    assert dict(state.deals[0].points) == {"Ann": 1, "Bob": 1}


def test_line_143_game_cannot_be_left_to_nobody_with_two_players():
    """seeds/000 line 143: with two, somebody always scores game (a tie to the non-dealer)."""
    with pytest.raises(RuleError) as err:
        play(SEVEN_UP, TWO, [deal(high="Ann", low="Ann")])
    assert err.value.field == "game"


def test_line_139_one_trump_is_both_high_and_low_for_its_holder():
    """seeds/000 line 139: the only trump in play is high and low; its holder scores both."""
    state = play(SEVEN_UP, TWO, [deal(high="Bob", low="Bob", game="Ann",
                                      high_card="9H", low_card="9H")])
    assert dict(state.deals[0].points) == {"Ann": 1, "Bob": 2}


def test_line_139_one_trump_cannot_go_to_two_players():
    """seeds/000 line 139: one card both high and low: the same player holds both."""
    with pytest.raises(RuleError) as err:
        play(SEVEN_UP, TWO, [deal(high="Bob", low="Ann", game="Ann",
                                  high_card="9H", low_card="9H")])
    assert err.value.field == "low"


def test_low_card_ranking_above_the_high_card_is_refused():
    """seeds/000 line 97: ace high, so a low above the high is impossible."""
    with pytest.raises(RuleError) as err:
        play(SEVEN_UP, TWO, [deal(high="Bob", low="Ann", game="Ann",
                                  high_card="9H", low_card="QH")])
    assert err.value.field == "low_card"


def test_line_149_a_lone_jack_can_be_high_low_and_jack():
    """seeds/000 line 149: the jack can be high, low and jack at once."""
    state = play(SEVEN_UP, TWO, [deal(high="Bob", low="Bob", jack="Bob", game="Bob",
                                      high_card="JS", low_card="JS")])
    assert state.deals[0].points["Bob"] == 4


def test_jack_cannot_be_in_play_below_a_nine_high():
    """seeds/000 line 139: high is the best trump out; a jack out would beat a nine."""
    with pytest.raises(RuleError) as err:
        play(SEVEN_UP, TWO, [deal(high="Bob", low="Ann", jack="Ann", game="Ann",
                                  high_card="9H")])
    assert err.value.field == "jack"


# --- turned jack and begging --------------------------------------------------------------
def test_line_107_turned_jack_scores_one_to_the_dealer():
    """seeds/000 line 107: the dealer turning the jack scores one point at once."""
    state = play(SEVEN_UP, TWO, [deal(high="Bob", low="Bob", game="Bob", jack_turned=True)])
    assert dict(state.deals[0].points) == {"Ann": 1, "Bob": 3}


def test_line_107_turned_jack_is_not_in_play():
    """seeds/000 line 107: the turned-up jack stays on the pack: nobody can win it in play."""
    with pytest.raises(RuleError) as err:
        play(SEVEN_UP, TWO, [deal(high="Bob", low="Bob", jack="Bob", game="Bob",
                                  jack_turned=True)])
    assert err.value.field == "jack"


def test_line_113_gift_scores_one_to_the_eldest_hand():
    """seeds/000 line 113: the dealer says "take it" and the eldest hand scores the gift."""
    state = play(SEVEN_UP, TWO, [deal(high="Ann", low="Ann", game="Ann", gift=True)])
    assert dict(state.deals[0].points) == {"Ann": 3, "Bob": 1}


def test_line_113_jack_of_another_suit_after_running_scores_again():
    """seeds/000 line 113: after running the cards a jack of another suit scores one more."""
    state = play(SEVEN_UP, TWO, [deal(high="Bob", low="Bob", game="Bob", jack_turned=True,
                                      ran=True, jack_turned_again=True)])
    assert dict(state.deals[0].points) == {"Ann": 2, "Bob": 3}


def test_line_113_after_running_the_first_jacks_suit_is_no_longer_trump():
    """seeds/000 line 113: the cards were run to a new trump; its jack may be in play."""
    state = play(SEVEN_UP, TWO, [deal(high="Bob", low="Bob", jack="Bob", game="Bob",
                                      jack_turned=True, ran=True)])
    assert dict(state.deals[0].points) == {"Ann": 1, "Bob": 4}


def test_line_113_gift_and_running_exclude_each_other():
    """seeds/000 line 113: the dealer either gives the point or runs the cards."""
    with pytest.raises(RuleError) as err:
        play(SEVEN_UP, TWO, [deal(high="Ann", low="Ann", game="Ann", gift=True, ran=True)])
    assert err.value.field == "ran"


def test_line_117_three_players_gift_goes_to_both_opponents():
    """seeds/000 line 117: with three the dealer who gives gives a point to both opponents."""
    state = play(SEVEN_UP, THREE, [deal(high="Ann", low="Ann", gift=True)])
    assert dict(state.deals[0].points) == {"Ann": 2, "Bob": 1, "Cy": 1}


def test_line_117_dealer_may_not_give_the_point_that_puts_a_player_out():
    """seeds/000 line 117: a gift may not put the beggar out; nothing is recorded."""
    state = play(SEVEN_UP, TWO, [deal(high="Bob", low="Bob", jack="Bob", game="Bob", gift=True),
                                 deal(high="Bob", low="Ann", game="Ann")])
    assert dict(state.totals) == {"Ann": 2, "Bob": 6}
    assert state.next_dealer == 0  # Ann deals, Bob is the eldest hand who begs
    with pytest.raises(RuleError) as err:
        SEVEN_UP.score(state, deal(high="Ann", low="Ann", game="Ann", gift=True))
    assert err.value.field == "gift"


# --- going out ----------------------------------------------------------------------------
def six_all():
    """Ann and Bob at six each, Ann to deal (Ann deals first)."""
    return play(SEVEN_UP, TWO, [deal(high="Ann", low="Ann", jack="Ann", game="Ann"),
                                deal(high="Bob", low="Bob", jack="Bob", game="Bob"),
                                deal(high="Ann", low="Ann", jack="Bob", game="Bob")])


def test_line_149_high_goes_out_before_low_jack_and_game():
    """seeds/000 line 149: both can go out in one deal: high goes out first."""
    state = six_all()
    assert dict(state.totals) == {"Ann": 6, "Bob": 6}
    state = SEVEN_UP.score(state, deal(high="Ann", low="Bob", jack="Bob", game="Bob"))
    assert state.match is not None and state.match.winner == "Ann"
    assert dict(state.deals[-1].points) == {"Ann": 1, "Bob": 0}


def test_line_149_low_goes_out_before_jack():
    """seeds/000 line 149: Ann needs two (high and low), Bob one (the jack): low is first."""
    state = play(SEVEN_UP, TWO, [deal(high="Ann", low="Ann", jack="Ann", game="Ann"),
                                 deal(high="Bob", low="Bob", jack="Bob", game="Bob"),
                                 deal(high="Ann", low="Bob", game="Bob")])
    assert dict(state.totals) == {"Ann": 5, "Bob": 6}
    state = SEVEN_UP.score(state, deal(high="Ann", low="Ann", jack="Bob", game="Bob"))
    assert state.match is not None and state.match.winner == "Ann"
    assert dict(state.deals[-1].points) == {"Ann": 2, "Bob": 0}


def test_line_149_jack_goes_out_before_game():
    """seeds/000 line 149: three play, Bob and Cy need one each: Bob's jack beats Cy's game."""
    state = play(SEVEN_UP, THREE, [deal(high="Bob", low="Bob", jack="Bob", game="Bob"),
                                   deal(high="Cy", low="Cy", jack="Cy", game="Cy"),
                                   deal(high="Bob", low="Bob", jack="Cy", game="Cy")])
    assert dict(state.totals) == {"Ann": 0, "Bob": 6, "Cy": 6}
    state = SEVEN_UP.score(state, deal(high="Ann", low="Ann", jack="Bob", game="Cy"))
    assert state.match is not None and state.match.winner == "Bob"
    assert dict(state.deals[-1].points) == {"Ann": 2, "Bob": 1, "Cy": 0}


def test_line_107_turned_jack_wins_before_the_hand_is_played():
    """seeds/000 lines 107, 149: the turned jack is scored at once, before any other point."""
    state = SEVEN_UP.score(six_all(), deal(dealer="Ann", high="Bob", low="Bob", game="Bob",
                                           jack_turned=True))
    assert state.match is not None and state.match.winner == "Ann"
    assert dict(state.deals[-1].points) == {"Ann": 1, "Bob": 0}


# --- the revoke ---------------------------------------------------------------------------
def test_line_155_revoke_without_the_jack_costs_one_point_added():
    """seeds/000 line 155: jack not in play: one point the opponent adds to his score."""
    state = play(SEVEN_UP, TWO, [deal(high="Ann", low="Bob", game="Bob",
                                      revoke={"by": "Ann", "take": "add"})])
    assert dict(state.deals[0].points) == {"Ann": 1, "Bob": 3}


def test_line_155_revoke_penalty_deducted_from_the_offender():
    """seeds/000 line 155: or deducted from the offender's score; he still scores high."""
    state = play(SEVEN_UP, TWO, [deal(high="Ann", low="Bob", game="Bob",
                                      revoke={"by": "Ann", "take": "deduct"})])
    assert dict(state.deals[0].points) == {"Ann": 0, "Bob": 2}


def test_line_157_revoke_with_the_jack_out_costs_two_and_offender_loses_jack_and_game():
    """seeds/000 line 157: jack in play: two points; the offender scores neither jack nor
    game, which the opponent takes only if he made them."""
    state = play(SEVEN_UP, TWO, [deal(high="Ann", low="Ann", jack="Ann", game="Ann",
                                      revoke={"by": "Ann", "take": "add"})])
    assert dict(state.deals[0].points) == {"Ann": 2, "Bob": 2}


def test_line_159_offender_cannot_go_out_and_stops_at_six():
    """seeds/000 line 159: whatever he makes, the offender stops at six this hand."""
    state = play(SEVEN_UP, TWO, [deal(high="Ann", low="Ann", jack="Ann", game="Ann", gift=True),
                                 deal(high="Ann", low="Bob", game="Bob")])
    assert dict(state.totals) == {"Ann": 5, "Bob": 3}
    state = SEVEN_UP.score(state, deal(high="Ann", low="Ann", game="Bob",
                                       revoke={"by": "Ann", "take": "add"}))
    assert dict(state.totals) == {"Ann": 6, "Bob": 5} and not state.over
    assert dict(state.deals[-1].points) == {"Ann": 1, "Bob": 2}


def test_revoke_in_partnership_penalises_the_side():
    """seeds/000 lines 101, 157: four play as partners; Dan revokes with the jack out: side A
    adds two, side B loses Dan's jack, A makes game on 18 pips against 11."""
    entry = {"high": "Cy", "low": "Bob", "jack": "Dan", "revoke": {"by": "Dan", "take": "add"},
             "game_pips": {"Ann": 9, "Cy": 9, "Bob": 10, "Dan": 1}}
    state = play(SEVEN_UP, FOUR, [entry])
    assert dict(state.deals[0].points) == {"A": 4, "B": 1}


def test_line_155_157_two_revokes_in_one_hand_each_cost_their_penalty():
    """seeds/000 lines 155-157: each revoke is a revoke: both sides revoke with the jack in play,
    each pays two (Ann's added to Bob, Bob's deducted from himself); neither offender scores
    jack or game."""
    state = play(SEVEN_UP, TWO, [deal(high="Ann", low="Bob", jack="Ann", game="Bob",
                                      revoke={"by": "Ann", "take": "add"},
                                      second_revoke={"by": "Bob", "take": "deduct"})])
    assert dict(state.deals[0].points) == {"Ann": 1, "Bob": 2 - 2 + 1}
    assert state.deals[0].note_text() == "revoke Bob +2, revoke Bob -2, high Ann, low Bob"


def test_line_157_159_the_same_player_revoking_twice_pays_twice_and_stops_at_six():
    """seeds/000 lines 157-159: Cy revokes twice (three players, jack out): each penalty is
    added to both opponents; he scores no jack and cannot go out."""
    state = play(SEVEN_UP, THREE, [{"points": {"Ann": 0, "Bob": 0, "Cy": 5}},
                                   deal(high="Cy", low="Cy", jack="Cy", game="Ann",
                                        revoke={"by": "Cy", "take": "add"},
                                        second_revoke={"by": "Cy", "take": "add"})])
    assert dict(state.deals[-1].points) == {"Ann": 5, "Bob": 4, "Cy": 1}
    assert not state.over and state.totals["Cy"] == 6


def test_line_115_strict_point_for_looking_at_the_cards_too_soon():
    """seeds/000 line 115: among strict players, if the dealer's partner or the pone looks at
    his cards before the eldest hand and the dealer have settled, the opponents score a point.
    Four play, Ann deals: Bob is eldest, Cy (Ann's partner) and Dan (the pone) must wait."""
    state = play(SEVEN_UP, FOUR, [deal(high="Bob", low="Bob", game="Bob", looked_early=["Cy"])])
    assert dict(state.deals[0].points) == {"A": 0, "B": 1 + 3}
    assert state.deals[0].note_text() == "looked too soon B, high B, low B, game B"
    both = play(SEVEN_UP, FOUR, [deal(high="Bob", low="Bob", game="Bob",
                                      looked_early=["Cy", "Dan"])])
    assert dict(both.deals[0].points) == {"A": 1, "B": 4}
    three = play(SEVEN_UP, THREE, [deal(high="Bob", low="Bob", game="Bob",
                                        looked_early=["Cy"])])
    assert dict(three.deals[0].points) == {"Ann": 1, "Bob": 4, "Cy": 0}
    for who, players in (("Bob", FOUR), ("Ann", FOUR), ("Ann", TWO)):
        with pytest.raises(RuleError) as err:
            play(SEVEN_UP, players, [deal(high="Bob", low="Bob", game="Bob",
                                          looked_early=[who])])
        assert err.value.field == "looked_early"


def test_line_115_a_points_entry_may_hold_the_strict_point():
    """The strict point of line 115 is a deal of seven-up: a points entry may give it."""
    assert play(SEVEN_UP, FOUR, [{"points": {"A": 1, "B": 4}}]).totals["B"] == 4
    assert "looked_early" not in {f.name for f in PITCH.entry_schema}  # no trump turned, line 109


def test_game_and_game_pips_together_are_refused():
    """One answer for the game point: who made it, or the pips."""
    with pytest.raises(RuleError) as err:
        play(SEVEN_UP, TWO, [deal(high="Ann", low="Ann", game="Ann",
                                  game_pips={"Ann": 3, "Bob": 1})])
    assert err.value.field == "game_pips"


def test_more_pips_than_the_cards_in_play_hold_are_refused():
    """seeds/000 lines 107, 143: two hands of six hold at most 68 pips (four tens, aces, kings)."""
    with pytest.raises(RuleError) as err:
        play(SEVEN_UP, TWO, [{"high": "Ann", "low": "Ann", "jack": None,
                              "game_pips": {"Ann": 40, "Bob": 29}}])
    assert err.value.field == "game_pips"


def test_partners_add_their_pips_for_game():
    """seeds/000 lines 101, 143: partners count their pips together."""
    entry = {"high": "Cy", "low": "Bob", "jack": None,
             "game_pips": {"Ann": 9, "Cy": 9, "Bob": 10, "Dan": 1}}
    state = play(SEVEN_UP, FOUR, [entry])
    assert dict(state.deals[0].points) == {"A": 2, "B": 1}
    assert dict(state.extra["to_go"]) == {"A": 5, "B": 6}


# --- chips to go and whole games ----------------------------------------------------------
def test_line_99_chips_to_go_start_at_seven_and_fall_with_every_point():
    """seeds/000 line 99: seven chips each; one look shows how many each has to go."""
    state = SEVEN_UP.new_state(THREE)
    assert dict(state.extra["to_go"]) == {"Ann": 7, "Bob": 7, "Cy": 7}
    state = SEVEN_UP.score(state, deal(high="Bob", low="Cy", jack="Bob", game="Cy"))
    assert dict(state.extra["to_go"]) == {"Ann": 7, "Bob": 5, "Cy": 5}
    assert SEVEN_UP.to_go(state) == {"Ann": 7, "Bob": 5, "Cy": 5}


def test_line_121_whole_game_of_seven_up_to_seven_points():
    """seeds/000 line 121: the first to seven wins; the deal passes to the left."""
    deals = [deal(high="Bob", low="Ann", jack="Bob", game="Bob"),  # Ann deals: Ann 1, Bob 3
             deal(high="Ann", low="Ann", game="Ann", jack_turned=True),  # Bob deals: 4 and 4
             deal(high="Bob", low="Bob", jack="Ann", game="Bob", gift=True)]  # gift, high, low
    state = play(SEVEN_UP, TWO, deals)
    assert [d.dealer for d in state.deals] == ["Ann", "Bob", "Ann"]
    assert state.match is not None and state.match.winner == "Bob"
    assert dict(state.deals[-1].points) == {"Ann": 0, "Bob": 3}
    assert dict(state.games[0].totals) == {"Ann": 4, "Bob": 7}
    with pytest.raises(RuleError):
        SEVEN_UP.score(state, deal(high="Ann", low="Ann", game="Ann"))


def test_whole_game_of_pitch_with_four_partners():
    """seeds/000 lines 101, 109: pitch by four in partnerships, played to seven."""
    deals = [{"high": "Ann", "low": "Cy", "jack": "Bob", "game": "Cy"}] * 3
    state = play(PITCH, FOUR, deals)
    assert state.match is not None and state.match.winner == "A"
    assert dict(state.games[0].totals) == {"A": 7, "B": 2}


def test_pitch_has_no_begging_fields():
    """seeds/000 line 109: no trump is turned in pitch: no turned jack, no gift."""
    with pytest.raises(RuleError) as err:
        play(PITCH, TWO, [{"high": "Ann", "low": "Ann", "jack": None, "game": "Ann",
                           "gift": True}])
    assert err.value.field == "gift"


def test_pitch_always_has_high_and_low():
    """seeds/000 line 109: the pitched card is a trump, so high and low are always out."""
    with pytest.raises(RuleError) as err:
        play(PITCH, TWO, [{"high": None, "low": None, "jack": None, "game": "Ann"}])
    assert err.value.field == "high"


# --- points entries -----------------------------------------------------------------------
def test_points_entry_within_a_deal_is_counted():
    """seeds/000 line 121: a deal gives a player at most five of the six points."""
    state = play(SEVEN_UP, TWO, [{"points": {"Ann": 4, "Bob": 1}}])
    assert dict(state.totals) == {"Ann": 4, "Bob": 1}


def test_points_entry_no_deal_can_give_is_refused():
    """seeds/000 line 121: one player makes at most five points; with the turned jack, high,
    low, jack and game and two revokes' penalties added to his score (lines 155-157) nine is
    the most, ten cannot be."""
    state = SEVEN_UP.new_state(TWO)
    assert SEVEN_UP.score(state, {"points": {"Ann": 9, "Bob": 0}}).totals["Ann"] == 9
    with pytest.raises(RuleError) as err:
        SEVEN_UP.score(state, {"points": {"Ann": 10, "Bob": 0}})
    assert err.value.field == "points"
    with pytest.raises(RuleError):  # four points and two revokes' two are the most in pitch
        PITCH.score(PITCH.new_state(TWO), {"points": {"Ann": 9, "Bob": 0}})


def test_point_given_twice_or_to_a_stranger_is_refused():
    """A point goes to a player at the table."""
    with pytest.raises(RuleError) as err:
        play(SEVEN_UP, TWO, [deal(high="Zed", low="Ann", game="Ann")])
    assert err.value.field == "high"


def test_whole_games_on_the_command_line(monkeypatch, capsys):
    """DESIGN.md's ``clubapp score``: a game of seven-up to its end; a bad deal exits 2."""
    deals = [deal(high="Bob", low="Ann", jack="Bob", game="Bob"),
             deal(high="Ann", low="Ann", game="Ann", jack_turned=True),
             deal(high="Bob", low="Bob", jack="Ann", game="Bob", gift=True)]
    code, out, _ = score_on_cli(monkeypatch, capsys, "seven-up", {"players": TWO, "deals": deals})
    assert code == 0 and out["winner"] == "Bob"
    assert out["deals"][-1] == {"points": {"Ann": 0, "Bob": 3}, "totals": {"Ann": 4, "Bob": 7}}
    bad = {"players": TWO, "deals": [deals[0], deal(high="Ann", low="Ann", ran=True, gift=True)]}
    code, out, err = score_on_cli(monkeypatch, capsys, "seven-up", bad)
    assert code == 2 and out is None and "deal 2: ran:" in err
    pitch = {"players": FOUR, "deals": [{"high": "Ann", "low": "Cy", "jack": "Bob",
                                         "game": "Cy"}] * 3}
    code, out, _ = score_on_cli(monkeypatch, capsys, "pitch", pitch)
    assert code == 0 and out["winner"] == "A"


@pytest.mark.parametrize("rules", [SEVEN_UP, PITCH], ids=["seven-up", "pitch"])
@pytest.mark.parametrize("players", [TWO, THREE, FOUR], ids=["two", "three", "four"])
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_fuzz_only_rule_errors_and_rejected_deals_change_nothing(rules, players, data):
    """Random entries, well formed or not: RuleError or a consistent new state."""
    deal = st.one_of(seven_up_deals(players, begging=rules.turns_trump),
                     seven_up_deals(players, begging=rules.turns_trump), entries(rules, players))
    deals = data.draw(st.lists(deal, max_size=12))
    play_fuzz(rules, rules.new_state(players), deals)


@pytest.mark.parametrize("players", [TWO, THREE, FOUR], ids=["two", "three", "four"])
@pytest.mark.parametrize("rules", [SEVEN_UP, PITCH], ids=["seven-up", "pitch"])
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_fuzz_every_deal_is_a_points_entry_the_check_accepts(rules, players, data):
    """Whatever a deal gives (two revokes, a look too soon, begging), a points entry may give:
    the points check knows every kind of deal."""
    deals = data.draw(st.lists(seven_up_deals(players, begging=rules is SEVEN_UP),
                               min_size=1, max_size=8))
    points_entries_agree(rules, players, deals, {"target": 21}, margin=11)
