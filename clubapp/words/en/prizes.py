"""The six prizes of a progressive-euchre party (seeds/002 line 91): why each was won, and what
a list of players' stars cannot be."""

MESSAGES = {
    "prizes.colour_gold": "gold",
    "prizes.colour_red": "red",
    "prizes.colour_green": "green",
    "prizes.most": "most {stars} stars ({value})",
    "prizes.fewest": "fewest {stars} stars ({value})",
    "prizes.tied_on": "{names} tied on {stars} stars ({value})",
    "prizes.then": "then {step}",
    "prizes.by_lot": "then drawn by lot among {among}",
    "prizes.by_lot_seed": "then drawn by lot among {among} (seed {seed})",
    "prizes.already_won": "{names}, with as many {stars} stars or more, already won a prize "
                          "(nobody wins two)",
    "prizes.lot_for": "the {prize} prize ({role})",
    "prizes.lots_need_seed": "{names} are tied for the {prize} prize ({role}): lots must be "
                             "drawn; give a seed",
    "prizes.prize_first": "first",
    "prizes.prize_second": "second",
    "prizes.prize_consolation": "consolation",
    "prizes.role_red": "red",
    "prizes.role_blue": "blue",
    "prizes.listed_twice": "{name} is listed twice",
    "prizes.role_expected": "expected red or blue, got {value!r}",
    "prizes.count_expected": "expected a count of stars, got {value!r}",
    "prizes.input_expected": 'expected {{"players": [...], "seed": k}}',
    "prizes.unknown_field": "unknown field (expected: players, seed, options)",
    "prizes.players_expected": "expected a list of players with their role and stars",
    "prizes.player_expected": "expected an object with name, role, gold, red and green",
    "prizes.unknown_player_field": "unknown field",
    # seven-hand euchre's table prizes (seeds/002 line 151)
    "prizes.word_most": "most",
    "prizes.word_fewest": "fewest",
    "prizes.table_points": "{word} points at the table ({points})",
    "prizes.table_high": "high",
    "prizes.table_low": "low",
    "prizes.table_lot_for": "the {prize} prize at table {table}",
    "prizes.table_by_lot": "{among} tied on {word} points ({points}); drawn by lot "
                           "(seed {seed})",
    "prizes.table_lots_need_seed": "{names} are tied for the {prize} prize at table {table}: "
                                   "lots must be drawn; give a seed",
    "prizes.table_two_players": "a table prize needs at least two players",
    "prizes.points_expected": "expected points, got {value!r}",
    "prizes.table_listed_twice": "listed twice",
}
