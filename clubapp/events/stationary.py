"""A guest who keeps one table all night (low vision, a wheelchair, the hostess) at the book's
progressive party, while partners and opponents still move around her.

The book moves everyone at the bell (seeds/002 lines 85–87): winners up a table, the head
table's losers down to the booby table, the red player who lost keeps her place and partners
the blue player arriving from below. It has no guest who cannot move; the house rule here:
- the bell's moves are made for everyone as the book has them, stars too;
- where they would take a stationary guest away from her table, she stays, and changes places
  with a player whom the moves have just brought to her table into a place like hers (a red
  place for a red place, so that line 87's pairs of a lady and a gentleman hold); that player
  goes where the book sent her. A player who did not sit at her table in the round just
  played is taken first (he was moving anyway), then one who did; never another stationary
  guest;
- her table is the one she sat at in the first round she played; if the tables become fewer
  than that (players left and the booby table closed), the last table becomes hers;
- she does not sit out a round while others can (``party._choose``).
"""

from __future__ import annotations

from collections.abc import Mapping, MutableSequence, Sequence


def keep_stationary(slots: Sequence[MutableSequence[str]], homes: Mapping[str, int],
                    before: Sequence[Sequence[str]]) -> None:
    """Move every stationary guest back to his table in ``slots`` (each table's four places,
    red, blue, red, blue), in place; ``before`` holds each table's players in the round just
    played."""
    stationary = set(homes)
    for name, home in sorted(homes.items(), key=lambda item: (item[1], item[0])):
        table = min(home, len(slots)) - 1
        found = next(((t, p) for t, row in enumerate(slots) for p, n in enumerate(row)
                      if n == name), None)
        if found is None or found[0] == table:
            continue
        where, place = found
        was_here = set(before[table]) if table < len(before) else set()
        candidates = [q for q in (0, 1, 2, 3) if q % 2 == place % 2
                      and slots[table][q] not in stationary]
        if not candidates:  # her table full of stationary guests: she cannot be put back
            continue
        other = min(candidates, key=lambda q: (slots[table][q] in was_here, q != place, q))
        slots[where][place], slots[table][other] = slots[table][other], name


def first_homes(stationary: Sequence[str], seating: Sequence[Sequence[str]],
                known: Mapping[str, int | None]) -> dict[str, int | None]:
    """Each stationary guest's table: kept where known, else the table he sits at now
    (None while he has not yet played a round)."""
    out: dict[str, int | None] = {}
    for name in stationary:
        home = known.get(name)
        if home is None:
            home = next((number for number, row in enumerate(seating, start=1)
                         if name in row), None)
        out[name] = home
    return out
