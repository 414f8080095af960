"""Piquet's arithmetic: the worth of the declarations, what one hand of twelve can hold, and
what the play of twelve tricks can score.

The pack is the 32 cards A K Q J T 9 8 7 of four suits (seeds/001 line 309); each player holds
twelve (line 321). Sequences run in that rank order; quatorzes and trios are made only of aces,
kings, queens, jacks and tens (the standard rules of piquet au cent, which the seed cuts off).

A scorer enters only what a player scored: the number of cards in his point, the lengths of his
sequences, how many quatorzes and trios. ``hand_can_hold`` checks that all of it fits in twelve
cards at once: sequences in one suit may not touch (they would be one longer sequence), a trio
is three of a rank (four would be a quatorze), a point of n cards needs n cards of one suit. It
does not look for a sinking player's unannounced cards.

The play (standard rules): the leader scores 1 for each card he leads, the second player 1 when
he wins the trick, the winner of the last trick 1 more; elder leads to the first trick.
``play_scores`` lists every (elder's tricks, elder's play points, younger's play points) that
twelve tricks can give, with how many points elder can have made before younger's first.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from itertools import combinations

SUITS = 4
RANKS = 8  # A K Q J T 9 8 7, bit 0 is the ace
SET_RANKS = 5  # A K Q J T
HAND = 12
TRICKS = 12
QUATORZE = 14
TRIO = 3

# name → length; a tierce scores 3, a quart 4, a quint and longer 10 more than its length
SEQUENCE_LENGTHS = {"tierce": 3, "quart": 4, "quint": 5, "sixieme": 6, "septieme": 7, "huitieme": 8}


def sequence_points(length: int) -> int:
    """Tierce 3, quart 4, quint 15, sixième 16, septième 17, huitième 18."""
    return length if length <= 4 else length + 10


def sets_points(quatorzes: int, trios: int) -> int:
    """A quatorze scores 14, a trio 3."""
    return QUATORZE * quatorzes + TRIO * trios


@dataclass(frozen=True)
class HandClaims:
    """What one player scored for in his hand of twelve."""

    point: int = 0  # cards in the point; 0 when he did not score it
    sequences: tuple[int, ...] = ()  # lengths, longest first
    quatorzes: int = 0
    trios: int = 0


def hand_can_hold(claims: HandClaims) -> bool:
    """Whether one hand of twelve cards can hold the point, sequences and sets claimed together."""
    lengths = tuple(sorted(claims.sequences, reverse=True))
    return _can_hold(claims.point, lengths, claims.quatorzes, claims.trios)


def _bits(mask: int) -> int:
    return bin(mask).count("1")


@cache
def _can_hold(point: int, lengths: tuple[int, ...], quatorzes: int, trios: int) -> bool:
    if not (point == 0 or 3 <= point <= RANKS):
        return False
    if any(not 3 <= n <= RANKS for n in lengths) or quatorzes + trios > SET_RANKS:
        return False
    set_cards = 4 * quatorzes + 3 * trios
    # even at best every high card of a sequence is also a set card: a quick lower bound
    shared = min(sum(min(n, SET_RANKS) for n in lengths), set_cards)
    if sum(lengths) + set_cards - shared > HAND:
        return False
    return any(_fits(masks, point, quatorzes, trios)
               for masks in _placements(lengths, (0,) * SUITS, 0))


def _placements(lengths: tuple[int, ...], masks: tuple[int, ...],
                used: int) -> Iterator[tuple[int, ...]]:
    """Every way to lay the sequences in the suits, one suit labelling per shape (suits are alike)."""
    if not lengths:
        yield masks
        return
    length, rest = lengths[0], lengths[1:]
    for suit in range(min(used + 1, SUITS)):
        for start in range(RANKS - length + 1):
            run = ((1 << length) - 1) << start
            guard = (run | (run << 1) | (run >> 1)) & 0xFF  # no touching: it would be one sequence
            if masks[suit] & guard:
                continue
            laid = (*masks[:suit], masks[suit] | run, *masks[suit + 1:])
            yield from _placements(rest, laid, max(used, suit + 1))


def _fits(masks: tuple[int, ...], point: int, quatorzes: int, trios: int) -> bool:
    """Whether sets and a point can be added to these sequences within twelve cards."""
    in_sequences = sum(_bits(m) for m in masks)
    held = [sum(1 for m in masks if m >> r & 1) for r in range(SET_RANKS)]
    for quatorze_ranks in combinations(range(SET_RANKS), quatorzes):
        others = [r for r in range(SET_RANKS) if r not in quatorze_ranks]
        for trio_ranks in combinations(others, trios):
            if any(held[r] == SUITS for r in trio_ranks):
                continue  # the sequences already hold all four: that is a quatorze, not a trio
            cards = (in_sequences + sum(SUITS - held[r] for r in quatorze_ranks)
                     + sum(3 - held[r] for r in trio_ranks))
            if cards > HAND:
                continue
            if point == 0 or any(_point_cost(masks[s], point, quatorze_ranks, trio_ranks, held) + cards
                                 <= HAND for s in range(SUITS)):
                return True
    return False


def _point_cost(mask: int, point: int, quatorze_ranks: tuple[int, ...],
                trio_ranks: tuple[int, ...], held: list[int]) -> int:
    """Cards to add to one suit for a point of ``point`` cards (a large number if it cannot)."""
    count = _bits(mask) + sum(1 for r in quatorze_ranks if not mask >> r & 1)
    trio_gaps = 0
    for r in trio_ranks:
        if mask >> r & 1:
            continue
        if SUITS - held[r] >= 2:
            count += 1  # the trio can leave out another suit and keep this card
        else:
            trio_gaps += 1  # this suit must be the trio's missing one
    free = RANKS - count - trio_gaps
    needed = max(0, point - count)
    return needed if needed <= free else HAND + 1


@dataclass(frozen=True)
class PlayRange:
    """For one result of the play: the least and most elder can score before younger scores."""

    least_before_younger: int
    most_before_younger: int


def play_events(winners: int) -> str:
    """The play's points one by one, in the order they are scored (``E`` elder, ``Y`` younger),
    for the tricks won as ``winners`` says (bit k set: elder wins trick k)."""
    events = []
    elder_leads = True  # elder leads to the first trick
    for k in range(TRICKS):
        elder_wins = bool(winners >> k & 1)
        events.append("E" if elder_leads else "Y")  # 1 for the card led
        if elder_wins != elder_leads:  # the second player wins the trick
            events.append("E" if elder_wins else "Y")
        if k == TRICKS - 1:  # one more for the last trick
            events.append("E" if elder_wins else "Y")
        elder_leads = elder_wins
    return "".join(events)


@cache
def _events_by_result() -> dict[tuple[int, int, int], tuple[str, ...]]:
    found: dict[tuple[int, int, int], list[str]] = {}
    for winners in range(1 << TRICKS):
        events = play_events(winners)
        key = (_bits(winners), events.count("E"), events.count("Y"))
        found.setdefault(key, []).append(events)
    return {key: tuple(sorted(set(value))) for key, value in found.items()}


@cache
def loser_at_out(result: tuple[int, int, int], elder_out: bool, winner_needs: int,
                 loser_needs: int, pique_from: int | None = None) -> frozenset[int]:
    """What the loser can have made in the play at the moment the winner made ``winner_needs``
    (his way home), for one result of the play (elder's tricks, elder's and younger's play
    points); the loser not home first (he needs ``loser_needs``). ``pique_from``: elder piqued,
    so younger scored nothing before elder had made that many in the play."""
    found: set[int] = set()
    win = "E" if elder_out else "Y"
    for events in _events_by_result().get(result, ()):
        if pique_from and "Y" in events[:_index_of_nth(events, "E", pique_from)]:
            continue
        mine = theirs = 0
        for event in events:
            if event == win:
                mine += 1
                if mine == winner_needs:
                    found.add(theirs)
                    break
            else:
                theirs += 1
                if theirs >= loser_needs:
                    break  # the loser got home first: not this way
    return frozenset(found)


def _index_of_nth(events: str, who: str, n: int) -> int:
    """Where the ``n``-th point of ``who`` is scored (the end when he never gets so many)."""
    seen = 0
    for index, event in enumerate(events):
        if event == who:
            seen += 1
            if seen >= n:
                return index
    return len(events)


@cache
def play_scores() -> dict[tuple[int, int, int], PlayRange]:
    """(elder's tricks, elder's play points, younger's play points) → what elder can score first."""
    table: dict[tuple[int, int, int], PlayRange] = {}
    for winners in range(1 << TRICKS):  # bit k set: elder wins trick k
        elder = younger = 0
        before: int | None = None
        elder_leads = True  # elder leads to the first trick
        for k in range(TRICKS):
            elder_wins = bool(winners >> k & 1)
            if elder_leads:
                elder += 1
            else:
                younger += 1
            if before is None and younger:
                before = elder
            if elder_wins != elder_leads:  # the second player wins the trick
                if elder_wins:
                    elder += 1
                else:
                    younger += 1
            if k == TRICKS - 1:  # one more for the last trick
                if elder_wins:
                    elder += 1
                else:
                    younger += 1
            if before is None and younger:
                before = elder
            elder_leads = elder_wins
        key = (_bits(winners), elder, younger)
        first = elder if before is None else before
        known = table.get(key)
        if known is None:
            table[key] = PlayRange(first, first)
        else:
            table[key] = PlayRange(min(known.least_before_younger, first),
                                   max(known.most_before_younger, first))
    return table
