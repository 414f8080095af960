"""`clubapp cribbage show|play` and `clubapp score cribbage…` as a user runs them."""

from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest

from tests.rules.cribbage_deals import random_cards_entry


def clubapp(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "clubapp", *args], input=stdin,
                          capture_output=True, text=True, timeout=120)


def test_show_the_29_hand_of_line_147():
    """seeds/001 line 147 and the issue: 5H 5C 5S JD with 5D turned."""
    run = clubapp("cribbage", "show", "5H", "5C", "5S", "JD", "--starter", "5D")
    assert run.returncode == 0, run.stderr
    assert run.stdout == ('{"fifteens": 16, "pairs": 12, "runs": 0, "flush": 0, "nobs": 1, '
                          '"total": 29}\n')


def test_show_a_crib_flush_needs_the_starter():
    """seeds/001 line 149: no crib flush unless the starter matches."""
    hand = ("2H", "4H", "8H", "TH")
    as_crib = json.loads(clubapp("cribbage", "show", *hand, "--starter", "KC", "--crib").stdout)
    matched = json.loads(clubapp("cribbage", "show", *hand, "--starter", "kh", "--crib").stdout)
    assert (as_crib["flush"], matched["flush"]) == (0, 5)


def test_show_accepts_ten_written_10_and_suit_symbols():
    """RULES.md notation: 10 for T, ♣♦♥♠ accepted, any case."""
    run = clubapp("cribbage", "show", "10♥", "j♣", "qs", "KD", "--starter", "5H")
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout) == {"fifteens": 8, "pairs": 0, "runs": 4, "flush": 0,
                                      "nobs": 0, "total": 12}


def test_play_prints_each_cards_points():
    """The issue's example and seeds/001 lines 165–169 to the end."""
    run = clubapp("cribbage", "play", "4C", "2D", "3H", "AS", "5C")
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout) == [0, 0, 3, 4, 7]
    run = clubapp("cribbage", "play", "4C", "2D", "3H", "AS", "5C", "2H", "4D", "3S")
    assert json.loads(run.stdout) == [0, 0, 3, 4, 7, 0, 5, 5]


@pytest.mark.parametrize(("args", "message"), [
    (("show", "5H", "5C", "5S", "JX", "--starter", "5D"), "hand: 'JX': unknown suit"),
    (("show", "5H", "5C", "--starter", "5D"), "hand: a cribbage hand has 3 to 5 cards"),
    (("show", "5H", "5C", "5S", "JD", "--starter", "5H"), "starter: 5H is also in the hand"),
    (("show", "5H", "5C", "5S", "--starter", "5D", "--crib"), "crib: a crib has 4 cards"),
    (("show", "5H", "5H", "5S", "JD", "--starter", "5D"), "hand: 5H is given twice"),
    (("play", "4C", "2D", "4C"), "play: 4C is given twice"),
    (("play", "JK"), "play: cribbage is played without jokers"),
])
def test_bad_cards_exit_2_with_a_message_and_nothing_on_stdout(args: tuple[str, ...],
                                                               message: str):
    """DESIGN.md: bad input exits 2, a clear message on stderr, nothing written."""
    run = clubapp("cribbage", *args)
    assert run.returncode == 2
    assert run.stdout == ""
    assert message in run.stderr


def test_show_without_a_starter_is_a_usage_error():
    """argparse's own message, exit 2."""
    run = clubapp("cribbage", "show", "5H", "5C", "5S", "JD")
    assert run.returncode == 2 and run.stdout == ""
    assert "--starter" in run.stderr


def test_score_the_book_deal_then_the_game_to_its_end():
    """seeds/001 lines 163–189 from the cards, then counts to 61: Bob home on his hand
    before his crib is counted (line 227), Ann past the turn."""
    deals = [
        {"cards": {"starter": "QH", "pone": ["4C", "3H", "5C", "4D"],
                   "dealer": ["2D", "AS", "2H", "3S"], "crib": ["AC", "TD", "JH", "JS"],
                   "play": ["4C", "2D", "3H", "AS", "5C", "2H", "4D", "3S"]}},
        {"count": {"pone": {"play": 3, "hand": 8}, "dealer": {"play": 4, "hand": 6, "crib": 2}}},
        {"count": {"pone": {"play": 2, "hand": 8}, "dealer": {"play": 1, "hand": 16, "crib": 0}}},
    ]
    run = clubapp("score", "cribbage", stdin=json.dumps({"players": ["Bob", "Ann"],
                                                         "deals": deals}))
    assert run.returncode == 0, run.stderr
    out = json.loads(run.stdout)
    assert out["deals"][0] == {"points": {"Bob": 33, "Ann": 25}, "totals": {"Bob": 33, "Ann": 25}}
    assert out["deals"][1]["totals"] == {"Bob": 44, "Ann": 37}  # Ann deals the second
    assert out["deals"][2]["points"] == {"Bob": 17, "Ann": 10}  # the crib not reached
    assert out["games"] == [{"winner": "Bob", "totals": {"Bob": 61, "Ann": 47}, "value": 1}]
    assert out["match"] == {"winner": "Bob", "value": 1}
    assert out["winner"] == "Bob"


def test_score_refuses_an_impossible_show_naming_the_deal():
    """seeds/001 line 223: twenty-six cannot be shown (nineteen is the word for nothing)."""
    deals = [{"count": {"pone": {"play": 3, "hand": 26},
                        "dealer": {"play": 4, "hand": 6, "crib": 2}}}]
    run = clubapp("score", "cribbage", stdin=json.dumps({"players": ["Bob", "Ann"],
                                                         "deals": deals}))
    assert run.returncode == 2 and run.stdout == ""
    assert "deal 1: count.pone.hand: no show is worth 26" in run.stderr


@pytest.mark.parametrize(("game", "players", "hand_size", "single"), [
    ("cribbage", 2, 4, False), ("cribbage-five", 2, 3, True), ("cribbage-three", 3, 4, False),
    ("cribbage-four", 4, 4, False), ("cribbage-seven", 2, 5, False)])
def test_whole_games_of_every_variant_on_the_command_line(game: str, players: int,
                                                          hand_size: int, single: bool):
    """Random lawful deals from the cards until somebody is home: a winner is printed (and
    one deal more is refused: the match is over)."""
    from clubapp.rules import get_game

    rng = random.Random(7)
    names = ["Ann", "Bob", "Cat", "Dan"][:players]
    rules = get_game(game)
    state = rules.new_state(names)
    deals = []
    while not state.over:
        deals.append(random_cards_entry(rng, players, hand_size, single))
        state = rules.score(state, deals[-1])
    run = clubapp("score", game, stdin=json.dumps({"players": names, "deals": deals}))
    assert run.returncode == 0, run.stderr
    out = json.loads(run.stdout)
    assert len(out["deals"]) == len(deals)
    assert out["winner"] == state.match.winner
    assert out["games"][0]["totals"][out["winner"]] >= rules.target
    if game == "cribbage":
        more = [*deals, random_cards_entry(rng, players, hand_size, single)]
        run = clubapp("score", game, stdin=json.dumps({"players": names, "deals": more}))
        assert run.returncode == 2 and run.stdout == ""
        assert f"deal {len(more)}: deal: the match is over" in run.stderr
