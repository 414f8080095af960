"""The six prizes of a progressive-euchre party (seeds/002 line 91), with the reason for each.

From the seed (line 91): for each role (the book's ladies and gentlemen) the most gold stars
win the first prize, the most red stars the second, the most green stars the consolation; one
player cannot win two prizes; a tie on gold stars goes to the red stars that go with them, then
to the fewest green stars, then to lots.

House-rule defaults (the book names no tie-break for the second and consolation prizes): lots
(``second_ties`` / ``consolation_ties`` = ``lots``). The option value ``stars`` breaks a tie for
the second prize by more gold, then fewer green; for the consolation by fewer gold, then fewer
red (the unluckiest player), and only then by lots. Prizes are awarded first, second,
consolation, the red role before the blue; a role with fewer players than prizes leaves the last
prizes unawarded. Lots are seeded and recorded, so a prize list replays.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from clubapp.events.lots import Lot, draw_lot
from clubapp.events.seating import ROLES, Role
from clubapp.message import Message, Note, said
from clubapp.rules.errors import RuleError
from clubapp.rules.schema import Option, resolve_options

PrizeName = Literal["first", "second", "consolation"]
PRIZES: tuple[PrizeName, ...] = ("first", "second", "consolation")

PRIZE_OPTIONS = (
    Option("second_ties", "choice", "lots", "Ties for the second prize",
           "Ничья за второй приз", choices=("lots", "stars"),
           help="the book is silent: lots; stars = more gold, then fewer green, then lots",
           help_ru="книга молчит: жребий; по звёздочкам — больше золотых, затем меньше "
                   "зелёных, затем жребий"),
    Option("consolation_ties", "choice", "lots", "Ties for the consolation prize",
           "Ничья за утешительный приз", choices=("lots", "stars"),
           help="the book is silent: lots; stars = fewer gold, then fewer red, then lots",
           help_ru="книга молчит: жребий; по звёздочкам — меньше золотых, затем меньше "
                   "красных, затем жребий"),
)


@dataclass(frozen=True)
class PlayerStars:
    """One player's role and stars at the end of the evening."""

    name: str
    role: Role
    gold: int
    red: int
    green: int


@dataclass(frozen=True)
class Prize:
    """One prize awarded, with the reason (messages, said with ``note_text``) and the lot,
    if one was drawn."""

    prize: PrizeName
    role: Role
    player: str
    why: Note
    lot: Lot | None = None

    @property
    def reason(self) -> str:
        """Why, in English (``clubapp.words.note_text(prize.why, lang)`` in another language)."""
        return said(self.why, "en")

    def to_json(self) -> dict[str, str]:
        """As JSON, for the record and the CLI."""
        return {"prize": self.prize, "role": self.role, "player": self.player,
                "reason": self.reason}


@dataclass(frozen=True)
class TieBreak:
    """One step of deciding a prize: a count of stars, the more (or the fewer) the better."""

    colour: str  # the stars counted: gold, red or green
    value: Callable[[PlayerStars], int]
    more_is_better: bool = True

    @property
    def stars(self) -> Message:
        """The stars counted, as the reasons name them."""
        return Message(f"prizes.colour_{self.colour}")


GOLD = TieBreak("gold", lambda p: p.gold)
RED = TieBreak("red", lambda p: p.red)
GREEN = TieBreak("green", lambda p: p.green)
FEWER_GOLD = TieBreak("gold", lambda p: p.gold, more_is_better=False)
FEWER_RED = TieBreak("red", lambda p: p.red, more_is_better=False)
FEWER_GREEN = TieBreak("green", lambda p: p.green, more_is_better=False)


def tie_breaks(prize: PrizeName, options: Mapping[str, str]) -> tuple[TieBreak, ...]:
    """The order of deciding one prize: line 91 for the first, the options for the others."""
    if prize == "first":
        return (GOLD, RED, FEWER_GREEN)
    if prize == "second":
        return (RED, GOLD, FEWER_GREEN) if options["second_ties"] == "stars" else (RED,)
    return (GREEN, FEWER_GOLD, FEWER_RED) if options["consolation_ties"] == "stars" else (GREEN,)


def _describe(step: TieBreak, value: int) -> Message:
    return Message("prizes.most" if step.more_is_better else "prizes.fewest",
                   stars=step.stars, value=value)


def _then(index: int, part: Message) -> Message:
    return Message("prizes.then", step=part) if index else part


def decide_prize(prize: PrizeName, role: Role, candidates: Sequence[PlayerStars],
                 steps: Sequence[TieBreak], rng: random.Random | None,
                 already: Sequence[PlayerStars], seed: int | None = None) -> Prize | None:
    """Award one prize among the candidates by these steps, then by lot; say why."""
    if not candidates:
        return None
    field = list(candidates)
    parts: list[Message] = []
    for index, step in enumerate(steps):
        values = [step.value(p) for p in field]
        best = max(values) if step.more_is_better else min(values)
        field = [p for p in field if step.value(p) == best]
        if len(field) == 1:
            parts.append(_then(index, _describe(step, best)))
            break
        parts.append(_then(index, Message("prizes.tied_on", names=[p.name for p in field],
                                          stars=step.stars, value=best)))
    lot = None
    if len(field) > 1:
        if rng is None:
            raise RuleError("seed", "prizes.lots_need_seed", names=[p.name for p in field],
                            prize=Message(f"prizes.prize_{prize}"),
                            role=Message(f"prizes.role_{role}"))
        lot = draw_lot([p.name for p in field], rng, Message(
            "prizes.lot_for", prize=Message(f"prizes.prize_{prize}"),
            role=Message(f"prizes.role_{role}")))
        parts.append(Message("prizes.by_lot", among=list(lot.among)) if seed is None
                     else Message("prizes.by_lot_seed", among=list(lot.among), seed=seed))
        winner = lot.chosen
    else:
        winner = field[0].name
    better_winners = [p.name for p in already if _beats(steps[0], p, field[0])]
    if better_winners:
        parts.insert(0, Message("prizes.already_won", names=better_winners,
                                stars=steps[0].stars))
    return Prize(prize, role, winner, tuple(parts), lot)


def _beats(step: TieBreak, other: PlayerStars, winner: PlayerStars) -> bool:
    if step.more_is_better:
        return step.value(other) >= step.value(winner)
    return step.value(other) <= step.value(winner)


def award_prizes(players: Sequence[PlayerStars], seed: int | None = None,
                 options: Mapping[str, object] | None = None) -> tuple[Prize, ...]:
    """The six prizes of line 91, each with its reason; lots drawn with ``seed``."""
    resolved = resolve_options(PRIZE_OPTIONS, options or {})
    check_players(players)
    rng = random.Random(seed) if seed is not None else None
    won: dict[str, Prize] = {}
    out: list[Prize] = []
    for prize in PRIZES:
        for role in ROLES:
            in_role = [p for p in players if p.role == role]
            candidates = [p for p in in_role if p.name not in won]
            already = [p for p in in_role if p.name in won]
            award = decide_prize(prize, role, candidates, tie_breaks(prize, resolved), rng,
                                 already, seed)
            if award is not None:
                won[award.player] = award
                out.append(award)
    return tuple(out)


def check_players(players: Sequence[PlayerStars]) -> None:
    """Raise RuleError unless every player has a unique name, a role and counts of stars."""
    seen: set[str] = set()
    for index, player in enumerate(players):
        where = f"players[{index}]"
        if not isinstance(player.name, str) or not player.name.strip():
            raise RuleError(f"{where}.name", "base.player_unnamed")
        if player.name in seen:
            raise RuleError(f"{where}.name", "prizes.listed_twice", name=player.name)
        seen.add(player.name)
        if player.role not in ROLES:
            raise RuleError(f"{where}.role", "prizes.role_expected", value=player.role)
        for colour in ("gold", "red", "green"):
            count = getattr(player, colour)
            if isinstance(count, bool) or not isinstance(count, int) or count < 0:
                raise RuleError(f"{where}.{colour}", "prizes.count_expected", value=count)


def players_from_json(data: object) -> tuple[list[PlayerStars], int | None]:
    """Read ``{"players": [{"name", "role", "gold", "red", "green"}, …], "seed": k}``."""
    if not isinstance(data, Mapping):
        raise RuleError("input", "prizes.input_expected")
    unknown = set(data) - {"players", "seed", "options"}
    if unknown:
        raise RuleError(sorted(unknown)[0], "prizes.unknown_field")
    rows = data.get("players")
    if not isinstance(rows, list):
        raise RuleError("players", "prizes.players_expected")
    players = []
    for index, row in enumerate(rows):
        where = f"players[{index}]"
        if not isinstance(row, Mapping):
            raise RuleError(where, "prizes.player_expected")
        extra = set(row) - {"name", "role", "gold", "red", "green"}
        if extra:
            raise RuleError(f"{where}.{sorted(extra)[0]}", "prizes.unknown_player_field")
        for key in ("name", "role", "gold", "red", "green"):
            if key not in row:
                raise RuleError(f"{where}.{key}", "schema.missing")
        players.append(PlayerStars(row["name"], row["role"], row["gold"], row["red"],
                                   row["green"]))
    check_players(players)
    seed = data.get("seed")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
        raise RuleError("seed", "schema.expected_int", value=seed)
    return players, seed
