"""Refusals common to every game: the players, the dealer, a points entry, a finished match."""

MESSAGES = {
    "base.player_unnamed": "every player needs a name",
    "base.name_twice": "a name is given twice",
    "base.players_exactly": "{game} is for {wanted} players, got {got}",
    "base.players_between": "{game} is for {low} to {high} players, got {got}",
    "base.match_over": "the match is over: {winner} won it",
    "base.cannot_score": "cannot be scored: {detail}",
    "base.points_only": "a points entry has only the field points",
    "base.not_of_game_sides": "not a side of this game ({keys})",
    "base.not_of_game_players": "not a player of this game ({keys})",
    "base.own_fields_only": "{game} takes its deals in its own fields only",
    "base.points_entered": "points entered",
}
