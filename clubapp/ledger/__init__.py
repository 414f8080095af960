"""Pure chip ledger: accounts, movements, pools, chip colours and the settlement in money.

A service keeps the movements (the store's rows) and replays them: ``Ledger.replay``; a deal
of a pool game gives its payments (``PoolState.transfers``) which ``movements_from_transfers``
turns into movements; other chip games give net ``chips`` (``movements_from_chips``). At the
close, ``close_pool`` empties the pools and ``settle`` prints who pays whom.
"""

from clubapp.ledger.chips import CINCH_COUNTERS, FIVE_CARD_LOO_CHIPS, LOO_CHIPS, ChipColour, ChipSet
from clubapp.ledger.ledger import Ledger
from clubapp.ledger.movements import (
    BANK,
    MAIN_POOL,
    Account,
    LedgerError,
    Movement,
    account_for,
    movements_from_chips,
    movements_from_transfers,
)
from clubapp.ledger.pools import close_pool, pay_into_pool, share_pool
from clubapp.ledger.settlement import (
    ChipValue,
    Payment,
    PlayerLine,
    Statement,
    fewest_payments,
    money_nets,
    net_chips,
    settle,
)

__all__ = [
    "BANK", "CINCH_COUNTERS", "FIVE_CARD_LOO_CHIPS", "LOO_CHIPS", "MAIN_POOL", "Account",
    "ChipColour", "ChipSet", "ChipValue", "Ledger", "LedgerError", "Movement", "Payment",
    "PlayerLine", "Statement", "account_for", "close_pool", "fewest_payments", "money_nets",
    "movements_from_chips", "movements_from_transfers", "net_chips", "pay_into_pool", "settle",
    "share_pool",
]
