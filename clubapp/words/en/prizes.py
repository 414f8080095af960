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
}
