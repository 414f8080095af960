"""The seating draw of a progressive-euchre party (seeds/002 line 81), seeded or entered.

From the seed (line 81): two packs with different backs; from the two black suits of each, the
cards from the ace to the number of tables (eight tables: clubs and spades ace to eight). The
book's ladies draw red backs and gentlemen blue backs (``red`` and ``blue`` roles here). The
number drawn is the table; those who drew the same suit are partners for the first game. From
line 79, table 1 is the head table.

House rules where the book is silent:
- unequal roles: real pairs need not be mixed, so when a role has fewer players than its pack
  has places, players of the other role draw from that pack: volunteers first, then by lot;
- spare players (not a multiple of four): each pack also holds a joker for each of its drawers
  beyond the places; a joker means "wait this round" (the party's sit-out rule then rotates);
- more than thirteen tables: tables 14–26 use the red suits, diamonds and hearts, ace up,
  diamonds pairing with diamonds as clubs do with clubs.
The pairs of a table are listed clubs (or diamonds) first.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from clubapp.cards import JOKER, RANKS, Card, CardError, parse_card
from clubapp.events.lots import Lot, order_by_lot
from clubapp.events.seating import ROLES, Pair, Role, Seating, Table
from clubapp.rules.errors import RuleError

MAX_TABLES = 26  # thirteen with the black suits, thirteen more with the red (house rule)
MIN_TABLES = 2


@dataclass(frozen=True)
class Entrant:
    """A guest and the role (pack) he or she would draw for."""

    name: str
    role: Role


@dataclass(frozen=True)
class DrawnCard:
    """One card drawn: by whom, from which pack (the backs' colour), and the card."""

    player: str
    pack: Role
    card: str  # canonical, e.g. "3C"; "JK" means wait this round

    def to_json(self) -> dict[str, str]:
        """As JSON, for the record and the CLI."""
        return {"player": self.player, "pack": self.pack, "card": self.card}


@dataclass(frozen=True)
class PartyDraw:
    """The drawn seating with every card drawn, who drew for the other role, and the lots."""

    tables: Seating
    waiting: tuple[str, ...]
    cards: tuple[DrawnCard, ...]
    other_role: tuple[str, ...]
    lots: tuple[Lot, ...] = ()
    seed: int | None = None

    def to_json(self) -> dict[str, object]:
        """As JSON, for the record and the CLI."""
        return {"seed": self.seed, "tables": [t.to_json() for t in self.tables],
                "waiting": list(self.waiting), "cards": [c.to_json() for c in self.cards],
                "other_role": list(self.other_role), "lots": [lot.to_json() for lot in self.lots]}


def table_cards(table: int) -> tuple[Card, Card]:
    """The two cards of a table in each pack: its number in clubs and spades (line 81)."""
    if table <= 13:
        return Card(RANKS[table - 1], "C"), Card(RANKS[table - 1], "S")
    return Card(RANKS[table - 14], "D"), Card(RANKS[table - 14], "H")


def pack_for(tables: int, jokers: int) -> list[Card]:
    """One pack of the draw: every table's two cards, and a joker for each spare drawer."""
    cards = [card for number in range(1, tables + 1) for card in table_cards(number)]
    return cards + [Card("", "")] * jokers


def _check_entrants(entrants: Sequence[Entrant], tables: int | None) -> int:
    seen: set[str] = set()
    for index, entrant in enumerate(entrants):
        where = f"players[{index}]"
        if not isinstance(entrant.name, str) or not entrant.name.strip():
            raise RuleError(f"{where}.name", "every player needs a name")
        if entrant.name in seen:
            raise RuleError(f"{where}.name", f"{entrant.name} is listed twice")
        seen.add(entrant.name)
        if entrant.role not in ROLES:
            raise RuleError(f"{where}.role", f"expected red or blue, got {entrant.role!r}")
    count = len(entrants) // 4 if tables is None else tables
    if isinstance(count, bool) or not isinstance(count, int) or count < MIN_TABLES:
        raise RuleError("tables", f"a party needs at least {MIN_TABLES} tables of four "
                                  f"({len(entrants)} players came)")
    if count > MAX_TABLES:
        raise RuleError("tables", f"at most {MAX_TABLES} tables can be drawn with two packs")
    if 4 * count > len(entrants):
        raise RuleError("tables", f"{count} tables need {4 * count} players, "
                                  f"{len(entrants)} came")
    return count


def _who_crosses(entrants: Sequence[Entrant], places: int, volunteers: Sequence[str],
                 rng: random.Random | None) -> tuple[list[str], list[Lot]]:
    """Players who draw from the other role's pack because that role is short (house rule)."""
    crossers: list[str] = []
    lots: list[Lot] = []
    for role in ROLES:
        short = places - sum(e.role == role for e in entrants)
        if short <= 0:
            continue
        others = [e.name for e in entrants if e.role != role]
        willing = [n for n in volunteers if n in others][:short]
        crossers.extend(willing)
        need = short - len(willing)
        if need:
            rest = [n for n in others if n not in willing]
            if rng is None:
                raise RuleError("volunteers", f"{need} more player(s) must draw for {role}: "
                                              "name volunteers or give a seed")
            drawn = order_by_lot(rest, rng)[:need]
            lots.append(Lot(tuple(sorted(rest)), ", ".join(drawn), f"draw from the {role} pack"))
            crossers.extend(drawn)
    return crossers, lots


def _drawers(entrants: Sequence[Entrant], crossers: Sequence[str]) -> dict[Role, list[str]]:
    packs: dict[Role, list[str]] = {"red": [], "blue": []}
    for entrant in entrants:
        pack: Role = entrant.role
        if entrant.name in crossers:
            pack = "blue" if entrant.role == "red" else "red"
        packs[pack].append(entrant.name)
    return packs


def party_draw(entrants: Sequence[Entrant], seed: int, tables: int | None = None,
               volunteers: Sequence[str] = ()) -> PartyDraw:
    """Draw the first round's seats with a seeded random source (line 81); replayable."""
    count = _check_entrants(entrants, tables)
    known = {e.name for e in entrants}
    for index, name in enumerate(volunteers):
        if name not in known:
            raise RuleError(f"volunteers[{index}]", f"{name!r} is not one of the players")
    rng = random.Random(seed)
    crossers, lots = _who_crosses(entrants, 2 * count, volunteers, rng)
    drawn: dict[str, tuple[Role, Card]] = {}
    for pack, drawers in _drawers(entrants, crossers).items():
        cards = pack_for(count, len(drawers) - 2 * count)
        rng.shuffle(cards)
        for name, card in zip(drawers, cards, strict=True):
            drawn[name] = (pack, card)
    return _seat(entrants, count, drawn, crossers, lots, seed)


def party_draw_from_cards(entrants: Sequence[Entrant], cards: Mapping[str, Mapping[str, str]],
                          tables: int | None = None) -> PartyDraw:
    """The seating from the cards the guests drew by hand: ``{name: {"pack", "card"}}``."""
    count = _check_entrants(entrants, tables)
    names = [e.name for e in entrants]
    missing = [n for n in names if n not in cards]
    if missing:
        raise RuleError(f"cards.{missing[0]}", "no card entered for this player")
    extra = [n for n in cards if n not in names]
    if extra:
        raise RuleError(f"cards.{extra[0]}", "not one of the players")
    drawn: dict[str, tuple[Role, Card]] = {}
    for name in names:
        where = f"cards.{name}"
        given = cards[name]
        if not isinstance(given, Mapping) or set(given) != {"pack", "card"}:
            raise RuleError(where, 'expected {"pack": "red"|"blue", "card": "3C"}')
        pack = given["pack"]
        if pack not in ROLES:
            raise RuleError(f"{where}.pack", f"expected red or blue, got {pack!r}")
        try:
            card = parse_card(given["card"]) if isinstance(given["card"], str) else None
        except CardError as exc:
            raise RuleError(f"{where}.card", str(exc)) from None
        if card is None:
            raise RuleError(f"{where}.card", f"expected a card, got {given['card']!r}")
        drawn[name] = (pack, card)
    for pack in ROLES:
        expected = pack_for(count, 0)
        shown = [card for p, card in drawn.values() if p == pack and not card.is_joker]
        for card in shown:
            if card not in expected:
                raise RuleError("cards", f"{card} is not in the {pack} pack of a {count}-table "
                                         "draw")
            if shown.count(card) > 1:
                raise RuleError("cards", f"{card} of the {pack} pack is entered twice")
        if len(shown) != len(expected):
            absent = [str(c) for c in expected if c not in shown]
            raise RuleError("cards", f"nobody drew {', '.join(absent)} of the {pack} pack")
    crossers = [e.name for e in entrants if drawn[e.name][0] != e.role]
    return _seat(entrants, count, drawn, crossers, [], None)


def _seat(entrants: Sequence[Entrant], count: int, drawn: Mapping[str, tuple[Role, Card]],
          crossers: Sequence[str], lots: Sequence[Lot], seed: int | None) -> PartyDraw:
    holder = {(pack, card): name for name, (pack, card) in drawn.items() if not card.is_joker}
    seating = []
    for number in range(1, count + 1):
        first, second = table_cards(number)
        seating.append(Table(number, (Pair(holder["red", first], holder["blue", first]),
                                      Pair(holder["red", second], holder["blue", second]))))
    waiting = tuple(e.name for e in entrants if drawn[e.name][1].is_joker)
    record = tuple(DrawnCard(e.name, drawn[e.name][0],
                             JOKER if drawn[e.name][1].is_joker else str(drawn[e.name][1]))
                   for e in entrants)
    return PartyDraw(tuple(seating), waiting, record,
                     tuple(e.name for e in entrants if e.name in crossers), tuple(lots), seed)


def entrants_from_json(rows: object) -> list[Entrant]:
    """Read ``[{"name": n, "role": "red"|"blue"}, …]``; RuleError naming a bad row."""
    if not isinstance(rows, list):
        raise RuleError("players", 'expected a list of {"name": n, "role": "red"|"blue"}')
    out = []
    for index, row in enumerate(rows):
        if not isinstance(row, Mapping) or set(row) != {"name", "role"}:
            raise RuleError(f"players[{index}]", 'expected {"name": n, "role": "red"|"blue"}')
        out.append(Entrant(row["name"], row["role"]))
    return out
