"""The shows of a recorded cribbage deal, read through the rules (issue 33: a side pot taken by
a hand "read from the deals as entered, through the rules")."""

from __future__ import annotations

from clubapp.rules import get_game
from clubapp.rules.cribbage_shows import Show, deal_shows

TWENTY_NINE = ["5C", "5D", "5S", "JH"]  # with the five of hearts turned: 29 (line 147)
TWENTY_FOUR = ["4C", "4D", "5S", "6H"]  # with the six of clubs: 24


def start(game: str = "cribbage", players=("Bob", "Ann"), **options):
    rules = get_game(game)
    return rules, rules.new_state(list(players), options)


def by_count(pone, dealer, crib, **extra):
    return {"count": {"pone": {"play": 0, "hand": pone}, "dealer": {"play": 0, "hand": dealer,
                                                                    "crib": crib}, **extra}}


def test_by_the_count_each_show_is_the_count_entered_pone_first():
    """Line 179: the pone shows first, then the dealer his hand, then his crib. Bob deals the
    first deal (the first seat), so Ann is the pone."""
    rules, state = start()
    assert deal_shows(rules, state, by_count(24, 12, 29)) == (
        Show("pone", "Ann", "hand", 24, True), Show("dealer", "Bob", "hand", 12, True),
        Show("dealer", "Bob", "crib", 29, True))


def test_by_the_cards_each_show_is_what_the_cards_hold_whatever_was_announced():
    """Ann holds 29 but announces 20 (line 219: muggins takes the 9): she held 29 all the
    same; the dealer's 24 and a crib of three fifteens."""
    rules, state = start()
    entry = {"cards": {"starter": "5H", "pone": TWENTY_NINE, "dealer": ["4C", "4D", "6S", "6H"],
                       "crib": ["2C", "8D", "TS", "KH"],
                       "pegged": {"pone": 0, "dealer": 0},
                       "claims": {"pone": {"hand": 20}}}}
    shows = deal_shows(rules, state, entry)
    assert [(s.player, s.what, s.points) for s in shows] == [
        ("Ann", "hand", 29), ("Bob", "hand", 24), ("Bob", "crib", 6)]


def test_a_show_after_the_game_is_won_was_never_shown():
    """Line 227: Ann at 50 pegs out on her 24 hand; Bob's hand and crib are never counted."""
    rules, state = start()
    state = rules.score(state, {"points": {"Ann": 50, "Bob": 10}})  # Bob deals, Ann pone
    state = rules.score(state, {"points": {"Ann": 0, "Bob": 0}})  # Ann deals, Bob pone
    shows = deal_shows(rules, state, by_count(24, 28, 24))  # Bob deals: Ann the pone again
    assert [(s.player, s.what, s.shown) for s in shows] == [
        ("Ann", "hand", True), ("Bob", "hand", False), ("Bob", "crib", False)]
    # the same hand one hole short of needing it: every show is shown
    rules, early = start()
    assert all(s.shown for s in deal_shows(rules, early, by_count(24, 28, 24)))


def test_a_game_won_in_the_play_shows_nothing():
    rules, state = start()
    state = rules.score(state, {"points": {"Ann": 58, "Bob": 10}})
    state = rules.score(state, {"points": {"Ann": 0, "Bob": 0}})
    entry = {"count": {"pone": {"play": 3, "hand": 24}, "dealer": {"play": 0}}}
    assert not any(s.shown for s in deal_shows(rules, state, entry))


def test_muggins_missed_points_are_in_the_show_held():
    """Line 221: Ann announced 20 of a hand of 24; Bob took the 4 by muggins."""
    rules, state = start()
    entry = {"count": {"pone": {"play": 0, "hand": 20, "muggins_on": {"hand": 4}},
                       "dealer": {"play": 0, "hand": 0, "crib": 0}}}
    assert deal_shows(rules, state, entry)[0].points == 24


def test_nineteen_is_nothing():
    """Line 223: nineteen is the word for a hand of nothing."""
    rules, state = start()
    assert deal_shows(rules, state, by_count(19, 2, 0))[0].points == 0


def test_a_deal_entered_by_its_points_names_no_show():
    rules, state = start()
    assert deal_shows(rules, state, {"points": {"Ann": 24, "Bob": 3}}) == ()


def test_four_hand_shows_round_the_table_with_each_player_named():
    """Four-hand cribbage: the eldest (the dealer's left) shows first; each hand is its
    holder's, though the points go to the side."""
    rules, state = start("cribbage-four", ("Ann", "Bob", "Cat", "Dan"))
    entry = {"count": {"eldest": {"play": 0, "hand": 24}, "second": {"play": 0, "hand": 2},
                       "third": {"play": 0, "hand": 4}, "dealer": {"play": 0, "hand": 29,
                                                                   "crib": 0}}}
    shows = deal_shows(rules, state, entry)
    assert [(s.role, s.player, s.points) for s in shows] == [
        ("eldest", "Bob", 24), ("second", "Cat", 2), ("third", "Dan", 4), ("dealer", "Ann", 29),
        ("dealer", "Ann", 0)]


def test_an_entry_the_rules_refuse_names_no_show():
    rules, state = start()
    assert deal_shows(rules, state, by_count(26, 0, 0)) == ()  # no hand shows 26 (line 223)
