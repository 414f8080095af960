"""The progressive-euchre party on paper: plain input data for its documents.

seeds/002 lines 75–93: tables numbered in order, No. 1 the head table and the last the booby
table; ladies draw from a red-backed pack and gentlemen from a blue one, the card's pips give
the first table and the same suit the first partner; gold stars for a win at the head table, red
for a win elsewhere, green for a loss or a stay at the booby table; prizes by gold, then red,
then fewest green.

The events layer (or the CLI, from JSON) fills these dataclasses; ``party_cards`` and
``party_lists`` print them. ``party_from_json`` reads the JSON shape::

    {"title": "Spring party", "date": "2024-03-05", "tables": 8, "rounds": 6,
     "players": [{"name": "Ann", "role": "red", "draw": "8C", "gold": 1, "red": 2, "green": 0,
                  "rounds": [{"round": 1, "table": 8, "partner": "Bob", "won": true}]}],
     "slips": [{"round": 2, "table": 1, "pairs": [["Ann", "Bob"], ["Cat", "Dan"]]}],
     "prizes": [{"prize": "first", "role": "red", "player": "Ann", "reason": "…"}]}

(``prizes`` is what ``clubapp progressive prizes`` prints.)
"""

from __future__ import annotations

import datetime as dt
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from clubapp.cards import CardError, parse_card
from clubapp.reports.errors import ReportError

ROLES = ("red", "blue")  # red-backed pack: ladies; blue-backed: gentlemen (line 81)
STARS = ("gold", "red", "green")
PRIZES = ("first", "second", "consolation")
MAX_PLAYERS = 2000


@dataclass(frozen=True)
class TallyRound:
    """One round on a tally card: where the player sat, with whom, and how it went."""

    round: int
    table: int
    partner: str = ""
    won: bool | None = None


@dataclass(frozen=True)
class TallyCard:
    """One player's tally card."""

    name: str
    role: str  # "red" or "blue"
    draw: str = ""  # the card drawn for the first seat, e.g. "8C"
    rounds: tuple[TallyRound, ...] = ()
    gold: int = 0
    red: int = 0
    green: int = 0
    first_table: int | None = None  # when not the draw card's pips

    @property
    def start_table(self) -> int | None:
        """The first table: given, or the pips of the card drawn (ace one, line 81)."""
        if self.first_table is not None:
            return self.first_table
        if not self.draw:
            return None
        try:
            card = parse_card(self.draw)
        except CardError:
            return None
        return None if card.is_joker else card.rank_index

    @property
    def stars(self) -> int:
        return self.gold + self.red + self.green


@dataclass(frozen=True)
class TableCard:
    """A card that stands on a table: its number, and whether it is the head or booby table."""

    number: int
    head: bool = False
    booby: bool = False


@dataclass(frozen=True)
class RoundSlip:
    """Who sits at a table in the next round, as pairs of partners."""

    round: int
    table: int
    pairs: tuple[tuple[str, ...], ...]


@dataclass(frozen=True)
class Prize:
    prize: str  # "first", "second" or "consolation"
    role: str
    player: str
    reason: str = ""


@dataclass(frozen=True)
class PartyData:
    """Everything the party's documents print."""

    title: str = ""
    date: dt.date | None = None
    tables: int = 0
    rounds: int = 0  # rounds planned: the rows on a tally card
    players: tuple[TallyCard, ...] = ()
    slips: tuple[RoundSlip, ...] = ()
    prizes: tuple[Prize, ...] = field(default_factory=tuple)

    @property
    def table_count(self) -> int:
        """The tables: given, else the highest table anyone sits at, else four players each."""
        if self.tables:
            return self.tables
        seen = [p.start_table or 0 for p in self.players]
        seen += [r.table for p in self.players for r in p.rounds]
        seen += [s.table for s in self.slips]
        return max([*seen, math.ceil(len(self.players) / 4), 1])

    def table_cards(self) -> list[TableCard]:
        """One card per table: No. 1 the head table, the last the booby table (line 79)."""
        count = self.table_count
        return [TableCard(n, head=n == 1, booby=n == count and count > 1)
                for n in range(1, count + 1)]


# --- reading JSON ---------------------------------------------------------------------------
def _int(value: Any, where: str, minimum: int = 0, maximum: int = 10_000) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ReportError(f"{where}: expected a whole number, got {value!r}")
    if not minimum <= value <= maximum:
        raise ReportError(f"{where}: {value} is not between {minimum} and {maximum}")
    return value


def _text(value: Any, where: str, *, required: bool = True) -> str:
    if value is None and not required:
        return ""
    if not isinstance(value, str) or (required and not value.strip()):
        raise ReportError(f"{where}: expected a name, got {value!r}")
    return " ".join(value.split())


def _role(value: Any, where: str) -> str:
    if value not in ROLES:
        raise ReportError(f"{where}: {value!r} is not red or blue (the colour of the pack drawn from)")
    return str(value)


def _object(value: Any, where: str) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise ReportError(f"{where}: expected an object")
    return value


def _list(value: Any, where: str) -> Sequence[Any]:
    if value is None:
        return []
    if not isinstance(value, list):
        raise ReportError(f"{where}: expected a list")
    return value


def _player(data: Any, where: str) -> TallyCard:
    obj = _object(data, where)
    rounds = []
    for i, raw in enumerate(_list(obj.get("rounds"), f"{where}.rounds")):
        r = _object(raw, f"{where}.rounds[{i}]")
        won = r.get("won")
        if won is not None and not isinstance(won, bool):
            raise ReportError(f"{where}.rounds[{i}].won: expected true, false or null")
        rounds.append(TallyRound(_int(r.get("round", i + 1), f"{where}.rounds[{i}].round", 1),
                                 _int(r.get("table"), f"{where}.rounds[{i}].table", 1),
                                 _text(r.get("partner"), f"{where}.rounds[{i}].partner",
                                       required=False), won))
    draw = _text(obj.get("draw"), f"{where}.draw", required=False)
    if draw:
        try:
            draw = str(parse_card(draw))
        except CardError as exc:
            raise ReportError(f"{where}.draw: {exc}") from None
    first = obj.get("first_table")
    gold, red, green = (_int(obj.get(s, 0), f"{where}.{s}") for s in STARS)
    return TallyCard(
        _text(obj.get("name"), f"{where}.name"), _role(obj.get("role"), f"{where}.role"), draw,
        tuple(rounds), gold, red, green,
        first_table=None if first is None else _int(first, f"{where}.first_table", 1))


def party_from_json(data: Any) -> PartyData:
    """Read a party's JSON (see the module docstring); ReportError names what is wrong."""
    obj = _object(data, "party")
    players = [_player(p, f"players[{i}]")
               for i, p in enumerate(_list(obj.get("players"), "players"))]
    if len(players) > MAX_PLAYERS:
        raise ReportError(f"players: {len(players)} is more than {MAX_PLAYERS}")
    slips = []
    for i, raw in enumerate(_list(obj.get("slips"), "slips")):
        s = _object(raw, f"slips[{i}]")
        pairs = tuple(tuple(_text(n, f"slips[{i}].pairs[{j}]") for n in _list(pair, f"slips[{i}].pairs[{j}]"))
                      for j, pair in enumerate(_list(s.get("pairs"), f"slips[{i}].pairs")))
        slips.append(RoundSlip(_int(s.get("round"), f"slips[{i}].round", 1),
                               _int(s.get("table"), f"slips[{i}].table", 1), pairs))
    prizes = []
    for i, raw in enumerate(_list(obj.get("prizes"), "prizes")):
        p = _object(raw, f"prizes[{i}]")
        if p.get("prize") not in PRIZES:
            raise ReportError(f"prizes[{i}].prize: {p.get('prize')!r} is not one of {', '.join(PRIZES)}")
        prizes.append(Prize(str(p["prize"]), _role(p.get("role"), f"prizes[{i}].role"),
                            _text(p.get("player"), f"prizes[{i}].player"),
                            _text(p.get("reason"), f"prizes[{i}].reason", required=False)))
    date = obj.get("date")
    day = None
    if date is not None:
        try:
            day = dt.date.fromisoformat(str(date))
        except ValueError:
            raise ReportError(f"date: {date!r} is not a date like 2024-03-05") from None
    return PartyData(_text(obj.get("title"), "title", required=False), day,
                     _int(obj.get("tables", 0), "tables", 0, 1000),
                     _int(obj.get("rounds", 0), "rounds", 0, 100),
                     tuple(players), tuple(slips), tuple(prizes))
