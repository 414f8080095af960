"""The table pages on a phone: their words, and their refusals."""

MESSAGES = {
    "web.bad_port": "no port {port}: a number from 0 to 65535",
    "web.codes_cards_only": "--with-codes prints the tables' and guests' codes on tally-cards "
                            "and table-cards, not on {kind}",
    "web.cannot_serve": "cannot serve on {host} port {port}: {reason}",
    # refusals of an address
    "web.not_found": "No such page. Scan your table's code again or ask the host for it.",
    "web.other_evening": "This address belongs to another evening.",
    "web.evening_closed": "The evening {name} is closed: nothing can be entered any more.",
    "web.locked": "The host has locked table {table}: nothing can be entered now.",
    "web.not_yours": "This entry was sent from another table's page.",
    "web.no_submission_id": "The form has no submission number: reload the page.",
    "web.token_mismatch": "The form belongs to another table's page.",
    "web.bad_origin": "This form was not sent from this server's own page.",
    "web.too_many": "Too many requests from this phone: wait a minute and try again.",
    "web.unknown_language": "no language {lang!r}: one of {known}",
    "web.no_game": "Table {table} has no game in play.",
    "web.not_last_deal": "Only the table's last deal can be undone, and it has changed: "
                         "reload the page.",
    "web.no_table_this_round": "Table {table} does not play this round.",
    "web.head_only": "Only the head table rings the bell.",
    "web.no_party": "No party has been drawn for this evening.",
    "web.tables_missing": "Not handed in yet: {count|table|tables} {tables}.",
    "web.home": "clubapp: the table pages. Scan the code on your table's card, or ask the "
                "host for its address.",
    # who a change from a page is written as
    "web.author_table": "table {table} ({client})",
    "web.author_guest": "{name} ({client})",
    # a table's page
    "web.table_title": "Table {table}",
    "web.deal_title": "Deal {deal}",
    "web.record": "Record the deal",
    "web.undo": "Undo deal {deal}",
    "web.deals": "Deals so far",
    "web.no_deals": "No deal recorded yet.",
    "web.dealer": "dealer",
    "web.next_dealer": "Next to deal: {name}",
    "web.games_won": "Games won: {winners}",
    "web.to_go": "To go: {counts}",
    "web.winner": "Won by {side}",
    "web.optional": "optional",
    "web.nobody": "nobody",
    "web.points_instead": "Enter the points instead",
    "web.recorded": "Deal {deal} is recorded.",
    "web.undone": "Deal {deal} is undone.",
    "web.locked_page": "The host has locked this table: the score is shown, nothing can be "
                       "entered.",
    "web.offline": "Not sent: the server cannot be reached. The entry is kept on this phone "
                   "and is sent again by itself.",
    "web.resending": "Sending the entry kept on this phone…",
    # a party's table at the bell
    "web.round": "Round {round}",
    "web.pair": "{red} & {blue}",
    "web.bell_title": "Your table's result at the bell",
    "web.bell_score": "Points",
    "web.bell_score_help": "Each pair's points when the bell rang.",
    "web.bell_next_hand_tricks": "Tricks of the next hand",
    "web.bell_next_hand_tricks_help": "Only on a tie: each pair's tricks in the hand "
                                      "played out after the bell.",
    "web.bell_cut": "The cut",
    "web.bell_cut_help": "Only when the tricks tie too: the card each red player cut, "
                         "such as JH.",
    "web.hand_in": "Hand in the result",
    "web.handed_in": "Your table's result for round {round} is handed in.",
    "web.tables_round": "Tables of round {round}",
    "web.table_in": "Table {table}: handed in, {score}",
    "web.table_in_cut": "Table {table}: handed in",
    "web.table_waiting": "Table {table}: not yet",
    "web.ring": "Ring the bell",
    "web.rung": "The bell has rung: round {round} is in play.",
    # a guest's page
    "web.guest_goes": "Round {round}: go to table {table}",
    "web.guest_partner": "Your partner: {name}",
    "web.guest_against": "Against {first} and {second}",
    "web.guest_waits": "Round {round}: you sit this round out.",
    "web.guest_left": "You have left the party.",
    "web.guest_star": "Last round you won {star}.",
    "web.your_stars": "Your stars",
    "web.board": "Stars so far",
    "web.name": "Name",
}
