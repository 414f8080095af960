"""Austrian préférence, the contract and the pot: seeds/003_3b490261c3932dff.txt (whole)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from clubapp.rules import RuleError, get_game, result_json

PREF = get_game("preference-austrian")
FOUR = ["Dan", "A", "B", "C"]  # Dan deals first and sits out; A, B, C bid as in the seed
THREE = ["Ann", "Bob", "Cid"]


def first_deal(entry: dict, players: list[str] = FOUR, **options):
    return PREF.score(PREF.new_state(players, options), entry)


def refused(entry: dict, players: list[str] = FOUR, **options) -> RuleError:
    with pytest.raises(RuleError) as err:
        first_deal(entry, players, **options)
    return err.value


WON_BY_B = {"declarer": "B", "contract": "3", "whist": {"C": "whist", "A": "whist"},
            "tricks": {"B": 6, "C": 2, "A": 2}}


def test_lines_23_24_first_example_through_the_entry() -> None:
    """seeds/003 lines 23–24: B wins the auction at 3 and may name diamonds or hearts."""
    bidding = ["pass", "1", "2", "-", "hold", "3", "-", "hold", "pass"]
    for trumps in ("diamonds", "hearts"):
        state = first_deal({**WON_BY_B, "bidding": bidding, "trumps": trumps})
        assert dict(state.deals[0].chips or {})["B"] == -10 + 10 - 4  # opening stake, pot, tricks
    assert refused({**WON_BY_B, "bidding": bidding, "trumps": "spades"}).field == "trumps"
    assert refused({**WON_BY_B, "bidding": bidding, "declarer": "C",
                    "whist": {"A": "pass", "B": "pass"}, "tricks": {}}).field == "declarer"
    assert refused({**WON_BY_B, "bidding": bidding, "contract": "2"}).field == "contract"


def test_lines_25_26_second_example_through_the_entry() -> None:
    """seeds/003 lines 25–26: C wins at 4 and can only name hearts."""
    entry = {"declarer": "C", "contract": "4", "trumps": "hearts",
             "whist": {"A": "pass", "B": "pass"},
             "bidding": ["1", "2", "3", "pass", "hold", "4", "-", "pass"]}
    state = first_deal(entry)
    assert dict(state.deals[0].chips or {}) == {"Dan": -10, "A": -10, "B": -10, "C": 10 - 10}
    assert refused({**entry, "trumps": "diamonds"}).field == "trumps"


def test_bidding_errors_name_the_call() -> None:
    """seeds/003 line 18: a jump in the bidding is refused, naming the call."""
    error = refused({**WON_BY_B, "bidding": ["pass", "2"]})
    assert error.field == "bidding.2"


def test_passed_out_deal() -> None:
    """seeds/003 line 15: everybody passes; no contract, the pot is untouched but for the opening stakes."""
    state = first_deal({"declarer": None, "bidding": ["pass", "pass", "pass"]})
    assert state.deals[0].pool == 40
    assert refused({"declarer": None, "bidding": ["1", "pass", "pass"]}).field == "declarer"
    assert refused({**WON_BY_B, "bidding": ["pass", "pass", "pass"]}).field == "declarer"
    assert refused({"declarer": None, "contract": "1"}).field == "contract"


def test_line_9_the_dealer_sits_out_with_four() -> None:
    """seeds/003 line 9: with four players the dealer does not play the hand."""
    assert refused({**WON_BY_B, "declarer": "Dan"}).field == "declarer"
    assert refused({**WON_BY_B, "whist": {"C": "whist", "Dan": "whist"}}).field == "whist.Dan"
    assert refused({**WON_BY_B, "tricks": {"B": 6, "C": 2, "Dan": 2}}).field == "tricks.Dan"


def test_line_17_game_not_in_hearts_and_hearts_in_hearts() -> None:
    """seeds/003 line 17: game is any suit but hearts; the hearts call plays in hearts."""
    game = {**WON_BY_B, "contract": "game"}
    assert first_deal({**game, "trumps": "clubs"}).deals[0].chips is not None
    assert refused({**game, "trumps": "hearts"}).field == "trumps"
    assert refused({**WON_BY_B, "contract": "hearts", "trumps": "clubs"}).field == "trumps"


def test_line_31_answers_of_the_defenders() -> None:
    """seeds/003 line 31: each defender whists or passes; only a lone whister invites a passer."""
    assert refused({**WON_BY_B, "whist": {"C": "invite", "A": "whist"}}).field == "whist.C"
    assert refused({**WON_BY_B, "whist": {"C": "whist"}}).field == "whist.A"
    assert refused({**WON_BY_B, "whist": {"C": "whist", "A": "maybe"}}).field == "whist.A"
    assert refused({k: v for k, v in WON_BY_B.items() if k != "whist"}).field == "whist"
    assert refused({**WON_BY_B, "whist": ["C"]}).field == "whist"


def test_tricks_of_those_who_played() -> None:
    """seeds/003 lines 31, 36: ten tricks among those who played; a passer takes none."""
    assert refused({**WON_BY_B, "tricks": {"B": 6, "C": 2, "A": 3}}).field == "tricks"
    lone = {**WON_BY_B, "whist": {"C": "whist", "A": "pass"}}
    assert refused({**lone, "tricks": {"B": 6, "C": 2, "A": 2}}).field == "tricks.A"
    state = first_deal({**lone, "tricks": {"B": 7}})  # C's 3 follow
    assert dict(state.deals[0].chips or {})["C"] == -10 + 3  # three tricks: no fine
    assert refused({**WON_BY_B, "whist": {"C": "pass", "A": "pass"}}).field == "tricks"
    assert refused({**WON_BY_B, "tricks": {"B": 6}}).field == "tricks.C"


def test_line_12_pot_opened_and_refilled_when_empty() -> None:
    """seeds/003 line 12: all pay in at the start; an empty pot is filled again (house amount)."""
    win = {"declarer": "Bob", "contract": "1", "whist": {"Cid": "pass", "Ann": "pass"}}
    state = PREF.new_state(THREE, {"pot_start": 10, "pot_refill": 20})
    pools = []
    for dealer, declarer in (("Ann", "Bob"), ("Bob", "Cid"), ("Cid", "Ann"), ("Ann", "Bob")):
        defenders = [p for p in THREE if p != declarer]
        state = PREF.score(state, {**win, "dealer": dealer, "declarer": declarer,
                                   "whist": dict.fromkeys(defenders, "pass")})
        pools.append(state.deals[-1].pool)
    assert pools == [20, 10, 0, 60 - 10]
    assert dict(state.deals[-1].chips or {}) == {"Ann": -20, "Bob": -20 + 10, "Cid": -20}
    assert dict(state.totals) == {"Ann": -10 + 10 - 20, "Bob": -10 + 10 - 10, "Cid": -10 + 10 - 20}


def test_pot_stakes_are_multiples_of_ten() -> None:
    """seeds/003 line 12: the sum put in is a multiple of ten."""
    with pytest.raises(RuleError) as err:
        PREF.new_state(THREE, {"pot_refill": 15})
    assert err.value.field == "option pot_refill"


def test_whole_session_every_stake_accounted_for() -> None:
    """seeds/003 lines 35–39: a session of four deals; the gains and the pot always balance."""
    deals = [
        # Dan deals: B fails (5 tricks): takes 10, pays 4 + 1, pays 20; A under two pays 10
        {"declarer": "B", "contract": "1", "whist": {"C": "whist", "A": "whist"}, "tricks": {"B": 5, "C": 4}},
        # A deals: C's game; Dan invites B, the defenders take 3 < 4: Dan pays 10
        {"declarer": "C", "contract": "game", "whist": {"Dan": "invite", "B": "pass"},
         "tricks": {"C": 7, "Dan": 1, "B": 2}},
        {"declarer": None},  # B deals: all pass
        # C deals: Dan in hearts, A whists alone and takes one trick
        {"declarer": "Dan", "contract": "hearts", "whist": {"A": "whist", "B": "pass"},
         "tricks": {"Dan": 9, "A": 1}},
    ]
    state = PREF.new_state(FOUR)
    pool = 0
    for entry in deals:
        state = PREF.score(state, entry)
        record = state.deals[-1]
        assert record.chips is not None and record.pool is not None
        assert sum(record.chips.values()) + record.pool - pool == 0
        pool = record.pool
    out = result_json(PREF, state)
    assert [d["chips"] for d in out["deals"]] == [
        {"Dan": -10, "A": -10 + 1 - 10, "B": -10 + 10 - 5 - 20, "C": -10 + 4},
        {"Dan": 3 - 10, "A": 0, "B": 0, "C": 10 - 3},
        {"Dan": 0, "A": 0, "B": 0, "C": 0},
        {"Dan": 10 - 1, "A": 1 - 10, "B": 0, "C": 0},
    ]
    assert [d["pool"] for d in out["deals"]] == [60, 60, 60, 60]
    assert out["deals"][-1]["totals"] == {"Dan": -8, "A": -28, "B": -25, "C": 1}
    assert out["winner"] is None


def test_points_entries_are_refused() -> None:
    """The pot must be followed deal by deal: a bare points entry cannot say what it moved."""
    assert refused({"points": {"A": 10}}).field == "points"


NAMES = st.sampled_from([*FOUR, "Zoe", None, 2])
SMALL = st.one_of(st.none(), st.booleans(), st.integers(-1, 11), NAMES,
                  st.sampled_from(["1", "4", "game", "hearts", "clubs", "whist", "pass", "invite", "hold"]))
MAPS = st.dictionaries(NAMES.filter(lambda n: isinstance(n, str)), SMALL, max_size=3)
CALL_LISTS = st.lists(st.sampled_from(["pass", "hold", "1", "2", "3", "4", "game", "hearts", "-", "x"]),
                      max_size=9)
FIELDS = {"declarer": NAMES, "contract": SMALL, "trumps": SMALL, "whist": st.one_of(MAPS, SMALL),
          "tricks": st.one_of(MAPS, SMALL), "bidding": st.one_of(CALL_LISTS, SMALL), "points": MAPS}
ENTRY = st.fixed_dictionaries({}, optional=FIELDS)


@st.composite
def well_formed_deal(draw: st.DrawFn) -> dict:
    """A contract with Dan dealing and sitting out, answers and tricks drawn at random."""
    active = ["A", "B", "C"]
    declarer = draw(st.sampled_from(active))
    defenders = [p for p in active if p != declarer]
    answers = dict(zip(defenders, draw(st.sampled_from(
        [("whist", "whist"), ("whist", "pass"), ("pass", "whist"), ("pass", "pass"),
         ("invite", "pass"), ("pass", "invite")])), strict=True))
    declarer_tricks = draw(st.integers(0, 10))
    first = draw(st.integers(0, 10 - declarer_tricks))
    tricks = {declarer: declarer_tricks, defenders[0]: first, defenders[1]: 10 - declarer_tricks - first}
    entry = {"dealer": "Dan", "declarer": declarer, "whist": answers, "tricks": tricks,
             "contract": draw(st.sampled_from(["1", "2", "3", "4", "game", "hearts"]))}
    if "invite" not in answers.values() and "whist" not in answers.values():
        entry.pop("tricks")
    return entry


@settings(max_examples=200, deadline=None)
@given(st.lists(st.one_of(ENTRY, well_formed_deal()), max_size=8), st.sampled_from([FOUR, FOUR[1:]]))
def test_fuzz_only_rule_errors_and_rejected_entries_change_nothing(entries: list, players: list) -> None:
    """Any input: a new state or RuleError, and a refused entry leaves the state (and pot) as it was."""
    state = PREF.new_state(players)
    for entry in entries:
        before = (result_json(PREF, state), state.extra)
        try:
            state = PREF.score(state, entry)
        except RuleError:
            assert (result_json(PREF, state), state.extra) == before
        else:
            assert state.extra >= 0


def test_lines_40_41_premiums_are_a_house_rule_table_empty_by_default() -> None:
    """seeds/003 lines 40–41: premiums are paid to the declarer by each whister, and by the
    declarer to each defender whether he whisted or not; their table is cut off, so it is the
    club's (``premium_1`` … ``premium_4``), empty by default: no premium can be entered."""
    error = refused({**WON_BY_B, "premiums_won": ["1"]})
    assert (error.field, error.reason) == (
        "premiums_won.1", "premium 1 is not in this table's house rules (its stake is 0)")
    table = {"premium_1": 2, "premium_2": 5}
    plain = dict(first_deal(WON_BY_B, **table).deals[0].chips or {})
    won = first_deal({**WON_BY_B, "premiums_won": ["1"]}, **table)
    assert dict(won.deals[0].chips or {}) == {
        **plain, "B": plain["B"] + 4, "A": plain["A"] - 2, "C": plain["C"] - 2}
    assert "B won premium 1: 2 from each of 2 whisters" in won.deals[0].note_text()
    # one whister and one pass: a premium won is paid by the whister only, one lost to both
    lone = {"declarer": "B", "contract": "3", "whist": {"C": "whist", "A": "pass"},
            "tricks": {"B": 7, "C": 3}}
    base = dict(first_deal(lone, **table).deals[0].chips or {})
    both = first_deal({**lone, "premiums_won": ["1"], "premiums_lost": ["2"]}, **table)
    chips = dict(both.deals[0].chips or {})
    assert chips == {**base, "B": base["B"] + 2 - 10, "C": base["C"] - 2 + 5,
                     "A": base["A"] + 5}
    assert sum(chips.values()) + (both.deals[0].pool or 0) == 0  # nothing made or lost
    assert refused({"declarer": None, "premiums_won": ["1"]}, **table).field == "premiums_won"
