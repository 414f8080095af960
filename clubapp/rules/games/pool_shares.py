"""What the pool games share: the pool carried between deals, chip payments, shares of a pool.

Chips are whole numbers of the smallest unit (a white chip). A deal's payments are a list of
``Transfer`` records (payer, payee, units, reason); the pool is one more payer and payee, named
``pool``. ``ChipSheet`` builds them for one deal and turns them into an ``Outcome``: each
player's gain or loss (the deal's points; the game's totals are therefore each player's net
chips since the start), the ``chips`` of DESIGN.md (every player and the pool, 0 included), the
pool left for the next deal, and a ``PoolState`` remembering it.

The remainder rule is named and injectable: ``divide`` gives every claimant a whole part of the
pool per claim (a trick) and hands the chips that do not divide to a ``RemainderRule``. The
book's rule (seeds/000 lines 45, 71) is ``keep_in_pool``: odd chips stay in the pool, as white
chips, for the next pool.

This module registers no game; the ledger (``clubapp.ledger.pools``) reuses its division so that
the table and the books share one rule.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass

from clubapp.message import Message, Note
from clubapp.rules.base import Outcome
from clubapp.rules.errors import RuleError
from clubapp.rules.schema import Option

POOL = "pool"  # the pool's key in ``chips`` and in transfers


@dataclass(frozen=True)
class Transfer:
    """One payment of a deal: ``units`` chips from ``source`` to ``destination`` (a player or the pool)."""

    source: str
    destination: str
    units: int
    reason: str


@dataclass(frozen=True)
class PoolState:
    """A pool game's memory between deals.

    ``pool``: the chips carried to the next deal (before its dealer's ante); ``carried``: how many
    of them were left of the last deal's pool (odd chips, shares not taken, a pool nobody won),
    the rest being paid in for the next pool (loos, rams, penalties); ``transfers``: the last
    deal's payments in the order they were made, for the ledger.
    """

    pool: int = 0
    carried: int = 0
    transfers: tuple[Transfer, ...] = ()


RemainderRule = Callable[[int, Sequence[str]], Mapping[str, int]]
"""Given the chips that do not divide and the claimants in order (eldest first), say who gets
how many of them; whatever is not handed out stays in the pool."""


def keep_in_pool(odd: int, claimants: Sequence[str]) -> Mapping[str, int]:
    """The book's rule (seeds/000 lines 45, 71): odd chips stay in the pool for the next one."""
    return {}


def odd_chips_to_first(odd: int, claimants: Sequence[str]) -> Mapping[str, int]:
    """All odd chips to the first claimant (the eldest hand among the winners)."""
    return {claimants[0]: odd} if odd and claimants else {}


def odd_chips_one_each(odd: int, claimants: Sequence[str]) -> Mapping[str, int]:
    """One odd chip each to the claimants in order, round again if need be (nothing stays)."""
    given: dict[str, int] = {}
    for i in range(odd if claimants else 0):
        who = claimants[i % len(claimants)]
        given[who] = given.get(who, 0) + 1
    return given


REMAINDER_RULES: Mapping[str, RemainderRule] = {
    "stay": keep_in_pool,
    "eldest": odd_chips_to_first,
    "one_each": odd_chips_one_each,
}

ODD_CHIPS_OPTION = Option(
    "odd_chips", "choice", "stay", "Chips that do not divide", "Неделимый остаток",
    choices=("stay", "eldest"),
    help="seeds/000 lines 45, 71: they stay in the pool as white chips; or the eldest winner takes them",
    help_ru="строки 45, 71: остаются в кону белыми фишками; или их берёт старший из "
            "выигравших",
    choice_labels={"stay": "stay in the pool", "eldest": "to the eldest winner"},
    choice_labels_ru={"stay": "остаются в кону", "eldest": "старшему из выигравших"})


@dataclass(frozen=True)
class Division:
    """A pool shared out: ``paid`` to each claimant, ``left`` in the pool."""

    paid: Mapping[str, int]
    left: int


def divide(pool: int, claims: Mapping[str, int], parts: int,
           remainder: RemainderRule = keep_in_pool) -> Division:
    """Share ``pool`` chips in ``parts`` equal whole parts, a part per claim (per trick).

    Claims are taken in the mapping's order (eldest first). Parts nobody claims stay in the
    pool; the chips that do not divide (``pool % parts``) go by ``remainder``.
    """
    if parts <= 0:
        raise RuleError("pool", "pools.parts_positive")
    if pool < 0:
        raise RuleError("pool", "pools.negative_pool", chips=pool)
    if any(n < 0 for n in claims.values()) or sum(claims.values()) > parts:
        raise RuleError("pool", "pools.claims_do_not_fit", claims=dict(claims), parts=parts)
    part = pool // parts
    paid = {who: n * part for who, n in claims.items() if n > 0}
    winners = list(paid)
    for who, extra in remainder(pool - part * parts, winners).items():
        if who not in paid or extra < 0:
            raise RuleError("pool", "pools.remainder_no_claim", player=who)
        paid[who] += extra
    left = pool - sum(paid.values())
    if left < 0:
        raise RuleError("pool", "pools.remainder_too_much")
    return Division(paid, left)


class ChipSheet:
    """The payments of one deal, kept in order, with the pool's running content."""

    def __init__(self, players: Sequence[str], pool: int) -> None:
        self.players = tuple(players)
        self.pool = pool
        self.carried: int | None = None
        self.transfers: list[Transfer] = []

    def pay(self, source: str, destination: str, units: int, reason: str) -> None:
        """Record one payment; the pool can never pay out more than it holds."""
        if units <= 0:
            return
        if source == POOL:
            if units > self.pool:
                raise RuleError("pool", "pools.pool_cannot_pay", chips=self.pool, units=units)
            self.pool -= units
        if destination == POOL:
            self.pool += units
        self.transfers.append(Transfer(source, destination, units, reason))

    def share_out(self, claims: Mapping[str, int], parts: int, remainder: RemainderRule,
                  reason: str, barred: Iterable[str] = ()) -> None:
        """Pay each claimant his parts of the pool as it now stands; barred claimants' parts stay."""
        shut_out = set(barred)
        division = divide(self.pool, claims, parts, remainder)
        for who, units in division.paid.items():
            if who not in shut_out:
                self.pay(POOL, who, units, reason)

    def close_division(self) -> None:
        """Mark that this deal's pool is settled: what is in it now is carried, not paid in."""
        self.carried = self.pool

    def deltas(self) -> dict[str, int]:
        """Each player's gain or loss and the pool's, 0 included, players in seat order."""
        out = dict.fromkeys((*self.players, POOL), 0)
        for t in self.transfers:
            out[t.source] -= t.units
            out[t.destination] += t.units
        return out

    def outcome(self, note: Message | Note, *, show_pool: bool = True) -> Outcome:
        """The deal as an Outcome: points = players' chips, ``chips``, ``pool`` and the state."""
        deltas = self.deltas()
        steps = tuple((p, deltas[p]) for p in self.players if deltas[p])
        carried = self.pool if self.carried is None else self.carried
        state = PoolState(self.pool, carried, tuple(self.transfers))
        if not show_pool:
            deltas.pop(POOL)
        return Outcome(steps, chips=deltas, pool=self.pool if show_pool else None, note=note,
                       extra=state)


def check_pool_names(players: Sequence[str]) -> None:
    """Refuse a player named like the pool: the two would share one column of ``chips``."""
    if POOL in players:
        raise RuleError("players", "pools.name_is_pool", name=POOL)


def from_left_of(players: Sequence[str], dealer: str) -> tuple[str, ...]:
    """The players in the order of play: eldest hand (the dealer's left) first, the dealer last."""
    i = list(players).index(dealer)
    return tuple(players[(i + k) % len(players)] for k in range(1, len(players) + 1))


def in_seat_order(names: Iterable[str], order: Sequence[str]) -> tuple[str, ...]:
    """``names`` sorted as they sit in ``order``."""
    chosen = set(names)
    return tuple(p for p in order if p in chosen)


def no_tricks(entry: Mapping[str, object], why: Message) -> None:
    """Refuse tricks in a deal that was not played (all zero or absent is fine)."""
    tricks = entry.get("tricks") or {}
    if not isinstance(tricks, Mapping):
        raise RuleError("tricks", "pools.expected_tricks")
    for who, n in tricks.items():
        if n:
            raise RuleError(f"tricks.{who}", "pools.no_tricks_played", why=why)
