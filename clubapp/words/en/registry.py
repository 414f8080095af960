"""Finding a game by its id."""

MESSAGES = {
    "registry.unknown_game": "unknown game {game!r} (see `clubapp games`)",
}
