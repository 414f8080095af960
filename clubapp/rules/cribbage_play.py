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

Irregular play that the book lets stand (line 203): a player who says go although a card of his
fits (or pegs a go when he could still play) gives the other side two, and the opponent may let
the play stand; ``illegal_go_after`` says after how many cards of the play it happened.

``play_out`` checks that an order of play could have happened with these hands (every card
that fits must be played in turn) and returns every peg in the order it was made. With
``partial`` the order may stop before the last card (a game won in the play, line 227): the
result then says the play was not finished.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from clubapp.cards import Card, card_message
from clubapp.message import Message
from clubapp.rules.cribbage_count import count_after, peg_points, pip_value
from clubapp.rules.errors import RuleError

ILLEGAL_GO = 2  # line 203: the other side pegs two


@dataclass(frozen=True)
class Peg:
    """One scoring moment of the play: who (an index into the hands), what and how much."""

    seat: int
    points: int
    what: str  # "card" for 15/31/pairs/runs with a card, "go", "last card", "illegal go"
    card: Card | None = None


@dataclass(frozen=True)
class PlayResult:
    """The play of one deal: every peg in order, and the counts (piles) as played."""

    pegs: tuple[Peg, ...]
    counts: tuple[tuple[Card, ...], ...]
    unplayed: tuple[Card, ...] = ()
    waiting: tuple[int, tuple[Card, ...]] | None = None  # ``partial``: the order stopped
    # while this seat had these cards to play
    illegal_go_by: int | None = None  # the seat that said go though a card fitted

    @property
    def complete(self) -> bool:
        """Whether the order went to the end of the play."""
        return self.waiting is None

    def points_by_seat(self, seats: int) -> list[int]:
        """What each seat pegged in the play."""
        out = [0] * seats
        for peg in self.pegs:
            out[peg.seat] += peg.points
        return out


def _cards_text(cards: Sequence[Card]) -> str:
    return " ".join(str(c) for c in cards)


def play_out(hands: Sequence[Sequence[Card]], order: Sequence[Card], *,
             names: Sequence[str] | None = None, single_count: bool = False,
             field: str = "play", partial: bool = False,
             illegal_go_after: int | None = None, go_field: str = "go_after") -> PlayResult:
    """Replay the play: ``hands`` in playing order (first to play first, the dealer last).

    Raise RuleError naming ``field`` if the order could not have been played so (``go_field``
    for an illegal go that could not have been said where it is placed).
    """
    labels: list[str | Message] = (list(names) if names is not None else
                                   [Message("cribbage.seat", n=i + 1) for i in range(len(hands))])
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
    stopped: set[int] = set()  # said go though a card fitted: out of this count (line 203)
    go_by: int | None = None

    def can_play(seat: int) -> bool:
        return seat not in stopped and any(count_after(pile) + pip_value(c) <= 31
                                           for c in left[seat])

    def close_count() -> None:
        nonlocal pile, turn
        if count_after(pile) != 31 and last >= 0:
            what = "last card" if not any(left) else "go"
            pegs.append(Peg(last, 1, what))
        counts.append(tuple(pile))
        pile = []
        stopped.clear()
        turn = (last + 1) % len(hands)

    waiting: tuple[int, tuple[Card, ...]] | None = None
    while any(left):
        if illegal_go_after is not None and go_by is None and position == illegal_go_after:
            seat = turn
            if not can_play(seat):
                raise RuleError(go_field, "cribbage.go_was_due", player=labels[seat],
                                count=count_after(pile))
            go_by = seat
            stopped.add(seat)
            pegs.append(Peg((seat + 1) % len(hands), ILLEGAL_GO, "illegal go"))
        to_play = next((s for k in range(len(hands))
                        if can_play(s := (turn + k) % len(hands))), None)
        if to_play is None:  # everybody has said go
            close_count()
            if single_count:
                break
            continue
        if position >= len(order):
            if partial:
                waiting = (to_play, tuple(left[to_play]))
                break
            raise RuleError(field, "cribbage.play_stops_early", player=labels[to_play],
                            cards=_cards_text(left[to_play]))
        card = order[position]
        if card not in owner:
            raise RuleError(field, "cribbage.card_in_no_hand", n=position + 1,
                            card=card_message(card))
        seat = owner[card]
        if card not in left[seat]:
            raise RuleError(field, "cribbage.card_played_twice", n=position + 1,
                            card=card_message(card))
        if seat != to_play:
            raise RuleError(field, "cribbage.out_of_turn", n=position + 1, card=card_message(card),
                            player=labels[seat], turn=labels[to_play], count=count_after(pile))
        if count_after(pile) + pip_value(card) > 31:
            raise RuleError(field, "cribbage.past_31", n=position + 1, card=card_message(card),
                            count=count_after(pile), value=pip_value(card), player=labels[seat])
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
    if illegal_go_after is not None and go_by is None:
        raise RuleError(go_field, "cribbage.go_after_the_play", n=illegal_go_after)
    if position < len(order):
        extra = _cards_text(order[position:])
        if single_count:
            raise RuleError(field, "cribbage.single_count_over", cards=extra)
        raise RuleError(field, "cribbage.all_played", cards=extra)
    unplayed = tuple(c for hand in left for c in hand)
    return PlayResult(tuple(pegs), tuple(counts), unplayed, waiting, go_by)
