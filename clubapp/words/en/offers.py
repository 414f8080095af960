"""The other side confirms each deal (issue 28): the table pages, the host's board, refusals."""

MESSAGES = {
    # refusals
    "offers.confirm_first": "This evening the other side confirms each deal: the deal is "
                            "offered to it first.",
    "offers.not_asked": "The host no longer asks the other side to confirm each deal: send "
                        "the deal again.",
    "offers.one_waiting": "Deal {deal} waits for the other side to confirm it: table {table} "
                          "takes no other deal until it is confirmed or disputed.",
    "offers.one_disputed": "Deal {deal} is disputed: table {table} takes no other deal until "
                           "the host settles it.",
    "offers.no_such_offer": "No such deal waits at this table: reload the page.",
    "offers.game_changed": "Table {table} plays another game by now: the deal offered cannot "
                           "be recorded in it.",
    "offers.already_waiting": "That deal still waits for the other side at table {table}.",
    "offers.already_disputed": "That deal is disputed already: the host settles it.",
    "offers.already_confirmed": "That deal was confirmed already: it is recorded.",
    "offers.already_recorded": "The host has recorded that deal already.",
    "offers.already_dropped": "The host has dropped that deal: it is not recorded.",
    "offers.undo_at_host": "This evening the other side confirms each deal: a recorded deal "
                           "is not undone from a table's page; ask the host to correct it.",
    "offers.words_missing": "Say what is wrong: the host reads it.",
    "offers.words_too_long": "At most {most} characters ({length} given).",
    "offers.still_waiting": "Deals still wait at {count|table|tables} {tables}: let the other "
                            "side confirm them, or settle them, before the option is turned "
                            "off.",
    # a table's page
    "offers.waiting_title": "Deal {deal} is waiting for the other side",
    "offers.disputed_title": "Deal {deal} is disputed",
    "offers.hand_over": "Hand the phone to the other side: they check the deal and confirm "
                        "it, or dispute it. The other side may also open this table's address "
                        "on its own phone.",
    "offers.not_counted": "It counts nowhere until it is confirmed.",
    "offers.not_counted_disputed": "It counts nowhere unless the host records it.",
    "offers.score_if": "The score if it is recorded",
    "offers.col_points": "Deal",
    "offers.col_total": "Score",
    "offers.no_longer_scores": "As the game stands now, this deal does not score: {reason}",
    "offers.confirm": "Confirm",
    "offers.dispute": "Dispute",
    "offers.dispute_box": "What is wrong? (the host reads it)",
    "offers.other_side_says": "The other side says: {words}",
    "offers.entering_side_says": "The side that entered it says: {words}",
    "offers.host_settles": "Nothing is recorded: the host settles it at the computer (records "
                           "it as entered, or drops it).",
    "offers.words_box": "The side that entered the deal: your words for the host",
    "offers.send_words": "Send",
    "offers.look_again": "Look again",
    "offers.points_entry": "points: {points}",
    # notices
    "offers.confirmed": "Deal {deal} is confirmed and recorded.",
    "offers.disputed": "Deal {deal} is disputed: the host settles it.",
    "offers.words_kept": "Your words are kept for the host.",
    "offers.settled_recorded": "The host recorded deal {deal} as entered.",
    "offers.settled_dropped": "The host dropped the disputed deal: it is not recorded.",
    # the host's board
    "offers.option": "The other side confirms each deal",
    "offers.option_help": "After Record the deal a table's page shows the deal and asks the "
                          "other side to confirm it; until then it counts nowhere. A disputed "
                          "deal comes here, to be settled.",
    "offers.board_title": "Deals not recorded yet, waiting or disputed: {count}",
    "offers.board_name": "Deals not recorded yet, waiting or disputed",
    "offers.col_table": "Table",
    "offers.col_deal": "Deal",
    "offers.col_state": "State",
    "offers.col_entry": "As entered",
    "offers.col_words": "What the sides say",
    "offers.state_waiting": "waiting",
    "offers.state_disputed": "DISPUTED",
    "offers.said_other": "other side: {words}",
    "offers.said_entering": "entered by: {words}",
    "offers.settle": "Settle the deal…",
    "offers.settle_title": "Deal {deal} of table {table}",
    "offers.as_entered": "As entered: {entry}",
    "offers.score_after": "The score if it is recorded: {score}",
    "offers.nothing_said": "(nothing said)",
    "offers.record_it": "Record it",
    "offers.drop_it": "Drop it",
    "offers.cancel": "Cancel",
}
