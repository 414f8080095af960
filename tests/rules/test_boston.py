"""Boston after Fikhman: seeds/004_fb7cfc13aae6a7d8.txt lines 29–37."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from clubapp.rules import RuleError, get_game, result_json
from clubapp.rules.games.boston import CONTRACTS, contract_made

PLAYERS = ["Anna", "Boris", "Vera", "Gleb"]
BOSTON = get_game("boston")

# seeds/004 line 37, read row by row: contract, 1st suit, 2nd suit, 3rd suit
SEED_TABLE = [("5", 3, 2, 1), ("6", 8, 7, 6), ("7", 13, 12, 11), ("8", 18, 17, 16),
              ("9", 23, 22, 21), ("13", 50, 49, 48)]
SEED_MISERES = [("little-misere", 15), ("big-misere", 25), ("little-open", 35)]


def one_deal(entry: dict, **options) -> dict[str, int]:
    state = BOSTON.score(BOSTON.new_state(PLAYERS, options), entry)
    return dict(state.deals[0].points)


@pytest.mark.parametrize(("contract", "first", "second", "third"), SEED_TABLE)
def test_line_37_table_of_trump_contracts(contract: str, first: int, second: int, third: int) -> None:
    """seeds/004 line 37: the whole table, each contract made exactly in each of the three suits."""
    for suit, value in ((1, first), (2, second), (3, third)):
        points = one_deal({"declarer": "Vera", "contract": contract, "suit": suit,
                           "tricks": int(contract)})
        assert points == {"Anna": 0, "Boris": 0, "Vera": value, "Gleb": 0}


@pytest.mark.parametrize(("contract", "value"), SEED_MISERES)
def test_line_37_table_of_misères(contract: str, value: int) -> None:
    """seeds/004 line 37: little misère 15, big misère 25, little open 35, made without a trick."""
    assert one_deal({"declarer": "Gleb", "contract": contract, "tricks": 0})["Gleb"] == value


def test_big_open_is_a_house_rule_above_little_open() -> None:
    """seeds/004 line 37 cuts the table before big open: default 45, between 35 and the slam."""
    assert one_deal({"declarer": "Anna", "contract": "big-open", "tricks": 0})["Anna"] == 45
    assert one_deal({"declarer": "Anna", "contract": "big-open", "tricks": 0}, big_open=40)["Anna"] == 40


def test_line_33_contracts_are_five_to_nine_or_thirteen() -> None:
    """seeds/004 line 33: 5, 6, 7, 8, 9 or all 13 tricks, nothing in between."""
    assert [c for c in CONTRACTS if c.isdigit()] == ["5", "6", "7", "8", "9", "13"]
    with pytest.raises(RuleError) as err:
        one_deal({"declarer": "Anna", "contract": "10", "suit": 1, "tricks": 10})
    assert err.value.field == "contract"


def test_line_33_more_tricks_than_the_contract_still_makes_it() -> None:
    """seeds/004 line 33: the declarer undertakes to take at least his tricks; the table values
    the contract (overtricks are a house-rule option, 0 by default)."""
    assert one_deal({"declarer": "Anna", "contract": "6", "suit": 2, "tricks": 8})["Anna"] == 7
    with_overs = one_deal({"declarer": "Anna", "contract": "6", "suit": 2, "tricks": 8}, overtricks=1)
    assert with_overs["Anna"] == 9


def test_line_33_misère_is_lost_by_a_single_trick() -> None:
    """seeds/004 line 33: a null game undertakes to take no trick at all."""
    assert contract_made("big-misere", 0)
    assert not contract_made("big-misere", 1)
    assert one_deal({"declarer": "Boris", "contract": "big-misere", "tricks": 1})["Boris"] == -25


def test_line_33_little_misère_plays_twelve_cards() -> None:
    """seeds/004 line 33: in the little games one card is laid aside, so thirteen tricks is impossible."""
    with pytest.raises(RuleError) as err:
        one_deal({"declarer": "Boris", "contract": "little-open", "tricks": 13})
    assert err.value.field == "tricks"
    assert one_deal({"declarer": "Boris", "contract": "big-open", "tricks": 13})["Boris"] == -45


def test_line_31_trump_contract_names_its_suit_and_misère_has_none() -> None:
    """seeds/004 lines 31, 33: trumps are the 1st, 2nd or 3rd suit; the null games have no trumps."""
    with pytest.raises(RuleError) as err:
        one_deal({"declarer": "Anna", "contract": "7", "tricks": 7})
    assert err.value.field == "suit"
    with pytest.raises(RuleError) as err:
        one_deal({"declarer": "Anna", "contract": "little-misere", "suit": 1, "tricks": 0})
    assert err.value.field == "suit"
    with pytest.raises(RuleError) as err:
        one_deal({"declarer": "Anna", "contract": "7", "suit": 4, "tricks": 7})
    assert err.value.field == "suit"


def test_failed_contract_costs_the_declarer_its_value() -> None:
    """House rule (the table is cut off): failing 8 in the 2nd suit costs the declarer 17."""
    assert one_deal({"declarer": "Vera", "contract": "8", "suit": 2, "tricks": 7}) == {
        "Anna": 0, "Boris": 0, "Vera": -17, "Gleb": 0}


def test_failed_contract_opponents_score_option() -> None:
    """House rule option: each of the three opponents scores the failed contract's value."""
    points = one_deal({"declarer": "Vera", "contract": "13", "suit": 1, "tricks": 12},
                      failed_contract="opponents-score")
    assert points == {"Anna": 50, "Boris": 50, "Vera": 0, "Gleb": 50}


def test_passed_deal_scores_nothing_and_takes_no_contract() -> None:
    """A deal in which everybody passes is entered with no declarer and scores nothing."""
    assert one_deal({"declarer": None}) == dict.fromkeys(PLAYERS, 0)
    with pytest.raises(RuleError) as err:
        one_deal({"declarer": None, "contract": "5"})
    assert err.value.field == "contract"


def test_whole_match_of_one_round() -> None:
    """House rule: a match of one round (four deals); the highest total then wins."""
    deals = [
        {"declarer": "Anna", "contract": "5", "suit": 1, "tricks": 6},  # +3
        {"declarer": "Boris", "contract": "little-misere", "tricks": 0},  # +15
        {"declarer": None},
        {"declarer": "Anna", "contract": "9", "suit": 3, "tricks": 8},  # -21
    ]
    state = BOSTON.score_all(BOSTON.new_state(PLAYERS, {"rounds": 1}), deals)
    assert state.over
    out = result_json(BOSTON, state)
    assert out["winner"] == "Boris"
    assert out["games"][0]["totals"] == {"Anna": -18, "Boris": 15, "Vera": 0, "Gleb": 0}
    with pytest.raises(RuleError, match="over"):
        BOSTON.score(state, {"declarer": None})


def test_tie_for_the_lead_is_played_off() -> None:
    """House rule: tied for the lead after the agreed rounds, the match goes on deal by deal."""
    deals = [
        {"declarer": "Anna", "contract": "5", "suit": 1, "tricks": 5},
        {"declarer": "Boris", "contract": "5", "suit": 1, "tricks": 5},
        {"declarer": None},
        {"declarer": None},
    ]
    state = BOSTON.score_all(BOSTON.new_state(PLAYERS, {"rounds": 1}), deals)
    assert not state.over
    state = BOSTON.score(state, {"declarer": "Vera", "contract": "5", "suit": 3, "tricks": 5})
    assert not state.over  # Anna and Boris 3, Vera 1
    state = BOSTON.score(state, {"declarer": "Boris", "contract": "5", "suit": 3, "tricks": 5})
    assert state.match is not None and state.match.winner == "Boris"


def test_points_entries_must_be_a_table_value() -> None:
    """seeds/004 line 37: only the declarer scores, one of the table's values (or loses it)."""
    state = BOSTON.new_state(PLAYERS)
    assert dict(BOSTON.score(state, {"points": {"Anna": 22}}).totals)["Anna"] == 22
    assert dict(BOSTON.score(state, {"points": {"Anna": -45}}).totals)["Anna"] == -45
    for bad in ({"Anna": 4}, {"Anna": 3, "Boris": 3}, {"Anna": -4}):
        with pytest.raises(RuleError):
            BOSTON.score(state, {"points": bad})
    opp = BOSTON.new_state(PLAYERS, {"failed_contract": "opponents-score"})
    assert dict(BOSTON.score(opp, {"points": {"Anna": 8, "Boris": 8, "Gleb": 8}}).totals)["Vera"] == 0
    with pytest.raises(RuleError):
        BOSTON.score(opp, {"points": {"Anna": -8}})



@pytest.mark.parametrize(("turned", "trumps", "rank"), [
    ("QH", "hearts", 1), ("2D", "hearts", 2), ("7H", "diamonds", 2), ("AS", "hearts", 3),
    ("KC", "diamonds", 3), ("5S", "spades", 1), ("TC", "spades", 2), ("9D", "clubs", 3)])
def test_line_31_the_trump_from_the_second_packs_turned_card(turned: str, trumps: str,
                                                             rank: int) -> None:
    """seeds/004 line 31: the turned card's suit is the first, the other suit of its colour the
    second, the other colour the third; entered as the turned card and the trumps named, the
    contract is valued in that suit (line 37: six tricks 8/7/6)."""
    entry = {"declarer": "Boris", "contract": "6", "turned": turned, "trumps": trumps,
             "tricks": 6}
    assert one_deal(entry)["Boris"] == {1: 8, 2: 7, 3: 6}[rank]
    assert one_deal({**entry, "suit": rank})["Boris"] == {1: 8, 2: 7, 3: 6}[rank]


def test_line_31_turned_card_and_suit_rank_must_agree() -> None:
    """seeds/004 line 31: hearts with a heart turned is the first suit, not the third; trumps
    without the turned card cannot be ranked; a misère has no trumps; no jokers in the packs."""
    with pytest.raises(RuleError) as err:
        one_deal({"declarer": "Boris", "contract": "6", "turned": "QH", "trumps": "hearts",
                  "suit": 3, "tricks": 6})
    assert err.value.field == "suit" and "QH turned, hearts ♥ is suit 1" in err.value.reason
    with pytest.raises(RuleError) as err:
        one_deal({"declarer": "Boris", "contract": "6", "trumps": "hearts", "tricks": 6})
    assert err.value.field == "turned"
    with pytest.raises(RuleError) as err:
        one_deal({"declarer": "Boris", "contract": "big-misere", "turned": "QH",
                  "trumps": "hearts", "tricks": 0})
    assert err.value.field == "trumps"
    with pytest.raises(RuleError) as err:
        one_deal({"declarer": "Boris", "contract": "6", "turned": "JK", "trumps": "hearts",
                  "tricks": 6})
    assert err.value.field == "turned"
    # the turned card alone is kept with a misère or a passed deal: it was turned all the same
    assert one_deal({"declarer": "Boris", "contract": "big-misere", "turned": "QH",
                     "tricks": 0})["Boris"] == 25
    assert one_deal({"declarer": None, "turned": "QH"}) == dict.fromkeys(PLAYERS, 0)


def test_an_optional_field_given_null_is_not_given() -> None:
    """Issue 22 item 19: ``null`` in an optional field means "not given", as the window and the
    table pages send an empty field: a misère with ``suit`` null is a misère without trumps."""
    assert one_deal({"declarer": "Gleb", "contract": "little-misere", "suit": None,
                     "trumps": None, "turned": None, "tricks": 0})["Gleb"] == 15
    with pytest.raises(RuleError) as err:
        one_deal({"declarer": "Gleb", "contract": "6", "suit": None, "tricks": 6})
    assert err.value.field == "suit" and err.value.reason.startswith("missing")

NAMES = st.sampled_from([*PLAYERS, "Zoe", None, 3])
VALUES = st.one_of(st.none(), st.booleans(), st.integers(-2, 15), NAMES,
                   st.sampled_from([*CONTRACTS, "10", "misere"]),
                   st.dictionaries(NAMES.filter(lambda n: isinstance(n, str)), st.integers(-60, 60), max_size=3))
FIELDS = st.sampled_from(["declarer", "contract", "suit", "turned", "trumps", "tricks", "points",
                          "dealer", "junk"])
WELL_FORMED = st.builds(
    lambda d, c, s, t: {"declarer": d, "contract": c, "suit": s, "tricks": t},
    st.sampled_from(PLAYERS), st.sampled_from(CONTRACTS), st.integers(1, 3), st.integers(0, 13))


@settings(max_examples=250, deadline=None)
@given(st.lists(st.one_of(st.dictionaries(FIELDS, VALUES, max_size=5), WELL_FORMED), max_size=10),
       st.integers(0, 2))
def test_fuzz_only_rule_errors_and_rejected_entries_change_nothing(entries: list, rounds: int) -> None:
    """Any input: a new state or RuleError, and a refused entry leaves the state as it was."""
    state = BOSTON.new_state(PLAYERS, {"rounds": rounds})
    for entry in entries:
        before = result_json(BOSTON, state)
        try:
            state = BOSTON.score(state, entry)
        except RuleError:
            assert result_json(BOSTON, state) == before
