"""Checking a whole-club export before any of it is written: its shape, every value against its
column, ids and references, the values each column may take, and the games by their rules.

``check_document(data, schema)`` returns the rows ready to insert, table by table, or raises
``ServiceError`` naming the table, the row and the column and saying what is wrong with it.
Sizes are bounded: text by its column's length, JSON values in characters and depth, numbers by
their column. The recorded deals of every game are replayed by the game's rules here, so an
impossible deal is refused at the import, not found when the game is opened; the cached points
and the game's status are set from that replay (they are derived, never trusted).
"""

from __future__ import annotations

import datetime as dt
import json
from collections import defaultdict
from collections.abc import Mapping
from decimal import Decimal, InvalidOperation
from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    Date,
    DateTime,
    Integer,
    Numeric,
    String,
    Table,
    Text,
    UniqueConstraint,
)

from clubapp.services.club import hash_problem
from clubapp.services.evenings import EVENING_KINDS
from clubapp.services.member_privacy import MAIL_LANGUAGES, PUBLISH_AS
from clubapp.services.money_check import MONEY_CHOICES, check_money
from clubapp.services.seasons import MAX_STARS
from clubapp.services.views import ServiceError
from clubapp.store.models import Base
from clubapp.store.offer_models import OFFER_STATUSES
from clubapp.store.party_models import PARTY_CHANGE_KINDS

FORMAT = "clubapp-club"
VERSION = 1
DERIVED = frozenset({"change_counter", "game_result", "evening_result"})  # rebuilt, never carried
MAX_TEXT = 20_000  # characters of a text column without a length (a member's notes)
MAX_JSON = 1_000_000  # characters of one JSON value (a party's bell keeps its seating)
MAX_JSON_DEPTH = 16
MAX_DATETIME = 40
# the values a column may take, where the program knows them all
CHOICES: dict[tuple[str, str], tuple[str, ...]] = {
    ("evening", "status"): ("open", "closed"),
    ("evening", "kind"): tuple(EVENING_KINDS),
    ("game", "status"): ("playing", "finished"),
    ("deal", "status"): ("recorded", "withdrawn"),
    ("party", "draw_kind"): ("seeded", "cards", "seating", "rotation"),
    ("party_change", "kind"): PARTY_CHANGE_KINDS,
    ("party_change", "status"): ("done", "undone"),
    ("deal_offer", "status"): OFFER_STATUSES,
    # what a member lets the club publish and mail (an export without them: the defaults)
    ("member", "publish_as"): PUBLISH_AS,
    ("member", "language"): MAIL_LANGUAGES,
    **MONEY_CHOICES,  # the club's money: how a payment was made, a pot shared… (issue 33)
}
# numbers that count from one, or from nought, or stay within the tally card's stars
AT_LEAST: dict[tuple[str, str], int] = {
    ("play_table", "number"): 1, ("seat", "position"): 1, ("deal", "seq"): 1,
    ("deal", "revision"): 1, ("party", "tables"): 0, ("party_entrant", "position"): 0,
    ("party_change", "seq"): 1, ("party_change", "round"): 0,
    ("party_table_result", "table_number"): 1, ("club", "pin_failures"): 0,
    ("deal_offer", "table_number"): 1, ("evening", "chip_worth_units"): 1,
    ("evening_award", "gold"): 0, ("evening_award", "red"): 0, ("evening_award", "green"): 0,
}
AT_MOST: dict[tuple[str, str], int] = {
    ("evening_award", "gold"): MAX_STARS, ("evening_award", "red"): MAX_STARS,
    ("evening_award", "green"): MAX_STARS,
}

Rows = list[list[Any]]


def exported_tables() -> list[Table]:
    """The tables a whole-club export carries, parents before children."""
    return [t for t in Base.metadata.sorted_tables if t.name not in DERIVED]


def shown(value: Any, most: int = 40) -> str:
    """A value as the file has it, cut short: a refusal quotes what it refuses, not 10 MB."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= most else text[:most - 1] + "…"


def _as_typed(value: Any) -> Any:
    """A short text or number as it is (said quoted), anything else cut short."""
    if isinstance(value, int | str) and not isinstance(value, bool) and len(str(value)) <= 40:
        return value
    return shown(value)


class _Place:
    """Where a value stands: its table, row and column, for the refusal's words."""

    __slots__ = ("column", "row", "table")

    def __init__(self, table: str, row: int | None = None, column: str | None = None) -> None:
        self.table, self.row, self.column = table, row, column

    def refuse(self, message: str, **params: Any) -> ServiceError:
        # no field: the message itself says the table, the row and the column
        return ServiceError(message, table=self.table, row=self.row, column=self.column,
                            **params)


def _text(value: Any, most: int | None, at: _Place) -> str:
    if not isinstance(value, str):
        raise at.refuse("exchange.need_text", value=shown(value))
    if most is not None and len(value) > most:
        raise at.refuse("exchange.text_too_long", length=len(value), most=most)
    if "\x00" in value:
        raise at.refuse("exchange.bad_character")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate: no database can keep it
        raise at.refuse("exchange.bad_character") from None
    return value


def _json(value: Any, at: _Place) -> Any:
    try:
        text = json.dumps(value, ensure_ascii=False, allow_nan=False)
        text.encode("utf-8")
    except (TypeError, ValueError):
        raise at.refuse("exchange.bad_character") from None
    if len(text) > MAX_JSON:
        raise at.refuse("exchange.json_too_big", most=MAX_JSON)
    if "\\u0000" in text:
        raise at.refuse("exchange.bad_character")
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if depth > MAX_JSON_DEPTH:
            raise at.refuse("exchange.json_too_deep", most=MAX_JSON_DEPTH)
        if isinstance(item, dict):
            stack.extend((v, depth + 1) for v in item.values())
        elif isinstance(item, list):
            stack.extend((v, depth + 1) for v in item)
    return value


def _whole(value: Any, low: int, high: int, at: _Place) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise at.refuse("exchange.need_whole", low=low, high=high, value=shown(value))
    return value


def _value(column: Any, value: Any, at: _Place) -> Any:
    """A value of the file as its column keeps it; ServiceError saying what it should be."""
    kind = column.type
    if value is None:
        if not column.nullable:
            raise at.refuse("exchange.not_null")
        return None
    key = (at.table, column.name)
    if isinstance(kind, Boolean):
        if not isinstance(value, bool):
            raise at.refuse("exchange.need_yes_no", value=shown(value))
        return value
    if isinstance(kind, Integer):  # BigInteger too
        bound = 2**63 - 1 if isinstance(kind, BigInteger) else 2**31 - 1
        return _whole(value, AT_LEAST.get(key, -bound - 1), AT_MOST.get(key, bound), at)
    if isinstance(kind, DateTime):
        try:
            return dt.datetime.fromisoformat(_text(value, MAX_DATETIME, at))
        except ValueError:
            raise at.refuse("exchange.need_time", value=shown(value)) from None
    if isinstance(kind, Date):
        try:
            return dt.date.fromisoformat(_text(value, MAX_DATETIME, at))
        except ValueError:
            raise at.refuse("exchange.need_date", value=shown(value)) from None
    if isinstance(kind, Numeric):
        try:
            number = Decimal(_text(value, 40, at))
        except InvalidOperation:
            raise at.refuse("exchange.need_decimal", value=shown(value)) from None
        if not number.is_finite():
            raise at.refuse("exchange.need_decimal", value=shown(value))
        return number
    if isinstance(kind, JSON):
        return _json(value, at)
    if isinstance(kind, String):  # Text too
        most = None if isinstance(kind, Text) and kind.length is None else kind.length
        text = _text(value, most if most is not None else MAX_TEXT, at)
        choices = CHOICES.get(key)
        if choices is not None and text not in choices:
            raise at.refuse("exchange.not_a_choice", value=shown(value), choices=list(choices))
        return text
    raise at.refuse("exchange.need_text", value=shown(value))


def _required(column: Any) -> bool:
    return not column.nullable and column.default is None and column.server_default is None


def _check_columns(table: Table, content: Any) -> list[str]:
    at = _Place(table.name)
    if (not isinstance(content, Mapping) or not isinstance(content.get("columns"), list)
            or not isinstance(content.get("rows"), list)):
        raise at.refuse("exchange.table_shape")
    names: list[str] = []
    for name in content["columns"]:
        if not isinstance(name, str):
            raise at.refuse("exchange.column_not_text", value=shown(name))
        if name not in table.columns:
            raise at.refuse("exchange.unknown_column", name=_as_typed(name))
        if name in names:
            raise at.refuse("exchange.column_twice", name=name)
        names.append(name)
    for column in table.columns:
        if column.name not in names and (column.primary_key or _required(column)):
            raise at.refuse("exchange.column_missing", name=column.name)
    return names


def _check_rows(table: Table, names: list[str], rows: list[Any]) -> Rows:
    columns = [table.columns[name] for name in names]
    checked: Rows = []
    for number, row in enumerate(rows, start=1):
        if not isinstance(row, list) or len(row) != len(names):
            raise _Place(table.name, number).refuse("exchange.row_length", count=len(names))
        checked.append([_value(column, value, _Place(table.name, number, column.name))
                        for column, value in zip(columns, row, strict=True)])
    return checked


def check_table(table: Table, content: Any) -> tuple[list[str], Rows]:
    """One table of an export checked against ``table`` (today's model, or an older schema's
    table as its database has it): its column names and its rows as the columns keep them;
    ServiceError naming the table, row and column of the first thing wrong."""
    names = _check_columns(table, content)
    return names, _check_rows(table, names, content["rows"])


def _check_keys(tables: dict[str, tuple[list[str], Rows]]) -> None:
    """Ids given once, every reference to a row the file holds, unique columns unique."""
    ids: dict[str, set[int]] = {}
    for table in exported_tables():
        if table.name not in tables:
            continue
        names, rows = tables[table.name]
        if "id" in names:
            at = names.index("id")
            seen: dict[int, int] = {}
            for number, row in enumerate(rows, start=1):
                if row[at] in seen:
                    raise _Place(table.name, number, "id").refuse(
                        "exchange.id_twice", id=row[at], other=seen[row[at]])
                seen[row[at]] = number
            ids[table.name] = set(seen)
        for column in table.columns:
            for key in column.foreign_keys:
                if column.name not in names:
                    continue
                parent = key.column.table.name
                at = names.index(column.name)
                known = ids.get(parent, set())
                for number, row in enumerate(rows, start=1):
                    if row[at] is not None and row[at] not in known:
                        raise _Place(table.name, number, column.name).refuse(
                            "exchange.no_parent", parent=parent, id=row[at])
        for constraint in table.constraints:
            if not isinstance(constraint, UniqueConstraint):
                continue
            keys = [c.name for c in constraint.columns]
            if not all(k in names for k in keys):
                continue
            where = [names.index(k) for k in keys]
            first: dict[tuple[Any, ...], int] = {}
            for number, row in enumerate(rows, start=1):
                values = tuple(json.dumps(row[i], default=str) for i in where)
                if values in first:
                    raise _Place(table.name, number).refuse(
                        "exchange.same_as_row", columns=keys, other=first[values])
                first[values] = number


def _column(tables: dict[str, tuple[list[str], Rows]], table: str, row: list[Any],
            name: str, default: Any = None) -> Any:
    names = tables[table][0]
    return row[names.index(name)] if name in names else default


def _check_club(tables: dict[str, tuple[list[str], Rows]]) -> None:
    if "club" not in tables:
        return
    rows = tables["club"][1]
    if len(rows) > 1:
        raise _Place("club").refuse("exchange.one_club", count=len(rows))
    for number, row in enumerate(rows, start=1):
        stored = _column(tables, "club", row, "pin_hash")
        if stored is not None:
            problem = hash_problem(stored)
            if problem is not None:
                raise _Place("club", number, "pin_hash").refuse("exchange.pin_hash",
                                                                 because=_message(problem))
        if not str(_column(tables, "club", row, "name", "")).strip():
            raise _Place("club", number, "name").refuse("exchange.blank")


def _check_chip_worths(tables: dict[str, tuple[list[str], Rows]]) -> None:
    """An evening's white chip worth is one the evening could have been given (a sum of money,
    not negative; whole white chips), or none."""
    from clubapp.services.chip_worth import chip_value

    if "evening" not in tables:
        return
    for number, row in enumerate(tables["evening"][1], start=1):
        money = _column(tables, "evening", row, "chip_worth")
        units = _column(tables, "evening", row, "chip_worth_units")
        if money is None:
            continue
        try:
            chip_value(money, 1 if units is None else units)
        except ServiceError as exc:
            column = "chip_worth_units" if exc.field == "units" else "chip_worth"
            raise _Place("evening", number, column).refuse(
                "exchange.chip_worth", because=exc.why.params["cause"]) from None


def _message(message_id: str) -> Any:
    from clubapp.words import Message

    return Message(message_id)


def _check_names(tables: dict[str, tuple[list[str], Rows]]) -> None:
    for table, column in (("member", "name"), ("evening", "name"), ("season", "name")):
        if table not in tables or column not in tables[table][0]:
            continue
        at = tables[table][0].index(column)
        for number, row in enumerate(tables[table][1], start=1):
            if not row[at].strip():
                raise _Place(table, number, column).refuse("exchange.blank")


def _check_seasons(tables: dict[str, tuple[list[str], Rows]]) -> None:
    from clubapp.events.standing_rules import StandingRules
    from clubapp.rules import RuleError

    if "season" not in tables or "rules" not in tables["season"][0]:
        return
    at = tables["season"][0].index("rules")
    for number, row in enumerate(tables["season"][1], start=1):
        try:
            StandingRules.from_json(row[at] if row[at] is not None else {})
        except RuleError as exc:
            raise _Place("season", number, "rules").refuse(
                "exchange.rules_refused", part=exc.field, because=exc.why) from None
        except (TypeError, ValueError, AttributeError):
            raise _Place("season", number, "rules").refuse(
                "exchange.need_object", value=shown(row[at])) from None


def _check_games(tables: dict[str, tuple[list[str], Rows]]) -> None:
    """Every game by its rules: its players and house rules, then its recorded deals replayed.

    Sets each recorded deal's cached points and each game's status from the replay.
    """
    from clubapp.rules import RuleError, get_game

    if "game" not in tables:
        if "deal" in tables and tables["deal"][1]:
            raise _Place("deal").refuse("exchange.no_parent", parent="game",
                                        id=_column(tables, "deal", tables["deal"][1][0],
                                                   "game_id"))
        return
    members = {_column(tables, "member", r, "id") for r in tables.get("member", ([], []))[1]}
    deals: dict[int, list[tuple[int, list[Any]]]] = defaultdict(list)
    if "deal" in tables:
        for number, row in enumerate(tables["deal"][1], start=1):
            deals[_column(tables, "deal", row, "game_id")].append((number, row))
    names_of = tables["game"][0]
    for number, row in enumerate(tables["game"][1], start=1):
        at = _Place("game", number)
        kind = _column(tables, "game", row, "game_id")
        try:
            rules = get_game(kind)
        except RuleError:
            raise _Place("game", number, "game_id").refuse("exchange.unknown_game",
                                                           value=shown(kind)) from None
        options = _column(tables, "game", row, "options", {})
        players = _column(tables, "game", row, "player_names")
        ids = _column(tables, "game", row, "player_ids")
        if not isinstance(options, dict):
            raise _Place("game", number, "options").refuse("exchange.need_object",
                                                           value=shown(options))
        for column, values in (("player_names", players), ("player_ids", ids)):
            if not isinstance(values, list):
                raise _Place("game", number, column).refuse("exchange.need_list",
                                                            value=shown(values))
        for member in ids:
            if isinstance(member, bool) or not isinstance(member, int) or member not in members:
                raise _Place("game", number, "player_ids").refuse(
                    "exchange.no_parent", parent="member", id=shown(member))
        if len(players) != len(ids):
            raise at.refuse("exchange.names_and_ids", names=len(players), ids=len(ids))
        try:
            state = rules.new_state(players, options)
        except RuleError as exc:
            raise at.refuse("exchange.game_refused", part=exc.field, because=exc.why) from None
        recorded = sorted((r for r in deals.get(_column(tables, "game", row, "id"), [])
                           if _column(tables, "deal", r[1], "status", "recorded") == "recorded"),
                          key=lambda r: _column(tables, "deal", r[1], "seq"))
        entries = [_column(tables, "deal", r[1], "entry") for r in recorded]
        try:
            state = rules.score_all(state, entries)
        except RuleError as exc:
            index = (exc.deal or 1) - 1
            refused = recorded[min(index, len(recorded) - 1)] if recorded else (None, [])
            raise _Place("deal", refused[0]).refuse(
                "exchange.deal_refused", deal=_column(tables, "deal", refused[1], "seq"),
                game=_column(tables, "game", row, "id"), part=exc.field,
                because=exc.why) from None
        if "deal" in tables and "points" in tables["deal"][0]:
            at_points = tables["deal"][0].index("points")
            for (_, deal_row), record in zip(recorded, state.deals, strict=True):
                deal_row[at_points] = dict(record.points)
        if "status" in names_of:
            row[names_of.index("status")] = "finished" if state.over else "playing"


def _check_offers(tables: dict[str, tuple[list[str], Rows]]) -> None:
    """Each deal offered from a table's page: its entry an object, and a deal named exactly
    where it was recorded (confirmed by the other side, or recorded by the host)."""
    if "deal_offer" not in tables:
        return
    for number, row in enumerate(tables["deal_offer"][1], start=1):
        entry = _column(tables, "deal_offer", row, "entry", {})
        if not isinstance(entry, dict):
            raise _Place("deal_offer", number, "entry").refuse("exchange.need_object",
                                                               value=shown(entry))
        status = _column(tables, "deal_offer", row, "status", "waiting")
        deal = _column(tables, "deal_offer", row, "deal_id")
        at = _Place("deal_offer", number, "deal_id")
        if status in ("confirmed", "recorded") and deal is None:
            raise at.refuse("exchange.offer_without_deal", status=status)
        if status not in ("confirmed", "recorded") and deal is not None:
            raise at.refuse("exchange.offer_with_deal", status=status, id=deal)


def check_document(data: Any, schema: str) -> dict[str, tuple[list[str], Rows]]:
    """Every table of an export, checked through and ready to insert: ``{table: (columns,
    rows)}``; ServiceError at the first thing that is wrong, naming where it stands."""
    if not isinstance(data, Mapping) or data.get("format") != FORMAT:
        raise ServiceError("exchange.not_export")
    if data.get("version") != VERSION:
        raise ServiceError("exchange.version", version=_as_typed(data.get("version")),
                           reads=VERSION)
    if data.get("schema") != schema:
        raise ServiceError("exchange.schema", theirs=_as_typed(data.get("schema")), ours=schema)
    tables = data.get("tables")
    if not isinstance(tables, Mapping):
        raise ServiceError("exchange.no_tables")
    known = {t.name: t for t in exported_tables()}
    checked: dict[str, tuple[list[str], Rows]] = {}
    for name, content in tables.items():
        if name not in known:
            raise ServiceError("exchange.unknown_table", table=_as_typed(name))
        checked[name] = check_table(known[name], content)
    _check_keys(checked)
    _check_club(checked)
    _check_names(checked)
    _check_seasons(checked)
    _check_chip_worths(checked)
    _check_games(checked)
    _check_offers(checked)
    check_money(checked)
    return checked
