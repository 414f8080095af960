"""What ``money setup`` may change on an evening, read and checked before anything is written.

The setup is JSON (the command line's stdin, the window's form), every key optional: a key
given changes that part, a key left out leaves it as it is::

    {"currency": "USD", "minor_unit": "0.01",
     "entry_fee": "5.00", "guest_fee": "7.00", "table_money": "1.00",
     "extras": [{"name": "coffee", "amount": "0.50"}],
     "payout": {"places": [50, 30, 20], "fund": 100, "rounding": "cents_to_house",
                "from": "cribbage"},
     "pay_out": "cash",
     "pots": [{"name": "24 hand", "per_player": "0.25",
               "won_by": {"game": "cribbage", "hand_at_least": 24},
               "several": "first", "takes": 100}],
     "guests": [12, 15]}

Sums are text ("5.00") or whole numbers, never floats; the payout rule is
``clubapp.ledger.money.read_payout``'s, a pot's condition ``clubapp.events.pot_claims``'s.
``pots`` lists the pots in play that evening (a pot named for the first time is made the
club's, with its ``won_by``); ``guests`` the members who pay the guest's rate (member ids).
A refusal is a ``MoneyRefused`` naming the key (``entry_fee``, ``payout.places.2``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from clubapp.events.pot_claims import PotCondition, read_condition
from clubapp.ledger.money import (
    CENT,
    HUNDRED,
    MINOR_UNITS,
    MoneyError,
    PayoutRule,
    read_amount,
    read_payout,
    read_percent,
)
from clubapp.rules.errors import RuleError
from clubapp.services.views import ServiceError
from clubapp.words import Message

SETUP_KEYS = ("currency", "minor_unit", "entry_fee", "guest_fee", "table_money", "extras",
              "payout", "pay_out", "pots", "guests")
POT_KEYS = ("name", "per_player", "won_by", "several", "takes")
MOST_EXTRAS = 20
MOST_POTS = 20
MOST_NAME = 100
SETUP_SHAPE = '{"entry_fee": "5.00", "table_money": "1.00", "payout": {"places": [50, 30, 20]}}'
EXTRA_SHAPE = '{"name": "coffee", "amount": "0.50"}'
POT_SHAPE = ('{"name": "24 hand", "per_player": "0.25", '
             '"won_by": {"game": "cribbage", "hand_at_least": 24}}')


class MoneyRefused(ServiceError):
    """A refusal of the club's money that names the key it is about (``key``: ``entry_fee``,
    ``payout.places.2``, ``pots.1.won_by.game``), said in its message as the key is written
    (the window puts it beside its field)."""

    def __init__(self, key: str, why: Message) -> None:
        super().__init__(Message("money.at_key", key=key, reason=why) if key else why)
        self.key = key


def refused(error: RuleError) -> MoneyRefused:
    """A refusal of the ledger or of a pot's condition as the service's."""
    return MoneyRefused(error.field, error.why)


@dataclass(frozen=True)
class PotChange:
    """A pot named in a setup: its name and whatever of its rule was given."""

    name: str
    per_player: Decimal | None = None
    won_by: PotCondition | None = None
    several: str | None = None
    takes: Decimal | None = None


@dataclass(frozen=True)
class SetupChange:
    """A setup's changes, checked: ``given`` names the keys given; the others are None."""

    given: frozenset[str]
    currency: str | None = None
    minor_unit: Decimal | None = None
    entry_fee: Any = None  # the text, read again once the minor unit is known
    guest_fee: Any = None
    table_money: Any = None
    extras: Any = None
    payout: Any = None
    pay_out: str | None = None
    pots: tuple[PotChange, ...] | None = None
    guests: tuple[int, ...] | None = None


def currency_minor(code: str) -> Decimal:
    """The minor unit of an ISO 4217 currency (CLDR's, by Babel): 0.01 for USD, 1 for JPY."""
    from babel.numbers import get_currency_precision

    return Decimal(1).scaleb(-get_currency_precision(code)) if code else CENT


def _currency(value: object) -> str:
    from babel.numbers import list_currencies

    if not isinstance(value, str) or (value and (len(value) != 3 or not value.isalpha())):
        raise MoneyRefused("currency", Message("money.currency_code", value=str(value)))
    code = value.upper()
    if code and code not in list_currencies():
        raise MoneyRefused("currency", Message("money.currency_code", value=value))
    return code


def _minor(value: object) -> Decimal:
    try:
        unit = read_amount(value, "minor_unit", Decimal("0.0001"))
    except MoneyError as exc:
        raise refused(exc) from None
    if unit not in MINOR_UNITS:
        raise MoneyRefused("minor_unit", Message("money.minor_unit", value=str(value),
                                                 units=[str(u) for u in MINOR_UNITS]))
    return unit


def _name(value: object, key: str) -> str:
    if not isinstance(value, str) or not " ".join(value.split()):
        raise MoneyRefused(key, Message("money.name_missing"))
    name = " ".join(value.split())
    if len(name) > MOST_NAME:
        raise MoneyRefused(key, Message("money.name_too_long", most=MOST_NAME))
    return name


def _list(value: object, key: str, most: int) -> list[Any]:
    if not isinstance(value, list):
        raise MoneyRefused(key, Message("money.expected_list"))
    if len(value) > most:
        raise MoneyRefused(key, Message("money.too_many", most=most))
    return value


def _unknown(value: Mapping[str, Any], known: tuple[str, ...], key: str) -> None:
    odd = sorted(str(k) for k in value if k not in known)
    if odd:
        raise MoneyRefused(f"{key}.{odd[0]}" if key else odd[0],
                           Message("money.unknown_keys", keys=odd))


def _pot(value: object, key: str) -> PotChange:
    if not isinstance(value, Mapping):
        raise MoneyRefused(key, Message("money.pot_shape", shape=POT_SHAPE))
    _unknown(value, POT_KEYS, key)
    name = _name(value.get("name"), f"{key}.name")
    won_by = None
    if "won_by" in value:
        try:
            won_by = read_condition(value["won_by"], f"{key}.won_by")
        except RuleError as exc:
            raise refused(exc) from None
    several = value.get("several")
    if several is not None and several not in ("first", "share"):
        raise MoneyRefused(f"{key}.several", Message("money.not_a_choice", value=str(several),
                                                     choices=["first", "share"]))
    takes = None
    if "takes" in value:
        try:
            takes = read_percent(value["takes"], f"{key}.takes", positive=True)
        except MoneyError as exc:
            raise refused(exc) from None
    return PotChange(name, value.get("per_player"), won_by, several, takes)


def read_setup(value: object) -> SetupChange:
    """A setup's changes from its JSON, checked as far as they can be without the club's data
    (the sums once more against the minor unit when it is known); MoneyRefused naming the key."""
    if not isinstance(value, Mapping):
        raise MoneyRefused("", Message("money.setup_shape", shape=SETUP_SHAPE))
    _unknown(value, SETUP_KEYS, "")
    given = frozenset(value)
    currency = _currency(value["currency"]) if "currency" in value else None
    minor = _minor(value["minor_unit"]) if "minor_unit" in value else None
    if minor is None and currency is not None:
        minor = currency_minor(currency)
    check_minor = minor or Decimal("0.0001")
    for key in ("entry_fee", "table_money"):
        if key in value:
            amount_of(value[key], key, check_minor)
    if value.get("guest_fee") is not None:
        amount_of(value["guest_fee"], "guest_fee", check_minor)
    extras = None
    if "extras" in value:
        extras = []
        seen: set[str] = set()
        for number, extra in enumerate(_list(value["extras"], "extras", MOST_EXTRAS), start=1):
            key = f"extras.{number}"
            if not isinstance(extra, Mapping):
                raise MoneyRefused(key, Message("money.extra_shape", shape=EXTRA_SHAPE))
            _unknown(extra, ("name", "amount"), key)
            name = _name(extra.get("name"), f"{key}.name")
            if name.casefold() in seen:
                raise MoneyRefused(f"{key}.name", Message("money.name_twice", name=name))
            seen.add(name.casefold())
            amount_of(extra.get("amount"), f"{key}.amount", check_minor)
            extras.append({"name": name, "amount": extra.get("amount")})
    if "payout" in value:
        payout_of(value["payout"], check_minor)
    pay_out = value.get("pay_out")
    if "pay_out" in value and pay_out not in ("cash", "balance"):
        raise MoneyRefused("pay_out", Message("money.not_a_choice", value=str(pay_out),
                                              choices=["cash", "balance"]))
    pots = None
    if "pots" in value:
        pots = tuple(_pot(p, f"pots.{n}")
                     for n, p in enumerate(_list(value["pots"], "pots", MOST_POTS), start=1))
        names = [p.name.casefold() for p in pots]
        for number, pot in enumerate(pots, start=1):
            if names.index(pot.name.casefold()) != number - 1:
                raise MoneyRefused(f"pots.{number}.name", Message("money.name_twice",
                                                                  name=pot.name))
            if pot.per_player is not None:
                amount_of(pot.per_player, f"pots.{number}.per_player", check_minor)
    guests = None
    if "guests" in value:
        guests = tuple(_member_id(g, f"guests.{n}")
                       for n, g in enumerate(_list(value["guests"], "guests", 10_000), start=1))
    return SetupChange(given, currency, minor, value.get("entry_fee"), value.get("guest_fee"),
                       value.get("table_money"), extras, value.get("payout"), pay_out, pots,
                       guests)


def _member_id(value: object, key: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise MoneyRefused(key, Message("money.member_number", value=str(value)))
    return value


def amount_of(value: object, key: str, minor: Decimal) -> Decimal:
    """A sum of money of the setup, or MoneyRefused naming its key."""
    try:
        return read_amount(value, key, minor)
    except MoneyError as exc:
        raise refused(exc) from None


def payout_of(value: object, minor: Decimal) -> PayoutRule | None:
    """The payout rule of the setup, or MoneyRefused naming its key."""
    try:
        return read_payout(value, minor)
    except MoneyError as exc:
        raise refused(exc) from None


def percent_of(value: object, key: str) -> Decimal:
    try:
        return read_percent(value, key, positive=True)
    except MoneyError as exc:
        raise refused(exc) from None


__all__ = ["HUNDRED", "SETUP_KEYS", "MoneyRefused", "PotChange", "SetupChange", "amount_of",
           "currency_minor", "payout_of", "percent_of", "read_setup", "refused"]
