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
  diamonds pairing with diamonds as clubs do with clubs;
- more than twenty-six tables: another set of two packs (red and blue backs again) for the
  next twenty-six tables, and so on: a party of 400 guests draws from four sets. A card is
  read with its set, 3 of clubs of the second set being table 29 (``table_of``); every
  card drawn says its set (``DrawnCard.set``), and the JSON names it where there is more
  than one.
The pairs of a table are listed clubs (or diamonds) first.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from clubapp.cards import JOKER, RANKS, Card, CardError, parse_card
from clubapp.events.lots import Lot, order_by_lot
from clubapp.events.seating import ROLES, Pair, Role, Seating, Table
from clubapp.message import Message
from clubapp.rules.errors import RuleError

SET_TABLES = 26  # a set of two packs: thirteen tables in the black suits, thirteen in the red
MAX_TABLES = 1000  # forty sets of packs: far beyond any hall
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
    set: int = 1  # which set of packs it came from (more than 26 tables: 2, 3…)

    def to_json(self) -> dict[str, object]:
        """As JSON, for the record and the CLI (the set named only beyond the first)."""
        out: dict[str, object] = {"player": self.player, "pack": self.pack, "card": self.card}
        if self.set != 1:
            out["set"] = self.set
        return out


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


def set_of(table: int) -> int:
    """Which set of packs holds a table's cards: 1 for tables 1–26, 2 for 27–52…"""
    return (table - 1) // SET_TABLES + 1


def table_cards(table: int) -> tuple[Card, Card]:
    """The two cards of a table in each pack of its set: its number in clubs and spades
    (line 81), or in diamonds and hearts for tables 14–26 of a set."""
    within = (table - 1) % SET_TABLES + 1
    if within <= 13:
        return Card(RANKS[within - 1], "C"), Card(RANKS[within - 1], "S")
    return Card(RANKS[within - 14], "D"), Card(RANKS[within - 14], "H")


def table_of(card: Card, set_number: int = 1) -> int | None:
    """The table a card drawn from a set of packs sends its drawer to (None: the joker)."""
    if card.is_joker:
        return None
    rank = RANKS.index(card.rank) + 1
    return (set_number - 1) * SET_TABLES + rank + (13 if card.suit in "DH" else 0)


def pack_for(tables: int, jokers: int) -> list[Card]:
    """One pack of the draw (all its sets together): every table's two cards, and a joker for
    each spare drawer."""
    return [card for _set, card in _pack_cards(tables)] + [Card("", "")] * jokers


def _pack_cards(tables: int) -> list[tuple[int, Card]]:
    """Every table's two cards with the set they come from."""
    return [(set_of(number), card) for number in range(1, tables + 1)
            for card in table_cards(number)]


def _check_entrants(entrants: Sequence[Entrant], tables: int | None) -> int:
    seen: set[str] = set()
    for index, entrant in enumerate(entrants):
        where = f"players[{index}]"
        if not isinstance(entrant.name, str) or not entrant.name.strip():
            raise RuleError(f"{where}.name", "draw.name_needed")
        if entrant.name in seen:
            raise RuleError(f"{where}.name", "draw.listed_twice", name=entrant.name)
        seen.add(entrant.name)
        if entrant.role not in ROLES:
            raise RuleError(f"{where}.role", "draw.role_expected", value=entrant.role)
    count = len(entrants) // 4 if tables is None else tables
    if isinstance(count, bool) or not isinstance(count, int) or count < MIN_TABLES:
        raise RuleError("tables", "draw.too_few", minimum=MIN_TABLES, came=len(entrants))
    if count > MAX_TABLES:
        raise RuleError("tables", "schema.above_maximum", value=count, maximum=MAX_TABLES)
    if 4 * count > len(entrants):
        raise RuleError("tables", "draw.not_enough", tables=count, need=4 * count,
                        came=len(entrants))
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
                raise RuleError("volunteers", "draw.volunteers_needed", n=need,
                                role=Message(f"draw.pack_{role}"))
            drawn = order_by_lot(rest, rng)[:need]
            lots.append(Lot(tuple(sorted(rest)), ", ".join(drawn),
                            Message(f"draw.lot_{role}_pack")))
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


Drawn = tuple[Role, int, Card]  # the pack (its backs' colour), the set of packs, the card


def party_draw(entrants: Sequence[Entrant], seed: int, tables: int | None = None,
               volunteers: Sequence[str] = ()) -> PartyDraw:
    """Draw the first round's seats with a seeded random source (line 81); replayable."""
    count = _check_entrants(entrants, tables)
    known = {e.name for e in entrants}
    for index, name in enumerate(volunteers):
        if name not in known:
            raise RuleError(f"volunteers[{index}]", "draw.not_a_player", name=name)
    rng = random.Random(seed)
    crossers, lots = _who_crosses(entrants, 2 * count, volunteers, rng)
    drawn: dict[str, Drawn] = {}
    for pack, drawers in _drawers(entrants, crossers).items():
        cards = _pack_cards(count) + [(1, Card("", ""))] * (len(drawers) - 2 * count)
        rng.shuffle(cards)
        for name, (set_number, card) in zip(drawers, cards, strict=True):
            drawn[name] = (pack, set_number, card)
    return _seat(entrants, count, drawn, crossers, lots, seed)


def _entered_card(where: str, given: object, sets: int) -> Drawn:
    """One card typed in: ``{"pack": "red", "card": "3C"}``, with ``"set": 2`` beyond the
    first set of packs."""
    keys = {"pack", "card", "set"}
    if not isinstance(given, Mapping) or not {"pack", "card"} <= set(given) <= keys:
        raise RuleError(where, "draw.card_expected" if sets == 1 else "draw.card_set_expected")
    pack = given["pack"]
    if pack not in ROLES:
        raise RuleError(f"{where}.pack", "draw.role_expected", value=pack)
    set_number = given.get("set", 1)
    if isinstance(set_number, bool) or not isinstance(set_number, int) \
            or not 1 <= set_number <= sets:
        raise RuleError(f"{where}.set", "draw.no_such_set", value=set_number, sets=sets)
    try:
        card = parse_card(given["card"]) if isinstance(given["card"], str) else None
    except CardError as exc:
        raise RuleError(f"{where}.card", exc.why) from None
    if card is None:
        raise RuleError(f"{where}.card", "draw.card_value", value=given["card"])
    return pack, set_number, card


def party_draw_from_cards(entrants: Sequence[Entrant], cards: Mapping[str, Mapping[str, object]],
                          tables: int | None = None) -> PartyDraw:
    """The seating from the cards the guests drew by hand: ``{name: {"pack", "card"}}``
    (and ``"set"`` beyond twenty-six tables)."""
    count = _check_entrants(entrants, tables)
    sets = set_of(count)
    names = [e.name for e in entrants]
    missing = [n for n in names if n not in cards]
    if missing:
        raise RuleError(f"cards.{missing[0]}", "draw.no_card")
    extra = [n for n in cards if n not in names]
    if extra:
        raise RuleError(f"cards.{extra[0]}", "draw.not_a_player", name=extra[0])
    drawn = {name: _entered_card(f"cards.{name}", cards[name], sets) for name in names}
    expected = _pack_cards(count)
    for pack in ROLES:
        shown = [(n, c) for p, n, c in drawn.values() if p == pack and not c.is_joker]
        for set_number, card in shown:
            if (set_number, card) not in expected:
                raise RuleError("cards", "draw.not_in_pack", card=str(card),
                                pack=Message(f"draw.pack_{pack}"), tables=count)
            if shown.count((set_number, card)) > 1:
                raise RuleError("cards", "draw.card_twice", card=str(card),
                                pack=Message(f"draw.pack_{pack}"))
        if len(shown) != len(expected):
            absent = [str(c) for s, c in expected if (s, c) not in shown]
            raise RuleError("cards", "draw.nobody_drew", cards=absent,
                            pack=Message(f"draw.pack_{pack}"))
    crossers = [e.name for e in entrants if drawn[e.name][0] != e.role]
    return _seat(entrants, count, drawn, crossers, [], None)


def _seat(entrants: Sequence[Entrant], count: int, drawn: Mapping[str, Drawn],
          crossers: Sequence[str], lots: Sequence[Lot], seed: int | None) -> PartyDraw:
    holder = {(pack, set_number, card): name
              for name, (pack, set_number, card) in drawn.items() if not card.is_joker}
    seating = []
    for number in range(1, count + 1):
        first, second = table_cards(number)
        kit = set_of(number)
        seating.append(Table(number, (Pair(holder["red", kit, first], holder["blue", kit, first]),
                                      Pair(holder["red", kit, second],
                                           holder["blue", kit, second]))))
    waiting = tuple(e.name for e in entrants if drawn[e.name][2].is_joker)
    record = []
    for e in entrants:
        pack, set_number, card = drawn[e.name]
        record.append(DrawnCard(e.name, pack, JOKER if card.is_joker else str(card),
                                1 if card.is_joker else set_number))
    return PartyDraw(tuple(seating), waiting, tuple(record),
                     tuple(e.name for e in entrants if e.name in crossers), tuple(lots), seed)


def entrants_from_json(rows: object) -> list[Entrant]:
    """Read ``[{"name": n, "role": "red"|"blue"}, …]``; RuleError naming a bad row."""
    if not isinstance(rows, list):
        raise RuleError("players", "draw.players_expected")
    out = []
    for index, row in enumerate(rows):
        if not isinstance(row, Mapping) or set(row) != {"name", "role"}:
            raise RuleError(f"players[{index}]", "draw.player_expected")
        out.append(Entrant(row["name"], row["role"]))
    return out
