"""What takes a side pot: a condition (``won_by``) read from a game's deals as entered, through
the game's rules. Pure.

A claim is never stored: it is read again from the recorded deals whenever the pot is looked
at, so a deal undone or corrected takes its claim with it, and a correction that makes a hand
of 24 claims the pot from then on. The conditions a pot may have:

- ``{"manual": true}``: only the treasurer's award takes it (any pot may also be awarded);
- ``{"game": "cribbage", "hand_at_least": 24}``: a show of 24 or more;
- ``{"game": "cribbage", "hand_exactly": 29}``: a show of exactly 29;
  both with ``"shows"``: ``"both"`` (a hand or a crib, the default), ``"hand"`` or ``"crib"``;
  a show counts when it was shown — its turn came before the game was won (seeds/001 line
  227) — and it is read as ``clubapp.rules.cribbage_shows`` says (by the cards: what the cards
  held; by the count: the count entered and the points the holder missed; a deal entered by its
  points alone names no show);
- ``{"game": "cribbage", "skunk": true}``: a game won by a skunk — the loser at or short of the
  game less 31 holes (the American Cribbage Congress's line, the book's lurch on 61 holes,
  seeds/001 line 43); ``{"game": "cribbage", "double_skunk": true}``: short of the game less 61
  (boards of 121 and more). The winner takes it (both partners in four-hand cribbage).

``"game"`` names one game (``cribbage-five``) or a family (``cribbage``: every form of it).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from clubapp.events.game_results import DOUBLE_SKUNK_MARGIN, SKUNK_MARGIN
from clubapp.message import Message, Term
from clubapp.rules.base import GameRules, State
from clubapp.rules.cribbage_shows import deal_shows
from clubapp.rules.errors import RuleError
from clubapp.rules.games.cribbage_rules import CribbageRules
from clubapp.rules.registry import all_games, get_game

ShowsOf = Literal["both", "hand", "crib"]
CONDITION_KEYS = ("manual", "game", "hand_at_least", "hand_exactly", "shows", "skunk",
                  "double_skunk")
MOST_SHOW = 46  # a seven-card hand's best with the starter (seeds/001 line 285)
FAMILY = "cribbage"  # the games whose deals a condition can read
WON_BY_SHAPE = '{"game": "cribbage", "hand_at_least": 24}'



@dataclass(frozen=True)
class PotCondition:
    """What takes a pot (see the module docstring)."""

    manual: bool = False
    game: str | None = None
    hand_at_least: int | None = None
    hand_exactly: int | None = None
    shows: ShowsOf = "both"
    skunk: bool = False
    double_skunk: bool = False

    def to_json(self) -> dict[str, Any]:
        """The condition as a pot keeps and prints it."""
        if self.manual:
            return {"manual": True}
        out: dict[str, Any] = {"game": self.game}
        if self.hand_at_least is not None:
            out["hand_at_least"] = self.hand_at_least
        if self.hand_exactly is not None:
            out["hand_exactly"] = self.hand_exactly
        if self.hand_at_least is not None or self.hand_exactly is not None:
            out["shows"] = self.shows
        if self.skunk:
            out["skunk"] = True
        if self.double_skunk:
            out["double_skunk"] = True
        return out

    def applies_to(self, game_id: str) -> bool:
        """Whether a game's deals can claim the pot: the game named, or one of its family."""
        if self.manual or self.game is None:
            return False
        try:
            rules = get_game(game_id)
        except RuleError:
            return False
        return self.game in (rules.id, rules.family)


def _known_games() -> list[str]:
    ids = sorted({g.id for g in all_games() if g.family == FAMILY})
    return [FAMILY, *[i for i in ids if i != FAMILY]]


def _show_number(value: object, field: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= MOST_SHOW:
        raise RuleError(field, "money.show_number", value=str(value), most=MOST_SHOW)
    return value


def read_condition(value: object, field: str = "won_by") -> PotCondition:
    """A pot's condition from its JSON; RuleError naming the key that is wrong."""
    if not isinstance(value, Mapping) or not value:
        raise RuleError(field, "money.won_by_shape", shape=WON_BY_SHAPE)
    unknown = sorted(str(k) for k in value if k not in CONDITION_KEYS)
    if unknown:
        raise RuleError(f"{field}.{unknown[0]}", "money.unknown_keys", keys=unknown)
    if value.get("manual") is not None and value.get("manual") is not True:
        raise RuleError(f"{field}.manual", "money.manual_true")
    if value.get("manual"):
        if len(value) > 1:
            raise RuleError(field, "money.manual_alone")
        return PotCondition(manual=True)
    game = value.get("game")
    games = _known_games()
    if game not in games:
        raise RuleError(f"{field}.game", "money.condition_game", value=str(game), games=games)
    kinds = [k for k in ("hand_at_least", "hand_exactly", "skunk", "double_skunk") if k in value]
    if len(kinds) != 1:
        raise RuleError(field, "money.condition_one")
    kind = kinds[0]
    if kind in ("skunk", "double_skunk"):
        if value[kind] is not True:
            raise RuleError(f"{field}.{kind}", "money.manual_true")
        if "shows" in value:
            raise RuleError(f"{field}.shows", "money.shows_with_hands")
        return PotCondition(game=str(game), skunk=kind == "skunk",
                            double_skunk=kind == "double_skunk")
    number = _show_number(value[kind], f"{field}.{kind}")
    shows = value.get("shows", "both")
    if shows not in ("both", "hand", "crib"):
        raise RuleError(f"{field}.shows", "money.not_a_choice", value=str(shows),
                        choices=["both", "hand", "crib"])
    return PotCondition(game=str(game), shows=shows,
                        hand_at_least=number if kind == "hand_at_least" else None,
                        hand_exactly=number if kind == "hand_exactly" else None)


@dataclass(frozen=True)
class DealClaim:
    """A claim read from a game: the deal (1-based among its recorded deals), who takes it
    (players' names as the game has them), and why."""

    deal: int
    players: tuple[str, ...]
    why: Message


def _show_claims(condition: PotCondition, rules: CribbageRules, state: State,
                 entry: Mapping[str, Any], deal: int) -> list[DealClaim]:
    out = []
    for show in deal_shows(rules, state, entry):
        if not show.shown or (condition.shows != "both" and show.what != condition.shows):
            continue
        if condition.hand_at_least is not None and show.points < condition.hand_at_least:
            continue
        if condition.hand_exactly is not None and show.points != condition.hand_exactly:
            continue
        out.append(DealClaim(deal, (show.player,), Message(
            f"money.claim_{show.what}", player=show.player, points=show.points, deal=deal,
            game=Term.game(rules.id))))
    return out


def _skunk_claim(condition: PotCondition, rules: GameRules, before: State, after: State,
                 deal: int) -> list[DealClaim]:
    if len(after.games) == len(before.games):
        return []
    finished = after.games[-1]
    target = rules.game_target(after)
    if target is None:
        return []
    margin = DOUBLE_SKUNK_MARGIN if condition.double_skunk else SKUNK_MARGIN
    if condition.double_skunk and target < 2 * DOUBLE_SKUNK_MARGIN - 1:
        return []  # a board of 61 has no double skunk (events.game_results)
    line = target - margin
    losers = [who for who, total in finished.totals.items()
              if who != finished.winner and total <= line]
    if not losers:
        return []
    players = rules.members(finished.winner, after.players) or (finished.winner,)
    return [DealClaim(deal, tuple(players), Message(
        "money.claim_double_skunk" if condition.double_skunk else "money.claim_skunk",
        players=list(players), deal=deal, game=Term.game(rules.id)))]


def game_claims(condition: PotCondition, game_id: str, players: Sequence[str],
                options: Mapping[str, Any], entries: Sequence[Mapping[str, Any]]
                ) -> tuple[DealClaim, ...]:
    """The claims a game's recorded deals (as entered, in order) make on a pot, in the order of
    the deals; () for a game the condition does not read. The deals are replayed through the
    game's rules: a deal the rules refuse ends the reading there."""
    if not condition.applies_to(game_id):
        return ()
    rules = get_game(game_id)
    try:
        state = rules.new_state(list(players), options)
    except RuleError:
        return ()
    out: list[DealClaim] = []
    for number, entry in enumerate(entries, start=1):
        if state.over:
            break
        if isinstance(rules, CribbageRules) and (condition.hand_at_least is not None
                                                 or condition.hand_exactly is not None):
            out += _show_claims(condition, rules, state, entry, number)
        try:
            after = rules.score(state, entry)
        except RuleError:
            break
        if condition.skunk or condition.double_skunk:
            out += _skunk_claim(condition, rules, state, after, number)
        state = after
    return tuple(out)
