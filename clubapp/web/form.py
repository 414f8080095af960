"""A table page's score form, built from the game's entry schema, and the entry read back.

The same fields, labels, choices and word for "optional" and "nobody" as the window's form
(``clubapp/ui/evening/entry_form.py``), as plain HTML controls: each input's ``name`` is the
entry field's name, a group's fields ``group.field`` (DESIGN.md "Table pages"). Reading keeps
the window's meanings apart: a blank field is left out (so a required one is "missing", never
a zero); a nullable choice has "nobody" (null) besides the blank; an optional yes/no without a
default is a choice of blank, yes and no; an optional list of players has its "nobody" box for
the empty list. Pure: no HTTP here.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from clubapp import glossary
from clubapp.rules import Field, RuleError
from clubapp.rules.entry_text import TEXT_KINDS, placeholder, read_text
from clubapp.words import Message, say

NOBODY = "__nobody__"  # the value of a "nobody" item: null (or the empty list), apart from blank
POINTS_SWITCH = "points_instead"  # the box that enters each side's points instead of the fields


class FormData(Protocol):
    """What a submitted form gives: one value or every value of a name (Starlette's form)."""

    def get(self, key: str, default: Any = None) -> Any: ...

    def getlist(self, key: str) -> list[Any]: ...


@dataclass
class Control:
    """One control of the page: what the template draws for a field (or a part of one)."""

    name: str  # the input's name: the field's dotted path, a part's "field.key"
    kind: str  # number, check, tristate, select, checks, parts, group, text
    label: str
    help: str = ""
    optional: bool = False
    options: list[tuple[str, str]] = field(default_factory=list)  # (value, label) of a select
    parts: list[Control] = field(default_factory=list)  # a field's boxes, a group's fields
    value: str = ""  # what the box shows
    values: tuple[str, ...] = ()  # what is ticked (checks)
    checked: bool = False
    switch: bool = False  # a group that is switched on as a whole
    error: str = ""
    placeholder: str = ""


def _title(fld: Field, lang: str, optional: bool) -> str:
    text = glossary.field_label(fld, lang)
    if optional and "optional" not in fld.label.lower():
        text += " (" + say(Message("web.optional"), lang) + ")"
    return text


def _text(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, list | tuple):
        return " ".join(str(v) for v in value)
    return str(value)


class FormBuilder:
    """The controls of one game's form at one table, in a language, filled from a sent form
    (after a refusal: every value as typed) or from the fields' defaults."""

    def __init__(self, schema: Sequence[Field], players: Sequence[str], sides: Sequence[str],
                 side_labels: Mapping[str, str], lang: str) -> None:
        self.schema, self.players, self.sides = tuple(schema), tuple(players), tuple(sides)
        self.side_labels, self.lang = dict(side_labels), lang

    def controls(self, sent: FormData | None = None,
                 errors: Mapping[str, str] | None = None) -> list[Control]:
        """Every field's control; ``errors`` by control name go beside their controls."""
        made = [self._control(fld, "", sent, nested=False) for fld in self.schema]
        if errors:
            for control in _walk(made):
                control.error = errors.get(control.name, "")
        return made

    def points(self, sent: FormData | None = None) -> list[Control]:
        """The boxes of "enter the points instead": one per side."""
        return [Control(f"points.{side}", "number", self.side_labels.get(side, side),
                        value=str(sent.get(f"points.{side}", "")) if sent else "",
                        placeholder="0") for side in self.sides]

    def _control(self, fld: Field, prefix: str, sent: FormData | None, *, nested: bool
                 ) -> Control:
        name = prefix + fld.name
        lang = self.lang
        optional = not fld.required and not nested
        label = _title(fld, lang, optional if fld.kind != "group" else not fld.required)
        help_text = glossary.field_help(fld, lang)
        kind = fld.kind
        given = (lambda key=name: str(sent.get(key, "") or "")) if sent is not None else \
            (lambda key=name: _text(fld.default) if key == name else "")
        if kind == "int":
            return Control(name, "number", label, help_text, optional, value=given())
        if kind == "bool":
            if not fld.required and fld.default is None and not fld.plain_tick:
                # "not said" differs from "no"
                return Control(name, "select", label, help_text, optional, options=[
                    ("", "—"), ("yes", say(Message("words.yes"), lang)),
                    ("no", say(Message("words.no"), lang))], value=given())
            checked = (sent.get(name) == "yes") if sent is not None else bool(fld.default)
            return Control(name, "check", label, help_text, optional, checked=checked)
        if kind in ("choice", "side", "player"):
            options = [("", "—")]
            if fld.nullable:
                options.append((NOBODY, say(Message("web.nobody"), lang)))
            if kind == "choice":
                options += [(c, glossary.choice_label(fld, c, lang)) for c in fld.choices]
            elif kind == "side":
                options += [(s, self.side_labels.get(s, s)) for s in self.sides]
            else:
                options += [(p, p) for p in self.players]
            return Control(name, "select", label, help_text, optional, options=options,
                           value=given())
        if kind == "players":
            ticked = tuple(sent.getlist(name)) if sent is not None else ()
            options = [(p, p) for p in self.players]
            if not fld.required:
                options.append((NOBODY, say(Message("web.nobody"), lang)))
            return Control(name, "checks", label, help_text, optional, options=options,
                           values=ticked)
        if kind in ("counts", "answers"):
            keys = self.sides if fld.keys == "sides" else self.players
            parts = []
            for key in keys:
                part_name = f"{name}.{key}"
                key_label = key if key in self.sides else self.side_labels.get(key, key)
                value = str(sent.get(part_name, "") or "") if sent is not None else ""
                if kind == "counts":
                    parts.append(Control(part_name, "number", key_label, value=value))
                else:
                    parts.append(Control(part_name, "select", key_label, value=value, options=[
                        ("", "—"), *((c, glossary.choice_label(fld, c, lang))
                                     for c in fld.choices)]))
            return Control(name, "parts", label, help_text, optional, parts=parts)
        if kind == "group":
            children = [self._control(sub, name + ".", sent, nested=True) for sub in fld.fields]
            on = fld.required or (sent is not None and sent.get(name) == "on")
            return Control(name, "group", label, help_text, not fld.required, parts=children,
                           switch=not fld.required, checked=on)
        return Control(name, "text", label, help_text, optional, value=given(),
                       placeholder=placeholder(fld, lang))


def _walk(controls: Sequence[Control]):
    for control in controls:
        yield control
        yield from _walk(control.parts)


def is_alternatives(schema: Sequence[Field]) -> bool:
    """A schema whose every field is an optional group of its own, one of them a deal
    (cribbage: the deal as pegged, or its cards): the window's form shows one at a time."""
    return len(schema) >= 2 and all(f.kind == "group" and not f.required for f in schema)


class _Untouched:
    """A form as its page sends it untouched (every field at its default), with one group or
    the points switched on."""

    def __init__(self, values: dict[str, str]) -> None:
        self.values = values

    def get(self, key: str, default: Any = None) -> Any:
        return self.values.get(key, default)

    def getlist(self, key: str) -> list[Any]:
        return []


def next_deal_form(schema: Sequence[Field], last_entry: Mapping[str, Any] | None
                   ) -> FormData | None:
    """The next deal's blank form of a schema of alternatives, in the mode the last deal was
    entered in (its group, or the points), as the window keeps it from deal to deal; None
    where there is no mode to keep."""
    if not is_alternatives(schema) or not last_entry:
        return None
    if set(last_entry) - {"dealer"} == {"points"}:
        mode = POINTS_SWITCH
    else:
        mode = next((f.name for f in schema if f.name in last_entry), "")
    if not mode:
        return None
    return _Untouched({**dict(_defaults(schema, "")), mode: "on"})


def _defaults(schema: Sequence[Field], prefix: str):
    """(control name, value) of every field at its default, as the untouched page sends it."""
    for fld in schema:
        name = prefix + fld.name
        if fld.kind == "group":
            yield from _defaults(fld.fields, name + ".")
        elif fld.kind == "bool" and (fld.required or fld.default is not None):
            if fld.default:
                yield name, "yes"
        else:
            yield name, _text(fld.default)


class FormRefused(Exception):
    """A form that cannot be read as an entry: ``errors`` by control name (words already)."""

    def __init__(self, errors: dict[str, str]) -> None:
        super().__init__("; ".join(f"{k}: {v}" for k, v in errors.items()))
        self.errors = errors


def read_entry(schema: Sequence[Field], sent: FormData, players: Sequence[str],
               sides: Sequence[str], lang: str) -> dict[str, Any]:
    """The deal as the rules read it from a sent form; FormRefused for a box that holds no
    number (the rules check everything else: ranges, combinations, what is missing)."""
    errors: dict[str, str] = {}
    if sent.get(POINTS_SWITCH) == "on":
        points = {}
        for side in sides:
            number = read_number(sent.get(f"points.{side}", ""), f"points.{side}", errors,
                                 lang)
            points[side] = number if number is not None else 0
        if errors:
            raise FormRefused(errors)
        return {"points": points}
    entry = _read_fields(schema, sent, "", players, sides, errors, lang)
    if errors:
        raise FormRefused(errors)
    return entry


def _read_fields(schema: Sequence[Field], sent: FormData, prefix: str, players: Sequence[str],
                 sides: Sequence[str], errors: dict[str, str], lang: str) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for fld in schema:
        name = prefix + fld.name
        kind = fld.kind
        raw = sent.get(name, "")
        raw = raw.strip() if isinstance(raw, str) else ""
        if kind == "int":
            number = read_number(raw, name, errors, lang)
            if number is not None:
                out[fld.name] = number
        elif kind == "bool":
            if fld.plain_tick:  # a tick says yes, no tick says nothing
                if raw == "yes":
                    out[fld.name] = True
            elif not fld.required and fld.default is None:
                if raw in ("yes", "no"):
                    out[fld.name] = raw == "yes"
            else:
                out[fld.name] = raw == "yes"
        elif kind in ("choice", "side", "player"):
            if raw == NOBODY and fld.nullable:
                out[fld.name] = None
            elif raw:
                out[fld.name] = raw
        elif kind == "players":
            ticked = [v for v in sent.getlist(name) if isinstance(v, str)]
            if NOBODY in ticked:
                out[fld.name] = []
            elif ticked:
                out[fld.name] = [p for p in players if p in ticked] + \
                    [v for v in ticked if v not in players]
        elif kind == "counts":
            keys = sides if fld.keys == "sides" else players
            counts = {}
            for key in keys:
                number = read_number(sent.get(f"{name}.{key}", ""), f"{name}.{key}", errors,
                                     lang)
                if number is not None:
                    counts[key] = number
            if counts:
                out[fld.name] = counts
        elif kind == "answers":
            keys = sides if fld.keys == "sides" else players
            answers = {k: v for k in keys if (v := str(sent.get(f"{name}.{k}", "") or ""))}
            if answers:
                out[fld.name] = answers
        elif kind == "group":
            if fld.required or raw == "on":
                out[fld.name] = _read_fields(fld.fields, sent, name + ".", players, sides,
                                             errors, lang)
        elif kind in TEXT_KINDS:  # «раз», «5б» in either language: kept as "1", "5D"
            value = read_text(fld, raw)
            if value is not None:
                out[fld.name] = value
    return out


MOST_DIGITS = 9  # no score, count or number of tricks comes near a billion


def read_number(raw: Any, name: str, errors: dict[str, str], lang: str) -> int | None:
    """The whole number typed in a box (None when it is blank); a box that holds something
    else, or a number longer than any score, puts its message in ``errors`` under ``name``."""
    text = raw.strip().replace("−", "-") if isinstance(raw, str) else ""
    if not text:
        return None
    digits = text.lstrip("+-").lstrip("0")
    if len(digits) > MOST_DIGITS and digits.isdecimal():
        errors[name] = say(Message("web.number_too_long", most=MOST_DIGITS), lang)
        return None
    try:
        return int(text)
    except ValueError:
        shown = text if len(text) <= 24 else text[:24] + "…"
        errors[name] = say(Message("schema.expected_int", value=shown), lang)
        return None


def place_error(field_path: str, names: set[str]) -> str:
    """The control a refusal goes beside: the field it names, or the nearest group holding it
    ("" when none: above the form). ``tricks.A`` is the A box of tricks."""
    path = field_path or ""
    while path and path not in names:
        path = path.rpartition(".")[0]
    return path


def refusal_words(error: Exception, lang: str) -> tuple[str, str]:
    """A refusal of the rules or the services as (the field it names, the reason in words)."""
    if isinstance(error, RuleError):
        return error.field or "", say(error.why, lang)
    why = getattr(error, "why", None)
    reason = say(why, lang) if why is not None else str(error)
    return getattr(error, "field", None) or "", reason


def control_names(controls: Sequence[Control]) -> set[str]:
    """Every control's name, the parts of fields and the fields of groups included."""
    return {c.name for c in _walk(controls)}
