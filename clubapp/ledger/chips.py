"""Chip colours and their exchange rates, every amount held as whole white units.

The ledger and every pool count chips in the smallest unit (a white chip); colours exist only
where a person counts or changes chips at the table:

- loo (seeds/000 line 39): 18 red and 6 white are worth 20 red, so a red is three white;
- five-card loo (line 81): a red is five white;
- cinch (line 235): 8 red of 5 and 11 white of 1 count the 51 points of a game.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from math import gcd

from clubapp.ledger.movements import LedgerError
from clubapp.message import Message, said

COLOUR_WORDS = frozenset({"red", "white", "blue"})  # colours the catalogue names


@dataclass(frozen=True)
class ChipColour:
    """A colour of chip and its worth in white units."""

    name: str
    units: int


@dataclass(frozen=True)
class ChipSet:
    """The colours in play, the most valuable first; one colour is worth a single unit."""

    colours: tuple[ChipColour, ...]

    def __post_init__(self) -> None:
        if not self.colours or min(c.units for c in self.colours) != 1:
            raise LedgerError("chips", "ledger.no_white")
        if any(c.units < 1 for c in self.colours):
            raise LedgerError("chips", "ledger.whole_units")
        if len({c.name for c in self.colours}) != len(self.colours):
            raise LedgerError("chips", "ledger.colour_twice")
        ordered = tuple(sorted(self.colours, key=lambda c: -c.units))
        object.__setattr__(self, "colours", ordered)

    @classmethod
    def of(cls, **units: int) -> ChipSet:
        """A chip set from colour=units pairs: ``ChipSet.of(red=3, white=1)``."""
        return cls(tuple(ChipColour(name, value) for name, value in units.items()))

    def colour(self, name: str) -> ChipColour:
        """The colour of this name; LedgerError if the set has none."""
        for colour in self.colours:
            if colour.name == name:
                return colour
        raise LedgerError(f"chips.{name}", "ledger.no_colour", names=list(self.names))

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(c.name for c in self.colours)

    def units(self, counts: Mapping[str, int]) -> int:
        """The worth in white units of so many chips of each colour."""
        total = 0
        for name, count in counts.items():
            if isinstance(count, bool) or not isinstance(count, int) or count < 0:
                raise LedgerError(f"chips.{name}", "ledger.count_expected", value=count)
            total += self.colour(name).units * count
        return total

    def change(self, units: int) -> dict[str, int]:
        """``units`` in chips, the most valuable colours first (every colour listed, 0 included)."""
        if units < 0:
            raise LedgerError("chips", "ledger.cannot_change", units=units)
        out: dict[str, int] = {}
        for colour in self.colours:
            out[colour.name], units = divmod(units, colour.units)
        return out

    def rate(self, colour: str, into: str) -> tuple[int, int]:
        """How many ``into`` chips a number of ``colour`` chips make: (colour count, into count)
        in lowest terms, e.g. loo's ``rate("red", "white") == (1, 3)``."""
        high, low = self.colour(colour).units, self.colour(into).units
        common = gcd(high, low)
        return low // common, high // common

    def description(self, units: int) -> Message:
        """A person's reading of an amount, as a message: 3 red + 1 white."""
        parts = [Message(f"ledger.chips_{name}", n=n) if name in COLOUR_WORDS
                 else Message("ledger.chips_of", n=n, colour=name)
                 for name, n in self.change(units).items() if n]
        if not parts:
            return Message("ledger.nothing")
        joined: Message = parts[-1]
        for part in reversed(parts[:-1]):
            joined = Message("ledger.plus", first=part, rest=joined)
        return joined

    def describe(self, units: int, lang: str = "en") -> str:
        """A person's reading of an amount: ``"3 red + 1 white"``."""
        return said(self.description(units), lang)


LOO_CHIPS = ChipSet.of(red=3, white=1)  # seeds/000 line 39
FIVE_CARD_LOO_CHIPS = ChipSet.of(red=5, white=1)  # seeds/000 line 81
CINCH_COUNTERS = ChipSet.of(red=5, white=1)  # seeds/000 line 235
