"""Tables, pairs and seatings of a card party: the plain data the draws and the bell share.

A party table seats two pairs. Each pair has a ``red`` and a ``blue`` place: the book's lady
(red-backed pack) and gentleman (blue-backed pack), seeds/002 line 81. The place, not the
person, carries the rule: a player who drew for the other role sits in that role's place.
Table 1 is the head table and the highest number the booby table (seeds/002 line 79).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Literal

from clubapp.rules.errors import RuleError

Role = Literal["red", "blue"]
ROLES: tuple[Role, Role] = ("red", "blue")


def as_role(value: object) -> Role | None:
    """``value`` as a role when it is one ("red" or "blue"), else None."""
    return value if value == "red" or value == "blue" else None


@dataclass(frozen=True)
class Pair:
    """Two partners: the player in the red place and the player in the blue place."""

    red: str
    blue: str

    @property
    def names(self) -> tuple[str, str]:
        """The two partners, red place first."""
        return (self.red, self.blue)

    def place_of(self, name: str) -> Role:
        """The place (red or blue) this partner sits in."""
        return "red" if name == self.red else "blue"


@dataclass(frozen=True)
class Table:
    """One numbered table and its two pairs; ``pairs[0]`` sits north-south."""

    number: int
    pairs: tuple[Pair, Pair]

    @property
    def players(self) -> tuple[str, str, str, str]:
        """The four players in place order: first pair red, blue, second pair red, blue."""
        first, second = self.pairs
        return (first.red, first.blue, second.red, second.blue)

    def to_json(self) -> dict[str, object]:
        """The table as DESIGN.md's JSON: number and pairs."""
        return {"table": self.number,
                "pairs": [{"red": p.red, "blue": p.blue} for p in self.pairs]}


Seating = tuple[Table, ...]


def seated_players(seating: Iterable[Table]) -> list[str]:
    """Every seated player, table by table."""
    return [name for table in seating for name in table.players]


def check_seating(seating: Sequence[Table]) -> None:
    """Raise RuleError unless the tables are numbered 1…N in order and nobody sits twice."""
    if not seating:
        raise RuleError("tables", "party.no_tables")
    seen: dict[str, int] = {}
    for index, table in enumerate(seating):
        where = f"tables[{index}]"
        if table.number != index + 1:
            raise RuleError(f"{where}.table", "party.table_numbered", expected=index + 1,
                            got=table.number)
        for name in table.players:
            if not isinstance(name, str) or not name.strip():
                raise RuleError(f"{where}.pairs", "party.place_unnamed")
            if name in seen:
                raise RuleError(f"{where}.pairs", "party.seated_twice", name=name,
                                table=seen[name])
            seen[name] = table.number


def table_of(seating: Iterable[Table], name: str) -> int | None:
    """The number of the table where this player sits, or None when not seated."""
    for table in seating:
        if name in table.players:
            return table.number
    return None


def partners_of(seating: Iterable[Table]) -> dict[str, str]:
    """Each seated player's partner."""
    out: dict[str, str] = {}
    for table in seating:
        for pair in table.pairs:
            out[pair.red], out[pair.blue] = pair.blue, pair.red
    return out
