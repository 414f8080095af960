"""clubapp.store"""

import clubapp.store.party_models  # noqa: F401  (the party's tables are always in the metadata)
from clubapp.store import (
    money_models,  # noqa: F401  (the club's money: fees, payments, pots, deposits)
    offer_models,  # noqa: F401  (the deals waiting for the other side to confirm them)
    table_access_models,  # noqa: F401  (and the table pages' too)
)
