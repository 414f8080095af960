"""The bell of progressive euchre, replayed line by line from seeds/002 lines 79–89."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from clubapp.cards import parse_card
from clubapp.events.progressive import (
    PartyRules,
    TableResult,
    decide_table,
    ring_bell,
)
from clubapp.events.seating import Pair, Table, partners_of, seated_players
from clubapp.rules.errors import RuleError


def party(tables: int) -> tuple[Table, ...]:
    """Tables whose players are named by table and place: r1a/b1a partner r1b/b1b at table 1."""
    return tuple(Table(n, (Pair(f"r{n}a", f"b{n}a"), Pair(f"r{n}b", f"b{n}b")))
                 for n in range(1, tables + 1))


def result(table: int, first: int, second: int, **kw: object) -> TableResult:
    return TableResult(table, (first, second), **kw)  # type: ignore[arg-type]


THREE = party(3)
# the first pair wins everywhere: head 5-2, table 2 4-1, booby 3-0
FIRST_WINS = [result(1, 5, 2), result(2, 4, 1), result(3, 3, 0)]


def test_line_85_head_table_winners_take_gold_and_keep_their_seats():
    """seeds/002 line 85: the winners at the head table take gold stars and stay."""
    bell = ring_bell(THREE, FIRST_WINS)
    assert bell.stars["r1a"] == bell.stars["b1a"] == "gold"
    assert bell.seating[0].pairs[0] == Pair("r1a", "b1a")


def test_line_85_head_table_losers_go_down_to_the_booby_table():
    """seeds/002 line 85: the losers at the head table go to the booby table, no star."""
    bell = ring_bell(THREE, FIRST_WINS)
    assert bell.stars["r1b"] is None and bell.stars["b1b"] is None
    assert {"r1b", "b1b"} <= set(bell.seating[2].players)


def test_line_85_winners_elsewhere_take_red_stars_and_move_up_one_table():
    """seeds/002 line 85: winners at other tables take red stars and move up; 2 goes to 1."""
    bell = ring_bell(THREE, FIRST_WINS)
    assert bell.stars["r2a"] == bell.stars["b2a"] == "red"
    assert bell.stars["r3a"] == bell.stars["b3a"] == "red"
    assert {"r2a", "b2a"} <= set(bell.seating[0].players)
    assert {"r3a", "b3a"} <= set(bell.seating[1].players)


def test_line_85_losers_who_stay_at_the_booby_table_take_green_stars():
    """seeds/002 line 85: green stars to the losers at the booby table; other losers nothing."""
    bell = ring_bell(THREE, FIRST_WINS)
    assert bell.stars["r3b"] == bell.stars["b3b"] == "green"
    assert bell.stars["r2b"] is None and bell.stars["b2b"] is None
    assert {"r3b", "b3b"} <= set(bell.seating[2].players)
    assert {"r2b", "b2b"} <= set(bell.seating[1].players)


def test_line_87_at_the_head_table_the_arriving_pair_stays_together():
    """seeds/002 line 87: at the head table the newly arrived pair remain partners."""
    bell = ring_bell(THREE, FIRST_WINS)
    assert bell.seating[0].pairs == (Pair("r1a", "b1a"), Pair("r2a", "b2a"))


def test_line_87_the_red_player_who_lost_keeps_her_seat_and_partners_the_arriving_blue():
    """seeds/002 line 87: the lady who lost keeps her seat and takes the gentleman from below."""
    bell = ring_bell(THREE, FIRST_WINS)
    assert bell.seating[1].pairs == (Pair("r2b", "b3a"), Pair("r3a", "b2b"))


def test_line_87_at_the_booby_table_the_pair_from_the_head_table_is_split():
    """seeds/002 line 87: at the booby table the players just come from the head are split."""
    bell = ring_bell(THREE, FIRST_WINS)
    assert bell.seating[2].pairs == (Pair("r3b", "b1b"), Pair("r1b", "b3b"))


def test_line_85_with_two_tables_the_booby_winners_go_to_the_head_table():
    """seeds/002 lines 85-87 with two tables: table 2 is both the one below 1 and the booby."""
    bell = ring_bell(party(2), [result(1, 2, 5), result(2, 1, 6)])
    assert bell.stars == {"r1a": None, "b1a": None, "r1b": "gold", "b1b": "gold",
                          "r2a": "green", "b2a": "green", "r2b": "red", "b2b": "red"}
    assert bell.seating[0].pairs == (Pair("r1b", "b1b"), Pair("r2b", "b2b"))
    assert bell.seating[1].pairs == (Pair("r2a", "b1a"), Pair("r1a", "b2a"))


def test_line_83_other_tables_count_every_point_until_the_bell():
    """seeds/002 line 83: a table past five plays on; the higher count wins at the bell."""
    bell = ring_bell(THREE, [result(1, 5, 4), result(2, 7, 9), result(3, 12, 5)])
    assert bell.decisions[1].winners == 1
    assert bell.decisions[1].reason == "r2b and b2b won 9–7"
    assert bell.decisions[2].winners == 0


def test_line_83_the_bell_rings_only_when_a_head_pair_reaches_five():
    """seeds/002 line 83: game is five at the head table; 4-3 there cannot ring the bell."""
    with pytest.raises(RuleError) as err:
        ring_bell(THREE, [result(1, 4, 3), result(2, 1, 0), result(3, 1, 0)])
    assert err.value.field == "tables[0].score"
    assert "reaches 5" in err.value.reason


def test_line_83_only_one_head_pair_can_reach_five():
    """seeds/002 line 83: the bell rings as soon as one pair reaches five."""
    with pytest.raises(RuleError, match="only one pair"):
        ring_bell(THREE, [result(1, 5, 5), result(2, 1, 0), result(3, 1, 0)])


def test_head_target_is_a_house_rule_option():
    """seeds/002 line 83 says five; a host may play the head table to seven."""
    rules = PartyRules.from_options({"head_target": "7"})
    with pytest.raises(RuleError):
        ring_bell(THREE, FIRST_WINS, rules)
    assert ring_bell(THREE, [result(1, 7, 2), *FIRST_WINS[1:]], rules).stars["r1a"] == "gold"


def test_line_83_lone_hands_are_barred_at_the_head_table_by_default():
    """seeds/002 line 83: lone hands at the head table are usually barred; elsewhere allowed."""
    rules = PartyRules()
    assert rules.table_options(1) == {"target": 5, "lone_hands": False, "rubber": False}
    assert rules.table_options(2)["lone_hands"] is True
    assert PartyRules.from_options({"head_lone_hands": True}).table_options(1)["lone_hands"]


def test_line_89_a_tie_goes_to_more_tricks_on_the_next_hand():
    """seeds/002 line 89: at a tie, those who win more tricks on the next hand are winners."""
    bell = ring_bell(THREE, [result(1, 5, 2), result(2, 3, 3, next_hand_tricks=(1, 4)),
                             result(3, 3, 0)])
    decision = bell.decisions[1]
    assert (decision.winners, decision.decided_by) == (1, "next hand")
    assert bell.stars["r2b"] == "red" and bell.stars["r2a"] is None
    assert "took 4 tricks to 1 on the next hand" in decision.reason


def test_line_89_a_tie_on_the_next_hand_goes_to_the_red_players_low_cut():
    """seeds/002 line 89: if the next hand ties too, the ladies cut and the low card goes up."""
    cut = (parse_card("9H"), parse_card("8S"))
    bell = ring_bell(THREE, [result(1, 5, 2), result(2, 3, 3, next_hand_tricks=(2, 2), cut=cut),
                             result(3, 3, 0)])
    assert (bell.decisions[1].winners, bell.decisions[1].decided_by) == (1, "cut")
    assert "r2b cut 8S against 9H, the low card goes up" in bell.decisions[1].reason


@pytest.mark.parametrize(("low", "high"), [("AS", "7H"), ("JC", "QD"), ("TD", "JH"),
                                          ("QS", "KC"), ("AD", "KS")])
def test_line_89_in_the_cut_ace_is_low_and_jack_below_queen(low: str, high: str):
    """seeds/002 line 89: in cutting, ace is low and the jack ranks below the queen."""
    table = THREE[1]
    for cut, winners in (((low, high), 0), ((high, low), 1)):
        tie = TableResult(2, (2, 2), (1, 1), (parse_card(cut[0]), parse_card(cut[1])))
        assert decide_table(table, tie, PartyRules(), head=False).winners == winners


def test_law_5_equal_cards_at_the_tie_cut_again():
    """seeds/002 line 221 (law 5): equal cards cut again; the entry must give the new cut."""
    tie = TableResult(2, (2, 2), (1, 1), (parse_card("9H"), parse_card("9S")))
    with pytest.raises(RuleError, match="cut again"):
        decide_table(THREE[1], tie, PartyRules(), head=False)


def test_a_tie_without_the_next_hand_asks_for_it():
    """seeds/002 line 89: a tie cannot be decided until the next hand is played."""
    with pytest.raises(RuleError) as err:
        ring_bell(THREE, [result(1, 5, 2), result(2, 3, 3), result(3, 3, 0)])
    assert err.value.field == "tables[1].next_hand_tricks"


def test_a_table_that_did_not_report_is_decided_by_the_cut():
    """House rule (book silent): an unreported table is decided by the red players' cut."""
    cut = (parse_card("KH"), parse_card("AC"))
    bell = ring_bell(THREE, [result(1, 5, 2), TableResult(2, None, None, cut), result(3, 3, 0)])
    assert bell.decisions[1].winners == 1
    assert "did not report" in bell.decisions[1].reason
    with pytest.raises(RuleError, match="did not report"):
        ring_bell(THREE, [result(1, 5, 2), result(3, 3, 0)])


def test_the_head_table_must_report():
    """seeds/002 line 83: the head table rings the bell, so it has a score."""
    with pytest.raises(RuleError) as err:
        ring_bell(THREE, [TableResult(1, None), result(2, 1, 0), result(3, 1, 0)])
    assert err.value.field == "tables[0].score"


def test_a_party_needs_two_tables():
    """seeds/002 line 79: a head table and a booby table."""
    with pytest.raises(RuleError, match="two tables"):
        ring_bell(party(1), [result(1, 5, 0)])


def test_a_table_reported_twice_or_unknown_is_refused():
    """The results must match the tables."""
    with pytest.raises(RuleError, match="twice"):
        ring_bell(THREE, [*FIRST_WINS, result(2, 1, 0)])
    with pytest.raises(RuleError, match="no table 4"):
        ring_bell(THREE, [*FIRST_WINS, result(4, 1, 0)])


def test_next_hand_tricks_cannot_exceed_a_hand():
    """A hand of euchre has five tricks."""
    with pytest.raises(RuleError, match="more than a hand"):
        ring_bell(THREE, [result(1, 5, 2), result(2, 3, 3, next_hand_tricks=(3, 3)),
                          result(3, 3, 0)])


def test_a_long_party_of_eight_tables_rotates_as_the_book_says():
    """seeds/002 lines 85-87 over eight tables and a round: everyone where the book puts them."""
    seating = party(8)
    results = [result(1, 5, 3)] + [result(n, 2, 6) for n in range(2, 9)]
    bell = ring_bell(seating, results)
    assert bell.seating[0].pairs == (Pair("r1a", "b1a"), Pair("r2b", "b2b"))
    for n in range(2, 8):  # losers (pair a) stay, winners from below (pair b of n+1) split in
        assert bell.seating[n - 1].pairs == (Pair(f"r{n}a", f"b{n + 1}b"),
                                             Pair(f"r{n + 1}b", f"b{n}a"))
    assert bell.seating[7].pairs == (Pair("r8a", "b1b"), Pair("r1b", "b8a"))
    assert sum(s == "gold" for s in bell.stars.values()) == 2
    assert sum(s == "red" for s in bell.stars.values()) == 14
    assert sum(s == "green" for s in bell.stars.values()) == 2


@st.composite
def bell_results(draw: st.DrawFn) -> tuple[tuple[Table, ...], list[TableResult]]:
    tables = draw(st.integers(2, 9))
    seating = party(tables)
    head_first = draw(st.booleans())
    loser = draw(st.integers(0, 4))
    results = [result(1, 5, loser) if head_first else result(1, loser, 5)]
    for n in range(2, tables + 1):
        a, b = draw(st.integers(0, 12)), draw(st.integers(0, 12))
        tricks = draw(st.integers(0, 5))
        other = draw(st.integers(0, 5 - tricks))
        cards = draw(st.lists(st.sampled_from("A789TJQK"), min_size=2, max_size=2, unique=True))
        cut = (parse_card(cards[0] + "H"), parse_card(cards[1] + "S"))
        results.append(TableResult(n, (a, b), (tricks, other), cut))
    return seating, results


@settings(max_examples=150, deadline=None)
@given(bell_results())
def test_property_every_player_seated_once_and_partners_change_as_the_book_says(case):
    """seeds/002 lines 85-87: whatever the results, everyone sits exactly once next round; at
    the head table both pairs stay together; at every other table both new pairs are split."""
    seating, results = case
    bell = ring_bell(seating, results)
    before = sorted(seated_players(seating))
    after = seated_players(bell.seating)
    assert sorted(after) == before and len(set(after)) == len(after)
    old_partner = partners_of(seating)
    new_partner = partners_of(bell.seating)
    head = bell.seating[0]
    for pair in head.pairs:
        assert old_partner[pair.red] == pair.blue
    for table in bell.seating[1:]:
        for pair in table.pairs:
            assert old_partner[pair.red] != pair.blue
        # the red player in the first place stayed at this table and lost there
        stayed = table.pairs[0].red
        assert stayed in seating[table.number - 1].players
        assert bell.stars[stayed] in (None, "green")
    winners = {n for n, s in bell.stars.items() if s in ("gold", "red")}
    assert len(winners) == 2 * len(seating)
    assert all(new_partner[n] in winners for n in head.players)
