"""The contract every game keeps: ``GameRules``, its state and the generic scoring pipeline.

A game is one subclass that declares its metadata, options and entry schema as class data and
overrides a few hooks:

- ``outcome(state, entry)``: the points of one deal, as steps in the book's counting order;
- ``check_points(state, points)``: whether a deal could give these points (the points entry);
- ``game_winner``, ``game_value``, ``match_result``: when a game and a match end, and their worth.

``score(state, entry)`` validates the entry, asks the hooks and returns a new state; it raises
``RuleError`` and nothing else, and a rejected entry leaves the state as it was (states are
immutable).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Any, ClassVar

from clubapp.message import Message, Note, Term, as_note, said
from clubapp.rules.entry_text import canonical_entry
from clubapp.rules.errors import RuleError
from clubapp.rules.schema import Field, Option, resolve_options, validate_fields, without_unset

PARTNERSHIP_SIDES = ("A", "B")


def frozen(mapping: Mapping[str, Any]) -> Mapping[str, Any]:
    """A read-only copy, so that a state can never be changed after it is made."""
    return MappingProxyType(dict(mapping))


@dataclass(frozen=True)
class Outcome:
    """What one deal gives: ``steps`` of (side or player, points) in the book's counting order.

    Counting order matters where a game ends the moment someone reaches the target (the
    bidder counts first, pegging before the show): the pipeline stops at the first step that
    wins the game and ignores the rest.
    """

    steps: tuple[tuple[str, int], ...] = ()
    chips: Mapping[str, int] | None = None
    pool: int | None = None
    note: str | Message | Note = ()  # messages (clubapp.message): the deal as the book names it
    void: bool = False
    ends_game_for: str | None = None  # a deal that wins the game outright (smudge, slam)
    extra: Any = None  # the game's own memory after this deal, when it keeps one


@dataclass(frozen=True)
class FinishedGame:
    winner: str
    totals: Mapping[str, int]
    value: int | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"winner": self.winner, "totals": dict(self.totals)}
        if self.value is not None:
            out["value"] = self.value
        return out


@dataclass(frozen=True)
class DealRecord:
    """One scored deal: the entry as given, who dealt, the points it counted, totals after it."""

    entry: Mapping[str, Any]
    dealer: str
    points: Mapping[str, int]
    totals: Mapping[str, int]
    chips: Mapping[str, int] | None = None
    pool: int | None = None
    note: Note = ()
    ended_game: bool = False

    def note_text(self, lang: str = "en") -> str:
        """The deal's note in words (its messages joined with "; ")."""
        return said(self.note, lang)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"points": dict(self.points), "totals": dict(self.totals)}
        if self.chips is not None:
            out["chips"] = dict(self.chips)
        if self.pool is not None:
            out["pool"] = self.pool
        return out


@dataclass(frozen=True)
class MatchResult:
    winner: str
    value: int | None = None


@dataclass(frozen=True)
class State:
    """Everything a game remembers: immutable; ``score`` returns a new one."""

    game: str
    players: tuple[str, ...]
    options: Mapping[str, Any]
    totals: Mapping[str, int]
    games: tuple[FinishedGame, ...] = ()
    deals: tuple[DealRecord, ...] = ()
    match: MatchResult | None = None
    next_dealer: int = 0
    extra: Any = None

    @property
    def over(self) -> bool:
        return self.match is not None


class GameRules:
    """One game: metadata as class data, scoring as a few hooks. See the module docstring."""

    id: ClassVar[str] = ""
    aliases: ClassVar[tuple[str, ...]] = ()
    name: ClassVar[str] = ""
    name_ru: ClassVar[str] = ""
    family: ClassVar[str] = ""
    source: ClassVar[str] = ""  # where the rules stand in the seeds
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 2
    partnership: ClassVar[bool] = False  # sides A and B (seats 1, 3 and 2, 4) instead of players
    target: ClassVar[int | None] = None  # the points that win a game, unless an option says
    has_match: ClassVar[bool] = False  # games grouped into a rubber or match
    # the chips a deal's ``chips`` and ``pool`` count: white (the ledger's unit) or red
    chip_unit: ClassVar[str] = "white"
    options: ClassVar[tuple[Option, ...]] = ()
    entry_schema: ClassVar[tuple[Field, ...]] = ()

    # --- who is scored -------------------------------------------------------------------
    def sides(self, players: Sequence[str]) -> tuple[str, ...]:
        """The keys of points and totals: sides A and B in partnership games, else the players."""
        return PARTNERSHIP_SIDES if self.partnership else tuple(players)

    def side_of(self, player: str, players: Sequence[str]) -> str:
        """The side a player sits on: A the odd seats, B the even (the player himself if alone)."""
        if not self.partnership:
            return player
        return PARTNERSHIP_SIDES[list(players).index(player) % 2]

    def members(self, side: str, players: Sequence[str]) -> tuple[str, ...]:
        """The players of a side, in seat order."""
        return tuple(p for p in players if self.side_of(p, players) == side)

    # --- the pipeline --------------------------------------------------------------------
    def new_state(self, players: Sequence[str], options: Mapping[str, Any] | None = None) -> State:
        """A game about to start: check the players and resolve the house-rule options."""
        names = list(players)
        if not all(isinstance(p, str) and p.strip() for p in names):
            raise RuleError("players", "base.player_unnamed")
        if len(set(names)) != len(names):
            raise RuleError("players", "base.name_twice")
        if not self.min_players <= len(names) <= self.max_players:
            if self.min_players == self.max_players:
                raise RuleError("players", "base.players_exactly", game=Term.game(self.id),
                                wanted=self.min_players, got=len(names))
            raise RuleError("players", "base.players_between", game=Term.game(self.id),
                            low=self.min_players, high=self.max_players, got=len(names))
        resolved = resolve_options(self.options, options or {})
        self.check_players(names, resolved)
        proto = State(self.id, tuple(names), frozen(resolved), frozen({}))
        return replace(proto, totals=frozen(self.start_totals(proto)), extra=self.start_extra(proto))

    def score(self, state: State, entry: Mapping[str, Any]) -> State:
        """Score one deal; raise RuleError (and change nothing) if the rules do not allow it."""
        if state.over:
            assert state.match is not None
            raise RuleError("deal", "base.match_over", winner=state.match.winner)
        if not isinstance(entry, Mapping):
            raise RuleError("deal", "schema.expected_object")
        # cards and calls typed in either language («5б», «раз») are kept as identifiers
        entry = canonical_entry(self.entry_schema, entry)
        body = dict(entry)
        dealer = self._dealer(state, body.pop("dealer", None))
        sides = self.sides(state.players)
        if "points" in body:
            outcome = self._points_outcome(state, body, sides)
        else:
            body = without_unset(self.entry_schema, body)
            validate_fields(self.entry_schema, body, players=state.players, sides=sides,
                            game_id=self.id)
            try:
                outcome = self.outcome(state, body, dealer)
            except RuleError:
                raise
            except (KeyError, TypeError, ValueError, IndexError, ZeroDivisionError) as exc:
                raise RuleError("deal", "base.cannot_score", detail=str(exc)) from None
        return self._apply(state, dict(entry), dealer, outcome)

    def score_all(self, state: State, entries: Sequence[Mapping[str, Any]]) -> State:
        """Score deals in order; an error names the deal (1-based) it came from."""
        for number, entry in enumerate(entries, start=1):
            try:
                state = self.score(state, entry)
            except RuleError as exc:
                raise exc.at_deal(number) from None
        return state

    def _dealer(self, state: State, named: object) -> str:
        if named is None:
            return state.players[state.next_dealer % len(state.players)]
        if not isinstance(named, str) or named not in state.players:
            raise RuleError("dealer", "schema.not_a_player", value=named)
        return named

    def _points_outcome(self, state: State, body: dict[str, Any], sides: Sequence[str]) -> Outcome:
        if set(body) != {"points"}:
            extra = sorted(set(body) - {"points"})
            raise RuleError(extra[0], "base.points_only")
        points = body["points"]
        if not isinstance(points, Mapping):
            raise RuleError("points", "schema.expected_counts_" + ("sides" if self.partnership else "players"))
        for key, value in points.items():
            if key not in sides:
                raise RuleError(f"points.{key}", "base.not_of_game_" + ("sides" if self.partnership else "players"), keys=list(sides))
            if isinstance(value, bool) or not isinstance(value, int):
                raise RuleError(f"points.{key}", "schema.expected_int", value=value)
        full = {s: int(points.get(s, 0)) for s in sides}
        self.check_points(state, full)
        return self.points_outcome(state, full)

    def _apply(self, state: State, entry: dict[str, Any], dealer: str, outcome: Outcome) -> State:
        sides = self.sides(state.players)
        totals = dict(state.totals)
        applied = dict.fromkeys(sides, 0)
        winner: str | None = None
        for who, points in outcome.steps:
            totals[who] = totals.get(who, 0) + points
            applied[who] += points
            if outcome.ends_game_for is None:
                winner = self.game_winner(state, totals, who)
                if winner is not None:
                    break  # the rest of the deal is not counted once the game is won
        if outcome.ends_game_for is not None:
            winner = outcome.ends_game_for
        record = DealRecord(
            entry=frozen(entry), dealer=dealer, points=frozen(applied), totals=frozen(totals),
            chips=frozen(outcome.chips) if outcome.chips is not None else None,
            pool=outcome.pool, note=as_note(outcome.note), ended_game=winner is not None)
        next_dealer = (state.players.index(dealer) + 1) % len(state.players)
        extra = outcome.extra if outcome.extra is not None else state.extra
        new = replace(state, deals=(*state.deals, record), next_dealer=next_dealer, extra=extra,
                      totals=frozen(totals))
        if winner is None:
            return new
        finished = FinishedGame(winner, frozen(totals), self.game_value(new, totals, winner))
        games = (*state.games, finished)
        new = replace(new, games=games)
        match = self.match_result(new, games)
        if match is None:
            new = replace(new, totals=frozen(self.start_totals(new)), extra=self.next_game_extra(new))
        return replace(new, match=match)

    # --- hooks ---------------------------------------------------------------------------
    def check_players(self, players: Sequence[str], options: Mapping[str, Any]) -> None:
        """Refuse a seating the game cannot be played with (beyond the player count)."""

    def start_totals(self, state: State) -> dict[str, int]:
        """Totals at the start of each game."""
        return dict.fromkeys(self.sides(state.players), 0)

    def start_extra(self, state: State) -> Any:
        """The game's own memory at the start (frozen data), if it keeps any."""
        return None

    def next_game_extra(self, state: State) -> Any:
        """The game's own memory when a new game of the match begins."""
        return state.extra

    def game_target(self, state: State) -> int | None:
        target: int | None = state.options.get("target", self.target)  # an int option
        return target

    def outcome(self, state: State, entry: Mapping[str, Any], dealer: str) -> Outcome:
        """The points of a deal entered in the game's own fields (already schema-checked)."""
        raise NotImplementedError

    def check_points(self, state: State, points: Mapping[str, int]) -> None:
        """Refuse points (every side or player listed) that no deal of this game can give."""
        raise RuleError("points", "base.own_fields_only", game=Term.game(self.id))

    def points_outcome(self, state: State, points: Mapping[str, int]) -> Outcome:
        """Steps for a checked points entry: by default in seat order."""
        return Outcome(tuple((who, n) for who, n in points.items() if n))

    def game_winner(self, state: State, totals: Mapping[str, int], last: str) -> str | None:
        """Who has won the game once ``last`` has just scored, or None: by default the target."""
        target = self.game_target(state)
        if target is None:
            return None
        return last if totals.get(last, 0) >= target else None

    def game_value(self, state: State, totals: Mapping[str, int], winner: str) -> int | None:
        """What a finished game is worth to the match (None where games carry no value)."""
        return None

    def match_result(self, state: State, games: Sequence[FinishedGame]) -> MatchResult | None:
        """The match's result once it is decided; by default one game is the whole match."""
        return MatchResult(games[-1].winner, games[-1].value) if games else None

    # --- description ---------------------------------------------------------------------
    def describe(self) -> dict[str, Any]:
        """The game as JSON-ready data: for ``clubapp games`` and the window."""
        return {
            "id": self.id, "aliases": list(self.aliases),
            "names": {"en": self.name, "ru": self.name_ru},
            "family": self.family, "source": self.source,
            "players": {"min": self.min_players, "max": self.max_players},
            "partnership": self.partnership, "target": self.target, "match": self.has_match,
            "options": [o.describe() for o in self.options],
            "entry": [f.describe() for f in self.entry_schema],
        }


def result_json(rules: GameRules, state: State) -> dict[str, Any]:
    """The ``clubapp score`` output of DESIGN.md for a state."""
    out: dict[str, Any] = {
        "game": rules.id,
        "options": dict(state.options),
        "deals": [d.to_json() for d in state.deals],
        "games": [g.to_json() for g in state.games],
    }
    if rules.has_match and state.match is not None:
        out["match"] = {"winner": state.match.winner, "value": state.match.value}
    out["winner"] = state.match.winner if state.match is not None else None
    return out
