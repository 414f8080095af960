"""A bell's results checked before the rules see them, and the rules' refusals in the host's
words: "table 3: …" naming the table, instead of "tables[2].score: …"."""

from __future__ import annotations

from clubapp.cards import CardError, parse_card
from clubapp.events.cut_rules import cut_rule
from clubapp.events.progressive_json import table_at_fault
from clubapp.rules.errors import RuleError
from clubapp.services.party_views import BellRefused, TableEntry
from clubapp.services.views import ServiceError
from clubapp.words import Message

_PARTS = ("score", "next_hand_tricks", "cut")


def refusal(exc: RuleError, bell: bool = True) -> ServiceError:
    """The rules' refusal in the host's words: "table 3: …" instead of "tables[2].score: …"."""
    at = table_at_fault(exc.field)
    if at is None:
        return ServiceError(exc.why, exc.field)
    table, part = at
    part = part if part in _PARTS else "score"
    # "table 4 did not report…" names its table already
    named = exc.why.id == "progressive.cut_needed" and \
        exc.why.params["why"].id == "progressive.not_reported"
    message = exc.why if named else Message("party.at_table", table=table, reason=exc.why)
    if not bell:
        return ServiceError(message, f"table {table}")
    return BellRefused(message, table, part, _box_index(exc.field))  # positional: see its init


def _box_index(field: str) -> int | None:
    """The pair's box a field names: ``tables[2].score[1]`` is the second pair's score."""
    if field.endswith("]") and field[-3:-2] == "[" and field[-2:-1] in "01":
        return int(field[-2])
    return None


def _part(name: str) -> Message:
    return Message(f"progressive.part_{name}")


def check_entry(entry: TableEntry) -> None:
    """Shapes the rules do not look at unless needed: nothing malformed is ever stored."""
    if isinstance(entry.table, bool) or not isinstance(entry.table, int):
        raise BellRefused("party.table_number_expected", value=entry.table)
    for part, value, kind in (("score", entry.score, int), ("next_hand_tricks",
                                                            entry.next_hand_tricks, int),
                              ("cut", entry.cut, str)):
        if value is None:
            continue
        if not isinstance(value, tuple | list) or len(value) != 2:
            raise BellRefused("party.entry_two", entry.table, part, table=entry.table,
                              part=_part(part))
        for index, item in enumerate(value):
            if isinstance(item, bool) or not isinstance(item, kind):
                raise BellRefused("party.entry_not_number" if kind is int
                                  else "party.entry_not_card", entry.table, part, index,
                                  table=entry.table, part=_part(part), value=item)
    if entry.next_hand_tricks is not None:
        first, second = entry.next_hand_tricks
        if not (0 <= first <= 5 and 0 <= second <= 5) or first + second > 5:
            raise BellRefused("party.entry_tricks", entry.table, "next_hand_tricks",
                              table=entry.table, first=first, second=second)
    if entry.score is not None:
        for index, points in enumerate(entry.score):
            if not 0 <= points <= 99:
                raise BellRefused("party.entry_points", entry.table, "score", index,
                                  table=entry.table)


def cut_refused(table: int, index: int, text: str) -> BellRefused | None:
    """What the bell would say of a cut card as typed at a table, said at once (before the
    bell): not a card, or not a card of the party's pack (line 79: seven to ace); None when
    it is one. ``index``: the pair (0 or 1)."""
    where = f"tables[{table - 1}].cut[{index}]"
    try:
        cut_rule("progressive-euchre").check_card(parse_card(text), where)
    except CardError as exc:
        error = RuleError(where, exc.why)
    except RuleError as exc:
        error = exc
    else:
        return None
    refused = refusal(error)
    assert isinstance(refused, BellRefused)  # ``where`` names the table
    return refused
