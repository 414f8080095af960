"""The window's *Table entry*: serving the evening's table pages to the phones."""

MESSAGES = {
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
}
