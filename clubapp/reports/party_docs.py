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

(``prizes`` is what ``clubapp progressive prizes`` prints; ``labels`` may give the host's names
for the two roles, ``{"red": "Ladies", "blue": "Gentlemen"}``.)

The documents also take, as they are, what ``clubapp draw party`` prints (``{"seed", "tables",
"waiting", "cards", "other_role", "lots"}``: the first round, every guest's card and first
table) and what ``clubapp progressive next`` prints (``{"stars", "tables", "results"}``: the
stars of the round just played and the next round's seating).
"""

from __future__ import annotations

import datetime as dt
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from clubapp.cards import CardError, parse_card
from clubapp.events.party_draw import table_of
from clubapp.reports.errors import ReportError
from clubapp.words import Message

ROLES = ("red", "blue")  # red-backed pack: ladies; blue-backed: gentlemen (line 81)
STARS = ("gold", "red", "green")
PRIZES = ("first", "second", "consolation")
MAX_PLAYERS = 4000
# rows on a tally card printed before play: the hostess chooses the hour, not the rounds (line 93)
PLANNED_ROUNDS = 12


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
    draw_set: int = 1  # the set of packs the card came from (beyond twenty-six tables)

    @property
    def start_table(self) -> int | None:
        """The first table: given, or the card drawn (its pips, ace one, line 81; the red
        suits thirteen more, each further set of packs twenty-six more)."""
        if self.first_table is not None:
            return self.first_table
        if not self.draw:
            return None
        try:
            card = parse_card(self.draw)
        except CardError:
            return None
        return table_of(card, self.draw_set)

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
    # why: as printed by `clubapp progressive prizes` (text in its language), or from a party
    # kept in the database the messages themselves, said in the document's language
    reason: str | Message | tuple[Message, ...] = ""


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
    labels: Mapping[str, str] = field(default_factory=dict)  # the host's names of the roles
    seated: Mapping[str, int] = field(default_factory=dict)  # where each sits in the round in play

    def table_now(self, name: str) -> int | None:
        """The table a player sits at now: the seating given, else the next round's slips,
        else the first table."""
        if name in self.seated:
            return self.seated[name]
        for slip in sorted(self.slips, key=lambda s: -s.round):
            if any(name in pair for pair in slip.pairs):
                return slip.table
        card = next((p for p in self.players if p.name == name), None)
        return card.start_table if card is not None else None

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


def _labels(obj: Mapping[str, Any]) -> dict[str, str]:
    labels = obj.get("labels") or {}
    if not isinstance(labels, Mapping):
        raise ReportError("labels: expected the roles' names, {\"red\": …, \"blue\": …}")
    return {role: _text(labels[role], f"labels.{role}") for role in ROLES if role in labels}


def _pairs(row: Any, where: str) -> tuple[tuple[str, str], tuple[str, str]]:
    """A table's two pairs as ``draw party`` and ``progressive next`` print them."""
    table = _object(row, where)
    pairs = _list(table.get("pairs"), f"{where}.pairs")
    if len(pairs) != 2:
        raise ReportError(f"{where}.pairs: expected the table's two pairs")
    out = []
    for j, pair in enumerate(pairs):
        one = _object(pair, f"{where}.pairs[{j}]")
        out.append((_text(one.get("red"), f"{where}.pairs[{j}].red"),
                    _text(one.get("blue"), f"{where}.pairs[{j}].blue")))
    return out[0], out[1]


def _seating(obj: Mapping[str, Any]) -> list[tuple[int, tuple[tuple[str, str], tuple[str, str]]]]:
    rows = _list(obj.get("tables"), "tables")
    return [(_int(_object(r, f"tables[{i}]").get("table"), f"tables[{i}].table", 1, 10_000),
             _pairs(r, f"tables[{i}]")) for i, r in enumerate(rows)]


def _party_from_draw(obj: Mapping[str, Any]) -> PartyData:
    """The first round as ``clubapp draw party`` prints it: every guest's card and table."""
    seating = _seating(obj)
    where: dict[str, tuple[int, str, str]] = {}  # name -> table, role, partner
    for number, pairs in seating:
        for red, blue in pairs:
            where[red] = (number, "red", blue)
            where[blue] = (number, "blue", red)
    crossed = {str(n) for n in _list(obj.get("other_role"), "other_role")}
    players = []
    for i, raw in enumerate(_list(obj.get("cards"), "cards")):
        card = _object(raw, f"cards[{i}]")
        name = _text(card.get("player"), f"cards[{i}].player")
        pack = _role(card.get("pack"), f"cards[{i}].pack")
        role = pack if name not in crossed else ("blue" if pack == "red" else "red")
        drawn = _text(card.get("card"), f"cards[{i}].card", required=False)
        try:
            drawn = str(parse_card(drawn)) if drawn else ""
        except CardError as exc:
            raise ReportError(f"cards[{i}].card: {exc}") from None
        kit = _int(card.get("set", 1), f"cards[{i}].set", 1, 1000)
        seat = where.get(name)
        rounds = (TallyRound(1, seat[0], seat[2]),) if seat else ()
        players.append(TallyCard(name, role, "" if drawn == "JK" else drawn, rounds,
                                 first_table=seat[0] if seat else None, draw_set=kit))
    slips = tuple(RoundSlip(1, number, pairs) for number, pairs in seating)
    return PartyData(_text(obj.get("title"), "title", required=False), _date(obj),
                     len(seating), _int(obj.get("rounds", PLANNED_ROUNDS), "rounds", 0, 100),
                     tuple(players), slips, (), _labels(obj),
                     {name: seat[0] for name, seat in where.items()})


def _party_from_bell(obj: Mapping[str, Any]) -> PartyData:
    """A bell as ``clubapp progressive next`` prints it: the stars of the round just played
    and the next round's seating."""
    stars = _object(obj.get("stars"), "stars")
    seating = _seating(obj)
    next_round = _int(obj.get("round", 0), "round", 0, 100)
    role_of: dict[str, str] = {}
    for _number, pairs in seating:
        for red, blue in pairs:
            role_of[red], role_of[blue] = "red", "blue"
    players = []
    for name in [*role_of, *(n for n in stars if n not in role_of)]:
        star = stars.get(name)
        if star is not None and star not in STARS:
            raise ReportError(f"stars.{name}: {star!r} is not gold, red, green or null")
        if name not in role_of:
            continue  # left the party at this bell: no role to print under
        players.append(TallyCard(name, role_of[name], "", (),
                                 **{s: int(star == s) for s in STARS}))
    slips = tuple(RoundSlip(next_round, number, pairs) for number, pairs in seating)
    return PartyData(_text(obj.get("title"), "title", required=False), _date(obj),
                     len(seating), 0, tuple(players), slips, (), _labels(obj),
                     {name: number for number, pairs in seating for pair in pairs
                      for name in pair})


def _date(obj: Mapping[str, Any]) -> dt.date | None:
    date = obj.get("date")
    if date is None:
        return None
    try:
        return dt.date.fromisoformat(str(date))
    except ValueError:
        raise ReportError(f"date: {date!r} is not a date like 2024-03-05") from None


def party_from_json(data: Any) -> PartyData:
    """Read a party's JSON (see the module docstring: the party's own shape, or what ``draw
    party`` or ``progressive next`` prints); ReportError names what is wrong."""
    obj = _object(data, "party")
    if "players" not in obj and isinstance(obj.get("cards"), list) and "tables" in obj:
        return _party_from_draw(obj)
    if "players" not in obj and isinstance(obj.get("stars"), Mapping) and "tables" in obj:
        return _party_from_bell(obj)
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
    return PartyData(_text(obj.get("title"), "title", required=False), _date(obj),
                     _int(obj.get("tables", 0), "tables", 0, 1000),
                     _int(obj.get("rounds", 0), "rounds", 0, 100),
                     tuple(players), tuple(slips), tuple(prizes), _labels(obj))
