"""The show and the play counted from the cards (clubapp.rules.cribbage_count, seeds/001).

The seed's card diagrams did not survive the translation: where the text describes a hand
("three fives and a jack…", "a run of three with one duplicate and a fifteen…") the cards
are rebuilt from the words, and the book's figure is checked.
"""

from __future__ import annotations

import random
from itertools import combinations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from clubapp.cards import Card, full_pack, parse_card, parse_cards
from clubapp.rules.cribbage_count import (
    combination_points,
    peg_points,
    play_points,
    possible_show_totals,
    rank_of,
    rank_points,
    read_cards,
    show_count,
    show_distribution,
)
from clubapp.rules.errors import RuleError


def cards(text: str) -> list[Card]:
    return parse_cards(text.split())


def show(hand: str, starter: str, crib: bool = False) -> dict[str, int]:
    return show_count(cards(hand), parse_card(starter), crib=crib).to_json()


def ranks_total(text: str) -> int:
    """Fifteens, pairs and runs of cards counted together (no starter, no suits)."""
    return combination_points(cards(text))


# --- an independent count: every subset looked at, nothing shared with the module ----------

def naive_show(hand: list[Card], starter: Card, crib: bool) -> int:
    every = [*hand, starter]
    value = {c: min("A23456789TJQK".index(c.rank) + 1, 10) for c in every}
    order = {c: "A23456789TJQK".index(c.rank) for c in every}
    total = 0
    for size in range(2, len(every) + 1):
        for subset in combinations(every, size):
            if sum(value[c] for c in subset) == 15:
                total += 2
    total += sum(2 for a, b in combinations(every, 2) if a.rank == b.rank)
    for size in range(len(every), 2, -1):
        found = 0
        for subset in combinations(every, size):
            ranks = sorted(order[c] for c in subset)
            if ranks == list(range(ranks[0], ranks[0] + size)):
                found += size
        if found:
            total += found
            break
    if len({c.suit for c in hand}) == 1:
        if starter.suit == hand[0].suit:
            total += len(hand) + 1
        elif not crib:
            total += len(hand)
    if any(c.rank == "J" and c.suit == starter.suit for c in hand):
        total += 1
    return total


def naive_play(played: list[Card]) -> list[int]:
    """Pegging card by card, the count restarting at 31 or when a card would pass it."""
    value = {c: min("A23456789TJQK".index(c.rank) + 1, 10) for c in played}
    order = {c: "A23456789TJQK".index(c.rank) for c in played}
    out, pile = [], []
    for card in played:
        if sum(value[c] for c in pile) + value[card] > 31:
            pile = []
        pile.append(card)
        points = 2 if sum(value[c] for c in pile) in (15, 31) else 0
        same = 0
        for previous in reversed(pile):
            if previous.rank != card.rank:
                break
            same += 1
        points += {1: 0, 2: 2, 3: 6, 4: 12}[same]
        for length in range(len(pile), 2, -1):
            tail = sorted(order[c] for c in pile[-length:])
            if tail == list(range(tail[0], tail[0] + length)):
                points += length
                break
        out.append(points)
        if sum(value[c] for c in pile) == 31:
            pile = []
    return out


# --- the book's examples ------------------------------------------------------------------------

def test_line_147_three_fives_and_the_jack_with_a_five_starter_is_29():
    """seeds/001 line 147: 555J with the five of the jack's suit turned: 29, the best hand."""
    assert show("5H 5C 5S JD", "5D") == {"fifteens": 16, "pairs": 12, "runs": 0, "flush": 0,
                                         "nobs": 1, "total": 29}


def test_line_147_four_fives_with_a_jack_turned_are_28_without_nobs():
    """seeds/001 line 147: with the jack the starter it is 30 to the dealer: 28 + his heels 2."""
    assert show("5H 5C 5S 5D", "JD")["total"] == 28
    assert show("5H 5C 5S 5D", "JD")["nobs"] == 0


def test_lines_91_93_pair_royal_six_and_double_pair_royal_twelve():
    """seeds/001 lines 91–93: a pair 2, three of a rank 6, four of a rank 12."""
    assert ranks_total("9H 9C") == 2
    assert ranks_total("9H 9C 9S") == 6
    assert ranks_total("4H 4C 4S 4D") == 12


def test_line_97_queen_king_ace_is_no_run_but_court_cards_run():
    """seeds/001 line 97: 9 10 J, 10 J Q and J Q K are runs; Q K A is not (the ace is low)."""
    assert show("QH KC AS 2D", "7C")["runs"] == 0
    assert show("9H TC JS 2D", "7C")["runs"] == 3
    assert show("TH JC QS 2D", "7C")["runs"] == 3
    assert show("JH QC KS 2D", "7C")["runs"] == 3


def test_lines_101_107_double_triple_and_double_double_runs():
    """seeds/001 lines 101–107: a run of three and a duplicate 8, with two duplicates of one
    card 15, with duplicates of two cards 16, a run of four and a duplicate 10."""
    assert show("AH 2C 3S 3D", "KC")["runs"] + show("AH 2C 3S 3D", "KC")["pairs"] == 8
    assert show("AH 2C 3S 3D", "3C") == {"fifteens": 0, "pairs": 6, "runs": 9, "flush": 0,
                                         "nobs": 0, "total": 15}
    assert show("AH AC 2S 3D", "3C")["total"] == 16
    assert show("AH 2C 3S 4D", "4C")["total"] == 10


def test_lines_111_119_two_card_fifteens_with_duplicates():
    """seeds/001 lines 111–119: a fifteen and a duplicate 6 (K J 5: two fifteens, no pair);
    two duplicates of one card 12; of two cards 12; all five cards counting 20."""
    assert ranks_total("9H 6C 6S") == 6
    assert ranks_total("KH JC 5S") == 4
    assert ranks_total("9H 6C 6S 6D") == 12
    assert ranks_total("9H 9C 6S 6D") == 12
    assert show("9H 6C 6S 6D", "6H")["total"] == 20
    assert show("9H 9C 6S 6D", "6H")["total"] == 20


def test_lines_121_131_three_card_fifteens_with_duplicates():
    """seeds/001 lines 121–131: 10 4 A with another ten 6; 9 3 3 with a third three 12; 5 5 5
    with the fourth five 20; 10 4 A with two more aces 12; 7 6 2 with another 7 and 6 12."""
    assert ranks_total("TH 4C AS TD") == 6
    assert ranks_total("9H 3C 3S 3D") == 12
    assert ranks_total("5H 5C 5S 5D") == 20
    assert ranks_total("TH 4C AS AD AC") == 12
    assert ranks_total("7H 6C 2S 7D 6D") == 12


def test_line_145_the_four_worked_combinations():
    """seeds/001 line 145: No. 1 a fifteen, three runs of three and a pair royal 17; No. 2
    three fifteens with the same 21; No. 3 three fifteens, a double run of four and a pair
    16; No. 4 four fifteens, four runs of three and two pairs 24."""
    assert show("6H 6C 6S 7D", "8C")["total"] == 17
    assert show("7H 8C 8S 8D", "9C")["total"] == 21
    assert show("6H 7C 8S 9D", "9C")["total"] == 16
    assert show("7H 7C 8S 8D", "9C")["total"] == 24


def test_line_149_flush_four_in_hand_five_with_starter_crib_only_with_starter():
    """seeds/001 line 149: four of a suit in hand 4, with the starter 5; a crib flush only
    when the starter matches, then 5."""
    assert show("2H 4H 8H TH", "KC")["flush"] == 4
    assert show("2H 4H 8H TH", "KH")["flush"] == 5
    assert show("2H 4H 8H TH", "KC", crib=True)["flush"] == 0
    assert show("2H 4H 8H TH", "KH", crib=True)["flush"] == 5


def test_line_259_a_three_card_flush_counts_in_the_five_card_hand():
    """seeds/001 line 259: a flush of three cards counts in hand (3, or 4 with the starter)."""
    assert show("2H 8H TH", "KC")["flush"] == 3
    assert show("2H 8H TH", "KH")["flush"] == 4


def test_line_79_his_nobs_is_the_jack_of_the_starters_suit():
    """seeds/001 line 79: a jack of the starter's suit in hand or crib, one point."""
    assert show("JH 2C 8S TD", "4H")["nobs"] == 1
    assert show("JH 2C 8S TD", "4C")["nobs"] == 0
    assert show("JH 2C 8S TD", "4H", crib=True)["nobs"] == 1


def test_line_155_the_pones_six_cards_and_what_each_discard_keeps():
    """seeds/001 line 155: 6 7 8 8 9 10 — laying out the two eights keeps 2, the eight and six
    6, the ten and eight 8, the ten and nine or the ten and six 12."""
    assert ranks_total("6H 7C 9S TD") == 2
    assert ranks_total("7C 8H 9S TD") == 6
    assert ranks_total("6H 7C 8D 9S") == 8
    assert ranks_total("6H 7C 8D 8H") == 12
    assert ranks_total("7C 8D 8H 9S") == 12


def test_lines_177_187_the_show_example_pone_10_dealer_14_crib_9():
    """seeds/001 lines 177–187: starter a queen; the pone's 4 3 5 4 is 10, the dealer's
    2 A 2 3 is 14, the crib A 10 J J (a jack of the queen's suit) is 9."""
    assert show("4C 3H 5C 4D", "QH")["total"] == 10
    assert show("2D AS 2H 3S", "QH") == {"fifteens": 6, "pairs": 2, "runs": 6, "flush": 0,
                                         "nobs": 0, "total": 14}
    assert show("AC TD JH JS", "QH", crib=True) == {"fifteens": 0, "pairs": 2, "runs": 6,
                                                    "flush": 0, "nobs": 1, "total": 9}


def test_line_163_pairs_in_play_six_six_six_six():
    """seeds/001 line 163: 6, 6 "twelve with a pair" 2, 6 "eighteen, pair royal" 6, 6
    "twenty-four, double pair royal" 12."""
    assert play_points(cards("6H 6C 6S 6D")) == [0, 2, 6, 12]


def test_lines_165_169_runs_in_play_broken_by_a_duplicate():
    """seeds/001 lines 165–169: 4, 2, 3 run of three, A run of four, 5 fifteen and run of five
    (7), 2 nothing (a duplicate before the four), 4 run of five anew, 3 run of five."""
    assert play_points(cards("4C 2D 3H AS 5C 2H 4D 3S")) == [0, 0, 3, 4, 7, 0, 5, 5]


def test_issue_example_of_play():
    """The issue: `clubapp cribbage play 4C 2D 3H AS 5C` gives [0, 0, 3, 4, 7]."""
    assert play_points(cards("4C 2D 3H AS 5C")) == [0, 0, 3, 4, 7]


def test_line_201_fifteen_and_thirty_one_score_two():
    """seeds/001 line 161, 201: a count of 15 or 31 scores 2 to whoever makes it."""
    assert play_points(cards("TH 5C")) == [0, 2]
    assert play_points(cards("TH TC 9S 2D")) == [0, 2, 0, 2]


def test_a_card_that_would_pass_31_starts_a_new_count():
    """seeds/001 line 207: after the go the cards are turned and a new count begins."""
    assert play_points(cards("JC 5C 9H 9D JD 9S TS 8H")) == [0, 2, 0, 0, 0, 0, 0, 0]
    assert play_points(cards("KC QC JC AC 5D 5H")) == [0, 0, 3, 2, 0, 2]


def test_play_refuses_a_card_played_twice_and_jokers():
    """A card is played once; cribbage has no jokers (line 37: fifty-two cards)."""
    with pytest.raises(RuleError, match="twice"):
        play_points([parse_card("4C"), parse_card("4C")])
    with pytest.raises(RuleError, match="jokers"):
        read_cards(["JK"], "play")


# --- what a show can be worth ---------------------------------------------------------------------

def test_line_223_nineteen_twenty_five_to_twenty_seven_cannot_be_shown():
    """seeds/001 line 223: 19, 25, 26 and 27 are impossible; 29 the best (line 147)."""
    hand = possible_show_totals(4)
    crib = possible_show_totals(4, crib=True)
    for totals in (hand, crib):
        assert max(totals) == 29
        assert [n for n in range(30) if n not in totals] == [19, 25, 26, 27]


def test_every_hand_and_starter_counted_gives_the_known_distribution():
    """All 12,994,800 hands with a starter: none of 19, 25–27 (line 223), four 29s (line 147),
    and the sets of possible totals agree with the enumeration."""
    histogram = show_distribution()
    assert sum(histogram) == 12_994_800
    assert histogram[29] == 4 and histogram[28] == 76 and histogram[0] == 1_009_008
    assert {n for n, k in enumerate(histogram) if k} == possible_show_totals(4)


def test_a_jack_turned_up_caps_the_hand_at_28():
    """seeds/001 line 147: with the jack the starter the best hand is 28 (no his nobs)."""
    assert max(possible_show_totals(4, starter_rank=rank_of(parse_card("JD")))) == 28


def test_three_and_five_card_hands_have_their_own_ceilings():
    """Five-card cribbage (3 kept + starter) shows at most 20, seven-card (5 + starter) 46."""
    assert max(possible_show_totals(3)) == 20
    assert show("5H 5C 5S", "5D")["total"] == 20
    assert max(possible_show_totals(5)) == 46
    assert show("4H 4S 5H 5S 6H", "6S")["total"] == 46


def test_three_card_possible_totals_match_every_hand_counted():
    """Every three-card hand with every starter (1,082,900 of them) shows only totals of the
    possible set, and every total of the set is shown by some hand."""
    pack = full_pack()
    seen: set[int] = set()
    for hand in combinations(pack, 3):
        ranks = [rank_of(c) for c in hand]
        by_rank = [sum(rank_points(tuple(sorted([*ranks, r])))) for r in range(13)]
        flush_suit = hand[0].suit if len({c.suit for c in hand}) == 1 else None
        nob_suits = {c.suit for c in hand if c.rank == "J"}
        for starter in pack:
            if starter in hand:
                continue
            extra = (starter.suit in nob_suits) + (
                (4 if starter.suit == flush_suit else 3) if flush_suit else 0)
            seen.add(by_rank[rank_of(starter)] + extra)
    assert seen == set(possible_show_totals(3))


# --- agreement with the naive count --------------------------------------------------------------

@pytest.mark.parametrize(("size", "crib"), [(4, False), (4, True), (3, False), (5, False)])
def test_show_agrees_with_a_brute_force_count_on_random_hands(size: int, crib: bool):
    """Thousands of random hands: the table count equals counting every subset."""
    rng = random.Random(size * 10 + crib)
    pack = full_pack()
    for _ in range(1500):
        drawn = rng.sample(pack, size + 1)
        hand, starter = drawn[:size], drawn[size]
        assert show_count(hand, starter, crib=crib).total == naive_show(hand, starter, crib)


def test_play_agrees_with_a_naive_count_on_random_orders():
    """Thousands of random orders of play: the same pegs card by card."""
    rng = random.Random(31)
    pack = full_pack()
    for _ in range(3000):
        played = rng.sample(pack, rng.randint(1, 12))
        assert play_points(played) == naive_play(played)


def test_peg_points_of_a_run_made_out_of_order():
    """seeds/001 line 97: the cards of a run in play need not fall in order."""
    assert peg_points(cards("5C 3D 4H")) == 3
    assert peg_points(cards("5C 3D 4H 6S 2C")) == 5


@given(st.lists(st.sampled_from([str(c) for c in full_pack()] + ["JK", "1X", "", "10H"]),
                max_size=8))
def test_reading_any_cards_raises_only_rule_errors(texts: list[str]):
    """Whatever is typed, counting raises RuleError or answers."""
    try:
        played = read_cards(texts, "play")
        assert len(play_points(played)) == len(played)
        if 4 <= len(played) <= 6:
            show_count(played[:-1], played[-1])
    except RuleError:
        pass
