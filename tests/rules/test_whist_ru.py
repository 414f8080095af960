"""Russian whist after Fikhman: seeds/004_fb7cfc13aae6a7d8.txt lines 9–27."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from clubapp.rules import RuleError, get_game, result_json
from clubapp.rules.games.whist_ru import game_value, honour_points, trick_points

PLAYERS = ["Anna", "Boris", "Vera", "Gleb"]
WHIST = get_game("whist-ru")


def deal(tricks_a: int, honours_a: int) -> dict:
    return {"tricks": {"A": tricks_a, "B": 13 - tricks_a}, "honours": {"A": honours_a, "B": 5 - honours_a}}


def play(deals: list[dict], **options):
    state = WHIST.new_state(PLAYERS, options)
    return WHIST.score_all(state, deals)


@pytest.mark.parametrize(("tricks", "points"), [(6, 0), (7, 2), (8, 4), (10, 8), (13, 14), (0, 0)])
def test_line_15_two_points_a_trick_over_six(tricks: int, points: int) -> None:
    """seeds/004 line 15: the first six tricks count nothing, each further trick 2 points."""
    assert trick_points(tricks) == points


@pytest.mark.parametrize(("honours", "points"), [(0, 0), (1, 0), (2, 0), (3, 2), (4, 4), (5, 6)])
def test_line_15_trump_honours_in_the_tricks(honours: int, points: int) -> None:
    """seeds/004 line 15: three trump pictures in the tricks 2 points, four 4, five 6."""
    assert honour_points(honours) == points


def test_line_15_deal_scores_tricks_and_honours() -> None:
    """seeds/004 line 15: 8 tricks (4) and the other side's 3 honours (2) both count."""
    state = play([deal(8, 2)])
    assert dict(state.deals[0].points) == {"A": 4, "B": 2}


def test_line_15_one_side_may_be_left_out() -> None:
    """seeds/004 line 15: the 13 tricks and 5 honours are all in someone's tricks."""
    state = play([{"tricks": {"B": 9}, "honours": {"B": 4}}])
    assert dict(state.deals[0].points) == {"A": 0, "B": 10}


def test_line_23_ten_points_win_the_game() -> None:
    """seeds/004 line 23: ten points win the game; the next game starts from nothing."""
    state = play([deal(9, 3), deal(7, 3)])  # 6+2, then 2+2: 12
    assert state.games[0].winner == "A"
    assert dict(state.totals) == {"A": 0, "B": 0}


def test_line_23_game_doubled_when_losers_have_under_five() -> None:
    """seeds/004 line 23: B has 4 (7 tricks 2, three honours 2) when A goes out: doubled."""
    state = play([deal(6, 2), deal(10, 4)])  # A: 10 tricks 8, four honours 4
    assert state.games[0].winner == "A"
    assert dict(state.games[0].totals) == {"A": 12, "B": 4}
    assert state.games[0].value == 2


def test_line_23_game_tripled_when_losers_have_none() -> None:
    """seeds/004 line 23: the losers have no point at all (under seven tricks, no honours)."""
    state = play([deal(11, 5)])  # 10 for the tricks: out before the honours are counted
    assert dict(state.games[0].totals) == {"A": 10, "B": 0}
    assert state.games[0].value == 3


def test_line_23_single_game_when_losers_have_five_or_more() -> None:
    """seeds/004 line 23: B has 8 (8 tricks 4, four honours 4): a single game."""
    state = play([deal(5, 1), deal(10, 4)])
    assert dict(state.games[0].totals) == {"A": 12, "B": 8}
    assert state.games[0].value == 1
    assert [game_value(n) for n in (0, 1, 4, 5, 9)] == [3, 2, 2, 1, 1]


def test_tricks_before_honours_decides_a_race_to_ten() -> None:
    """House rule (standard whist law; seed silent): at 8–8, A's 7th trick (2) wins before B's
    four honours (4) are counted; with the option off the honours go first."""
    prep = play([deal(5, 1), deal(9, 3)])  # B: 4 + 4; A: 6 + 2
    assert dict(prep.totals) == {"A": 8, "B": 8}
    race = WHIST.score(prep, deal(7, 1))
    assert race.games[0].winner == "A"
    assert dict(race.deals[-1].points) == {"A": 2, "B": 0}
    honours_first = play([deal(5, 1), deal(9, 3), deal(7, 1)], tricks_before_honours=False)
    assert honours_first.games[0].winner == "B"
    assert dict(honours_first.deals[-1].points) == {"A": 0, "B": 4}


def test_line_25_short_rubber_premium_five() -> None:
    """seeds/004 line 25: two games in a row is a short rubber, +5; here two triples: 3+3+5."""
    state = play([deal(11, 5), deal(12, 5)])
    assert state.match is not None
    assert (state.match.winner, state.match.value) == ("A", 11)
    assert result_json(WHIST, state)["winner"] == "A"


def test_line_25_long_rubber_premium_three() -> None:
    """seeds/004 line 25: 2–1 is a long rubber, +3; standard law deducts the losers' game."""
    deals = [deal(11, 5), deal(2, 0), deal(12, 5)]  # A triple, B triple, A triple
    state = play(deals)
    assert [g.winner for g in state.games] == ["A", "B", "A"]
    assert state.match is not None
    assert state.match.value == 3 + 3 + 3 - 3
    kept = play(deals, deduct_losers_game=False)
    assert kept.match is not None and kept.match.value == 3 + 3 + 3


def test_line_27_match_of_an_agreed_number_of_rubbers() -> None:
    """seeds/004 line 27: play to the agreed number of rubbers (two here), a whole match:
    A short (3+3+5 = 11), B long (3+3+3-3 = 6), A short (11): A by 22 - 6."""
    rubber_a = [deal(11, 5), deal(12, 5)]
    rubber_b = [deal(2, 0), deal(11, 5), deal(1, 0)]
    state = play(rubber_a + rubber_b, rubbers=2)
    assert not state.over
    state = WHIST.score_all(state, rubber_a)
    assert state.over
    assert state.match is not None
    assert (state.match.winner, state.match.value) == ("A", 16)
    assert [g.winner for g in state.games] == ["A", "A", "B", "A", "B", "A", "A"]
    assert result_json(WHIST, state)["match"] == {"winner": "A", "value": 16}


def test_match_refuses_deals_after_its_end() -> None:
    """seeds/004 line 27: once the agreed rubbers are won, nothing more is scored."""
    state = play([deal(11, 5), deal(12, 5)])
    with pytest.raises(RuleError, match="over"):
        WHIST.score(state, deal(7, 3))


@pytest.mark.parametrize(("entry", "field"), [
    ({"tricks": {"A": 7, "B": 7}, "honours": {"A": 3}}, "tricks"),
    ({"tricks": {"A": 7}, "honours": {"A": 3, "B": 3}}, "honours"),
    ({"tricks": {"A": 13}, "honours": {"A": 4}}, "honours.B"),
    ({"tricks": {"A": 1}, "honours": {"A": 5}}, "honours.A"),
    ({"tricks": {"A": 14}, "honours": {"A": 3}}, "tricks.A"),
    ({"tricks": {"C": 7}, "honours": {"A": 3}}, "tricks.C"),
    ({"tricks": {}, "honours": {"A": 3}}, "tricks"),
    ({"tricks": {"A": 7}}, "honours"),
])
def test_impossible_deals_are_refused(entry: dict, field: str) -> None:
    """seeds/004 lines 15: 13 tricks, 5 trump honours, four cards to a trick."""
    state = WHIST.new_state(PLAYERS)
    with pytest.raises(RuleError) as err:
        WHIST.score(state, entry)
    assert err.value.field == field


def test_points_entry_checked_against_possible_deals() -> None:
    """seeds/004 line 15: points are even, one side for tricks, one for 3–5 honours."""
    state = WHIST.new_state(PLAYERS)
    ok = WHIST.score(state, {"points": {"A": 6, "B": 2}})
    assert dict(ok.totals) == {"A": 6, "B": 2}
    for bad in ({"A": 3}, {"A": 0, "B": 0}, {"A": 22}, {"A": 20, "B": 2}, {"A": 14, "B": 6}):
        with pytest.raises(RuleError):
            WHIST.score(state, {"points": bad})


def test_points_entry_refused_when_the_counting_order_is_unknown() -> None:
    """House rule: at 8–8, {A: 4, B: 2} could be A's tricks or A's honours: enter the deal."""
    prep = play([deal(5, 1), deal(9, 3)])
    with pytest.raises(RuleError, match="counted in order"):
        WHIST.score(prep, {"points": {"A": 4, "B": 2}})


SIDES = st.sampled_from(["A", "B", "C", 1, None])
VALUES = st.one_of(st.none(), st.booleans(), st.integers(-3, 16), st.text(max_size=3))
COUNTS = st.one_of(VALUES, st.dictionaries(SIDES, VALUES, max_size=3))
ENTRY = st.one_of(
    st.dictionaries(st.sampled_from(["tricks", "honours", "points", "dealer", "x"]), COUNTS, max_size=3),
    st.builds(lambda t, h: {"tricks": {"A": t}, "honours": {"A": h}}, st.integers(0, 13), st.integers(0, 5)),
    st.just("not an entry"),
)


@settings(max_examples=250, deadline=None)
@given(st.lists(ENTRY, max_size=12))
def test_fuzz_only_rule_errors_and_rejected_entries_change_nothing(entries: list) -> None:
    """Any input: a new state or RuleError, and a refused entry leaves the state as it was."""
    state = WHIST.new_state(PLAYERS)
    for entry in entries:
        before = result_json(WHIST, state)
        try:
            state = WHIST.score(state, entry)
        except RuleError:
            assert result_json(WHIST, state) == before
