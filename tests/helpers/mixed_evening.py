"""A mixed evening of euchre, 500 and cribbage, played by the books, whose standings must never
add unlike units (a club secretary saw 500's 780 ranked over euchre's 17):

- three euchre tables, games of five (seeds/002 lines 213–215: law 1, three or four tricks
  score one, a march two, a euchre two to the other side; law 2, a lone march four):
  Ann & Cat sweep 6–0, Fay & Hal come back 5–1, Nan & Pam win a close one 5–2;
- two 500 tables on the book's bid table (seeds/002 lines 191–201: eight hearts 300, eight
  diamonds 240, seven clubs 120, eight spades 120, seven hearts 200), each other player 10 a
  trick (line 205), 500 wins and the bidder counts first (line 209): Ivy 540 over Jon 20 and
  Kit 0; Ann, once her euchre is over, 640 over Lou 140 and Max 30;
- one cribbage game of 61 holes (seeds/001: the first home wins, line 43 the lurch): Lou 61
  holes, Max 30, once their 500 is over.

Added up raw, Ann would lead with 646 and Lou come next with 201: neither sum may appear.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from clubapp.services import Services

MEMBERS = ("Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Nan", "Oli", "Pam", "Ray",
           "Ivy", "Jon", "Kit", "Lou", "Max")
EUCHRE = {  # side A is seats 1 and 3
    ("Ann", "Bob", "Cat", "Dan"): [{"makers": "A", "tricks": 5, "alone": True},
                                   {"makers": "A", "tricks": 5}],
    ("Eve", "Fay", "Gus", "Hal"): [{"makers": "A", "tricks": 3},
                                   {"makers": "B", "tricks": 5, "alone": True},
                                   {"makers": "B", "tricks": 4}],
    ("Nan", "Oli", "Pam", "Ray"): [{"makers": "B", "tricks": 2}, {"makers": "B", "tricks": 5},
                                   {"makers": "A", "tricks": 3, "alone": True},
                                   {"makers": "A", "tricks": 5}],
}
FIVE_HUNDRED = {
    ("Ivy", "Jon", "Kit"): [
        {"bidder": "Ivy", "bid": "8H", "tricks": {"Ivy": 8, "Jon": 2, "Kit": 0}},
        {"bidder": "Ivy", "bid": "8D", "tricks": {"Ivy": 8, "Jon": 1, "Kit": 1}}],
    ("Ann", "Lou", "Max"): [
        {"bidder": "Ann", "bid": "8H", "tricks": {"Ann": 8, "Lou": 1, "Max": 1}},
        {"bidder": "Lou", "bid": "7C", "tricks": {"Ann": 2, "Lou": 7, "Max": 1}},
        {"bidder": "Ann", "bid": "8S", "tricks": {"Ann": 8, "Lou": 1, "Max": 1}},
        {"bidder": "Ann", "bid": "7H", "tricks": {"Ann": 7, "Lou": 2, "Max": 1}}],
}
CRIBBAGE = {("Lou", "Max"): [{"points": {"Lou": 20, "Max": 10}}] * 4}

# each member's total in each game, counted from the books above
EUCHRE_POINTS = {"Ann": 6, "Cat": 6, "Bob": 0, "Dan": 0, "Eve": 1, "Gus": 1, "Fay": 5,
                 "Hal": 5, "Nan": 5, "Pam": 5, "Oli": 2, "Ray": 2}
FIVE_HUNDRED_POINTS = {"Ann": 640, "Ivy": 540, "Lou": 140, "Max": 30, "Jon": 20, "Kit": 0}
CRIBBAGE_HOLES = {"Lou": 61, "Max": 30}
RAW_SUMS = {"Ann": 646, "Lou": 201, "Max": 60}  # what must never be shown


@dataclass(frozen=True)
class Evening:
    evening_id: int
    member_ids: dict[str, int]


def play_evening(services: Services) -> Evening:
    """The evening of this module's docstring, played table by table."""
    ids = {name: services.members.add(name).id for name in MEMBERS}
    evening = services.evenings.create(dt.date(2026, 3, 6), "Friday mixed")

    def table(players, game_id, deals, options=None):
        seated = services.evenings.add_table(evening.id)
        services.evenings.seat_players(seated.id, [ids[p] for p in players])
        game = services.evenings.start_game(seated.id, game_id, options or {})
        for deal in deals:
            services.scoring.record_deal(game, deal)

    for players, deals in EUCHRE.items():
        table(players, "euchre", deals, {"rubber": False})
    for players, deals in FIVE_HUNDRED.items():
        table(players, "five-hundred", deals)
    for players, deals in CRIBBAGE.items():
        table(players, "cribbage", deals)
    return Evening(evening.id, ids)
