"""A guest who keeps one table all night at the book's progressive party (a house rule: the book
has no guest who cannot move).

The book's moves at the bell, seeds/002 lines 85–87: the head table's winners keep their seats
and its losers go down to the booby table; the winners at every other table move up one; the
red player who lost keeps her place and partners the blue player arriving from below (line 87).
Here every move is the book's, stars too (line 85), except that a stationary guest stays: she
changes places with a player the moves brought to her table into a place like hers.
"""

from __future__ import annotations

import random

import pytest

from clubapp.events.party import PartyState, ring_party_bell, start_party
from clubapp.events.party_draw import Entrant, party_draw
from clubapp.events.progressive import TableResult, award_stars, ring_bell
from clubapp.events.seating import table_of
from clubapp.rules.errors import RuleError

LADIES = [f"Lady {n}" for n in range(1, 11)]
GENTLEMEN = [f"Gent {n}" for n in range(1, 11)]
ROLES = {**dict.fromkeys(LADIES, "red"), **dict.fromkeys(GENTLEMEN, "blue")}


def twenty(seed: int = 7, stationary: tuple[str, ...] = ()) -> PartyState:
    """Twenty guests at five tables, drawn as the book draws (line 81)."""
    drawn = party_draw([Entrant(n, ROLES[n]) for n in ROLES], seed)  # type: ignore[arg-type]
    return start_party(drawn.tables, ROLES, drawn.waiting, seed=seed,  # type: ignore[arg-type]
                       stationary=stationary)


def results(state: PartyState, rng: random.Random) -> list[TableResult]:
    """The head table at five (line 83), the others any score without a tie."""
    out = []
    for table in state.seating:
        if table.number == 1:
            other = rng.randrange(5)
            out.append(TableResult(1, (5, other) if rng.random() < 0.5 else (other, 5)))
        else:
            first = rng.randrange(9)
            second = rng.choice([n for n in range(9) if n != first])
            out.append(TableResult(table.number, (first, second)))
    return out


def places(seating) -> dict[str, tuple[int, int]]:
    return {name: (t.number, place) for t in seating for place, name in enumerate(t.players)}


def check_bell(before: PartyState, after: PartyState, given: list[TableResult]) -> int:
    """The seating after the bell is the book's but for the stationary guests' changes of
    place, each with a player brought to her table into a place like hers; stars the book's.
    Returns how many changed places (the book would have moved them)."""
    book = ring_bell(before.seating, given, before.rules)
    assert after.played[-1].bell.stars == award_stars(before.seating, book.decisions)
    by_book, now = places(book.seating), places(after.seating)
    moved = {n for n in now if now[n] != by_book[n]}
    changes = 0
    for name, home in before.stationary.items():
        assert table_of(after.seating, name) == home
        if name not in moved:
            continue  # the book kept her there
        other = next(n for n in moved if n != name and now[n] == by_book[name])
        assert now[name] == by_book[other]  # the two changed places
        assert by_book[other][0] == home and by_book[other][1] % 2 == by_book[name][1] % 2
        assert other not in before.stationary
        moved -= {name, other}
        changes += 1
    assert not moved  # nobody else was moved off the book's seat
    return changes


@pytest.mark.parametrize("seed", [1, 7, 23, 40])
def test_a_stationary_guest_sits_at_one_table_through_every_bell(seed: int):
    """20 guests, 10 bells: the guest is at the table of the first round after every bell,
    and everyone else is where the book sends them (but the one who took her place)."""
    first = twenty(seed)
    guest = first.seating[2].pairs[1].red  # a red player at table 3
    state = twenty(seed, (guest,))
    assert state.stationary == {guest: 3}
    rng = random.Random(seed)
    partners = set()
    changes = 0
    for _ in range(10):
        given = results(state, rng)
        after = ring_party_bell(state, given)
        changes += check_bell(state, after, given)
        state = after
        table = state.seating[2]
        partners.add(next(p.blue if p.red == guest else p.red for p in table.pairs
                          if guest in p.names))
    assert len(partners) > 1  # her partners still change
    assert changes  # she won at least once: the book would have moved her up


def test_the_head_tables_loser_stays_and_the_book_moves_the_rest():
    """At the head table the losers go down to the booby table (line 85); a stationary loser
    stays, and the red player just arrived from table 2 goes down in her place."""
    state = twenty(3)
    guest = state.seating[0].pairs[0].red
    state = twenty(3, (guest,))
    lose = [TableResult(1, (2, 5))] + [TableResult(n, (3, 1)) for n in range(2, 6)]
    after = ring_party_bell(state, lose)
    assert check_bell(state, after, lose) == 1
    assert table_of(after.seating, guest) == 1
    from_table_2 = state.seating[1].pairs[0].red  # won at table 2: came up to the head table
    assert table_of(after.seating, from_table_2) == 5  # and went on down in her stead


def test_two_stationary_guests_and_sit_outs():
    """Two guests keep their tables; with two spare guests (22) neither sits out while others
    can, and both stay through the bells."""
    ladies, gents = [*LADIES, "Lady 11"], [*GENTLEMEN, "Gent 11"]
    roles = {**dict.fromkeys(ladies, "red"), **dict.fromkeys(gents, "blue")}
    drawn = party_draw([Entrant(n, roles[n]) for n in roles], 5)  # type: ignore[arg-type]
    keep = (drawn.tables[0].pairs[0].blue, drawn.tables[4].pairs[1].red)
    state = start_party(drawn.tables, roles, drawn.waiting, seed=5,  # type: ignore[arg-type]
                        stationary=keep)
    rng = random.Random(5)
    for _ in range(8):
        state = ring_party_bell(state, results(state, rng))
        assert not set(keep) & set(state.waiting)
        assert [table_of(state.seating, n) for n in keep] == [1, 5]


def test_a_stationary_guest_must_be_a_guest():
    drawn = party_draw([Entrant(n, ROLES[n]) for n in ROLES], 1)  # type: ignore[arg-type]
    with pytest.raises(RuleError) as refused:
        start_party(drawn.tables, ROLES, drawn.waiting, stationary=("Nobody",))  # type: ignore[arg-type]
    assert refused.value.reason == "Nobody is to keep one table but is not a guest of the party"
