"""The seating draw of a progressive-euchre party: what a list of guests or a card typed in
cannot be, and what a lot decided."""

MESSAGES = {
    "draw.name_needed": "every player needs a name",
    "draw.listed_twice": "{name} is listed twice",
    "draw.role_expected": "expected red or blue, got {value!r}",
    "draw.too_few": "a party needs at least {minimum} tables of four ({came} players came)",
    "draw.not_enough": "{tables} tables need {need} players, {came} came",
    "draw.volunteers_needed": "{n} more {n|player|players} must draw for {role}: name "
                              "volunteers or give a seed",
    "draw.pack_red": "red",
    "draw.pack_blue": "blue",
    "draw.lot_red_pack": "draw from the red pack",
    "draw.lot_blue_pack": "draw from the blue pack",
    "draw.not_a_player": "{name!r} is not one of the players",
    "draw.no_card": "no card entered for this player",
    "draw.card_expected": 'expected {{"pack": "red"|"blue", "card": "3C"}}',
    "draw.card_set_expected": 'expected {{"pack": "red"|"blue", "card": "3C", "set": 2}}',
    "draw.no_such_set": "{value!r} is not a set of packs of this draw (1 to {sets})",
    "draw.card_value": "expected a card, got {value!r}",
    "draw.not_in_pack": "{card} is not in the {pack} pack of a {tables}-table draw",
    "draw.card_twice": "{card} of the {pack} pack is entered twice",
    "draw.nobody_drew": "nobody drew {cards} of the {pack} pack",
    "draw.players_expected": 'expected a list of {{"name": n, "role": "red"|"blue"}}',
    "draw.player_expected": 'expected {{"name": n, "role": "red"|"blue"}}',
}
