"""A pre-planned rotation's fairness report and what a rotation cannot be."""

MESSAGES = {
    "rotation.method": "Method: {method}.",
    "rotation.by_design": "whist-tournament design for {n} players",
    "rotation.by_optimiser": "optimiser (seed {seed}), no whist design for {n} players",
    "rotation.partners": "Each player partners {least} to {most} different players.",
    "rotation.repeated": "Repeated partners: {pairs}.",
    "rotation.repeated_pair": "{first} and {second} ({n} times)",
    "rotation.never_repeated": "Nobody partners the same player twice.",
    "rotation.opponents": "Two players meet as opponents {low} to {high} times; {never} pairs "
                          "never meet.",
    "rotation.sit_outs_range": "Sit-outs per player: {low} to {high}.",
    "rotation.sit_outs": "Sit-outs per player: {n}.",
    "rotation.four_players": "a rotation needs at least four players",
    "rotation.rounds_expected": "expected 1 to 100 rounds",
    "rotation.too_many_players": "a rotation chart takes at most {most} guests, not {came}",
    "rotation.stationary_unknown": "{name} is to keep one table but is not one of the guests",
    "rotation.stationary_too_many": "{n} guests are to keep one table, but a round has "
                                    "{tables} {tables|table|tables}: one such guest a table "
                                    "at most",
    "rotation.no_table": "round {round} has no table {table}",
    "rotation.table_twice": "table {table} is handed in twice",
    "rotation.two_scores": "table {table}: two scores expected, one for each pair",
    "rotation.points_expected": "table {table}: points are a whole number, 0 or more, "
                                "not {value!r}",
    "rotation.points_too_many": "table {table}: {points} points is more than a round gives "
                                "(at most {most})",
    "rotation.table_missing": "table {table} of round {round} has not handed in its points",
    "rotation.not_drawn": "no rotation chart has been drawn for {name}",
    "rotation.round_handed": "round {round} is not the round in play (round {in_play} is): "
                             "it was handed in on another computer meanwhile",
    "rotation.all_played": "every round of the chart has been handed in",
    "rotation.nothing_to_undo": "no round has been handed in yet",
    "rotation.undo_since": "round {asked} is no longer the last handed in (round {last} is)",
    "rotation.no_redraw": "the chart cannot be drawn again once a round has been handed in",
    "rotation.progressive_started": "the book's progressive party of {name} has rung its bell "
                                    "already: it cannot become a rotation chart",
    "rotation.rounds_of_chart": "{n} {n|round|rounds}, {tables} {tables|table|tables} a round",
    "rotation.keeps_table": "{name} keeps table {table} all night",
    "rotation.sitting_out": "Sitting out: {names}",
    "rotation.nobody_out": "Nobody sits out",
    "rotation.table": "Table {table}",
    "rotation.versus": "{first} v {second}",
    "rotation.pair": "{first} & {second}",
    "rotation.round": "Round {round}",
    "rotation.seat_north": "North",
    "rotation.seat_south": "South",
    "rotation.seat_east": "East",
    "rotation.seat_west": "West",
    "rotation.chart_title": "Rotation chart",
    "rotation.cards_title": "Rotation chart: the guests' cards",
    "rotation.fairness_title": "Fairness",
    "rotation.how": "Partners rotate: each round the chart says every guest's table, seat and "
                    "partner. North and South partner each other against East and West.",
    "rotation.seat": "Seat",
    "rotation.partner": "Partner",
    "rotation.opponents_col": "Opponents",
    "rotation.points_col": "Points",
    "rotation.sits_out_round": "sits out",
    "rotation.standing_how": "Each guest scores the points his pair made; a round sat out "
                             "counts the average points of a pair in that round. Ranked by "
                             "points, then by games won.",
    "rotation.too_wide": "a round's tables do not fit the width of the page",
    "rotation.chart_json": "expected the chart as `clubapp draw rotation` prints it: "
                           "rounds of tables with two pairs each, and who sits out",
    "rotation.standing_title": "Standing",
    "rotation.won_col": "Games won",
    "rotation.played_col": "Played",
    "rotation.sat_out_col": "Sat out",
    "rotation.all_night": "all night",
    "rotation.results_summary": "A rotation chart: {guests} {guests|guest|guests} at {tables} "
                                "{tables|table|tables} a round; {played} of {rounds} "
                                "{rounds|round|rounds} handed in.",
    "rotation.results_none": "No round has been handed in yet.",
    "rotation.results_rounds": "The rounds handed in",
}
