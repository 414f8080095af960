"""Refusals of import and export: members from CSV, and a whole club's JSON document."""

MESSAGES = {
    # members from a spreadsheet
    "exchange.preview_changed": "the file changed since the preview; preview it again",
    "exchange.cannot_import": "the file cannot be imported: {problems}",
    "exchange.list_changed": "the member list changed since the preview ({rows}); nothing was "
                             "imported: preview the file again",
    "exchange.row_named": "row {line} {name}",
    "exchange.nothing_to_import": "no row of the file can be imported",
    # JSON read from outside (a file, standard input)
    "exchange.not_json": "the file is not JSON (line {line}, column {column})",
    "exchange.not_utf8": "the input is not UTF-8 text (byte {offset} is not)",
    "exchange.too_big": "the input is {megabytes} MB: at most {most} MB is read",
    "exchange.club_too_big": "the file is {megabytes} MB: a club's export is read up to {most} MB "
                             "(a club's own is a few MB)",
    "exchange.too_deep": "the input is nested more than {most} levels deep",
    "exchange.json_constant": "the input holds {word!r}, which is not a JSON value",
    "exchange.number_too_long": "the input holds a number of more than 4300 digits",
    # a whole club
    "exchange.not_export": "this is not a clubapp club export",
    "exchange.version": "this export is of format version {version!r}; this clubapp reads "
                        "version {reads}",
    "exchange.schema": "this export was made by a clubapp with database schema {theirs!r}; this "
                       "one has {ours!r}. Open it with the same version of clubapp.",
    "exchange.no_tables": "the export has no tables",
    # an export of an earlier schema, brought up to today's before it is imported
    "exchange.unknown_table_then": "the export says it was made with database schema "
                                   "{schema}, which had no table {table}",
    "exchange.rows_clash": "table {table}: two rows give the same id, or the same value where "
                           "only one row may have it",
    "exchange.cannot_bring_up": "the export of database schema {schema} could not be brought "
                                "up to schema {newest} ({detail}); nothing was imported",
    "exchange.unknown_table": "the export holds a table this clubapp does not know: {table}",
    "exchange.table_shape": "table {table}: expected columns and rows",
    "exchange.column_not_text": "table {table}: a column's name is text, not {value}",
    "exchange.unknown_column": "table {table}: unknown column {name!r}",
    "exchange.column_twice": "table {table}: the column {name!r} is given twice",
    "exchange.column_missing": "table {table}: the column {name!r} is missing",
    "exchange.row_length": "table {table}, row {row}: expected {count} values",
    "exchange.not_null": "table {table}, row {row}, {column}: a value is needed, not null",
    "exchange.need_yes_no": "table {table}, row {row}, {column}: expected true or false, not "
                            "{value}",
    "exchange.need_whole": "table {table}, row {row}, {column}: expected a whole number from "
                           "{low} to {high}, not {value}",
    "exchange.need_text": "table {table}, row {row}, {column}: expected text, not {value}",
    "exchange.text_too_long": "table {table}, row {row}, {column}: {length} characters, more "
                              "than the {most} it may hold",
    "exchange.bad_character": "table {table}, row {row}, {column}: holds a character no "
                              "database keeps (a NUL or half of a pair)",
    "exchange.need_time": "table {table}, row {row}, {column}: expected a date and time written "
                          "2026-01-09T19:30:00, not {value}",
    "exchange.need_date": "table {table}, row {row}, {column}: expected a date written "
                          "2026-01-09, not {value}",
    "exchange.need_decimal": "table {table}, row {row}, {column}: expected an amount written "
                             "12.50, not {value}",
    "exchange.need_object": "table {table}, row {row}, {column}: expected an object "
                            "{{\"name\": value, …}}, not {value}",
    "exchange.need_list": "table {table}, row {row}, {column}: expected a list [ … ], not "
                          "{value}",
    "exchange.json_too_big": "table {table}, row {row}, {column}: more than {most} characters "
                             "of JSON",
    "exchange.json_too_deep": "table {table}, row {row}, {column}: nested more than {most} "
                              "levels deep",
    "exchange.not_a_choice": "table {table}, row {row}, {column}: {value} is not one of "
                             "{choices}",
    "exchange.blank": "table {table}, row {row}, {column}: may not be blank",
    "exchange.id_twice": "table {table}, row {row}, id: {id} is also the id of row {other}",
    "exchange.no_parent": "table {table}, row {row}, {column}: refers to {parent} {id}, which "
                          "the export does not hold",
    "exchange.same_as_row": "table {table}, row {row}: {columns} the same as in row {other}",
    "exchange.one_club": "the export holds {count} clubs; a club's export holds one",
    "exchange.chip_worth": "table {table}, row {row}, {column}: {because}",
    "exchange.pin_hash": "table {table}, row {row}, {column}: {because}",
    "exchange.rules_refused": "table {table}, row {row}, {column}: {part}: {because}",
    "exchange.unknown_game": "table {table}, row {row}, {column}: {value} is not a game this "
                             "clubapp knows",
    "exchange.names_and_ids": "table {table}, row {row}: {names} player names but {ids} player "
                              "ids",
    "exchange.game_refused": "table {table}, row {row}: the game cannot be played so by its "
                             "rules ({part}: {because})",
    "exchange.deal_refused": "table {table}, row {row}: deal {deal} of game {game} does not "
                             "score by the game's rules ({part}: {because})",
    "exchange.party_refused": "the card party of evening {evening} does not replay: {because}",
    "exchange.party_unreadable": "the card party of evening {evening} cannot be read back "
                                 "({detail})",
    "exchange.not_empty": "this database already holds a club's data ({table}); import a whole "
                          "club into a new, empty database",
    "exchange.does_not_hang_together": "the export does not hang together (a row refers to one "
                                       "that is not there): {detail}",
    "exchange.offer_without_deal": "table {table}, row {row}, {column}: a deal offer {status!r} "
                                   "names the deal it was recorded as; this one names none",
    "exchange.offer_with_deal": "table {table}, row {row}, {column}: a deal offer {status!r} was "
                                "never recorded, yet names deal {id}",
    # the CSV exports' column headings (members, evenings, standings): read by people; the
    # members' are read back by the import too (member_csv)
    "exchange.head_name": "Name",
    "exchange.head_email": "E-mail",
    "exchange.head_phone": "Phone",
    "exchange.head_notes": "Notes",
    "exchange.head_joined": "Joined",
    "exchange.head_retired": "Retired",
    "exchange.head_publish_as": "Published as",
    "exchange.head_mail_results": "Results mail",
    "exchange.head_language": "Mail language",
    "exchange.head_date": "Date",
    "exchange.head_evening": "Evening",
    "exchange.head_kind": "Kind",
    "exchange.head_status": "Status",
    "exchange.head_tables": "Tables",
    "exchange.head_players": "Players",
    "exchange.head_rounds": "Rounds",
    "exchange.head_games": "Games",
    "exchange.head_deals": "Deals",
    "exchange.head_seasons": "Seasons",
    "exchange.head_place": "Place",
    "exchange.head_member": "Member",
    "exchange.head_evenings": "Evenings",
    "exchange.head_played": "Games played",
    "exchange.head_won": "Games won",
    "exchange.head_lost": "Games lost",
    "exchange.head_points": "Points",
    "exchange.head_gold": "Gold stars",
    "exchange.head_red": "Red stars",
    "exchange.head_green": "Green stars",
    "exchange.head_spread": "Spread",
    "exchange.head_note": "Note",
}
