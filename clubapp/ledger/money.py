"""The club's money, pure: amounts in the currency's minor unit, the payout rule and its
rounding, ties, and side pots rolling over. ``Decimal`` and ``Fraction`` only, never a float.

**Amounts.** A sum is a ``Decimal`` of whole minor units (cents): ``read_amount`` takes the text
a person or a JSON file gives ("5", "5.00", "0.25") and refuses a sign, a comma, an exponent,
letters, a float or more decimals than the minor unit has, naming the field.

**The payout rule** (``PayoutRule``) pays the prize fund — ``fund`` per cent of the entry fees,
100 by default: what remains of the takings after table money, extras and the pots' stakes —
to the places of the evening's standings:

- ``places``: a fixed list of shares in per cent of the fund, first place first (50, 30, 20);
- ``top_percent``: the top part of the field is paid (the American Cribbage Congress's clubs pay
  "one in four", the top quarter), the number of places rounded by ``count``: ``down`` (the
  default: one place for every whole four players, at least one — 13 players, 3 places),
  ``up`` (a part of four counts: 13 players, 4 places) or ``nearest`` (half up); the shares are
  ``linear`` (the default: k places weigh k, k − 1, …, 1), ``equal``, or a list in per cent (the
  first k of it, in proportion);
- ``party``: a card party's prizes (first, second, consolation, for each pack) at fixed amounts.

Where fewer players are placed than places are paid, the shares of the places paid are taken in
proportion, so that the fund goes to the players.

**Ties share the places they cover**: two tied for second share the money of second and third
equally (``payouts``); places beyond those paid add nothing.

**Rounding** (``Rounding``, named): every prize is rounded to its ``step`` (the minor unit unless
named), ``down`` or to the ``nearest`` step (half up), and what the rounding leaves (the odd
cents) goes to the house or to first place (the first listed among those tied for first):

- ``cents_to_house`` (the default): down to the cent, the odd cents to the house;
- ``cents_to_first``: down to the cent, the odd cents to first place;
- ``halves_to_first``: every prize but first's to the nearest 0.50, first place takes the rest;
- ``wholes_to_house``: down to whole units, the rest to the house.

Rounding to the nearest step pays more than the exact share at times, so it needs first place to
take what is left (the house never pays for the rounding); where the rest would leave first
place below nothing the prizes are rounded down instead.

**Side pots** (``pot_evening``): each player puts the pot's stake in; a claim takes ``takes``
per cent of the pot (all by default, rounded down to the cent); several claims in one evening go
by ``several``: ``first`` (the first recorded takes it) or ``share`` (each claim an equal part,
a claim of a partnership shared by its players); the cents that do not divide and a pot not
taken are carried to the pot's next evening.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from fractions import Fraction
from itertools import pairwise
from math import ceil, floor
from typing import Any, Literal

from clubapp.ledger.movements import LedgerError
from clubapp.message import Message


class MoneyError(LedgerError):
    """An amount, a rule or a payment the club's money does not allow: names the field."""


MOST = Decimal("99999999")  # what a money column holds before its point
MINOR_UNITS = tuple(Decimal(1).scaleb(-k) for k in range(5))  # 1, 0.1, 0.01, 0.001, 0.0001
CENT = Decimal("0.01")
HUNDRED = Decimal(100)
_AMOUNT = re.compile(r"[0-9]+(\.[0-9]+)?")

ROUNDING_SHAPE = '{"step": "0.50", "mode": "nearest", "odd_to": "first"}'
PAYOUT_SHAPE = '{"places": [50, 30, 20]}'
RoundMode = Literal["down", "nearest"]
OddTo = Literal["house", "first"]
CountMode = Literal["down", "up", "nearest"]
PayWay = Literal["cash", "card", "balance", "waived"]
PAY_WAYS: tuple[PayWay, ...] = ("cash", "card", "balance", "waived")
COUNT_MODES: tuple[CountMode, ...] = ("down", "up", "nearest")
PARTY_PRIZES = ("first", "second", "consolation")
PARTY_PLACES = {"first": 1, "second": 2, "consolation": 3}


# --- amounts ---------------------------------------------------------------------------------

def read_amount(value: object, field: str, minor: Decimal = CENT, *,
                most: Decimal = MOST) -> Decimal:
    """A sum of money given as text (or a whole number), in whole minor units; MoneyError
    naming ``field`` for anything else: a float, a sign, a comma, letters, too many decimals."""
    if isinstance(value, bool | float):
        raise MoneyError(field, "money.amount_as_text", value=repr(value))
    if isinstance(value, int):
        if value < 0:
            raise MoneyError(field, "money.amount_negative", value=str(value))
        text = str(value)
    elif isinstance(value, str):
        text = value.strip()
        if not _AMOUNT.fullmatch(text):
            if text.startswith(("-", "−")):
                raise MoneyError(field, "money.amount_negative", value=value)
            if re.fullmatch(r"[0-9]+,[0-9]+", text):
                raise MoneyError(field, "money.amount_comma", value=value,
                                 point=text.replace(",", "."))
            raise MoneyError(field, "money.not_an_amount", value=value)
    else:
        raise MoneyError(field, "money.not_an_amount", value=repr(value))
    try:
        amount = Decimal(text)
    except InvalidOperation:  # the pattern lets only digits through: kept as the last guard
        raise MoneyError(field, "money.not_an_amount", value=text) from None
    if amount > most:
        raise MoneyError(field, "money.amount_too_much", value=text, most=most)
    if amount % minor:
        raise MoneyError(field, "money.amount_places", value=text, places=places_of(minor))
    return amount.quantize(minor)


def places_of(minor: Decimal) -> int:
    """Decimal places of a minor unit: 2 for 0.01, 0 for 1."""
    exponent = minor.normalize().as_tuple().exponent
    return max(0, -exponent) if isinstance(exponent, int) else 0


def read_percent(value: object, field: str, *, positive: bool = False) -> Decimal:
    """A share in per cent (0–100; above nothing where ``positive``), given as a whole number
    or as text."""
    if isinstance(value, bool | float):
        raise MoneyError(field, "money.percent_as_text", value=repr(value))
    if isinstance(value, int):
        number = Decimal(value)
    elif isinstance(value, str) and _AMOUNT.fullmatch(value.strip()):
        number = Decimal(value.strip())
    else:
        raise MoneyError(field, "money.not_a_percent", value=str(value))
    if not 0 <= number <= HUNDRED or (positive and number == 0):
        raise MoneyError(field, "money.percent_range", value=str(value))
    return number


def percent_json(number: Decimal) -> int | str:
    """A percentage as JSON keeps it: a whole number as a number, else as text."""
    return int(number) if number == number.to_integral_value() else format(number.normalize(),
                                                                            "f")


def floor_to(value: Fraction, step: Decimal) -> Decimal:
    """The largest multiple of ``step`` not above ``value``."""
    return step * floor(value / Fraction(step))


def nearest_to(value: Fraction, step: Decimal) -> Decimal:
    """The multiple of ``step`` nearest ``value`` (half up)."""
    return step * floor(value / Fraction(step) + Fraction(1, 2))


# --- the rounding rule -----------------------------------------------------------------------

@dataclass(frozen=True)
class Rounding:
    """How prizes are rounded and where what is left goes (see the module docstring)."""

    name: str
    step: Decimal | None = None  # None: the currency's minor unit
    mode: RoundMode = "down"
    odd_to: OddTo = "house"

    def step_in(self, minor: Decimal) -> Decimal:
        """The step in a currency of this minor unit (never finer than the minor unit)."""
        return self.step if self.step is not None and self.step >= minor else minor

    def to_json(self) -> str | dict[str, Any]:
        if self.name in ROUNDINGS:
            return self.name
        return {"step": str(self.step) if self.step is not None else None, "mode": self.mode,
                "odd_to": self.odd_to}


ROUNDINGS: dict[str, Rounding] = {
    "cents_to_house": Rounding("cents_to_house"),
    "cents_to_first": Rounding("cents_to_first", odd_to="first"),
    "halves_to_first": Rounding("halves_to_first", Decimal("0.50"), "nearest", "first"),
    "wholes_to_house": Rounding("wholes_to_house", Decimal(1)),
}
DEFAULT_ROUNDING = ROUNDINGS["cents_to_house"]


def read_rounding(value: object, field: str = "payout.rounding",
                  minor: Decimal = CENT) -> Rounding:
    """A rounding rule by its name, or ``{"step", "mode", "odd_to"}``; MoneyError otherwise.
    Rounding to the nearest step needs the rest to go to first place."""
    if isinstance(value, str):
        if value not in ROUNDINGS:
            raise MoneyError(field, "money.unknown_rounding", value=value, names=list(ROUNDINGS),
                             shape=ROUNDING_SHAPE)
        return ROUNDINGS[value]
    if not isinstance(value, Mapping):
        raise MoneyError(field, "money.rounding_shape", names=list(ROUNDINGS),
                         shape=ROUNDING_SHAPE)
    unknown = sorted(set(value) - {"step", "mode", "odd_to"})
    if unknown:
        raise MoneyError(f"{field}.{unknown[0]}", "money.unknown_keys", keys=unknown)
    step = None
    if value.get("step") is not None:
        step = read_amount(value["step"], f"{field}.step", minor)
        if step <= 0:
            raise MoneyError(f"{field}.step", "money.step_zero")
    mode = value.get("mode", "down")
    if mode not in ("down", "nearest"):
        raise MoneyError(f"{field}.mode", "money.not_a_choice", value=str(mode),
                         choices=["down", "nearest"])
    odd_to = value.get("odd_to", "house")
    if odd_to not in ("house", "first"):
        raise MoneyError(f"{field}.odd_to", "money.not_a_choice", value=str(odd_to),
                         choices=["house", "first"])
    if mode == "nearest" and odd_to == "house":
        raise MoneyError(f"{field}.odd_to", "money.nearest_needs_first")
    for name, known in ROUNDINGS.items():
        if (known.step, known.mode, known.odd_to) == (step, mode, odd_to):
            return ROUNDINGS[name]
    return Rounding("custom", step, mode, odd_to)


# --- the payout rule -------------------------------------------------------------------------

Shares = tuple[Decimal, ...] | Literal["linear", "equal"]


@dataclass(frozen=True)
class PayoutRule:
    """Who is paid from the prize fund, and how much (see the module docstring)."""

    places: tuple[Decimal, ...] = ()  # fixed places: per cent of the fund, first place first
    top_percent: Decimal | None = None  # or the top part of the field
    count: CountMode = "down"
    shares: Shares = "linear"  # the shares of the top part's places
    party: Mapping[str, Decimal] = field(default_factory=dict)  # or a party's prizes
    fund: Decimal = HUNDRED  # per cent of the entry fees that make the prize fund
    rounding: Rounding = DEFAULT_ROUNDING
    source: str | None = None  # the standing paid: a game or family id, "party"; None: the
    # game played most

    @property
    def kind(self) -> str:
        if self.party:
            return "party"
        return "top" if self.top_percent is not None else "places"

    def places_paid(self, field_size: int) -> int:
        """How many places are paid in a field of this many players (before ties)."""
        if self.party:
            return len(PARTY_PRIZES)
        if self.top_percent is None:
            return len(self.places)
        if field_size <= 0:
            return 0
        exact = Fraction(field_size) * Fraction(self.top_percent) / 100
        if self.count == "up":
            count = ceil(exact)
        elif self.count == "nearest":
            count = floor(exact + Fraction(1, 2))
        else:
            count = floor(exact)
        count = max(1, min(count, field_size))
        if isinstance(self.shares, tuple):
            count = min(count, len(self.shares))
        return count

    def weights(self, count: int) -> tuple[Fraction, ...]:
        """The share of the fund of places 1..count, adding up to one (empty for none)."""
        if count <= 0:
            return ()
        if self.top_percent is None:
            raw = [Fraction(s) for s in self.places[:count]]
        elif self.shares == "linear":
            raw = [Fraction(count - i) for i in range(count)]
        elif self.shares == "equal":
            raw = [Fraction(1)] * count
        else:
            raw = [Fraction(s) for s in self.shares[:count]]
        total = sum(raw)
        return tuple(r / total for r in raw) if total else ()

    def to_json(self) -> dict[str, Any]:
        """The rule as the setup keeps and prints it."""
        out: dict[str, Any] = {}
        if self.party:
            out["party"] = {k: str(v) for k, v in self.party.items()}
        elif self.top_percent is not None:
            out["top_percent"] = percent_json(self.top_percent)
            out["count"] = self.count
            out["shares"] = ([percent_json(s) for s in self.shares]
                             if isinstance(self.shares, tuple) else self.shares)
        else:
            out["places"] = [percent_json(s) for s in self.places]
        out["fund"] = percent_json(self.fund)
        out["rounding"] = self.rounding.to_json()
        if self.source is not None:
            out["from"] = self.source
        return out


PAYOUT_KEYS = ("places", "top_percent", "count", "shares", "party", "fund", "rounding", "from")


def _share_list(value: object, field: str) -> tuple[Decimal, ...]:
    if not isinstance(value, list) or not value:
        raise MoneyError(field, "money.shares_list")
    if len(value) > 100:
        raise MoneyError(field, "money.too_many_places", most=100)
    shares = tuple(read_percent(v, f"{field}.{i}", positive=True)
                   for i, v in enumerate(value, start=1))
    total = sum(shares, Decimal(0))
    if total != HUNDRED:
        raise MoneyError(field, "money.shares_sum", total=format(total.normalize(), "f"))
    if any(later > earlier for earlier, later in pairwise(shares)):
        raise MoneyError(field, "money.shares_order")
    return shares


def read_payout(value: object, minor: Decimal = CENT,
                field: str = "payout") -> PayoutRule | None:
    """A payout rule from its JSON (``None`` or ``{}``: no payouts); MoneyError naming the key."""
    if value is None or value == {}:
        return None
    if not isinstance(value, Mapping):
        raise MoneyError(field, "money.payout_shape", shape=PAYOUT_SHAPE)
    unknown = sorted(k for k in value if k not in PAYOUT_KEYS)
    if unknown:
        raise MoneyError(f"{field}.{unknown[0]}", "money.unknown_keys", keys=unknown)
    kinds = [k for k in ("places", "top_percent", "party") if k in value]
    if len(kinds) != 1:
        raise MoneyError(field, "money.payout_one_kind")
    fund = read_percent(value.get("fund", 100), f"{field}.fund")
    rounding = read_rounding(value.get("rounding", DEFAULT_ROUNDING.name), f"{field}.rounding",
                             minor)
    source = value.get("from")
    if source is not None and (not isinstance(source, str) or not source.strip()
                               or len(source) > 40):
        raise MoneyError(f"{field}.from", "money.payout_from", value=str(source))
    kind = kinds[0]
    for key in ("count", "shares"):
        if key in value and kind != "top_percent":
            raise MoneyError(f"{field}.{key}", "money.only_with_top", key=key)
    if kind == "places":
        return PayoutRule(places=_share_list(value["places"], f"{field}.places"), fund=fund,
                          rounding=rounding, source=source)
    if kind == "party":
        prizes = value["party"]
        if not isinstance(prizes, Mapping) or not prizes:
            raise MoneyError(f"{field}.party", "money.party_prizes", prizes=list(PARTY_PRIZES))
        odd = sorted(k for k in prizes if k not in PARTY_PRIZES)
        if odd:
            raise MoneyError(f"{field}.party.{odd[0]}", "money.unknown_keys", keys=odd)
        amounts = {k: read_amount(prizes[k], f"{field}.party.{k}", minor)
                   for k in PARTY_PRIZES if k in prizes}
        return PayoutRule(party=amounts, fund=fund, rounding=rounding, source=source or "party")
    top = read_percent(value["top_percent"], f"{field}.top_percent", positive=True)
    count = value.get("count", "down")
    if count not in COUNT_MODES:
        raise MoneyError(f"{field}.count", "money.not_a_choice", value=str(count),
                         choices=list(COUNT_MODES))
    raw = value.get("shares", "linear")
    shares: Shares
    if raw in ("linear", "equal"):
        shares = "linear" if raw == "linear" else "equal"
    else:
        shares = _share_list(raw, f"{field}.shares")
    return PayoutRule(top_percent=top, count=count, shares=shares, fund=fund,
                      rounding=rounding, source=source)


# --- payouts ---------------------------------------------------------------------------------

@dataclass(frozen=True)
class Placing:
    """A line of the standing a payout reads: who, and the place (equal places: a tie)."""

    player: str
    place: int


@dataclass(frozen=True)
class Payout:
    """One prize: the place (shared by ``shared`` players, covering ``covers``), who, how much."""

    place: int
    player: str
    amount: Decimal
    shared: int = 1
    covers: tuple[int, ...] = ()
    prize: str = ""  # a party's prize: "first", "second", "consolation"


@dataclass(frozen=True)
class PayoutResult:
    """The prizes of an evening and what of the fund is left (to the house)."""

    payouts: tuple[Payout, ...]
    left: Decimal
    places_paid: int


def prize_fund(rule: PayoutRule | None, entry_fees: Decimal, minor: Decimal) -> Decimal:
    """The prize fund: the rule's ``fund`` per cent of the entry fees, down to the minor unit."""
    if rule is None:
        return Decimal(0).quantize(minor)
    return floor_to(Fraction(entry_fees) * Fraction(rule.fund) / 100, minor).quantize(minor)


def payouts(rule: PayoutRule, fund: Decimal, placings: Sequence[Placing], field_size: int,
            minor: Decimal = CENT) -> PayoutResult:
    """The prizes by the rule: ties share the places they cover; rounded by the rule's
    rounding, what it leaves to the house (``left``) or to first place. ``placings`` in the
    standing's order (ties listed together, as the standing lists them)."""
    ordered = sorted(enumerate(placings), key=lambda item: (item[1].place, item[0]))
    lines = [p for _, p in ordered]
    paid = min(rule.places_paid(field_size), len(lines))
    weights = rule.weights(paid)
    exact: list[tuple[Placing, Fraction, int, tuple[int, ...]]] = []
    start = 0
    while start < len(lines):
        place = lines[start].place
        group = [p for p in lines[start:] if p.place == place]
        covers = tuple(range(start + 1, start + len(group) + 1))
        money = sum((weights[c - 1] for c in covers if c <= paid), Fraction(0)) * Fraction(fund)
        if money:
            for member in group:
                exact.append((member, money / len(group), len(group),
                              tuple(c for c in covers if c <= paid)))
        start += len(group)
    step = rule.rounding.step_in(minor)
    amounts = [(floor_to(share, step) if rule.rounding.mode == "down"
                else nearest_to(share, step)) for _, share, _, _ in exact]
    rest = fund - sum(amounts, Decimal(0))
    if rule.rounding.mode == "nearest" and exact and (rest < 0 and amounts[0] + rest < 0):
        amounts = [floor_to(share, step) for _, share, _, _ in exact]  # see the docstring
        rest = fund - sum(amounts, Decimal(0))
    if exact and (rule.rounding.odd_to == "first" or rule.rounding.mode == "nearest"):
        amounts[0] += rest
        rest = Decimal(0)
    out = tuple(Payout(placing.place, placing.player, amount.quantize(minor), shared, covers)
                for (placing, _, shared, covers), amount in zip(exact, amounts, strict=True)
                if amount > 0)
    return PayoutResult(out, rest.quantize(minor), paid)


def party_payouts(rule: PayoutRule, prizes: Sequence[tuple[str, str]],
                  minor: Decimal = CENT) -> tuple[Payout, ...]:
    """A party's prizes at the rule's fixed amounts: (prize, player) each, in the party's order;
    a prize the rule gives no amount pays nothing."""
    out = []
    for prize, player in prizes:
        amount = rule.party.get(prize)
        if amount:
            out.append(Payout(PARTY_PLACES.get(prize, len(PARTY_PLACES)), player,
                              amount.quantize(minor), prize=prize))
    return tuple(out)


# --- side pots -------------------------------------------------------------------------------

Several = Literal["first", "share"]


@dataclass(frozen=True)
class PotRule:
    """A side pot as an evening plays it: the stake each player puts in, how much a claim takes
    and how several claims go. What claims it (``won_by``) is read elsewhere, from the deals."""

    name: str
    per_player: Decimal
    several: Several = "first"
    takes: Decimal = HUNDRED  # per cent of the pot a claim takes


@dataclass(frozen=True)
class PotClaim:
    """A claim on a pot: the players who take it together, and why (a message)."""

    players: tuple[str, ...]
    why: Message


@dataclass(frozen=True)
class PotEvening:
    """A pot at one evening: carried in, the stakes put in, what was paid to whom, carried on."""

    name: str
    carried_in: Decimal
    stakes: Decimal
    claims: tuple[PotClaim, ...]
    paid: tuple[tuple[str, Decimal], ...]  # (player, amount), in the claims' order
    carried_out: Decimal

    @property
    def held(self) -> Decimal:
        """What was in the pot this evening: carried in and the stakes."""
        return self.carried_in + self.stakes

    @property
    def won(self) -> Decimal:
        return sum((amount for _, amount in self.paid), Decimal(0))

    @property
    def winners(self) -> tuple[str, ...]:
        """Who took a part of the pot, each once, in the claims' order."""
        return tuple(dict.fromkeys(who for who, _ in self.paid))


def pot_evening(rule: PotRule, carried_in: Decimal, players: int,
                claims: Sequence[PotClaim], minor: Decimal = CENT) -> PotEvening:
    """A pot's evening: ``players`` put the stake in; the claims (in the order recorded) take
    their part by the rule, down to the minor unit; the rest is carried to its next evening."""
    stakes = (rule.per_player * players).quantize(minor)
    held = carried_in + stakes
    taking = tuple(claims[:1]) if rule.several == "first" else tuple(claims)
    paid: list[tuple[str, Decimal]] = []
    if taking and held > 0:
        prize = Fraction(held) * Fraction(rule.takes) / 100
        per_claim = prize / len(taking)
        for claim in taking:
            each = floor_to(per_claim / len(claim.players), minor)
            if each > 0:
                paid.extend((who, each.quantize(minor)) for who in claim.players)
    won = sum((amount for _, amount in paid), Decimal(0))
    return PotEvening(rule.name, carried_in.quantize(minor), stakes, tuple(claims), tuple(paid),
                      (held - won).quantize(minor))
