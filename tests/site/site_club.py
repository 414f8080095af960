"""The club the results site's tests publish: the results format's rich club
(``tests.services.results_club``: a mixed evening, a loo night for chips, friends with the same
initials, a progressive party, two seasons, members by name, by initials and left out, every
member with an e-mail address, a phone number and a note) and, the latest, an evening at
Наталья Ёлкина's with a euchre game still being played: a member with a Cyrillic name published
by name, and a game to record one more deal in."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from pathlib import Path

from clubapp.services import Services
from clubapp.services.member_privacy import initials
from tests.helpers import databases
from tests.services.results_club import PRIVACY, ResultsClub, build_results_club

CYRILLIC = "Наталья Ёлкина"
LATE = ((CYRILLIC, "natalya.yolkina@example.org", "+7 912 000-11-22", "Allergic to cats"),
        ("Пётр Щукин", "pyotr@example.org", "+7 912 000-33-44", "Pays by card only"))
LATE_DEALS = [{"makers": "A", "tricks": 3}, {"makers": "B", "tricks": 4}]  # A 1, B 1: playing
ONE_MORE = {"makers": "A", "tricks": 5}  # the deal recorded after the first publish


@dataclass(frozen=True)
class SiteClub:
    path: Path
    results: ResultsClub
    late: int  # the evening at Наталья's
    late_game: int  # its euchre game, still being played
    ids: dict[str, int]
    secrets: tuple[str, ...]

    def shown(self, name: str) -> str | None:
        """A member's name as the site shows it (None: left out, "a player")."""
        how = PRIVACY.get(name, "name")
        return None if how == "hidden" else initials(name) if how == "initials" else name


def make_site_club(folder: Path, template: Path) -> SiteClub:
    """The club of this module's docstring, in ``folder/club.sqlite``."""
    path = databases.copy_club(template, folder / "club.sqlite")
    services = Services.open(str(path))
    try:
        results = build_results_club(services)
        ids = dict(results.ids)
        secrets = list(results.secrets)
        for name, email, phone, notes in LATE:
            ids[name] = services.members.add(name, email=email, phone=phone, notes=notes).id
            secrets += [email, phone, notes]
        late = services.evenings.create(dt.date(2026, 12, 12), "Вечер у Натальи")
        table = services.evenings.add_table(late.id)
        services.evenings.seat_players(table.id, [ids[CYRILLIC], ids["Bob"], ids["Пётр Щукин"],
                                                  ids["Dan"]])
        game = services.evenings.start_game(table.id, "euchre")
        for deal in LATE_DEALS:
            services.scoring.record_deal(game, deal)
    finally:
        services.close()
    return SiteClub(path, results, late.id, game, ids, tuple(secrets))
