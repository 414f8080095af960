"""Places at each table: who came first, second, third in one game, and what the places earn.

A season that counts every game together must not add up the raw points of different games
(500's hundreds would swamp euchre's fives), so it may count *places*: at each table the sides
are placed on what the game itself is won by — a rubber or match won, then games won, then the
game's own points (chips last, for a game played for chips) — and each place earns the
season's points for it (by default 3 for 1st, 2 for 2nd, 1 for 3rd). Partners share their
side's place. Sides level on everything share the better place ("1=, 1=, 3"), as the
standings place ties. A table where nothing was recorded places nobody.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

DEFAULT_PLACE_POINTS = (3, 2, 1)


class SeatResult(NamedTuple):
    """One member's result in one game, as the results cache keeps it."""

    game_id: int
    member_id: int
    side: str
    deals: int
    matches_won: int
    won: int
    points: int
    chips: int  # chips won less chips lost


def table_places(results: Iterable[SeatResult]) -> dict[tuple[int, int], int]:
    """Each member's place at each table: ``{(game_id, member_id): place}`` (1 is first)."""
    by_game: dict[int, list[SeatResult]] = {}
    for result in results:
        by_game.setdefault(result.game_id, []).append(result)
    places: dict[tuple[int, int], int] = {}
    for game_id, seats in by_game.items():
        if not any(s.deals for s in seats):
            continue  # sat down, nothing recorded: no places
        sides: dict[str, tuple[int, int, int, int]] = {}
        for seat in seats:
            mine = (seat.matches_won, seat.won, seat.points, seat.chips)
            found = sides.get(seat.side)
            # partners carry the same figures; chips may be kept per player, so a side's
            # chips are its members' together
            sides[seat.side] = mine if found is None else (*found[:3], found[3] + seat.chips)
        for seat in seats:
            mine = sides[seat.side]
            places[(game_id, seat.member_id)] = 1 + sum(other > mine for other in sides.values())
    return places


def place_points(place: int, points_for: Sequence[int]) -> int:
    """What a place earns: ``points_for[0]`` for 1st, and so on; nothing beyond the list."""
    return points_for[place - 1] if 1 <= place <= len(points_for) else 0
