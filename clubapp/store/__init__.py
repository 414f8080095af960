"""clubapp.store"""

import clubapp.store.party_models  # noqa: F401  (the party's tables are always in the metadata)
from clubapp.store import table_access_models  # noqa: F401  (and the table pages' too)
