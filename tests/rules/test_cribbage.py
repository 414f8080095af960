"""The five cribbage games as registered games: entries, checks, order of counting, whole games."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from clubapp.cards import parse_cards
from clubapp.rules import RuleError, get_game
from clubapp.rules.base import GameRules, State
from clubapp.rules.cribbage_play import play_out
from tests.rules.cribbage_deals import ROLES, count_entry_from_cards, random_cards_entry

BOOK_DEAL = {"cards": {  # seeds/001 lines 163–189: starter a queen
    "starter": "QH",
    "pone": ["4C", "3H", "5C", "4D"],
    "dealer": ["2D", "AS", "2H", "3S"],
    "crib": ["AC", "TD", "JH", "JS"],  # the pone's ace and ten, the dealer's two jacks
    "play": ["4C", "2D", "3H", "AS", "5C", "2H", "4D", "3S"],
}}


def start(game: str, players: list[str], **options: Any) -> tuple[GameRules, State]:
    rules = get_game(game)
    return rules, rules.new_state(players, options)


def count(pone: tuple[int, int], dealer: tuple[int, int, int], **extra: Any) -> dict[str, Any]:
    """A two-hand deal by its count: pone (play, hand), dealer (play, hand, crib)."""
    return {"count": {"pone": {"play": pone[0], "hand": pone[1]},
                      "dealer": {"play": dealer[0], "hand": dealer[1], "crib": dealer[2]},
                      **extra}}


def with_claims(claims: dict[str, Any]) -> dict[str, Any]:
    return {"cards": {**BOOK_DEAL["cards"], "claims": claims}}


# --- the book's deals -------------------------------------------------------------------------

def test_lines_163_189_the_book_deal_from_its_cards():
    """seeds/001 lines 171, 181, 185, 187: the pone pegs 15 and shows 10 (25); the dealer pegs
    10, shows 14 and a crib of 9 (33, three holes past the turn)."""
    rules, state = start("cribbage", ["Bob", "Ann"])  # Bob deals first
    state = rules.score(state, BOOK_DEAL)
    assert dict(state.totals) == {"Bob": 33, "Ann": 25}
    assert state.deals[0].dealer == "Bob"
    assert state.players[state.next_dealer] == "Ann"  # line 189: the deal passes


def test_lines_263_269_five_card_never_lost_till_it_is_lost():
    """seeds/001 lines 263–269: the pone at 56, the dealer at 5. 7, 6, 6 (58), pair royal, go,
    double pair royal and 31 (fourteen holes); the pone shows a pair (60), the dealer 12 and a
    crib of 17 (54); next deal the 54 pegs a fifteen and go and shows a pair and a fifteen:
    61, and the player one hole short loses."""
    rules, state = start("cribbage-five", ["Bob", "Ann"])
    state = rules.score(state, count((5, 20), (1, 0, 0)))  # Ann pone: three for last + 25
    state = rules.score(state, count((2, 2), (3, 12, 13)))  # Bob pone
    assert dict(state.totals) == {"Ann": 56, "Bob": 5}
    state = rules.score(state, {"cards": {
        "starter": "3C", "pone": ["7C", "6H", "7D"], "dealer": ["6C", "6D", "6S"],
        "crib": ["2C", "4C", "3D", "3H"], "play": ["7C", "6C", "6H", "6D", "6S"]}})
    assert dict(state.deals[-1].points) == {"Ann": 2 + 2, "Bob": 6 + 14 + 12 + 17}
    assert dict(state.totals) == {"Ann": 60, "Bob": 54}
    state = rules.score(state, count((3, 4), (0, 8, 6)))  # Bob pone now, Ann deals
    assert state.games[0].winner == "Bob"
    assert dict(state.games[0].totals) == {"Ann": 60, "Bob": 61}
    assert state.games[0].value == 1
    assert state.match is not None and state.match.winner == "Bob"


# --- order of counting (line 227) ---------------------------------------------------------------

def test_line_227_the_pone_shows_first_and_wins_before_the_dealers_hand():
    """seeds/001 line 227: the pone's show comes before the dealer's hand and crib; the
    dealer, stuck on the turn, is lurched (line 43: two games). The show of 8 from 54 stops in
    the game hole (lines 39–41): 61, not 62."""
    rules, state = start("cribbage", ["Dee", "Pat"])
    state = rules.score(state, count((4, 24), (6, 24, 24)))  # Dee deals: Pat 28, Dee 54
    state = rules.score(state, count((0, 8), (2, 29, 20)))  # Pat deals, Dee shows first
    assert dict(state.deals[-1].points) == {"Dee": 7, "Pat": 2}
    game = state.games[0]
    assert (game.winner, dict(game.totals), game.value) == ("Dee", {"Dee": 61, "Pat": 30}, 2)
    assert state.match is not None and (state.match.winner, state.match.value) == ("Dee", 2)


def test_line_227_pegging_out_in_the_play_beats_the_pones_show():
    """seeds/001 line 227: whoever reaches the game hole while pegging wins at once."""
    rules, state = start("cribbage", ["Dee", "Pat"])
    state = rules.score(state, {"points": {"Dee": 57, "Pat": 55}})
    state = rules.score(state, count((3, 10), (6, 12, 5)))  # Pat deals
    assert dict(state.deals[-1].points) == {"Dee": 3, "Pat": 6}
    assert state.games[0].winner == "Pat"


def test_line_79_heels_is_pegged_before_the_play():
    """seeds/001 line 79: two for his heels at the turn-up, before any card is played."""
    rules, state = start("cribbage", ["Dee", "Pat"])
    state = rules.score(state, {"points": {"Dee": 50, "Pat": 59}})
    state = rules.score(state, count((5, 12), (1, 8, 4), heels=True))
    assert dict(state.deals[-1].points) == {"Dee": 0, "Pat": 2}
    assert state.games[0].winner == "Pat"


def test_both_pegging_out_in_the_play_needs_who_was_first():
    """seeds/001 line 227: with the count entered by parts, say who reached home first."""
    rules, state = start("cribbage", ["Dee", "Pat"])
    state = rules.score(state, {"points": {"Dee": 59, "Pat": 58}})
    both = count((2, 4), (3, 4, 0))
    with pytest.raises(RuleError, match="say who pegged out first") as err:
        rules.score(state, both)
    assert err.value.field == "count.first_out"
    dealer_first = rules.score(state, count((2, 4), (3, 4, 0), first_out="dealer"))
    assert dealer_first.games[0].winner == "Pat"
    assert dict(dealer_first.deals[-1].points) == {"Dee": 0, "Pat": 3}
    pone_first = rules.score(state, count((2, 4), (3, 4, 0), first_out="pone"))
    assert pone_first.games[0].winner == "Dee"


def test_first_out_must_name_a_side_that_gets_home():
    """A player who does not reach the game hole cannot have pegged out first."""
    rules, state = start("cribbage", ["Dee", "Pat"])
    with pytest.raises(RuleError, match="does not reach 61"):
        rules.score(state, count((2, 4), (3, 4, 0), first_out="pone"))


# --- lurch and the match ------------------------------------------------------------------------

def test_line_43_lurch_counts_two_games_and_passing_the_turn_saves_it():
    """seeds/001 line 43: home before the other passes the turn (30) is a lurch, two games;
    with the loser on 31 it is one."""
    rules, state = start("cribbage", ["Dee", "Pat"])
    lurched = rules.score(rules.score(state, {"points": {"Dee": 55, "Pat": 30}}),
                          {"points": {"Dee": 6}})
    assert lurched.games[0].value == 2
    saved = rules.score(rules.score(state, {"points": {"Dee": 55, "Pat": 31}}),
                        {"points": {"Dee": 6}})
    assert saved.games[0].value == 1
    rules, plain = start("cribbage", ["Dee", "Pat"], lurch=False)
    plain = rules.score(rules.score(plain, {"points": {"Dee": 55, "Pat": 3}}),
                        {"points": {"Dee": 6}})
    assert plain.games[0].value == 1


def test_lurch_line_of_a_121_game_is_the_91st_hole():
    """Standard rule for 121 (seed silent): a loser on 90 or short of it is lurched."""
    rules, state = start("cribbage", ["Dee", "Pat"], target=121)
    state = rules.score(state, {"points": {"Dee": 60, "Pat": 45}})
    state = rules.score(state, {"points": {"Dee": 55, "Pat": 45}})
    state = rules.score(state, {"points": {"Dee": 6}})
    assert (state.games[0].winner, state.games[0].value) == ("Dee", 2)


def test_line_63_a_match_of_three_games_lurches_counting_double():
    """seeds/001 line 63: lurches count double; the match option asks for three games."""
    rules, state = start("cribbage", ["Dee", "Pat"], games=3)
    state = rules.score(state, {"points": {"Dee": 61}})  # a lurch: 2
    assert state.match is None and dict(state.totals) == {"Dee": 0, "Pat": 0}
    state = rules.score(state, {"points": {"Pat": 40}})
    state = rules.score(state, {"points": {"Dee": 31, "Pat": 21}})
    state = rules.score(state, {"points": {"Pat": 3}})  # Pat wins a single game
    assert [g.value for g in state.games] == [2, 1]
    state = rules.score(state, {"points": {"Dee": 61}})
    assert state.match is not None and (state.match.winner, state.match.value) == ("Dee", 4)
    with pytest.raises(RuleError, match="the match is over"):
        rules.score(state, {"points": {"Dee": 1}})


def test_only_a_board_of_61_121_or_181_holes():
    """seeds/001 lines 39, 277, 285: games of 61, 121 or 181."""
    with pytest.raises(RuleError, match="61, 121 or 181"):
        start("cribbage", ["Dee", "Pat"], target=100)


# --- three for last (five-card) -------------------------------------------------------------------

def test_line_255_three_for_last_to_the_pone_of_each_games_first_deal():
    """seeds/001 line 255: the non-dealer of the first hand of each game pegs three."""
    rules, state = start("cribbage-five", ["Dee", "Pat"], games=5)
    state = rules.score(state, count((1, 2), (2, 4, 5)))
    assert dict(state.deals[-1].points) == {"Dee": 11, "Pat": 3 + 3}
    state = rules.score(state, count((1, 2), (2, 4, 5)))
    assert dict(state.deals[-1].points) == {"Dee": 3, "Pat": 11}
    state = rules.score(state, {"points": {"Dee": 60}})  # Dee wins the first game
    state = rules.score(state, count((0, 0), (1, 0, 0)))  # a new game: three for last again
    assert state.deals[-1].points[state.deals[-1].dealer] == 1
    assert sum(state.deals[-1].points.values()) == 1 + 3


def test_three_for_last_is_a_house_rule_option():
    """With the option off nobody pegs the three."""
    rules, state = start("cribbage-five", ["Dee", "Pat"], three_for_last=False)
    state = rules.score(state, count((1, 2), (2, 4, 5)))
    assert dict(state.deals[-1].points) == {"Dee": 11, "Pat": 3}


# --- muggins (lines 215–221) -----------------------------------------------------------------

def test_line_219_muggins_takes_the_points_a_player_misses():
    """seeds/001 line 219: an omission may be added to the opponent's own score."""
    rules, state = start("cribbage", ["Bob", "Ann"])
    state = rules.score(state, with_claims({"pone": {"hand": 8}}))
    assert dict(state.totals) == {"Bob": 33 + 2, "Ann": 25 - 2}


def test_line_219_muggins_takes_an_overcount_back_and_gives_it_over():
    """seeds/001 line 219: marks wrongly claimed are taken back and added to the opponent."""
    rules, state = start("cribbage", ["Bob", "Ann"])
    state = rules.score(state, with_claims({"pone": {"hand": 12}, "dealer": {"crib": 7}}))
    assert dict(state.totals) == {"Bob": 33 - 2 + 2, "Ann": 25 + 2}


def test_without_muggins_a_short_count_is_lost_and_an_overcount_only_corrected():
    """Muggins off (house rule): nobody takes the difference."""
    rules, state = start("cribbage", ["Bob", "Ann"], muggins=False)
    short = rules.score(state, with_claims({"pone": {"hand": 8}}))
    assert dict(short.totals) == {"Bob": 33, "Ann": 23}
    over = rules.score(state, with_claims({"pone": {"hand": 12}}))
    assert dict(over.totals) == {"Bob": 33, "Ann": 25}
    with pytest.raises(RuleError, match="does not play muggins"):
        rules.score(state, {"count": {"pone": {"play": 0, "hand": 2, "muggins": 2},
                                      "dealer": {"play": 1, "hand": 4, "crib": 0}}})


def test_muggins_with_three_names_who_called_it():
    """Three players: the missed points go to whoever called muggins."""
    rules, state = start("cribbage-three", ["Ann", "Bob", "Cat"])
    deal = random_cards_entry(random.Random(3), 3, 4)
    true_hand = _hand_total(deal, "eldest")
    short = {**deal["cards"], "claims": {"eldest": {"hand": true_hand + 1}}}
    with pytest.raises(RuleError, match="who called muggins"):
        rules.score(state, {"cards": short})
    short["claims"] = {"eldest": {"hand": true_hand + 1, "called_by": "dealer"}}
    after = rules.score(state, {"cards": short})
    plain = rules.score(state, deal)
    assert after.totals["Ann"] == plain.totals["Ann"] + 1  # Ann deals: the dealer
    assert after.totals["Bob"] == plain.totals["Bob"]  # Bob is eldest: corrected, no more


def _hand_total(deal: dict[str, Any], role: str) -> int:
    from clubapp.cards import parse_card
    from clubapp.rules.cribbage_count import show_count

    cards = deal["cards"]
    return show_count(parse_cards(cards[role]), parse_card(cards["starter"])).total


# --- what the checks refuse ---------------------------------------------------------------------

@pytest.mark.parametrize(("entry", "field", "words"), [
    (count((3, 26), (5, 12, 4)), "count.pone.hand", "no show is worth 26"),
    (count((3, 8), (5, 25, 4)), "count.dealer.hand", "19, 25, 26, 27 are impossible"),
    (count((3, 8), (5, 12, 27)), "count.dealer.crib", "no show is worth 27"),
    (count((3, 30), (5, 12, 4)), "count.pone.hand", "above the maximum 29"),
    (count((3, 29), (5, 12, 4), heels=True), "count.pone.hand", "jack turned up"),
    (count((3, 8), (5, 12, 4), heels=True, starter="5D"), "count.heels", "needs a jack"),
    (count((3, 29), (5, 12, 4), starter="KD"), "count.pone.hand", "with this starter"),
    (count((25, 8), (5, 12, 4)), "count.pone.play", "above the maximum 24"),
    (count((3, 8), (31, 12, 4)), "count.dealer.play", "above the maximum 30"),
    ({}, "count", "either by its count"),
    ({"cards": {**BOOK_DEAL["cards"], "crib": ["AC", "TD", "JH", "4C"]}}, "cards.crib",
     "4C is also"),
    ({"cards": {**BOOK_DEAL["cards"], "pone": ["4C", "3H", "5C"]}}, "cards.pone",
     "has 4 cards"),
    ({"cards": {**BOOK_DEAL["cards"], "starter": "JK"}}, "cards.starter", "without jokers"),
    ({"cards": {**BOOK_DEAL["cards"], "heels_forgotten": True}}, "cards.heels_forgotten",
     "not a jack"),
    ({"cards": {**BOOK_DEAL["cards"], "pegged": {"pone": 15, "dealer": 10}}}, "cards.pegged",
     "not both"),
    ({"cards": {k: v for k, v in BOOK_DEAL["cards"].items() if k != "play"}}, "cards.play",
     "order of play"),
    ({"cards": {**BOOK_DEAL["cards"], "play": ["2D", "4C", "3H", "AS", "5C", "2H", "4D", "3S"]}},
     "cards.play", "turn"),
    ({"cards": {**BOOK_DEAL["cards"], "first_out": "pone"}}, "cards.first_out", "already"),
    ({"cards": {k: v for k, v in BOOK_DEAL["cards"].items() if k != "crib"}}, "cards.crib",
     "the game was not won before this count"),
    ({"cards": {**BOOK_DEAL["cards"], "play": ["4C", "2D", "3H"]}}, "cards.play",
     "too soon: Bob still had AS 2H 3S to play"),
    (count((3, 8), (5, None, 4)), "count.dealer.hand", "the game was not won before"),
    ({"count": {"pone": {"hand": 8}, "dealer": {"hand": 5, "crib": 4}}}, "count.pone.play",
     "the game was not won before"),
    (count((3, 8), (5, 12, 4), irregular={"crib": "long"}), "count.dealer.crib", "void"),
])
def test_impossible_entries_are_refused_naming_the_field(entry: dict, field: str, words: str):
    """seeds/001 lines 147, 223, 79 and the play's laws: no deal can give these."""
    rules, state = start("cribbage", ["Bob", "Ann"])
    with pytest.raises(RuleError) as err:
        rules.score(state, entry)
    assert err.value.field == field
    assert words in err.value.reason


def test_a_jack_turned_up_counts_heels_unless_forgotten():
    """seeds/001 line 79: two for his heels, lost if not pegged before the dealer plays."""
    rules, state = start("cribbage", ["Bob", "Ann"])
    jack = {"cards": {**BOOK_DEAL["cards"], "starter": "JD", "crib": ["AC", "TD", "QH", "JS"]}}
    pegged = rules.score(state, jack)
    forgot = rules.score(state, {"cards": {**jack["cards"], "heels_forgotten": True}})
    assert pegged.totals["Bob"] == forgot.totals["Bob"] + 2


def test_points_entries_are_bounded_and_never_negative():
    """The whole-deal points entry: no side can get more than a deal gives, or go back."""
    rules, state = start("cribbage", ["Dee", "Pat"])
    with pytest.raises(RuleError, match="never go back"):
        rules.score(state, {"points": {"Dee": -2}})
    with pytest.raises(RuleError, match="more than a deal can give"):
        rules.score(state, {"points": {"Pat": 400}})
    near = rules.score(state, {"points": {"Dee": 55, "Pat": 55}})
    with pytest.raises(RuleError, match="both reach 61"):
        rules.score(near, {"points": {"Dee": 6, "Pat": 6}})


def test_pegged_points_instead_of_the_order_of_play():
    """The cards with the pegging as the table marked it (order of play not kept)."""
    rules, state = start("cribbage", ["Bob", "Ann"])
    cards = {k: v for k, v in BOOK_DEAL["cards"].items() if k != "play"}
    state = rules.score(state, {"cards": {**cards, "pegged": {"pone": 15, "dealer": 10}}})
    assert dict(state.totals) == {"Bob": 33, "Ann": 25}


def test_penalties_are_pegged_before_the_play():
    """seeds/001 line 69: a misdeal gives the pone two."""
    rules, state = start("cribbage", ["Bob", "Ann"])
    state = rules.score(state, {"cards": {**BOOK_DEAL["cards"], "penalties": {"pone": 2}}})
    assert dict(state.totals) == {"Bob": 33, "Ann": 27}


# --- the partnership and three-hand games ----------------------------------------------------

def test_four_hand_scores_by_sides_with_roles_round_the_table():
    """seeds/001 lines 277–279: partners, one score a side; the eldest is the dealer's left."""
    rules, state = start("cribbage-four", ["Ann", "Bob", "Cat", "Dan"])  # A: Ann, Cat
    entry = {"count": {
        "eldest": {"play": 3, "hand": 8}, "second": {"play": 2, "hand": 4},
        "third": {"play": 1, "hand": 6}, "dealer": {"play": 4, "hand": 12, "crib": 5}}}
    state = rules.score(state, entry)  # Ann deals: eldest Bob (B), second Cat (A), third Dan
    assert dict(state.totals) == {"A": 2 + 4 + 4 + 12 + 5, "B": 3 + 8 + 1 + 6}
    assert rules.target == 121 and state.options["target"] == 121


def test_muggins_in_four_hand_goes_to_the_other_side():
    """Partners: the points a player misses go to the opposing side."""
    rules, state = start("cribbage-four", ["Ann", "Bob", "Cat", "Dan"])
    deal = random_cards_entry(random.Random(8), 4, 4)
    plain = rules.score(state, deal)
    true_hand = _hand_total(deal, "second")  # Cat, side A (Ann deals)
    claimed = {"cards": {**deal["cards"], "claims": {"second": {"hand": true_hand + 2}}}}
    after = rules.score(state, claimed)
    assert after.totals["B"] == plain.totals["B"] + 2
    assert after.totals["A"] == plain.totals["A"]


# --- whole games of every variant, by the cards and by the counts ------------------------------

VARIANTS = [("cribbage", 2, 4, False), ("cribbage-five", 2, 3, True),
            ("cribbage-three", 3, 4, False), ("cribbage-four", 4, 4, False),
            ("cribbage-seven", 2, 5, False)]
NAMES = ["Ann", "Bob", "Cat", "Dan"]


def play_whole_game(game: str, players: int, hand_size: int, single: bool, seed: int,
                    **options: Any) -> tuple[State, State]:
    """Deal random lawful deals until the game ends: once by the cards, once by the counts
    (each player's pegs as the table would mark them: none after the game is won)."""
    rules, by_cards = start(game, NAMES[:players], **options)
    _, by_count = start(game, NAMES[:players], **options)
    rng = random.Random(seed)
    roles = ROLES[players]
    for _ in range(200):
        first_of_game = not by_count.deals or by_count.deals[-1].ended_game
        entry = random_cards_entry(rng, players, hand_size, single)
        by_cards = rules.score(by_cards, entry)
        seat = NAMES.index(by_cards.deals[-1].dealer)
        holders = [NAMES[(seat + 1 + k) % players] for k in range(players)]
        sides = [rules.side_of(p, NAMES[:players]) for p in holders]
        totals = dict(by_count.totals)
        if first_of_game and by_count.options.get("three_for_last"):
            totals[sides[0]] += 3
        if entry["cards"]["starter"][0] == "J":
            totals[sides[-1]] += 2
        hands = [parse_cards(entry["cards"][r]) for r in roles]
        result = play_out(hands, parse_cards(entry["cards"]["play"]), single_count=single)
        marked = dict.fromkeys(roles, 0)
        target = by_count.options["target"]
        for peg in result.pegs:
            if max(totals.values()) >= target:
                break  # the game is won: nobody pegs any more
            marked[roles[peg.seat]] += peg.points
            totals[sides[peg.seat]] += peg.points
        by_count = rules.score(by_count, count_entry_from_cards(entry, marked))
        if by_cards.over:
            return by_cards, by_count
    raise AssertionError("the game never ended")


@pytest.mark.parametrize(("game", "players", "hand_size", "single"), VARIANTS)
def test_whole_games_play_to_their_end_by_cards_and_by_counts(game: str, players: int,
                                                             hand_size: int, single: bool):
    """Every variant, random lawful deals: the game ends with its winner home, and entering
    the same deals by their counts gives the same games and match."""
    for seed in range(3):
        by_cards, by_count = play_whole_game(game, players, hand_size, single, seed)
        target = by_cards.options["target"]
        finished = by_cards.games[-1]
        assert finished.totals[finished.winner] >= target
        assert all(n < target for s, n in finished.totals.items() if s != finished.winner)
        assert by_cards.match is not None and by_cards.match.winner == finished.winner
        assert [g.to_json() for g in by_cards.games] == [g.to_json() for g in by_count.games]
        assert [dict(d.points) for d in by_cards.deals] == [dict(d.points)
                                                             for d in by_count.deals]
        total = {s: 0 for s in finished.totals}
        for deal in by_cards.deals:
            for side, points in deal.points.items():
                total[side] += points
        assert total == dict(finished.totals)


def test_seven_card_to_181_and_a_match_of_two_games():
    """seeds/001 line 285: seven-card cribbage is played to 121 or even 181."""
    by_cards, _ = play_whole_game("cribbage-seven", 2, 5, False, 11, target=181, games=2)
    assert by_cards.match is not None
    assert sum(g.value or 0 for g in by_cards.games if g.winner == by_cards.match.winner) >= 2
    assert all(max(g.totals.values()) >= 181 for g in by_cards.games)


# --- nothing but RuleError, and a refused entry changes nothing --------------------------------

VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 70) | st.sampled_from(
        ["5H", "JD", "QH", "JK", "pone", "dealer", "eldest", "x", "10C"]),
    lambda inner: st.lists(inner, max_size=6) | st.dictionaries(
        st.sampled_from(["count", "cards", "pone", "dealer", "eldest", "second", "third",
                         "play", "hand", "crib", "heels", "heels_forgotten", "starter", "first_out", "claims",
                         "pegged", "penalties", "muggins", "called_by", "points", "Ann"]),
        inner, max_size=6),
    max_leaves=20)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(VARIANTS), st.integers(0, 10**6), VALUES,
       st.sampled_from(["junk", "cards", "count", "points"]))
def test_random_entries_raise_only_rule_errors_and_change_nothing(variant, seed, junk, kind):
    """Well-formed deals (random lawful cards or counts, sometimes tampered with, whole-deal
    points) and malformed ones: the engine answers or raises RuleError, and a refused entry
    leaves the state as it was."""
    game, players, hand_size, single = variant
    rules, state = start(game, NAMES[:players])
    rng = random.Random(seed)
    state = rules.score(state, random_cards_entry(rng, players, hand_size, single))
    lawful = random_cards_entry(rng, players, hand_size, single)
    entry: Any = junk
    if kind == "cards":
        entry = lawful
    elif kind == "count":
        entry = count_entry_from_cards(lawful, {r: rng.randint(0, 40) for r in ROLES[players]})
        entry["count"]["heels"] = rng.random() < 0.2
    elif kind == "points":
        entry = {"points": {s: rng.randint(-3, 140) for s in rules.sides(NAMES[:players])}}
    if kind in ("cards", "count") and isinstance(junk, dict):
        entry[kind].update(junk)  # tamper with a lawful deal
    before = (dict(state.totals), len(state.deals), state.next_dealer, state.games)
    try:
        after = rules.score(state, entry)
    except RuleError:
        assert (dict(state.totals), len(state.deals), state.next_dealer, state.games) == before
        return
    assert len(after.deals) == len(state.deals) + 1
    assert all(n >= 0 for n in after.deals[-1].points.values())


# --- the second reading (issue 22, items 1–5) ------------------------------------------------

def dealt_to(bob: int, ann: int) -> tuple[GameRules, State]:
    """Bob and Ann at these totals, Bob to deal (two whole-deal points entries)."""
    rules, state = start("cribbage", ["Bob", "Ann"])
    state = rules.score(state, {"points": {"Bob": bob // 2, "Ann": ann // 2}})
    state = rules.score(state, {"points": {"Bob": bob - bob // 2, "Ann": ann - ann // 2}})
    assert state.players[state.next_dealer] == "Bob"
    return rules, state


def test_line_223_nineteen_announces_nothing_and_muggins_takes_the_whole_show():
    """seeds/001 lines 223 and 219: "nineteen" is how a player says he has nothing, so Ann's
    hand of 10 announced as nineteen is pegged as nothing and Bob takes the 10 she missed —
    not the 9 between 19 and 10. Any number no hand shows (27, 40) is read the same way."""
    rules, state = start("cribbage", ["Bob", "Ann"])
    for said in (19, 27, 40):
        after = rules.score(state, with_claims({"pone": {"hand": said}}))
        assert dict(after.totals) == {"Bob": 33 + 10, "Ann": 25 - 10}, said
        assert f"Ann announced {said} for the hand, which no hand shows: nothing (line 223)" \
            in after.deals[0].note_text()
    rules, plain = start("cribbage", ["Bob", "Ann"], muggins=False)
    assert dict(rules.score(plain, with_claims({"pone": {"hand": 19}})).totals) == {
        "Bob": 33, "Ann": 15}


def test_line_223_nineteen_entered_as_a_count_is_nothing_pegged():
    """seeds/001 line 223: a count entry of nineteen for a hand is the announcement of
    nothing; the opponent's muggins on it is entered with it, and the two entries agree."""
    rules, state = start("cribbage", ["Bob", "Ann"])
    by_count = rules.score(state, {"count": {
        "pone": {"play": 15, "hand": 19, "muggins_on": {"hand": 10}},
        "dealer": {"play": 10, "hand": 14, "crib": 9}}})
    by_cards = rules.score(state, with_claims({"pone": {"hand": 19}}))
    assert dict(by_count.totals) == dict(by_cards.totals) == {"Bob": 43, "Ann": 15}
    assert by_count.deals[0].note_text() == ("Ann said nineteen for the hand: nothing to peg "
                                             "(line 223)")


def test_line_221_muggins_on_the_dealers_hand_wins_before_his_crib():
    """seeds/001 lines 221 and 227: muggins on a hand is taken once that hand is pegged, before
    the crib. Ann (pone) 50 after the play shows 10 (60); Bob (dealer) 48 announces 10 for his
    hand of 14 (58): Ann takes the 4 and is home before Bob's crib of 9 is counted. Typed by
    the cards or by the count, the same winner."""
    rules, state = dealt_to(38, 35)
    by_cards = rules.score(state, with_claims({"dealer": {"hand": 10}}))
    by_count = rules.score(state, {"count": {
        "pone": {"play": 15, "hand": 10},
        "dealer": {"play": 10, "hand": 10, "crib": 9, "muggins_on": {"hand": 4}}}})
    for after in (by_cards, by_count):
        assert after.games[0].winner == "Ann"
        assert dict(after.games[0].totals) == {"Bob": 58, "Ann": 61}
    # muggins on the crib is taken after the crib: then Bob is home first
    on_crib = rules.score(state, {"count": {
        "pone": {"play": 15, "hand": 10},
        "dealer": {"play": 10, "hand": 10, "crib": 5, "muggins_on": {"crib": 4}}}})
    assert on_crib.games[0].winner == "Bob"


def test_an_older_count_entry_of_muggins_taken_is_read_on_a_show():
    """Older count entries said what a player took by muggins, not on which show: taken from
    the dealer it is read as taken on his crib (where it used to be pegged), from the pone on
    the pone's hand; such entries still replay."""
    rules, state = start("cribbage", ["Bob", "Ann"])
    older = rules.score(state, {"count": {"pone": {"play": 0, "hand": 2, "muggins": 2},
                                          "dealer": {"play": 1, "hand": 4, "crib": 0}}})
    newer = rules.score(state, {"count": {"pone": {"play": 0, "hand": 2},
                                          "dealer": {"play": 1, "hand": 4, "crib": 0,
                                                     "muggins_on": {"crib": 2}}}})
    assert dict(older.totals) == dict(newer.totals) == {"Bob": 5, "Ann": 4}


def test_line_227_a_game_won_in_the_play_is_entered_as_far_as_it_went():
    """seeds/001 line 227: Ann at 55 pegs a run of three (58) and then 15 with a run of five:
    home in the play. The order of play stops there, no crib and no shows; by the count, the
    play's points alone. The pegs stop in the game hole (61)."""
    rules, state = dealt_to(20, 55)
    cards = {k: v for k, v in BOOK_DEAL["cards"].items() if k not in ("crib", "play")}
    by_cards = rules.score(state, {"cards": {**cards, "play": ["4C", "2D", "3H", "AS", "5C"]}})
    by_count = rules.score(state, {"count": {"pone": {"play": 10}, "dealer": {"play": 4}}})
    for after in (by_cards, by_count):
        assert after.games[0].winner == "Ann"
        assert dict(after.deals[-1].points) == {"Bob": 4, "Ann": 6}
        assert dict(after.games[0].totals) == {"Bob": 24, "Ann": 61}
    with pytest.raises(RuleError) as err:  # stopped before anybody is home
        rules.score(state, {"cards": {**cards, "play": ["4C", "2D"]}})
    assert (err.value.field, err.value.code) == ("cards.play", "cribbage.play_stops_early")


def test_line_39_a_points_entry_stops_at_the_game_hole_and_is_bounded():
    """seeds/001 lines 39–41: the pegging ends in the game hole. 99 from nothing cannot be
    one deal in a game of 61 (no count is worth more than 29); 20 from 50 stops at 61."""
    rules, state = start("cribbage", ["Eve", "Max"])
    with pytest.raises(RuleError) as err:
        rules.score(state, {"points": {"Eve": 99}})
    assert err.value.field == "points.Eve"
    assert err.value.reason == ("99 cannot be pegged from 0: the pegging stops in the game "
                                "hole (61), and no one count is worth more than 29")
    state = rules.score(state, {"points": {"Eve": 50, "Max": 20}})
    state = rules.score(state, {"points": {"Eve": 20, "Max": 3}})
    assert dict(state.deals[-1].points) == {"Eve": 11, "Max": 0}
    assert dict(state.games[0].totals) == {"Eve": 61, "Max": 20}
    rules, long_game = start("cribbage", ["Eve", "Max"], target=121)
    with pytest.raises(RuleError, match="more than a deal can give"):
        rules.score(long_game, {"points": {"Eve": 150}})


def test_line_203_an_illegal_go_let_stand():
    """seeds/001 line 203: after 4 2 3 A 5 (count 15) Bob says go though his two fits; Ann
    lets it stand and pegs 2. She plays her four (19, a run of five), pegs the go; Bob leads
    the next count with his two and three, the last card his."""
    cards = {**BOOK_DEAL["cards"], "play": ["4C", "2D", "3H", "AS", "5C", "4D", "2H", "3S"]}
    rules, state = start("cribbage", ["Bob", "Ann"])
    with pytest.raises(RuleError, match="turn"):
        rules.score(state, {"cards": cards})
    after = rules.score(state, {"cards": {**cards, "irregular": {"go_after": 5}}})
    play_ann, play_bob = 3 + 7 + 2 + 5 + 1, 4 + 1
    assert dict(after.totals) == {"Bob": play_bob + 14 + 9, "Ann": play_ann + 10}
    assert after.deals[0].note_text() == ("Bob said go with a card that fitted, let stand: "
                                          "Ann pegs 2 (line 203)")
    with pytest.raises(RuleError) as err:  # no ninth card: no go after it
        rules.score(state, {"cards": {**BOOK_DEAL["cards"], "irregular": {"go_after": 9}}})
    assert (err.value.field, err.value.reason) == ("cards.irregular.go_after",
                                                   "the play never reaches card 9")
    by_count = rules.score(state, {"count": {
        "pone": {"play": play_ann - 2, "hand": 10},
        "dealer": {"play": play_bob, "hand": 14, "crib": 9}, "irregular": {"go_by": "dealer"}}})
    assert dict(by_count.totals) == dict(after.totals)


def test_lines_213_215_a_short_hand_and_the_crib_with_its_card():
    """seeds/001 lines 213 and 215: Ann laid out with a card too few: Bob pegs 2, her three
    cards are played and shown as they are; her missing four is found in the crib, which Bob
    counts with it (the pone's hand was short)."""
    from clubapp.cards import parse_card
    from clubapp.rules.cribbage_count import show_count

    rules, state = start("cribbage", ["Bob", "Ann"])
    deal = {"starter": "QH", "pone": ["4C", "3H", "5C"], "dealer": ["2D", "AS", "2H", "3S"],
            "crib": ["AC", "TD", "JH", "JS", "4D"], "pegged": {"pone": 9, "dealer": 6},
            "irregular": {"short_hand": "pone", "crib": "long"}}
    after = rules.score(state, {"cards": deal})
    hand = show_count(parse_cards(["4C", "3H", "5C"]), parse_card("QH"), irregular=True).total
    crib = show_count(parse_cards(deal["crib"]), parse_card("QH"), crib=True,
                      irregular=True).total
    assert (hand, crib) == (5, 17)  # a run and a fifteen; four fifteens, a pair, a double
    # run and his nobs
    assert dict(after.totals) == {"Bob": 2 + 6 + 14 + crib, "Ann": 9 + hand}
    assert after.deals[0].note_text().startswith("Ann's hand a card short: Bob pegs 2 (line 213)")
    with pytest.raises(RuleError) as err:  # a short hand needs the irregularity said
        rules.score(state, {"cards": {**deal, "irregular": {"crib": "long"}}})
    assert err.value.field == "cards.pone" and "Ann's hand has 4 cards, got 3" in err.value.reason


def test_line_215_a_crib_short_or_over_with_both_hands_right():
    """seeds/001 line 215: both hands right, a crib a card short is shown as it is and the
    pone pegs 2; a crib a card over is void and the pone pegs 2 — at the crib's turn."""
    rules, state = start("cribbage", ["Bob", "Ann"])
    short = rules.score(state, {"cards": {**BOOK_DEAL["cards"], "crib": ["AC", "TD", "JH"],
                                          "irregular": {"crib": "short"}}})
    assert dict(short.totals) == {"Bob": 10 + 14 + 4, "Ann": 25 + 2}  # T J Q and his nobs
    over = rules.score(state, {"cards": {**BOOK_DEAL["cards"],
                                         "crib": ["AC", "TD", "JH", "JS", "KD"],
                                         "irregular": {"crib": "long"}}})
    assert dict(over.totals) == {"Bob": 10 + 14, "Ann": 25 + 2}
    by_count = rules.score(state, {"count": {
        "pone": {"play": 15, "hand": 10}, "dealer": {"play": 10, "hand": 14},
        "irregular": {"crib": "long"}}})
    assert dict(by_count.totals) == dict(over.totals)


def test_line_221_muggins_on_the_play():
    """seeds/001 line 221: Ann pegged 12 of her 15 in the play; Bob takes the 3 by muggins
    when the play is over. By the count: muggins on her play."""
    rules, state = start("cribbage", ["Bob", "Ann"])
    by_cards = rules.score(state, with_claims({"pone": {"play": 12}}))
    by_count = rules.score(state, {"count": {
        "pone": {"play": 12, "hand": 10, "muggins_on": {"play": 3}},
        "dealer": {"play": 10, "hand": 14, "crib": 9}}})
    assert dict(by_cards.totals) == dict(by_count.totals) == {"Bob": 33 + 3, "Ann": 25 - 3}
    assert "Ann pegged 12 in the play, worth 15" in by_cards.deals[0].note_text()
