"""The play of a cribbage deal, card by card: whose turn, go, 31, last card (seeds/001).

From the seed:
- the non-dealer (pone) plays first, then the players take turns (line 159); with three or
  four players the turn passes to the left (lines 273, 279);
- no card may take the count past 31 (line 161); a player who cannot play says go, and the
  others must play every card they can (line 201; round the table, line 279);
- when nobody can play, the last to play scores 1 for the go, or 2 for 31 and nothing more
  (line 201); the cards are turned and the next player after him begins a new count (line
  207, and line 211 where the dealer leads again because the pone has no cards left);
- the last card of the play scores 1, not when it makes 31, and on top of a 15 (line 201);
- five-card cribbage has one count only: no play after a go or 31 (line 257).

``play_out`` checks that an order of play could have happened with these hands (every card
that fits must be played in turn) and returns every peg in the order it was made.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from clubapp.cards import Card
from clubapp.rules.cribbage_count import count_after, peg_points, pip_value
from clubapp.rules.errors import RuleError


@dataclass(frozen=True)
class Peg:
    """One scoring moment of the play: who (an index into the hands), what and how much."""

    seat: int
    points: int
    what: str  # "card" for 15/31/pairs/runs with a card, "go", "last card"
    card: Card | None = None


@dataclass(frozen=True)
class PlayResult:
    """The play of one deal: every peg in order, and the counts (piles) as played."""

    pegs: tuple[Peg, ...]
    counts: tuple[tuple[Card, ...], ...]
    unplayed: tuple[Card, ...] = ()

    def points_by_seat(self, seats: int) -> list[int]:
        """What each seat pegged in the play."""
        out = [0] * seats
        for peg in self.pegs:
            out[peg.seat] += peg.points
        return out


def play_out(hands: Sequence[Sequence[Card]], order: Sequence[Card], *,
             names: Sequence[str] | None = None, single_count: bool = False,
             field: str = "play") -> PlayResult:
    """Replay the play: ``hands`` in playing order (first to play first, the dealer last).

    Raise RuleError naming ``field`` if the order could not have been played so.
    """
    labels = list(names) if names is not None else [f"player {i + 1}" for i in range(len(hands))]
    owner: dict[Card, int] = {}
    for seat, hand in enumerate(hands):
        for card in hand:
            owner[card] = seat
    left = [list(hand) for hand in hands]
    pegs: list[Peg] = []
    counts: list[tuple[Card, ...]] = []
    pile: list[Card] = []
    turn = 0
    last = -1  # who played the last card of the count in progress
    position = 0

    def can_play(seat: int) -> bool:
        return any(count_after(pile) + pip_value(c) <= 31 for c in left[seat])

    def close_count() -> None:
        nonlocal pile, turn
        if count_after(pile) != 31:
            what = "last card" if not any(left) else "go"
            pegs.append(Peg(last, 1, what))
        counts.append(tuple(pile))
        pile = []
        turn = (last + 1) % len(hands)

    while any(left):
        to_play = next((s for k in range(len(hands))
                        if can_play(s := (turn + k) % len(hands))), None)
        if to_play is None:  # everybody has said go
            close_count()
            if single_count:
                break
            continue
        if position >= len(order):
            held = " ".join(str(c) for c in left[to_play])
            raise RuleError(field, f"the play stops too soon: {labels[to_play]} still had "
                                   f"{held} to play")
        card = order[position]
        where = f"card {position + 1} ({card})"
        if card not in owner:
            raise RuleError(field, f"{where} is in nobody's hand")
        seat = owner[card]
        if card not in left[seat]:
            raise RuleError(field, f"{where} is played twice")
        if seat != to_play:
            raise RuleError(field, f"{where} is {labels[seat]}'s, but it was {labels[to_play]}'s "
                                   f"turn with a card that fits (count {count_after(pile)})")
        if count_after(pile) + pip_value(card) > 31:
            raise RuleError(field, f"{where} takes the count past 31 ({count_after(pile)} + "
                                   f"{pip_value(card)}): {labels[seat]} had to play a card "
                                   "that fits")
        left[seat].remove(card)
        pile.append(card)
        position += 1
        last = seat
        turn = (seat + 1) % len(hands)
        points = peg_points(pile)
        if points:
            pegs.append(Peg(seat, points, "card", card))
        if count_after(pile) == 31:
            close_count()  # 31: two for it and nothing for the go (line 201)
            if single_count:
                break
    else:
        if pile:
            close_count()  # the last card of the play (line 201)
    if position < len(order):
        extra = " ".join(str(c) for c in order[position:])
        reason = ("five-card cribbage has no play after a go or 31 (line 257)" if single_count
                  else "every card has been played")
        raise RuleError(field, f"{reason}: {extra} cannot follow")
    unplayed = tuple(c for hand in left for c in hand)
    return PlayResult(tuple(pegs), tuple(counts), unplayed)
