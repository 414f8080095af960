"""The registry of games: find a game by id or alias.

Every module of ``clubapp.rules.games`` registers its games with ``@register`` when imported;
``all_games`` imports them all once.
"""

from __future__ import annotations

import importlib
import pkgutil

from clubapp.rules.base import GameRules
from clubapp.rules.errors import RuleError

_GAMES: dict[str, GameRules] = {}
_ALIASES: dict[str, str] = {}
_loaded = False


def register(cls: type[GameRules]) -> type[GameRules]:
    """Class decorator: make a game findable by its id and aliases."""
    game = cls()
    if not game.id or game.id in _GAMES:
        raise ValueError(f"game id {game.id!r} is empty or registered twice")
    _GAMES[game.id] = game
    for alias in game.aliases:
        _ALIASES[alias] = game.id
    return cls


def _load() -> None:
    global _loaded
    if _loaded:
        return
    import clubapp.rules.games as package

    for module in sorted(pkgutil.iter_modules(package.__path__), key=lambda m: m.name):
        if not module.name.startswith("_"):
            importlib.import_module(f"{package.__name__}.{module.name}")
    _loaded = True


def all_games() -> list[GameRules]:
    """Every registered game, in id order."""
    _load()
    return [_GAMES[k] for k in sorted(_GAMES)]


def get_game(game_id: str) -> GameRules:
    """The game with this id or alias; RuleError if there is none."""
    _load()
    key = _ALIASES.get(game_id, game_id)
    if key not in _GAMES:
        raise RuleError("game", "registry.unknown_game", game=game_id)
    return _GAMES[key]
