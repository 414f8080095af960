"""Club cuts: partners, seats and deal; euchre's table formation and cutting out (seeds/002
laws 4-7, lines 219-225; seeds/000 lines 43, 103)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from clubapp.events.club_cuts import (
    EnteredCuts,
    RandomCuts,
    cut_for_deal,
    cut_out,
    form_euchre_table,
)
from clubapp.rules.errors import RuleError

FOUR = ["Ann", "Bob", "Cid", "Dan"]


def test_law_4_two_lowest_against_two_highest_and_the_lowest_deals():
    """seeds/002 line 219 (law 4): the two lowest play against the two highest; lowest deals."""
    cuts = EnteredCuts([{"Ann": "KS", "Bob": "AD", "Cid": "9H", "Dan": "QC"}])
    result = cut_for_deal("euchre", FOUR, cuts)
    assert result.order == ("Bob", "Cid", "Dan", "Ann")
    assert result.partners == (("Bob", "Cid"), ("Dan", "Ann"))
    assert result.dealer == "Bob"
    assert result.seats == ("Bob", "Dan", "Cid", "Ann")  # partners sit opposite


def test_law_5_equal_cards_cut_again_and_the_new_cut_decides_only_the_tie():
    """seeds/002 line 221 (law 5): Ann and Cid tie on kings; their recut orders only them."""
    cuts = EnteredCuts([{"Ann": "KS", "Bob": "AD", "Cid": "KH", "Dan": "TC"},
                        {"Ann": "7C", "Cid": "AC"}])
    result = cut_for_deal("euchre", FOUR, cuts)
    # Cid's ace and Ann's seven put Cid before Ann, but both stay above Dan's ten
    assert result.order == ("Bob", "Dan", "Cid", "Ann")
    assert result.rounds[1].reason == "tie between Ann and Cid: cut again"


def test_law_5_a_missing_recut_is_asked_for():
    """A tie must be cut again; the entry says who must cut."""
    cuts = EnteredCuts([{"Ann": "KS", "Bob": "AD", "Cid": "KH", "Dan": "TC"}])
    with pytest.raises(RuleError) as err:
        cut_for_deal("euchre", FOUR, cuts)
    assert err.value.field == "cuts[1]" and "Ann, Cid" in err.value.reason


def test_law_7_the_joker_cuts_again():
    """seeds/002 line 225 (law 7): a player who draws the joker must cut again."""
    cuts = EnteredCuts([{"Ann": "JK", "Bob": "AD", "Cid": "9H", "Dan": "QC"}, {"Ann": "TD"}])
    result = cut_for_deal("euchre-railroad", FOUR, cuts)
    assert result.order == ("Bob", "Cid", "Ann", "Dan")
    assert result.rounds[1].reason == "joker drawn: cut again"


def test_seven_up_two_lowest_against_two_highest_the_highest_deals():
    """seeds/000 line 103: lowest two against highest two; the highest deals; ace high."""
    cuts = EnteredCuts([{"Ann": "AS", "Bob": "2D", "Cid": "9H", "Dan": "3C"}])
    result = cut_for_deal("seven-up", FOUR, cuts)
    assert result.partners == (("Bob", "Dan"), ("Cid", "Ann"))
    assert result.dealer == "Ann"
    assert result.seats == ("Ann", "Dan", "Cid", "Bob")


def test_cribbage_lowest_deals_ace_low():
    """seeds/001 line 61: the lower card deals and chooses; ace is low."""
    result = cut_for_deal("cribbage", ["Ann", "Bob"], EnteredCuts([{"Ann": "2S", "Bob": "AS"}]))
    assert result.dealer == "Bob" and result.partners is None
    assert result.seats == ("Bob", "Ann")


def test_ecarte_highest_deals_in_ecarte_order():
    """seeds/002 line 311: the highest card at écarté deals; the ace is below the jack."""
    result = cut_for_deal("ecarte", ["Ann", "Bob"], EnteredCuts([{"Ann": "AS", "Bob": "JH"}]))
    assert result.dealer == "Bob"


def test_loo_the_first_jack_deals():
    """seeds/000 line 43: a card face up to each in turn, the first jack deals."""
    cuts = EnteredCuts([{"dealt": ["5H", "KC", "2D", "9S", "JD"]}])
    result = cut_for_deal("loo", ["Ann", "Bob", "Cid"], cuts)
    assert result.dealer == "Bob"  # the fifth card falls to the second player
    assert result.seats == ("Bob", "Cid", "Ann")
    with pytest.raises(RuleError, match="no jack"):
        cut_for_deal("loo", ["Ann", "Bob"], EnteredCuts([{"dealt": ["5H", "KC"]}]))
    seeded = cut_for_deal("loo", ["Ann", "Bob", "Cid"], RandomCuts(random.Random(4)))
    assert seeded.rounds[0].dealt[-1][1].rank == "J"
    assert seeded.dealer == seeded.rounds[0].dealt[-1][0]


def test_a_seeded_cut_replays():
    """The same seed, the same cut, card for card."""
    one = cut_for_deal("euchre", FOUR, RandomCuts(random.Random(42)))
    two = cut_for_deal("euchre", FOUR, RandomCuts(random.Random(42)))
    assert one == two


def test_law_4_table_formation_the_four_lowest_play_the_first_rubber():
    """seeds/002 line 219 (law 4): with six, the four lowest play; then partners are cut."""
    players = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay"]
    cuts = EnteredCuts([{"Ann": "KS", "Bob": "AD", "Cid": "9H", "Dan": "QC", "Eve": "7S",
                         "Fay": "8D"},
                        {"Bob": "TC", "Cid": "JH", "Eve": "7D", "Fay": "QS"}])
    formation = form_euchre_table(players, cuts)
    assert formation.waiting == ("Dan", "Ann")
    assert set(formation.table.seats) == {"Bob", "Cid", "Eve", "Fay"}
    assert formation.table.partners == (("Eve", "Bob"), ("Cid", "Fay"))
    assert formation.table.dealer == "Eve"
    with pytest.raises(RuleError, match="4 to 6"):
        form_euchre_table([*players, "Gus"], cuts)


def test_law_6_the_most_consecutive_games_give_way():
    """seeds/002 line 223 (law 6): those who played most games in a row give way."""
    cuts = EnteredCuts([{"Cid": "AS", "Dan": "KS", "Eve": "7H", "Fay": "8H"}])
    out = cut_out(FOUR, ["Eve", "Fay"], {"Ann": 6, "Bob": 6, "Cid": 3, "Dan": 3}, cuts)
    assert out.leaving == ("Ann", "Bob")
    assert out.rounds == ()
    assert set(out.table.seats) == {"Cid", "Dan", "Eve", "Fay"}


def test_law_6_ties_are_cut_and_the_higher_card_gives_way():
    """seeds/002 line 223: ties are decided by cutting (house rule: the higher card goes)."""
    cuts = EnteredCuts([{"Ann": "AS", "Bob": "KS", "Cid": "QH", "Dan": "8H"},
                        {"Ann": "9C", "Cid": "TC", "Dan": "JC", "Eve": "QC"}])
    out = cut_out(FOUR, ["Eve"], dict.fromkeys(FOUR, 3), cuts)
    assert out.leaving == ("Bob",)
    with pytest.raises(RuleError, match="one or two"):
        cut_out(FOUR, [], {}, cuts)


def test_entered_cuts_are_checked():
    """Cards must come from the game's pack, one each, not twice."""
    for rounds, match in (([{"Ann": "2S", "Bob": "AS"}], "not in this game's pack"),
                          ([{"Ann": "9S", "Bob": "9S"}], "cut twice"),
                          ([{"Ann": "9S"}], "expected cards for Ann, Bob"),
                          ([{"Ann": "9Z", "Bob": "AS"}], "unknown suit"),
                          ([{"Ann": 9, "Bob": "AS"}], "expected a card")):
        with pytest.raises(RuleError, match=match):
            cut_for_deal("euchre", ["Ann", "Bob"], EnteredCuts(rounds))
    extra = EnteredCuts([{"Ann": "9S", "Bob": "AS"}, {"Ann": "9C", "Bob": "AC"}])
    cut_for_deal("euchre", ["Ann", "Bob"], extra)
    with pytest.raises(RuleError, match="not needed"):
        extra.check_all_used()


card_text = st.sampled_from(["AS", "7H", "9C", "KD", "JK", "2C", "QS", "x", "10H"]) | st.integers()
names = st.lists(st.sampled_from(["Ann", "Bob", "Cid", "Dan", "Eve", "", "Ann"]), max_size=7)


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(["euchre", "seven-up", "loo", "ecarte", "euchre-railroad", "nope"]),
       names, st.lists(st.dictionaries(st.sampled_from(["Ann", "Bob", "Cid", "Dan", "dealt"]),
                                       card_text | st.lists(card_text, max_size=6)),
                       max_size=4),
       st.none() | st.booleans())
def test_fuzz_cuts_raise_only_rule_errors(game, players, rounds, partners):
    """Random entered cuts never raise anything but RuleError; a cut seats everyone once."""
    try:
        result = cut_for_deal(game, players, EnteredCuts(rounds), partnerships=partners)
    except RuleError:
        return
    assert sorted(result.seats) == sorted(players) and result.dealer == result.seats[0]
