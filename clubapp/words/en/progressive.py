"""The bell of progressive euchre (seeds/002 lines 83–89): who won each table and why, and
what a result handed in at the bell cannot be."""

MESSAGES = {
    # who won, and why
    "progressive.won": "{pair} won {high}–{low}",
    "progressive.tied": "tied {first}–{second}",
    "progressive.won_next_hand": "{tied}; {pair} took {high} {high|trick|tricks} to {low} "
                                 "on the next hand",
    "progressive.tied_tricks": "{tied} and {first}–{second} in tricks on the next hand",
    "progressive.not_reported": "table {table} did not report a score",
    "progressive.won_by_cut": "{why}; {red} cut {low} against {high}, the low card goes up: "
                              "{pair} won",
    # what a result cannot be
    "progressive.cut_needed": "{why}: the red players ({first} and {second}) cut, the low "
                              "card goes up; enter both cards",
    "progressive.cut_equal": "{first} and {second} are equal: the red players cut again "
                             "(law 5); enter the new cards",
    "progressive.points_expected": "expected points (0 or more), got {value!r}",
    "progressive.points_too_many": "{points} points cannot be made in a round",
    "progressive.head_score_missing": "the head table rings the bell: enter its score",
    "progressive.head_both_reached": "only one pair can reach {target} at the head table: "
                                     "the bell rings as soon as one does",
    "progressive.head_not_reached": "the bell rings when a pair at the head table reaches "
                                    "{target}; it shows {first}–{second}",
    "progressive.tricks_needed": "the score is {tied}: play the next hand and enter each "
                                 "pair's tricks",
    "progressive.tricks_expected": "expected 0 to 5 tricks, got {value!r}",
    "progressive.tricks_too_many": "{first} and {second} tricks are more than a hand has",
    "progressive.two_tables": "a progressive party needs at least two tables",
    "progressive.reported_twice": "table {table} reported twice",
    "progressive.no_table": "there is no table {table}",
    # the stars
    "progressive.star_gold": "★ gold",
    "progressive.star_red": "★ red",
    "progressive.star_green": "★ green",
    # the JSON of a round (clubapp progressive next)
    "progressive.two_values": "expected two {kind}, one for each pair, or null",
    "progressive.both_or_neither": "enter both pairs' {kind}, or neither",
    "progressive.kind_scores": "scores",
    "progressive.kind_tricks": "trick counts",
    "progressive.kind_cut": "cut cards",
    "progressive.card_expected": "expected a card, got {value!r}",
    "progressive.cut_twice": "{card} cannot be cut twice from one pack",
    "progressive.pair_expected": 'expected {{"red": name, "blue": name}}',
    "progressive.name_expected": "expected a player's name",
    "progressive.round_expected": 'expected {{"tables": [...]}}',
    "progressive.unknown_field": "unknown field (expected: tables, options)",
    "progressive.tables_expected": "expected the list of tables, the head table first",
    "progressive.table_expected": "expected an object with table, pairs and score",
    "progressive.unknown_table_field": "unknown field (expected: {keys})",
    "progressive.number_expected": "expected the table's number, got {value!r}",
    "progressive.pairs_expected": "expected the table's two pairs",
    "progressive.options_expected": "expected an object of house rules",
    "progressive.place_table": "table {table}",
    "progressive.place_table_part": "table {table}, {part}",
    "progressive.part_score": "score",
    "progressive.part_next_hand_tricks": "tricks on the next hand",
    "progressive.part_cut": "cut",
    "progressive.part_pairs": "pairs",
}
