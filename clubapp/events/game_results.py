"""One member's result in one game, read off the game's replayed state.

A ``Game`` of the club (a game, rubber or match at a table) gives every member seated in it one
``MemberGameResult``: the points of the member's side over the recorded deals, the finished
games played and won, whether the member's side won the match, the chips the member gained and
lost, and what a cribbage league counts the American Cribbage Congress way:

- a game won by a *skunk*: the loser had not passed the skunk line when the winner got home,
  the line being the game's target less 31 (90 holes in a game of 121; 30 on a board of 61,
  the book's lurch, seeds/001 line 43: "when one player reaches his game hole before the other
  has passed the turn, it is a lurch and counts two games");
- a *double skunk*: the loser short of target less 61 (60 in 121); a board of 61 has none;
- the *spread*: for each finished game the winner gains, and each loser loses, the winner's
  score (no more than the target: pegging stops there) less the loser's score.

Skunks are counted for the cribbage family only; the spread for every game with totals. With
more than two sides a winner counts a skunk when any loser was skunked, and gains a spread from
each loser.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from clubapp.rules.base import FinishedGame, GameRules, State
from clubapp.rules.registry import get_game

SKUNK_MARGIN = 31  # ACC: a skunk is a win by 31 or more holes (loser under 91 of 121)
DOUBLE_SKUNK_MARGIN = 61  # ACC: a double skunk, loser under 61 of 121
SKUNK_FAMILIES = frozenset({"cribbage"})


@dataclass(frozen=True)
class MemberGameResult:
    """What one game gave one member (the member's side's figures for partnership games)."""

    member_id: int
    side: str
    deals: int
    points: int
    played: int
    won: int
    matches_won: int
    skunks: int
    double_skunks: int
    spread: int
    chips_won: int
    chips_lost: int
    outcomes: str  # "W" or "L" for each finished game, in order

    @property
    def lost(self) -> int:
        return self.played - self.won


def _chips_of(state: State, rules: GameRules, name: str) -> tuple[int, int]:
    """Chips gained and lost by one player over the deals (a side's, if keyed by side)."""
    side = rules.side_of(name, state.players)
    gained = lost = 0
    for deal in state.deals:
        if not deal.chips:
            continue
        delta = deal.chips.get(name, deal.chips.get(side, 0) if side != name else 0)
        if delta > 0:
            gained += delta
        else:
            lost -= delta
    return gained, lost


def _skunk_lines(rules: GameRules, state: State) -> tuple[int | None, int | None]:
    """The loser's totals at or under which a win is a skunk, and a double skunk."""
    if rules.family not in SKUNK_FAMILIES:
        return None, None
    target = rules.game_target(state)
    if target is None:
        return None, None
    # a double skunk needs a board twice round (121): on 61 holes the line would be nothing
    double = target - DOUBLE_SKUNK_MARGIN if target >= 2 * DOUBLE_SKUNK_MARGIN - 1 else None
    return target - SKUNK_MARGIN, double


def _home(rules: GameRules, state: State, game: FinishedGame) -> int:
    """The winner's score for the spread: pegging stops at the game hole."""
    score = game.totals.get(game.winner, 0)
    target = rules.game_target(state)
    return min(score, target) if target is not None else score


def _game_figures(rules: GameRules, state: State, side: str) -> tuple[int, int, int, int, int,
                                                                          str]:
    """Finished games played, won, skunks, double skunks, spread and outcomes of one side."""
    skunk_line, double_line = _skunk_lines(rules, state)
    won = skunks = doubles = spread = 0
    outcomes = []
    for game in state.games:
        home = _home(rules, state, game)
        losers = {s: t for s, t in game.totals.items() if s != game.winner}
        if game.winner == side:
            won += 1
            outcomes.append("W")
            spread += sum(home - t for t in losers.values())
            if skunk_line is not None and any(t <= skunk_line for t in losers.values()):
                skunks += 1
            if double_line is not None and any(t <= double_line for t in losers.values()):
                doubles += 1
        else:
            outcomes.append("L")
            spread -= home - game.totals.get(side, 0)
    return len(state.games), won, skunks, doubles, spread, "".join(outcomes)


def member_results(rules: GameRules, state: State,
                   player_ids: Sequence[int]) -> list[MemberGameResult]:
    """Each seated member's result in a game replayed to ``state`` (ids in seat order)."""
    players = state.players
    if len(player_ids) != len(players):
        raise ValueError("one member id is needed for each player")
    by_side: dict[str, tuple[int, int, int, int, int, str]] = {}
    points: Mapping[str, int] = {
        side: sum(d.points.get(side, 0) for d in state.deals) for side in rules.sides(players)}
    match_winner = state.match.winner if state.match is not None else None
    out = []
    for member_id, name in zip(player_ids, players, strict=True):
        side = rules.side_of(name, players)
        if side not in by_side:
            by_side[side] = _game_figures(rules, state, side)
        played, won, skunks, doubles, spread, outcomes = by_side[side]
        gained, lost = _chips_of(state, rules, name)
        out.append(MemberGameResult(
            member_id=int(member_id), side=side, deals=len(state.deals),
            points=points.get(side, 0), played=played, won=won,
            matches_won=int(match_winner == side), skunks=skunks, double_skunks=doubles,
            spread=spread, chips_won=gained, chips_lost=lost, outcomes=outcomes))
    return out


def replay_results(game_kind: str, options: Mapping[str, object], player_ids: Sequence[int],
                   player_names: Sequence[str],
                   entries: Sequence[Mapping[str, object]]) -> list[MemberGameResult]:
    """Replay a stored game's recorded entries by its rules and give each member's result.

    Raises RuleError when the entries no longer score (the caller decides what to do).
    """
    rules = get_game(game_kind)
    state = rules.score_all(rules.new_state(list(player_names), dict(options)), entries)
    return member_results(rules, state, player_ids)
