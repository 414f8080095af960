"""The progressive-euchre party of an evening: its refusals (the seating, arrivals and leavers,
the bell, the draw, the record) and why the players waiting sit out."""

MESSAGES = {
    # the seating and the evening (events)
    "party.no_tables": "no tables are set",
    "party.table_numbered": "expected table {expected}, got {got} (tables are numbered from 1, "
                            "the head table, without gaps)",
    "party.place_unnamed": "every place needs a player's name",
    "party.seated_twice": "{name} is already seated at table {table}",
    "party.role_expected": "{name}'s role must be red or blue, got {value!r}",
    "party.waiting_unnamed": "every waiting player needs a name",
    "party.named_twice": "{name} is named twice",
    "party.newcomer_unnamed": "the new player needs a name",
    "party.already_playing": "{name} is already playing this evening",
    "party.not_playing": "{name} is not playing this evening",
    "party.not_seated": "{name} is not seated",
    "party.not_waiting": "{name} is not waiting to play",
    "party.undo_at_start": "nothing to undo: this is the start of the evening",
    "party.too_few": "{total} players are too few: a progressive party needs two tables of four",
    "party.round_not_played": "round {round} has not been played",
    "party.lot_sit_out": "{count} of these sit out",
    "party.lot_pair": "this pair sits out",
    # why the waiting sit out
    "party.waits_first_round": "{names} drew a joker: {count|waits|wait} the first round",
    "party.waits_host": "{names} not seated by the host: {count|waits|wait} the first round",
    "party.arrived": "{names} arrived during the round: {count|plays|play} from the next bell",
    "party.sits_out": "{names} {count|sits|sit} out round {round}",
    "party.too_many": "{present} players for {tables} tables of four: {count} {count|sits|sit} "
                      "out",
    # the house rule in the words the setup gives it (events/progressive.py, unequal_roles)
    "party.book_pairs": "{red_label}: {red}, {blue_label}: {blue}; {sitting}: the larger pack "
                        "sits out first (house rule: a lady and a gentleman in every pair, "
                        "wherever the numbers allow)",
    "party.book_pairs_short": "{red_label}: {red}, {blue_label}: {blue}; too few {short} for "
                              "their places, so {crossing} {n|plays|play} in a place of "
                              "the {short} (house rule: a lady and a gentleman in every pair, "
                              "wherever the numbers allow)",
    "party.sitting_of": "{count} of the {label} {count|sits|sit} out",
    "party.crossing_anyone": "{crossing} {n|plays|play} in a place of the other pack this round "
                             "(house rule: whoever has sat out least, in either pack)",
    "party.anyone": "either pack may sit out (house rule)",
    "party.fewest_lowest": "those who have sat out least, from the lowest tables, sit out first",
    "party.lot_among": "{chosen} drawn by lot among {among}",
    "party.pair_rule": "a visiting pair sits out together (house rule)",
    "party.table_closed": "the booby table closed: too few players for it",
    "party.table_opened": "a new booby table opened for those who came",
    # the start (services)
    "party.seating_or_cards": "the first seating comes from the cards drawn by hand or from "
                              "the host, not both",
    "party.seed_not_whole": "the seed must be a whole number, got {value!r}",
    "party.not_a_party": "{name!r} is not a card party: a progressive party is played on an "
                         "evening of the kind Card party",
    "party.choose_role": "{name}: choose the role (red or blue), not {value!r}",
    "party.already_drawn": "the party of {name!r} is already drawn",
    "party.no_redraw": "the bell has rung: the draw can no longer be made again",
    "party.listed_twice": "{name} is listed twice",
    "party.no_member": "no member number {number}",
    "party.retired": "{name} is retired",
    "party.two_called": "two players are called {name}: the party tells players apart by "
                        "name; rename one",
    "party.label_not_role": "labels: {role!r} is not a role (red or blue)",
    "party.label_empty": "the {role} role needs a name (e.g. Ladies)",
    "party.label_too_long": "the {role} role's name is longer than {most} characters",
    "party.labels_equal": "the two roles need different names",
    "party.role_red": "red",
    "party.role_blue": "blue",
    # a pack's name when the host gave none: said in the reader's language
    "party.pack_red": "Red",
    "party.pack_blue": "Blue",
    "party.host_table_four": "table {table}: four players, in place order red, blue, red, blue",
    "party.host_not_guest": "table {table}: member number {number} is not one of the guests",
    # English names a house rule by its id, as the command line takes it
    "party.bad_house_rule": "option {name}: {why}",
    "party.rule_head_target": "head_target",
    "party.rule_head_lone_hands": "head_lone_hands",
    "party.rule_sit_out": "sit_out",
    "party.rule_unequal_roles": "unequal_roles",
    "party.rule_second_ties": "second_ties",
    "party.rule_consolation_ties": "consolation_ties",
    # the bell (services)
    "party.round_rung": "the bell of round {round} has already been rung (round {in_play} is "
                        "in play): look at the tables again before ringing",
    "party.at_table": "table {table}: {reason}",
    "party.table_number_expected": "expected a table number, got {value!r}",
    "party.entry_two": "table {table}: {part}: expected one for each pair",
    "party.entry_not_number": "table {table}: {part}: {value!r} is not a number",
    "party.entry_not_card": "table {table}: {part}: {value!r} is not a card",
    "party.entry_tricks": "table {table}: {first} and {second} tricks cannot be taken in one "
                          "hand",
    "party.entry_points": "table {table}: expected points from 0 to 99",
    "party.undo_bell_rung_since": "another computer rang the bell of round {last} "
                                  "meanwhile: the bell of round {asked} is no longer the last "
                                  "one; nothing was undone",
    "party.undo_bell_not_last": "round {asked} is not the last bell: the last is round {last}; "
                                "only the last bell can be undone",
    "party.undo_bell_undone_since": "the bell of round {asked} was undone on another computer "
                                    "meanwhile; nothing more was undone",
    "party.nothing_to_undo": "no bell has been rung yet: nothing to undo",
    "party.cannot_undo": "the bell of round {round} cannot be undone: {change} came after it "
                         "and would no longer fit ({why})",
    # arrivals, leavers, prizes, the record (services)
    "party.new_needs_role": "{name} is new to the party: choose the role (pack) to play in",
    "party.no_round_yet": "no round has been played yet: ring the bell first",
    "party.cannot_replay": "the party's record cannot be replayed at {change}: {why}",
    "party.not_drawn": "no party has been drawn for {name!r} yet",
    "party.not_in_party": "member number {number} is not in this party",
    "party.already_in": "{name} is already in this party",
    "party.same_name": "another player is called {name}: the party tells players apart by "
                       "name; rename one",
    "party.change_draw": "the draw",
    "party.change_bell": "the bell of round {round}",
    "party.change_arrive": "{name}'s arrival",
    "party.change_leave": "{name}'s leaving",
    "party.change_replace": "{other} taking {name}'s place",
    "party.change_prizes": "the prize list",
    "party.replay_round": "it was rung for round {rung}, but round {in_play} is in play",
    "party.replay_seating": "it was rung on another seating than the one in play",
    "party.stationary_unknown": "{name} is to keep one table but is not a guest of the party",
    "party.rotation_chart": "the party of {name} is played from a rotation chart: see it on "
                            "the Party page",
}
