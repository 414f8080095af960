"""The play card by card: turns, go, 31 and last card (clubapp.rules.cribbage_play, seeds/001)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from clubapp.cards import Card, full_pack, parse_cards
from clubapp.rules.cribbage_play import play_out
from clubapp.rules.errors import RuleError
from clubapp.rules.games.cribbage import MOST_PEGGED


def cards(text: str) -> list[Card]:
    return parse_cards(text.split())


def pegged(hands: list[str], order: str, single_count: bool = False) -> list[int]:
    result = play_out([cards(h) for h in hands], cards(order), single_count=single_count)
    return result.points_by_seat(len(hands))


def test_lines_163_173_the_whole_play_pone_15_dealer_10():
    """seeds/001 lines 163–171: after 4 2 3 A 5 2 4 3 the dealer has pegged 10 (last card
    included) and the pone 15."""
    assert pegged(["4C 3H 5C 4D", "2D AS 2H 3S"], "4C 2D 3H AS 5C 2H 4D 3S") == [15, 10]


def test_lines_205_209_go_then_new_counts_and_last_card():
    """seeds/001 lines 205–209: J, 5 (15 for 2), 9 = 24, the dealer says go, the pone pegs
    the go without playing; 9, J, 9 = 28, the pone says go, the dealer pegs 1; the ten, and
    one for the last card (the dealer's eight)."""
    result = play_out([cards("JC 9H JD TS"), cards("5C 9D 9S 8H")],
                      cards("JC 5C 9H 9D JD 9S TS 8H"))
    assert [(p.seat, p.points, p.what) for p in result.pegs] == [
        (1, 2, "card"), (0, 1, "go"), (1, 1, "go"), (1, 1, "last card")]
    assert [len(c) for c in result.counts] == [3, 3, 2]


def test_line_211_thirty_one_after_go_and_the_dealer_plays_on_alone():
    """seeds/001 line 211: 9, 6 (15), 6 (pair), 4, 5 (30, run of three), go, A (31 for two);
    the pone has no cards: the dealer plays both fives, a pair and the last card."""
    result = play_out([cards("9C 6H 5C AS"), cards("6C 4D 5D 5H")],
                      cards("9C 6C 6H 4D 5C AS 5D 5H"))
    assert result.points_by_seat(2) == [2 + 3 + 2, 2 + 2 + 1]
    assert [(p.seat, p.points, p.what) for p in result.pegs][-3:] == [
        (0, 2, "card"), (1, 2, "card"), (1, 1, "last card")]


def test_line_201_no_last_card_for_31():
    """seeds/001 line 201: no point for the last card when it makes 31."""
    assert pegged(["TC KC", "TD AD"], "TC TD KC AD") == [0, 2 + 2]  # pair, 31: no last card
    assert pegged(["TC KC", "TD 9D"], "TC TD KC 9D") == [1, 2 + 1]  # go to the pone at 30


def test_line_201_last_card_counts_on_top_of_fifteen():
    """seeds/001 line 201: the last card counts when it makes 15 (2 + 1)."""
    assert pegged(["TC", "5D"], "TC 5D") == [0, 3]


def test_line_257_five_card_cribbage_stops_after_the_first_go():
    """seeds/001 lines 257, 269: 7, 6, 6 (pair), 6 (pair royal), go, 6 (double pair royal and
    31): fourteen more holes; no further play."""
    result = play_out([cards("7C 6H 7D"), cards("6C 6D 6S")], cards("7C 6C 6H 6D 6S"),
                      single_count=True)
    assert result.points_by_seat(2) == [2, 6 + 14]
    assert result.unplayed == (cards("7D")[0],)
    with pytest.raises(RuleError, match="no play after a go or 31"):
        play_out([cards("7C 6H 7D"), cards("6C 6D 6S")], cards("7C 6C 6H 6D 6S 7D"),
                 single_count=True)


def test_line_279_the_go_passes_round_a_table_of_four():
    """seeds/001 line 279: a player who cannot play passes the go to his left; the last to
    play pegs it."""
    hands = ["TC 9C", "KD 8D", "QH 2H", "JS 3S"]
    # 10 20 30: nobody can follow, the go comes round to the third player; J 9 8 2 = 29:
    # the fourth cannot play his three and the others have no cards: the third pegs again;
    # the fourth leads his three alone for the last card.
    result = play_out([cards(h) for h in hands], cards("TC KD QH JS 9C 8D 2H 3S"))
    assert result.points_by_seat(4) == [0, 0, 2, 1]


def test_a_card_out_of_turn_is_refused():
    """seeds/001 line 159: the pone leads, then the players alternate."""
    with pytest.raises(RuleError, match="turn"):
        pegged(["4C 3H 5C 4D", "2D AS 2H 3S"], "2D 4C 3H AS 5C 2H 4D 3S")


def test_holding_back_a_card_that_fits_is_refused():
    """seeds/001 line 201: told go, a player must play every card he can."""
    with pytest.raises(RuleError, match="turn"):
        # at 29 the dealer says go though his ace fits; the pone leads the next count
        pegged(["TC 9D 5C", "KC AH 3S"], "TC KC 9D 5C AH 3S")
    assert pegged(["TC 9D 5C", "KC AH 3S"], "TC KC 9D AH 5C 3S") == [0, 1 + 1]


def test_a_play_stopped_short_or_with_foreign_cards_is_refused():
    """Every card is played once, from the hands (line 161)."""
    with pytest.raises(RuleError, match="too soon"):
        pegged(["4C 3H", "2D AS"], "4C 2D")
    with pytest.raises(RuleError, match="nobody's hand"):
        pegged(["4C 3H", "2D AS"], "4C KD 3H AS")
    with pytest.raises(RuleError, match="every card has been played"):
        play_out([cards("4C"), cards("2D")], [*cards("4C 2D"), *cards("4C")])


def test_line_203_an_illegal_go_is_placed_where_a_card_fitted():
    """seeds/001 line 203: a go let stand gives the other side two at that moment and takes
    the player out of the count; where he could not play, his go was no irregularity."""
    hands = [cards("4C 3H 5C 4D"), cards("2D AS 2H 3S")]
    result = play_out(hands, cards("4C 2D 3H AS 5C 4D 2H 3S"), illegal_go_after=5)
    assert result.illegal_go_by == 1
    assert [(p.seat, p.points, p.what) for p in result.pegs] == [
        (0, 3, "card"), (1, 4, "card"), (0, 7, "card"), (0, 2, "illegal go"), (0, 5, "card"),
        (0, 1, "go"), (1, 1, "last card")]
    with pytest.raises(RuleError, match="that go was no irregularity") as err:
        play_out([cards("JC 9H JD TS"), cards("5C 9D 9S 8H")], cards("JC 5C 9H 9D JD 9S TS 8H"),
                 illegal_go_after=3, go_field="go")
    assert err.value.field == "go"


def test_line_227_a_play_may_stop_where_the_game_was_won():
    """seeds/001 line 227: with ``partial`` the order may stop early; the result says who was
    to play with what."""
    result = play_out([cards("4C 3H 5C 4D"), cards("2D AS 2H 3S")], cards("4C 2D 3H"),
                      partial=True)
    assert not result.complete and result.waiting == (1, tuple(cards("AS 2H 3S")))
    assert result.points_by_seat(2) == [3, 0]


# --- the most a player can peg ------------------------------------------------------------------

@pytest.mark.parametrize(("game", "hands", "order", "seat"), [
    ("cribbage", ["4C 5C 5D 5H", "6C 5S 7C 7D"], "4C 6C 5C 5S 5D 5H 7C 7D", 0),
    ("cribbage", ["7C 7D 4C 4D", "7H 7S 4H 4S"], "7C 7H 7D 7S 4C 4H 4D 4S", 1),
    ("cribbage-five", ["AC 7C 7D", "7H 7S KC"], "AC 7H 7C 7S 7D", 0),
    ("cribbage-five", ["TC 5C KC", "5D 5H 5S"], "TC 5D 5C 5H 5S", 1),
    ("cribbage-seven", ["AC 7C 7D 6C 6D", "7H 7S 6H 6S 8H"], "AC 7H 7C 7S 7D 6H 6C 6S 6D 8H", 0),
    ("cribbage-seven", ["2C 2D 3C 4C 9C", "2H 2S 4D 4H 4S"], "2C 2H 2D 2S 3C 4D 4C 4H 4S 9C", 1),
    ("cribbage-three", ["AC AD 6C 6D", "AH 6H TC TD", "AS 6S TH TS"],
     "AC AH AS AD 6H 6S 6C 6D TC TH TD TS", 0),
    ("cribbage-three", ["7C 2C 4C 5C", "2D 2H 4D 4H", "2S 4S 5D 5H"],
     "7C 2D 2S 2C 2H 4S 4C 4D 4H 5D 5C 5H", 1),
    ("cribbage-three", ["AC 3C 4C 5C", "2C 3D 4D 5D", "3H 3S 4H 4S"],
     "AC 2C 3H 3C 3D 3S 4C 4D 4H 4S 5C 5D", 2),
    ("cribbage-four", ["7C 2C 4C 6C", "2D 4D 6D 8D", "2H 4H 6H 8H", "2S 4S 6S 8S"],
     "7C 2D 2H 2S 2C 4D 4H 4S 4C 6D 6H 6S 6C 8D 8H 8S", 0),
    ("cribbage-four", ["5C 4C 7C 6C", "TD 4D 7D 6D", "4H 7H 6H 8H", "4S 7S 6S 8S"],
     "5C TD 4H 4S 4C 4D 7H 7S 7C 7D 6H 6S 6C 6D 8H 8S", 1),
    ("cribbage-four", ["5C 4C 7C 6C", "5D 4D 7D 6D", "5H 4H 7H 6H", "4S 7S 6S 8S"],
     "5C 5D 5H 4S 4C 4D 4H 7S 7C 7D 7H 6S 6C 6D 6H 8S", 2),
    ("cribbage-four", ["AC 6C 7C 4C", "AD 6D 7D 4D", "AH 6H 7H 4H", "AS 6S 7S 4S"],
     "AC AD AH AS 6C 6D 6H 6S 7C 7D 7H 7S 4C 4D 4H 4S", 3),
])
def test_the_most_pegged_in_a_play_is_reached(game: str, hands: list[str], order: str, seat: int):
    """The ceilings of the play entry (found by exhaustive search) are reached by real plays."""
    role = list(MOST_PEGGED[game])[seat]
    single = game == "cribbage-five"
    assert pegged(hands, order, single_count=single)[seat] == MOST_PEGGED[game][role]


PIPS = [min(r + 1, 10) for r in range(13)]


def _peg(pile: tuple[int, ...], count: int) -> int:
    """What the last rank of ``pile`` scores; ``count`` is the count after it."""
    points = 2 if count in (15, 31) else 0
    same = 1
    while same < len(pile) and pile[-1 - same] == pile[-1]:
        same += 1
    if same > 1:
        return points + same * (same - 1)
    for length in range(len(pile), 2, -1):
        tail = sorted(pile[-length:])
        if tail == list(range(tail[0], tail[0] + length)):
            return points + length
    return points


def can_peg_more_five_card(target: int, ceiling: int) -> bool:
    """Search every single count of three cards each (ranks only, at most four of a rank,
    every card that fits played in turn): can seat ``target`` peg more than ``ceiling``?

    A branch is cut when even 15 a card left (double pair royal, 15 and last card: the most
    one card can score) cannot beat the ceiling.
    """
    pile: list[int] = []
    left = [3, 3]
    floor = [0, 0]  # a player who said go holds only cards above 31 minus the count then
    used = [0] * 13

    def search(count: int, last: int, score: int) -> bool:
        if score + 15 * left[target] + 1 <= ceiling:
            return False
        if not any(left):
            return score + (last == target) > ceiling
        saved = floor[:]
        try:
            for step in (1, 2):
                seat = (last + step) % 2
                if not left[seat]:
                    continue
                for rank in range(13):
                    pip = PIPS[rank]
                    if pip < floor[seat] or count + pip > 31 or used[rank] == 4:
                        continue
                    pile.append(rank)
                    used[rank] += 1
                    left[seat] -= 1
                    gain = _peg(tuple(pile), count + pip) if seat == target else 0
                    if count + pip == 31:
                        found = score + gain > ceiling  # 31 ends the play (line 257)
                    else:
                        found = search(count + pip, seat, score + gain)
                    pile.pop()
                    used[rank] -= 1
                    left[seat] += 1
                    if found:
                        return True
                if 32 - count > 10:
                    return False  # every card fits at this count: he had to play
                floor[seat] = max(floor[seat], 32 - count)  # he cannot: his cards are high
            return score + (last == target) > ceiling  # nobody can play: the go ends it
        finally:
            floor[:] = saved

    return search(0, 1, 0)


def test_five_card_ceilings_are_the_exhaustive_maximum():
    """seeds/001 line 257: one count of three cards each: pone 17, dealer 21 at the most (and
    the plays above reach them)."""
    most = MOST_PEGGED["cribbage-five"]
    assert not can_peg_more_five_card(0, most["pone"])
    assert not can_peg_more_five_card(1, most["dealer"])
    assert can_peg_more_five_card(0, most["pone"] - 1)
    assert can_peg_more_five_card(1, most["dealer"] - 1)


@given(st.lists(st.sampled_from(full_pack()), min_size=2, max_size=10, unique=True),
       st.randoms(use_true_random=False))
def test_any_order_is_either_replayed_or_refused_with_a_rule_error(dealt: list[Card], rng):
    """Random hands and random orders: play_out answers or raises RuleError, never else."""
    half = len(dealt) // 2
    hands = [dealt[:half], dealt[half:]]
    order = list(dealt)
    rng.shuffle(order)
    try:
        result = play_out(hands, order)
    except RuleError:
        return
    assert sum(len(c) for c in result.counts) == len(dealt)
