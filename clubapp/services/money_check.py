"""Checking the club's money in a whole-club export before it is imported (``club_check``):
every sum a sum the club could have kept (not below nothing, in the evening's minor unit), every
rule one a setup could have given (the payout rule, a pot's condition and share), every choice
one of its choices. An export made before the club kept money has none of these tables: nothing
to check, and its evenings come in with no money set up.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from decimal import Decimal
from typing import Any

from clubapp.events.pot_claims import read_condition
from clubapp.ledger.money import MINOR_UNITS, read_payout
from clubapp.rules.errors import RuleError
from clubapp.services.views import ServiceError
from clubapp.store.money_models import (
    AWARD_STATUSES,
    DEPOSIT_KINDS,
    PAY_OUT_WAYS,
    PAYMENT_STATUSES,
    PAYMENT_WAYS,
    SEVERAL,
)
from clubapp.words import Message

Tables = Mapping[str, tuple[list[str], list[list[Any]]]]

# the values a money column may take (club_check's CHOICES)
MONEY_CHOICES: dict[tuple[str, str], tuple[str, ...]] = {
    ("money_setup", "pay_out"): PAY_OUT_WAYS,
    ("money_pot", "several"): SEVERAL,
    ("money_evening_pot", "several"): SEVERAL,
    ("money_payment", "how"): PAYMENT_WAYS,
    ("money_payment", "status"): PAYMENT_STATUSES,
    ("money_award", "status"): AWARD_STATUSES,
    ("money_deposit", "kind"): DEPOSIT_KINDS,
}


def _refuse(table: str, row: int, column: str, because: Message) -> ServiceError:
    return ServiceError("money.import_refused", table=table, row=row, column=column,
                        because=because)


def _rows(tables: Tables, table: str) -> list[tuple[int, Callable[[str], Any]]]:
    """Each row of a table with a reader of its columns by name (None for one not given)."""
    if table not in tables:
        return []
    names, rows = tables[table]

    def reader(row: list[Any]) -> Callable[[str], Any]:
        return lambda name: row[names.index(name)] if name in names else None

    return [(number, reader(row)) for number, row in enumerate(rows, start=1)]


def _sum(table: str, number: int, column: str, value: Any, minor: Decimal, *,
         above_nothing: bool = False) -> None:
    if value is None:
        return
    amount = Decimal(value)
    if amount < 0 or (above_nothing and amount == 0):
        raise _refuse(table, number, column, Message("money.amount_negative", value=str(value)))
    if amount % minor:
        raise _refuse(table, number, column, Message("money.amount_places", value=str(value),
                                                     places=max(0, -minor.as_tuple().exponent)))  # type: ignore[operator]


def _takes(table: str, number: int, value: Any) -> None:
    if value is not None and not Decimal(0) < Decimal(value) <= Decimal(100):
        raise _refuse(table, number, "takes", Message("money.percent_range", value=str(value)))


def _condition(table: str, number: int, value: Any) -> None:
    try:
        read_condition(value)
    except RuleError as exc:
        raise _refuse(table, number, "won_by", exc.why) from None


def check_money(tables: Tables) -> None:
    """Every money row of an export as the club could have kept it; ServiceError naming the
    table, the row and the column of the first that is not."""
    minors: dict[Any, Decimal] = {}
    for number, column in _rows(tables, "money_setup"):
        unit = Decimal(column("minor_unit") or "0.01").normalize()
        if unit not in MINOR_UNITS:
            raise _refuse("money_setup", number, "minor_unit",
                          Message("money.minor_unit", value=str(unit),
                                  units=[str(u) for u in MINOR_UNITS]))
        minors[column("evening_id")] = unit
        currency = column("currency") or ""
        if currency and (len(currency) != 3 or not currency.isalpha()):
            raise _refuse("money_setup", number, "currency",
                          Message("money.currency_code", value=currency))
        for name in ("entry_fee", "guest_fee", "table_money"):
            _sum("money_setup", number, name, column(name), unit)
        extras = column("extras") or []
        if not isinstance(extras, list) or not all(
                isinstance(e, dict) and set(e) == {"name", "amount"}
                and isinstance(e["name"], str) and e["name"].strip()
                and isinstance(e["amount"], str) for e in extras):
            raise _refuse("money_setup", number, "extras", Message("money.extra_shape",
                                                                   shape='[{"name", "amount"}]'))
        for extra in extras:
            try:
                _sum("money_setup", number, "extras", Decimal(extra["amount"]), unit)
            except ArithmeticError:
                raise _refuse("money_setup", number, "extras", Message(
                    "money.not_an_amount", value=extra["amount"])) from None
        try:
            read_payout(column("payout"), unit)
        except RuleError as exc:
            raise _refuse("money_setup", number, "payout", exc.why) from None
    for number, column in _rows(tables, "money_pot"):
        if not str(column("name") or "").strip():
            raise _refuse("money_pot", number, "name", Message("money.name_missing"))
        _sum("money_pot", number, "per_player", column("per_player"), Decimal("0.0001"))
        _condition("money_pot", number, column("won_by"))
        _takes("money_pot", number, column("takes"))
    for number, column in _rows(tables, "money_evening_pot"):
        unit = minors.get(column("evening_id"), Decimal("0.01"))
        _sum("money_evening_pot", number, "per_player", column("per_player"), unit)
        _condition("money_evening_pot", number, column("won_by"))
        _takes("money_evening_pot", number, column("takes"))
    for table in ("money_payment", "money_deposit"):
        for number, column in _rows(tables, table):
            _sum(table, number, "amount", column("amount"), Decimal("0.0001"), above_nothing=True)
