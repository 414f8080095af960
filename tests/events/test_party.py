"""A whole progressive-euchre evening: sit-outs, a late arrival, a leaver, undo (house rules
around seeds/002 lines 79-91)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from clubapp.cards import parse_card
from clubapp.events.party import (
    PartyState,
    add_player,
    remove_player,
    replace_player,
    ring_party_bell,
    star_board,
    stars_of_round,
    start_party,
    undo_bell,
)
from clubapp.events.party_draw import Entrant, party_draw
from clubapp.events.prizes import PlayerStars, award_prizes
from clubapp.events.progressive import PartyRules, TableResult
from clubapp.events.seating import Pair, Table, partners_of, seated_players
from clubapp.rules.errors import RuleError

RANKS = "A789TJQK"


def random_results(seating: tuple[Table, ...], rng: random.Random) -> list[TableResult]:
    """Results a real evening could hand in: the head table at five, ties now and then."""
    results = []
    for table in seating:
        if table.number == 1:
            loser = rng.randrange(5)
            results.append(TableResult(1, (5, loser) if rng.random() < 0.5 else (loser, 5)))
            continue
        first, second = rng.randrange(8), rng.randrange(8)
        tricks = cut = None
        if first == second:
            one = rng.randrange(3)
            tricks = (one, rng.choice([one, 5 - one]))
            if tricks[0] == tricks[1]:
                low, high = rng.sample(RANKS, 2)
                cut = (parse_card(low + "H"), parse_card(high + "C"))
        results.append(TableResult(table.number, (first, second), tricks, cut))
    return results


def check_everyone_once(state: PartyState, after_bell: bool = True) -> None:
    seated = seated_players(state.seating)
    assert len(seated) == len(set(seated)) == 4 * len(state.seating)
    assert not set(seated) & set(state.waiting)
    if after_bell:  # late arrivals wait for the bell; then fewer than four are left over
        assert len(state.waiting) < 4


def evening_of(count_red: int, count_blue: int, seed: int = 1, **rules: object) -> PartyState:
    entrants = [Entrant(f"L{i:02}", "red") for i in range(1, count_red + 1)] + \
               [Entrant(f"G{i:02}", "blue") for i in range(1, count_blue + 1)]
    draw = party_draw(entrants, seed)
    roles = {e.name: e.role for e in entrants}
    return start_party(draw.tables, roles, draw.waiting, PartyRules(**rules), seed)  # type: ignore[arg-type]


def test_a_whole_party_of_32_players_8_tables_10_rounds_ties_a_late_arrival_and_a_leaver():
    """seeds/002 lines 79-91 for a whole evening, with what real evenings add (house rules)."""
    state = evening_of(16, 16)
    rng = random.Random(2024)
    assert len(state.seating) == 8 and state.waiting == ()
    tie_decided = {"next hand": 0, "cut": 0}
    for number in range(1, 11):
        if number == 4:
            state = add_player(state, "Latecomer", "red")
            assert state.waiting == ("Latecomer",)
        if number == 7:
            state = remove_player(state, "G05")
        results = random_results(state.seating, rng)
        if number == 2:  # a tie at table 3 settled on the next hand, one at table 5 by the cut
            results[2] = TableResult(3, (4, 4), (2, 3))
            results[4] = TableResult(5, (3, 3), (1, 1), (parse_card("JH"), parse_card("QC")))
        before = state
        state = ring_party_bell(state, results)
        check_everyone_once(state)
        bell = state.played[-1].bell
        for decision in bell.decisions:
            if decision.decided_by in tie_decided:
                tie_decided[decision.decided_by] += 1
        stars = list(bell.stars.values())
        assert stars.count("gold") == 2 and stars.count("red") == 14
        assert stars.count("green") == 2
        assert set(bell.stars) == set(seated_players(before.seating))
        if number == 2:
            assert bell.decisions[2].decided_by == "next hand"
            assert bell.decisions[4].decided_by == "cut"  # JH below QC: the first pair goes up
            assert bell.decisions[4].winners == 0
        if number == 4:  # the latecomer plays from the next round; one of 33 sits out
            assert "Latecomer" in seated_players(state.seating)
            assert len(state.waiting) == 1
        if number == 7:  # the leaver played to the bell, then left; 32 again, nobody waits
            assert "G05" in bell.stars
            assert "G05" not in state.present
            assert state.waiting == ()
    assert state.round == 11 and len(state.played) == 10
    assert tie_decided["next hand"] >= 1 and tie_decided["cut"] >= 1
    board = star_board(state)
    assert sum(c.gold for c in board.values()) == 20
    assert sum(c.red for c in board.values()) == 140
    assert board["Latecomer"].rounds + board["Latecomer"].sat_out == 6
    # with 33 present for rounds 5 to 7, three different players sat out one round each
    sat = [name for name, c in board.items() if c.sat_out]
    assert len(sat) == 3 and all(board[n].sat_out == 1 for n in sat)
    prizes = award_prizes([PlayerStars(n, state.roles[n], c.gold, c.red, c.green)
                           for n, c in board.items()], seed=7)
    assert len(prizes) == 6
    assert len({p.player for p in prizes}) == 6
    winners = [p for p in prizes if p.prize == "first" and p.role == "red"]
    best_gold = max(c.gold for n, c in board.items() if state.roles[n] == "red")
    assert board[winners[0].player].gold == best_gold


def test_the_party_keeps_the_books_rotation_when_everyone_plays():
    """seeds/002 line 87 inside the evening: with 32 players the seating is the book's."""
    state = evening_of(16, 16)
    seating = state.seating
    results = [TableResult(1, (5, 1))] + [TableResult(n, (1, 4)) for n in range(2, 9)]
    state = ring_party_bell(state, results)
    head = state.seating[0]
    assert head.pairs == (seating[0].pairs[0], seating[1].pairs[1])
    assert state.seating[1].pairs == (Pair(seating[1].pairs[0].red, seating[2].pairs[1].blue),
                                      Pair(seating[2].pairs[1].red, seating[1].pairs[0].blue))


def test_undo_a_bell_rung_by_mistake():
    """A bell rung by mistake is undone: the evening is as it was before it."""
    state = evening_of(8, 8)
    after = ring_party_bell(state, random_results(state.seating, random.Random(3)))
    assert undo_bell(after) is state
    with pytest.raises(RuleError, match="nothing to undo"):
        undo_bell(state)


def test_spare_players_sit_out_in_turn():
    """House rule: with 18 players two sit out each round, whoever has sat out least."""
    state = evening_of(9, 9)
    rng = random.Random(5)
    assert len(state.waiting) == 2
    for _ in range(8):
        state = ring_party_bell(state, random_results(state.seating, rng))
        check_everyone_once(state)
    counts = [c.sat_out for c in star_board(state).values()]
    assert sum(counts) == 16 and max(counts) - min(counts) <= 1


def test_nobody_sits_out_two_rounds_running_not_even_a_latecomer():
    """House rule: who waited plays next; a latecomer is not sent to wait again at once."""
    state = evening_of(9, 8, unequal_roles="anyone")  # 17: one sits out each round
    rng = random.Random(8)
    for _ in range(17):
        state = ring_party_bell(state, random_results(state.seating, rng))
    assert {c.sat_out for c in star_board(state).values()} == {1}  # each sat out once
    state = add_player(state, "Latecomer", "blue")  # 18: two sit out
    previous = state.waiting
    for _ in range(6):
        state = ring_party_bell(state, random_results(state.seating, rng))
        assert "Latecomer" not in state.waiting or "Latecomer" not in previous
        assert not set(state.waiting) & set(previous)
        previous = state.waiting


def test_sit_outs_replay_from_the_seed():
    """The lots drawn for sit-outs are seeded: the same evening replays the same."""
    def play() -> list[tuple[str, ...]]:
        state = evening_of(9, 8, seed=11)
        rng = random.Random(9)
        out = []
        for _ in range(5):
            state = ring_party_bell(state, random_results(state.seating, rng))
            out.append(state.waiting)
        return out

    assert play() == play()


def test_a_visiting_pair_sits_out_together_under_the_pair_house_rule():
    """House rule ``sit_out = pair``: two spare players wait and come back as partners."""
    state = evening_of(9, 9, sit_out="pair")
    waiting = state.waiting
    state = ring_party_bell(state, random_results(state.seating, random.Random(1)))
    partners = partners_of(state.seating)
    assert partners[waiting[0]] == waiting[1]
    assert len(state.waiting) == 2
    assert set(state.waiting).isdisjoint(waiting)


def test_four_late_arrivals_open_a_new_booby_table():
    """House rule: when four wait, a new table opens at the foot of the room."""
    state = evening_of(4, 4)
    for name, role in (("N1", "red"), ("N2", "blue"), ("N3", "red"), ("N4", "blue")):
        state = add_player(state, name, role)
    state = ring_party_bell(state, random_results(state.seating, random.Random(1)))
    assert len(state.seating) == 3
    assert set(state.seating[2].players) >= {"N1", "N2", "N3", "N4"} - set(
        state.seating[0].players + state.seating[1].players)
    check_everyone_once(state)


def test_a_leaver_with_nobody_waiting_closes_the_booby_table():
    """House rule: with nobody to take the place, the booby table closes and fills the gap."""
    state = evening_of(6, 6)
    state = remove_player(state, state.seating[0].players[0])
    state = ring_party_bell(state, random_results(state.seating, random.Random(2)))
    assert len(state.seating) == 2 and len(state.waiting) == 3
    check_everyone_once(state)


def test_a_waiting_player_can_take_a_leavers_place_at_once():
    """House rule: a substitute sits down mid-round; the leaver is gone."""
    state = evening_of(9, 8)
    leaver = state.seating[1].players[0]
    substitute = state.waiting[0]
    state = replace_player(state, leaver, substitute)
    assert substitute in state.seating[1].players and leaver not in state.present
    with pytest.raises(RuleError):
        replace_player(state, "nobody", substitute)


def test_too_few_players_cannot_ring_the_bell():
    """A party needs two tables; the state is kept so the host can undo the leave."""
    state = evening_of(4, 4)
    left = remove_player(state, "L01")
    with pytest.raises(RuleError, match="too few"):
        ring_party_bell(left, random_results(state.seating, random.Random(1)))
    assert undo_bell(left) is state


def test_players_are_checked_when_the_party_starts_and_changes():
    """Roles are red or blue; nobody is in the evening twice."""
    state = evening_of(4, 4)
    with pytest.raises(RuleError):
        start_party(state.seating, {**state.roles, "L01": "green"})  # type: ignore[dict-item]
    with pytest.raises(RuleError, match="already"):
        add_player(state, "L01", "red")
    with pytest.raises(RuleError, match="not playing"):
        remove_player(state, "Zed")
    assert stars_of_round(ring_party_bell(state, random_results(state.seating,
                                                                random.Random(1))), 1)
    with pytest.raises(RuleError):
        stars_of_round(state, 1)


@settings(max_examples=40, deadline=None)
@given(st.integers(8, 23), st.integers(0, 10_000), st.lists(st.sampled_from(
    ["bell", "bell", "bell", "arrive", "leave", "undo"]), min_size=1, max_size=12))
def test_property_every_player_seated_exactly_once_every_round(size, seed, actions):
    """Whatever arrives, leaves, rings or is undone: everyone present sits once or waits,
    and nothing but RuleError escapes."""
    state = evening_of(size // 2, size - size // 2, seed=seed)
    rng = random.Random(seed)
    arrivals = 0
    for action in actions:
        kept, snapshot = state, repr(state)  # the state is immutable: nothing may change
        try:
            if action == "bell":
                state = ring_party_bell(state, random_results(state.seating, rng))
            elif action == "arrive":
                arrivals += 1
                state = add_player(state, f"N{arrivals}", rng.choice(["red", "blue"]))
            elif action == "leave":
                state = remove_player(state, rng.choice(state.present))
            elif action == "undo":
                state = undo_bell(state)
        except RuleError:
            assert state is kept and repr(state) == snapshot  # left as it was
            continue
        check_everyone_once(state, after_bell=action == "bell")
        assert sorted(state.present) == sorted(set(state.present))


def out_of_place(state: PartyState) -> list[str]:
    """The seated players whose place (red or blue) is not their own role's."""
    return [name for table in state.seating for place, name in enumerate(table.players)
            if state.roles[name] != ("red" if place % 2 == 0 else "blue")]


def fewest_out_of_place(state: PartyState) -> int:
    """How few players must sit in the other role's places, given who is present."""
    present = [n for n in state.present if n not in state.leaving]
    red = sum(state.roles[n] == "red" for n in present)
    blue = len(present) - red
    places = 2 * len(state.seating)
    return max(0, places - red, places - blue)


def test_line_87_a_late_lady_keeps_every_pair_a_lady_and_a_gentleman():
    """seeds/002 line 87 pairs a lady with a gentleman at every table; with one lady too many
    (a late arrival) the house rule ``book_pairs`` has a lady sit out each round, in turn, so
    that no two ladies ever partner and no gentleman is benched."""
    state = evening_of(8, 8)
    rng = random.Random(5)
    state = ring_party_bell(state, random_results(state.seating, rng))
    state = add_player(state, "Late", "red")
    for _ in range(9):
        state = ring_party_bell(state, random_results(state.seating, rng))
        assert out_of_place(state) == []
        for pair in (p for t in state.seating for p in t.pairs):
            assert (state.roles[pair.red], state.roles[pair.blue]) == ("red", "blue")
        assert [state.roles[n] for n in state.waiting] == ["red"]
        why = state.sit_out_why
        assert why is not None and why.rule == "book_pairs"
        assert why.sitting == {"red": 1, "blue": 0} and why.names == state.waiting
        assert why.present == {"red": 9, "blue": 8}
    counts = star_board(state)
    assert {counts[n].sat_out for n in counts if n.startswith("G")} == {0}
    ladies = [counts[n].sat_out for n in counts if n.startswith("L") or n == "Late"]
    assert max(ladies) - min(ladies) <= 1  # in turn
    assert counts["Late"].sat_out <= 1


def test_the_anyone_house_rule_lets_whoever_has_sat_out_least_sit_out():
    """``unequal_roles=anyone``: the old way, either role sits out, so that a late lady can
    leave two ladies partners (the window says so)."""
    state = evening_of(8, 8, unequal_roles="anyone")
    rng = random.Random(5)
    state = add_player(state, "Late", "red")
    roles_out = set()
    for _ in range(17):
        state = ring_party_bell(state, random_results(state.seating, rng))
        roles_out |= {state.roles[n] for n in state.waiting}
    assert roles_out == {"red", "blue"}
    assert state.sit_out_why is not None and state.sit_out_why.rule == "anyone"


def test_with_too_few_gentlemen_only_as_many_ladies_as_needed_sit_in_their_places():
    """Ten ladies, six gentlemen, four tables: eight red places and eight blue; the six
    gentlemen all sit in blue places and just two ladies in the other two, every round."""
    state = evening_of(10, 6)
    rng = random.Random(3)
    for _ in range(6):
        state = ring_party_bell(state, random_results(state.seating, rng))
        crossing = out_of_place(state)
        assert len(crossing) == 2 and all(state.roles[n] == "red" for n in crossing)
        assert state.sit_out_why is not None and set(state.sit_out_why.crossing) == set(crossing)


def test_a_gentleman_leaving_makes_two_ladies_sit_out_not_a_pair_of_ladies():
    """Eight and eight, a gentleman leaves: fifteen for three tables; two ladies and one
    gentleman sit out, and every pair is still a lady and a gentleman."""
    state = evening_of(8, 8)
    rng = random.Random(9)
    state = remove_player(state, "G03")
    state = ring_party_bell(state, random_results(state.seating, rng))
    assert len(state.seating) == 3 and out_of_place(state) == []
    assert sorted(state.roles[n] for n in state.waiting) == ["blue", "red", "red"]
    assert state.sit_out_why.sitting == {"red": 2, "blue": 1}


@settings(max_examples=40, deadline=None)
@given(st.integers(3, 14), st.integers(3, 14), st.integers(0, 10_000), st.lists(
    st.sampled_from(["bell", "bell", "arrive red", "arrive blue", "leave"]), max_size=10))
def test_property_book_pairs_keep_the_fewest_players_out_of_place(red, blue, seed, actions):
    """Whatever the numbers, after every bell no more players sit in the other role's places
    than the numbers make necessary (the ``book_pairs`` house rule)."""
    if red + blue < 8:
        return
    state = evening_of(red, blue, seed=seed)
    rng = random.Random(seed)
    for number, action in enumerate(actions):
        try:
            if action == "bell":
                state = ring_party_bell(state, random_results(state.seating, rng))
                assert len(out_of_place(state)) == fewest_out_of_place(state)
            elif action.startswith("arrive"):
                state = add_player(state, f"N{number}", action.split()[1])
            else:
                state = remove_player(state, rng.choice(state.present))
        except RuleError:
            continue
