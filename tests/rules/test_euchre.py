"""Four-hand euchre by laws 1-3 and 30 of seeds/002 (lines 213-217 and 277)."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from clubapp.rules import RuleError, get_game, result_json
from clubapp.rules.games import euchre as euchre_module

PLAYERS = ["Ann", "Bob", "Cat", "Dan"]
EUCHRE = get_game("euchre")


def play(deals, **options):
    state = EUCHRE.new_state(PLAYERS, options)
    return EUCHRE.score_all(state, deals)


def points(entry, **options):
    return dict(play([entry], **options).deals[0].points)


def test_laws_1_2_3_and_30_are_cited_at_lines_213_215_217_277(rule_books):
    """seeds/002: law 1 stands at line 213, law 2 at 215, law 3 at 217, law 30 at 277; the
    game's docstring cites each law at the line where the book has it."""
    book = rule_books["002"]
    cited = re.findall(r"law (\d+) \(line (\d+)\)", euchre_module.__doc__ or "")
    assert cited == [("1", "213"), ("2", "215"), ("3", "217"), ("30", "277")]
    for law, line in cited:
        assert book[int(line) - 1].startswith(f"{law}. "), (law, line)


def test_law_1_three_or_four_tricks_score_one():
    """seeds/002 line 213: makers who take three or four tricks score one point."""
    assert points({"makers": "A", "tricks": 3}) == {"A": 1, "B": 0}
    assert points({"makers": "B", "tricks": 4}) == {"A": 0, "B": 1}


def test_law_1_march_scores_two():
    """seeds/002 line 213: makers who take all five tricks score two."""
    assert points({"makers": "A", "tricks": 5}) == {"A": 2, "B": 0}


def test_law_1_euchred_makers_give_two_to_opponents():
    """seeds/002 line 213: makers who fail to take three tricks: their opponents score two."""
    for tricks in (0, 1, 2):
        assert points({"makers": "B", "tricks": tricks}) == {"A": 2, "B": 0}


def test_law_2_lone_hand_march_scores_as_many_as_players():
    """seeds/002 line 215: a lone hand taking five scores as many points as players: four."""
    assert points({"makers": "A", "tricks": 5, "alone": True}) == {"A": 4, "B": 0}


def test_law_2_lone_hand_three_or_four_scores_one_euchred_gives_two():
    """seeds/002 line 215: a lone hand with three or four tricks scores one; euchred, two to them."""
    assert points({"makers": "B", "tricks": 4, "alone": True}) == {"A": 0, "B": 1}
    assert points({"makers": "B", "tricks": 2, "alone": True}) == {"A": 2, "B": 0}


def test_law_1_game_is_five_points():
    """seeds/002 line 213: the game is five points."""
    state = play([{"makers": "A", "tricks": 5}, {"makers": "A", "tricks": 5},
                  {"makers": "A", "tricks": 3}])
    assert len(state.games) == 1
    assert state.games[0].winner == "A"
    assert dict(state.totals) == {"A": 0, "B": 0}  # the next game has begun


def test_law_3_triple_double_single():
    """seeds/002 line 217: triple when the losers have not scored, double under three, single 3-4."""
    triple = play([{"makers": "A", "tricks": 5, "alone": True}, {"makers": "A", "tricks": 3}])
    assert triple.games[0].value == 3
    double = play([{"makers": "B", "tricks": 3}, {"makers": "B", "tricks": 3},
                   {"makers": "A", "tricks": 5, "alone": True}, {"makers": "A", "tricks": 3}])
    assert double.games[0].value == 2
    single = play([{"makers": "B", "tricks": 5}, {"makers": "B", "tricks": 5},
                   {"makers": "A", "tricks": 5, "alone": True}, {"makers": "A", "tricks": 3}])
    assert single.games[0].totals == {"A": 5, "B": 4}
    assert single.games[0].value == 1


def test_law_3_rubber_of_two_straight_games_with_two_for_the_rubber():
    """seeds/002 line 217: first two games won by the same side: no third; +2 for the rubber."""
    lone_and_one = [{"makers": "A", "tricks": 5, "alone": True}, {"makers": "A", "tricks": 3}]
    state = play(lone_and_one * 2)
    assert state.match is not None
    assert state.match.winner == "A"
    assert state.match.value == 3 + 3 + 2
    with pytest.raises(RuleError, match="over"):
        EUCHRE.score(state, {"makers": "A", "tricks": 3})


def test_law_3_rubber_deducts_the_losers_games():
    """seeds/002 line 217: the winners add two to their games and deduct what the losers won."""
    a_triple = [{"makers": "A", "tricks": 5, "alone": True}, {"makers": "A", "tricks": 3}]
    b_double = [{"makers": "A", "tricks": 3}, {"makers": "B", "tricks": 5, "alone": True},
                {"makers": "B", "tricks": 3}]
    a_single = [{"makers": "B", "tricks": 5}, {"makers": "B", "tricks": 5},
                {"makers": "A", "tricks": 5, "alone": True}, {"makers": "A", "tricks": 3}]
    state = play(a_triple + b_double + a_single)
    assert [g.value for g in state.games] == [3, 2, 1]
    assert state.match.winner == "A"
    assert state.match.value == 3 + 1 + 2 - 2


def test_law_30_revoke_adds_two_to_the_other_side():
    """seeds/002 line 277: the revoking side's opponents may add two points to their score."""
    entry = {"makers": "A", "tricks": 5, "revoke": {"by": "A", "take": "add"}}
    assert points(entry) == {"A": 0, "B": 2}


def test_law_30_revoke_deducts_two_from_the_offenders():
    """seeds/002 line 277: ...or deduct two points from the offenders' score."""
    state = play([{"makers": "B", "tricks": 3},
                  {"makers": "A", "tricks": 1, "revoke": {"by": "B", "take": "deduct"}}])
    assert dict(state.deals[1].points) == {"A": 0, "B": -2}
    assert dict(state.totals) == {"A": 0, "B": -1}


def test_law_30_both_sides_revoke_deal_void():
    """seeds/002 line 277: if both sides revoke, the deal is void."""
    assert points({"makers": "A", "tricks": 5, "revoke": {"by": "both"}}) == {"A": 0, "B": 0}


def test_law_30_revoke_against_lone_hand_costs_its_value():
    """seeds/002 line 277: with a lone hand, the revoke costs what the lone hand would have won."""
    entry = {"makers": "A", "tricks": 2, "alone": True, "revoke": {"by": "B", "take": "add"}}
    assert points(entry) == {"A": 4, "B": 0}


def test_law_30_line_277_a_revoke_ends_the_hand_at_once_so_its_deal_needs_no_tricks():
    """seeds/002 line 277: "the hand in which it occurred ends at once": no tricks to enter."""
    assert points({"makers": "A", "revoke": {"by": "B", "take": "add"}}) == {"A": 2, "B": 0}
    assert points({"makers": "B", "alone": True,
                   "revoke": {"by": "A", "take": "deduct"}}) == {"A": -4, "B": 0}
    assert points({"makers": "A", "revoke": {"by": "both"}}) == {"A": 0, "B": 0}
    # a hand played out still needs its tricks
    with pytest.raises(RuleError) as info:
        play([{"makers": "A", "alone": True}])
    assert info.value.field == "tricks"
    assert info.value.reason.startswith("missing")


def test_points_entry_accepts_what_a_deal_can_give():
    assert points({"points": {"A": 2}}) == {"A": 2, "B": 0}
    assert points({"points": {"B": 4}}) == {"A": 0, "B": 4}


@pytest.mark.parametrize("given_points, field", [
    ({"A": 3}, "points.A"), ({"A": 1, "B": 1}, "points"), ({"C": 1}, "points.C"),
    ({"A": "two"}, "points.A"),
])
def test_points_no_deal_can_give_are_refused(given_points, field):
    with pytest.raises(RuleError) as info:
        play([{"points": given_points}])
    assert info.value.field == field
    assert info.value.deal == 1


def test_lone_points_refused_when_lone_hands_barred():
    with pytest.raises(RuleError):
        play([{"points": {"A": 4}}], lone_hands=False)
    with pytest.raises(RuleError) as info:
        play([{"makers": "A", "tricks": 5, "alone": True}], lone_hands=False)
    assert info.value.field == "alone"


@pytest.mark.parametrize("entry, field", [
    ({"makers": "A", "tricks": 6}, "tricks"),
    ({"makers": "A", "tricks": -1}, "tricks"),
    ({"makers": "A"}, "tricks"),
    ({"tricks": 3}, "makers"),
    ({"makers": "C", "tricks": 3}, "makers"),
    ({"makers": "A", "tricks": "3"}, "tricks"),
    ({"makers": "A", "tricks": 3, "alone": "yes"}, "alone"),
    ({"makers": "A", "tricks": 3, "revoke": {"by": "A"}}, "revoke.take"),
    ({"makers": "A", "tricks": 3, "revoke": {"by": "Z", "take": "add"}}, "revoke.by"),
    ({"makers": "A", "tricks": 3, "trumps": "H"}, "trumps"),
])
def test_bad_entries_name_the_field(entry, field):
    state = EUCHRE.new_state(PLAYERS)
    with pytest.raises(RuleError) as info:
        EUCHRE.score(state, entry)
    assert info.value.field == field


def test_wrong_number_of_players_refused():
    with pytest.raises(RuleError, match="4 players"):
        EUCHRE.new_state(PLAYERS[:3])


def test_dealer_passes_to_the_left():
    """seeds/002 law 10 (line 231): the deal passes to the left."""
    state = play([{"makers": "A", "tricks": 3}] * 3)
    assert [d.dealer for d in state.deals] == ["Ann", "Bob", "Cat"]


def test_result_json_shape():
    state = play([{"makers": "A", "tricks": 5, "alone": True}, {"makers": "A", "tricks": 3}])
    out = result_json(EUCHRE, state)
    assert out["deals"][1] == {"points": {"A": 1, "B": 0}, "totals": {"A": 5, "B": 0}}
    assert out["games"] == [{"winner": "A", "totals": {"A": 5, "B": 0}, "value": 3}]
    assert out["winner"] is None and "match" not in out


entries = st.fixed_dictionaries(
    {}, optional={
        "makers": st.sampled_from(["A", "B", "C", None, 1]),
        "tricks": st.one_of(st.integers(-2, 7), st.text(max_size=2), st.none()),
        "alone": st.one_of(st.booleans(), st.integers(0, 1)),
        "revoke": st.one_of(st.none(), st.fixed_dictionaries({}, optional={
            "by": st.sampled_from(["A", "B", "both", "x"]),
            "take": st.sampled_from(["add", "deduct", "all"])})),
        "points": st.dictionaries(st.sampled_from(["A", "B", "C"]), st.integers(-6, 6)),
        "dealer": st.sampled_from(["Ann", "Zed", None]),
    })


@settings(max_examples=300, deadline=None)
@given(st.lists(entries, max_size=25))
def test_fuzz_only_rule_errors_and_rejections_change_nothing(deals):
    state = EUCHRE.new_state(PLAYERS)
    for entry in deals:
        try:
            new = EUCHRE.score(state, entry)
        except RuleError:
            continue
        assert len(new.deals) == len(state.deals) + 1
        state = new
        if state.over:
            break
