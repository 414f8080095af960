"""The auction of Austrian préférence: seeds/003_3b490261c3932dff.txt lines 13–26."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from clubapp.rules import RuleError
from clubapp.rules.games.preference_bidding import CALLS, AuctionResult, run_auction

ORDER = ["A", "B", "C"]  # A on the dealer's left speaks first (line 14)


def refused(calls: list[str], **kwargs) -> RuleError:
    with pytest.raises(RuleError) as err:
        run_auction(calls, ORDER, **kwargs)
    return err.value


def test_lines_23_24_first_example_b_declares_at_three() -> None:
    """seeds/003 lines 23–24: A pass, B 1, C 2; B holds, C 3; B holds, C passes: B plays, and may
    name diamonds or hearts (3 or higher)."""
    calls = ["pass", "1", "2", "-", "hold", "3", "-", "hold", "pass"]
    assert run_auction(calls, ORDER) == AuctionResult("B", "3")
    assert run_auction([c for c in calls if c != "-"], ORDER) == AuctionResult("B", "3")


def test_lines_25_26_second_example_c_declares_at_four() -> None:
    """seeds/003 lines 25–26: A 1, B 2, C 3; A passes, B holds, C 4; B passes: C plays hearts."""
    calls = ["1", "2", "3", "pass", "hold", "4", "-", "pass"]
    assert run_auction(calls, ORDER) == AuctionResult("C", "4")


def test_line_15_all_pass() -> None:
    """seeds/003 line 15: if all pass, the next player deals."""
    result = run_auction(["pass", "pass", "pass"], ORDER)
    assert result.passed_out
    assert result == AuctionResult(None, None)


def test_line_16_18_no_jumps_in_numbers() -> None:
    """seeds/003 lines 16, 18: the lowest possible number; no jumps."""
    assert refused(["2"]).field == "bidding.1"
    assert refused(["1", "3"]).field == "bidding.2"
    assert "next is 2" in refused(["1", "1"]).reason


def test_line_17_hearts_ends_the_auction_at_once() -> None:
    """seeds/003 line 17: the hearts call stops the bidding."""
    assert run_auction(["1", "hearts"], ORDER) == AuctionResult("B", "hearts")
    assert refused(["1", "hearts", "pass"]).reason == "the auction was already over"


def test_line_19_a_passed_player_does_not_speak_again() -> None:
    """seeds/003 line 19: after passing a player cannot come back; his turn is skipped."""
    assert run_auction(["pass", "1", "pass"], ORDER) == AuctionResult("B", "1")
    assert run_auction(["pass", "1", "2", "hold", "3", "pass"], ORDER) == AuctionResult("C", "3")
    assert refused(["pass", "1", "2", "-", "pass", "-"]).field == "bidding.6"  # auction over
    assert "dash" in refused(["1", "-"]).reason


def test_line_19_game_and_hearts_only_at_the_first_turn() -> None:
    """seeds/003 line 19: a player who bid a number cannot later call game or hearts."""
    assert "first turn" in refused(["1", "2", "pass", "game"]).reason
    assert "first turn" in refused(["1", "2", "pass", "hearts"]).reason


def test_line_17_20_game_is_overcalled_only_by_game_or_hearts() -> None:
    """seeds/003 lines 17, 20: after game, numbers and holds are refused; the number bidder passes."""
    assert run_auction(["1", "game", "pass", "pass"], ORDER) == AuctionResult("B", "game")
    assert "only game or hearts" in refused(["game", "1"]).reason
    assert "hold" in refused(["1", "game", "pass", "hold"]).reason
    assert run_auction(["game", "pass", "hearts"], ORDER) == AuctionResult("C", "hearts")


def test_line_20_two_game_bidders_settle_by_suit() -> None:
    """seeds/003 line 20: two game bidders compare suits, which the calls do not record."""
    result = run_auction(["game", "pass", "game"], ORDER)
    assert result == AuctionResult(None, "game", ("A", "C"))


def test_line_21_hold_only_when_ones_number_was_overbid() -> None:
    """seeds/003 line 21: only a player whose number has been overbid may hold."""
    assert "overbid" in refused(["hold"]).reason
    assert "overbid" in refused(["pass", "1", "hold"]).reason  # C never bid a number
    assert "overbid" in refused(["1", "2", "pass", "hold", "hold"]).reason  # B's 2 was held, not overbid


def test_line_22_held_bidder_must_go_higher_or_pass() -> None:
    """seeds/003 line 22: after a hold the other bids the next number or passes; 4 is the top."""
    assert run_auction(["1", "2", "pass", "hold", "3", "hold", "4", "hold", "pass"], ORDER) == \
        AuctionResult("A", "4")
    assert "highest" in refused(["1", "2", "pass", "hold", "3", "hold", "4", "hold", "4"]).reason


def test_hold_rule_earlier_hand_has_priority() -> None:
    """House rule (lines 21–26 show only the earlier hand holding): B cannot hold A's 4."""
    calls = ["1", "2", "3", "4", "hold"]
    assert "earlier hand" in refused(calls).reason
    # read alone, line 21 lets B hold; then A (held, not overbid) must pass, C too
    assert run_auction([*calls, "pass", "pass"], ORDER, hold_rule="any-overbid") == AuctionResult("B", "4")


def test_unfinished_auction_is_refused() -> None:
    """seeds/003 lines 14–22: the list must run to the auction's end."""
    error = refused(["pass", "1", "2"])
    assert error.field == "bidding"
    assert "not finished" in error.reason


def test_four_players_dealer_sits_out() -> None:
    """seeds/003 line 9: with four, the dealer does not bid; the order holds the three."""
    assert run_auction(["pass", "pass", "1"], ["B", "C", "D"]) == AuctionResult("D", "1")


@settings(max_examples=400, deadline=None)
@given(st.lists(st.one_of(st.sampled_from(CALLS), st.just("5"), st.just(""), st.integers()), max_size=12))
def test_fuzz_any_call_list_gives_a_result_or_a_rule_error(calls: list) -> None:
    """Any list: an auction result consistent with the calls, or RuleError naming the call."""
    try:
        result = run_auction(calls, ORDER)
    except RuleError as err:
        assert err.field.startswith("bidding")
        return
    if result.contract in ("1", "2", "3", "4"):
        assert result.declarer in ORDER
        assert str(result.contract) in [str(c) for c in calls]
    elif result.contract == "hearts":
        assert calls[-1] == "hearts"
