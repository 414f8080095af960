"""A rich club for the results format's tests, made through the services as a club makes it:

- "Friday mixed" (``tests.helpers.mixed_evening``): euchre, 500 and cribbage tables;
- "Loo night" (``tests.helpers.clubs.chip_evening``): loo and Irish loo for chips, a white chip
  worth 0.05, the evening's money in euros (the club's currency);
- "Euchre with friends": one euchre table of two Poles and two Russians whose initials are the
  same in pairs (A. K. and A. K., М. И. and М. И.), played to a win;
- "Spring party": a progressive-euchre party of sixteen, three bells, prizes, ended;
- tally cards with stars and a prize at the mixed evening;
- a season of every evening on stars, and one of the mixed and euchre evenings on points;
- Vera Bench, a member who never played.

Every member has an e-mail address, a phone number and notes (``SECRETS`` lists them all, for
the tests that look for them); some are published by initials and some left out (``PRIVACY``).
"""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass

from clubapp.services import Services
from tests.helpers.clubs import chip_evening, choices, names, party_evening, results_for
from tests.helpers.mixed_evening import play_evening

FRIENDS = ("Anna Kowalska", "Мария Иванова", "Adam Kowal", "Михаил Игнатов")
FRIENDS_DEALS = [{"makers": "A", "tricks": 5, "alone": True}, {"makers": "B", "tricks": 3},
                 {"makers": "A", "tricks": 5}]  # a game of five: A 4, B 1, A 6
PRIVACY = {"Ann": "hidden", "Cat": "initials", "Anna Kowalska": "initials",
           "Adam Kowal": "initials", "Мария Иванова": "initials", "Михаил Игнатов": "initials",
           "Lady 03": "hidden", "Gent 02": "initials", "Lou": "hidden"}


@dataclass(frozen=True)
class ResultsClub:
    mixed: int
    loo: int
    friends: int
    party: int
    stars_season: int
    points_season: int
    ids: dict[str, int]  # every member by name
    secrets: tuple[str, ...]  # every e-mail address, phone number and note of the club


def _secrets_of(member_id: int, name: str) -> tuple[str, str, str]:
    return (f"member{member_id}.secret@example.org", f"+7 900 555-{member_id:02d}-{member_id:02d}",
            f"Private note {member_id}: owes the bar for {name.split()[0]}")


def build_results_club(services: Services) -> ResultsClub:
    """The club of this module's docstring."""
    mixed = play_evening(services)
    ids = dict(mixed.member_ids)
    services.seasons.set_awards(mixed.evening_id, [
        (ids["Bob"], 2, 1, 0, "Best newcomer"), (ids["Ann"], 1, 0, 2, ""),
        (ids["Cat"], 0, 2, 1, "Booby prize")])
    loo, _games = chip_evening(services)
    services.evenings.set_chip_worth(loo, "0.05")
    services.money.setup(loo, {"currency": "EUR"})  # the club's money is in euros
    friends = services.evenings.create(dt.date(2026, 3, 13), "Euchre with friends")
    friend_ids = [services.members.add(n).id for n in FRIENDS]
    ids.update(zip(FRIENDS, friend_ids, strict=True))
    table = services.evenings.add_table(friends.id)
    services.evenings.seat_players(table.id, friend_ids)
    game = services.evenings.start_game(table.id, "euchre", {"rubber": False})
    for deal in FRIENDS_DEALS:
        services.scoring.record_deal(game, deal)
    people = names(8, 8)
    party, party_ids = party_evening(services, people)
    ids.update(party_ids)
    services.party.start(party.id, choices(people, party_ids), seed=4242)
    rng = random.Random(32)
    for _ in range(3):
        view = services.party.view(party.id)
        services.party.ring_bell(party.id, view.round, results_for(view, rng))
    services.party.award_prizes(party.id)
    services.party.end(party.id)
    ids["Vera Bench"] = services.members.add("Vera Bench").id  # a member who never played
    secrets: list[str] = []
    for member in services.members.list():
        ids[member.name] = member.id
        email, phone, notes = _secrets_of(member.id, member.name)
        services.members.update(member.id, name=member.name, email=email, phone=phone,
                                notes=notes)
        secrets += [email, phone, notes]
    for name, how in PRIVACY.items():
        services.members.set_privacy(ids[name], publish_as=how)
    every = [mixed.evening_id, loo, friends.id, party.id]
    stars = services.seasons.create("Stars of the spring", {"basis": "stars"}, every,
                                    lots_seed=5)
    points = services.seasons.create("Euchre league", None, [mixed.evening_id, friends.id],
                                     lots_seed=6)
    return ResultsClub(mixed.evening_id, loo, friends.id, party.id, stars.id, points.id, ids,
                       tuple(secrets))
