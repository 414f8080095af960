"""The test season of issue 10: twelve Friday evenings of a club of forty members.

On evening ``e`` (0–11) twenty-eight members come: those numbered ``(7e + k) % 40`` for k in
0–27, in that order. The first twenty-four sit at six euchre tables of four (seats 1 and 3 are
side A, 2 and 4 side B) and play one game of five points; the last four play two cribbage
games of 61 holes. Each table plays one of the deal sequences below, chosen by the evening and
the table, whose points the book gives (the tests count them again by hand).
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from clubapp.services import Services

NAMES = [
    "Ann Lee", "Bob Hart", "Cat Moss", "Dan Ford", "Eve Long", "Fay Dunn", "Gus Reed",
    "Hal Pike", "Ivy Shaw", "Jon Wade", "Kit Rowe", "Lou Hale", "Max Cole", "Nan Vale",
    "Oli Dent", "Pam Gray", "Quin Roth", "Ray Moon", "Sue Kerr", "Tom Fisk", "Una Bell",
    "Vic Lamb", "Wyn Hunt", "Xan Yates", "Yul Park", "Zoe Hyde", "Amy Cross", "Ben Drake",
    "Cy Noble", "Dot Frost", "Ed Steel", "Flo Marsh", "Ольга Белова", "Пётр Орлов",
    "Нина Зайцева", "Иван Соколов", "Гек Финн", "Hugh Lott", "Iris Penn", "Jack Stone",
]
FIRST_FRIDAY = dt.date(2026, 1, 9)
EVENINGS = 12
EUCHRE_TABLES, CRIBBAGE_TABLES = 6, 2

# seeds/002 lines 213–215 (laws 1 and 2): the deals of one game of five, side A or B making
EUCHRE = {
    "sweep": [{"makers": "A", "tricks": 5, "alone": True}, {"makers": "A", "tricks": 5}],
    "comeback": [{"makers": "A", "tricks": 3}, {"makers": "B", "tricks": 5, "alone": True},
                 {"makers": "B", "tricks": 4}],
    "close": [{"makers": "B", "tricks": 2}, {"makers": "B", "tricks": 5},
              {"makers": "A", "tricks": 3, "alone": True}, {"makers": "A", "tricks": 5}],
}
EUCHRE_ORDER = ("sweep", "comeback", "close")
CRIBBAGE_ORDER = ("lurch", "near")


def cribbage_deals(kind: str, first: str, second: str) -> list[dict]:
    """Points entries of one cribbage game between the first (dealer first) and the second."""
    if kind == "lurch":
        return [{"points": {first: 20, second: 10}}] * 4
    return [{"points": {first: 29, second: 24}}, {"points": {first: 2, second: 24}},
            {"points": {second: 13}}]


@dataclass(frozen=True)
class Table:
    evening: int
    game: str  # "euchre" or "cribbage"
    kind: str  # the deal sequence
    seats: tuple[int, ...]  # member numbers 0–39 in seat order


def present(evening: int) -> list[int]:
    return [(7 * evening + k) % 40 for k in range(28)]


def schedule() -> list[Table]:
    """Every table of the season in the order played."""
    tables = []
    for e in range(EVENINGS):
        here = present(e)
        for t in range(EUCHRE_TABLES):
            tables.append(Table(e, "euchre", EUCHRE_ORDER[(e + t) % 3],
                                tuple(here[4 * t:4 * t + 4])))
        for c in range(CRIBBAGE_TABLES):
            start = 4 * EUCHRE_TABLES + 2 * c
            tables.append(Table(e, "cribbage", CRIBBAGE_ORDER[(e + c) % 2],
                                tuple(here[start:start + 2])))
    return tables


@dataclass(frozen=True)
class Club:
    member_ids: list[int]  # by member number
    evening_ids: list[int]  # by evening number
    game_ids: dict[tuple[int, int], int]  # (evening, table index in the evening) -> game


def build_club(services: Services) -> Club:
    """Enter the whole season through the services, as the club's scorers would."""
    ids = [services.members.add(name).id for name in NAMES]
    evenings = [services.evenings.create(FIRST_FRIDAY + dt.timedelta(weeks=e),
                                         f"Friday {e + 1}", "league").id
                for e in range(EVENINGS)]
    games: dict[tuple[int, int], int] = {}
    numbers: dict[int, int] = {}
    for table in schedule():
        number = numbers.get(table.evening, 0)
        numbers[table.evening] = number + 1
        played = services.evenings.add_table(evenings[table.evening])
        services.evenings.seat_players(played.id, [ids[m] for m in table.seats])
        if table.game == "euchre":
            game = services.evenings.start_game(played.id, "euchre", {"rubber": False})
            deals = EUCHRE[table.kind]
        else:
            game = services.evenings.start_game(played.id, "cribbage")
            deals = cribbage_deals(table.kind, NAMES[table.seats[0]], NAMES[table.seats[1]])
        for entry in deals:
            services.scoring.record_deal(game, entry)
        games[(table.evening, number)] = game
    return Club(ids, evenings, games)


def without_fsync(services: Services) -> None:
    """Tests only: let SQLite skip the disk flush of each commit (durability is not tested here)."""
    from sqlalchemy import event

    if services.db.is_sqlite:
        event.listen(services.db.engine, "connect",
                     lambda connection, _record: connection.execute("PRAGMA synchronous=OFF"))
        services.db.engine.dispose()


_BUILT: dict[str, tuple[str, Club]] = {}


def season_copy(folder) -> tuple[str, Club]:
    """A copy, in ``folder``, of the season entered once per test run on SQLite (window tests)."""
    import shutil
    import tempfile
    from pathlib import Path

    if "club" not in _BUILT:
        import atexit

        made = tempfile.mkdtemp(prefix="clubapp-season-")
        atexit.register(shutil.rmtree, made, True)
        source = Path(made) / "club.sqlite"
        services = Services.open(str(source))
        without_fsync(services)
        try:
            club = build_club(services)
        finally:
            services.close()
        _BUILT["club"] = (str(source), club)
    source, club = _BUILT["club"]
    target = Path(folder) / "club.sqlite"
    for suffix in ("", "-wal", "-shm"):
        if Path(source + suffix).exists():
            shutil.copy(source + suffix, str(target) + suffix)
    return str(target), club
