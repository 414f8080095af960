"""Checks of entered cribbage counts: what a show can be worth (seeds/001 lines 147, 223).

The book: 29 is the best hand (line 147) and 19, 25, 26, 27 cannot be shown (line 223); with
a jack turned up (his heels) nobody can have his nobs, so the best is 28 (line 147: "30 for
the dealer" is 28 and the heels). The sets for other hand sizes (three cards in five-card
cribbage, five in seven-card) come from counting every combination of ranks and suits
(``possible_show_totals``).
"""

from __future__ import annotations

from clubapp.rules.cribbage_count import JACK, impossible_show_totals, possible_show_totals
from clubapp.rules.errors import RuleError


def impossible_note(size: int, *, crib: bool = False) -> str:
    """The totals a show of ``size`` cards cannot reach, in words."""
    best = max(possible_show_totals(size, crib=crib))
    gaps = [str(n) for n in impossible_show_totals(size, crib=crib)]
    what = "a crib" if crib else f"a hand of {size} cards"
    gap_text = f"; {', '.join(gaps)} are impossible" if gaps else ""
    return f"{what} with the starter shows at most {best}{gap_text}"


def check_show(value: int, size: int, field: str, *, crib: bool = False,
               starter_rank: int | None = None) -> None:
    """Refuse a show total that no cards can give (with this starter rank, when known)."""
    if value in possible_show_totals(size, crib=crib, starter_rank=starter_rank):
        return
    if value in possible_show_totals(size, crib=crib):
        if starter_rank == JACK:
            best = max(possible_show_totals(size, crib=crib, starter_rank=JACK))
            raise RuleError(field, f"{value} cannot be shown with a jack turned up (nobody has "
                                   f"his nobs then: {best} is the best)")
        raise RuleError(field, f"{value} cannot be shown with this starter")
    raise RuleError(field, f"no show is worth {value}: {impossible_note(size, crib=crib)} "
                           "(line 223)")
