"""Pure rules of every game: no Qt, no SQL. See ``base`` for the contract."""

from clubapp.rules.base import (
    DealRecord,
    FinishedGame,
    GameRules,
    MatchResult,
    Outcome,
    State,
    result_json,
)
from clubapp.rules.errors import RuleError
from clubapp.rules.registry import all_games, get_game, register
from clubapp.rules.schema import Field, Option

__all__ = ["DealRecord", "Field", "FinishedGame", "GameRules", "MatchResult", "Option", "Outcome",
           "RuleError", "State", "all_games", "get_game", "register", "result_json"]
