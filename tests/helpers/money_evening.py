"""An evening of the club's money, made through the services as a treasurer makes it: three
cribbage tables of long Latin and Cyrillic names, the issue's fees, a guest, a pot taken by a
hand of 24, a pot awarded by hand, two players tied on second place, payments in cash, by
card (part of it), from a balance and waived (issue 33)."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from clubapp.services import Services

DAY = dt.date(2026, 12, 4)
LONG = ["Александра Константиновна Воскресенская-Милославская",
        "Bartholomew Fitzwilliam-Huntington",
        "Констанция Кржижановская-Преображенская",
        "Alexandrina Featherstonehaugh-Wolstenholme",
        "Аполлинария Добронравова-Оболенская",
        "Maximilian Oppenheimer-Vanderbilt"]
SHORT = ["Ann Hale", "Bob Reed", "Cat Moss", "Dan Ford", "Eve Lamb", "Fay Gold"]
SETUP = {"currency": "USD", "entry_fee": "5.00", "guest_fee": "7.00", "table_money": "1.00",
         "payout": {"places": [50, 30, 20]},
         "pots": [{"name": "24 hand", "per_player": "0.25",
                   "won_by": {"game": "cribbage", "hand_at_least": 24}},
                  {"name": "Best pegging", "per_player": "0.50", "won_by": {"manual": True}}]}
# a Russian club names its evening and its pots in Russian
RUSSIAN = {"title": "Пятничный криббедж", "24 hand": "Рука на 24", "Best pegging": "Лучший розыгрыш"}


@dataclass
class MoneyEvening:
    evening: int
    members: list[int]
    names: list[str]
    games: list[int]


def count(pone: int, dealer: int = 2, crib: int = 0) -> dict:
    """A cribbage deal entered by its count: the pone's hand, the dealer's hand and crib."""
    return {"count": {"pone": {"play": 1, "hand": pone},
                      "dealer": {"play": 1, "hand": dealer, "crib": crib}}}


def crib_tables(services: Services, names: list[str], day: dt.date = DAY,
                title: str = "Friday cribbage") -> MoneyEvening:
    """Three cribbage tables (121 holes) of these six members, nothing played yet."""
    ids = [services.members.add(n).id for n in names]
    evening = services.evenings.create(day, title).id
    games = [services.evenings.seat_table(evening, [ids[a], ids[b]], "cribbage",
                                          {"target": 121})[1]
             for a, b in ((0, 1), (2, 3), (4, 5))]
    return MoneyEvening(evening, ids, list(names), games)


def money_evening(services: Services, names: list[str] | None = None, *,
                  paid: bool = True, lang: str = "en") -> MoneyEvening:
    """The evening set up and played: a 24 hand at table 1 (the second player's), the first
    players of the tables at 20, 12, 12 points (the second and third tied), the sixth a guest,
    the manual pot awarded to the fourth; with ``paid`` the first paid in cash, the second 3.00
    by card, the third from a deposit of 20.00, the fourth waived."""
    words = RUSSIAN if lang == "ru" else {}
    made = crib_tables(services, names or LONG, title=words.get("title", "Friday cribbage"))
    ids = made.members
    pots = [{**pot, "name": words.get(pot["name"], pot["name"])} for pot in SETUP["pots"]]
    services.money.setup(made.evening, {**SETUP, "pots": pots, "guests": [ids[5]]})
    services.scoring.record_deal(made.games[0], count(24))  # the first deals: the second's 24
    for game, points in zip(made.games, (20, 12, 12), strict=True):
        players = services.scoring.view(game).players
        services.scoring.record_deal(game, {"points": {players[0]: points, players[1]: 4}})
    services.money.award(made.evening, pots[1]["name"], ids[3])
    if paid:
        services.money.pay(made.evening, ids[0], None, "cash")
        services.money.pay(made.evening, ids[1], "3.00", "card")
        services.money.deposit(ids[2], "20.00", note="prepaid for December",
                               day=DAY - dt.timedelta(days=3))
        services.money.pay(made.evening, ids[2], None, "balance")
        services.money.pay(made.evening, ids[3], None, "waived")
    return made
