"""What the all-fours games share (seeds/000 lines 87-271)."""

from __future__ import annotations

import pytest

from clubapp.rules import RuleError
from clubapp.rules.games.all_fours_common import (
    Share,
    can_share,
    check_high_low_cards,
    game_point_by_pips,
    max_game_pips,
)
from clubapp.rules.games.all_fours_seven_up import SevenUp


def test_line_143_counting_cards_hold_eighty_pips():
    """seeds/000 line 143: A 4, K 3, Q 2, J 1, ten 10 in four suits: 80 pips in the pack."""
    assert max_game_pips(52) == 80
    assert max_game_pips(24) == 80  # four hands of six can hold every counting card


def test_two_hands_of_six_hold_at_most_sixty_eight_pips():
    """seeds/000 line 107: six cards each; twelve cards are at best four tens, aces, kings."""
    assert max_game_pips(12) == 4 * 10 + 4 * 4 + 4 * 3


def test_line_151_trump_five_adds_five_pips_in_all_fives():
    """seeds/000 line 151: the five of trumps counts 5 for game in all fives."""
    assert max_game_pips(24, (5,)) == 85


def test_line_143_more_pips_score_game():
    """seeds/000 line 143: the higher number of pips scores game (12 beats 11)."""
    assert game_point_by_pips({"eldest": 11, "dealer": 12}, "dealer", "non-dealer") == "dealer"


def test_line_143_tie_goes_to_the_non_dealer():
    """seeds/000 line 143: a tie, or no pips at all, scores game for the non-dealer."""
    assert game_point_by_pips({"E": 20, "D": 20}, "D", "non-dealer") == "E"
    assert game_point_by_pips({"E": 0, "D": 0}, "D", "non-dealer") == "E"


def test_line_143_tie_between_two_non_dealers_scores_for_nobody():
    """seeds/000 line 143: with three, a tie between the two non-dealers: nobody scores."""
    assert game_point_by_pips({"D": 5, "X": 9, "Y": 9}, "D", "non-dealer") is None
    assert game_point_by_pips({"D": 9, "X": 9, "Y": 9}, "D", "non-dealer") is None
    assert game_point_by_pips({"D": 9, "X": 9, "Y": 2}, "D", "non-dealer") == "X"


def test_line_143_pitch_tie_scores_for_nobody():
    """seeds/000 lines 143, 187: with no trump turned a tie for game scores for nobody."""
    assert game_point_by_pips({"E": 20, "D": 20}, "D", "nobody") is None


def test_shares_split_pedros_counting_cards():
    """seeds/000 line 219: 1, 1, 1, 1, 5 and 9 can give 6 and 10 but not 2, 2 and 2 (only
    four single points)."""
    shares = [Share(v, ("A", "B", "C")) for v in (1, 1, 1, 1, 5, 9)]
    assert can_share({"A": 6, "B": 10, "C": 0}, shares)
    assert not can_share({"A": 2, "B": 2, "C": 2}, shares)
    assert not can_share({"A": 19, "B": 0, "C": 0}, shares)


def test_shares_that_must_be_taken_are_taken():
    """A point that must go to somebody (high in play) cannot vanish."""
    assert not can_share({"A": 0, "B": 0}, [Share(1, ("A", "B"), True)])
    assert can_share({"A": 0, "B": 1}, [Share(1, ("A", "B"), True)])
    assert not can_share({"A": 1, "B": 0}, [Share(1, ("B",), True)])


def test_line_139_same_card_high_and_low_goes_to_one_player():
    """seeds/000 line 139: one trump in play is both high and low."""
    check_high_low_cards({"high": "X", "low": "X", "jack": None, "high_card": "7D",
                          "low_card": "7D"})
    with pytest.raises(RuleError) as err:
        check_high_low_cards({"high": "X", "low": "Y", "jack": None, "high_card": "7D",
                              "low_card": "7D"})
    assert err.value.field == "low"


def test_high_and_low_cards_are_one_suit_and_in_order():
    """seeds/000 line 97: ace high; high and low are trumps of one suit."""
    with pytest.raises(RuleError) as err:
        check_high_low_cards({"high": "X", "low": "Y", "jack": None, "high_card": "7D",
                              "low_card": "5H"})
    assert err.value.field == "low_card"
    with pytest.raises(RuleError) as err:
        check_high_low_cards({"high": "X", "low": "Y", "jack": None, "high_card": "7D",
                              "low_card": "AD"})
    assert err.value.field == "low_card"


def test_joker_is_neither_high_nor_low():
    """The joker is no card of seven-up's pack (line 95)."""
    with pytest.raises(RuleError) as err:
        check_high_low_cards({"high": "X", "low": "Y", "jack": None, "high_card": "JK"})
    assert err.value.field == "high_card"


def test_line_149_lone_jack_goes_with_high_and_low():
    """seeds/000 line 149: the jack can be high, low and jack: all to one player."""
    check_high_low_cards({"high": "X", "low": "X", "jack": "X", "high_card": "JC",
                          "low_card": "JC"})
    with pytest.raises(RuleError) as err:
        check_high_low_cards({"high": "X", "low": "X", "jack": None, "high_card": "JC",
                              "low_card": "JC"})
    assert err.value.field == "jack"


def test_line_101_four_play_as_partners_three_each_for_himself():
    """seeds/000 line 101: four play two against two, partners opposite; three each alone."""
    rules = SevenUp()
    assert rules.sides(["a", "b", "c", "d"]) == ("A", "B")
    assert rules.side_of("c", ["a", "b", "c", "d"]) == "A"
    assert rules.sides(["a", "b", "c"]) == ("a", "b", "c")
    assert rules.eldest(["a", "b", "c"], "c") == "a"


def test_settle_stops_where_the_game_is_won():
    """seeds/000 line 149: once a side is out, the rest of the deal is not counted."""
    rules = SevenUp()
    state = rules.new_state(["a", "b"])
    totals, winner = rules.settle(state, [("a", 4), ("b", 7), ("a", 3)])
    assert winner == "b" and totals == {"a": 4, "b": 7}
