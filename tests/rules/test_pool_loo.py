"""Loo, Irish loo and five-card loo by seeds/000 lines 33-85 (chips in white units, red = 3)."""

from __future__ import annotations

import io
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from clubapp.cli import main
from clubapp.rules import RuleError, get_game
from tests.rules.pool_fuzz import check_pool_deals, pool_entries

SIX = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay"]
LOO = get_game("loo")
IRISH = get_game("irish-loo")
FIVE = get_game("five-card-loo")
RED = 3

# Ann deals a simple pool (9); Bob wins all three tricks, the other five are looed: 45 carried.
BOB_SWEEPS = {"tricks": {"Bob": 3}}


def play(deals, game=LOO, players=SIX, **options):
    return game.score_all(game.new_state(players, options), deals)


def chips(state, deal=-1):
    return dict(state.deals[deal].chips)


def rejected(deals, field, game=LOO, players=SIX, **options):
    with pytest.raises(RuleError) as caught:
        play(deals, game, players, **options)
    assert caught.value.field == field, caught.value.message
    return caught.value.reason


# --- three-card loo ----------------------------------------------------------------------

def test_line_45_dealer_puts_three_red_and_line_57_simple_pool_shared_by_thirds():
    """seeds/000 lines 45, 57: the dealer antes 3 red; each trick takes a third; no trick: looed 3 red."""
    state = play([{"tricks": {"Bob": 2, "Cat": 1}}])
    assert chips(state) == {"Ann": -2 * 3 * RED, "Bob": 2 * RED, "Cat": RED, "Dan": -3 * RED,
                            "Eve": -3 * RED, "Fay": -3 * RED, "pool": 4 * 3 * RED}
    assert state.deals[0].pool == 36
    assert sum(state.totals.values()) == -36


def test_line_49_first_deal_simple_everyone_plays_next_double():
    """seeds/000 line 49: the first deal and one with only the dealer's 3 red are simple."""
    assert rejected([{"in": ["Bob", "Cat"], "tricks": {"Bob": 3}}], "in").endswith("(line 57)")
    assert "simple" in rejected([{"double": True, "tricks": {"Bob": 3}}], "double")
    assert "double" in rejected([BOB_SWEEPS, {"double": False, "in": ["Cat"], "widow": "Cat"}],
                                "double")
    assert rejected([BOB_SWEEPS, {"tricks": {"Cat": 3}}], "in").startswith("missing")


def test_line_59_double_pool_passers_pay_nothing_standers_without_trick_looed():
    """seeds/000 line 59: in a double pool each may pass; who stands and takes no trick is looed."""
    state = play([BOB_SWEEPS, {"double": True, "in": ["Cat", "Dan", "Eve"], "widow": "Cat",
                               "tricks": {"Cat": 2, "Dan": 1}}])
    assert chips(state) == {"Ann": 0, "Bob": -9, "Cat": 36, "Dan": 18, "Eve": -9, "Fay": 0,
                            "pool": -36}
    assert state.deals[-1].pool == 9


def test_line_61_widow_taker_alone_takes_the_pool_and_next_deal_is_simple():
    """seeds/000 line 61: all pass but the widow-taker: he takes the pool; the next is simple."""
    state = play([BOB_SWEEPS, {"in": ["Eve"], "widow": "Eve"}])
    assert chips(state)["Eve"] == 45 + 9
    assert state.deals[-1].pool == 0
    state = LOO.score(state, {"double": False, "tricks": {"Ann": 3}})
    assert chips(state)["Ann"] == 9


def test_line_61_dealer_defends_the_pool_his_shares_stay_and_he_is_not_looed():
    """seeds/000 line 61: one player left without the widow: the dealer defends the pool."""
    state = play([BOB_SWEEPS, {"in": ["Dan"], "tricks": {"Dan": 1, "Bob": 2}}])
    assert chips(state) == {"Ann": 0, "Bob": -9, "Cat": 0, "Dan": 18, "Eve": 0, "Fay": 0,
                            "pool": -9}
    assert state.extra.pool == state.extra.carried == 36
    state = play([BOB_SWEEPS, {"in": ["Dan"], "widow": "Bob", "tricks": {"Bob": 3}}])
    assert chips(state)["Bob"] == -9 and chips(state)["Dan"] == -9  # Dan looed, Bob not
    assert state.extra.pool == 63 and state.extra.carried == 54


def test_line_63_flush_takes_the_pool_and_loos_the_others_in():
    """seeds/000 line 63: a flush claims a double pool; each other player in is looed 3 red."""
    state = play([BOB_SWEEPS, {"in": ["Cat", "Dan", "Eve"], "flush": "Dan"}])
    assert chips(state) == {"Ann": 0, "Bob": -9, "Cat": -9, "Dan": 54, "Eve": -9, "Fay": 0,
                            "pool": -27}
    assert state.extra.pool == 18


def test_line_63_two_flushes_the_eldest_wins_the_younger_is_not_looed():
    """seeds/000 line 63: of two flushes the eldest hand wins; the younger flush is not looed."""
    state = play([BOB_SWEEPS, {"in": ["Cat", "Dan", "Eve"], "flush": "Cat", "flush_also": "Eve"}])
    assert chips(state) == {"Ann": 0, "Bob": -9, "Cat": 54, "Dan": -9, "Eve": 0, "Fay": 0,
                            "pool": -36}
    assert "eldest" in rejected([BOB_SWEEPS, {"in": ["Cat", "Eve"], "flush": "Eve",
                                              "flush_also": "Cat"}], "flush_also")
    assert "double pool" in rejected([{"flush": "Bob", "tricks": {"Bob": 3}}], "flush")
    assert "passed" in rejected([BOB_SWEEPS, {"in": ["Cat", "Dan"], "flush": "Eve"}], "flush")


def test_line_51_misdeal_fines_the_dealer_and_the_next_pool_is_double():
    """seeds/000 line 51: a misdeal: 3 red into the pool, the deal passes, the next pool is double."""
    state = play([{"misdeal": True}])
    assert chips(state)["Ann"] == -2 * 3 * RED
    assert state.next_dealer == 1
    state = LOO.score(state, {"double": True, "in": ["Cat", "Dan"], "tricks": {"Cat": 3}})
    assert chips(state)["Cat"] == 27 and chips(state)["Dan"] == -9
    assert rejected([{"misdeal": True, "tricks": {"Bob": 3}}], "tricks.Bob")


def test_line_55_trump_shown_in_a_simple_pool_is_fined_and_the_pool_stays_simple():
    """seeds/000 line 55: the dealer turns a trump in a simple pool: 3 red into it; still simple."""
    state = play([{"trump_shown": True, "tricks": {"Bob": 3}}])
    assert chips(state) == {"Ann": -27, "Bob": 18, "Cat": -9, "Dan": -9, "Eve": -9,
                            "Fay": -9, "pool": 45}
    assert "simple" in rejected([BOB_SWEEPS, {"trump_shown": True, "in": ["Cat"], "widow": "Cat"}],
                                "trump_shown")


def test_line_47_unlimited_loo_a_loo_costs_the_whole_pool():
    """seeds/000 line 47: unlimited loo: who fails pays into the next pool what the pool held."""
    deals = [BOB_SWEEPS, {"in": ["Cat", "Dan"], "tricks": {"Cat": 3}},
             {"in": ["Dan", "Eve"], "tricks": {"Eve": 3}}]
    limited, unlimited = play(deals), play(deals, limit="unlimited")
    assert chips(limited, 1)["Dan"] == -9
    assert chips(unlimited, 1)["Dan"] == -54  # the pool held 45 + Bob's 9
    assert chips(unlimited, 2)["Dan"] == -63  # 54 + Cat's ante: it grows "with astonishing speed"
    assert unlimited.extra.pool == 63
    assert chips(limited, 2)["Dan"] == -9


def test_line_69_fined_player_pays_into_this_pool_and_wins_nothing():
    """seeds/000 line 69: fined 3 red into the current pool; wins nothing; looed he pays too."""
    state = play([{"fined": ["Cat"], "tricks": {"Bob": 2, "Cat": 1}}])
    assert chips(state) == {"Ann": -18, "Bob": 12, "Cat": -9, "Dan": -9, "Eve": -9, "Fay": -9,
                            "pool": 42}
    assert state.extra.carried == 6  # Cat's third stays
    state = play([{"fined": ["Dan"], "tricks": {"Bob": 3}}])
    assert chips(state)["Dan"] == -18


def test_line_71_revoke_shares_the_pool_odd_whites_stay_offender_pays_six_red():
    """seeds/000 line 71: the pool shared among those in but the offender; odd whites stay; 6 red."""
    state = play([BOB_SWEEPS, {"in": ["Cat", "Dan", "Eve", "Fay", "Ann"], "revoke": "Eve"}])
    assert chips(state) == {"Ann": 13, "Bob": -9, "Cat": 13, "Dan": 13, "Eve": -6 * RED,
                            "Fay": 13, "pool": -25}
    assert state.extra.pool == 20 and state.extra.carried == 2
    assert "no cards" in rejected([BOB_SWEEPS, {"in": ["Cat", "Dan"], "revoke": "Eve"}], "revoke")


def test_line_71_two_revokes_found_at_once_both_share_nothing_and_both_pay_six_red():
    """seeds/000 line 71 for each offender: Eve and Dan are both found to have revoked; the
    54 in the pool go to the other three in, 18 each; each offender pays 6 red."""
    state = play([BOB_SWEEPS, {"in": ["Cat", "Dan", "Eve", "Fay", "Ann"], "revoke": "Eve",
                               "second_revoke": "Dan"}])
    assert chips(state) == {"Ann": 18, "Bob": -9, "Cat": 18, "Dan": -6 * RED, "Eve": -6 * RED,
                            "Fay": 18, "pool": -9}
    assert state.deals[-1].note_text() == "revokes by Eve, Dan: the pool is shared"
    assert "both revokes" in rejected([BOB_SWEEPS, {"in": ["Cat", "Eve"], "revoke": "Eve",
                                                    "second_revoke": "Eve"}], "second_revoke")
    assert "no cards" in rejected([BOB_SWEEPS, {"in": ["Cat", "Eve"], "revoke": "Eve",
                                                "second_revoke": "Dan"}], "second_revoke")


def test_line_73_penalty_after_a_trick_loos_him_and_his_shares_stay():
    """seeds/000 line 73: penalised after winning a trick: looed 3 red, his shares stay in the pool."""
    state = play([BOB_SWEEPS, {"in": ["Cat", "Dan"], "tricks": {"Cat": 2, "Dan": 1},
                               "penalised": ["Cat"]}])
    assert chips(state) == {"Ann": 0, "Bob": -9, "Cat": -9, "Dan": 18, "Eve": 0, "Fay": 0,
                            "pool": 0}
    assert state.extra.pool == 45 and state.extra.carried == 36
    assert "won no trick" in rejected([BOB_SWEEPS, {"in": ["Cat", "Dan"], "tricks": {"Cat": 3},
                                                    "penalised": ["Dan"]}], "penalised")


def test_odd_chips_stay_by_the_book_or_go_to_the_eldest_winner():
    """seeds/000 lines 45, 71: chips that do not divide stay; option: to the eldest winner."""
    deals = [BOB_SWEEPS, {"in": ["Cat", "Dan", "Eve", "Fay", "Ann"], "revoke": "Eve"},
             {"in": ["Dan", "Eve"], "tricks": {"Dan": 2, "Eve": 1}}]
    stay = play(deals)
    assert chips(stay, 1)["Cat"] == 13 and stay.deals[1].pool == 20  # 54 in fourths: 2 stay
    assert chips(stay)["Dan"] == 18 and stay.extra.pool == 2  # 29 in thirds of 9: 2 stay
    eldest = play(deals, odd_chips="eldest")
    assert chips(eldest, 1)["Cat"] == 15 and eldest.deals[1].pool == 18
    assert chips(eldest)["Dan"] == 18 and eldest.extra.pool == 0


def test_house_rule_all_pass_the_dealer_takes_the_pool_or_it_stays():
    """House rule (book silent): all pass before the dealer: he takes the pool (Hoyle's standard)."""
    state = play([BOB_SWEEPS, {"in": []}])
    assert chips(state)["Bob"] == 45 and state.extra.pool == 0
    state = play([BOB_SWEEPS, {"in": ["Bob"]}])
    assert chips(state)["Bob"] == 45
    state = play([BOB_SWEEPS, {"in": []}], all_pass="pool_stays")
    assert chips(state)["Bob"] == -9 and state.extra.pool == 54


def test_bad_tricks_are_refused():
    """Tricks that do not add up to three, or won by a player who passed: a message, nothing kept."""
    assert "3" in rejected([{"tricks": {"Bob": 2}}], "tricks")
    assert "did not play" in rejected([BOB_SWEEPS, {"in": ["Cat", "Dan"],
                                                    "tricks": {"Cat": 2, "Fay": 1}}], "tricks.Fay")
    assert "pool" in rejected([], "players", players=["Ann", "pool", "Cat"])


def test_whole_evening_of_six_keeps_every_chip():
    """An evening: simple and double pools, a flush, a revoke, a misdeal; no chip made or lost."""
    deals = [
        {"tricks": {"Bob": 2, "Cat": 1}},
        {"in": ["Cat", "Dan", "Eve"], "widow": "Dan", "tricks": {"Cat": 1, "Dan": 1, "Eve": 1}},
        {"misdeal": True},
        {"in": ["Eve", "Fay", "Ann"], "flush": "Fay"},
        {"in": ["Fay", "Ann", "Bob"], "revoke": "Ann"},
        {"in": ["Ann"], "tricks": {"Ann": 1, "Fay": 2}},
        {"in": ["Bob", "Cat"], "widow": "Bob", "tricks": {"Bob": 3}},
    ]
    state = play(deals)
    assert [d.pool for d in state.deals] == [36, 0, 18, 18, 19, 19, 10]
    assert chips(state, 5)["Ann"] == 9 and state.deals[5].chips["Fay"] == -9  # Fay defended
    assert sum(state.totals.values()) + state.extra.pool == 0


# --- Irish loo ---------------------------------------------------------------------------

def test_line_77_irish_loo_has_no_simple_pools_every_deal_may_pass():
    """seeds/000 line 77: no widow, no simple pools: a trump is always turned and all may pass."""
    state = play([{"in": ["Bob", "Cat"], "tricks": {"Bob": 2, "Cat": 1}}], IRISH)
    assert chips(state) == {"Ann": -9, "Bob": 6, "Cat": 3, "Dan": 0, "Eve": 0, "Fay": 0, "pool": 0}
    assert rejected([{"in": ["Bob"], "widow": "Bob"}], "widow", IRISH)
    state = play([{"in": ["Bob", "Cat"], "flush": "Cat"}], IRISH)
    assert chips(state)["Cat"] == 9 and chips(state)["Bob"] == -9


def test_irish_loo_lone_player_against_the_dealer_by_house_rule():
    """House rule (line 61 without a widow): the dealer defends the pool, or the player takes it."""
    state = play([{"in": ["Bob"], "tricks": {"Bob": 1, "Ann": 2}}], IRISH)
    assert chips(state)["Bob"] == 3 and state.extra.pool == 6
    state = play([{"in": ["Bob"]}], IRISH, lone_player="takes_pool")
    assert chips(state)["Bob"] == 9 and state.extra.pool == 0


# --- five-card loo -----------------------------------------------------------------------

FIVE_PLAYERS = SIX[:5]


def test_line_81_five_card_loo_red_is_five_white_fifths_of_the_pool():
    """seeds/000 line 81: a red is five white; the dealer puts in 5 red; a fifth a trick."""
    state = play([{"in": ["Bob", "Cat", "Dan"], "tricks": {"Bob": 3, "Cat": 2}}], FIVE,
                 FIVE_PLAYERS)
    assert chips(state) == {"Ann": -25, "Bob": 15, "Cat": 10, "Dan": -25, "Eve": 0, "pool": 25}


def test_line_81_five_card_flush_loos_everyone_at_the_table_five_red():
    """seeds/000 line 81: a five-card flush takes the pool; everyone at the table is looed 5 red."""
    state = play([{"flush": "Cat"}], FIVE, FIVE_PLAYERS)
    assert chips(state) == {"Ann": -50, "Bob": -25, "Cat": 25, "Dan": -25, "Eve": -25, "pool": 100}
    assert rejected([{"flush": "Dan", "flush_also": "Bob"}], "flush_also", FIVE, FIVE_PLAYERS)


def test_line_81_a_younger_flush_is_looed_with_everyone_at_the_table():
    """seeds/000 line 81: "everyone at the table (whether he plays or not) is looed"; of two
    flushes the eldest wins "even if the younger holds a flush in trumps": Dan's younger flush
    pays his 5 red like the rest (line 63's exemption is three-card loo's)."""
    state = play([{"flush": "Bob", "flush_also": "Dan"}], FIVE, FIVE_PLAYERS)
    assert chips(state) == {"Ann": -50, "Bob": 25, "Cat": -25, "Dan": -25, "Eve": -25,
                            "pool": 100}
    assert FIVE.new_state(FIVE_PLAYERS).options["younger_flush"] == "looed"


def test_house_rule_younger_flush_not_looed_as_in_three_card_loo():
    """House rule ``younger_flush=not_looed``: the younger flush is spared, as line 63 spares
    it in three-card loo."""
    state = play([{"flush": "Bob", "flush_also": "Dan"}], FIVE, FIVE_PLAYERS,
                 younger_flush="not_looed")
    assert chips(state)["Dan"] == 0 and chips(state)["Bob"] == 25


def test_five_card_loo_revoke_fine_and_pam_option():
    """House rule: a revoke costs 10 red (twice a loo); line 83: Pam is an option, off by default."""
    state = play([{"in": ["Bob", "Cat", "Dan"], "revoke": "Dan"}], FIVE, FIVE_PLAYERS)
    assert chips(state) == {"Ann": -25, "Bob": 12, "Cat": 12, "Dan": -50, "Eve": 0, "pool": 51}
    assert dict(state.options)["pam"] is False
    state = play([{"in": ["Bob", "Cat", "Dan"], "revoke": "Dan"}], FIVE, FIVE_PLAYERS,
                 revoke_red=6, pam=True)
    assert chips(state)["Dan"] == -30


def test_cli_score_loo_prints_each_deals_chips_and_pool(monkeypatch, capsys):
    """DESIGN.md: `clubapp score loo` prints each deal's chips, the pool as its own key, and the pool left."""
    data = {"players": ["Ann", "Bob", "Cat"], "deals": [{"tricks": {"Bob": 3}}]}
    monkeypatch.setattr("sys.stdin", io.StringIO(json.dumps(data)))
    assert main(["score", "loo"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["deals"][0]["chips"] == {"Ann": -18, "Bob": 9, "Cat": -9, "pool": 18}
    assert out["deals"][0]["pool"] == 18
    assert out["deals"][0]["totals"] == {"Ann": -18, "Bob": 9, "Cat": -9}
    assert out["winner"] is None


@pytest.mark.parametrize(("game", "players", "tricks"),
                         [(LOO, SIX, 3), (IRISH, SIX[:4], 3), (FIVE, FIVE_PLAYERS, 5)])
@settings(max_examples=80, deadline=None)
@given(data=st.data())
def test_fuzz_only_rule_errors_and_every_chip_kept(game, players, tricks, data):
    """Random entries: only RuleError, a rejected entry changes nothing, no chip made or lost."""
    options = {"limit": data.draw(st.sampled_from(["limited", "unlimited"])),
               "odd_chips": data.draw(st.sampled_from(["stay", "eldest"]))}
    entries = data.draw(st.lists(pool_entries(game, players, tricks), max_size=12))
    check_pool_deals(game, players, options, entries)
