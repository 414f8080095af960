"""The chips of an evening: every chip game's deals as ledger movements, pools, the settlement.

Nothing here is stored apart from the deals: the movements are derived from each recorded
deal's chips (its game's rules say who paid whom), so an undo or a correction changes the
ledger too. The ledger is double entry: the chips of all players and pools always add up to
nothing, and ``EveningChips.balanced`` is the proof the window shows.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
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
from clubapp.services.evenings import load_evening
from clubapp.services.scoring import game_view_state
from clubapp.services.views import ServiceError
from clubapp.store.database import Database
from clubapp.store.models import Game, PlayTable

POOL_KEY = "pool"  # how a chip game names its pool in a deal's chips


@dataclass(frozen=True)
class TablePool:
    table: int
    game: str
    pool: str  # the pool's account name: one per table
    players: tuple[str, ...]
    held: int


@dataclass(frozen=True)
class EveningChips:
    """Each player's chips won or lost, each table's pool, and the proof that nothing is lost."""

    players: dict[str, int]
    pools: tuple[TablePool, ...]
    movements: tuple[Movement, ...]
    ledger: Ledger

    @property
    def total(self) -> int:
        """All chips of players and pools together: always 0, as nothing is made or lost."""
        return self.ledger.total()

    @property
    def balanced(self) -> bool:
        return self.total == sum(self.ledger.opening.values())


def _pool_name(table: int) -> str:
    return f"table {table}"


class ChipsService:
    def __init__(self, db: Database) -> None:
        self.db = db

    def evening(self, evening_id: int) -> EveningChips:
        """The chips of every chip game played at an evening, deal by deal."""
        movements: list[Movement] = []
        pools: dict[int, tuple[str, str, tuple[str, ...]]] = {}  # a pool a table
        players: dict[str, int] = defaultdict(int)
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
                                          tuple(game.player_names)))
                for index, deal in enumerate(chip_deals, start=1):
                    chips = {(pool if who == POOL_KEY else who): units
                             for who, units in deal.chips.items()}
                    for who, units in chips.items():
                        if who != pool:
                            players[who] += units
                    try:
                        movements.extend(movements_from_chips(
                            chips, reason=f"table {number}, deal {index}", deal=index,
                            pools=(pool,), balance_with=pool))
                    except LedgerError as exc:
                        raise ServiceError(f"table {number}, deal {index}: {exc.reason}") from None
        ledger = Ledger.replay(movements, credit=True)
        table_pools = tuple(TablePool(n, name, pool, names, ledger.balance(Account.pool(pool)))
                            for n, (name, pool, names) in sorted(pools.items()))
        for pool in table_pools:
            for name in pool.players:
                players.setdefault(name, 0)
        return EveningChips(dict(players), table_pools, tuple(movements), ledger)

    def settlement(self, evening_id: int, money: Decimal, units: int = 1) -> Statement:
        """Who pays whom at the close: pools left are shared at their tables, chips valued at
        ``money`` for ``units`` white chips, the fewest payments (money as Decimal)."""
        chips = self.evening(evening_id)
        try:
            value = ChipValue(Decimal(money), units)
        except (LedgerError, ArithmeticError) as exc:
            raise ServiceError(f"the chips' worth: {exc}", "value") from None
        ledger = chips.ledger
        for pool in chips.pools:
            if pool.held:
                ledger = ledger.record(*close_pool(ledger, pool.players,
                                                   pool=Account.pool(pool.pool)))
        return settle(ledger, value)
