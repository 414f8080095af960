"""The window's *Table entry*: serving the evening's table pages to the phones."""

MESSAGES = {
    "table_entry.cards_title": "The tables' codes",
    "table_entry.scan_table": "Scan with the phone's camera to score this table",
    "table_entry.scan_guest": "Scan to see where you play next and your stars",
    "table_entry.print_codes": "Print the codes…",
    "table_entry.menu": "&Table entry",
    "table_entry.open": "Serve the evening to the tables' phones…",
    "table_entry.title": "Table entry",
    "table_entry.open_an_evening": "Open an evening first: its tables are what the phones "
                                   "score.",
    "table_entry.interface": "Serve on",
    "table_entry.all_interfaces": "every network of this computer",
    "table_entry.port": "port",
    "table_entry.start": "Start",
    "table_entry.stop": "Stop",
    "table_entry.starting": "Starting…",
    "table_entry.stopped": "Not serving: the phones cannot reach the tables' pages.",
    "table_entry.serving": "Serving at http://{host}:{port}: each table's phone opens its "
                           "own address (scan its code).",
    "table_entry.cannot_start": "The pages cannot be served: {reason}",
    "table_entry.copy": "Copy the address",
    "table_entry.lock": "Lock the table",
    "table_entry.unlock": "Unlock the table",
    "table_entry.locked": "locked",
    "table_entry.revoke": "New address for the table",
    "table_entry.revoke_question": "Give table {table} a new address? Its card's code stops "
                                   "working at once; print its card again.",
    "table_entry.ring": "Ring the bell with the tables' results",
    "table_entry.col_table": "Table",
    "table_entry.col_game": "Game",
    "table_entry.col_players": "Players",
    "table_entry.col_state": "State",
    "table_entry.col_deals": "Deals",
    "table_entry.col_last": "Last entry",
    "table_entry.col_from": "From",
    "table_entry.col_locked": "Locked",
    "table_entry.state_waiting": "waiting",
    "table_entry.state_playing": "playing",
    "table_entry.state_finished": "finished",
    "table_entry.state_handed_in": "handed in",
    "table_entry.col_rounds": "Rounds",
    "table_entry.tab_tables": "Tables",
    "table_entry.tab_guests": "Guests ({count})",
    "table_entry.guests_board": "Guests",  # the guests' board, named for a screen reader
    "table_entry.address_box": "The chosen table's address",
    "table_entry.col_guest": "Guest",
    "table_entry.col_code": "Code",
    "table_entry.code_here": "on screen",
    "table_entry.code_earlier": "printed earlier",
    "table_entry.guest_waits": "waits",
    "table_entry.guest_leaves": "{table}, leaves at the bell",
    "table_entry.guest_late": "arrived late",
    "table_entry.from_computer": "computer: {who}",
    "table_entry.code_not_kept": "This card's code was issued before this program started: "
                                 "the card keeps working, but the club keeps only a "
                                 "fingerprint of its code, so it cannot be shown again. "
                                 "Printing the card gives it a new code (the card printed "
                                 "before then stops working).",
    "table_entry.print_one": "Print this card…",
    "table_entry.revoke_guest": "New address for the guest",
    "table_entry.revoke_guest_question": "Give {name} a new address? The code on their slip "
                                         "stops working at once; print the slip again.",
    "table_entry.renew_question": "The codes of {names} were printed before this program "
                                  "started and are not kept. Printing gives them new codes, "
                                  "and the cards printed before stop working. Print?",
    "table_entry.renew_table": "table {table}",
}
