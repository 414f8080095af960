"""Pools in the ledger: sharing a pool out, and emptying it at the end of the evening.

The division and its remainder rules are the pool games' own (``pool_shares``), so the books
and the table share one rule: each claimant takes a whole part per claim and the chips that do
not divide go by a named, injectable ``RemainderRule``; the book's (seeds/000 lines 45, 71),
``keep_in_pool``, leaves them in the pool as white chips for the next pool.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from clubapp.ledger.ledger import Ledger
from clubapp.ledger.movements import MAIN_POOL, Account, LedgerError, Movement
from clubapp.rules.errors import RuleError
from clubapp.rules.games.pool_shares import (
    REMAINDER_RULES,
    Division,
    RemainderRule,
    divide,
    keep_in_pool,
    odd_chips_one_each,
    odd_chips_to_first,
)

__all__ = ["REMAINDER_RULES", "Division", "RemainderRule", "close_pool", "divide", "keep_in_pool",
           "odd_chips_one_each", "odd_chips_to_first", "pay_into_pool", "share_pool"]


def pay_into_pool(player: str, units: int, *, pool: Account = MAIN_POOL, reason: str = "stake",
                  deal: int | None = None) -> Movement:
    """A player's stake, loo or fine into a pool."""
    return Movement(Account.player(player), pool, units, reason, deal)


def share_pool(ledger: Ledger, claims: Mapping[str, int], parts: int, *,
               pool: Account = MAIN_POOL, remainder: RemainderRule = keep_in_pool,
               reason: str = "share", deal: int | None = None) -> tuple[Movement, ...]:
    """The movements that share a pool's chips in ``parts`` parts among the claimants.

    ``claims`` gives each player's parts (tricks), eldest first; parts nobody claims and the
    chips the remainder rule does not hand out stay in the pool.
    """
    if pool.kind != "pool":
        raise LedgerError("pool", "ledger.not_a_pool", who=pool.words())
    try:
        division = divide(ledger.balance(pool), claims, parts, remainder)
    except LedgerError:
        raise
    except RuleError as exc:
        raise LedgerError(exc.field, exc.why) from None
    return tuple(Movement(pool, Account.player(who), units, reason, deal)
                 for who, units in division.paid.items() if units)


def close_pool(ledger: Ledger, players: Sequence[str], *, pool: Account = MAIN_POOL,
               remainder: RemainderRule = odd_chips_one_each,
               deal: int | None = None) -> tuple[Movement, ...]:
    """The movements that empty a pool at the end of the evening, in equal shares.

    The book has no rule for a pool left when play stops; the default shares it equally among
    the players at the table, odd chips one each from the first listed (the eldest hand). The
    remainder rule must hand out every odd chip: nothing can stay for a next pool.
    """
    if not players:
        raise LedgerError("players", "ledger.no_sharers")
    held = ledger.balance(pool)
    moves = share_pool(ledger, dict.fromkeys(players, 1), len(players), pool=pool,
                       remainder=remainder, reason="pool shared at the close", deal=deal)
    if sum(m.units for m in moves) != held:
        raise LedgerError("remainder", "ledger.every_chip")
    return moves
