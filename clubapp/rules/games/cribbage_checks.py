"""Checks of entered cribbage counts: what a show can be worth (seeds/001 lines 147, 223).

The book: 29 is the best hand (line 147) and 19, 25, 26, 27 cannot be shown (line 223); with
a jack turned up (his heels) nobody can have his nobs, so the best is 28 (line 147: "30 for
the dealer" is 28 and the heels). The sets for other hand sizes (three cards in five-card
cribbage, five in seven-card, a hand a card short or a crib a card over, lines 213–215) come
from counting every combination of ranks and suits (``possible_show_totals``).
"""

from __future__ import annotations

from clubapp.message import Message
from clubapp.rules.cribbage_count import JACK, impossible_show_totals, possible_show_totals
from clubapp.rules.errors import RuleError

NINETEEN = 19  # line 223: what a player says when he has nothing to peg
LONG_CRIB_MAX = 46  # a crib a card over (line 215): five cards and the starter, like a
# seven-card hand (line 285)


def impossible_note(size: int, *, crib: bool = False) -> Message:
    """The totals a show of ``size`` cards cannot reach, as a message."""
    best = max(possible_show_totals(size, crib=crib))
    gaps = impossible_show_totals(size, crib=crib)
    if not gaps:
        return Message("cribbage.hand_shows_at_most", size=size, best=best)
    if crib:
        return Message("cribbage.crib_shows" if size == 4 else "cribbage.crib_of_shows",
                       size=size, best=best, gaps=gaps, count=len(gaps))
    return Message("cribbage.hand_shows", size=size, best=best, gaps=gaps, count=len(gaps))


def check_show(value: int, size: int, field: str, *, crib: bool = False,
               starter_rank: int | None = None, irregular: bool = False) -> None:
    """Refuse a show total that no cards can give (with this starter rank, when known).

    ``irregular``: a short hand or a crib a card short or over (lines 213–215), counted as
    it is.
    """
    del irregular  # the size says it; kept so that the callers say why the size is unusual
    if value in possible_show_totals(size, crib=crib, starter_rank=starter_rank):
        return
    if value in possible_show_totals(size, crib=crib):
        if starter_rank == JACK:
            best = max(possible_show_totals(size, crib=crib, starter_rank=JACK))
            raise RuleError(field, "cribbage.not_with_a_jack", value=value, best=best)
        raise RuleError(field, "cribbage.not_with_this_starter", value=value)
    raise RuleError(field, "cribbage.no_such_show", value=value,
                    why=impossible_note(size, crib=crib))
