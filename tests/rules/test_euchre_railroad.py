"""Railroad euchre by seeds/002 lines 99–127 (with laws 1–3 and 30, lines 213–217 and 277)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from clubapp.rules import RuleError, get_game

from .euchre_family_fuzz import check_fuzz, entries_for

PLAYERS = ["Ann", "Bob", "Cat", "Dan"]
GAME = get_game("euchre-railroad")
LONE = {"alone": True}


def play(deals, **options):
    return GAME.score_all(GAME.new_state(PLAYERS, options), deals)


def points(entry, **options):
    return dict(play([entry], **options).deals[0].points)


def test_line_115_scoring_otherwise_as_the_four_hand_game():
    """seeds/002 line 115: apart from four for euchring a lone hand, the ordinary count."""
    assert points({"makers": "A", "tricks": 5}) == {"A": 2, "B": 0}
    assert points({"makers": "A", "tricks": 4}) == {"A": 1, "B": 0}
    assert points({"makers": "A", "tricks": 2}) == {"A": 0, "B": 2}
    assert points({"makers": "B", "tricks": 5, **LONE}) == {"A": 0, "B": 4}
    assert points({"makers": "B", "tricks": 1, **LONE}) == {"A": 2, "B": 0}


def test_line_111_lone_maker_euchred_by_an_opposing_lone_hand_gives_four():
    """seeds/002 line 111: a lone maker euchred by an opposing lone player: the euchre counts four."""
    assert points({"makers": "A", "tricks": 2, **LONE, "lone_against": True}) == {"A": 0, "B": 4}
    # The lone maker who beats the lone opponent scores as usual.
    assert points({"makers": "A", "tricks": 5, **LONE, "lone_against": True}) == {"A": 4, "B": 0}


def test_line_111_only_a_lone_hand_is_played_against_alone():
    with pytest.raises(RuleError) as info:
        play([{"makers": "A", "tricks": 2, "lone_against": True}])
    assert info.value.field == "lone_against"


def test_line_117_laps_carry_the_points_over_game():
    """seeds/002 line 117: with laps, points beyond game count in the next game."""
    deals = [{"makers": "A", "tricks": 5}, {"makers": "A", "tricks": 5},  # A at 4
             {"makers": "A", "tricks": 5, **LONE}]  # 8: three over game
    state = play(deals, laps=True)
    assert dict(state.games[0].totals) == {"A": 8, "B": 0}
    assert dict(state.totals) == {"A": 3, "B": 0}
    assert dict(play(deals).totals) == {"A": 0, "B": 0}  # without laps


def test_line_117_laps_the_whole_surplus_carries_and_can_win_the_next_game_at_once():
    """seeds/002 line 117: "the extra points are counted in the next game" — all of them: a
    jambone at four leaves seven over game, which win the next game at once, and two more open
    the game after."""
    deals = [{"makers": "A", "tricks": 5}, {"makers": "A", "tricks": 5},  # A at 4
             {"makers": "A", "tricks": 5, **LONE, "jambone": True}]  # 12: seven over game
    state = play(deals, laps=True, rubber=False)
    assert [(g.winner, dict(g.totals)) for g in state.games] == [
        ("A", {"A": 12, "B": 0}), ("A", {"A": 7, "B": 0})]
    assert dict(state.totals) == {"A": 2, "B": 0}
    assert state.match is None  # laps without rubbers: the games go on
    assert state.deals[-1].note_text() == (
        "jambone: all five; laps: A's 7 carried win the next game at once")
    rubber = play(deals, laps=True)  # the same two games make the rubber
    assert rubber.match is not None and rubber.match.winner == "A"
    assert rubber.match.value == 3 + 3 + 2


def test_line_117_house_rule_lap_cap_carries_one_short_of_game():
    """The cap is a house rule (not in the book), off by default: on, a lap carries at most one
    point short of game, so that the next game is always played."""
    deals = [{"makers": "A", "tricks": 5}, {"makers": "A", "tricks": 5},
             {"makers": "A", "tricks": 5, **LONE, "jambone": True}]
    state = play(deals, laps=True, lap_cap=True)
    assert len(state.games) == 1 and dict(state.totals) == {"A": 4, "B": 0}
    assert GAME.new_state(PLAYERS).options["lap_cap"] is False


def test_line_117_laps_work_with_rubbers_off():
    """seeds/002 line 117 with the house rule of no rubbers: each game stands alone, and the
    surplus still opens the next one."""
    deals = [{"makers": "B", "tricks": 5, **LONE}, {"makers": "B", "tricks": 5, **LONE}]  # B 8
    state = play(deals, laps=True, rubber=False)
    assert [g.winner for g in state.games] == ["B"] and dict(state.totals) == {"A": 0, "B": 3}
    state = GAME.score(state, {"makers": "B", "tricks": 5})
    assert [g.winner for g in state.games] == ["B", "B"] and not state.over
    assert play(deals, rubber=False).over  # without laps, one game is the whole match


def test_line_119_slam_counts_two_games_and_wins_the_rubber():
    """seeds/002 line 119: five before the other side scores is a slam: two games."""
    deals = [{"makers": "A", "tricks": 5, **LONE}, {"makers": "A", "tricks": 3}]
    state = play(deals, slams=True)
    assert state.match is not None and state.match.winner == "A"
    assert state.games[0].value == 6  # two triples
    assert state.match.value == 6 + 2
    assert play(deals).match is None  # without slams, one game of the rubber


def test_line_119_no_slam_once_the_losers_have_scored():
    deals = [{"makers": "B", "tricks": 3}, {"makers": "A", "tricks": 5, **LONE},
             {"makers": "A", "tricks": 3}]
    state = play(deals, slams=True)
    assert state.match is None and state.games[0].value == 2


def test_line_121_ready_hand_march_scores_five():
    """seeds/002 line 121: a lone hand without his partner's best card: all five tricks five."""
    ready = {"makers": "A", **LONE, "help": False}
    assert points({**ready, "tricks": 5}, ready_hand_bonus=True) == {"A": 5, "B": 0}
    assert points({**ready, "tricks": 5}) == {"A": 4, "B": 0}  # the bonus not agreed


def test_line_121_ready_hand_short_of_five_gives_one_euchred_three():
    """seeds/002 line 121: not all five, the opponents score one; euchred, three."""
    ready = {"makers": "B", **LONE, "help": False}
    assert points({**ready, "tricks": 4}, ready_hand_bonus=True) == {"A": 1, "B": 0}
    assert points({**ready, "tricks": 2}, ready_hand_bonus=True) == {"A": 3, "B": 0}


def test_line_121_nobody_plays_alone_against_a_ready_hand():
    """seeds/002 line 121: the opponents may not play alone against him."""
    entry = {"makers": "B", "tricks": 2, **LONE, "help": False, "lone_against": True}
    with pytest.raises(RuleError) as info:
        play([entry], ready_hand_bonus=True)
    assert info.value.field == "lone_against"


def test_line_121_lone_hand_with_partners_card_is_no_ready_hand():
    assert points({"makers": "A", "tricks": 5, **LONE, "help": True},
                  ready_hand_bonus=True) == {"A": 4, "B": 0}


def test_line_123_jambone_eight_one_and_loses_two():
    """seeds/002 line 123: jambone: five tricks eight, three or four one, euchred he loses two."""
    jambone = {"makers": "A", **LONE, "jambone": True}
    assert points({**jambone, "tricks": 5}) == {"A": 8, "B": 0}
    assert points({**jambone, "tricks": 3}) == {"A": 1, "B": 0}
    assert points({**jambone, "tricks": 2}) == {"A": -2, "B": 0}
    assert points({**jambone, "tricks": 2}, jambone_euchred="opponents") == {"A": 0, "B": 2}


def test_line_123_no_lone_hand_against_a_jambone_and_only_a_lone_hand_declares_it():
    """seeds/002 line 123: playing alone against a jambone is not allowed."""
    with pytest.raises(RuleError) as info:
        play([{"makers": "A", "tricks": 2, **LONE, "jambone": True, "lone_against": True}])
    assert info.value.field == "lone_against"
    with pytest.raises(RuleError) as info:
        play([{"makers": "A", "tricks": 5, "jambone": True}])
    assert info.value.field == "jambone"


def test_line_125_jamboree_scores_sixteen():
    """seeds/002 line 125: a jamboree, declared and shown, scores sixteen."""
    state = play([{"makers": "B", "tricks": 5, "jamboree": True}])
    assert dict(state.deals[0].points) == {"A": 0, "B": 16}
    assert state.games[0].winner == "B"


def test_line_125_jamboree_ordered_up_scores_only_a_euchre():
    """seeds/002 line 125: a player with a ready jamboree who is ordered up scores only the euchre
    (the other side made the trump and is euchred)."""
    assert points({"makers": "A", "tricks": 0}) == {"A": 0, "B": 2}


def test_line_125_jamboree_is_not_played():
    with pytest.raises(RuleError) as info:
        play([{"makers": "B", "tricks": 3, "jamboree": True}])
    assert info.value.field == "tricks"
    with pytest.raises(RuleError) as info:
        play([{"makers": "B", "tricks": 5, **LONE, "jamboree": True, "jambone": True}])
    assert info.value.field == "jambone"


def test_law_30_revoke_against_a_jambone_costs_its_value():
    """seeds/002 line 277: against a lone hand the revoke costs what it would have scored."""
    entry = {"makers": "A", "tricks": 1, **LONE, "jambone": True,
             "revoke": {"by": "B", "take": "add"}}
    assert points(entry) == {"A": 8, "B": 0}
    plain = {"makers": "A", "tricks": 1, "revoke": {"by": "A", "take": "deduct"}}
    assert points(plain) == {"A": -2, "B": 0}


def test_law_30_line_277_a_revoke_ends_the_hand_so_its_deal_needs_no_tricks():
    """seeds/002 line 115 (the ordinary count) and line 277: a revoke stops the hand at once."""
    assert points({"makers": "B", **LONE, "jambone": True,
                   "revoke": {"by": "A", "take": "add"}}) == {"A": 0, "B": 8}
    assert points({"makers": "A", "revoke": {"by": "A", "take": "deduct"}}) == {"A": -2, "B": 0}
    for entry in ({"makers": "A"}, {"makers": "A", **LONE, "jambone": True}):
        with pytest.raises(RuleError) as info:
            play([entry])
        assert info.value.field == "tricks"


def test_whole_rubber_with_laps_and_slams():
    """seeds/002 lines 117-119 and law 3 (line 217): a rubber played with laps and slams."""
    deals = [
        {"makers": "B", "tricks": 3},  # B 1
        {"makers": "A", "tricks": 5, **LONE, "jambone": True},  # A 8: game, lap of 3
        {"makers": "A", "tricks": 5},  # second game: A 3 + 2 = 5, B nothing: a slam
    ]
    state = play(deals, laps=True, slams=True)
    assert [g.winner for g in state.games] == ["A", "A"]
    assert [g.value for g in state.games] == [2, 6]
    assert state.match.winner == "A" and state.match.value == 2 + 6 + 2


def test_points_entry():
    assert points({"points": {"B": 16}}) == {"A": 0, "B": 16}
    assert points({"points": {"A": 8}}) == {"A": 8, "B": 0}
    with pytest.raises(RuleError):
        play([{"points": {"A": 5}}])  # only with the ready-hand bonus
    assert points({"points": {"A": 5}}, ready_hand_bonus=True) == {"A": 5, "B": 0}


@settings(max_examples=150, deadline=None)
@given(st.lists(entries_for(GAME, PLAYERS, (1, 2, 3, 4, 5, 8, 16)), max_size=20),
       st.booleans(), st.booleans(), st.booleans(), st.booleans(), st.booleans())
def test_fuzz_only_rule_errors_and_rejections_change_nothing(deals, laps, slams, ready, cap,
                                                             rubber):
    check_fuzz(GAME, PLAYERS, deals, {"laps": laps, "slams": slams, "ready_hand_bonus": ready,
                                      "lap_cap": cap, "rubber": rubber})
