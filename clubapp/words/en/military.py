"""Military euchre (seeds/002 line 97): what the forts and the games cannot be."""

MESSAGES = {
    "military.two_forts": "military euchre needs at least two forts",
    "military.fort_numbered": "expected table {expected}, got {got}",
    "military.fort_unnamed": "every fort needs a name (its flag)",
    "military.two_pairs": "{name} is in two pairs",
    "military.no_game": "no game is played at this round and table",
    "military.scores_expected": "expected the north-south and east-west scores",
    "military.not_finished": "a game ends when one pair reaches {target}: {first}–{second} is "
                             "not a finished game",
}
