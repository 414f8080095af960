"""The pot of Austrian préférence: seeds/003_3b490261c3932dff.txt lines 11–12 and 35–39."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from clubapp.rules.games.preference_pot import contract_moves, refill

PLAYERS = ["Ann", "Bob", "Cid"]


def test_line_12_empty_pot_is_filled_equally() -> None:
    """seeds/003 line 12: every player puts the same sum into an empty pot."""
    moves = refill(PLAYERS, 0, 20)
    assert dict(moves.chips) == {"Ann": -20, "Bob": -20, "Cid": -20}
    assert moves.pot == 60
    assert refill(PLAYERS, 10, 20).pot == 10  # not empty: nothing is paid


def test_line_37_declarer_takes_ten_and_pays_a_stake_a_trick() -> None:
    """seeds/003 line 37: the declarer takes 10 from the pot and pays each whister 1 a trick."""
    moves = contract_moves(PLAYERS, 30, "Ann", {"Bob": "whist", "Cid": "whist"},
                           {"Ann": 6, "Bob": 2, "Cid": 2})
    assert dict(moves.chips) == {"Ann": 10 - 4, "Bob": 2, "Cid": 2}
    assert moves.pot == 20


def test_line_38_declarer_under_six_pays_twenty() -> None:
    """seeds/003 line 38: a declarer with fewer than six tricks pays 20 into the pot."""
    moves = contract_moves(PLAYERS, 30, "Ann", {"Bob": "whist", "Cid": "whist"},
                           {"Ann": 5, "Bob": 3, "Cid": 2})
    assert dict(moves.chips) == {"Ann": 10 - 5 - 20, "Bob": 3, "Cid": 2}
    assert moves.pot == 30 - 10 + 20


def test_line_39_whister_under_two_pays_ten() -> None:
    """seeds/003 line 39: without an invitation each whister short of two tricks pays 10."""
    moves = contract_moves(PLAYERS, 30, "Ann", {"Bob": "whist", "Cid": "whist"},
                           {"Ann": 8, "Bob": 1, "Cid": 1})
    assert dict(moves.chips) == {"Ann": 8, "Bob": 1 - 10, "Cid": 1 - 10}
    assert moves.pot == 30 - 10 + 20


def test_line_37_39_lone_whister_against_the_declarer() -> None:
    """seeds/003 lines 31, 37, 39: the passer lays his cards down; the whister alone still owes two."""
    moves = contract_moves(PLAYERS, 30, "Ann", {"Bob": "whist", "Cid": "pass"}, {"Ann": 9, "Bob": 1})
    assert dict(moves.chips) == {"Ann": 9, "Bob": 1 - 10, "Cid": 0}


def test_line_39_inviter_answers_for_four_and_is_paid_for_all() -> None:
    """seeds/003 lines 37, 39: the inviter is paid for the defenders' tricks and pays 10 when
    they took fewer than four; the invited defender gets and owes nothing."""
    short = contract_moves(PLAYERS, 30, "Ann", {"Bob": "invite", "Cid": "pass"},
                           {"Ann": 7, "Bob": 1, "Cid": 2})
    assert dict(short.chips) == {"Ann": 10 - 3, "Bob": 3 - 10, "Cid": 0}
    enough = contract_moves(PLAYERS, 30, "Ann", {"Bob": "pass", "Cid": "invite"},
                            {"Ann": 6, "Bob": 4, "Cid": 0})
    assert dict(enough.chips) == {"Ann": 10 - 4, "Bob": 0, "Cid": 4}


def test_line_33_nobody_whists_declarer_takes_ten_without_play() -> None:
    """seeds/003 lines 31, 33: no whist: no play, the declarer takes his 10."""
    moves = contract_moves(PLAYERS, 30, "Ann", {"Bob": "pass", "Cid": "pass"}, {})
    assert dict(moves.chips) == {"Ann": 10, "Bob": 0, "Cid": 0}
    assert moves.pot == 20


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 10), st.integers(0, 10), st.sampled_from(["whist", "pass", "invite"]),
       st.sampled_from(["whist", "pass"]))
def test_every_stake_is_accounted_for(declarer: int, bob: int, first: str, second: str) -> None:
    """seeds/003 lines 37–39: what the players gain, the pot loses, and the pot stays whole."""
    bob = min(bob, 10 - declarer)
    answers = {"Bob": first, "Cid": "pass" if first == "invite" else second}
    tricks = {"Ann": declarer, "Bob": bob, "Cid": 10 - declarer - bob}
    moves = contract_moves(PLAYERS, 10, "Ann", answers, tricks)
    assert sum(moves.chips.values()) + (moves.pot - 10) == 0
    assert moves.pot >= 0
    assert moves.pot % 10 == 0
