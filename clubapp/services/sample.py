"""The sample club: a club evening already under way, on a scratch database, to try things on.

Nine members and one evening: a euchre rubber part played at table 1, a cribbage game at
table 2, and table 3 seated for loo, not yet started. Everything goes through the services,
as the window's own changes do; the file is a new one in a scratch folder, never the club's.
"""

from __future__ import annotations

import datetime as dt
import tempfile
from pathlib import Path

from clubapp.services import Services

SAMPLE_MEMBERS = ("Ann Hale", "Bob Reed", "Cat Moss", "Dan Ford", "Анна Петрова",
                  "Иван Соколов", "Ольга Белова", "Пётр Орлов", "Eve Stone")
# euchre (law 3, seeds/002 line 219): A 2, B 2, A 1 — A leads 3 to 2 in the first game
EUCHRE = ({"makers": "A", "tricks": 5}, {"makers": "B", "tricks": 5},
          {"makers": "A", "tricks": 3})
# cribbage as pegged (seeds/001 lines 39-45): the first deal's play, hands and crib
CRIBBAGE = ({"count": {"pone": {"play": 2, "hand": 8},
                       "dealer": {"play": 3, "hand": 4, "crib": 6}}},)
SAMPLE_EVENING = "Sample evening"


def make_sample_club(path: Path | str, day: dt.date | None = None,
                     name: str = SAMPLE_EVENING) -> int:
    """Fill a new database at ``path`` with the sample club (its evening called ``name``, in
    the user's language); the evening's id."""
    services = Services.open(str(path))
    try:
        ids = [services.members.add(name).id for name in SAMPLE_MEMBERS]
        evening = services.evenings.create(day or dt.date.today(), name, "club")
        for seats, game, deals in ((ids[:4], "euchre", EUCHRE), (ids[4:6], "cribbage", CRIBBAGE)):
            table = services.evenings.add_table(evening.id)
            services.evenings.seat_players(table.id, seats)
            game_pk = services.evenings.start_game(table.id, game)
            for deal in deals:
                services.scoring.record_deal(game_pk, deal)
        loo = services.evenings.add_table(evening.id)
        services.evenings.seat_players(loo.id, ids[6:])
        return evening.id
    finally:
        services.close()


def new_sample_club(name: str = SAMPLE_EVENING) -> tuple[str, int]:
    """The sample club in a new scratch folder: its database's path and the evening's id."""
    folder = Path(tempfile.mkdtemp(prefix="clubapp-sample-"))
    path = folder / "sample-club.sqlite"
    return str(path), make_sample_club(path, name=name)
