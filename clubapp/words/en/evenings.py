"""Refusals about evenings and their tables: creating, closing, seating the players."""

MESSAGES = {
    "evenings.no_such_evening": "no evening number {number}",
    "evenings.closed": "the evening {name!r} is closed; reopen it to change it",
    "evenings.no_such_table": "no table with id {number}",
    "evenings.name_missing": "an evening needs a name",
    "evenings.name_too_long": "the name is longer than {maximum} characters",
    "evenings.unknown_kind": "unknown kind {kind!r} (one of {kinds})",
    "evenings.not_a_date": "the date is not a date",
    "evenings.retired": "{name} is retired",
    "evenings.already_seated": "{name} already sits at table {table}",
    "evenings.sits_at": "{name} at table {table}",
    "evenings.already_seated_many": "already seated at other tables: {seated}",
    "evenings.seated_twice": "{name} is seated twice",
}
