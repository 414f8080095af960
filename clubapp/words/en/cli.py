"""The command line's own refusals, and the names of what its options and input hold."""

MESSAGES = {
    "cli.input_closed": "standard input is closed: give the JSON there (a file with < FILE, "
                        "or a pipe)",
    "cli.input_unreadable": "cannot read standard input: {reason}",
    "cli.no_input": "expected JSON on standard input, got nothing",
    "cli.not_json": "standard input is not JSON (line {line}, column {column})",
    "cli.option_pair": "{pair!r}: expected NAME=VALUE",
    "cli.no_database": "no club database at {path} (give --db FILE or URL)",
    "cli.bad_date": "{given!r}: expected a date as YYYY-MM-DD",
    "cli.not_money": "{given!r} is not a sum of money, such as 0.05",
    "cli.evening_set_nothing": "say what to change: --confirm-deals on|off, or --chip-worth "
                               "AMOUNT|none",
    "cli.chip_units_alone": "--chip-units goes with --chip-worth AMOUNT: how many white chips "
                            "that money buys",
    "cli.expected_shape": "expected {shape!c}",
    "cli.not_json_option": "not JSON (line {line}, column {column})",
    "cli.cannot_read": "cannot read {path}: {why}",
    "cli.cannot_write": "cannot write {path}: {why}",
    "cli.not_a_folder": "{path} is a file, not a folder",
    "cli.cannot_make_folder": "cannot make the folder {path}: {why}",
    # why a file could not be read or written (the system's reasons)
    "cli.os_no_such_file": "No such file or directory",
    "cli.os_not_allowed": "Permission denied",
    "cli.os_is_folder": "Is a directory",
    "cli.os_not_folder": "Not a directory",
    "cli.os_disk_full": "No space left on device",
    "cli.os_read_only": "Read-only file system",
    "cli.os_exists": "File exists",
    # clubapp draw
    "cli.names_list": "expected a list of names",
    "cli.names_lists": "{fields!c}: expected lists of names",
    "cli.cuts_list": "expected a list of rounds of cards",
    "cli.consecutive": "expected {{name: games played in a row}}",
    # clubapp export, import
    "cli.season_needed": "give the season's id (see `clubapp season list`)",
    "cli.members_file_refused": "the file cannot be imported: {problems}",
    "cli.preview_note": "a preview: nothing was imported; add --yes to import",
    "cli.club_brought_up": "the export was made by an earlier clubapp (database schema "
                           "{schema}): it was brought up to schema {newest} by the same "
                           "migrations that upgrade a club file, then imported",
    # the window, started where there is no screen
    "cli.no_screen": "no screen: set DISPLAY or QT_QPA_PLATFORM=offscreen",
    "cli.window_opened": "clubapp {version}: the window opened on {place}",
    # clubapp score
    "cli.score_input": 'expected `{{"players": [...], "deals": [...]}}`',
    "cli.players_list": "expected a list of names in seat order",
    "cli.deals_list": "expected a list of deals",
    "cli.options_object": "expected an object",
    # clubapp deal
    "cli.nothing_to_undo": "the game has no deal to undo",
    "cli.nothing_to_redo": "no deal of the game was undone: nothing to redo",
    "cli.no_such_deal": "there is no deal {number}: the game has {count} {count|deal|deals}",
    "cli.conflict": "{why}; yours: {mine}; kept now (revision {revision}): {theirs}",
    # clubapp demo
    "cli.demo_evening": "Demo evening",
    "cli.demo_club": "Demo card club",
    "cli.demo_members_taken": "the demo's members are there already ({names}): give the demo "
                              "a database of its own",
    "cli.demo_written": "wrote {count} {count|PDF|PDFs} into {folder}",
    # clubapp party
    "cli.party_start_input": 'expected `{{"players": [{{"name": n, "role": "red"|"blue"}}, '
                             '...]}}`',
    "cli.party_players": 'expected the guests, `[{{"name": n, "role": "red"|"blue"}}, ...]`',
    "cli.party_player": 'guest {position} of the list: expected `{{"name": n, "role": "red"|"blue"}}` (and `"stationary": true` for a guest who keeps one table)',
    "cli.party_stationary": 'guest {position} of the list: `stationary` is true or false',
    "cli.party_cards": 'expected the cards drawn by hand, `{{name: {{"pack": p, "card": c}}}}`',
    "cli.party_volunteers": "expected a list of names",
    "cli.party_bell_input": 'expected `{{"tables": [{{"table": n, "score": [a, b]}}, ...]}}`',
    "cli.party_tables": "expected the list of tables with their scores",
    "cli.party_table_row": 'table {position} of the list: expected `{{"table": n, "score": [a, b]}}`',
    "cli.party_unknown_key": "{key!r} is not a field of a table (`table`, `pairs`, `score`, "
                             "`next_hand_tricks`, `cut`)",
    "cli.party_not_started": "no party has been drawn for evening {evening} yet: "
                             "`clubapp party start` first",
    "cli.party_other_pairs": "these are not the pairs at table {table} now ({pairs}): ring "
                             "the bell on the seating in play",
    # what a refusal is about, as the line names it
    "cli.field_member": "member",
    "cli.field_evening": "evening",
    "cli.field_game": "game",
    "cli.field_deal": "deal",
    "cli.field_pin": "pin",
    "cli.field_name": "name",
    "cli.field_kind": "kind",
    "cli.field_date": "date",
    "cli.field_players": "players",
    "cli.field_revision": "revision",
    "cli.field_entry": "entry",
    "cli.field_value": "--white-chip",
    "cli.field_chip_worth": "--chip-worth",
    "cli.field_chip_units": "--chip-units",
    "cli.field_table": "table",
    "cli.field_tables": "tables",
    "cli.field_option": "--option",
    "cli.field_cards": "cards",
    "cli.field_volunteers": "volunteers",
    "cli.field_database": "database",
    "cli.field_role": "role",
    "cli.field_out": "--out",
    "cli.field_to": "--to",
    "cli.field_file": "file",
    "cli.field_season": "season",
    "cli.field_rules": "--rules",
    "cli.field_cuts": "cuts",
    "cli.field_consecutive": "consecutive",
    "cli.field_publish_as": "--publish",
    "cli.field_mail_results": "--mail",
    "cli.field_language": "--mail-language",
    "cli.rotation_number": "{option}: expected a whole number, {least} or more, not {value!r}",
    "cli.rotation_guests": "expected a list of the guests' names",
    "cli.rotation_guest": 'guest {position} of the list: expected a name or `{{"name": n, "stationary": true}}`',
}
