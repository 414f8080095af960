"""The names of the parts of an entry that are not fields of a game's form."""

MESSAGES = {
    "fields.deal": "deal",
    "fields.dealer": "dealer",
    "fields.players": "players",
    "fields.points": "points",
    "fields.deals": "deals",
    "fields.options": "options",
    "fields.game": "game",
}
