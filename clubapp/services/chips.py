"""The chips of an evening: every chip game's deals as ledger movements, pools, the settlement.

Nothing here is stored apart from the deals: the movements are derived from each recorded
deal's chips (its game's rules say who paid whom), so an undo or a correction changes the
ledger too. The ledger is double entry: the chips of all players and pools always add up to
nothing, and ``EveningChips.balanced`` is the proof the window shows.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from decimal import Decimal

from sqlalchemy import select

from clubapp.ledger import (
    Account,
    ChipValue,
    Ledger,
    LedgerError,
    Movement,
    Statement,
    close_pool,
    movements_from_chips,
    settle,
)
from clubapp.rules import get_game
from clubapp.services.chip_worth import kept_worth
from clubapp.services.evenings import _view as evening_view
from clubapp.services.evenings import load_evening
from clubapp.services.scoring import game_view_state
from clubapp.services.views import EveningView, ServiceError
from clubapp.store.database import Database
from clubapp.store.models import Game, PlayTable
from clubapp.words import Message

POOL_KEY = "pool"  # how a chip game names its pool in a deal's chips


@dataclass(frozen=True)
class TablePool:
    table: int
    game: str
    pool: str  # the pool's account name: one per table
    players: tuple[str, ...]
    held: int
    game_id: str = ""


@dataclass(frozen=True)
class EveningChips:
    """Each player's chips won or lost, each table's pool, and the proof that nothing is lost."""

    players: dict[str, int]
    pools: tuple[TablePool, ...]
    movements: tuple[Movement, ...]
    ledger: Ledger
    by_table: dict[int, dict[str, int]] = field(default_factory=dict)  # each table's chips

    @property
    def total(self) -> int:
        """All chips of players and pools together: always 0, as nothing is made or lost."""
        return self.ledger.total()

    @property
    def balanced(self) -> bool:
        return self.total == sum(self.ledger.opening.values())


@dataclass(frozen=True)
class TableChips:
    """One chip table of the evening: each player's chips won or lost there, the pool left at
    the close and each player's share of it."""

    table: int
    game_id: str
    players: tuple[str, ...]
    chips: dict[str, int]
    pool_left: int
    shares: dict[str, int]


@dataclass(frozen=True)
class ChipStatement:
    """The chip statement of an evening: its tables, and the settlement in money."""

    evening: EveningView
    value: ChipValue
    tables: tuple[TableChips, ...]
    settlement: Statement


def _value(money: Decimal, units: int) -> ChipValue:
    """What chips are worth, or ServiceError saying why that is no worth."""
    try:
        return ChipValue(Decimal(money), units)
    except LedgerError as exc:
        raise ServiceError("chips.bad_worth", "value", cause=exc.why) from None
    except ArithmeticError:  # Decimal's own words are a Python class name, no reason
        raise ServiceError("chips.bad_worth", "value",
                           cause=Message("ledger.worth_money", value=str(money))) from None


def deal_movements(chips: dict[str, int], table: int, deal: int, pool: str) -> tuple[Movement, ...]:
    """A chip deal's movements (its pool balancing them), or ServiceError naming the table and
    the deal, with the ledger's reason as a message of its own (said in the same language)."""
    try:
        return movements_from_chips(chips, reason=f"table {table}, deal {deal}", deal=deal,
                                    pools=(pool,), balance_with=pool)
    except LedgerError as exc:
        raise ServiceError("chips.deal_broken", table=table, deal=deal, cause=exc.why) from None


def _pool_name(table: int) -> str:
    return f"table {table}"


class ChipsService:
    def __init__(self, db: Database) -> None:
        self.db = db

    def evening(self, evening_id: int) -> EveningChips:
        """The chips of every chip game played at an evening, deal by deal."""
        movements: list[Movement] = []
        pools: dict[int, tuple[str, str, tuple[str, ...], str]] = {}  # a pool a table
        players: dict[str, int] = defaultdict(int)
        by_table: dict[int, dict[str, int]] = {}
        with self.db.transaction() as session:
            load_evening(session, evening_id)
            games = session.scalars(select(Game).join(PlayTable)
                                    .where(PlayTable.evening_id == evening_id)
                                    .order_by(PlayTable.number, Game.id))
            for game in games:
                state = game_view_state(game)
                chip_deals = [d for d in state.deals if d.chips is not None]
                if not chip_deals:
                    continue
                number = game.table.number
                pool = _pool_name(number)
                pools.setdefault(number, (get_game(game.game_id).name, pool,
                                          tuple(game.player_names), game.game_id))
                for index, deal in enumerate(chip_deals, start=1):
                    assert deal.chips is not None  # chip_deals holds only these
                    chips = {(pool if who == POOL_KEY else who): units
                             for who, units in deal.chips.items()}
                    at_table = by_table.setdefault(number, dict.fromkeys(game.player_names, 0))
                    for who, units in chips.items():
                        if who != pool:
                            players[who] += units
                            at_table[who] = at_table.get(who, 0) + units
                    movements.extend(deal_movements(chips, number, index, pool))
        ledger = Ledger.replay(movements, credit=True)
        table_pools = tuple(TablePool(n, name, pool, names, ledger.balance(Account.pool(pool)),
                                      game_id)
                            for n, (name, pool, names, game_id) in sorted(pools.items()))
        for table_pool in table_pools:
            for name in table_pool.players:
                players.setdefault(name, 0)
        return EveningChips(dict(players), table_pools, tuple(movements), ledger, by_table)

    def worth(self, evening_id: int) -> ChipValue | None:
        """What a white chip is worth at the evening (None: no worth set, chips only)."""
        with self.db.transaction() as session:
            return kept_worth(load_evening(session, evening_id))

    def _worth_or_kept(self, evening_id: int, money: Decimal | None, units: int) -> ChipValue:
        if money is not None:
            return _value(money, units)
        kept = self.worth(evening_id)
        if kept is None:
            raise ServiceError("chips.no_worth", "value")
        return kept

    def statement(self, evening_id: int, money: Decimal | None = None,
                  units: int = 1) -> ChipStatement:
        """Everything the chip statement prints: each table's chips and the pool shared at
        its close, each player's net in chips and money, and the payments that settle them;
        chips valued at ``money`` for ``units`` white chips, or (``money`` None) at the
        evening's own worth."""
        chips = self.evening(evening_id)
        with self.db.transaction() as session:
            evening = evening_view(load_evening(session, evening_id))  # ServiceError: unknown
        value = self._worth_or_kept(evening_id, money, units)
        ledger = chips.ledger
        tables = []
        for pool in chips.pools:
            shares: dict[str, int] = {}
            if pool.held:
                moves = close_pool(ledger, pool.players, pool=Account.pool(pool.pool))
                ledger = ledger.record(*moves)
                for move in moves:
                    shares[move.destination.name] = shares.get(move.destination.name, 0) + move.units
            tables.append(TableChips(pool.table, pool.game_id, pool.players,
                                     dict(chips.by_table.get(pool.table, {})), pool.held, shares))
        return ChipStatement(evening, value, tuple(tables), settle(ledger, value))

    def settlement(self, evening_id: int, money: Decimal | None = None,
                   units: int = 1) -> Statement:
        """Who pays whom at the close: pools left are shared at their tables, chips valued at
        ``money`` for ``units`` white chips (``money`` None: the evening's own worth), the
        fewest payments (money as Decimal)."""
        chips = self.evening(evening_id)
        value = self._worth_or_kept(evening_id, money, units)
        ledger = chips.ledger
        for pool in chips.pools:
            if pool.held:
                ledger = ledger.record(*close_pool(ledger, pool.players,
                                                   pool=Account.pool(pool.pool)))
        return settle(ledger, value)
