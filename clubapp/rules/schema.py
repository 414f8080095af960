"""Entry schemas and house-rule options: what a scorer fills in, declared as data.

One schema serves three readers: the window builds its score form from it, the CLI validates
JSON with it, and the engines read entries that it has already checked for type and range.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from clubapp.message import Term
from clubapp.rules.errors import RuleError

FieldKind = Literal[
    "int",  # a whole number in [minimum, maximum]
    "bool",  # yes / no
    "choice",  # one of ``choices``
    "side",  # one of the game's sides ("A", "B", …)
    "player",  # one of the players at the table
    "players",  # several distinct players
    "counts",  # a whole number per side or per player (``keys``): tricks, points
    "group",  # a nested object of ``fields``; optional groups switch on as a whole
    "cards",  # a list of cards in RULES.md notation
    "card",  # one card
    "answers",  # one of ``choices`` per side or per player (``keys``): whist / pass / invite
    "calls",  # a list of strings, each one of ``choices``: the calls of an auction in order
]


@dataclass(frozen=True)
class Field:
    """One field of a deal entry."""

    name: str
    kind: FieldKind
    label: str
    label_ru: str
    required: bool = True
    nullable: bool = False  # ``null`` is a meaningful answer ("nobody took it")
    minimum: int | None = None
    maximum: int | None = None
    choices: tuple[str, ...] = ()
    choice_labels: Mapping[str, str] = field(default_factory=dict)
    keys: Literal["sides", "players"] = "players"
    fields: tuple[Field, ...] = ()
    default: Any = None
    help: str = ""
    help_ru: str = ""
    choice_labels_ru: Mapping[str, str] = field(default_factory=dict)
    # an optional yes/no asked as a plain tick box: a tick says yes, no tick says nothing (a
    # check the scorer may ask for, such as "the pool is double", never an answer owed)
    plain_tick: bool = False

    def describe(self) -> dict[str, Any]:
        """The field as JSON-ready data (for ``clubapp games`` and the form)."""
        out: dict[str, Any] = {"name": self.name, "kind": self.kind, "label": self.label,
                               "label_ru": self.label_ru, "required": self.required}
        if self.nullable:
            out["nullable"] = True
        if self.minimum is not None:
            out["minimum"] = self.minimum
        if self.maximum is not None:
            out["maximum"] = self.maximum
        if self.choices:
            out["choices"] = list(self.choices)
        if self.kind in ("counts", "answers"):
            out["keys"] = self.keys
        if self.fields:
            out["fields"] = [f.describe() for f in self.fields]
        if self.default is not None:
            out["default"] = self.default
        return out


@dataclass(frozen=True)
class Option:
    """A house-rule option of a game, with the book's (or the standard) value as default."""

    name: str
    kind: Literal["int", "bool", "choice"]
    default: Any
    label: str
    label_ru: str
    minimum: int | None = None
    maximum: int | None = None
    choices: tuple[str, ...] = ()
    help: str = ""
    help_ru: str = ""
    choice_labels: Mapping[str, str] = field(default_factory=dict)
    choice_labels_ru: Mapping[str, str] = field(default_factory=dict)

    def parse(self, value: Any) -> Any:
        """Check a value for this option (JSON value or CLI text); raise RuleError if wrong."""
        where = f"option {self.name}"
        if self.kind == "bool":
            if isinstance(value, bool):
                return value
            if isinstance(value, str) and value.lower() in ("1", "true", "yes", "on"):
                return True
            if isinstance(value, str) and value.lower() in ("0", "false", "no", "off"):
                return False
            raise RuleError(where, "schema.expected_bool", value=value)
        if self.kind == "int":
            number = _as_int(value)
            if number is None:
                raise RuleError(where, "schema.expected_int", value=value)
            if self.minimum is not None and number < self.minimum:
                raise RuleError(where, "schema.below_minimum", value=number, minimum=self.minimum)
            if self.maximum is not None and number > self.maximum:
                raise RuleError(where, "schema.above_maximum", value=number, maximum=self.maximum)
            return number
        if not isinstance(value, str) or value not in self.choices:
            raise RuleError(where, "schema.not_a_choice", value=value, choices=list(self.choices))
        return value

    def describe(self) -> dict[str, Any]:
        out: dict[str, Any] = {"name": self.name, "kind": self.kind, "default": self.default,
                               "label": self.label, "label_ru": self.label_ru}
        if self.choices:
            out["choices"] = list(self.choices)
        if self.minimum is not None:
            out["minimum"] = self.minimum
        if self.maximum is not None:
            out["maximum"] = self.maximum
        if self.help:
            out["help"] = self.help
        return out


def _as_int(value: object) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, str):
        try:
            return int(value.strip())
        except ValueError:
            return None
    return None


def resolve_options(options: Sequence[Option], given: Mapping[str, Any]) -> dict[str, Any]:
    """Defaults overlaid with the given values; an unknown option is an error."""
    known = {o.name: o for o in options}
    for name in given:
        if name not in known:
            if not known:
                raise RuleError(f"option {name}", "schema.no_options")
            raise RuleError(f"option {name}", "schema.unknown_option", known=list(known))
    return {o.name: (o.parse(given[o.name]) if o.name in given else o.default) for o in options}


def validate_fields(schema: Sequence[Field], entry: Mapping[str, Any], *,
                    players: Sequence[str], sides: Sequence[str], path: str = "",
                    game_id: str | None = None) -> None:
    """Check an entry's types and ranges against a schema; raise RuleError naming the field.

    Combinations (a euchred lone hand with five tricks…) are the engine's to check. With the
    ``game_id``, a refused call lists the calls by their words in the reader's language.
    """
    if not isinstance(entry, Mapping):
        raise RuleError(path or "deal", "schema.expected_object")
    known = {f.name for f in schema}
    for name in entry:
        if name not in known:
            raise RuleError(path + str(name), "schema.unknown_field", known=sorted(known))
    for fld in schema:
        where = path + fld.name
        if fld.name not in entry:
            if fld.required and fld.default is None:
                raise RuleError(where, "schema.missing")
            continue
        value = entry[fld.name]
        if value is None:
            if fld.nullable or not fld.required or fld.default is not None:
                continue  # null is "nobody" where it means that, else "not given"
            raise RuleError(where, "schema.not_null")
        _validate_value(fld, value, where, players=players, sides=sides, game_id=game_id,
                        path=path)


def without_unset(schema: Sequence[Field], entry: Any) -> Any:
    """The entry without the fields given as ``null`` that mean "not given" (every optional
    field that is not ``nullable``), at every depth: the engines then see them as absent."""
    if not isinstance(entry, Mapping):
        return entry
    fields = {f.name: f for f in schema}
    out: dict[Any, Any] = {}
    for name, value in entry.items():
        fld = fields.get(name)
        if fld is None:
            out[name] = value  # unknown: validate_fields names it
        elif value is None:
            if fld.nullable or (fld.required and fld.default is None):
                out[name] = value
        elif fld.kind == "group":
            out[name] = without_unset(fld.fields, value)
        else:
            out[name] = value
    return out


def _validate_value(fld: Field, value: Any, where: str, *, players: Sequence[str],
                    sides: Sequence[str], game_id: str | None = None, path: str = "") -> None:
    kind = fld.kind
    if kind == "int":
        if isinstance(value, bool) or not isinstance(value, int):
            raise RuleError(where, "schema.expected_int", value=value)
        if fld.minimum is not None and value < fld.minimum:
            raise RuleError(where, "schema.below_minimum", value=value, minimum=fld.minimum)
        if fld.maximum is not None and value > fld.maximum:
            raise RuleError(where, "schema.above_maximum", value=value, maximum=fld.maximum)
    elif kind == "bool":
        if not isinstance(value, bool):
            raise RuleError(where, "schema.expected_bool", value=value)
    elif kind == "choice":
        if not isinstance(value, str) or value not in fld.choices:
            raise RuleError(where, "schema.not_a_choice", value=value, choices=list(fld.choices))
    elif kind == "side":
        if not isinstance(value, str) or value not in sides:
            raise RuleError(where, "schema.not_a_side", value=value, sides=list(sides))
    elif kind == "player":
        if not isinstance(value, str) or value not in players:
            raise RuleError(where, "schema.not_a_player", value=value)
    elif kind == "players":
        if not isinstance(value, list):
            raise RuleError(where, "schema.expected_players")
        for name in value:
            if not isinstance(name, str) or name not in players:
                raise RuleError(where, "schema.not_a_player", value=name)
        if len(set(value)) != len(value):
            raise RuleError(where, "schema.player_twice")
    elif kind == "counts":
        keys = sides if fld.keys == "sides" else players
        if not isinstance(value, Mapping):
            raise RuleError(where, "schema.expected_counts_" + fld.keys)
        for key, number in value.items():
            if key not in keys:
                raise RuleError(f"{where}.{key}", "schema.not_at_table_" + fld.keys)
            if isinstance(number, bool) or not isinstance(number, int):
                raise RuleError(f"{where}.{key}", "schema.expected_int", value=number)
            if fld.minimum is not None and number < fld.minimum:
                raise RuleError(f"{where}.{key}", "schema.below_minimum", value=number, minimum=fld.minimum)
            if fld.maximum is not None and number > fld.maximum:
                raise RuleError(f"{where}.{key}", "schema.above_maximum", value=number, maximum=fld.maximum)
    elif kind == "answers":
        keys = sides if fld.keys == "sides" else players
        if not isinstance(value, Mapping):
            raise RuleError(where, "schema.expected_answers_" + fld.keys)
        for key, answer in value.items():
            if key not in keys:
                raise RuleError(f"{where}.{key}", "schema.not_at_table_" + fld.keys)
            if not isinstance(answer, str) or answer not in fld.choices:
                raise RuleError(f"{where}.{key}", "schema.not_a_choice", value=answer,
                                choices=list(fld.choices))
    elif kind == "calls":
        if not isinstance(value, list):
            raise RuleError(where, "schema.expected_calls")
        for number, call in enumerate(value, start=1):
            if not isinstance(call, str) or (fld.choices and call not in fld.choices):
                choices: list[Any] = list(fld.choices) if game_id is None else [
                    Term.choice(game_id, path + fld.name, c) for c in fld.choices]
                raise RuleError(f"{where}.{number}", "schema.not_a_call", value=call,
                                choices=choices)
    elif kind == "group":
        validate_fields(fld.fields, value, players=players, sides=sides, path=where + ".",
                        game_id=game_id)
    elif kind in ("cards", "card"):
        from clubapp.cards import CardError, parse_card, parse_cards

        try:
            if kind == "card":
                if not isinstance(value, str):
                    raise CardError("cards.expected_card", value=value)
                parse_card(value)
            else:
                if not isinstance(value, list) or not all(isinstance(c, str) for c in value):
                    raise CardError("cards.expected_cards")
                parse_cards(value)
        except CardError as exc:
            raise RuleError(where, exc.why) from None
