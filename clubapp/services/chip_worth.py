"""What a white chip is worth at an evening: set once by the organiser, kept with the evening.

The worth is ``money`` for ``units`` white chips (``ledger.ChipValue``): 0.05 for one white
chip, or 0.25 for three. An evening without one keeps chips only. The table pages, the window's
table and the chip statement show money beside chips at the evening's worth; the chips dialog
and ``clubapp chips`` settle at it unless told another.
"""

from __future__ import annotations

from decimal import Decimal, InvalidOperation
from typing import Any

from clubapp.ledger import ChipValue, LedgerError
from clubapp.services.views import ServiceError
from clubapp.store.models import Evening
from clubapp.words import Message

PLACES = 4  # the column keeps money to a ten-thousandth
MOST_MONEY = Decimal("99999999")  # what the column holds before its point
MOST_UNITS = 10_000  # white chips one worth may be given for


def _tidy(money: Decimal) -> Decimal:
    """Money as a person writes it: to the cent at least, no zeros past the last digit
    (the column gives 0.0500 back for 0.05)."""
    money = money.normalize()
    exponent = money.as_tuple().exponent  # a letter for NaN and Infinity: ChipValue refuses them
    return money.quantize(Decimal("0.01")) if isinstance(exponent, int) and exponent > -2 \
        else money


def chip_value(money: Any, units: Any = 1) -> ChipValue:
    """The worth given as money (a Decimal, or its text) for so many white chips; ServiceError
    ``chips.bad_worth`` saying why it is no worth the evening can keep."""
    if isinstance(money, float):  # a float is no sum of money: 0.05 is 0.05000000000000000277
        raise ServiceError("chips.bad_worth", "value",
                           cause=Message("ledger.worth_money", value=repr(money)))
    try:
        amount = money if isinstance(money, Decimal) else Decimal(str(money).strip())
    except (InvalidOperation, ValueError):  # Decimal's own words name a Python class, no reason
        raise ServiceError("chips.bad_worth", "value",
                           cause=Message("ledger.worth_money", value=str(money))) from None
    try:
        ChipValue(amount, units)  # the ledger's own checks: a sum of money, whole white chips
    except LedgerError as exc:
        about = "units" if exc.why.id == "ledger.worth_units" else "value"
        raise ServiceError("chips.bad_worth", about, cause=exc.why) from None
    if amount > MOST_MONEY:
        raise ServiceError("chips.bad_worth", "value",
                           cause=Message("chips.worth_too_much", most=MOST_MONEY,
                                         value=str(money)))
    if amount != amount.quantize(Decimal(1).scaleb(-PLACES)):  # finer than the column keeps
        raise ServiceError("chips.bad_worth", "value",
                           cause=Message("chips.worth_places", places=PLACES, value=str(money)))
    if units > MOST_UNITS:
        raise ServiceError("chips.bad_worth", "units",
                           cause=Message("chips.worth_too_many", most=MOST_UNITS, units=units))
    return ChipValue(_tidy(amount), units)


def kept_worth(evening: Evening) -> ChipValue | None:
    """The worth the evening keeps, or None (chips only); a worth that is no worth (a row
    written by hand) counts as none rather than stop the evening from showing."""
    if evening.chip_worth is None:
        return None
    try:
        return ChipValue(_tidy(Decimal(evening.chip_worth)), int(evening.chip_worth_units or 1))
    except (LedgerError, ArithmeticError, TypeError, ValueError):
        return None


def worth_json(value: ChipValue | None) -> dict[str, Any] | None:
    """The worth as the audit log and the command line write it: ``{"money": "0.05",
    "units": 1}`` (money as text: never a float), or None."""
    if value is None:
        return None
    return {"money": str(value.money), "units": value.units}


def keep_worth(evening: Evening, value: ChipValue | None) -> tuple[Any, Any]:
    """Put the worth on the evening's row (None: chips only); what it was and what it is now,
    as ``worth_json`` writes them."""
    before = worth_json(kept_worth(evening))
    evening.chip_worth = value.money if value is not None else None
    evening.chip_worth_units = value.units if value is not None else None
    return before, worth_json(value)
