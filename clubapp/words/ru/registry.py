"""Поиск игры по её обозначению."""

MESSAGES = {
    "registry.unknown_game": "неизвестная игра {game!r} (список: `clubapp games`)",
}
